// group_norm as one op (PyTorch's torch.group_norm, grad_fn NativeGroupNormBackward0), with PyTorch 1.13's CPU
// kernels for float and double (group_norm_kernel.cpp, contiguous layout) and the composed formula elsewhere
// (other dtypes, other devices, and the gradient when a graph is being built).
//
// Note [PyTorch's group_norm]: the input is read as N * G rows of D * HxW elements (D = C / G channels of a group).
// Forward: each row's mean and variance by RowwiseMoments (pytorch_vec::rowwise_moments), rstd = 1 / sqrt(max(var,
// 0) + eps) in the dtype; without weight and bias y = (x - mean) * rstd, otherwise per channel scale = rstd * gamma
// and bias = -scale * mean + beta (two roundings), y = scale * x + bias (one multiply-add on AVX2). Bit for bit
// PyTorch's (measured, script test 315).
// (A channels-last input: Note [PyTorch's channels-last group_norm] below.)
// Backward: per (n, c) ds = sum(dy * x) and db = sum(dy) over HxW in vector lanes (multiply-add chains), the lanes
// added from lane 0, then the tail; per (n, g) the same over the group's channels weighted by gamma (multiply-adds
// too); c2 = (db * mean - ds) * rstd^3 / (D * HxW), c3 = -c2 * mean - db * rstd / (D * HxW),
// dx = rstd * gamma * dy + c2 * x + c3; dgamma[c] = sum over n of (ds - db * mean) * rstd; dbeta[c] = sum over n of
// db. dbeta is PyTorch's bits; dx and dgamma agree in about 98.5% of elements (a scan of 60 random shapes, session
// 55) and differ from PyTorch's by an ulp or two in the rest (which of GCC's contractions PyTorch's build made in
// ComputeInternalGradients and GroupNormInputBackward could not be pinned down from the outputs).
#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <vector>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/nn_ops.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

struct GroupNormShape {
  int64_t n, c, hxw, groups;
  int64_t d() const { return c / groups; }
};

// ATen's group_norm checks, with its messages.
GroupNormShape group_norm_shape(const Tensor& x, int64_t groups, const Tensor& w, const Tensor& b) {
  check(x.dim() >= 2, ErrorKind::IndexError, "Dimension out of range (expected to be in range of [", -x.dim(), ", ",
        x.dim() - 1, "], but got 1)");
  const int64_t n = x.sizes()[0], c = x.sizes()[1];
  check(groups > 0 && c % groups == 0, ErrorKind::RuntimeError,
        "Expected number of channels in input to be divisible by num_groups, but got input of shape ", x.sizes().str(),
        " and num_groups=", groups);
  for (const auto& [t, what] : {std::pair{&w, "weight"}, std::pair{&b, "bias"}})
    check(!t->defined() || (t->dim() == 1 && t->numel() == c), ErrorKind::RuntimeError, "Expected ", what,
          " to be a vector of size equal to the number of channels in input, but got ", what, " of shape ",
          t->defined() ? t->sizes().str() : std::string("[]"), " and input of shape ", x.sizes().str());
  return {n, c, n * c == 0 ? 0 : x.numel() / (n * c), groups};
}

bool group_norm_exact_applies(const Tensor& x, const Tensor& w, const Tensor& b) {
  auto same = [&](const Tensor& t) { return !t.defined() || (t.device().is_cpu() && t.dtype() == x.dtype()); };
  return !functorch::any_batched(x, w, b) && (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) &&
         x.device().is_cpu() && x.numel() > 0 && same(w) && same(b);
}

template <class T>
T rstd_of(T var, double eps) {
  return static_cast<T>(T(1) / std::sqrt(std::max(var, T(0)) + static_cast<T>(eps)));
}

