// numpy 1.24's distributions (numpy_random.hpp). Compiled with -ffp-contract=off (tensor/CMakeLists.txt): numpy
// rounds every product and sum separately, so a contracted multiply-add would change the low bits.
#include "tensor/random/numpy_random.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "tensor/random/numpy_ziggurat_tables.hpp"

namespace tsr::tensor::random::numpy {

namespace tables = numpy_tables;

// ---------------------------------------------------------------- seeding

void MT19937Bits::seed_by_array(std::span<const uint32_t> key) {
  mt.seed_by_array(key);  // numpy's mt19937_init_by_array is the reference code's init_by_array
}

void MT19937Bits::seed_from_pool(std::span<const uint32_t> pool) {
  const std::vector<uint32_t> words = seed_sequence_generate_state(pool, MT19937::kStateSize);
  MT19937::State key;
  std::copy(words.begin(), words.end(), key.begin());
  key[0] = 0x80000000u;  // the most significant bit set: never an all-zero state
  restore(key, MT19937::kStateSize - 1);  // (numpy's seeding loop leaves its index at 623)
}

void Pcg128::seed(const std::array<uint64_t, 4>& words) {
  const unsigned __int128 initstate = (unsigned __int128)words[0] << 64 | words[1];
  const unsigned __int128 initseq = (unsigned __int128)words[2] << 64 | words[3];
  state = 0;
  inc = initseq << 1 | 1;
  state = state * kMultiplier + inc;
  state += initstate;
  state = state * kMultiplier + inc;
}

namespace {
// SeedSequence's hash constants (bit_generator.pyx).
constexpr uint32_t kInitA = 0x43b0d7e5, kMultA = 0x931e8875, kInitB = 0x8b51f9dd, kMultB = 0x58f38ded;
constexpr uint32_t kMixMultL = 0xca01f9dd, kMixMultR = 0x4973f715;
constexpr int kXShift = 16;

uint32_t hashmix(uint32_t value, uint32_t& hash_const) {
  value ^= hash_const;
  hash_const *= kMultA;
  value *= hash_const;
  return value ^ (value >> kXShift);
}
uint32_t mix(uint32_t x, uint32_t y) {
  const uint32_t r = kMixMultL * x - kMixMultR * y;
  return r ^ (r >> kXShift);
}
}  // namespace

std::vector<uint32_t> seed_sequence_pool(std::span<const uint32_t> entropy, size_t pool_size) {
  std::vector<uint32_t> pool(pool_size);
  uint32_t hash_const = kInitA;
  for (size_t i = 0; i < pool.size(); ++i) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0, hash_const);
  for (size_t src = 0; src < pool.size(); ++src)
    for (size_t dst = 0; dst < pool.size(); ++dst)
      if (src != dst) pool[dst] = mix(pool[dst], hashmix(pool[src], hash_const));
  for (size_t src = pool.size(); src < entropy.size(); ++src)
    for (size_t dst = 0; dst < pool.size(); ++dst) pool[dst] = mix(pool[dst], hashmix(entropy[src], hash_const));
  return pool;
}

std::vector<uint32_t> seed_sequence_generate_state(std::span<const uint32_t> pool, size_t n_words32) {
  std::vector<uint32_t> out(n_words32);
  uint32_t hash_const = kInitB;
  for (size_t i = 0; i < n_words32; ++i) {
    uint32_t v = pool[i % pool.size()];
    v ^= hash_const;
    hash_const *= kMultB;
    v *= hash_const;
    out[i] = v ^ (v >> kXShift);
  }
  return out;
}

namespace {
// generate_state(n, uint64): 2n uint32 words read pairwise as little-endian uint64s.
template <size_t N> std::array<uint64_t, N> generate_u64(std::span<const uint32_t> pool) {
  const std::vector<uint32_t> w = seed_sequence_generate_state(pool, 2 * N);
  std::array<uint64_t, N> words;
  for (size_t i = 0; i < N; ++i) words[i] = uint64_t(w[2 * i]) | uint64_t(w[2 * i + 1]) << 32;
  return words;
}
}  // namespace

void Pcg128::seed_from_pool(std::span<const uint32_t> pool) { seed(generate_u64<4>(pool)); }

void PCG64Bits::seed_from_entropy(std::span<const uint32_t> entropy) { seed_from_pool(seed_sequence_pool(entropy)); }

void SFC64Bits::seed_from_pool(std::span<const uint32_t> pool) {
  const std::array<uint64_t, 3> words = generate_u64<3>(pool);
  s = {words[0], words[1], words[2], 1};
  for (int i = 0; i < 12; ++i) next_uint64();
}

void PhiloxBits::seed_from_pool(std::span<const uint32_t> pool) { key = generate_u64<2>(pool); }

