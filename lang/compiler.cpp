// The code generator's units, name resolution, constants, functions and classes (CPython's compile.c).
#include "lang/compiler.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <cstring>

namespace tsr::lang {
namespace {

// A key that tells constants apart exactly as CPython's const cache does: by type and value, so 1, 1.0 and True
// stay distinct, and so do 0.0 and -0.0.
void append_const_key(const Constant& c, std::string& out) {
  out += char('0' + c.index());
  std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, bool>) {
          out += v ? '1' : '0';
        } else if constexpr (std::is_same_v<T, int64_t> || std::is_same_v<T, double>) {
          char bytes[sizeof v];
          std::memcpy(bytes, &v, sizeof v);
          out.append(bytes, sizeof v);
        } else if constexpr (std::is_same_v<T, std::string>) {
          out += std::to_string(v.size()) + ':' + v;
        } else if constexpr (std::is_same_v<T, BytesConstant>) {
          out += std::to_string(v.data.size()) + ':' + v.data;
        } else if constexpr (std::is_same_v<T, ImagConstant>) {
          char bytes[sizeof v.imag];
          std::memcpy(bytes, &v.imag, sizeof v.imag);
          out.append(bytes, sizeof v.imag);
        } else if constexpr (std::is_same_v<T, BigIntConstant>) {
          out += std::to_string(v.base) + '/' + std::to_string(v.digits.size()) + ':' + v.digits;
        } else if constexpr (std::is_same_v<T, std::shared_ptr<const TupleConstant>>) {
          out += std::to_string(v->items.size()) + '(';
          for (const auto& item : v->items) append_const_key(item, out);
        } else if constexpr (std::is_same_v<T, std::shared_ptr<const Code>>) {
          out += std::to_string(reinterpret_cast<uintptr_t>(v.get()));
        }
      },
      c);
}

bool is_docstring(const ast::Stmt& s) {
  const auto* e = s.as<ast::ExprStmt>();
  if (!e) return false;
  const auto* c = e->value->as<ast::Constant>();
  return c && std::holds_alternative<std::string>(c->value);
}

const std::string& docstring_of(const ast::Stmt& s) {
  return std::get<std::string>(s.as<ast::ExprStmt>()->value->as<ast::Constant>()->value);
}

}  // namespace

Constant to_constant(const ast::Constant& c) {
  return std::visit(
      [](const auto& v) -> Constant {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, ast::NoneValue>) return NoneConstant{};
        else if constexpr (std::is_same_v<T, ast::Ellipsis>) return EllipsisConstant{};
        else return v;
      },
      c.value);
}

namespace {

// ---- constant folding: CPython 3.11's AST optimiser (Python/ast_opt.c) for the constants tsr's compiler holds ----
// Numbers fold within double and, for ints, 127 bits (a bigger result stays an operation: CPython would fold up to
// 128 bits, which changes co_consts only); str, bytes and tuples concatenate and repeat within CPython's size limits; an
// operation that would raise (1/0, a negative shift) is left for run time, as CPython leaves it.

constexpr size_t kMaxStrSize = 4096, kMaxCollectionSize = 256;  // ast_opt.c's MAX_STR_SIZE, MAX_COLLECTION_SIZE

// An int operand (bool counts as int), or nothing.
std::optional<int64_t> int_of(const Constant& c) {
  if (const auto* i = std::get_if<int64_t>(&c)) return *i;
  if (const auto* b = std::get_if<bool>(&c)) return int64_t(*b);
  return std::nullopt;
}

std::optional<double> number_of(const Constant& c) {
  if (const auto* d = std::get_if<double>(&c)) return *d;
  if (auto i = int_of(c)) return double(*i);
  return std::nullopt;
}

size_t length_of(const Constant& c) {
  if (const auto* s = std::get_if<std::string>(&c)) {
    size_t n = 0;
    for (unsigned char ch : *s) n += (ch & 0xC0) != 0x80;
    return n;
  }
  if (const auto* b = std::get_if<BytesConstant>(&c)) return b->data.size();
  return std::get<std::shared_ptr<const TupleConstant>>(c)->items.size();
}

// Python's float // and % (CPython's float_divmod), for b != 0.
double float_mod(double a, double b) {
  double mod = std::fmod(a, b);
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) mod += b;
  } else {
    mod = std::copysign(0.0, b);
  }
  return mod;
}
double float_floordiv(double a, double b) {
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= 1.0;
  if (div == 0) return std::copysign(0.0, a / b);
  double floordiv = std::floor(div);
  if (div - floordiv > 0.5) floordiv += 1.0;
  return floordiv;
}

