// grid_sampler_2d and its backward: F.grid_sample's bilinear and nearest sampling of (N, C, H, W) input at the
// (N, H_out, W_out, 2) grid's points, as PyTorch 1.13's CPU kernel (GridSamplerKernel.cpp's ApplyGridSample, the
// vectorised kernel it runs for float and double) computes them, to the last bit.
//
// Note [grid_sampler's rounding] (measured against PyTorch 1.13 on this machine's AVX2 build, script test 464):
// its kernel file is compiled with multiply-add contraction on AVX2, so the unaligned unnormalisation
// (x + 1) * (size / 2) - 0.5 is fma(x + 1, size / 2, -0.5), the bilinear sum nw_val * nw + ne_val * ne + sw_val * sw
// + se_val * se is fma(se_val, se, fma(sw_val, sw, fma(ne_val, ne, nw_val * nw))), and the grid gradient's
// per-channel term gx + ((ne - nw) * s + (se - sw) * n) * gOut is fma(fma(se - sw, n, (ne - nw) * s), gOut, gx)
// (gy likewise with (sw - nw) * e and (se - ne) * w). Where PyTorch runs its default (non-AVX2) kernels, nothing is
// fused (pytorch_vec::avx2()). The input gradient is added in the kernel's order: the grid's points in vectors of
// 32 bytes (8 floats, 4 doubles; over the flattened output plane when the grid is contiguous, else row by row), and
// per vector and channel the nw products of its lanes, then ne, sw, se. The grid gradient is zero in nearest mode.
// Bicubic sampling stays with F.grid_sample's composition (its kernel was not matched).
//
// grid_sampler_3d and its backward are PyTorch's scalar loops (GridSampler.cpp's grid_sampler_3d_cpu_impl): that
// file is not compiled for AVX2, so nothing is fused; each point's eight corners are added in the order tnw, tne,
// tsw, tse, bnw, bne, bsw, bse, the grid gradient's products left to right; nearest sampling rounds halves away from
// zero (std::round; the 2-d kernel rounds them to even).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/kernels/grid_sample.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/grid_sampler.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

using namespace grid_sample;

// at::geometry_is_contiguous: dense row-major strides, size-1 dims' strides ignored.
bool dense(std::initializer_list<std::pair<int64_t, int64_t>> dims) {
  int64_t expected = 1;
  for (auto it = std::rbegin(dims); it != std::rend(dims); ++it) {
    if (it->first != 1 && it->second != expected) return false;
    expected *= it->first;
  }
  return true;
}

// The grid's points in the kernel's vectors: (first point, lanes) runs over the flattened output plane when the
// grid is contiguous, else row by row.
template <class T, class F>
void for_each_vector(const Tensor& grid, F f) {
  const int64_t oh = grid.size(1), ow = grid.size(2), step = pytorch_vec::kWidth<T>;
  // grid_sample_2d_grid_slice_iterator's cases: a contiguous (H, W, 2) grid, or a W-contiguous one whose (H, W)
  // is dense, runs over the flattened plane; otherwise each row on its own
  const int64_t sh = grid.stride(1), sw = grid.stride(2), sc = grid.stride(3);
  const bool flat = dense({{oh, sh}, {ow, sw}, {2, sc}}) || ((sw == 1 || oh == 1) && dense({{oh, sh}, {ow, sw}}));
  if (flat) {
    for (int64_t p = 0; p < oh * ow; p += step) f(p, std::min(step, oh * ow - p));
    return;
  }
  for (int64_t h = 0; h < oh; ++h)
    for (int64_t w = 0; w < ow; w += step) f(h * ow + w, std::min(step, ow - w));
}


template <class T>
Tensor forward(const Tensor& input, const Tensor& grid, const GridSamplerArgs& a) {
  const int64_t n = input.size(0), c = input.size(1);
  const int64_t oh = grid.size(1), ow = grid.size(2);
  Tensor out = empty(std::vector<int64_t>{n, c, oh, ow}, input.dtype());
  if (out.numel() == 0) return out;
  const Geometry<T> geo = grid_sampler_geometry<T>(input, a, pytorch_vec::avx2());
  const T* xp = input.data<T>();
  const T* gp = grid.data<T>();
  T* op = out.data<T>();
  const int64_t gn = grid.stride(0), gh = grid.stride(1), gw = grid.stride(2), gc = grid.stride(3);
  for (int64_t b = 0; b < n; ++b)
    for (int64_t p = 0; p < oh * ow; ++p) {
      const T* g = gp + b * gn + (p / ow) * gh + (p % ow) * gw;
      sample_point(geo, xp + b * geo.sn, g[0], g[gc], op + b * c * oh * ow + p, oh * ow);
    }
  return out;
}

