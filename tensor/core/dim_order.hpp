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

}  // namespace tsr::tensor
