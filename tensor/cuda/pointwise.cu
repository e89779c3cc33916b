// The pointwise ops, creation ops and in-place arithmetic on the CUDA key: each is type promotion and output
// allocation as its CPU kernel (tensor/kernels/cpu/pointwise.cpp), then one launch of the elementwise launcher with
// a functor of functors.hpp.
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/ops/cuda_forwarded.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/cuda/activation_functors.hpp"
#include "tensor/cuda/int_pow.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/cuda/special_functors.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {
namespace {

double number_arg(const Stack& s, size_t i, double fallback) {
  return i < s.size() ? as_double(s[i]).value_or(fallback) : fallback;
}

template <class F>
Tensor unary(const Tensor& a, ScalarType dtype, F f) {
  Tensor out = empty_like_layout(a, a.sizes(), dtype);
  dispatch_all(dtype, "pointwise_cuda", [&]<class T>(std::type_identity<T>) { launch<T, T, 1>(out, {as_operand(a, dtype)}, f); });
  return out;
}

// Complex operands: the element kernels are real, so complex add, sub, mul, div, neg and conj go by the parts
// (complex_by_parts, device_ops.hpp: dispatched real ops on the (real, imaginary) views).
Tensor add_sub(const Stack& s, double sign) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  if (sign < 0) check_sub_operands(a, b);
  if (is_complex(dtype)) return complex_by_parts(ComplexOp::Add, a, b, dtype, sign * number_arg(s, 2, 1.0));
  return binary(a, b, dtype, AddF{sign * number_arg(s, 2, 1.0)});
}

Tensor mul_tensor(const Tensor& a, const Tensor& b) {
  const ScalarType dtype = result_type(std::array{a, b});
  if (is_complex(dtype)) return complex_by_parts(ComplexOp::Mul, a, b, dtype);
  return binary(a, b, dtype, MulF{});
}

Tensor div_tensor(const Tensor& a, const Tensor& b) {
  ScalarType dtype = result_type(std::array{a, b});
  if (is_complex(dtype)) return complex_by_parts(ComplexOp::Div, a, b, dtype);
  if (!is_floating(dtype)) dtype = default_dtype();
  return binary(a, b, dtype, DivF{});
}

// The in-place form of a binary op: PyTorch's two checks, then computed out of place and copied into self (as the
// CPU kernels do; safe when the operands overlap self).
template <class Compute>
void inplace(Stack& s, Compute compute) {
  Tensor self = std::get<Tensor>(s[0]);
  const Tensor other = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{self, other});
  check(can_cast(dtype, self.dtype()), ErrorKind::RuntimeError, "result type ", dtype_title(dtype),
        " can't be cast to the desired output type ", dtype_title(self.dtype()));
  const Dims shape = broadcast_shapes(self.sizes(), other.sizes());
  check(shape == self.sizes(), ErrorKind::RuntimeError, "output with shape ", self.sizes(),
        " doesn't match the broadcast shape ", shape);
  Tensor result = compute(s);
  copy_(self, result);
  set_result(s, self);
}

std::vector<int64_t> sizes_arg(const Stack& s) { return std::get<std::vector<int64_t>>(s.at(0)); }
void fill(Tensor& t, const IValue& value) {
  if (is_complex(t.dtype())) {  // a real value: the real parts filled with it, the imaginary parts with 0
    const Tensor pairs = view_as_real(t);
    Tensor real = select(pairs, -1, 0), imaginary = select(pairs, -1, 1);
    fill(real, value);
    return fill(imaginary, IValue(0.0));
  }
  dispatch_all(t.dtype(), "fill_cuda", [&]<class T>(std::type_identity<T>) {
    T v{};
    if (const int64_t* i = std::get_if<int64_t>(&value)) v = static_cast<T>(*i);
    else if (const bool* b = std::get_if<bool>(&value)) v = static_cast<T>(*b);
    else v = static_cast<T>(as_double(value).value_or(0.0));
    Tensor scalar = empty(std::vector<int64_t>{}, t.dtype());
    *scalar.data<T>() = v;
    launch<T, T, 1>(t, {scalar}, CastF<T>{});
  });
}

// The dtype of a factory's fill value when dtype= is not given: bool, int64 or the default float, as PyTorch's full.
ScalarType fill_dtype(const IValue& v) {
  if (std::holds_alternative<bool>(v)) return ScalarType::Bool;
  if (std::holds_alternative<int64_t>(v)) return ScalarType::Long;
  return default_dtype();
}

}  // namespace