// float ** float where CPython's float_pow gives C's pow() of finite numbers: a positive base (a negative one only
// to an integral power; to another it is a complex number), no zero to a negative power, no overflow.
std::optional<Constant> fold_float_pow(double a, double b) {
  if (!std::isfinite(a) || !std::isfinite(b)) return std::nullopt;
  if (a < 0 && b != std::floor(b)) return std::nullopt;
  if (a == 0 && b < 0) return std::nullopt;  // (ZeroDivisionError)
  if (b == 0) return 1.0;
  const double r = std::pow(a, b);
  if (!std::isfinite(r)) return std::nullopt;  // (OverflowError)
  return r;
}

// An int result: int64 where it fits, else a big-int constant up to 127 bits (CPython folds up to 128: MAX_INT_SIZE).
std::optional<Constant> int_result(__int128 r) {
  if (r >= INT64_MIN && r <= INT64_MAX) return int64_t(r);
  const bool negative = r < 0;
  unsigned __int128 u = negative ? -(unsigned __int128)(r) : (unsigned __int128)(r);
  std::string digits;
  for (; u; u /= 10) digits.insert(digits.begin(), char('0' + int(u % 10)));
  return BigIntConstant{(negative ? "-" : "") + digits, 10};
}

std::optional<Constant> fold_ints(ast::Operator op, int64_t a, int64_t b, bool both_bool) {
  using O = ast::Operator;
  const __int128 x = a, y = b;
  __int128 r = 0;
  switch (op) {
    case O::Add: return int_result(x + y);
    case O::Sub: return int_result(x - y);
    case O::Mult: return int_result(x * y);
    case O::Div: {
      constexpr int64_t kExact = int64_t(1) << 53;  // (larger ints divide with one rounding in CPython, not two)
      if (b == 0 || a > kExact || a < -kExact || b > kExact || b < -kExact) return std::nullopt;
      return double(a) / double(b);
    }
    case O::FloorDiv:
    case O::Mod: {
      if (b == 0) return std::nullopt;
      __int128 q = x / y, m = x % y;
      if (m != 0 && ((m < 0) != (y < 0))) q -= 1, m += y;
      return int_result(op == O::FloorDiv ? q : m);
    }
    case O::Pow: {
      if (b < 0) return fold_float_pow(double(a), double(b));  // (int ** negative int is float ** float)
      __int128 result = 1, base = x;
      for (int64_t e = b; e > 0; e >>= 1) {
        if ((e & 1) && __builtin_mul_overflow(result, base, &result)) return std::nullopt;
        if (e > 1 && __builtin_mul_overflow(base, base, &base)) return std::nullopt;
      }
      return int_result(result);
    }
    case O::LShift: {
      if (b < 0) return std::nullopt;  // (ValueError at run time)
      if (a == 0) return int64_t(0);
      if (b >= 126) return std::nullopt;
      r = x * ((__int128)1 << b);
      if (r / ((__int128)1 << b) != x || r > ((__int128)1 << 126) || r < -((__int128)1 << 126)) return std::nullopt;
      return int_result(r);
    }
    case O::RShift:
      if (b < 0) return std::nullopt;
      return b >= 64 ? (a < 0 ? int64_t(-1) : int64_t(0)) : a >> b;
    case O::BitOr: if (both_bool) return bool(a | b); return a | b;
    case O::BitXor: if (both_bool) return bool(a ^ b); return a ^ b;
    case O::BitAnd: if (both_bool) return bool(a & b); return a & b;
    case O::MatMult: return std::nullopt;
  }
  return std::nullopt;
}

std::optional<Constant> fold_floats(ast::Operator op, double a, double b) {
  using O = ast::Operator;
  switch (op) {
    case O::Add: return a + b;
    case O::Sub: return a - b;
    case O::Mult: return a * b;
    case O::Div: if (b == 0) return std::nullopt; return a / b;
    case O::FloorDiv: if (b == 0) return std::nullopt; return float_floordiv(a, b);
    case O::Mod: if (b == 0) return std::nullopt; return float_mod(a, b);
    case O::Pow: return fold_float_pow(a, b);
    default: return std::nullopt;
  }
}

