// CPU kernels for the arithmetic pointwise ops of tensor/ops/pointwise.cpp: add, sub, mul, div, maximum, minimum,
// neg, abs, addcmul and the in-place forms (the shared loops: pointwise_loops.hpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/kernels/cpu/pointwise_loops.hpp"
#include "tensor/ops/composites.hpp"

namespace tsr::tensor {
using namespace pointwise;  // NOLINT(google-build-using-namespace)
using composites::call;

namespace {

// One row of a three-operand op (addcmul, addcdiv): out[i] = f(x[i], a[i], b[i]), compiled per instruction set
// with a contiguous fast path the compiler vectorises (std::fma inlined as the instruction where there is one).
template <class T, class F>
void ternary_row(const std::array<char*, 4>& p, const std::array<int64_t, 4>& s, int64_t n, F f) {
  T* o = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const T* a = reinterpret_cast<const T*>(p[2]);
  const T* b = reinterpret_cast<const T*>(p[3]);
  with_cpu_capability([&]() TSR_CPU_BODY {
    if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 1) {
      for (int64_t i = 0; i < n; ++i) o[i] = f(x[i], a[i], b[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) o[i * s[0]] = f(x[i * s[1]], a[i * s[2]], b[i * s[3]]);
    }
  });
}

// Note [In-place arithmetic into self]: add_, sub_, mul_ and div_ write their result straight into self, as
// PyTorch's in-place kernels do, where that gives the same elements as computing the out-of-place result and
// copying it in (inplace_of below): self dense (no element written twice), the result dtype self's (nothing to
// convert), the broadcast shape self's, and the other operand either not sharing self's storage or the very same
// view (x.mul_(x)), so no element is read after it was written. Each element is then the same function of the
// same two values; only the allocation and the copy go. Elsewhere the out-of-place kernel runs, then copy_.
bool dense(const Tensor& t) {
  return t.is_contiguous() || (t.dim() == 4 && is_contiguous_in(t, MemoryFormat::ChannelsLast));
}
bool writes_into_self(const Tensor& self, const Tensor& other, ScalarType dtype) {
  if (self.dtype() != dtype || is_complex(dtype) || !self.device().is_cpu() || !dense(self)) return false;
  if (broadcast_shapes(self.sizes(), other.sizes()) != self.sizes()) return false;
  if (!other.shares_storage_with(self)) return true;
  return other.data_ptr() == self.data_ptr() && other.sizes() == self.sizes() && other.strides() == self.strides();
}

// binary(a, b, ...) with its result written into `into` (a itself, writes_into_self), or a new tensor when `into`
// is null.
template <Dtypes D, class MakeF>
Tensor binary_or_into(const Tensor* into, const Tensor& a, const Tensor& b, ScalarType dtype, MakeF&& make_f) {
  if (into == nullptr) return binary<D>(a, b, dtype, make_f);
  if (b.dim() == 0 && a.dim() > 0) return binary_with_scalar<true, D>(a, b, dtype, make_f, into);
  const auto layout = make_elementwise_layout<3>({*into, a, to_dtype(b, dtype)});
  visit_real<D>(dtype, [&]<class T>(std::type_identity<T> tag) {
    auto f = make_f(tag);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { binary_row<T>(p, s, n, f); });
  });
  return *into;
}

// Note [add with alpha, fused]: PyTorch's add/sub with alpha computes x + alpha * y as vec::fmadd in its vector
// body, one rounding where the processor has FMA (its AVX2 and AVX-512 kernels), two in its DEFAULT kernel; its
// scalar tail, `x + alpha * y`, the compiler fuses too where y varies, but where y is one number for the whole row
// (a 0-dim other) it rounds the loop-invariant product alpha * y first. tsr writes the fused form out (std::fma) in
// the copies for processors with FMA, rather than trusting a compiler to contract `x + k * y` (GCC does, clang's
// sanitizer build did not).
bool fuses_multiply_add() { return cpu_capability() != CpuCapability::Default; }

// add / sub of a float or double tensor and a 0-dim `other` (a Python number: `p.add_(1e-3, alpha=-lr)`) with an
// alpha: the vector body fused (Note [add with alpha, fused]), the scalar tail adding the rounded product, so an
// element's last bit depends on where it falls in a contiguous row (sleef_math::vector_body_length); a row that is
// not contiguous runs the scalar loop throughout.
Tensor add_scalar_with_alpha(const Tensor* into, const Tensor& a, const Tensor& b, ScalarType dtype, double k) {
  const bool fused = fuses_multiply_add();
  return rows_with_scalar(into, a, dtype, [&](const auto& layout) {
    auto run = [&]<class T>(std::type_identity<T>) {
      const T s = scalar_as<T>(b), scale = static_cast<T>(k), product = scale * s;
      for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
        T* o = reinterpret_cast<T*>(p[0]);
        const T* x = reinterpret_cast<const T*>(p[1]);
        with_cpu_capability([&]() TSR_CPU_BODY {
          const int64_t body = fused && st[0] == 1 && st[1] == 1 ? sleef_math::vector_body_length<T>(n) : 0;
          for (int64_t i = 0; i < body; ++i) o[i] = std::fma(scale, s, x[i]);
          for (int64_t i = body; i < n; ++i) o[i * st[0]] = x[i * st[1]] + product;
        });
      });
    };
    if (dtype == ScalarType::Float) run(std::type_identity<float>{});
    else run(std::type_identity<double>{});
  });
}

