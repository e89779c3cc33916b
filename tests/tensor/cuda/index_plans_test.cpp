// The CUDA indexing kernels' index math on the CPU: each plan of tensor/cuda/index_plans.hpp, built from CPU tensors
// exactly as indexing.cu builds it from GPU ones, is run element by element through IndexedCopy::offsets (the
// function every GPU thread calls) and must give what the CPU kernel of the op gives: gather, scatter,
// scatter_add, index_select, index_add, index_copy, index_fill and advanced indexing (index.Tensor, index_put_),
// on transposed, sliced and broadcast operands, with repeated and negative indices. gpu_walker_test.cpp compares
// the kernels themselves where a GPU is.
#include "tensor/cuda/index_plans.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/scatter_reduce.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

Tensor iota(std::vector<int64_t> shape, double scale = 1) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::vector<double> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[size_t(i)] = double(i) * scale + 0.25;
  return make<double>(shape, v, ScalarType::Double);
}
Tensor longs(std::vector<int64_t> shape, std::vector<int64_t> v) { return make<int64_t>(shape, v, ScalarType::Long); }

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

// What a GPU thread does for element i of the plan, for every i: in both index widths.
template <class Index>
void run(const IndexedCopyPlan& plan, Tensor& dst, const Tensor& src, const Tensor& index, bool add, double alpha = 1) {
  const IndexedCopy<Index> p = plan.to<Index>();
  double* d = dst.data<double>();
  const double* s = src.data<double>();
  const int64_t* ix = index.data<int64_t>();
  for (int64_t i = 0; i < plan.numel(); ++i) {
    const auto off = p.offsets(static_cast<Index>(i), ix);
    if (add) d[off.dst] += alpha * s[off.src];
    else d[off.dst] = s[off.src];
  }
}

template <class Index>
void check_gather() {
  const Tensor self = transpose(iota({5, 4}), 0, 1);  // [4, 5], strides (1, 4)
  const Tensor index = longs({3, 2}, {4, 0, 1, 1, 3, 2});
  for (int64_t dim : {0, 1}) {
    const Tensor idx = dim == 0 ? longs({3, 2}, {3, 0, 1, 1, 2, 2}) : index;
    Tensor out = empty(idx.sizes(), ScalarType::Double);
    run<Index>(gather_plan(self, dim, idx, out), out, self, idx, false);
    EXPECT_EQ(values<double>(out), values<double>(op("gather", {self, dim, idx, false}))) << "dim " << dim;
  }
}
TEST(CudaIndexPlans, GatherMatchesTheCpuKernel) {
  check_gather<int32_t>();
  check_gather<int64_t>();
}

TEST(CudaIndexPlans, ScatterAndScatterAddMatchTheCpuKernels) {
  const Tensor self = iota({3, 4}, 10);
  const Tensor src = slice(iota({3, 8}), 1, 0, 8, 2);  // [3, 4], a strided source larger than the index
  const Tensor index = longs({2, 3}, {3, 0, 3, 1, 1, 2});  // repeats within a row: scatter_add adds them
  for (int64_t dim : {0, 1}) {
    const Tensor idx = dim == 0 ? longs({2, 3}, {2, 0, 2, 1, 1, 0}) : index;
    Tensor out = clone(self);
    run<int32_t>(scatter_plan(out, dim, idx, src), out, src, idx, false);
    EXPECT_EQ(values<double>(out), values<double>(op("scatter.src", {self, dim, idx, src}))) << "scatter dim " << dim;
    Tensor sum = clone(self);
    run<int64_t>(scatter_plan(sum, dim, idx, src), sum, src, idx, true);
    EXPECT_EQ(values<double>(sum), values<double>(op("scatter_add", {self, dim, idx, src}))) << "scatter_add dim " << dim;
  }
}