template <class T>
void group_norm_forward(const T* x, const T* gamma, const T* beta, const GroupNormShape& s, double eps, T* y) {
  const bool fused = pytorch_vec::avx2();
  const int64_t d = s.d(), inner = d * s.hxw;
#pragma omp parallel for if (s.n * s.groups > 1 && s.n * s.c * s.hxw >= 32768)
  for (int64_t i = 0; i < s.n * s.groups; ++i) {
    const T* xi = x + i * inner;
    T* yi = y + i * inner;
    const pytorch_vec::Moments<T> m = pytorch_vec::rowwise_moments(xi, inner);
    const T rstd = rstd_of(m.var, eps);
    if (!gamma && !beta) {
      for (int64_t j = 0; j < inner; ++j) yi[j] = (xi[j] - m.mean) * rstd;
      continue;
    }
    for (int64_t j = 0; j < d; ++j) {
      const int64_t c = (i % s.groups) * d + j;
      const T scale = rstd * (gamma ? gamma[c] : T(1));
      // (bias's product and sum are not contracted: measured)
      const T bias = -scale * m.mean + (beta ? beta[c] : T(0));
      for (int64_t k = 0; k < s.hxw; ++k) yi[j * s.hxw + k] = pytorch_vec::madd(fused, scale, xi[j * s.hxw + k], bias);
    }
  }
}

// Note [PyTorch's channels-last group_norm]: a 4-d input laid out N, H, W, C takes 1.13's
// GroupNormKernelImplChannelsLastInternal. Maps of 1024 positions and more: per sample, each channel's sum and sum
// of squares over the H * W rows (a multiply-add each on AVX2), the group's from its channels one after another;
// smaller maps: per group, its channels down the rows in vector lanes, lane after lane (columnwise_moments: script
// test 243, diffusers' attention blocks hand GroupNorm such inputs); either way var = sum2 * s - mean * mean with
// the first product fused; then per element y = scale * x + bias with scale = rstd * gamma and bias = beta - scale *
// mean fused, written channels-last. Its backward runs the contiguous kernel on contiguous copies but with these
// saved mean and rstd (derivatives.yaml). Bit for bit PyTorch's (measured, script test 896).

// 1.13's ColumnwiseMoments: a group's D channels down the HxW rows (row stride C) in vector lanes, whole vectors
// of channels and then the zero-padded rest, each lane's sum and sum of squares (a multiply-add on AVX2); the lanes
// added lane after lane.
template <class T>
std::pair<T, T> columnwise_moments(const T* x, int64_t hxw, int64_t c, int64_t d, bool fused) {
  constexpr int64_t K = pytorch_vec::kWidth<T>;
  pytorch_vec::Lanes<T> sum{}, sum2{};
  for (int64_t m = 0; m < hxw; ++m) {
    const T* row = x + m * c;
    for (int64_t j = 0; j < d; j += K)
      for (int64_t l = 0; l < std::min(K, d - j); ++l) {
        sum[l] += row[j + l];
        sum2[l] = pytorch_vec::madd(fused, row[j + l], row[j + l], sum2[l]);
      }
  }
  // (vec_reduce_all's generic form, lane after lane: measured, not the float shuffle tree)
  T m1 = sum[0], m2 = sum2[0];
  for (int64_t l = 1; l < K; ++l) m1 += sum[l], m2 += sum2[l];
  return {m1, m2};
}

template <class T>
void channels_last_moments(const T* x, const GroupNormShape& s, double eps, T* mean, T* rstd) {
  const bool fused = pytorch_vec::avx2();
  const int64_t d = s.d();
  const T scale = T(1) / static_cast<T>(d * s.hxw);
  // (1.13's feature_map_threshold: smaller maps take its "impl-1", a group's channels summed down the rows)
  if (s.hxw < 1024) {
    for (int64_t n = 0; n < s.n; ++n)
      for (int64_t g = 0; g < s.groups; ++g) {
        auto [m1, m2] = columnwise_moments(x + n * s.hxw * s.c + g * d, s.hxw, s.c, d, fused);
        m1 *= scale;
        mean[n * s.groups + g] = m1;
        rstd[n * s.groups + g] = rstd_of(pytorch_vec::madd(fused, m2, scale, -(m1 * m1)), eps);
      }
    return;
  }
  std::vector<T> sum(static_cast<size_t>(s.c)), sum2(sum.size());
  for (int64_t n = 0; n < s.n; ++n) {
    std::fill(sum.begin(), sum.end(), T(0));
    std::fill(sum2.begin(), sum2.end(), T(0));
    for (int64_t m = 0; m < s.hxw; ++m) {
      const T* row = x + (n * s.hxw + m) * s.c;
      for (int64_t c = 0; c < s.c; ++c) {
        sum[c] += row[c];
        sum2[c] = pytorch_vec::madd(fused, row[c], row[c], sum2[c]);
      }
    }
    for (int64_t g = 0; g < s.groups; ++g) {
      T m1 = 0, m2 = 0;
      for (int64_t k = g * d; k < (g + 1) * d; ++k) m1 += sum[k], m2 += sum2[k];
      m1 *= scale;
      const T var = pytorch_vec::madd(fused, m2, scale, -(m1 * m1));
      mean[n * s.groups + g] = m1;
      rstd[n * s.groups + g] = rstd_of(var, eps);
    }
  }
}

