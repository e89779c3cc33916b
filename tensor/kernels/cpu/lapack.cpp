// torch.linalg's factorizations on CPU through LAPACKE (Debian's liblapacke over the LAPACK that OpenBLAS ships),
// float32 and float64, batched over leading dimensions. LAPACK works column-major: each matrix is copied into a
// column-major buffer (the transpose made contiguous), factorized there with the same routines PyTorch's CPU
// kernels call (getrf/getri, gesv, potrf, syevd, gesdd), and copied back, so pivots, info values (the "diagonal
// element k" of the errors) and the signs of eigen- and singular vectors come from the same algorithm.
// The derivatives are PyTorch 1.13's (derivatives.yaml, FunctionsManual.cpp), written with dispatched ops.
#include <dlfcn.h>
#include <lapacke.h>

#include <cmath>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/linalg_error.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

// LAPACKE is opened on first use, not linked: linking it loads the reference BLAS, LAPACK and libtmglib it
// depends on (beside OpenBLAS, whose LAPACK its calls still reach: the program's own symbols come first) at every
// start of tsr, a sixth of an empty program's instructions. `import torch` stays within its budget (issue 18).
void* lapacke_library() {
  static void* handle = [] {
    void* h = dlopen("liblapacke.so.3", RTLD_NOW | RTLD_LOCAL);
    check(h != nullptr, ErrorKind::RuntimeError, "torch.linalg needs LAPACKE (Debian's liblapacke): ",
          dlerror() ? dlerror() : "liblapacke.so.3 not found");
    return h;
  }();
  return handle;
}
template <class F>
F lapacke_function(const char* name) {
  void* f = dlsym(lapacke_library(), name);
  check(f != nullptr, ErrorKind::RuntimeError, "LAPACKE has no ", name);
  return reinterpret_cast<F>(f);
}
#define TSR_LAPACKE(alias, fn) \
  static auto alias() {        \
    static const auto f = lapacke_function<decltype(&fn)>(#fn); \
    return f;                  \
  }

// The typed LAPACKE routines, picked by element type.
template <class T>
struct Lapack;
template <>
struct Lapack<float> {
  TSR_LAPACKE(getrf, LAPACKE_sgetrf)
  TSR_LAPACKE(getri, LAPACKE_sgetri)
  TSR_LAPACKE(gesv, LAPACKE_sgesv)
  TSR_LAPACKE(potrf, LAPACKE_spotrf)
  TSR_LAPACKE(syevd, LAPACKE_ssyevd)
  TSR_LAPACKE(gesdd, LAPACKE_sgesdd)
  TSR_LAPACKE(geqrf, LAPACKE_sgeqrf)
  TSR_LAPACKE(orgqr, LAPACKE_sorgqr)
};
template <>
struct Lapack<double> {
  TSR_LAPACKE(getrf, LAPACKE_dgetrf)
  TSR_LAPACKE(getri, LAPACKE_dgetri)
  TSR_LAPACKE(gesv, LAPACKE_dgesv)
  TSR_LAPACKE(potrf, LAPACKE_dpotrf)
  TSR_LAPACKE(syevd, LAPACKE_dsyevd)
  TSR_LAPACKE(gesdd, LAPACKE_dgesdd)
  TSR_LAPACKE(geqrf, LAPACKE_dgeqrf)
  TSR_LAPACKE(orgqr, LAPACKE_dorgqr)
};

std::vector<int64_t> vec(const Dims& d) { return std::vector<int64_t>(d.begin(), d.end()); }
// The views the formulas take go through the dispatcher (views.hpp's direct forms are not recorded), so that
// under create_graph the second derivative flows through them.
Tensor mT(const Tensor& x) { return call("transpose.int", {x, int64_t(-2), int64_t(-1)}); }
Tensor unsqueeze_(const Tensor& x, int64_t d) { return call("unsqueeze", {x, d}); }
Tensor diagonal_(const Tensor& x) { return call("diagonal", {x, int64_t(0), int64_t(-2), int64_t(-1)}); }
Tensor narrow_(const Tensor& x, int64_t dim, int64_t start, int64_t length) {
  return call("narrow", {x, dim, start, length});
}
// The matrices of x (..., rows, cols) each stored column-major, one after the other, in a buffer of their own
// (LAPACK overwrites it: a transposed input made contiguous is the input's own storage, and is copied).
Tensor column_major(const Tensor& x) {
  Tensor c = contiguous(mT(x));
  return c.data_ptr() == x.data_ptr() && c.numel() > 0 ? clone(c) : c;
}
// Back from a column-major buffer (..., cols, rows) to a row-major tensor (..., rows, cols).
Tensor row_major(const Tensor& buffer) { return contiguous(mT(buffer)); }
std::vector<int64_t> batch_of(const Tensor& x) { return std::vector<int64_t>(x.sizes().begin(), x.sizes().end() - 2); }
int64_t count(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}
std::vector<int64_t> with(std::vector<int64_t> batch, std::initializer_list<int64_t> tail) {
  batch.insert(batch.end(), tail);
  return batch;
}

void check_float_input(const char* fn, const Tensor& a, const char* name = "input") {
  check(a.dtype() == ScalarType::Float || a.dtype() == ScalarType::Double,
        ErrorKind::RuntimeError, fn, ": Expected a floating point or complex tensor as ", name, ". Got ",
        dtype_title(a.dtype()));
}
void check_square(const char* fn, const Tensor& a, const char* name = "A") {
  check(a.dim() >= 2, ErrorKind::RuntimeError, fn, ": The input tensor ", name, " must have at least 2 dimensions.");
  check(a.sizes()[a.dim() - 1] == a.sizes()[a.dim() - 2], ErrorKind::RuntimeError, fn, ": ", name,
        " must be batches of square matrices, but they are ", a.sizes()[a.dim() - 2], " by ", a.sizes()[a.dim() - 1],
        " matrices");
}
// PyTorch's batch prefix for errors about one matrix of a batch.
std::string batch_prefix(int64_t batch_dims, int64_t i) {
  return batch_dims > 0 ? "(Batch element " + std::to_string(i) + "): " : "";
}

template <class F>
void by_dtype(ScalarType t, F&& f) {
  if (t == ScalarType::Float) f(std::type_identity<float>{});
  else f(std::type_identity<double>{});
}

// LU of each matrix (column-major copy of a square A): the factors, the pivots and each one's info.
struct LU {
  Tensor factors;  // column-major buffer
  std::vector<lapack_int> pivots;
  std::vector<lapack_int> info;
  int64_t n = 0, batch = 0;
};
LU lu(const Tensor& a) {
  LU r;
  r.n = a.sizes()[a.dim() - 1];
  r.batch = count(batch_of(a));
  r.factors = column_major(a);
  r.pivots.resize(std::max<int64_t>(r.batch * r.n, 1));
  r.info.assign(r.batch, 0);
  if (r.n == 0) return r;
  by_dtype(a.dtype(), [&]<class T>(std::type_identity<T>) {
    T* p = r.factors.data<T>();
    for (int64_t b = 0; b < r.batch; ++b)
      r.info[b] = Lapack<T>::getrf()(LAPACK_COL_MAJOR, r.n, r.n, p + b * r.n * r.n, r.n, r.pivots.data() + b * r.n);
  });
  return r;
}

Tensor info_tensor(const std::vector<lapack_int>& info, const std::vector<int64_t>& batch) {
  Tensor t = empty(batch, ScalarType::Int);
  std::copy(info.begin(), info.end(), t.data<int32_t>());
  return t;
}

[[noreturn]] void linalg_error(const std::string& message) { throw LinAlgError(message); }

Tensor diag_embed(const Tensor& d) {
  const int64_t n = d.sizes()[d.dim() - 1];
  return mul(unsqueeze_(d, -1), eye(n, d.dtype()));
}
Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }
Tensor inverse_of(const Tensor& a) { return std::get<Tensor>(call_op(find_op("linalg_inv_ex"), {a, false})[0]); }

