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
// Bicubic sampling and 5-d input stay with F.grid_sample's composition (their kernels were not matched).
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

void check_grid_sampler_inputs(const Tensor& input, const Tensor& grid, std::string_view kernel_name) {
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
  check(input.dim() == 4 && grid.dim() == input.dim(), ErrorKind::RuntimeError,
        "grid_sampler(): expected 4D input and grid with same number of dimensions, but got input with sizes ",
        sizes(input), " and grid with sizes ", sizes(grid));
  check(input.dtype() == ScalarType::Float || input.dtype() == ScalarType::Double, ErrorKind::RuntimeError,
        kernel_name, " not implemented for ", dtype_title(input.dtype()));
  check_scalar_type(input.dtype(), grid.dtype());
}

void check_grid_sampler_grad(const Tensor& grad_output, const Tensor& input, const Tensor& grid) {
  const int64_t n = input.size(0), c = input.size(1), oh = grid.size(1), ow = grid.size(2);
  check(grad_output.dim() == 4 && grad_output.size(0) == n && grad_output.size(1) == c &&
            grad_output.size(2) == oh && grad_output.size(3) == ow,
        ErrorKind::RuntimeError, "grid_sampler_2d_backward: expected grad_output of sizes [", n, ", ", c, ", ", oh,
        ", ", ow, "], but got ", grad_output.sizes().str());
}

TSR_DEFINE_OP("grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool "
              "align_corners) -> Tensor",
              "Samples (N, C, H, W) input at the (N, H_out, W_out, 2) grid's points (x, y in [-1, 1]): bilinear (0) "
              "or nearest (1); zeros (0), border (1) or reflection (2) padding.",
              formula("GridSampler2DBackward0", {"input", "grid"}, [](Ctx& c) {
                Stack r = call_op(find_op("grid_sampler_2d_backward"),
                                  {c.g(), c.s("input"), c.s("grid"), c.a("interpolation_mode"), c.a("padding_mode"),
                                   c.a("align_corners")});
                return G{std::get<Tensor>(r[0]), std::get<Tensor>(r[1])};
              }));
TSR_DEFINE_OP("grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int "
              "padding_mode, bool align_corners) -> (Tensor, Tensor)",
              "grid_sampler_2d's gradients wrt input and grid (PyTorch's output_mask is not taken: both are computed).",
              not_implemented("grid_sampler_2d_backward"));

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

}  // namespace tsr::tensor
