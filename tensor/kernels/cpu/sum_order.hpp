// The order in which PyTorch 1.13's CPU `sum` adds floating-point numbers (its cascade_sum in
// aten/src/ATen/native/cpu/SumKernel.cpp, run through TensorIterator's 2-d inner loop), reproduced so that tsr's
// sums, means and the losses built on them print PyTorch's digits, not merely close ones. Like the random streams
// of docs/spec/rng.md, the order is part of the contract; docs/numerics.md describes it.
//
// The pieces, innermost first:
// - multi_row_sum: NR interleaved partial sums, each summed through a 4-level cascade whose level width grows
//   with the length (at least 16), so rounding error grows like log n, not n.
// - row_sum: one sum of n values as 4 interleaved multi_row_sum columns (instruction-level parallelism), the
//   tail added to the first, then the 4 folded left to right.
// - One thread's order is reproduced (PyTorch with several threads splits a full sum of 32768 elements or more
//   into per-thread pieces, so its last bits depend on its thread count); tsr still uses every thread, through
//   the cascade's independent top-level blocks.
// - A contiguous row of at least one vector is summed as vectors (kWidth lanes, the width of the AVX2 vectors
//   Debian's PyTorch 1.13 dispatches to): a vector row_sum, then the scalar tail, then the lanes in order.
// - Reductions over an outer dimension with contiguous columns sum 4 vectors of columns at a time.
// - float16 and bfloat16 (loop_2d_16 below) add in float, as PyTorch's acc_type, with its 16-bit vectors: a
//   contiguous row is summed as vectors of 16 elements, each folded to 8 float lanes before it is added (bfloat16:
//   lane l gets x[l] + x[l + 8], AVX2's specialised load that splits the register into halves; float16: x[2l] +
//   x[2l + 1], the generic load_reduce_vec); columns are loaded 8 at a time; each row's float sum is rounded to the
//   16-bit type and added into the 16-bit output (c10's `Half += float` converts the float first), so a sum over
//   several rows rounds once per row.
#pragma once

#include <omp.h>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "tensor/core/cpu_capability.hpp"
#include "tensor/core/half.hpp"
#include "tensor/kernels/cpu/half_rows.hpp"

