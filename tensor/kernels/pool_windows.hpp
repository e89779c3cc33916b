// The window math of the adaptive pools, the 3-d pools and reflection/replication padding, host-and-device code that
// the CPU kernels (kernels/cpu/adaptive_pool.cpp, conv.cpp, padding.cpp) and the CUDA kernels (cuda/pool_pad.cu)
// both run: which input elements an output reads, and each input element's gradient as a gather over the outputs
// that read it.
//
// The CPU backward kernels scatter: they walk the outputs in row-major order and add each one's share into the
// input elements it read. The gathers here visit, for one input element, exactly those outputs in that same order,
// so with the accumulator type A = T they add the same numbers in the same order: the CPU's sums to the bit, with
// no atomics. (The CUDA kernels accumulate float16 and bfloat16 in float, as PyTorch's accscalar_t does.)
// tests/tensor/cuda/pool_windows_test.cpp holds every function to the CPU kernels.
//
// A plane is one contiguous (D, H, W) block; a 2-d op has D = 1, a 1-d one D = H = 1.
#pragma once

#include <cstdint>
#include <limits>

#include "tensor/core/half.hpp"
#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::pool_windows {

TSR_HD int64_t min_of(int64_t a, int64_t b) { return a < b ? a : b; }
TSR_HD int64_t max_of(int64_t a, int64_t b) { return a > b ? a : b; }

// A flat position in a (D, H, W) plane as its three coordinates, and back.
struct Coord {
  int64_t d, h, w;
};
TSR_HD Coord coord_of(int64_t i, const int64_t* size) {
  return {i / (size[1] * size[2]), (i / size[2]) % size[1], i % size[2]};
}
TSR_HD int64_t flat_of(int64_t d, int64_t h, int64_t w, const int64_t* size) { return (d * size[1] + h) * size[2] + w; }

template <class T>
struct MaxAt {
  T value;
  int64_t index;  // flat position in the input plane
};

// True where a value takes a pool maximum's place: greater, or NaN (a later NaN replaces an earlier one).
template <class A>
TSR_HD bool replaces(A v, A best) {
  return v > best || v != v;
}

// ---- adaptive pools --------------------------------------------------------------------------------------------
// Output cell o of a dim of `out` cells over `in` elements covers [adaptive_start, adaptive_end): floor(o * in / out)
// to ceil((o + 1) * in / out), written so that o * in cannot overflow. The same two functions with the roles
// swapped give the output cells whose windows hold input element i: [adaptive_start(i, in, out),
// adaptive_end(i, in, out)).
TSR_HD int64_t adaptive_start(int64_t o, int64_t out, int64_t in) { return (o / out) * in + ((o % out) * in) / out; }
TSR_HD int64_t adaptive_end(int64_t o, int64_t out, int64_t in) { return 1 + ((o + 1) * in - 1) / out; }

struct AdaptiveShape {
  int64_t in[3] = {1, 1, 1}, out[3] = {1, 1, 1};
  TSR_HD int64_t in_plane() const { return in[0] * in[1] * in[2]; }
  TSR_HD int64_t out_plane() const { return out[0] * out[1] * out[2]; }
};

// The average of output o's window: its elements summed in (D, H, W) order in A, then divided by each extent in
// turn (sum / kD / kH / kW: a 2-d op's kD of 1 divides exactly).
template <class A, class T>
TSR_HD T adaptive_avg_at(const AdaptiveShape& g, const T* plane, int64_t o) {
  const Coord c = coord_of(o, g.out);
  const int64_t d0 = adaptive_start(c.d, g.out[0], g.in[0]), d1 = adaptive_end(c.d, g.out[0], g.in[0]);
  const int64_t h0 = adaptive_start(c.h, g.out[1], g.in[1]), h1 = adaptive_end(c.h, g.out[1], g.in[1]);
  const int64_t w0 = adaptive_start(c.w, g.out[2], g.in[2]), w1 = adaptive_end(c.w, g.out[2], g.in[2]);
  A sum = A(0);
  for (int64_t d = d0; d < d1; ++d)
    for (int64_t h = h0; h < h1; ++h)
      for (int64_t w = w0; w < w1; ++w) sum += static_cast<A>(plane[flat_of(d, h, w, g.in)]);
  sum = sum / (d1 - d0);
  return static_cast<T>(sum / (h1 - h0) / (w1 - w0));
}

