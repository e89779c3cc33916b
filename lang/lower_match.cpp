// Lowering of the match statement (PEP 634): case blocks and their patterns, with the syntax errors CPython's
// parser raises for them (see lower.hpp). The compiler's own pattern errors (unreachable patterns, repeated
// names and keys) are raised in compiler_match.cpp, as CPython raises them in its compiler.
#include "lang/lower.hpp"

#include "lang/unicode.hpp"

namespace tsr::lang {

using namespace ast;
using K = CstKind;

namespace {

bool is_imaginary(const Expr& e) {
  const auto* c = e.as<ast::Constant>();
  return c && std::holds_alternative<ImagConstant>(c->value);
}

}  // namespace

// match_stmt: the subject, then one case_block per case (pattern, optional guard, block).
StmtPtr Lowerer::match_stmt(const Node& n) {
  Match node;
  const Node& subject = *n.children[0];
  node.subject = expr(subject);
  // `match *x:` (a starred subject needs a comma after it)
  if (node.subject->is<Starred>()) throw_syntax_error(src_, "invalid syntax", subject.end);
  for (size_t i = 1; i < n.children.size(); ++i) {
    const auto& c = n.children[i]->children;
    MatchCase mc;
    mc.pattern = pattern(*c[0]);
    if (c[1]->kind == K::guard) mc.guard = expr(*c[1]->children[0]);
    mc.body = block(*c.back());
    node.cases.push_back(std::move(mc));
  }
  return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)});
}

PatternList Lowerer::pattern_items(const Node& n) {
  PatternList out;
  for (const Node* item : cst_items(n)) out.push_back(pattern(*item));
  return out;
}

PatternPtr Lowerer::pattern(const Node& n) {
  Deeper deeper(*this, 1);
  const auto& c = n.children;
  const Location at = loc(n);
  switch (n.kind) {
    case K::as_pattern: {
      PatternPtr inner = pattern(*c[0]);
      const Node& target = *c[1];
      if (target.kind == K::wildcard_pattern) error_at("cannot use '_' as a target", target.begin, target.end);
      if (target.kind == K::invalid_pattern_target) error_at("invalid pattern target", target.begin, target.end);
      return make_pattern(MatchAs{std::move(inner), unicode::identifier(text(target))}, at);
    }
    case K::or_pattern: return make_pattern(MatchOr{pattern_items(n)}, at);
    case K::value_pattern: return value_pattern(n);
    case K::capture_pattern: return make_pattern(MatchAs{nullptr, unicode::identifier(text(n))}, at);
    case K::wildcard_pattern: return make_pattern(MatchAs{nullptr, std::nullopt}, at);
    case K::star_pattern: {
      std::optional<std::string> name;
      if (c[0]->kind == K::capture_pattern) name = unicode::identifier(text(*c[0]));
      return make_pattern(MatchStar{std::move(name)}, at);
    }
    case K::paren_pattern: return paren_pattern(n);
    case K::list_pattern:
    case K::open_sequence_pattern: return make_pattern(MatchSequence{pattern_items(n)}, at);
    case K::mapping_pattern: return mapping_pattern(n);
    case K::class_pattern: return class_pattern(n);
    default: throw_syntax_error(src_, "invalid syntax", n.begin);
  }
}

// `(p)` is p itself (with p's position); `()`, `(p,)` and `(p, q)` are sequences.
PatternPtr Lowerer::paren_pattern(const Node& n) {
  if (n.children.size() == 1 && !cst_has_comma(n)) {
    const Node& inner = *n.children[0];
    if (inner.kind == K::star_pattern) throw_syntax_error(src_, "invalid syntax", n.end - 1);  // `(*a)`
    return pattern(inner);
  }
  return make_pattern(MatchSequence{pattern_items(n)}, loc(n));
}

