// 2-d convolution (im2col + BLAS matmul) and 2-d max pooling on CPU, with the backward helpers their derivative
// formulas (in the declarations below) call: col2im for the input gradient, a matmul for the weight gradient, and a
// scatter through the pooling indices.
#include "tensor/ops/conv.hpp"

#include <algorithm>
#include <limits>
#include <utility>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/device_check.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/ops/composite.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/pool_plans.hpp"
#include "tensor/ops/shape_ops.hpp"
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

// A grouped convolution is `groups` independent ones over slices of the channels; in derivative formulas the
// slices and their concatenation are dispatched ops, so that a second derivative records them.
Tensor group_slice(const Tensor& t, int64_t dim, int64_t g, int64_t groups) {
  const int64_t n = t.sizes()[dim] / groups;
  return call("narrow", {t, dim, g * n, n});
}

// PyTorch 1.13 runs a CPU transposed convolution as slow_conv_transpose2d (never on oneDNN), and its gradients so:
// per image, grad_output unfolded by im2col, the input gradient weight (Cin, Cout*kH*kW) @ columns, and the weight
// gradient input (Cin, H*W) @ columns^T accumulated inside gemm (beta 1, image after image) -- the gemm calls of
// slow_conv_transpose2d_backward and slow_conv_transpose2d_acc_grad_parameters, so their rounding. Without
// create_graph the formula below takes this path; with it, the recorded conv2d / conv2d_backward ops.
bool conv_transpose2d_exact_applies(const Tensor& x, const Tensor& w, const Tensor& g) {
  const bool fp = x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double;
  return fp && !functorch::any_batched(x, w, g) && !grad_mode_enabled() && x.device().is_cpu() && w.device().is_cpu() &&
         g.device().is_cpu() && w.dtype() == x.dtype() && g.dtype() == x.dtype() && x.dim() == 4 && x.numel() > 0;
}

// One group's (input, weight) gradients; x (N, Cin, H, W), w (Cin, Cout, kH, kW), g (N, Cout, OH, OW).
std::pair<Tensor, Tensor> conv_transpose2d_backward_exact(const Tensor& g, const Tensor& x, const Tensor& w,
                                                          std::array<int64_t, 2> stride,
                                                          std::array<int64_t, 2> padding,
                                                          std::array<int64_t, 2> dilation) {
  const Tensor gc = contiguous(g), xc = contiguous(x), wc = contiguous(w);
  // The convolution whose input gradient this transposed one is: its input is our grad_output, its output our
  // input (output_padding < stride, so the sizes come back).
  const ConvGeometry geo = conv_geometry(gc, wc, stride, padding, dilation);
  const int64_t cin = wc.sizes()[0], k = wc.sizes()[1] * geo.kh * geo.kw, hw = xc.sizes()[2] * xc.sizes()[3];
  const Tensor w2 = reshape(wc, std::vector<int64_t>{cin, k});
  Tensor gi = empty(xc.sizes(), xc.dtype());
  Tensor gw = zeros(std::vector<int64_t>{cin, k}, wc.dtype());
  for (int64_t i = 0; i < geo.n; ++i) {
    const Tensor cols = im2col(select(gc, 0, i), geo);  // (Cout*kH*kW, H*W)
    Tensor dst = reshape(select(gi, 0, i), std::vector<int64_t>{cin, hw});
    copy_(dst, mm(w2, cols));
    gw = addmm(gw, reshape(select(xc, 0, i), std::vector<int64_t>{cin, hw}), t(cols));
  }
  return {gi, reshape(gw, wc.sizes())};
}

}  // namespace

TSR_DEFINE_OP(
    "conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int "
    "groups=1) -> Tensor",
    "2-d convolution (cross-correlation) of (N, C, H, W) input with (O, C, kH, kW) weight.",
    autograd::formula("ConvolutionBackward0", {"input", "weight"},
                      [](Ctx& c) { return convolution_backward(c, "conv2d_backward", 2); }));
// conv2d's gradients as an op (PyTorch's convolution_backward, for tsr's 4-d, groups=1 convolution), so that under
// create_graph they are recorded. The convolution is linear in input and in weight, so its second derivatives are
// convolutions again (PyTorch's _convolution_double_backward): given the gradients ggI, ggW, ggb of this op's
// three results, grad_output's is conv2d(ggI, weight) + conv2d(input, ggW) + ggb, input's is the input gradient
// of a convolution by ggW, weight's the weight gradient of a convolution of ggI.
TSR_DEFINE_OP(
    "conv2d_backward(Tensor grad_output, Tensor input, Tensor weight, int[2] stride=1, int[2] padding=0, int[2] "
    "dilation=1, int groups=1, bool grad_weight=True) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)",
    "conv2d's gradients wrt input, weight and bias, given grad_output (4-d); grad_weight=False leaves the weight's "
    "and bias's out (undefined), as PyTorch's output_mask does for a weight that does not require grad.",
    autograd::takes_undefined_grads(
        autograd::formula("ConvolutionBackwardBackward0", {"grad_output", "input", "weight"}, [](Ctx& c) {
          return convolution_double_backward(c, "conv2d", "conv2d_backward", 2);
        })));
// The transposed convolution is the adjoint of conv2d in its input: its forward pass is conv2d's input gradient
// (a matmul then col2im), its input gradient a conv2d, its weight gradient conv2d's weight gradient with the roles
// of input and grad_output exchanged. Both are dispatched ops, so a second derivative is recorded too.
namespace {

// The transposed convolution's three gradients for batched (4-d) x and g: by PyTorch's own CPU loops where those
// apply (conv_transpose2d_backward_exact), else by dispatched ops.
G conv_transpose2d_grads(const Tensor& x, const Tensor& g, const Tensor& w, std::array<int64_t, 2> stride,
                         std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation, int64_t groups,
                         bool has_bias) {
  std::vector<Tensor> gis, gws;
  const bool exact = conv_transpose2d_exact_applies(x, w, g);
  for (int64_t k = 0; k < groups; ++k) {
    const Tensor gk = groups == 1 ? g : group_slice(g, 1, k, groups);
    const Tensor xk = groups == 1 ? x : group_slice(x, 1, k, groups);
    const Tensor wk = groups == 1 ? w : group_slice(w, 0, k, groups);
    if (exact) {
      auto [gik, gwk] = conv_transpose2d_backward_exact(gk, xk, wk, stride, padding, dilation);
      gis.push_back(gik);
      gws.push_back(gwk);
      continue;
    }
    const std::vector<int64_t> st(stride.begin(), stride.end()), pd(padding.begin(), padding.end()),
        dl(dilation.begin(), dilation.end());
    gis.push_back(call("conv2d", {gk, wk, NoneValue{}, st, pd, dl, int64_t(1)}));
    Stack r = call_op(find_op("conv2d_backward"), {xk, gk, wk, st, pd, dl});
    gws.push_back(std::get<Tensor>(r[1]));
  }
  return G{groups == 1 ? gis[0] : call("cat", {gis, int64_t(1)}),
           groups == 1 ? gws[0] : call("cat", {gws, int64_t(0)}),
           has_bias ? call("sum.dim_IntList", {g, std::vector<int64_t>{0, 2, 3}, false, NoneValue{}}) : Tensor()};
}

// conv_transpose1d's arguments as conv_transpose2d's over a height of 1: (1, s), (0, p), (1, d).
std::array<int64_t, 2> as_2d_arg(const Ctx& c, const char* name, int64_t height, int64_t fallback) {
  const std::vector<int64_t> v = c.ints(name);
  return {height, v.empty() ? fallback : v[0]};
}

// The indices of a max pool that returned none (max_pool2d, max_pool3d), for its backward: the *_with_indices op
// run again, dispatched, so on the input's device (a direct call of the CPU forward read GPU memory on the host).
Tensor max_pool_indices(const char* with_indices, Ctx& c) {
  GradModeGuard no_grad(false);
  const Stack r = call_op(find_op(with_indices), {c.s("self"), c.a("kernel_size"), c.a("stride"), c.a("padding"),
                                                 c.a("dilation"), c.a("ceil_mode")});
  return std::get<Tensor>(r.at(1));
}

}  // namespace

TSR_DEFINE_OP(
    "conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] "
    "output_padding=0, int groups=1, int[2] dilation=1) -> Tensor",
    "2-d transposed convolution of (N, C, H, W) input with (C, O, kH, kW) weight.",
    autograd::formula("ConvolutionBackward0", {"input", "weight"}, [](Ctx& c) {
      Tensor x = c.s("input"), g = c.g();
      const bool batched = x.dim() == 4;
      if (!batched) {
        x = call("unsqueeze", {x, int64_t(0)});
        g = call("unsqueeze", {g, int64_t(0)});
      }
      G r = conv_transpose2d_grads(x, g, c.s("weight"), pair(c, "stride", 1), pair(c, "padding", 0),
                                   pair(c, "dilation", 1), c.i("groups", 1), c.shapes.count("bias") > 0);
      if (!batched) r[0] = call("squeeze.dim", {r[0], int64_t(0)});
      return r;
    }));
