// See profiler.hpp, Note [Profiler].
#include "tensor/dispatch/profiler.hpp"

#include <atomic>
#include <chrono>

#include "tensor/core/allocator.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor::profiler {
namespace {

using Clock = std::chrono::steady_clock;

struct State {
  bool on = false;
  Config config;
  uint32_t generation = 0;  // which profile a handle belongs to
  Clock::time_point origin;
  std::vector<Event> events;
  std::vector<int64_t> open;  // indices of the open events, innermost last
};
thread_local State t_state;
std::atomic<uint32_t> g_generation{0};
std::atomic<StackRecorder> g_stack_recorder{nullptr};

int64_t now_ns(const State& s) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - s.origin).count();
}

std::vector<int64_t> shape_of(const Tensor* t) {
  return t && t->defined() ? std::vector<int64_t>(t->sizes().begin(), t->sizes().end()) : std::vector<int64_t>{};
}

int64_t open_event(State& s, std::string name, Scope scope) {
  Event e;
  e.name = std::move(name);
  e.scope = scope;
  e.parent = s.open.empty() ? -1 : s.open.back();
  if (s.config.with_stack)
    if (const StackRecorder recorder = g_stack_recorder.load(std::memory_order_relaxed)) e.stack = recorder();
  e.start_ns = now_ns(s);  // after the stack is taken, so the walk is not counted as the event's time
  s.events.push_back(std::move(e));
  s.open.push_back(static_cast<int64_t>(s.events.size()) - 1);
  return s.open.back();
}

// Closes `index` and whatever is still open inside it (a range its owner did not close).
void close_to(State& s, int64_t index) {
  bool found = false;
  for (const int64_t i : s.open) found |= i == index;
  if (!found) return;
  const int64_t end = now_ns(s);
  while (!s.open.empty()) {
    const int64_t i = s.open.back();
    s.open.pop_back();
    s.events[static_cast<size_t>(i)].end_ns = end;
    if (i == index) return;
  }
}

// The allocators' observer (profile_memory): an allocation or release counts toward every open event, or becomes a
// record of its own when none is open. Other threads' allocations (a kernel's worker threads) are not this
// thread's profile.
void observe_memory(int64_t nbytes, bool cuda) {
  State& s = t_state;
  if (!s.on || !s.config.profile_memory) return;
  if (s.open.empty()) {
    Event e;
    e.name = "[memory]";
    e.start_ns = e.end_ns = now_ns(s);
    e.memory_record = true;
    (cuda ? e.cuda_memory : e.cpu_memory) = nbytes;
    s.events.push_back(std::move(e));
    return;
  }
  for (const int64_t i : s.open) (cuda ? s.events[i].cuda_memory : s.events[i].cpu_memory) += nbytes;
}

int64_t numel_of(const std::vector<int64_t>& shape) {
  int64_t n = 1;
  for (const int64_t d : shape) n *= d;
  return n;
}

// PyTorch 1.13's floating-point operation estimates (its profiler's computeFlops), from the arguments: two per
// multiply-add of a matrix product or a 2-d convolution, one per element of add's and mul's first operand.
int64_t estimated_flops(const std::string& name, const Stack& stack) {
  const auto shape = [&](size_t i) {
    return i < stack.size() ? shape_of(std::get_if<Tensor>(&stack[i])) : std::vector<int64_t>{};
  };
  if (name == "mm" || name == "addmm") {
    const auto a = shape(name == "mm" ? 0 : 1), b = shape(name == "mm" ? 1 : 2);
    return a.size() == 2 && b.size() == 2 ? 2 * a[0] * a[1] * b[1] : 0;
  }
  if (name == "bmm" || name == "baddbmm") {
    const auto a = shape(name == "bmm" ? 0 : 1), b = shape(name == "bmm" ? 1 : 2);
    return a.size() == 3 && b.size() == 3 ? 2 * a[0] * a[1] * a[2] * b[2] : 0;
  }
  if (name == "add" || name == "mul") return numel_of(shape(0));
  if (name == "conv2d") {
    const auto x = shape(0), w = shape(1);
    if (x.size() != 4 || w.size() != 4 || stack.size() < 7) return 0;
    const auto pair = [&](size_t i) {
      std::vector<int64_t> v = int_list_arg(stack, i);
      if (v.size() == 1) v.push_back(v[0]);
      return v.size() == 2 ? v : std::vector<int64_t>{1, 1};
    };
    const auto stride = pair(3), padding = pair(4), dilation = pair(5);
    int64_t out = x[0] * w[0];
    for (int k = 0; k < 2; ++k) out *= (x[2 + k] + 2 * padding[k] - dilation[k] * (w[2 + k] - 1) - 1) / stride[k] + 1;
    return 2 * out * w[1] * w[2] * w[3];
  }
  return 0;
}

