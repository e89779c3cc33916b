// See half_rows.hpp.
#include "tensor/kernels/cpu/half_rows.hpp"

#include <cstring>

#include "tensor/core/cpu_capability.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#include <immintrin.h>
#define TSR_HALF_ROWS_F16C 1
#endif

namespace tsr::tensor::half_rows {
namespace {

#ifdef TSR_HALF_ROWS_F16C
#define TSR_F16C __attribute__((target("avx2,f16c")))

TSR_F16C inline __m256 load8(const uint16_t* p) {
  return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
}

// Eight floats to float16 bits, ties to even; NaN lanes become 0x7E00 with their sign (vcvtps2ph keeps the top
// payload bits, c10 does not): a NaN half is the only result above 0x7C00 in magnitude, so its low 9 bits are
// cleared.
TSR_F16C inline __m128i pack8(__m256 v) {
  const __m128i h = _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT);
  const __m128i nan = _mm_cmpgt_epi16(_mm_and_si128(h, _mm_set1_epi16(0x7FFF)), _mm_set1_epi16(0x7C00));
  return _mm_andnot_si128(_mm_and_si128(nan, _mm_set1_epi16(0x01FF)), h);
}

TSR_F16C inline __m256 load8(const double* p) {
  const __m128 lo = _mm256_cvtpd_ps(_mm256_loadu_pd(p)), hi = _mm256_cvtpd_ps(_mm256_loadu_pd(p + 4));
  return _mm256_insertf128_ps(_mm256_castps128_ps256(lo), hi, 1);
}

// A row in blocks of 8 through `block(src, dst)`; the tail goes through 8-element buffers, so it is converted
// by the same instructions.
template <class S, class D, class Block>
TSR_F16C inline void rows_of_8(const S* src, D* dst, int64_t n, Block block) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) block(src + i, dst + i);
  if (i < n) {
    S in[8] = {};
    D out[8];
    std::memcpy(in, src + i, static_cast<size_t>(n - i) * sizeof(S));
    block(in, out);
    std::memcpy(dst + i, out, static_cast<size_t>(n - i) * sizeof(D));
  }
}

TSR_F16C void half_to_float_f16c(const uint16_t* src, float* dst, int64_t n) {
  rows_of_8(src, dst, n, [](const uint16_t* s, float* d) TSR_F16C { _mm256_storeu_ps(d, load8(s)); });
}

TSR_F16C void half_to_double_f16c(const uint16_t* src, double* dst, int64_t n) {
  rows_of_8(src, dst, n, [](const uint16_t* s, double* d) TSR_F16C {
    const __m256 v = load8(s);
    _mm256_storeu_pd(d, _mm256_cvtps_pd(_mm256_castps256_ps128(v)));
    _mm256_storeu_pd(d + 4, _mm256_cvtps_pd(_mm256_extractf128_ps(v, 1)));
  });
}

TSR_F16C void float_to_half_f16c(const float* src, uint16_t* dst, int64_t n) {
  rows_of_8(src, dst, n, [](const float* s, uint16_t* d) TSR_F16C {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(d), pack8(_mm256_loadu_ps(s)));
  });
}

TSR_F16C void double_to_half_f16c(const double* src, uint16_t* dst, int64_t n) {
  rows_of_8(src, dst, n, [](const double* s, uint16_t* d) TSR_F16C {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(d), pack8(load8(s)));
  });
}
#undef TSR_F16C
#endif

}  // namespace

bool uses_f16c() {
#ifdef TSR_HALF_ROWS_F16C
  static const bool yes = [] {
#ifndef __F16C__
    // The portable copy was asked for (TSR_CPU_CAPABILITY=default), or the processor lacks AVX2.
    if (cpu_capability() == CpuCapability::Default) return false;
#endif
    __builtin_cpu_init();
    // F16C from cpuid's leaf 1 (ECX bit 29): clang 14's __builtin_cpu_supports does not know "f16c".
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    const bool f16c = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_F16C) != 0;
    return __builtin_cpu_supports("avx2") && f16c;
  }();
  return yes;
#else
  return false;
#endif
}

void half_to_float(const uint16_t* src, float* dst, int64_t n) {
#ifdef TSR_HALF_ROWS_F16C
  if (uses_f16c()) return half_to_float_f16c(src, dst, n);
#endif
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = half_to_float(src[i]);
  });
}

void half_to_double(const uint16_t* src, double* dst, int64_t n) {
#ifdef TSR_HALF_ROWS_F16C
  if (uses_f16c()) return half_to_double_f16c(src, dst, n);
#endif
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = static_cast<double>(half_to_float(src[i]));
  });
}

void float_to_half(const float* src, uint16_t* dst, int64_t n) {
#ifdef TSR_HALF_ROWS_F16C
  if (uses_f16c()) return float_to_half_f16c(src, dst, n);
#endif
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = float_to_half(src[i]);
  });
}

void double_to_half(const double* src, uint16_t* dst, int64_t n) {
#ifdef TSR_HALF_ROWS_F16C
  if (uses_f16c()) return double_to_half_f16c(src, dst, n);
#endif
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = float_to_half(static_cast<float>(src[i]));
  });
}

void bfloat16_to_float(const uint16_t* src, float* dst, int64_t n) {
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = bfloat16_to_float(src[i]);
  });
}

void bfloat16_to_double(const uint16_t* src, double* dst, int64_t n) {
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = static_cast<double>(bfloat16_to_float(src[i]));
  });
}

void float_to_bfloat16(const float* src, uint16_t* dst, int64_t n) {
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < n; ++i) dst[i] = float_to_bfloat16(src[i], 0xFFFFu);
  });
}

void double_to_bfloat16(const double* src, uint16_t* dst, int64_t n) {
  const int64_t blocks = n / 16 * 16;  // PyTorch's vectorised part; its tail is converted one element at a time
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t i = 0; i < blocks; ++i) dst[i] = float_to_bfloat16(static_cast<float>(src[i]), 0xFFFFu);
    for (int64_t i = blocks; i < n; ++i) dst[i] = float_to_bfloat16(static_cast<float>(src[i]), 0x7FC0u);
  });
}

}  // namespace tsr::tensor::half_rows