// The input gradient at plane position i: each covering output's grad / kD / kH / kW, added in output order.
template <class A, class T>
TSR_HD T adaptive_avg_grad_at(const AdaptiveShape& g, const T* grad_plane, int64_t i) {
  const Coord c = coord_of(i, g.in);
  A acc = A(0);
  for (int64_t od = adaptive_start(c.d, g.in[0], g.out[0]); od < adaptive_end(c.d, g.in[0], g.out[0]); ++od) {
    const int64_t kd = adaptive_end(od, g.out[0], g.in[0]) - adaptive_start(od, g.out[0], g.in[0]);
    for (int64_t oh = adaptive_start(c.h, g.in[1], g.out[1]); oh < adaptive_end(c.h, g.in[1], g.out[1]); ++oh) {
      const int64_t kh = adaptive_end(oh, g.out[1], g.in[1]) - adaptive_start(oh, g.out[1], g.in[1]);
      for (int64_t ow = adaptive_start(c.w, g.in[2], g.out[2]); ow < adaptive_end(c.w, g.in[2], g.out[2]); ++ow) {
        const int64_t kw = adaptive_end(ow, g.out[2], g.in[2]) - adaptive_start(ow, g.out[2], g.in[2]);
        A delta = static_cast<A>(grad_plane[flat_of(od, oh, ow, g.out)]);
        delta = delta / kd;
        delta = static_cast<A>(static_cast<T>(delta / kh / kw));
        acc += delta;
      }
    }
  }
  return static_cast<T>(acc);
}

// The maximum of output o's window, compared in A, and its flat index: the first maximum in (D, H, W) order, or the
// last NaN; the window's first element when every value is -inf.
template <class A, class T>
TSR_HD MaxAt<T> adaptive_max_at(const AdaptiveShape& g, const T* plane, int64_t o) {
  const Coord c = coord_of(o, g.out);
  const int64_t d0 = adaptive_start(c.d, g.out[0], g.in[0]), d1 = adaptive_end(c.d, g.out[0], g.in[0]);
  const int64_t h0 = adaptive_start(c.h, g.out[1], g.in[1]), h1 = adaptive_end(c.h, g.out[1], g.in[1]);
  const int64_t w0 = adaptive_start(c.w, g.out[2], g.in[2]), w1 = adaptive_end(c.w, g.out[2], g.in[2]);
  int64_t best = flat_of(d0, h0, w0, g.in);
  A best_value = static_cast<A>(-std::numeric_limits<float>::infinity());
  for (int64_t d = d0; d < d1; ++d)
    for (int64_t h = h0; h < h1; ++h)
      for (int64_t w = w0; w < w1; ++w) {
        const int64_t at = flat_of(d, h, w, g.in);
        const A v = static_cast<A>(plane[at]);
        if (replaces(v, best_value)) {
          best_value = v;
          best = at;
        }
      }
  return {static_cast<T>(best_value), best};
}

// The input gradient at plane position i: the grads of the covering outputs whose maximum is at i, in output order.
template <class A, class T>
TSR_HD T adaptive_max_grad_at(const AdaptiveShape& g, const T* grad_plane, const int64_t* index_plane, int64_t i) {
  const Coord c = coord_of(i, g.in);
  A acc = A(0);
  for (int64_t od = adaptive_start(c.d, g.in[0], g.out[0]); od < adaptive_end(c.d, g.in[0], g.out[0]); ++od)
    for (int64_t oh = adaptive_start(c.h, g.in[1], g.out[1]); oh < adaptive_end(c.h, g.in[1], g.out[1]); ++oh)
      for (int64_t ow = adaptive_start(c.w, g.in[2], g.out[2]); ow < adaptive_end(c.w, g.in[2], g.out[2]); ++ow) {
        const int64_t o = flat_of(od, oh, ow, g.out);
        if (index_plane[o] == i) acc += static_cast<A>(grad_plane[o]);
      }
  return static_cast<T>(acc);
}

// ---- 3-d max and average pools ---------------------------------------------------------------------------------
// Per dim (D, H, W): kernel k, stride s, padding p, dilation d; output o's window starts at o * s - p.
struct Pool3dShape {
  int64_t in[3] = {1, 1, 1}, out[3] = {1, 1, 1};
  int64_t k[3] = {1, 1, 1}, s[3] = {1, 1, 1}, p[3] = {0, 0, 0}, d[3] = {1, 1, 1};
  TSR_HD int64_t in_plane() const { return in[0] * in[1] * in[2]; }
  TSR_HD int64_t out_plane() const { return out[0] * out[1] * out[2]; }
};

// The first output whose window (starting at o * s - p, spanning `reach` positions) can hold input position i, and
// the last; an empty range when first > last.
TSR_HD int64_t first_window(int64_t i, int64_t s, int64_t p, int64_t reach) {
  const int64_t t = i + p - reach + 1;  // o * s >= t
  return t <= 0 ? 0 : (t + s - 1) / s;
}
TSR_HD int64_t last_window(int64_t i, int64_t s, int64_t p, int64_t out) {
  return min_of((i + p) / s, out - 1);  // i + p >= 0: padding is at most half the window
}

