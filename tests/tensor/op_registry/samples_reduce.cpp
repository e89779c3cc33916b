// Samples of the reductions, scans and softmaxes (kernels/cpu/reduce.cpp, reductions.cpp, scatter_scan.cpp's
// scans): full and per-dim reductions, keepdim, 0-dim inputs, stride-0 inputs. Draws are distinct, so max, min
// and their indices have no ties.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Long = ScalarType::Long, Float = ScalarType::Float;

TSR_OP_SAMPLES(reduce) {
  op("sum").sample({T({2, 3})}).sample({T({})}).sample({T({3, 1}).expand({3, 4})}).sample({T({2, 3}).in(-9, 9).as(Long)})
      .sample({T({2, 3}), ScalarType::Double}).sample({T({5}).as(Float)});
  op("sum.dim_IntList")
      .sample({T({2, 3}), ints({1}), false})
      .sample({T({2, 3, 2}), ints({0, 2}), true})
      .sample({T({2, 3}), None, false})
      .sample({T({3, 1}).expand({3, 4}), ints({-1}), false})
      .sample({T({2, 3}).in(-9, 9).as(Long), ints({0}), false});
  op("mean").sample({T({2, 3})}).sample({T({})}).sample({T({3, 1}).expand({3, 4})});
  op("mean.dim").sample({T({2, 3}), ints({1}), false}).sample({T({2, 3, 2}), ints({0, 2}), true}).sample({T({2, 3}), None, false});
  op("prod").sample({T({2, 3}).in(0.5, 1.5)}).sample({T({})}).sample({T({3}).of({0.5, 0.0, 2.0})})
      .sample({T({2, 3}).in(-5, 5).as(Long)})
      .sample({T({2, 2}).of({0.5, 0.0, 0.0, 2.0})})
      .sample({T({2, 3}).in(0.5, 1.5).as(ScalarType::ComplexDouble)});
  op("prod.dim_int").sample({T({2, 3}).in(0.5, 1.5), 1, false}).sample({T({2, 3}).in(-1.5, 1.5), 0, true})
      .sample({T({2, 3}).of({0.5, 0.0, 2.0, 1.5, -0.7, 0.9}), 1, false})
      .sample({T({2, 3}).in(0.5, 1.5).as(ScalarType::ComplexDouble), 0, false});
  // (No 0-dim sample: PyTorch 1.13 itself raises in max.dim's backward over a 0-dim tensor.)
  for (const char* name : {"max.dim", "min.dim"}) op(name).sample({T({2, 3}), 1, false}).sample({T({2, 3, 2}), 0, true});
  for (const char* name : {"max", "min"}) op(name).sample({T({2, 3})}).sample({T({})}).sample({T({2, 3}).in(-9, 9).as(Long)});
  for (const char* name : {"argmax", "argmin"})
    op(name).sample({T({2, 3}), None, false}).sample({T({2, 3}), 1, true}).sample({T({2, 3}), 0, false});
  for (const char* name : {"amax", "amin"})
    op(name).sample({T({2, 3}), ints({1}), false}).sample({T({2, 3, 2}), ints({0, 2}), true}).sample({T({2, 3}), ints({}), false});
  for (const char* name : {"var", "std"}) op(name).sample({T({2, 3}), true}).sample({T({2, 3}), false});
  for (const char* name : {"var.dim", "std.dim"})
    op(name).sample({T({2, 3}), ints({1}), true, false}).sample({T({2, 3, 2}), ints({0, 2}), false, true});
  for (const char* name : {"var.correction", "std.correction"})
    op(name).sample({T({2, 3}), ints({1}), None, false}).sample({T({2, 3}), None, 0, true}).sample({T({4, 2}), ints({0}), 2, false});
  op("all").sample({T({2, 3})}).sample({T({3}).of({1, 0, 2})}).sample({T({2, 3}).in(1, 9).as(Long)});
  op("all.dim").sample({T({2, 3}).of({1, 0, 2, 3, 4, 5}), 1, false}).sample({T({2, 3}).of({1, 0, 2, 3, 4, 5}), 0, true});
  op("any.dims").sample({T({2, 3}).of({0, 0, 2, 0, 0, 0}), ints({1}), false}).sample({T({2, 3}).of({0, 0, 2, 0, 0, 0}), None, false});
  op("logsumexp").sample({T({2, 3}), ints({1}), false}).sample({T({2, 3}), ints({0, 1}), true});
  for (const char* name : {"softmax.int", "log_softmax.int"})
    op(name).sample({T({2, 3}), 1, None}).sample({T({2, 3}), 0, None}).sample({T({3, 1}).expand({3, 4}), -1, None})
        .sample({T({4}).as(Float), 0, ScalarType::Double});
  // No row masked whole (its NaN would fail the gradient checks); None as dim: the last.
  op("_masked_softmax")
      .sample({T({2, 3}), T({2, 3}).of({0, 1, 0, 0, 0, 1}).as(ScalarType::Bool), 1, 2})
      .sample({T({3, 2}), T({3, 2}).of({1, 0, 0, 0, 0, 1}).as(ScalarType::Bool), 0, 1})
      .sample({T({2, 4}), T({2, 4}).of({0, 0, 1, 0, 1, 0, 0, 0}).as(ScalarType::Bool), None, 2});
  // Their backward ops (the output operand need not be a softmax's for the checks to hold).
  op("_softmax_backward_data").sample({T({2, 3}), T({2, 3}).in(0.1, 0.9), 1, ScalarType::Double})
      .sample({T({2, 9}), T({2, 9}).in(0.1, 0.9), 0, ScalarType::Double});
  op("_log_softmax_backward_data").sample({T({2, 3}), T({2, 3}).in(-3, -0.1), 1, ScalarType::Double})
      .sample({T({3, 10}), T({3, 10}).in(-3, -0.1), -1, ScalarType::Double});
  op("cumsum").sample({T({2, 3}), 1, None}).sample({T({2, 3}), 0, None}).sample({T({}), 0, None})
      .sample({T({2, 3}).in(-9, 9).as(Long), 1, None})
      .sample({T({2, 3}).as(ScalarType::ComplexDouble), 1, None});
  op("cumprod").sample({T({2, 3}).in(0.5, 1.5), 1, None}).sample({T({2, 3}).in(-1.5, 1.5), 0, None})
      .sample({T({4}).of({0.5, 0.0, 2.0, 1.5}), 0, None}).sample({T({2, 3}).of({0.0, 1.5, 0.0, -0.7, 0.9, 0.0}), 1, None})
      .sample({T({2, 3}).in(0.5, 1.5).as(ScalarType::ComplexDouble), 1, None});
  op("norm.ScalarOpt_dim")
      .sample({T({2, 3}), 2.0, ints({1}), false})
      .sample({T({2, 3}), 1, ints({0}), true})
      .sample({T({2, 3}), None, ints({0, 1}), false})
      .sample({T({2, 3}), 3.0, ints({1}), false})
      .sample({T({2, 3}).in(0.5, 1.5).as(ScalarType::ComplexDouble), 2.0, ints({1}), false})
      .sample({T({2, 3}).in(0.5, 1.5).as(ScalarType::ComplexDouble), 3.0, ints({0, 1}), false});
}

}  // namespace
}  // namespace tsr::tensor::op_registry
