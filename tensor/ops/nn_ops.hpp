// Helpers shared by the nn ops' kernels (nn_ops.cpp) and their derivative formulas (in the ops' declarations).
#pragma once

#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// ATen's loss reduction: 0 none, 1 mean, 2 sum.
Tensor reduce_loss(const Tensor& x, int64_t reduction);

// nll_loss's pieces: 2-d input, targets with ignored entries replaced by 0, and each sample's weight (0 when
// ignored); `batched` is false for a 1-d input.
struct NllParts {
  Tensor x, target, w;
  bool batched;
  Tensor ignored;  // bool, per sample
};
NllParts nll_parts(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t ignore_index);
// A reduced nll_loss's summed loss and total weight (0-dim, the input's dtype), in PyTorch's summation order.
struct NllTotals {
  Tensor loss, weight;
};
NllTotals nll_totals(const NllParts& p, bool weighted);

// (N, C, H, W) -> (N*H*W, C), the layout nll_loss2d reduces to.
Tensor nll2d_as_2d(const Tensor& t);

// (x - mean) * rstd over the last k dims (biased variance), optionally returning mean and rstd.
Tensor layer_norm_stats(const Tensor& x, int64_t k, Tensor* mean_out, Tensor* rstd_out, double eps);
// layer_norm's and group_norm's weight and bias must have the input's dtype on the CPU (PyTorch 1.13's kernels read
// them as the input's scalar type): "expected scalar type Float but found Double".
void check_affine_dtypes(const Tensor& x, const Tensor& weight, const Tensor& bias);

// layer_norm as PyTorch 1.13's CPU kernels compute it, to the last bit (pytorch_vec::layer_norm_row; Note
// [PyTorch's Welford moments]): for float and double CPU tensors with weight and bias (if any) of the same dtype
// and device, `layer_norm_exact_applies`. The backward gives {grad_input, grad_weight, grad_bias} (grad_weight
// undefined without a weight, grad_bias shaped as the normalized dims when has_bias).
bool layer_norm_exact_applies(const Tensor& x, const Tensor& w, const Tensor& b);
Tensor layer_norm_exact(const Tensor& x, int64_t k, const Tensor& weight, const Tensor& bias, double eps);
std::vector<Tensor> layer_norm_backward_exact(const Tensor& grad, const Tensor& x, int64_t k, const Tensor& weight,
                                              bool has_bias, double eps);

// batch_norm's reduced dims (all but the channel dim 1) and a (C,) tensor shaped to broadcast against x.
std::vector<int64_t> batch_norm_dims(const Tensor& x);
Tensor per_channel(const Tensor& v, const Tensor& x);

}  // namespace tsr::tensor
