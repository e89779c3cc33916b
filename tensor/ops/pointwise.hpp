// Pointwise ops: the C++ API. Each call goes through the dispatcher (see pointwise.cpp for the schemas).
#pragma once

#include <string>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor mul(const Tensor& self, const Tensor& other);
Tensor div(const Tensor& self, const Tensor& other);
Tensor maximum(const Tensor& self, const Tensor& other);
Tensor minimum(const Tensor& self, const Tensor& other);
Tensor pow(const Tensor& self, const Tensor& exponent);
Tensor pow(const Tensor& self, const Scalar& exponent);

Tensor floor_divide(const Tensor& self, const Tensor& other);
Tensor remainder(const Tensor& self, const Tensor& other);

// In-place forms: the result is computed in the promoted dtype, then written into self. PyTorch's errors apply:
// the result dtype must be castable to self's, and the broadcast shape must be self's shape.
Tensor& add_(Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor& sub_(Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor& mul_(Tensor& self, const Tensor& other);
Tensor& div_(Tensor& self, const Tensor& other);

Tensor neg(const Tensor& self);
Tensor abs(const Tensor& self);
Tensor exp(const Tensor& self);
Tensor log(const Tensor& self);
Tensor sqrt(const Tensor& self);
Tensor sin(const Tensor& self);
Tensor cos(const Tensor& self);
Tensor tanh(const Tensor& self);
Tensor sigmoid(const Tensor& self);
Tensor relu(const Tensor& self);
// grad_output where self > threshold, else 0 (PyTorch's ReluBackward0 computes this).
Tensor threshold_backward(const Tensor& grad_output, const Tensor& self, const Scalar& threshold);
Tensor tanh_backward(const Tensor& grad_output, const Tensor& output);
Tensor sigmoid_backward(const Tensor& grad_output, const Tensor& output);
Tensor log1p(const Tensor& self);
Tensor expm1(const Tensor& self);
Tensor rsqrt(const Tensor& self);
Tensor tan(const Tensor& self);
Tensor erf(const Tensor& self);
// approximate: "none" (the erf form) or "tanh".
Tensor gelu(const Tensor& self, const std::string& approximate = "none");
Tensor floor(const Tensor& self);
Tensor ceil(const Tensor& self);
Tensor round(const Tensor& self);  // half to even, as torch.round
Tensor sign(const Tensor& self);

}  // namespace tsr::tensor