// str, bytes or tuple `seq` repeated `n` times, within CPython's limits.
std::optional<Constant> repeat(const Constant& seq, int64_t n) {
  const size_t len = length_of(seq);
  const bool tuple = std::holds_alternative<std::shared_ptr<const TupleConstant>>(seq);
  if (len && (n < 0 || uint64_t(n) > (tuple ? kMaxCollectionSize : kMaxStrSize) / len)) return std::nullopt;
  const int64_t times = std::max<int64_t>(n, 0);
  if (const auto* s = std::get_if<std::string>(&seq)) {
    std::string out;
    for (int64_t i = 0; i < times; ++i) out += *s;
    return out;
  }
  if (const auto* b = std::get_if<BytesConstant>(&seq)) {
    BytesConstant out;
    for (int64_t i = 0; i < times; ++i) out.data += b->data;
    return out;
  }
  auto out = std::make_shared<TupleConstant>();
  const auto& items = std::get<std::shared_ptr<const TupleConstant>>(seq)->items;
  for (int64_t i = 0; i < times; ++i) out->items.insert(out->items.end(), items.begin(), items.end());
  return std::shared_ptr<const TupleConstant>(std::move(out));
}

bool is_sequence(const Constant& c) {
  return std::holds_alternative<std::string>(c) || std::holds_alternative<BytesConstant>(c) ||
         std::holds_alternative<std::shared_ptr<const TupleConstant>>(c);
}

std::optional<Constant> fold_binop(ast::Operator op, const Constant& a, const Constant& b) {
  using O = ast::Operator;
  if (auto x = int_of(a), y = int_of(b); x && y)
    return fold_ints(op, *x, *y, std::holds_alternative<bool>(a) && std::holds_alternative<bool>(b));
  if (std::holds_alternative<double>(a) || std::holds_alternative<double>(b)) {
    auto x = number_of(a), y = number_of(b);
    if (x && y) return fold_floats(op, *x, *y);
    return std::nullopt;
  }
  if (op == O::Add && a.index() == b.index()) {  // concatenation of two of a kind
    if (const auto* s = std::get_if<std::string>(&a)) return *s + std::get<std::string>(b);
    if (const auto* x = std::get_if<BytesConstant>(&a)) return BytesConstant{x->data + std::get<BytesConstant>(b).data};
    if (const auto* t = std::get_if<std::shared_ptr<const TupleConstant>>(&a)) {
      auto out = std::make_shared<TupleConstant>(**t);
      const auto& more = std::get<std::shared_ptr<const TupleConstant>>(b)->items;
      out->items.insert(out->items.end(), more.begin(), more.end());
      return std::shared_ptr<const TupleConstant>(std::move(out));
    }
  }
  if (op == O::Mult) {
    if (auto n = int_of(b); n && is_sequence(a)) return repeat(a, *n);
    if (auto n = int_of(a); n && is_sequence(b)) return repeat(b, *n);
  }
  return std::nullopt;
}

bool truth(const Constant& c) {
  return std::visit(
      [](const auto& v) -> bool {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, NoneConstant>) return false;
        else if constexpr (std::is_same_v<T, EllipsisConstant>) return true;
        else if constexpr (std::is_same_v<T, std::string>) return !v.empty();
        else if constexpr (std::is_same_v<T, BytesConstant>) return !v.data.empty();
        else if constexpr (std::is_same_v<T, std::shared_ptr<const TupleConstant>>) return !v->items.empty();
        else if constexpr (std::is_same_v<T, std::shared_ptr<const Code>>) return true;
        else if constexpr (std::is_same_v<T, BigIntConstant>) return true;
        else if constexpr (std::is_same_v<T, ImagConstant>) return v.imag != 0;
        else return v != 0;
      },
      c);
}

std::optional<Constant> fold_unaryop(ast::UnaryOperator op, const Constant& c) {
  using U = ast::UnaryOperator;
  if (op == U::Not) return !truth(c);
  if (auto i = int_of(c)) {
    if (op == U::USub) return *i == INT64_MIN ? std::nullopt : std::optional<Constant>(-*i);
    if (op == U::UAdd) return *i;
    return ~*i;  // Invert
  }
  if (const auto* d = std::get_if<double>(&c)) {
    if (op == U::USub) return -*d;
    if (op == U::UAdd) return *d;
  }
  return std::nullopt;
}

}  // namespace

