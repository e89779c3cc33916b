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
    // Its own CPU kernel or one it inherits from a composite key.
    EXPECT_NE(Dispatcher::instance().entry_for(*op, DispatchKey::CPU), nullptr);
  }
}

// A composite's kernel is registered once, at CompositeImplicitAutograd, so every backend inherits it; an op with
// a kernel there is declared composite (else Autograd would look for a formula it does not need).
TEST(Registry, CompositesRegisterAtTheCompositeKey) {
  int composites = 0;
  for (const Operator* op : Dispatcher::instance().all()) {
    SCOPED_TRACE(op->schema().str());
    const bool at_composite_key = op->kernel(DispatchKey::CompositeImplicitAutograd).has_value();
    EXPECT_EQ(op->is_composite(), at_composite_key);
    if (op->is_composite()) {
      ++composites;
      EXPECT_FALSE(op->kernel(DispatchKey::CPU).has_value());
      EXPECT_EQ(Dispatcher::composite_for(*op, DispatchKey::CUDA), DispatchKey::CompositeImplicitAutograd);
    }
  }
  EXPECT_GE(composites, 10);
}

TEST(Registry, PowTableShowsItsKernelSource) {
  const Operator* op = Dispatcher::instance().find("pow.Tensor_Scalar");
  ASSERT_NE(op, nullptr);
  const std::string table = Dispatcher::instance().dump_table(*op);
  EXPECT_NE(table.find("schema: pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor\n"), std::string::npos);
  EXPECT_NE(table.find("declared at tensor/ops/pointwise.cpp:"), std::string::npos) << table;
  EXPECT_NE(table.find("CPU: kernel pow_scalar_cpu (tensor/kernels/cpu/pointwise_math.cpp:"), std::string::npos) << table;
  EXPECT_EQ(Dispatcher::instance().overloads("pow").size(), 2u);
}