TEST(CudaIndexPlans, IndexSelectMatchesTheCpuKernel) {
  const Tensor self = permute(iota({2, 3, 4}), std::vector<int64_t>{2, 0, 1});  // [4, 2, 3], non-contiguous
  const Tensor index = slice(longs({6}, {3, 9, 0, 9, 3, 9}), 0, 0, 6, 2);  // [3, 0, 3], stride 2
  for (int64_t dim : {0, 2}) {
    const Tensor idx = dim == 0 ? index : longs({2}, {2, 0});
    Dims shape = self.sizes();
    shape[size_t(dim)] = idx.numel();
    Tensor out = empty(shape, ScalarType::Double);
    run<int32_t>(index_select_plan(self, dim, idx, out), out, self, idx, false);
    EXPECT_EQ(values<double>(out), values<double>(op("index_select", {self, dim, idx}))) << "dim " << dim;
  }
  // embedding's path: rows of a weight matrix picked by repeated ids
  const Tensor weight = iota({5, 3});
  const Tensor ids = longs({4}, {4, 1, 4, 0});
  Tensor rows = empty(std::vector<int64_t>{4, 3}, ScalarType::Double);
  run<int32_t>(index_select_plan(weight, 0, ids, rows), rows, weight, ids, false);
  EXPECT_EQ(values<double>(rows), values<double>(op("embedding", {weight, ids, int64_t(-1), false, false})));
}

TEST(CudaIndexPlans, IndexAddCopyAndFillMatchTheCpuKernels) {
  const Tensor self = iota({4, 3}, 100);
  const Tensor source = transpose(iota({3, 5}), 0, 1);  // [5, 3], strided
  const Tensor index = longs({5}, {3, 0, 3, 1, 3});   // repeats: added up
  Tensor added = clone(self);
  run<int32_t>(index_put_slices_plan(added, 0, index, source), added, source, index, true, 2.0);
  EXPECT_EQ(values<double>(added), values<double>(op("index_add", {self, int64_t(0), index, source, 2.0})));

  const Tensor distinct = longs({3}, {2, 0, 1});
  const Tensor part = iota({4, 3}, -1);
  Tensor copied = clone(self);
  run<int64_t>(index_put_slices_plan(copied, 1, distinct, part), copied, part, distinct, false);
  EXPECT_EQ(values<double>(copied), values<double>(op("index_copy", {self, int64_t(1), distinct, part})));

  const Tensor fill_index = longs({2}, {-1, 1});  // negative counts from the end
  const Tensor value = make<double>({1}, {7.5}, ScalarType::Double);
  Tensor filled = clone(self);
  run<int32_t>(index_fill_plan(filled, 1, fill_index), filled, value, fill_index, false);
  EXPECT_EQ(values<double>(filled), values<double>(op("index_fill.int_Scalar", {self, int64_t(1), fill_index, 7.5})));
}

// x[i0, :, i2] with i0 [2, 1] and i2 [3] broadcast to B = [2, 3] (the indexed dims not adjacent: B first), and
// x[i0, i1] (adjacent, first): the block offsets from advanced_offset, then the plan's gather or put.
TEST(CudaIndexPlans, AdvancedIndexingMatchesTheCpuKernels) {
  const Tensor x = transpose(iota({5, 3, 4}), 0, 2);  // [4, 3, 5], non-contiguous
  const Tensor i0 = longs({2, 1}, {-1, 2}), i2 = longs({3}, {0, 4, -5});
  const Tensor e0 = contiguous(expand(i0, std::vector<int64_t>{2, 3})), e2 = contiguous(expand(i2, std::vector<int64_t>{2, 3}));
  Tensor offsets = empty(std::vector<int64_t>{6}, ScalarType::Long);
  for (int64_t b = 0; b < 6; ++b) {
    int64_t off = 0;
    ASSERT_TRUE(advanced_offset(e0.data<int64_t>()[b], 4, x.strides()[0], off));
    ASSERT_TRUE(advanced_offset(e2.data<int64_t>()[b], 5, x.strides()[2], off));
    offsets.data<int64_t>()[b] = off;
  }
  const std::vector<int64_t> rest_sizes{3}, rest_strides{x.strides()[1]};
  Tensor flat = empty(std::vector<int64_t>{6, 3}, ScalarType::Double);
  run<int32_t>(advanced_plan(6, rest_sizes, rest_strides, false), flat, x, offsets, false);
  const Tensor want = op("index.Tensor", {x, std::vector<Tensor>{i0, Tensor(), i2}});
  EXPECT_EQ(want.sizes(), (Dims{2, 3, 3}));
  EXPECT_EQ(values<double>(flat), values<double>(want));

  // index_put_ with accumulate and repeated blocks: x[[1, 1, -3]] += v (rest dims [3, 5])
  const Tensor rows = longs({3}, {1, 1, -3});
  Tensor row_offsets = empty(std::vector<int64_t>{3}, ScalarType::Long);
  const Tensor v = iota({3, 3, 5}, 0.5);
  Tensor mine = clone(x);  // contiguous: its own strides for the rest dims
  const std::vector<int64_t> mine_rest{mine.sizes()[1], mine.sizes()[2]}, mine_strides{mine.strides()[1], mine.strides()[2]};
  for (int64_t b = 0; b < 3; ++b) {
    int64_t off = 0;
    ASSERT_TRUE(advanced_offset(rows.data<int64_t>()[b], 4, mine.strides()[0], off));
    row_offsets.data<int64_t>()[b] = off;
  }
  run<int64_t>(advanced_plan(3, mine_rest, mine_strides, true), mine, v, row_offsets, true);
  Tensor theirs = clone(x);
  op("index_put_", {theirs, std::vector<Tensor>{rows}, v, true});
  EXPECT_EQ(values<double>(mine), values<double>(theirs));
}

