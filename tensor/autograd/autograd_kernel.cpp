// The boxed kernel that serves the Autograd key for every op: run the op below Autograd, then record a node for
// its outputs, built from the derivative formula in the op's declaration (formula.hpp). An in-place op on a view
// rewrites its base's history (copy_slices.hpp).
#include <algorithm>
#include <utility>

#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/copy_slices.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/autograd/forward_ad.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor::autograd {
namespace {

class OpNode : public Node {
 public:
  explicit OpNode(const OpDerivative* d) : Node(&d->node), derivative(d) {}
  bool takes_undefined_grads() const override { return derivative->takes_undefined_grads; }
  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    ctx.node = this;
    ctx.no_edge_inputs = no_edge_inputs;
    ctx.grads = std::move(grads);
    // Tensors packed by a saved-tensor hook are unpacked once each, all first and in the order they were saved,
    // as PyTorch's nodes unpack theirs: the user's unpack hook sees the same calls in the same order.
    if (std::any_of(saved_.begin(), saved_.end(), [](const SavedTensor& s) { return s.packed != nullptr; }))
      for (size_t i = 0; i < saved_.size(); ++i) ctx.unpacked.push_back(unpack(i));
    std::vector<Tensor> out = derivative->per_entry_under_vmap ? apply_per_entry() : derivative->fn(ctx);
    ctx.grads.clear();
    ctx.unpacked.clear();
    if (no_edge_inputs != 0) {  // the formula's gradients are in schema order; keep those of the inputs with edges
      size_t kept = 0;
      for (size_t i = 0; i < out.size(); ++i)
        if (i >= 64 || !((no_edge_inputs >> i) & 1)) out[kept++] = std::move(out[i]);
      out.resize(kept);
    }
    return out;
  }
  // Note [vmap]: a formula that reads memory, given batched tensors, runs once per entry of the highest level.
  std::vector<Tensor> apply_per_entry() {
    std::vector<Tensor> saved = ctx.unpacked;
    if (saved.empty())
      for (size_t i = 0; i < saved_.size(); ++i) saved.push_back(unpack(i));
    int64_t level = 0, batch_size = 0;
    for (const std::vector<Tensor>* list : {&saved, &ctx.grads})
      for (const Tensor& t : *list)
        if (functorch::level_of(t) > level) {
          level = functorch::level_of(t);
          batch_size = t.impl()->batched()->value.size(t.impl()->batched()->bdim);
        }
    if (level == 0) return derivative->fn(ctx);
    const std::vector<Tensor> grads = ctx.grads;
    std::vector<std::vector<Tensor>> entries;
    for (int64_t i = 0; i < batch_size; ++i) {
      ctx.unpacked.clear();
      for (const Tensor& t : saved) ctx.unpacked.push_back(functorch::entry(t, level, i));
      ctx.grads.clear();
      for (const Tensor& t : grads) ctx.grads.push_back(functorch::entry(t, level, i));
      entries.push_back(derivative->fn(ctx));
    }
    std::vector<Tensor> out(entries.empty() ? 0 : entries[0].size());
    for (size_t k = 0; k < out.size(); ++k) {
      if (!entries[0][k].defined()) continue;
      std::vector<Tensor> column;
      for (const auto& e : entries) column.push_back(e[k]);
      out[k] = functorch::stack_entries(column, level);
    }
    return out;
  }
  // A saved output goes by the schema's name for it where the schema names its returns (max.dim's `indices`, as
  // PyTorch's MaxBackward0._saved_indices), else as the formula reads it (`result`, `result1`).
  std::vector<std::pair<std::string, size_t>> saved_slots() const override {
    std::vector<std::pair<std::string, size_t>> out;
    for (const auto& [name, slot] : ctx.saved_index) {
      std::string shown(name);
      if (name.starts_with("result") && ctx.schema) {
        const std::string_view digits = std::string_view(name).substr(6);
        size_t k = 0;
        bool numeric = true;
        for (char ch : digits) numeric = numeric && ch >= '0' && ch <= '9', k = k * 10 + size_t(ch - '0');
        if (numeric && k < ctx.schema->returns.size() && !ctx.schema->returns[k].name.empty())
          shown = ctx.schema->returns[k].name;
      }
      out.emplace_back(std::move(shown), slot);
    }
    return out;
  }
  std::vector<std::pair<std::string, const IValue*>> saved_arguments() const override {
    std::vector<std::pair<std::string, const IValue*>> out;
    for (size_t k = 0; k < ctx.args.size() && k < ctx.schema->arguments.size(); ++k) {
      const SchemaArgument& arg = ctx.schema->arguments[k];
      if (arg.type.kind != BaseKind::Tensor && arg.type.kind != BaseKind::Generator) out.emplace_back(arg.name, &ctx.args[k]);
    }
    // A tensor whose save was guarded by another input's need and not made reads as None (PyTorch's undefined
    // SavedVariable: `(x * 2).grad_fn._saved_self`).
    static const IValue none = NoneValue{};
    for (const std::string& s : derivative->saves)
      if (const size_t at = s.find('@'); at != std::string::npos) {
        const std::string_view name = std::string_view(s).substr(0, at);
        if (!ctx.saved_index.find(name)) out.emplace_back(std::string(name), &none);
      }
    return out;
  }
  const OpDerivative* derivative;
  Ctx ctx;
  // Tensor inputs (by position among the tensor inputs, the first 64) that have no edge: integer and bool tensors,
  // which can never carry gradient (indices, masks, targets). PyTorch's nodes have no edge for them either, so
  // grad_fn.next_functions lists the same inputs as PyTorch's (NllLossBackward0: its input's only; WhereBackward0:
  // not the condition).
  uint64_t no_edge_inputs = 0;
};

