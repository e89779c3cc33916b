// CPU kernels for the pointwise ops of tensor/ops/pointwise.cpp. Each kernel: type promotion, output allocation,
// then one elementwise loop whose inner row has contiguous and broadcast-scalar fast paths the compiler vectorises.
#include <algorithm>
#include <cmath>
#include <type_traits>

#include "tensor/core/cpu_capability.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/cpu/activation_backward.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/onednn_eltwise.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/ops/typed_op.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

// One row of a binary op: out[i] = f(x[i], y[i]) with x or y possibly a broadcast scalar (stride 0). The row loops
// are compiled once per instruction set, the element function inlined into each (Note [CPU capability]).
template <class T, class F>
void binary_row(const std::array<char*, 3>& p, const std::array<int64_t, 3>& s, int64_t n, F f) {
  T* out = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const T* y = reinterpret_cast<const T*>(p[2]);
  with_cpu_capability([&]() TSR_CPU_BODY {
    if (s[0] == 1 && s[1] == 1 && s[2] == 1) {
      for (int64_t i = 0; i < n; ++i) out[i] = f(x[i], y[i]);
    } else if (s[0] == 1 && s[1] == 1 && s[2] == 0) {
      const T b = *y;
      for (int64_t i = 0; i < n; ++i) out[i] = f(x[i], b);
    } else if (s[0] == 1 && s[1] == 0 && s[2] == 1) {
      const T a = *x;
      for (int64_t i = 0; i < n; ++i) out[i] = f(a, y[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) out[i * s[0]] = f(x[i * s[1]], y[i * s[2]]);
    }
  });
}

template <class T, class F>
void unary_row(const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n, F f) {
  T* out = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  with_cpu_capability([&]() TSR_CPU_BODY {
    if (s[0] == 1 && s[1] == 1) {
      for (int64_t i = 0; i < n; ++i) out[i] = f(x[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) out[i * s[0]] = f(x[i * s[1]]);
    }
  });
}

// A 0-dim operand's one element, converted to T as copy_ would convert it.
template <class T>
T scalar_as(const Tensor& t) {
  return visit_dtype_and_uint(t.dtype(), [&]<class S>(std::type_identity<S>) { return static_cast<T>(*t.data<const S>()); });
}

// visit_dtype, or with WithUint visit_dtype_and_uint: the ops numpy's integer loops reach (add, sub, mul,
// floor_divide, remainder, maximum/minimum, neg, abs, pow, the bitwise ops) take numpy's uint16/32/64 rows; the
// others (the transcendental and floating ops, for which numpy converts integers to floats first) are not
// instantiated for them (dtype.hpp, is_limited_uint).
template <bool WithUint, class F>
decltype(auto) visit_real(ScalarType dtype, F&& body) {
  if constexpr (WithUint) return visit_dtype_and_uint(dtype, std::forward<F>(body));
  else return visit_dtype(dtype, std::forward<F>(body));
}

// A binary op between a dimensioned tensor and a 0-dim one (`x * 2`: the 2 is a wrapped number): the 0-dim
// operand is read once, as the value the other operand's loop combines with; no converted copy of it, and a
// two-operand loop.
template <bool ScalarOnRight, bool WithUint, class MakeF>
Tensor binary_with_scalar(const Tensor& t, const Tensor& scalar, ScalarType dtype, MakeF& make_f) {
  Tensor out = empty_like_layout(t, t.sizes(), dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(t, dtype)});
  visit_real<WithUint>(dtype, [&]<class T>(std::type_identity<T> tag) {
    auto f = make_f(tag);
    const T s = scalar_as<T>(scalar);
    for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
      if constexpr (ScalarOnRight) unary_row<T>(p, st, n, [&](T x) { return f(x, s); });
      else unary_row<T>(p, st, n, [&](T x) { return f(s, x); });
    });
  });
  return out;
}

// Runs a binary op: `make_f` receives the type tag and returns the element function for that dtype. WithUint:
// numpy's uint16/32/64 too (visit_real).
template <bool WithUint = false, class MakeF>
Tensor binary(const Tensor& a, const Tensor& b, ScalarType dtype, MakeF&& make_f) {
  if (b.dim() == 0 && a.dim() > 0) return binary_with_scalar<true, WithUint>(a, b, dtype, make_f);
  if (a.dim() == 0 && b.dim() > 0) return binary_with_scalar<false, WithUint>(b, a, dtype, make_f);
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  Tensor out = empty_like_layout(a.sizes() == shape ? a : b, shape, dtype);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_real<WithUint>(dtype, [&]<class T>(std::type_identity<T> tag) {
    auto f = make_f(tag);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { binary_row<T>(p, s, n, f); });
  });
  return out;
}

template <bool WithUint = false, class MakeF>
Tensor unary(const Tensor& a, ScalarType dtype, MakeF&& make_f) {
  Tensor out = empty_like_layout(a, a.sizes(), dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_real<WithUint>(dtype, [&]<class T>(std::type_identity<T> tag) {
    auto f = make_f(tag);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { unary_row<T>(p, s, n, f); });
  });
  return out;
}

void set_result(Stack& stack, Tensor result) {
  stack.clear();
  stack.emplace_back(std::move(result));
}

