// Reductions beyond sum/mean (max/min with indices, argmax, amax, prod, var/std, all/any, logsumexp) and the
// per-row ops softmax, log_softmax and cumsum, all on the ReductionLayout (reduced dims innermost, contiguous).
#include <cmath>
#include <limits>

#include "tensor/core/sparse.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/kernels/cpu/evenly_distribute.hpp"
#include "tensor/kernels/cpu/reduction_layout.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

autograd::G evenly_distribute_backward(autograd::Ctx& c) {
  const Tensor x = c.s("self"), r = c.s("result");
  const Tensor mask = host_double(call("isnan", {r})) != 0 ? call("isnan", {x}) : compare(x, r, CompareOp::Eq);
  const Tensor m = to_dtype(mask, c.g().dtype());
  return autograd::G{mul(m, div(c.g(), call("sum", {m, NoneValue{}})))};
}

namespace {

// Derivative formulas several declarations below share, and their helpers.
G extreme(Ctx& c, std::vector<int64_t> dims, bool keepdim) {
  // gradient shared evenly among the elements equal to the extreme value (PyTorch's evenly_distribute)
  Tensor x = c.s("self"), r = c.s("result");
  Tensor re = expand_reduced(r, x.sizes(), dims, keepdim);
  Tensor mask = to_dtype(compare(x, re, CompareOp::Eq), c.g().dtype());
  Tensor count =
      dims.empty() ? call("sum", {mask, NoneValue{}}) : call("sum.dim_IntList", {mask, dims, true, NoneValue{}});
  Tensor ge = expand_reduced(c.g(), x.sizes(), dims, keepdim);
  return G{div(
      mul(ge, mask),
      dims.empty() ? count : call("expand", {count, std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), false}))};
}

G indexed(Ctx& c) {
  // max.dim / min.dim: the gradient goes to the returned indices
  const int64_t dim = wrap_dim(c.i("dim"), static_cast<int64_t>(c.shape("self").size()));
  Tensor idx = c.s("result1"), g = c.g();
  if (!c.b("keepdim")) {
    idx = call("unsqueeze", {idx, dim});
    g = call("unsqueeze", {g, dim});
  }
  Tensor z = c.zeros("self");
  return G{call("scatter.src", {z, dim, idx, g})};
}

G var_grad(Ctx& c, bool is_std) {
  Tensor x = c.s("self");
  std::vector<int64_t> dims;
  if (!std::holds_alternative<NoneValue>(c.a("dim"))) dims = c.ints("dim");
  const int64_t correction = std::holds_alternative<NoneValue>(c.a("correction")) ? 1 : c.i("correction", 1);
  const bool keepdim = c.b("keepdim");
  const double n = double(reduced_count(x.sizes(), dims));
  Tensor mean_x = dims.empty() ? call("mean", {x, NoneValue{}}) : call("mean.dim", {x, dims, true, NoneValue{}});
  Tensor centered = sub(x, mean_x);
  // PyTorch's std_backward and var_backward, in their order of roundings: for std, grad / (result * 2) (0 where
  // the result is 0); then (2 / dof) * grad, then times (self - mean).
  Tensor g = c.g();
  if (is_std) {
    const Tensor r = c.s("result");
    g = masked_fill(div(g, mul(r, scalar(2, r.dtype()))), compare(r, scalar(0, r.dtype()), CompareOp::Eq), Scalar(0.0));
  }
  g = mul(g, scalar(2.0 / (n - double(correction)), x.dtype()));
  return G{mul(expand_reduced(g, x.sizes(), dims, keepdim), centered)};
}

// var_mean's and std_mean's: var_grad for the statistic's gradient (c.g(0), when given), plus mean_backward's
// gradient expanded over the reduced dims and divided by their count (c.g(1), when given).
G statistic_and_mean_grad(Ctx& c, bool is_std) {
  Tensor gself;
  if (c.g(0).defined()) gself = var_grad(c, is_std)[0];
  if (c.g(1).defined()) {
    const Tensor x = c.s("self");
    std::vector<int64_t> dims;
    if (!std::holds_alternative<NoneValue>(c.a("dim"))) dims = c.ints("dim");
    const Tensor& g = c.g(1);
    const Tensor aux = div(expand_reduced(g, x.sizes(), dims, c.b("keepdim")),
                           scalar(double(reduced_count(x.sizes(), dims)), g.dtype()));
    gself = gself.defined() ? add(gself, aux) : aux;
  }
  return G{gself};
}

// Each element's product of the other elements along dim: the exclusive cumulative product from the front times
// the one from the back (PyTorch's prod_safe_zeros_backward). Ops all, so it is right at zeros and differentiable.
Tensor others_product(const Tensor& x, int64_t dim) {
  const int64_t n = x.sizes()[size_t(dim)];
  std::vector<int64_t> one_slice(x.sizes().begin(), x.sizes().end());
  one_slice[size_t(dim)] = 1;
  const Tensor ones = full(one_slice, Scalar(1.0), x.dtype(), x.device());
  auto exclusive_cumprod = [&](const Tensor& t) {  // [1, t0, t0 t1, ...] along dim
    Tensor shifted = call("cat", {std::vector<Tensor>{ones, call("narrow", {t, dim, int64_t(0), n - 1})}, dim});
    return call("cumprod", {shifted, dim, NoneValue{}});
  };
  const std::vector<int64_t> dims{dim};
  Tensor before = exclusive_cumprod(x);
  Tensor after = call("flip", {exclusive_cumprod(call("flip", {x, dims})), dims});
  return mul(before, after);
}

bool has_zero(const Tensor& x) {  // (read on the host: x may be on a device)
  return host_double(any(compare(x, scalar(0, x.dtype()), CompareOp::Eq))) != 0;
}

// prod.dim_int: PyTorch's prod_backward, in the gradient's dtype (prod's dtype= may differ from self's). Without
// zeros, result / self; with them, each element's gradient is the product of the others along dim.
G prod_dim_backward(Ctx& c) {
  Tensor g = c.g(), result = c.s("result");
  const Tensor x = to_dtype(c.s("self"), g.dtype());
  if (x.dim() == 0) return G{c.to(g, "self")};
  const int64_t dim = wrap_dim(c.i("dim"), x.dim());
  if (!c.b("keepdim")) {
    g = call("unsqueeze", {g, dim});
    result = call("unsqueeze", {result, dim});
  }
  const std::vector<int64_t> sizes(x.sizes().begin(), x.sizes().end());
  if (x.numel() == 0) return G{c.to(call("expand", {g, sizes, false}), "self")};
  if (!has_zero(x)) return G{c.to(mul(g, cj(div(result, x))), "self")};
  return G{c.to(mul(g, cj(others_product(x, dim))), "self")};
}

}  // namespace

TSR_DEFINE_OP("max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
              "The maximum along dim and where it is.", autograd::formula("MaxBackward0", {"result1"}, indexed));
TSR_DEFINE_OP("min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
              "The minimum along dim and where it is.", autograd::formula("MinBackward0", {"result1"}, indexed));
TSR_DEFINE_OP("max(Tensor self) -> Tensor", "The maximum of all elements.",
              autograd::formula("MaxBackward1", {"self", "result"}, evenly_distribute_backward));
TSR_DEFINE_OP("min(Tensor self) -> Tensor", "The minimum of all elements.",
              autograd::formula("MinBackward1", {"self", "result"}, evenly_distribute_backward));
TSR_DEFINE_OP("argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor", "The index of the maximum.",
              autograd::not_differentiable());
TSR_DEFINE_OP("argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor", "The index of the minimum.",
              autograd::not_differentiable());
TSR_DEFINE_OP("amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor", "The maximum over dims.",
              autograd::formula("AmaxBackward0", {"self", "result"},
                                [](Ctx& c) { return extreme(c, c.ints("dim"), c.b("keepdim")); }));
