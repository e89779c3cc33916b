// float16 and bfloat16 conversions over every bit pattern, against arithmetic that builds each value from its
// fields (ldexp), independent of half.hpp's bit tricks.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>

#include "tensor/core/half.hpp"

namespace tsr::tensor {
namespace {
using namespace detail;

float reference_half(uint16_t h) {
  const int exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF;
  const float sign = (h & 0x8000) ? -1.0f : 1.0f;
  if (exponent == 0) return sign * std::ldexp(static_cast<float>(mantissa), -24);
  if (exponent == 0x1F) return mantissa ? std::nanf("") : sign * INFINITY;
  return sign * std::ldexp(static_cast<float>(1024 + mantissa), exponent - 25);
}

TEST(Float16, EveryBitPatternConvertsToItsExactFloat) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    const float got = float_from_half_bits(static_cast<uint16_t>(h)), want = reference_half(static_cast<uint16_t>(h));
    if (std::isnan(want)) {
      ASSERT_TRUE(std::isnan(got)) << std::hex << h;
      // The payload is kept in the top mantissa bits and the sign with it.
      ASSERT_EQ(std::bit_cast<uint32_t>(got), (static_cast<uint32_t>(h & 0x8000) << 16) | 0x7F800000u | ((h & 0x3FFu) << 13))
          << std::hex << h;
    } else {
      ASSERT_EQ(std::bit_cast<uint32_t>(got), std::bit_cast<uint32_t>(want)) << std::hex << h;  // -0.0 included
    }
  }
}

TEST(Float16, EveryNonNaNBitPatternRoundTripsThroughFloat) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    if ((h & 0x7C00) == 0x7C00 && (h & 0x3FF)) continue;  // NaN: canonicalised, as c10's
    ASSERT_EQ(half_bits_from_float(float_from_half_bits(static_cast<uint16_t>(h))), h) << std::hex << h;
  }
}

TEST(BFloat16, EveryBitPatternIsTheTopHalfOfItsFloat) {
  for (uint32_t b = 0; b < 0x10000; ++b) {
    const float f = float_from_bfloat16_bits(static_cast<uint16_t>(b));
    ASSERT_EQ(std::bit_cast<uint32_t>(f), b << 16);
    if (!std::isnan(f)) ASSERT_EQ(bfloat16_bits_from_float(f), b);
  }
}

}  // namespace
}  // namespace tsr::tensor