// add / sub: out = x + alpha * y (sign -1 for sub); into self where `into` is given (writes_into_self).
Tensor add_sub(const Tensor& a, const Tensor& b, const Scalar& alpha, double sign, const Tensor* into = nullptr) {
  const ScalarType dtype = result_type(std::array{a, b});
  if (sign < 0) check_sub_operands(a, b);
  if (is_complex(dtype))
    return complex_binary(sign > 0 ? ComplexBinary::Add : ComplexBinary::Sub, a, b, dtype, alpha.to_double());
  const double k = sign * alpha.to_double();
  if (k != 1 && b.dim() == 0 && a.dim() > 0 && a.dtype() == dtype &&
      (dtype == ScalarType::Float || dtype == ScalarType::Double))
    return add_scalar_with_alpha(into, a, b, dtype, k);
  if (k == 1) {  // the common case: no multiply in the inner loop
    // (integers wrap, as PyTorch's results do, added in WrappingType: defined behaviour, as mul's)
    return binary_or_into<Dtypes::RealAndUint>(into, a, b, dtype, []<class T>(std::type_identity<T>) {
      using W = typename WrappingType<T>::type;
      return [](T x, T y) { return static_cast<T>(static_cast<W>(x) + static_cast<W>(y)); };
    });
  }
  const bool fused = fuses_multiply_add();
  return binary_or_into<Dtypes::RealAndUint>(into, a, b, dtype, [k, fused]<class T>(std::type_identity<T>) {
    // An integer alpha goes through int64, so -1 becomes 255 for uint8 (modular, as PyTorch's) instead of the
    // undefined double-to-unsigned conversion (UBSan found it).
    T scale;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) scale = static_cast<T>(static_cast<int64_t>(k));
    else scale = static_cast<T>(k);
    return [scale, fused](T x, T y) {
      // float and double: fused where PyTorch's kernel is (Note [add with alpha, fused]). bfloat16: PyTorch's
      // vectorised kernel (vec::fmadd) fuses the multiply-add in float and rounds once (its scalar tail, the last
      // n % 32 elements of a row, rounds twice: not reproduced). float16's is the scalar formula, each operation
      // rounded.
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
        if (fused) return std::fma(scale, y, x);
        return static_cast<T>(x + scale * y);
      } else if constexpr (std::is_same_v<T, BFloat16>) {
        return static_cast<T>(std::fma(float(scale), float(y), float(x)));
      } else {
        using W = typename WrappingType<T>::type;  // (integers wrap, as above)
        return static_cast<T>(static_cast<W>(x) + static_cast<W>(scale) * static_cast<W>(y));
      }
    };
  });
}
Tensor add_cpu(const Tensor& a, const Tensor& b, const Scalar& alpha) { return add_sub(a, b, alpha, 1.0); }
Tensor sub_cpu(const Tensor& a, const Tensor& b, const Scalar& alpha) { return add_sub(a, b, alpha, -1.0); }

