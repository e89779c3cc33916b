// The SVML side of numpy's float loops (Note [numpy's vector math] in numpy_math.cpp): each function runs SVML's
// AVX-512 routine `name` (SVML's spelling) over n elements, the last partial vector padded as numpy pads it, and
// answers false where SVML has no such routine for that width. numpy_svml.cpp is compiled for AVX-512 as a whole
// (the vector arguments' calling convention must be AVX-512's in every call), so these run only where
// numpy_math::uses_svml() says so. Without SVML (another platform) they answer false.
#pragma once

#include <cstdint>
#include <string_view>

namespace tsr::tensor::numpy_svml {

bool unary64(std::string_view name, const double* x, double* y, int64_t n, double pad, bool nan_through);
bool unary32(std::string_view name, const float* x, float* y, int64_t n, float pad);
bool binary64(std::string_view name, const double* a, const double* b, double* y, int64_t n);
bool binary32(std::string_view name, const float* a, const float* b, float* y, int64_t n);

}  // namespace tsr::tensor::numpy_svml
