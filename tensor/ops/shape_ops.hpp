// Joining and splitting: cat, stack, split, chunk (schemas and kernels in kernels/cpu/shape_ops.cpp).
#pragma once

#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

Tensor cat(const std::vector<Tensor>& tensors, int64_t dim = 0);
Tensor stack(const std::vector<Tensor>& tensors, int64_t dim = 0);
// Views of consecutive pieces of `split_size` along dim (the last may be smaller).
std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim = 0);
std::vector<Tensor> split_with_sizes(const Tensor& self, const std::vector<int64_t>& sizes, int64_t dim = 0);
std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim = 0);

}  // namespace tsr::tensor
