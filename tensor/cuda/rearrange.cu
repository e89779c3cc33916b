// tril and triu on the CUDA key (one thread per element of a contiguous copy, zeroing outside the triangle), flip
// (a gather, flip_index.hpp), roll and
// repeat (their CPU kernels' compositions of dispatched ops), and the
// creation ops whose values the CPU kernel computes (arange, linspace, eye: made on the host and copied to the
// device, one host-to-device copy; PyTorch computes them on the device) and one_hot (zeros and a scatter of ones on
// the device, after the checks the CPU kernel makes too: the indices' least and greatest value reduced on the device
// and read back, as PyTorch's one_hot reads the greatest when it must find the number of classes).
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/cuda/flip_index.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/indexing.hpp"

namespace tsr::tensor::cuda {
namespace {

// Whether element (r, c) of a matrix stays: tril keeps c - r <= k, triu c - r >= k.
TSR_HD bool in_triangle(int64_t r, int64_t c, int64_t k, bool lower) { return lower ? c - r <= k : c - r >= k; }

template <class T>
__global__ void triangle_kernel(T* p, int64_t n, int64_t rows, int64_t cols, int64_t k, bool lower) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t c = i % cols, r = (i / cols) % rows;
    if (!in_triangle(r, c, k, lower)) p[i] = T(0);
  }
}

// The CPU kernel's (kernels/cpu/rearrange.cpp) checks and row-major copy, then the zeroing on the device.
Tensor triangle(const Tensor& self, int64_t k, bool lower) {
  check(self.dim() > 0, ErrorKind::IndexError, "Dimension specified as -2 but tensor has no dimensions");
  wrap_dim(-2, self.dim());
  Tensor out = contiguous(self);
  if (out.is_same(self)) out = clone(self);
  const int64_t rows = self.sizes()[size_t(self.dim() - 2)], cols = self.sizes()[size_t(self.dim() - 1)];
  const int64_t n = out.numel();
  if (n == 0) return out;
  dispatch_all(out.dtype(), lower ? "tril_cuda" : "triu_cuda", [&]<class T>(std::type_identity<T>) {
    triangle_kernel<T><<<grid_for(n), kThreads, 0, stream()>>>(out.data<T>(), n, rows, cols, k, lower);
    TSR_CUDA_LAUNCH_CHECK();
  });
  return out;
}

template <class T>
__global__ void flip_kernel(const T* src, T* out, FlipShape f, int64_t n) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) out[i] = src[flip_source(f, i)];
}

// flip: the CPU kernel's dim checks (PyTorch's wording), then one gather from a contiguous copy.
Tensor flip(const Tensor& self, const std::vector<int64_t>& dims) {
  FlipShape f;
  check(self.dim() <= kMaxDims, ErrorKind::RuntimeError, "tsr CUDA kernels take at most ", kMaxDims, " dimensions");
  f.dims = static_cast<int>(self.dim());
  bool seen[kMaxDims + 1] = {};
  for (int64_t d : dims) {
    const int64_t k = wrap_dim(d, self.dim());
    check(!seen[k], ErrorKind::RuntimeError, "dim ", k, " appears multiple times in the list of dims");
    seen[k] = true;
    if (self.dim() > 0) f.flipped[k] = true;
  }
  for (int d = 0; d < f.dims; ++d) f.sizes[d] = self.sizes()[size_t(d)];
  const Tensor src = contiguous(self);
  Tensor out = empty(self.sizes(), self.dtype(), self.device());
  const int64_t n = out.numel();
  if (n == 0) return out;
  dispatch_all(self.dtype(), "flip_cuda", [&]<class T>(std::type_identity<T>) {
    flip_kernel<T><<<grid_for(n), kThreads, 0, stream()>>>(src.data<T>(), out.data<T>(), f, n);
    TSR_CUDA_LAUNCH_CHECK();
  });
  return out;
}

// A factory made by its CPU kernel, then copied to the device its device= argument names.
BoxedKernel factory_through_host() {
  return [](const Operator& op, DispatchKeySet keys, Stack& s) {
    Device device{DeviceType::CUDA, 0};
    for (const IValue& v : s)
      if (const Device* d = std::get_if<Device>(&v)) device = concrete_device(*d);
    op.kernel(DispatchKey::CPU)->fn(op, keys, s);
    for (IValue& v : s)
      if (Tensor* t = std::get_if<Tensor>(&v)) *t = to_device(*t, device);
  };
}

}  // namespace

TSR_REGISTER_KERNEL("tril", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, triangle(std::get<Tensor>(s[0]), int_arg(s, 1, 0), true));
}));
TSR_REGISTER_KERNEL("triu", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, triangle(std::get<Tensor>(s[0]), int_arg(s, 1, 0), false));
}));
TSR_REGISTER_KERNEL("flip", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, flip(std::get<Tensor>(s[0]), int_list_arg(s, 1)));
}));
TSR_REGISTER_KERNEL("arange", CUDA, factory_through_host());
TSR_REGISTER_KERNEL("arange.start", CUDA, factory_through_host());
TSR_REGISTER_KERNEL("arange.start_step", CUDA, factory_through_host());
TSR_REGISTER_KERNEL("linspace", CUDA, factory_through_host());
TSR_REGISTER_KERNEL("eye", CUDA, factory_through_host());
TSR_REGISTER_KERNEL("eye.m", CUDA, factory_through_host());
// one_hot(self, num_classes=-1)
TSR_REGISTER_KERNEL("one_hot", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& self = std::get<Tensor>(s.at(0));
  const int64_t classes = one_hot_classes(self, int_arg(s, 1, -1));
  std::vector<int64_t> shape(self.sizes().begin(), self.sizes().end());
  shape.push_back(classes);
  const Tensor zeros = dispatched("zeros", {shape, ScalarType::Long, self.device()});
  if (self.numel() == 0) return set_result(s, zeros);
  set_result(s, dispatched("scatter.value", {zeros, int64_t(-1), unsqueeze(self, -1), int64_t(1)}));
}));

}  // namespace tsr::tensor::cuda
