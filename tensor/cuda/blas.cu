// The matrix products on the CUDA key through cuBLAS (float32 and float64; TF32 is off, as PyTorch's default;
// float16 and bfloat16 through cublasGemmEx with float accumulation, as PyTorch's; complex64 and complex128 by four
// real products of the parts, device_ops.hpp).
// cuBLAS is column-major: a row-major product C = A B is computed as C^T = B^T A^T, and a transposed view
// (weight.t(), the usual Linear operand) is passed as a transpose flag rather than copied.
#include "tensor/cuda/elementwise.cuh"
#include "tensor/cuda/operands.cuh"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {
namespace {

// A matrix operand's (rows x cols, the last two dims) form for cuBLAS: the op that turns the column-major view of
// its memory into the row-major matrix's transpose, and the leading dimension.
struct Operand {
  Tensor t;
  cublasOperation_t op = CUBLAS_OP_N;
  int64_t ld = 1;
};

Operand operand(const Tensor& m) {
  const int64_t nd = m.dim(), rows = m.sizes()[nd - 2], cols = m.sizes()[nd - 1];
  const int64_t s0 = m.strides()[nd - 2], s1 = m.strides()[nd - 1];
  if ((s1 == 1 || cols == 1) && s0 >= std::max<int64_t>(1, cols)) return {m, CUBLAS_OP_N, s0};
  if ((s0 == 1 || rows == 1) && s1 >= std::max<int64_t>(1, rows)) return {m, CUBLAS_OP_T, s1};
  const Tensor c = contiguous(m);
  return {c, CUBLAS_OP_N, std::max<int64_t>(1, cols)};
}

void check_dtypes(const Tensor& a, const Tensor& b, const char* name) {
  check_scalar_type(a.dtype(), b.dtype());
  check(is_floating(a.dtype()), ErrorKind::RuntimeError, "\"", name, "_cuda\" not implemented for '",
        dtype_title(a.dtype()), "'");
}

// A float16 or bfloat16 product: the operands and the result in the 16-bit type, the sums in float
// (CUBLAS_COMPUTE_32F), each result rounded once.
void gemm_16bit(cudaDataType_t type, const Operand& A, const Operand& B, Tensor& out, int64_t m, int64_t k, int64_t n,
                int64_t batch, int64_t stride_a, int64_t stride_b, float one, float zero) {
  if (batch == 1)
    TSR_CUBLAS_CHECK(cublasGemmEx(cublas(), B.op, A.op, int(n), int(m), int(k), &one, B.t.data_ptr(), type, int(B.ld),
                                  A.t.data_ptr(), type, int(A.ld), &zero, out.data_ptr(), type, int(n),
                                  CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
  else
    TSR_CUBLAS_CHECK(cublasGemmStridedBatchedEx(cublas(), B.op, A.op, int(n), int(m), int(k), &one, B.t.data_ptr(),
                                                type, int(B.ld), stride_b, A.t.data_ptr(), type, int(A.ld), stride_a,
                                                &zero, out.data_ptr(), type, int(n), m * n, int(batch),
                                                CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
}

// out (batch x m x n, contiguous) = alpha a (batch x m x k) b (batch x k x n) + beta out; batch 1 for mm. With
// beta 0 out's values are not read (cuBLAS's rule: NaN there does not propagate).
void gemm(const Tensor& a, const Tensor& b, Tensor& out, int64_t batch, double alpha = 1, double beta = 0) {
  const int64_t m = a.sizes()[a.dim() - 2], k = a.sizes()[a.dim() - 1], n = b.sizes()[b.dim() - 1];
  if (out.numel() == 0) return;
  if (k == 0 && beta == 0) {
    TSR_CUDA_CHECK(cudaMemsetAsync(out.data_ptr(), 0, out.numel() * out.element_size(), stream()));
    return;
  }
  const Operand A = operand(a), B = operand(b);
  const int64_t stride_a = a.dim() == 3 ? A.t.strides()[0] : 0, stride_b = b.dim() == 3 ? B.t.strides()[0] : 0;
  auto run = [&]<class T>(auto gemm_fn, auto batched_fn, T) {
    const T one = static_cast<T>(alpha), zero = static_cast<T>(beta);
    if (batch == 1)
      TSR_CUBLAS_CHECK(gemm_fn(cublas(), B.op, A.op, int(n), int(m), int(k), &one, B.t.data<T>(), int(B.ld),
                               A.t.data<T>(), int(A.ld), &zero, out.data<T>(), int(n)));
    else
      TSR_CUBLAS_CHECK(batched_fn(cublas(), B.op, A.op, int(n), int(m), int(k), &one, B.t.data<T>(), int(B.ld),
                                  stride_b, A.t.data<T>(), int(A.ld), stride_a, &zero, out.data<T>(), int(n), m * n,
                                  int(batch)));
  };
  if (a.dtype() == ScalarType::Float) run(cublasSgemm, cublasSgemmStridedBatched, float{});
  else if (a.dtype() == ScalarType::Double) run(cublasDgemm, cublasDgemmStridedBatched, double{});
  else
    gemm_16bit(a.dtype() == ScalarType::Half ? CUDA_R_16F : CUDA_R_16BF, A, B, out, m, k, n, batch, stride_a, stride_b,
               static_cast<float>(alpha), static_cast<float>(beta));
}

}  // namespace

TSR_REGISTER_KERNEL("mm", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = std::get<Tensor>(s[0]), b = std::get<Tensor>(s[1]);
  check(a.dim() == 2, ErrorKind::RuntimeError, "self must be a matrix");
  check(b.dim() == 2, ErrorKind::RuntimeError, "mat2 must be a matrix");
  check(a.sizes()[1] == b.sizes()[0], ErrorKind::RuntimeError, "mat1 and mat2 shapes cannot be multiplied (",
        a.sizes()[0], "x", a.sizes()[1], " and ", b.sizes()[0], "x", b.sizes()[1], ")");
  if (is_complex(a.dtype()) && a.dtype() == b.dtype()) return set_result(s, complex_matmul_by_parts("mm", a, b));
  check_dtypes(a, b, "addmm");
  Tensor out = empty(std::vector<int64_t>{a.sizes()[0], b.sizes()[1]}, a.dtype(), a.device());
  gemm(a, b, out, 1);
  set_result(s, std::move(out));
}));

// addmm(self, mat1, mat2, beta, alpha), nn.Linear's product: self expanded to (m, n) is copied into the result and
// one gemm adds alpha * (mat1 @ mat2) to beta times it (cuBLAS's beta * C, summed in the gemm's epilogue), as
// PyTorch's addmm_out_cuda_impl; with beta 0, self is not read. The checks are the CPU kernel's, in its order.
TSR_REGISTER_KERNEL("addmm", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]), a = std::get<Tensor>(s[1]), b = std::get<Tensor>(s[2]);
  const double beta = double_arg(s, 3, 1), alpha = double_arg(s, 4, 1);
  check(a.dim() == 2, ErrorKind::RuntimeError, "mat1 must be a matrix, got ", a.dim(), "-D tensor");
  check(b.dim() == 2, ErrorKind::RuntimeError, "mat2 must be a matrix, got ", b.dim(), "-D tensor");
  check(a.sizes()[1] == b.sizes()[0], ErrorKind::RuntimeError, "mat1 and mat2 shapes cannot be multiplied (",
        a.sizes()[0], "x", a.sizes()[1], " and ", b.sizes()[0], "x", b.sizes()[1], ")");
  const std::vector<int64_t> size{a.sizes()[0], b.sizes()[1]};
  const Tensor c = expand(self, size);
  check(self.dtype() == b.dtype(), ErrorKind::RuntimeError, "self and mat2 must have the same dtype");
  if (is_complex(a.dtype()) && a.dtype() == b.dtype()) {  // by the parts: beta * self + alpha * (mat1 @ mat2)
    Tensor r = complex_matmul_by_parts("mm", a, b);
    if (alpha != 1) r = dispatched("mul.Tensor", {r, scalar_to_tensor(alpha)});
    if (beta != 0) r = dispatched("add.Tensor", {r, c, beta});
    return set_result(s, r);
  }
  check_dtypes(a, b, "addmm");
  Tensor out = empty(size, a.dtype(), a.device());
  if (beta != 0) copy_(out, c);
  gemm(a, b, out, 1, alpha, beta);
  set_result(s, std::move(out));
}));

