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

// The Bessel functions: i0 and i0e take float16 and bfloat16 too (computed in float), as PyTorch's CUDA kernels; the
// others are AT_DISPATCH_FLOATING_TYPES kernels.
TSR_REGISTER_KERNEL("i0", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, floating_unary(tensor_operand(s[0]), I0F{}, "i0_cuda"));
}));
TSR_REGISTER_KERNEL("special_i0e", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, floating_unary(tensor_operand(s[0]), I0eF{}, "i0e_cuda"));
}));
TSR_REGISTER_KERNEL("special_i1", CUDA, unary_floating<I1F>("i1_cuda"));
TSR_REGISTER_KERNEL("special_i1e", CUDA, unary_floating<I1eF>("i1e_cuda"));
TSR_REGISTER_KERNEL("special_airy_ai", CUDA, unary_floating<AiryAiF>("airy_ai_cuda"));
TSR_REGISTER_KERNEL("special_bessel_j0", CUDA, unary_floating<BesselJ0F>("bessel_j0_cuda"));
TSR_REGISTER_KERNEL("special_bessel_j1", CUDA, unary_floating<BesselJ1F>("bessel_j1_cuda"));
TSR_REGISTER_KERNEL("special_bessel_y0", CUDA, unary_floating<BesselY0F>("bessel_y0_cuda"));
TSR_REGISTER_KERNEL("special_bessel_y1", CUDA, unary_floating<BesselY1F>("bessel_y1_cuda"));
TSR_REGISTER_KERNEL("special_modified_bessel_i0", CUDA, unary_floating<ModifiedI0F>("modified_bessel_i0_cuda"));
TSR_REGISTER_KERNEL("special_modified_bessel_i1", CUDA, unary_floating<ModifiedI1F>("modified_bessel_i1_cuda"));
TSR_REGISTER_KERNEL("special_modified_bessel_k0", CUDA, unary_floating<ModifiedK0F>("modified_bessel_k0_cuda"));
TSR_REGISTER_KERNEL("special_modified_bessel_k1", CUDA, unary_floating<ModifiedK1F>("modified_bessel_k1_cuda"));
TSR_REGISTER_KERNEL("special_scaled_modified_bessel_k0", CUDA, unary_floating<ScaledK0F>("scaled_modified_bessel_k0_cuda"));
TSR_REGISTER_KERNEL("special_scaled_modified_bessel_k1", CUDA, unary_floating<ScaledK1F>("scaled_modified_bessel_k1_cuda"));
TSR_REGISTER_KERNEL("special_spherical_bessel_j0", CUDA, unary_floating<SphericalJ0F>("spherical_bessel_j0_cuda"));

// The orthogonal polynomials, each of (x, n), (Scalar x, n) and (x, Scalar n): integer operands promote to the
// default dtype, float16 and bfloat16 are refused (PyTorch's AT_DISPATCH_FLOATING_TYPES "<name>_cuda" kernels).
// (one registration a line: TSR_REGISTER_KERNEL names its registrar by the line)
#define TSR_CUDA_POLYNOMIAL(op, F, name) TSR_REGISTER_KERNEL(op, CUDA, (binary_floating<F, true>(name)));
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_t", ChebyshevTF, "chebyshev_polynomial_t_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_t.x_scalar", ChebyshevTF, "chebyshev_polynomial_t_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_t.n_scalar", ChebyshevTF, "chebyshev_polynomial_t_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_u", ChebyshevUF, "chebyshev_polynomial_u_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_u.x_scalar", ChebyshevUF, "chebyshev_polynomial_u_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_u.n_scalar", ChebyshevUF, "chebyshev_polynomial_u_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_v", ChebyshevVF, "chebyshev_polynomial_v_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_v.x_scalar", ChebyshevVF, "chebyshev_polynomial_v_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_v.n_scalar", ChebyshevVF, "chebyshev_polynomial_v_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_w", ChebyshevWF, "chebyshev_polynomial_w_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_w.x_scalar", ChebyshevWF, "chebyshev_polynomial_w_cuda")
TSR_CUDA_POLYNOMIAL("special_chebyshev_polynomial_w.n_scalar", ChebyshevWF, "chebyshev_polynomial_w_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_t", ShiftedChebyshevTF, "shifted_chebyshev_polynomial_t_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_t.x_scalar", ShiftedChebyshevTF, "shifted_chebyshev_polynomial_t_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_t.n_scalar", ShiftedChebyshevTF, "shifted_chebyshev_polynomial_t_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_u", ShiftedChebyshevUF, "shifted_chebyshev_polynomial_u_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_u.x_scalar", ShiftedChebyshevUF, "shifted_chebyshev_polynomial_u_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_u.n_scalar", ShiftedChebyshevUF, "shifted_chebyshev_polynomial_u_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_v", ShiftedChebyshevVF, "shifted_chebyshev_polynomial_v_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_v.x_scalar", ShiftedChebyshevVF, "shifted_chebyshev_polynomial_v_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_v.n_scalar", ShiftedChebyshevVF, "shifted_chebyshev_polynomial_v_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_w", ShiftedChebyshevWF, "shifted_chebyshev_polynomial_w_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_w.x_scalar", ShiftedChebyshevWF, "shifted_chebyshev_polynomial_w_cuda")
TSR_CUDA_POLYNOMIAL("special_shifted_chebyshev_polynomial_w.n_scalar", ShiftedChebyshevWF, "shifted_chebyshev_polynomial_w_cuda")
TSR_CUDA_POLYNOMIAL("special_hermite_polynomial_h", HermiteHF, "hermite_polynomial_h_cuda")
TSR_CUDA_POLYNOMIAL("special_hermite_polynomial_h.x_scalar", HermiteHF, "hermite_polynomial_h_cuda")
TSR_CUDA_POLYNOMIAL("special_hermite_polynomial_h.n_scalar", HermiteHF, "hermite_polynomial_h_cuda")
TSR_CUDA_POLYNOMIAL("special_hermite_polynomial_he", HermiteHeF, "hermite_polynomial_he_cuda")
TSR_CUDA_POLYNOMIAL("special_hermite_polynomial_he.x_scalar", HermiteHeF, "hermite_polynomial_he_cuda")
TSR_CUDA_POLYNOMIAL("special_hermite_polynomial_he.n_scalar", HermiteHeF, "hermite_polynomial_he_cuda")
TSR_CUDA_POLYNOMIAL("special_laguerre_polynomial_l", LaguerreLF, "laguerre_polynomial_l_cuda")
TSR_CUDA_POLYNOMIAL("special_laguerre_polynomial_l.x_scalar", LaguerreLF, "laguerre_polynomial_l_cuda")
TSR_CUDA_POLYNOMIAL("special_laguerre_polynomial_l.n_scalar", LaguerreLF, "laguerre_polynomial_l_cuda")
TSR_CUDA_POLYNOMIAL("special_legendre_polynomial_p", LegendrePF, "legendre_polynomial_p_cuda")
TSR_CUDA_POLYNOMIAL("special_legendre_polynomial_p.x_scalar", LegendrePF, "legendre_polynomial_p_cuda")
TSR_CUDA_POLYNOMIAL("special_legendre_polynomial_p.n_scalar", LegendrePF, "legendre_polynomial_p_cuda")
#undef TSR_CUDA_POLYNOMIAL

}  // namespace tsr::tensor::cuda
