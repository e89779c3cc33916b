// Special functions and scans of the long tail (issue 19): erfinv, erfc, lgamma, digamma, polygamma, the modified
// Bessel functions i0/i1 (and their exponentially scaled forms), sinc, gcd/lcm, signbit, nextafter; the scans
// cummax/cummin/logcumsumexp and mode. Each op is declared here with PyTorch 1.13's schema and the derivative of its
// derivatives.yaml, beside its CPU kernel (as indexing.cpp does).
//
// The element functions compute in double and round once to the tensor's dtype; PyTorch computes float32 in float
// (its Math.h has float overloads), so float32 results may differ from PyTorch's in the last bit.
#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <numeric>

#include "tensor/kernels/cpu/pointwise_layout.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/cephes.hpp"
#include "tensor/kernels/cpu/row_maps.hpp"
#include "tensor/kernels/cumulative.hpp"
#include "tensor/kernels/special_math.hpp"
#include "tensor/kernels/cpu/evenly_distribute.hpp"
#include "tensor/kernels/cpu/reduction_layout.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/shape_ops.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

// The element functions shared with the CUDA kernels (erfinv, digamma, trigamma, polygamma, zeta, erfcx, log_ndtr,
// ndtri, igamma/igammac) are in kernels/special_math.hpp.
using namespace special_math;

// ---- element functions (double) --------------------------------------------------------------------------------

// sinc in the element's own type, as PyTorch's kernel.
constexpr auto sinc_fn = [](auto x) {
  using T = decltype(x);
  if (x == T(0)) return T(1);
  const T p = T(kPi) * x;
  return static_cast<T>(std::sin(p) / p);
};

// ---- kernels ------------------------------------------------------------------------------------------------------

const Tensor& t_arg(const Stack& s, size_t i) { return std::get<Tensor>(s.at(i)); }

// Floating unary ops promote integers and bools to the default dtype, as PyTorch's unary float ops do.
ScalarType float_result(const Tensor& a) { return is_floating(a.dtype()) ? a.dtype() : default_dtype(); }

// out[i] = f(x[i]) in double, rounded to the result dtype. Rows are contiguous or strided; the element functions
// are scalar code (their branches keep them from vectorising), so the loop is plain.
template <class F>
Tensor floating_map(const Tensor& a, F f) {
  const ScalarType dtype = float_result(a);
  Tensor out = empty_like_pointwise(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T>) {
      map_rows<T>(layout, [&](T x) { return static_cast<T>(f(static_cast<double>(x))); });
    }
  });
  return out;
}

// The same with the element function called in the dtype itself (a generic lambda), for the ops PyTorch computes
// in float for float32 tensors where double would round differently (sinc(1) is -2.78e-08 in float32, not 3.9e-17).
template <class F>
Tensor floating_map_in_dtype(const Tensor& a, F f) {
  const ScalarType dtype = float_result(a);
  Tensor out = empty_like_pointwise(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      map_rows<T>(layout, f);
    } else if constexpr (is_floating_type<T>) {
      map_rows<T>(layout, [&](T x) { return static_cast<T>(f(static_cast<float>(x))); });
    }
  });
  return out;
}

// `kernel` is the name PyTorch 1.13's dispatch gives its kernel, which refuses float16 (and bfloat16 where
// also_bfloat16) with it.
template <double (*F)(double)>
BoxedKernel unary_kernel(const char* kernel, bool also_bfloat16 = false) {
  return [kernel, also_bfloat16](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor x = tensor_operand(s.at(0));
    refuse_half(float_result(x), kernel, also_bfloat16);
    s = {floating_map(x, F)};
  };
}

// gcd / lcm: integers only ("gcd_cpu" not implemented for 'Float', as PyTorch).
template <bool Lcm>
void gcd_lcm_kernel(const Operator& op, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s.at(0)), b = tensor_operand(s.at(1));
  const ScalarType dtype = result_type(std::array{a, b});
  if (!in_group(DtypeGroup::Integral, dtype)) throw_not_implemented_for(op.schema().name + "_cpu", dtype);
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  Tensor out = empty(shape, dtype);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (!is_floating_type<T> && !std::is_same_v<T, bool>) {
      map_rows2<T>(layout, [](T u, T v) {
        // Euclid on the values as PyTorch's calc_gcd, the sign dropped at the end
        T g0 = u, g1 = v;
        while (g1 != 0) {
          const T r = static_cast<T>(g0 % g1);
          g0 = g1;
          g1 = r;
        }
        const T g = static_cast<T>(g0 < 0 ? -g0 : g0);
        if constexpr (Lcm) {
          const T l = g == 0 ? T(0) : static_cast<T>(u / g * v);
          return static_cast<T>(l < 0 ? -l : l);
        } else {
          return g;
        }
      });
    }
  });
  s = {out};
}

// A scan along dim on the reduction layout (dim innermost, contiguous): `row(x, values, indices, n)`.
template <class Row>
std::pair<Tensor, Tensor> scan_along(const Tensor& self, int64_t dim_in, bool with_indices, ScalarType dtype, Row row) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self.dim(), 1));
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{dim};
  const ReductionLayout L = make_reduction_layout(self, dims, true, dtype);
  Tensor values = empty(L.source.sizes(), dtype);
  Tensor indices = with_indices ? empty(L.source.sizes(), ScalarType::Long) : Tensor();
  visit_dtype(dtype, [&]<class T>(std::type_identity<T> tag) {
    for (int64_t i = 0; i < L.outputs; ++i)
      row(tag, L.source.data<T>() + i * L.run, values.data<T>() + i * L.run,
          with_indices ? indices.data<int64_t>() + i * L.run : nullptr, L.run);
  });
  return {contiguous(unpermute(values, L.order)), with_indices ? contiguous(unpermute(indices, L.order)) : Tensor()};
}

