// The reduction order of PyTorch's `vec::reduce_all` family (ATen/cpu/vec/functional_base.h), for kernels whose
// rounding must be PyTorch's: softmax and log_softmax along the last dim, and their backward.
//
// Note [PyTorch's lane order]: a Vectorized<T> holds 32 bytes (8 floats, 4 doubles) at every CPU capability.
// reduce_all(op, data, n) keeps one accumulator vector: lanes start as data[0..W), each following whole vector is
// combined lane-wise, the last partial vector updates only its first n % W lanes; then the lanes are combined:
// for float on AVX2 by three shuffles (lanes i and i+4, then i and i+2, then i and i+1: `reduce_lanes`), otherwise
// (double, or the default capability) one after another from lane 0. Rows shorter than W fold their n elements one
// after another. PyTorch's kernel files are compiled with multiply-add contraction on AVX2 (`acc + x * y` and
// `g - e * s` are one fused operation each) and without it at the default capability; `fused` says which.
// Each function was checked element for element against PyTorch 1.13 (script test 290).
#pragma once

#include <algorithm>
#include <bit>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "tensor/core/cpu_capability.hpp"
#include "tensor/core/half.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"

namespace tsr::tensor::pytorch_vec {

template <class T>
inline constexpr int64_t kWidth = 32 / static_cast<int64_t>(sizeof(T));
template <class T>
using Lanes = std::array<T, kWidth<T>>;

// Whether PyTorch would run its AVX2 kernels here (SLEEF, the shuffle tree, contracted multiply-adds).
inline bool avx2() { return sleef_math::active(); }

// The first n elements of `data` as a vector, zero-padded (Vectorized::loadu(ptr, count)).
template <class T>
Lanes<T> load(const T* data, int64_t n = kWidth<T>) {
  Lanes<T> v{};
  for (int64_t i = 0; i < n; ++i) v[i] = data[i];
  return v;
}

template <class T, class Op>
Lanes<T> zip(const Lanes<T>& a, const Lanes<T>& b, Op op) {
  Lanes<T> r;
  for (int64_t i = 0; i < kWidth<T>; ++i) r[i] = op(a[i], b[i]);
  return r;
}

// Combines the lanes of `v` (vec_reduce_all): the AVX2 shuffle tree for float where `tree`, else lane after lane over
// the first `used` lanes. Always inlined, so loops that decide `tree` once keep it out of their inner work.
template <class T, class Op>
__attribute__((always_inline)) inline T combine_lanes(Op op, const Lanes<T>& v, bool tree, int64_t used = kWidth<T>) {
  if constexpr (kWidth<T> == 8) {
    if (tree && used == 8) {
      T a[4], b[2];
      for (int i = 0; i < 4; ++i) a[i] = op(v[i], v[i + 4]);
      for (int i = 0; i < 2; ++i) b[i] = op(a[i], a[i + 2]);
      return op(b[0], b[1]);
    }
  }
  T acc = v[0];
  for (int64_t i = 1; i < used; ++i) acc = op(acc, v[i]);
  return acc;
}

// combine_lanes with the tree where PyTorch's AVX2 kernels would run.
template <class T, class Op>
T reduce_lanes(Op op, const Lanes<T>& v, int64_t used = kWidth<T>) {
  return combine_lanes(op, v, avx2(), used);
}

// reduce_all / map_reduce_all: `map` turns a loaded vector into the vector that is reduced (identity for
// reduce_all), `combine(acc, x)` folds one mapped vector into the accumulator lane by lane.
template <class T, class Map, class Op>
T map_reduce_all(Map map, Op op, const T* data, int64_t n) {
  constexpr int64_t w = kWidth<T>;
  if (n < w) return reduce_lanes(op, map(load(data, n)), n);
  Lanes<T> acc = map(load(data));
  int64_t d = w;
  // the whole vectors in this processor's instructions (the lanes' order is fixed, so every copy gives these bits)
  with_cpu_capability([&]() TSR_CPU_BODY {
    Lanes<T> a = acc;
    for (; d < n - n % w; d += w) {
      const Lanes<T> x = map(load(data + d));
      for (int64_t i = 0; i < w; ++i) a[i] = op(a[i], x[i]);
    }
    acc = a;
  });
  if (n - d > 0) {
    const Lanes<T> next = zip(acc, map(load(data + d, n - d)), op);
    for (int64_t i = 0; i < n - d; ++i) acc[i] = next[i];  // Vec::set: only the loaded lanes change
  }
  return reduce_lanes(op, acc);
}

template <class T, class Op>
T reduce_all(Op op, const T* data, int64_t n) {
  return map_reduce_all([](const Lanes<T>& v) { return v; }, op, data, n);
}

// max_all / min_all's reduce_all: Vectorized's maximum (minimum) lane by lane, _mm256_max_ps's choice OR'd with the
// unordered mask, so a NaN in either operand makes the lane all ones (a negative quiet NaN, PyTorch's bits). The
// whole vectors run as GCC vector operations, so every capability's copy works a vector at a time (a scalar lambda
// over the lanes stayed one compare and branch per element).
template <class T, bool Max>
T extreme_all(const T* data, int64_t n) {
  using Bits = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
  static const T all_ones = std::bit_cast<T>(Bits(-1));
  const auto op = [](T a, T b) { return a != a || b != b ? all_ones : (Max ? a > b : a < b) ? a : b; };
  if (n < kWidth<T>) return reduce_lanes(op, load(data, n), n);
  typedef T V __attribute__((vector_size(32)));  // (the typedef form: GCC ignores the attribute on a dependent `using`)
  typedef Bits M __attribute__((vector_size(32)));
  constexpr int64_t w = kWidth<T>;
  V acc;
  std::memcpy(&acc, data, sizeof(V));
  int64_t d = w;
  with_cpu_capability([&]() TSR_CPU_BODY {
    V a = acc;
    int64_t i = d;
    for (; i + w <= n; i += w) {
      V x;
      std::memcpy(&x, data + i, sizeof(V));
      const V better = Max ? (a > x ? a : x) : (a < x ? a : x);
      a = reinterpret_cast<V>(reinterpret_cast<M>(better) | ((a != a) | (x != x)));
    }
    acc = a;
    d = i;
  });
  Lanes<T> lanes;
  std::memcpy(lanes.data(), &acc, sizeof(V));
  for (int64_t i = 0; d + i < n; ++i) lanes[i] = op(lanes[i], data[d + i]);  // the partial vector's lanes
  return reduce_lanes(op, lanes);
}

// sum(x[i] * y[i]) as map2_reduce_all computes it: the first vector's products are rounded, each later one is
// added to the accumulator with one rounding where the kernels are contracted.
template <class T>
T dot_all(const T* x, const T* y, int64_t n) {
  constexpr int64_t w = kWidth<T>;
  const bool fused = avx2();
  auto add = [](T a, T b) { return a + b; };
  if (n < w) {
    Lanes<T> p{};
    for (int64_t i = 0; i < n; ++i) p[i] = x[i] * y[i];
    return reduce_lanes(add, p, n);
  }
  Lanes<T> acc;
  for (int64_t i = 0; i < w; ++i) acc[i] = x[i] * y[i];
  auto step = [fused](T a, T u, T v) { return fused ? std::fma(u, v, a) : a + u * v; };
  int64_t d = w;
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (; d < n - n % w; d += w)
      for (int64_t i = 0; i < w; ++i) acc[i] = step(acc[i], x[d + i], y[d + i]);
  });
  for (int64_t i = 0; d + i < n; ++i) acc[i] = step(acc[i], x[d + i], y[d + i]);
  return reduce_lanes(add, acc);
}

