// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011), the counter-based
// generator of PyTorch's CUDA random ops: element i's numbers are a pure function of (seed, offset, i), so every
// thread computes its own with no shared state. Host and device code; tests/tensor/cuda/philox_test.cpp checks the
// published known-answer vector on the CPU. tsr's streams are not bit-equal to PyTorch's CUDA ones (the issue does
// not ask it): the uniform and normal transforms below are the plain ones.
#pragma once

#include <array>
#include <cstdint>

#include "tensor/cuda/host_device.hpp"

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

}  // namespace tsr::tensor::cuda