TEST(CudaIndexPlans, RangeChecksAsTheCpuKernels) {
  EXPECT_TRUE(index_in_range(0, 3, false));
  EXPECT_FALSE(index_in_range(-1, 3, false));  // gather, scatter, index_select, index_add: no negative indices
  EXPECT_FALSE(index_in_range(3, 3, false));
  EXPECT_TRUE(index_in_range(-3, 3, true));  // index_put_, index_fill: from the end
  EXPECT_FALSE(index_in_range(-4, 3, true));
  EXPECT_EQ(wrap_index(-1, 3), 2);
  int64_t off = 10;
  EXPECT_FALSE(advanced_offset(5, 5, 7, off));
  EXPECT_EQ(off, 10);
  EXPECT_TRUE(advanced_offset(-2, 5, 7, off));
  EXPECT_EQ(off, 10 + 3 * 7);
  // 32-bit offsets only where every operand's span fits
  IndexedCopyPlan p;
  p.sizes = {2, 2};
  p.strides[0] = {int64_t(1) << 31, 1};
  p.strides[1] = {2, 1};
  p.strides[2] = {0, 1};
  EXPECT_FALSE(p.fits_32_bits());
  p.strides[0] = {2, 1};
  EXPECT_TRUE(p.fits_32_bits());
}

// scatter_reduce.two as indexing.cu runs it: the identity written at each target when self takes no part, then each
// source element combined into its target by scatter_reduce_combine (the GPU's compare-and-swap), here in a
// shuffled order as threads may arrive, then mean's division by the count with dispatched ops. Against the CPU
// kernel for every reduction, with and without self, along each dim, in float64 and float16 (values whose sums and
// products are exact in any order) and int64, a NaN among the sources for amax and amin (which must win).
template <class T>
Tensor scatter_reduce_as_the_gpu(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                                 const std::string& name, bool include_self, std::mt19937& gen) {
  const ScatterReduce reduce = scatter_reduce_of(name);
  Tensor out = clone(self);
  const IndexedCopy<int64_t> p = scatter_plan(out, dim, index, src).to<int64_t>();
  const int64_t n = numel_of(index.sizes());
  T* d = out.data<T>();
  const T* x = src.data<T>();
  const int64_t* ix = index.data<int64_t>();
  if (!include_self)
    for (int64_t i = 0; i < n; ++i) d[p.offsets(i, ix).dst] = scatter_reduce_identity<T>(reduce);
  std::vector<int64_t> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), gen);
  for (int64_t i : order) {
    const auto off = p.offsets(i, ix);
    d[off.dst] = scatter_reduce_combine(reduce, d[off.dst], x[off.src]);
  }
  if (reduce != ScatterReduce::Mean) return out;
  Tensor count = full_like(out, include_self ? 1 : 0, ScalarType::Long);
  count = op("scatter_add", {count, dim, index, full_like(index, 1)});
  count = to_dtype(clamp(count, Scalar(int64_t(1)), std::nullopt), out.dtype());
  const IValue rounding = is_floating(out.dtype()) ? IValue(NoneValue{}) : IValue(std::string("floor"));
  return op("div.Tensor_mode", {out, count, rounding});
}

