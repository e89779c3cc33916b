// The 32-bit Mersenne Twister exactly as PyTorch's CPU generator runs it (docs/spec/rng.md §1), with its state
// (624 words, `left`, `next`) visible so torch.get_rng_state() / set_rng_state() can round-trip it byte for byte.
//
// Its output stream equals std::mt19937's for the same 32-bit seed; the difference is the bookkeeping: seeding
// sets left = 1, so the first draw regenerates all 624 words, as reference MT19937 and PyTorch do.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace tsr::tensor::random {

class MT19937 {
 public:
  static constexpr int kStateSize = 624;  // N
  using State = std::array<uint32_t, kStateSize>;

  explicit MT19937(uint32_t seed = 5489) { seed_with(seed); }

  // init_genrand: the Knuth multiplier recurrence over the 624 words.
  void seed_with(uint32_t seed) {
    state_[0] = seed;
    for (uint32_t j = 1; j < kStateSize; ++j) state_[j] = 1812433253u * (state_[j - 1] ^ (state_[j - 1] >> 30)) + j;
    left_ = 1;
    next_ = 0;
  }

  // init_by_array of the MT19937 reference code, which CPython's random.seed (over the seed's 32-bit words) and
  // numpy's RandomState (over an array seed) both use; the first draw then regenerates, as their mti = N.
  void seed_by_array(std::span<const uint32_t> key) {
    constexpr size_t N = kStateSize;
    seed_with(19650218u);
    size_t i = 1, j = 0;
    for (size_t k = std::max(N, key.size()); k; --k) {
      state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1664525u)) + key[j] + uint32_t(j);
      if (++i >= N) {
        state_[0] = state_[N - 1];
        i = 1;
      }
      if (++j >= key.size()) j = 0;
    }
    for (size_t k = N - 1; k; --k) {
      state_[i] = (state_[i] ^ ((state_[i - 1] ^ (state_[i - 1] >> 30)) * 1566083941u)) - uint32_t(i);
      if (++i >= N) {
        state_[0] = state_[N - 1];
        i = 1;
      }
    }
    state_[0] = 0x80000000u;  // the most significant bit set: the state is never all zero
    left_ = 1;
    next_ = 0;
  }

  // One tempered 32-bit output.
  uint32_t operator()() {
    if (--left_ == 0) regenerate();
    uint32_t y = state_[next_++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9D2C5680u;
    y ^= (y << 15) & 0xEFC60000u;
    y ^= y >> 18;
    return y;
  }

  const State& state() const { return state_; }
  int left() const { return left_; }
  uint32_t next() const { return next_; }
  // Restores a state taken with state()/left()/next(); the caller checks 1 <= left <= 624 and next <= 624.
  void restore(const State& state, int left, uint32_t next) {
    state_ = state;
    left_ = left;
    next_ = next;
  }

 private:
  static constexpr int kShift = 397;  // M
  static uint32_t twist(uint32_t upper_from, uint32_t lower_from, uint32_t far) {
    const uint32_t y = (upper_from & 0x80000000u) | (lower_from & 0x7FFFFFFFu);
    return far ^ (y >> 1) ^ ((lower_from & 1u) ? 0x9908B0DFu : 0u);
  }
  // Rewrites all 624 words; the three loops avoid a modulo per word.
  void regenerate() {
    int k = 0;
    for (; k < kStateSize - kShift; ++k) state_[k] = twist(state_[k], state_[k + 1], state_[k + kShift]);
    for (; k < kStateSize - 1; ++k) state_[k] = twist(state_[k], state_[k + 1], state_[k + kShift - kStateSize]);
    state_[k] = twist(state_[k], state_[0], state_[kShift - 1]);
    left_ = kStateSize;
    next_ = 0;
  }

  State state_{};
  int left_ = 1;       // draws until the next regeneration, plus one
  uint32_t next_ = 0;  // index of the next word to temper
};

}  // namespace tsr::tensor::random
