// See complex_kernels.hpp.
//
// Note [Complex kernels]: PyTorch 1.13's complex CPU kernels are `cpu_kernel_vec` loops over
// Vectorized<c10::complex<T>> (vec256_complex_float.h / _double.h, AVX2 in Debian's build): the vector formula runs
// over the vectorised body of each contiguous row (whole pairs of vectors: 8 complex64 or 4 complex128 elements at
// a time), c10::complex's scalar operators over the rest of the row and over strided rows, and the two round
// differently. Measured against PyTorch 1.13 here (script tests 357-359): the vector product is the plain
// (ac - bd, ad + bc) and the vector quotient the textbook ((ac + bd) / (c^2 + d^2), (bc - ad) / (c^2 + d^2)) (no
// scaling: |c|, |d| near 1e155 overflow to NaN, as PyTorch's do); the scalar complex128 product and both scalar
// quotients were contracted by PyTorch's compiler into multiply-adds (fma(a, c, -bd), fma(a, d, bc); den =
// fma(c, c, d*d), fma(a, c, bd) / den, fma(b, c, -ad) / den) while the scalar complex64 product was not; add is
// a + alpha * b with a complex product even for alpha 1 (so 1 + (inf + 0j) is inf + nanj); the vector negation
// is 0 - z (no negative zeros), the scalar -z; reciprocal is conj(z) / |z|^2 in the body and 1 / z (the scalar
// quotient) after it; abs and angle are SLEEF's hypot/atan2 in the body, glibc's after it; exp is SLEEF's
// exp(a) (cos b, sin b) for every element (a "vml" op, as the real ones: Note [PyTorch's vector math]); log,
// sqrt and the trigonometric and hyperbolic functions map std::log, std::sqrt ... (glibc) everywhere. numpy's
// loops are their own (ComplexFlavor::Numpy): a + b, the plain product, Smith's quotient, -z, the C library's
// cexp, and |z| as numpy's AVX-512F loop computes it (larger * sqrt(fma(r, r, 1)), r = smaller / larger).
// Each loop is written on the parts (re, im) of interleaved rows and compiled into every CPU-capability copy, so
// the compiler vectorises it; rows run on several threads through for_each_row.
#include "tensor/kernels/cpu/pointwise_layout.hpp"
#include "tensor/autograd/copy_slices.hpp"  // is_dense_permutation: a transpose of a contiguous block
#include "tensor/kernels/cpu/complex_kernels.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>
#include <string>
#include <type_traits>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/cpu_capability.hpp"
#include "tensor/core/scalar.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

// Complex elements in PyTorch's vectorised step (two 256-bit vectors) for component type T.
template <class T>
constexpr int64_t kStep = 2 * 32 / static_cast<int64_t>(2 * sizeof(T));

// The element formulas, on parts: (a + bi) op (c + di) -> o[0] + o[1] i.
template <class T>
inline void mul_plain(T a, T b, T c, T d, T* o) {
  o[0] = a * c - b * d;
  o[1] = a * d + b * c;
}
// PyTorch's scalar product, contracted into multiply-adds by its compiler (complex128 everywhere; complex64 in the
// pairs its compiler vectorised, while the last element of an odd-length scalar run is the plain formula:
// mul_scalar_last).
template <class T>
inline void mul_scalar(T a, T b, T c, T d, T* o) {
  o[0] = std::fma(a, c, -(b * d));
  o[1] = std::fma(a, d, b * c);
}
template <class T>
inline void mul_scalar_last(T a, T b, T c, T d, T* o) {
  if constexpr (std::is_same_v<T, double>) mul_scalar(a, b, c, d, o);
  else mul_plain(a, b, c, d, o);
}
template <class T>
inline void div_vector(T a, T b, T c, T d, T* o) {
  const T den = c * c + d * d;
  o[0] = (a * c + b * d) / den;
  o[1] = (b * c - a * d) / den;
}
template <class T>
inline void div_scalar(T a, T b, T c, T d, T* o) {
  const T den = std::fma(c, c, d * d);
  o[0] = std::fma(a, c, b * d) / den;
  o[1] = std::fma(b, c, -(a * d)) / den;
}
// numpy's quotient (Smith's algorithm, scaling by the larger part of the divisor).
template <class T>
inline void div_smith(T a, T b, T c, T d, T* o) {
  const T abs_c = std::abs(c), abs_d = std::abs(d);
  if (abs_c >= abs_d) {
    if (abs_c == T(0) && abs_d == T(0)) {  // a complex infinity or NaN
      o[0] = a / abs_c;
      o[1] = b / abs_d;
      return;
    }
    const T rat = d / c, scl = T(1) / (c + d * rat);
    o[0] = (a + b * rat) * scl;
    o[1] = (b - a * rat) * scl;
    return;
  }
  const T rat = c / d, scl = T(1) / (d + c * rat);
  o[0] = (a * rat + b) * scl;
  o[1] = (b * rat - a) * scl;
}
template <class T>
inline void reciprocal_vector(T c, T d, T* o) {
  const T den = c * c + d * d;
  o[0] = c / den;
  o[1] = -d / den;
}