// src_values: [3, 10], read with a stride of 2 (a source larger than the index).
template <class T>
void check_scatter_reduce(ScalarType dtype, const Tensor& src_values, std::mt19937& gen) {
  const Tensor self = to_dtype(iota({3, 4}, 1.5), dtype);
  const Tensor src = to_dtype(slice(src_values, 1, 0, 10, 2), dtype);
  const Tensor index = longs({3, 5}, {3, 0, 3, 1, 3, 1, 1, 2, 0, 0, 2, 2, 2, 2, 3});
  for (int64_t dim : {0, 1}) {
    const Tensor idx = dim == 0 ? longs({2, 4}, {2, 0, 2, 1, 1, 0, 0, 0}) : index;
    for (const char* name : {"sum", "prod", "mean", "amax", "amin"}) {
      for (bool include_self : {true, false}) {
        const std::string what = std::string(dtype_title(dtype)) + " " + name +
                                 (include_self ? "" : " without self") + " dim " + std::to_string(dim);
        Tensor x = src;
        const bool with_nan = is_floating_type<T> && name[0] == 'a';
        if constexpr (is_floating_type<T>) {
          if (with_nan) {
            x = clone(src);
            x.data<T>()[x.strides()[0] + x.strides()[1]] = std::numeric_limits<T>::quiet_NaN();
          }
        }
        const Tensor want = op("scatter_reduce.two", {self, dim, idx, x, std::string(name), include_self});
        const std::vector<double> w = values<double>(to_dtype(want, ScalarType::Double));
        if (with_nan) EXPECT_TRUE(std::any_of(w.begin(), w.end(), [](double v) { return std::isnan(v); })) << what;
        for (int trial = 0; trial < 3; ++trial) {
          const Tensor got = scatter_reduce_as_the_gpu<T>(self, dim, idx, x, name, include_self, gen);
          const std::vector<double> g = values<double>(to_dtype(got, ScalarType::Double));
          for (size_t i = 0; i < g.size(); ++i) {
            if (std::isnan(w[i])) EXPECT_TRUE(std::isnan(g[i])) << what << " at " << i;
            else EXPECT_EQ(g[i], w[i]) << what << " at " << i;
          }
        }
      }
    }
  }
}

TEST(CudaIndexPlans, ScatterReduceInAnyOrderMatchesTheCpuKernel) {
  std::mt19937 gen(5);
  check_scatter_reduce<double>(ScalarType::Double, iota({3, 10}, -0.5), gen);
  check_scatter_reduce<int64_t>(ScalarType::Long, iota({3, 10}, -0.5), gen);
  // float16 rounds each product, so its sources are powers of two, whose products are exact in any order
  std::vector<double> powers(30);
  for (size_t i = 0; i < powers.size(); ++i) powers[i] = std::ldexp(i % 4 == 1 ? -1.0 : 1.0, int(i % 5) - 2);
  check_scatter_reduce<Half>(ScalarType::Half, make<double>({3, 10}, powers, ScalarType::Double), gen);
  // the identities of include_self=False: infinities for floating amax/amin, the extremes for integers
  EXPECT_EQ(scatter_reduce_identity<float>(ScatterReduce::Amax), -std::numeric_limits<float>::infinity());
  EXPECT_EQ(scatter_reduce_identity<int8_t>(ScatterReduce::Amin), 127);
  EXPECT_EQ(scatter_reduce_identity<int32_t>(ScatterReduce::Prod), 1);
}

}  // namespace
}  // namespace tsr::tensor::cuda
