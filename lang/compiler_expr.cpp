// The code generator's expressions: operators, calls, displays, comprehensions, yield, f-strings.
#include "lang/compiler.hpp"

namespace tsr::lang {

using Ctx = ast::ExprContext;

namespace {

// CPython keeps fewer than this many items on the value stack at once; longer displays and calls are built
// incrementally (STACK_USE_GUIDELINE).
constexpr size_t kStackUseGuideline = 30;

bool is_starred(const ast::ExprPtr& e) { return e->is<ast::Starred>(); }

// Truthiness of a literal, for folding `while True:` and `if 0:` tests.
bool constant_truth(const ast::Constant& c) {
  return std::visit(
      [](const auto& v) -> bool {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, ast::NoneValue>) return false;
        else if constexpr (std::is_same_v<T, ast::Ellipsis>) return true;
        else if constexpr (std::is_same_v<T, std::string>) return !v.empty();
        else if constexpr (std::is_same_v<T, ast::BytesConstant>) return !v.data.empty();
        else if constexpr (std::is_same_v<T, ast::BigIntConstant>) return true;  // (never zero)
        else if constexpr (std::is_same_v<T, ast::ImagConstant>) return v.imag != 0;
        else return v != 0;
      },
      c.value);
}

}  // namespace

void Compiler::visit_expr(const ast::Expr& e) {
  const Position saved = unit().loc;
  set_loc(e.loc);
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, ast::Constant>) {
          visit_constant(n);
        } else if constexpr (std::is_same_v<T, ast::Name>) {
          visit_name(n);
        } else if constexpr (std::is_same_v<T, ast::BinOp>) {
          // constant operands fold, as CPython's AST optimiser folds them (constant_value: `2**10` is 1024)
          if (Constant folded; constant_value(e, folded)) return load_const(std::move(folded));
          visit_expr(*n.left);
          visit_expr(*n.right);
          emit(Opcode::BINARY_OP, binary_op_arg(n.op));
        } else if constexpr (std::is_same_v<T, ast::UnaryOp>) {
          if (Constant folded; constant_value(e, folded)) return load_const(std::move(folded));  // (`-1`, `not 0`)
          visit_expr(*n.operand);
          static constexpr Opcode kOps[] = {Opcode::UNARY_INVERT, Opcode::UNARY_NOT, Opcode::UNARY_POSITIVE,
                                            Opcode::UNARY_NEGATIVE};
          emit(kOps[static_cast<int>(n.op)]);
        } else if constexpr (std::is_same_v<T, ast::BoolOp>) {
          visit_boolop(n);
        } else if constexpr (std::is_same_v<T, ast::Compare>) {
          check_compare(e, n);
          visit_compare(n);
        } else if constexpr (std::is_same_v<T, ast::IfExp>) {
          visit_ifexp(n);
        } else if constexpr (std::is_same_v<T, ast::Lambda>) {
          visit_lambda(e, n);
        } else if constexpr (std::is_same_v<T, ast::Call>) {
          visit_call(e, n);
        } else if constexpr (std::is_same_v<T, ast::Attribute>) {
          visit_attribute(e, n);
        } else if constexpr (std::is_same_v<T, ast::Subscript>) {
          visit_subscript(n);
        } else if constexpr (std::is_same_v<T, ast::Slice>) {
          visit_slice(n);
        } else if constexpr (std::is_same_v<T, ast::NamedExpr>) {
          visit_expr(*n.value);  // the value stays on the stack as the expression's result
          emit(Opcode::COPY, 1);
          visit_expr(*n.target);
        } else if constexpr (std::is_same_v<T, ast::Starred>) {
          error(e.loc, n.ctx == Ctx::Store ? "starred assignment target must be in a list or tuple"
                                           : "can't use starred expression here");
        } else if constexpr (std::is_same_v<T, ast::Tuple>) {
          visit_tuple_or_list(n.elts, n.ctx, true);
        } else if constexpr (std::is_same_v<T, ast::List>) {
          visit_tuple_or_list(n.elts, n.ctx, false);
        } else if constexpr (std::is_same_v<T, ast::Set>) {
          starunpack(n.elts, 0, Opcode::BUILD_SET, Opcode::SET_ADD, Opcode::SET_UPDATE, false);
        } else if constexpr (std::is_same_v<T, ast::Dict>) {
          visit_dict(n);
        } else if constexpr (std::is_same_v<T, ast::ListComp>) {
          visit_comprehension(e, "<listcomp>", ComprehensionKind::List, n.generators, *n.elt, nullptr);
        } else if constexpr (std::is_same_v<T, ast::SetComp>) {
          visit_comprehension(e, "<setcomp>", ComprehensionKind::Set, n.generators, *n.elt, nullptr);
        } else if constexpr (std::is_same_v<T, ast::DictComp>) {
          visit_comprehension(e, "<dictcomp>", ComprehensionKind::Dict, n.generators, *n.key, n.value.get());
        } else if constexpr (std::is_same_v<T, ast::GeneratorExp>) {
          visit_comprehension(e, "<genexpr>", ComprehensionKind::Generator, n.generators, *n.elt, nullptr);
        } else if constexpr (std::is_same_v<T, ast::Yield>) {
          visit_yield(e, n.value.get());
        } else if constexpr (std::is_same_v<T, ast::YieldFrom>) {
          visit_yield_from(e, *n.value);
        } else if constexpr (std::is_same_v<T, ast::Await>) {
          visit_await(e, *n.value);
        } else if constexpr (std::is_same_v<T, ast::JoinedStr>) {
          visit_joined_str(n);
        } else if constexpr (std::is_same_v<T, ast::FormattedValue>) {
          visit_formatted_value(n);
        }
      },
      e.node);
  unit().loc = saved;
}