namespace tsr::tensor::sum_order {

template <class T>
constexpr int64_t kWidth = 32 / static_cast<int64_t>(sizeof(T));  // lanes of a 256-bit vector

// kWidth<T> lanes added lane by lane: one 256-bit vector register (GCC's vector extension).
template <class T>
struct Lanes {
  typedef T Vector __attribute__((vector_size(32)));
  Vector v = {};
  Lanes& operator+=(const Lanes& o) {
    v += o.v;
    return *this;
  }
  T lane(int64_t k) const { return v[k]; }
  static Lanes load(const T* p) {
    Lanes out;
    std::memcpy(&out.v, p, sizeof out.v);
    return out;
  }
};

inline int64_t ceil_log2(int64_t x) { return x <= 1 ? 0 : 64 - __builtin_clzll(static_cast<uint64_t>(x - 1)); }

// NR sums of `size` rows each, through the cascade: `block(acc, begin, end)` adds rows [begin, end) into the NR
// accumulators `acc` (row i's k-th value into acc[k]).
//
// The top level only ever receives finished blocks of level_step^3 rows, added in order, and each block starts
// from empty lower levels; so blocks can be summed on several threads and then added in order, giving the same
// bits as one thread.
template <class A, int64_t NR, class Block>
inline std::array<A, NR> multi_row_sum_blocks(Block&& block, int64_t size) {
  constexpr int64_t kLevels = 4;
  using Acc = std::array<std::array<A, NR>, kLevels>;
  const int64_t level_power = std::max<int64_t>(4, ceil_log2(size) / kLevels);
  const int64_t level_step = int64_t{1} << level_power;
  if (size < level_step) {  // no whole block (fewer than 16 rows): the rows, then the empty levels' zeros added
    std::array<A, NR> sums{};
    block(sums, 0, size);
    for (int64_t k = 0; k < NR; ++k) sums[k] += A{};  // (x + 0 + 0 + 0 is x + 0: -0.0 becomes +0.0 as there)
    return sums;
  }
  const int64_t level_mask = level_step - 1;
  // Whole level_step blocks of rows [i, end), carried upwards; returns where it stopped.
  auto cascade = [&](Acc& acc, int64_t i, int64_t end) {
    for (; i + level_step <= end;) {
      block(acc[0], i, i + level_step);
      i += level_step;
      // Carry the finished level upwards while its block count is a whole multiple of the level above.
      for (int64_t j = 1; j < kLevels; ++j) {
        for (int64_t k = 0; k < NR; ++k) {
          acc[j][k] += acc[j - 1][k];
          acc[j - 1][k] = A{};
        }
        if ((i & (level_mask << (j * level_power))) != 0) break;
      }
    }
    return i;
  };
  Acc acc{};
  int64_t i = 0;
  const int64_t top_block = int64_t{1} << (level_power * (kLevels - 1));
  const int64_t blocks = size / top_block;
  if (blocks >= 2 && omp_get_max_threads() > 1 && !omp_in_parallel()) {
    std::vector<std::array<A, NR>> block_sums(static_cast<size_t>(blocks));
#pragma omp parallel for
    for (int64_t b = 0; b < blocks; ++b) {
      Acc local{};
      cascade(local, b * top_block, (b + 1) * top_block);
      block_sums[b] = local[kLevels - 1];
    }
    for (const auto& sums : block_sums)
      for (int64_t k = 0; k < NR; ++k) acc[kLevels - 1][k] += sums[k];
    i = blocks * top_block;
  }
  i = cascade(acc, i, size);
  if (i < size) block(acc[0], i, size);
  for (int64_t j = 1; j < kLevels; ++j)
    for (int64_t k = 0; k < NR; ++k) acc[0][k] += acc[j][k];
  return acc[0];
}

// The same with row i's k-th value given by load(i, k).
template <class A, int64_t NR, class Load>
inline std::array<A, NR> multi_row_sum(Load&& load, int64_t size) {
  return multi_row_sum_blocks<A, NR>(
      [&](std::array<A, NR>& acc, int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i)
          for (int64_t k = 0; k < NR; ++k) acc[k] += load(i, k);
      },
      size);
}

// Rows [begin, end) of 4 vectors each, `row_stride` apart, added into acc (Note [CPU capability]: one copy per
// instruction set, the adds lane by lane in every copy, so each gives the same bits).
template <class T>
void add_vector_rows(std::array<Lanes<T>, 4>& acc, const T* base, int64_t row_stride, int64_t begin, int64_t end) {
  with_cpu_capability([&]() TSR_CPU_BODY {
    Lanes<T> a0 = acc[0], a1 = acc[1], a2 = acc[2], a3 = acc[3];  // in registers across the rows
    for (int64_t i = begin; i < end; ++i) {
      const T* p = base + i * row_stride;
      a0 += Lanes<T>::load(p);
      a1 += Lanes<T>::load(p + kWidth<T>);
      a2 += Lanes<T>::load(p + 2 * kWidth<T>);
      a3 += Lanes<T>::load(p + 3 * kWidth<T>);
    }
    acc = {a0, a1, a2, a3};
  });
}

// The hot case: 4 vectors' worth of contiguous values per row, rows `row_stride` apart.
template <class T>
inline std::array<Lanes<T>, 4> vector_rows_sum(const T* base, int64_t row_stride, int64_t rows) {
  return multi_row_sum_blocks<Lanes<T>, 4>(
      [&](std::array<Lanes<T>, 4>& acc, int64_t begin, int64_t end) { add_vector_rows(acc, base, row_stride, begin, end); },
      rows);
}

// The sum of load(0), ..., load(size - 1).
template <class A, class Load>
inline A row_sum(Load&& load, int64_t size) {
  constexpr int64_t kIlp = 4;
  const int64_t size_ilp = size / kIlp;
  std::array<A, kIlp> partial =
      multi_row_sum<A, kIlp>([&](int64_t i, int64_t k) { return load(i * kIlp + k); }, size_ilp);
  for (int64_t i = size_ilp * kIlp; i < size; ++i) partial[0] += load(i);
  for (int64_t k = 1; k < kIlp; ++k) partial[0] += partial[k];
  return partial[0];
}

