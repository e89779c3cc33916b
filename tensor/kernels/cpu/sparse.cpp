// Sparse COO tensors: the SparseCooImpl layout, conversions, coalesce, and the sparse backend's kernels (Note [The
// SparseCPU backend] in tensor/core/sparse.hpp). Every kernel is made of dense ops on the indices and values, so
// autograd records through them.
#include "tensor/core/sparse.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <typeinfo>
#include <unordered_map>

#include "tensor/autograd/autograd.hpp"
#include "tensor/core/error.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

namespace {

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

Dims dims_of(std::span<const int64_t> s) { return Dims(s); }

std::vector<int64_t> vec(std::span<const int64_t> s) { return std::vector<int64_t>(s.begin(), s.end()); }

// The sizes of the sparse dimensions, and of the dense ones, of a sparse tensor.
std::vector<int64_t> sparse_sizes(const Tensor& t, int64_t sparse_dim) {
  return std::vector<int64_t>(t.sizes().begin(), t.sizes().begin() + sparse_dim);
}

// Each nonzero's position in the flattened sparse dimensions (row-major), from contiguous int64 indices.
std::vector<int64_t> linear_positions(const Tensor& indices, std::span<const int64_t> sizes) {
  const Tensor idx = contiguous(indices);
  const int64_t sd = idx.sizes()[0], nnz = idx.sizes()[1];
  const int64_t* p = idx.data<int64_t>();
  std::vector<int64_t> lin(static_cast<size_t>(nnz), 0);
  for (int64_t d = 0; d < sd; ++d)
    for (int64_t k = 0; k < nnz; ++k) lin[k] = lin[k] * sizes[d] + p[d * nnz + k];
  return lin;
}

Tensor long_tensor(const std::vector<int64_t>& v) {
  Tensor t = empty(std::vector<int64_t>{static_cast<int64_t>(v.size())}, ScalarType::Long);
  std::copy(v.begin(), v.end(), t.data<int64_t>());
  return t;
}

}  // namespace

namespace {
// (PyTorch's SparseCUDA backend has no counterpart here: refused by name rather than run on a mix of devices.)
void check_sparse_on_cpu(const Tensor& t, const char* what) {
  check(t.device().is_cpu(), ErrorKind::NotImplementedError,
        "tsr's sparse tensors live on the CPU only (there is no SparseCUDA backend): ", what, " on ", t.device().str());
}
}  // namespace

SparseCooImpl::SparseCooImpl(Tensor indices, Tensor values, Dims sizes, bool coalesced)
    : TensorImpl(Storage::make(size_t(0), values.device()), values.dtype(), sizes, contiguous_strides(sizes), 0),
      indices_(std::move(indices)), values_(std::move(values)), coalesced_(coalesced) {
  check_sparse_on_cpu(indices_, "indices");
  check_sparse_on_cpu(values_, "values");
}

// This runs for each argument of each call: a plain TensorImpl is told apart by its type_info's address first.
bool is_sparse(const Tensor& t) {
  if (!t.defined() || typeid(*t.impl()) == typeid(TensorImpl)) return false;
  return dynamic_cast<const SparseCooImpl*>(t.impl()) != nullptr;
}

const SparseCooImpl& sparse_impl(const Tensor& t, const char* name) {
  const auto* s = t.defined() ? dynamic_cast<const SparseCooImpl*>(t.impl()) : nullptr;
  if (s == nullptr)
    throw Error(ErrorKind::NotImplementedError, std::string("Could not run 'aten::") + name +
                                                    "' with arguments from the 'CPU' backend.");
  return *s;
}

Tensor sparse_coo_unsafe(const Tensor& indices, const Tensor& values, const Dims& sizes, bool coalesced) {
  // Unchecked against the sizes, as PyTorch's; the shapes are still checked so that nothing reads out of bounds.
  check(indices.dim() == 2 && indices.dtype() == ScalarType::Long, ErrorKind::RuntimeError,
        "indices must be an int64 tensor of sparse_dim x nnz");
  check(values.dim() >= 1 && values.sizes()[0] == indices.sizes()[1], ErrorKind::RuntimeError,
        "indices and values must have same nnz, but got nnz from indices: ", indices.sizes()[1],
        ", nnz from values: ", values.dim() >= 1 ? values.sizes()[0] : int64_t(0));
  check(static_cast<int64_t>(sizes.size()) == indices.sizes()[0] + values.dim() - 1, ErrorKind::RuntimeError,
        "number of dimensions must be sparse_dim (", indices.sizes()[0], ") + dense_dim (", values.dim() - 1,
        "), but got ", sizes.size());
  // nnz <= 1 is coalesced by definition, as PyTorch's (an empty or one-entry tensor has nothing to merge).
  const bool c = coalesced || values.sizes()[0] <= 1;
  return Tensor(IntrusivePtr<TensorImpl>(new SparseCooImpl(indices, values, sizes, c)));
}

Tensor sparse_coo(const Tensor& indices, const Tensor& values, const Dims& sizes) {
  check_sparse_on_cpu(indices, "indices");  // (before the bounds checks read them)
  check_sparse_on_cpu(values, "values");
  check(indices.dtype() == ScalarType::Long, ErrorKind::RuntimeError,
        "indices must be an int64 tensor");
  check(indices.dim() == 2, ErrorKind::RuntimeError, "indices must be sparse_dim x nnz, but got: [",
        [&] { std::string s; for (int64_t i = 0; i < indices.dim(); ++i) s += (i ? ", " : "") + std::to_string(indices.sizes()[i]); return s; }(), "]");
  check(values.dim() >= 1, ErrorKind::RuntimeError, "values must have at least one dimension (nnz)");
  const int64_t sd = indices.sizes()[0], nnz = indices.sizes()[1];
  check(nnz == values.sizes()[0], ErrorKind::RuntimeError, "indices and values must have same nnz, but got nnz from indices: ",
        nnz, ", nnz from values: ", values.sizes()[0]);
  const int64_t dd = values.dim() - 1;
  check(static_cast<int64_t>(sizes.size()) == sd + dd, ErrorKind::RuntimeError,
        "number of dimensions must be sparse_dim (", sd, ") + dense_dim (", dd, "), but got ", sizes.size());
  for (int64_t d = 0; d < dd; ++d)
    check(values.sizes()[d + 1] == sizes[sd + d], ErrorKind::RuntimeError,
          "values has incorrect size, expected [", nnz, "] + dense sizes, got ", values.sizes()[d + 1], " at dim ", d + 1);
  const Tensor idx = contiguous(indices);
  const int64_t* p = idx.data<int64_t>();
  for (int64_t d = 0; d < sd; ++d) {
    if (nnz == 0) break;
    const int64_t* row = p + d * nnz;
    const int64_t lo = *std::min_element(row, row + nnz), hi = *std::max_element(row, row + nnz);
    check(lo >= 0, ErrorKind::RuntimeError, "found negative index ", lo, " for dim ", d);
    check(hi < sizes[d], ErrorKind::RuntimeError, "size is inconsistent with indices: for dim ", d, ", size is ",
          sizes[d], " but found index ", hi);
  }
  return sparse_coo_unsafe(indices, values, sizes);
}