TSR_DEFINE_OP("amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor", "The minimum over dims.",
              autograd::formula("AminBackward0", {"self", "result"},
                                [](Ctx& c) { return extreme(c, c.ints("dim"), c.b("keepdim")); }));
TSR_DEFINE_OP("prod(Tensor self, *, ScalarType? dtype=None) -> Tensor", "The product of all elements.",
              autograd::formula("ProdBackward0", {"self", "result"}, [](Ctx& c) {
                // d(prod)/dx_i = prod / x_i; with zeros, the product of the other elements.
                Tensor x = c.s("self");
                if (x.dim() == 0) return G{c.g()};
                // complex: times the conjugate (derivatives.yaml's prod_backward)
                if (x.numel() == 0 || !has_zero(x)) return G{mul(c.g(), cj(div(c.s("result"), x)))};
                Tensor flat = reshape_to(x, Dims{x.numel()});
                return G{mul(c.g(), cj(reshape_to(others_product(flat, 0), x.sizes())))};
              }));
TSR_DEFINE_OP("prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
              "The product over one dimension.",
              autograd::formula("ProdBackward1", {"self", "result"}, prod_dim_backward));
TSR_DEFINE_COMPOSITE_OP("var(Tensor self, bool unbiased=True) -> Tensor",
                        "The variance of all elements (Bessel's correction when unbiased).");
TSR_DEFINE_COMPOSITE_OP("var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor",
                        "The variance over dims (Bessel's correction when unbiased).");
TSR_DEFINE_OP("var.correction(Tensor self, int[1]? dim=None, *, int? correction=None, bool keepdim=False) -> Tensor",
              "The variance over dims with a degrees-of-freedom correction.",
              autograd::formula("VarBackward0", {"self"}, [](Ctx& c) { return var_grad(c, false); }));
TSR_DEFINE_COMPOSITE_OP("std(Tensor self, bool unbiased=True) -> Tensor",
                        "The standard deviation of all elements (Bessel's correction when unbiased).");
TSR_DEFINE_COMPOSITE_OP("std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor",
                        "The standard deviation over dims (Bessel's correction when unbiased).");
TSR_DEFINE_OP("std.correction(Tensor self, int[1]? dim=None, *, int? correction=None, bool keepdim=False) -> Tensor",
              "The standard deviation over dims with a degrees-of-freedom correction.",
              autograd::formula("StdBackward0", {"self", "result"}, [](Ctx& c) { return var_grad(c, true); }));
// var_mean and std_mean as PyTorch's ops, one node for both results (VarMeanBackward0, StdMeanBackward0): the
// statistic's gradient where it was differentiated, plus the mean's (var_mean_backward, std_mean_backward).
TSR_DEFINE_OP("var_mean.correction(Tensor self, int[1]? dim=None, *, int? correction=None, bool keepdim=False) -> "
              "(Tensor, Tensor)",
              "var (with Bessel's correction, 1 by default) and mean over dim.",
              autograd::takes_undefined_grads(autograd::formula("VarMeanBackward0", {"self"}, [](Ctx& c) {
                return statistic_and_mean_grad(c, false);
              })));
TSR_DEFINE_OP("std_mean.correction(Tensor self, int[1]? dim=None, *, int? correction=None, bool keepdim=False) -> "
              "(Tensor, Tensor)",
              "std (with Bessel's correction, 1 by default) and mean over dim.",
              autograd::takes_undefined_grads(autograd::formula("StdMeanBackward0", {"self", "result"}, [](Ctx& c) {
                return statistic_and_mean_grad(c, true);
              })));
TSR_DEFINE_OP("all(Tensor self) -> Tensor", "True if every element is non-zero.", autograd::not_differentiable());
TSR_DEFINE_COMPOSITE_OP("all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor",
                        "True where every element along dim is non-zero.");
TSR_DEFINE_COMPOSITE_OP("max.other(Tensor self, Tensor other) -> Tensor", "The elementwise maximum (maximum).");
TSR_DEFINE_COMPOSITE_OP("min.other(Tensor self, Tensor other) -> Tensor", "The elementwise minimum (minimum).");
TSR_DEFINE_OP("any.dims(Tensor self, int[1]? dim=None, bool keepdim=False) -> Tensor",
              "True if any element is non-zero.", autograd::not_differentiable());
TSR_DEFINE_OP("logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor",
              "log(sum(exp(x))) over dims, computed stably.",
              autograd::formula("LogsumexpBackward0", {"self", "result"}, [](Ctx& c) {
                Tensor x = c.s("self");
                Tensor r = expand_reduced(c.s("result"), x.sizes(), c.ints("dim"), c.b("keepdim"));
                return G{mul(expand_reduced(c.g(), x.sizes(), c.ints("dim"), c.b("keepdim")), exp(sub(x, r)))};
              }));
TSR_DEFINE_OP("softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor", "exp(x) / sum(exp(x)) along dim.",
              autograd::formula("SoftmaxBackward0", {"result"}, [](Ctx& c) {
                const Tensor& y = c.s("result");
                return G{call("_softmax_backward_data", {c.g(), y, c.i("dim"), y.dtype()})};
              }));
TSR_DEFINE_OP(
    "log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor",
    "log(softmax(x)) along dim, computed stably.", autograd::formula("LogSoftmaxBackward0", {"result"}, [](Ctx& c) {
      const Tensor& y = c.s("result");
      return G{call("_log_softmax_backward_data", {c.g(), y, c.i("dim"), y.dtype()})};
    }));
// The fused attention paths' softmax (_native_multi_head_attention with a key padding mask). Its derivative is
// derivatives.yaml's _masked_softmax_backward, softmax's with the masked elements' gradients zero.
TSR_DEFINE_OP("_masked_softmax(Tensor self, Tensor mask, int? dim=None, int? mask_type=None) -> Tensor",
              "softmax along dim (the last when None) over the elements the bool mask leaves unmasked (0 where "
              "masked; NaN for a row masked whole).",
              autograd::formula("MaskedSoftmaxBackward0", {"result", "mask"}, [](Ctx& c) {
                const Tensor& y = c.s("result");
                const Tensor& g = c.g();
                const int64_t dim = std::holds_alternative<NoneValue>(c.a("dim")) ? y.dim() - 1 : c.i("dim");
                const Tensor dot = call("sum.dim_IntList", {mul(g, y), std::vector<int64_t>{dim}, true, NoneValue{}});
                return G{call("masked_fill.Scalar", {mul(y, sub(g, dot)), c.s("mask"), 0.0})};
              }));
// The backward kernels, as PyTorch's ops of these names; their own derivatives as derivatives.yaml gives them.
TSR_DEFINE_OP("_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor",
              "softmax's backward: (grad_output - sum(grad_output * output)) * output along dim.",
              autograd::formula("SoftmaxBackwardDataBackward0", {"grad_output", "output"}, [](Ctx& c) {
                const Tensor& go = c.s("grad_output");
                const Tensor& y = c.s("output");
                const int64_t dim = c.i("dim");
                auto sum_dim = [dim](const Tensor& t) {
                  return call("sum.dim_IntList", {t, std::vector<int64_t>{dim}, true, NoneValue{}});
                };
                // softmax_double_backward(grad, grad_output, dim, output)
                const Tensor& h = c.g();
                Tensor d_output = sub(sub(mul(go, h), mul(sum_dim(mul(y, go)), h)), mul(go, sum_dim(mul(y, h))));
                return G{call("_softmax_backward_data", {h, y, dim, c.a("input_dtype")}), d_output};
              }));
TSR_DEFINE_OP("_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor",
              "log_softmax's backward: grad_output - exp(output) * sum(grad_output) along dim.",
              autograd::formula("LogSoftmaxBackwardDataBackward0", {"grad_output", "output"}, [](Ctx& c) {
                const Tensor& go = c.s("grad_output");
                const Tensor& y = c.s("output");
                const int64_t dim = c.i("dim");
                auto sum_dim = [dim](const Tensor& t) {
                  return call("sum.dim_IntList", {t, std::vector<int64_t>{dim}, true, NoneValue{}});
                };
                const Tensor& h = c.g();
                const Tensor e = exp(y);
                return G{sub(h, sum_dim(mul(h, e))), mul(mul(neg(sum_dim(go)), e), h)};
              }));
