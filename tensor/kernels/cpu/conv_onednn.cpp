// float32 convolutions on the system's oneDNN, as PyTorch 1.13's CPU backend runs them (Note [Convolutions on
// oneDNN]).
//
// Note [Convolutions on oneDNN]: Debian's PyTorch links the system libdnnl (2.6) and sends a float32 CPU
// convolution there whenever ConvParams::use_mkldnn holds (onednn_conv_applies below; torch._C._select_conv_backend
// names the choice). Its mkldnn path lets the primitive pick every memory layout (`format_tag::any`: blocked
// nChw16c activations and blocked weights on AVX-512), reorders the plain tensors into them and the result back.
// The same calls on the same library give the same bits: forward and input gradient always, the weight and bias
// gradients when both run with the same number of OpenMP threads (the minibatch is reduced per thread). Grouped
// convolutions are one primitive over all groups (goihw weights), as PyTorch's. Elsewhere (float64, 1x1 kernels
// on small unstrided inputs, transposed convolutions) PyTorch runs its own loops and so does tsr (conv.cpp). The
// 3-d convolutions take the same primitives over ncdhw activations and (g)oidhw weights (conv3d.cpp).
#include <omp.h>

#include <dnnl.hpp>
#include <unordered_map>

#include "tensor/ops/conv.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

