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
// check_grid_sampler_common and check_grid_sampler_2d (or _3d's dims, `spatial` 3), in PyTorch 1.13's order and
// words, then the kernel's dtypes (float32 and float64; kernel_name names the kernel in the refusal).
void check_grid_sampler_inputs(const Tensor& input, const Tensor& grid, std::string_view kernel_name,
                               int64_t spatial = 2);
// grad_output's shape for the backward: (N, C, H_out, W_out).
void check_grid_sampler_grad(const Tensor& grad_output, const Tensor& input, const Tensor& grid);

// The per-point code's view of an (N, C, H, W) input and the modes; `fused`: Note [grid_sampler's rounding].
template <class T>
grid_sample::Geometry<T> grid_sampler_geometry(const Tensor& input, const GridSamplerArgs& a, bool fused) {
  const int64_t in_h = input.size(2), in_w = input.size(3);
  return grid_sample::Geometry<T>{input.size(1),
                                  in_h,
                                  in_w,
                                  input.stride(0),
                                  input.stride(1),
                                  input.stride(2),
                                  input.stride(3),
                                  a.nearest,
                                  a.padding != grid_sample::Padding::Zeros,
                                  fused,
                                  grid_sample::Location<T>(in_w, a.padding, a.align, fused),
                                  grid_sample::Location<T>(in_h, a.padding, a.align, fused)};
}

}  // namespace tsr::tensor
