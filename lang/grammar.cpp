// The PEGTL grammar of tsr's Python subset and the parse to a CST (language.md §2.2-§2.7).
//
// Scannerless: tokens are matched directly on the text and every token swallows the whitespace after it
// (`skip_ws`). Indentation and implicit line joining are custom rules over a ParserState whose mutable parts are
// changed only under RAII guards, so PEG backtracking can never leave them inconsistent. One struct per
// production, named as in CPython's python.gram; selected productions carry `kind` (and `fold` for the
// precedence ladder) and become CstNodes. No rule raises PEGTL's own errors: every failure that must stop the
// parse throws a SyntaxError whose message comes from syntax_errors.hpp.
#include "lang/grammar.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <unordered_set>
#include <vector>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze.hpp>
#include <tao/pegtl/contrib/parse_tree.hpp>

#include "lang/syntax_errors.hpp"
#include "lang/unicode.hpp"

namespace tsr::lang {
namespace peg {

namespace pg = tao::pegtl;
using pg::at;
using pg::not_at;
using pg::one;
using pg::opt;
using pg::plus;
using pg::seq;
using pg::sor;
using pg::star;
using pg::string;
using pg::type_list;

// ---- parser state ---------------------------------------------------------------------------------------------

// One level of the indentation stack: columns with tabs to multiples of 8, and with tabs as 1 (TabError check).
struct Indent {
  int cols = 0, alt = 0;
};

// Deepest recursion of unary operators, `not` and nested expressions; CPython stops deep inputs too, and this
// keeps the C++ stack safe (brackets are limited to 200 by the prescan).
constexpr int kMaxNesting = 1000;
constexpr size_t kMaxIndents = 100;

bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

struct ParserState {
  const SourceFile& src;
  const char* base;                    // start of src.text: node offsets are absolute
  std::vector<Indent> indents{{0, 0}};
  int paren_depth = 0;                 // > 0: newlines and comments are whitespace (implicit line joining)
  int nesting = 0;
  uint32_t farthest = 0;               // largest offset at which a token was attempted: the invalid-syntax caret
  std::vector<uint32_t> headers;       // offsets of the keywords of the open compound statements
  std::vector<uint32_t> ws_begin;      // [p] = 1 + start of the whitespace run that ends at p (0: none)

  ParserState(const SourceFile& s) : src(s), base(s.text.data()), ws_begin(s.text.size() + 1, 0) {}

  uint32_t offset(const char* p) const { return uint32_t(p - base); }
  uint32_t trimmed_end(const char* p) const {
    const uint32_t o = offset(p);
    return ws_begin[o] ? ws_begin[o] - 1 : o;
  }
  void note(const char* p) { farthest = std::max(farthest, offset(p)); }
  // Records that [from, to) is whitespace after a token; runs that touch chain to the first one's start.
  void record_ws(const char* from, const char* to) {
    if (from == to) return;
    const uint32_t a = offset(from);
    ws_begin[offset(to)] = ws_begin[a] ? ws_begin[a] : a + 1;
  }
  [[noreturn]] void fail(SyntaxMessage m, uint32_t at, int64_t end = kTokenEnd,
                         SyntaxErrorKind k = SyntaxErrorKind::SyntaxError) const {
    throw_syntax_error(src, std::string(message_text(m)), at, end, k);
  }
  // A run of identifier characters as CPython's tokenizer takes one: ASCII letters, digits, `_` and every non-ASCII
  // character, checked as its verify_identifier does (a character that cannot stand there is an error).
  static const char* identifier_end(const char* p, const char* e, bool& ascii) {
    ascii = true;
    for (; p < e && (is_ident_char(*p) || static_cast<unsigned char>(*p) >= 0x80); ++p)
      ascii = ascii && static_cast<unsigned char>(*p) < 0x80;
    return p;
  }
  void verify_identifier(const char* p, const char* q) const;
  // CPython's tokenizer reports a non-ASCII character that cannot be in an identifier before any syntax error.
  [[noreturn]] void invalid_syntax() const {
    const char* at = base + farthest;
    if (farthest < src.text.size() && static_cast<unsigned char>(*at) >= 0x80) {
      bool ascii;
      verify_identifier(at, identifier_end(at, src.text.data() + src.text.size(), ascii));
    }
    fail(SyntaxMessage::invalid_syntax, farthest);
  }
};

void ParserState::verify_identifier(const char* p, const char* q) const {
  if (!unicode::icu()) fail(SyntaxMessage::non_ascii_unsupported, offset(p));
  const std::u32string cps = unicode::code_points(std::string_view(p, size_t(q - p)));
  const size_t bad = unicode::scan_identifier(cps);
  if (bad == cps.size()) return;
  const char* at = p;
  for (size_t i = 0; i < bad; ++i) at += unicode::utf8(cps[i]).size();
  char hex[16];
  std::snprintf(hex, sizeof hex, "%04X", unsigned(cps[bad]));
  const std::string message = unicode::is_printable(cps[bad])
                                  ? "invalid character '" + unicode::utf8(cps[bad]) + "' (U+" + hex + ")"
                                  : std::string("invalid non-printable character U+") + hex;
  throw_syntax_error(src, message, offset(at), offset(at));
}

// Restores a value when a custom rule leaves, whether it succeeds, fails or throws.
template <class T>
struct Restore {
  T& ref;
  T saved;
  explicit Restore(T& r) : ref(r), saved(r) {}
  ~Restore() { ref = saved; }
};

// The template head every custom rule's match shares (PEGTL's custom-rule protocol, §2.5).
#define TSR_CUSTOM_MATCH                                                                                  \
  template <pg::apply_mode A, pg::rewind_mode M, template <class...> class Action,                       \
            template <class...> class Control, class In, class... St>                                    \
  static bool match(In& in, ParserState& ps, St&&... st)
// Matches sub-rule R from inside a custom rule (it rewinds itself on failure).
#define TSR_SUB(R) (Control<R>::template match<A, pg::rewind_mode::required, Action, Control>(in, ps, st...))
#define KIND(k) static constexpr CstKind kind = CstKind::k
#define FOLD static constexpr bool fold = true

// ---- whitespace, tokens ---------------------------------------------------------------------------------------


// `_`: blanks and backslash continuations; inside brackets also comments and newlines. Never fails.
template <class In>
void skip_ws(In& in, ParserState& ps) {
  const char* const start = in.current();
  const char *p = start, *e = in.end();
  while (p < e) {
    const char c = *p;
    if (c == ' ' || c == '\t' || c == '\f') ++p;
    else if (c == '\\' && p + 1 < e && p[1] == '\n') p += 2;
    else if (ps.paren_depth > 0 && c == '\n') ++p;
    else if (ps.paren_depth > 0 && c == '#') { while (p < e && *p != '\n') ++p; }
    else break;
  }
  in.bump_in_this_line(size_t(p - start));
  ps.record_ws(start, p);
}

// A token: the lexical rule R, then `_`. Attempting it records the farthest-failure point.
template <class R>
struct tok {
  using rule_t = tok;
  using subs_t = type_list<R>;
  TSR_CUSTOM_MATCH {
    ps.note(in.current());
    if (!TSR_SUB(R)) return false;
    skip_ws(in, ps);
    return true;
  }
};

// The hard keywords (§2.2): NAME never matches one of these.
const std::vector<std::string_view>& keywords() {
  static const std::vector<std::string_view> kKeywords = {
      "False", "None",   "True",    "and",      "as",     "assert", "async", "await",  "break",
      "class", "continue", "def",   "del",      "elif",   "else",   "except", "finally", "for",
      "from",  "global", "if",      "import",   "in",     "is",     "lambda", "nonlocal", "not",
      "or",    "pass",   "raise",   "return",   "try",    "while",  "with",  "yield"};
  return kKeywords;
}

bool is_keyword(std::string_view w) {
  static const std::unordered_set<std::string_view> kKeywords(keywords().begin(), keywords().end());
  return kKeywords.count(w) != 0;
}

// NAME: an identifier (PEP 3131: XID_Start or `_`, then XID_Continue; CPython's tokenizer takes every non-ASCII
// character into the word and then rejects one that cannot stand there) that is not a keyword. Lowering keeps a
// non-ASCII name NFKC-normalized (lang/unicode.hpp).
struct NAME {
  KIND(name);
  using rule_t = NAME;
  using subs_t = type_list<>;
  TSR_CUSTOM_MATCH {
    const char *p = in.current(), *e = in.end();
    if (p == e || (!is_ident_start(*p) && static_cast<unsigned char>(*p) < 0x80)) return false;
    bool ascii;
    const char* q = ParserState::identifier_end(p, e, ascii);
    if (!ascii) ps.verify_identifier(p, q);
    if (is_keyword(std::string_view(p, size_t(q - p)))) return false;
    in.bump_in_this_line(size_t(q - p));
    return true;
  }
};

// NUMBER (§2.2): hex/octal/binary/decimal integers, floats and imaginary numbers (`1.5j`) with `_` separators,
// with CPython's tokenizer errors. Values are converted in lowering.
struct NUMBER {
  KIND(number);
  using rule_t = NUMBER;
  using subs_t = type_list<>;

