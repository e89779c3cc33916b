// Lowering of statements, expressions, targets, call arguments and parameters (see lower.hpp).
#include "lang/lower.hpp"

#include <algorithm>
#include <cstring>
#include <span>

#include "lang/syntax_error.hpp"
#include "lang/unicode.hpp"

namespace tsr::lang {

using namespace ast;
using K = CstKind;

namespace {

Operator binary_operator(std::string_view op) {
#define BINARY_OP(name, ast_op, symbol, ...) \
  if (op == symbol) return Operator::ast_op;
#include "lang/binary_ops.def"
  return Operator::Add;
}

CompareOperator compare_operator(std::string_view op) {
  if (op.starts_with("not")) return CompareOperator::NotIn;
  if (op.starts_with("is")) return op.find("not") != std::string_view::npos ? CompareOperator::IsNot : CompareOperator::Is;
  if (op.starts_with("in")) return CompareOperator::In;
  if (op.starts_with("==")) return CompareOperator::Eq;
  if (op.starts_with("!=")) return CompareOperator::NotEq;
  if (op.starts_with("<=")) return CompareOperator::LtE;
  if (op.starts_with(">=")) return CompareOperator::GtE;
  return op.starts_with("<") ? CompareOperator::Lt : CompareOperator::Gt;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\\')) s.remove_suffix(1);
  return s;
}

}  // namespace

std::vector<const CstNode*> cst_items(const CstNode& n, size_t from) {
  std::vector<const CstNode*> out;
  for (size_t i = from; i < n.children.size(); ++i)
    if (n.children[i]->kind != K::tuple_comma) out.push_back(n.children[i].get());
  return out;
}

bool cst_has_comma(const CstNode& n) {
  return std::any_of(n.children.begin(), n.children.end(), [](auto& c) { return c->kind == K::tuple_comma; });
}

std::unique_ptr<Module> lower_module(const CstNode& root, const SourceFile& source) {
  auto module = std::make_unique<Module>();
  module->body = Lowerer(source).statements(root);
  return module;
}

// ---- positions and errors -------------------------------------------------------------------------------------

Location Lowerer::loc(uint32_t begin, uint32_t end) const {
  return Location{src_.line_of(begin), src_.column_of(begin), src_.line_of(end), src_.column_of(end)};
}

// An identifier's text as the AST keeps it: NFKC-normalized when it is not ASCII (PEP 3131).
static std::string ident(std::string_view t) { return unicode::identifier(t); }

std::string_view Lowerer::text(const Node& n) const {
  return std::string_view(src_.text).substr(n.begin, n.end - n.begin);
}

// CPython stops its compiler at three times the recursion limit (COMPILER_STACK_FRAME_SCALE in symtable.c):
// `1+1+...` with 3000 terms is a RecursionError there.
constexpr size_t kMaxAstDepth = 3000;

Lowerer::Deeper::Deeper(Lowerer& l, size_t n) : depth(l.depth_), by(int(std::min(n, kMaxAstDepth))) {
  if (size_t(depth) + n >= kMaxAstDepth) throw CompileDepthError();
  depth += by;
}

void Lowerer::error_at(const std::string& message, uint32_t begin, uint32_t end) const {
  throw_syntax_error(src_, message, begin, end);
}

void Lowerer::error(const std::string& message, const Location& at) const {
  const uint32_t begin = src_.line_starts[at.lineno - 1] + at.col_offset;
  const uint32_t end = src_.line_starts[at.end_lineno - 1] + at.end_col_offset;
  error_at(message, begin, end);
}

// ---- statements -----------------------------------------------------------------------------------------------

StmtList Lowerer::statements(const Node& parent) {
  StmtList out;
  for (const auto& child : parent.children) statement(*child, out);
  return out;
}

StmtList Lowerer::block(const Node& n) { return statements(n); }

// The `else` block of a while/for/try when child `index` is an else_clause.
StmtList Lowerer::orelse(const Node& n, size_t index) {
  if (index < n.children.size() && n.children[index]->kind == K::else_clause)
    return block(*n.children[index]->children[0]);
  return {};
}

void Lowerer::statement(const Node& n, StmtList& out) {
  const auto& c = n.children;
  auto add = [&](auto node) { out.push_back(std::make_unique<Stmt>(Stmt{std::move(node), loc(n)})); };
  switch (n.kind) {
    case K::pass_stmt: return add(Pass{});
    case K::break_stmt: return add(Break{});
    case K::continue_stmt: return add(Continue{});
    case K::return_stmt: return add(Return{c.empty() ? nullptr : expr(*c[0])});
    case K::raise_stmt:
      return add(Raise{c.empty() ? nullptr : expr(*c[0]), c.size() < 2 ? nullptr : expr(*c[1])});
    case K::global_stmt:
    case K::nonlocal_stmt: {
      std::vector<std::string> names;
      for (const auto& name : c) names.emplace_back(ident(text(*name)));
      if (n.kind == K::global_stmt) return add(Global{std::move(names)});
      return add(Nonlocal{std::move(names)});
    }
    case K::del_stmt: {
      ExprList targets;
      if (c[0]->kind == K::star_expressions) targets = elements(*c[0]);
      else targets.push_back(expr(*c[0]));
      for (auto& t : targets) {
        check_target(*t, ExprContext::Del);
        set_context(*t, ExprContext::Del);
      }
      return add(Delete{std::move(targets)});
    }
    case K::assert_stmt: return add(Assert{expr(*c[0]), c.size() < 2 ? nullptr : expr(*c[1])});
    case K::import_name: {
      std::vector<Alias> names;
      for (const auto& item : c) {
        Alias alias{ident(text(*item->children[0])), std::nullopt, loc(*item)};
        std::erase_if(alias.name, [](char ch) { return ch == ' ' || ch == '\t' || ch == '\\' || ch == '\n'; });
        if (item->children.size() > 1) alias.asname = ident(text(*item->children[1]));
        names.push_back(std::move(alias));
      }
      return add(Import{std::move(names)});
    }
    case K::import_from: out.push_back(import_from(n)); return;
    case K::yield_stmt: return add(ExprStmt{expr(*c[0])});
    case K::expr_stmt: out.push_back(expr_stmt(n)); return;
    case K::if_stmt: out.push_back(if_stmt(n, 0)); return;
    case K::while_stmt: return add(While{expr(*c[0]), block(*c[1]), orelse(n, 2)});
    case K::for_stmt: {
      auto target = expr(*c[0]);
      check_target(*target, ExprContext::Store);
      set_context(*target, ExprContext::Store);
      return add(For{std::move(target), expr(*c[1]), block(*c[2]), orelse(n, 3)});
    }
    case K::try_stmt: out.push_back(try_stmt(n)); return;
    case K::with_stmt: out.push_back(with_stmt(n)); return;
    case K::funcdef: out.push_back(funcdef(n, {})); return;
    case K::classdef: out.push_back(classdef(n, {})); return;
    case K::async_stmt: out.push_back(async_stmt(n, {})); return;
    case K::match_stmt: out.push_back(match_stmt(n)); return;
    case K::decorated: {
      ExprList decorators;
      for (size_t i = 0; i + 1 < c.size(); ++i) decorators.push_back(expr(*c[i]->children[0]));
      const Node& def = *c.back();
      out.push_back(def.kind == K::funcdef    ? funcdef(def, std::move(decorators))
                    : def.kind == K::classdef ? classdef(def, std::move(decorators))
                                              : async_stmt(def, std::move(decorators)));
      return;
    }
    default: error_at("invalid syntax", n.begin, n.end);
  }
}

StmtPtr Lowerer::import_from(const Node& n) {
  ImportFrom node;
  std::vector<Alias>& names = node.names;
  for (const auto& child : n.children) {
    switch (child->kind) {
      case K::import_dot: node.level += int(trim(text(*child)).size()); break;
      case K::dotted_name: {
        std::string name = ident(text(*child));
        std::erase_if(name, [](char ch) { return ch == ' ' || ch == '\t' || ch == '\\' || ch == '\n'; });
        node.module = std::move(name);
        break;
      }
      case K::import_star: names.push_back(Alias{"*", std::nullopt, loc(*child)}); break;
      default: {  // as_name
        Alias alias{ident(text(*child->children[0])), std::nullopt, loc(*child)};
        if (child->children.size() > 1) alias.asname = ident(text(*child->children[1]));
        names.push_back(std::move(alias));
      }
    }
  }
  return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)});
}

