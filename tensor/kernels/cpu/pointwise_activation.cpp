// CPU kernels for the activations: relu, prelu, gelu (both forms, and its exact backward), silu, and the backward
// kernels of threshold, tanh and sigmoid, rounded as PyTorch 1.13's kernels round (oneDNN's gelu for contiguous
// float32, SLEEF elsewhere; the shared loops: pointwise_loops.hpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/kernels/cpu/pointwise_loops.hpp"

namespace tsr::tensor {
using namespace pointwise;  // NOLINT(google-build-using-namespace)

namespace {

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

TSR_REGISTER_TYPED_KERNEL("prelu", CPU, prelu_cpu);
TSR_REGISTER_TYPED_KERNEL("threshold_backward", CPU, threshold_backward_cpu);
TSR_REGISTER_TYPED_KERNEL("tanh_backward", CPU, tanh_backward_cpu);
TSR_REGISTER_TYPED_KERNEL("sigmoid_backward", CPU, sigmoid_backward_cpu);

TSR_REGISTER_KERNEL("relu", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  refuse_half(a.dtype(), "clamp_min_cpu");  // relu is clamp_min(0)
  set_result(stack, unary(a, a.dtype(), []<class T>(std::type_identity<T>) {
    // PyTorch's clamp_min(x, 0): NaN passes through (LPPool of a negative input to a fractional power relies on it)
    return [](T x) { return x <= T(0) ? T(0) : x; };
  }));
});


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
        T e[256] = {}, p[256] = {};  // zeroed: GCC cannot see that the first k are written before they are read
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


}  // namespace tsr::tensor
