// torch.linalg's factorizations on CPU through LAPACKE (Debian's liblapacke over the LAPACK that OpenBLAS ships),
// float32 and float64, batched over leading dimensions. LAPACK works column-major: each matrix is copied into a
// column-major buffer (the transpose made contiguous), factorized there with the same routines PyTorch's CPU
// kernels call (getrf/getrs, potrf, syevd, gesdd), and copied back, so pivots, info values (the "diagonal
// element k" of the errors) and the signs of eigen- and singular vectors come from the same algorithm.
// The derivatives are PyTorch 1.13's (derivatives.yaml, FunctionsManual.cpp), written with dispatched ops.
#include <cblas.h>
#include <dlfcn.h>
#include <lapacke.h>

#include <array>
#include <cmath>
#include <limits>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/linalg_error.hpp"
#include "tensor/core/stand_in_values.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/blas_threads.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"
#include "tensor/kernels/cpu/sum_order.hpp"
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
    // LAPACKE refuses inputs holding NaN (info -k, nothing computed: det of a NaN matrix came out finite);
    // PyTorch calls LAPACK itself, which propagates them
    if (auto set_nancheck = reinterpret_cast<void (*)(int)>(dlsym(h, "LAPACKE_set_nancheck"))) set_nancheck(0);
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
// Each routine runs with BLAS's thread count (blas_threads.hpp), as PyTorch's OpenBLAS does.
#define TSR_LAPACKE(alias, fn)                                     \
  static auto alias() {                                            \
    static const auto f = lapacke_function<decltype(&fn)>(#fn);    \
    return [](auto... args) {                                      \
      const BlasThreads threads;                                   \
      return f(args...);                                           \
    };                                                             \
  }

// The typed LAPACKE routines, picked by element type.
template <class T>
struct Lapack;
template <>
struct Lapack<float> {
  using L = float;
  TSR_LAPACKE(getrf, LAPACKE_sgetrf)
  TSR_LAPACKE(gesv, LAPACKE_sgesv)
  TSR_LAPACKE(potrf, LAPACKE_spotrf)
  TSR_LAPACKE(syevd, LAPACKE_ssyevd)
  TSR_LAPACKE(syev, LAPACKE_ssyev)
  TSR_LAPACKE(gesdd, LAPACKE_sgesdd)
  TSR_LAPACKE(geqrf, LAPACKE_sgeqrf)
  TSR_LAPACKE(orgqr, LAPACKE_sorgqr)
  TSR_LAPACKE(ormqr, LAPACKE_sormqr)
  TSR_LAPACKE(getrs, LAPACKE_sgetrs)
  TSR_LAPACKE(potrs, LAPACKE_spotrs)
  TSR_LAPACKE(potri, LAPACKE_spotri)
  TSR_LAPACKE(sytrf, LAPACKE_ssytrf)
  TSR_LAPACKE(sytrs, LAPACKE_ssytrs)
  TSR_LAPACKE(geev, LAPACKE_sgeev)
  TSR_LAPACKE(gels, LAPACKE_sgels)
  TSR_LAPACKE(gelsy, LAPACKE_sgelsy)
  TSR_LAPACKE(gelsd, LAPACKE_sgelsd)
  TSR_LAPACKE(gelss, LAPACKE_sgelss)
  static constexpr auto trsm = cblas_strsm;  // OpenBLAS's BLAS, linked
};
template <>
struct Lapack<double> {
  using L = double;
  TSR_LAPACKE(getrf, LAPACKE_dgetrf)
  TSR_LAPACKE(gesv, LAPACKE_dgesv)
  TSR_LAPACKE(potrf, LAPACKE_dpotrf)
  TSR_LAPACKE(syevd, LAPACKE_dsyevd)
  TSR_LAPACKE(syev, LAPACKE_dsyev)
  TSR_LAPACKE(gesdd, LAPACKE_dgesdd)
  TSR_LAPACKE(geqrf, LAPACKE_dgeqrf)
  TSR_LAPACKE(orgqr, LAPACKE_dorgqr)
  TSR_LAPACKE(ormqr, LAPACKE_dormqr)
  TSR_LAPACKE(getrs, LAPACKE_dgetrs)
  TSR_LAPACKE(potrs, LAPACKE_dpotrs)
  TSR_LAPACKE(potri, LAPACKE_dpotri)
  TSR_LAPACKE(sytrf, LAPACKE_dsytrf)
  TSR_LAPACKE(sytrs, LAPACKE_dsytrs)
  TSR_LAPACKE(geev, LAPACKE_dgeev)
  TSR_LAPACKE(gels, LAPACKE_dgels)
  TSR_LAPACKE(gelsy, LAPACKE_dgelsy)
  TSR_LAPACKE(gelsd, LAPACKE_dgelsd)
  TSR_LAPACKE(gelss, LAPACKE_dgelss)
  static constexpr auto trsm = cblas_dtrsm;  // OpenBLAS's BLAS, linked
};
// The complex routines (complex64, complex128: PyTorch's c/z calls) under the real ones' names where they do the
// same for the conjugate transpose (orgqr/ormqr are ungqr/unmqr, whose Q is unitary; potrf/potrs/potri factor a
// Hermitian matrix; sytrf/sytrs a complex symmetric one, hetrf/hetrs a Hermitian one). LAPACKE takes C99 complex
// pointers (L*); std::complex has their layout, so the element pointers are cast (as PyTorch casts c10::complex).
// BLAS's complex trsm takes its scalar by pointer.
// BLAS's complex trsm with its scalar passed by pointer, called as the real ones are.
template <class C, auto Fn>
void complex_trsm(CBLAS_ORDER order, CBLAS_SIDE side, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans, CBLAS_DIAG diag,
                  blasint m, blasint n, C alpha, const C* a, blasint lda, C* b, blasint ldb) {
  Fn(order, side, uplo, trans, diag, m, n, &alpha, a, lda, b, ldb);
}
template <>
struct Lapack<std::complex<float>> {
  using L = lapack_complex_float;
  TSR_LAPACKE(getrf, LAPACKE_cgetrf)
  TSR_LAPACKE(getrs, LAPACKE_cgetrs)
  TSR_LAPACKE(geev, LAPACKE_cgeev)
  TSR_LAPACKE(heevd, LAPACKE_cheevd)
  TSR_LAPACKE(potrf, LAPACKE_cpotrf)
  TSR_LAPACKE(gesdd, LAPACKE_cgesdd)
  TSR_LAPACKE(geqrf, LAPACKE_cgeqrf)
  TSR_LAPACKE(orgqr, LAPACKE_cungqr)
  TSR_LAPACKE(ormqr, LAPACKE_cunmqr)
  TSR_LAPACKE(potrs, LAPACKE_cpotrs)
  TSR_LAPACKE(potri, LAPACKE_cpotri)
  TSR_LAPACKE(sytrf, LAPACKE_csytrf)
  TSR_LAPACKE(sytrs, LAPACKE_csytrs)
  TSR_LAPACKE(hetrf, LAPACKE_chetrf)
  TSR_LAPACKE(hetrs, LAPACKE_chetrs)
  TSR_LAPACKE(gels, LAPACKE_cgels)
  TSR_LAPACKE(gelsy, LAPACKE_cgelsy)
  TSR_LAPACKE(gelsd, LAPACKE_cgelsd)
  TSR_LAPACKE(gelss, LAPACKE_cgelss)
  static constexpr auto trsm = complex_trsm<std::complex<float>, cblas_ctrsm>;
};
template <>
struct Lapack<std::complex<double>> {
  using L = lapack_complex_double;
  TSR_LAPACKE(getrf, LAPACKE_zgetrf)
  TSR_LAPACKE(getrs, LAPACKE_zgetrs)
  TSR_LAPACKE(geev, LAPACKE_zgeev)
  TSR_LAPACKE(heevd, LAPACKE_zheevd)
  TSR_LAPACKE(potrf, LAPACKE_zpotrf)
  TSR_LAPACKE(gesdd, LAPACKE_zgesdd)
  TSR_LAPACKE(geqrf, LAPACKE_zgeqrf)
  TSR_LAPACKE(orgqr, LAPACKE_zungqr)
  TSR_LAPACKE(ormqr, LAPACKE_zunmqr)
  TSR_LAPACKE(potrs, LAPACKE_zpotrs)
  TSR_LAPACKE(potri, LAPACKE_zpotri)
  TSR_LAPACKE(sytrf, LAPACKE_zsytrf)
  TSR_LAPACKE(sytrs, LAPACKE_zsytrs)
  TSR_LAPACKE(hetrf, LAPACKE_zhetrf)
  TSR_LAPACKE(hetrs, LAPACKE_zhetrs)
  TSR_LAPACKE(gels, LAPACKE_zgels)
  TSR_LAPACKE(gelsy, LAPACKE_zgelsy)
  TSR_LAPACKE(gelsd, LAPACKE_zgelsd)
  TSR_LAPACKE(gelss, LAPACKE_zgelss)
  static constexpr auto trsm = complex_trsm<std::complex<double>, cblas_ztrsm>;
};
// An element pointer as LAPACKE takes it (the real types' own; the complex ones' C99 form).
template <class T>
auto lp(T* p) { return reinterpret_cast<typename Lapack<std::remove_const_t<T>>::L*>(p); }

std::vector<int64_t> vec(const Dims& d) { return std::vector<int64_t>(d.begin(), d.end()); }
// The views the formulas take go through the dispatcher (views.hpp's direct forms are not recorded), so that
// under create_graph the second derivative flows through them.
Tensor mT(const Tensor& x) { return call("transpose.int", {x, int64_t(-2), int64_t(-1)}); }
// The conjugate transpose (derivatives.yaml's mH(); cj is its conj()): the real transpose for real tensors.
Tensor mH(const Tensor& x) { return cj(mT(x)); }
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
// A column-major buffer seen as the (..., rows, cols) matrices it holds, without a copy: the layout PyTorch's
// LAPACK-backed results have (strides (..., 1, rows)); every LAPACK result here is returned so.
Tensor column_major_view(const Tensor& buffer) { return mT(buffer); }
std::vector<int64_t> batch_of(const Tensor& x) { return std::vector<int64_t>(x.sizes().begin(), x.sizes().end() - 2); }
// Two batch shapes broadcast together, with PyTorch's error naming them tensor a and b.
std::vector<int64_t> broadcast_batch(const std::vector<int64_t>& ba, const std::vector<int64_t>& bb) {
  const size_t nd = std::max(ba.size(), bb.size());
  std::vector<int64_t> batch(nd, 1);
  for (size_t i = 0; i < nd; ++i) {
    const int64_t x = i < nd - ba.size() ? 1 : ba[i - (nd - ba.size())];
    const int64_t y = i < nd - bb.size() ? 1 : bb[i - (nd - bb.size())];
    check(x == y || x == 1 || y == 1, ErrorKind::RuntimeError, "The size of tensor a (", x,
          ") must match the size of tensor b (", y, ") at non-singleton dimension ", i);
    batch[i] = std::max(x, y);
  }
  return batch;
}
int64_t count(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  return n;
}
std::vector<int64_t> with(std::vector<int64_t> batch, std::initializer_list<int64_t> tail) {
  batch.insert(batch.end(), tail);
  return batch;
}

// The dtypes the LAPACK ops take: float32, float64, complex64, complex128. float16 and bfloat16 raise what PyTorch
// 1.13 raises for the op: its LAPACK kernel's dispatch error (`half_kernel`), or, where it checks first,
// "Low precision dtypes not supported".
void check_float_input(const char* fn, const Tensor& a, const char* half_kernel = nullptr) {
  if (is_complex(a.dtype())) return;
  if (a.dtype() == ScalarType::Half || a.dtype() == ScalarType::BFloat16) {
    if (half_kernel) throw_not_implemented_for(half_kernel, a.dtype());
    throw Error(ErrorKind::RuntimeError,
                std::string(fn) + ": Low precision dtypes not supported. Got " + std::string(dtype_title(a.dtype())));
  }
  check(a.dtype() == ScalarType::Float || a.dtype() == ScalarType::Double,
        ErrorKind::RuntimeError, fn, ": Expected a floating point or complex tensor as input. Got ",
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
  else if (t == ScalarType::Double) f(std::type_identity<double>{});
  else throw_not_implemented_for("linalg", t);  // complex: the callers with complex routines branch before
}
// The complex element type of a complex dtype.
template <class F>
void by_complex_dtype(ScalarType t, F&& f) {
  if (t == ScalarType::ComplexFloat) f(std::type_identity<std::complex<float>>{});
  else f(std::type_identity<std::complex<double>>{});
}
// Any of LAPACK's four element types (the routines with complex forms here).
template <class F>
void by_lapack_dtype(ScalarType t, F&& f) {
  if (is_complex(t)) by_complex_dtype(t, std::forward<F>(f));
  else by_dtype(t, std::forward<F>(f));
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
  by_lapack_dtype(a.dtype(), [&]<class T>(std::type_identity<T>) {
    T* p = r.factors.data<T>();
    for (int64_t b = 0; b < r.batch; ++b)
      r.info[b] = Lapack<T>::getrf()(LAPACK_COL_MAJOR, r.n, r.n, lp(p + b * r.n * r.n), r.n, r.pivots.data() + b * r.n);
  });
  return r;
}

Tensor info_tensor(const std::vector<lapack_int>& info, const std::vector<int64_t>& batch) {
  Tensor t = empty(batch, ScalarType::Int);
  std::copy(info.begin(), info.end(), t.data<int32_t>());
  return t;
}

// torch.linalg's error about the values (LinAlgError); on the meta device's stand-in zeros the kernel goes on.
void linalg_error(const std::string& message) {
  if (!values_are_stand_ins()) throw LinAlgError(message);
}

// A X = B for each matrix of column-major buffers a (n, n) and x (n, k), as PyTorch 1.13's linalg_solve_ex:
// getrf, then getrs whatever its info (a singular U gives infinities and NaN, where gesv would leave B as it was).
// `transposed`: a holds A^T (1.13 factors the transpose of a contiguous real A, which is its own buffer, and solves
// with getrs 'T'; its last bits are those).
std::vector<lapack_int> lu_solve_in_place(ScalarType dtype, Tensor& a, Tensor& x, int64_t n, int64_t k, int64_t nb,
                                          bool transposed = false) {
  std::vector<lapack_int> info(nb, 0), piv(std::max<int64_t>(n, 1));
  if (n > 0)
    by_lapack_dtype(dtype, [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        info[b] = Lapack<T>::getrf()(LAPACK_COL_MAJOR, n, n, lp(a.data<T>() + b * n * n), n, piv.data());
        if (k > 0)
          Lapack<T>::getrs()(LAPACK_COL_MAJOR, transposed ? 'T' : 'N', n, k, lp(a.data<T>() + b * n * n), n,
                             piv.data(), lp(x.data<T>() + b * n * k), n);
      }
    });
  return info;
}
// Whether 1.13's linalg_solve_ex factors A^T (a contiguous real A).
bool solves_transposed(const Tensor& A) { return A.is_contiguous() && !is_complex(A.dtype()); }

Tensor diag_embed(const Tensor& d) {
  const int64_t n = d.sizes()[d.dim() - 1];
  return mul(unsqueeze_(d, -1), eye(n, d.dtype(), d.device()));
}
Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }
Tensor inverse_of(const Tensor& a) { return std::get<Tensor>(call_op(find_op("linalg_inv_ex"), {a, false})[0]); }

