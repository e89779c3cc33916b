// The CUDA grid_sampler_2d backward's per-point code (tensor/kernels/grid_sample.hpp's point_backward, which each GPU
// thread runs, scattering its input-gradient shares with atomicAdd) on the CPU against the CPU kernel: every padding
// mode, both interpolation modes, align_corners on and off, grid points outside the input, float and double. Each
// point's grid gradient is computed in the CPU kernel's channel order, so it compares bit for bit; the input gradient's
// shares arrive in another order (on a GPU, in any order), so it compares within rounding. The forward's per-point
// code is the CPU kernel's own (sample_point), which script test 464 holds to PyTorch bit for bit.
#include "tensor/kernels/grid_sample.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::grid_sample {
namespace {

using tsr::tensor::testing::uniform_tensor;
using tsr::tensor::testing::values;


template <class T>
void check_backward(int64_t mode, int64_t padding, bool align, ScalarType dtype) {
  const int64_t n = 2, c = 3, h = 5, w = 6, oh = 4, ow = 7;
  const Tensor input = uniform_tensor<T>({n, c, h, w}, 1, dtype, -2, 2);
  const Tensor grid = uniform_tensor<T>({n, oh, ow, 2}, 2, dtype, -1.3, 1.3);  // some points outside the input
  const Tensor grad = uniform_tensor<T>({n, c, oh, ow}, 3, dtype, -1, 1);
  const Stack r = call_op(find_op("grid_sampler_2d_backward"), {grad, input, grid, mode, padding, align});
  const std::vector<T> want_input = values<T>(std::get<Tensor>(r[0])), want_grid = values<T>(std::get<Tensor>(r[1]));

  const bool fused = pytorch_vec::avx2();  // as the CPU kernel (Note [grid_sampler's rounding])
  const Padding pad = static_cast<Padding>(padding);
  const Geometry<T> g{c,
                      h,
                      w,
                      c * h * w,
                      h * w,
                      w,
                      1,
                      mode == 1,
                      pad != Padding::Zeros,
                      fused,
                      Location<T>(w, pad, align, fused),
                      Location<T>(h, pad, align, fused)};
  std::vector<T> got_input(static_cast<size_t>(n * c * h * w), T(0)), got_grid(static_cast<size_t>(n * oh * ow * 2));
  const T* xp = input.data<T>();
  const T* gp = grid.data<T>();
  const T* op = grad.data<T>();
  for (int64_t b = 0; b < n; ++b)
    for (int64_t p = 0; p < oh * ow; ++p) {
      T* gi = got_input.data() + b * c * h * w;
      auto add = [&](int64_t k, int64_t y, int64_t x, T share) { gi[(k * h + y) * w + x] += share; };
      T gx, gy;
      point_backward(g, xp + b * c * h * w, gp[(b * oh * ow + p) * 2], gp[(b * oh * ow + p) * 2 + 1],
                     op + b * c * oh * ow + p, oh * ow, add, gx, gy);
      got_grid[static_cast<size_t>((b * oh * ow + p) * 2)] = gx;
      got_grid[static_cast<size_t>((b * oh * ow + p) * 2 + 1)] = gy;
    }
  const std::string what = "mode " + std::to_string(mode) + " padding " + std::to_string(padding) + " align " +
                           std::to_string(align) + (sizeof(T) == 4 ? " float" : " double");
  for (size_t i = 0; i < want_grid.size(); ++i)
    ASSERT_EQ(std::memcmp(&want_grid[i], &got_grid[i], sizeof(T)), 0)
        << what << " grid gradient " << i << ": " << want_grid[i] << " vs " << got_grid[i];
  for (size_t i = 0; i < want_input.size(); ++i)
    ASSERT_NEAR(want_input[i], got_input[i], sizeof(T) == 4 ? 1e-5 : 1e-12) << what << " input gradient " << i;
}

TEST(CudaGridSample, PointBackwardIsTheCpuKernels) {
  for (int64_t mode : {0, 1})
    for (int64_t padding : {0, 1, 2})
      for (bool align : {false, true}) {
        check_backward<float>(mode, padding, align, ScalarType::Float);
        check_backward<double>(mode, padding, align, ScalarType::Double);
      }
}

}  // namespace
}  // namespace tsr::tensor::grid_sample
