// CPU kernels for the rounding ops (floor, ceil, round, trunc, sign), the bitwise ops and shifts, and integer
// division: div's rounding modes, floor_divide, remainder and fmod (the shared loops: pointwise_loops.hpp).
#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensor/core/stand_in_values.hpp"
#include "tensor/kernels/cpu/pointwise_loops.hpp"

namespace tsr::tensor {
using namespace pointwise;  // NOLINT(google-build-using-namespace)

// Rounding ops keep integer dtypes unchanged (PyTorch returns a copy for them: a clone, no loop); float16 and bool
// are refused with the name of PyTorch's kernel, and complex with PyTorch's words: floor, ceil and trunc check first
// ("floor is not supported for complex inputs"), round reaches its kernel's dispatch.
template <class F>
BoxedKernel rounding(F f, const char* kernel_name, const char* op_name) {
  return [f, kernel_name, op_name](const Operator&, DispatchKeySet, Stack& stack) {
    const Tensor a = tensor_operand(stack[0]);
    if (is_complex(a.dtype())) {
      if (std::string_view(op_name) == "round") refuse_complex(a.dtype(), kernel_name);
      throw Error(ErrorKind::RuntimeError, std::string(op_name) + " is not supported for complex inputs");
    }
    refuse_half(a.dtype(), kernel_name);
    if (a.dtype() == ScalarType::Bool) throw_not_implemented_for(kernel_name, a.dtype());
    if (!is_floating(a.dtype())) return set_result(stack, clone(a));
    set_result(stack, unary<Dtypes::Floating>(a, a.dtype(), [f]<class T>(std::type_identity<T>) {
      return [f](T x) -> T { return f(x); };
    }));
  };
}
TSR_REGISTER_KERNEL("floor", CPU, rounding([](auto x) { return std::floor(x); }, "floor_vml_cpu", "floor"));
TSR_REGISTER_KERNEL("ceil", CPU, rounding([](auto x) { return std::ceil(x); }, "ceil_vml_cpu", "ceil"));
TSR_REGISTER_KERNEL("round", CPU, rounding([](auto x) { return std::nearbyint(x); }, "round_vml_cpu", "round"));  // default FE mode: half-even
// PyTorch's formula, in the tensor's own precision: x * 10^d rounded, / 10^d (for d < 0: x / 10^-d rounded, * 10^-d).
TSR_REGISTER_KERNEL("round.decimals", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  refuse_non_floating(std::get<Tensor>(stack[0]).dtype(), "round_cpu");
  refuse_complex(std::get<Tensor>(stack[0]).dtype(), "round_cpu");
  const Tensor x = tensor_operand(stack[0]);
  const int64_t decimals = std::get<int64_t>(stack[1]);
  const Tensor scale = to_dtype(scalar_to_tensor(std::pow(10.0, static_cast<double>(std::abs(decimals)))), x.dtype());
  set_result(stack, decimals >= 0 ? tsr::tensor::div(tsr::tensor::round(tsr::tensor::mul(x, scale)), scale)
                                  : tsr::tensor::mul(tsr::tensor::round(tsr::tensor::div(x, scale)), scale));
});
TSR_REGISTER_KERNEL("trunc", CPU, rounding([](auto x) { return std::trunc(x); }, "trunc_vml_cpu", "trunc"));

// frac: x - trunc(x) (PyTorch's frac_kernel), for the floating dtypes only, float16 included ("frac_cpu" refuses
// integers and bool); float16/bfloat16 through float, exact.
TSR_REGISTER_KERNEL("frac", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  if (!is_floating(a.dtype())) throw_not_implemented_for("frac_cpu", a.dtype());
  set_result(stack, unary<Dtypes::Floating>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    return [](T x) -> T {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return x - std::trunc(x);
      else return static_cast<T>(static_cast<float>(x) - std::trunc(static_cast<float>(x)));
    };
  }));
});

TSR_REGISTER_KERNEL("sign", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  check(!is_complex(a.dtype()), ErrorKind::RuntimeError,
        "Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn instead.");
  set_result(stack, unary(a, a.dtype(), []<class T>(std::type_identity<T>) {
    return [](T x) { return static_cast<T>((T(0) < x) - (x < T(0))); };
  }));
});