// sqrt(sum(x[i]^2)) as PyTorch 1.13's norm kernel computes p=2 over a contiguous last dim, measured against it:
// for float its vectorised path (norm_kernel_tensor_iterator_impl), for double its scalar reduction (NormTwoOps:
// one accumulator, element after element); contracted multiply-adds on AVX2 (sleef_math::sum_of_squares), plain
// ones at the default capability.
template <class T>
T norm_two_lastdim(const T* x, int64_t n) {
  if (avx2()) return std::sqrt(sleef_math::sum_of_squares(x, n));
  T total = 0;
  int64_t d = 0;
  if constexpr (std::is_same_v<T, float>) {
    constexpr int64_t w = kWidth<T>;
    Lanes<T> acc{};
    for (; d < n - n % w; d += w)
      for (int64_t i = 0; i < w; ++i) acc[i] = acc[i] + x[d + i] * x[d + i];
    total = acc[0];
    for (int64_t i = 1; i < w; ++i) total = total + acc[i];
  }
  for (; d < n; ++d) total = total + x[d] * x[d];
  return std::sqrt(total);
}

// a * b + c, one rounding where PyTorch's kernels are contracted (`fused`), two otherwise.
template <class T>
inline T madd(bool fused, T a, T b, T c) {
  if constexpr (std::is_floating_point_v<T>) return fused ? std::fma(a, b, c) : a * b + c;
  else return a * b + c;  // (bfloat16's Vectorized operations: each rounded, never fused)
}

