// Operators and protocols (language.md §3.3, §3.6): binary operators with NotImplemented and reflected
// dunders, rich comparison, truth, hashing, len, subscripts and iteration.
//
// Arithmetic on two builtin numbers is computed inline (their dunders are immutable, so this is unobservable);
// everything else goes through dunder lookup on the types.
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "interpreter/bigint.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/trace.hpp"
#include "interpreter/utf8_scan.hpp"
#include "interpreter/vm.hpp"
#include "interpreter/weakref.hpp"

namespace tsr::interp {

namespace {

using lang::BinaryOpArg;
using lang::CompareOpArg;
using lang::kBinaryOperators;
using lang::kComparisonOperators;

// An int, bool, float or big int: no subclass.
bool is_builtin_number(const Value& v) { return v.is_int() || v.is_bool() || v.is_float() || is_big(v); }

double float_floordiv(double a, double b, double* mod_out) {
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) {
      mod += b;
      div -= 1.0;
    }
  } else {
    mod = std::copysign(0.0, b);
  }
  double floordiv;
  if (div != 0) {
    floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
  } else {
    floordiv = std::copysign(0.0, a / b);
  }
  if (mod_out) *mod_out = mod;
  return floordiv;
}

Value int_pow(int64_t base, int64_t exp) {
  const int64_t base0 = base, exp0 = exp;
  if (exp < 0) {
    if (base == 0) raise(T.ZeroDivisionError, "0.0 cannot be raised to a negative power");
    return Value(std::pow(double(base), double(exp)));
  }
  int64_t result = 1;
  while (exp) {
    if (exp & 1)
      if (__builtin_mul_overflow(result, base, &result)) return big_binop(Value(base0), Value(exp0), int(BinaryOpArg::Power));
    exp >>= 1;
    if (exp && __builtin_mul_overflow(base, base, &base)) return big_binop(Value(base0), Value(exp0), int(BinaryOpArg::Power));
  }
  return Value(result);
}

}  // namespace