// Python's floor division and modulus: the quotient rounds down, the remainder takes the divisor's sign.
namespace {

// Bitwise ops: integers and bools only, as PyTorch ("bitwise_and_cpu" not implemented for 'Float').
template <int Op>  // 0 and, 1 or, 2 xor, 3 left shift, 4 right shift
void bitwise_kernel(const Operator& op, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  if (!in_group(Op < 3 ? DtypeGroup::IntegralAndBool : DtypeGroup::Integral, dtype) && !is_limited_uint(dtype))
    throw_not_implemented_for(op.schema().name + "_cpu", dtype);
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        return x;  // refused above
      } else if constexpr (Op == 0) {
        return static_cast<T>(x & y);
      } else if constexpr (Op == 1) {
        return static_cast<T>(x | y);
      } else if constexpr (Op == 2) {
        return static_cast<T>(x ^ y);
      } else if constexpr (std::is_same_v<T, bool>) {
        return x;  // refused above
      } else {
        // Out-of-range shift counts give 0 (left) or the sign fill (right), as PyTorch's kernels do.
        // Left shifts in WrappingType: a narrower operand promotes to int, where the shifted bits can overflow.
        using U = typename WrappingType<T>::type;
        constexpr T bits = static_cast<T>(sizeof(T) * 8);
        if constexpr (std::is_unsigned_v<T>) {  // numpy's uint16/32/64: past the width, 0 both ways
          if constexpr (Op == 3) return y >= bits ? T(0) : static_cast<T>(static_cast<U>(x) << y);
          else return y >= bits ? T(0) : static_cast<T>(x >> y);
        } else {
          if constexpr (Op == 3) return (y < 0 || y >= bits) ? T(0) : static_cast<T>(static_cast<U>(x) << y);
          else return (y < 0 || y >= bits) ? static_cast<T>(x < 0 ? -1 : 0) : static_cast<T>(x >> y);
        }
      }
    };
  }));
}

}  // namespace

TSR_REGISTER_KERNEL("bitwise_and.Tensor", CPU, bitwise_kernel<0>);
TSR_REGISTER_KERNEL("bitwise_or.Tensor", CPU, bitwise_kernel<1>);
TSR_REGISTER_KERNEL("bitwise_xor.Tensor", CPU, bitwise_kernel<2>);
TSR_REGISTER_KERNEL("bitwise_left_shift.Tensor", CPU, bitwise_kernel<3>);
TSR_REGISTER_KERNEL("bitwise_right_shift.Tensor", CPU, bitwise_kernel<4>);
TSR_REGISTER_KERNEL("bitwise_not", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  if (!is_limited_uint(a.dtype())) check_dtype_in(DtypeGroup::IntegralAndBool, a.dtype(), "bitwise_not_cpu");
  set_result(stack, unary<Dtypes::RealAndUint>(a, a.dtype(), []<class T>(std::type_identity<T>) {
    return [](T x) -> T {
      if constexpr (std::is_same_v<T, bool>) return !x;
      else if constexpr (is_floating_type<T>) return x;  // refused above
      else return static_cast<T>(~x);
    };
  }));
});


namespace {

// The one integer quotient that does not fit: min // -1 (and min % -1, which computes it) traps with SIGFPE
// for int32 and int64, killing the process, as it does in PyTorch. Narrower types divide in int and wrap, as
// PyTorch's do (int8 -128 // -1 is -128), so only the trapping types raise.
template <class T>
void check_division_overflow(T x, T y) {
  if constexpr (std::is_signed_v<T> && sizeof(T) >= sizeof(int)) {
    check(!(y == -1 && x == std::numeric_limits<T>::min()), ErrorKind::RuntimeError,
          "integer overflow: the quotient of ", +x, " and -1 does not fit in torch.", dtype_name(dtype_of<T>));
  }
}

// PyTorch's error for an integer division by zero; on the meta device's stand-in zeros
// (tensor/core/stand_in_values.hpp) a quotient that means nothing.
template <class T>
T divided_by_zero() {
  check(values_are_stand_ins(), ErrorKind::RuntimeError, "ZeroDivisionError");
  return T(0);
}

}  // namespace

// x.div_(y, rounding_mode=): the quotient computed out of place, then written into x (PyTorch's checks).
TSR_REGISTER_KERNEL("div_.Tensor_mode", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  static const Operator& div_mode = find_op("div.Tensor_mode");
  const Tensor self = std::get<Tensor>(stack.at(0));
  const Tensor quotient = std::get<Tensor>(call_op(div_mode, stack).at(0));
  stack = {write_inplace_result(self, quotient)};
});

