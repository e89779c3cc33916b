// tail.cu's per-element functions (tensor/cuda/tail_functors.hpp) run on the CPU against the CPU kernels of their
// ops, on edge values: bit patterns and out-of-range shift counts, signed zeros and NaN, zero and negative gcd
// operands, lerp's two halves. float16/bfloat16 go through OpMathF, as the launcher applies it.
#include "tensor/cuda/tail_functors.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "tensor/dispatch/dispatcher.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

template <class T>
bool same_value(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
    return a == b && std::signbit(a) == std::signbit(b);
  } else if constexpr (is_reduced_floating_type<T>) {  // the bits, but any NaN for a NaN
    return a.x == b.x || (std::isnan(float(a)) && std::isnan(float(b)));
  } else {
    return a == b;
  }
}

// Every pair of `base` through the functor, against the CPU kernel of `op` on the same tensors.
template <class T, class Out = T, class F>
void check_pairs(const char* op, const std::vector<T>& base, F f) {
  std::vector<T> x, y;
  for (T a : base)
    for (T b : base) x.push_back(a), y.push_back(b);
  const int64_t n = static_cast<int64_t>(x.size());
  const Tensor r = call_tensor_op(find_op(op), {make<T>({n}, x, dtype_of<T>), make<T>({n}, y, dtype_of<T>)});
  ASSERT_EQ(r.dtype(), dtype_of<Out>) << op;
  const std::vector<Out> want = values<Out>(r);
  for (size_t i = 0; i < x.size(); ++i)
    EXPECT_TRUE(same_value<Out>(static_cast<Out>(f(T(x[i]), T(y[i]))), want[i]))
        << op << "(" << +T(x[i]) << ", " << +T(y[i]) << "): " << +static_cast<Out>(f(T(x[i]), T(y[i]))) << " vs " << +want[i];
}

template <class T, class Out = T, class F>
void check_each(const char* op, const std::vector<T>& x, F f) {
  const int64_t n = static_cast<int64_t>(x.size());
  const Tensor r = call_tensor_op(find_op(op), {make<T>({n}, x, dtype_of<T>)});
  ASSERT_EQ(r.dtype(), dtype_of<Out>) << op;
  const std::vector<Out> want = values<Out>(r);
  for (size_t i = 0; i < x.size(); ++i)
    EXPECT_TRUE(same_value<Out>(static_cast<Out>(f(T(x[i]))), want[i]))
        << op << "(" << +T(x[i]) << "): " << +static_cast<Out>(f(T(x[i]))) << " vs " << +want[i];
}

template <class T>
std::vector<T> integer_edges() {
  using L = std::numeric_limits<T>;
  std::vector<T> v{T(0), T(1), T(2), T(3), T(5), T(7), T(8), T(12), T(31), T(63), T(64), L::max(), T(L::max() - 1)};
  if constexpr (std::is_signed_v<T>) v.insert(v.end(), {T(-1), T(-2), T(-6), T(-8), T(-64), L::min()});
  return v;
}

template <class T>
void check_integers() {
  const std::vector<T> v = integer_edges<T>();
  check_pairs<T>("bitwise_and.Tensor", v, BitwiseF<BitOp::And>{});
  check_pairs<T>("bitwise_or.Tensor", v, BitwiseF<BitOp::Or>{});
  check_pairs<T>("bitwise_xor.Tensor", v, BitwiseF<BitOp::Xor>{});
  check_pairs<T>("bitwise_left_shift.Tensor", v, BitwiseF<BitOp::Left>{});
  check_pairs<T>("bitwise_right_shift.Tensor", v, BitwiseF<BitOp::Right>{});
  check_each<T>("bitwise_not", v, BitwiseNotF{});
  check_each<T, bool>("signbit", v, SignbitF{});
  // gcd/lcm: the minimum's magnitude does not fit (PyTorch's result is the wrapped value; left out).
  std::vector<T> g;
  for (T a : v)
    if (!(std::is_signed_v<T> && a == std::numeric_limits<T>::min()) && a != std::numeric_limits<T>::max() &&
        a != T(std::numeric_limits<T>::max() - 1))
      g.push_back(a);
  check_pairs<T>("gcd", g, GcdF<false>{});
  check_pairs<T>("lcm", g, GcdF<true>{});
}

TEST(CudaTailFunctors, IntegerOpsMatchTheCpuKernels) {
  check_integers<int64_t>();
  check_integers<int32_t>();
  check_integers<int16_t>();
  check_integers<int8_t>();
  check_integers<uint8_t>();
  const std::vector<bool> b{false, true};
  check_pairs<bool>("bitwise_and.Tensor", b, BitwiseF<BitOp::And>{});
  check_pairs<bool>("bitwise_xor.Tensor", b, BitwiseF<BitOp::Xor>{});
  check_each<bool>("bitwise_not", b, BitwiseNotF{});
}