  // Scans the digits of one group ([0-9_]* style); a `_` must sit between two digits.
  static const char* digits(const char* p, const char* e, bool (*is_digit)(char), const ParserState& ps,
                            const char* literal_kind) {
    while (p < e) {
      if (is_digit(*p)) { ++p; continue; }
      if (*p == '_') {
        if (p + 1 < e && is_digit(p[1])) { p += 2; continue; }
        throw_syntax_error(ps.src, std::string("invalid ") + literal_kind + " literal", ps.offset(p), ps.offset(p));
      }
      break;
    }
    return p;
  }
  static bool dec(char c) { return c >= '0' && c <= '9'; }
  static bool hex(char c) { return dec(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
  static bool oct(char c) { return c >= '0' && c <= '7'; }
  static bool bin(char c) { return c == '0' || c == '1'; }

  // CPython lets a keyword follow a number directly (`1if x else y`); any other letter is an error.
  static bool keyword_follows(const char* p, const char* e) {
    for (std::string_view k : {"and", "else", "for", "if", "in", "is", "not", "or"})
      if (size_t(e - p) >= k.size() && std::string_view(p, k.size()) == k) return true;
    return false;
  }
  static void check_end(const char* last, const char* p, const char* e, const ParserState& ps, const char* kind) {
    if (p < e && (is_ident_char(*p) || static_cast<unsigned char>(*p) >= 0x80) && !keyword_follows(p, e))
      throw_syntax_error(ps.src, std::string("invalid ") + kind + " literal", ps.offset(last), ps.offset(last));
  }
  static const char* prefixed(const char* p, const char* e, const ParserState& ps) {
    const char x = char(p[1] | 0x20);
    bool (*is_digit)(char) = x == 'x' ? hex : x == 'o' ? oct : bin;
    const char* kind = x == 'x' ? "hexadecimal" : x == 'o' ? "octal" : "binary";
    const char* q = p + 2;
    if (q < e && *q == '_') ++q;
    if (q == e || !is_digit(*q)) {
      if (q < e && dec(*q)) {  // `0o8`, `0b2`: a decimal digit outside the base
        throw_syntax_error(ps.src, std::string("invalid digit '") + *q + "' in " + kind + " literal", ps.offset(q),
                           ps.offset(q));
      }
      throw_syntax_error(ps.src, std::string("invalid ") + kind + " literal", ps.offset(q - 1), ps.offset(q - 1));
    }
    q = digits(q, e, is_digit, ps, kind);
    if (q < e && dec(*q) && x != 'x')
      throw_syntax_error(ps.src, std::string("invalid digit '") + *q + "' in " + kind + " literal", ps.offset(q),
                         ps.offset(q));
    check_end(q - 1, q, e, ps, kind);
    return q;
  }
  static const char* decimal(const char* p, const char* e, const ParserState& ps) {
    const char* q = digits(p, e, dec, ps, "decimal");
    bool is_float = false;
    if (q < e && *q == '.') {
      is_float = true;
      ++q;
      if (q < e && dec(*q)) q = digits(q, e, dec, ps, "decimal");
    }
    if (q < e && (*q == 'e' || *q == 'E')) {
      const char* x = q + 1;
      if (x < e && (*x == '+' || *x == '-')) {
        if (x + 1 >= e || !dec(x[1])) throw_syntax_error(ps.src, "invalid decimal literal", ps.offset(x), ps.offset(x));
        ++x;
      }
      if (x < e && dec(*x)) {
        q = digits(x, e, dec, ps, "decimal");
        is_float = true;
      }
    }
    if (q < e && (*q == 'j' || *q == 'J')) {  // an imaginary literal (`0777j` is allowed: it is not an int)
      ++q;
      check_end(q - 1, q, e, ps, "imaginary");
      return q;
    }
    if (!is_float && *p == '0') {  // `0777`: only zeros may lead a decimal integer
      const char* z = p;
      while (z < q && (*z == '0' || *z == '_')) ++z;
      if (z < q)
        throw_syntax_error(ps.src,
                           "leading zeros in decimal integer literals are not permitted; use an 0o prefix for "
                           "octal integers",
                           ps.offset(p), ps.offset(p) + 1);
    }
    check_end(q - 1, q, e, ps, "decimal");
    return q;
  }
  TSR_CUSTOM_MATCH {
    const char *p = in.current(), *e = in.end();
    if (p == e) return false;
    const bool leading_dot = *p == '.' && p + 1 < e && dec(p[1]);
    if (!dec(*p) && !leading_dot) return false;
    const char* q;
    if (*p == '0' && p + 1 < e && std::string_view("xXoObB").find(p[1]) != std::string_view::npos)
      q = prefixed(p, e, ps);
    else
      q = decimal(p, e, ps);
    in.bump_in_this_line(size_t(q - p));
    return true;
  }
};

// STRING: [prefix] quote body quote, triple-quoted or not. The prescan guaranteed that it is closed; escapes and
// f-string fields are interpreted in lowering.
struct STRING {
  KIND(string);
  using rule_t = STRING;
  using subs_t = type_list<>;
  static bool prefix_char(char c) { return std::string_view("rRuUfFbB").find(c) != std::string_view::npos; }
  TSR_CUSTOM_MATCH {
    const char *p = in.current(), *e = in.end(), *q = p;
    while (q < e && q - p < 2 && prefix_char(*q)) ++q;
    if (q == e || (*q != '\'' && *q != '"')) return false;
    const std::string_view prefix(p, size_t(q - p));
    std::string lower;
    for (char c : prefix) lower += char(c | 0x20);
    if (lower.size() == 2 && lower != "rf" && lower != "fr" && lower != "rb" && lower != "br")
      return false;  // `ur''`, `bf''` and the like
    const char quote = *q;
    const bool triple = e - q >= 3 && q[1] == quote && q[2] == quote;
    q += triple ? 3 : 1;
    while (q < e) {
      if (*q == '\\') { q += 2; continue; }
      if (*q == quote && (!triple || (e - q >= 3 && q[1] == quote && q[2] == quote))) {
        q += triple ? 3 : 1;
        in.bump(size_t(q - p));
        return true;
      }
      if (*q == '\n' && !triple) return false;
      ++q;
    }
    return false;
  }
};

template <char... C>
using op = tok<string<C...>>;
// A keyword token: the word not followed by an identifier character.
template <char... C>
using kw = tok<pg::keyword<C...>>;

using COMMA = op<','>;
using SEMI = op<';'>;
using ARROW = op<'-', '>'>;
using ELLIPSIS = op<'.', '.', '.'>;
// Operators carry maximal-munch lookaheads because there is no tokenizer (§2.2).
using DOT = tok<seq<one<'.'>, not_at<one<'.'>>>>;
using COLON = tok<seq<one<':'>, not_at<one<'='>>>>;
using EQUAL = tok<seq<one<'='>, not_at<one<'='>>>>;
using STAR = tok<seq<one<'*'>, not_at<one<'*', '='>>>>;
using DOUBLESTAR = tok<seq<string<'*', '*'>, not_at<one<'='>>>>;
using SLASH = tok<seq<one<'/'>, not_at<one<'/', '='>>>>;
using DOUBLESLASH = tok<seq<string<'/', '/'>, not_at<one<'='>>>>;
using PLUS = tok<seq<one<'+'>, not_at<one<'='>>>>;
using MINUS = tok<seq<one<'-'>, not_at<one<'=', '>'>>>>;
using PERCENT = tok<seq<one<'%'>, not_at<one<'='>>>>;
using AMPER = tok<seq<one<'&'>, not_at<one<'='>>>>;
using VBAR = tok<seq<one<'|'>, not_at<one<'='>>>>;
using CIRCUMFLEX = tok<seq<one<'^'>, not_at<one<'='>>>>;
using AT = tok<seq<one<'@'>, not_at<one<'='>>>>;
using TILDE = op<'~'>;
using LSHIFT = tok<seq<string<'<', '<'>, not_at<one<'='>>>>;
using RSHIFT = tok<seq<string<'>', '>'>, not_at<one<'='>>>>;
using LESS = tok<seq<one<'<'>, not_at<one<'<', '='>>>>;
using GREATER = tok<seq<one<'>'>, not_at<one<'>', '='>>>>;
using EQEQUAL = op<'=', '='>;
using NOTEQUAL = op<'!', '='>;
using LESSEQUAL = op<'<', '='>;
using GREATEREQUAL = op<'>', '='>;
using COLONEQUAL = op<':', '='>;

using kw_and = kw<'a', 'n', 'd'>;
using kw_as = kw<'a', 's'>;
using kw_assert = kw<'a', 's', 's', 'e', 'r', 't'>;
using kw_async = kw<'a', 's', 'y', 'n', 'c'>;
using kw_await = kw<'a', 'w', 'a', 'i', 't'>;
using kw_break = kw<'b', 'r', 'e', 'a', 'k'>;
using kw_class = kw<'c', 'l', 'a', 's', 's'>;
using kw_continue = kw<'c', 'o', 'n', 't', 'i', 'n', 'u', 'e'>;
using kw_def = kw<'d', 'e', 'f'>;
using kw_del = kw<'d', 'e', 'l'>;
using kw_elif = kw<'e', 'l', 'i', 'f'>;
using kw_else = kw<'e', 'l', 's', 'e'>;
using kw_except = kw<'e', 'x', 'c', 'e', 'p', 't'>;
using kw_finally = kw<'f', 'i', 'n', 'a', 'l', 'l', 'y'>;
using kw_for = kw<'f', 'o', 'r'>;
using kw_from = kw<'f', 'r', 'o', 'm'>;
using kw_global = kw<'g', 'l', 'o', 'b', 'a', 'l'>;
using kw_if = kw<'i', 'f'>;
using kw_import = kw<'i', 'm', 'p', 'o', 'r', 't'>;
using kw_in = kw<'i', 'n'>;
using kw_is = kw<'i', 's'>;
using kw_lambda = kw<'l', 'a', 'm', 'b', 'd', 'a'>;
using kw_nonlocal = kw<'n', 'o', 'n', 'l', 'o', 'c', 'a', 'l'>;
using kw_not = kw<'n', 'o', 't'>;
using kw_or = kw<'o', 'r'>;
using kw_pass = kw<'p', 'a', 's', 's'>;
using kw_raise = kw<'r', 'a', 'i', 's', 'e'>;
using kw_return = kw<'r', 'e', 't', 'u', 'r', 'n'>;
using kw_try = kw<'t', 'r', 'y'>;
using kw_while = kw<'w', 'h', 'i', 'l', 'e'>;
using kw_with = kw<'w', 'i', 't', 'h'>;
using kw_yield = kw<'y', 'i', 'e', 'l', 'd'>;
// The soft keywords of the match statement: `match` and `case` open one only where a name could not stand there
// (`match subject:` at the start of a line), and `_` is the wildcard only inside a pattern.
using soft_match = kw<'m', 'a', 't', 'c', 'h'>;
using soft_case = kw<'c', 'a', 's', 'e'>;
using soft_wildcard = kw<'_'>;

// ---- structural custom rules ----------------------------------------------------------------------------------

// bracketed<O, Body, C>: O Body C with implicit line joining inside. The closing bracket is matched while still
// inside, the whitespace after it outside (§2.5).
template <char O, class Body, char C>
struct bracketed {
  using rule_t = bracketed;
  using subs_t = type_list<Body>;
  TSR_CUSTOM_MATCH {
    auto m = in.template mark<pg::rewind_mode::required>();
    {
      Restore<int> depth(ps.paren_depth);
      ps.note(in.current());
      if (in.empty() || in.peek_char() != O) return false;
      ++ps.paren_depth;
      in.bump_in_this_line(1);
      skip_ws(in, ps);
      if (!TSR_SUB(Body)) return false;
      ps.note(in.current());
      if (in.empty() || in.peek_char() != C) return false;
      in.bump_in_this_line(1);
    }
    skip_ws(in, ps);
    return m(true);
  }
};

// Unconditional failure of the whole parse with message Msg at the current position (unsupported constructs).
template <SyntaxMessage Msg>
struct reject {
  using rule_t = reject;
  using subs_t = type_list<>;
  TSR_CUSTOM_MATCH { ps.fail(Msg, ps.offset(in.current())); }
};

// R, or a global `invalid syntax` at the farthest failure: the point after which no alternative can help.
template <class R>
struct cut {
  using rule_t = cut;
  using subs_t = type_list<R>;
  TSR_CUSTOM_MATCH {
    if (!TSR_SUB(R)) ps.invalid_syntax();
    return true;
  }
};

// R with the recursion depth counted, so absurdly deep inputs fail cleanly instead of exhausting the stack.
template <class R>
struct nested {
  using rule_t = nested;
  using subs_t = type_list<R>;
  TSR_CUSTOM_MATCH {
    Restore<int> depth(ps.nesting);
    if (++ps.nesting > kMaxNesting) ps.fail(SyntaxMessage::too_deeply_nested, ps.offset(in.current()));
    return TSR_SUB(R);
  }
};

// The ':' of a compound statement: CPython says "expected ':'" only when the line ends there.
struct expect_colon {
  using rule_t = expect_colon;
  using subs_t = type_list<COLON>;
  TSR_CUSTOM_MATCH {
    if (TSR_SUB(COLON)) return true;
    const char* p = in.current();
    if (p == in.end() || *p == '\n' || *p == '#') ps.fail(SyntaxMessage::expected_colon, ps.offset(p));
    ps.invalid_syntax();
  }
};

// Measures the indentation at `p` (the start of a line): CPython's tokenizer columns.
inline Indent measure(const char*& p, const char* e) {
  Indent in;
  for (; p < e; ++p) {
    if (*p == ' ') { ++in.cols; ++in.alt; }
    else if (*p == '\t') { in.cols = (in.cols / 8 + 1) * 8; ++in.alt; }
    else if (*p == '\f') { in.cols = in.alt = 0; }
    else break;
  }
  return in;
}

// BLANK_LINES <- ([ \t\f]* comment? '\n')*: lines that never affect indentation.
template <class In>
void skip_blank_lines(In& in, ParserState& ps) {
  const char *start = in.current(), *p = start, *e = in.end();
  for (;;) {
    const char* q = p;
    while (q < e && (*q == ' ' || *q == '\t' || *q == '\f')) ++q;
    if (q < e && *q == '#') while (q < e && *q != '\n') ++q;
    if (q < e && *q == '\n') { p = q + 1; continue; }
    if (q == e) p = q;  // trailing blanks at the very end
    break;
  }
  in.bump(size_t(p - start));
  ps.record_ws(start, p);
}

// NEWLINE <- _ comment? ('\n' BLANK_LINES / EOF), at bracket depth 0. Leaves the input at column 0 of the next
// non-blank line.
struct NEWLINE {
  using rule_t = NEWLINE;
  using subs_t = type_list<>;
  TSR_CUSTOM_MATCH {
    if (ps.paren_depth > 0) return false;
    const char *start = in.current(), *p = start, *e = in.end();
    ps.note(p);
    while (p < e && (*p == ' ' || *p == '\t' || *p == '\f')) ++p;
    if (p < e && *p == '#') while (p < e && *p != '\n') ++p;
    if (p < e && *p != '\n') return false;
    if (p < e) ++p;
    in.bump(size_t(p - start));
    ps.record_ws(start, p);
    skip_blank_lines(in, ps);
    return true;
  }
};

// SAME_INDENT: succeeds, consuming the indentation, when the current line is at the innermost block's level.
struct SAME_INDENT {
  using rule_t = SAME_INDENT;
  using subs_t = type_list<>;
  TSR_CUSTOM_MATCH {
    const char *start = in.current(), *p = start;
    if (p == in.end()) return false;
    const Indent level = measure(p, in.end());
    const Indent& top = ps.indents.back();
    if (level.cols != top.cols) return false;
    if (level.alt != top.alt) ps.fail(SyntaxMessage::inconsistent_tabs, ps.offset(start), 0, SyntaxErrorKind::TabError);
    in.bump_in_this_line(size_t(p - start));
    return true;
  }
};

// header<R...>: a compound statement (or clause) whose keyword is at the current position; its block reports
// "expected an indented block after ... on line N" with that keyword's line.
template <class... R>
struct header {
  using rule_t = header;
  using subs_t = type_list<seq<R...>>;
  TSR_CUSTOM_MATCH {
    ps.headers.push_back(ps.offset(in.current()));
    struct Pop {
      std::vector<uint32_t>& v;
      ~Pop() { v.pop_back(); }
    } pop{ps.headers};
    return TSR_SUB(seq<R...>);
  }
};

struct statement;
struct simple_stmts;

// stmt_seq <- (SAME_INDENT statement^)* END_CHECK: once a line sits at the block's indentation a statement
// must parse there (the main cut point). END_CHECK classifies the line that ended the block (the DEDENT).
struct stmt_seq {
  using rule_t = stmt_seq;
  using subs_t = type_list<SAME_INDENT, statement>;
  TSR_CUSTOM_MATCH {
    while (TSR_SUB(SAME_INDENT))
      if (!TSR_SUB(statement)) ps.invalid_syntax();
    end_check(in, ps);
    return true;
  }
  template <class In>
  static void end_check(In& in, ParserState& ps) {
    const char *start = in.current(), *p = start;
    if (p == in.end()) return;
    const Indent level = measure(p, in.end());
    if (level.cols > ps.indents.back().cols)
      ps.fail(SyntaxMessage::unexpected_indent, ps.offset(p) - 1, kNoEnd, SyntaxErrorKind::IndentationError);
    for (const Indent& outer : ps.indents) {
      if (outer.cols == level.cols) {
        if (outer.alt != level.alt)
          ps.fail(SyntaxMessage::inconsistent_tabs, ps.offset(start), 0, SyntaxErrorKind::TabError);
        return;
      }
    }
    // CPython's tokenizer reports it one column past the end of the line.
    const char* eol = p;
    while (eol < in.end() && *eol != '\n') ++eol;
    ps.fail(SyntaxMessage::unindent_mismatch, ps.offset(eol), kNoEnd, SyntaxErrorKind::IndentationError);
  }
};

// What an indented block follows, for "expected an indented block after <kind> on line N".
enum class BlockKind { If, Elif, Else, For, While, Try, Except, Finally, With, Function, Class, Match, Case };
constexpr const char* block_kind_text(BlockKind k) {
  constexpr const char* kText[] = {"'if' statement",    "'elif' statement",    "'else' statement",
                                   "'for' statement",   "'while' statement",   "'try' statement",
                                   "'except' statement", "'finally' statement", "'with' statement",
                                   "function definition", "class definition",   "'match' statement",
                                   "'case' statement"};
  return kText[int(k)];
}

// block <- simple_stmts / NEWLINE INDENT stmt_seq: a one-line body, or an indented block.
template <BlockKind K>
struct block {
  KIND(block);
  using rule_t = block;
  using subs_t = type_list<simple_stmts, NEWLINE, stmt_seq>;
  TSR_CUSTOM_MATCH {
    if (!TSR_SUB(NEWLINE)) return TSR_SUB(simple_stmts);
    const IndentedBlock indented(in.current(), in.end(), ps);
    return TSR_SUB(stmt_seq);
  }
  // The indented block's level, after its NEWLINE: the next line must be indented deeper than the current level
  // (else "expected an indented block after <K>"), with tabs used consistently, within the depth limit. It is the
  // current level while this lives.
  struct IndentedBlock {
    ParserState& ps;
    IndentedBlock(const char* start, const char* e, ParserState& state) : ps(state) {
      const char* p = start;
      const Indent level = measure(p, e);
      const Indent top = ps.indents.back();
      if (p == e || level.cols <= top.cols) expected_block(ps, p == e ? uint32_t(e - ps.base) - 1 : ps.offset(p), p == e);
      if (level.alt <= top.alt) ps.fail(SyntaxMessage::inconsistent_tabs, ps.offset(start), 0, SyntaxErrorKind::TabError);
      // CPython's tokenizer keeps at most MAXINDENT (100) levels, the outermost included.
      if (ps.indents.size() >= kMaxIndents)
        ps.fail(SyntaxMessage::too_many_indentation_levels, ps.offset(start), 0, SyntaxErrorKind::IndentationError);
      ps.indents.push_back(level);
    }
    ~IndentedBlock() { ps.indents.pop_back(); }
  };
  [[noreturn]] static void expected_block(ParserState& ps, uint32_t at, bool at_eof) {
    const uint32_t line = ps.src.line_of(ps.headers.back());
    const std::string message = std::string("expected an indented block after ") + block_kind_text(K) + " on line " +
                                std::to_string(line);
    const int64_t end = at_eof ? kAtEof : at + std::max(1u, token_length(ps.src.text, at));
    throw_syntax_error(ps.src, message, at, end, SyntaxErrorKind::IndentationError);
  }
};

// ---- expressions ----------------------------------------------------------------------------------------------

struct expression;
struct star_expressions;
struct star_named_expr;
struct disjunction;
struct bitwise_or;
struct factor;
struct inversion;
struct yield_expr;
struct for_if_clauses;
struct arguments;
struct slices;
struct star_targets;
template <bool Annotated>
struct params;

// A comma whose presence changes the meaning (a tuple, a trailing comma).
struct tuple_comma : COMMA { KIND(tuple_comma); };

// star_expr <- '*' bitwise_or
struct star_expr : seq<STAR, bitwise_or> { KIND(star_expr); };
// named_expression <- expression [':=' expression]   (CPython: NAME ':=' expression / expression; the target
// is checked to be a name in lowering, which gives CPython's "cannot use assignment expressions with ...")
struct named_expression : seq<expression, opt<COLONEQUAL, expression>> { KIND(named_expr); FOLD; };
// star_named_expr <- '*' bitwise_or / named_expression
struct star_named_expr : sor<star_expr, named_expression> {};
// star_expression <- '*' bitwise_or / expression   (statement level: no unparenthesised `:=`)
struct star_expression : sor<star_expr, expression> {};

struct true_kw : kw<'T', 'r', 'u', 'e'> { KIND(true_kw); };
struct false_kw : kw<'F', 'a', 'l', 's', 'e'> { KIND(false_kw); };
struct none_kw : kw<'N', 'o', 'n', 'e'> { KIND(none_kw); };
struct ellipsis : ELLIPSIS { KIND(ellipsis); };
// strings <- STRING+ (implicit concatenation)
struct strings : plus<tok<STRING>> { KIND(strings); };

struct name_atom : tok<NAME> {};

// paren_atom <- '(' [yield_expr / star_named_expr [for_if_clauses / ',' [star_named_expr (',' star_named_expr)*
//               [',']]]] ')'
struct paren_body
    : opt<sor<yield_expr,
              seq<star_named_expr,
                  opt<sor<for_if_clauses,
                          seq<tuple_comma, opt<star_named_expr, star<tuple_comma, star_named_expr>, opt<tuple_comma>>>>>>>> {};
struct paren_atom : bracketed<'(', paren_body, ')'> { KIND(paren_atom); };

// list_atom <- '[' [star_named_expr (for_if_clauses / (',' star_named_expr)* [','])] ']'
struct list_body
    : opt<star_named_expr, opt<sor<for_if_clauses, seq<star<tuple_comma, star_named_expr>, opt<tuple_comma>>>>> {};
struct list_atom : bracketed<'[', list_body, ']'> { KIND(list_atom); };

// dict_unpack <- '**' bitwise_or
struct dict_unpack : seq<DOUBLESTAR, bitwise_or> { KIND(dict_unpack); };
// dict_item <- expression ':' expression
struct dict_item : seq<expression, COLON, expression> { KIND(dict_item); };
// dict_value <- ':' expression (the value of a display's first item, once it is known to be a dict)
struct dict_value : seq<COLON, expression> { KIND(dict_value); };
struct dict_rest : seq<star<tuple_comma, sor<dict_unpack, dict_item>>, opt<tuple_comma>> {};
struct set_rest : seq<star<tuple_comma, star_named_expr>, opt<tuple_comma>> {};
// brace_atom <- '{' ['**' bitwise_or dict_rest / star_named_expr (':' expression (for_if_clauses / dict_rest)
//               / for_if_clauses / set_rest)] '}'
struct brace_body
    : opt<sor<seq<dict_unpack, dict_rest>,
              seq<star_named_expr, sor<seq<dict_value, sor<for_if_clauses, dict_rest>>, for_if_clauses, set_rest>>>> {};
struct brace_atom : bracketed<'{', brace_body, '}'> { KIND(brace_atom); };

// atom <- strings / NUMBER / NAME / 'True' / 'False' / 'None' / '...' / paren / list / brace
struct atom : sor<strings, tok<NUMBER>, name_atom, true_kw, false_kw, none_kw, ellipsis, paren_atom, list_atom,
                  brace_atom> {};

// slice_rest <- ':' [expression] [':' [expression]]
struct slice_upper : seq<expression> { KIND(slice_upper); };
struct slice_step : seq<expression> { KIND(slice_step); };
struct slice_rest : seq<COLON, opt<slice_upper>, opt<COLON, opt<slice_step>>> { KIND(slice_rest); };
// slice <- slice_rest / star_expr / named_expression [slice_rest]   (one parse of the lower bound; a starred
// item is no bound)
struct slice : sor<slice_rest, star_expr, seq<named_expression, opt<slice_rest>>> { KIND(slice); FOLD; };
// slices <- slice (',' slice)* [',']
struct slices : seq<slice, star<tuple_comma, slice>, opt<tuple_comma>> { KIND(slices); FOLD; };

// trailer <- '.' NAME / '(' [arguments] ')' / '[' slices ']'
struct attribute_trailer : seq<DOT, tok<NAME>> { KIND(attribute_trailer); };
struct call_trailer : bracketed<'(', opt<arguments>, ')'> { KIND(call_trailer); };
struct subscript_trailer : bracketed<'[', slices, ']'> { KIND(subscript_trailer); };
// primary <- atom trailer*
struct primary : seq<atom, star<sor<attribute_trailer, call_trailer, subscript_trailer>>> { KIND(primary); FOLD; };
// await_primary <- 'await' primary
struct await_primary : seq<kw_await, primary> { KIND(await_expr); };
// power <- (await_primary / primary) ['**' factor]   (right-associative through factor: 2**-1, 2**3**2)
struct power : seq<sor<await_primary, primary>, opt<DOUBLESTAR, factor>> { KIND(power); FOLD; };
struct unary_op : sor<PLUS, MINUS, TILDE> { KIND(unary_op); };
// factor <- ('+' / '-' / '~') factor / power   (-x**2 == -(x**2))
struct factor : sor<seq<unary_op, nested<factor>>, power> { KIND(factor); FOLD; };
struct term_op : sor<STAR, DOUBLESLASH, SLASH, PERCENT, AT> { KIND(binary_op); };
// term <- factor (('*' / '//' / '/' / '%' / '@') factor)*
struct term : seq<factor, star<term_op, factor>> { KIND(term); FOLD; };
struct sum_op : sor<PLUS, MINUS> { KIND(binary_op); };
// sum <- term (('+' / '-') term)*
struct sum : seq<term, star<sum_op, term>> { KIND(sum); FOLD; };
struct shift_op : sor<LSHIFT, RSHIFT> { KIND(binary_op); };
// shift <- sum (('<<' / '>>') sum)*
struct shift : seq<sum, star<shift_op, sum>> { KIND(shift); FOLD; };
// bitwise_and <- shift ('&' shift)*
struct bitwise_and : seq<shift, star<AMPER, shift>> { KIND(bitwise_and); FOLD; };
// bitwise_xor <- bitwise_and ('^' bitwise_and)*
struct bitwise_xor : seq<bitwise_and, star<CIRCUMFLEX, bitwise_and>> { KIND(bitwise_xor); FOLD; };
// bitwise_or <- bitwise_xor ('|' bitwise_xor)*
struct bitwise_or : seq<bitwise_xor, star<VBAR, bitwise_xor>> { KIND(bitwise_or); FOLD; };
// comp_op <- '==' / '!=' / '<=' / '>=' / '<' / '>' / 'not' 'in' / 'in' / 'is' 'not' / 'is'
struct comp_op : sor<EQEQUAL, NOTEQUAL, LESSEQUAL, GREATEREQUAL, LESS, GREATER, seq<kw_not, kw_in>, kw_in,
                     seq<kw_is, kw_not>, kw_is> { KIND(comp_op); };
// comparison <- bitwise_or (comp_op bitwise_or)*
struct comparison : seq<bitwise_or, star<comp_op, bitwise_or>> { KIND(comparison); FOLD; };
// inversion <- 'not' inversion / comparison
struct not_expr : seq<kw_not, nested<inversion>> { KIND(not_expr); };
struct inversion : sor<not_expr, comparison> {};
// conjunction <- inversion ('and' inversion)*
struct conjunction : seq<inversion, star<kw_and, inversion>> { KIND(conjunction); FOLD; };
// disjunction <- conjunction ('or' conjunction)*
struct disjunction : seq<conjunction, star<kw_or, conjunction>> { KIND(disjunction); FOLD; };

// ifexp <- disjunction ['if' disjunction 'else'^ expression]: once `x if c` has parsed, 'else' must follow;
// the error underlines the whole conditional as CPython does.
struct ifexp {
  KIND(ifexp);
  FOLD;
  using rule_t = ifexp;
  using subs_t = type_list<disjunction, kw_if, kw_else, expression>;
  TSR_CUSTOM_MATCH {
    const uint32_t begin = ps.offset(in.current());
    if (!TSR_SUB(disjunction)) return false;
    auto m = in.template mark<pg::rewind_mode::required>();
    if (!TSR_SUB(kw_if) || !TSR_SUB(disjunction)) {
      (void)m(false);  // no conditional: the disjunction alone is the expression
      return true;
    }
    if (!TSR_SUB(kw_else)) ps.fail(SyntaxMessage::expected_else, begin, ps.trimmed_end(in.current()));
    if (!TSR_SUB(expression)) ps.invalid_syntax();
    return m(true);
  }
};

// lambdef <- 'lambda' [lambda_params] ':' expression
struct lambdef : seq<kw_lambda, opt<params<false>>, cut<COLON>, expression> { KIND(lambdef); };
// expression <- lambdef / ifexp
struct expression : nested<sor<lambdef, ifexp>> {};
// star_expressions <- star_expression (',' star_expression)* [',']   (a Tuple iff a comma is present)
struct star_expressions : seq<star_expression, star<tuple_comma, star_expression>, opt<tuple_comma>> {
  KIND(star_expressions);
  FOLD;
};

// yield_expr <- 'yield' 'from' expression / 'yield' [star_expressions]
struct yield_from : seq<kw_yield, kw_from, expression> { KIND(yield_from); };
struct yield_plain : seq<kw_yield, opt<star_expressions>> { KIND(yield_expr); };
struct yield_expr : sor<yield_from, yield_plain> {};

// star_targets <- star_target (',' star_target)* [',']   (validated as targets in lowering)
struct star_target : sor<star_expr, bitwise_or> {};
struct star_targets : seq<star_target, star<tuple_comma, star_target>, opt<tuple_comma>> { KIND(star_targets); FOLD; };

// for_if_clauses <- (['async'] 'for' star_targets 'in' disjunction ('if' disjunction)*)+
struct async_kw : kw_async { KIND(async_kw); };
struct comp_if : seq<kw_if, disjunction> { KIND(comp_if); };
struct comp_for : seq<opt<async_kw>, kw_for, star_targets, cut<kw_in>, disjunction, star<comp_if>> { KIND(comp_for); };
struct for_if_clauses : plus<comp_for> { KIND(for_if_clauses); };

// arg <- '*' expression / '**' expression / NAME '=' expression / expression [for_if_clauses]
struct starred_arg : seq<STAR, expression> { KIND(starred_arg); };
struct kwargs_arg : seq<DOUBLESTAR, expression> { KIND(kwargs_arg); };
struct keyword_arg : seq<tok<NAME>, EQUAL, expression> { KIND(keyword_arg); };
struct genexp_arg : seq<named_expression, opt<for_if_clauses>> { KIND(genexp_arg); FOLD; };
struct arg : sor<starred_arg, kwargs_arg, keyword_arg, genexp_arg> {};
// arguments <- arg (',' arg)* [',']   (ordering and bare generator rules are checked in lowering)
struct arguments : seq<arg, star<tuple_comma, arg>, opt<tuple_comma>> { KIND(arguments); };

// param <- '**' NAME [':' expression] / '*' [NAME [':' star_expression]] / '/' / NAME [':' expression] ['=' expression]
// (lambda parameters have no annotations)
struct annotation : seq<COLON, expression> { KIND(annotation); };
struct param_default : seq<EQUAL, expression> { KIND(param_default); };
template <bool Annotated>
using maybe_annotation = std::conditional_t<Annotated, opt<annotation>, pg::success>;
template <bool Annotated>
struct param_kwargs : seq<DOUBLESTAR, tok<NAME>, maybe_annotation<Annotated>> { KIND(param_kwargs); };
// '*' NAME's annotation may be starred (PEP 646: *args: *Ts)
struct star_annotation : seq<COLON, star_expression> { KIND(annotation); };
template <bool Annotated>
using maybe_star_annotation = std::conditional_t<Annotated, opt<star_annotation>, pg::success>;
template <bool Annotated>
struct param_star : seq<STAR, opt<tok<NAME>, maybe_star_annotation<Annotated>>> { KIND(param_star); };
struct param_slash : SLASH { KIND(param_slash); };
template <bool Annotated>
struct param_plain : seq<tok<NAME>, maybe_annotation<Annotated>, opt<param_default>> { KIND(param_plain); };
template <bool Annotated>
struct param : sor<param_kwargs<Annotated>, param_star<Annotated>, param_slash, param_plain<Annotated>> {};
// params <- param (',' param)* [',']   (order and duplicates are checked in lowering)
template <bool Annotated>
struct params : seq<param<Annotated>, star<COMMA, param<Annotated>>, opt<COMMA>> { KIND(params); };

// ---- statements -----------------------------------------------------------------------------------------------

// simple statements
struct pass_stmt : kw_pass { KIND(pass_stmt); };
struct break_stmt : kw_break { KIND(break_stmt); };
struct continue_stmt : kw_continue { KIND(continue_stmt); };
// return_stmt <- 'return' [star_expressions]
struct return_stmt : seq<kw_return, opt<star_expressions>> { KIND(return_stmt); };
// raise_stmt <- 'raise' [expression ['from' expression]]
struct raise_stmt : seq<kw_raise, opt<expression, opt<kw_from, expression>>> { KIND(raise_stmt); };
// global_stmt <- 'global' NAME (',' NAME)*
struct global_stmt : seq<kw_global, tok<NAME>, star<COMMA, tok<NAME>>> { KIND(global_stmt); };
// nonlocal_stmt <- 'nonlocal' NAME (',' NAME)*
struct nonlocal_stmt : seq<kw_nonlocal, tok<NAME>, star<COMMA, tok<NAME>>> { KIND(nonlocal_stmt); };
// del_stmt <- 'del' star_expressions   (targets validated in lowering)
struct del_stmt : seq<kw_del, star_expressions> { KIND(del_stmt); };
// assert_stmt <- 'assert' expression [',' expression]
struct assert_stmt : seq<kw_assert, expression, opt<COMMA, expression>> { KIND(assert_stmt); };
// dotted_name <- NAME ('.' NAME)*
struct dotted_name : seq<tok<NAME>, star<DOT, tok<NAME>>> { KIND(dotted_name); };
// dotted_as <- dotted_name ['as' NAME]
struct dotted_as : seq<dotted_name, opt<kw_as, tok<NAME>>> { KIND(dotted_as); };
// import_name <- 'import' dotted_as (',' dotted_as)*
struct import_name : seq<kw_import, dotted_as, star<COMMA, dotted_as>> { KIND(import_name); };
struct import_dot : tok<sor<string<'.', '.', '.'>, one<'.'>>> { KIND(import_dot); };
struct import_star : op<'*'> { KIND(import_star); };
// as_name <- NAME ['as' NAME]
struct as_name : seq<tok<NAME>, opt<kw_as, tok<NAME>>> { KIND(as_name); };
struct as_names : seq<as_name, star<COMMA, as_name>> {};
// import_from <- 'from' ('.' / '...')* [dotted_name] 'import' ('(' as_names [','] ')' / '*' / as_names)
struct import_from
    : seq<kw_from, star<import_dot>, opt<dotted_name>, kw_import,
          sor<bracketed<'(', seq<as_names, opt<COMMA>>, ')'>, import_star, as_names>> {
  KIND(import_from);
};
// yield_stmt <- yield_expr
struct yield_stmt : yield_expr { KIND(yield_stmt); };
// augassign <- '+=' / '-=' / '*=' / '@=' / '/=' / '%=' / '&=' / '|=' / '^=' / '<<=' / '>>=' / '**=' / '//='
struct augassign
    : tok<sor<string<'<', '<', '='>, string<'>', '>', '='>, string<'*', '*', '='>, string<'/', '/', '='>,
              string<'+', '='>, string<'-', '='>, string<'*', '='>, string<'@', '='>, string<'/', '='>,
              string<'%', '='>, string<'&', '='>, string<'|', '='>, string<'^', '='>>> {
  KIND(augassign);
};
// annassign <- ':' expression ['=' (yield_expr / star_expressions)]
struct annassign : seq<COLON, expression, opt<EQUAL, sor<yield_expr, star_expressions>>> { KIND(annassign); };
// assign_value <- '=' (yield_expr / star_expressions)
struct assign_value : seq<EQUAL, sor<yield_expr, star_expressions>> { KIND(assign_value); };
// expr_stmt <- star_expressions (augassign (yield_expr / star_expressions) / annassign / assign_value+)?
struct expr_stmt
    : seq<star_expressions,
          opt<sor<seq<augassign, cut<sor<yield_expr, star_expressions>>>, annassign, plus<assign_value>>>> {
  KIND(expr_stmt);
};
// simple_stmt: keyword-led statements first so the common expression path does not backtrack far.
struct simple_stmt
    : sor<pass_stmt, break_stmt, continue_stmt, return_stmt, raise_stmt, global_stmt, nonlocal_stmt, del_stmt,
          assert_stmt, import_name, import_from, yield_stmt, expr_stmt> {};
// simple_stmts <- simple_stmt (';' simple_stmt)* [';'] NEWLINE
struct simple_stmts : seq<simple_stmt, star<SEMI, simple_stmt>, opt<SEMI>, NEWLINE> {};

// ---- the match statement (PEP 634; python.gram's rules, same names) -----------------------------------------

struct pattern;
// What may not follow a capture target or a value pattern's dotted name: `a.b` is a value, `C(...)` a class
// pattern, `k=p` a keyword pattern.
// (The token it looks at counts as attempted: `case 1 as a.b:` is invalid syntax at the dot, as in CPython.)
struct name_follower : sor<one<'.'>, one<'('>, EQUAL> {};
struct name_lookahead {
  using rule_t = name_lookahead;
  using subs_t = type_list<not_at<name_follower>>;
  TSR_CUSTOM_MATCH {
    ps.note(in.current());
    return TSR_SUB(not_at<name_follower>);
  }
};
struct minus_sign : MINUS { KIND(unary_op); };
// signed_number <- ['-'] NUMBER
struct signed_number : seq<opt<minus_sign>, tok<NUMBER>> { KIND(signed_number); FOLD; };
// complex_number <- signed_number ('+' / '-') NUMBER   (real + imaginary: checked in lowering)
struct complex_number : seq<signed_number, sum_op, tok<NUMBER>> { KIND(complex_number); };
// literal <- complex_number / signed_number !('+' / '-') / strings / 'None' / 'True' / 'False'
struct literal
    : sor<complex_number, seq<signed_number, not_at<sor<one<'+'>, one<'-'>>>>, strings, none_kw, true_kw, false_kw> {};
// attr <- NAME ('.' NAME)+ ; name_or_attr <- NAME ('.' NAME)*
struct pattern_attr : seq<tok<NAME>, plus<DOT, tok<NAME>>> { KIND(pattern_attr); };
struct name_or_attr : seq<tok<NAME>, star<DOT, tok<NAME>>> { KIND(pattern_attr); };
// value_pattern <- literal / attr !('.' / '(' / '=')   (MatchValue, or MatchSingleton for None/True/False)
struct value_pattern : sor<literal, seq<pattern_attr, name_lookahead>> { KIND(value_pattern); };
// capture_pattern <- !'_' NAME !('.' / '(' / '=')
struct capture_pattern : seq<not_at<soft_wildcard>, tok<NAME>, name_lookahead> { KIND(capture_pattern); };
struct wildcard_pattern : soft_wildcard { KIND(wildcard_pattern); };
// star_pattern <- '*' (capture_pattern / wildcard_pattern)
struct star_pattern : seq<STAR, sor<capture_pattern, wildcard_pattern>> { KIND(star_pattern); };
struct maybe_star_pattern : sor<star_pattern, pattern> {};
// maybe_sequence_pattern <- maybe_star_pattern (',' maybe_star_pattern)* [',']
struct maybe_sequence_pattern : seq<maybe_star_pattern, star<tuple_comma, maybe_star_pattern>, opt<tuple_comma>> {};
// '(' [maybe_star_pattern [',' [maybe_sequence_pattern]]] ')': a group without a comma, else a sequence
struct paren_pattern
    : bracketed<'(', opt<maybe_star_pattern, opt<tuple_comma, opt<maybe_sequence_pattern>>>, ')'> {
  KIND(paren_pattern);
};
// '[' [maybe_sequence_pattern] ']'
struct list_pattern : bracketed<'[', opt<maybe_sequence_pattern>, ']'> { KIND(list_pattern); };
// key_value_pattern <- (literal / attr) ':' pattern ; double_star_pattern <- '**' capture_pattern
struct key_value_pattern : seq<sor<literal, pattern_attr>, COLON, pattern> { KIND(key_value_pattern); };
struct double_star_pattern : seq<DOUBLESTAR, capture_pattern> { KIND(double_star_pattern); };
struct mapping_item : sor<double_star_pattern, key_value_pattern> {};
// mapping_pattern <- '{' [mapping_item (',' mapping_item)* [',']] '}'   (`**rest` last: checked in lowering)
struct mapping_pattern : bracketed<'{', opt<mapping_item, star<COMMA, mapping_item>, opt<COMMA>>, '}'> {
  KIND(mapping_pattern);
};
// keyword_pattern <- NAME '=' pattern
struct keyword_pattern : seq<tok<NAME>, EQUAL, pattern> { KIND(keyword_pattern); };
struct class_argument : sor<keyword_pattern, pattern> {};
// class_pattern <- name_or_attr '(' [class_argument (',' class_argument)* [',']] ')'   (order: lowering)
struct class_pattern
    : seq<name_or_attr, bracketed<'(', opt<class_argument, star<COMMA, class_argument>, opt<COMMA>>, ')'>> {
  KIND(class_pattern);
};
// closed_pattern <- value / capture / wildcard / group or sequence / mapping / class
struct closed_pattern
    : sor<value_pattern, capture_pattern, wildcard_pattern, paren_pattern, list_pattern, mapping_pattern,
          class_pattern> {};
// or_pattern <- closed_pattern ('|' closed_pattern)*
struct or_pattern : seq<closed_pattern, star<VBAR, closed_pattern>> { KIND(or_pattern); FOLD; };
// as_target <- capture_pattern / '_' / !NAME expression   (the last two are errors, raised in lowering)
struct invalid_pattern_target : seq<not_at<tok<NAME>>, expression> { KIND(invalid_pattern_target); };
struct as_target : sor<capture_pattern, wildcard_pattern, invalid_pattern_target> {};
// pattern <- or_pattern ['as' as_target]
struct pattern : nested<seq<or_pattern, opt<kw_as, as_target>>> { KIND(as_pattern); FOLD; };
// patterns <- open_sequence_pattern / pattern, where open_sequence_pattern <- maybe_star_pattern ',' [...]
struct open_sequence_pattern : seq<maybe_star_pattern, tuple_comma, opt<maybe_sequence_pattern>> {
  KIND(open_sequence_pattern);
};
struct patterns : sor<open_sequence_pattern, pattern> {};
// guard <- 'if' named_expression
struct guard : seq<kw_if, named_expression> { KIND(guard); };
// case_block <- 'case' patterns [guard] ':' block
struct case_block : header<soft_case, patterns, opt<guard>, expect_colon, block<BlockKind::Case>> { KIND(case_block); };
// subject_expr <- star_named_expression ',' [star_named_expressions] / named_expression
struct match_subject
    : seq<star_named_expr, opt<tuple_comma, opt<star_named_expr, star<tuple_comma, star_named_expr>, opt<tuple_comma>>>> {
  KIND(star_expressions);
  FOLD;
};
// match_stmt <- 'match' subject_expr ':' NEWLINE INDENT case_block+ DEDENT
// Once `match subject:` ends its line, the statement is a match statement: what follows must be indented case
// blocks. Before that it may still be an expression statement (`match(x)`, `match -x`), so it fails quietly.
struct match_stmt {
  KIND(match_stmt);
  using rule_t = match_stmt;
  using subs_t = type_list<soft_match, match_subject, COLON, NEWLINE, SAME_INDENT, case_block>;
  TSR_CUSTOM_MATCH {
    auto m = in.template mark<pg::rewind_mode::required>();
    ps.headers.push_back(ps.offset(in.current()));
    struct Pop {
      std::vector<uint32_t>& v;
      ~Pop() { v.pop_back(); }
    } pop{ps.headers};
    if (!TSR_SUB(soft_match) || !TSR_SUB(match_subject) || !TSR_SUB(COLON) || !TSR_SUB(NEWLINE)) return m(false);
    const block<BlockKind::Match>::IndentedBlock indented(in.current(), in.end(), ps);
    while (TSR_SUB(SAME_INDENT))
      if (!TSR_SUB(case_block)) ps.invalid_syntax();
    stmt_seq::end_check(in, ps);
    return m(true);
  }
};
// `match subject` ending its line, where no other statement parsed: CPython's "expected ':'".
struct invalid_match_stmt : seq<soft_match, match_subject, at<NEWLINE>, reject<SyntaxMessage::expected_colon>> {};

// compound statements
// else_clause <- SAME_INDENT 'else' ':' block
struct else_clause : seq<SAME_INDENT, header<kw_else, expect_colon, block<BlockKind::Else>>> { KIND(else_clause); };
// elif_clause <- SAME_INDENT 'elif' named_expression ':' block
struct elif_clause : seq<SAME_INDENT, header<kw_elif, named_expression, expect_colon, block<BlockKind::Elif>>> {
  KIND(elif_clause);
};
// if_stmt <- 'if' expression ':' block elif_clause* [else_clause]
struct if_stmt : seq<header<kw_if, named_expression, expect_colon, block<BlockKind::If>>, star<elif_clause>, opt<else_clause>> {
  KIND(if_stmt);
};
// while_stmt <- 'while' expression ':' block [else_clause]
struct while_stmt : seq<header<kw_while, named_expression, expect_colon, block<BlockKind::While>>, opt<else_clause>> {
  KIND(while_stmt);
};
// for_stmt <- 'for' star_targets 'in' star_expressions ':' block [else_clause]
struct for_stmt
    : seq<header<kw_for, star_targets, cut<kw_in>, star_expressions, expect_colon, block<BlockKind::For>>,
          opt<else_clause>> {
  KIND(for_stmt);
};
// except_clause <- SAME_INDENT 'except' ['*'] [expression ['as' NAME]] ':' block   (`except*` needs its types)
struct except_star : op<'*'> { KIND(except_star); };
struct except_clause
    : seq<SAME_INDENT,
          header<kw_except, opt<except_star, opt<at<COLON>, reject<SyntaxMessage::expected_exception_types>>>,
                 opt<expression, opt<kw_as, tok<NAME>>>, expect_colon, block<BlockKind::Except>>> {
  KIND(except_clause);
};
// finally_clause <- SAME_INDENT 'finally' ':' block
struct finally_clause : seq<SAME_INDENT, header<kw_finally, expect_colon, block<BlockKind::Finally>>> {
  KIND(finally_clause);
};
// The handlers of a try: except_clause+ [else_clause] [finally_clause] / finally_clause, else an error at the
// first token of the line after the try block.
struct try_handlers {
  using rule_t = try_handlers;
  using subs_t = type_list<except_clause, else_clause, finally_clause>;
  TSR_CUSTOM_MATCH {
    if (TSR_SUB(plus<except_clause>)) return TSR_SUB(opt<else_clause>) && TSR_SUB(opt<finally_clause>);
    if (TSR_SUB(finally_clause)) return true;
    const char* p = in.current();
    while (p < in.end() && (*p == ' ' || *p == '\t' || *p == '\f')) ++p;
    ps.fail(SyntaxMessage::expected_except_or_finally, ps.offset(p), p == in.end() ? kAtEof : kTokenEnd);
  }
};
// try_stmt <- 'try' ':' block try_handlers
struct try_stmt : seq<header<kw_try, expect_colon, block<BlockKind::Try>>, try_handlers> { KIND(try_stmt); };
// with_item <- expression ['as' star_target]
struct with_item : seq<expression, opt<kw_as, star_target>> { KIND(with_item); };
struct with_items : seq<with_item, star<COMMA, with_item>> {};
// with_stmt <- 'with' ('(' with_item (',' with_item)* [','] ')' &':' / with_item (',' with_item)*) ':' block
struct with_stmt
    : header<kw_with, sor<seq<bracketed<'(', seq<with_items, opt<COMMA>>, ')'>, at<COLON>>, with_items>,
             expect_colon, block<BlockKind::With>> {
  KIND(with_stmt);
};
// return_annotation <- '->' expression
struct return_annotation : seq<ARROW, expression> { KIND(return_annotation); };
// funcdef <- 'def' NAME '(' [params] ')' ['->' expression] ':' block
struct funcdef
    : header<kw_def, cut<tok<NAME>>, cut<bracketed<'(', opt<params<true>>, ')'>>, opt<return_annotation>,
             expect_colon, block<BlockKind::Function>> {
  KIND(funcdef);
};
struct class_arguments : bracketed<'(', opt<arguments>, ')'> { KIND(class_arguments); };
// classdef <- 'class' NAME ['(' [arguments] ')'] ':' block
struct classdef
    : header<kw_class, cut<tok<NAME>>, opt<class_arguments>, expect_colon, block<BlockKind::Class>> {
  KIND(classdef);
};
// decorator <- '@' expression NEWLINE SAME_INDENT
struct decorator : seq<AT, expression, NEWLINE, SAME_INDENT> { KIND(decorator); };
// async_stmt <- 'async' (funcdef / with_stmt / for_stmt)   (one node over the statement it marks)
struct async_stmt : seq<kw_async, cut<sor<funcdef, with_stmt, for_stmt>>> { KIND(async_stmt); };
struct async_funcdef : seq<kw_async, cut<funcdef>> { KIND(async_stmt); };
// decorated <- decorator+ (funcdef / classdef / 'async' funcdef)
struct decorated : seq<plus<decorator>, cut<sor<funcdef, classdef, async_funcdef>>> { KIND(decorated); };
// compound_stmt <- decorated / if / while / for / try / with / funcdef / classdef / async_stmt
struct compound_stmt
    : sor<decorated, if_stmt, while_stmt, for_stmt, try_stmt, with_stmt, funcdef, classdef, async_stmt, match_stmt> {};
// statement <- compound_stmt / simple_stmts / invalid_match_stmt
struct statement : sor<compound_stmt, simple_stmts, invalid_match_stmt> {};

// ---- start rules ----------------------------------------------------------------------------------------------

// file_input <- BLANK_LINES stmt_seq EOF
struct file_input {
  using rule_t = file_input;
  using subs_t = type_list<stmt_seq>;
  TSR_CUSTOM_MATCH {
    skip_blank_lines(in, ps);
    if (!TSR_SUB(stmt_seq) || !in.empty()) ps.invalid_syntax();
    return true;
  }
};

// interactive <- BLANK_LINES [statement] EOF   (one REPL chunk)
struct interactive {
  using rule_t = interactive;
  using subs_t = type_list<statement>;
  TSR_CUSTOM_MATCH {
    skip_blank_lines(in, ps);
    if (in.empty()) return true;
    if (!TSR_SUB(SAME_INDENT)) stmt_seq::end_check(in, ps);
    if (!TSR_SUB(statement)) ps.invalid_syntax();
    if (!in.empty())
      throw_syntax_error(ps.src, "multiple statements found while compiling a single statement", ps.offset(in.current()));
    return true;
  }
};

// fstring_field <- _ (yield_expr / star_expressions) _ EOF   (parsed as if parenthesised)
struct fstring_field {
  using rule_t = fstring_field;
  using subs_t = type_list<yield_expr, star_expressions>;
  TSR_CUSTOM_MATCH {
    Restore<int> depth(ps.paren_depth);
    ps.paren_depth = 1;
    skip_ws(in, ps);
    if (!TSR_SUB(yield_expr) && !TSR_SUB(star_expressions)) ps.invalid_syntax();
    if (!in.empty()) { ps.note(in.current()); ps.invalid_syntax(); }
    return true;
  }
};

// ---- CST selection --------------------------------------------------------------------------------------------

template <class Rule>
concept Selected = requires { Rule::kind; };
template <class Rule>
concept Folded = requires { Rule::fold; };

// parse_tree selector: rules with a `kind` become nodes; `fold` ones are replaced by their only child.
template <class Rule>
struct selector : std::false_type {};
template <Selected Rule>
struct selector<Rule> : std::true_type {
  template <class... S>
  static void transform(std::unique_ptr<CstNode>& n, S&&...) {
    if constexpr (Folded<Rule>) {
      if (n->children.size() == 1) n = std::move(n->children.front());
    }
  }
};

template <class Rule>
std::unique_ptr<CstNode> run(const SourceFile& source, uint32_t begin, uint32_t end) {
  ParserState ps(source);
  pg::memory_input<pg::tracking_mode::lazy, pg::eol::lf> in(ps.base + begin, ps.base + end, source.name);
  auto root = pg::parse_tree::parse<Rule, CstNode, selector>(in, ps);
  if (!root) ps.invalid_syntax();
  return root;
}

#undef TSR_CUSTOM_MATCH
#undef TSR_SUB
#undef KIND
#undef FOLD

}  // namespace peg

// ---- CST memory (grammar.hpp): per-thread free lists, one per 16-byte size class up to 256 bytes -------------

namespace cst_memory {
namespace {

constexpr std::size_t kGranule = 16, kClasses = 16, kChunkBytes = 64 * 1024;

struct Pool {
  struct FreeBlock { FreeBlock* next; };
  FreeBlock* free[kClasses] = {};
  std::vector<void*> chunks;
  char* bump = nullptr;  // the unused tail of the newest chunk
  char* bump_end = nullptr;