TSR_DEFINE_OP("cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor", "Running sums along dim.",
              autograd::formula("CumsumBackward0", {}, [](Ctx& c) {
                // PyTorch's cumsum_backward: the reversed cumulative sum, g.flip(dim).cumsum(dim).flip(dim), in
                // that order of roundings (g itself when there is nothing to sum)
                const Tensor& g = c.g();
                const int64_t dim = c.i("dim");
                if (g.numel() <= 1 || g.dim() == 0 || g.size(dim) == 1) return G{g};
                const std::vector<int64_t> dims{dim};
                const Tensor flipped = call("flip", {g, dims});
                return G{call("flip", {call("cumsum", {flipped, dim, NoneValue{}}), dims})};
              }));

namespace {

const Tensor& tensor_arg(const Stack& s) { return std::get<Tensor>(s[0]); }
// A `ScalarType? dtype` argument at i (the result dtype of prod/cumsum, the input converted to it first).
std::optional<ScalarType> dtype_at(const Stack& s, size_t i) {
  if (i < s.size())
    if (const ScalarType* t = std::get_if<ScalarType>(&s[i])) return *t;
  return std::nullopt;
}
void result(Stack& s, IValue v) {
  s.clear();
  s.push_back(std::move(v));
}

// Per-run max/min with the first index of the extreme; NaN wins, as in PyTorch.
ValuesIndices extreme(const Tensor& self, std::span<const int64_t> dims, bool keepdim, bool want_max, const char* name) {
  check(self.numel() > 0 || !dims.empty(), ErrorKind::RuntimeError, name,
        "(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the "
        "'dim' argument.");
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, self.dtype());
  check(L.run > 0, ErrorKind::IndexError, name, "(): Expected reduction dim ", dims.empty() ? 0 : dims[0],
        " to have non-zero size.");
  Tensor values = tsr::tensor::empty(L.kept_shape, self.dtype());
  Tensor indices = tsr::tensor::empty(L.kept_shape, ScalarType::Long);
  visit_dtype_and_uint(self.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* in = L.source.data<T>();
    for (int64_t i = 0; i < L.outputs; ++i) {
      const T* row = in + i * L.run;
      int64_t best = 0;
      for (int64_t k = 1; k < L.run; ++k) {
        if (row[best] != row[best]) break;  // NaN already found
        const bool better = row[k] != row[k] || (want_max ? row[k] > row[best] : row[k] < row[best]);
        if (better) best = k;
      }
      values.data<T>()[i] = row[best];
      indices.data<int64_t>()[i] = best;
    }
  });
  return {reshape(values, L.out_shape), reshape(indices, L.out_shape)};
}

// var and std as PyTorch 1.13 computes them (std_var_out): with one output, std_var_all_cpu's two passes in double
// (the mean, then the squared deviations); with several, WelfordOps over each output's elements in the order its
// TensorIterator visits them (memory order: the reduced dims by decreasing stride), in double, m2 += delta *
// new_delta one multiply-add (its file is compiled with contraction). Measured against PyTorch: inner, outer,
// multi-dim, transposed and permuted reductions, float32 and float64, bit-identical; the two-pass form missed
// float64 ones.
Tensor variance(const Tensor& self, std::span<const int64_t> dims, int64_t correction, bool keepdim, bool take_sqrt) {
  if (is_complex(self.dtype())) {  // std_var_out: the real and imaginary parts' variances, added (then the root)
    const Tensor v = call("add.Tensor", {variance(call("real", {self}), dims, correction, keepdim, false),
                                         variance(call("imag", {self}), dims, correction, keepdim, false), int64_t(1)});
    return take_sqrt ? call("sqrt", {v}) : v;
  }
  check(is_floating(self.dtype()), ErrorKind::RuntimeError,
        "std and var only support floating point and complex dtypes");
  if (self.dim() > 1 && (dims.empty() || dims.size() == static_cast<size_t>(self.dim()))) {
    // All dims (std_var_all_cpu): its iterator walks the input in memory order, dims by decreasing stride.
    std::vector<int64_t> order(static_cast<size_t>(self.dim()));
    for (int64_t d = 0; d < self.dim(); ++d) order[static_cast<size_t>(d)] = d;
    std::stable_sort(order.begin(), order.end(), [&](int64_t p, int64_t q) { return self.stride(p) > self.stride(q); });
    if (!std::is_sorted(order.begin(), order.end())) {
      Tensor r = variance(permute(self, order), {}, correction, false, take_sqrt);
      return keepdim ? reshape(r, Dims(static_cast<size_t>(self.dim()), 1)) : r;
    }
  }
  if (self.dim() > 1 && dims.size() > 1 && dims.size() < static_cast<size_t>(self.dim())) {
    // Several reduced dims: put them last, by decreasing stride, so the layout walks them in memory order.
    std::vector<bool> reduced(static_cast<size_t>(self.dim()), false);
    for (int64_t d : dims) reduced[static_cast<size_t>(wrap_dim(d, self.dim()))] = true;
    std::vector<int64_t> order, red;
    for (int64_t d = 0; d < self.dim(); ++d) (reduced[static_cast<size_t>(d)] ? red : order).push_back(d);
    std::stable_sort(red.begin(), red.end(), [&](int64_t p, int64_t q) { return self.stride(p) > self.stride(q); });
    if (!std::is_sorted(red.begin(), red.end())) {
      const size_t kept = order.size();
      order.insert(order.end(), red.begin(), red.end());
      std::vector<int64_t> last;
      for (size_t k = kept; k < order.size(); ++k) last.push_back(static_cast<int64_t>(k));
      Tensor r = variance(permute(self, order), last, correction, false, take_sqrt);
      if (!keepdim) return r;
      Dims shape = self.sizes();
      for (int64_t d : red) shape[static_cast<size_t>(d)] = 1;
      return reshape(r, shape);
    }
  }
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, ScalarType::Double);
  Tensor out = tsr::tensor::empty(L.kept_shape, ScalarType::Double);
  const double* in = L.source.data<double>();
  if (L.outputs > 1 || (self.dtype() != ScalarType::Float && self.dtype() != ScalarType::Double)) {
    for (int64_t i = 0; i < L.outputs; ++i) {
      const double* row = in + i * L.run;
      double mean = 0, m2 = 0;
      for (int64_t k = 0; k < L.run; ++k) {
        const double delta = row[k] - mean;
        const double new_mean = mean + delta / static_cast<double>(k + 1);
        m2 = std::fma(delta, row[k] - new_mean, m2);
        mean = new_mean;
      }
      const double divisor = L.run > correction ? static_cast<double>(L.run - correction) : 0.0;
      out.data<double>()[i] = take_sqrt ? std::sqrt(m2 / divisor) : m2 / divisor;
    }
    return reshape(to_dtype(out, self.dtype()), L.out_shape);
  }
  // std_var_all_cpu: the mean is self.mean() in the dtype (its summation order), read as a double; then the sum of
  // (x - mean)^2 in double, each square rounded before it is added (ReduceOps.cpp is not compiled with contraction:
  // measured).
  const double mean_all =
      L.outputs == 1 ? to_dtype(host_contiguous(mean(self), self.dtype()), ScalarType::Double).data<double>()[0] : 0.0;
  for (int64_t i = 0; i < L.outputs; ++i) {
    const double* row = in + i * L.run;
    double squares = 0;
    for (int64_t k = 0; k < L.run; ++k) squares += (row[k] - mean_all) * (row[k] - mean_all);
    const double v = squares / std::max<double>(static_cast<double>(L.run - correction), 0.0);
    out.data<double>()[i] = take_sqrt ? std::sqrt(v) : v;
  }
  return reshape(to_dtype(out, self.dtype()), L.out_shape);
}

