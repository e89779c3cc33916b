// `_tsr_ast`: the parser's tree handed to stdlib/ast.tsr (issue 18). `parse(source, filename, mode)` parses as
// compile() does and returns the tree as nested tuples, one per node: `(kind, location, field, ...)` with the
// fields in the order of CPython 3.11's Parser/Python.asdl (which ast.tsr's one table of node kinds lists, with
// each field's type): a node field is such a tuple or None, a `*` field a list, an operator or expression
// context its class name ("Add", "Load"), an identifier, string, int or constant field the value itself.
// `location` is (lineno, col_offset, end_lineno, end_col_offset), or None for the kinds without one
// (comprehension, arguments, withitem). ast.tsr turns each tuple into an instance of the class the kind names.
// A SyntaxError is compile()'s (the same parse, the same exception).
#include "interpreter/builtins.hpp"
#include "interpreter/bigint.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/modules.hpp"
#include "lang/frontend.hpp"

namespace tsr::interp {

namespace {

using namespace lang::ast;

class ToTuples {
 public:
  Value module(const Module& m, lang::CompileMode mode) {
    if (mode == lang::CompileMode::Eval) {
      const auto* e = m.body.at(0)->as<ExprStmt>();
      return node("Expression", nullptr, {expr(e->value)});
    }
    if (mode == lang::CompileMode::Single) return node("Interactive", nullptr, {stmts(m.body)});
    return node("Module", nullptr, {stmts(m.body), new_list({})});
  }

 private:
  static Value none() { return Value::none(); }
  static Value str(const std::string& s) { return new_str(s); }
  static Value opt_str(const std::optional<std::string>& s) { return s ? new_str(*s) : none(); }
  static Value integer(int64_t i) { return Value(i); }
  static Value name(const char* kind) { return Value(intern(kind)); }

  static Value node(const char* kind, const Location* loc, std::initializer_list<Value> fields) {
    std::vector<Value> items;
    items.reserve(fields.size() + 2);
    items.push_back(name(kind));
    items.push_back(loc ? new_tuple({integer(loc->lineno), integer(loc->col_offset), integer(loc->end_lineno),
                                     integer(loc->end_col_offset)})
                        : none());
    for (const Value& v : fields) items.push_back(v);
    return new_tuple(std::move(items));
  }
  template <class T, class F>
  static Value list(const std::vector<T>& v, F each) {
    std::vector<Value> items;
    items.reserve(v.size());
    for (const T& x : v) items.push_back(each(x));
    return new_list(std::move(items));
  }
  Value stmts(const StmtList& v) { return list(v, [&](const StmtPtr& s) { return stmt(*s); }); }
  Value exprs(const ExprList& v) { return list(v, [&](const ExprPtr& e) { return expr(e); }); }
  Value strs(const std::vector<std::string>& v) { return list(v, [](const std::string& s) { return str(s); }); }
  Value expr(const ExprPtr& e) { return e ? expr(*e) : none(); }

