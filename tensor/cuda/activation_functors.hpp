// The per-element functions of the CUDA activation kernels and activation gradients (pointwise.cu): tanh_backward,
// sigmoid_backward, silu and gelu (erf and tanh forms), host and device code in the CPU kernels' operation order
// (kernels/cpu/pointwise.cpp). tests/tensor/cuda/activation_functors_test.cpp runs them on the CPU against the CPU
// kernels; the two backends differ only by the device's exp/erf/tanh (a few ulp).
#pragma once

#include "tensor/cuda/functors.hpp"

namespace tsr::tensor::cuda {

// tanh's gradient from its output: g * (1 - y*y), the CPU kernel's one multiply-add for floating dtypes.
struct TanhBackwardF {
  template <class T> TSR_HD T operator()(T g, T y) const {
    if constexpr (is_float_v<T>) return g * m_fma(-y, y, T(1));
    else return static_cast<T>(g * (T(1) - y * y));
  }
};
// sigmoid's gradient from its output: g * (1 - y) * y, left to right.
struct SigmoidBackwardF {
  template <class T> TSR_HD T operator()(T g, T y) const { return static_cast<T>(g * (T(1) - y) * y); }
};
// silu: x / (1 + exp(-x)).
struct SiluF {
  template <class T> TSR_HD T operator()(T x) const { return x / (T(1) + m_exp(-x)); }
};
// gelu, approximate='none': x * 0.5 * (1 + erf(x / sqrt(2))).
struct GeluErfF {
  template <class T> TSR_HD T operator()(T x) const {
    return x * T(0.5) * (T(1) + m_erf(x * static_cast<T>(0.70710678118654752440)));
  }
};
// gelu, approximate='tanh': 0.5 x (1 + tanh(b (x + 0.044715 x^3))), b = sqrt(2/pi), x + k x^3 one multiply-add.
struct GeluTanhF {
  template <class T> TSR_HD T operator()(T x) const {
    const T beta = static_cast<T>(1.41421356237309504880 * 1.12837916709551257390 * 0.5);
    return T(0.5) * x * (T(1) + m_tanh(beta * m_fma(T(0.044715), x * x * x, x)));
  }
};

}  // namespace tsr::tensor::cuda
