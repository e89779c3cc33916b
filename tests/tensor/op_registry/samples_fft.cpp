// torch.fft's natives (tensor/kernels/cpu/fft.cpp). Each has a complex input or a complex result, and the walker
// builds and gradchecks real tensors only (docs/tensor.md "Complex dtypes"): their values, dtypes and gradients
// (PyTorch's formulas, first and second order through the ops they call) are compared with PyTorch 1.13's by
// script tests 750-753.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {

TSR_OP_SAMPLES(fft) {
  exempt("_fft_c2c", "complex input and result: the sample builder makes real tensors only (script tests 750-753)");
  exempt("_fft_r2c", "complex result: the walker gradchecks real outputs only (script tests 750-753)");
  exempt("_fft_c2r", "complex input: the sample builder makes real tensors only (script tests 750-753)");
}

}  // namespace tsr::tensor::op_registry
