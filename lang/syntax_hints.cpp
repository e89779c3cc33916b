// See syntax_hints.hpp. The grammar fails at one point; CPython's second pass, with its invalid_ rules, then
// looks at the expressions around that point. Here the same is read off a light tokenization of the text (the
// parse has already failed, so only positions matter): the token where the parse failed, the expression that
// ends before it and the one that starts there.
#include "lang/syntax_hints.hpp"

#include <array>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "lang/grammar.hpp"
#include "lang/prescan.hpp"

namespace tsr::lang {
namespace {

using peg::is_keyword;

enum class Kind : uint8_t { name, number, string, op, end };

struct Token {
  Kind kind;
  size_t begin, end;
  int depth;  // bracket depth before the token
  std::string_view text;
  bool is(std::string_view s) const { return (kind == Kind::op || kind == Kind::name) && text == s; }
};

bool digit(char c) { return std::isdigit(static_cast<unsigned char>(c)); }
bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80;
}

// Python's tokens, coarsely: names, numbers, strings (with their prefixes), operators; `end` for a newline or
// `;` outside brackets and for the end of the text.
std::vector<Token> tokenize(std::string_view t) {
  static constexpr std::array<std::string_view, 25> kLongOps = {
      "**=", "//=", ">>=", "<<=", "...", "->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=",
      "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "<>"};
  std::vector<Token> out;
  int depth = 0;
  for (size_t i = 0; i < t.size();) {
    const char c = t[i];
    const size_t begin = i;
    if (c == ' ' || c == '\t' || c == '\f' || c == '\r') { ++i; continue; }
    if (c == '\\' && i + 1 < t.size() && t[i + 1] == '\n') { i += 2; continue; }
    if (c == '#') { while (i < t.size() && t[i] != '\n') ++i; continue; }
    if (c == '\n') {
      if (depth == 0) out.push_back({Kind::end, begin, begin + 1, depth, t.substr(begin, 1)});
      ++i;
      continue;
    }
    Kind kind = Kind::op;
    if (word_char(c) && !digit(c)) {
      while (i < t.size() && word_char(t[i])) ++i;
      kind = Kind::name;
      if (i < t.size() && (t[i] == '\'' || t[i] == '"') && is_string_prefix(t.substr(begin, i - begin)))
        kind = Kind::string;
    } else if (digit(c) || (c == '.' && i + 1 < t.size() && digit(t[i + 1]))) {
      while (i < t.size() && (word_char(t[i]) || t[i] == '.' ||
                              ((t[i] == '+' || t[i] == '-') && (t[i - 1] == 'e' || t[i - 1] == 'E'))))
        ++i;
      kind = Kind::number;
    } else if (c == '\'' || c == '"') {
      kind = Kind::string;
    }
    if (kind == Kind::string) {
      const char q = t[i];
      const bool triple = t.substr(i, 3) == std::string(3, q);
      i += triple ? 3 : 1;
      while (i < t.size()) {
        if (t[i] == '\\') { i += 2; continue; }
        if (!triple && (t[i] == q || t[i] == '\n')) { ++i; break; }
        if (triple && t.substr(i, 3) == std::string(3, q)) { i += 3; break; }
        ++i;
      }
    } else if (kind == Kind::op) {
      size_t n = 1;
      for (std::string_view op : kLongOps)
        if (t.substr(i, op.size()) == op) { n = op.size(); break; }
      i += n;
    }
    const std::string_view text = t.substr(begin, std::min(i, t.size()) - begin);
    if (kind == Kind::op && text == ";" && depth == 0) {
      out.push_back({Kind::end, begin, i, depth, text});
      continue;
    }
    if (kind == Kind::op && (text == ")" || text == "]" || text == "}") && depth > 0) --depth;
    out.push_back({kind, begin, i, depth, text});
    if (kind == Kind::op && (text == "(" || text == "[" || text == "{")) ++depth;
  }
  out.push_back({Kind::end, t.size(), t.size(), 0, {}});
  return out;
}

bool value_word(const Token& t) { return t.is("True") || t.is("False") || t.is("None"); }

// The token can end an expression / start one.
bool ends_operand(const Token& t) {
  if (t.kind == Kind::number || t.kind == Kind::string) return true;
  if (t.kind == Kind::name) return !is_keyword(t.text) || value_word(t);
  return t.is(")") || t.is("]") || t.is("}");
}
bool starts_operand(const Token& t) {
  if (t.kind == Kind::number || t.kind == Kind::string) return true;
  if (t.kind == Kind::name)
    return !is_keyword(t.text) || value_word(t) || t.is("not") || t.is("lambda") || t.is("await");
  return t.is("(") || t.is("[") || t.is("{") || t.is("-") || t.is("+") || t.is("~");
}
bool opener(const Token& t) { return t.is("(") || t.is("[") || t.is("{"); }
bool closer(const Token& t) { return t.is(")") || t.is("]") || t.is("}"); }

// The index of the bracket matching toks[i] (an opener or a closer), or i when there is none.
size_t matching(const std::vector<Token>& toks, size_t i) {
  const int step = opener(toks[i]) ? 1 : -1;
  for (size_t j = i + step; j < toks.size(); j += step) {
    if (toks[j].depth == toks[i].depth && (step > 0 ? closer(toks[j]) : opener(toks[j]))) return j;
    if (toks[j].kind == Kind::end || j == 0) break;
  }
  return i;
}

// Where the expression ending at toks[last] begins (at the same depth), or npos where it is part of something
// the hint does not apply to (an if/else expression, a comprehension, a statement keyword).
size_t expression_start(const std::vector<Token>& toks, size_t last) {
  const int depth = toks[last + 1].depth;
  for (size_t j = last;; --j) {
    if (closer(toks[j])) j = matching(toks, j);
    const Token& t = toks[j];
    if (t.depth < depth || t.kind == Kind::end || t.is(",") || t.is(":") || t.is("=") || t.is(":=") || t.is("yield"))
      return j + 1;
    if ((t.is("*") || t.is("**")) && (j == 0 || opener(toks[j - 1]) || toks[j - 1].is(",")))
      return j + 1;  // an unpacking star: the expression is what follows it
    if (t.kind == Kind::name && is_keyword(t.text) && !value_word(t) && !t.is("not") && !t.is("and") &&
        !t.is("or") && !t.is("in") && !t.is("is") && !t.is("await"))
      return std::string::npos;  // if, else, for (`for x in y z`), lambda, return, ...
    if (j == 0) return 0;
  }
}

// The last token of the expression starting at toks[first]: it stops before a comma, colon, `=`, a closing bracket,
// the end of the statement, or a second expression side by side.
size_t expression_end(const std::vector<Token>& toks, size_t first, bool with_commas) {
  const int depth = toks[first].depth;
  size_t last = first;
  bool in_lambda = false;
  for (size_t j = first; j < toks.size(); ++j) {
    const Token& t = toks[j];
    if (t.kind == Kind::end || t.depth < depth || (closer(t) && t.depth == depth)) break;
    if (t.is(":") && !in_lambda) break;
    if ((t.is(",") && !with_commas) || t.is("=") || t.is("for") || t.is("if") || t.is("else")) break;
    if (j > first && ends_operand(toks[j - 1]) && starts_operand(t) && !opener(t) && !t.is("-") && !t.is("+")) break;
    if (t.is("lambda")) in_lambda = true;
    if (t.is(":")) in_lambda = false;
    if (opener(t)) j = matching(toks, j);
    last = j;
  }
  return last;
}

void mark(const SourceFile& source, SyntaxError& e, std::string msg, const Token& from, const Token& to) {
  const auto at = static_cast<uint32_t>(from.begin), end = static_cast<uint32_t>(to.end);
  e.msg = std::move(msg);
  e.lineno = source.line_of(at);
  e.offset = source.char_column_of(at) + 1;
  e.end_lineno = source.line_of(end > at ? end - 1 : at);
  e.end_offset = source.char_column_of(end > at ? end - 1 : at) + 2;
  e.text = std::string(source.line_text(e.lineno));
}

// The byte offset of a 1-based code-point column of line `lineno`; npos past the end of the text.
size_t byte_offset_of(const SourceFile& source, uint32_t lineno, uint32_t offset) {
  if (lineno == 0 || lineno > source.line_starts.size()) return std::string::npos;
  size_t at = source.line_starts[lineno - 1];
  for (uint32_t col = 1; col < offset && at < source.text.size(); ++at)
    if ((static_cast<unsigned char>(source.text[at]) & 0xC0) != 0x80 && source.text[at] != '\n') ++col;
  return at < source.text.size() ? at : std::string::npos;
}

// The index of the token starting at the byte offset where `e` is, or npos.
size_t token_at(const std::vector<Token>& toks, const SourceFile& source, const SyntaxError& e) {
  const size_t at = byte_offset_of(source, e.lineno, e.offset);
  if (at == std::string::npos) return std::string::npos;
  size_t k = 0;
  while (k < toks.size() && toks[k].begin < at) ++k;
  return k < toks.size() && toks[k].begin == at && toks[k].kind != Kind::end ? k : std::string::npos;
}

}  // namespace

bool fails_where_no_expression_goes(const SourceFile& source, const SyntaxError& e) {
  static constexpr std::string_view kStatementKeywords[] = {
      "import", "def", "class", "return", "pass", "break", "continue", "global", "nonlocal", "del", "assert", "raise",
      "try", "except", "finally", "while", "with", "from", "as", "elif"};
  const std::vector<Token> toks = tokenize(source.text);
  const size_t k = token_at(toks, source, e);
  if (k == std::string::npos) return false;
  const Token& t = toks[k];
  if (t.kind == Kind::op && std::string_view(";:!$?@`)]}").find(t.text[0]) != std::string_view::npos) return true;
  for (std::string_view kw : kStatementKeywords)
    if (t.is(kw)) return true;
  return k > 0 && (toks[k - 1].is("def") || toks[k - 1].is("class"));  // the name a definition needs is missing
}

void refine_invalid_syntax(const SourceFile& source, SyntaxError& e) {
  if (e.msg != "invalid syntax") return;
  const std::vector<Token> toks = tokenize(source.text);
  size_t k = token_at(toks, source, e);
  if (k == 0 || k == std::string::npos) return;
  // `a not b`: the parse fails after `not`, which it read as the start of `not in`
  if (k >= 2 && toks[k - 1].is("not") && ends_operand(toks[k - 2])) --k;
  const Token &before = toks[k - 1], &here = toks[k];
  if (!ends_operand(before) || !starts_operand(here)) return;
  const size_t start = expression_start(toks, k - 1);
  if (start == std::string::npos || start > k - 1) return;
  const Token& first = toks[start];
  if (start == k - 1 && (first.is("print") || first.is("exec"))) {
    const std::string name(first.text);
    mark(source, e, "Missing parentheses in call to '" + name + "'. Did you mean " + name + "(...)?", first,
         toks[expression_end(toks, k, true)]);
    return;
  }
  if (here.depth == 0) return;  // side by side outside brackets: CPython keeps `invalid syntax`
  if (start == k - 1 && first.kind == Kind::name && here.kind == Kind::string) return;  // `foo 'x'`
  if (first.is("_") || first.is("match") || first.is("case")) return;  // soft keywords
  mark(source, e, "invalid syntax. Perhaps you forgot a comma?", first, toks[expression_end(toks, k, false)]);
}

}  // namespace tsr::lang
