// 2-d convolution (im2col + BLAS matmul) and 2-d max pooling on CPU, with the backward helpers their derivative
// formulas (in the declarations below) call: col2im for the input gradient, a matmul for the weight gradient, and a
// scatter through the pooling indices.
#include "tensor/ops/conv.hpp"

#include <algorithm>
#include <limits>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {

// Derivative formulas several declarations below share, and their helpers.
std::array<int64_t, 2> pair(const Ctx& c, const char* name, int64_t fallback) {
  std::vector<int64_t> v = c.ints(name);
  if (v.empty()) return std::array<int64_t, 2>{fallback, fallback};
  if (v.size() == 1) return std::array<int64_t, 2>{v[0], v[0]};
  return std::array<int64_t, 2>{v[0], v[1]};
}

// A pool's stride: the kernel size when the stride list is empty (PyTorch's default for stride=[]).
std::array<int64_t, 2> pool_stride(const Ctx& c) {
  return c.ints("stride").empty() ? pair(c, "kernel_size", 1) : pair(c, "stride", 0);
}

}  // namespace

TSR_DEFINE_OP(
    "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int "
    "groups=1) -> Tensor",
    "2-d convolution (cross-correlation) of (N, C, H, W) input with (O, C, kH, kW) weight.",
    autograd::formula("ConvolutionBackward0", {"input", "weight"}, [](Ctx& c) {
      Tensor x = c.s("input"), g = c.g();
      const bool batched = x.dim() == 4;
      if (!batched) {
        x = call("unsqueeze", {x, int64_t(0)});
        g = call("unsqueeze", {g, int64_t(0)});
      }
      Stack r = call_op(find_op("conv2d_backward"),
                        {g, x, c.s("weight"), c.a("stride"), c.a("padding"), c.a("dilation")});
      Tensor gi = std::get<Tensor>(r[0]);
      if (!batched) gi = call("squeeze.dim", {gi, int64_t(0)});
      const bool has_bias = c.shapes.count("bias") > 0;
      return G{gi, std::get<Tensor>(r[1]), has_bias ? std::get<Tensor>(r[2]) : Tensor()};
    }));
// conv2d's gradients as an op (PyTorch's convolution_backward, for tsr's 4-d, groups=1 convolution), so that under
// create_graph they are recorded. The convolution is linear in input and in weight, so its second derivatives are
// convolutions again (PyTorch's _convolution_double_backward): given the gradients ggI, ggW, ggb of this op's
// three results, grad_output's is conv2d(ggI, weight) + conv2d(input, ggW) + ggb, input's is the input gradient
// of a convolution by ggW, weight's the weight gradient of a convolution of ggI.
TSR_DEFINE_OP(
    "conv2d_backward(Tensor grad_output, Tensor input, Tensor weight, int[2] stride=1, int[2] padding=0, int[2] "
    "dilation=1) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)",
    "conv2d's gradients wrt input, weight and bias, given grad_output (4-d, groups=1).",
    autograd::formula("ConvolutionBackwardBackward0", {"grad_output", "input", "weight"}, [](Ctx& c) {
      const Tensor g = c.s("grad_output"), x = c.s("input"), w = c.s("weight");
      const Tensor &ggi = c.g(0), &ggw = c.g(1), &ggb = c.g(2);
      const IValue &stride = c.a("stride"), &padding = c.a("padding"), &dilation = c.a("dilation");
      auto conv = [&](const Tensor& in, const Tensor& weight) {
        return call("conv2d", {in, weight, NoneValue{}, stride, padding, dilation, int64_t(1)});
      };
      auto grads = [&](const Tensor& in, const Tensor& weight) {
        return call_op(find_op("conv2d_backward"), {g, in, weight, stride, padding, dilation});
      };
      Tensor gg = add(add(conv(ggi, w), conv(x, ggw)), reshape_to(ggb, Dims{1, ggb.numel(), 1, 1}));
      return G{gg, std::get<Tensor>(grads(x, ggw)[0]), std::get<Tensor>(grads(ggi, w)[1])};
    }));
