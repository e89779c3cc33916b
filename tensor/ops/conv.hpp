// Convolution and pooling helpers shared by the CPU kernels (kernels/cpu/conv.cpp), their derivative formulas and
// the CUDA kernels (tensor/cuda/conv.cu: the same argument handling and checks, the device's own loops).
#pragma once

#include <array>
#include <optional>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// One group's convolution: c input and o output channels of each of `groups` (the whole tensors have c * groups
// and o * groups; only the oneDNN kernels take all groups at once).
struct ConvGeometry {
  int64_t n = 0, c = 0, h = 0, w = 0, o = 0, kh = 0, kw = 0, oh = 0, ow = 0, groups = 1;
  std::array<int64_t, 2> stride{1, 1}, padding{0, 0}, dilation{1, 1};
  bool need_weight = true;  // conv2d_backward's grad_weight argument: false leaves the weight and bias gradients out
};
ConvGeometry conv_geometry(const Tensor& input, const Tensor& weight, std::array<int64_t, 2> stride,
                           std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation);

// One image (C, H, W) unfolded to columns (C*kH*kW, OH*OW), and its adjoint.
Tensor im2col(const Tensor& image, const ConvGeometry& g);
Tensor col2im(const Tensor& cols, const ConvGeometry& g);

Tensor conv2d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g);

// conv_transpose2d.input for either backend over its stack: PyTorch's checks, then per group and image a matrix
// product folded by `fold` (the backend's col2im of one image), on the input's device.
using Col2im = Tensor (*)(const Tensor& cols, const ConvGeometry& g);
Tensor conv_transpose2d_stack(const Stack& s, Col2im fold);

// A pair argument of conv2d or a pool (int[2]: [], [v] or [a, b]) from a kernel's stack.
std::array<int64_t, 2> conv_pair_arg(const Stack& s, size_t i, int64_t fallback);

// conv2d for either backend: an unbatched (3-d) input, PyTorch's checks of groups, then one `forward` (a 4-d,
// groups=1 convolution of one group of channels, on the input's device) per group -- or, given `all_groups`, one
// call of it over the whole tensors with the geometry's `groups` set.
using Conv2dForward = Tensor (*)(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g);
Tensor conv2d_groups(const Tensor& input, const Tensor& weight, const Tensor& bias, std::array<int64_t, 2> stride,
                     std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation, int64_t groups,
                     Conv2dForward forward, Conv2dForward all_groups = nullptr);
struct Conv2dGrads {
  Tensor input, weight, bias;
};
Conv2dGrads conv2d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight, const ConvGeometry& g,
                            bool need_bias);
// conv2d_backward's stack (grad_output, input, weight, stride, padding, dilation, groups) for either backend: one
// `backward` (4-d, groups=1) per group of channels, the parts joined; or, given `all_groups` and groups > 1, one
// call of it over the whole tensors with the geometry's `groups` set.
using Conv2dBackward = Conv2dGrads (*)(const Tensor& grad, const Tensor& input, const Tensor& weight,
                                       const ConvGeometry& g);
Conv2dGrads conv2d_backward_groups(const Stack& s, Conv2dBackward backward, Conv2dBackward all_groups = nullptr);

