// View semantics: sizes, strides and offsets as PyTorch computes them (values recorded from torch 1.13 with
// `list(t.shape), list(t.stride()), t.storage_offset()`), storage sharing, copies, and PyTorch's error texts.
#include <gtest/gtest.h>

#include <numeric>

#include "tensor/core/allocator.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {

// torch.arange(24.).reshape(2, 3, 4)
Tensor arange_2x3x4() {
  std::vector<int64_t> shape{2, 3, 4};
  Tensor x = tsr::tensor::empty(shape, ScalarType::Float);
  std::iota(x.data<float>(), x.data<float>() + 24, 0.0f);
  return x;
}

struct Layout {
  Dims sizes, strides;
  int64_t offset;
};

void expect_layout(const Tensor& t, const Layout& want) {
  EXPECT_EQ(t.sizes(), want.sizes) << t.sizes().str();
  EXPECT_EQ(t.strides(), want.strides) << t.strides().str();
  EXPECT_EQ(t.storage_offset(), want.offset);
}

std::vector<float> values(const Tensor& t) {
  Tensor c = contiguous(t);
  return {c.data<float>(), c.data<float>() + c.numel()};
}


std::vector<int64_t> v(std::initializer_list<int64_t> l) { return l; }

}  // namespace

TEST(Views, LayoutsMatchPyTorch) {
  Tensor x = arange_2x3x4();
  expect_layout(view(x, v({6, 4})), {{6, 4}, {4, 1}, 0});
  expect_layout(permute(x, v({2, 0, 1})), {{4, 2, 3}, {1, 12, 4}, 0});
  expect_layout(transpose(x, 0, 2), {{4, 3, 2}, {1, 4, 12}, 0});
  expect_layout(unsqueeze(x, 1), {{2, 1, 3, 4}, {12, 12, 4, 1}, 0});
  expect_layout(squeeze(slice(x, 1, 1, 2)), {{2, 4}, {12, 1}, 4});
  expect_layout(select(x, 1, 1), {{2, 4}, {12, 1}, 4});
  expect_layout(slice(select(x, 0, 1), 1, std::nullopt, std::nullopt, 2), {{3, 2}, {4, 2}, 12});
  expect_layout(narrow(x, 2, 1, 2), {{2, 3, 2}, {12, 4, 1}, 1});
  expect_layout(unfold(x, 2, 2, 2), {{2, 3, 2, 2}, {12, 4, 2, 1}, 0});
  expect_layout(diagonal(x, 1, 1, 2), {{2, 3}, {12, 5}, 1});
  expect_layout(diagonal(x, -1, 1, 2), {{2, 2}, {12, 5}, 4});
  expect_layout(slice(x, 1, -5, 100, 3), {{2, 1, 4}, {12, 12, 1}, 0});
  expect_layout(flatten(x, 1), {{2, 12}, {12, 1}, 0});
}

TEST(Views, ExpandUsesStrideZero) {
  Tensor x = arange_2x3x4();
  expect_layout(expand(select(x, 0, 0), v({2, 3, 4})), {{2, 3, 4}, {0, 4, 1}, 0});
  Tensor col = tsr::tensor::empty(v({3, 1}));
  expect_layout(expand(col, v({2, 3, 5})), {{2, 3, 5}, {0, 1, 0}, 0});
}

TEST(Views, ShareStorageAndSeeWrites) {
  Tensor x = arange_2x3x4();
  Tensor row = select(select(x, 0, 1), 0, 2);  // x[1, 2]
  EXPECT_TRUE(row.shares_storage_with(x));
  row.data<float>()[0] = -1.0f;
  EXPECT_EQ(x.data<float>()[20], -1.0f);
}

TEST(Views, ReshapeCopiesOnlyWhenItMust) {
  Tensor x = arange_2x3x4();
  Tensor tr = transpose(x, 1, 2);
  Tensor copied = reshape(tr, v({2, 12}));
  EXPECT_FALSE(copied.shares_storage_with(x));
  const std::vector<float> flat = values(copied);
  EXPECT_EQ(std::vector<float>(flat.begin() + 12, flat.begin() + 17), (std::vector<float>{12, 16, 20, 13, 17}));
  Tensor viewed = reshape(permute(x, v({1, 0, 2})), v({3, 8}));  // PyTorch copies here too
  expect_layout(viewed, {{3, 8}, {8, 1}, 0});
  Tensor strided_view = view(slice(x, 2, std::nullopt, 1), v({6}));
  EXPECT_TRUE(strided_view.shares_storage_with(x));
  expect_layout(strided_view, {{6}, {4}, 0});
}

TEST(Views, ContiguityRules) {
  Tensor x = arange_2x3x4();
  EXPECT_TRUE(x.is_contiguous());
  EXPECT_FALSE(transpose(x, 0, 1).is_contiguous());
  EXPECT_TRUE(unsqueeze(x, 0).is_contiguous());
  EXPECT_TRUE(contiguous(x).is_same(x));
  EXPECT_TRUE(contiguous(transpose(x, 0, 1)).is_contiguous());
}

TEST(Views, CopyConvertsAndBroadcasts) {
  Tensor x = arange_2x3x4();
  Tensor as_long = to_dtype(transpose(x, 0, 2), ScalarType::Long);
  EXPECT_EQ(as_long.data<int64_t>()[1], 12);  // x.transpose(0, 2)[0, 0, 1] == x[1, 0, 0]
  Tensor dst = tsr::tensor::empty(v({2, 3}));
  Tensor row = tsr::tensor::empty(v({3}));
  row.data<float>()[0] = 1; row.data<float>()[1] = 2; row.data<float>()[2] = 3;
  copy_(dst, row);
  EXPECT_EQ(values(dst), (std::vector<float>{1, 2, 3, 1, 2, 3}));
}

