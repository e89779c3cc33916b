// IValue: one boxed argument or result of an operator call, as the language binding and generic kernels (Trace)
// pass them on a Stack.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

struct NoneValue {
  bool operator==(const NoneValue&) const = default;
};

using IValue = std::variant<NoneValue, Tensor, double, int64_t, bool, std::vector<int64_t>, std::vector<Tensor>,
                            ScalarType, std::string>;
using Stack = std::vector<IValue>;

}  // namespace tsr::tensor
