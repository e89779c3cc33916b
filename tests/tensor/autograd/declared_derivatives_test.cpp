// The derivatives added when each op's declaration came to carry its own (issue 16), against finite differences
// in float64, and the two ops whose derivative is PyTorch's special case (normal's parameters get zeros;
// floor_divide raises). The registry walker (tests/tensor/op_registry) gradchecks every op on its samples; these
// add the cases its samples do not reach: zeros in prod's factors, masks broadcast either way, in-place forms.
#include <gtest/gtest.h>

#include <functional>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "autograd_test_util.hpp"

namespace tsr::tensor::autograd {
namespace {

using testing::leaf;
using testing::op;

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

}  // namespace
}  // namespace tsr::tensor::autograd
