// SLEEF's AVX2 code as PyTorch's Vectorized<float/double> calls it (Note [PyTorch's vector math] in
// sleef_math.hpp). This file is compiled with -mavx2 -mfma (tensor/CMakeLists.txt); its functions run only when
// active() says the processor has those instructions. So that no AVX2 code reaches a caller on an older processor,
// it holds no static initialisers and instantiates no inline function or template shared with other files (the
// linker keeps one copy of those, possibly this file's): its helpers are its own, in an anonymous namespace.
#include <cmath>
#include "tensor/kernels/cpu/sleef_math.hpp"

#include <immintrin.h>
#include <sleef.h>


namespace tsr::tensor::sleef_math {
namespace {

template <class T> struct Avx2;
template <> struct Avx2<float> {
  using Vec = __m256;
  static constexpr int64_t width = 8;
  static Vec load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, Vec v) { _mm256_storeu_ps(p, v); }
  // Indexed by Fn, in its order (SLEEF declares them with a const return type, hence the decltype).
  static constexpr decltype(&Sleef_expf8_u10avx2) fns[] = {
      Sleef_expf8_u10avx2,  Sleef_logf8_u10avx2,  Sleef_log2f8_u10avx2,  Sleef_log10f8_u10avx2,
      Sleef_log1pf8_u10avx2, Sleef_expm1f8_u10avx2, Sleef_sinf8_u10avx2,  Sleef_cosf8_u10avx2,
      Sleef_tanf8_u10avx2,  Sleef_tanhf8_u10avx2, Sleef_asinf8_u10avx2, Sleef_acosf8_u10avx2,
      Sleef_atanf8_u10avx2, Sleef_sinhf8_u10avx2, Sleef_coshf8_u10avx2, Sleef_erff8_u10avx2,
      Sleef_erfcf8_u15avx2, Sleef_lgammaf8_u10avx2};
};
template <> struct Avx2<double> {
  using Vec = __m256d;
  static constexpr int64_t width = 4;
  static Vec load(const double* p) { return _mm256_loadu_pd(p); }
  static void store(double* p, Vec v) { _mm256_storeu_pd(p, v); }
  static constexpr decltype(&Sleef_expd4_u10avx2) fns[] = {
      Sleef_expd4_u10avx2,  Sleef_logd4_u10avx2,  Sleef_log2d4_u10avx2,  Sleef_log10d4_u10avx2,
      Sleef_log1pd4_u10avx2, Sleef_expm1d4_u10avx2, Sleef_sind4_u10avx2,  Sleef_cosd4_u10avx2,
      Sleef_tand4_u10avx2,  Sleef_tanhd4_u10avx2, Sleef_asind4_u10avx2, Sleef_acosd4_u10avx2,
      Sleef_atand4_u10avx2, Sleef_sinhd4_u10avx2, Sleef_coshd4_u10avx2, Sleef_erfd4_u10avx2,
      Sleef_erfcd4_u15avx2, Sleef_lgammad4_u10avx2};
};
static_assert(sizeof(Avx2<float>::fns) / sizeof(Avx2<float>::fns[0]) == static_cast<size_t>(Fn::Lgamma) + 1, "one SLEEF function per Fn");
static_assert(sizeof(Avx2<double>::fns) / sizeof(Avx2<double>::fns[0]) == static_cast<size_t>(Fn::Lgamma) + 1, "one SLEEF function per Fn");

// Applies `vec_op` (Vec -> Vec) to n elements, a vector at a time; strided operands and the last partial vector
// go through a zero-padded buffer, as PyTorch's partial loadu/store do.
template <class T, class VecOp>
void apply(const T* in, int64_t in_stride, T* out, int64_t out_stride, int64_t n, VecOp vec_op) {
  using A = Avx2<T>;
  constexpr int64_t w = A::width;
  int64_t i = 0;
  if (in_stride == 1 && out_stride == 1) {
    for (; i + w <= n; i += w) A::store(out + i, vec_op(A::load(in + i)));
  }
  for (; i < n; i += w) {
    const int64_t k = n - i < w ? n - i : w;
    alignas(32) T buf[w] = {};
    for (int64_t j = 0; j < k; ++j) buf[j] = in[(i + j) * in_stride];
    A::store(buf, vec_op(A::load(buf)));
    for (int64_t j = 0; j < k; ++j) out[(i + j) * out_stride] = buf[j];
  }
}

}  // namespace

