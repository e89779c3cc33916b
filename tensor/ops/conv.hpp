// Convolution and pooling helpers shared by the CPU kernels (kernels/cpu/conv.cpp) and their derivative formulas.
#pragma once

#include <array>
#include <optional>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

struct ConvGeometry {
  int64_t n = 0, c = 0, h = 0, w = 0, o = 0, kh = 0, kw = 0, oh = 0, ow = 0;
  std::array<int64_t, 2> stride{1, 1}, padding{0, 0}, dilation{1, 1};
};
ConvGeometry conv_geometry(const Tensor& input, const Tensor& weight, std::array<int64_t, 2> stride,
                           std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation);

// One image (C, H, W) unfolded to columns (C*kH*kW, OH*OW), and its adjoint.
Tensor im2col(const Tensor& image, const ConvGeometry& g);
Tensor col2im(const Tensor& cols, const ConvGeometry& g);

Tensor conv2d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g);
struct Conv2dGrads {
  Tensor input, weight, bias;
};
Conv2dGrads conv2d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight, const ConvGeometry& g,
                            bool need_bias);

struct PoolResult {
  Tensor values, indices;  // indices: flat position of each maximum within its (H, W) plane
};
PoolResult max_pool2d_forward(const Tensor& input, std::array<int64_t, 2> kernel, std::array<int64_t, 2> stride,
                              std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation, bool ceil_mode);
Tensor max_pool2d_backward(const Tensor& grad, const Tensor& indices, const Dims& input_shape, ScalarType dtype);

// Average pooling: the forward pass, or with `grad` the input gradient.
Tensor avg_pool2d_impl(const Tensor& input, const Tensor* grad, std::array<int64_t, 2> kernel, std::array<int64_t, 2> stride,
                       std::array<int64_t, 2> padding, bool ceil_mode, bool count_include_pad,
                       std::optional<int64_t> divisor);

}  // namespace tsr::tensor
