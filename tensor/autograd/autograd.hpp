// Reverse-mode autograd, as the Autograd dispatch key (issue 4; PyTorch's design, much reduced).
//
// * A tensor that requires grad carries a TensorAutograd (grad, grad_fn, output_nr, hooks). Dispatch adds the
//   Autograd key only for such tensors, so plain tensor code never pays for autograd.
// * One boxed fallback serves the Autograd key for every op (autograd_kernel.cpp): it runs the op below Autograd
//   and, when grad mode is on and an input requires grad, records a Node built from the derivative formula the
//   op's declaration carries (formula.hpp: the spirit of PyTorch's derivatives.yaml, written beside the schema in
//   the op family's file) with PyTorch's node name.
// * The engine runs nodes in dependency order (ready nodes by decreasing sequence number, as PyTorch), summing
//   gradients per input, and accumulates into leaves' `.grad`. create_graph runs the formulas with grad mode on,
//   so they are recorded in turn (double backward).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <absl/container/inlined_vector.h>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"
#include "tensor/functorch/batched.hpp"

namespace tsr::tensor {
class Operator;
}

namespace tsr::tensor::autograd {

// ---- how each op is differentiated ---------------------------------------------------------------------------------
// From its declaration: a derivative formula (autograd::formula), the not-differentiable mark, or a composite
// (TSR_DEFINE_COMPOSITE_OP: differentiated through the ops its kernel calls). An op without Tensor inputs or
// results that declares nothing reads as NonDifferentiable.
enum class Differentiability { Formula, NonDifferentiable, Composite };
Differentiability differentiability(const Operator& op);
// The registry's faults, one line each (empty when there are none): an op with a Tensor, Tensor? or Tensor[]
// input and a Tensor result that declares neither a formula, the mark nor composite; a kernel registered under an op
// name that no declaration defines. Run by tests/tensor/autograd/registry_check_test.cpp.
std::vector<std::string> check_registry();
// One line for help and `:dispatch`: "ExpBackward0, saving result", "not differentiable", "composite: ...".
std::string describe_derivative(const Operator& op);

// ---- grad mode ---------------------------------------------------------------------------------------------------
bool grad_mode_enabled();
void set_grad_mode(bool enabled);
struct GradModeGuard {
  explicit GradModeGuard(bool enabled) : prev_(grad_mode_enabled()) { set_grad_mode(enabled); }
  ~GradModeGuard() { set_grad_mode(prev_); }
  bool prev_;
};

class Node;

Tensor detach(const Tensor& t);  // an alias sharing storage, outside the graph

// What backward needs of a tensor it does not keep: an output's or an input's shape, dtype and device (PyTorch's
// InputMetadata), so a missing gradient is materialised as zeros where the real one would have been, and a
// gradient on the wrong device is caught as PyTorch's engine catches it.
struct TensorMeta {
  Dims shape;
  ScalarType dtype = ScalarType::Float;
  Device device;
  std::vector<int64_t> batch_levels;  // the vmap levels of a batched tensor (Note [vmap]), none for a plain one
  static TensorMeta of(const Tensor& t) {
    if (!t.defined()) return TensorMeta{};
    TensorMeta m{t.sizes(), t.dtype(), t.device(), {}};
    if (t.impl()->batched()) [[unlikely]] m.batch_levels = functorch::levels_of(t);
    return m;
  }
};
// Zeros of that shape, dtype and device.
Tensor zeros_of(const TensorMeta& meta);

struct Edge {
  std::shared_ptr<Node> fn;
  uint32_t input_nr = 0;
  bool valid() const { return static_cast<bool>(fn); }
};

// ---- saved-tensor hooks (torch.autograd.graph.saved_tensors_hooks) ----------------------------------------------
// What a pack hook made of a tensor a node saved: unpack() gives a tensor back (the language binding calls the
// user's unpack hook), each time backward or `grad_fn._saved_*` reads it.
struct PackedTensor {
  virtual ~PackedTensor() = default;
  virtual Tensor unpack() = 0;
};
// While one is set, every tensor a node saves is handed to it and the node keeps what it returns instead of the
// tensor (PyTorch's default saved-tensor hooks; the binding keeps the stack of pairs and sets the innermost here).
using PackHook = std::function<std::shared_ptr<PackedTensor>(const Tensor&)>;
void set_pack_hook(PackHook hook);  // an empty function: none
const PackHook& pack_hook();

// A tensor kept for backward, with its version at save time (in-place modification before backward is caught).
struct SavedTensor {
  Tensor data;                 // for outputs: an alias without autograd state (no reference cycle); none when packed
  uint32_t version = 0;
  bool is_output = false;
  uint32_t output_nr = 0;
  // Saved under a pack hook: what it returned, and (for an input that requires grad) where the input's gradient
  // flows, so the tensor the unpack hook gives back carries the input's history (a create_graph backward through
  // it reaches the input, as through the tensor itself). PyTorch checks a packed tensor's version too, from the
  // counter it keeps; tsr's counters live in the storage, which a pack hook exists to let go of, so it does not.
  std::shared_ptr<PackedTensor> packed;
  Edge history;
  bool defined() const { return data.defined() || packed; }
};

// A node of the backward graph (grad_fn).
// Most nodes have one or two inputs, one output and a couple of saved tensors: the lists keep that many inline,
// so recording a node does not allocate for them.
using EdgeList = absl::InlinedVector<Edge, 2>;

class Node : public std::enable_shared_from_this<Node> {
 public:
  explicit Node(std::string name);  // a name of its own (custom functions, CopySlices, ...)
  Node(std::string name, uint64_t sequence_nr);  // a number of its own: AccumulateGrad's (below)
  // A name that outlives the node (the op's declared formula): recording an op's node copies no string.
  explicit Node(const std::string* static_name);
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  virtual ~Node() = default;
  const std::string& name() const { return *name_; }
  uint64_t sequence_nr() const { return seq_; }
  // Takes the next sequence number: a node made before its edges (so they are built in place) is numbered after
  // the grad accumulators those edges created, as PyTorch numbers it (the engine runs higher numbers first).
  void renumber();
  EdgeList& next_edges() { return next_; }
  const EdgeList& next_edges() const { return next_; }
  // PyTorch's topological number: 0 for a node without next edges, else one more than its children's largest, so
  // a node with a path to another has the larger number. The engine computes it on first use and keeps it here
  // (a node's edges are set as it is recorded, before anything can lead to it); unknown until then.
  static constexpr uint64_t kTopologicalNrUnknown = UINT64_MAX;
  uint64_t topological_nr = kTopologicalNrUnknown;
  // Computes the gradients of the inputs (one per next edge) from the gradients of the outputs.
  virtual std::vector<Tensor> apply(std::vector<Tensor> grads) = 0;
  // Whether apply() takes an output nobody differentiated as an undefined gradient, as PyTorch's C++ nodes do
  // (their formulas test grad.defined()); the engine gives every other node zeros there (output_meta).
  virtual bool takes_undefined_grads() const { return false; }
  virtual void release_saved();
  size_t num_outputs = 1;
  // The outputs' shapes, dtypes and devices: a missing output gradient is materialised as zeros there, and a
  // gradient the node's successor returns for this node's output k must be on output_meta[k].device.
  absl::InlinedVector<TensorMeta, 1> output_meta;

