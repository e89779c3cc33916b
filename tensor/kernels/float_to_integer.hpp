// A floating value converted to an integer type as x86's conversion instructions (and so PyTorch's CPU kernels)
// give it, host and device code: the CPU copy (views/views.cpp's convert) and the CUDA copy (cuda/functors.hpp's
// CastF) both convert so. Truncated toward zero; the types narrower than int32 go through int32 and then wrap
// (300.0 -> uint8 44, -3.4 -> uint8 253), uint32 goes through int64; NaN or a value out of that intermediate's
// range becomes its minimum ("integer indefinite"). A plain static_cast is undefined there (UBSan), and a GPU's
// conversion saturates (-3.4 -> uint8 0). uint64 has its own rule (views.cpp).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor {

// Src is float, double, or a 16-bit floating type (converted through float); Dst an integer type other than bool
// and uint64.
template <class Dst, class Src>
TSR_HD Dst floating_to_integer(Src v) {
  using Wide = std::conditional_t<(sizeof(Dst) < sizeof(int32_t)), int32_t,
                                  std::conditional_t<std::is_same_v<Dst, uint32_t>, int64_t, Dst>>;
  using F = std::conditional_t<std::is_same_v<Src, double>, double, float>;
  const F x = static_cast<F>(v);
  constexpr F lowest = static_cast<F>(std::numeric_limits<Wide>::min());  // -2^(bits-1): exact in float and double
  if (!(x >= lowest && x < -lowest)) return static_cast<Dst>(std::numeric_limits<Wide>::min());
  return static_cast<Dst>(static_cast<Wide>(x));
}

}  // namespace tsr::tensor
