// The matmul family and reductions: C++ API over ops declared by schema (see linalg.cpp, reduce.cpp).
#pragma once

#include <optional>
#include <span>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor bmm(const Tensor& self, const Tensor& mat2);
// matmul with PyTorch's rules: dot, mv, mm, and broadcast batched products.
Tensor matmul(const Tensor& self, const Tensor& other);

// sum / mean over all elements, or over `dims` with keepdim.
Tensor sum(const Tensor& self);
Tensor sum(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);
Tensor mean(const Tensor& self);
Tensor mean(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);

}  // namespace tsr::tensor