Tensor any_all(const Tensor& self, std::span<const int64_t> dims, bool keepdim, bool is_any) {
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, ScalarType::Bool);
  Tensor out = tsr::tensor::empty(L.kept_shape, ScalarType::Bool);
  for (int64_t i = 0; i < L.outputs; ++i) {
    const bool* row = L.source.data<bool>() + i * L.run;
    bool acc = !is_any;
    for (int64_t k = 0; k < L.run; ++k) acc = is_any ? (acc || row[k]) : (acc && row[k]);
    out.data<bool>()[i] = acc;
  }
  // a uint8 input gives a uint8 result (PyTorch 1.13 keeps the legacy byte masks' dtype)
  if (self.dtype() == ScalarType::Byte) return to_dtype(reshape(out, L.out_shape), ScalarType::Byte);
  return reshape(out, L.out_shape);
}

// Softmax-family ops along one dim: `rows_op(in, out, n, rows)` transforms `rows` consecutive contiguous rows of n,
// about 4096 elements of rows at a time (a kernel working on short rows pays its per-call costs, a SLEEF call, once
// a block). A bfloat16 input is transformed in float and rounded once, as PyTorch's kernels do.
template <class RowsOp>
Tensor along_dim_blocks(const Tensor& self, int64_t dim, RowsOp&& rows_op) {
  if (is_reduced_floating(self.dtype()))
    return to_dtype(along_dim_blocks(to_dtype(self, ScalarType::Float), dim, rows_op), self.dtype());
  const ScalarType dtype = is_floating(self.dtype()) ? self.dtype() : default_dtype();
  const int64_t d = wrap_dim(dim, std::max<int64_t>(self.dim(), 1));
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{d};
  const ReductionLayout L = make_reduction_layout(self, dims, true, dtype);
  Tensor out = tsr::tensor::empty(L.source.sizes(), dtype);
  const int64_t per_block = std::max<int64_t>(1, 4096 / std::max<int64_t>(L.run, 1));
  const int64_t blocks = (L.outputs + per_block - 1) / per_block;
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T> && !is_reduced_floating_type<T>) {
#pragma omp parallel for if (blocks > 1 && L.outputs * L.run >= 32768)
      for (int64_t b = 0; b < blocks; ++b) {
        const int64_t r0 = b * per_block, rows = std::min(per_block, L.outputs - r0);
        rows_op(L.source.data<T>() + r0 * L.run, out.data<T>() + r0 * L.run, L.run, rows);
      }
    }
  });
  return contiguous(unpermute(out, L.order));
}

// Two same-shaped operands along one dim (the softmax backward ops): `row_op(a, b, out, n)` per contiguous row.
template <class RowOp>
Tensor along_dim2(const Tensor& a, const Tensor& b, int64_t dim, RowOp&& row_op) {
  if (is_reduced_floating(b.dtype()))
    return to_dtype(along_dim2(to_dtype(a, ScalarType::Float), to_dtype(b, ScalarType::Float), dim, row_op), b.dtype());
  const ScalarType dtype = b.dtype();
  check(is_floating(dtype), ErrorKind::RuntimeError, "softmax backward: expected a floating point output, got ",
        dtype_name(dtype));
  check(a.sizes() == b.sizes(), ErrorKind::RuntimeError, "softmax backward: grad_output and output sizes differ");
  const int64_t d = wrap_dim(dim, std::max<int64_t>(b.dim(), 1));
  const std::vector<int64_t> dims = b.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{d};
  const ReductionLayout La = make_reduction_layout(a, dims, true, dtype);
  const ReductionLayout Lb = make_reduction_layout(b, dims, true, dtype);
  Tensor out = tsr::tensor::empty(Lb.source.sizes(), dtype);
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T> && !is_reduced_floating_type<T>) {
#pragma omp parallel for if (Lb.outputs > 1 && Lb.outputs * Lb.run >= 32768)
      for (int64_t i = 0; i < Lb.outputs; ++i)
        row_op(La.source.data<T>() + i * Lb.run, Lb.source.data<T>() + i * Lb.run, out.data<T>() + i * Lb.run, Lb.run);
    }
  });
  return contiguous(unpermute(out, Lb.order));
}

// exp / log of n contiguous elements as PyTorch's vector kernels compute them (SLEEF where they would).
template <class T>
void exp_in_place(T* x, int64_t n) {
  if (sleef_math::active()) sleef_math::map(sleef_math::Fn::Exp, x, 1, x, 1, n);
  else for (int64_t k = 0; k < n; ++k) x[k] = std::exp(x[k]);
}
template <class T>
void log_in_place(T* x, int64_t n) {
  if (sleef_math::active()) sleef_math::map(sleef_math::Fn::Log, x, 1, x, 1, n);
  else for (int64_t k = 0; k < n; ++k) x[k] = std::log(x[k]);
}

}  // namespace

