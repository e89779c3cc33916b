// median and nanmedian of all elements as the CUDA key runs them (special.cpp's median_by_sort: sort, the NaNs
// counted, the lower median picked, all by dispatched ops), run here on CPU tensors and held to the CPU kernel
// (which selects with nth_element as PyTorch's): with and without NaNs, all NaN, empty, odd and even counts, ties,
// integers; bool refused with the CUDA kernel's name.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/indexing.hpp"
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

// kthvalue, median.dim, nanmedian.dim and mode along a dimension as the CUDA key runs them (special.cpp's
// kthvalue_by_sort, median_dim_by_sort, mode_by_sort: a stable sort and a position per row), on CPU tensors against
// the CPU kernels: rows with ties, NaNs and rows of NaNs; each dim, keepdim, a non-contiguous input, 0-d, integers.
// The indices are compared exactly where the CPU kernel's are specified: median's (nth_element over (value, index)),
// nanmedian's but in a row of NaNs (nth_element's choice among equals), mode's for rows of up to 16 (std::sort is
// an insertion sort there, keeping ties in index order) and kthvalue's for distinct values (its quickselect leaves
// ties in its own order); elsewhere the index must hold the value. mode of rows with NaNs is left out: the CPU
// kernel's std::sort by `<` has no order for them (PyTorch's neither).
namespace {

struct Pair {
  Tensor values, indices;
};

Pair run_dim(const char* name, DispatchKey key, Stack args) {
  const Operator& op = find_op(name);
  op.kernel(key)->fn(op, DispatchKeySet{}, args);
  return {std::get<Tensor>(args.at(0)), std::get<Tensor>(args.at(1))};
}

std::vector<double> as_doubles(const Tensor& t) { return values<double>(to_dtype(t, ScalarType::Double)); }

void expect_equal_values(const Tensor& got, const Tensor& want, const std::string& what) {
  ASSERT_EQ(got.sizes(), want.sizes()) << what;
  ASSERT_EQ(got.dtype(), want.dtype()) << what;
  const std::vector<double> g = as_doubles(got), w = as_doubles(want);
  for (size_t i = 0; i < g.size(); ++i) {
    if (std::isnan(w[i])) EXPECT_TRUE(std::isnan(g[i])) << what << " at " << i;
    else EXPECT_EQ(g[i], w[i]) << what << " at " << i;
  }
}

// Runs `name` with `args` under both keys; indices compared exactly, or checked to hold the values along dim.
void expect_same_dim(const char* name, const Stack& args, int64_t dim, bool keepdim, bool exact_indices,
                     const std::string& what) {
  const Pair want = run_dim(name, DispatchKey::CPU, args), got = run_dim(name, DispatchKey::CUDA, args);
  const std::string label = std::string(name) + " " + what;
  expect_equal_values(got.values, want.values, label + " values");
  ASSERT_EQ(got.indices.dtype(), ScalarType::Long) << label;
  if (exact_indices) {
    expect_equal_values(got.indices, want.indices, label + " indices");
    return;
  }
  const Tensor self = std::get<Tensor>(args.at(0));
  if (self.dim() == 0) return;
  const Tensor idx = keepdim ? got.indices : unsqueeze(got.indices, dim);
  const Tensor held = gather(self, dim, idx);
  expect_equal_values(keepdim ? held : squeeze(held, dim), got.values, label + " value at the index");
}

Tensor random_ties(std::mt19937& gen, std::vector<int64_t> shape, int levels, double nan_share) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::uniform_int_distribution<int> pick(0, levels - 1);
  std::uniform_real_distribution<double> u(0, 1);
  std::vector<double> v(static_cast<size_t>(n));
  for (double& x : v) x = u(gen) < nan_share ? std::nan("") : pick(gen) * 0.5 - 1;
  return make<double>(shape, v, ScalarType::Double);
}

}  // namespace

