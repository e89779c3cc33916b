// PyTorch's evenly_distribute_backward, shared by the derivative formulas of max(), min() (reductions.cpp),
// median() and nanmedian() (special.cpp). Kept out of reduction_layout.hpp, which CUDA sources include.
#pragma once

#include "tensor/autograd/formula.hpp"

namespace tsr::tensor {

// The gradient shared among the elements equal to the result, or among the NaNs when the result is NaN.
autograd::G evenly_distribute_backward(autograd::Ctx& c);

}  // namespace tsr::tensor