// add / sub: out = x + alpha * y (sign -1 for sub).
Tensor add_sub(const Tensor& a, const Tensor& b, const Scalar& alpha, double sign) {
  const ScalarType dtype = result_type(std::array{a, b});
  check(!(sign < 0 && dtype == ScalarType::Bool), ErrorKind::RuntimeError,
        "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` "
        "operator instead.");
  if (is_complex(dtype))
    return complex_binary(sign > 0 ? ComplexBinary::Add : ComplexBinary::Sub, a, b, dtype, alpha.to_double());
  const double k = sign * alpha.to_double();
  if (k == 1) {  // the common case: no multiply in the inner loop
    return binary<true>(a, b, dtype, []<class T>(std::type_identity<T>) { return [](T x, T y) { return static_cast<T>(x + y); }; });
  }
  return binary<true>(a, b, dtype, [k]<class T>(std::type_identity<T>) {
    // An integer alpha goes through int64, so -1 becomes 255 for uint8 (modular, as PyTorch's) instead of the
    // undefined double-to-unsigned conversion (UBSan found it).
    T scale;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) scale = static_cast<T>(static_cast<int64_t>(k));
    else scale = static_cast<T>(k);
    return [scale](T x, T y) {
      // bfloat16: PyTorch's vectorised kernel (vec::fmadd) fuses the multiply-add in float and rounds once (its
      // scalar tail, the last n % 32 elements of a row, rounds twice: not reproduced). float16's is the scalar
      // formula, each operation rounded.
      if constexpr (std::is_same_v<T, BFloat16>) return static_cast<T>(std::fma(float(scale), float(y), float(x)));
      else return static_cast<T>(x + scale * y);
    };
  });
}
Tensor add_cpu(const Tensor& a, const Tensor& b, const Scalar& alpha) { return add_sub(a, b, alpha, 1.0); }
Tensor sub_cpu(const Tensor& a, const Tensor& b, const Scalar& alpha) { return add_sub(a, b, alpha, -1.0); }

// The type integer products are computed in (mul, integer_power): an unsigned type of at least unsigned int's
// width for integers (a narrower one would promote to int, which can overflow again), T itself otherwise.
template <class T, bool = std::is_integral_v<T> && !std::is_same_v<T, bool>>
struct WrappingType {
  using type = T;
};
template <class T>
struct WrappingType<T, true> {
  using type = std::common_type_t<std::make_unsigned_t<T>, unsigned>;
};
Tensor mul_cpu(const Tensor& a, const Tensor& b) {
  if (const ScalarType d = result_type(std::array{a, b}); is_complex(d)) return complex_binary(ComplexBinary::Mul, a, b, d);
  return binary<true>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    // Integers wrap, as PyTorch's results do, multiplied in WrappingType so that it is defined behaviour (UBSan:
    // uint16 * uint16 promotes to int and 65535 * 65535 overflows it; int32 * int32 overflows too).
    using W = typename WrappingType<T>::type;
    return [](T x, T y) { return static_cast<T>(static_cast<W>(x) * static_cast<W>(y)); };
  });
}

Tensor div_cpu(const Tensor& a, const Tensor& b) {
  ScalarType dtype = result_type(std::array{a, b});
  if (is_complex(dtype)) return complex_binary(ComplexBinary::Div, a, b, dtype);
  if (!is_floating(dtype)) dtype = default_dtype();  // true division of integers gives floats
  return binary(a, b, dtype, []<class T>(std::type_identity<T>) { return [](T x, T y) { return static_cast<T>(x / y); }; });
}

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
    check(y >= 0, ErrorKind::RuntimeError, "Integers to negative integer powers are not allowed.");
    return integer_power(x, static_cast<int64_t>(y));
  }
}

// PReLU: the weight (one per channel of dim 1, or one for all) is viewed with the input's rank, so the binary
// iterator broadcasts it along every other dim with stride 0.
Tensor prelu_cpu(const Tensor& self, const Tensor& weight) {
  refuse_half(self.dtype(), "prelu_cpu");
  Tensor w = weight;
  if (weight.numel() != 1) {
    const int64_t channels = self.dim() >= 2 ? self.sizes()[1] : 1;
    check(weight.dim() == 1 && weight.numel() == channels, ErrorKind::RuntimeError,
          "Mismatch of parameter numbers and input channel size. Found parameter numbers = " +
              std::to_string(weight.numel()) + " and channel size = " + std::to_string(channels) + ".");
    std::vector<int64_t> shape(static_cast<size_t>(self.dim()), 1);
    shape[1] = channels;
    w = view(weight, shape);
  }
  return binary(self, w, result_type(std::array{self, weight}), []<class T>(std::type_identity<T>) {
    return [](T x, T a) { return x > T(0) ? x : static_cast<T>(a * x); };
  });
}

