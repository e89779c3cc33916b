// Elementwise composites (see composites.hpp): each kernel calls the same ops, in the same order, as the tsr
// function it replaces did (stdlib/torch/_composites.tsr before), so results and grad_fn nodes are unchanged.
// Where a Python number met a tensor there, the binding made it a wrapped number (tensor_operand); where the tsr
// code built a tensor of the other operand's dtype, full_like_dtype does.
#include <cmath>
#include <limits>
#include <numbers>

#include "tensor/autograd/formula.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/composites.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

// ---- derivative helpers of the ops below
Tensor eq(const Tensor& a, const Tensor& b);

// fmax (Ge) / fmin (Le): self's gradient where it won (self >= other, or other is NaN), other's elsewhere.
autograd::G fmax_fmin_backward(autograd::Ctx& c, CompareOp op) {
  const Tensor x = c.s("self"), y = c.s("other");
  const Tensor self_won = logical_or(compare(x, y, op), call<"isnan">({y}));
  const Tensor zero = autograd::scalar(0, c.g().dtype());
  return autograd::G{c.to(where(self_won, c.g(), zero), "self"), c.to(where(self_won, zero, c.g()), "other")};
}

Tensor copysign_self_backward(autograd::Ctx& c) {
  const Tensor x = c.s("self");
  const Tensor ratio = div(c.s("result"), x);
  return mul(c.g(), where(eq(x, number(int64_t(0))), autograd::scalar(0, ratio.dtype()), ratio));
}

TSR_DEFINE_OP("logit(Tensor self, float? eps=None) -> Tensor",
              "log(p / (1 - p)), p clamped to [eps, 1 - eps] when eps is given.",
              autograd::formula("LogitBackward0", {"self"}, [](autograd::Ctx& c) {
                // grad / (x (1 - x)) inside [eps, 1 - eps] (0 outside); without eps inside [0, 1] (nan outside).
                const Tensor x = c.s("self");
                const std::optional<double> eps = optional_double_arg(c.args, 1);
                const double lo = eps.value_or(0.0);
                const Tensor inside = logical_and(compare(x, autograd::scalar(lo, x.dtype()), CompareOp::Ge),
                                                  compare(x, autograd::scalar(1.0 - lo, x.dtype()), CompareOp::Le));
                const Tensor d = div(c.g(), mul(x, call<"rsub.Scalar">({x, int64_t(1), int64_t(1)})));
                const double outside = eps ? 0.0 : std::numeric_limits<double>::quiet_NaN();
                return autograd::G{where(inside, d, autograd::scalar(outside, d.dtype()))};
              }));
TSR_DEFINE_OP("hypot(Tensor self, Tensor other) -> Tensor", "sqrt(self^2 + other^2) for each element.",
              autograd::formula("HypotBackward0", {"self", "other", "result"}, [](autograd::Ctx& c) {
                const Tensor r = c.s("result");
                return autograd::G{c.to(div(mul(c.g(), c.s("self")), r), "self"),
                                   c.to(div(mul(c.g(), c.s("other")), r), "other")};
              }));
TSR_DEFINE_OP("fmax(Tensor self, Tensor other) -> Tensor", "The elementwise maximum, ignoring a NaN operand.",
              autograd::formula("FmaxBackward0", {"self", "other"}, [](autograd::Ctx& c) {
                return fmax_fmin_backward(c, CompareOp::Ge);
              }));
TSR_DEFINE_OP("fmin(Tensor self, Tensor other) -> Tensor", "The elementwise minimum, ignoring a NaN operand.",
              autograd::formula("FminBackward0", {"self", "other"}, [](autograd::Ctx& c) {
                return fmax_fmin_backward(c, CompareOp::Le);
              }));
TSR_DEFINE_OP("nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor",
              "NaN, +inf and -inf replaced (by 0 and the dtype's largest and lowest finite values).",
              autograd::formula("NanToNumBackward0", {"self"}, [](autograd::Ctx& c) {
                return autograd::G{mul(c.g(), call<"isfinite">({c.s("self")}))};
              }));
// PyTorch 1.13 has no derivative for heaviside: backward through it raises (its generic NotImplemented node).
TSR_DEFINE_OP("heaviside(Tensor self, Tensor values) -> Tensor",
              "The step function: 0 below zero, 1 above, values where self is 0.", autograd::not_implemented("heaviside"));