namespace {

using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

dnnl::engine& engine() {
  static dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

struct Descs {
  dnnl::memory::dims src, weights, bias, dst, strides, dilates, padding;
};

Descs descs(const ConvGeometry& g) {
  const int64_t G = g.groups;
  return {{g.n, g.c * G, g.h, g.w},
          G == 1 ? dnnl::memory::dims{g.o, g.c, g.kh, g.kw} : dnnl::memory::dims{G, g.o, g.c, g.kh, g.kw},
          {g.o * G},
          {g.n, g.o * G, g.oh, g.ow},
          {g.stride[0], g.stride[1]},
          {g.dilation[0] - 1, g.dilation[1] - 1},  // oneDNN counts the gaps
          {g.padding[0], g.padding[1]}};
}

tag weights_tag(const ConvGeometry& g) { return g.groups == 1 ? tag::oihw : tag::goihw; }

dnnl::memory::desc any(const dnnl::memory::dims& d) { return {d, dt::f32, tag::any}; }

// The forward primitive's description with every layout left to oneDNN (the activations nhwc when `nhwc`): also
// the hint of the backward ones.
dnnl::convolution_forward::primitive_desc forward_desc(const Descs& d, bool with_bias, bool nhwc = false) {
  const auto weights = any(d.weights);
  const dnnl::memory::desc src = nhwc ? dnnl::memory::desc(d.src, dt::f32, tag::nhwc) : any(d.src);
  const dnnl::memory::desc dst = nhwc ? dnnl::memory::desc(d.dst, dt::f32, tag::nhwc) : any(d.dst);
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  if (with_bias)
    return {{dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct, src, weights, any(d.bias), dst,
             d.strides, d.dilates, d.padding, d.padding},
            attr, engine()};
  return {{dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct, src, weights, dst, d.strides,
           d.dilates, d.padding, d.padding},
          attr, engine()};
}

// A dense float tensor as oneDNN memory of the given plain layout (nchw, nhwc, oihw, ...), its memory in that order.
dnnl::memory plain(const Tensor& t, const dnnl::memory::dims& dims, tag layout) {
  return {{dims, dt::f32, layout}, engine(), t.data_ptr()};
}

// `m` in the layout `want`: itself, or a reordered copy.
dnnl::memory in_layout(const dnnl::memory& m, const dnnl::memory::desc& want, dnnl::stream& s) {
  if (m.get_desc() == want) return m;
  dnnl::memory r(want, engine());
  dnnl::reorder(m, r).execute(s, const_cast<dnnl::memory&>(m), r);
  return r;
}

// Memory for a primitive to write in layout `want`, and afterwards its result reordered into `out`.
struct Result {
  dnnl::memory out, mem;
  Result(dnnl::memory out_, const dnnl::memory::desc& want)
      : out(std::move(out_)), mem(out.get_desc() == want ? out : dnnl::memory(want, engine())) {}
  void finish(dnnl::stream& s) {
    if (mem != out) dnnl::reorder(mem, out).execute(s, mem, out);
  }
};

// Runs the forward primitive `pd` on x (plain, layout `act`), w (`wtag`) and an optional bias into out, whose
// memory is laid out as `out_desc` (`act` by default).
void run_forward(const dnnl::convolution_forward::primitive_desc& pd, const Descs& d, tag act,
                 const dnnl::memory::desc& out_desc, tag wtag, const Tensor& x, const Tensor& w, const Tensor& bias,
                 const Tensor& out) {
  dnnl::stream s(engine());
  const dnnl::memory src = in_layout(plain(x, d.src, act), pd.src_desc(), s);
  const dnnl::memory wts = in_layout(plain(w, d.weights, wtag), pd.weights_desc(), s);
  Result dst(dnnl::memory(out_desc, engine(), out.data_ptr()), pd.dst_desc());
  dnnl::memory scratch(pd.scratchpad_desc(), engine());
  std::unordered_map<int, dnnl::memory> args{
      {DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, wts}, {DNNL_ARG_DST, dst.mem}, {DNNL_ARG_SCRATCHPAD, scratch}};
  Tensor b;
  if (bias.defined()) {
    b = contiguous(bias);
    args.emplace(DNNL_ARG_BIAS, in_layout(plain(b, d.bias, tag::x), pd.bias_desc(), s));
  }
  dnnl::convolution_forward(pd).execute(s, args);
  dst.finish(s);
  s.wait();
}
void run_forward(const dnnl::convolution_forward::primitive_desc& pd, const Descs& d, tag act, tag wtag,
                 const Tensor& x, const Tensor& w, const Tensor& bias, const Tensor& out) {
  run_forward(pd, d, act, dnnl::memory::desc(d.dst, dt::f32, act), wtag, x, w, bias, out);
}

// `t` with its memory in N, H, W, C order (itself when it is so already).
Tensor channels_last(const Tensor& t) {
  return permute(contiguous(permute(t, std::vector<int64_t>{0, 2, 3, 1})), std::vector<int64_t>{0, 3, 1, 2});
}

}  // namespace

// PyTorch 1.13's ConvParams::use_mkldnn for a CPU, non-transposed convolution of a (batchified) 4-d input.
bool onednn_conv_applies(const Tensor& input, const Tensor& weight, const ConvGeometry& g) {
  const int64_t groups = g.groups;
  if (input.dtype() != ScalarType::Float || !input.device().is_cpu() || !weight.device().is_cpu()) return false;
  if (g.n * g.c * g.h * g.w == 0 || weight.numel() == 0) return false;  // (oneDNN refuses empty tensors)
  const bool strided = g.stride[0] != 1 || g.stride[1] != 1;
  const bool dilated = g.dilation[0] != 1 || g.dilation[1] != 1;
  const int64_t numel_per_batch = g.c * groups * g.h * g.w;
  return (strided || dilated || g.n >= 16 || g.kw != 1 || g.kh != 1 || omp_get_max_threads() > 1) &&
         (groups > 1 || (g.kw > 3 && g.kh > 3) || g.n > 1 || g.n * numel_per_batch > 20480);
}

Tensor onednn_conv2d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g) {
  const Descs d = descs(g);
  // A channels-last input or weight: PyTorch's mkldnn path gives oneDNN the activations as nhwc (and gets its
  // output so), where a different kernel runs.
  const bool nhwc = channels_last_strides(input) || channels_last_strides(weight);
  const auto pd = forward_desc(d, bias.defined(), nhwc);
  const Tensor x = nhwc ? channels_last(input) : contiguous(input), w = contiguous(weight);
  if (!nhwc)
    if (const auto& want = pd.dst_desc().data;
        want.format_kind == dnnl_blocked && want.format_desc.blocking.inner_nblks == 0) {
      // The primitive picked a plain layout for its result (nwc where the channels are one, ...): PyTorch's
      // mkldnn_to_dense keeps the strides of such a result and makes it contiguous, which leaves strides of
      // size-1 dims as oneDNN set them (a later convolution reads those as channels-last: another kernel).
      const std::vector<int64_t> sizes{g.n, g.o * g.groups, g.oh, g.ow};
      const std::vector<int64_t> strides(want.format_desc.blocking.strides, want.format_desc.blocking.strides + 4);
      int64_t extent = 1;
      for (size_t k = 0; k < 4; ++k) extent += (sizes[k] - 1) * strides[k];
      const int64_t flat[1] = {extent};
      Tensor out = as_strided(empty(flat, ScalarType::Float), sizes, strides, 0);
      run_forward(pd, d, tag::nchw, pd.dst_desc(), weights_tag(g), x, w, bias, out);
      return out.is_contiguous() ? out : contiguous(out);
    }
  Tensor out = nhwc ? permute(empty(std::vector<int64_t>{g.n, g.oh, g.ow, g.o * g.groups}, ScalarType::Float),
                              std::vector<int64_t>{0, 3, 1, 2})
                    : empty(std::vector<int64_t>{g.n, g.o * g.groups, g.oh, g.ow}, ScalarType::Float);
  run_forward(pd, d, nhwc ? tag::nhwc : tag::nchw, weights_tag(g), x, w, bias, out);
  // a channels-last result made contiguous, as conv.cpp's channels-last loop does (its note)
  return nhwc ? contiguous(out) : out;
}

