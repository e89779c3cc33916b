// F.interpolate's resampling ops (ATen's upsample_* family): nearest, nearest-exact, linear/bilinear/trilinear and
// bicubic, with ATen's source indices and weights (UpSample.h, UpSampleKernel.cpp's compute_indices_weights_*).
// The forward is separable: one pass per spatial dim, innermost first, each output a weighted sum of taps in tap
// order, the order ATen's Interpolate<n> recursion evaluates the same sums in. The linear family follows PyTorch
// 1.13's CPU kernels to the last bit, float and double (Note [Linear resampling's rounding] below): the lambdas from
// a source index in the accumulate type, the multiply-adds its AVX2 build contracts, channels-last inputs by its
// channels-last kernel, the input gradient by its backward's loop (every output position's taps, in order). The
// backward ops are the adjoints (nearest's and bicubic's also in their kernels' orders), and the backward's
// derivative is the forward again, so second derivatives are recorded too.
//
// Note [Linear resampling's rounding] (measured against PyTorch 1.13 on this machine's AVX2 build, script tests 439,
// 440): compute_source_index_and_lambda takes the source index as acc_type<scalar_t> (double for float too): real =
// scale * i (align_corners) or fma(scale, i + 0.5, -0.5) clamped at 0, the scale in the dtype; lambda1 =
// clamp(real - i0, 0, 1) rounded to the dtype, lambda0 = 1 - lambda1 in the dtype. Where PyTorch runs its default
// (non-AVX2) kernels, nothing is fused (pytorch_vec::avx2()). bicubic's forward still rounds otherwise than PyTorch's
// (its kernel's order was not matched; docs/status.md).
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <type_traits>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/cpu_capability.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

enum class Mode { Nearest, NearestExact, Linear, Cubic };

// One op of the family: its name, spatial rank, mode, and whether it takes align_corners.
struct Spec {
  const char* op;
  const char* backward;
  int nd;
  Mode mode;
  bool align;
};

// For each output index along one dim, `taps` source indices and weights.
template <class T>
struct Taps {
  int taps = 1;
  std::vector<int64_t> idx;
  std::vector<T> w;
};

// ATen's compute_scales_value / area_pixel_compute_scale, in the opmath type T.
template <class T>
T scale_of(int64_t in, int64_t out, bool align, std::optional<double> scale) {
  if (align) return out > 1 ? static_cast<T>(in - 1) / static_cast<T>(out - 1) : T(0);
  return (scale && *scale > 0) ? static_cast<T>(1.0 / *scale) : static_cast<T>(in) / static_cast<T>(out);
}

template <class T>
Taps<T> taps_for(Mode mode, int64_t in, int64_t out, bool align, std::optional<double> scale, bool fused = false) {
  Taps<T> t;
  if (mode == Mode::Nearest || mode == Mode::NearestExact) {
    // nearest_idx / nearest_exact_idx: the scale is always a float there
    const float s = (scale && *scale > 0) ? static_cast<float>(1.0 / *scale)
                                          : static_cast<float>(in) / static_cast<float>(out);
    for (int64_t i = 0; i < out; ++i) {
      int64_t src;
      if (mode == Mode::Nearest) {
        if (out == in)
          src = i;
        else if (out == 2 * in)
          src = i >> 1;
        else
          src = std::min(static_cast<int64_t>(std::floor(static_cast<float>(i) * s)), in - 1);
      } else {
        src = std::min(static_cast<int64_t>(std::floor(static_cast<float>((static_cast<double>(i) + 0.5) * s))), in - 1);
      }
      t.idx.push_back(src);
      t.w.push_back(T(1));
    }
    return t;
  }
  const T s = scale_of<T>(in, out, align, scale);
  if (mode == Mode::Linear) {
    t.taps = 2;
    for (int64_t i = 0; i < out; ++i) {
      if (out == in) {
        t.idx.insert(t.idx.end(), {i, i});
        t.w.insert(t.w.end(), {T(1), T(0)});
        continue;
      }
      // area_pixel_compute_source_index (not cubic: negative sources clamp to 0)
      T real = align ? static_cast<T>(s * static_cast<T>(i)) : static_cast<T>(s * (static_cast<double>(i) + 0.5) - 0.5);
      if (!align && real < T(0)) real = T(0);
      const int64_t i0 = static_cast<int64_t>(real);
      const int64_t i1 = i0 + (i0 < in - 1 ? 1 : 0);
      const T l1 = std::min(std::max(real - static_cast<T>(i0), T(0)), T(1));
      t.idx.insert(t.idx.end(), {i0, i1});
      t.w.insert(t.w.end(), {T(1) - l1, l1});
    }
    return t;
  }
  // bicubic: Keys' convolution with A = -0.75 around floor(source), taps clamped to the borders, as 1.13's
  // compute_indices_weights_cubic: the source index in double (acc_type), its floor taken of it rounded to float
  // (floorf), the fraction rounded to the dtype; in its AVX2 kernel file the coefficients' polynomials are contracted
  // as GCC contracts them there: the first step of each, and the second of the outer one, as multiply-adds (found by
  // reading its weights back with one-hot inputs: every weight of 560 samples, Note [Linear resampling's rounding]).
  t.taps = 4;
  const T A = T(-0.75);
  auto conv1 = [&](T x) {  // ((A + 2) * x - (A + 3)) * x * x + 1
    const T r = fused ? std::fma(A + T(2), x, -(A + T(3))) : (A + T(2)) * x - (A + T(3));
    return r * x * x + T(1);
  };
  auto conv2 = [&](T x) {  // ((A * x - 5 * A) * x + 8 * A) * x - 4 * A
    T r = fused ? std::fma(A, x, -(T(5) * A)) : A * x - T(5) * A;
    r = fused ? std::fma(r, x, T(8) * A) : r * x + T(8) * A;
    return r * x - T(4) * A;
  };
  for (int64_t i = 0; i < out; ++i) {
    // (contracted too: exact for a float scale, whose product with i + 0.5 a double holds exactly)
    const double real = align   ? static_cast<double>(s) * static_cast<double>(i)
                        : fused ? std::fma(static_cast<double>(s), static_cast<double>(i) + 0.5, -0.5)
                                : static_cast<double>(s) * (static_cast<double>(i) + 0.5) - 0.5;
    const int64_t base = static_cast<int64_t>(std::floor(static_cast<float>(real)));
    const T x = static_cast<T>(real - static_cast<double>(base));
    const T c[4] = {conv2(static_cast<T>(x + 1.0)), conv1(x), conv1(static_cast<T>(1.0 - x)),
                    conv2(static_cast<T>(static_cast<T>(1.0 - x) + 1.0))};
    for (int j = 0; j < 4; ++j) {
      t.idx.push_back(std::min(std::max<int64_t>(base - 1 + j, 0), in - 1));
      t.w.push_back(c[j]);
    }
  }
  return t;
}

