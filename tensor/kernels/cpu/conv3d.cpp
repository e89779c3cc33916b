// conv3d as one op, as PyTorch's (grad_fn ConvolutionBackward0, its gradients the op conv3d_backward, whose own
// gradient is convolutions again: ConvolutionBackwardBackward0).
//
// Where PyTorch 1.13 runs a float32 3-d convolution on oneDNN (ConvParams::use_mkldnn, the same test as the 2-d
// one's over the first four sizes of the input: onednn_conv3d_applies in conv_onednn.cpp), tsr calls the same
// primitives of the same library, so the values are PyTorch's bit for bit (Note [Convolutions on oneDNN]).
// Elsewhere, for an undilated float or double convolution, PyTorch runs slow_conv3d and so does tsr:
// per sample the input unfolded into columns (vol2col: rows (c, kd, kh, kw), columns the output positions), one
// BLAS gemm with the weight (the output first filled with the bias, added inside gemm), in PyTorch's Fortran-order
// calls, so the same OpenBLAS gives the same bits; the input gradient is a gemm of the weight and grad_output
// folded back (each column added into the input position it read, channel by channel, in kernel order), the
// weight gradient one gemm per sample added in sample order; one gemm per group of each. Anything else (a dilated
// float64 convolution: PyTorch's slow_conv_dilated3d; other dtypes; CUDA tensors) sums 2-d convolutions
// over the kernel's depth, one conv2d per depth tap over all output depths at once, by dispatched ops; those values
// may differ from PyTorch's in the last bits.
#include <array>
#include <limits>
#include <string>

#include <cblas.h>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/device_check.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/composite.hpp"
#include "tensor/kernels/cpu/blas_threads.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

using Triple = std::array<int64_t, 3>;

Triple triple(const std::vector<int64_t>& v, int64_t fallback) {
  if (v.empty()) return {fallback, fallback, fallback};
  if (v.size() == 1) return {v[0], v[0], v[0]};
  return {v[0], v[1], v[2]};
}

std::vector<int64_t> last_two(const Triple& t) { return {t[1], t[2]}; }

// PyTorch's checks of a 3-d convolution's shapes, in its order (the input batchified).
void check_conv3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const Triple& stride,
                  const Triple& padding, const Triple& dilation, int64_t groups) {
  check(groups > 0, ErrorKind::RuntimeError, "non-positive groups is not supported");
  check(input.dim() == 4 || input.dim() == 5, ErrorKind::RuntimeError,
        "Expected 4D (unbatched) or 5D (batched) input to conv3d, but got input of size: ", input.sizes());
  const Dims x = input.dim() == 5 ? input.sizes()
                                  : Dims{1, input.sizes()[0], input.sizes()[1], input.sizes()[2], input.sizes()[3]};
  check(weight.dim() >= 3, ErrorKind::RuntimeError, "weight should have at least three dimensions");
  check(weight.dim() == 5, ErrorKind::RuntimeError, "expected stride to be a single integer value or a list of ",
        weight.dim() - 2, " values to match the convolution dimensions, but got stride=", Dims{stride[0], stride[1], stride[2]});
  check_conv_channels(x, weight, groups);
  check_conv_bias(weight, bias);
  Triple padded{}, kernel{};
  bool fits = true;
  for (int i = 0; i < 3; ++i) {
    padded[i] = x[2 + i] + 2 * padding[i];
    kernel[i] = dilation[i] * (weight.sizes()[2 + i] - 1) + 1;
    fits = fits && padded[i] >= kernel[i];
  }
  check(fits, ErrorKind::RuntimeError, "Calculated padded input size per channel: (", padded[0], " x ", padded[1],
        " x ", padded[2], "). Kernel size: (", kernel[0], " x ", kernel[1], " x ", kernel[2],
        "). Kernel size can't be greater than actual input size");
}

