#include <algorithm>
// See tensor.hpp.
#include "tensor/core/tensor.hpp"

#include "tensor/core/dim_order.hpp"
#include "tensor/core/sparse.hpp"

namespace tsr::tensor {

int64_t wrap_dim(int64_t dim, int64_t ndim) {
  const int64_t n = std::max<int64_t>(ndim, 1);  // a 0-d tensor accepts dims -1 and 0, as in PyTorch
  check(dim >= -n && dim < n, ErrorKind::IndexError, "Dimension out of range (expected to be in range of [", -n,
        ", ", n - 1, "], but got ", dim, ")");
  return dim < 0 ? dim + n : dim;
}

namespace {
// The index of dim in sizes() and strides(). wrap_dim lets a 0-d tensor take dims -1 and 0 (ops treat it as one
// element), but it has no size or stride to read there: reading one was a read past the end (found by the tensor
// fuzz target). PyTorch raises this IndexError.
size_t dim_index(int64_t dim, int64_t ndim) {
  check(ndim > 0, ErrorKind::IndexError, "Dimension specified as ", dim, " but tensor has no dimensions");
  return static_cast<size_t>(wrap_dim(dim, ndim));
}
}  // namespace

int64_t Tensor::size(int64_t dim) const { return sizes()[dim_index(dim, this->dim())]; }
int64_t Tensor::stride(int64_t dim) const { return strides()[dim_index(dim, this->dim())]; }

bool Tensor::is_contiguous() const {
  // Size-1 dimensions may have any stride; an empty tensor is contiguous (PyTorch's rule).
  int64_t expected = 1;
  for (int64_t i = dim() - 1; i >= 0; --i) {
    const int64_t size = sizes()[i];
    if (size == 0) return true;
    if (size != 1 && strides()[i] != expected) return false;
    expected *= size;
  }
  return true;
}

namespace {

// Bytes of a contiguous tensor of `sizes`; a shape whose byte count does not fit in int64 raises, as PyTorch's
// computeStorageNbytesContiguous, instead of wrapping round to a small buffer that the next write overruns.
size_t storage_nbytes(std::span<const int64_t> sizes, ScalarType dtype) {
  const auto numel = checked_numel(sizes);
  int64_t nbytes = 0;
  const bool overflowed =
      !numel || __builtin_mul_overflow(*numel, static_cast<int64_t>(element_size(dtype)), &nbytes);
  check(!overflowed, ErrorKind::RuntimeError, "Storage size calculation overflowed with sizes=", Dims(sizes));
  return static_cast<size_t>(nbytes);
}

}  // namespace

Tensor empty(std::span<const int64_t> sizes, ScalarType dtype, Device device) {
  for (int64_t s : sizes)
    check(s >= 0, ErrorKind::RuntimeError, "Trying to create tensor with negative dimension ", s, ": ",
          Dims(sizes));
  const size_t nbytes = storage_nbytes(sizes, dtype);
  auto storage = Storage::make(nbytes, device);
  return Tensor(IntrusivePtr<TensorImpl>::make(std::move(storage), dtype, Dims(sizes), contiguous_strides(sizes), 0));
}

namespace {

// PyTorch's is_non_overlapping_and_dense: some permutation of the dims is contiguous (size-0/1 dims aside).
bool is_non_overlapping_and_dense(const Tensor& t) {
  const int64_t nd = t.dim();
  if (nd == 1) return t.sizes()[0] < 2 || t.strides()[0] == 1;
  std::vector<int64_t> perm(static_cast<size_t>(nd));
  for (int64_t d = 0; d < nd; ++d) perm[static_cast<size_t>(d)] = d;
  std::sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) {
    if (t.sizes()[a] < 2) return false;
    if (t.sizes()[b] < 2) return true;
    return t.strides()[a] < t.strides()[b];
  });
  int64_t required = 1;
  for (int64_t d : perm) {
    if (t.sizes()[d] < 2) return true;
    if (t.strides()[d] != required) return false;
    required *= t.sizes()[d];
  }
  return true;
}

