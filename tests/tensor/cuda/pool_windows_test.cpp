// The window math the CUDA adaptive pools, 3-d pools and reflection/replication padding run per element
// (tensor/kernels/pool_windows.hpp), on the CPU: every output and every input-gradient element computed by the
// function a GPU thread calls, over the plans the kernels make (ops/pool_plans.hpp), against the CPU kernels. With
// the CPU's accumulation type the gathers add the CPU scatters' numbers in the CPU's order, so everything compares
// bit for bit: overlapping adaptive windows, an output larger than its input, strides, padding, dilation, ceil_mode,
// the divisor rules, negative (cropping) pads, NaNs and ties. gpu_walker_test.cpp and tests/cuda/long_tail.tsr
// compare the kernels themselves where a GPU is.
#include "tensor/kernels/pool_windows.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/pool_plans.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::pool_windows {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::uniform_tensor;
using tsr::tensor::testing::values;

// Values from a small set so that windows hold ties, with a NaN every `nan_every` elements (0: none).
template <class T>
Tensor tie_tensor(const std::vector<int64_t>& shape, unsigned seed, ScalarType dtype, int nan_every = 0) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::mt19937 gen(seed);
  std::uniform_int_distribution<int> pick(-4, 4);
  std::vector<T> v(static_cast<size_t>(n));
  for (size_t i = 0; i < v.size(); ++i)
    v[i] =
        nan_every && i % static_cast<size_t>(nan_every) == 3 ? static_cast<T>(NAN) : static_cast<T>(pick(gen) * 0.75);
  return make<T>(shape, v, dtype);
}


std::vector<int64_t> sizes_of(const Tensor& t) { return std::vector<int64_t>(t.sizes().begin(), t.sizes().end()); }

Stack call(const char* name, Stack args) { return call_op(find_op(name), std::move(args)); }
Tensor first(const Stack& s) { return std::get<Tensor>(s.at(0)); }

// Bit for bit (so NaNs and signed zeros count), element by element with the position in the message.
template <class T>
void expect_bits(const Tensor& expected, const std::vector<T>& got, const std::string& what) {
  const std::vector<T> want = values<T>(contiguous(expected));
  ASSERT_EQ(want.size(), got.size()) << what;
  for (size_t i = 0; i < want.size(); ++i)
    ASSERT_EQ(std::memcmp(&want[i], &got[i], sizeof(T)), 0)
        << what << " at " << i << ": " << static_cast<double>(want[i]) << " vs " << static_cast<double>(got[i]);
}

// Runs f(plane, j) for every element of `planes` planes of `per_plane`, as a kernel's threads do.
template <class R, class F>
std::vector<R> per_element(int64_t planes, int64_t per_plane, F&& f) {
  std::vector<R> out(static_cast<size_t>(planes * per_plane));
  for (int64_t p = 0; p < planes; ++p)
    for (int64_t j = 0; j < per_plane; ++j) out[static_cast<size_t>(p * per_plane + j)] = f(p, j);
  return out;
}

// ---- adaptive pools

struct AdaptiveCase {
  std::vector<int64_t> input, output;
};
const AdaptiveCase kAdaptive2d[] = {{{2, 3, 7, 9}, {3, 4}},
                                    {{1, 2, 5, 5}, {5, 5}},
                                    {{3, 4, 6}, {4, 9}},
                                    {{2, 1, 10, 3}, {1, 2}},
                                    {{1, 1, 13, 11}, {6, 5}}};
const AdaptiveCase kAdaptive3d[] = {
    {{2, 2, 5, 7, 6}, {3, 2, 4}}, {{3, 4, 5, 3}, {6, 2, 5}}, {{1, 1, 9, 4, 4}, {4, 3, 3}}};

