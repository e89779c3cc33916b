// Creation ops declared by schema (torch.empty, zeros, ones, full, arange, linspace, eye, rand, randn, randint and
// the *_like forms), so the language binding finds them in the registry. Their kernels call factory.cpp's
// functions. A `device=` argument takes part in the key set (see Dispatcher::compute_keys), so asking for a
// device without kernels fails with PyTorch's "Could not run ... with arguments from the 'CUDA' backend".
#include <limits>
#include <type_traits>
#include <utility>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

#define TSR_FACTORY_OPTIONS "*, ScalarType? dtype=None, Device? device=None"
TSR_DEFINE_OP("empty.memory_format(SymInt[] size, " TSR_FACTORY_OPTIONS ") -> Tensor", "An uninitialised tensor.");
TSR_DEFINE_OP("zeros(SymInt[] size, " TSR_FACTORY_OPTIONS ") -> Tensor", "A tensor of zeros.");
TSR_DEFINE_OP("ones(SymInt[] size, " TSR_FACTORY_OPTIONS ") -> Tensor", "A tensor of ones.");
TSR_DEFINE_OP("full(SymInt[] size, Scalar fill_value, " TSR_FACTORY_OPTIONS ") -> Tensor",
              "A tensor filled with fill_value (its dtype inferred from the value when not given).");
TSR_DEFINE_OP("arange(Scalar end, " TSR_FACTORY_OPTIONS ") -> Tensor", "0, 1, ... up to (not including) end.");
TSR_DEFINE_OP("arange.start(Scalar start, Scalar end, " TSR_FACTORY_OPTIONS ") -> Tensor",
              "start, start + 1, ... up to (not including) end.");
TSR_DEFINE_OP("arange.start_step(Scalar start, Scalar end, Scalar step=1, " TSR_FACTORY_OPTIONS ") -> Tensor",
              "start, start + step, ... up to (not including) end.");
TSR_DEFINE_OP("linspace(Scalar start, Scalar end, int steps, " TSR_FACTORY_OPTIONS ") -> Tensor",
              "steps values evenly spaced from start to end inclusive.");
TSR_DEFINE_OP("eye(int n, " TSR_FACTORY_OPTIONS ") -> Tensor", "The n x n identity matrix.");
TSR_DEFINE_OP("eye.m(int n, int m, " TSR_FACTORY_OPTIONS ") -> Tensor", "The n x m matrix with ones on the diagonal.");
TSR_DEFINE_OP("rand(int[] size, " TSR_FACTORY_OPTIONS ") -> Tensor", "Uniform random numbers in [0, 1).");
TSR_DEFINE_OP("randn(int[] size, " TSR_FACTORY_OPTIONS ") -> Tensor", "Standard normal random numbers.");
TSR_DEFINE_OP("randint(int high, int[] size, *, ScalarType? dtype=long, Device? device=None) -> Tensor",
              "Random integers in [0, high).");
TSR_DEFINE_OP("randint.low(int low, int high, int[] size, *, ScalarType? dtype=long, Device? device=None) -> Tensor",
              "Random integers in [low, high).");
TSR_DEFINE_OP("empty_like(Tensor self, " TSR_FACTORY_OPTIONS ") -> Tensor", "An uninitialised tensor shaped like self.",
              autograd::not_differentiable());
TSR_DEFINE_OP("zeros_like(Tensor self, " TSR_FACTORY_OPTIONS ") -> Tensor", "Zeros shaped like self.",
              autograd::not_differentiable());
TSR_DEFINE_OP("ones_like(Tensor self, " TSR_FACTORY_OPTIONS ") -> Tensor", "Ones shaped like self.",
              autograd::not_differentiable());
TSR_DEFINE_OP("full_like(Tensor self, Scalar fill_value, " TSR_FACTORY_OPTIONS ") -> Tensor",
              "fill_value shaped like self.", autograd::not_differentiable());
TSR_DEFINE_OP("rand_like(Tensor self, " TSR_FACTORY_OPTIONS ") -> Tensor", "Uniform random numbers shaped like self.",
              autograd::not_differentiable());
TSR_DEFINE_OP("randn_like(Tensor self, " TSR_FACTORY_OPTIONS ") -> Tensor", "Normal random numbers shaped like self.",
              autograd::not_differentiable());
#undef TSR_FACTORY_OPTIONS

