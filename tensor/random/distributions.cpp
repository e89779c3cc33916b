// See distributions.hpp. Every operation here is written out with its rounding: this file is compiled with
// -ffp-contract=off so the compiler never fuses a multiply-add the spec does not fuse (rng.md §3.2).
#include "tensor/random/distributions.hpp"

#include <bit>
#include <cfloat>
#include <cmath>
#include <algorithm>
#include <utility>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "tensor/core/cpu_capability.hpp"

namespace tsr::tensor::random {
namespace {

constexpr float kTwoPiF = 6.2831855f;                   // f32(2*pi), 0x40C90FDB
constexpr double kTwoPiD = 0x1.921fb54442d18p+2;        // 2*pi rounded to double

float from_bits(uint32_t bits) { return std::bit_cast<float>(bits); }

// cephes_logf and cephes_sincosf, inlined into the float transform below so that its copies for each instruction
// set (Note [CPU capability]) run std::fmaf as the instruction rather than a call (a fused multiply-add is exactly
// rounded either way: the same bits).
TSR_CPU_BODY inline float logf_body(float x) {
  constexpr uint32_t kPoly[] = {0x3D9021BB, 0xBDEBD1B8, 0x3DEF251A, 0xBDFE5D4F, 0x3E11E9BF,
                                0xBE2AAE50, 0x3E4CCEAC, 0xBE7FFFFC, 0x3EAAAAAA};
  const float q1 = from_bits(0xB95E8083), q2 = from_bits(0x3F318000), sqrthf = from_bits(0x3F3504F3);
  x = std::max(x, FLT_MIN);
  const uint32_t bits = std::bit_cast<uint32_t>(x);
  const int32_t k = static_cast<int32_t>(bits >> 23) - 127;
  float m = from_bits((bits & 0x807FFFFF) | 0x3F000000);  // mantissa in [0.5, 1)
  float e = static_cast<float>(k) + 1.0f;
  if (m < sqrthf) {
    e = e - 1.0f;
    const float before = m;
    m = (m - 1.0f) + before;
  } else {
    m = m - 1.0f;
  }
  const float z = m * m;
  float y = from_bits(kPoly[0]);
  for (int i = 1; i < 9; ++i) y = std::fmaf(y, m, from_bits(kPoly[i]));
  y = y * m;
  y = std::fmaf(y, z, e * q1);
  y = y - z * 0.5f;
  float r = m + y;
  r = r + e * q2;
  return r;
}

TSR_CPU_BODY inline void sincosf_body(float theta, float& sin_out, float& cos_out) {
  const float fopi = from_bits(0x3FA2F983);
  const float dp1 = from_bits(0xBF490000), dp2 = from_bits(0xB97DA000), dp3 = from_bits(0xB3222169);
  const float s0 = from_bits(0xB94CA1F9), s1 = from_bits(0x3C08839E), s2 = from_bits(0xBE2AAAA3);
  const float c0 = from_bits(0x37CCF5CE), c1 = from_bits(0xBAB6061A), c2 = from_bits(0x3D2AAAA5);

  const bool negative_input = std::signbit(theta);
  float x = std::fabs(theta);
  int32_t j = static_cast<int32_t>(x * fopi);
  j = (j + 1) & ~1;
  const float y = static_cast<float>(j);
  x = std::fmaf(y, dp1, x);
  x = std::fmaf(y, dp2, x);
  x = std::fmaf(y, dp3, x);
  const float z = x * x;

  float c = c0;
  c = std::fmaf(c, z, c1);
  c = std::fmaf(c, z, c2);
  c = c * z;
  c = std::fmaf(c, z, -(z * 0.5f));
  c = c + 1.0f;

  float p = s0;
  p = std::fmaf(p, z, s1);
  p = std::fmaf(p, z, s2);
  p = p * z;
  p = std::fmaf(p, x, x);

  float sin_v = (j & 2) == 0 ? p : c;
  float cos_v = (j & 2) == 0 ? c : p;
  if (((j & 4) != 0) != negative_input) sin_v = -sin_v;
  if (((j - 2) & 4) == 0) cos_v = -cos_v;
  sin_out = sin_v;
  cos_out = cos_v;
}

#if defined(TSR_CPU_DISPATCH) && defined(__x86_64__) && defined(__GNUC__)
#define TSR_NORMAL_AVX2 1
// The same transform eight lanes at a time, as PyTorch's normal_fill_16_AVX2 computes it: each step above as its
// AVX2 instruction, in the same order and rounding (a comparison and blend for each branch, a sign-bit xor for each
// negation), so every lane has the scalar transform's bits (NormalTransform.VectorMatchesScalar tests it).
__attribute__((target("arch=x86-64-v3"))) void normal_block_avx2(float* d, float mean, float std) {
#define f(bits) _mm256_castsi256_ps(_mm256_set1_epi32(int(uint32_t(bits))))
#define i32(v) _mm256_set1_epi32(int32_t(v))
  const __m256 one = _mm256_set1_ps(1.0f), half = _mm256_set1_ps(0.5f);
  const __m256i sign = i32(int32_t(0x80000000u));
  // log(u1), cephes_logf
  __m256 x = _mm256_max_ps(_mm256_set1_ps(FLT_MIN), _mm256_sub_ps(one, _mm256_loadu_ps(d)));
  const __m256i bits = _mm256_castps_si256(x);
  const __m256i k = _mm256_sub_epi32(_mm256_srli_epi32(bits, 23), i32(127));
  __m256 m = _mm256_castsi256_ps(_mm256_or_si256(_mm256_and_si256(bits, i32(int32_t(0x807FFFFFu))), i32(0x3F000000)));
  __m256 e = _mm256_add_ps(_mm256_cvtepi32_ps(k), one);
  const __m256 below = _mm256_cmp_ps(m, f(0x3F3504F3), _CMP_LT_OQ);
  e = _mm256_blendv_ps(e, _mm256_sub_ps(e, one), below);
  m = _mm256_blendv_ps(_mm256_sub_ps(m, one), _mm256_add_ps(_mm256_sub_ps(m, one), m), below);
  const __m256 z = _mm256_mul_ps(m, m);
  constexpr uint32_t kPoly[] = {0x3D9021BB, 0xBDEBD1B8, 0x3DEF251A, 0xBDFE5D4F, 0x3E11E9BF,
                                0xBE2AAE50, 0x3E4CCEAC, 0xBE7FFFFC, 0x3EAAAAAA};
  __m256 y = f(kPoly[0]);
  for (int i = 1; i < 9; ++i) y = _mm256_fmadd_ps(y, m, f(kPoly[i]));
  y = _mm256_mul_ps(y, m);
  y = _mm256_fmadd_ps(y, z, _mm256_mul_ps(e, f(0xB95E8083)));
  y = _mm256_sub_ps(y, _mm256_mul_ps(z, half));
  __m256 logv = _mm256_add_ps(m, y);
  logv = _mm256_add_ps(logv, _mm256_mul_ps(e, f(0x3F318000)));
  const __m256 radius = _mm256_sqrt_ps(_mm256_mul_ps(_mm256_set1_ps(-2.0f), logv));
  // sin and cos of theta, cephes_sincosf
  const __m256 theta = _mm256_mul_ps(_mm256_set1_ps(kTwoPiF), _mm256_loadu_ps(d + 8));
  const __m256i theta_sign = _mm256_and_si256(_mm256_castps_si256(theta), sign);
  __m256 ax = _mm256_castsi256_ps(_mm256_andnot_si256(sign, _mm256_castps_si256(theta)));
  __m256i j = _mm256_cvttps_epi32(_mm256_mul_ps(ax, f(0x3FA2F983)));
  j = _mm256_and_si256(_mm256_add_epi32(j, i32(1)), i32(~1));
  const __m256 yj = _mm256_cvtepi32_ps(j);
  ax = _mm256_fmadd_ps(yj, f(0xBF490000), ax);
  ax = _mm256_fmadd_ps(yj, f(0xB97DA000), ax);
  ax = _mm256_fmadd_ps(yj, f(0xB3222169), ax);
  const __m256 zz = _mm256_mul_ps(ax, ax);
  __m256 c = _mm256_fmadd_ps(f(0x37CCF5CE), zz, f(0xBAB6061A));
  c = _mm256_fmadd_ps(c, zz, f(0x3D2AAAA5));
  c = _mm256_mul_ps(c, zz);
  c = _mm256_fmadd_ps(c, zz, _mm256_castsi256_ps(_mm256_xor_si256(_mm256_castps_si256(_mm256_mul_ps(zz, half)), sign)));
  c = _mm256_add_ps(c, one);
  __m256 p = _mm256_fmadd_ps(f(0xB94CA1F9), zz, f(0x3C08839E));
  p = _mm256_fmadd_ps(p, zz, f(0xBE2AAAA3));
  p = _mm256_mul_ps(p, zz);
  p = _mm256_fmadd_ps(p, ax, ax);
  const __m256 poly_is_sin = _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(j, i32(2)), i32(0)));
  __m256 sin_v = _mm256_blendv_ps(c, p, poly_is_sin);
  __m256 cos_v = _mm256_blendv_ps(p, c, poly_is_sin);
  const __m256i sin_flip = _mm256_xor_si256(_mm256_slli_epi32(_mm256_and_si256(j, i32(4)), 29), theta_sign);
  const __m256i cos_flip = _mm256_slli_epi32(_mm256_andnot_si256(_mm256_sub_epi32(j, i32(2)), i32(4)), 29);
  sin_v = _mm256_castsi256_ps(_mm256_xor_si256(_mm256_castps_si256(sin_v), sin_flip));
  cos_v = _mm256_castsi256_ps(_mm256_xor_si256(_mm256_castps_si256(cos_v), cos_flip));
  const __m256 vstd = _mm256_set1_ps(std), vmean = _mm256_set1_ps(mean);
  _mm256_storeu_ps(d, _mm256_fmadd_ps(_mm256_mul_ps(radius, cos_v), vstd, vmean));
  _mm256_storeu_ps(d + 8, _mm256_fmadd_ps(_mm256_mul_ps(radius, sin_v), vstd, vmean));
#undef f
#undef i32
}
#endif

