// torch.fft's natives (tensor/kernels/cpu/fft.cpp), gradchecked and gradgradchecked on complex128 samples (the
// sample builder draws the real and imaginary parts; the walker perturbs each) and complex results (weighed
// through their real views). Second derivatives run through each other's formulas (c2r's through r2c, r2c's
// through c2c and constant_pad_nd). Values and gradients are also compared with PyTorch 1.13's by script tests
// 750-755.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {

namespace {
constexpr ScalarType CD = ScalarType::ComplexDouble;
}

TSR_OP_SAMPLES(fft) {
  op("_fft_r2c")
      .sample({T({6}), ints({0}), 0, true})          // one-sided, even length: the padded gradient
      .sample({T({5}), ints({0}), 2, false})         // two-sided (the mirrored half), 1/n
      .sample({T({3, 4}), ints({0, 1}), 1, true})    // two dims, 1/sqrt(n)
      .sample({T({2, 5}), ints({-1}), 0, true})      // a batch, odd length, a negative dim
      .sample({T({4, 3}).as(ScalarType::Float), ints({0}), 0, true});
  op("_fft_c2c")
      .sample({T({5}).as(CD), ints({0}), 0, true})
      .sample({T({3, 4}).as(CD), ints({0, 1}), 1, false})
      .sample({T({2, 3}).as(CD), ints({-1}), 2, true})
      .sample({T({3}).as(CD).expand({2, 3}), ints({1}), 0, false})  // an expanded input (copied for pocketfft)
      .sample({T({4, 2}).as(ScalarType::ComplexFloat), ints({0}), 0, true});
  op("_fft_c2r")
      .sample({T({4}).as(CD), ints({0}), 2, 6})          // even output: the Nyquist bin is not doubled
      .sample({T({2, 4}).as(CD), ints({1}), 1, 7})       // odd output, a batch
      .sample({T({3, 3}).as(CD), ints({0, 1}), 0, 5})    // two dims (c2c over the first)
      .sample({T({5, 2}).as(ScalarType::ComplexFloat), ints({0}), 0, 8});
}

}  // namespace tsr::tensor::op_registry