TSR_REGISTER_KERNEL("add.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) { set_result(s, add_sub(s, 1)); }));
TSR_REGISTER_KERNEL("sub.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) { set_result(s, add_sub(s, -1)); }));
TSR_REGISTER_KERNEL("mul.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, mul_tensor(tensor_operand(s[0]), tensor_operand(s[1])));
}));
TSR_REGISTER_KERNEL("div.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, div_tensor(tensor_operand(s[0]), tensor_operand(s[1])));
}));
TSR_REGISTER_KERNEL("maximum", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  set_result(s, binary(a, b, result_type(std::array{a, b}), MaximumF{}));
}));
TSR_REGISTER_KERNEL("minimum", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  set_result(s, binary(a, b, result_type(std::array{a, b}), MinimumF{}));
}));
TSR_REGISTER_KERNEL("threshold_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = tensor_operand(s[0]), x = tensor_operand(s[1]);
  set_result(s, binary(g, x, result_type(std::array{g, x}), ThresholdBackwardF{number_arg(s, 2, 0.0)}));
}));
TSR_REGISTER_KERNEL("add_.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  inplace(s, [](const Stack& st) { return add_sub(st, 1); });
}));
TSR_REGISTER_KERNEL("sub_.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  inplace(s, [](const Stack& st) { return add_sub(st, -1); });
}));
TSR_REGISTER_KERNEL("mul_.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  inplace(s, [](const Stack& st) { return mul_tensor(tensor_operand(st[0]), tensor_operand(st[1])); });
}));
TSR_REGISTER_KERNEL("div_.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  inplace(s, [](const Stack& st) { return div_tensor(tensor_operand(st[0]), tensor_operand(st[1])); });
}));

// An integral (or bool) tensor to an integer power keeps an integral dtype (bool's is int64), as the CPU kernel.
// A complex base or power runs the CPU kernel on host copies (through_host_kernel), as the complex unary ops below.
TSR_REGISTER_KERNEL("pow.Tensor_Scalar", CUDA, kernel([](const Operator& o, DispatchKeySet keys, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  const Tensor* power = s.size() >= 2 ? std::get_if<Tensor>(&s[1]) : nullptr;  // a complex Scalar comes boxed
  if (is_complex(a.dtype()) || (power && power->defined() && is_complex(power->dtype()))) {
    static const BoxedKernel on_host = through_host_kernel();
    return on_host(o, keys, s);
  }
  const double exponent = number_arg(s, 1, 1.0);
  if (!is_floating(a.dtype()) && !is_complex(a.dtype()) && s.size() >= 2 && !std::holds_alternative<double>(s[1])) {
    check(exponent >= 0, ErrorKind::RuntimeError, "Integers to negative integer powers are not allowed.");
    const ScalarType dtype = a.dtype() == ScalarType::Bool ? ScalarType::Long : a.dtype();
    return set_result(s, unary(a, dtype, IntPowScalarF{static_cast<int64_t>(exponent)}));
  }
  set_result(s, floating_unary(a, PowScalarF{exponent}));
}));
TSR_REGISTER_KERNEL("pow.Tensor_Tensor", CUDA, kernel([](const Operator& o, DispatchKeySet keys, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  refuse_bool(dtype, "pow_cuda");
  if (!is_floating(dtype) && !is_complex(dtype)) return set_result(s, binary(a, b, dtype, IntPowF{}));
  if (is_complex(dtype)) {
    static const BoxedKernel on_host = through_host_kernel();
    return on_host(o, keys, s);
  }
  set_result(s, binary(a, b, dtype, PowF{}));
}));
TSR_REGISTER_KERNEL("neg", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  check(a.dtype() != ScalarType::Bool, ErrorKind::RuntimeError,
        "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the "
        "`~` or `logical_not()` operator instead.");
  if (is_complex(a.dtype())) return set_result(s, complex_neg_by_parts(a));
  set_result(s, unary(a, a.dtype(), NegF{}));
}));
// conj_physical: a copy, its imaginary parts negated (a real tensor: a copy).
TSR_REGISTER_KERNEL("conj_physical", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = std::get<Tensor>(s.at(0));
  set_result(s, is_complex(a.dtype()) ? complex_conj_by_parts(a) : clone(a));
}));
TSR_REGISTER_KERNEL("abs", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  if (is_complex(a.dtype())) {  // the modulus of the (real, imaginary) pairs, a real tensor
    const Tensor pairs = view_as_real(a);
    return set_result(s, binary(select(pairs, -1, 0), select(pairs, -1, 1), component_dtype(a.dtype()),
                                ComplexAbsF{}));
  }
  set_result(s, unary(a, a.dtype(), AbsF{}));
}));
TSR_REGISTER_KERNEL("relu", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  set_result(s, unary(a, a.dtype(), ReluF{}));
}));

