// Functions the CUDA runtime (runtime.cu) takes from the backend's other files.
#pragma once

#include <cstdint>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor::cuda {

// dst.copy_(src) where either is on the GPU (copy.cu).
void copy_tensor(Tensor& dst, const Tensor& src);
// Seeds the Philox stream of the random kernels (random.cu).
void set_philox_seed(uint64_t seed);

}  // namespace tsr::tensor::cuda