TSR_REGISTER_KERNEL("bmm", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = std::get<Tensor>(s[0]), b = std::get<Tensor>(s[1]);
  check_batched_operands(a, b);
  if (is_complex(a.dtype()) && a.dtype() == b.dtype()) return set_result(s, complex_matmul_by_parts("bmm", a, b));
  check_dtypes(a, b, "bmm");
  Tensor out = empty(std::vector<int64_t>{a.sizes()[0], a.sizes()[1], b.sizes()[2]}, a.dtype(), a.device());
  gemm(a, b, out, a.sizes()[0]);
  set_result(s, std::move(out));
}));

// dot and mv as 1 x n by n x 1 and m x n by n x 1 products: a vector is a one-row or one-column view of itself
// (any stride: cuBLAS takes it as the leading dimension), so nothing is copied.
TSR_REGISTER_KERNEL("dot", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = std::get<Tensor>(s[0]), b = std::get<Tensor>(s[1]);
  check(a.dim() == 1 && b.dim() == 1, ErrorKind::RuntimeError, "1D tensors expected, but got ", a.dim(), "D and ",
        b.dim(), "D tensors");
  check(a.numel() == b.numel(), ErrorKind::RuntimeError, "inconsistent tensor size, expected tensor [", a.numel(),
        "] and src [", b.numel(), "] to have the same number of elements, but got ", a.numel(), " and ", b.numel(),
        " elements respectively");
  check(a.dtype() == b.dtype(), ErrorKind::RuntimeError, "dot : expected both vectors to have same dtype, but found ",
        dtype_title(a.dtype()), " and ", dtype_title(b.dtype()));
  check_dtypes(a, b, "dot");
  Tensor out = empty(std::vector<int64_t>{1, 1}, a.dtype(), a.device());
  gemm(unsqueeze(a, 0), unsqueeze(b, 1), out, 1);
  set_result(s, reshape(out, std::vector<int64_t>{}));
}));

TSR_REGISTER_KERNEL("mv", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor m = std::get<Tensor>(s[0]), v = std::get<Tensor>(s[1]);
  check(m.dim() == 2 && v.dim() == 1, ErrorKind::RuntimeError, "vector + matrix @ vector expected, got ", m.dim(),
        ", ", m.dim(), ", ", v.dim());
  check(m.sizes()[1] == v.sizes()[0], ErrorKind::RuntimeError, "size mismatch, got ", m.sizes()[0], ", ",
        m.sizes()[0], "x", m.sizes()[1], ",", v.sizes()[0]);
  check_dtypes(m, v, "addmv_impl");
  Tensor out = empty(std::vector<int64_t>{m.sizes()[0], 1}, m.dtype(), m.device());
  gemm(m, unsqueeze(v, 1), out, 1);
  set_result(s, reshape(out, std::vector<int64_t>{m.sizes()[0]}));
}));

}  // namespace tsr::tensor::cuda