// PyTorch's cholesky_backward (after Iain Murray, arXiv 1602.07527), for L lower (upper: transposed first).
Tensor cholesky_backward(Tensor gL, bool upper, Tensor L) {
  if (upper) {
    L = mT(L);
    gL = mT(gL);
  }
  const Tensor L_inverse = inverse_of(L);
  Tensor phi = op("tril", {matmul(mT(L), gL), int64_t(0)});
  const int64_t n = L.sizes()[L.dim() - 1];
  // halve the diagonal: phi - diag(phi)/2
  phi = sub(phi, mul(diag_embed(diagonal_(phi)), scalar(0.5, phi.dtype())));
  const Tensor grad_input = matmul(matmul(mT(L_inverse), phi), L_inverse);
  (void)n;
  return mul(add(grad_input, mT(grad_input)), scalar(0.5, grad_input.dtype()));
}

// PyTorch's linalg_eig_backward for a symmetric input: gA = V (skew(V^T gV)/2 / E + diag(gL)) V^T with
// E_ij = L_j - L_i (1 on the diagonal).
Tensor eigh_backward(const Tensor& gL, const Tensor& gV, const Tensor& L, const Tensor& V) {
  if (!gV.defined()) return matmul(mul(V, unsqueeze_(gL, -2)), mT(V));
  Tensor E = sub(unsqueeze_(L, -2), unsqueeze_(L, -1));
  E = add(E, eye(L.sizes()[L.dim() - 1], L.dtype()));
  const Tensor VhgV = matmul(mT(V), gV);
  Tensor inner = div(mul(sub(VhgV, mT(VhgV)), scalar(0.5, VhgV.dtype())), E);
  if (gL.defined()) inner = add(inner, diag_embed(gL));
  return matmul(V, matmul(inner, mT(V)));
}

