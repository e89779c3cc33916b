// The generator: MT19937 bookkeeping, seeds, the Box-Muller cache, and torch.get_rng_state()'s byte layout
// against real PyTorch (extra_golden.json, written by make_extra_golden.py).
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "tensor/core/error.hpp"
#include "tensor/random/distributions.hpp"
#include "golden_util.hpp"

using namespace tsr::tensor::random;
using tsr::tensor::random::testing::extra_golden;
using tsr::tensor::random::testing::hex_bits;

namespace {

template <class T>
T field(const CPUGenerator::StateBytes& bytes, size_t at) {
  T v;
  std::memcpy(&v, bytes.data() + at, sizeof(T));
  return v;
}

// Compares a state with the fields make_extra_golden.py read out of torch.get_rng_state().
void expect_state_matches(const CPUGenerator::StateBytes& s, const nlohmann::json& expected) {
  EXPECT_EQ(s.size(), expected["size"].get<size_t>());
  EXPECT_EQ(field<uint64_t>(s, 0), expected["seed"].get<uint64_t>());
  EXPECT_EQ(field<int32_t>(s, 8), expected["left"].get<int32_t>());
  EXPECT_EQ(field<int32_t>(s, 12), expected["seeded"].get<int32_t>());
  EXPECT_EQ(field<uint64_t>(s, 16), expected["next"].get<uint64_t>());
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(field<uint64_t>(s, 24 + 8 * i), expected["first_words"][i].get<uint64_t>());
    EXPECT_EQ(field<uint64_t>(s, 24 + 8 * (620 + i)), expected["last_words"][i].get<uint64_t>());
  }
  EXPECT_EQ(std::bit_cast<uint64_t>(field<double>(s, 5024)), hex_bits(expected["normal_y_hex"]));
  EXPECT_EQ(field<int32_t>(s, 5040), expected["normal_valid"].get<int32_t>());
  EXPECT_EQ(std::accumulate(s.begin(), s.end(), uint64_t{0}), expected["byte_sum"].get<uint64_t>());
}

}  // namespace

TEST(MT19937, MatchesTheStandardEngineAcrossRegenerations) {
  for (uint32_t seed : {0u, 42u, 0xF19CD101u}) {
    MT19937 ours(seed);
    std::mt19937 reference(seed);
    for (int i = 0; i < 3 * MT19937::kStateSize + 5; ++i) ASSERT_EQ(ours(), reference()) << "seed " << seed << " draw " << i;
  }
}

TEST(MT19937, FirstDrawRegeneratesAsPyTorchRecordsIt) {
  MT19937 engine(5);
  EXPECT_EQ(engine.left(), 1);
  EXPECT_EQ(engine.next(), 0u);
  engine();
  EXPECT_EQ(engine.left(), MT19937::kStateSize);
  EXPECT_EQ(engine.next(), 1u);
}

TEST(CPUGenerator, SeedUsesLow32BitsAndKeepsFullSeed) {
  CPUGenerator a(5), b((1ULL << 32) + 5);
  EXPECT_EQ(a.random(), b.random());
  EXPECT_EQ(b.initial_seed(), (1ULL << 32) + 5);
  EXPECT_EQ(CPUGenerator().initial_seed(), 67280421310721ULL);  // torch.Generator().initial_seed()
}

TEST(CPUGenerator, Random64TakesTheFirstDrawAsHighHalf) {
  CPUGenerator a(0), b(0);
  const uint64_t hi = b.random(), lo = b.random();
  EXPECT_EQ(a.random64(), (hi << 32) | lo);
}

TEST(CPUGenerator, ManualSeedClearsTheNormalCache) {
  CPUGenerator gen(0);
  float first[3], again[3];
  normal_fill(first, 3, 0, 1, gen);  // leaves a cached value
  ASSERT_TRUE(gen.next_double_normal().has_value());
  gen.manual_seed(0);
  EXPECT_FALSE(gen.next_double_normal().has_value());
  normal_fill(again, 3, 0, 1, gen);
  EXPECT_EQ(std::vector<float>(first, first + 3), std::vector<float>(again, again + 3));
}

TEST(CPUGenerator, SeedPicksA64BitSeed) {
  // PyTorch 1.13 reads a CPU generator's seed from /dev/urandom, all 64 bits (eight seeds all below 2^53: 2^-88)
  CPUGenerator gen(0);
  bool above_53_bits = false;
  for (int i = 0; i < 8; ++i) {
    const uint64_t s = gen.seed();
    EXPECT_EQ(gen.initial_seed(), s);
    above_53_bits |= s >= (1ULL << 53);
  }
  EXPECT_TRUE(above_53_bits);
}

