// Moving tensors between devices (tensor/ops/device_ops.cpp).
#pragma once

#include <optional>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// A copy of self on `device` ("cuda" is the current GPU), converted to dtype when given; differentiable.
Tensor to_device(const Tensor& self, Device device, std::optional<ScalarType> dtype = std::nullopt);

// The value of a one-element tensor on any device, read on the host as a double (for a device tensor, a copy and
// a synchronisation): how a kernel checks a reduced value, as PyTorch's do with .item().
double host_double(const Tensor& one);

}  // namespace tsr::tensor
