// Profiling as a dispatch key (Note [Profiler]): while torch.profiler / torch.autograd.profiler.profile runs on a
// thread, every op call there enters the Profiler key's boxed fallback first, which opens an event named
// "aten::<op>" (with the arguments' shapes when asked), redispatches, and closes it. The autograd engine opens
// "autograd::engine::evaluate_function: <node>" and "<node>" around each node it runs, record_function opens a
// user range, and the allocators report each allocation and release (profile_memory). The events go back to the
// library (stdlib/torch/autograd/profiler_util.tsr), which builds PyTorch's tables from them.
//
// Note [Profiler]: PyTorch 1.13 records the same events through RecordFunction callbacks at Dispatcher::call; tsr
// makes the profiler a key instead, the highest, so it sees the op as the caller called it (before autocast's
// casts) and costs nothing while off (the key is in no call's set then). Each event knows its parent exactly (the
// event open when it began), where PyTorch infers nesting from microsecond intervals; times are steady-clock
// nanoseconds, given to the library as PyTorch's integral microseconds since the profile began.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor::profiler {

struct Config {
  bool record_shapes = false;
  bool profile_memory = false;
  bool with_stack = false;
  bool with_flops = false;
};

// PyTorch's RecordScope values the library reads (backward events take their forward op's stack).
enum class Scope : int { Function = 0, BackwardFunction = 1, UserScope = 2 };

struct Event {
  std::string name;
  int64_t start_ns = 0;  // since the profile began
  int64_t end_ns = 0;
  int64_t parent = -1;  // index of the enclosing event, -1 at the top
  Scope scope = Scope::Function;
  std::vector<std::vector<int64_t>> shapes;  // one per argument, [] where it is not a tensor (record_shapes)
  std::vector<std::string> stack;            // "file(line): function", innermost first (with_stack)
  int64_t cpu_memory = 0;  // bytes allocated less bytes released while the event ran, its children's included
  int64_t cuda_memory = 0;
  bool memory_record = false;  // an allocation outside every event: PyTorch's top-level "[memory]" event
  int64_t flops = 0;  // with_flops: PyTorch's estimate for the ops it estimates (matrix products, conv2d, add, mul)
};

// Starts recording on this thread. A second start while one runs is PyTorch's RuntimeError.
void enable(const Config& config);
// Stops recording and hands back the events in the order they began (an event still open ends now).
std::vector<Event> disable();
bool enabled();

// A range of its own (record_function, the engine's nodes): `push` opens it and gives a handle for `pop`, which
// closes it and any range left open inside it. Both do nothing while the profiler is off (the handle is -1), and
// a handle from an earlier profile is ignored.
// `inputs`: the range's tensors, whose shapes are recorded under record_shapes (an autograd node's gradients).
int64_t push(std::string name, Scope scope = Scope::UserScope, std::span<const Tensor> inputs = {});
void pop(int64_t handle);

class Range {
 public:
  explicit Range(const std::string& name, Scope scope = Scope::Function, std::span<const Tensor> inputs = {})
      : handle_(enabled() ? push(name, scope, inputs) : -1) {}
  ~Range() {
    if (handle_ >= 0) pop(handle_);
  }
  Range(const Range&) = delete;
  Range& operator=(const Range&) = delete;

 private:
  int64_t handle_;
};

// The interpreter's call stack at the moment, innermost first, for with_stack (the tensor library knows no frames).
using StackRecorder = std::vector<std::string> (*)();
void set_stack_recorder(StackRecorder recorder);

}  // namespace tsr::tensor::profiler
