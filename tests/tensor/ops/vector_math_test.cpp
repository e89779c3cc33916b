// The vectorisable float32 exp/log/tanh/sigmoid (Note [Vector math]) against libm in double precision: at most
// 2 ulp from the correctly rounded value over a dense sweep, and exact special values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "tensor/kernels/cpu/vector_math.hpp"

namespace vm = tsr::tensor::vector_math;

namespace {

// Distance in units in the last place between `got` and the float nearest to `want`.
double ulp_error(float got, double want) {
  const float rounded = static_cast<float>(want);
  if (got == rounded) return 0;
  const double ulp = std::nextafter(std::fabs(rounded), std::numeric_limits<float>::infinity()) - std::fabs(rounded);
  return std::fabs(static_cast<double>(got) - want) / (ulp > 0 ? ulp : std::numeric_limits<float>::denorm_min());
}

// The worst ulp error of f against reference over `count` points spread across [lo, hi].
template <class F, class Ref>
double worst_ulp(F f, Ref reference, double lo, double hi, int count = 200000) {
  double worst = 0;
  for (int i = 0; i <= count; ++i) {
    const float x = static_cast<float>(lo + (hi - lo) * i / count);
    worst = std::max(worst, ulp_error(f(x), reference(static_cast<double>(x))));
  }
  return worst;
}

constexpr float kInf = std::numeric_limits<float>::infinity();

}  // namespace

TEST(VectorMath, ExpWithinTwoUlp) {
  EXPECT_LE(worst_ulp(vm::exp, [](double x) { return std::exp(x); }, -87, 88.7), 2.0);
  EXPECT_LE(worst_ulp(vm::exp, [](double x) { return std::exp(x); }, -1, 1), 2.0);
  // Subnormal results round as the exact value would.
  EXPECT_LE(worst_ulp(vm::exp, [](double x) { return std::exp(x); }, -103, -88), 2.0);
}

TEST(VectorMath, ExpSpecialValues) {
  EXPECT_EQ(vm::exp(0.0f), 1.0f);
  EXPECT_EQ(vm::exp(89.0f), kInf);
  EXPECT_EQ(vm::exp(kInf), kInf);
  EXPECT_EQ(vm::exp(-kInf), 0.0f);
  EXPECT_EQ(vm::exp(-200.0f), 0.0f);
  EXPECT_TRUE(std::isnan(vm::exp(std::nanf(""))));
}

TEST(VectorMath, LogWithinTwoUlp) {
  EXPECT_LE(worst_ulp(vm::log, [](double x) { return std::log(x); }, 1e-6, 10), 2.0);
  EXPECT_LE(worst_ulp(vm::log, [](double x) { return std::log(x); }, 0.5, 2), 2.0);
  EXPECT_LE(worst_ulp(vm::log, [](double x) { return std::log(x); }, 1e30, 3e38), 2.0);
  EXPECT_LE(ulp_error(vm::log(1e-40f), std::log(static_cast<double>(1e-40f))), 2.0);  // a subnormal input
}

TEST(VectorMath, LogSpecialValues) {
  EXPECT_EQ(vm::log(1.0f), 0.0f);
  EXPECT_EQ(vm::log(0.0f), -kInf);
  EXPECT_EQ(vm::log(kInf), kInf);
  EXPECT_TRUE(std::isnan(vm::log(-1.0f)));
  EXPECT_TRUE(std::isnan(vm::log(std::nanf(""))));
}

TEST(VectorMath, TanhAndSigmoidWithinThreeUlp) {
  EXPECT_LE(worst_ulp(vm::tanh, [](double x) { return std::tanh(x); }, -10, 10), 3.0);
  EXPECT_LE(worst_ulp(vm::tanh, [](double x) { return std::tanh(x); }, -1e-3, 1e-3), 2.0);
  EXPECT_LE(worst_ulp(vm::sigmoid, [](double x) { return 1 / (1 + std::exp(-x)); }, -80, 30), 3.0);
  EXPECT_EQ(vm::tanh(kInf), 1.0f);
  EXPECT_EQ(vm::tanh(-kInf), -1.0f);
  EXPECT_EQ(vm::sigmoid(-kInf), 0.0f);
  EXPECT_EQ(vm::sigmoid(kInf), 1.0f);
}
