// Indexing ops on CPU. Gather and scatter walk the index tensor in row-major order and replace the coordinate of
// `dim` by the index value; sort/topk work on the reduction layout (the sorted dim innermost and contiguous).
#include "tensor/ops/indexing.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/warning.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/index_checks.hpp"
#include "tensor/kernels/cpu/index_walk.hpp"
#include "tensor/kernels/cpu/reduction_layout.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {

// Derivative formulas several declarations below share, and their helpers.
G by_indices(Ctx& c) {
  // sort / topk: each value's gradient goes back to the position it came from.
  const int64_t dim = wrap_dim(c.i("dim", -1), std::max<int64_t>(int64_t(c.shape("self").size()), 1));
  const Tensor z = zeros_of(c.shape("self"), c.g().dtype(), c.g().device());
  return G{call("scatter.src", {z, dim, c.s("result1"), c.g()})};
}

}  // namespace

TSR_DEFINE_OP("index_select(Tensor self, int dim, Tensor index) -> Tensor",
              "The slices of self at the given indices along dim.",
              autograd::formula("IndexSelectBackward0", {"index"}, [](Ctx& c) {
                const Dims& shape = c.shape("self");
                return G{call("index_select_backward", {c.g(), std::vector<int64_t>(shape.begin(), shape.end()),
                                                        c.i("dim"), c.s("index")})};
              }));
// PyTorch's index_select_backward: the slices added into zeros at their indices (index_add, whose own formula
// differentiates it again: double backward of index_select is recorded).
TSR_DEFINE_COMPOSITE_OP("index_select_backward(Tensor grad, SymInt[] self_sizes, int dim, Tensor index) -> Tensor",
                        "index_select's gradient: grad's slices added at the indices along dim of zeros.");
TSR_DEFINE_OP("gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor",
              "out[i][j] = self[i][index[i][j]] (for dim=1), elementwise along dim.",
              autograd::formula("GatherBackward0", {"self", "index"}, [](Ctx& c) {
                (void)c.s("self");  // (1.13's node saves and unpacks self: an in-place change to it is refused)
                // Repeated indices read an element more than once: their gradients accumulate (scatter_add).
                const int64_t dim = c.i("dim");
                Tensor index = c.s("index");
                return scatter_through_view(c, [&](const Tensor& t) { return call("gather", {t, dim, index, false}); });
              }));
TSR_DEFINE_OP("scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor",
              "A copy of self with out[i][index[i][j]] = src[i][j] (for dim=1).",
              autograd::formula("ScatterBackward0", {"index"}, [](Ctx& c) {
                // self: grad with the scattered places zeroed; src: what each of its elements landed on
                Tensor index = c.s("index");
                const int64_t dim = c.i("dim");
                Tensor gself = call("scatter.src", {c.g(), dim, index, call("zeros", {std::vector<int64_t>(index.sizes().begin(), index.sizes().end()),
                                                                  c.g().dtype(), c.g().device()})});
                Tensor gsrc = call("gather", {c.g(), dim, index, false});
                if (gsrc.sizes() == c.shape("src")) return G{gself, Tensor(), gsrc};
                // src larger than index (only its leading part is read): PyTorch's engine rejects the index-shaped
                // gradient; tsr puts it in that part of a zero gradient shaped like src (padded with zeros at the
                // end of each dim, an op, so double backward records it)
                std::vector<int64_t> pad;
                for (int64_t d = index.dim() - 1; d >= 0; --d)
                  pad.insert(pad.end(), {0, c.shape("src")[size_t(d)] - index.sizes()[size_t(d)]});
                return G{gself, Tensor(), call("constant_pad_nd", {gsrc, pad, 0.0})};
              }));
TSR_DEFINE_OP("masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor",
              "self with value where mask is true.", autograd::formula("MaskedFillBackward0", {"mask"}, [](Ctx& c) {
                return G{call("masked_fill.Scalar", {c.g(), c.s("mask"), 0.0}), Tensor()};
              }));
