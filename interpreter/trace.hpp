// Tracing the path of an operation from bytecode to kernel (`:trace`, `tsr.trace`, `tsr --trace-dispatch`).
//
// While tracing is on, the VM reports operator and call instructions, the operator protocol reports each dunder
// lookup (on which type, what was found, NotImplemented and the reflected try), the torch binding reports the
// overload its argument parser chose, and the dispatcher's Trace key reports each kernel with its source line.
// All lines go to one sink, indented by the depth of nested calls.
#pragma once

#include <functional>
#include <string>

namespace tsr::interp {

using TraceLine = std::function<void(const std::string&)>;

extern TraceLine* g_trace_sink;  // set while a TraceScope is alive
inline bool tracing() { return g_trace_sink != nullptr; }
void trace(const std::string& line);  // no-op unless tracing

// Turns tracing on for its lifetime (dispatcher Trace key included), sending lines to `sink`.
class TraceScope {
 public:
  explicit TraceScope(TraceLine sink);
  ~TraceScope();
  TraceScope(const TraceScope&) = delete;
  TraceScope& operator=(const TraceScope&) = delete;

 private:
  struct Impl;
  Impl* impl_;
};

// `tsr --trace-dispatch FILE` starts at the user's first line: the import-time work of library modules (stdlib/)
// is not traced unless `--trace-dispatch-all` asks for it. Set while such a run traces.
extern bool g_trace_skips_library_imports;

// Turns tracing off for its lifetime (the VM's hops and the dispatcher's Trace key), when it is on.
class TracePause {
 public:
  TracePause();
  ~TracePause();
  TracePause(const TracePause&) = delete;
  TracePause& operator=(const TracePause&) = delete;

 private:
  TraceLine* sink_;
  struct Impl;
  Impl* impl_;
};

}  // namespace tsr::interp
