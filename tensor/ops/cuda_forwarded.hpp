// Note [Forwarded CUDA ops]: the ops the CUDA backend serves with their CPU kernel, unchanged.
//
// A CPU kernel made only of dispatched ops (a composite in all but name: layer_norm's mean, sub, rsqrt; cat's copies
// into slices of a tensor made on its inputs' device) serves CUDA tensors as it is, the ops it calls dispatching to
// the CUDA kernels. tensor/cuda/ registers forward_to_cpu_kernel() on the CUDA key for each op listed here; a kernel
// that reads a tensor's memory on the host, or makes a tensor without the inputs' device, must not be listed (on a
// GPU the first faults and the second mixes devices).
//
// The list is also the CUDA stand-in's (Note [The CUDA stand-in]): it runs these ops' CPU kernels on the device
// tensors themselves, not on host aliases, so that a listed kernel that reads device memory faults there too and
// the CPU tests find it (addmm's did, once its CPU kernel called BLAS directly).
#pragma once

#include <span>
#include <string_view>

namespace tsr::tensor {

// The qualified names ("split.Tensor") of the forwarded ops.
std::span<const std::string_view> cuda_forwarded_ops();

}  // namespace tsr::tensor
