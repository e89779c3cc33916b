// numpy 1.24's random streams, bit for bit (docs/random.md, "numpy"): the two bit generators numpy programs
// meet — MT19937 under the legacy RandomState and PCG64 under default_rng's Generator, with numpy's seeding —
// and the distributions drawn from them, each the algorithm of numpy/random/src/distributions/distributions.c
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
  // numpy's (key, pos) view of the state: pos = 624 means the next draw regenerates.
  int position() const { return mt.left() == 1 ? MT19937::kStateSize : int(mt.next()); }
  void restore(const MT19937::State& key, int pos) {
    mt.restore(key, pos == MT19937::kStateSize ? 1 : MT19937::kStateSize - pos + 1, uint32_t(pos % MT19937::kStateSize));
  }
};

// RandomState's generator: MT19937 plus the cached second value of the polar Box-Muller (legacy_gauss).
struct LegacyState {
  MT19937Bits bits;
  bool has_gauss = false;
  double gauss = 0.0;
};

// numpy's PCG64 (src/pcg64/pcg64.h): the 128-bit LCG with the XSL-RR output; a 32-bit draw is the low half of
// a 64-bit one, the high half kept for the next 32-bit draw; a double is the top 53 bits.
struct PCG64Bits {
  unsigned __int128 state = 0, inc = 0;
  bool has_uint32 = false;
  uint32_t uinteger = 0;

  static constexpr unsigned __int128 kMultiplier =
      (unsigned __int128)2549297995355413924ULL << 64 | 4865540595714422341ULL;
  void step() { state = state * kMultiplier + inc; }
  uint64_t next_uint64() {
    step();
    const uint64_t x = uint64_t(state >> 64) ^ uint64_t(state);
    const unsigned rot = unsigned(state >> 122);
    return (x >> rot) | (x << ((-rot) & 63));
  }
  uint32_t next_uint32() {
    if (has_uint32) {
      has_uint32 = false;
      return uinteger;
    }
    const uint64_t next = next_uint64();
    has_uint32 = true;
    uinteger = uint32_t(next >> 32);
    return uint32_t(next);
  }
  double next_double() { return double(next_uint64() >> 11) * (1.0 / 9007199254740992.0); }
  // pcg64_set_seed: initstate and initseq from SeedSequence.generate_state(4, uint64) = {s0, s1, i0, i1}.
  void seed(const std::array<uint64_t, 4>& words);
  // PCG64(seed): SeedSequence(entropy).generate_state(4, uint64), then seed(); or from a SeedSequence's pool.
  void seed_from_entropy(std::span<const uint32_t> entropy);
  void seed_from_pool(std::span<const uint32_t> pool);
};

// SeedSequence (numpy/random/bit_generator.pyx): the entropy, as uint32 words least significant first (a spawned
// child's key words after it), is hashed into a pool of `pool_size` words (4 unless asked); generate_state
// draws words back out of it.
std::vector<uint32_t> seed_sequence_pool(std::span<const uint32_t> entropy, size_t pool_size = 4);
std::vector<uint32_t> seed_sequence_generate_state(std::span<const uint32_t> pool, size_t n_words32);

// ---------------------------------------------------------------- distributions
// Each template is instantiated for MT19937Bits and PCG64Bits (numpy_random.cpp).

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