template <class T>
std::pair<Tensor, Tensor> backward(const Tensor& grad_output, const Tensor& input, const Tensor& grid,
                                   const GridSamplerArgs& a, bool input_grad) {
  const int64_t n = input.size(0), c = input.size(1), in_h = input.size(2), in_w = input.size(3);
  const int64_t oh = grid.size(1), ow = grid.size(2), plane_out = oh * ow;
  check_grid_sampler_grad(grad_output, input, grid);
  Tensor gi = input_grad ? zeros(std::vector<int64_t>(input.sizes().begin(), input.sizes().end()), input.dtype())
                         : Tensor();
  Tensor gg = empty(std::vector<int64_t>{n, oh, ow, 2}, grid.dtype());
  if (gg.numel() == 0) return {gi, gg};
  const Tensor go = contiguous(to_dtype(grad_output, input.dtype()));
  const bool fused = pytorch_vec::avx2();
  const Location<T> loc_w(in_w, a.padding, a.align, fused), loc_h(in_h, a.padding, a.align, fused);
  const bool must_in_bound = a.padding != Padding::Zeros;
  const T* xp = input.data<T>();
  const T* gp = grid.data<T>();
  const T* gop = go.data<T>();
  T* gip = input_grad ? gi.data<T>() : nullptr;
  T* ggp = gg.data<T>();
  const int64_t sn = input.stride(0), sc = input.stride(1), sh = input.stride(2), sw = input.stride(3);
  const int64_t gn = grid.stride(0), gh = grid.stride(1), gw = grid.stride(2), gc = grid.stride(3);
  constexpr int64_t kLanes = pytorch_vec::kWidth<T>;
  // the input gradient's element at (y, x) of channel plane `gplane` (contiguous), added when the corner is in
  auto add = [&](T* gplane, int64_t y, int64_t x, bool in, T v) {
    if (in && y >= 0 && y < in_h && x >= 0 && x < in_w) gplane[y * in_w + x] += v;
  };
  for (int64_t b = 0; b < n; ++b)
    for_each_vector<T>(grid, [&](int64_t first, int64_t len) {
      T x[kLanes], y[kLanes], gx_mult[kLanes], gy_mult[kLanes], gx[kLanes], gy[kLanes];
      for (int64_t l = 0; l < len; ++l) {
        const int64_t p = first + l;
        const T* g = gp + b * gn + (p / ow) * gh + (p % ow) * gw;
        const Mapped<T> mx = loc_w.apply_with_grad(g[0]), my = loc_h.apply_with_grad(g[gc]);
        x[l] = mx.value, gx_mult[l] = mx.grad;
        y[l] = my.value, gy_mult[l] = my.grad;
        gx[l] = gy[l] = T(0);
      }
      if (a.nearest) {
        if (input_grad)
          for (int64_t k = 0; k < c; ++k) {
            T* gplane = gip + (b * c + k) * in_h * in_w;
            for (int64_t l = 0; l < len; ++l) {
              const Nearest t = nearest_of(x[l], y[l], in_h, in_w, must_in_bound);
              add(gplane, t.iy, t.ix, t.in, gop[(b * c + k) * plane_out + first + l]);
            }
          }
        for (int64_t l = 0; l < len; ++l) ggp[(b * plane_out + first + l) * 2] = ggp[(b * plane_out + first + l) * 2 + 1] = T(0);
        return;
      }
      Corners<T> q[kLanes];
      for (int64_t l = 0; l < len; ++l) q[l] = corners(x[l], y[l], in_h, in_w, must_in_bound);
      for (int64_t k = 0; k < c; ++k) {
        const T* plane = xp + b * sn + k * sc;
        const T* gout = gop + (b * c + k) * plane_out + first;
        if (input_grad) {
          T* gplane = gip + (b * c + k) * in_h * in_w;
          for (int64_t l = 0; l < len; ++l) add(gplane, q[l].y_n, q[l].x_w, q[l].nw_in, q[l].nw * gout[l]);
          for (int64_t l = 0; l < len; ++l) add(gplane, q[l].y_n, q[l].x_w + 1, q[l].ne_in, q[l].ne * gout[l]);
          for (int64_t l = 0; l < len; ++l) add(gplane, q[l].y_n + 1, q[l].x_w, q[l].sw_in, q[l].sw * gout[l]);
          for (int64_t l = 0; l < len; ++l) add(gplane, q[l].y_n + 1, q[l].x_w + 1, q[l].se_in, q[l].se * gout[l]);
        }
        for (int64_t l = 0; l < len; ++l) {
          const Corners<T>& r = q[l];
          const T nw = gather(plane, sh, sw, in_h, in_w, r.y_n, r.x_w, r.nw_in);
          const T ne = gather(plane, sh, sw, in_h, in_w, r.y_n, r.x_w + 1, r.ne_in);
          const T swv = gather(plane, sh, sw, in_h, in_w, r.y_n + 1, r.x_w, r.sw_in);
          const T se = gather(plane, sh, sw, in_h, in_w, r.y_n + 1, r.x_w + 1, r.se_in);
          add_grid_terms(r, nw, ne, swv, se, gout[l], fused, gx[l], gy[l]);
        }
      }
      for (int64_t l = 0; l < len; ++l) {
        ggp[(b * plane_out + first + l) * 2] = gx[l] * gx_mult[l];
        ggp[(b * plane_out + first + l) * 2 + 1] = gy[l] * gy_mult[l];
      }
    });
  return {gi, gg};
}