TSR_DEFINE_OP("logaddexp(Tensor self, Tensor other) -> Tensor", "log(exp(self) + exp(other)), computed stably.",
              autograd::formula("LogaddexpBackward0", {"self", "other"}, [](autograd::Ctx& c) {
                const Tensor x = c.s("self"), y = c.s("other");
                auto part = [&](const Tensor& a, const Tensor& b) {  // grad / (1 + exp(b - a))
                  return div(c.g(), add(exp(sub(b, a)), number(int64_t(1))));
                };
                return autograd::G{c.to(part(x, y), "self"), c.to(part(y, x), "other")};
              }));
TSR_DEFINE_OP("deg2rad(Tensor self) -> Tensor", "Degrees to radians.",
              autograd::formula("Deg2RadBackward0", {}, [](autograd::Ctx& c) {
                return autograd::G{mul(c.g(), scalar_to_tensor(std::numbers::pi / 180.0))};
              }));
TSR_DEFINE_OP("rad2deg(Tensor self) -> Tensor", "Radians to degrees.",
              autograd::formula("Rad2DegBackward0", {}, [](autograd::Ctx& c) {
                return autograd::G{mul(c.g(), scalar_to_tensor(180.0 / std::numbers::pi))};
              }));
TSR_DEFINE_COMPOSITE_OP("true_divide.Tensor(Tensor self, Tensor other) -> Tensor", "div: true division.");
TSR_DEFINE_COMPOSITE_OP("true_divide.Scalar(Tensor self, Scalar other) -> Tensor", "div by a number: true division.");
TSR_DEFINE_COMPOSITE_OP("float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor", "pow in float64.");
TSR_DEFINE_COMPOSITE_OP("float_power.Scalar(Scalar self, Tensor exponent) -> Tensor", "pow in float64, a number base.");
TSR_DEFINE_COMPOSITE_OP("float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
                        "pow in float64, a number exponent.");
// self's gradient is grad * result / self (0 where self is 0); other's is zero (PyTorch's
// copysign_tensor_self_backward and "other: zeros_like(other)").
TSR_DEFINE_OP("copysign.Tensor(Tensor self, Tensor other) -> Tensor",
              "The magnitude of self with the sign of other (-0.0 counts as negative).",
              autograd::formula("CopysignBackward0", {"self", "result"}, [](autograd::Ctx& c) {
                const Dims& o = c.shape("other");
                return autograd::G{copysign_self_backward(c),
                                   autograd::call("zeros", {std::vector<int64_t>(o.begin(), o.end()), c.dtype("other"),
                                                            c.g().device()})};
              }));
TSR_DEFINE_OP("copysign.Scalar(Tensor self, Scalar other) -> Tensor", "copysign with a number as other.",
              autograd::formula("CopysignBackward1", {"self", "result"}, [](autograd::Ctx& c) {
                return autograd::G{copysign_self_backward(c)};
              }));

// ---- clamp's overloads: ops of their own in PyTorch, each with its node (derivatives.yaml's formulas), and their
// in-place forms derived (clamp_min_, clamp_.Tensor, ...). The kernels compose dispatched ops, so every backend has
// them; NaN in self, min or max gives NaN, as maximum/minimum and PyTorch's clamp kernels give it.

// grad where `kept`, else 0.
Tensor grad_where(const Tensor& kept, const Tensor& g) { return where(kept, g, autograd::scalar(0, g.dtype())); }
Tensor bound(const Tensor& x, const IValue& v) { return autograd::scalar(*as_double(v), x.dtype()); }
// clamp_min.Tensor / clamp_max.Tensor: self's gradient where `self kept bound` holds, the bound's where
// `self passed bound` does (both false at a NaN, as PyTorch's two comparisons).
autograd::G one_bound_backward(autograd::Ctx& c, const char* name, CompareOp kept, CompareOp passed) {
  const Tensor x = c.s("self"), b = c.s(name);
  return autograd::G{c.to(grad_where(compare(x, b, kept), c.g()), "self"),
                     c.to(grad_where(compare(x, b, passed), c.g()), name)};
}

}  // namespace

TSR_DEFINE_OP("clamp_min(Tensor self, Scalar min) -> Tensor", "Each element raised to at least min.",
              autograd::formula("ClampMinBackward0", {"self"}, [](autograd::Ctx& c) {
                const Tensor x = c.s("self");
                return autograd::G{grad_where(compare(x, bound(x, c.a("min")), CompareOp::Ge), c.g())};
              }));
TSR_DEFINE_OP("clamp_max(Tensor self, Scalar max) -> Tensor", "Each element lowered to at most max.",
              autograd::formula("ClampMaxBackward0", {"self"}, [](autograd::Ctx& c) {
                const Tensor x = c.s("self");
                return autograd::G{grad_where(compare(x, bound(x, c.a("max")), CompareOp::Le), c.g())};
              }));
