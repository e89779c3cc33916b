// The native `math` module: every function and constant of CPython 3.11's math, with its argument checks and its
// error rule (Modules/mathmodule.c's math_1): a NaN result from a non-NaN argument is ValueError "math domain
// error"; an infinite result from a finite argument is OverflowError "math range error" where the function can
// overflow (exp, cosh, gamma...) and ValueError "math domain error" where it has a pole (log, atanh...).
// Integer results of any size come from GMP (bigint.hpp).
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <numeric>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

[[noreturn]] void domain_error() { raise(T.ValueError, "math domain error"); }
[[noreturn]] void range_error() { raise(T.OverflowError, "math range error"); }

// The three argument-count styles of mathmodule.c: METH_O functions, _PyArg_CheckPositional ones, and none.
void no_keywords(const CallArgs& a, const std::string& qualified) {
  if (a.nkw()) raise(T.TypeError, qualified + "() takes no keyword arguments");
}
void one_arg(const CallArgs& a, const char* name) {
  const std::string q = std::string("math.") + name;
  no_keywords(a, q);
  if (a.npos() != 1) raise(T.TypeError, q + "() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
}
void two_args(const CallArgs& a, const char* name) {
  no_keywords(a, std::string("math.") + name);
  if (a.npos() != 2)
    raise(T.TypeError, std::string(name) + " expected 2 arguments, got " + std::to_string(a.npos()));
}

// Argument Clinic's message for a keyword the function does not take.
void known_keywords(const CallArgs& a, const char* fname, std::initializer_list<std::string_view> names) {
  for (size_t k = 0; k < a.nkw(); ++k) {
    const std::string& key = str_of(a.kwnames->items[k]);
    if (std::find(names.begin(), names.end(), key) == names.end())
      raise(T.TypeError, "'" + key + "' is an invalid keyword argument for " + fname + "()");
  }
}

// math_1: f(x) with the error rule above; a NaN argument gives NaN through.
Value checked(double x, double r, bool can_overflow) {
  if (std::isnan(r) && !std::isnan(x)) domain_error();
  if (std::isinf(r) && std::isfinite(x)) {
    if (can_overflow) range_error();
    domain_error();
  }
  return Value(r);
}

// gamma and lgamma as CPython computes them (Modules/mathmodule.c), not libm's: Lanczos' approximation with N = 13
// and g = 6.0246800407767296 (Godfrey's coefficients, as Boost tabulates them), the sum evaluated as a rational
// function in x below 5 and in 1/x above, the rounding error of x + g - 0.5 folded back in as a correction factor,
// and the reflection formula for negative x. Every operation is in CPython's order (this file is compiled without
// fused multiply-adds), so the last bits are CPython's.
namespace lanczos {

constexpr int kN = 13;
constexpr double kG = 6.024680040776729583740234375;
constexpr double kGMinusHalf = 5.524680040776729583740234375;
constexpr double kNum[kN] = {23531376880.410759688572007674451636754734846804940,
                             42919803642.649098768957899047001988850926355848959,
                             35711959237.355668049440185451547166705960488635843,
                             17921034426.037209699919755754458931112671403265390,
                             6039542586.3520280050642916443072979210699388420708,
                             1439720407.3117216736632230727949123939715485786772,
                             248874557.86205415651146038641322942321632125127801,
                             31426415.585400194380614231628318205362874684987640,
                             2876370.6289353724412254090516208496135991145378768,
                             186056.26539522349504029498971604569928220784236328,
                             8071.6720023658162106380029022722506138218516325024,
                             210.82427775157934587250973392071336271166969580291,
                             2.5066282746310002701649081771338373386264310793408};
// The denominator x (x + 1) ... (x + 11) as a polynomial's coefficients, lowest first.
constexpr double kDen[kN] = {0.0,      39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
                             2637558.0, 357423.0,  32670.0,     1925.0,      66.0,        1.0};
constexpr double kPi = 3.141592653589793238462643383279502884197;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;

double sum(double x) {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = kN - 1; i >= 0; --i) {
      num = num * x + kNum[i];
      den = den * x + kDen[i];
    }
  } else {  // in 1/x, highest coefficient first: no overflow, and less error for large x
    for (int i = 0; i < kN; ++i) {
      num = num / x + kNum[i];
      den = den / x + kDen[i];
    }
  }
  return num / den;
}