// PyTorch 1.13's cholesky_backward (after Iain Murray, arXiv 1602.07527), for L lower (upper: conjugate-transposed
// first): gA = tril(L^H gL), its strictly lower part mirrored onto the upper, halved (0.5 * (gA + tril(gA, -1)^H)),
// then L^-H gA L^-1 by two triangular solves. The result is not exactly symmetric, as PyTorch's is not (and, complex,
// not Hermitian: the diagonal keeps its imaginary part).
Tensor cholesky_backward(Tensor gL, bool upper, Tensor L) {
  if (upper) {
    L = mH(L);
    gL = mH(gL);
  }
  Tensor gA = op("tril", {matmul(mH(L), gL), int64_t(0)});
  gA = mul(add(gA, mH(op("tril", {gA, int64_t(-1)}))), scalar(0.5, gA.dtype()));
  gA = call("linalg_solve_triangular", {mH(L), gA, true, true, false});
  return call("linalg_solve_triangular", {L, gA, false, false, false});
}

// PyTorch's linalg_eig_backward for a symmetric input: gA = V (skew(V^T gV)/2 / E + diag(gL)) V^T with
// E_ij = L_j - L_i (1 on the diagonal).
// Whether t holds only zeros (read on the host).
bool all_zero(const Tensor& t) {
  const Tensor h = host_contiguous(is_complex(t.dtype()) ? call("abs", {t}) : t, ScalarType::Double);
  for (int64_t i = 0; i < h.numel(); ++i)
    if (h.data<double>()[i] != 0) return false;
  return true;
}

// (Hermitian: the conjugate transposes, mH, of the real formula's transposes; L is real)
Tensor eigh_backward(const Tensor& gL, const Tensor& gV, const Tensor& L, const Tensor& V) {
  // The engine hands a node zeros for an output nobody used; unused eigenvectors contribute nothing, and their term
  // would divide 0 by the gaps of repeated eigenvalues (NaN): they are taken as PyTorch takes an undefined gradient.
  if (!gV.defined() || all_zero(gV)) return matmul(mul(V, unsqueeze_(gL, -2)), mH(V));
  Tensor E = sub(unsqueeze_(L, -2), unsqueeze_(L, -1));
  E = add(E, eye(L.sizes()[L.dim() - 1], L.dtype(), L.device()));
  const Tensor VhgV = matmul(mH(V), gV);
  if (is_complex(V.dtype())) {
    // a complex eigenvector is defined up to a phase e^{i phi}: a loss that depends on it is refused, as 1.13's
    const Tensor im = host_contiguous(call("imag", {diagonal_(VhgV)}), ScalarType::Double);
    for (int64_t i = 0; i < im.numel(); ++i)
      check(std::abs(im.data<double>()[i]) <= 1e-2, ErrorKind::RuntimeError,
            "linalg_eigh_backward: The eigenvectors in the complex case are specified up to multiplication by "
            "e^{i phi}. The specified loss function depends on this quantity, so it is ill-defined.");
  }
  Tensor inner = div(mul(sub(VhgV, mH(VhgV)), scalar(0.5, VhgV.dtype())), E);
  if (gL.defined()) inner = add(inner, diag_embed(gL));
  return matmul(V, matmul(inner, mH(V)));
}

// PyTorch 1.13's linalg_eig_backward (is_hermitian false): with V^H gV projected onto the skew-Hermitian
// matrices, divided by conj(L_j - L_i) off the diagonal, gL on it, then conjugated by V^{-H} (a solve).
Tensor eig_backward(const Tensor& gL, const Tensor& gV, const Tensor& L, const Tensor& V) {
  const int64_t n = L.sizes()[L.dim() - 1];
  const Tensor on_diagonal = eye(n, ScalarType::Bool, L.device());
  auto solve_VH = [&](const Tensor& B) {
    return std::get<Tensor>(call_op(find_op("linalg_solve_ex"), {mH(V), B, false})[0]);
  };
  if (!gV.defined()) return solve_VH(mul(unsqueeze_(gL, -1), mH(V)));
  Tensor VhgV = matmul(mH(V), gV);
  const Tensor diag_VhgV = diagonal_(VhgV);
  {
    // The loss must not depend on the phases of the eigenvectors (V -> V e^{i phi}).
    const Tensor im = host_contiguous(call("imag", {diag_VhgV}), ScalarType::Double);  // (read on the host)
    for (int64_t i = 0; i < im.numel(); ++i)
      check(std::abs(im.data<double>()[i]) <= 1e-2, ErrorKind::RuntimeError,
            "linalg_eig_backward: The eigenvectors in the complex case are specified up to multiplication by "
            "e^{i phi}. The specified loss function depends on this quantity, so it is ill-defined.");
  }
  VhgV = sub(VhgV, matmul(mH(V), mul(V, unsqueeze_(call("real", {diag_VhgV}), -2))));
  const Tensor Lconj = cj(L);
  Tensor Econj = sub(unsqueeze_(Lconj, -2), unsqueeze_(Lconj, -1));
  Econj = where(on_diagonal, full(std::vector<int64_t>{}, Scalar(1.0), Econj.dtype()), Econj);
  Tensor gA = div(VhgV, Econj);
  if (gL.defined()) gA = where(on_diagonal, unsqueeze_(gL, -1), gA);
  return solve_VH(matmul(gA, mH(V)));
}

// PyTorch's svd_backward: the real formula with mH for its transposes, and in the complex case the diagonal's
// imaginary term i Im(diag(U^H gU)) / S, after checking that the loss does not depend on the singular vectors'
// phases (U -> U e^{i phi}, V -> V e^{i phi}).
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
  const bool complex = is_complex(U.dtype());
  const Tensor V = mH(Vh);
  const Tensor gV = gVh.defined() ? mH(gVh) : Tensor();
  auto skew = [](const Tensor& A) { return sub(A, mH(A)); };
  const Tensor UhgU = gU.defined() ? skew(matmul(mH(U), gU)) : Tensor();
  const Tensor VhgV = gV.defined() ? skew(matmul(mH(V), gV)) : Tensor();
  if (complex) {  // Im diag(U^H gU) = -Im diag(V^H gV) within 1e-2, as 1.13 checks (read on the host)
    auto im_diag = [&](const Tensor& X) {
      return X.defined() ? host_contiguous(call("imag", {diagonal_(X)}), ScalarType::Double) : Tensor();
    };
    const Tensor iu = im_diag(UhgU), iv = im_diag(VhgV);
    for (int64_t i = 0; i < S.numel(); ++i) {
      const double u = iu.defined() ? iu.data<double>()[i] : 0.0, v = iv.defined() ? iv.data<double>()[i] : 0.0;
      check(std::abs(u + v) <= 1e-2 + 1e-2 * std::abs(v), ErrorKind::RuntimeError,
            "svd_backward: The singular vectors in the complex case are specified up to multiplication by e^{i phi}. "
            "The specified loss function depends on this phase term, making it ill-defined.");
    }
  }
  const Tensor S2 = mul(S, S);
  const Tensor E = add(sub(unsqueeze_(S2, -2), unsqueeze_(S2, -1)), eye(k, S.dtype(), S.device()));
  Tensor ret;
  if (gU.defined()) {
    if (gV.defined()) {
      ret = div(add(mul(UhgU, unsqueeze_(S, -2)), mul(unsqueeze_(S, -1), VhgV)), E);
    } else {
      ret = mul(div(UhgU, E), unsqueeze_(S, -2));
    }
  } else {
    ret = mul(unsqueeze_(S, -1), div(VhgV, E));
  }
  if (gS.defined()) ret = add(ret, diag_embed(gS));
  if (complex && gU.defined())  // UhgU's diagonal is 2 i Im diag(U^H gU)
    ret = add(ret, diag_embed(div(diagonal_(UhgU), mul(S, scalar(2.0, S.dtype())))));
  if (m > k && gU.defined()) {
    Tensor gA = matmul(U, ret);
    const Tensor gUSinv = div(gU, unsqueeze_(S, -2));
    gA = sub(add(gA, gUSinv), matmul(U, matmul(mH(U), gUSinv)));
    return matmul(gA, Vh);
  }
  if (n > k && gV.defined()) {
    Tensor gA = matmul(ret, Vh);
    const Tensor gVSinv = div(gV, unsqueeze_(S, -2));
    gA = sub(add(gA, mH(gVSinv)), matmul(matmul(mH(gVSinv), V), Vh));
    return matmul(U, gA);
  }
  return matmul(U, matmul(ret, Vh));
}

// PyTorch's linalg_qr_backward. For m >= n: gA = (gQ + Q syminvadj(triu(gR R^H - Q^H gQ))) R^-H with
// syminvadj(X) = X + X^H - Re diag(X). For m < n, A = [X | Y] and R = [U | V] with Y = Q V: X's gradient is that
// formula for (Q, U) with gQ + Y gV^H, and Y's is Q gV.
Tensor qr_backward(const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R, const std::string& mode) {
  check(mode != "r", ErrorKind::RuntimeError, "The derivative of linalg.qr depends on Q, which is not computed when "
        "mode='r'. Please use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.");
  const int64_t m = Q.sizes()[Q.dim() - 2], n = R.sizes()[R.dim() - 1];
  check(mode != "complete" || m <= n, ErrorKind::RuntimeError,
        "The QR decomposition is not differentiable when mode='complete' and nrows > ncols.");
  auto square_case = [](const Tensor& gQ, const Tensor& gR, const Tensor& Q, const Tensor& R) {
    Tensor gA;
    if (gR.defined()) gA = matmul(gR, mH(R));
    if (gQ.defined()) gA = gA.defined() ? sub(gA, matmul(mH(Q), gQ)) : neg(matmul(mH(Q), gQ));
    gA = op("triu", {gA, int64_t(0)});
    const Tensor d = diagonal_(gA);
    gA = sub(add(gA, mH(gA)), diag_embed(is_complex(d.dtype()) ? call("real", {d}) : d));
    gA = matmul(Q, gA);
    if (gQ.defined()) gA = add(gA, gQ);
    return matmul(gA, mH(inverse_of(R)));
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
    gQ2 = gQ.defined() ? add(gQ, matmul(Y, mH(gV))) : matmul(Y, mH(gV));
    gY = matmul(Q, gV);
  } else {
    gY = zeros(with(batch_of(R), {m, n - m}), R.dtype(), R.device());
  }
  const Tensor gX = square_case(gQ2, gU, Q, U);
  return call("cat", {std::vector<Tensor>{gX, gY}, int64_t(-1)});
}

}  // namespace

TSR_DEFINE_OP("linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)",
              "The inverse of each square matrix, and LAPACK's info per matrix (nonzero: singular).",
              autograd::formula("LinalgInvExBackward0", {"result"}, [](Ctx& c) {
                const Tensor inv = c.s("result");
                return G{neg(matmul(mH(inv), matmul(c.g(), mH(inv))))};
              }));
TSR_DEFINE_OP("linalg_det(Tensor A) -> Tensor", "The determinant of each square matrix.",
              autograd::formula("LinalgDetBackward0", {"A", "result"}, [](Ctx& c) {
                // d det / dA = det * A^{-T} (singular A: not finite, where PyTorch 1.13 goes through an SVD)
                const Tensor d = mul(c.g(), cj(c.s("result")));
                return G{mul(unsqueeze_(unsqueeze_(d, -1), -1), mH(inverse_of(c.s("A"))))};
              }));
TSR_DEFINE_OP("linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)",
              "The sign and the log of the absolute value of each determinant.",
              autograd::formula("LinalgSlogdetBackward0", {"A", "result"}, [](Ctx& c) {
                // gA = g A^{-H}, g = g_logabsdet + i Im(g_sign conj(sign)) (a real sign has no derivative)
                Tensor g = c.g(1);
                const Tensor A = c.s("A");
                if (is_complex(A.dtype()) && c.g(0).defined()) {
                  const Tensor im = call("imag", {mul(c.g(0), cj(c.s("result")))});
                  const Tensor i_im = call("view_as_complex", {call("stack", {std::vector<Tensor>{zeros_like(im), im}, int64_t(-1)})});
                  g = g.defined() ? add(g, i_im) : i_im;
                }
                if (!g.defined()) return G{Tensor()};
                // PyTorch 1.13's slogdet_backward: A^{-H} diag(g) as a solve with the LU factors its forward took
                // (of A^T for a contiguous real A, solve_transposed; else of A, solving with the adjoint), whose
                // rounding the product g * inv(A)^H does not share
                const int64_t n = A.sizes()[A.dim() - 1];
                const Tensor d = diag_embed(call("expand", {unsqueeze_(g, -1), with(batch_of(A), {n}), false}));
                const bool of_transpose = solves_transposed(A);
                const Stack lu = call_op(find_op("linalg_lu_factor_ex"), {of_transpose ? mH(A) : A, true, false});
                return G{call("linalg_lu_solve", {lu[0], lu[1], d, true, !of_transpose})};
              }));
TSR_DEFINE_OP("linalg_solve_ex(Tensor A, Tensor B, *, bool check_errors=False) -> (Tensor result, Tensor info)",
              "X with A X = B (B a batch of vectors when it has A's shape less the last dimension, or is 1-d).",
              autograd::formula("LinalgSolveExBackward0", {"A", "result"}, [](Ctx& c) {
                const Tensor A = c.s("A"), X = c.s("result");
                const Tensor gB = std::get<Tensor>(call_op(find_op("linalg_solve_ex"), {mH(A), c.g(), false})[0]);
                const bool vector = X.dim() == 1 || (X.dim() == A.dim() - 1 && X.dim() >= 1 &&
                                                     c.shape("B").size() == size_t(A.dim() - 1));
                const Tensor gA =
                    vector ? neg(mul(unsqueeze_(gB, -1), unsqueeze_(cj(X), -2))) : neg(matmul(gB, mH(X)));
                return G{c.to(gA, "A"), c.to(gB, "B")};
              }));
// torch.linalg.lstsq's values: LAPACK's drivers as PyTorch 1.13 calls them. Its derivative (PyTorch's, through the
// pseudo-inverse) is attached by torch/linalg.tsr's lstsq, which composes pinv; called directly, the op has none.
TSR_DEFINE_OP("linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, "
              "Tensor residuals, Tensor rank, Tensor singular_values)",
              "The least-squares solution X of A X = B by LAPACK's gelsy (default), gelsd, gelss or gels, with the "
              "residuals, rank and singular values the driver gives.",
              autograd::not_differentiable());
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
// PyTorch 1.13's linalg_eigvalsh calls _linalg_eigh with compute_v only where a gradient may be wanted: syevd
// without vectors ('N') computes the eigenvalues otherwise, and rounds them otherwise than with ('V').
TSR_DEFINE_OP("_linalg_eigh(Tensor A, str UPLO=\"L\", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)",
              "Eigenvalues (ascending) of each symmetric matrix, and with compute_v its eigenvectors (syevd).",
              autograd::formula("LinalgEighBackward0", {"result", "result1"}, [](Ctx& c) {
                check(c.b("compute_v"), ErrorKind::RuntimeError,
                      "linalg_eigh_backward: The eigenvectors must be computed for the backward pass");
                return G{eigh_backward(c.g(0), c.g(1), c.s("result"), c.s("result1"))};
              }));
TSR_DEFINE_OP("linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)",
              "Eigenvalues and eigenvectors of each square matrix (geev): complex, the vectors of unit norm with "
              "their largest component real, as LAPACK returns them.",
              autograd::formula("LinalgEigBackward0", {"result", "result1"}, [](Ctx& c) {
                if (!c.g(0).defined() && !c.g(1).defined()) return G{Tensor()};
                return G{c.to(eig_backward(c.g(0), c.g(1), c.s("result"), c.s("result1")), "self")};
              }));