void Compiler::visit_constant(const ast::Constant& c) {
  load_const(to_constant(c));
}

void Compiler::visit_attribute(const ast::Expr& e, const ast::Attribute& a) {
  visit_expr(*a.value);
  set_loc(e.loc);
  const auto name = int32_t(add_name(mangle(unit().private_name, a.attr)));
  emit(a.ctx == Ctx::Load ? Opcode::LOAD_ATTR : a.ctx == Ctx::Store ? Opcode::STORE_ATTR : Opcode::DELETE_ATTR, name);
}

void Compiler::visit_subscript(const ast::Subscript& s) {
  visit_expr(*s.value);
  visit_expr(*s.slice);
  emit(s.ctx == Ctx::Load    ? Opcode::BINARY_SUBSCR
       : s.ctx == Ctx::Store ? Opcode::STORE_SUBSCR
                             : Opcode::DELETE_SUBSCR);
}

void Compiler::visit_slice(const ast::Slice& s) {
  for (const ast::Expr* part : {s.lower.get(), s.upper.get()}) {
    if (part) visit_expr(*part);
    else load_const(NoneConstant{});
  }
  if (s.step) visit_expr(*s.step);
  emit(Opcode::BUILD_SLICE, s.step ? 3 : 2);
}

// ---- boolean logic and comparisons -----------------------------------------------------------------------------

void Compiler::visit_boolop(const ast::BoolOp& b) {
  const Opcode op = b.op == ast::BoolOperator::Or ? Opcode::JUMP_IF_TRUE_OR_POP : Opcode::JUMP_IF_FALSE_OR_POP;
  const int end = new_label();
  for (size_t i = 0; i + 1 < b.values.size(); ++i) {
    visit_expr(*b.values[i]);
    emit_jump(op, end);
  }
  visit_expr(*b.values.back());
  bind(end);
}

void Compiler::emit_compare(ast::CompareOperator op) {
  using C = ast::CompareOperator;
  switch (op) {
    case C::Is: return emit(Opcode::IS_OP, 0);
    case C::IsNot: return emit(Opcode::IS_OP, 1);
    case C::In: return emit(Opcode::CONTAINS_OP, 0);
    case C::NotIn: return emit(Opcode::CONTAINS_OP, 1);
#define COMPARE_OP(name, ...) \
  case C::name: return emit(Opcode::COMPARE_OP, uint32_t(CompareOpArg::name));
#include "lang/binary_ops.def"
  }
}