// Sorts the entries by position and sums the values of equal positions (index_add, differentiable in the values).
Tensor sparse_coalesce(const Tensor& self) {
  const SparseCooImpl& s = sparse_impl(self, "coalesce");
  if (s.coalesced()) return self;
  const int64_t sd = s.sparse_dim(), nnz = s.nnz();
  const std::vector<int64_t> ssizes = sparse_sizes(self, sd);
  const std::vector<int64_t> lin = linear_positions(s.indices(), ssizes);
  std::vector<int64_t> order(static_cast<size_t>(nnz));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return lin[a] < lin[b]; });
  std::vector<int64_t> slot(static_cast<size_t>(nnz)), kept;  // slot: each entry's row in the result
  for (int64_t k = 0; k < nnz; ++k) {
    const int64_t e = order[k];
    if (kept.empty() || lin[kept.back()] != lin[e]) kept.push_back(e);
    slot[e] = static_cast<int64_t>(kept.size()) - 1;
  }
  const int64_t n = static_cast<int64_t>(kept.size());
  Tensor idx = contiguous(s.indices());
  Tensor new_idx = empty(std::vector<int64_t>{sd, n}, ScalarType::Long);
  for (int64_t d = 0; d < sd; ++d)
    for (int64_t k = 0; k < n; ++k) new_idx.data<int64_t>()[d * n + k] = idx.data<int64_t>()[d * nnz + kept[k]];
  std::vector<int64_t> vsizes = vec(s.values().sizes());
  vsizes[0] = n;
  // Summed in sorted order, as PyTorch's coalesce adds each run of equal positions in turn.
  Tensor values = op("index_select", {s.values(), int64_t(0), long_tensor(order)});
  std::vector<int64_t> sorted_slot(static_cast<size_t>(nnz));
  for (int64_t k = 0; k < nnz; ++k) sorted_slot[k] = slot[order[k]];
  Tensor zeros_v = op("zeros", {vsizes, s.values().dtype(), NoneValue{}});
  Tensor new_values = op("index_add", {zeros_v, int64_t(0), long_tensor(sorted_slot), values, int64_t(1)});
  return sparse_coo_unsafe(new_idx, new_values, self.sizes(), true);
}

Tensor sparse_to_dense(const Tensor& self) {
  const SparseCooImpl& s = sparse_impl(self, "to_dense");
  const int64_t sd = s.sparse_dim();
  const std::vector<int64_t> ssizes = sparse_sizes(self, sd);
  std::vector<int64_t> flat = {numel_of(ssizes)};
  for (int64_t d = 1; d < s.values().dim(); ++d) flat.push_back(s.values().sizes()[d]);
  Tensor z = op("zeros", {flat, self.dtype(), NoneValue{}});
  Tensor out = op("index_add", {z, int64_t(0), long_tensor(linear_positions(s.indices(), ssizes)), s.values(), int64_t(1)});
  return op("reshape", {out, vec(self.sizes())});
}

Tensor dense_to_sparse(const Tensor& self, int64_t sparse_dim) {
  check(!is_sparse(self), ErrorKind::NotImplementedError,
        "Could not run 'aten::to_sparse' with arguments from the 'SparseCPU' backend. This could be because the "
        "operator doesn't exist for this backend, or was omitted during the selective/custom build process (if using "
        "custom build).");
  check_sparse_on_cpu(self, "a dense tensor");
  check(sparse_dim >= 0 && sparse_dim <= self.dim(), ErrorKind::RuntimeError, "sparse_dim (", sparse_dim,
        ") must be in [0, ", self.dim(), "]");  // PyTorch: "sparse_dim must be less than or equal to ..."
  Tensor x = contiguous(self);
  const std::vector<int64_t> sizes = vec(self.sizes());
  std::vector<int64_t> ssizes(sizes.begin(), sizes.begin() + sparse_dim);
  const int64_t rows = numel_of(ssizes);
  const int64_t inner = rows == 0 ? 0 : x.numel() / std::max<int64_t>(rows, 1);
  // A position is kept when any of its dense elements is nonzero.
  Tensor nz = op("ne.Tensor", {op("reshape", {x, std::vector<int64_t>{rows, inner}}), op("zeros", {std::vector<int64_t>{}, x.dtype(), NoneValue{}})});
  Tensor any = contiguous(inner == 0 ? op("zeros", {std::vector<int64_t>{rows}, ScalarType::Bool, NoneValue{}})
                                     : op("any.dims", {nz, std::vector<int64_t>{1}, false}));
  std::vector<int64_t> kept;
  for (int64_t r = 0; r < rows; ++r)
    if (any.data<bool>()[r]) kept.push_back(r);
  const int64_t n = static_cast<int64_t>(kept.size());
  Tensor idx = empty(std::vector<int64_t>{sparse_dim, n}, ScalarType::Long);
  for (int64_t k = 0; k < n; ++k) {
    int64_t r = kept[k];
    for (int64_t d = sparse_dim; d-- > 0;) {
      idx.data<int64_t>()[d * n + k] = r % ssizes[d];
      r /= ssizes[d];
    }
  }
  std::vector<int64_t> vshape = {rows};
  for (int64_t d = sparse_dim; d < self.dim(); ++d) vshape.push_back(sizes[d]);
  Tensor values = op("index_select", {op("reshape", {self, vshape}), int64_t(0), long_tensor(kept)});
  return sparse_coo_unsafe(idx, values, self.sizes(), true);
}

namespace {
// No entries, `sparse_dim` index rows and values of the dense sizes: coalesced (resize_as_sparse_, zero_).
void clear_entries(SparseCooImpl& s, int64_t sparse_dim, std::vector<int64_t> dense_sizes, ScalarType dtype) {
  dense_sizes.insert(dense_sizes.begin(), 0);
  s.set_indices_values(empty(std::vector<int64_t>{sparse_dim, 0}, ScalarType::Long), empty(dense_sizes, dtype));
  s.set_coalesced(true);
}
}  // namespace

