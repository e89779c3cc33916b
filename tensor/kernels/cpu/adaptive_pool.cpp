// Adaptive pooling as PyTorch's ops: _adaptive_avg_pool2d/3d (grad_fn AdaptiveAvgPool2DBackward0/3D) behind the
// composites adaptive_avg_pool2d/3d (a 1x1 output is a mean, as in PyTorch), adaptive_max_pool2d/3d
// (AdaptiveMaxPool2DBackward0/3D, values and flat indices), and their backward ops, with PyTorch 1.13's CPU kernels'
// order of operations (AdaptiveAvgPoolKernel.cpp, AdaptiveMaxPoolKernel.cpp, AdaptiveAveragePooling3d.cpp,
// AdaptiveMaxPooling3d.cpp).
//
// Output cell o of an output dim of size O over an input dim of size I covers [floor(o * I / O), ceil((o + 1) * I /
// O)). Average: the window's elements summed in order (depth, then rows, then columns) in the accumulation type
// (float for bfloat16, the dtype otherwise: float16 rounds after every addition, as c10::Half does), then divided by
// each window extent in turn (sum / kT / kH / kW). Max: the first maximum in that order, a NaN taking the place of
// any number (a later NaN replaces an earlier one), and its flat index within the input plane. The gradients: an
// average spreads grad / kT / kH / kW to its window, a maximum's gradient goes to its index, output cell after output
// cell. A 2-d op keeps a channels-last input's layout in its results and its input gradient (PyTorch's channels-last
// kernels give the same values); the 3-d ops return contiguous tensors, as PyTorch 1.13's do.
#include <cmath>
#include <limits>
#include <string>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pool_plans.hpp"
#include "tensor/ops/composite.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

using pool_windows::adaptive_end;
using pool_windows::adaptive_start;

AdaptivePlan geometry_of(const Tensor& x, int spatial, const std::vector<int64_t>& output_size) {
  AdaptivePlan g;
  const int64_t lead = x.dim() - spatial;
  g.planes = 1;
  for (int64_t d = 0; d < lead; ++d) g.planes *= x.sizes()[d];
  for (int k = 0; k < spatial; ++k) {
    g.in[3 - spatial + k] = x.sizes()[lead + k];
    g.out[3 - spatial + k] = output_size[k];
  }
  return g;
}

std::vector<int64_t> output_shape(const Tensor& x, int spatial, const std::vector<int64_t>& output_size) {
  std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end() - spatial);
  shape.insert(shape.end(), output_size.begin(), output_size.end());
  return shape;
}

// Calls body(o, window starts, window extents) for every output cell of one plane, in output order.
template <class F>
void for_each_window(const AdaptivePlan& g, F&& body) {
  int64_t o = 0;
  for (int64_t ot = 0; ot < g.out[0]; ++ot) {
    const int64_t t0 = adaptive_start(ot, g.out[0], g.in[0]), kt = adaptive_end(ot, g.out[0], g.in[0]) - t0;
    for (int64_t oh = 0; oh < g.out[1]; ++oh) {
      const int64_t h0 = adaptive_start(oh, g.out[1], g.in[1]), kh = adaptive_end(oh, g.out[1], g.in[1]) - h0;
      for (int64_t ow = 0; ow < g.out[2]; ++ow, ++o) {
        const int64_t w0 = adaptive_start(ow, g.out[2], g.in[2]), kw = adaptive_end(ow, g.out[2], g.in[2]) - w0;
        body(o, std::array<int64_t, 3>{t0, h0, w0}, std::array<int64_t, 3>{kt, kh, kw});
      }
    }
  }
}

// PyTorch's dtypes per kernel: the 2-d kernels take bfloat16 (accumulating in float), avg_pool3d float16 (in
// float16), max_pool3d neither.
template <class T>
using Acc = std::conditional_t<std::is_same_v<T, BFloat16>, float, T>;

template <class F>
void dispatch_pool_dtype(ScalarType dtype, int spatial, bool is_max, F&& body) {
  const char* name = spatial == 2 ? (is_max ? "adaptive_max_pool2d" : "adaptive_avg_pool2d")
                                  : (is_max ? "adaptive_max_pool3d_cpu" : "adaptive_avg_pool3d_cpu");
  const bool ok = dtype == ScalarType::Float || dtype == ScalarType::Double ||
                  (spatial == 2 && dtype == ScalarType::BFloat16) ||
                  (spatial == 3 && !is_max && dtype == ScalarType::Half);
  if (!ok) throw_not_implemented_for(name, dtype);
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>)
      body(std::type_identity<T>{});
  });
}