// One forward pass along `dim` of a contiguous tensor: out[o, i, k] = sum_j w[i][j] * x[o, idx[i][j], k], the taps in
// order. `fused`: as PyTorch's AVX2 kernel file contracts ATen's Interpolate: the first two taps t0 * w0 + t1 * w1
// as fma(t0, w0, t1 * w1), each later tap as one multiply-add onto that (bicubic's four taps: found against 1.13's
// outputs, every one of a 37-output row).
template <class T, class W>
Tensor pass(const Tensor& src, int64_t dim, int64_t n_new, const Taps<W>& t, bool fused) {
  Dims shape = src.sizes();
  const int64_t n_old = shape[dim];
  shape[dim] = n_new;
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= shape[d];
  for (int64_t d = dim + 1; d < static_cast<int64_t>(shape.size()); ++d) inner *= shape[d];
  Tensor dst = empty(std::vector<int64_t>(shape.begin(), shape.end()), src.dtype());
  const T* x = src.data<T>();
  T* y = dst.data<T>();
  const int taps = t.taps;
  const int64_t* idx = t.idx.data();
  const W* wts = t.w.data();
  // (locals, not captures, inside the capability body: the loops then keep them in registers)
  auto run = [=](auto fuse) TSR_CPU_BODY {
    for (int64_t o = 0; o < outer; ++o) {
      const T* __restrict xo = x + o * n_old * inner;
      T* __restrict yo = y + o * n_new * inner;
      for (int64_t i = 0; i < n_new; ++i) {
        const int64_t* id = idx + i * taps;
        const W* w = wts + i * taps;
        T* __restrict row = yo + i * inner;
        const T w0 = static_cast<T>(w[0]);
        const T* x0 = xo + id[0] * inner;
        int first = 1;  // the taps summed so far
        if constexpr (decltype(fuse)::value) {
          if (taps >= 2) {
            const T w1 = static_cast<T>(w[1]);
            const T* x1 = xo + id[1] * inner;
            for (int64_t k = 0; k < inner; ++k) row[k] = std::fma(x0[k], w0, x1[k] * w1);
            first = 2;
          }
        }
        if (first == 1)
          for (int64_t k = 0; k < inner; ++k) row[k] = x0[k] * w0;
        for (int j = first; j < taps; ++j) {
          const T wj = static_cast<T>(w[j]);
          const T* xj = xo + id[j] * inner;
          if constexpr (decltype(fuse)::value)
            for (int64_t k = 0; k < inner; ++k) row[k] = std::fma(xj[k], wj, row[k]);
          else
            for (int64_t k = 0; k < inner; ++k) row[k] += xj[k] * wj;
        }
      }
    }
  };
  with_cpu_capability([&]() TSR_CPU_BODY {
    if (fused)
      run(std::true_type{});
    else
      run(std::false_type{});
  });
  return dst;
}

// What the by-output backward loops (nearest's adjoint_by_output, linear_backward) share: the gradient's planes (the
// leading dims), the input's shape, and the taps padded to three dims (a leading dim of size 1 has one tap of
// weight 1 and takes no part in the product), so that one loop serves 1-d, 2-d and 3-d.
template <class T>
struct ResampledPlanes {
  Dims shape;
  int64_t planes = 1, in_plane = 1, out_plane = 1;
  std::array<Taps<T>, 3> t;
  std::array<int64_t, 3> in{1, 1, 1}, out{1, 1, 1};
  Tensor zeros_like_input(ScalarType dtype) const {
    return zeros(std::vector<int64_t>(shape.begin(), shape.end()), dtype);
  }
};
template <class T>
ResampledPlanes<T> resampled_planes(const Tensor& g, int nd, const std::vector<Taps<T>>& taps,
                                    const std::vector<int64_t>& in_sizes, const std::vector<int64_t>& out_sizes) {
  ResampledPlanes<T> p;
  p.shape = g.sizes();
  const int64_t lead = g.dim() - nd;
  for (int64_t d = 0; d < lead; ++d) p.planes *= p.shape[d];
  for (int d = 0; d < nd; ++d) {
    p.in_plane *= in_sizes[d];
    p.out_plane *= out_sizes[d];
    p.shape[lead + d] = in_sizes[d];
  }
  for (int d = 0; d < 3; ++d) {
    const int k = d - (3 - nd);
    if (k < 0) {
      p.t[d].idx = {0};
      p.t[d].w = {T(1)};
      continue;
    }
    p.t[d] = taps[static_cast<size_t>(k)];
    p.in[d] = in_sizes[static_cast<size_t>(k)];
    p.out[d] = out_sizes[static_cast<size_t>(k)];
  }
  return p;
}

// The adjoint of nearest resampling as ATen's CPU backward kernel (cpu_upsample_nearest_backward) computes it, not
// pass by pass: per plane, every output position in row-major order adding its gradient into the input position it
// read, so an input position that several outputs read sums them in that order (pass by pass folds one dim at a
// time). Nearest only (the linear family has linear_backward, bicubic cubic_backward).
template <class T>
Tensor adjoint_by_output(const Tensor& g, int nd, const std::vector<Taps<T>>& taps,
                         const std::vector<int64_t>& in_sizes, const std::vector<int64_t>& out_sizes) {
  const ResampledPlanes<T> rp = resampled_planes(g, nd, taps, in_sizes, out_sizes);
  const int64_t planes = rp.planes, in_plane = rp.in_plane, out_plane = rp.out_plane;
  const std::array<Taps<T>, 3>& t = rp.t;
  const std::array<int64_t, 3>&in = rp.in, &out = rp.out;
  Tensor dst = rp.zeros_like_input(g.dtype());
  const T* gy = g.data<T>();
  T* gx = dst.data<T>();
  for (int64_t p = 0; p < planes; ++p) {
    const T* go = gy + p * out_plane;
    T* gi = gx + p * in_plane;
    for (int64_t a = 0; a < out[0]; ++a)
      for (int64_t b = 0; b < out[1]; ++b)
        for (int64_t c = 0; c < out[2]; ++c) {
          const T v = go[(a * out[1] + b) * out[2] + c];
          for (int i = 0; i < t[0].taps; ++i) {
            const int64_t ia = t[0].idx[static_cast<size_t>(a * t[0].taps + i)];
            const T wa = t[0].w[static_cast<size_t>(a * t[0].taps + i)];
            for (int j = 0; j < t[1].taps; ++j) {
              const int64_t ib = t[1].idx[static_cast<size_t>(b * t[1].taps + j)];
              const T wb = t[1].w[static_cast<size_t>(b * t[1].taps + j)];
              for (int k = 0; k < t[2].taps; ++k) {
                const int64_t ic = t[2].idx[static_cast<size_t>(c * t[2].taps + k)];
                const T wc = t[2].w[static_cast<size_t>(c * t[2].taps + k)];
                // ATen's weight products: w (1-d), h * w (2-d), t * h * w (3-d); nearest adds the value itself
                T w = wc;
                if (nd >= 2) w = wb * wc;
                if (nd == 3) w = wa * wb * wc;
                gi[(ia * in[1] + ib) * in[2] + ic] += (t[2].taps == 1 && t[1].taps == 1 && t[0].taps == 1) ? v : w * v;
              }
            }
          }
        }
  }
  return dst;
}