// conv_transpose1d is one node too (PyTorch's at::convolution runs it as a 2-d one of height 1).
TSR_DEFINE_OP(
    "conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] "
    "output_padding=0, int groups=1, int[1] dilation=1) -> Tensor",
    "1-d transposed convolution of (N, C, L) input with (C, O / groups, K) weight.",
    autograd::formula("ConvolutionBackward0", {"input", "weight"}, [](Ctx& c) {
      const Tensor x = c.s("input");
      const bool batched = x.dim() == 3;
      G r = conv_transpose2d_grads(input_as_height_one(x, batched), as_height_one(c.g(), batched),
                                   as_height_one(c.s("weight"), true),
                                   as_2d_arg(c, "stride", 1, 1), as_2d_arg(c, "padding", 0, 0),
                                   as_2d_arg(c, "dilation", 1, 1), c.i("groups", 1), c.shapes.count("bias") > 0);
      r[0] = call("squeeze.dim", {r[0], int64_t(2)});
      if (!batched) r[0] = call("squeeze.dim", {r[0], int64_t(0)});
      r[1] = call("squeeze.dim", {r[1], int64_t(2)});
      return r;
    }));
TSR_DEFINE_OP(
    "max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, "
    "bool ceil_mode=False) -> (Tensor, Tensor)",
    "2-d max pooling, also returning each maximum's flat index within its (H, W) plane.",
    autograd::formula("MaxPool2DWithIndicesBackward0", {"self", "result1"}, [](Ctx& c) {
      return G{call("max_pool2d_with_indices_backward", {c.g(), c.s("self"), c.a("kernel_size"), c.a("stride"),
                                                         c.a("padding"), c.a("dilation"), c.a("ceil_mode"),
                                                         c.s("result1")})};
    }));
TSR_DEFINE_OP(
    "avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool "
    "count_include_pad=True, int? divisor_override=None) -> Tensor",
    "2-d average pooling.", autograd::formula("AvgPool2DBackward0", {"self"}, [](Ctx& c) {
      return G{call("avg_pool2d_backward", {c.g(), c.s("self"), c.a("kernel_size"), c.a("stride"), c.a("padding"),
                                            c.a("ceil_mode"), c.a("count_include_pad"), c.a("divisor_override")})};
    }));
TSR_DEFINE_OP(
    "max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool "
    "ceil_mode=False) -> Tensor",
    "2-d max pooling.", autograd::formula("MaxPool2DWithIndicesBackward0", {"self"}, [](Ctx& c) {
      return G{call("max_pool2d_with_indices_backward", {c.g(), c.s("self"), c.a("kernel_size"), c.a("stride"),
                                                         c.a("padding"), c.a("dilation"), c.a("ceil_mode"),
                                                         max_pool_indices("max_pool2d_with_indices", c)})};
    }));
// The 2-d pools' input gradients as dispatched ops, so that a second derivative is recorded (both are linear in
// grad_output: a gather through the indices, an avg_pool2d).
TSR_DEFINE_OP(
    "max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] "
    "padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor",
    "max_pool2d's input gradient: grad_output scattered to each window's maximum.",
    autograd::formula("MaxPool2DWithIndicesBackwardBackward0", {"indices"}, [](Ctx& c) {
      return G{pool_indices_gather(c.g(), c.s("indices"), 2), Tensor(), Tensor()};
    }));
TSR_DEFINE_OP(
    "avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool "
    "ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor",
    "avg_pool2d's input gradient: grad_output spread over each window.",
    autograd::formula("AvgPool2DBackwardBackward0", {}, [](Ctx& c) {
      return G{call("avg_pool2d", {c.g(), c.a("kernel_size"), c.a("stride"), c.a("padding"), c.a("ceil_mode"),
                                   c.a("count_include_pad"), c.a("divisor_override")}),
               Tensor()};
    }));