// PyTorch's channels-last kernels (the forward for a channels-last input, the backward for a channels-last
// grad_output) compute an average's channels in vectors of kWidth<T> lanes and the remaining C % kWidth channels one
// by one: the vector lanes divide by kh * kw once, the others by kh, then by kw. Whether plane p (channel p % C) is
// in a vector lane.
bool divides_once(bool channels_last, int64_t plane, int64_t channels, int64_t width) {
  return channels_last && plane % channels < channels - channels % width;
}

void check_input(const Tensor& x, int spatial, bool is_max, size_t output_dims) {
  const char* name = is_max ? (spatial == 2 ? "adaptive_max_pool2d" : "adaptive_max_pool3d")
                            : (spatial == 2 ? "adaptive_avg_pool2d" : "adaptive_avg_pool3d");
  const int64_t nd = x.dim();
  auto check_dims = [&] {
    check(nd == spatial + 1 || nd == spatial + 2, ErrorKind::RuntimeError, name, "(): Expected ", spatial + 1, "D or ",
          spatial + 2, "D tensor, but got", is_max ? ": " : " ", x.sizes().str());
  };
  auto check_nonempty = [&] {
    for (int64_t d = 1; d < nd; ++d)
      check(x.sizes()[d] > 0, ErrorKind::RuntimeError, name,
            "(): Expected input to have non-zero size for non-batch dimensions, but input has sizes ",
            x.sizes().str(), " with dimension ", d, " being empty");
  };
  auto check_output_dims = [&] {
    if (is_max)
      check(output_dims == size_t(spatial), ErrorKind::RuntimeError, name, "(): internal error: output_size.size() must be ",
            spatial);
    else
      check(output_dims == size_t(spatial), ErrorKind::RuntimeError, name, ": output_size must be ", spatial);
  };
  // each kernel checks in its own order
  if (is_max) {
    check_dims();
    check_nonempty();
    check_output_dims();
  } else if (spatial == 2) {
    check_output_dims();
    check_dims();
    check_nonempty();
  } else {
    check_output_dims();
    check_nonempty();
    check_dims();
  }
}

Tensor avg_forward(const Tensor& input, int spatial, const std::vector<int64_t>& output_size) {
  check_input(input, spatial, false, output_size.size());
  const Tensor x = contiguous(input);
  Tensor out = empty(output_shape(x, spatial, output_size), x.dtype());
  const AdaptivePlan g = geometry_of(x, spatial, output_size);
  const bool cl = spatial == 2 && channels_last_strides(input);
  const int64_t channels = cl ? input.sizes()[1] : 1;
  dispatch_pool_dtype(x.dtype(), spatial, false, [&]<class T>(std::type_identity<T>) {
    const T* src = x.data<const T>();
    T* dst = out.data<T>();
    const int64_t in_plane = g.in[0] * g.in[1] * g.in[2], out_plane = g.out[0] * g.out[1] * g.out[2];
    for (int64_t p = 0; p < g.planes; ++p) {
      const T* ip = src + p * in_plane;
      T* op = dst + p * out_plane;
      const bool once = divides_once(cl, p, channels, pytorch_vec::kWidth<T>);
      for_each_window(g, [&](int64_t o, std::array<int64_t, 3> s, std::array<int64_t, 3> k) {
        Acc<T> sum = 0;
        for (int64_t t = s[0]; t < s[0] + k[0]; ++t)
          for (int64_t h = s[1]; h < s[1] + k[1]; ++h)
            for (int64_t w = s[2]; w < s[2] + k[2]; ++w) sum += ip[(t * g.in[1] + h) * g.in[2] + w];
        if (spatial == 3) sum = sum / k[0];
        op[o] = once ? T(sum / Acc<T>(k[1] * k[2])) : T(sum / k[1] / k[2]);
      });
    }
  });
  return out;
}

