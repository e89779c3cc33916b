// The index math of the CUDA convolution and pooling kernels (conv.cu), host and device code in one place: which
// input element each im2col column entry reads, which column entries col2im sums into an image element, a max or
// average pool's window for one output, and the pools' input gradients as gathers (each input element sums the
// outputs whose window holds it, in the order the CPU kernels add them, so no atomics and the CPU's sums to the
// bit). tests/tensor/cuda/conv_index_test.cpp runs these functions on the CPU against the CPU kernels
// (kernels/cpu/conv.cpp: im2col, col2im, max_pool2d, avg_pool2d and their backward).
#pragma once

#include <cstdint>
#include <limits>

#include "tensor/core/half.hpp"
#include "tensor/cuda/host_device.hpp"
#include "tensor/kernels/pool_windows.hpp"

namespace tsr::tensor::cuda {

using pool_windows::first_window;
using pool_windows::last_window;
using pool_windows::MaxAt;

// One image's convolution geometry (ConvGeometry without the batch and output channels), by value for kernels.
struct ConvShape {
  int64_t c = 0, h = 0, w = 0, kh = 0, kw = 0, oh = 0, ow = 0;
  int64_t sh = 1, sw = 1, ph = 0, pw = 0, dh = 1, dw = 1;
  TSR_HD int64_t col_rows() const { return c * kh * kw; }
  TSR_HD int64_t col_cols() const { return oh * ow; }
  TSR_HD int64_t image_size() const { return c * h * w; }
};

// im2col: column entry i (row (c, ky, kx), column (oy, ox): i = ((c*kh + ky)*kw + kx)*oh*ow + oy*ow + ox) reads
// the image's element (c, oy*sh - ph + ky*dh, ox*sw - pw + kx*dw), at this offset of a contiguous (C, H, W) image;
// -1 where that lies in the padding (the entry is 0).
TSR_HD int64_t im2col_source(const ConvShape& g, int64_t i) {
  const int64_t ox = i % g.ow, oy = (i / g.ow) % g.oh;
  const int64_t row = i / (g.oh * g.ow);
  const int64_t kx = row % g.kw, ky = (row / g.kw) % g.kh, c = row / (g.kw * g.kh);
  const int64_t iy = oy * g.sh - g.ph + ky * g.dh, ix = ox * g.sw - g.pw + kx * g.dw;
  return (iy >= 0 && iy < g.h && ix >= 0 && ix < g.w) ? (c * g.h + iy) * g.w + ix : -1;
}

// col2im (the adjoint): image element p = (c*H + iy)*W + ix is the sum of the column entries that read it, one per
// (ky, kx) at most, added in increasing (ky, kx) as the CPU's col2im adds them.
template <class T>
TSR_HD T col2im_at(const ConvShape& g, const T* cols, int64_t p) {
  const int64_t ix = p % g.w, iy = (p / g.w) % g.h, c = p / (g.w * g.h);
  opmath_t<T> acc = 0;  // float for float16/bfloat16 (PyTorch's accscalar_t), rounded once at the end
  for (int64_t ky = 0; ky < g.kh; ++ky) {
    const int64_t ty = iy + g.ph - ky * g.dh;
    if (ty < 0 || ty % g.sh != 0 || ty / g.sh >= g.oh) continue;
    const int64_t oy = ty / g.sh;
    for (int64_t kx = 0; kx < g.kw; ++kx) {
      const int64_t tx = ix + g.pw - kx * g.dw;
      if (tx < 0 || tx % g.sw != 0 || tx / g.sw >= g.ow) continue;
      acc += static_cast<opmath_t<T>>(cols[((c * g.kh + ky) * g.kw + kx) * g.oh * g.ow + oy * g.ow + tx / g.sw]);
    }
  }
  return static_cast<T>(acc);
}

// One (H, W) plane's pooling geometry.
struct PoolShape {
  int64_t h = 0, w = 0, oh = 0, ow = 0, kh = 1, kw = 1, sh = 1, sw = 1, ph = 0, pw = 0, dh = 1, dw = 1;
};

// max_pool2d's output (oy, ox) of a contiguous plane: the first maximum in row-major window order, or the last NaN
// (the CPU kernel's rule: a later element replaces the best when it is greater or NaN).
template <class T>
TSR_HD MaxAt<T> max_pool_at(const PoolShape& g, const T* plane, int64_t oy, int64_t ox) {
  T best = std::numeric_limits<T>::lowest();
  int64_t best_i = -1;
  for (int64_t ky = 0; ky < g.kh; ++ky) {
    const int64_t iy = oy * g.sh - g.ph + ky * g.dh;
    if (iy < 0 || iy >= g.h) continue;
    for (int64_t kx = 0; kx < g.kw; ++kx) {
      const int64_t ix = ox * g.sw - g.pw + kx * g.dw;
      if (ix < 0 || ix >= g.w) continue;
      const T v = plane[iy * g.w + ix];
      if (best_i < 0 || v > best || v != v) {
        best = v;
        best_i = iy * g.w + ix;
      }
    }
  }
  return {best, best_i};
}

// max_pool2d's input gradient at plane position (iy, ix): the sum of grad over the outputs whose recorded maximum
// is there, in increasing output order (as the CPU kernel's scatter adds them).
template <class T>
TSR_HD T max_pool_grad_at(const PoolShape& g, const T* grad_plane, const int64_t* index_plane, int64_t iy, int64_t ix) {
  const int64_t target = iy * g.w + ix;
  const int64_t y0 = first_window(iy, g.sh, g.ph, (g.kh - 1) * g.dh + 1), y1 = last_window(iy, g.sh, g.ph, g.oh);
  const int64_t x0 = first_window(ix, g.sw, g.pw, (g.kw - 1) * g.dw + 1), x1 = last_window(ix, g.sw, g.pw, g.ow);
  opmath_t<T> acc = 0;
  for (int64_t oy = y0; oy <= y1; ++oy)
    for (int64_t ox = x0; ox <= x1; ++ox)
      if (index_plane[oy * g.ow + ox] == target) acc += static_cast<opmath_t<T>>(grad_plane[oy * g.ow + ox]);
  return static_cast<T>(acc);
}

// avg_pool2d's window for output (oy, ox), clipped to the input, and its divisor (PyTorch's rules: the window
// within input + padding, or only the input's part, or divisor_override; 0 means none).
struct AvgWindow {
  int64_t y0, y1, x0, x1, divisor;
};
TSR_HD AvgWindow avg_window(const PoolShape& g, int64_t oy, int64_t ox, bool count_include_pad, int64_t divisor_override) {
  int64_t y0 = oy * g.sh - g.ph, x0 = ox * g.sw - g.pw;
  int64_t y1 = y0 + g.kh < g.h + g.ph ? y0 + g.kh : g.h + g.ph, x1 = x0 + g.kw < g.w + g.pw ? x0 + g.kw : g.w + g.pw;
  const int64_t pool_size = (y1 - y0) * (x1 - x0);
  y0 = y0 > 0 ? y0 : 0;
  x0 = x0 > 0 ? x0 : 0;
  y1 = y1 < g.h ? y1 : g.h;
  x1 = x1 < g.w ? x1 : g.w;
  const int64_t div = divisor_override != 0 ? divisor_override : (count_include_pad ? pool_size : (y1 - y0) * (x1 - x0));
  return {y0, y1, x0, x1, div};
}

// avg_pool2d's output (oy, ox): the window's sum in row-major order, in T, divided by the divisor.
template <class T>
TSR_HD T avg_pool_at(const PoolShape& g, const T* plane, int64_t oy, int64_t ox, bool count_include_pad,
                     int64_t divisor_override) {
  const AvgWindow win = avg_window(g, oy, ox, count_include_pad, divisor_override);
  using A = opmath_t<T>;  // float for float16/bfloat16, rounded once at the end
  A acc = A(0);
  for (int64_t iy = win.y0; iy < win.y1; ++iy)
    for (int64_t ix = win.x0; ix < win.x1; ++ix) acc += static_cast<A>(plane[iy * g.w + ix]);
  return static_cast<T>(acc / static_cast<A>(win.divisor));
}

// avg_pool2d's input gradient at (iy, ix): grad / divisor of every output whose window holds it, in increasing
// output order (as the CPU kernel spreads them).
template <class T>
TSR_HD T avg_pool_grad_at(const PoolShape& g, const T* grad_plane, int64_t iy, int64_t ix, bool count_include_pad,
                          int64_t divisor_override) {
  const int64_t y0 = first_window(iy, g.sh, g.ph, g.kh), y1 = last_window(iy, g.sh, g.ph, g.oh);
  const int64_t x0 = first_window(ix, g.sw, g.pw, g.kw), x1 = last_window(ix, g.sw, g.pw, g.ow);
  using A = opmath_t<T>;
  A acc = A(0);
  for (int64_t oy = y0; oy <= y1; ++oy)
    for (int64_t ox = x0; ox <= x1; ++ox) {
      const AvgWindow win = avg_window(g, oy, ox, count_include_pad, divisor_override);
      if (iy >= win.y0 && iy < win.y1 && ix >= win.x0 && ix < win.x1)
        acc += static_cast<A>(grad_plane[oy * g.ow + ox]) / static_cast<A>(win.divisor);
    }
  return static_cast<T>(acc);
}

}  // namespace tsr::tensor::cuda
