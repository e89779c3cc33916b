// Reductions and softmax-family ops against torch 1.13 (values from
// a = torch.tensor([[1., 5., 3.], [4., 2., 6.]]), shown in comments).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "tensor/ops/compare.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
Tensor a() {
  Tensor t = tsr::tensor::empty(std::vector<int64_t>{2, 3}, ScalarType::Float);
  const float v[] = {1, 5, 3, 4, 2, 6};
  std::copy(v, v + 6, t.data<float>());
  return t;
}
std::vector<int64_t> dims(std::initializer_list<int64_t> l) { return l; }
void expect_close(const std::vector<float>& got, const std::vector<double>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-6) << i;
}
}  // namespace

TEST(Reductions, MaxMinArgmax) {
  const ValuesIndices m = max(a(), 1);  // values=[5., 6.], indices=[1, 2]
  EXPECT_EQ(values<float>(m.values), (std::vector<float>{5, 6}));
  EXPECT_EQ(values<int64_t>(m.indices), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(values<int64_t>(argmax(a())), (std::vector<int64_t>{5}));
  EXPECT_EQ(values<int64_t>(min(a(), 1).indices), (std::vector<int64_t>{0, 1}));  // a.argmin(1)
  EXPECT_EQ(values<float>(amax(a(), dims({0}))), (std::vector<float>{4, 5, 6}));
  EXPECT_EQ(values<float>(max(a())), (std::vector<float>{6}));
  EXPECT_EQ(values<int64_t>(argmin(a(), 1)), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(values<float>(amin(a(), dims({1}))), (std::vector<float>{1, 2}));
}

TEST(Reductions, ProdVarStdAllAny) {
  EXPECT_EQ(values<float>(prod(a())), (std::vector<float>{720}));
  EXPECT_EQ(values<float>(var(a(), {})), (std::vector<float>{3.5f}));
  expect_close(values<float>(tsr::tensor::std(a(), dims({1}), 0)), {1.632993221282959, 1.632993221282959});
  const Tensor gt2 = compare(a(), scalar_to_tensor(int64_t{2}), CompareOp::Gt);
  EXPECT_FALSE(values<bool>(all(gt2))[0]);
  EXPECT_EQ(values<bool>(any(gt2, dims({1}))), (std::vector<bool>{true, true}));
}

TEST(Reductions, SoftmaxFamily) {
  expect_close(values<float>(softmax(a(), 1)), {0.01587623916566372, 0.8668133020401001, 0.11731041967868805,
                                                0.11731042712926865, 0.01587624102830887, 0.8668133616447449});
  expect_close(values<float>(log_softmax(a(), 0)), {-3.0485873222351074, -0.04858732968568802, -3.0485873222351074,
                                                    -0.04858732968568802, -3.0485873222351074, -0.04858732968568802});
  expect_close(values<float>(logsumexp(a(), dims({1}))), {5.142931938171387, 6.1429314613342285});
  EXPECT_EQ(values<float>(cumsum(a(), 1)), (std::vector<float>{1, 6, 9, 4, 6, 12}));
}

TEST(Reductions, EmptyMaxIsPyTorchsError) {
  try {
    max(tsr::tensor::empty(std::vector<int64_t>{0}));
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "max(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with "
              "the 'dim' argument.");
    EXPECT_EQ(e.kind, ErrorKind::RuntimeError);  // (PyTorch's is a RuntimeError; with a dim, an IndexError)
  }
}

// Float sums carry PyTorch's bits, not just its value: the same order of additions (sum_order.hpp) for full,
// inner, outer and mixed reductions, over contiguous and permuted inputs. sum_order_cases.inc holds the bits
// torch 1.13 gives (make_sum_order_cases.py); the inputs are an LCG both sides compute exactly.
namespace {
struct SumCase {
  std::vector<int64_t> shape, perm, dims;
  bool keepdim;
  std::vector<uint32_t> bits;
};
const SumCase kSumCases[] = {
#include "sum_order_cases.inc"
};
Tensor lcg_tensor(const std::vector<int64_t>& shape, uint32_t seed) {
  Tensor x = tsr::tensor::empty(shape, ScalarType::Float);
  uint32_t state = seed;
  for (int64_t i = 0; i < x.numel(); ++i) {
    state = state * 1664525u + 1013904223u;
    x.data<float>()[i] = static_cast<float>(state >> 8) / 65536.0f - 128.0f;
  }
  return x;
}
}  // namespace

TEST(Reductions, FloatSumsHavePyTorchsBits) {
  uint32_t seed = 1000;
  for (const SumCase& c : kSumCases) {
    Tensor x = lcg_tensor(c.shape, seed++);
    if (!c.perm.empty()) x = permute(x, c.perm);
    const Tensor s = c.dims.empty() ? sum(x) : sum(x, c.dims, c.keepdim);
    ASSERT_EQ(static_cast<size_t>(s.numel()), c.bits.size());
    const Tensor flat = contiguous(s);
    for (size_t i = 0; i < c.bits.size(); ++i) {
      uint32_t got;
      std::memcpy(&got, flat.data<float>() + i, sizeof got);
      ASSERT_EQ(got, c.bits[i]) << "case with seed " << seed - 1 << ", element " << i;
    }
  }
}