#define TSR_CUDA_FLOAT_UNARY(op, F)                                                                  \
  TSR_REGISTER_KERNEL(op, CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {               \
    set_result(s, floating_unary(tensor_operand(s[0]), F{}, op "_cuda"));                            \
  }));
// exp and log take complex tensors too, by the parts (device_ops.hpp's complex_unary_by_parts).
#define TSR_CUDA_FLOAT_OR_COMPLEX_UNARY(op, F, Complex)                                               \
  TSR_REGISTER_KERNEL(op, CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {               \
    const Tensor a = tensor_operand(s[0]);                                                           \
    if (is_complex(a.dtype())) return set_result(s, complex_unary_by_parts(ComplexUnary::Complex, a)); \
    set_result(s, floating_unary(a, F{}, op "_cuda"));                                               \
  }));
TSR_CUDA_FLOAT_OR_COMPLEX_UNARY("exp", ExpF, Exp)
TSR_CUDA_FLOAT_OR_COMPLEX_UNARY("log", LogF, Log)
#undef TSR_CUDA_FLOAT_OR_COMPLEX_UNARY
// The ops whose CPU kernels take complex elements (PyTorch's take them on both devices): a complex tensor's runs the
// CPU kernel on a host copy (through_host_kernel), as the linalg family does; real tensors stay on the device.
#define TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST(op, F)                                                     \
  TSR_REGISTER_KERNEL(op, CUDA, kernel([](const Operator& o, DispatchKeySet keys, Stack& s) {        \
    const Tensor a = tensor_operand(s[0]);                                                           \
    if (is_complex(a.dtype())) {                                                                     \
      static const BoxedKernel on_host = through_host_kernel();                                      \
      return on_host(o, keys, s);                                                                    \
    }                                                                                                \
    set_result(s, floating_unary(a, F{}, op "_cuda"));                                               \
  }));
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("sqrt", SqrtF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("rsqrt", RsqrtF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("sin", SinF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("cos", CosF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("tan", TanF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("tanh", TanhF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("sigmoid", SigmoidF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("reciprocal", ReciprocalF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("log2", Log2F)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("log10", Log10F)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("asin", AsinF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("acos", AcosF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("atan", AtanF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("sinh", SinhF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("cosh", CoshF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("asinh", AsinhF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("acosh", AcoshF)
TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST("atanh", AtanhF)
#undef TSR_CUDA_FLOAT_UNARY_COMPLEX_ON_HOST
// PyTorch's CPU kernels refuse complex elements here; so do these, by name.
TSR_CUDA_FLOAT_UNARY("log1p", Log1pF)
TSR_CUDA_FLOAT_UNARY("expm1", Expm1F)
TSR_CUDA_FLOAT_UNARY("erf", ErfF)
TSR_CUDA_FLOAT_UNARY("erfc", ErfcF)  // session 11: special_functors.hpp
TSR_CUDA_FLOAT_UNARY("exp2", Exp2F)
TSR_CUDA_FLOAT_UNARY("lgamma", LgammaF)
#undef TSR_CUDA_FLOAT_UNARY

// Activations and the gradients of tanh and sigmoid (activation_functors.hpp).
TSR_REGISTER_KERNEL("tanh_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = tensor_operand(s[0]), y = tensor_operand(s[1]);
  refuse_integral(result_type(std::array{g, y}), "tanh_backward_cuda");  // as the CPU kernel: floating types only
  set_result(s, binary(g, y, result_type(std::array{g, y}), TanhBackwardF{}));
}));
TSR_REGISTER_KERNEL("sigmoid_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = tensor_operand(s[0]), y = tensor_operand(s[1]);
  refuse_integral(result_type(std::array{g, y}), "sigmoid_backward_cuda");
  set_result(s, binary(g, y, result_type(std::array{g, y}), SigmoidBackwardF{}));
}));
TSR_REGISTER_KERNEL("silu", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, floating_unary(tensor_operand(s[0]), SiluF{}));
}));
TSR_REGISTER_KERNEL("gelu", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const std::string* approximate = s.size() > 1 ? std::get_if<std::string>(&s[1]) : nullptr;
  const bool tanh_form = approximate && *approximate == "tanh";
  check(!approximate || tanh_form || *approximate == "none", ErrorKind::RuntimeError,
        "approximate argument must be either none or tanh.");
  const Tensor a = tensor_operand(s[0]);
  set_result(s, tanh_form ? floating_unary(a, GeluTanhF{}) : floating_unary(a, GeluErfF{}));
}));

TSR_REGISTER_KERNEL("addcmul", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_operand(s[0]), t1 = tensor_operand(s[1]), t2 = tensor_operand(s[2]);
  const ScalarType dtype = result_type(std::array{self, t1, t2});
  const std::array<Tensor, 3> in{self, t1, t2};
  Tensor out = output(in, broadcast_shapes(self.sizes(), broadcast_shapes(t1.sizes(), t2.sizes())), dtype, gpu_of(in));
  dispatch_all(dtype, "pointwise_cuda", [&]<class T>(std::type_identity<T>) {
    launch<T, T, 3>(out, {as_operand(self, dtype), as_operand(t1, dtype), as_operand(t2, dtype)},
                    AddcmulF{number_arg(s, 3, 1.0)});
  });
  set_result(s, std::move(out));
}));

// ---- creation ---------------------------------------------------------------------------------------------------

TSR_REGISTER_KERNEL("empty.memory_format", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, empty(sizes_arg(s), dtype_at(s, 1).value_or(default_dtype()), device_at(s, 2)));
});
TSR_REGISTER_KERNEL("zeros", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor t = empty(sizes_arg(s), dtype_at(s, 1).value_or(default_dtype()), device_at(s, 2));
  fill(t, int64_t(0));
  set_result(s, std::move(t));
});
TSR_REGISTER_KERNEL("ones", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor t = empty(sizes_arg(s), dtype_at(s, 1).value_or(default_dtype()), device_at(s, 2));
  fill(t, int64_t(1));
  set_result(s, std::move(t));
});
TSR_REGISTER_KERNEL("full", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor t = empty(sizes_arg(s), dtype_at(s, 2).value_or(fill_dtype(s.at(1))), device_at(s, 3));
  fill(t, s.at(1));
  set_result(s, std::move(t));
});
TSR_REGISTER_KERNEL("fill_.Scalar", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = std::get<Tensor>(s[0]);
  if (const Tensor* value = std::get_if<Tensor>(&s[1])) {  // fill_(0-dim tensor)
    check(value->dim() == 0, ErrorKind::RuntimeError,
          "fill_ only supports 0-dimension value tensor but got tensor with ", value->dim(), " dimensions.");
    copy_(self, *value);
  } else {
    fill(self, s[1]);
  }
  set_result(s, self);
}));

