// copy_complex_as_real and complex_by_parts (ops/device_ops.hpp), by which the CUDA kernels, whose element types are
// real, copy complex tensors and compute with them: on the CPU, with the CPU's real kernels standing in for the
// device's, against the CPU's own complex kernels. The copies: complex64 to complex128 and back, real to complex,
// complex to real, a non-contiguous destination, an expanded source, a 0-d tensor.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

Tensor complex_sample(std::vector<int64_t> shape, ScalarType dtype) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::vector<double> pairs;
  for (int64_t i = 0; i < n; ++i) pairs.push_back(0.5 * double(i) - 1.25), pairs.push_back(3.0 - 0.75 * double(i));
  shape.push_back(2);
  return to_dtype(view_as_complex(make<double>(shape, pairs, ScalarType::Double)), dtype);
}

// dst.copy_(src) by copy_complex_as_real, with only real copies and fills.
void copy_by_real_parts(const Tensor& dst, const Tensor& src) {
  copy_complex_as_real(
      dst, expand(src, dst.sizes()),
      [](const Tensor& to, const Tensor& from) {
        ASSERT_FALSE(is_complex(to.dtype()) || is_complex(from.dtype()));
        Tensor t = to;
        copy_(t, from);
      },
      [](const Tensor& imaginary) {
        op("fill_.Scalar", {imaginary, 0.0});
      });
}

void expect_same(const Tensor& got, const Tensor& want, const std::string& what) {
  ASSERT_EQ(got.dtype(), want.dtype()) << what;
  const Tensor g = is_complex(got.dtype()) ? view_as_real(contiguous(got)) : got;
  const Tensor w = is_complex(want.dtype()) ? view_as_real(contiguous(want)) : want;
  EXPECT_EQ(values<double>(to_dtype(contiguous(g), ScalarType::Double)),
            values<double>(to_dtype(contiguous(w), ScalarType::Double)))
      << what;
}

TEST(CudaComplexCopy, ComplexValuesMoveAsRealPairs) {
  for (ScalarType from : {ScalarType::ComplexFloat, ScalarType::ComplexDouble})
    for (ScalarType to : {ScalarType::ComplexFloat, ScalarType::ComplexDouble, ScalarType::Float}) {
      const Tensor src = complex_sample({2, 3}, from);
      Tensor want = empty(src.sizes(), to), got = empty(src.sizes(), to);
      copy_(want, src);
      copy_by_real_parts(got, src);
      expect_same(got, want, std::string(dtype_name(from)) + " to " + std::string(dtype_name(to)));
    }
  // a real source: real parts copied, imaginary parts zero
  const Tensor real = make<float>({3}, {1.5f, -2.0f, 0.25f}, ScalarType::Float);
  Tensor want = empty(real.sizes(), ScalarType::ComplexDouble), got = op("full_like", {want, 7.0});
  copy_(want, real);
  copy_by_real_parts(got, real);
  expect_same(got, want, "float to complex128");
  // a transposed destination and an expanded source
  const Tensor row = complex_sample({1, 4}, ScalarType::ComplexFloat);
  Tensor base = empty(std::vector<int64_t>{4, 3}, ScalarType::ComplexDouble);
  Tensor dst = transpose(base, 0, 1), reference = empty(std::vector<int64_t>{3, 4}, ScalarType::ComplexDouble);
  copy_(reference, expand(row, std::vector<int64_t>{3, 4}));
  copy_by_real_parts(dst, row);
  expect_same(dst, reference, "expanded into a transposed view");
  // 0-d
  const Tensor scalar = select(complex_sample({2}, ScalarType::ComplexDouble), 0, 1);
  Tensor one = empty(std::vector<int64_t>{}, ScalarType::ComplexFloat),
         one_want = empty(std::vector<int64_t>{}, ScalarType::ComplexFloat);
  copy_(one_want, scalar);
  copy_by_real_parts(one, scalar);
  expect_same(one, one_want, "0-d");
}

// complex_by_parts and its unary forms, by which the CUDA kernels compute complex add, sub, mul, div, neg and
// conj with real kernels: on CPU tensors (the CPU's real kernels as the device's), against the CPU's complex
// kernels, within rounding (the product and quotient formulas round differently), with real and 0-d operands
// mixed in and broadcasting; a zero divisor gives each part over zero (c10::complex's division).
TEST(CudaComplexCopy, ArithmeticByPartsIsTheCpuKernels) {
  for (ScalarType dtype : {ScalarType::ComplexFloat, ScalarType::ComplexDouble}) {
    const double tol = dtype == ScalarType::ComplexFloat ? 1e-5 : 1e-13;
    const Tensor a = complex_sample({3, 4}, dtype), b = complex_sample({4}, dtype);
    const Tensor real = to_dtype(make<double>({3, 1}, {0.5, -2.0, 3.25}, ScalarType::Double), component_dtype(dtype));
    const Tensor scalar = to_dtype(make<double>({}, {1.5}, ScalarType::Double), dtype);
    auto near = [&](const Tensor& got, const Tensor& want, const std::string& what) {
      ASSERT_EQ(got.dtype(), want.dtype()) << what;
      ASSERT_EQ(got.sizes(), want.sizes()) << what;
      const std::vector<double> g =
          values<double>(to_dtype(contiguous(view_as_real(contiguous(got))), ScalarType::Double));
      const std::vector<double> w =
          values<double>(to_dtype(contiguous(view_as_real(contiguous(want))), ScalarType::Double));
      for (size_t i = 0; i < g.size(); ++i) EXPECT_NEAR(g[i], w[i], tol * (1 + std::abs(w[i]))) << what << " at " << i;
    };
    near(complex_by_parts(ComplexOp::Add, a, b, dtype, -2.5), op("sub.Tensor", {a, b, 2.5}), "sub alpha");
    near(complex_by_parts(ComplexOp::Add, a, real, dtype), op("add.Tensor", {a, real}), "add real");
    near(complex_by_parts(ComplexOp::Mul, a, b, dtype), op("mul.Tensor", {a, b}), "mul");
    near(complex_by_parts(ComplexOp::Mul, real, a, dtype), op("mul.Tensor", {real, a}), "mul real");
    near(complex_by_parts(ComplexOp::Mul, a, scalar, dtype), op("mul.Tensor", {a, scalar}), "mul 0-d");
    near(complex_by_parts(ComplexOp::Div, a, b, dtype), op("div.Tensor", {a, b}), "div");
    near(complex_by_parts(ComplexOp::Div, b, a, dtype), op("div.Tensor", {b, a}), "div other way");  // both branches
    near(complex_by_parts(ComplexOp::Div, a, real, dtype), op("div.Tensor", {a, real}), "div real");
    near(complex_neg_by_parts(a), op("neg", {a}), "neg");
    near(complex_conj_by_parts(a), op("conj_physical", {a}), "conj");
  }
  const Tensor one_one = complex_sample({1}, ScalarType::ComplexDouble);  // (-1.25 + 3i)
  const Tensor zero = to_dtype(make<double>({1}, {0.0}, ScalarType::Double), ScalarType::ComplexDouble);
  const std::vector<double> q = values<double>(
      contiguous(view_as_real(complex_by_parts(ComplexOp::Div, one_one, zero, ScalarType::ComplexDouble))));
  EXPECT_EQ(q, (std::vector<double>{-INFINITY, INFINITY}));
}

}  // namespace
}  // namespace tsr::tensor
