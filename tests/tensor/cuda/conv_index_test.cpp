// The CUDA convolution and pooling kernels' index math (tensor/cuda/conv_index.hpp) on the CPU: every column entry,
// image element, pool output and input gradient computed by the function each GPU thread calls, for the kernels'
// batched layouts, against the CPU kernels (kernels/cpu/conv.cpp) on stride, padding, dilation, ceil_mode,
// count_include_pad and divisor_override variants, with NaNs and ties in the pools. The pools' gathers and col2im add
// in the CPU's order, so these compare exactly; the convolutions' products go through the CPU's mm here (cuBLAS on
// the GPU), so they compare within rounding. gpu_walker_test.cpp compares the kernels themselves where a GPU is.
#include "tensor/cuda/conv_index.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::uniform_tensor;
using tsr::tensor::testing::values;


std::vector<int64_t> as_vector(const Dims& d) { return std::vector<int64_t>(d.begin(), d.end()); }

Stack call(const char* name, Stack args) { return call_op(find_op(name), std::move(args)); }
Tensor first(const Stack& s) { return std::get<Tensor>(s.at(0)); }

ConvShape shape_of(const ConvGeometry& g) {
  ConvShape c;
  c.c = g.c, c.h = g.h, c.w = g.w, c.kh = g.kh, c.kw = g.kw, c.oh = g.oh, c.ow = g.ow;
  c.sh = g.stride[0], c.sw = g.stride[1], c.ph = g.padding[0], c.pw = g.padding[1];
  c.dh = g.dilation[0], c.dw = g.dilation[1];
  return c;
}

struct ConvCase {
  std::vector<int64_t> input, weight;
  std::array<int64_t, 2> stride, padding, dilation;
};
const ConvCase kConvCases[] = {
    {{2, 3, 7, 6}, {4, 3, 3, 3}, {1, 1}, {0, 0}, {1, 1}},
    {{2, 2, 8, 9}, {3, 2, 3, 2}, {2, 1}, {1, 0}, {1, 1}},
    {{1, 3, 9, 9}, {2, 3, 3, 3}, {2, 3}, {2, 1}, {2, 1}},
    {{3, 1, 5, 11}, {2, 1, 1, 4}, {1, 2}, {0, 3}, {1, 3}},
    {{2, 2, 4, 4}, {2, 2, 4, 4}, {3, 3}, {2, 2}, {1, 1}},
};

// What im2col_kernel computes for a batch of contiguous images: cols (B, C*kH*kW, OH*OW).
template <class T>
std::vector<T> gpu_im2col(const Tensor& x, const ConvShape& g, int64_t batch) {
  const Tensor c = contiguous(x);
  const int64_t per_image = g.col_rows() * g.col_cols();
  std::vector<T> cols(size_t(per_image * batch));
  for (int64_t i = 0; i < per_image * batch; ++i) {
    const int64_t b = i / per_image, src = im2col_source(g, i - b * per_image);
    cols[size_t(i)] = src < 0 ? T(0) : c.data<T>()[b * g.image_size() + src];
  }
  return cols;
}

TEST(CudaConvIndex, Im2colAndCol2imMatchTheCpuKernels) {
  for (const ConvCase& cc : kConvCases) {
    const Tensor x = uniform_tensor<double>(cc.input, 1, ScalarType::Double);
    const Tensor w = uniform_tensor<double>(cc.weight, 2, ScalarType::Double);
    const ConvGeometry g = conv_geometry(x, w, cc.stride, cc.padding, cc.dilation);
    const ConvShape cs = shape_of(g);
    const std::vector<double> cols = gpu_im2col<double>(x, cs, g.n);
    const int64_t per_image = cs.col_rows() * cs.col_cols();
    for (int64_t b = 0; b < g.n; ++b) {
      const std::vector<double> want = values<double>(im2col(select(x, 0, b), g));
      const std::vector<double> got(cols.begin() + b * per_image, cols.begin() + (b + 1) * per_image);
      EXPECT_EQ(got, want) << "im2col, input " << x.sizes() << " image " << b;
      // col2im of arbitrary columns: the gather adds in the CPU scatter's order, so exactly equal
      const Tensor any_cols = uniform_tensor<double>({cs.col_rows(), cs.col_cols()}, unsigned(3 + b), ScalarType::Double);
      const std::vector<double> image = values<double>(col2im(any_cols, g));
      for (int64_t p = 0; p < cs.image_size(); ++p)
        ASSERT_EQ(col2im_at(cs, any_cols.data<double>(), p), image[size_t(p)]) << "col2im at " << p;
    }
  }
}

