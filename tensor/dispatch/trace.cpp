// See trace.hpp.
#include "tensor/dispatch/trace.hpp"

#include <charconv>
#include <unordered_map>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"

namespace tsr::tensor {
namespace {

thread_local TraceSink t_sink;
thread_local int t_depth = 0;
thread_local int t_calls = 0;  // dispatches so far: a kernel that made some called other ops
thread_local const Operator* t_in_kernel_of = nullptr;  // the op whose PyTorch CPU kernel is one kernel, if inside one

// How PyTorch 1.13 dispatches the op on a CPU tensor (recorded from its dispatch tables: pytorch_dispatch.def).
enum PyTorchKernel { generated, composite, fallback, kernel, explicit_, fallthrough, missing };
struct PyTorchPath {
  PyTorchKernel backend_select, autograd, inplace_or_view, cpu;
};

const PyTorchPath* pytorch_path(const std::string& name) {
  static const std::unordered_map<std::string, PyTorchPath> table = [] {
    std::unordered_map<std::string, PyTorchPath> t;
#define explicit explicit_
#define PYTORCH_OP(op, select, autograd, view, cpu) t.emplace(op, PyTorchPath{select, autograd, view, cpu});
#include "tensor/dispatch/pytorch_dispatch.def"
#undef PYTORCH_OP
#undef explicit
    return t;
  }();
  const auto it = table.find(name);
  return it == table.end() ? nullptr : &it->second;
}

// The note under each traced dispatch: what PyTorch 1.13 runs for the same call, where its keys and kernels are
// not tsr's (one Autograd key for tsr, AutogradCPU for PyTorch; tsr's one boxed autograd kernel for every op,
// PyTorch's kernel generated per op).
std::string pytorch_note(const Operator& op, DispatchKeySet keys, bool batched_call) {
  const std::string name = op.schema().qualified_name();
  if (batched_call)  // Note [vmap]
    return "PyTorch 1.13 (functorch): the FuncTorchBatched key (above autograd there) -> " + name +
           "'s batching rule, or the per-entry fallback; tsr's Batched key is below Autograd and its physical calls "
           "are traced inside";
  if (t_in_kernel_of)
    return "PyTorch 1.13: tsr's " + t_in_kernel_of->schema().qualified_name() + " kernel calls this op; PyTorch's CPU kernel for " +
           t_in_kernel_of->schema().qualified_name() + " is code of its own";
  const PyTorchPath* p = pytorch_path(name);
  if (!p) return "PyTorch 1.13: no op aten::" + name + " (tsr's own)";
  if (p->autograd == composite)
    return "PyTorch 1.13: CompositeImplicitAutograd on AutogradCPU and CPU: " + name +
           " runs as the ops it calls, each dispatched and differentiated on its own" +
           (Dispatcher::composite_for(op, DispatchKey::CPU) == DispatchKey::CompositeImplicitAutograd
                ? ""
                : " (tsr: a kernel and a derivative of its own)");
  const auto cpu = [&] {
    return p->cpu == kernel      ? "CPU -> its own kernel"
           : p->cpu == explicit_ ? "CPU -> its CompositeExplicitAutograd kernel"
                                 : "no CPU kernel";
  };
  bool tensor_argument = false;
  for (const auto& a : op.schema().arguments) tensor_argument |= a.type.kind == BaseKind::Tensor;
  if (p->backend_select == kernel && !tensor_argument)
    return std::string("PyTorch 1.13: no tensor argument, so keys BackendSelect|ADInplaceOrView; BackendSelect ") +
           "picks CPU from dtype= and device= and redispatches to it alone (no autograd key: requires_grad= is " +
           "set afterwards), " + cpu();
  // autocasting (Note [Autocast]): PyTorch's CPU tensors carry AutocastCPU, which falls through but for its table
  const bool autocast = keys.has(DispatchKey::AutocastCPU);
  std::string note = autocast ? "PyTorch 1.13: keys AutocastCPU|AutogradCPU|ADInplaceOrView|CPU; AutocastCPU -> " +
                                    std::string(op.kernel(DispatchKey::AutocastCPU) ? "its autocast kernel"
                                                                                   : "fallthrough") +
                                    ", AutogradCPU -> "
                              : "PyTorch 1.13: keys AutogradCPU|ADInplaceOrView|CPU; AutogradCPU -> ";
  note += p->autograd == generated ? "the kernel generated for this op (VariableType, from derivatives.yaml)"
                                   : "the autograd fallback (no derivative)";
  if (p->inplace_or_view == kernel) note += ", ADInplaceOrView -> its kernel (view or in-place bookkeeping)";
  return note + ", " + cpu();
}

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
  if (const ScalarType* d = std::get_if<ScalarType>(&v)) return "torch." + std::string(dtype_name(*d));
  if (const Device* d = std::get_if<Device>(&v)) return "device(" + d->str() + ")";
  if (const std::string* text = std::get_if<std::string>(&v)) return "'" + *text + "'";
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
      // a boxed fallback, or an autocast kernel (which casts the arguments first), continues below its key
      if (boxed_fallback || is_autocast_key(key)) path += ", which redispatches to " + path_below(op, keys.below(key));
      return path;
    }
    path += std::string(key_name(key)) + " (fallthrough) -> ";
    keys = keys.below(key);
  }
  return path + "no kernel";
}

