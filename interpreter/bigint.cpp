// Arbitrary-precision ints on GMP (bigint.hpp; docs/interpreter.md, "Integers: small and big").
#include "interpreter/bigint.hpp"

#include <cmath>
#include <limits>

#include "interpreter/format/pyformat.hpp"
#include "interpreter/gc.hpp"
#include "lang/binary_ops.hpp"

namespace tsr::interp {

BigIntObject::BigIntObject() : Object(T.int_) { mpz_init(z); }
BigIntObject::BigIntObject(TypeObject* subclass) : Object(subclass) { mpz_init(z); }

Value int_value(const Value& v) {
  if (!is_int_subclass_instance(v)) return v;
  return int_from_mpz(static_cast<const BigIntObject*>(v.obj())->z);
}

Value new_int_subclass_instance(TypeObject* cls, const Value& value) {
  auto* o = new BigIntObject(cls);
  Value r(o);
  mpz_of(value, o->z);
  gc::track(o);  // its __dict__ can hold a cycle
  return r;
}
BigIntObject::~BigIntObject() { mpz_clear(z); }

namespace {

using lang::BinaryOpArg;

// An mpz_t that clears itself.
struct Mpz {
  mpz_t z;
  Mpz() { mpz_init(z); }
  explicit Mpz(const Value& v) {
    mpz_init(z);
    mpz_of(v, z);
  }
  ~Mpz() { mpz_clear(z); }
  Mpz(const Mpz&) = delete;
  Mpz& operator=(const Mpz&) = delete;
};

// CPython's sys.int_info.default_max_str_digits: decimal conversions of longer ints are refused (a quadratic
// conversion is a denial-of-service vector); powers of two bases are exempt. 0 means no limit.
size_t g_max_str_digits = kDefaultMaxStrDigits;

bool over_str_limit(size_t ndigits) { return g_max_str_digits != 0 && ndigits > g_max_str_digits; }
std::string str_limit_text() { return "Exceeds the limit (" + std::to_string(g_max_str_digits) + " digits) for integer string conversion"; }

// |z| rounded to the nearest double (ties to even), as a mantissa and a binary exponent: the top 55 bits with
// every lower bit folded into the last one (sticky), converted by the hardware, which rounds once and correctly.
double round_to_double(const mpz_t z, long extra_shift = 0) {
  const size_t n = mpz_sizeinbase(z, 2);
  if (n <= 63) return std::ldexp(double(mpz_get_ui(z)), int(-extra_shift));  // (|z| < 2**63: one rounding)
  const size_t shift = n - 55;
  Mpz top;
  mpz_tdiv_q_2exp(top.z, z, shift);
  uint64_t u = mpz_get_ui(top.z);
  if (mpz_scan1(z, 0) < shift) u |= 1;
  const long e = long(shift) - extra_shift;
  if (e > 2000) return HUGE_VAL;
  return std::ldexp(double(u), int(e));
}

}  // namespace

Value int_from_mpz(const mpz_t z) {
  if (mpz_fits_slong_p(z)) return Value(int64_t(mpz_get_si(z)));
  Ref<BigIntObject> r = make<BigIntObject>();
  mpz_set(r->z, z);
  return Value(r);
}

void mpz_of(const Value& v, mpz_t out) {
  if (is_big(v) || is_int_subclass_instance(v)) mpz_set(out, static_cast<const BigIntObject*>(v.obj())->z);
  else mpz_set_si(out, long(v.as_int()));
}

[[noreturn]] void big_index_overflow() { raise(T.OverflowError, "Python int too large to convert to C ssize_t"); }

double big_to_double(const Value& v) {
  if (!is_big(v)) return double(v.as_int());
  const mpz_t& z = as_big(v)->z;
  Mpz mag;
  mpz_abs(mag.z, z);
  const double d = round_to_double(mag.z);
  if (std::isinf(d)) raise(T.OverflowError, "int too large to convert to float");
  return mpz_sgn(z) < 0 ? -d : d;
}

double big_frexp(const Value& v, int64_t* e) {
  Mpz mag(v);
  mpz_abs(mag.z, mag.z);
  const long n = long(mpz_sizeinbase(mag.z, 2));
  double m = round_to_double(mag.z, n);  // |v| / 2**n, rounded once
  *e = n;
  if (m == 1.0) {  // rounded up to the next power of two
    m = 0.5;
    ++*e;
  }
  return m;
}

Value int_from_double(double d) {
  if (std::fabs(d) < 9.2233720368547758e18) return Value(int64_t(d));
  Mpz z;
  mpz_set_d(z.z, d);
  return int_from_mpz(z.z);
}

// CPython's long_true_divide: exact when both fit a double's 53 bits; otherwise the quotient scaled to at least
// 55 significant bits, the remainder folded in as a sticky bit, and rounded once.
Value int_true_divide(const Value& a, const Value& b) {
  constexpr int64_t kExact = int64_t(1) << 53;
  if (!is_big(a) && !is_big(b)) {
    const int64_t x = a.as_int(), y = b.as_int();
    if (y == 0) raise(T.ZeroDivisionError, "division by zero");
    if (x >= -kExact && x <= kExact && y >= -kExact && y <= kExact) return Value(double(x) / double(y));
  }
  Mpz x(a), y(b);
  if (mpz_sgn(y.z) == 0) raise(T.ZeroDivisionError, "division by zero");
  const bool neg = (mpz_sgn(x.z) < 0) != (mpz_sgn(y.z) < 0);
  mpz_abs(x.z, x.z);
  mpz_abs(y.z, y.z);
  if (mpz_sgn(x.z) == 0) return Value(neg ? -0.0 : 0.0);
  const long k = 55 - (long(mpz_sizeinbase(x.z, 2)) - long(mpz_sizeinbase(y.z, 2)));
  if (k > 0) mpz_mul_2exp(x.z, x.z, k);
  else if (k < 0) mpz_mul_2exp(y.z, y.z, -k);
  Mpz q, r;
  mpz_tdiv_qr(q.z, r.z, x.z, y.z);
  if (mpz_sgn(r.z) != 0) mpz_setbit(q.z, 0);  // sticky: q has >= 55 bits, so bit 0 is below the rounding bit
  if (k < -2000) raise(T.OverflowError, "integer division result too large for a float");
  const double d = k > 2000 ? 0.0 : round_to_double(q.z, k);
  if (std::isinf(d)) raise(T.OverflowError, "integer division result too large for a float");
  return Value(neg ? -d : d);
}

Value big_binop(const Value& a, const Value& b, int op) {
  Mpz x(a), y(b), r;
  switch (BinaryOpArg(op)) {
    case BinaryOpArg::Add: mpz_add(r.z, x.z, y.z); break;
    case BinaryOpArg::Subtract: mpz_sub(r.z, x.z, y.z); break;
    case BinaryOpArg::Multiply: mpz_mul(r.z, x.z, y.z); break;
    case BinaryOpArg::TrueDivide: return int_true_divide(a, b);
    case BinaryOpArg::FloorDivide:
      if (mpz_sgn(y.z) == 0) raise(T.ZeroDivisionError, "integer division or modulo by zero");
      mpz_fdiv_q(r.z, x.z, y.z);
      break;
    case BinaryOpArg::Remainder:
      if (mpz_sgn(y.z) == 0) raise(T.ZeroDivisionError, "integer modulo by zero");
      mpz_fdiv_r(r.z, x.z, y.z);
      break;
    case BinaryOpArg::Power: {
      if (mpz_sgn(y.z) < 0) {
        // A negative exponent gives a float, as CPython (float(a) ** float(b)).
        if (mpz_sgn(x.z) == 0) raise(T.ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return Value(std::pow(big_to_double(a), big_to_double(b)));
      }
      if (!mpz_fits_ulong_p(y.z)) {
        // Only 0, 1 and -1 have a power this large that fits in memory.
        if (mpz_cmpabs_ui(x.z, 1) > 0) raise(T.MemoryError, "");
        if (mpz_sgn(x.z) < 0 && mpz_odd_p(y.z)) return Value(int64_t(-1));
        return Value(int64_t(mpz_sgn(x.z) == 0 ? 0 : 1));
      }
      mpz_pow_ui(r.z, x.z, mpz_get_ui(y.z));
      break;
    }
    case BinaryOpArg::And: mpz_and(r.z, x.z, y.z); break;
    case BinaryOpArg::Or: mpz_ior(r.z, x.z, y.z); break;
    case BinaryOpArg::Xor: mpz_xor(r.z, x.z, y.z); break;
    case BinaryOpArg::LShift:
      if (mpz_sgn(y.z) < 0) raise(T.ValueError, "negative shift count");
      if (mpz_sgn(x.z) == 0) return Value(int64_t(0));
      if (!mpz_fits_slong_p(y.z) || mpz_get_si(y.z) > (long(1) << 40)) raise(T.OverflowError, "too many digits in integer");
      mpz_mul_2exp(r.z, x.z, mpz_get_ui(y.z));
      break;
    case BinaryOpArg::RShift:
      if (mpz_sgn(y.z) < 0) raise(T.ValueError, "negative shift count");
      if (!mpz_fits_ulong_p(y.z)) return Value(int64_t(mpz_sgn(x.z) < 0 ? -1 : 0));
      mpz_fdiv_q_2exp(r.z, x.z, mpz_get_ui(y.z));  // floor, as Python's >> of a negative int
      break;
    default: return {};
  }
  return int_from_mpz(r.z);
}

Value big_unary(const Value& v, int which) {
  if (which == 0) return is_big(v) ? v : Value(v.as_int());
  Mpz x(v), r;
  if (which == 1) mpz_neg(r.z, x.z);
  else mpz_com(r.z, x.z);
  return int_from_mpz(r.z);
}

Value int_abs(const Value& v) {
  if (!is_big(v) && v.as_int() != std::numeric_limits<int64_t>::min()) return Value(int64_t(std::llabs(v.as_int())));
  Mpz x(v), r;
  mpz_abs(r.z, x.z);
  return int_from_mpz(r.z);
}

Value int_pow_mod(const Value& base, const Value& exp, const Value& mod) {
  Mpz b(base), e(exp), m(mod), r;
  if (mpz_sgn(m.z) == 0) raise(T.ValueError, "pow() 3rd argument cannot be 0");
  const bool neg_mod = mpz_sgn(m.z) < 0;
  mpz_abs(m.z, m.z);
  if (mpz_sgn(e.z) < 0) {
    // CPython 3.8+: a negative exponent takes the modular inverse of the base first.
    if (!mpz_invert(b.z, b.z, m.z)) raise(T.ValueError, "base is not invertible for the given modulus");
    mpz_neg(e.z, e.z);
  }
  mpz_powm(r.z, b.z, e.z, m.z);  // in [0, |m|)
  if (neg_mod && mpz_sgn(r.z) != 0) mpz_sub(r.z, r.z, m.z);  // Python's result takes the modulus's sign
  return int_from_mpz(r.z);
}

int big_compare(const Value& a, const Value& b) {
  Mpz x(a), y(b);
  const int c = mpz_cmp(x.z, y.z);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

int big_compare_float(const Value& a, double f) {
  if (std::isnan(f)) return 2;
  Mpz x(a);
  const int c = mpz_cmp_d(x.z, f);  // exact, and defined for infinities
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

// CPython's long hash: |v| mod 2**61 - 1 with v's sign, -1 becoming -2.
int64_t big_hash(const Value& v) {
  const mpz_t& z = as_big(v)->z;
  int64_t h = int64_t(mpz_tdiv_ui(z, (uint64_t(1) << 61) - 1));
  if (mpz_sgn(z) < 0) h = -h;
  return h == -1 ? -2 : h;
}

namespace {
std::string magnitude_digits(const mpz_t z, int base, bool upper) {
  Mpz mag;
  mpz_abs(mag.z, z);
  std::string s(mpz_sizeinbase(mag.z, base) + 2, '\0');
  mpz_get_str(s.data(), upper ? -base : base, mag.z);
  s.resize(std::char_traits<char>::length(s.c_str()));
  if (base == 10 && over_str_limit(s.size()))
    raise(T.ValueError, str_limit_text() + "; use sys.set_int_max_str_digits() to increase the limit");
  return s;
}
}  // namespace

std::string big_str(const Value& v) {
  const mpz_t& z = as_big(v)->z;
  return (mpz_sgn(z) < 0 ? "-" : "") + magnitude_digits(z, 10, false);
}

std::string big_format(const Value& v, std::string_view spec) {
  const mpz_t& z = as_big(v)->z;
  if (spec.empty()) return big_str(v);
  return fmt::format_integer(
      mpz_sgn(z) < 0, [&](int base, bool upper) { return magnitude_digits(z, base, upper); },
      [&] { return big_to_double(v); }, std::nullopt, spec);
}

Value int_from_text(std::string_view text, int base) {
  const fmt::IntText t = fmt::parse_int_text(text, base);
  if (t.digits.size() <= 12) return Value(fmt::parse_int(text, base));  // 36**12 < 2**63: the 64-bit parser
  if ((t.base & (t.base - 1)) != 0 && over_str_limit(t.digits.size()))
    throw fmt::FormatError{"ValueError", str_limit_text() + ": value has " + std::to_string(t.digits.size()) +
                                             " digits; use sys.set_int_max_str_digits() to increase the limit"};
  Mpz z;
  mpz_set_str(z.z, t.digits.c_str(), t.base);  // validated by parse_int_text
  if (t.negative) mpz_neg(z.z, z.z);
  return int_from_mpz(z.z);
}

int64_t int_max_str_digits() { return int64_t(g_max_str_digits); }

void set_int_max_str_digits(int64_t n) {
  if (n != 0 && n < int64_t(kStrDigitsCheckThreshold))
    raise(T.ValueError, "maxdigits must be 0 or larger than " + std::to_string(kStrDigitsCheckThreshold));
  g_max_str_digits = size_t(n);
}

Value int_from_digits(const std::string& digits, int base) {
  Mpz z;
  mpz_set_str(z.z, digits.c_str(), base);
  return int_from_mpz(z.z);
}

int64_t int_bit_length(const Value& v) {
  if (!is_big(v)) {
    const int64_t x = v.as_int();
    const uint64_t u = x < 0 ? uint64_t(0) - uint64_t(x) : uint64_t(x);
    return u ? 64 - __builtin_clzll(u) : 0;
  }
  return int64_t(mpz_sizeinbase(as_big(v)->z, 2));
}

Value int_round(const Value& x, int64_t k) {
  Mpz v(x), p, q, r, twice;
  if (int64_t(mpz_sizeinbase(v.z, 10)) + 1 < k) return Value(int64_t(0));  // (|x| < 10**k / 2)
  mpz_ui_pow_ui(p.z, 10, (unsigned long)k);
  mpz_fdiv_qr(q.z, r.z, v.z, p.z);
  mpz_mul_2exp(twice.z, r.z, 1);
  const int c = mpz_cmp(twice.z, p.z);
  if (c > 0 || (c == 0 && mpz_odd_p(q.z))) mpz_add_ui(q.z, q.z, 1);
  mpz_mul(q.z, q.z, p.z);
  return int_from_mpz(q.z);
}

}  // namespace tsr::interp