template <class T>
void group_norm_forward_channels_last(const T* x, const T* gamma, const T* beta, const GroupNormShape& s, double eps,
                                      T* y) {
  const bool fused = pytorch_vec::avx2();
  std::vector<T> mean(static_cast<size_t>(s.n * s.groups)), rstd(mean.size());
  channels_last_moments(x, s, eps, mean.data(), rstd.data());
  const int64_t d = s.d();
  for (int64_t n = 0; n < s.n; ++n)
    for (int64_t m = 0; m < s.hxw; ++m) {
      const int64_t row = (n * s.hxw + m) * s.c;
      for (int64_t c = 0; c < s.c; ++c) {
        const int64_t i = n * s.groups + c / d;
        const T scale = rstd[i] * (gamma ? gamma[c] : T(1));
        if (!gamma && !beta) {  // scale * x - scale * mean, the first product fused
          y[row + c] = pytorch_vec::madd(fused, scale, x[row + c], -(scale * mean[i]));
          continue;
        }
        const T bias = pytorch_vec::madd(fused, -scale, mean[i], beta ? beta[c] : T(0));
        y[row + c] = pytorch_vec::madd(fused, scale, x[row + c], bias);
      }
    }
}

// sum(a * b) over n elements (b null: sum(a)) as GroupNorm's backward adds them: K lanes of multiply-add chains
// over the whole vectors, the lanes added from lane 0, then the remaining elements. PyTorch's compiler turns that
// scalar remainder of products into groups of 4 (the 4 products rounded, then added in order) and fuses only the
// last n % 4 (float32's remainder of up to 7 has one such group; float64's, under 4, none).
template <class T>
T lane_sum(const T* a, const T* b, int64_t n, bool fused) {
  constexpr int64_t K = pytorch_vec::kWidth<T>;
  pytorch_vec::Lanes<T> acc{};
  const int64_t body = n / K * K;
  for (int64_t j = 0; j < body; j += K)
    for (int64_t l = 0; l < K; ++l) acc[l] = b ? pytorch_vec::madd(fused, a[j + l], b[j + l], acc[l]) : acc[l] + a[j + l];
  T sum = std::accumulate(acc.begin(), acc.end(), T(0));
  int64_t j = body;
  if (b) {
    for (; j + 4 <= n; j += 4) {
      T products[4];
      for (int64_t l = 0; l < 4; ++l) products[l] = a[j + l] * b[j + l];
      for (const T p : products) sum += p;
    }
  }
  for (; j < n; ++j) sum = b ? pytorch_vec::madd(fused, a[j], b[j], sum) : sum + a[j];
  return sum;
}