// PyTorch 1.13's linear-family backward (UpSampleMoreKernel.cpp, cpu_upsample_linear_backward), per dim: the scale
// in the dtype (area_pixel_compute_scale<scalar_t>), the source index in the CPU accumulate type (double: 1.13's
// compute_source_index_and_lambda takes acc_type<scalar_t>), lambda1 = clamp(real - i0, 0, 1) rounded to the dtype,
// lambda0 = 1 - lambda1 in the dtype. `fused`: the unaligned index scale * (i + 0.5) - 0.5 as one multiply-add, as
// the AVX2 kernel file is compiled.
template <class T>
Taps<T> linear_taps(int64_t in, int64_t out, bool align, std::optional<double> scale, bool fused) {
  Taps<T> t;
  t.taps = 2;
  const double s = static_cast<double>(scale_of<T>(in, out, align, scale));
  for (int64_t i = 0; i < out; ++i) {
    if (out == in) {
      t.idx.insert(t.idx.end(), {i, i});
      t.w.insert(t.w.end(), {T(1), T(0)});
      continue;
    }
    const double x = static_cast<double>(i);
    double real = align ? s * x : fused ? std::fma(s, x + 0.5, -0.5) : s * (x + 0.5) - 0.5;
    if (!align && real < 0) real = 0;
    const int64_t i0 = static_cast<int64_t>(real);
    const int64_t i1 = i0 + (i0 < in - 1 ? 1 : 0);
    const T l1 = static_cast<T>(std::min(std::max(real - static_cast<double>(i0), 0.0), 1.0));
    t.idx.insert(t.idx.end(), {i0, i1});
    t.w.insert(t.w.end(), {T(1) - l1, l1});
  }
  return t;
}

// The linear-family input gradient as cpu_upsample_linear_backward adds it: per plane, every output position in
// row-major order adds weight * grad into each of its 2, 4 or 8 taps (outer dim's tap slowest), the weight the
// lambdas' product in the dtype (w; h * w; (d * h) * w). `fused`: each addition one multiply-add fma(weight, grad,
// acc), as PyTorch's AVX2 build contracts `*p += weight * grad` (its default-capability build does not).
template <class T>
Tensor linear_backward(const Tensor& g, int nd, const std::vector<Taps<T>>& taps, const std::vector<int64_t>& in_sizes,
                       const std::vector<int64_t>& out_sizes, bool fused) {
  const ResampledPlanes<T> rp = resampled_planes(g, nd, taps, in_sizes, out_sizes);
  const int64_t planes = rp.planes, in_plane = rp.in_plane, out_plane = rp.out_plane;
  const std::array<Taps<T>, 3>& t = rp.t;
  const std::array<int64_t, 3>&in = rp.in, &out = rp.out;
  Tensor dst = rp.zeros_like_input(g.dtype());
  const T* gy = g.data<T>();
  T* gx = dst.data<T>();
  const bool parallel = planes > 1 && planes * out_plane >= 32768;
  // per (a, b) the rows and weights (outer two dims' lambdas multiplied) of its 1, 2 or 4 (i, j) tap pairs; then
  // per c the pairs in order, each with its two innermost taps: PyTorch's tap order, output position by position.
  const int pairs = t[0].taps * t[1].taps;
  auto plane = [&](int64_t p, auto fuse) TSR_CPU_BODY {
    const T* go = gy + p * out_plane;
    T* gi = gx + p * in_plane;
    const int64_t* ic = t[2].idx.data();
    const T* wc = t[2].w.data();
    std::array<T*, 4> rows{};
    std::array<T, 4> wab{};
    for (int64_t a = 0; a < out[0]; ++a)
      for (int64_t b = 0; b < out[1]; ++b) {
        int q = 0;
        for (int i = 0; i < t[0].taps; ++i)
          for (int j = 0; j < t[1].taps; ++j) {
            const size_t sa = static_cast<size_t>(a * t[0].taps + i), sb = static_cast<size_t>(b * t[1].taps + j);
            rows[q] = gi + (t[0].idx[sa] * in[1] + t[1].idx[sb]) * in[2];
            wab[q] = nd == 3 ? static_cast<T>(t[0].w[sa] * t[1].w[sb]) : t[1].w[sb];
            ++q;
          }
        const T* grow = go + (a * out[1] + b) * out[2];
        for (int64_t c = 0; c < out[2]; ++c) {
          const T v = grow[c];
          for (int r = 0; r < pairs; ++r)
            for (int k = 0; k < 2; ++k) {
              const T w = static_cast<T>(wab[r] * wc[2 * c + k]);
              T& acc = rows[r][ic[2 * c + k]];
              if constexpr (decltype(fuse)::value)
                acc = std::fma(w, v, acc);
              else
                acc = static_cast<T>(acc + static_cast<T>(w * v));
            }
        }
      }
  };
#pragma omp parallel for if (parallel)
  for (int64_t p = 0; p < planes; ++p) {
    with_cpu_capability([&]() TSR_CPU_BODY {
      if (fused)
        plane(p, std::true_type{});
      else
        plane(p, std::false_type{});
    });
  }
  return dst;
}