TSR_DEFINE_OP(
    "max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, "
    "bool ceil_mode=False) -> (Tensor, Tensor)",
    "2-d max pooling, also returning each maximum's flat index within its (H, W) plane.",
    autograd::formula("MaxPool2DWithIndicesBackward0", {"result1"}, [](Ctx& c) {
      return G{max_pool2d_backward(c.g(), c.s("result1"), c.shape("self"), c.g().dtype())};
    }));
TSR_DEFINE_OP(
    "avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool "
    "count_include_pad=True, int? divisor_override=None) -> Tensor",
    "2-d average pooling.", autograd::formula("AvgPool2DBackward0", {"self"}, [](Ctx& c) {
      const auto k = pair(c, "kernel_size", 1), st = pool_stride(c);
      std::optional<int64_t> divisor;
      if (const int64_t* d = std::get_if<int64_t>(&c.a("divisor_override"))) divisor = *d;
      Tensor g = c.g();
      return G{avg_pool2d_impl(c.s("self"), &g, k, st, pair(c, "padding", 0), c.b("ceil_mode"),
                               c.b("count_include_pad", true), divisor)};
    }));
TSR_DEFINE_OP(
    "max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool "
    "ceil_mode=False) -> Tensor",
    "2-d max pooling.", autograd::formula("MaxPool2DWithIndicesBackward0", {"self"}, [](Ctx& c) {
      const auto k = pair(c, "kernel_size", 1), st = pool_stride(c);
      PoolResult r =
          max_pool2d_forward(c.s("self"), k, st, pair(c, "padding", 0), pair(c, "dilation", 1), c.b("ceil_mode"));
      return G{max_pool2d_backward(c.g(), r.indices, c.shape("self"), c.g().dtype())};
    }));

namespace {

std::array<int64_t, 2> pair_arg(const Stack& s, size_t i, int64_t fallback) {
  std::vector<int64_t> v = int_list_arg(s, i);
  if (v.empty()) return {fallback, fallback};
  if (v.size() == 1) return {v[0], v[0]};
  return {v[0], v[1]};
}

int64_t out_size(int64_t in, int64_t k, int64_t s, int64_t p, int64_t d, bool ceil_mode) {
  const int64_t span = in + 2 * p - d * (k - 1) - 1;
  // Rounded towards minus infinity as PyTorch's div_rtn: a window wider than the input gives a negative span,
  // which C++'s division would round up to an output of size 1 whose window reads past the input.
  const int64_t num = ceil_mode ? span + s - 1 : span;
  int64_t o = num / s - (num % s != 0 && (num < 0) != (s < 0)) + 1;
  if (ceil_mode && (o - 1) * s >= in + p) --o;  // the last window must start inside the input or left padding
  return o;
}

// PyTorch's checks of a pool's arguments, in its order: pooling_output_shape's zero stride (a division by zero,
// SIGFPE, found by the tensor fuzz target), then pool2d_shape_check's. A 2-d input read sizes()[3] past the end.
void check_pool(const Tensor& input, std::array<int64_t, 2> k, std::array<int64_t, 2> s, std::array<int64_t, 2> d) {
  check(s[0] != 0 && s[1] != 0, ErrorKind::RuntimeError, "stride should not be zero");
  check(k[0] > 0 && k[1] > 0, ErrorKind::RuntimeError, "kernel size should be greater than zero, but got kH: ", k[0],
        " kW: ", k[1]);
  check(s[0] > 0 && s[1] > 0, ErrorKind::RuntimeError, "stride should be greater than zero, but got dH: ", s[0],
        " dW: ", s[1]);
  check(d[0] > 0 && d[1] > 0, ErrorKind::RuntimeError, "dilation should be greater than zero, but got dilationH: ",
        d[0], " dilationW: ", d[1]);
  check(input.dim() == 3 || input.dim() == 4, ErrorKind::RuntimeError,
        "non-empty 3D or 4D (batch mode) tensor expected for input");
}

}  // namespace

