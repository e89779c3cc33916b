// Note [The meta device]: tensors with sizes, strides and a dtype but no data (`device='meta'`), as PyTorch's.
//
// Programs use them to build a model without memory (`nn.Linear(4096, 4096, device='meta')`, `skip_init`,
// `Module.to_empty`), to work out shapes (`model(torch.empty(1, 3, 224, 224, device='meta')).shape`), and functorch's
// make_functional keeps meta stand-ins for the parameters it takes out. A meta tensor's storage has a size and no
// memory; views of it are views (their geometry is the truth, as on every device).
//
// The Meta dispatch key is a backend key: views and composites serve it through the composite keys, and every other
// op goes to one boxed fallback. PyTorch answers an op on meta tensors with a meta kernel that computes the result's
// geometry; tsr computes it by running the op's CPU kernel on stand-ins (Note [Host arguments]): each meta storage
// becomes zero-filled host memory (calloc: pages the kernel only reads are never committed), the kernel runs, and
// its results are given meta storages of their sizes, so a result has exactly the CPU kernel's sizes, strides and
// dtype, and the shape errors are the CPU kernel's. The kernel draws from a scratch generator, so random ops on meta
// tensors leave the random streams alone, as PyTorch's do, and errors about values (a singular matrix) are not raised
// on the zeros (tensor/core/stand_in_values.hpp). Two kinds of call cost nothing whatever the sizes, which is what
// building a large model on meta needs: a factory with a `size` list runs on an empty size (for its dtype), and an
// in-place op that writes self alone (nn.init's fills) on a one-element stand-in. Any other op costs the CPU
// computation on zeros, where PyTorch's meta kernels cost nothing: fine for working out a model's shapes, not for
// a convolution over a terabyte input (which raises, saying how much memory it would need).
//
// What PyTorch 1.13 refuses on meta tensors, tsr refuses with its message: the ops without a meta kernel
// (pytorch_no_meta_kernel.def, recorded from its dispatcher: nonzero, unique, masked_select, equal, and the scalar
// read behind .item()); reading the data (.cpu(), .tolist(), .numpy()) is "Cannot copy out of meta tensor; no
// data!"; a CPU tensor of one or more dimensions with a meta one is the device rule's error. Copying into a meta
// tensor is a no-op, and printing one shows its size: `tensor(..., device='meta', size=(2, 3))`.
#pragma once

#include <string>
#include <string_view>

namespace tsr::tensor {

// Whether PyTorch 1.13 has no meta kernel for the op (qualified name, "nonzero" or "add.out").
bool pytorch_has_no_meta_kernel(std::string_view qualified_name);
// PyTorch's NotImplementedError text for such an op, naming the backends that serve it ("CPU, CUDA").
std::string no_meta_kernel_message(std::string_view qualified_name, std::string_view backends);

}  // namespace tsr::tensor
