// `dump_ast`: exactly what CPython 3.11 prints for `print(ast.dump(ast.parse(src)))` (language.md §2.1), so the
// parser can be tested differentially against python3. Fields follow Parser/Python.asdl; an optional field that
// is None is omitted, as ast.dump does.
#include <charconv>
#include <cmath>
#include <cstdio>

#include "lang/frontend.hpp"
#include "lang/text.hpp"

namespace tsr::lang {
// Its own namespace holds the using-directive, which would otherwise reach the files after this one in a unity
// build's batch (TSR_UNITY_BUILD).
namespace ast_dump {

using namespace ast;

namespace {

// Python's repr of a str: single quotes unless the text has ' and no ".
std::string repr_str(const std::string& s) {
  const bool dq = s.find('\'') != std::string::npos && s.find('"') == std::string::npos;
  const char quote = dq ? '"' : '\'';
  std::string out(1, quote);
  char buf[16];
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '\\') out += "\\\\";
    else if (c == quote) { out += '\\'; out += char(c); }
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c == 0x7F) { std::snprintf(buf, sizeof buf, "\\x%02x", c); out += buf; }
    else if (c >= 0xC2 && c <= 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) <= 0xA0) {
      // U+0080..U+00A0 are not printable: \x escapes (other non-ASCII text is kept)
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(s[i + 1]));
      out += buf;
      ++i;
    } else out += char(c);
  }
  return out + quote;
}

// Python's repr of a float: shortest round-trip digits, fixed for exponents in [-4, 16), else d.ddde±XX.
std::string repr_float(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  std::string sci(buf, end);
  const size_t e = sci.find('e');
  std::string mantissa = sci.substr(0, e);
  const int exponent = std::stoi(sci.substr(e + 1));
  std::string sign;
  if (mantissa[0] == '-') { sign = "-"; mantissa.erase(0, 1); }
  std::string digits;
  for (char c : mantissa)
    if (c != '.') digits += c;
  if (exponent < -4 || exponent >= 16) {
    std::string out = sign + digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    char ebuf[8];
    std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
    return out + ebuf;
  }
  if (exponent < 0) return sign + "0." + std::string(size_t(-exponent - 1), '0') + digits;
  if (digits.size() <= size_t(exponent) + 1) return sign + digits + std::string(size_t(exponent) + 1 - digits.size(), '0') + ".0";
  return sign + digits.substr(0, size_t(exponent) + 1) + "." + digits.substr(size_t(exponent) + 1);
}

class Dumper {
 public:
  std::string out;

  void module(const Module& m) {
    out += "Module(body=";
    stmts(m.body);
    out += ", type_ignores=[])";
  }

 private:
  // Writes `, name=` (or `name=` for the first field of a node).
  void field(const char* name, bool first = false) {
    if (!first) out += ", ";
    out += name;
    out += '=';
  }
  template <class T, class F>
  void list(const std::vector<T>& v, F each) {
    out += '[';
    for (size_t i = 0; i < v.size(); ++i) {
      if (i) out += ", ";
      each(v[i]);
    }
    out += ']';
  }
  void stmts(const StmtList& v) { list(v, [&](const StmtPtr& s) { stmt(*s); }); }
  void exprs(const ExprList& v) {
    list(v, [&](const ExprPtr& e) {
      if (e) expr(*e);
      else out += "None";
    });
  }
  void str(const std::string& s) { out += repr_str(s); }
  // An optional expression field: omitted when null.
  void opt(const char* name, const ExprPtr& e) {
    if (!e) return;
    field(name);
    expr(*e);
  }
  void ctx(ExprContext c) {
    field("ctx");
    out += c == ExprContext::Load ? "Load()" : c == ExprContext::Store ? "Store()" : "Del()";
  }
  void op(Operator o) {
    switch (o) {
#define BINARY_OP(name, ast_op, ...) \
  case Operator::ast_op: out += #ast_op; break;
#include "lang/binary_ops.def"
    }
    out += "()";
  }
  void arg(const Arg& a) {
    out += "arg(arg=";
    str(a.arg);
    opt("annotation", a.annotation);
    out += ')';
  }
  void arguments(const Arguments& a) {
    out += "arguments(posonlyargs=";
    list(a.posonlyargs, [&](const Arg& x) { arg(x); });
    field("args");
    list(a.args, [&](const Arg& x) { arg(x); });
    if (a.vararg) { field("vararg"); arg(*a.vararg); }
    field("kwonlyargs");
    list(a.kwonlyargs, [&](const Arg& x) { arg(x); });
    field("kw_defaults");
    exprs(a.kw_defaults);
    if (a.kwarg) { field("kwarg"); arg(*a.kwarg); }
    field("defaults");
    exprs(a.defaults);
    out += ')';
  }
  void keywords(const std::vector<Keyword>& v) {
    list(v, [&](const Keyword& k) {
      out += "keyword(";
      if (k.arg) { field("arg", true); str(*k.arg); field("value"); }
      else field("value", true);
      expr(*k.value);
      out += ')';
    });
  }
  void generators(const std::vector<Comprehension>& v) {
    list(v, [&](const Comprehension& c) {
      out += "comprehension(target=";
      expr(*c.target);
      field("iter");
      expr(*c.iter);
      field("ifs");
      exprs(c.ifs);
      out += c.is_async ? ", is_async=1)" : ", is_async=0)";
    });
  }
  void constant(const ConstantValue& v) {
    std::visit(
        [&](const auto& x) {
          using T = std::decay_t<decltype(x)>;
          if constexpr (std::is_same_v<T, NoneValue>) out += "None";
          else if constexpr (std::is_same_v<T, Ellipsis>) out += "Ellipsis";
          else if constexpr (std::is_same_v<T, bool>) out += x ? "True" : "False";
          else if constexpr (std::is_same_v<T, int64_t>) out += std::to_string(x);
          else if constexpr (std::is_same_v<T, double>) out += repr_float(x);
          else if constexpr (std::is_same_v<T, BytesConstant>) out += bytes_repr(x.data);
          else if constexpr (std::is_same_v<T, BigIntConstant>) out += digits_to_decimal(x.digits, x.base);
          else if constexpr (std::is_same_v<T, ImagConstant>) out += complex_repr(0.0, x.imag);
          else str(x);
        },
        v);
  }

