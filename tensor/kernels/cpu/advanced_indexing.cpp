// Advanced indexing: index (gather by index tensors) and index_put_ (scatter by them).
//
// Both reduce to one plan: bool masks become long indices (nonzero), the indexed dimensions are permuted to the
// front, the index tensors are broadcast to a shape B, and position b of B selects the block
// self[i0[b], i1[b], ..., :, :] — a strided view of the remaining dimensions at a computed storage offset.
#include <algorithm>
#include <cstring>
#include <numeric>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/dim_order.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/index_checks.hpp"
#include "tensor/kernels/cpu/index_walk.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

TSR_DEFINE_OP("index.Tensor(Tensor self, Tensor?[] indices) -> Tensor",
              "Advanced indexing with index tensors (a copy).",
              autograd::formula("IndexBackward0", {"indices"}, [](Ctx& c) {
                const Dims& shape = c.shape("self");
                const Tensor z = zeros_for(std::vector<int64_t>(shape.begin(), shape.end()), c.g());
                return G{call("index_put_", {z, c.args[1], c.g(), true})};
              }));
TSR_DEFINE_OP(
    "index_put_(Tensor(a!) self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor(a!)",
    "Writes values at the positions selected by index tensors.",
    autograd::formula("IndexPutBackward0", {"indices"}, [](Ctx& c) {
      // Accumulating keeps self's elements in the sum, so their gradient passes whole; assigning replaces them, so
      // theirs is zero at the indexed places (PyTorch: accumulate ? grad : grad.index_put(indices, zeros, false)).
      Tensor gself = c.b("accumulate") ? c.g()
                                       : call("index_put_", {call("clone", {c.g()}), c.args[1],
                                                             zeros(std::vector<int64_t>{}, c.g().dtype()), false});
      Tensor gv = call("index.Tensor", {c.g(), c.args[1]});
      // One gradient per edge: the node has an edge for each index tensor (none of them differentiable), so with
      // two index tensors values' gradient went to the second index's edge and values got none.
      G grads{gself};
      grads.resize(1 + std::get<std::vector<Tensor>>(c.args[1]).size());
      grads.push_back(c.to(gv, "values"));
      return grads;
    }));