StmtPtr Lowerer::expr_stmt(const Node& n) {
  const auto& c = n.children;
  auto make_stmt = [&](auto node) { return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)}); };
  ExprPtr first = expr(*c[0]);
  if (c.size() == 1) return make_stmt(ExprStmt{std::move(first)});

  if (c[1]->kind == K::augassign) {
    if (!first->is<Name>() && !first->is<Attribute>() && !first->is<Subscript>())
      error("'" + expr_name(*first) + "' is an illegal expression for augmented assignment", first->loc);
    set_context(*first, ExprContext::Store);
    const std::string_view op = trim(text(*c[1]));
    return make_stmt(AugAssign{std::move(first), binary_operator(op.substr(0, op.size() - 1)), expr(*c[2])});
  }

  if (c[1]->kind == K::annassign) {
    if (first->is<Tuple>()) error("only single target (not tuple) can be annotated", first->loc);
    if (first->is<List>()) error("only single target (not list) can be annotated", first->loc);
    if (!first->is<Name>() && !first->is<Attribute>() && !first->is<Subscript>())
      error("illegal target for annotation", first->loc);
    set_context(*first, ExprContext::Store);
    const int simple = first->is<Name>() && c[0]->kind == K::name;
    const auto& a = c[1]->children;
    return make_stmt(AnnAssign{std::move(first), expr(*a[0]), a.size() > 1 ? expr(*a[1]) : nullptr, simple});
  }

  // Chained assignment: every value but the last is a target.
  ExprList targets;
  targets.push_back(std::move(first));
  for (size_t i = 1; i < c.size(); ++i) targets.push_back(expr(*c[i]->children[0]));
  ExprPtr value = std::move(targets.back());
  targets.pop_back();
  // CPython suggests '==' when a single `target = value` has a bad target that could be a comparison operand.
  const Node* v = c[1]->children[0].get();
  if (v->kind == K::star_expressions) v = v->children[0].get();
  const bool suggest = targets.size() == 1 && v->kind != K::not_expr && v->kind != K::lambdef &&
                       v->kind != K::yield_expr && v->kind != K::yield_from && v->kind != K::star_expr;
  for (auto& t : targets) {
    if (t->is<Yield>() || t->is<YieldFrom>()) error("assignment to yield expression not possible", t->loc);
    check_target(*t, ExprContext::Store, suggest && c[0]->kind != K::paren_atom);
    set_context(*t, ExprContext::Store);
  }
  return make_stmt(Assign{std::move(targets), std::move(value)});
}

