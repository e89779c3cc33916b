// Lowering of literals: numbers (D1: 64-bit ints), string escapes, implicit concatenation and f-strings
// (CPython 3.11 rules: a field's expression is parsed as if parenthesised and may not contain a backslash).
#include <cstdlib>
#include <cstring>
#include <limits>

#include "lang/lower.hpp"
#include "lang/text.hpp"
#include "lang/syntax_error.hpp"

namespace tsr::lang {

using namespace ast;

namespace {


int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// One string token split into its parts.
struct StringToken {
  bool raw = false, f = false, u = false, bytes = false;
  std::string_view body;  // between the quotes
  uint32_t body_offset = 0;
};

StringToken split_token(std::string_view tok, uint32_t offset) {
  StringToken t;
  size_t i = 0;
  for (; tok[i] != '\'' && tok[i] != '"'; ++i) {
    const char c = char(tok[i] | 0x20);
    t.raw |= c == 'r';
    t.f |= c == 'f';
    t.u |= c == 'u';
    t.bytes |= c == 'b';
  }
  const char quote = tok[i];
  const size_t q = tok.substr(i, 3) == std::string(3, quote) ? 3 : 1;
  t.body = tok.substr(i + q, tok.size() - i - 2 * q);
  t.body_offset = offset + uint32_t(i + q);
  return t;
}

}  // namespace

// Collects the values of a (possibly concatenated, possibly formatted) string: literal text waits in `pending`
// until a replacement field forces it out as a Constant.
struct Lowerer::StringParts {
  std::string pending;
  ExprList values;
  Location at;

  void flush() {
    if (pending.empty()) return;
    values.push_back(std::make_unique<Expr>(Expr{ast::Constant{std::move(pending), std::nullopt}, at}));
    pending.clear();
  }
};

// ---- numbers --------------------------------------------------------------------------------------------------

ExprPtr Lowerer::number(const Node& n) {
  std::string digits;
  for (char c : text(n))
    if (c != '_') digits += c;
  const bool prefixed = digits.size() > 1 && digits[0] == '0' && std::strchr("xXoObB", digits[1]);
  if (!prefixed && (digits.back() | 0x20) == 'j') {  // an imaginary literal: decimal digits or a float, then j
    digits.pop_back();
    return make(ast::Constant{ImagConstant{std::strtod(digits.c_str(), nullptr)}, std::nullopt}, loc(n));
  }
  if (!prefixed && digits.find_first_of(".eE") != std::string::npos)
    return make(ast::Constant{std::strtod(digits.c_str(), nullptr), std::nullopt}, loc(n));
  const int base = !prefixed ? 10 : (digits[1] | 0x20) == 'x' ? 16 : (digits[1] | 0x20) == 'o' ? 8 : 2;
  uint64_t value = 0;
  constexpr uint64_t kMax = uint64_t(std::numeric_limits<int64_t>::max());
  for (size_t i = prefixed ? 2 : 0; i < digits.size(); ++i) {
    const uint64_t d = uint64_t(hex_value(digits[i]));
    // Past int64 the literal is a big int, made by the runtime from its digits.
    if (value > (kMax - d) / uint64_t(base))
      return make(ast::Constant{BigIntConstant{digits.substr(prefixed ? 2 : 0), base}, std::nullopt}, loc(n));
    value = value * uint64_t(base) + d;
  }
  return make(ast::Constant{int64_t(value), std::nullopt}, loc(n));
}

// ---- strings --------------------------------------------------------------------------------------------------

std::string Lowerer::decode(std::string_view body, bool raw, uint32_t token_begin) const {
  if (raw || body.find('\\') == std::string_view::npos) return std::string(body);
  // CPython decodes the text with each non-ASCII character spelled as its \UXXXXXXXX escape: positions count so
  auto position = [&](size_t at) {
    size_t p = at;
    for (size_t k = 0; k < at; ++k) {
      const auto b = static_cast<unsigned char>(body[k]);
      if (b >= 0xC0) p += 10;
      if (b >= 0x80) --p;
    }
    return std::to_string(p);
  };
  EscapeHandlers on;
  on.bad = [&](size_t start, size_t end, const char* reason, std::string&) {
    error_at("(unicode error) 'unicodeescape' codec can't decode bytes in position " + position(start) + "-" +
                 position(end - 1) + ": " + reason,
             token_begin, token_begin);
  };
  return decode_escapes(body, false, on);
}

// A bytes literal's escapes (CPython's _PyBytes_DecodeEscape): \x and octal give one byte each, \u, \U and \N
// are no escapes here, and the text itself must be ASCII.
std::string Lowerer::decode_bytes(std::string_view body, bool raw, uint32_t token_end) const {
  for (char c : body) {
    if (static_cast<unsigned char>(c) < 0x80) continue;
    // CPython gives this error the token's end counted in bytes as its (character) offset, at most the line's
    // length + 1, and its traceback puts the caret under that character's byte position: placed as CPython shows it.
    const uint32_t line = src_.line_of(token_end);
    const std::string_view text = src_.line_text(line);
    std::vector<uint32_t> char_at;  // byte position of each character of the line
    for (uint32_t i = 0; i < text.size(); ++i)
      if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) char_at.push_back(i);
    const uint32_t k = std::min<uint32_t>(token_end - src_.line_starts[line - 1], uint32_t(char_at.size()));
    const uint32_t col = (k < char_at.size() ? char_at[k] : uint32_t(text.size())) + 1;
    throw SyntaxError(SyntaxErrorKind::SyntaxError, "bytes can only contain ASCII literal characters", src_.name, line, col,
                      std::string(src_.line_text(line)), line, col);
  }
  if (raw || body.find('\\') == std::string_view::npos) return std::string(body);
  std::string out;
  out.reserve(body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\' || i + 1 == body.size()) {
      out += body[i];
      continue;
    }
    const char c = body[++i];
    const char* simple = std::strchr("\\'\"abfnrtv", c);
    if (c == '\n') continue;
    if (simple) {
      out += "\\'\"\a\b\f\n\r\t\v"[simple - "\\'\"abfnrtv"];
    } else if (c == 'x') {
      const int hi = i + 1 < body.size() ? hex_value(body[i + 1]) : -1;
      const int lo = i + 2 < body.size() ? hex_value(body[i + 2]) : -1;
      if (hi < 0 || lo < 0)
        error_at("(value error) invalid \\x escape at position " + std::to_string(out.size()), token_end, token_end);
      out += char(hi * 16 + lo);
      i += 2;
    } else if (c >= '0' && c <= '7') {  // up to three octal digits; CPython keeps the low 8 bits of \400..\777
      unsigned v = unsigned(c - '0');
      for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7'; ++k)
        v = v * 8 + unsigned(body[++i] - '0');
      out += char(v & 0xFF);
    } else {  // an unknown escape keeps its backslash (CPython only warns)
      out += '\\';
      out += c;
    }
  }
  return out;
}

