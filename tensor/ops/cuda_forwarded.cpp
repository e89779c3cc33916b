// The forwarded CUDA ops (Note [Forwarded CUDA ops], cuda_forwarded.hpp). Each entry was read for host reads of
// tensor data and for tensors made without a device; the comments say what the CPU kernel dispatches.
#include "tensor/ops/cuda_forwarded.hpp"

namespace tsr::tensor {
namespace {

constexpr std::string_view kForwarded[] = {
    // Views, copies and factories of a tensor's own device.
    "contiguous", "clone", "to.dtype", "empty_like", "zeros_like", "ones_like",
    "full_like",
    "rand_like", "randn_like",  // uniform_/normal_ on the output, dispatched
    "zero_",                    // fill_, dispatched
    "addcdiv",
    // Losses and activations composed of pointwise ops and reductions.
    "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits", "softplus",
    "leaky_relu", "elu", "hardtanh", "relu_", "leaky_relu_", "elu_", "hardtanh_",
    "glu", "glu_backward",                                         // sigmoid, mul and cat
    "threshold", "threshold_", "hardtanh_backward",                // compare and where
    "hardshrink", "softshrink", "hardshrink_backward", "softshrink_backward", "hardsigmoid_backward",
    "hardswish_backward",
    "silu_",                                                       // silu, then a copy into self
    "rsub.Tensor", "rsub.Scalar",                                  // sub(other, self, alpha)
    "hardsigmoid", "hardswish", "hardsigmoid_", "hardswish_",      // add, clamp, mul, div (then copy_ into self)
    "celu", "celu_",                                               // elu
    "elu_backward",  // in float: mul, add, exp, where (its exact SLEEF path is the CPU's only)
    "log_sigmoid", "mish",
    // The view gradients: zeros on the gradient's device, the gradient copied into a view of them.
    "select_backward", "slice_backward", "diagonal_backward",
    // Norms: mean, sub, mul, rsqrt, add on the device; their gradients' formulas are dispatched ops too.
    "group_norm", "layer_norm", "batch_norm",
    "norm.ScalarOpt_dim",  // abs, mul, sum, sqrt, amax/amin, pow, ne (its CPU-only path is PyTorch's CPU order)
    "_weight_norm_interface",  // norm, mul, div
    // F.pad's constant mode: a filled tensor on x's device and a copy into it.
    "constant_pad_nd",
    // The target check and the reduced sum read per-sample values from a host copy (PyTorch's summation order);
    // the gradient is a scatter on the device.
    "nll_loss", "nll_loss2d",
    // The margin losses and their gradients run their loops on host copies, the result copied to the inputs' device;
    // rrelu_with_noise reads the count of elements <= 0 on the host, the rest is dispatched (uniform_, masked_scatter,
    // mul, copy_ into noise).
    "multi_margin_loss", "multi_margin_loss_backward", "multilabel_margin_loss_forward",
    "multilabel_margin_loss_backward", "rrelu_with_noise", "rrelu_with_noise_",
    // grid_sampler_3d's scalar loops (PyTorch's own CPU kernel is not vectorised either) read host copies and return
    // their results on the input's device.
    "grid_sampler_3d", "grid_sampler_3d_backward",
    // Copies into slices of a new tensor on the inputs' device (cat, stack), views (split, chunk; the unsafe_
    // splits give their views counters of their own), index_select and a reshape (embedding).
    "cat", "stack", "split.Tensor", "split_with_sizes", "chunk", "unbind.int", "unsafe_split.Tensor",
    "unsafe_split_with_sizes",
    "embedding",
    // roll cats two narrows per dim; repeat copies an expanded view.
    "roll", "repeat",
    // take: index.Tensor on the flattened tensor, its bounds read from a host copy of the index. scatter.value: a
    // fill_ of a tensor of index's shape on self's device, then scatter.src; scatter.reduce and .value_reduce:
    // scatter_reduce.two.
    "take", "scatter.value", "scatter.reduce", "scatter.value_reduce",
    // masked_fill: where(mask, value, self), the value a 0-d tensor of self's dtype.
    "masked_fill.Scalar",
    // normal with tensor means or deviations: normal_ of a new tensor on their device, then mul and add.
    "normal.Tensor_float", "normal.float_Tensor", "normal.Tensor_Tensor",
    // conv1d and conv_transpose1d dispatch the 2-d ones over a height of 1; conv3d's composed form (conv3d.cpp) is
    // made of dispatched ops (oneDNN is the CPU's only); pixel_shuffle/unshuffle are a view and a copy.
    "conv1d", "conv_transpose1d", "conv3d", "conv3d_backward", "pixel_shuffle", "pixel_unshuffle",
    // F.interpolate's resampling ops: their CPU kernels check the arguments and, for a tensor off the CPU,
    // resample by dispatched ops on its device (index_select and multiply-adds forward, index_add backward;
    // upsample.cpp's resample_by_ops).
    "upsample_nearest1d", "upsample_nearest1d_backward", "upsample_nearest2d", "upsample_nearest2d_backward",
    "upsample_nearest3d", "upsample_nearest3d_backward", "_upsample_nearest_exact1d",
    "_upsample_nearest_exact1d_backward", "_upsample_nearest_exact2d", "_upsample_nearest_exact2d_backward",
    "_upsample_nearest_exact3d", "_upsample_nearest_exact3d_backward", "upsample_linear1d",
    "upsample_linear1d_backward", "upsample_bilinear2d", "upsample_bilinear2d_backward", "upsample_trilinear3d",
    "upsample_trilinear3d_backward", "upsample_bicubic2d", "upsample_bicubic2d_backward",
};

}  // namespace

std::span<const std::string_view> cuda_forwarded_ops() { return kForwarded; }

}  // namespace tsr::tensor
