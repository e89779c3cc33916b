// What a derivative formula is written with, so that each op's formula sits in its declaration beside its schema
// and doc, in the op family's file (the way PyTorch keys derivatives.yaml by the schema of native_functions.yaml,
// but in one statement):
//
//   TSR_DEFINE_OP("exp(Tensor self) -> Tensor", "e to the power of each element.",
//                 autograd::formula("ExpBackward0", {"result"}, [](Ctx& c) { return G{mul(c.g(), c.s("result"))}; }));
//   TSR_DEFINE_OP("argmax(Tensor self, ...) -> Tensor", "The index of the maximum.", autograd::not_differentiable());
//
// A formula gets a Ctx (the op's arguments, the tensors it asked to save, the output gradients) and returns one
// gradient per tensor input in schema order (an element per Tensor[] element; undefined where there is none).
// Formulas are written with ops that go through the dispatcher, so with create_graph=True they are recorded in
// turn: double backward comes for free. An op with a Tensor input and a Tensor result declares a formula, the
// not-differentiable mark, or is a composite (TSR_DEFINE_COMPOSITE_OP); autograd::check_registry (autograd.hpp)
// finds one that declares none.
#pragma once

#include <absl/container/inlined_vector.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::autograd {

// A few named entries (an op's arguments): a vector searched linearly beats a hash map at this size. Keys are
// views of names that live as long as the program (schema argument names, a formula's `saves`), so recording a
// node copies no strings.
template <class V>
class SmallMap {
 public:
  V& operator[](std::string_view key) {
    for (auto& [k, v] : items_)
      if (k == key) return v;
    items_.emplace_back(key, V{});
    return items_.back().second;
  }
  const V* find(std::string_view key) const {
    for (const auto& [k, v] : items_)
      if (k == key) return &v;
    return nullptr;
  }
  // Adds an entry for a key known to be absent (recording: each argument name once), built in place.
  template <class... A>
  void add(std::string_view key, A&&... value) {
    items_.emplace_back(std::piecewise_construct, std::forward_as_tuple(key),
                        std::forward_as_tuple(std::forward<A>(value)...));
  }
  size_t count(std::string_view key) const { return find(key) ? 1 : 0; }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }
  const V& at(std::string_view key) const {
    if (const V* v = find(key)) return *v;
    throw Error(ErrorKind::RuntimeError, "autograd: nothing recorded for argument " + std::string(key));
  }

 private:
  absl::InlinedVector<std::pair<std::string_view, V>, 4> items_;
};

Tensor sum_to(const Tensor& g, const Dims& shape);

// What a formula sees: the op's arguments (tensors by name, others as IValues), saved tensors and grads.
struct Ctx {
  const FunctionSchema* schema = nullptr;
  // Non-tensor arguments; tensor slots hold undefined tensors. Inline: most ops have few arguments.
  absl::InlinedVector<IValue, 4> args;
  SmallMap<TensorMeta> shapes;         // tensor arguments' shapes, dtypes and devices
  std::vector<TensorMeta> list_shapes;  // Tensor[] elements
  SmallMap<size_t> saved_index;                          // name -> Node::save slot
  Node* node = nullptr;
  std::vector<Tensor> grads;
  std::vector<Tensor> unpacked;  // during apply, by slot: the saved tensors a pack hook held, unpacked up front