// Arithmetic on two builtin numbers; Null when the operation is not defined for them (e.g. float & int).
Value number_binop(const Value& a, const Value& b, int op) {
  if (!a.is_float() && !b.is_float()) {
    // A big operand, or a 64-bit result that overflows, goes to GMP (bigint.cpp).
    if (a.is_obj() || b.is_obj()) [[unlikely]] return big_binop(a, b, op);
    const int64_t x = a.as_int(), y = b.as_int();
    int64_t r;
    switch (BinaryOpArg(op)) {
      case BinaryOpArg::Add: if (__builtin_add_overflow(x, y, &r)) return big_binop(a, b, op); return Value(r);
      case BinaryOpArg::Subtract: if (__builtin_sub_overflow(x, y, &r)) return big_binop(a, b, op); return Value(r);
      case BinaryOpArg::Multiply: if (__builtin_mul_overflow(x, y, &r)) return big_binop(a, b, op); return Value(r);
      case BinaryOpArg::TrueDivide: return int_true_divide(a, b);
      case BinaryOpArg::FloorDivide: {
        if (y == 0) raise(T.ZeroDivisionError, "integer division or modulo by zero");
        if (y == -1) return unary_op(a, 1);  // INT64_MIN // -1 leaves 64 bits
        int64_t q = x / y;
        if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
        return Value(q);
      }
      case BinaryOpArg::Remainder: {
        if (y == 0) raise(T.ZeroDivisionError, "integer modulo by zero");
        if (y == -1) return Value(int64_t(0));  // (INT64_MIN % -1 traps in C++)
        int64_t m = x % y;
        if (m != 0 && ((m < 0) != (y < 0))) m += y;
        return Value(m);
      }
      case BinaryOpArg::Power: return int_pow(x, y);
      case BinaryOpArg::And: return a.is_bool() && b.is_bool() ? Value::boolean(x & y) : Value(x & y);
      case BinaryOpArg::Or: return a.is_bool() && b.is_bool() ? Value::boolean(x | y) : Value(x | y);
      case BinaryOpArg::Xor: return a.is_bool() && b.is_bool() ? Value::boolean(x ^ y) : Value(x ^ y);
      case BinaryOpArg::LShift:
        if (y < 0) raise(T.ValueError, "negative shift count");
        if (x == 0) return Value(int64_t(0));
        if (y >= 63 || (x << y) >> y != x) return big_binop(a, b, op);
        return Value(x << y);
      case BinaryOpArg::RShift:
        if (y < 0) raise(T.ValueError, "negative shift count");
        return Value(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
      default: return {};
    }
  }
  const double x = a.is_float() ? a.as_float() : big_to_double(a);
  const double y = b.is_float() ? b.as_float() : big_to_double(b);
  switch (BinaryOpArg(op)) {
    case BinaryOpArg::Add: return Value(x + y);
    case BinaryOpArg::Subtract: return Value(x - y);
    case BinaryOpArg::Multiply: return Value(x * y);
    case BinaryOpArg::TrueDivide:
      if (y == 0) raise(T.ZeroDivisionError, "float division by zero");
      return Value(x / y);
    case BinaryOpArg::FloorDivide:
      if (y == 0) raise(T.ZeroDivisionError, "float floor division by zero");
      return Value(float_floordiv(x, y, nullptr));
    case BinaryOpArg::Remainder: {
      if (y == 0) raise(T.ZeroDivisionError, "float modulo");
      double m;
      float_floordiv(x, y, &m);
      return Value(m);
    }
    case BinaryOpArg::Power: {
      if (x == 0 && y < 0) raise(T.ZeroDivisionError, "0.0 cannot be raised to a negative power");
      // float_pow: a finite negative base to a finite fractional power is complex.
      if (x < 0 && std::isfinite(x) && std::isfinite(y) && y != std::floor(y))
        return new_complex(complex_pow({x, 0.0}, {y, 0.0}));
      double r = std::pow(x, y);
      if (std::isinf(r) && std::isfinite(x) && std::isfinite(y)) raise(T.OverflowError, "(34, 'Numerical result out of range')");
      return Value(r);
    }
    default: return {};
  }
}

namespace {

bool is_sequence_layout(const Value& v) {
  return has_layout(v, Layout::Str) || has_layout(v, Layout::List) || has_layout(v, Layout::Tuple);
}

[[noreturn]] void binop_error(const Value& a, const Value& b, int base, bool inplace) {
  if (BinaryOpArg(base) == BinaryOpArg::Add && is_sequence_layout(a) && type_of(a)->builtin) {
    // the message names the layout, as CPython's str/list/tuple concat do for their subclasses (torch.Size)
    const std::string n = has_layout(a, Layout::Str) ? "str" : has_layout(a, Layout::List) ? "list" : "tuple";
    raise(T.TypeError, "can only concatenate " + n + " (not \"" + type_name(b) + "\") to " + n);
  }
  if (BinaryOpArg(base) == BinaryOpArg::Multiply && (is_sequence_layout(a) || is_sequence_layout(b)) &&
      (is_big(a) || is_big(b)))
    raise(T.OverflowError, "cannot fit 'int' into an index-sized integer");  // a repeat count past 64 bits
  if (BinaryOpArg(base) == BinaryOpArg::Multiply && (is_sequence_layout(a) || is_sequence_layout(b)))
    raise(T.TypeError, "can't multiply sequence by non-int of type '" +
                           type_name(is_sequence_layout(a) ? b : a) + "'");
  const lang::BinaryOperator& o = kBinaryOperators[base];
  // In place, CPython names the statement's operator ("**=", not "** or pow()=").
  const std::string sym = inplace ? std::string(o.symbol) + "=" : std::string(o.message);
  raise(T.TypeError, "unsupported operand type(s) for " + sym + ": '" + type_name(a) + "' and '" + type_name(b) + "'");
}

}  // namespace

namespace {
// The class in t's MRO whose dict holds `name` (for the trace).
std::string owner_of(const TypeObject* t, const StrObject* name) {
  for (auto* m : t->mro)
    if (!m->dict->get_str(name).is_null()) return m->name;
  return "?";
}
std::string mro_names(const TypeObject* t) {
  std::string s;
  for (auto* m : t->mro) s += (s.empty() ? "" : ", ") + m->name;
  return s;
}
std::string describe_callable(const Value& f) {
  if (has_layout(f, Layout::Function)) return "tsr function " + str_of(as<FunctionObject>(f)->qualname);
  if (has_layout(f, Layout::Native)) return "native " + as<NativeFunctionObject>(f)->qualname;
  return type_name(f);
}
void trace_lookup(const char* what, const TypeObject* t, const StrObject* name, const Value& found) {
  if (!tracing()) return;
  if (found.is_null())
    trace(std::string("  ") + what + ": " + name->s + " looked up on type '" + t->name + "' (MRO " + mro_names(t) + "): not found");
  else
    trace(std::string("  ") + what + ": " + name->s + " looked up on type '" + t->name + "' (MRO " + mro_names(t) +
          "): found in '" + owner_of(t, name) + "': " + describe_callable(found));
}
// f (an operator dunder found on type t) called on self with one argument. A builtin method takes self first
// directly: binding it would make a bound method object only for the call to unpack again.
Value call_dunder(const Value& f, const Value& self, const Value& arg, const TypeObject* t) {
  if (has_layout(f, Layout::Native) && as<NativeFunctionObject>(f)->binds) {
    const Value args[2] = {self, arg};
    return call(f, CallArgs{std::span<const Value>(args, 2), nullptr});
  }
  return call(bind_descriptor(f, self, const_cast<TypeObject*>(t)), {arg});
}
Value traced_call(const Value& f, const Value& self, const Value& arg, const TypeObject* t) {
  Value r = call_dunder(f, self, arg, t);
  if (tracing() && r.identical(kNotImplemented)) trace("  -> NotImplemented");
  return r;
}
}  // namespace

namespace {
// The interned dunder names of each operator, looked up once.
struct OperatorDunders {
  StrObject* name[lang::kBinaryOpCount];
  StrObject* rname[lang::kBinaryOpCount];
  StrObject* iname[lang::kBinaryOpCount];
  StrObject* compare[lang::kCompareOpCount];
};
const OperatorDunders& operator_dunders() {
  static const OperatorDunders d = [] {
    OperatorDunders r{};
    for (int i = 0; i < lang::kBinaryOpCount; ++i) {
      r.name[i] = intern(std::string(kBinaryOperators[i].dunder)).get();
      r.rname[i] = intern(std::string(kBinaryOperators[i].reflected)).get();
      r.iname[i] = intern(std::string(kBinaryOperators[i].inplace)).get();
    }
    for (int i = 0; i < lang::kCompareOpCount; ++i) r.compare[i] = intern(std::string(kComparisonOperators[i].dunder)).get();
    return r;
  }();
  return d;
}

// CPython's method_is_overloaded (typeobject.c): whether the right operand's type brings its own `rname`, rather
// than the one it inherits from (or shares with) the left operand's type.
bool overrides(const TypeObject* ta, const Value& fb, const StrObject* rname) {
  const Value inherited = lookup(const_cast<TypeObject*>(ta), rname);
  return inherited.is_null() || !inherited.identical(fb);
}
}  // namespace

// Note [the binary operator protocol]
//
// CPython evaluates `a op b` in PyNumber_<Op> (Objects/abstract.c: binary_op1, reached through the nb_<op>
// slots), and a class written in Python fills those slots with one wrapper per operator (typeobject.c's
// SLOT1BINFULL, e.g. slot_nb_add) that calls __op__ / __rop__. Together they give this order, with A = type(a),
// B = type(b):
//
//   1. In place (`a op= b`, binary_iop1): a.__iop__(b) if A has it; a result other than NotImplemented is final.
//      Otherwise fall through to the binary protocol, whose error names the in-place symbol ("+=").
//   2. If B is a proper subclass of A and B overrides __rop__ (method_is_overloaded: B's __rop__ is not the
//      one A has, or A has none), b.__rop__(a) goes first. A subclass that merely inherits __rop__ does not
//      jump the queue: int.__add__ runs before a non-overriding subclass's inherited int.__radd__.
//   3. a.__op__(b), if A has it.
//   4. b.__rop__(a), if B is not A, B has it, and step 2 did not already call it.
//   5. Every step gave NotImplemented (or found nothing): TypeError "unsupported operand type(s) for +: 'A'
//      and 'B'" ("** or pow()" for **, as ternary_op says).
//
// tsr looks the dunders up on the types, as CPython does. Two builtin numbers are computed inline first: their
// dunders are immutable and return what number_binop does, so the shortcut is unobservable (`:trace` turns it off
// to show the protocol). Comparisons follow do_richcompare instead, see rich_compare.
Value binary_op(const Value& a, const Value& b, int op) {
  const bool inplace = op >= lang::kInplaceOffset;
  const int base = inplace ? op - lang::kInplaceOffset : op;
  if (is_builtin_number(a) && is_builtin_number(b) && !tracing()) {
    Value r = number_binop(a, b, base);
    if (!r.is_null()) return r;
    binop_error(a, b, base, inplace);
  }
  TypeObject* ta = type_of(a);
  TypeObject* tb = type_of(b);
  const OperatorDunders& dunders = operator_dunders();
  if (inplace) {
    StrObject* iname = dunders.iname[base];
    Value fi = lookup(ta, iname);
    trace_lookup("binary_op (in-place)", ta, iname, fi);
    if (!fi.is_null()) {
      Value r = traced_call(fi, a, b, ta);
      if (!r.identical(kNotImplemented)) return r;
    }
  }
  StrObject* name = dunders.name[base];
  StrObject* rname = dunders.rname[base];
  Value fa = lookup(ta, name);
  Value fb = ta != tb ? lookup(tb, rname) : Value();
  if (!fb.is_null() && is_subtype(tb, ta) && overrides(ta, fb, rname)) {
    trace_lookup("binary_op (right operand's subclass first)", tb, rname, fb);
    Value r = traced_call(fb, b, a, tb);
    if (!r.identical(kNotImplemented)) return r;
    fb = Value();
  }
  trace_lookup("binary_op", ta, name, fa);
  if (!fa.is_null()) {
    Value r = traced_call(fa, a, b, ta);
    if (!r.identical(kNotImplemented)) return r;
  }
  if (ta != tb) trace_lookup("binary_op (reflected)", tb, rname, fb);
  if (!fb.is_null()) {
    Value r = traced_call(fb, b, a, tb);
    if (!r.identical(kNotImplemented)) return r;
  }
  // CPython's sequence repeat takes any int; tsr's sequences take plain ints, so an int subclass's instance
  // repeats by its value.
  if (BinaryOpArg(base) == BinaryOpArg::Multiply && (is_int_subclass_instance(a) || is_int_subclass_instance(b)) &&
      (is_sequence_layout(a) || is_sequence_layout(b) || has_layout(a, Layout::Bytes) || has_layout(b, Layout::Bytes)))
    return binary_op(int_value(a), int_value(b), op);
  // ... and any object with __index__ (CPython's sequence_repeat): a numpy integer, a user's index type.
  if (BinaryOpArg(base) == BinaryOpArg::Multiply) {
    const auto repeats = [](const Value& seq, const Value& n) {
      return (is_sequence_layout(seq) || has_layout(seq, Layout::Bytes)) && !is_sequence_layout(n) &&
             !has_layout(n, Layout::Bytes) && !is_big(n) && has_index(n);
    };
    if (repeats(a, b)) return binary_op(a, Value(index_of(b)), op);
    if (repeats(b, a)) return binary_op(Value(index_of(a)), b, op);
  }
  binop_error(a, b, base, inplace);
}

Value unary_op(const Value& v, int which) {
  static const char* names[] = {"__pos__", "__neg__", "__invert__"};
  static const char* syms[] = {"+", "-", "~"};
  switch (v.tag()) {
    case Tag::Bool:
    case Tag::Int: {
      const int64_t x = v.as_int();
      if (which == 0) return Value(x);
      if (which == 1) {
        if (x == std::numeric_limits<int64_t>::min()) return big_unary(v, 1);
        return Value(-x);
      }
      return Value(~x);
    }
    case Tag::Float:
      if (which == 0) return v;
      if (which == 1) return Value(-v.as_float());
      break;
    default:
      if (is_big(v)) return big_unary(v, which);
      break;
  }
  static StrObject* const interned[] = {intern(names[0]).get(), intern(names[1]).get(), intern(names[2]).get()};
  Value f = lookup(type_of(v), interned[which]);
  trace_lookup("unary_op", type_of(v), interned[which], f);
  if (f.is_null()) raise(T.TypeError, std::string("bad operand type for unary ") + syms[which] + ": '" + type_name(v) + "'");
  return call(bind_descriptor(f, v, type_of(v)), {});
}

// ---------------------------------------------------------------- comparison

namespace {

// -1, 0, 1 comparing an int and a float exactly; 2 when unordered (NaN).
int compare_int_float(int64_t i, double f) {
  if (std::isnan(f)) return 2;
  if (std::isinf(f)) return f > 0 ? -1 : 1;
  const long double li = static_cast<long double>(i), lf = f;
  return li < lf ? -1 : (li > lf ? 1 : 0);
}

bool cmp_result(int c, int op) {
  if (c == 2) return CompareOpArg(op) == CompareOpArg::NotEq;
  switch (CompareOpArg(op)) {
    case CompareOpArg::Lt: return c < 0;
    case CompareOpArg::LtE: return c <= 0;
    case CompareOpArg::Eq: return c == 0;
    case CompareOpArg::NotEq: return c != 0;
    case CompareOpArg::Gt: return c > 0;
    case CompareOpArg::GtE: return c >= 0;
  }
  return false;
}

// Compares two sequences item by item, as list_richcompare: identity-or-== to find the first difference.
Value compare_sequences(const std::vector<Value>& x, const std::vector<Value>& y, int op) {
  size_t i = 0;
  for (; i < x.size() && i < y.size(); ++i)
    if (!eq(x[i], y[i])) break;
  if (i >= x.size() || i >= y.size()) {
    const int c = x.size() < y.size() ? -1 : (x.size() > y.size() ? 1 : 0);
    return Value::boolean(cmp_result(c, op));
  }
  if (CompareOpArg(op) == CompareOpArg::Eq) return Value::boolean(false);
  if (CompareOpArg(op) == CompareOpArg::NotEq) return Value::boolean(true);
  return rich_compare(x[i], y[i], op);
}

// Whether every element of x is in y, stopping at the first that is not (CPython's set_issubset).
bool set_within(const SetObject* x, const SetObject* y) {
  if (x->used > y->used) return false;
  for (const SetObject::Slot& s : x->table)
    if (!s.key.is_null() && !s.dummy && !y->contains(s.key)) return false;
  return true;
}

// Two sets (set or frozenset, mixed alike) compared as CPython's set_richcompare: the sizes first, then one
// containment; two frozensets whose hashes are known and differ are unequal.
Value compare_sets(const SetObject* x, const SetObject* y, int op) {
  const auto equal = [&] {
    if (x->used != y->used || (x->hash != -1 && y->hash != -1 && x->hash != y->hash)) return false;
    return set_within(x, y);
  };
  switch (CompareOpArg(op)) {
    case CompareOpArg::Lt: return Value::boolean(x->used < y->used && set_within(x, y));
    case CompareOpArg::LtE: return Value::boolean(set_within(x, y));
    case CompareOpArg::Eq: return Value::boolean(equal());
    case CompareOpArg::NotEq: return Value::boolean(!equal());
    case CompareOpArg::Gt: return Value::boolean(x->used > y->used && set_within(y, x));
    case CompareOpArg::GtE: return Value::boolean(set_within(y, x));
  }
  return {};
}

}  // namespace

// Comparison of builtin values computed natively; Null if not applicable.
Value builtin_compare(const Value& a, const Value& b, int op) {
  if (is_builtin_number(a) && is_builtin_number(b)) {
    if (a.is_obj() || b.is_obj()) [[unlikely]] {  // a big int
      if (a.is_float()) {
        const int c = big_compare_float(b, a.as_float());
        return Value::boolean(cmp_result(c == 2 ? 2 : -c, op));
      }
      if (b.is_float()) return Value::boolean(cmp_result(big_compare_float(a, b.as_float()), op));
      return Value::boolean(cmp_result(big_compare(a, b), op));
    }
    if (!a.is_float() && !b.is_float()) {
      const int64_t x = a.as_int(), y = b.as_int();
      return Value::boolean(cmp_result(x < y ? -1 : (x > y ? 1 : 0), op));
    }
    if (a.is_float() && b.is_float()) {
      const double x = a.as_float(), y = b.as_float();
      const int c = (std::isnan(x) || std::isnan(y)) ? 2 : (x < y ? -1 : (x > y ? 1 : 0));
      return Value::boolean(cmp_result(c, op));
    }
    if (a.is_float()) {
      int c = compare_int_float(b.as_int(), a.as_float());
      return Value::boolean(cmp_result(c == 2 ? 2 : -c, op));
    }
    return Value::boolean(cmp_result(compare_int_float(a.as_int(), b.as_float()), op));
  }
  if (is_str(a) && is_str(b) && type_of(a) == T.str && type_of(b) == T.str) {  // a subclass may compare otherwise
    const int c = str_of(a).compare(str_of(b));
    return Value::boolean(cmp_result(c < 0 ? -1 : (c > 0 ? 1 : 0), op));
  }
  if (a.is_none() && b.is_none() && (CompareOpArg(op) == CompareOpArg::Eq || CompareOpArg(op) == CompareOpArg::NotEq))
    return Value::boolean(CompareOpArg(op) == CompareOpArg::Eq);
  const TypeObject *ta = type_of(a), *tb = type_of(b);
  if (ta->builtin && tb->builtin && ta->layout == Layout::Set && tb->layout == Layout::Set)
    return compare_sets(static_cast<const SetObject*>(a.obj()), static_cast<const SetObject*>(b.obj()), op);
  if (ta == tb && ta->builtin && (ta->layout == Layout::List || ta->layout == Layout::Tuple)) {
    RecursionGuard depth(" in comparison");  // nested sequences recurse here, as in CPython's PyObject_RichCompare
    const auto& x = ta->layout == Layout::List ? as<ListObject>(a)->items : as<TupleObject>(a)->items;
    const auto& y = ta->layout == Layout::List ? as<ListObject>(b)->items : as<TupleObject>(b)->items;
    return compare_sequences(x, y, op);
  }
  return {};
}

// CPython's do_richcompare (Objects/object.c), with B = type(b) and A = type(a):
//   1. If B is a proper subclass of A, b's reflected comparison goes first (a < b asks b.__gt__(a); == and !=
//      are their own reflection). Unlike the arithmetic operators there is no "overrides" condition: CPython
//      tests only that B has tp_richcompare, which every type has.
//   2. a.__op__(b).
//   3. b's reflected comparison, unless step 1 made it.
//   4. All NotImplemented: == and != fall back to identity; the orderings raise "'<' not supported between
//      instances of 'A' and 'B'".
Value rich_compare(const Value& a, const Value& b, int op) {
  Value fast = builtin_compare(a, b, op);
  if (!fast.is_null()) return fast;
  TypeObject* ta = type_of(a);
  TypeObject* tb = type_of(b);
  const lang::ComparisonOperator& o = kComparisonOperators[op];
  StrObject* name = operator_dunders().compare[op];
  StrObject* rname = operator_dunders().compare[int(o.swapped)];
  bool checked_reverse = false;
  if (ta != tb && is_subtype(tb, ta)) {
    Value f = lookup(tb, rname);
    if (!f.is_null()) {
      checked_reverse = true;
      Value r = call_dunder(f, b, a, tb);
      if (!r.identical(kNotImplemented)) return r;
    }
  }
  Value f = lookup(ta, name);
  if (!f.is_null()) {
    Value r = call_dunder(f, a, b, ta);
    if (!r.identical(kNotImplemented)) return r;
  }
  if (!checked_reverse) {
    Value g = lookup(tb, rname);
    if (!g.is_null()) {
      Value r = call_dunder(g, b, a, tb);
      if (!r.identical(kNotImplemented)) return r;
    }
  }
  // A list or tuple subclass (a namedtuple, sys.version_info) with no comparison of its own compares as its
  // base type does, as CPython's inherited tp_richcompare (builtin_compare takes only the exact types).
  for (Layout l : {Layout::List, Layout::Tuple})
    if (ta->layout == l && tb->layout == l) {
      RecursionGuard depth(" in comparison");
      const auto& x = l == Layout::List ? as<ListObject>(a)->items : as<TupleObject>(a)->items;
      const auto& y = l == Layout::List ? as<ListObject>(b)->items : as<TupleObject>(b)->items;
      return compare_sequences(x, y, op);
    }
  if (CompareOpArg(op) == CompareOpArg::Eq) return Value::boolean(a.identical(b));
  if (CompareOpArg(op) == CompareOpArg::NotEq) return Value::boolean(!a.identical(b));
  raise(T.TypeError, "'" + std::string(o.symbol) + "' not supported between instances of '" + type_name(a) +
                         "' and '" + type_name(b) + "'");
}

bool eq(const Value& a, const Value& b) {
  if (a.identical(b) && !a.is_float()) return true;
  return truthy(rich_compare(a, b, CompareOpArg::Eq));
}

bool lt(const Value& a, const Value& b) { return truthy(rich_compare(a, b, CompareOpArg::Lt)); }

// ---------------------------------------------------------------- truth, len, hash

bool truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::Null:
    case Tag::None: return false;
    case Tag::Bool:
    case Tag::Int: return v.as_int() != 0;
    case Tag::Float: return v.as_float() != 0.0;
    case Tag::Obj: break;
  }
  Object* o = v.obj();
  if (o->type == T.int_) return true;  // a big int is never zero
  if (o->type->builtin) {
    switch (o->type->layout) {
      case Layout::Str: return !static_cast<StrObject*>(o)->s.empty();
      case Layout::List: return !static_cast<ListObject*>(o)->items.empty();
      case Layout::Tuple: return !static_cast<TupleObject*>(o)->items.empty();
      case Layout::Dict: return static_cast<DictObject*>(o)->size() != 0;
      case Layout::Set: return static_cast<SetObject*>(o)->used != 0;
      case Layout::Range: return static_cast<RangeObject*>(o)->length() != 0;
      case Layout::Function: case Layout::Native: case Layout::Type: case Layout::Module: return true;
      default: break;
    }
  }
  static StrObject* s_bool = intern("__bool__").get();
  static StrObject* s_len = intern("__len__").get();
  Value f = lookup(o->type, s_bool);
  if (!f.is_null()) {
    Value r = call(bind_descriptor(f, v, o->type), {});
    if (!r.is_bool()) raise(T.TypeError, "__bool__ should return bool, returned " + type_name(r));
    return r.as_bool();
  }
  if (!lookup(o->type, s_len).is_null()) return length(v) != 0;
  return true;
}

