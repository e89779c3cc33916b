// pdist's CPU kernels: PyTorch 1.13's DistanceOpsKernel.cpp loops for float and double, so that distances and
// their gradients come out in its bits (the composition over gathered pair differences, which serves other devices,
// rounds otherwise and holds n^2/2 differences of m columns in memory).
//
// Note [PyTorch's pdist]: the forward takes each pair i < j in row order and reduces its m differences as
// map2_reduce_all does on AVX2: fewer than K = 32 / sizeof(T) columns in one zero-padded vector, combined lane after
// lane; otherwise an accumulator vector started from the first K columns' terms, each later whole vector folded
// in (p = 2: d * d fused into the accumulator), the remaining columns folded into the first lanes, and the lanes
// combined as vec_reduce_all combines them (pytorch_vec::combine_lanes). Terms by p: 0 min(ceil|d|, 1), 1 |d|,
// 2 d^2 then sqrt, inf |d| by maximum, other p |d|^p (SLEEF's pow) then pow(total, 1 / p) in double. The backward
// walks the same pairs: for each first row i and each j > i the term t (p = 2: grad * d / dist) is added to row i's
// gradient and taken from row j's, column by column, in that order. Measured against PyTorch 1.13: script test 247.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "tensor/core/cpu_capability.hpp"

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"
#include "tensor/ops/distance.hpp"