TSR_REGISTER_KERNEL("max.dim", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t dim = int_arg(s, 1, 0);
  auto [v, i] = extreme(tensor_arg(s), std::vector<int64_t>{dim}, bool_arg(s, 2), true, "max");
  s = {v, i};
});
TSR_REGISTER_KERNEL("min.dim", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t dim = int_arg(s, 1, 0);
  auto [v, i] = extreme(tensor_arg(s), std::vector<int64_t>{dim}, bool_arg(s, 2), false, "min");
  s = {v, i};
});
// max() and min() of all elements: which zero a 0.0 / -0.0 tie gives is max_all_kernel_impl's (min_all's), which
// runs vec::reduce_all over the contiguous elements with Vectorized's maximum (minimum): on equal lanes,
// _mm256_max_ps gives its second operand, the later element in a lane, and the lanes meet in reduce_all's order.
// Only a zero result can depend on it (NaN wins outright), so the walk runs only then. (Inputs over
// at::internal::GRAIN_SIZE elements are split among threads in PyTorch; the walk here takes them as one range.)
template <class T>
T zero_tie(const Tensor& x, bool want_max) {
  const Tensor c = contiguous(x);
  auto later_on_tie = [want_max](T a, T b) { return (want_max ? a > b : a < b) ? a : b; };
  return pytorch_vec::reduce_all(later_on_tie, c.data<T>(), c.numel());
}
Tensor extreme_of_all(const Tensor& x, bool want_max) {
  const ScalarType dt = x.dtype();
  if ((dt == ScalarType::Float || dt == ScalarType::Double) && x.numel() > 0 && x.device().is_cpu() && !is_sparse(x)) {
    // max_all's reduce_all directly: Vectorized's maximum (minimum) lane by lane, a NaN winning outright
    return visit_dtype(dt, [&]<class T>(std::type_identity<T>) -> Tensor {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
        const Tensor c = contiguous(x);
        const T v = want_max ? pytorch_vec::extreme_all<T, true>(c.data<T>(), c.numel())
                             : pytorch_vec::extreme_all<T, false>(c.data<T>(), c.numel());
        Tensor r = empty(std::vector<int64_t>{}, dt);
        r.data<T>()[0] = v;
        return r;
      } else {
        return Tensor();
      }
    });
  }
  Tensor r = extreme(x, {}, false, want_max, want_max ? "max" : "min").values;
  if ((dt != ScalarType::Float && dt != ScalarType::Double) || host_double(r) != 0.0) return r;
  if (dt == ScalarType::Float) r.data<float>()[0] = zero_tie<float>(x, want_max);
  else r.data<double>()[0] = zero_tie<double>(x, want_max);
  return r;
}
TSR_REGISTER_KERNEL("max", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, extreme_of_all(tensor_arg(s), true));
});
TSR_REGISTER_KERNEL("min", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, extreme_of_all(tensor_arg(s), false));
});
// argmax/argmin: over the flattened tensor without a dim, else along it.
static BoxedKernel arg_extreme(bool want_max) {
  return [want_max](const Operator&, DispatchKeySet, Stack& s) {
    const char* name = want_max ? "argmax" : "argmin";
    const Tensor self = tensor_arg(s);
    refuse_bool(self.dtype(), want_max ? "argmax_cpu" : "argmin_cpu");
    if (!(s.size() > 1 && std::holds_alternative<int64_t>(s[1]))) {
      check(self.numel() > 0, ErrorKind::IndexError, name,
            "(): Expected reduction dim to be specified for input.numel() == 0.");
      result(s, extreme(reshape(self, std::vector<int64_t>{-1}), std::vector<int64_t>{0}, false, want_max, name).indices);
      return;
    }
    result(s, extreme(self, std::vector<int64_t>{std::get<int64_t>(s[1])}, bool_arg(s, 2), want_max, name).indices);
  };
}
TSR_REGISTER_KERNEL("argmax", CPU, arg_extreme(true));
TSR_REGISTER_KERNEL("argmin", CPU, arg_extreme(false));
TSR_REGISTER_KERNEL("amax", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, extreme(tensor_arg(s), int_list_arg(s, 1), bool_arg(s, 2), true, "amax").values);
});
TSR_REGISTER_KERNEL("amin", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, extreme(tensor_arg(s), int_list_arg(s, 1), bool_arg(s, 2), false, "amin").values);
});
TSR_REGISTER_KERNEL("prod", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_arg(s);
  const ScalarType dtype = dtype_at(s, 1).value_or(is_integral(self.dtype(), true) ? ScalarType::Long : self.dtype());
  check_dtype_in(DtypeGroup::AllAndComplex, dtype, "prod_cpu");  // PyTorch 1.13 has no float16 or bfloat16 prod on CPU
  const ReductionLayout L = make_reduction_layout(self, {}, false, dtype);
  Tensor out = tsr::tensor::empty({}, dtype);
  visit_dtype_and_complex(dtype, [&]<class T>(std::type_identity<T>) {
    T acc = 1;
    for (int64_t k = 0; k < L.run; ++k) acc = static_cast<T>(acc * L.source.data<T>()[k]);
    *out.data<T>() = acc;
  });
  result(s, out);
});
TSR_REGISTER_KERNEL("prod.dim_int", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_arg(s);
  const ScalarType dtype = dtype_at(s, 3).value_or(is_integral(self.dtype(), true) ? ScalarType::Long : self.dtype());
  check_dtype_in(DtypeGroup::AllAndComplex, dtype, "prod_cpu");  // PyTorch 1.13 has no float16 or bfloat16 prod on CPU
  const std::vector<int64_t> dims{int_arg(s, 1, 0)};
  const ReductionLayout L = make_reduction_layout(self, dims, bool_arg(s, 2), dtype);
  Tensor out = tsr::tensor::empty(L.out_shape, dtype);
  visit_dtype_and_complex(dtype, [&]<class T>(std::type_identity<T>) {
    const T* src = L.source.data<T>();
    T* dst = out.data<T>();
    for (int64_t o = 0; o < L.outputs; ++o) {
      T acc = 1;
      for (int64_t k = 0; k < L.run; ++k) acc = static_cast<T>(acc * src[o * L.run + k]);
      dst[o] = acc;
    }
  });
  result(s, out);
});
TSR_REGISTER_KERNEL("var.correction", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, variance(tensor_arg(s), int_list_arg(s, 1), int_arg(s, 2, 1), bool_arg(s, 3), false));
});
TSR_REGISTER_KERNEL("std.correction", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, variance(tensor_arg(s), int_list_arg(s, 1), int_arg(s, 2, 1), bool_arg(s, 3), true));
});
// The composites: the unbiased flag is correction 1 or 0; all along a dim is not any of its zeros.
TSR_REGISTER_KERNEL("var", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, var(tensor_arg(s), {}, bool_arg(s, 1, true) ? 1 : 0, false));
});
TSR_REGISTER_KERNEL("var.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, var(tensor_arg(s), int_list_arg(s, 1), bool_arg(s, 2, true) ? 1 : 0, bool_arg(s, 3)));
});
TSR_REGISTER_KERNEL("std", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, std(tensor_arg(s), {}, bool_arg(s, 1, true) ? 1 : 0, false));
});
TSR_REGISTER_KERNEL("std.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, std(tensor_arg(s), int_list_arg(s, 1), bool_arg(s, 2, true) ? 1 : 0, bool_arg(s, 3)));
});
TSR_REGISTER_KERNEL("all.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t dim = int_arg(s, 1, 0);
  const Tensor self = tensor_arg(s);
  const Tensor r = logical_not(any(logical_not(self), std::array{dim}, bool_arg(s, 2)));
  result(s, self.dtype() == ScalarType::Byte ? to_dtype(r, ScalarType::Byte) : r);
});
TSR_REGISTER_KERNEL("max.other", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, maximum(tensor_arg(s), std::get<Tensor>(s[1])));
});
TSR_REGISTER_KERNEL("min.other", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, minimum(tensor_arg(s), std::get<Tensor>(s[1])));
});
TSR_REGISTER_KERNEL("all", CPU, [](const Operator&, DispatchKeySet, Stack& s) { result(s, any_all(tensor_arg(s), {}, false, false)); });
TSR_REGISTER_KERNEL("any.dims", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, any_all(tensor_arg(s), int_list_arg(s, 1), bool_arg(s, 2), true));
});
// PyTorch 1.13's logsumexp_out_impl, op for op (so its rounding: the vectorised exp and log, sum's order):
// maxes = amax(self, dims, keepdim=True) with infinite maxima taken as 0, log(sum(exp(self - maxes))) + maxes;
// an integer input is converted to the default float dtype first; an empty one gives log(sum(exp(self))).
TSR_REGISTER_KERNEL("logsumexp", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "exp_vml_cpu");
  Tensor self = tensor_arg(s);
  check(!is_complex(self.dtype()), ErrorKind::RuntimeError,
        "logsumexp(): Expected floating point type for result tensor, but got: ", dtype_title(self.dtype()));
  if (!is_floating(self.dtype())) self = to_dtype(self, default_dtype());
  const std::vector<int64_t> dims = int_list_arg(s, 1);
  const bool keepdim = bool_arg(s, 2);
  auto op = [](const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); };
  if (self.numel() == 0) {
    result(s, op("log", {op("sum.dim_IntList", {op("exp", {self}), dims, keepdim, NoneValue{}})}));
    return;
  }
  Tensor maxes = contiguous(op("amax", {self, dims, true}));
  visit_dtype(maxes.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T>) {
      T* m = maxes.data<T>();
      for (int64_t i = 0; i < maxes.numel(); ++i)
        if (std::isinf(static_cast<double>(m[i]))) m[i] = T(0);
    }
  });
  Tensor total = op("sum.dim_IntList", {op("exp", {op("sub.Tensor", {self, maxes})}), dims, true, NoneValue{}});
  Tensor out = op("add.Tensor", {op("log", {total}), maxes});
  if (!keepdim) out = reshape(out, make_reduction_layout(self, dims, false, out.dtype()).out_shape);
  result(s, out);
});
// softmax's dtype= converts the input first, as PyTorch's (the result has that dtype; it was ignored before, which
// the CUDA walker found: tests/tensor/cuda/gpu_walker_test.cpp).
static Tensor softmax_input(const Stack& s) {
  const Tensor self = tensor_arg(s);
  if (s.size() > 2)
    if (const ScalarType* dtype = std::get_if<ScalarType>(&s[2])) return to_dtype(self, *dtype);
  return self;
}
// softmax and log_softmax of one row, in the order and rounding of PyTorch's _vec_softmax_lastdim and
// _vec_log_softmax_lastdim (Note [PyTorch's lane order] in pytorch_vec.hpp): the maximum, exp(x - max) through
// SLEEF, the lane-ordered sum, then one multiply by its reciprocal (softmax) or a subtraction of its log.
// (Along a dim that is not the last PyTorch takes other loops: along_inner below.)
// (Vectorized's maximum: a NaN anywhere makes the maximum NaN)
template <class T>
T row_max(const T* in, int64_t n) {
  return pytorch_vec::extreme_all<T, true>(in, n);
}
// `rows` consecutive rows of n elements. exp(x - max) is elementwise, so it is computed for all the rows first (in
// `out`, as scratch; one SLEEF call for the block) and then summed row by row in the lanes' order: the same values
// as map_reduce_all's.
template <class T>
void softmax_rows(const T* in, T* out, int64_t n, int64_t rows) {
  for (int64_t r = 0; r < rows; ++r) {
    const T top = row_max(in + r * n, n);
    for (int64_t k = 0; k < n; ++k) out[r * n + k] = in[r * n + k] - top;
  }
  exp_in_place(out, n * rows);
  for (int64_t r = 0; r < rows; ++r) {
    T* o = out + r * n;
    const T inverse = T(1) / pytorch_vec::reduce_all([](T a, T b) { return a + b; }, o, n);
    for (int64_t k = 0; k < n; ++k) o[k] *= inverse;
  }
}
// A float rounded to bfloat16 and back: the buffers PyTorch's bfloat16 softmax kernels keep in their scalar_t.
inline float as_bfloat16(float x) { return static_cast<float>(BFloat16(x)); }

