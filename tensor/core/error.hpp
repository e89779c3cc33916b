// The tensor library's one exception type: a Python exception kind plus PyTorch's exact message. The language
// boundary turns it into the matching Python exception.
#pragma once

#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>

namespace tsr::tensor {

enum class ErrorKind : uint8_t { RuntimeError, TypeError, ValueError, IndexError, NotImplementedError, KeyboardInterrupt,
                                 AssertionError };

struct Error : std::runtime_error {
  ErrorKind kind;
  Error(ErrorKind k, const std::string& message) : std::runtime_error(message), kind(k) {}
};

// check(cond, kind, pieces...): throws Error(kind, concatenated pieces) when `cond` is false (like TORCH_CHECK).
template <class... Pieces>
void check(bool condition, ErrorKind kind, const Pieces&... pieces) {
  if (condition) [[likely]] return;
  std::ostringstream message;
  (message << ... << pieces);
  throw Error(kind, message.str());
}

}  // namespace tsr::tensor
