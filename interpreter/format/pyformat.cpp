// Python 3.11's number and string formatting (see pyformat.hpp). Digits come from std::to_chars (shortest
// round-trip) and snprintf (correctly rounded fixed/exponent forms in glibc), laid out by CPython's rules.
#include "interpreter/format/pyformat.hpp"
#include "lang/text.hpp"

#include <algorithm>
#include <cfenv>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace tsr::interp::fmt {

namespace {

[[noreturn]] void fail(const char* type, std::string msg) { throw FormatError{type, std::move(msg)}; }

size_t cp_len(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

struct Spec {
  std::string fill = " ";
  bool fill_given = false;  // an explicit fill character (then a following '0' is width, not the zero flag)
  char align = 0;  // < > ^ =
  char sign = 0;   // + - space
  bool z = false, alt = false, zero = false;
  int64_t width = -1, precision = -1;
  char grouping = 0;  // , _
  char type = 0;
};

Spec parse_spec(std::string_view s, const char* type_name) {
  Spec sp;
  size_t i = 0;
  auto is_align = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  // fill may be a multi-byte character
  size_t first_len = 1;
  if (!s.empty()) {
    unsigned char c = static_cast<unsigned char>(s[0]);
    first_len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
  }
  if (s.size() > first_len && is_align(s[first_len])) {
    sp.fill = std::string(s.substr(0, first_len));
    sp.fill_given = true;
    sp.align = s[first_len];
    i = first_len + 1;
  } else if (!s.empty() && is_align(s[0])) {
    sp.align = s[0];
    i = 1;
  }
  if (i < s.size() && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) sp.sign = s[i++];
  if (i < s.size() && s[i] == 'z') {
    sp.z = true;
    ++i;
  }
  if (i < s.size() && s[i] == '#') {
    sp.alt = true;
    ++i;
  }
  if (i < s.size() && s[i] == '0') {
    sp.zero = true;
    ++i;
  }
  if (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
    sp.width = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) sp.width = sp.width * 10 + (s[i++] - '0');
  }
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) sp.grouping = s[i++];
  if (i < s.size() && (s[i] == ',' || s[i] == '_')) fail("ValueError", "Cannot specify both ',' and '_'.");
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (i >= s.size() || !std::isdigit(static_cast<unsigned char>(s[i]))) fail("ValueError", "Format specifier missing precision");
    sp.precision = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) sp.precision = sp.precision * 10 + (s[i++] - '0');
  }
  if (i < s.size()) sp.type = s[i++];
  if (i < s.size()) fail("ValueError", "Invalid format specifier");
  // CPython's zero flag: '0' before the width is the fill where none was given, with '=' alignment where none was
  // given and the type's default is right alignment (numbers; a string's stays left)
  if (sp.zero && !sp.fill_given) {
    sp.fill = "0";
    if (!sp.align && std::string_view(type_name) != "str") sp.align = '=';
  }
  return sp;
}

std::string group_digits(const std::string& digits, char sep, int every) {
  std::string out;
  const int n = int(digits.size());
  for (int i = 0; i < n; ++i) {
    if (i && (n - i) % every == 0) out += sep;
    out += digits[size_t(i)];
  }
  return out;
}

// Lays out sign + prefix + body in the width with fill and alignment (default: right for numbers).
std::string pad_number(const Spec& sp, const std::string& sign, const std::string& body) {
  const size_t len = cp_len(sign) + cp_len(body);
  if (sp.width < 0 || size_t(sp.width) <= len) return sign + body;
  const size_t total = size_t(sp.width) - len;
  std::string fill;
  auto rep = [&](size_t n) {
    std::string s;
    s.reserve(n * sp.fill.size());  // one allocation: a width no allocator gives is a MemoryError at once
    for (size_t i = 0; i < n; ++i) s += sp.fill;
    return s;
  };
  switch (sp.align ? sp.align : '>') {
    case '<': return sign + body + rep(total);
    case '^': return rep(total / 2) + sign + body + rep(total - total / 2);
    case '=': return sign + rep(total) + body;
    default: return rep(total) + sign + body;
  }
}