// bilinear and trilinear resampling of an input contiguous in channels-last order (a (N, 1, H, W) input is, as in
// PyTorch) as PyTorch 1.13's cpu_upsample_linear_channels_last computes it: per output position, the 4 or 8 taps'
// weights (the lambdas' product in the dtype, outer dim first), then along the channels, in 32-byte vectors
// x0 * w0 + (x1 * w1 + (... + (x[K-2] * w[K-2] + x[K-1] * w[K-1]))) (contracted: the innermost pair's second
// product and then each outer one fused), and the last C % (32 / sizeof(T)) channels in the accumulate type (double),
// left to right (the first product fused into the second), rounded once. The result is laid out channels-last
// where the input's strides are (contiguous otherwise, and for 5-d inputs, as tsr's other resampling kernels).
template <class T>
Tensor linear_channels_last_forward(const Tensor& x, int nd, const std::vector<Taps<T>>& taps,
                                    const std::vector<int64_t>& out_sizes, bool fused) {
  const int64_t n_batch = x.size(0), channels = x.size(1);
  std::vector<int64_t> buf_shape{n_batch};
  std::array<int64_t, 3> out{1, 1, 1}, in_stride{0, 0, 0};
  std::array<Taps<T>, 3> t;
  for (int d = 0; d < 3; ++d) {
    const int k = d - (3 - nd);
    if (k < 0) {
      t[d].idx = {0};
      t[d].w = {T(1)};
      continue;
    }
    t[d] = taps[static_cast<size_t>(k)];
    out[d] = out_sizes[static_cast<size_t>(k)];
    in_stride[d] = x.stride(2 + k);
    buf_shape.push_back(out[d]);
  }
  buf_shape.push_back(channels);
  Tensor buf = empty(buf_shape, x.dtype());
  const T* xp = x.data<T>();
  T* yp = buf.data<T>();
  const int64_t s_n = x.stride(0), s_c = x.stride(1);
  constexpr int64_t kWidth = 32 / static_cast<int64_t>(sizeof(T));
  const int64_t vec_end = channels - channels % kWidth;
  const int taps_n = nd == 2 ? 4 : 8;
  with_cpu_capability([&]() TSR_CPU_BODY {
    for (int64_t n = 0; n < n_batch; ++n)
      for (int64_t a = 0; a < out[0]; ++a)
        for (int64_t b = 0; b < out[1]; ++b)
          for (int64_t c = 0; c < out[2]; ++c) {
            std::array<const T*, 8> src{};
            std::array<T, 8> w{};
            int k = 0;
            for (int i = 0; i < t[0].taps; ++i)
              for (int j = 0; j < 2; ++j)
                for (int l = 0; l < 2; ++l) {
                  const size_t ia = static_cast<size_t>(a * t[0].taps + i), ib = static_cast<size_t>(b * 2 + j),
                               ic = static_cast<size_t>(c * 2 + l);
                  src[k] = xp + n * s_n + t[0].idx[ia] * in_stride[0] + t[1].idx[ib] * in_stride[1] +
                           t[2].idx[ic] * in_stride[2];
                  w[k] = nd == 2 ? static_cast<T>(t[1].w[ib] * t[2].w[ic])
                                 : static_cast<T>(static_cast<T>(t[0].w[ia] * t[1].w[ib]) * t[2].w[ic]);
                  ++k;
                }
            T* dst = yp + ((n * out[0] + a) * out[1] + b) * out[2] * channels + c * channels;
            // the 32-byte vectors (the channels' stride is 1 wherever there is more than one channel)
            auto vectors = [&](auto fuse) TSR_CPU_BODY {
              if (taps_n == 4) {  // bilinear: four restrict pointers, so that the loop vectorises
                const T* __restrict x0 = src[0];
                const T* __restrict x1 = src[1];
                const T* __restrict x2 = src[2];
                const T* __restrict x3 = src[3];
                T* __restrict y = dst;
                const T w0 = w[0], w1 = w[1], w2 = w[2], w3 = w[3];
                for (int64_t ch = 0; ch < vec_end; ++ch) {
                  if constexpr (decltype(fuse)::value)
                    y[ch] = std::fma(x0[ch], w0, std::fma(x1[ch], w1, std::fma(x3[ch], w3, x2[ch] * w2)));
                  else
                    y[ch] = static_cast<T>(x0[ch] * w0) +
                            (static_cast<T>(x1[ch] * w1) + (static_cast<T>(x2[ch] * w2) + static_cast<T>(x3[ch] * w3)));
                }
                return;
              }
              for (int64_t ch = 0; ch < vec_end; ++ch) {
                T acc;
                if constexpr (decltype(fuse)::value) {
                  acc = std::fma(src[taps_n - 1][ch], w[taps_n - 1], src[taps_n - 2][ch] * w[taps_n - 2]);
                  for (int q = taps_n - 3; q >= 0; --q) acc = std::fma(src[q][ch], w[q], acc);
                } else {
                  acc = static_cast<T>(src[taps_n - 2][ch] * w[taps_n - 2]) +
                        static_cast<T>(src[taps_n - 1][ch] * w[taps_n - 1]);
                  for (int q = taps_n - 3; q >= 0; --q) acc = static_cast<T>(src[q][ch] * w[q]) + acc;
                }
                dst[ch] = acc;
              }
            };
            if (fused)
              vectors(std::true_type{});
            else
              vectors(std::false_type{});
            for (int64_t ch = vec_end; ch < channels; ++ch) {
              const int64_t off = ch * s_c;
              auto v = [&](int q) { return static_cast<double>(src[q][off]); };
              double acc = fused ? std::fma(v(0), static_cast<double>(w[0]), v(1) * static_cast<double>(w[1]))
                                 : v(0) * static_cast<double>(w[0]) + v(1) * static_cast<double>(w[1]);
              for (int q = 2; q < taps_n; ++q)
                acc = fused ? std::fma(v(q), static_cast<double>(w[q]), acc) : acc + v(q) * static_cast<double>(w[q]);
              dst[ch] = static_cast<T>(acc);
            }
          }
  });
  std::vector<int64_t> order{0, nd + 1};
  for (int d = 0; d < nd; ++d) order.push_back(1 + d);
  const Tensor result = permute(buf, order);
  return nd == 2 && channels_last_strides(x) ? as_channels_last(result) : contiguous(result);
}

// bicubic's taps as its backward computes them: the source index in the dtype throughout (scale * (i + 0.5) - 0.5
// with each step rounded), Keys' coefficients of its fraction in the dtype.
template <class T>
Taps<T> cubic_backward_taps(int64_t in, int64_t out, bool align, std::optional<double> scale) {
  Taps<T> t;
  t.taps = 4;
  const T s = scale_of<T>(in, out, align, scale);
  const T A = T(-0.75);
  auto conv1 = [&](T x) { return ((A + T(2)) * x - (A + T(3))) * x * x + T(1); };
  auto conv2 = [&](T x) { return ((A * x - T(5) * A) * x + T(8) * A) * x - T(4) * A; };
  for (int64_t i = 0; i < out; ++i) {
    const T real = align ? static_cast<T>(s * static_cast<T>(i))
                         : static_cast<T>(static_cast<T>(s * static_cast<T>(static_cast<double>(i) + 0.5)) - T(0.5));
    const T fl = std::floor(real);
    const int64_t base = static_cast<int64_t>(fl);
    const T x = real - fl;
    const T c[4] = {conv2(static_cast<T>(x + T(1))), conv1(x), conv1(static_cast<T>(T(1) - x)),
                    conv2(static_cast<T>(static_cast<T>(T(1) - x) + T(1)))};
    for (int j = 0; j < 4; ++j) {
      t.idx.push_back(std::min(std::max<int64_t>(base - 1 + j, 0), in - 1));
      t.w.push_back(c[j]);
    }
  }
  return t;
}

