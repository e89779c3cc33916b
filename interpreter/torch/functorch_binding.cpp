// torch._C._functorch's natives for vmap (Note [vmap], tensor/functorch/batched.hpp): entering and leaving a vmap
// level, and looking inside batched tensors. stdlib/functorch builds vmap, grad, jacrev, ... on them.
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/vm.hpp"
#include "tensor/functorch/batched.hpp"

namespace tsr::interp::torch {

namespace functorch = tensor::functorch;

namespace {
// The tensor argument of a pybind11 function taking one (at::Tensor): pybind11's error for anything else. (Not
// tensor_arg: the sanitizer's unity build puts this file beside module.cpp, whose calls of binding.hpp's tensor_arg
// this would hide.)
const tensor::Tensor& pybind_tensor_arg(const CallArgs& a, const char* fname, const char* ret) {
  if (a.args.size() != 1 || !is_tensor(a.args[0])) {
    std::string got;
    for (size_t i = 0; i < a.args.size(); ++i) got += (i ? ", " : "") + repr(a.args[i]);
    raise(T.TypeError, std::string(fname) +
                           "(): incompatible function arguments. The following argument types are supported:\n"
                           "    1. (arg0: at::Tensor) -> " + ret + "\n\nInvoked with: " + got);
  }
  return unwrap(a.args[0]);
}
}  // namespace

void init_functorch_binding(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) {
    m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn)));
  };
  // _vmap_increment_nesting(batch_size, randomness[, legacy]) -> the new level (legacy: torch._vmap_internals's)
  def("_vmap_increment_nesting", [](const CallArgs& a) {
    if (a.npos() < 2 || a.npos() > 3 || !is_str(a[1]))
      raise(T.TypeError, "_vmap_increment_nesting(batch_size, randomness)");
    const std::string& r = str_of(a[1]);
    functorch::Randomness mode = functorch::Randomness::Error;
    if (r == "different")
      mode = functorch::Randomness::Different;
    else if (r == "same")
      mode = functorch::Randomness::Same;
    else if (r != "error")
      raise(T.RuntimeError, "Only allowed values for randomness are 'error', 'different', or 'same'. Got " + r);
    return Value(functorch::push_level(index_of(a[0]), mode, a.npos() > 2 && truthy(a[2])));
  });
  def("_vmap_decrement_nesting", [](const CallArgs&) {
    functorch::pop_level();
    return Value::none();
  });
  // The gradient transforms' layers (functorch._C's names), and the check a custom autograd.Function's apply makes
  def("_grad_increment_nesting", [](const CallArgs&) {
    functorch::push_grad_layer();
    return Value::none();
  });
  def("_grad_decrement_nesting", [](const CallArgs&) {
    functorch::pop_grad_layer();
    return Value::none();
  });
  def("_check_supports_autograd_function", [](const CallArgs&) {
    if (functorch::any_transform_running())
      raise(T.RuntimeError, "functorch functions (vmap, grad, vjp, etc.) currently do not support the use of "
                            "autograd.Function. Please rewrite your function to not use autograd.Function while we "
                            "work on fixing this");
    return Value::none();
  });
  def("is_batchedtensor",
      [](const CallArgs& a) { return Value::boolean(is_tensor(a[0]) && functorch::is_batched(unwrap(a[0]))); });
  // The level and batch dimension of a batched tensor, -1 for a plain one.
  def("maybe_get_level", [](const CallArgs& a) {
    const tensor::Tensor& t = pybind_tensor_arg(a, "maybe_get_level", "int");
    return Value(functorch::is_batched(t) ? functorch::level_of(t) : int64_t(-1));
  });
  def("maybe_get_bdim", [](const CallArgs& a) {
    const tensor::Tensor& t = pybind_tensor_arg(a, "maybe_get_bdim", "int");
    return Value(functorch::is_batched(t) ? t.impl()->batched()->bdim : int64_t(-1));
  });
  // A batched tensor's physical tensor; a plain tensor has none to give (PyTorch's error).
  def("get_unwrapped", [](const CallArgs& a) {
    const tensor::Tensor& t = pybind_tensor_arg(a, "get_unwrapped", "at::Tensor");
    if (!functorch::is_batched(t)) raise(T.RuntimeError, "No wrappers present!");
    return wrap(t.impl()->batched()->value);
  });
}

}  // namespace tsr::interp::torch
