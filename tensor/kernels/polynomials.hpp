// The orthogonal polynomials of torch.special (Chebyshev T, U, V, W and their shifted forms, Hermite H and He,
// Laguerre L, Legendre P) of (x, n), written once for the CPU kernels (kernels/cpu/special_families.cpp) and the
// CUDA kernels (cuda/special.cu): their three-term recurrences with PyTorch 1.13's special cases (|x| = 1, negative
// n, and for the Chebyshev families a trigonometric form for larger n), in the order of operations of its Math.h,
// the products PyTorch's AVX2 build fuses fused here by std::fma. On the CPU they are PyTorch's results bit for bit;
// on a GPU the same code runs with the device's cos, acos and sin. tests/tensor/cuda/activation_functors_test.cpp
// runs the CUDA functors on the CPU against the CPU kernels.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::polynomials {

// The degree as PyTorch's static_cast<int64_t>(n) gives it on x86-64 (the truncated value; INT64_MIN, the "integer
// indefinite" value, for NaN and values out of range), here without undefined behaviour.
template <class T>
TSR_HD int64_t degree(T n) {
  const double d = static_cast<double>(n);
  if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0)) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(d);
}

// The three-term recurrence q_{k+1} = 2y q_k - q_{k-1} of the Chebyshev families from q_0 = 1 and q_1 = first,
// stopped early once a term is NaN.
template <class T>
TSR_HD T chebyshev_recurrence(T y2, T first, int64_t n) {
  if (n == 0) return T(1);
  if (n == 1) return first;
  // (PyTorch returns its uninitialised r when first is NaN and the loop never runs: NaN in practice)
  T p = 1, q = first, r = first;
  for (int64_t k = 2; k <= n && !std::isnan(q); ++k) {
    r = std::fma(y2, q, -p);
    p = q;
    q = r;
  }
  return r;
}

template <class T>
TSR_HD T chebyshev_t(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::abs(x) == T(1)) return (x > T(0) || n % 2 == 0) ? T(1) : T(-1);
  if (n > 6 && std::abs(x) < T(1)) return std::cos(T(n) * std::acos(x));
  return chebyshev_recurrence(x + x, x, n);
}

template <class T>
TSR_HD T chebyshev_u(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::abs(x) == T(1)) return (x > T(0) || n % 2 == 0) ? T(n + 1) : T(-(n + 1));
  if (n > 8 && std::abs(x) < T(1)) {
    const T a = std::acos(x);
    if (std::sin(a) != T(0)) return std::sin(T(n + 1) * a) / std::sin(a);
    return T(n + 1) * std::cos(T(n + 1) * a) / x;
  }
  return chebyshev_recurrence(x + x, x + x, n);
}

template <class T>
TSR_HD T chebyshev_v(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::abs(x) == T(1)) {
    if (x > T(0)) return T(1);
    return n % 2 == 0 ? T(n + n + 1) : T(-(n + n + 1));
  }
  if (n > 8 && std::abs(x) < T(1)) {
    const T a = std::acos(x);
    if (std::sin(a / T(2)) != T(1)) return std::cos((T(n) + T(0.5)) * a) / std::cos(a / T(2));
    return n % 2 == 0 ? T(n + n + 1) : T(-(n + n + 1));
  }
  return chebyshev_recurrence(x + x, x + x - T(1), n);
}

template <class T>
TSR_HD T chebyshev_w(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::abs(x) == T(1)) {
    if (x > T(0)) return T(n + n + 1);
    return n % 2 == 0 ? T(1) : T(-1);
  }
  if (n > 8 && std::abs(x) < T(1)) {
    const T a = std::acos(x);
    if (std::cos(a / T(2)) != T(1)) return std::sin((T(n) + T(0.5)) * a) / std::sin(a / T(2));
    if (x > T(0)) return T(n + n + 1);
    return n % 2 == 0 ? T(1) : T(-1);
  }
  return chebyshev_recurrence(x + x, x + x + T(1), n);
}

// The shifted families are those of 2x - 1 on [0, 1], with their own special cases at x = 0 and 1.
template <class T>
TSR_HD T shifted_chebyshev_t(T x, int64_t n) {
  if (n < 0) return T(0);
  if (x == T(1)) return T(1);
  if (x == T(0)) return n % 2 == 0 ? T(1) : T(-1);
  const T y = x + x - T(1);
  if (n > 6 && std::abs(y) < T(1)) return std::cos(T(n) * std::acos(y));
  return chebyshev_recurrence(y + y, y, n);
}