Tensor mul_into(const Tensor& a, const Tensor& b, const Tensor* into) {
  if (const ScalarType d = result_type(std::array{a, b}); is_complex(d)) return complex_binary(ComplexBinary::Mul, a, b, d);
  return binary_or_into<Dtypes::RealAndUint>(into, a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    // Integers wrap, as PyTorch's results do, multiplied in WrappingType so that it is defined behaviour (UBSan:
    // uint16 * uint16 promotes to int and 65535 * 65535 overflows it; int32 * int32 overflows too).
    using W = typename WrappingType<T>::type;
    return [](T x, T y) { return static_cast<T>(static_cast<W>(x) * static_cast<W>(y)); };
  });
}

Tensor mul_cpu(const Tensor& a, const Tensor& b) { return mul_into(a, b, nullptr); }

Tensor div_into(const Tensor& a, const Tensor& b, const Tensor* into) {
  ScalarType dtype = result_type(std::array{a, b});
  if (is_complex(dtype)) return complex_binary(ComplexBinary::Div, a, b, dtype);
  if (!is_floating(dtype)) dtype = default_dtype();  // true division of integers gives floats
  return binary_or_into<Dtypes::Floating>(into, a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) { return static_cast<T>(x / y); };
  });
}
Tensor div_cpu(const Tensor& a, const Tensor& b) { return div_into(a, b, nullptr); }

// The in-place kernels' direct forms (inplace_of): alpha as the typed kernel reads it (absent: 1).
Scalar alpha_of(const Stack& stack) { return stack.size() > 2 ? Unbox<Scalar>::get(stack[2]) : Scalar(int64_t(1)); }
void add_direct(const Tensor& self, const Tensor& other, const Stack& stack) {
  add_sub(self, other, alpha_of(stack), 1.0, &self);
}
void sub_direct(const Tensor& self, const Tensor& other, const Stack& stack) {
  add_sub(self, other, alpha_of(stack), -1.0, &self);
}
void mul_direct(const Tensor& self, const Tensor& other, const Stack&) { mul_into(self, other, &self); }
void div_direct(const Tensor& self, const Tensor& other, const Stack&) { div_into(self, other, &self); }

}  // namespace

TSR_REGISTER_TYPED_KERNEL("add.Tensor", CPU, add_cpu);
TSR_REGISTER_TYPED_KERNEL("sub.Tensor", CPU, sub_cpu);
TSR_REGISTER_TYPED_KERNEL("mul.Tensor", CPU, mul_cpu);
TSR_REGISTER_TYPED_KERNEL("div.Tensor", CPU, div_cpu);

// PyTorch's structured meta check, before shapes: complex numbers have no order.
void refuse_complex_extremum(const Tensor& a, const Tensor& b, const char* name) {
  check(!is_complex(a.dtype()) && !is_complex(b.dtype()), ErrorKind::RuntimeError, name,
        " not implemented for complex tensors.");
}

TSR_REGISTER_KERNEL("maximum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  refuse_complex_extremum(a, b, "maximum");
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    // NaN propagates, as in PyTorch.
    return [](T x, T y) -> T { return (x != x) ? x : (y != y) ? y : (x > y ? x : y); };
  }));
});

TSR_REGISTER_KERNEL("minimum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  refuse_complex_extremum(a, b, "minimum");
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T { return (x != x) ? x : (y != y) ? y : (x < y ? x : y); };
  }));
});


TSR_REGISTER_KERNEL("neg", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  check(a.dtype() != ScalarType::Bool, ErrorKind::RuntimeError,
        "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the "
        "`~` or `logical_not()` operator instead.");
  if (is_complex(a.dtype())) return set_result(stack, complex_unary("neg_cpu", a));
  // (a signed integer negated through its unsigned type: the minimum wraps to itself, as PyTorch's does, without C++'s
  // undefined overflow)
  set_result(stack, unary<Dtypes::RealAndUint>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    if constexpr (std::is_integral_v<T> && std::is_signed_v<T>)
      return [](T x) { return static_cast<T>(-static_cast<std::make_unsigned_t<T>>(x)); };
    else
      return [](T x) { return static_cast<T>(-x); };
  }));
});

