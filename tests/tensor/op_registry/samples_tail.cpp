// Samples of the long-tail ops (issue 19): the special functions and scans of tensor/kernels/cpu/special.cpp and
// the composites of tensor/ops/composites_tail.cpp.
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Long = ScalarType::Long, Float = ScalarType::Float, Bool = ScalarType::Bool;

// A floating unary op on values in [lo, hi]: a matrix, a 0-dim tensor, a broadcast one, an integer tensor
// (promotion to the default dtype) and a float32 one.
OpInfo& float_unary(const std::string& name, double lo, double hi) {
  return op(name)
      .sample({T({2, 3}).in(lo, hi)})
      .sample({T({}).in(lo, hi)})
      .sample({T({3, 1}).in(lo, hi).expand({3, 4})})
      .sample({T({2, 3}).in(lo, hi).as(Long)})
      .sample({T({5}).in(lo, hi).as(Float)})
      .promotes(Promotion::IntToFloat);
}

TSR_OP_SAMPLES(tail) {
  for (const char* name : {"_add_batch_dim", "_remove_batch_dim"})
    exempt(name,
           "vmap's way in and out (Note [vmap]): a batched tensor is meaningful only inside a vmap level; "
           "tests/tensor/functorch/vmap_walker_test.cpp and script tests 523, 524 run them");
  for (const char* name : {"cauchy_", "log_normal_", "geometric_", "poisson"})
    exempt(name, "random: values depend on the generator's state (script test 428 compares the draws with PyTorch's)");
  for (const char* name : {"_standard_gamma", "_sample_dirichlet", "binomial"})
    exempt(name, "random: values depend on the generator's state (script tests 501-505 compare the draws with "
                 "PyTorch's)");
  // The reparameterised gradients of torch.distributions: not differentiable themselves (PyTorch's
  // not_implemented), so every input is constant.
  op("_standard_gamma_grad")
      .sample({T({2, 3}).in(0.5, 4).constant(), T({2, 3}).in(0.3, 5).constant()})
      .sample({T({3}).in(9, 12).constant(), T({2, 3}).in(6, 14).constant()})
      .sample({T({4}).in(0.5, 4).as(Float).constant(), T({4}).in(0.1, 0.7).as(Float).constant()});
  op("_dirichlet_grad")
      .sample({T({2, 3}).in(0.05, 0.95).constant(), T({2, 3}).in(0.5, 4).constant(), T({2, 3}).in(5, 9).constant()})
      .sample({T({4}).in(0.3, 0.7).constant(), T({4}).in(7, 9).constant(), T({4}).in(16, 18).constant()})
      .sample({T({3}).in(0.05, 0.95).as(Float).constant(), T({3}).in(0.5, 4).as(Float).constant(),
               T({3}).in(5, 9).as(Float).constant()});
  // Complex views: their inputs or results are complex, and the sample builder makes real tensors only (script
  // tests 560 and 561 compare them, their gradients included, with PyTorch's).
  for (const char* name : {"view_as_real", "view_as_complex", "real", "imag"})
    exempt(name, "complex: the sample builder makes real tensors only (script tests 560, 561)");
  // A real tensor's conjugate is its copy (script test 561 checks complex ones).
  op("conj_physical").sample({T({2, 3})}).sample({T({})});
  float_unary("erfinv", -0.9, 0.9);
  float_unary("erfc", -2, 2);
  float_unary("lgamma", 0.5, 3);
  float_unary("digamma", 0.5, 3);
  float_unary("i0", -2, 2);
  float_unary("special_i0e", -2, 2);
  float_unary("special_i1", -2, 2);
  float_unary("special_i1e", -2, 2);
  float_unary("sinc", -2, 2);
  float_unary("special_ndtr", -2, 2);
  float_unary("special_entr", 0.5, 3);
  float_unary("special_erfcx", -2, 4);
  float_unary("special_ndtri", 0.05, 0.95);
  float_unary("special_log_ndtr", -3, 3);
  // PyTorch 1.13's families (tensor/kernels/cpu/special_families.cpp): no derivatives (their results do not
  // require grad, as PyTorch's); script test 850 compares their values with PyTorch's bit for bit.
  float_unary("special_airy_ai", -4, 4);
  for (const char* name : {"special_bessel_j0", "special_bessel_j1", "special_modified_bessel_i0",
                           "special_modified_bessel_i1", "special_spherical_bessel_j0"})
    float_unary(name, -9, 9);
  for (const char* name : {"special_bessel_y0", "special_bessel_y1", "special_modified_bessel_k0",
                           "special_modified_bessel_k1", "special_scaled_modified_bessel_k0",
                           "special_scaled_modified_bessel_k1"})
    float_unary(name, 0.1, 9);
  for (const char* name : {"chebyshev_polynomial_t", "chebyshev_polynomial_u", "chebyshev_polynomial_v",
                           "chebyshev_polynomial_w", "shifted_chebyshev_polynomial_t",
                           "shifted_chebyshev_polynomial_u", "shifted_chebyshev_polynomial_v",
                           "shifted_chebyshev_polynomial_w", "hermite_polynomial_h", "hermite_polynomial_he",
                           "laguerre_polynomial_l", "legendre_polynomial_p"}) {
    const std::string n = std::string("special_") + name;
    op(n)
        .sample({T({2, 3}).in(-1.2, 1.2), T({2, 3}).in(0, 9).as(Long)})
        .sample({T({3, 1}).in(-1.2, 1.2), T({4}).in(-1, 12).as(Long)})
        .sample({T({5}).in(-1.2, 1.2).as(Float), T({}).in(2, 8).as(Float)})
        .sample({T({2, 3}).in(-9, 9).as(Long), T({3}).in(0, 9).as(Long)})
        .promotes(Promotion::IntToFloat);
    op(n + ".x_scalar").sample({0.3, T({2, 3}).in(0, 12)}).sample({2, T({4}).in(0, 9).as(Long)})
        .promotes(Promotion::IntToFloat);
    op(n + ".n_scalar").sample({T({2, 3}).in(-1.2, 1.2), 7}).sample({T({4}).in(-1.2, 1.2).as(Float), 3.5})
        .promotes(Promotion::IntToFloat);
  }
  // zeta's first argument is constant: derivatives.yaml has not_implemented("zeta") for it, and so has tsr.
  op("special_zeta")
      .sample({T({2, 3}).in(2, 4).constant(), T({2, 3}).in(0.5, 3)})
      .sample({T({3}).in(2, 4).constant(), T({}).in(0.5, 3)})
      .sample({T({2, 3}).in(2, 4).as(Long).constant(), T({2, 3}).in(1, 3).as(Long)})
      .promotes(Promotion::IntToFloat);
  op("polygamma")
      .sample({1, T({2, 3}).in(0.5, 3)})
      .sample({0, T({3}).in(0.5, 3)})
      .sample({2, T({}).in(0.5, 3)})
      .sample({3, T({2, 2}).in(-2.9, -2.1)})
      .sample({1, T({2, 3}).in(0.5, 3).as(Long)})
      .promotes(Promotion::IntToFloat);
  // igamma's first argument is constant: derivatives.yaml has not_implemented("igamma: input"), and so has tsr.
  // (No promotion check: the walker leaves constant inputs out of it, so a float32 self with a float64 0-d other
  // would be expected to give float64; script test 426 checks igamma's dtypes against PyTorch.)
  for (const char* name : {"igamma", "igammac"})
    op(name)
        .sample({T({2, 3}).in(0.5, 4).constant(), T({2, 3}).in(0.3, 5)})
        .sample({T({3}).in(0.5, 4).constant(), T({}).in(0.3, 5)})
        .sample({T({2, 3}).in(2, 9).constant(), T({2, 3}).in(6, 12)})
        .sample({T({4}).in(0.5, 4).as(Float).constant(), T({}).in(0.3, 5)});
  op("mvlgamma").sample({T({2, 3}).in(2, 4), 2}).sample({T({3}).in(1.2, 3), 1}).sample({T({2}).in(3, 5), 4});
  for (const char* name : {"gcd", "lcm"})
    op(name)
        .sample({T({2, 3}).in(-20, 20).as(Long), T({2, 3}).in(-20, 20).as(Long)})
        .sample({T({2, 3}).in(-20, 20).as(Long), T({3}).in(1, 9).as(Long)})
        .sample({T({2, 3}).in(-20, 20).as(ScalarType::Int), T({}).in(1, 9).as(Long)})
        .promotes(Promotion::Promote);
  op("signbit").sample({T({2, 3})}).sample({T({2, 3}).in(-9, 9).as(Long)}).sample({T({4}).as(Float)});
  op("nextafter")
      .sample({T({2, 3}), T({2, 3})})
      .sample({T({2, 3}), T({})})
      .sample({T({4}).as(Float), T({4}).as(Float)})
      .skip_grad("PyTorch 1.13's derivatives.yaml: not_implemented(\"nextafter\"), so is tsr's");
  op("isposinf").sample({T({5}).of({1.0, 1.0 / 0.0, -1.0 / 0.0, -2.0, 0.5})}).sample({T({2, 2}).in(-9, 9).as(Long)});
  op("isneginf").sample({T({5}).of({1.0, 1.0 / 0.0, -1.0 / 0.0, -2.0, 0.5})}).sample({T({2, 2}).in(-9, 9).as(Long)});
  op("logaddexp2")
      .sample({T({2, 3}), T({2, 3})})
      .sample({T({2, 3}), T({3})})
      .sample({T({3}), T({})});
  op("ldexp.Tensor")
      .sample({T({2, 3}), T({2, 3})})
      .sample({T({2, 3}), T({3}).in(-3, 3).as(Long).constant()});
  op("special_xlog1py")
      .sample({T({2, 3}), T({2, 3}).in(-0.5, 2)})
      .sample({T({2, 3}), T({3}).in(-0.5, 2)})
      .sample({T({3}), T({}).in(-0.5, 2)});
  op("special_xlog1py.self_scalar").sample({2, T({3}).in(-0.5, 2)}).sample({0.5, T({2, 3}).in(-0.5, 2)})
      .sample({2, T({3}).in(1, 9).as(Long)}).promotes(Promotion::IntToFloat);
  op("special_xlog1py.other_scalar").sample({T({3}), 2}).sample({T({2, 3}), 0.5})
      .sample({T({3}).in(1, 9).as(Long), 2}).promotes(Promotion::IntToFloat);
  for (const char* name : {"cummax", "cummin"})
    op(name).sample({T({2, 4}), 1}).sample({T({3, 2}), 0}).sample({T({}), 0}).sample({T({5}).in(-9, 9).as(Long), 0});
  op("logcumsumexp").sample({T({2, 4}), 1}).sample({T({3, 2}), 0}).sample({T({}), 0}).sample({T({4}).as(Float), -1});
  op("mode")
      .sample({T({2, 4}), 1, false})
      .sample({T({3, 2}), 0, true})
      .sample({T({6}).of({1, 2, 2, 3, 3, 1}).as(Long), -1, false});
  op("median").sample({T({2, 3})}).sample({T({4}).in(-9, 9).as(Long)});
  op("median.dim").sample({T({2, 3}), 1, false}).sample({T({3, 2}), 0, true}).sample({T({}), 0, false});
  op("nanmedian").sample({T({2, 3})}).sample({T({5}).of({1.5, 0.0 / 0.0, -0.5, 2.5, 0.25})});
  op("nanmedian.dim")
      .sample({T({2, 3}), 1, false})
      .sample({T({2, 3}).of({1.5, 0.0 / 0.0, -0.5, 2.5, 0.25, 0.75}), 1, true});
  op("sort.stable").sample({T({2, 3}), true, 1, false}).sample({T({2, 3}), None, 0, true});
  op("msort").sample({T({3, 2})}).sample({T({4})});
  op("fix").sample({T({2, 3}).in(0.1, 0.9)}).sample({T({2, 3}).in(-2.9, -2.1)});
  op("sgn").sample({T({2, 3})}).sample({T({2, 3}).in(-9, 9).as(Long)});
  op("index_put")
      .sample({T({4, 3}), std::vector<T>{Index({2}, {3, 1})}, T({2, 3}), false})
      .sample({T({4, 3}), std::vector<T>{Index({3}, {0, 2, 0}), Index({3}, {1, 1, 1})}, T({3}), true});
  op("masked_scatter")
      .sample({T({2, 3}), Mask({2, 3}, {1, 0, 1, 0, 1, 1}), T({6})})
      .sample({T({2, 3}), Mask({3}, {0, 1, 1}), T({2, 3})});
  // Each reduction, with and without self; self and src drawn from different intervals so that amax/amin have
  // no ties between them (a tie splits the gradient, where finite differences see one side).
  op("scatter_reduce.two")
      .sample({T({3, 4}), 0, Index({2, 4}, {0, 1, 2, 0, 2, 1, 0, 0}), T({2, 4}).in(-1.9, 1.7), "sum"})
      .sample({T({3, 4}), 1, Index({3, 2}, {0, 3, 3, 3, 2, 2}), T({3, 2}).in(0.5, 1.5), "prod", true})
      .sample({T({3, 4}), 1, Index({3, 2}, {0, 3, 3, 3, 2, 2}), T({3, 2}).in(0.5, 1.5), "prod", false})
      .sample({T({3, 4}), 0, Index({2, 4}, {0, 1, 2, 0, 2, 1, 0, 0}), T({2, 4}).in(-1.9, 1.7), "mean", true})
      .sample({T({3, 4}), 0, Index({2, 4}, {0, 1, 2, 0, 2, 1, 0, 0}), T({2, 4}).in(-1.9, 1.7), "mean", false})
      .sample({T({3, 4}), 0, Index({2, 4}, {0, 1, 2, 0, 2, 1, 0, 0}), T({2, 4}).in(-1.9, 1.7), "amax", true})
      .sample({T({3, 4}), 0, Index({2, 4}, {0, 1, 2, 0, 2, 1, 0, 0}), T({2, 4}).in(-1.9, 1.7), "amin", false})
      .sample({T({5}).in(-9, 9).as(Long), 0, Index({3}, {1, 1, 4}), T({3}).in(-9, 9).as(Long), "mean", true});
  op("put")
      .sample({T({2, 3}), Index({2}, {0, 5}), T({2}), false})
      .sample({T({2, 3}), Index({3}, {1, -1, 1}), T({3}), true});
}

}  // namespace
}  // namespace tsr::tensor::op_registry
