// torch._C's autocast natives (Note [Autocast], tensor/autocast/autocast.hpp): the thread's state that
// torch.autocast (stdlib/torch/amp.tsr) sets and restores, and _autocast_function, through which a library function
// written in Python over other ops (F.linear, most losses) takes the policy PyTorch's table gives its op.
#include <optional>
#include <unordered_set>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/autocast/autocast.hpp"
#include "tensor/dispatch/profiler.hpp"

namespace tsr::interp::torch {

namespace {

namespace autocast = tensor::autocast;
using tensor::DeviceType;

std::unordered_set<std::string>& claimed_names() {
  static std::unordered_set<std::string> names;
  return names;
}

tensor::ScalarType dtype_argument(const Value& v, const char* fn) {
  const std::optional<tensor::ScalarType> d = dtype_of(v);
  if (!d) raise(T.TypeError, std::string(fn) + "(): argument 'dtype' must be torch.dtype, not " + type_name(v));
  return *d;
}

DeviceType device_type_argument(const Value& v) {
  const std::string& s = str_of(v);
  if (s == "cpu") return DeviceType::CPU;
  if (s == "cuda") return DeviceType::CUDA;
  raise(T.ValueError, "unknown autocast device type '" + s + "'");
}

// `fn` called with its tensor arguments cast as the policies of `name` say, on each device autocasting is enabled for
// and whose table names it, and with autocasting off for those devices inside it, as a registry op's autocast kernel
// redispatches.
Value call_with_policy(const std::string& name, const Value& fn, const CallArgs& a) {
  std::vector<Value> args(a.args.begin(), a.args.end());
  std::optional<tensor::ExcludeDispatchKeyGuard> off[2];
  for (const DeviceType device : {DeviceType::CPU, DeviceType::CUDA}) {
    if (!autocast::is_enabled(device)) continue;
    const std::optional<autocast::CastPolicy> policy = autocast::policy_for(name, device);
    if (!policy) continue;
    tensor::Stack stack;
    std::vector<size_t> at;
    for (size_t i = 0; i < args.size(); ++i)
      if (is_tensor(args[i])) {
        stack.emplace_back(unwrap(args[i]));
        at.push_back(i);
      }
    autocast::cast_arguments(*policy, device, stack);
    for (size_t k = 0; k < at.size(); ++k) {
      const tensor::Tensor& t = std::get<tensor::Tensor>(stack[k]);
      if (!t.is_same(unwrap(args[at[k]]))) args[at[k]] = wrap(t);
    }
    off[device == DeviceType::CUDA].emplace(autocast::key_of(device));
  }
  return call(fn, CallArgs{std::span<const Value>(args), a.kwnames});
}

}  // namespace

void init_autocast_binding(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("is_autocast_enabled", [](const CallArgs&) { return Value::boolean(autocast::is_enabled(DeviceType::CUDA)); });
  def("set_autocast_enabled", [](const CallArgs& a) {
    autocast::set_enabled(DeviceType::CUDA, truthy(a[0]));
    return Value::none();
  });
  def("is_autocast_cpu_enabled", [](const CallArgs&) { return Value::boolean(autocast::is_enabled(DeviceType::CPU)); });
  def("set_autocast_cpu_enabled", [](const CallArgs& a) {
    autocast::set_enabled(DeviceType::CPU, truthy(a[0]));
    return Value::none();
  });
  def("get_autocast_cpu_dtype", [](const CallArgs&) {
    return dtype_object(autocast::lower_precision_dtype(DeviceType::CPU));
  });
  def("set_autocast_cpu_dtype", [](const CallArgs& a) {
    autocast::set_lower_precision_dtype(DeviceType::CPU, dtype_argument(a[0], "set_autocast_cpu_dtype"));
    return Value::none();
  });
  def("get_autocast_gpu_dtype", [](const CallArgs&) {
    return dtype_object(autocast::lower_precision_dtype(DeviceType::CUDA));
  });
  def("set_autocast_gpu_dtype", [](const CallArgs& a) {
    autocast::set_lower_precision_dtype(DeviceType::CUDA, dtype_argument(a[0], "set_autocast_gpu_dtype"));
    return Value::none();
  });
  def("is_autocast_cache_enabled", [](const CallArgs&) { return Value::boolean(autocast::is_cache_enabled()); });
  def("set_autocast_cache_enabled", [](const CallArgs& a) {
    autocast::set_cache_enabled(truthy(a[0]));
    return Value::none();
  });
  def("autocast_increment_nesting", [](const CallArgs&) { return Value(int64_t(autocast::increment_nesting())); });
  def("autocast_decrement_nesting", [](const CallArgs&) { return Value(int64_t(autocast::decrement_nesting())); });
  def("clear_autocast_cache", [](const CallArgs&) {
    autocast::clear_cache();
    return Value::none();
  });
  // @_autocast_function("huber_loss"): the decorated library function serves that name of PyTorch's tables (also
  // where a registry op of the name exists that the function does not call: F.l1_loss is a composite, as in
  // PyTorch). The function becomes a native that calls it straight on while no autocasting is enabled (a flag
  // test, no Python frame: F.linear is on every layer's path), and binds as a method as a function does
  // (Tensor.stft is torch.stft). A name no table has is refused.
  // (A native has no __code__: inspect sees through it no more than through PyTorch's builtins.) Under
  // torch.profiler, a call is an event named as PyTorch's op (aten::linear), the ops the function calls inside it.
  def("_autocast_function", [](const CallArgs& a) {
    const std::string name = str_of(a[0]);
    if (!autocast::policy_for(name, DeviceType::CPU) && !autocast::policy_for(name, DeviceType::CUDA))
      raise(T.RuntimeError, "_autocast_function: no autocast table names '" + name + "'");
    claimed_names().insert(name);
    return new_native("_autocast_function." + name, [name](const CallArgs& d) {
      const Value fn = d[0];
      const Value fname = getattr(fn, "__name__");
      const Value doc = getattr_opt(fn, intern("__doc__").get());
      return new_native(
          str_of(fname),
          [name, fn](const CallArgs& c) {
            std::optional<tensor::profiler::Range> range;
            if (tensor::profiler::enabled()) [[unlikely]] {
              // the function is PyTorch's op `name`, and torch.profiler shows it as that op
              std::vector<tensor::Tensor> inputs;
              for (const Value& v : c.args) inputs.push_back(is_tensor(v) ? unwrap(v) : tensor::Tensor());
              range.emplace("aten::" + name, tensor::profiler::Scope::Function, inputs);
            }
            if (!autocast::any_enabled()) return call(fn, c);
            return call_with_policy(name, fn, c);
          },
          /*binds=*/true, !doc.is_null() && is_str(doc) ? str_of(doc) : std::string());
    });
  });
  // [(name, policy, served)] for a device type's table: served is "op" (registry ops of that name), "function" (a
  // library function took it) or "" (tsr has neither).
  def("_autocast_table", [](const CallArgs& a) {
    std::vector<Value> rows;
    for (const autocast::Rule& r : autocast::rules(device_type_argument(a[0]))) {
      const std::string name(r.op);
      const char* served = autocast::served_by_registry(name) ? "op" : claimed_names().contains(name) ? "function" : "";
      rows.push_back(new_tuple({new_str(name), new_str(std::string(autocast::policy_name(r.policy))), new_str(served)}));
    }
    return new_list(std::move(rows));
  });
}

}  // namespace tsr::interp::torch