// PyTorch's svd_backward (real case).
Tensor svd_backward(Tensor gU, const Tensor& gS, Tensor gVh, Tensor U, const Tensor& S, Tensor Vh, bool full) {
  if (!gS.defined() && !gU.defined() && !gVh.defined()) return Tensor();
  const int64_t m = U.sizes()[U.dim() - 2], n = Vh.sizes()[Vh.dim() - 1], k = S.sizes()[S.dim() - 1];
  if (full) {  // only the first k singular vectors enter the formula
    U = narrow_(U, U.dim() - 1, 0, k);
    Vh = narrow_(Vh, Vh.dim() - 2, 0, k);
    if (gU.defined()) gU = narrow_(gU, gU.dim() - 1, 0, k);
    if (gVh.defined()) gVh = narrow_(gVh, gVh.dim() - 2, 0, k);
  }
  if (!gU.defined() && !gVh.defined()) return matmul(mul(U, unsqueeze_(gS, -2)), Vh);
  const Tensor V = mT(Vh);
  const Tensor gV = gVh.defined() ? mT(gVh) : Tensor();
  auto skew = [](const Tensor& A) { return sub(A, mT(A)); };
  const Tensor S2 = mul(S, S);
  const Tensor E = add(sub(unsqueeze_(S2, -2), unsqueeze_(S2, -1)), eye(k, S.dtype()));
  Tensor ret;
  if (gU.defined()) {
    const Tensor UhgU = skew(matmul(mT(U), gU));
    if (gV.defined()) {
      const Tensor VhgV = skew(matmul(mT(V), gV));
      ret = div(add(mul(UhgU, unsqueeze_(S, -2)), mul(unsqueeze_(S, -1), VhgV)), E);
    } else {
      ret = mul(div(UhgU, E), unsqueeze_(S, -2));
    }
  } else {
    ret = mul(unsqueeze_(S, -1), div(skew(matmul(mT(V), gV)), E));
  }
  if (gS.defined()) ret = add(ret, diag_embed(gS));
  if (m > k && gU.defined()) {
    Tensor gA = matmul(U, ret);
    const Tensor gUSinv = div(gU, unsqueeze_(S, -2));
    gA = sub(add(gA, gUSinv), matmul(U, matmul(mT(U), gUSinv)));
    return matmul(gA, Vh);
  }
  if (n > k && gV.defined()) {
    Tensor gA = matmul(ret, Vh);
    const Tensor gVSinv = div(gV, unsqueeze_(S, -2));
    gA = sub(add(gA, mT(gVSinv)), matmul(matmul(mT(gVSinv), V), Vh));
    return matmul(U, gA);
  }
  return matmul(U, matmul(ret, Vh));
}

