// The matmul family and reductions: C++ API over ops declared by schema (see linalg.cpp, reduce.cpp).
#pragma once

#include <optional>
#include <span>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor bmm(const Tensor& self, const Tensor& mat2);
// The shape checks of bmm and baddbmm (batch2's first two sizes, one message) or of addbmm (its batches, then its
// matrices), in PyTorch's words; every backend's kernels make them.
void check_batched_operands(const Tensor& batch1, const Tensor& batch2, bool addbmm = false);
// The gradients of mm's operands (of addmm's too), as PyTorch's mm_mat1_backward / mm_mat2_backward: an operand
// stored column-major gets its gradient computed column-major (the transposed product, transposed back), so the
// gradient has the operand's layout and what sums it adds in PyTorch's order (nn.Linear's weight: W.t()).
Tensor mm_mat1_backward(const Tensor& grad, const Tensor& mat1, const Tensor& mat2);
Tensor mm_mat2_backward(const Tensor& grad, const Tensor& mat1, const Tensor& mat2);
// matmul with PyTorch's rules: dot, mv, mm, and broadcast batched products.
Tensor matmul(const Tensor& self, const Tensor& other);
// dot (1-d @ 1-d) and mv (2-d @ 1-d) computed without re-dispatching, for the dot and mv kernels.
Tensor matmul_direct(const Tensor& self, const Tensor& other);

// sum / mean over all elements, or over `dims` with keepdim.
Tensor sum(const Tensor& self);
Tensor sum(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);
Tensor mean(const Tensor& self);
Tensor mean(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);

}  // namespace tsr::tensor

namespace tsr::tensor {

// Values and indices of a max/min along one dimension (torch.return_types.max).
struct ValuesIndices {
  Tensor values, indices;
};

ValuesIndices max(const Tensor& self, int64_t dim, bool keepdim = false);
ValuesIndices min(const Tensor& self, int64_t dim, bool keepdim = false);
Tensor max(const Tensor& self);  // over all elements
Tensor min(const Tensor& self);
Tensor argmax(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
Tensor argmin(const Tensor& self, std::optional<int64_t> dim = std::nullopt, bool keepdim = false);
Tensor amax(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);
Tensor amin(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);
Tensor prod(const Tensor& self);
// var/std with Bessel's correction `correction` (1 = unbiased, PyTorch's default).
Tensor var(const Tensor& self, std::span<const int64_t> dims, int64_t correction = 1, bool keepdim = false);
Tensor std(const Tensor& self, std::span<const int64_t> dims, int64_t correction = 1, bool keepdim = false);
Tensor all(const Tensor& self);
Tensor any(const Tensor& self, std::span<const int64_t> dims = {}, bool keepdim = false);
Tensor logsumexp(const Tensor& self, std::span<const int64_t> dims, bool keepdim = false);
Tensor softmax(const Tensor& self, int64_t dim);
Tensor log_softmax(const Tensor& self, int64_t dim);
Tensor cumsum(const Tensor& self, int64_t dim);

}  // namespace tsr::tensor
