// Reduction and matrix-product composites (see composites.hpp): each kernel calls the ops the tsr function it
// replaces called (stdlib/torch/_composites.tsr before), so results and grad_fn nodes are unchanged.
#include <algorithm>
#include <functional>
#include <limits>
#include <string>
#include <utility>

#include "tensor/autograd/formula.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/composites.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

TSR_DEFINE_COMPOSITE_OP("aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)",
                        "amin and amax in one call, over dim or all elements.");
TSR_DEFINE_COMPOSITE_OP("nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
                        "The sum, NaNs counted as zero.");
TSR_DEFINE_COMPOSITE_OP("nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
                        "The mean of the elements that are not NaN.");
TSR_DEFINE_COMPOSITE_OP("std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)",
                        "std and mean of all elements.");
TSR_DEFINE_COMPOSITE_OP("std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
                        "std and mean over dim.");
TSR_DEFINE_COMPOSITE_OP("var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)",
                        "var and mean of all elements.");
TSR_DEFINE_COMPOSITE_OP("var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
                        "var and mean over dim.");

TSR_DEFINE_COMPOSITE_OP("quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor",
                        "The q-th quantiles over dim (all elements when None), the quantiles' dim first.");
TSR_DEFINE_COMPOSITE_OP("quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear') -> Tensor",
                        "The q-th quantile over dim (all elements when None).");
TSR_DEFINE_COMPOSITE_OP("cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor",
                        "The covariance matrix of the rows' variables (columns are observations).");
TSR_DEFINE_COMPOSITE_OP("corrcoef(Tensor self) -> Tensor", "Pearson's correlation coefficients of the rows' variables.");

TSR_DEFINE_COMPOSITE_OP("addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
                        "beta * self + alpha * (mat @ vec).");

// baddbmm and addbmm: PyTorch's ops with their own derivatives (BaddbmmBackward0, AddbmmBackward0); the CPU
// kernels are in tensor/kernels/cpu/linalg.cpp, the compositions below serve other devices.
Tensor times(const Tensor& t, double factor) { return factor == 1 ? t : mul(t, autograd::scalar(factor, t.dtype())); }
Tensor batch_transposed(const Tensor& t) { return call<"transpose.int">({t, int64_t(1), int64_t(2)}); }
// The gradients of beta * self + alpha * (batch1 @ batch2) given each batch's output gradient `gb` (g itself for
// baddbmm, g repeated over the batch for addbmm), each only where its input takes it.
autograd::G batched_product_grads(autograd::Ctx& c, const Tensor& gb) {
  const double beta = c.d("beta", 1), alpha = c.d("alpha", 1);
  const Tensor g = c.g(), b1 = c.s("batch1"), b2 = c.s("batch2");
  return autograd::G{
      c.when_needed("self", [&] { return c.to(times(g, beta), "self"); }),
      c.when_needed("batch1", [&] { return times(call<"bmm">({gb, batch_transposed(b2)}), alpha); }),
      c.when_needed("batch2", [&] { return times(call<"bmm">({batch_transposed(b1), gb}), alpha); })};
}
// addr: PyTorch's op with its own derivative (AddrBackward0) and CPU kernel (below); the composition serves CUDA
// (the meta device runs the CPU kernel on stand-ins, so its results have the CPU kernel's layout).
TSR_DEFINE_OP("addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
              "beta * self + alpha * outer(vec1, vec2).",
              autograd::formula("AddrBackward0", {"vec1", "vec2"}, [](autograd::Ctx& c) {
                const double beta = c.d("beta", 1), alpha = c.d("alpha", 1);
                const Tensor g = c.g(), v1 = c.s("vec1"), v2 = c.s("vec2");
                return autograd::G{
                    c.when_needed("self", [&] { return c.to(times(g, beta), "self"); }),
                    c.when_needed("vec1", [&] { return times(call<"mv">({g, cj(v2)}), alpha); }),
                    c.when_needed("vec2", [&] {
                      return times(call<"mv">({call<"t">({g}), cj(v1)}), alpha);
                    })};
              }));
TSR_DEFINE_OP("baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
              "beta * self + alpha * (batch1 @ batch2), batch by batch.",
              autograd::formula("BaddbmmBackward0", {"batch1", "batch2"},
                                [](autograd::Ctx& c) { return batched_product_grads(c, c.g()); }));