TSR_DEFINE_OP("linalg_eigvals(Tensor self) -> Tensor",
              "The eigenvalues of each square matrix (geev without vectors). torch.linalg.eigvals calls linalg_eig "
              "instead when a gradient is wanted, as PyTorch's; called directly, its derivative is linalg_eig's for "
              "the eigenvalues alone (the eigenvectors computed again).",
              autograd::formula("LinalgEigBackward0", {"self", "result"}, [](Ctx& c) {
                const Tensor V = std::get<Tensor>(call_op(find_op("linalg_eig"), {c.s("self")})[1]);
                return G{c.to(eig_backward(c.g(), Tensor(), c.s("result"), V), "self")};
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
  // PyTorch 1.13 solves A X = I (a NaN anywhere in A fills the inverse with NaN; getri left rows finite)
  const int64_t n = A.sizes()[A.dim() - 1], nb = count(batch_of(A));
  const bool transposed = solves_transposed(A);  // (1.13's inv is its solve_ex against I)
  Tensor a = column_major(transposed ? mT(A) : A);
  Tensor x = contiguous(expand(eye(n, A.dtype()), with(batch_of(A), {n, n})));  // (the identity is symmetric)
  const std::vector<lapack_int> info = lu_solve_in_place(A.dtype(), a, x, n, n, nb, transposed);
  for (int64_t b = 0; b < nb && check_errors; ++b)
    if (info[b] > 0)
      linalg_error("linalg.inv: " + batch_prefix(A.dim() - 2, b) + "The diagonal element " + std::to_string(info[b]) +
                   " is zero, the inversion could not be completed because the input matrix is singular.");
  stack.clear();
  stack.emplace_back(column_major_view(x));  // (PyTorch's strides: the LAPACK buffer seen as the result)
  stack.emplace_back(info_tensor(info, batch_of(A)));
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

// The matrix PyTorch 1.13's det and slogdet factor: a contiguous real A's transpose, which is column-major with no
// copy (det(A^T) = det(A)), so their last bits are those of the LU of A^T.
Tensor det_factor_input(const Tensor& A) { return A.is_contiguous() && !is_complex(A.dtype()) ? mT(A) : A; }
}  // namespace

TSR_REGISTER_KERNEL("linalg_det", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check_square("linalg.det", A);
  check_float_input("linalg.det", A, "lu_cpu");
  if (is_complex(A.dtype())) {  // getrf's diagonal product, negated once per row swap (PyTorch's det of its LU)
    const LU f = lu(A);
    const int64_t n = f.n;
    Tensor det = empty(batch_of(A), A.dtype());
    by_complex_dtype(A.dtype(), [&]<class C>(std::type_identity<C>) {
      for (int64_t b = 0; b < f.batch; ++b) {
        const C* m = f.factors.data<C>() + b * n * n;
        C d(1);
        for (int64_t i = 0; i < n; ++i) {
          d *= m[i * n + i];
          if (f.pivots[size_t(b * n + i)] != i + 1) d = -d;
        }
        det.data<C>()[b] = d;
      }
    });
    stack.clear();
    stack.emplace_back(std::move(det));
    return;
  }
  LU f = lu(det_factor_input(A));
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
  if (is_complex(A.dtype())) {  // sign = prod(sgn(diag U)), negated per row swap; log|det| = sum(log|diag U|)
    const LU f = lu(A);
    const int64_t n = f.n;
    Tensor sign = empty(batch_of(A), A.dtype()), logabsdet = empty(batch_of(A), component_dtype(A.dtype()));
    by_complex_dtype(A.dtype(), [&]<class C>(std::type_identity<C>) {
      using R = typename C::value_type;
      std::vector<R> logs(static_cast<size_t>(n));
      for (int64_t b = 0; b < f.batch; ++b) {
        const C* m = f.factors.data<C>() + b * n * n;
        C sg(1);
        for (int64_t i = 0; i < n; ++i) {
          const C d = m[i * n + i];
          const R r = std::abs(d);
          sg *= r == R(0) ? C(0) : d / r;
          if (f.pivots[size_t(b * n + i)] != i + 1) sg = -sg;
          logs[size_t(i)] = r;
        }
        sign.data<C>()[b] = sg;
        if (sleef_math::active()) sleef_math::map(sleef_math::Fn::Log, logs.data(), 1, logs.data(), 1, n);
        else for (R& x : logs) x = std::log(x);
        R* l = logabsdet.data<R>() + b;
        *l = 0;
        sum_order::loop_2d(logs.data(), l, n, 1, 0, 1, n, 0);
      }
    });
    stack.clear();
    stack.emplace_back(std::move(sign));
    stack.emplace_back(std::move(logabsdet));
    return;
  }
  LU f = lu(det_factor_input(A));
  Tensor sign = empty(batch_of(A), A.dtype()), logabsdet = empty(batch_of(A), A.dtype());
  by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
    T *s = sign.data<T>(), *l = logabsdet.data<T>();
    std::vector<T> logs;
    over_lu_diagonals(f, A.dtype(), [&](int64_t b, const std::vector<double>& diag, bool odd) {
      T sg = odd ? T(-1) : T(1);
      logs.clear();
      for (double x : diag) {
        const T v = static_cast<T>(x);
        sg *= T((v > 0) - (v < 0));  // a zero pivot gives a signed zero, as PyTorch's product of signs does
        logs.push_back(std::abs(v));
      }
      s[b] = sg;
      // PyTorch's diagonal.abs().log_().sum(-1): its log kernel (SLEEF where PyTorch's vector code runs it), the
      // logs summed in its sum's order
      if (sleef_math::active()) {
        sleef_math::map(sleef_math::Fn::Log, logs.data(), 1, logs.data(), 1, int64_t(logs.size()));
      } else {
        for (T& x : logs) x = std::log(x);
      }
      l[b] = 0;
      sum_order::loop_2d(logs.data(), &l[b], int64_t(logs.size()), 1, 0, 1, int64_t(logs.size()), 0);
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
  check_float_input("linalg.solve", A, "lu_cpu");
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
  const std::vector<int64_t> batch = broadcast_batch(batch_of(A), batch_of(B));
  const int64_t k = B.sizes()[B.dim() - 1];
  const bool transposed = solves_transposed(A);
  Tensor a = column_major(transposed ? mT(expand(A, with(batch, {n, n}))) : expand(A, with(batch, {n, n})));
  Tensor x = column_major(expand(B, with(batch, {n, k})));
  const int64_t count_b = count(batch);
  const std::vector<lapack_int> info = lu_solve_in_place(A.dtype(), a, x, n, k, count_b, transposed);
  for (int64_t b = 0; b < count_b && check_errors; ++b)
    if (info[b] > 0)
      linalg_error("torch.linalg.solve: " + batch_prefix(int64_t(batch.size()), b) +
                   "The solver failed because the input matrix is singular.");
  Tensor result = column_major_view(x);
  // A batch of vectors is laid out as PyTorch 1.13's meta function allocates it: its last two dims (the last batch
  // dim and the vector) column-major, as if a matrix.
  if (vector) result = squeeze(result, -1);
  if (vector && result.dim() >= 2) result = column_major_view(column_major(result));
  stack.clear();
  stack.emplace_back(std::move(result));
  stack.emplace_back(info_tensor(info, batch));
});

namespace {
// Cholesky factors of each matrix, lower (or upper) triangular, zeros elsewhere; info per matrix.
std::pair<Tensor, std::vector<lapack_int>> cholesky_factor(const char* fn, const Tensor& A, bool upper) {
  check_square(fn, A);
  check_float_input(fn, A, "cholesky_cpu");
  const int64_t n = A.sizes()[A.dim() - 1], batch = count(batch_of(A));
  Tensor f = column_major(A);
  std::vector<lapack_int> info(batch, 0);
  // An upper factor is potrf's own 'U', as PyTorch's: OpenBLAS factors the two triangles in different orders, so
  // the lower factor's transpose differs in the last bits (and a complex diagonal's zero imaginary parts in sign).
  if (n > 0)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < batch; ++b)
        info[b] = Lapack<T>::potrf()(LAPACK_COL_MAJOR, upper ? 'U' : 'L', n, lp(f.data<T>() + b * n * n), n);
    });
  // the factor stays in its column-major buffer, the other triangle zeroed in place: PyTorch's strides
  return {op(upper ? "triu_" : "tril_", {column_major_view(f), int64_t(0)}), info};
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

namespace {
void eigh_kernel(Stack& stack, bool compute_v) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const std::string uplo = stack.size() > 1 && std::holds_alternative<std::string>(stack[1])
                               ? std::get<std::string>(stack[1]) : "L";
  check(uplo == "L" || uplo == "U" || uplo == "l" || uplo == "u", ErrorKind::RuntimeError,
        "Expected UPLO argument to be 'L' or 'U', but got ", uplo);
  check_square("linalg.eigh", A);
  // the AT_DISPATCH of linalg_eigh_cpu (float, double and the complex types), as 1.13 refuses the rest
  const ScalarType dt = A.dtype();
  if (!is_complex(dt) && dt != ScalarType::Float && dt != ScalarType::Double) throw_not_implemented_for("linalg_eigh_cpu", dt);
  const int64_t n = A.sizes()[A.dim() - 1];
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  Tensor V = column_major(A);
  Tensor L = empty(with(batch, {n}), is_complex(dt) ? component_dtype(dt) : dt);  // real eigenvalues
  auto converged = [&](lapack_int info, int64_t b) {
    if (info > 0)
      linalg_error("linalg.eigh: " + batch_prefix(A.dim() - 2, b) + "The algorithm failed to converge because "
                   "the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: " +
                   std::to_string(info) + ").");
  };
  const char job = compute_v ? 'V' : 'N', triangle = char(std::toupper(uplo[0]));
  if (n > 0 && is_complex(dt)) {
    by_complex_dtype(dt, [&]<class C>(std::type_identity<C>) {  // Hermitian: cheevd/zheevd
      using R = typename C::value_type;
      for (int64_t b = 0; b < nb; ++b)
        converged(Lapack<C>::heevd()(LAPACK_COL_MAJOR, job, triangle, n, lp(V.data<C>() + b * n * n), n,
                                     L.data<R>() + b * n), b);
    });
  } else if (n > 0) {
    by_dtype(dt, [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b)
        converged(Lapack<T>::syevd()(LAPACK_COL_MAJOR, job, triangle, n, V.data<T>() + b * n * n, n, L.data<T>() + b * n), b);
    });
  }
  stack.clear();
  stack.emplace_back(std::move(L));
  stack.emplace_back(compute_v ? column_major_view(V) : empty(std::vector<int64_t>{0}, A.dtype()));
}
}  // namespace

TSR_REGISTER_KERNEL("linalg_eigh", CPU, [](const Operator&, DispatchKeySet, Stack& stack) { eigh_kernel(stack, true); });
TSR_REGISTER_KERNEL("_linalg_eigh", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  eigh_kernel(stack, bool_arg(stack, 2, true));
});

namespace {
// geev of each matrix: the eigenvalues (batch, n) and, with `vectors`, the eigenvectors as a column-major complex
// buffer. A real input is factorized in its own type (sgeev/dgeev) and its conjugate pairs made complex as
// PyTorch's linalg_eig_make_complex_eigenvectors does: columns j, j+1 of VR are v +- i w.
std::pair<Tensor, Tensor> eig_of(const Tensor& A, bool vectors, const char* fn) {
  check_square(fn, A);
  const ScalarType dtype = A.dtype();
  if (dtype == ScalarType::Half || dtype == ScalarType::BFloat16) throw_not_implemented_for("linalg_eig_out_cpu", dtype);
  check(is_floating(dtype) || is_complex(dtype), ErrorKind::RuntimeError, "Unknown Complex ScalarType for ",
        dtype_title(dtype));
  const ScalarType cdtype = is_complex(dtype) ? dtype : (dtype == ScalarType::Float ? ScalarType::ComplexFloat
                                                                                  : ScalarType::ComplexDouble);
  const int64_t n = A.sizes()[A.dim() - 1];
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  Tensor a = column_major(A);
  Tensor values = empty(with(batch, {n}), cdtype);
  Tensor vecs = empty(with(batch, {n, n}), cdtype);  // column-major: (..., column, row)
  const char jobvr = vectors ? 'V' : 'N';
  auto failed = [&](int64_t b, lapack_int info) {
    if (info > 0)
      linalg_error(std::string(fn) + ": " + batch_prefix(A.dim() - 2, b) + "The algorithm failed to converge "
                   "because the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: " +
                   std::to_string(info) + ").");
  };
  if (n > 0 && is_complex(dtype)) {
    by_complex_dtype(dtype, [&]<class C>(std::type_identity<C>) {
      for (int64_t b = 0; b < nb; ++b) {
        C dummy{};
        const lapack_int info = Lapack<C>::geev()(
            LAPACK_COL_MAJOR, 'N', jobvr, n, lp(a.data<C>() + b * n * n), n, lp(values.data<C>() + b * n), lp(&dummy),
            1, vectors ? lp(vecs.data<C>() + b * n * n) : lp(&dummy), vectors ? n : 1);
        failed(b, info);
      }
    });
  } else if (n > 0) {
    by_dtype(dtype, [&]<class T>(std::type_identity<T>) {
      using C = std::complex<T>;
      std::vector<T> wr(static_cast<size_t>(n)), wi(static_cast<size_t>(n)), vr(vectors ? static_cast<size_t>(n * n) : 1);
      for (int64_t b = 0; b < nb; ++b) {
        T dummy = 0;
        const lapack_int info = Lapack<T>::geev()(LAPACK_COL_MAJOR, 'N', jobvr, n, a.data<T>() + b * n * n, n,
                                                  wr.data(), wi.data(), &dummy, 1, vectors ? vr.data() : &dummy,
                                                  vectors ? n : 1);
        failed(b, info);
        C* w = values.data<C>() + b * n;
        for (int64_t j = 0; j < n; ++j) w[j] = C(wr[size_t(j)], wi[size_t(j)]);
        if (!vectors) continue;
        C* v = vecs.data<C>() + b * n * n;
        for (int64_t j = 0; j < n; ++j) {
          const T* col = vr.data() + j * n;
          if (wi[size_t(j)] != T(0) && j + 1 < n) {  // a conjugate pair: v + i w, v - i w
            const T* next = col + n;
            for (int64_t i = 0; i < n; ++i) {
              v[j * n + i] = C(col[i], next[i]);
              v[(j + 1) * n + i] = C(col[i], -next[i]);
            }
            ++j;
          } else {
            for (int64_t i = 0; i < n; ++i) v[j * n + i] = C(col[i], T(0));
          }
        }
      }
    });
  }
  return {values, column_major_view(vecs)};
}
}  // namespace

TSR_REGISTER_KERNEL("linalg_eig", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check(*to_dtype(op("all", {op("isfinite", {A})}), ScalarType::Bool).data<bool>(), ErrorKind::RuntimeError,
        "torch.linalg.eig: input tensor should not contain infs or NaNs.");
  auto [values, vectors] = eig_of(A, true, "linalg.eig");
  stack.clear();
  stack.emplace_back(std::move(values));
  stack.emplace_back(std::move(vectors));
});