// The float32 transform of one block of 16 uniforms (§3.2): lane i pairs d[i] (radius) with d[i+8] (angle).
void normal_block_scalar(float* d, float mean, float std) {
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int i = 0; i < 8; ++i) {
      const float u1 = 1.0f - d[i];
      const float u2 = d[i + 8];
      const float radius = std::sqrt(-2.0f * logf_body(u1));
      const float theta = kTwoPiF * u2;
      float s, c;
      sincosf_body(theta, s, c);
      const float n1 = radius * c;
      const float n2 = radius * s;
      d[i] = std::fmaf(n1, std, mean);
      d[i + 8] = std::fmaf(n2, std, mean);
    }
  });
}

void normal_block(float* d, float mean, float std) {
#ifdef TSR_NORMAL_AVX2
  if (cpu_capability() != CpuCapability::Default) return normal_block_avx2(d, mean, std);
#endif
  normal_block_scalar(d, mean, std);
}

// The float64 transform of one block (§3.3), with glibc's log/cos/sin.
void normal_block(double* d, double mean, double std) {
  for (int i = 0; i < 8; ++i) {
    const double u1 = 1.0 - d[i];
    const double u2 = d[i + 8];
    const double radius = std::sqrt(-2.0 * std::log(u1));
    const double theta = kTwoPiD * u2;
    const double n1 = radius * std::cos(theta);
    const double n2 = radius * std::sin(theta);
    d[i] = std::fma(n1, std, mean);
    d[i + 8] = std::fma(n2, std, mean);
  }
}

