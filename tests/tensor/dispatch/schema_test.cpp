// Schema parsing: PyTorch schema strings parse and print back unchanged.
#include <gtest/gtest.h>

#include "tensor/core/error.hpp"
#include "tensor/dispatch/schema.hpp"

using namespace tsr::tensor;

TEST(Schema, RoundTripsPyTorchSchemas) {
  for (const char* text : {
           "pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor",
           "add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
           "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
           "sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
           "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
           "randn(int[] size, *, Generator? generator=None, ScalarType? dtype=None) -> Tensor",
           "cat(Tensor[] tensors, int dim=0) -> Tensor",
           "index.Tensor(Tensor self, Tensor?[] indices) -> Tensor",
           "permute(Tensor(a) self, int[] dims) -> Tensor(a)",
           "mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
           "split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]",
       }) {
    EXPECT_EQ(parse_schema(text).str(), text);
  }
}

TEST(Schema, Fields) {
  FunctionSchema s = parse_schema("sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor");
  EXPECT_EQ(s.name, "sum");
  EXPECT_EQ(s.overload, "dim_IntList");
  ASSERT_EQ(s.arguments.size(), 4u);
  EXPECT_TRUE(s.arguments[1].type.is_list);
  EXPECT_EQ(s.arguments[1].type.list_size, 1);
  EXPECT_TRUE(s.arguments[1].type.optional);
  EXPECT_EQ(s.arguments[2].default_value, "False");
  EXPECT_FALSE(s.arguments[2].kwarg_only);
  EXPECT_TRUE(s.arguments[3].kwarg_only);
  EXPECT_TRUE(parse_schema("add_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)").arguments[0].type.is_write);
  EXPECT_TRUE(parse_schema("add_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)").is_inplace());
}

TEST(Schema, MalformedTextIsAClearError) {
  try {
    parse_schema("pow(Tensor self, Scalar) -> Tensor");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "Error parsing schema 'pow(Tensor self, Scalar) -> Tensor' at position 23: expected an argument name");
  }
}
