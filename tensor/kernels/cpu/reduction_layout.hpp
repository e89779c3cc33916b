// The layout every CPU reduction works on: the reduced dimensions moved innermost and made contiguous, so each
// output element reduces one contiguous run of `run` elements.
#pragma once

#include <span>
#include <vector>

#include "tensor/views/views.hpp"

namespace tsr::tensor {

struct ReductionLayout {
  Tensor source;          // contiguous: [kept dims..., reduced dims...]
  int64_t outputs = 1;    // number of runs
  int64_t run = 1;        // elements per run
  Dims kept_shape;        // the kept dimensions (keepdim=False result shape)
  Dims out_shape;         // the result shape honouring keepdim
  std::vector<int64_t> order;  // the permutation applied to self
};

// `dims` empty means every dimension (PyTorch's `dim=None`). The source is converted to `dtype`.
ReductionLayout make_reduction_layout(const Tensor& self, std::span<const int64_t> dims, bool keepdim,
                                      ScalarType dtype);

// Undoes `order` on a tensor shaped [kept..., reduced...] (softmax and cumsum keep every dimension).
Tensor unpermute(const Tensor& t, const std::vector<int64_t>& order);

}  // namespace tsr::tensor