// A unary op that is a `cpu_kernel_vec` loop in PyTorch (Note [PyTorch's vector math]): `vector(in, out, n)`
// (position-independent SLEEF code) over the vectorised body of each contiguous row, then the scalar element
// function F (glibc) over the row's remaining elements and over strided rows. PyTorch's iterator runs a row in
// one piece (one thread); tsr computes the body in parallel pieces and finishes each row's tail afterwards.
// float16 and bfloat16 are computed in float and rounded once, as PyTorch's kernels for them convert.
template <class Vector, class Scalar>
Tensor vec_loop_unary(const Tensor& a, ScalarType dtype, Vector vector, Scalar F) {
  if (dtype == ScalarType::Half || dtype == ScalarType::BFloat16)
    return to_dtype(vec_loop_unary(to_dtype(a, ScalarType::Float), ScalarType::Float, vector, F), dtype);
  if (!sleef_math::active() || (dtype != ScalarType::Float && dtype != ScalarType::Double))
    return unary(a, dtype, [&]<class T>(std::type_identity<T>) { return [&](T x) -> T { return static_cast<T>(F(x)); }; });
  Tensor out = empty_like_layout(a, a.sizes(), dtype);
  const Tensor in = to_dtype(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, in});
  if (layout.numel == 0) return out;
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      // A dense input in another dimension order (a transpose): the output has its strides, and PyTorch's
      // iterator walks both in memory order, as one row from the lowest address.
      if (!out.is_contiguous() && out.strides() == in.strides() &&
          out.storage()->nbytes() == static_cast<size_t>(layout.numel) * sizeof(T)) {
        const T* x = in.data<const T>();
        T* o = out.data<T>();
        const int64_t body = sleef_math::vector_body_length<T>(layout.numel);
        vector(x, o, body);
        for (int64_t i = body; i < layout.numel; ++i) o[i] = F(x[i]);
        return;
      }
      const size_t inner = layout.sizes.size() - 1;
      const int64_t length = layout.sizes[inner];
      const bool contiguous_rows = layout.strides[0][inner] == 1 && layout.strides[1][inner] == 1;
      for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
        if (contiguous_rows) vector(reinterpret_cast<const T*>(p[1]), reinterpret_cast<T*>(p[0]), n);
        else unary_row<T>(p, st, n, [&](T x) -> T { return F(x); });
      });
      if (!contiguous_rows) return;
      // Each row's tail, in the scalar function: walk the rows' first elements over the outer dimensions.
      const int64_t body = sleef_math::vector_body_length<T>(length);
      const size_t outer = layout.sizes.size() - 1;
      Dims index(outer, 0);
      for (int64_t r = 0; r < layout.numel / length; ++r) {
        std::array<char*, 2> ptrs = layout.data;
        for (size_t d = 0; d < outer; ++d)
          for (size_t k = 0; k < 2; ++k) ptrs[k] += index[d] * layout.strides[k][d] * layout.element_size[k];
        T* o = reinterpret_cast<T*>(ptrs[0]);
        const T* x = reinterpret_cast<const T*>(ptrs[1]);
        for (int64_t i = body; i < length; ++i) o[i] = F(x[i]);
        for (size_t d = outer; d-- > 0;) {
          if (++index[d] < layout.sizes[d]) break;
          index[d] = 0;
        }
      }
    }
  });
  return out;
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
  const bool special = exponent == 2 || exponent == 3 || exponent == 0.5 || exponent == -0.5 || exponent == -1 ||
                       exponent == -2;
  if ((dtype == ScalarType::Float || dtype == ScalarType::Double) && !special) {
    return vec_loop_unary(
        a, dtype,
        [exponent](const auto* in, auto* out, int64_t n) {
          using T = std::remove_cvref_t<decltype(*in)>;
          sleef_math::pow(in, out, n, static_cast<T>(exponent));
        },
        [exponent](auto x) { return std::pow(static_cast<double>(x), exponent); });
  }
  return unary<true>(a, dtype, [exponent]<class T>(std::type_identity<T>) {
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

// Floating unary ops promote integer inputs to the default dtype, as PyTorch's unary float ops do.
ScalarType float_result(const Tensor& a) { return is_floating(a.dtype()) ? a.dtype() : default_dtype(); }

// A kernel's name as a template argument: the name PyTorch's AT_DISPATCH error gives it.
template <size_t N>
struct KernelName {
  char text[N];
  constexpr KernelName(const char (&s)[N]) { std::copy_n(s, N, text); }  // NOLINT(google-explicit-constructor)
};

// A floating unary op with element function F (a capture-less generic lambda). float16 is refused with
// HalfRefusedBy's name where PyTorch 1.13's CPU kernel is AT_DISPATCH_FLOATING_TYPES_AND(BFloat16, ...) (most
// transcendental functions: `"exp_vml_cpu" not implemented for 'Half'`); bfloat16 is computed in float and rounded.
template <auto F, KernelName HalfRefusedBy = "">
Tensor floating_unary(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary(HalfRefusedBy.text, a);
  const ScalarType dtype = float_result(a);
  if (HalfRefusedBy.text[0] != 0 && dtype == ScalarType::Half) throw_not_implemented_for(HalfRefusedBy.text, dtype);
  return unary(a, dtype, []<class T>(std::type_identity<T>) {
    return [](T x) -> T {
      if constexpr (is_floating_type<T>) return F(x);
      else return x;  // never runs: float_result is always a floating dtype
    };
  });
}

// A unary op PyTorch computes through SLEEF for every element (a "vml" op, Note [PyTorch's vector math]):
// float32/float64 through sleef_math::map where PyTorch's vector kernels would run, glibc's F otherwise.
// float16 is refused with HalfRefusedBy's name as floating_unary does; bfloat16 goes through float and is rounded.
template <sleef_math::Fn Fn, auto F, KernelName HalfRefusedBy>
Tensor vml_unary(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary(HalfRefusedBy.text, a);
  const ScalarType dtype = float_result(a);
  if (dtype == ScalarType::Half) throw_not_implemented_for(HalfRefusedBy.text, dtype);
  if (dtype == ScalarType::BFloat16 && sleef_math::active())
    return to_dtype(vml_unary<Fn, F, HalfRefusedBy>(to_dtype(a, ScalarType::Float)), dtype);
  if (!sleef_math::active() || (dtype != ScalarType::Float && dtype != ScalarType::Double))
    return floating_unary<F, HalfRefusedBy>(a);
  Tensor out = empty_like_layout(a, a.sizes(), dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
        sleef_math::map(Fn, reinterpret_cast<const T*>(p[1]), st[1], reinterpret_cast<T*>(p[0]), st[0], n);
      });
    }
  });
  return out;
}