template <class C>
std::complex<C> divide_smith(std::complex<C> x, std::complex<C> y) {
  C o[2];
  div_smith(x.real(), x.imag(), y.real(), y.imag(), o);
  return {o[0], o[1]};
}

// A binary loop over the layout (operands of component type T, output parts `OutParts` per element: 2 for a
// complex result, 1 for bool through `Out`): rows whose output is contiguous and whose operands are contiguous
// or broadcast (PyTorch's vectorised rows) get `vec` over their first `split(n)` elements and `sca` over the
// rest; other rows get `sca` throughout.
template <class T, class Out, class Split, class Vec, class Sca, class Last>
void binary_rows(const ElementwiseLayout<3>& layout, Split split, Vec vec, Sca sca, Last last);
template <class T, class Out, class Split, class Vec, class Sca>
void binary_rows(const ElementwiseLayout<3>& layout, Split split, Vec vec, Sca sca) {
  binary_rows<T, Out>(layout, split, vec, sca, sca);
}
// `last`: the formula of the last element of an odd-length scalar run (where PyTorch's compiler left it unpaired).
template <class T, class Out, class Split, class Vec, class Sca, class Last>
void binary_rows(const ElementwiseLayout<3>& layout, Split split, Vec vec, Sca sca, Last last) {
  for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
    Out* __restrict o = reinterpret_cast<Out*>(p[0]);
    const T* __restrict x = reinterpret_cast<const T*>(p[1]);
    const T* __restrict y = reinterpret_cast<const T*>(p[2]);
    constexpr int64_t k = std::is_same_v<Out, bool> ? 1 : 2;
    const bool dense = s[0] == 1 && (s[1] == 1 || s[1] == 0) && (s[2] == 1 || s[2] == 0);
    const int64_t body = dense ? split(n) : 0;
    with_cpu_capability([&]() TSR_CPU_BODY {
      if (s[1] == 1 && s[2] == 1) {
        for (int64_t i = 0; i < body; ++i) vec(x[2 * i], x[2 * i + 1], y[2 * i], y[2 * i + 1], o + k * i);
      } else if (s[1] == 1) {
        const T c = y[0], d = y[1];
        for (int64_t i = 0; i < body; ++i) vec(x[2 * i], x[2 * i + 1], c, d, o + k * i);
      } else if (s[2] == 1) {
        const T a = x[0], b = x[1];
        for (int64_t i = 0; i < body; ++i) vec(a, b, y[2 * i], y[2 * i + 1], o + k * i);
      } else {
        for (int64_t i = 0; i < body; ++i) vec(x[0], x[1], y[0], y[1], o + k * i);
      }
      if (dense && (s[1] == 0) != (s[2] == 0)) {
        // One operand broadcast along the row: PyTorch's scalar loop over the rest, as its compiler vectorised it
        // (measured, script test 924): with five or more elements left, the first by the scalar formula (`last`),
        // the next four by the vectorised one (`sca`), the others by the scalar one; with fewer, all scalar.
        const auto at = [&](int64_t i, auto&& f) {
          f(x[2 * i * s[1]], x[2 * i * s[1] + 1], y[2 * i * s[2]], y[2 * i * s[2] + 1], o + k * i);
        };
        const int64_t vectorised = n - body >= 5 ? body + 1 : n;
        for (int64_t i = body; i < n; ++i) {
          if (i >= vectorised && i < vectorised + 4) at(i, sca);
          else at(i, last);
        }
        return;
      }
      const int64_t paired = n - (n - body) % 2;
      for (int64_t i = body; i < paired; ++i)
        sca(x[2 * i * s[1]], x[2 * i * s[1] + 1], y[2 * i * s[2]], y[2 * i * s[2] + 1], o + k * i * s[0]);
      if (paired < n)
        last(x[2 * paired * s[1]], x[2 * paired * s[1] + 1], y[2 * paired * s[2]], y[2 * paired * s[2] + 1],
             o + k * paired * s[0]);
    });
  });
}

