// Samples of the pointwise ops (tensor/ops/pointwise.cpp, rsub.cpp, kernels/cpu/compare.cpp, composite.cpp's
// pointwise composites): values where each op is smooth, broadcast and 0-dim operands, mixed dtypes.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Long = ScalarType::Long, Float = ScalarType::Float, Bool = ScalarType::Bool,
                     Cx = ScalarType::ComplexDouble;

// A unary op on values in [lo, hi]: a matrix, a 0-dim tensor, a broadcast (stride-0) one, an integer tensor
// (promotion) and a float32 one.
OpInfo& unary(const std::string& name, double lo, double hi, Promotion p = Promotion::IntToFloat) {
  return op(name)
      .sample({T({2, 3}).in(lo, hi)})
      .sample({T({}).in(lo, hi)})
      .sample({T({3, 1}).in(lo, hi).expand({3, 4})})
      .sample({T({2, 3}).in(lo, hi).as(Long)})
      .sample({T({5}).in(lo, hi).as(Float)})
      .promotes(p);
}

// A binary op with self in [lo, hi] and other in [olo, ohi]: same shapes, broadcasting, stride-0, a 0-dim
// other, and mixed dtypes (an integer tensor with a float one, float32 with a float64 0-dim, which stays float32).
OpInfo& binary(const std::string& name, double lo, double hi, double olo, double ohi,
               Promotion p = Promotion::Promote) {
  return op(name)
      .sample({T({2, 3}).in(lo, hi), T({2, 3}).in(olo, ohi)})
      .sample({T({2, 3}).in(lo, hi), T({3}).in(olo, ohi)})
      .sample({T({2, 1}).in(lo, hi).expand({2, 3}), T({1, 3}).in(olo, ohi).expand({2, 3})})
      .sample({T({3}).in(lo, hi), T({}).in(olo, ohi)})
      .sample({T({2, 3}).in(lo, hi).as(Long), T({2, 3}).in(olo, ohi)})
      .sample({T({4}).in(lo, hi).as(Float), T({}).in(olo, ohi)})
      .promotes(p);
}

// The same on integers and bools only (bitwise ops).
OpInfo& integer_binary(const std::string& name, double olo, double ohi) {
  return op(name)
      .sample({T({2, 3}).in(-20, 20).as(Long), T({2, 3}).in(olo, ohi).as(Long)})
      .sample({T({2, 3}).in(-20, 20).as(Long), T({3}).in(olo, ohi).as(Long)})
      .sample({T({2, 3}).in(-20, 20).as(ScalarType::Int), T({}).in(olo, ohi).as(Long)})
      .promotes(Promotion::Promote);
}