// `bfloat16_sums`: the rows came from a bfloat16 tensor, whose kernel (1.13's _vec_log_softmax_lastdim over
// scalar_t) keeps each row's sum of exp, and its log, in bfloat16 (measured against PyTorch 1.13: script test 268).
template <class T>
void log_softmax_rows(const T* in, T* out, int64_t n, int64_t rows, bool bfloat16_sums = false) {
  std::vector<T> tops(static_cast<size_t>(rows)), totals(static_cast<size_t>(rows));
  for (int64_t r = 0; r < rows; ++r) {
    tops[size_t(r)] = row_max(in + r * n, n);
    for (int64_t k = 0; k < n; ++k) out[r * n + k] = in[r * n + k] - tops[size_t(r)];
  }
  exp_in_place(out, n * rows);
  for (int64_t r = 0; r < rows; ++r)
    totals[size_t(r)] = pytorch_vec::reduce_all([](T a, T b) { return a + b; }, out + r * n, n);
  if constexpr (std::is_same_v<T, float>)
    if (bfloat16_sums)
      for (T& t : totals) t = as_bfloat16(t);
  log_in_place(totals.data(), rows);  // (one SLEEF call for the block's logs, each the value it would have alone)
  if constexpr (std::is_same_v<T, float>)
    if (bfloat16_sums)
      for (T& t : totals) t = as_bfloat16(t);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t k = 0; k < n; ++k) out[r * n + k] = in[r * n + k] - tops[size_t(r)] - totals[size_t(r)];
}
// Along a dim that is not the last, PyTorch 1.13 runs other loops on the contiguous input, seen as
// (outer, dim, inner) (_vec_softmax, _vec_log_softmax and their backward), measured against it (script test 810):
// each column (outer, ., inner) on its own, the maximum, sum and products accumulated sample after sample along the
// dim. A column among the first inner - inner % W of its row is in a vector, the rest are scalar code: exp is
// SLEEF's in the vectors and glibc's in the scalar tail; log_softmax's log of the sum is SLEEF's for all (vec::map).
// softmax divides by the sum; its backward is y * (g - sum(g * y)), the products fused into the sum;
// log_softmax's is g - exp(y) * sum(g), fused. The vector maximum of softmax propagates NaN (vec::maximum), the
// others compare (x > max).
enum class InnerOp { Softmax, LogSoftmax, SoftmaxBackward, LogSoftmaxBackward };

// exp of a row segment of columns [0, n): SLEEF's in the vector columns [0, vector_end), glibc's in the rest (SLEEF's
// map gives an element the same value wherever it falls, so one call serves the whole segment).
template <class T>
void exp_columns(T* v, int64_t vector_end, int64_t n) {
  if (sleef_math::active()) sleef_math::map(sleef_math::Fn::Exp, v, 1, v, 1, vector_end);
  else for (int64_t i = 0; i < vector_end; ++i) v[i] = std::exp(v[i]);
  for (int64_t i = vector_end; i < n; ++i) v[i] = std::exp(v[i]);
}

// `op` over columns [0, n) of one (dim, inner) slab: x, g and out point at the slab's column 0 and step `stride`
// from one sample along the dim to the next. Each column accumulates along the dim on its own, as PyTorch's loops
// do, but the columns advance together a row segment at a time (contiguous loads, one SLEEF call per segment).
// Columns [0, vector_end) are PyTorch's vector columns.
template <class T>
void inner_columns(InnerOp op, const T* x, const T* g, T* out, int64_t dim_size, int64_t stride, int64_t n,
                   int64_t vector_end) {
  std::vector<T> acc(static_cast<size_t>(n)), top(static_cast<size_t>(n));
  T* const a = acc.data();
  T* const m = top.data();
  const bool fused = pytorch_vec::avx2();
  constexpr T nan = std::numeric_limits<T>::quiet_NaN();
  switch (op) {
    case InnerOp::Softmax: {
      std::copy_n(x, n, m);
      for (int64_t d = 1; d < dim_size; ++d) {
        const T* r = x + d * stride;
        for (int64_t i = 0; i < vector_end; ++i) m[i] = (m[i] != m[i] || r[i] != r[i]) ? nan : std::max(m[i], r[i]);
        for (int64_t i = vector_end; i < n; ++i) m[i] = std::max(m[i], r[i]);
      }
      std::fill_n(a, n, T(0));
      for (int64_t d = 0; d < dim_size; ++d) {
        const T* r = x + d * stride;
        T* o = out + d * stride;
        for (int64_t i = 0; i < n; ++i) o[i] = r[i] - m[i];
        exp_columns(o, vector_end, n);
        for (int64_t i = 0; i < n; ++i) a[i] += o[i];
      }
      for (int64_t d = 0; d < dim_size; ++d)
        for (int64_t i = 0; i < n; ++i) out[d * stride + i] /= a[i];
      return;
    }
    case InnerOp::LogSoftmax: {
      std::fill_n(m, n, -std::numeric_limits<T>::infinity());
      for (int64_t d = 0; d < dim_size; ++d)
        for (int64_t i = 0; i < n; ++i) m[i] = x[d * stride + i] > m[i] ? x[d * stride + i] : m[i];
      std::fill_n(a, n, T(0));
      for (int64_t d = 0; d < dim_size; ++d) {  // exp(x - max) into out, as scratch, then summed
        T* o = out + d * stride;
        for (int64_t i = 0; i < n; ++i) o[i] = x[d * stride + i] - m[i];
        exp_columns(o, vector_end, n);
        for (int64_t i = 0; i < n; ++i) a[i] += o[i];
      }
      log_in_place(a, n);
      for (int64_t d = 0; d < dim_size; ++d)
        for (int64_t i = 0; i < n; ++i) out[d * stride + i] = x[d * stride + i] - m[i] - a[i];
      return;
    }
    case InnerOp::SoftmaxBackward: {  // x: the output y
      std::fill_n(a, n, T(0));
      for (int64_t d = 0; d < dim_size; ++d)
        for (int64_t i = 0; i < n; ++i) a[i] = pytorch_vec::madd(fused, g[d * stride + i], x[d * stride + i], a[i]);
      for (int64_t d = 0; d < dim_size; ++d)
        for (int64_t i = 0; i < n; ++i) out[d * stride + i] = x[d * stride + i] * (g[d * stride + i] - a[i]);
      return;
    }
    case InnerOp::LogSoftmaxBackward: {
      std::fill_n(a, n, T(0));
      for (int64_t d = 0; d < dim_size; ++d)
        for (int64_t i = 0; i < n; ++i) a[i] += g[d * stride + i];
      for (int64_t d = 0; d < dim_size; ++d) {
        T* o = out + d * stride;
        std::copy_n(x + d * stride, n, o);
        exp_columns(o, vector_end, n);
        for (int64_t i = 0; i < n; ++i) o[i] = pytorch_vec::madd(fused, -o[i], a[i], g[d * stride + i]);
      }
      return;
    }
  }
}

