// The adaptive pools, the 3-d pools and reflection/replication padding on the CUDA key: one thread per output
// element for the forward ops, one per input element for the backward ops, each running the per-element function
// of kernels/pool_windows.hpp that the CPU kernels run. The input gradients are gathers over the outputs that read
// an element (in the CPU's order, so no atomics and the same result every run), where PyTorch's CUDA kernels
// scatter with atomicAdd. The arguments are checked by the CPU kernels' plans (ops/pool_plans.hpp), with their
// messages. float16 and bfloat16 accumulate in float (PyTorch's accscalar_t); complex padding runs the CPU kernel on a
// host copy. tests/tensor/cuda/pool_windows_test.cpp holds the per-element functions to the CPU kernels;
// tests/cuda/long_tail.tsr checks these kernels on a GPU.
#include <string>

#include "tensor/cuda/operands.cuh"
#include "tensor/kernels/pool_windows.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pool_plans.hpp"

namespace tsr::tensor::cuda {
namespace {

using namespace pool_windows;


int64_t optional_int_arg(const Stack& s, size_t i) {
  if (i < s.size())
    if (const int64_t* v = std::get_if<int64_t>(&s[i])) return *v;
  return 0;
}

// The max pools' indices must be the forward's: the pool's output shape, int64.
Tensor checked_indices(const Tensor& indices, const Tensor& grad, const char* op) {
  check(indices.dtype() == ScalarType::Long && indices.numel() == grad.numel(), ErrorKind::RuntimeError, op,
        ": expected indices of grad_output's shape and dtype int64, but got ", indices.sizes().str(), " ",
        dtype_name(indices.dtype()));
  return contiguous(indices);
}

// ---- per-element functors: output (or input-gradient) element i of `planes` planes ----------------------------

template <class T>
struct AdaptiveAvg {
  AdaptiveShape g;
  const T* in;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.out_plane();
    out[i] = adaptive_avg_at<opmath_t<T>>(g, in + p * g.in_plane(), i - p * g.out_plane());
  }
};

template <class T>
struct AdaptiveAvgGrad {
  AdaptiveShape g;
  const T* grad;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.in_plane();
    out[i] = adaptive_avg_grad_at<opmath_t<T>>(g, grad + p * g.out_plane(), i - p * g.in_plane());
  }
};

template <class T>
struct AdaptiveMax {
  AdaptiveShape g;
  const T* in;
  T* out;
  int64_t* indices;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.out_plane();
    const MaxAt<T> m = adaptive_max_at<opmath_t<T>>(g, in + p * g.in_plane(), i - p * g.out_plane());
    out[i] = m.value;
    indices[i] = m.index;
  }
};

template <class T>
struct AdaptiveMaxGrad {
  AdaptiveShape g;
  const T* grad;
  const int64_t* indices;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.in_plane();
    out[i] = adaptive_max_grad_at<opmath_t<T>>(g, grad + p * g.out_plane(), indices + p * g.out_plane(),
                                               i - p * g.in_plane());
  }
};

template <class T>
struct MaxPool3d {
  Pool3dShape g;
  const T* in;
  T* out;
  int64_t* indices;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.out_plane();
    const MaxAt<T> m = max_pool3d_at(g, in + p * g.in_plane(), i - p * g.out_plane());
    out[i] = m.value;
    indices[i] = m.index;
  }
};

template <class T>
struct MaxPool3dGrad {
  Pool3dShape g;
  const T* grad;
  const int64_t* indices;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.in_plane();
    out[i] =
        max_pool3d_grad_at<opmath_t<T>>(g, grad + p * g.out_plane(), indices + p * g.out_plane(), i - p * g.in_plane());
  }
};

template <class T>
struct AvgPool3d {
  Pool3dShape g;
  const T* in;
  T* out;
  bool count_include_pad;
  int64_t divisor;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.out_plane();
    out[i] = avg_pool3d_at<opmath_t<T>>(g, in + p * g.in_plane(), i - p * g.out_plane(), count_include_pad, divisor);
  }
};

template <class T>
struct AvgPool3dGrad {
  Pool3dShape g;
  const T* grad;
  T* out;
  bool count_include_pad;
  int64_t divisor;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.in_plane();
    out[i] =
        avg_pool3d_grad_at<opmath_t<T>>(g, grad + p * g.out_plane(), i - p * g.in_plane(), count_include_pad, divisor);
  }
};