namespace {

std::array<int64_t, 2> pair_arg(const Stack& s, size_t i, int64_t fallback) { return conv_pair_arg(s, i, fallback); }

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

std::array<int64_t, 2> conv_pair_arg(const Stack& s, size_t i, int64_t fallback) {
  std::vector<int64_t> v = int_list_arg(s, i);
  if (v.empty()) return {fallback, fallback};
  if (v.size() == 1) return {v[0], v[0]};
  return {v[0], v[1]};
}

// A pooled input's (N, C, H, W), N = 1 for an unbatched (C, H, W) input; the output sizes are the caller's.
static Pool2dGeometry pool2d_input_dims(const Tensor& input) {
  const bool batched = input.dim() == 4;
  Pool2dGeometry g;
  g.n = batched ? input.sizes()[0] : 1;
  g.c = input.sizes()[batched ? 1 : 0];
  g.h = input.sizes()[batched ? 2 : 1];
  g.w = input.sizes()[batched ? 3 : 2];
  return g;
}

Pool2dGeometry max_pool2d_geometry(const Tensor& input, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                                   std::array<int64_t, 2> p, std::array<int64_t, 2> d, bool ceil_mode) {
  check_pool(input, k, s, d);
  // PyTorch 1.13's wording (its check ignores the dilation too; 2.x says "effective kernel size")
  check(p[0] <= k[0] / 2 && p[1] <= k[1] / 2, ErrorKind::RuntimeError,
        "pad should be at most half of kernel size, but got pad=", p[0], " and kernel_size=", k[0]);
  Pool2dGeometry g = pool2d_input_dims(input);
  g.oh = out_size(g.h, k[0], s[0], p[0], d[0], ceil_mode);
  g.ow = out_size(g.w, k[1], s[1], p[1], d[1], ceil_mode);
  check(g.oh > 0 && g.ow > 0, ErrorKind::RuntimeError, "Given input size: (", g.c, "x", g.h, "x", g.w,
        "). Calculated output size: (", g.c, "x", g.oh, "x", g.ow, "). Output size is too small");
  return g;
}

Pool2dGeometry avg_pool2d_geometry(const Tensor& input, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                                   std::array<int64_t, 2> p, bool ceil_mode) {
  (void)input.size(-3);  // PyTorch reads the channel count first: a 1-d or 2-d input is this IndexError
  check_pool(input, k, s, {1, 1});
  Pool2dGeometry g = pool2d_input_dims(input);
  g.oh = out_size(g.h, k[0], s[0], p[0], 1, ceil_mode);
  g.ow = out_size(g.w, k[1], s[1], p[1], 1, ceil_mode);
  // PyTorch's pool2d_shape_check: without these a window could start past the input and read outside it.
  check(p[0] <= k[0] / 2 && p[1] <= k[1] / 2, ErrorKind::RuntimeError,
        "pad should be at most half of kernel size, but got pad=", p[0], " and kernel_size=", k[0]);
  check(g.oh > 0 && g.ow > 0, ErrorKind::RuntimeError, "Given input size: (", g.c, "x", g.h, "x", g.w,
        "). Calculated output size: (", g.c, "x", g.oh, "x", g.ow, "). Output size is too small");
  return g;
}

// PyTorch's check_shape_forward: at least one filter per group (an empty weight would reach oneDNN)
void check_at_least_groups(const Tensor& weight, int64_t groups) {
  check(weight.sizes()[0] >= groups, ErrorKind::RuntimeError, "Given groups=", groups, ", expected weight to be at least ",
        groups, " at dimension 0, but got weight of size ", weight.sizes(), " instead");
}

ConvGeometry conv_geometry(const Tensor& input, const Tensor& weight, std::array<int64_t, 2> stride,
                           std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation) {
  check(input.dim() == 4, ErrorKind::RuntimeError, "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: ",
        input.sizes());
  check(weight.dim() == 4, ErrorKind::RuntimeError, "weight should have 4 dimensions for conv2d");
  check_at_least_groups(weight, 1);
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
  const int64_t ph = g.h + 2 * padding[0], pw = g.w + 2 * padding[1];
  const int64_t dkh = dilation[0] * (g.kh - 1) + 1, dkw = dilation[1] * (g.kw - 1) + 1;
  check(ph >= dkh && pw >= dkw, ErrorKind::RuntimeError, "Calculated padded input size per channel: (", ph, " x ", pw,
        "). Kernel size: (", dkh, " x ", dkw, "). Kernel size can't be greater than actual input size");
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

// col2im into `image`, a contiguous (C, H, W) tensor of zeros of the columns' dtype.
static void col2im_into(const Tensor& cols_in, const ConvGeometry& g, const Tensor& image) {
  const Tensor cols = contiguous(cols_in);
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
}

// The adjoint of im2col: sums each column entry back into the image position it came from.
Tensor col2im(const Tensor& cols, const ConvGeometry& g) {
  Tensor image = zeros(std::vector<int64_t>{g.c, g.h, g.w}, cols.dtype());
  col2im_into(cols, g, image);
  return image;
}

namespace {
// c10's is_channels_last_strides_2d/_3d: the strides grow through the dimensions in `order` (channels first, the
// batch last).
bool strides_in_order(const Tensor& t, std::initializer_list<int> order) {
  int64_t min = 0;
  for (const int d : order) {
    if (t.sizes()[d] == 0 || t.strides()[d] < min) return false;
    if (d == 0 && min == t.strides()[1]) return false;
    min = t.strides()[d];
    if (t.sizes()[d] > 1) min *= t.sizes()[d];
  }
  return true;
}
}  // namespace

bool channels_last_strides(const Tensor& t) { return t.dim() == 4 && strides_in_order(t, {1, 3, 2, 0}); }

MemoryFormat suggest_memory_format(const Tensor& t) {
  if (channels_last_strides(t)) return MemoryFormat::ChannelsLast;
  if (t.dim() == 5 && strides_in_order(t, {1, 4, 3, 2, 0})) return MemoryFormat::ChannelsLast3d;
  return MemoryFormat::Contiguous;
}

void check_conv_channels(const Dims& x, const Tensor& weight, int64_t groups) {
  check_at_least_groups(weight, groups);
  check(weight.sizes()[0] % groups == 0, ErrorKind::RuntimeError, "Given groups=", groups,
        ", expected weight to be divisible by ", groups, " at dimension 0, but got weight of size [", weight.sizes(),
        "] instead");  // PyTorch's doubled brackets
  check(x[1] == weight.sizes()[1] * groups, ErrorKind::RuntimeError, "Given groups=", groups, ", weight of size ",
        weight.sizes(), ", expected input", x, " to have ", weight.sizes()[1] * groups, " channels, but got ", x[1],
        " channels instead");
}

void check_conv_bias(const Tensor& weight, const Tensor& bias) {
  if (!bias.defined()) return;
  check(bias.dim() == 1 && bias.sizes()[0] == weight.sizes()[0], ErrorKind::RuntimeError, "Given weight of size ",
        weight.sizes(), ", expected bias to be 1-dimensional with ", weight.sizes()[0],
        " elements, but got bias of size ", bias.sizes(), " instead");
}

// conv2d's second derivatives as PyTorch 1.13's _convolution_double_backward computes them, so that they round as
// its do (MAML's second-order meta-gradients through convolutions): input's, given ggW, is the transposed
// convolution of grad_output by ggW, its output padding making it the input's size.
Tensor conv2d_input_second_grad(const Ctx& c, const Tensor& g, const Tensor& x, const Tensor& ggw) {
  if (!ggw.defined()) return Tensor();
  const auto stride = pair(c, "stride", 1), padding = pair(c, "padding", 0), dilation = pair(c, "dilation", 1);
  std::vector<int64_t> output_padding(2, 0);
  for (size_t i = 0; i < 2; ++i) {
    const int64_t k = ggw.sizes()[2 + i];
    const int64_t covered = (k - 1) * dilation[i] - 2 * padding[i] + stride[i] * (g.sizes()[2 + i] - 1) + 1;
    output_padding[i] = x.sizes()[2 + i] - covered;
  }
  return call("conv_transpose2d.input",
              {g, ggw, NoneValue{}, c.a("stride"), c.a("padding"), output_padding, c.i("groups", 1), c.a("dilation")});
}

// weight's, given ggI: a convolution of ggI by grad_output, each with its batch and channel dims swapped (so the
// batch is summed over) and stride and dilation exchanged, one per group, swapped back and cut to the weight's
// kernel size.
Tensor conv2d_weight_second_grad(const Ctx& c, const Tensor& g, const Tensor& w, const Tensor& ggi) {
  if (!ggi.defined()) return Tensor();
  const int64_t groups = c.i("groups", 1);
  const auto swap01 = [](const Tensor& t) { return call("transpose.int", {t, int64_t(0), int64_t(1)}); };
  const Tensor ggi_t = swap01(ggi), g_t = swap01(g);
  const auto conv = [&](const Tensor& in, const Tensor& weight) {  // (stride and dilation exchanged)
    return call("conv2d", {in, weight, NoneValue{}, c.a("dilation"), c.a("padding"), c.a("stride"), int64_t(1)});
  };
  Tensor gw_t;
  if (groups == 1) {
    gw_t = conv(ggi_t, g_t);
  } else {
    std::vector<Tensor> pieces;
    for (int64_t k = 0; k < groups; ++k)
      pieces.push_back(conv(group_slice(ggi_t, 0, k, groups), group_slice(g_t, 0, k, groups)));
    gw_t = call("cat", {pieces, int64_t(1)});
  }
  Tensor gw = swap01(gw_t);
  for (int64_t d = 2; d < 4; ++d)
    if (gw.sizes()[d] > w.sizes()[d]) gw = call("narrow", {gw, d, int64_t(0), w.sizes()[d]});
  return gw;
}

std::vector<Tensor> convolution_double_backward(Ctx& c, const char* conv_op, const char* backward_op, int spatial) {
  const Tensor g = c.s("grad_output"), x = c.s("input"), w = c.s("weight");
  const Tensor &ggi = c.g(0), &ggw = c.g(1), &ggb = c.g(2);
  const IValue &stride = c.a("stride"), &padding = c.a("padding"), &dilation = c.a("dilation");
  const int64_t groups = c.i("groups", 1);
  auto conv = [&](const Tensor& in, const Tensor& weight) {
    return call(conv_op, {in, weight, NoneValue{}, stride, padding, dilation, groups});
  };
  auto grads = [&](const Tensor& in, const Tensor& weight) {
    return call_op(find_op(backward_op), {g, in, weight, stride, padding, dilation, groups});
  };
  Tensor gg;
  if (ggi.defined()) gg = conv(ggi, w);
  if (ggw.defined()) gg = gg.defined() ? add(gg, conv(x, ggw)) : conv(x, ggw);
  if (ggb.defined()) {
    std::vector<int64_t> shape(static_cast<size_t>(spatial + 2), 1);
    shape[1] = -1;
    const Tensor b = call("reshape", {ggb, shape});
    gg = gg.defined() ? add(gg, b) : call("expand", {b, std::vector<int64_t>(g.sizes().begin(), g.sizes().end()), false});
  }
  if (spatial == 2) return {gg, conv2d_input_second_grad(c, g, x, ggw), conv2d_weight_second_grad(c, g, w, ggi)};
  return {gg, ggw.defined() ? std::get<Tensor>(grads(x, ggw)[0]) : Tensor(),
          ggi.defined() ? std::get<Tensor>(grads(ggi, w)[1]) : Tensor()};
}

std::vector<Tensor> convolution_backward(Ctx& c, const char* backward_op, int spatial) {
  Tensor x = c.s("input"), g = c.g();
  const bool batched = x.dim() == spatial + 2;
  if (!batched) {
    x = call("unsqueeze", {x, int64_t(0)});
    g = call("unsqueeze", {g, int64_t(0)});
  }
  Stack args{g, x, c.s("weight"), c.a("stride"), c.a("padding"), c.a("dilation"), c.i("groups", 1)};
  // conv2d's backward leaves the weight's and bias's gradients out when neither is wanted (a frozen network's input
  // gradient: adversarial examples, style transfer, image-quality metrics), as PyTorch's output_mask does
  const bool weight_wanted = c.needs("weight") || c.needs("bias");
  // (not under create_graph: the op is then recorded, and all its results are made)
  if (spatial == 2 && !weight_wanted && !grad_mode_enabled()) args.emplace_back(false);
  Stack r = call_op(find_op(backward_op), std::move(args));
  Tensor gi = std::get<Tensor>(r[0]);
  if (!batched) gi = call("squeeze.dim", {gi, int64_t(0)});
  return {gi, std::get<Tensor>(r[1]), c.shapes.count("bias") > 0 ? std::get<Tensor>(r[2]) : Tensor()};
}

Tensor as_height_one(const Tensor& t, bool batched) {
  return call("unsqueeze", {batched ? t : call("unsqueeze", {t, int64_t(0)}), int64_t(2)});
}

Tensor input_as_height_one(const Tensor& input, bool batched) {
  return as_height_one(call("contiguous", {input}), batched);
}

Tensor empty_channels_last(const Dims& sizes, ScalarType dtype, Device device) {
  return permute(empty(std::vector<int64_t>{sizes[0], sizes[2], sizes[3], sizes[1]}, dtype, device),
                 std::vector<int64_t>{0, 3, 1, 2});
}

Tensor as_channels_last(const Tensor& t) {
  Tensor r = contiguous_in(t, MemoryFormat::ChannelsLast);
  Dims strides = memory_format_strides(r.sizes(), MemoryFormat::ChannelsLast);
  if (r.strides() == strides) return r;
  if (r.is_same(t)) r = make_view(t, t.sizes(), t.strides(), t.storage_offset());  // not t's own geometry
  r.impl()->set_geometry(r.sizes(), std::move(strides));  // dense channels-last: only size-1 dims' strides differ
  return r;
}

void results_to_channels_last(Stack& results) {
  for (IValue& v : results)
    if (Tensor* t = std::get_if<Tensor>(&v); t && t->defined() && t->dim() == 4) *t = as_channels_last(*t);
}

namespace {

// PyTorch's slow_conv2d on a channels-last input or weight: per image, out (OH*OW, O) = cols (OH*OW, kH*kW*C) @
// W^T + bias, the columns in (ky, kx, c) order -- its gemm(T, N) call, whose rounding is not the NCHW call's.
Tensor conv2d_forward_channels_last(const Tensor& input, const Tensor& weight, const Tensor& bias,
                                    const ConvGeometry& g) {
  Tensor out_nhwc = empty(std::vector<int64_t>{g.n, g.oh, g.ow, g.o}, input.dtype());
  const int64_t k = g.c * g.kh * g.kw, hw = g.oh * g.ow;
  const Tensor w_cl = reshape(contiguous(permute(weight, std::vector<int64_t>{0, 2, 3, 1})), std::vector<int64_t>{g.o, k});
  const Tensor bias_row = bias.defined() ? expand(unsqueeze(bias, 0), std::vector<int64_t>{hw, g.o}) : Tensor();
  for (int64_t i = 0; i < g.n; ++i) {
    const Tensor cols = reshape(im2col(select(input, 0, i), g), std::vector<int64_t>{g.c, g.kh, g.kw, hw});
    const Tensor cols_cl =
        reshape(contiguous(permute(cols, std::vector<int64_t>{3, 1, 2, 0})), std::vector<int64_t>{hw, k});
    Tensor y = bias.defined() ? addmm(bias_row, cols_cl, t(w_cl)) : mm(cols_cl, t(w_cl));  // (OH*OW, O)
    Tensor dst = reshape(select(out_nhwc, 0, i), std::vector<int64_t>{hw, g.o});
    copy_(dst, y);
  }
  // PyTorch's output stays channels-last; tsr's is made contiguous: the kernels after a convolution (batch_norm's
  // statistics) do not yet add a channels-last input in PyTorch's order, and a contiguous one they do.
  return contiguous(permute(out_nhwc, std::vector<int64_t>{0, 3, 1, 2}));
}

}  // namespace

Tensor conv2d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g) {
  check_scalar_type(input.dtype(), weight.dtype());
  if (channels_last_strides(input) || channels_last_strides(weight))
    return conv2d_forward_channels_last(input, weight, bias, g);
  Tensor out = empty(std::vector<int64_t>{g.n, g.o, g.oh, g.ow}, input.dtype());
  const Tensor w2 = reshape(contiguous(weight), std::vector<int64_t>{g.o, g.c * g.kh * g.kw});  // (view_weight_2d)
  // PyTorch's slow_conv2d: the bias is put in the output first and gemm adds the product onto it (addmm's
  // rounding, not a product rounded and then the bias added).
  const Tensor bias_column = bias.defined() ? expand(unsqueeze(bias, 1), std::vector<int64_t>{g.o, g.oh * g.ow}) : Tensor();
  for (int64_t i = 0; i < g.n; ++i) {
    const Tensor cols = im2col(select(input, 0, i), g);
    Tensor y = bias.defined() ? addmm(bias_column, w2, cols) : mm(w2, cols);  // (O, OH*OW)
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
  Tensor gw = g.need_weight ? zeros(std::vector<int64_t>{g.o, g.c * g.kh * g.kw}, weight.dtype()) : Tensor();
  for (int64_t i = 0; i < g.n; ++i) {
    const Tensor go = reshape(contiguous(select(grad, 0, i)), std::vector<int64_t>{g.o, g.oh * g.ow});
    Tensor gi = select(r.input, 0, i);
    copy_(gi, col2im(mm(w2t, go), g));
    if (g.need_weight) gw = addmm(gw, go, t(im2col(select(input, 0, i), g)));  // gemm accumulating, as PyTorch's frames
  }
  if (!g.need_weight) return r;
  r.weight = reshape(gw, weight.sizes());
  if (need_bias) r.bias = sum(grad, std::vector<int64_t>{0, 2, 3});
  return r;
}

PoolResult max_pool2d_forward(const Tensor& input, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                              std::array<int64_t, 2> p, std::array<int64_t, 2> d, bool ceil_mode) {
  const bool batched = input.dim() == 4;
  const Pool2dGeometry geo = max_pool2d_geometry(input, k, s, p, d, ceil_mode);
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  const int64_t n = geo.n, c = geo.c, h = geo.h, w = geo.w, oh = geo.oh, ow = geo.ow;
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

Tensor pool_indices_scatter(const Tensor& grad, const Tensor& indices, const Dims& input_shape, ScalarType dtype,
                            int spatial) {
  Tensor gi = zeros(std::vector<int64_t>(input_shape.begin(), input_shape.end()), dtype);
  const Tensor g = contiguous(grad), ind = contiguous(indices);
  int64_t plane_in = 1, plane_out = 1;
  for (int k = 1; k <= spatial; ++k) {
    plane_in *= input_shape[input_shape.size() - k];
    plane_out *= g.sizes()[g.dim() - k];
  }
  const int64_t planes = plane_out == 0 ? 0 : g.numel() / plane_out;
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T* src = g.data<T>();
    const int64_t* id = ind.data<int64_t>();
    T* dst = gi.data<T>();
    for (int64_t plane = 0; plane < planes; ++plane)
      for (int64_t j = 0; j < plane_out; ++j) {
        const int64_t i = id[plane * plane_out + j];
        if (i >= 0) dst[plane * plane_in + i] += src[plane * plane_out + j];
      }
  });
  return gi;
}

Tensor pool_indices_gather(const Tensor& gg, const Tensor& ind, int spatial) {
  const Dims& os = ind.sizes();
  int64_t plane_out = 1;
  for (int k = 1; k <= spatial; ++k) plane_out *= os[os.size() - k];
  const int64_t planes = plane_out == 0 ? 0 : ind.numel() / plane_out;
  const Tensor flat = reshape_to(gg, Dims{planes, planes == 0 ? 0 : gg.numel() / planes});
  const Tensor got = call("gather", {flat, int64_t(1), reshape_to(ind, Dims{planes, plane_out}), false});
  return reshape_to(got, os);
}

// Average pooling forward (grad == nullptr) or backward (spreads grad over each window), PyTorch's divisor rules.
Tensor avg_pool2d_impl(const Tensor& input, const Tensor* grad, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                       std::array<int64_t, 2> p, bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor) {
  const Pool2dGeometry geo = avg_pool2d_geometry(input, k, s, p, ceil_mode);
  const bool batched = input.dim() == 4;
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  const int64_t n = geo.n, c = geo.c, h = geo.h, w = geo.w, oh = geo.oh, ow = geo.ow;
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
            // (bfloat16 sums in float and rounds once, as PyTorch's acc_t = vec_scalar_t<scalar_t>)
            using Acc = std::conditional_t<is_reduced_floating_type<T>, float, T>;
            Acc acc = 0;
            for (int64_t iy = y0; iy < y1; ++iy)
              for (int64_t ix = x0; ix < x1; ++ix) acc += static_cast<Acc>(x.data<T>()[(plane * h + iy) * w + ix]);
            result.data<T>()[(plane * oh + oy) * ow + ox] = static_cast<T>(acc / static_cast<Acc>(div));
          }
        }
  });
  return batched ? result : squeeze(result, 0);
}