ConvGeometry conv_geometry(const Tensor& input, const Tensor& weight, std::array<int64_t, 2> stride,
                           std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation) {
  check(input.dim() == 4, ErrorKind::RuntimeError, "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: ",
        input.sizes());
  check(weight.dim() == 4, ErrorKind::RuntimeError, "weight should have 4 dimensions for conv2d");
  check(input.sizes()[1] == weight.sizes()[1], ErrorKind::RuntimeError, "Given groups=1, weight of size ", weight.sizes(),
        ", expected input", input.sizes(), " to have ", weight.sizes()[1], " channels, but got ", input.sizes()[1],
        " channels instead");
  ConvGeometry g;
  g.n = input.sizes()[0];
  g.c = input.sizes()[1];
  g.h = input.sizes()[2];
  g.w = input.sizes()[3];
  g.o = weight.sizes()[0];
  g.kh = weight.sizes()[2];
  g.kw = weight.sizes()[3];
  g.stride = stride;
  g.padding = padding;
  g.dilation = dilation;
  g.oh = out_size(g.h, g.kh, stride[0], padding[0], dilation[0], false);
  g.ow = out_size(g.w, g.kw, stride[1], padding[1], dilation[1], false);
  check(g.oh > 0 && g.ow > 0, ErrorKind::RuntimeError, "Calculated output size: (", g.o, "x", g.oh, "x", g.ow,
        "). Output size is too small");
  return g;
}

// cols[(c, ky, kx), (oy, ox)] = x[c, oy*s - p + ky*d, ox*s - p + kx*d] (0 outside), for one image.
Tensor im2col(const Tensor& image, const ConvGeometry& g) {
  const Tensor x = contiguous(image);
  Tensor cols = empty(std::vector<int64_t>{g.c * g.kh * g.kw, g.oh * g.ow}, x.dtype());
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* src = x.data<T>();
    T* dst = cols.data<T>();
    for (int64_t c = 0; c < g.c; ++c)
      for (int64_t ky = 0; ky < g.kh; ++ky)
        for (int64_t kx = 0; kx < g.kw; ++kx) {
          T* row = dst + ((c * g.kh + ky) * g.kw + kx) * g.oh * g.ow;
          for (int64_t oy = 0; oy < g.oh; ++oy) {
            const int64_t iy = oy * g.stride[0] - g.padding[0] + ky * g.dilation[0];
            for (int64_t ox = 0; ox < g.ow; ++ox) {
              const int64_t ix = ox * g.stride[1] - g.padding[1] + kx * g.dilation[1];
              row[oy * g.ow + ox] = (iy >= 0 && iy < g.h && ix >= 0 && ix < g.w) ? src[(c * g.h + iy) * g.w + ix] : T(0);
            }
          }
        }
  });
  return cols;
}

// The adjoint of im2col: sums each column entry back into the image position it came from.
Tensor col2im(const Tensor& cols_in, const ConvGeometry& g) {
  const Tensor cols = contiguous(cols_in);
  Tensor image = zeros(std::vector<int64_t>{g.c, g.h, g.w}, cols.dtype());
  visit_dtype(cols.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* src = cols.data<T>();
    T* dst = image.data<T>();
    for (int64_t c = 0; c < g.c; ++c)
      for (int64_t ky = 0; ky < g.kh; ++ky)
        for (int64_t kx = 0; kx < g.kw; ++kx) {
          const T* row = src + ((c * g.kh + ky) * g.kw + kx) * g.oh * g.ow;
          for (int64_t oy = 0; oy < g.oh; ++oy) {
            const int64_t iy = oy * g.stride[0] - g.padding[0] + ky * g.dilation[0];
            if (iy < 0 || iy >= g.h) continue;
            for (int64_t ox = 0; ox < g.ow; ++ox) {
              const int64_t ix = ox * g.stride[1] - g.padding[1] + kx * g.dilation[1];
              if (ix >= 0 && ix < g.w) dst[(c * g.h + iy) * g.w + ix] += row[oy * g.ow + ox];
            }
          }
        }
  });
  return image;
}