// A literal as the expression CPython's parser makes of it: `-1` is UnaryOp(USub, 1), `1 + 2j` a BinOp; the
// compiler folds them. A complex literal needs a real part and an imaginary one.
ExprPtr Lowerer::pattern_literal(const Node& n) {
  switch (n.kind) {
    case K::signed_number:
      return make(UnaryOp{UnaryOperator::USub, expr(*n.children[1])}, loc(n));
    case K::complex_number: {
      const Node& real = *n.children[0];
      const Node& imag = *n.children[2];
      ExprPtr left = real.kind == K::signed_number ? pattern_literal(real) : expr(real);
      const Expr& real_value = left->is<UnaryOp>() ? *left->as<UnaryOp>()->operand : *left;
      if (is_imaginary(real_value)) {
        const Node& digits = real.kind == K::signed_number ? *real.children[1] : real;
        error_at("real number required in complex literal", digits.begin, digits.end);
      }
      ExprPtr right = expr(imag);
      if (!is_imaginary(*right)) error_at("imaginary number required in complex literal", imag.begin, imag.end);
      const Operator op = text(*n.children[1]).starts_with("-") ? Operator::Sub : Operator::Add;
      return make(BinOp{std::move(left), op, std::move(right)}, loc(n));
    }
    case K::pattern_attr: return pattern_attr(n);
    default: return expr(n);  // number, strings, None, True, False
  }
}

// `a.b.c` (or a bare name, as a class pattern's class): Name, then one Attribute per dot.
ExprPtr Lowerer::pattern_attr(const Node& n) {
  const auto& names = n.children;
  ExprPtr e = make(Name{unicode::identifier(text(*names[0]))}, loc(*names[0]));
  for (size_t i = 1; i < names.size(); ++i)
    e = make(Attribute{std::move(e), unicode::identifier(text(*names[i]))}, loc(n.begin, names[i]->end));
  return e;
}

PatternPtr Lowerer::value_pattern(const Node& n) {
  const Node& v = *n.children[0];
  const Location at = loc(n);
  if (v.kind == K::none_kw) return make_pattern(MatchSingleton{NoneValue{}}, at);
  if (v.kind == K::true_kw || v.kind == K::false_kw) return make_pattern(MatchSingleton{v.kind == K::true_kw}, at);
  return make_pattern(MatchValue{pattern_literal(v)}, at);
}

// `{k: p, **rest}`: `**rest` only last.
PatternPtr Lowerer::mapping_pattern(const Node& n) {
  MatchMapping m;
  const auto& c = n.children;
  for (size_t i = 0; i < c.size(); ++i) {
    const Node& item = *c[i];
    if (m.rest) throw_syntax_error(src_, "invalid syntax", item.begin);  // an item after `**rest`
    if (item.kind == K::double_star_pattern) {
      m.rest = unicode::identifier(text(*item.children[0]));
      continue;
    }
    m.keys.push_back(pattern_literal(*item.children[0]));
    m.patterns.push_back(pattern(*item.children[1]));
  }
  return make_pattern(std::move(m), loc(n));
}

// `Cls(p1, p2, k1=p3)`: keyword patterns after the positional ones.
PatternPtr Lowerer::class_pattern(const Node& n) {
  MatchClass m;
  const auto& c = n.children;
  m.cls = pattern_attr(*c[0]);
  const Node* first_late = nullptr;  // the first positional pattern after a keyword one
  const Node* last_late = nullptr;
  for (size_t i = 1; i < c.size(); ++i) {
    const Node& arg = *c[i];
    if (arg.kind == K::keyword_pattern) {
      if (first_late) break;
      m.kwd_attrs.push_back(unicode::identifier(text(*arg.children[0])));
      m.kwd_patterns.push_back(pattern(*arg.children[1]));
    } else if (!m.kwd_attrs.empty()) {
      if (!first_late) first_late = &arg;
      last_late = &arg;
    } else {
      m.patterns.push_back(pattern(arg));
    }
  }
  if (first_late) error_at("positional patterns follow keyword patterns", first_late->begin, last_late->end);
  return make_pattern(std::move(m), loc(n));
}

}  // namespace tsr::lang