// bicubic's input gradient as PyTorch 1.13's upsample_bicubic2d_backward_out_frame (UpSampleBicubic2d.cpp, compiled
// without contraction) adds it: output position after output position (rows, then columns), in every plane, the 4 x 4
// taps with the column tap slowest, each adding (grad * y_coefficient) * x_coefficient at its border-clamped
// source; equal sizes copy.
template <class T>
Tensor cubic_backward(const Tensor& g, const std::vector<int64_t>& in_sizes, const std::vector<int64_t>& out_sizes,
                      bool align, const std::vector<std::optional<double>>& scales) {
  Dims shape = g.sizes();
  const int64_t lead = g.dim() - 2;
  int64_t planes = 1;
  for (int64_t d = 0; d < lead; ++d) planes *= shape[d];
  const int64_t ih = in_sizes[0], iw = in_sizes[1], oh = out_sizes[0], ow = out_sizes[1];
  shape[lead] = ih;
  shape[lead + 1] = iw;
  Tensor dst = zeros(std::vector<int64_t>(shape.begin(), shape.end()), g.dtype());
  const T* go = g.data<T>();
  T* gi = dst.data<T>();
  if (ih == oh && iw == ow) {
    for (int64_t i = 0; i < planes * ih * iw; ++i) gi[i] = go[i];
    return dst;
  }
  const Taps<T> ty = cubic_backward_taps<T>(ih, oh, align, scales[0]);
  const Taps<T> tx = cubic_backward_taps<T>(iw, ow, align, scales[1]);
  // (PyTorch walks the planes innermost; each plane's sums are its own, so planes outermost add in the same order)
  const bool parallel = planes > 1 && planes * oh * ow >= 32768;
#pragma omp parallel for if (parallel)
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t x = 0; x < ow; ++x) {
        const T v = go[(p * oh + y) * ow + x];
        T* plane = gi + p * ih * iw;
        for (int i = 0; i < 4; ++i) {
          const int64_t sx = tx.idx[static_cast<size_t>(x * 4 + i)];
          const T cx = tx.w[static_cast<size_t>(x * 4 + i)];
          for (int j = 0; j < 4; ++j) {
            const int64_t sy = ty.idx[static_cast<size_t>(y * 4 + j)];
            const T cy = ty.w[static_cast<size_t>(y * 4 + j)];
            T& acc = plane[sy * iw + sx];
            acc = static_cast<T>(acc + static_cast<T>(static_cast<T>(v * cy) * cx));
          }
        }
      }
  return dst;
}

// The kernel PyTorch 1.13 names when its dispatch refuses a dtype: a 2-d or 3-d nearest or linear input laid out
// channels-last (which a single-channel contiguous one also is) goes to its channels-last kernel, anything else to
// the index/weight computation of its mode; the backward ops name themselves.
std::string refusing_kernel(const Spec& sp, const Tensor& self, bool adjoint) {
  const bool channels_last =
      sp.nd >= 2 && sp.mode != Mode::Cubic &&
      is_contiguous_in(self, sp.nd == 2 ? MemoryFormat::ChannelsLast : MemoryFormat::ChannelsLast3d);
  const std::string linear = sp.nd == 2 ? "upsample_bilinear2d" : "upsample_trilinear3d";
  if (adjoint) return sp.nd == 3 && sp.mode == Mode::Linear && channels_last ? linear + "_backward_channels_last" : sp.backward;
  if (channels_last)
    return (sp.mode == Mode::Linear ? linear : "upsample_nearest" + std::to_string(sp.nd) + "d") + "_channels_last";
  return sp.mode == Mode::Linear  ? "compute_indices_weights_linear"
         : sp.mode == Mode::Cubic ? "compute_indices_weights_cubic"
                                  : "compute_indices_weights_nearest";
}

// Which dtypes PyTorch 1.13's kernel takes besides float and double: nearest takes uint8 and bfloat16, nearest-exact
// uint8, the forward linear and cubic ones bfloat16, the backward ones bfloat16 (bicubic's float16 too).
bool pytorch_takes(const Spec& sp, ScalarType dtype, bool adjoint) {
  if (dtype == ScalarType::Float || dtype == ScalarType::Double) return true;
  if (adjoint) return dtype == ScalarType::BFloat16 || (sp.mode == Mode::Cubic && dtype == ScalarType::Half);
  if (sp.mode == Mode::Nearest) return dtype == ScalarType::Byte || dtype == ScalarType::BFloat16;
  if (sp.mode == Mode::NearestExact) return dtype == ScalarType::Byte;
  return dtype == ScalarType::BFloat16;
}

// The resampling of a tensor off the CPU (a CUDA tensor; its kernels are these ops' CPU kernels, registered for the
// CUDA key in tensor/cuda/tail.cu): each spatial dim's pass as dispatched ops on the tensor's device, with the same
// taps (source indices and weights, computed here): the forward sums index_select(x, dim, idx_j) * w_j over the
// taps, the adjoint index_adds g * w_j at idx_j into zeros. Floating dtypes (float16 and bfloat16 too, as
// PyTorch's CUDA kernels); a nearest forward only gathers, so it takes every dtype.
Tensor resample_by_ops(const Spec& sp, const Tensor& self, const std::vector<int64_t>& in_sizes,
                       const std::vector<int64_t>& out_sizes, bool align,
                       const std::vector<std::optional<double>>& scales, bool adjoint) {
  const bool nearest = sp.mode == Mode::Nearest || sp.mode == Mode::NearestExact;
  if (!(nearest && !adjoint)) check_dtype_in(DtypeGroup::Floating, self.dtype(), adjoint ? sp.backward : sp.op,
                                             {ScalarType::Half, ScalarType::BFloat16});
  static const Operator& index_add = find_op("index_add");
  // A 16-bit gradient accumulates in float (and the device's index_add has no 16-bit atomics), rounded at the end.
  const bool widen = adjoint && is_reduced_floating(self.dtype());
  Tensor cur = widen ? to_dtype(self, ScalarType::Float) : self;
  const int64_t lead = self.dim() - sp.nd;
  for (int d = 0; d < sp.nd; ++d) {
    const int64_t dim = lead + d;
    const Taps<double> t = taps_for<double>(sp.mode, in_sizes[d], out_sizes[d], align, scales[d]);
    const int64_t n_out = out_sizes[d];
    // The j-th tap of every output index: its source index, and its weight shaped to broadcast along dim.
    std::vector<int64_t> weight_shape(static_cast<size_t>(cur.dim() - dim), 1);
    weight_shape[0] = n_out;
    Tensor result;
    for (int j = 0; j < t.taps; ++j) {
      Tensor idx = empty(std::vector<int64_t>{n_out}, ScalarType::Long);
      Tensor w = empty(weight_shape, ScalarType::Double);
      for (int64_t i = 0; i < n_out; ++i) {
        idx.data<int64_t>()[i] = t.idx[static_cast<size_t>(i * t.taps + j)];
        w.data<double>()[i] = t.w[static_cast<size_t>(i * t.taps + j)];
      }
      idx = to_device(idx, self.device());
      w = to_device(w, self.device(), cur.dtype());
      if (!adjoint) {
        Tensor term = index_select(cur, dim, idx);
        if (!nearest) term = mul(term, w);
        result = j == 0 ? term : add(result, term);
      } else {
        if (j == 0) {
          Dims shape = cur.sizes();
          shape[static_cast<size_t>(dim)] = in_sizes[d];
          result = zeros_like(empty(shape, cur.dtype(), cur.device()));
        }
        result = call_tensor_op(index_add, {result, dim, idx, nearest ? cur : mul(cur, w), int64_t(1)});
      }
    }
    cur = result;
  }
  return contiguous(widen ? to_dtype(cur, self.dtype()) : cur);
}

