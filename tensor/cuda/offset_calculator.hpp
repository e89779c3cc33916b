// The index math of the CUDA elementwise kernels: the CPU iterator's layout (broadcast, coalesced dimensions,
// tensor/iterator/elementwise.hpp) flattened into fixed-size arrays a kernel takes by value, and the offsets of
// element i in each operand. Index is uint32_t when every offset fits (the usual case: 32-bit division is several
// times cheaper on the GPU), int64_t otherwise.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::cuda {

inline constexpr int kMaxDims = 12;

template <int N, class Index>
struct OffsetCalculator {
  int dims = 0;
  Index sizes[kMaxDims] = {};
  Index strides[N][kMaxDims] = {};  // in elements, outermost dimension first

  // The offsets (in elements) of linear element `i` of the output, for each operand.
  TSR_HD std::array<Index, N> offsets(Index i) const {
    std::array<Index, N> out{};
    for (int k = 0; k < N; ++k) out[k] = 0;
    for (int d = dims - 1; d >= 0; --d) {
      const Index size = sizes[d];
      const Index idx = i % size;
      i /= size;
      for (int k = 0; k < N; ++k) out[k] += idx * strides[k][d];
    }
    return out;
  }
};

// Whether offsets up to numel over these sizes and strides fit in Index.
template <class Index, class Sizes, class Strides>
bool fits_index(const Sizes& sizes, const Strides& strides, int n_operands) {
  constexpr int64_t limit = static_cast<int64_t>(std::numeric_limits<Index>::max() / 2);
  int64_t numel = 1;
  for (auto s : sizes) numel *= s;
  if (numel > limit) return false;
  for (int k = 0; k < n_operands; ++k) {
    int64_t span = 0;
    for (size_t d = 0; d < sizes.size(); ++d) {
      const int64_t stride = strides[k][d];
      span += (sizes[d] - 1) * (stride < 0 ? -stride : stride);
    }
    if (span > limit) return false;
  }
  return true;
}

}  // namespace tsr::tensor::cuda