TSR_DEFINE_OP("addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
              "beta * self + alpha * the sum over the batch of batch1 @ batch2.",
              autograd::formula("AddbmmBackward0", {"batch1", "batch2"}, [](autograd::Ctx& c) {
                const Tensor b1 = c.s("batch1"), b2 = c.s("batch2");
                return batched_product_grads(
                    c, call<"expand">({call<"unsqueeze">({c.g(), int64_t(0)}),
                                       Ints{b1.sizes()[0], b1.sizes()[1], b2.sizes()[2]}, false}));
              }));
TSR_DEFINE_COMPOSITE_OP("tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor",
                        "Sums the products of self and other over the paired dims, through one mm.");
TSR_DEFINE_COMPOSITE_OP("chain_matmul(Tensor[] matrices) -> Tensor", "The product of the matrices, left to right.");
TSR_DEFINE_COMPOSITE_OP("logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
                        "steps values base ** x, x evenly spaced from start to end.");

Tensor nansum_of(const Tensor& input, const Stack& s) {
  check(!is_complex(input.dtype()), ErrorKind::RuntimeError, "nansum does not support complex inputs");
  const Tensor clean = where(call<"isnan">({input}), zeros(Ints{}, input.dtype()), input);
  const IValue dtype = s.size() > 3 ? s[3] : IValue(NoneValue{});
  if (is_none(s, 1)) return call<"sum">({clean, dtype});
  return call<"sum.dim_IntList">({clean, s[1], bool_arg(s, 2), dtype});
}

// std_mean / var_mean: (the statistic with correction over dims, the mean over dims).
template <OpName statistic>
void statistic_and_mean(std::string_view op_name, Stack& s, const IValue& dims, int64_t correction, bool keepdim) {
  const Tensor self = tensor_at(s, 0);
  check(is_floating(self.dtype()) || is_complex(self.dtype()), ErrorKind::RuntimeError,
        std::string(op_name) + " only support floating point and complex dtypes");
  const Tensor stat = call<statistic>({self, dims, correction, keepdim});
  const Tensor mean = call<"mean.dim">({self, std::holds_alternative<NoneValue>(dims) ? IValue(Ints{}) : dims, keepdim});
  s = {stat, mean};
}

// beta * self + alpha * product, each step taken only where the tsr version took it. For integer and bool
// results alpha and beta are first converted to the result's type (2.7 counts as 2), as PyTorch's kernels take them.
Tensor scaled_sum(const Tensor& product, const Tensor& self, const Stack& s, bool scale_when_one) {
  const IValue beta = s.size() > 3 ? s[3] : IValue(int64_t(1)), alpha = s.size() > 4 ? s[4] : IValue(int64_t(1));
  const ScalarType dtype = result_type(std::array{product, self});
  auto factor = [&](const IValue& v) {
    const Tensor f = tensor_operand(v);
    return is_integral(dtype, /*include_bool=*/true) ? call<"to.dtype">({f, dtype, false, false}) : f;
  };
  Tensor scaled = product;
  if (scale_when_one || double_arg(s, 4, 1) != 1) scaled = mul(product, factor(alpha));
  return double_arg(s, 3, 1) != 0 ? add(scaled, mul(self, factor(beta))) : scaled;
}