TSR_REGISTER_KERNEL("avg_pool2d", CPU, keeping_channels_last(0, [](const Operator&, DispatchKeySet, Stack& s) {
  // Each pooling kernel takes the dtypes of PyTorch 1.13's (AT_DISPATCH_FLOATING_TYPES_AND...), raising its error
  // for the others.
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "avg_pool2d", {ScalarType::Long, ScalarType::BFloat16});
  const auto k = pair_arg(s, 1, 1);
  auto st = pair_arg(s, 2, 0);
  if (int_list_arg(s, 2).empty()) st = k;
  std::optional<int64_t> divisor;
  if (s.size() > 6)
    if (const int64_t* d = std::get_if<int64_t>(&s[6])) divisor = *d;
  s = {avg_pool2d_impl(std::get<Tensor>(s.at(0)), nullptr, k, st, pair_arg(s, 3, 0), bool_arg(s, 4), bool_arg(s, 5, true), divisor)};
}));

TSR_REGISTER_KERNEL("max_pool2d_with_indices_backward", CPU, keeping_channels_last(1, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& g = std::get<Tensor>(s.at(0));
  const Tensor& self = std::get<Tensor>(s.at(1));
  check_dtype_in(DtypeGroup::Floating, g.dtype(), "max_pool2d_backward", {ScalarType::BFloat16});
  s = {pool_indices_scatter(g, std::get<Tensor>(s.at(7)), self.sizes(), g.dtype(), 2)};
}));