bool constant_value(const ast::Expr& e, Constant& out) {
  if (const auto* c = e.as<ast::Constant>()) {
    out = to_constant(*c);
    return true;
  }
  if (const auto* b = e.as<ast::BinOp>()) {
    Constant l, r;
    if (!constant_value(*b->left, l) || !constant_value(*b->right, r)) return false;
    auto v = fold_binop(b->op, l, r);
    if (!v) return false;
    out = std::move(*v);
    return true;
  }
  if (const auto* u = e.as<ast::UnaryOp>()) {
    Constant c;
    if (!constant_value(*u->operand, c)) return false;
    auto v = fold_unaryop(u->op, c);
    if (!v) return false;
    out = std::move(*v);
    return true;
  }
  const auto* t = e.as<ast::Tuple>();
  if (!t || t->ctx != ast::ExprContext::Load) return false;
  auto tuple = std::make_shared<TupleConstant>();
  for (const auto& item : t->elts) {
    Constant c;
    if (!constant_value(*item, c)) return false;
    tuple->items.push_back(std::move(c));
  }
  out = std::shared_ptr<const TupleConstant>(std::move(tuple));
  return true;
}

// ---- entry points ----------------------------------------------------------------------------------------------

std::shared_ptr<const Code> compile(const ast::Module& module, std::shared_ptr<const SourceFile> source,
                                    CompileMode mode) {
  const SymbolTable symbols = SymbolTable::build(module, *source);
  return Compiler(std::move(source), symbols, mode).compile_module(module);
}

namespace {

// Whether statements hold an annotated assignment at this level or in nested blocks other than defs and classes
// (CPython's find_ann): such a module or class body gets `__annotations__`.
bool has_annotations(const ast::StmtList& body) {
  for (const auto& s : body) {
    const bool found = std::visit(
        [](const auto& n) {
          using T = std::decay_t<decltype(n)>;
          if constexpr (std::is_same_v<T, ast::AnnAssign>) return true;
          else if constexpr (std::is_same_v<T, ast::For> || std::is_same_v<T, ast::While> || std::is_same_v<T, ast::If>)
            return has_annotations(n.body) || has_annotations(n.orelse);
          else if constexpr (std::is_same_v<T, ast::With>) return has_annotations(n.body);
          else if constexpr (std::is_same_v<T, ast::Try>) {
            if (has_annotations(n.body) || has_annotations(n.orelse) || has_annotations(n.finalbody)) return true;
            for (const auto& h : n.handlers)
              if (has_annotations(h.body)) return true;
            return false;
          } else return false;
        },
        s->node);
    if (found) return true;
  }
  return false;
}

}  // namespace

// CPython 3.11's future features; `braces` has its own answer.
void Compiler::check_future_imports(const ast::Module& module) {
  static constexpr std::string_view kFeatures[] = {"nested_scopes",   "generators",     "division",
                                                   "absolute_import", "with_statement", "print_function",
                                                   "unicode_literals", "barry_as_FLUFL", "generator_stop",
                                                   "annotations"};
  future_imports_ = leading_future_imports(module);
  for (const ast::Stmt* s : future_imports_)
    for (const auto& alias : s->as<ast::ImportFrom>()->names) {
      // future.c places these at the statement's first column alone
      const ast::Location at{s->loc.lineno, s->loc.col_offset, s->loc.lineno, s->loc.col_offset + 1};
      if (alias.name == "braces") error(at, "not a chance");
      if (std::find(std::begin(kFeatures), std::end(kFeatures), alias.name) == std::end(kFeatures))
        error(at, "future feature " + alias.name + " is not defined");
    }
  future_annotations_ = imports_future_annotations(module);
}

std::shared_ptr<const Code> Compiler::compile_module(const ast::Module& module) {
  check_future_imports(module);
  enter_scope("<module>", UnitKind::Module, &module, 1);
  if (eval_) {  // (parse checked that the body is one expression statement)
    const ast::Stmt& s = *module.body[0];
    set_loc(s.loc);
    visit_expr(*s.as<ast::ExprStmt>()->value);
    emit(Opcode::RETURN_VALUE);
  } else if (interactive_) {
    if (has_annotations(module.body)) emit(Opcode::SETUP_ANNOTATIONS);
    visit_stmts(module.body);
  } else {
    visit_body(module.body, true);
  }
  unit().code->warnings = std::move(warnings_);
  return leave_scope();
}

// ---- units -----------------------------------------------------------------------------------------------------

std::string Compiler::qualname_for(const std::string& name, UnitKind kind) const {
  if (units_.size() < 2) return name;  // module-level definitions (units_ holds the module and the new unit)
  const CompilerUnit& parent = *units_[units_.size() - 2];
  if (kind == UnitKind::Function || kind == UnitKind::Class) {
    // `global f` inside a function makes a nested def's qualname plain, as CPython.
    if (parent.ste->scope_of(mangle(parent.private_name, name)) == Scope::GlobalExplicit) return name;
  }
  if (parent.kind == UnitKind::Module) return name;
  const bool function_like = parent.kind == UnitKind::Function || parent.kind == UnitKind::Lambda;
  return parent.code->qualname + (function_like ? ".<locals>." : ".") + name;
}

