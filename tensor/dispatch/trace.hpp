// Tracing as a dispatch key: while a TraceGuard is alive, every op call on this thread enters the Trace key's
// boxed fallback first, which reports the hop (the op's schema, the key set, the kernel that serves each key
// below, the result's shape and dtype) and redispatches. Nested calls (composite ops) are indented by depth.
// The REPL's `:trace` prints these lines under the bytecode-level hops.
#pragma once

#include <functional>
#include <string>

#include "tensor/dispatch/dispatch_key.hpp"

namespace tsr::tensor {

using TraceSink = std::function<void(const std::string& line)>;

class TraceGuard {
 public:
  explicit TraceGuard(TraceSink sink);
  ~TraceGuard();
  TraceGuard(const TraceGuard&) = delete;
  TraceGuard& operator=(const TraceGuard&) = delete;

 private:
  IncludeDispatchKeyGuard include_trace_;
  TraceSink previous_;
};

// While tracing: a line of its own (the backward engine names each node it runs), with the ops called during
// the section's lifetime indented under it. Costs one test when tracing is off. `pytorch_dispatches_them_too`: the
// ops are ones PyTorch also dispatches at this point (autocast's casts), not calls inside a kernel PyTorch writes
// as one (the trace's notes say which).
class TraceSection {
 public:
  explicit TraceSection(const std::string& line, bool pytorch_dispatches_them_too = false);
  ~TraceSection();
  TraceSection(const TraceSection&) = delete;
  TraceSection& operator=(const TraceSection&) = delete;
  static bool active();

 private:
  bool open_ = false;
  bool own_ops_ = false;
  const void* saved_kernel_ = nullptr;
  int saved_calls_ = 0;
};

// Whether PyTorch 1.13's CPU kernel for the op is CompositeExplicitAutograd (pytorch_dispatch.def), one kernel for
// every backend, which reaches the meta device through the ops it calls.
bool pytorch_cpu_kernel_is_composite_explicit(const std::string& name);

}  // namespace tsr::tensor