TSR_REGISTER_KERNEL("avg_pool2d_backward", CPU, keeping_channels_last(1, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = std::get<Tensor>(s.at(0));
  check_dtype_in(DtypeGroup::Floating, g.dtype(), "avg_pool2d_backward", {ScalarType::Long, ScalarType::BFloat16});
  const auto k = pair_arg(s, 2, 1);
  const auto st = int_list_arg(s, 3).empty() ? k : pair_arg(s, 3, 0);
  std::optional<int64_t> divisor;
  if (s.size() > 7)
    if (const int64_t* d = std::get_if<int64_t>(&s[7])) divisor = *d;
  s = {avg_pool2d_impl(std::get<Tensor>(s.at(1)), &g, k, st, pair_arg(s, 4, 0), bool_arg(s, 5), bool_arg(s, 6, true),
                       divisor)};
}));

// PyTorch's choice of backend (onednn_conv_applies) for conv2d's arguments, on the batchified input and one group's
// channels; arguments conv2d_groups will refuse go its way.
bool conv2d_on_onednn(const Tensor& input, const Tensor& weight, std::array<int64_t, 2> stride,
                      std::array<int64_t, 2> dilation, int64_t groups) {
  if ((input.dim() != 3 && input.dim() != 4) || weight.dim() != 4 || groups < 1) return false;
  const int64_t lead = input.dim() - 3;
  ConvGeometry g;
  g.n = lead ? input.sizes()[0] : 1;
  g.c = input.sizes()[lead] / groups;
  g.h = input.sizes()[lead + 1];
  g.w = input.sizes()[lead + 2];
  g.kh = weight.sizes()[2];
  g.kw = weight.sizes()[3];
  g.groups = groups;
  g.stride = stride;
  g.dilation = dilation;
  return onednn_conv_applies(input, weight, g);
}

namespace {

// The geometry of one group's convolution with `groups` set, for a kernel that takes all groups at once (the
// input's and weight's channel counts already checked).
ConvGeometry all_groups_geometry(const Tensor& input, const Tensor& weight, int64_t groups,
                                 std::array<int64_t, 2> stride, std::array<int64_t, 2> padding,
                                 std::array<int64_t, 2> dilation) {
  ConvGeometry g = conv_geometry(narrow(input, 1, 0, input.sizes()[1] / groups),
                                 narrow(weight, 0, 0, weight.sizes()[0] / groups), stride, padding, dilation);
  g.groups = groups;
  return g;
}

Conv2dGrads conv2d_backward_cpu(const Tensor& grad, const Tensor& input, const Tensor& weight, const ConvGeometry& g) {
  return conv2d_backward(grad, input, weight, g, true);
}

}  // namespace

Conv2dGrads conv2d_backward_groups(const Stack& s, Conv2dBackward backward, Conv2dBackward all_groups) {
  const Tensor& grad = std::get<Tensor>(s.at(0));
  const Tensor& input = std::get<Tensor>(s.at(1));
  const Tensor& weight = std::get<Tensor>(s.at(2));
  const auto stride = conv_pair_arg(s, 3, 1), padding = conv_pair_arg(s, 4, 0), dilation = conv_pair_arg(s, 5, 1);
  const int64_t groups = s.size() > 6 ? int_arg(s, 6, 1) : 1;
  const bool need_weight = bool_arg(s, 7, true);
  const auto geometry = [&](const Tensor& x, const Tensor& w) {
    ConvGeometry g = conv_geometry(x, w, stride, padding, dilation);
    g.need_weight = need_weight;
    return g;
  };
  if (groups == 1) return backward(grad, input, weight, geometry(input, weight));
  check(groups > 0 && input.dim() == 4 && weight.dim() == 4 && weight.sizes()[0] % groups == 0 &&
            input.sizes()[1] == weight.sizes()[1] * groups && grad.dim() == 4 && grad.sizes()[1] == weight.sizes()[0],
        ErrorKind::RuntimeError, "conv2d_backward: grad_output ", grad.sizes(), ", input ", input.sizes(),
        " and weight ", weight.sizes(), " do not make a convolution of ", groups, " groups");
  if (all_groups) {
    ConvGeometry g = all_groups_geometry(input, weight, groups, stride, padding, dilation);
    g.need_weight = need_weight;
    return all_groups(grad, input, weight, g);
  }
  const int64_t cg = input.sizes()[1] / groups, og = weight.sizes()[0] / groups;
  std::vector<Tensor> gis, gws, gbs;
  for (int64_t k = 0; k < groups; ++k) {
    const Tensor xk = narrow(input, 1, k * cg, cg), wk = narrow(weight, 0, k * og, og);
    Conv2dGrads r = backward(narrow(grad, 1, k * og, og), xk, wk, geometry(xk, wk));
    gis.push_back(r.input);
    gws.push_back(r.weight);
    gbs.push_back(r.bias);
  }
  if (!need_weight) return {cat(gis, 1), Tensor(), Tensor()};
  return {cat(gis, 1), cat(gws, 0), cat(gbs, 0)};
}

bool bfloat16_convolution_on_onednn(const Stack& s) {
  static const bool avx512_core = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512dq");
  }();
  if (!avx512_core) return false;
  for (const IValue& v : s)
    if (const Tensor* t = std::get_if<Tensor>(&v);
        t && t->defined() && (t->dtype() != ScalarType::BFloat16 || !t->device().is_cpu()))
      return false;
  return true;
}

void on_float32(Stack& s, void (*kernel)(const Operator&, DispatchKeySet, Stack&), const Operator& op,
                DispatchKeySet keys) {
  const auto retyped = [](const Tensor& t, ScalarType dtype) {
    Tensor out = empty_like_layout(t, t.sizes(), dtype);
    return copy_(out, t);
  };
  for (IValue& v : s)
    if (Tensor* t = std::get_if<Tensor>(&v); t && t->defined() && t->dtype() == ScalarType::BFloat16)
      *t = retyped(*t, ScalarType::Float);
  kernel(op, keys, s);
  for (IValue& v : s)
    if (Tensor* t = std::get_if<Tensor>(&v); t && t->defined()) *t = retyped(*t, ScalarType::BFloat16);
}

namespace {

void conv2d_kernel(const Operator& op, DispatchKeySet keys, Stack& s) {
  if (bfloat16_convolution_on_onednn(s)) return on_float32(s, conv2d_kernel, op, keys);
  check_convolution_types("conv2d", s);
  refuse_half(std::get<Tensor>(s[0]).dtype(), "slow_conv2d_cpu");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "slow_conv2d_cpu");
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& weight = std::get<Tensor>(s.at(1));
  Tensor bias;
  if (const Tensor* b = std::get_if<Tensor>(&s.at(2))) bias = *b;
  const auto stride = pair_arg(s, 3, 1), dilation = pair_arg(s, 5, 1);
  const int64_t groups = int_arg(s, 6, 1);
  const bool onednn = conv2d_on_onednn(input, weight, stride, dilation, groups);
  if (onednn) {
    check_parameter_type(input, weight, "weight", true);
    check_parameter_type(input, bias, "bias", true);
  }
  Tensor out = conv2d_groups(input, weight, bias, stride, pair_arg(s, 4, 0), dilation, groups,
                             onednn ? onednn_conv2d_forward : conv2d_forward, onednn ? onednn_conv2d_forward : nullptr);
  // PyTorch's output takes the suggested memory format: channels-last when the input or the weight is (the values
  // are computed as above; only the layout of the result follows).
  if (out.dim() == 4 && (channels_last_strides(input) || channels_last_strides(weight)))
    out = as_channels_last(out);
  s = {out};
}

}  // namespace

TSR_REGISTER_KERNEL("conv2d", CPU, conv2d_kernel);

