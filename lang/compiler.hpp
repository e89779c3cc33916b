// The code generator: AST + symbol tables -> code objects, following CPython 3.11's `Python/compile.c`.
//
// One CompilerUnit per scope being compiled (module, class body, function, lambda, comprehension) sits on a
// stack; each collects an instruction list with labels and pseudo-ops that the assembler finishes. The
// reference for every construct's lowering is `python3 -c "import dis; dis.dis(compile(src, 'x', 'exec'))"`;
// docs/bytecode.md lists where tsr's output differs.
//
// Internal to lang/: other folders call compile()/compile_source() from frontend.hpp.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "lang/assembler.hpp"
#include "lang/ast.hpp"
#include "lang/code.hpp"
#include "lang/frontend.hpp"
#include "lang/symtable.hpp"

namespace tsr::lang {

// What a code object is being made for; decides name operations, qualnames and flags.
enum class UnitKind : uint8_t { Module, Class, Function, Lambda, Comprehension };

// A statement that break/continue/return must unwind when leaving it (CPython's fblocktype).
enum class FrameBlockKind : uint8_t {
  WhileLoop, ForLoop, TryExcept, FinallyTry, FinallyEnd, With, HandlerCleanup, PopValue, ExceptionHandler,
  ExceptionGroupHandler  // an except* block: nothing may leave it by break, continue or return
};

struct FrameBlock {
  FrameBlockKind kind;
  int start = -1;  // loop start label (continue target)
  int exit = -1;   // loop exit label (break target)
  const ast::StmtList* finalbody = nullptr;   // FinallyTry: the finally body to run on the way out
  const ast::Stmt* with = nullptr;            // With: the statement (for the location of the exit call)
  bool async_with = false;                    // With: `async with`, whose __aexit__ result is awaited
  const std::string* handler_name = nullptr;  // HandlerCleanup: the `as` name to clear
};

// One scope being compiled.
struct CompilerUnit {
  UnitKind kind = UnitKind::Module;
  const SymbolTableEntry* ste = nullptr;
  std::shared_ptr<Code> code;  // name, qualname, flags, counts, consts, names, varnames filled as we go
  InstrSeq seq;
  std::string private_name;    // the enclosing class name, for mangling
  std::vector<std::string> cells, frees;  // CPython's u_cellvars / u_freevars (sorted)
  std::unordered_map<std::string, uint32_t> const_index, name_index, varname_index;
  std::vector<FrameBlock> fblocks;
  Position loc;                // location given to the next emitted instruction
  bool async_function = false; // an `async def` body (CPython's COMPILER_SCOPE_ASYNC_FUNCTION)
};

class Compiler {
 public:
  Compiler(std::shared_ptr<const SourceFile> source, const SymbolTable& symbols, CompileMode mode)
      : source_(std::move(source)), symbols_(symbols), interactive_(mode == CompileMode::Single),
        eval_(mode == CompileMode::Eval) {}

  std::shared_ptr<const Code> compile_module(const ast::Module& module);

 private:
  // ---- units (compiler.cpp) ----
  void check_future_imports(const ast::Module& module);  // CPython's future.c: where, and which features
  void enter_scope(std::string name, UnitKind kind, const void* key, uint32_t firstlineno);
  std::shared_ptr<const Code> leave_scope();
  std::string qualname_for(const std::string& name, UnitKind kind) const;
  CompilerUnit& unit() { return *units_.back(); }
  void finish_localsplus(CompilerUnit& u);

