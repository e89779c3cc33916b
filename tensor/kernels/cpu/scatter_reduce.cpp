// scatter_reduce (PyTorch 1.13's scatter_reduce.two): src's elements reduced into a copy of self at index along dim
// with sum, prod, mean, amax or amin, self's own value taking part or not (include_self). The derivative is
// derivatives.yaml's scatter_reduce_backward, written with dispatched ops so that it records for double backward.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/index_walk.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

enum class Reduce { Sum, Prod, Mean, Amax, Amin };

Reduce reduce_of(const std::string& name) {
  if (name == "sum") return Reduce::Sum;
  if (name == "prod") return Reduce::Prod;
  if (name == "mean") return Reduce::Mean;
  if (name == "amax") return Reduce::Amax;
  if (name == "amin") return Reduce::Amin;
  throw Error(ErrorKind::RuntimeError, "reduce argument must be either sum, prod, mean, amax or amin.");
}

int64_t size_or_1(const Tensor& t, int64_t d) { return t.dim() == 0 ? 1 : t.sizes()[size_t(d)]; }

// PyTorch's scatter_shape_check and its dtype checks, in its order.
void check_scatter(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src) {
  check(index.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "scatter(): Expected dtype int64 for index");
  check(self.dtype() == src.dtype(), ErrorKind::RuntimeError, "scatter(): Expected self.dtype to be equal to src.dtype");
  if (index.numel() == 0) return;
  const int64_t nd = std::max<int64_t>(self.dim(), 1);
  check(std::max<int64_t>(index.dim(), 1) == nd, ErrorKind::RuntimeError,
        "Index tensor must have the same number of dimensions as self tensor");
  check(std::max<int64_t>(src.dim(), 1) == nd, ErrorKind::RuntimeError,
        "Index tensor must have the same number of dimensions as src tensor");
  bool fits = true;
  for (int64_t d = 0; d < nd; ++d)
    fits &= size_or_1(index, d) <= size_or_1(src, d) && (d == dim || size_or_1(index, d) <= size_or_1(self, d));
  check(fits, ErrorKind::RuntimeError, "Expected index ", index.sizes(), " to be smaller than self ", self.sizes(),
        " apart from dimension ", dim, " and to be smaller size than src ", src.sizes());
}

Dims position_in(const Dims& coords, int64_t nd) {
  Dims p(static_cast<size_t>(nd));
  for (size_t k = 0; k < std::min(p.size(), coords.size()); ++k) p[k] = coords[k];
  return p;
}

Tensor scatter_reduce_cpu(const Tensor& self_in, int64_t dim_in, const Tensor& index_in, const Tensor& src_in,
                          const std::string& reduce_name, bool include_self) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self_in.dim(), 1));
  check_scatter(self_in, dim, index_in, src_in);
  const Reduce reduce = reduce_of(reduce_name);
  Tensor out = contiguous(clone(self_in));
  const Tensor index = contiguous(index_in), src = contiguous(src_in);
  const int64_t size = size_or_1(out, dim);
  visit_dtype(out.dtype(), [&]<class T>(std::type_identity<T>) {
    T* o = out.data<T>();
    const T* x = src.data<T>();
    const int64_t* idx = index.data<int64_t>();
    // The targets, in index order, first checked (so nothing is written when an index is out of range).
    std::vector<int64_t> target(size_t(index.numel()));
    std::vector<int64_t> source(size_t(index.numel()));
    for_each_index(index.sizes(), [&](int64_t linear, const Dims& coords) {
      const int64_t at = idx[linear];
      check(at >= 0 && at < size, ErrorKind::RuntimeError, "index ", at, " is out of bounds for dimension ", dim,
            " with size ", size);
      Dims t = position_in(coords, out.dim());
      if (!t.empty()) t[size_t(dim)] = at;
      target[size_t(linear)] = offset_of(t, out.strides());
      source[size_t(linear)] = offset_of(position_in(coords, src.dim()), src.strides());
    });
    // Without self, each target starts from the reduction's identity.
    if (!include_self) {
      T identity{};
      if (reduce == Reduce::Prod) identity = T(1);
      if (reduce == Reduce::Amax) identity = std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                                                 : std::numeric_limits<T>::lowest();
      if (reduce == Reduce::Amin) identity = std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity()
                                                                                 : std::numeric_limits<T>::max();
      for (int64_t t : target) o[t] = identity;
    }
    std::vector<int64_t> count;
    if (reduce == Reduce::Mean) count.assign(size_t(out.numel()), include_self ? 1 : 0);
    for (size_t k = 0; k < target.size(); ++k) {
      T& r = o[target[k]];
      const T v = x[source[k]];
      switch (reduce) {
        case Reduce::Sum:
        case Reduce::Mean:
          r = static_cast<T>(r + v);
          if (reduce == Reduce::Mean) ++count[size_t(target[k])];
          break;
        case Reduce::Prod: r = static_cast<T>(r * v); break;
        case Reduce::Amax:
          if constexpr (is_floating_type<T>) r = std::isnan(static_cast<double>(v)) ? v : std::max(r, v);
          else r = std::max(r, v);
          break;
        case Reduce::Amin:
          if constexpr (is_floating_type<T>) r = std::isnan(static_cast<double>(v)) ? v : std::min(r, v);
          else r = std::min(r, v);
          break;
      }
    }
    if (reduce == Reduce::Mean) {
      for (int64_t t : target) {
        const int64_t n = std::max<int64_t>(count[size_t(t)], 1);
        if constexpr (is_floating_type<T>) {
          o[t] = static_cast<T>(o[t] / static_cast<T>(n));
        } else if constexpr (std::is_same_v<T, bool>) {
          o[t] = o[t];
        } else {
          // floor division, as PyTorch's div_(count, "floor") for integers
          const T q = static_cast<T>(o[t] / static_cast<T>(n));
          o[t] = static_cast<T>((o[t] % static_cast<T>(n) != 0 && ((o[t] < 0) != (n < 0))) ? q - 1 : q);
        }
        count[size_t(t)] = 1;  // divided once
      }
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
  if (!include_self) grad_self = call("scatter.src", {grad_self, dim, index, zeros_of(index.sizes(), g.dtype())});
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