ExprPtr Lowerer::strings(const Node& n) {
  StringParts parts;
  parts.at = loc(n);
  bool any_f = false, first_u = false;
  const bool bytes = split_token(text(*n.children[0]), n.children[0]->begin).bytes;
  for (size_t k = 0; k < n.children.size(); ++k) {
    const Node& piece = *n.children[k];
    const StringToken t = split_token(text(piece), piece.begin);
    if (k == 0) first_u = t.u;
    if (t.bytes != bytes) error_at("cannot mix bytes and nonbytes literals", n.end, n.end);
    if (bytes) {
      parts.pending += decode_bytes(t.body, t.raw, piece.end);
      continue;
    }
    if (!t.f) {
      parts.pending += decode(t.body, t.raw, piece.begin);
      continue;
    }
    any_f = true;
    fstring_body(t.body, t.body_offset, t.raw, piece.end, parts, 0);
  }
  if (bytes) return make(ast::Constant{BytesConstant{std::move(parts.pending)}, std::nullopt}, parts.at);
  if (!any_f) {
    std::optional<std::string> kind;
    if (first_u) kind = "u";
    return make(ast::Constant{std::move(parts.pending), std::move(kind)}, parts.at);
  }
  parts.flush();
  return make(JoinedStr{std::move(parts.values)}, parts.at);
}