// ---- grid_sampler_3d: GridSampler.h's scalar helpers ------------------------------------------------------------

// static_cast<int64_t> of a floored or rounded coordinate as x86 converts it: NaN and values out of range give the
// lowest int64, which the bounds tests refuse.
template <class T>
int64_t to_index64(T v) {
  if (!(v >= T(-9.2233720368547758e18) && v < T(9.2233720368547758e18))) return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(v);
}

// std::min(size - 1, std::max(in, 0)): a NaN coordinate clips to size - 1, as std::max/min's argument order gives.
template <class T>
T clip3(T in, int64_t size) {
  return std::min(static_cast<T>(size - 1), std::max(in, T(0)));
}
template <class T>
T clip3_with_grad(T in, int64_t size, T& grad) {
  if (in <= T(0)) return grad = T(0), T(0);
  const T max = static_cast<T>(size - 1);
  if (in >= max) return grad = T(0), max;
  return grad = T(1), in;
}

// reflect_coordinates(_set_grad): bounds given doubled, so that half-integers are integers.
template <class T>
T reflect3(T in, int64_t twice_low, int64_t twice_high, T* grad) {
  if (twice_low == twice_high) {
    if (grad) *grad = T(0);
    return T(0);
  }
  const T min = static_cast<T>(twice_low) / 2, span = static_cast<T>(twice_high - twice_low) / 2;
  in = in - min;
  const T sign = in < T(0) ? T(-1) : T(1);
  in = std::fabs(in);
  const T extra = std::fmod(in, span);
  // static_cast<int> of the flips as x86 converts it: NaN and values out of int's range give INT_MIN, an even count
  const T flips = std::floor(in / span);
  const bool even = !(flips >= T(-2147483648.0) && flips < T(2147483648.0)) || static_cast<int64_t>(flips) % 2 == 0;
  if (grad) *grad = even ? sign : -sign;
  return even ? extra + min : span - extra + min;
}

// grid_sampler_compute_source_index(_set_grad): a grid coordinate to a source position along a dim of `size`, and
// (when `grad` is given) the derivative of that map.
template <class T>
T source_index(T coord, int64_t size, Padding padding, bool align, T* grad) {
  T mult = align ? static_cast<T>(size - 1) / 2 : static_cast<T>(size) / 2;
  coord = align ? ((coord + 1) / 2) * static_cast<T>(size - 1) : ((coord + 1) * static_cast<T>(size) - 1) / 2;
  if (padding != Padding::Zeros) {
    T refl = T(1), clip = T(1);
    if (padding == Padding::Reflection)
      coord = align ? reflect3(coord, 0, 2 * (size - 1), &refl) : reflect3(coord, -1, 2 * size - 1, &refl);
    coord = grad ? clip3_with_grad(coord, size, clip) : clip3(coord, size);
    mult = padding == Padding::Reflection ? mult * refl * clip : mult * clip;
  }
  if (grad) *grad = mult;
  return coord;
}

