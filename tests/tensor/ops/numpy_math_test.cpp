// numpy's own float loops for its transcendental ufuncs (tensor/kernels/cpu/numpy_math.cpp, Note [numpy's vector
// math]). On a processor where tsr calls SVML, each function's values are numpy's, bit for bit, as
// golden/numpy_math_golden.json recorded them (make_numpy_math_golden.py, under Debian's numpy on an AVX512_SKX
// processor); elsewhere they are the C library's, as numpy's there. Either way, the shapes, dtypes and refusals.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <vector>

#include "tensor/core/tensor.hpp"
#include "tensor/kernels/cpu/numpy_math.hpp"
#include "../random/golden_util.hpp"

namespace nm = tsr::tensor::numpy_math;
using tsr::tensor::ScalarType;
using tsr::tensor::Tensor;

namespace {

const nlohmann::json& golden() {
  static const nlohmann::json data =
      tsr::tensor::random::testing::load_json(TSR_SOURCE_DIR "/tests/tensor/ops/golden/numpy_math_golden.json");
  return data;
}

// A 1-d tensor of the dtype holding the recorded bit patterns.
Tensor from_bits(const nlohmann::json& words, ScalarType dtype) {
  const int64_t n = int64_t(words.size());
  Tensor t = tsr::tensor::empty(std::vector<int64_t>{n}, dtype);
  for (int64_t i = 0; i < n; ++i) {
    const uint64_t w = words[size_t(i)].get<uint64_t>();
    if (dtype == ScalarType::Double) t.data<double>()[i] = std::bit_cast<double>(w);
    else t.data<float>()[i] = std::bit_cast<float>(uint32_t(w));
  }
  return t;
}

uint64_t bits_at(const Tensor& t, int64_t i) {
  return t.dtype() == ScalarType::Double ? std::bit_cast<uint64_t>(t.data<double>()[i])
                                         : std::bit_cast<uint32_t>(t.data<float>()[i]);
}

bool both_nan(const Tensor& t, int64_t i, uint64_t expected) {
  if (t.dtype() == ScalarType::Double) return std::isnan(t.data<double>()[i]) && std::isnan(std::bit_cast<double>(expected));
  return std::isnan(t.data<float>()[i]) && std::isnan(std::bit_cast<float>(uint32_t(expected)));
}

ScalarType dtype_of(const nlohmann::json& c) {
  return c["dtype"].get<std::string>() == "float64" ? ScalarType::Double : ScalarType::Float;
}

}  // namespace

TEST(NumpyMath, UnaryAsNumpyComputesIt) {
  if (!nm::uses_svml() || !golden()["svml"].get<bool>()) GTEST_SKIP() << "numpy's loops here are the C library's";
  for (const auto& c : golden()["unary"]) {
    const std::string name = c["name"].get<std::string>();
    const Tensor x = from_bits(c["x"], dtype_of(c));
    const Tensor y = nm::unary(name, x);
    ASSERT_TRUE(y.defined()) << name;
    ASSERT_EQ(y.dtype(), x.dtype());
    for (int64_t i = 0; i < x.numel(); ++i) {
      const uint64_t want = c["y"][size_t(i)].get<uint64_t>();
      EXPECT_TRUE(bits_at(y, i) == want || both_nan(y, i, want)) << name << " " << c["dtype"] << " element " << i;
    }
  }
}

TEST(NumpyMath, BinaryAsNumpyComputesIt) {
  if (!nm::uses_svml() || !golden()["svml"].get<bool>()) GTEST_SKIP() << "numpy's loops here are the C library's";
  for (const auto& c : golden()["binary"]) {
    const std::string name = c["name"].get<std::string>();
    const Tensor a = from_bits(c["a"], dtype_of(c)), b = from_bits(c["b"], dtype_of(c));
    const Tensor y = nm::binary(name, a, b);
    ASSERT_TRUE(y.defined()) << name;
    for (int64_t i = 0; i < a.numel(); ++i) {
      const uint64_t want = c["y"][size_t(i)].get<uint64_t>();
      EXPECT_TRUE(bits_at(y, i) == want || both_nan(y, i, want)) << name << " " << c["dtype"] << " element " << i;
    }
  }
}

// Without SVML (or where float_power asks for it), the C library's functions element by element.
TEST(NumpyMath, CLibraryWhereNumpyCallsIt) {
  Tensor x = tsr::tensor::empty(std::vector<int64_t>{5}, ScalarType::Double);
  const double xs[] = {0.3, 1.4, 2.5, 7.0, 0.01};
  std::memcpy(x.data<double>(), xs, sizeof xs);
  const Tensor y = nm::binary("pow", x, x, /*c_library=*/true);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(y.data<double>()[i], std::pow(xs[i], xs[i]));
  if (nm::uses_svml()) return;
  const Tensor l = nm::unary("log", x);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(l.data<double>()[i], std::log(xs[i]));
}

// The loops tsr does not write out (numpy's own SIMD tanh) and other dtypes are declined; binary broadcasts.
TEST(NumpyMath, DeclinesAndBroadcasts) {
  const Tensor f = tsr::tensor::empty(std::vector<int64_t>{3}, ScalarType::Float);
  for (float& v : std::span(f.data<float>(), 3)) v = 0.5f;
  EXPECT_FALSE(nm::unary("tanh", f).defined());  // numpy's own SIMD tanh, not written out
  EXPECT_TRUE(nm::unary("exp", f).defined());     // numpy's own float32 exp, written out
  EXPECT_TRUE(nm::unary("log1p", f).defined());
  const Tensor i = tsr::tensor::empty(std::vector<int64_t>{3}, ScalarType::Long);
  EXPECT_FALSE(nm::unary("log", i).defined());
  EXPECT_FALSE(nm::unary("no_such_function", f).defined());
  const Tensor col = tsr::tensor::empty(std::vector<int64_t>{3, 1}, ScalarType::Float);
  for (float& v : std::span(col.data<float>(), 3)) v = 2.0f;
  const Tensor p = nm::binary("pow", col, f);
  ASSERT_TRUE(p.defined());
  EXPECT_EQ(p.sizes()[0], 3);
  EXPECT_EQ(p.sizes()[1], 3);
  EXPECT_FLOAT_EQ(p.data<float>()[4], std::sqrt(2.0f));
}