void draw_uniforms(float* out, int64_t n, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = gen.uniform32();
}
void draw_uniforms(double* out, int64_t n, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = gen.uniform64();
}

// The chunked fill (§3.1): uniforms for every element, 16-wide transforms, and for a ragged tail 16 fresh
// uniforms over the last 16 slots.
template <class T>
void normal_fill_chunked(T* out, int64_t n, T mean, T std, CPUGenerator& gen) {
  draw_uniforms(out, n, gen);
  for (int64_t k = 0; k + 16 <= n; k += 16) normal_block(out + k, mean, std);
  if (n % 16 != 0) {
    draw_uniforms(out + n - 16, 16, gen);
    normal_block(out + n - 16, mean, std);
  }
}

// One standard normal from the scalar Box-Muller path (§3.4), using and refilling the generator's cache.
double next_scalar_normal(CPUGenerator& gen) {
  auto& cached = gen.next_double_normal();
  if (cached) {
    const double v = *cached;
    cached.reset();
    return v;
  }
  const double u1 = gen.uniform64();  // drawn first: the angle
  const double u2 = gen.uniform64();
  const double r = std::sqrt(-2.0 * std::log(1.0 - u2));
  const double theta = kTwoPiD * u1;
  cached = r * std::sin(theta);
  return r * std::cos(theta);
}

