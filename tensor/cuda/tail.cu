// Pointwise ops of the long tail on the CUDA key: the bitwise ops and shifts, frac, signbit, sinc, nextafter,
// gcd/lcm, xlogy/xlog1py and lerp (per-element functions in tail_functors.hpp, CPU-tested), and the ops whose CPU
// kernel only calls dispatched ops (rsub, outer, hardsigmoid, hardswish, celu, elu_backward), served by that kernel. Dtype
// checks and type promotion as the CPU kernels, the kernel names as PyTorch's CUDA ones.
#include "tensor/cuda/operands.cuh"
#include "tensor/cuda/tail_functors.hpp"

namespace tsr::tensor::cuda {
namespace {

template <BitOp Op>
BoxedKernel bitwise(const char* name) {
  return kernel([name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
    const ScalarType dtype = result_type(std::array{a, b});
    if constexpr (Op == BitOp::Left || Op == BitOp::Right)
      set_result(s, binary_in<DtypeGroup::Integral>(a, b, dtype, name, always(BitwiseF<Op>{})));
    else
      set_result(s, binary_in<DtypeGroup::IntegralAndBool>(a, b, dtype, name, always(BitwiseF<Op>{})));
  });
}

template <bool Lcm>
BoxedKernel gcd_lcm(const char* name) {
  return kernel([name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
    set_result(s, binary_in<DtypeGroup::Integral>(a, b, result_type(std::array{a, b}), name, always(GcdF<Lcm>{})));
  });
}

// xlogy / xlog1py: integer and bool operands promote to the default float dtype; bfloat16 rounds the logarithm.
template <bool Log1p>
BoxedKernel xlogy(const char* name) {
  return kernel([name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
    ScalarType dtype = result_type(std::array{a, b});
    if (!is_floating(dtype) && !is_complex(dtype)) dtype = default_dtype();
    set_result(s, binary_in<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
                      a, b, dtype, name, []<class T>(std::type_identity<T>) {
                        if constexpr (std::is_same_v<T, BFloat16>) return XlogyF<Log1p, BFloat16>{};
                        else return XlogyF<Log1p>{};
                      }));
  });
}

// lerp: end (and a tensor weight) must have self's dtype, as the CPU kernel checks.
void check_lerp_dtype(const Tensor& t, ScalarType dtype, const char* what) {
  check(t.dtype() == dtype, ErrorKind::RuntimeError, "expected dtype ", dtype_facts(dtype).type_meta_name, " for `",
        what, "` but got dtype ", dtype_facts(t.dtype()).type_meta_name);
}

BoxedKernel lerp(bool tensor_weight) {
  return kernel([tensor_weight](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor self = tensor_operand(s[0]), end = tensor_operand(s[1]);
    const ScalarType dtype = self.dtype();
    check_lerp_dtype(end, dtype, "end");
    const char* name = tensor_weight ? "lerp_kernel_tensor" : "lerp_kernel_scalar";
    if (!tensor_weight) {
      const double weight = as_double(s[2]).value_or(0.0);
      set_result(s, binary_in<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
                        self, end, dtype, name, always(LerpScalarF{weight})));
      return;
    }
    const Tensor weight = tensor_operand(s[2]);
    check_lerp_dtype(weight, dtype, "weight");
    const std::array<Tensor, 3> in{self, end, weight};
    Tensor out = output(in, broadcast_shapes(broadcast_shapes(self.sizes(), end.sizes()), weight.sizes()), dtype,
                        gpu_of(in));
    dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
        dtype, name, [&]<class T>(std::type_identity<T>) { launch<T, T, 3>(out, {self, end, weight}, LerpTensorF{}); });
    set_result(s, std::move(out));
  });
}

}  // namespace

