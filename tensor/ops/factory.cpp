// Creation and random ops: schemas, and CPU kernels (they only fill memory, so they live beside their schemas).
#include "tensor/ops/factory.hpp"

#include "tensor/ops/device_ops.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/random/distributions.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {
G fill_tensor_backward(Ctx& c) { return G{zeros_like(c.g()), call("sum", {c.g(), NoneValue{}})}; }
}  // namespace

// Each overload is its own node in PyTorch (fill.Scalar FillBackward0 ... fill_.Tensor FillBackward3); a 0-d value
// tensor gets the sum of the gradient.
TSR_DEFINE_OP("fill.Scalar(Tensor self, Scalar value) -> Tensor", "A tensor like self filled with value.",
              zero_gradient("FillBackward0"));
TSR_DEFINE_OP("fill.Tensor(Tensor self, Tensor value) -> Tensor", "A tensor like self filled with a 0-d value.",
              autograd::formula("FillBackward1", {}, fill_tensor_backward));
TSR_DEFINE_OP("fill_.Scalar(Tensor(a!) self, Scalar value) -> Tensor(a!)", "Fills self with value.",
              zero_gradient("FillBackward2"));
TSR_DEFINE_OP("fill_.Tensor(Tensor(a!) self, Tensor value) -> Tensor(a!)", "Fills self with a 0-d value.",
              autograd::formula("FillBackward3", {}, fill_tensor_backward));
TSR_DEFINE_OP("zero_(Tensor(a!) self) -> Tensor(a!)", "Fills self with zeros (a sparse self loses its entries).",
              zero_gradient("ZeroBackward0"));
// A random fill overwrites self with values that do not depend on it: the gradient is zero, under the node
// PyTorch names (its derivatives.yaml: "self: zeros_like(grad)").
TSR_DEFINE_OP("uniform_(Tensor(a!) self, float from=0, float to=1, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with numbers drawn uniformly from [from, to).", zero_gradient("UniformBackward0"));
TSR_DEFINE_OP("normal_(Tensor(a!) self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with numbers drawn from a normal distribution.", zero_gradient("NormalBackward0"));
TSR_DEFINE_OP("bernoulli_.float(Tensor(a!) self, float p=0.5, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with 1 with probability p, else 0.", zero_gradient("BernoulliBackward2"));
TSR_DEFINE_OP("random_.from(Tensor(a!) self, int from, int? to, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with integers drawn uniformly from [from, to).", zero_gradient("RandomBackward0"));
TSR_DEFINE_OP("randperm(int n, *, ScalarType? dtype=long, Device? device=None) -> Tensor",
              "A random permutation of 0 .. n-1.");

namespace {

using random::default_generator;

Tensor& self_of(Stack& stack) { return std::get<Tensor>(stack[0]); }

// Random fills draw in storage order (rng.md §3.4): a non-contiguous tensor is viewed with its dimensions sorted
// by decreasing stride, filled through a contiguous buffer of that shape, and copied back.
template <class Fill>
void fill_random(Tensor& self, Fill&& fill) {
  std::lock_guard lock(default_generator().mutex());
  if (self.is_contiguous()) {
    fill(self);
  } else {
    std::vector<int64_t> order(static_cast<size_t>(self.dim()));
    for (int64_t d = 0; d < self.dim(); ++d) order[d] = d;
    std::stable_sort(order.begin(), order.end(),
                     [&](int64_t a, int64_t b) { return self.strides()[a] > self.strides()[b]; });
    Tensor in_memory_order = permute(self, order);
    Tensor buffer = tsr::tensor::empty(in_memory_order.sizes(), self.dtype());
    fill(buffer);
    copy_(in_memory_order, buffer);
  }
}

void keep_self(Stack& stack) {
  Tensor self = self_of(stack);
  stack.clear();
  stack.emplace_back(std::move(self));
}

}  // namespace