// PyTorch's split of a row: the vectorised body, then the scalar rest. numpy's loops: one formula throughout.
template <class T>
int64_t torch_split(int64_t n) { return n - n % kStep<T>; }
int64_t whole(int64_t n) { return n; }

// A unary loop: `vec(a, b, o)` over the first split(n) elements of contiguous rows, `sca` over the rest and over
// strided rows. Out: the output's component type, K its parts per element (2 complex, 1 real or bool).
template <class T, class Out, int K, class Split, class Vec, class Sca>
void unary_rows(const ElementwiseLayout<2>& layout, Split split, Vec vec, Sca sca) {
  for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
    Out* __restrict o = reinterpret_cast<Out*>(p[0]);
    const T* __restrict x = reinterpret_cast<const T*>(p[1]);
    const int64_t body = s[0] == 1 && s[1] == 1 ? split(n) : 0;
    with_cpu_capability([&]() TSR_CPU_BODY {
      for (int64_t i = 0; i < body; ++i) vec(x[2 * i], x[2 * i + 1], o + K * i);
      for (int64_t i = body; i < n; ++i) sca(x[2 * i * s[1]], x[2 * i * s[1] + 1], o + K * i * s[0]);
    });
  });
}

// A function of whole contiguous rows (a SLEEF map: `rows(in, out, n)` for n elements, `in` interleaved parts),
// strided rows through a buffer a chunk at a time, as PyTorch's vml loops copy them.
template <class T, class Out, int K, class Rows>
void mapped_rows(const ElementwiseLayout<2>& layout, Rows rows) {
  for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
    Out* o = reinterpret_cast<Out*>(p[0]);
    const T* x = reinterpret_cast<const T*>(p[1]);
    if (s[0] == 1 && s[1] == 1) return rows(x, o, n);
    constexpr int64_t kChunk = 512;
    T in[2 * kChunk];
    Out out[K * kChunk];
    for (int64_t i = 0; i < n; i += kChunk) {
      const int64_t m = std::min(kChunk, n - i);
      for (int64_t j = 0; j < m; ++j) in[2 * j] = x[2 * (i + j) * s[1]], in[2 * j + 1] = x[2 * (i + j) * s[1] + 1];
      rows(in, out, m);
      for (int64_t j = 0; j < m; ++j)
        for (int q = 0; q < K; ++q) o[K * (i + j) * s[0] + q] = out[K * j + q];
    }
  });
}


// The layout of a unary loop: a dense input in another dimension order (the output has its strides) is one row
// in memory order, as PyTorch's iterator walks it (so its vectorised body covers the whole tensor).
ElementwiseLayout<2> unary_layout(const Tensor& out, const Tensor& a) {
  if (a.dim() > 1 && !a.is_contiguous() && out.strides() == a.strides() && autograd::is_dense_permutation(a)) {
    const int64_t n[1] = {a.numel()}, one[1] = {1};
    return make_elementwise_layout<2>({as_strided(out, n, one, out.storage_offset()),
                                       as_strided(a, n, one, a.storage_offset())});
  }
  return make_elementwise_layout<2>({out, a});
}

// The same for a binary loop: output and operands of one shape and one dense layout in another dimension order.
ElementwiseLayout<3> binary_layout(const Tensor& out, const Tensor& a, const Tensor& b) {
  if (out.dim() > 1 && !out.is_contiguous() && a.sizes() == out.sizes() && b.sizes() == out.sizes() &&
      a.strides() == out.strides() && b.strides() == out.strides() && autograd::is_dense_permutation(out)) {
    const int64_t n[1] = {out.numel()}, one[1] = {1};
    return make_elementwise_layout<3>({as_strided(out, n, one, out.storage_offset()),
                                       as_strided(a, n, one, a.storage_offset()),
                                       as_strided(b, n, one, b.storage_offset())});
  }
  return make_elementwise_layout<3>({out, a, b});
}

// std::complex function f on every element (the C library's, as PyTorch's map(std::f) and numpy's loops).
template <class C, class F>
Tensor map_complex(const Tensor& a, F f) {
  using T = typename C::value_type;
  Tensor out = empty_like_pointwise(a, a.dtype());
  const auto layout = unary_layout(out, a);
  const auto g = [&](T re, T im, T* o) {
    const C r = f(C(re, im));
    o[0] = r.real();
    o[1] = r.imag();
  };
  unary_rows<T, T, 2>(layout, whole, g, g);
  return out;
}

