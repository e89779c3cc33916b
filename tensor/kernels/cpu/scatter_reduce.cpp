// scatter_reduce (PyTorch 1.13's scatter_reduce.two): src's elements reduced into a copy of self at index along dim
// with sum, prod, mean, amax or amin, self's own value taking part or not (include_self). The derivative is
// derivatives.yaml's scatter_reduce_backward, written with dispatched ops so that it records for double backward.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/index_checks.hpp"
#include "tensor/kernels/scatter_reduce.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

Tensor scatter_reduce_cpu(const Tensor& self_in, int64_t dim_in, const Tensor& index_in, const Tensor& src_in,
                          const std::string& reduce_name, bool include_self) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self_in.dim(), 1));
  check_scatter_args(self_in, dim, index_in, src_in);
  const ScatterReduce reduce = scatter_reduce_of(reduce_name);
  check_scatter_reduce_dtype(reduce, self_in.dtype());
  Tensor out = contiguous(clone(self_in));
  const Tensor index = contiguous(index_in), src = contiguous(src_in);
  const int64_t size = size_or_1(out, dim);
  visit_dtype(out.dtype(), [&]<class T>(std::type_identity<T>) {
    T* o = out.data<T>();
    const T* x = src.data<T>();
    const int64_t* idx = index.data<int64_t>();
    // Every index checked first, so nothing is written when one is out of range.
    for (int64_t k = 0; k < index.numel(); ++k)
      check(idx[k] >= 0 && idx[k] < size, ErrorKind::RuntimeError, "index ", idx[k], " is out of bounds for dimension ",
            dim, " with size ", size);
    // Calls f(target offset, source offset) for each index element in row-major order, its coordinates stepped in
    // place (no allocation per element).
    const int64_t nd = index.dim();
    const auto n_dims = static_cast<size_t>(nd);
    std::vector<int64_t> sizes(n_dims), out_strides(n_dims), src_strides(n_dims);
    for (int64_t d = 0; d < nd; ++d) {
      sizes[size_t(d)] = index.sizes()[size_t(d)];
      out_strides[size_t(d)] = d < out.dim() ? out.strides()[size_t(d)] : 0;
      src_strides[size_t(d)] = d < src.dim() ? src.strides()[size_t(d)] : 0;
    }
    // (a 0-d index into a 1-d self counts as one dimension of size 1, as PyTorch's)
    const int64_t dim_stride = out.dim() > 0 ? out.strides()[size_t(dim)] : 0;
    auto walk = [&](auto f) {
      std::vector<int64_t> coords(n_dims, 0);
      int64_t base = 0, from = 0;  // offsets of the current coordinates, dim's coordinate left out of base
      for (int64_t linear = 0; linear < index.numel(); ++linear) {
        f(base + idx[linear] * dim_stride, from);
        for (int64_t d = nd - 1; d >= 0; --d) {
          const size_t k = size_t(d);
          if (++coords[k] < sizes[k]) {
            if (d != dim) base += out_strides[k];
            from += src_strides[k];
            break;
          }
          if (d != dim) base -= (sizes[k] - 1) * out_strides[k];
          from -= (sizes[k] - 1) * src_strides[k];
          coords[k] = 0;
        }
      }
    };
    // Without self, each target starts from the reduction's identity.
    if (!include_self) {
      const T identity = scatter_reduce_identity<T>(reduce);
      walk([&](int64_t t, int64_t) { o[t] = identity; });
    }
    // (mean counts the elements each target takes in the same pass)
    const bool mean = reduce == ScatterReduce::Mean;
    std::vector<int64_t> count;
    if (mean) count.assign(size_t(out.numel()), include_self ? 1 : 0);
    walk([&](int64_t t, int64_t u) {
      o[t] = scatter_reduce_combine(reduce, o[t], x[u]);
      if (mean) ++count[size_t(t)];
    });
    if (mean) {
      walk([&](int64_t t, int64_t) {
        const int64_t n = std::max<int64_t>(count[size_t(t)], 1);
        if constexpr (is_floating_type<T>) {
          o[t] = static_cast<T>(o[t] / static_cast<T>(n));
        } else if constexpr (!std::is_same_v<T, bool>) {
          // floor division, as PyTorch's div_(count, "floor") for integers
          const T q = static_cast<T>(o[t] / static_cast<T>(n));
          o[t] = static_cast<T>((o[t] % static_cast<T>(n) != 0 && ((o[t] < 0) != (n < 0))) ? q - 1 : q);
        }
        count[size_t(t)] = 1;  // divided once
      });
    }
  });
  return out;
}