// zero_ is fill_(0), as in ATen (its sparse form is the sparse backend's, tensor/kernels/cpu/sparse.cpp).
TSR_REGISTER_KERNEL("zero_", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  Tensor self = self_of(stack);
  call_op(find_op("fill_.Scalar"), {self, int64_t(0)});
  keep_self(stack);
});
// fill.Scalar / fill.Tensor: a clone filled; fill_.Tensor: fill_.Scalar with the 0-d value (each backend's fill_
// takes one). Device-agnostic, under autograd (their own nodes above).
namespace {
const Tensor& fill_value_of(const Stack& stack) {
  const Tensor& value = std::get<Tensor>(stack[1]);
  check(value.dim() == 0, ErrorKind::RuntimeError, "fill_ only supports 0-dimension value tensor but got tensor with ",
        value.dim(), " dimensions.");
  return value;
}
void fill_clone(Stack& stack, IValue value) {
  Tensor out = call_tensor_op(find_op("clone"), {self_of(stack)});
  call_op(find_op("fill_.Scalar"), {out, std::move(value)});
  stack = {out};
}
}  // namespace
TSR_REGISTER_KERNEL("fill.Scalar", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  fill_clone(stack, stack[1]);
});
TSR_REGISTER_KERNEL("fill.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  fill_clone(stack, fill_value_of(stack));
});
TSR_REGISTER_KERNEL("fill_.Tensor", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  call_op(find_op("fill_.Scalar"), {self_of(stack), fill_value_of(stack)});
  keep_self(stack);
});
TSR_REGISTER_KERNEL("fill_.Scalar", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  Tensor& self = self_of(stack);
  if (const Tensor* t = std::get_if<Tensor>(&stack[1]); t && t->numel() == 1 && is_complex(t->dtype()) &&
                                                       !is_complex(self.dtype())) {
    // A complex value (a Python complex Scalar) into a real tensor: c10's checked_convert refuses a nonzero
    // imaginary part (bool takes any, and only its real part: PyTorch's fill_(1j) of a bool tensor is False), else
    // the real part is the value.
    const std::complex<double> z = visit_dtype_and_complex(t->dtype(), [&]<class C>(std::type_identity<C>) {
      const Tensor c = contiguous(*t);
      if constexpr (is_complex_type<C>) return std::complex<double>(c.data<C>()->real(), c.data<C>()->imag());
      else return std::complex<double>(0.0);
    });
    check(z.imag() == 0 || self.dtype() == ScalarType::Bool, ErrorKind::RuntimeError, "value cannot be converted to type ",
          dtype_facts(self.dtype()).scalar_t_name, " without overflow");
    stack[1] = self.dtype() == ScalarType::Bool ? IValue(z.real() != 0.0) : IValue(z.real());  // (c10: the real part)
  }
  // The general path: the value as a 0-d tensor, copied in with copy_'s conversion.
  auto fill_by_copy = [&] {
    const Tensor value = std::visit(
        [](auto v) -> Tensor {
          if constexpr (std::is_same_v<decltype(v), Tensor>) return v;
          else if constexpr (std::is_arithmetic_v<decltype(v)>) return scalar_to_tensor(v);
          else throw Error(ErrorKind::TypeError, "fill_(): expected a number");
        },
        stack[1]);
    copy_(self, value);
    keep_self(stack);
  };
  if (is_complex(self.dtype())) return fill_by_copy();  // any real number fits a complex element: (v, 0)
  // PyTorch's checked_convert: a number the dtype cannot hold is an error. Converting it anyway is undefined
  // (UBSan: fill_(nan) on an int64 tensor, the tensor fuzz target).
  visit_dtype_and_uint(self.dtype(), [&]<class T>(std::type_identity<T>) {
    std::visit(
        [&](auto v) {
          if constexpr (std::is_arithmetic_v<decltype(v)>)
            check(!overflows<T>(v), ErrorKind::RuntimeError, "value cannot be converted to type ",
                  dtype_facts(self.dtype()).scalar_t_name, " without overflow");
        },
        stack[1]);
  });
  if (self.is_contiguous() && !std::holds_alternative<Tensor>(stack[1])) {
    // Fast path: a typed fill of the contiguous buffer.
    const double v = *as_double(stack[1]);
    const int64_t n = self.numel();
    visit_dtype_and_uint(self.dtype(), [&]<class T>(std::type_identity<T>) {
      T* p = self.data<T>();
      if constexpr (std::is_same_v<T, bool>) std::fill_n(p, n, v != 0);
      else if (const int64_t* i = std::get_if<int64_t>(&stack[1])) std::fill_n(p, n, static_cast<T>(*i));
      else std::fill_n(p, n, static_cast<T>(v));
    });
    keep_self(stack);
    return;
  }
  fill_by_copy();
});

namespace {

ScalarType dtype_for(const Scalar& value) {
  return value.is_bool() ? ScalarType::Bool : value.is_integral() ? ScalarType::Long : default_dtype();
}

}  // namespace

Tensor& fill_(Tensor& self, const Scalar& value) {
  Stack stack{self, to_ivalue(value)};
  Dispatcher::instance().call(*Dispatcher::instance().find("fill_.Scalar"), stack);
  return self;
}
Tensor& uniform_(Tensor& self, double from, double to) {
  Stack stack{self, from, to};
  Dispatcher::instance().call(*Dispatcher::instance().find("uniform_"), stack);
  return self;
}
Tensor& normal_(Tensor& self, double mean, double std) {
  Stack stack{self, mean, std};
  Dispatcher::instance().call(*Dispatcher::instance().find("normal_"), stack);
  return self;
}
Tensor& bernoulli_(Tensor& self, double p) {
  Stack stack{self, p};
  Dispatcher::instance().call(*Dispatcher::instance().find("bernoulli_.float"), stack);
  return self;
}