// cummax / cummin and logcumsumexp: each row by kernels/cumulative.hpp's steps, which the CUDA kernels share.
template <bool Max>
void cummaxmin_kernel(const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  refuse_half(self.dtype(), Max ? "cummax_cpu" : "cummin_cpu");
  auto [values, indices] = scan_along(self, int_arg(s, 1, 0), true, self.dtype(),
                                      []<class T>(std::type_identity<T>, const T* x, T* v, int64_t* idx, int64_t n) {
                                        cumulative::extremes<Max>(x, v, idx, n, 1);
                                      });
  s = {values, indices};
}

void logcumsumexp_kernel(const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  if (!is_floating(self.dtype()) || self.dtype() == ScalarType::Half)
    throw_not_implemented_for("logcumsumexp_out_cpu", self.dtype());
  auto [values, unused] = scan_along(self, int_arg(s, 1, 0), false, self.dtype(),
                                     []<class T>(std::type_identity<T>, const T* x, T* v, int64_t*, int64_t n) {
                                       if constexpr (is_floating_type<T>) cumulative::log_sum_exps(x, v, n, 1);
                                     });
  s = {values};
}

// mode as PyTorch's CPU kernel: the row's (value, index) pairs sorted by value with std::sort (so equal values end in
// the order libstdc++'s introsort leaves them, as in PyTorch), the most frequent value (the smallest of equally
// frequent ones), and the index of the last of its run.
void mode_kernel(const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const int64_t dim = wrap_dim(int_arg(s, 1, -1), std::max<int64_t>(self.dim(), 1));
  const bool keepdim = bool_arg(s, 2, false);
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{dim};
  if (self.dim() > 0)
    check(self.sizes()[size_t(dim)] > 0, ErrorKind::IndexError,
          "mode(): Expected reduction dim ", dim, " to have non-zero size.");
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, self.dtype());
  Tensor values = empty(L.out_shape, self.dtype()), indices = empty(L.out_shape, ScalarType::Long);
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    std::vector<std::pair<T, int64_t>> items(size_t(L.run));
    for (int64_t r = 0; r < L.outputs; ++r) {
      const T* x = L.source.data<T>() + r * L.run;
      for (int64_t k = 0; k < L.run; ++k) items[size_t(k)] = {x[k], k};
      std::sort(items.begin(), items.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      T mode{};
      int64_t at = 0, freq = 0, best = 0;
      for (int64_t i = 0; i < L.run; ++i) {
        ++freq;
        if (i == L.run - 1 || items[size_t(i)].first != items[size_t(i + 1)].first) {
          if (freq > best) {
            mode = items[size_t(i)].first;
            at = items[size_t(i)].second;
            best = freq;
          }
          freq = 0;
        }
      }
      values.data<T>()[r] = mode;
      indices.data<int64_t>()[r] = at;
    }
  });
  s = {values, indices};
}

// PyTorch's quick_select_template (SortingUtils.h) with kthvalue's comparator (NaN greatest): a median-of-three
// quickselect whose swaps move values and indices together, so equal values end where PyTorch's do.
// (Bools are held as bytes: std::vector<bool> has no element references to swap.)
template <class T>
using Held = std::conditional_t<std::is_same_v<T, bool>, uint8_t, T>;

template <class T>
void quick_select(std::vector<Held<T>>& v, std::vector<int64_t>& idx, int64_t k) {
  auto gt = [](T x, T y) {
    if constexpr (is_floating_type<T>) {
      const bool xn = std::isnan(static_cast<double>(x)), yn = std::isnan(static_cast<double>(y));
      return (xn && !yn) || x > y;
    } else {
      return x > y;
    }
  };
  auto swap = [&](int64_t i, int64_t j) {
    std::swap(v[size_t(i)], v[size_t(j)]);
    std::swap(idx[size_t(i)], idx[size_t(j)]);
  };
  int64_t L = 0, R = int64_t(v.size()) - 1;
  while (true) {
    if (R <= L) return;
    if (R == L + 1) {
      if (gt(v[size_t(L)], v[size_t(R)])) swap(L, R);
      return;
    }
    const int64_t P = L + (R - L) / 2;
    swap(P, L + 1);
    if (gt(v[size_t(L + 1)], v[size_t(R)])) swap(L + 1, R);
    if (gt(v[size_t(L)], v[size_t(R)])) swap(L, R);
    if (gt(v[size_t(L + 1)], v[size_t(L)])) swap(L + 1, L);
    int64_t i = L + 1, j = R;
    const T piv = v[size_t(L)];
    while (true) {
      do ++i;
      while (gt(piv, v[size_t(i)]));
      do --j;
      while (gt(v[size_t(j)], piv));
      if (j < i) break;
      swap(i, j);
    }
    swap(L, j);
    if (j <= k) L = i;
    if (j >= k) R = j - 1;
  }
}

enum class Select { Kth, Median, NanMedian };

