// Pointwise ops: each declared once by its PyTorch schema, and the C++ API that calls them through the dispatcher.
#include "tensor/ops/pointwise.hpp"

#include <cmath>
#include <numbers>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/kernels/cpu/activation_backward.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/ops/typed_op.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {

// Derivative formulas several declarations below share, and their helpers.
// The in-place forms (add_, sub_, mul_, div_) share these formulas: their nodes are PyTorch's same classes.
// PyTorch's formulas for complex inputs multiply the incoming gradient by the conjugate of the derivative (cj:
// conjugate Wirtinger calculus, docs/autograd.md), which for real tensors is the derivative.

G add_backward(Ctx& c) {
  return G{c.to(c.g(), "self"), c.when_needed("other", [&] { return c.to(maybe_multiply(c, c.g()), "other"); })};
}

G sub_backward(Ctx& c) {
  return G{c.to(c.g(), "self"), c.when_needed("other", [&] { return c.to(maybe_multiply(c, neg(c.g())), "other"); })};
}

// PyTorch's generated nodes compute their inputs' gradients in the alphabetical order of the inputs' names
// (other before self): under create_graph that is the order the gradient's own nodes are made in, and so the order
// a second backward sums in.
G mul_backward(Ctx& c) {
  Tensor other = c.when_needed("other", [&] { return c.to(mul(c.g(), cj(c.s("self"))), "other"); });
  return G{c.when_needed("self", [&] { return c.to(mul(c.g(), cj(c.s("other"))), "self"); }), other};
}

// PyTorch's div_tensor_self_backward and div_tensor_other_backward: grad / other, and
// -grad * ((self / other) / other), in that order of roundings.
G div_backward(Ctx& c) {  // (other's gradient first, as mul_backward)
  const Tensor o = c.s("other");
  Tensor other =
      c.when_needed("other", [&] { return c.to(mul(neg(c.g()), cj(div(div(c.s("self"), o), o))), "other"); });
  return G{c.when_needed("self", [&] { return c.to(div(c.g(), cj(o)), "self"); }), other};
}

G relu_backward(Ctx& c) { return G{threshold_backward(c.g(), c.s("result"), 0)}; }

// 1 - x^2 and x^2 +- 1, the radicands of the inverse trigonometric derivatives.
Tensor one_minus_sq(const Tensor& x) { return sub(scalar(1, x.dtype()), mul(x, x)); }

Tensor sq_plus(const Tensor& x, double k) { return add(mul(x, x), scalar(k, x.dtype())); }

}  // namespace

TSR_DEFINE_OP("add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
              "Adds other, scaled by alpha, to self.", autograd::formula("AddBackward0", {}, add_backward));
TSR_DEFINE_OP("sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
              "Subtracts other, scaled by alpha, from self.", autograd::formula("SubBackward0", {}, sub_backward));
TSR_DEFINE_OP("mul.Tensor(Tensor self, Tensor other) -> Tensor", "Multiplies self by other.",
              autograd::formula("MulBackward0", {"self@other", "other@self"}, mul_backward));
TSR_DEFINE_OP("div.Tensor(Tensor self, Tensor other) -> Tensor", "Divides self by other (true division).",
              autograd::formula("DivBackward0", {"self@other", "other"}, div_backward));
// PyTorch's own node for the rounding modes (and for rounding_mode=None given through this overload): a rounded
// quotient has zero gradients, a true one div's.
TSR_DEFINE_OP("div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor",
              "Divides self by other; rounding_mode 'trunc' or 'floor' rounds the quotient.",
              autograd::formula("DivBackward2", {"self", "other"}, [](Ctx& c) {
                if (std::holds_alternative<NoneValue>(c.a("rounding_mode"))) return div_backward(c);
                return G{c.when_needed("self", [&] { return c.zeros("self"); }),
                         c.when_needed("other", [&] { return c.zeros("other"); })};
              }));
// derivatives.yaml's maximum/minimum: a tie gives each operand half the gradient; the operand that loses gets none
// (a NaN neither ties nor loses: both get it all)
static G extremum_backward(Ctx& c, CompareOp self_loses, CompareOp other_loses) {
  const Tensor self = c.s("self"), other = c.s("other"), g = c.g();
  const Tensor zero = scalar(0, g.dtype());
  const Tensor split = where(compare(self, other, CompareOp::Eq), div(g, scalar(2, g.dtype())), g);
  return G{c.to(where(compare(self, other, self_loses), zero, split), "self"),
           c.to(where(compare(self, other, other_loses), zero, split), "other")};
}
TSR_DEFINE_OP("maximum(Tensor self, Tensor other) -> Tensor", "The elementwise maximum of self and other.",
              autograd::formula("MaximumBackward0", {"self", "other"},
                                [](Ctx& c) { return extremum_backward(c, CompareOp::Lt, CompareOp::Gt); }));
TSR_DEFINE_OP("minimum(Tensor self, Tensor other) -> Tensor", "The elementwise minimum of self and other.",
              autograd::formula("MinimumBackward0", {"self", "other"},
                                [](Ctx& c) { return extremum_backward(c, CompareOp::Gt, CompareOp::Lt); }));