Tensor full(std::span<const int64_t> size, const Scalar& value, std::optional<ScalarType> dtype, Device device) {
  Tensor t = tsr::tensor::empty(size, dtype.value_or(dtype_for(value)), device);
  return fill_(t, value);
}
Tensor zeros(std::span<const int64_t> size, std::optional<ScalarType> dtype, Device device) {
  return full(size, 0.0, dtype.value_or(default_dtype()), device);
}
Tensor ones(std::span<const int64_t> size, std::optional<ScalarType> dtype, Device device) {
  return full(size, 1.0, dtype.value_or(default_dtype()), device);
}

namespace {

// The order cpu_serial_kernel_vec fills a nullary kernel's output in (PyTorch's arange and linspace kernels): two
// vectors of 32 bytes at a time, each lane j of a vector lane(base, j) from base = base_at(its first index)
// (Vectorized::arange), then the tail element by element as tail_at(i).
template <class T, class BaseAt, class Lane, class TailAt>
void fill_as_vectorized_arange(T* o, int64_t n, BaseAt base_at, Lane lane, TailAt tail_at) {
  constexpr int64_t width = 32 / static_cast<int64_t>(sizeof(T));
  int64_t i = 0;
  for (; i + 2 * width <= n; i += 2 * width) {
    for (int64_t b = i; b < i + 2 * width; b += width) {
      const T base = base_at(b);
      o[b] = base;
      for (int64_t j = 1; j < width; ++j) o[b + j] = lane(base, j);
    }
  }
  for (; i < n; ++i) o[i] = tail_at(i);
}

}  // namespace

Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype, Device device) {
  const bool integral = !start.is_floating() && !end.is_floating() && !step.is_floating();
  const ScalarType type = dtype.value_or(integral ? ScalarType::Long : default_dtype());
  const double a = start.to_double(), b = end.to_double(), s = step.to_double();
  // An integer dtype takes the bounds and the step in its accumulation type, int64, truncated (arange(3.32,
  // dtype=long) stops at 2, a step of 0.5 is 0); the count is the int64 range over that step for int64, the
  // bounds' own range over their own step for the narrower types (PyTorch's arange_out does both).
  check(type != ScalarType::Bool && !is_complex(type), ErrorKind::RuntimeError,
        "\"arange_cpu\" not implemented for '" + std::string(dtype_title(type)) + "'");
  const bool int_type = is_integral(type, /*include_bool=*/false);
  const auto truncated = [](const Scalar& v) {
    return std::visit([](auto x) { return static_cast<int64_t>(x); }, v.value());  // (a double toward zero)
  };
  const int64_t ia = int_type ? truncated(start) : 0, ib = int_type ? truncated(end) : 0,
                is = int_type ? truncated(step) : 0;
  check(int_type ? is != 0 : s != 0, ErrorKind::RuntimeError, "step must be nonzero");
  check(int_type ? (is > 0 && ib >= ia) || (is < 0 && ib <= ia) : (s > 0 && b >= a) || (s < 0 && b <= a),
        ErrorKind::RuntimeError, "upper bound and larger bound inconsistent with step sign");
  const double count = type == ScalarType::Long ? std::ceil(static_cast<double>(ib - ia) / static_cast<double>(is))
                                                : std::ceil((b - a) / s);
  const int64_t n = static_cast<int64_t>(count);
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{n}, type);
  visit_dtype(type, [&]<class T>(std::type_identity<T>) {
    T* o = out.data<T>();
    if constexpr (std::is_floating_point_v<T> || is_reduced_floating_type<T>) {
      // PyTorch's arange_kernel, in its acc_type (double for float and double, float for the 16-bit types):
      // cpu_serial_kernel_vec fills two vectors of 32 bytes at a time, each from a base start + step * i (made T)
      // plus j * step (Vectorized::arange, in the acc_type), then the tail element by element as start + step *
      // i. Its AVX2 kernel file contracts each of these into a multiply-add (measured against PyTorch 1.13:
      // -3 + 0.1 * 30 is -2.38e-08 in float32, not 0). PyTorch's parallel_for would start the vectors afresh at
      // each thread's first element above 32768 elements; this is its one-thread result.
      using Acc = std::conditional_t<is_reduced_floating_type<T>, float, double>;
      const Acc start = static_cast<Acc>(a), step = static_cast<Acc>(s);
      const bool fused = sleef_math::active();
      const auto madd = [fused](Acc x, Acc y, Acc z) { return fused ? std::fma(x, y, z) : x * y + z; };
      const auto at = [&](int64_t i) { return static_cast<T>(madd(step, static_cast<Acc>(i), start)); };
      fill_as_vectorized_arange(o, n, at, [&](T base, int64_t j) {
        return static_cast<T>(madd(static_cast<Acc>(j), step, static_cast<Acc>(base)));
      }, at);
    } else {
      for (int64_t i = 0; i < n; ++i) o[i] = static_cast<T>(ia + i * is);  // start + i * step in int64
    }
  });
  return device.is_cpu() ? out : to_device(out, device);  // made on the host, as the CUDA arange kernel
}