// A: the forward's accumulation type, B: the backward's (the CPU's gradient scatters add in the dtype).
template <class A, class B, class T>
void check_adaptive(const AdaptiveCase& c, int spatial, ScalarType dtype, bool with_max) {
  const std::string avg = spatial == 2 ? "_adaptive_avg_pool2d" : "_adaptive_avg_pool3d";
  const std::string what = avg + " " + Dims(c.input).str() + " -> " + Dims(c.output).str();
  const Tensor x = uniform_tensor<T>(c.input, 5, dtype);
  const AdaptivePlan plan = adaptive_pool_plan(x, spatial, false, c.output);
  const AdaptiveShape& g = plan;
  const T* xp = x.data<T>();
  const Tensor out = first(call(avg.c_str(), {x, c.output}));
  EXPECT_EQ(sizes_of(out), plan.out_shape) << what;
  expect_bits<T>(out,
                 per_element<T>(plan.planes, g.out_plane(),
                                [&](int64_t p, int64_t o) { return adaptive_avg_at<A>(g, xp + p * g.in_plane(), o); }),
                 what + " forward");

  const Tensor grad = uniform_tensor<T>(plan.out_shape, 6, dtype);
  const Tensor gi = first(call((avg + "_backward").c_str(), {grad, x}));
  const AdaptivePlan back = adaptive_pool_backward_plan(grad, x, spatial);
  EXPECT_EQ(back.out_shape, sizes_of(x));
  const T* gp = grad.data<T>();
  expect_bits<T>(
      gi,
      per_element<T>(back.planes, g.in_plane(),
                     [&](int64_t p, int64_t i) { return adaptive_avg_grad_at<B>(g, gp + p * g.out_plane(), i); }),
      what + " backward");
  if (!with_max) return;

  const char* max = spatial == 2 ? "adaptive_max_pool2d" : "adaptive_max_pool3d";
  const Tensor y = tie_tensor<T>(c.input, 7, dtype, 11);
  const Stack r = call(max, {y, c.output});
  const T* yp = y.data<T>();
  const auto maxima = per_element<MaxAt<T>>(plan.planes, g.out_plane(), [&](int64_t p, int64_t o) {
    return adaptive_max_at<A>(g, yp + p * g.in_plane(), o);
  });
  std::vector<T> got_values;
  std::vector<int64_t> got_indices;
  for (const MaxAt<T>& m : maxima) got_values.push_back(m.value), got_indices.push_back(m.index);
  expect_bits<T>(std::get<Tensor>(r[0]), got_values, what + " max values");
  expect_bits<int64_t>(std::get<Tensor>(r[1]), got_indices, what + " max indices");

  const Tensor indices = std::get<Tensor>(r[1]);
  const Tensor mgi = first(call((std::string(max) + "_backward").c_str(), {grad, y, indices}));
  const int64_t* ip = indices.data<int64_t>();
  expect_bits<T>(mgi,
                 per_element<T>(plan.planes, g.in_plane(),
                                [&](int64_t p, int64_t i) {
                                  return adaptive_max_grad_at<B>(g, gp + p * g.out_plane(), ip + p * g.out_plane(), i);
                                }),
                 what + " max backward");
}

TEST(CudaPoolWindows, AdaptivePoolsAreTheCpuKernels) {
  for (const AdaptiveCase& c : kAdaptive2d) {
    check_adaptive<float, float, float>(c, 2, ScalarType::Float, true);
    check_adaptive<double, double, double>(c, 2, ScalarType::Double, true);
    // the CPU sums a bfloat16 window in float, and its gradients in bfloat16
    check_adaptive<float, BFloat16, BFloat16>(c, 2, ScalarType::BFloat16, true);
  }
  for (const AdaptiveCase& c : kAdaptive3d) {
    check_adaptive<float, float, float>(c, 3, ScalarType::Float, true);
    check_adaptive<double, double, double>(c, 3, ScalarType::Double, true);
    check_adaptive<Half, Half, Half>(c, 3, ScalarType::Half, false);  // the CPU sums float16 in float16; no Half max
  }
}

TEST(CudaPoolWindows, AdaptiveWindowsCoverEachInputOnceOrMore) {
  // the swapped-role ranges are exactly the outputs whose windows hold i
  for (int64_t in = 1; in <= 17; ++in)
    for (int64_t out = 1; out <= 17; ++out)
      for (int64_t i = 0; i < in; ++i) {
        int64_t covering = 0;
        for (int64_t o = 0; o < out; ++o)
          if (adaptive_start(o, out, in) <= i && i < adaptive_end(o, out, in)) {
            ++covering;
            EXPECT_GE(o, adaptive_start(i, in, out));
            EXPECT_LT(o, adaptive_end(i, in, out));
          }
        EXPECT_EQ(covering, adaptive_end(i, in, out) - adaptive_start(i, in, out)) << in << " " << out << " " << i;
      }
}

// ---- 3-d pools

struct Pool3dCase {
  std::vector<int64_t> input;
  std::vector<int64_t> kernel, stride, padding, dilation;
  bool ceil_mode;
};
const Pool3dCase kPool3d[] = {
    {{2, 3, 6, 7, 5}, {2, 2, 2}, {}, {0, 0, 0}, {1, 1, 1}, false},
    {{1, 2, 7, 8, 9}, {3, 3, 2}, {2, 1, 2}, {1, 1, 0}, {1, 2, 1}, false},
    {{2, 6, 5, 7}, {3, 2, 3}, {2, 2, 2}, {1, 1, 1}, {1, 1, 1}, true},
    {{1, 1, 9, 6, 6}, {2, 3, 3}, {3, 2, 1}, {0, 1, 1}, {2, 1, 1}, true},
};

