// The per-element functions of the CUDA kernels of erfc, exp2, asinh, acosh, atanh and lgamma (pointwise.cu), host
// and device code: the C math library's functions, as the CPU kernels' scalar paths call them (their vector paths
// use SLEEF); and those of the special functions (special.cu), the CPU kernels' own code. tests/tensor/cuda/
// activation_functors_test.cpp runs them on the CPU against the CPU kernels.
#pragma once

#include "tensor/cuda/functors.hpp"
#include "tensor/kernels/bessel.hpp"
#include "tensor/kernels/cephes.hpp"
#include "tensor/kernels/polynomials.hpp"
#include "tensor/kernels/special_math.hpp"

namespace tsr::tensor::cuda {

#define TSR_SPECIAL_MATH_PAIR(name)                                 \
  TSR_HD float m_##name(float x) { return ::name##f(x); }           \
  TSR_HD double m_##name(double x) { return ::name(x); }
TSR_SPECIAL_MATH_PAIR(erfc)
TSR_SPECIAL_MATH_PAIR(asinh)
TSR_SPECIAL_MATH_PAIR(acosh)
TSR_SPECIAL_MATH_PAIR(atanh)
TSR_SPECIAL_MATH_PAIR(lgamma)
#undef TSR_SPECIAL_MATH_PAIR

#define TSR_SPECIAL_UNARY(Name, expr)                                    \
  struct Name {                                                          \
    template <class T> TSR_HD T operator()(T x) const { return expr; }   \
  };
TSR_SPECIAL_UNARY(ErfcF, m_erfc(x))
TSR_SPECIAL_UNARY(Exp2F, m_exp2(x))
TSR_SPECIAL_UNARY(AsinhF, m_asinh(x))
TSR_SPECIAL_UNARY(AcoshF, m_acosh(x))
TSR_SPECIAL_UNARY(AtanhF, m_atanh(x))
TSR_SPECIAL_UNARY(LgammaF, m_lgamma(x))
#undef TSR_SPECIAL_UNARY

// The special functions of kernels/special_math.hpp, the code the CPU kernels run (special.cpp): erfinv, digamma
// and trigamma in the element type, as the CPU's floating_map_in_dtype calls them; polygamma of order 2 and up,
// erfcx, ndtri, log_ndtr, zeta and the incomplete gamma functions in double, rounded once, as its floating_map.
struct ErfinvF {
  template <class T> TSR_HD T operator()(T x) const { return special_math::erfinv_pytorch(x); }
};
struct DigammaF {
  template <class T> TSR_HD T operator()(T x) const { return special_math::digamma_t(x); }
};
struct TrigammaF {
  template <class T> TSR_HD T operator()(T x) const { return special_math::trigamma_t(x); }
};
struct PolygammaF {
  int64_t n;
  template <class T> TSR_HD T operator()(T x) const { return static_cast<T>(special_math::polygamma_d(n, double(x))); }
};
#define TSR_SPECIAL_IN_DOUBLE(Name, fn)                                                              \
  struct Name {                                                                                      \
    template <class T> TSR_HD T operator()(T x) const { return static_cast<T>(special_math::fn(double(x))); } \
  };
TSR_SPECIAL_IN_DOUBLE(ErfcxF, erfcx_d)
TSR_SPECIAL_IN_DOUBLE(NdtriF, ndtri_d)
TSR_SPECIAL_IN_DOUBLE(LogNdtrF, log_ndtr_d)
#undef TSR_SPECIAL_IN_DOUBLE
#define TSR_SPECIAL_BINARY_IN_DOUBLE(Name, fn)                                                   \
  struct Name {                                                                                  \
    template <class T> TSR_HD T operator()(T a, T b) const {                                     \
      return static_cast<T>(special_math::fn(double(a), double(b)));                             \
    }                                                                                            \
  };
TSR_SPECIAL_BINARY_IN_DOUBLE(ZetaF, zeta_d)
TSR_SPECIAL_BINARY_IN_DOUBLE(IgammaF, igamma_d)
TSR_SPECIAL_BINARY_IN_DOUBLE(IgammacF, igammac_d)
#undef TSR_SPECIAL_BINARY_IN_DOUBLE

// The Bessel and Airy functions (kernels/cephes.hpp, kernels/bessel.hpp: the CPU kernels' code), in the element
// type.
#define TSR_BESSEL(Name, fn)                                                  \
  struct Name {                                                              \
    template <class T> TSR_HD T operator()(T x) const { return fn(x); }     \
  };
TSR_BESSEL(I0F, cephes::i0)
TSR_BESSEL(I0eF, cephes::i0e)
TSR_BESSEL(I1F, cephes::i1_t)
TSR_BESSEL(I1eF, cephes::i1e_t)
TSR_BESSEL(AiryAiF, bessel::airy_ai)
TSR_BESSEL(BesselJ0F, bessel::bessel_j0)
TSR_BESSEL(BesselJ1F, bessel::bessel_j1)
TSR_BESSEL(BesselY0F, bessel::bessel_y0)
TSR_BESSEL(BesselY1F, bessel::bessel_y1)
TSR_BESSEL(ModifiedI0F, bessel::modified_i0)
TSR_BESSEL(ModifiedI1F, bessel::modified_i1)
TSR_BESSEL(ModifiedK0F, bessel::modified_k0)
TSR_BESSEL(ModifiedK1F, bessel::modified_k1)
TSR_BESSEL(ScaledK0F, bessel::scaled_modified_k0)
TSR_BESSEL(ScaledK1F, bessel::scaled_modified_k1)
TSR_BESSEL(SphericalJ0F, bessel::spherical_j0)
#undef TSR_BESSEL

// The orthogonal polynomials of (x, n) (kernels/polynomials.hpp, the CPU kernels' code), in the element type, n
// truncated to the degree as the CPU kernel truncates it.
#define TSR_POLYNOMIAL(Name, fn)                                                                          \
  struct Name {                                                                                          \
    template <class T> TSR_HD T operator()(T x, T n) const { return polynomials::fn(x, polynomials::degree(n)); } \
  };
TSR_POLYNOMIAL(ChebyshevTF, chebyshev_t)
TSR_POLYNOMIAL(ChebyshevUF, chebyshev_u)
TSR_POLYNOMIAL(ChebyshevVF, chebyshev_v)
TSR_POLYNOMIAL(ChebyshevWF, chebyshev_w)
TSR_POLYNOMIAL(ShiftedChebyshevTF, shifted_chebyshev_t)
TSR_POLYNOMIAL(ShiftedChebyshevUF, shifted_chebyshev_u)
TSR_POLYNOMIAL(ShiftedChebyshevVF, shifted_chebyshev_v)
TSR_POLYNOMIAL(ShiftedChebyshevWF, shifted_chebyshev_w)
TSR_POLYNOMIAL(HermiteHF, hermite_h)
TSR_POLYNOMIAL(HermiteHeF, hermite_he)
TSR_POLYNOMIAL(LaguerreLF, laguerre_l)
TSR_POLYNOMIAL(LegendrePF, legendre_p)
#undef TSR_POLYNOMIAL

}  // namespace tsr::tensor::cuda
