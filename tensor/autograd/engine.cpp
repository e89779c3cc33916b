// Autograd state per tensor, nodes and saved tensors, and the engine that runs the backward graph.
#include <algorithm>
#include <atomic>
#include <limits>
#include <map>
#include <unordered_set>
#include <mutex>
#include <optional>
#include <queue>
#include <unordered_map>

#include "tensor/autograd/anomaly_mode.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/forward_ad.hpp"
#include "tensor/autograd/copy_slices.hpp"
#include "tensor/autograd/retain_grad.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/core/warning.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/dispatch/profiler.hpp"
#include "tensor/dispatch/trace.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::autograd {

namespace {
thread_local bool t_grad_mode = true;
// Nodes are made on the interpreter's thread only (as tensors are: docs/tensor.md), so a plain counter.
uint64_t g_next_seq = 0;

const char* kFreedMessage =
    "Trying to backward through the graph a second time (or directly access saved tensors after they have already "
    "been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). "
    "Specify retain_graph=True if you need to backward through the graph a second time or if you need to access "
    "saved tensors after calling backward.";
}  // namespace

bool grad_mode_enabled() { return t_grad_mode; }
void set_grad_mode(bool enabled) { t_grad_mode = enabled; }

namespace {
PackHook& pack_hook_slot() {
  static PackHook* hook = new PackHook;  // never destroyed: it may hold a language object past exit
  return *hook;
}
}  // namespace
void set_pack_hook(PackHook hook) { pack_hook_slot() = std::move(hook); }
const PackHook& pack_hook() { return pack_hook_slot(); }

// ---------------------------------------------------------------- per-tensor state

TensorAutograd* meta(const Tensor& t) {
  if (!t.defined()) return nullptr;
  return static_cast<TensorAutograd*>(t.impl()->autograd_meta().get());
}

TensorAutograd& ensure_meta(const Tensor& t) {
  auto& m = t.impl()->autograd_meta();
  if (!m) m = std::make_shared<TensorAutograd>();
  return *static_cast<TensorAutograd*>(m.get());
}

namespace {
// A view that had no history when its storage was modified in place through its base or another view, and whose
// base has gained a history by it (CopySlices): the view now requires grad, through its base, as PyTorch's views
// do (kornia's `t = m[:, :2]; t[..., 2] += w`).
bool gained_history(const Tensor& t, const TensorAutograd& m) {
  return m.is_view && !m.grad_fn && m.history_version != t.version() && m.view_base.defined() &&
         m.view_base.impl()->requires_grad() && grad_fn(m.view_base);
}

// The view's history, brought up to date first when the storage changed under it (PyTorch's VariableHooks::grad_fn).
// Only a view made the default way can be given one (a custom Function's view has the Function's node as its
// history; a multi-output view's node has siblings; a no_grad view had none to bring up to date).
TensorAutograd* current_meta(const Tensor& t) {
  TensorAutograd* m = meta(t);
  if (m && m->is_view && m->history_version != t.version() && (m->grad_fn || gained_history(t, *m))) {
    if (m->custom_function_view || m->multi_output_view || m->no_grad_view) refuse_view_rebase(*m, true);
    refresh_view_history(t, *m);
    if (m->grad_fn) t.impl()->set_requires_grad(true);
  }
  return m;
}
}  // namespace

void refuse_view_rebase(const TensorAutograd& m, bool indirect) {
  const std::string modified = indirect ? "its base or another view of its base has been" : "is being";
  // (the kinds: a custom Function's view or a multi-output view may also have been made in no_grad mode; the
  // former kind is the one PyTorch keeps)
  const bool no_grad_kind = m.no_grad_view && !m.custom_function_view && !m.multi_output_view;
  std::string msg;
  if (no_grad_kind || !m.grad_fn) {
    // (without a node the view was made in no_grad mode, whatever its kind)
    msg = (m.grad_fn ? "Output " + std::to_string(m.output_nr) + " of " + m.grad_fn->name() +
                           " is a view of a view which was created in"
                     : std::string("A view was created in")) +
          " no_grad mode and " + modified + " modified inplace with grad mode enabled.";
  } else {
    msg = "Output " + std::to_string(m.output_nr) + " of " + m.grad_fn->name() + " is a view and " + modified +
          " modified inplace.";
  }
  if (m.custom_function_view)
    msg += " This view was created inside a custom Function (or because an input was returned as-is) and the "
           "autograd logic to handle view+inplace would override the custom backward associated with the custom "
           "Function, leading to incorrect gradients. This behavior is forbidden. You can fix this by cloning the "
           "output of the custom Function.";
  else if (m.multi_output_view)
    msg += " This view is the output of a function that returns multiple views. Such functions do not allow the "
           "output views to be modified inplace. You should replace the inplace operation by an out-of-place one.";
  else
    msg += " Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your code by "
           "moving both the view and the inplace either both inside the no_grad block (if you don't want the "
           "inplace to be tracked) or both outside (if you want the inplace to be tracked).";
  throw Error(ErrorKind::RuntimeError, msg);
}

