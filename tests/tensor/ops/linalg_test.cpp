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
  // A cascade sum in float stays within a few ULPs (7.6e-6 here) of the exact sum, where adding 10000 values one
  // after another drifts by about 1e-4. (PyTorch's own cascade gives -0x1.abed4cp+6, 1.3 ULPs from the exact
  // -106.98174494; the orders of addition differ, so the last bits may too.)
  manual_seed(0);
  const Tensor x = randn(shape({10000}));
  double exact = 0;
  for (float v : values<float>(x)) exact += v;
  const float s = values<float>(sum(x))[0];
  EXPECT_NEAR(s, exact, 2e-5);
  EXPECT_NEAR(exact, -106.98174494039267, 1e-9);  // the same randn stream as PyTorch's
}