Tensor eq(const Tensor& a, const Tensor& b) { return compare(a, b, CompareOp::Eq); }
Tensor as(const Tensor& t, ScalarType dtype) { return to_dtype(t, dtype); }

G scatter_reduce_backward(Ctx& c) {
  const Tensor self = c.s("self"), index = c.s("index"), src = c.s("src"), result = c.s("result"), g = c.g();
  const int64_t dim = wrap_dim(c.i("dim"), std::max<int64_t>(self.dim(), 1));
  const std::string reduce = std::get<std::string>(c.a("reduce"));
  const bool include_self = c.b("include_self", true);
  auto gather = [&](const Tensor& t) { return call("gather", {t, dim, index, false}); };
  auto scatter_add = [&](const Tensor& t, const Tensor& v) { return call("scatter_add", {t, dim, index, v}); };
  Tensor grad_self, grad_src;
  if (reduce == "sum") {
    grad_self = g;
    grad_src = gather(g);
  } else if (reduce == "prod") {
    // the exclusive products, computed where self or src has a zero (PyTorch's formula)
    const Tensor zero = scalar(0, self.dtype()), one = scalar(1, self.dtype());
    const Tensor masked_self = where(eq(self, zero), one, self);
    const Tensor masked_self_result =
        call("scatter_reduce.two", {masked_self, dim, index, src, reduce, include_self});
    grad_self = div(mul(g, masked_self_result), masked_self);
    const Tensor src_zero = eq(src, zero);
    const Tensor src_num_zeros = gather(scatter_add(zeros_like(self), as(src_zero, self.dtype())));
    const Tensor src_single_zero = call("bitwise_and.Tensor", {src_zero, eq(src_num_zeros, one)});
    const Tensor masked_src = where(src_single_zero, one, src);
    const Tensor masked_src_result = call("scatter_reduce.two", {self, dim, index, masked_src, reduce, include_self});
    grad_src = where(src_single_zero, gather(mul(g, masked_src_result)),
                     div(gather(mul(g, result)), where(src_zero, one, src)));
  } else if (reduce == "mean") {
    Tensor n = include_self ? ones_like(g) : zeros_like(g);
    n = scatter_add(n, ones_like(src));
    n = where(eq(n, scalar(0, n.dtype())), scalar(1, n.dtype()), n);
    grad_self = div(g, n);
    grad_src = div(gather(g), gather(n));
  } else {
    // amax / amin: shared evenly among the elements equal to the result
    const Tensor value = gather(result);
    const Tensor self_is_result = as(eq(self, result), self.dtype());
    const Tensor src_is_result = as(eq(src, value), self.dtype());
    const Tensor n = scatter_add(self_is_result, src_is_result);
    const Tensor distributed = div(g, n);
    grad_self = mul(self_is_result, distributed);
    grad_src = mul(src_is_result, gather(distributed));
  }
  if (!include_self) grad_self = call("scatter.src", {grad_self, dim, index, zeros_of(index.sizes(), g.dtype(), g.device())});
  return G{grad_self, Tensor(), grad_src};
}

}  // namespace

TSR_DEFINE_OP(
    "scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor",
    "A copy of self with src reduced in at index along dim (sum, prod, mean, amax or amin).",
    autograd::formula("ScatterReduceBackward0", {"self", "index", "src", "result"}, scatter_reduce_backward));
TSR_DEFINE_OP(
    "scatter_reduce_.two(Tensor(a!) self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor(a!)",
    "In-place scatter_reduce.",
    autograd::formula("ScatterReduceBackward0", {"self", "index", "src", "result"}, scatter_reduce_backward));

