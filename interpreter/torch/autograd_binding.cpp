// Autograd in the language: Tensor.grad / requires_grad / grad_fn / backward / detach / hooks, grad-fn objects
// (one Python type per node name, so `type(t.grad_fn).__name__ == "MulBackward0"`), and custom Functions.
#include <algorithm>
#include <unordered_map>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/autograd/anomaly_mode.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/copy_slices.hpp"
#include "tensor/autograd/forward_ad.hpp"
#include "tensor/autograd/retain_grad.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::interp::torch {

namespace ag = tensor::autograd;
using tensor::Tensor;

bool grad_enabled() { return ag::grad_mode_enabled(); }
void set_grad_enabled(bool on) { ag::set_grad_mode(on); }

namespace {

// One Python object per node while it lives, as PyTorch keeps one per Node: `y.grad_fn is y.grad_fn`, one dict key
// for a node however it is reached. The map holds no reference; a node object takes itself out when it goes (the
// node outlives it: the object holds it).
struct NodeObject;
std::unordered_map<const ag::Node*, NodeObject*>& node_objects() {
  static auto& objects = *new std::unordered_map<const ag::Node*, NodeObject*>;
  return objects;
}
Value node_object(const std::shared_ptr<ag::Node>& n);
struct NodeObject : Object {
  std::shared_ptr<ag::Node> node;
  NodeObject(TypeObject* t, std::shared_ptr<ag::Node> n) : Object(t), node(std::move(n)) {}
  ~NodeObject() override {
    auto& objects = node_objects();
    if (auto it = objects.find(node.get()); it != objects.end() && it->second == this) objects.erase(it);
  }
};

// A hook as PyTorch's errors name it: its __name__ ('<lambda>'), else its type's.
std::string hook_name(const Value& fn) {
  Value n = getattr_opt(fn, intern("__name__").get());
  return !n.is_null() && is_str(n) ? str_of(n) : type_name(fn);
}

// ---- saved-tensor hooks ----------------------------------------------------------------------------------------
// The user's hooks called as PyTorch calls them: the pack hook must not write its input (checked by the input's
// version before and after), the unpack hook must give back a tensor. Ops' saved tensors and custom Functions'
// save_for_backward both go through these.
Value call_pack_hook(const Value& pack, const Value& tensor) {
  const Tensor& t = unwrap(tensor);
  const uint32_t version = t.version();
  Value r = call(pack, {tensor});
  if (t.version() != version)
    raise(T.RuntimeError, "A saved tensor pack hook is modifying its input in place. Tensors provided as input to "
                          "pack hook can not be modified by in-place operations as this can lead to unexpected "
                          "side-effects. Please open an issue if you need to perform in-place operations on the "
                          "input to a pack hook.");
  return r;
}
Value call_unpack_hook(const Value& unpack, const Value& packed) {
  Value r = call(unpack, {packed});
  if (!is_tensor(r))
    raise(T.TypeError, "Output of saved tensor unpack_hook expected to be a Tensor but got result of type " + type_name(r));
  return r;
}

// What the user's pack hook returned, unpacked by their unpack hook (PyTorch's PySavedVariableHooks).
struct PackedByHook : ag::PackedTensor {
  Value packed, unpack_hook;
  PackedByHook(Value p, Value u) : packed(std::move(p)), unpack_hook(std::move(u)) {}
  Tensor unpack() override {
    Value r = call_unpack_hook(unpack_hook, packed);
    if (!is_tensor(r))
      raise(T.TypeError, "Output of saved tensor unpack_hook expected to be a Tensor but got result of type " + type_name(r));
    return unwrap(r);
  }
};

// A pack hook for the tensor library from a pair of Python callables.
ag::PackHook pack_hook_of(Value pack, Value unpack) {
  return [pack, unpack](const Tensor& t) -> std::shared_ptr<ag::PackedTensor> {
    return std::make_shared<PackedByHook>(call_pack_hook(pack, wrap(t)), unpack);
  };
}

// torch.autograd.graph.saved_tensors_hooks' stack of (pack, unpack) pairs: the innermost is the tensor library's pack
// hook. A list value, so the cycle collector sees the hooks.
Value& saved_hooks_stack() {
  static Value* stack = new Value(new_list({}));
  return *stack;
}
Value& saved_hooks_disabled_message() {  // None, or the message disable_saved_tensors_hooks gave
  static Value* message = new Value(Value::none());
  return *message;
}

// A node's saved tensor, as `grad_fn._raw_saved_<name>` gives it (torch._C._autograd.SavedTensor).
struct SavedTensorObject : Object {
  std::shared_ptr<ag::Node> node;
  size_t slot;
  SavedTensorObject(TypeObject* t, std::shared_ptr<ag::Node> n, size_t s) : Object(t), node(std::move(n)), slot(s) {}
};
TypeObject* saved_tensor_type() {
  static TypeObject* t = [] {
    TypeObject* st = new_type("SavedTensor", {}, Layout::Other, false, "torch._C._autograd").get();
    add_method(st, "register_hooks", [](const CallArgs& a) {
      if (a.npos() != 3) raise(T.TypeError, "register_hooks() takes exactly two arguments (pack_hook, unpack_hook)");
      auto* self = static_cast<SavedTensorObject*>(a[0].obj());
      if (self->node->released())
        raise(T.RuntimeError, "Calling register_hooks on a saved tensor after it has been freed. Saved intermediate "
                              "values of the graph are freed when you call .backward() or autograd.grad(). Specify "
                              "retain_graph=True if you need to backward through the graph a second time or if you "
                              "need to access saved variables after calling backward.");
      self->node->pack_saved(self->slot, pack_hook_of(a[1], a[2]));
      return Value::none();
    });
    return st;
  }();
  return t;
}

// A node's non-tensor argument as PyTorch's grad_fn attribute gives it: numbers, tuples of ints, dtypes.
Value saved_argument_value(const tensor::IValue& v) {
  if (const auto* d = std::get_if<double>(&v)) return Value(*d);
  if (const auto* i = std::get_if<int64_t>(&v)) return Value(*i);
  if (const auto* b = std::get_if<bool>(&v)) return Value::boolean(*b);
  if (const auto* is = std::get_if<std::vector<int64_t>>(&v)) {
    std::vector<Value> items;
    for (int64_t i : *is) items.emplace_back(i);
    return new_tuple(std::move(items));
  }
  if (const auto* st = std::get_if<tensor::ScalarType>(&v)) return dtype_object(*st);
  if (const auto* dv = std::get_if<tensor::Device>(&v)) return device_object(*dv);
  if (const auto* str = std::get_if<std::string>(&v)) return new_str(*str);
  return Value::none();
}

// ---- node hooks: a tuple of gradients in (None where one is missing), the hook's replacement out, a handle -------
Value tensors_tuple(const std::vector<Tensor>& ts) {
  std::vector<Value> items;
  for (const Tensor& t : ts) items.push_back(t.defined() ? wrap(t) : Value::none());
  return new_tuple(std::move(items));
}
// What a node hook returned: nothing (None: keep the gradients), or `expected` gradients (PyTorch's error otherwise).
std::vector<Tensor> hook_result(const Value& fn, const Value& r, size_t expected) {
  std::vector<Tensor> out;
  if (r.is_none()) return out;
  const std::vector<Value> items = to_vector(r);
  if (items.size() != expected)
    raise(T.RuntimeError, "hook '" + hook_name(fn) + "' has returned an incorrect number of values (got " +
                              std::to_string(items.size()) + ", but expected " + std::to_string(expected) + ")");
  for (const Value& v : items) out.push_back(v.is_none() ? Tensor() : unwrap(v));
  return out;
}
uint64_t next_hook_id() {
  static uint64_t next = 0;
  return next++;
}
// torch.utils.hooks.RemovableHandle whose remove() takes hook `id` out of the node's list (if the node still lives).
template <class Hooks>
Value removable_handle(const std::shared_ptr<ag::Node>& node, uint64_t id, Hooks ag::Node::*list) {
  std::weak_ptr<ag::Node> weak = node;
  Value remove = new_native("remove", [weak, id, list](const CallArgs&) {
    if (auto n = weak.lock()) std::erase_if((*n).*list, [id](const auto& h) { return h.first == id; });
    return Value::none();
  });
  return call(getattr(import_module("torch.utils.hooks"), intern("_native_handle").get()), {remove});
}

TypeObject* node_type(const std::string& name, const std::string& module) {
  // (Never destroyed: the types are immortal, and a map destroyed at exit would leave them unreferenced for
  // LeakSanitizer's exit check.)
  static auto& types = *new std::unordered_map<std::string, TypeObject*>;
  const std::string key = module + ":" + name;
  auto it = types.find(key);
  if (it != types.end()) return it->second;
  static TypeObject* base = [] {
    TypeObject* b = new_type("Node", {}, Layout::Other, true, "torch.autograd.graph").get();
    // PyTorch's C++ nodes that are not generated from derivatives.yaml (AccumulateGrad, CopySlices, NotImplemented)
    // keep Node's default name(), their demangled C++ type: "torch::autograd::AccumulateGrad" (type(fn).__name__ is
    // the short one).
    add_method(b, "name", [](const CallArgs& a) {
      const std::string& n = static_cast<NodeObject*>(a[0].obj())->node->name();
      const bool cpp_node = n == "AccumulateGrad" || n == "CopySlices" || n == "NotImplemented";
      return new_str(cpp_node ? "torch::autograd::" + n : n);
    });
    add_property(b, "next_functions", [](const CallArgs& a) {
      std::vector<Value> items;
      for (const auto& e : static_cast<NodeObject*>(a[0].obj())->node->next_edges()) {
        Value fn = Value::none();
        if (e.fn) fn = node_object(e.fn);
        items.push_back(new_tuple({fn, Value(int64_t(e.input_nr))}));
      }
      return new_tuple(std::move(items));
    });
    add_property(b, "variable", [](const CallArgs& a) -> Value {
      auto* acc = dynamic_cast<ag::AccumulateGrad*>(static_cast<NodeObject*>(a[0].obj())->node.get());
      if (!acc) raise(T.AttributeError, "'" + type_name(a[0]) + "' object has no attribute 'variable'");
      return wrap(acc->leaf);
    });
    // A custom Function's node is a Python class of torch.autograd.function there, and reprs as one.
    add_method(b, "__repr__", [](const CallArgs& a) {
      const auto* fn = dynamic_cast<const ag::FunctionNode*>(static_cast<NodeObject*>(a[0].obj())->node.get());
      const std::string prefix = fn && !fn->python_module.empty() ? fn->python_module + "." : "";
      return new_str("<" + prefix + type_of(a[0])->name + " object at " + object_address(a[0].obj()) + ">");
    });
    add_method(b, "__eq__", [](const CallArgs& a) {
      if (!a[1].is_obj() || !is_subtype(a[1].obj()->type, static_cast<NodeObject*>(a[0].obj())->type->mro.back() == T.object ? a[0].obj()->type->mro[1] : a[0].obj()->type))
        return Value::boolean(false);
      return Value::boolean(static_cast<NodeObject*>(a[0].obj())->node == static_cast<NodeObject*>(a[1].obj())->node);
    });
    add_method(b, "__hash__", [](const CallArgs& a) {
      return Value(int64_t(reinterpret_cast<uintptr_t>(static_cast<NodeObject*>(a[0].obj())->node.get()) >> 4));
    });
    // grad_fn._saved_<name>: what the node keeps for backward, by the name its formula reads it by (`_saved_self`,
    // `_saved_result`: the tensor, unpacked as backward would, through an unpack hook where one packed it; None for an
    // optional tensor that was None) or the op's non-tensor argument (`_saved_exponent`); `_raw_saved_<name>`: the
    // saved tensor itself, whose register_hooks packs it now.
    add_method(b, "__getattr__", [](const CallArgs& a) -> Value {
      const std::shared_ptr<ag::Node>& node = static_cast<NodeObject*>(a[0].obj())->node;
      const std::string name = str_of(a[1]);
      if (name.starts_with("_saved_")) {
        const std::string_view key = std::string_view(name).substr(7);
        for (const auto& [n, slot] : node->saved_slots())
          if (n == key) return wrap(node->unpack(slot));
        for (const auto& [n, v] : node->saved_arguments())
          if (n == key) return saved_argument_value(*v);
      } else if (name.starts_with("_raw_saved_")) {
        const std::string_view key = std::string_view(name).substr(11);
        for (const auto& [n, slot] : node->saved_slots())
          if (n == key) return Value(make<SavedTensorObject>(saved_tensor_type(), node, slot));
      }
      // A custom Function's node answers for its ctx (PyTorch's ctx is the node): what forward set on it (ctx.k),
      // saved_tensors, needs_input_grad.
      if (const auto* fn = dynamic_cast<const ag::FunctionNode*>(node.get()); fn && fn->context) {
        const Value ctx = *static_cast<const Value*>(fn->context.get());
        if (Value v = getattr_opt(ctx, intern(name).get()); !v.is_null()) return v;
      }
      raise(T.AttributeError, "'" + type_name(a[0]) + "' object has no attribute '" + name + "'");
    });
    add_method(b, "__dir__", [](const CallArgs& a) {
      Value names = call(getattr(Value(T.object), "__dir__"), {a[0]});
      const std::shared_ptr<ag::Node>& node = static_cast<NodeObject*>(a[0].obj())->node;
      for (const auto& [n, slot] : node->saved_slots()) {
        call_method(names, "append", {new_str("_saved_" + n)});
        call_method(names, "append", {new_str("_raw_saved_" + n)});
      }
      for (const auto& [n, v] : node->saved_arguments()) call_method(names, "append", {new_str("_saved_" + n)});
      return names;
    });
    // grad_fn.metadata: a dict that lives with the node (PyTorch keeps it in the C++ node too).
    add_property(b, "metadata", [](const CallArgs& a) {
      ag::Node& node = *static_cast<NodeObject*>(a[0].obj())->node;
      if (!node.binding_data) node.binding_data = std::shared_ptr<void>(new Value(new_dict()), [](void* p) { delete static_cast<Value*>(p); });
      return *static_cast<Value*>(node.binding_data.get());
    });
    add_property(b, "requires_grad", [](const CallArgs&) { return Value::boolean(true); });
    // grad_fn(*grad_outputs): the node's backward run on them, as the engine would (recorded when grad mode is on).
    add_method(b, "__call__", [](const CallArgs& a) {
      ag::Node& node = *static_cast<NodeObject*>(a[0].obj())->node;
      std::vector<Tensor> grads;
      for (size_t i = 1; i < a.npos(); ++i) grads.push_back(a[i].is_none() ? Tensor() : unwrap(a[i]));
      if (grads.size() != node.num_outputs)
        raise(T.TypeError, "expected " + std::to_string(node.num_outputs) + " arguments, got " +
                               std::to_string(grads.size()) + " instead");
      std::vector<Value> out;
      for (const Tensor& g : node.apply(std::move(grads))) out.push_back(g.defined() ? wrap(g) : Value::none());
      return out.size() == 1 ? out[0] : new_tuple(std::move(out));
    });
    // grad_fn.register_prehook(fn): fn(grad_outputs) before the node runs (a tuple, None for a missing gradient); a
    // non-None result replaces them.
    add_method(b, "register_prehook", [](const CallArgs& a) {
      std::shared_ptr<ag::Node> node = static_cast<NodeObject*>(a[0].obj())->node;
      Value fn = a[1];
      const uint64_t id = next_hook_id();
      node->node_pre_hooks.emplace_back(id, [fn](const std::vector<Tensor>& grad_outputs) {
        return hook_result(fn, call(fn, {tensors_tuple(grad_outputs)}), grad_outputs.size());
      });
      return removable_handle(node, id, &ag::Node::node_pre_hooks);
    });
    // grad_fn.register_hook(fn): fn(grad_inputs, grad_outputs) after the node runs (tuples, None for a missing
    // gradient); a non-None result replaces grad_inputs. The handle's remove() takes it out again.
    add_method(b, "register_hook", [](const CallArgs& a) {
      std::shared_ptr<ag::Node> node = static_cast<NodeObject*>(a[0].obj())->node;
      Value fn = a[1];
      const uint64_t id = next_hook_id();
      node->post_hooks.emplace_back(id, [fn](const std::vector<Tensor>& grad_inputs, const std::vector<Tensor>& grad_outputs) {
        return hook_result(fn, call(fn, {tensors_tuple(grad_inputs), tensors_tuple(grad_outputs)}), grad_inputs.size());
      });
      return removable_handle(node, id, &ag::Node::post_hooks);
    });
    return b;
  }();
  // PyTorch's C++ nodes are C types of module builtins (<class 'MulBackward0'>); a custom Function's is a Python class
  // of torch.autograd.function, so not a native type here either: both are named bare in messages.
  TypeObject* t = new_type(name, {Ref<TypeObject>(base)}, Layout::Other, module.empty(),
                           module.empty() ? "builtins" : module).get();
  t->has_getattr = true;  // (new_type reads the flag off the bases' dicts; the base's __getattr__ came after it)
  types[key] = t;
  return t;
}

Value node_object(const std::shared_ptr<ag::Node>& n) {
  if (!n) return Value::none();
  auto& objects = node_objects();
  if (auto it = objects.find(n.get()); it != objects.end()) return Value(static_cast<Object*>(it->second));
  const auto* fn = dynamic_cast<const ag::FunctionNode*>(n.get());
  Value v(make<NodeObject>(node_type(n->name(), fn ? fn->python_module : std::string()), n));
  objects[n.get()] = static_cast<NodeObject*>(v.obj());
  return v;
}

const Tensor& self_tensor(const CallArgs& a) {
  if (a.args.empty() || !is_tensor(a[0])) raise(T.TypeError, "expected a Tensor");
  return unwrap(a[0]);
}

std::vector<Tensor> tensor_list(const Value& v, bool allow_none) {
  std::vector<Tensor> out;
  for (const auto& x : to_vector(v)) {
    if (x.is_none() && allow_none) out.emplace_back();
    else if (is_tensor(x)) out.push_back(unwrap(x));
    else raise(T.TypeError, "expected a Tensor, got " + type_name(x));
  }
  return out;
}

// backward(..., inputs=...): the gradients reach only the given tensors, as PyTorch's engine run with those inputs
// (accumulate_grad on their edges only): a leaf's through its AccumulateGrad node (its hooks, its .grad), a non-leaf's
// added into its .grad. Inputs the roots do not reach get nothing.
void backward_into(const std::vector<Tensor>& roots, const std::vector<Tensor>& grads, const std::vector<Tensor>& inputs,
                   bool retain, bool create) {
  for (const Tensor& t : inputs)
    if (!ag::requires_grad(t)) raise(T.RuntimeError, "can't retain_grad on Tensor that has requires_grad=False");
  const std::vector<Tensor> gs = ag::grad(roots, inputs, grads, retain, create, /*allow_unused=*/true);
  for (size_t k = 0; k < inputs.size(); ++k) {
    if (!gs[k].defined()) continue;
    if (ag::is_leaf(inputs[k])) {
      ag::gradient_edge(inputs[k]).fn->apply({gs[k]});
    } else {
      Tensor& g = ag::ensure_meta(inputs[k]).grad;
      g = g.defined() ? tensor::call_tensor_op(tensor::find_op("add.Tensor"), {g, gs[k], int64_t(1)}) : gs[k];
    }
  }
}

Value kwarg(const CallArgs& a, std::string_view name) {
  for (size_t k = 0; k < a.nkw(); ++k)
    if (str_of(a.kwnames->items[k]) == name) return a[a.npos() + k];
  return {};
}

bool opt_bool(const Value& v, bool fallback) { return v.is_null() || v.is_none() ? fallback : truthy(v); }

Value call_hook_fn(const Value& fn, const Tensor& g) {
  return call(fn, {wrap(g)});
}

// backward(create_graph=True) links each leaf's .grad to a graph that holds the leaf: PyTorch's engine warns once
// per process (TORCH_WARN_ONCE), whether from Tensor.backward or torch.autograd.backward.
void warn_create_graph_cycle() {
  static bool warned = false;
  if (warned) return;
  warned = true;
  warn_from_native(
      "Using backward() with create_graph=True will create a reference cycle between the parameter and its "
      "gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to avoid "
      "this. If you have to use this function, make sure to reset the .grad fields of your parameters to None "
      "after use to break the cycle and avoid the leak. (Triggered internally at  "
      "./torch/csrc/autograd/engine.cpp:1059.)");
}

}  // namespace

