// Samples of torch.linalg's LAPACK ops (tensor/kernels/cpu/lapack.cpp). Matrices are given explicitly where the
// op needs them well conditioned (inverse, solve, determinants), symmetric positive definite (cholesky) or with
// well-separated eigenvalues (eigh: its derivative divides by their differences).
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Float = ScalarType::Float;

T square() { return T({3, 3}).of({2, -1, 0.5, 1, 3, 1, 0, 2, -1.5}); }
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
  op("linalg_inv_ex").sample({square()}).sample({square_batch()}).sample({square().as(Float)});
  op("linalg_det").sample({square()}).sample({square_batch()}).sample({T({2, 2}).of({1, 2, 3, 4})});
  op("linalg_slogdet").sample({square()}).sample({square_batch()}).sample({T({2, 2}).of({1, 2, 3, 4})});
  op("linalg_solve_ex")
      .sample({square(), T({3, 2})})
      .sample({square(), T({3})})
      .sample({square_batch(), T({2, 3})})
      .sample({square_batch(), T({3, 1})})
      .sample({square(), T({2, 3, 2})});
  op("linalg_cholesky_ex").sample({spd()}).sample({spd_batch()}).sample({spd(), true}).skip_grad(symmetric);
  op("cholesky").sample({spd()}).sample({spd_batch(), true}).skip_grad(symmetric);
  op("linalg_eigh").sample({spd()}).sample({spd_batch(), "U"}).skip_grad(symmetric);
  op("_linalg_svd")
      .sample({T({3, 2})})
      .sample({T({2, 3})})
      .sample({T({2, 3, 3}), true});  // compute_uv=False has no derivative (PyTorch raises too; svdvals asks for U, V)
  // mode 'r' and 'complete' with more rows than columns have no derivative (PyTorch raises; test 493 checks it)
  op("linalg_qr").sample({T({3, 2})}).sample({T({2, 3})}).sample({T({2, 3, 3})}).sample({T({2, 3}), "complete"});
}

}  // namespace
}  // namespace tsr::tensor::op_registry
