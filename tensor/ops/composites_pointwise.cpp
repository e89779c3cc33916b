// Elementwise composites (see composites.hpp): each kernel calls the same ops, in the same order, as the tsr
// function it replaces did (stdlib/torch/_composites.tsr before), so results and grad_fn nodes are unchanged.
// Where a Python number met a tensor there, the binding made it a wrapped number (tensor_operand); where the tsr
// code built a tensor of the other operand's dtype, full_like_dtype does.
#include <cmath>
#include <limits>
#include <numbers>

#include "tensor/ops/compare.hpp"
#include "tensor/ops/composites.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

TSR_DEFINE_COMPOSITE_OP("clamp_min(Tensor self, Scalar min) -> Tensor", "Each element raised to at least min.");
TSR_DEFINE_COMPOSITE_OP("clamp_max(Tensor self, Scalar max) -> Tensor", "Each element lowered to at most max.");
TSR_DEFINE_COMPOSITE_OP("logit(Tensor self, float? eps=None) -> Tensor",
                        "log(p / (1 - p)), p clamped to [eps, 1 - eps] when eps is given.");
TSR_DEFINE_COMPOSITE_OP("hypot(Tensor self, Tensor other) -> Tensor", "sqrt(self^2 + other^2) for each element.");
TSR_DEFINE_COMPOSITE_OP("fmax(Tensor self, Tensor other) -> Tensor", "The elementwise maximum, ignoring a NaN operand.");
TSR_DEFINE_COMPOSITE_OP("fmin(Tensor self, Tensor other) -> Tensor", "The elementwise minimum, ignoring a NaN operand.");
TSR_DEFINE_COMPOSITE_OP("nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor",
                        "NaN, +inf and -inf replaced (by 0 and the dtype's largest and lowest finite values).");
TSR_DEFINE_COMPOSITE_OP("heaviside(Tensor self, Tensor values) -> Tensor",
                        "The step function: 0 below zero, 1 above, values where self is 0.");
TSR_DEFINE_COMPOSITE_OP("logaddexp(Tensor self, Tensor other) -> Tensor", "log(exp(self) + exp(other)), computed stably.");
TSR_DEFINE_COMPOSITE_OP("deg2rad(Tensor self) -> Tensor", "Degrees to radians.");
TSR_DEFINE_COMPOSITE_OP("rad2deg(Tensor self) -> Tensor", "Radians to degrees.");
TSR_DEFINE_COMPOSITE_OP("true_divide.Tensor(Tensor self, Tensor other) -> Tensor", "div: true division.");
TSR_DEFINE_COMPOSITE_OP("true_divide.Scalar(Tensor self, Scalar other) -> Tensor", "div by a number: true division.");
TSR_DEFINE_COMPOSITE_OP("float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor", "pow in float64.");
TSR_DEFINE_COMPOSITE_OP("float_power.Scalar(Scalar self, Tensor exponent) -> Tensor", "pow in float64, a number base.");
TSR_DEFINE_COMPOSITE_OP("float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
                        "pow in float64, a number exponent.");
TSR_DEFINE_COMPOSITE_OP("copysign.Tensor(Tensor self, Tensor other) -> Tensor",
                        "The magnitude of self with the sign of other (-0.0 counts as negative).");
TSR_DEFINE_COMPOSITE_OP("copysign.Scalar(Tensor self, Scalar other) -> Tensor", "copysign with a number as other.");

// torch.tensor(value, dtype=like.dtype): a 0-d tensor (not a wrapped number) of `like`'s dtype.
Tensor full_like_dtype(const IValue& value, const Tensor& like) {
  if (const Tensor* t = std::get_if<Tensor>(&value)) return *t;
  return full(std::vector<int64_t>{}, scalar_of(value), like.dtype());
}

// x.to(dtype): x itself when it already has it (as Tensor.float()/.double() do).
Tensor to(const Tensor& x, ScalarType dtype) {
  return x.dtype() == dtype ? x : call<"to.dtype">({x, dtype, false, false});
}

Tensor number(double v) { return scalar_to_tensor(v); }
Tensor number(int64_t v) { return scalar_to_tensor(v); }
Tensor eq(const Tensor& a, const Tensor& b) { return call<"eq.Tensor">({a, b}); }
Tensor is_nan(const Tensor& x) { return call<"isnan">({x}); }

void result(Stack& s, Tensor t) { s = {std::move(t)}; }


Tensor copysign_of(const Tensor& input, const Tensor& other) {
  const bool floating = is_floating(input.dtype());
  const Tensor zero = number(int64_t(0));
  const Tensor reciprocal = div(number(1.0), to(other, floating ? input.dtype() : ScalarType::Float));
  const Tensor negative =
      call<"bitwise_or.Tensor">({call<"lt.Tensor">({other, zero}),
                                 call<"bitwise_and.Tensor">({eq(other, zero), call<"lt.Tensor">({reciprocal, zero})})});
  const Tensor magnitude = floating ? abs(input) : to(abs(input), ScalarType::Float);
  return where(negative, neg(magnitude), magnitude);
}

