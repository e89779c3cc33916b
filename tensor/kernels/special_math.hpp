// The element functions of the special-function ops that the CPU kernels (kernels/cpu/special.cpp) and the CUDA
// kernels (cuda/special.cu) share: erfinv, digamma, trigamma and polygamma, the Hurwitz zeta function, erfcx,
// log_ndtr, ndtri and the regularized incomplete gamma functions, each written once as host-and-device code
// (TSR_SPECIAL_FN). They follow PyTorch 1.13's CPU kernels step by step (its Math.h), so the CPU results are
// PyTorch's to the bit where the comments say so; on the GPU the same code runs with the device's libm.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>

#if defined(__CUDACC__)
#define TSR_SPECIAL_FN __host__ __device__ inline
#else
#define TSR_SPECIAL_FN inline
#endif

namespace tsr::tensor::special_math {

constexpr double kPi = std::numbers::pi;

// erfinv as PyTorch's calc_erfinv computes it, in the dtype: Pavlis's rational approximation (its central range
// |y| <= 0.7 a ratio of polynomials in y^2, the tails one in sqrt(-log((1 - |y|) / 2))), then two Newton steps on
// erf(x) = y with erf and exp of the dtype. The polynomials are evaluated by fused multiply-adds, as GCC contracts
// them in PyTorch's AVX2 build of the kernel (measured: every one of 22,007 float and double values bit for bit;
// unfused, 12% differed).
template <class T>
TSR_SPECIAL_FN T erfinv_pytorch(T y) {
  constexpr T a[4] = {0.886226899, -1.645349621, 0.914624893, -0.140543331};
  constexpr T b[4] = {-2.118377725, 1.442710462, -0.329097515, 0.012229801};
  constexpr T c[4] = {-1.970840454, -1.624906493, 3.429567803, 1.641345311};
  constexpr T d[2] = {3.543889200, 1.637067800};
  const T ay = std::abs(y);
  if (ay > T(1)) return std::numeric_limits<T>::quiet_NaN();
  if (ay == T(1)) return std::copysign(std::numeric_limits<T>::infinity(), y);
  T x;
  if (ay <= T(0.7)) {
    const T z = y * y;
    const T num = std::fma(std::fma(std::fma(a[3], z, a[2]), z, a[1]), z, a[0]);
    const T den = std::fma(std::fma(std::fma(std::fma(b[3], z, b[2]), z, b[1]), z, b[0]), z, T(1));
    x = y * num / den;
  } else {
    const T z = std::sqrt(-std::log((T(1) - ay) / T(2)));
    const T num = std::fma(std::fma(std::fma(c[3], z, c[2]), z, c[1]), z, c[0]);
    const T den = std::fma(std::fma(d[1], z, d[0]), z, T(1));
    x = std::copysign(num, y) / den;
  }
  const T k = T(2) / static_cast<T>(std::sqrt(kPi));
  for (int step = 0; step < 2; ++step) x = x - (std::erf(x) - y) / (k * std::exp(-x * x));
  return x;
}

// digamma in the element type T (float or double) by the steps of PyTorch's calc_digamma: at 0 an infinity of the
// sign opposite to zero's, NaN at the negative integers, below 0 the reflection (its pi / tan(pi r) in double,
// rounded to T), the recurrence up to 10, psi(10) there, else log(x) - 1/(2x) - z P(z) with z = 1/x^2 and Cephes'
// seven coefficients, the polynomial evaluated by multiply-adds (PyTorch's kernel file is compiled with FMA
// contraction).
template <class T>
TSR_SPECIAL_FN T digamma_t(T x) {
  if (x == 0) return std::copysign(std::numeric_limits<T>::infinity(), -x);
  T reflection = 0;  // digamma(x) = digamma(1 - x) - pi / tan(pi x) below 0
  if (x < 0) {
    if (x == std::trunc(x)) return std::numeric_limits<T>::quiet_NaN();
    double whole;
    const double r = std::modf(static_cast<double>(x), &whole);
    reflection = static_cast<T>(kPi / std::tan(kPi * r));
    x = T(1) - x;
  }
  T result = 0;
  while (x < 10) {
    result -= T(1) / x;
    x += 1;
  }
  if (x == 10) return result + static_cast<T>(2.25175258906672110764) - reflection;
  constexpr T A[] = {T(8.33333333333333333333E-2), T(-2.10927960927960927961E-2), T(7.57575757575757575758E-3),
                     T(-4.16666666666666666667E-3), T(3.96825396825396825397E-3), T(-8.33333333333333333333E-3),
                     T(8.33333333333333333333E-2)};
  T y = 0;
  if (x < T(1.0e17)) {
    const T z = T(1) / (x * x);
    T p = A[0];
    for (int i = 1; i < 7; ++i) p = std::fma(p, z, A[i]);
    y = z * p;
  }
  return result + std::log(x) - (T(0.5) / x) - y - reflection;
}

// trigamma in the element type T by PyTorch's calc_trigamma's steps, its series' products fused into the sums as
// its FMA-contracted kernel file computes them (sin in T, pi as T).
template <class T>
TSR_SPECIAL_FN T trigamma_t(T x) {
  T sign = 1, result = 0;
  if (x < T(0.5)) {
    sign = -1;
    const T pi = static_cast<T>(kPi);
    const T s = std::sin(pi * x);
    result -= (pi * pi) / (s * s);
    x = 1 - x;
  }
  for (int i = 0; i < 6; ++i) {
    result += T(1) / (x * x);
    x += 1;
  }
  const T ixx = T(1) / (x * x);
  const T inner = std::fma(-ixx, std::fma(-ixx, T(1) / T(42), T(1) / T(30)), T(1) / T(6));
  result += std::fma(ixx, inner, T(1) + T(1) / (T(2) * x)) / x;
  return sign * result;
}

// The Hurwitz zeta function zeta(s, q) by Euler-Maclaurin summation (the method of Cephes' zeta, which PyTorch's
// polygamma calls): the first terms summed until q + k > 9, the rest as an integral plus Bernoulli corrections.
TSR_SPECIAL_FN double zeta_d(double s, double q) {
  if (s == 1) return std::numeric_limits<double>::infinity();
  if (s < 1) return std::numeric_limits<double>::quiet_NaN();
  if (q <= 0) {
    if (q == std::floor(q)) return std::numeric_limits<double>::infinity();
    if (s != std::floor(s)) return std::numeric_limits<double>::quiet_NaN();
  }
  // (2k)! / B_2k for k = 1..12
  constexpr double A[] = {12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9,
                          7.47242496e10, -2.950130727918164224e12, 1.1646782814350067249e14,
                          -4.5979787224074726105e15, 1.8152105401943546773e17, -7.1661652561756670113e18};
  double sum = std::pow(q, -s), a = q, b = 0;
  int i = 0;
  while (i < 9 || a <= 9) {
    i += 1;
    a += 1;
    b = std::pow(a, -s);
    sum += b;
    if (std::fabs(b / sum) < 1e-17) return sum;
  }
  const double w = a;
  sum += b * w / (s - 1);
  sum -= 0.5 * b;
  double k = 0, fac = 1;
  for (double coef : A) {
    fac *= s + k;
    b /= w;
    const double t = fac * b / coef;
    sum += t;
    if (std::fabs(t / sum) < 1e-17) break;
    k += 1;
    fac *= s + k;
    b /= w;
    k += 1;
  }
  return sum;
}

TSR_SPECIAL_FN double polygamma_d(int64_t n, double x) {
  if (n == 0) return digamma_t(x);
  if (n == 1) return trigamma_t(x);
  // (-1)^(n+1) n! zeta(n + 1, x)
  const double factorial = std::tgamma(double(n) + 1);
  return ((n % 2) ? 1.0 : -1.0) * factorial * zeta_d(double(n) + 1, x);
}

// erfcx(x) = exp(x^2) erfc(x): the product directly below 2 (no cancellation there), the continued fraction of
// erfc above (evaluated from its tail), 1 / (x sqrt(pi)) where x^2 would overflow.
TSR_SPECIAL_FN double erfcx_d(double x) {
  if (std::isnan(x)) return x;
  if (x < 2) {
    if (x < -26.7) return std::numeric_limits<double>::infinity();
    return std::exp(x * x) * std::erfc(x);
  }
  if (x > 1e8) return 1 / (x * std::sqrt(kPi));
  double f = x;
  for (int k = 200; k >= 1; --k) f = x + (k / 2.0) / f;
  return 1 / (std::sqrt(kPi) * f);
}

// log of the standard normal distribution function, as PyTorch's calc_log_ndtr.
TSR_SPECIAL_FN double log_ndtr_d(double x) {
  const double t = x * std::numbers::sqrt2 / 2;
  if (x < -1.0) return std::log(erfcx_d(-t) / 2) - t * t;
  return std::log1p(-std::erfc(t) / 2);
}

// The inverse of the standard normal distribution function: Newton's method on log_ndtr(x) = log(p) from
// -sqrt(-2 log p) (log_ndtr is concave, so the steps converge from there), below 1/2; by symmetry above.
TSR_SPECIAL_FN double ndtri_d(double p) {
  if (std::isnan(p) || p < 0 || p > 1) return std::numeric_limits<double>::quiet_NaN();
  if (p == 0) return -std::numeric_limits<double>::infinity();
  if (p == 1) return std::numeric_limits<double>::infinity();
  if (p == 0.5) return 0;
  const double sign = p > 0.5 ? -1 : 1;  // ndtri(p) = -ndtri(1 - p)
  if (p > 0.5) p = 1 - p;
  const double target = std::log(p);
  double x = -std::sqrt(-2 * target);
  for (int i = 0; i < 100; ++i) {
    const double l = log_ndtr_d(x);
    const double slope = std::exp(-x * x / 2 - l) / std::sqrt(2 * kPi);
    const double step = (l - target) / slope;
    x -= step;
    if (std::fabs(step) <= 1e-16 * std::fmax(1.0, std::fabs(x))) break;
  }
  return sign * x;
}

// The regularized lower incomplete gamma function P(a, x) with PyTorch's edge values, and Q = 1 - P: the power
// series below x = a + 1, the continued fraction (modified Lentz) above. PyTorch (Cephes) switches to an asymptotic
// series where a and x are large and close; tsr has no tables for it, so there its last digits may differ.
TSR_SPECIAL_FN double igamma_prefactor(double a, double x) { return std::exp(a * std::log(x) - x - std::lgamma(a)); }

TSR_SPECIAL_FN double igamma_series(double a, double x) {
  double ap = a, term = 1 / a, sum = term;
  for (int i = 0; i < 10000; ++i) {
    ap += 1;
    term *= x / ap;
    sum += term;
    if (std::fabs(term) < std::fabs(sum) * 1e-17) break;
  }
  return sum * igamma_prefactor(a, x);
}

TSR_SPECIAL_FN double igammac_fraction(double a, double x) {
  const double tiny = 1e-300;
  double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
  for (int i = 1; i < 10000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < tiny) d = tiny;
    c = b + an / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    const double step = d * c;
    h *= step;
    if (std::fabs(step - 1) < 1e-16) break;
  }
  return igamma_prefactor(a, x) * h;
}