  void stmt(const Stmt& s);
  void expr(const Expr& e);
  void pattern(const Pattern& p);
  void patterns(const PatternList& v) { list(v, [&](const PatternPtr& p) { pattern(*p); }); }
};

void Dumper::pattern(const Pattern& p) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, MatchValue>) {
          out += "MatchValue(value=";
          expr(*n.value);
        } else if constexpr (std::is_same_v<T, MatchSingleton>) {
          out += "MatchSingleton(value=";
          constant(n.value);
        } else if constexpr (std::is_same_v<T, MatchSequence> || std::is_same_v<T, MatchOr>) {
          out += std::is_same_v<T, MatchOr> ? "MatchOr(patterns=" : "MatchSequence(patterns=";
          patterns(n.patterns);
        } else if constexpr (std::is_same_v<T, MatchMapping>) {
          out += "MatchMapping(keys=";
          exprs(n.keys);
          field("patterns");
          patterns(n.patterns);
          if (n.rest) { field("rest"); str(*n.rest); }
        } else if constexpr (std::is_same_v<T, MatchClass>) {
          out += "MatchClass(cls=";
          expr(*n.cls);
          field("patterns");
          patterns(n.patterns);
          field("kwd_attrs");
          list(n.kwd_attrs, [&](const std::string& x) { str(x); });
          field("kwd_patterns");
          patterns(n.kwd_patterns);
        } else if constexpr (std::is_same_v<T, MatchStar>) {
          out += "MatchStar(";
          if (n.name) { field("name", true); str(*n.name); }
        } else {
          out += "MatchAs(";
          if (n.pattern) { field("pattern", true); pattern(*n.pattern); }
          if (n.name) { field("name", !n.pattern); str(*n.name); }
        }
        out += ')';
      },
      p.node);
}

