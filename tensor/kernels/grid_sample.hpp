// grid_sampler_2d's per-point math, host-and-device code that the CPU kernel (kernels/cpu/grid_sampler.cpp) and the
// CUDA kernel (cuda/grid_sample.cu) both run: a grid coordinate to a source position under each padding mode
// (PyTorch's ComputeLocation, with the derivative of the map), the four corners of a bilinear tap, the masked read
// of an input element, one output point's samples over the channels, and one point's gradients. See Note
// [grid_sampler's rounding] in the CPU kernel for the fused multiply-adds (`fused`).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::grid_sample {

enum class Padding : int64_t { Zeros = 0, Border = 1, Reflection = 2 };

// Vectorized's minimum/maximum: _mm256_min_ps/_max_ps (the second operand where they compare equal or unordered),
// then NaN where either operand is NaN.
template <class T>
TSR_HD T vmin(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  return a < b ? a : b;
}
template <class T>
TSR_HD T vmax(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  return a > b ? a : b;
}
template <class T>
TSR_HD bool same_bits(T a, T b) {
  using U = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  U x, y;
  std::memcpy(&x, &a, sizeof(T));
  std::memcpy(&y, &b, sizeof(T));
  return x == y;
}

// convert_to_int_of_same_size of an integral value: int32 for float, int64 for double; NaN and values out of range
// give the conversion's "integer indefinite" (the lowest value), which every bounds test then refuses.
template <class T>
TSR_HD int64_t to_index(T v) {
  using I = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
  if (!(v >= static_cast<T>(std::numeric_limits<I>::min()) && v < -static_cast<T>(std::numeric_limits<I>::min())))
    return std::numeric_limits<I>::min();
  return static_cast<int64_t>(v);
}

template <class T>
struct Mapped {
  T value, grad;  // a source position and d position / d grid coordinate
};

// ComputeLocation<scalar_t, padding, align_corners>: a grid coordinate to a source position along one dim, and the
// derivative of that map.
template <class T>
struct Location {
  Padding padding;
  bool align, fused;
  T max_val, scaling, low, twice_span;

  TSR_HD Location(int64_t size, Padding p, bool align_corners, bool fuse)
      : padding(p),
        align(align_corners),
        fused(fuse),
        max_val(static_cast<T>(size - 1)),
        scaling(align_corners ? static_cast<T>(size - 1) / 2 : static_cast<T>(size) / 2),
        low(align_corners ? T(0) : T(-0.5)),
        twice_span(align_corners ? static_cast<T>(size - 1) * 2 : static_cast<T>(size) * 2) {}

  TSR_HD T unnormalize(T in) const {
    if (align) return (in + T(1)) * scaling;
    return fused ? std::fma(in + T(1), scaling, T(-0.5)) : (in + T(1)) * scaling - T(0.5);
  }
  TSR_HD T clip(T in) const { return vmin(max_val, vmax(in, T(0))); }
  // the clipped value, and (as grad: 1 or 0) whether the gradient passes (the borders themselves count as outside)
  TSR_HD Mapped<T> clip_with_grad(T in) const {
    const T lo = vmax(in, T(0));
    const T res = vmin(lo, max_val);
    return {res, !same_bits(lo, T(0)) && !same_bits(res, max_val) ? T(1) : T(0)};
  }
  TSR_HD T extra_of(T abs_in) const {
    const T flips = std::trunc(abs_in / twice_span);
    return fused ? std::fma(-flips, twice_span, abs_in) : abs_in - flips * twice_span;
  }
  TSR_HD T reflect(T in) const {
    if (twice_span == 0) return T(0);
    const T extra = extra_of(std::fabs(in - low));
    return vmin(extra, twice_span - extra) + low;
  }
  TSR_HD Mapped<T> reflect_with_grad(T in) const {
    if (twice_span == 0) return {T(0), T(0)};
    const T shifted = in - low;
    const bool negative = shifted < T(0);
    const T extra = extra_of(std::fabs(shifted));
    const T reflected = twice_span - extra;
    const bool one_more_flip = extra > reflected;
    return {(one_more_flip ? reflected : extra) + low, one_more_flip != negative ? T(-1) : T(1)};
  }
  TSR_HD T apply(T in) const {
    const T x = unnormalize(in);
    if (padding == Padding::Zeros) return x;
    if (padding == Padding::Border) return clip(x);
    return clip(reflect(x));
  }
  TSR_HD Mapped<T> apply_with_grad(T in) const {
    const T x = unnormalize(in);
    if (padding == Padding::Zeros) return {x, scaling};
    if (padding == Padding::Border) {
      const Mapped<T> c = clip_with_grad(x);
      return {c.value, c.grad * scaling};
    }
    const Mapped<T> r = reflect_with_grad(x);
    const Mapped<T> c = clip_with_grad(r.value);
    return {c.value, c.grad != T(0) ? r.grad * scaling : T(0)};
  }
};

