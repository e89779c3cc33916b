// The unboxed call path (Note [Unboxed calls]): typed calls reach typed kernels directly, fall back to the boxed
// path under Trace, box kernels registered typed (schema defaults fill left-off arguments), and reject a call
// whose C++ signature differs from the kernel's.
#include <gtest/gtest.h>

#include "tensor/dispatch/trace.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/typed_op.hpp"
#include "tests/tensor/test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

TEST(TypedOp, AddTensorHasAnUnboxedCpuKernel) {
  const Operator& op = find_op("add.Tensor");
  ASSERT_TRUE(op.kernel(DispatchKey::CPU).has_value());
  EXPECT_NE(op.kernel(DispatchKey::CPU)->unboxed, nullptr);
}

TEST(TypedOp, BoxedCallOfATypedKernelUsesSchemaDefaults) {
  const Tensor a = make<float>({3}, {1, 2, 3}, ScalarType::Float);
  // alpha left off: the schema's `Scalar alpha=1` fills it.
  const Tensor sum = call_tensor_op(find_op("add.Tensor"), {a, a});
  EXPECT_EQ(values<float>(sum), (std::vector<float>{2, 4, 6}));
  const Tensor scaled = call_tensor_op(find_op("add.Tensor"), {a, a, int64_t{3}});
  EXPECT_EQ(values<float>(scaled), (std::vector<float>{4, 8, 12}));
  // A Python number where the schema says Tensor becomes a wrapped number (int32 + 2 stays int32).
  const Tensor ints = make<int32_t>({2}, {1, 2}, ScalarType::Int);
  EXPECT_EQ(call_tensor_op(find_op("add.Tensor"), {ints, int64_t{2}}).dtype(), ScalarType::Int);
}

TEST(TypedOp, TraceTakesTheBoxedPathAndSeesEveryCall) {
  const Tensor a = make<float>({2}, {1, 2}, ScalarType::Float);
  std::vector<std::string> lines;
  Tensor result;
  {
    TraceGuard trace([&](const std::string& line) { lines.push_back(line); });
    result = add(a, a, 2);
  }
  EXPECT_EQ(values<float>(result), (std::vector<float>{3, 6}));
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0], "dispatch aten::add.Tensor(Tensor[2] float32, Tensor[2] float32, 2) keys={Trace|CPU}");
}

TEST(TypedOp, MismatchedSignatureIsAnError) {
  const TypedOp<Tensor(const Tensor&)> wrong("add.Tensor");
  const Tensor a = make<float>({1}, {1}, ScalarType::Float);
  const std::string message = error_of([&] { wrong(a); });
  EXPECT_NE(message.find("aten::add.Tensor was called with C++ signature"), std::string::npos) << message;
}

TEST(TypedOp, DefaultArgumentsParseLikeTheSchemaText) {
  const FunctionSchema schema = parse_schema(
      "f(Tensor self, Scalar a=1, float b=0.5, bool c=False, int[] d=[0, 2], str e='none', int? g=None) -> Tensor");
  EXPECT_EQ(std::get<int64_t>(default_argument(schema.arguments[1])), 1);
  EXPECT_EQ(std::get<double>(default_argument(schema.arguments[2])), 0.5);
  EXPECT_EQ(std::get<bool>(default_argument(schema.arguments[3])), false);
  EXPECT_EQ(std::get<std::vector<int64_t>>(default_argument(schema.arguments[4])), (std::vector<int64_t>{0, 2}));
  EXPECT_EQ(std::get<std::string>(default_argument(schema.arguments[5])), "none");
  EXPECT_TRUE(std::holds_alternative<NoneValue>(default_argument(schema.arguments[6])));
}