template <class A, class T>
void check_pool3d(const Pool3dCase& c, ScalarType dtype) {
  const std::string what = "pool3d " + Dims(c.input).str() + " k" + Dims(c.kernel).str();
  const Tensor x = tie_tensor<T>(c.input, 8, dtype, 13);
  const Stack args{x, c.kernel, c.stride, c.padding, c.dilation, c.ceil_mode};
  const Pool3dPlan plan = pool3d_plan(x, args, 1, true);
  const Pool3dShape& g = plan;
  const Stack r = call("max_pool3d_with_indices", args);
  EXPECT_EQ(sizes_of(std::get<Tensor>(r[0])), plan.out_shape) << what;
  const T* xp = x.data<T>();
  const auto maxima = per_element<MaxAt<T>>(
      plan.planes, g.out_plane(), [&](int64_t p, int64_t o) { return max_pool3d_at(g, xp + p * g.in_plane(), o); });
  std::vector<T> got_values;
  std::vector<int64_t> got_indices;
  for (const MaxAt<T>& m : maxima) got_values.push_back(m.value), got_indices.push_back(m.index);
  expect_bits<T>(std::get<Tensor>(r[0]), got_values, what + " max values");
  expect_bits<int64_t>(std::get<Tensor>(r[1]), got_indices, what + " max indices");

  const Tensor grad = uniform_tensor<T>(plan.out_shape, 9, dtype);
  const Tensor indices = std::get<Tensor>(r[1]);
  const Tensor mgi = first(call("max_pool3d_with_indices_backward",
                                {grad, x, c.kernel, c.stride, c.padding, c.dilation, c.ceil_mode, indices}));
  const T* gp = grad.data<T>();
  const int64_t* ip = indices.data<int64_t>();
  expect_bits<T>(mgi,
                 per_element<T>(plan.planes, g.in_plane(),
                                [&](int64_t p, int64_t i) {
                                  return max_pool3d_grad_at<A>(g, gp + p * g.out_plane(), ip + p * g.out_plane(), i);
                                }),
                 what + " max backward");

  // the average pools: no dilation; each divisor rule
  for (int rule = 0; rule < 3; ++rule) {
    const bool include_pad = rule != 1;
    const IValue divisor = rule == 2 ? IValue(int64_t(5)) : IValue(NoneValue{});
    const Tensor y = uniform_tensor<T>(c.input, 10 + rule, dtype);
    const Stack avg_args{y, c.kernel, c.stride, c.padding, c.ceil_mode, include_pad, divisor};
    const Pool3dPlan ap = pool3d_plan(y, avg_args, 1, false);
    const Pool3dShape& ag = ap;
    const int64_t over = rule == 2 ? 5 : 0;
    const Tensor out = first(call("avg_pool3d", avg_args));
    EXPECT_EQ(sizes_of(out), ap.out_shape) << what;
    const T* yp = y.data<T>();
    expect_bits<T>(out,
                   per_element<T>(ap.planes, ag.out_plane(),
                                  [&](int64_t p, int64_t o) {
                                    return avg_pool3d_at<A>(ag, yp + p * ag.in_plane(), o, include_pad, over);
                                  }),
                   what + " avg rule " + std::to_string(rule));
    const Tensor ag_grad = uniform_tensor<T>(ap.out_shape, 20 + rule, dtype);
    const Tensor agi = first(
        call("avg_pool3d_backward", {ag_grad, y, c.kernel, c.stride, c.padding, c.ceil_mode, include_pad, divisor}));
    const T* agp = ag_grad.data<T>();
    expect_bits<T>(agi,
                   per_element<T>(ap.planes, ag.in_plane(),
                                  [&](int64_t p, int64_t i) {
                                    return avg_pool3d_grad_at<A>(ag, agp + p * ag.out_plane(), i, include_pad, over);
                                  }),
                   what + " avg backward rule " + std::to_string(rule));
  }
}

TEST(CudaPoolWindows, Pools3dAreTheCpuKernels) {
  for (const Pool3dCase& c : kPool3d) {
    check_pool3d<float, float>(c, ScalarType::Float);
    check_pool3d<double, double>(c, ScalarType::Double);
  }
}

// ---- reflection and replication padding