bool requires_grad(const Tensor& t) {
  if (!t.defined()) return false;
  if (t.impl()->requires_grad()) [[likely]] return true;
  const TensorAutograd* m = meta(t);
  if (!m || !m->is_view) [[likely]] return false;
  // A view made in no_grad mode requires grad while its base does (PyTorch's DifferentiableViewMeta), though it
  // passes no gradient back (gradient_edge)
  if (m->no_grad_view && m->view_base.defined() && requires_grad(m->view_base)) return true;
  if (m->history_version == t.version()) return false;
  return current_meta(t)->grad_fn != nullptr;
}

std::shared_ptr<Node> grad_fn(const Tensor& t) {
  TensorAutograd* m = current_meta(t);
  return m ? m->grad_fn : nullptr;
}

bool is_leaf(const Tensor& t) { return !grad_fn(t); }

void set_requires_grad(const Tensor& t, bool on) {
  if (!is_leaf(t)) {
    check(on, ErrorKind::RuntimeError,
          "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a "
          "subgraph that doesn't require differentiation use var_no_grad = var.detach().");
    return;
  }
  check(!on || is_floating(t.dtype()) || is_complex(t.dtype()), ErrorKind::RuntimeError,
        "only Tensors of floating point and complex dtype can require gradients");
  check(!on || !t.impl()->is_inference() || inference_mode_enabled(), ErrorKind::RuntimeError,
        "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.");
  if (TensorAutograd* m = meta(t); m && m->no_grad_view) {
    // A view made in no_grad mode: requires_grad_(True) gives it a gradient of its own; it still requires grad
    // through its base after requires_grad_(False)
    m->no_grad_view_own_grad = on;
    if (!on && m->view_base.defined() && requires_grad(m->view_base)) return;
  }
  t.impl()->set_requires_grad(on);
  if (on) ensure_meta(t);
}

Tensor grad(const Tensor& t) {
  TensorAutograd* m = meta(t);
  return m ? m->grad : Tensor();
}

void set_grad(const Tensor& t, Tensor g) { ensure_meta(t).grad = std::move(g); }

Edge gradient_edge(const Tensor& t) {
  TensorAutograd* m = current_meta(t);
  if (m && m->grad_fn) return {m->grad_fn, m->output_nr};
  if (!requires_grad(t)) return {};
  if (m && m->no_grad_view && !m->no_grad_view_own_grad) return {};  // (it requires grad through its base only)
  TensorAutograd& mm = ensure_meta(t);
  std::shared_ptr<Node> acc = mm.grad_accumulator.lock();
  if (!acc) {
    acc = std::make_shared<AccumulateGrad>(t);
    mm.grad_accumulator = acc;
  }
  return {acc, 0};
}

namespace {

// Anomaly mode's forward stacks, by node; entries of nodes since freed are swept as the table grows.
struct ForwardStacks {
  std::mutex mu;
  std::unordered_map<const Node*, std::pair<std::weak_ptr<Node>, std::string>> by_node;
  size_t sweep_at = 1024;
};
ForwardStacks& forward_stacks() {
  static ForwardStacks* s = new ForwardStacks;  // never destroyed: nodes may be freed during exit
  return *s;
}

}  // namespace

void record_forward_stack(const std::shared_ptr<Node>& fn) {
  if (!AnomalyMode::capture_stack) return;
  std::string stack = AnomalyMode::capture_stack();
  ForwardStacks& s = forward_stacks();
  std::lock_guard<std::mutex> lock(s.mu);
  if (s.by_node.size() >= s.sweep_at) {
    std::erase_if(s.by_node, [](const auto& e) { return e.second.first.expired(); });
    s.sweep_at = std::max<size_t>(1024, 2 * s.by_node.size());
  }
  s.by_node[fn.get()] = {fn, std::move(stack)};
}

std::string forward_stack(const Node& fn) {
  ForwardStacks& s = forward_stacks();
  std::lock_guard<std::mutex> lock(s.mu);
  auto it = s.by_node.find(&fn);
  if (it == s.by_node.end() || it->second.first.lock().get() != &fn) return {};
  return it->second.second;
}

void set_history(const Tensor& output, const std::shared_ptr<Node>& fn, uint32_t output_nr) {
  if (output_nr == 0 && AnomalyMode::enabled()) record_forward_stack(fn);
  TensorAutograd& m = ensure_meta(output);
  const bool rebased = m.grad_fn && m.grad_fn != fn;
  m.grad_fn = fn;
  m.output_nr = output_nr;
  m.history_version = output.storage() ? output.version() : 0;
  output.impl()->set_requires_grad(true);
  // an in-place op on the tensor itself gave it a new history: its retain_grad follows (the old node's hook goes
  // quiet). Not so when the op wrote through a view (CopySlices): PyTorch's .grad is then the old value's.
  if (rebased && m.retains_grad && !dynamic_cast<const CopySlices*>(fn.get()))
    add_retain_grad_hook(output, fn, output_nr);
}

namespace {

// Per tensor (by its impl), the flag of the hook that currently retains its gradient: moving the hook to a new
// grad_fn clears the old one's flag. An entry whose hook is gone (its node freed) is dropped as the table grows.
struct RetainFlags {
  std::mutex mu;
  std::unordered_map<const void*, std::shared_ptr<bool>> active;
};

RetainFlags& retain_flags() {
  static RetainFlags* r = new RetainFlags;
  return *r;
}

}  // namespace