template <class T>
std::vector<T> float_edges() {
  using L = std::numeric_limits<T>;
  return {T(0), T(-0.0), T(1), T(-1), T(0.5), T(-2.75), T(3.25), T(1e-3), T(-7.5e5), T(1e30), L::infinity(),
          -L::infinity(), L::quiet_NaN(), -L::quiet_NaN(), L::denorm_min(), T(0.3), T(2.5)};
}

template <class T>
void check_floats() {
  const std::vector<T> v = float_edges<T>();
  check_each<T>("frac", v, FracF{});
  check_each<T, bool>("signbit", v, SignbitF{});
  check_each<T>("sinc", v, SincF{});
  check_pairs<T>("nextafter", v, NextafterF{});
  check_pairs<T>("xlogy.Tensor", v, XlogyF<false>{});
  for (T a : {T(0.25), T(-1.5), T(0), std::numeric_limits<T>::quiet_NaN()}) {  // prelu with one shared weight
    const int64_t n = static_cast<int64_t>(v.size());
    const std::vector<T> want = values<T>(
        call_tensor_op(find_op("prelu"), {make<T>({n}, v, dtype_of<T>), make<T>({1}, std::vector<T>{a}, dtype_of<T>)}));
    for (size_t i = 0; i < v.size(); ++i) EXPECT_TRUE(same_value(PreluF{}(v[i], a), want[i])) << "prelu " << i;
  }
  check_pairs<T>("special_xlog1py", v, XlogyF<true>{});
  // lerp with a tensor weight on both sides of 0.5, and a number as weight
  std::vector<T> a, b, w;
  for (T x : {T(-3), T(0.25), T(1e5)})
    for (T y : {T(2), T(-0.5), T(7e-3)})
      for (T t : {T(0), T(0.2), T(0.5), T(0.7), T(1), T(-1.5), T(2.5)}) a.push_back(x), b.push_back(y), w.push_back(t);
  const int64_t n = static_cast<int64_t>(a.size());
  const std::vector<T> want = values<T>(call_tensor_op(
      find_op("lerp.Tensor"), {make<T>({n}, a, dtype_of<T>), make<T>({n}, b, dtype_of<T>), make<T>({n}, w, dtype_of<T>)}));
  const std::vector<T> want_scalar = values<T>(
      call_tensor_op(find_op("lerp.Scalar"), {make<T>({n}, a, dtype_of<T>), make<T>({n}, b, dtype_of<T>), 0.7}));
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_TRUE(same_value(LerpTensorF{}(a[i], b[i], w[i]), want[i])) << "lerp at " << i;
    EXPECT_TRUE(same_value(LerpScalarF{0.7}(a[i], b[i]), want_scalar[i])) << "lerp scalar at " << i;
  }
}

TEST(CudaTailFunctors, FloatingOpsMatchTheCpuKernels) {
  check_floats<float>();
  check_floats<double>();
}

// bfloat16 through OpMathF: xlogy rounds its logarithm (XlogyF's RoundLog), lerp's number weight stays a float.
TEST(CudaTailFunctors, BFloat16ThroughOpMathMatchesTheCpuKernels) {
  std::vector<BFloat16> v;
  for (float f : {0.0f, -0.0f, 1.0f, 0.3f, 2.5f, -1.75f, 7.0f, 1e-3f, 123.0f, NAN}) v.push_back(BFloat16(f));
  check_pairs<BFloat16>("xlogy.Tensor", v, OpMathF<XlogyF<false, BFloat16>>{});
  check_pairs<BFloat16>("special_xlog1py", v, OpMathF<XlogyF<true, BFloat16>>{});
  check_each<BFloat16>("frac", v, OpMathF<FracF>{});
  check_each<BFloat16>("sinc", v, OpMathF<SincF>{});
  const int64_t n = static_cast<int64_t>(v.size());
  std::vector<BFloat16> rev(v.rbegin(), v.rend());
  const std::vector<BFloat16> want = values<BFloat16>(call_tensor_op(
      find_op("lerp.Scalar"), {make<BFloat16>({n}, v, ScalarType::BFloat16), make<BFloat16>({n}, rev, ScalarType::BFloat16), 0.3}));
  for (size_t i = 0; i < v.size(); ++i)
    EXPECT_TRUE(same_value(BFloat16(OpMathF<LerpScalarF>{LerpScalarF{0.3}}(v[i], rev[i])), want[i])) << "lerp " << i;
}

}  // namespace
}  // namespace tsr::tensor::cuda