  static Value ctx(ExprContext c) { return name(c == ExprContext::Load ? "Load" : c == ExprContext::Store ? "Store" : "Del"); }
  static Value op(Operator o) {
    switch (o) {
#define BINARY_OP(name_, ast_op, ...) \
  case Operator::ast_op: return name(#ast_op);
#include "lang/binary_ops.def"
    }
    return none();
  }
  Value arg(const Arg& a) { return node("arg", &a.loc, {str(a.arg), expr(a.annotation), none()}); }
  Value opt_arg(const std::optional<Arg>& a) { return a ? arg(*a) : none(); }
  Value args_list(const std::vector<Arg>& v) { return list(v, [&](const Arg& a) { return arg(a); }); }
  Value arguments(const Arguments& a) {
    return node("arguments", nullptr,
                {args_list(a.posonlyargs), args_list(a.args), opt_arg(a.vararg), args_list(a.kwonlyargs),
                 exprs(a.kw_defaults), opt_arg(a.kwarg), exprs(a.defaults)});
  }
  Value keywords(const std::vector<Keyword>& v) {
    return list(v, [&](const Keyword& k) { return node("keyword", &k.loc, {opt_str(k.arg), expr(k.value)}); });
  }
  Value generators(const std::vector<Comprehension>& v) {
    return list(v, [&](const Comprehension& c) {
      return node("comprehension", nullptr, {expr(c.target), expr(c.iter), exprs(c.ifs), integer(c.is_async)});
    });
  }
  Value aliases(const std::vector<Alias>& v) {
    return list(v, [&](const Alias& a) { return node("alias", &a.loc, {str(a.name), opt_str(a.asname)}); });
  }
  static Value constant(const ConstantValue& v) {
    return std::visit(
        [](const auto& x) -> Value {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, NoneValue>) return none();
          else if constexpr (std::is_same_v<T, Ellipsis>) return kEllipsis;
          else if constexpr (std::is_same_v<T, bool>) return Value::boolean(x);
          else if constexpr (std::is_same_v<T, int64_t>) return Value(x);
          else if constexpr (std::is_same_v<T, double>) return Value(x);
          else if constexpr (std::is_same_v<T, lang::BytesConstant>) return new_bytes(x.data);
          else if constexpr (std::is_same_v<T, lang::BigIntConstant>) return int_from_digits(x.digits, x.base);
          else if constexpr (std::is_same_v<T, lang::ImagConstant>) return new_complex(0.0, x.imag);
          else return new_str(x);
        },
        v);
  }

  Value stmt(const Stmt& s);
  Value patterns(const PatternList& v) { return list(v, [&](const PatternPtr& p) { return pattern(*p); }); }
  Value pattern(const Pattern& p) {
    const Location* at = &p.loc;
    return std::visit(
        [&](const auto& n) -> Value {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, MatchValue>) return node("MatchValue", at, {expr(n.value)});
          else if constexpr (std::is_same_v<T, MatchSingleton>) return node("MatchSingleton", at, {constant(n.value)});
          else if constexpr (std::is_same_v<T, MatchSequence>) return node("MatchSequence", at, {patterns(n.patterns)});
          else if constexpr (std::is_same_v<T, MatchMapping>)
            return node("MatchMapping", at, {exprs(n.keys), patterns(n.patterns), opt_str(n.rest)});
          else if constexpr (std::is_same_v<T, MatchClass>)
            return node("MatchClass", at, {expr(n.cls), patterns(n.patterns), strs(n.kwd_attrs), patterns(n.kwd_patterns)});
          else if constexpr (std::is_same_v<T, MatchStar>) return node("MatchStar", at, {opt_str(n.name)});
          else if constexpr (std::is_same_v<T, MatchAs>)
            return node("MatchAs", at, {n.pattern ? pattern(*n.pattern) : none(), opt_str(n.name)});
          else return node("MatchOr", at, {patterns(n.patterns)});
        },
        p.node);
  }
  Value expr(const Expr& e);
};

Value ToTuples::stmt(const Stmt& s) {
  const Location* at = &s.loc;
  return std::visit(
      [&](const auto& n) -> Value {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, FunctionDef>)
          return node(n.is_async ? "AsyncFunctionDef" : "FunctionDef", at,
                      {str(n.name), arguments(*n.args), stmts(n.body), exprs(n.decorator_list), expr(n.returns), none()});
        else if constexpr (std::is_same_v<T, ClassDef>)
          return node("ClassDef", at,
                      {str(n.name), exprs(n.bases), keywords(n.keywords), stmts(n.body), exprs(n.decorator_list)});
        else if constexpr (std::is_same_v<T, Return>) return node("Return", at, {expr(n.value)});
        else if constexpr (std::is_same_v<T, Delete>) return node("Delete", at, {exprs(n.targets)});
        else if constexpr (std::is_same_v<T, Assign>) return node("Assign", at, {exprs(n.targets), expr(n.value), none()});
        else if constexpr (std::is_same_v<T, AugAssign>) return node("AugAssign", at, {expr(n.target), op(n.op), expr(n.value)});
        else if constexpr (std::is_same_v<T, AnnAssign>)
          return node("AnnAssign", at, {expr(n.target), expr(n.annotation), expr(n.value), integer(n.simple)});
        else if constexpr (std::is_same_v<T, For>)
          return node(n.is_async ? "AsyncFor" : "For", at, {expr(n.target), expr(n.iter), stmts(n.body), stmts(n.orelse), none()});
        else if constexpr (std::is_same_v<T, While>) return node("While", at, {expr(n.test), stmts(n.body), stmts(n.orelse)});
        else if constexpr (std::is_same_v<T, If>) return node("If", at, {expr(n.test), stmts(n.body), stmts(n.orelse)});
        else if constexpr (std::is_same_v<T, With>)
          return node(n.is_async ? "AsyncWith" : "With", at,
                      {list(n.items,
                            [&](const WithItem& w) {
                              return node("withitem", nullptr, {expr(w.context_expr), expr(w.optional_vars)});
                            }),
                       stmts(n.body), none()});
        else if constexpr (std::is_same_v<T, Raise>) return node("Raise", at, {expr(n.exc), expr(n.cause)});
        else if constexpr (std::is_same_v<T, Try>)
          return node(n.is_star ? "TryStar" : "Try", at,
                      {stmts(n.body),
                       list(n.handlers,
                            [&](const ExceptHandler& h) {
                              return node("ExceptHandler", &h.loc, {expr(h.type), opt_str(h.name), stmts(h.body)});
                            }),
                       stmts(n.orelse), stmts(n.finalbody)});
        else if constexpr (std::is_same_v<T, Assert>) return node("Assert", at, {expr(n.test), expr(n.msg)});
        else if constexpr (std::is_same_v<T, Import>) return node("Import", at, {aliases(n.names)});
        else if constexpr (std::is_same_v<T, ImportFrom>)
          return node("ImportFrom", at, {opt_str(n.module), aliases(n.names), integer(n.level)});
        else if constexpr (std::is_same_v<T, Global>) return node("Global", at, {strs(n.names)});
        else if constexpr (std::is_same_v<T, Nonlocal>) return node("Nonlocal", at, {strs(n.names)});
        else if constexpr (std::is_same_v<T, ExprStmt>) return node("Expr", at, {expr(n.value)});
        else if constexpr (std::is_same_v<T, Match>)
          return node("Match", at, {expr(n.subject), list(n.cases, [&](const MatchCase& c) {
                                      return node("match_case", nullptr, {pattern(*c.pattern), expr(c.guard), stmts(c.body)});
                                    })});
        else if constexpr (std::is_same_v<T, Pass>) return node("Pass", at, {});
        else if constexpr (std::is_same_v<T, Break>) return node("Break", at, {});
        else return node("Continue", at, {});
      },
      s.node);
}

