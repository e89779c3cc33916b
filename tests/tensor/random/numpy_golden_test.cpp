// numpy 1.24's random streams against the C++ core of _np_random (tensor/random/numpy_random.*), bit for bit:
// numpy_golden.json holds what real numpy drew (written by make_numpy_golden.py under /usr/bin/python3). Each
// stream starts from a fresh generator, as the script draws it, so a failure names one algorithm.
#include <gtest/gtest.h>

#include <bit>
#include <memory>
#include <string>
#include <vector>

#include "golden_util.hpp"
#include "tensor/random/numpy_random.hpp"

namespace np = tsr::tensor::random::numpy;
using tsr::tensor::random::testing::hex_bits;
using tsr::tensor::random::testing::load_json;

namespace {

const nlohmann::json& golden() {
  static const nlohmann::json data = load_json(TSR_SOURCE_DIR "/tests/tensor/random/numpy_golden.json");
  return data;
}

np::LegacyState legacy_from(const nlohmann::json& seed) {
  np::LegacyState s;
  if (seed.is_array()) {
    std::vector<uint32_t> key;
    for (const auto& w : seed) key.push_back(w.get<uint32_t>());
    s.bits.seed_by_array(key);
  } else {
    s.bits.seed(seed.get<uint32_t>());
  }
  return s;
}

// A seed as SeedSequence reads it (numpy's _coerce_to_uint32_array, recorded by the script).
np::PCG64Bits generator_from(const nlohmann::json& entropy) {
  std::vector<uint32_t> words;
  for (const auto& w : entropy) words.push_back(w.get<uint32_t>());
  np::PCG64Bits b;
  b.seed_from_entropy(words);
  return b;
}

// A PCG64 as a Generator draws from it: through numpy's bitgen_t (np::BitGen), which points into `bits`.
struct Pcg64Generator {
  np::PCG64Bits bits;
  np::BitGen gen = np::BitGen::of(bits);
  explicit Pcg64Generator(const np::PCG64Bits& b) : bits(b) {}
  Pcg64Generator(const Pcg64Generator&) = delete;
};

std::string u128_text(unsigned __int128 v) {
  std::string s;
  do {
    s.insert(s.begin(), char('0' + int(v % 10)));
    v /= 10;
  } while (v);
  return s;
}

template <class Draw> void expect_hexes(const nlohmann::json& expected, Draw&& draw, const std::string& what) {
  for (size_t i = 0; i < expected.size(); ++i) {
    const double got = draw();
    ASSERT_EQ(std::bit_cast<uint64_t>(got), hex_bits(expected[i])) << what << " value " << i << ": " << got;
  }
}
template <class Draw> void expect_ints(const nlohmann::json& expected, Draw&& draw, const std::string& what) {
  for (size_t i = 0; i < expected.size(); ++i) ASSERT_EQ(int64_t(draw()), expected[i].get<int64_t>()) << what << " value " << i;
}
template <class Draw> void expect_bits_sum(const nlohmann::json& expected, int count, Draw&& draw, const std::string& what) {
  uint64_t sum = 0;
  for (int i = 0; i < count; ++i) sum += std::bit_cast<uint64_t>(draw());
  EXPECT_EQ(std::to_string(sum), expected.get<std::string>()) << what;
}

// The bounded integers of a "low,high,dtype" key drawn as randint/integers does (high exclusive).
std::vector<int64_t> bounded(auto& bits, const std::string& key, size_t count, bool masked) {
  const size_t c1 = key.find(','), c2 = key.find(',', c1 + 1);
  const int64_t low = std::stoll(key.substr(0, c1));
  const int64_t high = std::stoll(key.substr(c1 + 1, c2 - c1 - 1)) - 1;
  const std::string dtype = key.substr(c2 + 1);
  std::vector<int64_t> out(count);
  auto run = [&]<class U>(U off, U rng, bool sign_extend, int width) {
    std::unique_ptr<U[]> v(new U[count]);  // not a vector: vector<bool> has no data()
    np::random_bounded_fill<U>(bits, off, rng, int64_t(count), masked, v.get());
    for (size_t i = 0; i < count; ++i)
      out[i] = sign_extend ? int64_t(uint64_t(v[i]) << (64 - width)) >> (64 - width) : int64_t(v[i]);
  };
  if (dtype == "int64") run(uint64_t(low), uint64_t(high - low), false, 64);
  else if (dtype == "int32") run(uint32_t(low), uint32_t(high - low), true, 32);
  else if (dtype == "int16") run(uint16_t(low), uint16_t(high - low), true, 16);
  else if (dtype == "uint8") run(uint8_t(low), uint8_t(high - low), false, 8);
  else if (dtype == "bool") run(bool(low), bool(high - low), false, 1);
  else ADD_FAILURE() << "no dtype " << dtype;
  return out;
}

}  // namespace

