// Samples of the composite ops (TSR_DEFINE_COMPOSITE_OP in tensor/ops/composites_pointwise.cpp,
// composites_reduce.cpp, composites_shape.cpp, composites_search.cpp): ops built from other registry ops, so their
// gradients are autograd's record of those calls. Each is checked like a kernel op; the intervals keep the
// samples away from the kinks of the ops they are built from (clamp's bounds, frac's integers, sign changes).
#include <limits>

#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Long = ScalarType::Long, Float = ScalarType::Float, Double = ScalarType::Double;
constexpr double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();

void pointwise() {
  op("clamp_min").sample({T({3, 4}), 0.1}).sample({T({}), -0.5}).sample({T({3, 1}).expand({3, 4}), 0.1})
      .sample({T({2, 3}).in(-9, 9).as(Long), 0.5}).sample({T({2, 3}).in(-9, 9).as(Long), 2})
      .promotes(Promotion::Promote);
  op("clamp_max").sample({T({3, 4}), 0.1}).sample({T({}), 0.5}).sample({T({3, 1}).expand({3, 4}), 0.1})
      .sample({T({2, 3}).in(-9, 9).as(Long), 0.5}).sample({T({2, 3}).in(-9, 9).as(Long), 2})
      .promotes(Promotion::Promote);
  // clamp's tensor overloads (formula ops beside the composites): bounds that broadcast, and int operands promoting.
  for (const char* name : {"clamp_min.Tensor", "clamp_max.Tensor"})
    op(name).sample({T({3, 4}), T({3, 4})}).sample({T({3, 4}), T({4})}).sample({T({}), T({2, 3})})
        .sample({T({2, 3}).in(-9, 9).as(Long), T({3}).as(Float)}).promotes(Promotion::Promote);
  op("clamp.Tensor").sample({T({3, 4}), T({3, 4}).in(-1, -0.2), T({3, 4}).in(0.2, 1)})
      .sample({T({3, 4}), T({4}), None}).sample({T({3, 4}), None, T({3, 1})})
      .sample({T({4}).of({0, 2, 5, 8}), T({4}).of({1, 3, 6, 9}), T({4}).of({4, 1, 7, 2})})  // min > max twice
      .sample({T({2, 3}).in(-9, 9).as(Long), T({3}).in(-3, 0).as(Long), T({3}).in(1, 4).as(Float)})
      .promotes(Promotion::Promote);
  op("frac").sample({T({3, 4})}).sample({T({})}).sample({T({4}).as(Float)});
  op("logit").sample({T({3}).in(0, 1)}).sample({T({3}).in(0, 1), 1e-3})
      .sample({T({4}).of({0.0005, 0.3, 0.7, 0.9995}), 1e-3})  // the outer two clamped: no gradient there
      .sample({T({2, 3}).in(0, 1).as(Float), None}).sample({T({3}).of({0, 1, 0}).as(Long), None})
      .promotes(Promotion::IntToFloat);
  op("xlogy.Tensor").sample({T({3, 4}), T({3, 4}).in(0.5, 3)}).sample({T({3, 1}), T({4}).in(0.5, 3)})
      .sample({T({3}).of({0, 1.5, 0}).constant(), T({3}).in(0.5, 3)})  // 0 * log(y) is 0, and so is its derivative in y
      .sample({T({2, 3}).in(1, 9).as(Long), T({2, 3}).in(1, 9).as(Long)})
      .sample({T({2, 3}).in(1, 9).as(Long), T({3}).in(0.5, 3).as(Float)})
      .promotes(Promotion::IntToFloat);
  op("xlogy.Scalar_Self").sample({2, T({3}).in(0.5, 3)}).sample({0.5, T({2, 3}).in(0.5, 3)})
      .sample({2, T({3}).in(1, 9).as(Long)}).promotes(Promotion::IntToFloat);
  op("xlogy.Scalar_Other").sample({T({3}), 2}).sample({T({2, 3}), 0.5})
      .sample({T({3}).in(1, 9).as(Long), 2}).promotes(Promotion::IntToFloat);
  for (const char* name : {"hypot", "logaddexp"})
    op(name).sample({T({3, 4}), T({3, 4})}).sample({T({3, 4}), T({3, 1})}).sample({T({}), T({2, 3})})
        .sample({T({3}).as(Float), T({3}).as(Float)});
  for (const char* name : {"fmax", "fmin"})
    op(name).sample({T({3, 4}), T({3, 4})}).sample({T({3, 4}), T({3, 1})})
        .sample({T({4}).of({nan, 1, nan, -2}), T({4}).of({0.5, nan, 3, -1})})  // the number wins over NaN
        .sample({T({2, 3}).in(-9, 9).as(Long), T({2, 3}).in(-9, 9).as(Long)})
        .sample({T({2, 3}).in(-9, 9).as(Long), T({3}).as(Float)})
        .promotes(Promotion::Promote);
  // (The defaults, the dtype's largest finite values, are sampled in float32: summed in float64 they overflow.)
  op("nan_to_num").sample({T({4}).of({nan, inf, -inf, 0.5}), 2.0, 9.0, -9.0}).sample({T({3}).of({nan, inf, 0.5}), None, 3.0})
      .sample({T({2, 3})}).sample({T({4}).of({nan, inf, -inf, 0.5}).as(Float)}).sample({T({2, 3}).in(-9, 9).as(Long)});
  op("heaviside").sample({T({3}), T({1})}).sample({T({4}).of({-1, 0, 2, 0}), T({4})})
      .sample({T({2, 3}).of({-1, 0, 2, 0, 3, -4}), T({3})}).sample({T({4}).of({-1, 0, 2, 0}).as(Long), T({1}).as(Long)})
      .skip_grad("not differentiable: PyTorch 1.13 raises 'derivative for aten::heaviside is not implemented' too");
  for (const char* name : {"deg2rad", "rad2deg"})
    op(name).sample({T({3, 4})}).sample({T({})}).sample({T({2, 3}).in(-9, 9).as(Long)}).promotes(Promotion::IntToFloat);
  op("true_divide.Tensor").sample({T({3, 4}), T({3, 4}).in(0.5, 2)}).sample({T({3, 4}), T({4}).in(-2, -0.5)})
      .sample({T({2, 3}).in(-9, 9).as(Long), T({2, 3}).in(1, 9).as(Long)}).promotes(Promotion::IntToFloat);
  op("true_divide.Scalar").sample({T({3, 4}), 2}).sample({T({2, 3}).in(-9, 9).as(Long), 2})
      .sample({T({2, 3}).as(Float), 0.5}).promotes(Promotion::IntToFloat);
  // float_power computes in float64 whatever the operands (its result dtype is not result_type's).
  op("float_power.Tensor_Tensor").sample({T({3, 4}).in(0.5, 2), T({3, 4})}).sample({T({3, 1}).in(0.5, 2), T({4})})
      .sample({T({2, 3}).in(1, 5).as(Long), T({2, 3}).in(0, 3).as(Long)});
  op("float_power.Scalar").sample({2, T({2})}).sample({1.5, T({2, 3})}).sample({2, T({3}).in(0, 3).as(Long)});
  op("float_power.Tensor_Scalar").sample({T({3, 4}).in(0.5, 2), 1.5}).sample({T({3, 4}), 2})
      .sample({T({3}).in(0.5, 2).as(Float), 0.5});
  op("copysign.Tensor").sample({T({3, 4}), T({3, 4})}).sample({T({3, 4}), T({4})})
      .sample({T({4}), T({4}).of({1, -1, 0, -0.0}).constant()})  // -0.0 counts as negative
      .sample({T({2, 3}).in(-9, 9).as(Long), T({2, 3}).in(-9, 9).as(Long)}).promotes(Promotion::IntToFloat);
  op("copysign.Scalar").sample({T({3}), -1}).sample({T({2, 3}), 0.5}).sample({T({2, 3}).in(-9, 9).as(Long), -1})
      .promotes(Promotion::IntToFloat);
}

