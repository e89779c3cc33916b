// Note [bfloat16 matrix products]: PyTorch 1.13 multiplies bfloat16 matrices with oneDNN's matmul primitive
// (mkldnn_bf16_gemm, under cpublas::gemm: mm, addmm, linear, and bmm batch by batch here) when the processor has
// AVX-512 BW, VL and DQ and the product has more than 16 * 16 * 16 multiply-adds; below that, or elsewhere, its own
// loops (linalg.cpp's bfloat16_gemm). oneDNN adds in float and rounds each result once, with the processor's
// bfloat16 dot-product instructions where it has them: the same library with the same operands gives the same bits,
// and several times sgemm's speed on widened copies.
#pragma once

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// Whether PyTorch would hand an m x k by k x n bfloat16 product to oneDNN on this processor.
bool bfloat16_product_on_onednn(int64_t m, int64_t k, int64_t n);
// out (m x n, row-major contiguous bfloat16, holding C where beta is not 0) = alpha * (a @ b) + beta * out, with
// PyTorch's operand roles (a one-column result is computed transposed, as cpublas::gemm sees it).
void onednn_bfloat16_gemm(const Tensor& a, const Tensor& b, Tensor& out, float alpha, float beta);

}  // namespace tsr::tensor