namespace {

struct IndexPlan {
  Tensor permuted;              // self with the indexed dims first
  std::vector<Tensor> indices;  // contiguous int64 in their own shapes (never written: they may be the caller's)
  std::vector<Dims> index_strides;  // their strides broadcast to B (0 along broadcast dims)
  std::vector<Dims> given_strides;  // the index tensors' own strides broadcast to B: what orders the result's dims
  Dims index_shape;             // B
  Dims rest_sizes, rest_strides;
  int64_t positions = 0;        // numel(B)
  bool adjacent = true;         // indexed dims were consecutive: result dims go at `first`
  int64_t first = 0;            // position of the first indexed dim
};

IndexPlan make_plan(const Tensor& self, const std::vector<Tensor>& raw) {
  // 1. Bool masks become one long index per masked dimension.
  std::vector<Tensor> indices;
  for (const Tensor& t : raw) {
    if (t.defined() && t.dtype() == ScalarType::Bool) {
      // A mask must cover the dims it indexes exactly: a shorter one would pick positions of the wrong elements.
      for (int64_t j = 0; j < t.dim(); ++j) {
        const int64_t d = static_cast<int64_t>(indices.size()) + j;
        check(d >= self.dim() || t.sizes()[j] == self.sizes()[d], ErrorKind::IndexError, "The shape of the mask ",
              t.sizes(), " at index ", j, " does not match the shape of the indexed tensor ", self.sizes(),
              " at index ", d);
      }
      const Tensor nz = nonzero(t);
      for (int64_t j = 0; j < t.dim(); ++j) indices.push_back(select(nz, 1, j));
    } else {
      check(!t.defined() || is_integral(t.dtype(), false), ErrorKind::IndexError,
            "tensors used as indices must be long, int, byte or bool tensors");
      indices.push_back(t);
    }
  }
  check(static_cast<int64_t>(indices.size()) <= self.dim(), ErrorKind::IndexError, "too many indices for tensor of dimension ",
        self.dim(), " (got ", indices.size(), ")");
  IndexPlan plan;
  std::vector<int64_t> indexed, rest;
  for (int64_t d = 0; d < self.dim(); ++d) {
    const bool has = d < static_cast<int64_t>(indices.size()) && indices[d].defined();
    (has ? indexed : rest).push_back(d);
  }
  for (size_t k = 1; k < indexed.size(); ++k) plan.adjacent &= indexed[k] == indexed[k - 1] + 1;
  plan.first = indexed.empty() ? 0 : indexed[0];
  // 2. Broadcast the index tensors and check bounds.
  const Dims shape = broadcast_index_shapes(indices);
  plan.index_shape = shape;
  plan.positions = numel_of(shape);
  for (size_t k = 0; k < indexed.size(); ++k) {
    const int64_t d = indexed[k];
    const Tensor idx = contiguous(to_dtype(indices[d], ScalarType::Long));
    plan.index_strides.push_back(expand(idx, shape).strides());
    plan.given_strides.push_back(expand(indices[d], shape).strides());
    plan.indices.push_back(idx);
  }
  std::vector<int64_t> order = indexed;
  order.insert(order.end(), rest.begin(), rest.end());
  plan.permuted = permute(self, order);
  for (size_t k = indexed.size(); k < order.size(); ++k) {
    plan.rest_sizes.push_back(plan.permuted.sizes()[k]);
    plan.rest_strides.push_back(plan.permuted.strides()[k]);
  }
  return plan;
}

// The index values against their dims' sizes (the kernel's check in PyTorch, so index_put_'s shape check comes
// first). Each index in its own shape (not broadcast to B); negative values are wrapped where the offsets are
// computed, so an index tensor of the caller's is only read.
void check_bounds(const IndexPlan& plan) {
  for (size_t k = 0; k < plan.indices.size(); ++k) {
    const int64_t size = plan.permuted.sizes()[static_cast<int64_t>(k)];
    // (PyTorch's words: the dimension is the index tensor's position among the indexing tensors, which its kernel
    // loops over; an indexed dim of size 0 is AdvancedIndex's own check)
    check(size > 0 || plan.positions == 0, ErrorKind::IndexError, "index is out of bounds for dimension with size 0");
    if (plan.positions == 0) continue;
    const Tensor& idx = plan.indices[k];
    const int64_t* v = idx.data<int64_t>();
    for (int64_t i = 0; i < idx.numel(); ++i)
      check(v[i] >= -size && v[i] < size, ErrorKind::IndexError, "index ", v[i], " is out of bounds for dimension ",
            k, " with size ", size);
  }
}

// Whether each position's block is one run of memory (its rest dims row-major, unit inner stride): then the gather
// and the put copy runs, not views through copy_ (a dispatched op per position: 10M mask positions took seconds).
bool dense_blocks(const Dims& rest_sizes, const Dims& rest_strides) {
  int64_t expected = 1;
  for (size_t k = rest_sizes.size(); k-- > 0;) {
    if (rest_sizes[k] != 1 && rest_strides[k] != expected) return false;
    expected *= rest_sizes[k];
  }
  return true;
}
bool dense_blocks(const IndexPlan& plan) { return dense_blocks(plan.rest_sizes, plan.rest_strides); }

// Calls f(b, offset) for each position b of B in order, offset being the element offset of its block's first
// element from plan.permuted's: the index values (wrapped when negative) times the indexed dims' strides. The
// indices are read through their broadcast strides, a row of B at a time (nothing of B's size is made).
template <class F>
void for_each_block(const IndexPlan& plan, F&& f) {
  if (plan.positions == 0) return;
  const size_t nk = plan.indices.size(), nd = plan.index_shape.size();
  const int64_t row = nd ? plan.index_shape[nd - 1] : 1;
  std::vector<const int64_t*> base(nk), at(nk);
  std::vector<int64_t> inner_stride(nk), dim_size(nk), dim_stride(nk);
  for (size_t k = 0; k < nk; ++k) {
    base[k] = at[k] = plan.indices[k].data<int64_t>();
    inner_stride[k] = nd ? plan.index_strides[k][nd - 1] : 0;
    dim_size[k] = plan.permuted.sizes()[k];
    dim_stride[k] = plan.permuted.strides()[k];
  }
  Dims coords(nd ? nd - 1 : 0, 0);
  for (int64_t b = 0; b < plan.positions; b += row) {
    for (int64_t i = 0; i < row; ++i) {
      int64_t offset = 0;
      for (size_t k = 0; k < nk; ++k) {
        int64_t v = at[k][i * inner_stride[k]];
        if (v < 0) v += dim_size[k];
        offset += v * dim_stride[k];
      }
      f(b + i, offset);
    }
    // the next row: B's outer coordinates advance, and each index's row start with them
    for (size_t d = coords.size(); d-- > 0;) {
      if (++coords[d] < plan.index_shape[d]) break;
      coords[d] = 0;
    }
    for (size_t k = 0; k < nk; ++k) {
      at[k] = base[k];
      for (size_t d = 0; d < coords.size(); ++d) at[k] += coords[d] * plan.index_strides[k][d];
    }
  }
}

// Result dims are [B..., rest...]; when the indexed dims were adjacent and not first, B moves to `first`.
std::vector<int64_t> result_order(const IndexPlan& plan) {
  const int64_t nb = static_cast<int64_t>(plan.index_shape.size()), nr = static_cast<int64_t>(plan.rest_sizes.size());
  std::vector<int64_t> order;
  const int64_t before = plan.adjacent ? std::min(plan.first, nr) : 0;
  for (int64_t i = 0; i < before; ++i) order.push_back(nb + i);
  for (int64_t i = 0; i < nb; ++i) order.push_back(i);
  for (int64_t i = before; i < nr; ++i) order.push_back(nb + i);
  return order;
}

Dims flat_shape(const IndexPlan& plan) {
  Dims shape{plan.positions};
  for (int64_t s : plan.rest_sizes) shape.push_back(s);
  return shape;
}

Dims gathered_shape(const IndexPlan& plan) {
  Dims shape = plan.index_shape;
  for (int64_t s : plan.rest_sizes) shape.push_back(s);
  return shape;
}

// PyTorch 1.13's _index_put_impl_ hands `self[mask] = v` (one bool mask among the indices, a one-element value, no
// accumulation) to masked_fill_ (canDispatchToMaskedFill): the mask, with a dim of 1 for each dim of self after
// it, broadcast over self. Nothing the size of the mask's true positions is made. False where the call is not that.
bool fill_by_mask(const Tensor& self, const std::vector<Tensor>& raw, const Tensor& value) {
  if (value.numel() != 1) return false;
  Tensor mask;
  int64_t dims = 0;  // the dims the indices cover: one per missing index, the mask's own
  for (const Tensor& t : raw) {
    if (!t.defined()) {
      ++dims;
      continue;
    }
    if (t.dtype() != ScalarType::Bool || mask.defined()) return false;
    if (dims + t.dim() > self.dim()) return false;  // (make_plan's error)
    for (int64_t j = 0; j < t.dim(); ++j)
      check(t.sizes()[j] == self.sizes()[dims + j], ErrorKind::IndexError, "The shape of the mask ", t.sizes(),
            " at index ", j, " does not match the shape of the indexed tensor ", self.sizes(), " at index ", dims + j);
    mask = t;
    dims += t.dim();
  }
  if (!mask.defined()) return false;
  Dims shape = mask.sizes();
  for (int64_t d = dims; d < self.dim(); ++d) shape.push_back(1);
  const auto layout = make_elementwise_layout<2>({self, expand(reshape(mask, shape), self.sizes())});
  visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
    const T v = *static_cast<const T*>(value.data_ptr());
    for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
      T* o = reinterpret_cast<T*>(p[0]);
      const bool* c = reinterpret_cast<const bool*>(p[1]);
      for (int64_t i = 0; i < n; ++i)
        if (c[i * st[1]]) o[i * st[0]] = v;
    });
  });
  return true;
}

