// Matrix products on CPU through OpenBLAS (cblas_sgemm / cblas_dgemm). A transposed operand is passed with a
// transpose flag instead of being copied; any other layout is made contiguous first.
#include "tensor/kernels/cpu/blas_threads.hpp"
#include "tensor/ops/linalg.hpp"

#include <cblas.h>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/onednn_matmul.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {
bool column_major(const Tensor& m) { return m.strides()[0] == 1 && m.strides()[1] == m.sizes()[0]; }
}  // namespace

// A complex operand enters the gradients conjugated (cj: grad @ mat2^H, mat1^H @ grad), as PyTorch's.

Tensor mm_mat1_backward(const Tensor& grad, const Tensor& mat1, const Tensor& mat2) {
  if (column_major(mat1)) return call("t", {mm(cj(mat2), call("t", {grad}))});
  return mm(grad, cj(call("t", {mat2})));
}

Tensor mm_mat2_backward(const Tensor& grad, const Tensor& mat1, const Tensor& mat2) {
  if (is_sparse(mat1)) {
    // dense @ sparse does not exist: PyTorch's mat1^T @ grad by the sparse kernel, into a column-major result
    const Tensor r = mm(cj(call("t", {mat1})), grad);
    return call("t", {call("contiguous", {call("t", {r})})});
  }
  if (column_major(mat2)) return call("t", {mm(call("t", {grad}), cj(mat1))});
  return mm(cj(call("t", {mat1})), grad);
}

TSR_DEFINE_OP("mm(Tensor self, Tensor mat2) -> Tensor", "Matrix product of two 2-d tensors.",
              autograd::formula("MmBackward0", {"self", "mat2"}, [](Ctx& c) {
                const Tensor self = c.s("self"), mat2 = c.s("mat2");
                return G{c.when_needed("self", [&] { return mm_mat1_backward(c.g(), self, mat2); }),
                         c.when_needed("mat2", [&] { return mm_mat2_backward(c.g(), self, mat2); })};
              }));
TSR_DEFINE_OP("bmm(Tensor self, Tensor mat2) -> Tensor", "Batched matrix product of two 3-d tensors.",
              autograd::formula("BmmBackward0", {"self@mat2", "mat2@self"}, [](Ctx& c) {
                return G{
                    c.when_needed("self",
                                  [&] {
                                    return bmm(c.g(), cj(call("transpose.int", {c.s("mat2"), int64_t(1), int64_t(2)})));
                                  }),
                    c.when_needed("mat2", [&] {
                      return bmm(cj(call("transpose.int", {c.s("self"), int64_t(1), int64_t(2)})), c.g());
                    })};
              }));