Tensor threshold_backward_cpu(const Tensor& grad_output, const Tensor& self, const Scalar& threshold) {
  refuse_half(self.dtype(), "threshold_cpu");
  const double limit = threshold.to_double();
  return binary(grad_output, self, result_type(std::array{grad_output, self}), [limit]<class T>(std::type_identity<T>) {
    const T t = static_cast<T>(limit);
    return [t](T g, T x) { return x <= t ? T(0) : g; };
  });
}

// PyTorch's kernels compute `a * (1 - b * b)` in a file compiled with FMA contraction: 1 - b*b is one fused
// multiply-add, in the vector loop and its scalar tail alike.
Tensor tanh_backward_cpu(const Tensor& grad_output, const Tensor& output) {
  return binary(grad_output, output, result_type(std::array{grad_output, output}), []<class T>(std::type_identity<T>) {
    return [](T g, T y) -> T {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return g * std::fma(-y, y, T(1));
      else return static_cast<T>(g * (T(1) - y * y));
    };
  });
}
// `a * (1 - b) * b`, left to right (nothing to fuse).
Tensor sigmoid_backward_cpu(const Tensor& grad_output, const Tensor& output) {
  if (is_complex(output.dtype()) || is_complex(grad_output.dtype())) {  // grad * conj((1 - y) * y), as PyTorch's
    const ScalarType d = result_type(std::array{grad_output, output});
    const Tensor one = full(std::vector<int64_t>{}, Scalar(1.0), d);
    const Tensor dy = complex_binary(ComplexBinary::Mul, complex_binary(ComplexBinary::Sub, one, output, d), output, d);
    return complex_binary(ComplexBinary::Mul, grad_output, conj_physical(dy), d);
  }
  return binary(grad_output, output, result_type(std::array{grad_output, output}), []<class T>(std::type_identity<T>) {
    return [](T g, T y) { return static_cast<T>(g * (T(1) - y) * y); };
  });
}

}  // namespace

TSR_REGISTER_TYPED_KERNEL("tanh_backward", CPU, tanh_backward_cpu);
TSR_REGISTER_TYPED_KERNEL("sigmoid_backward", CPU, sigmoid_backward_cpu);
TSR_REGISTER_TYPED_KERNEL("add.Tensor", CPU, add_cpu);
TSR_REGISTER_TYPED_KERNEL("threshold_backward", CPU, threshold_backward_cpu);
TSR_REGISTER_TYPED_KERNEL("sub.Tensor", CPU, sub_cpu);
TSR_REGISTER_TYPED_KERNEL("mul.Tensor", CPU, mul_cpu);
TSR_REGISTER_TYPED_KERNEL("div.Tensor", CPU, div_cpu);
TSR_REGISTER_TYPED_KERNEL("pow.Tensor_Scalar", CPU, pow_scalar_cpu);
TSR_REGISTER_TYPED_KERNEL("prelu", CPU, prelu_cpu);

TSR_REGISTER_KERNEL("maximum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  set_result(stack, binary<true>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    // NaN propagates, as in PyTorch.
    return [](T x, T y) -> T { return (x != x) ? x : (y != y) ? y : (x > y ? x : y); };
  }));
});

TSR_REGISTER_KERNEL("minimum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  set_result(stack, binary<true>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T { return (x != x) ? x : (y != y) ? y : (x < y ? x : y); };
  }));
});

TSR_REGISTER_KERNEL("pow.Tensor_Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  if (const ScalarType d = result_type(std::array{a, b}); is_complex(d)) return set_result(stack, complex_pow(a, b, d));
  set_result(stack, binary<true>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) { return power<T>(x, y); };
  }));
});


TSR_REGISTER_KERNEL("neg", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  check(a.dtype() != ScalarType::Bool, ErrorKind::RuntimeError,
        "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the "
        "`~` or `logical_not()` operator instead.");
  if (is_complex(a.dtype())) return set_result(stack, complex_unary("neg_cpu", a));
  set_result(stack, unary<true>(a, a.dtype(), []<class T>(std::type_identity<T>) { return [](T x) { return static_cast<T>(-x); }; }));
});

TSR_REGISTER_KERNEL("abs", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  if (is_complex(a.dtype())) {  // the modulus, of the component dtype (std::abs: hypot of the parts)
    const Tensor c = contiguous(a);
    Tensor out = empty(a.sizes(), component_dtype(a.dtype()));
    visit_dtype_and_complex(a.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (is_complex_type<T>) {
        const T* p = c.data<T>();
        auto* o = out.data<typename T::value_type>();
        for (int64_t i = 0, n = c.numel(); i < n; ++i) o[i] = std::abs(p[i]);
      }
    });
    set_result(stack, out);
    return;
  }
  set_result(stack, unary<true>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    if constexpr (std::is_unsigned_v<T>) return [](T x) { return x; };
    else return [](T x) { return static_cast<T>(x < T(0) ? -x : x); };
  }));
});

TSR_REGISTER_KERNEL("relu", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  refuse_half(a.dtype(), "clamp_min_cpu");  // relu is clamp_min(0)
  set_result(stack, unary(a, a.dtype(), []<class T>(std::type_identity<T>) {
    // PyTorch's clamp_min(x, 0): NaN passes through (LPPool of a negative input to a fractional power relies on it)
    return [](T x) { return x <= T(0) ? T(0) : x; };
  }));
});