void add_retain_grad_hook(const Tensor& t, const std::shared_ptr<Node>& fn, uint32_t output_nr) {
  auto* impl = t.impl();
  auto flag = std::make_shared<bool>(true);
  {
    RetainFlags& r = retain_flags();
    std::lock_guard<std::mutex> lock(r.mu);
    if (r.active.size() >= 1024)
      for (auto it = r.active.begin(); it != r.active.end();)
        it = it->second.use_count() == 1 ? r.active.erase(it) : std::next(it);
    std::shared_ptr<bool>& slot = r.active[impl];
    if (slot) *slot = false;
    slot = flag;
  }
  // The gradient of a non-leaf arrives at its grad_fn as that output's gradient: keep a copy there, contiguous
  // whatever the gradient's layout (1.13's grad.clone(at::MemoryFormat::Contiguous)), and through the recorded
  // clone when the backward builds a graph (create_graph).
  fn->pre_hooks.emplace_back(output_nr, [impl, flag](const Tensor& g) {
    auto* m = static_cast<TensorAutograd*>(impl->autograd_meta().get());
    if (!m || !*flag) return Tensor();
    if (m->grad.defined()) {
      m->grad = tensor::add(m->grad, g);
    } else if (grad_mode_enabled()) {
      m->grad = call_tensor_op(find_op(g.is_contiguous() ? "clone" : "contiguous"), {g});
    } else {
      m->grad = g.is_contiguous() ? tensor::clone(g) : tensor::contiguous(g);
    }
    return Tensor();
  });
}

Tensor detach(const Tensor& t) { return make_view(t, t.sizes(), t.strides(), t.storage_offset()); }

// ---------------------------------------------------------------- nodes

Node::Node(std::string name) : own_name_(std::move(name)), name_(&own_name_), seq_(g_next_seq++) {}
Node::Node(const std::string* static_name) : name_(static_name), seq_(g_next_seq++) {}
Node::Node(std::string name, uint64_t sequence_nr) : own_name_(std::move(name)), name_(&own_name_), seq_(sequence_nr) {}
void Node::renumber() { seq_ = g_next_seq++; }

std::vector<std::pair<std::string, size_t>> Node::saved_slots() const {
  std::vector<std::pair<std::string, size_t>> out;
  for (size_t i = 0; i < saved_.size(); ++i) out.emplace_back("saved" + std::to_string(i), i);
  return out;
}

std::vector<std::pair<std::string, const SavedTensor*>> Node::saved_tensors() const {
  std::vector<std::pair<std::string, const SavedTensor*>> out;
  for (auto& [name, slot] : saved_slots()) out.emplace_back(std::move(name), slot < saved_.size() ? &saved_[slot] : nullptr);
  return out;
}

namespace {
// Hands `t` to a pack hook: the slot keeps what it returns instead of the tensor, and an input's gradient edge.
// The hook runs with no pack hook set: the tensors the ops inside it save are kept as they are. (PyTorch's ops save
// only what the inputs that require grad need, so `lambda t: t * 4` saves nothing there; tsr's save every tensor
// their formula names, and the hook would otherwise pack its own product again, without end.)
void pack_into(SavedTensor& s, const Tensor& t, PackHook hook) {
  struct Restore {
    PackHook hook;
    ~Restore() { set_pack_hook(std::move(hook)); }
  } restore{pack_hook()};
  set_pack_hook({});
  s.packed = hook(t);
  if (!s.is_output && requires_grad(t)) s.history = gradient_edge(t);
}
}  // namespace

size_t Node::save(const Tensor& t, bool is_output, uint32_t output_nr) {
  SavedTensor& s = saved_.emplace_back();
  s.is_output = is_output;
  s.output_nr = output_nr;
  if (t.defined()) {
    check(!t.impl()->is_inference(), ErrorKind::RuntimeError,
          "Inference tensors cannot be saved for backward. To work around you can make a clone to get a normal tensor "
          "and use it in autograd.");
    s.version = t.version();
    // (the hook sees the tensor itself: an output with this node as its grad_fn, as PyTorch's pack hook does)
    if (const PackHook& hook = pack_hook()) pack_into(s, t, hook);
    else s.data = is_output ? detach(t) : t;
  }
  return saved_.size() - 1;
}

void Node::pack_saved(size_t i, const PackHook& hook) {
  check(!released_ && i < saved_.size(), ErrorKind::RuntimeError, kFreedMessage);
  SavedTensor& s = saved_[i];
  check(!s.packed, ErrorKind::RuntimeError,
        "Calling register_hooks on a saved tensor whose hooks have already been set. Hint: only one pair of hooks is "
        "allowed at a time.");
  check(s.data.defined(), ErrorKind::RuntimeError, "Calling register_hooks on a saved tensor with value None is forbidden");
  Tensor t = std::exchange(s.data, Tensor());
  if (s.is_output) {  // the hook sees the output with its history, as at save time
    Tensor out = detach(t);
    set_history(out, shared_from_this(), s.output_nr);
    t = out;
  }
  pack_into(s, t, hook);
}

