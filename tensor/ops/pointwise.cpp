// Pointwise ops: each declared once by its PyTorch schema, and the C++ API that calls them through the dispatcher.
#include "tensor/ops/pointwise.hpp"

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/typed_op.hpp"

namespace tsr::tensor {

TSR_DEFINE_OP("add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
              "Adds other, scaled by alpha, to self.");
TSR_DEFINE_OP("sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
              "Subtracts other, scaled by alpha, from self.");
TSR_DEFINE_OP("mul.Tensor(Tensor self, Tensor other) -> Tensor", "Multiplies self by other.");
TSR_DEFINE_OP("div.Tensor(Tensor self, Tensor other) -> Tensor", "Divides self by other (true division).");
TSR_DEFINE_COMPOSITE_OP("div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor",
                        "Divides self by other; rounding_mode 'trunc' or 'floor' rounds the quotient.");
TSR_DEFINE_OP("maximum(Tensor self, Tensor other) -> Tensor", "The elementwise maximum of self and other.");
TSR_DEFINE_OP("minimum(Tensor self, Tensor other) -> Tensor", "The elementwise minimum of self and other.");
TSR_DEFINE_OP("pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor",
              "Raises each element of self to the matching power.");
TSR_DEFINE_OP("prelu(Tensor self, Tensor weight) -> Tensor",
              "x where x > 0, else weight * x; one weight per channel (dim 1) or one shared by all.");
TSR_DEFINE_OP("pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor", "Raises each element of self to a power.");
TSR_DEFINE_OP("floor_divide(Tensor self, Tensor other) -> Tensor", "Division rounded towards negative infinity.");
TSR_DEFINE_OP("bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor", "Bitwise and of integers (logical for bools).");
TSR_DEFINE_OP("bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor", "Bitwise or of integers (logical for bools).");
TSR_DEFINE_OP("bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor", "Bitwise xor of integers (logical for bools).");
TSR_DEFINE_OP("bitwise_not(Tensor self) -> Tensor", "Bitwise not of integers (logical for bools).");
TSR_DEFINE_OP("bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor", "Integers shifted left.");
TSR_DEFINE_OP("bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor", "Integers shifted right (arithmetic).");
TSR_DEFINE_OP("remainder.Tensor(Tensor self, Tensor other) -> Tensor", "Python's modulus: the result takes the divisor's sign.");
TSR_DEFINE_OP("add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", "In-place add.");
TSR_DEFINE_OP("sub_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", "In-place subtract.");
TSR_DEFINE_OP("mul_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "In-place multiply.");
TSR_DEFINE_OP("div_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "In-place true division.");
TSR_DEFINE_OP("neg(Tensor self) -> Tensor", "The negation of each element.");
TSR_DEFINE_OP("abs(Tensor self) -> Tensor", "The absolute value of each element.");
TSR_DEFINE_OP("exp(Tensor self) -> Tensor", "e to the power of each element.");
TSR_DEFINE_OP("log(Tensor self) -> Tensor", "The natural logarithm of each element.");
TSR_DEFINE_OP("sqrt(Tensor self) -> Tensor", "The square root of each element.");
TSR_DEFINE_OP("sin(Tensor self) -> Tensor", "The sine of each element.");
TSR_DEFINE_OP("cos(Tensor self) -> Tensor", "The cosine of each element.");
TSR_DEFINE_OP("tanh(Tensor self) -> Tensor", "The hyperbolic tangent of each element.");
TSR_DEFINE_OP("sigmoid(Tensor self) -> Tensor", "The logistic sigmoid of each element.");
TSR_DEFINE_OP("relu(Tensor self) -> Tensor", "max(0, x) for each element.");
TSR_DEFINE_OP("threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor",
              "grad_output where self > threshold, else 0: the backward of relu, in one pass.");
TSR_DEFINE_OP("log1p(Tensor self) -> Tensor", "log(1 + x), accurate for small x.");
TSR_DEFINE_OP("expm1(Tensor self) -> Tensor", "exp(x) - 1, accurate for small x.");
TSR_DEFINE_OP("rsqrt(Tensor self) -> Tensor", "1 / sqrt(x).");
TSR_DEFINE_OP("tan(Tensor self) -> Tensor", "The tangent of each element.");
TSR_DEFINE_OP("erf(Tensor self) -> Tensor", "The error function of each element.");
TSR_DEFINE_OP("gelu(Tensor self, *, str approximate='none') -> Tensor", "x * Phi(x), the Gaussian error linear unit.");
TSR_DEFINE_OP("floor(Tensor self) -> Tensor", "Rounds down.");
TSR_DEFINE_OP("ceil(Tensor self) -> Tensor", "Rounds up.");
TSR_DEFINE_OP("round(Tensor self) -> Tensor", "Rounds half to even.");
TSR_DEFINE_COMPOSITE_OP("round.decimals(Tensor self, *, int decimals) -> Tensor",
                        "Rounds half to even at the given decimal place (PyTorch's scale, round, unscale).");
TSR_DEFINE_OP("sign(Tensor self) -> Tensor", "-1, 0 or 1 by the sign of each element.");
TSR_DEFINE_OP("trunc(Tensor self) -> Tensor", "Rounds toward zero.");
TSR_DEFINE_OP("reciprocal(Tensor self) -> Tensor", "1 / x for each element.");
TSR_DEFINE_COMPOSITE_OP("square(Tensor self) -> Tensor", "x * x for each element (pow(x, 2)).");
TSR_DEFINE_OP("log2(Tensor self) -> Tensor", "The base-2 logarithm of each element.");
TSR_DEFINE_OP("log10(Tensor self) -> Tensor", "The base-10 logarithm of each element.");
TSR_DEFINE_OP("exp2(Tensor self) -> Tensor", "2 to the power of each element.");
TSR_DEFINE_OP("asin(Tensor self) -> Tensor", "The arcsine of each element.");
TSR_DEFINE_OP("acos(Tensor self) -> Tensor", "The arccosine of each element.");
TSR_DEFINE_OP("atan(Tensor self) -> Tensor", "The arctangent of each element.");
TSR_DEFINE_OP("sinh(Tensor self) -> Tensor", "The hyperbolic sine of each element.");
TSR_DEFINE_OP("cosh(Tensor self) -> Tensor", "The hyperbolic cosine of each element.");
TSR_DEFINE_OP("asinh(Tensor self) -> Tensor", "The inverse hyperbolic sine of each element.");
TSR_DEFINE_OP("acosh(Tensor self) -> Tensor", "The inverse hyperbolic cosine of each element.");
TSR_DEFINE_OP("atanh(Tensor self) -> Tensor", "The inverse hyperbolic tangent of each element.");
TSR_DEFINE_OP("isnan(Tensor self) -> Tensor", "True where an element is NaN.");
TSR_DEFINE_OP("isinf(Tensor self) -> Tensor", "True where an element is +inf or -inf.");
TSR_DEFINE_OP("isfinite(Tensor self) -> Tensor", "True where an element is neither infinite nor NaN.");
TSR_DEFINE_OP("atan2(Tensor self, Tensor other) -> Tensor", "The arctangent of self / other, by quadrant.");
TSR_DEFINE_OP("fmod.Tensor(Tensor self, Tensor other) -> Tensor", "The C remainder (sign of the dividend).");
TSR_DEFINE_OP("fmod.Scalar(Tensor self, Scalar other) -> Tensor", "The C remainder (sign of the dividend).");

namespace {

IValue to_ivalue(const Scalar& s) {
  return std::visit([](auto v) { return IValue(v); }, s.value());
}

}  // namespace

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
