// flip's index math (rearrange.cu), host and device code: the source offset of output element i of a contiguous
// tensor, with the flipped dims' coordinates reversed. tests/tensor/cuda/flip_index_test.cpp runs it on the CPU
// against the CPU's flip.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tensor/cuda/offset_calculator.hpp"

namespace tsr::tensor::cuda {

struct FlipShape {
  int dims = 0;
  int64_t sizes[kMaxDims] = {};
  bool flipped[kMaxDims] = {};
};

// Element i (row-major over sizes) of the flipped tensor comes from this element of the contiguous source.
TSR_HD int64_t flip_source(const FlipShape& f, int64_t i) {
  int64_t offset = 0, stride = 1;
  for (int d = f.dims - 1; d >= 0; --d) {
    const int64_t size = f.sizes[d], idx = i % size;
    i /= size;
    offset += (f.flipped[d] ? size - 1 - idx : idx) * stride;
    stride *= size;
  }
  return offset;
}

}  // namespace tsr::tensor::cuda