// PyTorch's unary kernels that refuse complex inputs ("erf_vml_cpu" not implemented for 'ComplexFloat').
bool pytorch_refuses(std::string_view name) {
  for (std::string_view r : {"erf_vml_cpu", "erfc_vml_cpu", "log1p_vml_cpu", "expm1_vml_cpu", "lgamma_vml_cpu",
                             "GeluKernelImpl", "exp2"})
    if (name == r) return true;
  return false;
}

// numpy 1.24's complex absolute on a processor with AVX-512F (its AVX512F_absolute loop, contiguous or strided):
// infinities first (either part infinite gives inf), then NaN, then larger * sqrt(1 + (smaller / larger)^2) with
// one fused multiply-add; 0 / 0 and inf / inf give a ratio of 0.
template <class T>
inline T numpy_avx512_abs(T re, T im) {
  constexpr T inf = std::numeric_limits<T>::infinity();
  const T ar = std::abs(re), ai = std::abs(im);
  // selects, not branches, so that the loop vectorises
  T r = ai == inf ? inf : ar, i = ar == inf ? inf : ai;
  const T r2 = i != i ? i : r, i2 = r != r ? r : i;
  const T larger = r2 > i2 ? r2 : i2, smaller = i2 < r2 ? i2 : r2;
  const T ratio = (larger == T(0) || smaller == inf) ? T(0) : smaller / larger;
  return std::sqrt(std::fma(ratio, ratio, T(1))) * larger;
}

bool numpy_uses_avx512_abs() {
#if defined(__x86_64__) && defined(__GNUC__)
  static const bool on = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") != 0;
  }();
  return on;
#else
  return false;
#endif
}

}  // namespace

Tensor complex_binary(ComplexBinary op, const Tensor& a, const Tensor& b, ScalarType dtype, std::complex<double> alpha,
                      ComplexFlavor flavor) {
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  const bool compare = op == ComplexBinary::Eq || op == ComplexBinary::Ne;
  Tensor out = empty_like_pointwise({&a, &b}, a.sizes() == shape ? a : b, shape, compare ? ScalarType::Bool : dtype);
  const Tensor x = to_dtype(a, dtype), y = to_dtype(b, dtype);  // alive while the layout's pointers are used
  const auto layout = binary_layout(out, x, y);
  const bool torch = flavor == ComplexFlavor::Torch;
  dispatch_dtype<DtypeGroup::Complex>(dtype, "complex_binary", [&]<class C>(std::type_identity<C>) {
    if constexpr (is_complex_type<C>) {
      using T = typename C::value_type;
      if (compare) {  // both parts equal (a NaN part compares unequal), as both libraries
        const bool eq = op == ComplexBinary::Eq;
        const auto f = [eq](T a, T b, T c, T d, bool* o) { *o = ((a == c) & (b == d)) == eq; };
        return binary_rows<T, bool>(layout, whole, f, f);
      }
      switch (op) {
        case ComplexBinary::Add:
        case ComplexBinary::Sub: {
          const T sign = op == ComplexBinary::Add ? T(1) : T(-1);
          if (!torch) {
            const auto f = [sign](T a, T b, T c, T d, T* o) {
              o[0] = sign > 0 ? a + c : a - c;
              o[1] = sign > 0 ? b + d : b - d;
            };
            return binary_rows<T, T>(layout, whole, f, f);
          }
          // PyTorch's add: self + alpha * other (sub: alpha negated), the product a complex one.
          const T ar = sign * static_cast<T>(alpha.real()), ai = static_cast<T>(alpha.imag()) * sign + T(0);
          return binary_rows<T, T>(layout, torch_split<T>,
              [ar, ai](T a, T b, T c, T d, T* o) {
                T p[2];
                mul_plain(ar, ai, c, d, p);
                o[0] = a + p[0];
                o[1] = b + p[1];
              },
              [ar, ai](T a, T b, T c, T d, T* o) {
                T p[2];
                mul_scalar(ar, ai, c, d, p);
                o[0] = a + p[0];
                o[1] = b + p[1];
              });
        }
        case ComplexBinary::Mul:
          if (!torch) return binary_rows<T, T>(layout, whole, mul_plain<T>, mul_plain<T>);
          return binary_rows<T, T>(layout, torch_split<T>, mul_plain<T>, mul_scalar<T>, mul_scalar_last<T>);
        case ComplexBinary::Div:
          if (!torch) return binary_rows<T, T>(layout, whole, div_smith<T>, div_smith<T>);
          return binary_rows<T, T>(layout, torch_split<T>, div_vector<T>, div_scalar<T>);
        default: break;
      }
    }
  });
  return out;
}

