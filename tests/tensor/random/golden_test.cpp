// The random streams against shared/spec/rng_golden.json: values recorded from real PyTorch 1.13, compared bit
// for bit (hex float strings), or through exact summaries for the long streams.
#include <gtest/gtest.h>

#include <bit>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tensor/random/distributions.hpp"

using nlohmann::json;
using namespace tsr::tensor::random;

namespace {

const json& golden() {
  static const json data = [] {
    std::ifstream in(TSR_SHARED_DIR "/spec/rng_golden.json");
    return json::parse(in);
  }();
  return data;
}

// A float32 stream produced by running `fill` on a generator seeded like the golden case.
using Float32Stream = std::function<std::vector<float>(CPUGenerator&)>;

std::vector<float> floats(int64_t n, const std::function<void(float*, int64_t, CPUGenerator&)>& fill,
                          CPUGenerator& gen) {
  std::vector<float> out(n);
  fill(out.data(), n, gen);
  return out;
}

// Checks `values` against a case: every hex value, or for summary-only cases the first/last eight values and
// the sum of the uint32 bit patterns modulo 2^64.
void expect_matches(const std::string& name, const std::vector<double>& values, const std::vector<uint32_t>& bits) {
  const json& c = golden()["cases"].at(name);
  SCOPED_TRACE(name);
  auto hex_value = [](const json& h) { return std::strtod(h.get<std::string>().c_str(), nullptr); };
  if (c.contains("hex")) {
    ASSERT_EQ(values.size(), c["hex"].size());
    for (size_t i = 0; i < values.size(); ++i) EXPECT_EQ(values[i], hex_value(c["hex"][i])) << "at " << i;
    return;
  }
  const size_t n = std::stoul(c["n"].is_string() ? c["n"].get<std::string>() : std::to_string(c["n"].get<int>()));
  ASSERT_EQ(values.size(), n);
  for (size_t i = 0; i < 8; ++i) {
    EXPECT_EQ(values[i], hex_value(c["first8_hex"][i])) << "first8 " << i;
    EXPECT_EQ(values[n - 8 + i], hex_value(c["last8_hex"][i])) << "last8 " << i;
  }
  uint64_t sum = 0;
  for (uint32_t b : bits) sum += b;
  const json& expected = c["sum_of_uint32_bit_patterns_mod_2_64"];
  EXPECT_EQ(sum, expected.is_string() ? std::stoull(expected.get<std::string>()) : expected.get<uint64_t>());
}

void expect_float32_case(const std::string& name, uint64_t seed, const Float32Stream& stream) {
  CPUGenerator gen(seed);
  std::vector<float> out = stream(gen);
  std::vector<double> values(out.begin(), out.end());
  std::vector<uint32_t> bits;
  for (float f : out) bits.push_back(std::bit_cast<uint32_t>(f));
  expect_matches(name, values, bits);
}

void expect_float64_case(const std::string& name, uint64_t seed,
                         const std::function<std::vector<double>(CPUGenerator&)>& stream) {
  CPUGenerator gen(seed);
  std::vector<double> values = stream(gen);
  expect_matches(name, values, {});
}

std::vector<int64_t> int_values(const std::string& name) {
  const json& c = golden()["cases"].at(name);
  const json& v = c.contains("values") ? c["values"] : c["first8"];
  return v.get<std::vector<int64_t>>();
}

auto randn32(int64_t n) {
  return [n](CPUGenerator& g) { return floats(n, [](float* p, int64_t k, CPUGenerator& gg) { normal_fill(p, k, 0, 1, gg); }, g); };
}

}  // namespace

class Golden : public ::testing::TestWithParam<uint64_t> {
 protected:
  std::string key(const std::string& what) const { return "seed" + std::to_string(GetParam()) + "/" + what; }
};

TEST(Generator, EngineFirstOutputsForSeedZero) {
  CPUGenerator gen(0);
  std::vector<int64_t> expected = golden()["cases"]["seed0/mt19937_first8_u32"]["values"].get<std::vector<int64_t>>();
  for (int64_t v : expected) EXPECT_EQ(gen.random(), static_cast<uint32_t>(v));
}

TEST_P(Golden, Rand) {
  auto rand = [](int64_t n) {
    return [n](CPUGenerator& g) { return floats(n, [](float* p, int64_t k, CPUGenerator& gg) { uniform_fill(p, k, 0, 1, gg); }, g); };
  };
  expect_float32_case(key("rand(5)"), GetParam(), rand(5));
  expect_float32_case(key("rand(1000)"), GetParam(), rand(1000));
  expect_float32_case(key("rand_like(zeros(2, 3))"), GetParam(), rand(6));
  expect_float64_case(key("rand(5, dtype=float64)"), GetParam(), [](CPUGenerator& g) {
    std::vector<double> out(5);
    uniform_fill(out.data(), 5, 0, 1, g);
    return out;
  });
}

