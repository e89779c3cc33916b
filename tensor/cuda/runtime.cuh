// Functions the CUDA runtime (runtime.cu) takes from the backend's other files.
#pragma once

#include <utility>

#include <cstdint>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor::cuda {

// dst.copy_(src) where either is on the GPU (copy.cu).
void copy_tensor(Tensor& dst, const Tensor& src);
// Seeds the Philox stream of the random kernels (random.cu).
void set_philox_seed(uint64_t seed);
// The generator's (seed, offset), and setting both (torch.cuda.get_rng_state / set_rng_state).
std::pair<uint64_t, uint64_t> philox_state();
void set_philox_state(uint64_t seed, uint64_t offset);

}  // namespace tsr::tensor::cuda
