// Rendering a SyntaxError the way CPython 3.11 prints it on stderr (language.md §2.8).
#include "lang/syntax_error.hpp"

#include <algorithm>

namespace tsr::lang {

std::string SyntaxError::format() const {
  std::string out = "  File \"" + filename + "\", line " + std::to_string(lineno) + "\n";
  // The line is shown without its indentation; the caret column is shifted by what was stripped.
  size_t first = text.find_first_not_of(" \t\f");
  if (first != std::string::npos) {
    std::string shown = text.substr(first);
    while (!shown.empty() && (shown.back() == '\n' || shown.back() == ' ')) shown.pop_back();
    out += "    " + shown + "\n";
    // IndentationError: unexpected indent and TabError print no caret line (as CPython).
    const bool caret = offset > 0 && kind != SyntaxErrorKind::TabError && msg != "unexpected indent";
    if (caret) {
      uint32_t stripped = 0;  // code points removed from the front
      for (size_t i = 0; i < first; ++i) stripped += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
      const uint32_t col = offset > stripped ? offset - stripped : 1;
      uint32_t width = 1;
      if (end_lineno == lineno && end_offset > offset) width = end_offset - offset;
      out += "    " + std::string(col - 1, ' ') + std::string(width, '^') + "\n";
    }
  }
  out += std::string(type_name()) + ": " + msg + "\n";
  return out;
}

}  // namespace tsr::lang
