// Rendering a SyntaxError the way CPython 3.11 prints it on stderr, and raising one at a source position
// (language.md §2.8).
#include "lang/syntax_error.hpp"

#include <algorithm>
#include <string_view>

#include "lang/grammar.hpp"

namespace tsr::lang {

// CPython 3.11's print_exception and print_error_text: the line without its leading whitespace; the caret at the
// offset counted from there (none when it falls left of the text, the line's end at most). Only an exact
// SyntaxError marks its span: IndentationError and TabError get one caret (parse_syntax_error gives subclasses no
// end), and a span that goes on past the line is marked to the line's end.
std::string SyntaxError::format() const {
  std::string out = "  File \"" + filename + "\", line " + std::to_string(lineno) + "\n";
  const auto chars = [](std::string_view s) {
    uint32_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
  };
  const size_t first = text.find_first_not_of(" \t\f");
  if (first == std::string::npos) return out + std::string(type_name()) + ": " + msg + "\n";
  std::string shown = text.substr(first);
  if (!shown.empty() && shown.back() == '\n') shown.pop_back();
  out += "    " + shown + "\n";
  // (CPython clips the column to the line's length in bytes, and counts the line's size with its newline.)
  int64_t col = int64_t(offset) - 1 - int64_t(chars(std::string_view(text).substr(0, first)));
  if (col >= 0 && !at_eof) {
    col = std::min<int64_t>(col, int64_t(shown.size()));
    int64_t end = kind == SyntaxErrorKind::SyntaxError ? int64_t(end_offset) : -1;
    const int64_t line_size = int64_t(text.size()) + (text.ends_with('\n') ? 0 : 1);
    if (kind == SyntaxErrorKind::SyntaxError && end_lineno > lineno) end = line_size;
    if (end > line_size + 1) end = line_size + 1;
    const int64_t width = end > 0 && end > int64_t(offset) ? end - int64_t(offset) : 1;
    out += "    " + std::string(size_t(col), ' ') + std::string(size_t(width), '^') + "\n";
  }
  out += std::string(type_name()) + ": " + msg + "\n";
  return out;
}

namespace {

bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Operators longest first, so the first prefix that matches is the token (maximal munch).
constexpr std::string_view kOperators[] = {
    "**=", "//=", ">>=", "<<=", "...", "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "->", "+=", "-=",
    "*=",  "/=",  "%=",  "&=",  "|=",  "^=", "@=", ":="};

}  // namespace

uint32_t token_length(std::string_view text, uint32_t offset) {
  if (offset >= text.size() || text[offset] == '\n') return 0;
  const std::string_view rest = text.substr(offset);
  size_t n = 0;
  while (n < rest.size() && is_word_char(rest[n])) ++n;
  if (n < rest.size() && n <= 2 && (rest[n] == '\'' || rest[n] == '"')) {  // a string, maybe with a prefix
    const char quote = rest[n];
    const bool triple = rest.substr(n, 3) == std::string(3, quote);
    size_t i = n + (triple ? 3 : 1);
    for (; i < rest.size(); ++i) {
      if (rest[i] == '\\') { ++i; continue; }
      if (rest[i] == quote && (!triple || rest.substr(i, 3) == std::string(3, quote))) return uint32_t(i + (triple ? 3 : 1));
      if (rest[i] == '\n' && !triple) break;
    }
    return uint32_t(i);
  }
  if (n > 0) return uint32_t(n);
  for (std::string_view op : kOperators)
    if (rest.substr(0, op.size()) == op) return uint32_t(op.size());
  size_t len = 1;  // one code point
  while (len < rest.size() && (static_cast<unsigned char>(rest[len]) & 0xC0) == 0x80) ++len;
  return uint32_t(len);
}

void throw_syntax_error(const SourceFile& source, std::string message, uint32_t offset, int64_t end,
                        SyntaxErrorKind kind) {
  offset = std::min<uint32_t>(offset, uint32_t(source.text.size()));
  const uint32_t line = source.line_of(offset);
  const uint32_t col = source.char_column_of(offset) + 1;
  uint32_t end_line = line, end_col = 0;
  if (kind == SyntaxErrorKind::SyntaxError && end == kTokenEnd) end = offset + token_length(source.text, offset);
  if (end >= 0 && (kind == SyntaxErrorKind::SyntaxError || end > offset)) {
    const auto e = std::min<uint32_t>(uint32_t(end), uint32_t(source.text.size()));
    end_line = source.line_of(e);
    end_col = source.char_column_of(e) + 1;
  }
  SyntaxError error(kind, std::move(message), source.name, line, col, std::string(source.line_text(line)), end_line,
                    end_col);
  error.end_unknown = end == kNoEnd;
  error.at_eof = end == kAtEof;
  throw error;
}

}  // namespace tsr::lang
