// Advanced indexing: index (gather by index tensors) and index_put_ (scatter by them).
//
// Both reduce to one plan: bool masks become long indices (nonzero), the indexed dimensions are permuted to the
// front, the index tensors are broadcast to a shape B, and position b of B selects the block
// self[i0[b], i1[b], ..., :, :] — a strided view of the remaining dimensions at a computed storage offset.
#include <cstring>
#include <numeric>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
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
  std::vector<Tensor> indices;  // broadcast, contiguous int64, one per indexed dim
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
  // (PyTorch's words: the dimension is the index tensor's position among the indexing tensors, which its kernel
  // loops over; an indexed dim of size 0 is AdvancedIndex's own check)
  for (size_t k = 0; k < indexed.size(); ++k) {
    const int64_t d = indexed[k];
    Tensor idx = contiguous(to_dtype(expand(indices[d], shape), ScalarType::Long));
    const int64_t size = self.sizes()[d];
    check(size > 0 || idx.numel() == 0, ErrorKind::IndexError, "index is out of bounds for dimension with size 0");
    for (int64_t i = 0; i < idx.numel(); ++i) {
      int64_t& v = idx.data<int64_t>()[i];
      check(v >= -size && v < size, ErrorKind::IndexError, "index ", v, " is out of bounds for dimension ", k,
            " with size ", size);
      if (v < 0) v += size;
    }
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

// Whether each position's block is one run of memory (its rest dims row-major, unit inner stride): then the gather
// and the put copy runs, not views through copy_ (a dispatched op per position: 10M mask positions took seconds).
bool dense_blocks(const IndexPlan& plan) {
  int64_t expected = 1;
  for (size_t k = plan.rest_sizes.size(); k-- > 0;) {
    if (plan.rest_sizes[k] != 1 && plan.rest_strides[k] != expected) return false;
    expected *= plan.rest_sizes[k];
  }
  return true;
}

// Element offsets from plan.permuted's first element of each position's block.
std::vector<int64_t> block_offsets(const IndexPlan& plan) {
  std::vector<int64_t> offsets(static_cast<size_t>(plan.positions), 0);
  for (size_t k = 0; k < plan.indices.size(); ++k) {
    const int64_t* idx = plan.indices[k].data<int64_t>();
    const int64_t stride = plan.permuted.strides()[k];
    for (int64_t b = 0; b < plan.positions; ++b) offsets[b] += idx[b] * stride;
  }
  return offsets;
}

// Calls f(block offset, element offsets) with the element type's C++ type T as f's template argument, the offsets
// being plan.permuted's: the loops of the gather and of the put over blocks that are not runs.
template <class F>
void for_each_strided_block(const IndexPlan& plan, F&& f) {
  const std::vector<int64_t> blocks = block_offsets(plan);
  const std::vector<int64_t> within = element_offsets(plan.rest_sizes, plan.rest_strides);
  visit_dtype_and_complex(plan.permuted.dtype(), [&]<class T>(std::type_identity<T> tag) { f(tag, blocks, within); });
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

}  // namespace

TSR_REGISTER_KERNEL("index.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const IndexPlan plan = make_plan(self, std::get<std::vector<Tensor>>(s[1]));
  Tensor flat = tsr::tensor::empty(flat_shape(plan), self.dtype());
  if (dense_blocks(plan)) {
    // Signed byte offsets: a block of a view with negative strides lies before its first element.
    const int64_t es = static_cast<int64_t>(self.element_size()), run = numel_of(plan.rest_sizes) * es;
    const char* src = static_cast<const char*>(plan.permuted.data_ptr());
    char* dst = static_cast<char*>(flat.data_ptr());
    const std::vector<int64_t> offsets = block_offsets(plan);
    if (run)
      for (int64_t b = 0; b < plan.positions; ++b)
        std::memcpy(dst + b * run, src + offsets[b] * es, static_cast<size_t>(run));
  } else {
    const void* from = plan.permuted.data_ptr();
    void* to = flat.data_ptr();
    for_each_strided_block(plan, [&]<class T>(std::type_identity<T>, const std::vector<int64_t>& blocks,
                                              const std::vector<int64_t>& within) {
      const T* src = static_cast<const T*>(from);
      T* dst = static_cast<T*>(to);
      const size_t inner = within.size();
      for (int64_t b = 0; b < plan.positions; ++b)
        for (size_t i = 0; i < inner; ++i) dst[static_cast<size_t>(b) * inner + i] = src[blocks[b] + within[i]];
    });
  }
  s = {contiguous(permute(reshape(flat, gathered_shape(plan)), result_order(plan)))};
});