namespace {

// A matrix operand as BLAS sees it: a pointer, a leading dimension and whether it is transposed.
struct BlasMatrix {
  Tensor storage_owner;
  bool transposed = false;
  int64_t ld = 0;
};

// Row-major view of a 2-d tensor (rows, cols): usable directly when one stride is 1 and the other covers a row.
BlasMatrix as_blas(const Tensor& m) {
  const int64_t rows = m.sizes()[0], cols = m.sizes()[1];
  const int64_t s0 = m.strides()[0], s1 = m.strides()[1];
  if (s1 == 1 && (s0 >= std::max<int64_t>(cols, 1) || rows == 1)) return {m, false, std::max<int64_t>(s0, std::max<int64_t>(cols, 1))};
  if (s0 == 1 && (s1 >= std::max<int64_t>(rows, 1) || cols == 1)) return {m, true, std::max<int64_t>(s1, std::max<int64_t>(rows, 1))};
  Tensor c = contiguous(m);
  return {c, false, std::max<int64_t>(cols, 1)};
}

// One operand of gemm as PyTorch's addmm_impl_cpu_ casts it for BLAS's column-major call: as it stands, plain or
// transposed, where one stride is 1 and the other covers its column or row (no shortcut for a one-row or one-column
// operand: `col.t()`, strides (1, 1), is a transposed operand with leading dimension 1), else a contiguous copy.
struct GemmOperand {
  Tensor t;
  bool trans = false;
  int64_t ld = 0;
};

// The product of a (rows x k) and b (k x cols) into a contiguous row-major result, in PyTorch's column-major terms:
// a result of more than one column is taken as its transpose (transpose_c: C^T = B^T A^T, the operands swapped);
// leading dimensions as cpublas's normalize_last_dims leaves them. The same call sums in the same order: nn.Linear's
// weight gradient `grad.t().mm(input)` for one output has PyTorch's bits.
struct GemmPlan {
  int64_t m = 0, n = 0, k = 0;
  GemmOperand a, b;
  int64_t ldc = 0;
};

GemmPlan plan_gemm(const Tensor& mat1, const Tensor& mat2) {
  const int64_t rows = mat1.sizes()[0], k = mat1.sizes()[1], cols = mat2.sizes()[1];
  const bool tc = cols != 1;
  GemmPlan p;
  p.m = tc ? cols : rows;
  p.n = tc ? rows : cols;
  p.k = k;
  const size_t i0 = tc ? 1 : 0, i1 = tc ? 0 : 1;
  const auto cast = [&](const Tensor& x, int64_t plain_ld, int64_t transposed_ld) {
    const auto st = x.strides();
    GemmOperand o;
    if (st[i0] == 1 && st[i1] >= std::max<int64_t>(1, plain_ld)) o = {x, false, 0};
    else if (st[i1] == 1 && st[i0] >= std::max<int64_t>(1, transposed_ld)) o = {x, true, 0};
    else o = {contiguous(x), !tc, 0};
    o.ld = o.t.strides()[o.trans == tc ? 1 : 0];
    return o;
  };
  p.a = cast(tc ? mat2 : mat1, p.m, p.k);
  p.b = cast(tc ? mat1 : mat2, p.k, p.n);
  p.ldc = tc ? cols : 1;
  if (p.n == 1) p.ldc = p.m;
  if (p.a.trans) {
    if (p.m == 1) p.a.ld = p.k;
  } else if (p.k == 1) {
    p.a.ld = p.m;
  }
  if (p.b.trans) {
    if (p.k == 1) p.b.ld = p.n;
  } else if (p.n == 1) {
    p.b.ld = p.k;
  }
  return p;
}

CBLAS_TRANSPOSE blas_trans(const GemmOperand& o) { return o.trans ? CblasTrans : CblasNoTrans; }

// out (m x n, contiguous) = a (m x k) @ b (k x n); for float and double (real BLAS) also
// out = alpha * (a @ b) + beta * out, as addmm hands it to gemm (beta 0: out is not read).
void gemm(const Tensor& a, const Tensor& b, Tensor& out, double alpha = 1, double beta = 0) {
  const int64_t m = a.sizes()[0], k = a.sizes()[1], n = b.sizes()[1];
  if (m == 0 || n == 0) return;
  if (k == 0) {
    std::fill_n(static_cast<char*>(out.data_ptr()), out.numel() * out.element_size(), 0);
    return;
  }
  if (out.dtype() == ScalarType::BFloat16 && bfloat16_product_on_onednn(m, k, n)) {
    // Note [bfloat16 matrix products]: the operands as BLAS takes them (plain or transposed, else a copy)
    onednn_bfloat16_gemm(as_blas(a).storage_owner, as_blas(b).storage_owner, out, float(alpha), float(beta));
    return;
  }
  if (is_complex(out.dtype())) {  // cgemm / zgemm
    const BlasThreads threads;
    const GemmPlan p = plan_gemm(a, b);
    if (out.dtype() == ScalarType::ComplexFloat) {
      const std::complex<float> one(1), zero(0);
      cblas_cgemm(CblasColMajor, blas_trans(p.a), blas_trans(p.b), p.m, p.n, p.k, reinterpret_cast<const float*>(&one),
                  reinterpret_cast<const float*>(p.a.t.data<std::complex<float>>()), p.a.ld,
                  reinterpret_cast<const float*>(p.b.t.data<std::complex<float>>()), p.b.ld,
                  reinterpret_cast<const float*>(&zero), reinterpret_cast<float*>(out.data<std::complex<float>>()), p.ldc);
    } else {
      const std::complex<double> one(1), zero(0);
      cblas_zgemm(CblasColMajor, blas_trans(p.a), blas_trans(p.b), p.m, p.n, p.k, reinterpret_cast<const double*>(&one),
                  reinterpret_cast<const double*>(p.a.t.data<std::complex<double>>()), p.a.ld,
                  reinterpret_cast<const double*>(p.b.t.data<std::complex<double>>()), p.b.ld,
                  reinterpret_cast<const double*>(&zero), reinterpret_cast<double*>(out.data<std::complex<double>>()),
                  p.ldc);
    }
    return;
  }
  if (!is_floating(out.dtype()) || out.dtype() == ScalarType::BFloat16) {
    // Integer matmul (no BLAS): a plain triple loop, accumulating in the element type as PyTorch does. So is a
    // small bfloat16 product (PyTorch's gemm_notrans_ fallback: each product and each sum rounded to bfloat16).
    visit_dtype(out.dtype(), [&]<class T>(std::type_identity<T>) {
      T* o = out.data<T>();
      const T* pa = a.data<T>();
      const T* pb = b.data<T>();
      const int64_t as0 = a.strides()[0], as1 = a.strides()[1], bs0 = b.strides()[0], bs1 = b.strides()[1];
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
          T acc = 0;
          for (int64_t p = 0; p < k; ++p) acc = static_cast<T>(acc + pa[i * as0 + p * as1] * pb[p * bs0 + j * bs1]);
          o[i * n + j] = acc;
        }
    });
    return;
  }
  const GemmPlan p = plan_gemm(a, b);
  const BlasThreads threads;
  if (out.dtype() == ScalarType::Float)
    cblas_sgemm(CblasColMajor, blas_trans(p.a), blas_trans(p.b), p.m, p.n, p.k, static_cast<float>(alpha),
                p.a.t.data<float>(), p.a.ld, p.b.t.data<float>(), p.b.ld, static_cast<float>(beta), out.data<float>(),
                p.ldc);
  else
    cblas_dgemm(CblasColMajor, blas_trans(p.a), blas_trans(p.b), p.m, p.n, p.k, alpha, p.a.t.data<double>(), p.a.ld,
                p.b.t.data<double>(), p.b.ld, beta, out.data<double>(), p.ldc);
}

