// The CUDA samplers' per-element code on the CPU: kernels/samplers.hpp's Poisson, Gamma and binomial samplers (the
// code the CPU kernels run with the CPU generator, which script tests hold to PyTorch's streams bit for bit) drawing
// from PhiloxStream, each element's own stream as a GPU thread has it. The streams are deterministic, so these
// moments are fixed numbers: each sampler's mean and variance over 20000 elements within five standard errors of
// the distribution's, in each of its algorithm's branches.
#include "tensor/kernels/samplers.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "tensor/cuda/philox.hpp"

namespace tsr::tensor::cuda {
namespace {

constexpr int64_t kElements = 20000;
constexpr uint64_t kSeed = 67280421310721ull;

struct Moments {
  double mean = 0, variance = 0;
};

template <class F>
Moments moments_of(F draw) {
  double sum = 0, sum_sq = 0;
  for (int64_t i = 0; i < kElements; ++i) {
    PhiloxStream stream(kSeed, 1234, uint64_t(i));
    const double v = draw(stream);
    sum += v;
    sum_sq += v * v;
  }
  Moments m;
  m.mean = sum / kElements;
  m.variance = sum_sq / kElements - m.mean * m.mean;
  return m;
}

// Within five standard errors of the mean (variance / n) and of the variance (about variance * sqrt(2 / n), wider
// for the skewed distributions: the factor `tail`).
void expect_moments(const Moments& m, double mean, double variance, const std::string& what, double tail = 3) {
  EXPECT_NEAR(m.mean, mean, 5 * std::sqrt(variance / kElements)) << what;
  EXPECT_NEAR(m.variance, variance, 5 * tail * variance * std::sqrt(2.0 / kElements)) << what;
}

TEST(CudaSamplers, PhiloxStreamsAreTheElementsOwn) {
  PhiloxStream a(kSeed, 7, 3), b(kSeed, 7, 3), other_element(kSeed, 7, 4), other_offset(kSeed, 8, 3);
  std::set<uint32_t> seen;
  for (int k = 0; k < 10; ++k) {
    const uint32_t x = a.next32();
    EXPECT_EQ(x, b.next32());  // a pure function of (seed, offset, element)
    EXPECT_NE(x, other_element.next32());
    EXPECT_NE(x, other_offset.next32());
    seen.insert(x);
  }
  EXPECT_EQ(seen.size(), 10u);  // each call a fresh word, across blocks of four
  // the first block is Philox's output at counter (element, offset)
  PhiloxStream c(kSeed, 7, 3);
  const auto block = philox4x32_10({3, 0, 7, 0}, {uint32_t(kSeed), uint32_t(kSeed >> 32)});
  for (int k = 0; k < 4; ++k) EXPECT_EQ(c.next32(), block[k]);

  const Moments u = moments_of([](PhiloxStream& s) { return s.uniform(); });
  expect_moments(u, 0.5, 1.0 / 12, "uniform");
  const Moments z = moments_of([](PhiloxStream& s) { return s.normal() + s.normal(); });  // both Box-Muller values
  expect_moments(z, 0.0, 2.0, "normal");
}

TEST(CudaSamplers, GammaPoissonAndBinomialHaveTheirMoments) {
  for (double alpha : {0.3, 1.0, 4.5, 50.0}) {  // below 1 (boosted), and Marsaglia-Tsang
    const Moments m = moments_of([&](PhiloxStream& s) { return samplers::sample_gamma<double>(alpha, s); });
    expect_moments(m, alpha, alpha, "gamma " + std::to_string(alpha), 6);
    const Moments f = moments_of([&](PhiloxStream& s) { return samplers::sample_gamma<float>(float(alpha), s); });
    expect_moments(f, alpha, alpha, "gamma float " + std::to_string(alpha), 6);
  }
  for (double rate : {0.0, 0.7, 6.0, 10.0, 80.0}) {  // products of uniforms below 10, PTRS from 10
    const Moments m = moments_of([&](PhiloxStream& s) { return double(samplers::sample_poisson(rate, s)); });
    if (rate == 0) {
      EXPECT_EQ(m.mean, 0);
      continue;
    }
    expect_moments(m, rate, rate, "poisson " + std::to_string(rate), 4);
  }
  struct Case {
    double count, prob;
  };
  for (const Case c : {Case{20, 0.3}, Case{200, 0.4}, Case{200, 0.85}, Case{15, 0.9}, Case{7, 1.0}, Case{0, 0.5}}) {
    // inversion (count * prob < 10), BTRS, and both for prob > 1/2 by symmetry; the edges exactly
    const Moments m =
        moments_of([&](PhiloxStream& s) { return samplers::sample_binomial<double>(c.count, c.prob, s); });
    const std::string what = "binomial " + std::to_string(c.count) + " " + std::to_string(c.prob);
    if (c.prob == 1.0 || c.count == 0) {
      EXPECT_EQ(m.mean, c.count * c.prob) << what;
      EXPECT_EQ(m.variance, 0) << what;
      continue;
    }
    expect_moments(m, c.count * c.prob, c.count * c.prob * (1 - c.prob), what, 4);
  }
}

}  // namespace
}  // namespace tsr::tensor::cuda