void Dumper::stmt(const Stmt& s) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, FunctionDef>) {
          out += n.is_async ? "AsyncFunctionDef(name=" : "FunctionDef(name=";
          str(n.name);
          field("args");
          arguments(*n.args);
          field("body");
          stmts(n.body);
          field("decorator_list");
          exprs(n.decorator_list);
          opt("returns", n.returns);
        } else if constexpr (std::is_same_v<T, ClassDef>) {
          out += "ClassDef(name=";
          str(n.name);
          field("bases");
          exprs(n.bases);
          field("keywords");
          keywords(n.keywords);
          field("body");
          stmts(n.body);
          field("decorator_list");
          exprs(n.decorator_list);
        } else if constexpr (std::is_same_v<T, Return>) {
          out += "Return(";
          if (n.value) { field("value", true); expr(*n.value); }
        } else if constexpr (std::is_same_v<T, Delete>) {
          out += "Delete(targets=";
          exprs(n.targets);
        } else if constexpr (std::is_same_v<T, Assign>) {
          out += "Assign(targets=";
          exprs(n.targets);
          field("value");
          expr(*n.value);
        } else if constexpr (std::is_same_v<T, AugAssign>) {
          out += "AugAssign(target=";
          expr(*n.target);
          field("op");
          op(n.op);
          field("value");
          expr(*n.value);
        } else if constexpr (std::is_same_v<T, AnnAssign>) {
          out += "AnnAssign(target=";
          expr(*n.target);
          field("annotation");
          expr(*n.annotation);
          opt("value", n.value);
          field("simple");
          out += std::to_string(n.simple);
        } else if constexpr (std::is_same_v<T, For>) {
          out += n.is_async ? "AsyncFor(target=" : "For(target=";
          expr(*n.target);
          field("iter");
          expr(*n.iter);
          field("body");
          stmts(n.body);
          field("orelse");
          stmts(n.orelse);
        } else if constexpr (std::is_same_v<T, While> || std::is_same_v<T, If>) {
          out += std::is_same_v<T, While> ? "While(test=" : "If(test=";
          expr(*n.test);
          field("body");
          stmts(n.body);
          field("orelse");
          stmts(n.orelse);
        } else if constexpr (std::is_same_v<T, With>) {
          out += n.is_async ? "AsyncWith(items=" : "With(items=";
          list(n.items, [&](const WithItem& w) {
            out += "withitem(context_expr=";
            expr(*w.context_expr);
            opt("optional_vars", w.optional_vars);
            out += ')';
          });
          field("body");
          stmts(n.body);
        } else if constexpr (std::is_same_v<T, Raise>) {
          out += "Raise(";
          if (n.exc) { field("exc", true); expr(*n.exc); }
          if (n.cause) { field("cause", !n.exc); expr(*n.cause); }
        } else if constexpr (std::is_same_v<T, Try>) {
          out += n.is_star ? "TryStar(body=" : "Try(body=";
          stmts(n.body);
          field("handlers");
          list(n.handlers, [&](const ExceptHandler& h) {
            out += "ExceptHandler(";
            bool first = true;
            if (h.type) { field("type", true); expr(*h.type); first = false; }
            if (h.name) { field("name", first); str(*h.name); first = false; }
            field("body", first);
            stmts(h.body);
            out += ')';
          });
          field("orelse");
          stmts(n.orelse);
          field("finalbody");
          stmts(n.finalbody);
        } else if constexpr (std::is_same_v<T, Assert>) {
          out += "Assert(test=";
          expr(*n.test);
          opt("msg", n.msg);
        } else if constexpr (std::is_same_v<T, Import> || std::is_same_v<T, ImportFrom>) {
          if constexpr (std::is_same_v<T, Import>) out += "Import(names=";
          else {
            out += "ImportFrom(";
            if (n.module) { field("module", true); str(*n.module); field("names"); }
            else field("names", true);
          }
          list(n.names, [&](const Alias& a) {
            out += "alias(name=";
            str(a.name);
            if (a.asname) { field("asname"); str(*a.asname); }
            out += ')';
          });
          if constexpr (std::is_same_v<T, ImportFrom>) { field("level"); out += std::to_string(n.level); }
        } else if constexpr (std::is_same_v<T, Global> || std::is_same_v<T, Nonlocal>) {
          out += std::is_same_v<T, Global> ? "Global(names=" : "Nonlocal(names=";
          list(n.names, [&](const std::string& x) { str(x); });
        } else if constexpr (std::is_same_v<T, ExprStmt>) {
          out += "Expr(value=";
          expr(*n.value);
        } else if constexpr (std::is_same_v<T, Match>) {
          out += "Match(subject=";
          expr(*n.subject);
          field("cases");
          list(n.cases, [&](const MatchCase& c) {
            out += "match_case(pattern=";
            pattern(*c.pattern);
            opt("guard", c.guard);
            field("body");
            stmts(c.body);
            out += ')';
          });
        } else if constexpr (std::is_same_v<T, Pass>) out += "Pass(";
        else if constexpr (std::is_same_v<T, Break>) out += "Break(";
        else out += "Continue(";
        out += ')';
      },
      s.node);
}