Tensor float_power_of(const Tensor& base, const IValue& exponent) {
  if (const Tensor* e = std::get_if<Tensor>(&exponent))
    return call<"pow.Tensor_Tensor">({base, to(*e, ScalarType::Double)});
  return call<"pow.Tensor_Scalar">({base, exponent});
}

Tensor nan_to_num_of(const Tensor& input, const Stack& s) {
  if (!is_floating(input.dtype())) return call<"clone">({input});
  const double big = input.dtype() == ScalarType::Float ? double(std::numeric_limits<float>::max())
                                                         : std::numeric_limits<double>::max();
  const double nan = optional_double_arg(s, 1).value_or(0.0);
  const double posinf = optional_double_arg(s, 2).value_or(big);
  const double neginf = optional_double_arg(s, 3).value_or(-big);
  const double inf = std::numeric_limits<double>::infinity();
  auto filled = [&](double v) { return full(std::vector<int64_t>{}, v, input.dtype()); };
  Tensor out = where(is_nan(input), filled(nan), input);
  out = where(eq(out, number(inf)), filled(posinf), out);
  return where(eq(out, number(-inf)), filled(neginf), out);
}

Tensor heaviside_of(const Tensor& input, const Tensor& values) {
  const Tensor v = to(values, input.dtype());
  return where(eq(input, number(int64_t(0))), values.dim() ? call<"expand_as">({v, input}) : v,
               to(call<"gt.Tensor">({input, number(int64_t(0))}), input.dtype()));
}

Tensor logaddexp_of(const Tensor& input, const Tensor& other) {
  const Tensor m = maximum(input, other);
  const Tensor out = add(m, log1p(exp(neg(abs(sub(input, other))))));
  // Equal infinities: inf - inf would be nan; the answer is that infinity. (The tsr version took input + 0 * other
  // there, which is nan too.)
  const Tensor equal_infinities = call<"bitwise_and.Tensor">({eq(input, other), call<"isinf">({input})});
  return where(equal_infinities, input, out);
}

}  // namespace

TSR_REGISTER_KERNEL("clamp_min", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "clamp_min_cpu");
  result(s, call<"clamp">({tensor_at(s, 0), s.at(1), NoneValue{}}));
});
TSR_REGISTER_KERNEL("clamp_max", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "clamp_max_scalar_cpu");
  result(s, call<"clamp">({tensor_at(s, 0), NoneValue{}, s.at(1)}));
});
TSR_REGISTER_KERNEL("logit", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "logit_cpu");
  Tensor x = tensor_at(s, 0);
  if (const std::optional<double> eps = optional_double_arg(s, 1)) x = call<"clamp">({x, *eps, 1.0 - *eps});
  result(s, call<"log">({div(x, call<"rsub.Scalar">({x, int64_t(1), int64_t(1)}))}));
});
TSR_REGISTER_KERNEL("hypot", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "hypot_cpu");
  const Tensor& a = tensor_at(s, 0);
  const Tensor& b = tensor_at(s, 1);
  result(s, sqrt(add(mul(a, a), mul(b, b))));
});
TSR_REGISTER_KERNEL("fmax", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& a = tensor_at(s, 0);
  const Tensor& b = tensor_at(s, 1);
  result(s, where(is_nan(a), b, where(is_nan(b), a, maximum(a, b))));
});
TSR_REGISTER_KERNEL("fmin", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& a = tensor_at(s, 0);
  const Tensor& b = tensor_at(s, 1);
  result(s, where(is_nan(a), b, where(is_nan(b), a, minimum(a, b))));
});
TSR_REGISTER_KERNEL("nan_to_num", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, nan_to_num_of(tensor_at(s, 0), s));
});
TSR_REGISTER_KERNEL("heaviside", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, heaviside_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("logaddexp", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "logaddexp_cpu");
  result(s, logaddexp_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("deg2rad", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, mul(tensor_at(s, 0), number(std::numbers::pi / 180.0)));
});
TSR_REGISTER_KERNEL("rad2deg", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, mul(tensor_at(s, 0), number(180.0 / std::numbers::pi)));
});
TSR_REGISTER_KERNEL("true_divide.Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, div(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("true_divide.Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, div(tensor_at(s, 0), tensor_operand(s.at(1))));
});
TSR_REGISTER_KERNEL("float_power.Tensor_Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, float_power_of(to(tensor_at(s, 0), ScalarType::Double), s.at(1)));
});
TSR_REGISTER_KERNEL("float_power.Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor base = full(std::vector<int64_t>{}, scalar_of(s.at(0)), ScalarType::Double);
  result(s, float_power_of(base, s.at(1)));
});
TSR_REGISTER_KERNEL("float_power.Tensor_Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, float_power_of(to(tensor_at(s, 0), ScalarType::Double), s.at(1)));
});
TSR_REGISTER_KERNEL("copysign.Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, copysign_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("copysign.Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, copysign_of(tensor_at(s, 0), full_like_dtype(s.at(1), tensor_at(s, 0))));
});

}  // namespace tsr::tensor
