// Matrix products and reductions against torch 1.13 (expected values in comments).
#include <gtest/gtest.h>

#include <numeric>

#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
std::vector<int64_t> shape(std::initializer_list<int64_t> l) { return l; }
Tensor arange_f(int64_t n, std::vector<int64_t> s) { return reshape(arange(0.0, double(n)), s); }

}  // namespace

TEST(Matmul, MatchesPyTorchForEveryLayout) {
  const Tensor a = arange_f(6, {2, 3}), b = arange_f(12, {3, 4});
  const std::vector<float> expected{20, 23, 26, 29, 56, 68, 80, 92};  // a @ b
  EXPECT_EQ(values<float>(matmul(a, b)), expected);
  EXPECT_EQ(values<float>(matmul(t(contiguous(t(a))), b)), expected);  // an operand stored transposed
  // b.t() @ a.t() -> [[20, 56], [23, 68], [26, 80], [29, 92]]
  EXPECT_EQ(values<float>(matmul(t(b), t(a))), (std::vector<float>{20, 56, 23, 68, 26, 80, 29, 92}));
}

TEST(Matmul, ShapesFollowPyTorchsRules) {
  EXPECT_EQ(matmul(ones(shape({2, 3, 4})), ones(shape({4}))).sizes(), (Dims{2, 3}));
  EXPECT_EQ(matmul(ones(shape({5, 1, 2, 3})), ones(shape({4, 3, 2}))).sizes(), (Dims{5, 4, 2, 2}));
  const Tensor dot = matmul(arange(0.0, 3.0), arange(0.0, 3.0));
  EXPECT_EQ(dot.dim(), 0);
  EXPECT_EQ(values<float>(dot)[0], 5.0f);
  EXPECT_EQ(values<float>(matmul(ones(shape({5, 1, 2, 3})), ones(shape({4, 3, 2}))))[0], 3.0f);
}

TEST(Matmul, ShapeErrorIsPyTorchs) {
  EXPECT_EQ(error_of([] { matmul(ones(shape({64, 2})), ones(shape({3, 4}))); }),
            "mat1 and mat2 shapes cannot be multiplied (64x2 and 3x4)");
}

TEST(Reduce, SumAndMean) {
  const Tensor a = arange_f(6, {2, 3}), b = arange_f(12, {3, 4});
  EXPECT_EQ(values<float>(sum(a))[0], 15.0f);
  EXPECT_EQ(values<float>(sum(a, shape({1}))), (std::vector<float>{3, 12}));
  const Tensor kept = sum(a, shape({0}), true);
  EXPECT_EQ(kept.sizes(), (Dims{1, 3}));
  EXPECT_EQ(values<float>(kept), (std::vector<float>{3, 5, 7}));
  EXPECT_EQ(sum(arange(0, 6)).dtype(), ScalarType::Long);
  EXPECT_EQ(values<float>(mean(a, shape({1}))), (std::vector<float>{1, 4}));
  EXPECT_EQ(values<float>(sum(b, shape({0, 1})))[0], 66.0f);
  EXPECT_EQ(values<float>(sum(t(b), shape({1}))), (std::vector<float>{12, 15, 18, 21}));
  EXPECT_EQ(error_of([] { mean(arange(0, 3)); }),
            "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. "
            "Got: Long");
}

TEST(Reduce, LongFloatSumIsAccurate) {
  // torch.manual_seed(0); torch.randn(10000).sum().item().hex() == '-0x1.abed4c0000000p+6'
  manual_seed(0);
  const float s = values<float>(sum(randn(shape({10000}))))[0];
  EXPECT_NEAR(s, -0x1.abed4cp+6f, 2e-5f);
}
