// CPU kernels for the floating pointwise functions: pow, exp, log, the trigonometric and hyperbolic functions, erf,
// lgamma, sigmoid, reciprocal, square, the classification ops and atan2, through SLEEF where PyTorch's vector
// kernels call it (Note [PyTorch's vector math]; the shared loops: pointwise_loops.hpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/kernels/cpu/pointwise_loops.hpp"

namespace tsr::tensor {
using namespace pointwise;  // NOLINT(google-build-using-namespace)

namespace {

// Integer power by squaring (the exponent is non-negative).
// Signed overflow wraps, as PyTorch's results show, computed in the unsigned type so that it is defined behaviour
// (UBSan found int32 ** 300).
template <class T>
T integer_power(T base, int64_t e) {
  using U = typename WrappingType<T>::type;
  U result = 1, b = static_cast<U>(base);
  while (e > 0) {
    if (e & 1) result = static_cast<U>(result * b);
    b = static_cast<U>(b * b);
    e >>= 1;
  }
  return static_cast<T>(result);
}

template <class T>
T power(T x, T y) {
  if constexpr (is_floating_type<T>) {
    return std::pow(x, y);
  } else if constexpr (std::is_same_v<T, bool>) {
    return x || !y;
  } else {
    // A tensor of negative exponents is computed as PyTorch's powi does (1 and -1 keep their powers, any other
    // base gives 0); only a Scalar exponent refuses them (pow_scalar_cpu).
    if constexpr (std::is_signed_v<T>)
      if (y < 0) return x == 1 ? T(1) : x == -1 ? T((y & 1) ? -1 : 1) : T(0);
    return integer_power(x, static_cast<int64_t>(y));
  }
}

// PyTorch's pow_tensor_scalar_kernel: the exponents 0.5, -0.5 and -1 are sqrt, 1/sqrt and 1/x for floating
// dtypes; 2, 3 and -2 are products; any other floating exponent is SLEEF's pow over the vectorised body and
// pow in double (the exponent is a double there) over the rest (vec_loop_unary).
Tensor pow_scalar_cpu(const Tensor& a, const Scalar& exponent_scalar) {
  const double exponent = exponent_scalar.to_double();
  const ScalarType dtype = result_type(std::array{a, scalar_operand(exponent_scalar)});
  if (is_complex(dtype)) return complex_pow_scalar(a, exponent, dtype);
  check(!(is_integral(dtype, false) && exponent < 0 && exponent == std::floor(exponent)), ErrorKind::RuntimeError,
        "Integers to negative integer powers are not allowed.");
  if (exponent == 1) {  // PyTorch's pow_out: a copy (the gradient of x ** 2 is 2 * x ** 1.0)
    Tensor out = empty_like_pointwise(a, dtype);
    copy_(out, a);
    return out;
  }
  const bool special = exponent == 2 || exponent == 3 || exponent == 0.5 || exponent == -0.5 || exponent == -1 ||
                       exponent == -2;
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && special) {
    // one loop per exponent (a branch per element kept the compiler from vectorising), PyTorch's formulas
    const auto loop = [&](auto f) {
      return unary<Dtypes::Floating>(a, dtype, [f]<class T>(std::type_identity<T>) { return [f](T x) -> T { return f(x); }; });
    };
    if (exponent == 2) return loop([](auto x) { return x * x; });
    if (exponent == 3) return loop([](auto x) { return x * x * x; });
    if (exponent == 0.5) return loop([](auto x) { return std::sqrt(x); });
    if (exponent == -0.5) return loop([](auto x) { return decltype(x)(1) / std::sqrt(x); });
    if (exponent == -1) return loop([](auto x) { return decltype(x)(1) / x; });
    return loop([](auto x) { return decltype(x)(1) / (x * x); });  // -2
  }
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && !special) {
    return vec_loop_unary(
        a, dtype,
        [exponent](const auto* in, auto* out, int64_t n) {
          using T = std::remove_cvref_t<decltype(*in)>;
          sleef_math::pow(in, out, n, static_cast<T>(exponent));
        },
        [exponent](auto x) { return std::pow(static_cast<double>(x), exponent); });
  }
  return unary<Dtypes::RealAndUint>(a, dtype, [exponent]<class T>(std::type_identity<T>) {
    const T k = static_cast<T>(exponent);
    return [k, exponent](T x_in) -> T {
      if constexpr (is_floating_type<T>) {
        // float16 in float, rounded once (PyTorch 1.13 passes opmath_t for it); bfloat16 in its own type, each
        // multiplication rounded (1.13 dispatches it with the other floating types)
        using F = std::conditional_t<std::is_same_v<T, Half>, float, T>;
        const F x = x_in;
        if (exponent == 2) return static_cast<T>(x * x);
        if (exponent == 3) return static_cast<T>(x * x * x);
        if (exponent == 0.5) return static_cast<T>(std::sqrt(x));
        if (exponent == -0.5) return static_cast<T>(F(1) / std::sqrt(x));
        if (exponent == -1) return static_cast<T>(F(1) / x);
        if (exponent == -2) return static_cast<T>(F(1) / (x * x));
        return static_cast<T>(std::pow(x, static_cast<F>(k)));  // the 16-bit floats' other exponents
      } else {
        return power<T>(x_in, k);
      }
    };
  });
}

}  // namespace