  // Saved tensors live in the node (or what a pack hook made of them); unpacking checks versions and that they
  // were not freed.
  size_t save(const Tensor& t, bool is_output = false, uint32_t output_nr = 0);
  void reserve_saved(size_t n) { saved_.reserve(n); }
  // The aliases this node keeps of its output `output_nr` (Note [Forward AD]: they take the output's tangent, so a
  // backward run under a dual level sees it: forward-over-reverse, jacfwd(jacrev(f))).
  std::vector<Tensor> saved_aliases_of_output(uint32_t output_nr) const;
  Tensor unpack(size_t i);
  // Packs saved tensor i with `hook` now (`grad_fn._raw_saved_self.register_hooks`): PyTorch's error when it was
  // packed already or freed.
  void pack_saved(size_t i, const PackHook& hook);
  bool released() const { return released_; }
  // The saved tensors with the names their formula reads them by ("self", "result"), for `:graph` and
  // `grad_fn._saved_*`: the slot `unpack` takes; a slot past the end once backward has freed them.
  virtual std::vector<std::pair<std::string, size_t>> saved_slots() const;
  // The same with the saved tensors themselves (a null pointer for one that backward has freed).
  std::vector<std::pair<std::string, const SavedTensor*>> saved_tensors() const;
  // The op's arguments that are not tensors, by schema name (`grad_fn._saved_exponent`): a node recorded from an
  // op's formula keeps them all; PyTorch's nodes keep those their formula reads.
  virtual std::vector<std::pair<std::string, const IValue*>> saved_arguments() const { return {}; }

