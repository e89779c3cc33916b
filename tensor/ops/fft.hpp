// torch.fft's three natives' arguments, shared by their CPU kernels (kernels/cpu/fft.cpp: pocketfft) and their CUDA
// kernels (cuda/fft.cu: cuFFT): the dims' checks, the output sizes and PyTorch's normalisation factor.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// dims wrapped into self's range, after the checks: at least one, none twice.
std::vector<int64_t> fft_dims(const char* op, const Tensor& self, std::vector<int64_t> dims);

// _fft_c2r's checks of last_dim_size against self's last transformed dim (dims as fft_dims gave them).
void check_fft_c2r(const Tensor& self, const std::vector<int64_t>& dims, int64_t last_dim_size);

// PyTorch's compute_fct: the factor a transform of n points is multiplied by, in the component type T, for
// normalization 0 (none), 1 (1 / sqrt(n)) or 2 (1 / n).
template <class T>
T fft_norm_factor(int64_t n, int64_t normalization) {
  if (normalization == 0) return T(1);
  if (normalization == 2) return T(1) / static_cast<T>(n);
  if (normalization == 1) return T(1) / std::sqrt(static_cast<T>(n));
  throw Error(ErrorKind::RuntimeError, "Unsupported normalization type" + std::to_string(normalization));
}

}  // namespace tsr::tensor
