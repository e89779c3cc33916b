// The code generator's statements: assignments, control flow, try/with, imports (CPython's compile.c).
#include <algorithm>
#include <cassert>

#include "lang/compiler.hpp"

namespace tsr::lang {

using Ctx = ast::ExprContext;

void Compiler::visit_stmt(const ast::Stmt& s) {
  set_loc(s.loc);
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, ast::FunctionDef>) visit_function(s, n);
        else if constexpr (std::is_same_v<T, ast::ClassDef>) visit_class(s, n);
        else if constexpr (std::is_same_v<T, ast::Return>) visit_return(s, n);
        else if constexpr (std::is_same_v<T, ast::Delete>) visit_delete(n);
        else if constexpr (std::is_same_v<T, ast::Assign>) visit_assign(n);
        else if constexpr (std::is_same_v<T, ast::AugAssign>) visit_augassign(s, n);
        else if constexpr (std::is_same_v<T, ast::AnnAssign>) visit_annassign(n);
        else if constexpr (std::is_same_v<T, ast::For>) n.is_async ? visit_async_for(s, n) : visit_for(n);
        else if constexpr (std::is_same_v<T, ast::While>) visit_while(s, n);
        else if constexpr (std::is_same_v<T, ast::If>) visit_if(n);
        else if constexpr (std::is_same_v<T, ast::With>) visit_with(s, n, 0);
        else if constexpr (std::is_same_v<T, ast::Raise>) visit_raise(n);
        else if constexpr (std::is_same_v<T, ast::Try>) visit_try(s, n);
        else if constexpr (std::is_same_v<T, ast::Assert>) visit_assert(n);
        else if constexpr (std::is_same_v<T, ast::Import>) visit_import(n);
        else if constexpr (std::is_same_v<T, ast::ImportFrom>) visit_import_from(n);
        else if constexpr (std::is_same_v<T, ast::ExprStmt>) visit_expr_stmt(*n.value);
        else if constexpr (std::is_same_v<T, ast::Break>) visit_break(s);
        else if constexpr (std::is_same_v<T, ast::Continue>) visit_continue(s);
        else if constexpr (std::is_same_v<T, ast::Match>) visit_match(n);
        // Global, Nonlocal and Pass emit nothing: the symbol table already used the directives.
      },
      s.node);
}

void Compiler::visit_expr_stmt(const ast::Expr& value) {
  if (interactive_ && units_.size() == 1) {
    visit_expr(value);
    emit(Opcode::PRINT_EXPR);
    return;
  }
  if (value.is<ast::Constant>()) return;  // a lone constant (a docstring elsewhere) does nothing
  visit_expr(value);
  unset_loc();
  emit(Opcode::POP_TOP);
}

// ---- assignments -----------------------------------------------------------------------------------------------

void Compiler::visit_assign(const ast::Assign& a) {
  visit_expr(*a.value);
  for (size_t i = 0; i < a.targets.size(); ++i) {
    if (i + 1 < a.targets.size()) emit(Opcode::COPY, 1);
    visit_store(*a.targets[i]);
  }
}

void Compiler::visit_augassign(const ast::Stmt& s, const ast::AugAssign& a) {
  const ast::Expr& target = *a.target;
  set_loc(target.loc);
  if (const auto* attr = target.as<ast::Attribute>()) {
    visit_expr(*attr->value);
    emit(Opcode::COPY, 1);
    emit(Opcode::LOAD_ATTR, int32_t(add_name(mangle(unit().private_name, attr->attr))));
  } else if (const auto* sub = target.as<ast::Subscript>()) {
    visit_expr(*sub->value);
    visit_expr(*sub->slice);
    emit(Opcode::COPY, 2);
    emit(Opcode::COPY, 2);
    emit(Opcode::BINARY_SUBSCR);
  } else if (const auto* name = target.as<ast::Name>()) {
    name_op(name->id, Ctx::Load);
  } else {
    error(target.loc, "illegal expression for augmented assignment");
  }
  set_loc(s.loc);
  visit_expr(*a.value);
  emit(Opcode::BINARY_OP, binary_op_arg(a.op) + kInplaceOffset);
  set_loc(target.loc);
  if (const auto* attr = target.as<ast::Attribute>()) {
    emit(Opcode::SWAP, 2);
    emit(Opcode::STORE_ATTR, int32_t(add_name(mangle(unit().private_name, attr->attr))));
  } else if (target.is<ast::Subscript>()) {
    emit(Opcode::SWAP, 3);
    emit(Opcode::SWAP, 2);
    emit(Opcode::STORE_SUBSCR);
  } else {
    name_op(target.as<ast::Name>()->id, Ctx::Store);
  }
}

