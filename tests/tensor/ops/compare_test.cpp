// Comparisons, logical ops, where and clamp against torch 1.13 (expected values in comments).
#include <gtest/gtest.h>

#include "tensor/ops/compare.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
std::vector<bool> bools(const Tensor& t) {
  std::vector<bool> out;
  for (bool b : values<bool>(t)) out.push_back(b);
  return out;
}
// a = torch.tensor([[1., 5., 3.], [4., 2., 6.]])
Tensor a() { return make<float>({2, 3}, {1, 5, 3, 4, 2, 6}, ScalarType::Float); }
}  // namespace

TEST(Compare, BroadcastComparisonsGiveBools) {
  const Tensor r = compare(a(), make<float>({3}, {3, 3, 3}, ScalarType::Float), CompareOp::Gt);
  EXPECT_EQ(r.dtype(), ScalarType::Bool);
  EXPECT_EQ(bools(r), (std::vector<bool>{false, true, false, true, false, true}));  // a > b
  EXPECT_EQ(bools(compare(a(), scalar_to_tensor(int64_t{3}), CompareOp::Eq)),
            (std::vector<bool>{false, false, true, false, false, false}));  // a == 3
  // torch.tensor([1, 2]) < 2.5 -> [True, True]: compared in float, not truncated
  EXPECT_EQ(bools(compare(make<int64_t>({2}, {1, 2}, ScalarType::Long), scalar_to_tensor(2.5), CompareOp::Lt)),
            (std::vector<bool>{true, true}));
}

TEST(Compare, WhereAndClamp) {
  const Tensor mask = compare(a(), scalar_to_tensor(int64_t{3}), CompareOp::Gt);
  const Tensor w = where(mask, a(), make<int64_t>({}, {0}, ScalarType::Long));
  EXPECT_EQ(w.dtype(), ScalarType::Float);
  EXPECT_EQ(values<float>(w), (std::vector<float>{0, 5, 0, 4, 0, 6}));
  EXPECT_EQ(values<float>(clamp(a(), 2, 4)), (std::vector<float>{2, 4, 3, 4, 2, 4}));
  EXPECT_EQ(values<int64_t>(clamp(make<int64_t>({3}, {1, 5, 9}, ScalarType::Long), std::nullopt, 4)),
            (std::vector<int64_t>{1, 4, 4}));
  try {
    where(make<int64_t>({2}, {1, 0}, ScalarType::Long), a(), a());
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "where expected condition to be a boolean tensor, but got a tensor with dtype Long");
  }
}

TEST(Compare, LogicalOps) {
  const Tensor gt1 = compare(a(), scalar_to_tensor(int64_t{1}), CompareOp::Gt);
  const Tensor lt5 = compare(a(), scalar_to_tensor(int64_t{5}), CompareOp::Lt);
  EXPECT_EQ(bools(logical_and(gt1, lt5)), (std::vector<bool>{false, false, true, true, true, false}));
  EXPECT_EQ(bools(logical_or(gt1, lt5)), (std::vector<bool>(6, true)));
  EXPECT_EQ(bools(logical_not(gt1)), (std::vector<bool>{true, false, false, false, false, false}));
}
