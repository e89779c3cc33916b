// Walking every position of a shape with its coordinates: the gather/scatter family's loops
// (kernels/cpu/indexing.cpp, kernels/cpu/scatter_scan.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/core/dims.hpp"

namespace tsr::tensor {

// Calls f(linear, coords) for each position of `sizes` in row-major order.
template <class F>
void for_each_index(const Dims& sizes, F&& f) {
  const int64_t n = numel_of(sizes);
  Dims coords(sizes.size());
  for (int64_t linear = 0; linear < n; ++linear) {
    f(linear, coords);
    for (size_t d = sizes.size(); d-- > 0;) {
      if (++coords[d] < sizes[d]) break;
      coords[d] = 0;
    }
  }
}

// The element offset of `coords` under `strides`.
inline int64_t offset_of(const Dims& coords, const Dims& strides) {
  int64_t o = 0;
  for (size_t d = 0; d < coords.size(); ++d) o += coords[d] * strides[d];
  return o;
}

// The element offset of each position of `sizes` under `strides`, in row-major order: a strided block walked one
// element at a time (advanced indexing's blocks that are not runs, index_add_'s slices).
inline std::vector<int64_t> element_offsets(const Dims& sizes, const Dims& strides) {
  std::vector<int64_t> offsets;
  offsets.reserve(static_cast<size_t>(numel_of(sizes)));
  for_each_index(sizes, [&](int64_t, const Dims& coords) { offsets.push_back(offset_of(coords, strides)); });
  return offsets;
}

}  // namespace tsr::tensor