// kthvalue / median.dim / nanmedian.dim: one value per row along dim and its index, found as PyTorch's CPU kernels
// find them (quickselect for kthvalue; std::nth_element over the indices for the medians, after a NaN check).
void select_kernel(Select what, const char* name, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const size_t at = what == Select::Kth ? 2 : 1;
  const int64_t k_arg = what == Select::Kth ? int_arg(s, 1, 1) : 0;
  const int64_t dim = wrap_dim(int_arg(s, at, -1), std::max<int64_t>(self.dim(), 1));
  const bool keepdim = bool_arg(s, at + 1, false);
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[size_t(dim)];
  check(size > 0, ErrorKind::IndexError, name, "(): Expected reduction dim ", dim, " to have non-zero size.");
  if (what == Select::Kth)
    check(k_arg >= 1 && k_arg <= size, ErrorKind::RuntimeError, "kthvalue(): selected number k out of range for dimension ",
          dim);
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{dim};
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, self.dtype());
  Tensor values = empty(L.out_shape, self.dtype()), indices = empty(L.out_shape, ScalarType::Long);
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    std::vector<Held<T>> v(size_t(L.run));
    std::vector<int64_t> idx(size_t(L.run));
    for (int64_t r = 0; r < L.outputs; ++r) {
      const T* x = L.source.data<T>() + r * L.run;
      auto isnan_at = [&](int64_t i) {
        if constexpr (is_floating_type<T>) return std::isnan(static_cast<double>(x[i]));
        else return false;
      };
      T value{};
      int64_t index = 0;
      if (what == Select::Kth) {
        std::copy(x, x + L.run, v.begin());
        std::iota(idx.begin(), idx.end(), 0);
        quick_select<T>(v, idx, k_arg - 1);
        value = static_cast<T>(v[size_t(k_arg - 1)]);
        index = idx[size_t(k_arg - 1)];
      } else {
        int64_t first_nan = -1;
        for (int64_t i = 0; i < L.run && first_nan < 0; ++i)
          if (isnan_at(i)) first_nan = i;
        std::iota(idx.begin(), idx.end(), 0);
        if (what == Select::Median && first_nan >= 0) {
          value = x[first_nan];
          index = first_nan;
        } else {
          int64_t nans = 0;
          for (int64_t i = 0; i < L.run; ++i) nans += isnan_at(i);
          const auto nth = idx.begin() + (L.run - nans - 1) / 2;
          if (what == Select::Median) {
            std::nth_element(idx.begin(), nth, idx.end(),
                             [&](int64_t i, int64_t j) { return x[i] < x[j] || (x[i] == x[j] && i < j); });
          } else {
            std::nth_element(idx.begin(), nth, idx.end(), [&](int64_t i, int64_t j) {
              return x[i] < x[j] || (x[i] == x[j] && i < j) || (isnan_at(j) && !isnan_at(i));
            });
          }
          value = x[*nth];
          index = *nth;
        }
      }
      values.data<T>()[r] = value;
      indices.data<int64_t>()[r] = index;
    }
  });
  s = {values, indices};
}

// median() / nanmedian() of all elements: the value only (NaN for median when there is one, for nanmedian when
// all are; NaN for an empty tensor).
void median_all_kernel(bool ignore_nan, Stack& s) {
  const Tensor self = contiguous(t_arg(s, 0));
  refuse_half(self.dtype(), "median_cpu");
  refuse_bool(self.dtype(), "median_cpu");
  Tensor out = empty(std::vector<int64_t>{}, self.dtype());
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* x = self.data<T>();
    std::vector<Held<T>> v;
    v.reserve(size_t(self.numel()));
    bool nan = false;
    for (int64_t i = 0; i < self.numel(); ++i) {
      bool is_nan = false;
      if constexpr (is_floating_type<T>) is_nan = std::isnan(static_cast<double>(x[i]));
      if (is_nan) nan = true;
      else v.push_back(x[i]);
    }
    T value{};
    if constexpr (is_floating_type<T>) value = static_cast<T>(std::numeric_limits<double>::quiet_NaN());
    if (!v.empty() && (ignore_nan || !nan)) {
      const auto nth = v.begin() + (int64_t(v.size()) - 1) / 2;
      std::nth_element(v.begin(), nth, v.end());
      value = static_cast<T>(*nth);
    }
    out.data<T>()[0] = value;
  });
  s = {out};
}

// A binary op of floats; integer operands promote to the default dtype (zeta) or are refused (igamma, as
// PyTorch's "igamma_cpu" not implemented for 'Long').
template <double (*F)(double, double), bool PromoteIntegers>
void binary_float_kernel(const Operator& op, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s.at(0)), b = tensor_operand(s.at(1));
  ScalarType dtype = result_type(std::array{a, b});
  if (!is_floating(dtype)) {
    if (!PromoteIntegers) throw_not_implemented_for(op.schema().name + "_cpu", dtype);
    dtype = default_dtype();
  }
  Tensor out = empty(broadcast_shapes(a.sizes(), b.sizes()), dtype);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T>) {
      map_rows2<T>(layout, [](T x, T q) { return static_cast<T>(F(static_cast<double>(x), static_cast<double>(q))); });
    } else {
      throw_not_implemented_for(op.schema().name + "_cpu", dtype);
    }
  });
  s = {out};
}

// ---- derivative formulas -----------------------------------------------------------------------------------------