namespace {
// What CPython's AST optimizer makes of an operand before its compiler checks `is`: not a constant, a constant
// that is None, True, False or Ellipsis (singletons, fine with `is`), or another constant (a literal). Folded are
// constants, a unary -, + or ~ of a number, `not` of a constant, and tuples of such.
enum class Folded { No, Singleton, Literal };
Folded folded(const ast::Expr& e) {
  if (const auto* c = e.as<ast::Constant>()) {
    const auto& v = c->value;
    const bool singleton = std::holds_alternative<ast::NoneValue>(v) || std::holds_alternative<ast::Ellipsis>(v) ||
                           std::holds_alternative<bool>(v);
    return singleton ? Folded::Singleton : Folded::Literal;
  }
  if (const auto* u = e.as<ast::UnaryOp>()) {
    if (u->op == ast::UnaryOperator::Not) return folded(*u->operand) == Folded::No ? Folded::No : Folded::Singleton;
    const auto* c = u->operand->as<ast::Constant>();
    if (!c) return u->operand->is<ast::UnaryOp>() && folded(*u->operand) == Folded::Literal ? Folded::Literal : Folded::No;
    const auto& v = c->value;
    const bool integral = std::holds_alternative<int64_t>(v) || std::holds_alternative<bool>(v) ||
                          std::holds_alternative<ast::BigIntConstant>(v);
    const bool number = integral || std::holds_alternative<double>(v) || std::holds_alternative<ast::ImagConstant>(v);
    return (u->op == ast::UnaryOperator::Invert ? integral : number) ? Folded::Literal : Folded::No;
  }
  if (const auto* t = e.as<ast::Tuple>(); t && t->ctx == ast::ExprContext::Load) {
    for (const auto& elt : t->elts)
      if (folded(*elt) == Folded::No) return Folded::No;
    return Folded::Literal;
  }
  return Folded::No;
}
}  // namespace

// CPython's check_compare: `is` or `is not` with a literal on either side warns (once per comparison).
void Compiler::check_compare(const ast::Expr& e, const ast::Compare& c) {
  bool left = folded(*c.left) == Folded::Literal;
  for (size_t i = 0; i < c.ops.size(); ++i) {
    const bool right = folded(*c.comparators[i]) == Folded::Literal;
    if ((c.ops[i] == ast::CompareOperator::Is || c.ops[i] == ast::CompareOperator::IsNot) && (left || right)) {
      warn(e.loc, c.ops[i] == ast::CompareOperator::Is ? "\"is\" with a literal. Did you mean \"==\"?"
                                                       : "\"is not\" with a literal. Did you mean \"!=\"?");
      return;
    }
    left = right;
  }
}

// `a < b < c`: each middle operand is evaluated once and kept (SWAP/COPY) for the next comparison.
void Compiler::visit_compare(const ast::Compare& c) {
  visit_expr(*c.left);
  const size_t n = c.ops.size() - 1;
  if (n == 0) {
    visit_expr(*c.comparators[0]);
    emit_compare(c.ops[0]);
    return;
  }
  const int cleanup = new_label(), end = new_label();
  for (size_t i = 0; i < n; ++i) {
    visit_expr(*c.comparators[i]);
    emit(Opcode::SWAP, 2);
    emit(Opcode::COPY, 2);
    emit_compare(c.ops[i]);
    emit_jump(Opcode::JUMP_IF_FALSE_OR_POP, cleanup);
  }
  visit_expr(*c.comparators[n]);
  emit_compare(c.ops[n]);
  emit_jump(Opcode::JUMP, end);
  bind(cleanup);
  emit(Opcode::SWAP, 2);
  emit(Opcode::POP_TOP);
  bind(end);
}

void Compiler::visit_ifexp(const ast::IfExp& i) {
  const int end = new_label(), next = new_label();
  jump_if(*i.test, next, false);
  visit_expr(*i.body);
  emit_jump(Opcode::JUMP, end);
  bind(next);
  visit_expr(*i.orelse);
  bind(end);
}