constexpr auto log1p_fn = [](auto x) { return std::log1p(x); };
TSR_REGISTER_TYPED_KERNEL("log1p", CPU, (vml_unary<sleef_math::Fn::Log1p, log1p_fn, "log1p_vml_cpu">));
constexpr auto expm1_fn = [](auto x) { return std::expm1(x); };
TSR_REGISTER_TYPED_KERNEL("expm1", CPU, (vml_unary<sleef_math::Fn::Expm1, expm1_fn, "expm1_vml_cpu">));
constexpr auto rsqrt_fn = [](auto x) { return decltype(x)(1) / std::sqrt(x); };
TSR_REGISTER_TYPED_KERNEL("rsqrt", CPU, (floating_unary<rsqrt_fn, "rsqrt_cpu">));
constexpr auto tan_fn = [](auto x) { return std::tan(x); };
TSR_REGISTER_TYPED_KERNEL("tan", CPU, (vml_unary<sleef_math::Fn::Tan, tan_fn, "tan_vml_cpu">));
constexpr auto erf_fn = [](auto x) { return std::erf(x); };
TSR_REGISTER_TYPED_KERNEL("erf", CPU, (vml_unary<sleef_math::Fn::Erf, erf_fn, "erf_vml_cpu">));
constexpr auto erfc_fn = [](auto x) { return std::erfc(x); };
TSR_REGISTER_TYPED_KERNEL("erfc", CPU, (vml_unary<sleef_math::Fn::Erfc, erfc_fn, "erfc_vml_cpu">));
constexpr auto lgamma_fn = [](auto x) { return std::lgamma(x); };
TSR_REGISTER_TYPED_KERNEL("lgamma", CPU, (vml_unary<sleef_math::Fn::Lgamma, lgamma_fn, "lgamma_vml_cpu">));
constexpr auto gelu_erf_fn = [](auto x) {
  using T = decltype(x);
  return x * T(0.5) * (T(1) + std::erf(x * T(M_SQRT1_2)));
};
// approximate='tanh': 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), PyTorch's constants and contraction
// (x + kappa * x^3 is one multiply-add in its kernels, the vector loop's and the scalar tail's alike).
template <class T>
constexpr T kGeluBeta = static_cast<T>(M_SQRT2 * M_2_SQRTPI * 0.5);
template <class T>
T gelu_tanh_inner(T x) {
  return kGeluBeta<T> * std::fma(T(0.044715), x * x * x, x);
}
constexpr auto gelu_tanh_fn = [](auto x) {
  using T = decltype(x);
  return T(0.5) * x * (T(1) + std::tanh(gelu_tanh_inner(x)));
};
// Runs `body(in, out, n)` over n elements a block at a time, `body` free to use a block-sized scratch array.
template <class T, class Body>
void in_blocks(const T* in, T* out, int64_t n, Body body) {
  constexpr int64_t kBlock = 256;
  for (int64_t i = 0; i < n; i += kBlock) body(in + i, out + i, std::min(kBlock, n - i));
}
bool gelu_uses_onednn(const Tensor& x) {
  return x.dtype() == ScalarType::Float && x.device().is_cpu() && x.is_contiguous() && x.numel() > 1 &&
         sleef_math::active();
}

// gelu's backward (erf form) as PyTorch 1.13 computes it: oneDNN's formula where the forward went to oneDNN,
// otherwise GeluBackwardKernelImpl's cpu_kernel_vec loop over the contiguous operands as one row: SLEEF's erf
// and exp over the vectorised body, glibc's over the tail; cdf + x * pdf one multiply-add in the vector body,
// two roundings in the scalar tail (measured). Only for float/double CPU tensors with a contiguous input (gelu_backward_exact_applies).
bool gelu_backward_exact_applies(const Tensor& x) {
  return (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) && x.device().is_cpu() &&
         x.is_contiguous() && sleef_math::active();
}
Tensor gelu_backward_exact(const Tensor& grad, const Tensor& x) {
  const Tensor g = contiguous(to_dtype(grad, x.dtype()));
  Tensor out = empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  const int64_t n = x.numel();
  if (gelu_uses_onednn(x)) {
    const float* in = x.data<const float>();
    const float* dy = g.data<const float>();
    float* o = out.data<float>();
#pragma omp parallel for if (n >= 32768)
    for (int64_t i = 0; i < n; ++i) o[i] = onednn::gelu_erf_backward(dy[i], in[i]);
    return out;
  }
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* in = x.data<const T>();
      const T* dy = g.data<const T>();
      T* o = out.data<T>();
      const T alpha = T(M_SQRT1_2), beta = T(M_2_SQRTPI * M_SQRT1_2 * 0.5);
      const int64_t body = sleef_math::vector_body_length<T>(n);
      in_blocks(in, o, body, [&](const T* xb, T* ob, int64_t k) {
        T e[256], p[256];
        for (int64_t i = 0; i < k; ++i) e[i] = xb[i] * alpha, p[i] = xb[i] * xb[i] * T(-0.5);
        sleef_math::map(sleef_math::Fn::Erf, e, 1, e, 1, k);
        sleef_math::map(sleef_math::Fn::Exp, p, 1, p, 1, k);
        const T* dyb = dy + (xb - in);
        for (int64_t i = 0; i < k; ++i) {
          const T cdf = T(0.5) * (T(1) + e[i]), pdf = beta * p[i];
          ob[i] = dyb[i] * std::fma(xb[i], pdf, cdf);
        }
      });
      for (int64_t i = body; i < n; ++i) {
        const T cdf = T(0.5) * (T(1) + std::erf(in[i] * alpha)), pdf = beta * std::exp(in[i] * in[i] * T(-0.5));
        o[i] = dy[i] * (cdf + in[i] * pdf);  // measured: the scalar tail is not contracted
      }
    }
  });
  return out;
}