// With a 0-d tensor as the value (which may require grad: `x.masked_fill(m, x.max())`), PyTorch's second node.
TSR_DEFINE_OP("masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor",
              "self with the 0-d tensor value where mask is true.",
              autograd::formula("MaskedFillBackward1", {"mask"}, [](Ctx& c) {
                const Tensor& g = c.g();
                return G{c.when_needed("self", [&] { return call("masked_fill.Scalar", {g, c.s("mask"), 0.0}); }),
                         Tensor(), c.when_needed("value", [&] {
                           return call("sum", {call("masked_fill.Scalar",
                                                    {g, call("logical_not", {c.s("mask")}), 0.0}), NoneValue{}});
                         })};
              }));
TSR_DEFINE_OP("masked_select(Tensor self, Tensor mask) -> Tensor", "The elements where mask is true, as a 1-d tensor.",
              autograd::formula("MaskedSelectBackward0", {"mask"}, [](Ctx& c) {
                // PyTorch's masked_select_backward: the gradient scattered into zeros of the broadcast shape at the
                // mask's places (then summed down to self's shape)
                Tensor mask = c.s("mask");
                const Dims shape = broadcast_shapes(c.shape("self"), mask.sizes());
                const std::vector<int64_t> sizes(shape.begin(), shape.end());
                Tensor z = zeros_for(sizes, c.g());
                Tensor m = contiguous(call("expand", {mask, sizes, false}));
                call("index_put_", {z, std::vector<Tensor>{m}, c.g(), false});
                return G{c.to(z, "self"), Tensor()};
              }));
TSR_DEFINE_OP("nonzero(Tensor self) -> Tensor", "The indices of non-zero elements, one row per element.",
              autograd::not_differentiable());
TSR_DEFINE_OP("one_hot(Tensor self, int num_classes=-1) -> Tensor", "One-hot encoding of class indices.",
              autograd::not_differentiable());
TSR_DEFINE_OP("sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)",
              "Sorted values along dim and their original indices.",
              autograd::formula("SortBackward0", {"result1"}, by_indices));
TSR_DEFINE_OP(
    "sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)",
    "sort; stable=True keeps equal values in their order.", autograd::formula("SortBackward1", {"result1"}, by_indices));
TSR_DEFINE_OP(
    "topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)",
    "The k largest (or smallest) values along dim and their indices.",
    autograd::formula("TopkBackward0", {"result1"}, by_indices));