TSR_OP_SAMPLES(pointwise) {
  // Complex inputs (complex128, real and imaginary parts drawn in the interval): gradcheck of the conjugate
  // Wirtinger formulas, the walker perturbing each part (issue 21).
  const auto complex_sample = [](OpInfo& o, double lo, double hi) -> OpInfo& {
    return o.sample({T({2, 3}).in(lo, hi).as(Cx)});
  };
  // Smooth everywhere.
  for (const char* name : {"exp", "sin", "cos", "tanh", "sigmoid", "sinh", "cosh"}) complex_sample(unary(name, -2, 2), -1, 1);
  for (const char* name : {"erf", "atan", "asinh", "exp2", "expm1"}) unary(name, -2, 2);
  complex_sample(unary("neg", -2, 2, Promotion::Promote), -2, 2);
  // Smooth away from 0 (the draw never lands on it).
  unary("abs", -2, 2, Promotion::Promote);  // (complex: a real result, which the promotion check refuses; test 561)
  unary("angle", -2, 2);  // (complex: a real result, as abs's; script test 720 checks it and its gradient)
  unary("relu", -2, 2, Promotion::Promote);
  complex_sample(unary("square", -2, 2, Promotion::Promote), -2, 2);
  // Positive arguments only.
  for (const char* name : {"log", "sqrt", "rsqrt", "log2", "log10", "reciprocal"}) complex_sample(unary(name, 0.5, 3), 0.5, 2);
  unary("log1p", -0.5, 2);
  unary("tan", -1.2, 1.2);
  for (const char* name : {"asin", "acos", "atanh"}) unary(name, -0.9, 0.9);
  unary("acosh", 1.2, 3);
  // Piecewise constant: the draw keeps away from the steps, where the derivative (zero) is the slope.
  for (const char* name : {"floor", "ceil", "round", "trunc", "sign"}) unary(name, -2.3, 2.3, Promotion::Promote);
  op("round.decimals").sample({T({2, 3}), 1}).sample({T({}), 2});
  for (const char* name : {"isnan", "isinf", "isfinite"}) unary(name, -2, 2, Promotion::Bool);
  op("gelu").sample({T({2, 3}), "none"}).sample({T({2, 3}), "tanh"}).sample({T({}), "none"});
  op("gelu_backward")
      .sample({T({2, 3}), T({2, 3}), "none"})
      .sample({T({2, 3}), T({2, 3}), "tanh"})
      .sample({T({3}), T({2, 3}), "none"});

  binary("add.Tensor", -2, 2, -2, 2).sample({T({2, 3}), T({3}), 2.5});
  binary("sub.Tensor", -2, 2, -2, 2).sample({T({2, 3}), T({3}), 0.5});
  binary("rsub.Tensor", -2, 2, -2, 2).sample({T({2, 3}), T({3}), 0.5});
  binary("mul.Tensor", -2, 2, -2, 2).sample({T({2, 3}).as(Cx), T({2, 3}).as(Cx)}).sample({T({2, 3}).as(Cx), T({3})});
  binary("div.Tensor", -2, 2, 0.5, 2, Promotion::IntToFloat)
      .sample({T({2, 3}).as(Cx), T({2, 3}).in(0.5, 2).as(Cx)})
      .sample({T({3}).in(0.5, 2), T({3}).in(0.5, 2).as(Cx)});
  op("div.Tensor_mode")
      .sample({T({2, 3}).in(-3, 3), T({2, 3}).in(0.4, 1.9), "trunc"})
      .sample({T({2, 3}).in(-3, 3), T({3}).in(0.4, 1.9), "floor"})
      .sample({T({2, 3}).in(-3, 3), T({}).in(0.4, 1.9), None});
  binary("maximum", -2, 2, -2, 2);
  binary("minimum", -2, 2, -2, 2);
  binary("max.other", -2, 2, -2, 2);
  binary("min.other", -2, 2, -2, 2);
  binary("pow.Tensor_Tensor", 0.5, 2, -2, 2).sample({T({2, 3}).in(0.5, 2).as(Cx), T({2, 3}).in(-1, 1).as(Cx)});
  binary("atan2", -2, 2, -2, 2, Promotion::IntToFloat);
  // self / other stays within (1, 2), away from the integers where fmod and remainder jump.
  binary("fmod.Tensor", 2.1, 2.9, 1.5, 1.9);
  binary("remainder.Tensor", 2.1, 2.9, 1.5, 1.9);
  binary("floor_divide", 2.1, 2.9, 1.5, 1.9)
      .skip_grad("not differentiable: PyTorch 1.13 raises 'derivative for aten::floor_divide is not implemented' too");
  for (const char* name : {"eq.Tensor", "ne.Tensor", "lt.Tensor", "le.Tensor", "gt.Tensor", "ge.Tensor"})
    binary(name, -2, 2, -2, 2, Promotion::Bool)
        .sample({T({2, 3}).in(-2, 2).as(Long), T({2, 3}).in(-2, 2).as(Long)});  // ties
  binary("logical_and", -2, 2, -2, 2, Promotion::Bool).sample({T({4}).as(Bool), T({4}).as(Bool)});
  binary("logical_or", -2, 2, -2, 2, Promotion::Bool).sample({T({4}).as(Bool), T({4}).as(Bool)});
  unary("logical_not", -2, 2, Promotion::Bool).sample({T({4}).as(Bool)});
  integer_binary("bitwise_and.Tensor", -20, 20).sample({T({4}).as(Bool), T({4}).as(Bool)});
  integer_binary("bitwise_or.Tensor", -20, 20).sample({T({4}).as(Bool), T({4}).as(Bool)});
  integer_binary("bitwise_xor.Tensor", -20, 20).sample({T({4}).as(Bool), T({4}).as(Bool)});
  integer_binary("bitwise_left_shift.Tensor", 0, 5);
  integer_binary("bitwise_right_shift.Tensor", 0, 5);
  op("bitwise_not").sample({T({2, 3}).in(-20, 20).as(Long)}).sample({T({4}).as(Bool)}).promotes(Promotion::Promote);

  op("pow.Tensor_Scalar")
      .sample({T({2, 3}).in(0.5, 2), 2.5})
      .sample({T({2, 3}), 3})
      .sample({T({}).in(0.5, 2), -1.5})
      .sample({T({2, 3}).in(-3, 3).as(Long), 2})
      .sample({T({2, 3}).in(0.5, 3).as(Long), 0.5})
      .sample({T({2, 3}).in(0.5, 2).as(Cx), 2.5})
      .sample({T({2, 3}).in(-2, 2).as(Cx), 3})
      .sample({T({2, 3}).in(0.5, 2).as(Cx), -1})
      .promotes(Promotion::Promote);
  op("fmod.Scalar").sample({T({2, 3}).in(2.1, 2.9), 1.7}).sample({T({2, 3}).in(-9, 9).as(Long), 4}).promotes(Promotion::Promote);
  op("remainder.Scalar").sample({T({2, 3}).in(0.1, 1.5), 1.7}).sample({T({2, 3}).in(-1.5, -0.1), 1.7})
      .sample({T({2, 3}).in(-9, 9).as(Long), 4}).promotes(Promotion::Promote);
  op("div.Scalar").sample({T({2, 3}), 1.7}).sample({T({2, 3}).in(-9, 9).as(Long), 4}).sample({T({3}), -3})
      .promotes(Promotion::IntToFloat);
  op("rsub.Scalar").sample({T({2, 3}), 2.0, 1.5}).sample({T({2, 3}).as(Long), 2, 1}).promotes(Promotion::Promote);
  op("clamp")
      .sample({T({2, 3}), -0.5, 0.5})
      .sample({T({2, 3}), None, 0.5})
      .sample({T({2, 3}), -0.5, None})
      .sample({T({2, 3}).in(-9, 9).as(Long), -2, 3})
      .sample({T({2, 3}).in(-9, 9).as(Long), -0.5, 2.5})
      .sample({T({4}).as(Float), -0.5, None})
      .promotes(Promotion::Promote);
  op("where.self")
      .sample({Mask({2, 3}, {1, 0, 0, 1, 1, 0}), T({2, 3}), T({2, 3})})
      .sample({Mask({3}, {0, 1, 0}), T({2, 3}), T({})})
      .sample({Mask({2, 3}, {1, 0, 0, 1, 1, 0}), T({2, 3}).as(Long), T({2, 3})})
      .sample({Mask({2, 3}, {1, 0, 0, 1, 1, 0}), T({2, 3}).as(Cx), T({3})})
      .promotes(Promotion::Promote);
  op("prelu").sample({T({2, 3, 4}), T({3}).in(0.1, 0.5)}).sample({T({2, 3}), T({1}).in(0.1, 0.5)});
  op("tanh_backward").sample({T({2, 3}), T({2, 3}).in(-0.9, 0.9)});
  op("sigmoid_backward").sample({T({2, 3}), T({2, 3}).in(0.1, 0.9)});
  op("threshold_backward").sample({T({2, 3}), T({2, 3}), 0.0}).sample({T({2, 3}), T({2, 3}), 0.5});
  op("lerp.Scalar").sample({T({2, 3}), T({2, 3}), 0.3}).sample({T({2, 3}), T({3}), 0.7});
  op("lerp.Tensor")
      .sample({T({2, 3}), T({2, 3}), T({2, 3}).in(-1, 2)})
      .sample({T({2, 3}), T({3}), T({2, 1}).in(0, 1)})
      .sample({T({3}), T({2, 3}), T({}).in(0.6, 0.9)});
  op("addcmul").sample({T({2, 3}), T({2, 3}), T({3}), 0.5}).sample({T({}), T({2}), T({2}), 1})
      .sample({T({2, 3}).in(-9, 9).as(Long), T({2, 3}).as(Float), T({3}).in(-9, 9).as(Long), 2})
      .promotes(Promotion::Promote);
  op("addcdiv").sample({T({2, 3}), T({2, 3}), T({3}).in(0.5, 2), 0.5}).sample({T({}), T({2}), T({2}).in(0.5, 2), 1});
}

}  // namespace
}  // namespace tsr::tensor::op_registry
