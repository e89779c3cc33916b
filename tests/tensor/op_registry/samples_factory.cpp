// The ops the walker has nothing to compare: factories (no tensor input to differentiate, stride or promote;
// tests/tensor/ops cover their values) and random ops (their values depend on the generator's state; the
// golden-value tests in tests/tensor/random cover them). Each exemption says which it is.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

TSR_OP_SAMPLES(factory) {
  for (const char* name : {"empty.memory_format", "zeros", "ones", "full", "arange", "arange.start",
                           "arange.start_step", "linspace", "eye", "eye.m"})
    exempt(name, "factory: no tensor input");
  exempt("empty_like", "factory: its values are uninitialised");
  // The _like factories read only self's shape and dtype, so their results carry no gradient.
  op("zeros_like").sample({T({2, 3}), None}).sample({T({2, 3}), ScalarType::Long}).skip_grad("a factory: the result does not depend on self's values");
  op("ones_like").sample({T({2, 3}), None}).skip_grad("a factory: the result does not depend on self's values");
  op("full_like").sample({T({2, 3}), 0.5, None}).skip_grad("a factory: the result does not depend on self's values");

  for (const char* name : {"rand", "randn", "randint", "randint.low", "rand_like", "randn_like", "randperm",
                           "rand.generator", "randn.generator", "randint.generator", "randint.low_generator",
                           "randint_like", "randint_like.low_dtype", "randperm.generator", "normal.float_float",
                           "normal.Tensor_float", "normal.float_Tensor", "normal.Tensor_Tensor", "bernoulli",
                           "bernoulli.p", "bernoulli_.Tensor", "bernoulli_.float", "uniform_", "normal_",
                           "random_", "random_.from", "random_.to", "exponential_", "multinomial"})
    exempt(name, "random: values depend on the generator's state");

  exempt("dispatch_test_op.Tensor", "declared by tests/tensor/dispatch/dispatcher_test.cpp to test the dispatcher");
}

}  // namespace
}  // namespace tsr::tensor::op_registry
