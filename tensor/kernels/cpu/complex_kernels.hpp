// Elementwise kernels for complex64/complex128 (docs/tensor.md "Complex dtypes"). The real kernels
// (pointwise.cpp, compare.cpp) hand a complex result dtype here before their own dtype switch, which is written for
// real types only. The loops are the elementwise iterator's (threaded rows, broadcast operands read in place),
// written on the parts (re, im) so that the compiler vectorises them in each CPU-capability copy, and they compute
// what the library being imitated computes, element for element (Note [Complex kernels] in complex_kernels.cpp):
// ComplexFlavor::Torch is PyTorch 1.13's CPU kernels (their AVX2 vector formula over the vectorised body of a
// contiguous row, the scalar formula over the rest), ComplexFlavor::Numpy numpy 1.24's loops (numpy's ufuncs
// call the Numpy flavour through _np_core where the two differ).
#pragma once

#include <complex>
#include <string_view>
#include <type_traits>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

enum class ComplexBinary { Add, Sub, Mul, Div, Eq, Ne };
enum class ComplexFlavor { Torch, Numpy };

// a op b in `dtype` (complex; Eq/Ne give bool). Add/Sub: a + alpha * b, a - alpha * b (Torch: the product with
// alpha is a complex product even for alpha 1, as PyTorch's add kernel; Numpy: a + b, a - b, alpha unused).
Tensor complex_binary(ComplexBinary op, const Tensor& a, const Tensor& b, ScalarType dtype,
                      std::complex<double> alpha = 1.0, ComplexFlavor flavor = ComplexFlavor::Torch);

// The unary op PyTorch's real kernel `kernel_name` computes ("exp_vml_cpu", "sqrt_vml_cpu", ... as the real
// kernels name themselves), on a complex tensor; a name with no complex form here raises the dispatch error
// (NotImplementedError for a complex dtype, throw_not_implemented_for).
// Also "abs_cpu" and "angle_cpu" (real results of the component dtype) and "conj_cpu". The Numpy flavour differs
// for exp (the C library's cexp), log2 (log times 1/ln 2), neg (-z), abs (numpy's AVX-512 formula where the
// processor has AVX-512F, as numpy 1.24 picks it, else hypot), acos/atan (the C library's).
Tensor complex_unary(std::string_view kernel_name, const Tensor& a, ComplexFlavor flavor = ComplexFlavor::Torch);

// pow in `dtype` (complex), as PyTorch's CPU kernels: a tensor exponent is std::pow per element (pow_tensor_tensor);
// a scalar exponent (a Python number, or a wrapped-number tensor) is pow_tensor_scalar's: 0 gives ones, 1 a copy,
// 0.5/-0.5/-1 sqrt/rsqrt/reciprocal, 2/3/-2 products, any other std::pow(x, exponent).
Tensor complex_pow(const Tensor& a, const Tensor& b, ScalarType dtype);
Tensor complex_pow_scalar(const Tensor& a, std::complex<double> exponent, ScalarType dtype);

// torch.conj_physical through the dispatcher (recorded by autograd): a copy with the imaginary parts negated (a
// real tensor's copy). tsr has no lazy conjugate bit; torch.conj is this too for complex tensors.
Tensor conj_physical(const Tensor& self);
// The conjugate of a complex tensor, a real one itself: the conj() of the derivative formulas. conj_physical is an
// op with its own derivative, so double backward records it.
inline Tensor cj(const Tensor& t) { return is_complex(t.dtype()) ? conj_physical(t) : t; }

// The real type of an element type (a complex one's component; a real one itself), and whether it is complex.
template <class T>
struct real_of { using type = T; };
template <class R>
struct real_of<std::complex<R>> { using type = R; };
template <class T>
using real_t = typename real_of<T>::type;
template <class T>
constexpr bool is_complex_v = !std::is_same_v<T, real_t<T>>;

}  // namespace tsr::tensor