template <class T>
void normal_fill_scalar_impl(T* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = static_cast<T>(std::fma(next_scalar_normal(gen), std, mean));
}

template <class T>
void bernoulli_fill_impl(T* out, int64_t n, double p, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = gen.uniform64() < p ? T(1) : T(0);
}

}  // namespace

float cephes_logf(float x) { return logf_body(x); }

void cephes_sincosf(float theta, float& sin_out, float& cos_out) { sincosf_body(theta, sin_out, cos_out); }
void normal_transform16_scalar(float* d, float mean, float std) { normal_block_scalar(d, mean, std); }
bool normal_transform16_vector(float* d, float mean, float std) {
#ifdef TSR_NORMAL_AVX2
  if (cpu_capability() == CpuCapability::Default) return false;
  normal_block_avx2(d, mean, std);
  return true;
#else
  return false;
#endif
}

void uniform_fill(float* out, int64_t n, double from, double to, CPUGenerator& gen) {
  const float lo = static_cast<float>(from), range = static_cast<float>(to) - lo;
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) out[i] = std::fmaf(gen.uniform32(), range, lo);
  });
}

void uniform_fill(double* out, int64_t n, double from, double to, CPUGenerator& gen) {
  const double range = to - from;
  for (int64_t i = 0; i < n; ++i) out[i] = std::fma(gen.uniform64(), range, from);
}

void normal_fill(float* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  if (n >= 16) return normal_fill_chunked(out, n, static_cast<float>(mean), static_cast<float>(std), gen);
  normal_fill_scalar(out, n, mean, std, gen);
}

void normal_fill(double* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  if (n >= 16) return normal_fill_chunked(out, n, mean, std, gen);
  normal_fill_scalar(out, n, mean, std, gen);
}

void normal_fill_scalar(float* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  normal_fill_scalar_impl(out, n, mean, std, gen);
}
void normal_fill_scalar(double* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  normal_fill_scalar_impl(out, n, mean, std, gen);
}

namespace {

template <class H>
constexpr int significand_digits() { return std::is_same_v<H, Half> ? 11 : 8; }

// uniform_real_distribution<scalar_t>: (random() & mask) * 2^-digits in float, times (to - from) rounded to the
// type, plus from (one multiply-add, as the float path), rounded to the type.
template <class H>
void uniform_fill_16bit(H* out, int64_t n, double from, double to, CPUGenerator& gen) {
  constexpr int digits = significand_digits<H>();
  const H lo = H(static_cast<float>(from)), hi = H(static_cast<float>(to));
  const float range = float(H(float(hi) - float(lo)));
  for (int64_t i = 0; i < n; ++i) {
    const float x = static_cast<float>(gen.random() & ((1u << digits) - 1)) * (1.0f / static_cast<float>(1u << digits));
    out[i] = H(std::fmaf(x, range, float(lo)));
  }
}

// normal_fill_16<scalar_t> over one block: u1 = 1 - d[j] and u2 = d[j + 8] in the type; radius sqrt(-2 log u1)
// and theta 2 pi u2 rounded to the type (bfloat16 rounds after the log, the product and the root as well: c10's
// std::log/sqrt/cos of a BFloat16 return one); then radius * cos(theta) * std + mean.
template <class H>
void normal_block_16bit(H* d, H mean, H std) {
  constexpr bool bf16 = std::is_same_v<H, BFloat16>;
  for (int j = 0; j < 8; ++j) {
    const H u1 = H(1.0f - float(d[j]));
    const H u2 = d[j + 8];
    H radius;
    if constexpr (bf16) radius = H(std::sqrt(float(H(-2.0f * float(H(std::log(float(u1))))))));
    else radius = H(std::sqrt(-2.0f * std::log(float(u1))));
    const H theta = H(static_cast<float>(kTwoPiD * double(float(u2))));  // 2.0f * pi<double> * u2
    if constexpr (bf16) {
      d[j] = H(float(H(float(H(float(radius) * float(H(std::cos(float(theta)))))) * float(std))) + float(mean));
      d[j + 8] = H(float(H(float(H(float(radius) * float(H(std::sin(float(theta)))))) * float(std))) + float(mean));
    } else {
      d[j] = H(std::fmaf(float(radius) * std::cos(float(theta)), float(std), float(mean)));
      d[j + 8] = H(std::fmaf(float(radius) * std::sin(float(theta)), float(std), float(mean)));
    }
  }
}

template <class H>
void normal_fill_16bit(H* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  if (n < 16) return normal_fill_scalar_impl(out, n, mean, std, gen);
  const H m = H(static_cast<float>(mean)), s = H(static_cast<float>(std));
  uniform_fill_16bit(out, n, 0.0, 1.0, gen);
  for (int64_t k = 0; k + 16 <= n; k += 16) normal_block_16bit(out + k, m, s);
  if (n % 16 != 0) {
    uniform_fill_16bit(out + n - 16, 16, 0.0, 1.0, gen);
    normal_block_16bit(out + n - 16, m, s);
  }
}

}  // namespace