// `self[mask]` with one bool mask over self's leading dims: the blocks at the mask's true positions, in its order,
// read by walking the mask (PyTorch makes nonzero's index tensors first; the result is the same). Undefined where
// the call is not that.
Tensor gather_by_mask(const Tensor& self, const std::vector<Tensor>& raw) {
  if (raw.size() != 1 || !raw[0].defined() || raw[0].dtype() != ScalarType::Bool) return Tensor();
  const Tensor& mask = raw[0];
  const int64_t k = mask.dim();
  if (k == 0 || k > self.dim()) return Tensor();
  for (int64_t j = 0; j < k; ++j)
    check(mask.sizes()[j] == self.sizes()[j], ErrorKind::IndexError, "The shape of the mask ", mask.sizes(),
          " at index ", j, " does not match the shape of the indexed tensor ", self.sizes(), " at index ", j);
  const Tensor m = contiguous(mask);
  const bool* flags = m.data<bool>();
  const int64_t n = m.numel();
  const int64_t count = std::count(flags, flags + n, true);
  Dims rest_sizes, rest_strides, shape{count};
  for (int64_t d = k; d < self.dim(); ++d) {
    rest_sizes.push_back(self.sizes()[d]);
    rest_strides.push_back(self.strides()[d]);
    shape.push_back(self.sizes()[d]);
  }
  Tensor out = tsr::tensor::empty(shape, self.dtype());
  const int64_t inner = numel_of(rest_sizes);
  if (count == 0 || inner == 0) return out;
  const bool dense = dense_blocks(rest_sizes, rest_strides);
  const std::vector<int64_t> within = dense ? std::vector<int64_t>{} : element_offsets(rest_sizes, rest_strides);
  visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* src = static_cast<const T*>(self.data_ptr());
    T* dst = out.data<T>();
    Dims coords(size_t(k), 0);
    int64_t offset = 0, b = 0;  // the mask position's element offset in self; the blocks written
    for (int64_t p = 0; p < n; ++p) {
      if (flags[p]) {
        T* o = dst + b++ * inner;
        if (dense) std::copy_n(src + offset, inner, o);
        else for (int64_t i = 0; i < inner; ++i) o[i] = src[offset + within[i]];
      }
      for (int64_t d = k; d-- > 0;) {  // the next position: its coordinates and offset
        offset += self.strides()[d];
        if (++coords[d] < self.sizes()[d]) break;
        offset -= coords[d] * self.strides()[d];
        coords[d] = 0;
      }
    }
  });
  return out;
}

