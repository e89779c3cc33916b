// float16 and bfloat16 conversions over every bit pattern, against arithmetic that builds each value from its
// fields (ldexp), independent of half.hpp's bit tricks.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>

#include "tensor/core/half.hpp"
#include "tensor/kernels/cpu/half_rows.hpp"

#include <random>
#include <vector>

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

// ---- half_rows: the branch-free scalars and the row converters (F16C on a processor that has it)

// The bits PyTorch 1.13 gives for float16 -> float (c10's fp16_ieee_to_fp32_value): exact, a NaN quieted with
// its payload and sign kept (tensor([0x7D00]).view(float16).float() is 0x7FE00000 there).
uint32_t pytorch_half_to_float_bits(uint16_t h) {
  const float want = reference_half(h);
  if (!std::isnan(want)) return std::bit_cast<uint32_t>(want);
  return (static_cast<uint32_t>(h & 0x8000) << 16) | 0x7FC00000u | ((h & 0x3FFu) << 13);
}

// Lengths with every tail a vector of 8 or 16 can leave, and longer ones.
const int64_t kLengths[] = {0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 33, 100, 1001};

// Float inputs covering every float16 rounding case: each float16 value, the midpoints and their neighbours,
// NaNs with payloads (signalling and quiet), infinities, the overflow edge, float subnormals, random bits.
std::vector<float> interesting_floats() {
  std::vector<float> out;
  for (uint32_t h = 0; h < 0x10000; ++h) {
    const float f = reference_half(static_cast<uint16_t>(h));
    if (std::isnan(f)) continue;
    const uint32_t b = std::bit_cast<uint32_t>(f);
    for (uint32_t d : {0u, 1u, 0xFFFu, 0x1000u, 0x1001u, 0x2000u})
      for (uint32_t s : {b + d, b - d}) out.push_back(std::bit_cast<float>(s));
  }
  for (uint32_t b : {0x7FA00000u, 0x7F800001u, 0xFFC00001u, 0x7FC02000u, 0x7F802000u, 0x7FFFFFFFu, 0x477FEFFFu,
                     0x477FF000u, 0x7F7FFFFFu, 0x00000001u, 0x80400000u, 0x33000000u, 0x33000001u, 0xB3800000u})
    out.push_back(std::bit_cast<float>(b));
  std::mt19937 gen(19);
  for (int i = 0; i < 200000; ++i) out.push_back(std::bit_cast<float>(static_cast<uint32_t>(gen())));
  return out;
}

TEST(HalfRows, BranchFreeScalarsGiveHalfHppsBitsAndPyTorchsNaNs) {
  for (uint32_t h = 0; h < 0x10000; ++h)
    ASSERT_EQ(std::bit_cast<uint32_t>(half_rows::half_to_float(static_cast<uint16_t>(h))),
              pytorch_half_to_float_bits(static_cast<uint16_t>(h)))
        << std::hex << h;
  for (float f : interesting_floats()) {
    ASSERT_EQ(half_rows::float_to_half(f), half_bits_from_float(f)) << std::hex << std::bit_cast<uint32_t>(f);
    ASSERT_EQ(half_rows::float_to_bfloat16(f, 0x7FC0), bfloat16_bits_from_float(f)) << std::hex << std::bit_cast<uint32_t>(f);
    if (std::isnan(f)) ASSERT_EQ(half_rows::float_to_bfloat16(f, 0xFFFF), 0xFFFF);
  }
}

TEST(HalfRows, EveryFloat16PatternConvertsInRowsOfEveryLength) {
  std::vector<uint16_t> all(0x10000);
  for (uint32_t h = 0; h < 0x10000; ++h) all[h] = static_cast<uint16_t>(h);
  std::vector<float> f(all.size());
  std::vector<double> d(all.size());
  half_rows::half_to_float(all.data(), f.data(), static_cast<int64_t>(all.size()));
  half_rows::half_to_double(all.data(), d.data(), static_cast<int64_t>(all.size()));
  for (uint32_t h = 0; h < 0x10000; ++h) {
    ASSERT_EQ(std::bit_cast<uint32_t>(f[h]), pytorch_half_to_float_bits(static_cast<uint16_t>(h))) << std::hex << h;
    ASSERT_EQ(std::bit_cast<uint64_t>(d[h]), std::bit_cast<uint64_t>(static_cast<double>(f[h]))) << std::hex << h;
  }
  // Tails: every length, at every offset into the patterns, and nothing written past the end.
  for (int64_t n : kLengths)
    for (int64_t start : {int64_t{0}, int64_t{3}, int64_t{0x7BF0}, int64_t{0xFC00 - 5}}) {
      std::vector<float> out(static_cast<size_t>(n) + 1, -7.0f);
      half_rows::half_to_float(all.data() + start, out.data(), n);
      for (int64_t i = 0; i < n; ++i) ASSERT_EQ(std::bit_cast<uint32_t>(out[i]), std::bit_cast<uint32_t>(f[start + i]));
      ASSERT_EQ(out[n], -7.0f);
    }
}