Tensor conv2d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g) {
  check(input.dtype() == weight.dtype(), ErrorKind::RuntimeError, "expected scalar type ", dtype_name(input.dtype()),
        " but found ", dtype_name(weight.dtype()));
  Tensor out = empty(std::vector<int64_t>{g.n, g.o, g.oh, g.ow}, input.dtype());
  const Tensor w2 = reshape(weight, std::vector<int64_t>{g.o, g.c * g.kh * g.kw});
  for (int64_t i = 0; i < g.n; ++i) {
    Tensor y = mm(w2, im2col(select(input, 0, i), g));  // (O, OH*OW)
    if (bias.defined()) y = add(y, unsqueeze(bias, 1));
    Tensor dst = reshape(select(out, 0, i), std::vector<int64_t>{g.o, g.oh * g.ow});
    copy_(dst, y);
  }
  return out;
}

Conv2dGrads conv2d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight, const ConvGeometry& g,
                            bool need_bias) {
  Conv2dGrads r;
  r.input = empty(input.sizes(), input.dtype());
  const Tensor w2 = reshape(contiguous(weight), std::vector<int64_t>{g.o, g.c * g.kh * g.kw});
  const Tensor w2t = t(w2);
  Tensor gw = zeros(std::vector<int64_t>{g.o, g.c * g.kh * g.kw}, weight.dtype());
  for (int64_t i = 0; i < g.n; ++i) {
    const Tensor go = reshape(contiguous(select(grad, 0, i)), std::vector<int64_t>{g.o, g.oh * g.ow});
    Tensor gi = select(r.input, 0, i);
    copy_(gi, col2im(mm(w2t, go), g));
    gw = add(gw, mm(go, t(im2col(select(input, 0, i), g))));
  }
  r.weight = reshape(gw, weight.sizes());
  if (need_bias) r.bias = sum(grad, std::vector<int64_t>{0, 2, 3});
  return r;
}

PoolResult max_pool2d_forward(const Tensor& input, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                              std::array<int64_t, 2> p, std::array<int64_t, 2> d, bool ceil_mode) {
  const bool batched = input.dim() == 4;
  check_pool(input, k, s, d);
  check(p[0] <= k[0] / 2 && p[1] <= k[1] / 2, ErrorKind::RuntimeError,
        "pad should be at most half of effective kernel size, but got pad=", p[0], ", kernel_size=", k[0],
        " and dilation=", d[0]);
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  const int64_t n = x.sizes()[0], c = x.sizes()[1], h = x.sizes()[2], w = x.sizes()[3];
  const int64_t oh = out_size(h, k[0], s[0], p[0], d[0], ceil_mode), ow = out_size(w, k[1], s[1], p[1], d[1], ceil_mode);
  check(oh > 0 && ow > 0, ErrorKind::RuntimeError, "Given input size: (", c, "x", h, "x", w,
        "). Calculated output size: (", c, "x", oh, "x", ow, "). Output size is too small");
  Tensor out = empty(std::vector<int64_t>{n, c, oh, ow}, x.dtype());
  Tensor idx = empty(std::vector<int64_t>{n, c, oh, ow}, ScalarType::Long);
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* src = x.data<T>();
    T* dst = out.data<T>();
    int64_t* ind = idx.data<int64_t>();
    for (int64_t plane = 0; plane < n * c; ++plane) {
      const T* in = src + plane * h * w;
      for (int64_t oy = 0; oy < oh; ++oy)
        for (int64_t ox = 0; ox < ow; ++ox) {
          T best = std::numeric_limits<T>::lowest();
          int64_t best_i = -1;
          for (int64_t ky = 0; ky < k[0]; ++ky) {
            const int64_t iy = oy * s[0] - p[0] + ky * d[0];
            if (iy < 0 || iy >= h) continue;
            for (int64_t kx = 0; kx < k[1]; ++kx) {
              const int64_t ix = ox * s[1] - p[1] + kx * d[1];
              if (ix < 0 || ix >= w) continue;
              const T v = in[iy * w + ix];
              if (best_i < 0 || v > best || v != v) {
                best = v;
                best_i = iy * w + ix;
              }
            }
          }
          dst[(plane * oh + oy) * ow + ox] = best;
          ind[(plane * oh + oy) * ow + ox] = best_i;
        }
    }
  });
  if (!batched) return {squeeze(out, 0), squeeze(idx, 0)};
  return {out, idx};
}

