// torch.linalg's error about an input's values (a singular matrix, one that is not positive definite): PyTorch
// raises it as torch.linalg.LinAlgError, a RuntimeError subclass. A subclass of Error rather than an ErrorKind, so
// that only the code that throws it (kernels/cpu/lapack.cpp) and the code that translates it (interpreter/vm.cpp)
// include it.
#pragma once

#include <string>

#include "tensor/core/error.hpp"

namespace tsr::tensor {

struct LinAlgError : Error {
  explicit LinAlgError(const std::string& message) : Error(ErrorKind::RuntimeError, message) {}
};

}  // namespace tsr::tensor