TSR_REGISTER_TYPED_KERNEL("pow.Tensor_Scalar", CPU, pow_scalar_cpu);

TSR_REGISTER_KERNEL("pow.Tensor_Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  if (is_complex(dtype)) return set_result(stack, complex_pow(a, b, dtype));
  refuse_bool(dtype, "pow");
  // PyTorch's pow_tensor_tensor_kernel is cpu_kernel_vec: SLEEF's pow over the vectorised body of each contiguous
  // row (a 0-dim base or exponent broadcast into it), std::pow in the element type elsewhere.
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && sleef_math::active())
    return set_result(stack, vec_loop_binary(
                                 a, b, dtype,
                                 [](const auto* x, const auto* y, auto* out, int64_t n) { sleef_math::pow(x, y, out, n); },
                                 [](auto x, auto y) { return std::pow(x, y); }));
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) { return power<T>(x, y); };
  }));
});


constexpr auto log1p_fn = [](auto x) { return std::log1p(x); };
TSR_REGISTER_TYPED_KERNEL("log1p", CPU, (vml_unary<sleef_math::Fn::Log1p, log1p_fn, "log1p_vml_cpu">));
constexpr auto expm1_fn = [](auto x) { return std::expm1(x); };
TSR_REGISTER_TYPED_KERNEL("expm1", CPU, (vml_unary<sleef_math::Fn::Expm1, expm1_fn, "expm1_vml_cpu">));
constexpr auto rsqrt_fn = [](auto x) { return decltype(x)(1) / std::sqrt(x); };
// bfloat16 as PyTorch's cpu_kernel_vec computes it: the vector body of a contiguous row (whole pairs of 256-bit
// vectors) takes 1/sqrt in float, rounded once; the scalar tail and strided rows 1 / std::sqrt(BFloat16), whose
// square root is rounded to bfloat16 before the division (LLaMA's RMSNorm on a bfloat16 model).
Tensor rsqrt_cpu(const Tensor& a) {
  if (float_result(a) != ScalarType::BFloat16) return floating_unary<rsqrt_fn, "rsqrt_cpu">(a);
  Tensor out = empty_like_pointwise(a, ScalarType::BFloat16);
  const auto layout = make_elementwise_layout<2>({out, a});
  for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
    const auto* src = reinterpret_cast<const uint16_t*>(p[1]);
    auto* dst = reinterpret_cast<uint16_t*>(p[0]);
    const int64_t body = st[0] == 1 && st[1] == 1 ? n - n % 32 : 0;
    for (int64_t i = 0; i < n; ++i) {
      const float x = half_rows::bfloat16_to_float(src[i * st[1]]);
      dst[i * st[0]] = i < body ? half_rows::float_to_bfloat16(1.0f / std::sqrt(x), 0xFFFFu)
                                : half_rows::float_to_bfloat16(
                                      1.0f / half_rows::bfloat16_to_float(
                                                 half_rows::float_to_bfloat16(std::sqrt(x), 0x7FC0u)),
                                      0x7FC0u);
    }
  });
  return out;
}
TSR_REGISTER_TYPED_KERNEL("rsqrt", CPU, rsqrt_cpu);
constexpr auto tan_fn = [](auto x) { return std::tan(x); };
TSR_REGISTER_TYPED_KERNEL("tan", CPU, (vml_unary<sleef_math::Fn::Tan, tan_fn, "tan_vml_cpu">));
constexpr auto erf_fn = [](auto x) { return std::erf(x); };
TSR_REGISTER_TYPED_KERNEL("erf", CPU, (vml_unary<sleef_math::Fn::Erf, erf_fn, "erf_vml_cpu">));
constexpr auto erfc_fn = [](auto x) { return std::erfc(x); };
TSR_REGISTER_TYPED_KERNEL("erfc", CPU, (vml_unary<sleef_math::Fn::Erfc, erfc_fn, "erfc_vml_cpu">));
constexpr auto lgamma_fn = [](auto x) { return std::lgamma(x); };
TSR_REGISTER_TYPED_KERNEL("lgamma", CPU, (vml_unary<sleef_math::Fn::Lgamma, lgamma_fn, "lgamma_vml_cpu">));

