// Forward-mode AD (torch.autograd.forward_ad). Note [Forward AD]: inside a dual level a tensor may carry a tangent
// (make_dual); every op called with such a tensor goes through the Autograd key (TensorImpl::needs_autograd), whose
// kernel runs the op and then gives each floating output the tangent J t, the Jacobian-vector product of the op at
// its inputs with their tangents. tsr computes J t from the op's reverse-mode formula, which is linear in the output
// gradient u: J t = d/du <J^T u, t>, one vector-Jacobian product recorded with create_graph and one backward through
// it (the "double-vjp" construction). So every op with a formula has forward mode, with no second formula to keep,
// at about three times the op's cost. PyTorch writes a forward formula per op; the values agree to rounding.
//
// One level at a time, as PyTorch 1.13; its end makes every tangent of the level stale (unpack_dual gives None).
// Deviations: a tangent is not itself differentiable (PyTorch records a graph for a tangent when the primal
// requires grad); complex dual tensors are refused; a view's tangent is computed, not a view of its base's (an
// in-place write into a view updates its base's tangent, write_through_view, but not other views' tangents).
#pragma once

#include <cstdint>
#include <utility>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor::autograd::forward_ad {

// PyTorch's errors: a second level is "Nested forward mode AD is not supported at the moment".
int64_t enter_dual_level();
// -1 ends the current level (PyTorch's default): an error when none exists or `level` is not the current one.
void exit_dual_level(int64_t level);
// Whether a dual level is open and this thread is not computing a tangent (the JVP's own ops record none).
bool active();

// A view of `primal` carrying `tangent` (the same tensor object: unpack_dual(d).tangent is tangent).
Tensor make_dual(const Tensor& primal, const Tensor& tangent, int64_t level = -1);
// (primal view without the tangent, tangent or undefined).
std::pair<Tensor, Tensor> unpack_dual(const Tensor& t, int64_t level);
// The tangent of `t` in the current level, or undefined.
Tensor tangent_of(const Tensor& t);
// Gives `t` a tangent in the current level (a custom Function's jvp result); sizes must agree (PyTorch's error).
void set_tangent(const Tensor& t, Tensor tangent);
// Whether a dual level is open (a Python-level op checks before looking for tangents).
bool level_open();

// The Autograd kernel's part (autograd_kernel.cpp): whether any tensor argument carries a tangent, and, after the
// op ran (`inputs` the arguments as given, `outputs` the results), the outputs' tangents.
bool any_tangent(const Stack& stack);
// The arguments as the JVP needs them after the op ran: those the op writes (in place, out=) copied first, with
// their tangents, since the op changes them.
Stack inputs_before(const Operator& op, const Stack& stack);
void propagate(const Operator& op, const Stack& inputs, const Stack& outputs);

}  // namespace tsr::tensor::autograd::forward_ad