// conv2d on the meta device (Note [The meta device]): the CPU kernel's checks and geometry (conv2d_groups), and a
// meta result of the output's size, however large the input (PyTorch's meta convolution).
TSR_REGISTER_KERNEL("conv2d", Meta, [](const Operator&, DispatchKeySet, Stack& s) {
  check_convolution_types("conv2d", s);
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& weight = std::get<Tensor>(s.at(1));
  Tensor bias;
  if (const Tensor* b = std::get_if<Tensor>(&s.at(2))) bias = *b;
  const auto meta_output = [](const Tensor& x, const Tensor& w, const Tensor&, const ConvGeometry& g) {
    return empty(std::vector<int64_t>{g.n, w.sizes()[0], g.oh, g.ow}, x.dtype(), x.device());
  };
  Tensor out = conv2d_groups(input, weight, bias, pair_arg(s, 3, 1), pair_arg(s, 4, 0), pair_arg(s, 5, 1),
                             int_arg(s, 6, 1), meta_output, meta_output);
  if (out.dim() == 4 && (channels_last_strides(input) || channels_last_strides(weight))) out = as_channels_last(out);
  s = {out};
});

// conv2d over its arguments for either backend: an unbatched input, PyTorch's checks of groups, then one
// `forward` per group of channels (its output on the input's device).
// PyTorch's select_conv_backend, after the shape checks: an input with no elements is only allowed for a zero batch
// or zero channels (its "Empty" backend); a zero-length image raises.
static void check_empty_input(const Tensor& x) {
  check(x.numel() != 0 || x.sizes()[0] == 0 || x.sizes()[1] == 0, ErrorKind::RuntimeError,
        "Only zero batch or zero channel inputs are supported, but got input shape: ", x.sizes());
}

// PyTorch's _convolution, first: a weight of at least three dims, whose spatial dims the stride must match (its
// expand_param_if_needed: the caller's stride, already two values, names the clash).
static void check_conv_weight_dims(const Tensor& weight, std::array<int64_t, 2> stride) {
  check(weight.dim() >= 3, ErrorKind::RuntimeError, "weight should have at least three dimensions");
  check(weight.dim() == 4, ErrorKind::RuntimeError, "expected stride to be a single integer value or a list of ",
        weight.dim() - 2, " values to match the convolution dimensions, but got stride=", Dims{stride[0], stride[1]});
}

Tensor conv2d_groups(const Tensor& input, const Tensor& weight, const Tensor& bias, std::array<int64_t, 2> stride,
                     std::array<int64_t, 2> padding, std::array<int64_t, 2> dilation, int64_t groups,
                     Conv2dForward forward, Conv2dForward all_groups) {
  check(input.dim() == 3 || input.dim() == 4, ErrorKind::RuntimeError,
        "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: ", input.sizes());
  check_conv_weight_dims(weight, stride);
  const bool batched = input.dim() == 4;
  const Tensor x = batched ? input : unsqueeze(input, 0);
  if (groups == 1) {
    if (x.dim() == 4 && weight.dim() == 4) {  // PyTorch's check_shape_forward: the channels, then the bias
      check_conv_channels(x.sizes(), weight, 1);
      check_conv_bias(weight, bias);
    }
    const ConvGeometry g = conv_geometry(x, weight, stride, padding, dilation);
    check_empty_input(x);
    const Tensor out = forward(x, weight, bias, g);
    return batched ? out : squeeze(out, 0);
  }
  // PyTorch's check_shape_forward, then one convolution per group of channels
  check(groups > 0, ErrorKind::RuntimeError, "non-positive groups is not supported");
  check(x.dim() == 4 && weight.dim() == 4, ErrorKind::RuntimeError,
        "Expected 3D (unbatched) or 4D (batched) input to conv2d, but got input of size: ", input.sizes());
  check_conv_channels(x.sizes(), weight, groups);
  check_conv_bias(weight, bias);
  const int64_t cg = x.sizes()[1] / groups, og = weight.sizes()[0] / groups;
  if (all_groups) {
    const ConvGeometry g = all_groups_geometry(x, weight, groups, stride, padding, dilation);
    check_empty_input(x);
    const Tensor out = all_groups(x, weight, bias, g);
    return batched ? out : squeeze(out, 0);
  }
  Tensor out;
  for (int64_t k = 0; k < groups; ++k) {
    const Tensor wk = narrow(weight, 0, k * og, og);
    const ConvGeometry g =
        conv_geometry(narrow(x, 1, k * cg, cg), wk, stride, padding, dilation);
    if (k == 0) check_empty_input(x);
    if (!out.defined()) out = empty(std::vector<int64_t>{g.n, weight.sizes()[0], g.oh, g.ow}, x.dtype(), x.device());
    Tensor part = forward(narrow(x, 1, k * cg, cg), wk, bias.defined() ? narrow(bias, 0, k * og, og) : Tensor(), g);
    Tensor dst = narrow(out, 1, k * og, og);
    copy_(dst, part);
  }
  return batched ? out : squeeze(out, 0);
}

TSR_REGISTER_KERNEL("conv_transpose2d.input", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "slow_conv_transpose2d_out_cpu", {ScalarType::Long, ScalarType::BFloat16});
  s = {conv_transpose2d_stack(s, col2im)};
});

// conv_transpose1d: PyTorch's checks of the 1-d shapes, then the 2-d transposed convolution over a height of 1
// (dispatched below autograd, so a CUDA tensor's is the CUDA one).
TSR_REGISTER_KERNEL("conv_transpose1d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = std::get<Tensor>(s.at(0));
  check_dtype_in(DtypeGroup::Floating, x.dtype(), "slow_conv_transpose2d_out_cpu", {ScalarType::Long, ScalarType::BFloat16});
  const Tensor& w = std::get<Tensor>(s.at(1));
  check(int_arg(s, 6, 1) > 0, ErrorKind::RuntimeError, "non-positive groups is not supported");
  check(x.dim() == 2 || x.dim() == 3, ErrorKind::RuntimeError,
        "Expected 2D (unbatched) or 3D (batched) input to conv_transpose1d, but got input of size: ", x.sizes());
  const bool batched = x.dim() == 3;
  const Dims xs = batched ? x.sizes() : Dims{1, x.sizes()[0], x.sizes()[1]};  // the messages show it batchified
  check(w.dim() == 3, ErrorKind::RuntimeError, "Expected ", w.dim(), "-dimensional input for ", w.dim(),
        "-dimensional weight ", w.sizes(), ", but got 3-dimensional input of size ", xs, " instead");
  check(xs[1] == w.sizes()[0], ErrorKind::RuntimeError, "Given transposed=1, weight of size ", w.sizes(),
        ", expected input", xs, " to have ", w.sizes()[0], " channels, but got ", xs[1], " channels instead");
  auto two = [&](size_t i, int64_t height, int64_t fallback) {
    const std::vector<int64_t> v = int_list_arg(s, i);
    return std::vector<int64_t>{height, v.empty() ? fallback : v[0]};
  };
  Tensor y = call("conv_transpose2d.input", {input_as_height_one(x, batched), as_height_one(w, true), s.at(2), two(3, 1, 1),
                                             two(4, 0, 0), two(5, 0, 0), int_arg(s, 6, 1), two(7, 1, 1)});
  y = call("squeeze.dim", {y, int64_t(2)});
  s = {batched ? y : call("squeeze.dim", {y, int64_t(0)})};
});