void Compiler::enter_scope(std::string name, UnitKind kind, const void* key, uint32_t firstlineno) {
  auto u = std::make_unique<CompilerUnit>();
  u->kind = kind;
  u->ste = &symbols_.scope_for(key);
  u->code = std::make_shared<Code>();
  u->code->name = std::move(name);
  u->code->source = source_;
  u->code->firstlineno = firstlineno;
  if (!units_.empty()) u->private_name = units_.back()->private_name;
  for (const auto& n : u->ste->order) {
    const Symbol& sym = u->ste->symbols.at(n);
    if (sym.scope == Scope::Cell) u->cells.push_back(n);
    if (sym.scope == Scope::Free || (sym.flags & DEF_FREE_CLASS)) u->frees.push_back(n);
  }
  std::sort(u->cells.begin(), u->cells.end());
  std::sort(u->frees.begin(), u->frees.end());
  if (u->ste->needs_class_closure) u->cells.insert(u->cells.begin(), "__class__");
  for (const auto& p : u->ste->params) {
    u->varname_index.emplace(p, uint32_t(u->code->varnames.size()));
    u->code->varnames.push_back(p);
  }
  units_.push_back(std::move(u));
  unit().code->qualname = kind == UnitKind::Module ? "<module>" : qualname_for(unit().code->name, kind);

  // Prologue (CPython's insert_prefix_instructions): cells made in slot order, then the closure copied in.
  unit().loc = {};
  for (const auto& p : unit().ste->params)
    if (unit().ste->scope_of(p) == Scope::Cell) emit(Opcode::MAKE_CELL, deref_index(p));
  for (const auto& c : unit().cells)
    if (!unit().varname_index.contains(c)) emit(Opcode::MAKE_CELL, deref_index(c));
  if (!unit().frees.empty()) emit(Opcode::COPY_FREE_VARS, int32_t(unit().frees.size()));
}

// Renumbers DEREF operands from CPython's compile-time numbering (cells, then frees) to frame slots:
// [varnames | cells that are not arguments | frees]; fills cellvars/freevars.
void Compiler::finish_localsplus(CompilerUnit& u) {
  Code& code = *u.code;
  const uint32_t nvars = uint32_t(code.varnames.size());
  std::vector<int32_t> slot(u.cells.size() + u.frees.size());
  for (size_t i = 0; i < u.cells.size(); ++i) {
    auto it = u.varname_index.find(u.cells[i]);
    if (it != u.varname_index.end()) {
      slot[i] = int32_t(it->second);
    } else {
      slot[i] = int32_t(nvars + code.cellvars.size());
      code.cellvars.push_back(u.cells[i]);
    }
  }
  for (size_t i = 0; i < u.frees.size(); ++i) slot[u.cells.size() + i] = int32_t(nvars + code.cellvars.size() + i);
  code.freevars = u.frees;
  for (Instr& in : u.seq.instrs())
    if (operand_kind(in.op) == OperandKind::DEREF) in.arg = slot[in.arg];
}

std::shared_ptr<const Code> Compiler::leave_scope() {
  CompilerUnit& u = unit();
  // Falling off the end returns None (CPython's assemble(c, addNone)).
  const Instr* last = u.seq.last_in_block();
  if (!last || last->op != Opcode::RETURN_VALUE) {
    unset_loc();
    load_const(NoneConstant{});
    emit(Opcode::RETURN_VALUE);
  }
  const SymbolTableEntry& ste = *u.ste;
  Code& code = *u.code;
  if (ste.is_function()) {
    code.flags |= CO_OPTIMIZED | CO_NEWLOCALS;
    // CPython's compute_code_flags: yield makes a generator, await (or async def) a coroutine, both an async generator
    if (ste.generator) code.flags |= ste.coroutine ? CO_ASYNC_GENERATOR : CO_GENERATOR;
    else if (ste.coroutine) code.flags |= CO_COROUTINE;
  }
  if (ste.nested) code.flags |= CO_NESTED;
  finish_localsplus(u);
  optimize_swaps(u.seq);
  assemble(u.seq, code);
  std::shared_ptr<const Code> done = std::move(u.code);
  units_.pop_back();
  return done;
}

// ---- emission --------------------------------------------------------------------------------------------------