Tensor quantile_of(const Tensor& input, const Tensor& qs, bool scalar_q, const Stack& s) {
  const std::string interpolation = s.size() > 4 && std::holds_alternative<std::string>(s[4]) ? std::get<std::string>(s[4])
                                                                                              : "linear";
  check(interpolation == "linear" || interpolation == "lower" || interpolation == "higher" ||
            interpolation == "nearest" || interpolation == "midpoint",
        ErrorKind::RuntimeError,
        "quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got ", interpolation);
  const bool all = is_none(s, 2);
  const bool keepdim = bool_arg(s, 3);
  const Tensor x = all ? call<"reshape">({input, Ints{-1}}) : input;
  const int64_t d = all ? 0 : wrap_dim_of(int_arg(s, 2, 0), input.dim());
  const Tensor sorted = std::get<Tensor>(call_multi<"sort">({x, d, false}).at(0));
  const int64_t n = sorted.sizes()[static_cast<size_t>(d)];
  const Tensor pos = mul(qs, scalar_to_tensor(n - 1));
  auto to_long = [](const Tensor& t) { return call<"to.dtype">({t, ScalarType::Long, false, false}); };
  Tensor lo = to_long(call<"floor">({pos})), hi = to_long(call<"ceil">({pos}));
  if (interpolation == "lower") hi = lo;
  else if (interpolation == "higher") lo = hi;
  else if (interpolation == "nearest") lo = hi = to_long(call<"round">({pos}));
  const Tensor a = call<"index_select">({sorted, d, lo}), b = call<"index_select">({sorted, d, hi});
  Ints shape(static_cast<size_t>(sorted.dim()), 1);
  shape[static_cast<size_t>(d)] = qs.numel();
  Tensor w;
  if (interpolation == "midpoint") {
    w = full(shape, 0.5, input.dtype(), input.device());
    w = where(call<"reshape">({call<"eq.Tensor">({lo, hi}), shape}), zeros(Ints{}, input.dtype()), w);
  } else {
    w = call<"reshape">({sub(pos, call<"to.dtype">({lo, input.dtype(), false, false})), shape});
  }
  // PyTorch's values_below.lerp_(values_above, weights) (lerp's two formulas, split at weight 0.5)
  Tensor out = call<"lerp.Tensor">({a, b, call<"expand_as">({w, a})});
  // A row holding a NaN has NaN quantiles (PyTorch moves its ranks to the last, NaN, element)
  if (is_floating(input.dtype())) {
    const Tensor has_nan = call<"any.dims">({call<"isnan">({x}), Ints{d}, true});
    out = where(has_nan, full(Ints{}, std::numeric_limits<double>::quiet_NaN(), out.dtype()), out);
  }
  // The quantiles' dim goes first, as PyTorch returns them.
  if (out.dim() > 1) out = call<"movedim.int">({out, d, int64_t(0)});
  if (keepdim) {
    if (!all) {
      out = call<"unsqueeze">({out, d + 1});
    } else {
      Ints kept(static_cast<size_t>(input.dim()), 1);
      kept.insert(kept.begin(), qs.numel());
      out = call<"reshape">({out, kept});
    }
  }
  return scalar_q ? call<"select.int">({out, int64_t(0), int64_t(0)}) : out;
}

void check_quantile_input(const Tensor& input) {
  check(input.dtype() == ScalarType::Float || input.dtype() == ScalarType::Double, ErrorKind::RuntimeError,
        "quantile() input tensor must be either float or double dtype");
}

// cov's observation weights (PyTorch's checks and messages): fweights integral counts, aweights floating, each 0-d
// or one per observation, none negative.
void check_cov_weights(const Tensor& w, const char* name, int64_t observations, bool integral) {
  check(w.dim() <= 1, ErrorKind::RuntimeError, "cov(): expected ", name, " to have one or fewer dimensions but got ",
        name, " with ", w.dim(), " dimensions");
  check(integral ? is_integral(w.dtype(), false) : is_floating(w.dtype()), ErrorKind::RuntimeError, "cov(): expected ",
        name, " to have ", integral ? "integral" : "floating point", " dtype but got ", name, " with ",
        dtype_title(w.dtype()), " dtype");
  check(w.numel() == observations, ErrorKind::RuntimeError, "cov(): expected ", name,
        " to have the same numel as there are observations in the input but got ", w.numel(), " != ", observations);
  if (w.device().is_meta()) return;                              // no values to check (Note [The meta device])
  const Tensor values = host_contiguous(w, ScalarType::Double);  // read outside autograd, for the check only
  const auto* v = static_cast<const double*>(values.data_ptr());
  check(std::none_of(v, v + values.numel(), [](double x) { return x < 0; }), ErrorKind::RuntimeError, "cov(): ", name,
        " cannot be negative");
}