// index_put_'s accumulation of one value (bool: or).
template <class T>
T plus(T a, T b) {
  if constexpr (std::is_same_v<T, bool>) return a || b;
  else return static_cast<T>(a + b);
}

// `w[:, idx]`: indexed dims adjacent after some whole dims, so the result is [before..., B..., after...]. Walked in
// that order (each outer position, then B's blocks), reads and writes stay near each other and nothing is
// transposed; in [B..., rest...] order a position's block would be a strided column of w, and the result (or the
// values put) would need a transposing copy. Empty `outer` where the indexed dims come first or are not adjacent.
struct ResultOrderWalk {
  std::vector<int64_t> outer;  // the element offsets of the dims before the indexed ones
  Dims after_sizes, after_strides;
  int64_t inner = 0;           // elements per block (the dims after)
  std::vector<int64_t> within;  // the block's element offsets, when not one run
  Dims shape;                  // the result's: [before..., B..., after...]
  bool applies = false;
};

ResultOrderWalk result_order_walk(const IndexPlan& plan) {
  ResultOrderWalk w;
  const size_t nr = plan.rest_sizes.size();
  const size_t before = plan.adjacent ? static_cast<size_t>(std::min<int64_t>(plan.first, static_cast<int64_t>(nr))) : 0;
  if (before == 0) return w;
  w.applies = true;
  Dims outer_sizes, outer_strides;
  for (size_t k = 0; k < nr; ++k) {
    (k < before ? outer_sizes : w.after_sizes).push_back(plan.rest_sizes[k]);
    (k < before ? outer_strides : w.after_strides).push_back(plan.rest_strides[k]);
  }
  w.shape = outer_sizes;
  for (int64_t s : plan.index_shape) w.shape.push_back(s);
  for (int64_t s : w.after_sizes) w.shape.push_back(s);
  w.inner = numel_of(w.after_sizes);
  w.outer = element_offsets(outer_sizes, outer_strides);
  if (!dense_blocks(w.after_sizes, w.after_strides)) w.within = element_offsets(w.after_sizes, w.after_strides);
  return w;
}