void PhiloxBits::refill() {
  for (uint64_t& word : counter)  // the 256-bit counter's increment, with its carries
    if (++word != 0) break;
  std::array<uint64_t, 4> c = counter;
  std::array<uint64_t, 2> k = key;
  for (int round = 0; round < 10; ++round) {
    if (round > 0) {
      k[0] += 0x9E3779B97F4A7C15ULL;
      k[1] += 0xBB67AE8584CAA73BULL;
    }
    const unsigned __int128 p0 = (unsigned __int128)0xD2E7470EE14C6C93ULL * c[0];
    const unsigned __int128 p1 = (unsigned __int128)0xCA5A826395121157ULL * c[2];
    c = {uint64_t(p1 >> 64) ^ c[1] ^ k[0], uint64_t(p1), uint64_t(p0 >> 64) ^ c[3] ^ k[1], uint64_t(p0)};
  }
  buffer = c;
}

// ---------------------------------------------------------------- bounded integers

namespace {

uint64_t gen_mask(uint64_t max) {
  uint64_t mask = max;
  mask |= mask >> 1;
  mask |= mask >> 2;
  mask |= mask >> 4;
  mask |= mask >> 8;
  mask |= mask >> 16;
  mask |= mask >> 32;
  return mask;
}

// One draw of U's width. 8- and 16-bit values come from a 32-bit word taken low bits first, as numpy's
// buffered_uint8/buffered_uint16; the buffer lives for one fill.
template <class U> struct Draws {
  uint32_t buf = 0;
  int left = 0;
  template <class Bits> U next(Bits& bits) {
    if constexpr (sizeof(U) == 8) {
      return bits.next_uint64();
    } else if constexpr (sizeof(U) == 4) {
      return bits.next_uint32();
    } else {
      if (left == 0) {
        buf = bits.next_uint32();
        left = int(4 / sizeof(U)) - 1;
      } else {
        buf >>= 8 * sizeof(U);
        --left;
      }
      return U(buf);
    }
  }
};

template <class U> struct Wider;
template <> struct Wider<uint8_t> { using type = uint16_t; };
template <> struct Wider<uint16_t> { using type = uint32_t; };
template <> struct Wider<uint32_t> { using type = uint64_t; };
template <> struct Wider<uint64_t> { using type = unsigned __int128; };

// Lemire's nearly divisionless method (https://arxiv.org/abs/1805.10941) for [0, rng], rng < U's maximum.
template <class U, class Bits> U lemire(Bits& bits, U rng, Draws<U>& draws) {
  using W = typename Wider<U>::type;
  const U rng_excl = U(rng + 1);
  W m = W(draws.next(bits)) * rng_excl;
  U leftover = U(m);
  if (leftover < rng_excl) {
    const U threshold = U(U(std::numeric_limits<U>::max() - rng) % rng_excl);
    while (leftover < threshold) {
      m = W(draws.next(bits)) * rng_excl;
      leftover = U(m);
    }
  }
  return U(m >> (8 * sizeof(U)));
}

// `count` values off + [0, rng], drawn at U's width and stored as Out (wider for a 64-bit range that fits 32 bits).
template <class U, class Out, class Bits>
void bounded_fill(Bits& bits, Out off, U rng, int64_t count, bool masked, Out* out) {
  Draws<U> draws;
  if (rng == 0) {
    for (int64_t i = 0; i < count; ++i) out[i] = off;
  } else if (rng == std::numeric_limits<U>::max()) {
    for (int64_t i = 0; i < count; ++i) out[i] = Out(off + draws.next(bits));
  } else if (masked) {
    const U mask = U(gen_mask(rng));
    for (int64_t i = 0; i < count; ++i) {
      U v;
      while ((v = U(draws.next(bits) & mask)) > rng) {
      }
      out[i] = Out(off + v);
    }
  } else {
    for (int64_t i = 0; i < count; ++i) out[i] = Out(off + lemire(bits, rng, draws));
  }
}

}  // namespace

template <class Bits> uint64_t random_interval(Bits& bits, uint64_t max) {
  if (max == 0) return 0;
  const uint64_t mask = gen_mask(max);
  uint64_t value;
  if (max <= 0xffffffffULL) {
    while ((value = (bits.next_uint32() & mask)) > max) {
    }
  } else {
    while ((value = (bits.next_uint64() & mask)) > max) {
    }
  }
  return value;
}

template <class U, class Bits> void random_bounded_fill(Bits& bits, U off, U rng, int64_t count, bool masked, U* out) {
  if constexpr (std::is_same_v<U, bool>) {
    // random_bounded_bool_fill: one bit per value, 32 from each draw.
    uint32_t buf = 0;
    int left = 0;
    for (int64_t i = 0; i < count; ++i) {
      if (!rng) {
        out[i] = off;
        continue;
      }
      if (left == 0) {
        buf = bits.next_uint32();
        left = 31;
      } else {
        buf >>= 1;
        --left;
      }
      out[i] = (buf & 1u) != 0;
    }
  } else if constexpr (sizeof(U) == 8) {
    // A 64-bit range that fits 32 bits draws 32-bit values (random_bounded_uint64_fill).
    if (rng != 0 && rng <= 0xffffffffULL)
      bounded_fill<uint32_t>(bits, off, uint32_t(rng), count, masked, out);
    else
      bounded_fill<U>(bits, off, rng, count, masked, out);
  } else {
    bounded_fill<U>(bits, off, rng, count, masked, out);
  }
}