// conv_transpose2d.input over its stack for either backend: PyTorch's checks, then per group and image the weight's
// transpose times the input, folded by the backend's `fold` (col2im), the bias added; on the input's device.
Tensor conv_transpose2d_stack(const Stack& s, Col2im fold) {
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& weight = std::get<Tensor>(s.at(1));
  Tensor bias;
  if (const Tensor* b = std::get_if<Tensor>(&s.at(2))) bias = *b;
  const int64_t groups = int_arg(s, 6, 1);
  check(input.dim() == 3 || input.dim() == 4, ErrorKind::RuntimeError,
        "Expected 3D (unbatched) or 4D (batched) input to conv_transpose2d, but got input of size: ", input.sizes());
  check_conv_weight_dims(weight, pair_arg(s, 3, 1));
  check(groups > 0, ErrorKind::RuntimeError, "non-positive groups is not supported");
  const bool batched = input.dim() == 4;
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  check(x.sizes()[1] == weight.sizes()[0], ErrorKind::RuntimeError, "Given transposed=1, weight of size ",
        weight.sizes(), ", expected input", x.sizes(), " to have ", weight.sizes()[0], " channels, but got ",
        x.sizes()[1], " channels instead");
  check_scalar_type(input.dtype(), weight.dtype());
  if (bias.defined()) check_scalar_type(input.dtype(), bias.dtype());
  const auto st = pair_arg(s, 3, 1), pad = pair_arg(s, 4, 0), opad = pair_arg(s, 5, 0), dil = pair_arg(s, 7, 1);
  check((opad[0] < st[0] || opad[0] < dil[0]) && (opad[1] < st[1] || opad[1] < dil[1]), ErrorKind::RuntimeError,
        "output padding must be smaller than either stride or dilation, but got output_padding_height: ", opad[0],
        " output_padding_width: ", opad[1], " stride_height: ", st[0], " stride_width: ", st[1],
        " dilation_height: ", dil[0], " dilation_width: ", dil[1]);
  // PyTorch also takes output_padding >= stride when it is below the dilation; the adjoint conv2d would then not
  // give back the input's size, which the derivative formula relies on.
  check(opad[0] < st[0] && opad[1] < st[1], ErrorKind::NotImplementedError,
        "tsr: conv_transpose2d with output_padding >= stride is not supported");
  check_at_least_groups(weight, groups);
  check(weight.sizes()[0] % groups == 0, ErrorKind::RuntimeError, "Given groups=", groups,
        ", expected weight to be divisible by ", groups, " at dimension 0, but got weight of size [", weight.sizes(),
        "] instead");
  // The geometry of the convolution this one is the adjoint of (per group): its input is our output, its output
  // our input.
  ConvGeometry g;
  g.n = x.sizes()[0];
  g.c = weight.sizes()[1];
  g.o = weight.sizes()[0] / groups;
  g.kh = weight.sizes()[2];
  g.kw = weight.sizes()[3];
  g.oh = x.sizes()[2];
  g.ow = x.sizes()[3];
  g.stride = st;
  g.padding = pad;
  g.dilation = dil;
  g.h = (g.oh - 1) * st[0] - 2 * pad[0] + dil[0] * (g.kh - 1) + opad[0] + 1;
  g.w = (g.ow - 1) * st[1] - 2 * pad[1] + dil[1] * (g.kw - 1) + opad[1] + 1;
  check(g.h > 0 && g.w > 0, ErrorKind::RuntimeError, "Given input size per channel: (", g.oh, " x ", g.ow,
        "). Calculated output size per channel: (", g.h, " x ", g.w, "). Output size is too small");
  // On the CPU without a bias, each image's columns are folded straight into its (zeroed) slice of the output:
  // the same sums in the same order as folding into a new image and copying it there.
  const bool fold_in_place = fold == col2im && !bias.defined() && x.device().is_cpu();
  const std::vector<int64_t> out_shape{g.n, g.c * groups, g.h, g.w};
  Tensor out = fold_in_place ? zeros(out_shape, x.dtype()) : empty(out_shape, x.dtype(), x.device());
  for (int64_t k = 0; k < groups; ++k) {
    const Tensor wk = narrow(weight, 0, k * g.o, g.o);
    const Tensor w2t = t(reshape(contiguous(wk), std::vector<int64_t>{g.o, g.c * g.kh * g.kw}));
    for (int64_t i = 0; i < g.n; ++i) {
      Tensor xi = narrow(select(x, 0, i), 0, k * g.o, g.o);
      const Tensor cols = mm(w2t, reshape(contiguous(xi), std::vector<int64_t>{g.o, g.oh * g.ow}));
      if (fold_in_place) {
        col2im_into(cols, g, narrow(select(out, 0, i), 0, k * g.c, g.c));  // a contiguous run of out
        continue;
      }
      Tensor y = fold(cols, g);
      if (bias.defined()) y = add(y, reshape(narrow(bias, 0, k * g.c, g.c), std::vector<int64_t>{g.c, 1, 1}));
      Tensor dst = narrow(select(out, 0, i), 0, k * g.c, g.c);
      copy_(dst, y);
    }
  }
  return batched ? out : squeeze(out, 0);
}


namespace {

void conv2d_backward_kernel(const Operator& op, DispatchKeySet keys, Stack& s) {
  if (bfloat16_convolution_on_onednn(s)) return on_float32(s, conv2d_backward_kernel, op, keys);
  const Tensor& input = std::get<Tensor>(s.at(1));
  const Tensor& weight = std::get<Tensor>(s.at(2));
  const int64_t groups = s.size() > 6 ? int_arg(s, 6, 1) : 1;
  const bool onednn = conv2d_on_onednn(input, weight, pair_arg(s, 3, 1), pair_arg(s, 5, 1), groups);
  const bool channels_last = channels_last_strides(input) || channels_last_strides(weight);
  Conv2dGrads r = conv2d_backward_groups(s, onednn ? onednn_conv2d_backward : conv2d_backward_cpu,
                                         onednn ? onednn_conv2d_backward : nullptr);
  s = {r.input, r.weight, r.bias};
  // a channels-last convolution's input and weight gradients are channels-last, as its output is
  if (channels_last) results_to_channels_last(s);
}

}  // namespace

TSR_REGISTER_KERNEL("conv2d_backward", CPU, conv2d_backward_kernel);

TSR_REGISTER_KERNEL("max_pool2d_with_indices", CPU, keeping_channels_last(0, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "max_pool2d", {ScalarType::BFloat16});
  const auto k = pair_arg(s, 1, 1);
  auto st = pair_arg(s, 2, 0);
  if (int_list_arg(s, 2).empty()) st = k;
  PoolResult r = max_pool2d_forward(std::get<Tensor>(s.at(0)), k, st, pair_arg(s, 3, 0), pair_arg(s, 4, 1), bool_arg(s, 5));
  s = {r.values, r.indices};
}));

TSR_REGISTER_KERNEL("max_pool2d", CPU, keeping_channels_last(0, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "max_pool2d", {ScalarType::BFloat16});
  const auto k = pair_arg(s, 1, 1);
  auto st = pair_arg(s, 2, 0);
  if (int_list_arg(s, 2).empty()) st = k;
  PoolResult r = max_pool2d_forward(std::get<Tensor>(s.at(0)), k, st, pair_arg(s, 3, 0), pair_arg(s, 4, 1), bool_arg(s, 5));
  s = {r.values};
}));

}  // namespace tsr::tensor

// ---- 3-d pooling ----------------------------------------------------------------------------------------------
// ATen's max_pool3d_with_indices and avg_pool3d CPU loops: windows over (D, H, W) planes, the maximum's flat
// index d * H * W + h * W + w (the first maximum, or a NaN), the average's divisor as count_include_pad and
// divisor_override say. The argument checks and messages are F.max_pool3d's/F.avg_pool3d's (functional.tsr).
namespace tsr::tensor {
namespace {

using Triple = std::array<int64_t, 3>;

Triple triple_arg(const Stack& s, size_t i, int64_t fallback) {
  std::vector<int64_t> v = int_list_arg(s, i);
  if (v.empty()) return {fallback, fallback, fallback};
  if (v.size() == 1) return {v[0], v[0], v[0]};
  check(v.size() == 3, ErrorKind::RuntimeError, "a 3-d pool takes 1 or 3 values per argument, got ", v.size());
  return {v[0], v[1], v[2]};
}

// kernel_size, stride (the kernel size when empty), padding[, dilation] and ceil_mode from s[first] on.
Pool3dPlan pool3d_args(const Stack& s, size_t first, bool has_dilation) {
  Pool3dPlan a;
  const Triple k = triple_arg(s, first, 1);
  const Triple st = int_list_arg(s, first + 1).empty() ? k : triple_arg(s, first + 1, 1);
  const Triple p = triple_arg(s, first + 2, 0);
  const Triple d = has_dilation ? triple_arg(s, first + 3, 1) : Triple{1, 1, 1};
  for (int i = 0; i < 3; ++i) a.k[i] = k[i], a.s[i] = st[i], a.p[i] = p[i], a.d[i] = d[i];
  return a;
}

int64_t pool3d_out(int64_t in, int64_t k, int64_t s, int64_t p, int64_t d, bool ceil_mode) {
  const int64_t span = in + 2 * p - d * (k - 1) - 1;
  const int64_t num = ceil_mode ? span + s - 1 : span;
  int64_t o = num / s - (num % s != 0 && (num < 0) != (s < 0)) + 1;
  if (ceil_mode && (o - 1) * s >= in + p) --o;
  return o;
}

// The input's checks and the output's sizes for a plan's kernel, stride, padding and dilation.
void plan_shapes(Pool3dPlan& a, const Tensor& input, bool ceil_mode) {
  check(input.dim() == 4 || input.dim() == 5, ErrorKind::RuntimeError,
        "non-empty 4D or 5D (batch mode) tensor expected for input");
  const int64_t lead = input.dim() - 3, c = input.sizes()[lead - 1];
  a.planes = 1;
  for (int64_t d = 0; d < lead; ++d) a.planes *= input.sizes()[d];
  for (int i = 0; i < 3; ++i) {
    a.in[i] = input.sizes()[lead + i];
    a.out[i] = pool3d_out(a.in[i], a.k[i], a.s[i], a.p[i], a.d[i], ceil_mode);
  }
  check(a.out[0] > 0 && a.out[1] > 0 && a.out[2] > 0, ErrorKind::RuntimeError, "Given input size: (", c, "x",
        a.in[0], "x", a.in[1], "x", a.in[2], "). Calculated output size: (", c, "x", a.out[0], "x", a.out[1], "x",
        a.out[2], "). Output size is too small");
  a.out_shape.assign(input.sizes().begin(), input.sizes().end() - 3);
  a.out_shape.insert(a.out_shape.end(), a.out, a.out + 3);
}

PoolResult max_pool3d_forward(const Tensor& input, Pool3dPlan a, bool ceil_mode) {
  plan_shapes(a, input, ceil_mode);
  const Tensor x = contiguous(input);
  Tensor values = empty(a.out_shape, x.dtype()), idx = empty(a.out_shape, ScalarType::Long);
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    const T* src = x.data<T>();
    T* dst = values.data<T>();
    int64_t* ind = idx.data<int64_t>();
    const int64_t plane_in = a.in_plane(), plane_out = a.out_plane();
    for (int64_t plane = 0; plane < a.planes; ++plane)
      for (int64_t o = 0; o < plane_out; ++o) {
        const pool_windows::MaxAt<T> m = pool_windows::max_pool3d_at(a, src + plane * plane_in, o);
        dst[plane * plane_out + o] = m.value;
        ind[plane * plane_out + o] = m.index;
      }
  });
  return {values, idx};
}