// Calls f(self_offset, result_index) for every element, in the result's order.
template <class F>
void walk_result_order(const IndexPlan& plan, const ResultOrderWalk& w, F&& f) {
  int64_t r = 0;
  for (const int64_t o : w.outer) {
    if (w.inner == 1) {
      for_each_block(plan, [&](int64_t b, int64_t offset) { f(o + offset, r + b); });
    } else if (w.within.empty()) {
      for_each_block(plan, [&](int64_t b, int64_t offset) {
        for (int64_t i = 0; i < w.inner; ++i) f(o + offset + i, r + b * w.inner + i);
      });
    } else {
      for_each_block(plan, [&](int64_t b, int64_t offset) {
        for (int64_t i = 0; i < w.inner; ++i) f(o + offset + w.within[i], r + b * w.inner + i);
      });
    }
    r += plan.positions * w.inner;
  }
}

// index's result (gathered row-major) in the layout TensorIterator gives it: the dims ordered by self restrided to
// the result's shape (stride 0 along B), then by the index tensors (stride 0 outside B), as AdvancedIndex builds
// its iterator; dense strides in that order. So `x.t()[:, i]` is laid out as x.t() is, and later sums of it add
// in PyTorch's order. Row-major results (the common case) are returned as they are.
Tensor laid_out(const IndexPlan& plan, const Tensor& result) {
  const Dims& shape = result.sizes();
  const int64_t nd = result.dim(), nb = static_cast<int64_t>(plan.index_shape.size());
  const int64_t nr = static_cast<int64_t>(plan.rest_sizes.size());
  const int64_t b_at = plan.adjacent ? std::min(plan.first, nr) : 0;
  const std::vector<int64_t> perm = iteration_order(nd, 1 + plan.indices.size(), shape, [&](size_t k, int64_t d) {
    const bool in_b = d >= b_at && d < b_at + nb;
    if (k == 0) return in_b ? 0 : plan.rest_strides[static_cast<size_t>(d < b_at ? d : d - nb)];
    return in_b ? plan.given_strides[k - 1][static_cast<size_t>(d - b_at)] : 0;
  });
  Dims strides = dense_strides_in_order<Dims>(perm, shape);
  if (result.numel() == 0 || strides == contiguous_strides(shape)) return result;
  return write_inplace_result(empty_dense(shape, std::move(strides), result.dtype(), result.device()), result);
}

}  // namespace

TSR_REGISTER_KERNEL("index.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  if (Tensor masked = gather_by_mask(self, std::get<std::vector<Tensor>>(s[1])); masked.defined()) {
    s = {masked};
    return;
  }
  const IndexPlan plan = make_plan(self, std::get<std::vector<Tensor>>(s[1]));
  check_bounds(plan);
  if (const ResultOrderWalk w = result_order_walk(plan); w.applies) {
    Tensor out = tsr::tensor::empty(w.shape, self.dtype());
    if (out.numel() > 0)
      visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
        const T* src = static_cast<const T*>(plan.permuted.data_ptr());
        T* dst = out.data<T>();
        walk_result_order(plan, w, [&](int64_t from, int64_t to) { dst[to] = src[from]; });
      });
    s = {laid_out(plan, out)};
    return;
  }
  Tensor flat = tsr::tensor::empty(flat_shape(plan), self.dtype());
  const int64_t inner = numel_of(plan.rest_sizes);
  if (inner > 0)
    visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
      const T* src = static_cast<const T*>(plan.permuted.data_ptr());
      T* dst = flat.data<T>();
      if (inner == 1) {  // an element per position (offsets are signed: a view with negative strides)
        for_each_block(plan, [&](int64_t b, int64_t offset) { dst[b] = src[offset]; });
      } else if (dense_blocks(plan)) {
        for_each_block(plan, [&](int64_t b, int64_t offset) { std::copy_n(src + offset, inner, dst + b * inner); });
      } else {
        const std::vector<int64_t> within = element_offsets(plan.rest_sizes, plan.rest_strides);
        for_each_block(plan, [&](int64_t b, int64_t offset) {
          for (int64_t i = 0; i < inner; ++i) dst[b * inner + i] = src[offset + within[i]];
        });
      }
    });
  s = {laid_out(plan, contiguous(permute(reshape(flat, gathered_shape(plan)), result_order(plan))))};
});