template <class Bits> void standard_uniform_fill(Bits& bits, int64_t count, double* out) {
  for (int64_t i = 0; i < count; ++i) out[i] = bits.next_double();
}

// ---------------------------------------------------------------- ziggurat (Generator)

template <class Bits> double standard_normal(Bits& bits) {
  for (;;) {
    uint64_t r = bits.next_uint64();
    const int idx = int(r & 0xff);
    r >>= 8;
    const int sign = int(r & 1);
    const uint64_t rabs = (r >> 1) & 0x000fffffffffffffULL;
    double x = double(rabs) * tables::wi_double[idx];
    if (sign) x = -x;
    if (rabs < tables::ki_double[idx]) return x;  // about 99.3% of draws
    if (idx == 0) {
      // The tail beyond r, by Marsaglia's method; 1 - U keeps log away from 0.
      for (;;) {
        const double xx = -tables::ziggurat_nor_inv_r * std::log1p(-bits.next_double());
        const double yy = -std::log1p(-bits.next_double());
        if (yy + yy > xx * xx)
          return ((rabs >> 8) & 1) ? -(tables::ziggurat_nor_r + xx) : tables::ziggurat_nor_r + xx;
      }
    }
    if ((tables::fi_double[idx - 1] - tables::fi_double[idx]) * bits.next_double() + tables::fi_double[idx] <
        std::exp(-0.5 * x * x))
      return x;
  }
}

template <class Bits> void standard_normal_fill(Bits& bits, int64_t count, double* out) {
  for (int64_t i = 0; i < count; ++i) out[i] = standard_normal(bits);
}

template <class Bits> float standard_uniform_f(Bits& bits) { return float(bits.next_uint32() >> 8) * (1.0f / 16777216.0f); }

// random_standard_normal_f: the float32 ziggurat on 32-bit draws. Its wedge test compares with a double exp,
// as numpy's C does (-0.5 is a double there).
template <class Bits> float standard_normal_f(Bits& bits) {
  for (;;) {
    const uint32_t r = bits.next_uint32();
    const int idx = int(r & 0xff);
    const int sign = int((r >> 8) & 1);
    const uint32_t rabs = (r >> 9) & 0x0007fffff;
    float x = float(rabs) * tables::wi_float[idx];
    if (sign) x = -x;
    if (rabs < tables::ki_float[idx]) return x;
    if (idx == 0) {
      for (;;) {
        const float xx = -tables::ziggurat_nor_inv_r_f * std::log1p(-standard_uniform_f(bits));
        const float yy = -std::log1p(-standard_uniform_f(bits));
        if (yy + yy > xx * xx)
          return ((rabs >> 8) & 1) ? -(tables::ziggurat_nor_r_f + xx) : tables::ziggurat_nor_r_f + xx;
      }
    }
    if ((tables::fi_float[idx - 1] - tables::fi_float[idx]) * standard_uniform_f(bits) + tables::fi_float[idx] <
        std::exp(-0.5 * x * x))
      return x;
  }
}

template <class Bits> double standard_exponential(Bits& bits) {
  for (;;) {
    uint64_t ri = bits.next_uint64() >> 3;
    const int idx = int(ri & 0xff);
    ri >>= 8;
    const double x = double(ri) * tables::we_double[idx];
    if (ri < tables::ke_double[idx]) return x;  // about 98.9% of draws
    if (idx == 0) return tables::ziggurat_exp_r - std::log1p(-bits.next_double());
    if ((tables::fe_double[idx - 1] - tables::fe_double[idx]) * bits.next_double() + tables::fe_double[idx] <
        std::exp(-x))
      return x;
    // numpy draws afresh (a tail call there, a loop here).
  }
}

// The standard gamma sampler numpy's Generator and its legacy RandomState share: Johnk-type rejection for shape < 1
// (Ahrens and Dieter's GS as numpy writes it), Marsaglia and Tsang's method above. Only the sources differ:
// `uniform()`, `exponential()` and `normal()` draw from the caller's stream.
template <class Uniform, class Exponential, class Normal>
double gamma_from(double shape, Uniform uniform, Exponential exponential, Normal normal) {
  if (shape == 1.0) return exponential();
  if (shape == 0.0) return 0.0;
  if (shape < 1.0) {
    for (;;) {
      const double U = uniform();
      const double V = exponential();
      if (U <= 1.0 - shape) {
        const double X = std::pow(U, 1. / shape);
        if (X <= V) return X;
      } else {
        const double Y = -std::log((1 - U) / shape);
        const double X = std::pow(1.0 - shape + shape * Y, 1. / shape);
        if (X <= V + Y) return X;
      }
    }
  }
  const double b = shape - 1. / 3.;
  const double c = 1. / std::sqrt(9 * b);
  for (;;) {
    double X, V;
    do {
      X = normal();
      V = 1.0 + c * X;
    } while (V <= 0.0);
    V = V * V * V;
    const double U = uniform();
    if (U < 1.0 - 0.0331 * (X * X) * (X * X)) return b * V;
    if (std::log(U) < 0.5 * X * X + b * (1. - V + std::log(V))) return b * V;
  }
}