void Dumper::expr(const Expr& e) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, BoolOp>) {
          out += n.op == BoolOperator::And ? "BoolOp(op=And(), values=" : "BoolOp(op=Or(), values=";
          exprs(n.values);
        } else if constexpr (std::is_same_v<T, BinOp>) {
          out += "BinOp(left=";
          expr(*n.left);
          field("op");
          op(n.op);
          field("right");
          expr(*n.right);
        } else if constexpr (std::is_same_v<T, UnaryOp>) {
          static constexpr const char* kNames[] = {"Invert()", "Not()", "UAdd()", "USub()"};
          out += "UnaryOp(op=";
          out += kNames[int(n.op)];
          field("operand");
          expr(*n.operand);
        } else if constexpr (std::is_same_v<T, Lambda>) {
          out += "Lambda(args=";
          arguments(*n.args);
          field("body");
          expr(*n.body);
        } else if constexpr (std::is_same_v<T, IfExp>) {
          out += "IfExp(test=";
          expr(*n.test);
          field("body");
          expr(*n.body);
          field("orelse");
          expr(*n.orelse);
        } else if constexpr (std::is_same_v<T, Dict>) {
          out += "Dict(keys=";
          exprs(n.keys);
          field("values");
          exprs(n.values);
        } else if constexpr (std::is_same_v<T, Set>) {
          out += "Set(elts=";
          exprs(n.elts);
        } else if constexpr (std::is_same_v<T, ListComp> || std::is_same_v<T, SetComp> ||
                             std::is_same_v<T, GeneratorExp>) {
          out += std::is_same_v<T, ListComp> ? "ListComp(elt=" : std::is_same_v<T, SetComp> ? "SetComp(elt=" : "GeneratorExp(elt=";
          expr(*n.elt);
          field("generators");
          generators(n.generators);
        } else if constexpr (std::is_same_v<T, DictComp>) {
          out += "DictComp(key=";
          expr(*n.key);
          field("value");
          expr(*n.value);
          field("generators");
          generators(n.generators);
        } else if constexpr (std::is_same_v<T, Yield>) {
          out += "Yield(";
          if (n.value) { field("value", true); expr(*n.value); }
        } else if constexpr (std::is_same_v<T, YieldFrom> || std::is_same_v<T, Await>) {
          out += std::is_same_v<T, Await> ? "Await(value=" : "YieldFrom(value=";
          expr(*n.value);
        } else if constexpr (std::is_same_v<T, Compare>) {
          static constexpr const char* kNames[] = {"Eq()", "NotEq()", "Lt()", "LtE()", "Gt()",
                                                   "GtE()", "Is()", "IsNot()", "In()", "NotIn()"};
          out += "Compare(left=";
          expr(*n.left);
          field("ops");
          list(n.ops, [&](CompareOperator o) { out += kNames[int(o)]; });
          field("comparators");
          exprs(n.comparators);
        } else if constexpr (std::is_same_v<T, Call>) {
          out += "Call(func=";
          expr(*n.func);
          field("args");
          exprs(n.args);
          field("keywords");
          keywords(n.keywords);
        } else if constexpr (std::is_same_v<T, FormattedValue>) {
          out += "FormattedValue(value=";
          expr(*n.value);
          field("conversion");
          out += std::to_string(n.conversion);
          opt("format_spec", n.format_spec);
        } else if constexpr (std::is_same_v<T, JoinedStr>) {
          out += "JoinedStr(values=";
          exprs(n.values);
        } else if constexpr (std::is_same_v<T, ast::Constant>) {
          out += "Constant(value=";
          constant(n.value);
          if (n.kind) { field("kind"); str(*n.kind); }
        } else if constexpr (std::is_same_v<T, Attribute>) {
          out += "Attribute(value=";
          expr(*n.value);
          field("attr");
          str(n.attr);
          ctx(n.ctx);
        } else if constexpr (std::is_same_v<T, Subscript>) {
          out += "Subscript(value=";
          expr(*n.value);
          field("slice");
          expr(*n.slice);
          ctx(n.ctx);
        } else if constexpr (std::is_same_v<T, NamedExpr>) {
          out += "NamedExpr(target=";
          expr(*n.target);
          field("value");
          expr(*n.value);
        } else if constexpr (std::is_same_v<T, Starred>) {
          out += "Starred(value=";
          expr(*n.value);
          ctx(n.ctx);
        } else if constexpr (std::is_same_v<T, Name>) {
          out += "Name(id=";
          str(n.id);
          ctx(n.ctx);
        } else if constexpr (std::is_same_v<T, List> || std::is_same_v<T, Tuple>) {
          out += std::is_same_v<T, List> ? "List(elts=" : "Tuple(elts=";
          exprs(n.elts);
          ctx(n.ctx);
        } else {  // Slice
          out += "Slice(";
          bool first = true;
          for (auto [name, part] : {std::pair{"lower", &n.lower}, {"upper", &n.upper}, {"step", &n.step}}) {
            if (!*part) continue;
            field(name, first);
            expr(**part);
            first = false;
          }
        }
        out += ')';
      },
      e.node);
}

}  // namespace
}  // namespace ast_dump

std::string dump_ast(const ast::Module& module) {
  ast_dump::Dumper d;
  d.module(module);
  return d.out;
}

}  // namespace tsr::lang