// Jumps to `label` when `e` is true (`cond`) or false (!`cond`), without materialising and/or/not results
// (CPython's compiler_jump_if). The jumps keep the statement's position, except after a comparison: as in CPython
// 3.11, a comparison's span becomes the position of its jump and of what follows (an assert's
// LOAD_ASSERTION_ERROR, hence the traceback marks under `1 == 2`).
void Compiler::jump_if(const ast::Expr& e, int label, bool cond) {
  if (e.is<ast::Compare>()) set_loc(e.loc);
  if (const auto* u = e.as<ast::UnaryOp>(); u && u->op == ast::UnaryOperator::Not) {
    jump_if(*u->operand, label, !cond);
  } else if (const auto* b = e.as<ast::BoolOp>()) {
    const bool is_or = b->op == ast::BoolOperator::Or;
    const int next2 = is_or == cond ? label : new_label();
    for (size_t i = 0; i + 1 < b->values.size(); ++i) jump_if(*b->values[i], next2, is_or);
    jump_if(*b->values.back(), label, cond);
    if (next2 != label) bind(next2);
  } else if (const auto* i = e.as<ast::IfExp>()) {
    const int end = new_label(), next2 = new_label();
    jump_if(*i->test, next2, false);
    jump_if(*i->body, label, cond);
    emit_jump(Opcode::JUMP, end);
    bind(next2);
    jump_if(*i->orelse, label, cond);
    bind(end);
  } else if (const auto* c = e.as<ast::Constant>()) {
    if (constant_truth(*c) == cond) emit_jump(Opcode::JUMP, label);
  } else if (const auto* cmp = e.as<ast::Compare>(); cmp && cmp->ops.size() > 1) {
    check_compare(e, *cmp);
    const int cleanup = new_label(), end = new_label();
    const size_t n = cmp->ops.size() - 1;
    visit_expr(*cmp->left);
    for (size_t k = 0; k < n; ++k) {
      visit_expr(*cmp->comparators[k]);
      emit(Opcode::SWAP, 2);
      emit(Opcode::COPY, 2);
      emit_compare(cmp->ops[k]);
      emit_jump(Opcode::POP_JUMP_IF_FALSE, cleanup);
    }
    visit_expr(*cmp->comparators[n]);
    emit_compare(cmp->ops[n]);
    emit_jump(cond ? Opcode::POP_JUMP_IF_TRUE : Opcode::POP_JUMP_IF_FALSE, label);
    emit_jump(Opcode::JUMP, end);
    bind(cleanup);
    emit(Opcode::POP_TOP);
    if (!cond) emit_jump(Opcode::JUMP, label);
    bind(end);
  } else if (cmp && (cmp->ops[0] == ast::CompareOperator::Is || cmp->ops[0] == ast::CompareOperator::IsNot) &&
             cmp->comparators[0]->is<ast::Constant>() &&
             std::holds_alternative<ast::NoneValue>(cmp->comparators[0]->as<ast::Constant>()->value)) {
    // `x is None` tests jump on the value directly (CPython's peephole turns IS_OP + jump into these).
    check_compare(e, *cmp);
    visit_expr(*cmp->left);
    const bool jump_on_none = (cmp->ops[0] == ast::CompareOperator::Is) == cond;
    emit_jump(jump_on_none ? Opcode::POP_JUMP_IF_NONE : Opcode::POP_JUMP_IF_NOT_NONE, label);
  } else {
    visit_expr(e);
    emit_jump(cond ? Opcode::POP_JUMP_IF_TRUE : Opcode::POP_JUMP_IF_FALSE, label);
  }
}

// ---- calls -----------------------------------------------------------------------------------------------------

void Compiler::visit_call(const ast::Expr& e, const ast::Call& c) {
  if (try_method_call(c)) return;
  set_loc(c.func->loc);
  emit(Opcode::PUSH_NULL);
  visit_expr(*c.func);
  set_loc(e.loc);
  call_helper(0, c.args, c.keywords);
}

// `o.m(args)` without * or **: LOAD_METHOD avoids making a bound method (CPython's maybe_optimize_method_call).
bool Compiler::try_method_call(const ast::Call& c) {
  const auto* attr = c.func->as<ast::Attribute>();
  if (!attr || attr->ctx != Ctx::Load) return false;
  const size_t nargs = c.args.size(), nkw = c.keywords.size();
  if (nargs + nkw + (nkw != 0) >= kStackUseGuideline) return false;
  for (const auto& a : c.args)
    if (is_starred(a)) return false;
  for (const auto& k : c.keywords)
    if (!k.arg) return false;
  visit_expr(*attr->value);
  const Position saved = unit().loc;
  set_loc(c.func->loc);  // CPython 3.11 marks `o.m` in a traceback, not the whole call
  emit(Opcode::LOAD_METHOD, int32_t(add_name(mangle(unit().private_name, attr->attr))));
  unit().loc = saved;
  call_helper(0, c.args, c.keywords, true);
  return true;
}