int64_t length(const Value& v) {
  if (v.is_obj()) {
    Object* o = v.obj();
    switch (o->type->layout) {
      case Layout::Str: return str_length(static_cast<StrObject*>(o));
      case Layout::List: return int64_t(static_cast<ListObject*>(o)->items.size());
      case Layout::Tuple: return int64_t(static_cast<TupleObject*>(o)->items.size());
      case Layout::Dict: return int64_t(static_cast<DictObject*>(o)->size());
      case Layout::Set: return int64_t(static_cast<SetObject*>(o)->used);
      case Layout::Range: return static_cast<RangeObject*>(o)->length();
      case Layout::DictView: return int64_t(static_cast<DictViewObject*>(o)->dict->size());
      default: break;
    }
  }
  static StrObject* s_len = intern("__len__").get();
  Value f = lookup(type_of(v), s_len);
  if (f.is_null()) raise(T.TypeError, "object of type '" + type_name(v) + "' has no len()");
  Value r = call(bind_descriptor(f, v, type_of(v)), {});
  const int64_t n = index_of(r);
  if (n < 0) raise(T.ValueError, "__len__() should return >= 0");
  return n;
}

Value index_value(const Value& v) {
  if (is_big(v)) return v;
  if (is_int_subclass_instance(v)) return int_value(v);
  if (v.is_int() || v.is_bool()) return Value(v.as_int());
  Value f = lookup(type_of(v), intern("__index__").get());
  if (f.is_null()) raise(T.TypeError, "'" + type_name(v) + "' object cannot be interpreted as an integer");
  Value r = call(bind_descriptor(f, v, type_of(v)), {});
  if (!is_integer(r)) raise(T.TypeError, "__index__ returned non-int (type " + type_name(r) + ")");
  return r.is_bool() ? Value(r.as_int()) : r;
}

