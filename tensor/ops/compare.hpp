// Comparisons, logical ops, where and clamp: the C++ API (schemas and kernels in kernels/cpu/compare.cpp).
#pragma once

#include <optional>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

enum class CompareOp : uint8_t { Eq, Ne, Lt, Le, Gt, Ge };

// Elementwise comparison in the promoted dtype; the result is a bool tensor.
Tensor compare(const Tensor& self, const Tensor& other, CompareOp op);
Tensor logical_not(const Tensor& self);
Tensor logical_and(const Tensor& self, const Tensor& other);
Tensor logical_or(const Tensor& self, const Tensor& other);
// where(condition, self, other): self where condition is true, else other, broadcast together.
Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor clamp(const Tensor& self, std::optional<Scalar> min, std::optional<Scalar> max);

}  // namespace tsr::tensor
