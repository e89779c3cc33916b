// See text.hpp.
#include "lang/text.hpp"

#include "lang/unicode.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace tsr::lang {

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += char(cp);
  } else if (cp < 0x800) {
    out += char(0xC0 | (cp >> 6));
    out += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  } else {
    out += char(0xF0 | (cp >> 18));
    out += char(0x80 | ((cp >> 12) & 0x3F));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
}

std::string float_repr(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  std::string sci(buf, r.ptr);
  const bool neg = sci[0] == '-';
  if (neg) sci.erase(0, 1);
  const size_t epos = sci.find('e');
  std::string digits = sci.substr(0, epos);
  digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
  const int exp = std::atoi(sci.c_str() + epos + 1);
  std::string out;
  if (exp >= -4 && exp < 16) {
    if (exp >= 0) {
      std::string ip = digits.substr(0, std::min(digits.size(), size_t(exp + 1)));
      while (ip.size() < size_t(exp + 1)) ip += '0';
      std::string fp = digits.size() > size_t(exp + 1) ? digits.substr(size_t(exp + 1)) : "0";
      out = ip + "." + fp;
    } else {
      out = "0." + std::string(size_t(-exp - 1), '0') + digits;
    }
  } else {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    char e[16];
    std::snprintf(e, sizeof e, "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
    out += e;
  }
  return neg ? "-" + out : out;
}

namespace {
// CPython's 'r' conversion without Py_DTSF_ADD_DOT_0: shortest round-trip digits are never "x.0" unless that
// ".0" was the added marker.
std::string float_repr_bare(double v) {
  std::string s = float_repr(v);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}
}  // namespace

std::string complex_repr(double real, double imag) {
  if (real == 0 && !std::signbit(real)) return float_repr_bare(imag) + "j";
  std::string im = float_repr_bare(imag);
  if (std::isnan(imag)) im = "+nan";  // the sign of a NaN is not shown
  else if (im[0] != '-') im.insert(0, "+");
  return "(" + float_repr_bare(real) + im + "j)";
}

std::string bytes_repr(std::string_view s, std::string_view prefix) {
  const bool has_single = s.find('\'') != std::string_view::npos;
  const bool has_double = s.find('"') != std::string_view::npos;
  const char quote = has_single && !has_double ? '"' : '\'';
  std::string out(prefix);
  out += quote;
  for (const char ch : s) {
    const unsigned char c = static_cast<unsigned char>(ch);
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += ch;
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c >= 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += ch;
    }
  }
  out += quote;
  return out;
}

std::string str_repr(std::string_view s) {
  const bool has_single = s.find('\'') != std::string_view::npos;
  const bool has_double = s.find('"') != std::string_view::npos;
  const char quote = has_single && !has_double ? '"' : '\'';
  std::string out(1, quote);
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == static_cast<unsigned char>(quote) || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else if (c >= 0x80) {
      // One code point: kept when str.isprintable accepts it, else \xNN, \uNNNN or \UNNNNNNNN as CPython writes it.
      int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
      uint32_t cp = c & (0x7F >> n);
      for (int k = 1; k < n && i + size_t(k) < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + size_t(k)]) & 0x3F);
      if (!unicode::is_printable(char32_t(cp))) {
        char buf[16];
        if (cp <= 0xFF) std::snprintf(buf, sizeof buf, "\\x%02x", cp);
        else if (cp <= 0xFFFF) std::snprintf(buf, sizeof buf, "\\u%04x", cp);
        else std::snprintf(buf, sizeof buf, "\\U%08x", cp);
        out += buf;
      } else {
        out.append(s.substr(i, size_t(n)));
      }
      i += size_t(n) - 1;
    } else {
      out += char(c);
    }
  }
  out += quote;
  return out;
}

std::string digits_to_decimal(std::string_view digits, int base) {
  if (!digits.empty() && digits[0] == '-') return "-" + digits_to_decimal(digits.substr(1), base);  // (a folded one)
  std::vector<int> dec{0};  // little-endian decimal digits; schoolbook multiply-add (literals are short)
  for (char c : digits) {
    int carry = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
    for (int& d : dec) {
      const int v = d * base + carry;
      d = v % 10;
      carry = v / 10;
    }
    for (; carry; carry /= 10) dec.push_back(carry % 10);
  }
  std::string out;
  for (auto it = dec.rbegin(); it != dec.rend(); ++it) out += char('0' + *it);
  return out;
}

std::string decode_escapes(std::string_view text, bool latin1, const EscapeHandlers& on, size_t* consumed) {
  const auto hex = [](char c) {
    return c >= '0' && c <= '9' ? c - '0' : (c | 0x20) >= 'a' && (c | 0x20) <= 'f' ? (c | 0x20) - 'a' + 10 : -1;
  };
  std::string out;
  out.reserve(text.size());
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b != '\\') {
      if (latin1) append_utf8(out, b);
      else out += char(b);
      ++i;
      continue;
    }
    const size_t start = i++;
    // an escape: decoded, or [start, i) is bad for `reason`; `cut` when the text ended inside it
    const char* reason = nullptr;
    bool cut = false;
    if (i == n) {
      reason = "\\ at end of string";
      cut = true;
    } else {
      const char c = text[i++];
      switch (c) {
        case '\n': break;
        case '\\': case '\'': case '"': out += c; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'v': out += '\v'; break;
        case 'x': case 'u': case 'U': {
          int count = c == 'x' ? 2 : c == 'u' ? 4 : 8;
          uint32_t cp = 0;
          for (; count; --count, ++i) {
            const int h = i < n ? hex(text[i]) : -1;
            if (h < 0) break;
            cp = cp * 16 + uint32_t(h);
          }
          if (count) {
            reason = c == 'x' ? "truncated \\xXX escape" : c == 'u' ? "truncated \\uXXXX escape" : "truncated \\UXXXXXXXX escape";
            cut = i == n;
          } else if (cp > 0x10FFFF) {
            reason = "illegal Unicode character";
          } else {
            append_utf8(out, cp);
          }
          break;
        }
        case 'N': {  // \N{name}: a character's name or name alias
          reason = "malformed \\N character escape";
          if (i == n) {
            cut = true;
          } else if (text[i] == '{') {
            const size_t name_at = ++i;
            while (i < n && text[i] != '}') ++i;
            if (i == n) {
              cut = true;
            } else if (i > name_at) {
              const std::optional<char32_t> cp = unicode::icu() ? unicode::char_from_name(std::string(text.substr(name_at, i - name_at)))
                                                                : std::nullopt;
              ++i;
              if (cp) {
                append_utf8(out, *cp);
                reason = nullptr;
              } else {
                reason = unicode::icu() ? "unknown Unicode character name" : "\\N{...} escapes need ICU, which cannot be loaded";
              }
            }
          }
          break;
        }
        default:
          if (c >= '0' && c <= '7') {  // up to three octal digits
            uint32_t cp = uint32_t(c - '0');
            for (int k = 0; k < 2 && i < n && text[i] >= '0' && text[i] <= '7'; ++k) cp = cp * 8 + uint32_t(text[i++] - '0');
            append_utf8(out, cp);
          } else {  // an unknown escape keeps its backslash
            if (on.unknown) on.unknown(start);
            out += '\\';
            --i;  // (the character after it is text again: a byte from 0x80 is decoded as such)
          }
      }
    }
    if (!reason) continue;
    if (cut && consumed) {
      *consumed = start;
      return out;
    }
    on.bad(start, i, reason, out);
  }
  if (consumed) *consumed = n;
  return out;
}

}  // namespace tsr::lang
