// Autograd against finite differences (in float64): for each op, the gradient backward computes must match the
// central-difference slope of a scalar function of the op's output. Plus the engine's rules (accumulation,
// freed graphs, version checks, leaf in-place, grad mode, double backward).
#include <gtest/gtest.h>

#include <functional>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::autograd {
namespace {

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

Tensor leaf(std::vector<double> values, std::vector<int64_t> shape) {
  std::vector<Scalar> s(values.begin(), values.end());
  Tensor t = from_data(s, shape, ScalarType::Double);
  set_requires_grad(t, true);
  return t;
}

double scalar_of(const Tensor& t) { return *to_dtype(contiguous(t), ScalarType::Double).data<double>(); }

// A scalar "loss" that weights every output element differently, so each output gradient is distinct.
Tensor weighted_sum(const Tensor& y) {
  Tensor w = arange(Scalar(1), Scalar(1 + y.numel()), Scalar(1), ScalarType::Double);
  w = div(reshape(w, std::vector<int64_t>(y.sizes().begin(), y.sizes().end())), scalar_to_tensor(7.0));
  return op("sum", {mul(y, w), NoneValue{}});
}

void expect_gradients_match(const std::string& label, std::vector<Tensor> inputs,
                            const std::function<Tensor(const std::vector<Tensor>&)>& f) {
  Tensor loss = weighted_sum(f(inputs));
  backward({loss}, {Tensor()}, false, false);
  for (size_t k = 0; k < inputs.size(); ++k) {
    Tensor g = grad(inputs[k]);
    ASSERT_TRUE(g.defined()) << label << ": no gradient for input " << k;
    Tensor gc = contiguous(g);
    for (int64_t i = 0; i < inputs[k].numel(); ++i) {
      const double eps = 1e-6;
      auto eval = [&](double delta) {
        GradModeGuard off(false);
        std::vector<Tensor> shifted;
        for (size_t j = 0; j < inputs.size(); ++j) {
          Tensor c = clone(detach(inputs[j]));
          if (j == k) c.data<double>()[i] += delta;
          shifted.push_back(c);
        }
        return scalar_of(weighted_sum(f(shifted)));
      };
      const double numeric = (eval(eps) - eval(-eps)) / (2 * eps);
      EXPECT_NEAR(gc.data<double>()[i], numeric, 1e-5 * std::max(1.0, std::abs(numeric)))
          << label << ": input " << k << " element " << i;
    }
  }
}

TEST(Gradcheck, PointwiseOps) {
  auto x = [] { return leaf({0.5, -1.2, 2.0, 0.3, 1.7, -0.4}, {2, 3}); };
  auto y = [] { return leaf({1.5, 0.7, -0.9}, {3}); };
  expect_gradients_match("mul+broadcast", {x(), y()}, [](auto& v) { return mul(v[0], v[1]); });
  expect_gradients_match("div", {x(), y()}, [](auto& v) { return div(v[0], v[1]); });
  expect_gradients_match("sub", {x(), y()}, [](auto& v) { return sub(v[0], v[1], 2.0); });
  expect_gradients_match("exp/tanh/sigmoid", {x()}, [](auto& v) { return add(exp(v[0]), mul(tanh(v[0]), sigmoid(v[0]))); });
  expect_gradients_match("pow scalar", {x()}, [](auto& v) { return pow(v[0], Scalar(3)); });
  expect_gradients_match("sin/cos", {x()}, [](auto& v) { return mul(sin(v[0]), cos(v[0])); });
  expect_gradients_match("gelu", {x()}, [](auto& v) { return op("gelu", {v[0], std::string("none")}); });
  expect_gradients_match("softplus", {x()}, [](auto& v) { return op("softplus", {v[0], int64_t(1), int64_t(20)}); });
  expect_gradients_match("relu", {x()}, [](auto& v) { return relu(v[0]); });
  // Inverse trigonometric and hyperbolic ops, logs and powers of 2, reciprocal: inputs inside each domain.
  auto u = [] { return leaf({0.5, -0.3, 0.7, 0.1, -0.6, 0.25}, {2, 3}); };   // |u| < 1
  auto p = [] { return leaf({1.5, 2.2, 3.1, 1.2, 4.0, 2.7}, {2, 3}); };      // > 1
  for (const char* name : {"asin", "acos", "atan", "atanh", "sinh", "cosh", "asinh", "exp2"})
    expect_gradients_match(name, {u()}, [name](auto& v) { return op(name, {v[0]}); });
  for (const char* name : {"acosh", "log2", "log10", "reciprocal"})
    expect_gradients_match(name, {p()}, [name](auto& v) { return op(name, {v[0]}); });
  expect_gradients_match("atan2+broadcast", {x(), y()}, [](auto& v) { return op("atan2", {v[0], v[1]}); });
  // fmod jumps where self / other is an integer: a dividend whose quotients by y are all far from one.
  auto d = [] { return leaf({1.3, 2.2, 3.1, 1.2, 4.1, 2.5}, {2, 3}); };
  expect_gradients_match("fmod", {d(), y()}, [](auto& v) { return op("fmod.Tensor", {v[0], v[1]}); });
  // Rearranging ops (non-contiguous input included): each gradient is the inverse rearrangement.
  expect_gradients_match("flip", {x()}, [](auto& v) { return op("flip", {op("t", {v[0]}), std::vector<int64_t>{0, 1}}); });
  expect_gradients_match("roll", {x()}, [](auto& v) { return op("roll", {v[0], std::vector<int64_t>{1, -2}, std::vector<int64_t>{0, 1}}); });
  expect_gradients_match("roll flat", {x()}, [](auto& v) { return op("roll", {v[0], std::vector<int64_t>{4}, std::vector<int64_t>{}}); });
  expect_gradients_match("repeat", {x()}, [](auto& v) { return op("repeat", {v[0], std::vector<int64_t>{2, 1, 3}}); });
  expect_gradients_match("tril", {x()}, [](auto& v) { return op("tril", {v[0], int64_t(0)}); });
  expect_gradients_match("triu", {x()}, [](auto& v) { return op("triu", {op("t", {v[0]}), int64_t(-1)}); });
  // In-place forms share the out-of-place formulas, alpha included (x * 1 so the in-place op is not on a leaf).
  expect_gradients_match("add_ alpha", {x(), y()}, [](auto& v) { return op("add_.Tensor", {mul(v[0], scalar_to_tensor(1.0)), v[1], 2.5}); });
  expect_gradients_match("sub_ alpha", {x(), y()}, [](auto& v) { return op("sub_.Tensor", {mul(v[0], scalar_to_tensor(1.0)), v[1], 0.5}); });
  expect_gradients_match("mul_", {x(), y()}, [](auto& v) { return op("mul_.Tensor", {mul(v[0], scalar_to_tensor(1.0)), v[1]}); });
}

TEST(Gradcheck, ReductionsAndSoftmax) {
  auto x = [] { return leaf({0.5, -1.2, 2.0, 0.3, 1.7, -0.4}, {2, 3}); };
  expect_gradients_match("sum dim", {x()}, [](auto& v) { return op("sum.dim_IntList", {v[0], std::vector<int64_t>{1}, false, NoneValue{}}); });
  expect_gradients_match("mean", {x()}, [](auto& v) { return op("mean", {v[0], NoneValue{}}); });
  expect_gradients_match("softmax", {x()}, [](auto& v) { return op("softmax.int", {v[0], int64_t(1), NoneValue{}}); });
  expect_gradients_match("log_softmax", {x()}, [](auto& v) { return op("log_softmax.int", {v[0], int64_t(0), NoneValue{}}); });
  expect_gradients_match("logsumexp", {x()}, [](auto& v) { return op("logsumexp", {v[0], std::vector<int64_t>{1}, false}); });
  expect_gradients_match("cumsum", {x()}, [](auto& v) { return op("cumsum", {v[0], int64_t(1), NoneValue{}}); });
  expect_gradients_match("prod", {x()}, [](auto& v) { return op("prod", {v[0], NoneValue{}}); });
  expect_gradients_match("prod with a zero", {leaf({0.5, 0.0, 2.0}, {3})}, [](auto& v) { return op("prod", {v[0], NoneValue{}}); });
  expect_gradients_match("sort", {x()}, [](auto& v) { return std::get<Tensor>(call_op(find_op("sort"), {v[0], int64_t(1), true})[0]); });
  expect_gradients_match("topk", {x()}, [](auto& v) {
    return std::get<Tensor>(call_op(find_op("topk"), {v[0], int64_t(2), int64_t(1), true, true})[0]);
  });
  expect_gradients_match("var", {x()}, [](auto& v) { return op("var.correction", {v[0], std::vector<int64_t>{1}, NoneValue{}, false}); });
}

TEST(Gradcheck, MatmulFamilyAndViews) {
  auto a = [] { return leaf({0.5, -1.2, 2.0, 0.3, 1.7, -0.4}, {2, 3}); };
  auto b = [] { return leaf({1.0, 0.2, -0.3, 0.8, 0.5, -1.1}, {3, 2}); };
  expect_gradients_match("mm", {a(), b()}, [](auto& v) { return op("mm", {v[0], v[1]}); });
  expect_gradients_match("matmul batched", {a(), b()}, [](auto& v) {
    return op("matmul", {op("expand", {v[0], std::vector<int64_t>{2, 2, 3}, false}), v[1]});
  });
  expect_gradients_match("permute+slice+select", {a()}, [](auto& v) {
    Tensor p = op("t", {v[0]});
    return op("select.int", {op("slice.Tensor", {p, int64_t(0), int64_t(1), NoneValue{}, int64_t(1)}), int64_t(1), int64_t(0)});
  });
  expect_gradients_match("unfold (overlapping)", {a()}, [](auto& v) { return op("unfold", {v[0], int64_t(1), int64_t(2), int64_t(1)}); });
  expect_gradients_match("as_strided", {a()}, [](auto& v) {
    return op("as_strided", {v[0], std::vector<int64_t>{2, 2}, std::vector<int64_t>{1, 2}, int64_t(1)});
  });
  Tensor repeated = from_data(std::vector<Scalar>{int64_t(0), int64_t(0), int64_t(2), int64_t(1), int64_t(1), int64_t(1)},
                              std::vector<int64_t>{2, 3}, ScalarType::Long);
  expect_gradients_match("gather with repeats", {a()}, [&](auto& v) { return op("gather", {v[0], int64_t(1), repeated, false}); });
  expect_gradients_match("cat", {a(), a()}, [](auto& v) { return op("cat", {std::vector<Tensor>{v[0], v[1]}, int64_t(1)}); });
}

TEST(Gradcheck, NnOps) {
  auto x = [] { return leaf({0.5, -1.2, 2.0, 0.3, 1.7, -0.4, 0.9, -2.2}, {2, 4}); };
  expect_gradients_match("layer_norm", {x(), leaf({1.0, 0.5, -0.5, 2.0}, {4}), leaf({0.1, 0.0, -0.2, 0.3}, {4})},
                         [](auto& v) { return op("layer_norm", {v[0], std::vector<int64_t>{4}, v[1], v[2], 1e-5, true}); });
  Tensor target = from_data(std::vector<Scalar>{int64_t(3), int64_t(0)}, std::vector<int64_t>{2}, ScalarType::Long);
  expect_gradients_match("nll_loss", {x()}, [&](auto& v) {
    return op("nll_loss", {op("log_softmax.int", {v[0], int64_t(1), NoneValue{}}), target, NoneValue{}, int64_t(1), int64_t(-100)});
  });
  auto img = [] { return leaf({0.1, 0.4, -0.3, 0.8, 0.5, -0.6, 0.2, 0.9, -0.1, 0.3, 0.7, -0.8, 0.6, -0.2, 0.05, 0.45}, {1, 1, 4, 4}); };
  auto w = [] { return leaf({0.2, -0.1, 0.4, 0.3}, {1, 1, 2, 2}); };
  expect_gradients_match("conv2d", {img(), w(), leaf({0.1}, {1})}, [](auto& v) {
    return op("conv2d", {v[0], v[1], v[2], std::vector<int64_t>{1}, std::vector<int64_t>{1}, std::vector<int64_t>{1}, int64_t(1)});
  });
  expect_gradients_match("max_pool2d", {img()}, [](auto& v) {
    return op("max_pool2d", {v[0], std::vector<int64_t>{2}, std::vector<int64_t>{}, std::vector<int64_t>{0}, std::vector<int64_t>{1}, false});
  });
}

// The ops that had neither a formula nor a mark before each op's declaration carried its derivative (issue 16):
// PyTorch 1.13's formulas, with its node names.
TEST(Gradcheck, FormulasAddedWithTheDeclarations) {
  auto x = [] { return leaf({0.5, -1.2, 2.0, 0.3, 1.7, -0.4}, {2, 3}); };
  auto y = [] { return leaf({1.5, 0.7, -0.9}, {3}); };
  auto once = [](auto& v) { return mul(v[0], scalar_to_tensor(1.0)); };  // so an in-place op is not on a leaf
  // remainder jumps where self / other is an integer: quotients far from one.
  auto d = [] { return leaf({1.3, 2.2, 3.1, 1.2, 4.1, 2.5}, {2, 3}); };
  expect_gradients_match("remainder+broadcast", {d(), y()}, [](auto& v) {
    return op("remainder.Tensor", {v[0], v[1]});
  });
  Tensor index = from_data(std::vector<Scalar>{int64_t(2), int64_t(0), int64_t(1), int64_t(2)},
                           std::vector<int64_t>{2, 2}, ScalarType::Long);
  expect_gradients_match("scatter.src", {x(), leaf({0.1, 0.2, 0.3, 0.4, 0.5, 0.6}, {2, 3})}, [&](auto& v) {
    return op("scatter.src", {v[0], int64_t(1), index, v[1]});
  });
  Tensor mask = from_data(std::vector<Scalar>{true, false, true}, std::vector<int64_t>{3}, ScalarType::Bool);
  expect_gradients_match("masked_select, mask broadcast", {x()}, [&](auto& v) {
    return op("masked_select", {v[0], mask});
  });
  Tensor wide_mask = from_data(std::vector<Scalar>{true, false, true, false, true, true}, std::vector<int64_t>{2, 3},
                               ScalarType::Bool);
  expect_gradients_match("masked_select, self broadcast", {y()}, [&](auto& v) {
    return op("masked_select", {v[0], wide_mask});
  });
  for (bool keepdim : {false, true}) {
    expect_gradients_match("prod.dim_int", {x()}, [&](auto& v) {
      return op("prod.dim_int", {v[0], int64_t(1), keepdim, NoneValue{}});
    });
    expect_gradients_match("prod.dim_int with zeros", {leaf({0.5, 0.0, 2.0, 0.0, 1.5, 0.0}, {2, 3})}, [&](auto& v) {
      return op("prod.dim_int", {v[0], int64_t(1), keepdim, NoneValue{}});
    });
  }
  expect_gradients_match("leaky_relu_", {x()}, [&](auto& v) { return op("leaky_relu_", {once(v), 0.2}); });
  expect_gradients_match("elu_", {x()}, [&](auto& v) { return op("elu_", {once(v), 1.5, 1.0, 1.0}); });
  expect_gradients_match("hardtanh_", {x()}, [&](auto& v) { return op("hardtanh_", {once(v), -1.0, 1.0}); });
  expect_gradients_match("silu_", {x()}, [&](auto& v) { return op("silu_", {once(v)}); });
  expect_gradients_match("t_", {x()}, [&](auto& v) { return op("t_", {once(v)}); });
  expect_gradients_match("transpose_", {x()}, [&](auto& v) {
    return op("transpose_", {once(v), int64_t(0), int64_t(1)});
  });
  expect_gradients_match("unsqueeze_", {x()}, [&](auto& v) { return op("unsqueeze_", {once(v), int64_t(1)}); });
  expect_gradients_match("squeeze_", {leaf({0.5, -1.2, 2.0}, {1, 3, 1})},
                         [&](auto& v) { return op("squeeze_", {once(v)}); });
  expect_gradients_match("squeeze_.dim", {leaf({0.5, -1.2, 2.0}, {1, 3})}, [&](auto& v) {
    return op("squeeze_.dim", {once(v), int64_t(0)});
  });
}

TEST(Gradcheck, NormalPassesNoGradientToItsParameters) {
  // PyTorch's normal(mean, std): the sample is not differentiated through (zeros for mean and std).
  Tensor mean = leaf({0.5, -1.2, 2.0}, {3}), std = leaf({1.0, 0.5, 2.0}, {3});
  Tensor a = op("normal.Tensor_Tensor", {mean, std, NoneValue{}});
  Tensor b = op("normal.Tensor_float", {mean, 1.0, NoneValue{}});
  Tensor c = op("normal.float_Tensor", {0.0, std, NoneValue{}});
  EXPECT_EQ(grad_fn(a)->name(), "NormalBackward3");
  EXPECT_EQ(grad_fn(b)->name(), "NormalBackward1");
  EXPECT_EQ(grad_fn(c)->name(), "NormalBackward2");
  backward({op("sum", {add(add(a, b), c), NoneValue{}})}, {Tensor()}, false, false);
  for (const Tensor& g : {grad(mean), grad(std)}) {
    ASSERT_TRUE(g.defined());
    for (int64_t i = 0; i < 3; ++i) EXPECT_EQ(g.data<double>()[i], 0.0);
  }
}

TEST(Gradcheck, FloorDivideHasNoDerivative) {
  // As in PyTorch 1.13: floor_divide is differentiable in form, but backward through it raises.
  Tensor x = leaf({0.5, -1.2, 2.0}, {3});
  Tensor q = op("floor_divide", {x, scalar_to_tensor(0.3)});
  EXPECT_EQ(grad_fn(q)->name(), "NotImplemented");
  try {
    backward({op("sum", {q, NoneValue{}})}, {Tensor()}, false, false);
    ADD_FAILURE() << "backward through floor_divide did not raise";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "derivative for aten::floor_divide is not implemented");
  }
}