TEST_P(Golden, Uniform) {
  auto uniform = [](int64_t n, double a, double b) {
    return [=](CPUGenerator& g) { return floats(n, [=](float* p, int64_t k, CPUGenerator& gg) { uniform_fill(p, k, a, b, gg); }, g); };
  };
  expect_float32_case(key("empty(10).uniform_(-0.5, 0.7)"), GetParam(), uniform(10, -0.5, 0.7));
  expect_float32_case(key("empty(3000).uniform_(-0.70710678, 0.70710678)"), GetParam(),
                      uniform(3000, -0.70710678, 0.70710678));
}

TEST_P(Golden, RandnFloat32AllPaths) {
  for (int64_t n : {1, 5, 15, 16, 17, 32, 33, 100}) expect_float32_case(key("randn(" + std::to_string(n) + ")"), GetParam(), randn32(n));
  expect_float32_case(key("randn(3, 7)"), GetParam(), randn32(21));
  expect_float32_case(key("randn(10000, 2)"), GetParam(), randn32(20000));
}

TEST_P(Golden, RandnCachedSecondValue) {
  expect_float32_case(key("randn(3) then randn(3)  [cached 2nd Box-Muller value]"), GetParam(), [](CPUGenerator& g) {
    std::vector<float> a = randn32(3)(g), b = randn32(3)(g);
    a.insert(a.end(), b.begin(), b.end());
    return a;
  });
  expect_float32_case(key("randn(3), randn(20), randn(1)  [cache survives the >=16 path]"), GetParam(),
                      [](CPUGenerator& g) {
                        std::vector<float> a = randn32(3)(g), b = randn32(20)(g), c = randn32(1)(g);
                        a.insert(a.end(), b.begin(), b.end());
                        a.insert(a.end(), c.begin(), c.end());
                        return a;
                      });
}

TEST_P(Golden, NormalWithMeanAndStd) {
  for (int64_t n : {5, 20})
    expect_float32_case(key("normal(2.0, 3.0, (" + std::to_string(n) + ",))"), GetParam(), [n](CPUGenerator& g) {
      return floats(n, [](float* p, int64_t k, CPUGenerator& gg) { normal_fill(p, k, 2.0, 3.0, gg); }, g);
    });
  for (int64_t n : {7, 40})
    expect_float64_case(key("empty(" + std::to_string(n) + ", float64).normal_(0.3, 2.7)"), GetParam(),
                        [n](CPUGenerator& g) {
                          std::vector<double> out(n);
                          normal_fill(out.data(), n, 0.3, 2.7, g);
                          return out;
                        });
  for (int64_t n : {5, 16, 17, 40})
    expect_float64_case(key("randn(" + std::to_string(n) + ", dtype=float64)"), GetParam(), [n](CPUGenerator& g) {
      std::vector<double> out(n);
      normal_fill(out.data(), n, 0, 1, g);
      return out;
    });
}

TEST_P(Golden, RandintAndRandperm) {
  struct Case { const char* name; int64_t low, high, n; };
  for (Case c : {Case{"randint(0, 10, (8,))", 0, 10, 8}, Case{"randint(-5, 5, (8,))", -5, 5, 8},
                 Case{"randint(0, 2147483648, (5,))", 0, 2147483648LL, 5},
                 Case{"randint(0, 4294967296, (4,))", 0, 4294967296LL, 4},
                 Case{"randint(0, 8589934599, (4,))", 0, 8589934599LL, 4},
                 Case{"randint(-1099511627776, 1099511627776, (4,))", -1099511627776LL, 1099511627776LL, 4}}) {
    CPUGenerator gen(GetParam());
    std::vector<int64_t> out(c.n);
    randint_fill(out.data(), c.n, c.low, c.high, gen);
    EXPECT_EQ(out, int_values(key(c.name))) << c.name;
  }
  for (int64_t n : {1, 2, 10, 100, 3000}) {
    CPUGenerator gen(GetParam());
    std::vector<int64_t> out(n);
    randperm_fill(out.data(), n, gen);
    std::vector<int64_t> expected = int_values(key("randperm(" + std::to_string(n) + ")"));
    EXPECT_EQ(std::vector<int64_t>(out.begin(), out.begin() + expected.size()), expected) << n;
  }
}

TEST_P(Golden, BernoulliScalarProbability) {
  expect_float32_case(key("empty(16).bernoulli_(0.3)"), GetParam(), [](CPUGenerator& g) {
    return floats(16, [](float* p, int64_t k, CPUGenerator& gg) { bernoulli_fill(p, k, 0.3, gg); }, g);
  });
}

INSTANTIATE_TEST_SUITE_P(Seeds, Golden, ::testing::Values(0, 42),
                         [](const auto& info) { return "seed" + std::to_string(info.param); });

TEST(Generator, SeedUsesLow32BitsAndKeepsFullSeed) {
  CPUGenerator a(5), b((1ULL << 32) + 5);
  EXPECT_EQ(a.random(), b.random());
  EXPECT_EQ(b.initial_seed(), (1ULL << 32) + 5);
}

TEST(Generator, ManualSeedClearsTheNormalCache) {
  CPUGenerator gen(0);
  float first[3], again[3];
  normal_fill(first, 3, 0, 1, gen);  // leaves a cached value
  gen.manual_seed(0);
  normal_fill(again, 3, 0, 1, gen);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(first[i], again[i]);
}