// A node for a differentiable op without a formula: backward through it is an error, not a silent zero.
class NotImplementedNode : public Node {
 public:
  explicit NotImplementedNode(const std::string& op) : Node("NotImplemented"), op_(op) {}
  std::vector<Tensor> apply(std::vector<Tensor>) override {
    throw Error(ErrorKind::NotImplementedError, "the derivative for '" + op_ + "' is not implemented.");
  }

 private:
  std::string op_;
};

// A meta tensor (no data, a version counter of its own) with t's dtype, sizes, strides and storage offset.
Tensor geometry_of(const Tensor& t) {
  int64_t extent = t.storage_offset() + 1;
  for (int64_t d = 0; d < t.dim(); ++d)
    extent += t.sizes()[size_t(d)] > 0 ? (t.sizes()[size_t(d)] - 1) * t.strides()[size_t(d)] : 0;
  const int64_t flat[1] = {extent};
  return make_view(empty(flat, t.dtype(), Device{DeviceType::Meta}), t.sizes(), t.strides(), t.storage_offset());
}

bool is_differentiable_output(const Tensor& t) { return t.defined() && (is_floating(t.dtype()) || is_complex(t.dtype())); }

// An in-place op on a view of `base`: the base's history becomes CopySlices over the op's node, the view's a view
// of the base's.
void record_copy_slices(const Tensor& view, const Tensor& base, const Edge& base_edge,
                        const std::shared_ptr<Node>& op_node, const Stack& results) {
  const ViewGeometry geo = ViewGeometry::between(view, base);
  // The op's node keeps its formula and saved values; its inputs other than the view become CopySlices' inputs.
  op_node->num_outputs = 1;
  op_node->output_meta = {TensorMeta::of(view)};
  auto cs = std::make_shared<CopySlices>(geo, op_node);
  cs->next_edges().push_back(base_edge);
  for (size_t i = 1; i < op_node->next_edges().size(); ++i) cs->next_edges().push_back(op_node->next_edges()[i]);
  cs->output_meta = {TensorMeta::of(base)};
  set_history(base, cs, 0);
  auto vb = std::make_shared<ViewOfBase>(geo);
  vb->next_edges().push_back(Edge{cs, 0});
  vb->output_meta = {TensorMeta::of(view)};
  set_history(view, vb, 0);
  // Results the op's formula saves ("result" = the view after the op) are kept by the op's node.
  if (auto* on = dynamic_cast<OpNode*>(op_node.get()))
    for (const auto& s : on->derivative->saves)
      if (s == "result" && !results.empty())
        if (const Tensor* t = std::get_if<Tensor>(&results[0])) on->ctx.saved_index[s] = op_node->save(*t, false, 0);
}