namespace {

const Tensor& t_arg(const Stack& s, size_t i) { return std::get<Tensor>(s[i]); }
void result(Stack& s, Tensor t) { s = {std::move(t)}; }

void check_index_dtype(const Tensor& index, const char* op) {
  check(index.dtype() == ScalarType::Long || index.dtype() == ScalarType::Int, ErrorKind::RuntimeError, op,
        "(): Expected dtype int64 for index");
}

// Shared by gather (read self at the indexed position) and scatter (write out at it).

// An index position as a position in a tensor of nd dimensions (they differ only where one is 0-d, the other 1-d).
Dims position_in(const Dims& coords, int64_t nd) {
  Dims p(static_cast<size_t>(nd));
  for (size_t k = 0; k < std::min(p.size(), coords.size()); ++k) p[k] = coords[k];
  return p;
}

template <bool IsGather>
Tensor gather_scatter(const Tensor& self, int64_t dim, const Tensor& index_in, const Tensor* src) {
  dim = wrap_dim(dim, self.dim());
  check_index_dtype(index_in, IsGather ? "gather" : "scatter");
  check_gather_scatter_shapes(self, dim, index_in, src);
  const Tensor index = contiguous(to_dtype(index_in, ScalarType::Long));
  // (scatter's result is contiguous, as 1.13's structured kernel allocates it)
  Tensor out = IsGather ? tsr::tensor::empty(index.sizes(), self.dtype()) : self.is_contiguous() ? clone(self) : contiguous(self);
  const Tensor data = IsGather ? contiguous(self) : contiguous(to_dtype(*src, self.dtype()));
  const int64_t size = size_or_1(self, dim);
  const int64_t nd = index.dim();
  if (nd > 0 && self.dim() == nd && data.dim() == nd && index.numel() > 0) {
    // The index's elements in order, an odometer keeping each one's place in the indexed tensor (out for scatter,
    // data for gather) without the dim's term, and in the scatter source: no per-element coordinates.
    const Tensor& indexed = IsGather ? data : out;
    const int64_t* idx = index.data<int64_t>();
    const Dims& sizes = index.sizes();
    const int64_t numel = index.numel(), at_stride = indexed.strides()[dim];
    visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
      T* o = out.data<T>();
      const T* d = data.data<T>();
      Dims coord(static_cast<size_t>(nd), 0);
      int64_t base = 0, source = 0;  // (source: scatter's src offset)
      for (int64_t linear = 0; linear < numel; ++linear) {
        const int64_t at = idx[linear];
        check(at >= 0 && at < size, ErrorKind::RuntimeError, "index ", at, " is out of bounds for dimension ", dim,
              " with size ", size);
        if constexpr (IsGather) o[linear] = d[base + at * at_stride];
        else o[base + at * at_stride] = d[source];
        for (int64_t k = nd - 1; k >= 0; --k) {
          const int64_t step = k == dim ? 0 : indexed.strides()[k];
          const bool carry = ++coord[k] == sizes[k];
          base += carry ? -step * (sizes[k] - 1) : step;
          if constexpr (!IsGather) source += carry ? -data.strides()[k] * (sizes[k] - 1) : data.strides()[k];
          if (!carry) break;
          coord[k] = 0;
        }
      }
    });
    return out;
  }
  visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
    for_each_index(index.sizes(), [&](int64_t linear, const Dims& coords) {
      const int64_t at = index.data<int64_t>()[linear];
      // No negative indices, as in PyTorch (tsr counted them from the end).
      check(at >= 0 && at < size, ErrorKind::RuntimeError, "index ", at, " is out of bounds for dimension ", dim,
            " with size ", size);
      Dims target = position_in(coords, self.dim());
      if (!target.empty()) target[dim] = at;
      if constexpr (IsGather) {
        out.data<T>()[linear] = data.data<T>()[offset_of(target, data.strides())];
      } else {
        out.data<T>()[offset_of(target, out.strides())] =
            data.data<T>()[offset_of(position_in(coords, data.dim()), data.strides())];
      }
    });
  });
  return out;
}

// PyTorch 1.13's CPU sort and topk, step for step, so that equal values come out in its order: the row as
// (value, index) pairs ordered by value alone (NaN greatest), with the same libstdc++ algorithm PyTorch calls on
// them — std::sort (not stable beyond 16 elements) or std::stable_sort for sort; std::partial_sort when k * 64 <= n,
// else std::nth_element and std::sort of the first k - 1, for topk. The algorithms' comparisons and moves depend
// only on the comparator's answers, so the same sequence of pairs gives the same permutation.
template <class T>
struct ValueOrder {
  bool descending;
  bool operator()(const std::pair<T, int64_t>& a, const std::pair<T, int64_t>& b) const {
    if constexpr (is_floating_type<T>) {
      const bool an = std::isnan(static_cast<double>(a.first)), bn = std::isnan(static_cast<double>(b.first));
      return descending ? ((an && !bn) || a.first > b.first) : ((!an && bn) || a.first < b.first);
    } else {
      return descending ? a.first > b.first : a.first < b.first;
    }
  }
};

enum class SortKind { Sort, StableSort, Topk, TopkUnsorted };