void sparse_resize_as_(const Tensor& self, const Tensor& the_template) {
  auto& s = const_cast<SparseCooImpl&>(sparse_impl(self, "resize_as_sparse_"));
  const SparseCooImpl& t = sparse_impl(the_template, "resize_as_sparse_");
  // PyTorch's checks (SparseTensorImpl::resize_): a non-empty tensor keeps its dimension counts and grows only.
  const std::string options =
      " on a non-empty sparse tensor is not supported.\nYou could try the following options:\n1. If you need an empty "
      "sparse tensor of this size, call `x = torch.sparse_coo_tensor(size)`.\n2. If you need to resize this tensor, "
      "you have the following options:\n    1. For both sparse and dense dimensions, keep the number of them constant "
      "and the size of them non-shrinking, and then try the same call again.\n    2. Or, create a new sparse tensor "
      "with the correct indices and values from this sparse tensor.";
  auto text = [](std::span<const int64_t> v) {
    std::string r = "[";
    for (size_t i = 0; i < v.size(); ++i) r += (i ? ", " : "") + std::to_string(v[i]);
    return r + "]";
  };
  if (s.nnz() > 0) {
    check(s.sparse_dim() == t.sparse_dim(), ErrorKind::RuntimeError, "changing the number of sparse dimensions (from ",
          s.sparse_dim(), " to ", t.sparse_dim(), ")", options);
    check(s.dense_dim() == t.dense_dim(), ErrorKind::RuntimeError, "changing the number of dense dimensions (from ",
          s.dense_dim(), " to ", t.dense_dim(), ")", options);
    const int64_t sd = s.sparse_dim();
    const std::span<const int64_t> old_s(self.sizes().data(), size_t(sd)), new_s(the_template.sizes().data(), size_t(sd));
    const std::span<const int64_t> old_d(self.sizes().data() + sd, size_t(s.dense_dim()));
    const std::span<const int64_t> new_d(the_template.sizes().data() + sd, size_t(t.dense_dim()));
    bool shrink_s = false, shrink_d = false;
    for (size_t i = 0; i < old_s.size(); ++i) shrink_s |= new_s[i] < old_s[i];
    bool grow_d = false;
    for (size_t i = 0; i < old_d.size(); ++i) {
      shrink_d |= new_d[i] < old_d[i];
      grow_d |= new_d[i] > old_d[i];
    }
    check(!shrink_s, ErrorKind::RuntimeError, "shrinking the size of sparse dimensions (from ", text(old_s), " to ",
          text(new_s), ")", options);
    check(!shrink_d, ErrorKind::RuntimeError, "shrinking the size of dense dimensions (from ", text(old_d), " to ",
          text(new_d), ")", options);
    check(!grow_d, ErrorKind::NotImplementedError, "resize_as_sparse_: growing the dense dimensions of a non-empty "
          "sparse tensor is not implemented in tsr (PyTorch leaves the new values uninitialised)");
  }
  if (s.nnz() == 0 || s.sparse_dim() != t.sparse_dim() || s.dense_dim() != t.dense_dim()) {
    std::vector<int64_t> dense_sizes;
    for (int64_t d = t.sparse_dim(); d < the_template.dim(); ++d) dense_sizes.push_back(the_template.sizes()[d]);
    clear_entries(s, t.sparse_dim(), dense_sizes, self.dtype());
  }
  s.set_geometry(the_template.sizes(), contiguous_strides(the_template.sizes()));
}

// ---- the sparse backend ---------------------------------------------------------------------------------------