// x contiguous; x_channels_last, where given, the same input laid out channels-last, whose forward's mean and rstd
// (Note [PyTorch's channels-last group_norm]) the gradients then use.
template <class T>
void group_norm_backward(const T* dy, const T* x, const T* x_channels_last, const T* gamma, const GroupNormShape& s,
                         double eps, T* dx, T* dgamma, T* dbeta) {
  const bool fused = pytorch_vec::avx2();
  const int64_t d = s.d(), inner = d * s.hxw, rows = s.n * s.groups;
  std::vector<T> ds(static_cast<size_t>(s.n * s.c)), db(ds.size()), mean(static_cast<size_t>(rows)), rstd(mean.size());
  if (x_channels_last) channels_last_moments(x_channels_last, s, eps, mean.data(), rstd.data());
#pragma omp parallel for if (rows > 1 && s.n * s.c * s.hxw >= 32768)
  for (int64_t i = 0; i < rows; ++i) {
    if (!x_channels_last) {
      const pytorch_vec::Moments<T> m = pytorch_vec::rowwise_moments(x + i * inner, inner);
      mean[i] = m.mean;
      rstd[i] = rstd_of(m.var, eps);
    }
    for (int64_t j = i * d; j < (i + 1) * d; ++j) {  // (n, c) = j
      ds[j] = lane_sum(dy + j * s.hxw, x + j * s.hxw, s.hxw, fused);
      db[j] = lane_sum(dy + j * s.hxw, static_cast<const T*>(nullptr), s.hxw, fused);
    }
  }
  const T scale = T(1) / static_cast<T>(inner);
  if (dx) {
#pragma omp parallel for if (rows > 1 && s.n * s.c * s.hxw >= 32768)
    for (int64_t i = 0; i < rows; ++i) {
      const T* g = gamma ? gamma + (i % s.groups) * d : nullptr;
      // (the group's sums weighted by gamma are contracted: 98.5% of a 60-case scan's dx and dgamma elements equal
      // PyTorch's, 92% without; /tmp scan of session 55)
      const T ds_g = lane_sum(ds.data() + i * d, g, d, fused), db_g = lane_sum(db.data() + i * d, g, d, fused);
      const T c2 = pytorch_vec::madd(fused, db_g, mean[i], -ds_g) * rstd[i] * rstd[i] * rstd[i] * scale;
      const T c3 = pytorch_vec::madd(fused, -c2, mean[i], -(db_g * rstd[i] * scale));
      for (int64_t j = 0; j < d; ++j) {
        const T c1 = rstd[i] * (g ? g[j] : T(1));
        const int64_t off = i * inner + j * s.hxw;
        for (int64_t k = 0; k < s.hxw; ++k)
          dx[off + k] = pytorch_vec::madd(fused, c1, dy[off + k], c2 * x[off + k]) + c3;
      }
    }
  }
  for (int64_t c = 0; c < s.c && (dgamma || dbeta); ++c) {
    T acc_gamma = 0, acc_beta = 0;
    for (int64_t n = 0; n < s.n; ++n) {
      const int64_t i = n * s.groups + c / d, j = n * s.c + c;
      acc_gamma = pytorch_vec::madd(fused, pytorch_vec::madd(fused, -db[j], mean[i], ds[j]), rstd[i], acc_gamma);
      acc_beta = acc_beta + db[j];
    }
    if (dgamma) dgamma[c] = acc_gamma;
    if (dbeta) dbeta[c] = acc_beta;
  }
}

// The composed forms, of dispatched ops (recorded when a graph is being built): the normalised input viewed as
// (N, G, D * HxW) and its rstd.
Tensor reshape_op(const Tensor& t, std::vector<int64_t> shape) { return call("reshape", {t, std::move(shape)}); }
Tensor normalized_groups(const Tensor& x, int64_t groups, double eps, Tensor* rstd_out) {
  int64_t per_group = x.sizes()[1] / groups;  // spelled out, not -1: an empty batch has no size to infer it from
  for (size_t d = 2; d < x.sizes().size(); ++d) per_group *= x.sizes()[d];
  const Tensor x3 = reshape_op(x, {x.sizes()[0], groups, per_group});
  const std::vector<int64_t> last{2};
  const Tensor centered = sub(x3, mean(x3, last, true));
  const Tensor rstd = rsqrt(add(mean(mul(centered, centered), last, true), scalar(eps, x.dtype())));
  if (rstd_out) *rstd_out = rstd;
  return mul(centered, rstd);
}

}  // namespace