// A view op's output is tied to its base (the input's base when the input is itself a view), whether or not
// anything requires grad, as PyTorch's views always are: an in-place op with a grad-requiring operand on a view
// of a tensor that does not require grad (`m = torch.zeros(2, 3); m[0] = w * 2`) then gives the base its
// history (CopySlices). Only an output that shares the input's storage is one (reshape, contiguous and to may
// copy), and only a floating or complex one, which alone can carry gradient.
void tag_view(const Tensor& out, const Tensor& input, bool multi_output = false) {
  if (!is_differentiable_output(out) || !input.defined() || out.is_same(input) || !out.shares_storage_with(input))
    return;
  TensorAutograd& vm = ensure_meta(out);
  vm.is_view = true;
  const TensorAutograd* im = meta(input);
  vm.view_base = im && im->is_view && im->view_base.defined() ? im->view_base : input;
  // (PyTorch's propagate_creation_meta: a view made in grad mode keeps its input's kind; one made in no_grad mode
  // is a no_grad view whatever its input was)
  const bool inherit = im && im->is_view;
  if (!grad_mode_enabled()) {
    vm.no_grad_view = true;
    vm.multi_output_view = false;
    vm.custom_function_view = false;
    // (it requires grad when its input does, and so goes through the Autograd key, where an in-place change is
    // refused; PyTorch asks the base each time, tsr when the view is made)
    if (requires_grad(input)) out.impl()->set_requires_grad(true);
  } else if (multi_output) {
    vm.multi_output_view = true;
  } else {
    vm.multi_output_view = inherit && im->multi_output_view;
    vm.no_grad_view = inherit && im->no_grad_view;
    vm.custom_function_view = inherit && im->custom_function_view;
  }
  if (!vm.grad_fn) vm.history_version = out.version();  // (a later in-place change may give it a history)
}

}  // namespace
}  // namespace tsr::tensor::autograd

namespace tsr::tensor {
// What autograd needs of one op on every call, worked out on its first call under Autograd and kept by the op.
struct Operator::AutogradInfo {
  std::string qname;
  bool composite = false;                              // differentiated through the ops it calls
  bool non_differentiable = false;                     // its outputs never require grad
  const autograd::OpDerivative* derivative = nullptr;  // null: no formula (backward through it raises)
  // What the formula saves, by position, worked out once from its `saves` names so that recording a node compares
  // no strings: per schema argument, and results 0 to 2 ("result", "result1", "result2": svd's U, S, Vh).
  std::vector<bool> saves_argument;
  bool saves_result[3] = {false, false, false};
  // Results 0 to 2 that never carry gradient though they are floating (PyTorch's output_differentiability: the
  // permutation P of linalg.lu and lu_unpack), marked in the formula's `saves` as "~result", "~result1", ...
  bool result_not_differentiable[3] = {false, false, false};
  // Per schema argument: a floating tensor input PyTorch's derivatives.yaml gives no formula (nll_loss's weight),
  // marked in the formula's `saves` as "~weight": no edge in the node, and it alone does not make the output
  // require grad.
  std::vector<bool> argument_not_differentiable;
  // Per schema argument: the formula reads only the input's geometry (sizes, strides, storage offset: PyTorch's
  // TensorGeometry, AsStridedBackward0's self_geometry), marked in `saves` as "self:geometry": a meta tensor of
  // that geometry is saved under the argument's name, which an in-place write to the input does not invalidate.
  std::vector<bool> saves_geometry;
  // Per schema argument: the tensor input whose gradient alone reads this saved argument, marked in `saves` as
  // "self@other" (mul's self is read only for other's gradient); the argument is saved only when that input
  // needs its gradient, as PyTorch's generated code guards such a save with should_compute_output, so `x * 2`
  // keeps no reference to x. -1: saved always.
  std::vector<int> save_guard;
  bool returns_view = false;  // its first return aliases self without writing it (a view op)
};

}  // namespace tsr::tensor

