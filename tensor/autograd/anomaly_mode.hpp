// Anomaly mode (torch.autograd.detect_anomaly / set_detect_anomaly, torch.set_anomaly_enabled), as PyTorch's:
// while it is on, each node made records the interpreter's stack (capture_stack), and a backward that fails warns
// "Error detected in <node>. Traceback of forward call that caused the error:" with it (tensor/core/warning.hpp's
// warn) before the error propagates; with check_nan, a node's backward that returns NaN raises ("Function
// 'MulBackward0' returned nan values in its 0th output."). The interpreter installs capture_stack (torch._C); the
// tensor library has no stack.
#pragma once

#include <atomic>
#include <memory>
#include <string>

namespace tsr::tensor::autograd {

class Node;

struct AnomalyMode {
  static bool enabled() { return enabled_.load(std::memory_order_relaxed); }
  static bool check_nan() { return check_nan_.load(std::memory_order_relaxed); }
  static void set(bool enabled, bool check_nan) {
    enabled_.store(enabled, std::memory_order_relaxed);
    check_nan_.store(check_nan, std::memory_order_relaxed);
  }
  static inline std::string (*capture_stack)() = nullptr;

 private:
  static inline std::atomic<bool> enabled_{false};
  static inline std::atomic<bool> check_nan_{true};
};

// The stack recorded when `fn` was made (anomaly mode on, engine.cpp); empty when none was.
void record_forward_stack(const std::shared_ptr<Node>& fn);
std::string forward_stack(const Node& fn);

}  // namespace tsr::tensor::autograd
