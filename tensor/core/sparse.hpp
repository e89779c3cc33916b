// Sparse COO tensors (layout torch.sparse_coo), as PyTorch 1.13's SparseTensorImpl: a TensorImpl subclass with
// no element storage of its own, holding `indices` (int64, sparse_dim x nnz) and `values` (nnz x dense sizes).
//
// Note [The SparseCPU backend]: a sparse tensor reaches the dispatcher like any other. When the key serving a call
// is a backend key (CPU) and an argument is sparse, the dispatcher runs the op's kernel from the sparse kernel
// table instead (PyTorch's SparseCPU dispatch key; tsr keeps it a table beside the key set so that no widely
// included header changes), after Autograd has recorded the op with its usual formula: `torch.mm(sparse, w)`
// records MmBackward0, whose backward calls mm and t on the sparse operand again. An op without a sparse kernel
// raises PyTorch's NotImplementedError ("Could not run 'aten::exp' with arguments from the 'SparseCPU' backend").
// The sparse kernels are composed of dense ops on `values` (index_add, index_select, mul), so gradients reach the
// dense operands and the values through them.
#pragma once

#include <cstdint>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor {

class SparseCooImpl : public TensorImpl {
 public:
  SparseCooImpl(Tensor indices, Tensor values, Dims sizes, bool coalesced);
  const Tensor& indices() const { return indices_; }
  const Tensor& values() const { return values_; }
  int64_t sparse_dim() const { return indices_.sizes()[0]; }
  int64_t dense_dim() const { return values_.dim() - 1; }
  int64_t nnz() const { return values_.sizes()[0]; }
  bool coalesced() const { return coalesced_; }
  void set_coalesced(bool c) { coalesced_ = c; }
  void set_indices_values(Tensor indices, Tensor values) {
    indices_ = std::move(indices);
    values_ = std::move(values);
  }

 private:
  Tensor indices_, values_;
  bool coalesced_;
};

bool is_sparse(const Tensor& t);
// The sparse impl of `t`, raising PyTorch's error naming `op` for a strided tensor.
const SparseCooImpl& sparse_impl(const Tensor& t, const char* op);

// torch._sparse_coo_tensor_unsafe: no checks of the indices against `sizes`.
Tensor sparse_coo_unsafe(const Tensor& indices, const Tensor& values, const Dims& sizes, bool coalesced = false);
// torch.sparse_coo_tensor's checks (indices 2-d int64, nnz agreeing, each index inside its size), then the tensor.
Tensor sparse_coo(const Tensor& indices, const Tensor& values, const Dims& sizes);
Tensor sparse_coalesce(const Tensor& self);
Tensor sparse_to_dense(const Tensor& self);
// dense.to_sparse(sparse_dim): the nonzero entries of the first sparse_dim dimensions.
Tensor dense_to_sparse(const Tensor& self, int64_t sparse_dim);
// self.resize_as_sparse_(the_template), in place.
void sparse_resize_as_(const Tensor& self, const Tensor& the_template);

// The dispatcher's hook (Note [The SparseCPU backend]): whether a call's arguments hold a sparse tensor, and the
// call of `op` on the sparse backend.
bool stack_has_sparse(const Stack& stack);
void sparse_backend_call(const Operator& op, Stack& stack);

}  // namespace tsr::tensor