// out (m x n, contiguous bfloat16; holding C where beta is not 0) = alpha * (a @ b) + beta * out, as PyTorch 1.13
// computes a bfloat16 mm or addmm below oneDNN's size: addmm_impl_cpu_ hands the product to cpublas::gemm in
// column-major terms (a row-major result is C^T = B^T A^T, except a one-column result), the operands' strides
// choose one of gemm's four loops, and each rounds otherwise:
//   notrans, transb, transab  C scaled by beta (rounded to bfloat16), then each term a * (b * alpha) rounded to
//                    bfloat16 and added to it in turn, each sum rounded (c10's BFloat16 += takes a BFloat16);
//   transa           a dot product in float (four partial sums, folded at the end), then beta * C + alpha * dot
//                    rounded once.
// (Measured against PyTorch 1.13: nn.Linear's x @ w.t() is transa, so its bias enters before the one rounding.)
void bfloat16_gemm(const Tensor& a, const Tensor& b, Tensor& out, float alpha, float beta) {
  const int64_t m = a.sizes()[0], k = a.sizes()[1], n = b.sizes()[1];
  const bool swap = n != 1;  // addmm_impl_cpu_'s transpose_c
  const Tensor &m1 = swap ? b : a, &m2 = swap ? a : b;
  const int64_t gm = swap ? n : m, gn = swap ? m : n;
  const size_t lead = swap ? 1 : 0, other = swap ? 0 : 1;
  // Whether gemm gets an operand transposed (a copy made contiguous is not, in its terms, where `swap`).
  const auto transposed = [&](const Tensor& t, int64_t plain_ld, int64_t transposed_ld) {
    const auto st = t.strides();
    if (st[lead] == 1 && st[other] >= std::max<int64_t>(1, plain_ld)) return false;
    if (st[other] == 1 && st[lead] >= std::max<int64_t>(1, transposed_ld)) return true;
    return !swap;
  };
  const bool transa = transposed(m1, gm, k) && !transposed(m2, k, gn);
  const BFloat16* pa = a.data<BFloat16>();
  const BFloat16* pb = b.data<BFloat16>();
  const int64_t as0 = a.strides()[0], as1 = a.strides()[1], bs0 = b.strides()[0], bs1 = b.strides()[1];
  BFloat16* o = out.data<BFloat16>();
  for (int64_t r = 0; r < m; ++r)
    for (int64_t c = 0; c < n; ++c) {
      // gemm's first operand's element and its second's, for the l-th term of out[r, c]
      const auto x = [&](int64_t l) { return float(swap ? pb[l * bs0 + c * bs1] : pa[r * as0 + l * as1]); };
      const auto y = [&](int64_t l) { return float(swap ? pa[r * as0 + l * as1] : pb[l * bs0 + c * bs1]); };
      BFloat16& dst = o[r * n + c];
      if (transa) {
        float partial[4] = {0, 0, 0, 0};
        int64_t l = 0;
        for (; l + 4 <= k; l += 4)
          for (int q = 0; q < 4; ++q) partial[q] += x(l + q) * y(l + q);
        for (; l < k; ++l) partial[0] += x(l) * y(l);
        const float dot = ((partial[0] + partial[1]) + partial[2]) + partial[3];
        dst = BFloat16(beta == 0 ? alpha * dot : beta * float(dst) + alpha * dot);
        continue;
      }
      BFloat16 acc = beta == 0 ? BFloat16(0.0f) : beta == 1 ? dst : BFloat16(float(dst) * float(BFloat16(beta)));
      for (int64_t l = 0; l < k; ++l) {
        acc = BFloat16(float(acc) + float(BFloat16(x(l) * (y(l) * alpha))));
      }
      dst = acc;
    }
}

void check_matmul_dtypes(const Tensor& a, const Tensor& b) {
  check_scalar_type(a.dtype(), b.dtype());
  check_dtype_in(DtypeGroup::AllButBoolAndComplex, a.dtype(), "addmm_impl_cpu_", {ScalarType::BFloat16});
}

}  // namespace

