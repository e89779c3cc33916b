// Tensor.retain_grad's hook, kept with its tensor's current history: PyTorch moves a non-leaf's retain_grad onto
// the new grad_fn when an in-place op rebases the tensor's history, so `.grad` is the gradient of the tensor as it
// is now, not as it was when retain_grad was called.
#pragma once

#include <cstdint>
#include <memory>

#include "tensor/autograd/autograd.hpp"

namespace tsr::tensor::autograd {

// Adds to `fn` (the tensor's grad_fn, output `output_nr`) the pre-hook that accumulates the arriving gradient
// into the tensor's `.grad`; the hook retaining the tensor's gradient before (if any) goes quiet.
void add_retain_grad_hook(const Tensor& t, const std::shared_ptr<Node>& fn, uint32_t output_nr);

}  // namespace tsr::tensor::autograd
