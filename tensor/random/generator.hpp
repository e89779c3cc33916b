// The CPU random generator: PyTorch's MT19937-based generator state, reproduced bit for bit
// (shared/spec/rng.md §1).
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <random>

namespace tsr::tensor::random {

class CPUGenerator {
 public:
  // torch.Generator() starts from this seed (rng.md §1).
  static constexpr uint64_t kDefaultSeed = 67280421310721ULL;

  explicit CPUGenerator(uint64_t seed = kDefaultSeed) { manual_seed(seed); }

  // torch.manual_seed: keeps the full 64-bit seed but seeds the engine with its low 32 bits, and clears the
  // cached normal.
  void manual_seed(uint64_t seed) {
    initial_seed_ = seed;
    engine_.seed(static_cast<uint32_t>(seed));
    next_double_normal_.reset();
  }
  uint64_t initial_seed() const { return initial_seed_; }

  // One 32-bit engine output.
  uint32_t random() { return static_cast<uint32_t>(engine_()); }
  // Two outputs combined; the FIRST draw is the high half.
  uint64_t random64() {
    const uint64_t hi = random();
    return (hi << 32) | random();
  }
  // A double in [0, 1) from the low 53 bits of random64().
  double uniform64() { return static_cast<double>(random64() & ((1ULL << 53) - 1)) * 0x1p-53; }
  // A float in [0, 1) from the low 24 bits of one draw.
  float uniform32() { return static_cast<float>(random() & 0xFFFFFF) * 0x1p-24f; }

  // The second value of the scalar Box-Muller pair, kept across calls (rng.md §3.4).
  std::optional<double>& next_double_normal() { return next_double_normal_; }

  // Serialises use from several threads, as PyTorch's generator mutex does.
  std::mutex& mutex() { return mutex_; }

 private:
  std::mt19937 engine_;  // the standard engine is exactly the MT19937 the spec describes
  uint64_t initial_seed_ = kDefaultSeed;
  std::optional<double> next_double_normal_;
  std::mutex mutex_;
};

// The process-wide default generator (torch.default_generator).
CPUGenerator& default_generator();

}  // namespace tsr::tensor::random
