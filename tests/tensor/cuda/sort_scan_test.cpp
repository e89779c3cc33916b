// The CUDA sort, topk and scan kernels' per-element parts (tensor/cuda/sort_scan.hpp) on the CPU: the two stable
// passes sort_scan.cu runs (by each value's sort_key, then by row) emulated with std::stable_sort over the same
// keys, against the CPU's sort.stable and topk, ascending and descending, on NaNs, signed zeros, infinities, ties
// and integer and bool dtypes; scan_column (what each GPU thread runs on its column) against the CPU's cumsum and
// cumprod, to the bit. gpu_walker_test.cpp compares the kernels themselves where a GPU is.
#include "tensor/cuda/sort_scan.hpp"
#include "tensor/kernels/cumulative.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

Stack call(const char* name, Stack args) { return call_op(find_op(name), std::move(args)); }

// sort_scan.cu's segmented sort of a contiguous (rows, run) tensor, on the host: positions ordered by key (stable),
// then by row (stable); each row's first k.
template <class T>
std::pair<std::vector<T>, std::vector<int64_t>> emulate_sort(const Tensor& src, bool descending, int64_t k) {
  const Tensor c = contiguous(src);
  const int64_t run = c.sizes()[c.dim() - 1], n = c.numel(), rows = run == 0 ? 0 : n / run;
  std::vector<uint64_t> key(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) key[size_t(i)] = sort_key(c.data<T>()[i], descending);
  std::vector<int64_t> pos(static_cast<size_t>(n));
  std::iota(pos.begin(), pos.end(), 0);
  std::stable_sort(pos.begin(), pos.end(), [&](int64_t a, int64_t b) { return key[size_t(a)] < key[size_t(b)]; });
  std::stable_sort(pos.begin(), pos.end(), [&](int64_t a, int64_t b) { return a / run < b / run; });
  std::vector<T> v;
  std::vector<int64_t> idx;
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t j = 0; j < k; ++j) {
      const int64_t p = pos[size_t(r * run + j)];
      v.push_back(c.data<T>()[p]);
      idx.push_back(p - r * run);
    }
  return {v, idx};
}

template <class T>
void expect_same_values(const std::vector<T>& got, const std::vector<T>& want, const char* what, bool signs = true) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < got.size(); ++i) {
    if constexpr (std::is_floating_point_v<T>) {
      if (std::isnan(want[i])) {
        EXPECT_TRUE(std::isnan(got[i])) << what << " at " << i;
        continue;
      }
      if (signs) {
        EXPECT_EQ(std::signbit(got[i]), std::signbit(want[i])) << what << " sign at " << i;
      }
    }
    EXPECT_EQ(got[i], want[i]) << what << " at " << i;
  }
}

template <class T>
void check_sort(const Tensor& x) {
  for (bool descending : {false, true}) {
    const int64_t run = x.sizes()[x.dim() - 1];
    const Stack r = call("sort.stable", {x, true, int64_t(-1), descending});
    auto [v, i] = emulate_sort<T>(x, descending, run);
    expect_same_values(v, values<T>(std::get<Tensor>(r[0])), descending ? "sort descending" : "sort");
    EXPECT_EQ(i, values<int64_t>(std::get<Tensor>(r[1]))) << (descending ? "sort descending" : "sort") << " indices";
    for (int64_t k : {int64_t(1), run / 2, run}) {
      if constexpr (std::is_same_v<T, bool>) break;  // PyTorch's topk refuses bool ("topk_cpu")
      const Stack t = call("topk", {x, k, int64_t(-1), descending, true});
      auto [tv, ti] = emulate_sort<T>(x, descending, k);
      // the CPU's topk is not stable (nth_element, partial_sort): equal values, 0.0 and -0.0 among them, may come
      // in another order, so only the values are compared
      expect_same_values(tv, values<T>(std::get<Tensor>(t[0])), "topk", false);
    }
  }
}

