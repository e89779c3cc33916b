// Note [numpy's vector math]: numpy 1.24 computes its transcendental ufuncs on float arrays with other code than
// PyTorch's CPU kernels, so their last bits differ. On a processor with AVX512_SKX (AVX-512 F, CD, BW, DQ and VL)
// numpy's float64 `exp` and `log` and the loops of loops_umath_fp.dispatch.c.src (exp2, log2, log10, expm1,
// log1p, cbrt, tan, arcsin, arccos, arctan, sinh, cosh, arcsinh, arccosh, arctanh, power and arctan2 for float64
// and float32; sin and cos for float64) call the AVX-512 routines of Intel's SVML that numpy vendors (numpy/SVML,
// BSD-3-Clause): 8 doubles or 16 floats a call, a partial last vector padded with a harmless value. Each lane is
// computed on its own, so a value does not depend on how the array is cut into vectors. tsr links the same
// routines (third_party/svml: numpy/SVML at 1c5260a, numpy 1.24.2's submodule; docs/licences.md) and calls them
// the same way. On other processors those numpy loops call the C library (npy_log is log), and so does tsr.
// (numpy takes the SVML path for input and output that do not overlap, with strides it can gather; tsr always
// writes a fresh contiguous tensor. Its float32 exp, log, sin and cos are numpy's own SIMD code, written out below;
// its tanh is too, and is not here: `unary` declines it.)
#include "tensor/kernels/cpu/numpy_math.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string_view>
#include <type_traits>
#include <vector>

#include "tensor/autograd/copy_slices.hpp"
#include "tensor/core/cpu_capability.hpp"  // is_dense_permutation: numpy's iterator gives one contiguous run
#include "tensor/core/error.hpp"
#include "tensor/views/views.hpp"

#include "tensor/kernels/cpu/numpy_svml.hpp"