Tensor complex_unary(std::string_view name, const Tensor& a, ComplexFlavor flavor) {
  const ScalarType dtype = a.dtype();
  if (pytorch_refuses(name))
    throw Error(ErrorKind::RuntimeError,
                "\"" + std::string(name) + "\" not implemented for '" + std::string(dtype_title(dtype)) + "'");
  const bool torch = flavor == ComplexFlavor::Torch;
  const bool sleef = sleef_math::active();
  return dispatch_dtype<DtypeGroup::Complex>(dtype, name, [&]<class C>(std::type_identity<C>) -> Tensor {
    if constexpr (!is_complex_type<C>) {
      throw_complex_not_implemented(dtype);
    } else {
      using T = typename C::value_type;
      const auto f = [&](auto fn) { return map_complex<C>(a, fn); };
      // A loop with PyTorch's split (vector formula `vec`, then the scalar `sca`) into a result of `out_dtype`
      // with K parts per element.
      const auto split_loop = [&]<class Out, int K>(ScalarType out_dtype, auto vec, auto sca) {
        Tensor out = empty_like_pointwise(a, out_dtype);
        const auto layout = unary_layout(out, a);
        if (torch) unary_rows<T, Out, K>(layout, torch_split<T>, vec, sca);
        else unary_rows<T, Out, K>(layout, whole, sca, sca);
        return out;
      };
      const auto complex_loop = [&](auto vec, auto sca) {
        return split_loop.template operator()<T, 2>(dtype, vec, sca);
      };
      const auto test = [&](auto fn) {
        return split_loop.template operator()<bool, 1>(ScalarType::Bool, fn, fn);
      };
      // A SLEEF map over every element (`rows`), or `fallback` per element where PyTorch would not run SLEEF.
      const auto sleef_map = [&]<class Out, int K>(ScalarType out_dtype, auto rows, auto fallback) {
        Tensor out = empty_like_pointwise(a, out_dtype);
        const auto layout = unary_layout(out, a);
        if (sleef) mapped_rows<T, Out, K>(layout, rows);
        else unary_rows<T, Out, K>(layout, whole, fallback, fallback);
        return out;
      };
      const T ln2 = static_cast<T>(std::log(2.0)), ln10 = static_cast<T>(std::log(10.0));
      if (name == "neg_cpu") {
        const auto negate = [](T re, T im, T* o) { o[0] = -re, o[1] = -im; };
        return complex_loop([](T re, T im, T* o) { o[0] = T(0) - re, o[1] = T(0) - im; }, negate);
      }
      if (name == "conj_cpu") {
        const auto conj = [](T re, T im, T* o) { o[0] = re, o[1] = -im; };
        return complex_loop(conj, conj);
      }
      if (name == "reciprocal_cpu") {
        if (!torch) return complex_loop([](T, T, T*) {}, [](T re, T im, T* o) { div_smith(T(1), T(0), re, im, o); });
        return complex_loop(reciprocal_vector<T>, [](T re, T im, T* o) { div_scalar(T(1), T(0), re, im, o); });
      }
      if (name == "abs_cpu") {
        const ScalarType r = component_dtype(dtype);
        const auto hypot = [](T re, T im, T* o) { *o = std::hypot(re, im); };
        if (!torch) {
          if (numpy_uses_avx512_abs())
            return split_loop.template operator()<T, 1>(r, hypot, [](T re, T im, T* o) { *o = numpy_avx512_abs(re, im); });
          return split_loop.template operator()<T, 1>(r, hypot, hypot);
        }
        // PyTorch 1.13's vector abs: sqrt(a^2 + b^2), unscaled (|z| near 1e155 overflows to inf, as PyTorch's);
        // glibc's hypot after the body (and everywhere at the default capability, as its map(std::abs)).
        if (!sleef) return split_loop.template operator()<T, 1>(r, hypot, hypot);
        return split_loop.template operator()<T, 1>(r, [](T re, T im, T* o) { *o = std::sqrt(re * re + im * im); }, hypot);
      }
      if (name == "sgn_cpu") {
        // PyTorch 1.13's sgn: in the vector body each part divided by sqrt(a^2 + b^2) (its vector abs; 0 where that
        // is 0), after it (and everywhere at the default capability) sgn_impl's z / zabs(z), a complex quotient by
        // (hypot(a, b), 0) (0 at z = 0)
        const auto quotient = [](T re, T im, T* o) {
          if (re == T(0) && im == T(0)) o[0] = T(0), o[1] = T(0);
          else div_scalar(re, im, std::hypot(re, im), T(0), o);
        };
        if (!sleef) return complex_loop(quotient, quotient);
        return complex_loop(
            [](T re, T im, T* o) {
              const T r = std::sqrt(re * re + im * im);
              if (r == T(0)) o[0] = T(0), o[1] = T(0);
              else o[0] = re / r, o[1] = im / r;
            },
            quotient);
      }
      if (name == "angle_cpu") {
        const ScalarType r = component_dtype(dtype);
        Tensor out = empty_like_pointwise(a, r);
        const auto layout = unary_layout(out, a);
        for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
          T* o = reinterpret_cast<T*>(p[0]);
          const T* x = reinterpret_cast<const T*>(p[1]);
          const int64_t body = torch && sleef && s[0] == 1 && s[1] == 1 ? torch_split<T>(n) : 0;
          if (body > 0) sleef_math::complex_angle(x, o, body);
          for (int64_t i = body; i < n; ++i) o[i * s[0]] = std::atan2(x[2 * i * s[1] + 1], x[2 * i * s[1]]);
        });
        return out;
      }
      if (name == "exp_vml_cpu") {
        if (!torch) return f([](C z) { return std::exp(z); });
        return sleef_map.template operator()<T, 2>(
            dtype, [](const T* in, T* o, int64_t n) { sleef_math::complex_exp(in, o, n); },
            [](T re, T im, T* o) {
              const C r = std::exp(C(re, im));
              o[0] = r.real(), o[1] = r.imag();
            });
      }
      if (name == "log_vml_cpu") return f([](C z) { return std::log(z); });
      if (name == "log10_vml_cpu") {  // PyTorch: log(z) / ln 10, each part
        if (!torch) return f([](C z) { return std::log10(z); });
        return f([ln10](C z) { const C l = std::log(z); return C(l.real() / ln10, l.imag() / ln10); });
      }
      if (name == "log2_vml_cpu") {  // PyTorch: log(z) / ln 2, each part; numpy (nc_log2): log(z) * log2(e)
        if (!torch) return f([](C z) {
          const C l = std::log(z);
          return C(l.real() * std::numbers::log2e_v<T>, l.imag() * std::numbers::log2e_v<T>);
        });
        return f([ln2](C z) { const C l = std::log(z); return C(l.real() / ln2, l.imag() / ln2); });
      }
      if (name == "sqrt_vml_cpu") return f([](C z) { return std::sqrt(z); });
      if (name == "rsqrt_cpu") {  // PyTorch: sqrt(z).reciprocal() in the body, 1 / sqrt(z) after it
        if (!torch) return f([](C z) { return divide_smith(C(1), std::sqrt(z)); });
        return complex_loop(
            [](T re, T im, T* o) {
              const C r = std::sqrt(C(re, im));
              reciprocal_vector(r.real(), r.imag(), o);
            },
            [](T re, T im, T* o) {
              const C r = std::sqrt(C(re, im));
              div_scalar(T(1), T(0), r.real(), r.imag(), o);
            });
      }
      if (name == "sin_vml_cpu") return f([](C z) { return std::sin(z); });
      if (name == "cos_vml_cpu") return f([](C z) { return std::cos(z); });
      if (name == "tan_vml_cpu") return f([](C z) { return std::tan(z); });
      if (name == "sinh_cpu") return f([](C z) { return std::sinh(z); });
      if (name == "cosh_cpu") return f([](C z) { return std::cosh(z); });
      if (name == "tanh_vml_cpu") return f([](C z) { return std::tanh(z); });
      if (name == "sigmoid_cpu") {
        // PyTorch: (1 + exp(0 - z)).reciprocal() in the body (SLEEF's exp), 1 / (1 + exp(-z)) after it.
        if (!torch || !sleef) return f([](C z) { return divide_smith(C(1), C(1) + std::exp(-z)); });
        Tensor out = empty_like_pointwise(a, dtype);
        const auto layout = unary_layout(out, a);
        for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
          T* o = reinterpret_cast<T*>(p[0]);
          const T* x = reinterpret_cast<const T*>(p[1]);
          const int64_t body = s[0] == 1 && s[1] == 1 ? torch_split<T>(n) : 0;
          constexpr int64_t kChunk = 512;
          T buf[2 * kChunk];
          for (int64_t i = 0; i < body; i += kChunk) {
            const int64_t m = std::min(kChunk, body - i);
            for (int64_t j = 0; j < 2 * m; ++j) buf[j] = T(0) - x[2 * i + j];
            sleef_math::complex_exp(buf, buf, m);
            for (int64_t j = 0; j < m; ++j) reciprocal_vector(T(1) + buf[2 * j], T(0) + buf[2 * j + 1], o + 2 * (i + j));
          }
          for (int64_t i = body; i < n; ++i) {
            const C e = std::exp(-C(x[2 * i * s[1]], x[2 * i * s[1] + 1]));
            div_scalar(T(1), T(0), T(1) + e.real(), T(0) + e.imag(), o + 2 * i * s[0]);
          }
        });
        return out;
      }
      // PyTorch 1.13's vector asin: -i log(iz + sqrt(1 - z^2)), written on the parts (so infinities give NaN);
      // acos: pi/2 - asin(z), each part. Every element (vml ops); std::asin/std::acos at the default capability.
      const auto asin_formula = [](C z) {
        const T a = z.real(), b = z.imag();
        const C root = std::sqrt(C(T(1) - (a * a - b * b), (a * -b) + (a * -b)));
        const C l = std::log(C(-b + root.real(), a + root.imag()));
        return C(l.imag(), -l.real());
      };
      if (name == "asin_vml_cpu") {
        if (!torch || !sleef) return f([](C z) { return std::asin(z); });
        return f(asin_formula);
      }
      if (name == "acos_vml_cpu") {
        // complex64's vector acos maps std::acos (its AVX2 class has no formula for it)
        if (!torch || std::is_same_v<T, float>) return f([](C z) { return std::acos(z); });
        if (!sleef) return f([](C z) {
          const C s = std::asin(z);
          return C(std::numbers::pi_v<T> / 2 - s.real(), T(0) - s.imag());
        });
        return f([asin_formula](C z) {
          const C s = asin_formula(z);
          return C(std::numbers::pi_v<T> / 2 - s.real(), T(0) - s.imag());
        });
      }
      if (name == "atan_vml_cpu") {  // PyTorch: i/2 * log((i + z) / (i - z)), the vector quotient and product
        if (!torch) return f([](C z) { return std::atan(z); });
        return f([](C z) {
          T q[2], r[2];
          div_vector(T(0) + z.real(), T(1) + z.imag(), T(0) - z.real(), T(1) - z.imag(), q);
          const C l = std::log(C(q[0], q[1]));
          mul_plain(T(0), T(0.5), l.real(), l.imag(), r);
          return C(r[0], r[1]);
        });
      }
      if (name == "asinh_cpu") return f([](C z) { return std::asinh(z); });
      if (name == "acosh_cpu") return f([](C z) { return std::acosh(z); });
      if (name == "atanh_cpu") return f([](C z) { return std::atanh(z); });
      if (name == "isnan") return test([](T re, T im, bool* o) { *o = std::isnan(re) || std::isnan(im); });
      if (name == "isinf") return test([](T re, T im, bool* o) { *o = std::isinf(re) || std::isinf(im); });
      if (name == "isfinite") return test([](T re, T im, bool* o) { *o = std::isfinite(re) && std::isfinite(im); });
      throw Error(ErrorKind::NotImplementedError,
                  "this operation (" + std::string(name.empty() ? "unnamed kernel" : name) +
                      ") is not implemented for complex tensors yet (dtype torch." +
                      std::string(dtype_facts(dtype).name) + ", issue 21)");
    }
  });
}