TSR_DEFINE_OP("pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor",
              "Raises each element of self to the matching power.",
              autograd::formula("PowBackward1", {"self", "exponent", "result"}, [](Ctx& c) {
                Tensor x = c.s("self"), e = c.s("exponent");
                // complex: the conjugates of the derivatives (derivatives.yaml's pow_backward_self/_exponent), and
                // their masks: x's is 0 where the exponent is 0 (0 * 0^-1 is no NaN), e's where x is 0 and the
                // exponent is real and not negative (0^e is flat in e there: no 0 * log 0)
                const Tensor zero = scalar(0, c.g().dtype());
                const Tensor e_zero = compare(e, scalar(0, e.dtype()), CompareOp::Eq);
                Tensor gx = where(e_zero, zero, mul(c.g(), cj(mul(e, pow(x, sub(e, scalar(1, e.dtype())))))));
                const Tensor e_real_nonneg =
                    is_complex(e.dtype())
                        ? logical_and(compare(imag(e), scalar(0, ScalarType::Double), CompareOp::Eq),
                                      compare(real(e), scalar(0, ScalarType::Double), CompareOp::Ge))
                        : compare(e, scalar(0, e.dtype()), CompareOp::Ge);
                const Tensor flat = logical_and(compare(x, scalar(0, x.dtype()), CompareOp::Eq), e_real_nonneg);
                Tensor ge = mul(c.g(), where(flat, zero, cj(mul(c.s("result"), log(x)))));
                return G{c.to(gx, "self"), c.to(ge, "exponent")};
              }));
TSR_DEFINE_OP("prelu(Tensor self, Tensor weight) -> Tensor",
              "x where x > 0, else weight * x; one weight per channel (dim 1) or one shared by all.",
              autograd::formula("PreluBackward0", {"self", "weight"}, [](Ctx& c) {
                Tensor x = c.s("self"), w = c.s("weight");
                Tensor pos = compare(x, scalar(0, x.dtype()), CompareOp::Gt);
                // weight broadcasts over the channel dim (1) of x
                Tensor wb = w;
                if (x.dim() >= 2 && w.numel() > 1) {
                  std::vector<int64_t> shape(static_cast<size_t>(x.dim()), 1);
                  shape[1] = w.numel();
                  wb = reshape_to(w, Dims(shape));
                }
                Tensor gx = where(pos, c.g(), mul(c.g(), wb));
                Tensor gw_full = where(pos, zeros_like(c.g()), mul(c.g(), x));
                Tensor gw;
                if (w.numel() == 1) {
                  gw = reshape_to(call("sum", {gw_full, NoneValue{}}), w.sizes());
                } else {
                  std::vector<int64_t> dims;
                  for (int64_t d = 0; d < x.dim(); ++d)
                    if (d != 1) dims.push_back(d);
                  gw = reshape_to(call("sum.dim_IntList", {gw_full, dims, false, NoneValue{}}), w.sizes());
                }
                return G{gx, gw};
              }));
TSR_DEFINE_OP("pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor", "Raises each element of self to a power.",
              autograd::formula("PowBackward0", {"self"}, [](Ctx& c) {
                const double e = c.d("exponent", 1);
                if (e == 0) return G{c.zeros("self")};
                return G{c.to(mul(c.g(), cj(mul(pow(c.s("self"), Scalar(e - 1)), scalar(e, c.dtype("self"))))), "self")};
              }));
TSR_DEFINE_OP("floor_divide(Tensor self, Tensor other) -> Tensor", "Division rounded towards negative infinity.",
              autograd::not_implemented("floor_divide"));
TSR_DEFINE_OP("bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor", "Bitwise and of integers (logical for bools).",
              autograd::not_differentiable());
TSR_DEFINE_OP("bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor", "Bitwise or of integers (logical for bools).",
              autograd::not_differentiable());
TSR_DEFINE_OP("bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor", "Bitwise xor of integers (logical for bools).",
              autograd::not_differentiable());
TSR_DEFINE_OP("bitwise_not(Tensor self) -> Tensor", "Bitwise not of integers (logical for bools).",
              autograd::not_differentiable());
TSR_DEFINE_OP("bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor", "Integers shifted left.",
              autograd::not_differentiable());
TSR_DEFINE_OP("bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor", "Integers shifted right (arithmetic).",
              autograd::not_differentiable());
TSR_DEFINE_OP("remainder.Tensor(Tensor self, Tensor other) -> Tensor",
              "Python's modulus: the result takes the divisor's sign.",
              autograd::formula("RemainderBackward1", {"self", "other"}, [](Ctx& c) {
                // d/d other of self - other * floor(self / other). The quotient is floor(div) as PyTorch's
                // div(rounding_mode='floor'): its derivative is zero, so a double backward passes through it
                // (floor_divide's node raises, as PyTorch's does).
                Tensor q = floor(div(c.s("self"), c.s("other")));
                return G{c.to(c.g(), "self"), c.to(neg(mul(c.g(), q)), "other")};
              }));
TSR_DEFINE_OP("add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", "In-place add.",
              autograd::formula("AddBackward0", {}, add_backward));
TSR_DEFINE_OP("sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", "In-place subtract.",
              autograd::formula("SubBackward0", {}, sub_backward));