// The four corners of a bilinear tap: weights, whether each lies inside, and the west/north indices.
template <class T>
struct Corners {
  T n, s, w, e, nw, ne, sw, se;
  bool nw_in, ne_in, sw_in, se_in;
  int64_t x_w, y_n;
};

template <class T>
TSR_HD Corners<T> corners(T x, T y, int64_t in_h, int64_t in_w, bool must_in_bound) {
  Corners<T> c;
  const T x_w = std::floor(x), y_n = std::floor(y);
  c.w = x - x_w;
  c.e = T(1) - c.w;
  c.n = y - y_n;
  c.s = T(1) - c.n;
  c.nw = c.s * c.e;
  c.ne = c.s * c.w;
  c.sw = c.n * c.e;
  c.se = c.n * c.w;
  c.x_w = to_index(x_w);
  c.y_n = to_index(y_n);
  const int64_t x_e = c.x_w + 1, y_s = c.y_n + 1;
  const bool w_in = must_in_bound || (c.x_w > -1 && c.x_w < in_w);
  const bool n_in = must_in_bound || (c.y_n > -1 && c.y_n < in_h);
  const bool e_in = must_in_bound ? x_e < in_w : x_e > -1 && x_e < in_w;
  const bool s_in = must_in_bound ? y_s < in_h : y_s > -1 && y_s < in_h;
  c.nw_in = w_in && n_in;
  c.ne_in = e_in && n_in;
  c.sw_in = w_in && s_in;
  c.se_in = e_in && s_in;
  return c;
}

// An input element, zero where the mask is off (mask_gather). A position the padding should have kept inside (a NaN
// grid coordinate under border or reflection padding) reads as zero rather than outside the tensor.
template <class T>
TSR_HD T gather(const T* plane, int64_t s_h, int64_t s_w, int64_t in_h, int64_t in_w, int64_t y, int64_t x, bool in) {
  if (!in || y < 0 || y >= in_h || x < 0 || x >= in_w) return T(0);
  return plane[y * s_h + x * s_w];
}

// The nearest tap of (x, y): its indices and whether it lies inside.
struct Nearest {
  int64_t ix, iy;
  bool in;
};
template <class T>
TSR_HD Nearest nearest_of(T x, T y, int64_t in_h, int64_t in_w, bool must_in_bound) {
  const int64_t ix = to_index(std::nearbyint(x)), iy = to_index(std::nearbyint(y));
  return {ix, iy, must_in_bound || (ix > -1 && ix < in_w && iy > -1 && iy < in_h)};
}

// The bilinear sum nw_val * nw + ne_val * ne + sw_val * sw + se_val * se.
template <class T>
TSR_HD T bilinear(const Corners<T>& q, T nw, T ne, T sw, T se, bool fused) {
  return fused ? std::fma(se, q.se, std::fma(sw, q.sw, std::fma(ne, q.ne, nw * q.nw)))
               : nw * q.nw + ne * q.ne + sw * q.sw + se * q.se;
}

// One call's geometry: the input's sizes and strides, the mode, and the two dims' location maps.
template <class T>
struct Geometry {
  int64_t c, in_h, in_w;
  int64_t sn, sc, sh, sw;  // input strides
  bool nearest, must_in_bound, fused;
  Location<T> loc_w, loc_h;
};