// PyTorch 1.13's linalg_lstsq on the CPU: A and B (a batch of vectors when 1-d or A's shape less its last dim)
// broadcast over their batch dims and copied column-major, B into a buffer of max(m, n) rows, each solved by the
// driver in place; the solution is that buffer's first n rows (a column-major view, as PyTorch's), the residuals the
// squared norms of its rows n.. when m > n (gelsd/gelss only at full rank in every matrix; never gelsy).
TSR_REGISTER_KERNEL("linalg_lstsq", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]), B0 = std::get<Tensor>(stack[1]);
  // (a stack without the trailing defaults, as a registry sample is called, has no driver: gelsy)
  const std::string driver =
      stack.size() > 3 && std::holds_alternative<std::string>(stack[3]) ? std::get<std::string>(stack[3]) : "gelsy";
  check(driver == "gels" || driver == "gelsy" || driver == "gelsd" || driver == "gelss", ErrorKind::RuntimeError,
        "torch.linalg.lstsq: parameter `driver` should be one of (gels, gelsy, gelsd, gelss)");
  // 1.13's checks in its order: shapes and dtypes, then rcond's default (whose epsilon takes float and double
  // only), then the floating-point check
  check(A.dim() >= 2, ErrorKind::RuntimeError, "torch.linalg.lstsq: input must have at least 2 dimensions.");
  check(B0.dim() >= 1, ErrorKind::RuntimeError, "torch.linalg.lstsq: other must have at least 1 dimension.");
  check(A.dtype() == B0.dtype(), ErrorKind::RuntimeError, "torch.linalg.lstsq: Expected input and other to have the "
        "same dtype, but got input's dtype ", dtype_title(A.dtype()), " and other's dtype ", dtype_title(B0.dtype()));
  // 1.13's rule: B is a (batch of) vector(s) when it has one dimension fewer than A
  const int64_t dim_diff = A.dim() - B0.dim();
  check(dim_diff == 0 || dim_diff == 1, ErrorKind::RuntimeError, "torch.linalg.lstsq: input.dim() must be greater or "
        "equal to other.dim() and (input.dim() - other.dim()) <= 1");
  const bool vector = dim_diff == 1;
  const Tensor B = vector ? unsqueeze(B0, -1) : B0;
  const int64_t m = A.sizes()[A.dim() - 2], n = A.sizes()[A.dim() - 1];
  check(B.sizes()[B.dim() - 2] == m, ErrorKind::RuntimeError, "torch.linalg.lstsq: input.size(-2) should match ",
        vector ? "other.size(-1)" : "other.size(-2)");
  const int64_t k = B.sizes()[B.dim() - 1], ldb = std::max<int64_t>({1, m, n});
  const ScalarType real = is_complex(A.dtype()) ? component_dtype(A.dtype()) : A.dtype();
  const std::optional<double> given_rcond = optional_double_arg(stack, 2);
  check(given_rcond || real == ScalarType::Float || real == ScalarType::Double, ErrorKind::RuntimeError,
        "This function doesn't handle types other than float and double");
  if (!is_complex(A.dtype()) && real != ScalarType::Float && real != ScalarType::Double)
    throw_not_implemented_for("linalg_lstsq_cpu", A.dtype());
  const double eps = real == ScalarType::Float ? double(std::numeric_limits<float>::epsilon())
                                               : std::numeric_limits<double>::epsilon();
  const double rcond = given_rcond.value_or(eps * double(std::max(m, n)));
  const std::vector<int64_t> batch = broadcast_batch(batch_of(A), batch_of(B));
  const int64_t nb = count(batch);
  Tensor a = column_major(expand(A, with(batch, {m, n})));
  // B's columns in the first m rows of a column-major buffer of ldb rows
  Tensor x = zeros(with(batch, {k, ldb}), A.dtype());
  if (m > 0 && k > 0) {
    Tensor top = mT(narrow(x, x.dim() - 1, 0, m));
    copy_(top, expand(B, with(batch, {m, k})));
  }
  const bool has_rank = driver != "gels", has_sv = driver == "gelsd" || driver == "gelss";
  Tensor rank = has_rank ? zeros(batch, ScalarType::Long) : empty(std::vector<int64_t>{0}, ScalarType::Long);
  const int64_t mn = std::min(m, n);
  Tensor sv = has_sv ? zeros(with(batch, {mn}), real) : empty(std::vector<int64_t>{0}, real);
  if (m > 0 && n > 0 && k > 0)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      using R = real_t<T>;
      for (int64_t b = 0; b < nb; ++b) {
        auto* pa = lp(a.data<T>() + b * m * n);
        auto* pb = lp(x.data<T>() + b * k * ldb);
        lapack_int r = 0, info = 0;
        if (driver == "gels") {
          info = Lapack<T>::gels()(LAPACK_COL_MAJOR, 'N', m, n, k, pa, std::max<int64_t>(1, m), pb, ldb);
        } else if (driver == "gelsy") {
          // PyTorch 1.13 hands gelsy an uninitialised jpvt, so its column pivoting varies from run to run; every
          // column marked leading (no pivoting) is what it does when that memory holds no zero, the usual case
          std::vector<lapack_int> jpvt(size_t(n), 1);
          info = Lapack<T>::gelsy()(LAPACK_COL_MAJOR, m, n, k, pa, std::max<int64_t>(1, m), pb, ldb, jpvt.data(),
                                    R(rcond), &r);
        } else if (driver == "gelsd") {
          info = Lapack<T>::gelsd()(LAPACK_COL_MAJOR, m, n, k, pa, std::max<int64_t>(1, m), pb, ldb,
                                    sv.data<R>() + b * mn, R(rcond), &r);
        } else {
          info = Lapack<T>::gelss()(LAPACK_COL_MAJOR, m, n, k, pa, std::max<int64_t>(1, m), pb, ldb,
                                    sv.data<R>() + b * mn, R(rcond), &r);
        }
        if (info > 0)  // (gels: a zero pivot; gelsd, gelss: the SVD did not converge, as on a NaN; 1.13's one message)
          // (1.13 names the batch element only when there are several matrices: infos.numel() > 1)
          linalg_error("torch.linalg.lstsq: " + batch_prefix(numel_of(Dims(batch)) > 1 ? 1 : 0, b) + "The least squares "
                       "solution could not be computed because the input matrix does not have full rank (error "
                       "code: " + std::to_string(info) + ").");
        check(info >= 0, ErrorKind::RuntimeError, "torch.linalg.lstsq: LAPACK's ", driver, " failed (info ", info, ")");
        if (has_rank) rank.data<int64_t>()[b] = r;
      }
    });
  Tensor full = mT(x);  // (..., ldb, k), column-major
  Tensor residuals = empty(std::vector<int64_t>{0}, real);
  if (m > n && driver != "gelsy") {
    bool full_rank = true;
    if (has_sv)
      for (int64_t b = 0; b < nb; ++b) full_rank = full_rank && rank.data<int64_t>()[b] == n;
    if (full_rank) {
      const Tensor raw = narrow(full, full.dim() - 2, n, m - n);
      const Tensor sq = is_complex(raw.dtype()) ? call("real", {mul(raw, cj(raw))}) : mul(raw, raw);
      const std::array<int64_t, 1> rows{-2};
      residuals = sum(sq, rows, false);
    }
  }
  Tensor solution = narrow(full, full.dim() - 2, 0, n);
  if (vector) solution = squeeze(solution, -1);
  stack.clear();
  stack.emplace_back(std::move(solution));
  stack.emplace_back(std::move(residuals));
  stack.emplace_back(std::move(rank));
  stack.emplace_back(std::move(sv));
});

TSR_REGISTER_KERNEL("linalg_eigvals", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  Tensor values = eig_of(A, false, "linalg.eigvals").first;
  stack.clear();
  stack.emplace_back(std::move(values));
});

TSR_REGISTER_KERNEL("_linalg_svd", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool full = bool_arg(stack, 1, false), compute_uv = bool_arg(stack, 2, true);
  check(A.dim() >= 2, ErrorKind::RuntimeError, "linalg.svd: The input tensor A must have at least 2 dimensions.");
  check_float_input("linalg.svd", A, "linalg_svd_cpu");
  const int64_t m = A.sizes()[A.dim() - 2], n = A.sizes()[A.dim() - 1], k = std::min(m, n);
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  const int64_t ucols = full ? m : k, vrows = full ? n : k;
  Tensor a = column_major(A);
  Tensor S = empty(with(batch, {k}), is_complex(A.dtype()) ? component_dtype(A.dtype()) : A.dtype());  // real
  // column-major buffers: U is m x ucols (stored as ucols rows of m), Vh is vrows x n
  Tensor U = empty(compute_uv ? with(batch, {ucols, m}) : with(batch, {0, 0}), A.dtype());
  Tensor Vh = empty(compute_uv ? with(batch, {n, vrows}) : with(batch, {0, 0}), A.dtype());
  if (k > 0)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        const lapack_int info = Lapack<T>::gesdd()(
            LAPACK_COL_MAJOR, compute_uv ? (full ? 'A' : 'S') : 'N', m, n, lp(a.data<T>() + b * m * n), m,
            S.data<real_t<T>>() + b * k, compute_uv ? lp(U.data<T>() + b * m * ucols) : nullptr, m,
            compute_uv ? lp(Vh.data<T>() + b * n * vrows) : nullptr, std::max<int64_t>(vrows, 1));
        // (LAPACKE's own NaN check answers -5 for a matrix with a NaN: PyTorch's LAPACK answers -4 for one that is
        // not finite, and 1.13 words it so)
        if (info < 0)
          linalg_error("linalg.svd: " + batch_prefix(A.dim() - 2, b) + "The algorithm failed to converge because the "
                       "input matrix contained non-finite values.");
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
  stack.emplace_back(compute_uv ? column_major_view(U) : empty(std::vector<int64_t>{0}, A.dtype()));
  stack.emplace_back(std::move(S));
  stack.emplace_back(compute_uv ? column_major_view(Vh) : empty(std::vector<int64_t>{0}, A.dtype()));
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
  check_float_input("linalg.qr", A, "geqrf_cpu");
  const int64_t m = A.sizes()[A.dim() - 2], n = A.sizes()[A.dim() - 1], k = std::min(m, n);
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  const int64_t qcols = mode == "complete" ? m : k, rrows = mode == "complete" ? m : k;
  // geqrf in a buffer wide enough for Q's columns: orgqr then turns its first qcols columns into Q
  const int64_t cols = std::max(n, qcols);
  Tensor work = zeros(with(batch, {cols, m}), A.dtype());
  Tensor columns = narrow(work, work.dim() - 2, 0, n);
  copy_(columns, mT(A));
  Tensor R = zeros(with(batch, {n, rrows}), A.dtype());  // column-major, as PyTorch's R (seen through mT below)
  by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
    std::vector<T> tau(std::max<int64_t>(k, 1));
    for (int64_t b = 0; b < nb && m > 0 && n > 0; ++b) {
      T* a = work.data<T>() + b * cols * m;
      Lapack<T>::geqrf()(LAPACK_COL_MAJOR, m, n, lp(a), m, lp(tau.data()));
      T* r = R.data<T>() + b * rrows * n;
      for (int64_t i = 0; i < rrows; ++i)
        for (int64_t j = i; j < n; ++j) r[j * rrows + i] = a[j * m + i];
      if (mode != "r") Lapack<T>::orgqr()(LAPACK_COL_MAJOR, m, qcols, k, lp(a), m, lp(tau.data()));
    }
  });
  Tensor Q;
  if (mode == "r") Q = empty(std::vector<int64_t>{0}, A.dtype());
  else if (m == 0 || n == 0) Q = contiguous(expand(eye(m, qcols, A.dtype()), with(batch, {m, qcols})));
  else Q = column_major_view(contiguous(narrow(work, work.dim() - 2, 0, qcols)));
  stack.clear();
  stack.emplace_back(std::move(Q));
  stack.emplace_back(column_major_view(R));
});

}  // namespace tsr::tensor

// ---- triangular solves, LU factors and solves, Cholesky solves and inverses, Householder products, geqrf/ormqr,
// the matrix exponential, symeig and LDL (issue 21, the rest of torch.linalg). Same pattern: column-major copies,
// the routine PyTorch's CPU kernel calls (trsm, getrf/getrs, potrs/potri, orgqr, geqrf, ormqr, syevd, sytrf/sytrs),
// results in PyTorch's strides (column-major where its are); the derivatives are PyTorch 1.13's (FunctionsManual.cpp),
// written with dispatched ops.
namespace tsr::tensor {

namespace {

// The broadcast of two batch shapes, with PyTorch's error for sizes that do not match.
// A shape as PyTorch prints it in errors: [2, 3]
template <class R>
std::string shape_str(const R& shape) {
  std::string s = "[";
  for (auto it = shape.begin(); it != shape.end(); ++it) s += (it == shape.begin() ? "" : ", ") + std::to_string(*it);
  return s + "]";
}
int64_t rows(const Tensor& x) { return x.sizes()[x.dim() - 2]; }
int64_t cols(const Tensor& x) { return x.sizes()[x.dim() - 1]; }
void check_matrix(const char* fn, const Tensor& a, const char* name) {
  check(a.dim() >= 2, ErrorKind::RuntimeError, fn, ": The input tensor ", name, " must have at least 2 dimensions.");
}
void check_lapack_dtype(const char* kernel, const Tensor& a) {
  if (a.dtype() != ScalarType::Float && a.dtype() != ScalarType::Double) throw_not_implemented_for(kernel, a.dtype());
}
Tensor tril_(const Tensor& x, int64_t k) { return call("tril", {x, k}); }
Tensor triu_(const Tensor& x, int64_t k) { return call("triu", {x, k}); }
Tensor cat_(std::vector<Tensor> xs, int64_t dim) { return call("cat", {std::move(xs), dim}); }

// X = op(A)^-1 B (left) or B op(A)^-1 (right), A triangular, through BLAS trsm: the batch dimensions of A and B
// broadcast; singular A gives infinities, as PyTorch's (trsm does not check).
Tensor triangular_solve_impl(const Tensor& A, const Tensor& B, bool upper, bool left, bool transpose, bool unit) {
  const int64_t n = cols(A), r = rows(B), k = cols(B);
  const std::vector<int64_t> batch = broadcast_batch(batch_of(B), batch_of(A));  // (B first, as PyTorch)
  // A is read where it lies when contiguous: its row-major buffer read column-major is A^T, so trsm is told the
  // other triangle and the other transposition. B is copied once, column-major, into the result (PyTorch's
  // layout), which trsm overwrites.
  const Tensor a = contiguous(expand(A, with(batch, {n, n})));
  Tensor x = column_major(expand(B, with(batch, {r, k})));
  const int64_t nb = count(batch);
  if (n > 0 && r > 0 && k > 0)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b)
        Lapack<T>::trsm(CblasColMajor, left ? CblasLeft : CblasRight, upper ? CblasLower : CblasUpper,
                        transpose ? CblasNoTrans : CblasTrans, unit ? CblasUnit : CblasNonUnit, r, k, T(1),
                        a.data<T>() + b * n * n, n, x.data<T>() + b * r * k, r);
    });
  return column_major_view(x);
}

Tensor solve_triangular(const Tensor& A, const Tensor& B, bool upper, bool left, bool unit) {
  return call("linalg_solve_triangular", {A, B, upper, left, unit});
}

// The permutation matrix of LAPACK's row interchanges (P with A = P L U): row i was swapped with row piv[i] - 1,
// in order, so the rows of P^T A are A's rows in `perm` order, and P[perm[j], j] = 1.
template <class T>
void permutation_from_pivots(const int32_t* piv, int64_t k, int64_t m, T* P) {
  std::vector<int64_t> perm(m);
  for (int64_t i = 0; i < m; ++i) perm[i] = i;
  for (int64_t i = 0; i < k; ++i) std::swap(perm[i], perm[piv[i] - 1]);
  std::fill(P, P + m * m, T(0));
  for (int64_t j = 0; j < m; ++j) P[perm[j] * m + j] = T(1);
}

Tensor lu_unpack_P(const Tensor& LU, const Tensor& pivots) {  // (in LU's dtype, whichever: PyTorch takes any)
  const int64_t m = rows(LU), k = std::min(m, cols(LU));
  const std::vector<int64_t> batch = batch_of(LU);
  Tensor P = empty(with(batch, {m, m}), ScalarType::Double);
  const Tensor piv = contiguous(pivots);
  for (int64_t b = 0; b < count(batch); ++b)
    permutation_from_pivots(piv.data<int32_t>() + b * k, k, m, P.data<double>() + b * m * m);
  return to_dtype(P, LU.dtype());
}