TSR_DEFINE_OP("mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "In-place multiply.",
              autograd::formula("MulBackward0", {"self@other", "other@self"}, mul_backward));
TSR_DEFINE_OP("div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "In-place true division.",
              autograd::formula("DivBackward0", {"self@other", "other"}, div_backward));
TSR_DEFINE_OP("div_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)",
              "In-place division; rounding_mode 'trunc' or 'floor' rounds the quotient.",
              autograd::formula("DivBackward2", {"self@other", "other"}, [](Ctx& c) {
                // derivatives.yaml: a rounded quotient has zero gradients; true division, div's
                if (std::holds_alternative<std::string>(c.a("rounding_mode"))) return G{c.zeros("self"), c.zeros("other")};
                return div_backward(c);
              }));
TSR_DEFINE_OP("neg(Tensor self) -> Tensor", "The negation of each element.",
              autograd::formula("NegBackward0", {}, [](Ctx& c) { return G{neg(c.g())}; }));
TSR_DEFINE_OP("abs(Tensor self) -> Tensor", "The absolute value of each element.",
              autograd::formula("AbsBackward0", {"self"}, [](Ctx& c) {
                // a complex input's: grad * sgn(self), sgn(z) = z / |z| (0 at 0)
                if (is_complex(c.s("self").dtype())) return G{mul(c.g(), call("sgn", {c.s("self")}))};
                return G{mul(c.g(), sign(c.s("self")))};
              }));
TSR_DEFINE_OP("angle(Tensor self) -> Tensor",
              "The argument of each complex element (atan2(imag, real)); of a real one, pi below zero and 0 "
              "otherwise (NaN kept). Integers give the default float dtype.",
              autograd::formula("AngleBackward0", {"self"}, [](Ctx& c) {
                // derivatives.yaml's angle_backward: grad * z / |z|^2 * i (0 at z = 0); a real input's is zero
                const Tensor z = c.s("self");
                if (!is_complex(z.dtype())) return G{c.zeros("self")};
                const Tensor abs2 = call("pow.Tensor_Scalar", {call("abs", {z}), 2.0});
                const Tensor g = mul(div(mul(c.g(), z), abs2), scalar_to_tensor(std::complex<double>(0.0, 1.0)));
                return G{call("where.self", {call("eq.Tensor", {z, scalar_to_tensor(0.0)}), zeros_like(g), g})};
              }));
TSR_DEFINE_OP("exp(Tensor self) -> Tensor", "e to the power of each element.",
              autograd::formula("ExpBackward0", {"result"}, [](Ctx& c) { return G{mul(c.g(), cj(c.s("result")))}; }));
TSR_DEFINE_OP("log(Tensor self) -> Tensor", "The natural logarithm of each element.",
              autograd::formula("LogBackward0", {"self"}, [](Ctx& c) { return G{div(c.g(), cj(c.s("self")))}; }));
TSR_DEFINE_OP("sqrt(Tensor self) -> Tensor", "The square root of each element.",
              autograd::formula("SqrtBackward0", {"result"},
                                [](Ctx& c) { return G{div(c.g(), mul(cj(c.s("result")), scalar(2, c.g().dtype())))}; }));