  // Hooks on an output's gradient (Tensor.register_hook on a non-leaf), by output number.
  std::vector<std::pair<uint32_t, std::function<Tensor(const Tensor&)>>> pre_hooks;
  // Hooks on the node itself (grad_fn.register_hook), by id so a handle can remove one: called after apply with
  // the gradients it computed for its inputs and the gradients it was given; a non-empty result replaces the
  // former (PyTorch's post hooks).
  using PostHook = std::function<std::vector<Tensor>(const std::vector<Tensor>& grad_inputs,
                                                     const std::vector<Tensor>& grad_outputs)>;
  std::vector<std::pair<uint64_t, PostHook>> post_hooks;
  // Hooks on the node's output gradients as a whole (grad_fn.register_prehook), by id: called before apply, after
  // the tensors' hooks, with the gradients it is given (undefined where an output got none); a non-empty result
  // replaces them.
  using PreHook = std::function<std::vector<Tensor>(const std::vector<Tensor>& grad_outputs)>;
  std::vector<std::pair<uint64_t, PreHook>> node_pre_hooks;
  // The language binding's data for the node (grad_fn.metadata's dict), opaque here: it lives as long as the node.
  std::shared_ptr<void> binding_data;

 protected:
  std::string own_name_;
  const std::string* name_;  // &own_name_, or a name that lives as long as the program
  uint64_t seq_;
  EdgeList next_;
  absl::InlinedVector<SavedTensor, 2> saved_;
  bool released_ = false;
};

// The grad accumulator of a leaf that requires grad.
// A leaf's gradient accumulator. Its sequence number is the largest, as PyTorch's (UINT64_MAX): the engine runs a
// leaf's accumulator as soon as it is ready, and accumulators ready together leave the engine's priority queue in
// the order equal keys leave PyTorch's (the same std::priority_queue, fed in the same order), so leaf hooks fire
// in PyTorch's order (x's before w's for x * w).
class AccumulateGrad : public Node {
 public:
  explicit AccumulateGrad(Tensor leaf);
  std::vector<Tensor> apply(std::vector<Tensor> grads) override;
  Tensor leaf;
};

// Per-tensor autograd state.
struct TensorAutograd : AutogradMeta {
  Tensor grad;
  std::shared_ptr<Node> grad_fn;
  std::weak_ptr<Node> grad_accumulator;
  uint32_t output_nr = 0;
  bool retains_grad = false;
  bool is_view = false;  // made by a view op from a tensor in the graph
  bool multi_output_view = false;  // an output of a view op returning several (unbind, split), or a view of one:
                                   // PyTorch's CreationMeta::MULTI_OUTPUT_NODE, which refuses in-place changes
  bool no_grad_view = false;  // made with grad mode off (PyTorch's CreationMeta::NO_GRAD_MODE): requires grad when
                              // its base does, passes no gradient back, and refuses in-place changes in grad mode
  bool no_grad_view_own_grad = false;  // ... but one given requires_grad_(True) keeps a gradient of its own
  bool custom_function_view = false;  // returned by a custom Function's forward (an input returned as-is, or a view
                                      // it made), or a view of one made in grad mode: PyTorch's
                                      // CreationMeta::IN_CUSTOM_FUNCTION, which refuses in-place changes (the
                                      // CopySlices they would record would bypass the Function's backward)
  Tensor view_base;      // for a view: the tensor (not itself a view) whose storage it views
  uint32_t history_version = 0;  // the storage's version when grad_fn was set (a view's history goes stale when
                                 // the storage is modified in place through the base or another view)
  std::vector<std::function<Tensor(const Tensor&)>> hooks;  // on a leaf: run before accumulation
  Tensor fw_grad;              // the forward-mode tangent (Note [Forward AD]), valid for one dual level
  uint64_t fw_generation = 0;  // which dual level set it
};

TensorAutograd* meta(const Tensor& t);           // null when the tensor has none
TensorAutograd& ensure_meta(const Tensor& t);
bool requires_grad(const Tensor& t);
void set_requires_grad(const Tensor& t, bool on);  // PyTorch's errors for non-float / non-leaf
bool is_leaf(const Tensor& t);
std::shared_ptr<Node> grad_fn(const Tensor& t);
Tensor grad(const Tensor& t);
void set_grad(const Tensor& t, Tensor g);
// The edge through which gradient flows into `t`: its grad_fn, or its leaf's accumulator.
Edge gradient_edge(const Tensor& t);
// A view whose storage was modified in place since its grad_fn was set (through its base or a sibling view)
// gets a fresh grad_fn, AsStridedBackward0 of the base's current history, as PyTorch regenerates it.
void refresh_view_history(const Tensor& view, TensorAutograd& m);
// PyTorch's handle_view_on_rebase: raises its error for a view whose kind forbids rebasing its history (made in
// no_grad mode, an output of a multi-output view op, made in a custom Function), modified in place itself or, when
// `indirect`, through its base or another view.
[[noreturn]] void refuse_view_rebase(const TensorAutograd& m, bool indirect);
void set_history(const Tensor& output, const std::shared_ptr<Node>& fn, uint32_t output_nr);
// ---- the engine --------------------------------------------------------------------------------------------------
// tensor.backward / torch.autograd.backward. grads may hold undefined tensors (implicit ones for scalars).
void backward(const std::vector<Tensor>& roots, const std::vector<Tensor>& grads, bool retain_graph,
              bool create_graph);
// torch.autograd.grad: gradients of `outputs` w.r.t. `inputs` (undefined for unused inputs when allowed).
std::vector<Tensor> grad(const std::vector<Tensor>& outputs, const std::vector<Tensor>& inputs,
                         const std::vector<Tensor>& grad_outputs, bool retain_graph, bool create_graph,
                         bool allow_unused);

// ---- custom functions (torch.autograd.Function) -----------------------------------------------------------------
// A node whose backward is a callback (the language binding passes the user's `backward`).
class FunctionNode : public Node {
 public:
  using Backward = std::function<std::vector<Tensor>(std::vector<Tensor> grads)>;
  FunctionNode(std::string name, Backward backward) : Node(std::move(name)), backward_(std::move(backward)) {}
  std::vector<Tensor> apply(std::vector<Tensor> grads) override { return backward_(std::move(grads)); }
  void release_saved() override;
  std::function<void()> on_release;  // frees the context's saved tensors
  // The module of the Python class the node shows as: "torch.autograd.function" for a custom Function's
  // <Class>Backward, as PyTorch's; empty for a node standing in for a native op (its `_node_name`).
  std::string python_module;
  // The language binding's context object (a custom Function's ctx, whose attributes the node answers for, as
  // PyTorch's ctx is its node).
  std::shared_ptr<void> context;

 private:
  Backward backward_;
};

// Connects the outputs of a custom function to a FunctionNode over its differentiable inputs. Returns the node
// (null when no input requires grad or grad mode is off).
std::shared_ptr<FunctionNode> record_function(const std::string& name, const std::vector<Tensor>& inputs,
                                              const std::vector<Tensor>& outputs, FunctionNode::Backward backward,
                                              const std::vector<bool>& non_differentiable = {});

// The formulas' helper, exposed for tests: sums `g` down to `shape` (undoing broadcasting).
Tensor sum_to(const Tensor& g, const Dims& shape);

}  // namespace tsr::tensor::autograd