template <class T>
struct Pad {
  PadShape g;
  const T* in;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.out_plane();
    out[i] = pad_at(g, in + p * g.in_plane(), i - p * g.out_plane());
  }
};

template <class T>
struct PadGrad {
  PadShape g;
  const T* grad;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t p = i / g.in_plane();
    out[i] = pad_grad_at<opmath_t<T>>(g, grad + p * g.out_plane(), i - p * g.in_plane());
  }
};

// ---- the ops ----------------------------------------------------------------------------------------------------

// _adaptive_avg_pool{2,3}d(self, output_size)
BoxedKernel adaptive_avg_kernel(int spatial) {
  return kernel([spatial](const Operator&, DispatchKeySet, Stack& s) {
    const AdaptivePlan plan = adaptive_pool_plan(t_arg(s, 0), spatial, false, int_list_arg(s, 1));
    const Tensor x = contiguous(t_arg(s, 0));
    Tensor out = empty(plan.out_shape, x.dtype(), x.device());
    dispatch_floating(x.dtype(), spatial == 2 ? "adaptive_avg_pool2d_cuda" : "adaptive_avg_pool3d_cuda",
                  [&]<class T>(std::type_identity<T>) {
                    launch_each_index(out.numel(), AdaptiveAvg<T>{plan, x.data<T>(), out.data<T>()});
                  });
    set_result(s, std::move(out));
  });
}

// _adaptive_avg_pool{2,3}d_backward(grad_output, self)
BoxedKernel adaptive_avg_backward_kernel(int spatial) {
  return kernel([spatial](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor& self = t_arg(s, 1);
    const AdaptivePlan plan = adaptive_pool_backward_plan(t_arg(s, 0), self, spatial);
    if (plan.out_plane() == 0) return set_result(s, zeros_like(self));  // no output covers anything
    const Tensor grad = contiguous(to_dtype(t_arg(s, 0), self.dtype()));
    Tensor out = empty(plan.out_shape, self.dtype(), self.device());
    dispatch_floating(self.dtype(),
                  spatial == 2 ? "adaptive_avg_pool2d_backward_cuda" : "adaptive_avg_pool3d_backward_cuda",
                  [&]<class T>(std::type_identity<T>) {
                    launch_each_index(out.numel(), AdaptiveAvgGrad<T>{plan, grad.data<T>(), out.data<T>()});
                  });
    set_result(s, std::move(out));
  });
}

// adaptive_max_pool{2,3}d(self, output_size) -> (values, indices)
BoxedKernel adaptive_max_kernel(int spatial) {
  return kernel([spatial](const Operator&, DispatchKeySet, Stack& s) {
    const AdaptivePlan plan = adaptive_pool_plan(t_arg(s, 0), spatial, true, int_list_arg(s, 1));
    const Tensor x = contiguous(t_arg(s, 0));
    Tensor out = empty(plan.out_shape, x.dtype(), x.device());
    Tensor indices = empty(plan.out_shape, ScalarType::Long, x.device());
    dispatch_floating(
        x.dtype(), spatial == 2 ? "adaptive_max_pool2d_cuda" : "adaptive_max_pool3d_cuda",
        [&]<class T>(std::type_identity<T>) {
          launch_each_index(out.numel(), AdaptiveMax<T>{plan, x.data<T>(), out.data<T>(), indices.data<int64_t>()});
        });
    s = {out, indices};
  });
}

// adaptive_max_pool{2,3}d_backward(grad_output, self, indices)
BoxedKernel adaptive_max_backward_kernel(int spatial) {
  return kernel([spatial](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor& self = t_arg(s, 1);
    const AdaptivePlan plan = adaptive_pool_backward_plan(t_arg(s, 0), self, spatial);
    if (plan.out_plane() == 0) return set_result(s, zeros_like(self));  // no output covers anything
    const Tensor grad = contiguous(to_dtype(t_arg(s, 0), self.dtype()));
    const char* name = spatial == 2 ? "adaptive_max_pool2d_backward_cuda" : "adaptive_max_pool3d_backward_cuda";
    const Tensor indices = checked_indices(t_arg(s, 2), grad, name);
    Tensor out = empty(plan.out_shape, self.dtype(), self.device());
    dispatch_floating(self.dtype(), name, [&]<class T>(std::type_identity<T>) {
      launch_each_index(out.numel(), AdaptiveMaxGrad<T>{plan, grad.data<T>(), indices.data<int64_t>(), out.data<T>()});
    });
    set_result(s, std::move(out));
  });
}