Value ToTuples::expr(const Expr& e) {
  const Location* at = &e.loc;
  return std::visit(
      [&](const auto& n) -> Value {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, BoolOp>)
          return node("BoolOp", at, {name(n.op == BoolOperator::And ? "And" : "Or"), exprs(n.values)});
        else if constexpr (std::is_same_v<T, BinOp>) return node("BinOp", at, {expr(n.left), op(n.op), expr(n.right)});
        else if constexpr (std::is_same_v<T, UnaryOp>) {
          static constexpr const char* kNames[] = {"Invert", "Not", "UAdd", "USub"};
          return node("UnaryOp", at, {name(kNames[int(n.op)]), expr(n.operand)});
        } else if constexpr (std::is_same_v<T, Lambda>) return node("Lambda", at, {arguments(*n.args), expr(n.body)});
        else if constexpr (std::is_same_v<T, IfExp>) return node("IfExp", at, {expr(n.test), expr(n.body), expr(n.orelse)});
        else if constexpr (std::is_same_v<T, Dict>) return node("Dict", at, {exprs(n.keys), exprs(n.values)});
        else if constexpr (std::is_same_v<T, Set>) return node("Set", at, {exprs(n.elts)});
        else if constexpr (std::is_same_v<T, ListComp>) return node("ListComp", at, {expr(n.elt), generators(n.generators)});
        else if constexpr (std::is_same_v<T, SetComp>) return node("SetComp", at, {expr(n.elt), generators(n.generators)});
        else if constexpr (std::is_same_v<T, GeneratorExp>)
          return node("GeneratorExp", at, {expr(n.elt), generators(n.generators)});
        else if constexpr (std::is_same_v<T, DictComp>)
          return node("DictComp", at, {expr(n.key), expr(n.value), generators(n.generators)});
        else if constexpr (std::is_same_v<T, Yield>) return node("Yield", at, {expr(n.value)});
        else if constexpr (std::is_same_v<T, YieldFrom>) return node("YieldFrom", at, {expr(n.value)});
        else if constexpr (std::is_same_v<T, Await>) return node("Await", at, {expr(n.value)});
        else if constexpr (std::is_same_v<T, Compare>) {
          static constexpr const char* kNames[] = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"};
          return node("Compare", at,
                      {expr(n.left), list(n.ops, [](CompareOperator o) { return name(kNames[int(o)]); }),
                       exprs(n.comparators)});
        } else if constexpr (std::is_same_v<T, Call>)
          return node("Call", at, {expr(n.func), exprs(n.args), keywords(n.keywords)});
        else if constexpr (std::is_same_v<T, FormattedValue>)
          return node("FormattedValue", at, {expr(n.value), integer(n.conversion), expr(n.format_spec)});
        else if constexpr (std::is_same_v<T, JoinedStr>) return node("JoinedStr", at, {exprs(n.values)});
        else if constexpr (std::is_same_v<T, lang::ast::Constant>) return node("Constant", at, {constant(n.value), opt_str(n.kind)});
        else if constexpr (std::is_same_v<T, Attribute>) return node("Attribute", at, {expr(n.value), str(n.attr), ctx(n.ctx)});
        else if constexpr (std::is_same_v<T, Subscript>) return node("Subscript", at, {expr(n.value), expr(n.slice), ctx(n.ctx)});
        else if constexpr (std::is_same_v<T, NamedExpr>) return node("NamedExpr", at, {expr(n.target), expr(n.value)});
        else if constexpr (std::is_same_v<T, Starred>) return node("Starred", at, {expr(n.value), ctx(n.ctx)});
        else if constexpr (std::is_same_v<T, Name>) return node("Name", at, {str(n.id), ctx(n.ctx)});
        else if constexpr (std::is_same_v<T, List>) return node("List", at, {exprs(n.elts), ctx(n.ctx)});
        else if constexpr (std::is_same_v<T, Tuple>) return node("Tuple", at, {exprs(n.elts), ctx(n.ctx)});
        else return node("Slice", at, {expr(n.lower), expr(n.upper), expr(n.step)});
      },
      e.node);
}