StmtPtr Lowerer::if_stmt(const Node& n, size_t clause) {
  // Child 0/1 are the `if` test and block; each elif_clause becomes an If nested in the previous orelse.
  const auto& c = n.children;
  const Node& test = clause == 0 ? *c[0] : *c[clause]->children[0];
  const Node& body = clause == 0 ? *c[1] : *c[clause]->children[1];
  const size_t next = clause == 0 ? 2 : clause + 1;
  Deeper deeper(*this, 1);  // each elif is an If in the orelse of the one before
  StmtList orelse_body;
  if (next < c.size() && c[next]->kind == K::elif_clause) orelse_body.push_back(if_stmt(n, next));
  else orelse_body = orelse(n, next);
  const uint32_t begin = clause == 0 ? n.begin : c[clause]->begin;
  uint32_t begin_kw = begin;
  if (clause != 0) {  // the elif clause starts at its indentation; the If starts at the keyword
    while (src_.text[begin_kw] == ' ' || src_.text[begin_kw] == '\t' || src_.text[begin_kw] == '\f') ++begin_kw;
  }
  return std::make_unique<Stmt>(Stmt{If{expr(test), block(body), std::move(orelse_body)}, loc(begin_kw, n.end)});
}

StmtPtr Lowerer::try_stmt(const Node& n) {
  Try node;
  node.body = block(*n.children[0]);
  for (size_t i = 1; i < n.children.size(); ++i) {
    const Node& clause = *n.children[i];
    if (clause.kind == K::except_clause) {
      const auto& all = clause.children;
      const bool star = all[0]->kind == K::except_star;
      std::span<const std::remove_reference_t<decltype(all[0])>> c(all.data() + star, all.size() - star);
      uint32_t begin = clause.begin;
      while (src_.text[begin] == ' ' || src_.text[begin] == '\t' || src_.text[begin] == '\f') ++begin;
      if (node.handlers.empty()) node.is_star = star;
      else if (star != node.is_star)  // (at the keyword of the first clause of the other kind, as CPython)
        error_at("cannot have both 'except' and 'except*' on the same 'try'", begin, star ? all[0]->end : begin + 6);
      ExceptHandler handler;
      if (c.size() >= 2) handler.type = expr(*c[0]);
      if (c.size() == 3) handler.name = ident(text(*c[1]));
      handler.body = block(*c.back());
      handler.loc = loc(begin, clause.end);
      node.handlers.push_back(std::move(handler));
    } else if (clause.kind == K::else_clause) {
      node.orelse = block(*clause.children[0]);
    } else {
      node.finalbody = block(*clause.children[0]);
    }
  }
  return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)});
}

