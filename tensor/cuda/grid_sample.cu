// grid_sampler_2d and its backward on the CUDA key: one thread per output point (all its channels), running the
// per-point code the CPU kernel runs (kernels/grid_sample.hpp), with its multiply-adds fused (nvcc contracts them
// anyway). The backward's input gradient is a scatter: each point adds its four bilinear shares (or its nearest tap)
// with atomicAdd, as PyTorch's CUDA kernel does, so float sums arrive in any order; the grid gradient is each point's
// own. The arguments are checked by the CPU kernel's functions (ops/grid_sampler.hpp), float32 and float64 as there.
// tests/tensor/cuda/grid_sample_test.cpp runs the per-point backward on the CPU against the CPU kernel;
// tests/cuda/long_tail.tsr checks these kernels on a GPU.
#include "tensor/cuda/operands.cuh"
#include "tensor/kernels/grid_sample.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/grid_sampler.hpp"

namespace tsr::tensor::cuda {
namespace {

using namespace grid_sample;


// A grid's sizes and strides: point p = (h, w) of image b has its (x, y) at grid + b*n + h*h_stride + w*w_stride, y
// one c_stride further.
struct GridView {
  int64_t oh, ow, n, h_stride, w_stride, c_stride;
  TSR_HD int64_t offset(int64_t b, int64_t p) const { return b * n + (p / ow) * h_stride + (p % ow) * w_stride; }
};

GridView grid_view(const Tensor& grid) {
  return {grid.size(1), grid.size(2), grid.stride(0), grid.stride(1), grid.stride(2), grid.stride(3)};
}

// Output point i = b * (oh * ow) + p, every channel.
template <class T>
struct SamplePoints {
  Geometry<T> g;
  GridView v;
  const T* input;
  const T* grid;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    const int64_t plane = v.oh * v.ow, b = i / plane, p = i - b * plane;
    const T* xy = grid + v.offset(b, p);
    sample_point(g, input + b * g.sn, xy[0], xy[v.c_stride], out + b * g.c * plane + p, plane);
  }
};

template <class T>
struct PointGradients {
  Geometry<T> g;
  GridView v;
  const T* input;
  const T* grid;
  const T* grad;  // contiguous (N, C, H_out, W_out)
  T* grad_input;  // contiguous (N, C, H, W), zeroed
  T* grad_grid;   // contiguous (N, H_out, W_out, 2)
  __device__ void operator()(int64_t i) const {
    const int64_t plane = v.oh * v.ow, b = i / plane, p = i - b * plane;
    const T* xy = grid + v.offset(b, p);
    T* gi = grad_input + b * g.c * g.in_h * g.in_w;
    const int64_t in_plane = g.in_h * g.in_w, in_w = g.in_w;
    T gx, gy;
    point_backward(
        g, input + b * g.sn, xy[0], xy[v.c_stride], grad + b * g.c * plane + p, plane,
        [gi, in_plane, in_w](int64_t k, int64_t y, int64_t x, T share) {
          atomicAdd(gi + k * in_plane + y * in_w + x, share);
        },
        gx, gy);
    grad_grid[i * 2] = gx;
    grad_grid[i * 2 + 1] = gy;
  }
};

template <class F>
auto by_dtype(ScalarType dtype, F f) {
  if (dtype == ScalarType::Double) return f(std::type_identity<double>{});
  return f(std::type_identity<float>{});
}

}  // namespace

// grid_sampler_2d(input, grid, interpolation_mode, padding_mode, align_corners)
TSR_REGISTER_KERNEL(
    "grid_sampler_2d", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Tensor &input = t_arg(s, 0), &grid = t_arg(s, 1);
      check_grid_sampler_inputs(input, grid, "grid_sampler_2d_cuda");
      const GridSamplerArgs a = grid_sampler_args(s, 2);
      const GridView v = grid_view(grid);
      Tensor out = empty(std::vector<int64_t>{input.size(0), input.size(1), v.oh, v.ow}, input.dtype(), input.device());
      by_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
        if (out.numel() == 0) return;
        launch_each_index(input.size(0) * v.oh * v.ow, SamplePoints<T>{grid_sampler_geometry<T>(input, a, true), v,
                                                                       input.data<T>(), grid.data<T>(), out.data<T>()});
      });
      set_result(s, std::move(out));
    }));

// grid_sampler_2d_backward(grad_output, input, grid, interpolation_mode, padding_mode, align_corners)
TSR_REGISTER_KERNEL(
    "grid_sampler_2d_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Tensor &input = t_arg(s, 1), &grid = t_arg(s, 2);
      check_grid_sampler_inputs(input, grid, "grid_sampler_2d_backward_cuda");
      const GridSamplerArgs a = grid_sampler_args(s, 3);
      check_grid_sampler_grad(t_arg(s, 0), input, grid);
      const GridView v = grid_view(grid);
      Tensor grad_input = empty(input.sizes(), input.dtype(), input.device());  // contiguous, zeroed below
      Tensor grad_grid = empty(std::vector<int64_t>{input.size(0), v.oh, v.ow, 2}, grid.dtype(), grid.device());
      if (grad_input.numel() > 0)
        TSR_CUDA_CHECK(
            cudaMemsetAsync(grad_input.data_ptr(), 0, grad_input.numel() * grad_input.element_size(), stream()));
      const Tensor grad = contiguous(to_dtype(t_arg(s, 0), input.dtype()));
      by_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
        if (grad_grid.numel() == 0) return;
        launch_each_index(input.size(0) * v.oh * v.ow,
                          PointGradients<T>{grid_sampler_geometry<T>(input, a, true), v, input.data<T>(),
                                            grid.data<T>(), grad.data<T>(), grad_input.data<T>(), grad_grid.data<T>()});
      });
      s = {grad_input, grad_grid};
    }));

}  // namespace tsr::tensor::cuda
