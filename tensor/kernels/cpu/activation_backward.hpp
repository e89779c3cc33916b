// Activation backward kernels that round as PyTorch 1.13's CPU kernels (pointwise_activation.cpp), for the derivative
// formulas of their ops when no graph is being built (with create_graph the formulas compose recorded ops).
#pragma once

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// Whether PyTorch 1.13 would give gelu (approximate='none') of x to oneDNN: contiguous float32, more than one
// element (Note [PyTorch's oneDNN gelu] in onednn_eltwise.hpp).
bool gelu_uses_onednn(const Tensor& x);
// gelu's (erf form) input gradient grad * gelu'(x), PyTorch's rounding; for float/double CPU tensors with a
// contiguous x (gelu_backward_exact_applies).
bool gelu_backward_exact_applies(const Tensor& x);
Tensor gelu_backward_exact(const Tensor& grad, const Tensor& x);

}  // namespace tsr::tensor
