// numpy's SVML calls (numpy_svml.hpp). This file alone is compiled with AVX-512 enabled (tensor/CMakeLists.txt), so
// every call passes its vectors in zmm registers: a call through a pointer from code compiled without AVX-512
// passes them otherwise under clang at -O0 (the sanitizer build), and SVML then reads a zero second argument.
#include "tensor/kernels/cpu/numpy_svml.hpp"

#include <algorithm>

#if defined(TSR_HAVE_SVML)
#include <immintrin.h>

extern "C" {
#define TSR_SVML_D(name) __m512d __svml_##name##8(__m512d);
#define TSR_SVML_S(name) __m512 __svml_##name##f16(__m512);
TSR_SVML_D(exp) TSR_SVML_D(log) TSR_SVML_D(exp2) TSR_SVML_D(log2) TSR_SVML_D(log10) TSR_SVML_D(expm1)
TSR_SVML_D(log1p) TSR_SVML_D(cbrt) TSR_SVML_D(tan) TSR_SVML_D(asin) TSR_SVML_D(acos) TSR_SVML_D(atan)
TSR_SVML_D(sinh) TSR_SVML_D(cosh) TSR_SVML_D(asinh) TSR_SVML_D(acosh) TSR_SVML_D(atanh) TSR_SVML_D(sin)
TSR_SVML_D(cos)
TSR_SVML_S(exp2) TSR_SVML_S(log2) TSR_SVML_S(log10) TSR_SVML_S(expm1) TSR_SVML_S(log1p) TSR_SVML_S(cbrt)
TSR_SVML_S(tan) TSR_SVML_S(asin) TSR_SVML_S(acos) TSR_SVML_S(atan) TSR_SVML_S(sinh) TSR_SVML_S(cosh)
TSR_SVML_S(asinh) TSR_SVML_S(acosh) TSR_SVML_S(atanh) TSR_SVML_S(sin) TSR_SVML_S(cos) TSR_SVML_S(exp) TSR_SVML_S(log)
TSR_SVML_S(tanh)
__m512d __svml_pow8(__m512d, __m512d);
__m512d __svml_atan28(__m512d, __m512d);
__m512 __svml_powf16(__m512, __m512);
__m512 __svml_atan2f16(__m512, __m512);
#undef TSR_SVML_D
#undef TSR_SVML_S
}
#endif

namespace tsr::tensor::numpy_svml {

#if defined(TSR_HAVE_SVML)
namespace {

struct Unary {
  std::string_view name;
  __m512d (*f64)(__m512d);
  __m512 (*f32)(__m512);
};
#define TSR_BOTH(f) {#f, __svml_##f##8, __svml_##f##f16}
const Unary kUnary[] = {TSR_BOTH(exp),   TSR_BOTH(log),   TSR_BOTH(exp2),  TSR_BOTH(log2),  TSR_BOTH(log10),
                        TSR_BOTH(expm1), TSR_BOTH(log1p), TSR_BOTH(cbrt),  TSR_BOTH(tan),   TSR_BOTH(asin),
                        TSR_BOTH(acos),  TSR_BOTH(atan),  TSR_BOTH(sinh),  TSR_BOTH(cosh),  TSR_BOTH(asinh),
                        TSR_BOTH(acosh), TSR_BOTH(atanh), TSR_BOTH(sin),   TSR_BOTH(cos),   {"tanh", nullptr, __svml_tanhf16}};
#undef TSR_BOTH

struct Binary {
  std::string_view name;
  __m512d (*f64)(__m512d, __m512d);
  __m512 (*f32)(__m512, __m512);
};
const Binary kBinary[] = {{"pow", __svml_pow8, __svml_powf16}, {"atan2", __svml_atan28, __svml_atan2f16}};

template <class Table, size_t N>
const Table* find(const Table (&table)[N], std::string_view name) {
  for (const Table& t : table)
    if (t.name == name) return &t;
  return nullptr;
}

__mmask8 lanes8(int64_t left) { return left >= 8 ? __mmask8(0xff) : __mmask8((1u << left) - 1); }
__mmask16 lanes16(int64_t left) { return left >= 16 ? __mmask16(0xffff) : __mmask16((1u << left) - 1); }

}  // namespace

bool unary64(std::string_view name, const double* x, double* y, int64_t n, double pad, bool nan_through) {
  const Unary* u = find(kUnary, name);
  if (!u || !u->f64) return false;
  const __m512d fill = _mm512_set1_pd(pad);
  for (int64_t i = 0; i < n; i += 8) {
    const __mmask8 lanes = lanes8(n - i);
    const __m512d v = _mm512_mask_loadu_pd(fill, lanes, x + i);
    __m512d r;
    if (nan_through) {  // (numpy's expm1: the pad for a NaN lane, the NaN given back)
      const __mmask8 ordered = _mm512_cmp_pd_mask(v, v, _CMP_ORD_Q);
      r = _mm512_mask_mov_pd(v, ordered, u->f64(_mm512_mask_mov_pd(fill, ordered, v)));
    } else {
      r = u->f64(v);
    }
    _mm512_mask_storeu_pd(y + i, lanes, r);
  }
  return true;
}

bool unary32(std::string_view name, const float* x, float* y, int64_t n, float pad) {
  const Unary* u = find(kUnary, name);
  if (!u || !u->f32) return false;
  const __m512 fill = _mm512_set1_ps(pad);
  for (int64_t i = 0; i < n; i += 16) {
    const __mmask16 lanes = lanes16(n - i);
    _mm512_mask_storeu_ps(y + i, lanes, u->f32(_mm512_mask_loadu_ps(fill, lanes, x + i)));
  }
  return true;
}

bool binary64(std::string_view name, const double* a, const double* b, double* y, int64_t n) {
  const Binary* f = find(kBinary, name);
  if (!f) return false;
  const __m512d one = _mm512_set1_pd(1.0);
  for (int64_t i = 0; i < n; i += 8) {
    const __mmask8 lanes = lanes8(n - i);
    _mm512_mask_storeu_pd(y + i, lanes, f->f64(_mm512_mask_loadu_pd(one, lanes, a + i), _mm512_mask_loadu_pd(one, lanes, b + i)));
  }
  return true;
}

bool binary32(std::string_view name, const float* a, const float* b, float* y, int64_t n) {
  const Binary* f = find(kBinary, name);
  if (!f) return false;
  const __m512 one = _mm512_set1_ps(1.0f);
  for (int64_t i = 0; i < n; i += 16) {
    const __mmask16 lanes = lanes16(n - i);
    _mm512_mask_storeu_ps(y + i, lanes, f->f32(_mm512_mask_loadu_ps(one, lanes, a + i), _mm512_mask_loadu_ps(one, lanes, b + i)));
  }
  return true;
}
#else
bool unary64(std::string_view, const double*, double*, int64_t, double, bool) { return false; }
bool unary32(std::string_view, const float*, float*, int64_t, float) { return false; }
bool binary64(std::string_view, const double*, const double*, double*, int64_t) { return false; }
bool binary32(std::string_view, const float*, const float*, float*, int64_t) { return false; }
#endif

}  // namespace tsr::tensor::numpy_svml