bool has_index(const Value& v) {
  static StrObject* s_index = intern("__index__").get();
  return v.is_int() || v.is_bool() || !lookup(type_of(v), s_index).is_null();
}

int64_t index_of(const Value& v) {
  if (v.is_int() || v.is_bool()) return v.as_int();
  if (is_big(v)) big_index_overflow();
  if (is_int_subclass_instance(v)) return index_of(int_value(v));  // its value, not its __index__ (PyNumber_Index)
  static StrObject* s_index = intern("__index__").get();
  Value f = lookup(type_of(v), s_index);
  if (f.is_null()) raise(T.TypeError, "'" + type_name(v) + "' object cannot be interpreted as an integer");
  Value r = call(bind_descriptor(f, v, type_of(v)), {});
  if (!r.is_int() && !r.is_bool()) {
    if (is_big(r)) big_index_overflow();
    raise(T.TypeError, "__index__ returned non-int (type " + type_name(r) + ")");
  }
  return r.as_int();
}

double float_of(const Value& v) {
  if (v.is_float()) return v.as_float();
  if (v.is_int() || v.is_bool()) return double(v.as_int());
  if (is_big(v)) return big_to_double(v);
  Value f = lookup(type_of(v), intern("__float__").get());
  if (!f.is_null()) {
    Value r = call(bind_descriptor(f, v, type_of(v)), {});
    if (!r.is_float()) raise(T.TypeError, type_name(v) + ".__float__ returned non-float (type " + type_name(r) + ")");
    return r.as_float();
  }
  if (!lookup(type_of(v), intern("__index__").get()).is_null()) return double(index_of(v));
  raise(T.TypeError, "must be real number, not " + type_name(v));
}

