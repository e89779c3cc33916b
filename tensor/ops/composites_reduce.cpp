// Reduction and matrix-product composites (see composites.hpp): each kernel calls the ops the tsr function it
// replaces called (stdlib/torch/_composites.tsr before), so results and grad_fn nodes are unchanged.
#include "tensor/ops/compare.hpp"
#include "tensor/ops/composites.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

TSR_DEFINE_COMPOSITE_OP("aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)",
                        "amin and amax in one call, over dim or all elements.");
TSR_DEFINE_COMPOSITE_OP("nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
                        "The sum, NaNs counted as zero.");
TSR_DEFINE_COMPOSITE_OP("nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
                        "The mean of the elements that are not NaN.");
TSR_DEFINE_COMPOSITE_OP("dist(Tensor self, Tensor other, Scalar p=2) -> Tensor", "The p-norm of self - other.");
TSR_DEFINE_COMPOSITE_OP("std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)",
                        "std and mean of all elements.");
TSR_DEFINE_COMPOSITE_OP("std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
                        "std and mean over dim.");
TSR_DEFINE_COMPOSITE_OP("std_mean.correction(Tensor self, int[1]? dim=None, *, int? correction=None, bool keepdim=False) -> (Tensor, Tensor)",
                        "std (with Bessel's correction, 1 by default) and mean over dim.");
TSR_DEFINE_COMPOSITE_OP("var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)",
                        "var and mean of all elements.");
TSR_DEFINE_COMPOSITE_OP("var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)",
                        "var and mean over dim.");
TSR_DEFINE_COMPOSITE_OP("var_mean.correction(Tensor self, int[1]? dim=None, *, int? correction=None, bool keepdim=False) -> (Tensor, Tensor)",
                        "var (with Bessel's correction, 1 by default) and mean over dim.");
TSR_DEFINE_COMPOSITE_OP("kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)",
                        "The k-th smallest element along dim and its index.");

TSR_DEFINE_COMPOSITE_OP("addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
                        "beta * self + alpha * (mat @ vec).");
TSR_DEFINE_COMPOSITE_OP("addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
                        "beta * self + alpha * outer(vec1, vec2).");
TSR_DEFINE_COMPOSITE_OP("baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
                        "beta * self + alpha * (batch1 @ batch2), batch by batch.");
TSR_DEFINE_COMPOSITE_OP("addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
                        "beta * self + alpha * the sum over the batch of batch1 @ batch2.");
TSR_DEFINE_COMPOSITE_OP("chain_matmul(Tensor[] matrices) -> Tensor", "The product of the matrices, left to right.");
TSR_DEFINE_COMPOSITE_OP("logspace(Scalar start, Scalar end, int steps, float base=10.0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor",
                        "steps values base ** x, x evenly spaced from start to end.");

void result(Stack& s, Tensor t) { s = {std::move(t)}; }

Tensor nansum_of(const Tensor& input, const Stack& s) {
  const Tensor clean = where(call<"isnan">({input}), zeros(Ints{}, input.dtype()), input);
  const IValue dtype = s.size() > 3 ? s[3] : IValue(NoneValue{});
  if (is_none(s, 1)) return call<"sum">({clean, dtype});
  return call<"sum.dim_IntList">({clean, s[1], bool_arg(s, 2), dtype});
}

// std_mean / var_mean: (the statistic with correction over dims, the mean over dims).
template <OpName statistic>
void statistic_and_mean(Stack& s, const IValue& dims, int64_t correction, bool keepdim) {
  const Tensor self = tensor_at(s, 0);
  const Tensor stat = call<statistic>({self, dims, correction, keepdim});
  const Tensor mean = call<"mean.dim">({self, std::holds_alternative<NoneValue>(dims) ? IValue(Ints{}) : dims, keepdim});
  s = {stat, mean};
}

// beta * self + alpha * product, each step taken only where the tsr version took it.
Tensor scaled_sum(const Tensor& product, const Tensor& self, const Stack& s, bool scale_when_one) {
  const IValue beta = s.size() > 3 ? s[3] : IValue(int64_t(1)), alpha = s.size() > 4 ? s[4] : IValue(int64_t(1));
  Tensor scaled = product;
  if (scale_when_one || double_arg(s, 4, 1) != 1) scaled = mul(product, tensor_operand(alpha));
  return double_arg(s, 3, 1) != 0 ? add(scaled, mul(self, tensor_operand(beta))) : scaled;
}

}  // namespace