TSR_REGISTER_KERNEL("mm", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = std::get<Tensor>(stack[0]), b = std::get<Tensor>(stack[1]);
  check(a.dim() == 2, ErrorKind::RuntimeError, "self must be a matrix");
  check(b.dim() == 2, ErrorKind::RuntimeError, "mat2 must be a matrix");
  check(a.sizes()[1] == b.sizes()[0], ErrorKind::RuntimeError, "mat1 and mat2 shapes cannot be multiplied (",
        a.sizes()[0], "x", a.sizes()[1], " and ", b.sizes()[0], "x", b.sizes()[1], ")");
  check_matmul_dtypes(a, b);
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{a.sizes()[0], b.sizes()[1]}, a.dtype());
  if (a.dtype() == ScalarType::BFloat16 && a.numel() && b.numel() &&
      !bfloat16_product_on_onednn(a.sizes()[0], a.sizes()[1], b.sizes()[1]))
    bfloat16_gemm(a, b, out, 1, 0);
  else
    gemm(a, b, out);
  stack.clear();
  stack.emplace_back(std::move(out));
});

// addmm as PyTorch's addmm_impl_cpu_ computes it for float and double: self expanded to (m, n) is copied into the
// result and BLAS's gemm adds alpha * (mat1 @ mat2) to it (beta * C inside gemm). OpenBLAS accumulates a long k in
// blocks, each added to C in turn, so the bias enters the sum first: mm followed by an add rounds otherwise (the
// last bit of nn.Linear's output, for k past OpenBLAS's block). Other dtypes, mixed dtypes and an empty k are
// mm, a scaling and an add.
TSR_REGISTER_KERNEL("addmm", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]), a = std::get<Tensor>(s[1]), b = std::get<Tensor>(s[2]);
  const double beta = double_arg(s, 3, 1), alpha = double_arg(s, 4, 1);
  if (a.dim() == 2 && b.dim() == 2 && a.sizes()[1] == b.sizes()[0]) {  // addmm_impl_cpu_'s checks, in its order
    const std::vector<int64_t> size{a.sizes()[0], b.sizes()[1]};
    (void)expand(self, size);
    check(self.dtype() == b.dtype(), ErrorKind::RuntimeError, "self and mat2 must have the same dtype");
    check(a.dtype() == b.dtype(), ErrorKind::RuntimeError, "mat1 and mat2 must have the same dtype");
  }
  const bool matrices = a.dim() == 2 && b.dim() == 2 && a.sizes()[1] == b.sizes()[0] && b.dtype() == a.dtype() &&
                        self.dtype() == a.dtype() && self.dim() <= 2;
  const bool blas = matrices && a.sizes()[1] > 0 && (a.dtype() == ScalarType::Float || a.dtype() == ScalarType::Double);
  const bool bfloat16 = matrices && a.numel() > 0 && b.numel() > 0 && a.dtype() == ScalarType::BFloat16;
  if (bfloat16) {
    const std::vector<int64_t> size{a.sizes()[0], b.sizes()[1]};
    Tensor out = tsr::tensor::empty(size, a.dtype());
    if (beta != 0) copy_(out, expand(self, size));
    if (bfloat16_product_on_onednn(size[0], a.sizes()[1], size[1]))
      gemm(a, b, out, alpha, beta);  // oneDNN: alpha * (a @ b) + beta * self in float, rounded once
    else
      bfloat16_gemm(a, b, out, static_cast<float>(alpha), static_cast<float>(beta));
    s = {out};
    return;
  }
  if (!blas) {
    Tensor product = mm(a, b);
    if (alpha != 1) product = mul(product, scalar_to_tensor(alpha));
    s = {beta == 0 ? product : add(product, self, beta)};
    return;
  }
  const std::vector<int64_t> size{a.sizes()[0], b.sizes()[1]};
  Tensor out = tsr::tensor::empty(size, a.dtype());
  if (beta != 0) {
    copy_(out, expand(self, size));
  } else {
    std::fill_n(static_cast<char*>(out.data_ptr()), out.numel() * out.element_size(), 0);
  }
  gemm(a, b, out, alpha, beta);
  s = {out};
});

