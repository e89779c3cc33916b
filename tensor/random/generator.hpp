// The CPU random generator: PyTorch's at::CPUGeneratorImpl state (an MT19937 engine, the 64-bit initial seed and
// the cached Box-Muller values), reproduced bit for bit (docs/spec/rng.md §1).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>

#include "tensor/random/mt19937.hpp"

namespace tsr::tensor::random {

class CPUGenerator {
 public:
  // torch.Generator() starts from this seed (rng.md §1).
  static constexpr uint64_t kDefaultSeed = 67280421310721ULL;
  // Size of the torch.get_rng_state() byte layout (the legacy POD plus the float cache).
  static constexpr size_t kStateBytes = 5056;
  using StateBytes = std::array<uint8_t, kStateBytes>;

  explicit CPUGenerator(uint64_t seed = kDefaultSeed) { manual_seed(seed); }

  // torch.manual_seed: keeps the full 64-bit seed but seeds the engine with its low 32 bits, and clears the
  // cached normals.
  void manual_seed(uint64_t seed) {
    initial_seed_ = seed;
    engine_.seed_with(static_cast<uint32_t>(seed));
    next_double_normal_.reset();
    next_float_normal_.reset();
  }
  // torch.seed / Generator.seed: re-seeds from the operating system's entropy (53 bits, as PyTorch keeps the
  // value exactly representable as a double) and returns the new seed.
  uint64_t seed();
  uint64_t initial_seed() const { return initial_seed_; }

  // One 32-bit engine output.
  uint32_t random() { return engine_(); }
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

  // torch.get_rng_state(): PyTorch's 5056-byte layout (seed, left, seeded, next, 624 words widened to 64 bits,
  // the cached double normal in `normal_y`, then the float cache), little-endian as on x86-64.
  StateBytes get_state() const;
  // torch.set_rng_state(): accepts that layout or the 5048-byte legacy one; throws tsr::tensor::Error
  // (RuntimeError, PyTorch's message) for another size or an impossible engine position.
  void set_state(std::span<const uint8_t> bytes);

  // Serialises use from several threads, as PyTorch's generator mutex does. Hold it around every fill.
  std::mutex& mutex() { return mutex_; }

 private:
  MT19937 engine_;
  uint64_t initial_seed_ = kDefaultSeed;
  std::optional<double> next_double_normal_;
  std::optional<float> next_float_normal_;  // never used by CPU ops; kept so a state round-trips exactly
  std::mutex mutex_;
};

// The process-wide default generator (torch.default_generator), seeded from the operating system at first use.
CPUGenerator& default_generator();
// The same, shared (never freed), for torch.default_generator's Python object.
std::shared_ptr<CPUGenerator> shared_default_generator();

// The generator this thread's random kernels draw from: the `generator=` argument of the op being called, else
// the default generator. IValue has no Generator alternative, so the language binding passes a torch.Generator by
// opening a GeneratorScope around the op call (the stack holds None in its place); kernels read it through
// current_generator() when their `Generator? generator` argument is None.
CPUGenerator& current_generator();
// Whether the op being called was given a generator= (a GeneratorScope is open).
bool generator_given();

class GeneratorScope {
 public:
  explicit GeneratorScope(CPUGenerator* generator);  // null: no change
  ~GeneratorScope();
  GeneratorScope(const GeneratorScope&) = delete;
  GeneratorScope& operator=(const GeneratorScope&) = delete;

 private:
  CPUGenerator* saved_;
};

}  // namespace tsr::tensor::random
