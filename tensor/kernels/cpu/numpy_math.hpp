// numpy 1.24's float loops for its transcendental ufuncs (Note [numpy's vector math] in numpy_math.cpp), which
// round otherwise than PyTorch's kernels: numpy's `log`, `exp`, `arcsin`, `power`, ... of float64 and float32
// arrays, for the numpy package (interpreter/torch/numpy_kernels.cpp's _np_core.real_unary / real_binary).
#pragma once

#include <string_view>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor::numpy_math {

// Whether numpy's loops here are SVML's AVX-512 routines (an AVX512_SKX processor, not capped below AVX-512 by
// TSR_CPU_CAPABILITY) rather than the C library's functions.
bool uses_svml();

// `name` (SVML's spelling: exp, log, exp2, log2, log10, expm1, log1p, cbrt, sin, cos, tan, asin, acos, atan,
// sinh, cosh, tanh, asinh, acosh, atanh) applied to a float64, float32 or float16 CPU tensor as numpy computes it:
// a new contiguous tensor of x's shape and dtype, or an undefined tensor where numpy's loop for that function and
// dtype is not one of these (tanh of float32 and float64, numpy's own SIMD code not written out here). float32 exp,
// log, sin and cos are numpy's own AVX2/AVX-512F loops, written out (Note [numpy's float32 exp and log]).
Tensor unary(std::string_view name, const Tensor& x);

// `name` (pow or atan2) of two CPU tensors of one float dtype, broadcast: as unary. `c_library`: the C library's
// function whatever the processor (numpy's float_power, a generic loop over pow).
Tensor binary(std::string_view name, const Tensor& a, const Tensor& b, bool c_library = false);

}  // namespace tsr::tensor::numpy_math