Tensor max_pool2d_backward(const Tensor& grad, const Tensor& indices, const Dims& input_shape, ScalarType dtype) {
  Tensor gi = zeros(std::vector<int64_t>(input_shape.begin(), input_shape.end()), dtype);
  const Tensor g = contiguous(grad), ind = contiguous(indices);
  const int64_t hw = input_shape[input_shape.size() - 2] * input_shape[input_shape.size() - 1];
  const int64_t ohw = g.sizes()[g.dim() - 2] * g.sizes()[g.dim() - 1];
  const int64_t planes = ohw == 0 ? 0 : g.numel() / ohw;
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T* src = g.data<T>();
    const int64_t* id = ind.data<int64_t>();
    T* dst = gi.data<T>();
    for (int64_t plane = 0; plane < planes; ++plane)
      for (int64_t j = 0; j < ohw; ++j) {
        const int64_t i = id[plane * ohw + j];
        if (i >= 0) dst[plane * hw + i] += src[plane * ohw + j];
      }
  });
  return gi;
}

// Average pooling forward (grad == nullptr) or backward (spreads grad over each window), PyTorch's divisor rules.
Tensor avg_pool2d_impl(const Tensor& input, const Tensor* grad, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                       std::array<int64_t, 2> p, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor) {
  (void)input.size(-3);  // PyTorch reads the channel count first: a 1-d or 2-d input is this IndexError
  check_pool(input, k, s, {1, 1});
  const bool batched = input.dim() == 4;
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  const int64_t n = x.sizes()[0], c = x.sizes()[1], h = x.sizes()[2], w = x.sizes()[3];
  const int64_t oh = out_size(h, k[0], s[0], p[0], 1, ceil_mode), ow = out_size(w, k[1], s[1], p[1], 1, ceil_mode);
  // PyTorch's pool2d_shape_check: without these a window could start past the input and read outside it.
  check(p[0] <= k[0] / 2 && p[1] <= k[1] / 2, ErrorKind::RuntimeError,
        "pad should be at most half of kernel size, but got pad=", p[0], " and kernel_size=", k[0]);
  check(oh > 0 && ow > 0, ErrorKind::RuntimeError, "Given input size: (", c, "x", h, "x", w,
        "). Calculated output size: (", c, "x", oh, "x", ow, "). Output size is too small");
  Tensor result = grad ? zeros(x.sizes(), x.dtype()) : empty(std::vector<int64_t>{n, c, oh, ow}, x.dtype());
  const Tensor g = grad ? contiguous(batched ? *grad : unsqueeze(*grad, 0)) : Tensor();
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    for (int64_t plane = 0; plane < n * c; ++plane)
      for (int64_t oy = 0; oy < oh; ++oy)
        for (int64_t ox = 0; ox < ow; ++ox) {
          int64_t y0 = oy * s[0] - p[0], x0 = ox * s[1] - p[1];
          int64_t y1 = std::min(y0 + k[0], h + p[0]), x1 = std::min(x0 + k[1], w + p[1]);
          const int64_t pool_size = (y1 - y0) * (x1 - x0);
          y0 = std::max<int64_t>(y0, 0);
          x0 = std::max<int64_t>(x0, 0);
          y1 = std::min(y1, h);
          x1 = std::min(x1, w);
          const int64_t div = divisor ? *divisor : (count_include_pad ? pool_size : (y1 - y0) * (x1 - x0));
          if (grad) {
            const T gv = g.data<T>()[(plane * oh + oy) * ow + ox] / static_cast<T>(div);
            for (int64_t iy = y0; iy < y1; ++iy)
              for (int64_t ix = x0; ix < x1; ++ix) result.data<T>()[(plane * h + iy) * w + ix] += gv;
          } else {
            T acc = 0;
            for (int64_t iy = y0; iy < y1; ++iy)
              for (int64_t ix = x0; ix < x1; ++ix) acc += x.data<T>()[(plane * h + iy) * w + ix];
            result.data<T>()[(plane * oh + oy) * ow + ox] = acc / static_cast<T>(div);
          }
        }
  });
  return batched ? result : squeeze(result, 0);
}