// The pivots a kernel uses: on the meta device's stand-in zeros (tensor/core/stand_in_values.hpp) the zeros are no
// valid pivots and LAPACK trusts its pivots (an index out of range writes outside the matrix), so no interchanges
// (1, 2, ..., n) stand in for them.
Tensor pivots_or_stand_in(const Tensor& pivots) {
  if (!values_are_stand_ins() || pivots.dim() == 0 || pivots.dtype() != ScalarType::Int) return pivots;
  const int64_t n = pivots.sizes()[pivots.dim() - 1];
  const Tensor none = arange(Scalar(int64_t(1)), Scalar(n + 1), Scalar(int64_t(1)), ScalarType::Int);
  return contiguous(expand(none, pivots.sizes()));
}

void check_pivots_in_range(const Tensor& pivots, int64_t m, const char* message) {
  const Tensor piv = contiguous(pivots);
  const int32_t* p = piv.data<int32_t>();
  for (int64_t i = 0; i < piv.numel(); ++i)
    check(p[i] >= 1 && p[i] <= m, ErrorKind::RuntimeError, message);
}

// PyTorch's linalg_lu_backward: A = P L U with L (m, k) unit lower and U (k, n) upper (mH: also complex).
Tensor lu_backward(const Tensor& gL, const Tensor& gU, const Tensor& P, const Tensor& L, const Tensor& U, bool pivot) {
  if (!gL.defined() && !gU.defined()) return Tensor();
  const int64_t m = rows(L), n = cols(U), k = std::min(m, n);
  Tensor gA;
  if (m == n) {
    if (gL.defined()) gA = tril_(matmul(mH(L), gL), -1);
    if (gU.defined()) {
      const Tensor t = triu_(matmul(gU, mH(U)), 0);
      gA = gA.defined() ? add(gA, t) : t;
    }
    gA = solve_triangular(mH(U), gA, false, false, false);
    gA = solve_triangular(mH(L), gA, true, true, true);
  } else if (m < n) {
    const Tensor U1 = narrow_(U, -1, 0, k);
    if (gL.defined()) gA = matmul(mH(L), gL);
    if (gU.defined()) {
      const Tensor t = matmul(triu_(gU, 0), mH(U));
      gA = gA.defined() ? sub(gA, t) : neg(t);
    }
    gA = solve_triangular(mH(U1), tril_(gA, -1), false, false, false);
    if (gU.defined()) gA = cat_({add(gA, triu_(narrow_(gU, -1, 0, k), 0)), narrow_(gU, -1, k, n - k)}, -1);
    gA = solve_triangular(mH(L), gA, true, true, true);
    if (!gU.defined()) gA = cat_({gA, zeros_like(narrow_(U, -1, k, n - k))}, -1);
  } else {
    const Tensor L1 = narrow_(L, -2, 0, k);
    if (gU.defined()) gA = matmul(gU, mH(U));
    if (gL.defined()) {
      const Tensor t = matmul(mH(L), tril_(gL, -1));
      gA = gA.defined() ? sub(gA, t) : neg(t);
    }
    gA = solve_triangular(mH(L1), triu_(gA, 0), true, true, true);
    if (gL.defined()) gA = cat_({add(gA, tril_(narrow_(gL, -2, 0, k), -1)), narrow_(gL, -2, k, m - k)}, -2);
    gA = solve_triangular(mH(U), gA, false, false, false);
    if (!gL.defined()) gA = cat_({gA, zeros_like(narrow_(L, -2, k, m - k))}, -2);
  }
  return pivot ? matmul(P, gA) : gA;
}

std::vector<Tensor> lu_unpack_call(const Tensor& LU, const Tensor& pivots, bool data = true, bool pivs = true) {
  Stack out = call_op(find_op("lu_unpack"), {LU, pivots, data, pivs});
  return {std::get<Tensor>(out[0]), std::get<Tensor>(out[1]), std::get<Tensor>(out[2])};
}

Tensor lu_solve_call(const Tensor& LU, const Tensor& pivots, const Tensor& B, bool left, bool adjoint) {
  return call("linalg_lu_solve", {LU, pivots, B, left, adjoint});
}

// PyTorch's linalg_lu_solve_LU: the gradient of lu_solve with respect to the packed LU.
Tensor lu_solve_LU_backward(const Tensor& gX, const Tensor& LU, const Tensor& pivots, const Tensor& X, bool left,
                            bool adjoint) {
  const std::vector<Tensor> plu = lu_unpack_call(LU, pivots, true, left == adjoint);
  const Tensor &P = plu[0], &L = plu[1], &U = plu[2];
  if (left != adjoint) {
    const Tensor gR = solve_triangular(mH(U), neg(matmul(left ? gX : mH(gX), left ? mH(X) : X)), false, true, false);
    const Tensor gL = tril_(solve_triangular(mH(L), matmul(gR, mH(U)), true, true, true), -1);
    return add(gL, triu_(gR, 0));
  }
  Tensor gR = neg(matmul(matmul(matmul(mH(P), left ? X : mH(X)), left ? mH(gX) : gX), P));
  gR = solve_triangular(mH(L), gR, true, false, true);
  const Tensor gU = triu_(solve_triangular(mH(U), matmul(mH(L), gR), false, false, false), 0);
  return add(tril_(gR, -1), gU);
}

// PyTorch's householder_product_backward (mH, and conj where the real case has none; out of place throughout so that it is recorded under
// create_graph): K_i = H_{i+1}^-1 ... Q gQ^T ... H_i, with H(sigma) the inverse of H(tau).
std::pair<Tensor, Tensor> householder_product_backward(const Tensor& grad, const Tensor& result, const Tensor& input_,
                                                       const Tensor& tau) {
  if (!grad.defined() || input_.numel() == 0 || tau.numel() == 0) return {Tensor(), Tensor()};
  const int64_t m = rows(input_), k = cols(tau);
  const Tensor eye_m = eye(m, input_.dtype(), input_.device());
  // the reflectors' vectors: the strict lower triangle with ones on the diagonal
  const Tensor input = add(tril_(input_, -1), eye(m, cols(input_), input_.dtype(), input_.device()));
  const Tensor first = narrow_(input, -1, 0, k);
  const Tensor norm2 = call("sum.dim_IntList", {mul(first, cj(first)), std::vector<int64_t>{-2}, false});
  const Tensor sigma = div(tau, sub(mul(tau, norm2), scalar(1.0, tau.dtype())));
  Tensor K = matmul(result, mH(grad));
  // (I - t v v^H) K from the left, K (I - t v v^H) from the right; v (..., m, 1), t (..., 1)
  auto reflect = [&](const Tensor& v, const Tensor& t, const Tensor& K, bool left) {
    const Tensor tv = mul(unsqueeze_(t, -1), v);
    return left ? sub(K, matmul(tv, matmul(mH(v), K))) : sub(K, matmul(matmul(K, tv), mH(v)));
  };
  K = reflect(narrow_(input, -1, 0, 1), narrow_(sigma, -1, 0, 1), K, true);
  std::vector<Tensor> input_grads, tau_grads;
  for (int64_t i = 0; i < k; ++i) {
    const Tensor v = narrow_(input, -1, i, 1), t = narrow_(tau, -1, i, 1);
    const Tensor vK = matmul(mH(v), K);  // (..., 1, m)
    const Tensor Kv = matmul(K, v);      // (..., m, 1)
    const Tensor tu = unsqueeze_(t, -1);
    const Tensor v_grad = sub(mH(mul(neg(tu), vK)), mul(tu, Kv));  // (..., m, 1)
    const Tensor tau_grad = neg(cj(call("squeeze.dim", {matmul(vK, v), int64_t(-1)})));  // (..., 1)
    input_grads.push_back(v_grad);
    tau_grads.push_back(tau_grad);
    if (i + 1 < k) {
      K = reflect(narrow_(input, -1, i + 1, 1), narrow_(sigma, -1, i + 1, 1), K, true);
      K = reflect(v, t, K, false);
    }
  }
  if (k < cols(input_)) input_grads.push_back(zeros(with(batch_of(input_), {m, cols(input_) - k}), input_.dtype(), input_.device()));
  (void)eye_m;
  return {tril_(cat_(input_grads, -1), -1), cat_(tau_grads, -1)};
}

// The matrix exponential as PyTorch 1.13's mexp (aten/src/ATen/native/LinearAlgebra.cpp; Bader, Blanes and Casas,
// "Computing the Matrix Exponential with an Optimized Taylor Polynomial Approximation", 2019), op for op in the
// input's element type so that every rounding is PyTorch's: each matrix's 1-norm picks the Taylor degree (1, 2, 4,
// 8, 12 or 18) whose truncation error is below the type's rounding, the matrices of one degree are computed
// together as one batch, and only a norm above the degree-18 bound is scaled down by 2^s and squared s times.
// Products are tsr's bmm and mm (PyTorch's at::native::matmul); sums of scaled matrices are
// _compute_linear_combination's, accumulated from zero one term at a time.
template <class T>
struct Mexp {
  using R = real_t<T>;  // coefficients and norms (PyTorch's mexp_impl<float> serves complex float too)
  ScalarType dtype;
  int64_t k, n;  // the group's matrices and their size
  bool fused;    // 1.13's linear-combination kernel is built per CPU capability: from AVX2 on, GCC fuses its
                 // multiply-add (measured against PyTorch 1.13)

  Tensor empty3() const { return empty(std::vector<int64_t>{k, n, n}, dtype); }
  static T* p(const Tensor& t) { return t.data<T>(); }
  size_t nel() const { return size_t(k * n * n); }

  // out = sum_i c[i] * xs[i], from zero, a term at a time (complex: each part times the real coefficient)
  Tensor combine(std::initializer_list<Tensor> xs, std::initializer_list<R> cs) const {
    return combine(std::vector<Tensor>(xs), std::vector<R>(cs));
  }
  Tensor combine(const std::vector<Tensor>& xs, const std::vector<R>& cs) const {
    Tensor out = empty3();
    T* o = p(out);
    const size_t m = nel();
    std::fill(o, o + m, T(0));
    for (size_t i = 0; i < xs.size(); ++i) {
      const T* x = p(xs[i]);
      const R c = cs[i];
      auto madd = [&](R a, R acc) { return fused ? std::fma(a, c, acc) : R(acc + R(a * c)); };
      for (size_t e = 0; e < m; ++e) {
        if constexpr (is_complex_v<T>) o[e] = T(madd(x[e].real(), o[e].real()), madd(x[e].imag(), o[e].imag()));
        else o[e] = madd(x[e], o[e]);
      }
    }
    return out;
  }
  static void add_into(Tensor& into, const Tensor& x) {  // add_
    T* o = p(into);
    const T* y = p(x);
    for (int64_t e = 0; e < into.numel(); ++e) o[e] += y[e];
  }
  // _fill_matrix_powers: the first `count` of I, A, A^2, A^3, A^6
  std::vector<Tensor> powers(const Tensor& a, int count) const {
    std::vector<Tensor> As;
    Tensor eye = empty3();
    std::fill(p(eye), p(eye) + nel(), T(0));
    for (int64_t b = 0; b < k; ++b)
      for (int64_t i = 0; i < n; ++i) p(eye)[(b * n + i) * n + i] = T(1);
    As.push_back(eye);
    As.push_back(a);
    if (count > 2) As.push_back(bmm(a, a));
    if (count > 3) As.push_back(bmm(a, As[2]));
    if (count > 4) As.push_back(bmm(As[3], As[3]));
    return As;
  }
  // the coefficient matrices b[out][in] of the degree-12 and degree-18 forms, in the element type
  std::vector<Tensor> combine_rows(const std::vector<Tensor>& As, const double* b, int rows) const {
    std::vector<Tensor> Bs;
    for (int j = 0; j < rows; ++j) {
      std::vector<R> cs;
      for (int i = 0; i < rows; ++i) cs.push_back(R(b[j * rows + i]));
      Bs.push_back(combine(As, cs));
    }
    return Bs;
  }

  Tensor T1(const Tensor& a) const {  // I + A, as the sum over the stacked {I, A}
    const std::vector<Tensor> As = powers(a, 2);
    return sum(call("stack", {As, int64_t(0)}), std::vector<int64_t>{0});
  }
  Tensor T2(const Tensor& a) const {  // I + A + A^2 / 2
    std::vector<Tensor> As = powers(a, 3);
    for (size_t e = 0; e < nel(); ++e) p(As[2])[e] /= R(2);
    return sum(call("stack", {As, int64_t(0)}), std::vector<int64_t>{0});
  }
  Tensor T4(const Tensor& a) const {  // I + A + A^2 (I / 2 + A / 6 + A^2 / 24)
    std::vector<Tensor> As = powers(a, 3);
    As.push_back(bmm(As[2], combine({As[0], As[1], As[2]}, {R(1 / 2.0), R(1 / 6.0), R(1 / 24.0)})));
    return combine(As, {1, 1, 0, 1});
  }
  Tensor T8(const Tensor& a) const {
    // 1.13's constants: sqrt(177) and 2/3 held in the element type, the rest formed in double from them
    constexpr R sqrt_177 = R(0.1330413469565007072504e+2), x3 = R(2. / 3.);
    constexpr R x1 = R(x3 * ((1. + sqrt_177) / 88.)), x2 = R(x3 * ((1. + sqrt_177) / 352.));
    constexpr R x4 = R((-271. + 29. * sqrt_177) / (315. * x3)), x5 = R((-11. + 11. * sqrt_177) / (1260. * x3));
    constexpr R x6 = R((-99. + 11. * sqrt_177) / (5040. * x3)), x7 = R((89. - sqrt_177) / (5040. * x3));
    constexpr R y2 = R((857. - 58. * sqrt_177) / 630.);
    std::vector<Tensor> As = powers(a, 3);
    As.push_back(bmm(As[2], combine({As[1], As[2]}, {x1, x2})));  // A4 = A2 (x1 A + x2 A2)
    // A8 = (x3 A2 + A4) (x4 I + x5 A + x6 A2 + x7 A4)
    As.push_back(bmm(combine({As[2], As[3]}, {x3, 1}), combine({As[0], As[1], As[2], As[3]}, {x4, x5, x6, x7})));
    return combine(As, {1, 1, y2, 0, 1});  // I + A + y2 A2 + A8
  }
  Tensor T12(const Tensor& a) const {
    static constexpr double b[16] = {
        9.0198e-16, 0.46932117595418237389, -0.20099424927047284052, -0.04623946134063071740,
        5.31597895759871264183, 1.19926790417132231573, 0.01179296240992997031, 0.01108844528519167989,
        0.18188869982170434744, 0.05502798439925399070, 0.09351590770535414968, 0.00610700528898058230,
        -2.0861320e-13, -0.13181061013830184015, -0.02027855540589259079, -0.00675951846863086359};
    std::vector<Tensor> Bs = combine_rows(powers(a, 4), b, 4);
    add_into(Bs[2], bmm(Bs[3], Bs[3]));  // A6
    add_into(Bs[1], Bs[2]);
    add_into(Bs[0], bmm(Bs[1], Bs[2]));
    return Bs[0];
  }
  Tensor T18(const Tensor& a) const {
    static constexpr double b[25] = {
        0., -1.00365581030144618291e-01, -8.02924648241156932449e-03, -8.92138498045729985177e-04, 0.,
        0., 3.97849749499645077844e-01, 1.36783778460411720168e+00, 4.98289622525382669416e-01,
        -6.37898194594723280150e-04,
        -1.09676396052962061844e+01, 1.68015813878906206114e+00, 5.71779846478865511061e-02,
        -6.98210122488052056106e-03, 3.34975017086070470649e-05,
        -9.04316832390810593223e-02, -6.76404519071381882256e-02, 6.75961301770459654925e-02,
        2.95552570429315521194e-02, -1.39180257516060693404e-05,
        0., 0., -9.23364619367118555360e-02, -1.69364939002081722752e-02, -1.40086798182036094347e-05};
    std::vector<Tensor> Bs = combine_rows(powers(a, 5), b, 5);
    add_into(Bs[3], bmm(Bs[0], Bs[4]));  // A9
    add_into(Bs[2], Bs[3]);
    add_into(Bs[1], bmm(Bs[2], Bs[3]));
    return Bs[1];
  }
  // degree 18 on A / 2^s, s = max(0, ceil(log2(norm / theta))) in the norm's type, then s squarings by mm
  Tensor T18_scale_square(const Tensor& a, const Tensor& norm, R theta) const {
    const Tensor s = ceil(call("log2", {div(norm, scalar_to_tensor(double(theta)))}));
    const R* sv = s.data<R>();
    Tensor scaled = clone(a);
    std::vector<int64_t> steps(size_t(k), 0);
    for (int64_t b = 0; b < k; ++b) {
      if (!std::isfinite(sv[b])) {  // (a NaN or infinite norm: PyTorch's long conversion is undefined)
        steps[size_t(b)] = -1;
        continue;
      }
      steps[size_t(b)] = sv[b] > 0 ? int64_t(sv[b]) : 0;
      const R scale = R(std::ldexp(1.0, -int(steps[size_t(b)])));  // a / 2^s, exact
      T* x = p(scaled) + b * n * n;
      for (int64_t e = 0; e < n * n; ++e) x[e] = x[e] * scale;
    }
    Tensor e = T18(scaled);
    for (int64_t b = 0; b < k; ++b) {
      T* out = p(e) + b * n * n;
      if (steps[size_t(b)] < 0) {
        std::fill(out, out + n * n, T(std::numeric_limits<R>::quiet_NaN()));
        continue;
      }
      Tensor m = select(e, 0, b);
      for (int64_t i = 0; i < steps[size_t(b)]; ++i) m = mm(m, m);
      if (steps[size_t(b)] > 0) std::copy_n(p(contiguous(m)), n * n, out);
    }
    return e;
  }
};