// `op` over every column of x (and g for the backward ops) along `dim`, which is not the last; float/double. The
// columns of each outer index are taken in chunks of whole vectors, the chunks shared among threads.
Tensor along_inner(InnerOp op, const Tensor& self, const Tensor& grad, int64_t dim) {
  const Tensor x = contiguous(self);
  const Tensor g = grad.defined() ? contiguous(to_dtype(grad, self.dtype())) : Tensor();
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= x.sizes()[d];
  for (int64_t d = dim + 1; d < x.dim(); ++d) inner *= x.sizes()[d];
  const int64_t dim_size = x.sizes()[dim];
  Tensor out = tsr::tensor::empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const int64_t vector_columns = inner - inner % pytorch_vec::kWidth<T>;
      // a chunk: about 16384 elements of the slab and at least 64 columns (a SLEEF call a row segment), a whole
      // number of vectors wide
      constexpr int64_t w = pytorch_vec::kWidth<T>;
      const int64_t chunk = std::max<int64_t>(64, 16384 / std::max<int64_t>(dim_size, 1) / w * w);
      const int64_t chunks = (inner + chunk - 1) / chunk;
      const T* xd = x.data<const T>();
      const T* gd = g.defined() ? g.data<const T>() : nullptr;
      T* od = out.data<T>();
#pragma omp parallel for if (outer * chunks > 1 && outer * inner * dim_size >= 32768)
      for (int64_t task = 0; task < outer * chunks; ++task) {
        const int64_t o = task / chunks, i0 = task % chunks * chunk, i1 = std::min(inner, i0 + chunk);
        const int64_t base = o * dim_size * inner + i0;
        inner_columns(op, xd + base, gd ? gd + base : nullptr, od + base, dim_size, inner, i1 - i0,
                      std::clamp<int64_t>(vector_columns - i0, 0, i1 - i0));
      }
    }
  });
  return out;
}
// Whether PyTorch takes the (outer, dim, inner) loops: a float/double tensor, dim not its last.
bool inner_dim_applies(const Tensor& t, int64_t dim) {
  if (t.dim() < 2 || t.numel() == 0 || !(t.dtype() == ScalarType::Float || t.dtype() == ScalarType::Double)) return false;
  return wrap_dim(dim, t.dim()) != t.dim() - 1;
}

// A bfloat16 tensor reduced along its last dim: PyTorch's lastdim kernels keep per-row sums in bfloat16 there.
bool last_dim_bfloat16(const Tensor& t, int64_t dim) {
  return t.dtype() == ScalarType::BFloat16 && (t.dim() == 0 || wrap_dim(dim, t.dim()) == t.dim() - 1);
}

// PyTorch's softmax kernels dispatch on floating types: a complex input names the kernel its dim reaches.
void refuse_complex_softmax(const Tensor& in, int64_t dim, const char* lastdim_kernel) {
  if (is_complex(in.dtype()))
    refuse_complex(in.dtype(), in.dim() == 0 || wrap_dim(dim, in.dim()) == in.dim() - 1 ? lastdim_kernel
                                                                                       : "softmax_kernel_impl");
}

TSR_REGISTER_KERNEL("softmax.int", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(softmax_input(s).dtype(), "softmax_lastdim_kernel_impl");
  refuse_complex_softmax(softmax_input(s), int_arg(s, 1, 0), "softmax_lastdim_kernel_impl");
  if (const Tensor in = softmax_input(s); inner_dim_applies(in, int_arg(s, 1, 0)))
    return result(s, along_inner(InnerOp::Softmax, in, Tensor(), wrap_dim(int_arg(s, 1, 0), in.dim())));
  result(s, along_dim_blocks(softmax_input(s), int_arg(s, 1, 0),
                             [](const auto* in, auto* out, int64_t n, int64_t rows) { softmax_rows(in, out, n, rows); }));
});
TSR_REGISTER_KERNEL("log_softmax.int", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(softmax_input(s).dtype(), "log_softmax_lastdim_kernel_impl");
  refuse_complex_softmax(softmax_input(s), int_arg(s, 1, 0), "log_softmax_lastdim_kernel_impl");
  if (const Tensor in = softmax_input(s); inner_dim_applies(in, int_arg(s, 1, 0)))
    return result(s, along_inner(InnerOp::LogSoftmax, in, Tensor(), wrap_dim(int_arg(s, 1, 0), in.dim())));
  const bool bf16 = last_dim_bfloat16(softmax_input(s), int_arg(s, 1, 0));
  result(s, along_dim_blocks(softmax_input(s), int_arg(s, 1, 0), [bf16](const auto* in, auto* out, int64_t n, int64_t rows) {
    log_softmax_rows(in, out, n, rows, bf16);
  }));
});
// Their backward, as PyTorch's _vec_host_softmax_backward_lastdim: softmax's g_in = (g - sum(g * y)) * y with the
// products accumulated by multiply-adds; log_softmax's g_in = g - exp(y) * sum(g), one multiply-add.
TSR_REGISTER_KERNEL("_softmax_backward_data", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  if (const Tensor& y = std::get<Tensor>(s[1]); inner_dim_applies(y, int_arg(s, 2, 0)) &&
                                                y.sizes() == std::get<Tensor>(s[0]).sizes())
    return result(s, along_inner(InnerOp::SoftmaxBackward, y, std::get<Tensor>(s[0]), wrap_dim(int_arg(s, 2, 0), y.dim())));
  const bool bf16 = last_dim_bfloat16(std::get<Tensor>(s[1]), int_arg(s, 2, 0));
  result(s, along_dim2(std::get<Tensor>(s[0]), std::get<Tensor>(s[1]), int_arg(s, 2, 0),
                       [bf16](const auto* g, const auto* y, auto* out, int64_t n) {
                         using T = std::remove_cvref_t<decltype(*g)>;
                         T total = pytorch_vec::dot_all(g, y, n);
                         if constexpr (std::is_same_v<T, float>)
                           if (bf16) total = as_bfloat16(total);  // (its scalar_t sum)
                         for (int64_t k = 0; k < n; ++k) out[k] = (g[k] - total) * y[k];
                       }));
});
TSR_REGISTER_KERNEL("_log_softmax_backward_data", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  if (const Tensor& y = std::get<Tensor>(s[1]); inner_dim_applies(y, int_arg(s, 2, 0)) &&
                                                y.sizes() == std::get<Tensor>(s[0]).sizes())
    return result(s, along_inner(InnerOp::LogSoftmaxBackward, y, std::get<Tensor>(s[0]), wrap_dim(int_arg(s, 2, 0), y.dim())));
  const bool bf16 = last_dim_bfloat16(std::get<Tensor>(s[1]), int_arg(s, 2, 0));
  result(s, along_dim2(std::get<Tensor>(s[0]), std::get<Tensor>(s[1]), int_arg(s, 2, 0),
                       [bf16](const auto* g, const auto* y, auto* out, int64_t n) {
                         using T = std::remove_cvref_t<decltype(*g)>;
                         T total = pytorch_vec::reduce_all([](T a, T b) { return a + b; }, g, n);
                         if constexpr (std::is_same_v<T, float>)
                           if (bf16) total = as_bfloat16(total);  // (its scalar_t sum)
                         for (int64_t k = 0; k < n; ++k) out[k] = y[k];
                         exp_in_place(out, n);
                         const bool fused = pytorch_vec::avx2();
                         for (int64_t k = 0; k < n; ++k) out[k] = fused ? std::fma(-out[k], total, g[k]) : g[k] - out[k] * total;
                       }));
});
// PyTorch 1.13.1's CPU _masked_softmax (host_softmax with MaskedSoftMax): the mask has the input's shape whatever
// mask_type says (its kernel reads the two alike). Per row along dim: the maximum of the unmasked elements (the
// first of them, then std::max), exp(x - max) in the element type with the C library's exp (0 where masked), summed
// in double (the CPU's accumulation type), then each exp times 1 / sum in double. A row masked whole is 0 * (1 / 0).
template <class T>
void masked_softmax_rows(const T* x, const bool* mask, T* out, int64_t outer, int64_t dim_size, int64_t inner) {
#pragma omp parallel for if (outer * inner * dim_size >= 32768)
  for (int64_t task = 0; task < outer * inner; ++task) {
    const int64_t base = task / inner * dim_size * inner + task % inner;
    const T* xr = x + base;
    const bool* mr = mask + base;
    T* o = out + base;
    bool meaningful = false;
    T top = xr[0];
    for (int64_t d = 0; d < dim_size; ++d)
      if (!mr[d * inner]) {
        top = meaningful ? std::max(top, xr[d * inner]) : xr[d * inner];
        meaningful = true;
      }
    double sum = 0;
    for (int64_t d = 0; d < dim_size; ++d) {
      const T z = mr[d * inner] ? T(0) : std::exp(xr[d * inner] - top);
      o[d * inner] = z;
      sum += z;
    }
    sum = 1 / sum;
    for (int64_t d = 0; d < dim_size; ++d) o[d * inner] = static_cast<T>(o[d * inner] * sum);
  }
}
TSR_REGISTER_KERNEL("_masked_softmax", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_arg(s);
  const Tensor& mask = std::get<Tensor>(s[1]);
  check(mask.sizes() == self.sizes(), ErrorKind::RuntimeError, "Mask shape should match input shape");
  check(mask.dtype() == ScalarType::Bool, ErrorKind::RuntimeError, "Mask should be a boolean tensor");
  const bool typed = s.size() > 3 && !std::holds_alternative<NoneValue>(s[3]);
  check(typed, ErrorKind::RuntimeError, "Mask Type should be defined");
  const int64_t mask_type = int_arg(s, 3, 0);
  check(mask_type >= 0 && mask_type <= 2, ErrorKind::RuntimeError,
        "Mask Type should be 0 (src_mask) or 1 (src_key_padding_mask), or 2 (default_mask)");
  check(mask_type != 0, ErrorKind::RuntimeError, "src_mask not currently supported on CPU");
  const int64_t nd = std::max<int64_t>(self.dim(), 1);
  const int64_t dim = s.size() > 2 && !std::holds_alternative<NoneValue>(s[2]) ? wrap_dim(int_arg(s, 2, 0), nd) : nd - 1;
  if (self.dtype() == ScalarType::Half || self.dtype() == ScalarType::BFloat16 || !is_floating(self.dtype()))
    throw_not_implemented_for("masked_softmax", self.dtype());
  const Tensor x = contiguous(self), m = contiguous(mask);
  Tensor out = tsr::tensor::empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= x.sizes()[d];
  for (int64_t d = dim + 1; d < x.dim(); ++d) inner *= x.sizes()[d];
  const int64_t dim_size = x.dim() == 0 ? 1 : x.sizes()[dim];
  if (x.numel() > 0)
    visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        masked_softmax_rows(x.data<const T>(), m.data<const bool>(), out.data<T>(), outer, dim_size, inner);
    });
  result(s, out);
});
TSR_REGISTER_KERNEL("cumsum", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_arg(s);
  const ScalarType dtype = dtype_at(s, 2).value_or(is_integral(self.dtype(), true) ? ScalarType::Long : self.dtype());
  refuse_half(dtype, "cumsum_out_cpu");
  const int64_t d = wrap_dim(int_arg(s, 1, 0), std::max<int64_t>(self.dim(), 1));
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{d};
  const ReductionLayout L = make_reduction_layout(self, dims, true, dtype);
  Tensor out = tsr::tensor::empty(L.source.sizes(), dtype);
  visit_dtype_and_complex(dtype, [&]<class T>(std::type_identity<T>) {
    using Acc = cpu_acc_t<T>;  // float32 sums run in double, bfloat16's in float, as PyTorch's cumsum_cpu_kernel
    const T* in = L.source.data<T>();
    T* to = out.data<T>();
    for (int64_t i = 0; i < L.outputs; ++i) {
      Acc acc = 0;
      for (int64_t k = 0; k < L.run; ++k) {
        const T v = in[i * L.run + k];
        if constexpr (is_complex_type<T>) acc += Acc(v.real(), v.imag());
        else acc = static_cast<Acc>(acc + static_cast<Acc>(v));
        to[i * L.run + k] = static_cast<T>(acc);
      }
    }
  });
  result(s, contiguous(unpermute(out, L.order)));
});