TEST(Engine, AccumulatesAcrossBackwardCalls) {
  Tensor x = leaf({2.0, -1.0}, {2});
  Tensor y = op("sum", {pow(x, Scalar(2)), NoneValue{}});
  backward({y}, {Tensor()}, true, false);
  backward({y}, {Tensor()}, false, false);
  Tensor g = grad(x);
  EXPECT_DOUBLE_EQ(g.data<double>()[0], 8.0);  // 2 * 2x
  EXPECT_DOUBLE_EQ(g.data<double>()[1], -4.0);
}

TEST(Engine, SecondBackwardWithoutRetainRaises) {
  Tensor x = leaf({1.0, 2.0}, {2});
  Tensor y = op("sum", {mul(x, x), NoneValue{}});
  backward({y}, {Tensor()}, false, false);
  try {
    backward({y}, {Tensor()}, false, false);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_TRUE(std::string(e.what()).starts_with("Trying to backward through the graph a second time"));
  }
}

TEST(Engine, InPlaceChangeOfASavedTensorIsCaught) {
  // add saves nothing, so changing its output in place does not invalidate the graph...
  Tensor x = leaf({1.0, 2.0}, {2});
  Tensor y = add(x, scalar_to_tensor(1.0));
  Tensor z = op("sum", {y, NoneValue{}});
  {
    GradModeGuard off(false);
    fill_(y, 3.0);
  }
  EXPECT_NO_THROW(backward({z}, {Tensor()}, false, false));
  // ...but mul saves its inputs, so changing one before backward is caught.
  Tensor x2 = leaf({1.0}, {1});
  Tensor ex = exp(x2);
  Tensor prod = op("sum", {mul(ex, ex), NoneValue{}});
  {
    GradModeGuard off(false);
    fill_(ex, 0.0);
  }
  EXPECT_THROW(backward({prod}, {Tensor()}, false, false), Error);
}

TEST(Engine, LeafInPlaceRaisesAndNoGradSkipsRecording) {
  Tensor x = leaf({1.0, 2.0}, {2});
  EXPECT_THROW(op("add_.Tensor", {x, scalar_to_tensor(1.0), int64_t(1)}), Error);
  GradModeGuard off(false);
  Tensor y = mul(x, x);
  EXPECT_FALSE(requires_grad(y));
  EXPECT_FALSE(grad_fn(y));
}

TEST(Engine, CreateGraphGivesSecondDerivatives) {
  Tensor x = leaf({1.5}, {1});
  Tensor y = op("sum", {pow(x, Scalar(3)), NoneValue{}});
  std::vector<Tensor> g = grad({y}, {x}, {Tensor()}, true, true, false);  // 3x^2
  ASSERT_TRUE(requires_grad(g[0]));
  std::vector<Tensor> g2 = grad({op("sum", {g[0], NoneValue{}})}, {x}, {Tensor()}, false, false, false);  // 6x
  EXPECT_NEAR(g2[0].data<double>()[0], 9.0, 1e-12);
}

}  // namespace
}  // namespace tsr::tensor::autograd