namespace {

void set_result(Stack& stack, Tensor result) {
  stack.clear();
  stack.emplace_back(std::move(result));
}

// The `dtype=` keyword at position i (None or left off: nullopt).
std::optional<ScalarType> dtype_arg(const Stack& stack, size_t i) {
  if (i < stack.size())
    if (const ScalarType* t = std::get_if<ScalarType>(&stack[i])) return *t;
  return std::nullopt;
}

Scalar scalar_arg(const Stack& stack, size_t i) {
  const IValue& v = stack.at(i);
  if (const bool* b = std::get_if<bool>(&v)) return *b;
  if (const int64_t* n = std::get_if<int64_t>(&v)) return *n;
  if (const double* d = std::get_if<double>(&v)) return *d;
  throw Error(ErrorKind::TypeError, "expected a number");
}

// fill_.Scalar with a complex wrapped number (a Python complex Scalar): its checks and conversion.
Tensor fill_with(Tensor& out, const Tensor& value) {
  static const Operator& op = find_op("fill_.Scalar");
  Stack stack{out, value};
  op.kernel(DispatchKey::CPU)->fn(op, DispatchKeySet{}, stack);
  return out;
}

// A creation kernel: `make(stack)` builds the result from the arguments.
template <class F>
BoxedKernel creation_kernel(F make) {
  return [make](const Operator&, DispatchKeySet, Stack& stack) { set_result(stack, make(stack)); };
}

// A *_like kernel's output: the shape of self, self's dtype and device unless the `dtype=` at position i and the
// `device=` after it say otherwise; preserve_format, PyTorch's default: self's layout (empty_like_layout).
Tensor like_output(const Stack& stack, size_t i) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  Device device = self.device();
  if (i + 1 < stack.size())
    if (const Device* d = std::get_if<Device>(&stack[i + 1])) device = concrete_device(*d);
  return empty_like_layout(self, self.sizes(), dtype_arg(stack, i).value_or(self.dtype()), device);
}

// A *_like kernel: like_output, then `fill` writes the values.
template <class F>
BoxedKernel like_kernel(F fill) {
  return [fill](const Operator&, DispatchKeySet, Stack& stack) {
    Tensor out = like_output(stack, 1);
    fill(out);
    set_result(stack, std::move(out));
  };
}

}  // namespace

TSR_REGISTER_KERNEL("empty.memory_format", CPU, creation_kernel([](const Stack& s) {
  return empty(int_list_arg(s, 0), dtype_arg(s, 1).value_or(default_dtype()));
}));
// The meta device's (Note [The meta device]): a tensor without memory, whatever its size. full's is PyTorch 1.13's meta
// kernel for it (torch/_meta_registrations.py: torch.empty(size, dtype=dtype)), in which the fill value's type does not
// choose the dtype: torch.full((2,), 7, device='meta') is float32 where the CPU's is int64.
TSR_REGISTER_KERNEL(
    "empty.memory_format", Meta, creation_kernel([](const Stack& s) {
      return empty(int_list_arg(s, 0), dtype_arg(s, 1).value_or(default_dtype()), Device{DeviceType::Meta, -1});
    }));
TSR_REGISTER_KERNEL(
    "full", Meta, creation_kernel([](const Stack& s) {
      return empty(int_list_arg(s, 0), dtype_arg(s, 2).value_or(default_dtype()), Device{DeviceType::Meta, -1});
    }));
TSR_REGISTER_KERNEL("zeros", CPU, creation_kernel([](const Stack& s) { return zeros(int_list_arg(s, 0), dtype_arg(s, 1)); }));
TSR_REGISTER_KERNEL("ones", CPU, creation_kernel([](const Stack& s) { return ones(int_list_arg(s, 0), dtype_arg(s, 1)); }));
TSR_REGISTER_KERNEL("full", CPU, creation_kernel([](const Stack& s) {
  if (const Tensor* value = std::get_if<Tensor>(&s.at(1))) {  // a Python complex: the default complex dtype
    Tensor out = empty(int_list_arg(s, 0), dtype_arg(s, 2).value_or(default_complex_dtype()));
    return fill_with(out, *value);
  }
  return full(int_list_arg(s, 0), scalar_arg(s, 1), dtype_arg(s, 2));
}));
TSR_REGISTER_KERNEL("arange", CPU, creation_kernel([](const Stack& s) {
  return arange(0, scalar_arg(s, 0), 1, dtype_arg(s, 1));
}));
TSR_REGISTER_KERNEL("arange.start", CPU, creation_kernel([](const Stack& s) {
  return arange(scalar_arg(s, 0), scalar_arg(s, 1), 1, dtype_arg(s, 2));
}));
TSR_REGISTER_KERNEL("arange.start_step", CPU, creation_kernel([](const Stack& s) {
  return arange(scalar_arg(s, 0), scalar_arg(s, 1), s.size() > 2 ? scalar_arg(s, 2) : Scalar(1), dtype_arg(s, 3));
}));
TSR_REGISTER_KERNEL("linspace", CPU, creation_kernel([](const Stack& s) {
  return linspace(scalar_arg(s, 0).to_double(), scalar_arg(s, 1).to_double(), int_arg(s, 2, 0), dtype_arg(s, 3));
}));
TSR_REGISTER_KERNEL("eye", CPU, creation_kernel([](const Stack& s) { return eye(int_arg(s, 0, 0), dtype_arg(s, 1)); }));
TSR_REGISTER_KERNEL("eye.m", CPU, creation_kernel([](const Stack& s) {
  return eye(int_arg(s, 0, 0), int_arg(s, 1, 0), dtype_arg(s, 2));
}));
TSR_REGISTER_KERNEL("rand", CPU, creation_kernel([](const Stack& s) { return rand(int_list_arg(s, 0), dtype_arg(s, 1)); }));
TSR_REGISTER_KERNEL("randn", CPU, creation_kernel([](const Stack& s) { return randn(int_list_arg(s, 0), dtype_arg(s, 1)); }));
TSR_REGISTER_KERNEL("randint", CPU, creation_kernel([](const Stack& s) {
  return randint(0, int_arg(s, 0, 0), int_list_arg(s, 1), dtype_arg(s, 2));
}));
TSR_REGISTER_KERNEL("randint.low", CPU, creation_kernel([](const Stack& s) {
  return randint(int_arg(s, 0, 0), int_arg(s, 1, 0), int_list_arg(s, 2), dtype_arg(s, 3));
}));
TSR_REGISTER_KERNEL("empty_like", CPU, like_kernel([](Tensor&) {}));
TSR_REGISTER_KERNEL("zeros_like", CPU, like_kernel([](Tensor& out) { fill_(out, 0.0); }));
TSR_REGISTER_KERNEL("ones_like", CPU, like_kernel([](Tensor& out) { fill_(out, 1.0); }));
TSR_REGISTER_KERNEL("full_like", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  Tensor out = like_output(stack, 2);
  if (const Tensor* value = std::get_if<Tensor>(&stack.at(1))) fill_with(out, *value);  // a Python complex
  else fill_(out, scalar_arg(stack, 1));
  set_result(stack, std::move(out));
});
TSR_REGISTER_KERNEL("rand_like", CPU, like_kernel([](Tensor& out) { uniform_(out, 0.0, 1.0); }));
TSR_REGISTER_KERNEL("randn_like", CPU, like_kernel([](Tensor& out) { normal_(out, 0.0, 1.0); }));