namespace {

using SparseKernel = void (*)(Stack& stack);

const Tensor& tensor_at(const Stack& s, size_t i) { return std::get<Tensor>(s.at(i)); }

double scalar_double(const IValue& v) {
  if (const auto* d = std::get_if<double>(&v)) return *d;
  if (const auto* i = std::get_if<int64_t>(&v)) return static_cast<double>(*i);
  if (const auto* b = std::get_if<bool>(&v)) return *b ? 1.0 : 0.0;
  return 1.0;
}

bool is_one(const IValue& v) { return scalar_double(v) == 1.0; }

std::string size_text(const Tensor& t) {
  std::string s = "[";
  for (int64_t i = 0; i < t.dim(); ++i) s += (i ? ", " : "") + std::to_string(t.sizes()[i]);
  return s + "]";
}

// mm(sparse, dense): out[row] += value * dense[col] for each entry of the coalesced operand.
void check_sparse_dense_mm(const Tensor& sparse, const Tensor& dense) {
  const SparseCooImpl& s0 = sparse_impl(sparse, "mm");
  check(s0.sparse_dim() == 2 && s0.dense_dim() == 0, ErrorKind::RuntimeError,
        "addmm: matrices expected, got ", s0.sparse_dim(), "D tensor");
  check(dense.dim() == 2, ErrorKind::RuntimeError, "addmm: matrices expected, got ", dense.dim(), "D tensor");
  check(sparse.sizes()[1] == dense.sizes()[0], ErrorKind::RuntimeError,
        "addmm: Argument #3 (dense): Expected dim 0 size ", sparse.sizes()[1], ", got ", dense.sizes()[0]);
  check_scalar_type(dense.dtype(), sparse.dtype());
}

// PyTorch's s_addmm_out_sparse_dense_worker for float and double: the entries in storage order (uncoalesced ones
// too), each adding alpha * value times its row of dense into r's row as BLAS's axpy does (OpenBLAS's kernels fuse
// the multiply and the add). Other dtypes: false, and the caller takes the coalescing path.
// (A product autograd must see, of an operand that requires grad, takes the path of dispatched ops instead.)
bool sparse_dense_axpy(Tensor& r, const Tensor& sparse, const Tensor& dense, double alpha) {
  const SparseCooImpl& s = sparse_impl(sparse, "mm");
  const ScalarType dt = dense.dtype();
  if ((dt != ScalarType::Float && dt != ScalarType::Double) || !dense.device().is_cpu() || !r.is_contiguous()) return false;
  if (autograd::grad_mode_enabled() &&
      (dense.impl()->needs_autograd() || sparse.impl()->needs_autograd() || s.values().impl()->needs_autograd()))
    return false;
  const Tensor idx = contiguous(s.indices()), vals = contiguous(s.values());
  const int64_t nnz = s.nnz(), rows = r.sizes()[0], inner = r.sizes()[1], cols = dense.sizes()[0];
  const int64_t ds0 = dense.strides()[0], ds1 = dense.strides()[1];
  const int64_t* ip = idx.data<int64_t>();
  const auto run = [&]<class T>(std::type_identity<T>) {
    const T* v = vals.data<T>();
    const T* d = dense.data<T>();
    T* out = r.data<T>();
    for (int64_t e = 0; e < nnz; ++e) {
      const int64_t row = ip[e], col = ip[nnz + e];
      check(col >= 0 && col < cols && row >= 0 && row < rows, ErrorKind::RuntimeError,
            "index out of bound. spmm: row: ", row, " col: ", col, " nnz: ", nnz);
      const T a = static_cast<T>(alpha) * v[e];
      const T* x = d + col * ds0;
      T* y = out + row * inner;
      for (int64_t k = 0; k < inner; ++k) y[k] = std::fma(a, x[k * ds1], y[k]);
    }
  };
  if (dt == ScalarType::Float) run(std::type_identity<float>{});
  else run(std::type_identity<double>{});
  return true;
}

Tensor sparse_dense_mm(const Tensor& sparse, const Tensor& dense) {
  check_sparse_dense_mm(sparse, dense);
  Tensor r = op("zeros", {std::vector<int64_t>{sparse.sizes()[0], dense.sizes()[1]}, dense.dtype(), NoneValue{}});
  if (sparse_dense_axpy(r, sparse, dense, 1.0)) return r;
  const Tensor c = sparse_coalesce(sparse);
  const SparseCooImpl& s = sparse_impl(c, "mm");
  Tensor rows = op("select.int", {s.indices(), int64_t(0), int64_t(0)});
  Tensor cols = op("select.int", {s.indices(), int64_t(0), int64_t(1)});
  Tensor picked = op("index_select", {dense, int64_t(0), cols});
  Tensor scaled = op("mul.Tensor", {op("unsqueeze", {s.values(), int64_t(1)}), picked});
  Tensor z = op("zeros", {std::vector<int64_t>{sparse.sizes()[0], dense.sizes()[1]}, dense.dtype(), NoneValue{}});
  return op("index_add", {z, int64_t(0), rows, scaled, int64_t(1)});
}

void k_mm(Stack& st) {
  const Tensor a = tensor_at(st, 0), b = tensor_at(st, 1);
  check(!is_sparse(b), ErrorKind::NotImplementedError,
        "Could not run 'aten::mm' with a sparse second operand on the 'SparseCPU' backend (tsr)");
  Tensor r = sparse_dense_mm(a, b);
  st.clear();
  st.emplace_back(std::move(r));
}

void k_addmm(Stack& st) {
  const Tensor self = tensor_at(st, 0), a = tensor_at(st, 1), b = tensor_at(st, 2);
  check(!is_sparse(self) && is_sparse(a) && !is_sparse(b), ErrorKind::NotImplementedError,
        "Could not run 'aten::addmm' with these sparse operands on the 'SparseCPU' backend (tsr: addmm(dense, sparse, "
        "dense) only)");
  const IValue beta = st.size() > 3 ? st[3] : IValue(int64_t(1)), alpha = st.size() > 4 ? st[4] : IValue(int64_t(1));
  check_sparse_dense_mm(a, b);
  // (self requiring grad takes the dispatched path, which autograd records)
  if ((b.dtype() == ScalarType::Float || b.dtype() == ScalarType::Double) &&
      !(autograd::grad_mode_enabled() && self.impl()->needs_autograd())) {
    // PyTorch's order: r = beta * self (zeros for beta 0, a copy for 1), then the entries' axpys into it
    const std::vector<int64_t> shape{a.sizes()[0], b.sizes()[1]};
    Tensor r = op("zeros", {shape, b.dtype(), NoneValue{}});
    const double bt = scalar_double(beta);
    if (bt != 0.0) {
      Tensor base = op("expand", {self, shape, false});
      if (bt != 1.0) base = op("mul.Tensor", {base, op("full", {std::vector<int64_t>{}, bt, b.dtype(), NoneValue{}})});
      op("copy_", {r, base, false});
    }
    if (sparse_dense_axpy(r, a, b, scalar_double(alpha))) {
      st.clear();
      st.emplace_back(std::move(r));
      return;
    }
  }
  Tensor prod = sparse_dense_mm(a, b);
  if (!is_one(alpha)) prod = op("mul.Tensor", {prod, op("full", {std::vector<int64_t>{}, scalar_double(alpha), prod.dtype(), NoneValue{}})});
  Tensor base = op("expand", {self, vec(prod.sizes()), false});
  if (!is_one(beta)) base = op("mul.Tensor", {base, op("full", {std::vector<int64_t>{}, scalar_double(beta), prod.dtype(), NoneValue{}})});
  Tensor r = op("add.Tensor", {base, prod});
  st.clear();
  st.emplace_back(std::move(r));
}

// sparse + alpha * sparse as PyTorch's add_out_sparse_cpu. With contiguous values (add_out_sparse_contiguous): one
// walk along both entry lists, taking the smaller index first and merging an entry of a with one of b where their
// indices are equal at the walk's position; so coalesced operands give a coalesced sum, and uncoalesced ones (an
// accumulated Embedding(sparse=True) gradient) keep the entries the walk did not meet, in its order. Otherwise the
// two lists concatenated, coalesced once there are more entries than elements. An empty operand gives the other.
Tensor sparse_add(const Tensor& a, const SparseCooImpl& sa, const Tensor& b, const SparseCooImpl& sb, double alpha) {
  const auto scaled = [&](const Tensor& v) {
    return alpha == 1.0 ? v : op("mul.Tensor", {v, op("full", {std::vector<int64_t>{}, alpha, v.dtype(), NoneValue{}})});
  };
  if (sb.nnz() == 0) return sparse_coo_unsafe(op("clone", {sa.indices()}), op("clone", {sa.values()}), a.sizes(), sa.coalesced());
  if (sa.nnz() == 0) return sparse_coo_unsafe(op("clone", {sb.indices()}), scaled(sb.values()), a.sizes(), sb.coalesced());
  if (!sa.values().is_contiguous() || !sb.values().is_contiguous()) {
    Tensor idx = op("cat", {std::vector<Tensor>{sa.indices(), sb.indices()}, int64_t(1)});
    Tensor vals = op("cat", {std::vector<Tensor>{sa.values(), scaled(sb.values())}, int64_t(0)});
    Tensor r = sparse_coo_unsafe(idx, vals, a.sizes(), false);
    return sparse_impl(r, "add").nnz() > r.numel() ? sparse_coalesce(r) : r;
  }
  const Tensor ia = contiguous(sa.indices()), ib = contiguous(sb.indices());
  const int64_t dims = sa.sparse_dim(), na = sa.nnz(), nb = sb.nnz();
  const int64_t *pa = ia.data<int64_t>(), *pb = ib.data<int64_t>();
  std::vector<int64_t> rows_a, rows_b, from_a, from_b;  // output row <- a's / b's entry
  std::vector<int64_t> order;  // for each output entry: the a entry, or -1 - the b entry
  int64_t i = 0, j = 0, n = 0;
  while (i < na || j < nb) {
    int cmp = 0;
    if (i >= na) cmp = -1;
    else if (j >= nb) cmp = 1;
    else
      for (int64_t d = 0; d < dims; ++d) {
        if (pa[d * na + i] < pb[d * nb + j]) { cmp = 1; break; }
        if (pa[d * na + i] > pb[d * nb + j]) { cmp = -1; break; }
      }
    if (cmp >= 0) { rows_a.push_back(n); from_a.push_back(i); order.push_back(i); ++i; }
    if (cmp <= 0) { rows_b.push_back(n); from_b.push_back(j); if (cmp < 0) order.push_back(-1 - j); ++j; }
    ++n;
  }
  Tensor idx = empty(std::vector<int64_t>{dims, n}, ScalarType::Long);
  int64_t* pi = idx.data<int64_t>();
  for (int64_t k = 0; k < n; ++k)
    for (int64_t d = 0; d < dims; ++d)
      pi[d * n + k] = order[size_t(k)] >= 0 ? pa[d * na + order[size_t(k)]] : pb[d * nb + (-1 - order[size_t(k)])];
  const ScalarType type = promote_types(sa.values().dtype(), sb.values().dtype());
  std::vector<int64_t> vsizes = vec(sa.values().sizes());
  vsizes[0] = n;
  // r = 0 + a's row, then + alpha * b's row: PyTorch's two axpys into zeroed rows
  Tensor vals = op("zeros", {vsizes, type, NoneValue{}});
  vals = op("index_add", {vals, int64_t(0), long_tensor(rows_a),
                          op("index_select", {op("to.dtype", {sa.values(), type, false, false, NoneValue{}}), int64_t(0), long_tensor(from_a)})});
  vals = op("index_add", {vals, int64_t(0), long_tensor(rows_b),
                          scaled(op("index_select", {op("to.dtype", {sb.values(), type, false, false, NoneValue{}}), int64_t(0), long_tensor(from_b)}))});
  return sparse_coo_unsafe(idx, vals, a.sizes(), sa.coalesced() && sb.coalesced());
}

// dense + alpha * sparse as PyTorch's add_out_dense_sparse_cpu: a copy of the dense operand, then each entry added
// in turn, duplicates included (an uncoalesced gradient's rows are added one by one, not summed first). Rows of a
// hybrid tensor (Embedding's gradient) go through the dense add_ with alpha, as there; scalar entries are
// `r += alpha * v` in the dtype, the worker's plain multiply and add. Mixed dtypes and the 16-bit and bool ones:
// the dense sum of to_dense (other bits where entries repeat).
Tensor dense_add_sparse(const Tensor& a, const Tensor& b, double alpha) {
  const SparseCooImpl& sb = sparse_impl(b, "add");
  const ScalarType t = a.dtype();
  if (t != b.dtype() || !(t == ScalarType::Float || t == ScalarType::Double || t == ScalarType::Long || t == ScalarType::Int))
    return op("add.Tensor", {a, sparse_to_dense(b), alpha});
  Tensor r = op("clone", {a});
  const Tensor idx = contiguous(sb.indices());
  const int64_t nnz = sb.nnz(), dims = sb.sparse_dim();
  const int64_t* pi = idx.data<int64_t>();
  const Tensor values = sb.values();
  if (sb.dense_dim() > 0) {
    for (int64_t k = 0; k < nnz; ++k) {
      Tensor dst = r;
      for (int64_t d = 0; d < dims; ++d) dst = select(dst, 0, pi[d * nnz + k]);
      op("add_.Tensor", {dst, select(values, 0, k), alpha});
    }
    return r;
  }
  const Tensor v = contiguous(values);
  visit_dtype(r.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
      T* out = r.data<T>();
      const T* vp = v.data<T>();
      const T scale = static_cast<T>(alpha);
      for (int64_t k = 0; k < nnz; ++k) {
        int64_t at = 0;
        for (int64_t d = 0; d < dims; ++d) at += r.strides()[size_t(d)] * pi[d * nnz + k];
        out[at] += scale * vp[k];
      }
    }
  });
  return r;
}