// sin(pi x) for finite x, exact at the integers and half-integers: the argument is reduced to [0, 2) first.
double sin_pi(double x) {
  const double y = std::fmod(std::fabs(x), 2.0);
  double r = 0;
  switch (int(std::round(2.0 * y))) {
    case 0: r = std::sin(kPi * y); break;
    case 1: r = std::cos(kPi * (y - 0.5)); break;
    case 2: r = std::sin(kPi * (1.0 - y)); break;  // (not -sin(pi (y - 1)), which is -0 at y = 1)
    case 3: r = -std::cos(kPi * (y - 1.5)); break;
    default: r = std::sin(kPi * (y - 2.0)); break;
  }
  return std::copysign(1.0, x) * r;
}

}  // namespace lanczos

// The Gamma function has poles at 0 and the negative integers; it overflows past 171.6 and for tiny x.
double gamma_of(double x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) {
    if (x < 0) domain_error();
    return x;
  }
  if (x == 0.0) domain_error();
  if (x == std::floor(x)) {
    if (x < 0.0) domain_error();
    if (x <= 23.0) {  // (n - 1)!, exact
      double f = 1.0;
      for (int k = 2; k < int(x); ++k) f *= k;
      return f;
    }
  }
  const double absx = std::fabs(x);
  if (absx < 1e-20) {  // gamma(x) ~ 1/x
    const double r = 1.0 / x;
    if (std::isinf(r)) range_error();
    return r;
  }
  if (absx > 200.0) {  // past overflow, or underflow to a signed zero for negative x
    if (x < 0.0) return 0.0 / lanczos::sin_pi(x);
    range_error();
  }
  const double y = absx + lanczos::kGMinusHalf;
  // the rounding error of y, exactly: (y - absx) - (g - 0.5) or (y - (g - 0.5)) - absx, the larger term first
  double z = absx > lanczos::kGMinusHalf ? (y - absx) - lanczos::kGMinusHalf : (y - lanczos::kGMinusHalf) - absx;
  z = z * lanczos::kG / y;
  double r;
  if (x < 0.0) {
    r = -lanczos::kPi / lanczos::sin_pi(absx) / absx * std::exp(y) / lanczos::sum(absx);
    r -= z * r;
    if (absx < 140.0) {
      r /= std::pow(y, absx - 0.5);
    } else {
      const double half_power = std::pow(y, absx / 2.0 - 0.25);
      r /= half_power;
      r /= half_power;
    }
  } else {
    r = lanczos::sum(absx) / std::exp(y);
    r += z * r;
    if (absx < 140.0) {
      r *= std::pow(y, absx - 0.5);
    } else {
      const double half_power = std::pow(y, absx / 2.0 - 0.25);
      r *= half_power;
      r *= half_power;
    }
  }
  if (std::isinf(r)) range_error();
  return r;
}

double lgamma_of(double x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return HUGE_VAL;  // both infinities give +inf
  if (x == std::floor(x) && x <= 2.0) {
    if (x <= 0.0) domain_error();  // a pole: CPython says domain error
    return 0.0;                    // lgamma(1) = lgamma(2) = 0
  }
  const double absx = std::fabs(x);
  if (absx < 1e-20) return -std::log(absx);
  double r = std::log(lanczos::sum(absx)) - lanczos::kG;
  r += (absx - 0.5) * (std::log(absx + lanczos::kG - 0.5) - 1);
  if (x < 0.0) r = lanczos::kLogPi - std::log(std::fabs(lanczos::sin_pi(absx))) - std::log(absx) - r;  // reflection
  if (std::isinf(r)) range_error();
  return r;
}

