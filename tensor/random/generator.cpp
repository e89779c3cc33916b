// See generator.hpp.
#include "tensor/random/generator.hpp"

#include <chrono>

namespace tsr::tensor::random {

CPUGenerator& default_generator() {
  // A fresh process is seeded non-deterministically, as PyTorch's is.
  static CPUGenerator generator(
      static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count()));
  return generator;
}

}  // namespace tsr::tensor::random