Tensor cov_of(const Tensor& input_arg, const Stack& s) {
  check(input_arg.dtype() != ScalarType::Bool, ErrorKind::RuntimeError, "cov(): bool dtype is not supported for input");
  // Integer data gives a floating covariance, as PyTorch's.
  const Tensor input = is_floating(input_arg.dtype()) || is_complex(input_arg.dtype())
                           ? input_arg
                           : call<"to.dtype">({input_arg, default_dtype(), false, false});
  const int64_t correction = int_arg(s, 1, 1);
  const Tensor x = input.dim() == 2 ? input : call<"reshape">({input, Ints{1, -1}});
  const int64_t n = x.sizes()[1];
  // The observations' weights: fweights * aweights, either alone, or none (each observation once), as PyTorch's.
  const Tensor fweights = optional_tensor_at(s, 2), aweights = optional_tensor_at(s, 3);
  if (fweights.defined()) check_cov_weights(fweights, "fweights", n, true);
  if (aweights.defined()) check_cov_weights(aweights, "aweights", n, false);
  Tensor w = fweights.defined() && aweights.defined() ? mul(fweights, aweights) : fweights.defined() ? fweights : aweights;
  // the conjugate transpose (a complex input's covariance is Hermitian)
  auto adjoint = [](const Tensor& t) {
    const Tensor tt = call<"t">({t});
    return is_complex(tt.dtype()) ? call<"conj_physical">({tt}) : tt;
  };
  if (!w.defined()) {
    const Tensor centred = sub(x, call<"mean.dim">({x, Ints{1}, true}));
    const Tensor c = div(call<"matmul">({centred, adjoint(centred)}), scalar_to_tensor(std::max<int64_t>(n - correction, 0)));
    return x.sizes()[0] == 1 ? call<"squeeze">({c}) : c;  // one variable: a 0-d result, as PyTorch's
  }
  const Tensor w_sum = call<"sum">({w});
  const Tensor mean = div(call<"sum.dim_IntList">({mul(x, w), Ints{1}, true}), w_sum);
  // The divisor: sum(w) - correction, the correction scaled by sum(w * aweights) / sum(w) where aweights are given;
  // never below zero.
  Tensor divisor = w_sum;
  if (correction != 0) {
    const Tensor scaled = aweights.defined() ? div(call<"sum">({mul(w, aweights)}), w_sum) : scalar_to_tensor(int64_t(1));
    divisor = sub(w_sum, mul(scaled, scalar_to_tensor(correction)));
  }
  divisor = call<"clamp_min">({divisor, int64_t(0)});
  const Tensor centred = sub(x, mean);
  const Tensor c = div(call<"matmul">({centred, adjoint(mul(centred, w))}), divisor);
  return x.sizes()[0] == 1 ? call<"squeeze">({c}) : c;
}

Tensor tensordot_of(const Tensor& a, const Tensor& b, Ints dims_a, Ints dims_b) {
  for (int64_t& d : dims_a) d = wrap_dim_of(d, a.dim());
  for (int64_t& d : dims_b) d = wrap_dim_of(d, b.dim());
  auto size = [](const Tensor& t, int64_t d) { return t.sizes()[static_cast<size_t>(d)]; };
  Ints free_a, free_b, out_shape;
  int64_t k = 1, m = 1, n = 1;
  for (int64_t d = 0; d < a.dim(); ++d)
    if (std::ranges::find(dims_a, d) == dims_a.end()) free_a.push_back(d), m *= size(a, d), out_shape.push_back(size(a, d));
  for (int64_t d = 0; d < b.dim(); ++d)
    if (std::ranges::find(dims_b, d) == dims_b.end()) free_b.push_back(d), n *= size(b, d), out_shape.push_back(size(b, d));
  for (int64_t d : dims_a) k *= size(a, d);
  Ints order_a = free_a, order_b = dims_b;
  order_a.insert(order_a.end(), dims_a.begin(), dims_a.end());
  order_b.insert(order_b.end(), free_b.begin(), free_b.end());
  const Tensor left = call<"reshape">({call<"permute">({a, order_a}), Ints{m, k}});
  const Tensor right = call<"reshape">({call<"permute">({b, order_b}), Ints{k, n}});
  return call<"reshape">({call<"mm">({left, right}), out_shape});
}

}  // namespace