// `x: T = v` as CPython 3.11's compiler_annassign: v is stored; in a module or class body the annotation of a
// plain name is evaluated (or, under `from __future__ import annotations`, kept as its source text) into
// `__annotations__[name]`, and that of an attribute or subscript target evaluated and dropped. Function bodies
// never evaluate annotations of their locals. Without a value, an attribute or subscript target is still
// evaluated for its side effects (check_ann_expr).
void Compiler::visit_annassign(const ast::AnnAssign& a) {
  if (a.value) {
    visit_expr(*a.value);
    visit_store(*a.target);
  }
  const bool namespace_scope = unit().kind == UnitKind::Module || unit().kind == UnitKind::Class;
  if (const auto* name = a.target->as<ast::Name>(); name && a.simple) {
    if (!namespace_scope) return;
    visit_annotation(*a.annotation);
    name_op("__annotations__", Ctx::Load);
    load_const(mangle(unit().private_name, name->id));
    emit(Opcode::STORE_SUBSCR);
    return;
  }
  if (!a.value) {
    if (const auto* attr = a.target->as<ast::Attribute>()) {
      visit_expr(*attr->value);
      emit(Opcode::POP_TOP);
    } else if (const auto* sub = a.target->as<ast::Subscript>()) {
      visit_expr(*sub->value);
      emit(Opcode::POP_TOP);
      visit_expr(*sub->slice);
      emit(Opcode::POP_TOP);
    }
  }
  if (namespace_scope && !future_annotations_) {
    visit_expr(*a.annotation);
    emit(Opcode::POP_TOP);
  }
}

// An annotation's value: the expression, or under `from __future__ import annotations` its text (CPython
// unparses the AST; tsr takes the source as written, which differs only in spacing and quotes).
void Compiler::visit_annotation(const ast::Expr& annotation) {
  if (future_annotations_) load_const(annotation_text(annotation));
  else visit_expr(annotation);
}

std::string Compiler::annotation_text(const ast::Expr& annotation) const {
  const ast::Location& l = annotation.loc;
  const uint32_t begin = source_->line_starts[l.lineno - 1] + l.col_offset;
  const uint32_t end = source_->line_starts[l.end_lineno - 1] + l.end_col_offset;
  return source_->text.substr(begin, end - begin);
}

void Compiler::visit_delete(const ast::Delete& d) { visit_exprs(d.targets); }

// ---- unwinding through blocks ----------------------------------------------------------------------------------

// Emits what leaving block `b` early requires (CPython's compiler_unwind_fblock). With `preserve_tos` the
// value on top of the stack (a return value) is kept above whatever is popped.
void Compiler::unwind_fblock(const FrameBlock& b, bool preserve_tos) {
  switch (b.kind) {
    case FrameBlockKind::WhileLoop:
    case FrameBlockKind::ExceptionHandler:
      return;
    case FrameBlockKind::ExceptionGroupHandler: {
      const Position& at = unit().loc;
      error(ast::Location{at.line, at.col, at.end_line, at.end_col},
            "'break', 'continue' and 'return' cannot appear in an except* block");
    }
    case FrameBlockKind::ForLoop:
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);  // the iterator
      return;
    case FrameBlockKind::TryExcept:
      emit(Opcode::POP_BLOCK);
      return;
    case FrameBlockKind::FinallyTry:
      emit(Opcode::POP_BLOCK);
      if (preserve_tos) push_fblock({FrameBlockKind::PopValue});
      visit_stmts(*b.finalbody);
      if (preserve_tos) pop_fblock();
      unset_loc();  // the return itself appears to run after the finally body
      return;
    case FrameBlockKind::FinallyEnd:
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);  // the exception
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_BLOCK);
      emit(Opcode::POP_EXCEPT);
      return;
    case FrameBlockKind::With:
      set_loc(b.with->loc);
      emit(Opcode::POP_BLOCK);
      if (preserve_tos) emit(Opcode::SWAP, 2);
      call_exit_with_nones();
      if (b.async_with) await_top(2);
      emit(Opcode::POP_TOP);
      unset_loc();
      return;
    case FrameBlockKind::HandlerCleanup:
      if (b.handler_name) emit(Opcode::POP_BLOCK);
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_BLOCK);
      emit(Opcode::POP_EXCEPT);
      if (b.handler_name) {
        load_const(NoneConstant{});
        name_op(*b.handler_name, Ctx::Store);
        name_op(*b.handler_name, Ctx::Del);
      }
      return;
    case FrameBlockKind::PopValue:
      if (preserve_tos) emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);
      return;
  }
}