// ---- C++ API for the *_like forms and for data ------------------------------------------------------------------

namespace {
Tensor call_like(const char* name, const Tensor& self, std::optional<ScalarType> dtype) {
  Stack stack{self};
  stack.emplace_back(dtype ? IValue(*dtype) : IValue(NoneValue{}));
  return call_tensor_op(find_op(name), std::move(stack));
}
}  // namespace

Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype) { return call_like("empty_like", self, dtype); }
Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype) { return call_like("zeros_like", self, dtype); }
Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype) { return call_like("ones_like", self, dtype); }
Tensor rand_like(const Tensor& self, std::optional<ScalarType> dtype) { return call_like("rand_like", self, dtype); }
Tensor randn_like(const Tensor& self, std::optional<ScalarType> dtype) { return call_like("randn_like", self, dtype); }
Tensor full_like(const Tensor& self, const Scalar& value, std::optional<ScalarType> dtype) {
  static const Operator& op = find_op("full_like");
  Stack stack{self, std::visit([](auto v) { return IValue(v); }, value.value())};
  stack.emplace_back(dtype ? IValue(*dtype) : IValue(NoneValue{}));
  return call_tensor_op(op, std::move(stack));
}

Tensor from_data(std::span<const Scalar> values, std::span<const int64_t> shape, std::optional<ScalarType> dtype) {
  check(numel_of(shape) == static_cast<int64_t>(values.size()), ErrorKind::ValueError, "from_data: ", values.size(),
        " values do not fill a tensor of shape ", Dims(shape));
  // torch.tensor's inference: any float makes the default float dtype, else any int makes int64, else bool.
  ScalarType inferred = values.empty() ? default_dtype() : ScalarType::Bool;
  for (const Scalar& v : values) {
    if (v.is_floating()) inferred = default_dtype();
    else if (v.is_integral() && inferred == ScalarType::Bool) inferred = ScalarType::Long;
  }
  Tensor out = empty(shape, dtype.value_or(inferred));
  visit_dtype_and_uint(out.dtype(), [&]<class T>(std::type_identity<T>) {
    T* data = out.data<T>();
    // As PyTorch, a value an integer dtype cannot hold is an error (converting a float one anyway is undefined:
    // UBSan, torch.tensor([inf], dtype=torch.int32), the tensor fuzz target); a floating dtype takes any number,
    // rounding to infinity where it must.
    for (size_t i = 0; i < values.size(); ++i)
      data[i] = std::visit(
          [&](auto v) {
            if constexpr (is_integral(dtype_of<T>, false))
              check(!overflows<T>(v), ErrorKind::RuntimeError, "value cannot be converted to type ",
                    dtype_name(dtype_of<T>), " without overflow");
            if constexpr (is_reduced_floating_type<T>) return static_cast<T>(static_cast<float>(v));
            else return static_cast<T>(v);
          },
          values[i].value());
  });
  return out;
}

}  // namespace tsr::tensor