// Note [String hashes]
// str and bytes hash as CPython 3.11 hashes them (Python/pyhash.c): SipHash-1-3 of the bytes under a 128-bit key,
// the empty string 0, -1 made -2. A str is hashed in CPython's in-memory form: one byte per character when every
// code point is below 256, two (UTF-16 little-endian) below 65536, else four; so hash(b'ab') == hash('ab'). The
// key comes from PYTHONHASHSEED as in CPython (an integer N > 0: 24 bytes of the LCG in lcg_urandom seeded with
// N, the first 16 being the key; 0: all zeros). CPython draws a random key when PYTHONHASHSEED is unset or
// "random"; tsr then takes the key of PYTHONHASHSEED=0, so a run is reproducible and a set of strings iterates in
// the order `PYTHONHASHSEED=0 python3` gives (vocabularies built with list(set(words)) come out alike).
namespace {

struct SipKey {
  uint64_t k0 = 0, k1 = 0;
};

SipKey hash_key() {
  SipKey key;
  const char* env = std::getenv("PYTHONHASHSEED");
  if (env == nullptr || *env == '\0' || std::string_view(env) == "random") return key;
  char* end = nullptr;
  const unsigned long long seed = std::strtoull(env, &end, 10);
  if (*end != '\0' || seed > 4294967295ull || seed == 0) return key;
  unsigned char buf[24];
  uint32_t x = uint32_t(seed);
  for (unsigned char& b : buf) {
    x = x * 214013u + 2531011u;
    b = static_cast<unsigned char>((x >> 16) & 0xff);
  }
  for (int i = 7; i >= 0; --i) key.k0 = (key.k0 << 8) | buf[i];
  for (int i = 15; i >= 8; --i) key.k1 = (key.k1 << 8) | buf[i];
  return key;
}

constexpr uint64_t rotl(uint64_t x, int b) { return (x << b) | (x >> (64 - b)); }

inline void sip_round(uint64_t& v0, uint64_t& v1, uint64_t& v2, uint64_t& v3) {
  v0 += v1; v2 += v3; v1 = rotl(v1, 13) ^ v0; v3 = rotl(v3, 16) ^ v2; v0 = rotl(v0, 32);
  v2 += v1; v0 += v3; v1 = rotl(v1, 17) ^ v2; v3 = rotl(v3, 21) ^ v0; v2 = rotl(v2, 32);
}

// SipHash-1-3 (one compression round per 8-byte word, three finalisation rounds).
uint64_t siphash13(const unsigned char* p, size_t n) {
  static const SipKey key = hash_key();
  uint64_t v0 = key.k0 ^ 0x736f6d6570736575ull, v1 = key.k1 ^ 0x646f72616e646f6dull;
  uint64_t v2 = key.k0 ^ 0x6c7967656e657261ull, v3 = key.k1 ^ 0x7465646279746573ull;
  uint64_t b = uint64_t(n) << 56;
  for (; n >= 8; p += 8, n -= 8) {
    uint64_t m = 0;
    for (int i = 7; i >= 0; --i) m = (m << 8) | p[i];
    v3 ^= m;
    sip_round(v0, v1, v2, v3);
    v0 ^= m;
  }
  for (size_t i = 0; i < n; ++i) b |= uint64_t(p[i]) << (8 * i);
  v3 ^= b;
  sip_round(v0, v1, v2, v3);
  v0 ^= b;
  v2 ^= 0xff;
  sip_round(v0, v1, v2, v3);
  sip_round(v0, v1, v2, v3);
  sip_round(v0, v1, v2, v3);
  return v0 ^ v1 ^ v2 ^ v3;
}

int64_t finish_hash(const unsigned char* p, size_t n) {
  if (n == 0) return 0;
  const int64_t r = int64_t(siphash13(p, n));
  return r == -1 ? -2 : r;
}

}  // namespace

int64_t hash_bytes(const std::string& s) {
  return finish_hash(reinterpret_cast<const unsigned char*>(s.data()), s.size());
}

// A str's UTF-8 read back into code points, laid out at CPython's width for it (Note [String hashes]).
int64_t hash_string(const std::string& s) {
  const auto* u = reinterpret_cast<const unsigned char*>(s.data());
  const size_t n = s.size();
  bool ascii = true;
  for (size_t i = 0; i < n && ascii; ++i) ascii = u[i] < 0x80;
  if (ascii) return finish_hash(u, n);
  std::vector<uint32_t> cps;
  cps.reserve(n);
  uint32_t max_cp = 0;
  for (size_t i = 0; i < n;) {
    const unsigned char c = u[i];
    uint32_t cp;
    size_t len;
    if (c < 0x80) cp = c, len = 1;
    else if ((c >> 5) == 0x6) cp = c & 0x1f, len = 2;
    else if ((c >> 4) == 0xe) cp = c & 0x0f, len = 3;
    else cp = c & 0x07, len = 4;
    for (size_t k = 1; k < len && i + k < n; ++k) cp = (cp << 6) | (u[i + k] & 0x3f);
    i += len;
    cps.push_back(cp);
    max_cp = std::max(max_cp, cp);
  }
  const size_t width = max_cp < 256 ? 1 : max_cp < 65536 ? 2 : 4;
  std::vector<unsigned char> buf;
  buf.reserve(cps.size() * width);
  for (uint32_t cp : cps)
    for (size_t k = 0; k < width; ++k) buf.push_back(static_cast<unsigned char>((cp >> (8 * k)) & 0xff));
  return finish_hash(buf.data(), buf.size());
}

namespace {
constexpr uint64_t kHashModulus = (uint64_t(1) << 61) - 1;

int64_t hash_int(int64_t x) {
  const bool neg = x < 0;
  uint64_t u = neg ? uint64_t(0) - uint64_t(x) : uint64_t(x);
  int64_t h = int64_t(u % kHashModulus);
  if (neg) h = -h;
  return h == -1 ? -2 : h;
}

// CPython's _Py_HashDouble: the value mod 2^61-1, so equal ints and floats hash alike.
int64_t hash_double(double v) {
  if (std::isinf(v)) return v > 0 ? 314159 : -314159;
  if (std::isnan(v)) return 0;  // (CPython 3.11 hashes NaN by identity; tsr floats have none)
  int e;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  uint64_t x = 0;
  while (m) {
    x = ((x << 28) & kHashModulus) | x >> (61 - 28);
    m *= 268435456.0;
    e -= 28;
    const uint64_t y = uint64_t(m);
    m -= double(y);
    x += y;
    if (x >= kHashModulus) x -= kHashModulus;
  }
  e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
  x = ((x << e) & kHashModulus) | x >> (61 - e);
  int64_t h = int64_t(x) * sign;
  return h == -1 ? -2 : h;
}


int64_t hash_tuple(const std::vector<Value>& items) {
  // CPython's tuplehash (xxHash-based).
  constexpr uint64_t p1 = 11400714785074694791ull, p2 = 14029467366897019727ull, p5 = 2870177450012600261ull;
  uint64_t acc = p5;
  for (const auto& it : items) {
    const uint64_t lane = uint64_t(hash_of(it));
    acc += lane * p2;
    acc = (acc << 31) | (acc >> 33);
    acc *= p1;
  }
  acc += items.size() ^ (p5 ^ 3527539ull);
  if (acc == uint64_t(-1)) return 1546275796;
  return int64_t(acc);
}

// object's own __hash__ (or none found): the identity hash.
bool is_object_hash(const Value& f) {
  static const Value object_hash = lookup(T.object, intern("__hash__").get());
  return f.is_null() || f.identical(object_hash);
}
}  // namespace

