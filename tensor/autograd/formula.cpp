// The formulas' helpers (formula.hpp), and what the registry says of each op's differentiability.
#include "tensor/autograd/formula.hpp"

#include <algorithm>
#include <bit>

#include "tensor/ops/indexing.hpp"

namespace tsr::tensor::autograd {

// PyTorch's sum_to (ExpandUtils.h), op for op, so a gradient's nodes are its: a 0-d shape is a full sum
// (SumBackward0); otherwise the broadcast dims summed with keepdim, then the leading ones dropped by a view
// (ViewBackward0), or nothing more when there were none.
Tensor sum_to(const Tensor& g, const Dims& shape) {
  if (!g.defined() || g.sizes() == shape) return g;
  if (shape.empty()) return call("sum", {g, NoneValue{}});
  const int64_t lead = g.dim() - static_cast<int64_t>(shape.size());
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < lead; ++d) dims.push_back(d);
  for (int64_t d = lead; d < g.dim(); ++d)
    if (shape[d - lead] == 1 && g.sizes()[d] != 1) dims.push_back(d);
  Tensor r = dims.empty() ? g : call("sum.dim_IntList", {g, dims, true, NoneValue{}});
  if (lead <= 0) return r.sizes() == shape ? r : reshape_to(r, shape);
  return call("view", {r, std::vector<int64_t>(shape.begin(), shape.end())});
}

bool Ctx::needs(std::string_view name) const {
  // the input's position among the tensor inputs, counted as the node's edges were built (autograd_kernel.cpp)
  size_t position = 0;
  for (const SchemaArgument& arg : schema->arguments) {
    if (arg.name == name) break;
    if (arg.type.kind != BaseKind::Tensor) continue;
    if (arg.type.is_list) return true;  // its element count is not in the schema
    ++position;
  }
  if (position >= 64) return true;
  if ((no_edge_inputs >> position) & 1) return false;
  const size_t edge = position - static_cast<size_t>(std::popcount(no_edge_inputs & ((uint64_t(1) << position) - 1)));
  const EdgeList& edges = node->next_edges();
  return edge >= edges.size() || edges[edge].valid();
}

Tensor Ctx::to(const Tensor& x, const std::string& name) const {
  if (!x.defined()) return x;
  Tensor r = sum_to(x, shape(name));
  if (r.dtype() == dtype(name)) return r;
  // a real input's gradient from a complex one is its real part (PyTorch's handle_r_to_c), not a cast, which
  // would warn that it discards the imaginary part
  if (is_complex(r.dtype()) && !is_complex(dtype(name))) r = call("real", {r});
  return r.dtype() == dtype(name) ? r : call("to.dtype", {r, dtype(name), false, false});
}

Tensor expand_reduced(const Tensor& g, const Dims& in_shape, std::vector<int64_t> dims, bool keepdim) {
  const int64_t nd = static_cast<int64_t>(in_shape.size());
  if (dims.empty())
    for (int64_t d = 0; d < nd; ++d) dims.push_back(d);
  Tensor r = g;
  if (!keepdim && nd > 0) {
    std::vector<int64_t> wrapped;
    for (int64_t d : dims) wrapped.push_back(wrap_dim(d, nd));
    std::sort(wrapped.begin(), wrapped.end());
    for (int64_t d : wrapped) r = call("unsqueeze", {r, d});
  }
  return call("expand", {r, std::vector<int64_t>(in_shape.begin(), in_shape.end()), false});
}

int64_t reduced_count(const Dims& shape, std::vector<int64_t> dims) {
  int64_t n = 1;
  if (dims.empty()) return numel_of(shape);
  for (int64_t d : dims) n *= shape[wrap_dim(d, static_cast<int64_t>(shape.size()))];
  return n;
}

Tensor zeros_for(std::vector<int64_t> shape, const Tensor& g) {
  // Under vmap, every batch of g in front of the physical zeros, as PyTorch's grad.new_zeros(shape).
  return functorch::new_batched_like(g, [&](const std::vector<int64_t>& batch) {
    std::vector<int64_t> sizes = batch;
    sizes.insert(sizes.end(), shape.begin(), shape.end());
    return call("zeros", {sizes, g.dtype(), g.device()});
  });
}

G scatter_through_view(Ctx& c, const std::function<Tensor(const Tensor&)>& same_view) {
  const Dims& shape = c.shape("self");
  const int64_t n = numel_of(shape);
  Tensor numbers = reshape_to(arange(Scalar(int64_t(0)), Scalar(n), Scalar(int64_t(1)), ScalarType::Long), shape);
  // The element numbers and the gradient's sum live on the gradient's device (a view of a CUDA tensor).
  if (!c.g().device().is_cpu()) numbers = call("_to_device", {numbers, c.g().device(), NoneValue{}, false});
  Tensor where_from = reshape_to(contiguous(same_view(numbers)), Dims{-1});
  Tensor z = zeros_for({n}, c.g());
  call("index_put_", {z, std::vector<Tensor>{where_from}, reshape_to(contiguous(c.g()), Dims{-1}), true});
  return G{reshape_to(z, shape)};
}

std::shared_ptr<const OpDerivative> not_implemented(std::string op) {
  return formula("NotImplemented", {}, [op](Ctx&) -> G {
    throw Error(ErrorKind::RuntimeError, "derivative for aten::" + op + " is not implemented");  // PyTorch's words
  });
}

std::shared_ptr<const OpDerivative> not_implemented_formula(std::string node, std::string what) {
  return formula(std::move(node), {}, [what](Ctx&) -> G {
    throw Error(ErrorKind::NotImplementedError, "the derivative for '" + what + "' is not implemented.");
  });
}

Differentiability differentiability(const Operator& op) {
  if (op.is_composite()) return Differentiability::Composite;
  const OpDerivative* d = op.derivative();
  return d ? d->kind : Differentiability::NonDifferentiable;
}

std::string describe_derivative(const Operator& op) {
  switch (differentiability(op)) {
    case Differentiability::Composite:
      return "composite: differentiated through the ops it calls";
    case Differentiability::NonDifferentiable:
      return "not differentiable";
    case Differentiability::Formula:
      break;
  }
  const OpDerivative& d = *op.derivative();
  std::string text = d.node;
  for (size_t k = 0; k < d.saves.size(); ++k) {
    const std::string& save = d.saves[k];
    const size_t at = save.find('@');  // "self@other": saved only when other needs its gradient
    text += (k == 0 ? ", saving " : ", ") +
            (at == std::string::npos ? save : save.substr(0, at) + " (if " + save.substr(at + 1) + " requires grad)");
  }
  return text;
}

namespace {

bool has_tensor(const std::vector<SchemaArgument>& arguments) {
  for (const SchemaArgument& a : arguments)
    if (a.type.kind == BaseKind::Tensor) return true;
  return false;
}

}  // namespace

std::vector<std::string> check_registry() {
  std::vector<std::string> faults;
  const Dispatcher& dispatcher = Dispatcher::instance();
  for (const Operator* op : dispatcher.all())
    if (!op->is_composite() && op->derivative() == nullptr && has_tensor(op->schema().arguments) &&
        has_tensor(op->schema().returns))
      faults.push_back(
          op->schema().qualified_name() + " (declared at " + op->where().str() +
          ") takes a Tensor but declares neither a derivative formula, not_differentiable() nor composite");
  for (const std::string& name : dispatcher.undefined_kernel_ops())
    faults.push_back("a kernel is registered for " + name + ", which no declaration defines");
  return faults;
}

}  // namespace tsr::tensor::autograd