void Compiler::call_helper(uint32_t pushed, const ast::ExprList& args, const std::vector<ast::Keyword>& keywords,
                           bool method) {
  for (size_t i = 0; i < keywords.size(); ++i) {
    if (!keywords[i].arg) continue;
    for (size_t j = i + 1; j < keywords.size(); ++j)
      if (keywords[j].arg == keywords[i].arg) error(keywords[j].loc, "keyword argument repeated: " + *keywords[j].arg);
  }
  bool simple = args.size() + keywords.size() * 2 <= kStackUseGuideline;
  for (const auto& a : args) simple = simple && !is_starred(a);
  for (const auto& k : keywords) simple = simple && k.arg.has_value();
  if (!simple && !method) return call_ex(pushed, args, keywords);
  visit_exprs(args);
  if (!keywords.empty()) {
    auto names = std::make_shared<TupleConstant>();
    for (const auto& k : keywords) {
      visit_expr(*k.value);
      names->items.push_back(*k.arg);
    }
    emit(Opcode::KW_NAMES, int32_t(add_const(std::shared_ptr<const TupleConstant>(std::move(names)))));
  }
  emit(Opcode::CALL, int32_t(pushed + args.size() + keywords.size()));
}

// Calls with *args or **kwargs: build the positional tuple and the keyword dict, then CALL_FUNCTION_EX.
void Compiler::call_ex(uint32_t pushed, const ast::ExprList& args, const std::vector<ast::Keyword>& keywords) {
  if (pushed == 0 && args.size() == 1 && is_starred(args[0])) {
    visit_expr(*args[0]->as<ast::Starred>()->value);
  } else {
    starunpack(args, pushed, Opcode::BUILD_LIST, Opcode::LIST_APPEND, Opcode::LIST_EXTEND, true);
  }
  if (!keywords.empty()) {
    bool have_dict = false;
    size_t seen = 0;  // plain keywords not yet packed into a dict
    for (size_t i = 0; i < keywords.size(); ++i) {
      if (keywords[i].arg) {
        ++seen;
        continue;
      }
      if (seen) {
        visit_subkwargs(keywords, i - seen, i);
        if (have_dict) emit(Opcode::DICT_MERGE, 1);
        have_dict = true;
        seen = 0;
      }
      if (!have_dict) {
        emit(Opcode::BUILD_MAP, 0);
        have_dict = true;
      }
      visit_expr(*keywords[i].value);
      emit(Opcode::DICT_MERGE, 1);
    }
    if (seen) {
      visit_subkwargs(keywords, keywords.size() - seen, keywords.size());
      if (have_dict) emit(Opcode::DICT_MERGE, 1);
    }
  }
  emit(Opcode::CALL_FUNCTION_EX, keywords.empty() ? 0 : 1);
}

// A dict of the plain keywords [begin, end) (CPython's compiler_subkwargs).
void Compiler::visit_subkwargs(const std::vector<ast::Keyword>& keywords, size_t begin, size_t end) {
  const size_t n = end - begin;
  const bool big = n * 2 > kStackUseGuideline;
  if (n > 1 && !big) {
    auto names = std::make_shared<TupleConstant>();
    for (size_t i = begin; i < end; ++i) {
      visit_expr(*keywords[i].value);
      names->items.push_back(*keywords[i].arg);
    }
    load_const(std::shared_ptr<const TupleConstant>(std::move(names)));
    emit(Opcode::BUILD_CONST_KEY_MAP, int32_t(n));
    return;
  }
  if (big) emit(Opcode::BUILD_MAP, 0);
  const Position call_loc = unit().loc;
  for (size_t i = begin; i < end; ++i) {
    unit().loc = call_loc;
    load_const(*keywords[i].arg);
    visit_expr(*keywords[i].value);
    if (big) {
      set_loc(keywords[i].value->loc);  // (MAP_ADD is the value's, as CPython's)
      emit(Opcode::MAP_ADD, 1);
    }
  }
  unit().loc = call_loc;
  if (!big) emit(Opcode::BUILD_MAP, int32_t(n));
}

// ---- displays --------------------------------------------------------------------------------------------------

