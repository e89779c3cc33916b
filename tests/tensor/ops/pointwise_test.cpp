// Pointwise ops through the dispatcher: values, broadcasting over views, and type promotion, each checked against
// what torch 1.13 prints for the same expression (shown in the comments).
#include <gtest/gtest.h>

#include <cmath>
#include <complex>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {

Tensor floats(std::vector<int64_t> shape, std::vector<float> v) { return make(shape, v, ScalarType::Float); }
Tensor longs(std::vector<int64_t> shape, std::vector<int64_t> v) { return make(shape, v, ScalarType::Long); }
Tensor ints(std::vector<int64_t> shape, std::vector<int32_t> v) { return make(shape, v, ScalarType::Int); }


Tensor arange_2x3() { return floats({2, 3}, {0, 1, 2, 3, 4, 5}); }

}  // namespace

TEST(Pointwise, ArithmeticWithBroadcasting) {
  const Tensor a = arange_2x3(), b = floats({3}, {1, 2, 3});
  // a + b * 2 -> [[2, 5, 8], [5, 8, 11]]
  EXPECT_EQ(values<float>(add(a, b, 2)), (std::vector<float>{2, 5, 8, 5, 8, 11}));
  // torch.sub(a, b, alpha=2) -> [[-2, -3, -4], [1, 0, -1]]
  EXPECT_EQ(values<float>(sub(a, b, 2)), (std::vector<float>{-2, -3, -4, 1, 0, -1}));
  // a / b -> [[0, 0.5, 0.6666666865348816], [3, 2, 1.6666666269302368]]
  EXPECT_EQ(values<float>(div(a, b)), (std::vector<float>{0, 0.5f, 2.0f / 3.0f, 3, 2, 5.0f / 3.0f}));
}

TEST(Pointwise, NonContiguousOperands) {
  // torch.arange(12.).reshape(3, 4).t() * [[10], [20], [30], [40]]
  std::vector<float> twelve(12);
  for (int i = 0; i < 12; ++i) twelve[i] = float(i);
  const Tensor x = t(floats({3, 4}, twelve));
  const Tensor col = floats({4, 1}, {10, 20, 30, 40});
  EXPECT_EQ(values<float>(mul(x, col)),
            (std::vector<float>{0, 40, 80, 20, 100, 180, 60, 180, 300, 120, 280, 440}));
}

TEST(Pointwise, TypePromotionMatchesPyTorch) {
  const Tensor i64 = longs({3}, {1, 2, 3});
  const Tensor i32 = ints({3}, {1, 2, 3});
  EXPECT_EQ(add(i64, scalar_to_tensor(2.5)).dtype(), ScalarType::Float);             // i + 2.5
  EXPECT_EQ(add(i32, scalar_to_tensor(int64_t{2})).dtype(), ScalarType::Int);        // i32 + 2
  EXPECT_EQ(add(i32, make<double>({}, {2.0}, ScalarType::Double)).dtype(), ScalarType::Double);  // 0-d float64
  EXPECT_EQ(div(i64, scalar_to_tensor(int64_t{2})).dtype(), ScalarType::Float);      // i / 2
  EXPECT_EQ(add(arange_2x3(), make<int64_t>({}, {1}, ScalarType::Long)).dtype(), ScalarType::Float);
  EXPECT_EQ(add(i32, i64).dtype(), ScalarType::Long);
  EXPECT_EQ(mul(i32, make<double>({1}, {2.5}, ScalarType::Double)).dtype(), ScalarType::Double);
  EXPECT_EQ(exp(i64).dtype(), ScalarType::Float);
}

TEST(Pointwise, Powers) {
  EXPECT_EQ(values<int64_t>(pow(longs({3}, {1, 2, 3}), 2)), (std::vector<int64_t>{1, 4, 9}));
  EXPECT_EQ(values<float>(pow(arange_2x3(), 3)), (std::vector<float>{0, 1, 8, 27, 64, 125}));
  EXPECT_EQ(values<float>(pow(arange_2x3(), 0.5))[2], std::sqrt(2.0f));
  EXPECT_EQ(values<int64_t>(pow(longs({2}, {2, 3}), longs({2}, {3, 2}))), (std::vector<int64_t>{8, 9}));
  try {
    pow(longs({3}, {1, 2, 3}), -1);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "Integers to negative integer powers are not allowed.");
  }
}

TEST(Pointwise, UnaryOps) {
  const std::vector<float> m = values<float>(maximum(floats({2}, {1, NAN}), floats({2}, {2, 0})));
  EXPECT_EQ(m[0], 2.0f);
  EXPECT_TRUE(std::isnan(m[1]));
  EXPECT_EQ(values<int64_t>(relu(longs({2}, {-1, 2}))), (std::vector<int64_t>{0, 2}));
  // torch.sigmoid(torch.tensor([0.5])).item().hex() == '0x1.3eb2fe0000000p-1'
  EXPECT_EQ(values<float>(sigmoid(floats({1}, {0.5f})))[0], float(0x1.3eb2fep-1));
  EXPECT_EQ(values<float>(neg(arange_2x3()))[5], -5.0f);
  EXPECT_THROW(neg(make<bool>({1}, {true}, ScalarType::Bool)), Error);
}