void map(Fn f, const float* in, int64_t in_stride, float* out, int64_t out_stride, int64_t n) {
  apply(in, in_stride, out, out_stride, n, Avx2<float>::fns[static_cast<size_t>(f)]);
}
void map(Fn f, const double* in, int64_t in_stride, double* out, int64_t out_stride, int64_t n) {
  apply(in, in_stride, out, out_stride, n, Avx2<double>::fns[static_cast<size_t>(f)]);
}

void sigmoid(const float* in, float* out, int64_t n) {
  apply(in, 1, out, 1, n, [](__m256 x) {
    const __m256 e = Sleef_expf8_u10avx2(_mm256_sub_ps(_mm256_setzero_ps(), x));
    return _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_add_ps(e, _mm256_set1_ps(1.0f)));
  });
}
void sigmoid(const double* in, double* out, int64_t n) {
  apply(in, 1, out, 1, n, [](__m256d x) {
    const __m256d e = Sleef_expd4_u10avx2(_mm256_sub_pd(_mm256_setzero_pd(), x));
    return _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_add_pd(e, _mm256_set1_pd(1.0)));
  });
}

void pow(const float* in, float* out, int64_t n, float exponent) {
  const __m256 e = _mm256_set1_ps(exponent);
  apply(in, 1, out, 1, n, [e](__m256 x) { return Sleef_powf8_u10avx2(x, e); });
}
void pow(const double* in, double* out, int64_t n, double exponent) {
  const __m256d e = _mm256_set1_pd(exponent);
  apply(in, 1, out, 1, n, [e](__m256d x) { return Sleef_powd4_u10avx2(x, e); });
}

namespace {
template <class T, class VecOp>
void apply2(const T* a, const T* b, T* out, int64_t n, VecOp vec_op) {
  using A = Avx2<T>;
  constexpr int64_t w = A::width;
  int64_t i = 0;
  for (; i + w <= n; i += w) A::store(out + i, vec_op(A::load(a + i), A::load(b + i)));
  if (i < n) {
    alignas(32) T ba[w] = {}, bb[w] = {};
    for (int64_t j = 0; i + j < n; ++j) ba[j] = a[i + j], bb[j] = b[i + j];
    A::store(ba, vec_op(A::load(ba), A::load(bb)));
    for (int64_t j = 0; i + j < n; ++j) out[i + j] = ba[j];
  }
}
}  // namespace

void pow(const float* base, const float* exponent, float* out, int64_t n) {
  apply2(base, exponent, out, n, Sleef_powf8_u10avx2);
}
void pow(const double* base, const double* exponent, double* out, int64_t n) {
  apply2(base, exponent, out, n, Sleef_powd4_u10avx2);
}
void atan2(const float* y, const float* x, float* out, int64_t n) { apply2(y, x, out, n, Sleef_atan2f8_u10avx2); }
void atan2(const double* y, const double* x, double* out, int64_t n) { apply2(y, x, out, n, Sleef_atan2d4_u10avx2); }
void hypot(const float* a, const float* b, float* out, int64_t n) { apply2(a, b, out, n, Sleef_hypotf8_u05avx2); }
void hypot(const double* a, const double* b, double* out, int64_t n) { apply2(a, b, out, n, Sleef_hypotd4_u05avx2); }