Tensor complex_pow(const Tensor& a, const Tensor& b, ScalarType dtype) {
  if (b.dim() == 0 && b.impl()->is_wrapped_number())  // a Python number: PyTorch's pow(Tensor, Scalar)
    return complex_pow_scalar(a, visit_dtype_and_complex(b.dtype(), [&]<class T>(std::type_identity<T>) {
                                if constexpr (is_complex_type<T>)
                                  return std::complex<double>(b.data<T>()->real(), b.data<T>()->imag());
                                else return std::complex<double>(static_cast<double>(*b.data<T>()), 0.0);
                              }), dtype);
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  Tensor out = empty_like_pointwise({&a, &b}, a.sizes() == shape ? a : b, shape, dtype);
  const Tensor x = to_dtype(a, dtype), y = to_dtype(b, dtype);
  const auto layout = make_elementwise_layout<3>({out, x, y});
  dispatch_dtype<DtypeGroup::Complex>(dtype, "pow", [&]<class C>(std::type_identity<C>) {
    if constexpr (is_complex_type<C>) {
      using T = typename C::value_type;
      const auto f = [](T a, T b, T c, T d, T* o) {  // std::pow in both of PyTorch's loops
        const C r = std::pow(C(a, b), C(c, d));
        o[0] = r.real(), o[1] = r.imag();
      };
      binary_rows<T, T>(layout, whole, f, f);
    }
  });
  return out;
}

