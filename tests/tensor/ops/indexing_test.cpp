// Indexing ops against torch 1.13, with a = torch.arange(12.).reshape(3, 4) (expected values in comments).
#include <gtest/gtest.h>

#include "tensor/ops/compare.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
Tensor a() { return reshape(arange(0.0, 12.0), std::vector<int64_t>{3, 4}); }
Tensor longs(std::vector<int64_t> shape, std::vector<int64_t> v) { return make(shape, v, ScalarType::Long); }
Tensor floats(std::vector<int64_t> shape, std::vector<float> v) { return make(shape, v, ScalarType::Float); }
}  // namespace

TEST(Indexing, IndexSelectGatherScatter) {
  EXPECT_EQ(values<float>(index_select(a(), 1, longs({2}, {3, 0}))),
            (std::vector<float>{3, 0, 7, 4, 11, 8}));  // [[3, 0], [7, 4], [11, 8]]
  EXPECT_EQ(values<float>(gather(a(), 1, longs({3, 2}, {0, 0, 1, 0, 3, 2}))),
            (std::vector<float>{0, 0, 5, 4, 11, 10}));
  const Tensor scattered = scatter(zeros(std::vector<int64_t>{3, 4}), 1, longs({3, 1}, {1, 2, 0}),
                                   ones(std::vector<int64_t>{3, 1}));
  EXPECT_EQ(values<float>(scattered), (std::vector<float>{0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0}));
  EXPECT_EQ(error_of([] { index_select(a(), 1, longs({1}, {5})); }), "INDICES element is out of DATA bounds, id=5 axis_dim=4");
  EXPECT_EQ(error_of([] { gather(a(), 1, longs({1, 1}, {4})); }), "index 4 is out of bounds for dimension 1 with size 4");
}

TEST(Indexing, MasksAndNonzero) {
  const Tensor big = compare(a(), scalar_to_tensor(int64_t{8}), CompareOp::Gt);
  const Tensor filled = masked_fill(a(), big, -1);
  EXPECT_EQ(filled.dtype(), ScalarType::Float);
  EXPECT_EQ(values<float>(filled), (std::vector<float>{0, 1, 2, 3, 4, 5, 6, 7, 8, -1, -1, -1}));
  EXPECT_EQ(values<float>(masked_select(a(), big)), (std::vector<float>{9, 10, 11}));
  // torch.nonzero(torch.tensor([[0, 1], [1, 0]])) -> [[0, 1], [1, 0]]
  const Tensor nz = nonzero(longs({2, 2}, {0, 1, 1, 0}));
  EXPECT_EQ(nz.sizes(), (Dims{2, 2}));
  EXPECT_EQ(values<int64_t>(nz), (std::vector<int64_t>{0, 1, 1, 0}));
}

TEST(Indexing, OneHot) {
  EXPECT_EQ(values<int64_t>(one_hot(longs({2}, {0, 2}), 4)), (std::vector<int64_t>{1, 0, 0, 0, 0, 0, 1, 0}));
  EXPECT_EQ(one_hot(longs({2}, {0, 2})).sizes(), (Dims{2, 3}));
  EXPECT_EQ(error_of([] { one_hot(longs({1}, {5}), 3); }), "Class values must be smaller than num_classes.");
}

TEST(Indexing, SortIsStableAndTopk) {
  const ValuesIndices up = sort(floats({4}, {3, 1, 2, 1}));
  EXPECT_EQ(values<float>(up.values), (std::vector<float>{1, 1, 2, 3}));
  EXPECT_EQ(values<int64_t>(up.indices), (std::vector<int64_t>{1, 3, 2, 0}));
  EXPECT_EQ(values<int64_t>(sort(floats({4}, {3, 1, 2, 1}), -1, true).indices), (std::vector<int64_t>{0, 2, 1, 3}));
  const ValuesIndices top = topk(floats({2, 3}, {3, 1, 2, 0, 5, 4}), 2);
  EXPECT_EQ(values<float>(top.values), (std::vector<float>{3, 2, 5, 4}));
  EXPECT_EQ(values<int64_t>(top.indices), (std::vector<int64_t>{0, 2, 1, 2}));
}

namespace {
Tensor x24() { return reshape(arange(0.0, 24.0), std::vector<int64_t>{2, 3, 4}); }
Tensor none() { return Tensor(); }
}  // namespace

TEST(AdvancedIndexing, ResultShapesFollowPyTorchsRule) {
  EXPECT_EQ(index(x24(), {none(), longs({2}, {0, 2})}).sizes(), (Dims{2, 2, 4}));          // x[:, [0, 2]]
  EXPECT_EQ(index(x24(), {none(), longs({2}, {0, 2}), longs({2}, {1, 3})}).sizes(), (Dims{2, 2}));
  EXPECT_EQ(index(x24(), {longs({2}, {0, 1}), none(), longs({2}, {1, 3})}).sizes(), (Dims{2, 3}));  // not adjacent
  EXPECT_EQ(index(x24(), {longs({1}, {1}), longs({1}, {2})}).sizes(), (Dims{1, 4}));
  EXPECT_EQ(index(x24(), {none(), longs({2, 2}, {0, 1, 2, 0})}).sizes(), (Dims{2, 2, 2, 4}));
  // x[:, [0, 2], [1, 3]] -> [[1, 11], [13, 23]]
  EXPECT_EQ(values<float>(index(x24(), {none(), longs({2}, {0, 2}), longs({2}, {1, 3})})),
            (std::vector<float>{1, 11, 13, 23}));
  // x[x > 20] -> [21, 22, 23]
  EXPECT_EQ(values<float>(index(x24(), {compare(x24(), scalar_to_tensor(int64_t{20}), CompareOp::Gt)})),
            (std::vector<float>{21, 22, 23}));
  EXPECT_EQ(error_of([] { index(x24(), {longs({1}, {5})}); }), "index 5 is out of bounds for dimension 0 with size 2");
}

TEST(AdvancedIndexing, IndexPutWritesAndAccumulates) {
  Tensor y = zeros(std::vector<int64_t>{3, 4});
  index_put_(y, {longs({2}, {0, 2}), longs({2}, {1, 3})}, floats({2}, {5, 6}));  // y[[0, 2], [1, 3]] = [5., 6.]
  EXPECT_EQ(values<float>(y), (std::vector<float>{0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6}));
  index_put_(y, {compare(y, scalar_to_tensor(int64_t{4}), CompareOp::Gt)}, floats({}, {-1}));  // y[y > 4] = -1
  EXPECT_EQ(values<float>(y), (std::vector<float>{0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1}));
  index_put_(y, {longs({2}, {0, 0})}, floats({}, {1}), true);  // duplicates accumulate
  EXPECT_EQ(values<float>(select(y, 0, 0)), (std::vector<float>{2, 1, 2, 2}));
  EXPECT_EQ(error_of([&] { index_put_(y, {longs({2}, {0, 1})}, ones(std::vector<int64_t>{3})); }),
            "shape mismatch: value tensor of shape [3] cannot be broadcast to indexing result of shape [2, 4]");
}