template <class T>
void sort_row(const T* row, int64_t n, bool descending, SortKind kind, int64_t k, std::vector<std::pair<T, int64_t>>& q) {
  q.resize(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) q[size_t(j)] = {row[j], j};
  const ValueOrder<T> order{descending};
  if (kind == SortKind::Sort) {
    std::sort(q.begin(), q.end(), order);
  } else if (kind == SortKind::StableSort) {
    std::stable_sort(q.begin(), q.end(), order);
  } else if (k > 0) {
    if (k * 64 <= n) {
      std::partial_sort(q.begin(), q.begin() + k, q.end(), order);
    } else {
      std::nth_element(q.begin(), q.begin() + k - 1, q.end(), order);
      if (kind == SortKind::Topk) std::sort(q.begin(), q.begin() + k - 1, order);
    }
  }
}

// sort/topk: the first `k` sorted entries of every row along dim.
ValuesIndices sorted_along(const Tensor& self, int64_t dim, bool descending, int64_t k, SortKind kind) {
  const int64_t d = wrap_dim(dim, std::max<int64_t>(self.dim(), 1));
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{d};
  const ReductionLayout L = make_reduction_layout(self, dims, true, self.dtype());
  Dims shape = L.source.sizes();
  if (!shape.empty()) shape[shape.size() - 1] = k;
  Tensor values = tsr::tensor::empty(shape, self.dtype()), indices = tsr::tensor::empty(shape, ScalarType::Long);
  visit_dtype_and_uint(self.dtype(), [&]<class T>(std::type_identity<T>) {
    std::vector<std::pair<T, int64_t>> q;
    for (int64_t i = 0; i < L.outputs; ++i) {
      const T* row = L.source.data<T>() + i * L.run;
      sort_row(row, L.run, descending, kind, k, q);
      for (int64_t j = 0; j < k; ++j) {
        values.data<T>()[i * k + j] = q[size_t(j)].first;
        indices.data<int64_t>()[i * k + j] = q[size_t(j)].second;
      }
    }
  });
  Tensor v = contiguous(unpermute(values, L.order)), i = contiguous(unpermute(indices, L.order));
  // sort's results take self's layout (1.13's meta function: self's strides if dense, else dense in their order);
  // topk's are contiguous
  if ((kind == SortKind::Sort || kind == SortKind::StableSort) && self.dim() > 0) {
    Tensor laid = empty_like_layout(self, self.sizes(), self.dtype());
    if (!laid.is_contiguous()) {
      Tensor laid_indices = empty_like_layout(self, self.sizes(), ScalarType::Long);
      copy_(laid, v);
      copy_(laid_indices, i);
      return {laid, laid_indices};
    }
  }
  return {v, i};
}

}  // namespace

TSR_REGISTER_KERNEL("index_select_backward", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& grad = t_arg(s, 0);
  Tensor z = call("zeros", {int_list_arg(s, 1), grad.dtype(), grad.device()});
  result(s, call("index_add", {z, int_arg(s, 2, 0), t_arg(s, 3), grad}));
});
TSR_REGISTER_KERNEL("index_select", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0), index = contiguous(to_dtype(t_arg(s, 2), ScalarType::Long));
  check_index_dtype(t_arg(s, 2), "index_select");
  check(index.dim() <= 1, ErrorKind::IndexError, "index_select(): Index is supposed to be a vector");
  const int64_t dim = wrap_dim(int_arg(s, 1, 0), self.dim());
  Dims shape = self.sizes();
  if (self.dim() > 0) shape[dim] = index.numel();
  Tensor out = tsr::tensor::empty(shape, self.dtype());
  const int64_t size = self.dim() > 0 ? self.sizes()[dim] : 1;
  const int64_t n = index.numel();
  const int64_t* idx = index.data<int64_t>();
  for (int64_t i = 0; i < n; ++i) {
    const int64_t at = idx[i];
    // PyTorch 1.13's CPU kernel has a path of its own for dim 1 (index_select_out_cpu_dim1_), with its own error
    if (!(at >= 0 && at < size)) {
      if (dim == 1 && self.dim() >= 2)
        throw Error(ErrorKind::RuntimeError, "INDICES element is out of DATA bounds, id=" + std::to_string(at) +
                                                 " axis_dim=" + std::to_string(size));
      throw Error(ErrorKind::IndexError, "index out of range in self");
    }
  }
  if (self.dim() == 0) {
    if (n) copy_(out, self);
    return result(s, out);
  }
  // Each (outer, i) pair copies one run of `inner` elements: self's slice `idx[i]` along dim, from a dense self.
  const Tensor dense = contiguous(self);
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= self.sizes()[d];
  for (int64_t d = dim + 1; d < self.dim(); ++d) inner *= self.sizes()[d];
  const size_t es = self.element_size(), run = static_cast<size_t>(inner) * es;
  const char* src = static_cast<const char*>(dense.data_ptr());
  char* dst = static_cast<char*>(out.data_ptr());
  if (run)
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < n; ++i)
        std::memcpy(dst + (o * n + i) * run, src + (o * size + idx[i]) * run, run);
  result(s, out);
});

