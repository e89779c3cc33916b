// torch.ops's registry side (stdlib/torch/_ops.tsr): PyTorch's op registry by name, from tsr's dispatcher.
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::interp::torch {

// torch.ops's registry side (stdlib/torch/_ops.tsr): the overloads of an op name, and a callable for one overload
// (or for all, resolved as torch.<name> resolves them), by the schema-driven parser every binding uses.
void init_ops_binding(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) {
    m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn)));
  };
  // _op_overloads(name): [(overload, schema text)] in declaration order, overload "default" for the unnamed one
  def("_op_overloads", [](const CallArgs& a) {
    std::vector<Value> out;
    for (const tensor::Operator* op : tensor::Dispatcher::instance().overloads(str_of(a[0]))) {
      const std::string& overload = op->schema().overload;
      out.push_back(new_tuple({new_str(overload.empty() ? "default" : overload), new_str(op->schema().str())}));
    }
    return Value(new_list(std::move(out)));
  });
  // _op_callable(name, overload): overload None for every overload of the name
  def("_op_callable", [](const CallArgs& a) {
    const std::string name = str_of(a[0]);
    // every overload: those torch.<name> resolves among (as PyTorch's packet resolves a call); one: by its name
    std::vector<const tensor::Operator*> ops;
    if (a[1].is_none())
      ops = overloads_of(name);
    else
      for (const tensor::Operator* op : tensor::Dispatcher::instance().overloads(name))
        if ((op->schema().overload.empty() ? "default" : op->schema().overload) == str_of(a[1])) ops.push_back(op);
    if (ops.empty()) raise(T.RuntimeError, "_op_callable: no op aten::" + name);
    const std::string shown = a[1].is_none() || str_of(a[1]) == "default" ? name : name + "." + str_of(a[1]);
    return new_native(shown, [name, ops](const CallArgs& c) { return call_overloads(name, ops, Value(), c); });
  });
}

}  // namespace tsr::interp::torch