TEST(NumpyGolden, RecordedWithNumpy124) { EXPECT_EQ(golden()["numpy_version"].get<std::string>().substr(0, 4), "1.24"); }

TEST(NumpyGolden, LegacySeedingAndState) {
  for (const auto& c : golden()["legacy"]) {
    np::LegacyState s = legacy_from(c["seed"]);
    const auto& key = s.bits.mt.state();
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(key[size_t(i)], c["key_first"][size_t(i)].get<uint32_t>()) << c["seed"];
      EXPECT_EQ(key[size_t(620 + i)], c["key_last"][size_t(i)].get<uint32_t>()) << c["seed"];
    }
    EXPECT_EQ(s.bits.position(), c["pos"].get<int>());
  }
}

TEST(NumpyGolden, LegacyStreams) {
  for (const auto& c : golden()["legacy"]) {
    const std::string seed = c["seed"].dump();
    auto fresh = [&] { return legacy_from(c["seed"]); };
    {
      auto s = fresh();
      expect_hexes(c["uniform"], [&] { return s.bits.next_double(); }, seed + " uniform");
    }
    {
      auto s = fresh();
      expect_hexes(c["gauss"], [&] { return np::legacy_gauss(s); }, seed + " gauss");
      EXPECT_TRUE(s.has_gauss);  // 51 values: the pair's second waits
      auto t = fresh();
      expect_bits_sum(c["gauss_20001_sum"], 20001, [&] { return np::legacy_gauss(t); }, seed + " 20001 gauss");
    }
    {
      auto s = fresh();
      expect_hexes(c["standard_exponential"], [&] { return np::legacy_standard_exponential(s); }, seed + " exponential");
    }
    for (const auto& [shape, values] : c["standard_gamma"].items()) {
      auto s = fresh();
      const double k = std::stod(shape);
      expect_hexes(values, [&] { return np::legacy_standard_gamma(s, k); }, seed + " gamma " + shape);
    }
    for (const auto& [ab, values] : c["beta"].items()) {
      auto s = fresh();
      const double a = std::stod(ab.substr(0, ab.find(','))), b = std::stod(ab.substr(ab.find(',') + 1));
      expect_hexes(values, [&] { return np::legacy_beta(s, a, b); }, seed + " beta " + ab);
    }
    {
      auto s = fresh();
      expect_hexes(c["chisquare"], [&] { return np::legacy_chisquare(s, 3.0); }, seed + " chisquare");
      auto t = fresh();
      expect_hexes(c["standard_t"], [&] { return np::legacy_standard_t(t, 4.0); }, seed + " standard_t");
      auto u = fresh();
      expect_hexes(c["laplace"], [&] { return np::laplace(u.bits, 0.0, 1.0); }, seed + " laplace");
      auto v = fresh();
      expect_hexes(c["logistic"], [&] { return np::logistic(v.bits, 0.0, 1.0); }, seed + " logistic");
    }
    for (const auto& [np_key, values] : c["binomial"].items()) {
      auto s = fresh();
      const int64_t n = std::stoll(np_key.substr(0, np_key.find(',')));
      const double p = std::stod(np_key.substr(np_key.find(',') + 1));
      expect_ints(values, [&] { return np::legacy_binomial(s, p, n); }, seed + " binomial " + np_key);
    }
    for (const auto& [lam_text, values] : c["poisson"].items()) {
      auto s = fresh();
      const double lam = std::stod(lam_text);
      expect_ints(values, [&] { return np::poisson(s.bits, lam); }, seed + " poisson " + lam_text);
    }
    for (const auto& [p_text, values] : c["geometric"].items()) {
      auto s = fresh();
      const double p = std::stod(p_text);
      expect_ints(values, [&] { return np::legacy_geometric(s, p); }, seed + " geometric " + p_text);
    }
    {
      auto s = fresh();
      const std::vector<double> pvals{0.2, 0.3, 0.1, 0.4};
      std::vector<int64_t> counts(4);
      size_t at = 0;
      for (int row = 0; row < 20; ++row) {
        np::multinomial(s.bits, 100, pvals, counts.data());
        for (int64_t x : counts) ASSERT_EQ(x, c["multinomial"][at++].get<int64_t>()) << seed << " multinomial row " << row;
      }
    }
    {
      auto s = fresh();  // permutation: Fisher-Yates from the end with random_interval
      std::vector<int64_t> order(c["permutation"].size());
      for (size_t i = 0; i < order.size(); ++i) order[i] = int64_t(i);
      for (size_t i = order.size() - 1; i >= 1; --i) std::swap(order[i], order[np::random_interval(s.bits, i)]);
      for (size_t i = 0; i < order.size(); ++i) ASSERT_EQ(order[i], c["permutation"][i].get<int64_t>()) << seed;
    }
    for (const auto& [key, values] : c["randint"].items()) {
      auto s = fresh();
      const std::vector<int64_t> got = bounded(s.bits, key, values.size(), true);
      for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], values[i].get<int64_t>()) << seed << " randint " << key;
    }
  }
}