void Compiler::emit(Opcode op, int32_t arg) {
  InstrSeq& seq = unit().seq;
  // `a, b = b, a`: BUILD_TUPLE n + UNPACK_SEQUENCE n is a swap (CPython's optimize_basic_block).
  if (op == Opcode::UNPACK_SEQUENCE && arg <= 3) {
    if (Instr* prev = seq.last_in_block(); prev && prev->op == Opcode::BUILD_TUPLE && prev->arg == arg) {
      seq.pop_last();
      if (arg > 1) seq.emit(Opcode::SWAP, arg, unit().loc);
      return;
    }
  }
  // PUSH_NULL + LOAD_GLOBAL folds into LOAD_GLOBAL with the NULL bit.
  if (op == Opcode::LOAD_GLOBAL) {
    if (Instr* prev = seq.last_in_block(); prev && prev->op == Opcode::PUSH_NULL) {
      prev->op = Opcode::LOAD_GLOBAL;
      prev->arg = arg | 1;
      prev->pos = unit().loc;
      return;
    }
  }
  seq.emit(op, arg, unit().loc);
}

uint32_t Compiler::add_const(const Constant& value) {
  std::string key;
  append_const_key(value, key);
  auto& consts = unit().code->consts;
  auto [it, fresh] = unit().const_index.try_emplace(std::move(key), uint32_t(consts.size()));
  if (fresh) consts.push_back(value);
  return it->second;
}

uint32_t Compiler::add_name(const std::string& name) {
  auto& names = unit().code->names;
  auto [it, fresh] = unit().name_index.try_emplace(name, uint32_t(names.size()));
  if (fresh) names.push_back(name);
  return it->second;
}

uint32_t Compiler::add_varname(const std::string& name) {
  auto& varnames = unit().code->varnames;
  auto [it, fresh] = unit().varname_index.try_emplace(name, uint32_t(varnames.size()));
  if (fresh) varnames.push_back(name);
  return it->second;
}

// Compile-time numbering of a cell or free variable: cells first, then frees (finish_localsplus renumbers).
int Compiler::deref_index(const std::string& name) const {
  const CompilerUnit& u = *units_.back();
  auto c = std::find(u.cells.begin(), u.cells.end(), name);
  if (c != u.cells.end()) return int(c - u.cells.begin());
  auto f = std::find(u.frees.begin(), u.frees.end(), name);
  return int(u.cells.size() + (f - u.frees.begin()));
}

void Compiler::name_op(const std::string& id, ast::ExprContext ctx) {
  using Ctx = ast::ExprContext;
  const std::string name = mangle(unit().private_name, id);
  const Scope scope = unit().ste->scope_of(name);
  const bool function = unit().ste->is_function();
  if (scope == Scope::Free || scope == Scope::Cell) {
    const Opcode load = unit().kind == UnitKind::Class ? Opcode::LOAD_CLASSDEREF : Opcode::LOAD_DEREF;
    emit(ctx == Ctx::Load ? load : ctx == Ctx::Store ? Opcode::STORE_DEREF : Opcode::DELETE_DEREF,
         deref_index(name));
  } else if (scope == Scope::Local && function) {
    emit(ctx == Ctx::Load ? Opcode::LOAD_FAST : ctx == Ctx::Store ? Opcode::STORE_FAST : Opcode::DELETE_FAST,
         int32_t(add_varname(name)));
  } else if (scope == Scope::GlobalExplicit || (scope == Scope::GlobalImplicit && function)) {
    const uint32_t index = add_name(name);
    if (ctx == Ctx::Load) emit(Opcode::LOAD_GLOBAL, int32_t(index << 1));
    else emit(ctx == Ctx::Store ? Opcode::STORE_GLOBAL : Opcode::DELETE_GLOBAL, int32_t(index));
  } else {
    emit(ctx == Ctx::Load ? Opcode::LOAD_NAME : ctx == Ctx::Store ? Opcode::STORE_NAME : Opcode::DELETE_NAME,
         int32_t(add_name(name)));
  }
}

// CPython's CO_MAXBLOCKS: loops, try, with and handler blocks nest at most 20 deep in one function.
constexpr size_t kMaxBlocks = 20;

void Compiler::push_fblock(FrameBlock b) {
  if (unit().fblocks.size() >= kMaxBlocks) {
    const Position& at = unit().loc;  // the statement being compiled, as compiler_error's location
    error(ast::Location{at.line, at.col, at.end_line, at.end_col}, "too many statically nested blocks");
  }
  unit().fblocks.push_back(b);
}

void Compiler::error(const ast::Location& loc, std::string message) const {
  raise_syntax_error(*source_, loc, std::move(message));
}

