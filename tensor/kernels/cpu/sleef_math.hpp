// The transcendental functions of PyTorch's vectorised CPU kernels: SLEEF's AVX2 code, as PyTorch calls it.
//
// Note [PyTorch's vector math]: PyTorch 1.13's CPU kernels compute exp, log, tanh, sin... of float32 and float64
// through `Vectorized<T>`, whose AVX2 methods call SLEEF (`Sleef_expf8_u10` and so on; Debian's python3-torch
// links Debian's libsleef). SLEEF's results differ from glibc's in the last bit for a few percent of inputs, so
// matching PyTorch's printed digits needs the same library, called the same way. Measured against PyTorch 1.13 on
// this project's machines (script test 290), element by element:
//  - "vml" ops (exp, log, log2, log10, log1p, expm1, sin, cos, tan, tanh, asin, acos, atan, erf, erfc, lgamma) go
//    through SLEEF for every element, the last partial vector included, so the result of an element does not
//    depend on where it sits: `map` below.
//  - sinh, cosh, sigmoid and pow with a general scalar exponent are `cpu_kernel_vec` loops: SLEEF for the vectorised body of a contiguous row (whole
//    pairs of vectors, 16 floats or 8 doubles at a time), the scalar formula with glibc for the rest of the row
//    and for strided rows (`vector_body_length` says where the body ends).
//  - exp2, asinh, acosh, atanh are glibc's everywhere (PyTorch's vector versions map the scalar function).
// PyTorch picks these kernels from AVX2 up (this Debian build runs its AVX2 kernels on AVX-512 machines too); on
// a processor without AVX2 (tsr's Default capability, or TSR_CPU_CAPABILITY=default, as ATEN_CPU_CAPABILITY=default)
// its vector methods map glibc's scalar functions, and so does tsr: `active()` is false there.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tensor/core/cpu_capability.hpp"

namespace tsr::tensor::sleef_math {

// The functions SLEEF computes for PyTorch (u10: 1.0-ulp accuracy; erfc is SLEEF's u15, as PyTorch calls it).
enum class Fn : uint8_t { Exp, Log, Log2, Log10, Log1p, Expm1, Sin, Cos, Tan, Tanh, Asin, Acos, Atan, Sinh, Cosh, Erf, Erfc, Lgamma };

// True when PyTorch's vector kernels would run SLEEF here: the processor has AVX2 and FMA and
// TSR_CPU_CAPABILITY does not cap tsr to the default copy. (Asked of the processor itself, not of
// cpu_capability(): a -DTSR_NATIVE=ON build has one copy of its loops, but must compute the same values.)
inline bool active() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool on = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") &&
           capability_asked() != CapabilityAsked::Default;
  }();
  return on;
#else
  return false;
#endif
}

// out[i * out_stride] = f(in[i * in_stride]) for i < n, in SLEEF's 8-float (4-double) AVX2 code; the last partial
// vector is padded with zeros as PyTorch's `Vectorized::loadu(ptr, count)` pads it. Only call when active().
void map(Fn f, const float* in, int64_t in_stride, float* out, int64_t out_stride, int64_t n);
void map(Fn f, const double* in, int64_t in_stride, double* out, int64_t out_stride, int64_t n);

// sigmoid's vector formula: 1 / (1 + exp(0 - x)), with SLEEF's exp (PyTorch's sigmoid_kernel). Only when active().
void sigmoid(const float* in, float* out, int64_t n);
void sigmoid(const double* in, double* out, int64_t n);

// x ** exponent for each element, SLEEF's pow (Vectorized::pow). Only when active().
void pow(const float* in, float* out, int64_t n, float exponent);
void pow(const double* in, double* out, int64_t n, double exponent);

// base[i] ** exponent[i] for i < n over contiguous operands, SLEEF's pow (Vectorized::pow, pow_tensor_tensor_kernel).
// Only when active().
void pow(const float* base, const float* exponent, float* out, int64_t n);
void pow(const double* base, const double* exponent, double* out, int64_t n);

// atan2(y[i], x[i]) for i < n over contiguous operands, SLEEF's (Vectorized::atan2). Only when active().
void atan2(const float* y, const float* x, float* out, int64_t n);
void atan2(const double* y, const double* x, double* out, int64_t n);

// hypot(a[i], b[i]) for i < n over contiguous operands, SLEEF's (Vectorized::hypot, 0.5 ulp). Only when active().
void hypot(const float* a, const float* b, float* out, int64_t n);
void hypot(const double* a, const double* b, double* out, int64_t n);

// The sum of squares of x[0..n) as PyTorch's p=2 norm kernel adds it over a contiguous last dim on AVX2: float
// through norm_two_reduce_step (an accumulator vector from zero, each whole vector's squares fused into it; then
// lane after lane from lane 0; the tail element by element, fused), double element after element, fused.
// Only when active().
float sum_of_squares(const float* x, int64_t n);
double sum_of_squares(const double* x, int64_t n);

// PyTorch's Vectorized<c10::complex<T>> methods (vec256_complex_float.h / vec256_complex_double.h on AVX2) over
// n contiguous complex elements (parts interleaved, as std::complex), each element on its own (SLEEF's lanes are
// independent, so an element's result does not depend on where it sits). Only when active().
//  - complex_exp: exp(a + bi) = exp(a) * (cos b + i sin b), SLEEF's exp and sincos (u10), one product per part;
//  - complex_angle: arg(a + bi) = SLEEF's atan2(b, a) (u10), n reals out.
void complex_exp(const float* in, float* out, int64_t n);
void complex_exp(const double* in, double* out, int64_t n);
void complex_angle(const float* in, float* out, int64_t n);
void complex_angle(const double* in, double* out, int64_t n);

// PyTorch's `vectorized_loop` (cpu_kernel_vec) runs its vector op over whole pairs of vectors of a contiguous row
// and its scalar op over the rest: the number of leading elements of an n-element row that get the vector op.
template <class T>
constexpr int64_t vector_body_length(int64_t n) {
  constexpr int64_t step = 2 * 32 / static_cast<int64_t>(sizeof(T));  // two 256-bit vectors
  return n - n % step;
}

}  // namespace tsr::tensor::sleef_math