namespace tsr::tensor {

namespace {

enum class Norm { Zero, One, Two, Inf, General };

Norm norm_of(double p) {
  if (p == 0) return Norm::Zero;
  if (p == 1) return Norm::One;
  if (p == 2) return Norm::Two;
  if (std::isinf(p)) return Norm::Inf;
  return Norm::General;
}

// Vectorized's maximum and minimum: a NaN in either operand gives NaN.
template <class T>
T vec_max(T a, T b) { return a != a || b != b ? std::numeric_limits<T>::quiet_NaN() : a > b ? a : b; }
template <class T>
T vec_min(T a, T b) { return a != a || b != b ? std::numeric_limits<T>::quiet_NaN() : a < b ? a : b; }

// |x|^e for each of x[0..n), as Vectorized::pow computes it (SLEEF where PyTorch's AVX2 kernels run, else libm).
template <class T>
void abs_pow(const T* x, T* out, int64_t n, T e) {
  for (int64_t i = 0; i < n; ++i) out[i] = std::abs(x[i]);
  if (sleef_math::active()) sleef_math::pow(out, out, n, e);
  else for (int64_t i = 0; i < n; ++i) out[i] = std::pow(out[i], e);
}

template <class T>
T pow_one(T x, T e) {
  if (!sleef_math::active()) return std::pow(x, e);
  T r;
  sleef_math::pow(&x, &r, 1, e);
  return r;
}

// One pair's distance for a p other than 0, 1, 2 and inf (Note [PyTorch's pdist]): the terms |d|^p by SLEEF's pow
// over the whole row first (`terms` holds m scratch values), then reduced as map2_reduce_all adds them.
template <class T>
T general_pair_distance(const T* a, const T* b, int64_t m, T p, T* terms) {
  constexpr int64_t K = pytorch_vec::kWidth<T>;
  for (int64_t c = 0; c < m; ++c) terms[c] = a[c] - b[c];
  abs_pow(terms, terms, m, p);
  const auto plus = [](T acc, T x) { return acc + x; };
  T total;
  if (m < K) {
    pytorch_vec::Lanes<T> v{};
    for (int64_t c = 0; c < m; ++c) v[c] = terms[c];
    total = pytorch_vec::reduce_lanes(plus, v, m);
  } else {
    pytorch_vec::Lanes<T> acc;
    for (int64_t l = 0; l < K; ++l) acc[l] = terms[l];
    int64_t c = K;
    for (; c < m - m % K; c += K)
      for (int64_t l = 0; l < K; ++l) acc[l] = acc[l] + terms[c + l];
    for (int64_t l = 0; c + l < m; ++l) acc[l] = acc[l] + terms[c + l];
    total = pytorch_vec::reduce_lanes(plus, acc);
  }
  return static_cast<T>(std::pow(total, 1.0 / double(p)));
}

// The reduction for p = 0, 1, 2 and inf, the differences taken as they are folded in (inlined into
// the capability copies: p = 2's fused multiply-adds are instructions there).
template <class T, Norm N, bool Fused, bool Tree = Fused>
__attribute__((always_inline)) inline T pair_total(const T* a, const T* b, int64_t m) {
  constexpr int64_t K = pytorch_vec::kWidth<T>;
  const auto term = [&](int64_t c) -> T {
    const T d = a[c] - b[c];
    if constexpr (N == Norm::Two) return d * d;
    else if constexpr (N == Norm::Zero) return vec_min(std::ceil(std::abs(d)), T(1));
    else return std::abs(d);
  };
  const auto red = [](T acc, T x) { return N == Norm::Inf ? vec_max(acc, x) : acc + x; };
  const auto fold = [&](T acc, int64_t c) -> T {
    if constexpr (N == Norm::Two) {
      const T d = a[c] - b[c];
      return Fused ? std::fma(d, d, acc) : d * d + acc;
    } else {
      return red(acc, term(c));
    }
  };
  if (m < K) {  // one zero-padded vector, its m lanes combined in order
    T total = term(0);
    for (int64_t c = 1; c < m; ++c) total = red(total, term(c));
    return total;
  }
  pytorch_vec::Lanes<T> acc;
  for (int64_t l = 0; l < K; ++l) acc[l] = term(l);
  int64_t c = K;
  for (; c < m - m % K; c += K)
    for (int64_t l = 0; l < K; ++l) acc[l] = fold(acc[l], c + l);
  for (int64_t l = 0; c + l < m; ++l) acc[l] = fold(acc[l], c + l);
  return pytorch_vec::combine_lanes(red, acc, Tree);
}

// Row i's pairs (i, j > i) into `row`, pair (i, i + 1) first.
template <class T, Norm N>
void row_distances(const T* x, int64_t n, int64_t m, int64_t i, bool fused, T* row) {
  const auto run = [&]<bool Fused>() {
    with_cpu_capability([&]() TSR_CPU_BODY {
      for (int64_t j = i + 1; j < n; ++j) {
        const T total = pair_total<T, N, Fused>(x + i * m, x + j * m, m);
        row[j - i - 1] = N == Norm::Two ? std::sqrt(total) : total;
      }
    });
  };
  if (fused) run.template operator()<true>();
  else run.template operator()<false>();
}

template <class T>
void pdist_forward(const T* x, int64_t n, int64_t m, double p, T* out) {
  const Norm norm = norm_of(p);
  const bool fused = pytorch_vec::avx2();
#pragma omp parallel if (n * n * m >= 1 << 16)
  {
    std::vector<T> terms(norm == Norm::General ? static_cast<size_t>(m) : 0);
#pragma omp for schedule(dynamic, 1)
    for (int64_t i = 0; i < n - 1; ++i) {
      T* row = out + i * n - i * (i + 1) / 2;  // pair (i, i + 1)'s index
      switch (norm) {
        case Norm::Zero: row_distances<T, Norm::Zero>(x, n, m, i, fused, row); break;
        case Norm::One: row_distances<T, Norm::One>(x, n, m, i, fused, row); break;
        case Norm::Two: row_distances<T, Norm::Two>(x, n, m, i, fused, row); break;
        case Norm::Inf: row_distances<T, Norm::Inf>(x, n, m, i, fused, row); break;
        case Norm::General:
          for (int64_t j = i + 1; j < n; ++j)
            row[j - i - 1] = general_pair_distance(x + i * m, x + j * m, m, static_cast<T>(p), terms.data());
      }
    }
  }
}

// The gradient of one pair's distance with respect to one difference d, times the pair's grad (the backward
// structs of DistanceOpsKernel.cpp, their products in their order).
template <class T>
T pair_term(T d, T grad, T dist, Norm norm, T p) {
  const auto sign = [](T v) { return v > 0 ? T(1) : v < 0 ? T(-1) : v == v ? T(0) : v; };
  switch (norm) {
    case Norm::One: return grad * sign(d);
    case Norm::Two: return dist == 0 ? T(0) : grad * d / dist;
    case Norm::Inf: return grad * sign(d) * (T(1) - vec_min(T(1), std::ceil(std::abs(std::abs(d) - dist))));
    default: {
      if (dist == 0) return T(0);
      T magnitude = std::abs(d);
      if (p < 2) {
        if (d == 0 && p < 1) return T(0);
        return sign(d) * pow_one(magnitude, p - T(1)) * grad / pow_one(dist, p - T(1));
      }
      return d * pow_one(magnitude, p - T(2)) * grad / pow_one(dist, p - T(1));
    }
  }
}

// Columns [c0, c1) of the gradient: for each first row i, each pair's term added to row i's running total and
// taken from row j, in PyTorch's pair order (each column on its own, as its vector loop keeps them).
template <class T, Norm N>
void backward_columns(const T* grad, int64_t grad_stride, const T* x, const T* dist, int64_t n, int64_t m, T p,
                      int64_t c0, int64_t c1, T* out) {
  with_cpu_capability([&]() TSR_CPU_BODY {
    int64_t k = 0;
    for (int64_t i = 0; i < n - 1; ++i) {
      T* oi = out + i * m;
      const T* xi = x + i * m;
      for (int64_t j = i + 1; j < n; ++j, ++k) {
        const T g = grad[k * grad_stride], dk = dist[k];
        T* oj = out + j * m;
        const T* xj = x + j * m;
        if constexpr (N == Norm::Two) {
          if (dk == 0) continue;  // (the term is 0: adding it changes nothing, not even a -0)
          for (int64_t c = c0; c < c1; ++c) {
            const T t = g * (xi[c] - xj[c]) / dk;
            oi[c] = oi[c] + t;
            oj[c] = oj[c] - t;
          }
        } else {
          for (int64_t c = c0; c < c1; ++c) {
            const T t = pair_term(xi[c] - xj[c], g, dk, N, p);
            oi[c] = oi[c] + t;
            oj[c] = oj[c] - t;
          }
        }
      }
    }
  });
}

template <class T>
void pdist_backward(const T* grad, int64_t grad_stride, const T* x, const T* dist, int64_t n, int64_t m, double p,
                    T* out) {
  std::fill_n(out, n * m, T(0));
  const Norm norm = norm_of(p);
  if (norm == Norm::Zero) return;
  const T pt = static_cast<T>(p);
  // column chunks are independent (PyTorch's loop splits the columns between its threads the same way)
  constexpr int64_t kChunk = 64;
#pragma omp parallel for if (n * n * m >= 1 << 16)
  for (int64_t c0 = 0; c0 < m; c0 += kChunk) {
    const int64_t c1 = std::min(m, c0 + kChunk);
    switch (norm) {
      case Norm::Two: backward_columns<T, Norm::Two>(grad, grad_stride, x, dist, n, m, pt, c0, c1, out); break;
      case Norm::One: backward_columns<T, Norm::One>(grad, grad_stride, x, dist, n, m, pt, c0, c1, out); break;
      case Norm::Inf: backward_columns<T, Norm::Inf>(grad, grad_stride, x, dist, n, m, pt, c0, c1, out); break;
      default: backward_columns<T, Norm::General>(grad, grad_stride, x, dist, n, m, pt, c0, c1, out); break;
    }
  }
}

}  // namespace

TSR_REGISTER_KERNEL("_pdist_forward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const double p = double_arg(s, 1, 2);
  Tensor out;
  if (!pdist_forward_trivial(self, out)) {
    const int64_t n = self.sizes()[0], m = self.sizes()[1];
    out = tsr::tensor::empty(std::vector<int64_t>{n * (n - 1) / 2}, self.dtype(), self.device());
    if (self.dtype() == ScalarType::Float) pdist_forward(self.data<float>(), n, m, p, out.data<float>());
    else pdist_forward(self.data<double>(), n, m, p, out.data<double>());
  }
  s = {out};
});

TSR_REGISTER_KERNEL("_pdist_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor grad = std::get<Tensor>(s[0]), self = std::get<Tensor>(s[1]), dist = std::get<Tensor>(s[3]);
  const double p = double_arg(s, 2, 2);
  check_pdist_backward(self, dist);
  Tensor out = tsr::tensor::empty(self.sizes(), self.dtype(), self.device());
  const int64_t n = self.sizes()[0], m = self.dim() > 1 ? self.sizes()[1] : 0;
  if (grad.numel() == 0 || self.numel() == 0 || n < 2) {
    if (out.numel()) std::fill_n(static_cast<char*>(out.data_ptr()), out.numel() * out.element_size(), 0);
  } else if (self.dtype() == ScalarType::Float) {
    pdist_backward(grad.data<float>(), grad.strides()[0], self.data<float>(), dist.data<float>(), n, m, p,
                   out.data<float>());
  } else if (self.dtype() == ScalarType::Double) {
    pdist_backward(grad.data<double>(), grad.strides()[0], self.data<double>(), dist.data<double>(), n, m, p,
                   out.data<double>());
  } else {
    throw_not_implemented_for("pdist_backward", self.dtype());
  }
  s = {out};
});

}  // namespace tsr::tensor