  ~Pool() {
    for (void* c : chunks) ::operator delete(c);
  }
  void* allocate(std::size_t cls) {
    if (FreeBlock* b = free[cls]) {
      free[cls] = b->next;
      return b;
    }
    const std::size_t bytes = (cls + 1) * kGranule;
    if (std::size_t(bump_end - bump) < bytes) {
      chunks.reserve(chunks.size() + 1);
      bump = static_cast<char*>(::operator new(kChunkBytes));
      chunks.push_back(bump);
      bump_end = bump + kChunkBytes;
    }
    void* p = bump;
    bump += bytes;
    return p;
  }
  void deallocate(void* p, std::size_t cls) noexcept {
    auto* b = static_cast<FreeBlock*>(p);
    b->next = free[cls];
    free[cls] = b;
  }
};

thread_local Pool pool;

}  // namespace

// Under AddressSanitizer every block goes to the global allocator, so a use after free is still caught.
#if defined(__SANITIZE_ADDRESS__)
#define TSR_CST_POOL 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TSR_CST_POOL 0
#endif
#endif
#ifndef TSR_CST_POOL
#define TSR_CST_POOL 1
#endif

void* allocate(std::size_t bytes) {
  if (!TSR_CST_POOL || bytes == 0 || bytes > kGranule * kClasses) return ::operator new(bytes);
  return pool.allocate((bytes - 1) / kGranule);
}

void deallocate(void* p, std::size_t bytes) noexcept {
  if (!TSR_CST_POOL || bytes == 0 || bytes > kGranule * kClasses) return ::operator delete(p);
  pool.deallocate(p, (bytes - 1) / kGranule);
}

#undef TSR_CST_POOL

}  // namespace cst_memory

std::unique_ptr<CstNode> parse_cst(const SourceFile& source, CompileMode mode) {
  const auto size = uint32_t(source.text.size());
  return mode == CompileMode::Single ? peg::run<peg::interactive>(source, 0, size)
                                     : peg::run<peg::file_input>(source, 0, size);
}

std::unique_ptr<CstNode> parse_fstring_expression(const SourceFile& source, uint32_t begin, uint32_t end) {
  auto root = peg::run<peg::fstring_field>(source, begin, end);
  return std::move(root->children.front());
}

}  // namespace tsr::lang

// ---- analyze traits of the custom rules (tao::pegtl::analyze must see through them) --------------------------

namespace tao::pegtl {
namespace tp = tsr::lang::peg;
template <class Name, class R>
struct analyze_traits<Name, tp::tok<R>> : analyze_seq_traits<R> {};
template <class Name>
struct analyze_traits<Name, tp::NAME> : analyze_any_traits<> {};
template <class Name>
struct analyze_traits<Name, tp::NUMBER> : analyze_any_traits<> {};
template <class Name>
struct analyze_traits<Name, tp::STRING> : analyze_any_traits<> {};
template <class Name, char O, class Body, char C>
struct analyze_traits<Name, tp::bracketed<O, Body, C>> : analyze_seq_traits<one<O>, Body, one<C>> {};
template <class Name, tsr::lang::SyntaxMessage M>
struct analyze_traits<Name, tp::reject<M>> : analyze_any_traits<> {};
template <class Name, class R>
struct analyze_traits<Name, tp::cut<R>> : analyze_seq_traits<R> {};
template <class Name, class R>
struct analyze_traits<Name, tp::nested<R>> : analyze_seq_traits<R> {};
template <class Name>
struct analyze_traits<Name, tp::expect_colon> : analyze_seq_traits<tp::COLON> {};
template <class Name>
struct analyze_traits<Name, tp::NEWLINE> : analyze_opt_traits<> {};
template <class Name>
struct analyze_traits<Name, tp::SAME_INDENT> : analyze_opt_traits<> {};
template <class Name, class... R>
struct analyze_traits<Name, tp::header<R...>> : analyze_seq_traits<R...> {};
template <class Name>
struct analyze_traits<Name, tp::stmt_seq> : analyze_opt_traits<tp::statement> {};
template <class Name, tp::BlockKind K>
struct analyze_traits<Name, tp::block<K>> : analyze_sor_traits<tp::simple_stmts, seq<tp::NEWLINE, tp::stmt_seq>> {};
template <class Name>
struct analyze_traits<Name, tp::ifexp>
    : analyze_seq_traits<tp::disjunction, opt<tp::kw_if, tp::disjunction, tp::kw_else, tp::expression>> {};
template <class Name>
struct analyze_traits<Name, tp::try_handlers>
    : analyze_sor_traits<seq<plus<tp::except_clause>, opt<tp::else_clause>, opt<tp::finally_clause>>,
                         tp::finally_clause> {};
template <class Name>
struct analyze_traits<Name, tp::name_lookahead> : analyze_opt_traits<> {};
template <class Name>
struct analyze_traits<Name, tp::match_stmt>
    : analyze_seq_traits<tp::soft_match, tp::match_subject, tp::COLON, tp::NEWLINE, plus<tp::case_block>> {};
template <class Name>
struct analyze_traits<Name, tp::file_input> : analyze_opt_traits<tp::stmt_seq> {};
template <class Name>
struct analyze_traits<Name, tp::interactive> : analyze_opt_traits<tp::statement> {};
template <class Name>
struct analyze_traits<Name, tp::fstring_field> : analyze_sor_traits<tp::yield_expr, tp::star_expressions> {};
}  // namespace tao::pegtl

namespace tsr::lang {

size_t analyze_grammar() {
  return tao::pegtl::analyze<peg::file_input>(-1) + tao::pegtl::analyze<peg::interactive>(-1) +
         tao::pegtl::analyze<peg::fstring_field>(-1);
}

}  // namespace tsr::lang