namespace {
std::vector<int64_t> list(std::span<const int64_t> dims) { return {dims.begin(), dims.end()}; }
}  // namespace

ValuesIndices max(const Tensor& self, int64_t dim, bool keepdim) {
  static const Operator& op = find_op("max.dim");
  Stack s = call_op(op, {self, dim, keepdim});
  return {std::get<Tensor>(s[0]), std::get<Tensor>(s[1])};
}
ValuesIndices min(const Tensor& self, int64_t dim, bool keepdim) {
  static const Operator& op = find_op("min.dim");
  Stack s = call_op(op, {self, dim, keepdim});
  return {std::get<Tensor>(s[0]), std::get<Tensor>(s[1])};
}
Tensor max(const Tensor& self) { static const Operator& op = find_op("max");
  return call_tensor_op(op, {self}); }
Tensor min(const Tensor& self) { static const Operator& op = find_op("min");
  return call_tensor_op(op, {self}); }
Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  static const Operator& op = find_op("argmax");
  return call_tensor_op(op, {self, dim ? IValue(*dim) : IValue(NoneValue{}), keepdim});
}
Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  static const Operator& op = find_op("argmin");
  return call_tensor_op(op, {self, dim ? IValue(*dim) : IValue(NoneValue{}), keepdim});
}
Tensor amin(const Tensor& self, std::span<const int64_t> dims, bool keepdim) {
  static const Operator& op = find_op("amin");
  return call_tensor_op(op, {self, std::vector<int64_t>(dims.begin(), dims.end()), keepdim});
}
Tensor amax(const Tensor& self, std::span<const int64_t> dims, bool keepdim) { static const Operator& op = find_op("amax");
  return call_tensor_op(op, {self, list(dims), keepdim}); }
Tensor prod(const Tensor& self) { static const Operator& op = find_op("prod");
  return call_tensor_op(op, {self}); }
Tensor var(const Tensor& self, std::span<const int64_t> dims, int64_t correction, bool keepdim) {
  static const Operator& op = find_op("var.correction");
  return call_tensor_op(op, {self, list(dims), correction, keepdim});
}
Tensor std(const Tensor& self, std::span<const int64_t> dims, int64_t correction, bool keepdim) {
  static const Operator& op = find_op("std.correction");
  return call_tensor_op(op, {self, list(dims), correction, keepdim});
}
Tensor all(const Tensor& self) { static const Operator& op = find_op("all");
  return call_tensor_op(op, {self}); }
Tensor any(const Tensor& self, std::span<const int64_t> dims, bool keepdim) { static const Operator& op = find_op("any.dims");
  return call_tensor_op(op, {self, list(dims), keepdim}); }
Tensor logsumexp(const Tensor& self, std::span<const int64_t> dims, bool keepdim) {
  static const Operator& op = find_op("logsumexp");
  return call_tensor_op(op, {self, list(dims), keepdim});
}
Tensor softmax(const Tensor& self, int64_t dim) { static const Operator& op = find_op("softmax.int");
  return call_tensor_op(op, {self, dim}); }
Tensor log_softmax(const Tensor& self, int64_t dim) { static const Operator& op = find_op("log_softmax.int");
  return call_tensor_op(op, {self, dim}); }
Tensor cumsum(const Tensor& self, int64_t dim) { static const Operator& op = find_op("cumsum");
  return call_tensor_op(op, {self, dim}); }

}  // namespace tsr::tensor
