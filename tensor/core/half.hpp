// The 16-bit floating types of float16 and bfloat16 rows, behaving as c10::Half and c10::BFloat16 do in PyTorch's
// CPU kernels: storage is 16 bits; a value converts to float exactly and from float with round-to-nearest-even;
// arithmetic between two of them is done in float and rounded back (once per operation, as PyTorch's scalar and
// vectorised CPU paths both do); arithmetic with a float or double gives float or double; with an integer, the
// 16-bit type. Conversions from double or from integers go through float first, as c10's do (a double is rounded
// twice: to float, then to 16 bits).
//
// Written with integer arithmetic rather than _Float16/__bf16, which not every compiler tsr builds with has on
// x86-64 (clang 14, GCC 12 without AVX512-FP16).
#pragma once

#include <bit>
#include <cstdint>
#include <limits>
#include <type_traits>

namespace tsr::tensor {

namespace detail {

// float -> IEEE binary16 bits, ties to even. NaN becomes the quiet NaN 0x7E00 with its sign (as c10's
// fp16_ieee_from_fp32_value); magnitudes from 65520 up round to infinity.
constexpr uint16_t half_bits_from_float(float f) {
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  const uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  uint32_t a = bits & 0x7FFFFFFFu;
  if (a > 0x7F800000u) return sign | 0x7E00u;  // NaN
  if (a >= 0x477FF000u) return sign | 0x7C00u;  // 65520 and up (and infinity) round to infinity
  if (a >= 0x38800000u) {                       // a normal half (2^-14 and up): rebias, round the 13 dropped bits
    a += 0xC8000FFFu + ((a >> 13) & 1u);        // -(112 << 23) + 0xFFF, plus one more on an odd result: ties to even
    return static_cast<uint16_t>(sign | (a >> 13));
  }
  // A half subnormal or zero: adding 0.5 puts the value where float's spacing is 2^-24, the half subnormals'
  // spacing, so the float addition rounds (to nearest even) exactly as the conversion must; 2^-14 comes out as the
  // smallest normal's bits.
  const float shifted = std::bit_cast<float>(a) + 0.5f;
  return static_cast<uint16_t>(sign | (std::bit_cast<uint32_t>(shifted) - 0x3F000000u));
}

// binary16 bits -> float, exactly (NaN payloads kept).
constexpr float float_from_half_bits(uint16_t h) {
  const uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  const uint32_t exponent = (h >> 10) & 0x1Fu, mantissa = h & 0x3FFu;
  if (exponent == 0x1F) return std::bit_cast<float>(sign | 0x7F800000u | (mantissa << 13));
  if (exponent == 0) {  // zero or subnormal: mantissa * 2^-24, exact in float
    const float magnitude = static_cast<float>(mantissa) * 5.9604644775390625e-8f;
    return sign ? -magnitude : magnitude;
  }
  return std::bit_cast<float>(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

// float -> bfloat16 bits (the top 16 of float's), ties to even; every NaN becomes 0x7FC0, as c10's
// round_to_nearest_even.
constexpr uint16_t bfloat16_bits_from_float(float f) {
  if (f != f) return 0x7FC0u;
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  return static_cast<uint16_t>((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16);
}

constexpr float float_from_bfloat16_bits(uint16_t b) { return std::bit_cast<float>(static_cast<uint32_t>(b) << 16); }

// One class per format, the same interface: Traits gives the two conversions.
template <class Traits>
struct Float16Type {
  uint16_t x;

  Float16Type() = default;  // uninitialised, as a float is (tensors' storage is allocated raw)
  constexpr Float16Type(float v) : x(Traits::from_float(v)) {}  // NOLINT(google-explicit-constructor): as c10's
  constexpr operator float() const { return Traits::to_float(x); }  // NOLINT(google-explicit-constructor)

  static constexpr Float16Type from_bits(uint16_t bits) {
    Float16Type h;
    h.x = bits;
    return h;
  }

  // Two 16-bit values: computed in float, rounded back.
  friend constexpr Float16Type operator+(Float16Type a, Float16Type b) { return float(a) + float(b); }
  friend constexpr Float16Type operator-(Float16Type a, Float16Type b) { return float(a) - float(b); }
  friend constexpr Float16Type operator*(Float16Type a, Float16Type b) { return float(a) * float(b); }
  friend constexpr Float16Type operator/(Float16Type a, Float16Type b) { return float(a) / float(b); }
  friend constexpr Float16Type operator-(Float16Type a) { return from_bits(static_cast<uint16_t>(a.x ^ 0x8000u)); }
  constexpr Float16Type& operator+=(Float16Type b) { return *this = *this + b; }
  constexpr Float16Type& operator-=(Float16Type b) { return *this = *this - b; }
  constexpr Float16Type& operator*=(Float16Type b) { return *this = *this * b; }
  constexpr Float16Type& operator/=(Float16Type b) { return *this = *this / b; }

  // With an integer: the integer converted to this type first (c10's Half + int64_t is a Half).
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator+(Float16Type a, I b) { return a + Float16Type(static_cast<float>(b)); }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator+(I a, Float16Type b) { return Float16Type(static_cast<float>(a)) + b; }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator-(Float16Type a, I b) { return a - Float16Type(static_cast<float>(b)); }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator-(I a, Float16Type b) { return Float16Type(static_cast<float>(a)) - b; }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator*(Float16Type a, I b) { return a * Float16Type(static_cast<float>(b)); }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator*(I a, Float16Type b) { return Float16Type(static_cast<float>(a)) * b; }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator/(Float16Type a, I b) { return a / Float16Type(static_cast<float>(b)); }
  template <class I>
    requires std::is_integral_v<I>
  friend constexpr Float16Type operator/(I a, Float16Type b) { return Float16Type(static_cast<float>(a)) / b; }
  // With float or double: computed in that type, as c10's (Half * float is a float).
  friend constexpr float operator+(Float16Type a, float b) { return float(a) + b; }
  friend constexpr float operator+(float a, Float16Type b) { return a + float(b); }
  friend constexpr float operator-(Float16Type a, float b) { return float(a) - b; }
  friend constexpr float operator-(float a, Float16Type b) { return a - float(b); }
  friend constexpr float operator*(Float16Type a, float b) { return float(a) * b; }
  friend constexpr float operator*(float a, Float16Type b) { return a * float(b); }
  friend constexpr float operator/(Float16Type a, float b) { return float(a) / b; }
  friend constexpr float operator/(float a, Float16Type b) { return a / float(b); }
  friend constexpr double operator+(Float16Type a, double b) { return double(float(a)) + b; }
  friend constexpr double operator+(double a, Float16Type b) { return a + double(float(b)); }
  friend constexpr double operator-(Float16Type a, double b) { return double(float(a)) - b; }
  friend constexpr double operator-(double a, Float16Type b) { return a - double(float(b)); }
  friend constexpr double operator*(Float16Type a, double b) { return double(float(a)) * b; }
  friend constexpr double operator*(double a, Float16Type b) { return a * double(float(b)); }
  friend constexpr double operator/(Float16Type a, double b) { return double(float(a)) / b; }
  friend constexpr double operator/(double a, Float16Type b) { return a / double(float(b)); }
};

struct HalfTraits {
  static constexpr uint16_t from_float(float v) { return half_bits_from_float(v); }
  static constexpr float to_float(uint16_t b) { return float_from_half_bits(b); }
};
struct BFloat16Traits {
  static constexpr uint16_t from_float(float v) { return bfloat16_bits_from_float(v); }
  static constexpr float to_float(uint16_t b) { return float_from_bfloat16_bits(b); }
};

}  // namespace detail

using Half = detail::Float16Type<detail::HalfTraits>;
using BFloat16 = detail::Float16Type<detail::BFloat16Traits>;
static_assert(sizeof(Half) == 2 && std::is_trivially_copyable_v<Half> && std::is_trivially_default_constructible_v<Half>);

// The C++ type a 16-bit floating type computes in (c10's opmath_type): float.
template <class T>
struct OpMath {
  using type = T;
};
template <class Traits>
struct OpMath<detail::Float16Type<Traits>> {
  using type = float;
};
template <class T>
using opmath_t = typename OpMath<T>::type;

}  // namespace tsr::tensor

// The limits c10 gives Half and BFloat16 (torch.finfo reads them).
template <>
class std::numeric_limits<tsr::tensor::Half> {
  using H = tsr::tensor::Half;

 public:
  static constexpr bool is_specialized = true, is_signed = true, is_integer = false, is_exact = false;
  static constexpr bool has_infinity = true, has_quiet_NaN = true, has_signaling_NaN = true;
  static constexpr bool is_iec559 = true, is_bounded = true, is_modulo = false;
  static constexpr auto has_denorm = std::denorm_present;
  static constexpr auto round_style = std::round_to_nearest;
  static constexpr int digits = 11, digits10 = 3, max_digits10 = 5, radix = 2;
  static constexpr int min_exponent = -13, min_exponent10 = -4, max_exponent = 16, max_exponent10 = 4;
  static constexpr H min() { return H::from_bits(0x0400); }
  static constexpr H lowest() { return H::from_bits(0xFBFF); }
  static constexpr H max() { return H::from_bits(0x7BFF); }
  static constexpr H epsilon() { return H::from_bits(0x1400); }
  static constexpr H round_error() { return H::from_bits(0x3800); }
  static constexpr H infinity() { return H::from_bits(0x7C00); }
  static constexpr H quiet_NaN() { return H::from_bits(0x7E00); }
  static constexpr H signaling_NaN() { return H::from_bits(0x7D00); }
  static constexpr H denorm_min() { return H::from_bits(0x0001); }
};

template <>
class std::numeric_limits<tsr::tensor::BFloat16> {
  using B = tsr::tensor::BFloat16;

 public:
  static constexpr bool is_specialized = true, is_signed = true, is_integer = false, is_exact = false;
  static constexpr bool has_infinity = true, has_quiet_NaN = true, has_signaling_NaN = true;
  static constexpr bool is_iec559 = false, is_bounded = true, is_modulo = false;
  static constexpr auto has_denorm = std::denorm_present;
  static constexpr auto round_style = std::round_to_nearest;
  static constexpr int digits = 8, digits10 = 2, max_digits10 = 4, radix = 2;
  static constexpr int min_exponent = -125, min_exponent10 = -37, max_exponent = 128, max_exponent10 = 38;
  static constexpr B min() { return B::from_bits(0x0080); }
  static constexpr B lowest() { return B::from_bits(0xFF7F); }
  static constexpr B max() { return B::from_bits(0x7F7F); }
  static constexpr B epsilon() { return B::from_bits(0x3C00); }
  static constexpr B round_error() { return B::from_bits(0x3F00); }
  static constexpr B infinity() { return B::from_bits(0x7F80); }
  static constexpr B quiet_NaN() { return B::from_bits(0x7FC0); }
  static constexpr B signaling_NaN() { return B::from_bits(0x7FA0); }
  static constexpr B denorm_min() { return B::from_bits(0x0001); }
};
