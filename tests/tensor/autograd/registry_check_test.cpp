// The registry's own check: every op with a Tensor input says how it is differentiated (a formula, the
// not-differentiable mark, or composite), and no kernel waits for an op that no declaration defines.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>

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

// The faults below are made in a child process (a death test's fork), so the registry the other tests walk keeps
// no op made for this file.
bool reports_only(const std::string& name) {
  const std::vector<std::string> faults = check_registry();
  if (faults.size() != 1 || faults[0].find(name) == std::string::npos) {
    for (const std::string& f : faults) std::fprintf(stderr, "%s\n", f.c_str());
    return false;
  }
  return true;
}

TEST(RegistryCheck, ReportsAnOpWithoutAMark) {
  EXPECT_EXIT(
      {
        Operator& op = Dispatcher::instance().define("tsr_test_unmarked(Tensor self) -> Tensor", "An op of this test.",
                                                     SourceLocation::from(tsr::source_location::current()));
        bool ok = reports_only("tsr_test_unmarked");
        op.set_derivative(not_differentiable());
        ok = ok && check_registry().empty() && differentiability(op) == Differentiability::NonDifferentiable;
        std::exit(ok ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(RegistryCheck, ReportsAKernelForAnUndefinedOp) {
  EXPECT_EXIT(
      {
        Dispatcher::instance().register_kernel("tsr_test_no_such_op", DispatchKey::CPU,
                                               {[](const Operator&, DispatchKeySet, Stack&) {}, {}, false});
        bool ok = reports_only("tsr_test_no_such_op");
        // Defining the op takes the waiting kernel, and the fault goes.
        Dispatcher::instance().define("tsr_test_no_such_op(int n) -> Tensor", "An op of this test.",
                                      SourceLocation::from(tsr::source_location::current()));
        ok = ok && check_registry().empty();
        std::exit(ok ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(RegistryCheck, DifferentiabilityFollowsTheDeclaration) {
  EXPECT_EQ(differentiability(find_op("exp")), Differentiability::Formula);
  EXPECT_EQ(differentiability(find_op("argmax")), Differentiability::NonDifferentiable);
  EXPECT_EQ(differentiability(find_op("matmul")), Differentiability::Composite);
  EXPECT_EQ(differentiability(find_op("zeros")), Differentiability::NonDifferentiable);
  EXPECT_EQ(find_op("exp").derivative()->node, "ExpBackward0");
  EXPECT_EQ(describe_derivative(find_op("mul.Tensor")),
            "MulBackward0, saving self (if other requires grad), other (if self requires grad)");
  EXPECT_EQ(describe_derivative(find_op("exp")), "ExpBackward0, saving result");
}

}  // namespace
}  // namespace tsr::tensor::autograd
