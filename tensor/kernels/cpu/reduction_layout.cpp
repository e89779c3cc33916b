// See reduction_layout.hpp.
#include "tensor/kernels/cpu/reduction_layout.hpp"

namespace tsr::tensor {

ReductionLayout make_reduction_layout(const Tensor& self, std::span<const int64_t> dims, bool keepdim,
                                      ScalarType dtype) {
  std::vector<bool> reduced(static_cast<size_t>(self.dim()), dims.empty());
  for (int64_t d : dims) {
    const int64_t w = wrap_dim(d, self.dim());
    if (self.dim() == 0) continue;
    check(!reduced[w], ErrorKind::RuntimeError, "dim ", w, " appears multiple times in the list of dims");
    reduced[w] = true;
  }
  ReductionLayout layout;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (!reduced[d]) {
      layout.order.push_back(d);
      layout.kept_shape.push_back(self.sizes()[d]);
      layout.outputs *= self.sizes()[d];
    }
  for (int64_t d = 0; d < self.dim(); ++d)
    if (reduced[d]) {
      layout.order.push_back(d);
      layout.run *= self.sizes()[d];
    }
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (!reduced[d]) layout.out_shape.push_back(self.sizes()[d]);
    else if (keepdim) layout.out_shape.push_back(1);
  }
  layout.source = contiguous(to_dtype(permute(self, layout.order), dtype));
  return layout;
}

Tensor unpermute(const Tensor& t, const std::vector<int64_t>& order) {
  std::vector<int64_t> inverse(order.size());
  for (size_t i = 0; i < order.size(); ++i) inverse[order[i]] = static_cast<int64_t>(i);
  return permute(t, inverse);
}

}  // namespace tsr::tensor