// An (D, H, W) input's extent and strides.
struct Extent3 {
  int64_t d, h, w, sd, sh, sw;
  bool contains(int64_t z, int64_t y, int64_t x) const { return z >= 0 && z < d && y >= 0 && y < h && x >= 0 && x < w; }
  int64_t offset(int64_t z, int64_t y, int64_t x) const { return z * sd + y * sh + x * sw; }
};

// The eight corners of a trilinear tap in the kernel's order, as (dz, dy, dx) offsets from (z0, y0, x0).
constexpr int kCorner3[8][3] = {{0, 0, 0}, {0, 0, 1}, {0, 1, 0}, {0, 1, 1}, {1, 0, 0}, {1, 0, 1}, {1, 1, 0}, {1, 1, 1}};

// A corner's distances along each dim: the far side's minus the position for the near corner (x1 - x), the
// position minus the near side's for the far one (x - x0).
template <class T>
struct Spans3 {
  T x[2], y[2], z[2];
  Spans3(T ix, T iy, T iz, int64_t x0, int64_t y0, int64_t z0)
      : x{static_cast<T>(x0 + 1) - ix, ix - static_cast<T>(x0)},
        y{static_cast<T>(y0 + 1) - iy, iy - static_cast<T>(y0)},
        z{static_cast<T>(z0 + 1) - iz, iz - static_cast<T>(z0)} {}
  T weight(const int* c) const { return x[c[2]] * y[c[1]] * z[c[0]]; }
};

template <class T>
Tensor forward3d(const Tensor& input, const Tensor& grid, const GridSamplerArgs& a) {
  const int64_t n = input.size(0), c = input.size(1);
  const int64_t od = grid.size(1), oh = grid.size(2), ow = grid.size(3), plane = od * oh * ow;
  Tensor out = empty(std::vector<int64_t>{n, c, od, oh, ow}, input.dtype());
  if (out.numel() == 0) return out;
  const Extent3 in{input.size(2), input.size(3), input.size(4), input.stride(2), input.stride(3), input.stride(4)};
  const T* xp = input.data<T>();
  const T* gp = grid.data<T>();
  T* op = out.data<T>();
  const int64_t sc = input.stride(1), gc = grid.stride(4);
  for (int64_t b = 0; b < n; ++b)
    for (int64_t p = 0; p < plane; ++p) {
      const T* g = gp + b * grid.stride(0) + (p / (oh * ow)) * grid.stride(1) + (p / ow % oh) * grid.stride(2) +
                   (p % ow) * grid.stride(3);
      const T ix = source_index(g[0], in.w, a.padding, a.align, static_cast<T*>(nullptr));
      const T iy = source_index(g[gc], in.h, a.padding, a.align, static_cast<T*>(nullptr));
      const T iz = source_index(g[2 * gc], in.d, a.padding, a.align, static_cast<T*>(nullptr));
      const T* image = xp + b * input.stride(0);
      T* o = op + b * c * plane + p;
      if (a.nearest) {
        const int64_t x = to_index64(std::round(ix)), y = to_index64(std::round(iy)), z = to_index64(std::round(iz));
        const bool inside = in.contains(z, y, x);
        for (int64_t k = 0; k < c; ++k) o[k * plane] = inside ? image[k * sc + in.offset(z, y, x)] : T(0);
        continue;
      }
      const int64_t x0 = to_index64(std::floor(ix)), y0 = to_index64(std::floor(iy)), z0 = to_index64(std::floor(iz));
      const Spans3<T> sp(ix, iy, iz, x0, y0, z0);
      for (int64_t k = 0; k < c; ++k) {
        T acc = T(0);
        for (const auto& q : kCorner3)
          if (in.contains(z0 + q[0], y0 + q[1], x0 + q[2]))
            acc += image[k * sc + in.offset(z0 + q[0], y0 + q[1], x0 + q[2])] * sp.weight(q);
        o[k * plane] = acc;
      }
    }
  return out;
}