// Unwinds blocks from the innermost outwards; with `stop_at_loop`, stops at (and returns) the innermost loop.
// Each block is popped while its own exit code is generated, so a `return` inside a finally body does not run
// that body again.
const FrameBlock* Compiler::unwind_fblock_stack(bool preserve_tos, bool stop_at_loop) {
  auto& blocks = unit().fblocks;
  if (blocks.empty()) return nullptr;
  const FrameBlock top = blocks.back();
  if (stop_at_loop && (top.kind == FrameBlockKind::WhileLoop || top.kind == FrameBlockKind::ForLoop))
    return &blocks.back();
  blocks.pop_back();
  unwind_fblock(top, preserve_tos);
  const FrameBlock* loop = unwind_fblock_stack(preserve_tos, stop_at_loop);
  blocks.push_back(top);
  return loop;
}

void Compiler::visit_return(const ast::Stmt& s, const ast::Return& r) {
  if (!unit().ste->is_function()) error(s.loc, "'return' outside function");
  if (r.value && unit().ste->generator && unit().ste->coroutine) error(s.loc, "'return' with value in async generator");
  const bool preserve_tos = r.value && !r.value->is<ast::Constant>();
  if (preserve_tos) {
    visit_expr(*r.value);
  } else if (r.value) {  // (CPython's position for what the unwinding emits: the value's, on the return's line)
    set_loc(r.value->loc);
  }
  if (!r.value || r.value->loc.lineno != s.loc.lineno) set_loc(s.loc);
  unwind_fblock_stack(preserve_tos, false);
  if (!r.value) load_const(NoneConstant{});
  else if (!preserve_tos) visit_expr(*r.value);
  emit(Opcode::RETURN_VALUE);
}

void Compiler::visit_break(const ast::Stmt& s) {
  const FrameBlock* loop = unwind_fblock_stack(false, true);
  if (!loop) error(s.loc, "'break' outside loop");
  const FrameBlock b = *loop;
  unwind_fblock(b, false);
  emit_jump(Opcode::JUMP, b.exit);
}

void Compiler::visit_continue(const ast::Stmt& s) {
  const FrameBlock* loop = unwind_fblock_stack(false, true);
  if (!loop) error(s.loc, "'continue' not properly in loop");
  emit_jump(Opcode::JUMP, loop->start);
}

// ---- control flow ----------------------------------------------------------------------------------------------

void Compiler::visit_if(const ast::If& i) {
  const int end = new_label();
  const int next = i.orelse.empty() ? end : new_label();
  jump_if(*i.test, next, false);
  visit_stmts(i.body);
  if (!i.orelse.empty()) {
    unset_loc();
    emit_jump(Opcode::JUMP, end);
    bind(next);
    visit_stmts(i.orelse);
  }
  bind(end);
}

// The test is compiled twice, at the top and at the bottom, so each iteration takes one jump (CPython 3.11).
void Compiler::visit_while(const ast::Stmt& s, const ast::While& w) {
  const int loop = new_label(), body = new_label(), end = new_label(), anchor = new_label();
  bind(loop);
  push_fblock({FrameBlockKind::WhileLoop, loop, end});
  jump_if(*w.test, anchor, false);
  bind(body);
  visit_stmts(w.body);
  set_loc(s.loc);
  jump_if(*w.test, body, true);
  pop_fblock();
  bind(anchor);
  visit_stmts(w.orelse);
  bind(end);
}

