// Samples of torch.linalg's LAPACK ops (tensor/kernels/cpu/lapack.cpp). Matrices are given explicitly where the
// op needs them well conditioned (inverse, solve, determinants), symmetric positive definite (cholesky) or with
// well-separated eigenvalues (eigh: its derivative divides by their differences).
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Float = ScalarType::Float;
constexpr ScalarType CDouble = ScalarType::ComplexDouble;

T square() { return T({3, 3}).of({2, -1, 0.5, 1, 3, 1, 0, 2, -1.5}); }
// complex128, real parts drawn in [-1, 1] plus 3 on the diagonal (well conditioned): made by the builder as
// drawn parts; the diagonal is given by the interval's shift (a draw in [2, 4] has no small pivots)
T complex_square() { return T({3, 3}).in(1, 4).as(CDouble); }
T square_batch() {
  return T({2, 3, 3}).of({2, -1, 0.5, 1, 3, 1, 0, 2, -1.5, 1.5, 0.2, -0.3, -1, 2.5, 0.4, 0.6, -0.7, 3});
}
// symmetric positive definite, eigenvalues about 1.3, 2.8 and 4.9
T spd() { return T({3, 3}).of({4, 1, 0.5, 1, 3, 1, 0.5, 1, 2}); }
T spd_batch() { return T({2, 3, 3}).of({4, 1, 0.5, 1, 3, 1, 0.5, 1, 2, 2, -0.5, 0, -0.5, 5, 1, 0, 1, 9}); }