// PyTorch's infer_dense_strides: dense strides in the order of t's strides, innermost first, which is
// TensorIterator's order of one operand (a dim with stride 0 stays where it is; of two equal strides the larger size
// goes outside), so every op propagates layouts alike.
Dims infer_dense_strides(const Tensor& t) {
  const int64_t nd = t.dim();
  const std::vector<int64_t> perm =
      iteration_order(nd, 1, t.sizes(), [&](size_t, int64_t d) { return t.strides()[d]; });
  return dense_strides_in_order<Dims>(perm, t.sizes());
}

}  // namespace

Tensor empty_like_layout(const Tensor& like, std::span<const int64_t> sizes, ScalarType dtype) {
  return empty_like_layout(like, sizes, dtype, like.device());
}

Tensor empty_like_layout(const Tensor& like, std::span<const int64_t> sizes, ScalarType dtype, Device device) {
  if (static_cast<int64_t>(sizes.size()) != like.dim() || like.sizes() != Dims(sizes) || like.dim() == 0)
    return empty(sizes, dtype, device);
  // PyTorch's preserve_format (empty_like, clone): a non-overlapping, dense layout is kept stride for stride;
  // any other (a slice, an expansion) gets dense strides in the order of its own.
  Dims strides = is_non_overlapping_and_dense(like) ? like.strides() : infer_dense_strides(like);
  // A negative stride in a dense layout is a size-1 dim's (numpy's `a[::-1]` of one element): never the new
  // tensor's, whose copy must stay positive as numpy's are (torch.from_numpy refuses negative strides).
  for (int64_t& s : strides) s = std::abs(s);
  const size_t nbytes = storage_nbytes(sizes, dtype);  // dense: the elements fill exactly numel slots
  auto storage = Storage::make(nbytes, device);
  return Tensor(IntrusivePtr<TensorImpl>::make(std::move(storage), dtype, Dims(sizes), std::move(strides), 0));
}

Tensor empty_dense(std::span<const int64_t> sizes, Dims strides, ScalarType dtype, Device device) {
  const size_t nbytes = storage_nbytes(sizes, dtype);  // dense: the elements fill exactly numel slots
  auto storage = Storage::make(nbytes, device);
  return Tensor(IntrusivePtr<TensorImpl>::make(std::move(storage), dtype, Dims(sizes), std::move(strides), 0));
}

void refuse_inplace_on_inference() {
  throw Error(ErrorKind::RuntimeError,
              "Inplace update to inference tensor outside InferenceMode is not allowed.You can make a clone to get a "
              "normal tensor before doing inplace update.See https://github.com/pytorch/rfcs/pull/17 for more details.");
}

Tensor make_view(const Tensor& base, Dims sizes, Dims strides, int64_t storage_offset) {
  // Every view's numel() must fit in int64 (expand to [2**40, 2**40] would wrap), as PyTorch's safe numel.
  check(checked_numel(sizes).has_value(), ErrorKind::RuntimeError, "numel: integer multiplication overflow");
  // A sparse tensor has no elements in its storage to view: an alias of the same geometry (detach) shares its
  // indices and values; any other view is the sparse backend's error.
  if (is_sparse(base)) {
    check(sizes == base.sizes(), ErrorKind::NotImplementedError,
          "Could not run 'aten::as_strided' with arguments from the 'SparseCPU' backend.");
    const SparseCooImpl& s = sparse_impl(base, "alias");
    return sparse_coo_unsafe(s.indices(), s.values(), base.sizes(), s.coalesced());
  }
  // Note [vmap]: a batched tensor's views are the Batched key's (they view its physical tensor); only an alias of the
  // same geometry (detach, `.data`) is made here, batched as its base.
  const bool batched = base.impl()->batched() != nullptr;
  check(!batched || (sizes == base.sizes() && strides == base.strides() && storage_offset == base.storage_offset()),
        ErrorKind::RuntimeError, "tsr: internal error: a view of a batched tensor made outside the dispatcher");
  auto view = IntrusivePtr<TensorImpl>::make(base.storage(), base.dtype(), std::move(sizes), std::move(strides),
                                             storage_offset);
  view->set_own_version_counter(base.impl()->own_version_counter());  // a view shares its base's counter
  view->set_inference(base.impl()->is_inference());
  if (batched) [[unlikely]]
    view->set_batched(base.impl()->batched());
  return Tensor(std::move(view));
}

}  // namespace tsr::tensor