void profile_fallback(const Operator& op, DispatchKeySet keys, Stack& stack) {
  State& s = t_state;
  if (!s.on) return Dispatcher::instance().redispatch(op, keys, stack);
  const uint32_t generation = s.generation;
  const int64_t index = open_event(s, "aten::" + op.schema().name, Scope::Function);
  if (s.config.record_shapes) {
    std::vector<std::vector<int64_t>> shapes;
    shapes.reserve(stack.size());
    for (const IValue& v : stack) {
      shapes.push_back(shape_of(std::get_if<Tensor>(&v)));
    }
    s.events[static_cast<size_t>(index)].shapes = std::move(shapes);
  }
  if (s.config.with_flops) s.events[static_cast<size_t>(index)].flops = estimated_flops(op.schema().name, stack);
  const auto close = [&] {
    if (s.on && s.generation == generation) close_to(s, index);
  };
  try {
    Dispatcher::instance().redispatch(op, keys, stack);
  } catch (...) {
    close();
    throw;
  }
  close();
}

const bool kRegistered = [] {
  Dispatcher::instance().register_fallback(
      DispatchKey::Profiler,
      {profile_fallback, SourceLocation::from(tsr::source_location::current(), "profile_fallback"), false});
  return true;
}();

}  // namespace

void enable(const Config& config) {
  State& s = t_state;
  check(!s.on, ErrorKind::RuntimeError, "Profiler is already enabled on this thread");
  s = State{};
  s.on = true;
  s.config = config;
  s.generation = ++g_generation;
  s.origin = Clock::now();
  if (config.profile_memory) set_memory_observer(observe_memory);
  local_dispatch_keys().included = local_dispatch_keys().included | DispatchKey::Profiler;
}

std::vector<Event> disable() {
  State& s = t_state;
  check(s.on, ErrorKind::RuntimeError, "Can't disable Kineto profiler when it's not running");
  local_dispatch_keys().included = local_dispatch_keys().included - DispatchKey::Profiler;
  const int64_t end = now_ns(s);
  for (const int64_t i : s.open) s.events[static_cast<size_t>(i)].end_ns = end;
  std::vector<Event> events = std::move(s.events);
  s = State{};
  return events;
}

bool enabled() { return t_state.on; }

int64_t push(std::string name, Scope scope, std::span<const Tensor> inputs) {
  State& s = t_state;
  if (!s.on) return -1;
  const int64_t index = open_event(s, std::move(name), scope);
  if (s.config.record_shapes)
    for (const Tensor& t : inputs) s.events[static_cast<size_t>(index)].shapes.push_back(shape_of(&t));
  return (int64_t(s.generation) << 32) | index;
}

void pop(int64_t handle) {
  State& s = t_state;
  if (handle < 0 || !s.on || uint32_t(handle >> 32) != s.generation) return;
  close_to(s, handle & 0xffffffff);
}

void set_stack_recorder(StackRecorder recorder) { g_stack_recorder.store(recorder, std::memory_order_relaxed); }

}  // namespace tsr::tensor::profiler
