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

Tensor empty(std::span<const int64_t> sizes, ScalarType dtype, Device device) {
  for (int64_t s : sizes)
    check(s >= 0, ErrorKind::RuntimeError, "Trying to create tensor with negative dimension ", s, ": ",
          Dims(sizes));
  const size_t nbytes = static_cast<size_t>(numel_of(sizes)) * element_size(dtype);
  auto storage = Storage::make(nbytes, device);
  return Tensor(IntrusivePtr<TensorImpl>::make(std::move(storage), dtype, Dims(sizes), contiguous_strides(sizes), 0));
}

Tensor make_view(const Tensor& base, Dims sizes, Dims strides, int64_t storage_offset) {
  return Tensor(IntrusivePtr<TensorImpl>::make(base.storage(), base.dtype(), std::move(sizes), std::move(strides),
                                               storage_offset));
}

}  // namespace tsr::tensor