std::pair<Tensor, Tensor> max_pool3d_cuda(const Stack& s) {
  const Pool3dPlan plan = pool3d_plan(t_arg(s, 0), s, 1, true);
  const Tensor x = contiguous(t_arg(s, 0));
  Tensor out = empty(plan.out_shape, x.dtype(), x.device());
  Tensor indices = empty(plan.out_shape, ScalarType::Long, x.device());
  dispatch_floating(x.dtype(), "max_pool3d_with_indices_out_frame", [&]<class T>(std::type_identity<T>) {
    launch_each_index(out.numel(), MaxPool3d<T>{plan, x.data<T>(), out.data<T>(), indices.data<int64_t>()});
  });
  return {out, indices};
}

// The CPU kernel's AT_DISPATCH name, its "_cpu" as "_cuda".
std::string cuda_kernel_name(std::string name) {
  if (name.ends_with("_cpu")) name.replace(name.size() - 4, 4, "_cuda");
  return name;
}

// padding(self, padding), or its backward (grad_output, self, padding), of the forward op `op`.
BoxedKernel pad_kernel(const char* op, bool backward) {
  return kernel([op, backward](const Operator& o, DispatchKeySet keys, Stack& s) {
    const Tensor& self = t_arg(s, backward ? 1 : 0);
    if (is_complex(self.dtype()) || is_complex(t_arg(s, 0).dtype())) {
      static const BoxedKernel on_host = through_host_kernel();  // no complex device kernels yet
      on_host(o, keys, s);
      return;
    }
    const std::vector<int64_t> pad = int_list_arg(s, backward ? 2 : 1);
    const PadPlan plan = backward ? pad_backward_plan(op, t_arg(s, 0), self, pad) : pad_plan(op, self, pad);
    Tensor out = empty(plan.out_shape, self.dtype(), self.device());
    const Tensor in = contiguous(backward ? to_dtype(t_arg(s, 0), self.dtype()) : self);
    dispatch_floating(in.dtype(), cuda_kernel_name(plan.kernel_name).c_str(), [&]<class T>(std::type_identity<T>) {
      if (backward)
        launch_each_index(out.numel(), PadGrad<T>{plan, in.data<T>(), out.data<T>()});
      else
        launch_each_index(out.numel(), Pad<T>{plan, in.data<T>(), out.data<T>()});
    });
    set_result(s, std::move(out));
  });
}

}  // namespace

// The 2-d ops' results take a channels-last input's layout, as on the CPU (the backward ops: self's).
TSR_REGISTER_KERNEL("_adaptive_avg_pool2d", CUDA, keeping_channels_last(0, adaptive_avg_kernel(2)));
TSR_REGISTER_KERNEL("_adaptive_avg_pool3d", CUDA, adaptive_avg_kernel(3));
TSR_REGISTER_KERNEL("_adaptive_avg_pool2d_backward", CUDA, keeping_channels_last(1, adaptive_avg_backward_kernel(2)));
TSR_REGISTER_KERNEL("_adaptive_avg_pool3d_backward", CUDA, adaptive_avg_backward_kernel(3));
TSR_REGISTER_KERNEL("adaptive_max_pool2d", CUDA, keeping_channels_last(0, adaptive_max_kernel(2)));
TSR_REGISTER_KERNEL("adaptive_max_pool3d", CUDA, adaptive_max_kernel(3));
TSR_REGISTER_KERNEL("adaptive_max_pool2d_backward", CUDA, keeping_channels_last(1, adaptive_max_backward_kernel(2)));
TSR_REGISTER_KERNEL("adaptive_max_pool3d_backward", CUDA, adaptive_max_backward_kernel(3));

TSR_REGISTER_KERNEL("max_pool3d_with_indices", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      auto [values, indices] = max_pool3d_cuda(s);
                      s = {values, indices};
                    }));
TSR_REGISTER_KERNEL("max_pool3d", CUDA,
                    kernel([](const Operator&, DispatchKeySet, Stack& s) { set_result(s, max_pool3d_cuda(s).first); }));
