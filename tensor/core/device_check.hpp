// PyTorch's rule for the devices of an op's tensor arguments: all on one device, except that a 0-dim CPU tensor
// (a Python number wrapped as a tensor, or any scalar tensor) may join tensors of any device, its value being read
// on the host. The CUDA kernels check it on entry (tests/tensor/core/device_check_test.cpp covers the messages).
#pragma once

#include <optional>

#include "tensor/core/error.hpp"
#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor {

// The device the op computes on: the first tensor that is not a CPU scalar, else the first tensor's.
inline std::optional<Device> common_device(const Stack& stack) {
  std::optional<Device> first, scalar_device;
  auto visit = [&](const Tensor& t) {
    if (!t.defined()) return;
    const Device d = t.device();
    if (d.is_cpu() && t.dim() == 0) {
      if (!scalar_device) scalar_device = d;
      return;
    }
    if (!first) {
      first = d;
    } else if (*first != d) {
      throw Error(ErrorKind::RuntimeError, "Expected all tensors to be on the same device, but found at least two "
                                           "devices, " + first->str() + " and " + d.str() + "!");
    }
  };
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) visit(*t);
    else if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list) visit(t);
  }
  return first ? first : scalar_device;
}

}  // namespace tsr::tensor