Tensor linspace(double start, double end, int64_t steps, std::optional<ScalarType> dtype) {
  check(steps >= 0, ErrorKind::RuntimeError, "number of steps must be non-negative");
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{steps}, dtype.value_or(default_dtype()));
  // PyTorch fills the first half forwards from start and the second half backwards from end.
  const double step = steps > 1 ? (end - start) / static_cast<double>(steps - 1) : 0.0;
  const int64_t half = steps == 1 ? 1 : steps / 2;  // one step is the start, as PyTorch's kernel
  visit_dtype(out.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      // PyTorch's linspace_kernel for float/double: the step in T; cpu_serial_kernel_vec fills two vectors of
      // 32 bytes at a time, each from a base at its first index (start + step * i before `halfway`, else end -
      // step * (steps - i - 1), decided once per vector) plus j * step (Vectorized::arange), then the tail element
      // by element. Its AVX2 kernel file is compiled with multiply-add contraction: the bases and the tail are
      // fused there, arange's base + j * step is not (measured against PyTorch 1.13).
      if (steps == 1) {
        out.data<T>()[0] = static_cast<T>(start);
        return;
      }
      const bool fused = sleef_math::active();
      const auto madd = [fused](T a, T b, T c) { return fused ? std::fma(a, b, c) : a * b + c; };
      const T s = static_cast<T>(start), e = static_cast<T>(end);
      const T st = (e - s) / static_cast<T>(steps - 1);
      const int64_t halfway = steps / 2;
      const auto scalar = [&](int64_t i) {
        return i < halfway ? madd(st, static_cast<T>(i), s) : madd(-st, static_cast<T>(steps - i - 1), e);
      };
      fill_as_vectorized_arange(out.data<T>(), steps, scalar, [&](T base, int64_t j) {
        return j == 1 ? base + st : base + static_cast<T>(j) * st;
      }, scalar);
    } else {
      for (int64_t i = 0; i < steps; ++i)
        out.data<T>()[i] = static_cast<T>(i < half ? start + step * static_cast<double>(i)
                                                   : end - step * static_cast<double>(steps - i - 1));
    }
  });
  return out;
}

Tensor eye(int64_t n, std::optional<ScalarType> dtype, Device device) { return eye(n, n, dtype, device); }

Tensor eye(int64_t n, int64_t m, std::optional<ScalarType> dtype, Device device) {
  check(n >= 0 && m >= 0, ErrorKind::RuntimeError, "n must be greater or equal to 0, got ", n < 0 ? n : m);
  std::vector<int64_t> shape{n, m};
  Tensor out = zeros(shape, dtype, device);
  Tensor diag = diagonal(out);
  return (fill_(diag, 1), out);
}

Tensor rand(std::span<const int64_t> size, std::optional<ScalarType> dtype) {
  Tensor t = tsr::tensor::empty(size, dtype.value_or(default_dtype()));
  return uniform_(t, 0, 1);
}

Tensor randn(std::span<const int64_t> size, std::optional<ScalarType> dtype) {
  Tensor t = tsr::tensor::empty(size, dtype.value_or(default_dtype()));
  return normal_(t, 0, 1);
}

Tensor randint(int64_t low, int64_t high, std::span<const int64_t> size, std::optional<ScalarType> dtype) {
  Tensor t = tsr::tensor::empty(size, dtype.value_or(ScalarType::Long));
  Stack stack{t, low, high};
  Dispatcher::instance().call(*Dispatcher::instance().find("random_.from"), stack);
  return t;
}

Tensor randperm(int64_t n) {
  Stack stack{n};
  Dispatcher::instance().call(*Dispatcher::instance().find("randperm"), stack);
  return std::get<Tensor>(stack[0]);
}

void manual_seed(uint64_t seed) {
  std::lock_guard lock(default_generator().mutex());
  default_generator().manual_seed(seed);
}

}  // namespace tsr::tensor
