// Moving tensors between devices (tensor/ops/device_ops.cpp).
#pragma once

#include <optional>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// A copy of self on `device` ("cuda" is the current GPU), converted to dtype when given; differentiable.
Tensor to_device(const Tensor& self, Device device, std::optional<ScalarType> dtype = std::nullopt);

}  // namespace tsr::tensor