// sum(x[i] * y[i] * z[i]) as map3_reduce_all computes it (layer_norm's backward with a weight): each product
// (x * y) * z rounded twice for the first vector, the second multiply fused into the accumulator for later ones.
template <class T>
T dot3_all(const T* x, const T* y, const T* z, int64_t n) {
  constexpr int64_t w = kWidth<T>;
  const bool fused = avx2();
  auto add = [](T a, T b) { return a + b; };
  if (n < w) {
    Lanes<T> p{};
    for (int64_t i = 0; i < n; ++i) p[i] = x[i] * y[i] * z[i];
    return reduce_lanes(add, p, n);
  }
  Lanes<T> acc;
  for (int64_t i = 0; i < w; ++i) acc[i] = x[i] * y[i] * z[i];
  int64_t d = w;
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (; d < n - n % w; d += w)
      for (int64_t i = 0; i < w; ++i) acc[i] = madd(fused, x[d + i] * y[d + i], z[d + i], acc[i]);
    for (int64_t i = 0; d + i < n; ++i) acc[i] = madd(fused, x[d + i] * y[d + i], z[d + i], acc[i]);
  });
  return reduce_lanes(add, acc);
}

// Note [PyTorch's Welford moments]: the mean and biased variance of a contiguous row as PyTorch 1.13's
// `utils::RowwiseMoments` (ATen/native/cpu/moments_utils.h) computes them for layer_norm (and group_norm): the
// row is read as whole vectors (W lanes) in chunks of 16; each lane runs Welford's update over its chunk
// (m1 += delta * (1/(j+1)), m2 += delta * (x - m1)); the chunks' moments are merged per lane by Chan's formula
// (AddMoments: c = n_add / n, m1 += c * delta, m2 += m2_add + delta * delta * c * n_old) in a cascade: a stack of
// depth ceil(log2(chunks)) (at least 1), level j absorbing level j-1 whenever the chunk count is a multiple of 2^j,
// the levels then merged into level 0 from level 1 up. The scalar tail (the last N % W elements) runs its own
// Welford update, then each lane's moments are merged into it, lane 0 first. The variance is m2 / (N - ddof).
template <class T>
struct Moments {
  T mean, var;
};

