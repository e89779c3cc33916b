// A source file after loading: normalised text plus the line index every position is computed from.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tsr::lang {

// Loading (language.md §2.1): UTF-8 check, BOM stripped, `\r\n` and lone `\r` turned into `\n`, a trailing `\n`
// ensured. Positions everywhere are byte offsets into `text`. Shared by every code object made from it, so
// tracebacks can print source lines long after compilation.
struct SourceFile {
  std::string name;                 // as shown in tracebacks: "x.tsr", "<stdin>", "<string>"
  std::string text;                 // normalised
  std::vector<uint32_t> line_starts;  // byte offset of the start of each line; line N (1-based) starts at [N-1]
  bool show_lines = true;           // false for <stdin>/<string>: tracebacks omit source lines (as CPython)

  // Normalises `raw` as described above. Throws SyntaxError (see syntax_error.hpp) on invalid UTF-8.
  static std::shared_ptr<const SourceFile> load(std::string name, std::string_view raw, bool show_lines = true);

  uint32_t line_of(uint32_t offset) const;                 // 1-based line containing a byte offset
  uint32_t column_of(uint32_t offset) const;               // 0-based byte column
  uint32_t char_column_of(uint32_t offset) const;          // 0-based code-point column (for carets)
  std::string_view line_text(uint32_t line) const;         // the line without its '\n' ("" if out of range)
};

}  // namespace tsr::lang
