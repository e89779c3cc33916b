// The native `cmath` module: CPython 3.11's functions, constants and errors (docs/stdlib.md, "cmath").
//
// Finite arguments go through CPython's formulas (Modules/cmathmodule.c: the rescalings that keep sqrt, log and
// the inverse functions accurate near overflow, subnormals and |z| = 1), step by step, so results agree to the
// bit. Infinite and NaN arguments take C99 Annex G's special values, which glibc's <complex.h> functions
// implement (std::complex reaches them); CPython's tables hold the same values. Errors follow CPython's errno
// rule: EDOM is ValueError "math domain error", ERANGE (a finite argument with an infinite result) is
// OverflowError "math range error".
#include <cerrno>
#include <cfloat>
#include <cmath>
#include <complex>

#include "interpreter/builtins.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

using std::copysign;
using std::fabs;
using std::isfinite;
using std::isinf;
using std::isnan;
using C = std::complex<double>;

constexpr double kLargeDouble = DBL_MAX / 4.;  // past this, formulas rescale to avoid a spurious overflow
const double kSqrtLargeDouble = std::sqrt(kLargeDouble);
const double kLogLargeDouble = std::log(kLargeDouble);
const double kSqrtDblMin = std::sqrt(DBL_MIN);
constexpr int kScaleUp = 2 * (DBL_MANT_DIG / 2) + 1;  // odd; 2**kScaleUp makes a subnormal normal
constexpr int kScaleDown = -(kScaleUp + 1) / 2;
constexpr double kLn2 = 0.6931471805599453094, kLn10 = 2.302585092994045684;

bool special(Cx z) { return !isfinite(z.real) || !isfinite(z.imag); }
Cx from(C c) { return {c.real(), c.imag()}; }
// CPython's tables see any NaN as one kind of value; glibc reads a NaN's sign bit for some results' signs.
C to(Cx z) { return {isnan(z.real) ? NAN : z.real, isnan(z.imag) ? NAN : z.imag}; }
bool is_zero(double d) { return d == 0.; }
// i*z and -i*z: the rotations that define the trigonometric functions by the hyperbolic ones.
Cx times_i(Cx z) { return {-z.imag, z.real}; }
Cx times_minus_i(Cx z) { return {z.imag, -z.real}; }

Cx c_sqrt(Cx z) {
  errno = 0;
  if (special(z)) return from(std::sqrt(to(z)));
  if (z.real == 0. && z.imag == 0.) return {0., z.imag};
  double ax = fabs(z.real), ay = fabs(z.imag), s;
  if (ax < DBL_MIN && ay < DBL_MIN) {  // hypot of two subnormals is subnormal: scale up first
    ax = std::ldexp(ax, kScaleUp);
    s = std::ldexp(std::sqrt(ax + std::hypot(ax, std::ldexp(ay, kScaleUp))), kScaleDown);
  } else {
    ax /= 8.;
    s = 2. * std::sqrt(ax + std::hypot(ax, ay / 8.));
  }
  const double d = ay / (2. * s);
  errno = 0;
  if (z.real >= 0.) return {s, copysign(d, z.imag)};
  return {d, copysign(s, z.imag)};
}

