// See generator.hpp.
#include "tensor/random/generator.hpp"

#include <cmath>
#include <cstring>
#include <random>

#include "tensor/core/error.hpp"

namespace tsr::tensor::random {
namespace {

// Byte offsets of PyTorch's CPUGeneratorImplState (x86-64 alignment): the legacy POD first, then the float cache.
constexpr size_t kSeedAt = 0, kLeftAt = 8, kSeededAt = 12, kNextAt = 16, kWordsAt = 24;
constexpr size_t kNormalXAt = kWordsAt + 8 * MT19937::kStateSize;  // 5016
constexpr size_t kNormalYAt = kNormalXAt + 8, kNormalRhoAt = kNormalXAt + 16, kNormalValidAt = kNormalXAt + 24;
constexpr size_t kLegacyBytes = 5048;  // the legacy POD alone, padded to 8
constexpr size_t kFloatNormalAt = kLegacyBytes, kFloatValidAt = kLegacyBytes + 4;

template <class T>
void put(uint8_t* bytes, size_t at, T value) {
  std::memcpy(bytes + at, &value, sizeof(T));
}
template <class T>
T take(std::span<const uint8_t> bytes, size_t at) {
  T value;
  std::memcpy(&value, bytes.data() + at, sizeof(T));
  return value;
}

// 64 bits from the operating system, as PyTorch 1.13's getNonDeterministicRandom reads /dev/urandom for a CPU
// generator (only CUDA's seeds are kept to 53 bits).
uint64_t entropy_seed() {
  std::random_device entropy;
  const uint64_t hi = entropy(), lo = entropy();
  return (hi << 32) | lo;
}

}  // namespace

uint64_t CPUGenerator::seed() {
  const uint64_t s = entropy_seed();
  manual_seed(s);
  return s;
}

CPUGenerator::StateBytes CPUGenerator::get_state() const {
  StateBytes bytes{};
  uint8_t* p = bytes.data();
  put<uint64_t>(p, kSeedAt, initial_seed_);
  put<int32_t>(p, kLeftAt, engine_.left());
  put<int32_t>(p, kSeededAt, 1);
  put<uint64_t>(p, kNextAt, engine_.next());
  for (int i = 0; i < MT19937::kStateSize; ++i) put<uint64_t>(p, kWordsAt + 8 * i, engine_.state()[i]);
  // PyTorch stores the cached sample itself in normal_y; normal_x and normal_rho stay zero.
  put<double>(p, kNormalYAt, next_double_normal_.value_or(0.0));
  put<int32_t>(p, kNormalValidAt, next_double_normal_.has_value());
  put<float>(p, kFloatNormalAt, next_float_normal_.value_or(0.0f));
  put<uint8_t>(p, kFloatValidAt, next_float_normal_.has_value());
  return bytes;
}

void CPUGenerator::set_state(std::span<const uint8_t> bytes) {
  check(bytes.size() == kLegacyBytes || bytes.size() == kStateBytes, ErrorKind::RuntimeError,
        "Expected either a CPUGeneratorImplStateLegacy of size ", kLegacyBytes,
        " or a CPUGeneratorImplState of size ", kStateBytes, " but found the input RNG state size to be ",
        bytes.size());
  const int32_t left = take<int32_t>(bytes, kLeftAt);
  const int32_t seeded = take<int32_t>(bytes, kSeededAt);
  const uint32_t next = static_cast<uint32_t>(take<uint64_t>(bytes, kNextAt));
  check(seeded != 0 && left > 0 && left <= MT19937::kStateSize && next <= MT19937::kStateSize,
        ErrorKind::RuntimeError, "Invalid mt19937 state");
  MT19937::State words;
  for (int i = 0; i < MT19937::kStateSize; ++i) words[i] = static_cast<uint32_t>(take<uint64_t>(bytes, kWordsAt + 8 * i));

  std::optional<double> double_normal;
  std::optional<float> float_normal;
  if (take<int32_t>(bytes, kNormalValidAt) != 0) {
    if (bytes.size() == kStateBytes) {
      double_normal = take<double>(bytes, kNormalYAt);
    } else {
      // The legacy layout kept the pair's radius and angle; the cached value is its sine half.
      const double theta = 0x1.921fb54442d18p+2 * take<double>(bytes, kNormalXAt);
      double_normal = take<double>(bytes, kNormalRhoAt) * std::sin(theta);
    }
  }
  if (bytes.size() == kStateBytes && take<uint8_t>(bytes, kFloatValidAt) != 0)
    float_normal = take<float>(bytes, kFloatNormalAt);

  engine_.restore(words, left, next);
  initial_seed_ = take<uint64_t>(bytes, kSeedAt);
  next_double_normal_ = double_normal;
  next_float_normal_ = float_normal;
}

CPUGenerator& default_generator() {
  // A fresh process is seeded non-deterministically, as PyTorch's is.
  static CPUGenerator generator(entropy_seed());
  return generator;
}

std::shared_ptr<CPUGenerator> shared_default_generator() {
  static const std::shared_ptr<CPUGenerator> shared(&default_generator(), [](CPUGenerator*) {});
  return shared;
}

namespace {
thread_local CPUGenerator* scoped_generator = nullptr;
}  // namespace

CPUGenerator& current_generator() { return scoped_generator ? *scoped_generator : default_generator(); }
bool generator_given() { return scoped_generator != nullptr; }

GeneratorScope::GeneratorScope(CPUGenerator* generator) : saved_(scoped_generator) {
  if (generator) scoped_generator = generator;
}
GeneratorScope::~GeneratorScope() { scoped_generator = saved_; }

}  // namespace tsr::tensor::random