// add/sub: dense + sparse is dense (dense_add_sparse); sparse + sparse is sparse_add above; sparse +
// dense is PyTorch's error.
void add_like(Stack& st, double sign) {
  const Tensor a = tensor_at(st, 0), b = tensor_at(st, 1);
  const double alpha = sign * (st.size() > 2 ? scalar_double(st[2]) : 1.0);
  const char* name = sign > 0 ? "add" : "sub";
  if (!is_sparse(a))
    check(a.sizes() == b.sizes(), ErrorKind::RuntimeError, name, ": expected 'self' and 'other' to have same size, but self has size ",
          size_text(a), " while other has size ", size_text(b),
          " (FYI: dense-sparse addition does not currently support broadcasting)");
  check(is_sparse(b), ErrorKind::RuntimeError, name, "(sparse, dense) is not supported. Use ", name,
        "(dense, sparse) instead.");
  Tensor r;
  if (!is_sparse(a)) {
    r = dense_add_sparse(a, b, alpha);
  } else {
    const SparseCooImpl& sa = sparse_impl(a, name);
    const SparseCooImpl& sb = sparse_impl(b, name);
    check(a.sizes() == b.sizes(), ErrorKind::RuntimeError, name, ": expected sizes of 'self' and 'other' to match, but ",
          size_text(a), " != ", size_text(b));
    check(sa.sparse_dim() == sb.sparse_dim(), ErrorKind::RuntimeError, name,
          ": expected 'self' and 'other' to have same sparse dimensions, but got ", sa.sparse_dim(), " and ", sb.sparse_dim());
    r = sparse_add(a, sa, b, sb, alpha);
  }
  st.clear();
  st.emplace_back(std::move(r));
}

void k_add(Stack& st) { add_like(st, 1.0); }
void k_sub(Stack& st) { add_like(st, -1.0); }

// A pointwise op of the values with a 0-d operand (x * 2, x / 2): the same entries, new values.
void values_with_scalar(Stack& st, const char* opname, const char* name) {
  const Tensor a = tensor_at(st, 0), b = tensor_at(st, 1);
  check(is_sparse(a) && !is_sparse(b) && b.dim() == 0, ErrorKind::NotImplementedError, "Could not run 'aten::", name,
        "' with these operands on the 'SparseCPU' backend (tsr: a sparse tensor and a 0-d tensor or number only)");
  const SparseCooImpl& s = sparse_impl(a, name);
  Tensor v = op(opname, {s.values(), b});
  Tensor r = sparse_coo_unsafe(s.indices(), v, a.sizes(), s.coalesced());
  st.clear();
  st.emplace_back(std::move(r));
}

