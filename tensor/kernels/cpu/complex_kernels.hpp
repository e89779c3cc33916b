// Elementwise kernels for complex64/complex128 (docs/tensor.md "Complex dtypes"). The real kernels
// (pointwise.cpp, compare.cpp) hand a complex result dtype here before their own dtype switch, which is written for
// real types only. The loops run over contiguous copies of the broadcast operands, one element at a time, with
// std::complex's functions (what PyTorch's c10::complex calls for most of them): correct, not yet vectorised.
#pragma once

#include <complex>
#include <string_view>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

enum class ComplexBinary { Add, Sub, Mul, Div, Eq, Ne };

// a op b in `dtype` (complex; Eq/Ne give bool). Add/Sub: a + alpha * b, a - alpha * b.
Tensor complex_binary(ComplexBinary op, const Tensor& a, const Tensor& b, ScalarType dtype,
                      std::complex<double> alpha = 1.0);

// The unary op PyTorch's real kernel `kernel_name` computes ("exp_vml_cpu", "sqrt_vml_cpu", ... as the real
// kernels name themselves), on a complex tensor; a name with no complex form here raises the dispatch error
// (NotImplementedError for a complex dtype, throw_not_implemented_for).
Tensor complex_unary(std::string_view kernel_name, const Tensor& a);

// pow in `dtype` (complex), as PyTorch's CPU kernels: a tensor exponent is std::pow per element (pow_tensor_tensor);
// a scalar exponent (a Python number, or a wrapped-number tensor) is pow_tensor_scalar's: 0 gives ones, 1 a copy,
// 0.5/-0.5/-1 sqrt/rsqrt/reciprocal, 2/3/-2 products, any other std::pow(x, exponent).
Tensor complex_pow(const Tensor& a, const Tensor& b, ScalarType dtype);
Tensor complex_pow_scalar(const Tensor& a, std::complex<double> exponent, ScalarType dtype);

// torch.conj_physical through the dispatcher (recorded by autograd): a copy with the imaginary parts negated (a
// real tensor's copy). tsr has no lazy conjugate bit; torch.conj is this too for complex tensors.
Tensor conj_physical(const Tensor& self);

}  // namespace tsr::tensor