// conv2d as conv.cu computes it (one batched product of the weight and a chunk's columns, the bias added), and
// conv2d_backward's three results, against the CPU kernels, in float32 and float64.
template <class T>
void check_conv(ScalarType dtype, double tol) {
  for (const ConvCase& cc : kConvCases) {
    const Tensor x = uniform_tensor<T>(cc.input, 5, dtype), w = uniform_tensor<T>(cc.weight, 6, dtype);
    const Tensor bias = uniform_tensor<T>({cc.weight[0]}, 7, dtype);
    const ConvGeometry g = conv_geometry(x, w, cc.stride, cc.padding, cc.dilation);
    const ConvShape cs = shape_of(g);
    const int64_t ck = cs.col_rows(), ohw = cs.col_cols();
    const Tensor cols = make<T>({g.n, ck, ohw}, gpu_im2col<T>(x, cs, g.n), dtype);
    const Tensor w2 = reshape(w, std::vector<int64_t>{g.o, ck});
    Tensor y = add(bmm(contiguous(expand(w2, std::vector<int64_t>{g.n, g.o, ck})), cols),
                   reshape(bias, std::vector<int64_t>{1, g.o, 1}));
    const std::vector<int64_t> stride(cc.stride.begin(), cc.stride.end()), padding(cc.padding.begin(), cc.padding.end()),
        dilation(cc.dilation.begin(), cc.dilation.end());
    const Tensor want = first(call("conv2d", {x, w, bias, stride, padding, dilation, int64_t(1)}));
    const std::vector<T> a = values<T>(y), b = values<T>(want);
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) EXPECT_NEAR(a[i], b[i], tol * (1 + std::abs(b[i]))) << "conv2d " << i;

    // backward: input = col2im(W^T go), weight = sum_b go_b cols_b^T, bias = sum of go
    const Tensor go = uniform_tensor<T>({g.n, g.o, g.oh, g.ow}, 8, dtype);
    const Stack r = call("conv2d_backward", {go, x, w, stride, padding, dilation});
    const Tensor go3 = reshape(go, std::vector<int64_t>{g.n, g.o, ohw});
    const Tensor gcols = contiguous(bmm(contiguous(expand(t(w2), std::vector<int64_t>{g.n, ck, g.o})), go3));
    std::vector<T> gi(size_t(g.n * cs.image_size()));
    for (int64_t i = 0; i < int64_t(gi.size()); ++i) {
      const int64_t bi = i / cs.image_size();
      gi[size_t(i)] = col2im_at(cs, gcols.data<T>() + bi * ck * ohw, i - bi * cs.image_size());
    }
    const std::vector<T> want_gi = values<T>(std::get<Tensor>(r[0]));
    for (size_t i = 0; i < gi.size(); ++i) EXPECT_NEAR(gi[i], want_gi[i], tol * (1 + std::abs(want_gi[i]))) << "grad input " << i;
    const Tensor gw = sum(bmm(go3, transpose(cols, 1, 2)), std::vector<int64_t>{0});
    const std::vector<T> got_gw = values<T>(gw), want_gw = values<T>(std::get<Tensor>(r[1]));
    ASSERT_EQ(got_gw.size(), want_gw.size());
    for (size_t i = 0; i < got_gw.size(); ++i)
      EXPECT_NEAR(got_gw[i], want_gw[i], tol * (1 + std::abs(want_gw[i]))) << "grad weight " << i;
  }
}
TEST(CudaConvIndex, Conv2dAndItsGradientsMatchTheCpuKernel) {
  check_conv<double>(ScalarType::Double, 1e-12);
  check_conv<float>(ScalarType::Float, 2e-5);
}

struct PoolCase {
  std::vector<int64_t> input;
  std::array<int64_t, 2> k, s, p, d;
  bool ceil_mode;
};
const PoolCase kPoolCases[] = {
    {{2, 3, 6, 6}, {2, 2}, {2, 2}, {0, 0}, {1, 1}, false},
    {{1, 2, 7, 5}, {3, 3}, {2, 2}, {1, 1}, {1, 1}, true},
    {{2, 7, 9}, {3, 2}, {1, 2}, {1, 1}, {2, 1}, false},  // unbatched, dilated
    {{1, 1, 8, 8}, {4, 3}, {3, 2}, {2, 1}, {1, 2}, true},
    {{2, 2, 5, 5}, {5, 5}, {1, 1}, {2, 2}, {1, 1}, false},
};

PoolShape pool_of(const Pool2dGeometry& geo, const PoolCase& pc, bool dilated) {
  PoolShape g;
  g.h = geo.h, g.w = geo.w, g.oh = geo.oh, g.ow = geo.ow, g.kh = pc.k[0], g.kw = pc.k[1];
  g.sh = pc.s[0], g.sw = pc.s[1], g.ph = pc.p[0], g.pw = pc.p[1];
  g.dh = dilated ? pc.d[0] : 1, g.dw = dilated ? pc.d[1] : 1;
  return g;
}

std::vector<int64_t> vec(std::array<int64_t, 2> a) { return {a[0], a[1]}; }

