// Note [The CUDA stand-in]: a CUDA device made of host memory, for builds without the CUDA backend
// (`TSR_FAKE_CUDA=1 tsr ...`).
//
// Most GPU programs fail on device placement before any kernel matters: a formula that makes its zeros on the
// host, a composite that builds a mask with torch.arange() and no device, a gradient left on the CPU. On the real
// backend those raise "Expected all tensors to be on the same device"; without a GPU nothing can find them. The
// stand-in lets any machine find them: `cuda:0` tensors live in host memory (through the caching allocator, so the
// torch.cuda memory figures move), `torch.cuda.is_available()` is True, and an op on them is served by a boxed
// fallback on the CUDA key that applies the CUDA kernels' device rule, runs the op's CPU kernel on the host
// memory, and gives any new output to the stand-in device. Copies between the CPU and the stand-in are host
// copies. Results are the CPU kernels', so every comparison of a cuda result with the CPU one agrees.
//
// Its device addresses are not host addresses (bit 62 flipped): code that reads a cuda tensor's memory on the host
// faults, as it would on a GPU; only the stand-in's own paths translate them.
//
// What it checks: every op, composite, derivative formula and library module that mixes devices where PyTorch's
// kernels would refuse, or reads device memory on the host, and the autograd engine's gradient devices; with
// torch.set_default_tensor_type(torch.cuda.FloatTensor), whole programs on cuda. What it does not check: the
// CUDA kernels (tensor/cuda/, tested on the CPU by their functors and on a lent GPU; docs/cuda.md). It refuses to
// start in a build with the real backend, whose kernels would be handed host pointers.
#pragma once

namespace tsr::tensor {

// Installs the stand-in (the CUDA hooks and the CUDA key's fallback). Raises in a CUDA build.
void enable_cuda_standin();
bool cuda_standin_enabled();

}  // namespace tsr::tensor