// PyTorch's linalg_qr_backward (real case). For m >= n: gA = (gQ + Q syminvadj(triu(gR R^T - Q^T gQ))) R^-T with
// syminvadj(X) = X + X^T - diag(X). For m < n, A = [X | Y] and R = [U | V] with Y = Q V: X's gradient is that
// formula for (Q, U) with gQ + Y gV^T, and Y's is Q gV.
Tensor qr_backward(const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R, const std::string& mode) {
  check(mode != "r", ErrorKind::RuntimeError, "The derivative of linalg.qr depends on Q, which is not computed when "
        "mode='r'. Please use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.");
  const int64_t m = Q.sizes()[Q.dim() - 2], n = R.sizes()[R.dim() - 1];
  check(mode != "complete" || m <= n, ErrorKind::RuntimeError,
        "The QR decomposition is not differentiable when mode='complete' and nrows > ncols.");
  auto square_case = [](const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R) {
    Tensor gA;
    if (gR.defined()) gA = matmul(gR, mT(R));
    if (gQ.defined()) gA = gA.defined() ? sub(gA, matmul(mT(Q), gQ)) : neg(matmul(mT(Q), gQ));
    gA = op("triu", {gA, int64_t(0)});
    gA = sub(add(gA, mT(gA)), diag_embed(diagonal_(gA)));
    gA = matmul(Q, gA);
    if (gQ.defined()) gA = add(gA, gQ);
    return matmul(gA, mT(inverse_of(R)));
  };
  if (!gQ.defined() && !gR.defined()) return Tensor();
  if (m >= n) return square_case(gQ, gR, Q, R);
  const Tensor U = narrow_(R, R.dim() - 1, 0, m), V = narrow_(R, R.dim() - 1, m, n - m);
  const Tensor gU = gR.defined() ? narrow_(gR, gR.dim() - 1, 0, m) : Tensor();
  Tensor gQ2 = gQ;
  Tensor gY;
  if (gR.defined()) {
    const Tensor gV = narrow_(gR, gR.dim() - 1, m, n - m);
    const Tensor Y = matmul(Q, V);
    gQ2 = gQ.defined() ? add(gQ, matmul(Y, mT(gV))) : matmul(Y, mT(gV));
    gY = matmul(Q, gV);
  } else {
    gY = zeros(with(batch_of(R), {m, n - m}), R.dtype());
  }
  const Tensor gX = square_case(gQ2, gU, Q, U);
  return call("cat", {std::vector<Tensor>{gX, gY}, int64_t(-1)});
}

}  // namespace

TSR_DEFINE_OP("linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)",
              "The inverse of each square matrix, and LAPACK's info per matrix (nonzero: singular).",
              autograd::formula("LinalgInvExBackward0", {"result"}, [](Ctx& c) {
                const Tensor inv = c.s("result");
                return G{neg(matmul(mT(inv), matmul(c.g(), mT(inv))))};
              }));
TSR_DEFINE_OP("linalg_det(Tensor A) -> Tensor", "The determinant of each square matrix.",
              autograd::formula("LinalgDetBackward0", {"A", "result"}, [](Ctx& c) {
                // d det / dA = det * A^{-T} (singular A: not finite, where PyTorch 1.13 goes through an SVD)
                const Tensor d = mul(c.g(), c.s("result"));
                return G{mul(unsqueeze_(unsqueeze_(d, -1), -1), mT(inverse_of(c.s("A"))))};
              }));
TSR_DEFINE_OP("linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)",
              "The sign and the log of the absolute value of each determinant.",
              autograd::formula("LinalgSlogdetBackward0", {"A"}, [](Ctx& c) {
                if (!c.g(1).defined()) return G{Tensor()};
                return G{mul(unsqueeze_(unsqueeze_(c.g(1), -1), -1), mT(inverse_of(c.s("A"))))};
              }));
TSR_DEFINE_OP("linalg_solve_ex(Tensor A, Tensor B, *, bool check_errors=False) -> (Tensor result, Tensor info)",
              "X with A X = B (B a batch of vectors when it has A's shape less the last dimension, or is 1-d).",
              autograd::formula("LinalgSolveExBackward0", {"A", "result"}, [](Ctx& c) {
                const Tensor A = c.s("A"), X = c.s("result");
                const Tensor gB = std::get<Tensor>(call_op(find_op("linalg_solve_ex"), {mT(A), c.g(), false})[0]);
                const bool vector = X.dim() == 1 || (X.dim() == A.dim() - 1 && X.dim() >= 1 &&
                                                     c.shape("B").size() == size_t(A.dim() - 1));
                const Tensor gA = vector ? neg(mul(unsqueeze_(gB, -1), unsqueeze_(X, -2))) : neg(matmul(gB, mT(X)));
                return G{c.to(gA, "A"), c.to(gB, "B")};
              }));