Tensor Node::unpack(size_t i) {
  check(!released_, ErrorKind::RuntimeError, kFreedMessage);
  SavedTensor& s = saved_.at(i);
  if (s.packed) {
    // A fresh alias of what the unpack hook gives back, carrying the saved tensor's history: this node's output,
    // or the input's grad_fn, or (a leaf's) its grad accumulator, so it reads as a leaf that requires grad.
    Tensor u = s.packed->unpack();
    if (s.is_output) {
      if (!grad_mode_enabled()) return u;
      Tensor alias = detach(u);
      set_history(alias, shared_from_this(), s.output_nr);
      return alias;
    }
    if (!s.history.valid()) return u;
    Tensor alias = detach(u);
    if (dynamic_cast<AccumulateGrad*>(s.history.fn.get())) {
      alias.impl()->set_requires_grad(true);
      ensure_meta(alias).grad_accumulator = s.history.fn;
    } else {
      set_history(alias, s.history.fn, s.history.input_nr);
    }
    return alias;
  }
  if (!s.data.defined()) return {};
  if (s.data.version() != s.version) {
    std::string type = "torch." + std::string(legacy_type_name(s.data.dtype())) + " " + s.data.sizes().str();
    std::string which;
    if (s.is_output) which = ", which is output " + std::to_string(s.output_nr) + " of " + name() + ",";  // a saved output is this node's own
    else if (auto f = grad_fn(s.data)) which = ", which is output " + std::to_string(meta(s.data)->output_nr) + " of " + f->name() + ",";
    throw Error(ErrorKind::RuntimeError,
                "one of the variables needed for gradient computation has been modified by an inplace operation: [" +
                    type + "]" + which + " is at version " + std::to_string(s.data.version()) +
                    "; expected version " + std::to_string(s.version) +
                    " instead. Hint: enable anomaly detection to find the operation that failed to compute its "
                    "gradient, with torch.autograd.set_detect_anomaly(True).");
  }
  if (s.is_output && grad_mode_enabled()) {
    // create_graph: the saved output re-enters the graph as an output of this node, with its tangent under a dual
    // level (forward-over-reverse, Note [Forward AD]).
    Tensor alias = detach(s.data);
    set_history(alias, shared_from_this(), s.output_nr);
    if (s.data.impl()->has_fw_grad()) [[unlikely]]
      if (Tensor tangent = forward_ad::tangent_of(s.data); tangent.defined()) forward_ad::set_tangent(alias, tangent);
    return alias;
  }
  return s.data;
}

std::vector<Tensor> Node::saved_aliases_of_output(uint32_t output_nr) const {
  std::vector<Tensor> out;
  for (const SavedTensor& s : saved_)
    if (s.is_output && s.output_nr == output_nr && s.data.defined()) out.push_back(s.data);
  return out;
}

void Node::release_saved() {
  saved_.clear();
  released_ = true;
}

void FunctionNode::release_saved() {
  Node::release_saved();
  if (on_release) on_release();
}

AccumulateGrad::AccumulateGrad(Tensor l)
    : Node("AccumulateGrad", std::numeric_limits<uint64_t>::max()), leaf(std::move(l)) {}

// Anomaly mode's NaN check of a node's results, as PyTorch's engine makes it after each call (anomaly_mode.hpp).
void check_no_nan(const Node& n, const std::vector<Tensor>& grads) {
  static const Operator& isnan_op = find_op("isnan");
  static const Operator& any_op = find_op("any.dims");
  for (size_t i = 0; i < grads.size(); ++i) {
    const Tensor& g = grads[i];
    if (!g.defined() || !(is_floating(g.dtype()) || is_complex(g.dtype()))) continue;
    const Tensor found = call_tensor_op(any_op, {call_tensor_op(isnan_op, {detach(g)}), NoneValue{}, false});
    check(host_double(found) == 0, ErrorKind::RuntimeError, "Function '", n.name(), "' returned nan values in its ", i,
          "th output.");
  }
}

Tensor zeros_of(const TensorMeta& meta) {
  return zeros(std::vector<int64_t>(meta.shape.begin(), meta.shape.end()), meta.dtype, meta.device);
}

std::vector<Tensor> AccumulateGrad::apply(std::vector<Tensor> grads) {
  Tensor g = grads.at(0);
  if (!g.defined()) return {};
  TensorAutograd& m = ensure_meta(leaf);
  for (auto& hook : m.hooks) {
    Tensor r = hook(g);
    if (r.defined()) g = r;
  }
  // A leaf that stopped requiring grad after the graph was built (requires_grad_(False), detach_()) takes nothing,
  // as PyTorch's AccumulateGrad.
  if (!requires_grad(leaf)) return {};
  // A sparse gradient (Embedding(sparse=True)) is kept sparse: the first one becomes .grad, later ones are added
  // (sparse + sparse merges the two entry lists; a dense .grad takes a sparse one in place), as PyTorch's
  // AccumulateGrad does. Through the dispatcher, whose sparse backend serves these adds.
  if (is_sparse(g) || (m.grad.defined() && is_sparse(m.grad))) {
    if (!m.grad.defined()) m.grad = g;
    else if (is_sparse(m.grad) || grad_mode_enabled()) m.grad = call_tensor_op(find_op("add.Tensor"), {m.grad, g, int64_t(1)});
    else call_tensor_op(find_op("add_.Tensor"), {m.grad, g, int64_t(1)});
    return {};
  }
  if (!m.grad.defined() && leaf.impl()->batched()) [[unlikely]] {
    // A leaf made inside a vmap (a transform's own input, reached by a backward through the graph the transform
    // kept) takes its gradient batched as the leaf is; a fresh tensor of the leaf's layout would not be.
    static const Operator& clone_op = find_op("clone");
    m.grad = call_tensor_op(clone_op, {g});
  } else if (!m.grad.defined()) {
    // PyTorch's AccumulateGrad layout contract: a leaf's first .grad has the leaf's strides (clone_obey_contract;
    // the leaf's own layout where it is non-overlapping and dense), whatever layout the formula produced.
    // Under create_graph the copy is recorded, as PyTorch's clone_obey_contract is: a fresh tensor of the leaf's
    // layout copied into (CopyBackwards), or a contiguous clone where the leaf is not dense (CloneBackward0).
    // (empty_like_layout keeps the leaf's strides exactly when they are non-overlapping and dense.)
    Tensor fresh = empty_like_layout(leaf, leaf.sizes(), g.dtype());
    if (grad_mode_enabled() && fresh.strides() != leaf.strides()) {
      m.grad = tensor::clone(g);
    } else {
      if (grad_mode_enabled()) call_tensor_op(find_op("copy_"), {fresh, g, false});
      else copy_(fresh, g);
      m.grad = std::move(fresh);
    }
  } else if (grad_mode_enabled()) {
    m.grad = add(m.grad, g);
  } else {
    add_(m.grad, g);
  }
  return {};
}