template <class T>
// (grad_output, input and grid: host copies the kernel made contiguous, grad_output in input's dtype)
std::pair<Tensor, Tensor> backward3d(const Tensor& grad_output, const Tensor& input, const Tensor& grid,
                                     const GridSamplerArgs& a) {
  const int64_t n = input.size(0), c = input.size(1);
  const int64_t od = grid.size(1), oh = grid.size(2), ow = grid.size(3), plane = od * oh * ow;
  Tensor gi = zeros(std::vector<int64_t>(input.sizes().begin(), input.sizes().end()), input.dtype());
  Tensor gg = zeros(std::vector<int64_t>{n, od, oh, ow, 3}, grid.dtype());
  if (gg.numel() == 0) return {gi, gg};
  const Extent3 in{input.size(2), input.size(3), input.size(4), input.stride(2), input.stride(3), input.stride(4)};
  // the input gradient is contiguous
  const Extent3 gin{in.d, in.h, in.w, in.h * in.w, in.w, 1};
  const T* xp = input.data<T>();
  const T* gp = grid.data<T>();
  const T* gop = grad_output.data<T>();
  T* gip = gi.data<T>();
  T* ggp = gg.data<T>();
  const int64_t sc = input.stride(1), gc = grid.stride(4), gi_plane = in.d * in.h * in.w;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t p = 0; p < plane; ++p) {
      const T* g = gp + b * grid.stride(0) + (p / (oh * ow)) * grid.stride(1) + (p / ow % oh) * grid.stride(2) +
                   (p % ow) * grid.stride(3);
      T mx, my, mz;
      const T ix = source_index(g[0], in.w, a.padding, a.align, &mx);
      const T iy = source_index(g[gc], in.h, a.padding, a.align, &my);
      const T iz = source_index(g[2 * gc], in.d, a.padding, a.align, &mz);
      const T* image = xp + b * input.stride(0);
      T* gimage = gip + b * c * gi_plane;
      const T* gout = gop + b * c * plane + p;
      if (a.nearest) {  // the grid gradient stays zero
        const int64_t x = to_index64(std::round(ix)), y = to_index64(std::round(iy)), z = to_index64(std::round(iz));
        if (gin.contains(z, y, x))
          for (int64_t k = 0; k < c; ++k) gimage[k * gi_plane + gin.offset(z, y, x)] += gout[k * plane];
        continue;
      }
      const int64_t x0 = to_index64(std::floor(ix)), y0 = to_index64(std::floor(iy)), z0 = to_index64(std::floor(iz));
      const Spans3<T> sp(ix, iy, iz, x0, y0, z0);
      T gx = T(0), gy = T(0), gz = T(0);
      for (int64_t k = 0; k < c; ++k) {
        const T o = gout[k * plane];
        for (const auto& q : kCorner3)
          if (gin.contains(z0 + q[0], y0 + q[1], x0 + q[2]))
            gimage[k * gi_plane + gin.offset(z0 + q[0], y0 + q[1], x0 + q[2])] += sp.weight(q) * o;
        // d weight / d position: the other two dims' spans, signed by the side of the corner (-1 near, +1 far)
        for (const auto& q : kCorner3) {
          if (!in.contains(z0 + q[0], y0 + q[1], x0 + q[2])) continue;
          const T v = image[k * sc + in.offset(z0 + q[0], y0 + q[1], x0 + q[2])];
          const T tx = v * sp.y[q[1]] * sp.z[q[0]] * o, ty = v * sp.x[q[2]] * sp.z[q[0]] * o,
                  tz = v * sp.x[q[2]] * sp.y[q[1]] * o;
          gx = q[2] ? gx + tx : gx - tx;
          gy = q[1] ? gy + ty : gy - ty;
          gz = q[0] ? gz + tz : gz - tz;
        }
      }
      T* gq = ggp + (b * plane + p) * 3;
      gq[0] = mx * gx;
      gq[1] = my * gy;
      gq[2] = mz * gz;
    }
  return {gi, gg};
}

template <class F>
auto by_dtype(ScalarType dtype, F f) {
  if (dtype == ScalarType::Double) return f(std::type_identity<double>{});
  return f(std::type_identity<float>{});
}

}  // namespace

