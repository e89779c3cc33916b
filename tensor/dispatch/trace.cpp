// See trace.hpp.
#include "tensor/dispatch/trace.hpp"

#include <charconv>

#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor {
namespace {

thread_local TraceSink t_sink;
thread_local int t_depth = 0;

std::string key_set_str(DispatchKeySet keys) {
  std::string s;
  for (int k = kNumDispatchKeys - 1; k >= 0; --k)
    if (keys.has(static_cast<DispatchKey>(k))) s += (s.empty() ? "" : "|") + std::string(key_name(static_cast<DispatchKey>(k)));
  return "{" + s + "}";
}

std::string describe(const IValue& v) {
  if (const Tensor* t = std::get_if<Tensor>(&v)) {
    if (!t->defined()) return "None";
    return "Tensor" + t->sizes().str() + " " + std::string(dtype_name(t->dtype())) + (t->is_contiguous() ? "" : " (non-contiguous)");
  }
  if (const auto* list = std::get_if<std::vector<Tensor>>(&v)) return "Tensor[" + std::to_string(list->size()) + "]";
  if (const double* d = std::get_if<double>(&v)) {
    // The shortest text that reads back as the same double, with Python's ".0" for integral values.
    char buf[32];
    const auto end = std::to_chars(buf, buf + sizeof buf, *d).ptr;
    std::string text(buf, end);
    if (text.find_first_of(".ein") == std::string::npos) text += ".0";
    return text;
  }
  if (const int64_t* i = std::get_if<int64_t>(&v)) return std::to_string(*i);
  if (const bool* b = std::get_if<bool>(&v)) return *b ? "True" : "False";
  if (const auto* ints = std::get_if<std::vector<int64_t>>(&v)) return Dims(*ints).str();
  return "None";
}

// Which kernel the redispatch below Trace will reach, key by key (fallthroughs are named too).
std::string path_below(const Operator& op, DispatchKeySet keys) {
  std::string path;
  while (!keys.empty()) {
    const DispatchKey key = keys.highest();
    const KernelEntry* kernel = Dispatcher::instance().entry_for(op, key);
    if (kernel && !kernel->fallthrough) {
      const std::optional<DispatchKey> composite = Dispatcher::composite_for(op, key);
      const bool boxed_fallback = !op.kernel(key) && !composite;
      path += std::string(key_name(key)) + " " + kernel->where.describe(boxed_fallback ? "boxed kernel" : "kernel");
      if (composite) path += " from " + std::string(key_name(*composite));
      if (boxed_fallback) path += ", which redispatches to " + path_below(op, keys.below(key));
      return path;
    }
    path += std::string(key_name(key)) + " (fallthrough) -> ";
    keys = keys.below(key);
  }
  return path + "no kernel";
}

void trace_fallback(const Operator& op, DispatchKeySet keys, Stack& stack) {
  const std::string indent(static_cast<size_t>(2 * t_depth), ' ');
  if (t_sink) {
    std::string args;
    for (const IValue& v : stack) args += (args.empty() ? "" : ", ") + describe(v);
    t_sink(indent + "dispatch aten::" + op.schema().qualified_name() + "(" + args + ") keys=" +
           key_set_str(keys | DispatchKey::Trace));
    t_sink(indent + "  schema: " + op.schema().str());
    t_sink(indent + "  -> " + path_below(op, keys));
  }
  ++t_depth;
  try {
    Dispatcher::instance().redispatch(op, keys, stack);
  } catch (...) {
    --t_depth;
    throw;
  }
  --t_depth;
  if (t_sink) {
    std::string results;
    for (const IValue& v : stack) results += (results.empty() ? "" : ", ") + describe(v);
    t_sink(indent + "  <- " + results);
  }
}

// Registered once for every op: Trace needs no per-op code.
const bool kRegistered = [] {
  Dispatcher::instance().register_fallback(
      DispatchKey::Trace, {trace_fallback, SourceLocation::from(tsr::source_location::current(), "trace_fallback"), false});
  return true;
}();

}  // namespace

TraceGuard::TraceGuard(TraceSink sink) : include_trace_(DispatchKey::Trace), previous_(std::move(t_sink)) {
  t_sink = std::move(sink);
}

TraceGuard::~TraceGuard() { t_sink = std::move(previous_); }

}  // namespace tsr::tensor