// parse(source: str, filename: str, mode: 'exec' | 'eval' | 'single') -> the tree as tuples.
Value parse(const CallArgs& a) {
  if (a.npos() != 3 || !is_str(a[0]) || !is_str(a[1]) || !is_str(a[2])) raise(T.TypeError, "_tsr_ast.parse: bad arguments");
  const std::string text = str_of(a[0]), filename = str_of(a[1]), mode_name = str_of(a[2]);
  const lang::CompileMode mode = mode_name == "exec"   ? lang::CompileMode::Exec
                                 : mode_name == "eval" ? lang::CompileMode::Eval
                                                       : lang::CompileMode::Single;
  std::unique_ptr<Module> tree;
  try {
    auto source = lang::SourceFile::load(filename, text, filename != "<stdin>" && filename != "<string>");
    tree = lang::parse(*source, mode);
  } catch (const lang::SyntaxError& e) {
    // compile() parses the same text the same way and raises the SyntaxError as a Python exception.
    compile_code(text, filename, mode);
    raise(T.SyntaxError, e.msg);
  } catch (const lang::CompileDepthError& e) {
    raise(T.RecursionError, e.what());
  }
  return ToTuples{}.module(*tree, mode);
}

void init_ast_module(ModuleObject& m) {
  m.dict()->set_str(intern("parse").get(), new_native("parse", parse));
}

}  // namespace

void init_ast() { register_native_module("_tsr_ast", init_ast_module); }

}  // namespace tsr::interp