// mexp over a contiguous (batch, n, n) tensor: the batch split by norm interval, each part computed as one batch
// and put back in place. A matrix with a NaN norm falls in no interval: PyTorch leaves its output uninitialized,
// tsr gives NaN.
template <class T>
Tensor mexp(const Tensor& a) {
  using R = real_t<T>;
  static constexpr std::array<double, 6> thetas_float = {1.192092800768788e-07, 5.978858893805233e-04,
                                                         5.116619363445086e-02, 5.800524627688768e-01,
                                                         1.461661507209034e+00, 3.010066362817634e+00};
  static constexpr std::array<double, 6> thetas_double = {2.220446049250313e-16, 2.580956802971767e-08,
                                                          3.397168839976962e-04, 4.991228871115323e-02,
                                                          2.996158913811580e-01, 1.090863719290036e+00};
  const auto& thetas = std::is_same_v<R, float> ? thetas_float : thetas_double;
  const int64_t nb = a.sizes()[0], n = a.sizes()[2];
  // operator_1_norm: the largest column sum of absolute values
  const Tensor norm = max(sum(abs(a), std::vector<int64_t>{-2}), -1).values;
  const R* nv = norm.data<R>();
  Tensor res = empty(a.sizes(), a.dtype());
  std::fill(res.data<T>(), res.data<T>() + res.numel(), T(std::numeric_limits<R>::quiet_NaN()));
  const bool fused = sleef_math::active();
  auto run = [&](int degree, auto&& in_group) {
    std::vector<int64_t> idx;
    for (int64_t b = 0; b < nb; ++b)
      if (in_group(nv[b])) idx.push_back(b);
    if (idx.empty()) return;
    const Mexp<T> m{a.dtype(), int64_t(idx.size()), n, fused};
    Tensor sub = m.empty3(), sub_norm = empty(std::vector<int64_t>{m.k}, norm.dtype());
    for (size_t j = 0; j < idx.size(); ++j) {
      std::copy_n(a.data<T>() + idx[j] * n * n, n * n, sub.data<T>() + int64_t(j) * n * n);
      sub_norm.data<R>()[j] = nv[idx[j]];
    }
    const Tensor e = degree == 1    ? m.T1(sub)
                     : degree == 2  ? m.T2(sub)
                     : degree == 4  ? m.T4(sub)
                     : degree == 8  ? m.T8(sub)
                     : degree == 12 ? m.T12(sub)
                                    : m.T18_scale_square(sub, sub_norm, R(thetas[5]));
    const Tensor ec = contiguous(e);
    for (size_t j = 0; j < idx.size(); ++j)
      std::copy_n(ec.data<T>() + int64_t(j) * n * n, n * n, res.data<T>() + idx[j] * n * n);
  };
  static constexpr int degrees[5] = {1, 2, 4, 8, 12};
  for (int i = 0; i < 5; ++i) {
    const R lower = i == 0 ? R(-1) : R(thetas[size_t(i - 1)]), upper = R(thetas[size_t(i)]);
    run(degrees[i], [&](R v) { return lower < v && v <= upper; });
  }
  // (a norm equal to the degree-12 bound is computed by both; the degree-18 result is the one kept, as in 1.13)
  run(18, [&](R v) { return v >= R(thetas[4]); });
  return res;
}

[[noreturn]] void derivative_not_implemented(const char* op) {
  throw Error(ErrorKind::NotImplementedError, std::string("the derivative for '") + op + "' is not implemented.");
}

}  // namespace

TSR_DEFINE_OP("linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor",
              "X with A X = B (left) or X A = B, A upper or lower triangular (BLAS trsm); batch dimensions broadcast.",
              autograd::formula("LinalgSolveTriangularBackward0", {"self", "result"}, [](Ctx& c) {
                const Tensor A = c.s("self"), X = c.s("result");
                const bool upper = c.b("upper"), left = c.b("left", true), unit = c.b("unitriangular");
                const Tensor gB = solve_triangular(mH(A), c.g(), !upper, left, unit);
                Tensor gA = left ? neg(matmul(gB, mH(X))) : neg(matmul(mH(X), gB));
                gA = upper ? triu_(gA, unit ? 1 : 0) : tril_(gA, unit ? -1 : 0);
                return G{c.to(gA, "self"), c.to(gB, "B")};
              }));

TSR_DEFINE_OP("triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)",
              "The legacy triangular solve: op(A) X = b (op: transpose or not), and A broadcast and copied.",
              autograd::formula("TriangularSolveBackward0", {"A", "result"}, [](Ctx& c) {
                const Tensor A = c.s("A"), X = c.s("result");
                const bool upper = c.b("upper", true), transpose = c.b("transpose"), unit = c.b("unitriangular");
                Tensor gb, gA;
                if (c.g(0).defined()) {
                  gb = std::get<Tensor>(call_op(find_op("triangular_solve"), {c.g(0), cj(A), upper, !transpose, unit})[0]);
                  gA = transpose ? neg(matmul(cj(X), mT(gb))) : neg(matmul(gb, mH(X)));
                  gA = upper ? triu_(gA, unit ? 1 : 0) : tril_(gA, unit ? -1 : 0);
                }
                if (c.g(1).defined()) gA = gA.defined() ? add(gA, c.g(1)) : c.g(1);
                return G{gb.defined() ? c.to(gb, "self") : Tensor(), gA.defined() ? c.to(gA, "A") : Tensor()};
              }));

TSR_DEFINE_OP("linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)",
              "The packed LU factorization P A = L U of each matrix (getrf), its int32 pivots and LAPACK's info.",
              autograd::formula("LinalgLuFactorExBackward0", {"result", "result1"}, [](Ctx& c) {
                const Tensor LU = c.s("result"), piv = c.s("result1");
                const bool pivot = c.b("pivot", true);
                const std::vector<Tensor> plu = lu_unpack_call(LU, piv, true, pivot);
                const int64_t k = std::min(rows(LU), cols(LU));
                return G{lu_backward(narrow_(c.g(), -1, 0, k), narrow_(c.g(), -2, 0, k), plu[0], plu[1], plu[2], pivot)};
              }));

TSR_DEFINE_OP("linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)",
              "The LU decomposition A = P L U of each matrix (getrf), unpacked.",
              autograd::formula("LinalgLuBackward0", {"~result", "result", "result1", "result2"}, [](Ctx& c) {
                return G{lu_backward(c.g(1), c.g(2), c.s("result"), c.s("result1"), c.s("result2"), c.b("pivot", true))};
              }));

TSR_DEFINE_OP("lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)",
              "P, L and U of a packed LU factorization (linalg.lu_factor's LU and pivots).",
              autograd::formula("LuUnpackBackward0", {"~result"}, [](Ctx& c) {
                const Tensor &gL = c.g(1), &gU = c.g(2);
                if (!gL.defined() && !gU.defined()) return G{Tensor(), Tensor()};
                const Dims& shape = c.shape("LU_data");
                const int64_t m = shape[shape.size() - 2], n = shape[shape.size() - 1], k = std::min(m, n);
                Tensor g;
                if (gL.defined() && gU.defined()) {
                  if (m == n) g = add(tril_(gL, -1), triu_(gU, 0));
                  else {
                    const Tensor L1 = m == k ? tril_(gL, -1) : tril_(narrow_(gL, -2, 0, k), -1);
                    const Tensor U1 = n == k ? triu_(gU, 0) : triu_(narrow_(gU, -1, 0, k), 0);
                    g = m > n ? cat_({add(L1, U1), narrow_(gL, -2, k, m - k)}, -2)
                              : cat_({add(L1, U1), narrow_(gU, -1, k, n - k)}, -1);
                  }
                } else if (gL.defined()) {
                  g = m >= n ? tril_(gL, -1)
                             : cat_({tril_(gL, -1), zeros(with(batch_of(gL), {m, n - m}), gL.dtype(), gL.device())}, -1);
                } else {
                  g = n >= m ? triu_(gU, 0)
                             : cat_({triu_(gU, 0), zeros(with(batch_of(gU), {m - n, n}), gU.dtype(), gU.device())}, -2);
                }
                return G{g, Tensor()};
              }));

TSR_DEFINE_OP("linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor",
              "X with A X = B (or X A = B; adjoint: A^T) from A's packed LU factorization (getrs).",
              autograd::formula("LinalgLuSolveBackward0", {"LU", "pivots", "result"}, [](Ctx& c) {
                const Tensor LU = c.s("LU"), piv = c.s("pivots"), X = c.s("result");
                const bool left = c.b("left", true), adjoint = c.b("adjoint");
                const Tensor gLU = lu_solve_LU_backward(c.g(), LU, piv, X, left, adjoint);
                const Tensor gB = lu_solve_call(LU, piv, c.g(), left, !adjoint);
                return G{c.to(gLU, "LU"), Tensor(), c.to(gB, "B")};
              }));

TSR_DEFINE_OP("cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor",
              "X with A X = B given A's Cholesky factor (potrs); batch dimensions broadcast.",
              autograd::formula("CholeskySolveBackward0", {"input2", "result"}, [](Ctx& c) {
                const Tensor L = c.s("input2"), X = c.s("result");
                const bool upper = c.b("upper");
                const Tensor gB = call("cholesky_solve", {c.g(), L, upper});
                Tensor common = matmul(gB, mH(X));
                common = add(common, mH(common));
                const Tensor gL = upper ? neg(matmul(L, common)) : neg(matmul(common, L));
                return G{c.to(gB, "self"), c.to(gL, "input2")};
              }));

TSR_DEFINE_OP("cholesky_inverse(Tensor self, bool upper=False) -> Tensor",
              "The inverse of A from its Cholesky factor (potri).",
              autograd::formula("CholeskyInverseBackward0", {"self", "result"}, [](Ctx& c) {
                const Tensor L = c.s("self"), inv = c.s("result");
                Tensor common = add(c.g(), mH(c.g()));
                common = matmul(inv, matmul(common, inv));
                return G{c.b("upper") ? neg(matmul(L, common)) : neg(matmul(common, L))};
              }));

TSR_DEFINE_OP("linalg_householder_product(Tensor input, Tensor tau) -> Tensor",
              "The first n columns of the product of Householder reflectors H_1 ... H_k (orgqr).",
              autograd::formula("LinalgHouseholderProductBackward0", {"input", "tau", "result"}, [](Ctx& c) {
                auto [gi, gt] = householder_product_backward(c.g(), c.s("result"), c.s("input"), c.s("tau"));
                return G{gi, gt};
              }));

TSR_DEFINE_OP("geqrf(Tensor self) -> (Tensor a, Tensor tau)",
              "LAPACK's QR in its packed form: R above the diagonal, the reflectors below, and their scalars.",
              autograd::formula("GeqrfBackward0", {}, [](Ctx&) -> G { derivative_not_implemented("geqrf"); }));

TSR_DEFINE_OP("ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor",
              "The product of the Householder matrix of geqrf's output (or its transpose) with another matrix.",
              autograd::formula("OrmqrBackward0", {}, [](Ctx&) -> G { derivative_not_implemented("ormqr"); }));

TSR_DEFINE_OP("linalg_matrix_exp(Tensor self) -> Tensor",
              "The matrix exponential of each square matrix (Taylor polynomials of degree by norm; above, scaling and squaring).",
              autograd::formula("LinalgMatrixExpBackward0", {"self"}, [](Ctx& c) {
                // PyTorch's differential of an analytic matrix function: exp([[A^H, g], [0, A^H]])'s upper-right block
                const Tensor At = mH(c.s("self"));
                const int64_t n = cols(At);
                const Tensor meta = cat_({cat_({At, c.g()}, -1), cat_({zeros_like(At), At}, -1)}, -2);
                const Tensor e = call("linalg_matrix_exp", {meta});
                return G{narrow_(narrow_(e, -2, 0, n), -1, n, n)};
              }));

TSR_DEFINE_OP("symeig(Tensor self, bool eigenvectors=False, bool upper=True) -> (Tensor eigenvalues, Tensor eigenvectors)",
              "The legacy symmetric eigendecomposition (syevd; upper: read the upper triangle).",
              autograd::formula("SymeigBackward0", {"result", "result1"}, [](Ctx& c) {
                check(c.b("eigenvectors"), ErrorKind::RuntimeError,
                      "linalg_eig_backward: torch.symeig(A, eigenvectors=False) is not differentiable. Use "
                      "torch.linalg.eigvalsh(A) instead.");
                return G{eigh_backward(c.g(0), c.g(1), c.s("result"), c.s("result1"))};
              }));

TSR_DEFINE_OP("linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)",
              "The LDL^T factorization of each symmetric matrix with Bunch-Kaufman pivoting (sytrf, lower).",
              autograd::not_implemented("linalg_ldl_factor_ex"));

TSR_DEFINE_OP("linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor",
              "X with A X = B from A's LDL^T factorization (sytrs).", autograd::not_implemented("linalg_ldl_solve"));

TSR_REGISTER_KERNEL("linalg_solve_triangular", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A0 = std::get<Tensor>(stack[0]), B0 = std::get<Tensor>(stack[1]);
  const bool upper = bool_arg(stack, 2, false), left = bool_arg(stack, 3, true), unit = bool_arg(stack, 4, false);
  check_matrix("linalg.solve_triangular", A0, "A");
  check_matrix("linalg.solve_triangular", B0, "B");
  check_square("linalg.solve_triangular", A0);
  const ScalarType t = promote_types(A0.dtype(), B0.dtype());
  if (t != ScalarType::Float && t != ScalarType::Double && !is_complex(t))
    throw_not_implemented_for("triangular_solve_cpu", t);
  const int64_t n = cols(A0);
  check(left ? rows(B0) == n : cols(B0) == n, ErrorKind::RuntimeError,
        "linalg.solve_triangular: Incompatible shapes of A and B for the equation ", left ? "AX = B" : "XA = B", " (",
        n, "x", n, " and ", rows(B0), "x", cols(B0), ")");
  Tensor X = triangular_solve_impl(to_dtype(A0, t), to_dtype(B0, t), upper, left, false, unit);
  stack.clear();
  stack.emplace_back(std::move(X));
});

