// The engine's rules: accumulation, freed graphs, version checks, leaf in-place, grad mode, double backward.
// Each op's gradients against finite differences are the registry walker's (tests/tensor/op_registry), which
// replaced the hand-written gradcheck list that was here.
#include <gtest/gtest.h>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "autograd_test_util.hpp"

namespace tsr::tensor::autograd {
namespace {

using testing::leaf;
using testing::op;

TEST(Engine, AccumulatesAcrossBackwardCalls) {
  Tensor x = leaf({2.0, -1.0}, {2});
  Tensor y = op("sum", {pow(x, Scalar(2)), NoneValue{}});
  backward({y}, {Tensor()}, true, false);
  backward({y}, {Tensor()}, false, false);
  Tensor g = grad(x);
  EXPECT_DOUBLE_EQ(g.data<double>()[0], 8.0);  // 2 * 2x
  EXPECT_DOUBLE_EQ(g.data<double>()[1], -4.0);
}

TEST(Engine, SecondBackwardWithoutRetainRaises) {
  Tensor x = leaf({1.0, 2.0}, {2});
  Tensor y = op("sum", {mul(x, x), NoneValue{}});
  backward({y}, {Tensor()}, false, false);
  try {
    backward({y}, {Tensor()}, false, false);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_TRUE(std::string(e.what()).starts_with("Trying to backward through the graph a second time"));
  }
}

TEST(Engine, InPlaceChangeOfASavedTensorIsCaught) {
  // add saves nothing, so changing its output in place does not invalidate the graph...
  Tensor x = leaf({1.0, 2.0}, {2});
  Tensor y = add(x, scalar_to_tensor(1.0));
  Tensor z = op("sum", {y, NoneValue{}});
  {
    GradModeGuard off(false);
    fill_(y, 3.0);
  }
  EXPECT_NO_THROW(backward({z}, {Tensor()}, false, false));
  // ...but mul saves its inputs, so changing one before backward is caught.
  Tensor x2 = leaf({1.0}, {1});
  Tensor ex = exp(x2);
  Tensor prod = op("sum", {mul(ex, ex), NoneValue{}});
  {
    GradModeGuard off(false);
    fill_(ex, 0.0);
  }
  EXPECT_THROW(backward({prod}, {Tensor()}, false, false), Error);
}

TEST(Engine, LeafInPlaceRaisesAndNoGradSkipsRecording) {
  Tensor x = leaf({1.0, 2.0}, {2});
  EXPECT_THROW(op("add_.Tensor", {x, scalar_to_tensor(1.0), int64_t(1)}), Error);
  GradModeGuard off(false);
  Tensor y = mul(x, x);
  EXPECT_FALSE(requires_grad(y));
  EXPECT_FALSE(grad_fn(y));
}

TEST(Engine, CreateGraphGivesSecondDerivatives) {
  Tensor x = leaf({1.5}, {1});
  Tensor y = op("sum", {pow(x, Scalar(3)), NoneValue{}});
  std::vector<Tensor> g = grad({y}, {x}, {Tensor()}, true, true, false);  // 3x^2
  ASSERT_TRUE(requires_grad(g[0]));
  std::vector<Tensor> g2 = grad({op("sum", {g[0], NoneValue{}})}, {x}, {Tensor()}, false, false, false);  // 6x
  EXPECT_NEAR(g2[0].data<double>()[0], 9.0, 1e-12);
}

}  // namespace
}  // namespace tsr::tensor::autograd