void Compiler::warn(const ast::Location& loc, std::string message) {
  warnings_.push_back({std::move(message), loc.lineno, loc.end_lineno, loc.col_offset, loc.end_col_offset});
}

// ---- functions and classes -------------------------------------------------------------------------------------

// Module and class bodies: a leading string becomes __doc__.
void Compiler::visit_body(const ast::StmtList& body, bool store_docstring) {
  size_t first = 0;
  if (unit().kind == UnitKind::Module && !body.empty()) set_loc(body[0]->loc);  // (SETUP_ANNOTATIONS' line)
  if (has_annotations(body)) emit(Opcode::SETUP_ANNOTATIONS);
  if (store_docstring && !body.empty() && is_docstring(*body[0])) {
    set_loc(body[0]->loc);
    visit_expr(*body[0]->as<ast::ExprStmt>()->value);
    unset_loc();
    name_op("__doc__", ast::ExprContext::Store);
    first = 1;
  }
  for (size_t i = first; i < body.size(); ++i) visit_stmt(*body[i]);
}

void Compiler::visit_decorators(const ast::ExprList& decorators) { visit_exprs(decorators); }

// Each decorator was pushed before the function; CALL 0 treats it as a method whose self is the function.
void Compiler::apply_decorators(const ast::ExprList& decorators) {
  for (auto it = decorators.rbegin(); it != decorators.rend(); ++it) {
    set_loc((*it)->loc);
    emit(Opcode::CALL, 0);
  }
}

// Pushes the defaults tuple and the keyword-only defaults dict; returns the MAKE_FUNCTION flags they need.
uint32_t Compiler::visit_defaults(const ast::Arguments& args) {
  uint32_t flags = 0;
  if (!args.defaults.empty()) {
    bool all_const = true;
    auto tuple = std::make_shared<TupleConstant>();
    for (const auto& d : args.defaults) {
      Constant c;
      all_const = all_const && constant_value(*d, c);
      if (all_const) tuple->items.push_back(std::move(c));
    }
    if (all_const) {
      load_const(std::shared_ptr<const TupleConstant>(std::move(tuple)));
    } else {
      visit_exprs(args.defaults);
      emit(Opcode::BUILD_TUPLE, int32_t(args.defaults.size()));
    }
    flags |= 1;
  }
  auto keys = std::make_shared<TupleConstant>();
  for (size_t i = 0; i < args.kwonlyargs.size(); ++i) {
    if (!args.kw_defaults[i]) continue;
    keys->items.push_back(mangle(unit().private_name, args.kwonlyargs[i].arg));
    visit_expr(*args.kw_defaults[i]);
  }
  if (!keys->items.empty()) {
    const auto n = int32_t(keys->items.size());
    load_const(std::shared_ptr<const TupleConstant>(std::move(keys)));
    emit(Opcode::BUILD_CONST_KEY_MAP, n);
    flags |= 2;
  }
  return flags;
}

void Compiler::set_arg_counts(const ast::Arguments& args) {
  Code& code = *unit().code;
  code.posonlyargcount = uint32_t(args.posonlyargs.size());
  code.argcount = uint32_t(args.posonlyargs.size() + args.args.size());  // co_argcount counts both
  code.kwonlyargcount = uint32_t(args.kwonlyargs.size());
  if (args.vararg) code.flags |= CO_VARARGS;
  if (args.kwarg) code.flags |= CO_VARKEYWORDS;
}

// Pushes a function made from `code` (defaults already pushed per `flags`), with a closure tuple of the cells
// it reads from this scope (CPython's compiler_make_closure).
void Compiler::make_closure(const std::shared_ptr<const Code>& code, uint32_t flags) {
  if (!code->freevars.empty()) {
    for (const auto& name : code->freevars) emit(Opcode::LOAD_CLOSURE, deref_index(name));
    emit(Opcode::BUILD_TUPLE, int32_t(code->freevars.size()));
    flags |= 8;
  }
  load_const(code);
  emit(Opcode::MAKE_FUNCTION, int32_t(flags));
}