TSR_REGISTER_KERNEL("triangular_solve", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor b = std::get<Tensor>(stack[0]), A = std::get<Tensor>(stack[1]);
  const bool upper = bool_arg(stack, 2, true), transpose = bool_arg(stack, 3, false), unit = bool_arg(stack, 4, false);
  check(b.dim() >= 2, ErrorKind::RuntimeError, "torch.triangular_solve: Expected b to have at least 2 dimensions, but it has ",
        b.dim(), " dimensions instead");
  check(A.dim() >= 2, ErrorKind::RuntimeError, "torch.triangular_solve: Expected A to have at least 2 dimensions, but it has ",
        A.dim(), " dimensions instead");
  check(b.dtype() == A.dtype(), ErrorKind::RuntimeError, "Expected b and A to have the same dtype, but found b of type ",
        dtype_title(b.dtype()), " and A of type ", dtype_title(A.dtype()), " instead.");
  check(rows(A) == cols(A), ErrorKind::RuntimeError, "A must be batches of square matrices, but they are ", rows(A),
        " by ", cols(A), " matrices");
  check(cols(A) == rows(b), ErrorKind::RuntimeError, "Incompatible matrix sizes for triangular_solve: each A matrix is ",
        cols(A), " by ", cols(A), " but each b matrix is ", rows(b), " by ", cols(b));
  if (!is_complex(A.dtype())) check_lapack_dtype("triangular_solve_cpu", A);
  const std::vector<int64_t> batch = broadcast_batch(batch_of(b), batch_of(A));
  Tensor X = triangular_solve_impl(A, b, upper, true, transpose, unit);
  Tensor coefficient = column_major_view(column_major(expand(A, with(batch, {cols(A), cols(A)}))));
  stack.clear();
  stack.emplace_back(std::move(X));
  stack.emplace_back(std::move(coefficient));
});

namespace {
// getrf of each (m, n) matrix: the packed factors (row-major), pivots (batch, min(m, n)) and info (batch).
std::tuple<Tensor, Tensor, Tensor> lu_factor_impl(const Tensor& A) {
  const int64_t m = rows(A), n = cols(A), k = std::min(m, n);
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  Tensor f = column_major(A);
  Tensor pivots = empty(with(batch, {k}), ScalarType::Int);
  std::vector<lapack_int> info(nb, 0), piv(std::max<int64_t>(k, 1));
  if (k > 0)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        info[b] = Lapack<T>::getrf()(LAPACK_COL_MAJOR, m, n, lp(f.data<T>() + b * m * n), m, piv.data());
        std::copy(piv.begin(), piv.begin() + k, pivots.data<int32_t>() + b * k);
      }
    });
  return {column_major_view(f), pivots, info_tensor(info, batch)};
}
void check_lu_input(const char* fn, const Tensor& A, bool pivot) {
  check(A.dim() >= 2, ErrorKind::RuntimeError, "torch.lu_factor: Expected tensor with 2 or more dimensions. Got size: ",
        shape_str(A.sizes()), " instead");
  if (!is_complex(A.dtype())) check_lapack_dtype("lu_cpu", A);
  check(pivot, ErrorKind::RuntimeError, fn, ": LU without pivoting is not implemented on the CPU");
}
// P (or an empty tensor), L and U (or empty tensors) of packed LU factors.
std::tuple<Tensor, Tensor, Tensor> unpack_lu(const Tensor& LU, const Tensor& pivots, bool data, bool pivs) {
  const int64_t m = rows(LU), n = cols(LU), k = std::min(m, n);
  Tensor L, U, P;
  if (data) {
    L = add(tril_(narrow(LU, LU.dim() - 1, 0, k), -1), eye(m, k, LU.dtype(), LU.device()));
    U = triu_(narrow(LU, LU.dim() - 2, 0, k), 0);
  } else {
    L = empty(std::vector<int64_t>{0}, LU.dtype());
    U = empty(std::vector<int64_t>{0}, LU.dtype());
  }
  P = pivs ? lu_unpack_P(LU, pivots) : empty(std::vector<int64_t>{0}, LU.dtype());
  return {P, L, U};
}
}  // namespace

TSR_REGISTER_KERNEL("linalg_lu_factor_ex", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool pivot = bool_arg(stack, 1, true), check_errors = bool_arg(stack, 2, false);
  check_lu_input("linalg.lu_factor", A, pivot);
  auto [LU, pivots, info] = lu_factor_impl(A);
  const int32_t* in = info.data<int32_t>();
  for (int64_t b = 0; b < info.numel() && check_errors; ++b)
    check(in[b] <= 0, ErrorKind::RuntimeError, "torch.linalg.lu_factor_ex: ", batch_prefix(A.dim() - 2, b), "U[",
          in[b], ",", in[b], "] is zero and using it on lu_solve would result in a division by zero. If you still "
          "want to perform the factorization, consider calling linalg.lu(A, pivot) or linalg.lu_factor_ex(A, pivot)");
  stack.clear();
  stack.emplace_back(std::move(LU));
  stack.emplace_back(std::move(pivots));
  stack.emplace_back(std::move(info));
});

TSR_REGISTER_KERNEL("linalg_lu", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check_lu_input("linalg.lu_factor", A, bool_arg(stack, 1, true));  // (PyTorch's words for both)
  auto [LU, pivots, info] = lu_factor_impl(A);
  auto [P, L, U] = unpack_lu(LU, pivots, true, true);
  stack.clear();
  stack.emplace_back(std::move(P));
  stack.emplace_back(std::move(L));
  stack.emplace_back(std::move(U));
});

TSR_REGISTER_KERNEL("lu_unpack", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor LU = std::get<Tensor>(stack[0]), pivots = pivots_or_stand_in(std::get<Tensor>(stack[1]));
  const bool data = bool_arg(stack, 2, true), pivs = bool_arg(stack, 3, true);
  check(LU.dim() >= 2, ErrorKind::RuntimeError, "torch.lu_unpack: Expected tensor with 2 or more dimensions. Got size: ",
        shape_str(LU.sizes()), " instead");
  check(pivots.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
        "torch.lu_unpack: LU_pivots is expected to be a contiguous tensor of torch.int32 dtype.\nNote: this function "
        "is intended to be used with the output produced by torch.linalg.lu_factor");
  const int64_t m = rows(LU), k = std::min(m, cols(LU));
  if (pivs) {
    check(pivots.dim() >= 1 && pivots.sizes()[pivots.dim() - 1] <= k && pivots.numel() ==
              count(batch_of(LU)) * pivots.sizes()[pivots.dim() - 1],
          ErrorKind::RuntimeError, "torch.lu_unpack: LU_pivots of shape ", shape_str(pivots.sizes()),
          " does not fit LU_data of shape ", shape_str(LU.sizes()));
    check_pivots_in_range(pivots, m, "pivots passed to lu_unpack must be between 1 and LU.size(-2) inclusive.Did you "
                                     "properly pass the result of lu_factor?");
  }
  // fewer pivots than min(m, n) (PyTorch accepts them): the missing interchanges are none
  Tensor piv = pivots;
  if (pivs && pivots.sizes()[pivots.dim() - 1] < k) {
    const int64_t have = pivots.sizes()[pivots.dim() - 1];
    Tensor full = contiguous(expand(add(arange(Scalar(int64_t(1)), Scalar(k + 1), Scalar(int64_t(1)), ScalarType::Int),
                                         scalar(0, ScalarType::Int)), with(batch_of(LU), {k})));
    Tensor head = narrow(full, full.dim() - 1, 0, have);
    copy_(head, pivots);
    piv = full;
  }
  auto [P, L, U] = unpack_lu(LU, piv, data, pivs);
  stack.clear();
  stack.emplace_back(std::move(P));
  stack.emplace_back(std::move(L));
  stack.emplace_back(std::move(U));
});

TSR_REGISTER_KERNEL("linalg_lu_solve", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor LU = std::get<Tensor>(stack[0]), pivots = pivots_or_stand_in(std::get<Tensor>(stack[1])),
               B = std::get<Tensor>(stack[2]);
  const bool left = bool_arg(stack, 3, true), adjoint = bool_arg(stack, 4, false);
  check(LU.dim() >= 2, ErrorKind::RuntimeError, "torch.linalg.lu_solve: The input tensor A must have at least 2 dimensions.");
  check(rows(LU) == cols(LU), ErrorKind::RuntimeError, "torch.linalg.lu_solve: A must be batches of square matrices, "
        "but they are ", rows(LU), " by ", cols(LU), " matrices");
  check_matrix("linalg.lu_solve", B, "B");
  const int64_t n = cols(LU);
  check(left ? rows(B) == n : cols(B) == n, ErrorKind::RuntimeError,
        "linalg.lu_solve: Incompatible shapes of A and B for the equation ", left ? "AX = B" : "XA = B", " (", n, "x",
        n, " and ", rows(B), "x", cols(B), ")");
  check(pivots.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
        "linalg.lu_solve: pivots should be a Tensor of scalar type torch.int32");
  check(LU.dtype() == B.dtype(), ErrorKind::RuntimeError, "linalg.lu_solve: Expected LU and B to have the same dtype, "
        "but found LU of type ", dtype_title(LU.dtype()), " and B of type ", dtype_title(B.dtype()), " instead");
  if (is_floating(LU.dtype())) check_lapack_dtype("linalg.lu_solve_cpu", LU);  // (float16: its dispatch error)
  check_float_input("torch.linalg.lu_solve", LU);
  check(pivots.dim() == LU.dim() - 1 && pivots.sizes()[pivots.dim() - 1] == n &&
            std::equal(pivots.sizes().begin(), pivots.sizes().end() - 1, LU.sizes().begin()),
        ErrorKind::RuntimeError, "linalg.lu_solve: Expected LU.shape[:-1] and pivots.shape to be the same, but got "
        "pivots with shape ", shape_str(pivots.sizes()), " instead");
  check_pivots_in_range(pivots, n, "Pivots given to lu_solve must all be smaller or equal to LU.size(-2). Did you "
                                   "properly pass the result of lu_factor?");
  // X A = B is A^H X^H = B^H (and X A^H = B is A X^H = B^H): getrs on the conjugate-transposed right-hand side
  // with the other operator (T is C for real types). The factors are read where they lie when column-major (as
  // lu_factor returns them; getrs does not write them).
  const Tensor rhs = left ? B : mH(B);
  const char trans = (left != adjoint) ? 'N' : 'C';
  const std::vector<int64_t> batch = broadcast_batch(batch_of(LU), batch_of(rhs));
  const int64_t k = cols(rhs), nb = count(batch);
  const Tensor a = contiguous(mT(expand(LU, with(batch, {n, n}))));
  const Tensor piv = contiguous(expand(pivots, with(batch, {n})));
  Tensor x = column_major(expand(rhs, with(batch, {n, k})));
  if (n > 0 && k > 0)
    by_lapack_dtype(LU.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b)
        Lapack<T>::getrs()(LAPACK_COL_MAJOR, trans, n, k, lp(a.data<T>() + b * n * n), n,
                           piv.data<int32_t>() + b * n, lp(x.data<T>() + b * n * k), n);
    });
  const Tensor X = column_major_view(x);
  stack.clear();
  stack.emplace_back(left ? X : mH(X));
});

TSR_REGISTER_KERNEL("cholesky_solve", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor b = std::get<Tensor>(stack[0]), L = std::get<Tensor>(stack[1]);
  const bool upper = bool_arg(stack, 2, false);
  check(b.dim() >= 2, ErrorKind::RuntimeError, "b should have at least 2 dimensions, but has ", b.dim(),
        " dimensions instead");
  check(L.dim() >= 2, ErrorKind::RuntimeError, "u should have at least 2 dimensions, but has ", L.dim(),
        " dimensions instead");
  check(b.dtype() == L.dtype(), ErrorKind::RuntimeError, "Expected b and A to have the same dtype, but found b of type ",
        dtype_title(b.dtype()), " and A of type ", dtype_title(L.dtype()), " instead.");
  check(rows(L) == cols(L), ErrorKind::RuntimeError, "A must be batches of square matrices, but they are ", rows(L),
        " by ", cols(L), " matrices");
  check(cols(L) == rows(b), ErrorKind::RuntimeError, "Incompatible matrix sizes for cholesky_solve: each A matrix is ",
        cols(L), " by ", cols(L), " but each b matrix is ", rows(b), " by ", cols(b));
  const bool complex = is_complex(b.dtype());
  if (!complex) check_lapack_dtype("cholesky_solve_cpu", b);
  const int64_t n = cols(L), k = cols(b);
  const std::vector<int64_t> batch = broadcast_batch(batch_of(b), batch_of(L));
  const int64_t nb = count(batch);
  // The row-major factor read column-major is its transpose: a lower real L is the upper U = L^T with A = U^T U,
  // so potrs reads it where it lies with the other triangle named. A complex one's transpose is not its conjugate
  // transpose: it is copied column-major.
  const Tensor expanded = expand(L, with(batch, {n, n}));
  const Tensor a = complex ? column_major(expanded) : contiguous(expanded);
  const char triangle = upper != complex ? 'L' : 'U';
  Tensor x = column_major(expand(b, with(batch, {n, k})));
  if (n > 0 && k > 0)
    by_lapack_dtype(b.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t i = 0; i < nb; ++i)
        Lapack<T>::potrs()(LAPACK_COL_MAJOR, triangle, n, k, lp(a.data<T>() + i * n * n), n,
                           lp(x.data<T>() + i * n * k), n);
    });
  stack.clear();
  stack.emplace_back(column_major_view(x));
});

TSR_REGISTER_KERNEL("cholesky_inverse", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor L = std::get<Tensor>(stack[0]);
  const bool upper = bool_arg(stack, 1, false);
  check_matrix("cholesky_inverse", L, "A");
  check(rows(L) == cols(L), ErrorKind::RuntimeError, "cholesky_inverse: A must be batches of square matrices, but "
        "they are ", rows(L), " by ", cols(L), " matrices");
  const bool complex = is_complex(L.dtype());
  if (!complex) check_lapack_dtype("cholesky_inverse_out_cpu", L);
  const int64_t n = cols(L), nb = count(batch_of(L));
  // As PyTorch's kernel: the factor copied column-major, potri on its own triangle, and the inverse's other
  // triangle the (conjugate) mirror, which leaves potri's diagonal as it is.
  Tensor a = column_major(L);
  const char triangle = upper ? 'U' : 'L';
  if (n > 0)
    by_lapack_dtype(L.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        T* p = a.data<T>() + b * n * n;
        const lapack_int info = Lapack<T>::potri()(LAPACK_COL_MAJOR, triangle, n, lp(p), n);
        if (info > 0)
          linalg_error("cholesky_inverse: " + batch_prefix(L.dim() - 2, b) + "The diagonal element " +
                       std::to_string(info) + " is zero, the inversion could not be completed because the input "
                       "matrix is singular.");
        auto mirror = [](T v) {
          if constexpr (is_complex_v<T>) return std::conj(v);
          else return v;
        };
        const bool from_upper = triangle == 'L';  // potri's triangle, read row-major (i, j) at p[i n + j]
        for (int64_t i = 0; i < n; ++i)
          for (int64_t j = i + 1; j < n; ++j) {
            if (from_upper) p[j * n + i] = mirror(p[i * n + j]);
            else p[i * n + j] = mirror(p[j * n + i]);
          }
      }
    });

  stack.clear();
  stack.emplace_back(column_major_view(a));  // (symmetric or Hermitian: the inverse, PyTorch's strides)
});