// sparse * dense of the same size: the dense elements at the entries' positions scale the values (a sparse
// result, as PyTorch's); a 0-d operand scales every value.
// sparse * sparse as 1.13's sparse_binary_op_intersection_cpu: the operand looked up is the first unless only the
// second is coalesced, and is coalesced; the other one's entries are walked in their order (duplicates and all), each
// one matching a position of the looked-up operand giving an entry of the product (x's value times y's). The result is
// coalesced when the walked operand is.
void sparse_mul_sparse(Stack& st) {
  const Tensor x = tensor_at(st, 0), y = tensor_at(st, 1);
  const SparseCooImpl &sx = sparse_impl(x, "mul"), &sy = sparse_impl(y, "mul");
  check(x.sizes() == y.sizes() && sx.sparse_dim() == sy.sparse_dim(), ErrorKind::RuntimeError,
        "sparse_binary_op_intersection_cpu(): expects sparse inputs with equal dimensionality, number of sparse "
        "dimensions, and shape of sparse dimensions");
  const bool look_up_y = sy.coalesced() && !sx.coalesced();
  const Tensor probed = sparse_coalesce(look_up_y ? y : x), walked = look_up_y ? x : y;
  const SparseCooImpl &sp = sparse_impl(probed, "mul"), &sw = sparse_impl(walked, "mul");
  const std::vector<int64_t> ssizes = sparse_sizes(x, sx.sparse_dim());
  const std::vector<int64_t> lp = linear_positions(sp.indices(), ssizes), lw = linear_positions(sw.indices(), ssizes);
  std::vector<int64_t> ip, iw;
  for (size_t k = 0; k < lw.size(); ++k) {
    const auto it = std::lower_bound(lp.begin(), lp.end(), lw[k]);  // (sorted: coalesced)
    if (it != lp.end() && *it == lw[k]) ip.push_back(it - lp.begin()), iw.push_back(int64_t(k));
  }
  const Tensor vp = op("index_select", {sp.values(), int64_t(0), long_tensor(ip)});
  const Tensor vw = op("index_select", {sw.values(), int64_t(0), long_tensor(iw)});
  const Tensor values = look_up_y ? op("mul.Tensor", {vw, vp}) : op("mul.Tensor", {vp, vw});
  Tensor r = sparse_coo_unsafe(op("index_select", {sw.indices(), int64_t(1), long_tensor(iw)}), values, x.sizes(),
                               sw.coalesced());
  st.clear();
  st.emplace_back(std::move(r));
}

void k_mul(Stack& st) {
  if (is_sparse(tensor_at(st, 0)) && is_sparse(tensor_at(st, 1))) return sparse_mul_sparse(st);
  if (!is_sparse(tensor_at(st, 0))) std::swap(st[0], st[1]);
  const Tensor a = tensor_at(st, 0), b = tensor_at(st, 1);
  if (!is_sparse(b) && b.dim() > 0) {
    const SparseCooImpl& s = sparse_impl(a, "mul");
    check(a.sizes() == b.sizes(), ErrorKind::RuntimeError, "mul: expected 'self' and 'other' to have same sizes, but ",
          size_text(a), " != ", size_text(b));
    const int64_t sd = s.sparse_dim();
    const std::vector<int64_t> ssizes = sparse_sizes(a, sd);
    std::vector<int64_t> flat = {numel_of(ssizes)};
    for (int64_t d = sd; d < a.dim(); ++d) flat.push_back(a.sizes()[d]);
    Tensor picked = op("index_select", {op("reshape", {b, flat}), int64_t(0),
                                        long_tensor(linear_positions(s.indices(), ssizes))});
    Tensor r = sparse_coo_unsafe(s.indices(), op("mul.Tensor", {s.values(), picked}), a.sizes(), s.coalesced());
    st.clear();
    st.emplace_back(std::move(r));
    return;
  }
  values_with_scalar(st, "mul.Tensor", "mul");
}
void k_div(Stack& st) { values_with_scalar(st, "div.Tensor", "div"); }

void unary_values(Stack& st, const char* opname) {
  const Tensor a = tensor_at(st, 0);
  const SparseCooImpl& s = sparse_impl(a, opname);
  Tensor r = sparse_coo_unsafe(s.indices(), op(opname, {s.values()}), a.sizes(), s.coalesced());
  st.clear();
  st.emplace_back(std::move(r));
}
void k_neg(Stack& st) { unary_values(st, "neg"); }
void k_clone(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const SparseCooImpl& s = sparse_impl(a, "clone");
  Tensor r = sparse_coo_unsafe(op("clone", {s.indices()}), op("clone", {s.values()}), a.sizes(), s.coalesced());
  st.clear();
  st.emplace_back(std::move(r));
}

Tensor sparse_transpose(const Tensor& a, int64_t d0, int64_t d1) {
  const SparseCooImpl& s = sparse_impl(a, "transpose");
  d0 = wrap_dim(d0, a.dim());
  d1 = wrap_dim(d1, a.dim());
  check(d0 < s.sparse_dim() && d1 < s.sparse_dim(), ErrorKind::RuntimeError,
        "transpose: tsr transposes the sparse dimensions of a sparse tensor only");
  std::vector<int64_t> sizes = vec(a.sizes());
  std::swap(sizes[d0], sizes[d1]);
  std::vector<int64_t> perm(static_cast<size_t>(s.sparse_dim()));
  std::iota(perm.begin(), perm.end(), 0);
  std::swap(perm[d0], perm[d1]);
  Tensor idx = op("index_select", {s.indices(), int64_t(0), long_tensor(perm)});
  return sparse_coo_unsafe(idx, s.values(), Dims(std::span<const int64_t>(sizes)), d0 == d1 && s.coalesced());
}

// index_select of a sparse COO tensor, as 1.13's index_select_sparse_cpu: along a sparse dim, entry j of the result
// for each (position i of index, entry k whose index there is index[i]), i outer, k inner, not coalesced; along a
// dense dim, each entry's values selected.
void k_index_select(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const SparseCooImpl& s = sparse_impl(a, "index_select");
  const int64_t dim = wrap_dim(std::get<int64_t>(st[1]), a.dim());
  const Tensor index = tensor_at(st, 2);
  check(index.dim() == 1 && index.dtype() == ScalarType::Long && !is_sparse(index), ErrorKind::IndexError,
        "index_select() argument index must be 1-D strided (non-sparse) long-tensor.");
  std::vector<int64_t> sizes = vec(a.sizes());
  const int64_t size = sizes[size_t(dim)], count = index.numel();
  sizes[size_t(dim)] = count;
  const Tensor wanted = host_contiguous(index, ScalarType::Long);
  const int64_t* want = wanted.data<int64_t>();
  Tensor r;
  if (dim < s.sparse_dim()) {
    const Tensor here = host_contiguous(op("select.int", {s.indices(), int64_t(0), dim}), ScalarType::Long);
    const int64_t* at = here.data<int64_t>();
    const int64_t nnz = here.numel();
    std::vector<int64_t> positions, entries;
    for (int64_t i = 0; i < count; ++i) {
      int64_t idx = want[i];
      check(idx >= -size && idx < size, ErrorKind::IndexError, "index_select(): index contains ", idx,
            " that is out of range for tensor of size ", a.sizes().str(), " at dimension ", dim);
      if (idx < 0) idx += size;
      for (int64_t k = 0; k < nnz; ++k)
        if (at[k] == idx) {
          positions.push_back(i);
          entries.push_back(k);
        }
    }
    const Tensor chosen = long_tensor(entries);
    Tensor indices = op("clone", {op("index_select", {s.indices(), int64_t(1), chosen})});
    op("copy_", {op("select.int", {indices, int64_t(0), dim}), long_tensor(positions), false});
    r = sparse_coo_unsafe(indices, op("index_select", {s.values(), int64_t(0), chosen}),
                          Dims(std::span<const int64_t>(sizes)), false);
  } else {
    r = sparse_coo_unsafe(s.indices(), op("index_select", {s.values(), dim - s.sparse_dim() + 1, index}),
                          Dims(std::span<const int64_t>(sizes)), false);
  }
  st.clear();
  st.emplace_back(std::move(r));
}