GridSamplerArgs grid_sampler_args(const Stack& s, size_t first) {
  const int64_t mode = int_arg(s, first, 0), pad = int_arg(s, first + 1, 0);
  check(mode >= 0 && mode <= 2, ErrorKind::RuntimeError, "grid_sampler(): unknown interpolation mode ", mode);
  check(pad >= 0 && pad <= 2, ErrorKind::RuntimeError, "grid_sampler(): unknown padding mode ", pad);
  if (mode == 2)
    throw Error(ErrorKind::NotImplementedError,
                "grid_sampler_2d: bicubic interpolation is not in tsr's native kernel (F.grid_sample(mode='bicubic') "
                "composes it)");
  return GridSamplerArgs{mode == 1, static_cast<Padding>(pad), bool_arg(s, first + 2, false)};
}

void check_grid_sampler_inputs(const Tensor& input, const Tensor& grid, std::string_view kernel_name,
                               int64_t spatial) {
  // the 2-d kernel's own refusal names the dtype bare, AT_DISPATCH's (the 3-d kernel's) quotes it
  const bool quote_title = spatial == 3;
  auto sizes = [](const Tensor& t) { return t.sizes().str(); };
  check(input.dim() >= 1 && grid.dim() >= 1 && input.size(0) == grid.size(0), ErrorKind::RuntimeError,
        "grid_sampler(): expected grid and input to have same batch size, but got input with sizes ", sizes(input),
        " and grid with sizes ", sizes(grid));
  check(grid.size(grid.dim() - 1) == input.dim() - 2, ErrorKind::RuntimeError, "grid_sampler(): expected grid to have size ",
        input.dim() - 2, " in last dimension, but got grid with sizes ", sizes(grid));
  for (int64_t i = 2; i < input.dim(); ++i)
    check(input.size(i) > 0, ErrorKind::RuntimeError,
          "grid_sampler(): expected input to have non-empty spatial dimensions, but input has sizes ", sizes(input),
          " with dimension ", i, " being empty");
  check(input.dim() == spatial + 2 && grid.dim() == input.dim(), ErrorKind::RuntimeError, "grid_sampler(): expected ",
        spatial + 2, "D input and grid with same number of dimensions, but got input with sizes ", sizes(input),
        " and grid with sizes ", sizes(grid));
  check(input.dtype() == ScalarType::Float || input.dtype() == ScalarType::Double, ErrorKind::RuntimeError,
        kernel_name, " not implemented for ", quote_title ? "'" : "", dtype_title(input.dtype()), quote_title ? "'" : "");
  check_scalar_type(input.dtype(), grid.dtype());
}

void check_grid_sampler_grad(const Tensor& grad_output, const Tensor& input, const Tensor& grid) {
  const int64_t n = input.size(0), c = input.size(1), oh = grid.size(1), ow = grid.size(2);
  check(grad_output.dim() == 4 && grad_output.size(0) == n && grad_output.size(1) == c &&
            grad_output.size(2) == oh && grad_output.size(3) == ow,
        ErrorKind::RuntimeError, "grid_sampler_2d_backward: expected grad_output of sizes [", n, ", ", c, ", ", oh,
        ", ", ow, "], but got ", grad_output.sizes().str());
}

namespace {
// A sampler's derivative: its backward op's two gradients, for input and grid.
std::shared_ptr<const OpDerivative> sampler_formula(std::string node, std::string backward) {
  return formula(std::move(node), {"input", "grid"}, [backward](Ctx& c) {
    Stack r = call_op(find_op(backward), {c.g(), c.s("input"), c.s("grid"), c.a("interpolation_mode"),
                                          c.a("padding_mode"), c.a("align_corners")});
    return G{std::get<Tensor>(r[0]), std::get<Tensor>(r[1])};
  });
}
}  // namespace

TSR_DEFINE_OP("grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool "
              "align_corners) -> Tensor",
              "Samples (N, C, H, W) input at the (N, H_out, W_out, 2) grid's points (x, y in [-1, 1]): bilinear (0) "
              "or nearest (1); zeros (0), border (1) or reflection (2) padding.",
              sampler_formula("GridSampler2DBackward0", "grid_sampler_2d_backward"));
TSR_DEFINE_OP("grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int "
              "padding_mode, bool align_corners) -> (Tensor, Tensor)",
              "grid_sampler_2d's gradients wrt input and grid (PyTorch's output_mask is not taken: both are computed).",
              not_implemented("grid_sampler_2d_backward"));