TSR_REGISTER_KERNEL("index_put_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = std::get<Tensor>(s[0]);
  const Tensor values = std::get<Tensor>(s[2]);
  // (`x[i] = v` converts v first, in the binding, as PyTorch's setitem does)
  check(values.dtype() == self.dtype(), ErrorKind::RuntimeError,
        "Index put requires the source and destination dtypes match, got ", dtype_title(self.dtype()),
        " for the destination and ", dtype_title(values.dtype()), " for the source.");
  const bool accumulate = s.size() > 3 && std::get<bool>(s[3]);
  const IndexPlan plan = make_plan(self, std::get<std::vector<Tensor>>(s[1]));
  // The values broadcast to the indexing result's shape, then go back to [B..., rest...] order.
  const std::vector<int64_t> order = result_order(plan);
  const Tensor probe = permute(reshape(tsr::tensor::empty(flat_shape(plan), ScalarType::Bool), gathered_shape(plan)), order);
  const Dims& result_shape = probe.sizes();
  check(expandable_to(values.sizes(), result_shape), ErrorKind::RuntimeError, "shape mismatch: value tensor of shape ", values.sizes(),
        " cannot be broadcast to indexing result of shape ", result_shape);
  std::vector<int64_t> inverse(order.size());
  for (size_t i = 0; i < order.size(); ++i) inverse[order[i]] = static_cast<int64_t>(i);
  const Tensor expanded = reshape(contiguous(permute(expand(to_dtype(values, self.dtype()), result_shape), inverse)),
                                  flat_shape(plan));
  if (dense_blocks(plan)) {
    // In position order, so a duplicate index takes the last value, or accumulates them all.
    const int64_t inner = numel_of(plan.rest_sizes);
    const std::vector<int64_t> offsets = block_offsets(plan);
    visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
      T* dst = static_cast<T*>(plan.permuted.data_ptr());
      const T* src = expanded.data<T>();
      for (int64_t b = 0; b < plan.positions; ++b) {
        T* d = dst + offsets[b];
        const T* v = src + b * inner;
        if (!accumulate) std::copy(v, v + inner, d);
        else if constexpr (std::is_same_v<T, bool>) for (int64_t i = 0; i < inner; ++i) d[i] = d[i] || v[i];
        else for (int64_t i = 0; i < inner; ++i) d[i] = static_cast<T>(d[i] + v[i]);
      }
    });
  } else {
    // In position order too (element by element through the strides), with the same accumulation.
    void* to = plan.permuted.data_ptr();
    const void* from = expanded.data_ptr();
    for_each_strided_block(plan, [&]<class T>(std::type_identity<T>, const std::vector<int64_t>& blocks,
                                              const std::vector<int64_t>& within) {
      T* dst = static_cast<T*>(to);
      const T* src = static_cast<const T*>(from);
      const size_t inner = within.size();
      for (int64_t b = 0; b < plan.positions; ++b)
        for (size_t i = 0; i < inner; ++i) {
          T& d = dst[blocks[b] + within[i]];
          const T& v = src[static_cast<size_t>(b) * inner + i];
          if (!accumulate) d = v;
          else if constexpr (std::is_same_v<T, bool>) d = d || v;
          else d = static_cast<T>(d + v);
        }
    });
  }
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