// The composed forms: the (zero-padded in depth) input's slices at kernel depth tap k for every output depth, as one
// batch of N * OD 2-d images.
struct DepthTaps {
  Tensor padded;  // the input padded in depth
  int64_t n, c, od;
  Tensor tap(int64_t k, const Triple& stride, const Triple& dilation) const {
    Tensor xs = call("narrow", {padded, int64_t(2), k * dilation[0], stride[0] * (od - 1) + 1});
    if (stride[0] > 1) xs = call("slice.Tensor", {xs, int64_t(2), NoneValue{}, NoneValue{}, stride[0]});
    xs = call("transpose.int", {xs, int64_t(1), int64_t(2)});
    return call("reshape", {xs, std::vector<int64_t>{n * od, c, padded.sizes()[3], padded.sizes()[4]}});
  }
};

DepthTaps depth_taps(const Tensor& x, const Tensor& weight, const Triple& stride, const Triple& padding,
                     const Triple& dilation) {
  DepthTaps t;
  t.padded = padding[0] ? call("constant_pad_nd", {x, std::vector<int64_t>{0, 0, 0, 0, padding[0], padding[0]}, 0.0})
                        : x;
  t.n = x.sizes()[0];
  t.c = x.sizes()[1];
  t.od = (t.padded.sizes()[2] - dilation[0] * (weight.sizes()[2] - 1) - 1) / stride[0] + 1;
  return t;
}

Tensor conv3d_composed(const Tensor& x, const Tensor& weight, const Tensor& bias, const Triple& stride,
                       const Triple& padding, const Triple& dilation, int64_t groups) {
  const DepthTaps taps = depth_taps(x, weight, stride, padding, dilation);
  Tensor out;
  for (int64_t k = 0; k < weight.sizes()[2]; ++k) {
    Tensor y = call("conv2d", {taps.tap(k, stride, dilation), call("select.int", {weight, int64_t(2), k}),
                               NoneValue{}, last_two(stride), last_two(padding), last_two(dilation), groups});
    out = out.defined() ? call("add.Tensor", {out, y}) : y;
  }
  out = call("reshape", {out, std::vector<int64_t>{taps.n, taps.od, out.sizes()[1], out.sizes()[2], out.sizes()[3]}});
  out = call("contiguous", {call("transpose.int", {out, int64_t(1), int64_t(2)})});
  if (bias.defined())
    out = call("add.Tensor", {out, call("reshape", {bias, std::vector<int64_t>{1, -1, 1, 1, 1}})});
  return out;
}

// The three gradients of the composed form: each depth tap's conv2d gradients, the input's added back at the depths
// the tap read.
std::array<Tensor, 3> conv3d_backward_composed(const Tensor& grad, const Tensor& x, const Tensor& weight,
                                               const Triple& stride, const Triple& padding, const Triple& dilation,
                                               int64_t groups) {
  const DepthTaps taps = depth_taps(x, weight, stride, padding, dilation);
  const Tensor g2 = call("reshape", {call("contiguous", {call("transpose.int", {grad, int64_t(1), int64_t(2)})}),
                                     std::vector<int64_t>{taps.n * taps.od, grad.sizes()[1], grad.sizes()[3],
                                                          grad.sizes()[4]}});
  Tensor gx = call("zeros_like", {taps.padded, NoneValue{}, NoneValue{}});
  std::vector<Tensor> gws;
  for (int64_t k = 0; k < weight.sizes()[2]; ++k) {
    Stack r = call_op(find_op("conv2d_backward"), {g2, taps.tap(k, stride, dilation),
                                                   call("select.int", {weight, int64_t(2), k}), last_two(stride),
                                                   last_two(padding), last_two(dilation), groups});
    gws.push_back(std::get<Tensor>(r[1]));
    const Tensor& gi = std::get<Tensor>(r[0]);  // (N * OD, C, H, W)
    Tensor gi5 = call("transpose.int", {call("reshape", {gi, std::vector<int64_t>{taps.n, taps.od, taps.c,
                                                                                  gi.sizes()[2], gi.sizes()[3]}}),
                                        int64_t(1), int64_t(2)});
    Tensor dst = call("narrow", {gx, int64_t(2), k * dilation[0], stride[0] * (taps.od - 1) + 1});
    if (stride[0] > 1) dst = call("slice.Tensor", {dst, int64_t(2), NoneValue{}, NoneValue{}, stride[0]});
    call("add_.Tensor", {dst, gi5, 1});
  }
  if (padding[0]) gx = call("narrow", {gx, int64_t(2), padding[0], x.sizes()[2]});
  return {call("contiguous", {gx}), call("stack", {gws, int64_t(2)}),
          call("sum.dim_IntList", {grad, std::vector<int64_t>{0, 2, 3, 4}, false, NoneValue{}})};
}

