// CPU kernels for the activations: relu, prelu, gelu (both forms, and its exact backward), silu, and the backward
// kernels of threshold, tanh and sigmoid, rounded as PyTorch 1.13's kernels round (oneDNN's gelu for contiguous
// float32, SLEEF elsewhere; the shared loops: pointwise_loops.hpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/functorch/batched.hpp"
#include "tensor/kernels/cpu/pointwise_loops.hpp"
#include "tensor/ops/pointwise.hpp"

namespace tsr::tensor {
using namespace pointwise;  // NOLINT(google-build-using-namespace)

namespace {

// PReLU: the weight (one per channel of dim 1, or one for all) is viewed with the input's rank, so the binary
// iterator broadcasts it along every other dim with stride 0.
Tensor prelu_cpu(const Tensor& self, const Tensor& weight) {
  refuse_non_floating(self.dtype(), "prelu_cpu");
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
  refuse_bool(self.dtype(), "threshold_cpu");
  const double limit = threshold.to_double();
  // PyTorch runs it as threshold(self, threshold, 0, other=grad_output): self is the first operand, so the result
  // takes self's layout (a permuted grad_output gives a result laid out as self).
  return binary(self, grad_output, result_type(std::array{grad_output, self}), [limit]<class T>(std::type_identity<T>) {
    const T t = static_cast<T>(limit);
    return [t](T x, T g) { return x <= t ? T(0) : g; };
  });
}

// PyTorch's kernels compute `a * (1 - b * b)` in a file compiled with FMA contraction: 1 - b*b is one fused
// multiply-add, in the vector loop and its scalar tail alike.
Tensor tanh_backward_cpu(const Tensor& grad_output, const Tensor& output) {
  refuse_non_floating(result_type(std::array{grad_output, output}), "tanh_backward_cpu");
  return binary(grad_output, output, result_type(std::array{grad_output, output}), []<class T>(std::type_identity<T>) {
    return [](T g, T y) -> T {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return g * std::fma(-y, y, T(1));
      else return static_cast<T>(g * (T(1) - y * y));
    };
  });
}
// `a * (1 - b) * b`, left to right (nothing to fuse).
Tensor sigmoid_backward_cpu(const Tensor& grad_output, const Tensor& output) {
  refuse_integral(result_type(std::array{grad_output, output}), "sigmoid_backward_cpu");
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
  check(a.dtype() != ScalarType::Bool, ErrorKind::RuntimeError, "Boolean inputs not supported for relu");
  check(!is_complex(a.dtype()), ErrorKind::RuntimeError, "clamp is not supported for complex types");
  refuse_half(a.dtype(), "clamp_min_cpu");  // relu is clamp_min(0)
  set_result(stack, unary(a, a.dtype(), []<class T>(std::type_identity<T>) {
    // PyTorch's clamp_min(x, 0): NaN passes through (LPPool of a negative input to a fractional power relies on
    // it), and so does -0.0 (a tie keeps the element)
    return [](T x) { return x < T(0) ? T(0) : x; };
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
// Runs rows(begin, end) over [0, n) in blocks of 4096 elements, spread over the OpenMP threads for 32768 elements
// or more. The blocks, not the threads' outlined loop, enter the capability copies: an OpenMP region's outlined
// function is compiled for the baseline whatever target its enclosing function has.
template <class Rows>
void in_parallel_rows(int64_t n, Rows rows) {
  constexpr int64_t kRow = 4096;
  const int64_t blocks = (n + kRow - 1) / kRow;
#pragma omp parallel for if (n >= 32768)
  for (int64_t b = 0; b < blocks; ++b) rows(b * kRow, std::min(n, (b + 1) * kRow));
}
bool gelu_uses_onednn(const Tensor& x) {
  return x.dtype() == ScalarType::Float && x.device().is_cpu() && x.is_contiguous() && x.numel() > 1 &&
         sleef_math::active();
}

// gelu's backward (erf form) as PyTorch 1.13 computes it: oneDNN's formula where the forward went to oneDNN,
// otherwise GeluBackwardKernelImpl's cpu_kernel_vec loop over the contiguous operands as one row: SLEEF's erf
// and exp over the vectorised body, glibc's over the tail; cdf + x * pdf one multiply-add in the vector body,
// two roundings in the scalar tail (measured); for a strided input, gelu_backward_strided. Only for float/double CPU
// tensors (gelu_backward_exact_applies).
bool gelu_backward_exact_applies(const Tensor& grad, const Tensor& x) {
  return !functorch::is_batched(x) && (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) &&
         x.device().is_cpu() && sleef_math::active() &&
         ((x.is_contiguous() && grad.sizes() == x.sizes()) || grad.dtype() == x.dtype());
}
namespace {
Tensor gelu_backward_contiguous(const Tensor& grad, const Tensor& x) {
  const Tensor g = contiguous(to_dtype(grad, x.dtype()));
  Tensor out = empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  const int64_t n = x.numel();
  if (gelu_uses_onednn(x)) {
    const float* in = x.data<const float>();
    const float* dy = g.data<const float>();
    float* o = out.data<float>();
    in_parallel_rows(n, [&](int64_t begin, int64_t end) {
      with_cpu_capability([&]() TSR_CPU_BODY {
        for (int64_t i = begin; i < end; ++i) o[i] = onednn::gelu_erf_backward(dy[i], in[i]);
      });
    });
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
}  // namespace
// The values in x's (contiguous) order, then laid out as PyTorch's kernel lays out its result: as grad_output
// (its first operand), or as x where grad_output is broadcast.
// A strided input or a broadcast gradient: GeluBackwardKernelImpl's cpu_kernel_vec, by rows (vec_loop_binary): SLEEF's erf and exp and one
// multiply-add over the vectorised body of a contiguous row, glibc's and two roundings elsewhere (a strided row
// throughout, as PyTorch's basic_loop).
Tensor gelu_backward_strided(const Tensor& grad, const Tensor& x) {
  return vec_loop_binary(
      grad, x, x.dtype(),
      [](const auto* dy, const auto* in, auto* o, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        const T alpha = T(M_SQRT1_2), beta = T(M_2_SQRTPI * M_SQRT1_2 * 0.5);
        in_blocks(in, o, n, [&](const T* xb, T* ob, int64_t k) {
          T e[256] = {}, p[256] = {};
          for (int64_t i = 0; i < k; ++i) e[i] = xb[i] * alpha, p[i] = xb[i] * xb[i] * T(-0.5);
          sleef_math::map(sleef_math::Fn::Erf, e, 1, e, 1, k);
          sleef_math::map(sleef_math::Fn::Exp, p, 1, p, 1, k);
          const T* dyb = dy + (xb - in);
          for (int64_t i = 0; i < k; ++i) ob[i] = dyb[i] * std::fma(xb[i], beta * p[i], T(0.5) * (T(1) + e[i]));
        });
      },
      [](auto dy, auto x) {
        using T = decltype(x);
        const T alpha = T(M_SQRT1_2), beta = T(M_2_SQRTPI * M_SQRT1_2 * 0.5);
        const T cdf = T(0.5) * (T(1) + std::erf(x * alpha)), pdf = beta * std::exp(x * x * T(-0.5));
        return dy * (cdf + x * pdf);
      });
}

Tensor gelu_backward_exact(const Tensor& grad, const Tensor& x, bool onednn) {
  if (!onednn || !x.is_contiguous() || grad.sizes() != x.sizes()) return gelu_backward_strided(grad, x);
  Tensor out = gelu_backward_contiguous(grad, x);
  const Tensor& like = pointwise::layout_operand({&grad, &x}, x.sizes());
  Tensor laid = empty_like_layout(like, x.sizes(), x.dtype());
  if (laid.strides() == out.strides()) return out;
  copy_(laid, out);
  return laid;
}

Tensor gelu_cpu(const Tensor& a, const std::string& approximate) {
  check(approximate == "none" || approximate == "tanh", ErrorKind::RuntimeError,
        "approximate argument must be either none or tanh.");
  if (approximate != "tanh") {
    if (is_complex(a.dtype())) return floating_unary<gelu_erf_fn, "GeluKernelImpl">(a);
    refuse_non_floating(a.dtype(), "GeluKernelImpl");
    // The erf form: PyTorch 1.13 hands a contiguous float32 tensor of more than one element to oneDNN (Note
    // [PyTorch's oneDNN gelu]); everything else is its GeluKernelImpl, a cpu_kernel_vec loop with SLEEF's erf.
    if (gelu_uses_onednn(a)) {
      const Tensor x = contiguous(a);
      Tensor out = empty(std::vector<int64_t>(a.sizes().begin(), a.sizes().end()), ScalarType::Float);
      const float* in = x.data<const float>();
      float* o = out.data<float>();
      const int64_t n = a.numel();
      in_parallel_rows(n, [&](int64_t begin, int64_t end) {
        with_cpu_capability([&]() TSR_CPU_BODY {
          for (int64_t i = begin; i < end; ++i) o[i] = onednn::gelu_erf(in[i]);
        });
      });
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
  refuse_non_floating(a.dtype(), "GeluKernelImpl");
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
  refuse_non_floating(a.dtype(), "silu_cpu");
  if (is_complex(a.dtype()))  // PyTorch's formula on complex elements
    return div(a, add(tsr::tensor::exp(neg(a)), scalar_to_tensor(1.0)));
  if (float_result(a) == ScalarType::BFloat16) {
    // PyTorch 1.13 runs the formula on Vectorized<BFloat16>: -x, exp, 1 + and / each rounded to bfloat16
    // (measured: 4096 of 4096 values the same; computed in float and rounded once, 2817).
    return unary<Dtypes::Floating>(a, ScalarType::BFloat16, []<class T>(std::type_identity<T>) {
      return [](T x) -> T {
        const T e = T(std::exp(float(T(-float(x)))));
        return T(float(x) / float(T(1.0f + float(e))));
      };
    });
  }
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

bool leaky_relu_exact_applies(const Tensor& x) {
  return !functorch::is_batched(x) &&
         (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double || x.dtype() == ScalarType::BFloat16) &&
         x.device().is_cpu();
}
bool leaky_relu_exact_applies(const Tensor& grad, const Tensor& x) {
  return leaky_relu_exact_applies(x) && !functorch::is_batched(grad) && grad.dtype() == x.dtype() &&
         grad.device().is_cpu();
}
Tensor leaky_relu_exact(const Tensor& x, double slope) {
  // The slope in the type the kernel computes in (float for bfloat16: the product is rounded once).
  return unary<Dtypes::Floating>(x, x.dtype(), [slope]<class T>(std::type_identity<T>) {
    const opmath_t<T> s = static_cast<opmath_t<T>>(slope);
    return [s](T v) {
      const T scaled = static_cast<T>(v * s);  // computed unconditionally, so that the select vectorises
      return v > T(0) ? v : scaled;
    };
  });
}
void leaky_relu_exact_(const Tensor& x, double slope) {
  const auto layout = make_elementwise_layout<2>({x, x});
  visit_real<Dtypes::Floating>(x.dtype(), [&]<class T>(std::type_identity<T>) {
    const opmath_t<T> s = static_cast<opmath_t<T>>(slope);
    for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
      unary_row<T>(p, st, n, [s](T v) {
        const T scaled = static_cast<T>(v * s);
        return v > T(0) ? v : scaled;
      });
    });
  });
}
Tensor leaky_relu_backward_exact(const Tensor& grad, const Tensor& x_or_result, double slope) {
  return binary<Dtypes::Floating>(x_or_result, grad, x_or_result.dtype(), [slope]<class T>(std::type_identity<T>) {
    const opmath_t<T> s = static_cast<opmath_t<T>>(slope);
    return [s](T v, T g) {
      const T scaled = static_cast<T>(g * s);
      return v > T(0) ? g : scaled;
    };
  });
}

bool activation_exact_applies(const Tensor& x) {
  return !functorch::is_batched(x) && (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) &&
         x.device().is_cpu() && sleef_math::active();
}
bool activation_exact_applies(const Tensor& grad, const Tensor& x) {
  return activation_exact_applies(x) && !functorch::is_batched(grad) && grad.dtype() == x.dtype() &&
         grad.device().is_cpu();
}

namespace {

// out[i] = f(e[i]) where e = Fn(pre(x[i])) by SLEEF, a block at a time (the vector formulas below).
template <class T, class Pre, class Post>
void sleef_blocks(sleef_math::Fn fn, int64_t n, T* out, Pre pre, Post post) {
  constexpr int64_t kBlock = 256;
  T e[kBlock] = {};
  for (int64_t start = 0; start < n; start += kBlock) {
    const int64_t k = std::min(kBlock, n - start);
    for (int64_t i = 0; i < k; ++i) e[i] = pre(start + i);
    sleef_math::map(fn, e, 1, e, 1, k);
    for (int64_t i = 0; i < k; ++i) out[start + i] = post(start + i, e[i]);
  }
}

}  // namespace

// silu_backward_kernel: sigmoid = 1 / (1 + exp(-x)); dy * sigmoid * (1 + x * (1 - sigmoid)), the last factor one
// multiply-add, in the vector loop (SLEEF's exp) and the scalar one (glibc's) alike (measured: every element of
// 210 random rows of 1 to 1031 elements, float and double).
Tensor silu_backward_exact(const Tensor& grad, const Tensor& x) {
  return vec_loop_binary(
      grad, x, x.dtype(),
      [](const auto* dy, const auto* in, auto* o, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        sleef_blocks<T>(sleef_math::Fn::Exp, n, o, [&](int64_t i) { return -in[i]; }, [&](int64_t i, T e) {
          const T sigmoid = T(1) / (T(1) + e);
          return dy[i] * sigmoid * std::fma(in[i], T(1) - sigmoid, T(1));
        });
      },
      [](auto dy, auto x) {
        using T = decltype(x);
        const T sigmoid = T(1) / (T(1) + std::exp(-x));
        return dy * sigmoid * std::fma(x, T(1) - sigmoid, T(1));
      });
}

// silu_backward_kernel in bfloat16: the same formula on Vectorized<BFloat16>, each operation rounded to bfloat16, and
// dy * sigmoid multiplied first.
Tensor silu_backward_bfloat16(const Tensor& grad, const Tensor& x) {
  const Tensor g = contiguous(grad), xc = contiguous(x);
  Tensor out = tsr::tensor::empty(xc.sizes(), ScalarType::BFloat16);
  const BFloat16* dy = g.data<BFloat16>();
  const BFloat16* in = xc.data<BFloat16>();
  BFloat16* o = out.data<BFloat16>();
  const auto r = [](float v) { return float(BFloat16(v)); };  // one bfloat16 operation's rounding
  for (int64_t i = 0; i < xc.numel(); ++i) {
    const float v = float(in[i]);
    const float sigmoid = r(1.0f / r(1.0f + r(std::exp(-v))));
    o[i] = BFloat16(r(float(dy[i]) * sigmoid) * r(1.0f + r(v * r(1.0f - sigmoid))));
  }
  return out;
}

// GeluBackwardKernelImpl, approximate='tanh': t = tanh(beta (x + kappa x^3)); dy * (0.5 (1 + t) + 0.5 x (1 - t^2)
// beta (1 + 3 kappa x^2)), with x + kappa x^3, 1 - t^2 and 1 + (3 kappa) x^2 each one multiply-add and the final
// sum not fused, in the dtype (measured as silu's).
template <class T>
T gelu_tanh_backward_from(T dy, T x, T t) {
  const T x_sq = x * x;
  const T left = T(0.5) * x, left_derivative = T(0.5) * (T(1) + t);
  const T tanh_derivative = std::fma(-t, t, T(1));
  const T inner_derivative = kGeluBeta<T> * std::fma(T(3) * T(0.044715), x_sq, T(1));
  const T right_derivative = left * tanh_derivative * inner_derivative;
  return dy * (left_derivative + right_derivative);
}
Tensor gelu_tanh_backward_exact(const Tensor& grad, const Tensor& x) {
  return vec_loop_binary(
      grad, x, x.dtype(),
      [](const auto* dy, const auto* in, auto* o, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        sleef_blocks<T>(sleef_math::Fn::Tanh, n, o, [&](int64_t i) { return gelu_tanh_inner(in[i]); },
                        [&](int64_t i, T t) { return gelu_tanh_backward_from(dy[i], in[i], t); });
      },
      [](auto dy, auto x) { return gelu_tanh_backward_from(dy, x, std::tanh(gelu_tanh_inner(x))); });
}

// softplus_kernel: x * beta > threshold ? x : log1p(exp(x * beta)) / beta (SLEEF's exp and log1p in the vector
// loop), beta and threshold rounded to the dtype.
Tensor softplus_exact(const Tensor& x, double beta, double threshold) {
  return vec_loop_unary(
      x, x.dtype(),
      [beta, threshold](const auto* in, auto* out, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        const T b = static_cast<T>(beta), th = static_cast<T>(threshold);
        in_blocks(in, out, n, [b, th](const T* xb, T* ob, int64_t k) {
          for (int64_t i = 0; i < k; ++i) ob[i] = xb[i] * b;
          sleef_math::map(sleef_math::Fn::Exp, ob, 1, ob, 1, k);
          sleef_math::map(sleef_math::Fn::Log1p, ob, 1, ob, 1, k);
          for (int64_t i = 0; i < k; ++i) ob[i] = xb[i] * b > th ? xb[i] : ob[i] / b;
        });
      },
      [beta, threshold](auto v) {
        using T = decltype(v);
        const T b = static_cast<T>(beta), th = static_cast<T>(threshold);
        return v * b > th ? v : static_cast<T>(std::log1p(std::exp(v * b))) / b;
      });
}
// softplus_backward_kernel: z = exp(x * beta); x * beta > threshold ? dy : dy * z / (z + 1).
Tensor softplus_backward_exact(const Tensor& grad, const Tensor& x, double beta, double threshold) {
  return vec_loop_binary(
      grad, x, x.dtype(),
      [beta, threshold](const auto* dy, const auto* in, auto* o, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        const T b = static_cast<T>(beta), th = static_cast<T>(threshold);
        sleef_blocks<T>(sleef_math::Fn::Exp, n, o, [&](int64_t i) { return in[i] * b; },
                        [&](int64_t i, T z) { return in[i] * b > th ? dy[i] : dy[i] * z / (z + T(1)); });
      },
      [beta, threshold](auto dy, auto v) {
        using T = decltype(v);
        const T b = static_cast<T>(beta), th = static_cast<T>(threshold);
        const T z = std::exp(v * b);
        return v * b > th ? dy : dy * z / (z + T(1));
      });
}

// elu_kernel: x <= 0 ? (exp(x * input_scale) - 1) * (alpha * scale) : x * scale, each coefficient rounded to the
// dtype and alpha * scale multiplied there (exp - 1, not expm1: measured).
Tensor elu_exact(const Tensor& x, double alpha, double scale, double input_scale) {
  return vec_loop_unary(
      x, x.dtype(),
      [=](const auto* in, auto* out, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        const T neg = static_cast<T>(alpha) * static_cast<T>(scale), pos = static_cast<T>(scale),
                in_scale = static_cast<T>(input_scale);
        in_blocks(in, out, n, [=](const T* xb, T* ob, int64_t k) {
          for (int64_t i = 0; i < k; ++i) ob[i] = xb[i] * in_scale;
          sleef_math::map(sleef_math::Fn::Exp, ob, 1, ob, 1, k);
          for (int64_t i = 0; i < k; ++i) ob[i] = xb[i] > T(0) ? xb[i] * pos : (ob[i] - T(1)) * neg;
        });
      },
      [=](auto v) {
        using T = decltype(v);
        const T neg = static_cast<T>(alpha) * static_cast<T>(scale), pos = static_cast<T>(scale),
                in_scale = static_cast<T>(input_scale);
        return v <= T(0) ? (static_cast<T>(std::exp(v * in_scale)) - T(1)) * neg : v * pos;
      });
}
// elu_backward_kernel: from the input, x <= 0 ? dy * input_scale * (alpha * scale) * exp(x * input_scale)
// : dy * scale; from the result, r <= 0 ? dy * input_scale * (r + alpha * scale) : dy * scale.
Tensor elu_backward_exact(const Tensor& grad, const Tensor& x_or_result, double alpha, double scale,
                          double input_scale, bool is_result) {
  return vec_loop_binary(
      grad, x_or_result, x_or_result.dtype(),
      [=](const auto* dy, const auto* in, auto* o, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        const T neg = static_cast<T>(alpha) * static_cast<T>(scale), pos = static_cast<T>(scale),
                in_scale = static_cast<T>(input_scale);
        if (is_result) {
          for (int64_t i = 0; i < n; ++i) o[i] = in[i] > T(0) ? dy[i] * pos : dy[i] * in_scale * (in[i] + neg);
          return;
        }
        sleef_blocks<T>(sleef_math::Fn::Exp, n, o, [&](int64_t i) { return in[i] * in_scale; },
                        [&](int64_t i, T e) { return in[i] > T(0) ? dy[i] * pos : dy[i] * in_scale * neg * e; });
      },
      [=](auto dy, auto v) {
        using T = decltype(v);
        const T neg = static_cast<T>(alpha) * static_cast<T>(scale), pos = static_cast<T>(scale),
                in_scale = static_cast<T>(input_scale);
        if (is_result) return v <= T(0) ? dy * in_scale * (v + neg) : dy * pos;
        return v <= T(0) ? dy * in_scale * neg * static_cast<T>(std::exp(v * in_scale)) : dy * pos;
      });
}

// mish_kernel: x * tanh(log1p(exp(x))), SLEEF's exp, log1p and tanh over the vectorised body, glibc's elsewhere.
Tensor mish_exact(const Tensor& x) {
  return vec_loop_unary(
      x, x.dtype(),
      [](const auto* in, auto* out, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        in_blocks(in, out, n, [](const T* xb, T* ob, int64_t k) {
          sleef_math::map(sleef_math::Fn::Exp, xb, 1, ob, 1, k);
          sleef_math::map(sleef_math::Fn::Log1p, ob, 1, ob, 1, k);
          sleef_math::map(sleef_math::Fn::Tanh, ob, 1, ob, 1, k);
          for (int64_t i = 0; i < k; ++i) ob[i] = xb[i] * ob[i];
        });
      },
      [](auto v) {
        using T = decltype(v);
        return v * static_cast<T>(std::tanh(std::log1p(std::exp(v))));
      });
}
// mish_backward_kernel: s = 1 / (1 + exp(-x)), t = tanh(log1p(exp(x))); dy * (t + x * s * (1 - t * t)), with
// 1 - t * t and the final sum multiply-adds (contracted).
template <class T>
T mish_backward_from(T dy, T x, T s, T t) {
  return dy * std::fma(x * s, std::fma(-t, t, T(1)), t);
}
Tensor mish_backward_exact(const Tensor& grad, const Tensor& x) {
  return vec_loop_binary(
      grad, x, x.dtype(),
      [](const auto* dy, const auto* in, auto* o, int64_t n) {
        using T = std::remove_cvref_t<decltype(*in)>;
        std::vector<T> e(static_cast<size_t>(n)), t(static_cast<size_t>(n));
        for (int64_t i = 0; i < n; ++i) e[i] = -in[i];
        sleef_math::map(sleef_math::Fn::Exp, e.data(), 1, e.data(), 1, n);
        sleef_math::map(sleef_math::Fn::Exp, in, 1, t.data(), 1, n);
        sleef_math::map(sleef_math::Fn::Log1p, t.data(), 1, t.data(), 1, n);
        sleef_math::map(sleef_math::Fn::Tanh, t.data(), 1, t.data(), 1, n);
        for (int64_t i = 0; i < n; ++i) o[i] = mish_backward_from(dy[i], in[i], T(1) / (T(1) + e[i]), t[i]);
      },
      [](auto dy, auto v) {
        using T = decltype(v);
        const T s = T(1) / (T(1) + static_cast<T>(std::exp(-v)));
        return mish_backward_from(dy, v, s, static_cast<T>(std::tanh(std::log1p(std::exp(v)))));
      });
}

// log_sigmoid_cpu_kernel: its own loop over the contiguous input, vectors throughout (the tail a partial vector), so
// every element's exp(-|x|) and log1p are SLEEF's: min(x, 0) - log1p(exp(-|x|)).
namespace {
template <class T>
void log_sigmoid_buffer(const T* x, T* e, int64_t n) {
  for (int64_t i = 0; i < n; ++i) e[i] = -std::abs(x[i]);
  sleef_math::map(sleef_math::Fn::Exp, e, 1, e, 1, n);
}
}  // namespace
Tensor log_sigmoid_exact(const Tensor& input) {
  const Tensor x = contiguous(input);
  Tensor out = empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  visit_real<Dtypes::Floating>(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      in_blocks(x.data<const T>(), out.data<T>(), x.numel(), [](const T* xb, T* ob, int64_t k) {
        T e[256];
        log_sigmoid_buffer(xb, e, k);
        sleef_math::map(sleef_math::Fn::Log1p, e, 1, e, 1, k);
        for (int64_t i = 0; i < k; ++i) ob[i] = std::min(xb[i], T(0)) - e[i];
      });
    }
  });
  return out;
}
// log_sigmoid_backward_cpu_kernel (cpu_kernel_vec over x, the forward's buffer b = exp(-|x|) and dy):
// (max_deriv - sign * (b / (1 + b))) * dy, max_deriv and sign 1 and 1 below 0, else 0 and -1; the subtraction a
// multiply-add (contracted), in the vector and the scalar loop alike.
Tensor log_sigmoid_backward_exact(const Tensor& grad, const Tensor& input) {
  const Tensor x = contiguous(input);
  const Tensor g = contiguous(to_dtype(grad, x.dtype()));
  Tensor out = empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  visit_real<Dtypes::Floating>(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* dy = g.data<const T>();
      in_blocks(x.data<const T>(), out.data<T>(), x.numel(), [&](const T* xb, T* ob, int64_t k) {
        T e[256];
        log_sigmoid_buffer(xb, e, k);
        const T* d = dy + (xb - x.data<const T>());
        for (int64_t i = 0; i < k; ++i) {
          const bool negative = xb[i] < T(0);
          const T sign = negative ? T(1) : T(-1), max_deriv = negative ? T(1) : T(0);
          ob[i] = std::fma(-sign, e[i] / (T(1) + e[i]), max_deriv) * d[i];
        }
      });
    }
  });
  return out;
}

Tensor binary_cross_entropy_exact(const Tensor& x, const Tensor& t) {
  const ScalarType dtype = x.dtype();
  visit_real<Dtypes::Floating>(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const Tensor xc = contiguous(x);
      const T* p = xc.data<const T>();
      for (int64_t i = 0; i < xc.numel(); ++i)
        check(p[i] >= T(0) && p[i] <= T(1), ErrorKind::RuntimeError, "all elements of input should be between 0 and 1");
    }
  });
  return binary<Dtypes::Floating>(x, t, dtype, []<class T>(std::type_identity<T>) {
    return [](T p, T y) -> T {
      const T log_1mp = std::max(static_cast<T>(std::log(T(1) - p)), T(-100));
      const T log_p = std::max(static_cast<T>(std::log(p)), T(-100));
      T a = (y - T(1)) * log_1mp, b = y * log_p;
      // Both products rounded before the subtraction (the loop's AVX2 copy would otherwise fuse one of them).
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) asm("" : "+x"(a), "+x"(b));
      return a - b;
    };
  });
}

}  // namespace tsr::tensor