// One contiguous row of n >= kWidth values: vectors (as row_sum over vectors: 4 interleaved, which makes each
// row of the cascade 4 adjacent vectors), then the tail, then the lanes.
template <class T>
inline T contiguous_row_sum(const T* x, int64_t n) {
  constexpr int64_t W = kWidth<T>;
  const int64_t vectors = n / W;
  const int64_t rows = vectors / 4;
  std::array<Lanes<T>, 4> partial = vector_rows_sum(x, 4 * W, rows);
  for (int64_t v = rows * 4; v < vectors; ++v) partial[0] += Lanes<T>::load(x + v * W);
  for (int64_t k = 1; k < 4; ++k) partial[0] += partial[k];
  T total = 0;
  for (int64_t k = vectors * W; k < n; ++k) total += x[k];
  for (int64_t k = 0; k < W; ++k) total += partial[0].lane(k);
  return total;
}

// contiguous_row_sum of a row too short for a whole cascade block (fewer than 16 rows of 4 vectors: n < 64 * W),
// written out so that it inlines into one capability copy: the rows of 4 vectors added in order, the empty levels'
// zeros, the remaining vectors, the 4 partials folded, then the scalar tail and the lanes (the same additions in
// the same order as contiguous_row_sum, without its per-row calls).
template <class T>
__attribute__((always_inline)) inline T short_contiguous_row_sum(const T* x, int64_t n) {
  constexpr int64_t W = kWidth<T>;
  const int64_t vectors = n / W;
  const int64_t rows = vectors / 4;
  Lanes<T> p0, p1, p2, p3;
  for (int64_t r = 0; r < rows; ++r) {
    const T* q = x + r * 4 * W;
    p0 += Lanes<T>::load(q);
    p1 += Lanes<T>::load(q + W);
    p2 += Lanes<T>::load(q + 2 * W);
    p3 += Lanes<T>::load(q + 3 * W);
  }
  const Lanes<T> zero;
  p0 += zero, p1 += zero, p2 += zero, p3 += zero;
  for (int64_t v = rows * 4; v < vectors; ++v) p0 += Lanes<T>::load(x + v * W);
  p0 += p1, p0 += p2, p0 += p3;
  T total = 0;
  for (int64_t k = vectors * W; k < n; ++k) total += x[k];
  for (int64_t k = 0; k < W; ++k) total += p0.lane(k);
  return total;
}

// TensorIterator's 2-d inner loop of cascade_sum: sizes, input strides and output strides (in elements) of the
// two innermost dimensions; each result is added into the output, which starts at zero.
template <class T>
void loop_2d(const T* in, T* out, int64_t size0, int64_t in0, int64_t out0, int64_t size1, int64_t in1,
             int64_t out1) {
  if (out0 != 0 && out1 == 0) {  // the reduced dimension goes first
    std::swap(size0, size1);
    std::swap(in0, in1);
    std::swap(out0, out1);
  }
  if (out0 != 0) {  // no reduction in these two dimensions: each element is added to its own output
    for (int64_t j = 0; j < size1; ++j)
      for (int64_t i = 0; i < size0; ++i) out[i * out0 + j * out1] += in[i * in0 + j * in1];
    return;
  }
  constexpr int64_t W = kWidth<T>;
  if (in0 == 1 && size0 >= W && size0 < 64 * W) {  // short contiguous rows, in blocks of 256 in one capability copy
    constexpr int64_t kRows = 256;
    const int64_t blocks = (size1 + kRows - 1) / kRows;
#pragma omp parallel for if (size0 * size1 >= 65536 && blocks > 1)
    for (int64_t b = 0; b < blocks; ++b) {
      const int64_t end = std::min(size1, (b + 1) * kRows);
      with_cpu_capability([&]() TSR_CPU_BODY {
        for (int64_t j = b * kRows; j < end; ++j) out[j * out1] += short_contiguous_row_sum(in + j * in1, size0);
      });
    }
    return;
  }
  if (in0 == 1 && size0 >= W) {  // contiguous rows
#pragma omp parallel for if (size0 * size1 >= 65536 && size1 > 1)
    for (int64_t j = 0; j < size1; ++j) out[j * out1] += contiguous_row_sum(in + j * in1, size0);
    return;
  }
  if (in1 == 1 && size1 >= W) {  // reduced rows of contiguous columns
    const int64_t groups = size1 / (4 * W);
#pragma omp parallel for if (size0 * size1 >= 65536 && groups > 1)
    for (int64_t g = 0; g < groups; ++g) {
      const T* col = in + g * 4 * W;
      const auto sums = vector_rows_sum(col, in0, size0);
      for (int64_t k = 0; k < 4; ++k)
        for (int64_t l = 0; l < W; ++l) out[(g * 4 * W + k * W + l) * out1] += sums[k].lane(l);
    }
    int64_t j = groups * 4 * W;
    for (; j + W <= size1; j += W) {
      const T* col = in + j;
      const Lanes<T> sums = row_sum<Lanes<T>>([&](int64_t i) { return Lanes<T>::load(col + i * in0); }, size0);
      for (int64_t l = 0; l < W; ++l) out[(j + l) * out1] += sums.lane(l);
    }
    for (; j < size1; ++j) out[j * out1] += row_sum<T>([&](int64_t i) { return in[i * in0 + j]; }, size0);
    return;
  }
  if (in0 < in1) {  // strided rows, one output each
    for (int64_t j = 0; j < size1; ++j)
      out[j * out1] += row_sum<T>([&](int64_t i) { return in[i * in0 + j * in1]; }, size0);
    return;
  }
  int64_t j = 0;  // strided columns, four at a time
  for (; j + 3 < size1; j += 4) {
    const auto sums = multi_row_sum<T, 4>([&](int64_t i, int64_t k) { return in[i * in0 + (j + k) * in1]; }, size0);
    for (int64_t k = 0; k < 4; ++k) out[(j + k) * out1] += sums[k];
  }
  for (; j < size1; ++j) out[j * out1] += row_sum<T>([&](int64_t i) { return in[i * in0 + j * in1]; }, size0);
}