TSR_DEFINE_OP("linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)",
              "The Cholesky factor of each symmetric positive-definite matrix, and LAPACK's info per matrix.",
              autograd::formula("LinalgCholeskyExBackward0", {"result"}, [](Ctx& c) {
                return G{cholesky_backward(c.g(), c.b("upper"), c.s("result"))};
              }));
TSR_DEFINE_OP("cholesky(Tensor self, bool upper=False) -> Tensor",
              "The legacy Cholesky factor (upper=True: U with A = U^T U).",
              autograd::formula("CholeskyBackward0", {"result"}, [](Ctx& c) {
                return G{cholesky_backward(c.g(), c.b("upper"), c.s("result"))};
              }));
TSR_DEFINE_OP("linalg_eigh(Tensor self, str UPLO=\"L\") -> (Tensor eigenvalues, Tensor eigenvectors)",
              "Eigenvalues (ascending) and orthonormal eigenvectors of each symmetric matrix (syevd).",
              autograd::formula("LinalgEighBackward0", {"result", "result1"}, [](Ctx& c) {
                return G{eigh_backward(c.g(0), c.g(1), c.s("result"), c.s("result1"))};
              }));
TSR_DEFINE_OP("_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor Vh)",
              "The singular value decomposition U diag(S) Vh of each matrix (gesdd).",
              autograd::formula("LinalgSvdBackward0", {"result", "result1", "result2"}, [](Ctx& c) {
                check(c.b("compute_uv", true), ErrorKind::RuntimeError,
                      "linalg.svd: the derivative needs the singular vectors (compute_uv=True)");
                return G{svd_backward(c.g(0), c.g(1), c.g(2), c.s("result"), c.s("result1"), c.s("result2"),
                                      c.b("full_matrices"))};
              }));

TSR_DEFINE_OP("linalg_qr(Tensor A, str mode=\"reduced\") -> (Tensor Q, Tensor R)",
              "The QR decomposition of each matrix (geqrf, orgqr); mode reduced, complete or r (Q empty).",
              autograd::formula("LinalgQrBackward0", {"result", "result1"}, [](Ctx& c) {
                const IValue& mode = c.a("mode");
                const std::string m = std::holds_alternative<std::string>(mode) ? std::get<std::string>(mode) : "reduced";
                return G{qr_backward(c.g(0), c.g(1), c.s("result"), c.s("result1"), m)};
              }));

TSR_REGISTER_KERNEL("linalg_inv_ex", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool check_errors = bool_arg(stack, 1, false);
  check_square("linalg.inv", A);
  check_float_input("linalg.inv", A);
  LU f = lu(A);
  by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
    T* p = f.factors.data<T>();
    for (int64_t b = 0; b < f.batch && f.n > 0; ++b)
      if (f.info[b] == 0) Lapack<T>::getri()(LAPACK_COL_MAJOR, f.n, p + b * f.n * f.n, f.n, f.pivots.data() + b * f.n);
  });
  for (int64_t b = 0; b < f.batch && check_errors; ++b)
    if (f.info[b] > 0)
      linalg_error("linalg.inv: " + batch_prefix(A.dim() - 2, b) + "The diagonal element " + std::to_string(f.info[b]) +
                   " is zero, the inversion could not be completed because the input matrix is singular.");
  Tensor inverse = row_major(f.factors);
  stack.clear();
  stack.emplace_back(std::move(inverse));
  stack.emplace_back(info_tensor(f.info, batch_of(A)));
});

namespace {
// sign and log|det| (or det) of each matrix from its LU: the diagonal's product, negated once per row swap.
template <class F>
void over_lu_diagonals(const LU& f, ScalarType dtype, F&& each) {
  by_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T* p = f.factors.data<T>();
    for (int64_t b = 0; b < f.batch; ++b) {
      std::vector<double> diag(f.n);
      bool odd = false;
      for (int64_t i = 0; i < f.n; ++i) {
        diag[i] = p[b * f.n * f.n + i * f.n + i];
        if (f.pivots[b * f.n + i] != i + 1) odd = !odd;
      }
      each(b, diag, odd);
    }
  });
}
}  // namespace

