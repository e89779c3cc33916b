// The per-element parts of the CUDA sort, topk, cumsum and cumprod kernels (sort_scan.cu), host and device code:
// an order-preserving 64-bit key for every value (so a radix sort orders values as the CPU's comparator does), and
// the scans' steps. tests/tensor/cuda/sort_scan_test.cpp runs them on the CPU against the CPU kernels.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::cuda {

// An unsigned key whose order is the CPU sort's order of the values (kernels/cpu/indexing.cpp's ValueOrder):
// ascending, NaN greatest, -0.0 equal to 0.0; descending is the key's complement (NaN first). Equal values get
// equal keys, so a stable sort by key keeps them in index order (sort.stable's, and PyTorch's CUDA sort's).
template <class T>
TSR_HD uint64_t sort_key(T v, bool descending) {
  uint64_t key;
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    using Bits = std::conditional_t<std::is_same_v<T, float>, uint32_t, uint64_t>;
    constexpr Bits sign = Bits(1) << (sizeof(Bits) * 8 - 1);
    if (v != v) {
      key = ~uint64_t(0);  // every NaN, greater than +inf
    } else {
      if (v == T(0)) v = T(0);  // -0.0 sorts with 0.0
      Bits b;
      std::memcpy(&b, &v, sizeof b);
      b = (b & sign) ? Bits(~b) : Bits(b | sign);  // negatives reversed below the positives
      key = uint64_t(b);
    }
  } else if constexpr (std::is_same_v<T, bool> || std::is_unsigned_v<T>) {
    key = uint64_t(v);
  } else {
    key = uint64_t(int64_t(v)) ^ (uint64_t(1) << 63);
  }
  return descending ? ~key : key;
}

// cumsum's step, as the CPU kernel's: accumulated in double for floating dtypes, int64 for integers (PyTorch's
// acc_type on the CPU); each output is the accumulator converted to T. `Acc` float: the float16 and bfloat16 scans,
// which run on their values in float (PyTorch's opmath), accumulated in float.
template <class T, class AccOverride = void>
struct CumsumStep {
  using Acc = std::conditional_t<!std::is_void_v<AccOverride>, AccOverride,
                                 std::conditional_t<std::is_floating_point_v<T>, double,
                                                    std::conditional_t<std::is_same_v<T, bool>, bool, int64_t>>>;
  TSR_HD static Acc init() { return Acc(0); }
  TSR_HD Acc operator()(Acc acc, T v) const { return static_cast<Acc>(acc + static_cast<Acc>(v)); }
};

// cumprod's step: accumulated in double for floating dtypes, int64 for integers (PyTorch's acc_type on the CPU),
// logical and for bool; each output is the accumulator converted to T. `Acc` as CumsumStep's.
template <class T, class AccOverride = void>
struct CumprodStep {
  using Acc = std::conditional_t<!std::is_void_v<AccOverride>, AccOverride,
                                 std::conditional_t<std::is_same_v<T, bool>, bool,
                                                    std::conditional_t<std::is_floating_point_v<T>, double, int64_t>>>;
  TSR_HD static Acc init() { return Acc(1); }
  TSR_HD Acc operator()(Acc acc, T v) const {
    if constexpr (std::is_same_v<T, bool>) return acc && v;
    else return static_cast<Acc>(acc * static_cast<Acc>(v));
  }
};

// The (outer, n, inner) layout of a contiguous tensor scanned along a dimension of size n: each of the outer * inner
// columns holds n elements `inner` apart; one thread scans one column.
struct Columns {
  int64_t outer = 1, n = 1, inner = 1;
  TSR_HD int64_t count() const { return outer * inner; }
  // The offset of column c's first element.
  TSR_HD int64_t base(int64_t c) const {
    const int64_t o = c / inner;
    return o * n * inner + (c - o * inner);
  }
};

// One column of a scan in place: n elements `stride` apart (a (outer, n, inner) layout's column).
template <class T, class Step>
TSR_HD void scan_column(T* p, int64_t n, int64_t stride, Step step) {
  typename Step::Acc acc = Step::init();
  for (int64_t k = 0; k < n; ++k) {
    acc = step(acc, p[k * stride]);
    p[k * stride] = static_cast<T>(acc);
  }
}

}  // namespace tsr::tensor::cuda