// select of a sparse COO tensor, as 1.13's select_sparse: along a sparse dim, the entries whose index there is
// `index`, that index row dropped (with one sparse dim: their values, summed unless there is exactly one, a dense
// tensor); along a dense dim, each entry's values selected. Not coalesced.
void k_select(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const SparseCooImpl& s = sparse_impl(a, "select.int");
  check(a.dim() > 0, ErrorKind::IndexError, "select() cannot be applied to a 0-dim tensor.");
  const int64_t dim = wrap_dim(std::get<int64_t>(st[1]), a.dim());
  const int64_t size = a.sizes()[dim];
  int64_t index = std::get<int64_t>(st[2]);
  check(index >= -size && index < size, ErrorKind::IndexError, "select(): index ", index,
        " out of range for tensor of size ", a.sizes().str(), " at dimension ", dim);
  if (index < 0) index += size;
  std::vector<int64_t> sizes = vec(a.sizes());
  sizes.erase(sizes.begin() + dim);
  Tensor r;
  if (dim < s.sparse_dim()) {
    const Tensor here = host_contiguous(op("select.int", {s.indices(), int64_t(0), dim}), ScalarType::Long);
    std::vector<int64_t> entries, kept_rows;
    for (int64_t k = 0; k < here.numel(); ++k)
      if (here.data<int64_t>()[k] == index) entries.push_back(k);
    const Tensor values = op("index_select", {s.values(), int64_t(0), long_tensor(entries)});
    if (s.sparse_dim() == 1) {
      r = entries.size() == 1 ? op("select.int", {values, int64_t(0), int64_t(0)})
                              : op("sum.dim_IntList", {values, std::vector<int64_t>{0}, false, NoneValue{}});
    } else {
      for (int64_t d = 0; d < s.sparse_dim(); ++d)
        if (d != dim) kept_rows.push_back(d);
      const Tensor indices = op("index_select", {op("index_select", {s.indices(), int64_t(1), long_tensor(entries)}),
                                                 int64_t(0), long_tensor(kept_rows)});
      r = sparse_coo_unsafe(indices, values, Dims(std::span<const int64_t>(sizes)), false);
    }
  } else {
    r = sparse_coo_unsafe(s.indices(), op("select.int", {s.values(), dim - s.sparse_dim() + 1, index}),
                          Dims(std::span<const int64_t>(sizes)), false);
  }
  st.clear();
  st.emplace_back(std::move(r));
}

void k_t(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  check(a.dim() <= 2, ErrorKind::RuntimeError, "t() expects a tensor with <= 2 sparse and 0 dense dimensions, but got ",
        sparse_impl(a, "t").sparse_dim(), " sparse and ", sparse_impl(a, "t").dense_dim(), " dense dimensions");
  Tensor r = a.dim() < 2 ? a : sparse_transpose(a, 0, 1);
  st.clear();
  st.emplace_back(std::move(r));
}
void k_transpose(Stack& st) {
  Tensor r = sparse_transpose(tensor_at(st, 0), std::get<int64_t>(st[1]), std::get<int64_t>(st[2]));
  st.clear();
  st.emplace_back(std::move(r));
}
void k_sum(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  Stack args{sparse_impl(a, "sum").values()};
  for (size_t i = 1; i < st.size(); ++i) args.push_back(st[i]);
  Tensor r = op("sum", std::move(args));
  st.clear();
  st.emplace_back(std::move(r));
}
void k_to_dtype(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const SparseCooImpl& s = sparse_impl(a, "to");
  Stack args{s.values()};
  for (size_t i = 1; i < st.size(); ++i) args.push_back(st[i]);
  Tensor v = op("to.dtype", std::move(args));
  Tensor r = v.is_same(s.values()) ? a : sparse_coo_unsafe(s.indices(), v, a.sizes(), s.coalesced());
  st.clear();
  st.emplace_back(std::move(r));
}

// matmul with a sparse matrix operand: sparse @ dense (a vector taken as a column), through mm.
void k_matmul(Stack& st) {
  const Tensor a = tensor_at(st, 0), b = tensor_at(st, 1);
  Tensor r;
  if (is_sparse(a) && !is_sparse(b) && a.dim() == 2 && (b.dim() == 1 || b.dim() == 2)) {
    r = b.dim() == 1 ? op("squeeze.dim", {sparse_dense_mm(a, op("unsqueeze", {b, int64_t(1)})), int64_t(1)})
                     : sparse_dense_mm(a, b);
  } else if (!is_sparse(a)) {
    // PyTorch 1.13's matmul asks the dense operand for its sparse_dim: its error.
    throw Error(ErrorKind::NotImplementedError,
                "Could not run 'aten::sparse_dim' with arguments from the 'CPU' backend. This could be because the "
                "operator doesn't exist for this backend, or was omitted during the selective/custom build process (if "
                "using custom build).");
  } else {
    throw Error(ErrorKind::NotImplementedError,
                "Could not run 'aten::matmul' with these operands on the 'SparseCPU' backend (tsr: a 2-d sparse matrix "
                "times a dense vector or matrix, or a dense matrix times a 2-d sparse matrix)");
  }
  st.clear();
  st.emplace_back(std::move(r));
}

void k_contiguous(Stack& st) { st.resize(1); }  // a sparse tensor is its own contiguous form

// Ops that map zero to zero act on the values alone (PyTorch's sparse kernels of the same ops).
#define TSR_SPARSE_UNARY(name) \
  void k_##name(Stack& st) { unary_values(st, #name); }
TSR_SPARSE_UNARY(abs)
TSR_SPARSE_UNARY(sqrt)
TSR_SPARSE_UNARY(sin)
TSR_SPARSE_UNARY(tan)
TSR_SPARSE_UNARY(tanh)
TSR_SPARSE_UNARY(sinh)
TSR_SPARSE_UNARY(asin)
TSR_SPARSE_UNARY(atan)
TSR_SPARSE_UNARY(asinh)
TSR_SPARSE_UNARY(atanh)
TSR_SPARSE_UNARY(expm1)
TSR_SPARSE_UNARY(log1p)
TSR_SPARSE_UNARY(sign)
TSR_SPARSE_UNARY(sgn)
TSR_SPARSE_UNARY(ceil)
TSR_SPARSE_UNARY(floor)
TSR_SPARSE_UNARY(trunc)
TSR_SPARSE_UNARY(erf)
TSR_SPARSE_UNARY(square)
#undef TSR_SPARSE_UNARY

