// TensorIterator's order of dimensions (reorder_dimensions, infer_dense_strides): the dimensions from the fastest
// varying in memory outwards, shared by the elementwise iterator's walk and by the layout results are given.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace tsr::tensor {

// The dims 0..ndim-1 from the innermost outwards: starting from the last dimension innermost, an insertion sort by
// should_swap(d0, d1), which says 1 where d0 must go outside d1, -1 where it must stay inside, 0 where it cannot
// tell (that pair then keeps its order, and the sort looks no further for the dimension being placed).
template <class ShouldSwap>
std::vector<int64_t> innermost_first_order(int64_t ndim, ShouldSwap should_swap) {
  std::vector<int64_t> perm(static_cast<size_t>(ndim));
  for (int64_t i = 0; i < ndim; ++i) perm[static_cast<size_t>(i)] = ndim - 1 - i;
  for (int64_t i = 1; i < ndim; ++i) {
    int64_t d1 = i;
    for (int64_t d0 = i - 1; d0 >= 0; --d0) {
      const int comparison = should_swap(perm[static_cast<size_t>(d0)], perm[static_cast<size_t>(d1)]);
      if (comparison > 0) {
        std::swap(perm[static_cast<size_t>(d0)], perm[static_cast<size_t>(d1)]);
        d1 = d0;
      } else if (comparison < 0) {
        break;
      }
    }
  }
  return perm;
}

// TensorIterator's reorder_dimensions over several operands: stride_bytes(k, d) is operand k's stride of dim d in
// bytes (0 where broadcast). The first operand that tells two dims apart decides (a broadcast dim tells nothing);
// of equal strides, the dim of the larger size goes outside.
template <class Sizes, class StrideBytes>
std::vector<int64_t> iteration_order(int64_t ndim, size_t operands, const Sizes& sizes, StrideBytes stride_bytes) {
  return innermost_first_order(ndim, [&](int64_t d0, int64_t d1) {
    for (size_t k = 0; k < operands; ++k) {
      const int64_t s0 = stride_bytes(k, d0), s1 = stride_bytes(k, d1);
      if (s0 == 0 || s1 == 0) continue;
      if (s0 != s1) return s0 < s1 ? -1 : 1;
      if (sizes[static_cast<size_t>(d0)] > sizes[static_cast<size_t>(d1)]) return 1;
    }
    return 0;
  });
}

// Dense strides that lay the dims out in `perm`'s order, innermost first (infer_dense_strides, TensorIterator's
// compatible strides): each dim's stride is the product of the sizes inside it, a size-0 dim counting as 1.
template <class Strides, class Sizes>
Strides dense_strides_in_order(const std::vector<int64_t>& perm, const Sizes& sizes) {
  Strides strides(perm.size());
  int64_t stride = 1;
  for (const int64_t d : perm) {
    strides[static_cast<size_t>(d)] = stride;
    if (sizes[static_cast<size_t>(d)] > 1) stride *= sizes[static_cast<size_t>(d)];
  }
  return strides;
}

}  // namespace tsr::tensor