StmtPtr Lowerer::with_stmt(const Node& n) {
  With node;
  for (size_t i = 0; i + 1 < n.children.size(); ++i) {
    const auto& c = n.children[i]->children;
    WithItem item{expr(*c[0]), nullptr};
    if (c.size() > 1) {
      item.optional_vars = expr(*c[1]);
      check_target(*item.optional_vars, ExprContext::Store);
      set_context(*item.optional_vars, ExprContext::Store);
    }
    node.items.push_back(std::move(item));
  }
  node.body = block(*n.children.back());
  return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)});
}

StmtPtr Lowerer::funcdef(const Node& n, ExprList decorators) {
  FunctionDef node;
  node.name = ident(text(*n.children[0]));
  node.decorator_list = std::move(decorators);
  const Node* params = nullptr;
  for (size_t i = 1; i + 1 < n.children.size(); ++i) {
    const Node& c = *n.children[i];
    if (c.kind == K::params) params = &c;
    else if (c.kind == K::return_annotation) node.returns = expr(*c.children[0]);
  }
  node.args = parameters(params);
  node.body = block(*n.children.back());
  return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)});
}

// `async def` / `async for` / `async with`: the statement it marks, flagged, spanning from `async`.
StmtPtr Lowerer::async_stmt(const Node& n, ExprList decorators) {
  const Node& inner = *n.children[0];
  StmtPtr s;
  if (inner.kind == K::funcdef) {
    s = funcdef(inner, std::move(decorators));
    s->as<FunctionDef>()->is_async = true;
  } else if (inner.kind == K::with_stmt) {
    s = with_stmt(inner);
    s->as<With>()->is_async = true;
  } else {
    StmtList one;
    statement(inner, one);
    s = std::move(one[0]);
    s->as<For>()->is_async = true;
  }
  const Location whole = loc(n);
  s->loc.lineno = whole.lineno;
  s->loc.col_offset = whole.col_offset;
  return s;
}

StmtPtr Lowerer::classdef(const Node& n, ExprList decorators) {
  ClassDef node;
  node.name = ident(text(*n.children[0]));
  node.decorator_list = std::move(decorators);
  if (n.children[1]->kind == K::class_arguments && !n.children[1]->children.empty())
    call_arguments(*n.children[1]->children[0], node.bases, node.keywords);
  node.body = block(*n.children.back());
  return std::make_unique<Stmt>(Stmt{std::move(node), loc(n)});
}

// ---- expressions ----------------------------------------------------------------------------------------------

ExprList Lowerer::elements(const Node& n, size_t from) {
  ExprList out;
  for (const Node* item : cst_items(n, from)) out.push_back(expr(*item));
  return out;
}