// div(rounding_mode=): None is true division, 'floor' is floor_divide, 'trunc' rounds toward zero (integer
// division for integers, trunc of the quotient for floats).
TSR_REGISTER_KERNEL("div.Tensor_mode", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  const std::string* mode = stack.size() > 2 ? std::get_if<std::string>(&stack[2]) : nullptr;
  if (!mode) return set_result(stack, tsr::tensor::div(a, b));
  check(*mode == "trunc" || *mode == "floor", ErrorKind::RuntimeError,
        "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '", *mode, "'");
  const ScalarType dtype = result_type(std::array{a, b});
  if (*mode == "floor") return set_result(stack, floor_divide(a, b));  // (Python's floor division, floats too)
  if (is_floating(dtype)) {  // truncating the quotient, so the gradient is zero as PyTorch's
    static const Operator& trunc_op = find_op("trunc");
    const Tensor quotient = tsr::tensor::div(a, b);
    // float16: PyTorch's div_trunc kernel takes it though its trunc does not; truncating the float16 quotient in
    // float gives the same value.
    if (dtype == ScalarType::Half)
      return set_result(stack, to_dtype(call_tensor_op(trunc_op, {to_dtype(quotient, ScalarType::Float)}), dtype));
    return set_result(stack, call_tensor_op(trunc_op, {quotient}));
  }
  if (!a.device().is_cpu() || !b.device().is_cpu()) {
    // On a device, by dispatched ops (the loop below reads host memory): taking off the remainder, which has the
    // dividend's sign, leaves an exact multiple of b, whose floor quotient is the truncated one.
    static const Operator& fmod_op = find_op("fmod.Tensor");
    return set_result(stack, floor_divide(sub(a, call_tensor_op(fmod_op, {a, b})), b));
  }
  refuse_bool(dtype, "div_trunc_cpu");
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T> || std::is_same_v<T, bool>) {
        return x;  // floats took the branch above and bools were refused
      } else {
        if (y == 0) [[unlikely]]
          return divided_by_zero<T>();
        check_division_overflow(x, y);
        return static_cast<T>(x / y);
      }
    };
  }));
});

TSR_REGISTER_KERNEL("floor_divide", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  refuse_bool(result_type(std::array{a, b}), "div_floor_cpu");
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        // PyTorch's div_floor_floating, Python's float floor division: from the remainder, so 1.0 // 0.1 is 9.0
        // (floor(1.0 / 0.1) is 10.0); float16/bfloat16 in float, as its Half arithmetic computes
        using C = std::conditional_t<(sizeof(T) < sizeof(float)), float, T>;
        const C a = static_cast<C>(x), b = static_cast<C>(y);
        if (b == 0) return static_cast<T>(a / b);
        const C mod = std::fmod(a, b);
        C div = (a - mod) / b;
        if (mod != 0 && (b < 0) != (mod < 0)) div -= C(1);
        if (div == 0) return static_cast<T>(std::copysign(C(0), a / b));
        C floordiv = std::floor(div);
        if (div - floordiv > C(0.5)) floordiv += C(1);
        return static_cast<T>(floordiv);
      } else if constexpr (std::is_same_v<T, bool>) {
        return x && y;
      } else {
        if (y == 0) [[unlikely]]
          return divided_by_zero<T>();
        check_division_overflow(x, y);
        T q = x / y;
        if constexpr (std::is_signed_v<T>)
          if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
        return q;
      }
    };
  }));
});

TSR_REGISTER_KERNEL("remainder.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  refuse_bool(result_type(std::array{a, b}), "remainder_cpu");
  set_result(stack, binary<Dtypes::RealAndUint>(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        T r = std::fmod(x, y);
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return r;
      } else if constexpr (std::is_same_v<T, bool>) {
        return false;
      } else {
        if (y == 0) [[unlikely]]
          return divided_by_zero<T>();
        check_division_overflow(x, y);
        T r = x % y;
        if constexpr (std::is_signed_v<T>)
          if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return r;
      }
    };
  }));
});


// fmod: the remainder with the dividend's sign (C's fmod); integer division by zero is PyTorch's error.
Tensor fmod_cpu(const Tensor& a, const Tensor& b) {
  const ScalarType dtype = result_type(std::array{a, b});
  check_dtype_in(DtypeGroup::AllButBool, dtype, "fmod_cpu", {ScalarType::Half, ScalarType::BFloat16});
  return binary(a, b, dtype, []<class T>(std::type_identity<T>) {
    return [](T x, T y) -> T {
      if constexpr (is_floating_type<T>) {
        return std::fmod(x, y);
      } else {
        if (y == 0) [[unlikely]]
          return divided_by_zero<T>();
        check_division_overflow(x, y);
        return static_cast<T>(x % y);
      }
    };
  });
}
Tensor fmod_scalar_cpu(const Tensor& a, const Scalar& other) { return fmod_cpu(a, scalar_operand(other)); }
TSR_REGISTER_TYPED_KERNEL("fmod.Tensor", CPU, fmod_cpu);
TSR_REGISTER_TYPED_KERNEL("fmod.Scalar", CPU, fmod_scalar_cpu);


}  // namespace tsr::tensor