Tensor gelu_cpu(const Tensor& a, const std::string& approximate) {
  check(approximate == "none" || approximate == "tanh", ErrorKind::RuntimeError,
        "approximate argument must be either none or tanh.");
  if (approximate != "tanh") {
    if (is_complex(a.dtype())) return floating_unary<gelu_erf_fn, "GeluKernelImpl">(a);
    refuse_half(float_result(a), "GeluKernelImpl");
    // The erf form: PyTorch 1.13 hands a contiguous float32 tensor of more than one element to oneDNN (Note
    // [PyTorch's oneDNN gelu]); everything else is its GeluKernelImpl, a cpu_kernel_vec loop with SLEEF's erf.
    if (gelu_uses_onednn(a)) {
      const Tensor x = contiguous(a);
      Tensor out = empty(std::vector<int64_t>(a.sizes().begin(), a.sizes().end()), ScalarType::Float);
      const float* in = x.data<const float>();
      float* o = out.data<float>();
      const int64_t n = a.numel();
#pragma omp parallel for if (n >= 32768)
      for (int64_t i = 0; i < n; ++i) o[i] = onednn::gelu_erf(in[i]);
      return out;
    }
    return vec_loop_unary(
        a, float_result(a),
        [](const auto* in, auto* out, int64_t n) {
          using T = std::remove_cvref_t<decltype(*in)>;
          in_blocks(in, out, n, [](const T* x, T* o, int64_t k) {
            for (int64_t i = 0; i < k; ++i) o[i] = x[i] * T(M_SQRT1_2);
            sleef_math::map(sleef_math::Fn::Erf, o, 1, o, 1, k);
            for (int64_t i = 0; i < k; ++i) o[i] = x[i] * T(0.5) * (T(1) + o[i]);
          });
        },
        gelu_erf_fn);
  }
  refuse_half(float_result(a), "GeluKernelImpl");
  return vec_loop_unary(
      a, float_result(a),
      [](const auto* in, auto* out, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        in_blocks(in, out, n, [](const T* x, T* o, int64_t k) {
          for (int64_t i = 0; i < k; ++i) o[i] = gelu_tanh_inner(x[i]);
          sleef_math::map(sleef_math::Fn::Tanh, o, 1, o, 1, k);
          for (int64_t i = 0; i < k; ++i) o[i] = T(0.5) * x[i] * (T(1) + o[i]);
        });
      },
      gelu_tanh_fn);
}
// silu: x / (1 + exp(-x)), SLEEF's exp over the vectorised body (PyTorch's silu_kernel).
constexpr auto silu_fn = [](auto x) {
  using T = decltype(x);
  return x / (T(1) + std::exp(-x));
};
Tensor silu_cpu(const Tensor& a) {
  refuse_half(float_result(a), "silu_cpu");
  return vec_loop_unary(
      a, float_result(a),
      [](const auto* in, auto* out, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        in_blocks(in, out, n, [](const T* x, T* o, int64_t k) {
          for (int64_t i = 0; i < k; ++i) o[i] = -x[i];
          sleef_math::map(sleef_math::Fn::Exp, o, 1, o, 1, k);
          for (int64_t i = 0; i < k; ++i) o[i] = x[i] / (T(1) + o[i]);
        });
      },
      silu_fn);
}
TSR_REGISTER_TYPED_KERNEL("silu", CPU, silu_cpu);
TSR_REGISTER_TYPED_KERNEL("gelu", CPU, gelu_cpu);

// Rounding ops keep integer dtypes unchanged (PyTorch returns a copy for them).
template <class F>
BoxedKernel rounding(F f, const char* half_refused_by) {
  return [f, half_refused_by](const Operator&, DispatchKeySet, Stack& stack) {
    const Tensor a = tensor_operand(stack[0]);
    refuse_half(a.dtype(), half_refused_by);
    set_result(stack, unary(a, a.dtype(), [f]<class T>(std::type_identity<T>) {
      return [f](T x) -> T {
        if constexpr (is_floating_type<T>) return f(x);
        else return x;
      };
    }));
  };
}
TSR_REGISTER_KERNEL("floor", CPU, rounding([](auto x) { return std::floor(x); }, "floor_vml_cpu"));
TSR_REGISTER_KERNEL("ceil", CPU, rounding([](auto x) { return std::ceil(x); }, "ceil_vml_cpu"));
TSR_REGISTER_KERNEL("round", CPU, rounding([](auto x) { return std::nearbyint(x); }, "round_vml_cpu"));  // default FE mode: half-even
// PyTorch's formula, in the tensor's own precision: x * 10^d rounded, / 10^d (for d < 0: x / 10^-d rounded, * 10^-d).
TSR_REGISTER_KERNEL("round.decimals", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  refuse_half(std::get<Tensor>(stack[0]).dtype(), "round_cpu");
  const Tensor x = tensor_operand(stack[0]);
  const int64_t decimals = std::get<int64_t>(stack[1]);
  const Tensor scale = to_dtype(scalar_to_tensor(std::pow(10.0, static_cast<double>(std::abs(decimals)))), x.dtype());
  set_result(stack, decimals >= 0 ? tsr::tensor::div(tsr::tensor::round(tsr::tensor::mul(x, scale)), scale)
                                  : tsr::tensor::mul(tsr::tensor::round(tsr::tensor::div(x, scale)), scale));
});
TSR_REGISTER_KERNEL("trunc", CPU, rounding([](auto x) { return std::trunc(x); }, "trunc_vml_cpu"));