namespace detail {
template <class T>
inline void add_moments(bool fused, int64_t m0_add, T m1_add, T m2_add, int64_t& m0, T& m1, T& m2) {
  const int64_t n = m0 + m0_add;
  const T c = n == 0 ? T(0) : static_cast<T>(m0_add) / static_cast<T>(n);
  const T delta = m1_add - m1;
  m1 = madd(fused, c, delta, m1);
  m2 = m2 + madd(fused, delta * delta * c, static_cast<T>(m0), m2_add);
  m0 = n;
}
template <class T>
inline void add_moments_lanes(bool fused, int64_t m0_add, const Lanes<T>& m1_add, const Lanes<T>& m2_add,
                              int64_t& m0, Lanes<T>& m1, Lanes<T>& m2) {
  const int64_t n = m0 + m0_add;
  const T c = n == 0 ? T(0) : static_cast<T>(m0_add) / static_cast<T>(n);
  const T old = static_cast<T>(m0);
  for (int64_t i = 0; i < kWidth<T>; ++i) {
    const T delta = m1_add[i] - m1[i];
    m1[i] = madd(fused, c, delta, m1[i]);
    m2[i] = m2[i] + madd(fused, delta * delta * c, old, m2_add[i]);
  }
  m0 = n;
}
}  // namespace detail

template <class T>
Moments<T> rowwise_moments(const T* x, int64_t N, int64_t ddof = 0) {
  constexpr int64_t w = kWidth<T>, chunk = 16;
  const bool fused = false;  // measured: PyTorch's moments round every operation, on AVX2 too
  const int64_t n = N / w, m = (n + chunk - 1) / chunk;
  int64_t depth = 1;  // utils::CeilLog2: 1 up to 2, then ceil(log2(m))
  if (m > 2)
    while ((int64_t(1) << depth) < m) ++depth;
  std::vector<int64_t> m0s(static_cast<size_t>(depth), 0);
  std::vector<Lanes<T>> m1s(static_cast<size_t>(depth), Lanes<T>{}), m2s(static_cast<size_t>(depth), Lanes<T>{});
  for (int64_t i = 0; i < m; ++i) {
    const T* p = x + i * chunk * w;
    const int64_t count = std::min(chunk, n - i * chunk);
    Lanes<T> m1{}, m2{};
    for (int64_t j = 0; j < count; ++j) {
      const T inv = T(1) / static_cast<T>(j + 1);
      for (int64_t l = 0; l < w; ++l) {
        const T v = p[j * w + l], delta = v - m1[l];
        m1[l] = madd(fused, delta, inv, m1[l]);
        m2[l] = madd(fused, delta, v - m1[l], m2[l]);
      }
    }
    detail::add_moments_lanes(fused, count, m1, m2, m0s[0], m1s[0], m2s[0]);
    int64_t mask = i + 1;
    for (int64_t j = 1; j < depth && (mask & 1) == 0; ++j) {
      detail::add_moments_lanes(fused, m0s[j - 1], m1s[j - 1], m2s[j - 1], m0s[j], m1s[j], m2s[j]);
      m0s[j - 1] = 0;
      m1s[j - 1] = Lanes<T>{};
      m2s[j - 1] = Lanes<T>{};
      mask >>= 1;
    }
  }
  for (int64_t i = 1; i < depth; ++i) detail::add_moments_lanes(fused, m0s[i], m1s[i], m2s[i], m0s[0], m1s[0], m2s[0]);
  int64_t m0 = 0;
  T m1 = 0, m2 = 0;
  for (int64_t i = n * w; i < N; ++i) {
    const T delta = x[i] - m1;
    ++m0;
    m1 += delta / static_cast<T>(m0);
    m2 = madd(fused, delta, x[i] - m1, m2);
  }
  for (int64_t l = 0; l < w; ++l) detail::add_moments(fused, n, m1s[0][l], m2s[0][l], m0, m1, m2);
  return {m1, m2 / static_cast<T>(N - ddof)};
}