// ---- float16 and bfloat16

using Floats = Lanes<float>::Vector;

// Eight 16-bit values as floats (a struct, not a bare vector, is returned: the default copy has no AVX registers to
// return one in).
template <class T>
__attribute__((always_inline)) inline Lanes<float> widen8(const T* p) {
  typedef uint16_t Bits8 __attribute__((vector_size(16)));
  typedef uint32_t Words8 __attribute__((vector_size(32)));
  Bits8 h;
  std::memcpy(&h, p, sizeof h);
  if constexpr (std::is_same_v<T, BFloat16>) {
    const Words8 w = __builtin_convertvector(h, Words8) << 16;
    Lanes<float> f;
    std::memcpy(&f.v, &w, sizeof f.v);
    return f;
  } else {
    Lanes<float> f;
    for (int k = 0; k < 8; ++k) f.v[k] = half_rows::half_to_float(h[k]);
    return f;
  }
}

template <class T>
inline float widen(T v) {
  if constexpr (std::is_same_v<T, BFloat16>) return half_rows::bfloat16_to_float(v.x);
  else return half_rows::half_to_float(v.x);
}

// c10's `scalar_t += acc_t`: the float rounded to T, then added in float and rounded again.
template <class T>
inline void add_rounded(T* out, float v) {
  *out = T(widen(*out) + widen(T(v)));
}

// 16 contiguous values (as floats) folded to 8 lanes as PyTorch's load of one 16-bit vector into float lanes.
template <class T>
__attribute__((always_inline)) inline Lanes<float> fold16(const float* f) {
  Lanes<float> lo, hi;
  if constexpr (std::is_same_v<T, BFloat16>) {
    std::memcpy(&lo.v, f, sizeof lo.v);
    std::memcpy(&hi.v, f + 8, sizeof hi.v);
  } else {
    for (int k = 0; k < 8; ++k) {
      lo.v[k] = f[2 * k];
      hi.v[k] = f[2 * k + 1];
    }
  }
  lo.v += hi.v;
  return lo;
}