TSR_REGISTER_KERNEL("gather", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, gather_scatter<true>(t_arg(s, 0), int_arg(s, 1, 0), t_arg(s, 2), nullptr));
});

TSR_REGISTER_KERNEL("scatter.src", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor src = t_arg(s, 3);
  result(s, gather_scatter<false>(t_arg(s, 0), int_arg(s, 1, 0), t_arg(s, 2), &src));
});

Tensor mask_as_bool(const Tensor& mask, const char* op, const char* line, bool any_dtype) {
  if (mask.dtype() == ScalarType::Bool || (mask.dtype() != ScalarType::Byte && !any_dtype)) return mask;
  if (mask.dtype() == ScalarType::Byte)
    warn(std::string(op) + " received a mask with dtype torch.uint8, this behavior is now deprecated,please use a "
         "mask with dtype torch.bool instead. (Triggered internally at  ./aten/src/ATen/native/"
         "TensorAdvancedIndexing.cpp:" + line + ".)");
  if (mask.device().is_meta()) return to_dtype(mask, ScalarType::Bool);
  const Tensor dense = host_contiguous(mask, mask.dtype());
  Tensor flags = tsr::tensor::empty(mask.sizes(), ScalarType::Bool);
  const auto* bytes = static_cast<const unsigned char*>(dense.data_ptr());
  bool* out = flags.data<bool>();
  const size_t step = mask.element_size();
  for (int64_t i = 0; i < flags.numel(); ++i) {
    const unsigned char b = bytes[static_cast<size_t>(i) * step];  // the element's first byte in memory
    check(b <= 1, ErrorKind::RuntimeError, "Mask tensor can take 0 and 1 values only");
    out[i] = b != 0;
  }
  return mask.device().is_cpu() ? flags : to_device(flags, mask.device());
}

TSR_REGISTER_KERNEL("masked_fill.Scalar", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0), mask = mask_as_bool(t_arg(s, 1), "masked_fill_", "1646", true);
  // The fill value takes self's dtype (a plain 0-d tensor of that dtype, so where() keeps it).
  // fill_.Scalar's checks and conversion (a complex value into a real tensor refuses a nonzero imaginary part).
  Tensor plain_value = tsr::tensor::empty({}, self.dtype());
  {
    static const Operator& fill = find_op("fill_.Scalar");
    Stack fs{plain_value, s[2]};
    fill.kernel(DispatchKey::CPU)->fn(fill, DispatchKeySet{}, fs);
  }
  // contiguous, as 1.13's (a clone in the contiguous format, then masked_fill_)
  result(s, contiguous(where(mask, plain_value, self)));
});