void reductions() {
  op("aminmax").sample({T({3, 4}), 1, true}).sample({T({3, 4})}).sample({T({3, 4}), 0, false})
      .sample({T({2, 3}).in(-9, 9).as(Long), None, false});
  for (const std::string name : {"nansum", "nanmean"}) {
    OpInfo& o = op(name).sample({T({2, 3}).of({1, nan, -0.5, 2, 0.3, nan}), ints({1})}).sample({T({2, 3})})
        .sample({T({2, 3}).of({1, nan, -0.5, 2, 0.3, nan}), ints({0}), true}).sample({T({3, 1}).expand({3, 4}), None});
    if (name == "nansum") o.sample({T({2, 3}).in(-9, 9).as(Long)});  // (nanmean takes floating tensors only)
  }
  // (rows far apart: the distances stay away from 0, where the derivative's subgradient is 0)
  op("_euclidean_dist").sample({T({3, 4}), T({5, 4}).in(2, 4)}).sample({T({2, 3, 2}), T({2, 4, 2}).in(2, 4)});
  op("trace").sample({T({3, 4})}).sample({T({4, 2}).as(Double)}).sample({T({3, 3}).as(Long)});
  op("linalg_vector_norm").sample({T({3, 4})}).sample({T({3, 4}), 1, ints({1}), true}).sample({T({3, 4}), inf, ints({0})})
      .sample({T({3, 4}), -inf, None, false}).sample({T({2, 3}), 3.0, ints({0, 1}), false})
      .sample({T({2, 3}).in(0.5, 1.5).as(ScalarType::ComplexDouble), 2, ints({1})});
  op("dist").sample({T({3, 4}), T({3, 4})}).sample({T({3, 4}), T({3, 4}), 1}).sample({T({3, 4}), T({4}), inf})
      .sample({T({3, 4}), T({3, 4}), 3.0}).sample({T({3}).as(Float), T({3}), 2}).promotes(Promotion::Promote);
  for (const char* name : {"std_mean", "var_mean"}) {
    op(name).sample({T({3, 4})}).sample({T({3, 4}), false});
    op(std::string(name) + ".dim").sample({T({3, 4}), ints({0, 1}), false}).sample({T({3, 4}), ints({1}), true, true});
    op(std::string(name) + ".correction").sample({T({3, 4}), ints({0}), 2, true}).sample({T({3, 4}), None, None, false})
        .sample({T({3, 4}), ints({1}), 0, false});
  }
  op("kthvalue").sample({T({3, 4}), 2, 1, true}).sample({T({3, 4}), 1}).sample({T({3, 4}), 3, 0, false});
  op("quantile").sample({T({3, 5}), T({2}).of({0.1, 0.9}), 1}).sample({T({3, 5}), T({2}).of({0.3, 0.75}), None})
      .sample({T({3, 5}), T({}).of({0.4}), 0, true});
  OpInfo& quantile = op("quantile.scalar").sample({T({3, 5}), 0.7, None, false, "linear"});
  for (const char* how : {"linear", "lower", "higher", "nearest", "midpoint"}) quantile.sample({T({3, 5}), 0.3, 1, false, how});
  op("cov").sample({T({3, 5}), 1}).sample({T({3, 5}), 0}).sample({T({5})})
      .sample({T({3, 5}), 1, Index({5}, {1, 2, 1, 3, 1}), T({5}).in(0.5, 2)}).sample({T({3, 5}), 2, None, T({5}).in(0.5, 2)})
      .sample({T({2, 4}), 0, Index({4}, {2, 0, 1, 1}), None});
  op("corrcoef").sample({T({3, 5})}).sample({T({2, 4})});
  op("addmv").sample({T({3}), T({3, 4}), T({4}), 0.5, 2}).sample({T({}), T({3, 4}), T({4})});
  op("addr").sample({T({3, 4}), T({3}), T({4}), 2, 0.5}).sample({T({4}), T({3}), T({4})});
  op("baddbmm").sample({T({2, 3, 5}), T({2, 3, 4}), T({2, 4, 5}), 0.5, 2}).sample({T({3, 5}), T({2, 3, 4}), T({2, 4, 5})});
  op("addbmm").sample({T({3, 5}), T({2, 3, 4}), T({2, 4, 5})}).sample({T({5}), T({2, 3, 4}), T({2, 4, 5}), 0.5, 2});
  op("tensordot").sample({T({3, 4}), T({5, 4}), ints({1}), ints({1})}).sample({T({2, 3, 4}), T({4, 3}), ints({1, 2}), ints({1, 0})})
      .sample({T({2, 3}), T({2}), ints({}), ints({})});
  op("chain_matmul").sample({std::vector<T>{T({3, 4}), T({4, 3}), T({3, 2})}}).sample({std::vector<T>{T({2, 3})}});
  op("logspace").sample({0, 2, 3, 10.0, Double}).sample({-1.0, 1.0, 5, 2.0, Double}).sample({0, 2, 3});
}

