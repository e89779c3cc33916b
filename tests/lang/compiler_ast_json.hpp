// Test helper: rebuilds a tsr AST from the JSON that compiler_make_cases.py writes from CPython's ast.parse, so
// compiler tests run on exactly the tree CPython compiled, independently of tsr's own parser.
#pragma once

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

#include "lang/ast.hpp"

namespace tsr::lang::test {

using nlohmann::json;

class AstFromJson {
 public:
  std::unique_ptr<ast::Module> module(const json& j) {
    auto m = std::make_unique<ast::Module>();
    m->body = stmts(j.at("body"));
    return m;
  }

 private:
  static ast::Location loc(const json& j) {
    if (!j.contains("loc")) return {};
    const auto& l = j["loc"];
    return {l[0].get<uint32_t>(), l[1].get<uint32_t>(), l[2].get<uint32_t>(), l[3].get<uint32_t>()};
  }
  static std::string type(const json& j) { return j.at("_type").get<std::string>(); }
  static ast::ExprContext ctx(const json& j) {
    const std::string t = type(j.at("ctx"));
    return t == "Store" ? ast::ExprContext::Store : t == "Del" ? ast::ExprContext::Del : ast::ExprContext::Load;
  }
  static std::optional<std::string> opt_str(const json& j) {
    if (j.is_null()) return std::nullopt;
    return j.get<std::string>();
  }

  ast::ExprPtr expr(const json& j);
  ast::ExprPtr opt_expr(const json& j) { return j.is_null() ? nullptr : expr(j); }
  ast::ExprList exprs(const json& j) {
    ast::ExprList out;
    for (const auto& e : j) out.push_back(opt_expr(e));
    return out;
  }
  ast::StmtPtr stmt(const json& j);
  ast::PatternPtr pattern(const json& j);
  ast::PatternList patterns(const json& j) {
    ast::PatternList out;
    for (const auto& p : j) out.push_back(pattern(p));
    return out;
  }
  ast::StmtList stmts(const json& j) {
    ast::StmtList out;
    for (const auto& s : j) out.push_back(stmt(s));
    return out;
  }

  ast::Arg arg(const json& j) { return {j.at("arg").get<std::string>(), opt_expr(j.at("annotation")), loc(j)}; }
  std::unique_ptr<ast::Arguments> arguments(const json& j) {
    auto a = std::make_unique<ast::Arguments>();
    for (const auto& x : j.at("posonlyargs")) a->posonlyargs.push_back(arg(x));
    for (const auto& x : j.at("args")) a->args.push_back(arg(x));
    if (!j.at("vararg").is_null()) a->vararg = arg(j["vararg"]);
    for (const auto& x : j.at("kwonlyargs")) a->kwonlyargs.push_back(arg(x));
    a->kw_defaults = exprs(j.at("kw_defaults"));
    if (!j.at("kwarg").is_null()) a->kwarg = arg(j["kwarg"]);
    a->defaults = exprs(j.at("defaults"));
    return a;
  }
  std::vector<ast::Keyword> keywords(const json& j) {
    std::vector<ast::Keyword> out;
    for (const auto& k : j) out.push_back({opt_str(k.at("arg")), expr(k.at("value")), loc(k)});
    return out;
  }
  std::vector<ast::Comprehension> generators(const json& j) {
    std::vector<ast::Comprehension> out;
    for (const auto& g : j) out.push_back({expr(g.at("target")), expr(g.at("iter")), exprs(g.at("ifs")), g.at("is_async").get<int>() != 0});
    return out;
  }
  std::vector<ast::Alias> aliases(const json& j) {
    std::vector<ast::Alias> out;
    for (const auto& a : j) out.push_back({a.at("name").get<std::string>(), opt_str(a.at("asname")), loc(a)});
    return out;
  }

