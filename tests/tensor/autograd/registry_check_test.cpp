// The registry's own check: every op with a Tensor input says how it is differentiated (a formula, the
// not-differentiable mark, or composite), and no kernel waits for an op that no declaration defines.
#include <gtest/gtest.h>

#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor::autograd {
namespace {

TEST(RegistryCheck, EveryOpWithATensorInputDeclaresItsDerivative) {
  std::string faults;
  for (const std::string& f : check_registry()) faults += f + "\n";
  EXPECT_EQ(faults, "");
}

TEST(RegistryCheck, ReportsAnOpWithoutAMark) {
  // Declared here without a mark, so the check has something to find (with a CPU kernel, as every op has one);
  // marked below, so the registry is whole again for the other tests.
  static const Operator& op = Dispatcher::instance().define(
      "tsr_test_unmarked(Tensor self) -> Tensor", "An op for this test only.", SourceLocation::from(tsr::source_location::current()));
  Dispatcher::instance().register_kernel("tsr_test_unmarked", DispatchKey::CPU,
                                         {[](const Operator&, DispatchKeySet, Stack&) {}, {}, false});
  std::vector<std::string> faults = check_registry();
  ASSERT_EQ(faults.size(), 1u);
  EXPECT_NE(faults[0].find("tsr_test_unmarked"), std::string::npos) << faults[0];
  const_cast<Operator&>(op).set_derivative(not_differentiable());
  EXPECT_TRUE(check_registry().empty());
  EXPECT_EQ(differentiability(op), Differentiability::NonDifferentiable);
}

TEST(RegistryCheck, ReportsAKernelForAnUndefinedOp) {
  Dispatcher::instance().register_kernel("tsr_test_no_such_op", DispatchKey::CPU,
                                         {[](const Operator&, DispatchKeySet, Stack&) {}, {}, false});
  std::vector<std::string> faults = check_registry();
  ASSERT_EQ(faults.size(), 1u);
  EXPECT_NE(faults[0].find("tsr_test_no_such_op"), std::string::npos) << faults[0];
  // Defining the op takes the waiting kernel, and the fault goes.
  Dispatcher::instance().define("tsr_test_no_such_op(int n) -> Tensor", "An op for this test only.",
                                SourceLocation::from(tsr::source_location::current()));
  EXPECT_TRUE(check_registry().empty());
}

TEST(RegistryCheck, DifferentiabilityFollowsTheDeclaration) {
  EXPECT_EQ(differentiability(find_op("exp")), Differentiability::Formula);
  EXPECT_EQ(differentiability(find_op("argmax")), Differentiability::NonDifferentiable);
  EXPECT_EQ(differentiability(find_op("matmul")), Differentiability::Composite);
  EXPECT_EQ(differentiability(find_op("zeros")), Differentiability::NonDifferentiable);
  EXPECT_EQ(find_op("exp").derivative()->node, "ExpBackward0");
  EXPECT_EQ(describe_derivative(find_op("mul.Tensor")), "MulBackward0, saving self, other");
}

}  // namespace
}  // namespace tsr::tensor::autograd