// The value's element, filled as masked_fill.Scalar fills (on any backend: the fill's own kernel runs below).
TSR_REGISTER_KERNEL("masked_fill.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& value = t_arg(s, 2);
  check(value.dim() == 0, ErrorKind::RuntimeError, "masked_fill_ only supports a 0-dimensional value tensor, but got "
        "tensor with ", value.dim(), " dimension(s).");
  static const Operator& fill = find_op("masked_fill.Scalar");
  const Tensor& self = t_arg(s, 0);
  if (is_complex(value.dtype()) || is_complex(self.dtype()))  // (a complex value has no Scalar slot here)
    return result(s, contiguous(where(mask_as_bool(t_arg(s, 1), "masked_fill_", "1646", true),
                                     to_dtype(value, self.dtype()), self)));
  const double v = value.device().is_meta() ? 0.0 : host_double(value);  // (a meta value: the geometry alone)
  const IValue scalar = is_floating(value.dtype()) ? IValue(v) : value.dtype() == ScalarType::Bool ? IValue(v != 0)
                                                                                                   : IValue(int64_t(v));
  result(s, call_tensor_op(fill, {self, t_arg(s, 1), scalar}));
});

TSR_REGISTER_KERNEL("masked_select", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0), mask = mask_as_bool(t_arg(s, 1), "masked_select", "1729", false);
  check(mask.dtype() == ScalarType::Bool, ErrorKind::RuntimeError,
        "masked_select: expected BoolTensor or ByteTensor for mask");
  const Dims shape = broadcast_shapes(self.sizes(), mask.sizes());
  const Tensor values = contiguous(expand(self, shape)), flags = contiguous(expand(mask, shape));
  int64_t count = 0;
  for (int64_t i = 0; i < flags.numel(); ++i) count += flags.data<bool>()[i];
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{count}, self.dtype());
  visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
    int64_t j = 0;
    for (int64_t i = 0; i < flags.numel(); ++i)
      if (flags.data<bool>()[i]) out.data<T>()[j++] = values.data<T>()[i];
  });
  result(s, out);
});

TSR_REGISTER_KERNEL("nonzero", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor flags = contiguous(compare(t_arg(s, 0), scalar_to_tensor(int64_t{0}), CompareOp::Ne));
  const bool* f = flags.data<bool>();
  const int64_t n = flags.numel(), nd = flags.dim();
  const int64_t count = std::count(f, f + n, true);
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{count, nd}, ScalarType::Long);
  int64_t* o = out.data<int64_t>();
  if (nd == 1) {
    for (int64_t i = 0; i < n; ++i)
      if (f[i]) *o++ = i;
  } else if (nd > 1) {
    // The coordinates of element i, advanced as an odometer: one pass, no per-element allocation.
    const Dims& sizes = flags.sizes();
    std::vector<int64_t> coords(static_cast<size_t>(nd), 0);
    for (int64_t i = 0; i < n; ++i) {
      if (f[i]) o = std::copy(coords.begin(), coords.end(), o);
      for (int64_t d = nd - 1; d >= 0 && ++coords[d] == sizes[d]; --d) coords[d] = 0;
    }
  }
  result(s, out);
});

int64_t one_hot_classes(const Tensor& self, int64_t num_classes) {
  check(self.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "one_hot is only applicable to index tensor.");
  if (self.numel() == 0) {
    check(num_classes > 0, ErrorKind::RuntimeError, "Can not infer total number of classes from empty tensor.");
    return num_classes;
  }
  auto reduced = [&](const char* op) {
    return static_cast<int64_t>(host_double(call_tensor_op(find_op(op), {self})));
  };
  check(reduced("min") >= 0, ErrorKind::RuntimeError, "Class values must be non-negative.");
  const int64_t greatest = reduced("max");
  if (num_classes == -1) return greatest + 1;
  check(greatest < num_classes, ErrorKind::RuntimeError, "Class values must be smaller than num_classes.");
  return num_classes;
}

