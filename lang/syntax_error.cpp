// Rendering a SyntaxError the way CPython 3.11 prints it on stderr, and raising one at a source position
// (language.md §2.8).
#include "lang/syntax_error.hpp"

#include <algorithm>
#include <string_view>

#include "lang/grammar.hpp"

namespace tsr::lang {

std::string SyntaxError::format() const {
  std::string out = "  File \"" + filename + "\", line " + std::to_string(lineno) + "\n";
  // The line is shown without its indentation; the caret column is shifted by what was stripped.
  size_t first = text.find_first_not_of(" \t\f");
  if (first != std::string::npos) {
    std::string shown = text.substr(first);
    while (!shown.empty() && (shown.back() == '\n' || shown.back() == ' ')) shown.pop_back();
    out += "    " + shown + "\n";
    uint32_t stripped = 0;  // code points removed from the front
    for (size_t i = 0; i < first; ++i) stripped += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    const uint32_t col = offset > stripped ? offset - stripped : 1;
    uint32_t shown_chars = 0;
    for (char c : shown) shown_chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    // TabError and the IndentationErrors "unexpected indent" and "too many levels of indentation" print no caret
    // line, and neither does an error without a span whose column lies past the end of the line (as CPython).
    const bool caret = offset > 0 && kind != SyntaxErrorKind::TabError && msg != "unexpected indent" &&
                       msg != "too many levels of indentation" && !(end_offset == 0 && col > shown_chars);
    if (caret) {
      uint32_t width = 1;
      if (end_lineno == lineno && end_offset > offset) width = end_offset - offset;
      // A span that goes on past this line is marked to the line's end (a block statement's error).
      if (end_lineno > lineno && shown_chars + 1 > col) width = shown_chars + 1 - col;
      out += "    " + std::string(col - 1, ' ') + std::string(width, '^') + "\n";
    }
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
  throw SyntaxError(kind, std::move(message), source.name, line, col, std::string(source.line_text(line)), end_line,
                    end_col);
}

}  // namespace tsr::lang