struct PadCase {
  const char* op;
  std::vector<int64_t> input, pad;
};
const PadCase kPads[] = {
    {"reflection_pad1d", {2, 3, 7}, {3, 2}},
    {"reflection_pad1d", {3, 5}, {-2, 4}},
    {"reflection_pad2d", {2, 2, 5, 6}, {2, 5, 4, 1}},
    {"reflection_pad2d", {1, 4, 4}, {3, -1, 0, 3}},
    {"reflection_pad3d", {1, 2, 4, 3, 5}, {4, 2, 1, 2, 3, 0}},
    {"replication_pad1d", {2, 3, 4}, {6, 1}},
    {"replication_pad1d", {1, 1, 6}, {-3, 5}},
    {"replication_pad2d", {2, 1, 3, 4}, {5, 2, 0, 7}},
    {"replication_pad2d", {2, 5, 1}, {-1, 3, 4, 4}},
    {"replication_pad3d", {2, 3, 2, 4, 3}, {2, 3, 1, 0, 4, 2}},
    {"replication_pad3d", {1, 1, 1, 1, 1}, {3, 3, 2, 2, 1, 1}},
};

template <class A, class T>
void check_pad(const PadCase& c, ScalarType dtype) {
  const std::string what = std::string(c.op) + " " + Dims(c.input).str() + " pad " + Dims(c.pad).str();
  const Tensor x = uniform_tensor<T>(c.input, 12, dtype);
  const PadPlan plan = pad_plan(c.op, x, c.pad);
  const PadShape& g = plan;
  const Tensor out = first(call(c.op, {x, c.pad}));
  EXPECT_EQ(sizes_of(out), plan.out_shape) << what;
  const T* xp = x.data<T>();
  expect_bits<T>(out,
                 per_element<T>(plan.planes, g.out_plane(),
                                [&](int64_t p, int64_t o) { return pad_at(g, xp + p * g.in_plane(), o); }),
                 what + " forward");
  const Tensor grad = uniform_tensor<T>(plan.out_shape, 13, dtype);
  const Tensor gi = first(call((std::string(c.op) + "_backward").c_str(), {grad, x, c.pad}));
  const PadPlan back = pad_backward_plan(c.op, grad, x, c.pad);
  EXPECT_EQ(back.out_shape, sizes_of(x)) << what;
  const T* gp = grad.data<T>();
  expect_bits<T>(gi,
                 per_element<T>(back.planes, g.in_plane(),
                                [&](int64_t p, int64_t i) { return pad_grad_at<A>(g, gp + p * g.out_plane(), i); }),
                 what + " backward");
}

TEST(CudaPoolWindows, PaddingIsTheCpuKernels) {
  for (const PadCase& c : kPads) {
    check_pad<float, float>(c, ScalarType::Float);
    check_pad<double, double>(c, ScalarType::Double);
  }
  check_pad<Half, Half>({"reflection_pad3d", {2, 3, 4, 5}, {1, 3, 2, 0, 2, 1}}, ScalarType::Half);
}

TEST(CudaPoolWindows, PadPreimagesAreTheOutputsThatReadAnInput) {
  for (bool reflect : {true, false})
    for (int64_t n = 1; n <= 6; ++n)
      for (int64_t l = -(n - 1); l < (reflect ? n : 8); ++l)
        for (int64_t r = -(n - 1); r < (reflect ? n : 8); ++r) {
          const int64_t out = n + l + r;
          if (out < 1) continue;
          for (int64_t i = 0; i < n; ++i) {
            std::vector<int64_t> readers, listed;
            for (int64_t j = 0; j < out; ++j)
              if (pad_source(reflect, n, l, j) == i) readers.push_back(j);
            const PadPreimage pre = pad_preimage(reflect, n, l, out, i);
            for (int k = 0; k < pre.runs; ++k)
              for (int64_t j = pre.lo[k]; j <= pre.hi[k]; ++j) listed.push_back(j);
            EXPECT_EQ(listed, readers) << reflect << " n " << n << " pad " << l << "," << r << " i " << i;
          }
        }
}

// The plans refuse what the CPU kernels refuse, with their messages.
TEST(CudaPoolWindows, PlansCheckTheirArguments) {
  const Tensor x = uniform_tensor<float>({2, 3, 4}, 1, ScalarType::Float);
  EXPECT_THROW(pad_plan("reflection_pad1d", x, {4, 0}), Error);
  EXPECT_THROW(pad_plan("replication_pad2d", x, {1, 1}), Error);
  EXPECT_THROW(adaptive_pool_plan(x, 3, false, {2, 2, 2}), Error);
  try {
    pool3d_plan(uniform_tensor<float>({1, 1, 2, 2, 2}, 1, ScalarType::Float),
                Stack{Tensor(), std::vector<int64_t>{3, 3, 3}, std::vector<int64_t>{}, std::vector<int64_t>{0},
                      std::vector<int64_t>{1}, false},
                1, true);
    ADD_FAILURE() << "a window larger than the input was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("Output size is too small"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace tsr::tensor::pool_windows