// ---- PyTorch's slow_conv3d (ConvolutionMM3d.cpp, Unfold3d.cpp) --------------------------------------------------

struct Slow3d {
  int64_t c, d, h, w, o, kd, kh, kw, od, oh, ow, groups;
  Triple stride, padding;
  int64_t k() const { return c * kd * kh * kw; }  // the columns' rows, all groups'
  int64_t kg() const { return k() / groups; }    // one group's (its channels' rows are consecutive)
  int64_t og() const { return o / groups; }
  int64_t l() const { return od * oh * ow; }
};

bool slow3d_applies(const Tensor& x, const Tensor& weight, const Triple& dilation) {
  return x.device().is_cpu() && (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) &&
         x.dtype() == weight.dtype() && dilation == Triple{1, 1, 1};
}

Slow3d slow3d_geometry(const Tensor& x, const Tensor& weight, const Triple& stride, const Triple& padding,
                       int64_t groups) {
  Slow3d g;
  g.groups = groups;
  g.c = x.sizes()[1], g.d = x.sizes()[2], g.h = x.sizes()[3], g.w = x.sizes()[4];
  g.o = weight.sizes()[0], g.kd = weight.sizes()[2], g.kh = weight.sizes()[3], g.kw = weight.sizes()[4];
  g.stride = stride;
  g.padding = padding;
  g.od = (g.d + 2 * padding[0] - g.kd) / stride[0] + 1;
  g.oh = (g.h + 2 * padding[1] - g.kh) / stride[1] + 1;
  g.ow = (g.w + 2 * padding[2] - g.kw) / stride[2] + 1;
  return g;
}

// Calls f(column row, output position, input offset or -1 for padding) over one sample's columns.
template <class F>
void for_each_column(const Slow3d& g, F&& f) {
  for (int64_t c = 0; c < g.c; ++c)
    for (int64_t a = 0; a < g.kd; ++a)
      for (int64_t b = 0; b < g.kh; ++b)
        for (int64_t e = 0; e < g.kw; ++e) {
          const int64_t row = ((c * g.kd + a) * g.kh + b) * g.kw + e;
          int64_t col = 0;
          for (int64_t y = 0; y < g.od; ++y) {
            const int64_t t = y * g.stride[0] - g.padding[0] + a;
            for (int64_t u = 0; u < g.oh; ++u) {
              const int64_t hh = u * g.stride[1] - g.padding[1] + b;
              for (int64_t v = 0; v < g.ow; ++v, ++col) {
                const int64_t ww = v * g.stride[2] - g.padding[2] + e;
                const bool inside = t >= 0 && t < g.d && hh >= 0 && hh < g.h && ww >= 0 && ww < g.w;
                f(row, col, inside ? ((c * g.d + t) * g.h + hh) * g.w + ww : int64_t(-1));
              }
            }
          }
        }
}

template <class T>
void vol2col(const Slow3d& g, const T* x, T* cols) {
  const int64_t l = g.l();
  for_each_column(g, [&](int64_t row, int64_t col, int64_t at) { cols[row * l + col] = at >= 0 ? x[at] : T(0); });
}

// A column-major gemm as ATen's cpublas::gemm passes it to BLAS: C = alpha op(A) op(B) + beta C.
template <class T>
void fortran_gemm(bool ta, bool tb, int64_t m, int64_t n, int64_t k, const T* a, int64_t lda, const T* b, int64_t ldb,
                  T beta, T* c, int64_t ldc) {
  const auto opa = ta ? CblasTrans : CblasNoTrans, opb = tb ? CblasTrans : CblasNoTrans;
  if constexpr (std::is_same_v<T, float>)
    cblas_sgemm(CblasColMajor, opa, opb, m, n, k, 1.0f, a, lda, b, ldb, beta, c, ldc);
  else
    cblas_dgemm(CblasColMajor, opa, opb, m, n, k, 1.0, a, lda, b, ldb, beta, c, ldc);
}