// layer_norm of one contiguous row of N elements as PyTorch 1.13's LayerNormKernelImplInternal computes it
// (measured: script test 810): RowwiseMoments, rstd = 1 / sqrt(var + eps), then
// y = (x * rstd + (-rstd * mean)) * gamma + beta with both multiply-adds contracted on AVX2. gamma and beta may be
// null (1 and 0).
template <class T>
void layer_norm_row(const T* x, const T* gamma, const T* beta, int64_t N, T eps, T* y, T* mean_out, T* rstd_out) {
  const bool fused = avx2();
  const Moments<T> m = rowwise_moments(x, N);
  const T rstd = T(1) / std::sqrt(m.var + eps);
  const T bias = -rstd * m.mean;
  // (in the processor's copy, where std::fma is one instruction rather than a call: Note [CPU capability])
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t j = 0; j < N; ++j)
      y[j] = madd(fused, madd(fused, x[j], rstd, bias), gamma ? gamma[j] : T(1), beta ? beta[j] : T(0));
  });
  if (mean_out) *mean_out = m.mean;
  if (rstd_out) *rstd_out = rstd;
}

// layer_norm of one contiguous bfloat16 row as 1.13's LayerNormKernelImplInternal<BFloat16> computes it: the same
// RowwiseMoments over Vectorized<BFloat16> (16 lanes, every operation rounded to bfloat16), rstd = 1 / sqrt(var +
// eps) in bfloat16 (eps cast to it), bias = -rstd * mean in bfloat16, then y = (x * rstd + bias) * gamma + beta in
// float (map3 over float vectors; contracted on AVX2), rounded once. Checked row for row against PyTorch 1.13 (script
// test 758).
inline void layer_norm_row_bf16(const BFloat16* x, const BFloat16* gamma, const BFloat16* beta, int64_t N, float eps,
                                BFloat16* y) {
  const bool fused = avx2();
  const Moments<BFloat16> m = rowwise_moments(x, N);
  const BFloat16 rstd = BFloat16(1.0f) / BFloat16(std::sqrt(float(m.var + BFloat16(eps))));
  const float scale = float(rstd), bias = float(-rstd * m.mean);
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t j = 0; j < N; ++j)
      y[j] = BFloat16(madd(fused, madd(fused, float(x[j]), scale, bias), gamma ? float(gamma[j]) : 1.0f,
                           beta ? float(beta[j]) : 0.0f));
  });
}

// One row's share of layer_norm's backward (LayerNormBackwardKernelImplInternal, one thread, measured: script test
// 810). dgamma/dbeta (either may be null) accumulate row after row: dgamma += dy * (rstd * x + (-rstd * mean)),
// dbeta += dy. dx (may be null): ds = sum(dy * x * gamma) and db = sum(dy * gamma) in map_reduce_all's lane order,
// b = (db * mean - ds) * rstd^3 / N and c = -b * mean - db * rstd / N, then dx = rstd * dy * gamma + b * x + c;
// the multiply-adds contracted as GCC contracts them on AVX2 (b's first term, c's first product, b * x).
template <class T>
void layer_norm_backward_row(const T* dy, const T* x, T mean, T rstd, const T* gamma, int64_t N, T* dx, T* dgamma,
                             T* dbeta) {
  const bool fused = avx2();
  const T a = rstd;
  if (dgamma) {
    const T b = -a * mean;
    with_cpu_capability([&]() TSR_CPU_BODY {
      for (int64_t j = 0; j < N; ++j) dgamma[j] = madd(fused, dy[j], madd(fused, a, x[j], b), dgamma[j]);
    });
  }
  if (dbeta)
    for (int64_t j = 0; j < N; ++j) dbeta[j] = dbeta[j] + dy[j];
  if (!dx) return;
  const T ds = gamma ? dot3_all(dy, x, gamma, N) : dot_all(dy, x, N);
  const T db = gamma ? dot_all(dy, gamma, N) : reduce_all([](T p, T q) { return p + q; }, dy, N);
  const T scale = T(1) / static_cast<T>(N);
  const T b = madd(fused, db, mean, -ds) * a * a * a * scale;
  const T c = madd(fused, -b, mean, -(db * a * scale));
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t j = 0; j < N; ++j) {
      const T first = gamma ? a * dy[j] * gamma[j] : a * dy[j];
      dx[j] = madd(fused, b, x[j], first) + c;
    }
  });
}

}  // namespace tsr::tensor::pytorch_vec