TEST(HalfRows, FloatAndDoubleRowsRoundAsOneElementAtATime) {
  const std::vector<float> in = interesting_floats();
  const auto n = static_cast<int64_t>(in.size());
  std::vector<uint16_t> h(in.size()), b(in.size());
  half_rows::float_to_half(in.data(), h.data(), n);
  half_rows::float_to_bfloat16(in.data(), b.data(), n);
  for (int64_t i = 0; i < n; ++i) {
    ASSERT_EQ(h[i], half_bits_from_float(in[i])) << std::hex << std::bit_cast<uint32_t>(in[i]);
    ASSERT_EQ(b[i], std::isnan(in[i]) ? 0xFFFF : bfloat16_bits_from_float(in[i]));  // PyTorch's vectorised copy
  }
  // double goes through float; NaN blocks of 16 are 0xFFFF for bfloat16 and the tail 0x7FC0, as PyTorch's convert.
  std::vector<double> wide;
  std::mt19937_64 gen(7);
  for (int i = 0; i < 100000; ++i) wide.push_back(std::bit_cast<double>(gen()));
  for (double v : {0x1.ffep15, 0x1.ffefffffffffffp15, 0x1.0000000000001p-25, 0x1p-25, 0x1.002p0, 0x1.0020000000001p0})
    wide.push_back(v);
  for (int64_t m : kLengths) {
    const int64_t len = std::min<int64_t>(m, static_cast<int64_t>(wide.size()));
    std::vector<uint16_t> wh(static_cast<size_t>(len) + 1, 0x1234), wb(static_cast<size_t>(len) + 1, 0x1234);
    std::vector<double> nans(static_cast<size_t>(len), std::nan(""));
    half_rows::double_to_half(wide.data() + wide.size() - len, wh.data(), len);
    for (int64_t i = 0; i < len; ++i)
      ASSERT_EQ(wh[i], half_bits_from_float(static_cast<float>(wide[wide.size() - len + i])));
    half_rows::double_to_bfloat16(nans.data(), wb.data(), len);
    for (int64_t i = 0; i < len; ++i) ASSERT_EQ(wb[i], i < len / 16 * 16 ? 0xFFFF : 0x7FC0) << len << " " << i;
    ASSERT_EQ(wh[len], 0x1234);
    ASSERT_EQ(wb[len], 0x1234);
  }
  std::vector<uint16_t> wh(wide.size());
  half_rows::double_to_half(wide.data(), wh.data(), static_cast<int64_t>(wide.size()));
  for (size_t i = 0; i < wide.size(); ++i) ASSERT_EQ(wh[i], half_bits_from_float(static_cast<float>(wide[i])));
}

TEST(HalfRows, BFloat16RowsWidenExactly) {
  std::vector<uint16_t> all(0x10000);
  for (uint32_t b = 0; b < 0x10000; ++b) all[b] = static_cast<uint16_t>(b);
  std::vector<float> f(all.size());
  std::vector<double> d(all.size());
  half_rows::bfloat16_to_float(all.data(), f.data(), static_cast<int64_t>(all.size()));
  half_rows::bfloat16_to_double(all.data(), d.data(), static_cast<int64_t>(all.size()));
  for (uint32_t b = 0; b < 0x10000; ++b) {
    ASSERT_EQ(std::bit_cast<uint32_t>(f[b]), b << 16);  // signalling NaNs stay signalling, as PyTorch's shift
    ASSERT_EQ(std::bit_cast<uint64_t>(d[b]), std::bit_cast<uint64_t>(static_cast<double>(f[b])));
  }
}

}  // namespace
}  // namespace tsr::tensor