#if defined(TSR_CPU_DISPATCH) && defined(__x86_64__) && defined(__GNUC__)
// The AVX2 copy of the bfloat16 rows below, written with intrinsics (vpmovzxwd from memory, which GCC does not
// choose for the portable code): the same adds in the same order, so the same bits.
__attribute__((target("arch=x86-64-v3"))) inline void add_bfloat16_rows_avx2(std::array<Lanes<float>, 4>& acc,
                                                                             const BFloat16* base, int64_t begin,
                                                                             int64_t end) {
  __m256 a[4];
  for (int k = 0; k < 4; ++k) a[k] = _mm256_loadu_ps(reinterpret_cast<const float*>(&acc[k].v));
  auto widen = [](const BFloat16* p) __attribute__((target("arch=x86-64-v3"))) {
    return _mm256_castsi256_ps(
        _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))), 16));
  };
  for (int64_t i = begin; i < end; ++i) {
    const BFloat16* p = base + i * 64;
    a[0] = _mm256_add_ps(a[0], _mm256_add_ps(widen(p), widen(p + 8)));
    a[1] = _mm256_add_ps(a[1], _mm256_add_ps(widen(p + 16), widen(p + 24)));
    a[2] = _mm256_add_ps(a[2], _mm256_add_ps(widen(p + 32), widen(p + 40)));
    a[3] = _mm256_add_ps(a[3], _mm256_add_ps(widen(p + 48), widen(p + 56)));
  }
  for (int k = 0; k < 4; ++k) _mm256_storeu_ps(reinterpret_cast<float*>(&acc[k].v), a[k]);
}
#define TSR_SUM_BF16_AVX2 1
#endif

// Rows [begin, end) of a contiguous 16-bit row, 4 vectors of 16 elements per row, added into acc (one copy per
// instruction set, lane by lane in each). bfloat16 widens in registers; float16 converts a chunk at a time through
// half_rows (F16C where the processor has it) and folds from the floats.
template <class T>
void add_vector_rows_16(std::array<Lanes<float>, 4>& acc, const T* base, int64_t begin, int64_t end) {
  constexpr int64_t kRow = 64;  // elements per cascade row: 4 vectors of 16
  if constexpr (std::is_same_v<T, BFloat16>) {
#ifdef TSR_SUM_BF16_AVX2
    if (cpu_capability() != CpuCapability::Default) return add_bfloat16_rows_avx2(acc, base, begin, end);
#endif
    with_cpu_capability([&]() TSR_CPU_BODY {
      Floats a0 = acc[0].v, a1 = acc[1].v, a2 = acc[2].v, a3 = acc[3].v;
      for (int64_t i = begin; i < end; ++i) {
        const T* p = base + i * kRow;
        a0 += widen8(p).v + widen8(p + 8).v;
        a1 += widen8(p + 16).v + widen8(p + 24).v;
        a2 += widen8(p + 32).v + widen8(p + 40).v;
        a3 += widen8(p + 48).v + widen8(p + 56).v;
      }
      acc[0].v = a0, acc[1].v = a1, acc[2].v = a2, acc[3].v = a3;
    });
  } else {
    constexpr int64_t kChunk = 64;  // rows converted at a time
    alignas(32) float f[kChunk * kRow];
    for (int64_t c = begin; c < end; c += kChunk) {
      const int64_t rows = std::min(kChunk, end - c);
      half_rows::half_to_float(reinterpret_cast<const uint16_t*>(base + c * kRow), f, rows * kRow);
      with_cpu_capability([&]() TSR_CPU_BODY {
        Floats a0 = acc[0].v, a1 = acc[1].v, a2 = acc[2].v, a3 = acc[3].v;
        for (int64_t i = 0; i < rows; ++i) {
          const float* q = f + i * kRow;
          a0 += fold16<T>(q).v;
          a1 += fold16<T>(q + 16).v;
          a2 += fold16<T>(q + 32).v;
          a3 += fold16<T>(q + 48).v;
        }
        acc[0].v = a0, acc[1].v = a1, acc[2].v = a2, acc[3].v = a3;
      });
    }
  }
}