TSR_REGISTER_KERNEL("index_put_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = std::get<Tensor>(s[0]);
  const Tensor values = std::get<Tensor>(s[2]);
  // (`x[i] = v` converts v first, in the binding, as PyTorch's setitem does)
  check(values.dtype() == self.dtype(), ErrorKind::RuntimeError,
        "Index put requires the source and destination dtypes match, got ", dtype_title(self.dtype()),
        " for the destination and ", dtype_title(values.dtype()), " for the source.");
  const bool accumulate = s.size() > 3 && std::get<bool>(s[3]);
  if (!accumulate && fill_by_mask(self, std::get<std::vector<Tensor>>(s[1]), contiguous(values))) {
    s = {self};
    return;
  }
  const IndexPlan plan = make_plan(self, std::get<std::vector<Tensor>>(s[1]));
  // The values broadcast to the indexing result's shape, then go back to [B..., rest...] order.
  const std::vector<int64_t> order = result_order(plan);
  const Tensor probe = permute(reshape(tsr::tensor::empty(flat_shape(plan), ScalarType::Bool), gathered_shape(plan)), order);
  const Dims& result_shape = probe.sizes();
  check(expandable_to(values.sizes(), result_shape), ErrorKind::RuntimeError, "shape mismatch: value tensor of shape ", values.sizes(),
        " cannot be broadcast to indexing result of shape ", result_shape);
  check_bounds(plan);
  if (const ResultOrderWalk w = result_order_walk(plan); w.applies) {
    // values in the result's order: one element read as it is, others made contiguous in that order
    const Tensor vals = values.numel() == 1 ? values : contiguous(expand(values, result_shape));
    const bool one = values.numel() == 1;
    if (w.inner > 0)
      visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
        T* dst = static_cast<T*>(plan.permuted.data_ptr());
        const T* src = static_cast<const T*>(vals.data_ptr());
        if (one) {
          const T v = *src;
          if (accumulate) walk_result_order(plan, w, [&](int64_t to, int64_t) { dst[to] = plus(dst[to], v); });
          else walk_result_order(plan, w, [&](int64_t to, int64_t) { dst[to] = v; });
        } else if (accumulate) {
          walk_result_order(plan, w, [&](int64_t to, int64_t from) { dst[to] = plus(dst[to], src[from]); });
        } else {
          walk_result_order(plan, w, [&](int64_t to, int64_t from) { dst[to] = src[from]; });
        }
      });
    s = {self};
    return;
  }
  std::vector<int64_t> inverse(order.size());
  for (size_t i = 0; i < order.size(); ++i) inverse[order[i]] = static_cast<int64_t>(i);
  const Tensor expanded = reshape(contiguous(permute(expand(to_dtype(values, self.dtype()), result_shape), inverse)),
                                  flat_shape(plan));
  // In position order, so a duplicate index takes the last value, or accumulates them all.
  const int64_t inner = numel_of(plan.rest_sizes);
  const std::vector<int64_t> within =
      inner > 1 && !dense_blocks(plan) ? element_offsets(plan.rest_sizes, plan.rest_strides) : std::vector<int64_t>{};
  if (inner > 0)
    visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
      T* dst = static_cast<T*>(plan.permuted.data_ptr());
      const T* src = expanded.data<T>();
      auto put = [&](T& d, const T& v) { d = accumulate ? plus(d, v) : v; };
      if (within.empty()) {  // each block one run (or one element)
        for_each_block(plan, [&](int64_t b, int64_t offset) {
          for (int64_t i = 0; i < inner; ++i) put(dst[offset + i], src[b * inner + i]);
        });
      } else {
        for_each_block(plan, [&](int64_t b, int64_t offset) {
          for (int64_t i = 0; i < inner; ++i) put(dst[offset + within[i]], src[b * inner + i]);
        });
      }
    });
  s = {self};
});

Tensor index(const Tensor& self, const std::vector<Tensor>& indices) {
  static const Operator& op = find_op("index.Tensor");
  return call_tensor_op(op, {self, indices});
}

Tensor& index_put_(Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate) {
  static const Operator& op = find_op("index_put_");
  call_op(op, {self, indices, values, accumulate});
  return self;
}

}  // namespace tsr::tensor