ExprPtr Lowerer::expr(const Node& n) {
  Deeper deeper(*this, 1);
  const auto& c = n.children;
  const Location at = loc(n);
  switch (n.kind) {
    case K::name: return make(Name{ident(text(n))}, at);
    case K::number: return number(n);
    case K::strings: return strings(n);
    case K::true_kw: return make(ast::Constant{true, std::nullopt}, at);
    case K::false_kw: return make(ast::Constant{false, std::nullopt}, at);
    case K::none_kw: return make(ast::Constant{NoneValue{}, std::nullopt}, at);
    case K::ellipsis: return make(ast::Constant{Ellipsis{}, std::nullopt}, at);
    case K::paren_atom: return paren_atom(n);
    case K::list_atom: return list_atom(n);
    case K::brace_atom: return brace_atom(n);
    case K::star_expr: return make(Starred{expr(*c[0])}, at);
    case K::named_expr: {
      ExprPtr target = expr(*c[0]);
      if (!target->is<Name>()) error("cannot use assignment expressions with " + expr_name(*target), target->loc);
      set_context(*target, ExprContext::Store);
      return make(NamedExpr{std::move(target), expr(*c[1])}, at);
    }
    case K::star_expressions:
    case K::star_targets:
    case K::slices: return make(Tuple{elements(n)}, at);
    case K::slice: return slice(c[0].get(), *c[1], at);
    case K::slice_rest: return slice(nullptr, n, at);
    case K::lambdef: {
      const Node* params = c.size() > 1 ? c[0].get() : nullptr;
      return make(Lambda{parameters(params), expr(*c.back())}, at);
    }
    case K::ifexp: return make(IfExp{expr(*c[1]), expr(*c[0]), expr(*c[2])}, at);
    case K::disjunction:
    case K::conjunction:
      return make(BoolOp{n.kind == K::disjunction ? BoolOperator::Or : BoolOperator::And, elements(n)}, at);
    case K::not_expr: return make(UnaryOp{UnaryOperator::Not, expr(*c[0])}, at);
    case K::comparison: return comparison(n);
    case K::bitwise_or:
    case K::bitwise_xor:
    case K::bitwise_and:
    case K::shift:
    case K::sum:
    case K::term: return binary_chain(n);
    case K::factor: {
      const char op = text(*c[0])[0];
      const UnaryOperator u = op == '-' ? UnaryOperator::USub : op == '+' ? UnaryOperator::UAdd : UnaryOperator::Invert;
      return make(UnaryOp{u, expr(*c[1])}, at);
    }
    case K::power: return make(BinOp{expr(*c[0]), Operator::Pow, expr(*c[1])}, at);
    case K::primary: return primary(n);
    case K::yield_expr: return make(Yield{c.empty() ? nullptr : expr(*c[0])}, at);
    case K::yield_from: return make(YieldFrom{expr(*c[0])}, at);
    case K::await_expr: return make(Await{expr(*c[0])}, at);
    case K::genexp_arg: return make(GeneratorExp{expr(*c[0]), comprehensions(*c[1])}, at);
    default: error_at("invalid syntax", n.begin, n.end);
  }
}

ExprPtr Lowerer::paren_atom(const Node& n) {
  const auto& c = n.children;
  if (c.empty()) return make(Tuple{}, loc(n));
  if (c.size() >= 2 && c[1]->kind == K::for_if_clauses)
    return make(GeneratorExp{expr(*c[0]), comprehensions(*c[1])}, loc(n));
  if (!cst_has_comma(n)) return expr(*c[0]);  // a parenthesised expression keeps its own position
  return make(Tuple{elements(n)}, loc(n));
}

ExprPtr Lowerer::list_atom(const Node& n) {
  const auto& c = n.children;
  if (c.size() == 2 && c[1]->kind == K::for_if_clauses)
    return make(ListComp{expr(*c[0]), comprehensions(*c[1])}, loc(n));
  return make(List{elements(n)}, loc(n));
}

ExprPtr Lowerer::brace_atom(const Node& n) {
  const auto& c = n.children;
  if (c.empty()) return make(Dict{}, loc(n));
  const bool is_dict = c[0]->kind == K::dict_unpack || (c.size() > 1 && c[1]->kind == K::dict_value);
  if (!is_dict) {
    if (c.size() == 2 && c[1]->kind == K::for_if_clauses)
      return make(SetComp{expr(*c[0]), comprehensions(*c[1])}, loc(n));
    return make(Set{elements(n)}, loc(n));
  }
  if (c.size() == 3 && c[2]->kind == K::for_if_clauses)
    return make(DictComp{expr(*c[0]), expr(*c[1]->children[0]), comprehensions(*c[2])}, loc(n));
  Dict dict;
  for (const Node* item : cst_items(n)) {
    switch (item->kind) {
      case K::dict_unpack:
        dict.keys.push_back(nullptr);
        dict.values.push_back(expr(*item->children[0]));
        break;
      case K::dict_item:
        dict.keys.push_back(expr(*item->children[0]));
        dict.values.push_back(expr(*item->children[1]));
        break;
      case K::dict_value: dict.values.push_back(expr(*item->children[0])); break;
      default: dict.keys.push_back(expr(*item)); break;  // the first key; its dict_value follows
    }
  }
  return make(std::move(dict), loc(n));
}

