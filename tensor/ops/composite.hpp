// Composite ops: declared by schema like every op, with kernels written in terms of other ops (PyTorch's
// CompositeImplicitAutograd idea: autograd will differentiate them through their parts).
#pragma once

#include <optional>
#include <span>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta = 1, const Scalar& alpha = 1);
Tensor dot(const Tensor& self, const Tensor& other);
Tensor mv(const Tensor& self, const Tensor& vec);
Tensor outer(const Tensor& self, const Tensor& vec2);
// The p-norm over all elements or over dims (p = 2 by default).
Tensor norm(const Tensor& self, double p = 2, std::span<const int64_t> dims = {}, bool keepdim = false);
Tensor lerp(const Tensor& self, const Tensor& end, const Scalar& weight);
Tensor addcmul(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value = 1);
Tensor prelu(const Tensor& self, const Tensor& weight);

}  // namespace tsr::tensor