void Compiler::visit_for(const ast::For& f) {
  const int start = new_label(), cleanup = new_label(), end = new_label();
  push_fblock({FrameBlockKind::ForLoop, start, end});
  visit_expr(*f.iter);
  emit(Opcode::GET_ITER);
  bind(start);
  emit_jump(Opcode::FOR_ITER, cleanup);
  visit_store(*f.target);
  visit_stmts(f.body);
  unset_loc();
  emit_jump(Opcode::JUMP, start);
  bind(cleanup);
  pop_fblock();
  visit_stmts(f.orelse);
  bind(end);
}

// `async for`: each item is the awaited __anext__(); StopAsyncIteration out of it ends the loop (END_ASYNC_FOR,
// at the iterable's position, as CPython 3.11's compiler_async_for).
void Compiler::visit_async_for(const ast::Stmt& s, const ast::For& f) {
  if (!unit().async_function) error(s.loc, "'async for' outside async function");
  const int start = new_label(), except = new_label(), end = new_label();
  visit_expr(*f.iter);
  emit(Opcode::GET_AITER);
  bind(start);
  push_fblock({FrameBlockKind::ForLoop, start, end});
  async_next_or_end(except);
  visit_store(*f.target);
  visit_stmts(f.body);
  unset_loc();
  emit_jump(Opcode::JUMP, start);
  pop_fblock();
  bind(except);
  set_loc(f.iter->loc);
  emit(Opcode::END_ASYNC_FOR);
  visit_stmts(f.orelse);
  bind(end);
}

// The next item of the async iterator on top of the stack, awaited; the handler at `end` (END_ASYNC_FOR) sees
// what the awaiting raised.
void Compiler::async_next_or_end(int end) {
  emit_jump(Opcode::SETUP_FINALLY, end);
  emit(Opcode::GET_ANEXT);
  load_const(NoneConstant{});
  yield_from_loop();
  emit(Opcode::POP_BLOCK);
}

void Compiler::visit_raise(const ast::Raise& r) {
  int32_t n = 0;
  if (r.exc) {
    visit_expr(*r.exc);
    ++n;
    if (r.cause) {
      visit_expr(*r.cause);
      ++n;
    }
  }
  emit(Opcode::RAISE_VARARGS, n);
}

void Compiler::visit_assert(const ast::Assert& a) {
  const int end = new_label();
  jump_if(*a.test, end, true);
  emit(Opcode::LOAD_ASSERTION_ERROR);
  if (a.msg) {
    visit_expr(*a.msg);
    emit(Opcode::CALL, 0);
  }
  emit(Opcode::RAISE_VARARGS, 1);
  bind(end);
}

// ---- try -------------------------------------------------------------------------------------------------------

void Compiler::visit_try(const ast::Stmt& s, const ast::Try& t) {
  if (!t.finalbody.empty()) visit_try_finally(s, t);
  else if (t.is_star) visit_try_star_except(s, t);
  else visit_try_except(s, t);
}

// Restores the exception that was being handled before this handler and re-raises the new one.
void Compiler::pop_except_and_reraise() {
  emit(Opcode::COPY, 3);
  emit(Opcode::POP_EXCEPT);
  emit(Opcode::RERAISE, 1);
}

void Compiler::visit_try_finally(const ast::Stmt& s, const ast::Try& t) {
  const int body = new_label(), end = new_label(), exit = new_label(), cleanup = new_label();
  emit_jump(Opcode::SETUP_FINALLY, end);
  bind(body);
  FrameBlock block{FrameBlockKind::FinallyTry, body, end};
  block.finalbody = &t.finalbody;
  push_fblock(block);
  if (t.handlers.empty()) visit_stmts(t.body);
  else if (t.is_star) visit_try_star_except(s, t);
  else visit_try_except(s, t);
  unset_loc();
  emit(Opcode::POP_BLOCK);
  pop_fblock();
  visit_stmts(t.finalbody);
  unset_loc();
  emit_jump(Opcode::JUMP, exit);

  // The exceptional path: run the finally body with the exception pushed, then re-raise it.
  bind(end);
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  emit(Opcode::PUSH_EXC_INFO);
  push_fblock({FrameBlockKind::FinallyEnd, end});
  visit_stmts(t.finalbody);
  pop_fblock();
  unset_loc();
  emit(Opcode::RERAISE, 0);
  bind(cleanup);
  pop_except_and_reraise();
  bind(exit);
}

