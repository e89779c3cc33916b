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

#include <array>
#include <cmath>
#include <cstdint>
#include <type_traits>

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

// Combines the lanes of `v` (vec_reduce_all): the AVX2 shuffle tree for float, else lane after lane over the first
// `used` lanes.
template <class T, class Op>
T reduce_lanes(Op op, const Lanes<T>& v, int64_t used = kWidth<T>) {
  if constexpr (kWidth<T> == 8) {
    if (avx2() && used == 8) {
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

// reduce_all / map_reduce_all: `map` turns a loaded vector into the vector that is reduced (identity for
// reduce_all), `combine(acc, x)` folds one mapped vector into the accumulator lane by lane.
template <class T, class Map, class Op>
T map_reduce_all(Map map, Op op, const T* data, int64_t n) {
  constexpr int64_t w = kWidth<T>;
  if (n < w) return reduce_lanes(op, map(load(data, n)), n);
  Lanes<T> acc = map(load(data));
  int64_t d = w;
  for (; d < n - n % w; d += w) acc = zip(acc, map(load(data + d)), op);
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
  for (; d < n - n % w; d += w)
    for (int64_t i = 0; i < w; ++i) acc[i] = step(acc[i], x[d + i], y[d + i]);
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

}  // namespace tsr::tensor::pytorch_vec