// fsum: the exact sum of the floats as a list of non-overlapping partials (Shewchuk's "Adaptive Precision
// Floating-Point Arithmetic"), rounded once at the end, half-even, as CPython does. Infinities and NaNs are
// summed apart so that they do not poison the partials.
double exact_sum(const std::vector<double>& xs) {
  std::vector<double> partials;
  double special = 0.0, inf_sum = 0.0;
  for (double x : xs) {
    if (!std::isfinite(x)) {
      if (std::isinf(x)) inf_sum += x;
      special += x;
      continue;
    }
    size_t kept = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      const double hi = x + y, lo = y - (hi - x);
      if (lo != 0.0) partials[kept++] = lo;
      x = hi;
    }
    if (std::isinf(x)) raise(T.OverflowError, "intermediate overflow in fsum");
    partials.resize(kept);
    partials.push_back(x);
  }
  if (special != 0.0) {
    if (std::isnan(inf_sum)) raise(T.ValueError, "-inf + inf in fsum");
    return special;
  }
  // Add the partials from the largest down until the sum stops being exact; then correct the last rounding
  // when it was a tie the remaining partials break.
  double hi = 0.0;
  size_t n = partials.size();
  if (n == 0) return 0.0;
  hi = partials[--n];
  double lo = 0.0;
  while (n > 0) {
    const double x = hi, y = partials[--n];
    hi = x + y;
    const double yr = hi - x;
    lo = y - yr;
    if (lo != 0.0) break;
  }
  if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0))) {
    const double y = lo * 2.0, x = hi + y;
    if (y == x - hi) hi = x;
  }
  return hi;
}

// The Euclidean norm of `xs`, scaled by its largest magnitude and accumulated as a double-double (each square
// split exactly with fma), then a square root with one Newton correction: the result is correctly rounded in
// all but the rarest cases, as CPython 3.11's vector_norm.
double vector_norm(const std::vector<double>& xs) {
  double max = 0.0;
  bool found_nan = false;
  for (double x : xs) {
    const double a = std::fabs(x);
    if (std::isnan(a)) found_nan = true;
    else if (a > max) max = a;
  }
  if (std::isinf(max)) return max;
  if (found_nan) return std::nan("");
  if (max == 0.0 || xs.size() <= 1) return max;
  int exp;
  std::frexp(max, &exp);
  const double scale = std::ldexp(1.0, -exp);  // every scaled value below 1, the largest at least 1/2
  double hi = 0.0, lo = 0.0;
  for (double x : xs) {
    const double s = x * scale;
    const double sq = s * s, sq_err = std::fma(s, s, -sq);
    const double t = hi + sq, bv = t - hi, two_sum_err = (hi - (t - bv)) + (sq - bv);  // Knuth's two-sum
    hi = t;
    lo += two_sum_err + sq_err;
  }
  double h = std::sqrt(hi + lo);
  // One Newton step on the double-double: h += (hi + lo - h*h) / (2h), with h*h split exactly.
  const double hh = h * h, hh_err = std::fma(h, h, -hh);
  h += ((hi - hh) - hh_err + lo) / (2.0 * h);
  return h / scale;
}

// math.floor/ceil/trunc: ints unchanged, __floor__/__ceil__/__trunc__ when the type has one, else the float's.
void rounding(ModuleObject& m, const char* name, double (*f)(double), const char* dunder) {
  def(m, name, [name, f, dunder](const CallArgs& a) {
    one_arg(a, name);
    if (a[0].is_int() || a[0].is_bool()) return Value(a[0].as_int());
    if (is_big(a[0])) return a[0];
    if (!a[0].is_float()) {
      Value d = lookup(type_of(a[0]), intern(dunder).get());
      if (!d.is_null()) return call(bind_descriptor(d, a[0], type_of(a[0])), {});
      if (std::string(dunder) == "__trunc__")
        raise(T.TypeError, "type " + type_name(a[0]) + " doesn't define __trunc__ method");
    }
    const double r = f(float_of(a[0]));
    if (std::isinf(r)) raise(T.OverflowError, "cannot convert float infinity to integer");
    if (std::isnan(r)) raise(T.ValueError, "cannot convert float NaN to integer");
    return int_from_double(r);
  });
}

// An mpz_t that clears itself, set from an int.
struct Z {
  mpz_t z;
  Z() { mpz_init(z); }
  explicit Z(const Value& v) {
    mpz_init(z);
    mpz_of(index_value(v), z);
  }
  ~Z() { mpz_clear(z); }
  Z(const Z&) = delete;
  Z& operator=(const Z&) = delete;
  Value value() const { return int_from_mpz(z); }
};