// One contiguous 16-bit row of n >= 16 values, as PyTorch's vectorized_inner_sum: row_sum over the folded
// vectors, then the scalar tail, then the 8 lanes.
template <class T>
inline float contiguous_row_sum_16(const T* x, int64_t n) {
  constexpr int64_t W = 16;
  const int64_t vectors = n / W;
  const int64_t rows = vectors / 4;
  std::array<Lanes<float>, 4> partial = multi_row_sum_blocks<Lanes<float>, 4>(
      [&](std::array<Lanes<float>, 4>& acc, int64_t begin, int64_t end) { add_vector_rows_16(acc, x, begin, end); },
      rows);
  for (int64_t v = rows * 4; v < vectors; ++v) {
    alignas(32) float f[W];
    for (int64_t k = 0; k < W; ++k) f[k] = widen(x[v * W + k]);
    partial[0] += fold16<T>(f);
  }
  for (int64_t k = 1; k < 4; ++k) partial[0] += partial[k];
  float total = 0;
  for (int64_t k = vectors * W; k < n; ++k) total += widen(x[k]);
  for (int64_t k = 0; k < 8; ++k) total += partial[0].lane(k);
  return total;
}

// loop_2d for float16/bfloat16 input and output, adding in float (PyTorch's cascade_sum with scalar_t a 16-bit
// type: its vectors hold 16 elements, its float accumulators 8).
template <class T>
void loop_2d_16(const T* in, T* out, int64_t size0, int64_t in0, int64_t out0, int64_t size1, int64_t in1,
                int64_t out1) {
  if (out0 != 0 && out1 == 0) {
    std::swap(size0, size1);
    std::swap(in0, in1);
    std::swap(out0, out1);
  }
  if (out0 != 0) {  // no reduction: T + T, computed in float and rounded
    for (int64_t j = 0; j < size1; ++j)
      for (int64_t i = 0; i < size0; ++i) out[i * out0 + j * out1] = out[i * out0 + j * out1] + in[i * in0 + j * in1];
    return;
  }
  constexpr int64_t kVec = 16, kAcc = 8;
  if (in0 == 1 && size0 >= kVec) {  // contiguous rows
#pragma omp parallel for if (size0 * size1 >= 65536 && size1 > 1)
    for (int64_t j = 0; j < size1; ++j) add_rounded(out + j * out1, contiguous_row_sum_16(in + j * in1, size0));
    return;
  }
  if (in1 == 1 && size1 >= kVec) {  // reduced rows of contiguous columns: 4 vectors of 8 columns, then 8, then 1
    const int64_t groups = size1 / (4 * kAcc);
#pragma omp parallel for if (size0 * size1 >= 65536 && groups > 1)
    for (int64_t g = 0; g < groups; ++g) {
      const T* col = in + g * 4 * kAcc;
      const auto sums = multi_row_sum<Lanes<float>, 4>(
          [&](int64_t i, int64_t k) { return widen8(col + i * in0 + k * kAcc); },
          size0);
      for (int64_t k = 0; k < 4; ++k)
        for (int64_t l = 0; l < kAcc; ++l) add_rounded(out + (g * 4 * kAcc + k * kAcc + l) * out1, sums[k].lane(l));
    }
    int64_t j = groups * 4 * kAcc;
    for (; j + kAcc <= size1; j += kAcc) {
      const T* col = in + j;
      const Lanes<float> sums = row_sum<Lanes<float>>(
          [&](int64_t i) { return widen8(col + i * in0); },
          size0);
      for (int64_t l = 0; l < kAcc; ++l) add_rounded(out + (j + l) * out1, sums.lane(l));
    }
    for (; j < size1; ++j)
      add_rounded(out + j * out1, row_sum<float>([&](int64_t i) { return widen(in[i * in0 + j]); }, size0));
    return;
  }
  if (in0 < in1) {  // strided rows, one output each
    for (int64_t j = 0; j < size1; ++j)
      add_rounded(out + j * out1, row_sum<float>([&](int64_t i) { return widen(in[i * in0 + j * in1]); }, size0));
    return;
  }
  int64_t j = 0;  // strided columns, four at a time
  for (; j + 3 < size1; j += 4) {
    const auto sums =
        multi_row_sum<float, 4>([&](int64_t i, int64_t k) { return widen(in[i * in0 + (j + k) * in1]); }, size0);
    for (int64_t k = 0; k < 4; ++k) add_rounded(out + (j + k) * out1, sums[k]);
  }
  for (; j < size1; ++j)
    add_rounded(out + j * out1, row_sum<float>([&](int64_t i) { return widen(in[i * in0 + j * in1]); }, size0));
}

}  // namespace tsr::tensor::sum_order