Tensor sf(const char* op, const Tensor& x) { return call(op, {x}); }

G i1_backward(Ctx& c) {
  // i0(x) - i1(x) / x, 1/2 at x = 0 (PyTorch's i1_backward)
  Tensor x = c.s("self");
  Tensor d = sub(sf("i0", x), div(c.s("result"), x));
  Tensor at_zero = compare(x, scalar(0, x.dtype()), CompareOp::Eq);
  return G{mul(c.g(), where(at_zero, scalar(0.5, x.dtype()), d))};
}

G i1e_backward(Ctx& c) {
  // i0e(x) - i1e(x) (sgn(x) + 1 / x), 1/2 at x = 0 (PyTorch's i1e_backward)
  Tensor x = c.s("self");
  Tensor d = sub(sf("special_i0e", x), mul(c.s("result"), add(sign(x), div(scalar(1, x.dtype()), x))));
  Tensor at_zero = compare(x, scalar(0, x.dtype()), CompareOp::Eq);
  return G{mul(c.g(), where(at_zero, scalar(0.5, x.dtype()), d))};
}

G cummaxmin_backward(Ctx& c) {
  // zeros of self's shape with each gradient added at the index it came from (PyTorch's cummaxmin_backward)
  const Dims& shape = c.shape("self");
  Tensor z = zeros_of(shape, c.g().dtype(), c.g().device());
  if (shape.empty()) return G{add(z, c.g())};
  const int64_t dim = wrap_dim(c.i("dim"), int64_t(shape.size()));
  return G{call("scatter_add", {z, dim, c.s("result1"), c.g()})};
}

G logcumsumexp_backward(Ctx& c) {
  // PyTorch's logcumsumexp_backward: the positive and negative parts of the gradient each through a reversed
  // logcumsumexp in log space.
  Tensor g = c.g(), x = c.s("self"), r = c.s("result");
  if (g.dim() == 0 || g.numel() == 0) return G{g};
  const int64_t dim = wrap_dim(c.i("dim"), g.dim());
  const std::vector<int64_t> d{dim};
  auto reversed = [&](const Tensor& t) {
    return call("flip", {call("logcumsumexp", {call("flip", {t, d}), dim}), d});
  };
  const double lowest = g.dtype() == ScalarType::Float ? double(std::numeric_limits<float>::lowest())
                                                        : std::numeric_limits<double>::lowest();
  Tensor low = scalar(lowest, g.dtype());
  Tensor log_abs = log(abs(g));
  Tensor pos = where(compare(g, scalar(0, g.dtype()), CompareOp::Gt), log_abs, low);
  Tensor neg_part = where(compare(g, scalar(0, g.dtype()), CompareOp::Lt), log_abs, low);
  Tensor out_pos = exp(add(reversed(sub(pos, r)), x));
  Tensor out_neg = exp(add(reversed(sub(neg_part, r)), x));
  return G{sub(out_pos, out_neg)};
}

G igamma_backward(Ctx& c, double sign) {
  // derivatives.yaml: self not_implemented("igamma: input"); other: +-exp((self - 1) log(other) - other - lgamma(self))
  if (c.node->next_edges()[0].valid())
    throw Error(ErrorKind::NotImplementedError, "the derivative for 'igamma: input' is not implemented.");
  Tensor a = c.s("self"), x = c.s("other");
  const ScalarType dt = x.dtype();
  Tensor e = exp(sub(sub(mul(sub(a, scalar(1, a.dtype())), log(x)), x), sf("lgamma", a)));
  return G{Tensor(), c.to(mul(c.g(), mul(e, scalar(sign, dt))), "other")};
}

G mode_backward(Ctx& c) {
  // value_selecting_reduction_backward: the gradient goes to the returned index
  const Dims& shape = c.shape("self");
  if (shape.empty()) return G{c.g()};
  const int64_t dim = wrap_dim(c.i("dim", -1), int64_t(shape.size()));
  Tensor idx = c.s("result1"), g = c.g();
  if (!c.b("keepdim")) {
    idx = call("unsqueeze", {idx, dim});
    g = call("unsqueeze", {g, dim});
  }
  return G{call("scatter.src", {c.zeros("self"), dim, idx, g})};
}

}  // namespace

TSR_DEFINE_OP("erfinv(Tensor self) -> Tensor", "The inverse of the error function.",
              autograd::formula("ErfinvBackward0", {"self"}, [](Ctx& c) {
                Tensor y = sf("erfinv", c.s("self"));
                return G{mul(c.g(), mul(exp(mul(y, y)), scalar(0.5 * std::sqrt(kPi), y.dtype())))};
              }));
TSR_DEFINE_OP("erfc(Tensor self) -> Tensor", "The complementary error function, 1 - erf(x).",
              autograd::formula("ErfcBackward0", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                return G{mul(c.g(), mul(exp(neg(mul(x, x))), scalar(-2.0 / std::sqrt(kPi), x.dtype())))};
              }));