TSR_REGISTER_KERNEL("one_hot", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = contiguous(t_arg(s, 0));
  const int64_t classes = one_hot_classes(self, int_arg(s, 1, -1));
  Dims shape = self.sizes();
  shape.push_back(classes);
  Tensor out = tsr::tensor::empty(shape, ScalarType::Long);
  std::fill_n(out.data<int64_t>(), out.numel(), 0);
  const int64_t* idx = self.data<int64_t>();
  for (int64_t i = 0; i < self.numel(); ++i) out.data<int64_t>()[i * classes + idx[i]] = 1;
  result(s, out);
});

TSR_REGISTER_KERNEL("sort", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const int64_t dim = int_arg(s, 1, -1);
  const int64_t n = self.dim() == 0 ? 1 : self.sizes()[wrap_dim(dim, self.dim())];
  auto [v, i] = sorted_along(self, dim, bool_arg(s, 2, false), n, SortKind::Sort);
  s = {v, i};
});

// sort.stable(self, *, stable, dim, descending): stable=None or False is PyTorch's plain sort.
TSR_REGISTER_KERNEL("sort.stable", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const int64_t dim = int_arg(s, 2, -1);
  const int64_t n = self.dim() == 0 ? 1 : self.sizes()[wrap_dim(dim, self.dim())];
  auto [v, i] = sorted_along(self, dim, bool_arg(s, 3, false), n, bool_arg(s, 1, false) ? SortKind::StableSort : SortKind::Sort);
  s = {v, i};
});

TSR_REGISTER_KERNEL("topk", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "topk_cpu");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "topk_cpu");
  const Tensor self = t_arg(s, 0);
  const int64_t k = int_arg(s, 1, 1), dim = int_arg(s, 2, -1);
  const int64_t n = self.dim() == 0 ? 1 : self.sizes()[wrap_dim(dim, self.dim())];
  check(k >= 0 && k <= n, ErrorKind::RuntimeError, "selected index k out of range");
  auto [v, i] = sorted_along(self, dim, bool_arg(s, 3, true), k, bool_arg(s, 4, true) ? SortKind::Topk : SortKind::TopkUnsorted);
  s = {v, i};
});

Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index) {
  static const Operator& op = find_op("index_select");
  return call_tensor_op(op, {self, dim, index});
}
Tensor gather(const Tensor& self, int64_t dim, const Tensor& index) {
  static const Operator& op = find_op("gather");
  return call_tensor_op(op, {self, dim, index, false});
}
Tensor scatter(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  static const Operator& op = find_op("scatter.src");
  return call_tensor_op(op, {self, dim, index, src});
}
Tensor masked_fill(const Tensor& self, const Tensor& mask, const Scalar& value) {
  static const Operator& op = find_op("masked_fill.Scalar");
  return call_tensor_op(op, {self, mask, std::visit([](auto v) { return IValue(v); }, value.value())});
}
Tensor masked_select(const Tensor& self, const Tensor& mask) {
  static const Operator& op = find_op("masked_select");
  return call_tensor_op(op, {self, mask});
}
Tensor nonzero(const Tensor& self) {
  static const Operator& op = find_op("nonzero");
  return call_tensor_op(op, {self});
}
Tensor one_hot(const Tensor& self, int64_t num_classes) {
  static const Operator& op = find_op("one_hot");
  return call_tensor_op(op, {self, num_classes});
}
ValuesIndices sort(const Tensor& self, int64_t dim, bool descending) {
  static const Operator& op = find_op("sort");
  Stack s = call_op(op, {self, dim, descending});
  return {std::get<Tensor>(s[0]), std::get<Tensor>(s[1])};
}
ValuesIndices topk(const Tensor& self, int64_t k, int64_t dim, bool largest) {
  static const Operator& op = find_op("topk");
  Stack s = call_op(op, {self, k, dim, largest, true});
  return {std::get<Tensor>(s[0]), std::get<Tensor>(s[1])};
}

}  // namespace tsr::tensor