// PyTorch's angle: a complex element's argument (SLEEF's atan2 in the vector body: complex_unary's "angle_cpu"); a
// real one's pi below zero and 0 otherwise, NaN kept (its angle_impl), in the float result dtype.
constexpr auto angle_fn = [](auto x) {
  using T = decltype(x);
  return x != x ? x : x < T(0) ? static_cast<T>(3.14159265358979323846) : T(0);
};
Tensor angle_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("angle_cpu", a);
  return floating_unary<angle_fn>(a);
}
TSR_REGISTER_TYPED_KERNEL("angle", CPU, angle_cpu);
constexpr auto exp_fn = [](auto x) { return std::exp(x); };
TSR_REGISTER_TYPED_KERNEL("exp", CPU, (vml_unary<sleef_math::Fn::Exp, exp_fn, "exp_vml_cpu">));
constexpr auto log_fn = [](auto x) { return std::log(x); };
TSR_REGISTER_TYPED_KERNEL("log", CPU, (vml_unary<sleef_math::Fn::Log, log_fn, "log_vml_cpu">));
constexpr auto sqrt_fn = [](auto x) { return std::sqrt(x); };
TSR_REGISTER_TYPED_KERNEL("sqrt", CPU, (floating_unary<sqrt_fn, "sqrt_vml_cpu">));
constexpr auto sin_fn = [](auto x) { return std::sin(x); };
TSR_REGISTER_TYPED_KERNEL("sin", CPU, (vml_unary<sleef_math::Fn::Sin, sin_fn, "sin_vml_cpu">));
constexpr auto cos_fn = [](auto x) { return std::cos(x); };
TSR_REGISTER_TYPED_KERNEL("cos", CPU, (vml_unary<sleef_math::Fn::Cos, cos_fn, "cos_vml_cpu">));
constexpr auto tanh_fn = [](auto x) { return std::tanh(x); };
TSR_REGISTER_TYPED_KERNEL("tanh", CPU, (vml_unary<sleef_math::Fn::Tanh, tanh_fn, "tanh_vml_cpu">));
// PyTorch's scalar formula (1 / (1 + exp(-x)), glibc's exp) and its vector one (sleef_math::sigmoid).
constexpr auto sigmoid_fn = [](auto x) {
  using T = decltype(x);
  return T(1) / (T(1) + std::exp(-x));
};
Tensor sigmoid_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("sigmoid_cpu", a);
  refuse_half(float_result(a), "sigmoid_cpu");
  return vec_loop_unary(
      a, float_result(a), [](const auto* in, auto* out, int64_t n) { sleef_math::sigmoid(in, out, n); }, sigmoid_fn);
}
TSR_REGISTER_TYPED_KERNEL("sigmoid", CPU, sigmoid_cpu);