void init_autograd_binding(ModuleObject& m) {
  TypeObject* tb = TT.tensor_base;
  add_tensor_property(tb, "requires_grad", [](const CallArgs& a) { return Value::boolean(ag::requires_grad(self_tensor(a))); },
               [](const CallArgs& a) {
                 ag::set_requires_grad(self_tensor(a), truthy(a[1]));
                 return Value::none();
               });
  add_tensor_method(tb, "requires_grad_", [](const CallArgs& a) {
    const bool on = a.args.size() > 1 ? truthy(a[1]) : opt_bool(kwarg(a, "requires_grad"), true);
    const tensor::ScalarType dtype = self_tensor(a).dtype();
    // (the method's own words, which PyTorch never updated for complex tensors, though it lets them through)
    if (on && ag::is_leaf(self_tensor(a)) && !tensor::is_floating(dtype) && !tensor::is_complex(dtype))
      raise(T.RuntimeError, "only Tensors of floating point dtype can require gradients");
    ag::set_requires_grad(self_tensor(a), on);
    return a[0];
  });
  // grad, and _grad (PyTorch's C-level name for the same slot, which kornia's tests read)
  for (const char* name : {"grad", "_grad"})
    add_tensor_property(tb, name, [](const CallArgs& a) {
                   const Tensor& t = self_tensor(a);
                   Tensor g = ag::grad(t);
                   // TensorBody.h's grad(): a non-leaf's .grad stays undefined unless it retains its grad
                   if (!g.defined() && !ag::is_leaf(t)) {
                     const auto* mt = ag::meta(t);
                     if (!mt || !mt->retains_grad)
                       warn_from_native(
                           "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad "
                           "attribute won't be populated during autograd.backward(). If you indeed want the .grad "
                           "field to be populated for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If "
                           "you access the non-leaf Tensor by mistake, make sure you access the leaf Tensor instead. "
                           "See github.com/pytorch/pytorch/pull/30531 for more informations. (Triggered internally at  "
                           "./build/aten/src/ATen/core/TensorBody.h:480.)");
                   }
                   return wrap(g);
                 },
                 [](const CallArgs& a) {
                   if (!a[1].is_none() && !is_tensor(a[1])) raise(T.TypeError, "assigned grad expected to be a Tensor or None but got grad of type" + type_name(a[1]));  // no space: PyTorch's words
                   ag::set_grad(self_tensor(a), a[1].is_none() ? Tensor() : unwrap(a[1]));
                   return Value::none();
                 });
  // `del t.grad` clears it, as PyTorch's THPVariable_set_grad given NULL
  for (const char* name : {"grad", "_grad"})
    as<PropertyObject>(tb->dict->get_str(intern(name).get()))->fdel = new_native(name, [](const CallArgs& a) {
      ag::set_grad(self_tensor(a), Tensor());
      return Value::none();
    });
  add_tensor_property(tb, "is_leaf", [](const CallArgs& a) { return Value::boolean(ag::is_leaf(self_tensor(a))); });
  add_tensor_property(tb, "grad_fn", [](const CallArgs& a) { return node_object(ag::grad_fn(self_tensor(a))); });
  // x._base: the tensor a view views (None for a tensor that is not a view). tsr knows a view's base where autograd
  // tags it: the views of floating and complex tensors (Dispatcher::call); other views say None.
  add_tensor_property(tb, "_base", [](const CallArgs& a) {
    const auto* mt = ag::meta(self_tensor(a));
    return mt && mt->is_view && mt->view_base.defined() ? wrap(mt->view_base) : Value::none();
  });
  add_tensor_method(tb, "_is_view", [](const CallArgs& a) {  // (with _base's knowledge)
    const auto* mt = ag::meta(self_tensor(a));
    return Value::boolean(mt && mt->is_view && mt->view_base.defined());
  });
  add_tensor_property(tb, "retains_grad", [](const CallArgs& a) {
    auto* mt = ag::meta(self_tensor(a));
    return Value::boolean(mt && mt->retains_grad);
  });
  // The in-place write counter saved-tensor checks compare (Note [Version counters]).
  add_tensor_property(tb, "_version", [](const CallArgs& a) {
    const Tensor& t = self_tensor(a);
    if (t.impl()->is_inference()) raise(T.RuntimeError, "Inference tensors do not track version counter.");
    return Value(int64_t(t.storage() ? t.version() : 0));
  });
  add_tensor_method(tb, "is_inference", [](const CallArgs& a) {
    return Value::boolean(self_tensor(a).impl()->is_inference());
  });
  // x.data: x's memory without its history and with a version counter of its own, so that writes through it
  // (`p.data.add_(...)` in hand-written optimizers) are not seen by autograd's saved-tensor checks: PyTorch's
  // variable_data. (detach() shares x's counter.)
  add_tensor_property(tb, "data", [](const CallArgs& a) {
                 Tensor data = ag::detach(self_tensor(a));
                 data.impl()->set_own_version_counter(tensor::IntrusivePtr<tensor::VersionCounter>::make());
                 return wrap(data);
               },
               [](const CallArgs& a) -> Value {
                 // x.data = y: x now holds y's storage, sizes, strides and dtype, keeping its own identity and
                 // autograd state (PyTorch's set_data): later writes through y show in x; views taken of x before
                 // keep the old storage.
                 Tensor dst = self_tensor(a);
                 if (!is_tensor(a[1])) raise(T.TypeError, "Variable data has to be a tensor, but got " + type_name(a[1]));
                 const Tensor& src = unwrap(a[1]);
                 if (tensor::is_sparse(dst) != tensor::is_sparse(src))  // a layout change (tensor/core/sparse.hpp)
                   raise(T.RuntimeError, "data set to a tensor of another layout is not supported in tsr (sparse and "
                                         "strided tensors keep their layout)");
                 if (ag::requires_grad(dst) && !tensor::is_floating(src.dtype()) && !tensor::is_complex(src.dtype()))
                   raise(T.RuntimeError, "data set to a tensor that requires gradients must be floating point or "
                                         "complex dtype");
                 dst.impl()->set_data(*src.impl());
                 return Value::none();
               });
  add_tensor_method(tb, "set_", [](const CallArgs& a) {
    // x.set_(source): x takes source's storage and layout (x.set_(): an empty storage), in place.
    Tensor self = self_tensor(a);
    if (ag::grad_mode_enabled() && ag::is_leaf(self) && ag::requires_grad(self))
      raise(T.RuntimeError, "a leaf Variable that requires grad is being used in an in-place operation.");
    if (a.npos() > 1 && !is_tensor(a[1])) raise(T.TypeError, "set_(): argument 'source' must be Tensor, not " + type_name(a[1]));
    const Tensor src = a.npos() > 1 ? unwrap(a[1]) : tensor::empty(std::vector<int64_t>{0}, self.dtype(), self.device());
    if (tensor::is_sparse(self) || tensor::is_sparse(src))
      raise(T.NotImplementedError, "Could not run 'aten::set_.source_Tensor' with arguments from the 'SparseCPU' backend.");
    if (src.dtype() != self.dtype())
      raise(T.RuntimeError, "Expected object of scalar type " + std::string(tensor::dtype_title(self.dtype())) +
                                " but got scalar type " + std::string(tensor::dtype_title(src.dtype())) + " for argument 'source'");
    self.impl()->set_data(*src.impl());
    self.bump_version();
    return a[0];
  });
  add_tensor_method(tb, "detach", [](const CallArgs& a) { return wrap(ag::detach(self_tensor(a))); });
  add_tensor_method(tb, "detach_", [](const CallArgs& a) {
    const Tensor& t = self_tensor(a);
    if (auto* mt = ag::meta(t)) mt->grad_fn.reset();
    t.impl()->set_requires_grad(false);
    return a[0];
  });
  add_tensor_method(tb, "retain_grad", [](const CallArgs& a) {
    const Tensor& t = self_tensor(a);
    if (!ag::requires_grad(t)) raise(T.RuntimeError, "can't retain_grad on Tensor that has requires_grad=False");
    if (ag::is_leaf(t)) return Value::none();
    auto& mt = ag::ensure_meta(t);
    if (mt.retains_grad) return Value::none();
    mt.retains_grad = true;
    ag::add_retain_grad_hook(t, mt.grad_fn, mt.output_nr);
    return Value::none();
  });
  add_tensor_method(tb, "register_hook", [](const CallArgs& a) {
    const Tensor& t = self_tensor(a);
    if (!ag::requires_grad(t)) raise(T.RuntimeError, "cannot register a hook on a tensor that doesn't require gradient");
    Value fn = a[1];
    // The handle's remove() switches the hook off (a hook that is off leaves the gradient as it is).
    auto active = std::make_shared<bool>(true);
    auto hook = [fn, active](const Tensor& g) -> Tensor {
      if (!*active) return Tensor();
      Value r = call_hook_fn(fn, g);
      if (r.is_none()) return Tensor();
      if (!is_tensor(r)) raise(T.TypeError, "expected Variable, but hook returned '" + type_name(r) + "'");
      return unwrap(r);
    };
    if (ag::is_leaf(t)) ag::ensure_meta(t).hooks.push_back(hook);
    else ag::grad_fn(t)->pre_hooks.emplace_back(ag::meta(t)->output_nr, hook);
    Value remove = new_native("remove", [active](const CallArgs&) {
      *active = false;
      return Value::none();
    });
    return call(getattr(import_module("torch.utils.hooks"), intern("_native_handle").get()), {remove});
  });
  add_tensor_method(tb, "backward", [](const CallArgs& a) {
    Value args[4];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "backward", {"gradient", "retain_graph", "create_graph", "inputs"}, 0, args);
    const bool create = opt_bool(args[2], false);
    if (create) warn_create_graph_cycle();
    const bool retain = opt_bool(args[1], create);
    Tensor g = args[0].is_null() || args[0].is_none() ? Tensor() : unwrap(args[0]);
    if (!args[3].is_null() && !args[3].is_none()) {
      const std::vector<Tensor> inputs = is_tensor(args[3]) ? std::vector<Tensor>{unwrap(args[3])} : tensor_list(args[3], false);
      if (inputs.empty()) raise(T.RuntimeError, "'inputs' argument to backward() cannot be empty.");
      backward_into({self_tensor(a)}, {g}, inputs, retain, create);
      return Value::none();
    }
    ag::backward({self_tensor(a)}, {g}, retain, create);
    return Value::none();
  });
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("_autograd_backward", [](const CallArgs& a) {
    const bool create = opt_bool(a[3], false);
    if (create) warn_create_graph_cycle();
    if (a.args.size() > 4 && !a[4].is_none())  // inputs=, a sequence (torch/autograd/__init__.tsr checked it)
      backward_into(tensor_list(a[0], false), tensor_list(a[1], true), tensor_list(a[4], false), opt_bool(a[2], create),
                    create);
    else
      ag::backward(tensor_list(a[0], false), tensor_list(a[1], true), opt_bool(a[2], create), create);
    return Value::none();
  });
  // Forward-mode AD (Note [Forward AD], tensor/autograd/forward_ad.hpp), for torch/autograd/forward_ad.tsr.
  namespace fad = tensor::autograd::forward_ad;
  def("_enter_dual_level", [](const CallArgs&) { return Value(fad::enter_dual_level()); });
  def("_exit_dual_level", [](const CallArgs& a) {
    fad::exit_dual_level(a.npos() > 0 && !a[0].is_none() ? index_of(a[0]) : -1);
    return Value::none();
  });
  def("_make_dual", [](const CallArgs& a) {
    const int64_t level = a.npos() > 2 && !a[2].is_none() ? index_of(a[2]) : -1;
    return wrap(fad::make_dual(unwrap(a[0]), unwrap(a[1]), level));
  });
  def("_unpack_dual", [](const CallArgs& a) {
    const int64_t level = a.npos() > 1 && !a[1].is_none() ? index_of(a[1]) : -1;
    auto [primal, tangent] = fad::unpack_dual(unwrap(a[0]), level);
    return Value(new_tuple(
        {primal.is_same(unwrap(a[0])) ? a[0] : wrap(primal), tangent.defined() ? wrap(tangent) : Value::none()}));
  });
  // A custom Function's jvp (torch/autograd/function.tsr): whether a level is open, an argument's tangent, and the
  // tangent its jvp gives an output.
  def("_forward_ad_level_open", [](const CallArgs&) { return Value::boolean(fad::level_open()); });
  def("_tangent_of", [](const CallArgs& a) {
    if (!is_tensor(a[0])) return Value::none();
    const tensor::Tensor t = fad::tangent_of(unwrap(a[0]));
    return t.defined() ? wrap(t) : Value::none();
  });
  def("_set_tangent", [](const CallArgs& a) {
    fad::set_tangent(unwrap(a[0]), unwrap(a[1]));
    return Value::none();
  });
  // torch._C._autograd: the saved-tensor hooks' stack (torch/autograd/graph.tsr's context managers) and SavedTensor.
  {
    Ref<ModuleObject> am = new_module("torch._C._autograd");
    auto adef = [&](const char* name, NativeFn fn) { am->dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
    adef("_push_saved_tensors_default_hooks", [](const CallArgs& a) {
      if (a.npos() != 2) raise(T.TypeError, "_push_saved_tensors_default_hooks() takes exactly two arguments");
      if (!saved_hooks_disabled_message().is_none()) raise(T.RuntimeError, str_of(saved_hooks_disabled_message()));
      call_method(saved_hooks_stack(), "append", {new_tuple({a[0], a[1]})});
      ag::set_pack_hook(pack_hook_of(a[0], a[1]));
      return Value::none();
    });
    adef("_pop_saved_tensors_default_hooks", [](const CallArgs&) {
      Value& stack = saved_hooks_stack();
      call_method(stack, "pop", {});
      const std::vector<Value> rest = to_vector(stack);
      if (rest.empty()) ag::set_pack_hook({});
      else ag::set_pack_hook(pack_hook_of(to_vector(rest.back())[0], to_vector(rest.back())[1]));
      return Value::none();
    });
    adef("_saved_tensors_hooks_disable", [](const CallArgs& a) {
      if (a.npos() != 1 || !is_str(a[0])) raise(T.TypeError, "_saved_tensors_hooks_disable() expects a message (str)");
      saved_hooks_disabled_message() = a[0];
      return Value::none();
    });
    adef("_saved_tensors_hooks_enable", [](const CallArgs&) {
      saved_hooks_disabled_message() = Value::none();
      return Value::none();
    });
    adef("_saved_tensors_hooks_get_disabled_error_message",
         [](const CallArgs&) { return saved_hooks_disabled_message(); });
    am->dict()->set_str(intern("SavedTensor").get(), Value(saved_tensor_type()));
    m.dict()->set_str(intern("_autograd").get(), Value(am.get()));
  }
  def("_set_anomaly_enabled", [](const CallArgs& a) {
    // The engine's hooks into the interpreter: the Python stack as traceback.format_stack() gives it, and a
    // UserWarning through warnings.warn.
    ag::AnomalyMode::capture_stack = []() {
      std::string out;
      for (const Value& line : to_vector(call(getattr(import_module("traceback"), intern("format_stack").get()), {})))
        out += as_str(line)->s;
      return out;
    };
    ag::AnomalyMode::set(truthy(a[0]), truthy(a[1]));
    return Value::none();
  });
  def("_is_anomaly_enabled", [](const CallArgs&) { return Value::boolean(ag::AnomalyMode::enabled()); });
  def("_is_anomaly_check_nan_enabled", [](const CallArgs&) { return Value::boolean(ag::AnomalyMode::check_nan()); });
  def("_autograd_grad", [](const CallArgs& a) {
    const bool create = opt_bool(a[4], false);
    auto grads = ag::grad(tensor_list(a[0], false), tensor_list(a[1], false), tensor_list(a[2], true),
                          opt_bool(a[3], create), create, opt_bool(a[5], false));
    std::vector<Value> out;
    for (auto& g : grads) out.push_back(wrap(g));
    return new_list(std::move(out));
  });
  def("_function_apply", [](const CallArgs& a) {
    // (cls, ctx, args): forward under no_grad, then a FunctionNode over the tensor inputs.
    Value cls = a[0], ctx = a[1];
    std::vector<Value> args = to_vector(a[2]);
    std::vector<Tensor> inputs;
    std::vector<Value> needs;
    for (const auto& v : args) {
      if (is_tensor(v)) {
        inputs.push_back(unwrap(v));
        needs.push_back(Value::boolean(ag::requires_grad(unwrap(v))));
      } else {
        needs.push_back(Value::boolean(false));
      }
    }
    setattr(ctx, intern("needs_input_grad").get(), new_tuple(needs));
    std::vector<Value> fargs{ctx};
    fargs.insert(fargs.end(), args.begin(), args.end());
    Value out;
    {
      ag::GradModeGuard no_grad(false);
      out = call_vec(getattr(cls, "forward"), fargs);
    }
    const bool single = !has_layout(out, Layout::Tuple);
    std::vector<Value> outs = single ? std::vector<Value>{out} : to_vector(out);
    std::vector<Tensor> returned;
    for (const auto& o : outs)
      if (is_tensor(o)) returned.push_back(unwrap(o));
    // ctx.mark_dirty's tensors (PyTorch's _mark_dirty): the in-place change forward made is counted on each one's
    // version (once more than the op itself did), and ctx lets go of them.
    std::vector<Tensor> dirty;
    if (Value d = getattr_opt(ctx, intern("dirty_tensors").get()); !d.is_null() && !d.is_none()) {
      const std::vector<Value> items = to_vector(d);
      for (size_t i = 0; i < items.size(); ++i) {
        if (!is_tensor(items[i]))
          raise(T.RuntimeError, "mark_dirty can only accept variables, but argument " + std::to_string(i) +
                                    " is of type " + type_name(items[i]));
        dirty.push_back(unwrap(items[i]));
      }
      for (const Tensor& t : dirty) t.bump_version();
      generic_setattr(ctx, intern("dirty_tensors").get(), Value::none());
    }
    auto is_dirty = [&](const Tensor& t) {
      return std::any_of(dirty.begin(), dirty.end(), [&](const Tensor& d) { return d.is_same(t); });
    };
    // Whether the node is recorded (ag::record_function's condition): only then does a dirty output take it as its
    // history in place of its old one.
    const bool executable = ag::grad_mode_enabled() && std::any_of(inputs.begin(), inputs.end(), ag::requires_grad);
    // The node's name: <class>Backward, or the ctx's `_node_name` (set in forward) where a library Function stands in
    // for one of PyTorch's native ops (torch.nn.functional.pad's ReflectionPad2DBackward0, ...)
    std::string name = as<TypeObject>(cls)->name + "Backward";
    std::string module = "torch.autograd.function";
    if (Value n = getattr_opt(ctx, intern("_node_name").get()); !n.is_null() && is_str(n)) {
      name = str_of(n);
      module.clear();
    }
    // An input returned as-is (and not marked dirty) comes back as a view of itself made in no_grad mode, as
    // PyTorch's _view_as_self_with_no_grad makes it, so that it can take the node as its history while the input
    // keeps its own. A stand-in for a native node (the Error node) gives detached aliases, as those nodes do.
    auto view_of_self = [](const Tensor& t) {
      ag::GradModeGuard no_grad_view(false);
      return tensor::call_tensor_op(tensor::find_op("view"), {t, std::vector<int64_t>(t.sizes().begin(), t.sizes().end())});
    };
    const bool stand_in = module.empty();
    size_t num_differentiable = 0;
    std::vector<Value> dirty_outputs;  // their positions
    std::vector<Tensor> out_tensors;
    std::vector<bool> non_diff;
    Value nd_attr = getattr_opt(ctx, intern("non_differentiable").get());
    for (auto& o : outs) {
      if (!is_tensor(o)) {
        out_tensors.emplace_back();
        non_diff.push_back(true);
        continue;
      }
      const Tensor t = unwrap(o);
      bool is_input = false;
      for (const auto& in : inputs) is_input |= in.is_same(t);
      bool nd = false;
      if (!nd_attr.is_null())
        for (const auto& x : to_vector(nd_attr)) nd |= is_tensor(x) && unwrap(x).storage() == t.storage();
      const bool differentiable = executable && !nd && (is_floating(t.dtype()) || is_complex(t.dtype()));
      num_differentiable += differentiable;
      if (!differentiable) {
        // (one that requires grad comes back detached, as PyTorch's: it is outside the graph, and a view of it
        // would require grad through its input; a dirty one too)
        if (is_input) o = wrap(ag::requires_grad(t) || stand_in ? ag::detach(t) : view_of_self(t));
      } else if (is_dirty(t)) {
        // Modified in place: the same tensor is rebased onto the node (PyTorch's rebase_history), as an in-place
        // op's output is; its .grad is dropped.
        if (ag::is_leaf(t) && ag::requires_grad(t))
          raise(T.RuntimeError, "a leaf Variable that requires grad has been used in an in-place operation.");
        if (!is_input)
          warn_from_native("Only input Tensors should be given to ctx.mark_dirty(). If a Tensor is not an input, "
                           "there is no need to pass it to mark_dirty(). (Triggered internally at  "
                           "./torch/csrc/autograd/custom_function.cpp:308.)");
        if (const ag::TensorAutograd* m = ag::meta(t); m && m->is_view && m->view_base.defined() && outs.size() > 1)
          raise(T.RuntimeError,
                "If your Function modifies inplace an input that is a view of another Tensor, your Function cannot "
                "return more than one Tensor. This is not supported by the current autograd engine. You should "
                "either make sure the input is not a view (using .clone() for example) or make your Function only "
                "return one Tensor (potentially splitting it into two Functions: one doing the inplace that returns "
                "a single Tensor and a second one that does the other operations). You can ask on the forum "
                "https://discuss.pytorch.org/ if you need help to do this change.");
        if (ag::grad(t).defined()) ag::set_grad(t, Tensor());
      } else if (is_input) {
        o = wrap(stand_in ? ag::detach(t) : view_of_self(t));
      }
      // Every view it returns but a dirty input is a custom Function's view (PyTorch's IN_CUSTOM_FUNCTION): an
      // in-place change would give it CopySlices history that bypasses the Function's backward.
      const Tensor out = unwrap(o);
      if (is_dirty(t)) dirty_outputs.push_back(Value(int64_t(out_tensors.size())));
      if (!(is_input && is_dirty(t)) && !stand_in)
        if (ag::TensorAutograd* m = ag::meta(out); m && m->is_view && m->view_base.defined())
          m->custom_function_view = true;
      out_tensors.push_back(out);
      non_diff.push_back(nd);
    }
    // Views among several differentiable outputs are multi-output views instead (PyTorch's MULTI_OUTPUT_NODE).
    if (num_differentiable > 1)
      for (const Tensor& out : out_tensors)
        if (ag::TensorAutograd* m = out.defined() ? ag::meta(out) : nullptr; m && m->is_view && m->view_base.defined()) {
          m->multi_output_view = true;
          m->custom_function_view = false;
        }
    for (const Tensor& t : dirty)
      if (std::none_of(returned.begin(), returned.end(), [&](const Tensor& o) { return o.is_same(t); }))
        raise(T.RuntimeError, "Some elements marked as dirty during the forward method were not returned as output. "
                              "The inputs that are modified inplace must all be outputs of the Function.");
    // Which outputs were dirty inputs, for the forward-AD checks of function.tsr (such an output outside the graph
    // is a view of its input, like an input returned as-is, but its tangent is the input's, modified in place)
    if (!dirty_outputs.empty()) generic_setattr(ctx, intern("_dirty_outputs").get(), new_tuple(std::move(dirty_outputs)));
    const size_t nargs = args.size();
    std::vector<bool> is_tensor_arg;
    for (const auto& v : args) is_tensor_arg.push_back(is_tensor(v));
    auto node = ag::record_function(name, inputs, out_tensors, [cls, ctx, nargs, is_tensor_arg](std::vector<Tensor> grads) {
      std::vector<Value> call_args{ctx};
      for (auto& g : grads) call_args.push_back(wrap(g));
      Value r = call_vec(getattr(cls, "backward"), call_args);
      std::vector<Value> rs = has_layout(r, Layout::Tuple) ? to_vector(r) : std::vector<Value>{r};
      // Too many gradients are fine while the extra ones are all None (PyTorch truncates them): the Extending
      // PyTorch tutorial's LinearFunction returns a bias gradient slot when called without a bias.
      if (rs.size() > nargs && std::all_of(rs.begin() + nargs, rs.end(), [](const Value& v) { return v.is_none(); }))
        rs.resize(nargs);
      if (rs.size() != nargs)
        raise(T.RuntimeError, "function " + as<TypeObject>(cls)->name + "Backward returned an incorrect number of gradients (expected " +
                                  std::to_string(nargs) + ", got " + std::to_string(rs.size()) + ")");
      std::vector<Tensor> out;
      for (size_t i = 0; i < rs.size(); ++i)
        if (is_tensor_arg[i]) out.push_back(rs[i].is_none() ? Tensor() : unwrap(rs[i]));
      return out;
    }, non_diff);
    if (node) {
      // A dirty view: its base's history is rewritten to pass the view's region through the node (CopySlices), and
      // the view's becomes a view of the base's, as after an in-place op on a view (autograd_kernel.cpp's
      // record_copy_slices). As PyTorch's CopySlices, the node's first gradient is taken as the view's.
      for (size_t i = 0; i < out_tensors.size(); ++i) {
        const Tensor& v = out_tensors[i];
        const ag::TensorAutograd* m = v.defined() && is_dirty(v) ? ag::meta(v) : nullptr;
        if (!m || !m->is_view || !m->view_base.defined() || m->grad_fn != node) continue;
        const Tensor base = m->view_base;
        if (!ag::is_dense_permutation(base))
          raise(T.NotImplementedError, "tsr: a custom Function modifying in place (mark_dirty) a view whose base's "
                                       "layout is not dense is not supported; clone the input first");
        const ag::ViewGeometry geo = ag::ViewGeometry::between(v, base);
        auto cs = std::make_shared<ag::CopySlices>(geo, node);
        cs->next_edges().push_back(ag::gradient_edge(base));
        for (size_t k = 1; k < node->next_edges().size(); ++k) cs->next_edges().push_back(node->next_edges()[k]);
        cs->output_meta = {ag::TensorMeta::of(base)};
        ag::set_history(base, cs, 0);
        auto vb = std::make_shared<ag::ViewOfBase>(geo);
        vb->next_edges().push_back(ag::Edge{cs, 0});
        vb->output_meta = {ag::TensorMeta::of(v)};
        ag::set_history(v, vb, 0);
      }
      node->python_module = module;
      node->context = std::make_shared<Value>(ctx);
      Value c = ctx;
      node->on_release = [c]() { generic_setattr(c, intern("_released").get(), Value::boolean(true)); };
      // Under saved-tensor hooks, what save_for_backward kept is packed now, as PyTorch packs a Function's saved
      // variables when its node is recorded: ctx keeps the (pack result, unpack hook) pairs, and saved_tensors
      // unpacks them (torch._C._saved_tensors).
      const std::vector<Value> hooks = to_vector(saved_hooks_stack());
      Value to_save = getattr_opt(ctx, intern("to_save").get());
      if (!hooks.empty() && !to_save.is_null()) {
        const std::vector<Value> pair = to_vector(hooks.back());
        std::vector<Value> packed;
        for (const Value& v : to_vector(to_save)) {
          if (!is_tensor(v)) {
            packed.push_back(new_tuple({Value::none(), v}));
            continue;
          }
          packed.push_back(new_tuple({pair[1], call_pack_hook(pair[0], v)}));
        }
        generic_setattr(ctx, intern("_packed_saved").get(), new_tuple(std::move(packed)));
        generic_setattr(ctx, intern("to_save").get(), new_tuple({}));
      }
    }
    // Outputs carry the node now; wrap them (fresh objects for the aliased ones).
    std::vector<Value> results;
    for (size_t i = 0; i < outs.size(); ++i) results.push_back(out_tensors[i].defined() ? wrap(out_tensors[i]) : outs[i]);
    for (size_t i = 0; i < outs.size(); ++i)
      if (is_tensor(outs[i]) && unwrap(outs[i]).is_same(out_tensors[i])) results[i] = outs[i];
    return single ? results[0] : new_tuple(std::move(results));
  });
  def("_saved_tensors", [](const CallArgs& a) {
    Value released = getattr_opt(a[0], intern("_released").get());
    if (!released.is_null() && truthy(released))
      raise(T.RuntimeError, "Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.");
    if (Value packed = getattr_opt(a[0], intern("_packed_saved").get()); !packed.is_null()) {
      std::vector<Value> out;
      for (const Value& p : to_vector(packed)) {
        const std::vector<Value> item = to_vector(p);  // (unpack hook, packed) or (None, a non-tensor saved as is)
        if (item[0].is_none()) {
          out.push_back(item[1]);
          continue;
        }
        out.push_back(call_unpack_hook(item[0], item[1]));
      }
      return new_tuple(std::move(out));
    }
    Value saved = getattr_opt(a[0], intern("to_save").get());
    return saved.is_null() ? new_tuple({}) : saved;
  });
}

}  // namespace tsr::interp::torch