  size_t index_of(const std::string& name) const {
    for (size_t i = 0; i < schema->arguments.size(); ++i)
      if (schema->arguments[i].name == name) return i;
    throw Error(ErrorKind::RuntimeError, "autograd: no argument " + name + " in " + schema->str());
  }
  // A saved tensor; undefined for an optional tensor argument that was None.
  Tensor s(const std::string& name) {
    const size_t* slot = saved_index.find(name);
    if (!slot) return Tensor();
    return *slot < unpacked.size() ? unpacked[*slot] : node->unpack(*slot);
  }
  // A trailing default the caller left off the stack reads as None, as ivalue.hpp's readers take it (C++ callers
  // may omit alpha=1; args.at() threw there).
  const IValue& a(const std::string& name) const {
    static const IValue none = NoneValue{};
    const size_t i = index_of(name);
    return i < args.size() ? args[i] : none;
  }
  int64_t i(const std::string& name, int64_t fallback = 0) const { return int_arg(args, index_of(name), fallback); }
  double d(const std::string& name, double fallback = 0) const { return double_arg(args, index_of(name), fallback); }
  bool b(const std::string& name, bool fallback = false) const { return bool_arg(args, index_of(name), fallback); }
  std::vector<int64_t> ints(const std::string& name) const { return int_list_arg(args, index_of(name)); }
  const Dims& shape(const std::string& name) const { return shapes.at(name).shape; }
  ScalarType dtype(const std::string& name) const { return shapes.at(name).dtype; }
  Device device(const std::string& name) const { return shapes.at(name).device; }
  // Zeros shaped as input `name`, of its dtype, on its device (the gradient of an input the output ignores).
  Tensor zeros(const std::string& name) const { return zeros_of(shapes.at(name)); }
  const Tensor& g(size_t k = 0) const { return grads.at(k); }
  // A gradient for input `name`: broadcasting undone, dtype restored.
  Tensor to(const Tensor& x, const std::string& name) const;
  // Whether tensor input `name` needs its gradient: it has an edge into the graph (it requires grad). A formula
  // skips the work of a gradient nobody takes (PyTorch's should_compute_output: a layer's input data, the number
  // in `x * 2`) and returns an undefined tensor in its place. Conservative (true) past a Tensor[] argument.
  bool needs(std::string_view name) const;
  // `compute()` where input `name` needs its gradient, else an undefined tensor (nothing computed).
  template <class F>
  Tensor when_needed(std::string_view name, F&& compute) const {
    return needs(name) ? Tensor(compute()) : Tensor();
  }

  uint64_t no_edge_inputs = 0;  // the node's tensor inputs without an edge (OpNode::no_edge_inputs), during apply
};

using G = std::vector<Tensor>;
using Formula = std::function<G(Ctx&)>;

// How an op is differentiated, as its declaration says.
struct OpDerivative {
  Differentiability kind = Differentiability::Formula;
  std::string node;                // PyTorch's node class name
  std::vector<std::string> saves;  // argument names and "result" / "result1" to keep for backward
  Formula fn;                      // gradients of the tensor inputs, in schema order
  // The formula reads its tensors' memory (host loops, not only dispatched ops): under vmap (Note [vmap]) it runs
  // once per batch entry, on the entries of its batched tensors.
  bool per_entry_under_vmap = false;
  // The formula reads an output nobody differentiated as an undefined c.g(k) (Node::takes_undefined_grads), and
  // skips the work for it, as PyTorch's: a double backward that wants one gradient computes only that one, and an
  // input reached only through the missing ones gets None, not zeros.
  bool takes_undefined_grads = false;
  // The op changes only self's geometry (squeeze_, t_, transpose_: PyTorch's in-place view ops): self's new
  // history is this node over its old one, a view of the same base still, and never a write into that base
  // (no CopySlices).
  bool inplace_view = false;
};

// The derivative of an op: PyTorch's node name, what it saves, the formula.
inline std::shared_ptr<const OpDerivative> formula(std::string node, std::vector<std::string> saves, Formula fn) {
  return std::make_shared<const OpDerivative>(
      OpDerivative{Differentiability::Formula, std::move(node), std::move(saves), std::move(fn)});
}
// The same derivative, run once per batch entry under vmap (OpDerivative::per_entry_under_vmap).
inline std::shared_ptr<const OpDerivative> per_entry_under_vmap(std::shared_ptr<const OpDerivative> d) {
  auto copy = std::make_shared<OpDerivative>(*d);
  copy->per_entry_under_vmap = true;
  return copy;
}
// The same derivative, given undefined gradients for outputs nobody differentiated
// (OpDerivative::takes_undefined_grads).
inline std::shared_ptr<const OpDerivative> takes_undefined_grads(std::shared_ptr<const OpDerivative> d) {
  auto copy = std::make_shared<OpDerivative>(*d);
  copy->takes_undefined_grads = true;
  return copy;
}
// The same derivative for an in-place view op (OpDerivative::inplace_view).
inline std::shared_ptr<const OpDerivative> inplace_view(std::shared_ptr<const OpDerivative> d) {
  auto copy = std::make_shared<OpDerivative>(*d);
  copy->inplace_view = true;
  return copy;
}
// The mark of an op whose outputs never carry gradient (PyTorch's "non_differentiable", and ops that only read
// their tensor inputs' shape, values as indices, or nothing: comparisons, argmax, random fills, *_like).
inline std::shared_ptr<const OpDerivative> not_differentiable() {
  return std::make_shared<const OpDerivative>(OpDerivative{Differentiability::NonDifferentiable, {}, {}, {}});
}