// PyTorch 1.13's bmm and baddbmm below 400 multiply-adds a matrix (m * k * n < 400; baddbmm_cpu_kernel): each
// entry a sum over k in the element type, one product added at a time (float16 and bfloat16 round each step);
// baddbmm starts each from beta * self and adds alpha * x * y term by term (measured against PyTorch 1.13).
// Above that, gemm (addmm) batch by batch.
// Complex products are c10::complex's: (ac - bd) + (ad + bc)i, without C99's NaN recovery.
static bool small_batched_product(const Tensor& a, const Tensor& b) {
  return a.sizes()[2] * a.sizes()[1] * b.sizes()[2] < 400;
}
// Note [bfloat16 matrix products] for bmm and baddbmm: PyTorch 1.13 asks first whether oneDNN takes the whole batch,
// and its size test (checksize) counts the batch in: more than 16 * 16 * 16 multiply-adds over all the batch, so
// products too small one by one still go there. Each batch entry then as oneDNN computes it.
static bool bfloat16_batch_on_onednn(const Tensor& a, const Tensor& b) {
  return a.dtype() == ScalarType::BFloat16 && a.numel() != 0 && b.numel() != 0 &&
         bfloat16_product_on_onednn(a.sizes()[0] * a.sizes()[1], a.sizes()[2], b.sizes()[2]);
}
static void bfloat16_batch_gemm(const Tensor& a, const Tensor& b, Tensor& out, float alpha, float beta) {
  for (int64_t i = 0; i < a.sizes()[0]; ++i) {
    Tensor o = select(out, 0, i);
    onednn_bfloat16_gemm(as_blas(select(a, 0, i)).storage_owner, as_blas(select(b, 0, i)).storage_owner, o, alpha, beta);
  }
}
template <class T>
static T plain_product(const T& x, const T& y) {
  if constexpr (is_complex_type<T>)
    return T(x.real() * y.real() - x.imag() * y.imag(), x.real() * y.imag() + x.imag() * y.real());
  else
    return static_cast<T>(x * y);
}
static void batched_product_loop(const Tensor& a, const Tensor& b, Tensor& out,
                                 std::optional<std::pair<double, double>> beta_alpha) {
  const int64_t m = a.sizes()[1], k = a.sizes()[2], n = b.sizes()[2];
  if (is_limited_uint(a.dtype())) throw_uint_not_implemented(a.dtype());
  visit_dtype_and_complex(a.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (!std::is_same_v<T, bool> && !std::is_same_v<T, uint16_t> && !std::is_same_v<T, uint32_t> &&
                  !std::is_same_v<T, uint64_t>) {
      const T* pa = a.data<T>();
      const T* pb = b.data<T>();
      T* o = out.data<T>();
      const auto sa = a.strides(), sb = b.strides();
      const T beta = beta_alpha ? static_cast<T>(beta_alpha->first) : T(0);
      const T alpha = beta_alpha ? static_cast<T>(beta_alpha->second) : T(1);
      for (int64_t bi = 0; bi < a.sizes()[0]; ++bi)
        for (int64_t i = 0; i < m; ++i)
          for (int64_t j = 0; j < n; ++j) {
            T& r = o[(bi * m + i) * n + j];
            const T* x = pa + bi * sa[0] + i * sa[1];
            const T* y = pb + bi * sb[0] + j * sb[2];
            if (!beta_alpha) {
              T acc = 0;
              for (int64_t p = 0; p < k; ++p) acc = static_cast<T>(acc + plain_product(x[p * sa[2]], y[p * sb[1]]));
              r = acc;
            } else {  // r *= beta, then r += alpha * x * y term by term (a beta of 0 ignores self, NaN included)
              T acc = beta == T(0) ? T(0) : plain_product(r, beta);
              for (int64_t p = 0; p < k; ++p)
                acc = static_cast<T>(acc + plain_product(plain_product(alpha, x[p * sa[2]]), y[p * sb[1]]));
              r = acc;
            }
          }
    }
  });
}

void check_batched_operands(const Tensor& a, const Tensor& b, bool addbmm) {
  check(a.dim() == 3, ErrorKind::RuntimeError, "batch1 must be a 3D tensor");
  check(b.dim() == 3, ErrorKind::RuntimeError, "batch2 must be a 3D tensor");
  if (addbmm) {
    check(a.sizes()[0] == b.sizes()[0], ErrorKind::RuntimeError,
          "batch1 and batch2 must have same number of batches, got ", a.sizes()[0], " and ", b.sizes()[0]);
    check(a.sizes()[2] == b.sizes()[1], ErrorKind::RuntimeError, "Incompatible matrix sizes for bmm (", a.sizes()[1],
          "x", a.sizes()[2], " and ", b.sizes()[1], "x", b.sizes()[2], ")");
    return;
  }
  check(a.sizes()[0] == b.sizes()[0] && a.sizes()[2] == b.sizes()[1], ErrorKind::RuntimeError,
        "Expected size for first two dimensions of batch2 tensor to be: [", a.sizes()[0], ", ", a.sizes()[2],
        "] but got: [", b.sizes()[0], ", ", b.sizes()[1], "].");
}

TSR_REGISTER_KERNEL("bmm", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  refuse_half(std::get<Tensor>(stack[0]).dtype(), "bmm");
  refuse_bool(std::get<Tensor>(stack[0]).dtype(), "bmm");
  const Tensor a = std::get<Tensor>(stack[0]), b = std::get<Tensor>(stack[1]);
  check_batched_operands(a, b);
  check_matmul_dtypes(a, b);
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{a.sizes()[0], a.sizes()[1], b.sizes()[2]}, a.dtype());
  if (bfloat16_batch_on_onednn(a, b)) {
    bfloat16_batch_gemm(a, b, out, 1.0f, 0.0f);
    stack.clear();
    stack.emplace_back(std::move(out));
    return;
  }
  if (small_batched_product(a, b)) {
    batched_product_loop(a, b, out, std::nullopt);
    stack.clear();
    stack.emplace_back(std::move(out));
    return;
  }
  for (int64_t i = 0; i < a.sizes()[0]; ++i) {
    Tensor o = select(out, 0, i);
    gemm(select(a, 0, i), select(b, 0, i), o);
  }
  stack.clear();
  stack.emplace_back(std::move(out));
});