int64_t hash_of(const Value& v) {
  static StrObject* s_hash = intern("__hash__").get();
  switch (v.tag()) {
    case Tag::Null: return 0;
    case Tag::None: return 0x5f3759df;
    case Tag::Bool:
    case Tag::Int: return hash_int(v.as_int());
    case Tag::Float: {
      const double d = v.as_float();
      if (d == std::floor(d) && std::fabs(d) < 9.2e18) return hash_int(int64_t(d));
      return hash_double(d);
    }
    case Tag::Obj: break;
  }
  Object* o = v.obj();
  if (o->type == T.int_) return big_hash(v);
  if (o->type->builtin) {
    switch (o->type->layout) {
      case Layout::Str: {
        auto* s = static_cast<StrObject*>(o);
        if (s->hash == -1) s->hash = hash_string(s->s);
        return s->hash;
      }
      case Layout::Tuple: return hash_tuple(static_cast<TupleObject*>(o)->items);
      case Layout::Complex: return complex_hash(static_cast<ComplexObject*>(o)->v);
      case Layout::List: case Layout::Dict: raise(T.TypeError, "unhashable type: '" + o->type->name + "'");
      case Layout::Set:
        if (!static_cast<SetObject*>(o)->frozen) raise(T.TypeError, "unhashable type: 'set'");
        break;
      case Layout::Bytes: {
        auto* b = static_cast<BytesObject*>(o);
        if (o->type == T.bytearray) raise(T.TypeError, "unhashable type: 'bytearray'");
        if (b->hash == -1) b->hash = hash_bytes(b->s);
        return b->hash;
      }
      case Layout::WeakRef: return weakref::hash(o);
      default:  // object's identity hash, unless the type has its own (torch.device hashes by value)
        if (o->type->identity_hash < 0) o->type->identity_hash = is_object_hash(lookup(o->type, s_hash));
        if (o->type->identity_hash) return address_hash(o);
        break;
    }
  }
  Value f = lookup(o->type, s_hash);
  if (f.is_none()) raise(T.TypeError, "unhashable type: '" + tp_name(o->type) + "'");
  if (is_object_hash(f)) return address_hash(o);
  // tuple's own __hash__, inherited by a user class, hashes by value: a namedtuple hashes as its tuple.
  if (has_layout(f, Layout::Native) && o->type->layout == Layout::Tuple)
    return hash_tuple(static_cast<TupleObject*>(o)->items);
  // str's own __hash__, inherited by a subclass (numpy's str_), hashes by value, so its instances find str keys.
  if (has_layout(f, Layout::Native) && o->type->layout == Layout::Str) {
    auto* s = static_cast<StrObject*>(o);
    if (s->hash == -1) s->hash = hash_string(s->s);
    return s->hash;
  }
  Value r = call(bind_descriptor(f, v, o->type), {});
  if (!r.is_int()) raise(T.TypeError, "__hash__ method should return an integer");
  // CPython's slot_tp_hash keeps a result that fits in 64 bits as it is (-1 becomes -2), so an object hashing
  // as hash(some_str) finds the str's dict entries.
  return r.as_int() == -1 ? -2 : r.as_int();
}

// ---------------------------------------------------------------- containment

bool contains(const Value& c, const Value& item) {
  // the builtin containers directly; a subclass by its type's __contains__ (it may override it: unittest.mock's
  // _CallList finds a run of calls)
  if (c.is_obj() && c.obj()->type->builtin) {
    Object* o = c.obj();
    switch (o->type->layout) {
      case Layout::Str:
        if (!is_str(item))
          raise(T.TypeError, "'in <string>' requires string as left operand, not " + type_name(item));
        return static_cast<StrObject*>(o)->s.find(str_of(item)) != std::string::npos;
      case Layout::List:
        for (const auto& x : static_cast<ListObject*>(o)->items)
          if (x.identical(item) || eq(x, item)) return true;
        return false;
      case Layout::Tuple:
        for (const auto& x : static_cast<TupleObject*>(o)->items)
          if (x.identical(item) || eq(x, item)) return true;
        return false;
      case Layout::Dict: return !static_cast<DictObject*>(o)->get(item).is_null();
      case Layout::Set: return static_cast<SetObject*>(o)->contains(item);
      default: break;
    }
  }
  static StrObject* s_contains = intern("__contains__").get();
  Value f = lookup(type_of(c), s_contains);
  if (!f.is_null()) return truthy(call(bind_descriptor(f, c, type_of(c)), {item}));
  Value it;
  try {
    it = iter(c);
  } catch (PyException& e) {  // CPython's _PySequence_IterSearch words iter's TypeError for `in`
    if (!isinstance(Value(e.exc), T.TypeError)) throw;
    raise(T.TypeError, "argument of type '" + tp_name(type_of(c)) + "' is not iterable");
  }
  for (Value x = next(it); !x.is_null(); x = next(it))
    if (x.identical(item) || eq(x, item)) return true;
  return false;
}

// ---------------------------------------------------------------- iteration

Value new_iterator(std::function<Value()> next) { return Value(make<IteratorObject>(T.iterator, std::move(next))); }

Value new_iterator(TypeObject* kind, std::function<Value()> next, std::function<int64_t()> length_hint) {
  return Value(make<IteratorObject>(kind, std::move(next), std::move(length_hint)));
}

TypeObject* iterator_kind(const char* name, bool hinted, const char* module) {
  static std::unordered_map<std::string, TypeObject*> kinds;
  const std::string key = std::string(module) + "." + name;
  if (auto it = kinds.find(key); it != kinds.end()) return it->second;
  Ref<TypeObject> t = new_type(name, {}, Layout::Iterator, true, module);
  kinds.emplace(key, t.get());
  incref(t.get());      // immortal, as the builtin types
  t->alloc = nullptr;   // made by iter() and the builtins, never called
  add_method(t.get(), "__iter__", [](const CallArgs& a) { return a[0]; });
  add_method(t.get(), "__next__", [](const CallArgs& a) {
    Value r = as<IteratorObject>(a[0])->next();
    if (r.is_null()) raise_stop_iteration();
    return r;
  });
  if (hinted)
    add_method(t.get(), "__length_hint__", [](const CallArgs& a) {
      const auto& hint = as<IteratorObject>(a[0])->length_hint;
      return Value(hint ? std::max<int64_t>(hint(), 0) : int64_t(0));
    });
  return t.get();
}

TypeObject* iterator_class(const char* name, const char* module, bool hinted, IteratorMaker make) {
  TypeObject* cls = iterator_kind(name, hinted, module);
  add_static(cls, "__new__", [cls, make](const CallArgs& a) {  // (add_static checks a[0] is a subtype)
    Value it = make(cls, CallArgs{a.args.subspan(1), a.kwnames});
    // A subclass's instance is the iterator made as its own type (reversed may hand back __reversed__'s).
    if (as<TypeObject>(a[0]) != cls && it.obj()->type == cls) it.obj()->type = as<TypeObject>(a[0]);
    return it;
  });
  return cls;
}

namespace {
// An iterator over a sequence held in `seq` (a list, tuple, bytes...) by index: `at(seq, i)` is its i-th item
// and `size(seq)` its current length (a list may grow while it is walked, as CPython's list_iterator sees; once
// it has ended it stays ended).
template <class Seq, class At, class Size>
Value index_iterator(TypeObject* kind, Seq seq, At at, Size size) {
  struct State {
    Seq seq;
    size_t i = 0;
    bool done = false;
  };
  auto st = std::make_shared<State>(State{std::move(seq), 0, false});
  return new_iterator(
      kind,
      [st, at, size]() {
        if (!st->done && st->i < size(st->seq)) return at(st->seq, st->i++);
        st->done = true;
        return Value();
      },
      [st, size]() { return st->done ? int64_t(0) : int64_t(size(st->seq)) - int64_t(st->i); });
}

// Code points in s[from, end) (UTF-8: every byte but continuation bytes starts one).
int64_t code_points_from(const std::string& s, size_t from) {
  int64_t n = 0;
  for (size_t i = from; i < s.size(); ++i) n += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return n;
}
}  // namespace