TSR_SPECIAL_FN double igammac_d(double a, double x) {
  if (std::isnan(a) || std::isnan(x) || x < 0 || a < 0) return std::numeric_limits<double>::quiet_NaN();
  if (a == 0) return x > 0 ? 0.0 : std::numeric_limits<double>::quiet_NaN();
  if (x == 0) return 1.0;
  if (std::isinf(a)) return std::isinf(x) ? std::numeric_limits<double>::quiet_NaN() : 1.0;
  if (std::isinf(x)) return 0.0;
  if (x < a + 1) return 1 - igamma_series(a, x);
  return igammac_fraction(a, x);
}

TSR_SPECIAL_FN double igamma_d(double a, double x) {
  if (std::isnan(a) || std::isnan(x) || x < 0 || a < 0) return std::numeric_limits<double>::quiet_NaN();
  if (a == 0) return x > 0 ? 1.0 : std::numeric_limits<double>::quiet_NaN();
  if (x == 0) return 0.0;
  if (std::isinf(a)) return std::isinf(x) ? std::numeric_limits<double>::quiet_NaN() : 0.0;
  if (std::isinf(x)) return 1.0;
  if (x < a + 1) return igamma_series(a, x);
  return 1 - igammac_fraction(a, x);
}

}  // namespace tsr::tensor::special_math