std::vector<Comprehension> Lowerer::comprehensions(const Node& n) {
  std::vector<Comprehension> out;
  for (const auto& clause : n.children) {
    const auto& c = clause->children;
    Comprehension comp;
    comp.is_async = c[0]->kind == K::async_kw;
    const size_t first = comp.is_async ? 1 : 0;
    comp.target = expr(*c[first]);
    check_target(*comp.target, ExprContext::Store);
    set_context(*comp.target, ExprContext::Store);
    comp.iter = expr(*c[first + 1]);
    for (size_t i = first + 2; i < c.size(); ++i) comp.ifs.push_back(expr(*c[i]->children[0]));
    out.push_back(std::move(comp));
  }
  return out;
}

ExprPtr Lowerer::primary(const Node& n) {
  const auto& c = n.children;
  Deeper deeper(*this, c.size());  // each trailer wraps the expression before it
  ExprPtr e = expr(*c[0]);
  for (size_t i = 1; i < c.size(); ++i) {
    const Node& t = *c[i];
    const Location at = loc(n.begin, t.end);
    if (t.kind == K::attribute_trailer) {
      e = make(Attribute{std::move(e), ident(text(*t.children[0]))}, at);
    } else if (t.kind == K::subscript_trailer) {
      // a lone starred item is a one-item tuple (PEP 646: a[*b] is a[(*b,)])
      const Node& index = *t.children[0];
      ExprPtr key = expr(index);
      if (index.kind == K::star_expr) {
        ExprList items;
        items.push_back(std::move(key));
        key = make(Tuple{std::move(items)}, loc(index));
      }
      e = make(Subscript{std::move(e), std::move(key)}, at);
    } else {
      Call call{std::move(e), {}, {}};
      if (!t.children.empty()) call_arguments(*t.children[0], call.args, call.keywords);
      // A lone generator argument takes the call's parentheses as its own (as CPython).
      if (call.args.size() == 1 && call.args[0]->is<GeneratorExp>()) call.args[0]->loc = loc(t);
      e = make(std::move(call), at);
    }
  }
  return e;
}

ExprPtr Lowerer::binary_chain(const Node& n) {
  // Left-associative: operands at even positions; the operator between them is a binary_op node, or implied
  // by the rule for | ^ &.
  const auto& c = n.children;
  const bool explicit_ops = c.size() > 1 && c[1]->kind == K::binary_op;
  const Operator fixed = n.kind == K::bitwise_or ? Operator::BitOr
                         : n.kind == K::bitwise_xor ? Operator::BitXor : Operator::BitAnd;
  const size_t step = explicit_ops ? 2 : 1;
  Deeper deeper(*this, c.size() / step);  // a left-nested BinOp per operator: the first operand lies deepest
  ExprPtr left = expr(*c[0]);
  for (size_t i = step; i < c.size(); i += step) {
    const Operator op = explicit_ops ? binary_operator(trim(text(*c[i - 1]))) : fixed;
    left = make(BinOp{std::move(left), op, expr(*c[i])}, loc(n.begin, c[i]->end));
  }
  return left;
}

ExprPtr Lowerer::comparison(const Node& n) {
  Compare cmp{expr(*n.children[0]), {}, {}};
  for (size_t i = 1; i + 1 < n.children.size(); i += 2) {
    cmp.ops.push_back(compare_operator(text(*n.children[i])));
    cmp.comparators.push_back(expr(*n.children[i + 1]));
  }
  return make(std::move(cmp), loc(n));
}

ExprPtr Lowerer::slice(const Node* lower, const Node& rest, Location at) {
  Slice s;
  if (lower) s.lower = expr(*lower);
  for (const auto& part : rest.children) {
    if (part->kind == K::slice_upper) s.upper = expr(*part->children[0]);
    else s.step = expr(*part->children[0]);
  }
  return make(std::move(s), at);
}