// Zero-padding with grouping: when the fill is '0' and alignment '=', the digits themselves are widened so the
// separators land in the padding too (format(1234, '010,') == '00,001,234').
std::string zero_group(const std::string& int_digits, const Spec& sp, size_t other_len) {
  if (!sp.grouping || sp.align != '=' || sp.fill != "0" || sp.width < 0) return int_digits;
  const int every = 3;
  std::string d = int_digits;
  while (group_digits(d, sp.grouping, every).size() + other_len < size_t(sp.width)) d.insert(d.begin(), '0');
  return d;
}

std::string sign_text(bool negative, char sign) {
  if (negative) return "-";
  if (sign == '+') return "+";
  if (sign == ' ') return " ";
  return "";
}

}  // namespace

// ---------------------------------------------------------------- repr

std::string float_repr(double v) { return lang::float_repr(v); }

std::string int_str(int64_t v) { return std::to_string(v); }

std::string str_repr(std::string_view s) { return lang::str_repr(s); }

// ---------------------------------------------------------------- format specs

std::string format_int(int64_t v, std::string_view spec) {
  if (spec.empty()) return std::to_string(v);
  const bool neg = v < 0;
  const uint64_t mag = neg ? uint64_t(0) - uint64_t(v) : uint64_t(v);
  return format_integer(
      neg,
      [mag](int base, bool upper) {
        const char* const numerals = upper ? "0123456789ABCDEF" : "0123456789abcdef";
        std::string digits;
        uint64_t u = mag;
        do {
          digits.insert(digits.begin(), numerals[u % uint64_t(base)]);
          u /= uint64_t(base);
        } while (u);
        return digits;
      },
      [v] { return double(v); }, v, spec);
}