// A list/tuple/set display, possibly with *unpacking, on top of `pushed` items already on the stack
// (CPython's starunpack_helper).
void Compiler::starunpack(const ast::ExprList& elts, uint32_t pushed, Opcode build, Opcode add, Opcode extend,
                          bool tuple) {
  const size_t n = elts.size();
  if (n > 2 && build == Opcode::BUILD_LIST) {
    auto folded = std::make_shared<TupleConstant>();
    bool all_const = true;
    for (const auto& e : elts) {
      Constant c;
      all_const = all_const && constant_value(*e, c);  // (CPython's Constant nodes after its AST folding)
      if (all_const) folded->items.push_back(std::move(c));
    }
    if (all_const) {
      emit(build, int32_t(pushed));
      load_const(std::shared_ptr<const TupleConstant>(std::move(folded)));
      emit(extend, 1);
      if (tuple) emit(Opcode::LIST_TO_TUPLE);
      return;
    }
  }
  const bool big = n + pushed > kStackUseGuideline;
  bool seen_star = false;
  for (const auto& e : elts) seen_star = seen_star || is_starred(e);
  if (!seen_star && !big) {
    if (tuple && n + pushed == 0) {  // CPython's peephole folds BUILD_TUPLE 0 into the constant ()
      load_const(std::make_shared<const TupleConstant>());
      return;
    }
    visit_exprs(elts);
    emit(tuple ? Opcode::BUILD_TUPLE : build, int32_t(n + pushed));
    return;
  }
  bool built = false;
  if (big) {
    emit(build, int32_t(pushed));
    built = true;
  }
  for (size_t i = 0; i < n; ++i) {
    if (const auto* star = elts[i]->as<ast::Starred>()) {
      if (!built) {
        emit(build, int32_t(i + pushed));
        built = true;
      }
      visit_expr(*star->value);
      emit(extend, 1);
    } else {
      visit_expr(*elts[i]);
      if (built) emit(add, 1);
    }
  }
  if (tuple) emit(Opcode::LIST_TO_TUPLE);
}

void Compiler::visit_tuple_or_list(const ast::ExprList& elts, Ctx ctx, bool tuple) {
  if (ctx == Ctx::Store) {
    unpack_targets(elts);
    for (const auto& e : elts) {
      if (const auto* star = e->as<ast::Starred>()) visit_store(*star->value);
      else visit_store(*e);
    }
  } else if (ctx == Ctx::Del) {
    visit_exprs(elts);
  } else {
    const bool constant = tuple && [&] {
      for (const auto& e : elts) {
        Constant c;
        if (!constant_value(*e, c)) return false;
      }
      return true;
    }();
    if (constant) {
      auto folded = std::make_shared<TupleConstant>();
      for (const auto& e : elts) constant_value(*e, folded->items.emplace_back());
      load_const(std::shared_ptr<const TupleConstant>(std::move(folded)));
    } else {
      starunpack(elts, 0, Opcode::BUILD_LIST, Opcode::LIST_APPEND, Opcode::LIST_EXTEND, tuple);
    }
  }
}

// UNPACK_SEQUENCE, or UNPACK_EX around one starred target (CPython's unpack_helper).
void Compiler::unpack_targets(const ast::ExprList& elts) {
  const size_t n = elts.size();
  bool seen_star = false;
  for (size_t i = 0; i < n; ++i) {
    if (!is_starred(elts[i])) continue;
    if (seen_star) error(elts[i]->loc, "multiple starred expressions in assignment");
    if (i >= (1 << 8) || n - i - 1 >= (1 << 16))
      error(elts[i]->loc, "too many expressions in star-unpacking assignment");
    emit(Opcode::UNPACK_EX, int32_t(i + ((n - i - 1) << 8)));
    seen_star = true;
  }
  if (!seen_star) emit(Opcode::UNPACK_SEQUENCE, int32_t(n));
}

void Compiler::visit_dict(const ast::Dict& d) {
  const size_t n = d.values.size();
  bool have_dict = false;
  size_t elements = 0;  // key/value pairs pushed but not yet packed
  for (size_t i = 0; i < n; ++i) {
    if (!d.keys[i]) {  // `**mapping`
      if (elements) {
        visit_subdict(d, i - elements, i);
        if (have_dict) emit(Opcode::DICT_UPDATE, 1);
        have_dict = true;
        elements = 0;
      }
      if (!have_dict) {
        emit(Opcode::BUILD_MAP, 0);
        have_dict = true;
      }
      visit_expr(*d.values[i]);
      emit(Opcode::DICT_UPDATE, 1);
    } else if (elements * 2 > kStackUseGuideline) {
      visit_subdict(d, i - elements, i + 1);
      if (have_dict) emit(Opcode::DICT_UPDATE, 1);
      have_dict = true;
      elements = 0;
    } else {
      ++elements;
    }
  }
  if (elements) {
    visit_subdict(d, n - elements, n);
    if (have_dict) emit(Opcode::DICT_UPDATE, 1);
    have_dict = true;
  }
  if (!have_dict) emit(Opcode::BUILD_MAP, 0);
}

