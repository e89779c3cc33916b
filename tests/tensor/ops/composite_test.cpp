// Composite ops against torch 1.13, with a = torch.arange(6.).reshape(2, 3), v = torch.tensor([1., 2., 3.]).
#include <gtest/gtest.h>

#include "tensor/ops/composite.hpp"
#include "tensor/ops/factory.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
Tensor a() { return reshape(arange(0.0, 6.0), std::vector<int64_t>{2, 3}); }
Tensor v() { return make<float>({3}, {1, 2, 3}, ScalarType::Float); }
void expect_close(const std::vector<float>& got, const std::vector<double>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-5) << i;
}
}  // namespace

TEST(Composite, MatrixProducts) {
  // torch.addmm(torch.ones(2, 2), a, a.t(), beta=0.5, alpha=2) -> [[10.5, 28.5], [28.5, 100.5]]
  EXPECT_EQ(values<float>(addmm(ones(std::vector<int64_t>{2, 2}), a(), t(a()), 0.5, 2)),
            (std::vector<float>{10.5f, 28.5f, 28.5f, 100.5f}));
  EXPECT_EQ(values<float>(dot(v(), v())), (std::vector<float>{14}));
  EXPECT_EQ(values<float>(mv(a(), v())), (std::vector<float>{8, 26}));
  EXPECT_EQ(values<float>(outer(v(), slice(v(), 0, 0, 2))), (std::vector<float>{1, 2, 2, 4, 3, 6}));
  EXPECT_EQ(error_of([] { dot(v(), ones(std::vector<int64_t>{2})); }),
            "inconsistent tensor size, expected tensor [3] and src [2] to have the same number of elements, but got 3 "
            "and 2 elements respectively");
}

TEST(Composite, NormsAndBlends) {
  expect_close(values<float>(norm(a())), {7.416198253631592});
  expect_close(values<float>(norm(a(), 2, std::vector<int64_t>{1})), {2.2360680103302, 7.071067810058594});
  expect_close(values<float>(norm(a(), 1)), {15});
  EXPECT_EQ(values<float>(lerp(v(), make<float>({3}, {3, 6, 9}, ScalarType::Float), 0.5)), (std::vector<float>{2, 4, 6}));
  EXPECT_EQ(values<float>(addcmul(v(), v(), v(), 0.5)), (std::vector<float>{1.5f, 4, 7.5f}));
  EXPECT_EQ(values<float>(prelu(make<float>({2}, {-2, 3}, ScalarType::Float), make<float>({1}, {0.25f}, ScalarType::Float))),
            (std::vector<float>{-0.5f, 3}));
}