TSR_OP_SAMPLES(linalg) {
  const char* symmetric = "reads one triangle of its input, and its formula gives the symmetric gradient PyTorch "
                          "defines; a numerical gradcheck needs PyTorch's symmetrizing wrapper, which the walker "
                          "lacks (script test 490 compares these gradients with PyTorch's)";
  op("linalg_inv_ex").sample({square()}).sample({square_batch()}).sample({square().as(Float)}).sample({complex_square()});
  op("linalg_det").sample({square()}).sample({square_batch()}).sample({T({2, 2}).of({1, 2, 3, 4})}).sample({complex_square()});
  // eig: eigenvalues well apart (its derivative divides by their differences); the real sample has a complex
  // pair. A loss on the eigenvectors must not depend on their phases (PyTorch's check): the walker's weighted
  // sum does, so the vectors' gradient is checked through the script tests (773) and here only the values'.
  op("linalg_eigvals").sample({square()}).sample({square_batch()}).sample({complex_square()});
  op("linalg_eig").sample({T({3, 3}).of({2, -1, 0.5, 1, 3, 1, 0, 2, -1.5})}).skip_grad(
      "the walker's weighted sum of the eigenvectors depends on their phases, which PyTorch's linalg_eig_backward "
      "refuses as ill-defined; script test 773 compares eig's gradients with PyTorch's");
  op("linalg_slogdet").sample({square()}).sample({square_batch()}).sample({T({2, 2}).of({1, 2, 3, 4})})
      .sample({complex_square()});
  op("linalg_solve_ex")
      .sample({square(), T({3, 2})})
      .sample({square(), T({3})})
      .sample({square_batch(), T({2, 3})})
      .sample({square_batch(), T({3, 1})})
      .sample({square(), T({2, 3, 2})})
      .sample({complex_square(), T({3, 2}).as(CDouble)});
  // lstsq's values (LAPACK's drivers); its gradient is torch/linalg.tsr's pseudo-inverse composition (script
  // test 719 compares both with PyTorch's)
  op("linalg_lstsq")
      .sample({T({4, 3}), T({4, 2})})
      .sample({T({4, 3}), T({4}), None, "gelsd"})
      .sample({T({2, 4, 3}), T({2, 4, 1}), 1e-3, "gelss"})
      .sample({T({3, 4}), T({3, 2}), None, "gels"})
      .sample({T({4, 3}).as(CDouble), T({4, 1}).as(CDouble), None, "gelsy"});
  op("linalg_cholesky_ex").sample({spd()}).sample({spd_batch()}).sample({spd(), true}).skip_grad(symmetric);
  op("cholesky").sample({spd()}).sample({spd_batch(), true}).skip_grad(symmetric);
  op("linalg_eigh").sample({spd()}).sample({spd_batch(), "U"}).skip_grad(symmetric);
  op("_linalg_eigh").sample({spd(), "L", true}).sample({spd_batch(), "U", false}).skip_grad(symmetric);
  op("_linalg_svd")
      .sample({T({3, 2})})
      .sample({T({2, 3})})
      .sample({T({2, 3, 3}), true});  // compute_uv=False has no derivative (PyTorch raises too; svdvals asks for U, V)
  // mode 'r' and 'complete' with more rows than columns have no derivative (PyTorch raises; test 493 checks it)
  // (complex: LAPACK's R has a real diagonal, which fixes Q's phases, so a weighted sum of Q is well defined)
  op("linalg_qr").sample({T({3, 2})}).sample({T({2, 3})}).sample({T({2, 3, 3})}).sample({T({2, 3}), "complete"})
      .sample({T({3, 2}).as(CDouble)}).sample({T({2, 3}).as(CDouble)});

  // Triangular solves read one triangle of A; their formulas project the gradient onto it, as finite differences
  // see it. (upper, left, unitriangular / upper, transpose, unitriangular)
  op("linalg_solve_triangular")
      .sample({square(), T({3, 2}), true})
      .sample({square_batch(), T({2, 3}), false, false, true})
      .sample({square(), T({2, 3, 1}), false, true, false})
      .sample({square().as(Float), T({3, 2}).as(Float), true})
      .sample({complex_square(), T({3, 2}).as(CDouble), true})
      .sample({complex_square(), T({2, 3}).as(CDouble), false, false});
  op("triangular_solve")
      .sample({T({3, 2}), square()})
      .sample({T({2, 3, 2}), square(), false, true})
      .sample({T({3, 1}), square_batch(), true, false, true})
      .sample({T({3, 2}).as(CDouble), complex_square(), true, true});
  // LU: distinct values, so that a small step leaves the pivots as they are
  op("linalg_lu_factor_ex").sample({square()}).sample({square_batch()}).sample({T({4, 2})}).sample({T({2, 4})})
      .sample({complex_square()});
  op("linalg_lu")
      .sample({square()})
      .sample({complex_square()})
      .sample({T({4, 3}).of({3, 1, 0.5, 1, -2, 0.3, 0.5, 0.8, 2.5, -1, 0.4, 1})})
      .sample({T({2, 4})})
      .sample({square_batch().as(Float)});
  op("lu_unpack")
      .sample({square(), T({3}).of({2, 3, 3}).as(ScalarType::Int).constant()})
      .sample({T({2, 4, 3}), T({2, 3}).of({3, 2, 3, 1, 4, 3}).as(ScalarType::Int).constant()})
      .sample({T({3, 4}), T({3}).of({1, 3, 3}).as(ScalarType::Int).constant(), true, false});
  // (left, adjoint); a packed LU with a diagonal far from zero
  op("linalg_lu_solve")
      .sample({square(), T({3}).of({2, 3, 3}).as(ScalarType::Int).constant(), T({3, 2})})
      .sample({square(), T({3}).of({1, 2, 3}).as(ScalarType::Int).constant(), T({2, 3}), false, true})
      .sample({square_batch(), T({2, 3}).of({3, 2, 3, 1, 3, 3}).as(ScalarType::Int).constant(), T({3, 1}), true, true})
      .sample({square(), T({3}).of({2, 3, 3}).as(ScalarType::Int).constant(), T({2, 2, 3}), false, false})
      .sample({complex_square(), T({3}).of({2, 3, 3}).as(ScalarType::Int).constant(), T({3, 2}).as(CDouble), true, true})
      .sample({complex_square(), T({3}).of({1, 3, 3}).as(ScalarType::Int).constant(), T({2, 3}).as(CDouble), false, false});
  // The Cholesky factor's gradient is PyTorch's full-matrix formula while potrs/potri read one triangle, so only
  // B is gradchecked here (test 590 compares the factor's gradient with PyTorch's).
  const T factor = T({3, 3}).of({2, 0, 0, 0.5, 1.5, 0, -0.3, 0.4, 1.2});
  op("cholesky_solve")
      .sample({T({3, 2}), T(factor).constant()})
      .sample({T({2, 3, 1}), T(factor).constant(), true})
      .sample({T({3, 2}).as(CDouble), complex_square().constant()})
      .sample({T({3, 2}).as(CDouble), complex_square().constant(), true});
  op("cholesky_inverse").sample({factor}).sample({factor, true}).sample({complex_square()}).sample({complex_square(), true}).skip_grad(
      "potri reads one triangle of the factor and PyTorch's formula gives the full-matrix gradient (script test 590 "
      "compares it with PyTorch's)");
  // tau * |v|^2 stays below 1, so each reflector is invertible (the formula inverts them)
  op("linalg_householder_product")
      .sample({T({4, 3}).in(-0.5, 0.5), T({3}).in(0.1, 0.4)})
      .sample({T({2, 4, 2}).in(-0.5, 0.5), T({2, 2}).in(0.1, 0.4)})
      .sample({T({3, 3}).in(-0.5, 0.5), T({2}).in(0.1, 0.4)})
      .sample({T({4, 3}).in(-0.5, 0.5).as(CDouble), T({3}).in(0.1, 0.4).as(CDouble)});
  const char* no_derivative = "PyTorch 1.13 declares no derivative (not_implemented)";
  op("geqrf").sample({T({3, 2})}).sample({T({2, 2, 3})}).sample({T({3, 2}).as(CDouble)}).skip_grad(no_derivative);
  op("ormqr").sample({T({3, 2}), T({2}), T({3, 2})}).sample({T({3, 2}), T({2}), T({2, 3}), false, true})
      .sample({T({3, 2}).as(CDouble), T({2}).as(CDouble), T({3, 2}).as(CDouble), true, true})
      .skip_grad(no_derivative);
  op("linalg_matrix_exp").sample({T({3, 3}).in(-1, 1)}).sample({T({2, 3, 3})}).sample({square()})
      .sample({T({2, 2}).in(-1, 1).as(Float)}).sample({T({3, 3}).in(-1, 1).as(CDouble)});
  op("symeig").sample({spd(), true}).sample({spd_batch(), true, false}).skip_grad(symmetric);
  op("linalg_ldl_factor_ex").sample({spd()}).sample({spd_batch()}).sample({complex_square()})
      .sample({complex_square(), true}).skip_grad(no_derivative);
  op("linalg_ldl_solve")
      .sample({T({3, 3}).of({4, 0, 0, 0.25, 2.75, 0, 0.125, 0.3, 1.6}), T({3}).of({1, 2, 3}).as(ScalarType::Int).constant(),
               T({3, 2})})
      .skip_grad(no_derivative);
}

}  // namespace
}  // namespace tsr::tensor::op_registry