TSR_REGISTER_KERNEL("abs", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  // the modulus, of the component dtype (PyTorch's: SLEEF's hypot in the vectorised body, glibc's after it)
  if (is_complex(a.dtype())) return set_result(stack, complex_unary("abs_cpu", a));
  refuse_bool(a.dtype(), "abs_cpu");
  set_result(stack, unary<Dtypes::RealAndUint>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    if constexpr (std::is_unsigned_v<T>) return [](T x) { return x; };
    // floating: the sign bit cleared, as PyTorch's vector kernel does (abs(-0.0) is 0.0, abs(-nan) is nan)
    else if constexpr (std::is_floating_point_v<T>) return [](T x) { return std::fabs(x); };
    else if constexpr (std::is_integral_v<T>)  // (the minimum wraps to itself, as neg's)
      return [](T x) { return static_cast<T>(x < T(0) ? T(-static_cast<std::make_unsigned_t<T>>(x)) : x); };
    else return [](T x) { return static_cast<T>(std::fabs(static_cast<float>(x))); };
  }));
});


// addcmul: self + value * tensor1 * tensor2 in one pass, rounded as PyTorch's CPU kernel rounds it: value * tensor1
// first, then a fused multiply-add onto self (one rounding for the product and the sum).
TSR_REGISTER_KERNEL("addcmul", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = tensor_operand(stack[0]), t1 = tensor_operand(stack[1]), t2 = tensor_operand(stack[2]);
  const double value = stack.size() > 3 ? as_double(stack[3]).value_or(1.0) : 1.0;
  const ScalarType dtype = result_type(std::array{self, t1, t2});
  if (is_complex(dtype)) {  // self + (value * tensor1) * tensor2, each product and the sum rounded, as PyTorch's loop
    const Tensor scaled = value == 1 ? t1 : call<"mul.Tensor">({t1, scalar_to_tensor(value)});
    return set_result(stack, call<"add.Tensor">({self, call<"mul.Tensor">({scaled, t2}), int64_t(1)}));
  }
  refuse_half(dtype, "addcmul_cpu_out");
  refuse_bool(dtype, "addcmul_cpu_out");
  // laid out as TensorIterator lays out its output (a permuted self gives a permuted result)
  Tensor out = pointwise::elementwise_empty({&self, &t1, &t2},
                                            broadcast_shapes(self.sizes(), broadcast_shapes(t1.sizes(), t2.sizes())), dtype);
  const auto layout =
      make_elementwise_layout<4>({out, to_dtype(self, dtype), to_dtype(t1, dtype), to_dtype(t2, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T v = static_cast<T>(value);
    auto f = [v](T x, T a, T b) -> T {
      if constexpr (is_floating_type<T>) return std::fma(v * a, b, x);
      else if constexpr (std::is_same_v<T, bool>) return x || (v && a && b);
      else return static_cast<T>(x + v * a * b);
    };
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { ternary_row<T>(p, s, n, f); });
  });
  set_result(stack, std::move(out));
});

