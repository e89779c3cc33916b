// Ops on the CUDA key served by compositions of dispatched ops on the device (reductions and elementwise passes, not
// fused kernels), with the CPU kernels' formulas:
// - softmax's and log_softmax's input gradients from the output y: (g - sum(g * y)) * y and g - exp(y) * sum(g),
//   the sums along dim (the CPU kernels use fused multiply-adds: float results differ in the last bits);
// - logsumexp: log(sum(exp(x - m))) + m with m the maximum over the dims, 0 where it is not finite (the CPU
//   kernel's rule), in the input's floating dtype or the default one.
// (A file of its own: the ops headers' min/max/sqrt would hide the device functions reduce.cu's kernels call.)
#include "tensor/cuda/cuda_util.cuh"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {
namespace {

std::vector<int64_t> softmax_dims(const Tensor& y, int64_t dim) {
  if (y.dim() == 0) return {};
  return {wrap_dim(dim, y.dim())};
}

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

}  // namespace

// logsumexp(self, dims, keepdim)
TSR_REGISTER_KERNEL("logsumexp", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const std::vector<int64_t> dims = int_list_arg(s, 1);
  const bool keepdim = bool_arg(s, 2);
  const Tensor x = is_floating(self.dtype()) ? self : to_dtype(self, default_dtype());
  check(is_floating(x.dtype()), ErrorKind::RuntimeError, "\"logsumexp_cuda\" not implemented for '",
        dtype_title(x.dtype()), "'");
  if (x.numel() == 0)  // an empty input: log(sum(exp(x))), as the CPU kernel (amax refuses empty dims)
    return set_result(s, log(sum(exp(x), dims, keepdim)));
  Tensor top = amax(x, dims, true);
  top = where(op("isfinite", {top}), top, scalar_to_tensor(0.0));
  Tensor out = add(log(sum(exp(sub(x, top)), dims, true)), top);
  if (!keepdim) {
    std::vector<int64_t> all = dims;
    if (all.empty())
      for (int64_t d = 0; d < x.dim(); ++d) all.push_back(d);
    std::vector<int64_t> shape;
    for (int64_t d = 0; d < x.dim(); ++d) {
      bool reduced = false;
      for (int64_t r : all) reduced = reduced || wrap_dim(r, x.dim()) == d;
      if (!reduced) shape.push_back(x.sizes()[size_t(d)]);
    }
    out = reshape(out, shape);
  }
  set_result(s, out);
}));

TSR_REGISTER_KERNEL("_softmax_backward_data", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = std::get<Tensor>(s[0]), y = std::get<Tensor>(s[1]);
  const Tensor total = sum(mul(g, y), softmax_dims(y, int_arg(s, 2, -1)), true);
  set_result(s, mul(sub(g, total), y));
}));
TSR_REGISTER_KERNEL("_log_softmax_backward_data", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = std::get<Tensor>(s[0]), y = std::get<Tensor>(s[1]);
  const Tensor total = sum(g, softmax_dims(y, int_arg(s, 2, -1)), true);
  set_result(s, sub(g, mul(exp(y), total)));
}));

}  // namespace tsr::tensor::cuda