// scatter with a scalar value and scatter's older reduce= forms (PyTorch 1.13's scatter.value, scatter.reduce and
// scatter.value_reduce): the value filled into a tensor of index's shape, then scatter.src or scatter_reduce.two
// (reduce 'add' is its sum, 'multiply' its prod, self included; the same sequential order as PyTorch's kernel).
// derivatives.yaml differentiates scatter.value (self's gradient with the scattered places zeroed) and not the
// reduce forms ("derivative for aten::scatter is not implemented").
TSR_DEFINE_OP("scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor",
              "A copy of self with out[i][index[i][j]] = value (for dim=1).",
              autograd::formula("ScatterBackward1", {"index"}, [](Ctx& c) {
                const Tensor index = c.s("index");
                return G{call("scatter.value", {c.g(), c.i("dim"), index, 0.0}), Tensor()};
              }));
TSR_DEFINE_OP("scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor",
              "scatter with src's elements added ('add') or multiplied ('multiply') into self.",
              autograd::not_implemented("scatter"));
TSR_DEFINE_OP("scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor",
              "scatter with value added ('add') or multiplied ('multiply') into self at each index.",
              autograd::not_implemented("scatter"));

namespace {

// A tensor of index's shape and self's dtype on self's device holding value, converted as fill_ converts it (so
// scatter.value serves CUDA tensors too: tensor/cuda/through_host.cu forwards it here).
Tensor value_like_index(const Tensor& self, const Tensor& index, const IValue& value) {
  Tensor src = empty(std::vector<int64_t>(index.sizes().begin(), index.sizes().end()), self.dtype(), self.device());
  static const Operator& fill = find_op("fill_.Scalar");
  Stack fs{src, value};
  call_op(fill, std::move(fs));
  return src;
}

std::string scatter_reduce_name(const std::string& reduce) {
  if (reduce == "add") return "sum";
  if (reduce == "multiply") return "prod";
  throw Error(ErrorKind::RuntimeError, "reduce argument must be either add or multiply.");
}

}  // namespace

TSR_REGISTER_KERNEL("scatter.value", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s.at(0)), index = std::get<Tensor>(s.at(2));
  static const Operator& scatter_src = find_op("scatter.src");
  s = call_op(scatter_src, {self, s.at(1), index, value_like_index(self, index, s.at(3))});
});
// scatter's reduce forms call the dispatched scatter_reduce.two, so they serve every device (through_host.cu
// forwards them for CUDA tensors).
TSR_REGISTER_KERNEL("scatter.reduce", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const std::string reduce = scatter_reduce_name(std::get<std::string>(s.at(4)));
  static const Operator& scatter_reduce = find_op("scatter_reduce.two");
  s = call_op(scatter_reduce, {s.at(0), s.at(1), s.at(2), s.at(3), reduce, true});
});
TSR_REGISTER_KERNEL("scatter.value_reduce", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const std::string reduce = scatter_reduce_name(std::get<std::string>(s.at(4)));
  const Tensor self = std::get<Tensor>(s.at(0)), index = std::get<Tensor>(s.at(2));
  static const Operator& scatter_reduce = find_op("scatter_reduce.two");
  s = call_op(scatter_reduce, {self, s.at(1), index, value_like_index(self, index, s.at(3)), reduce, true});
});
TSR_REGISTER_KERNEL("scatter_reduce.two", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {scatter_reduce_cpu(std::get<Tensor>(s.at(0)), int_arg(s, 1, 0), std::get<Tensor>(s.at(2)),
                          std::get<Tensor>(s.at(3)), std::get<std::string>(s.at(4)), bool_arg(s, 5, true))};
});
TSR_REGISTER_KERNEL("scatter_reduce_.two", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = std::get<Tensor>(s.at(0));
  copy_(self, scatter_reduce_cpu(self, int_arg(s, 1, 0), std::get<Tensor>(s.at(2)), std::get<Tensor>(s.at(3)),
                                 std::get<std::string>(s.at(4)), bool_arg(s, 5, true)));
  s = {self};
});

}  // namespace tsr::tensor
