// See copy_slices.hpp.
#include "tensor/autograd/copy_slices.hpp"

#include <algorithm>

#include "tensor/autograd/formula.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/ops/factory.hpp"

namespace tsr::tensor::autograd {

Tensor ViewGeometry::in(const Tensor& base_shaped) const {
  const Tensor b = parts ? call("view_as_real", {base_shaped}) : base_shaped;
  return call("as_strided", {b, std::vector<int64_t>(sizes.begin(), sizes.end()),
                             std::vector<int64_t>(strides.begin(), strides.end()), b.storage_offset() + offset});
}

Tensor ViewGeometry::base_like(ScalarType dtype, const Tensor& grad) const {
  return functorch::new_batched_like(grad, [&](const std::vector<int64_t>& batch) {
    // (a base is a dense permutation: an entry fills numel slots; the batches go before it, contiguous)
    const int64_t entry = numel_of(base_sizes);
    std::vector<int64_t> sizes = batch, strides(batch.size());
    int64_t stride = entry;
    for (size_t k = batch.size(); k-- > 0;) {
      strides[k] = stride;
      stride *= batch[k];
    }
    sizes.insert(sizes.end(), base_sizes.begin(), base_sizes.end());
    strides.insert(strides.end(), base_strides.begin(), base_strides.end());
    const int64_t flat[1] = {stride};
    return as_strided(empty(flat, dtype, grad.device()), sizes, strides, 0);
  });
}

bool is_dense_permutation(const Tensor& t) {
  std::vector<std::pair<int64_t, int64_t>> dims;  // (stride, size) of the dims that matter
  for (int64_t d = 0; d < t.dim(); ++d) {
    if (t.sizes()[size_t(d)] == 0) return true;
    if (t.sizes()[size_t(d)] != 1) dims.emplace_back(t.strides()[size_t(d)], t.sizes()[size_t(d)]);
  }
  std::sort(dims.begin(), dims.end());
  int64_t expected = 1;
  for (const auto& [stride, size] : dims) {
    if (stride != expected) return false;
    expected *= size;
  }
  return true;
}

std::vector<Tensor> CopySlices::apply(std::vector<Tensor> grads) {
  const Tensor& g = grads.at(0);
  Tensor result = view_.base_like(g.dtype(), g);
  call("copy_", {result, g, false});
  Tensor region = view_.in(result);
  std::vector<Tensor> op_grads = op_->apply({call("clone", {region})});
  if (!op_grads.empty() && op_grads[0].defined()) call("copy_", {region, op_grads[0], false});
  else call("fill_.Scalar", {region, 0.0});
  std::vector<Tensor> out{result};
  for (size_t i = 1; i < op_grads.size(); ++i) out.push_back(op_grads[i]);
  return out;
}

void CopySlices::release_saved() {
  Node::release_saved();
  op_->release_saved();
}

std::vector<Tensor> ViewOfBase::apply(std::vector<Tensor> grads) {
  const Tensor& g = grads.at(0);
  // a view has its base's dtype, or is the real parts of a complex base
  Tensor z = view_.base_like(view_.parts ? *complex_dtype_of(g.dtype()) : g.dtype(), g);
  fill_(z, 0.0);
  call("copy_", {view_.in(z), g, false});
  return {z};
}

void refresh_view_history(const Tensor& view, TensorAutograd& m) {
  const Tensor& base = m.view_base;
  if (!base.defined() || !is_dense_permutation(base)) return;  // (a base is never a view: always dense)
  auto node = std::make_shared<ViewOfBase>(ViewGeometry::between(view, base));
  node->next_edges().push_back(gradient_edge(base));
  node->output_meta = {TensorMeta::of(view)};
  m.grad_fn = std::move(node);
  m.output_nr = 0;
  m.history_version = view.version();
}

}  // namespace tsr::tensor::autograd