namespace tsr::tensor::autograd {
namespace {

const Operator::AutogradInfo& autograd_info(const Operator& op) {
  if (const Operator::AutogradInfo* info = op.autograd_info()) return *info;
  Operator::AutogradInfoPtr owned(new Operator::AutogradInfo, [](const Operator::AutogradInfo* p) { delete p; });
  auto* info = const_cast<Operator::AutogradInfo*>(owned.get());
  info->qname = op.schema().qualified_name();
  info->composite = op.is_composite();
  const OpDerivative* declared = op.derivative();
  info->non_differentiable = declared && declared->kind == Differentiability::NonDifferentiable;
  info->derivative = declared && declared->kind == Differentiability::Formula ? declared : nullptr;
  const auto& arguments = op.schema().arguments;
  info->saves_argument.assign(arguments.size(), false);
  info->argument_not_differentiable.assign(arguments.size(), false);
  info->saves_geometry.assign(arguments.size(), false);
  info->save_guard.assign(arguments.size(), -1);
  const auto& returns = op.schema().returns;
  info->returns_view = !returns.empty() && !returns[0].type.alias.empty() && !returns[0].type.is_write;
  if (info->derivative) {
    for (const std::string& name : info->derivative->saves) {
      for (size_t k = 0; k < 3; ++k) {  // "result", "result1", "result2"
        const std::string result = k == 0 ? std::string("result") : "result" + std::to_string(k);
        if (name == result) info->saves_result[k] = true;
        if (name == "~" + result) info->result_not_differentiable[k] = true;
      }
      const size_t at = name.find('@');
      if (at != std::string::npos) {
        const auto by_name = [&](std::string_view n) {
          for (size_t k = 0; k < arguments.size(); ++k)
            if (arguments[k].name == n) return int(k);
          throw Error(ErrorKind::RuntimeError, "autograd: no argument " + std::string(n) + " in " + op.schema().str());
        };
        const int k = by_name(std::string_view(name).substr(0, at));
        info->saves_argument[size_t(k)] = true;
        info->save_guard[size_t(k)] = by_name(std::string_view(name).substr(at + 1));
        continue;
      }
      for (size_t k = 0; k < arguments.size(); ++k) {
        if (arguments[k].name == name) info->saves_argument[k] = true;
        if ("~" + arguments[k].name == name) info->argument_not_differentiable[k] = true;
        if (arguments[k].name + ":geometry" == name) info->saves_geometry[k] = true;
      }
    }
  }
  return *op.publish_autograd_info(std::move(owned));
}

// The dispatched clone an in-place op saves self through, found once.
const Operator& clone_op() {
  static const Operator& op = find_op("clone");
  return op;
}

void record_and_run(const Operator& op, DispatchKeySet keys, Stack& stack);

void autograd_fallback(const Operator& op, DispatchKeySet keys, Stack& stack) {
  if (autograd_info(op).composite) {  // its parts are recorded (and carry tangents) one by one
    Dispatcher::instance().redispatch(op, keys, stack);
    return;
  }
  // Note [Forward AD]: an argument with a tangent gives the outputs theirs, after the op ran
  if (forward_ad::any_tangent(stack)) [[unlikely]] {
    const Stack inputs = forward_ad::inputs_before(op, stack);
    record_and_run(op, keys, stack);
    if (!autograd_info(op).non_differentiable) forward_ad::propagate(op, inputs, stack);
    return;
  }
  record_and_run(op, keys, stack);
}

// The op run below Autograd, and its node recorded when an input requires grad.
void record_and_run(const Operator& op, DispatchKeySet keys, Stack& stack) {
  const FunctionSchema& schema = op.schema();
  const Operator::AutogradInfo& info = autograd_info(op);
  const std::string& qname = info.qname;
  // Which inputs require grad?
  // PyTorch's check_no_requires_grad: an input its derivatives.yaml gives no formula may not require grad. Its
  // function name is the ATen op's (nll_loss's is nll_loss_forward, whose weight is the one checked).
  if (grad_mode_enabled())
    for (size_t k = 0; k < stack.size() && k < info.argument_not_differentiable.size(); ++k)
      if (const Tensor* t = std::get_if<Tensor>(&stack[k]);
          t && info.argument_not_differentiable[k] && t->defined() && requires_grad(*t)) {
        const std::string& name = schema.name;
        const std::string aten = name == "nll_loss" || name == "nll_loss2d" ? name + "_forward" : name;
        throw Error(ErrorKind::RuntimeError, "The function '" + aten + "' is not differentiable with respect to argument '" +
                                                 schema.arguments[k].name + "'. This input cannot have requires_grad True.");
      }
  bool any = false;
  for (size_t k = 0; k < stack.size(); ++k) {
    const IValue& v = stack[k];
    if (const Tensor* t = std::get_if<Tensor>(&v))
      any |= requires_grad(*t) && !(k < info.argument_not_differentiable.size() && info.argument_not_differentiable[k]);
    else if (const auto* l = std::get_if<std::vector<Tensor>>(&v))
      for (const auto& t : *l) any |= requires_grad(t);
  }
  const bool record = any && grad_mode_enabled() && !info.non_differentiable;
  const bool inplace = schema.is_inplace();
  if (inplace && record && !stack.empty()) {
    if (const Tensor* self = std::get_if<Tensor>(&stack[0]);
        self && (requires_grad(*self) || (meta(*self) && meta(*self)->is_view))) {
      // (PyTorch's check_inplace, views first: a view made in no_grad mode, an output of a view op with several
      // (unbind, split), or a view made or returned as-is by a custom Function, or a view of one, cannot be rebased;
      // a view of a grad-requiring leaf would make the leaf a CopySlices node)
      if (const TensorAutograd* m = meta(*self); m && m->is_view && m->view_base.defined()) {
        if (m->custom_function_view || m->multi_output_view || (m->no_grad_view && !m->grad_fn))
          refuse_view_rebase(*m, false);
        if (requires_grad(*self) && is_leaf(m->view_base))
          throw Error(ErrorKind::RuntimeError,
                      "a view of a leaf Variable that requires grad is being used in an in-place operation.");
      }
      if (requires_grad(*self) && is_leaf(*self))
        throw Error(ErrorKind::RuntimeError,
                    "a leaf Variable that requires grad is being used in an in-place operation.");
      // In place on a view: the base's history is rewritten (CopySlices, below). Supported when the base's layout
      // is dense (contiguous or a permutation of it: every base that is not itself a view), the view has the
      // base's dtype or is its real parts (x.real, x.imag), and the op has a formula; otherwise refused rather
      // than give the base a wrong gradient.
      // (an in-place view op writes nothing through the view: no CopySlices, so none of this applies)
      const bool geometry_only = info.derivative && info.derivative->inplace_view;
      if (const TensorAutograd* m = meta(*self); m && m->is_view && !geometry_only) {
        const ScalarType base_dtype = m->view_base.defined() ? m->view_base.dtype() : self->dtype();
        const bool same_or_parts = base_dtype == self->dtype() ||
                                   (is_complex(base_dtype) && component_dtype(base_dtype) == self->dtype());
        const bool supported = m->view_base.defined() && is_dense_permutation(m->view_base) && info.derivative &&
                               same_or_parts;
        if (!supported)
          throw Error(ErrorKind::NotImplementedError,
                      "tsr: in-place operation (" + schema.name +
                          ") recording autograd on this view is "
                          "not supported (its base's layout is not dense, or the op has no derivative); use an "
                          "out-of-place form, e.g. torch.where");
      }
    }
  }
  if (!record) {
    Tensor input;
    if (info.returns_view && !stack.empty())
      if (const Tensor* t = std::get_if<Tensor>(&stack[0])) input = *t;
    {
      ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
      Dispatcher::instance().redispatch(op, keys, stack);
    }
    if (input.defined() && stack.size() == 1) {
      if (const Tensor* t = std::get_if<Tensor>(&stack[0])) tag_view(*t, input);
      else if (const auto* list = std::get_if<std::vector<Tensor>>(&stack[0]))
        for (const Tensor& t : *list) tag_view(t, input, true);  // (unbind, split, chunk: several views)
    }
    return;
  }
  const OpDerivative* d = info.derivative;
  // One allocation for the node (its small lists are inline); the name is the declaration's, not a copy.
  std::shared_ptr<Node> node;
  OpNode* opnode = nullptr;
  if (d) {
    auto n = std::make_shared<OpNode>(d);
    opnode = n.get();
    node = std::move(n);
  } else {
    node = std::make_shared<NotImplementedNode>(qname);
  }
  // Inputs: edges in schema order (a Tensor[] contributes one edge per element), built in the node.
  // Integer and bool tensors get no edge (OpNode::no_edge_inputs); their place in the formula's results is dropped.
  // A Python number passed as a tensor (a wrapped number: `x * 2`) keeps its edge, None, as in PyTorch, where the
  // argument is differentiable whatever the number's type.
  EdgeList& edges = node->next_edges();
  absl::InlinedVector<Tensor, 4> input_tensors;
  size_t position = 0;
  for (size_t k = 0; k < stack.size(); ++k) {
    const IValue& v = stack[k];
    if (const Tensor* t = std::get_if<Tensor>(&v)) {
      const bool declared_none = k < info.argument_not_differentiable.size() && info.argument_not_differentiable[k];
      if (opnode && position < 64 &&
          (declared_none || (t->defined() && !t->impl()->is_wrapped_number() && !is_floating(t->dtype()) &&
                             !is_complex(t->dtype()))))
        opnode->no_edge_inputs |= uint64_t(1) << position;
      else
        edges.push_back(requires_grad(*t) ? gradient_edge(*t) : Edge{});
      input_tensors.push_back(*t);
      ++position;
    } else if (k < schema.arguments.size() && std::holds_alternative<NoneValue>(v) &&
               schema.arguments[k].type.kind == BaseKind::Tensor && schema.arguments[k].type.optional &&
               !schema.arguments[k].type.is_list) {
      // An optional tensor passed as None keeps its place: an empty edge (PyTorch's `(None, 0)` in next_functions:
      // layer_norm's weight and bias), or none where the formula declares it not differentiable; either way the
      // formula's gradients, in schema order, stay aligned with the edges.
      const bool declared_none = k < info.argument_not_differentiable.size() && info.argument_not_differentiable[k];
      if (opnode && position < 64 && declared_none) opnode->no_edge_inputs |= uint64_t(1) << position;
      else edges.push_back(Edge{});
      ++position;
    } else if (const auto* l = std::get_if<std::vector<Tensor>>(&v)) {
      for (const auto& t : *l) {
        if (opnode && position < 64 && t.defined() && !is_floating(t.dtype()) && !is_complex(t.dtype()))
          opnode->no_edge_inputs |= uint64_t(1) << position;
        else
          edges.push_back(requires_grad(t) ? gradient_edge(t) : Edge{});
        ++position;
      }
    }
  }
  node->renumber();
  if (opnode) {
    Ctx& c = opnode->ctx;
    c.schema = &schema;
    // The non-tensor arguments; tensor slots stay empty (tensors the formula needs live in the saved slots).
    c.args.reserve(stack.size());
    for (const IValue& v : stack) {
      if (std::holds_alternative<Tensor>(v))
        c.args.emplace_back(Tensor());
      else
        c.args.push_back(v);
    }
    const size_t n_args = std::min(schema.arguments.size(), stack.size());
    // A guarded save's input needs its gradient when it requires grad (its edge is then valid: Ctx::needs).
    const auto guard_needs = [&](int guard) {
      const Tensor* t = size_t(guard) < stack.size() ? std::get_if<Tensor>(&stack[size_t(guard)]) : nullptr;
      return t && t->defined() && requires_grad(*t);
    };
    for (size_t k = 0; k < n_args; ++k) {
      const std::string& name = schema.arguments[k].name;
      if (const Tensor* t = std::get_if<Tensor>(&stack[k])) {
        if (t->defined()) c.shapes.add(name, TensorMeta::of(*t));
        // An in-place op saves self as it was, by a clone made through the dispatcher: autograd records it, so
        // the saved self keeps its history and a second derivative through it is not lost (a bare copy was).
        if (info.saves_argument[k] && (info.save_guard[k] < 0 || guard_needs(info.save_guard[k])))
          c.saved_index.add(name, opnode->save(inplace && k == 0 ? call_tensor_op(clone_op(), {*t}) : *t));
        else if (info.saves_geometry[k])
          c.saved_index.add(name, opnode->save(geometry_of(*t)));
      } else if (const auto* l = std::get_if<std::vector<Tensor>>(&stack[k])) {
        // (a Tensor?[] holds undefined tensors for its Nones: x[:, i] = v crashed reading their sizes)
        for (const auto& t : *l)
          c.list_shapes.push_back(TensorMeta::of(t));
        if (!info.saves_argument[k]) c.args[k] = std::vector<Tensor>();
      }
    }
  }
  // CopySlices: an in-place op on a view changes its base, so the base's gradient must flow through it. Not so
  // an in-place view op, which writes nothing: the view's new node stands over its old one (below), and the
  // base's history is left alone.
  Tensor view_self, view_base;
  Edge base_edge;
  if (inplace && !stack.empty() && !(d && d->inplace_view))
    if (const Tensor* self = std::get_if<Tensor>(&stack[0]))
      if (const TensorAutograd* m = meta(*self); m && m->is_view && m->view_base.defined()) {
        view_self = *self;
        view_base = m->view_base;
        base_edge = gradient_edge(view_base);
      }
  {
    ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
    Dispatcher::instance().redispatch(op, keys, stack);
  }
  if (view_base.defined()) {
    record_copy_slices(view_self, view_base, base_edge, node, stack);
    return;
  }
  // A Tensor[] result (split, chunk, split_with_sizes): each element is one output of the node, and a view of
  // self when the schema says the list aliases it.
  if (stack.size() == 1)
    if (const auto* list = std::get_if<std::vector<Tensor>>(&stack[0])) {
      node->num_outputs = list->size();
      const bool views = !schema.returns.empty() && !schema.returns[0].type.alias.empty() &&
                         !schema.returns[0].type.is_write && !input_tensors.empty() && input_tensors[0].defined();
      for (uint32_t k = 0; k < list->size(); ++k) {
        const Tensor& t = (*list)[k];
        node->output_meta.push_back(TensorMeta::of(t));
      }
      if (!d) return;  // no formula: leave the outputs without history rather than record a node per element
      for (uint32_t k = 0; k < list->size(); ++k) {
        const Tensor& t = (*list)[k];
        if (!is_differentiable_output(t)) continue;
        set_history(t, node, k);
        // (tensor_split's outputs are slices, one view each, in PyTorch: not a multi-output node)
        if (views) tag_view(t, input_tensors[0], true);
      }
      return;
    }
  // Outputs: the results now on the stack.
  node->num_outputs = stack.size();
  bool any_output = false;
  for (uint32_t k = 0; k < stack.size(); ++k) {
    const Tensor* t = std::get_if<Tensor>(&stack[k]);
    node->output_meta.push_back(t ? TensorMeta::of(*t) : TensorMeta{});
    if (!t || !is_differentiable_output(*t) || (k < 3 && info.result_not_differentiable[k])) continue;
    // An op that returned one of its inputs unchanged (contiguous, to) adds no node.
    bool passthrough = false;
    for (const auto& in : input_tensors) passthrough |= !inplace && in.defined() && in.is_same(*t);
    if (passthrough) continue;
    if (!d && k > 0) continue;
    if (d && d->inplace_view) {
      // PyTorch sets an in-place view op's history without rebasing it: a retained .grad stays the gradient of the
      // tensor as it was before (its old shape), the hook on the old node, as after a write through a view.
      TensorAutograd& m = ensure_meta(*t);
      const bool retains = std::exchange(m.retains_grad, false);
      set_history(*t, node, k);
      m.retains_grad = retains;
    } else {
      set_history(*t, node, k);
    }
    // A view op's output (its schema's return aliases an input without writing it) shares the base's storage.
    if (k < schema.returns.size() && !schema.returns[k].type.alias.empty() && !schema.returns[k].type.is_write &&
        !input_tensors.empty() && input_tensors[0].defined())
      tag_view(*t, input_tensors[0]);
    any_output = true;
  }
  if (opnode && any_output) {
    static const std::string kResultNames[3] = {"result", "result1", "result2"};
    for (size_t k = 0; k < 3; ++k)
      if (info.saves_result[k] && k < stack.size())
        if (const Tensor* t = std::get_if<Tensor>(&stack[k]))
          opnode->ctx.saved_index.add(kResultNames[k], node->save(*t, k == 0 && (is_floating(t->dtype()) || is_complex(t->dtype())), uint32_t(k)));
  }
}

struct Registration {
  Registration() {
    Dispatcher::instance().register_fallback(
        DispatchKey::Autograd,
        KernelEntry{autograd_fallback, SourceLocation::from(tsr::source_location::current(), "autograd_fallback")});
  }
} registration;

}  // namespace

}  // namespace tsr::tensor::autograd