void uniform_fill(Half* out, int64_t n, double from, double to, CPUGenerator& gen) {
  uniform_fill_16bit(out, n, from, to, gen);
}
void uniform_fill(BFloat16* out, int64_t n, double from, double to, CPUGenerator& gen) {
  uniform_fill_16bit(out, n, from, to, gen);
}
void normal_fill(Half* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  normal_fill_16bit(out, n, mean, std, gen);
}
void normal_fill(BFloat16* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  normal_fill_16bit(out, n, mean, std, gen);
}
// static_cast<scalar_t> of the double draw: through float, as c10's 16-bit types convert.
void normal_fill_scalar(Half* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  normal_fill_scalar_impl(out, n, mean, std, gen);
}
void normal_fill_scalar(BFloat16* out, int64_t n, double mean, double std, CPUGenerator& gen) {
  normal_fill_scalar_impl(out, n, mean, std, gen);
}

void randint_fill(int64_t* out, int64_t n, int64_t low, int64_t high, CPUGenerator& gen, bool wide_dtype) {
  random_from_to_fill(out, n, static_cast<uint64_t>(high) - static_cast<uint64_t>(low), low, gen, wide_dtype);
}

void random_from_to_fill(int64_t* out, int64_t n, uint64_t range, int64_t base, CPUGenerator& gen, bool wide_dtype) {
  const bool draw64 = wide_dtype && range >= (1ULL << 32);
  for (int64_t i = 0; i < n; ++i) {
    const uint64_t v = draw64 ? gen.random64() : gen.random();
    out[i] = static_cast<int64_t>(v % range + static_cast<uint64_t>(base));
  }
}

void randperm_fill(int64_t* out, int64_t n, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = i;
  for (int64_t i = 0; i + 1 < n; ++i) {
    const int64_t z = static_cast<int64_t>(gen.random() % static_cast<uint64_t>(n - i));
    std::swap(out[i], out[i + z]);
  }
}

void bernoulli_fill(float* out, int64_t n, double p, CPUGenerator& gen) { bernoulli_fill_impl(out, n, p, gen); }
void bernoulli_fill(double* out, int64_t n, double p, CPUGenerator& gen) { bernoulli_fill_impl(out, n, p, gen); }

void bernoulli_fill(float* out, const float* p, int64_t n, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = gen.uniform32() < p[i] ? 1.0f : 0.0f;
}
void bernoulli_fill(double* out, const double* p, int64_t n, CPUGenerator& gen) {
  for (int64_t i = 0; i < n; ++i) out[i] = gen.uniform64() < p[i] ? 1.0 : 0.0;
}

double kaiming_uniform_bound(int64_t fan_in, double a) {
  // Each step rounds (this file never contracts), so a = sqrt(5) gives a*a = 5.000000000000001 as in Python.
  const double gain = std::sqrt(2.0 / (1 + a * a));
  const double std = gain / std::sqrt(static_cast<double>(fan_in));
  return std::sqrt(3.0) * std;
}

double bias_uniform_bound(int64_t fan_in) { return fan_in > 0 ? 1 / std::sqrt(static_cast<double>(fan_in)) : 0.0; }

}  // namespace tsr::tensor::random