TSR_DEFINE_OP("sin(Tensor self) -> Tensor", "The sine of each element.",
              autograd::formula("SinBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), cj(cos(c.s("self"))))}; }));
TSR_DEFINE_OP("cos(Tensor self) -> Tensor", "The cosine of each element.",
              autograd::formula("CosBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), neg(cj(sin(c.s("self")))))}; }));
TSR_DEFINE_OP("tanh(Tensor self) -> Tensor", "The hyperbolic tangent of each element.",
              autograd::formula("TanhBackward0", {"result"},
                                [](Ctx& c) {
                                  const Tensor y = c.s("result");
                                  if (is_complex(y.dtype()))  // grad * conj(1 - y^2)
                                    return G{mul(c.g(), cj(sub(scalar(1, y.dtype()), mul(y, y))))};
                                  return G{tanh_backward(c.g(), y)};
                                }));
TSR_DEFINE_OP("sigmoid(Tensor self) -> Tensor", "The logistic sigmoid of each element.",
              autograd::formula("SigmoidBackward0", {"result"},
                                [](Ctx& c) { return G{sigmoid_backward(c.g(), c.s("result"))}; }));
// tanh's and sigmoid's backward as PyTorch's kernels round them (one op each, not three: Note [PyTorch's vector
// math]); their own derivatives as derivatives.yaml gives them.
TSR_DEFINE_OP("tanh_backward(Tensor grad_output, Tensor output) -> Tensor",
              "grad_output * (1 - output**2), rounded once for the multiply-add: the backward of tanh.",
              autograd::formula("TanhBackwardBackward0", {"grad_output", "output"}, [](Ctx& c) {
                // output: grad * ((-2 * output) * grad_output), derivatives.yaml's ops in its order (the values
                // round alike in any order; the graph a further backward walks does not)
                const Tensor& y = c.s("output");
                return G{tanh_backward(c.g(), y), mul(c.g(), mul(mul(y, scalar(-2, y.dtype())), c.s("grad_output")))};
              }));
TSR_DEFINE_OP("sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor",
              "grad_output * (1 - output) * output: the backward of sigmoid.",
              autograd::formula("SigmoidBackwardBackward0", {"grad_output", "output"}, [](Ctx& c) {
                // complex (derivatives.yaml): grad_output: sigmoid_backward(grad, conj(output)); output:
                // conj(grad) * grad_output * (1 - 2 conj(output)) (the backward is antiholomorphic in output)
                const Tensor y = cj(c.s("output"));
                const Tensor one_minus_2y = add(mul(y, scalar(-2, y.dtype())), scalar(1, y.dtype()));
                return G{sigmoid_backward(c.g(), y), mul(mul(cj(c.g()), c.s("grad_output")), one_minus_2y)};
              }));
TSR_DEFINE_OP("relu(Tensor self) -> Tensor", "max(0, x) for each element.",
              autograd::formula("ReluBackward0", {"result"}, relu_backward));
TSR_DEFINE_OP("relu_(Tensor(a!) self) -> Tensor(a!)", "relu in place.",
              autograd::formula("ReluBackward0", {"result"}, relu_backward));
TSR_DEFINE_OP("threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor",
              "grad_output where self > threshold, else 0: the backward of relu, in one pass.",
              autograd::formula("ThresholdBackwardBackward0", {"self"}, [](Ctx& c) {
                return G{threshold_backward(c.g(), c.s("self"), c.d("threshold")), zeros_like(c.s("self"))};
              }));
TSR_DEFINE_OP("log1p(Tensor self) -> Tensor", "log(1 + x), accurate for small x.",
              autograd::formula("Log1PBackward0", {"self"},
                                [](Ctx& c) { return G{div(c.g(), add(c.s("self"), scalar(1, c.g().dtype())))}; }));
TSR_DEFINE_OP("expm1(Tensor self) -> Tensor", "exp(x) - 1, accurate for small x.",
              autograd::formula("Expm1Backward0", {"result"},
                                [](Ctx& c) { return G{mul(c.g(), add(c.s("result"), scalar(1, c.g().dtype())))}; }));
TSR_DEFINE_OP("rsqrt(Tensor self) -> Tensor", "1 / sqrt(x).",
              autograd::formula("RsqrtBackward0", {"result"}, [](Ctx& c) {
                Tensor r = c.s("result");
                return G{mul(c.g(), cj(mul(pow(r, Scalar(3)), scalar(-0.5, r.dtype()))))};
              }));
TSR_DEFINE_OP("tan(Tensor self) -> Tensor", "The tangent of each element.",
              autograd::formula("TanBackward0", {"result"}, [](Ctx& c) {
                Tensor r = c.s("result");
                return G{mul(c.g(), cj(add(mul(r, r), scalar(1, r.dtype()))))};
              }));
TSR_DEFINE_OP("erf(Tensor self) -> Tensor", "The error function of each element.",
              autograd::formula("ErfBackward0", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                // 2 / sqrt(pi) * exp(-x^2) * grad, in PyTorch's order (the result takes x's layout)
                return G{
                    mul(mul(exp(neg(mul(x, x))), scalar(2.0 / std::sqrt(std::numbers::pi), c.g().dtype())), c.g())};
              }));
// gelu's gradient is an op of its own, as PyTorch's gelu_backward: GeluBackward0 calls it, so the first derivative
// keeps the kernel's rounding under create_graph too, and a second derivative goes through its own formula
// (GeluBackwardBackward0, derivatives.yaml's gelu_double_backward) rather than through the ops of a decomposition.
namespace {
// gelu's derivative written with tensor ops, for any backend and dtype: the erf form 0.5 (1 + erf(x / sqrt 2)) +
// x exp(-x^2 / 2) / sqrt(2 pi); the tanh form with t = tanh(b (x + k x^3)), 0.5 (1 + t) + 0.5 x (1 - t^2) b (1 + 3k x^2).
Tensor gelu_derivative_ops(const Tensor& g, const Tensor& x, bool tanh_form) {
  const ScalarType dt = x.dtype();
  if (tanh_form) {
    const double b = M_SQRT2 * M_2_SQRTPI * 0.5, k = 0.044715;
    Tensor x2 = mul(x, x);
    Tensor t = tanh(mul(add(x, mul(mul(x2, x), scalar(k, dt))), scalar(b, dt)));
    Tensor left = mul(add(t, scalar(1, dt)), scalar(0.5, dt));
    Tensor right = mul(mul(mul(x, scalar(0.5 * b, dt)), add(neg(mul(t, t)), scalar(1, dt))),
                       add(mul(x2, scalar(3 * k, dt)), scalar(1, dt)));
    return mul(g, add(left, right));
  }
  Tensor cdf = mul(add(erf(mul(x, scalar(M_SQRT1_2, dt))), scalar(1, dt)), scalar(0.5, dt));
  Tensor pdf = mul(exp(mul(mul(x, x), scalar(-0.5, dt))), scalar(0.5 * M_2_SQRTPI * M_SQRT1_2, dt));
  return mul(g, add(cdf, mul(x, pdf)));
}

bool gelu_tanh_form(const IValue& approximate) {
  const std::string* a = std::get_if<std::string>(&approximate);
  check(!a || *a == "none" || *a == "tanh", ErrorKind::RuntimeError, "approximate argument must be either none or tanh.");
  return a && *a == "tanh";
}

// derivatives.yaml's gelu_double_backward: d/dx of gelu'(x) times grad_output, times the incoming gradient.
Tensor gelu_second_derivative(const Tensor& ggI, const Tensor& gO, const Tensor& x, bool tanh_form) {
  const ScalarType dt = x.dtype();
  const auto n = [dt](double v) { return scalar(v, dt); };
  if (!tanh_form) {
    const double beta = M_2_SQRTPI * M_SQRT1_2 * 0.5;
    Tensor x2 = mul(x, x);
    Tensor pdf = mul(exp(mul(x2, n(-0.5))), n(beta));
    return mul(mul(ggI, gO), sub(mul(pdf, n(2)), mul(x2, pdf)));
  }
  // gelu'(x) = 0.5 (1 + t) + f g h with f = 0.5 x, g = 1 - t^2, h = b (1 + 3k x^2), t = tanh(u), u = b (x + k x^3):
  // its derivative is 2 f' g h + f g' h + f g h', with g' = -2 sech^2(u) t h and h' = 6 k b x (each product in
  // PyTorch's order, for its rounding).
  const double b = M_SQRT2 * M_2_SQRTPI * 0.5, k = 0.044715;
  Tensor u = mul(add(x, mul(pow(x, Scalar(int64_t(3))), n(k))), n(b));
  Tensor t = tanh(u);
  Tensor sech = call("reciprocal", {call("cosh", {u})});
  Tensor f = mul(x, n(0.5));
  Tensor g = sub(n(1), mul(t, t));
  Tensor h = mul(add(mul(mul(x, n(3 * k)), x), n(1)), n(b));
  Tensor f_prime_gh = mul(mul(g, n(0.5)), h);
  Tensor g_prime = mul(mul(mul(sech, n(2)), mul(neg(sech), t)), h);
  Tensor g_prime_fh = mul(mul(f, h), g_prime);
  Tensor h_prime = mul(mul(x, n(6 * k)), n(b));
  Tensor h_prime_fg = mul(mul(f, g), h_prime);
  return mul(mul(ggI, gO), add(add(mul(f_prime_gh, n(2)), g_prime_fh), h_prime_fg));
}
}  // namespace

TSR_DEFINE_OP("gelu(Tensor self, *, str approximate='none') -> Tensor", "x * Phi(x), the Gaussian error linear unit.",
              autograd::formula("GeluBackward0", {"self"}, [](Ctx& c) {
                const Tensor x = c.s("self");
                // vmap's batched gradient is differentiated through the ops (functorch's decomposition)
                if (functorch::is_batched(c.g())) return G{gelu_derivative_ops(c.g(), x, gelu_tanh_form(c.a("approximate")))};
                return G{call("gelu_backward", {c.g(), x, c.a("approximate")})};
              }));
TSR_DEFINE_OP("gelu_backward(Tensor grad_output, Tensor self, *, str approximate='none') -> Tensor", "gelu's gradient.",
              autograd::formula("GeluBackwardBackward0", {"grad_output", "self"}, [](Ctx& c) {
                const IValue& approximate = c.a("approximate");
                const Tensor x = c.s("self");
                return G{c.to(call("gelu_backward", {c.g(), x, approximate}), "grad_output"),
                         c.to(gelu_second_derivative(c.g(), c.s("grad_output"), x, gelu_tanh_form(approximate)), "self")};
              }));
// The kernel: PyTorch's CPU kernels and their rounding where they apply (float/double; oneDNN's formula for a
// contiguous float erf form), else the derivative written with tensor ops (any backend). On the CPU, as
// GeluBackwardKernelImpl: float, double and bfloat16 only, bfloat16 computed in float and rounded once.
TSR_REGISTER_KERNEL("gelu_backward", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor g = std::get<Tensor>(s[0]), x = std::get<Tensor>(s[1]);
  const bool tanh_form = gelu_tanh_form(s.size() > 2 ? s[2] : IValue());
  const ScalarType dtype = promote_types(g.dtype(), x.dtype());
  const bool cpu = x.device().is_cpu() && !functorch::is_batched(g) && !functorch::is_batched(x);
  if (cpu) refuse_non_floating(dtype, "GeluBackwardKernelImpl");
  const bool bfloat16 = cpu && dtype == ScalarType::BFloat16;
  if (bfloat16 || (cpu && g.dtype() != x.dtype())) {
    g = to_dtype(g, bfloat16 ? ScalarType::Float : dtype);
    x = to_dtype(x, bfloat16 ? ScalarType::Float : dtype);
  }
  Tensor r;
  if (tanh_form && activation_exact_applies(g, x)) r = gelu_tanh_backward_exact(g, x);
  else if (!tanh_form && bfloat16 && gelu_backward_exact_applies(g, x)) r = gelu_backward_exact(g, x, false);
  else if (!tanh_form && gelu_backward_exact_applies(g, x) && !functorch::is_batched(g)) r = gelu_backward_exact(g, x);
  else r = gelu_derivative_ops(g, x, tanh_form);
  s = {bfloat16 ? to_dtype(r, ScalarType::BFloat16) : r};
});
TSR_DEFINE_OP("floor(Tensor self) -> Tensor", "Rounds down.",
              autograd::formula("FloorBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; }));
TSR_DEFINE_OP("ceil(Tensor self) -> Tensor", "Rounds up.",
              autograd::formula("CeilBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; }));
TSR_DEFINE_OP("round(Tensor self) -> Tensor", "Rounds half to even.",
              autograd::formula("RoundBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; }));
TSR_DEFINE_COMPOSITE_OP("round.decimals(Tensor self, *, int decimals) -> Tensor",
                        "Rounds half to even at the given decimal place (PyTorch's scale, round, unscale).");
TSR_DEFINE_OP("sign(Tensor self) -> Tensor", "-1, 0 or 1 by the sign of each element.",
              autograd::formula("SignBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; }));
TSR_DEFINE_OP("trunc(Tensor self) -> Tensor", "Rounds toward zero.",
              autograd::formula("TruncBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; }));
TSR_DEFINE_OP("frac(Tensor self) -> Tensor", "The fractional part, self - trunc(self).",
              autograd::formula("FracBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
// xlogy and special_xlog1py are kernels of their own in PyTorch (x * log(y), 0 where x is 0, NaN where y is NaN),
// with derivatives.yaml's formulas (Note [Gradient formula for xlogy at x = 0, y <= 0]: 0 there).
namespace {
template <bool Log1p>
G xlogy_grads(Ctx& c, bool self_scalar, bool other_scalar) {
  const char* fn = Log1p ? "special_xlog1py" : "xlogy.Tensor";
  const Tensor g = c.g();
  G out;
  if (!self_scalar) {
    const double edge = Log1p ? -1.0 : 0.0;  // where log(y) (log1p(y)) is undefined
    if (other_scalar) {
      const IValue& o = c.a("other");
      Tensor gs = call(Log1p ? "special_xlog1py.other_scalar" : "xlogy.Scalar_Other", {g, o});
      if (!(double_arg(c.args, 1, 0) > edge))
        gs = masked_fill(gs, compare(c.s("self"), scalar(0, c.s("self").dtype()), CompareOp::Eq), Scalar(0.0));
      return G{c.to(gs, "self")};
    }
    const Tensor x = c.s("self"), y = c.s("other");
    const Tensor undefined = logical_and(compare(x, scalar(0, x.dtype()), CompareOp::Eq),
                                         compare(y, scalar(edge, y.dtype()), CompareOp::Le));
    out.push_back(c.to(masked_fill(call(fn, {g, y}), undefined, Scalar(0.0)), "self"));
  }
  const Tensor y = c.s("other");
  const Tensor x = self_scalar ? tensor_operand(c.a("self")) : c.s("self");
  const Tensor denominator = Log1p ? add(y, scalar_to_tensor(int64_t(1))) : y;
  out.push_back(c.to(div(mul(g, x), denominator), "other"));
  return out;
}
}  // namespace
TSR_DEFINE_OP("xlogy.Tensor(Tensor self, Tensor other) -> Tensor", "self * log(other), 0 where self is 0.",
              autograd::formula("XlogyBackward0", {"self", "other"},
                                [](Ctx& c) { return xlogy_grads<false>(c, false, false); }));
TSR_DEFINE_OP("xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor", "xlogy with a number as self.",
              autograd::formula("XlogyBackward1", {"other"}, [](Ctx& c) { return xlogy_grads<false>(c, true, false); }));
TSR_DEFINE_OP("xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor", "xlogy with a number as other.",
              autograd::formula("XlogyBackward2", {"self"}, [](Ctx& c) { return xlogy_grads<false>(c, false, true); }));
TSR_DEFINE_OP("special_xlog1py(Tensor self, Tensor other) -> Tensor", "self * log1p(other), 0 where self is 0.",
              autograd::formula("SpecialXlog1PyBackward0", {"self", "other"},
                                [](Ctx& c) { return xlogy_grads<true>(c, false, false); }));
TSR_DEFINE_OP("special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor", "xlog1py with a number as self.",
              autograd::formula("SpecialXlog1PyBackward1", {"other"},
                                [](Ctx& c) { return xlogy_grads<true>(c, true, false); }));
TSR_DEFINE_OP("special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor", "xlog1py with a number as other.",
              autograd::formula("SpecialXlog1PyBackward2", {"self"},
                                [](Ctx& c) { return xlogy_grads<true>(c, false, true); }));
TSR_DEFINE_OP("reciprocal(Tensor self) -> Tensor", "1 / x for each element.",
              autograd::formula("ReciprocalBackward0", {"result"}, [](Ctx& c) {
                Tensor r = c.s("result");
                return G{neg(mul(c.g(), cj(mul(r, r))))};
              }));
TSR_DEFINE_COMPOSITE_OP("square(Tensor self) -> Tensor", "x * x for each element (pow(x, 2)).");
TSR_DEFINE_OP("log2(Tensor self) -> Tensor", "The base-2 logarithm of each element.",
              autograd::formula("Log2Backward0", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                return G{div(c.g(), cj(mul(x, scalar(M_LN2, x.dtype()))))};
              }));
TSR_DEFINE_OP("log10(Tensor self) -> Tensor", "The base-10 logarithm of each element.",
              autograd::formula("Log10Backward0", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                return G{div(c.g(), cj(mul(x, scalar(M_LN10, x.dtype()))))};
              }));
TSR_DEFINE_OP("exp2(Tensor self) -> Tensor", "2 to the power of each element.",
              autograd::formula("Exp2Backward0", {"result"}, [](Ctx& c) {
                Tensor r = c.s("result");
                return G{mul(c.g(), mul(r, scalar(M_LN2, r.dtype())))};
              }));
TSR_DEFINE_OP("asin(Tensor self) -> Tensor", "The arcsine of each element.",
              autograd::formula("AsinBackward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), rsqrt(one_minus_sq(c.s("self"))))}; }));
TSR_DEFINE_OP("acos(Tensor self) -> Tensor", "The arccosine of each element.",
              autograd::formula("AcosBackward0", {"self"},
                                [](Ctx& c) { return G{neg(mul(c.g(), rsqrt(one_minus_sq(c.s("self")))))}; }));
TSR_DEFINE_OP("atan(Tensor self) -> Tensor", "The arctangent of each element.",
              autograd::formula("AtanBackward0", {"self"},
                                [](Ctx& c) { return G{div(c.g(), sq_plus(c.s("self"), 1))}; }));
TSR_DEFINE_OP("sinh(Tensor self) -> Tensor", "The hyperbolic sine of each element.",
              autograd::formula("SinhBackward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), cj(call("cosh", {c.s("self")})))}; }));
TSR_DEFINE_OP("cosh(Tensor self) -> Tensor", "The hyperbolic cosine of each element.",
              autograd::formula("CoshBackward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), cj(call("sinh", {c.s("self")})))}; }));
TSR_DEFINE_OP("asinh(Tensor self) -> Tensor", "The inverse hyperbolic sine of each element.",
              autograd::formula("AsinhBackward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), rsqrt(sq_plus(c.s("self"), 1)))}; }));
TSR_DEFINE_OP("acosh(Tensor self) -> Tensor", "The inverse hyperbolic cosine of each element.",
              autograd::formula("AcoshBackward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), rsqrt(sq_plus(c.s("self"), -1)))}; }));
TSR_DEFINE_OP("atanh(Tensor self) -> Tensor", "The inverse hyperbolic tangent of each element.",
              autograd::formula("AtanhBackward0", {"self"},
                                [](Ctx& c) { return G{div(c.g(), one_minus_sq(c.s("self")))}; }));
TSR_DEFINE_OP("isnan(Tensor self) -> Tensor", "True where an element is NaN.", autograd::not_differentiable());
TSR_DEFINE_OP("isinf(Tensor self) -> Tensor", "True where an element is +inf or -inf.", autograd::not_differentiable());
TSR_DEFINE_OP("isfinite(Tensor self) -> Tensor", "True where an element is neither infinite nor NaN.",
              autograd::not_differentiable());
TSR_DEFINE_OP("atan2(Tensor self, Tensor other) -> Tensor", "The arctangent of self / other, by quadrant.",
              autograd::formula("Atan2Backward0", {"self", "other"}, [](Ctx& c) {
                // PyTorch's atan2_backward: recip = 1 / (y * y + x * x); grad * x * recip, grad * -y * recip.
                Tensor y = c.s("self"), x = c.s("other");
                Tensor recip = call("reciprocal", {add(mul(y, y), mul(x, x))});
                return G{c.to(mul(mul(c.g(), x), recip), "self"), c.to(mul(mul(c.g(), neg(y)), recip), "other")};
              }));
TSR_DEFINE_OP("fmod.Tensor(Tensor self, Tensor other) -> Tensor", "The C remainder (sign of the dividend).",
              autograd::formula("FmodBackward1", {"self", "other"}, [](Ctx& c) {
                Tensor q = call("trunc", {div(c.s("self"), c.s("other"))});
                return G{c.to(c.g(), "self"), c.to(neg(mul(c.g(), q)), "other")};
              }));
TSR_DEFINE_OP("fmod.Scalar(Tensor self, Scalar other) -> Tensor", "The C remainder (sign of the dividend).",
              autograd::formula("FmodBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
TSR_DEFINE_OP("remainder.Scalar(Tensor self, Scalar other) -> Tensor",
              "Python's modulus by a number: the result takes the divisor's sign.",
              autograd::formula("RemainderBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
// remainder by a number: remainder.Tensor's kernel with the number as a wrapped operand, under its own node.
TSR_REGISTER_KERNEL("remainder.Scalar", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  static const Operator& op = find_op("remainder.Tensor");
  s = {call_tensor_op(op, {std::get<Tensor>(s[0]), tensor_operand(s[1])})};
});
// div by a number as ATen's div.Scalar, which PyTorch's C++ code calls (cross_entropy's mean over class
// probabilities), under its own node DivBackward1. PyTorch binds no Python signature to it, nor does tsr
// (binding.cpp's overloads_of): Python's `t / 2` stays div.Tensor with a wrapped number (DivBackward0).
TSR_DEFINE_OP("div.Scalar(Tensor self, Scalar other) -> Tensor", "Divides self by a number (true division).",
              autograd::formula("DivBackward1", {}, [](Ctx& c) {
                return G{c.to(div(c.g(), tensor_operand(c.a("other"))), "self")};
              }));
TSR_REGISTER_KERNEL("div.Scalar", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {div(std::get<Tensor>(s[0]), tensor_operand(s[1]))};
});

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  static const TypedOp<Tensor(const Tensor&, const Tensor&, const Scalar&)> op("add.Tensor");
  return op(self, other, alpha);
}
Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  static const TypedOp<Tensor(const Tensor&, const Tensor&, const Scalar&)> op("sub.Tensor");
  return op(self, other, alpha);
}
Tensor mul(const Tensor& self, const Tensor& other) {
  static const TypedOp<Tensor(const Tensor&, const Tensor&)> op("mul.Tensor");
  return op(self, other);
}
Tensor div(const Tensor& self, const Tensor& other) {
  static const TypedOp<Tensor(const Tensor&, const Tensor&)> op("div.Tensor");
  return op(self, other);
}
Tensor maximum(const Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("maximum");
  return call_tensor_op(op, {self, other});
}
Tensor minimum(const Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("minimum");
  return call_tensor_op(op, {self, other});
}
Tensor pow(const Tensor& self, const Tensor& exponent) {
  static const Operator& op = find_op("pow.Tensor_Tensor");
  return call_tensor_op(op, {self, exponent});
}
Tensor pow(const Tensor& self, const Scalar& exponent) {
  static const TypedOp<Tensor(const Tensor&, const Scalar&)> op("pow.Tensor_Scalar");
  return op(self, exponent);
}
Tensor neg(const Tensor& self) {
  static const Operator& op = find_op("neg");
  return call_tensor_op(op, {self});
}
Tensor abs(const Tensor& self) {
  static const Operator& op = find_op("abs");
  return call_tensor_op(op, {self});
}
Tensor exp(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("exp");
  return op(self);
}
Tensor log(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("log");
  return op(self);
}
Tensor sqrt(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("sqrt");
  return op(self);
}
Tensor sin(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("sin");
  return op(self);
}
Tensor cos(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("cos");
  return op(self);
}
Tensor tanh(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("tanh");
  return op(self);
}
Tensor sigmoid(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("sigmoid");
  return op(self);
}
Tensor tanh_backward(const Tensor& grad_output, const Tensor& output) {
  static const TypedOp<Tensor(const Tensor&, const Tensor&)> op("tanh_backward");
  return op(grad_output, output);
}
Tensor sigmoid_backward(const Tensor& grad_output, const Tensor& output) {
  static const TypedOp<Tensor(const Tensor&, const Tensor&)> op("sigmoid_backward");
  return op(grad_output, output);
}
Tensor relu(const Tensor& self) {
  static const Operator& op = find_op("relu");
  return call_tensor_op(op, {self});
}

Tensor threshold_backward(const Tensor& grad_output, const Tensor& self, const Scalar& threshold) {
  static const Operator& op = find_op("threshold_backward");
  return call_tensor_op(op, {grad_output, self, std::visit([](auto v) { return IValue(v); }, threshold.value())});
}

Tensor log1p(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("log1p");
  return op(self);
}
Tensor expm1(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("expm1");
  return op(self);
}
Tensor rsqrt(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("rsqrt");
  return op(self);
}
Tensor tan(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("tan");
  return op(self);
}
Tensor erf(const Tensor& self) {
  static const TypedOp<Tensor(const Tensor&)> op("erf");
  return op(self);
}
Tensor gelu(const Tensor& self, const std::string& approximate) {
  static const TypedOp<Tensor(const Tensor&, const std::string&)> op("gelu");
  return op(self, approximate);
}
Tensor floor(const Tensor& self) {
  static const Operator& op = find_op("floor");
  return call_tensor_op(op, {self});
}
Tensor ceil(const Tensor& self) {
  static const Operator& op = find_op("ceil");
  return call_tensor_op(op, {self});
}
Tensor round(const Tensor& self) {
  static const Operator& op = find_op("round");
  return call_tensor_op(op, {self});
}
Tensor sign(const Tensor& self) {
  static const Operator& op = find_op("sign");
  return call_tensor_op(op, {self});
}
Tensor floor_divide(const Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("floor_divide");
  return call_tensor_op(op, {self, other});
}
Tensor remainder(const Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("remainder.Tensor");
  return call_tensor_op(op, {self, other});
}
Tensor& add_(Tensor& self, const Tensor& other, const Scalar& alpha) {
  static const Operator& op = find_op("add_.Tensor");
  call_op(op, {self, other, to_ivalue(alpha)});
  return self;
}
Tensor& sub_(Tensor& self, const Tensor& other, const Scalar& alpha) {
  static const Operator& op = find_op("sub_.Tensor");
  call_op(op, {self, other, to_ivalue(alpha)});
  return self;
}
Tensor& mul_(Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("mul_.Tensor");
  call_op(op, {self, other});
  return self;
}
Tensor& div_(Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("div_.Tensor");
  call_op(op, {self, other});
  return self;
}

}  // namespace tsr::tensor