TSR_DEFINE_OP("clamp_min.Tensor(Tensor self, Tensor min) -> Tensor",
              "Each element raised to at least min's (min broadcasts).",
              autograd::formula("ClampMinBackward1", {"self", "min"}, [](autograd::Ctx& c) {
                return one_bound_backward(c, "min", CompareOp::Ge, CompareOp::Lt);
              }));
TSR_DEFINE_OP("clamp_max.Tensor(Tensor self, Tensor max) -> Tensor",
              "Each element lowered to at most max's (max broadcasts).",
              autograd::formula("ClampMaxBackward1", {"self", "max"}, [](autograd::Ctx& c) {
                return one_bound_backward(c, "max", CompareOp::Le, CompareOp::Gt);
              }));
// min's gradient goes where self fell below it and min < max; max's where self rose above it or max < min (then
// max won), as PyTorch's clamp_backward_min_max.
TSR_DEFINE_OP("clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor",
              "Limits each element to [min, max], given as tensors that broadcast.",
              autograd::formula("ClampBackward0", {"self", "min", "max"}, [](autograd::Ctx& c) {
                const Tensor x = c.s("self"), lo = c.s("min"), hi = c.s("max");
                const Tensor& g = c.g();
                autograd::G out(3);
                if (lo.defined() && hi.defined()) {
                  out[0] = grad_where(logical_and(compare(x, lo, CompareOp::Ge), compare(x, hi, CompareOp::Le)), g);
                  out[1] = grad_where(logical_and(compare(x, lo, CompareOp::Lt), compare(lo, hi, CompareOp::Lt)), g);
                  out[2] = grad_where(logical_or(compare(x, hi, CompareOp::Gt), compare(hi, lo, CompareOp::Lt)), g);
                } else if (lo.defined()) {
                  out[0] = grad_where(compare(x, lo, CompareOp::Ge), g);
                  out[1] = grad_where(compare(x, lo, CompareOp::Lt), g);
                } else {
                  out[0] = grad_where(compare(x, hi, CompareOp::Le), g);
                  out[2] = grad_where(compare(x, hi, CompareOp::Gt), g);
                }
                out[0] = c.to(out[0], "self");
                if (out[1].defined()) out[1] = c.to(out[1], "min");
                if (out[2].defined()) out[2] = c.to(out[2], "max");
                return out;
              }));