namespace {
// n complex elements (2n parts) a vector of parts at a time; the last partial vector zero-padded (loadu(ptr, count)).
template <class T, class VecOp>
void apply_complex(const T* in, T* out, int64_t n, VecOp vec_op) {
  using A = Avx2<T>;
  constexpr int64_t w = A::width;
  const int64_t parts = 2 * n;
  int64_t i = 0;
  for (; i + w <= parts; i += w) A::store(out + i, vec_op(A::load(in + i)));
  if (i < parts) {
    alignas(32) T buf[w] = {};
    for (int64_t j = 0; i + j < parts; ++j) buf[j] = in[i + j];
    A::store(buf, vec_op(A::load(buf)));
    for (int64_t j = 0; i + j < parts; ++j) out[i + j] = buf[j];
  }
}
// f(imag parts, real parts) on planar vectors of `width` elements, one real result per complex element.
template <class T, class VecOp2>
void apply_complex_to_real(const T* in, T* out, int64_t n, VecOp2 vec_op) {
  using A = Avx2<T>;
  constexpr int64_t w = A::width;
  for (int64_t i = 0; i < n; i += w) {
    const int64_t k = n - i < w ? n - i : w;
    alignas(32) T re[w] = {}, im[w] = {}, r[w];
    for (int64_t j = 0; j < k; ++j) re[j] = in[2 * (i + j)], im[j] = in[2 * (i + j) + 1];
    A::store(r, vec_op(A::load(im), A::load(re)));
    for (int64_t j = 0; j < k; ++j) out[i + j] = r[j];
  }
}
}  // namespace

void complex_exp(const float* in, float* out, int64_t n) {
  apply_complex(in, out, n, [](__m256 v) {
    __m256 e = Sleef_expf8_u10avx2(v);                                   // exp(a) exp(b)
    e = _mm256_blend_ps(e, _mm256_permute_ps(e, 0xB1), 0xAA);            // exp(a) exp(a)
    const Sleef___m256_2 sc = Sleef_sincosf8_u10avx2(v);                 // x: sin, y: cos
    const __m256 cs = _mm256_blend_ps(_mm256_permute_ps(sc.y, 0xB1), sc.x, 0xAA);  // cos(b) sin(b)
    return _mm256_mul_ps(e, cs);
  });
}
void complex_exp(const double* in, double* out, int64_t n) {
  apply_complex(in, out, n, [](__m256d v) {
    __m256d e = Sleef_expd4_u10avx2(v);
    e = _mm256_blend_pd(e, _mm256_permute_pd(e, 0x05), 0x0A);
    const Sleef___m256d_2 sc = Sleef_sincosd4_u10avx2(v);
    const __m256d cs = _mm256_blend_pd(_mm256_permute_pd(sc.y, 0x05), sc.x, 0x0A);
    return _mm256_mul_pd(e, cs);
  });
}
void complex_angle(const float* in, float* out, int64_t n) {
  apply_complex_to_real(in, out, n, [](__m256 im, __m256 re) { return Sleef_atan2f8_u10avx2(im, re); });
}
void complex_angle(const double* in, double* out, int64_t n) {
  apply_complex_to_real(in, out, n, [](__m256d im, __m256d re) { return Sleef_atan2d4_u10avx2(im, re); });
}

namespace {
// float: 8 lanes, then lane after lane, then the tail; double: one accumulator (PyTorch's scalar NormTwoOps).
// The float tail (n % 8 elements) is PyTorch's scalar loop as its compiler vectorised it: where 4 or more remain,
// the first 4 squares are one 4-lane multiply (each rounded) added one after another, the rest fused
// (measured against PyTorch 1.13 on random vectors of every length 1 to 300: script test 930).
template <class T, int64_t W>
T sum_of_squares_fused(const T* x, int64_t n) {
  T acc[W] = {};
  int64_t d = 0;
  for (; d < n - n % W; d += W)
    for (int64_t i = 0; i < W; ++i) acc[i] = std::fma(x[d + i], x[d + i], acc[i]);
  T total = acc[0];
  for (int64_t i = 1; i < W; ++i) total = total + acc[i];
  if constexpr (W == 8) {
    if (n - d >= 4) {
      for (int64_t i = 0; i < 4; ++i) {
        const T square = x[d + i] * x[d + i];
        total = total + square;
      }
      d += 4;
    }
  }
  for (; d < n; ++d) total = std::fma(x[d], x[d], total);
  return total;
}
}  // namespace

float sum_of_squares(const float* x, int64_t n) { return sum_of_squares_fused<float, 8>(x, n); }
double sum_of_squares(const double* x, int64_t n) { return sum_of_squares_fused<double, 1>(x, n); }

}  // namespace tsr::tensor::sleef_math