namespace {

// The three gradients by oneDNN's backward primitives (the weights primitive computes the bias's too), for plain
// activations in layout `act` and weights in `wtag`; the results are contiguous tensors shaped as input, weight and
// (O).
std::array<Tensor, 3> backward_on_onednn(const Descs& d, tag act, tag wtag, const Tensor& grad, const Tensor& input,
                                         const Tensor& weight, bool need_weight = true) {
  const auto hint = forward_desc(d, true);
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  dnnl::stream s(engine());
  const Tensor gy = contiguous(grad), x = contiguous(input), w = contiguous(weight);
  const dnnl::memory gy_plain = plain(gy, d.dst, act);
  std::array<Tensor, 3> r;
  r[0] = empty(input.sizes(), ScalarType::Float);
  {
    const dnnl::convolution_backward_data::primitive_desc pd(
        {dnnl::algorithm::convolution_direct, any(d.src), any(d.weights), any(d.dst), d.strides, d.dilates,
         d.padding, d.padding},
        attr, engine(), hint);
    const dnnl::memory dy = in_layout(gy_plain, pd.diff_dst_desc(), s);
    const dnnl::memory wts = in_layout(plain(w, d.weights, wtag), pd.weights_desc(), s);
    Result dx(plain(r[0], d.src, act), pd.diff_src_desc());
    dnnl::memory scratch(pd.scratchpad_desc(), engine());
    dnnl::convolution_backward_data(pd).execute(
        s, {{DNNL_ARG_DIFF_DST, dy}, {DNNL_ARG_WEIGHTS, wts}, {DNNL_ARG_DIFF_SRC, dx.mem}, {DNNL_ARG_SCRATCHPAD, scratch}});
    dx.finish(s);
  }
  if (!need_weight) {  // (the input's gradient only: no weights primitive)
    s.wait();
    return r;
  }
  r[1] = empty(weight.sizes(), ScalarType::Float);
  r[2] = empty(std::vector<int64_t>{d.bias[0]}, ScalarType::Float);
  {
    const dnnl::convolution_backward_weights::primitive_desc pd(
        {dnnl::algorithm::convolution_direct, any(d.src), any(d.weights), any(d.bias), any(d.dst), d.strides,
         d.dilates, d.padding, d.padding},
        attr, engine(), hint);
    const dnnl::memory dy = in_layout(gy_plain, pd.diff_dst_desc(), s);
    const dnnl::memory src = in_layout(plain(x, d.src, act), pd.src_desc(), s);
    Result dw(plain(r[1], d.weights, wtag), pd.diff_weights_desc());
    Result db(plain(r[2], d.bias, tag::x), pd.diff_bias_desc());
    dnnl::memory scratch(pd.scratchpad_desc(), engine());
    dnnl::convolution_backward_weights(pd).execute(s, {{DNNL_ARG_DIFF_DST, dy},
                                                        {DNNL_ARG_SRC, src},
                                                        {DNNL_ARG_DIFF_WEIGHTS, dw.mem},
                                                        {DNNL_ARG_DIFF_BIAS, db.mem},
                                                        {DNNL_ARG_SCRATCHPAD, scratch}});
    dw.finish(s);
    db.finish(s);
  }
  s.wait();
  return r;
}

// A 3-d convolution's descriptions (weights grouped as g, o, c, kd, kh, kw when groups > 1).
Descs descs3d(const Tensor& input, const Tensor& weight, const std::array<int64_t, 3>& stride,
              const std::array<int64_t, 3>& padding, const std::array<int64_t, 3>& dilation, int64_t groups) {
  const Dims& x = input.sizes();
  const Dims& w = weight.sizes();
  Descs d;
  d.src = {x[0], x[1], x[2], x[3], x[4]};
  d.weights = groups == 1 ? dnnl::memory::dims{w[0], w[1], w[2], w[3], w[4]}
                          : dnnl::memory::dims{groups, w[0] / groups, w[1], w[2], w[3], w[4]};
  d.bias = {w[0]};
  d.dst = {x[0], w[0]};
  for (int i = 0; i < 3; ++i) {
    d.dst.push_back((x[2 + i] + 2 * padding[i] - dilation[i] * (w[2 + i] - 1) - 1) / stride[i] + 1);
    d.strides.push_back(stride[i]);
    d.dilates.push_back(dilation[i] - 1);  // oneDNN counts the gaps
    d.padding.push_back(padding[i]);
  }
  return d;
}

}  // namespace