Value iter(const Value& v) {
  if (v.is_obj()) {
    Object* o = v.obj();
    if (o->type->builtin) {
      switch (o->type->layout) {
        case Layout::List: {
          static TypeObject* const kind = iterator_kind("list_iterator", true);
          return index_iterator(
              kind, Ref<ListObject>(static_cast<ListObject*>(o)),
              [](const Ref<ListObject>& l, size_t i) { return l->items[i]; },
              [](const Ref<ListObject>& l) { return l->items.size(); });
        }
        case Layout::Tuple: {
          static TypeObject* const kind = iterator_kind("tuple_iterator", true);
          return index_iterator(
              kind, Ref<TupleObject>(static_cast<TupleObject*>(o)),
              [](const Ref<TupleObject>& t, size_t i) { return t->items[i]; },
              [](const Ref<TupleObject>& t) { return t->items.size(); });
        }
        case Layout::Range: {
          static TypeObject* const kind = iterator_kind("range_iterator", true);
          auto* r = static_cast<RangeObject*>(o);
          struct State {
            int64_t cur, step, left;
          };
          auto st = std::make_shared<State>(State{r->start, r->step, r->length()});
          return new_iterator(
              kind,
              [st]() {
                if (st->left <= 0) return Value();
                --st->left;
                Value out(st->cur);
                st->cur += st->step;
                return out;
              },
              [st]() { return st->left; });
        }
        case Layout::Str: {
          Ref<StrObject> str(static_cast<StrObject*>(o));
          const bool ascii = code_points_from(str->s, 0) == int64_t(str->s.size());
          static TypeObject* const ascii_kind = iterator_kind("str_ascii_iterator", true);
          static TypeObject* const kind = iterator_kind("str_iterator", true);
          struct State {
            Ref<StrObject> s;
            size_t i = 0;
          };
          auto st = std::make_shared<State>(State{std::move(str), 0});
          return new_iterator(
              ascii ? ascii_kind : kind,
              [st]() {
                const std::string& s = st->s->s;
                if (st->i >= s.size()) return Value();
                size_t n = 1;
                while (st->i + n < s.size() && (static_cast<unsigned char>(s[st->i + n]) & 0xC0) == 0x80) ++n;
                Value out = new_str(s.substr(st->i, n));
                st->i += n;
                return out;
              },
              [st]() { return code_points_from(st->s->s, st->i); });
        }
        case Layout::Dict:
        case Layout::DictView: {
          // A dict iterates its keys; its views their keys, values or items. The size may not change meanwhile.
          static TypeObject* const kinds[] = {iterator_kind("dict_keyiterator", true),
                                              iterator_kind("dict_valueiterator", true),
                                              iterator_kind("dict_itemiterator", true)};
          Ref<DictObject> d;
          DictViewObject::Kind what = DictViewObject::Keys;
          if (o->type->layout == Layout::Dict) {
            d = Ref<DictObject>(static_cast<DictObject*>(o));
          } else {
            d = static_cast<DictViewObject*>(o)->dict;
            what = static_cast<DictViewObject*>(o)->kind;
          }
          struct State {
            Ref<DictObject> d;
            size_t i = 0, size = 0, seen = 0;
          };
          auto st = std::make_shared<State>(State{d, 0, d->size(), 0});
          return new_iterator(
              kinds[what],
              [st, what]() {
                if (st->d->size() != st->size) raise(T.RuntimeError, "dictionary changed size during iteration");
                auto& es = st->d->entries;
                while (st->i < es.size() && es[st->i].key.is_null()) ++st->i;
                if (st->i >= es.size()) return Value();
                auto& e = es[st->i++];
                ++st->seen;
                switch (what) {
                  case DictViewObject::Keys: return e.key;
                  case DictViewObject::Values: return e.value;
                  default: return new_tuple({e.key, e.value});
                }
              },
              [st]() { return int64_t(st->size) - int64_t(st->seen); });
        }
        case Layout::Set: {
          static TypeObject* const kind = iterator_kind("set_iterator", true);
          struct State {
            Ref<SetObject> s;
            size_t i = 0, size = 0, seen = 0;
          };
          Ref<SetObject> set(static_cast<SetObject*>(o));
          const size_t size = set->used;
          auto st = std::make_shared<State>(State{std::move(set), 0, size, 0});
          return new_iterator(
              kind,
              [st]() {
                auto& s = *st->s;
                if (s.used != st->size) raise(T.RuntimeError, "Set changed size during iteration");
                while (st->i < s.table.size() && (s.table[st->i].key.is_null() || s.table[st->i].dummy)) ++st->i;
                if (st->i >= s.table.size()) return Value();
                ++st->seen;
                return s.table[st->i++].key;
              },
              [st]() { return int64_t(st->size) - int64_t(st->seen); });
        }
        case Layout::Iterator: case Layout::Generator: return v;
        default: break;
      }
    }
  }
  static StrObject* s_iter = intern("__iter__").get();
  static StrObject* s_next = intern("__next__").get();
  static StrObject* s_getitem = intern("__getitem__").get();
  TypeObject* t = type_of(v);
  Value f = lookup(t, s_iter);
  if (!f.is_null() && !f.is_none()) {
    Value it = call(bind_descriptor(f, v, t), {});
    if (!has_layout(it, Layout::Iterator) && !has_layout(it, Layout::Generator) &&
        lookup(type_of(it), s_next).is_null())
      raise(T.TypeError, "iter() returned non-iterator of type '" + type_name(it) + "'");
    return it;
  }
  Value gi = lookup(t, s_getitem);
  if (!gi.is_null() && f.is_null()) {  // (__iter__ = None: not iterable, as CPython's)
    Value bound = bind_descriptor(gi, v, t);
    int64_t i = 0;
    return new_iterator([bound, i]() mutable {
      try {
        return call(bound, {Value(i++)});
      } catch (PyException& e) {
        if (isinstance(Value(e.exc), T.IndexError) || isinstance(Value(e.exc), T.StopIteration)) return Value();
        throw;
      }
    });
  }
  raise(T.TypeError, "'" + tp_name(t) + "' object is not iterable");
}

Value next(const Value& it) {
  if (it.is_obj()) {
    Object* o = it.obj();
    if (o->type->layout == Layout::Iterator) {
      // A StopIteration out of a builtin iterator's step (map's function raised it) ends the iteration, as
      // CPython's consumers take a NULL with StopIteration set.
      try {
        return static_cast<IteratorObject*>(o)->next();
      } catch (PyException& e) {
        if (isinstance(Value(e.exc), T.StopIteration)) return {};
        throw;
      }
    }
    if (o->type->layout == Layout::Generator) return generator_send(static_cast<GeneratorObject*>(o), Value::none());
  }
  static StrObject* s_next = intern("__next__").get();
  Value f = lookup(type_of(it), s_next);
  if (f.is_null()) raise(T.TypeError, "'" + type_name(it) + "' object is not an iterator");
  try {
    return call(bind_descriptor(f, it, type_of(it)), {});
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.StopIteration)) return {};
    throw;
  }
}

