// TORCH_WARN's counterpart: a kernel's warning. The interpreter installs the handler, which shows the message as a
// UserWarning at the innermost Python frame (interpreter/torch/module.cpp's warn_from_native) and may throw, as
// a warning turned into an error by the warnings filters does; with no handler (the C++ unit tests) it is dropped.
#pragma once

#include <atomic>
#include <string>

namespace tsr::tensor {

inline void (*warning_handler)(const std::string& message) = nullptr;

inline void warn(const std::string& message) {
  if (warning_handler) warning_handler(message);
}

// TORCH_WARN_ONCE: `flag` (one per call site) lets the first call through in the process.
inline void warn_once(std::atomic<bool>& flag, const std::string& message) {
  if (flag.exchange(true, std::memory_order_relaxed)) return;
  warn(message);
}

}  // namespace tsr::tensor