// PyTorch's check_shape_forward of the channels: weight's out-channels divisible by groups, then the (batchified)
// input's channels equal to weight's in-channels times groups; `input_sizes` is the batchified input's.
void check_conv_channels(const Dims& input_sizes, const Tensor& weight, int64_t groups);
// Then the bias's: none, or one value per output channel.
void check_conv_bias(const Tensor& weight, const Tensor& bias);

}  // namespace tsr::tensor
namespace tsr::tensor::autograd {
struct Ctx;
}  // namespace tsr::tensor::autograd
namespace tsr::tensor {

// A convolution backward op's own derivative (PyTorch's _convolution_double_backward), for conv2d_backward and
// conv3d_backward: given the gradients ggI, ggW, ggb of the op's three results, grad_output's is conv(ggI, weight)
// + conv(input, ggW) + ggb, input's the input gradient of a convolution by ggW, weight's the weight gradient of a
// convolution of ggI; `conv` and `backward` name the ops, `spatial` their dims.
std::vector<Tensor> convolution_double_backward(autograd::Ctx& c, const char* conv, const char* backward, int spatial);
// A convolution's ConvolutionBackward0 formula for conv2d and conv3d: an unbatched input and gradient batchified,
// the dispatched `backward` op (so a second derivative is recorded), the input gradient unbatched again.
std::vector<Tensor> convolution_backward(autograd::Ctx& c, const char* backward, int spatial);
// A 1-d convolution's tensor (N, C, L), or an unbatched (C, L) when !batched, as the 2-d one's (N, C, 1, L), by
// dispatched unsqueezes.
Tensor as_height_one(const Tensor& t, bool batched);
// The input of a 1-d convolution as the 2-d one's, made contiguous first, as at::_convolution and
// convolution_backward do ("avoid accidentally going through NHWC for permuted 3d input"): a permuted (N, L, C)
// input gives a contiguous result, not a channels-last one.
Tensor input_as_height_one(const Tensor& input, bool batched);

// c10's is_channels_last_strides_2d: a 4-d tensor's strides lay it out N, H, W, C (suggest_memory_format).
bool channels_last_strides(const Tensor& t);
// c10's suggest_memory_format: ChannelsLast for a 4-d tensor strided N, H, W, C, ChannelsLast3d for a 5-d one strided
// N, D, H, W, C, else Contiguous (Tensor.to(memory_format=) keeps self when it already suggests that format).
MemoryFormat suggest_memory_format(const Tensor& t);
// A 4-d tensor laid out channels-last with exactly the strides PyTorch's kernels allocate (its size-1 dims' strides
// too): a copy where it is not already so.
Tensor as_channels_last(const Tensor& t);
// An uninitialised 4-d tensor laid out channels-last with PyTorch's strides (as_channels_last without a copy).
Tensor empty_channels_last(const Dims& sizes, ScalarType dtype, Device device = {});
// The 4-d tensors among a kernel's results as_channels_last.
void results_to_channels_last(Stack& results);
// PyTorch's 2-d pooling and resampling kernels write their results in their input's suggested memory format: a CPU
// kernel wrapped so that a channels-last argument `like` gives channels-last results (the values as computed; only
// their layout follows, below autograd).
template <class Kernel>
auto keeping_channels_last(size_t like, Kernel kernel) {
  return [like, kernel](const auto& op, auto keys, Stack& s) {
    const Tensor* t = like < s.size() ? std::get_if<Tensor>(&s[like]) : nullptr;
    const bool channels_last = t && t->defined() && channels_last_strides(*t);
    kernel(op, keys, s);
    if (channels_last) results_to_channels_last(s);
  };
}

// float32 convolutions on oneDNN, where PyTorch 1.13 runs them there (kernels/cpu/conv_onednn.cpp, Note
// [Convolutions on oneDNN]): the test (PyTorch's use_mkldnn, on the batchified input, `g` of one group; by the
// input's dtype alone: a weight or bias of another type then fails check_parameter_type with oneDNN's message, as
// PyTorch's), then a 4-d convolution of all g.groups groups and its three gradients.
bool onednn_conv_applies(const Tensor& input, const Tensor& weight, const ConvGeometry& g);
// Note [bfloat16 convolutions]: PyTorch 1.13 gives a bfloat16 CPU convolution (forward and backward, any shape but
// transposed) to oneDNN on a processor with AVX-512 BW, VL and DQ (mkldnn_bf16_device_check), which widens the
// operands to float, accumulates in float and rounds each result once. That is the float32 convolution of the
// widened tensors, rounded: `on_float32` runs a convolution kernel so. (Elsewhere PyTorch's own loops round as
// tsr's bfloat16 paths do.) It applies where every tensor of the call is bfloat16: a mixed call goes its usual way,
// to the errors that name the types.
bool bfloat16_convolution_on_onednn(const Stack& s);
void on_float32(Stack& s, void (*kernel)(const Operator&, DispatchKeySet, Stack&), const Operator& op,
                DispatchKeySet keys);
// onednn_conv_applies for conv2d's arguments (a 3-d or 4-d input, groups), as the conv2d kernel chooses.
bool conv2d_on_onednn(const Tensor& input, const Tensor& weight, std::array<int64_t, 2> stride,
                      std::array<int64_t, 2> dilation, int64_t groups);
Tensor onednn_conv2d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g);
Conv2dGrads onednn_conv2d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight,
                                   const ConvGeometry& g);
// The same for a batched (5-d) 3-d convolution (conv3d.cpp): PyTorch's test, the forward, and the three gradients
// (input, weight, bias).
bool onednn_conv3d_applies(const Tensor& input, const Tensor& weight, const std::array<int64_t, 3>& stride,
                           const std::array<int64_t, 3>& dilation, int64_t groups);
Tensor onednn_conv3d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias,
                             const std::array<int64_t, 3>& stride, const std::array<int64_t, 3>& padding,
                             const std::array<int64_t, 3>& dilation, int64_t groups);
std::array<Tensor, 3> onednn_conv3d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight,
                                             const std::array<int64_t, 3>& stride,
                                             const std::array<int64_t, 3>& padding,
                                             const std::array<int64_t, 3>& dilation, int64_t groups);

// A 2-d pool's planes and output size after PyTorch's checks of its arguments, in PyTorch's order (max_pool2d's,
// with dilation, and avg_pool2d's messages differ). n is 1 for an unbatched (3-d) input.
struct Pool2dGeometry {
  int64_t n = 1, c = 0, h = 0, w = 0, oh = 0, ow = 0;
};
Pool2dGeometry max_pool2d_geometry(const Tensor& input, std::array<int64_t, 2> kernel, std::array<int64_t, 2> stride,
                                   std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation, bool ceil_mode);
Pool2dGeometry avg_pool2d_geometry(const Tensor& input, std::array<int64_t, 2> kernel, std::array<int64_t, 2> stride,
                                   std::array<int64_t, 2> padding, bool ceil_mode);

struct PoolResult {
  Tensor values, indices;  // indices: flat position of each maximum within its (H, W) plane
};
PoolResult max_pool2d_forward(const Tensor& input, std::array<int64_t, 2> kernel, std::array<int64_t, 2> stride,
                              std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation, bool ceil_mode);
// The max pools' input gradient, for `spatial` (2 or 3) pooled dims: each element of grad added at its maximum's
// flat index within its input plane (`indices`, as the forward gave them), in output order.
Tensor pool_indices_scatter(const Tensor& grad, const Tensor& indices, const Dims& input_shape, ScalarType dtype,
                            int spatial);
// Its derivative with respect to grad (the backward's own backward): the gather through the same indices, by
// dispatched ops so that it is recorded.
Tensor pool_indices_gather(const Tensor& grad_grad, const Tensor& indices, int spatial);

// Average pooling: the forward pass, or with `grad` the input gradient.
Tensor avg_pool2d_impl(const Tensor& input, const Tensor* grad, std::array<int64_t, 2> kernel, std::array<int64_t, 2> stride,
                       std::array<int64_t, 2> padding, bool ceil_mode, bool count_include_pad,
                       std::optional<int64_t> divisor);

}  // namespace tsr::tensor
