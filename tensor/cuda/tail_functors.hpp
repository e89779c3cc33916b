// The per-element functions of the CUDA kernels in tail.cu: the bitwise ops and shifts, frac, signbit, sinc,
// nextafter, gcd/lcm, xlogy/xlog1py and lerp. Each is its CPU kernel's formula (tensor/kernels/cpu/
// pointwise_integer.cpp, special.cpp, pointwise_math.cpp, pointwise.cpp), written once for host and device;
// tests/tensor/cuda/tail_functors_test.cpp runs them on the CPU against those kernels.
#pragma once

#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/cuda/functors.hpp"

namespace tsr::tensor::cuda {

TSR_HD float m_nextafter(float x, float y) { return ::nextafterf(x, y); }
TSR_HD double m_nextafter(double x, double y) { return ::nextafter(x, y); }

// x < 0, without the comparison an unsigned type cannot satisfy.
template <class T>
TSR_HD bool is_negative(T x) {
  if constexpr (std::is_signed_v<T>) return x < T(0);
  else return false;
}

enum class BitOp { And, Or, Xor, Left, Right };

// Integers (and bool for and/or/xor; the kernel refuses the rest). A shift count out of range gives 0 (left) or
// the sign fill (right), as PyTorch's kernels; a left shift is done unsigned, so the bits shifted out wrap.
template <BitOp Op>
struct BitwiseF {
  template <class T> TSR_HD T operator()(T x, T y) const {
    if constexpr (Op == BitOp::And) return static_cast<T>(x & y);
    else if constexpr (Op == BitOp::Or) return static_cast<T>(x | y);
    else if constexpr (Op == BitOp::Xor) return static_cast<T>(x ^ y);
    else if constexpr (std::is_same_v<T, bool> || std::is_floating_point_v<T>) return x;  // refused by the kernel
    else {
      using U = std::make_unsigned_t<T>;
      constexpr T bits = static_cast<T>(sizeof(T) * 8);
      const bool out_of_range = is_negative(y) || y >= bits;
      if constexpr (Op == BitOp::Left) return out_of_range ? T(0) : static_cast<T>(static_cast<U>(x) << y);
      else return out_of_range ? static_cast<T>(is_negative(x) ? -1 : 0) : static_cast<T>(x >> y);
    }
  }
};
struct BitwiseNotF {
  template <class T> TSR_HD T operator()(T x) const {
    if constexpr (std::is_same_v<T, bool>) return !x;
    else if constexpr (std::is_floating_point_v<T>) return x;  // refused by the kernel
    else return static_cast<T>(~x);
  }
};

// x - trunc(x), floating types only.
struct FracF {
  template <class T> TSR_HD T operator()(T x) const { return x - m_trunc(x); }
};

// The sign bit: -0.0 and -nan count, unsigned integers never.
struct SignbitF {
  template <class T> TSR_HD bool operator()(T x) const {
#if defined(__CUDA_ARCH__)
    if constexpr (std::is_floating_point_v<T>) return signbit(x);
#else
    if constexpr (std::is_floating_point_v<T>) return std::signbit(x);
#endif
    else return is_negative(x);
  }
};

// sin(pi x) / (pi x), 1 at 0, in the element type (float16/bfloat16 in float through OpMathF).
struct SincF {
  template <class T> TSR_HD T operator()(T x) const {
    if (x == T(0)) return T(1);
    const T p = static_cast<T>(3.14159265358979323846) * x;
    return m_sin(p) / p;
  }
};

struct NextafterF {
  template <class T> TSR_HD T operator()(T x, T y) const { return m_nextafter(x, y); }
};

// Euclid on the values, the sign dropped at the end; lcm is |x / gcd * y| (0 when the gcd is 0).
template <bool Lcm>
struct GcdF {
  template <class T> TSR_HD T operator()(T u, T v) const {
    T g0 = u, g1 = v;
    while (g1 != T(0)) {
      const T r = static_cast<T>(g0 % g1);
      g0 = g1;
      g1 = r;
    }
    const T g = static_cast<T>(is_negative(g0) ? -g0 : g0);
    if constexpr (Lcm) {
      const T l = g == T(0) ? T(0) : static_cast<T>(u / g * v);
      return static_cast<T>(is_negative(l) ? -l : l);
    } else {
      return g;
    }
  }
};

// x * log(y) (or log1p(y)): NaN where y is NaN, else 0 where x is 0. RoundLog: the logarithm rounded to that
// 16-bit type before the product, as c10's std::log(BFloat16) returns a BFloat16 (float16 has no such overload:
// one rounding at the end).
template <bool Log1p, class RoundLog = void>
struct XlogyF {
  template <class T> TSR_HD T operator()(T x, T y) const {
    if (y != y) return std::numeric_limits<T>::quiet_NaN();
    if (x == T(0)) return T(0);
    T log_y = Log1p ? m_log1p(y) : m_log(y);
    if constexpr (!std::is_void_v<RoundLog>) log_y = static_cast<T>(static_cast<float>(RoundLog(log_y)));
    return x * log_y;
  }
};

// lerp as PyTorch's lerp kernels: from the nearer end, each with one fused multiply-add.
template <class T>
TSR_HD T lerp_value(T a, T b, T w) {
  const T d = b - a;
  return w < T(0.5) ? m_fma(w, d, a) : m_fma(-d, T(1) - w, b);
}
struct LerpTensorF {
  template <class T> TSR_HD T operator()(T a, T b, T w) const { return lerp_value(a, b, w); }
};
// A Python number as weight stays in the opmath type (float for the 16-bit types, not rounded to them).
struct LerpScalarF {
  double weight = 0;
  template <class T> TSR_HD T operator()(T a, T b) const { return lerp_value(a, b, static_cast<T>(weight)); }
};

// prelu: x where x > 0, else weight * x.
struct PreluF {
  template <class T> TSR_HD T operator()(T x, T a) const { return x > T(0) ? x : static_cast<T>(a * x); }
};

// The distributions the CUDA random kernels make from a float64 uniform draw u in [0, 1) (PyTorch's CPU
// formulas; 1 - u keeps the logarithms' arguments in (0, 1]).
struct ExponentialF {  // rate lambda
  double lambda = 1;
  TSR_HD double operator()(double u) const { return (-1.0 / lambda) * m_log(1.0 - u); }
};
struct CauchyF {
  double median = 0, sigma = 1;
  TSR_HD double operator()(double u) const { return median + sigma * m_tan(3.14159265358979323846 * (u - 0.5)); }
};
struct GeometricF {  // the number of trials up to the first success of chance p
  double p = 0.5;
  TSR_HD double operator()(double u) const { return m_ceil(m_log(1.0 - u) / m_log1p(-p)); }
};

}  // namespace tsr::tensor::cuda
