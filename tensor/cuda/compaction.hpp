// Stream compaction for the CUDA kernels of nonzero and masked_select (compare.cu): the elements of a flattened
// boolean mask that are set keep their order, element i going to position rank[i] - 1, where rank is the mask's
// inclusive prefix count (a device cumsum). One thread per mask element; host and device code, which
// tests/tensor/cuda/compaction_test.cpp runs on the CPU against the CPU kernels.
#pragma once

#include <cstdint>

#include "tensor/cuda/host_device.hpp"
#include "tensor/cuda/offset_calculator.hpp"

namespace tsr::tensor::cuda {

// An element of `bytes` bytes moved as one word (complex128: two 8-byte halves).
template <int Bytes>
struct Word;
template <>
struct Word<1> {
  uint8_t v;
};
template <>
struct Word<2> {
  uint16_t v;
};
template <>
struct Word<4> {
  uint32_t v;
};
template <>
struct Word<8> {
  uint64_t v;
};
template <>
struct Word<16> {
  uint64_t lo, hi;
};

// masked_select: the kept elements of `values` (flattened, of the mask's shape), in order.
template <int Bytes>
struct SelectKept {
  const bool* mask;
  const int64_t* rank;
  const Word<Bytes>* values;
  Word<Bytes>* out;
  TSR_HD void operator()(int64_t i) const {
    if (mask[i]) out[rank[i] - 1] = values[i];
  }
};

// nonzero: row rank[i] - 1 of the (count, nd) result holds the coordinates of element i of a tensor of `sizes`.
struct NonzeroCoords {
  const bool* mask;
  const int64_t* rank;
  int64_t nd;
  int64_t sizes[kMaxDims];
  int64_t* out;
  TSR_HD void operator()(int64_t i) const {
    if (!mask[i]) return;
    int64_t* row = out + (rank[i] - 1) * nd;
    for (int64_t d = nd - 1; d >= 0; --d) {
      row[d] = i % sizes[d];
      i /= sizes[d];
    }
  }
};

}  // namespace tsr::tensor::cuda