// The in-place forms (add_, sub_, mul_, div_): the out-of-place result written into self. A dense self takes the
// values (dense += sparse: SGD's step with an Embedding(sparse=True) gradient); a sparse self takes the result's
// entries, as PyTorch's in-place sparse ops replace self's indices and values.
template <void (*Kernel)(Stack&)>
void k_in_place(Stack& st) {
  const Tensor self = tensor_at(st, 0);
  Kernel(st);
  const Tensor r = tensor_at(st, 0);
  if (is_sparse(self)) {
    const SparseCooImpl& rs = sparse_impl(r, "in-place");
    auto& s = const_cast<SparseCooImpl&>(sparse_impl(self, "in-place"));
    s.set_indices_values(rs.indices(), rs.values());
    s.set_coalesced(rs.coalesced());
  } else {
    check(!is_sparse(r), ErrorKind::RuntimeError, "a dense tensor cannot hold the sparse result of an in-place op");
    op("copy_", {self, r});
  }
  st.clear();
  st.emplace_back(self);
}

// The norm of a sparse tensor over all its elements: the norm of its coalesced values, as 1.13's norm_sparse
// (clip_grad_norm_ of an Embedding(sparse=True) gradient). Norms along dims are not supported on SparseCPU.
void k_norm(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const auto* dims = st.size() > 2 ? std::get_if<std::vector<int64_t>>(&st[2]) : nullptr;
  check(!dims || dims->empty(), ErrorKind::NotImplementedError,
        "Could not run 'aten::norm.ScalarOpt_dim' with dims on the 'SparseCPU' backend (tsr: the norm of all elements only)");
  Stack args = st;
  args[0] = sparse_impl(sparse_coalesce(a), "norm").values();
  Tensor r = op("norm.ScalarOpt_dim", std::move(args));
  st.clear();
  st.emplace_back(std::move(r));
}

// pow(sparse, exponent) as 1.13's pow_out_sparse_scalar: the coalesced values raised (a zero exponent would make
// every element 1: refused).
void k_pow_scalar(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const std::optional<double> e = as_double(st.at(1));
  check(!e || *e != 0, ErrorKind::RuntimeError,
        "pow: cannot raise to zeroth power on sparse tensor; it would make the result tensor dense");
  const Tensor c = sparse_coalesce(a);
  const SparseCooImpl& s = sparse_impl(c, "pow");
  Tensor r = sparse_coo_unsafe(s.indices(), op("pow.Tensor_Scalar", {s.values(), st.at(1)}), a.sizes(), true);
  st.clear();
  st.emplace_back(std::move(r));
}

// zeros_like of a sparse tensor: its sizes and sparse/dense split, no entries (PyTorch's empty sparse + zero_);
// dtype= as given.
void k_zeros_like(Stack& st) {
  const Tensor a = tensor_at(st, 0);
  const SparseCooImpl& s = sparse_impl(a, "zeros_like");
  const ScalarType dtype = st.size() > 1 && std::holds_alternative<ScalarType>(st[1]) ? std::get<ScalarType>(st[1]) : a.dtype();
  std::vector<int64_t> vsizes = vec(s.values().sizes());
  vsizes[0] = 0;
  Tensor r = sparse_coo_unsafe(empty(std::vector<int64_t>{s.sparse_dim(), 0}, ScalarType::Long), empty(vsizes, dtype),
                               a.sizes(), true);
  st.clear();
  st.emplace_back(std::move(r));
}

// zero_ of a sparse tensor: no entries, its sizes kept (PyTorch's zero_sparse_).
void k_zero(Stack& st) {
  const Tensor self = tensor_at(st, 0);
  auto& s = const_cast<SparseCooImpl&>(sparse_impl(self, "zero_"));
  const Dims& value_sizes = s.values().sizes();
  clear_entries(s, s.sparse_dim(), std::vector<int64_t>(value_sizes.begin() + 1, value_sizes.end()), s.values().dtype());
  st.clear();
  st.emplace_back(self);
}

const std::unordered_map<std::string, SparseKernel>& sparse_kernels() {
  static const std::unordered_map<std::string, SparseKernel> table = {
      {"mm", k_mm},         {"addmm", k_addmm},         {"add.Tensor", k_add}, {"sub.Tensor", k_sub},
      {"mul.Tensor", k_mul}, {"div.Tensor", k_div},     {"neg", k_neg},
      {"clone", k_clone},   {"t", k_t},                 {"index_select", k_index_select}, {"select.int", k_select},                 {"transpose.int", k_transpose}, {"sum", k_sum},
      {"to.dtype", k_to_dtype}, {"matmul", k_matmul}, {"contiguous", k_contiguous},
      {"abs", k_abs}, {"sqrt", k_sqrt}, {"sin", k_sin}, {"tan", k_tan}, {"tanh", k_tanh}, {"sinh", k_sinh},
      {"asin", k_asin}, {"atan", k_atan}, {"asinh", k_asinh}, {"atanh", k_atanh}, {"expm1", k_expm1},
      {"log1p", k_log1p}, {"sign", k_sign}, {"sgn", k_sgn}, {"ceil", k_ceil}, {"floor", k_floor},
      {"trunc", k_trunc}, {"erf", k_erf}, {"square", k_square},
      {"add_.Tensor", k_in_place<k_add>}, {"sub_.Tensor", k_in_place<k_sub>}, {"mul_.Tensor", k_in_place<k_mul>},
      {"div_.Tensor", k_in_place<k_div>}, {"zero_", k_zero}, {"norm.ScalarOpt_dim", k_norm},
      {"pow.Tensor_Scalar", k_pow_scalar}, {"zeros_like", k_zeros_like},
  };
  return table;
}

}  // namespace

bool stack_has_sparse(const Stack& stack) {
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) {
      if (is_sparse(*t)) return true;
    } else if (const auto* list = std::get_if<std::vector<Tensor>>(&v)) {
      for (const Tensor& t : *list)
        if (is_sparse(t)) return true;
    }
  }
  return false;
}

void sparse_backend_call(const Operator& op_, Stack& stack) {
  const std::string name = op_.schema().qualified_name();
  const auto& table = sparse_kernels();
  const auto it = table.find(name);
  if (it == table.end())
    throw Error(ErrorKind::NotImplementedError,
                "Could not run 'aten::" + name +
                    "' with arguments from the 'SparseCPU' backend. This could be because the operator doesn't exist "
                    "for this backend, or was omitted during the selective/custom build process (if using custom "
                    "build).");
  it->second(stack);
}

}  // namespace tsr::tensor
