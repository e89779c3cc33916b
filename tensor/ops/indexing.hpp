// Indexing ops: index_select, gather, scatter, masked_fill, masked_select, nonzero, one_hot, sort, topk
// (schemas and CPU kernels in kernels/cpu/indexing.cpp). All but masked_fill's in-place form return copies.
#pragma once

#include "tensor/core/scalar.hpp"
#include "tensor/ops/linalg.hpp"

namespace tsr::tensor {

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index);
Tensor gather(const Tensor& self, int64_t dim, const Tensor& index);
Tensor scatter(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor masked_fill(const Tensor& self, const Tensor& mask, const Scalar& value);
Tensor masked_select(const Tensor& self, const Tensor& mask);
Tensor nonzero(const Tensor& self);
Tensor one_hot(const Tensor& self, int64_t num_classes = -1);
// Stable sort along dim (NaN sorts as the largest value, as in PyTorch).
ValuesIndices sort(const Tensor& self, int64_t dim = -1, bool descending = false);
ValuesIndices topk(const Tensor& self, int64_t k, int64_t dim = -1, bool largest = true);

}  // namespace tsr::tensor

namespace tsr::tensor {

// Advanced indexing (`x[idx]` with integer or bool tensors): `indices` has one entry per leading dimension, an
// undefined Tensor standing for a full slice. Index tensors broadcast together; their result dimensions go where
// the indexed dimensions were when those are adjacent, else first (PyTorch's and NumPy's rule). Returns a copy.
Tensor index(const Tensor& self, const std::vector<Tensor>& indices);
// `x[idx] = values` (or `+=` with accumulate, duplicates summed), in place.
Tensor& index_put_(Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate = false);
// one_hot's number of classes for index tensor self after PyTorch 1.13's checks (int64 indices, none negative, each
// below num_classes; -1 infers it from the greatest, which an empty self cannot), by dispatched reductions, so on
// self's device (one read of each on the host).
int64_t one_hot_classes(const Tensor& self, int64_t num_classes);
// The bool mask that masked_fill, masked_scatter and masked_select (`op`) read from `mask`, as PyTorch 1.13 reads it:
// a bool mask as it is; a uint8 mask with the deprecation warning (from TensorAdvancedIndexing.cpp:`line`); any
// other dtype, where `any_dtype`, by the first byte of each element as uint8 (the low byte of an integer, what
// 1.13's kernels read). Those bytes must be 0 or 1. Without any_dtype, a mask of another dtype is returned as it is,
// for the op's own dtype error.
Tensor mask_as_bool(const Tensor& mask, const char* op, const char* line, bool any_dtype);

}  // namespace tsr::tensor
