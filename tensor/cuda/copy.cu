// copy_ when either side is on the GPU. Device to device is one elementwise cast kernel (any strides, broadcast
// source; complex elements as their (real, imaginary) pairs). Host to device converts and packs on the host, copies
// the dense bytes, then scatters on the device when the destination is not contiguous; device to host is the mirror.
// Copies run on the device's one stream; a copy to the host waits for it, so the values are there when copy_
// returns.
#include "tensor/cuda/elementwise.cuh"
#include "tensor/cuda/runtime.cuh"
#include "tensor/ops/device_ops.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {
namespace {

void device_to_device(const Tensor& dst, const Tensor& src) {
  const Tensor source = expand(src, dst.sizes());
  if (is_complex(dst.dtype()) || is_complex(source.dtype())) {
    // the element kernels are real: complex values move as (real, imaginary) pairs
    copy_complex_as_real(dst, source, device_to_device, [](const Tensor& imaginary) {
      call_tensor_op(find_op("fill_.Scalar"), {imaginary, 0.0});
    });
    return;
  }
  dispatch_all(dst.dtype(), "copy_cuda", [&]<class Out>(std::type_identity<Out>) {
    dispatch_all(source.dtype(), "copy_cuda", [&]<class In>(std::type_identity<In>) {
      launch<Out, In, 1>(dst, {source}, CastF<Out>{});
    });
  });
}

}  // namespace

void copy_tensor(Tensor& dst, const Tensor& src) {
  if (dst.numel() == 0) return;
  if (dst.device().is_cuda() && src.device().is_cuda()) {
    check(dst.device() == src.device(), ErrorKind::RuntimeError, "tsr: copies between GPUs are not supported");
    if (dst.is_same(src)) return;
    device_to_device(dst, src);
    return;
  }
  const size_t nbytes = static_cast<size_t>(dst.numel()) * dst.element_size();
  if (dst.device().is_cuda()) {  // host -> device
    // On the host: broadcast, convert and pack (the CPU copy_), so the transfer moves dst's bytes exactly.
    Tensor packed = empty(dst.sizes(), dst.dtype());
    copy_(packed, src);
    Tensor target = dst.is_contiguous() ? dst : empty(dst.sizes(), dst.dtype(), dst.device());
    // From pageable memory the call returns once the bytes are staged, so `packed` may be freed after it.
    TSR_CUDA_CHECK(cudaMemcpyAsync(target.data_ptr(), packed.data_ptr(), nbytes, cudaMemcpyHostToDevice, stream()));
    if (!target.is_same(dst)) device_to_device(dst, target);
    return;
  }
  // device -> host: pack on the device in dst's dtype, transfer, wait, then place on the host.
  Tensor packed = empty(dst.sizes(), dst.dtype(), src.device());
  device_to_device(packed, src);
  Tensor target = dst.is_contiguous() ? dst : empty(dst.sizes(), dst.dtype());
  TSR_CUDA_CHECK(cudaMemcpyAsync(target.data_ptr(), packed.data_ptr(), nbytes, cudaMemcpyDeviceToHost, stream()));
  TSR_CUDA_CHECK(cudaStreamSynchronize(stream()));
  if (!target.is_same(dst)) copy_(dst, target);
}

// x.copy_(src) with either on the GPU: PyTorch's one op that takes tensors of two devices, so it is registered
// without the same-device check; the CPU kernel's copy_ hands the work to copy_tensor through the core.
TSR_REGISTER_KERNEL("copy_", CUDA, [](const Operator& op, DispatchKeySet keys, Stack& s) {
  op.kernel(DispatchKey::CPU)->fn(op, keys, s);
});

}  // namespace tsr::tensor::cuda
