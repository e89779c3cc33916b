// See index_checks.hpp.
#include "tensor/kernels/index_checks.hpp"

#include <algorithm>

#include "tensor/core/dtype.hpp"
#include "tensor/core/error.hpp"

namespace tsr::tensor {

int64_t size_or_1(const Tensor& t, int64_t d) { return t.dim() == 0 ? 1 : t.sizes()[size_t(d)]; }

// Without these checks an index larger than self or src read and wrote outside their storage (a heap overflow the
// tensor fuzz target found through scatter_).
void check_gather_scatter_shapes(const Tensor& self, int64_t dim, const Tensor& index, const Tensor* src) {
  if (index.numel() == 0) return;
  const int64_t nd = std::max<int64_t>(self.dim(), 1);
  check(std::max<int64_t>(index.dim(), 1) == nd, ErrorKind::RuntimeError,
        "Index tensor must have the same number of dimensions as ", src ? "self" : "input", " tensor");
  if (!src) {
    for (int64_t d = 0; d < nd; ++d)
      check(d == dim || size_or_1(index, d) <= size_or_1(self, d), ErrorKind::RuntimeError,
            "Size does not match at dimension ", d, " expected index ", index.sizes(), " to be smaller than self ",
            self.sizes(), " apart from dimension ", dim);
    return;
  }
  check(std::max<int64_t>(src->dim(), 1) == nd, ErrorKind::RuntimeError,
        "Index tensor must have the same number of dimensions as src tensor");
  bool fits = true;
  for (int64_t d = 0; d < nd; ++d)
    fits &= size_or_1(index, d) <= size_or_1(*src, d) && (d == dim || size_or_1(index, d) <= size_or_1(self, d));
  check(fits, ErrorKind::RuntimeError, "Expected index ", index.sizes(), " to be smaller than self ", self.sizes(),
        " apart from dimension ", dim, " and to be smaller size than src ", src->sizes());
}

void check_scatter_args(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  check(index.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "scatter(): Expected dtype int64 for index");
  check(self.dtype() == src.dtype(), ErrorKind::RuntimeError, "scatter(): Expected self.dtype to be equal to src.dtype");
  check_gather_scatter_shapes(self, dim, index, &src);
}

void check_vector_index(const Tensor& index, const char* op) {
  check(index.dim() <= 1, ErrorKind::IndexError, op, "(): Index is supposed to be a vector, but got dim: ", index.dim(),
        " with type: ", dtype_title(index.dtype()), " and size: ", index.sizes());
}

void check_index_copy_args(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source) {
  check_vector_index(index, "index_copy_");
  const int64_t source_n = size_or_1(source, dim);
  check(index.numel() == source_n, ErrorKind::IndexError, "index_copy_(): Number of indices (", index.numel(),
        ") should be equal to source.size(dim) (", source_n, ")");
  for (int64_t k = 0; k < std::max(self.dim(), source.dim()); ++k) {
    if (k == dim) continue;
    const int64_t a = k < self.dim() ? self.sizes()[size_t(k)] : 1, b = k < source.dim() ? source.sizes()[size_t(k)] : 1;
    check(a == b && self.dim() == source.dim(), ErrorKind::RuntimeError,
          "index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: ", a,
          " at dimension ", k > dim ? k - 1 : k, " and source slice shape: ", b, " at dimension ", k > dim ? k - 1 : k, ".");
  }
  check(index.dtype() == ScalarType::Long, ErrorKind::RuntimeError,
        "index_copy_(): Expected a long tensor for index, but got ", dtype_title(index.dtype()));
  check(self.dtype() == source.dtype(), ErrorKind::RuntimeError,
        "index_copy_(): self and source expected to have the same dtype, but got (self) ", dtype_title(self.dtype()),
        " and (source) ", dtype_title(source.dtype()));
}

bool expandable_to(const Dims& from, const Dims& to) {
  if (from.size() > to.size()) return false;
  for (size_t i = 0; i < from.size(); ++i) {
    const int64_t f = from[from.size() - 1 - i], t = to[to.size() - 1 - i];
    if (f != t && f != 1) return false;
  }
  return true;
}

Dims broadcast_index_shapes(const std::vector<Tensor>& indices) {
  Dims shape;
  bool fits = true;
  for (const Tensor& idx : indices) {
    if (!idx.defined()) continue;
    const Dims& sizes = idx.sizes();
    const size_t n = std::max(shape.size(), sizes.size());
    Dims out(n, 1);
    for (size_t i = 0; i < n && fits; ++i) {
      const int64_t a = i < n - shape.size() ? 1 : shape[i - (n - shape.size())];
      const int64_t b = i < n - sizes.size() ? 1 : sizes[i - (n - sizes.size())];
      fits = a == b || a == 1 || b == 1;
      out[i] = a == 1 ? b : a;
    }
    if (!fits) break;
    shape = out;
  }
  if (!fits) {
    std::string shapes;
    for (const Tensor& idx : indices)
      if (idx.defined()) shapes += (shapes.empty() ? "" : ", ") + idx.sizes().str();
    throw Error(ErrorKind::IndexError, "shape mismatch: indexing tensors could not be broadcast together with shapes " + shapes);
  }
  return shape;
}

}  // namespace tsr::tensor
