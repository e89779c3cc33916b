// Moving a tensor between devices: x.cuda(), x.cpu(), x.to(device, dtype). One op, differentiable (its gradient
// goes back to the source's device and dtype, PyTorch's ToCopyBackward0), served on every backend by the core's
// copy_, which hands any copy touching a GPU to the CUDA backend (tensor/core/cuda_hooks.hpp).
#include "tensor/autograd/formula.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using autograd::Ctx;
using autograd::G;

TSR_DEFINE_OP("_to_device(Tensor self, Device device, ScalarType? dtype=None, bool non_blocking=False) -> Tensor",
              "self copied to device (and converted to dtype); non_blocking is accepted and the copy is ordered on "
              "the device's one stream either way.",
              autograd::formula("ToCopyBackward0", {"self"}, [](Ctx& c) {
                const Tensor self = c.s("self");
                return G{to_device(c.g(), self.device(), self.dtype())};
              }));

Tensor to_device(const Tensor& self, Device device, std::optional<ScalarType> dtype) {
  static const Operator& op = find_op("_to_device");
  IValue d = dtype ? IValue(*dtype) : IValue(NoneValue{});
  return call_tensor_op(op, {self, device, d, false});
}

TSR_REGISTER_KERNEL("_to_device", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack.at(0));
  const Device device = concrete_device(std::get<Device>(stack.at(1)));
  const ScalarType* dtype = stack.size() > 2 ? std::get_if<ScalarType>(&stack[2]) : nullptr;
  // preserve_format, as PyTorch's _to_copy: a dense layout (channels-last, a transpose) moves stride for stride.
  Tensor out = empty_like_layout(self, self.sizes(), dtype ? *dtype : self.dtype(), device);
  copy_(out, self);
  stack.clear();
  stack.emplace_back(std::move(out));
});

double host_double(const Tensor& one) {
  check(one.numel() == 1, ErrorKind::RuntimeError, "a Tensor with ", one.numel(),
        " elements cannot be converted to Scalar");
  return *to_device(one, Device{}, ScalarType::Double).data<double>();
}

namespace {

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }
Tensor re(const Tensor& parts) { return select(parts, -1, 0); }
Tensor im(const Tensor& parts) { return select(parts, -1, 1); }
Tensor from_parts(const Tensor& real, const Tensor& imag) {
  return view_as_complex(op("stack", {std::vector<Tensor>{real, imag}, int64_t(-1)}));
}

}  // namespace

Tensor complex_by_parts(ComplexOp kind, const Tensor& a, const Tensor& b, ScalarType dtype, double alpha) {
  const Tensor x = view_as_real(to_dtype(a, dtype)), y = view_as_real(to_dtype(b, dtype));
  const Tensor xr = re(x), xi = im(x), yr = re(y), yi = im(y);
  switch (kind) {
    case ComplexOp::Add:
      return from_parts(op("add.Tensor", {xr, yr, alpha}), op("add.Tensor", {xi, yi, alpha}));
    case ComplexOp::Mul:
      return from_parts(sub(mul(xr, yr), mul(xi, yi)), add(mul(xr, yi), mul(xi, yr)));
    case ComplexOp::Div: {
      // Smith: with the divisor's larger part first, r = small / large and d = large + small r
      const Tensor real_larger = op("ge.Tensor", {op("abs", {yr}), op("abs", {yi})});
      const Tensor large = op("where.self", {real_larger, yr, yi}), small = op("where.self", {real_larger, yi, yr});
      const Tensor r = div(small, large), d = add(large, mul(small, r));
      // real larger: ((xr + xi r) + i (xi - xr r)) / d; imaginary larger: ((xr r + xi) + i (xi r - xr)) / d
      const Tensor real = op("where.self", {real_larger, add(xr, mul(xi, r)), add(mul(xr, r), xi)});
      const Tensor imag = op("where.self", {real_larger, sub(xi, mul(xr, r)), sub(mul(xi, r), xr)});
      // a zero divisor: each part over the zero, as PyTorch's c10::complex division (an infinity or a NaN)
      const Tensor zero = op("logical_and", {op("eq.Tensor", {yr, scalar_to_tensor(0.0)}),
                                             op("eq.Tensor", {yi, scalar_to_tensor(0.0)})});
      return from_parts(op("where.self", {zero, div(xr, op("abs", {yr})), div(real, d)}),
                        op("where.self", {zero, div(xi, op("abs", {yi})), div(imag, d)}));
    }
  }
  throw Error(ErrorKind::RuntimeError, "complex_by_parts: unknown operation");
}

Tensor complex_neg_by_parts(const Tensor& a) {
  const Tensor x = view_as_real(a);
  return from_parts(op("neg", {re(x)}), op("neg", {im(x)}));
}

Tensor complex_conj_by_parts(const Tensor& a) {
  const Tensor x = view_as_real(a);
  return from_parts(clone(re(x)), op("neg", {im(x)}));
}

Tensor complex_unary_by_parts(ComplexUnary kind, const Tensor& a) {
  const Tensor x = view_as_real(a);
  const Tensor xr = re(x), xi = im(x);
  switch (kind) {
    case ComplexUnary::Exp: {
      const Tensor scale = op("exp", {xr});
      const Tensor on_axis = op("eq.Tensor", {xi, scalar_to_tensor(0.0)});  // inf * sin(0) would be NaN
      return from_parts(op("where.self", {on_axis, scale, mul(scale, op("cos", {xi}))}),
                        op("where.self", {on_axis, xi, mul(scale, op("sin", {xi}))}));
    }
    case ComplexUnary::Log:
      return from_parts(op("log", {op("abs", {a})}), op("atan2", {xi, xr}));
  }
  throw Error(ErrorKind::RuntimeError, "complex_unary_by_parts: unknown operation");
}

Tensor complex_matmul_by_parts(const char* real_op, const Tensor& a, const Tensor& b) {
  const Tensor x = view_as_real(a), y = view_as_real(b);
  const Tensor xr = re(x), xi = im(x), yr = re(y), yi = im(y);
  const auto product = [real_op](const Tensor& p, const Tensor& q) { return op(real_op, {p, q}); };
  return from_parts(sub(product(xr, yr), product(xi, yi)), add(product(xr, yi), product(xi, yr)));
}

}  // namespace tsr::tensor