// The forward (input -> output sizes) or the adjoint (grad_output -> input sizes) of a spec's resampling.
Tensor resample(const Spec& sp, const Tensor& self, const std::vector<int64_t>& in_sizes,
                const std::vector<int64_t>& out_sizes, bool align, const std::vector<std::optional<double>>& scales,
                bool adjoint) {
  if (!self.device().is_cpu()) return resample_by_ops(sp, self, in_sizes, out_sizes, align, scales, adjoint);
  const ScalarType dtype = self.dtype();
  if (!pytorch_takes(sp, dtype, adjoint)) throw_not_implemented_for(refusing_kernel(sp, self, adjoint), dtype);
  if (dtype != ScalarType::Float && dtype != ScalarType::Double) {
    // A nearest forward only gathers: its source indices (computed in float for every dtype, taps_for) select along
    // each dim, exact in any dtype.
    check(!adjoint && (sp.mode == Mode::Nearest || sp.mode == Mode::NearestExact), ErrorKind::NotImplementedError,
          adjoint ? sp.backward : sp.op, " in ", dtype_name(dtype),
          " is not implemented in tsr yet (PyTorch computes it; float32 and float64 are supported)");
    Tensor cur = self;
    const int64_t lead = self.dim() - sp.nd;
    for (int d = 0; d < sp.nd; ++d) {
      const Taps<float> t = taps_for<float>(sp.mode, in_sizes[d], out_sizes[d], align, scales[d]);
      Tensor index = empty(std::vector<int64_t>{static_cast<int64_t>(t.idx.size())}, ScalarType::Long);
      std::copy(t.idx.begin(), t.idx.end(), index.data<int64_t>());
      cur = index_select(cur, lead + d, index);
    }
    return contiguous(cur);
  }
  Tensor cur = contiguous(self);
  const int64_t lead = cur.dim() - sp.nd;
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const bool fused = pytorch_vec::avx2();
      if (!adjoint && sp.mode == Mode::Linear && sp.nd >= 2 &&
          is_contiguous_in(self, sp.nd == 2 ? MemoryFormat::ChannelsLast : MemoryFormat::ChannelsLast3d)) {
        std::vector<Taps<T>> taps;
        for (int d = 0; d < sp.nd; ++d)
          taps.push_back(linear_taps<T>(in_sizes[d], out_sizes[d], align, scales[d], fused));
        cur = linear_channels_last_forward<T>(self, sp.nd, taps, out_sizes, fused);
      } else if (!adjoint) {
        for (int d = sp.nd - 1; d >= 0; --d) {
          auto t = sp.mode == Mode::Linear ? linear_taps<T>(in_sizes[d], out_sizes[d], align, scales[d], fused)
                                           : taps_for<T>(sp.mode, in_sizes[d], out_sizes[d], align, scales[d], fused);
          cur = pass<T, T>(cur, lead + d, out_sizes[d], t, fused && sp.mode != Mode::Nearest && sp.mode != Mode::NearestExact);
        }
      } else if (sp.mode == Mode::Nearest || sp.mode == Mode::NearestExact) {
        std::vector<Taps<T>> taps;
        for (int d = 0; d < sp.nd; ++d)
          taps.push_back(taps_for<T>(sp.mode, in_sizes[d], out_sizes[d], align, scales[d]));
        cur = adjoint_by_output<T>(cur, sp.nd, taps, in_sizes, out_sizes);
      } else if (sp.mode == Mode::Linear) {
        std::vector<Taps<T>> taps;
        for (int d = 0; d < sp.nd; ++d)
          taps.push_back(linear_taps<T>(in_sizes[d], out_sizes[d], align, scales[d], fused));
        cur = linear_backward<T>(cur, sp.nd, taps, in_sizes, out_sizes, fused);
      } else {
        cur = cubic_backward<T>(cur, in_sizes, out_sizes, align, scales);
      }
    }
  });
  return cur;
}

// The scales arguments (float? each) from position `first` on.
std::vector<std::optional<double>> scales_at(const Stack& s, size_t first, int nd) {
  std::vector<std::optional<double>> r;
  for (int d = 0; d < nd; ++d) r.push_back(optional_double_arg(s, first + static_cast<size_t>(d)));
  return r;
}

std::vector<int64_t> spatial(const Dims& sizes, int nd) {
  return std::vector<int64_t>(sizes.end() - nd, sizes.end());
}

BoxedKernel forward_kernel(Spec sp) {
  return [sp](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor& x = std::get<Tensor>(s.at(0));
    const std::vector<int64_t> out = int_list_arg(s, 1);
    check(x.dim() == sp.nd + 2, ErrorKind::RuntimeError, "Expected ", sp.nd + 2, "D input (got ", x.dim(), "D)");
    check(static_cast<int>(out.size()) == sp.nd, ErrorKind::RuntimeError, "It is expected output_size equals to ",
          sp.nd, ", but got size ", out.size());
    const std::vector<int64_t> in = spatial(x.sizes(), sp.nd);
    for (int d = 0; d < sp.nd; ++d)
      check(in[d] > 0 && out[d] > 0, ErrorKind::RuntimeError,
            "Input and output sizes should be greater than 0, but got input (", in[d], ") and output (", out[d], ")");
    const bool align = sp.align && bool_arg(s, 2);
    s = {resample(sp, x, in, out, align, scales_at(s, sp.align ? 3 : 2, sp.nd), false)};
  };
}

