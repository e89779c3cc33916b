// oneDNN's float32 eltwise formulas as its AVX2 JIT kernels compute them, for the ops PyTorch 1.13 hands to oneDNN
// on CPU (Note [PyTorch's oneDNN gelu]).
//
// Note [PyTorch's oneDNN gelu]: PyTorch 1.13's gelu (approximate='none') and its backward give a contiguous
// float32 tensor of more than one element to oneDNN (`use_mkldnn` in Activation.cpp; Debian's build links oneDNN
// 2.6), whose eltwise injector (jit_uni_eltwise_injector_f32, AVX2) computes erf by Abramowitz and Stegun's
// formula 7.1.26 with its own exp: 2^(n-1) * p(r) * 2 after a range reduction by ln 2, p a degree-5 polynomial.
// Every constant is the float oneDNN stores (its hexadecimal table entries) and every step is one AVX2
// instruction, so each is one rounding here: a product or quotient, or a fused multiply-add where the injector
// uses vfmadd/vfnmadd. Other dtypes and layouts go through PyTorch's own kernel (SLEEF's erf). Measured against
// PyTorch 1.13 element for element (script test 810).
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

namespace tsr::tensor::onednn {

inline float from_bits(uint32_t b) { return std::bit_cast<float>(b); }

// exp_compute_vector_fwd: zero below log(FLT_MIN), clamped to [log(FLT_MIN), log(FLT_MAX)] otherwise.
inline float exp(float x) {
  const float ln_flt_max = from_bits(0x42b17218), ln_flt_min = from_bits(0xc2aeac50);
  const float log2e = from_bits(0x3fb8aa3b), ln2 = from_bits(0x3f317218);
  const bool underflow = x < ln_flt_min;
  x = x < ln_flt_max ? x : ln_flt_max;  // vminps / vmaxps: the second operand when the first is NaN
  x = x > ln_flt_min ? x : ln_flt_min;
  float n = std::floor(x * log2e + 0.5f);  // two roundings: vmulps, vaddps
  const float r = std::fma(-n, ln2, x);
  n = n - 1.0f;
  const uint32_t scale_bits = underflow ? 0u : static_cast<uint32_t>(static_cast<int32_t>(n) + 127) << 23;
  float p = from_bits(0x3c07cfce);
  p = std::fma(p, r, from_bits(0x3d2b9d0d));
  p = std::fma(p, r, from_bits(0x3e2aad40));
  p = std::fma(p, r, from_bits(0x3efffee3));
  p = std::fma(p, r, from_bits(0x3f7ffffb));
  p = std::fma(p, r, 1.0f);
  return p * from_bits(scale_bits) * 2.0f;
}

// 1 - t * r(t) * exp(-x*x) with t = 1 / (1 + p|x|) carrying x's sign: erf(x) as the injector builds it, from
// q = -exp(-x*x) (already computed).
inline float erf_from(float x, float q) {
  const float t = 1.0f / std::fma(from_bits(0x3ea7ba05), std::fabs(x), 1.0f);
  const float qt = q * t;
  float r = from_bits(0x3f87dc22);
  r = std::fma(r, t, from_bits(0xbfba00e3));
  r = std::fma(r, t, from_bits(0x3fb5f0e3));
  r = std::fma(r, t, from_bits(0xbe91a98e));
  r = std::fma(r, t, from_bits(0x3e827906));
  const float e = std::fma(qt, r, 1.0f);
  return std::signbit(x) ? -e : e;
}

inline constexpr uint32_t kOneOverSqrtTwo = 0x3f3504f3, kOneOverSqrtPi = 0x3f106eba;

// gelu_erf_compute_vector_fwd: s * (1 + erf(s / sqrt 2)) / 2 as S + S * erf with S = s / 2 (measured: halving
// s, not dividing s / sqrt 2 by sqrt 2 again).
inline float gelu_erf(float s) {
  const float x = s * from_bits(kOneOverSqrtTwo);
  const float q = -exp(-(x * x));
  const float e = erf_from(x, q);
  const float half_s = s * 0.5f;
  return std::fma(e, half_s, half_s);
}

// gelu_erf_compute_vector_bwd times the incoming gradient: dy * (0.5 + R / sqrt(pi) * exp(-R*R) + 0.5 * erf(R)),
// R = s / sqrt 2.
inline float gelu_erf_backward(float dy, float s) {
  const float x = s * from_bits(kOneOverSqrtTwo);
  const float q = exp(-(x * x));
  const float t = x * from_bits(kOneOverSqrtPi) * q;
  const float e = erf_from(x, -q);
  return dy * std::fma(e, 0.5f, t + 0.5f);
}

}  // namespace tsr::tensor::onednn