// baddbmm and addbmm as PyTorch 1.13's CPU kernels: baddbmm's small loop (above) or an addmm per batch, on the
// result holding self (float and double: BLAS into each batch's rows in place, as addmm_impl_cpu_ does); addbmm an addmm_ per batch into one result, beta applied by the first only. The
// compositions (composites_reduce.cpp) serve other devices.
TSR_REGISTER_KERNEL("baddbmm", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]), a = std::get<Tensor>(s[1]), b = std::get<Tensor>(s[2]);
  refuse_half(self.dtype(), "baddbmm");
  refuse_bool(self.dtype(), "baddbmm");
  check_batched_operands(a, b);
  check_matmul_dtypes(a, b);
  const double beta = double_arg(s, 3, 1), alpha = double_arg(s, 4, 1);
  const std::vector<int64_t> size{a.sizes()[0], a.sizes()[1], b.sizes()[2]};
  check_scalar_type(a.dtype(), self.dtype());
  Tensor out = tsr::tensor::empty(size, a.dtype());  // holds self where beta is not 0 (a beta of 0 never reads it)
  if (beta != 0) copy_(out, expand(self, size));
  const bool blas = (a.dtype() == ScalarType::Float || a.dtype() == ScalarType::Double) && a.sizes()[2] > 0;
  if (bfloat16_batch_on_onednn(a, b)) {
    bfloat16_batch_gemm(a, b, out, float(alpha), float(beta));
  } else if (small_batched_product(a, b)) {
    batched_product_loop(a, b, out, std::pair{beta, alpha});
  } else if (blas) {  // addmm's BLAS path, written in place: alpha * (a @ b) + beta * out
    if (beta == 0) std::fill_n(static_cast<char*>(out.data_ptr()), out.numel() * out.element_size(), 0);
    for (int64_t i = 0; i < size[0]; ++i) {
      Tensor o = select(out, 0, i);
      gemm(select(a, 0, i), select(b, 0, i), o, alpha, beta);
    }
  } else {
    static const Operator& addmm_op = find_op("addmm");
    for (int64_t i = 0; i < size[0]; ++i) {
      Tensor o = select(out, 0, i);
      copy_(o, call_tensor_op(addmm_op, {Tensor(o), select(a, 0, i), select(b, 0, i), beta, alpha}));
    }
  }
  s = {out};
});
TSR_REGISTER_KERNEL("addbmm", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]), a = std::get<Tensor>(s[1]), b = std::get<Tensor>(s[2]);
  refuse_half(self.dtype(), "addmm_impl_cpu_");
  refuse_bool(self.dtype(), "addmm_impl_cpu_");
  check_batched_operands(a, b, /*addbmm=*/true);
  const double beta = double_arg(s, 3, 1), alpha = double_arg(s, 4, 1);
  static const Operator& addmm_op = find_op("addmm");
  Tensor out = expand(self, std::vector<int64_t>{a.sizes()[1], b.sizes()[2]});
  if (a.sizes()[0] == 0) {
    s = {beta != 0 ? mul(out, scalar_to_tensor(beta)) : zeros_like(out)};
    return;
  }
  for (int64_t i = 0; i < a.sizes()[0]; ++i)
    out = call_tensor_op(addmm_op, {out, select(a, 0, i), select(b, 0, i), i == 0 ? beta : 1.0, alpha});
  s = {out};
});

Tensor mm(const Tensor& self, const Tensor& mat2) { static const Operator& op = find_op("mm");
  return call_tensor_op(op, {self, mat2}); }
Tensor bmm(const Tensor& self, const Tensor& mat2) { static const Operator& op = find_op("bmm");
  return call_tensor_op(op, {self, mat2}); }

namespace {
Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }
std::vector<int64_t> vec(const Dims& d) { return std::vector<int64_t>(d.begin(), d.end()); }
}  // namespace