// Large enough for the threaded path: a transposed, step-sliced source into a transposed destination of another
// dtype; every element is checked against its index arithmetic.
TEST(Views, CopyBetweenStridedLayoutsOnThreads) {
  const int64_t rows = 300, cols = 500;
  Tensor src = tsr::tensor::empty(v({rows, 2 * cols}), ScalarType::Float);
  std::iota(src.data<float>(), src.data<float>() + src.numel(), 0.0f);
  Tensor stepped = slice(src, 1, 0, 2 * cols, 2);  // [rows, cols], column stride 2
  Tensor dst_storage = tsr::tensor::empty(v({rows, cols}), ScalarType::Double);
  Tensor dst = t(dst_storage);                      // [cols, rows], strides (1, cols)
  copy_(dst, t(stepped));
  const double* d = dst_storage.data<double>();
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c)
      ASSERT_EQ(d[r * cols + c], double(r * 2 * cols + 2 * c)) << r << "," << c;
}

TEST(Views, ErrorsReadAsPyTorchs) {
  Tensor x = view(arange_2x3x4(), v({6, 4}));
  Tensor small = view(x, v({24}));
  small = view(small, v({2, 12}));
  small = slice(slice(small, 1, 0, 3), 0, 0, 2);  // 2x3, like torch.arange(6.).reshape(2, 3) but strided
  Tensor m = reshape(contiguous(small), v({2, 3}));
  ErrorKind kind{};
  EXPECT_EQ(error_of([&] { view(m, v({4, 2})); }), "shape '[4, 2]' is invalid for input of size 6");
  EXPECT_EQ(error_of([&] { view(t(m), v({6})); }),
            "view size is not compatible with input tensor's size and stride (at least one dimension spans across "
            "two contiguous subspaces). Use .reshape(...) instead.");
  EXPECT_EQ(error_of([&] { transpose(m, 0, 2); }, &kind),
            "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  EXPECT_EQ(kind, ErrorKind::IndexError);
  EXPECT_EQ(error_of([&] { expand(m, v({2, 4})); }),
            "The expanded size of the tensor (4) must match the existing size (3) at non-singleton dimension 1.  "
            "Target sizes: [2, 4].  Tensor sizes: [2, 3]");
  EXPECT_EQ(error_of([&] { select(m, 0, 5); }, &kind), "select(): index 5 out of range for tensor of size [2, 3] at dimension 0");
  EXPECT_EQ(kind, ErrorKind::IndexError);
  EXPECT_EQ(error_of([&] { narrow(m, 1, 2, 2); }), "start (2) + length (2) exceeds dimension size (3).");
  EXPECT_EQ(error_of([&] { broadcast_shapes(m.sizes(), Dims{4}); }),
            "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1");
  EXPECT_EQ(error_of([&] { view(m, v({-1, -1})); }), "only one dimension can be inferred");
  EXPECT_EQ(error_of([&] { permute(m, v({0, 0})); }), "permute(): duplicate dims are not allowed.");
  EXPECT_EQ(error_of([&] { expand(m, v({3})); }),
            "expand(torch.FloatTensor{[2, 3]}, size=[3]): the number of sizes provided (1) must be greater or "
            "equal to the number of dimensions in the tensor (2)");
  EXPECT_EQ(error_of([&] { view(m, v({-1, 4})); }), "shape '[-1, 4]' is invalid for input of size 6");
  EXPECT_EQ(error_of([&] { diagonal(m, 0, 1, 1); }), "diagonal dimensions cannot be identical 1, 1");
  // view(dtype): m is float32 (2, 3) with strides (3, 1)
  EXPECT_EQ(error_of([&] { view_dtype(m, ScalarType::Long); }),
            "self.size(-1) must be divisible by 2 to view Float as Long (different element sizes), but got 3");
  EXPECT_EQ(error_of([&] { view_dtype(t(m), ScalarType::Short); }),
            "self.stride(-1) must be 1 to view Float as Short (different element sizes), but got 3");
  EXPECT_EQ(error_of([&] { view_dtype(slice(m, 1, 0, 2), ScalarType::Long); }),
            "self.stride(0) must be divisible by 2 to view Float as Long (different element sizes), but got 3");
  EXPECT_EQ(error_of([&] { view_dtype(select(m, 1, 0), ScalarType::Short); }),
            "self.stride(-1) must be 1 to view Float as Short (different element sizes), but got 3");
  const Tensor halves = view_dtype(m, ScalarType::Short);
  EXPECT_EQ(halves.sizes(), (Dims{2, 6}));
  EXPECT_EQ(halves.strides(), (Dims{6, 1}));
  EXPECT_TRUE(halves.shares_storage_with(m));
}

TEST(Allocator, ReusesFreedBlocksOfTheSameSizeClass) {
  const size_t before = CPUAllocator::instance().stats().system_allocations;
  for (int i = 0; i < 10; ++i) tsr::tensor::empty(v({1000, 1000}));  // 4 MB, freed at once each time
  EXPECT_LE(CPUAllocator::instance().stats().system_allocations, before + 1);
  EXPECT_EQ(CPUAllocator::size_class(1000), 1024u);
  EXPECT_EQ(CPUAllocator::size_class(5000), 5120u);
}