// random_standard_gamma: over the ziggurat's exponentials and Gaussians.
template <class Bits> double standard_gamma(Bits& bits, double shape) {
  return gamma_from(
      shape, [&] { return bits.next_double(); }, [&] { return standard_exponential(bits); },
      [&] { return standard_normal(bits); });
}

// random_beta: Johnk's algorithm for a, b <= 1 (rejecting X + Y == 0 as well, unlike the legacy one), else
// the ratio of two gammas.
template <class Bits> double beta(Bits& bits, double a, double b) {
  if (a <= 1.0 && b <= 1.0) {
    for (;;) {
      const double U = bits.next_double();
      const double V = bits.next_double();
      const double X = std::pow(U, 1.0 / a);
      const double Y = std::pow(V, 1.0 / b);
      const double XpY = X + Y;
      if (XpY <= 1.0 && XpY > 0.0) {
        if (X + Y > 0) return X / XpY;
        double logX = std::log(U) / a;
        double logY = std::log(V) / b;
        const double logM = logX > logY ? logX : logY;
        logX -= logM;
        logY -= logM;
        return std::exp(logX - std::log(std::exp(logX) + std::exp(logY)));
      }
    }
  }
  const double Ga = standard_gamma(bits, a);
  const double Gb = standard_gamma(bits, b);
  return Ga / (Ga + Gb);
}

template <class Bits> int64_t geometric_search(Bits& bits, double p);

// random_geometric: search for p >= 1/3, else inversion of a ziggurat exponential.
template <class Bits> int64_t geometric(Bits& bits, double p) {
  if (p >= 0.333333333333333333333333) return geometric_search(bits, p);
  return int64_t(std::ceil(-standard_exponential(bits) / std::log1p(-p)));
}

// ---------------------------------------------------------------- shared distributions

namespace {

// log-gamma from SPECFUN (Zhang and Jin), as numpy's random_loggam.
double loggam(double x) {
  static constexpr double a[10] = {8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04,
                                   -5.952380952380952e-04, 8.417508417508418e-04, -1.917526917526918e-03,
                                   6.410256410256410e-03, -2.955065359477124e-02, 1.796443723688307e-01,
                                   -1.39243221690590e+00};
  if (x == 1.0 || x == 2.0) return 0.0;
  const int64_t n = x < 7.0 ? int64_t(7 - x) : 0;
  double x0 = x + double(n);
  const double x2 = (1.0 / x0) * (1.0 / x0);
  const double lg2pi = 1.8378770664093453e+00;
  double gl0 = a[9];
  for (int k = 8; k >= 0; --k) {
    gl0 *= x2;
    gl0 += a[k];
  }
  double gl = gl0 / x0 + 0.5 * lg2pi + (x0 - 0.5) * std::log(x0) - x0;
  if (x < 7.0) {
    for (int64_t k = 1; k <= n; ++k) {
      gl -= std::log(x0 - 1.0);
      x0 -= 1.0;
    }
  }
  return gl;
}

template <class Bits> int64_t poisson_mult(Bits& bits, double lam) {
  const double enlam = std::exp(-lam);
  int64_t x = 0;
  double prod = 1.0;
  for (;;) {
    prod *= bits.next_double();
    if (prod > enlam)
      x += 1;
    else
      return x;
  }
}

// Hörmann's transformed rejection (PTRS), Insurance: Mathematics and Economics 12, 39-45 (1993).
template <class Bits> int64_t poisson_ptrs(Bits& bits, double lam) {
  const double slam = std::sqrt(lam);
  const double loglam = std::log(lam);
  const double b = 0.931 + 2.53 * slam;
  const double a = -0.059 + 0.02483 * b;
  const double invalpha = 1.1239 + 1.1328 / (b - 3.4);
  const double vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    const double U = bits.next_double() - 0.5;
    const double V = bits.next_double();
    const double us = 0.5 - std::fabs(U);
    const int64_t k = int64_t(std::floor((2 * a / us + b) * U + lam + 0.43));
    if (us >= 0.07 && V <= vr) return k;
    if (k < 0 || (us < 0.013 && V > us)) continue;
    if (std::log(V) + std::log(invalpha) - std::log(a / (us * us) + b) <=
        -lam + double(k) * loglam - loggam(double(k + 1)))
      return k;
  }
}

template <class Bits> int64_t binomial_inversion(Bits& bits, int64_t n, double p) {
  const double q = 1.0 - p;
  const double qn = std::exp(double(n) * std::log(q));
  const double np = double(n) * p;
  const double bound_d = np + 10.0 * std::sqrt(np * q + 1);
  const int64_t bound = double(n) < bound_d ? n : int64_t(bound_d);
  int64_t x = 0;
  double px = qn;
  double U = bits.next_double();
  while (U > px) {
    ++x;
    if (x > bound) {
      x = 0;
      px = qn;
      U = bits.next_double();
    } else {
      U -= px;
      px = (double(n - x + 1) * p * px) / (double(x) * q);
    }
  }
  return x;
}