// matmul as a composition of dispatched ops (dot, mv, mm, bmm and views), so autograd records those ops with
// PyTorch's node names (MmBackward0, MvBackward0, ...), as PyTorch's CompositeImplicitAutograd matmul does; a
// folded or batched product gets its shape back by _unsafe_view, as in PyTorch (UnsafeViewBackward0).
Tensor matmul(const Tensor& a, const Tensor& b) {
  const int64_t da = a.dim(), db = b.dim();
  check(da > 0 && db > 0, ErrorKind::RuntimeError, "both arguments to matmul need to be at least 1D, but they are ",
        da, "D and ", db, "D");
  if (da == 1 && db == 1) return op("dot", {a, b});
  if (da == 2 && db == 1) return op("mv", {a, b});
  // (the product's own geometry squeezed in place, as PyTorch's: SqueezeBackward3 over MmBackward0, no _base)
  if (da == 1 && db == 2) return op("squeeze_.dim", {op("mm", {op("unsqueeze", {a, int64_t(0)}), b}), int64_t(0)});
  if (da == 2 && db == 2) return op("mm", {a, b});
  // PyTorch 1.13's should_fold: a batch of matrices times a matrix or vector, or a matrix or vector times a batch,
  // folds the batch into the rows of one mm or mv; the second way multiplies the batch's transpose by the small
  // operand's and, for a matrix, transposes the result back into a copy (CloneBackward0 of TransposeBackward0). Not
  // a 3-D batch whose last two dims are transposed in a batch-outermost layout (x.transpose(1, 2)) times a matrix,
  // which folding would copy: it goes to bmm, each product reading its matrix transposed.
  const auto folds = [](const Tensor& batch, int64_t small_dim) {
    const bool transposed_batch = batch.dim() == 3 && small_dim == 2 && batch.strides()[2] != 1 &&
                                  batch.strides()[0] == batch.sizes()[1] * batch.sizes()[2];
    return batch.dim() >= 3 && small_dim <= 2 && !transposed_batch;
  };
  if (folds(a, db) || folds(b, da)) {
    const bool transpose = db > da;
    const Tensor t1 = transpose ? op("transpose.int", {b, int64_t(-2), int64_t(-1)}) : a;
    const Tensor t2 = !transpose ? b : da == 2 ? op("t", {a}) : a;
    Dims out_shape = t1.sizes();
    out_shape.erase(t1.dim() - 1);
    const int64_t folded = numel_of(out_shape);
    if (t2.dim() == 2) out_shape.push_back(t2.sizes()[1]);
    const Tensor rows = op("reshape", {t1, std::vector<int64_t>{folded, t1.sizes()[t1.dim() - 1]}});
    if (t2.dim() == 1) return op("_unsafe_view", {op("mv", {rows, t2}), vec(out_shape)});
    const Tensor out = op("_unsafe_view", {op("mm", {rows, t2}), vec(out_shape)});
    return transpose ? op("contiguous", {op("transpose.int", {out, int64_t(-2), int64_t(-1)})}) : out;
  }
  const Tensor a3 = da == 1 ? op("unsqueeze", {a, int64_t(0)}) : a, b3 = db == 1 ? op("unsqueeze", {b, int64_t(1)}) : b;
  const int64_t n = a3.sizes()[a3.dim() - 2], k = a3.sizes()[a3.dim() - 1];
  const int64_t k2 = b3.sizes()[b3.dim() - 2], m = b3.sizes()[b3.dim() - 1];
  const Dims batch = broadcast_shapes(std::span(a3.sizes().begin(), a3.dim() - 2), std::span(b3.sizes().begin(), b3.dim() - 2));
  Dims ea = batch, eb = batch;
  ea.push_back(n); ea.push_back(k);
  eb.push_back(k2); eb.push_back(m);
  const int64_t batches = numel_of(batch);
  Tensor out = op("bmm", {op("reshape", {op("expand", {a3, vec(ea), false}), std::vector<int64_t>{batches, n, k}}),
                          op("reshape", {op("expand", {b3, vec(eb), false}), std::vector<int64_t>{batches, k2, m}})});
  Dims out_shape = batch;
  if (da > 1) out_shape.push_back(n);
  if (db > 1) out_shape.push_back(m);
  return op("_unsafe_view", {out, vec(out_shape)});
}