Tensor avg_backward(const Tensor& grad_output, const Tensor& self, int spatial) {
  const Tensor go = contiguous(grad_output);
  Tensor gi = zeros(std::vector<int64_t>(self.sizes().begin(), self.sizes().end()), self.dtype());
  const AdaptivePlan g = adaptive_pool_backward_plan(grad_output, self, spatial);
  // the channels-last kernel runs for a channels-last grad_output (whatever the input's layout)
  const bool cl = spatial == 2 && channels_last_strides(grad_output);
  const int64_t channels = cl ? grad_output.sizes()[1] : 1;
  dispatch_pool_dtype(self.dtype(), spatial, false, [&]<class T>(std::type_identity<T>) {
    const T* src = go.data<const T>();
    T* dst = gi.data<T>();
    const int64_t in_plane = g.in[0] * g.in[1] * g.in[2], out_plane = g.out[0] * g.out[1] * g.out[2];
    for (int64_t p = 0; p < g.planes; ++p) {
      T* ip = dst + p * in_plane;
      const T* op = src + p * out_plane;
      const bool once = divides_once(cl, p, channels, pytorch_vec::kWidth<T>);
      for_each_window(g, [&](int64_t o, std::array<int64_t, 3> s, std::array<int64_t, 3> k) {
        T delta = op[o];
        if (spatial == 3) delta = delta / k[0];
        delta = once ? T(delta / T(k[1] * k[2])) : T(delta / k[1] / k[2]);
        for (int64_t t = s[0]; t < s[0] + k[0]; ++t)
          for (int64_t h = s[1]; h < s[1] + k[1]; ++h)
            for (int64_t w = s[2]; w < s[2] + k[2]; ++w) ip[(t * g.in[1] + h) * g.in[2] + w] += delta;
      });
    }
  });
  return gi;
}

std::pair<Tensor, Tensor> max_forward(const Tensor& input, int spatial, const std::vector<int64_t>& output_size) {
  check_input(input, spatial, true, output_size.size());
  const Tensor x = contiguous(input);
  const std::vector<int64_t> shape = output_shape(x, spatial, output_size);
  Tensor out = empty(shape, x.dtype()), indices = empty(shape, ScalarType::Long);
  const AdaptivePlan g = geometry_of(x, spatial, output_size);
  dispatch_pool_dtype(x.dtype(), spatial, true, [&]<class T>(std::type_identity<T>) {
    const T* src = x.data<const T>();
    T* dst = out.data<T>();
    int64_t* idx = indices.data<int64_t>();
    const int64_t in_plane = g.in[0] * g.in[1] * g.in[2], out_plane = g.out[0] * g.out[1] * g.out[2];
    for (int64_t p = 0; p < g.planes; ++p) {
      const T* ip = src + p * in_plane;
      for_each_window(g, [&](int64_t o, std::array<int64_t, 3> s, std::array<int64_t, 3> k) {
        int64_t best = (s[0] * g.in[1] + s[1]) * g.in[2] + s[2];
        Acc<T> best_value = Acc<T>(-std::numeric_limits<float>::infinity());
        for (int64_t t = s[0]; t < s[0] + k[0]; ++t)
          for (int64_t h = s[1]; h < s[1] + k[1]; ++h)
            for (int64_t w = s[2]; w < s[2] + k[2]; ++w) {
              const int64_t i = (t * g.in[1] + h) * g.in[2] + w;
              const Acc<T> v = ip[i];
              if (v > best_value || std::isnan(static_cast<double>(v))) {
                best_value = v;
                best = i;
              }
            }
        dst[p * out_plane + o] = T(best_value);
        idx[p * out_plane + o] = best;
      });
    }
  });
  return {out, indices};
}

std::vector<int64_t> output_size_arg(const Stack& s) { return int_list_arg(s, 1); }

}  // namespace

AdaptivePlan adaptive_pool_plan(const Tensor& input, int spatial, bool is_max, const std::vector<int64_t>& output_size) {
  check_input(input, spatial, is_max, output_size.size());
  AdaptivePlan g = geometry_of(input, spatial, output_size);
  g.out_shape = output_shape(input, spatial, output_size);
  return g;
}

