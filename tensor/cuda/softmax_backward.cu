// softmax's and log_softmax's input gradients on the CUDA key, from the output y, as dispatched ops on the device
// (a reduction and elementwise passes, not a fused kernel): softmax (g - sum(g * y)) * y, log_softmax
// g - exp(y) * sum(g), the sums along dim. The CPU kernels compute the same formulas with fused multiply-adds, so
// float results differ in the last bits. (A file of its own: the ops headers' min/max/sqrt would hide the device
// functions reduce.cu's kernels call.)
#include "tensor/cuda/cuda_util.cuh"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"

namespace tsr::tensor::cuda {
namespace {

std::vector<int64_t> softmax_dims(const Tensor& y, int64_t dim) {
  if (y.dim() == 0) return {};
  return {wrap_dim(dim, y.dim())};
}

}  // namespace

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