TSR_DEFINE_OP("lgamma(Tensor self) -> Tensor", "The logarithm of the absolute value of the gamma function.",
              autograd::formula("LgammaBackward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), sf("digamma", c.s("self")))}; }));
TSR_DEFINE_OP("digamma(Tensor self) -> Tensor", "The logarithmic derivative of the gamma function.",
              autograd::formula("DigammaBackward0", {"self"}, [](Ctx& c) {
                return G{mul(c.g(), call("polygamma", {int64_t(1), c.s("self")}))};
              }));
TSR_DEFINE_OP("polygamma(int n, Tensor self) -> Tensor", "The n-th derivative of the digamma function.",
              autograd::formula("PolygammaBackward0", {"self"}, [](Ctx& c) {
                return G{mul(c.g(), call("polygamma", {c.i("n") + 1, c.s("self")}))};
              }));
TSR_DEFINE_OP("i0(Tensor self) -> Tensor", "The modified Bessel function of the first kind, order 0.",
              autograd::formula("I0Backward0", {"self"},
                                [](Ctx& c) { return G{mul(c.g(), sf("special_i1", c.s("self")))}; }));
TSR_DEFINE_OP("special_i0e(Tensor self) -> Tensor", "i0(x) * exp(-|x|).",
              autograd::formula("SpecialI0EBackward0", {"self", "result"}, [](Ctx& c) {
                Tensor x = c.s("self");
                return G{mul(c.g(), sub(sf("special_i1e", x), mul(sign(x), c.s("result"))))};
              }));
TSR_DEFINE_OP("special_i1(Tensor self) -> Tensor", "The modified Bessel function of the first kind, order 1.",
              autograd::formula("SpecialI1Backward0", {"self", "result"}, i1_backward));
TSR_DEFINE_OP("special_i1e(Tensor self) -> Tensor", "i1(x) * exp(-|x|).",
              autograd::formula("SpecialI1EBackward0", {"self", "result"}, i1e_backward));
TSR_DEFINE_OP("sinc(Tensor self) -> Tensor", "sin(pi x) / (pi x), 1 at 0.",
              autograd::formula("SincBackward0", {"self"}, [](Ctx& c) {
                // ((pi x cos(pi x) - sin(pi x)) / (pi x^2)), 0 at x = 0
                Tensor x = c.s("self");
                const ScalarType dt = x.dtype();
                Tensor px = mul(x, scalar(kPi, dt));
                Tensor d = div(sub(mul(px, cos(px)), sin(px)), mul(px, x));
                return G{mul(c.g(), where(compare(x, scalar(0, dt), CompareOp::Eq), scalar(0, dt), d))};
              }));
TSR_DEFINE_OP("gcd(Tensor self, Tensor other) -> Tensor", "The greatest common divisor of integers.",
              autograd::not_differentiable());
TSR_DEFINE_OP("lcm(Tensor self, Tensor other) -> Tensor", "The least common multiple of integers.",
              autograd::not_differentiable());
TSR_DEFINE_OP("signbit(Tensor self) -> Tensor", "Whether each element's sign bit is set (-0.0 included).",
              autograd::not_differentiable());
TSR_DEFINE_OP("nextafter(Tensor self, Tensor other) -> Tensor",
              "The next representable floating-point value after self towards other.",
              autograd::not_implemented_formula("NextafterBackward0", "nextafter"));
TSR_DEFINE_OP("cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)",
              "The running maximum along dim and where it was found.",
              autograd::formula("CummaxBackward0", {"result1"}, cummaxmin_backward));
TSR_DEFINE_OP("cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)",
              "The running minimum along dim and where it was found.",
              autograd::formula("CumminBackward0", {"result1"}, cummaxmin_backward));
TSR_DEFINE_OP("logcumsumexp(Tensor self, int dim) -> Tensor", "log(cumsum(exp(self))) along dim, computed stably.",
              autograd::formula("LogcumsumexpBackward0", {"self", "result"}, logcumsumexp_backward));
TSR_DEFINE_OP("mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)",
              "The most frequent value along dim and where it is.",
              autograd::formula("ModeBackward0", {"result1"}, mode_backward));

TSR_DEFINE_OP("special_erfcx(Tensor self) -> Tensor", "exp(x^2) erfc(x), the scaled complementary error function.",
              autograd::formula("SpecialErfcxBackward0", {"self", "result"}, [](Ctx& c) {
                // (2 x erfcx(x) - 2 / sqrt(pi))
                Tensor x = c.s("self");
                return G{mul(c.g(), sub(mul(mul(x, c.s("result")), scalar(2, x.dtype())),
                                        scalar(2 / std::sqrt(kPi), x.dtype())))};
              }));
TSR_DEFINE_OP("special_ndtri(Tensor self) -> Tensor", "The inverse of the standard normal distribution function.",
              autograd::formula("SpecialNdtriBackward0", {"result"}, [](Ctx& c) {
                // sqrt(2 pi) exp(result^2 / 2)
                Tensor r = c.s("result");
                return G{mul(c.g(), mul(exp(mul(mul(r, r), scalar(0.5, r.dtype()))),
                                        scalar(std::sqrt(2 * kPi), r.dtype())))};
              }));
TSR_DEFINE_OP("special_log_ndtr(Tensor self) -> Tensor", "The log of the standard normal distribution function.",
              autograd::formula("SpecialLogNdtrBackward0", {"self", "result"}, [](Ctx& c) {
                // exp(-(result + x^2 / 2)) / sqrt(2 pi)
                Tensor x = c.s("self");
                Tensor e = exp(neg(add(c.s("result"), mul(mul(x, x), scalar(0.5, x.dtype())))));
                return G{mul(c.g(), mul(e, scalar(1 / std::sqrt(2 * kPi), x.dtype())))};
              }));
TSR_DEFINE_OP("special_zeta(Tensor self, Tensor other) -> Tensor", "The Hurwitz zeta function zeta(self, other).",
              autograd::formula("SpecialZetaBackward0", {"self", "other"}, [](Ctx& c) {
                // derivatives.yaml: self not_implemented("zeta"); other: -self zeta(self + 1, other)
                if (c.node->next_edges()[0].valid())
                  throw Error(ErrorKind::NotImplementedError, "the derivative for 'zeta' is not implemented.");
                Tensor x = c.s("self");
                Tensor d = neg(mul(x, call("special_zeta", {add(x, scalar(1, x.dtype())), c.s("other")})));
                return G{Tensor(), c.to(mul(c.g(), d), "other")};
              }));
TSR_DEFINE_OP("igamma(Tensor self, Tensor other) -> Tensor",
              "The regularized lower incomplete gamma function P(self, other).",
              autograd::formula("IgammaBackward0", {"self", "other"}, [](Ctx& c) { return igamma_backward(c, 1); }));
TSR_DEFINE_OP("igammac(Tensor self, Tensor other) -> Tensor",
              "The regularized upper incomplete gamma function Q(self, other) = 1 - P(self, other).",
              autograd::formula("IgammacBackward0", {"self", "other"}, [](Ctx& c) { return igamma_backward(c, -1); }));
TSR_DEFINE_OP("kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)",
              "The k-th smallest value along dim and where it is.",
              autograd::formula("KthvalueBackward0", {"result1"}, mode_backward));
TSR_DEFINE_OP("median(Tensor self) -> Tensor", "The lower median of all elements (NaN if there is one).",
              autograd::formula("MedianBackward0", {"self", "result"}, evenly_distribute_backward));
TSR_DEFINE_OP("median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
              "The lower median along dim and where it is (NaN where a row has one).",
              autograd::formula("MedianBackward1", {"result1"}, mode_backward));
TSR_DEFINE_OP("nanmedian(Tensor self) -> Tensor", "The lower median of the elements that are not NaN.",
              autograd::formula("NanmedianBackward0", {"self", "result"}, evenly_distribute_backward));
TSR_DEFINE_OP("nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
              "The lower median along dim of the elements that are not NaN, and where it is.",
              autograd::formula("NanmedianBackward1", {"result1"}, mode_backward));

TSR_REGISTER_KERNEL("kthvalue", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "kthvalue_cpu");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "kthvalue_cpu");
  select_kernel(Select::Kth, "kthvalue", s);
});
// PyTorch's median kernels dispatch every type but bool and float16 ("median_out" with a dim, "median_cpu" without).
TSR_REGISTER_KERNEL("median.dim", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(t_arg(s, 0).dtype(), "median_out");
  refuse_bool(t_arg(s, 0).dtype(), "median_out");
  select_kernel(Select::Median, "median", s);
});
TSR_REGISTER_KERNEL("nanmedian.dim", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(t_arg(s, 0).dtype(), "median_out");
  refuse_bool(t_arg(s, 0).dtype(), "median_out");
  select_kernel(Select::NanMedian, "median", s);
});
// median / nanmedian of all elements on the CUDA key, by dispatched ops (the CPU kernel selects on the host): the
// lower median of the sorted values, the NaNs (sorted last) counted on the host, one synchronisation. median is
// NaN when any element is, nanmedian takes the median of the rest; nothing left gives NaN (0 for integers), as
// median_all_kernel. tests/tensor/ops/median_by_sort_test.cpp runs it on CPU tensors against that kernel.
namespace {
Tensor median_by_sort(const Tensor& self, bool ignore_nan) {
  refuse_bool(self.dtype(), "median_cuda");
  const Tensor flat = flatten(self);
  const int64_t n = flat.numel();
  int64_t nans = 0;
  if (is_floating(self.dtype()) && n > 0)
    nans = int64_t(host_double(call("sum", {call("isnan", {flat}), NoneValue{}})));
  const int64_t k = n - nans;  // the values before the NaNs
  if (k == 0 || (nans > 0 && !ignore_nan)) {
    Tensor out = empty(std::vector<int64_t>{}, self.dtype(), self.device());
    call_op(find_op("fill_.Scalar"), {out, is_floating(self.dtype()) ? IValue(std::numeric_limits<double>::quiet_NaN())
                                                                    : IValue(int64_t(0))});
    return out;
  }
  const Tensor sorted = std::get<Tensor>(call_op(find_op("sort"), {flat, int64_t(0), false}).at(0));
  return clone(select(sorted, 0, (k - 1) / 2));
}
}  // namespace
TSR_REGISTER_KERNEL("median", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {median_by_sort(t_arg(s, 0), false)};
});
TSR_REGISTER_KERNEL("nanmedian", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {median_by_sort(t_arg(s, 0), true)};
});
// kthvalue, median.dim, nanmedian.dim and mode along a dimension as the CUDA key runs them, by dispatched ops: one
// stable sort of each row (NaN greatest, equal values in index order) and, per row, the position of the answer in
// that order, read with gather. The positions give the CPU kernels' answers (select_kernel, mode_kernel):
//  - kthvalue: k - 1;
//  - median.dim: (n - 1) / 2, or the row's first NaN (where its NaNs begin) when it has one;
//  - nanmedian.dim: (n - nans - 1) / 2, and 0 for a row of NaNs;
//  - mode: the end of the first of the longest runs of equal values (the smallest such value, at its last index).
// tests/tensor/ops/median_by_sort_test.cpp runs them on CPU tensors against the CPU kernels.
namespace {
struct SortedRows {
  Tensor values, indices;  // each row sorted along dim
  int64_t dim, n;
  bool scalar;  // self was 0-d, sorted as one element
  // A row-shaped (dim of size 1) int64 tensor on the rows' device, every element v.
  Tensor per_row(int64_t v) const { return full_like(narrow(indices, dim, 0, 1), v); }
};

SortedRows sort_rows(const Tensor& self, int64_t dim_arg, const char* name) {
  const bool scalar = self.dim() == 0;
  const int64_t dim = wrap_dim(dim_arg, std::max<int64_t>(self.dim(), 1));
  const Tensor x = scalar ? reshape(self, std::vector<int64_t>{1}) : self;
  const int64_t n = x.sizes()[size_t(dim)];
  check(n > 0, ErrorKind::IndexError, name, "(): Expected reduction dim ", dim, " to have non-zero size.");
  static const Operator& sort_op = find_op("sort.stable");
  const std::vector<IValue> sorted = call_op(sort_op, {x, true, dim, false});
  return {std::get<Tensor>(sorted.at(0)), std::get<Tensor>(sorted.at(1)), dim, n, scalar};
}

// Each row's value and index at `pos` (int64, row-shaped) as the op's result.
void pick(const SortedRows& r, const Tensor& pos, bool keepdim, Stack& s) {
  Tensor v = gather(r.values, r.dim, pos), i = gather(r.indices, r.dim, pos);
  if (r.scalar) {
    v = reshape(v, std::vector<int64_t>{});
    i = reshape(i, std::vector<int64_t>{});
  } else if (!keepdim) {
    v = squeeze(v, r.dim);
    i = squeeze(i, r.dim);
  }
  s = {v, i};
}

void kthvalue_by_sort(Stack& s) {
  refuse_bool(t_arg(s, 0).dtype(), "kthvalue_cuda");
  const int64_t k = int_arg(s, 1, 1);
  const SortedRows r = sort_rows(t_arg(s, 0), int_arg(s, 2, -1), "kthvalue");
  check(k >= 1 && k <= r.n, ErrorKind::RuntimeError, "kthvalue(): selected number k out of range for dimension ", r.dim);
  pick(r, r.per_row(k - 1), bool_arg(s, 3, false), s);
}

void median_dim_by_sort(bool ignore_nan, Stack& s) {
  refuse_bool(t_arg(s, 0).dtype(), "median_out_impl");
  const SortedRows r = sort_rows(t_arg(s, 0), int_arg(s, 1, -1), "median");
  Tensor pos = r.per_row((r.n - 1) / 2);
  if (is_floating(r.values.dtype())) {
    static const Operator& sum_op = find_op("sum.dim_IntList");
    const Tensor nans = call_tensor_op(sum_op, {call("isnan", {r.values}), std::vector<int64_t>{r.dim}, true,
                                                NoneValue{}});
    if (ignore_nan)  // floor((n - 1 - nans) / 2), -1 (a row of NaNs) raised to 0
      pos = clamp(floor_divide(sub(r.per_row(r.n - 1), nans), r.per_row(2)), Scalar(int64_t(0)), std::nullopt);
    else
      pos = where(compare(nans, r.per_row(0), CompareOp::Gt), sub(r.per_row(r.n), nans), pos);
  }
  pick(r, pos, bool_arg(s, 2, false), s);
}

void mode_by_sort(Stack& s) {
  const SortedRows r = sort_rows(t_arg(s, 0), int_arg(s, 1, -1), "mode");
  const int64_t d = r.dim, n = r.n;
  // differs[j]: sorted element j + 1 differs from element j (NaNs each differ, as in the CPU kernel's runs).
  const Tensor differs = compare(narrow(r.values, d, 1, n - 1), narrow(r.values, d, 0, n - 1), CompareOp::Ne);
  const Tensor row_edge = full_like(r.per_row(0), true, ScalarType::Bool);
  const Tensor starts = cat({row_edge, differs}, d), ends = cat({differs, row_edge}, d);
  const Tensor j = sub(call("cumsum", {full_like(r.indices, 1), d, NoneValue{}}), r.per_row(1));  // positions
  static const Operator& cummax_op = find_op("cummax");
  const Tensor run_start = std::get<Tensor>(call_op(cummax_op, {where(starts, j, r.per_row(0)), d}).at(0));
  const Tensor run_length = where(ends, add(sub(j, run_start), r.per_row(1)), r.per_row(0));
  pick(r, call("argmax", {run_length, d, true}), bool_arg(s, 2, false), s);
}
}  // namespace
TSR_REGISTER_KERNEL("kthvalue", CUDA, [](const Operator&, DispatchKeySet, Stack& s) { kthvalue_by_sort(s); });
TSR_REGISTER_KERNEL("median.dim", CUDA, [](const Operator&, DispatchKeySet, Stack& s) { median_dim_by_sort(false, s); });
TSR_REGISTER_KERNEL("nanmedian.dim", CUDA, [](const Operator&, DispatchKeySet, Stack& s) { median_dim_by_sort(true, s); });
TSR_REGISTER_KERNEL("mode", CUDA, [](const Operator&, DispatchKeySet, Stack& s) { mode_by_sort(s); });
TSR_REGISTER_KERNEL("median", CPU, [](const Operator&, DispatchKeySet, Stack& s) { median_all_kernel(false, s); });
TSR_REGISTER_KERNEL("nanmedian", CPU, [](const Operator&, DispatchKeySet, Stack& s) { median_all_kernel(true, s); });
TSR_REGISTER_KERNEL("erfinv", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(tensor_operand(s.at(0)).dtype(), "erfinv_vml_cpu");
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), []<class T>(T x) { return erfinv_pytorch(x); })};
});
TSR_REGISTER_KERNEL("special_erfcx", CPU, unary_kernel<erfcx_d>("erfcx_cpu", true));
TSR_REGISTER_KERNEL("special_ndtri", CPU, unary_kernel<ndtri_d>("ndtri_cpu", true));
TSR_REGISTER_KERNEL("special_log_ndtr", CPU, unary_kernel<log_ndtr_d>("log_ndtr_cpu", true));
TSR_REGISTER_KERNEL("special_zeta", CPU, [](const Operator& op, DispatchKeySet keys, Stack& s) {
  refuse_half(result_type(std::array{tensor_operand(s.at(0)), tensor_operand(s.at(1))}), "zeta_cpu", true);
  binary_float_kernel<zeta_d, true>(op, keys, s);
});
TSR_REGISTER_KERNEL("igamma", CPU, (binary_float_kernel<igamma_d, false>));
TSR_REGISTER_KERNEL("igammac", CPU, (binary_float_kernel<igammac_d, false>));
TSR_REGISTER_KERNEL("digamma", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(float_result(tensor_operand(s.at(0))), "digamma");
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), []<class T>(T x) { return digamma_t(x); })};
});
TSR_REGISTER_KERNEL("i0", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(float_result(tensor_operand(s.at(0))), "i0_vml_cpu");
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), []<class T>(T x) { return cephes::i0(x); })};
});
TSR_REGISTER_KERNEL("special_i0e", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(float_result(tensor_operand(s.at(0))), "i0e_cpu");
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), []<class T>(T x) { return cephes::i0e(x); })};
});
TSR_REGISTER_KERNEL("special_i1", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(float_result(tensor_operand(s.at(0))), "i1_cpu", /*also_bfloat16=*/true);
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), []<class T>(T x) { return cephes::i1_t(x); })};
});
TSR_REGISTER_KERNEL("special_i1e", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(float_result(tensor_operand(s.at(0))), "i1e_cpu", /*also_bfloat16=*/true);
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), []<class T>(T x) { return cephes::i1e_t(x); })};
});
TSR_REGISTER_KERNEL("sinc", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(float_result(tensor_operand(s.at(0))), "sinc_cpu");
  s = {floating_map_in_dtype(tensor_operand(s.at(0)), sinc_fn)};
});
TSR_REGISTER_KERNEL("polygamma", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t n = int_arg(s, 0, 0);
  check(n >= 0, ErrorKind::RuntimeError, "polygamma(n, x) does not support negative n.");
  refuse_half(float_result(tensor_operand(s.at(1))), n == 0 ? "digamma" : n == 1 ? "trigamma" : "polygamma");
  // n = 0 and 1 are PyTorch's digamma and trigamma kernels, in the element type; higher orders in double
  if (n <= 1)
    s = {floating_map_in_dtype(tensor_operand(s.at(1)), [n]<class T>(T x) { return n == 0 ? digamma_t(x) : trigamma_t(x); })};
  else
    s = {floating_map(tensor_operand(s.at(1)), [n](double x) { return polygamma_d(n, x); })};
});
TSR_REGISTER_KERNEL("gcd", CPU, gcd_lcm_kernel<false>);
TSR_REGISTER_KERNEL("lcm", CPU, gcd_lcm_kernel<true>);
TSR_REGISTER_KERNEL("signbit", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s.at(0));
  Tensor out = empty_like_pointwise(a, ScalarType::Bool);
  const auto layout = make_elementwise_layout<2>({out, a});
  visit_dtype(a.dtype(), [&]<class T>(std::type_identity<T>) {
    map_rows<bool, T>(layout, [](T x) -> bool {
      if constexpr (is_floating_type<T>) return std::signbit(static_cast<double>(x));
      else if constexpr (std::is_unsigned_v<T>) return false;
      else return x < 0;
    });
  });
  s = {out};
});
TSR_REGISTER_KERNEL("nextafter", CPU, [](const Operator& op, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s.at(0)), b = tensor_operand(s.at(1));
  const ScalarType dtype = result_type(std::array{a, b});
  if (!is_floating(dtype)) throw_not_implemented_for(op.schema().name + "_cpu", dtype);
  Tensor out = empty(broadcast_shapes(a.sizes(), b.sizes()), dtype);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      map_rows2<T>(layout, [](T x, T y) { return std::nextafter(x, y); });
    } else {
      throw_not_implemented_for(op.schema().name + "_cpu", dtype);
    }
  });
  s = {out};
});
TSR_REGISTER_KERNEL("cummax", CPU, cummaxmin_kernel<true>);
TSR_REGISTER_KERNEL("cummin", CPU, cummaxmin_kernel<false>);
TSR_REGISTER_KERNEL("logcumsumexp", CPU, logcumsumexp_kernel);
TSR_REGISTER_KERNEL("mode", CPU, mode_kernel);

}  // namespace tsr::tensor
