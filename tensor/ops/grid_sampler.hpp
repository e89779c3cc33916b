// grid_sampler_2d's argument handling, shared by its CPU kernel (kernels/cpu/grid_sampler.cpp) and its CUDA kernel
// (cuda/grid_sample.cu): the modes, and PyTorch 1.13's checks of the tensors with its messages.
#pragma once

#include <string_view>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"
#include "tensor/kernels/grid_sample.hpp"

namespace tsr::tensor {

struct GridSamplerArgs {
  bool nearest;
  grid_sample::Padding padding;
  bool align;
};
// interpolation_mode, padding_mode and align_corners from s[first] on; bicubic is refused (F.grid_sample composes it).
GridSamplerArgs grid_sampler_args(const Stack& s, size_t first);
// check_grid_sampler_common and check_grid_sampler_2d, in PyTorch 1.13's order and words, then the kernel's dtypes
// (float32 and float64; kernel_name names the kernel in the refusal).
void check_grid_sampler_inputs(const Tensor& input, const Tensor& grid, std::string_view kernel_name);
// grad_output's shape for the backward: (N, C, H_out, W_out).
void check_grid_sampler_grad(const Tensor& grad_output, const Tensor& input, const Tensor& grid);

}  // namespace tsr::tensor
