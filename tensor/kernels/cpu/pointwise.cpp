// CPU kernels for the arithmetic pointwise ops of tensor/ops/pointwise.cpp: add, sub, mul, div, maximum, minimum,
// neg, abs, addcmul and the in-place forms (the shared loops: pointwise_loops.hpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/kernels/cpu/pointwise_loops.hpp"

namespace tsr::tensor {
using namespace pointwise;  // NOLINT(google-build-using-namespace)

namespace {

// add / sub: out = x + alpha * y (sign -1 for sub).
Tensor add_sub(const Tensor& a, const Tensor& b, const Scalar& alpha, double sign) {
  const ScalarType dtype = result_type(std::array{a, b});
  check(!(sign < 0 && dtype == ScalarType::Bool), ErrorKind::RuntimeError,
        "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` "
        "operator instead.");
  if (is_complex(dtype))
    return complex_binary(sign > 0 ? ComplexBinary::Add : ComplexBinary::Sub, a, b, dtype, alpha.to_double());
  const double k = sign * alpha.to_double();
  if (k == 1) {  // the common case: no multiply in the inner loop
    return binary<Dtypes::RealAndUint>(a, b, dtype, []<class T>(std::type_identity<T>) { return [](T x, T y) { return static_cast<T>(x + y); }; });
  }
  return binary<Dtypes::RealAndUint>(a, b, dtype, [k]<class T>(std::type_identity<T>) {
    // An integer alpha goes through int64, so -1 becomes 255 for uint8 (modular, as PyTorch's) instead of the
    // undefined double-to-unsigned conversion (UBSan found it).
    T scale;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) scale = static_cast<T>(static_cast<int64_t>(k));
    else scale = static_cast<T>(k);
    return [scale](T x, T y) {
      // bfloat16: PyTorch's vectorised kernel (vec::fmadd) fuses the multiply-add in float and rounds once (its
      // scalar tail, the last n % 32 elements of a row, rounds twice: not reproduced). float16's is the scalar
      // formula, each operation rounded.
      if constexpr (std::is_same_v<T, BFloat16>) return static_cast<T>(std::fma(float(scale), float(y), float(x)));
      else return static_cast<T>(x + scale * y);
    };
  });
}
Tensor add_cpu(const Tensor& a, const Tensor& b, const Scalar& alpha) { return add_sub(a, b, alpha, 1.0); }
Tensor sub_cpu(const Tensor& a, const Tensor& b, const Scalar& alpha) { return add_sub(a, b, alpha, -1.0); }

Tensor mul_cpu(const Tensor& a, const Tensor& b) {
  if (const ScalarType d = result_type(std::array{a, b}); is_complex(d)) return complex_binary(ComplexBinary::Mul, a, b, d);
  return binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    // Integers wrap, as PyTorch's results do, multiplied in WrappingType so that it is defined behaviour (UBSan:
    // uint16 * uint16 promotes to int and 65535 * 65535 overflows it; int32 * int32 overflows too).
    using W = typename WrappingType<T>::type;
    return [](T x, T y) { return static_cast<T>(static_cast<W>(x) * static_cast<W>(y)); };
  });
}

Tensor div_cpu(const Tensor& a, const Tensor& b) {
  ScalarType dtype = result_type(std::array{a, b});
  if (is_complex(dtype)) return complex_binary(ComplexBinary::Div, a, b, dtype);
  if (!is_floating(dtype)) dtype = default_dtype();  // true division of integers gives floats
  return binary<Dtypes::Floating>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) { return static_cast<T>(x / y); };
  });
}

}  // namespace

TSR_REGISTER_TYPED_KERNEL("add.Tensor", CPU, add_cpu);
TSR_REGISTER_TYPED_KERNEL("sub.Tensor", CPU, sub_cpu);
TSR_REGISTER_TYPED_KERNEL("mul.Tensor", CPU, mul_cpu);
TSR_REGISTER_TYPED_KERNEL("div.Tensor", CPU, div_cpu);

TSR_REGISTER_KERNEL("maximum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    // NaN propagates, as in PyTorch.
    return [](T x, T y) -> T { return (x != x) ? x : (y != y) ? y : (x > y ? x : y); };
  }));
});

TSR_REGISTER_KERNEL("minimum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
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
  set_result(stack, unary<Dtypes::RealAndUint>(a, a.dtype(), []<class T>(std::type_identity<T>) { return [](T x) { return static_cast<T>(-x); }; }));
});

TSR_REGISTER_KERNEL("abs", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  // the modulus, of the component dtype (PyTorch's: SLEEF's hypot in the vectorised body, glibc's after it)
  if (is_complex(a.dtype())) return set_result(stack, complex_unary("abs_cpu", a));
  set_result(stack, unary<Dtypes::RealAndUint>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    if constexpr (std::is_unsigned_v<T>) return [](T x) { return x; };
    else return [](T x) { return static_cast<T>(x < T(0) ? -x : x); };
  }));
});


// addcmul: self + value * tensor1 * tensor2 in one pass, rounded as PyTorch's CPU kernel rounds it: value * tensor1
// first, then a fused multiply-add onto self (one rounding for the product and the sum).
TSR_REGISTER_KERNEL("addcmul", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = tensor_operand(stack[0]), t1 = tensor_operand(stack[1]), t2 = tensor_operand(stack[2]);
  const double value = stack.size() > 3 ? as_double(stack[3]).value_or(1.0) : 1.0;
  const ScalarType dtype = result_type(std::array{self, t1, t2});
  refuse_half(dtype, "addcmul_cpu_out");
  Tensor out = tsr::tensor::empty(broadcast_shapes(self.sizes(), broadcast_shapes(t1.sizes(), t2.sizes())), dtype);
  const auto layout =
      make_elementwise_layout<4>({out, to_dtype(self, dtype), to_dtype(t1, dtype), to_dtype(t2, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T v = static_cast<T>(value);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
      T* o = reinterpret_cast<T*>(p[0]);
      const T* x = reinterpret_cast<const T*>(p[1]);
      const T* a = reinterpret_cast<const T*>(p[2]);
      const T* b = reinterpret_cast<const T*>(p[3]);
      for (int64_t i = 0; i < n; ++i) {
        if constexpr (is_floating_type<T>) o[i * s[0]] = std::fma(v * a[i * s[2]], b[i * s[3]], x[i * s[1]]);
        else if constexpr (std::is_same_v<T, bool>) o[i * s[0]] = x[i * s[1]] || (v && a[i * s[2]] && b[i * s[3]]);
        else o[i * s[0]] = static_cast<T>(x[i * s[1]] + v * a[i * s[2]] * b[i * s[3]]);
      }
    });
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


// In-place ops run the out-of-place CPU kernel, then write the result into self after PyTorch's two checks.
static BoxedKernel inplace_of(const char* outplace) {
  return [outplace](const Operator&, DispatchKeySet keys, Stack& stack) {
    Tensor self = std::get<Tensor>(stack[0]);
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
TSR_REGISTER_KERNEL("add_.Tensor", CPU, inplace_of("add.Tensor"));
TSR_REGISTER_KERNEL("sub_.Tensor", CPU, inplace_of("sub.Tensor"));
TSR_REGISTER_KERNEL("mul_.Tensor", CPU, inplace_of("mul.Tensor"));
TSR_REGISTER_KERNEL("div_.Tensor", CPU, inplace_of("div.Tensor"));


}  // namespace tsr::tensor