TEST(NumpyGolden, GeneratorSeedSequenceAndStreams) {
  for (const auto& c : golden()["generator"]) {
    const std::string seed = c["seed"].get<std::string>();
    auto fresh = [&] { return Pcg64Generator(generator_from(c["entropy"])); };
    const np::PCG64Bits b0 = generator_from(c["entropy"]);
    EXPECT_EQ(u128_text(b0.state), c["state"].get<std::string>()) << seed;
    EXPECT_EQ(u128_text(b0.inc), c["inc"].get<std::string>()) << seed;
    {
      auto b = fresh();
      expect_hexes(c["random"], [&] { return b.gen.next_double(); }, seed + " random");
    }
    {
      auto b = fresh();
      expect_hexes(c["standard_normal"], [&] { return np::standard_normal(b.gen); }, seed + " standard_normal");
      auto t = fresh();
      expect_bits_sum(c["standard_normal_20000_sum"], 20000, [&] { return np::standard_normal(t.gen); }, seed + " 20000 normals");
    }
    {
      auto b = fresh();
      expect_hexes(c["standard_exponential"], [&] { return np::standard_exponential(b.gen); }, seed + " exponential");
      auto t = fresh();
      expect_bits_sum(c["standard_exponential_20000_sum"], 20000, [&] { return np::standard_exponential(t.gen); },
                      seed + " 20000 exponentials");
    }
    for (const auto& [shape, values] : c["standard_gamma"].items()) {
      auto b = fresh();
      const double k = std::stod(shape);
      expect_hexes(values, [&] { return np::standard_gamma(b.gen, k); }, seed + " gamma " + shape);
    }
    for (const auto& [ab, values] : c["beta"].items()) {
      auto b = fresh();
      const double pa = std::stod(ab.substr(0, ab.find(','))), pb = std::stod(ab.substr(ab.find(',') + 1));
      expect_hexes(values, [&] { return np::beta(b.gen, pa, pb); }, seed + " beta " + ab);
    }
    for (const auto& [p_text, values] : c["geometric"].items()) {
      auto b = fresh();
      const double p = std::stod(p_text);
      expect_ints(values, [&] { return np::geometric(b.gen, p); }, seed + " geometric " + p_text);
    }
    for (const auto& [np_key, values] : c["binomial"].items()) {
      auto b = fresh();
      const int64_t n = std::stoll(np_key.substr(0, np_key.find(',')));
      const double p = std::stod(np_key.substr(np_key.find(',') + 1));
      expect_ints(values, [&] { return np::binomial(b.gen, p, n); }, seed + " binomial " + np_key);
    }
    for (const auto& [lam_text, values] : c["poisson"].items()) {
      auto b = fresh();
      const double lam = std::stod(lam_text);
      expect_ints(values, [&] { return np::poisson(b.gen, lam); }, seed + " poisson " + lam_text);
    }
    for (const auto& [key, values] : c["integers"].items()) {
      auto b = fresh();
      const std::vector<int64_t> got = bounded(b.gen, key, values.size(), false);
      for (size_t i = 0; i < got.size(); ++i) ASSERT_EQ(got[i], values[i].get<int64_t>()) << seed << " integers " << key;
    }
  }
}

// The 32-bit draws of PCG64 come in halves of one 64-bit draw, low half first.
TEST(NumpyGolden, Pcg64HalvesA64BitDraw) {
  np::PCG64Bits a = generator_from(nlohmann::json::array({7})), b = a;
  const uint64_t whole = a.next_uint64();
  EXPECT_EQ(b.next_uint32(), uint32_t(whole));
  EXPECT_TRUE(b.has_uint32);
  EXPECT_EQ(b.next_uint32(), uint32_t(whole >> 32));
  EXPECT_EQ(b.next_uint64(), a.next_uint64());
}
