// repr against real PyTorch: repr_cases.inc holds tensors and the text torch 1.13 prints for them (regenerate
// with make_repr_cases.py).
#include <gtest/gtest.h>

#include <cmath>

#include "tensor/print/tensor_repr.hpp"

using namespace tsr::tensor;

namespace {

struct ReprCase {
  std::vector<int64_t> shape;
  ScalarType dtype;
  std::vector<double> values;
  const char* expected;
};

const std::vector<ReprCase> kCases = {
#include "repr_cases.inc"
};

Tensor build(const ReprCase& c) {
  Tensor t = tsr::tensor::empty(c.shape, c.dtype);
  visit_dtype(c.dtype, [&]<class T>(std::type_identity<T>) {
    for (size_t i = 0; i < c.values.size(); ++i) t.data<T>()[i] = static_cast<T>(c.values[i]);
  });
  return t;
}

}  // namespace

TEST(Repr, MatchesPyTorchOnEveryRecordedCase) {
  ASSERT_GE(kCases.size(), 20u);
  for (const ReprCase& c : kCases) EXPECT_EQ(to_repr(build(c)), c.expected);
}

TEST(Repr, GradSuffixes) {
  const ReprCase& c = kCases[1];  // tensor([1., 2., 3.])
  EXPECT_EQ(to_repr(build(c), {.grad_fn = "MulBackward0"}), "tensor([1., 2., 3.], grad_fn=<MulBackward0>)");
  EXPECT_EQ(to_repr(build(c), {.requires_grad = true}), "tensor([1., 2., 3.], requires_grad=True)");
}

TEST(Repr, SubclassPrefix) {
  // A Tensor subclass prints its class name; continuation lines are indented by its length (PyTorch 1.13).
  ReprSuffixes s;
  s.prefix = "M(";
  s.requires_grad = true;
  EXPECT_EQ(to_repr(build(kCases[1]), s), "M([1., 2., 3.], requires_grad=True)");
}
