// See trace.hpp.
#include "interpreter/trace.hpp"

#include <memory>

#include "tensor/dispatch/dispatch_key.hpp"
#include "tensor/dispatch/trace.hpp"

namespace tsr::interp {

TraceLine* g_trace_sink = nullptr;
bool g_trace_skips_library_imports = false;

void trace(const std::string& line) {
  if (g_trace_sink) (*g_trace_sink)(line);
}

struct TraceScope::Impl {
  TraceLine sink;
  TraceLine* previous;
  std::unique_ptr<tensor::TraceGuard> dispatch;
};

TraceScope::TraceScope(TraceLine sink) : impl_(new Impl{std::move(sink), g_trace_sink, nullptr}) {
  g_trace_sink = &impl_->sink;
  impl_->dispatch = std::make_unique<tensor::TraceGuard>([](const std::string& line) { trace("    " + line); });
}

TraceScope::~TraceScope() {
  impl_->dispatch.reset();
  g_trace_sink = impl_->previous;
  delete impl_;
}

struct TracePause::Impl {
  tensor::ExcludeDispatchKeyGuard no_trace_key{tensor::DispatchKey::Trace};
};

TracePause::TracePause() : sink_(g_trace_sink), impl_(new Impl) { g_trace_sink = nullptr; }

TracePause::~TracePause() {
  delete impl_;
  g_trace_sink = sink_;
}

}  // namespace tsr::interp