void shapes() {
  op("take").sample({T({3, 4}), Index({3}, {0, 11, 5})}).sample({T({3, 4}), Index({2, 2}, {1, 1, 7, 0})});
  op("take_along_dim").sample({T({3, 4}), Index({3, 1}, {0, 3, 1}), 1}).sample({T({3, 4}), Index({4}, {2, 9, 0, 11}), None})
      .sample({T({3, 4}), Index({1, 4}, {2, 0, 1, 2}), 0});
  for (const char* name : {"movedim", "moveaxis"}) {
    op(std::string(name) + ".int").sample({T({2, 3, 4}), 0, 2}).sample({T({2, 3, 4}), -1, 0});
    op(std::string(name) + ".intlist").sample({T({2, 3, 4}), ints({0, 1}), ints({2, 0})}).sample({T({2, 3}), ints({}), ints({})});
  }
  op("rot90").sample({T({2, 3}), 1, ints({0, 1})}).sample({T({2, 3}), 2, ints({0, 1})}).sample({T({2, 3}), 3, ints({0, 1})})
      .sample({T({2, 3}), -1, ints({0, 1})}).sample({T({2, 3, 2}), 1, ints({2, 0})}).sample({T({2, 3}), 0, ints({1, 0})});
  op("diff").sample({T({3, 4}), 2, -1, T({3, 1})}).sample({T({3, 4})}).sample({T({3, 4}), 1, 0, None, T({2, 4})})
      .sample({T({5}), 3}).sample({T({3}), 5});
  op("tensor_split.sections").sample({T({7}), 3}).sample({T({4, 6}), 4, 1});
  op("tensor_split.indices").sample({T({7}), ints({1, 5})}).sample({T({4, 6}), ints({2, 2, 5}), 1})
      .sample({T({7}), ints({-2, 9})}).sample({T({7}), ints({5, 2})});
  op("tensor_split.tensor_indices_or_sections").sample({T({7}), Index({2}, {1, 5})}).sample({T({7}), Index({}, {3})})
      .sample({T({4, 6}), Index({1}, {4}), 1});
  for (const char* name : {"hsplit", "vsplit"}) {
    op(std::string(name) + ".int").sample({T({4, 6}), 2}).sample({T({6, 6}), 3});
    op(std::string(name) + ".array").sample({T({4, 6}), ints({1})}).sample({T({4, 6}), ints({1, 3})});
  }
  op("kron").sample({T({2, 2}), T({2, 3})}).sample({T({3}), T({2, 2})}).sample({T({2, 2}).in(-9, 9).as(Long), T({3}).as(Float)})
      .promotes(Promotion::Promote);
  op("cross").sample({T({2, 3}), T({2, 3}), 1}).sample({T({3, 2}), T({3, 2})}).sample({T({2, 3}), T({1, 3}), -1});
  op("linalg_cross").sample({T({2, 3}), T({2, 3}), -1}).sample({T({3, 2}), T({3, 1}), 0})
      .sample({T({2, 4, 3}), T({1, 4, 3}), 2});
  op("histc").sample({T({3, 4}), 4, -1, 1}).sample({T({3, 4}), 5}).sample({T({6}).as(Float), 3, -2.0, 2.0})
      .skip_grad("a histogram: its counts are not differentiable (PyTorch 1.13 has no derivative for histc either)");
  op("block_diag").sample({std::vector<T>{T({2, 2}), T({3}), T({1, 2})}}).sample({std::vector<T>{T({2, 3})}})
      .sample({std::vector<T>{T({2, 2}).as(Long), T({1, 2})}});
  op("cartesian_prod").sample({std::vector<T>{T({2}), T({3})}}).sample({std::vector<T>{T({3})}})
      .sample({std::vector<T>{T({2}), T({2}), T({3})}});
  op("repeat_interleave.Tensor").sample({Index({3}, {1, 0, 2})}).sample({Index({3}, {1, 0, 2}), 3});
  op("repeat_interleave.self_Tensor").sample({T({3, 4}), Index({3}, {1, 0, 2}), 0}).sample({T({2, 2}), Index({1}, {2}), None})
      .sample({T({3, 4}), Index({4}, {2, 1, 0, 1}), 1, 4});
  op("repeat_interleave.self_int").sample({T({2, 2}), 2, 1}).sample({T({2, 2}), 3}).sample({T({3}), 2, 0});
  // diag, diag_embed, renorm and the distances: formula ops beside the composites (their own PyTorch nodes). The
  // distances' rows are drawn apart (differences away from 0, where p <= 1 has a kink).
  op("diag").sample({T({3})}).sample({T({3}), 1}).sample({T({3, 4}), -1}).sample({T({3, 3}), 1}).sample({T({2, 3}).as(Long), 1});
  op("diag_embed").sample({T({2, 3})}).sample({T({2, 3}), 1, 0, 2}).sample({T({3}), -1, 1, 0});
  op("renorm").sample({T({3, 4}), 2, 0, 1.0}).sample({T({2, 3, 4}), 1, -1, 1.5}).sample({T({3, 4}), 3.0, 1, 100.0})
      .sample({T({2, 3}).as(Double), inf, 0, 0.5});
  op("_cdist_forward").sample({T({3, 4}), T({5, 4}).in(2, 4), 2.0, None}).sample({T({3, 4}), T({2, 4}).in(2, 4), 1.0, None})
      .sample({T({2, 3, 2}), T({4, 2}).in(2, 4), 3.0, None}).sample({T({3, 2}), T({2, 2}).in(2, 4), inf, None})
      .sample({T({3, 2}), T({2, 2}).in(2, 4), 0.5, 2});
  op("_pdist_forward").sample({T({4, 3}).of({0, 0, 0, 1, 2, 3, -2, 1, 4, 3, -3, 1})}).sample({T({3, 2}).of({0, 0, 1, 2, -2, 6}), 1.0})
      .sample({T({3, 2}).of({0, 0, 1, 2, -2, 6}), 3.0}).sample({T({3, 2}).of({0, 0, 1, 2, -2, 6}), inf})
      .sample({T({1, 3})}).skip_strided("_pdist_forward requires contiguous input, as PyTorch's (torch.pdist passes it so)")
      .skip_gradgrad("PyTorch 1.13's derivatives.yaml: _pdist_backward is not_implemented, so is tsr's");
  op("_pdist_backward").sample({T({3}), T({3, 2}).of({0, 0, 1, 2, -2, 6}), 2.0, T({3}).of({2.236068, 6.324555, 4.472136})})
      .sample({T({3}), T({3, 2}).of({0, 0, 1, 2, -2, 6}), 1.0, T({3}).of({3, 8, 7})})
      .sample({T({1}), T({2, 9}), 3.0, T({1}).in(1, 2)})
      .skip_strided("_pdist_backward requires contiguous self and pdist, as PyTorch's")
      .skip_grad("PyTorch 1.13 has no derivative for _pdist_backward (its error is raised)");
  op("max_unpool2d").sample({T({1, 1, 2, 2}), Index({1, 1, 2, 2}, {0, 3, 9, 14}), ints({4, 4})})
      .sample({T({2, 1, 2}), Index({2, 1, 2}, {1, 4, 0, 5}), ints({2, 3})});
  op("max_unpool3d").sample({T({1, 1, 1, 2, 2}), Index({1, 1, 1, 2, 2}, {0, 5, 10, 31}), ints({2, 4, 4}), ints({2, 2, 2}),
                             ints({0, 0, 0})});
}

