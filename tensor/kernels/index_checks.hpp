// The argument checks PyTorch makes before its indexing kernels run, the same on every backend: the CPU kernels
// (kernels/cpu/indexing.cpp, scatter_scan.cpp, advanced_indexing.cpp) and the CUDA ones (cuda/indexing.cu) call
// these, so an error reads the same whatever device the tensors are on.
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// A tensor's size at d, a 0-d tensor counting as one dimension of size 1 (PyTorch's ensure_nonempty_size).
int64_t size_or_1(const Tensor& t, int64_t d);

// PyTorch's gather_shape_check and scatter_shape_check: index has self's number of dimensions and is no larger
// than self (apart from dim) nor, for scatter (`src` given), than src.
void check_gather_scatter_shapes(const Tensor& self, int64_t dim, const Tensor& index, const Tensor* src);

// scatter_add's and scatter_reduce's checks, in PyTorch's order: an int64 index, src of self's dtype, the shapes.
void check_scatter_args(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);

// index_add_/index_copy_'s index: a vector or a scalar ("<op>(): Index is supposed to be a vector ...").
void check_vector_index(const Tensor& index, const char* op);

// index_copy_'s checks on a wrapped dim: one index a source slice, equal slice shapes, a long index, equal dtypes.
void check_index_copy_args(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source);

// True if a tensor of shape `from` can be expanded to `to` (right-aligned sizes equal or 1).
bool expandable_to(const Dims& from, const Dims& to);

// The shape advanced indexing's index tensors (the defined ones) broadcast to, or PyTorch's IndexError "shape
// mismatch: indexing tensors could not be broadcast together with shapes [32], [100]".
Dims broadcast_index_shapes(const std::vector<Tensor>& indices);

}  // namespace tsr::tensor