// n! / (n-k)!, for 0 <= k <= n.
Value perm_of(int64_t n, int64_t k) {
  Z r;
  if (k == n) {
    mpz_fac_ui(r.z, (unsigned long)n);
  } else {
    mpz_set_ui(r.z, 1);
    for (int64_t i = n - k + 1; i <= n; ++i) mpz_mul_ui(r.z, r.z, (unsigned long)i);
  }
  return r.value();
}

void init_math(ModuleObject& m) {
  struct Unary {
    const char* name;
    double (*f)(double);
    bool can_overflow;
  };
  static const Unary unary[] = {
      {"acos", std::acos, false},   {"acosh", std::acosh, false}, {"asin", std::asin, false},
      {"asinh", std::asinh, false}, {"atan", std::atan, false},   {"atanh", std::atanh, false},
      {"cbrt", std::cbrt, false},   {"cos", std::cos, false},     {"cosh", std::cosh, true},
      {"erf", std::erf, false},     {"erfc", std::erfc, false},   {"exp", std::exp, true},
      {"exp2", std::exp2, true},    {"expm1", std::expm1, true},  {"fabs", std::fabs, false},
      {"sin", std::sin, false},     {"sinh", std::sinh, true},    {"sqrt", std::sqrt, false},
      {"tan", std::tan, false},     {"tanh", std::tanh, false},   {"log1p", std::log1p, false},
      {"gamma", gamma_of, true},    {"lgamma", lgamma_of, true},
      {"degrees", [](double x) { return x * (180.0 / M_PI); }, true},
      {"radians", [](double x) { return x * (M_PI / 180.0); }, false},
  };
  for (const Unary& u : unary)
    def(m, u.name, [&u](const CallArgs& a) {
      one_arg(a, u.name);
      const double x = float_of(a[0]);
      return checked(x, u.f(x), u.can_overflow);
    });
  // log, log2, log10: zero and negative numbers are outside the domain (CPython's m_log, not C's -inf).
  // An int too large for a float is taken as m * 2**e (CPython's loghelper): f(m) + f(2) * e.
  auto log_of = [](const Value& v, double (*f)(double)) {
    if (is_big(v) && mpz_sgn(as_big(v)->z) > 0 && mpz_sizeinbase(as_big(v)->z, 2) > 1024) {
      int64_t e = 0;
      const double m = big_frexp(v, &e);
      return f(m) + f(2.0) * double(e);
    }
    const double x = float_of(v);
    if (std::isnan(x) || (std::isinf(x) && x > 0)) return x;
    if (x <= 0) domain_error();
    return f(x);
  };
  def(m, "log2", [=](const CallArgs& a) { one_arg(a, "log2"); return Value(log_of(a[0], std::log2)); });
  def(m, "log10", [=](const CallArgs& a) { one_arg(a, "log10"); return Value(log_of(a[0], std::log10)); });
  def(m, "log", [=](const CallArgs& a) {
    no_keywords(a, "log");
    if (a.npos() < 1 || a.npos() > 2) raise(T.TypeError, "math.log requires 1 to 2 arguments");
    const double num = log_of(a[0], std::log);
    if (a.npos() == 1) return Value(num);
    const double den = log_of(a[1], std::log);
    if (den == 0.0) raise(T.ZeroDivisionError, "float division by zero");
    return Value(num / den);
  });
  def(m, "pow", [](const CallArgs& a) {
    two_args(a, "pow");
    const double x = float_of(a[0]), y = float_of(a[1]);
    // C99 Annex F already gives pow(nan, 0) = 1 and pow(1, nan) = 1, as CPython wants.
    if (x == 0.0 && std::isfinite(y) && y < 0) domain_error();
    const double r = std::pow(x, y);
    if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) domain_error();
    if (std::isinf(r) && std::isfinite(x) && std::isfinite(y)) range_error();
    return Value(r);
  });
  auto binary = [&](const char* name, double (*f)(double, double)) {
    def(m, name, [name, f](const CallArgs& a) {
      two_args(a, name);
      const double x = float_of(a[0]), y = float_of(a[1]);
      const double r = f(x, y);
      if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) domain_error();
      return Value(r);
    });
  };
  binary("atan2", std::atan2);
  binary("copysign", std::copysign);
  binary("fmod", [](double x, double y) { return std::isinf(y) && std::isfinite(x) ? x : std::fmod(x, y); });
  binary("remainder", std::remainder);
  binary("nextafter", std::nextafter);
  def(m, "ldexp", [](const CallArgs& a) {
    two_args(a, "ldexp");
    const double x = float_of(a[0]);
    if (!a[1].is_int() && !a[1].is_bool()) raise(T.TypeError, "Expected an int as second argument to ldexp.");
    const int64_t e = a[1].as_int();
    if (x == 0.0 || !std::isfinite(x)) return Value(x);
    const double r = std::ldexp(x, int(std::clamp<int64_t>(e, INT_MIN, INT_MAX)));
    if (std::isinf(r)) range_error();
    return Value(r);
  });
  def(m, "frexp", [](const CallArgs& a) {
    one_arg(a, "frexp");
    const double x = float_of(a[0]);
    if (std::isnan(x) || std::isinf(x) || x == 0.0) return new_tuple({Value(x), Value(int64_t(0))});
    int e;
    const double mant = std::frexp(x, &e);
    return new_tuple({Value(mant), Value(int64_t(e))});
  });
  def(m, "modf", [](const CallArgs& a) {
    one_arg(a, "modf");
    const double x = float_of(a[0]);
    if (std::isinf(x)) return new_tuple({Value(std::copysign(0.0, x)), Value(x)});
    double ip;
    const double frac = std::modf(x, &ip);
    return new_tuple({Value(frac), Value(ip)});
  });
  def(m, "ulp", [](const CallArgs& a) {
    one_arg(a, "ulp");
    double x = std::fabs(float_of(a[0]));
    if (std::isnan(x) || std::isinf(x)) return Value(x);
    const double next = std::nextafter(x, HUGE_VAL);
    if (std::isinf(next)) return Value(x - std::nextafter(x, -HUGE_VAL));  // the largest float
    return Value(next - x);
  });
  def(m, "hypot", [](const CallArgs& a) {
    no_keywords(a, "math.hypot");
    std::vector<double> xs;
    for (const Value& v : a.args) xs.push_back(float_of(v));
    return Value(vector_norm(xs));
  });
  def(m, "dist", [](const CallArgs& a) {
    two_args(a, "dist");
    const std::vector<Value> p = to_vector(a[0]), q = to_vector(a[1]);
    if (p.size() != q.size()) raise(T.ValueError, "both points must have the same number of dimensions");
    std::vector<double> d;
    for (size_t i = 0; i < p.size(); ++i) d.push_back(std::fabs(float_of(p[i]) - float_of(q[i])));
    return Value(vector_norm(d));
  });
  rounding(m, "floor", std::floor, "__floor__");
  rounding(m, "ceil", std::ceil, "__ceil__");
  rounding(m, "trunc", std::trunc, "__trunc__");
  auto predicate = [&](const char* name, bool (*f)(double)) {
    def(m, name, [name, f](const CallArgs& a) {
      one_arg(a, name);
      return Value::boolean(f(float_of(a[0])));
    });
  };
  predicate("isnan", [](double x) { return std::isnan(x); });
  predicate("isinf", [](double x) { return std::isinf(x); });
  predicate("isfinite", [](double x) { return std::isfinite(x); });
  def(m, "isclose", [](const CallArgs& a) {
    Value args[4];
    if (a.npos() > 2)
      raise(T.TypeError, "isclose() takes exactly 2 positional arguments (" + std::to_string(a.npos()) + " given)");
    known_keywords(a, "isclose", {"rel_tol", "abs_tol"});
    parse_args(a, "isclose", {"a", "b", "rel_tol", "abs_tol"}, 2, args);
    const double x = float_of(args[0]), y = float_of(args[1]);
    const double rel = args[2].is_null() ? 1e-9 : float_of(args[2]);
    const double abs_tol = args[3].is_null() ? 0.0 : float_of(args[3]);
    if (rel < 0.0 || abs_tol < 0.0) raise(T.ValueError, "tolerances must be non-negative");
    if (x == y) return Value::boolean(true);
    if (std::isinf(x) || std::isinf(y)) return Value::boolean(false);
    const double d = std::fabs(y - x);
    return Value::boolean(d <= std::fabs(rel * y) || d <= std::fabs(rel * x) || d <= abs_tol);
  });
  def(m, "prod", [](const CallArgs& a) {
    Value args[2];
    if (a.npos() != 1)
      raise(T.TypeError, "prod() takes exactly 1 positional argument (" + std::to_string(a.npos()) + " given)");
    known_keywords(a, "prod", {"start"});
    parse_args(a, "prod", {"iterable", "start"}, 1, args);
    Value acc = args[1].is_null() ? Value(int64_t(1)) : args[1];
    Value it = iter(args[0]);
    for (Value x = next(it); !x.is_null(); x = next(it)) acc = binary_op(acc, x, lang::BinaryOpArg::Multiply);
    return acc;
  });
  def(m, "fsum", [](const CallArgs& a) {
    one_arg(a, "fsum");
    std::vector<double> xs;
    Value it = iter(a[0]);
    for (Value x = next(it); !x.is_null(); x = next(it)) xs.push_back(float_of(x));
    return Value(exact_sum(xs));
  });
  def(m, "gcd", [](const CallArgs& a) {
    no_keywords(a, "math.gcd");
    Z g;
    for (const auto& v : a.args) {
      Z x(v);
      mpz_gcd(g.z, g.z, x.z);
    }
    return g.value();
  });
  def(m, "lcm", [](const CallArgs& a) {
    no_keywords(a, "math.lcm");
    Z l;
    mpz_set_ui(l.z, 1);
    for (const auto& v : a.args) {
      Z x(v);
      mpz_lcm(l.z, l.z, x.z);  // (non-negative; 0 when any argument is 0)
    }
    return l.value();
  });
  def(m, "factorial", [](const CallArgs& a) {
    one_arg(a, "factorial");
    if (a[0].is_float()) raise(T.TypeError, "'float' object cannot be interpreted as an integer");
    const int64_t n = index_of(a[0]);
    if (n < 0) raise(T.ValueError, "factorial() not defined for negative values");
    return perm_of(n, n);
  });
  def(m, "comb", [](const CallArgs& a) {
    two_args(a, "comb");
    const int64_t n = index_of(a[0]), k = index_of(a[1]);
    if (n < 0) raise(T.ValueError, "n must be a non-negative integer");
    if (k < 0) raise(T.ValueError, "k must be a non-negative integer");
    if (k > n) return Value(int64_t(0));
    Z r;
    mpz_bin_uiui(r.z, (unsigned long)n, (unsigned long)k);
    return r.value();
  });
  def(m, "perm", [](const CallArgs& a) {
    no_keywords(a, "math.perm");
    if (a.npos() < 1) raise(T.TypeError, "perm expected at least 1 argument, got 0");
    if (a.npos() > 2) raise(T.TypeError, "perm expected at most 2 arguments, got " + std::to_string(a.npos()));
    const int64_t n = index_of(a[0]);
    if (a.npos() == 1 || a[1].is_none()) {
      if (n < 0) raise(T.ValueError, "factorial() not defined for negative values");
      return perm_of(n, n);
    }
    const int64_t k = index_of(a[1]);
    if (n < 0) raise(T.ValueError, "n must be a non-negative integer");
    if (k < 0) raise(T.ValueError, "k must be a non-negative integer");
    return k > n ? Value(int64_t(0)) : perm_of(n, k);
  });
  def(m, "isqrt", [](const CallArgs& a) {
    one_arg(a, "isqrt");
    Z n(a[0]), r;
    if (mpz_sgn(n.z) < 0) raise(T.ValueError, "isqrt() argument must be nonnegative");
    mpz_sqrt(r.z, n.z);
    return r.value();
  });
  auto put = [&](const char* name, double v) { m.dict()->set_str(intern(name).get(), Value(v)); };
  put("pi", M_PI);
  put("e", M_E);
  put("tau", 2 * M_PI);
  put("inf", HUGE_VAL);
  put("nan", std::nan(""));
}

}  // namespace

void init_math_module() { register_native_module("math", init_math); }

}  // namespace tsr::interp