// A dict of the pairs [begin, end) (CPython's compiler_subdict).
void Compiler::visit_subdict(const ast::Dict& d, size_t begin, size_t end) {
  const size_t n = end - begin;
  bool const_keys = n > 1;
  for (size_t i = begin; i < end && const_keys; ++i) {
    Constant unused;  // (a folded key, a tuple of constants: CPython's Constant nodes after its AST folding)
    const_keys = constant_value(*d.keys[i], unused);
  }
  if (const_keys) {
    auto keys = std::make_shared<TupleConstant>();
    for (size_t i = begin; i < end; ++i) {
      visit_expr(*d.values[i]);
      constant_value(*d.keys[i], keys->items.emplace_back());
    }
    load_const(std::shared_ptr<const TupleConstant>(std::move(keys)));
    emit(Opcode::BUILD_CONST_KEY_MAP, int32_t(n));
    return;
  }
  const bool big = n * 2 > kStackUseGuideline;
  if (big) emit(Opcode::BUILD_MAP, 0);
  for (size_t i = begin; i < end; ++i) {
    visit_expr(*d.keys[i]);
    visit_expr(*d.values[i]);
    if (big) emit(Opcode::MAP_ADD, 1);
  }
  if (!big) emit(Opcode::BUILD_MAP, int32_t(n));
}

// ---- comprehensions --------------------------------------------------------------------------------------------

// A comprehension is a nested function called at once with the outermost iterator (evaluated here) as `.0`.
// One that awaits is a coroutine (a list, set or dict) and is awaited here, or an async generator (a generator
// expression), as CPython 3.11's compiler_comprehension.
void Compiler::visit_comprehension(const ast::Expr& e, const char* name, ComprehensionKind kind,
                                   const std::vector<ast::Comprehension>& gens, const ast::Expr& elt,
                                   const ast::Expr* value) {
  const bool awaited = symbols_.scope_for(&e).coroutine && kind != ComprehensionKind::Generator;
  if (awaited && !unit().async_function && unit().kind != UnitKind::Comprehension)
    error(e.loc, "asynchronous comprehension outside of an asynchronous function");
  enter_scope(name, UnitKind::Comprehension, &e, e.loc.lineno);
  set_loc(e.loc);
  unit().code->argcount = 1;
  static constexpr Opcode kBuild[] = {Opcode::NOP, Opcode::BUILD_LIST, Opcode::BUILD_SET, Opcode::BUILD_MAP};
  if (kind != ComprehensionKind::Generator) emit(kBuild[static_cast<int>(kind)], 0);
  comprehension_generator(gens, 0, 0, kind, elt, value);
  if (kind != ComprehensionKind::Generator) emit(Opcode::RETURN_VALUE);
  auto code = leave_scope();
  set_loc(e.loc);
  make_closure(code, 0);
  visit_expr(*gens[0].iter);
  emit(gens[0].is_async ? Opcode::GET_AITER : Opcode::GET_ITER);
  emit(Opcode::CALL, 0);
  if (awaited) await_top(0);
}