void trace_fallback(const Operator& op, DispatchKeySet keys, Stack& stack) {
  const std::string indent(static_cast<size_t>(2 * t_depth), ' ');
  bool batched_call = false;  // an argument is vmap's batched tensor: the Batched kernel computes the op
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) batched_call |= functorch::is_batched(*t);
    if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list) batched_call |= functorch::is_batched(t);
  }
  if (t_sink) {
    std::string args;
    for (const IValue& v : stack) args += (args.empty() ? "" : ", ") + describe(v);
    t_sink(indent + "dispatch aten::" + op.schema().qualified_name() + "(" + args + ") keys=" +
           key_set_str(keys | DispatchKey::Trace));
    t_sink(indent + "  schema: " + op.schema().str());
    t_sink(indent + "  -> " + path_below(op, keys));
    t_sink(indent + "  " + pytorch_note(op, keys, batched_call));
  }
  // The tensors the op writes (`Tensor(a!)`), to show their version counters move (Note [Version bumps]).
  std::vector<std::pair<std::string, Tensor>> written;
  std::vector<uint32_t> versions;
  if (t_sink)
    for (const uint32_t k : op.written_arguments())
      if (const Tensor* t = k < stack.size() ? std::get_if<Tensor>(&stack[k]) : nullptr; t && t->defined()) {
        written.emplace_back(op.schema().arguments[k].name, *t);
        versions.push_back(t->version());
      }
  const int calls_before = ++t_calls;
  const Operator* const in_kernel_of = t_in_kernel_of;
  const PyTorchPath* p = pytorch_path(op.schema().qualified_name());
  if (batched_call) t_in_kernel_of = nullptr;  // the Batched kernel's physical calls are PyTorch's calls too
  else if (!in_kernel_of && p && p->autograd != composite && p->cpu == kernel) t_in_kernel_of = &op;
  ++t_depth;
  try {
    Dispatcher::instance().redispatch(op, keys, stack);
  } catch (...) {
    --t_depth;
    t_in_kernel_of = in_kernel_of;
    throw;
  }
  --t_depth;
  t_in_kernel_of = in_kernel_of;
  if (t_sink) {
    // A kernel PyTorch has as one CPU kernel (addmm's one GEMM) that tsr writes as calls to other ops.
    if (t_calls > calls_before && !in_kernel_of && !batched_call && p && p->autograd != composite && p->cpu == kernel)
      t_sink(indent + "  (PyTorch 1.13 runs " + op.schema().qualified_name() +
             " as one CPU kernel; tsr's kernel called the ops above)");
    std::string results;
    for (const IValue& v : stack) results += (results.empty() ? "" : ", ") + describe(v);
    t_sink(indent + "  <- " + results);
    for (size_t k = 0; k < written.size(); ++k) {
      const uint32_t now = written[k].second.version();
      t_sink(indent + "  version of " + written[k].first + ": " + std::to_string(versions[k]) + " -> " +
             std::to_string(now) +
             (now == versions[k] ? " (a write inside another op's kernel: the outer op counts once)"
                                 : " (bumped once for the op, below Autograd, as PyTorch's ADInplaceOrView)"));
    }
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

bool pytorch_cpu_kernel_is_composite_explicit(const std::string& name) {
  const PyTorchPath* p = pytorch_path(name);
  return p && p->cpu == explicit_;
}

bool TraceSection::active() { return t_sink && local_dispatch_keys().included.has(DispatchKey::Trace); }

TraceSection::TraceSection(const std::string& line, bool pytorch_dispatches_them_too) {
  if (!active()) return;
  t_sink(std::string(static_cast<size_t>(2 * t_depth), ' ') + line);
  ++t_depth;
  open_ = true;
  if (pytorch_dispatches_them_too) {
    own_ops_ = true;
    saved_kernel_ = t_in_kernel_of;
    saved_calls_ = t_calls;
    t_in_kernel_of = nullptr;
  }
}

TraceSection::~TraceSection() {
  if (!open_) return;
  --t_depth;
  if (own_ops_) {
    t_in_kernel_of = static_cast<const Operator*>(saved_kernel_);
    t_calls = saved_calls_;  // not counted as calls made by the kernel being traced
  }
}

}  // namespace tsr::tensor