BoxedKernel backward_kernel(Spec sp) {
  return [sp](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor& g = std::get<Tensor>(s.at(0));
    const std::vector<int64_t> out = int_list_arg(s, 1), full_in = int_list_arg(s, 2);
    check(static_cast<int>(full_in.size()) == sp.nd + 2, ErrorKind::RuntimeError, "It is expected input_size equals to ",
          sp.nd + 2, ", but got size ", full_in.size());
    const std::vector<int64_t> in(full_in.end() - sp.nd, full_in.end());
    // grad_output must have the output's shape, (N, C) from input_size: PyTorch 1.13's checks (check_dim_size for
    // the 1-d ops)
    std::vector<int64_t> full_out{full_in[0], full_in[1]};
    full_out.insert(full_out.end(), out.begin(), out.end());
    const int64_t dims = sp.nd + 2;
    if (sp.nd != 1)
      check(g.dim() == dims, ErrorKind::RuntimeError, "Expected grad_output to be a tensor of dimension ", dims,
            " but got: dimension ", g.dim());
    for (int64_t d = 0; d < dims; ++d) {
      if (sp.nd == 1)
        check(g.dim() == dims && g.size(d) == full_out[d], ErrorKind::RuntimeError, "Expected a tensor of dimension ",
              dims, " and tensor.size[", d, "] == ", full_out[d], " but got: dimension ", g.dim(), " and tensor.size[",
              d, "] = ", d < g.dim() ? g.size(d) : 0);
      else
        check(g.size(d) == full_out[d], ErrorKind::RuntimeError,
              "Expected grad_output to have the same shape as output; output.size(", d, ") = ", full_out[d],
              " but got grad_output.size(", d, ") = ", g.size(d));
    }
    const bool align = sp.align && bool_arg(s, 3);
    s = {resample(sp, g, in, out, align, scales_at(s, sp.align ? 4 : 3, sp.nd), true)};
  };
}

// An argument by position; a trailing default the caller left off reads as None.
IValue arg_at(const Ctx& c, size_t i) { return i < c.args.size() ? c.args[i] : IValue(NoneValue{}); }

// Derivative of the forward op: the backward op; of the backward op: the forward op.
Formula forward_formula(Spec sp) {
  return [sp](Ctx& c) {
    const Dims& in = c.shape("self");
    Stack args{c.g(), c.a("output_size"), std::vector<int64_t>(in.begin(), in.end())};
    const size_t first = sp.align ? 2 : 1;
    if (sp.align) args.push_back(c.a("align_corners"));
    for (int d = 0; d < sp.nd; ++d) args.push_back(arg_at(c, first + 1 + static_cast<size_t>(d)));
    return G{call(sp.backward, std::move(args))};
  };
}

Formula backward_formula(Spec sp) {
  return [sp](Ctx& c) {
    Stack args{c.g(), c.a("output_size")};
    if (sp.align) args.push_back(c.a("align_corners"));
    const size_t first = sp.align ? 4 : 3;
    for (int d = 0; d < sp.nd; ++d) args.push_back(arg_at(c, first + static_cast<size_t>(d)));
    return G{call(sp.op, std::move(args))};
  };
}

const Spec kNearest1{"upsample_nearest1d", "upsample_nearest1d_backward", 1, Mode::Nearest, false};
const Spec kNearest2{"upsample_nearest2d", "upsample_nearest2d_backward", 2, Mode::Nearest, false};
const Spec kNearest3{"upsample_nearest3d", "upsample_nearest3d_backward", 3, Mode::Nearest, false};
const Spec kExact1{"_upsample_nearest_exact1d", "_upsample_nearest_exact1d_backward", 1, Mode::NearestExact, false};
const Spec kExact2{"_upsample_nearest_exact2d", "_upsample_nearest_exact2d_backward", 2, Mode::NearestExact, false};
const Spec kExact3{"_upsample_nearest_exact3d", "_upsample_nearest_exact3d_backward", 3, Mode::NearestExact, false};
const Spec kLinear1{"upsample_linear1d", "upsample_linear1d_backward", 1, Mode::Linear, true};
const Spec kLinear2{"upsample_bilinear2d", "upsample_bilinear2d_backward", 2, Mode::Linear, true};
const Spec kLinear3{"upsample_trilinear3d", "upsample_trilinear3d_backward", 3, Mode::Linear, true};
const Spec kCubic2{"upsample_bicubic2d", "upsample_bicubic2d_backward", 2, Mode::Cubic, true};

}  // namespace

// The node names are those F.interpolate's graphs show in PyTorch 1.13 (it calls the .vec overloads, whose nodes
// are the ...Backward1 ones); tsr declares the overloads with one optional scale per dim.
TSR_DEFINE_OP("upsample_nearest1d(Tensor self, int[1] output_size, float? scales=None) -> Tensor",
              "Nearest-neighbour resampling of (N, C, L) input.",
              formula("UpsampleNearest1DBackward1", {}, forward_formula(kNearest1)));
TSR_DEFINE_OP("upsample_nearest2d(Tensor self, int[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor",
              "Nearest-neighbour resampling of (N, C, H, W) input.",
              formula("UpsampleNearest2DBackward1", {}, forward_formula(kNearest2)));
TSR_DEFINE_OP("upsample_nearest3d(Tensor self, int[3] output_size, float? scales_d=None, float? scales_h=None, float? "
              "scales_w=None) -> Tensor",
              "Nearest-neighbour resampling of (N, C, D, H, W) input.",
              formula("UpsampleNearest3DBackward1", {}, forward_formula(kNearest3)));
TSR_DEFINE_OP("_upsample_nearest_exact1d(Tensor self, int[1] output_size, float? scales=None) -> Tensor",
              "Nearest-exact resampling (source floor((i + 0.5) * scale)) of (N, C, L) input.",
              formula("UpsampleNearestExact1DBackward1", {}, forward_formula(kExact1)));
TSR_DEFINE_OP("_upsample_nearest_exact2d(Tensor self, int[2] output_size, float? scales_h=None, float? scales_w=None) "
              "-> Tensor",
              "Nearest-exact resampling of (N, C, H, W) input.",
              formula("UpsampleNearestExact2DBackward1", {}, forward_formula(kExact2)));
TSR_DEFINE_OP("_upsample_nearest_exact3d(Tensor self, int[3] output_size, float? scales_d=None, float? scales_h=None, "
              "float? scales_w=None) -> Tensor",
              "Nearest-exact resampling of (N, C, D, H, W) input.",
              formula("UpsampleNearestExact3DBackward1", {}, forward_formula(kExact3)));
TSR_DEFINE_OP("upsample_linear1d(Tensor self, int[1] output_size, bool align_corners, float? scales=None) -> Tensor",
              "Linear resampling of (N, C, L) input.",
              formula("UpsampleLinear1DBackward1", {}, forward_formula(kLinear1)));
TSR_DEFINE_OP("upsample_bilinear2d(Tensor self, int[2] output_size, bool align_corners, float? scales_h=None, float? "
              "scales_w=None) -> Tensor",
              "Bilinear resampling of (N, C, H, W) input.",
              formula("UpsampleBilinear2DBackward1", {}, forward_formula(kLinear2)));
