// torch.fft's natives (tensor/kernels/cpu/fft.cpp). _fft_r2c takes real inputs: its complex result is gradchecked
// through its real view (each real and imaginary part weighted), first and second order; its second derivative runs
// through _fft_c2c's formula and constant_pad_nd. _fft_c2c and _fft_c2r take complex inputs, which the sample
// builder does not make (docs/tensor.md "Complex dtypes"): their values and gradients are compared with PyTorch
// 1.13's by script tests 750-755.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {

TSR_OP_SAMPLES(fft) {
  op("_fft_r2c")
      .sample({T({6}), ints({0}), 0, true})          // one-sided, even length: the padded gradient
      .sample({T({5}), ints({0}), 2, false})         // two-sided (the mirrored half), 1/n
      .sample({T({3, 4}), ints({0, 1}), 1, true})    // two dims, 1/sqrt(n)
      .sample({T({2, 5}), ints({-1}), 0, true})      // a batch, odd length, a negative dim
      .sample({T({4, 3}).as(ScalarType::Float), ints({0}), 0, true});
  exempt("_fft_c2c", "complex input: the sample builder makes real tensors only (script tests 750-755)");
  exempt("_fft_c2r", "complex input: the sample builder makes real tensors only (script tests 750-755)");
}

}  // namespace tsr::tensor::op_registry