constexpr auto reciprocal_fn = [](auto x) { return decltype(x)(1) / x; };
Tensor reciprocal_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("reciprocal_cpu", a);
  return floating_unary<reciprocal_fn>(a);
}
TSR_REGISTER_TYPED_KERNEL("reciprocal", CPU, reciprocal_cpu);
constexpr auto log2_fn = [](auto x) { return std::log2(x); };
TSR_REGISTER_TYPED_KERNEL("log2", CPU, (vml_unary<sleef_math::Fn::Log2, log2_fn, "log2_vml_cpu">));
constexpr auto log10_fn = [](auto x) { return std::log10(x); };
TSR_REGISTER_TYPED_KERNEL("log10", CPU, (vml_unary<sleef_math::Fn::Log10, log10_fn, "log10_vml_cpu">));
constexpr auto exp2_fn = [](auto x) { return std::exp2(x); };
Tensor exp2_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("exp2", a);  // PyTorch 1.13 has no complex exp2 kernel
  return floating_unary<exp2_fn>(a);
}
TSR_REGISTER_TYPED_KERNEL("exp2", CPU, exp2_cpu);
constexpr auto asin_fn = [](auto x) { return std::asin(x); };
TSR_REGISTER_TYPED_KERNEL("asin", CPU, (vml_unary<sleef_math::Fn::Asin, asin_fn, "asin_vml_cpu">));
constexpr auto acos_fn = [](auto x) { return std::acos(x); };
TSR_REGISTER_TYPED_KERNEL("acos", CPU, (vml_unary<sleef_math::Fn::Acos, acos_fn, "acos_vml_cpu">));
constexpr auto atan_fn = [](auto x) { return std::atan(x); };
TSR_REGISTER_TYPED_KERNEL("atan", CPU, (vml_unary<sleef_math::Fn::Atan, atan_fn, "atan_vml_cpu">));
constexpr auto sinh_fn = [](auto x) { return std::sinh(x); };
Tensor sinh_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("sinh_cpu", a);
  refuse_half(float_result(a), "sinh_cpu");
  return vec_loop_unary(
      a, float_result(a),
      [](const auto* in, auto* out, int64_t n) { sleef_math::map(sleef_math::Fn::Sinh, in, 1, out, 1, n); }, sinh_fn);
}
TSR_REGISTER_TYPED_KERNEL("sinh", CPU, sinh_cpu);
constexpr auto cosh_fn = [](auto x) { return std::cosh(x); };
Tensor cosh_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("cosh_cpu", a);
  refuse_half(float_result(a), "cosh_cpu");
  return vec_loop_unary(
      a, float_result(a),
      [](const auto* in, auto* out, int64_t n) { sleef_math::map(sleef_math::Fn::Cosh, in, 1, out, 1, n); }, cosh_fn);
}
TSR_REGISTER_TYPED_KERNEL("cosh", CPU, cosh_cpu);
constexpr auto asinh_fn = [](auto x) { return std::asinh(x); };
TSR_REGISTER_TYPED_KERNEL("asinh", CPU, (floating_unary<asinh_fn, "asinh_cpu">));
constexpr auto acosh_fn = [](auto x) { return std::acosh(x); };
TSR_REGISTER_TYPED_KERNEL("acosh", CPU, (floating_unary<acosh_fn, "acosh_cpu">));
constexpr auto atanh_fn = [](auto x) { return std::atanh(x); };
TSR_REGISTER_TYPED_KERNEL("atanh", CPU, (floating_unary<atanh_fn, "atanh_cpu">));

// square is pow(x, 2), as in PyTorch (where it is a composite: its node is PowBackward0). The dtype is kept,
// except that a bool tensor squares to int64.
TSR_REGISTER_KERNEL("square", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  static const Operator& pow_op = find_op("pow.Tensor_Scalar");
  Tensor a = tensor_operand(stack[0]);
  if (a.dtype() == ScalarType::Bool) a = to_dtype(a, ScalarType::Long);
  set_result(stack, call_tensor_op(pow_op, {a, int64_t(2)}));
});

