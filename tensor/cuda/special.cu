// Special functions on the CUDA key: erfinv, digamma, polygamma (so trigamma), torch.special's erfcx, ndtri,
// log_ndtr and zeta, and igamma/igammac. Each element function is the CPU kernel's own code
// (kernels/special_math.hpp, through the functors of special_functors.hpp, which the CPU tests run against the CPU
// kernels); the dtypes each takes are those of PyTorch 1.13's CUDA dispatch, whose kernel names its errors carry.
#include "tensor/cuda/operands.cuh"
#include "tensor/cuda/special_functors.hpp"

namespace tsr::tensor::cuda {
namespace {

// Floating only (float16 and bfloat16 refused, as PyTorch's AT_DISPATCH_FLOATING_TYPES kernels).
template <class F>
BoxedKernel unary_floating(const char* name) {
  return kernel([name](const Operator&, DispatchKeySet, Stack& s) {
    set_result(s, floating_unary_in<DtypeGroup::Floating>(tensor_operand(s[0]), F{}, name));
  });
}

// zeta promotes integer operands to the default dtype (a structured op with promote_integer_inputs_to_float);
// igamma and igammac refuse them.
template <class F, bool PromoteIntegers>
BoxedKernel binary_floating(const char* name) {
  return kernel([name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
    ScalarType dtype = result_type(std::array{a, b});
    if (PromoteIntegers && !is_floating(dtype)) dtype = default_dtype();
    set_result(s, binary_in<DtypeGroup::Floating>(a, b, dtype, name, always(F{})));
  });
}

}  // namespace

TSR_REGISTER_KERNEL("erfinv", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, floating_unary(tensor_operand(s[0]), ErfinvF{}, "erfinv_cuda"));
}));
TSR_REGISTER_KERNEL("digamma", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, floating_unary(tensor_operand(s[0]), DigammaF{}, "digamma_cuda"));
}));
// polygamma(n, x): orders 0 and 1 are the digamma and trigamma kernels, in the element type; higher orders in double.
TSR_REGISTER_KERNEL("polygamma", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t n = std::get<int64_t>(s.at(0));
  check(n >= 0, ErrorKind::RuntimeError, "polygamma(n, x) does not support negative n.");
  const Tensor x = tensor_operand(s[1]);
  set_result(s, n == 0   ? floating_unary(x, DigammaF{}, "digamma_cuda")
                : n == 1 ? floating_unary(x, TrigammaF{}, "trigamma_cuda")
                         : floating_unary(x, PolygammaF{n}, "polygamma_cuda"));
}));
TSR_REGISTER_KERNEL("special_erfcx", CUDA, unary_floating<ErfcxF>("erfcx_cuda"));
TSR_REGISTER_KERNEL("special_ndtri", CUDA, unary_floating<NdtriF>("ndtri_cuda"));
TSR_REGISTER_KERNEL("special_log_ndtr", CUDA, unary_floating<LogNdtrF>("log_ndtr_cuda"));
TSR_REGISTER_KERNEL("special_zeta", CUDA, (binary_floating<ZetaF, true>("zeta_cuda")));
TSR_REGISTER_KERNEL("igamma", CUDA, (binary_floating<IgammaF, false>("igamma_cuda")));
TSR_REGISTER_KERNEL("igammac", CUDA, (binary_floating<IgammacF, false>("igammac_cuda")));

}  // namespace tsr::tensor::cuda
