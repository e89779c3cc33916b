// Activation backward kernels that round as PyTorch 1.13's CPU kernels (pointwise_activation.cpp), for the derivative
// formulas of their ops when no graph is being built (with create_graph the formulas compose recorded ops).
#pragma once

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// Whether PyTorch 1.13 would give gelu (approximate='none') of x to oneDNN: contiguous float32, more than one
// element (Note [PyTorch's oneDNN gelu] in onednn_eltwise.hpp).
bool gelu_uses_onednn(const Tensor& x);
// gelu's (erf form) input gradient grad * gelu'(x), PyTorch's rounding; for float/double CPU tensors (a strided x
// with a grad of its dtype) (gelu_backward_exact_applies).
bool gelu_backward_exact_applies(const Tensor& grad, const Tensor& x);
// onednn false: GeluBackwardKernelImpl's formula even where float32 would go to oneDNN (a bfloat16 gradient, computed
// in float).
Tensor gelu_backward_exact(const Tensor& grad, const Tensor& x, bool onednn = true);

// PyTorch 1.13's cpu_kernel_vec kernels for silu's and gelu-tanh's backward, softplus and elu and their backward
// (Activation.cpp), rounded as they round: the vector formula (SLEEF's exp, log1p, tanh; contracted multiply-adds)
// over the vectorised body of each row whose operands are contiguous or broadcast, the scalar one (glibc) over the
// rest. For float/double CPU operands of one dtype where SLEEF's kernels run (activation_exact_applies); other
// dtypes keep the composed formulas (float16/bfloat16 round after each operation there, as PyTorch's do).
bool activation_exact_applies(const Tensor& x);
bool activation_exact_applies(const Tensor& grad, const Tensor& x);
Tensor silu_backward_exact(const Tensor& grad, const Tensor& x);
Tensor silu_backward_bfloat16(const Tensor& grad, const Tensor& x);  // bfloat16 CPU grad and x of one shape
Tensor gelu_tanh_backward_exact(const Tensor& grad, const Tensor& x);
Tensor softplus_exact(const Tensor& x, double beta, double threshold);
Tensor softplus_backward_exact(const Tensor& grad, const Tensor& x, double beta, double threshold);
Tensor elu_exact(const Tensor& x, double alpha, double scale, double input_scale);
Tensor mish_exact(const Tensor& x);
Tensor mish_backward_exact(const Tensor& grad, const Tensor& x);
// log_sigmoid and its input gradient (grad and x of one shape; x's exp(-|x|) computed again, as the forward did).
Tensor log_sigmoid_exact(const Tensor& x);
Tensor log_sigmoid_backward_exact(const Tensor& grad, const Tensor& x);
// leaky_relu and its input gradient as PyTorch 1.13's leaky_relu_kernel and leaky_relu_backward_kernel compute them,
// in one pass: x > 0 ? x : x * slope, and x > 0 ? grad : grad * slope (x_or_result: the input, or leaky_relu_'s
// result, whose sign is the input's), the slope in the tensors' type; for float/double CPU operands of one dtype
// (leaky_relu_exact_applies). These are elementwise the values of the where-compositions otherwise used, laid out
// as they are (as the first operand: x).
bool leaky_relu_exact_applies(const Tensor& x);
bool leaky_relu_exact_applies(const Tensor& grad, const Tensor& x);
Tensor leaky_relu_exact(const Tensor& x, double slope);
// leaky_relu_exact written over x itself (leaky_relu_ of a dense float/double CPU tensor: each element read, then
// written, by one loop).
void leaky_relu_exact_(const Tensor& x, double slope);
Tensor leaky_relu_backward_exact(const Tensor& grad, const Tensor& x_or_result, double slope);
// binary_cross_entropy's elementwise loss (before weight and reduction) as PyTorch 1.13's CPU kernel computes it:
// (t - 1) * max(log(1 - x), -100) - t * max(log(x), -100), glibc's log, nothing fused (measured); a RuntimeError
// unless every x is in [0, 1]. For float/double CPU operands of one dtype.
Tensor binary_cross_entropy_exact(const Tensor& x, const Tensor& t);
// elu's input gradient from its input (is_result false) or its result (elu_, is_result true).
Tensor elu_backward_exact(const Tensor& grad, const Tensor& x_or_result, double alpha, double scale,
                          double input_scale, bool is_result);

}  // namespace tsr::tensor