TSR_DEFINE_OP("upsample_trilinear3d(Tensor self, int[3] output_size, bool align_corners, float? scales_d=None, float? "
              "scales_h=None, float? scales_w=None) -> Tensor",
              "Trilinear resampling of (N, C, D, H, W) input.",
              formula("UpsampleTrilinear3DBackward1", {}, forward_formula(kLinear3)));
TSR_DEFINE_OP("upsample_bicubic2d(Tensor self, int[2] output_size, bool align_corners, float? scales_h=None, float? "
              "scales_w=None) -> Tensor",
              "Bicubic resampling (Keys, A = -0.75) of (N, C, H, W) input.",
              formula("UpsampleBicubic2DBackward1", {}, forward_formula(kCubic2)));

TSR_DEFINE_OP("upsample_nearest1d_backward(Tensor grad_output, int[1] output_size, int[3] input_size, float? "
              "scales=None) -> Tensor",
              "upsample_nearest1d's input gradient.",
              formula("UpsampleNearest1DBackwardBackward0", {}, backward_formula(kNearest1)));
TSR_DEFINE_OP("upsample_nearest2d_backward(Tensor grad_output, int[2] output_size, int[4] input_size, float? "
              "scales_h=None, float? scales_w=None) -> Tensor",
              "upsample_nearest2d's input gradient.",
              formula("UpsampleNearest2DBackwardBackward0", {}, backward_formula(kNearest2)));
TSR_DEFINE_OP("upsample_nearest3d_backward(Tensor grad_output, int[3] output_size, int[5] input_size, float? "
              "scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor",
              "upsample_nearest3d's input gradient.",
              formula("UpsampleNearest3DBackwardBackward0", {}, backward_formula(kNearest3)));
TSR_DEFINE_OP("_upsample_nearest_exact1d_backward(Tensor grad_output, int[1] output_size, int[3] input_size, float? "
              "scales=None) -> Tensor",
              "_upsample_nearest_exact1d's input gradient.",
              formula("UpsampleNearestExact1DBackwardBackward0", {}, backward_formula(kExact1)));
TSR_DEFINE_OP("_upsample_nearest_exact2d_backward(Tensor grad_output, int[2] output_size, int[4] input_size, float? "
              "scales_h=None, float? scales_w=None) -> Tensor",
              "_upsample_nearest_exact2d's input gradient.",
              formula("UpsampleNearestExact2DBackwardBackward0", {}, backward_formula(kExact2)));
TSR_DEFINE_OP("_upsample_nearest_exact3d_backward(Tensor grad_output, int[3] output_size, int[5] input_size, float? "
              "scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor",
              "_upsample_nearest_exact3d's input gradient.",
              formula("UpsampleNearestExact3DBackwardBackward0", {}, backward_formula(kExact3)));
TSR_DEFINE_OP("upsample_linear1d_backward(Tensor grad_output, int[1] output_size, int[3] input_size, bool "
              "align_corners, float? scales=None) -> Tensor",
              "upsample_linear1d's input gradient.",
              formula("UpsampleLinear1DBackwardBackward0", {}, backward_formula(kLinear1)));
TSR_DEFINE_OP("upsample_bilinear2d_backward(Tensor grad_output, int[2] output_size, int[4] input_size, bool "
              "align_corners, float? scales_h=None, float? scales_w=None) -> Tensor",
              "upsample_bilinear2d's input gradient.",
              formula("UpsampleBilinear2DBackwardBackward0", {}, backward_formula(kLinear2)));
TSR_DEFINE_OP("upsample_trilinear3d_backward(Tensor grad_output, int[3] output_size, int[5] input_size, bool "
              "align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor",
              "upsample_trilinear3d's input gradient.",
              formula("UpsampleTrilinear3DBackwardBackward0", {}, backward_formula(kLinear3)));
TSR_DEFINE_OP("upsample_bicubic2d_backward(Tensor grad_output, int[2] output_size, int[4] input_size, bool "
              "align_corners, float? scales_h=None, float? scales_w=None) -> Tensor",
              "upsample_bicubic2d's input gradient.",
              formula("UpsampleBicubic2DBackwardBackward0", {}, backward_formula(kCubic2)));

// The 2-d nearest and bilinear resamplings keep a channels-last layout, the forward's from the input, the backward's
// from grad_output, as PyTorch's kernels do (bicubic's results are contiguous in PyTorch 1.13); a channels-last
// bilinear input's values are its channels-last kernel's (linear_channels_last_forward).
TSR_REGISTER_KERNEL("upsample_nearest1d", CPU, forward_kernel(kNearest1));
TSR_REGISTER_KERNEL("upsample_nearest2d", CPU, keeping_channels_last(0, forward_kernel(kNearest2)));
TSR_REGISTER_KERNEL("upsample_nearest3d", CPU, forward_kernel(kNearest3));
TSR_REGISTER_KERNEL("_upsample_nearest_exact1d", CPU, forward_kernel(kExact1));
TSR_REGISTER_KERNEL("_upsample_nearest_exact2d", CPU, keeping_channels_last(0, forward_kernel(kExact2)));
TSR_REGISTER_KERNEL("_upsample_nearest_exact3d", CPU, forward_kernel(kExact3));
TSR_REGISTER_KERNEL("upsample_linear1d", CPU, forward_kernel(kLinear1));
TSR_REGISTER_KERNEL("upsample_bilinear2d", CPU, keeping_channels_last(0, forward_kernel(kLinear2)));
TSR_REGISTER_KERNEL("upsample_trilinear3d", CPU, forward_kernel(kLinear3));
TSR_REGISTER_KERNEL("upsample_bicubic2d", CPU, forward_kernel(kCubic2));
TSR_REGISTER_KERNEL("upsample_nearest1d_backward", CPU, backward_kernel(kNearest1));
TSR_REGISTER_KERNEL("upsample_nearest2d_backward", CPU, keeping_channels_last(0, backward_kernel(kNearest2)));
TSR_REGISTER_KERNEL("upsample_nearest3d_backward", CPU, backward_kernel(kNearest3));
TSR_REGISTER_KERNEL("_upsample_nearest_exact1d_backward", CPU, backward_kernel(kExact1));
TSR_REGISTER_KERNEL("_upsample_nearest_exact2d_backward", CPU, keeping_channels_last(0, backward_kernel(kExact2)));
TSR_REGISTER_KERNEL("_upsample_nearest_exact3d_backward", CPU, backward_kernel(kExact3));
TSR_REGISTER_KERNEL("upsample_linear1d_backward", CPU, backward_kernel(kLinear1));
TSR_REGISTER_KERNEL("upsample_bilinear2d_backward", CPU, keeping_channels_last(0, backward_kernel(kLinear2)));
TSR_REGISTER_KERNEL("upsample_trilinear3d_backward", CPU, backward_kernel(kLinear3));
TSR_REGISTER_KERNEL("upsample_bicubic2d_backward", CPU, backward_kernel(kCubic2));

}  // namespace tsr::tensor