// The direct product (no dispatch below this point) for the two cases the dot and mv kernels need.
// A float or double matrix @ vector as PyTorch 1.13's addmv_impl_cpu computes it (mv is addmv with beta 0): BLAS's
// gemv, 'n' on a column-major matrix, 't' on a row-major one (a copy made contiguous otherwise), so a sum in gemv's
// order, not gemm's. Undefined where its cpublas::gemv would leave BLAS for its own loop (a non-positive vector
// stride, sizes past int) or the operands are not such.
static Tensor blas_gemv(const Tensor& mat, const Tensor& vec) {
  const ScalarType dtype = mat.dtype();
  if (vec.dtype() != dtype || (dtype != ScalarType::Float && dtype != ScalarType::Double) || mat.numel() == 0 ||
      !mat.device().is_cpu() || !vec.device().is_cpu())
    return Tensor();
  const int64_t rows = mat.sizes()[0], cols = mat.sizes()[1];
  const int64_t incx = cols == 1 ? 1 : vec.strides()[0];
  if (incx <= 0 || rows > INT32_MAX || cols > INT32_MAX || incx > INT32_MAX) return Tensor();
  const auto lda_fits = [](int64_t m, int64_t n, int64_t lda) { return n == 1 || lda >= std::max<int64_t>(1, m); };
  bool column_major = mat.strides()[0] == 1 && lda_fits(rows, cols, mat.strides()[1]);
  Tensor m = mat;
  if (!column_major && !(mat.strides()[1] == 1 && lda_fits(cols, rows, mat.strides()[0]))) m = contiguous(mat);
  // gemv's arguments in column-major terms: 'n' is (rows x cols) with lda = stride 1; 't' is (cols x rows), lda =
  // stride 0; cpublas::gemv takes lda = m for a one-column matrix
  const int gm = static_cast<int>(column_major ? rows : cols), gn = static_cast<int>(column_major ? cols : rows);
  int64_t lda = column_major ? m.strides()[1] : m.strides()[0];
  if (gn == 1) lda = gm;
  if (lda > INT32_MAX) return Tensor();
  Tensor out = tsr::tensor::zeros(std::vector<int64_t>{rows}, dtype);
  const auto trans = column_major ? CblasNoTrans : CblasTrans;
  const BlasThreads threads;
  if (dtype == ScalarType::Float)
    cblas_sgemv(CblasColMajor, trans, gm, gn, 1.0f, m.data<float>(), static_cast<int>(lda), vec.data<float>(),
                static_cast<int>(incx), 0.0f, out.data<float>(), 1);
  else
    cblas_dgemv(CblasColMajor, trans, gm, gn, 1.0, m.data<double>(), static_cast<int>(lda), vec.data<double>(),
                static_cast<int>(incx), 0.0, out.data<double>(), 1);
  return out;
}

Tensor matmul_direct(const Tensor& a, const Tensor& b) {
  if (a.dim() == 1 && b.dim() == 1) {
    // PyTorch's dot takes BLAS's sdot/ddot for float and double with positive increments (its dot_fast_path), whose
    // summation order is not gemm's; anything else goes through mm.
    const int64_t n = a.numel(), ia = n == 1 ? 1 : a.strides()[0], ib = n == 1 ? 1 : b.strides()[0];
    if (a.dtype() == b.dtype() && (a.dtype() == ScalarType::Float || a.dtype() == ScalarType::Double) && ia > 0 &&
        ib > 0 && n <= INT32_MAX && ia <= INT32_MAX && ib <= INT32_MAX) {
      Tensor out = tsr::tensor::empty(std::vector<int64_t>{}, a.dtype());
      const BlasThreads threads;  // (OpenBLAS splits a long dot over its threads, as under PyTorch)
      if (a.dtype() == ScalarType::Float)
        *out.data<float>() = cblas_sdot(static_cast<int>(n), a.data<float>(), static_cast<int>(ia), b.data<float>(),
                                        static_cast<int>(ib));
      else
        *out.data<double>() = cblas_ddot(static_cast<int>(n), a.data<double>(), static_cast<int>(ia),
                                         b.data<double>(), static_cast<int>(ib));
      return out;
    }
    // complex: PyTorch's dot_impl takes BLAS's cdotu/zdotu the same way (numpy's dot of complex vectors too)
    if (a.dtype() == b.dtype() && (a.dtype() == ScalarType::ComplexFloat || a.dtype() == ScalarType::ComplexDouble) &&
        ia > 0 && ib > 0 && n <= INT32_MAX && ia <= INT32_MAX && ib <= INT32_MAX) {
      Tensor out = tsr::tensor::empty(std::vector<int64_t>{}, a.dtype());
      const BlasThreads threads;
      if (a.dtype() == ScalarType::ComplexFloat)
        cblas_cdotu_sub(static_cast<int>(n), a.data<std::complex<float>>(), static_cast<int>(ia),
                        b.data<std::complex<float>>(), static_cast<int>(ib), out.data<std::complex<float>>());
      else
        cblas_zdotu_sub(static_cast<int>(n), a.data<std::complex<double>>(), static_cast<int>(ia),
                        b.data<std::complex<double>>(), static_cast<int>(ib), out.data<std::complex<double>>());
      return out;
    }
    return reshape(mm(unsqueeze(a, 0), unsqueeze(b, 1)), std::vector<int64_t>{});
  }
  check(a.dim() == 2 && b.dim() == 1, ErrorKind::RuntimeError, "matmul_direct: expected 1-d @ 1-d or 2-d @ 1-d");
  // addmv's check, the result's size standing for self's
  check(a.sizes()[1] == b.sizes()[0], ErrorKind::RuntimeError, "size mismatch, got ", a.sizes()[0], ", ", a.sizes()[0],
        "x", a.sizes()[1], ",", b.sizes()[0]);
  if (Tensor out = blas_gemv(a, b); out.defined()) return out;
  return squeeze(mm(a, unsqueeze(b, 1)), 1);
}

}  // namespace tsr::tensor