// ---------------------------------------------------------------- the engine

namespace {

struct GraphTask {
  std::unordered_map<Node*, int> dependencies;
  std::unordered_map<Node*, std::vector<Tensor>> buffers;
  std::unordered_map<Node*, std::shared_ptr<Node>> keep;
  // autograd.grad: where the wanted gradients arrive (node, input_nr) -> slot
  std::map<std::pair<Node*, uint32_t>, size_t> captures;
  std::vector<Tensor> captured;
  bool accumulate = true;
  // autograd.grad only runs the nodes on a path to a wanted gradient (PyTorch's exec_info): `needed` holds them.
  // A node where a gradient is captured but that leads to no other is not run (its saved tensors stay), and a
  // node below the inputs is not reached.
  bool pruned = false;
  std::unordered_set<Node*> needed;
  bool executes(Node* n) const {
    if (!pruned || needed.contains(n)) return true;
    auto it = captures.lower_bound({n, 0});
    return it != captures.end() && it->first.first == n;
  }
};

// The trace line naming a node as the engine runs it: which node, the gradient it gets, where its results go.
std::string trace_backward_line(const Node& n, const std::vector<Tensor>& grads) {
  std::string given;
  for (const Tensor& g : grads) given += (given.empty() ? "" : ", ") + (g.defined() ? "grad " + g.sizes().str() : "None");
  if (const auto* acc = dynamic_cast<const AccumulateGrad*>(&n))
    return "backward: node AccumulateGrad adds " + given + " into the .grad of the leaf " + acc->leaf.sizes().str();
  std::string to;
  for (const Edge& e : n.next_edges()) to += (to.empty() ? "" : ", ") + (e.fn ? e.fn->name() : std::string("None"));
  return "backward: node " + n.name() + " runs, given " + given + "; its gradients go to " + (to.empty() ? "nothing" : to);
}

// A node's name in the profiler's events: PyTorch's, the node's C++ class ("torch::autograd::AccumulateGrad").
std::string profiled_name(const Node& n) {
  return dynamic_cast<const AccumulateGrad*>(&n) ? "torch::autograd::AccumulateGrad" : n.name();
}

// Node::topological_nr, computed for `root` and the nodes below it that lack one (children first, by an explicit
// stack): once a graph's older part has its numbers, a call pays only for the nodes recorded since.
uint64_t topological_nr(Node* root) {
  if (root->topological_nr != Node::kTopologicalNrUnknown) return root->topological_nr;
  std::vector<std::pair<Node*, size_t>> stack{{root, 0}};
  while (!stack.empty()) {
    auto& [n, next] = stack.back();
    const auto& edges = n->next_edges();
    while (next < edges.size() && (!edges[next].fn || edges[next].fn->topological_nr != Node::kTopologicalNrUnknown))
      ++next;
    if (next < edges.size()) {
      Node* child = edges[next++].fn.get();
      stack.push_back({child, 0});
      continue;
    }
    uint64_t nr = 0;
    for (const auto& e : edges)
      if (e.fn) nr = std::max(nr, e.fn->topological_nr + 1);
    n->topological_nr = nr;
    stack.pop_back();
  }
  return root->topological_nr;
}

// For autograd.grad: marks the nodes with a path to a node where a wanted gradient arrives (children first, by an
// explicit stack: graphs are as deep as the program's loop of steps). One root at a time: a node met again is then
// finished, never waiting lower on the stack (a root can be an ancestor of another: grad([a, a * 2], x)).
// A child numbered below every capture node cannot lead to one (PyTorch's min_topo_nr): the walk stops there, so
// grad with respect to a tensor with a long history does not go through that history.
void mark_needed(GraphTask& task, const std::vector<Edge>& roots) {
  task.pruned = true;
  uint64_t min_topo_nr = UINT64_MAX;
  for (const auto& [where, slot] : task.captures)
    if (where.first) min_topo_nr = std::min(min_topo_nr, topological_nr(where.first));
  std::unordered_set<Node*> visited;
  std::vector<std::pair<Node*, size_t>> stack;
  for (const auto& root : roots) {
    if (!root.fn || !visited.insert(root.fn.get()).second) continue;
    stack.push_back({root.fn.get(), 0});
    while (!stack.empty()) {
      auto& [n, next] = stack.back();
      const auto& edges = n->next_edges();
      if (next < edges.size()) {
        Node* child = edges[next++].fn.get();
        if (child && topological_nr(child) >= min_topo_nr && visited.insert(child).second) stack.push_back({child, 0});
        continue;
      }
      for (const auto& e : edges)
        if (e.fn && (task.needed.contains(e.fn.get()) || task.executes(e.fn.get()))) {
          task.needed.insert(n);
          break;
        }
      stack.pop_back();
    }
  }
}

void compute_dependencies(GraphTask& task, const std::vector<Edge>& roots) {
  std::vector<Node*> stack;
  std::unordered_map<Node*, bool> seen;
  for (const auto& e : roots)
    if (e.fn && !seen[e.fn.get()] && task.executes(e.fn.get())) {
      seen[e.fn.get()] = true;
      stack.push_back(e.fn.get());
      task.keep[e.fn.get()] = e.fn;
    }
  while (!stack.empty()) {
    Node* n = stack.back();
    stack.pop_back();
    if (task.pruned && !task.needed.contains(n)) continue;  // captured at, not run: its edges carry nothing
    for (const auto& e : n->next_edges()) {
      if (!e.fn || !task.executes(e.fn.get())) continue;
      ++task.dependencies[e.fn.get()];
      task.keep[e.fn.get()] = e.fn;
      if (!seen[e.fn.get()]) {
        seen[e.fn.get()] = true;
        stack.push_back(e.fn.get());
      }
    }
  }
}

void add_to_buffer(GraphTask& task, Node* n, uint32_t input_nr, const Tensor& g) {
  auto& buf = task.buffers[n];
  if (buf.size() < n->num_outputs) buf.resize(n->num_outputs);
  if (!g.defined()) return;
  Tensor& slot = buf[input_nr];
  if (!slot.defined()) {
    slot = g;
  } else if (is_sparse(slot) || is_sparse(g)) {
    // (PyTorch's InputBuffer::accumulate: sparse gradients added through the dispatcher, whose sparse backend
    // merges two entry lists; with a dense one the dense tensor comes first and the sum is dense)
    static const Operator& add_op = find_op("add.Tensor");
    slot = is_sparse(slot) && !is_sparse(g) ? call_tensor_op(add_op, {g, slot, int64_t(1)})
                                            : call_tensor_op(add_op, {slot, g, int64_t(1)});
  } else {
    slot = add(slot, g);
  }
}

// PyTorch's validate_outputs for dtypes and devices: the gradient node `n` returns at `index` takes the dtype of the
// tensor it is the gradient of (the leaf, or output e.input_nr of the next node; a complex gradient of a real tensor
// gives its real part), as when a kernel computed with a bias converted to the input's dtype, and must be on that
// tensor's device (a 0-dim one is moved there).
Tensor as_expected(const Node& n, size_t index, Tensor g, const Edge& e) {
  Device expected;
  ScalarType dtype;
  Dims shape;
  std::vector<int64_t> batch_levels;
  if (const auto* acc = dynamic_cast<const AccumulateGrad*>(e.fn.get())) {
    expected = acc->leaf.device();
    dtype = acc->leaf.dtype();
    shape = acc->leaf.sizes();
    if (acc->leaf.impl()->batched()) [[unlikely]]
      batch_levels = functorch::levels_of(acc->leaf);
  } else if (e.input_nr < e.fn->output_meta.size()) {
    expected = e.fn->output_meta[e.input_nr].device;
    dtype = e.fn->output_meta[e.input_nr].dtype;
    shape = e.fn->output_meta[e.input_nr].shape;
    batch_levels = e.fn->output_meta[e.input_nr].batch_levels;
  } else {
    return g;
  }
  // Note [vmap]: a gradient batched at a vmap level that has returned, reaching a tensor that level did not batch,
  // holds one gradient per batch entry of a tensor every entry shared: the gradient is their sum. (While the level
  // runs, in vmap(grad(f)), the per-entry gradients are the answer and stay batched.)
  if (g.defined() && g.impl()->batched()) [[unlikely]]
    for (int64_t level : functorch::levels_of(g))
      if (!functorch::running_level(level) &&
          std::find(batch_levels.begin(), batch_levels.end(), level) == batch_levels.end())
        g = functorch::sum_level(g, level);
  // a gradient of a broadcast shape (a custom Function's backward that did not reduce it) is summed down to the
  // shape of the tensor it is the gradient of, as validate_outputs' reduce_grad
  if (g.defined() && g.sizes() != shape && !g.impl()->batched() && batch_levels.empty()) [[unlikely]] {
    bool expandable = shape.size() <= size_t(g.dim());
    for (size_t i = 0; expandable && i < shape.size(); ++i) {
      const int64_t have = g.sizes()[g.dim() - int64_t(shape.size()) + int64_t(i)];
      expandable = shape[i] == have || shape[i] == 1;
    }
    if (expandable) g = sum_to(g, shape);
  }
  if (g.dtype() != dtype) [[unlikely]] {
    if (is_complex(g.dtype()) && !is_complex(dtype)) g = contiguous(select(view_as_real(g), -1, 0));
    g = to_dtype(g, dtype);
  }
  if (g.device() == expected) [[likely]] return g;
  check(g.dim() == 0, ErrorKind::RuntimeError, "Function ", n.name(), " returned an invalid gradient at index ", index,
        " - expected device ", expected.str(), " but got ", g.device().str());
  return to_device(g, expected);
}

void run(GraphTask& task, const std::vector<Edge>& roots, const std::vector<Tensor>& root_grads, bool retain_graph,
         bool create_graph) {
  compute_dependencies(task, roots);
  for (size_t i = 0; i < roots.size(); ++i)
    if (roots[i].fn) add_to_buffer(task, roots[i].fn.get(), roots[i].input_nr, root_grads[i]);
  auto cmp = [](Node* a, Node* b) { return a->sequence_nr() < b->sequence_nr(); };
  std::priority_queue<Node*, std::vector<Node*>, decltype(cmp)> ready(cmp);
  for (const auto& e : roots)
    if (e.fn && task.executes(e.fn.get()) && task.dependencies[e.fn.get()] == 0) {
      ready.push(e.fn.get());
      task.dependencies[e.fn.get()] = -1;
    }
  GradModeGuard mode(create_graph);
  while (!ready.empty()) {
    Node* n = ready.top();
    ready.pop();
    // Under torch.profiler, PyTorch's two events per node: the engine's step (the node, then the gradients'
    // checks and accumulation) and, inside it, the node itself (Note [Profiler]).
    std::optional<profiler::Range> evaluating;
    if (profiler::enabled()) evaluating.emplace("autograd::engine::evaluate_function: " + profiled_name(*n));
    std::vector<Tensor> grads = std::move(task.buffers[n]);
    grads.resize(n->num_outputs);
    // autograd.grad's wanted gradients are taken as they arrive, before the node's hooks (PyTorch 1.13's
    // evaluate_function: a tensor hook on an input does not change what grad returns for it)
    for (uint32_t i = 0; i < grads.size(); ++i) {
      auto it = task.captures.find({n, i});
      if (it != task.captures.end()) task.captured[it->second] = grads[i];
    }
    if (task.pruned && !task.needed.contains(n)) continue;
    for (auto& [nr, hook] : n->pre_hooks)
      if (grads[nr].defined()) {
        Tensor r = hook(grads[nr]);
        if (r.defined()) grads[nr] = r;
      }
    for (auto& [id, hook] : n->node_pre_hooks)
      if (std::vector<Tensor> r = hook(grads); !r.empty()) grads = std::move(r);
    std::vector<Tensor> input_grads;
    const bool is_acc = dynamic_cast<AccumulateGrad*>(n) != nullptr;
    if (!is_acc || task.accumulate) try {
      bool any = false;
      for (auto& g : grads) any |= g.defined();
      if (any || !is_acc) {
        // A post hook sees the gradients as they arrived: None for an output nothing differentiated (PyTorch's
        // engine hands its hooks the node's inputs before the node fills them with zeros). An op's integer outputs
        // (max's indices, sort's) are no outputs of PyTorch's node, so its hooks see none for them; a custom
        // Function's node has every output.
        std::vector<Tensor> outputs_grads;
        if (!n->post_hooks.empty()) {
          const bool custom = dynamic_cast<FunctionNode*>(n) != nullptr;
          for (size_t i = 0; i < grads.size(); ++i)
            if (custom || i >= n->output_meta.size() || is_floating(n->output_meta[i].dtype) ||
                is_complex(n->output_meta[i].dtype))
              outputs_grads.push_back(grads[i]);
        }
        if (!n->takes_undefined_grads())
          for (size_t i = 0; i < grads.size(); ++i)
            if (!grads[i].defined() && i < n->output_meta.size()) grads[i] = zeros_of(n->output_meta[i]);
        if (any) {
          // Under :trace, the ops each node runs are listed under its name (the node is what PyTorch's engine
          // runs too: grad_fn's name is the class of its C++ node).
          std::optional<TraceSection> traced;
          if (TraceSection::active()) traced.emplace(trace_backward_line(*n, grads));
          std::optional<profiler::Range> applying;
          if (profiler::enabled()) applying.emplace(profiled_name(*n), profiler::Scope::BackwardFunction, grads);
          if (n->post_hooks.empty()) {
            input_grads = n->apply(std::move(grads));
          } else {
            input_grads = n->apply(std::move(grads));
            for (auto& [id, hook] : n->post_hooks) {
              // An input outside the graph gets no gradient in PyTorch's engine: the hook sees None there.
              std::vector<Tensor> seen = input_grads;
              for (size_t i = 0; i < seen.size() && i < n->next_edges().size(); ++i)
                if (!n->next_edges()[i].valid()) seen[i] = Tensor();
              std::vector<Tensor> r = hook(seen, outputs_grads);
              if (!r.empty()) input_grads = std::move(r);
            }
          }
        }
      }
      if (!retain_graph) n->release_saved();
      if (AnomalyMode::enabled() && AnomalyMode::check_nan()) check_no_nan(*n, input_grads);
    } catch (...) {
      if (AnomalyMode::enabled()) {
        const std::string stack = forward_stack(*n);
        warn(stack.empty() ? "Error detected in " + n->name() +
                                              ". No forward pass information available. Enable detect anomaly "
                                              "during forward pass for more information."
                                        : "Error detected in " + n->name() +
                                              ". Traceback of forward call that caused the error:\n" + stack);
      }
      throw;
    }
    const auto& edges = n->next_edges();
    for (size_t i = 0; i < edges.size(); ++i) {
      const Edge& e = edges[i];
      if (!e.fn || !task.executes(e.fn.get())) continue;
      Tensor g = i < input_grads.size() ? input_grads[i] : Tensor();
      if (g.defined()) g = as_expected(*n, i, std::move(g), e);
      add_to_buffer(task, e.fn.get(), e.input_nr, std::move(g));
      if (--task.dependencies[e.fn.get()] == 0) ready.push(e.fn.get());
    }
  }
}

std::vector<Edge> root_edges(const std::vector<Tensor>& roots) {
  std::vector<Edge> edges;
  for (size_t i = 0; i < roots.size(); ++i) {
    Edge e = gradient_edge(roots[i]);
    check(e.valid(), ErrorKind::RuntimeError, "element ", i, " of tensors does not require grad and does not have a grad_fn");
    edges.push_back(e);
  }
  return edges;
}

std::vector<Tensor> root_grads(const std::vector<Tensor>& roots, const std::vector<Tensor>& grads) {
  std::vector<Tensor> out;
  for (size_t i = 0; i < roots.size(); ++i) {
    Tensor g = i < grads.size() ? grads[i] : Tensor();
    if (!g.defined()) {
      // (_make_grads creates the implicit gradient only for an output that requires grad; root_edges then reports
      // one that does not)
      if (!requires_grad(roots[i])) {
        out.push_back(g);
        continue;
      }
      check(roots[i].numel() == 1, ErrorKind::RuntimeError, "grad can be implicitly created only for scalar outputs");
      GradModeGuard no_grad(false);
      g = ones_like(roots[i]);
    } else {
      // (torch.autograd's _make_grads, in Python there: the shapes print as torch.Size)
      check(g.sizes() == roots[i].sizes(), ErrorKind::RuntimeError, "Mismatch in shape: grad_output[", i,
            "] has a shape of torch.Size(", g.sizes(), ") and output[", i, "] has a shape of torch.Size(",
            roots[i].sizes(), ").");
    }
    out.push_back(g);
  }
  return out;
}

}  // namespace