void Lowerer::call_arguments(const Node& n, ExprList& args, std::vector<Keyword>& keywords) {
  const auto list = cst_items(n);
  bool seen_keyword = false, seen_kwargs = false;
  const Node* kwargs_node = nullptr;
  for (const Node* a : list) {
    switch (a->kind) {
      case K::keyword_arg:
        seen_keyword = true;
        keywords.push_back(Keyword{ident(text(*a->children[0])), expr(*a->children[1]), loc(*a)});
        break;
      case K::kwargs_arg:
        seen_kwargs = true;
        kwargs_node = a;
        keywords.push_back(Keyword{std::nullopt, expr(*a->children[0]), loc(*a)});
        break;
      case K::starred_arg:
        if (seen_kwargs)
          error_at("iterable argument unpacking follows keyword argument unpacking", kwargs_node->begin,
                   kwargs_node->end);
        args.push_back(make(Starred{expr(*a->children[0])}, loc(*a)));
        break;
      default:
        if (a->kind == K::genexp_arg && (list.size() > 1 || cst_has_comma(n)))
          error_at("Generator expression must be parenthesized", a->begin, a->end);
        if (seen_kwargs || seen_keyword) {
          // CPython's caret is on the token its parser looked at last: the one after the arguments (the ')')
          uint32_t at = n.end;
          const std::string_view t = src_.text;
          while (at < t.size()) {
            if (t[at] == '#') {
              while (at < t.size() && t[at] != '\n') ++at;
            } else if (std::strchr(" \t\f\r\n\\,", t[at])) {
              ++at;
            } else {
              break;
            }
          }
          error_at(seen_kwargs ? "positional argument follows keyword argument unpacking"
                               : "positional argument follows keyword argument",
                   at, std::min<uint32_t>(at + 1, uint32_t(t.size())));
        }
        args.push_back(expr(*a));
    }
  }
}

std::unique_ptr<Arguments> Lowerer::parameters(const Node* n) {
  auto out = std::make_unique<Arguments>();
  if (!n) return out;
  auto fail = [&](const std::string& message, const Node& p) {
    error_at(message, p.begin, p.begin + std::max(1u, token_length(src_.text, p.begin)));
  };
  bool seen_slash = false, seen_star = false, seen_kwargs = false, seen_default = false;
  const auto& ps = n->children;
  for (size_t i = 0; i < ps.size(); ++i) {
    const Node& p = *ps[i];
    if (seen_kwargs) fail("arguments cannot follow var-keyword argument", p);
    auto make_arg = [&](const Node& name_node, const Node* annotation) {
      return Arg{ident(text(name_node)), annotation ? expr(*annotation->children[0]) : nullptr,
                 loc(name_node.begin, annotation ? annotation->end : name_node.end)};
    };
    const Node* annotation = nullptr;
    for (const auto& part : p.children)
      if (part->kind == K::annotation) annotation = part.get();
    switch (p.kind) {
      case K::param_slash:
        if (seen_slash) fail("/ may appear only once", p);
        if (seen_star) fail("/ must be ahead of *", p);
        if (out->args.empty()) fail("at least one argument must precede /", p);
        seen_slash = true;
        out->posonlyargs = std::move(out->args);
        out->args.clear();
        break;
      case K::param_star:
        if (seen_star) fail("* argument may appear only once", p);
        seen_star = true;
        if (!p.children.empty()) out->vararg = make_arg(*p.children[0], annotation);
        else if (i + 1 == ps.size() || ps[i + 1]->kind == K::param_kwargs) fail("named arguments must follow bare *", p);
        break;
      case K::param_kwargs:
        seen_kwargs = true;
        out->kwarg = make_arg(*p.children[0], annotation);
        break;
      default: {  // param_plain
        const Node* default_value = nullptr;
        for (const auto& part : p.children)
          if (part->kind == K::param_default) default_value = part.get();
        Arg a = make_arg(*p.children[0], annotation);
        if (seen_star) {
          out->kwonlyargs.push_back(std::move(a));
          out->kw_defaults.push_back(default_value ? expr(*default_value->children[0]) : nullptr);
          break;
        }
        if (default_value) {
          seen_default = true;
          out->defaults.push_back(expr(*default_value->children[0]));
        } else if (seen_default) {
          fail("non-default argument follows default argument", p);
        }
        out->args.push_back(std::move(a));
      }
    }
  }
  return out;
}

// ---- targets --------------------------------------------------------------------------------------------------