TSR_REGISTER_KERNEL("aminmax", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
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
  const Tensor present = call<"bitwise_not">({call<"isnan">({self})});
  const Tensor count = is_none(s, 1) ? call<"sum">({present}) : call<"sum.dim_IntList">({present, s[1], bool_arg(s, 2)});
  const Stack plain{self, s.size() > 1 ? s[1] : IValue(NoneValue{}), bool_arg(s, 2)};  // nansum without dtype
  result(s, div(nansum_of(self, plain), count));
});
TSR_REGISTER_KERNEL("dist", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const IValue p = s.size() > 2 ? s[2] : IValue(int64_t(2));
  result(s, call<"norm.ScalarOpt_dim">({sub(tensor_at(s, 0), tensor_at(s, 1)), p, Ints{}, false}));
});
TSR_REGISTER_KERNEL("std_mean", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"std.correction">(s, NoneValue{}, bool_arg(s, 1, true) ? 1 : 0, false);
});
TSR_REGISTER_KERNEL("std_mean.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"std.correction">(s, s.at(1), bool_arg(s, 2, true) ? 1 : 0, bool_arg(s, 3));
});
TSR_REGISTER_KERNEL("std_mean.correction", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"std.correction">(s, s.size() > 1 ? s[1] : IValue(NoneValue{}), int_arg(s, 2, 1), bool_arg(s, 3));
});
TSR_REGISTER_KERNEL("var_mean", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"var.correction">(s, NoneValue{}, bool_arg(s, 1, true) ? 1 : 0, false);
});
TSR_REGISTER_KERNEL("var_mean.dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"var.correction">(s, s.at(1), bool_arg(s, 2, true) ? 1 : 0, bool_arg(s, 3));
});
TSR_REGISTER_KERNEL("var_mean.correction", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  statistic_and_mean<"var.correction">(s, s.size() > 1 ? s[1] : IValue(NoneValue{}), int_arg(s, 2, 1), bool_arg(s, 3));
});
TSR_REGISTER_KERNEL("kthvalue", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t k = int_arg(s, 1, 1), dim = int_arg(s, 2, -1);
  const bool keepdim = bool_arg(s, 3);
  const Stack sorted = call_multi<"sort">({tensor_at(s, 0), dim, false});
  Tensor v = call<"select.int">({sorted.at(0), dim, k - 1}), i = call<"select.int">({sorted.at(1), dim, k - 1});
  if (keepdim) {
    v = call<"unsqueeze">({v, dim});
    i = call<"unsqueeze">({i, dim});
  }
  s = {v, i};
});

TSR_REGISTER_KERNEL("addmv", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, scaled_sum(call<"mv">({tensor_at(s, 1), tensor_at(s, 2)}), tensor_at(s, 0), s, true));
});
TSR_REGISTER_KERNEL("addr", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, scaled_sum(call<"outer">({tensor_at(s, 1), tensor_at(s, 2)}), tensor_at(s, 0), s, true));
});
TSR_REGISTER_KERNEL("baddbmm", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, scaled_sum(call<"bmm">({tensor_at(s, 1), tensor_at(s, 2)}), tensor_at(s, 0), s, false));
});
TSR_REGISTER_KERNEL("addbmm", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor product = call<"sum.dim_IntList">({call<"bmm">({tensor_at(s, 1), tensor_at(s, 2)}), Ints{0}, false});
  result(s, scaled_sum(product, tensor_at(s, 0), s, false));
});
TSR_REGISTER_KERNEL("chain_matmul", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const std::vector<Tensor> matrices = std::get<std::vector<Tensor>>(s.at(0));
  check(!matrices.empty(), ErrorKind::RuntimeError, "chain_matmul(): Expected one or more matrices");
  Tensor out = matrices[0];
  for (size_t i = 1; i < matrices.size(); ++i) out = call<"mm">({out, matrices[i]});
  result(s, out);
});
TSR_REGISTER_KERNEL("logspace", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor exponents = call<"linspace">({s.at(0), s.at(1), s.at(2), ScalarType::Double});
  const Tensor base = full(Ints{}, double_arg(s, 3, 10.0), ScalarType::Double);
  const Tensor out = call<"pow.Tensor_Tensor">({base, exponents});
  const ScalarType dtype = s.size() > 4 && std::holds_alternative<ScalarType>(s[4]) ? std::get<ScalarType>(s[4])
                                                                                    : default_dtype();
  result(s, out.dtype() == dtype ? out : call<"to.dtype">({out, dtype, false, false}));
});

}  // namespace tsr::tensor