Cx c_log(Cx z) {
  errno = 0;
  if (special(z)) return from(std::log(to(z)));
  const double ax = fabs(z.real), ay = fabs(z.imag);
  double re;
  if (ax > kLargeDouble || ay > kLargeDouble) {
    re = std::log(std::hypot(ax / 2., ay / 2.)) + kLn2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax == 0. && ay == 0.) {
      errno = EDOM;
      return {-HUGE_VAL, std::atan2(z.imag, z.real)};
    }
    re = std::log(std::hypot(std::ldexp(ax, DBL_MANT_DIG), std::ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * kLn2;
  } else {
    const double h = std::hypot(ax, ay);
    if (0.71 <= h && h <= 1.73) {  // near |z| = 1, log1p keeps the digits that log(h) would lose
      const double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      re = std::log1p((am - 1) * (am + 1) + an * an) / 2.;
    } else {
      re = std::log(h);
    }
  }
  const double im = std::atan2(z.imag, z.real);  // (may underflow and set errno; CPython clears it after)
  errno = 0;
  return {re, im};
}

Cx c_acos(Cx z) {
  errno = 0;
  // Where Annex G leaves a sign unspecified, CPython's table chose: acos(+-inf + nan*j) = nan + inf*j.
  if (special(z)) return isinf(z.real) && isnan(z.imag) ? Cx{NAN, HUGE_VAL} : from(std::acos(to(z)));
  Cx r;
  if (fabs(z.real) > kLargeDouble || fabs(z.imag) > kLargeDouble) {
    r.real = std::atan2(fabs(z.imag), z.real);
    r.imag = -copysign(std::log(std::hypot(z.real / 2., z.imag / 2.)) + kLn2 * 2., z.imag);
  } else {
    const Cx s1 = c_sqrt({1. - z.real, -z.imag}), s2 = c_sqrt({1. + z.real, z.imag});
    r.real = 2. * std::atan2(s1.real, s2.real);
    r.imag = std::asinh(s2.real * s1.imag - s2.imag * s1.real);
  }
  errno = 0;
  return r;
}

Cx c_acosh(Cx z) {
  errno = 0;
  // C99 (and CPython) say acosh(+-0 + nan*j) = nan + nan*j; glibc follows C11's nan + i*pi/2.
  if (special(z)) return is_zero(z.real) && isnan(z.imag) ? Cx{NAN, NAN} : from(std::acosh(to(z)));
  Cx r;
  if (fabs(z.real) > kLargeDouble || fabs(z.imag) > kLargeDouble) {
    r.real = std::log(std::hypot(z.real / 2., z.imag / 2.)) + kLn2 * 2.;
    r.imag = std::atan2(z.imag, z.real);
  } else {
    const Cx s1 = c_sqrt({z.real - 1., z.imag}), s2 = c_sqrt({z.real + 1., z.imag});
    r.real = std::asinh(s1.real * s2.real + s1.imag * s2.imag);
    r.imag = 2. * std::atan2(s1.imag, s2.real);
  }
  errno = 0;
  return r;
}

Cx c_asinh(Cx z) {
  errno = 0;
  if (special(z)) return from(std::asinh(to(z)));
  Cx r;
  if (fabs(z.real) > kLargeDouble || fabs(z.imag) > kLargeDouble) {
    const double l = std::log(std::hypot(z.real / 2., z.imag / 2.)) + kLn2 * 2.;
    r.real = z.imag >= 0. ? copysign(l, z.real) : -copysign(l, -z.real);
    r.imag = std::atan2(z.imag, fabs(z.real));
  } else {
    const Cx s1 = c_sqrt({1. + z.imag, -z.real}), s2 = c_sqrt({1. - z.imag, z.real});
    r.real = std::asinh(s1.real * s2.imag - s2.real * s1.imag);
    r.imag = std::atan2(z.imag, s1.real * s2.real - s1.imag * s2.imag);
  }
  errno = 0;
  return r;
}

Cx c_atanh(Cx z) {
  errno = 0;
  if (special(z)) return from(std::atanh(to(z)));
  if (z.real < 0.) {  // atanh(z) = -atanh(-z): reduce to z.real >= 0
    const Cx r = c_atanh({-z.real, -z.imag});
    return {-r.real, -r.imag};
  }
  const double ay = fabs(z.imag);
  Cx r;
  if (z.real > kSqrtLargeDouble || ay > kSqrtLargeDouble) {  // |z| large: atanh(z) ~ 1/z +- i*pi/2
    const double h = std::hypot(z.real / 2., z.imag / 2.);
    r = {z.real / 4. / h / h, copysign(M_PI / 2., z.imag)};
  } else if (z.real == 1. && ay < kSqrtDblMin) {
    if (ay == 0.) {  // the pole at 1
      errno = EDOM;
      return {HUGE_VAL, z.imag};
    }
    r = {-std::log(std::sqrt(ay) / std::sqrt(std::hypot(ay, 2.))), copysign(std::atan2(2., -ay) / 2, z.imag)};
  } else {
    r.real = std::log1p(4. * z.real / ((1 - z.real) * (1 - z.real) + ay * ay)) / 4.;
    r.imag = -std::atan2(-2. * z.imag, (1 - z.real) * (1 + z.real) - ay * ay) / 2.;
  }
  errno = 0;
  return r;
}

// cosh, sinh and exp of an infinite or NaN argument: Annex G's values; EDOM where it signals "invalid" (an
// infinite imaginary part beside a real part that is not NaN; for exp, not -inf either).
Cx c_cosh(Cx z) {
  if (special(z)) {
    errno = isinf(z.imag) && !isnan(z.real) ? EDOM : 0;
    if (isnan(z.real) && is_zero(z.imag)) return {NAN, 0.};  // (CPython's choice of the unspecified sign)
    return from(std::cosh(to(z)));
  }
  Cx r;
  if (fabs(z.real) > kLogLargeDouble) {  // cosh(z.real) would overflow where cosh(z) need not
    const double x_minus_one = z.real - copysign(1., z.real);
    r = {std::cos(z.imag) * std::cosh(x_minus_one) * M_E, std::sin(z.imag) * std::sinh(x_minus_one) * M_E};
  } else {
    r = {std::cos(z.imag) * std::cosh(z.real), std::sin(z.imag) * std::sinh(z.real)};
  }
  errno = isinf(r.real) || isinf(r.imag) ? ERANGE : 0;
  return r;
}

Cx c_sinh(Cx z) {
  if (special(z)) {
    errno = isinf(z.imag) && !isnan(z.real) ? EDOM : 0;
    if (is_zero(z.real) && isnan(z.imag)) return {0., NAN};  // (CPython's choice of the unspecified sign)
    return from(std::sinh(to(z)));
  }
  Cx r;
  if (fabs(z.real) > kLogLargeDouble) {
    const double x_minus_one = z.real - copysign(1., z.real);
    r = {std::cos(z.imag) * std::sinh(x_minus_one) * M_E, std::sin(z.imag) * std::cosh(x_minus_one) * M_E};
  } else {
    r = {std::cos(z.imag) * std::sinh(z.real), std::sin(z.imag) * std::cosh(z.real)};
  }
  errno = isinf(r.real) || isinf(r.imag) ? ERANGE : 0;
  return r;
}

Cx c_tanh(Cx z) {
  if (special(z)) {
    errno = isinf(z.imag) && isfinite(z.real) ? EDOM : 0;
    // CPython's choices: tanh(+-inf + inf*j) = +-1 + 0j, and C99's (not C11's) tanh(+-0 + nan*j) = nan + nan*j.
    if (isinf(z.real) && isinf(z.imag)) return {copysign(1., z.real), 0.};
    if (is_zero(z.real) && isnan(z.imag)) return {NAN, NAN};
    return from(std::tanh(to(z)));
  }
  Cx r;
  if (fabs(z.real) > kLogLargeDouble) {  // (2*z.real would overflow)
    r = {copysign(1., z.real), 4. * std::sin(z.imag) * std::cos(z.imag) * std::exp(-2. * fabs(z.real))};
  } else {
    // tanh(x+iy) = (tanh(x)(1+tan(y)^2) + i tan(y)(1-tanh(x)^2)) / (1+tan(y)^2 tanh(x)^2), 1-tanh(x)^2 as
    // 1/cosh(x)^2.
    const double tx = std::tanh(z.real), ty = std::tan(z.imag), cx = 1. / std::cosh(z.real);
    const double txty = tx * ty, denom = 1. + txty * txty;
    r = {tx * (1. + ty * ty) / denom, ((ty / denom) * cx) * cx};
  }
  errno = 0;
  return r;
}

Cx c_exp(Cx z) {
  if (special(z)) {
    errno = isinf(z.imag) && (isfinite(z.real) || (isinf(z.real) && z.real > 0)) ? EDOM : 0;
    if (isinf(z.real) && z.real < 0 && isinf(z.imag)) return {0., 0.};  // (CPython's choice of the signs)
    return from(std::exp(to(z)));
  }
  Cx r;
  if (z.real > kLogLargeDouble) {
    const double l = std::exp(z.real - 1.);
    r = {l * std::cos(z.imag) * M_E, l * std::sin(z.imag) * M_E};
  } else {
    const double l = std::exp(z.real);
    r = {l * std::cos(z.imag), l * std::sin(z.imag)};
  }
  errno = isinf(r.real) || isinf(r.imag) ? ERANGE : 0;
  return r;
}

Cx c_log10(Cx z) {
  Cx r = c_log(z);
  return {r.real / kLn10, r.imag / kLn10};
}
Cx c_asin(Cx z) { return times_minus_i(c_asinh(times_i(z))); }
Cx c_atan(Cx z) { return times_minus_i(c_atanh(times_i(z))); }
Cx c_cos(Cx z) { return c_cosh(times_i(z)); }
Cx c_sin(Cx z) { return times_minus_i(c_sinh(times_i(z))); }
Cx c_tan(Cx z) { return times_minus_i(c_tanh(times_i(z))); }

void raise_errno() {
  if (errno == EDOM) raise(T.ValueError, "math domain error");
  if (errno == ERANGE) raise(T.OverflowError, "math range error");
}

// The "D" argument converter: a complex, __complex__'s result, or a real number (float()'s protocol).
Cx complex_arg(const Value& v) {
  Cx c;
  if (to_complex(v, c)) return c;
  static StrObject* const name = intern("__complex__").get();
  Value f = lookup(type_of(v), name);
  if (!f.is_null()) {
    Value r = call(bind_descriptor(f, v, type_of(v)), {});
    if (!is_complex(r)) raise(T.TypeError, "__complex__ returned non-complex (type " + type_name(r) + ")");
    return complex_of(r);
  }
  return {float_of(v), 0.0};  // "must be real number, not X"
}

double c_abs(Cx z) {  // _Py_c_abs: errno ERANGE on overflow
  errno = 0;
  if (isinf(z.real)) return fabs(z.real);
  if (isinf(z.imag)) return fabs(z.imag);
  if (isnan(z.real) || isnan(z.imag)) return NAN;
  const double r = std::hypot(z.real, z.imag);
  if (!isfinite(r)) errno = ERANGE;
  return r;
}

// rect(r, phi) = r*(cos(phi) + i*sin(phi)); for infinite or NaN arguments CPython follows "the spirit of C99":
// rect(r, t) behaves as exp(log(r) + it) for a positive-signed r and -exp(log(-r) + it) for a negative one.
Cx c_rect(double r, double phi) {
  errno = 0;
  if (!isfinite(r) || !isfinite(phi)) {
    Cx z;
    if (isinf(r) && isfinite(phi) && phi != 0.) {
      z = r > 0 ? Cx{copysign(HUGE_VAL, std::cos(phi)), copysign(HUGE_VAL, std::sin(phi))}
                : Cx{-copysign(HUGE_VAL, std::cos(phi)), -copysign(HUGE_VAL, std::sin(phi))};
    } else if (isnan(r)) {
      z = phi == 0. ? Cx{NAN, 0.} : from(std::exp(to({r, phi})));
    } else if (r == 0.) {
      z = {0., 0.};  // (CPython's choice of the signs, as exp(-inf + i*t))
    } else if (isnan(phi)) {
      z = {isinf(r) ? HUGE_VAL : NAN, NAN};
    } else {
      z = from(std::exp(to({std::log(fabs(r)), phi})));
      if (std::signbit(r)) z = {-z.real, -z.imag};
    }
    errno = r != 0. && !isnan(r) && isinf(phi) ? EDOM : 0;
    return z;
  }
  if (phi == 0.0) return {r, r * phi};
  return {r * std::cos(phi), r * std::sin(phi)};
}

void one_arg(const CallArgs& a, const char* name) {
  const std::string q = std::string("cmath.") + name;
  if (a.nkw()) raise(T.TypeError, q + "() takes no keyword arguments");
  if (a.npos() != 1) raise(T.TypeError, q + "() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
}

void init_cmath(ModuleObject& m) {
  static const struct {
    const char* name;
    Cx (*fn)(Cx);
  } kFunctions[] = {
      {"acos", c_acos}, {"acosh", c_acosh}, {"asin", c_asin}, {"asinh", c_asinh}, {"atan", c_atan},
      {"atanh", c_atanh}, {"cos", c_cos}, {"cosh", c_cosh}, {"exp", c_exp}, {"log10", c_log10},
      {"sin", c_sin}, {"sinh", c_sinh}, {"sqrt", c_sqrt}, {"tan", c_tan}, {"tanh", c_tanh},
  };
  for (const auto& f : kFunctions)
    def(m, f.name, [f](const CallArgs& a) {
      one_arg(a, f.name);
      const Cx z = complex_arg(a[0]);
      errno = 0;
      const Cx r = f.fn(z);
      raise_errno();
      return new_complex(r);
    });
  // log(z[, base]) = log(z) / log(base). errno is what the last step left, as CPython's: log(0) alone is an
  // error, log(0, 2) is -inf.
  def(m, "log", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "log() takes no keyword arguments");
    if (a.npos() < 1 || a.npos() > 2)
      raise(T.TypeError, std::string("log expected ") +
                             (a.npos() < 1 ? "at least 1 argument, got " : "at most 2 arguments, got ") +
                             std::to_string(a.npos()));
    Cx x = c_log(complex_arg(a[0]));
    if (a.npos() == 2) {
      const Cx base = complex_arg(a[1]);
      const Cx y = c_log(base);
      x = complex_quot(x, y);
    }
    raise_errno();
    return new_complex(x);
  });
  def(m, "phase", [](const CallArgs& a) {
    one_arg(a, "phase");
    const Cx z = complex_arg(a[0]);
    errno = 0;
    const double phi = std::atan2(z.imag, z.real);  // an underflow here is CPython's "math range error" too
    raise_errno();
    return Value(phi);
  });
  def(m, "polar", [](const CallArgs& a) {
    one_arg(a, "polar");
    const Cx z = complex_arg(a[0]);
    const double phi = std::atan2(z.imag, z.real);
    const double r = c_abs(z);
    raise_errno();
    return new_tuple({Value(r), Value(phi)});
  });
  def(m, "rect", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "rect() takes no keyword arguments");
    if (a.npos() != 2) raise(T.TypeError, "rect expected 2 arguments, got " + std::to_string(a.npos()));
    const double r = float_of(a[0]), phi = float_of(a[1]);
    const Cx z = c_rect(r, phi);
    raise_errno();
    return new_complex(z);
  });
  def(m, "isfinite", [](const CallArgs& a) {
    one_arg(a, "isfinite");
    const Cx z = complex_arg(a[0]);
    return Value::boolean(isfinite(z.real) && isfinite(z.imag));
  });
  def(m, "isnan", [](const CallArgs& a) {
    one_arg(a, "isnan");
    const Cx z = complex_arg(a[0]);
    return Value::boolean(isnan(z.real) || isnan(z.imag));
  });
  def(m, "isinf", [](const CallArgs& a) {
    one_arg(a, "isinf");
    const Cx z = complex_arg(a[0]);
    return Value::boolean(isinf(z.real) || isinf(z.imag));
  });
  def(m, "isclose", [](const CallArgs& a) {
    Value args[4];
    parse_args(a, "isclose", {"a", "b", "rel_tol", "abs_tol"}, 2, args);
    if (a.npos() > 2) raise(T.TypeError, "isclose() takes exactly 2 positional arguments (" + std::to_string(a.npos()) + " given)");
    const Cx x = complex_arg(args[0]), y = complex_arg(args[1]);
    const double rel_tol = args[2].is_null() ? 1e-09 : float_of(args[2]);
    const double abs_tol = args[3].is_null() ? 0.0 : float_of(args[3]);
    if (rel_tol < 0.0 || abs_tol < 0.0) raise(T.ValueError, "tolerances must be non-negative");
    if (x.real == y.real && x.imag == y.imag) return Value::boolean(true);  // (also two equal infinities)
    if (isinf(x.real) || isinf(x.imag) || isinf(y.real) || isinf(y.imag)) return Value::boolean(false);
    const double diff = c_abs({x.real - y.real, x.imag - y.imag});
    return Value::boolean((diff <= rel_tol * c_abs(y)) || (diff <= rel_tol * c_abs(x)) || diff <= abs_tol);
  });
  auto constant = [&](const char* name, Value v) { m.dict()->set_str(intern(name).get(), v); };
  constant("pi", Value(M_PI));
  constant("e", Value(M_E));
  constant("tau", Value(2 * M_PI));
  constant("inf", Value(double(HUGE_VAL)));
  constant("infj", new_complex(0.0, HUGE_VAL));
  constant("nan", Value(double(NAN)));
  constant("nanj", new_complex(0.0, NAN));
}

}  // namespace

void init_cmath_module() { register_native_module("cmath", init_cmath); }

}  // namespace tsr::interp
