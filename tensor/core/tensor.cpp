#include <algorithm>
// See tensor.hpp.
#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

int64_t wrap_dim(int64_t dim, int64_t ndim) {
  const int64_t n = std::max<int64_t>(ndim, 1);  // a 0-d tensor accepts dims -1 and 0, as in PyTorch
  check(dim >= -n && dim < n, ErrorKind::IndexError, "Dimension out of range (expected to be in range of [", -n,
        ", ", n - 1, "], but got ", dim, ")");
  return dim < 0 ? dim + n : dim;
}

int64_t Tensor::size(int64_t dim) const { return sizes()[wrap_dim(dim, this->dim())]; }
int64_t Tensor::stride(int64_t dim) const { return strides()[wrap_dim(dim, this->dim())]; }

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

Tensor empty_like_layout(const Tensor& like, std::span<const int64_t> sizes, ScalarType dtype) {
  const int64_t nd = like.dim();
  if (static_cast<int64_t>(sizes.size()) != nd || like.sizes() != Dims(sizes) || like.is_contiguous() || nd < 2)
    return empty(sizes, dtype, like.device());
  // The dims ordered from outermost to innermost by stride (size-1 dims keep their place: they do not matter).
  std::vector<int64_t> perm(static_cast<size_t>(nd));
  for (int64_t d = 0; d < nd; ++d) perm[static_cast<size_t>(d)] = d;
  std::stable_sort(perm.begin(), perm.end(), [&](int64_t x, int64_t y) {
    if (like.sizes()[x] == 1 || like.sizes()[y] == 1) return false;
    return like.strides()[x] > like.strides()[y];
  });
  // Only a non-overlapping, dense layout is reproduced (a permutation of a contiguous one).
  int64_t expected = 1;
  for (int64_t i = nd - 1; i >= 0; --i) {
    const int64_t d = perm[static_cast<size_t>(i)];
    if (like.sizes()[d] == 1) continue;
    if (like.strides()[d] != expected) return empty(sizes, dtype, like.device());
    expected *= like.sizes()[d];
  }
  Dims strides(nd);
  int64_t stride = 1;
  for (int64_t i = nd - 1; i >= 0; --i) {
    const int64_t d = perm[static_cast<size_t>(i)];
    strides[d] = stride;
    stride *= std::max<int64_t>(like.sizes()[d], 1);
  }
  const size_t nbytes = storage_nbytes(sizes, dtype);
  auto storage = Storage::make(nbytes, like.device());
  return Tensor(IntrusivePtr<TensorImpl>::make(std::move(storage), dtype, Dims(sizes), std::move(strides), 0));
}

Tensor make_view(const Tensor& base, Dims sizes, Dims strides, int64_t storage_offset) {
  // Every view's numel() must fit in int64 (expand to [2**40, 2**40] would wrap), as PyTorch's safe numel.
  check(checked_numel(sizes).has_value(), ErrorKind::RuntimeError, "numel: integer multiplication overflow");
  return Tensor(IntrusivePtr<TensorImpl>::make(base.storage(), base.dtype(), std::move(sizes), std::move(strides),
                                               storage_offset));
}

}  // namespace tsr::tensor