  // ---- emission (compiler.cpp) ----
  void emit(Opcode op, int32_t arg = 0);
  void emit_jump(Opcode op, int label) { emit(op, label); }
  int new_label() { return unit().seq.new_label(); }
  void bind(int label) { unit().seq.bind(label); }
  uint32_t add_const(const Constant& value);
  uint32_t add_name(const std::string& name);
  uint32_t add_varname(const std::string& name);
  void load_const(const Constant& value) { emit(Opcode::LOAD_CONST, int32_t(add_const(value))); }
  void name_op(const std::string& id, ast::ExprContext ctx);
  int deref_index(const std::string& name) const;
  void set_loc(const ast::Location& loc) { unit().loc = {loc.lineno, loc.end_lineno, loc.col_offset, loc.end_col_offset}; }
  void unset_loc() { unit().loc = {}; }
  [[noreturn]] void error(const ast::Location& loc, std::string message) const;
  void warn(const ast::Location& loc, std::string message);
  void check_compare(const ast::Expr& e, const ast::Compare& c);  // `x is 1`: SyntaxWarning

  // ---- functions and classes (compiler.cpp) ----
  void visit_function(const ast::Stmt& s, const ast::FunctionDef& f);
  void visit_class(const ast::Stmt& s, const ast::ClassDef& c);
  void visit_lambda(const ast::Expr& e, const ast::Lambda& l);
  uint32_t visit_defaults(const ast::Arguments& args);
  void set_arg_counts(const ast::Arguments& args);
  void make_closure(const std::shared_ptr<const Code>& code, uint32_t flags);
  void visit_body(const ast::StmtList& body, bool store_docstring);
  void visit_annotation(const ast::Expr& annotation);
  std::string annotation_text(const ast::Expr& annotation) const;
  void visit_decorators(const ast::ExprList& decorators);
  void apply_decorators(const ast::ExprList& decorators);

  // ---- statements (compiler_stmt.cpp) ----
  void visit_stmt(const ast::Stmt& s);
  void visit_stmts(const ast::StmtList& body) {
    for (const auto& s : body) visit_stmt(*s);
  }
  void visit_expr_stmt(const ast::Expr& value);
  void visit_assign(const ast::Assign& a);
  void visit_augassign(const ast::Stmt& s, const ast::AugAssign& a);
  void visit_annassign(const ast::AnnAssign& a);
  void visit_delete(const ast::Delete& d);
  void visit_return(const ast::Stmt& s, const ast::Return& r);
  void visit_break(const ast::Stmt& s);
  void visit_continue(const ast::Stmt& s);
  void visit_if(const ast::If& i);
  void visit_while(const ast::Stmt& s, const ast::While& w);
  void visit_for(const ast::For& f);
  void visit_async_for(const ast::Stmt& s, const ast::For& f);
  void visit_raise(const ast::Raise& r);
  void visit_assert(const ast::Assert& a);
  void visit_try(const ast::Stmt& s, const ast::Try& t);
  void try_body(const ast::Stmt& s, const ast::Try& t, int except);
  void visit_try_except(const ast::Stmt& s, const ast::Try& t);
  void visit_try_star_except(const ast::Stmt& s, const ast::Try& t);
  void visit_try_finally(const ast::Stmt& s, const ast::Try& t);
  void visit_except_handler(const ast::ExceptHandler& h, int end, bool last);
  void visit_with(const ast::Stmt& s, const ast::With& w, size_t item);
  void with_except_finish(int cleanup);
  void call_exit_with_nones();
  void pop_except_and_reraise();
  void visit_import(const ast::Import& i);
  void visit_import_from(const ast::ImportFrom& i);
  void visit_match(const ast::Match& m);  // compiler_match.cpp, with its PatternCompiler
  friend class PatternCompiler;

  // ---- unwinding (compiler_stmt.cpp) ----
  void push_fblock(FrameBlock b);
  void pop_fblock() { unit().fblocks.pop_back(); }
  void unwind_fblock(const FrameBlock& b, bool preserve_tos);
  const FrameBlock* unwind_fblock_stack(bool preserve_tos, bool stop_at_loop);