TSR_REGISTER_KERNEL("avg_pool2d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "avg_pool2d");
  const auto k = pair_arg(s, 1, 1);
  auto st = pair_arg(s, 2, 0);
  if (int_list_arg(s, 2).empty()) st = k;
  std::optional<int64_t> divisor;
  if (s.size() > 6)
    if (const int64_t* d = std::get_if<int64_t>(&s[6])) divisor = *d;
  s = {avg_pool2d_impl(std::get<Tensor>(s.at(0)), nullptr, k, st, pair_arg(s, 3, 0), bool_arg(s, 4), bool_arg(s, 5, true), divisor)};
});

TSR_REGISTER_KERNEL("conv2d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "slow_conv2d_cpu");
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& weight = std::get<Tensor>(s.at(1));
  Tensor bias;
  if (const Tensor* b = std::get_if<Tensor>(&s.at(2))) bias = *b;
  check(int_arg(s, 6, 1) == 1, ErrorKind::NotImplementedError, "tsr: conv2d supports groups=1 only");
  const bool batched = input.dim() == 4;
  const Tensor x = batched ? input : unsqueeze(input, 0);
  const ConvGeometry g = conv_geometry(x, weight, pair_arg(s, 3, 1), pair_arg(s, 4, 0), pair_arg(s, 5, 1));
  Tensor out = conv2d_forward(x, weight, bias, g);
  s = {batched ? out : squeeze(out, 0)};
});

TSR_REGISTER_KERNEL("conv2d_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& grad = std::get<Tensor>(s.at(0));
  const Tensor& input = std::get<Tensor>(s.at(1));
  const Tensor& weight = std::get<Tensor>(s.at(2));
  const ConvGeometry g = conv_geometry(input, weight, pair_arg(s, 3, 1), pair_arg(s, 4, 0), pair_arg(s, 5, 1));
  Conv2dGrads r = conv2d_backward(grad, input, weight, g, true);
  s = {r.input, r.weight, r.bias};
});

TSR_REGISTER_KERNEL("max_pool2d_with_indices", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "max_pool2d");
  const auto k = pair_arg(s, 1, 1);
  auto st = pair_arg(s, 2, 0);
  if (int_list_arg(s, 2).empty()) st = k;
  PoolResult r = max_pool2d_forward(std::get<Tensor>(s.at(0)), k, st, pair_arg(s, 3, 0), pair_arg(s, 4, 1), bool_arg(s, 5));
  s = {r.values, r.indices};
});

TSR_REGISTER_KERNEL("max_pool2d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "max_pool2d");
  const auto k = pair_arg(s, 1, 1);
  auto st = pair_arg(s, 2, 0);
  if (int_list_arg(s, 2).empty()) st = k;
  PoolResult r = max_pool2d_forward(std::get<Tensor>(s.at(0)), k, st, pair_arg(s, 3, 0), pair_arg(s, 4, 1), bool_arg(s, 5));
  s = {r.values};
});

}  // namespace tsr::tensor