TEST(CudaSortScan, SortKeysOrderAsTheCpuSort) {
  const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
  // two rows: NaNs, signed zeros, infinities, ties, denormals
  const std::vector<double> d = {3, nan, -0.0, 0.0, -inf, 2.5, 2.5, inf, -1, 1e-310, -1e-310, nan,
                                 0.0, -0.0, 7, 7, -7, nan, 4.25, -inf, 1, 1, 1, -2};
  check_sort<double>(make<double>({2, 12}, d, ScalarType::Double));
  std::vector<float> f(d.begin(), d.end());
  check_sort<float>(make<float>({2, 12}, f, ScalarType::Float));
  check_sort<int64_t>(make<int64_t>({2, 6}, {5, -3, std::numeric_limits<int64_t>::min(), 5, 0,
                                             std::numeric_limits<int64_t>::max(), -1, -1, 2, 0, -9, 3},
                                    ScalarType::Long));
  check_sort<int8_t>(make<int8_t>({1, 7}, {-128, 127, 0, -1, 1, 0, -128}, ScalarType::Char));
  check_sort<uint8_t>(make<uint8_t>({1, 6}, {255, 0, 128, 127, 0, 1}, ScalarType::Byte));
  check_sort<bool>(make<bool>({1, 5}, {true, false, true, false, false}, ScalarType::Bool));
  // a column sort: sort_scan.cu moves the dimension innermost first, as the CPU does
  const Tensor m = make<double>({4, 3}, {3, 1, nan, -1, 2, 0, 3, -5, 1, 0, 2, -0.0}, ScalarType::Double);
  const Stack r = call("sort.stable", {m, true, int64_t(0), false});
  auto [v, i] = emulate_sort<double>(contiguous(transpose(m, 0, 1)), false, 4);
  expect_same_values(v, values<double>(contiguous(transpose(std::get<Tensor>(r[0]), 0, 1))), "sort dim 0");
  EXPECT_EQ(i, values<int64_t>(contiguous(transpose(std::get<Tensor>(r[1]), 0, 1))));
}

// The (outer, n, inner) columns of x scanned along dim, as sort_scan.cu's columns_of lays them out.
Columns columns(const Tensor& x, int64_t dim) {
  Columns L;
  L.n = x.sizes()[dim];
  for (int64_t k = 0; k < dim; ++k) L.outer *= x.sizes()[k];
  for (int64_t k = dim + 1; k < x.dim(); ++k) L.inner *= x.sizes()[k];
  return L;
}

// What each GPU thread of the scan kernels does, over every column of the (outer, n, inner) layout.
template <class T, class Step>
std::vector<T> emulate_scan(const Tensor& x, int64_t dim) {
  Tensor copy = contiguous(clone(x));
  const Columns L = columns(x, dim);
  for (int64_t c = 0; c < L.count(); ++c) scan_column(copy.data<T>() + L.base(c), L.n, L.inner, Step{});
  return values<T>(copy);
}

template <class T>
void check_scans(const Tensor& x, ScalarType dtype) {
  for (int64_t dim = 0; dim < x.dim(); ++dim) {
    const Tensor converted = to_dtype(x, dtype);
    expect_same_values(emulate_scan<T, CumsumStep<T>>(converted, dim),
                       values<T>(std::get<Tensor>(call("cumsum", {x, dim, dtype})[0])), "cumsum");
    expect_same_values(emulate_scan<T, CumprodStep<T>>(converted, dim),
                       values<T>(std::get<Tensor>(call("cumprod", {x, dim, dtype})[0])), "cumprod");
  }
}

