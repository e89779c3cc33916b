// The elementwise layout keeps its operands: kernels build it from temporaries (an operand converted to the result's
// dtype), and the loop reads them through raw pointers after that full expression has ended.
#include <gtest/gtest.h>

#include <vector>

#include "tensor/iterator/elementwise.hpp"
#include "tensor/iterator/elementwise_impl.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

TEST(ElementwiseLayout, KeepsAConvertedTemporaryOperandAlive) {
  const Tensor a = full(std::vector<int64_t>{3}, Scalar(0.25), ScalarType::Double, Device{});
  Tensor out = empty(std::vector<int64_t>{3}, ScalarType::Float);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, ScalarType::Float)});
  // the converted copy is gone from the caller's hands; the layout holds it, and its pointer is that copy's
  ASSERT_TRUE(layout.operands[1].defined());
  EXPECT_EQ(layout.data[1], static_cast<char*>(layout.operands[1].data_ptr()));
  EXPECT_EQ(layout.operands[1].dtype(), ScalarType::Float);
  // memory allocated now must not be where the operand's elements are
  const Tensor other = full(std::vector<int64_t>{3}, Scalar(7.0), ScalarType::Float, Device{});
  const float* x = reinterpret_cast<const float*>(layout.data[1]);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(x[i], 0.25f);
  EXPECT_NE(other.data_ptr(), static_cast<void*>(layout.data[1]));
}

}  // namespace
}  // namespace tsr::tensor
