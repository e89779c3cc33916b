// median and nanmedian of all elements as the CUDA key runs them (special.cpp's median_by_sort: sort, the NaNs
// counted, the lower median picked, all by dispatched ops), run here on CPU tensors and held to the CPU kernel
// (which selects with nth_element as PyTorch's): with and without NaNs, all NaN, empty, odd and even counts, ties,
// integers; bool refused with the CUDA kernel's name.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {

Tensor run(const char* name, DispatchKey key, const Tensor& x) {
  const Operator& op = find_op(name);
  Stack s{x};
  op.kernel(key)->fn(op, DispatchKeySet{}, s);
  return std::get<Tensor>(s.at(0));
}

void expect_same(const Tensor& x, const char* what) {
  for (const char* name : {"median", "nanmedian"}) {
    const Tensor want = run(name, DispatchKey::CPU, x), got = run(name, DispatchKey::CUDA, x);
    ASSERT_EQ(got.dim(), 0) << name << " " << what;
    ASSERT_EQ(got.dtype(), want.dtype()) << name << " " << what;
    const double g = values<double>(to_dtype(got, ScalarType::Double))[0];
    const double w = values<double>(to_dtype(want, ScalarType::Double))[0];
    if (std::isnan(w)) EXPECT_TRUE(std::isnan(g)) << name << " " << what;
    else EXPECT_EQ(g, w) << name << " " << what;
  }
}

}  // namespace

TEST(MedianBySort, IsTheCpuKernelsMedian) {
  const double nan = std::nan("");
  std::mt19937 gen(7);
  std::uniform_int_distribution<int> pick(0, 9);
  for (int n : {1, 2, 5, 6, 31, 64}) {
    std::vector<double> v(static_cast<size_t>(n));
    for (double& x : v) x = pick(gen) * 0.5 - 2;  // ties
    expect_same(make<double>({n}, v, ScalarType::Double), "no NaN");
    v[static_cast<size_t>(n) / 2] = nan;
    expect_same(make<double>({n}, v, ScalarType::Double), "one NaN");
    expect_same(make<float>({n}, std::vector<float>(v.begin(), v.end()), ScalarType::Float), "float, one NaN");
  }
  expect_same(make<double>({2, 3}, {nan, nan, nan, nan, nan, nan}, ScalarType::Double), "all NaN");
  expect_same(make<double>({0}, {}, ScalarType::Double), "empty");
  expect_same(make<int64_t>({2, 3}, {5, -1, 7, 7, 0, 3}, ScalarType::Long), "int64");
  expect_same(make<int64_t>({0}, {}, ScalarType::Long), "empty int64");
  EXPECT_THROW(run("median", DispatchKey::CUDA, make<bool>({2}, {true, false}, ScalarType::Bool)), Error);
}