void searches() {
  // Sorted sequences and boundaries are constants: searching is not differentiable, and reordering them
  // (finite differences, strided copies) must keep them sorted.
  const T sorted = T({5}).of({-1.5, -0.5, 0.2, 0.8, 1.9}).constant();
  op("where").sample({T({2, 3}).of({0, 1, 2, 0, 0, 3})}).sample({T({}).of({2})}).sample({Index({4}, {0, 3, 0, 1})});
  op("isin.Tensor_Tensor").sample({Index({2, 2}, {1, 4, 2, 7}), Index({2}, {4, 2})})
      .sample({Index({2, 2}, {1, 4, 2, 7}), Index({2}, {4, 2}), false, true})
      .sample({T({4}).of({0.5, 1, 2, -1}), Index({3}, {1, 2, 5})}).promotes(Promotion::Bool);
  op("isin.Tensor_Scalar").sample({Index({2, 2}, {1, 4, 2, 4}), 4}).sample({Index({2, 2}, {1, 4, 2, 4}), 4, false, true})
      .sample({T({3}).of({0.5, 1, 2}), 0.5});
  op("isin.Scalar_Tensor").sample({4, Index({2}, {4, 2})}).sample({3, Index({2}, {4, 2}), false, true});
  op("searchsorted.Tensor").sample({sorted, T({2, 3})}).sample({sorted, T({2, 3}), false, true})
      .sample({sorted, T({3}).of({-0.5, 0.2, 3}), false, false, "right"})
      .sample({T({2, 5}).of({-1, 0, 1, 2, 3, -3, -2, 0.5, 0.6, 4}).constant(), T({2, 3}), true})
      .sample({T({5}).of({0.8, -1.5, 1.9, 0.2, -0.5}).constant(), T({4}), false, false, None, Index({5}, {1, 4, 3, 0, 2})});
  op("searchsorted.Scalar").sample({sorted, 0.5}).sample({sorted, 0.2, true, true}).sample({sorted, -0.5, false, false, "left"});
  op("bucketize.Tensor").sample({Index({3}, {-3, 2, 7}), Index({5}, {-2, 0, 2, 4, 6})})
      .sample({Index({3}, {-3, 2, 7}), Index({5}, {-2, 0, 2, 4, 6}), true, true}).sample({T({2, 3}), sorted});
  op("bucketize.Scalar").sample({2, Index({5}, {-2, 0, 2, 4, 6})}).sample({2, Index({5}, {-2, 0, 2, 4, 6}), true, true})
      .sample({0.5, sorted});
}

TSR_OP_SAMPLES(composites) {
  pointwise();
  reductions();
  shapes();
  searches();
}

}  // namespace
}  // namespace tsr::tensor::op_registry