// max_pool3d's output o: the first maximum in window order, or the last NaN; index -1 when the window holds no
// input element.
template <class T>
TSR_HD MaxAt<T> max_pool3d_at(const Pool3dShape& g, const T* plane, int64_t o) {
  const Coord c = coord_of(o, g.out);
  const int64_t start[3] = {c.d * g.s[0] - g.p[0], c.h * g.s[1] - g.p[1], c.w * g.s[2] - g.p[2]};
  T best = std::numeric_limits<T>::lowest();
  int64_t best_i = -1;
  for (int64_t kd = 0; kd < g.k[0]; ++kd) {
    const int64_t id = start[0] + kd * g.d[0];
    if (id < 0 || id >= g.in[0]) continue;
    for (int64_t kh = 0; kh < g.k[1]; ++kh) {
      const int64_t ih = start[1] + kh * g.d[1];
      if (ih < 0 || ih >= g.in[1]) continue;
      for (int64_t kw = 0; kw < g.k[2]; ++kw) {
        const int64_t iw = start[2] + kw * g.d[2];
        if (iw < 0 || iw >= g.in[2]) continue;
        const int64_t at = flat_of(id, ih, iw, g.in);
        const T v = plane[at];
        if (best_i < 0 || replaces(v, best)) {
          best = v;
          best_i = at;
        }
      }
    }
  }
  return {best, best_i};
}

// max_pool3d's input gradient at plane position i: the grads of the outputs whose recorded maximum is i, in output
// order.
template <class A, class T>
TSR_HD T max_pool3d_grad_at(const Pool3dShape& g, const T* grad_plane, const int64_t* index_plane, int64_t i) {
  const Coord c = coord_of(i, g.in);
  const int64_t at[3] = {c.d, c.h, c.w};
  int64_t lo[3], hi[3];
  for (int k = 0; k < 3; ++k) {
    lo[k] = first_window(at[k], g.s[k], g.p[k], (g.k[k] - 1) * g.d[k] + 1);
    hi[k] = last_window(at[k], g.s[k], g.p[k], g.out[k]);
  }
  A acc = A(0);
  for (int64_t od = lo[0]; od <= hi[0]; ++od)
    for (int64_t oh = lo[1]; oh <= hi[1]; ++oh)
      for (int64_t ow = lo[2]; ow <= hi[2]; ++ow) {
        const int64_t o = flat_of(od, oh, ow, g.out);
        if (index_plane[o] == i) acc += static_cast<A>(grad_plane[o]);
      }
  return static_cast<T>(acc);
}

// avg_pool3d's window for output o: [start, end) per dim clipped to the input, and its divisor (the window within
// input + padding with count_include_pad, the clipped window's size without, or divisor_override when not 0).
struct AvgWindow3d {
  int64_t start[3], end[3], count, divisor;
};
TSR_HD AvgWindow3d avg_window3d(const Pool3dShape& g, const Coord& c, bool count_include_pad,
                                int64_t divisor_override) {
  const int64_t o[3] = {c.d, c.h, c.w};
  AvgWindow3d win{};
  int64_t pool_size = 1;
  win.count = 1;
  for (int k = 0; k < 3; ++k) {
    const int64_t st = o[k] * g.s[k] - g.p[k], en = min_of(st + g.k[k], g.in[k] + g.p[k]);
    pool_size *= en - st;
    win.start[k] = max_of(st, 0);
    win.end[k] = min_of(en, g.in[k]);
    win.count *= max_of(win.end[k] - win.start[k], 0);
  }
  win.divisor = divisor_override != 0 ? divisor_override : (count_include_pad ? pool_size : win.count);
  return win;
}

// avg_pool3d's output o: the window's sum in A, in window order, divided by the divisor; 0 for a window wholly in
// the padding.
template <class A, class T>
TSR_HD T avg_pool3d_at(const Pool3dShape& g, const T* plane, int64_t o, bool count_include_pad,
                       int64_t divisor_override) {
  const AvgWindow3d win = avg_window3d(g, coord_of(o, g.out), count_include_pad, divisor_override);
  if (win.count == 0) return static_cast<T>(0);
  A acc = A(0);
  for (int64_t d = win.start[0]; d < win.end[0]; ++d)
    for (int64_t h = win.start[1]; h < win.end[1]; ++h)
      for (int64_t w = win.start[2]; w < win.end[2]; ++w) acc += static_cast<A>(plane[flat_of(d, h, w, g.in)]);
  return static_cast<T>(acc / static_cast<A>(win.divisor));
}

