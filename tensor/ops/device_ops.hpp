// Moving tensors between devices (tensor/ops/device_ops.cpp).
#pragma once

#include <optional>

#include "tensor/core/tensor.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// A copy of self on `device` ("cuda" is the current GPU), converted to dtype when given; differentiable.
Tensor to_device(const Tensor& self, Device device, std::optional<ScalarType> dtype = std::nullopt);

// The value of a one-element tensor on any device, read on the host as a double (for a device tensor, a copy and
// a synchronisation): how a kernel checks a reduced value, as PyTorch's do with .item().
double host_double(const Tensor& one);

// A copy between tensors of the same sizes of which one or both are complex, made by a backend whose element kernels
// are real (CUDA's): complex elements move as their (real, imaginary) pairs, real_copy(to, from) copying between
// real views (view_as_real; a change of component type casts each component). A real source fills the real parts
// and zero_fill(view) the imaginary ones; a complex source copied into a real tensor gives its real parts.
template <class RealCopy, class ZeroFill>
void copy_complex_as_real(const Tensor& dst, const Tensor& src, RealCopy&& real_copy, ZeroFill&& zero_fill) {
  const bool complex_dst = is_complex(dst.dtype()), complex_src = is_complex(src.dtype());
  if (complex_dst && complex_src) return real_copy(view_as_real(dst), view_as_real(src));
  if (complex_src) return real_copy(dst, select(view_as_real(src), -1, 0));
  const Tensor pairs = view_as_real(dst);
  real_copy(select(pairs, -1, 0), src);
  zero_fill(select(pairs, -1, 1));
}

// Complex arithmetic by the parts, for a backend whose element kernels are real (CUDA's): a + alpha b (Add), a * b
// (Mul), a / b (Div) of operands converted to the complex dtype `dtype`, and -a, conj(a), each by dispatched real
// ops on the (real, imaginary) parts (view_as_real). Division scales by the divisor's larger part (Smith's method),
// so it overflows only where the quotient does.
enum class ComplexOp { Add, Mul, Div };
Tensor complex_by_parts(ComplexOp op, const Tensor& a, const Tensor& b, ScalarType dtype, double alpha = 1.0);
Tensor complex_neg_by_parts(const Tensor& a);
Tensor complex_conj_by_parts(const Tensor& a);
// exp and log of a complex tensor by the parts: exp(x + iy) = e^x (cos y + i sin y) (a real argument stays real:
// e^x + 0i, also for x = inf), log z = log|z| + i atan2(y, x) (log 0 = -inf + 0i).
enum class ComplexUnary { Exp, Log };
Tensor complex_unary_by_parts(ComplexUnary op, const Tensor& a);
// A complex matrix product by four real ones of the parts (`real_op` "mm" or "bmm", dispatched): (A B)_re =
// Ar Br - Ai Bi, (A B)_im = Ar Bi + Ai Br. Its rounding is the real products' (not a complex gemm's).
Tensor complex_matmul_by_parts(const char* real_op, const Tensor& a, const Tensor& b);

}  // namespace tsr::tensor