// A try's body under the handler at `except` (SETUP_FINALLY ... POP_BLOCK), for try/except and try/except*.
void Compiler::try_body(const ast::Stmt& s, const ast::Try& t, int except) {
  const int body = new_label();
  set_loc(s.loc);
  emit_jump(Opcode::SETUP_FINALLY, except);
  bind(body);
  push_fblock({FrameBlockKind::TryExcept, body});
  visit_stmts(t.body);
  pop_fblock();
  unset_loc();
  emit(Opcode::POP_BLOCK);
}

void Compiler::visit_try_except(const ast::Stmt& s, const ast::Try& t) {
  const int except = new_label(), end = new_label(), cleanup = new_label();
  try_body(s, t, except);
  visit_stmts(t.orelse);
  unset_loc();
  emit_jump(Opcode::JUMP, end);

  bind(except);
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  emit(Opcode::PUSH_EXC_INFO);
  push_fblock({FrameBlockKind::ExceptionHandler});
  for (size_t i = 0; i < t.handlers.size(); ++i) visit_except_handler(t.handlers[i], end, i + 1 == t.handlers.size());
  unset_loc();
  pop_fblock();
  emit(Opcode::RERAISE, 0);  // no handler matched
  bind(cleanup);
  pop_except_and_reraise();
  bind(end);
}

// try/except* (PEP 654), as CPython 3.11's compiler_try_star_except: the handlers see the original exception
// (`orig`, kept below a list of what they raise) and each takes its part (CHECK_EG_MATCH), passing the rest on;
// PREP_RERAISE_STAR then makes of the unhandled rest and what the handlers raised the one exception to raise.
void Compiler::visit_try_star_except(const ast::Stmt& s, const ast::Try& t) {
  const int except = new_label(), orelse = new_label(), end = new_label(), cleanup = new_label();
  try_body(s, t, except);
  emit_jump(Opcode::JUMP, orelse);

  bind(except);
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  emit(Opcode::PUSH_EXC_INFO);
  push_fblock({FrameBlockKind::ExceptionGroupHandler});
  for (size_t i = 0; i < t.handlers.size(); ++i) {
    const ast::ExceptHandler& h = t.handlers[i];
    set_loc(h.loc);
    const int matched = new_label(), next = new_label(), cleanup_end = new_label(), cleanup_body = new_label();
    if (i == 0) {  // prev e -> prev orig [] e
      emit(Opcode::COPY, 1);
      emit(Opcode::BUILD_LIST, 0);
      emit(Opcode::SWAP, 2);
    }
    visit_expr(*h.type);
    emit(Opcode::CHECK_EG_MATCH);
    emit(Opcode::COPY, 1);
    emit_jump(Opcode::POP_JUMP_IF_NOT_NONE, matched);
    emit(Opcode::POP_TOP);  // (no match: the exception goes on to the next clause whole)
    emit_jump(Opcode::JUMP, next);
    bind(matched);
    if (h.name) name_op(*h.name, Ctx::Store);
    else emit(Opcode::POP_TOP);
    emit_jump(Opcode::SETUP_CLEANUP, cleanup_end);
    bind(cleanup_body);
    FrameBlock block{FrameBlockKind::HandlerCleanup, cleanup_body};
    block.handler_name = h.name ? &*h.name : nullptr;
    push_fblock(block);
    visit_stmts(h.body);
    pop_fblock();
    unset_loc();
    emit(Opcode::POP_BLOCK);
    if (h.name) {
      load_const(NoneConstant{});
      name_op(*h.name, Ctx::Store);
      name_op(*h.name, Ctx::Del);
    }
    emit_jump(Opcode::JUMP, next);
    // What the handler raised joins the list; the rest goes on.
    bind(cleanup_end);
    if (h.name) {
      load_const(NoneConstant{});
      name_op(*h.name, Ctx::Store);
      name_op(*h.name, Ctx::Del);
    }
    emit(Opcode::LIST_APPEND, 3);
    emit(Opcode::POP_TOP);  // lasti
    bind(next);
  }
  pop_fblock();
  const int reraise = new_label();
  emit(Opcode::LIST_APPEND, 1);  // what no clause took (None when all was)
  emit(Opcode::PREP_RERAISE_STAR);
  emit(Opcode::COPY, 1);
  emit_jump(Opcode::POP_JUMP_IF_NOT_NONE, reraise);
  emit(Opcode::POP_TOP);
  emit(Opcode::POP_BLOCK);
  emit(Opcode::POP_EXCEPT);
  emit_jump(Opcode::JUMP, end);
  bind(reraise);
  emit(Opcode::POP_BLOCK);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_EXCEPT);
  emit(Opcode::RERAISE, 0);
  bind(cleanup);
  pop_except_and_reraise();
  bind(orelse);
  visit_stmts(t.orelse);
  bind(end);
}