TEST(CudaSortScan, ScanColumnsMatchTheCpuCumsumAndCumprod) {
  std::vector<double> d(60);
  for (size_t i = 0; i < d.size(); ++i) d[i] = std::sin(double(i) * 1.7) * 1.3 + (i % 7 == 0 ? 1e8 : 0);
  d[17] = std::nan("");
  const Tensor x = make<double>({3, 4, 5}, d, ScalarType::Double);
  check_scans<double>(x, ScalarType::Double);
  check_scans<float>(x, ScalarType::Float);  // float sums and products through double
  const Tensor ints = make<int64_t>({2, 6}, {3, -2, 7, 0, 1, 5, 100000, 100000, 100000, -4, 2, 9}, ScalarType::Long);
  check_scans<int64_t>(ints, ScalarType::Long);
  check_scans<int32_t>(ints, ScalarType::Int);  // wraps as the CPU's int32 loop does
  check_scans<int8_t>(ints, ScalarType::Char);
  // the default result dtypes: int64 for integers and bool
  const Tensor flags = make<bool>({2, 3}, {true, false, true, true, true, false}, ScalarType::Bool);
  EXPECT_EQ(std::get<Tensor>(call("cumsum", {flags, int64_t(1), NoneValue{}})[0]).dtype(), ScalarType::Long);
  check_scans<int64_t>(flags, ScalarType::Long);
  check_scans<bool>(flags, ScalarType::Bool);
}

// cummax / cummin and logcumsumexp: kernels/cumulative.hpp's steps over each column (with the column's stride,
// as a GPU thread runs them) against the CPU ops along every dimension, NaNs and ties included.
template <class T, bool Max>
void check_extremes(const Tensor& x) {
  for (int64_t dim = 0; dim < x.dim(); ++dim) {
    const Tensor c = contiguous(x);
    Tensor v = empty(c.sizes(), c.dtype());
    std::vector<int64_t> idx(size_t(c.numel()));
    const Columns L = columns(c, dim);
    for (int64_t k = 0; k < L.count(); ++k)
      cumulative::extremes<Max>(c.data<T>() + L.base(k), v.data<T>() + L.base(k), idx.data() + L.base(k), L.n,
                                L.inner);
    const Stack r = call(Max ? "cummax" : "cummin", {x, dim});
    expect_same_values(values<T>(v), values<T>(std::get<Tensor>(r[0])), Max ? "cummax" : "cummin");
    EXPECT_EQ(idx, values<int64_t>(std::get<Tensor>(r[1]))) << (Max ? "cummax" : "cummin") << " dim " << dim;
  }
}
template <class T>
void check_log_sum_exps(const Tensor& x) {
  for (int64_t dim = 0; dim < x.dim(); ++dim) {
    const Tensor c = contiguous(x);
    std::vector<T> v(size_t(c.numel()));
    const Columns L = columns(c, dim);
    for (int64_t k = 0; k < L.count(); ++k)
      cumulative::log_sum_exps(c.data<T>() + L.base(k), v.data() + L.base(k), L.n, L.inner);
    expect_same_values(v, values<T>(std::get<Tensor>(call("logcumsumexp", {x, dim})[0])), "logcumsumexp");
  }
}
TEST(CudaSortScan, CumulativeColumnsMatchTheCpuCummaxCumminLogcumsumexp) {
  const double nan = std::nan(""), inf = std::numeric_limits<double>::infinity();
  std::vector<double> d(60);
  for (size_t i = 0; i < d.size(); ++i) d[i] = std::round(std::sin(double(i) * 1.7) * 4) / 2;  // many ties
  d[17] = nan;
  d[31] = inf;
  d[44] = -inf;
  const Tensor x = make<double>({3, 4, 5}, d, ScalarType::Double);
  check_extremes<double, true>(x);
  check_extremes<double, false>(x);
  check_extremes<float, true>(to_dtype(x, ScalarType::Float));
  check_log_sum_exps<double>(x);
  check_log_sum_exps<float>(to_dtype(x, ScalarType::Float));
  const Tensor ints = make<int64_t>({2, 6}, {3, -2, 7, 7, 1, 5, 0, 0, 100, -4, 100, 9}, ScalarType::Long);
  check_extremes<int64_t, true>(ints);
  check_extremes<int64_t, false>(ints);
  check_extremes<bool, true>(make<bool>({2, 3}, {false, true, false, true, false, true}, ScalarType::Bool));
}

}  // namespace
}  // namespace tsr::tensor::cuda
