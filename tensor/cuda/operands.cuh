// The operand and output helpers of the pointwise kernels on the CUDA key (pointwise.cu, compare.cu): type
// promotion and output allocation as the CPU kernels do them, before one launch of the elementwise launcher.
#pragma once

#include <span>

#include "tensor/cuda/elementwise.cuh"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {

// An input in the op's computation dtype: a CPU scalar stays on the host (read by value), a GPU tensor is
// converted on the device when its dtype differs.
inline Tensor as_operand(const Tensor& t, ScalarType dtype) {
  if (t.device().is_cpu()) return t;
  return t.dtype() == dtype ? t : to_dtype(t, dtype);
}

// The output of an op over `inputs`, shaped `shape`: the layout of the input of that shape when there is one (as
// the CPU kernels' empty_like_layout), on the inputs' GPU.
inline Tensor output(std::span<const Tensor> inputs, const Dims& shape, ScalarType dtype, Device device) {
  for (const Tensor& t : inputs)
    if (t.device().is_cuda() && t.sizes() == shape) return empty_like_layout(t, shape, dtype);
  return empty(shape, dtype, device);
}

inline Device gpu_of(std::span<const Tensor> inputs) {
  for (const Tensor& t : inputs)
    if (t.device().is_cuda()) return t.device();
  return Device{DeviceType::CUDA, 0};
}

// The CUDA kernel of an op whose CPU kernel only calls dispatched ops (read for host reads of tensor data before
// being registered so): the ops it calls dispatch to the CUDA kernels (pointwise.cu).
BoxedKernel forward_to_cpu_kernel();
// The CUDA kernel of an op whose output's size depends on the values (nonzero, masked_select): the tensors go to
// the host, the CPU kernel runs, the results come back (PyTorch's CUDA kernels synchronise for these too, to read
// the count). pointwise.cu.
BoxedKernel through_host_kernel();

}  // namespace tsr::tensor::cuda