  // ---- expressions (compiler_expr.cpp) ----
  void visit_expr(const ast::Expr& e);
  void visit_exprs(const ast::ExprList& list) {
    for (const auto& e : list) visit_expr(*e);
  }
  void visit_store(const ast::Expr& target) { visit_expr(target); }
  void visit_name(const ast::Name& n) { name_op(n.id, n.ctx); }
  void visit_attribute(const ast::Expr& e, const ast::Attribute& a);
  void visit_subscript(const ast::Subscript& s);
  void visit_slice(const ast::Slice& s);
  void visit_boolop(const ast::BoolOp& b);
  void visit_compare(const ast::Compare& c);
  void emit_compare(ast::CompareOperator op);
  void visit_ifexp(const ast::IfExp& i);
  void jump_if(const ast::Expr& e, int label, bool cond);
  void visit_call(const ast::Expr& e, const ast::Call& c);
  bool try_method_call(const ast::Call& c);
  // method: after LOAD_METHOD, whose calls are always a plain CALL (try_method_call has ruled out the others).
  void call_helper(uint32_t pushed, const ast::ExprList& args, const std::vector<ast::Keyword>& keywords,
                   bool method = false);
  void call_ex(uint32_t pushed, const ast::ExprList& args, const std::vector<ast::Keyword>& keywords);
  void visit_subkwargs(const std::vector<ast::Keyword>& keywords, size_t begin, size_t end);
  void starunpack(const ast::ExprList& elts, uint32_t pushed, Opcode build, Opcode add, Opcode extend,
                  bool tuple);
  void visit_dict(const ast::Dict& d);
  void visit_subdict(const ast::Dict& d, size_t begin, size_t end);
  void visit_tuple_or_list(const ast::ExprList& elts, ast::ExprContext ctx, bool tuple);
  void unpack_targets(const ast::ExprList& elts);
  void visit_comprehension(const ast::Expr& e, const char* name, ComprehensionKind kind,
                           const std::vector<ast::Comprehension>& gens, const ast::Expr& elt,
                           const ast::Expr* value);
  void comprehension_generator(const std::vector<ast::Comprehension>& gens, size_t index, int depth,
                               ComprehensionKind kind, const ast::Expr& elt, const ast::Expr* value);
  void visit_yield(const ast::Expr& e, const ast::Expr* value);
  void visit_yield_from(const ast::Expr& e, const ast::Expr& value);
  void visit_await(const ast::Expr& e, const ast::Expr& value);
  void yield_from_loop();                      // SEND ... YIELD_VALUE until the delegate returns
  void await_top(int32_t where);               // GET_AWAITABLE where; the yield-from loop
  void async_next_or_end(int end);             // GET_ANEXT awaited, guarded by a handler at `end`
  void visit_joined_str(const ast::JoinedStr& j);
  void visit_formatted_value(const ast::FormattedValue& f);
  void visit_constant(const ast::Constant& c);

  std::shared_ptr<const SourceFile> source_;

  std::vector<CompileWarning> warnings_;  // compile_module hands them to the module's code
  const SymbolTable& symbols_;
  bool interactive_;
  bool eval_;  // the module is one expression whose value the code returns (eval())
  std::vector<const ast::Stmt*> future_imports_;  // the module's leading ones, where they may stand
  bool future_annotations_ = false;  // `from __future__ import annotations`: annotations are stored as strings
  std::vector<std::unique_ptr<CompilerUnit>> units_;
};

// The BINARY_OP argument (CPython's _nb_ops numbering) for an AST operator.
constexpr int32_t binary_op_arg(ast::Operator op) {
  switch (op) {
#define BINARY_OP(name, ast_op, ...) \
  case ast::Operator::ast_op: return int32_t(BinaryOpArg::name);
#include "lang/binary_ops.def"
  }
  return 0;
}

// The code-object constant for a literal.
Constant to_constant(const ast::Constant& c);

// A constant expression's value, when `e` is a literal or a tuple of literals (folded like CPython).
bool constant_value(const ast::Expr& e, Constant& out);

}  // namespace tsr::lang