// The derivative of an op whose result does not depend on self's values (fill_, zero_, the random fills): a zero
// gradient for self, as PyTorch's "self: zeros_like(grad)", under PyTorch's node name.
inline std::shared_ptr<const OpDerivative> zero_gradient(std::string node) {
  return formula(std::move(node), {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
}

// An op whose derivatives.yaml entry says not_implemented("what"): PyTorch records its own node (NextafterBackward0)
// and backward through it raises NotImplementedError "the derivative for 'what' is not implemented.". (An op with no
// entry at all is not_implemented below: PyTorch's generic NotImplemented node and its RuntimeError.)
std::shared_ptr<const OpDerivative> not_implemented_formula(std::string node, std::string what);

// A differentiable op whose derivative tsr (like PyTorch, whose derivatives.yaml says not_implemented) does not
// have: backward through it raises rather than give a silent zero.
std::shared_ptr<const OpDerivative> not_implemented(std::string op);

// ---- helpers for formulas

// Calls an op by qualified name (the formulas' way to reach ops without a C++ function of their own).
inline Tensor call(const char* qualified, Stack args) { return call_tensor_op(find_op(qualified), std::move(args)); }
// A 0-d tensor of `dtype` holding v (a scalar operand that keeps the gradient's dtype).
inline Tensor scalar(double v, ScalarType dtype) { return to_dtype(scalar_to_tensor(v), dtype); }
// The op's `alpha` argument (add, sub, rsub) as a wrapped number, int or float as the caller gave it.
inline Tensor alpha_of(Ctx& c) {
  return scalar_operand(std::get_if<double>(&c.a("alpha")) ? Scalar(c.d("alpha")) : Scalar(c.i("alpha", 1)));
}
// PyTorch's maybe_multiply(g, alpha): g itself when alpha is 1 (no copy, so its layout passes through: the
// gradient of `a + b` for b is the incoming gradient's strided view, and a sum of it reduces in PyTorch's order),
// else g * alpha.
inline Tensor maybe_multiply(Ctx& c, const Tensor& g) {
  const bool one = std::get_if<double>(&c.a("alpha")) ? c.d("alpha") == 1.0 : c.i("alpha", 1) == 1;
  return one ? g : mul(g, alpha_of(c));
}
inline Tensor reshape_to(const Tensor& g, const Dims& shape) {
  return call("reshape", {g, std::vector<int64_t>(shape.begin(), shape.end())});
}
// Zeros on `device` (a formula's zeros go where the gradient is: a host tensor beside CUDA ones is an error).
inline Tensor zeros_of(const Dims& shape, ScalarType dtype, Device device) {
  return zeros_of(TensorMeta{shape, dtype, device, {}});
}
// Zeros of `shape` (g's dtype and device) that a formula writes g's values into in place: under vmap (Note [vmap]),
// batched as g is, so that every batch entry gets its own.
Tensor zeros_for(std::vector<int64_t> shape, const Tensor& g);
// The gradient of a reduction over `dims` (all dims when empty) expanded back to the input's shape.
Tensor expand_reduced(const Tensor& g, const Dims& in_shape, std::vector<int64_t> dims, bool keepdim);
// How many elements a reduction over `dims` (all when empty) combines.
int64_t reduced_count(const Dims& shape, std::vector<int64_t> dims);
// The gradient of a view that may read an element more than once (unfold, gather): the same view of the input's
// element numbers says where each output element came from; each gradient element is accumulated there.
G scatter_through_view(Ctx& c, const std::function<Tensor(const Tensor&)>& same_view);

}  // namespace tsr::tensor::autograd
