// In-place ops on views (PyTorch's CopySlices): an in-place op through a view changes its base, so the base's
// history is rewritten to send the gradient of the view's region through the op's node, and the view's own
// history becomes a view of the base's (ViewOfBase, PyTorch's AsStridedBackward0). The Autograd kernel
// (autograd_kernel.cpp) records these; refresh_view_history (autograd.hpp) regenerates a stale view's history.
#pragma once

#include <memory>
#include <vector>

#include "tensor/autograd/autograd.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::autograd {

// Where a view lies in its base's storage. `base_strides` is the base's own layout: a gradient buffer for the base
// is given the same strides, so the view's storage-relative geometry selects the same elements in it. A view of a
// complex base's real parts (x.real, x.imag, view_as_real) counts its geometry in real elements (`parts`).
struct ViewGeometry {
  Dims sizes, strides;
  int64_t offset = 0;
  Dims base_sizes, base_strides;
  bool parts = false;
  // The view's region of a tensor laid out as the base, through the dispatched ops (view_as_real, as_strided), so
  // that under create_graph what is done with it is recorded.
  Tensor in(const Tensor& base_shaped) const;
  static ViewGeometry between(const Tensor& view, const Tensor& base) {
    const bool parts = is_complex(base.dtype()) && !is_complex(view.dtype());
    return {view.sizes(), view.strides(), view.storage_offset() - (parts ? 2 : 1) * base.storage_offset(),
            base.sizes(), base.strides(), parts};
  }
  // An uninitialised tensor shaped and laid out like the base, on `grad`'s device; under vmap batched as `grad` is
  // (PyTorch's grad.new_empty_strided), every entry laid out like the base.
  Tensor base_like(ScalarType dtype, const Tensor& grad) const;
};

// A dense layout with its dims possibly permuted (contiguous, transposed, or the output of an elementwise op on
// such a tensor): its elements fill exactly numel() storage slots, so a buffer can copy its strides.
bool is_dense_permutation(const Tensor& t);

// The base's new grad_fn after an in-place op on one of its views (PyTorch's CopySlices): the gradient of the base
// passes unchanged outside the view; inside it, it goes through the op's node, whose first result (the gradient
// for the view's old value) is written back into the view's region. The steps are dispatched ops, recorded under
// create_graph (the engine runs a backward with grad mode as create_graph says), so the result then has a history
// of its own, as PyTorch's.
class CopySlices : public Node {
 public:
  CopySlices(ViewGeometry view, std::shared_ptr<Node> op)
      : Node("CopySlices"), view_(std::move(view)), op_(std::move(op)) {}
  std::vector<Tensor> apply(std::vector<Tensor> grads) override;
  void release_saved() override;

 private:
  ViewGeometry view_;
  std::shared_ptr<Node> op_;
};

// The view's grad_fn after the in-place op: its gradient lands in the view's region of a zero base gradient.
class ViewOfBase : public Node {
 public:
  explicit ViewOfBase(ViewGeometry view) : Node("AsStridedBackward0"), view_(std::move(view)) {}
  std::vector<Tensor> apply(std::vector<Tensor> grads) override;

 private:
  ViewGeometry view_;
};

}  // namespace tsr::tensor::autograd
