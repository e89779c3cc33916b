// Walks the whole op registry (STYLE.md rule 2): every declared op has a doc line and a CPU kernel, and the
// kernel table of a real op names the file its kernel lives in.
#include <gtest/gtest.h>

#include "tensor/dispatch/dispatcher.hpp"

using namespace tsr::tensor;

TEST(Registry, EveryOpHasADocAndACpuKernel) {
  const auto ops = Dispatcher::instance().all();
  ASSERT_GE(ops.size(), 40u);
  for (const Operator* op : ops) {
    SCOPED_TRACE(op->schema().str());
    EXPECT_FALSE(op->doc().empty());
    EXPECT_TRUE(op->kernel(DispatchKey::CPU).has_value());
  }
}

TEST(Registry, PowTableShowsItsKernelSource) {
  const Operator* op = Dispatcher::instance().find("pow.Tensor_Scalar");
  ASSERT_NE(op, nullptr);
  const std::string table = Dispatcher::instance().dump_table(*op);
  EXPECT_NE(table.find("schema: pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor\n"), std::string::npos);
  EXPECT_NE(table.find("declared at tensor/ops/pointwise.cpp:"), std::string::npos) << table;
  EXPECT_NE(table.find("CPU: kernel pow_scalar_cpu (tensor/kernels/cpu/pointwise.cpp:"), std::string::npos) << table;
  EXPECT_EQ(Dispatcher::instance().overloads("pow").size(), 2u);
}
