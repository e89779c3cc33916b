// The ops of CUDA tensors that run their CPU kernels on a host copy (through_host_kernel, pointwise.cu): the tensors
// go to the host, the CPU kernel runs, its results come back to the device. Each is here until it has a device
// kernel: the dense linear algebra (PyTorch's CUDA kernels call cuSOLVER and MAGMA) and the embedding bags. Results,
// errors and dtypes are the CPU kernels' own; the cost is a copy each way and a synchronisation.
// scripts/cuda-coverage.sh counts them as served; docs/cuda.md lists them.
#include "tensor/cuda/operands.cuh"

namespace tsr::tensor::cuda {

// (one registration a line: the registrar's name is made from the line number)
#define TSR_THROUGH_HOST(op) TSR_REGISTER_KERNEL(op, CUDA, through_host_kernel());
// ---- linear algebra (kernels/cpu/lapack.cpp and linalg*.cpp: LAPACK)
TSR_THROUGH_HOST("_linalg_eigh")
TSR_THROUGH_HOST("_linalg_svd")
TSR_THROUGH_HOST("cholesky")
TSR_THROUGH_HOST("cholesky_inverse")
TSR_THROUGH_HOST("cholesky_solve")
TSR_THROUGH_HOST("geqrf")
TSR_THROUGH_HOST("linalg_cholesky_ex")
TSR_THROUGH_HOST("linalg_det")
TSR_THROUGH_HOST("linalg_eig")
TSR_THROUGH_HOST("linalg_eigh")
TSR_THROUGH_HOST("linalg_eigvals")
TSR_THROUGH_HOST("linalg_householder_product")
TSR_THROUGH_HOST("linalg_inv_ex")
TSR_THROUGH_HOST("linalg_ldl_factor_ex")
TSR_THROUGH_HOST("linalg_ldl_solve")
TSR_THROUGH_HOST("linalg_lu")
TSR_THROUGH_HOST("linalg_lu_factor_ex")
TSR_THROUGH_HOST("linalg_lu_solve")
TSR_THROUGH_HOST("linalg_matrix_exp")
TSR_THROUGH_HOST("linalg_qr")
TSR_THROUGH_HOST("linalg_slogdet")
TSR_THROUGH_HOST("linalg_solve_ex")
TSR_THROUGH_HOST("linalg_solve_triangular")
TSR_THROUGH_HOST("lu_unpack")
TSR_THROUGH_HOST("ormqr")
TSR_THROUGH_HOST("symeig")
TSR_THROUGH_HOST("triangular_solve")
// ---- embedding bags (tensor/ops/embedding_bag.cpp; EmbeddingBagBackward0 differentiates on host copies too)
TSR_THROUGH_HOST("_embedding_bag")
TSR_THROUGH_HOST("_embedding_bag_dense_backward")
TSR_THROUGH_HOST("_embedding_bag_per_sample_weights_backward")
#undef TSR_THROUGH_HOST

}  // namespace tsr::tensor::cuda