namespace tsr::tensor::numpy_math {

namespace {

// One of numpy's unary loops here: the C library's function for each width, numpy's padding for a partial
// vector's missing lanes (1 for the logarithms, whose 0 is a pole; numpy's choice, which only spares a
// floating-point exception), the widths whose loop numpy writes itself instead (declined), and SVML's routines.
// float16 is computed in float32 and rounded back, by SVML for contiguous input, as numpy's HALF loops.
enum Width : unsigned { kNone = 0, kF64 = 1, kF32 = 2 };
struct Unary {
  std::string_view name;
  double (*libm64)(double);
  float (*libm32)(float);
  double pad;
  unsigned own_loop = kNone;  // numpy's own SIMD code for these widths (float32 exp, log, sin, cos; tanh)
  // numpy's float64 expm1 hands SVML the pad for a NaN lane and gives the NaN back (its workaround for SVML's
  // spurious invalid-operation flag)
  bool nan_through64 = false;
  // numpy's own float32 loop where tsr writes it out (exp, log, sin, cos: Note [numpy's float32 exp and log])
  void (*own32)(const float*, float*, int64_t) = nullptr;
};

// Note [numpy's float32 exp and log]: numpy 1.24 computes float32 exp and log on processors with AVX2 and FMA3 (or
// AVX-512F) with its own vector code (simd_exp_FLOAT, simd_log_FLOAT in loops_exponent_log.dispatch.c.src), each
// lane alone: exp by Cody-Waite reduction x - k ln2 (k the rounded x log2 e, two fused steps) and a rational
// approximation (degree 5 over 2, fused Horner steps) scaled by 2^k; log by x = m 2^e (m in [0.5, 1), doubled below
// sqrt(1/2)), a rational approximation of log(1 + (m - 1)) (5 over 5) plus e ln 2 in one fused step; the special
// values as numpy's masks set them. Written here per element with std::fma, in a copy for processors with FMA.
namespace own {
constexpr float kLog2e = 1.442695040888963407359924681001892137F, kLn2 = 0.693147180559945309417232121458176568F;
constexpr float kSqrtHalf = 0.707106781186547524400844362104849039F;

// 2^j for j in [-126, 127], from its bits.
inline float pow2(int j) { return std::bit_cast<float>(uint32_t(j + 127) << 23); }

__attribute__((target("avx2,fma"))) void exp_f32(const float* x, float* y, int64_t n) {
  constexpr float kMax = 88.72283935546875f, kMin = -103.97208404541015625f, kMagic = 0x1.800000p+23f;
  constexpr float kC1 = -6.93145752e-1f, kC2 = -1.42860677e-6f;
  constexpr float p0 = 9.999999999980870924916e-01f, p1 = 7.257664613233124478488e-01f,
                  p2 = 2.473615434895520810817e-01f, p3 = 5.114512081637298353406e-02f,
                  p4 = 6.757896990527504603057e-03f, p5 = 5.082762527590693718096e-04f;
  constexpr float q0 = 1.0f, q1 = -2.742335390411667452936e-01f, q2 = 2.159509375685829852307e-02f;
#pragma omp simd
  for (int64_t i = 0; i < n; ++i) {
    const float in = x[i];
    const bool nan = in != in, big = in >= kMax, small = in <= kMin;
    const float v0 = (nan || big || small) ? 0.0f : in;
    // round to the nearest integer (numpy's build contracts the product into the rounding addition)
    const float k = std::fma(v0, kLog2e, kMagic) - kMagic;
    float v = std::fma(k, kC1, v0);
    v = std::fma(k, kC2, v);
    v = std::fma(k, 0.0f, v);  // (numpy's third Cody-Waite step, with a zero constant)
    float num = std::fma(p5, v, p4);
    num = std::fma(num, v, p3);
    num = std::fma(num, v, p2);
    num = std::fma(num, v, p1);
    num = std::fma(num, v, p0);
    float den = std::fma(q2, v, q1);
    den = std::fma(den, v, q0);
    // scalef(num / den, k) in two exact-range steps (k in [-150, 128]): the second rounds once, into a subnormal too
    const int ik = int(k), k1 = ik >> 1, k2 = ik - k1;
    float r = ((num / den) * pow2(k1)) * pow2(k2);
    r = nan ? std::numeric_limits<float>::quiet_NaN() : r;
    r = big ? std::numeric_limits<float>::infinity() : r;
    y[i] = small ? 0.0f : r;
  }
}

__attribute__((target("avx2,fma"))) void log_f32(const float* x, float* y, int64_t n) {
  constexpr float p0 = 0.0f, p1 = 9.999999999999998702752e-01f, p2 = 2.112677543073053063722e+00f,
                  p3 = 1.480000633576506585156e+00f, p4 = 3.808837741388407920751e-01f,
                  p5 = 2.589979117907922693523e-02f;
  constexpr float q0 = 1.0f, q1 = 2.612677543073109236779e+00f, q2 = 2.453006071784736363091e+00f,
                  q3 = 9.864942958519418960339e-01f, q4 = 1.546476374983906719538e-01f,
                  q5 = 5.875095403124574342950e-03f;
#pragma omp simd
  for (int64_t i = 0; i < n; ++i) {
    const float in = x[i];
    const bool neg = in < 0.0f, zero = in == 0.0f, inf = in == std::numeric_limits<float>::infinity(), nan = in != in;
    // v = m 2^e with m in [0.5, 1), as getmant(p5_1) and getexp + 1 (a subnormal scaled up by 2^23 first)
    const float a = neg ? 0.0f : in;
    const bool sub = a < 0x1p-126f;
    const uint32_t bits = std::bit_cast<uint32_t>(sub ? a * 0x1p23f : a);
    float exponent = float(int((bits >> 23) & 0xff) - 126 - (sub ? 23 : 0));
    float v = std::bit_cast<float>((bits & 0x807fffffu) | 0x3f000000u);
    const bool small = v <= kSqrtHalf;
    v = small ? v + v : v;
    exponent = small ? exponent - 1.0f : exponent;
    v = v - 1.0f;
    float num = std::fma(p5, v, p4);
    num = std::fma(num, v, p3);
    num = std::fma(num, v, p2);
    num = std::fma(num, v, p1);
    num = std::fma(num, v, p0);
    float den = std::fma(q5, v, q4);
    den = std::fma(den, v, q3);
    den = std::fma(den, v, q2);
    den = std::fma(den, v, q1);
    den = std::fma(den, v, q0);
    float r = std::fma(exponent, kLn2, num / den);
    r = nan ? std::numeric_limits<float>::quiet_NaN() : r;
    r = neg ? -std::numeric_limits<float>::quiet_NaN() : r;
    r = zero ? -std::numeric_limits<float>::infinity() : r;
    y[i] = inf ? std::numeric_limits<float>::infinity() : r;
  }
}

// float32 sin and cos (simd_sincos_f32 in loops_trigonometric.dispatch.c.src): within Cody-Waite's range, x reduced
// by the nearest multiple of pi/2 in three fused steps, odd polynomials for sine and even ones for cosine in fused
// Horner steps, picked and negated by the quadrant; beyond it (|x| > 117435.992 for sine, 71476.0625 for cosine) the
// C library's sinf/cosf, in a second pass.
template <bool Cosine>
__attribute__((target("avx2,fma"))) void sincos_f32(const float* x, float* y, int64_t n) {
  constexpr float kTwoOverPi = 0x1.45f306p-1f, kHi = -0x1.921fb0p+00f, kMed = -0x1.5110b4p-22f,
                  kLow = -0x1.846988p-48f, kMagic = 0x1.800000p+23f;
  constexpr float kRange = Cosine ? 71476.0625f : 117435.992f;
#pragma omp simd
  for (int64_t i = 0; i < n; ++i) {
    const float in = std::fabs(x[i]) <= kRange ? x[i] : 0.0f;
    // (numpy's build contracts the product into the rounding addition)
    const float q = std::fma(in, kTwoOverPi, kMagic) - kMagic;
    float r = std::fma(q, kHi, in);
    r = std::fma(q, kMed, r);
    r = std::fma(q, kLow, r);
    const float r2 = r * r;
    float c = std::fma(0x1.98e616p-16f, r2, -0x1.6c06dcp-10f);
    c = std::fma(c, r2, 0x1.55553cp-05f);
    c = std::fma(c, r2, -0x1.000000p-01f);
    c = std::fma(c, r2, 0x1.000000p+00f);
    float sn = std::fma(0x1.7d3bbcp-19f, r2, -0x1.a06bbap-13f);
    sn = std::fma(sn, r2, 0x1.11119ap-07f);
    sn = std::fma(sn, r2, -0x1.555556p-03f);
    sn = std::fma(sn, r2, 0.0f);
    sn = std::fma(sn, r, r);
    const int quadrant = int(q) + (Cosine ? 1 : 0);
    const float result = (quadrant & 1) == 0 ? sn : c;
    y[i] = (quadrant & 2) == 2 ? 0.0f - result : result;
  }
  for (int64_t i = 0; i < n; ++i)
    if (!(std::fabs(x[i]) <= kRange)) y[i] = Cosine ? std::cos(x[i]) : std::sin(x[i]);
}

// Whether numpy 1.24 runs these loops here: AVX2 with FMA3, or AVX-512F (TSR_CPU_CAPABILITY=default stands for a
// processor with neither).
bool available() {
#if defined(__x86_64__)
  static const bool yes = [] {
    __builtin_cpu_init();
    if (capability_asked() == CapabilityAsked::Default) return false;
    return (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) || __builtin_cpu_supports("avx512f");
  }();
  return yes;
#else
  return false;
#endif
}
}  // namespace own

#define TSR_LIBM(f) [](double x) { return std::f(x); }, [](float x) { return std::f(x); }
const Unary kUnary[] = {
    {"exp", TSR_LIBM(exp), 0.0, kNone, false, own::exp_f32},
    {"log", TSR_LIBM(log), 1.0, kNone, false, own::log_f32},
    {"sin", TSR_LIBM(sin), 0.0, kNone, false, own::sincos_f32<false>},
    {"cos", TSR_LIBM(cos), 0.0, kNone, false, own::sincos_f32<true>},
    {"tanh", TSR_LIBM(tanh), 0.0, kF64 | kF32, false},
    {"exp2", TSR_LIBM(exp2), 0.0, kNone, false},
    {"log2", TSR_LIBM(log2), 1.0, kNone, false},
    {"log10", TSR_LIBM(log10), 1.0, kNone, false},
    {"expm1", TSR_LIBM(expm1), 1.0, kNone, true},
    {"log1p", TSR_LIBM(log1p), 0.0, kNone, false},
    {"cbrt", TSR_LIBM(cbrt), 0.0, kNone, false},
    {"tan", TSR_LIBM(tan), 0.0, kNone, false},
    {"asin", TSR_LIBM(asin), 0.0, kNone, false},
    {"acos", TSR_LIBM(acos), 0.0, kNone, false},
    {"atan", TSR_LIBM(atan), 0.0, kNone, false},
    {"sinh", TSR_LIBM(sinh), 0.0, kNone, false},
    {"cosh", TSR_LIBM(cosh), 0.0, kNone, false},
    {"asinh", TSR_LIBM(asinh), 0.0, kNone, false},
    {"acosh", TSR_LIBM(acosh), 1.0, kNone, false},
    {"atanh", TSR_LIBM(atanh), 0.0, kNone, false},
};
#undef TSR_LIBM

struct Binary {
  std::string_view name;
  double (*libm64)(double, double);
  float (*libm32)(float, float);
};
const Binary kBinary[] = {
    {"pow", [](double x, double y) { return std::pow(x, y); }, [](float x, float y) { return std::pow(x, y); }},
    {"atan2", [](double x, double y) { return std::atan2(x, y); }, [](float x, float y) { return std::atan2(x, y); }},
};


bool served_dtype(const Tensor& t, bool half) {
  return t.device().is_cpu() && (t.dtype() == ScalarType::Double || t.dtype() == ScalarType::Float ||
                                 (half && t.dtype() == ScalarType::Half));
}

std::vector<int64_t> shape_of(const Tensor& t) { return {t.sizes().begin(), t.sizes().end()}; }

}  // namespace

bool uses_svml() {
#if defined(TSR_HAVE_SVML) && defined(__x86_64__)
  static const bool yes = [] {
    __builtin_cpu_init();
    const bool skx = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512cd") &&
                     __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
                     __builtin_cpu_supports("avx512vl");
    // TSR_CPU_CAPABILITY=avx2 or default stands for a processor without AVX-512 here too (Note [CPU capability])
    const CapabilityAsked asked = capability_asked();
    return skx && asked != CapabilityAsked::Avx2 && asked != CapabilityAsked::Default;
  }();
  return yes;
#else
  return false;
#endif
}

Tensor unary(std::string_view name, const Tensor& x) {
  if (!served_dtype(x, true)) return {};
  const auto* f = std::find_if(std::begin(kUnary), std::end(kUnary), [&](const Unary& u) { return u.name == name; });
  if (f == std::end(kUnary)) return {};
  const ScalarType dtype = x.dtype();
  if ((dtype == ScalarType::Double && (f->own_loop & kF64)) || (dtype == ScalarType::Float && (f->own_loop & kF32)))
    return {};
  Tensor out = empty(shape_of(x), dtype);
  const int64_t n = x.numel();
  if (dtype == ScalarType::Half) {
    // numpy's HALF loops: SVML's float32 routine over contiguous halves, else the C library's float function,
    // each rounded back to the nearest half
    const bool vector = uses_svml() && autograd::is_dense_permutation(x);  // (one contiguous run for numpy)
    const Tensor in = to_dtype(contiguous(x), ScalarType::Float);
    Tensor wide = empty(shape_of(x), ScalarType::Float);
    const float* src = in.data<float>();
    float* dst = wide.data<float>();
#if defined(TSR_HAVE_SVML)
    if (vector) {
      numpy_svml::unary32(f->name, src, dst, n, float(f->pad));
      return to_dtype(wide, ScalarType::Half);
    }
#endif
    (void)vector;
    for (int64_t i = 0; i < n; ++i) dst[i] = f->libm32(src[i]);
    return to_dtype(wide, ScalarType::Half);
  }
  const Tensor in = contiguous(x);
  if (dtype == ScalarType::Double) {
    const double* src = in.data<double>();
    double* dst = out.data<double>();
#if defined(TSR_HAVE_SVML)
    if (uses_svml()) {
      numpy_svml::unary64(f->name, src, dst, n, f->pad, f->nan_through64);
      return out;
    }
#endif
    for (int64_t i = 0; i < n; ++i) dst[i] = f->libm64(src[i]);
  } else {
    const float* src = in.data<float>();
    float* dst = out.data<float>();
    if (f->own32) {  // numpy's own loop where the processor runs it, the C library's elsewhere
      if (own::available()) f->own32(src, dst, n);
      else for (int64_t i = 0; i < n; ++i) dst[i] = f->libm32(src[i]);
      return out;
    }
#if defined(TSR_HAVE_SVML)
    if (uses_svml()) {
      numpy_svml::unary32(f->name, src, dst, n, float(f->pad));
      return out;
    }
#endif
    for (int64_t i = 0; i < n; ++i) dst[i] = f->libm32(src[i]);
  }
  return out;
}

namespace {
// One binary loop over n elements of one width: SVML's routine where numpy calls it, else the C library's.
template <class T>
void binary_loop(const Binary& f, const T* p, const T* q, T* dst, int64_t n, bool c_library) {
#if defined(TSR_HAVE_SVML)
  if (uses_svml() && !c_library) {
    if constexpr (std::is_same_v<T, double>) numpy_svml::binary64(f.name, p, q, dst, n);
    else numpy_svml::binary32(f.name, p, q, dst, n);
    return;
  }
#endif
  for (int64_t i = 0; i < n; ++i) {
    if constexpr (std::is_same_v<T, double>) dst[i] = f.libm64(p[i], q[i]);
    else dst[i] = f.libm32(p[i], q[i]);
  }
}
}  // namespace

Tensor binary(std::string_view name, const Tensor& a, const Tensor& b, bool c_library) {
  if (!served_dtype(a, false) || a.dtype() != b.dtype() || !b.device().is_cpu()) return {};
  const auto* f = std::find_if(std::begin(kBinary), std::end(kBinary), [&](const Binary& u) { return u.name == name; });
  if (f == std::end(kBinary)) return {};
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  const Tensor x = contiguous(expand(a, shape)), y = contiguous(expand(b, shape));
  Tensor out = empty(std::vector<int64_t>(shape.begin(), shape.end()), a.dtype());
  if (a.dtype() == ScalarType::Double)
    binary_loop(*f, x.data<double>(), y.data<double>(), out.data<double>(), out.numel(), c_library);
  else
    binary_loop(*f, x.data<float>(), y.data<float>(), out.data<float>(), out.numel(), c_library);
  return out;
}

}  // namespace tsr::tensor::numpy_math