TEST(Pointwise, LargeLoopsUseTheParallelPathCorrectly) {
  const int64_t n = 1 << 20;
  Tensor a = tsr::tensor::empty(std::vector<int64_t>{n}, ScalarType::Float);
  for (int64_t i = 0; i < n; ++i) a.data<float>()[i] = float(i % 1000);
  const std::vector<float> r = values<float>(add(a, a, 0.5));
  for (int64_t i = 0; i < n; i += 4099) ASSERT_EQ(r[i], 1.5f * float(i % 1000)) << i;
}

TEST(Pointwise, PythonStyleDivisionAndModulus) {
  const Tensor x = floats({3}, {-7, 7, -7.5f});
  const Tensor two = scalar_to_tensor(int64_t{2});
  EXPECT_EQ(values<float>(floor_divide(x, two)), (std::vector<float>{-4, 3, -4}));  // torch.floor_divide(x, 2)
  EXPECT_EQ(values<float>(remainder(x, two)), (std::vector<float>{1, 1, 0.5f}));   // torch.remainder(x, 2)
  EXPECT_EQ(values<int64_t>(remainder(longs({2}, {-7, 7}), two)), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(values<int64_t>(floor_divide(longs({2}, {-7, 7}), two)), (std::vector<int64_t>{-4, 3}));
}

TEST(Pointwise, MoreUnaryOps) {
  const std::vector<float> r = values<float>(round(floats({4}, {0.5f, 1.5f, 2.5f, -0.5f})));
  EXPECT_EQ(r, (std::vector<float>{0, 2, 2, -0.0f}));
  EXPECT_TRUE(std::signbit(r[3]));
  EXPECT_EQ(values<float>(sign(floats({3}, {-2, 0, 3}))), (std::vector<float>{-1, 0, 1}));
  EXPECT_EQ(values<float>(gelu(floats({1}, {1.0f})))[0], float(0x1.aec4bcp-1));  // F.gelu(tensor([1.]))
  EXPECT_EQ(values<float>(erf(floats({1}, {0.5f})))[0], float(0x1.0a7ef6p-1));
  EXPECT_EQ(values<float>(rsqrt(floats({1}, {4.0f})))[0], 0.5f);
}

TEST(Pointwise, InPlaceOpsWriteThroughAndCheckLikePyTorch) {
  Tensor a = tsr::tensor::empty(std::vector<int64_t>{2, 3}, ScalarType::Float);
  Tensor a_view = select(a, 0, 1);
  for (int i = 0; i < 6; ++i) a.data<float>()[i] = 1;
  mul_(a, floats({3}, {1, 2, 3}));
  EXPECT_EQ(values<float>(a), (std::vector<float>{1, 2, 3, 1, 2, 3}));
  EXPECT_EQ(values<float>(a_view), (std::vector<float>{1, 2, 3}));  // a view sees the write
  Tensor i = longs({3}, {1, 2, 3});
  EXPECT_EQ(error_of([&] { add_(i, scalar_to_tensor(1.5)); }),
            "result type Float can't be cast to the desired output type Long");
  Tensor small = floats({3}, {1, 1, 1});
  EXPECT_EQ(error_of([&] { add_(small, floats({2, 3}, {1, 1, 1, 1, 1, 1})); }),
            "output with shape [3] doesn't match the broadcast shape [2, 3]");
  Tensor flags = make<bool>({1}, {true}, ScalarType::Bool);
  EXPECT_EQ(error_of([&] { add_(flags, scalar_to_tensor(int64_t{2})); }),
            "result type Long can't be cast to the desired output type Bool");
}

// An error inside a kernel's parallel loop (integer division by zero) must come out as the op's exception: thrown
// in an OpenMP worker, it would otherwise end the process. 100000 elements is above the parallel grain size.
TEST(Pointwise, ErrorInsideAParallelLoopIsRethrown) {
  const Tensor ones = full(std::vector<int64_t>{100000}, Scalar(int64_t(1)), ScalarType::Long);
  const Tensor zeros_ = full(std::vector<int64_t>{100000}, Scalar(int64_t(0)), ScalarType::Long);
  for (auto* op : {&remainder, &floor_divide}) {
    try {
      (*op)(ones, zeros_);
      ADD_FAILURE() << "no error for an integer division by zero";
    } catch (const Error& e) {
      EXPECT_STREQ(e.what(), "ZeroDivisionError");
    }
  }
}

// sgn of complex values at every kernel capability (the kernels_cpu_capability_* runs repeat this test): a unit
// phasor z / |z| for each element, body and rest alike, and 0 at 0. (Its vector body runs only where SLEEF does; at
// the baseline every element takes the scalar quotient, which once left the body unwritten.)
TEST(PointwiseComplex, SgnIsAUnitPhasorAtEveryCapability) {
  std::vector<std::complex<float>> z;
  for (int i = 0; i < 37; ++i) z.emplace_back(float(i % 7) - 3.0f, float(i % 5) - 2.5f);
  z[4] = {0.0f, 0.0f};
  const Tensor s = call_tensor_op(find_op("sgn"), {make<std::complex<float>>({37}, z, ScalarType::ComplexFloat)});
  const std::vector<std::complex<float>> r = values<std::complex<float>>(s);
  for (size_t i = 0; i < z.size(); ++i) {
    if (z[i] == std::complex<float>(0, 0)) {
      EXPECT_EQ(r[i], std::complex<float>(0, 0)) << i;
      continue;
    }
    const std::complex<float> expected = z[i] / std::abs(z[i]);
    EXPECT_NEAR(r[i].real(), expected.real(), 1e-6f) << i;
    EXPECT_NEAR(r[i].imag(), expected.imag(), 1e-6f) << i;
  }
}