TSR_REGISTER_KERNEL("linalg_det", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check_square("linalg.det", A);
  check_float_input("linalg.det", A);
  LU f = lu(A);
  Tensor det = empty(batch_of(A), A.dtype());
  by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
    T* out = det.data<T>();
    over_lu_diagonals(f, A.dtype(), [&](int64_t b, const std::vector<double>& diag, bool odd) {
      T d = odd ? T(-1) : T(1);
      for (double x : diag) d *= static_cast<T>(x);  // in the element type, as LAPACK's factors are
      out[b] = d;
    });
  });
  stack.clear();
  stack.emplace_back(std::move(det));
});

TSR_REGISTER_KERNEL("linalg_slogdet", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check_square("linalg.slogdet", A);
  check_float_input("linalg.slogdet", A);
  LU f = lu(A);
  Tensor sign = empty(batch_of(A), A.dtype()), logabsdet = empty(batch_of(A), A.dtype());
  by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
    T *s = sign.data<T>(), *l = logabsdet.data<T>();
    over_lu_diagonals(f, A.dtype(), [&](int64_t b, const std::vector<double>& diag, bool odd) {
      T sg = odd ? T(-1) : T(1), acc = 0;
      for (double x : diag) {
        const T v = static_cast<T>(x);
        sg *= T((v > 0) - (v < 0));  // a zero pivot gives a signed zero, as PyTorch's product of signs does
        acc += std::log(std::abs(v));
      }
      s[b] = sg;
      l[b] = acc;
    });
  });
  stack.clear();
  stack.emplace_back(std::move(sign));
  stack.emplace_back(std::move(logabsdet));
});

TSR_REGISTER_KERNEL("linalg_solve_ex", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]), B0 = std::get<Tensor>(stack[1]);
  const bool check_errors = bool_arg(stack, 2, false);
  check_square("linalg.solve", A);
  check_float_input("linalg.solve", A);
  check(A.dtype() == B0.dtype(), ErrorKind::RuntimeError, "linalg.solve: Expected A and B to have the same dtype, but found A of type ",
        dtype_title(A.dtype()), " and B of type ", dtype_title(B0.dtype()), " instead");
  const int64_t n = A.sizes()[A.dim() - 1];
  // PyTorch's rule: B is a (batch of) vector(s) when it is 1-d or has A's shape less its last dimension
  const bool vector = B0.dim() == 1 || (B0.dim() == A.dim() - 1 &&
                                        std::equal(B0.sizes().begin(), B0.sizes().end(), A.sizes().begin()));
  const Tensor B = vector ? unsqueeze(B0, -1) : B0;
  check(B.sizes()[B.dim() - 2] == n, ErrorKind::RuntimeError,
        "linalg.solve: Incompatible shapes of A and B for the equation AX = B (", A.sizes()[A.dim() - 2], "x", n,
        " and ", B.sizes()[B.dim() - 2], "x", B.sizes()[B.dim() - 1], ")");
  // broadcast the batch dimensions
  std::vector<int64_t> ba = batch_of(A), bb = batch_of(B);
  const size_t nd = std::max(ba.size(), bb.size());
  std::vector<int64_t> batch(nd, 1);
  for (size_t i = 0; i < nd; ++i) {
    const int64_t x = i < nd - ba.size() ? 1 : ba[i - (nd - ba.size())];
    const int64_t y = i < nd - bb.size() ? 1 : bb[i - (nd - bb.size())];
    check(x == y || x == 1 || y == 1, ErrorKind::RuntimeError, "The size of tensor a (", x,
          ") must match the size of tensor b (", y, ") at non-singleton dimension ", i);
    batch[i] = std::max(x, y);
  }
  const int64_t k = B.sizes()[B.dim() - 1];
  Tensor a = column_major(expand(A, with(batch, {n, n})));
  Tensor x = column_major(expand(B, with(batch, {n, k})));
  const int64_t count_b = count(batch);
  std::vector<lapack_int> info(count_b, 0), piv(std::max<int64_t>(n, 1));
  if (n > 0 && k > 0)
    by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < count_b; ++b)
        info[b] = Lapack<T>::gesv()(LAPACK_COL_MAJOR, n, k, a.data<T>() + b * n * n, n, piv.data(),
                                  x.data<T>() + b * n * k, n);
    });
  for (int64_t b = 0; b < count_b && check_errors; ++b)
    if (info[b] > 0)
      linalg_error("torch.linalg.solve: " + batch_prefix(int64_t(batch.size()), b) +
                   "The solver failed because the input matrix is singular.");
  Tensor result = row_major(x);
  if (vector) result = squeeze(result, -1);
  stack.clear();
  stack.emplace_back(std::move(result));
  stack.emplace_back(info_tensor(info, batch));
});