AdaptivePlan adaptive_pool_backward_plan(const Tensor& grad_output, const Tensor& self, int spatial) {
  check(grad_output.dim() == self.dim() && self.dim() > spatial, ErrorKind::RuntimeError,
        "adaptive pool backward: expected grad_output of ", self.dim(), " dims, but got ", grad_output.sizes().str());
  const std::vector<int64_t> output_size(grad_output.sizes().end() - spatial, grad_output.sizes().end());
  AdaptivePlan g = geometry_of(self, spatial, output_size);
  g.out_shape.assign(self.sizes().begin(), self.sizes().end());
  return g;
}

TSR_DEFINE_OP("_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor",
              "2-d adaptive average pooling: the mean of each of output_size's windows over (H, W).",
              autograd::formula("AdaptiveAvgPool2DBackward0", {"self"}, [](Ctx& c) {
                return G{call("_adaptive_avg_pool2d_backward", {c.g(), c.s("self")})};
              }));
TSR_DEFINE_OP("_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor",
              "3-d adaptive average pooling: the mean of each of output_size's windows over (D, H, W).",
              autograd::formula("AdaptiveAvgPool3DBackward0", {"self"}, [](Ctx& c) {
                return G{call("_adaptive_avg_pool3d_backward", {c.g(), c.s("self")})};
              }));
// The backward ops are linear in grad_output: their own gradient is the forward pool of it.
TSR_DEFINE_OP("_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor",
              "_adaptive_avg_pool2d's input gradient: grad_output spread evenly over each window.",
              autograd::formula("AdaptiveAvgPool2DBackwardBackward0", {}, [](Ctx& c) {
                const Dims& go = c.shape("grad_output");
                return G{call("_adaptive_avg_pool2d", {c.g(), std::vector<int64_t>(go.end() - 2, go.end())}),
                         Tensor()};
              }));
TSR_DEFINE_OP("_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor",
              "_adaptive_avg_pool3d's input gradient: grad_output spread evenly over each window.",
              autograd::formula("AdaptiveAvgPool3DBackwardBackward0", {}, [](Ctx& c) {
                const Dims& go = c.shape("grad_output");
                return G{call("_adaptive_avg_pool3d", {c.g(), std::vector<int64_t>(go.end() - 3, go.end())}),
                         Tensor()};
              }));
TSR_DEFINE_OP("adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)",
              "2-d adaptive max pooling: each window's maximum and its flat index within the (H, W) plane.",
              autograd::formula("AdaptiveMaxPool2DBackward0", {"self", "result1"}, [](Ctx& c) {
                return G{call("adaptive_max_pool2d_backward", {c.g(), c.s("self"), c.s("result1")})};
              }));
TSR_DEFINE_OP("adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)",
              "3-d adaptive max pooling: each window's maximum and its flat index within the (D, H, W) plane.",
              autograd::formula("AdaptiveMaxPool3DBackward0", {"self", "result1"}, [](Ctx& c) {
                return G{call("adaptive_max_pool3d_backward", {c.g(), c.s("self"), c.s("result1")})};
              }));
TSR_DEFINE_OP("adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor",
              "adaptive_max_pool2d's input gradient: grad_output added at each window's maximum.",
              autograd::formula("AdaptiveMaxPool2DBackwardBackward0", {"indices"}, [](Ctx& c) {
                return G{pool_indices_gather(c.g(), c.s("indices"), 2), Tensor(), Tensor()};
              }));
TSR_DEFINE_OP("adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor",
              "adaptive_max_pool3d's input gradient: grad_output added at each window's maximum.",
              autograd::formula("AdaptiveMaxPool3DBackwardBackward0", {"indices"}, [](Ctx& c) {
                return G{pool_indices_gather(c.g(), c.s("indices"), 3), Tensor(), Tensor()};
              }));
TSR_DEFINE_COMPOSITE_OP("adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor",
                        "2-d adaptive average pooling (a 1x1 output is the mean over (H, W)).");
TSR_DEFINE_COMPOSITE_OP("adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor",
                        "3-d adaptive average pooling (a 1x1x1 output is the mean over (D, H, W)).");

