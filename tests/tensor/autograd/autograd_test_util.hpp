// What the autograd tests build their cases from: an op called by name, and a float64 leaf that requires grad.
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"

namespace tsr::tensor::autograd::testing {

inline Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

inline Tensor leaf(std::vector<double> values, std::vector<int64_t> shape) {
  std::vector<Scalar> s(values.begin(), values.end());
  Tensor t = from_data(s, shape, ScalarType::Double);
  set_requires_grad(t, true);
  return t;
}

}  // namespace tsr::tensor::autograd::testing