std::vector<Value> to_vector(const Value& v) {
  if (has_layout(v, Layout::List)) return as<ListObject>(v)->items;
  if (has_layout(v, Layout::Tuple)) return as<TupleObject>(v)->items;
  std::vector<Value> out;
  // A range knows its length: reserved at once, list(range(2**62)) is a MemoryError instead of a slow climb.
  if (has_layout(v, Layout::Range)) {
    const int64_t n = as<RangeObject>(v)->length();
    if (uint64_t(n) > out.max_size()) raise(T.MemoryError, "");
    out.reserve(size_t(n));
  }
  Value it = iter(v);
  for (Value x = next(it); !x.is_null(); x = next(it)) out.push_back(std::move(x));
  return out;
}

// ---------------------------------------------------------------- subscripts

int64_t RangeObject::length() const {
  if (step > 0) return start < stop ? (stop - start - 1) / step + 1 : 0;
  return start > stop ? (start - stop - 1) / (-step) + 1 : 0;
}

int64_t slice_index(const Value& v) {
  if (!has_index(v)) raise(T.TypeError, "slice indices must be integers or None or have an __index__ method");
  Value i = index_value(v);
  if (is_big(i)) return big_compare(i, Value(int64_t(0))) < 0 ? INT64_MIN + 1 : INT64_MAX;
  return i.as_int();
}

SliceIndices slice_indices(const SliceObject* s, int64_t len) {
  int64_t step = s->step.is_none() ? 1 : slice_index(s->step);
  if (step == 0) raise(T.ValueError, "slice step cannot be zero");
  int64_t start, stop;
  const int64_t lower = step < 0 ? -1 : 0, upper = step < 0 ? len - 1 : len;
  // A given bound counts from the end when negative and is clamped into [lower, upper].
  const auto bound = [&](const Value& v, int64_t absent) {
    if (v.is_none()) return absent;
    const int64_t i = slice_index(v);
    return i < 0 ? std::max(i + len, lower) : std::min(i, upper);
  };
  start = bound(s->start, step < 0 ? upper : lower);
  stop = bound(s->stop, step < 0 ? lower : upper);
  int64_t n = 0;
  if (step < 0) {
    if (stop < start) n = (start - stop - 1) / (-step) + 1;
  } else if (start < stop) {
    n = (stop - start - 1) / step + 1;
  }
  return {start, stop, step, n};
}

namespace {
template <class Vec>
Value sequence_getitem(const Vec& items, const Value& k, const char* what, bool tuple) {
  if (has_layout(k, Layout::Slice)) {
    auto si = slice_indices(as<SliceObject>(k), int64_t(items.size()));
    std::vector<Value> out;
    out.reserve(size_t(si.length));
    for (int64_t i = 0, j = si.start; i < si.length; ++i, j += si.step) out.push_back(items[size_t(j)]);
    return tuple ? new_tuple(std::move(out)) : new_list(std::move(out));
  }
  if (!has_index(k))
    raise(T.TypeError, std::string(what) + " indices must be integers or slices, not " + type_name(k));
  if (is_big(k)) raise(T.IndexError, "cannot fit 'int' into an index-sized integer");  // (PyNumber_AsSsize_t)
  int64_t i = index_of(k);
  const int64_t n = int64_t(items.size());
  if (i < 0) i += n;
  if (i < 0 || i >= n) raise(T.IndexError, std::string(what) + " index out of range");
  return items[size_t(i)];
}
}  // namespace

Value str_getitem(const StrObject* s, const Value& k);  // (str methods)

Value getitem(const Value& c, const Value& k) {
  if (c.is_obj()) {
    Object* o = c.obj();
    if (o->type->builtin) {
      switch (o->type->layout) {
        case Layout::List: return sequence_getitem(static_cast<ListObject*>(o)->items, k, "list", false);
        case Layout::Tuple:  // (a builtin tuple type of its own, torch.Size, slices to its own type)
          if (o->type == T.tuple || !has_layout(k, Layout::Slice))
            return sequence_getitem(static_cast<TupleObject*>(o)->items, k, "tuple", true);
          break;
        case Layout::Str: return str_getitem(static_cast<StrObject*>(o), k);
        case Layout::Dict: {
          Value v = static_cast<DictObject*>(o)->get(k);
          if (v.is_null()) throw PyException{new_key_error(k)};
          return v;
        }
        case Layout::Range: {
          auto* r = static_cast<RangeObject*>(o);
          if (has_layout(k, Layout::Slice)) {
            auto si = slice_indices(as<SliceObject>(k), r->length());
            return Value(make<RangeObject>(T.range, r->start + si.start * r->step, r->start + si.stop * r->step,
                                           r->step * si.step));
          }
          if (!has_index(k))
            raise(T.TypeError, "range indices must be integers or slices, not " + type_name(k));
          // (CPython indexes a range in Python ints: a big index is merely out of range)
          if (is_big(k)) raise(T.IndexError, "range object index out of range");
          int64_t i = index_of(k), n = r->length();
          if (i < 0) i += n;
          if (i < 0 || i >= n) raise(T.IndexError, "range object index out of range");
          return Value(r->start + i * r->step);
        }
        default: break;
      }
    }
  }
  static StrObject* s_getitem = intern("__getitem__").get();
  TypeObject* t = type_of(c);
  Value f = lookup(t, s_getitem);
  trace_lookup("subscript", t, s_getitem, f);
  if (f.is_null()) {
    if (has_layout(c, Layout::Type)) {
      Value cg = lookup(as<TypeObject>(c), intern("__class_getitem__").get());
      if (!cg.is_null()) return call(bind_descriptor(cg, Value(), as<TypeObject>(c)), {k});
      raise(T.TypeError, "type '" + as<TypeObject>(c)->name + "' is not subscriptable");
    }
    raise(T.TypeError, "'" + tp_name(t) + "' object is not subscriptable");
  }
  if (t->layout == Layout::Dict && has_layout(f, Layout::Native)) {
    // dict subclasses that keep dict.__getitem__: the item, else __missing__ (a subclass's own __getitem__ is
    // called first and alone: it may take keys a dict cannot hash)
    Value v = as<DictObject>(c)->get(k);
    if (!v.is_null()) return v;
    Value missing = lookup(t, intern("__missing__").get());
    if (!missing.is_null()) return call(bind_descriptor(missing, c, t), {k});
  }
  return call(bind_descriptor(f, c, t), {k});
}

void setitem(const Value& c, const Value& k, Value v) {
  if (c.is_obj()) {
    Object* o = c.obj();
    if (o->type->builtin && o->type->layout == Layout::Dict) {
      static_cast<DictObject*>(o)->set(k, std::move(v));
      return;
    }
    if (o->type->builtin && o->type->layout == Layout::List && !has_layout(k, Layout::Slice)) {
      auto& items = static_cast<ListObject*>(o)->items;
      if (!has_index(k))
        raise(T.TypeError, "list indices must be integers or slices, not " + type_name(k));
      int64_t i = index_of(k);
      if (i < 0) i += int64_t(items.size());
      if (i < 0 || i >= int64_t(items.size())) raise(T.IndexError, "list assignment index out of range");
      items[size_t(i)] = std::move(v);
      return;
    }
  }
  static StrObject* s_setitem = intern("__setitem__").get();
  TypeObject* t = type_of(c);
  Value f = lookup(t, s_setitem);
  trace_lookup("store subscript", t, s_setitem, f);
  if (f.is_null()) raise(T.TypeError, "'" + tp_name(t) + "' object does not support item assignment");
  call(bind_descriptor(f, c, t), {k, v});
}

void delitem(const Value& c, const Value& k) {
  static StrObject* s_delitem = intern("__delitem__").get();
  TypeObject* t = type_of(c);
  Value f = lookup(t, s_delitem);
  if (f.is_null()) raise(T.TypeError, "'" + tp_name(t) + "' object does not support item deletion");
  call(bind_descriptor(f, c, t), {k});
}

}  // namespace tsr::interp
