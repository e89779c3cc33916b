// The per-element steps of cummax, cummin and logcumsumexp, host and device code: the CPU kernels (kernels/cpu/
// special.cpp) run them over each row, the CUDA kernels (cuda/sort_scan.cu) over each column of a (outer, n,
// inner) layout, one thread a column. As PyTorch's cummax_cummin_helper and _log_add_exp_helper.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::cumulative {

// cummax (Max) or cummin of n elements `stride` apart: a NaN is kept once met, and an element equal to the running
// extreme takes its place (>=, <=), so the index is the last of equal values. (y != y is a NaN test that is false
// for integers and bool.)
template <bool Max, class T>
TSR_HD void extremes(const T* x, T* values, int64_t* indices, int64_t n, int64_t stride) {
  if (n == 0) return;
  T best = x[0];
  int64_t at = 0;
  for (int64_t i = 0; i < n; ++i) {
    const T y = x[i * stride];
    const bool take = (y != y) || (!(best != best) && (Max ? y >= best : y <= best));
    if (take) {
      best = y;
      at = i;
    }
    values[i * stride] = best;
    indices[i * stride] = at;
  }
}

// log(exp(x) + exp(y)): equal infinities give that infinity; a NaN running value y stays (std::min and max would
// drop it).
TSR_HD double log_add_exp(double x, double y) {
  const bool nan = y != y;
  const double lo = nan ? y : std::min(x, y), hi = nan ? y : std::max(x, y);
  if (lo != hi || std::isfinite(lo)) return hi + std::log1p(std::exp(lo - hi));
  return x;
}

// logcumsumexp of n elements `stride` apart, the running value kept in double (PyTorch's CPU acc_type).
template <class T>
TSR_HD void log_sum_exps(const T* x, T* values, int64_t n, int64_t stride) {
  double acc = -std::numeric_limits<double>::infinity();
  for (int64_t i = 0; i < n; ++i) {
    acc = log_add_exp(static_cast<double>(x[i * stride]), acc);
    values[i * stride] = static_cast<T>(acc);
  }
}

}  // namespace tsr::tensor::cumulative