namespace {
// Cholesky factors of each matrix, lower (or upper) triangular, zeros elsewhere; info per matrix.
std::pair<Tensor, std::vector<lapack_int>> cholesky_factor(const char* fn, const Tensor& A, bool upper) {
  check_square(fn, A);
  check_float_input(fn, A);
  const int64_t n = A.sizes()[A.dim() - 1], batch = count(batch_of(A));
  Tensor f = column_major(A);
  std::vector<lapack_int> info(batch, 0);
  if (n > 0)
    by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < batch; ++b)
        info[b] = Lapack<T>::potrf()(LAPACK_COL_MAJOR, 'L', n, f.data<T>() + b * n * n, n);
    });
  Tensor L = op("tril", {row_major(f), int64_t(0)});
  return {upper ? contiguous(mT(L)) : L, info};
}
void check_positive_definite(const char* fn, const std::vector<lapack_int>& info, int64_t batch_dims) {
  for (size_t b = 0; b < info.size(); ++b)
    if (info[b] > 0)
      linalg_error(std::string(fn) + ": " + batch_prefix(batch_dims, int64_t(b)) +
                   "The factorization could not be completed because the input is not positive-definite (the "
                   "leading minor of order " + std::to_string(info[b]) + " is not positive-definite).");
}
}  // namespace

TSR_REGISTER_KERNEL("linalg_cholesky_ex", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool upper = bool_arg(stack, 1, false), check_errors = bool_arg(stack, 2, false);
  auto [L, info] = cholesky_factor("linalg.cholesky", A, upper);
  if (check_errors) check_positive_definite("linalg.cholesky", info, A.dim() - 2);
  stack.clear();
  stack.emplace_back(std::move(L));
  stack.emplace_back(info_tensor(info, batch_of(A)));
});

TSR_REGISTER_KERNEL("cholesky", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool upper = bool_arg(stack, 1, false);
  auto [L, info] = cholesky_factor("cholesky", A, upper);
  check_positive_definite("cholesky", info, A.dim() - 2);
  stack.clear();
  stack.emplace_back(std::move(L));
});

TSR_REGISTER_KERNEL("linalg_eigh", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const std::string uplo = stack.size() > 1 && std::holds_alternative<std::string>(stack[1])
                               ? std::get<std::string>(stack[1]) : "L";
  check(uplo == "L" || uplo == "U" || uplo == "l" || uplo == "u", ErrorKind::RuntimeError,
        "Expected UPLO argument to be 'L' or 'U', but got ", uplo);
  check_square("linalg.eigh", A);
  check_float_input("linalg.eigh", A);
  const int64_t n = A.sizes()[A.dim() - 1];
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  Tensor V = column_major(A);
  Tensor L = empty(with(batch, {n}), A.dtype());
  if (n > 0)
    by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        const lapack_int info = Lapack<T>::syevd()(LAPACK_COL_MAJOR, 'V', char(std::toupper(uplo[0])), n,
                                                 V.data<T>() + b * n * n, n, L.data<T>() + b * n);
        if (info > 0)
          linalg_error("linalg.eigh: " + batch_prefix(A.dim() - 2, b) + "The algorithm failed to converge because "
                       "the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: " +
                       std::to_string(info) + ").");
      }
    });
  stack.clear();
  stack.emplace_back(std::move(L));
  stack.emplace_back(row_major(V));
});