Conv2dGrads onednn_conv2d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight,
                                   const ConvGeometry& g) {
  const std::array<Tensor, 3> r =
      backward_on_onednn(descs(g), tag::nchw, weights_tag(g), grad, input, weight, g.need_weight);
  return {r[0], r[1], r[2]};
}

// PyTorch 1.13's use_mkldnn for a 5-d input: the 2-d test, over the input's first four sizes.
bool onednn_conv3d_applies(const Tensor& input, const Tensor& weight, const std::array<int64_t, 3>& stride,
                           const std::array<int64_t, 3>& dilation, int64_t groups) {
  if (input.dtype() != ScalarType::Float || !input.device().is_cpu() || !weight.device().is_cpu() ||
      input.dim() != 5 || weight.dim() != 5 || input.numel() == 0 || weight.numel() == 0)
    return false;
  const Dims& x = input.sizes();
  const int64_t kh = weight.sizes()[3], kw = weight.sizes()[4];
  bool strided = false, dilated = false;
  for (int i = 0; i < 3; ++i) {
    strided = strided || stride[i] != 1;
    dilated = dilated || dilation[i] != 1;
  }
  return (strided || dilated || x[0] >= 16 || kw != 1 || kh != 1 || omp_get_max_threads() > 1) &&
         (groups > 1 || (kw > 3 && kh > 3) || x[0] > 1 || x[0] * x[1] * x[2] * x[3] > 20480);
}

Tensor onednn_conv3d_forward(const Tensor& input, const Tensor& weight, const Tensor& bias,
                             const std::array<int64_t, 3>& stride, const std::array<int64_t, 3>& padding,
                             const std::array<int64_t, 3>& dilation, int64_t groups) {
  const Descs d = descs3d(input, weight, stride, padding, dilation, groups);
  const auto pd = forward_desc(d, bias.defined());
  const Tensor x = contiguous(input), w = contiguous(weight);
  Tensor out = empty(std::vector<int64_t>(d.dst.begin(), d.dst.end()), ScalarType::Float);
  run_forward(pd, d, tag::ncdhw, groups == 1 ? tag::oidhw : tag::goidhw, x, w, bias, out);
  return out;
}

std::array<Tensor, 3> onednn_conv3d_backward(const Tensor& grad, const Tensor& input, const Tensor& weight,
                                             const std::array<int64_t, 3>& stride,
                                             const std::array<int64_t, 3>& padding,
                                             const std::array<int64_t, 3>& dilation, int64_t groups) {
  return backward_on_onednn(descs3d(input, weight, stride, padding, dilation, groups), tag::ncdhw,
                            groups == 1 ? tag::oidhw : tag::goidhw, grad, input, weight);
}

}  // namespace tsr::tensor
