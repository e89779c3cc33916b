// numpy 1.24's random streams, bit for bit (docs/random.md, "numpy"): its bit generators — MT19937 under the
// legacy RandomState, PCG64 under default_rng's Generator, and PCG64DXSM, SFC64 and Philox, which a Generator
// may be given — with numpy's seeding, and the distributions drawn from them, each the algorithm of numpy/random/src/distributions/distributions.c
// or, for RandomState, of src/legacy/legacy-distributions.c (the frozen 1.16 algorithms). The interpreter's
// `_np_random` module (interpreter/np_random_module.cpp) wraps these in Python objects.
//
// Everything is written against a bit generator's three draws, as numpy's bitgen_t: next_uint32, next_uint64
// and next_double. The order of draws within one value is part of the stream, so no expression below draws twice.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "tensor/random/mt19937.hpp"

namespace tsr::tensor::random::numpy {

// numpy's MT19937 (src/mt19937/mt19937.c): the 64-bit draw is two 32-bit ones, the first the high half;
// a double is CPython's 53-bit construction from two draws.
struct MT19937Bits {
  MT19937 mt;
  uint32_t next_uint32() { return mt(); }
  uint64_t next_uint64() {
    const uint64_t high = mt();
    return high << 32 | mt();
  }
  double next_double() {
    const int32_t a = int32_t(mt() >> 5);
    const int32_t b = int32_t(mt() >> 6);
    return (a * 67108864.0 + b) / 9007199254740992.0;
  }
  // mt19937_seed: init_genrand for an int seed (RandomState(5)); init_by_array for an array seed (RandomState([1, 2])).
  void seed(uint32_t s) { mt.seed_with(s); }
  void seed_by_array(std::span<const uint32_t> key);
  // MT19937(seed), the bit generator: generate_state(624) with the first word 0x80000000, at numpy's position 623.
  void seed_from_pool(std::span<const uint32_t> pool);
  // numpy's (key, pos) view of the state: pos = 624 means the next draw regenerates.
  int position() const { return mt.left() == 1 ? MT19937::kStateSize : int(mt.next()); }
  void restore(const MT19937::State& key, int pos) {
    mt.restore(key, pos == MT19937::kStateSize ? 1 : MT19937::kStateSize - pos + 1, uint32_t(pos % MT19937::kStateSize));
  }
};

// RandomState's generator: MT19937 plus the cached second value of the polar Box-Muller (legacy_gauss). The
// MT19937 is its own, or a bit generator's that it shares (numpy's RandomState(MT19937(...)) draws from that
// object's stream; the owner keeps it alive).
struct LegacyState {
  MT19937Bits own;
  MT19937Bits& bits;
  bool has_gauss = false;
  double gauss = 0.0;
  LegacyState() : bits(own) {}
  explicit LegacyState(MT19937Bits& shared) : bits(shared) {}
  LegacyState(const LegacyState& o)
      : own(o.own), bits(&o.bits == &o.own ? own : o.bits), has_gauss(o.has_gauss), gauss(o.gauss) {}
  LegacyState& operator=(const LegacyState&) = delete;
};

// The 32-bit draw and the double of numpy's 64-bit generators (PCG64, PCG64DXSM, SFC64, Philox): a 32-bit draw
// is the low half of a 64-bit one, the high half kept for the next 32-bit draw; a double is the top 53 bits.
template <class Self> struct HalvesOf64 {
  bool has_uint32 = false;
  uint32_t uinteger = 0;
  uint32_t next_uint32() {
    if (has_uint32) {
      has_uint32 = false;
      return uinteger;
    }
    const uint64_t next = static_cast<Self*>(this)->next_uint64();
    has_uint32 = true;
    uinteger = uint32_t(next >> 32);
    return uint32_t(next);
  }
  double next_double() { return double(static_cast<Self*>(this)->next_uint64() >> 11) * (1.0 / 9007199254740992.0); }
};

// The 128-bit LCG state of numpy's PCG64 and PCG64DXSM and their seeding (pcg64_set_seed: initstate and initseq
// from SeedSequence.generate_state(4, uint64) = {s0, s1, i0, i1}, stepped with the full 128-bit multiplier).
struct Pcg128 {
  unsigned __int128 state = 0, inc = 0;
  static constexpr unsigned __int128 kMultiplier =
      (unsigned __int128)2549297995355413924ULL << 64 | 4865540595714422341ULL;
  void seed(const std::array<uint64_t, 4>& words);
  void seed_from_pool(std::span<const uint32_t> pool);  // from a SeedSequence's pool
};

// numpy's PCG64 (src/pcg64/pcg64.h): the XSL-RR output of the state after a step.
struct PCG64Bits : Pcg128, HalvesOf64<PCG64Bits> {
  void step() { state = state * kMultiplier + inc; }
  uint64_t next_uint64() {
    step();
    const uint64_t x = uint64_t(state >> 64) ^ uint64_t(state);
    const unsigned rot = unsigned(state >> 122);
    return (x >> rot) | (x << ((-rot) & 63));
  }
  // PCG64(seed): SeedSequence(entropy).generate_state(4, uint64), then seed().
  void seed_from_entropy(std::span<const uint32_t> entropy);
};

// numpy's PCG64DXSM (pcg_cm_random_r): the DXSM output of the state before a step with the 64-bit "cheap"
// multiplier; seeded as PCG64.
struct PCG64DXSMBits : Pcg128, HalvesOf64<PCG64DXSMBits> {
  static constexpr uint64_t kCheapMultiplier = 0xda942042e4dd58b5ULL;
  uint64_t next_uint64() {
    uint64_t hi = uint64_t(state >> 64);
    const uint64_t lo = uint64_t(state) | 1;
    hi ^= hi >> 32;
    hi *= kCheapMultiplier;
    hi ^= hi >> 48;
    hi *= lo;
    state = state * kCheapMultiplier + inc;
    return hi;
  }
};

// numpy's SFC64 (src/sfc64/sfc64.h): Chris Doty-Humphrey's small fast chaotic generator, the fourth word a
// counter. Seeded with generate_state(3, uint64), the counter 1, then twelve draws discarded.
struct SFC64Bits : HalvesOf64<SFC64Bits> {
  std::array<uint64_t, 4> s{};
  uint64_t next_uint64() {
    const uint64_t tmp = s[0] + s[1] + s[3]++;
    s[0] = s[1] ^ (s[1] >> 11);
    s[1] = s[2] + (s[2] << 3);
    s[2] = ((s[2] << 24) | (s[2] >> 40)) + tmp;
    return tmp;
  }
  void seed_from_pool(std::span<const uint32_t> pool);
};

// numpy's Philox (src/philox/philox.h): Philox4x64 with 10 rounds over a 256-bit counter and a 128-bit key,
// four outputs per counter step kept in a buffer. The key comes from generate_state(2, uint64) unless given.
struct PhiloxBits : HalvesOf64<PhiloxBits> {
  std::array<uint64_t, 4> counter{}, buffer{};
  std::array<uint64_t, 2> key{};
  int buffer_pos = 4;
  uint64_t next_uint64() {
    if (buffer_pos < 4) return buffer[size_t(buffer_pos++)];
    refill();
    buffer_pos = 1;
    return buffer[0];
  }
  void refill();  // the counter's increment, then its ten rounds into the buffer
  void seed_from_pool(std::span<const uint32_t> pool);
};

// numpy's bitgen_t: Generator draws from any of the bit generators through these three functions, given the
// state they were made for (which the bit generator object owns and outlives them).
struct BitGen {
  void* state = nullptr;
  uint64_t (*uint64_of)(void*) = nullptr;
  uint32_t (*uint32_of)(void*) = nullptr;
  double (*double_of)(void*) = nullptr;
  uint64_t next_uint64() { return uint64_of(state); }
  uint32_t next_uint32() { return uint32_of(state); }
  double next_double() { return double_of(state); }
  template <class Bits> static BitGen of(Bits& bits) {
    return {&bits, [](void* b) { return static_cast<Bits*>(b)->next_uint64(); },
            [](void* b) { return static_cast<Bits*>(b)->next_uint32(); },
            [](void* b) { return static_cast<Bits*>(b)->next_double(); }};
  }
};

// SeedSequence (numpy/random/bit_generator.pyx): the entropy, as uint32 words least significant first (a spawned
// child's key words after it), is hashed into a pool of `pool_size` words (4 unless asked); generate_state
// draws words back out of it.
std::vector<uint32_t> seed_sequence_pool(std::span<const uint32_t> entropy, size_t pool_size = 4);
std::vector<uint32_t> seed_sequence_generate_state(std::span<const uint32_t> pool, size_t n_words32);

// ---------------------------------------------------------------- distributions
// Each template is instantiated for MT19937Bits (RandomState's) and BitGen (Generator's) in numpy_random.cpp.

// random_interval: a uniform integer in [0, max] by masked rejection (shuffle, permutation).
template <class Bits> uint64_t random_interval(Bits& bits, uint64_t max);
// The bounded integers of _bounded_integers.pyx.in: `count` values off + [0, rng] of the unsigned type U
// (uint64_t, uint32_t, uint16_t, uint8_t, or bool), masked rejection (RandomState) or Lemire's (Generator).
template <class U, class Bits> void random_bounded_fill(Bits& bits, U off, U rng, int64_t count, bool masked, U* out);

// Doubles in [0, 1), one per next_double (random_standard_uniform_fill).
template <class Bits> void standard_uniform_fill(Bits& bits, int64_t count, double* out);

// The ziggurat samplers of Generator (distributions.c); the fill keeps the per-value call inside one loop.
template <class Bits> double standard_normal(Bits& bits);
template <class Bits> void standard_normal_fill(Bits& bits, int64_t count, double* out);
// The float32 forms (Generator's dtype=float32): 24 bits of a 32-bit draw, and the float32 ziggurat.
template <class Bits> float standard_uniform_f(Bits& bits);
template <class Bits> float standard_normal_f(Bits& bits);
template <class Bits> double standard_exponential(Bits& bits);
// Generator's gamma, beta and geometric (over the ziggurat: they differ from RandomState's legacy ones).
template <class Bits> double standard_gamma(Bits& bits, double shape);
template <class Bits> double beta(Bits& bits, double a, double b);
template <class Bits> int64_t geometric(Bits& bits, double p);

// Shared by both: numpy calls these with whichever bit generator it has.
template <class Bits> int64_t poisson(Bits& bits, double lam);
template <class Bits> int64_t binomial(Bits& bits, double p, int64_t n);
template <class Bits> double laplace(Bits& bits, double loc, double scale);
template <class Bits> double logistic(Bits& bits, double loc, double scale);
template <class Bits> int64_t geometric_search(Bits& bits, double p);
// random_multinomial: counts[d] for n trials over pvals[d] (the last probability is implied).
template <class Bits> void multinomial(Bits& bits, int64_t n, std::span<const double> pvals, int64_t* counts);

template <class Bits> double gumbel(Bits& bits, double loc, double scale);
template <class Bits> double triangular(Bits& bits, double left, double mode, double right);
template <class Bits> int64_t zipf(Bits& bits, double a);

// RandomState's own (legacy-distributions.c): every Gaussian here is the cached polar method.
double legacy_gauss(LegacyState& s);
void legacy_gauss_fill(LegacyState& s, int64_t count, double* out);
double legacy_standard_exponential(LegacyState& s);
double legacy_standard_gamma(LegacyState& s, double shape);
double legacy_beta(LegacyState& s, double a, double b);
double legacy_chisquare(LegacyState& s, double df);
double legacy_standard_t(LegacyState& s, double df);
int64_t legacy_geometric(LegacyState& s, double p);
// legacy_random_binomial: without random_binomial's n == 0 / p == 0 shortcut, so those still draw once.
int64_t legacy_binomial(LegacyState& s, double p, int64_t n);
double legacy_standard_cauchy(LegacyState& s);
double legacy_pareto(LegacyState& s, double a);
double legacy_weibull(LegacyState& s, double a);
double legacy_power(LegacyState& s, double a);
double legacy_rayleigh(LegacyState& s, double mode);
double legacy_f(LegacyState& s, double dfnum, double dfden);
double legacy_noncentral_chisquare(LegacyState& s, double df, double nonc);
double legacy_noncentral_f(LegacyState& s, double dfnum, double dfden, double nonc);
double legacy_wald(LegacyState& s, double mean, double scale);
int64_t legacy_negative_binomial(LegacyState& s, double n, double p);
double legacy_vonmises(LegacyState& s, double mu, double kappa);
int64_t legacy_logseries(LegacyState& s, double p);
int64_t legacy_hypergeometric(LegacyState& s, int64_t good, int64_t bad, int64_t sample);

}  // namespace tsr::tensor::random::numpy