// avg_pool3d forward (grad == nullptr) or its input gradient (each output's share spread over its window, output
// after output).
Tensor avg_pool3d_impl(const Tensor& input, const Tensor* grad, Pool3dPlan a, bool ceil_mode, bool count_include_pad,
                       std::optional<int64_t> divisor) {
  plan_shapes(a, input, ceil_mode);
  const Tensor x = contiguous(input);
  const int64_t div_override = divisor.value_or(0);
  Tensor result = grad ? zeros(x.sizes(), x.dtype()) : empty(a.out_shape, x.dtype());
  const Tensor g = grad ? contiguous(*grad) : Tensor();
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    const int64_t plane_in = a.in_plane(), plane_out = a.out_plane();
    for (int64_t plane = 0; plane < a.planes; ++plane) {
      if (!grad) {
        for (int64_t o = 0; o < plane_out; ++o)
          result.data<T>()[plane * plane_out + o] = pool_windows::avg_pool3d_at<T>(
              a, x.data<T>() + plane * plane_in, o, count_include_pad, div_override);
        continue;
      }
      T* gi = result.data<T>() + plane * plane_in;
      for (int64_t o = 0; o < plane_out; ++o) {
        const auto win = pool_windows::avg_window3d(a, pool_windows::coord_of(o, a.out), count_include_pad,
                                                    div_override);
        const T share = g.data<T>()[plane * plane_out + o] / static_cast<T>(win.divisor);
        for (int64_t it = win.start[0]; it < win.end[0]; ++it)
          for (int64_t ih = win.start[1]; ih < win.end[1]; ++ih)
            for (int64_t iw = win.start[2]; iw < win.end[2]; ++iw) gi[pool_windows::flat_of(it, ih, iw, a.in)] += share;
      }
    }
  });
  return result;
}

std::optional<int64_t> optional_int(const IValue& v) {
  if (const int64_t* d = std::get_if<int64_t>(&v)) return *d;
  return std::nullopt;
}

}  // namespace

Pool3dPlan pool3d_plan(const Tensor& input, const Stack& s, size_t first, bool has_dilation) {
  Pool3dPlan a = pool3d_args(s, first, has_dilation);
  plan_shapes(a, input, bool_arg(s, first + (has_dilation ? 4 : 3)));
  return a;
}

// The forward ops' derivatives are the backward ops below, which are dispatched (and have derivatives of their
// own: both are linear in grad_output), so second derivatives are recorded as PyTorch records them.
TSR_DEFINE_OP(
    "max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, "
    "bool ceil_mode=False) -> (Tensor, Tensor)",
    "3-d max pooling, also returning each maximum's flat index within its (D, H, W) plane.",
    autograd::formula("MaxPool3DWithIndicesBackward0", {"self", "result1"}, [](Ctx& c) {
      return G{call("max_pool3d_with_indices_backward", {c.g(), c.s("self"), c.a("kernel_size"), c.a("stride"),
                                                         c.a("padding"), c.a("dilation"), c.a("ceil_mode"),
                                                         c.s("result1")})};
    }));
TSR_DEFINE_OP(
    "max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool "
    "ceil_mode=False) -> Tensor",
    "3-d max pooling.", autograd::formula("MaxPool3DWithIndicesBackward0", {"self"}, [](Ctx& c) {
      return G{call("max_pool3d_with_indices_backward", {c.g(), c.s("self"), c.a("kernel_size"), c.a("stride"),
                                                         c.a("padding"), c.a("dilation"), c.a("ceil_mode"),
                                                         max_pool_indices("max_pool3d_with_indices", c)})};
    }));
TSR_DEFINE_OP(
    "avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool "
    "count_include_pad=True, int? divisor_override=None) -> Tensor",
    "3-d average pooling.", autograd::formula("AvgPool3DBackward0", {"self"}, [](Ctx& c) {
      return G{call("avg_pool3d_backward", {c.g(), c.s("self"), c.a("kernel_size"), c.a("stride"), c.a("padding"),
                                            c.a("ceil_mode"), c.a("count_include_pad"), c.a("divisor_override")})};
    }));
TSR_DEFINE_OP(
    "max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] "
    "padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor",
    "max_pool3d's input gradient: grad_output scattered to each window's maximum.",
    autograd::formula("MaxPool3DWithIndicesBackwardBackward0", {"indices"}, [](Ctx& c) {
      // the gradient of a scatter through the indices is the gather through them
      return G{pool_indices_gather(c.g(), c.s("indices"), 3), Tensor(), Tensor()};
    }));
TSR_DEFINE_OP(
    "avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool "
    "ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor",
    "avg_pool3d's input gradient: grad_output spread over each window.",
    autograd::formula("AvgPool3DBackwardBackward0", {}, [](Ctx& c) {
      return G{call("avg_pool3d", {c.g(), c.a("kernel_size"), c.a("stride"), c.a("padding"), c.a("ceil_mode"),
                                   c.a("count_include_pad"), c.a("divisor_override")}),
               Tensor()};
    }));

TSR_REGISTER_KERNEL("max_pool3d_with_indices", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "max_pool3d_with_indices_cpu");
  PoolResult r = max_pool3d_forward(std::get<Tensor>(s.at(0)), pool3d_args(s, 1, true), bool_arg(s, 5));
  s = {r.values, r.indices};
});
TSR_REGISTER_KERNEL("max_pool3d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "max_pool3d_with_indices_cpu");
  PoolResult r = max_pool3d_forward(std::get<Tensor>(s.at(0)), pool3d_args(s, 1, true), bool_arg(s, 5));
  s = {r.values};
});
TSR_REGISTER_KERNEL("max_pool3d_with_indices_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& g = std::get<Tensor>(s.at(0));
  const Tensor& self = std::get<Tensor>(s.at(1));
  check_dtype_in(DtypeGroup::Floating, g.dtype(), "max_pool3d_with_indices_backward");
  s = {pool_indices_scatter(g, std::get<Tensor>(s.at(7)), self.sizes(), g.dtype(), 3)};
});
TSR_REGISTER_KERNEL("avg_pool3d_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor g = std::get<Tensor>(s.at(0));
  const Tensor& self = std::get<Tensor>(s.at(1));
  check_dtype_in(DtypeGroup::Floating, g.dtype(), "avg_pool3d_backward_out_frame", {ScalarType::Long});
  s = {avg_pool3d_impl(self, &g, pool3d_args(s, 2, false), bool_arg(s, 5), bool_arg(s, 6, true),
                       s.size() > 7 ? optional_int(s[7]) : std::nullopt)};
});
TSR_REGISTER_KERNEL("avg_pool3d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s[0]).dtype(), "avg_pool3d_out_frame", {ScalarType::Long});
  s = {avg_pool3d_impl(std::get<Tensor>(s.at(0)), nullptr, pool3d_args(s, 1, false), bool_arg(s, 4),
                       bool_arg(s, 5, true), s.size() > 6 ? optional_int(s[6]) : std::nullopt)};
});

}  // namespace tsr::tensor
