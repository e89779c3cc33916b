// The abstract syntax tree: the parser's output and the compiler's input.
//
// Node and field names follow CPython 3.11's `Parser/Python.asdl`, so `tsr --ast` can print exactly what
// `ast.dump(ast.parse(src))` prints and the parser can be tested differentially against `python3`.
// CPython's AsyncFunctionDef, AsyncFor and AsyncWith
// are FunctionDef, For and With with `is_async` set, and TryStar is Try with `is_star`; their dumps print CPython's names.
//
// Ownership: every child is a std::unique_ptr or a vector of them; a tree is freed with its Module.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "lang/code.hpp"

namespace tsr::lang::ast {

using lang::BytesConstant;
using lang::BigIntConstant;
using lang::ImagConstant;

// Source span of a node. Lines are 1-based; columns are 0-based UTF-8 byte offsets within the line,
// exactly as CPython's `col_offset`/`end_col_offset`.
struct Location {
  uint32_t lineno = 0, col_offset = 0, end_lineno = 0, end_col_offset = 0;
};

enum class ExprContext : uint8_t { Load, Store, Del };
enum class BoolOperator : uint8_t { And, Or };
// Binary operators in ASDL order (Add … FloorDiv); BINARY_OP numbering is the compiler's business.
enum class Operator : uint8_t { Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv };
enum class UnaryOperator : uint8_t { Invert, Not, UAdd, USub };
enum class CompareOperator : uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using ExprList = std::vector<ExprPtr>;
using StmtList = std::vector<StmtPtr>;

// ---- helper records -------------------------------------------------------------------------------------------

// One parameter: `x`, `x: int` (annotation parsed, never evaluated: language.md D7).
struct Arg {
  std::string arg;
  ExprPtr annotation;  // may be null
  Location loc;
};

// A parameter list: posonlyargs `/` args `*vararg` kwonlyargs `**kwarg`, with defaults as in the ASDL
// (`defaults` align with the tail of posonlyargs+args; `kw_defaults` has one entry per kwonly arg, null = none).
struct Arguments {
  std::vector<Arg> posonlyargs, args;
  std::optional<Arg> vararg;
  std::vector<Arg> kwonlyargs;
  ExprList kw_defaults;
  std::optional<Arg> kwarg;
  ExprList defaults;
};

// A keyword argument in a call or class bases: `name=value`, or `**value` when `arg` is empty.
struct Keyword {
  std::optional<std::string> arg;
  ExprPtr value;
  Location loc;
};

// `import a.b as c` / `from m import x as y`; `name` is `*` for a star import.
struct Alias {
  std::string name;
  std::optional<std::string> asname;
  Location loc;
};

// One `with` item: `context_expr as optional_vars`.
struct WithItem {
  ExprPtr context_expr;
  ExprPtr optional_vars;  // may be null
};

// One `for target in iter if c1 if c2` clause of a comprehension.
struct Comprehension {
  ExprPtr target, iter;
  ExprList ifs;
  bool is_async = false;  // `async for`
};

// `except type as name: body`.
struct ExceptHandler {
  ExprPtr type;  // may be null (bare except)
  std::optional<std::string> name;
  StmtList body;
  Location loc;
};

// ---- expressions ----------------------------------------------------------------------------------------------

struct Ellipsis {};
struct NoneValue {};
// A literal value. `kind` is "u" for u-prefixed strings, as in CPython.
using ConstantValue = std::variant<NoneValue, Ellipsis, bool, int64_t, double, std::string, BytesConstant, BigIntConstant,
                                   ImagConstant>;

struct BoolOp { BoolOperator op; ExprList values; };
struct BinOp { ExprPtr left; Operator op; ExprPtr right; };
struct UnaryOp { UnaryOperator op; ExprPtr operand; };
struct Lambda { std::unique_ptr<Arguments> args; ExprPtr body; };
struct IfExp { ExprPtr test, body, orelse; };
struct Dict { ExprList keys; ExprList values; };  // a null key means `**values[i]`
struct Set { ExprList elts; };
struct ListComp { ExprPtr elt; std::vector<Comprehension> generators; };
struct SetComp { ExprPtr elt; std::vector<Comprehension> generators; };
struct DictComp { ExprPtr key, value; std::vector<Comprehension> generators; };
struct GeneratorExp { ExprPtr elt; std::vector<Comprehension> generators; };
struct Yield { ExprPtr value; };  // value may be null
struct YieldFrom { ExprPtr value; };
struct Await { ExprPtr value; };
struct Compare { ExprPtr left; std::vector<CompareOperator> ops; ExprList comparators; };
struct Call { ExprPtr func; ExprList args; std::vector<Keyword> keywords; };
// One `{value!conversion:format_spec}` field of an f-string; conversion is -1, 's', 'r' or 'a'.
struct FormattedValue { ExprPtr value; int conversion = -1; ExprPtr format_spec; /* JoinedStr or null */ };
struct JoinedStr { ExprList values; };  // Constant(str) and FormattedValue parts
struct Constant { ConstantValue value; std::optional<std::string> kind; };
struct Attribute { ExprPtr value; std::string attr; ExprContext ctx = ExprContext::Load; };
struct Subscript { ExprPtr value, slice; ExprContext ctx = ExprContext::Load; };
struct Starred { ExprPtr value; ExprContext ctx = ExprContext::Load; };
struct NamedExpr { ExprPtr target, value; };  // `target := value` (the target is a Name)
struct Name { std::string id; ExprContext ctx = ExprContext::Load; };
struct List { ExprList elts; ExprContext ctx = ExprContext::Load; };
struct Tuple { ExprList elts; ExprContext ctx = ExprContext::Load; };
struct Slice { ExprPtr lower, upper, step; };  // each may be null

struct Expr {
  using Node = std::variant<BoolOp, BinOp, UnaryOp, Lambda, IfExp, Dict, Set, ListComp, SetComp, DictComp,
                            GeneratorExp, Await, Yield, YieldFrom, Compare, Call, FormattedValue, JoinedStr, Constant,
                            Attribute, Subscript, Starred, Name, List, Tuple, Slice, NamedExpr>;
  Node node;
  Location loc;

