// The one C++ exception the front end throws: a Python SyntaxError (or IndentationError / TabError).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace tsr::lang {

enum class SyntaxErrorKind : uint8_t { SyntaxError, IndentationError, TabError };

// Fields mirror CPython's SyntaxError attributes (language.md §2.8): `offset`/`end_offset` are 1-based
// code-point columns within `text` (the whole offending line, unstripped); 0 means "no caret".
struct SyntaxError : std::runtime_error {
  SyntaxErrorKind kind = SyntaxErrorKind::SyntaxError;
  std::string msg, filename, text;
  uint32_t lineno = 0, offset = 0, end_lineno = 0, end_offset = 0;
  bool end_unknown = false;
  bool at_eof = false;       // at the end of the input: printed without a caret (kAtEof)  // end_offset is CPython's -1 (the tokenizer's unexpected indent and unindent errors)
  bool incomplete_input = false;  // the error is at end of input: the REPL asks for more lines instead

  SyntaxError(SyntaxErrorKind k, std::string message, std::string file, uint32_t line, uint32_t col,
              std::string line_text, uint32_t end_line = 0, uint32_t end_col = 0)
      : std::runtime_error(message), kind(k), msg(std::move(message)), filename(std::move(file)),
        text(std::move(line_text)), lineno(line), offset(col), end_lineno(end_line ? end_line : line),
        end_offset(end_col) {}

  const char* type_name() const {
    switch (kind) {
      case SyntaxErrorKind::IndentationError: return "IndentationError";
      case SyntaxErrorKind::TabError: return "TabError";
      default: return "SyntaxError";
    }
  }
  // The CPython 3.11 stderr rendering: `  File "x", line N`, the stripped line, the caret line, `Kind: msg`.
  std::string format() const;
};

// An expression or statement chain nested deeper than the compiler's passes may recurse: the interpreter raises
// it as CPython's RecursionError "maximum recursion depth exceeded during compilation".
struct CompileDepthError : std::runtime_error {
  CompileDepthError() : std::runtime_error("maximum recursion depth exceeded during compilation") {}
};

}  // namespace tsr::lang