// avg_pool3d's input gradient at plane position i: grad / divisor of every output whose window holds i (the share
// rounded to T, as the CPU kernel spreads it), in output order.
template <class A, class T>
TSR_HD T avg_pool3d_grad_at(const Pool3dShape& g, const T* grad_plane, int64_t i, bool count_include_pad,
                            int64_t divisor_override) {
  const Coord c = coord_of(i, g.in);
  const int64_t at[3] = {c.d, c.h, c.w};
  int64_t lo[3], hi[3];
  for (int k = 0; k < 3; ++k) {
    lo[k] = first_window(at[k], g.s[k], g.p[k], g.k[k]);
    hi[k] = last_window(at[k], g.s[k], g.p[k], g.out[k]);
  }
  A acc = A(0);
  for (int64_t od = lo[0]; od <= hi[0]; ++od)
    for (int64_t oh = lo[1]; oh <= hi[1]; ++oh)
      for (int64_t ow = lo[2]; ow <= hi[2]; ++ow) {
        const AvgWindow3d win = avg_window3d(g, Coord{od, oh, ow}, count_include_pad, divisor_override);
        const A share = static_cast<A>(grad_plane[flat_of(od, oh, ow, g.out)]) / static_cast<A>(win.divisor);
        acc += static_cast<A>(static_cast<T>(share));
      }
  return static_cast<T>(acc);
}

// ---- reflection and replication padding ------------------------------------------------------------------------
// Along one dim of n elements padded by pad_l on the left (a negative pad crops), output j reads input
// pad_source(j): x = j - pad_l reflected into [0, n) (-x left of the input, 2 (n - 1) - x right of it: the padding
// is less than n) or clamped to it.
TSR_HD int64_t pad_source(bool reflect, int64_t n, int64_t pad_l, int64_t j) {
  const int64_t x = j - pad_l;
  if (x < 0) return reflect ? -x : 0;
  if (x >= n) return reflect ? 2 * (n - 1) - x : n - 1;
  return x;
}

// The outputs j in [0, out) that read input i: at most three runs, ascending and disjoint.
struct PadPreimage {
  int64_t lo[3], hi[3];
  int runs = 0;
  TSR_HD void add(int64_t first, int64_t last, int64_t out) {
    first = max_of(first, 0);
    last = min_of(last, out - 1);
    if (first > last) return;
    lo[runs] = first;
    hi[runs] = last;
    ++runs;
  }
};
TSR_HD PadPreimage pad_preimage(bool reflect, int64_t n, int64_t pad_l, int64_t out, int64_t i) {
  PadPreimage r;
  if (reflect) {
    if (i > 0) r.add(pad_l - i, pad_l - i, out);  // x = -i, left of the input
    r.add(pad_l + i, pad_l + i, out);
    if (i < n - 1) r.add(pad_l + 2 * (n - 1) - i, pad_l + 2 * (n - 1) - i, out);  // x = 2 (n - 1) - i
  } else {
    // the edges repeat: every x <= 0 reads element 0, every x >= n - 1 element n - 1
    r.add(i == 0 ? 0 : pad_l + i, i == n - 1 ? out - 1 : pad_l + i, out);
  }
  return r;
}

struct PadShape {
  int64_t in[3] = {1, 1, 1}, out[3] = {1, 1, 1}, pad_l[3] = {0, 0, 0};
  bool reflect = true;
  TSR_HD int64_t in_plane() const { return in[0] * in[1] * in[2]; }
  TSR_HD int64_t out_plane() const { return out[0] * out[1] * out[2]; }
};

template <class T>
TSR_HD T pad_at(const PadShape& g, const T* plane, int64_t o) {
  const Coord c = coord_of(o, g.out);
  return plane[flat_of(pad_source(g.reflect, g.in[0], g.pad_l[0], c.d), pad_source(g.reflect, g.in[1], g.pad_l[1], c.h),
                       pad_source(g.reflect, g.in[2], g.pad_l[2], c.w), g.in)];
}

// The input gradient at plane position i: the grads of every output that read i, in output order.
template <class A, class T>
TSR_HD T pad_grad_at(const PadShape& g, const T* grad_plane, int64_t i) {
  const Coord c = coord_of(i, g.in);
  const PadPreimage pd = pad_preimage(g.reflect, g.in[0], g.pad_l[0], g.out[0], c.d);
  const PadPreimage ph = pad_preimage(g.reflect, g.in[1], g.pad_l[1], g.out[1], c.h);
  const PadPreimage pw = pad_preimage(g.reflect, g.in[2], g.pad_l[2], g.out[2], c.w);
  A acc = A(0);
  for (int rd = 0; rd < pd.runs; ++rd)
    for (int64_t d = pd.lo[rd]; d <= pd.hi[rd]; ++d)
      for (int rh = 0; rh < ph.runs; ++rh)
        for (int64_t h = ph.lo[rh]; h <= ph.hi[rh]; ++h)
          for (int rw = 0; rw < pw.runs; ++rw)
            for (int64_t w = pw.lo[rw]; w <= pw.hi[rw]; ++w) acc += static_cast<A>(grad_plane[flat_of(d, h, w, g.out)]);
  return static_cast<T>(acc);
}

}  // namespace tsr::tensor::pool_windows
