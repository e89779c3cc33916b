// vmap's batched tensors and the Batched dispatch key.
//
// Note [vmap]: functorch.vmap(f)(x) runs f once on a *batched tensor*: a tensor whose sizes are one entry of the
// batch (x's sizes without the batch dimension) and whose `batched()` meta holds the physical tensor x, the batch
// dimension in it and the vmap level (1 for the outermost vmap, 2 for one inside it, ...). Every call with a
// batched argument goes through the Batched key, which sits below Autograd: autograd records the ops f calls on
// the batched tensors themselves (so `vmap(grad(f))` gives per-sample gradients), and the Batched kernel then
// computes each op on the physical tensors. For the ops with a batching rule (pointwise ops, reductions and views
// with dimension arguments, the matrix products) that is one call of the op over the whole batch; every other op
// runs once per batch entry on slices of the physical tensors and its results are stacked (functorch's "slow
// fallback"), which gives the same values. Nested vmaps nest the wrappers: the level-2 tensor's physical tensor is a
// level-1 batched tensor, and the Batched kernel always unwraps the highest level among an op's arguments.
//
// Entering and leaving a batch dimension are ops with derivatives (`_add_batch_dim`, `_remove_batch_dim`), so
// gradients flow through a vmap too; a gradient that reaches a tensor the vmap did not batch, after that vmap has
// ended, is summed over the batch (Note [vmap] in engine.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

struct BatchedMeta {
  Tensor value;  // the physical tensor: the batch in dimension `bdim`
  int64_t bdim = 0;
  int64_t level = 0;
};

namespace functorch {

// What a random op inside vmap does (functorch's `randomness=`): raise, draw independently per batch entry, or draw
// once for the whole batch.
enum class Randomness { Error, Different, Same };

// The meta of `t` when it is batched at exactly `level`, else null.
const BatchedMeta* batched_at(const Tensor& t, int64_t level);
// The level of `t`'s outermost wrapper, the highest of its levels (0 for a plain tensor).
inline int64_t level_of(const Tensor& t) {
  const BatchedMeta* b = t.defined() ? t.impl()->batched().get() : nullptr;
  return b ? b->level : 0;
}
// Every level `t` is batched at, outermost (highest) first.
std::vector<int64_t> levels_of(const Tensor& t);

// The batched tensor over `value` with its batch in dimension `bdim`, at `level` (no autograd; the op
// `_add_batch_dim` is the differentiable way in). Levels always decrease inward: where `value` is batched at a higher
// level (the backward of a vmap that has returned, run inside a newer vmap), the new level goes inside it.
Tensor make_batched(const Tensor& value, int64_t bdim, int64_t level);
// `t` with the batch of `level` moved into its logical dimensions at `out_dim` (where the level is nested inside
// higher ones, the result keeps those); a tensor not batched at `level` is expanded to `batch_size` there.
Tensor remove_batch_dim(const Tensor& t, int64_t level, int64_t batch_size, int64_t out_dim);
// Entry i of the batch `t` has at `level` (a view of its physical tensor); `t` itself when not batched there.
Tensor entry(const Tensor& t, int64_t level, int64_t i);
// The entries, stacked into a tensor batched at `level`.
Tensor stack_entries(const std::vector<Tensor>& entries, int64_t level);
// `t` with the batch of `level` summed away (the same logical shape); `t` itself when it is not batched at `level`.
Tensor sum_level(const Tensor& t, int64_t level);

// The vmap levels now running on this thread, innermost last.
struct VmapLevel {
  int64_t level = 0;
  int64_t batch_size = 0;
  Randomness randomness = Randomness::Error;
  // torch._vmap_internals._vmap's level (PyTorch's first vmap, LegacyBatchingRegistrations.cpp): the few rules
  // that batch otherwise there (mv with only the vector batched) take its form, so is_grads_batched gradients
  // and jacobian(vectorize=True) round as 1.13's.
  bool legacy = false;
};
// Enters a vmap level (the Batched key joins every call while one runs) and returns its number: a new one each
// time, higher than every earlier one, so a graph recorded under a vmap that has returned keeps its own level.
int64_t push_level(int64_t batch_size, Randomness randomness, bool legacy = false);
void pop_level();
// How deep among the running vmaps `level` is (1 for the outermost), as functorch numbers its levels in a batched
// tensor's text; the level itself once its vmap has returned.
int64_t depth_of(int64_t level);
// The running level `level`, or null once that vmap has returned.
const VmapLevel* running_level(int64_t level);
// functorch's gradient and jvp transforms (grad, vjp, jacrev, jvp, jacfwd: Python code over tsr's one autograd)
// entering and leaving: with the running vmaps they make functorch's dynamic layer stack, which PyTorch 1.13
// requires empty for a custom autograd.Function (checkSupportsAutogradFunction). A legacy vmap is not a layer.
void push_grad_layer();
void pop_grad_layer();
bool any_transform_running();

// A new tensor batched as `like` is, at each of its levels, with each level's batch in front of the physical
// tensor, the lowest level first (as functorch's new_* rules nest: the physical tensor of a level is itself made by
// the rule of the level below). `make(batch_sizes)` makes that physical tensor, its leading dimensions those sizes;
// for a plain `like`, no sizes and its result as it is.
Tensor new_batched_like(const Tensor& like, const std::function<Tensor(const std::vector<int64_t>&)>& make);

// Whether `t` is a batched tensor (of any level).
inline bool is_batched(const Tensor& t) { return t.defined() && t.impl()->batched() != nullptr; }
// Whether any of the tensors is: the kernels that read memory directly (the exact CPU kernels some formulas call)
// must not be given one, as its memory is the whole batch's.
template <class... Ts>
bool any_batched(const Ts&... ts) {
  return (is_batched(ts) || ...);
}

}  // namespace functorch
}  // namespace tsr::tensor
