// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011), the counter-based
// generator of PyTorch's CUDA random ops: element i's numbers are a pure function of (seed, offset, i), so every
// thread computes its own with no shared state. Host and device code; tests/tensor/cuda/philox_test.cpp checks the
// published known-answer vector on the CPU. tsr's streams are not bit-equal to PyTorch's CUDA ones (the issue does
// not ask it): the uniform and normal transforms below are the plain ones.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>

#include "tensor/cuda/host_device.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor::cuda {

TSR_HD uint32_t mulhilo(uint32_t a, uint32_t b, uint32_t& hi) {
  const uint64_t product = uint64_t(a) * uint64_t(b);
  hi = static_cast<uint32_t>(product >> 32);
  return static_cast<uint32_t>(product);
}

TSR_HD std::array<uint32_t, 4> philox4x32_10(std::array<uint32_t, 4> c, std::array<uint32_t, 2> k) {
  constexpr uint32_t M0 = 0xD2511F53u, M1 = 0xCD9E8D57u, W0 = 0x9E3779B9u, W1 = 0xBB67AE85u;
  for (int round = 0; round < 10; ++round) {
    uint32_t hi0, hi1;
    const uint32_t lo0 = mulhilo(M0, c[0], hi0);
    const uint32_t lo1 = mulhilo(M1, c[2], hi1);
    c = {hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0};
    k[0] += W0;
    k[1] += W1;
  }
  return c;
}

// A uniform float in [0, 1) from 24 random bits, a double from 53.
TSR_HD float uniform_float(uint32_t x) { return float(x >> 8) * (1.0f / 16777216.0f); }
TSR_HD double uniform_double(uint32_t hi, uint32_t lo) {
  return double((uint64_t(hi) << 21) ^ (lo >> 11)) * (1.0 / 9007199254740992.0);
}

// The Philox seed and a fresh range of `blocks` offsets (counter words 2 and 3) for one launch (random.cu).
struct PhiloxSlot {
  uint64_t seed, offset;
};
PhiloxSlot reserve_philox(uint64_t blocks);
// tsr's generators are CPU generators: a CUDA op given one (generator= is a scope in the binding, the stack slot
// `i` None, or a value there) raises PyTorch's check_generator error (random.cu).
void refuse_generator(const Stack& s, size_t i);

// One element's own stream of numbers, for the samplers whose draws per element are not known in advance (rejection
// sampling: kernels/samplers.hpp): element i of a launch that reserved offsets [offset, offset + kStreamBlocks)
// takes block k of four numbers from the counter (i, offset + k), so no two elements, launches or other random ops
// share a block. uniform() is a double in [0, 1) from 53 bits, normal() Box-Muller on two of them (the second
// value kept for the next call).
class PhiloxStream {
 public:
  static constexpr uint64_t kStreamBlocks = uint64_t(1) << 32;

  TSR_HD PhiloxStream(uint64_t seed, uint64_t offset, uint64_t element) : seed_(seed), offset_(offset), element_(element) {}

  TSR_HD uint32_t next32() {
    if (left_ == 0) {
      const uint64_t at = offset_ + block_++;
      buffer_ = philox4x32_10({uint32_t(element_), uint32_t(element_ >> 32), uint32_t(at), uint32_t(at >> 32)},
                              {uint32_t(seed_), uint32_t(seed_ >> 32)});
      left_ = 4;
    }
    return buffer_[4 - left_--];
  }
  TSR_HD double uniform() {
    const uint32_t hi = next32();
    return uniform_double(hi, next32());
  }
  TSR_HD double normal() {
    if (has_cached_) {
      has_cached_ = false;
      return cached_;
    }
    const double u1 = 1.0 - uniform(), u2 = uniform();  // u1 in (0, 1]: log(u1) is finite
    const double r = std::sqrt(-2.0 * std::log(u1)), theta = 6.283185307179586 * u2;
    cached_ = r * std::sin(theta);
    has_cached_ = true;
    return r * std::cos(theta);
  }

 private:
  uint64_t seed_, offset_, element_;
  uint64_t block_ = 0;
  std::array<uint32_t, 4> buffer_{};
  int left_ = 0;
  double cached_ = 0;
  bool has_cached_ = false;
};

}  // namespace tsr::tensor::cuda
