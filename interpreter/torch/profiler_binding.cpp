// torch._C's profiler natives (Note [Profiler], tensor/dispatch/profiler.hpp): starting and stopping a profile on
// this thread, record_function's ranges, and the events handed to stdlib/torch/autograd/profiler_util.tsr, which
// builds PyTorch's FunctionEvent lists and tables from them.
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"
#include "tensor/dispatch/profiler.hpp"

namespace tsr::interp {
bool hidden_frame(const TracebackEntry& t);  // traceback.cpp
}  // namespace tsr::interp

namespace tsr::interp::torch {

namespace {

namespace profiler = tensor::profiler;

// The running Python frames as PyTorch's with_stack writes them, "file(line): function", innermost first; the
// frames of modules standing for C code are left out, as they have no Python frame in CPython.
std::vector<std::string> python_stack() {
  std::vector<std::string> out;
  const Frame* callee = nullptr;
  for (const Frame* f = R.frame; f; callee = f, f = f->parent) {
    // a frame whose callee was inlined stands at ip - 1 (as _tsrmisc.stack_entries reads it)
    const uint32_t instr = callee && !callee->entry && f->ip > 0 ? f->ip - 1 : f->lasti;
    const TracebackEntry entry{Ref<CodeObject>(f->code), instr};
    if (hidden_frame(entry)) continue;
    const lang::Code& co = *f->code->code;
    const lang::Position pos = instr < co.positions.size() ? co.positions[instr] : lang::Position{};
    out.push_back(co.filename() + "(" + std::to_string(pos.line ? pos.line : co.firstlineno) + "): " + co.name);
  }
  return out;
}

Value int_list(const std::vector<int64_t>& v) {
  std::vector<Value> items;
  items.reserve(v.size());
  for (const int64_t x : v) items.emplace_back(x);
  return new_list(std::move(items));
}

// One event as the library takes it: (name, start_us, end_us, parent, scope, shapes, stack, cpu_memory,
// cuda_memory, memory_record, flops). Times are PyTorch's integral microseconds since the profile began.
Value event_tuple(const profiler::Event& e) {
  std::vector<Value> shapes;
  for (const auto& s : e.shapes) shapes.push_back(int_list(s));
  std::vector<Value> stack;
  for (const auto& s : e.stack) stack.push_back(new_str(s));
  return new_tuple({new_str(e.name), Value(e.start_ns / 1000), Value(e.end_ns / 1000), Value(e.parent),
                    Value(int64_t(e.scope)), new_list(std::move(shapes)), new_list(std::move(stack)),
                    Value(e.cpu_memory), Value(e.cuda_memory), Value::boolean(e.memory_record), Value(e.flops)});
}

}  // namespace

void init_profiler_binding(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) {
    m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn)));
  };
  // _profiler_enable(record_shapes, profile_memory, with_stack, with_flops)
  def("_profiler_enable", [](const CallArgs& a) {
    profiler::Config config;
    config.record_shapes = a.npos() > 0 && truthy(a[0]);
    config.profile_memory = a.npos() > 1 && truthy(a[1]);
    config.with_stack = a.npos() > 2 && truthy(a[2]);
    config.with_flops = a.npos() > 3 && truthy(a[3]);
    if (config.with_stack) profiler::set_stack_recorder(python_stack);
    profiler::enable(config);
    return Value::none();
  });
  def("_profiler_disable", [](const CallArgs&) {
    std::vector<Value> out;
    for (const profiler::Event& e : profiler::disable()) out.push_back(event_tuple(e));
    return Value(new_list(std::move(out)));
  });
  def("_profiler_enabled", [](const CallArgs&) { return Value::boolean(profiler::enabled()); });
  // record_function's range: a handle for _profiler_pop, -1 while no profile runs
  def("_profiler_push", [](const CallArgs& a) {
    if (a.npos() < 1 || !is_str(a[0])) raise(T.TypeError, "_profiler_push() takes the range's name");
    return Value(profiler::push(str_of(a[0])));
  });
  def("_profiler_pop", [](const CallArgs& a) {
    profiler::pop(index_of(a[0]));
    return Value::none();
  });
}

}  // namespace tsr::interp::torch