TSR_REGISTER_KERNEL("linalg_householder_product", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor input = std::get<Tensor>(stack[0]), tau = std::get<Tensor>(stack[1]);
  const char* fn = "torch.linalg.householder_product";
  check(input.dim() >= 2, ErrorKind::RuntimeError, fn, ": input must have at least 2 dimensions.");
  check(rows(input) >= cols(input), ErrorKind::RuntimeError, fn,
        ": input.shape[-2] must be greater than or equal to input.shape[-1]");
  check(tau.dim() >= 1, ErrorKind::IndexError, "Dimension specified as -1 but tensor has no dimensions");
  check(cols(input) >= tau.sizes()[tau.dim() - 1], ErrorKind::RuntimeError, fn,
        ": input.shape[-1] must be greater than or equal to tau.shape[-1]");
  check(tau.dim() == input.dim() - 1, ErrorKind::RuntimeError, fn,
        ": Expected tau to have one dimension less than input, but got tau.ndim equal to ", tau.dim(),
        " and input.ndim is equal to ", input.dim());
  check(std::equal(tau.sizes().begin(), tau.sizes().end() - 1, input.sizes().begin()), ErrorKind::RuntimeError, fn,
        ": Expected batch dimensions of tau to be equal to input.shape[:-2], but got ",
        shape_str(std::vector<int64_t>(tau.sizes().begin(), tau.sizes().end() - 1)));
  check(tau.dtype() == input.dtype(), ErrorKind::RuntimeError, fn, ": tau dtype ", dtype_title(tau.dtype()),
        " does not match input dtype ", dtype_title(input.dtype()));
  if (!is_complex(input.dtype())) check_lapack_dtype("orgqr_cpu", input);
  const int64_t m = rows(input), n = cols(input), k = tau.sizes()[tau.dim() - 1], nb = count(batch_of(input));
  Tensor a = column_major(input);
  const Tensor t = contiguous(tau);
  if (m > 0 && n > 0)
    by_lapack_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b)
        Lapack<T>::orgqr()(LAPACK_COL_MAJOR, m, n, k, lp(a.data<T>() + b * m * n), m, lp(t.data<T>() + b * k));
    });
  stack.clear();
  stack.emplace_back(column_major_view(a));
});

TSR_REGISTER_KERNEL("geqrf", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check(A.dim() >= 2, ErrorKind::RuntimeError, "torch.geqrf: input must have at least 2 dimensions.");
  if (!is_complex(A.dtype())) check_lapack_dtype("geqrf_cpu", A);
  const int64_t m = rows(A), n = cols(A), k = std::min(m, n);
  const std::vector<int64_t> batch = batch_of(A);
  Tensor a = column_major(A);
  Tensor tau = zeros(with(batch, {k}), A.dtype());
  if (k > 0)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < count(batch); ++b)
        Lapack<T>::geqrf()(LAPACK_COL_MAJOR, m, n, lp(a.data<T>() + b * m * n), m, lp(tau.data<T>() + b * k));
    });
  stack.clear();
  stack.emplace_back(column_major_view(a));
  stack.emplace_back(std::move(tau));
});

TSR_REGISTER_KERNEL("ormqr", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor input = std::get<Tensor>(stack[0]), tau = std::get<Tensor>(stack[1]), other = std::get<Tensor>(stack[2]);
  const bool left = bool_arg(stack, 3, true), transpose = bool_arg(stack, 4, false);
  const char* fn = "torch.ormqr";
  check(input.dim() >= 2, ErrorKind::RuntimeError, fn, ": input must have at least 2 dimensions.");
  check(other.dim() >= 2, ErrorKind::RuntimeError, fn, ": other must have at least 2 dimensions.");
  check(tau.dim() >= 1, ErrorKind::IndexError, "Dimension specified as -1 but tensor has no dimensions");
  const int64_t left_size_condition = left ? -2 : -1;
  check(other.sizes()[other.dim() + left_size_condition] >= tau.sizes()[tau.dim() - 1], ErrorKind::RuntimeError, fn,
        ": other.shape[", left_size_condition, "] must be greater than or equal to tau.shape[-1]");
  check(other.sizes()[other.dim() + left_size_condition] == rows(input), ErrorKind::RuntimeError, fn, ": other.shape[",
        left_size_condition, "] must be equal to input.shape[-2]");
  check(tau.sizes()[tau.dim() - 1] <= cols(input), ErrorKind::RuntimeError, fn,
        ": tau.shape[-1] must be less than or equal to input.shape[-1]");
  check(input.dim() - tau.dim() == 1, ErrorKind::RuntimeError, fn,
        ": Expected tau to have one dimension less than input, but got tau.ndim equal to ", tau.dim(),
        " and input.ndim is equal to ", input.dim());
  check(input.dim() == other.dim(), ErrorKind::RuntimeError, fn,
        ": Expected other to have the same number of dimensions as input, but got other.ndim equal to ", other.dim(),
        " and input.ndim is equal to ", input.dim());
  check(tau.dtype() == input.dtype() && other.dtype() == input.dtype(), ErrorKind::RuntimeError, fn,
        ": Expected input, tau and other to have the same dtype, but got ", dtype_title(input.dtype()), ", ",
        dtype_title(tau.dtype()), " and ", dtype_title(other.dtype()));
  const bool complex = is_complex(input.dtype());
  if (!complex) check_lapack_dtype("ormqr_cpu", input);
  const int64_t m = rows(other), n = cols(other), k = tau.sizes()[tau.dim() - 1], nb = count(batch_of(other));
  const int64_t r = rows(input);
  Tensor a = column_major(expand(input, with(batch_of(other), {r, cols(input)})));
  const Tensor t = contiguous(expand(tau, with(batch_of(other), {k})));
  Tensor c = column_major(other);
  if (m > 0 && n > 0 && k > 0)
    by_lapack_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {  // (a complex Q: its conjugate transpose)
      for (int64_t b = 0; b < nb; ++b)
        Lapack<T>::ormqr()(LAPACK_COL_MAJOR, left ? 'L' : 'R', transpose ? (complex ? 'C' : 'T') : 'N', m, n, k,
                           lp(a.data<T>() + b * r * cols(input)), r, lp(t.data<T>() + b * k),
                           lp(c.data<T>() + b * m * n), m);
    });
  stack.clear();
  stack.emplace_back(column_major_view(c));
});

TSR_REGISTER_KERNEL("linalg_matrix_exp", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  check_square("linalg.matrix_exp", A);
  check(is_floating(A.dtype()) || is_complex(A.dtype()), ErrorKind::RuntimeError,
        "matrix_exp: Expected a floating point or complex tensor as input. Got ", dtype_title(A.dtype()));
  const int64_t n = cols(A), nb = count(batch_of(A));
  // PyTorch's trivial cases (a copy; exp for 1 x 1, which refuses float16 as exp does), and its float16 refusal
  // from the norm's log2; bfloat16 is computed in double (PyTorch's bfloat16 arithmetic overflows)
  if (n == 0 || n == 1) {
    Tensor r = n == 0 ? clone(A) : call("exp", {A});
    stack.clear();
    stack.emplace_back(std::move(r));
    return;
  }
  if (A.dtype() == ScalarType::Half) throw_not_implemented_for("log2_vml_cpu", A.dtype());
  // PyTorch views the batch as one dimension (a batch that cannot be viewed so is its view error)
  const Tensor a3 = contiguous(view(A, std::vector<int64_t>{-1, n, n}));
  Tensor out;
  switch (A.dtype()) {
    case ScalarType::Float: out = mexp<float>(a3); break;
    case ScalarType::Double: out = mexp<double>(a3); break;
    case ScalarType::ComplexFloat: out = mexp<std::complex<float>>(a3); break;
    case ScalarType::ComplexDouble: out = mexp<std::complex<double>>(a3); break;
    default: out = to_dtype(mexp<double>(to_dtype(a3, ScalarType::Double)), A.dtype());  // bfloat16
  }
  stack.clear();
  stack.emplace_back(view(out, A.sizes()));
});

TSR_REGISTER_KERNEL("symeig", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool vectors = bool_arg(stack, 1, false), upper = bool_arg(stack, 2, true);
  check_matrix("linalg.symeig", A, "A");
  check_square("linalg.symeig", A);
  check_lapack_dtype("symeig_cpu", A);
  const int64_t n = cols(A);
  const std::vector<int64_t> batch = batch_of(A);
  Tensor V = column_major(A);
  Tensor L = empty(with(batch, {n}), A.dtype());
  if (n > 0)
    by_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < count(batch); ++b) {
        // (syev, QR iteration, as PyTorch 1.13's apply_symeig: its values differ from eigh's syevd in the last bits)
        const lapack_int info = Lapack<T>::syev()(LAPACK_COL_MAJOR, vectors ? 'V' : 'N', upper ? 'U' : 'L', n,
                                                V.data<T>() + b * n * n, n, L.data<T>() + b * n);
        if (info > 0)
          linalg_error("linalg.symeig: " + batch_prefix(A.dim() - 2, b) + "The algorithm failed to converge because "
                       "the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: " +
                       std::to_string(info) + ").");
      }
    });
  stack.clear();
  stack.emplace_back(std::move(L));
  stack.emplace_back(vectors ? column_major_view(V) : empty(std::vector<int64_t>{0}, A.dtype()));
});

TSR_REGISTER_KERNEL("linalg_ldl_factor_ex", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor A = std::get<Tensor>(stack[0]);
  const bool hermitian = bool_arg(stack, 1, false), check_errors = bool_arg(stack, 2, false);
  check_matrix("torch.linalg.ldl_factor_ex", A, "A");
  check_square("torch.linalg.ldl_factor_ex", A);
  if (is_floating(A.dtype())) check_lapack_dtype("ldl_factor_kernel_cpu", A);
  check_float_input("torch.linalg.ldl_factor_ex", A);
  const int64_t n = cols(A);
  const std::vector<int64_t> batch = batch_of(A);
  const int64_t nb = count(batch);
  Tensor f = column_major(A);
  Tensor pivots = empty(with(batch, {n}), ScalarType::Int);
  std::vector<lapack_int> info(nb, 0);
  if (n > 0)  // (complex: hetrf for a Hermitian matrix, sytrf for a symmetric one)
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        T* p = f.data<T>() + b * n * n;
        int32_t* piv = pivots.data<int32_t>() + b * n;
        if constexpr (is_complex_v<T>)
          if (hermitian) {
            info[b] = Lapack<T>::hetrf()(LAPACK_COL_MAJOR, 'L', n, lp(p), n, piv);
            continue;
          }
        info[b] = Lapack<T>::sytrf()(LAPACK_COL_MAJOR, 'L', n, lp(p), n, piv);
      }
    });
  for (int64_t b = 0; b < nb && check_errors; ++b)
    check(info[b] <= 0, ErrorKind::RuntimeError, "torch.linalg.ldl_factor_ex: ", batch_prefix(A.dim() - 2, b),
          "The factorization could not be completed because the input is singular (D[", info[b], ",", info[b],
          "] is zero).");
  if (n > 0)  // the strict upper triangle (column-major: (i, j) at i + j n) is sytrf's scratch; zero it
    by_lapack_dtype(A.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b)
        for (int64_t j = 1; j < n; ++j) std::fill_n(f.data<T>() + b * n * n + j * n, j, T(0));
    });
  stack.clear();
  stack.emplace_back(column_major_view(f));
  stack.emplace_back(std::move(pivots));
  stack.emplace_back(info_tensor(info, batch));
});

TSR_REGISTER_KERNEL("linalg_ldl_solve", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor LD = std::get<Tensor>(stack[0]), pivots = pivots_or_stand_in(std::get<Tensor>(stack[1])),
               B = std::get<Tensor>(stack[2]);
  const bool hermitian = bool_arg(stack, 3, false);
  const char* fn = "torch.linalg.ldl_solve";
  check_matrix(fn, LD, "LD");
  check_matrix(fn, B, "B");
  check(rows(LD) == cols(LD), ErrorKind::RuntimeError, fn, ": LD must be batches of square matrices, but they are ",
        rows(LD), " by ", cols(LD), " matrices");
  check(pivots.dtype() == ScalarType::Int, ErrorKind::RuntimeError, fn,
        ": Expected pivots to be integers. Got ", dtype_title(pivots.dtype()));
  check(LD.dtype() == B.dtype(), ErrorKind::RuntimeError, fn, ": LD dtype ", dtype_title(LD.dtype()),
        " does not match b dtype ", dtype_title(B.dtype()));
  if (is_floating(LD.dtype())) check_lapack_dtype("ldl_solve_kernel_cpu", LD);
  check_float_input(fn, LD);
  const int64_t n = cols(LD);
  check(rows(B) == n, ErrorKind::RuntimeError, fn, ": Incompatible shapes of A and B for the equation AX = B (", n,
        "x", n, " and ", rows(B), "x", cols(B), ")");
  check(pivots.dim() == LD.dim() - 1 && pivots.sizes()[pivots.dim() - 1] == n &&
            std::equal(pivots.sizes().begin(), pivots.sizes().end() - 1, LD.sizes().begin()),
        ErrorKind::RuntimeError, fn, ": Expected LD.shape[:-1] and pivots.shape to be the same, but got pivots with "
        "shape ", shape_str(pivots.sizes()), " instead");
  // sytrs trusts its pivots (a row index out of range writes outside B): they must be as sytrf makes them, 1x1
  // blocks 1..n, 2x2 blocks a pair of equal negative values
  {
    const Tensor p = contiguous(pivots);
    const int32_t* q = p.data<int32_t>();
    for (int64_t b = 0; b < count(batch_of(LD)); ++b)
      for (int64_t i = 0; i < n;) {
        const int64_t v = q[b * n + i];  // (int64: -INT32_MIN)
        const bool pair = v < 0 && i + 1 < n && q[b * n + i + 1] == v;
        check((v > 0 && v <= n) || (pair && -v <= n), ErrorKind::RuntimeError, fn,
              ": pivots are not a valid LDL factorization's (entries 1 to n, or pairs of equal negative entries -1 "
              "to -n); pass the pivots linalg.ldl_factor returned");
        i += pair ? 2 : 1;
      }
  }
  const std::vector<int64_t> batch = broadcast_batch(batch_of(LD), batch_of(B));
  const int64_t k = cols(B), nb = count(batch);
  Tensor a = column_major(expand(LD, with(batch, {n, n})));
  Tensor piv = contiguous(expand(pivots, with(batch, {n})));
  Tensor x = column_major(expand(B, with(batch, {n, k})));
  if (n > 0 && k > 0)
    by_lapack_dtype(LD.dtype(), [&]<class T>(std::type_identity<T>) {
      for (int64_t b = 0; b < nb; ++b) {
        T* p = a.data<T>() + b * n * n;
        int32_t* q = piv.data<int32_t>() + b * n;
        T* rhs = x.data<T>() + b * n * k;
        if constexpr (is_complex_v<T>)
          if (hermitian) {
            Lapack<T>::hetrs()(LAPACK_COL_MAJOR, 'L', n, k, lp(p), n, q, lp(rhs), n);
            continue;
          }
        Lapack<T>::sytrs()(LAPACK_COL_MAJOR, 'L', n, k, lp(p), n, q, lp(rhs), n);
      }
    });
  stack.clear();
  stack.emplace_back(column_major_view(x));
});

}  // namespace tsr::tensor