  static ast::Operator binop(const json& j) {
    static const char* kNames[] = {"Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow",
                                   "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv"};
    return static_cast<ast::Operator>(index_of(kNames, type(j)));
  }
  static ast::CompareOperator cmpop(const json& j) {
    static const char* kNames[] = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"};
    return static_cast<ast::CompareOperator>(index_of(kNames, type(j)));
  }
  template <size_t N>
  static int index_of(const char* (&names)[N], const std::string& name) {
    for (size_t i = 0; i < N; ++i)
      if (name == names[i]) return int(i);
    throw std::runtime_error("unknown operator " + name);
  }
  static ast::ConstantValue constant(const json& v) {
    if (v.is_null()) return ast::NoneValue{};
    if (v.is_object()) return ast::Ellipsis{};
    if (v.is_boolean()) return v.get<bool>();
    if (v.is_number_integer()) return v.get<int64_t>();
    if (v.is_number_float()) return v.get<double>();
    return v.get<std::string>();
  }
};

inline ast::ExprPtr AstFromJson::expr(const json& j) {
  auto e = std::make_unique<ast::Expr>();
  e->loc = loc(j);
  const std::string t = type(j);
  if (t == "Constant") e->node = ast::Constant{constant(j.at("value")), opt_str(j.at("kind"))};
  else if (t == "Name") e->node = ast::Name{j.at("id").get<std::string>(), ctx(j)};
  else if (t == "BinOp") e->node = ast::BinOp{expr(j.at("left")), binop(j.at("op")), expr(j.at("right"))};
  else if (t == "UnaryOp") {
    static const char* kNames[] = {"Invert", "Not", "UAdd", "USub"};
    e->node = ast::UnaryOp{static_cast<ast::UnaryOperator>(index_of(kNames, type(j.at("op")))), expr(j.at("operand"))};
  } else if (t == "BoolOp") {
    e->node = ast::BoolOp{type(j.at("op")) == "Or" ? ast::BoolOperator::Or : ast::BoolOperator::And,
                          exprs(j.at("values"))};
  } else if (t == "Compare") {
    ast::Compare c{expr(j.at("left")), {}, exprs(j.at("comparators"))};
    for (const auto& op : j.at("ops")) c.ops.push_back(cmpop(op));
    e->node = std::move(c);
  } else if (t == "IfExp") e->node = ast::IfExp{expr(j.at("test")), expr(j.at("body")), expr(j.at("orelse"))};
  else if (t == "Lambda") e->node = ast::Lambda{arguments(j.at("args")), expr(j.at("body"))};
  else if (t == "Call") e->node = ast::Call{expr(j.at("func")), exprs(j.at("args")), keywords(j.at("keywords"))};
  else if (t == "Attribute") e->node = ast::Attribute{expr(j.at("value")), j.at("attr").get<std::string>(), ctx(j)};
  else if (t == "Subscript") e->node = ast::Subscript{expr(j.at("value")), expr(j.at("slice")), ctx(j)};
  else if (t == "Starred") e->node = ast::Starred{expr(j.at("value")), ctx(j)};
  else if (t == "NamedExpr") e->node = ast::NamedExpr{expr(j.at("target")), expr(j.at("value"))};
  else if (t == "Slice") e->node = ast::Slice{opt_expr(j.at("lower")), opt_expr(j.at("upper")), opt_expr(j.at("step"))};
  else if (t == "Tuple") e->node = ast::Tuple{exprs(j.at("elts")), ctx(j)};
  else if (t == "List") e->node = ast::List{exprs(j.at("elts")), ctx(j)};
  else if (t == "Set") e->node = ast::Set{exprs(j.at("elts"))};
  else if (t == "Dict") e->node = ast::Dict{exprs(j.at("keys")), exprs(j.at("values"))};
  else if (t == "ListComp") e->node = ast::ListComp{expr(j.at("elt")), generators(j.at("generators"))};
  else if (t == "SetComp") e->node = ast::SetComp{expr(j.at("elt")), generators(j.at("generators"))};
  else if (t == "GeneratorExp") e->node = ast::GeneratorExp{expr(j.at("elt")), generators(j.at("generators"))};
  else if (t == "DictComp")
    e->node = ast::DictComp{expr(j.at("key")), expr(j.at("value")), generators(j.at("generators"))};
  else if (t == "Yield") e->node = ast::Yield{opt_expr(j.at("value"))};
  else if (t == "YieldFrom") e->node = ast::YieldFrom{expr(j.at("value"))};
  else if (t == "Await") e->node = ast::Await{expr(j.at("value"))};
  else if (t == "JoinedStr") e->node = ast::JoinedStr{exprs(j.at("values"))};
  else if (t == "FormattedValue")
    e->node = ast::FormattedValue{expr(j.at("value")), j.at("conversion").get<int>(), opt_expr(j.at("format_spec"))};
  else throw std::runtime_error("unknown expression " + t);
  return e;
}

inline ast::PatternPtr AstFromJson::pattern(const json& j) {
  auto p = std::make_unique<ast::Pattern>();
  p->loc = loc(j);
  const std::string t = type(j);
  if (t == "MatchValue") p->node = ast::MatchValue{expr(j.at("value"))};
  else if (t == "MatchSingleton") p->node = ast::MatchSingleton{constant(j.at("value"))};
  else if (t == "MatchSequence") p->node = ast::MatchSequence{patterns(j.at("patterns"))};
  else if (t == "MatchMapping")
    p->node = ast::MatchMapping{exprs(j.at("keys")), patterns(j.at("patterns")), opt_str(j.at("rest"))};
  else if (t == "MatchClass")
    p->node = ast::MatchClass{expr(j.at("cls")), patterns(j.at("patterns")),
                              j.at("kwd_attrs").get<std::vector<std::string>>(), patterns(j.at("kwd_patterns"))};
  else if (t == "MatchStar") p->node = ast::MatchStar{opt_str(j.at("name"))};
  else if (t == "MatchAs")
    p->node = ast::MatchAs{j.at("pattern").is_null() ? nullptr : pattern(j.at("pattern")), opt_str(j.at("name"))};
  else if (t == "MatchOr") p->node = ast::MatchOr{patterns(j.at("patterns"))};
  else throw std::runtime_error("unknown pattern " + t);
  return p;
}

inline ast::StmtPtr AstFromJson::stmt(const json& j) {
  auto s = std::make_unique<ast::Stmt>();
  s->loc = loc(j);
  const std::string t = type(j);
  if (t == "Expr") s->node = ast::ExprStmt{expr(j.at("value"))};
  else if (t == "Assign") s->node = ast::Assign{exprs(j.at("targets")), expr(j.at("value"))};
  else if (t == "AugAssign") s->node = ast::AugAssign{expr(j.at("target")), binop(j.at("op")), expr(j.at("value"))};
  else if (t == "AnnAssign")
    s->node = ast::AnnAssign{expr(j.at("target")), expr(j.at("annotation")), opt_expr(j.at("value")),
                             j.at("simple").get<int>()};
  else if (t == "FunctionDef" || t == "AsyncFunctionDef")
    s->node = ast::FunctionDef{j.at("name").get<std::string>(), arguments(j.at("args")), stmts(j.at("body")),
                               exprs(j.at("decorator_list")), opt_expr(j.at("returns")), t == "AsyncFunctionDef"};
  else if (t == "ClassDef")
    s->node = ast::ClassDef{j.at("name").get<std::string>(), exprs(j.at("bases")), keywords(j.at("keywords")),
                            stmts(j.at("body")), exprs(j.at("decorator_list"))};
  else if (t == "Return") s->node = ast::Return{opt_expr(j.at("value"))};
  else if (t == "Delete") s->node = ast::Delete{exprs(j.at("targets"))};
  else if (t == "For" || t == "AsyncFor")
    s->node = ast::For{expr(j.at("target")), expr(j.at("iter")), stmts(j.at("body")), stmts(j.at("orelse")),
                       t == "AsyncFor"};
  else if (t == "While") s->node = ast::While{expr(j.at("test")), stmts(j.at("body")), stmts(j.at("orelse"))};
  else if (t == "If") s->node = ast::If{expr(j.at("test")), stmts(j.at("body")), stmts(j.at("orelse"))};
  else if (t == "With" || t == "AsyncWith") {
    ast::With w;
    w.is_async = t == "AsyncWith";
    for (const auto& item : j.at("items")) w.items.push_back({expr(item.at("context_expr")), opt_expr(item.at("optional_vars"))});
    w.body = stmts(j.at("body"));
    s->node = std::move(w);
  } else if (t == "Raise") s->node = ast::Raise{opt_expr(j.at("exc")), opt_expr(j.at("cause"))};
  else if (t == "Try" || t == "TryStar") {
    ast::Try tr;
    tr.is_star = t == "TryStar";
    tr.body = stmts(j.at("body"));
    for (const auto& h : j.at("handlers"))
      tr.handlers.push_back({opt_expr(h.at("type")), opt_str(h.at("name")), stmts(h.at("body")), loc(h)});
    tr.orelse = stmts(j.at("orelse"));
    tr.finalbody = stmts(j.at("finalbody"));
    s->node = std::move(tr);
  } else if (t == "Assert") s->node = ast::Assert{expr(j.at("test")), opt_expr(j.at("msg"))};
  else if (t == "Import") s->node = ast::Import{aliases(j.at("names"))};
  else if (t == "ImportFrom")
    s->node = ast::ImportFrom{opt_str(j.at("module")), aliases(j.at("names")), j.at("level").get<int>()};
  else if (t == "Global") s->node = ast::Global{j.at("names").get<std::vector<std::string>>()};
  else if (t == "Nonlocal") s->node = ast::Nonlocal{j.at("names").get<std::vector<std::string>>()};
  else if (t == "Pass") s->node = ast::Pass{};
  else if (t == "Break") s->node = ast::Break{};
  else if (t == "Continue") s->node = ast::Continue{};
  else if (t == "Match") {
    ast::Match m;
    m.subject = expr(j.at("subject"));
    for (const auto& c : j.at("cases"))
      m.cases.push_back({pattern(c.at("pattern")), opt_expr(c.at("guard")), stmts(c.at("body"))});
    s->node = std::move(m);
  } else throw std::runtime_error("unknown statement " + t);
  return s;
}

}  // namespace tsr::lang::test
