// The raw random streams against golden/rng_golden.json, values recorded from real PyTorch 1.13: every case
// of the file runs here (one test each), compared bit for bit, or through the exact summaries of long streams.
#include <gtest/gtest.h>

#include <bit>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <numeric>
#include <nlohmann/json.hpp>
#include <string>
#include <variant>
#include <vector>

#include "tensor/random/distributions.hpp"
#include "golden_util.hpp"

using nlohmann::json;
using namespace tsr::tensor::random;
using tsr::tensor::random::testing::extra_golden;
using tsr::tensor::random::testing::hex_bits;
using tsr::tensor::random::testing::load_json;

namespace {

const json& golden() {
  static const json data = load_json(TSR_SOURCE_DIR "/tests/tensor/random/golden/rng_golden.json");
  return data;
}

// What a case's stream produces: float32, float64 or integer values in row-major order.
using Values = std::variant<std::vector<float>, std::vector<double>, std::vector<int64_t>>;
using Stream = std::function<Values(CPUGenerator&)>;

template <class T, class Fill>
std::vector<T> filled(int64_t n, Fill&& fill) {
  std::vector<T> out(static_cast<size_t>(n));
  fill(out.data(), n);
  return out;
}
template <class T>
std::vector<T> joined(std::initializer_list<std::vector<T>> parts) {
  std::vector<T> out;
  for (const auto& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

std::vector<float> randn32(CPUGenerator& g, int64_t n, double mean = 0, double std = 1) {
  return filled<float>(n, [&](float* p, int64_t k) { normal_fill(p, k, mean, std, g); });
}
std::vector<float> uniform32(CPUGenerator& g, int64_t n, double from = 0, double to = 1) {
  return filled<float>(n, [&](float* p, int64_t k) { uniform_fill(p, k, from, to, g); });
}

// nn.Linear(in, out): weight (out, in) then bias, both uniform_ with the kaiming / bias bounds (rng.md §7).
std::vector<float> linear_init(CPUGenerator& g, int64_t in, int64_t out) {
  const double w = kaiming_uniform_bound(in, std::sqrt(5.0)), b = bias_uniform_bound(in);
  return joined({uniform32(g, out * in, -w, w), uniform32(g, out, -b, b)});
}

// F.dropout(x, p) in training mode (rng.md §6): a bernoulli_(1 - p) mask divided by f32(1 - p), times x.
std::vector<float> dropout(CPUGenerator& g, std::vector<float> x, double p) {
  const double q = 1.0 - p;
  std::vector<float> noise = filled<float>(static_cast<int64_t>(x.size()),
                                           [&](float* out, int64_t n) { bernoulli_fill(out, n, q, g); });
  for (size_t i = 0; i < x.size(); ++i) x[i] = x[i] * (noise[i] / static_cast<float>(q));
  return x;
}

// torch.linspace(-3, 3, 50) exactly as PyTorch computes it (recorded in extra_golden.json).
std::vector<float> linspace_minus3_3_50() {
  std::vector<float> out;
  for (const json& h : extra_golden()["linspace(-3, 3, 50)"])
    out.push_back(static_cast<float>(std::bit_cast<double>(hex_bits(h))));
  return out;
}

// The stream of every golden case, by its name without the "seedN/" prefix.
const std::map<std::string, Stream>& streams() {
  static const std::map<std::string, Stream> table = [] {
    std::map<std::string, Stream> t;
    t["mt19937_first8_u32"] = [](CPUGenerator& g) { return filled<int64_t>(8, [&](int64_t* p, int64_t n) {
      for (int64_t i = 0; i < n; ++i) p[i] = g.random();
    }); };
    for (int64_t n : {1, 5, 15, 16, 17, 32, 33, 100})
      t["randn(" + std::to_string(n) + ")"] = [n](CPUGenerator& g) { return randn32(g, n); };
    t["randn(3, 7)"] = [](CPUGenerator& g) { return randn32(g, 21); };
    t["randn(10000, 2)"] = [](CPUGenerator& g) { return randn32(g, 20000); };
    for (int64_t n : {5, 16, 17, 40})
      t["randn(" + std::to_string(n) + ", dtype=float64)"] = [n](CPUGenerator& g) {
        return filled<double>(n, [&](double* p, int64_t k) { normal_fill(p, k, 0, 1, g); });
      };
    t["randn(3) then randn(3)  [cached 2nd Box-Muller value]"] = [](CPUGenerator& g) {
      return joined({randn32(g, 3), randn32(g, 3)});
    };
    t["randn(3), randn(20), randn(1)  [cache survives the >=16 path]"] = [](CPUGenerator& g) {
      return joined({randn32(g, 3), randn32(g, 20), randn32(g, 1)});
    };
    for (int64_t n : {5, 20})
      t["normal(2.0, 3.0, (" + std::to_string(n) + ",))"] = [n](CPUGenerator& g) { return randn32(g, n, 2.0, 3.0); };
    for (int64_t n : {7, 40})
      t["empty(" + std::to_string(n) + ", float64).normal_(0.3, 2.7)"] = [n](CPUGenerator& g) {
        return filled<double>(n, [&](double* p, int64_t k) { normal_fill(p, k, 0.3, 2.7, g); });
      };
    t["rand(5)"] = [](CPUGenerator& g) { return uniform32(g, 5); };
    t["rand(1000)"] = [](CPUGenerator& g) { return uniform32(g, 1000); };
    t["rand_like(zeros(2, 3))"] = [](CPUGenerator& g) { return uniform32(g, 6); };
    t["rand(5, dtype=float64)"] = [](CPUGenerator& g) {
      return filled<double>(5, [&](double* p, int64_t k) { uniform_fill(p, k, 0, 1, g); });
    };
    t["empty(10).uniform_(-0.5, 0.7)"] = [](CPUGenerator& g) { return uniform32(g, 10, -0.5, 0.7); };
    t["empty(3000).uniform_(-0.70710678, 0.70710678)"] = [](CPUGenerator& g) {
      return uniform32(g, 3000, -0.70710678, 0.70710678);
    };
    t["empty(500, float64).uniform_(2.5, 7.1)"] = [](CPUGenerator& g) {
      return filled<double>(500, [&](double* p, int64_t k) { uniform_fill(p, k, 2.5, 7.1, g); });
    };
    struct Range { const char* name; int64_t low, high, n; };
    for (Range r : {Range{"randint(0, 10, (8,))", 0, 10, 8}, Range{"randint(-5, 5, (8,))", -5, 5, 8},
                    Range{"randint(0, 2147483648, (5,))", 0, 2147483648LL, 5},
                    Range{"randint(0, 4294967296, (4,))", 0, 4294967296LL, 4},
                    Range{"randint(0, 8589934599, (4,))", 0, 8589934599LL, 4},
                    Range{"randint(-1099511627776, 1099511627776, (4,))", -1099511627776LL, 1099511627776LL, 4}})
      t[r.name] = [r](CPUGenerator& g) {
        return filled<int64_t>(r.n, [&](int64_t* p, int64_t k) { randint_fill(p, k, r.low, r.high, g); });
      };
    for (int64_t n : {1, 2, 10, 100, 3000})
      t["randperm(" + std::to_string(n) + ")"] = [n](CPUGenerator& g) {
        return filled<int64_t>(n, [&](int64_t* p, int64_t k) { randperm_fill(p, k, g); });
      };
    for (const char* p : {"0.5", "0.1", "0.25"})
      t[std::string("F.dropout(ones(20), p=") + p + ")"] = [p](CPUGenerator& g) {
        return dropout(g, std::vector<float>(20, 1.0f), std::strtod(p, nullptr));
      };
    t["F.dropout(linspace(-3, 3, 50), p=0.3)"] = [](CPUGenerator& g) { return dropout(g, linspace_minus3_3_50(), 0.3); };
    t["nn.Dropout(0.5)(ones(4, 5)) in training mode"] = [](CPUGenerator& g) {
      return dropout(g, std::vector<float>(20, 1.0f), 0.5);
    };
    t["empty(16).bernoulli_(0.3)"] = [](CPUGenerator& g) {
      return filled<float>(16, [&](float* p, int64_t k) { bernoulli_fill(p, k, 0.3, g); });
    };
    t["bernoulli(full((16,), 0.3))  [float32 probability tensor]"] = [](CPUGenerator& g) {
      const std::vector<float> probability(16, 0.3f);
      return filled<float>(16, [&](float* p, int64_t k) { bernoulli_fill(p, probability.data(), k, g); });
    };
    // A plain pair, not a structured binding: clang before 16 cannot capture bindings in a lambda (the sanitizer
    // build uses clang 14).
    for (const std::pair<int64_t, int64_t> size : {std::pair<int64_t, int64_t>{2, 3}, {2, 64}, {64, 64}, {784, 128}})
      t["nn.Linear(" + std::to_string(size.first) + ", " + std::to_string(size.second) +
        "): weight.flatten() then bias"] = [size](CPUGenerator& g) { return linear_init(g, size.first, size.second); };
    t["nn.Conv2d(3, 8, 3) then nn.Embedding(10, 4)"] = [](CPUGenerator& g) {
      // Conv2d(3, 8, 3): fan_in = 3 * 3 * 3, weight 8*27 then bias 8; Embedding(10, 4): normal_ on 40.
      const double w = kaiming_uniform_bound(27, std::sqrt(5.0)), b = bias_uniform_bound(27);
      std::vector<float> weight = uniform32(g, 216, -w, w), bias = uniform32(g, 8, -b, b);
      return joined({weight, bias, randn32(g, 40)});
    };
    t["Linear(2, 64), Linear(64, 1), then randn(8, 2) and rand(3)"] = [](CPUGenerator& g) {
      linear_init(g, 2, 64);
      linear_init(g, 64, 1);
      std::vector<float> x = randn32(g, 16);
      return joined({x, uniform32(g, 3)});
    };
    return t;
  }();
  return table;
}

// The bit patterns of `v` as doubles (float32 values widen exactly, as the golden "hex" strings do).
template <class T>
std::vector<uint64_t> double_bits(const std::vector<T>& v) {
  std::vector<uint64_t> out;
  for (T x : v) out.push_back(std::bit_cast<uint64_t>(static_cast<double>(x)));
  return out;
}

void expect_hex_values(const json& c, const std::vector<uint64_t>& bits) {
  ASSERT_EQ(bits.size(), c["hex"].size());
  for (size_t i = 0; i < bits.size(); ++i) EXPECT_EQ(bits[i], hex_bits(c["hex"][i])) << "at " << i;
}

// Long float32 streams: first and last eight values, and the sum of the uint32 bit patterns modulo 2^64.
void expect_float32_summary(const json& c, const std::vector<float>& v) {
  const size_t n = c["n"].get<size_t>();
  ASSERT_EQ(v.size(), n);
  const std::vector<uint64_t> bits = double_bits(v);
  for (size_t i = 0; i < 8; ++i) {
    EXPECT_EQ(bits[i], hex_bits(c["first8_hex"][i])) << "first8 " << i;
    EXPECT_EQ(bits[n - 8 + i], hex_bits(c["last8_hex"][i])) << "last8 " << i;
  }
  uint64_t sum = 0;
  for (float f : v) sum += std::bit_cast<uint32_t>(f);
  EXPECT_EQ(sum, c["sum_of_uint32_bit_patterns_mod_2_64"].get<uint64_t>());
}

// Long integer streams: first and last eight values and the sum.
void expect_int_summary(const json& c, const std::vector<int64_t>& v, int64_t sum) {
  ASSERT_EQ(v.size(), c["n"].get<size_t>());
  EXPECT_EQ(std::vector<int64_t>(v.begin(), v.begin() + 8), c["first8"].get<std::vector<int64_t>>());
  EXPECT_EQ(std::vector<int64_t>(v.end() - 8, v.end()), c["last8"].get<std::vector<int64_t>>());
  EXPECT_EQ(sum, c["sum"].get<int64_t>());
}

void expect_case(const json& c, const Values& values) {
  if (const auto* ints = std::get_if<std::vector<int64_t>>(&values)) {
    if (c.contains("values")) EXPECT_EQ(*ints, c["values"].get<std::vector<int64_t>>());
    else expect_int_summary(c, *ints, std::accumulate(ints->begin(), ints->end(), int64_t{0}));
  } else if (const auto* f = std::get_if<std::vector<float>>(&values)) {
    if (c.contains("hex")) expect_hex_values(c, double_bits(*f));
    else expect_float32_summary(c, *f);
  } else {
    const auto& d = std::get<std::vector<double>>(values);
    if (c.contains("hex")) {
      expect_hex_values(c, double_bits(d));
    } else {
      // The golden file keeps long float64 streams as int64: each value truncated, and the truncated sum.
      std::vector<int64_t> truncated(d.begin(), d.end());
      expect_int_summary(c, truncated, static_cast<int64_t>(std::accumulate(d.begin(), d.end(), 0.0)));
    }
  }
}

class GoldenCase : public ::testing::TestWithParam<std::string> {};

std::vector<std::string> case_names() {
  std::vector<std::string> names;
  for (const auto& [name, c] : golden()["cases"].items()) names.push_back(name);
  return names;
}

// "seed42/randn(3, 7)" -> "seed42_randn_3__7_": gtest names allow only letters, digits and underscores.
std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string out;
  for (char ch : info.param) out += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  return out + "_" + std::to_string(info.index);
}

}  // namespace

TEST_P(GoldenCase, MatchesPyTorchBitForBit) {
  const std::string& name = GetParam();
  const size_t slash = name.find('/');
  const uint64_t seed = std::stoull(name.substr(4, slash - 4));  // "seed42/..." -> 42
  const auto stream = streams().find(name.substr(slash + 1));
  ASSERT_NE(stream, streams().end()) << "no stream for golden case " << name;
  CPUGenerator gen(seed);
  expect_case(golden()["cases"][name], stream->second(gen));
}

INSTANTIATE_TEST_SUITE_P(RngGolden, GoldenCase, ::testing::ValuesIn(case_names()), test_name);

TEST(RngGolden, CoversBothSeedsAndAllCases) { EXPECT_EQ(case_names().size(), 2 * streams().size()); }

TEST(RngGolden, ModuleInitBoundsMatchDerivedConstants) {
  const json& d = golden()["derived_constants"];
  for (const auto& [fan_in, v] : d["kaiming_uniform_a_sqrt5_bound"].items())
    EXPECT_EQ(std::bit_cast<uint64_t>(kaiming_uniform_bound(std::stoll(fan_in), std::sqrt(5.0))),
              hex_bits(v["float64_hex"])) << fan_in;
  for (const auto& [fan_in, v] : d["linear_bias_bound"].items())
    EXPECT_EQ(std::bit_cast<uint64_t>(bias_uniform_bound(std::stoll(fan_in))), hex_bits(v["float64_hex"])) << fan_in;
  EXPECT_EQ(bias_uniform_bound(0), 0.0);
}