TSR_REGISTER_KERNEL("bitwise_and.Tensor", CUDA, bitwise<BitOp::And>("bitwise_and_cuda"));
TSR_REGISTER_KERNEL("bitwise_or.Tensor", CUDA, bitwise<BitOp::Or>("bitwise_or_cuda"));
TSR_REGISTER_KERNEL("bitwise_xor.Tensor", CUDA, bitwise<BitOp::Xor>("bitwise_xor_cuda"));
TSR_REGISTER_KERNEL("bitwise_left_shift.Tensor", CUDA, bitwise<BitOp::Left>("lshift_cuda"));
TSR_REGISTER_KERNEL("bitwise_right_shift.Tensor", CUDA, bitwise<BitOp::Right>("rshift_cuda"));
TSR_REGISTER_KERNEL("bitwise_not", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  Tensor out = empty_like_layout(a, a.sizes(), a.dtype());
  dispatch_dtype<DtypeGroup::IntegralAndBool>(a.dtype(), "bitwise_not_cuda", [&]<class T>(std::type_identity<T>) {
    launch<T, T, 1>(out, {a}, BitwiseNotF{});
  });
  set_result(s, std::move(out));
}));
TSR_REGISTER_KERNEL("gcd", CUDA, gcd_lcm<false>("gcd_cuda"));
TSR_REGISTER_KERNEL("lcm", CUDA, gcd_lcm<true>("lcm_cuda"));
TSR_REGISTER_KERNEL("xlogy.Tensor", CUDA, xlogy<false>("xlogy_cuda"));
TSR_REGISTER_KERNEL("xlogy.Scalar_Self", CUDA, xlogy<false>("xlogy_cuda"));
TSR_REGISTER_KERNEL("xlogy.Scalar_Other", CUDA, xlogy<false>("xlogy_cuda"));
TSR_REGISTER_KERNEL("special_xlog1py", CUDA, xlogy<true>("xlog1py_cuda"));
TSR_REGISTER_KERNEL("special_xlog1py.self_scalar", CUDA, xlogy<true>("xlog1py_cuda"));
TSR_REGISTER_KERNEL("special_xlog1py.other_scalar", CUDA, xlogy<true>("xlog1py_cuda"));
TSR_REGISTER_KERNEL("lerp.Scalar", CUDA, lerp(false));
TSR_REGISTER_KERNEL("lerp.Tensor", CUDA, lerp(true));

TSR_REGISTER_KERNEL("frac", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  Tensor out = empty_like_layout(a, a.sizes(), a.dtype());
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
      a.dtype(), "frac_cuda", [&]<class T>(std::type_identity<T>) { launch<T, T, 1>(out, {a}, FracF{}); });
  set_result(s, std::move(out));
}));
TSR_REGISTER_KERNEL("signbit", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]);
  Tensor out = empty_like_layout(a, a.sizes(), ScalarType::Bool);
  dispatch_all(a.dtype(), "signbit_cuda", [&]<class T>(std::type_identity<T>) { launch<bool, T, 1>(out, {a}, SignbitF{}); });
  set_result(s, std::move(out));
}));
TSR_REGISTER_KERNEL("sinc", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, floating_unary(tensor_operand(s[0]), SincF{}, "sinc_cuda"));
}));
TSR_REGISTER_KERNEL("nextafter", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  set_result(s, binary_in<DtypeGroup::Floating>(a, b, result_type(std::array{a, b}), "nextafter_cuda",
                                                always(NextafterF{})));
}));

// prelu with its CPU kernel's checks: one weight, or one per channel (dim 1).
TSR_REGISTER_KERNEL("prelu", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_operand(s[0]), weight = tensor_operand(s[1]);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "prelu_cuda", {ScalarType::Half, ScalarType::BFloat16});
  Tensor w = weight;
  if (weight.numel() != 1) {
    const int64_t channels = self.dim() >= 2 ? self.sizes()[1] : 1;
    check(weight.dim() == 1 && weight.numel() == channels, ErrorKind::RuntimeError,
          "Mismatch of parameter numbers and input channel size. Found parameter numbers = ", weight.numel(),
          " and channel size = ", channels, ".");
    std::vector<int64_t> shape(static_cast<size_t>(self.dim()), 1);
    shape[1] = channels;
    w = view(weight, shape);
  }
  set_result(s, binary_in<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
                    self, w, result_type(std::array{self, weight}), "prelu_cuda", always(PreluF{})));
}));

}  // namespace tsr::tensor::cuda
