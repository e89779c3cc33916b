// Composites of the long tail (issue 19): ops PyTorch 1.13 declares natively but that are plain compositions of
// registry ops here (see composites.hpp). Each records the nodes of the ops it calls; where PyTorch has a node of
// its own (SgnBackward0, MaskedScatterBackward0, PutBackward0, Logaddexp2Backward0, ...) grad_fn shows the parts
// instead, with the same gradients.
#include <cmath>
#include <limits>
#include <numbers>

#include "tensor/autograd/formula.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/composites.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

TSR_DEFINE_COMPOSITE_OP("msort(Tensor self) -> Tensor", "The values sorted along dim 0.");
TSR_DEFINE_COMPOSITE_OP("fix(Tensor self) -> Tensor", "trunc: rounded towards zero.");
TSR_DEFINE_COMPOSITE_OP("sgn(Tensor self) -> Tensor", "sign for real tensors; z / |z| (0 at 0) for complex ones.");
TSR_DEFINE_COMPOSITE_OP("isposinf(Tensor self) -> Tensor", "Whether each element is +inf.");
TSR_DEFINE_COMPOSITE_OP("isneginf(Tensor self) -> Tensor", "Whether each element is -inf.");
TSR_DEFINE_OP("logaddexp2(Tensor self, Tensor other) -> Tensor", "log2(2^self + 2^other), computed stably.",
              autograd::formula("Logaddexp2Backward0", {"self", "other"}, [](autograd::Ctx& c) {
                const Tensor x = c.s("self"), y = c.s("other");
                auto part = [&](const Tensor& a, const Tensor& b) {  // grad / (1 + 2^(b - a))
                  return div(c.g(), add(call<"exp2">({sub(b, a)}), scalar_to_tensor(int64_t(1))));
                };
                return autograd::G{c.to(part(x, y), "self"), c.to(part(y, x), "other")};
              }));
TSR_DEFINE_COMPOSITE_OP("ldexp.Tensor(Tensor self, Tensor other) -> Tensor", "self * 2^other.");
Tensor mvlgamma_terms(const Tensor& x, int64_t p);  // x - j/2 for j < p, along a new last dim (below)
// The derivative: grad * sum_j digamma(x - j/2) (PyTorch's mvlgamma_backward).
TSR_DEFINE_OP("mvlgamma(Tensor self, int p) -> Tensor", "The multivariate log-gamma function of dimension p.",
              autograd::formula("MvlgammaBackward0", {"self"}, [](autograd::Ctx& c) {
                const Tensor terms = call<"digamma">({mvlgamma_terms(c.s("self"), c.i("p"))});
                return autograd::G{mul(c.g(), call<"sum.dim_IntList">({terms, Ints{-1}, false, NoneValue{}}))};
              }));
TSR_DEFINE_COMPOSITE_OP("special_entr(Tensor self) -> Tensor", "-x log(x): 0 at 0, -inf below 0.");
TSR_DEFINE_COMPOSITE_OP("special_ndtr(Tensor self) -> Tensor", "The standard normal distribution function.");
TSR_DEFINE_COMPOSITE_OP("index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor",
                        "A copy of self with values put (or added) at the indices.");
// Its derivative, PyTorch's: self's gradient where mask is false; source's, the gradient where mask is true, in
// order, then zeros for source's unread elements (masked_scatter_backward).
TSR_DEFINE_OP("masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor",
              "A copy of self with source's leading elements, in order, where mask is true.",
              autograd::formula("MaskedScatterBackward0", {"mask"}, [](autograd::Ctx& c) {
                const Tensor& g = c.g();
                return autograd::G{
                    c.when_needed("self", [&] { return call<"masked_fill.Scalar">({g, c.s("mask"), 0.0}); }),
                    Tensor(), c.when_needed("source", [&] {
                      const Dims& sizes = c.shape("source");
                      Tensor picked = call<"masked_select">({g, c.s("mask")});
                      if (const int64_t rest = numel_of(sizes) - picked.numel(); rest > 0)
                        picked = call<"constant_pad_nd">({picked, Ints{0, rest}, 0.0});
                      return call<"view">({picked, Ints(sizes.begin(), sizes.end())});
                    })};
              }));
TSR_DEFINE_COMPOSITE_OP("put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor",
                        "A copy of self with source put (or added) at index into the flattened self.");

Tensor flat(const Tensor& x) { return call<"reshape">({x, Ints{-1}}); }