// Values with ties (rounded to halves) and NaNs, so the first-maximum and NaN rules are exercised.
Tensor pool_input(const std::vector<int64_t>& shape, unsigned seed) {
  Tensor x = uniform_tensor<double>(shape, seed, ScalarType::Double);
  double* p = x.data<double>();
  for (int64_t i = 0; i < x.numel(); ++i) p[i] = std::round(p[i] * 2) / 2;
  p[3] = std::nan("");
  p[x.numel() - 5] = std::nan("");
  return x;
}

TEST(CudaConvIndex, MaxPoolAndItsGradientMatchTheCpuKernels) {
  for (const PoolCase& pc : kPoolCases) {
    const Tensor x = pool_input(pc.input, 11);
    const Pool2dGeometry geo = max_pool2d_geometry(x, pc.k, pc.s, pc.p, pc.d, pc.ceil_mode);
    const PoolShape g = pool_of(geo, pc, true);
    const Stack r = call("max_pool2d_with_indices", {x, vec(pc.k), vec(pc.s), vec(pc.p), vec(pc.d), pc.ceil_mode});
    const std::vector<double> want_v = values<double>(std::get<Tensor>(r[0]));
    const std::vector<int64_t> want_i = values<int64_t>(std::get<Tensor>(r[1]));
    const int64_t per_out = g.oh * g.ow;
    ASSERT_EQ(int64_t(want_v.size()), geo.n * geo.c * per_out);
    for (int64_t i = 0; i < int64_t(want_v.size()); ++i) {
      const int64_t plane = i / per_out, j = i % per_out;
      const MaxAt<double> m = max_pool_at(g, x.data<double>() + plane * g.h * g.w, j / g.ow, j % g.ow);
      EXPECT_EQ(m.index, want_i[size_t(i)]) << "max_pool index at " << i;
      if (std::isnan(want_v[size_t(i)])) EXPECT_TRUE(std::isnan(m.value));
      else EXPECT_EQ(m.value, want_v[size_t(i)]) << "max_pool value at " << i;
    }
    // backward: each input element gathers the outputs whose maximum it is
    const Tensor go = uniform_tensor<double>(as_vector(std::get<Tensor>(r[0]).sizes()), 12, ScalarType::Double);
    const std::vector<double> want_g = values<double>(first(call(
        "max_pool2d_with_indices_backward", {go, x, vec(pc.k), vec(pc.s), vec(pc.p), vec(pc.d), pc.ceil_mode,
                                             std::get<Tensor>(r[1])})));
    const Tensor ind = contiguous(std::get<Tensor>(r[1]));
    for (int64_t i = 0; i < x.numel(); ++i) {
      const int64_t plane = i / (g.h * g.w), j = i % (g.h * g.w);
      ASSERT_EQ(max_pool_grad_at(g, go.data<double>() + plane * per_out, ind.data<int64_t>() + plane * per_out,
                                 j / g.w, j % g.w),
                want_g[size_t(i)])
          << "max_pool backward at " << i;
    }
  }
}

TEST(CudaConvIndex, AvgPoolAndItsGradientMatchTheCpuKernels) {
  for (const PoolCase& pc : kPoolCases) {
    for (bool include_pad : {true, false})
      for (int64_t divisor : {int64_t(0), int64_t(3)}) {
        const Tensor x = uniform_tensor<float>(pc.input, 13, ScalarType::Float);
        const Pool2dGeometry geo = avg_pool2d_geometry(x, pc.k, pc.s, pc.p, pc.ceil_mode);
        const PoolShape g = pool_of(geo, pc, false);
        const IValue div = divisor ? IValue(divisor) : IValue(NoneValue{});
        const Tensor want = first(call("avg_pool2d", {x, vec(pc.k), vec(pc.s), vec(pc.p), pc.ceil_mode, include_pad, div}));
        const std::vector<float> want_v = values<float>(want);
        const int64_t per_out = g.oh * g.ow;
        for (int64_t i = 0; i < int64_t(want_v.size()); ++i) {
          const int64_t plane = i / per_out, j = i % per_out;
          ASSERT_EQ(avg_pool_at(g, x.data<float>() + plane * g.h * g.w, j / g.ow, j % g.ow, include_pad, divisor),
                    want_v[size_t(i)])
              << "avg_pool at " << i << " include_pad " << include_pad << " divisor " << divisor;
        }
        const Tensor go = uniform_tensor<float>(as_vector(want.sizes()), 14, ScalarType::Float);
        const std::vector<float> want_g = values<float>(first(call(
            "avg_pool2d_backward", {go, x, vec(pc.k), vec(pc.s), vec(pc.p), pc.ceil_mode, include_pad, div})));
        for (int64_t i = 0; i < x.numel(); ++i) {
          const int64_t plane = i / (g.h * g.w), j = i % (g.h * g.w);
          ASSERT_EQ(avg_pool_grad_at(g, go.data<float>() + plane * per_out, j / g.w, j % g.w, include_pad, divisor),
                    want_g[size_t(i)])
              << "avg_pool backward at " << i << " include_pad " << include_pad << " divisor " << divisor;
        }
      }
  }
}

}  // namespace
}  // namespace tsr::tensor::cuda
