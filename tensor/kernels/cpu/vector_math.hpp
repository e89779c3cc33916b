// float32 exp, log, tanh and sigmoid written without branches or calls, so a loop over them vectorises.
//
// Note [Vector math]: glibc's expf/logf are scalar calls, which caps `exp` on 10M floats near 5 GB/s. These
// versions use range reduction plus a short polynomial (the classic Cephes coefficients) and pick special cases
// (overflow, underflow, NaN, zero) with selects instead of branches; GCC turns each loop into AVX-512/AVX2 code.
// That needs -fno-trapping-math (set for the library in tensor/CMakeLists.txt): under the default GCC will not
// if-convert a ?: whose arms compute floating-point values, and the loop keeps a branch and stays scalar.
// They are accurate to about 1 ulp, as is the SLEEF code PyTorch's vectorised kernels call; like PyTorch's, they
// may differ from a correctly rounded result in the last bit. float64 keeps libm (PyTorch does the same for
// accuracy's sake). Checked against libm in double precision in tests/tensor/ops/vector_math_test.cpp.
#pragma once

#include <bit>
#include <cstdint>
#include <limits>

namespace tsr::tensor::vector_math {

// 2^n for integer-valued n in [-252, 254], as two in-range factors so subnormal and overflowing results are right.
inline float exp2_int(float n, float& second) {
  const int32_t i = static_cast<int32_t>(n);
  const int32_t half = i / 2;
  second = std::bit_cast<float>((i - half + 127) << 23);
  return std::bit_cast<float>((half + 127) << 23);
}

// e^x.
inline float exp(float x) {
  constexpr float kLog2e = 1.44269504088896341f;
  constexpr float kLn2Hi = 0.693359375f, kLn2Lo = -2.12194440e-4f;  // ln 2 split so n * kLn2Hi is exact
  // Beyond these e^x is inf or rounds to 0; clamping keeps the integer conversion below in range. NaN fails every
  // comparison, so it is clamped too (the first test is written to be true for it): converting NaN to an integer
  // is undefined (UBSan reports it), and the NaN result is restored at the end.
  const float clamped = !(x >= -104.0f) ? -104.0f : (x > 89.0f ? 89.0f : x);
  // Round to the nearest integer by adding and removing 1.5 * 2^23 (a call to roundevenf would not vectorise).
  constexpr float kRound = 12582912.0f;
  const float n = (clamped * kLog2e + kRound) - kRound;
  const float r = (clamped - n * kLn2Hi) - n * kLn2Lo;  // |r| <= ln2 / 2
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3334519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  const float er = p * r * r + r + 1.0f;
  float second;
  const float first = exp2_int(n, second);
  const float result = er * first * second;
  return x != x ? x : result;  // NaN in, NaN out
}

// The natural logarithm.
inline float log(float x) {
  constexpr float kSqrtHalf = 0.707106781186547524f;
  // Subnormal inputs are scaled into the normal range first (2^23), and the exponent corrected after.
  const bool subnormal = x < std::numeric_limits<float>::min();
  const float scaled = x * (subnormal ? 8388608.0f : 1.0f);
  const int32_t bits = std::bit_cast<int32_t>(scaled);
  float e = static_cast<float>(((bits >> 23) & 0xff) - 126) - (subnormal ? 23.0f : 0.0f);
  float m = std::bit_cast<float>((bits & 0x007fffff) | 0x3f000000);  // mantissa in [0.5, 1)
  // Keep m in [sqrt(1/2), sqrt(2)) so the polynomial's argument stays small (both subtractions below are exact).
  const bool small = m < kSqrtHalf;
  e -= small ? 1.0f : 0.0f;
  const float doubled = m + m;
  m = (small ? doubled : m) - 1.0f;
  const float z = m * m;
  float p = 7.0376836292e-2f;
  p = p * m - 1.1514610310e-1f;
  p = p * m + 1.1676998740e-1f;
  p = p * m - 1.2420140846e-1f;
  p = p * m + 1.4249322787e-1f;
  p = p * m - 1.6668057665e-1f;
  p = p * m + 2.0000714765e-1f;
  p = p * m - 2.4999993993e-1f;
  p = p * m + 3.3333331174e-1f;
  float y = m * z * p;
  y += -2.12194440e-4f * e;
  y += -0.5f * z;
  float result = m + y + 0.693359375f * e;
  // Special cases as a chain of selects (a nested ?: becomes branches the vectoriser gives up on).
  constexpr float kInf = std::numeric_limits<float>::infinity();
  result = x == kInf ? kInf : result;
  result = x == 0.0f ? -kInf : result;
  result = x < 0.0f ? std::numeric_limits<float>::quiet_NaN() : result;
  return x != x ? x : result;
}

// The hyperbolic tangent: a polynomial near 0 (where 1 - 2/(e^2x + 1) would cancel), else through exp.
inline float tanh(float x) {
  const float a = x < 0.0f ? -x : x;
  const float z = x * x;
  float p = -5.70498872745e-3f;
  p = p * z + 2.06390887954e-2f;
  p = p * z - 5.37397155531e-2f;
  p = p * z + 1.33314422036e-1f;
  p = p * z - 3.33332819422e-1f;
  const float near_zero = x + x * z * p;
  const float far = 1.0f - 2.0f / (exp(a + a) + 1.0f);
  const float signed_far = x < 0.0f ? -far : far;
  return a < 0.625f ? near_zero : signed_far;
}

// 1 / (1 + e^-x).
inline float sigmoid(float x) { return 1.0f / (1.0f + exp(-x)); }

}  // namespace tsr::tensor::vector_math