// One gemm per group (ATen's gemm_batched_with_stride over the groups' blocks of columns, weight and output).
Tensor slow3d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const Triple& stride,
                      const Triple& padding, int64_t groups) {
  const Tensor x = contiguous(input), w = contiguous(weight);
  const Slow3d g = slow3d_geometry(x, w, stride, padding, groups);
  const int64_t n = x.sizes()[0];
  Tensor out = empty(std::vector<int64_t>{n, g.o, g.od, g.oh, g.ow}, x.dtype());
  const Tensor b = bias.defined() ? contiguous(bias) : Tensor();
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      std::vector<T> cols(static_cast<size_t>(g.k() * g.l()));
      const BlasThreads threads;
      for (int64_t i = 0; i < n; ++i) {
        vol2col(g, x.data<const T>() + i * g.c * g.d * g.h * g.w, cols.data());
        T* o = out.data<T>() + i * g.o * g.l();
        if (b.defined())
          for (int64_t ch = 0; ch < g.o; ++ch) std::fill(o + ch * g.l(), o + (ch + 1) * g.l(), b.data<const T>()[ch]);
        for (int64_t q = 0; q < g.groups; ++q)
          fortran_gemm<T>(false, false, g.l(), g.og(), g.kg(), cols.data() + q * g.kg() * g.l(), g.l(),
                          w.data<const T>() + q * g.og() * g.kg(), g.kg(), b.defined() ? T(1) : T(0),
                          o + q * g.og() * g.l(), g.l());
      }
    }
  });
  return out;
}

std::array<Tensor, 3> slow3d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight,
                                      const Triple& stride, const Triple& padding, int64_t groups) {
  const Tensor x = contiguous(input), w = contiguous(weight), gy = contiguous(grad);
  const Slow3d g = slow3d_geometry(x, w, stride, padding, groups);
  const int64_t n = x.sizes()[0];
  Tensor gx = zeros(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  Tensor gw = zeros(std::vector<int64_t>(w.sizes().begin(), w.sizes().end()), x.dtype());
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      std::vector<T> cols(static_cast<size_t>(g.k() * g.l()));
      const BlasThreads threads;
      const int64_t in_size = g.c * g.d * g.h * g.w, out_size = g.o * g.l();
      for (int64_t i = 0; i < n; ++i) {  // the input's gradient: weight^T grad_output, folded back
        for (int64_t q = 0; q < g.groups; ++q)
          fortran_gemm<T>(false, true, g.l(), g.kg(), g.og(), gy.data<const T>() + i * out_size + q * g.og() * g.l(),
                          g.l(), w.data<const T>() + q * g.og() * g.kg(), g.kg(), T(0),
                          cols.data() + q * g.kg() * g.l(), g.l());
        T* dst = gx.data<T>() + i * in_size;
        const int64_t l = g.l();
        for_each_column(g, [&](int64_t row, int64_t col, int64_t at) {
          if (at >= 0) dst[at] += cols[row * l + col];
        });
      }
      for (int64_t i = 0; i < n; ++i) {  // the weight's: grad_output columns^T, sample after sample
        vol2col(g, x.data<const T>() + i * in_size, cols.data());
        for (int64_t q = 0; q < g.groups; ++q)
          fortran_gemm<T>(true, false, g.kg(), g.og(), g.l(), cols.data() + q * g.kg() * g.l(), g.l(),
                          gy.data<const T>() + i * out_size + q * g.og() * g.l(), g.l(), T(1),
                          gw.data<T>() + q * g.og() * g.kg(), g.kg());
      }
    }
  });
  return {gx, gw, call("sum.dim_IntList", {grad, std::vector<int64_t>{0, 2, 3, 4}, false, NoneValue{}})};
}

}  // namespace

TSR_DEFINE_OP(
    "conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int "
    "groups=1) -> Tensor",
    "3-d convolution (cross-correlation) of (N, C, D, H, W) input with (O, C / groups, kD, kH, kW) weight.",
    autograd::formula("ConvolutionBackward0", {"input", "weight"},
                      [](Ctx& c) { return convolution_backward(c, "conv3d_backward", 3); }));
