// Conversions between float16/bfloat16 and float/double, one element (branch-free, so loops over them
// vectorise) and whole contiguous rows (F16C's vcvtph2ps/vcvtps2ph where the processor has them, Note [CPU
// capability]), giving the bits PyTorch 1.13's CPU copy kernel gives:
// - float16 -> float: exact; a NaN keeps its sign and payload and is quieted (c10 converts through a float
//   multiply, which quiets a signalling NaN; vcvtph2ps does the same).
// - float -> float16: round to nearest even; every NaN becomes 0x7E00 with its sign (c10's
//   fp16_ieee_from_fp32_value; vcvtps2ph would keep the payload, so its NaN lanes are rewritten).
// - double -> float16 or bfloat16: through float (rounded twice), as c10's conversions are.
// - bfloat16 -> float: the 16 bits shifted up (a signalling NaN stays signalling).
// - float -> bfloat16: round to nearest even; a NaN becomes 0x7FC0 when converted one element at a time and 0xFFFF
//   in PyTorch's vectorised copy (its cvtfp32_bf16 blends in 0xFFFF): a contiguous float -> bfloat16 copy gives
//   0xFFFF in every position, a contiguous double -> bfloat16 copy 0xFFFF in whole blocks of 16 and 0x7FC0 in
//   the tail, a strided copy 0x7FC0.
//
// half.hpp's Half/BFloat16 keep their own (branchy, constexpr) conversions for single values; this header is for
// the loops that convert many (copy_, to(), sum's loads). Included only by those kernels, so editing it does not
// rebuild the tree.
#pragma once

#include <bit>
#include <cstdint>

#include "tensor/core/half.hpp"

namespace tsr::tensor::half_rows {

// float16 bits -> float, without branches.
inline float half_to_float(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t magnitude = h & 0x7FFFu;
  // A normal number: the exponent rebiased by 127 - 15 = 112. Infinity and NaN (exponent 31) need 255: another 112.
  uint32_t bits = (magnitude << 13) + (112u << 23);
  bits += (0u - static_cast<uint32_t>(magnitude >= 0x7C00u)) & (112u << 23);
  bits |= (0u - static_cast<uint32_t>(magnitude > 0x7C00u)) & 0x00400000u;  // NaN: quiet
  // Zero or subnormal: magnitude * 2^-24, exactly, as (0.5 + magnitude * 2^-24) - 0.5 in float.
  const uint32_t tiny = std::bit_cast<uint32_t>(std::bit_cast<float>(0x3F000000u | magnitude) - 0.5f);
  const uint32_t is_tiny = 0u - static_cast<uint32_t>(magnitude < 0x0400u);
  bits = (bits & ~is_tiny) | (tiny & is_tiny);
  return std::bit_cast<float>(sign | bits);
}

// float -> float16 bits, ties to even, without branches (the same bits as half.hpp's half_bits_from_float).
inline uint16_t float_to_half(float f) {
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  const uint32_t sign = (bits >> 16) & 0x8000u;
  const uint32_t a = bits & 0x7FFFFFFFu;
  // A normal half: rebias and round the 13 dropped bits (unsigned arithmetic wraps harmlessly for the lanes that
  // another case replaces).
  const uint32_t normal = (a + 0xC8000FFFu + ((a >> 13) & 1u)) >> 13;
  // A subnormal half or zero: adding 0.5 puts the value where float's spacing is 2^-24, so the float addition
  // rounds as the conversion must.
  const uint32_t tiny = std::bit_cast<uint32_t>(std::bit_cast<float>(a) + 0.5f) - 0x3F000000u;
  uint32_t out = a < 0x38800000u ? tiny : normal;
  out = a >= 0x477FF000u ? 0x7C00u : out;  // 65520 and up, infinity
  out = a > 0x7F800000u ? 0x7E00u : out;   // NaN
  return static_cast<uint16_t>(sign | out);
}

inline float bfloat16_to_float(uint16_t b) { return std::bit_cast<float>(static_cast<uint32_t>(b) << 16); }

// float -> bfloat16 bits, ties to even; a NaN becomes `nan`.
inline uint16_t float_to_bfloat16(float f, uint16_t nan) {
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  const uint16_t rounded = static_cast<uint16_t>((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16);
  return (bits & 0x7FFFFFFFu) > 0x7F800000u ? nan : rounded;
}

// Whole contiguous rows of n elements (the copy kernel's inner loop when both strides are 1).
void half_to_float(const uint16_t* src, float* dst, int64_t n);
void half_to_double(const uint16_t* src, double* dst, int64_t n);
void float_to_half(const float* src, uint16_t* dst, int64_t n);
void double_to_half(const double* src, uint16_t* dst, int64_t n);
void bfloat16_to_float(const uint16_t* src, float* dst, int64_t n);
void bfloat16_to_double(const uint16_t* src, double* dst, int64_t n);
void float_to_bfloat16(const float* src, uint16_t* dst, int64_t n);
void double_to_bfloat16(const double* src, uint16_t* dst, int64_t n);

// Whether the rows above use F16C (the AVX2 or AVX-512 copy is chosen and the processor has F16C).
bool uses_f16c();

}  // namespace tsr::tensor::half_rows
