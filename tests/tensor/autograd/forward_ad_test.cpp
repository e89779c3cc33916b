// Forward-mode AD (Note [Forward AD], tensor/autograd/forward_ad.hpp): tangents through ops as Jacobian-vector
// products from the reverse-mode formulas, routed by the Autograd key; one level, its end, its errors.
#include "tensor/autograd/forward_ad.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "autograd_test_util.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"

namespace tsr::tensor::autograd {
namespace {

namespace fad = forward_ad;
using testing::op;

Tensor values(std::vector<double> v) {
  const int64_t n = static_cast<int64_t>(v.size());
  Tensor t = empty(std::vector<int64_t>{n}, ScalarType::Double);
  for (int64_t i = 0; i < n; ++i) t.data<double>()[i] = v[static_cast<size_t>(i)];
  return t;
}

// A dual level for the test's scope.
struct Level {
  Level() { fad::enter_dual_level(); }
  ~Level() { fad::exit_dual_level(-1); }
};

TEST(ForwardAD, ProductAndExpGiveTheirJacobianVectorProducts) {
  Level level;
  const Tensor x = values({0.5, -1.0, 2.0});
  const Tensor t = values({1.0, 2.0, 3.0});
  const Tensor d = fad::make_dual(x, t);
  EXPECT_TRUE(d.impl()->needs_autograd());            // its calls go through the Autograd key
  EXPECT_FALSE(x.impl()->has_fw_grad());              // the primal itself carries nothing
  const Tensor tangent = fad::tangent_of(mul(d, d));  // d(x^2) = 2 x t, the same tensor counted once
  const Tensor e = fad::tangent_of(op("exp", {d}));   // e^x t
  for (int64_t i = 0; i < 3; ++i) {
    const double xi = x.data<double>()[i], ti = t.data<double>()[i];
    EXPECT_DOUBLE_EQ(tangent.data<double>()[i], 2 * xi * ti);
    EXPECT_NEAR(e.data<double>()[i], std::exp(xi) * ti, 1e-12);
  }
  EXPECT_TRUE(fad::tangent_of(fad::make_dual(x, t)).is_same(t));  // the tangent given, not a copy
  EXPECT_FALSE(fad::tangent_of(mul(x, x)).defined());             // no dual argument, no tangent
}

TEST(ForwardAD, InPlaceWritesReplaceTheTangentAndLeaveThePrimalWrittenOnce) {
  Level level;
  Tensor w = fad::make_dual(values({1.0, 1.0}), values({0.0, 1.0}));
  const Tensor d = fad::make_dual(values({2.0, 3.0}), values({1.0, 1.0}));
  mul_(w, d);  // w = w * d: tangent t_w * d + w * t_d
  EXPECT_DOUBLE_EQ(w.data<double>()[0], 2.0);
  EXPECT_DOUBLE_EQ(w.data<double>()[1], 3.0);
  const Tensor t = fad::tangent_of(w);
  EXPECT_DOUBLE_EQ(t.data<double>()[0], 0.0 * 2.0 + 1.0 * 1.0);
  EXPECT_DOUBLE_EQ(t.data<double>()[1], 1.0 * 3.0 + 1.0 * 1.0);
}

TEST(ForwardAD, TheLevelsEndMakesTangentsStaleAndItsErrorsArePyTorchs) {
  Tensor d;
  {
    Level level;
    EXPECT_THROW(fad::enter_dual_level(), Error);  // nested levels are not supported (PyTorch 1.13)
    EXPECT_THROW(fad::make_dual(values({1.0}), values({1.0, 2.0})), Error);  // sizes differ
    d = fad::make_dual(values({1.0}), values({5.0}));
    EXPECT_TRUE(fad::tangent_of(d).defined());
    EXPECT_THROW(fad::exit_dual_level(3), Error);  // not the current level
  }
  EXPECT_FALSE(fad::tangent_of(d).defined());
  EXPECT_FALSE(fad::active());
  EXPECT_THROW(fad::make_dual(values({1.0}), values({1.0})), Error);  // no level
  EXPECT_THROW(fad::exit_dual_level(-1), Error);
  const Tensor after = mul(d, d);  // a stale tangent routes through Autograd and adds nothing
  EXPECT_FALSE(fad::tangent_of(after).defined());
}

}  // namespace
}  // namespace tsr::tensor::autograd