TSR_DEFINE_OP("grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool "
              "align_corners) -> Tensor",
              "Samples (N, C, D, H, W) input at the (N, D_out, H_out, W_out, 3) grid's points (x, y, z in [-1, 1]): "
              "trilinear (0) or nearest (1); zeros (0), border (1) or reflection (2) padding.",
              sampler_formula("GridSampler3DBackward0", "grid_sampler_3d_backward"));
TSR_DEFINE_OP("grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int "
              "padding_mode, bool align_corners) -> (Tensor, Tensor)",
              "grid_sampler_3d's gradients wrt input and grid (PyTorch's output_mask is not taken: both are computed).",
              not_implemented("grid_sampler_3d_backward"));

TSR_REGISTER_KERNEL("grid_sampler_2d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& grid = std::get<Tensor>(s.at(1));
  check_grid_sampler_inputs(input, grid, "grid_sampler_2d_cpu");
  const GridSamplerArgs a = grid_sampler_args(s, 2);
  s = {by_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) { return forward<T>(input, grid, a); })};
});

TSR_REGISTER_KERNEL("grid_sampler_2d_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& grad_output = std::get<Tensor>(s.at(0));
  const Tensor& input = std::get<Tensor>(s.at(1));
  const Tensor& grid = std::get<Tensor>(s.at(2));
  check_grid_sampler_inputs(input, grid, "grid_sampler_2d_cpu");
  const GridSamplerArgs a = grid_sampler_args(s, 3);
  const bool input_grad = true;
  auto [gi, gg] = by_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
    return backward<T>(grad_output, input, grid, a, input_grad);
  });
  s = {gi, gg};
});


namespace {
// grid_sampler_3d_cpu's checks in PyTorch 1.13's order (check_grid_sampler_common, then check_grid_sampler_3d's
// dims and bicubic refusal), then its dtypes; the modes as the 2-d kernel takes them.
GridSamplerArgs grid_sampler_3d_checks(const Tensor& input, const Tensor& grid, const Stack& s, size_t first) {
  check_grid_sampler_inputs(input, grid, "\"grid_sampler3d_cpu\"", 3);
  check(int_arg(s, first, 0) != 2, ErrorKind::RuntimeError,
        "grid_sampler(): bicubic interpolation only supports 4D input");
  return grid_sampler_args(s, first);
}
}  // namespace

// The CUDA backend forwards these to the CPU kernels (cuda_forwarded.cpp): they read host copies of the tensors
// and return their results on the input's device.
TSR_REGISTER_KERNEL("grid_sampler_3d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& grid = std::get<Tensor>(s.at(1));
  const GridSamplerArgs a = grid_sampler_3d_checks(input, grid, s, 2);
  const Tensor x = host_contiguous(input, input.dtype()), g = host_contiguous(grid, grid.dtype());
  Tensor out = by_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) { return forward3d<T>(x, g, a); });
  s = {input.device().is_cpu() ? out : to_device(out, input.device())};
});

TSR_REGISTER_KERNEL("grid_sampler_3d_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& grad_output = std::get<Tensor>(s.at(0));
  const Tensor& input = std::get<Tensor>(s.at(1));
  const Tensor& grid = std::get<Tensor>(s.at(2));
  const GridSamplerArgs a = grid_sampler_3d_checks(input, grid, s, 3);
  const int64_t n = input.size(0), c = input.size(1);
  check(grad_output.dim() == 5 && grad_output.size(0) == n && grad_output.size(1) == c &&
            grad_output.size(2) == grid.size(1) && grad_output.size(3) == grid.size(2) &&
            grad_output.size(4) == grid.size(3),
        ErrorKind::RuntimeError, "grid_sampler_3d_backward: expected grad_output of sizes [", n, ", ", c, ", ",
        grid.size(1), ", ", grid.size(2), ", ", grid.size(3), "], but got ", grad_output.sizes().str());
  const Tensor x = host_contiguous(input, input.dtype()), g = host_contiguous(grid, grid.dtype());
  const Tensor go = host_contiguous(grad_output, input.dtype());
  auto grads = by_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) { return backward3d<T>(go, x, g, a); });
  auto home = [&](const Tensor& t) { return input.device().is_cpu() ? t : to_device(t, input.device()); };
  s = {home(grads.first), home(grads.second)};
});

}  // namespace tsr::tensor