TSR_REGISTER_KERNEL("_linalg_svd", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool full = bool_arg(stack, 1, false), compute_uv = bool_arg(stack, 2, true);
  check(A.dim() >= 2, ErrorKind::RuntimeError, "linalg.svd: The input tensor A must have at least 2 dimensions.");
  check_float_input("linalg.svd", A);
  const int64_t m = A.sizes()[A.dim() - 2], n = A.sizes()[A.dim() - 1], k = std::min(m, n);
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  const int64_t ucols = full ? m : k, vrows = full ? n : k;
  Tensor a = column_major(A);
  Tensor S = empty(with(batch, {k}), A.dtype());
  // column-major buffers: U is m x ucols (stored as ucols rows of m), Vh is vrows x n
  Tensor U = empty(compute_uv ? with(batch, {ucols, m}) : with(batch, {0, 0}), A.dtype());
  Tensor Vh = empty(compute_uv ? with(batch, {n, vrows}) : with(batch, {0, 0}), A.dtype());
  if (k > 0)
    by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        const lapack_int info = Lapack<T>::gesdd()(
            LAPACK_COL_MAJOR, compute_uv ? (full ? 'A' : 'S') : 'N', m, n, a.data<T>() + b * m * n, m,
            S.data<T>() + b * k, compute_uv ? U.data<T>() + b * m * ucols : nullptr, m,
            compute_uv ? Vh.data<T>() + b * n * vrows : nullptr, std::max<int64_t>(vrows, 1));
        if (info != 0)
          linalg_error("linalg.svd: " + batch_prefix(A.dim() - 2, b) + "The algorithm failed to converge because the "
                       "input matrix is ill-conditioned or has too many repeated singular values (error code: " +
                       std::to_string(info) + ").");
      }
    });
  else if (compute_uv) {  // an empty matrix: identity singular vectors, as LAPACK's full forms would be
    U = contiguous(expand(mT(eye(m, ucols, A.dtype())), with(batch, {ucols, m})));
    Vh = contiguous(expand(mT(eye(vrows, n, A.dtype())), with(batch, {n, vrows})));
  }
  stack.clear();
  stack.emplace_back(compute_uv ? row_major(U) : empty(std::vector<int64_t>{0}, A.dtype()));
  stack.emplace_back(std::move(S));
  stack.emplace_back(compute_uv ? row_major(Vh) : empty(std::vector<int64_t>{0}, A.dtype()));
});

}  // namespace tsr::tensor

namespace tsr::tensor {

TSR_REGISTER_KERNEL("linalg_qr", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const std::string mode = stack.size() > 1 && std::holds_alternative<std::string>(stack[1])
                               ? std::get<std::string>(stack[1]) : "reduced";
  check(mode == "reduced" || mode == "complete" || mode == "r", ErrorKind::RuntimeError,
        "qr received unrecognized mode '", mode, "' but expected one of 'reduced' (default), 'r', or 'complete'");
  check(A.dim() >= 2, ErrorKind::RuntimeError, "linalg.qr: The input tensor A must have at least 2 dimensions.");
  check_float_input("linalg.qr", A);
  const int64_t m = A.sizes()[A.dim() - 2], n = A.sizes()[A.dim() - 1], k = std::min(m, n);
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  const int64_t qcols = mode == "complete" ? m : k, rrows = mode == "complete" ? m : k;
  // geqrf in a buffer wide enough for Q's columns: orgqr then turns its first qcols columns into Q
  const int64_t cols = std::max(n, qcols);
  Tensor work = zeros(with(batch, {cols, m}), A.dtype());
  Tensor columns = narrow(work, work.dim() - 2, 0, n);
  copy_(columns, mT(A));
  Tensor R = zeros(with(batch, {rrows, n}), A.dtype());
  by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
    std::vector<T> tau(std::max<int64_t>(k, 1));
    for (int64_t b = 0; b < nb && m > 0 && n > 0; ++b) {
      T* a = work.data<T>() + b * cols * m;
      Lapack<T>::geqrf()(LAPACK_COL_MAJOR, m, n, a, m, tau.data());
      T* r = R.data<T>() + b * rrows * n;
      for (int64_t i = 0; i < rrows; ++i)
        for (int64_t j = i; j < n; ++j) r[i * n + j] = a[j * m + i];
      if (mode != "r") Lapack<T>::orgqr()(LAPACK_COL_MAJOR, m, qcols, k, a, m, tau.data());
    }
  });
  Tensor Q;
  if (mode == "r") Q = empty(std::vector<int64_t>{0}, A.dtype());
  else if (m == 0 || n == 0) Q = contiguous(expand(eye(m, qcols, A.dtype()), with(batch, {m, qcols})));
  else Q = row_major(narrow(work, work.dim() - 2, 0, qcols));
  stack.clear();
  stack.emplace_back(std::move(Q));
  stack.emplace_back(std::move(R));
});

}  // namespace tsr::tensor