namespace {

// torch.tensor(value, dtype=like.dtype): a 0-d tensor (not a wrapped number) of `like`'s dtype.
Tensor full_like_dtype(const IValue& value, const Tensor& like) {
  if (const Tensor* t = std::get_if<Tensor>(&value)) return *t;
  return full(std::vector<int64_t>{}, scalar_of(value), like.dtype());
}

// x.to(dtype): x itself when it already has it (as Tensor.float()/.double() do).
Tensor to(const Tensor& x, ScalarType dtype) {
  return x.dtype() == dtype ? x : call<"to.dtype">({x, dtype, false, false});
}

Tensor eq(const Tensor& a, const Tensor& b) { return call<"eq.Tensor">({a, b}); }
Tensor is_nan(const Tensor& x) { return call<"isnan">({x}); }

// Computed in the operands' promoted type, made floating (bool and integer operands give the default dtype), as
// PyTorch's copysign kernel: magnitude from input, sign from other (-0.0 counting as negative: 1 / -0.0 < 0).
Tensor copysign_of(const Tensor& input, const Tensor& other) {
  ScalarType dtype = result_type(std::array{input, other});
  if (!is_floating(dtype)) dtype = default_dtype();
  const Tensor sign_source = to(other, dtype);
  const Tensor zero = number(int64_t(0));
  const Tensor reciprocal = div(number(1.0), sign_source);
  const Tensor negative = call<"bitwise_or.Tensor">(
      {call<"lt.Tensor">({sign_source, zero}),
       call<"bitwise_and.Tensor">({eq(sign_source, zero), call<"lt.Tensor">({reciprocal, zero})})});
  const Tensor magnitude = abs(to(input, dtype));
  return where(negative, neg(magnitude), magnitude);
}

Tensor float_power_of(const Tensor& base, const IValue& exponent) {
  if (const Tensor* e = std::get_if<Tensor>(&exponent))
    return call<"pow.Tensor_Tensor">({base, to(*e, ScalarType::Double)});
  return call<"pow.Tensor_Scalar">({base, exponent});
}

Tensor nan_to_num_of(const Tensor& input, const Stack& s) {
  refuse_complex(input.dtype(), "nan_to_num");
  if (!is_floating(input.dtype())) return call<"clone">({input});
  // the dtype's largest finite value (float16's 65504, bfloat16's 3.3895e38)
  const double big = input.dtype() == ScalarType::Float    ? double(std::numeric_limits<float>::max())
                     : input.dtype() == ScalarType::Half     ? 65504.0
                     : input.dtype() == ScalarType::BFloat16 ? 3.3895313892515355e38
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

TSR_REGISTER_KERNEL("clamp_min", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "clamp_min_cpu");
  result(s, call<"clamp">({tensor_at(s, 0), s.at(1), NoneValue{}}));
});
TSR_REGISTER_KERNEL("clamp_max", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "clamp_max_scalar_cpu");
  result(s, call<"clamp">({tensor_at(s, 0), NoneValue{}, s.at(1)}));
});
TSR_REGISTER_KERNEL("clamp_min.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, maximum(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("clamp_max.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, minimum(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("clamp.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor lo = optional_tensor_at(s, 1), hi = optional_tensor_at(s, 2);
  check(lo.defined() || hi.defined(), ErrorKind::RuntimeError,
        "torch.clamp: At least one of 'min' or 'max' must not be None");
  Tensor out = tensor_at(s, 0);
  // PyTorch's clamp_cpu kernel runs only for both bounds; one bound is maximum's or minimum's (any dtype)
  if (out.device().is_cpu() && lo.defined() && hi.defined()) {
    const ScalarType dtype = result_type(std::array{out, lo, hi});
    refuse_half(dtype, "clamp_cpu");
    refuse_bool(dtype, "clamp_cpu");
  }
  if (lo.defined()) out = maximum(out, lo);
  if (hi.defined()) out = minimum(out, hi);
  result(s, std::move(out));
});
TSR_REGISTER_KERNEL("logit", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "logit_cpu");
  Tensor x = tensor_at(s, 0);
  if (is_integral(x.dtype(), /*include_bool=*/true)) x = to(x, default_dtype());  // a unary float op, as PyTorch's
  if (const std::optional<double> eps = optional_double_arg(s, 1)) x = call<"clamp">({x, *eps, 1.0 - *eps});
  result(s, call<"log">({div(x, call<"rsub.Scalar">({x, int64_t(1), int64_t(1)}))}));
});
TSR_REGISTER_KERNEL("hypot", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(result_type(std::array{tensor_at(s, 0), tensor_at(s, 1)}), "hypot_cpu");
  const Tensor& a = tensor_at(s, 0);
  const Tensor& b = tensor_at(s, 1);
  result(s, sqrt(add(mul(a, a), mul(b, b))));
});
TSR_REGISTER_KERNEL("fmax", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& a = tensor_at(s, 0);
  const Tensor& b = tensor_at(s, 1);
  check(!is_complex(a.dtype()) && !is_complex(b.dtype()), ErrorKind::RuntimeError, "fmax not implemented for complex tensors.");
  // std::fmax, as 1.13's scalar-only kernel: a tie (0.0 and -0.0) gives the first operand
  result(s, where(is_nan(a), b, where(is_nan(b), a, where(compare(a, b, CompareOp::Lt), b, a))));
});
TSR_REGISTER_KERNEL("fmin", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& a = tensor_at(s, 0);
  const Tensor& b = tensor_at(s, 1);
  check(!is_complex(a.dtype()) && !is_complex(b.dtype()), ErrorKind::RuntimeError, "fmin not implemented for complex tensors.");
  result(s, where(is_nan(a), b, where(is_nan(b), a, where(compare(b, a, CompareOp::Lt), b, a))));
});
TSR_REGISTER_KERNEL("nan_to_num", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, nan_to_num_of(tensor_at(s, 0), s));
});
TSR_REGISTER_KERNEL("heaviside", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, heaviside_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("logaddexp", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(result_type(std::array{tensor_at(s, 0), tensor_at(s, 1)}), "logaddexp_cpu");
  result(s, logaddexp_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("deg2rad", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, mul(tensor_at(s, 0), number(std::numbers::pi / 180.0)));
});
TSR_REGISTER_KERNEL("rad2deg", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
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
TSR_REGISTER_KERNEL("copysign.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, copysign_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("copysign.Scalar", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, copysign_of(tensor_at(s, 0), scalar_operand(scalar_of(s.at(1)))));
});

}  // namespace tsr::tensor