TEST(OrderStatisticsBySort, AreTheCpuKernelsAlongADimension) {
  std::mt19937 gen(11);
  const Tensor nan_rows = make<double>({3, 4}, {1, std::nan(""), 0, 2, std::nan(""), std::nan(""), std::nan(""),
                                                std::nan(""), 3, 3, -1, 3},
                                       ScalarType::Double);
  struct Input {
    Tensor x;
    std::string what;
    bool nans, nan_row;
  };
  const std::vector<Input> inputs = {
      {random_ties(gen, {4, 9}, 4, 0.0), "ties", false, false},
      {random_ties(gen, {5, 6}, 3, 0.2), "ties and NaNs", true, false},
      {nan_rows, "a row of NaNs", true, true},
      {transpose(random_ties(gen, {7, 3, 5}, 5, 0.0), 0, 2), "non-contiguous", false, false},
      {transpose(random_ties(gen, {7, 3, 5}, 5, 0.1), 0, 2), "non-contiguous with NaNs", true, false},
      {to_dtype(random_ties(gen, {3, 8}, 6, 0.0), ScalarType::Float), "float", false, false},
      {make<int64_t>({2, 5}, {4, -2, 4, 7, -2, 0, 0, 9, 9, 9}, ScalarType::Long), "int64", false, false},
      {make<double>({}, {2.5}, ScalarType::Double), "0-d", false, false},
  };
  for (const auto& [x, what, nans, nan_row] : inputs) {
    const std::vector<int64_t> dims = x.dim() == 0 ? std::vector<int64_t>{0, -1} : std::vector<int64_t>{0, -1, 1};
    for (int64_t dim : dims) {
      if (dim >= std::max<int64_t>(x.dim(), 1)) continue;
      const int64_t wrapped = dim < 0 ? dim + std::max<int64_t>(x.dim(), 1) : dim;
      const int64_t n = x.dim() == 0 ? 1 : x.sizes()[size_t(wrapped)];
      for (bool keepdim : {false, true}) {
        const std::string w = what + " dim " + std::to_string(dim) + (keepdim ? " keepdim" : "");
        expect_same_dim("median.dim", {x, dim, keepdim}, wrapped, keepdim, true, w);
        expect_same_dim("nanmedian.dim", {x, dim, keepdim}, wrapped, keepdim, !nan_row, w);
        if (!nans) expect_same_dim("mode", {x, dim, keepdim}, wrapped, keepdim, n <= 16, w);
        for (int64_t k : {int64_t(1), (n + 1) / 2, n})
          expect_same_dim("kthvalue", {x, k, dim, keepdim}, wrapped, keepdim, false, w + " k " + std::to_string(k));
      }
    }
  }
  // Distinct values: kthvalue's indices are specified too. A long row: mode's value, and an index that holds it.
  std::vector<double> perm(40);
  std::iota(perm.begin(), perm.end(), -20.0);
  std::shuffle(perm.begin(), perm.end(), gen);
  const Tensor distinct = make<double>({4, 10}, perm, ScalarType::Double);
  for (int64_t k : {1, 4, 10}) expect_same_dim("kthvalue", {distinct, k, int64_t(1), false}, 1, false, true, "distinct");
  expect_same_dim("mode", {random_ties(gen, {2, 200}, 7, 0.0), int64_t(1), false}, 1, false, false, "long rows");

  // The errors: the CPU kernels' messages; bool refused with the CUDA kernels' names.
  const Tensor x = random_ties(gen, {3, 4}, 3, 0.0);
  for (int64_t k : {0, 5})
    EXPECT_EQ(error_of([&] { run_dim("kthvalue", DispatchKey::CUDA, {x, k, int64_t(1), false}); }),
              error_of([&] { run_dim("kthvalue", DispatchKey::CPU, {x, k, int64_t(1), false}); }));
  const Tensor empty_rows = make<double>({2, 0}, {}, ScalarType::Double);
  for (const char* name : {"median.dim", "nanmedian.dim", "mode"})
    EXPECT_EQ(error_of([&] { run_dim(name, DispatchKey::CUDA, {empty_rows, int64_t(1), false}); }),
              error_of([&] { run_dim(name, DispatchKey::CPU, {empty_rows, int64_t(1), false}); }))
        << name;
  const Tensor flags = make<bool>({2}, {true, false}, ScalarType::Bool);
  EXPECT_EQ(error_of([&] { run_dim("kthvalue", DispatchKey::CUDA, {flags, int64_t(1), int64_t(0), false}); }),
            "\"kthvalue_cuda\" not implemented for 'Bool'");
  EXPECT_EQ(error_of([&] { run_dim("median.dim", DispatchKey::CUDA, {flags, int64_t(0), false}); }),
            "\"median_out_impl\" not implemented for 'Bool'");
}
