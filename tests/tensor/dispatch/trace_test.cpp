// The Trace key: a boxed fallback over every op reports each hop while a TraceGuard is alive, and nothing after.
#include <gtest/gtest.h>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/dispatch/trace.hpp"
#include "tensor/ops/composite.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"

using namespace tsr::tensor;

TEST(Trace, ShowsThePathOfPow) {
  const Tensor x = ones(std::vector<int64_t>{2, 3});
  std::vector<std::string> lines;
  {
    TraceGuard trace([&](const std::string& line) { lines.push_back(line); });
    pow(x, 3);
  }
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0], "dispatch aten::pow.Tensor_Scalar(Tensor[2, 3] float32, 3) keys={Trace|CPU}");
  EXPECT_EQ(lines[1], "  schema: pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor");
  EXPECT_EQ(lines[2].rfind("  -> CPU kernel pow_scalar_cpu (tensor/kernels/cpu/pointwise_math.cpp:", 0), 0u) << lines[2];
  // What PyTorch 1.13 runs instead (recorded from its dispatch tables: tensor/dispatch/pytorch_dispatch.def).
  EXPECT_EQ(lines[3], "  PyTorch 1.13: keys AutogradCPU|ADInplaceOrView|CPU; AutogradCPU -> the kernel generated for this op "
                      "(VariableType, from derivatives.yaml), CPU -> its own kernel");
  EXPECT_EQ(lines[4], "  <- Tensor[2, 3] float32");
  lines.clear();
  pow(x, 3);  // no guard, no trace
  EXPECT_TRUE(lines.empty());
}

TEST(Trace, NestedCallsAreIndented) {
  const Tensor v = ones(std::vector<int64_t>{2});
  const Tensor m = ones(std::vector<int64_t>{2, 2});
  std::vector<std::string> lines;
  {
    TraceGuard trace([&](const std::string& line) { lines.push_back(line); });
    // a composite kernel: tsr's addmv calls mv (and mv calls mm) where PyTorch's addmv is one kernel (addmm
    // became one GEMM and lerp one kernel, as PyTorch's)
    call_tensor_op(find_op("addmv"), {v, m, v, int64_t(1), int64_t(1)});
  }
  ASSERT_GT(lines.size(), 5u);
  EXPECT_EQ(lines[0].rfind("dispatch aten::addmv(", 0), 0u);
  EXPECT_EQ(lines[4].rfind("  dispatch aten::", 0), 0u) << lines[4];
  // PyTorch's addmv is one CPU kernel: the ops tsr's kernel calls have no dispatch of their own there.
  EXPECT_EQ(lines[7].rfind("    PyTorch 1.13: tsr's addmv kernel calls this op", 0), 0u) << lines[7];
  EXPECT_EQ(lines[lines.size() - 2], "  (PyTorch 1.13 runs addmv as one CPU kernel; tsr's kernel called the ops above)");
}