// torch.inf compared with x: integers and bools are never infinite (PyTorch's isposinf gives all False for them).
Tensor is_inf_of_sign(const Tensor& x, double inf) {
  if (!is_floating(x.dtype())) return call<"zeros_like">({x, ScalarType::Bool, NoneValue{}});
  return call<"eq.Tensor">({x, number(inf)});
}

}  // namespace

TSR_REGISTER_KERNEL("msort", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, std::get<Tensor>(call_multi<"sort">({tensor_at(s, 0), int64_t(0), false}).at(0)));
});
TSR_REGISTER_KERNEL("fix", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, call<"trunc">({tensor_at(s, 0)}));
});
TSR_REGISTER_KERNEL("sgn", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor x = tensor_at(s, 0);
  if (is_complex(x.dtype())) {
    // On the CPU, outside autograd, PyTorch's kernel (its vector body and scalar rest round differently:
    // complex_kernels.cpp); with autograd, each part divided by the real |z| (the vector body's formula); on other
    // devices the complex quotient z / (|z| + 0i) (the CUDA stand-in's CPU kernels then give the scalar rest's bits,
    // which every short tensor has). 0 where z is 0.
    if (x.device().is_cpu() && !(autograd::grad_mode_enabled() && autograd::requires_grad(x)))
      return result(s, complex_unary("sgn_cpu", x));
    const Tensor a = call<"abs">({x});
    const Tensor nonzero = call<"add.Tensor">({a, to_dtype(call<"eq.Tensor">({a, number(0.0)}), a.dtype()), int64_t(1)});
    if (!x.device().is_cpu()) return result(s, call<"div.Tensor">({x, nonzero}));
    const Tensor parts = call<"div.Tensor">({call<"view_as_real">({x}), call<"unsqueeze">({nonzero, int64_t(-1)})});
    return result(s, call<"view_as_complex">({call<"contiguous">({parts})}));
  }
  result(s, call<"sign">({x}));
});
TSR_REGISTER_KERNEL("isposinf", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, is_inf_of_sign(tensor_at(s, 0), std::numeric_limits<double>::infinity()));
});
TSR_REGISTER_KERNEL("isneginf", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, is_inf_of_sign(tensor_at(s, 0), -std::numeric_limits<double>::infinity()));
});
// (The CPU kernel is PyTorch's, tensor/kernels/cpu/pointwise_math.cpp; this serves other devices.)
TSR_REGISTER_KERNEL("logaddexp2", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  // max + log2(1 + 2^-|a - b|), as PyTorch's kernel; equal infinities give that infinity
  const Tensor a = tensor_operand(s.at(0)), b = tensor_operand(s.at(1));
  refuse_non_floating(result_type(std::array{a, b}), "logaddexp2_cpu");
  const Tensor m = maximum(a, b);
  const Tensor out = add(m, div(log1p(call<"exp2">({neg(abs(sub(a, b)))})), number(std::numbers::ln2)));
  const Tensor equal_infinities = call<"bitwise_and.Tensor">({call<"eq.Tensor">({a, b}), call<"isinf">({a})});
  result(s, where(equal_infinities, a, out));
});
TSR_REGISTER_KERNEL("ldexp.Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  // PyTorch's: mul(self, pow(2.0, other))
  result(s, mul(tensor_operand(s.at(0)), call<"pow.Tensor_Tensor">({number(2.0), tensor_operand(s.at(1))})));
});
namespace {
Tensor mvlgamma_terms(const Tensor& x, int64_t p) {
  const ScalarType dtype = is_floating(x.dtype()) ? x.dtype() : default_dtype();
  Tensor args = call<"arange.start_step">({-double(p) * 0.5 + 0.5, 0.5, 0.5, dtype, x.device()});
  return add(args, call<"unsqueeze">({x, int64_t(-1)}));
}
}  // namespace
TSR_REGISTER_KERNEL("mvlgamma", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  // PyTorch's: sum_j lgamma(x - j/2) over j < p, plus p (p - 1) / 4 log(pi)
  const Tensor x = tensor_at(s, 0);
  const int64_t p = int_arg(s, 1, 1);
  check(x.dtype() != ScalarType::Bool, ErrorKind::RuntimeError, "The input tensor may not be a boolean tensor.");
  check(p >= 1, ErrorKind::RuntimeError, "p has to be greater than or equal to 1");
  // (PyTorch 1.13 does not check its "All elements must be greater than (p-1)/2" here: lgamma's values go on.)
  Tensor summed = call<"sum.dim_IntList">({call<"lgamma">({mvlgamma_terms(x, p)}), Ints{-1}, false, NoneValue{}});
  result(s, add(summed, number(double(p * (p - 1)) * std::log(std::numbers::pi) * 0.25)));
});
TSR_REGISTER_KERNEL("special_entr", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor x = tensor_at(s, 0);
  const Tensor xf = is_floating(x.dtype()) ? x : to_dtype(x, default_dtype());
  const Tensor value = neg(mul(xf, call<"log">({xf})));
  const Tensor zero = full(std::vector<int64_t>{}, 0.0, xf.dtype());
  const Tensor minus_inf = full(std::vector<int64_t>{}, -std::numeric_limits<double>::infinity(), xf.dtype());
  Tensor out = where(call<"eq.Tensor">({xf, number(0.0)}), zero, value);
  result(s, where(call<"lt.Tensor">({xf, number(0.0)}), minus_inf, out));
});
TSR_REGISTER_KERNEL("special_ndtr", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  // (1 + erf(x / sqrt(2))) / 2, as PyTorch's special_ndtr
  const Tensor x = tensor_at(s, 0);
  const Tensor xf = is_floating(x.dtype()) ? x : to_dtype(x, default_dtype());
  result(s, mul(add(number(1.0), call<"erf">({mul(xf, number(std::numbers::sqrt2 / 2))})), number(0.5)));
});
TSR_REGISTER_KERNEL("index_put", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor out = call<"clone">({tensor_at(s, 0)});
  result(s, call<"index_put_">({out, s.at(1), tensor_at(s, 2), s.size() > 3 ? s.at(3) : IValue(false)}));
});
TSR_REGISTER_KERNEL("masked_scatter", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_at(s, 0), source = tensor_at(s, 2);
  const Tensor mask = mask_as_bool(tensor_at(s, 1), "masked_scatter_", "2153", true);
  check(self.dtype() == source.dtype(), ErrorKind::RuntimeError,
        "masked_scatter: expected self and source to have same dtypes but got", dtype_title(self.dtype()), " and ",
        dtype_title(source.dtype()));
  const Dims shape = broadcast_shapes(self.sizes(), mask.sizes());
  const Ints sizes(shape.begin(), shape.end());
  // On the meta device the mask's count is data: the result is self's broadcast shape (Note [The meta device]).
  const Tensor expanded = call<"expand">({self, sizes, false});
  // a contiguous copy of self, as 1.13's clone(at::MemoryFormat::Contiguous)
  const Tensor out = expanded.is_contiguous() ? call<"clone">({expanded}) : call<"contiguous">({expanded});
  if (self.device().is_meta()) return result(s, out);
  const Tensor m = call<"expand">({mask, sizes, false});
  const Tensor count = call<"sum">({m, NoneValue{}});
  const int64_t n = *host_contiguous(count, ScalarType::Long).data<int64_t>();
  check(n <= source.numel(), ErrorKind::RuntimeError, "Number of elements of source < number of ones in mask");
  const Tensor values = call<"narrow">({flat(source), int64_t(0), int64_t(0), n});
  result(s, call<"index_put_">({out, std::vector<Tensor>{m}, values, false}));
});
TSR_REGISTER_KERNEL("put", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_at(s, 0), index = tensor_at(s, 1), source = tensor_at(s, 2);
  const bool accumulate = s.size() > 3 && bool_arg(s, 3, false);
  check(index.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "put_(): Expected a long tensor for index, but got ",
        dtype_title(index.dtype()));
  check(self.dtype() == source.dtype(), ErrorKind::RuntimeError,
        "put_(): self and source expected to have the same dtype, but got self.dtype = ", dtype_title(self.dtype()),
        " and source.dtype = ", dtype_title(source.dtype()));
  check(index.numel() == source.numel(), ErrorKind::RuntimeError,
        "put_(): Expected source and index to have the same number of elements, but got source.numel() = ",
        source.numel(), ", index.numel() = ", index.numel());
  const int64_t numel = self.numel();
  if (!index.device().is_meta()) {  // (a meta index has no values: Note [The meta device])
    const Tensor where_to = host_contiguous(index, ScalarType::Long);
    for (int64_t i = 0; i < where_to.numel(); ++i) {
      const int64_t at = where_to.data<int64_t>()[i];
      check(at >= -numel && at < numel, ErrorKind::IndexError, "out of range: tried to access index ", at,
            " on a tensor of ", numel, " elements.");
    }
  }
  const Tensor out = call<"clone">({flat(self)});
  const Tensor written =
      call<"index_put_">({out, std::vector<Tensor>{flat(index)}, flat(source), accumulate});
  result(s, call<"view">({written, Ints(self.sizes().begin(), self.sizes().end())}));
});

}  // namespace tsr::tensor
