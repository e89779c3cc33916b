// pdist's checks and trivial cases, shared by its composition (composite.cpp, every device) and its CPU kernels
// (kernels/cpu/distance.cpp).
#pragma once

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// _pdist_forward's checks, in PyTorch's order; true with `out` set where the result needs no kernel (fewer than
// two rows: empty; no columns: zeros).
bool pdist_forward_trivial(const Tensor& self, Tensor& out);
// _pdist_backward's checks.
void check_pdist_backward(const Tensor& self, const Tensor& pdist);

}  // namespace tsr::tensor
