// cat / stack / split / chunk against torch 1.13 (expected values and messages in comments).
#include <gtest/gtest.h>

#include "tensor/ops/factory.hpp"
#include "tensor/ops/shape_ops.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
std::vector<float> values(const Tensor& t) {
  Tensor c = contiguous(to_dtype(t, ScalarType::Float));
  return std::vector<float>(c.data<float>(), c.data<float>() + c.numel());
}
Tensor arange_f(int64_t n, std::vector<int64_t> s) { return reshape(arange(0.0, double(n)), s); }
}  // namespace

TEST(ShapeOps, CatAndStack) {
  const Tensor a = arange_f(6, {2, 3}), b = arange_f(4, {2, 2});
  // torch.cat([a, b], 1) -> [[0, 1, 2, 0, 1], [3, 4, 5, 2, 3]]
  EXPECT_EQ(values(cat({a, b}, 1)), (std::vector<float>{0, 1, 2, 0, 1, 3, 4, 5, 2, 3}));
  EXPECT_EQ(stack({a, a}, 1).sizes(), (Dims{2, 2, 3}));
  // torch.cat([torch.tensor([1, 2]), torch.tensor([1.5])]).dtype == float32
  EXPECT_EQ(cat({arange(1, 3), full(std::vector<int64_t>{1}, 1.5)}).dtype(), ScalarType::Float);
}

TEST(ShapeOps, SplitAndChunkReturnViews) {
  const Tensor a = arange_f(6, {2, 3});
  const std::vector<Tensor> parts = split(a, 2, 1);
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(parts[0].sizes(), (Dims{2, 2}));
  EXPECT_EQ(parts[1].sizes(), (Dims{2, 1}));
  EXPECT_EQ(parts[1].storage_offset(), 2);
  EXPECT_TRUE(parts[1].shares_storage_with(a));
  EXPECT_EQ(split_with_sizes(a, {1, 2}, 1)[1].sizes(), (Dims{2, 2}));
  // [t.tolist() for t in torch.arange(7).chunk(3)] -> [[0, 1, 2], [3, 4, 5], [6]]
  const std::vector<Tensor> chunks = chunk(arange(0, 7), 3);
  ASSERT_EQ(chunks.size(), 3u);
  EXPECT_EQ(values(chunks[2]), (std::vector<float>{6}));
}

TEST(ShapeOps, ErrorsReadAsPyTorchs) {
  const Tensor a = arange_f(6, {2, 3}), b = arange_f(4, {2, 2});
  EXPECT_EQ(error_of([&] { cat({a, b}, 0); }),
            "Sizes of tensors must match except in dimension 0. Expected size 3 but got size 2 for tensor number 1 in "
            "the list.");
  EXPECT_EQ(error_of([] { cat({}); }), "torch.cat(): expected a non-empty list of Tensors");
  EXPECT_EQ(error_of([&] { stack({a, b}); }),
            "stack expects each tensor to be equal size, but got [2, 3] at entry 0 and [2, 2] at entry 1");
  EXPECT_EQ(error_of([&] { cat({a, ones(std::vector<int64_t>{3})}); }),
            "Tensors must have same number of dimensions: got 2 and 1");
}
