// cat / stack / split / chunk against torch 1.13 (expected values and messages in comments).
#include <gtest/gtest.h>

#include "tensor/dispatch/dispatcher.hpp"
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

// The resampling and padding backward ops check their arguments as PyTorch 1.13's (messages recorded from it with
// torch.ops.aten, which tsr does not have); a mismatched grad_output or padding read outside the tensors before.
TEST(ResampleAndPadBackward, ErrorsReadAsPyTorchs) {
  auto call = [](const char* op, Stack args) { return call_tensor_op(find_op(op), std::move(args)); };
  const std::vector<int64_t> out1{4}, in1{1, 2, 3}, out2{4, 4}, in2{1, 2, 3, 3};
  EXPECT_EQ(error_of([&] { call("upsample_linear1d_backward", {zeros(std::vector<int64_t>{1, 2, 5}), out1, in1, false}); }),
            "Expected a tensor of dimension 3 and tensor.size[2] == 4 but got: dimension 3 and tensor.size[2] = 5");
  EXPECT_EQ(error_of([&] { call("upsample_linear1d_backward", {zeros(std::vector<int64_t>{2, 4}), out1, in1, false}); }),
            "Expected a tensor of dimension 3 and tensor.size[0] == 1 but got: dimension 2 and tensor.size[0] = 2");
  EXPECT_EQ(error_of([&] {
              call("upsample_bilinear2d_backward", {zeros(std::vector<int64_t>{1, 3, 4, 4}), out2, in2, false});
            }),
            "Expected grad_output to have the same shape as output; output.size(1) = 2 but got grad_output.size(1) = 3");
  EXPECT_EQ(error_of([&] { call("upsample_bicubic2d_backward", {zeros(std::vector<int64_t>{2, 4, 4}), out2, in2, false}); }),
            "Expected grad_output to be a tensor of dimension 4 but got: dimension 3");
  EXPECT_EQ(error_of([&] {
              call("reflection_pad1d_backward",
                   {zeros(std::vector<int64_t>{1, 2, 9}), zeros(std::vector<int64_t>{1, 2, 3}), std::vector<int64_t>{3, 3}});
            }),
            "Argument #4: Padding size should be less than the corresponding input dimension, but got: padding (3, 3) "
            "at dimension 2 of input [1, 2, 3]");
  EXPECT_EQ(error_of([&] {
              call("reflection_pad2d_backward", {zeros(std::vector<int64_t>{1, 2, 5, 6}), zeros(std::vector<int64_t>{1, 2, 3, 3}),
                                                 std::vector<int64_t>{1, 1, 1, 1}});
            }),
            "gradOutput width unexpected. Expected: 5, Got: 6");
}
