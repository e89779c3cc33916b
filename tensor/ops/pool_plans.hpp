// What the adaptive pools, the 3-d pools and reflection/replication padding walk, after their arguments' checks:
// the planes, the per-plane shapes of kernels/pool_windows.hpp and the result's shape. The CPU kernels
// (kernels/cpu/adaptive_pool.cpp, conv.cpp, padding.cpp) make these and so do the CUDA kernels (cuda/pool_pad.cu),
// so both check their arguments with PyTorch's messages in PyTorch's order.
#pragma once

#include <string_view>
#include <vector>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"
#include "tensor/kernels/pool_windows.hpp"

namespace tsr::tensor {

// `planes` leading planes of (D, H, W), a 2-d op's D being 1.
struct AdaptivePlan : pool_windows::AdaptiveShape {
  int64_t planes = 0;
  std::vector<int64_t> out_shape;
};
// An adaptive pool of `spatial` (2 or 3) dims: the input's and output_size's checks (each kernel's own order and
// messages).
AdaptivePlan adaptive_pool_plan(const Tensor& input, int spatial, bool is_max, const std::vector<int64_t>& output_size);
// Its backward: self's planes pooled to grad_output's trailing sizes; out_shape is self's.
AdaptivePlan adaptive_pool_backward_plan(const Tensor& grad_output, const Tensor& self, int spatial);

struct Pool3dPlan : pool_windows::Pool3dShape {
  int64_t planes = 0;
  std::vector<int64_t> out_shape;
};
// max_pool3d (dilation given) or avg_pool3d (none) of input, its kernel_size, stride, padding[, dilation] and
// ceil_mode read from s[first] on: the output sizes and the input's checks.
Pool3dPlan pool3d_plan(const Tensor& input, const Stack& s, size_t first, bool has_dilation);

struct PadPlan : pool_windows::PadShape {
  int64_t planes = 1;
  std::vector<int64_t> out_shape;
  const char* kernel_name = "";  // the AT_DISPATCH name of PyTorch's CPU kernel, for dtype errors
};
// reflection_pad{1,2,3}d or replication_pad{1,2,3}d (by that name) of self: the input's and padding's checks.
PadPlan pad_plan(std::string_view op, const Tensor& self, const std::vector<int64_t>& pad);
// Their backward ops (op is still the forward's name): grad_output's checks too; out_shape is self's.
PadPlan pad_backward_plan(std::string_view op, const Tensor& grad_output, const Tensor& self,
                          const std::vector<int64_t>& pad);

}  // namespace tsr::tensor
