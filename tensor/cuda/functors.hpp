// The per-element functions of the CUDA kernels, written once for host and device (TSR_HD). The CUDA kernels
// instantiate them on the GPU; tests/tensor/cuda/functors_test.cpp runs the same code on the CPU against the CPU
// kernels' results. Each rounds as the CPU kernel does (same operation order, same casts), so the two backends
// differ only by the device's math library (a few ulp for exp/log/tanh, exact for + - * / and sqrt).
#pragma once

#include <cmath>
#include <cstdint>
#include <math.h>
#include <type_traits>

#include "tensor/core/half.hpp"
#include "tensor/cuda/host_device.hpp"
#include "tensor/kernels/float_to_integer.hpp"

namespace tsr::tensor::cuda {

// The C math library's names exist on the host and, overloaded, on the device.
#define TSR_MATH_PAIR(name)                                         \
  TSR_HD float m_##name(float x) { return ::name##f(x); }           \
  TSR_HD double m_##name(double x) { return ::name(x); }
TSR_MATH_PAIR(exp)
TSR_MATH_PAIR(log)
TSR_MATH_PAIR(sqrt)
TSR_MATH_PAIR(sin)
TSR_MATH_PAIR(cos)
TSR_MATH_PAIR(tan)
TSR_MATH_PAIR(tanh)
TSR_MATH_PAIR(log1p)
TSR_MATH_PAIR(expm1)
TSR_MATH_PAIR(erf)
TSR_MATH_PAIR(log2)
TSR_MATH_PAIR(log10)
TSR_MATH_PAIR(exp2)
TSR_MATH_PAIR(asin)
TSR_MATH_PAIR(acos)
TSR_MATH_PAIR(atan)
TSR_MATH_PAIR(sinh)
TSR_MATH_PAIR(cosh)
TSR_MATH_PAIR(floor)
TSR_MATH_PAIR(ceil)
TSR_MATH_PAIR(trunc)
TSR_MATH_PAIR(nearbyint)
#undef TSR_MATH_PAIR
TSR_HD float m_pow(float x, float y) { return ::powf(x, y); }
TSR_HD double m_pow(double x, double y) { return ::pow(x, y); }
TSR_HD float m_fma(float x, float y, float z) { return ::fmaf(x, y, z); }
TSR_HD double m_fma(double x, double y, double z) { return ::fma(x, y, z); }

template <class T> inline constexpr bool is_float_v = std::is_floating_point_v<T>;

// A functor over float16/bfloat16 elements computed in their opmath type, float: each argument widened exactly,
// the functor applied to floats, and its result (a float for arithmetic, a bool for a comparison) left for the
// store to round, once, to the output's type. So every functor here serves the 16-bit types unchanged, as
// PyTorch's CUDA kernels compute them (opmath_t) and as tsr's CPU kernels do.
template <class F>
struct OpMathF {
  F f;
  template <class... T> TSR_HD auto operator()(T... x) const { return f(static_cast<float>(x)...); }
};

// ---- binary ------------------------------------------------------------------------------------------------------

// add/sub: x + alpha * y, alpha already in T (sub passes -alpha); alpha 1 skips the multiply, as the CPU kernel.
struct AddF {
  double alpha = 1;
  template <class T> TSR_HD T operator()(T x, T y) const {
    if (alpha == 1) return static_cast<T>(x + y);
    // One rounding for the product and the sum: nvcc contracts it so, and so does the CPU kernel where it runs
    // with FMA instructions (AVX2 and up).
    if constexpr (is_float_v<T>) return m_fma(static_cast<T>(alpha), y, x);
    else return static_cast<T>(x + static_cast<T>(alpha) * y);
  }
};
struct MulF {
  template <class T> TSR_HD T operator()(T x, T y) const { return static_cast<T>(x * y); }
};
struct DivF {  // true division: the launcher promotes integers to float first, as the CPU kernel
  template <class T> TSR_HD T operator()(T x, T y) const { return static_cast<T>(x / y); }
};
struct MaximumF {  // NaN propagates
  template <class T> TSR_HD T operator()(T x, T y) const { return (x != x) ? x : (y != y) ? y : (x > y ? x : y); }
};
struct MinimumF {
  template <class T> TSR_HD T operator()(T x, T y) const { return (x != x) ? x : (y != y) ? y : (x < y ? x : y); }
};
struct ThresholdBackwardF {  // relu's gradient: zero where the input was at or below the threshold
  double threshold = 0;
  template <class T> TSR_HD T operator()(T g, T x) const { return x <= static_cast<T>(threshold) ? T(0) : g; }
};
struct PowF {  // floating only (the kernel refuses integer pow.Tensor_Tensor)
  template <class T> TSR_HD T operator()(T x, T y) const {
    if constexpr (is_float_v<T>) return m_pow(x, y);
    else return x;  // never runs
  }
};

// ---- unary -------------------------------------------------------------------------------------------------------

struct NegF {
  template <class T> TSR_HD T operator()(T x) const { return static_cast<T>(-x); }
};
struct AbsF {
  template <class T> TSR_HD T operator()(T x) const {
    if constexpr (std::is_unsigned_v<T> || std::is_same_v<T, bool>) return x;  // no comparison with zero to warn of
    else return static_cast<T>(x < T(0) ? -x : x);
  }
};
// |re + i im| for a complex tensor's (real, imaginary) parts: hypot, as std::abs of std::complex (no overflow
// where re^2 + im^2 would), in float for the 16-bit types.
struct ComplexAbsF {
  template <class T> TSR_HD T operator()(T re, T im) const {
    using A = opmath_t<T>;
    return static_cast<T>(std::hypot(static_cast<A>(re), static_cast<A>(im)));
  }
};
struct ReluF {
  template <class T> TSR_HD T operator()(T x) const { return x > T(0) ? x : T(0); }
};
// pow(x, scalar) with the CPU kernel's fast paths (exponent 2, 3, 0.5, -1), floating types.
struct PowScalarF {
  double exponent = 1;
  template <class T> TSR_HD T operator()(T x) const {
    if (exponent == 2) return x * x;
    if (exponent == 3) return x * x * x;
    if (exponent == 0.5) return m_sqrt(x);
    if (exponent == -1) return T(1) / x;
    if constexpr (is_float_v<T>) return m_pow(x, static_cast<T>(exponent));
    else return x;  // never runs: floating_unary computes in a floating type
  }
};
// The floating unary ops: each a functor whose T is float or double.
#define TSR_FLOAT_UNARY(Name, expr)                          \
  struct Name {                                              \
    template <class T> TSR_HD T operator()(T x) const { return expr; } \
  };
TSR_FLOAT_UNARY(ExpF, m_exp(x))
TSR_FLOAT_UNARY(LogF, m_log(x))
TSR_FLOAT_UNARY(SqrtF, m_sqrt(x))
TSR_FLOAT_UNARY(RsqrtF, T(1) / m_sqrt(x))
TSR_FLOAT_UNARY(SinF, m_sin(x))
TSR_FLOAT_UNARY(CosF, m_cos(x))
TSR_FLOAT_UNARY(TanF, m_tan(x))
TSR_FLOAT_UNARY(TanhF, m_tanh(x))
TSR_FLOAT_UNARY(SigmoidF, T(1) / (T(1) + m_exp(-x)))
TSR_FLOAT_UNARY(Log1pF, m_log1p(x))
TSR_FLOAT_UNARY(Expm1F, m_expm1(x))
TSR_FLOAT_UNARY(ErfF, m_erf(x))
TSR_FLOAT_UNARY(ReciprocalF, T(1) / x)
TSR_FLOAT_UNARY(Log2F, m_log2(x))
TSR_FLOAT_UNARY(Log10F, m_log10(x))
TSR_FLOAT_UNARY(AsinF, m_asin(x))
TSR_FLOAT_UNARY(AcosF, m_acos(x))
TSR_FLOAT_UNARY(AtanF, m_atan(x))
TSR_FLOAT_UNARY(SinhF, m_sinh(x))
TSR_FLOAT_UNARY(CoshF, m_cosh(x))
TSR_FLOAT_UNARY(FloorF, m_floor(x))
TSR_FLOAT_UNARY(CeilF, m_ceil(x))
TSR_FLOAT_UNARY(TruncF, m_trunc(x))
#undef TSR_FLOAT_UNARY

// ---- comparisons, classification, selection (bool results or a bool operand) ---------------------------------

// The six comparisons, as the CPU's comparison_kernel: both operands in the promoted dtype, a bool result.
enum class CmpOp { Eq, Ne, Lt, Le, Gt, Ge };
template <CmpOp Op>
struct CompareF {
  template <class T> TSR_HD bool operator()(T x, T y) const {
    if constexpr (Op == CmpOp::Eq) return x == y;
    else if constexpr (Op == CmpOp::Ne) return x != y;
    else if constexpr (Op == CmpOp::Lt) return x < y;
    else if constexpr (Op == CmpOp::Le) return x <= y;
    else if constexpr (Op == CmpOp::Gt) return x > y;
    else return x >= y;
  }
};
// logical_and / logical_or on operands already converted to bool; logical_not of any dtype (x == 0).
struct LogicalAndF {
  TSR_HD bool operator()(bool x, bool y) const { return x && y; }
};
struct LogicalOrF {
  TSR_HD bool operator()(bool x, bool y) const { return x || y; }
};
struct LogicalNotF {
  template <class T> TSR_HD bool operator()(T x) const { return x == T(0); }
};
// isnan / isinf / isfinite: integer and bool elements are always finite (the CPU's classify).
struct IsNanF {
  template <class T> TSR_HD bool operator()(T x) const {
    if constexpr (is_float_v<T>) return x != x;
    else return false;
  }
};
struct IsInfF {
  template <class T> TSR_HD bool operator()(T x) const {
    if constexpr (is_float_v<T>) return x == x && (x - x) != (x - x);
    else return false;
  }
};
struct IsFiniteF {
  template <class T> TSR_HD bool operator()(T x) const {
    if constexpr (is_float_v<T>) return (x - x) == (x - x);
    else return true;
  }
};
// where(condition, x, y) with the condition already in T (non-zero is true): the launcher's operands share a dtype.
struct WhereF {
  template <class T> TSR_HD T operator()(T c, T x, T y) const { return c != T(0) ? x : y; }
};
// clamp, as the CPU kernel: NaN stays NaN; the lower bound first, then the upper (so min > max gives max).
struct ClampF {
  double lo = 0, hi = 0;
  bool has_lo = false, has_hi = false;
  template <class T> TSR_HD T operator()(T v) const {
    if (v != v) return v;
    if (has_lo && v < static_cast<T>(lo)) v = static_cast<T>(lo);
    if (has_hi && v > static_cast<T>(hi)) v = static_cast<T>(hi);
    return v;
  }
};
// Rounding keeps integer dtypes unchanged; round is half to even (nearbyint in the default rounding mode, as the
// CPU kernel).
enum class RoundOp { Floor, Ceil, Round, Trunc };
template <RoundOp Op>
struct RoundF {
  template <class T> TSR_HD T operator()(T x) const {
    if constexpr (is_float_v<T>) {
      if constexpr (Op == RoundOp::Floor) return m_floor(x);
      else if constexpr (Op == RoundOp::Ceil) return m_ceil(x);
      else if constexpr (Op == RoundOp::Round) return m_nearbyint(x);
      else return m_trunc(x);
    } else {
      return x;
    }
  }
};
struct SignF {  // (0 < x) - (x < 0): NaN gives 0, as the CPU kernel
  template <class T> TSR_HD T operator()(T x) const {
    if constexpr (std::is_unsigned_v<T> || std::is_same_v<T, bool>) return static_cast<T>(T(0) < x);
    else return static_cast<T>((T(0) < x) - (x < T(0)));
  }
};
// bernoulli: 1 where a uniform draw u in [0, 1) is below p (p in [0, 1]: p = 0 never, p = 1 always).
template <class T>
TSR_HD T bernoulli_from_uniform(T u, T p) {
  return u < p ? T(1) : T(0);
}
struct BernoulliF {
  template <class T> TSR_HD T operator()(T u, T p) const { return bernoulli_from_uniform(u, p); }
};

// ---- ternary -----------------------------------------------------------------------------------------------------

// addcmul: self + value * t1 * t2, rounded as the CPU kernel: fma(value * t1, t2, self) for floats.
struct AddcmulF {
  double value = 1;
  template <class T> TSR_HD T operator()(T x, T a, T b) const {
    if constexpr (is_float_v<T>) return m_fma(static_cast<T>(value) * a, b, x);
    else if constexpr (std::is_same_v<T, bool>) return x || (value != 0 && a && b);
    else return static_cast<T>(x + static_cast<T>(value) * a * b);
  }
};

// ---- conversion --------------------------------------------------------------------------------------------------

// copy_ between dtypes as the CPU copy converts (views.cpp's convert): static_cast (a float to bool is x != 0),
// except a floating value to an integer type, which goes by the CPU's rule (kernels/float_to_integer.hpp: -3.4 ->
// uint8 253 where the GPU's own conversion saturates to 0).
template <class Out>
struct CastF {
  template <class In> TSR_HD Out operator()(In x) const {
    if constexpr (std::is_integral_v<Out> && !std::is_same_v<Out, bool> && !std::is_same_v<Out, uint64_t> &&
                  !std::is_integral_v<In>)
      return floating_to_integer<Out>(x);
    else
      return static_cast<Out>(x);
  }
};

// ---- reductions --------------------------------------------------------------------------------------------------

struct SumR {
  template <class T> TSR_HD static T identity() { return T(0); }
  template <class T> TSR_HD T operator()(T a, T b) const { return a + b; }
};
struct ProdR {
  template <class T> TSR_HD T operator()(T a, T b) const { return static_cast<T>(a * b); }
};
struct MaxR {  // NaN wins, as PyTorch's max
  template <class T> TSR_HD T operator()(T a, T b) const { return (a != a) ? a : (b != b) ? b : (a > b ? a : b); }
};
struct MinR {
  template <class T> TSR_HD T operator()(T a, T b) const { return (a != a) ? a : (b != b) ? b : (a < b ? a : b); }
};

}  // namespace tsr::tensor::cuda