TSR_DEFINE_OP(
    "group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool "
    "cudnn_enabled=True) -> Tensor",
    "Normalises each sample's groups of channels (mean and biased variance), then scales and shifts per channel.",
    autograd::formula("NativeGroupNormBackward0", {"input", "weight", "bias"}, [](Ctx& c) {
      const Tensor x = c.s("input"), w = c.s("weight"), b = c.s("bias");
      const int64_t groups = c.i("num_groups", 1);
      const double eps = c.d("eps", 1e-5);
      if (!grad_mode_enabled() && group_norm_exact_applies(x, w, b) && c.g().device().is_cpu() &&
          !functorch::is_batched(c.g())) {
        const GroupNormShape s = group_norm_shape(x, groups, w, b);
        const Tensor xc = contiguous(x), g = host_contiguous(c.g(), x.dtype());
        const Tensor xl = suggest_memory_format(x) == MemoryFormat::ChannelsLast ? as_channels_last(x) : Tensor();
        const Tensor wc = w.defined() ? contiguous(w) : Tensor();
        const std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end()), channels{s.c};
        Tensor gx = empty(shape, x.dtype());
        Tensor gw = w.defined() ? empty(channels, x.dtype()) : Tensor();
        Tensor gb = b.defined() ? empty(channels, x.dtype()) : Tensor();
        visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
          if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
            group_norm_backward(g.data<const T>(), xc.data<const T>(), xl.defined() ? xl.data<const T>() : nullptr,
                                wc.defined() ? wc.data<const T>() : nullptr, s, eps, gx.data<T>(),
                                gw.defined() ? gw.data<T>() : nullptr, gb.defined() ? gb.data<T>() : nullptr);
        });
        return G{gx, gw, gb};
      }
      Tensor rstd;
      const Tensor xhat = normalized_groups(x, groups, eps, &rstd);
      const Tensor gxhat = reshape_to(w.defined() ? mul(c.g(), per_channel(w, x)) : c.g(), xhat.sizes());
      const std::vector<int64_t> last{2};
      const Tensor m1 = mean(gxhat, last, true), m2 = mean(mul(gxhat, xhat), last, true);
      const Tensor gx = reshape_to(mul(rstd, sub(sub(gxhat, m1), mul(xhat, m2))), x.sizes());
      const std::vector<int64_t> dims = batch_norm_dims(x);
      return G{gx, w.defined() ? sum(mul(c.g(), reshape_to(xhat, x.sizes())), dims) : Tensor(),
               b.defined() ? sum(c.g(), dims) : Tensor()};
    }));

TSR_REGISTER_KERNEL("group_norm", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = std::get<Tensor>(s.at(0));
  auto opt = [&](size_t i) {
    const Tensor* t = i < s.size() ? std::get_if<Tensor>(&s[i]) : nullptr;
    return t ? *t : Tensor();
  };
  const Tensor w = opt(2), b = opt(3);
  const int64_t groups = int_arg(s, 1, 1);
  const double eps = double_arg(s, 4, 1e-5);
  const GroupNormShape shape = group_norm_shape(x, groups, w, b);
  if (x.device().is_cpu()) {
    refuse_non_floating(x.dtype(), "GroupNormKernelImpl");
    refuse_complex(x.dtype(), "GroupNormKernelImpl");
    check_affine_dtypes(x, w, b);
  }
  Tensor y;
  if (group_norm_exact_applies(x, w, b) && suggest_memory_format(x) == MemoryFormat::ChannelsLast) {
    const Tensor xl = as_channels_last(x);
    const Tensor wc = w.defined() ? contiguous(w) : Tensor(), bc = b.defined() ? contiguous(b) : Tensor();
    y = empty_channels_last(x.sizes(), x.dtype());
    visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        group_norm_forward_channels_last(xl.data<const T>(), wc.defined() ? wc.data<const T>() : nullptr,
                                         bc.defined() ? bc.data<const T>() : nullptr, shape, eps, y.data<T>());
    });
  } else if (group_norm_exact_applies(x, w, b)) {
    const Tensor xc = contiguous(x);
    const Tensor wc = w.defined() ? contiguous(w) : Tensor(), bc = b.defined() ? contiguous(b) : Tensor();
    y = empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
    visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        group_norm_forward(xc.data<const T>(), wc.defined() ? wc.data<const T>() : nullptr,
                           bc.defined() ? bc.data<const T>() : nullptr, shape, eps, y.data<T>());
    });
  } else {
    y = reshape_to(normalized_groups(x, groups, eps, nullptr), x.sizes());
    if (w.defined()) y = mul(y, per_channel(w, x));
    if (b.defined()) y = add(y, per_channel(b, x));
  }
  // PyTorch's output takes a channels-last input's layout (the composed form's values: other dtypes and devices)
  if (y.dim() == 4 && channels_last_strides(x)) y = as_channels_last(y);
  s.clear();
  s.emplace_back(std::move(y));
});

}  // namespace tsr::tensor