// Kachitvichyanukul and Schmeiser's BTPE, step for step as numpy's random_binomial_btpe.
template <class Bits> int64_t binomial_btpe(Bits& bits, int64_t n, double p) {
  const double r = std::min(p, 1.0 - p);
  const double q = 1.0 - r;
  const double fm = double(n) * r + r;
  const int64_t m = int64_t(std::floor(fm));
  const double p1 = std::floor(2.195 * std::sqrt(double(n) * r * q) - 4.6 * q) + 0.5;
  const double xm = double(m) + 0.5;
  const double xl = xm - p1;
  const double xr = xm + p1;
  const double c = 0.134 + 20.5 / (15.3 + double(m));
  double a = (fm - xl) / (fm - xl * r);
  const double laml = a * (1.0 + a / 2.0);
  a = (xr - fm) / (xr * q);
  const double lamr = a * (1.0 + a / 2.0);
  const double p2 = p1 * (1.0 + 2.0 * c);
  const double p3 = p2 + c / laml;
  const double p4 = p3 + c / lamr;

  const auto accept = [&](int64_t y) { return p > 0.5 ? n - y : y; };
  for (;;) {
    const double nrq = double(n) * r * q;
    const double u = bits.next_double() * p4;
    double v = bits.next_double();
    int64_t y;
    if (u <= p1) return accept(int64_t(std::floor(xm - p1 * v + u)));  // the triangle: accepted outright
    if (u <= p2) {  // the parallelograms
      const double x = xl + (u - p1) / c;
      v = v * c + 1.0 - std::fabs(double(m) - x + 0.5) / p1;
      if (v > 1.0) continue;
      y = int64_t(std::floor(x));
    } else if (u <= p3) {  // the left exponential tail
      y = int64_t(std::floor(xl + std::log(v) / laml));
      if (y < 0 || v == 0.0) continue;
      v = v * (u - p2) * laml;
    } else {  // the right exponential tail
      y = int64_t(std::floor(xr - std::log(v) / lamr));
      if (y > n || v == 0.0) continue;
      v = v * (u - p3) * lamr;
    }
    const int64_t k = y > m ? y - m : m - y;
    if (k > 20 && double(k) < nrq / 2.0 - 1) {
      // Squeeze with the normal approximation, then the Stirling-corrected bound.
      const double kd = double(k);
      const double rho = (kd / nrq) * ((kd * (kd / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
      const double t = -kd * kd / (2 * nrq);
      const double A = std::log(v);
      if (A < t - rho) return accept(y);
      if (A > t + rho) continue;
      const double x1 = double(y + 1);
      const double f1 = double(m + 1);
      const double z = double(n + 1 - m);
      const double w = double(n - y + 1);
      const double x2 = x1 * x1, f2 = f1 * f1, z2 = z * z, w2 = w * w;
      if (A > (xm * std::log(f1 / x1) + (double(n - m) + 0.5) * std::log(z / w) +
               double(y - m) * std::log(w * r / (x1 * q)) +
               (13680. - (462. - (132. - (99. - 140. / f2) / f2) / f2) / f2) / f1 / 166320. +
               (13680. - (462. - (132. - (99. - 140. / z2) / z2) / z2) / z2) / z / 166320. +
               (13680. - (462. - (132. - (99. - 140. / x2) / x2) / x2) / x2) / x1 / 166320. +
               (13680. - (462. - (132. - (99. - 140. / w2) / w2) / w2) / w2) / w / 166320.))
        continue;
      return accept(y);
    }
    // The explicit ratio of probabilities from the mode.
    const double s = r / q;
    const double aa = s * double(n + 1);
    double F = 1.0;
    if (m < y) {
      for (int64_t i = m + 1; i <= y; ++i) F *= (aa / double(i) - s);
    } else if (m > y) {
      for (int64_t i = y + 1; i <= m; ++i) F /= (aa / double(i) - s);
    }
    if (v > F) continue;
    return accept(y);
  }
}

// legacy_random_binomial_original: as random_binomial but without its n == 0 / p == 0 shortcut, so those
// still draw once (RandomState's stream depends on it).
template <class Bits> int64_t binomial_original(Bits& bits, double p, int64_t n) {
  if (p <= 0.5) return p * double(n) <= 30.0 ? binomial_inversion(bits, n, p) : binomial_btpe(bits, n, p);
  const double q = 1.0 - p;
  return q * double(n) <= 30.0 ? n - binomial_inversion(bits, n, q) : n - binomial_btpe(bits, n, q);
}

}  // namespace

template <class Bits> int64_t poisson(Bits& bits, double lam) {
  if (lam >= 10) return poisson_ptrs(bits, lam);
  if (lam == 0) return 0;
  return poisson_mult(bits, lam);
}

template <class Bits> int64_t binomial(Bits& bits, double p, int64_t n) {
  if (n == 0 || p == 0.0) return 0;
  return binomial_original(bits, p, n);
}

template <class Bits> double laplace(Bits& bits, double loc, double scale) {
  for (;;) {
    const double U = bits.next_double();
    if (U >= 0.5) return loc - scale * std::log(2.0 - U - U);
    if (U > 0.0) return loc + scale * std::log(U + U);
    // U == 0 is drawn again
  }
}

template <class Bits> double logistic(Bits& bits, double loc, double scale) {
  for (;;) {
    const double U = bits.next_double();
    if (U > 0.0) return loc + scale * std::log(U / (1.0 - U));
  }
}

template <class Bits> int64_t geometric_search(Bits& bits, double p) {
  int64_t x = 1;
  double sum = p, prod = p;
  const double q = 1.0 - p;
  const double U = bits.next_double();
  while (U > sum) {
    prod *= q;
    sum += prod;
    ++x;
  }
  return x;
}

template <class Bits> void multinomial(Bits& bits, int64_t n, std::span<const double> pvals, int64_t* counts) {
  const size_t d = pvals.size();
  for (size_t j = 0; j < d; ++j) counts[j] = 0;
  double remaining_p = 1.0;
  int64_t dn = n;
  for (size_t j = 0; j + 1 < d; ++j) {
    counts[j] = binomial(bits, pvals[j] / remaining_p, dn);
    dn -= counts[j];
    if (dn <= 0) break;
    remaining_p -= pvals[j];
  }
  if (dn > 0 && d > 0) counts[d - 1] = dn;
}

// ---------------------------------------------------------------- RandomState (legacy)

double legacy_gauss(LegacyState& s) {
  if (s.has_gauss) {
    const double cached = s.gauss;
    s.has_gauss = false;
    s.gauss = 0.0;
    return cached;
  }
  double x1, x2, r2;
  do {
    x1 = 2.0 * s.bits.next_double() - 1.0;
    x2 = 2.0 * s.bits.next_double() - 1.0;
    r2 = x1 * x1 + x2 * x2;
  } while (r2 >= 1.0 || r2 == 0.0);
  // The polar method: the pair's second value waits for the next call.
  const double f = std::sqrt(-2.0 * std::log(r2) / r2);
  s.gauss = f * x1;
  s.has_gauss = true;
  return f * x2;
}

void legacy_gauss_fill(LegacyState& s, int64_t count, double* out) {
  for (int64_t i = 0; i < count; ++i) out[i] = legacy_gauss(s);
}

double legacy_standard_exponential(LegacyState& s) { return -std::log(1.0 - s.bits.next_double()); }

// legacy_standard_gamma: over the legacy -log(1 - U) exponentials and the polar Gaussians (with their cache).
double legacy_standard_gamma(LegacyState& s, double shape) {
  return gamma_from(
      shape, [&] { return s.bits.next_double(); }, [&] { return legacy_standard_exponential(s); },
      [&] { return legacy_gauss(s); });
}

double legacy_beta(LegacyState& s, double a, double b) {
  if (a <= 1.0 && b <= 1.0) {
    // Johnk's algorithm.
    for (;;) {
      const double U = s.bits.next_double();
      const double V = s.bits.next_double();
      const double X = std::pow(U, 1.0 / a);
      const double Y = std::pow(V, 1.0 / b);
      if (X + Y <= 1.0) {
        if (X + Y > 0) return X / (X + Y);
        double logX = std::log(U) / a;
        double logY = std::log(V) / b;
        const double logM = logX > logY ? logX : logY;
        logX -= logM;
        logY -= logM;
        return std::exp(logX - std::log(std::exp(logX) + std::exp(logY)));
      }
    }
  }
  const double Ga = legacy_standard_gamma(s, a);
  const double Gb = legacy_standard_gamma(s, b);
  return Ga / (Ga + Gb);
}

double legacy_chisquare(LegacyState& s, double df) { return 2.0 * legacy_standard_gamma(s, df / 2.0); }

double legacy_standard_t(LegacyState& s, double df) {
  const double num = legacy_gauss(s);
  const double denom = legacy_standard_gamma(s, df / 2);
  return std::sqrt(df / 2) * num / std::sqrt(denom);
}

int64_t legacy_geometric(LegacyState& s, double p) {
  if (p >= 0.333333333333333333333333) return geometric_search(s.bits, p);
  return int64_t(std::ceil(std::log1p(-s.bits.next_double()) / std::log(1 - p)));
}

int64_t legacy_binomial(LegacyState& s, double p, int64_t n) { return binomial_original(s.bits, p, n); }

// The rest of RandomState's distributions (legacy-distributions.c and the shared ones RandomState calls). Where
// numpy writes two draws in one expression, GCC evaluates them left to right; so do these, one statement each.

double legacy_standard_cauchy(LegacyState& s) {
  const double num = legacy_gauss(s);
  return num / legacy_gauss(s);
}
double legacy_pareto(LegacyState& s, double a) { return std::exp(legacy_standard_exponential(s) / a) - 1; }
double legacy_weibull(LegacyState& s, double a) {
  if (a == 0.0) return 0.0;
  return std::pow(legacy_standard_exponential(s), 1. / a);
}
double legacy_power(LegacyState& s, double a) {
  return std::pow(1 - std::exp(-legacy_standard_exponential(s)), 1. / a);
}
double legacy_rayleigh(LegacyState& s, double mode) { return mode * std::sqrt(-2.0 * std::log1p(-s.bits.next_double())); }
double legacy_f(LegacyState& s, double dfnum, double dfden) {
  const double num = legacy_chisquare(s, dfnum) * dfden;
  return num / (legacy_chisquare(s, dfden) * dfnum);
}
double legacy_noncentral_chisquare(LegacyState& s, double df, double nonc) {
  if (nonc == 0) return legacy_chisquare(s, df);
  if (1 < df) {
    const double chi2 = legacy_chisquare(s, df - 1);
    const double n = legacy_gauss(s) + std::sqrt(nonc);
    return chi2 + n * n;
  }
  const int64_t i = poisson(s.bits, nonc / 2.0);
  const double out = legacy_chisquare(s, df + 2 * double(i));
  return std::isnan(nonc) ? std::numeric_limits<double>::quiet_NaN() : out;
}
double legacy_noncentral_f(LegacyState& s, double dfnum, double dfden, double nonc) {
  const double t = legacy_noncentral_chisquare(s, dfnum, nonc) * dfden;
  return t / (legacy_chisquare(s, dfden) * dfnum);
}
double legacy_wald(LegacyState& s, double mean, double scale) {
  const double mu_2l = mean / (2 * scale);
  double Y = legacy_gauss(s);
  Y = mean * Y * Y;
  const double X = mean + mu_2l * (Y - std::sqrt(4 * scale * Y + Y * Y));
  const double U = s.bits.next_double();
  return U <= mean / (mean + X) ? X : mean * mean / X;
}
int64_t legacy_negative_binomial(LegacyState& s, double n, double p) {
  const double Y = ((1 - p) / p) * legacy_standard_gamma(s, n);
  return poisson(s.bits, Y);
}
double legacy_vonmises(LegacyState& st, double mu, double kappa) {
  auto& bits = st.bits;
  if (std::isnan(kappa)) return std::numeric_limits<double>::quiet_NaN();
  if (kappa < 1e-8) return M_PI * (2 * bits.next_double() - 1);
  double s;
  if (kappa < 1e-5) {
    s = 1. / kappa + kappa;  // the second-order expansion around kappa = 0
  } else {
    const double r = 1 + std::sqrt(1 + 4 * kappa * kappa);
    const double rho = (r - std::sqrt(2 * r)) / (2 * kappa);
    s = (1 + rho * rho) / (2 * rho);
  }
  double W;
  for (;;) {
    const double U = bits.next_double();
    const double Z = std::cos(M_PI * U);
    W = (1 + s * Z) / (s + Z);
    const double Y = kappa * (s - W);
    const double V = bits.next_double();
    if (Y * (2 - Y) - V >= 0 || std::log(Y / V) + 1 - Y >= 0) break;
  }
  const double U = bits.next_double();
  double result = std::acos(W);
  if (U < 0.5) result = -result;
  result += mu;
  const bool neg = result < 0;
  double mod = std::fabs(result);
  mod = std::fmod(mod + M_PI, 2 * M_PI) - M_PI;
  return neg ? -mod : mod;
}
int64_t legacy_logseries(LegacyState& s, double p) {
  const double r = std::log(1.0 - p);
  for (;;) {
    const double V = s.bits.next_double();
    if (V >= p) return 1;
    const double U = s.bits.next_double();
    const double q = 1.0 - std::exp(r * U);
    if (V <= q * q) {
      const int64_t result = int64_t(std::floor(1 + std::log(V) / std::log(q)));
      if (result < 1 || V == 0.0) continue;
      return result;
    }
    return V >= q ? 1 : 2;
  }
}

namespace {
int64_t hypergeometric_hyp(MT19937Bits& bits, int64_t good, int64_t bad, int64_t sample) {
  const int64_t d1 = bad + good - sample;
  const double d2 = double(std::min(bad, good));
  double y = d2;
  int64_t k = sample;
  while (y > 0.0) {
    const double u = bits.next_double();
    y -= double(int64_t(std::floor(u + y / double(d1 + k))));
    --k;
    if (k == 0) break;
  }
  int64_t z = int64_t(d2 - y);
  if (good > bad) z = sample - z;
  return z;
}

// HRUA (Stadlober), with Ivan Frohne's corrections from rv.py, as numpy's random_hypergeometric_hrua.
int64_t hypergeometric_hrua(MT19937Bits& bits, int64_t good, int64_t bad, int64_t sample) {
  constexpr double D1 = 1.7155277699214135;  // 2 sqrt(2/e)
  constexpr double D2 = 0.8989161620588988;  // 3 - 2 sqrt(3/e)
  const int64_t mingoodbad = std::min(good, bad);
  const int64_t popsize = good + bad;
  const int64_t maxgoodbad = std::max(good, bad);
  const int64_t m = std::min(sample, popsize - sample);
  const double d4 = double(mingoodbad) / double(popsize);
  const double d5 = 1.0 - d4;
  const double d6 = double(m) * d4 + 0.5;
  const double d7 = std::sqrt(double(popsize - m) * double(sample) * d4 * d5 / double(popsize - 1) + 0.5);
  const double d8 = D1 * d7 + D2;
  const int64_t d9 = int64_t(std::floor(double(m + 1) * double(mingoodbad + 1) / double(popsize + 2)));
  const double d10 = loggam(double(d9 + 1)) + loggam(double(mingoodbad - d9 + 1)) + loggam(double(m - d9 + 1)) +
                     loggam(double(maxgoodbad - m + d9 + 1));
  const double d11 = std::min(double(std::min(m, mingoodbad)) + 1.0, std::floor(d6 + 16 * d7));
  int64_t Z;
  for (;;) {
    const double X = bits.next_double();
    const double Y = bits.next_double();
    const double W = d6 + d8 * (Y - 0.5) / X;
    if (W < 0.0 || W >= d11) continue;
    Z = int64_t(std::floor(W));
    const double T = d10 - (loggam(double(Z + 1)) + loggam(double(mingoodbad - Z + 1)) + loggam(double(m - Z + 1)) +
                            loggam(double(maxgoodbad - m + Z + 1)));
    if (X * (4.0 - X) - 3.0 <= T) break;
    if (X * (X - T) >= 1) continue;
    if (2.0 * std::log(X) <= T) break;
  }
  if (good > bad) Z = m - Z;
  if (m < sample) Z = good - Z;
  return Z;
}
}  // namespace

int64_t legacy_hypergeometric(LegacyState& s, int64_t good, int64_t bad, int64_t sample) {
  if (sample > 10) return hypergeometric_hrua(s.bits, good, bad, sample);
  if (sample > 0) return hypergeometric_hyp(s.bits, good, bad, sample);
  return 0;
}

template <class Bits> double gumbel(Bits& bits, double loc, double scale) {
  for (;;) {
    const double U = 1.0 - bits.next_double();
    if (U < 1.0) return loc - scale * std::log(-std::log(U));
  }
}

template <class Bits> double triangular(Bits& bits, double left, double mode, double right) {
  const double base = right - left;
  const double leftbase = mode - left;
  const double ratio = leftbase / base;
  const double leftprod = leftbase * base;
  const double rightprod = (right - mode) * base;
  const double U = bits.next_double();
  if (U <= ratio) return left + std::sqrt(U * leftprod);
  return right - std::sqrt((1.0 - U) * rightprod);
}

template <class Bits> int64_t zipf(Bits& bits, double a) {
  const double am1 = a - 1.0;
  const double b = std::pow(2.0, am1);
  for (;;) {
    const double U = 1.0 - bits.next_double();
    const double V = bits.next_double();
    const double X = std::floor(std::pow(U, -1.0 / am1));
    // Values beyond int64 are rejected: a Zipf distribution truncated to the largest int64.
    if (X > double(INT64_MAX) || X < 1.0) continue;
    const double T = std::pow(1.0 + 1.0 / X, am1);
    if (V * X * (T - 1.0) / (b - 1.0) <= T / b) return int64_t(X);
  }
}

// ---------------------------------------------------------------- instantiations

#define TSR_NUMPY_FOR_BITS(Bits)                                                                         \
  template uint64_t random_interval(Bits&, uint64_t);                                                    \
  template void random_bounded_fill(Bits&, uint64_t, uint64_t, int64_t, bool, uint64_t*);                \
  template void random_bounded_fill(Bits&, uint32_t, uint32_t, int64_t, bool, uint32_t*);                \
  template void random_bounded_fill(Bits&, uint16_t, uint16_t, int64_t, bool, uint16_t*);                \
  template void random_bounded_fill(Bits&, uint8_t, uint8_t, int64_t, bool, uint8_t*);                   \
  template void random_bounded_fill(Bits&, bool, bool, int64_t, bool, bool*);                            \
  template double standard_normal(Bits&);                                                                \
  template void standard_normal_fill(Bits&, int64_t, double*);                                           \
  template void standard_uniform_fill(Bits&, int64_t, double*);                                          \
  template float standard_uniform_f(Bits&);                                                              \
  template float standard_normal_f(Bits&);                                                               \
  template double standard_exponential(Bits&);                                                           \
  template double standard_gamma(Bits&, double);                                                         \
  template double beta(Bits&, double, double);                                                           \
  template int64_t geometric(Bits&, double);                                                             \
  template int64_t poisson(Bits&, double);                                                               \
  template int64_t binomial(Bits&, double, int64_t);                                                     \
  template double laplace(Bits&, double, double);                                                        \
  template double logistic(Bits&, double, double);                                                       \
  template int64_t geometric_search(Bits&, double);                                                      \
  template void multinomial(Bits&, int64_t, std::span<const double>, int64_t*);                           \
  template double gumbel(Bits&, double, double);                                                         \
  template double triangular(Bits&, double, double, double);                                             \
  template int64_t zipf(Bits&, double);
TSR_NUMPY_FOR_BITS(MT19937Bits)
TSR_NUMPY_FOR_BITS(BitGen)
#undef TSR_NUMPY_FOR_BITS

}  // namespace tsr::tensor::random::numpy