// One `except` clause; falls through to the next clause's test when the type does not match.
void Compiler::visit_except_handler(const ast::ExceptHandler& h, int end, bool last) {
  set_loc(h.loc);
  if (!h.type && !last) error(h.loc, "default 'except:' must be last");
  const int next = new_label();
  if (h.type) {
    visit_expr(*h.type);
    emit(Opcode::CHECK_EXC_MATCH);
    emit_jump(Opcode::POP_JUMP_IF_FALSE, next);
  }
  if (h.name) {
    // `except E as e:` runs its body in an inner try/finally that clears `e` (it would keep a traceback cycle).
    const int cleanup_end = new_label(), cleanup_body = new_label();
    name_op(*h.name, Ctx::Store);
    emit_jump(Opcode::SETUP_CLEANUP, cleanup_end);
    bind(cleanup_body);
    FrameBlock block{FrameBlockKind::HandlerCleanup, cleanup_body};
    block.handler_name = &*h.name;
    push_fblock(block);
    visit_stmts(h.body);
    pop_fblock();
    unset_loc();
    emit(Opcode::POP_BLOCK);
    emit(Opcode::POP_BLOCK);
    emit(Opcode::POP_EXCEPT);
    load_const(NoneConstant{});
    name_op(*h.name, Ctx::Store);
    name_op(*h.name, Ctx::Del);
    emit_jump(Opcode::JUMP, end);

    bind(cleanup_end);
    unset_loc();
    load_const(NoneConstant{});
    name_op(*h.name, Ctx::Store);
    name_op(*h.name, Ctx::Del);
    emit(Opcode::RERAISE, 1);
  } else {
    const int cleanup_body = new_label();
    emit(Opcode::POP_TOP);  // the exception
    bind(cleanup_body);
    push_fblock({FrameBlockKind::HandlerCleanup, cleanup_body});
    visit_stmts(h.body);
    pop_fblock();
    unset_loc();
    emit(Opcode::POP_BLOCK);
    emit(Opcode::POP_EXCEPT);
    emit_jump(Opcode::JUMP, end);
  }
  bind(next);
}

// ---- with ------------------------------------------------------------------------------------------------------

// __exit__(None, None, None): the bound exit sits below three Nones, so CALL 2 sees it as method + self.
void Compiler::call_exit_with_nones() {
  load_const(NoneConstant{});
  load_const(NoneConstant{});
  load_const(NoneConstant{});
  emit(Opcode::CALL, 2);
}