// The 2-d ops' results take a channels-last input's layout (the backward ops: the input's, arg 1).
TSR_REGISTER_KERNEL("_adaptive_avg_pool2d", CPU, keeping_channels_last(0, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {avg_forward(std::get<Tensor>(s.at(0)), 2, output_size_arg(s))};
}));
TSR_REGISTER_KERNEL("_adaptive_avg_pool3d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {avg_forward(std::get<Tensor>(s.at(0)), 3, output_size_arg(s))};
});
TSR_REGISTER_KERNEL("_adaptive_avg_pool2d_backward", CPU, keeping_channels_last(1, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s.at(0)).dtype(), "adaptive_avg_pool2d_backward", {ScalarType::BFloat16});
  s = {avg_backward(std::get<Tensor>(s.at(0)), std::get<Tensor>(s.at(1)), 2)};
}));
TSR_REGISTER_KERNEL("_adaptive_avg_pool3d_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, std::get<Tensor>(s.at(0)).dtype(), "adaptive_avg_pool3d_backward_cpu", {ScalarType::Half});
  s = {avg_backward(std::get<Tensor>(s.at(0)), std::get<Tensor>(s.at(1)), 3)};
});
TSR_REGISTER_KERNEL("adaptive_max_pool2d", CPU, keeping_channels_last(0, [](const Operator&, DispatchKeySet, Stack& s) {
  auto [values, indices] = max_forward(std::get<Tensor>(s.at(0)), 2, output_size_arg(s));
  s = {values, indices};
}));
TSR_REGISTER_KERNEL("adaptive_max_pool3d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  auto [values, indices] = max_forward(std::get<Tensor>(s.at(0)), 3, output_size_arg(s));
  s = {values, indices};
});
TSR_REGISTER_KERNEL("adaptive_max_pool2d_backward", CPU, keeping_channels_last(1, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &g = std::get<Tensor>(s.at(0)), &self = std::get<Tensor>(s.at(1));
  check_dtype_in(DtypeGroup::Floating, g.dtype(), "adaptive_max_pool2d_backward", {ScalarType::BFloat16});
  s = {pool_indices_scatter(g, std::get<Tensor>(s.at(2)), self.sizes(), self.dtype(), 2)};
}));
TSR_REGISTER_KERNEL("adaptive_max_pool3d_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &g = std::get<Tensor>(s.at(0)), &self = std::get<Tensor>(s.at(1));
  check_dtype_in(DtypeGroup::Floating, g.dtype(), "adaptive_max_pool3d_backward");
  s = {pool_indices_scatter(g, std::get<Tensor>(s.at(2)), self.sizes(), self.dtype(), 3)};
});

// The composites: PyTorch's checks of output_size, then a 1x1(x1) output as the mean over the pooled dims (a
// channels-last input's mean given channels-last strides, as PyTorch's as_strided_ does; only size-1 dims' strides
// change), any other through the native op.
namespace {
void adaptive_avg_composite(Stack& s, int spatial) {
  const Tensor x = std::get<Tensor>(s.at(0));
  const std::vector<int64_t> out = output_size_arg(s);
  const std::string name = spatial == 2 ? "adaptive_avg_pool2d" : "adaptive_avg_pool3d";
  check(out.size() == size_t(spatial), ErrorKind::RuntimeError, name, ": output_size must be ", spatial);
  bool ones = true, negative = false;
  for (int64_t o : out) {
    ones = ones && o == 1;
    negative = negative || o < 0;
  }
  if (negative) {
    std::string got = "{";
    for (size_t k = 0; k < out.size(); ++k) got += (k ? ", " : "") + std::to_string(out[k]);
    throw Error(ErrorKind::RuntimeError, name + ": elements of output_size must be greater than or equal to 0 but "
                                                "received " + got + "}");
  }
  if (!ones) {
    s = {call(spatial == 2 ? "_adaptive_avg_pool2d" : "_adaptive_avg_pool3d", {x, out})};
    return;
  }
  std::vector<int64_t> dims;
  for (int k = 1; k <= spatial; ++k) dims.push_back(-k);
  Tensor mean = call("mean.dim", {x, dims, true, NoneValue{}});
  if (spatial == 2 && channels_last_strides(x) && mean.dim() == 4) {
    const int64_t c = mean.sizes()[1];
    mean.impl()->set_geometry(mean.sizes(), Dims{c, 1, c, c});
  }
  s = {mean};
}
}  // namespace

TSR_REGISTER_KERNEL("adaptive_avg_pool2d", CompositeImplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) { adaptive_avg_composite(s, 2); });
TSR_REGISTER_KERNEL("adaptive_avg_pool3d", CompositeImplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) { adaptive_avg_composite(s, 3); });

}  // namespace tsr::tensor