// addcdiv as PyTorch 1.13's addcdiv_cpu_kernel computes it: self + value * tensor1 / tensor2 in the tensors' type,
// left to right, nothing fused (value converted to that type). One pass where self, tensor1 and tensor2 are float or
// double tensors of one dtype and one shape, self dense (the result takes its layout, as the composed
// add(self, div(mul(tensor1, value), tensor2)) does); elsewhere that composition.
TSR_REGISTER_KERNEL("addcdiv", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  refuse_half(std::get<Tensor>(stack[0]).dtype(), "addcdiv_cpu_out");
  const Tensor self = tensor_operand(stack[0]), t1 = tensor_operand(stack[1]), t2 = tensor_operand(stack[2]);
  check(!(is_integral(t1.dtype(), true) && is_integral(t2.dtype(), true)), ErrorKind::RuntimeError,
        "Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true "
        "division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * "
        "torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / "
        "tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * "
        "tensor1 / tensor2), for all dtypes.");
  const double value = stack.size() > 3 ? as_double(stack[3]).value_or(1.0) : 1.0;
  const ScalarType dtype = self.dtype();
  const bool fused = (dtype == ScalarType::Float || dtype == ScalarType::Double) && t1.dtype() == dtype &&
                     t2.dtype() == dtype && self.device().is_cpu() && t1.device().is_cpu() && t2.device().is_cpu() &&
                     t1.sizes() == self.sizes() && t2.sizes() == self.sizes() && dense(self);
  if (!fused) {
    const Tensor numerator = value == 1 ? t1 : mul(t1, scalar_to_tensor(value));
    return set_result(stack, add(self, div(numerator, t2)));
  }
  Tensor out = empty_like_layout(self, self.sizes(), dtype);
  const auto layout = make_elementwise_layout<4>({out, self, t1, t2});
  visit_real<Dtypes::Floating>(dtype, [&]<class T>(std::type_identity<T>) {
    const T v = static_cast<T>(value);
    // value 1: t1 / t2 (the composition skips the multiply by one, which changes nothing)
    auto f = [v](T x, T a, T b) -> T { return x + v * a / b; };
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { ternary_row<T>(p, s, n, f); });
  });
  set_result(stack, std::move(out));
});