TSR_REGISTER_KERNEL("sign", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  check(!is_complex(a.dtype()), ErrorKind::RuntimeError,
        "Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn instead.");
  set_result(stack, unary(a, a.dtype(), []<class T>(std::type_identity<T>) {
    return [](T x) { return static_cast<T>((T(0) < x) - (x < T(0))); };
  }));
});

// Python's floor division and modulus: the quotient rounds down, the remainder takes the divisor's sign.
namespace {

// Bitwise ops: integers and bools only, as PyTorch ("bitwise_and_cpu" not implemented for 'Float').
template <int Op>  // 0 and, 1 or, 2 xor, 3 left shift, 4 right shift
void bitwise_kernel(const Operator& op, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  if (!in_group(Op < 3 ? DtypeGroup::IntegralAndBool : DtypeGroup::Integral, dtype) && !is_limited_uint(dtype))
    throw_not_implemented_for(op.schema().name + "_cpu", dtype);
  set_result(stack, binary<true>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        return x;  // refused above
      } else if constexpr (Op == 0) {
        return static_cast<T>(x & y);
      } else if constexpr (Op == 1) {
        return static_cast<T>(x | y);
      } else if constexpr (Op == 2) {
        return static_cast<T>(x ^ y);
      } else if constexpr (std::is_same_v<T, bool>) {
        return x;  // refused above
      } else {
        // Out-of-range shift counts give 0 (left) or the sign fill (right), as PyTorch's kernels do.
        // Left shifts in WrappingType: a narrower operand promotes to int, where the shifted bits can overflow.
        using U = typename WrappingType<T>::type;
        constexpr T bits = static_cast<T>(sizeof(T) * 8);
        if constexpr (std::is_unsigned_v<T>) {  // numpy's uint16/32/64: past the width, 0 both ways
          if constexpr (Op == 3) return y >= bits ? T(0) : static_cast<T>(static_cast<U>(x) << y);
          else return y >= bits ? T(0) : static_cast<T>(x >> y);
        } else {
          if constexpr (Op == 3) return (y < 0 || y >= bits) ? T(0) : static_cast<T>(static_cast<U>(x) << y);
          else return (y < 0 || y >= bits) ? static_cast<T>(x < 0 ? -1 : 0) : static_cast<T>(x >> y);
        }
      }
    };
  }));
}

}  // namespace

TSR_REGISTER_KERNEL("bitwise_and.Tensor", CPU, bitwise_kernel<0>);
TSR_REGISTER_KERNEL("bitwise_or.Tensor", CPU, bitwise_kernel<1>);
TSR_REGISTER_KERNEL("bitwise_xor.Tensor", CPU, bitwise_kernel<2>);
TSR_REGISTER_KERNEL("bitwise_left_shift.Tensor", CPU, bitwise_kernel<3>);
TSR_REGISTER_KERNEL("bitwise_right_shift.Tensor", CPU, bitwise_kernel<4>);
TSR_REGISTER_KERNEL("bitwise_not", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  if (!is_limited_uint(a.dtype())) check_dtype_in(DtypeGroup::IntegralAndBool, a.dtype(), "bitwise_not_cpu");
  set_result(stack, unary<true>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    return [](T x) -> T {
      if constexpr (std::is_same_v<T, bool>) return !x;
      else if constexpr (is_floating_type<T>) return x;  // refused above
      else return static_cast<T>(~x);
    };
  }));
});

// addcmul: self + value * tensor1 * tensor2 in one pass, rounded as PyTorch's CPU kernel rounds it: value * tensor1
// first, then a fused multiply-add onto self (one rounding for the product and the sum).
TSR_REGISTER_KERNEL("addcmul", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = tensor_operand(stack[0]), t1 = tensor_operand(stack[1]), t2 = tensor_operand(stack[2]);
  const double value = stack.size() > 3 ? as_double(stack[3]).value_or(1.0) : 1.0;
  const ScalarType dtype = result_type(std::array{self, t1, t2});
  refuse_half(dtype, "addcmul_cpu_out");
  Tensor out = tsr::tensor::empty(broadcast_shapes(self.sizes(), broadcast_shapes(t1.sizes(), t2.sizes())), dtype);
  const auto layout =
      make_elementwise_layout<4>({out, to_dtype(self, dtype), to_dtype(t1, dtype), to_dtype(t2, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T v = static_cast<T>(value);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
      T* o = reinterpret_cast<T*>(p[0]);
      const T* x = reinterpret_cast<const T*>(p[1]);
      const T* a = reinterpret_cast<const T*>(p[2]);
      const T* b = reinterpret_cast<const T*>(p[3]);
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (is_floating_type<T>) o[i * s[0]] = std::fma(v * a[i * s[2]], b[i * s[3]], x[i * s[1]]);
        else if constexpr (std::is_same_v<T, bool>) o[i * s[0]] = x[i * s[1]] || (v && a[i * s[2]] && b[i * s[3]]);
        else o[i * s[0]] = static_cast<T>(x[i * s[1]] + v * a[i * s[2]] * b[i * s[3]]);
      }
    });
  });
  set_result(stack, std::move(out));
});

namespace {

// The one integer quotient that does not fit: min // -1 (and min % -1, which computes it) traps with SIGFPE
// for int32 and int64, killing the process, as it does in PyTorch. Narrower types divide in int and wrap, as
// PyTorch's do (int8 -128 // -1 is -128), so only the trapping types raise.
template <class T>
void check_division_overflow(T x, T y) {
  if constexpr (std::is_signed_v<T> && sizeof(T) >= sizeof(int)) {
    check(!(y == -1 && x == std::numeric_limits<T>::min()), ErrorKind::RuntimeError,
          "integer overflow: the quotient of ", +x, " and -1 does not fit in torch.", dtype_name(dtype_of<T>));
  }
}

}  // namespace