void Compiler::visit_function(const ast::Stmt& s, const ast::FunctionDef& f) {
  visit_decorators(f.decorator_list);
  const uint32_t firstlineno = f.decorator_list.empty() ? s.loc.lineno : f.decorator_list[0]->loc.lineno;
  set_loc(s.loc);
  uint32_t flags = visit_defaults(*f.args);
  // The annotations tuple (name, value, name, value, ...), as CPython's compiler_visit_annotations; as text
  // (`from __future__ import annotations`) it is one constant, as CPython's constant folding makes it.
  int32_t annotated = 0;
  auto texts = std::make_shared<TupleConstant>();
  auto annotation = [&](const std::string& name, const ast::Expr* value) {
    if (!value) return;
    annotated += 2;
    if (future_annotations_) {
      texts->items.push_back(mangle(unit().private_name, name));
      texts->items.push_back(annotation_text(*value));
      return;
    }
    load_const(mangle(unit().private_name, name));
    if (const auto* starred = value->as<ast::Starred>()) {  // *args: *Ts is [annotation] = [*Ts]
      visit_expr(*starred->value);
      emit(Opcode::UNPACK_SEQUENCE, 1);
      return;
    }
    visit_expr(*value);
  };
  for (const auto* list : {&f.args->posonlyargs, &f.args->args})
    for (const auto& a : *list) annotation(a.arg, a.annotation.get());
  if (f.args->vararg) annotation(f.args->vararg->arg, f.args->vararg->annotation.get());
  for (const auto& a : f.args->kwonlyargs) annotation(a.arg, a.annotation.get());
  if (f.args->kwarg) annotation(f.args->kwarg->arg, f.args->kwarg->annotation.get());
  annotation("return", f.returns.get());
  if (annotated) {
    if (future_annotations_) load_const(std::shared_ptr<const TupleConstant>(std::move(texts)));
    else emit(Opcode::BUILD_TUPLE, annotated);
    flags |= 4;
  }
  enter_scope(f.name, UnitKind::Function, &s, firstlineno);
  unit().async_function = f.is_async;
  // consts[0] is the docstring, or None (CPython reserves the slot either way).
  const bool has_doc = !f.body.empty() && is_docstring(*f.body[0]);
  if (has_doc) add_const(docstring_of(*f.body[0]));
  else add_const(NoneConstant{});
  set_arg_counts(*f.args);
  for (size_t i = has_doc ? 1 : 0; i < f.body.size(); ++i) visit_stmt(*f.body[i]);
  auto code = leave_scope();
  set_loc(s.loc);
  make_closure(code, flags);
  apply_decorators(f.decorator_list);
  set_loc(s.loc);
  name_op(f.name, ast::ExprContext::Store);
}

void Compiler::visit_lambda(const ast::Expr& e, const ast::Lambda& l) {
  const uint32_t flags = visit_defaults(*l.args);
  enter_scope("<lambda>", UnitKind::Lambda, &e, e.loc.lineno);
  add_const(NoneConstant{});  // a lambda has no docstring
  set_arg_counts(*l.args);
  set_loc(l.body->loc);
  visit_expr(*l.body);
  if (unit().ste->generator) {
    emit(Opcode::POP_TOP);  // a generator lambda returns None; the body's value is discarded
  } else {
    emit(Opcode::RETURN_VALUE);
  }
  auto code = leave_scope();
  set_loc(e.loc);
  make_closure(code, flags);
}

void Compiler::visit_class(const ast::Stmt& s, const ast::ClassDef& c) {
  visit_decorators(c.decorator_list);
  const uint32_t firstlineno = c.decorator_list.empty() ? s.loc.lineno : c.decorator_list[0]->loc.lineno;
  enter_scope(c.name, UnitKind::Class, &s, firstlineno);
  unit().private_name = c.name;
  unit().loc = {firstlineno, firstlineno, 0, 0};  // CPython 3.11's position for the namespace's prologue
  name_op("__name__", ast::ExprContext::Load);
  name_op("__module__", ast::ExprContext::Store);
  load_const(unit().code->qualname);
  name_op("__qualname__", ast::ExprContext::Store);
  visit_body(c.body, true);
  unset_loc();
  if (unit().ste->needs_class_closure) {
    // The class cell goes into the namespace so type() can fill it once the class exists.
    emit(Opcode::LOAD_CLOSURE, deref_index("__class__"));
    emit(Opcode::COPY, 1);
    name_op("__classcell__", ast::ExprContext::Store);
  } else {
    load_const(NoneConstant{});
  }
  emit(Opcode::RETURN_VALUE);
  auto code = leave_scope();

  set_loc(s.loc);
  emit(Opcode::PUSH_NULL);
  emit(Opcode::LOAD_BUILD_CLASS);
  make_closure(code, 0);
  load_const(c.name);
  call_helper(2, c.bases, c.keywords);
  apply_decorators(c.decorator_list);
  set_loc(s.loc);
  name_op(c.name, ast::ExprContext::Store);
}

}  // namespace tsr::lang