  template <class T> T* as() { return std::get_if<T>(&node); }
  template <class T> const T* as() const { return std::get_if<T>(&node); }
  template <class T> bool is() const { return std::holds_alternative<T>(node); }
};

// ---- patterns (the match statement, PEP 634) ------------------------------------------------------------------

struct Pattern;
using PatternPtr = std::unique_ptr<Pattern>;
using PatternList = std::vector<PatternPtr>;

struct MatchValue { ExprPtr value; };                 // a literal or a dotted name, compared with ==
struct MatchSingleton { ConstantValue value; };       // None, True or False, compared with `is`
struct MatchSequence { PatternList patterns; };       // [a, *rest] / (a, b)
struct MatchMapping {                                 // {key: pattern, **rest}
  ExprList keys;
  PatternList patterns;
  std::optional<std::string> rest;
};
struct MatchClass {                                   // Cls(p1, attr=p2)
  ExprPtr cls;
  PatternList patterns;
  std::vector<std::string> kwd_attrs;
  PatternList kwd_patterns;
};
struct MatchStar { std::optional<std::string> name; };  // *name / *_ inside a sequence pattern
struct MatchAs {                                        // `p as name`; a capture when `pattern` is null, `_` when both are
  PatternPtr pattern;
  std::optional<std::string> name;
};
struct MatchOr { PatternList patterns; };               // p1 | p2

struct Pattern {
  using Node = std::variant<MatchValue, MatchSingleton, MatchSequence, MatchMapping, MatchClass, MatchStar, MatchAs,
                            MatchOr>;
  Node node;
  Location loc;

  template <class T> T* as() { return std::get_if<T>(&node); }
  template <class T> const T* as() const { return std::get_if<T>(&node); }
  template <class T> bool is() const { return std::holds_alternative<T>(node); }
};

// ---- statements -----------------------------------------------------------------------------------------------

struct FunctionDef {
  std::string name;
  std::unique_ptr<Arguments> args;
  StmtList body;
  ExprList decorator_list;
  ExprPtr returns;  // annotation, may be null; never evaluated
  bool is_async = false;  // `async def` (CPython's AsyncFunctionDef)
};
struct ClassDef {
  std::string name;
  ExprList bases;
  std::vector<Keyword> keywords;
  StmtList body;
  ExprList decorator_list;
};
struct Return { ExprPtr value; };  // may be null
struct Delete { ExprList targets; };
struct Assign { ExprList targets; ExprPtr value; };
struct AugAssign { ExprPtr target; Operator op; ExprPtr value; };
// `target: annotation = value`; `simple` is 1 for a plain name target not in parentheses (as CPython).
struct AnnAssign { ExprPtr target, annotation, value; int simple = 1; };
struct For { ExprPtr target, iter; StmtList body, orelse; bool is_async = false; };  // (AsyncFor when is_async)
struct While { ExprPtr test; StmtList body, orelse; };
struct If { ExprPtr test; StmtList body, orelse; };
struct With { std::vector<WithItem> items; StmtList body; bool is_async = false; };  // (AsyncWith when is_async)
struct Raise { ExprPtr exc, cause; };  // both may be null
struct Try { StmtList body; std::vector<ExceptHandler> handlers; StmtList orelse, finalbody; bool is_star = false; };  // (TryStar when is_star: except*)
struct Assert { ExprPtr test, msg; };
struct Import { std::vector<Alias> names; };
struct ImportFrom { std::optional<std::string> module; std::vector<Alias> names; int level = 0; };
struct Global { std::vector<std::string> names; };
struct Nonlocal { std::vector<std::string> names; };
struct ExprStmt { ExprPtr value; };  // ASDL name: Expr
// `case pattern if guard: body`.
struct MatchCase {
  PatternPtr pattern;
  ExprPtr guard;  // may be null
  StmtList body;
};
struct Match { ExprPtr subject; std::vector<MatchCase> cases; };
struct Pass {};
struct Break {};
struct Continue {};

struct Stmt {
  using Node = std::variant<FunctionDef, ClassDef, Return, Delete, Assign, AugAssign, AnnAssign, For, While, If,
                            With, Raise, Try, Assert, Import, ImportFrom, Global, Nonlocal, ExprStmt, Pass,
                            Break, Continue, Match>;
  Node node;
  Location loc;

  template <class T> T* as() { return std::get_if<T>(&node); }
  template <class T> const T* as() const { return std::get_if<T>(&node); }
  template <class T> bool is() const { return std::holds_alternative<T>(node); }
};

// A whole file (`exec` mode) or one REPL chunk (`single` mode: expression statements print their value).
struct Module {
  StmtList body;
};

}  // namespace tsr::lang::ast