// `with` (and `async with`, whose __aenter__() and __aexit__(...) are awaited: CPython 3.11's compiler_async_with):
// one item at a time, the next nested inside.
void Compiler::visit_with(const ast::Stmt& s, const ast::With& w, size_t item) {
  if (w.is_async && !unit().async_function) error(s.loc, "'async with' outside async function");
  const int block = new_label(), final = new_label(), exit = new_label();
  const ast::WithItem& it = w.items[item];
  visit_expr(*it.context_expr);
  set_loc(s.loc);
  if (w.is_async) {
    emit(Opcode::BEFORE_ASYNC_WITH);
    await_top(1);
  } else {
    emit(Opcode::BEFORE_WITH);
  }
  emit_jump(Opcode::SETUP_WITH, final);
  bind(block);
  FrameBlock fb{FrameBlockKind::With, block, final};
  fb.with = &s;
  fb.async_with = w.is_async;
  push_fblock(fb);
  if (it.optional_vars) visit_store(*it.optional_vars);
  else emit(Opcode::POP_TOP);  // the __enter__ result
  if (item + 1 == w.items.size()) visit_stmts(w.body);
  else visit_with(s, w, item + 1);
  unset_loc();
  emit(Opcode::POP_BLOCK);
  pop_fblock();

  // Normal exit: __exit__(None, None, None).
  set_loc(s.loc);
  call_exit_with_nones();
  if (w.is_async) await_top(2);
  emit(Opcode::POP_TOP);
  emit_jump(Opcode::JUMP, exit);

  // Exceptional exit: __exit__(type, e, tb) decides whether the exception is swallowed.
  bind(final);
  const int cleanup = new_label();
  emit_jump(Opcode::SETUP_CLEANUP, cleanup);
  emit(Opcode::PUSH_EXC_INFO);
  emit(Opcode::WITH_EXCEPT_START);
  if (w.is_async) await_top(2);
  with_except_finish(cleanup);
  bind(exit);
}

void Compiler::with_except_finish(int cleanup) {
  unset_loc();
  const int suppress = new_label();
  emit_jump(Opcode::POP_JUMP_IF_TRUE, suppress);
  emit(Opcode::RERAISE, 2);
  bind(cleanup);
  pop_except_and_reraise();
  bind(suppress);
  emit(Opcode::POP_TOP);  // the exception
  emit(Opcode::POP_BLOCK);
  emit(Opcode::POP_EXCEPT);
  emit(Opcode::POP_TOP);  // lasti
  emit(Opcode::POP_TOP);  // __exit__
}

// ---- imports ---------------------------------------------------------------------------------------------------

void Compiler::visit_import(const ast::Import& imp) {
  for (const auto& alias : imp.names) {  // (every instruction at the statement's span, as CPython 3.11)
    load_const(int64_t{0});
    load_const(NoneConstant{});
    emit(Opcode::IMPORT_NAME, int32_t(add_name(alias.name)));
    if (!alias.asname) {
      name_op(alias.name.substr(0, alias.name.find('.')), Ctx::Store);  // `import a.b` binds `a`
      continue;
    }
    // `import a.b.c as d` binds the innermost module: walk the attributes down from the top package.
    size_t dot = alias.name.find('.');
    if (dot == std::string::npos) {
      name_op(*alias.asname, Ctx::Store);
      continue;
    }
    while (true) {
      const size_t pos = dot + 1;
      dot = alias.name.find('.', pos);
      emit(Opcode::IMPORT_FROM, int32_t(add_name(alias.name.substr(pos, dot - pos))));
      if (dot == std::string::npos) break;
      emit(Opcode::SWAP, 2);
      emit(Opcode::POP_TOP);
    }
    name_op(*alias.asname, Ctx::Store);
    emit(Opcode::POP_TOP);
  }
}

void Compiler::visit_import_from(const ast::ImportFrom& imp) {
  if (imp.module == "__future__" && imp.level == 0 &&
      std::none_of(future_imports_.begin(), future_imports_.end(),
                   [&](const ast::Stmt* s) { return s->as<ast::ImportFrom>() == &imp; })) {
    const Position& at = unit().loc;  // the statement's
    error(ast::Location{at.line, at.col, at.end_line, at.end_col},
          "from __future__ imports must occur at the beginning of the file");
  }
  load_const(int64_t{imp.level});
  auto names = std::make_shared<TupleConstant>();
  for (const auto& alias : imp.names) names->items.push_back(alias.name);
  load_const(std::shared_ptr<const TupleConstant>(std::move(names)));
  emit(Opcode::IMPORT_NAME, int32_t(add_name(imp.module.value_or(""))));
  if (imp.names.size() == 1 && imp.names[0].name == "*") {
    emit(Opcode::IMPORT_STAR);
    return;
  }
  for (const auto& alias : imp.names) {
    emit(Opcode::IMPORT_FROM, int32_t(add_name(alias.name)));
    name_op(alias.asname.value_or(alias.name), Ctx::Store);
  }
  emit(Opcode::POP_TOP);  // the module
}

}  // namespace tsr::lang