// The float classification ops: bool results; integer and bool inputs are always finite.
template <class Classify>
Tensor classify(const Tensor& a, Classify classify_fn, bool integral_answer) {
  Tensor out = empty_like_pointwise(a, ScalarType::Bool);
  const auto layout = make_elementwise_layout<2>({out, a});
  visit_dtype(a.dtype(), [&]<class T>(std::type_identity<T>) {
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
      bool* o = reinterpret_cast<bool*>(p[0]);
      const T* x = reinterpret_cast<const T*>(p[1]);
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (is_floating_type<T>) o[i * s[0]] = classify_fn(x[i * s[1]]);
        else o[i * s[0]] = integral_answer;
      }
    });
  });
  return out;
}
Tensor isnan_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("isnan", a);
  return classify(a, [](auto x) { return std::isnan(x); }, false);
}
Tensor isinf_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("isinf", a);
  return classify(a, [](auto x) { return std::isinf(x); }, false);
}
Tensor isfinite_cpu(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary("isfinite", a);
  return classify(a, [](auto x) { return std::isfinite(x); }, true);
}
TSR_REGISTER_TYPED_KERNEL("isnan", CPU, isnan_cpu);
TSR_REGISTER_TYPED_KERNEL("isinf", CPU, isinf_cpu);
TSR_REGISTER_TYPED_KERNEL("isfinite", CPU, isfinite_cpu);

Tensor atan2_cpu(const Tensor& a, const Tensor& b) {
  ScalarType dtype = result_type(std::array{a, b});
  if (!is_floating(dtype)) dtype = default_dtype();
  refuse_half(dtype, "atan2_cpu");
  // PyTorch's cpu_kernel_vec: SLEEF's atan2 over the vectorised body of each contiguous row, glibc's elsewhere.
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && sleef_math::active())
    return vec_loop_binary(
        a, b, dtype,
        [](const auto* y, const auto* x, auto* out, int64_t n) { sleef_math::atan2(y, x, out, n); },
        [](auto y, auto x) { return std::atan2(y, x); });
  return binary<Dtypes::Floating>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T y, T x) -> T { return std::atan2(y, x); };
  });
}
TSR_REGISTER_TYPED_KERNEL("atan2", CPU, atan2_cpu);

// hypot as PyTorch 1.13's hypot_kernel (cpu_kernel_vec): SLEEF's hypot over the vectorised body of each contiguous
// row, std::hypot elsewhere; bfloat16 in float, rounded once. (The composite sqrt(a*a + b*b) serves other devices.)
Tensor hypot_cpu(const Tensor& a, const Tensor& b) {
  const ScalarType dtype = result_type(std::array{a, b});
  refuse_non_floating(dtype, "hypot_cpu");
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && sleef_math::active())
    return vec_loop_binary(
        a, b, dtype, [](const auto* x, const auto* y, auto* out, int64_t n) { sleef_math::hypot(x, y, out, n); },
        [](auto x, auto y) { return std::hypot(x, y); });
  return binary<Dtypes::Floating>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T { return static_cast<T>(std::hypot(static_cast<opmath_t<T>>(x), static_cast<opmath_t<T>>(y))); };
  });
}
TSR_REGISTER_TYPED_KERNEL("hypot", CPU, hypot_cpu);