// Big ints (bigint.cpp) share this with format_int: `digits` gives the magnitude in a base, `as_double` the value
// for the float presentation types, `small` the value for 'c' (nullopt: too big for a code point).
std::string format_integer(bool neg, const std::function<std::string(int base, bool upper)>& digits_of,
                           const std::function<double()>& as_double, std::optional<int64_t> small,
                           std::string_view spec) {
  Spec sp = parse_spec(spec, "int");
  const char t = sp.type;
  if (t == 'e' || t == 'E' || t == 'f' || t == 'F' || t == 'g' || t == 'G' || t == '%')
    return format_float(as_double(), spec);
  if (sp.precision >= 0) fail("ValueError", "Precision not allowed in integer format specifier");
  if (sp.z) fail("ValueError", "Negative zero coercion (z) not allowed in integer format specifier");
  std::string prefix;
  int base = 10;
  switch (t) {
    case 0: case 'd': case 'n': base = 10; break;
    case 'b': base = 2; prefix = "0b"; break;
    case 'o': base = 8; prefix = "0o"; break;
    case 'x': base = 16; prefix = "0x"; break;
    case 'X': base = 16; prefix = "0X"; break;
    case 'c': {
      if (sp.sign) fail("ValueError", "Sign not allowed with integer format specifier 'c'");
      if (sp.alt) fail("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
      if (!small) fail("OverflowError", "Python int too large to convert to C long");
      if (*small < 0 || *small > 0x10FFFF) fail("OverflowError", "%c arg not in range(0x110000)");
      std::string ch;
      lang::append_utf8(ch, uint32_t(*small));
      return pad_number(sp, "", ch);
    }
    case 's': fail("ValueError", "Unknown format code 's' for object of type 'int'");
    default: fail("ValueError", std::string("Unknown format code '") + t + "' for object of type 'int'");
  }
  if (sp.grouping == ',' && base != 10) fail("ValueError", std::string("Cannot specify ',' with '") + t + "'.");
  std::string digits = digits_of(base, t == 'X');
  const std::string sign = sign_text(neg, sp.sign) + (sp.alt ? prefix : "");
  if (sp.grouping) {
    const int every = base == 10 ? 3 : 4;
    std::string d = digits;
    if (sp.align == '=' && sp.fill == "0" && sp.width > 0)
      while (group_digits(d, sp.grouping, every).size() + sign.size() < size_t(sp.width)) d.insert(d.begin(), '0');
    digits = group_digits(d, sp.grouping, every);
  }
  return pad_number(sp, sign, digits);
}

std::string format_float(double v, std::string_view spec) {
  if (spec.empty()) return float_repr(v);
  Spec sp = parse_spec(spec, "float");
  char t = sp.type;
  if (t == 'b' || t == 'c' || t == 'd' || t == 'o' || t == 'x' || t == 'X' || t == 's' ||
      (t && std::string_view("eEfFgGn%").find(t) == std::string_view::npos))
    fail("ValueError", std::string("Unknown format code '") + t + "' for object of type 'float'");
  if (sp.grouping && t == 'n') fail("ValueError", "Cannot specify ',' with 'n'.");
  bool neg = std::signbit(v);
  double a = std::fabs(v);
  std::string body;
  if (std::isnan(v) || std::isinf(v)) {
    body = std::isnan(v) ? "nan" : "inf";
    if (t == 'E' || t == 'F' || t == 'G') body = std::isnan(v) ? "NAN" : "INF";
    if (t == '%') body += "%";
  } else {
    char buf[512];
    const int prec = int(sp.precision);
    switch (t) {
      case 'f': case 'F': std::snprintf(buf, sizeof buf, "%.*f", prec < 0 ? 6 : prec, a); body = buf; break;
      case 'e': case 'E': std::snprintf(buf, sizeof buf, t == 'e' ? "%.*e" : "%.*E", prec < 0 ? 6 : prec, a); body = buf; break;
      case '%': std::snprintf(buf, sizeof buf, "%.*f", prec < 0 ? 6 : prec, a * 100); body = std::string(buf) + "%"; break;
      case 'g': case 'G': case 'n': {
        const int p = prec < 0 ? 6 : (prec == 0 ? 1 : prec);
        std::snprintf(buf, sizeof buf, sp.alt ? (t == 'G' ? "%#.*G" : "%#.*g") : (t == 'G' ? "%.*G" : "%.*g"), p, a);
        body = buf;
        break;
      }
      default: {  // no type: repr, or 'g'-like with at least one fractional digit
        if (prec < 0) {
          body = float_repr(a);
        } else {
          std::snprintf(buf, sizeof buf, sp.alt ? "%#.*g" : "%.*g", prec == 0 ? 1 : prec, a);
          body = buf;
          if (body.find_first_of(".en") == std::string::npos) body += ".0";
        }
      }
    }
    if (sp.alt && body.find('.') == std::string::npos && (t == 'f' || t == 'F' || t == 'e' || t == 'E' || t == '%')) {
      const size_t at = body.find_first_of("eE%");
      body.insert(at == std::string::npos ? body.size() : at, ".");
    }
  }
  if (sp.z && neg && std::isfinite(v)) {  // ('z' turns a negative zero positive, never -inf)
    bool all_zero = true;
    for (char c : body)
      if (c >= '1' && c <= '9') all_zero = false;
    if (all_zero) neg = false;
  }
  if (sp.grouping) {
    size_t end = body.find_first_of(".eE%");
    if (end == std::string::npos) end = body.size();
    std::string ip = body.substr(0, end), rest = body.substr(end);
    if (std::isdigit(static_cast<unsigned char>(ip[0]))) {
      const std::string sign = sign_text(neg, sp.sign);
      ip = zero_group(ip, sp, sign.size() + rest.size());
      body = group_digits(ip, sp.grouping, 3) + rest;
    }
  }
  return pad_number(sp, sign_text(neg, sp.sign), body);
}

// PyOS_double_to_string(v, type, precision, flags) without the sign: the digits of |v| for one part of a complex.
// Type 'r' is repr's shortest digits without the ".0" of an integral float.
std::string complex_part_digits(double v, char type, int64_t precision, bool alt) {
  const double a = std::fabs(v);
  if (type != 'r') {
    std::string spec = alt ? "#" : "";
    spec += "." + std::to_string(precision) + type;
    return format_float(a, spec);
  }
  std::string body = float_repr(a);
  if (std::isfinite(a)) {
    if (body.size() > 2 && body.compare(body.size() - 2, 2, ".0") == 0) body.resize(body.size() - 2);
    if (alt && body.find('.') == std::string::npos) {
      const size_t e = body.find('e');
      body.insert(e == std::string::npos ? body.size() : e, ".");
    }
  }
  return body;
}

std::string format_complex(double re, double im, std::string_view spec) {
  Spec sp = parse_spec(spec, "complex");
  if (sp.grouping && sp.type == 'n') fail("ValueError", "Cannot specify ',' with 'n'.");
  if (sp.type && std::string_view("eEfFgGn").find(sp.type) == std::string_view::npos)
    fail("ValueError", std::string("Unknown format code '") + sp.type + "' for object of type 'complex'");
  if (sp.fill == "0" || (sp.zero && !sp.fill_given))
    fail("ValueError", "Zero padding is not allowed in complex format specifier");
  if (sp.align == '=') fail("ValueError", "'=' alignment flag is not allowed in complex format specifier");
  // No type is str(self)'s layout: a real part of +0.0 is left out, else both parts in parentheses.
  char type = sp.type;
  int64_t default_precision = 6;
  bool skip_re = false, add_parens = false;
  if (!type) {
    type = 'r';
    default_precision = 0;
    (re == 0 && !std::signbit(re) ? skip_re : add_parens) = true;
  }
  if (type == 'n') type = 'g';  // (the C locale: no grouping, '.')
  int64_t precision = sp.precision;
  if (precision < 0) precision = default_precision;
  else if (type == 'r') type = 'g';
  // Each part: its sign (the imaginary one always shown beside a real part), grouped integer digits, the rest.
  auto part = [&](double v, char sign) {
    std::string body = complex_part_digits(v, type, precision, sp.alt);
    bool neg = std::signbit(v) && !std::isnan(v);
    if (neg && sp.z && std::isfinite(v) && body.find_first_of("123456789") == std::string::npos) neg = false;
    if (sp.grouping) {
      size_t n = 0;
      while (n < body.size() && std::isdigit(static_cast<unsigned char>(body[n]))) ++n;
      body = group_digits(body.substr(0, n), sp.grouping, 3) + body.substr(n);
    }
    return sign_text(neg, sign) + body;
  };
  std::string out = add_parens ? "(" : "";
  if (!skip_re) out += part(re, sp.sign);
  out += part(im, skip_re ? sp.sign : '+') + "j";
  if (add_parens) out += ")";
  return pad_number(sp, "", out);
}

std::string format_str(std::string_view s, std::string_view spec) {
  if (spec.empty()) return std::string(s);
  Spec sp = parse_spec(spec, "str");
  if (sp.type && sp.type != 's') fail("ValueError", std::string("Unknown format code '") + sp.type + "' for object of type 'str'");
  if (sp.sign) fail("ValueError", "Sign not allowed in string format specifier");
  if (sp.alt) fail("ValueError", "Alternate form (#) not allowed in string format specifier");
  if (sp.grouping) fail("ValueError", std::string("Cannot specify '") + sp.grouping + "' with 's'.");
  if (sp.align == '=') fail("ValueError", "'=' alignment not allowed in string format specifier");
  std::string body(s);
  if (sp.precision >= 0) {
    size_t n = 0, i = 0;
    for (; i < body.size(); ++i) {
      if ((static_cast<unsigned char>(body[i]) & 0xC0) != 0x80) {
        if (n == size_t(sp.precision)) break;
        ++n;
      }
    }
    body = body.substr(0, i);
  }
  if (!sp.align) sp.align = '<';
  return pad_number(sp, "", body);
}

std::string format_bool(bool b, std::string_view spec) {
  if (spec.empty()) return b ? "True" : "False";
  Spec sp = parse_spec(spec, "bool");
  if (sp.type == 's' || (!sp.type && false)) return format_str(b ? "True" : "False", spec);
  return format_int(b ? 1 : 0, spec);
}

// ---------------------------------------------------------------- round, parse

double round_half_even(double x, int ndigits) {
  if (!std::isfinite(x) || x == 0) return x;
  if (ndigits > 323) return x;
  if (ndigits >= 0) {
    char buf[512];
    std::snprintf(buf, sizeof buf, "%.*f", ndigits, x);
    return std::strtod(buf, nullptr);
  }
  if (ndigits < -308) return std::copysign(0.0, x);
  const double pow10 = std::pow(10.0, -ndigits);
  const double y = x / pow10;
  double z = std::nearbyint(y);
  if (std::fabs(y - std::trunc(y)) == 0.5) z = 2.0 * std::nearbyint(y / 2.0);
  return z * pow10;
}

int64_t round_to_int(double x) {
  if (std::isnan(x)) fail("ValueError", "cannot convert float NaN to integer");
  if (std::isinf(x)) fail("OverflowError", "cannot convert float infinity to integer");
  double r = std::nearbyint(x);  // default rounding mode: to nearest, ties to even
  if (std::fabs(r) >= 9.2233720368547758e18) fail("OverflowError", "integer overflow: tsr ints are 64-bit");
  return int64_t(r);
}

namespace {
std::string strip_ws(std::string_view s) {
  size_t b = 0, e = s.size();
  auto ws = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
  while (b < e && ws(s[b])) ++b;
  while (e > b && ws(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}
}  // namespace

IntText parse_int_text(std::string_view text, int base) {
  auto bad = [&]() -> IntText {
    fail("ValueError", "invalid literal for int() with base " + std::to_string(base) + ": " + str_repr(text));
  };
  if (base != 0 && (base < 2 || base > 36)) fail("ValueError", "int() base must be >= 2 and <= 36, or 0");
  std::string s = strip_ws(text);
  bool neg = false;
  size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  int b = base;
  if (i + 1 < s.size() && s[i] == '0') {
    const char p = char(std::tolower(static_cast<unsigned char>(s[i + 1])));
    const int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
    if (pb && (base == 0 || base == pb)) {
      b = pb;
      i += 2;
      if (i < s.size() && s[i] == '_') ++i;
    }
  }
  if (b == 0) {
    b = 10;
    // base 0: a decimal literal with leading zeros is invalid unless all zeros
    if (i + 1 < s.size() && s[i] == '0') {
      for (size_t k = i; k < s.size(); ++k)
        if (s[k] != '0' && s[k] != '_') return bad();
    }
  }
  if (i >= s.size()) return bad();
  IntText r;
  r.negative = neg;
  bool prev_digit = false;
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '_') {
      if (!prev_digit) return bad();
      prev_digit = false;
      continue;
    }
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
            : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                                                           : 99;
    if (d >= b) return bad();
    r.digits += c;
    prev_digit = true;
  }
  if (!prev_digit) return bad();
  r.base = b;
  return r;
}

int64_t parse_int(std::string_view text, int base) {
  const IntText t = parse_int_text(text, base);
  unsigned __int128 acc = 0;
  for (char c : t.digits) {
    const int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
    acc = acc * unsigned(t.base) + unsigned(d);
    if (acc > (static_cast<unsigned __int128>(1) << 63)) fail("OverflowError", "integer overflow: tsr ints are 64-bit");
  }
  if (!t.negative && acc == (static_cast<unsigned __int128>(1) << 63)) fail("OverflowError", "integer overflow: tsr ints are 64-bit");
  return t.negative ? -int64_t(acc) : int64_t(acc);
}

double parse_float(std::string_view text) {
  auto bad = [&]() -> double { fail("ValueError", "could not convert string to float: " + str_repr(text)); };
  std::string s = strip_ws(text);
  if (s.empty()) return bad();
  std::string lower;
  for (char c : s) lower += char(std::tolower(static_cast<unsigned char>(c)));
  size_t i = (lower[0] == '+' || lower[0] == '-') ? 1 : 0;
  const bool neg = lower[0] == '-';
  std::string rest = lower.substr(i);
  if (rest == "inf" || rest == "infinity") return neg ? -HUGE_VAL : HUGE_VAL;
  if (rest == "nan") return neg ? -std::nan("") : std::nan("");
  std::string clean;
  for (size_t k = 0; k < s.size(); ++k) {
    if (s[k] == '_') {
      if (k == 0 || k + 1 >= s.size() || !std::isdigit(static_cast<unsigned char>(s[k - 1])) ||
          !std::isdigit(static_cast<unsigned char>(s[k + 1])))
        return bad();
      continue;
    }
    const char c = s[k];
    if (!std::isdigit(static_cast<unsigned char>(c)) && c != '.' && c != 'e' && c != 'E' && c != '+' && c != '-') return bad();
    clean += c;
  }
  char* end = nullptr;
  const double v = std::strtod(clean.c_str(), &end);
  if (end != clean.c_str() + clean.size() || clean == "." ) return bad();
  return v;
}

// ---------------------------------------------------------------- % formatting

std::string percent_format_one(char conv, std::string_view fwp, const PercentArg& arg) {
  bool left = false, plus = false, space = false, alt = false, zero = false;
  size_t i = 0;
  for (; i < fwp.size() && std::string_view("-+ #0").find(fwp[i]) != std::string_view::npos; ++i) {
    switch (fwp[i]) {
      case '-': left = true; break;
      case '+': plus = true; break;
      case ' ': space = true; break;
      case '#': alt = true; break;
      default: zero = true;
    }
  }
  int64_t width = 0, prec = -1;
  while (i < fwp.size() && std::isdigit(static_cast<unsigned char>(fwp[i]))) width = width * 10 + (fwp[i++] - '0');
  if (i < fwp.size() && fwp[i] == '.') {
    ++i;
    prec = 0;
    while (i < fwp.size() && std::isdigit(static_cast<unsigned char>(fwp[i]))) prec = prec * 10 + (fwp[i++] - '0');
  }
  auto finish = [&](std::string sign, std::string body, bool numeric) {
    const size_t len = sign.size() + cp_len(body);
    if (size_t(width) <= len) return sign + body;
    const size_t n = size_t(width) - len;
    if (left) return sign + body + std::string(n, ' ');
    if (zero && numeric) return sign + std::string(n, '0') + body;
    return std::string(n, ' ') + sign + body;
  };
  switch (conv) {
    case 's': case 'r': case 'a': {
      std::string s = std::get<std::string>(arg);
      if (prec >= 0) {
        size_t n = 0, k = 0;
        for (; k < s.size(); ++k)
          if ((static_cast<unsigned char>(s[k]) & 0xC0) != 0x80) {
            if (n == size_t(prec)) break;
            ++n;
          }
        s = s.substr(0, k);
      }
      return finish("", s, false);
    }
    case 'c': {
      if (std::holds_alternative<std::string>(arg)) return finish("", std::get<std::string>(arg), false);
      return finish("", format_int(std::get<int64_t>(arg), "c"), false);
    }
    case 'd': case 'i': case 'x': case 'X': case 'o': {
      const int64_t v = std::get<int64_t>(arg);
      const bool neg = v < 0;
      uint64_t u = neg ? uint64_t(0) - uint64_t(v) : uint64_t(v);
      const int base = conv == 'o' ? 8 : (conv == 'x' || conv == 'X') ? 16 : 10;
      std::string digits;
      do {
        digits.insert(digits.begin(), (conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef")[u % uint64_t(base)]);
        u /= uint64_t(base);
      } while (u);
      if (prec >= 0 && int64_t(digits.size()) < prec) digits.insert(0, size_t(prec) - digits.size(), '0');
      std::string sign = neg ? "-" : plus ? "+" : space ? " " : "";
      if (alt && base == 16) sign += conv == 'X' ? "0X" : "0x";
      if (alt && base == 8) sign += "0o";
      return finish(sign, digits, true);
    }
    default: {
      const double v = std::get<double>(arg);
      const bool neg = std::signbit(v) && !std::isnan(v);
      std::string f = "%";
      if (alt) f += '#';
      f += ".*";
      f += conv;
      char buf[512];
      std::snprintf(buf, sizeof buf, f.c_str(), prec < 0 ? 6 : int(prec), std::fabs(v));
      std::string sign = neg ? "-" : plus ? "+" : space ? " " : "";
      return finish(sign, buf, std::isfinite(v));
    }
  }
}

}  // namespace tsr::interp::fmt