// One `for` clause (and its ifs) of a comprehension, the next clause nested inside. An `async for` clause takes
// each item from the awaited __anext__() and ends at StopAsyncIteration (END_ASYNC_FOR).
void Compiler::comprehension_generator(const std::vector<ast::Comprehension>& gens, size_t index, int depth,
                                       ComprehensionKind kind, const ast::Expr& elt, const ast::Expr* value) {
  const ast::Comprehension& gen = gens[index];
  const int start = new_label(), if_cleanup = new_label(), anchor = new_label();
  if (index == 0) {
    emit(Opcode::LOAD_FAST, 0);  // `.0`, the outermost iterator
  } else {
    visit_expr(*gen.iter);
    emit(gen.is_async ? Opcode::GET_AITER : Opcode::GET_ITER);
  }
  ++depth;
  bind(start);
  if (gen.is_async) async_next_or_end(anchor);
  else emit_jump(Opcode::FOR_ITER, anchor);
  visit_store(*gen.target);
  for (const auto& cond : gen.ifs) jump_if(*cond, if_cleanup, false);
  if (index + 1 < gens.size()) {
    comprehension_generator(gens, index + 1, depth, kind, elt, value);
  } else {
    visit_expr(elt);
    switch (kind) {
      case ComprehensionKind::Generator:
        if (unit().ste->coroutine) emit(Opcode::ASYNC_GEN_WRAP);
        emit(Opcode::YIELD_VALUE);
        emit(Opcode::POP_TOP);
        break;
      case ComprehensionKind::List: emit(Opcode::LIST_APPEND, depth + 1); break;
      case ComprehensionKind::Set: emit(Opcode::SET_ADD, depth + 1); break;
      case ComprehensionKind::Dict:
        visit_expr(*value);
        emit(Opcode::MAP_ADD, depth + 1);
        break;
      case ComprehensionKind::None: break;
    }
  }
  bind(if_cleanup);
  emit_jump(Opcode::JUMP, start);
  bind(anchor);
  if (gen.is_async) emit(Opcode::END_ASYNC_FOR);
}

// ---- generators ------------------------------------------------------------------------------------------------

void Compiler::visit_yield(const ast::Expr& e, const ast::Expr* value) {
  if (!unit().ste->is_function()) error(e.loc, "'yield' outside function");
  if (value) visit_expr(*value);
  else load_const(NoneConstant{});
  if (unit().ste->coroutine) emit(Opcode::ASYNC_GEN_WRAP);  // an async generator's own yield, not an await's
  emit(Opcode::YIELD_VALUE);
}

// `yield from it`: SEND values into the sub-iterator until it returns; its return value is the result.
void Compiler::visit_yield_from(const ast::Expr& e, const ast::Expr& value) {
  if (!unit().ste->is_function()) error(e.loc, "'yield' outside function");
  if (unit().async_function) error(e.loc, "'yield from' inside async function");
  visit_expr(value);
  emit(Opcode::GET_YIELD_FROM_ITER);
  load_const(NoneConstant{});
  yield_from_loop();
}

void Compiler::yield_from_loop() {
  const int start = new_label(), exit = new_label();
  bind(start);
  emit_jump(Opcode::SEND, exit);
  emit(Opcode::YIELD_VALUE);
  emit_jump(Opcode::JUMP_NO_INTERRUPT, start);
  bind(exit);
}

// `await x`: a yield from over x's awaitable iterator (GET_AWAITABLE's argument says, for its error message,
// whether the value came from __aenter__ (1) or __aexit__ (2)).
void Compiler::await_top(int32_t where) {
  emit(Opcode::GET_AWAITABLE, where);
  load_const(NoneConstant{});
  yield_from_loop();
}

void Compiler::visit_await(const ast::Expr& e, const ast::Expr& value) {
  if (!unit().ste->is_function()) error(e.loc, "'await' outside function");
  if (!unit().async_function && unit().kind != UnitKind::Comprehension)
    error(e.loc, "'await' outside async function");
  visit_expr(value);
  await_top(0);
}

// ---- f-strings -------------------------------------------------------------------------------------------------

void Compiler::visit_joined_str(const ast::JoinedStr& j) {
  if (j.values.size() > kStackUseGuideline) {
    // ''.join([...]) keeps the stack small for very long f-strings.
    load_const(std::string());
    emit(Opcode::LOAD_METHOD, int32_t(add_name("join")));
    emit(Opcode::BUILD_LIST, 0);
    for (const auto& v : j.values) {
      visit_expr(*v);
      emit(Opcode::LIST_APPEND, 1);
    }
    emit(Opcode::CALL, 1);
    return;
  }
  visit_exprs(j.values);
  if (j.values.size() != 1) emit(Opcode::BUILD_STRING, int32_t(j.values.size()));
}

void Compiler::visit_formatted_value(const ast::FormattedValue& f) {
  visit_expr(*f.value);
  int32_t arg = f.conversion == 's' ? 1 : f.conversion == 'r' ? 2 : f.conversion == 'a' ? 3 : 0;
  if (f.format_spec) {
    visit_expr(*f.format_spec);
    arg |= 4;
  }
  emit(Opcode::FORMAT_VALUE, arg);
}

}  // namespace tsr::lang