// logaddexp and logaddexp2 as PyTorch 1.13's kernels (cpu_kernel_vec): the vectorised body max(a, b) +
// log(1 + exp(-|a - b|)) (logaddexp2: + log2(1 + 2^-|a - b|)) through SLEEF, one rounding per step, equal
// infinities giving that infinity; the scalar rest the same steps through glibc; bfloat16 in float, rounded once.
template <bool Base2>
Tensor logaddexp_cpu(const Tensor& a, const Tensor& b) {
  const ScalarType dtype = result_type(std::array{a, b});
  refuse_non_floating(dtype, Base2 ? "logaddexp2_cpu" : "logaddexp_cpu");
  constexpr auto scalar = []<class T>(T x, T y) -> T {
    if (std::isinf(x) && x == y) return x;
    const T m = std::max(x, y);
    if constexpr (Base2) return m + std::log2(T(1) + std::pow(T(2), -std::abs(x - y)));
    else return m + std::log(T(1) + std::exp(-std::abs(x - y)));
  };
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && sleef_math::active())
    return vec_loop_binary(
        a, b, dtype,
        [](const auto* x, const auto* y, auto* out, int64_t n) {
          using T = std::remove_cvref_t<decltype(*x)>;
          std::vector<T> t(static_cast<size_t>(n));
          for (int64_t i = 0; i < n; ++i) t[i] = -std::abs(x[i] - y[i]);
          if constexpr (Base2) {
            std::vector<T> two(static_cast<size_t>(n), T(2));
            sleef_math::pow(two.data(), t.data(), t.data(), n);
            for (int64_t i = 0; i < n; ++i) t[i] = t[i] + T(1);
            sleef_math::map(sleef_math::Fn::Log2, t.data(), 1, t.data(), 1, n);
          } else {
            sleef_math::map(sleef_math::Fn::Exp, t.data(), 1, t.data(), 1, n);
            for (int64_t i = 0; i < n; ++i) t[i] = T(1) + t[i];
            sleef_math::map(sleef_math::Fn::Log, t.data(), 1, t.data(), 1, n);
          }
          for (int64_t i = 0; i < n; ++i) {
            const T m = std::isnan(x[i]) || std::isnan(y[i]) ? std::numeric_limits<T>::quiet_NaN() : std::max(x[i], y[i]);
            out[i] = (x[i] == y[i] && std::isinf(x[i])) ? x[i] : m + t[i];
          }
        },
        [scalar](auto x, auto y) { return scalar(x, y); });
  return binary<Dtypes::Floating>(a, b, dtype, [scalar]<class T>(std::type_identity<T>) {
    return [scalar](T x, T y) -> T {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
        return scalar(x, y);
      } else {  // in float, rounded once (measured against PyTorch 1.13's bfloat16 kernels)
        return static_cast<T>(scalar(static_cast<float>(x), static_cast<float>(y)));
      }
    };
  });
}
TSR_REGISTER_TYPED_KERNEL("logaddexp", CPU, logaddexp_cpu<false>);
TSR_REGISTER_TYPED_KERNEL("logaddexp2", CPU, logaddexp_cpu<true>);

// xlogy and special_xlog1py: PyTorch 1.13's cpu_kernel loops (BinaryOpsKernel.cpp), no vector form, so glibc's log
// and log1p for every element: NaN where y is NaN, 0 where x is 0, x * log(y) (log1p(y)) otherwise. Integer and
// bool operands promote to the default float dtype; float16/bfloat16 compute in float.
namespace {
template <bool Log1p>
void xlogy_kernel(Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  ScalarType dtype = result_type(std::array{a, b});
  if (!is_floating(dtype) && !is_complex(dtype)) dtype = default_dtype();
  check(is_floating(dtype), ErrorKind::RuntimeError, "\"", Log1p ? "xlog1py_cpu" : "xlogy_cpu",
        "\" not implemented for '", dtype_title(dtype), "'");
  set_result(stack, binary<Dtypes::Floating>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      using F = std::conditional_t<std::is_same_v<T, double>, double, float>;
      const F fx = static_cast<F>(x), fy = static_cast<F>(y);
      if (std::isnan(fy)) return static_cast<T>(std::numeric_limits<F>::quiet_NaN());
      if (fx == F(0)) return T(0);
      F log_y = Log1p ? std::log1p(fy) : std::log(fy);
      // c10's std::log/log1p overloads for BFloat16 return a BFloat16: the logarithm is rounded before the
      // product (float16 has none: it converts to float, so one rounding at the end).
      if constexpr (std::is_same_v<T, BFloat16>) log_y = static_cast<F>(static_cast<T>(log_y));
      return static_cast<T>(fx * log_y);
    };
  }));
}
}  // namespace
TSR_REGISTER_KERNEL("xlogy.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) { xlogy_kernel<false>(s); });
TSR_REGISTER_KERNEL("xlogy.Scalar_Self", CPU, [](const Operator&, DispatchKeySet, Stack& s) { xlogy_kernel<false>(s); });
TSR_REGISTER_KERNEL("xlogy.Scalar_Other", CPU, [](const Operator&, DispatchKeySet, Stack& s) { xlogy_kernel<false>(s); });
TSR_REGISTER_KERNEL("special_xlog1py", CPU, [](const Operator&, DispatchKeySet, Stack& s) { xlogy_kernel<true>(s); });
TSR_REGISTER_KERNEL("special_xlog1py.self_scalar", CPU,
                    [](const Operator&, DispatchKeySet, Stack& s) { xlogy_kernel<true>(s); });
TSR_REGISTER_KERNEL("special_xlog1py.other_scalar", CPU,
                    [](const Operator&, DispatchKeySet, Stack& s) { xlogy_kernel<true>(s); });


}  // namespace tsr::tensor