template <class T>
TSR_HD T shifted_chebyshev_u(T x, int64_t n) {
  if (n < 0) return T(0);
  if (x == T(1)) return T(n + 1);
  if (x == T(0)) return n % 2 == 0 ? T(n + 1) : T(-(n + 1));
  const T y = x + x - T(1);
  if (n > 6 && std::abs(y) < T(1)) {
    const T a = std::acos(y);
    if (std::sin(a) != T(0)) return std::sin(T(n + 1) * a) / std::sin(a);
    return T(n + 1) * std::cos(T(n + 1) * a) / y;
  }
  return chebyshev_recurrence(y + y, y + y, n);
}

template <class T>
TSR_HD T shifted_chebyshev_v(T x, int64_t n) {
  if (n < 0) return T(0);
  if (x == T(1)) return T(1);
  if (x == T(0)) return n % 2 == 0 ? T(n + n + 1) : T(-(n + n + 1));
  const T y = x + x - T(1);
  if (n > 6 && std::abs(y) < T(1)) {
    const T a = std::acos(y);
    if (std::sin(a / T(2)) != T(1)) return std::cos((T(n) + T(0.5)) * a) / std::cos(a / T(2));
    return n % 2 == 0 ? T(n + n + 1) : T(-(n + n + 1));
  }
  return chebyshev_recurrence(y + y, y + y - T(1), n);
}

template <class T>
TSR_HD T shifted_chebyshev_w(T x, int64_t n) {
  if (n < 0) return T(0);
  if (x == T(1)) return T(n + n + 1);
  if (x == T(0)) return n % 2 == 0 ? T(1) : T(-1);
  const T y = x + x - T(1);
  if (n > 4 && std::abs(y) < T(1)) {
    const T a = std::acos(y);
    if (std::cos(a / T(2)) != T(1)) return std::sin((T(n) + T(0.5)) * a) / std::sin(a / T(2));
    return n % 2 == 0 ? T(1) : T(-1);
  }
  return chebyshev_recurrence(y + y, y + y + T(1), n);
}

// Physicists' Hermite: H_{k+1} = 2x H_k - 2k H_{k-1}.
template <class T>
TSR_HD T hermite_h(T x, int64_t n) {
  if (n < 0) return T(0);
  if (n == 0) return T(1);
  if (n == 1) return x + x;
  T p = 1, q = x + x, r = 0;
  for (int64_t k = 2; k < n + n; k += 2) {
    r = std::fma(x + x, q, -(T(k) * p));
    p = q;
    q = r;
  }
  return r;
}

// Probabilists' Hermite: He_{k+1} = x He_k - k He_{k-1}.
template <class T>
TSR_HD T hermite_he(T x, int64_t n) {
  if (n < 0) return T(0);
  if (n == 0) return T(1);
  if (n == 1) return x;
  T p = 1, q = x, r = 0;
  for (int64_t k = 1; k < n; ++k) {
    r = std::fma(x, q, -(T(k) * p));
    p = q;
    q = r;
  }
  return r;
}

// Laguerre: (k + 1) L_{k+1} = (2k + 1 - x) L_k - k L_{k-1}.
template <class T>
TSR_HD T laguerre_l(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::abs(x) == T(0)) return T(1);
  if (n == 0) return T(1);
  if (n == 1) return T(1) - x;
  T p = 1, q = T(1) - x, r = q;
  for (int64_t k = 1; k < n && !std::isnan(q); ++k) {
    r = std::fma(T(k + k) + (T(1) - x), q, -(T(k) * p)) / T(k + 1);
    p = q;
    q = r;
  }
  return r;
}

// Legendre: (k + 1) P_{k+1} = (2k + 1) x P_k - k P_{k-1}.
template <class T>
TSR_HD T legendre_p(T x, int64_t n) {
  if (n < 0) return T(0);
  if (std::abs(x) == T(1)) return (x > T(0) || n % 2 == 0) ? T(1) : T(-1);
  if (n == 0) return T(1);
  if (n == 1) return x;
  T p = 1, q = x, r = q;
  for (int64_t k = 1; k < n && !std::isnan(q); ++k) {
    r = std::fma(T(k + k + 1) * x, q, -(T(k) * p)) / T(k + 1);
    p = q;
    q = r;
  }
  return r;
}

}  // namespace tsr::tensor::polynomials