// div(rounding_mode=): None is true division, 'floor' is floor_divide, 'trunc' rounds toward zero (integer
// division for integers, trunc of the quotient for floats).
TSR_REGISTER_KERNEL("div.Tensor_mode", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  const std::string* mode = stack.size() > 2 ? std::get_if<std::string>(&stack[2]) : nullptr;
  if (!mode) return set_result(stack, tsr::tensor::div(a, b));
  check(*mode == "trunc" || *mode == "floor", ErrorKind::RuntimeError,
        "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '", *mode, "'");
  const ScalarType dtype = result_type(std::array{a, b});
  if (is_floating(dtype)) {  // rounding the quotient, so the gradient is zero as PyTorch's
    static const Operator& floor_op = find_op("floor");
    static const Operator& trunc_op = find_op("trunc");
    const Operator& round_op = *mode == "floor" ? floor_op : trunc_op;
    const Tensor quotient = tsr::tensor::div(a, b);
    // float16: PyTorch's div_floor/div_trunc kernels take it though its floor and trunc do not; rounding the
    // float16 quotient in float gives the same value.
    if (dtype == ScalarType::Half)
      return set_result(stack, to_dtype(call_tensor_op(round_op, {to_dtype(quotient, ScalarType::Float)}), dtype));
    return set_result(stack, call_tensor_op(round_op, {quotient}));
  }
  if (*mode == "floor") return set_result(stack, floor_divide(a, b));
  set_result(stack, binary<true>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T> || std::is_same_v<T, bool>) {
        return x;  // floats took the branch above; bools promote to no integer division
      } else {
        check(y != 0, ErrorKind::RuntimeError, "ZeroDivisionError");
        check_division_overflow(x, y);
        return static_cast<T>(x / y);
      }
    };
  }));
});

TSR_REGISTER_KERNEL("floor_divide", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  set_result(stack, binary<true>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        return std::floor(x / y);
      } else if constexpr (std::is_same_v<T, bool>) {
        return x && y;
      } else {
        check(y != 0, ErrorKind::RuntimeError, "ZeroDivisionError");
        check_division_overflow(x, y);
        T q = x / y;
        if constexpr (std::is_signed_v<T>)
          if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
        return q;
      }
    };
  }));
});

TSR_REGISTER_KERNEL("remainder.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  set_result(stack, binary<true>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        T r = std::fmod(x, y);
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return r;
      } else if constexpr (std::is_same_v<T, bool>) {
        return false;
      } else {
        check(y != 0, ErrorKind::RuntimeError, "ZeroDivisionError");
        check_division_overflow(x, y);
        T r = x % y;
        if constexpr (std::is_signed_v<T>)
          if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return r;
      }
    };
  }));
});

// In-place ops run the out-of-place CPU kernel, then write the result into self after PyTorch's two checks.
static BoxedKernel inplace_of(const char* outplace) {
  return [outplace](const Operator&, DispatchKeySet keys, Stack& stack) {
    Tensor self = std::get<Tensor>(stack[0]);
    const Operator& op = find_op(outplace);
    op.kernel(DispatchKey::CPU)->fn(op, keys, stack);
    const Tensor result = std::get<Tensor>(stack[0]);
    check(can_cast(result.dtype(), self.dtype()), ErrorKind::RuntimeError, "result type ",
          dtype_title(result.dtype()), " can't be cast to the desired output type ", dtype_title(self.dtype()));
    check(result.sizes() == self.sizes(), ErrorKind::RuntimeError, "output with shape ", self.sizes(),
          " doesn't match the broadcast shape ", result.sizes());
    copy_(self, result);
    set_result(stack, self);
  };
}
TSR_REGISTER_KERNEL("add_.Tensor", CPU, inplace_of("add.Tensor"));
TSR_REGISTER_KERNEL("sub_.Tensor", CPU, inplace_of("sub.Tensor"));
TSR_REGISTER_KERNEL("mul_.Tensor", CPU, inplace_of("mul.Tensor"));
TSR_REGISTER_KERNEL("div_.Tensor", CPU, inplace_of("div.Tensor"));

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
  Tensor out = empty_like_layout(a, a.sizes(), ScalarType::Bool);
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
  return binary(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T y, T x) -> T {
      if constexpr (is_floating_type<T>) return std::atan2(y, x);
      else return T(0);  // never runs: the dtype is floating
    };
  });
}
TSR_REGISTER_TYPED_KERNEL("atan2", CPU, atan2_cpu);

// fmod: the remainder with the dividend's sign (C's fmod); integer division by zero is PyTorch's error.
Tensor fmod_cpu(const Tensor& a, const Tensor& b) {
  const ScalarType dtype = result_type(std::array{a, b});
  check_dtype_in(DtypeGroup::AllButBool, dtype, "fmod_cpu", {ScalarType::Half, ScalarType::BFloat16});
  return binary(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        return std::fmod(x, y);
      } else {
        check(y != 0, ErrorKind::RuntimeError, "ZeroDivisionError");
        check_division_overflow(x, y);
        return static_cast<T>(x % y);
      }
    };
  });
}
Tensor fmod_scalar_cpu(const Tensor& a, const Scalar& other) { return fmod_cpu(a, scalar_operand(other)); }
TSR_REGISTER_TYPED_KERNEL("fmod.Tensor", CPU, fmod_cpu);
TSR_REGISTER_TYPED_KERNEL("fmod.Scalar", CPU, fmod_scalar_cpu);

}  // namespace tsr::tensor