std::string expr_name(const Expr& e) {
  return std::visit(
      [&](const auto& node) -> std::string {
        using T = std::decay_t<decltype(node)>;
        if constexpr (std::is_same_v<T, Attribute>) return "attribute";
        else if constexpr (std::is_same_v<T, Subscript>) return "subscript";
        else if constexpr (std::is_same_v<T, Starred>) return "starred";
        else if constexpr (std::is_same_v<T, NamedExpr>) return "named expression";
        else if constexpr (std::is_same_v<T, Name>) return "name";
        else if constexpr (std::is_same_v<T, List>) return "list";
        else if constexpr (std::is_same_v<T, Tuple>) return "tuple";
        else if constexpr (std::is_same_v<T, Lambda>) return "lambda";
        else if constexpr (std::is_same_v<T, Call>) return "function call";
        else if constexpr (std::is_same_v<T, BoolOp> || std::is_same_v<T, BinOp> || std::is_same_v<T, UnaryOp>)
          return "expression";
        else if constexpr (std::is_same_v<T, GeneratorExp>) return "generator expression";
        else if constexpr (std::is_same_v<T, Yield> || std::is_same_v<T, YieldFrom>) return "yield expression";
        else if constexpr (std::is_same_v<T, Await>) return "await expression";
        else if constexpr (std::is_same_v<T, ListComp>) return "list comprehension";
        else if constexpr (std::is_same_v<T, SetComp>) return "set comprehension";
        else if constexpr (std::is_same_v<T, DictComp>) return "dict comprehension";
        else if constexpr (std::is_same_v<T, Dict>) return "dict literal";
        else if constexpr (std::is_same_v<T, Set>) return "set display";
        else if constexpr (std::is_same_v<T, JoinedStr> || std::is_same_v<T, FormattedValue>)
          return "f-string expression";
        else if constexpr (std::is_same_v<T, ast::Constant>) {
          if (std::holds_alternative<NoneValue>(node.value)) return "None";
          if (const bool* b = std::get_if<bool>(&node.value)) return *b ? "True" : "False";
          if (std::holds_alternative<Ellipsis>(node.value)) return "ellipsis";
          return "literal";
        } else if constexpr (std::is_same_v<T, Compare>) return "comparison";
        else if constexpr (std::is_same_v<T, IfExp>) return "conditional expression";
        else return "expression";
      },
      e.node);
}

// The first sub-expression that cannot be a target (CPython `_PyPegen_get_invalid_target`), or null.
const Expr* Lowerer::invalid_target(const Expr& e, ExprContext ctx) const {
  if (const auto* t = e.as<Tuple>()) {
    for (const auto& elt : t->elts)
      if (const Expr* bad = invalid_target(*elt, ctx)) return bad;
    return nullptr;
  }
  if (const auto* l = e.as<List>()) {
    for (const auto& elt : l->elts)
      if (const Expr* bad = invalid_target(*elt, ctx)) return bad;
    return nullptr;
  }
  if (const auto* s = e.as<Starred>()) return ctx == ExprContext::Del ? &e : invalid_target(*s->value, ctx);
  if (e.is<Name>() || e.is<Attribute>() || e.is<Subscript>()) return nullptr;
  return &e;
}

void Lowerer::check_target(const Expr& e, ExprContext ctx, bool suggest_equality) const {
  const Expr* bad = invalid_target(e, ctx);
  if (!bad) return;
  const std::string what = expr_name(*bad);
  if (ctx == ExprContext::Del) error("cannot delete " + what, bad->loc);
  // The '==' hint applies to a whole target, or an element of an unparenthesised tuple target, that could be
  // the left operand of a comparison (CPython's invalid_named_expression rule).
  const bool top_level = bad == &e || (e.is<Tuple>() && std::any_of(e.as<Tuple>()->elts.begin(), e.as<Tuple>()->elts.end(),
                                                                     [&](auto& x) { return x.get() == bad; }));
  const bool comparable = !bad->is<Compare>() && !bad->is<Lambda>() && !bad->is<IfExp>() && !bad->is<BoolOp>() &&
                          !(bad->is<UnaryOp>() && bad->as<UnaryOp>()->op == UnaryOperator::Not) &&
                          what != "None" && what != "True" && what != "False";
  if (suggest_equality && top_level && comparable)
    error("cannot assign to " + what + " here. Maybe you meant '==' instead of '='?", bad->loc);
  error("cannot assign to " + what, bad->loc);
}

void Lowerer::set_context(Expr& e, ExprContext ctx) {
  std::visit(
      [&](auto& node) {
        using T = std::decay_t<decltype(node)>;
        if constexpr (std::is_same_v<T, Name> || std::is_same_v<T, Attribute> || std::is_same_v<T, Subscript>) {
          node.ctx = ctx;
        } else if constexpr (std::is_same_v<T, Starred>) {
          node.ctx = ctx;
          set_context(*node.value, ctx);
        } else if constexpr (std::is_same_v<T, List> || std::is_same_v<T, Tuple>) {
          node.ctx = ctx;
          for (auto& elt : node.elts) set_context(*elt, ctx);
        }
      },
      e.node);
}

}  // namespace tsr::lang