Tensor complex_pow_scalar(const Tensor& a, std::complex<double> e, ScalarType dtype) {
  const Tensor x = to_dtype(a, dtype);
  if (e == std::complex<double>(0.0)) return full(a.sizes(), Scalar(1.0), dtype);
  if (e == std::complex<double>(1.0)) return x.is_same(a) ? clone(x) : x;
  if (e == std::complex<double>(0.5)) return complex_unary("sqrt_vml_cpu", x);
  if (e == std::complex<double>(-0.5)) return complex_unary("rsqrt_cpu", x);
  if (e == std::complex<double>(-1.0)) return complex_unary("reciprocal_cpu", x);
  return dispatch_dtype<DtypeGroup::Complex>(dtype, "pow", [&]<class C>(std::type_identity<C>) -> Tensor {
    if constexpr (!is_complex_type<C>) {
      throw_complex_not_implemented(dtype);
    } else {
      using T = typename C::value_type;
      Tensor out = empty_like_pointwise(x, dtype);
      const auto layout = make_elementwise_layout<2>({out, x});
      // PyTorch's pow_tensor_scalar_optimized_kernel: products (the vector formula in the body of a contiguous
      // row, the scalar one after it) for 2, 3 and -2, std::pow for any other exponent.
      const auto square = [](auto mul) { return [mul](T re, T im, T* o) { mul(re, im, re, im, o); }; };
      const auto cube = [](auto mul) {
        return [mul](T re, T im, T* o) {
          T p[2];
          mul(re, im, re, im, p);
          mul(p[0], p[1], re, im, o);
        };
      };
      if (e == std::complex<double>(2.0))
        unary_rows<T, T, 2>(layout, torch_split<T>, square(mul_plain<T>), square(mul_scalar<T>));
      else if (e == std::complex<double>(3.0))
        unary_rows<T, T, 2>(layout, torch_split<T>, cube(mul_plain<T>), cube(mul_scalar<T>));
      else if (e == std::complex<double>(-2.0))
        unary_rows<T, T, 2>(layout, torch_split<T>,
            [](T re, T im, T* o) {
              T p[2];
              mul_plain(re, im, re, im, p);
              reciprocal_vector(p[0], p[1], o);
            },
            [](T re, T im, T* o) {
              T p[2];
              mul_scalar(re, im, re, im, p);
              div_scalar(T(1), T(0), p[0], p[1], o);
            });
      else {
        const C k(static_cast<T>(e.real()), static_cast<T>(e.imag()));
        const auto f = [k](T re, T im, T* o) {
          const C r = std::pow(C(re, im), k);
          o[0] = r.real(), o[1] = r.imag();
        };
        unary_rows<T, T, 2>(layout, whole, f, f);
      }
      return out;
    }
  });
}

TSR_DEFINE_OP("conj_physical(Tensor self) -> Tensor",
              "A copy with the imaginary parts negated (complex conjugate); a real tensor's copy.",
              autograd::formula("ConjPhysicalBackward0", {}, [](autograd::Ctx& c) {
                return autograd::G{conj_physical(c.g())};
              }));

TSR_REGISTER_KERNEL("conj_physical", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = std::get<Tensor>(stack[0]);
  Tensor out = is_complex(a.dtype()) ? complex_unary("conj_cpu", a) : clone(a);
  stack.clear();
  stack.emplace_back(std::move(out));
});

Tensor conj_physical(const Tensor& self) {
  static const Operator& op = find_op("conj_physical");
  return call_tensor_op(op, {self});
}

}  // namespace tsr::tensor