// Output point (x, y) = grid's (gx, gy) of image `input` (its batch's start), every channel: out[k * out_stride].
template <class T>
TSR_HD void sample_point(const Geometry<T>& g, const T* input, T gx, T gy, T* out, int64_t out_stride) {
  const T x = g.loc_w.apply(gx), y = g.loc_h.apply(gy);
  if (g.nearest) {
    const Nearest t = nearest_of(x, y, g.in_h, g.in_w, g.must_in_bound);
    for (int64_t k = 0; k < g.c; ++k)
      out[k * out_stride] = gather(input + k * g.sc, g.sh, g.sw, g.in_h, g.in_w, t.iy, t.ix, t.in);
    return;
  }
  const Corners<T> q = corners(x, y, g.in_h, g.in_w, g.must_in_bound);
  for (int64_t k = 0; k < g.c; ++k) {
    const T* plane = input + k * g.sc;
    const T nw = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n, q.x_w, q.nw_in);
    const T ne = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n, q.x_w + 1, q.ne_in);
    const T sw = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n + 1, q.x_w, q.sw_in);
    const T se = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n + 1, q.x_w + 1, q.se_in);
    out[k * out_stride] = bilinear(q, nw, ne, sw, se, g.fused);
  }
}

// The grid gradient's per-channel term: gx += ((ne - nw) * s + (se - sw) * n) * g_out, gy likewise.
template <class T>
TSR_HD void add_grid_terms(const Corners<T>& r, T nw, T ne, T sw, T se, T g_out, bool fused, T& gx, T& gy) {
  if (fused) {
    gx = std::fma(std::fma(se - sw, r.n, (ne - nw) * r.s), g_out, gx);
    gy = std::fma(std::fma(se - ne, r.w, (sw - nw) * r.e), g_out, gy);
  } else {
    gx = gx + ((ne - nw) * r.s + (se - sw) * r.n) * g_out;
    gy = gy + ((sw - nw) * r.e + (se - ne) * r.w) * g_out;
  }
}

// One output point's gradients: add(k, y, x, v) receives each input-gradient share of channel k (taps inside the
// input only), channel after channel and nw, ne, sw, se within one; the grid gradient (d/dgx, d/dgy) is returned
// through gx and gy. grad_out[k * grad_stride] is the point's output gradient of channel k.
template <class T, class Add>
TSR_HD void point_backward(const Geometry<T>& g, const T* input, T grid_x, T grid_y, const T* grad_out,
                           int64_t grad_stride, Add&& add, T& gx, T& gy) {
  const Mapped<T> mx = g.loc_w.apply_with_grad(grid_x), my = g.loc_h.apply_with_grad(grid_y);
  gx = gy = T(0);
  auto add_in = [&](int64_t k, int64_t y, int64_t x, bool in, T v) {
    if (in && y >= 0 && y < g.in_h && x >= 0 && x < g.in_w) add(k, y, x, v);
  };
  if (g.nearest) {
    const Nearest t = nearest_of(mx.value, my.value, g.in_h, g.in_w, g.must_in_bound);
    for (int64_t k = 0; k < g.c; ++k) add_in(k, t.iy, t.ix, t.in, grad_out[k * grad_stride]);
    return;  // the grid gradient is zero
  }
  const Corners<T> q = corners(mx.value, my.value, g.in_h, g.in_w, g.must_in_bound);
  for (int64_t k = 0; k < g.c; ++k) {
    const T go = grad_out[k * grad_stride];
    add_in(k, q.y_n, q.x_w, q.nw_in, q.nw * go);
    add_in(k, q.y_n, q.x_w + 1, q.ne_in, q.ne * go);
    add_in(k, q.y_n + 1, q.x_w, q.sw_in, q.sw * go);
    add_in(k, q.y_n + 1, q.x_w + 1, q.se_in, q.se * go);
    const T* plane = input + k * g.sc;
    const T nw = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n, q.x_w, q.nw_in);
    const T ne = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n, q.x_w + 1, q.ne_in);
    const T sw = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n + 1, q.x_w, q.sw_in);
    const T se = gather(plane, g.sh, g.sw, g.in_h, g.in_w, q.y_n + 1, q.x_w + 1, q.se_in);
    add_grid_terms(q, nw, ne, sw, se, go, g.fused, gx, gy);
  }
  gx = gx * mx.grad;
  gy = gy * my.grad;
}

}  // namespace tsr::tensor::grid_sample