void backward(const std::vector<Tensor>& roots, const std::vector<Tensor>& grads, bool retain_graph,
              bool create_graph) {
  GraphTask task;
  std::vector<Tensor> root_gs = root_grads(roots, grads);  // torch.autograd's _make_grads runs first, in Python
  std::vector<Edge> edges = root_edges(roots);
  run(task, edges, std::move(root_gs), retain_graph, create_graph);
}

std::vector<Tensor> grad(const std::vector<Tensor>& outputs, const std::vector<Tensor>& inputs,
                         const std::vector<Tensor>& grad_outputs, bool retain_graph, bool create_graph,
                         bool allow_unused) {
  GraphTask task;
  task.accumulate = false;
  task.captured.resize(inputs.size());
  // PyTorch's order of checks: _make_grads (Python), then the engine's outputs, inputs and the empty inputs
  std::vector<Tensor> root_gs = root_grads(outputs, grad_outputs);
  std::vector<Edge> edges = root_edges(outputs);
  for (size_t i = 0; i < inputs.size(); ++i) {
    check(requires_grad(inputs[i]), ErrorKind::RuntimeError, "One of the differentiated Tensors does not require grad");
    Edge e = gradient_edge(inputs[i]);
    task.captures[{e.fn.get(), e.input_nr}] = i;
    task.keep[e.fn.get()] = e.fn;
  }
  check(!inputs.empty(), ErrorKind::ValueError, "grad requires non-empty inputs.");
  mark_needed(task, edges);
  run(task, edges, std::move(root_gs), retain_graph, create_graph);
  for (size_t i = 0; i < inputs.size(); ++i)
    check(task.captured[i].defined() || allow_unused, ErrorKind::RuntimeError,
          "One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True if "
          "this is the desired behavior.");
  return task.captured;
}

std::shared_ptr<FunctionNode> record_function(const std::string& name, const std::vector<Tensor>& inputs,
                                              const std::vector<Tensor>& outputs, FunctionNode::Backward backward,
                                              const std::vector<bool>& non_differentiable) {
  bool any = false;
  for (const auto& t : inputs) any |= requires_grad(t);
  if (!any || !grad_mode_enabled()) return nullptr;
  auto node = std::make_shared<FunctionNode>(name, std::move(backward));
  for (const auto& t : inputs) node->next_edges().push_back(requires_grad(t) ? gradient_edge(t) : Edge{});
  node->num_outputs = outputs.size();
  for (uint32_t i = 0; i < outputs.size(); ++i) {
    node->output_meta.push_back(TensorMeta::of(outputs[i]));
    const bool nd = i < non_differentiable.size() && non_differentiable[i];
    if (outputs[i].defined() && (is_floating(outputs[i].dtype()) || is_complex(outputs[i].dtype())) && !nd) set_history(outputs[i], node, i);
  }
  return node;
}

}  // namespace tsr::tensor::autograd