TSR_REGISTER_KERNEL("tensordot", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {tensordot_of(tensor_at(s, 0), tensor_at(s, 1), int_list_arg(s, 2), int_list_arg(s, 3))};
});
TSR_REGISTER_KERNEL("quantile", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor input = tensor_at(s, 0), q = tensor_at(s, 1);
  check_quantile_input(input);
  check(q.dim() <= 1, ErrorKind::RuntimeError, "quantile() q must be a scalar or 1D tensor");
  check(q.dtype() == input.dtype(), ErrorKind::RuntimeError, "quantile() q tensor must be same dtype as the input tensor");
  // q's values, read outside autograd for the range check only: the quantiles themselves are computed from q as
  // recorded, so q gets a gradient (through the interpolation weight), as in PyTorch.
  if (!q.device().is_meta()) {  // (a meta q has no values: Note [The meta device])
    const Tensor values_of_q = host_contiguous(reshape(q, Ints{-1}), ScalarType::Double);
    const auto* values = static_cast<const double*>(values_of_q.data_ptr());
    check(std::all_of(values, values + values_of_q.numel(), [](double v) { return v >= 0 && v <= 1; }),
          ErrorKind::RuntimeError, "quantile() q values must be in the range [0, 1]");
  }
  // A 0-d q gives no quantiles' dim, as a number q does.
  s = {quantile_of(input, call<"reshape">({q, Ints{-1}}), q.dim() == 0, s)};
});
TSR_REGISTER_KERNEL("quantile.scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor input = tensor_at(s, 0);
  check_quantile_input(input);
  const double q = double_arg(s, 1, 0);
  check(q >= 0 && q <= 1, ErrorKind::RuntimeError, "quantile() q must be in the range [0, 1] but got ", q);
  const Tensor qs = full(Ints{1}, q, input.dtype(), input.device());
  s = {quantile_of(input, qs, true, s)};
});
TSR_REGISTER_KERNEL("cov", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {cov_of(tensor_at(s, 0), s)};
});
TSR_REGISTER_KERNEL("corrcoef", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor c = call<"cov">({tensor_at(s, 0), int64_t(1), NoneValue{}, NoneValue{}});
  if (c.dim() == 0) {
    s = {div(c, c)};
    return;
  }
  const Tensor d = call<"diagonal">({c, int64_t(0), int64_t(0), int64_t(1)});
  const Tensor stddev = call<"sqrt">({is_complex(d.dtype()) ? call<"real">({d}) : d});
  c = div(c, call<"unsqueeze">({stddev, int64_t(1)}));
  c = div(c, call<"unsqueeze">({stddev, int64_t(0)}));
  if (is_complex(c.dtype())) {  // the real and imaginary parts clipped to [-1, 1] each, as PyTorch's
    const Tensor parts = call<"clamp">({call<"view_as_real">({c}), int64_t(-1), int64_t(1)});
    s = {call<"view_as_complex">({parts})};
    return;
  }
  s = {call<"clamp">({c, int64_t(-1), int64_t(1)})};
});

TSR_REGISTER_KERNEL("aminmax", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "aminmax_cpu", /*also_bfloat16=*/true);
  const Tensor self = tensor_at(s, 0);
  const bool keepdim = bool_arg(s, 2);
  Tensor lo, hi;
  if (is_none(s, 1)) {
    lo = call<"amin">({self, Ints{}, false});
    hi = call<"amax">({self, Ints{}, false});
    if (keepdim) {
      const Ints ones(static_cast<size_t>(self.dim()), 1);
      lo = call<"reshape">({lo, ones});
      hi = call<"reshape">({hi, ones});
    }
  } else {
    lo = call<"amin">({self, int_list_arg(s, 1), keepdim});
    hi = call<"amax">({self, int_list_arg(s, 1), keepdim});
  }
  s = {lo, hi};
});
TSR_REGISTER_KERNEL("nansum", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, nansum_of(tensor_at(s, 0), s));
});
TSR_REGISTER_KERNEL("nanmean", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_at(s, 0);
  check(is_floating(self.dtype()), ErrorKind::RuntimeError,
        "nanmean(): expected input to have floating point dtype but got " + std::string(dtype_title(self.dtype())));
  const Tensor present = call<"bitwise_not">({call<"isnan">({self})});
  const Tensor count = is_none(s, 1) ? call<"sum">({present}) : call<"sum.dim_IntList">({present, s[1], bool_arg(s, 2)});
  const Stack plain{self, s.size() > 1 ? s[1] : IValue(NoneValue{}), bool_arg(s, 2)};  // nansum without dtype
  result(s, div(nansum_of(self, plain), count));
});
// std_mean and var_mean with unbiased are PyTorch's composites of their .correction overloads (correction 1 or 0),
// which are ops of their own (StdMeanBackward0 / VarMeanBackward0: tensor/kernels/cpu/reductions.cpp).
TSR_REGISTER_KERNEL("std_mean", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = call_op(find_op("std_mean.correction"), {tensor_at(s, 0), NoneValue{}, int64_t(bool_arg(s, 1, true) ? 1 : 0), false});
});
TSR_REGISTER_KERNEL("std_mean.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = call_op(find_op("std_mean.correction"), {tensor_at(s, 0), s.at(1), int64_t(bool_arg(s, 2, true) ? 1 : 0), bool_arg(s, 3)});
});
TSR_REGISTER_KERNEL("std_mean.correction", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"std.correction">("std_mean", s, s.size() > 1 ? s[1] : IValue(NoneValue{}), int_arg(s, 2, 1), bool_arg(s, 3));
});
TSR_REGISTER_KERNEL("var_mean", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = call_op(find_op("var_mean.correction"), {tensor_at(s, 0), NoneValue{}, int64_t(bool_arg(s, 1, true) ? 1 : 0), false});
});
TSR_REGISTER_KERNEL("var_mean.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = call_op(find_op("var_mean.correction"), {tensor_at(s, 0), s.at(1), int64_t(bool_arg(s, 2, true) ? 1 : 0), bool_arg(s, 3)});
});
TSR_REGISTER_KERNEL("var_mean.correction", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"var.correction">("var_mean", s, s.size() > 1 ? s[1] : IValue(NoneValue{}), int_arg(s, 2, 1), bool_arg(s, 3));
});

