// Arbitrary-precision ints (docs/interpreter.md, "Integers: small and big").
//
// An int that fits int64 is the inline Value (Tag::Int) and every fast path sees only those. One that does not
// is a BigIntObject: a heap object of type exactly `int`, holding a GMP integer and no references (so the cycle
// collector never tracks it). Results are normalised: a big result that fits int64 comes back inline, so each
// int value has one representation and ==, hashing and dict keys need no cross-representation cases.
#pragma once

#include <gmp.h>

#include <string>

#include "interpreter/runtime.hpp"

namespace tsr::interp {

struct BigIntObject : Object {
  mpz_t z;
  BigIntObject();
  explicit BigIntObject(TypeObject* subclass);
  ~BigIntObject() override;
};

// Only BigIntObjects are heap objects whose type is exactly `int` (small ints are inline).
inline bool is_big(const Value& v) { return v.is_obj() && v.obj()->type == T.int_; }
// An instance of a subclass of int (`class I(int)`, not bool, whose values are inline): a BigIntObject of that
// type holding any value, small or big. The fast paths never see one; int's methods read it through int_value.
inline bool is_int_subclass_instance(const Value& v) {
  return v.is_obj() && v.obj()->type->layout == Layout::Int && v.obj()->type != T.int_;
}
// The plain int an int-subclass instance holds (normalised: inline when it fits); any other value unchanged.
Value int_value(const Value& v);
// The plain number an int or float subclass's instance holds (an IntEnum member, numpy's float64); any other value
// unchanged (numbers.cpp).
Value num_value(const Value& v);
// int.__new__(cls, value) for a subclass cls: a new instance of cls holding the int `value`.
Value new_int_subclass_instance(TypeObject* cls, const Value& value);
inline const BigIntObject* as_big(const Value& v) { return static_cast<const BigIntObject*>(v.obj()); }
// An int or a bool of any size.
inline bool is_integer(const Value& v) { return v.is_int() || v.is_bool() || is_big(v); }

// The int of value z: inline when it fits int64, else a new BigIntObject.
Value int_from_mpz(const mpz_t z);
// Sets out (initialised) to the value of an int, bool or big int.
void mpz_of(const Value& v, mpz_t out);

// The arithmetic of number_binop where both operands are ints and one is big or the 64-bit result overflowed;
// Null for an operator ints do not have.
Value big_binop(const Value& a, const Value& b, int op);
Value big_unary(const Value& v, int which);  // 0 +, 1 -, 2 ~ (also -INT64_MIN)
Value int_abs(const Value& v);
Value int_true_divide(const Value& a, const Value& b);  // correctly rounded, as CPython's long_true_divide
Value int_pow_mod(const Value& base, const Value& exp, const Value& mod);  // pow(a, b, m)
// -1, 0, 1 for two ints of any size; compare_int_float's 2 for NaN.
int big_compare(const Value& a, const Value& b);
int big_compare_float(const Value& a, double f);
double big_to_double(const Value& v);
double big_frexp(const Value& v, int64_t* e);  // |v| = m * 2**e, m in [0.5, 1) correctly rounded (v != 0)  // correctly rounded; OverflowError "int too large to convert to float"
Value int_from_double(double d);       // truncates; d is finite
int64_t big_hash(const Value& v);
std::string big_str(const Value& v);   // decimal, within sys.get_int_max_str_digits()
std::string big_format(const Value& v, std::string_view spec);
// int(text, base) for a literal of any length; raises as int() does.
Value int_from_text(std::string_view text, int base);
// sys.int_info's default_max_str_digits and str_digits_check_threshold, and sys.get/set_int_max_str_digits
// (set raises CPython's ValueError for 0 < n < the threshold).
constexpr int64_t kDefaultMaxStrDigits = 4300, kStrDigitsCheckThreshold = 640;
int64_t int_max_str_digits();
void set_int_max_str_digits(int64_t n);
// A big int literal (lang::BigIntConstant): validated digits, no sign.
Value int_from_digits(const std::string& digits, int base);
int64_t int_bit_length(const Value& v);
Value int_round(const Value& x, int64_t k);  // round(x, -k) for k > 0: to a multiple of 10**k, ties to even
// [[noreturn]] "Python int too large to convert to C ssize_t" and friends: a big int where an index is needed.
[[noreturn]] void big_index_overflow();

}  // namespace tsr::interp