// max_pool3d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices)
TSR_REGISTER_KERNEL(
    "max_pool3d_with_indices_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Tensor& self = t_arg(s, 1);
      const Pool3dPlan plan = pool3d_plan(self, s, 2, true);
      const Tensor grad = contiguous(t_arg(s, 0));
      check(grad.numel() == plan.planes * plan.out_plane(), ErrorKind::RuntimeError,
            "max_pool3d_with_indices_backward: grad_output must have the pool's output shape, but got ",
            grad.sizes().str());
      const Tensor indices = checked_indices(t_arg(s, 7), grad, "max_pool3d_with_indices_backward");
      Tensor out = empty(self.sizes(), grad.dtype(), self.device());
      dispatch_floating(grad.dtype(), "max_pool3d_with_indices_backward_out_frame", [&]<class T>(std::type_identity<T>) {
        launch_each_index(out.numel(), MaxPool3dGrad<T>{plan, grad.data<T>(), indices.data<int64_t>(), out.data<T>()});
      });
      set_result(s, std::move(out));
    }));
// avg_pool3d(self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)
TSR_REGISTER_KERNEL(
    "avg_pool3d", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Pool3dPlan plan = pool3d_plan(t_arg(s, 0), s, 1, false);
      const Tensor x = contiguous(t_arg(s, 0));
      const bool include_pad = bool_arg(s, 5, true);
      const int64_t divisor = optional_int_arg(s, 6);
      Tensor out = empty(plan.out_shape, x.dtype(), x.device());
      dispatch_floating(x.dtype(), "avg_pool3d_out_cuda", [&]<class T>(std::type_identity<T>) {
        launch_each_index(out.numel(), AvgPool3d<T>{plan, x.data<T>(), out.data<T>(), include_pad, divisor});
      });
      set_result(s, std::move(out));
    }));
// avg_pool3d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor)
TSR_REGISTER_KERNEL(
    "avg_pool3d_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Tensor& self = t_arg(s, 1);
      const Pool3dPlan plan = pool3d_plan(self, s, 2, false);
      const Tensor grad = contiguous(to_dtype(t_arg(s, 0), self.dtype()));
      check(grad.numel() == plan.planes * plan.out_plane(), ErrorKind::RuntimeError,
            "avg_pool3d_backward: grad_output must have the pool's output shape, but got ", grad.sizes().str());
      const bool include_pad = bool_arg(s, 6, true);
      const int64_t divisor = optional_int_arg(s, 7);
      Tensor out = empty(self.sizes(), self.dtype(), self.device());
      dispatch_floating(self.dtype(), "avg_pool3d_backward_out_cuda", [&]<class T>(std::type_identity<T>) {
        launch_each_index(out.numel(), AvgPool3dGrad<T>{plan, grad.data<T>(), out.data<T>(), include_pad, divisor});
      });
      set_result(s, std::move(out));
    }));

// (one registration a line: the registrar's name is made from the line number)
TSR_REGISTER_KERNEL("reflection_pad1d", CUDA, pad_kernel("reflection_pad1d", false));
TSR_REGISTER_KERNEL("reflection_pad2d", CUDA, pad_kernel("reflection_pad2d", false));
TSR_REGISTER_KERNEL("reflection_pad3d", CUDA, pad_kernel("reflection_pad3d", false));
TSR_REGISTER_KERNEL("replication_pad1d", CUDA, pad_kernel("replication_pad1d", false));
TSR_REGISTER_KERNEL("replication_pad2d", CUDA, pad_kernel("replication_pad2d", false));
TSR_REGISTER_KERNEL("replication_pad3d", CUDA, pad_kernel("replication_pad3d", false));
TSR_REGISTER_KERNEL("reflection_pad1d_backward", CUDA, pad_kernel("reflection_pad1d", true));
TSR_REGISTER_KERNEL("reflection_pad2d_backward", CUDA, pad_kernel("reflection_pad2d", true));
TSR_REGISTER_KERNEL("reflection_pad3d_backward", CUDA, pad_kernel("reflection_pad3d", true));
TSR_REGISTER_KERNEL("replication_pad1d_backward", CUDA, pad_kernel("replication_pad1d", true));
TSR_REGISTER_KERNEL("replication_pad2d_backward", CUDA, pad_kernel("replication_pad2d", true));
TSR_REGISTER_KERNEL("replication_pad3d_backward", CUDA, pad_kernel("replication_pad3d", true));

}  // namespace tsr::tensor::cuda
