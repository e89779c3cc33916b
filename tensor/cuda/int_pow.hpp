// pow of integer (and bool) tensors, written once for host and device as the CPU kernel computes it
// (kernels/cpu/pointwise_math.cpp's power): repeated squaring that wraps as the element type does, and for a
// tensor of negative exponents PyTorch's powi rule (1 and -1 keep their powers, any other base gives 0). A Scalar
// negative exponent is refused before any kernel runs. tests/tensor/cuda/functors_test.cpp checks these on the CPU
// against the CPU kernel.
#pragma once

#include <cstdint>
#include <type_traits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::cuda {

// base ** e for e >= 0, modulo 2^bits of T: computed in a 32- or 64-bit unsigned type (no promotion to int, so no
// signed overflow), whose low bits are the narrower type's wrapped result.
template <class T>
TSR_HD T integer_power(T base, int64_t e) {
  using U = std::conditional_t<(sizeof(T) <= 4), uint32_t, uint64_t>;
  U result = 1, b = static_cast<U>(base);
  while (e > 0) {
    if (e & 1) result *= b;
    b *= b;
    e >>= 1;
  }
  return static_cast<T>(result);
}

struct IntPowF {  // pow.Tensor_Tensor of an integral or bool dtype
  template <class T> TSR_HD T operator()(T x, T y) const {
    if constexpr (std::is_same_v<T, bool>) {
      return x || !y;
    } else if constexpr (!std::is_integral_v<T>) {
      return x;  // never runs: the kernels give floating dtypes to PowF
    } else {
      if constexpr (std::is_signed_v<T>)
        if (y < 0) return x == 1 ? T(1) : x == -1 ? T((y & 1) ? -1 : 1) : T(0);
      return integer_power(x, static_cast<int64_t>(y));
    }
  }
};

struct IntPowScalarF {  // pow.Tensor_Scalar of an integral dtype, a non-negative integer exponent
  int64_t exponent = 1;
  template <class T> TSR_HD T operator()(T x) const {
    if constexpr (std::is_integral_v<T>) return integer_power(x, exponent);
    else return x;  // never runs: floating dtypes take PowScalarF
  }
};

}  // namespace tsr::tensor::cuda