TEST(CPUGenerator, StateBytesMatchTorchGetRngState) {
  // torch.manual_seed(2**32 + 5), then get_rng_state() after nothing, randn(3) (a cached value) and rand(700).
  CPUGenerator gen((1ULL << 32) + 5);
  expect_state_matches(gen.get_state(), extra_golden()["state_after_seed"]);
  float buffer[700];
  normal_fill(buffer, 3, 0, 1, gen);
  expect_state_matches(gen.get_state(), extra_golden()["state_after_randn3"]);
  uniform_fill(buffer, 700, 0, 1, gen);
  expect_state_matches(gen.get_state(), extra_golden()["state_after_rand700"]);
}

TEST(CPUGenerator, SetStateRestoresTheStreamAndTheCache) {
  CPUGenerator gen(3);
  float head[5];
  normal_fill(head, 5, 0, 1, gen);  // odd count: one cached value
  const CPUGenerator::StateBytes saved = gen.get_state();
  float a[7], b[7];
  normal_fill(a, 7, 0, 1, gen);
  CPUGenerator other(99);
  other.set_state(saved);
  normal_fill(b, 7, 0, 1, other);
  EXPECT_EQ(std::vector<float>(a, a + 7), std::vector<float>(b, b + 7));
  EXPECT_EQ(other.initial_seed(), 3u);
  EXPECT_EQ(other.get_state(), gen.get_state());
}

TEST(CPUGenerator, SetStateReadsTheLegacyLayout) {
  // The 5048-byte legacy POD keeps the pending pair as (normal_x, normal_rho): the cache is rho * sin(2 pi x).
  CPUGenerator gen(11);
  CPUGenerator::StateBytes full = gen.get_state();
  std::vector<uint8_t> legacy(full.begin(), full.begin() + 5048);
  const double x = 0.125, rho = 2.0;
  const int32_t valid = 1;
  std::memcpy(legacy.data() + 5016, &x, 8);
  std::memcpy(legacy.data() + 5032, &rho, 8);
  std::memcpy(legacy.data() + 5040, &valid, 4);
  CPUGenerator restored(0);
  restored.set_state(legacy);
  ASSERT_TRUE(restored.next_double_normal().has_value());
  EXPECT_EQ(*restored.next_double_normal(), rho * std::sin(0x1.921fb54442d18p+2 * x));
  EXPECT_EQ(restored.random(), gen.random());
}

TEST(CPUGenerator, SetStateRejectsBadStates) {
  CPUGenerator gen(0);
  std::vector<uint8_t> wrong_size(100);
  try {
    gen.set_state(wrong_size);
    FAIL() << "expected an error";
  } catch (const tsr::tensor::Error& e) {
    EXPECT_STREQ(e.what(), "Expected either a CPUGeneratorImplStateLegacy of size 5048 or a CPUGeneratorImplState of "
                           "size 5056 but found the input RNG state size to be 100");
  }
  CPUGenerator::StateBytes bad = gen.get_state();
  const int32_t left = 0;
  std::memcpy(bad.data() + 8, &left, 4);
  EXPECT_THROW(gen.set_state(bad), tsr::tensor::Error);
}

TEST(CPUGenerator, DefaultGeneratorIsOneObject) { EXPECT_EQ(&default_generator(), &default_generator()); }

namespace tsr::tensor::random {
namespace {

// The AVX2 copy of the float32 normal transform gives each lane the scalar transform's bits: uniforms across
// [0, 1) (the generator's own draws and the edges: 0, the largest float below 1, tiny values near both ends),
// with several means and standard deviations.
TEST(NormalTransform, VectorMatchesScalar) {
  std::vector<float> probe(16, 0.5f);
  if (!normal_transform16_vector(probe.data(), 0.0f, 1.0f)) GTEST_SKIP() << "no AVX2 copy on this processor or build";
  CPUGenerator gen(20261201);
  const float edges[] = {0.0f, 1e-30f, 1e-7f, 0.25f, 0.5f, 0.75f, 0.99999994f, 0.9999999f, 0.125f, 0.875f, 0.3f, 0.6f,
                         1e-3f, 0.999f, 0.0625f, 0.5000001f};
  size_t compared = 0;
  for (int block = 0; block < 20000; ++block) {
    float d[16];
    for (int i = 0; i < 16; ++i) d[i] = block == 0 ? edges[i] : block == 1 ? edges[15 - i] : gen.uniform32();
    const float mean = block % 3 == 0 ? 0.0f : 0.5f, std = block % 5 == 0 ? 1.0f : 0.02f;
    float scalar[16], vector[16];
    std::copy(d, d + 16, scalar);
    std::copy(d, d + 16, vector);
    normal_transform16_scalar(scalar, mean, std);
    ASSERT_TRUE(normal_transform16_vector(vector, mean, std));
    for (int i = 0; i < 16; ++i) {
      ASSERT_EQ(std::bit_cast<uint32_t>(scalar[i]), std::bit_cast<uint32_t>(vector[i]))
          << "block " << block << " lane " << i << " uniform " << d[i] << ": " << scalar[i] << " vs " << vector[i];
      ++compared;
    }
  }
  EXPECT_EQ(compared, 320000u);
}

}  // namespace
}  // namespace tsr::tensor::random