TSR_REGISTER_KERNEL("addmv", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "addmv_impl_cpu");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "addmv_impl_cpu");
  result(s, scaled_sum(call<"mv">({tensor_at(s, 1), tensor_at(s, 2)}), tensor_at(s, 0), s, true));
});
void check_addr_arguments(const Stack& s) {
  if (is_integral(tensor_at(s, 0).dtype(), /*include_bool=*/true))
    for (const auto& [at, name] : {std::pair{size_t(3), "beta"}, std::pair{size_t(4), "alpha"}})
      check(!(s.size() > at && std::holds_alternative<double>(s[at])), ErrorKind::RuntimeError,
            "For integral input tensors, argument ", name, " must not be a floating point number.");
  for (const auto& [at, name] : {std::pair{size_t(1), "vec1"}, std::pair{size_t(2), "vec2"}})
    check(tensor_at(s, at).dim() == 1, ErrorKind::RuntimeError, "addr: Expected 1-D argument ", name, ", but got ",
          tensor_at(s, at).dim(), "-D");
}
TSR_REGISTER_KERNEL("addr", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  check_addr_arguments(s);
  result(s, scaled_sum(call<"outer">({tensor_at(s, 1), tensor_at(s, 2)}), tensor_at(s, 0), s, true));
});
// PyTorch 1.13's addr_kernel: beta * self + alpha * vec1 * vec2 per element, through a TensorIterator and
// cpu_kernel_vec. The iteration's inner dim is the output's last unless self (expanded), the first operand whose
// strides there are both nonzero, is laid out column-major: then the result is column-major too and the inner run
// goes down a column. Where every operand is contiguous along the inner run but one, which is constant there,
// whole pairs of vectors (16 floats, 8 doubles) are computed as fma(alpha * vec1, vec2, beta * self) (the compiler
// fuses Vectorized's multiply and add) and the rest of the run by the scalar expression unfused; beta == 0 ignores
// self. float and double only; other dtypes take the composition.
TSR_REGISTER_KERNEL("addr", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_addr_arguments(s);
  const Tensor self = tensor_at(s, 0), v1 = tensor_at(s, 1), v2 = tensor_at(s, 2);
  const ScalarType dtype = self.dtype();
  const int64_t n = v1.numel(), m = v2.numel();
  const Tensor sb = call<"expand">({self, Ints{n, m}, false});  // (expand's error for a self that does not fit)
  if ((dtype != ScalarType::Float && dtype != ScalarType::Double) || v1.dtype() != dtype || v2.dtype() != dtype ||
      n == 0 || m == 0) {
    result(s, scaled_sum(call<"outer">({v1, v2}), self, s, true));
    return;
  }
  const double beta = double_arg(s, 3, 1), alpha = double_arg(s, 4, 1);
  // TensorIterator's reorder_dimensions for the two dims: the first operand (self, vec1.unsqueeze(1),
  // vec2.unsqueeze(0), each expanded) with no zero stride among them decides, by the smaller stride, or with equal
  // strides by the smaller size; dim 0 becomes the inner one (and the result column-major) when it wins
  const int64_t operand_strides[3][2] = {{sb.strides()[0], sb.strides()[1]},
                                         {v1.strides()[0], m == 1 ? 1 : 0},
                                         {n == 1 ? m * v2.strides()[0] : 0, v2.strides()[0]}};
  bool by_column = false;
  for (const auto& st : operand_strides) {
    if (st[0] == 0 || st[1] == 0) continue;
    if (st[1] != st[0]) {
      by_column = st[1] > st[0];
      break;
    }
    if (m > n) {
      by_column = true;
      break;
    }
  }
  const std::vector<int64_t> out_shape{n, m};
  Tensor out = by_column ? call<"t">({empty(std::vector<int64_t>{m, n}, dtype)}) : empty(out_shape, dtype);
  // the runs of the iteration, size-1 dims dropped (a vector is one run): `runs` of `len` elements
  const bool along_rows = n > 1 && (by_column || m == 1);  // the inner run goes down dim 0
  const int64_t runs = along_rows ? m : n, len = along_rows ? n : m;
  const int64_t ss = along_rows ? sb.strides()[0] : sb.strides()[1];
  const int64_t s1 = along_rows ? v1.strides()[0] : 0, s2 = along_rows ? 0 : v2.strides()[0];
  const int64_t scalars = (ss == 0) + (s1 == 0) + (s2 == 0);
  const bool vectorised = (ss == 0 || ss == 1) && (s1 == 0 || s1 == 1) && (s2 == 0 || s2 == 1) && scalars <= 1;
  dispatch_dtype<DtypeGroup::Floating>(dtype, "addr", [&]<class T>(std::type_identity<T>) {
    const T a = static_cast<T>(alpha), b = static_cast<T>(beta);
    constexpr int64_t kPair = 2 * (32 / int64_t(sizeof(T)));
    const int64_t body = vectorised ? len / kPair * kPair : 0;
    const T* ps = sb.data<T>();
    const T* p1 = v1.data<T>();
    const T* p2 = v2.data<T>();
    T* po = out.data<T>();
    for (int64_t r = 0; r < runs; ++r) {
      // run r: a row of the output (along dim 1), or a column (along dim 0)
      const T* rs = ps + r * (along_rows ? sb.strides()[1] : sb.strides()[0]);
      const T* r1 = p1 + (along_rows ? 0 : r * v1.strides()[0]);
      const T* r2 = p2 + (along_rows ? r * v2.strides()[0] : 0);
      T* ro = po + r * (by_column ? n : m);
      for (int64_t j = 0; j < len; ++j) {
        const T x1 = r1[j * s1], x2 = r2[j * s2];
        if (beta == 0) ro[j] = a * x1 * x2;
        else if (j < body) ro[j] = std::fma(a * x1, x2, b * rs[j * ss]);
        else ro[j] = b * rs[j * ss] + a * x1 * x2;
      }
    }
  });
  result(s, out);
});
TSR_REGISTER_KERNEL("baddbmm", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "baddbmm");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "baddbmm");
  result(s, scaled_sum(call<"bmm">({tensor_at(s, 1), tensor_at(s, 2)}), tensor_at(s, 0), s, false));
});
TSR_REGISTER_KERNEL("addbmm", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "addmm_impl_cpu_");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "addmm_impl_cpu_");
  const Tensor batches = call<"bmm">({tensor_at(s, 1), tensor_at(s, 2)});
  // an integer product is summed in its own type (sum alone would widen it to int64)
  const IValue sum_dtype = is_integral(batches.dtype(), true) ? IValue(batches.dtype()) : IValue(NoneValue{});
  const Tensor product = call<"sum.dim_IntList">({batches, Ints{0}, false, sum_dtype});
  result(s, scaled_sum(product, tensor_at(s, 0), s, false));
});
TSR_REGISTER_KERNEL("chain_matmul", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const std::vector<Tensor> matrices = std::get<std::vector<Tensor>>(s.at(0));
  check(!matrices.empty(), ErrorKind::RuntimeError, "chain_matmul(): Expected one or more matrices");
  // PyTorch 1.13's chain_matmul is linalg.multi_dot: two matrices are one mm; three take (AB)C unless A(BC) costs
  // strictly fewer multiplications; more take the cheapest order of the matrix-chain recurrence (the first split
  // of least cost)
  const size_t n = matrices.size();
  if (n == 1) return result(s, call<"clone">({matrices[0]}));
  const auto rows = [&](size_t i) { return matrices[i].sizes()[0]; };
  const auto cols = [&](size_t i) { return matrices[i].sizes()[1]; };
  if (n == 3) {
    const int64_t a = rows(0), b = rows(1), c = rows(2), d = cols(2);
    return result(s, a * c * (b + d) > b * d * (a + c)
                         ? call<"mm">({matrices[0], call<"mm">({matrices[1], matrices[2]})})
                         : call<"mm">({call<"mm">({matrices[0], matrices[1]}), matrices[2]}));
  }
  std::vector<int64_t> p{rows(0)};
  for (size_t i = 0; i < n; ++i) p.push_back(cols(i));
  std::vector<std::vector<int64_t>> cost(n, std::vector<int64_t>(n, 0)), split(n, std::vector<int64_t>(n, 0));
  for (size_t len = 1; len < n; ++len)
    for (size_t i = 0; i + len < n; ++i) {
      const size_t j = i + len;
      cost[i][j] = std::numeric_limits<int64_t>::max();
      for (size_t k = i; k < j; ++k) {
        const int64_t q = cost[i][k] + cost[k + 1][j] + p[i] * p[k + 1] * p[j + 1];
        if (q < cost[i][j]) {
          cost[i][j] = q;
          split[i][j] = static_cast<int64_t>(k);
        }
      }
    }
  const std::function<Tensor(size_t, size_t)> chain = [&](size_t i, size_t j) -> Tensor {
    if (i == j) return matrices[i];
    const size_t k = static_cast<size_t>(split[i][j]);
    return call<"mm">({chain(i, k), chain(k + 1, j)});
  };
  result(s, chain(0, n - 1));
});
TSR_REGISTER_KERNEL("logspace", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const ScalarType dtype = s.size() > 4 && std::holds_alternative<ScalarType>(s[4]) ? std::get<ScalarType>(s[4])
                                                                                    : default_dtype();
  const double base_value = double_arg(s, 3, 10.0);
  Tensor out;
  if (!is_complex(dtype)) {
    // PyTorch 1.13's logspace_cpu: start and end in the result's dtype, and their difference computed in it, then
    // std::pow(base, start + step * i) below halfway, std::pow(base, end - step * (steps - i - 1)) from there, in
    // double (glibc's powers; an integral result's base is a float), rounded to the dtype. (Its exponents are not
    // linspace's, whose kernel computes them otherwise.)
    const int64_t steps = std::get<int64_t>(s.at(2));
    check(steps >= 0, ErrorKind::RuntimeError, "number of steps must be non-negative");
    if (steps > 1) {  // (its kernel's dtypes: one step is a fill of any)
      refuse_half(dtype, "logspace_cpu");
      refuse_bool(dtype, "logspace_cpu");
    }
    auto in_dtype = [&](const Tensor& t) { return to_dtype(to_dtype(t, dtype), ScalarType::Double); };
    const double given_start = double_arg(s, 0, 0);
    const Tensor start_t = in_dtype(full(Ints{}, given_start, ScalarType::Double));
    const Tensor end_t = in_dtype(full(Ints{}, double_arg(s, 1, 0), ScalarType::Double));
    const double start = start_t.data<const double>()[0], end = end_t.data<const double>()[0];
    const double diff = in_dtype(sub(to_dtype(end_t, dtype), to_dtype(start_t, dtype))).data<const double>()[0];
    const double base = is_integral(dtype, true) ? static_cast<double>(static_cast<float>(base_value)) : base_value;
    out = empty(Ints{steps}, ScalarType::Double);
    double* e = out.data<double>();
    if (steps == 1) {
      e[0] = std::pow(base_value, given_start);  // (the start as given, as PyTorch's fill_)
    } else if (steps > 1) {
      const double step = diff / static_cast<double>(steps - 1);
      const int64_t halfway = steps / 2;
      for (int64_t i = 0; i < steps; ++i) {
        const double is = static_cast<double>(i);
        e[i] = std::pow(base, i < halfway ? start + step * is : end - step * (static_cast<double>(steps) - is - 1));
      }
    }
  } else {
    const Tensor exponents = call<"linspace">({s.at(0), s.at(1), s.at(2), ScalarType::Double});
    out = call<"pow.Tensor_Tensor">({full(Ints{}, base_value, ScalarType::Double), exponents});
  }
  const Device* device = s.size() > 6 ? std::get_if<Device>(&s[6]) : nullptr;  // computed on the host, then moved
  result(s, call<"_to_device">({out, device ? *device : Device{}, dtype, false}));
});

}  // namespace tsr::tensor