// lerp as PyTorch 1.13's LerpKernel.cpp computes it: with d = end - self, self + w * d where w < 0.5 and
// end - d * (1 - w) elsewhere (1.13 tests w itself, not |w| as later versions do), each product and sum one
// multiply-add (the file is compiled with contraction). A Scalar weight is taken in the opmath type (float for
// bfloat16); bfloat16 computes in float and rounds once. Measured against PyTorch 1.13: every element of 2000
// random float32 triples and 3000 bfloat16 ones, weights in [-1, 2], scalar and tensor weights. float16 and
// integers are refused with the kernel's name.
namespace {
template <class T>
T lerp_element(T a, T b, T w) {
  const T d = b - a;
  return w < T(0.5) ? std::fma(w, d, a) : std::fma(-d, T(1) - w, b);
}
void lerp_kernel(Stack& stack, bool tensor_weight) {
  const Tensor self = tensor_operand(stack[0]), end = tensor_operand(stack[1]);
  const ScalarType dtype = self.dtype();
  const char* name = tensor_weight ? "lerp_kernel_tensor" : "lerp_kernel_scalar";
  check(end.dtype() == dtype, ErrorKind::RuntimeError, "expected dtype ", dtype_facts(dtype).type_meta_name,
        " for `end` but got dtype ", dtype_facts(end.dtype()).type_meta_name);
  Tensor weight;
  if (tensor_weight) {
    weight = tensor_operand(stack[2]);
    check(weight.dtype() == dtype, ErrorKind::RuntimeError, "expected dtype ", dtype_facts(dtype).type_meta_name,
          " for `weight` but got dtype ", dtype_facts(weight.dtype()).type_meta_name);
  } else {
    weight = scalar_to_tensor(as_double(stack[2]).value_or(0.0));
  }
  if (is_complex(dtype)) {
    // complex: the weight's modulus picks the form (self + w d, or end - d (1 - w), d = end - self), each product
    // and sum a complex one, as 1.13's is_lerp_weight_small
    const Tensor d = call<"sub.Tensor">({end, self, int64_t(1)});
    auto small_form = [&](const Tensor& w) { return call<"add.Tensor">({self, call<"mul.Tensor">({w, d}), int64_t(1)}); };
    auto large_form = [&](const Tensor& w) {
      return call<"sub.Tensor">({end, call<"mul.Tensor">({d, call<"rsub.Scalar">({w, int64_t(1), int64_t(1)})}), int64_t(1)});
    };
    if (!tensor_weight) {
      const double w = as_double(stack[2]).value_or(0.0);
      return set_result(stack, std::abs(w) < 0.5 ? small_form(weight) : large_form(weight));
    }
    const Tensor small = call<"lt.Tensor">({call<"abs">({weight}), scalar_to_tensor(0.5)});
    return set_result(stack, call<"where.self">({small, small_form(weight), large_form(weight)}));
  }
  if (dtype != ScalarType::Float && dtype != ScalarType::Double && dtype != ScalarType::BFloat16)
    throw_not_implemented_for(name, dtype);
  Dims shape = broadcast_shapes(self.sizes(), end.sizes());
  if (tensor_weight) shape = broadcast_shapes(shape, weight.sizes());
  Tensor out = empty_like_layout(self.sizes() == shape ? self : end, shape, dtype);
  // bfloat16: every operand widened to float, the float result rounded.
  const ScalarType compute = dtype == ScalarType::BFloat16 ? ScalarType::Float : dtype;
  const Tensor w = to_dtype(weight, compute);
  Tensor result = compute == dtype ? out : tsr::tensor::empty(shape, compute);
  const auto layout = make_elementwise_layout<4>({result, to_dtype(self, compute), to_dtype(end, compute), w});
  visit_real<Dtypes::Floating>(compute, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
        T* o = reinterpret_cast<T*>(p[0]);
        const T* a = reinterpret_cast<const T*>(p[1]);
        const T* b = reinterpret_cast<const T*>(p[2]);
        const T* c = reinterpret_cast<const T*>(p[3]);
        for (int64_t i = 0; i < n; ++i) o[i * s[0]] = lerp_element(a[i * s[1]], b[i * s[2]], c[i * s[3]]);
      });
    }
  });
  if (compute != dtype) copy_(out, result);
  set_result(stack, std::move(out));
}
}  // namespace
TSR_REGISTER_KERNEL("lerp.Scalar", CPU, [](const Operator&, DispatchKeySet, Stack& stack) { lerp_kernel(stack, false); });
TSR_REGISTER_KERNEL("lerp.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) { lerp_kernel(stack, true); });


// In-place ops run the out-of-place CPU kernel, then write the result into self after PyTorch's two checks; or,
// where the result would be the same (Note [In-place arithmetic into self]), `direct` computes it into self.
using DirectInPlace = void (*)(const Tensor& self, const Tensor& other, const Stack& stack);
static BoxedKernel inplace_of(const char* outplace, DirectInPlace direct) {
  return [outplace, direct](const Operator&, DispatchKeySet keys, Stack& stack) {
    Tensor self = std::get<Tensor>(stack[0]);
    if (stack.size() >= 2) {
      const Tensor other = tensor_operand(stack[1]);
      ScalarType dtype = result_type(std::array{self, other});
      if (direct == div_direct && !is_floating(dtype)) dtype = default_dtype();
      if (writes_into_self(self, other, dtype)) {
        direct(self, other, stack);
        set_result(stack, self);
        return;
      }
    }
    const Operator& op = find_op(outplace);
    op.kernel(DispatchKey::CPU)->fn(op, keys, stack);
    const Tensor result = std::get<Tensor>(stack[0]);
    check(can_cast(result.dtype(), self.dtype()), ErrorKind::RuntimeError, "result type ",
          dtype_title(result.dtype()), " can't be cast to the desired output type ", dtype_title(self.dtype()));
    check(result.sizes() == self.sizes(), ErrorKind::RuntimeError, "output with shape ", self.sizes(),
          " doesn't match the broadcast shape ", result.sizes());
    copy_(self, result);
    set_result(stack, self);
  };
}
TSR_REGISTER_KERNEL("add_.Tensor", CPU, inplace_of("add.Tensor", add_direct));
TSR_REGISTER_KERNEL("sub_.Tensor", CPU, inplace_of("sub.Tensor", sub_direct));
TSR_REGISTER_KERNEL("mul_.Tensor", CPU, inplace_of("mul.Tensor", mul_direct));
TSR_REGISTER_KERNEL("div_.Tensor", CPU, inplace_of("div.Tensor", div_direct));


}  // namespace tsr::tensor