// conv3d's gradients as an op, so that under create_graph they are recorded; the convolution is linear in input
// and in weight, so the second derivatives are convolutions again (as conv2d_backward's).
TSR_DEFINE_OP(
    "conv3d_backward(Tensor grad_output, Tensor input, Tensor weight, int[3] stride=1, int[3] padding=0, int[3] "
    "dilation=1, int groups=1) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)",
    "conv3d's gradients wrt input, weight and bias, given grad_output (5-d).",
    autograd::takes_undefined_grads(
        autograd::formula("ConvolutionBackwardBackward0", {"grad_output", "input", "weight"}, [](Ctx& c) {
          return convolution_double_backward(c, "conv3d", "conv3d_backward", 3);
        })));

static void conv3d_kernel(const Operator& op, DispatchKeySet keys, Stack& s) {
  if (bfloat16_convolution_on_onednn(s)) return on_float32(s, conv3d_kernel, op, keys);  // Note [bfloat16 convolutions]
  const Tensor& input = std::get<Tensor>(s.at(0));
  const Tensor& weight = std::get<Tensor>(s.at(1));
  Tensor bias;
  if (const Tensor* b = std::get_if<Tensor>(&s.at(2))) bias = *b;
  const Triple stride = triple(int_list_arg(s, 3), 1), padding = triple(int_list_arg(s, 4), 0),
               dilation = triple(int_list_arg(s, 5), 1);
  const int64_t groups = int_arg(s, 6, 1);
  check_conv3d(input, weight, bias, stride, padding, dilation, groups);
  refuse_half(input.dtype(), "compute_columns3d");  // PyTorch's slow_conv3d fails in its im2col step
  refuse_bool(input.dtype(), "compute_columns3d");
  const bool batched = input.dim() == 5;
  const Tensor x = batched ? input : unsqueeze(input, 0);
  if (onednn_conv3d_applies(x, weight, stride, dilation, groups)) {
    check_parameter_type(input, weight, "weight", true);
    check_parameter_type(input, bias, "bias", true);
  } else {
    check_scalar_type(input.dtype(), weight.dtype());
    if (bias.defined()) bias = to_dtype(bias, input.dtype());  // PyTorch's slow conv3d computes with it
  }
  Tensor out = onednn_conv3d_applies(x, weight, stride, dilation, groups)
                   ? onednn_conv3d_forward(x, weight, bias, stride, padding, dilation, groups)
               : slow3d_applies(x, weight, dilation) ? slow3d_forward(x, weight, bias, stride, padding, groups)
                                                             : conv3d_composed(x, weight, bias, stride, padding,
                                                                               dilation, groups);
  s = {batched ? out : squeeze(out, 0)};
}

TSR_REGISTER_KERNEL("conv3d", CPU, conv3d_kernel);

static void conv3d_backward_kernel(const Operator& op, DispatchKeySet keys, Stack& s) {
  if (bfloat16_convolution_on_onednn(s)) return on_float32(s, conv3d_backward_kernel, op, keys);
  const Tensor& grad = std::get<Tensor>(s.at(0));
  const Tensor& x = std::get<Tensor>(s.at(1));
  const Tensor& weight = std::get<Tensor>(s.at(2));
  const Triple stride = triple(int_list_arg(s, 3), 1), padding = triple(int_list_arg(s, 4), 0),
               dilation = triple(int_list_arg(s, 5), 1);
  const int64_t groups = int_arg(s, 6, 1);
  check(grad.dim() == 5 && x.dim() == 5 && weight.dim() == 5, ErrorKind::RuntimeError,
        "conv3d_backward: expected 5-d grad_output, input and weight");
  const std::array<Tensor, 3> r =
      onednn_conv3d_applies(x, weight, stride, dilation, groups)
          ? onednn_conv3d_backward(grad, x, weight, stride, padding, dilation, groups)
      : slow3d_applies(x, weight, dilation)
          ? slow3d_backward(grad, x, weight, stride, padding, groups)
          : conv3d_backward_composed(grad, x, weight, stride, padding, dilation, groups);
  s = {r[0], r[1], r[2]};
}

TSR_REGISTER_KERNEL("conv3d_backward", CPU, conv3d_backward_kernel);

}  // namespace tsr::tensor