// Splits an f-string body (or a format spec) into literal text and replacement fields.
void Lowerer::fstring_body(std::string_view body, uint32_t body_offset, bool raw, uint32_t token_end,
                           StringParts& parts, int depth) {
  size_t literal_start = 0;
  auto take_literal = [&](size_t end) {
    parts.pending += decode(body.substr(literal_start, end - literal_start), raw, body_offset);
  };
  for (size_t i = 0; i < body.size();) {
    const char c = body[i];
    if (c == '\\' && !raw && i + 1 < body.size()) {
      // \N{name} is an escape, its braces no replacement field (unclosed, the rest is its malformed name)
      if (body[i + 1] == 'N' && i + 2 < body.size() && body[i + 2] == '{') {
        const size_t close = body.find('}', i + 3);
        i = close != std::string_view::npos ? close + 1 : body.size();
      } else {
        i += 2;
      }
      continue;
    }
    if ((c == '{' || c == '}') && i + 1 < body.size() && body[i + 1] == c && depth == 0) {
      take_literal(i + 1);  // `{{` and `}}` stand for one brace
      i += 2;
      literal_start = i;
      continue;
    }
    if (c == '}') error_at("f-string: single '}' is not allowed", token_end, token_end);
    if (c == '{') {
      take_literal(i);
      ExprPtr field = fstring_field(body, i, body_offset, raw, token_end, parts, depth);
      parts.flush();
      parts.values.push_back(std::move(field));
      literal_start = i;
      continue;
    }
    ++i;
  }
  take_literal(body.size());
}

// Parses the replacement field starting at body[i] == '{'; leaves i after its closing '}'.
ExprPtr Lowerer::fstring_field(std::string_view body, size_t& i, uint32_t body_offset, bool raw,
                               uint32_t token_end, StringParts& parts, int depth) {
  if (depth >= 2) error_at("f-string: expressions nested too deeply", token_end, token_end);
  auto fail = [&](const char* message) { error_at(message, token_end, token_end); };
  const size_t expr_begin = ++i;
  int nesting = 0;
  char in_quote = 0;
  for (; i < body.size(); ++i) {
    const char c = body[i];
    if (c == '\\') fail("f-string expression part cannot include a backslash");
    if (in_quote) {
      if (c == in_quote) in_quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') { in_quote = c; continue; }
    if (c == '[' || c == '(' || c == '{') { ++nesting; continue; }
    if ((c == ']' || c == ')' || c == '}') && nesting > 0) { --nesting; continue; }
    if (c == '#') fail("f-string expression part cannot include '#'");
    if (nesting > 0) continue;
    const char next = i + 1 < body.size() ? body[i + 1] : 0;
    if ((c == '=' || c == '!' || c == '<' || c == '>') && next == '=') { ++i; continue; }
    if (c == '}' || c == ':' || c == '!' || c == '=') break;
  }
  if (i >= body.size()) fail("f-string: expecting '}'");
  const std::string_view expr_text = body.substr(expr_begin, i - expr_begin);
  if (expr_text.find_first_not_of(" \t\n\f") == std::string_view::npos)
    fail("f-string: empty expression not allowed");
  const uint32_t expr_offset = body_offset + uint32_t(expr_begin);
  ExprPtr value = expr(*parse_fstring_expression(src_, expr_offset, expr_offset + uint32_t(expr_text.size())));

  FormattedValue field{std::move(value), -1, nullptr};
  bool self_documenting = false;
  if (body[i] == '=') {  // `{x=}`: the text (with the '=' and following blanks) is printed before the value
    ++i;
    while (i < body.size() && (body[i] == ' ' || body[i] == '\t' || body[i] == '\n')) ++i;
    parts.pending += std::string(body.substr(expr_begin, i - expr_begin));
    self_documenting = true;
  }
  if (i < body.size() && body[i] == '!') {
    const char conv = i + 1 < body.size() ? body[i + 1] : 0;
    if (conv != 's' && conv != 'r' && conv != 'a')
      fail("f-string: invalid conversion character: expected 's', 'r', or 'a'");
    field.conversion = conv;
    i += 2;
  }
  if (i < body.size() && body[i] == ':') {
    ++i;
    StringParts spec;
    spec.at = parts.at;
    const size_t spec_begin = i;
    int braces = 0;
    for (; i < body.size() && (braces > 0 || body[i] != '}'); ++i) {
      if (body[i] == '{') ++braces;
      else if (body[i] == '}') --braces;
    }
    fstring_body(body.substr(spec_begin, i - spec_begin), body_offset + uint32_t(spec_begin), raw, token_end, spec,
                 depth + 1);
    spec.flush();
    field.format_spec = make(JoinedStr{std::move(spec.values)}, parts.at);
  }
  if (i >= body.size() || body[i] != '}') fail("f-string: expecting '}'");
  ++i;
  if (self_documenting && field.conversion == -1 && !field.format_spec) field.conversion = 'r';
  return make(std::move(field), parts.at);
}

}  // namespace tsr::lang
