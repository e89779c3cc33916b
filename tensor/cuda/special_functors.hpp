// The per-element functions of the CUDA kernels of erfc, exp2, asinh, acosh, atanh and lgamma (pointwise.cu), host
// and device code: the C math library's functions, as the CPU kernels' scalar paths call them (their vector paths
// use SLEEF). tests/tensor/cuda/activation_functors_test.cpp runs them on the CPU against the CPU kernels.
#pragma once

#include "tensor/cuda/functors.hpp"

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

}  // namespace tsr::tensor::cuda
