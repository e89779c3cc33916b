// See highlight.hpp. A small lexer, not the grammar: it must colour incomplete input (an open string or
// bracket) the PEG grammar would reject.
#include "lang/highlight.hpp"

#include <cctype>
#include <cstring>

#include "lang/grammar.hpp"

namespace tsr::lang {
namespace {

constexpr std::string_view kKeyword = "\x1b[1;35m", kNumber = "\x1b[36m", kString = "\x1b[32m",
                           kComment = "\x1b[90m", kReset = "\x1b[0m";

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// A string prefix (r, b, f, u and their two-letter combinations) directly followed by a quote.
size_t prefix_length(std::string_view s, size_t i) {
  size_t n = 0;
  while (n < 2 && i + n < s.size() && s[i + n] != '\0' && std::strchr("rRbBfFuU", s[i + n])) ++n;
  return i + n < s.size() && (s[i + n] == '\'' || s[i + n] == '"') ? n : std::string_view::npos;
}

// The end of the string literal whose quote is at `q` (past the closing quote, or the line's end).
size_t string_end(std::string_view s, size_t q) {
  const char quote = s[q];
  const bool triple = s.substr(q, 3) == std::string(3, quote);
  size_t i = q + (triple ? 3 : 1);
  while (i < s.size()) {
    if (s[i] == '\\') {
      i += 2;
      continue;
    }
    if (triple ? s.substr(i, 3) == std::string(3, quote) : s[i] == quote) return i + (triple ? 3 : 1);
    ++i;
  }
  return s.size();
}

size_t number_end(std::string_view s, size_t i) {
  while (i < s.size() && (ident_char(s[i]) || s[i] == '.' ||
                          ((s[i] == '+' || s[i] == '-') && (s[i - 1] == 'e' || s[i - 1] == 'E'))))
    ++i;
  return i;
}

}  // namespace

std::string highlight_line(std::string_view s) {
  std::string out;
  out.reserve(s.size() * 2);
  auto span = [&](std::string_view colour, size_t begin, size_t end) {
    out += colour;
    out += s.substr(begin, end - begin);
    out += kReset;
  };
  size_t i = 0;
  while (i < s.size()) {
    const char c = s[i];
    if (c == '#') {
      span(kComment, i, s.size());
      break;
    }
    if (c == '\'' || c == '"') {
      const size_t e = string_end(s, i);
      span(kString, i, e);
      i = e;
      continue;
    }
    if (ident_start(c)) {
      if (const size_t p = prefix_length(s, i); p != std::string_view::npos) {
        const size_t e = string_end(s, i + p);
        span(kString, i, e);
        i = e;
        continue;
      }
      size_t e = i;
      while (e < s.size() && ident_char(s[e])) ++e;
      if (peg::is_keyword(s.substr(i, e - i))) span(kKeyword, i, e);
      else out += s.substr(i, e - i);
      i = e;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
      const size_t e = number_end(s, i);
      span(kNumber, i, e);
      i = e;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

}  // namespace tsr::lang