// ---- ops whose CPU kernel only calls dispatched ops ---------------------------------------------------------------
// They serve CUDA tensors unchanged, the ops they call dispatching to the CUDA kernels (Note [Forwarded CUDA ops]).
BoxedKernel forward_to_cpu_kernel() {
  return kernel([](const Operator& op, DispatchKeySet keys, Stack& s) { op.kernel(DispatchKey::CPU)->fn(op, keys, s); });
}
BoxedKernel through_host_kernel() {
  return kernel([](const Operator& op, DispatchKeySet keys, Stack& s) {
    const Device gpu = device_of(s);
    for (IValue& v : s) {
      if (Tensor* t = std::get_if<Tensor>(&v)) {
        if (t->defined() && t->device().is_cuda()) *t = to_device(*t, Device{});
      } else if (auto* list = std::get_if<std::vector<Tensor>>(&v)) {
        for (Tensor& t : *list)
          if (t.defined() && t.device().is_cuda()) t = to_device(t, Device{});
      }
    }
    op.kernel(DispatchKey::CPU)->fn(op, keys, s);
    for (IValue& v : s) {
      if (Tensor* t = std::get_if<Tensor>(&v)) {
        if (t->defined()) *t = to_device(*t, gpu);
      } else if (auto* list = std::get_if<std::vector<Tensor>>(&v)) {
        for (Tensor& t : *list)
          if (t.defined()) t = to_device(t, gpu);
      }
    }
  });
}
// The forwarded ops (Note [Forwarded CUDA ops], tensor/ops/cuda_forwarded.hpp), one list shared with the stand-in.
const bool forwarded_ops_registered = [] {
  for (const std::string_view op : cuda_forwarded_ops())
    Dispatcher::instance().register_kernel(
        op, DispatchKey::CUDA,
        {forward_to_cpu_kernel(), SourceLocation::from(tsr::source_location::current(), "forward_to_cpu_kernel"), false});
  return true;
}();

}  // namespace tsr::tensor::cuda
