// Shared by the CUDA backend's files: error checks, the device's one stream, cuBLAS's handle, and the kernel
// registration that checks the arguments' devices first.
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <string>

#include "tensor/core/device_check.hpp"
#include "tensor/core/error.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::tensor::cuda {

[[noreturn]] void throw_cuda_error(cudaError_t e, const char* what);
[[noreturn]] void throw_cublas_error(cublasStatus_t s, const char* what);

#define TSR_CUDA_CHECK(call)                                                   \
  do {                                                                         \
    cudaError_t tsr_cuda_error_ = (call);                                      \
    if (tsr_cuda_error_ != cudaSuccess) ::tsr::tensor::cuda::throw_cuda_error(tsr_cuda_error_, #call); \
  } while (0)
#define TSR_CUBLAS_CHECK(call)                                                 \
  do {                                                                         \
    cublasStatus_t tsr_cublas_status_ = (call);                                \
    if (tsr_cublas_status_ != CUBLAS_STATUS_SUCCESS)                           \
      ::tsr::tensor::cuda::throw_cublas_error(tsr_cublas_status_, #call);      \
  } while (0)
// After a kernel launch: a bad configuration shows here, a fault at the next synchronising call.
#define TSR_CUDA_LAUNCH_CHECK() TSR_CUDA_CHECK(cudaGetLastError())

// The one stream of the current device: every kernel, copy and cuBLAS call of tsr runs on it, in order.
cudaStream_t stream();
cublasHandle_t cublas();
// Multiprocessors of the current device (grid sizes).
int sm_count();
// While `:trace` runs (TraceSection::active()), a line under the op's hop naming the kernel a launcher starts and
// its shape: "CUDA launch: contiguous_kernel, 131072 blocks of 128 threads, ...". Call it only when tracing.
void trace_launch(const char* kernel, int64_t blocks, int threads, const std::string& how);

// A kernel for the CUDA key: checks that the tensor arguments share a device (a CPU scalar may join; the
// convolutions' rule is by type, check_devices), then runs.
inline BoxedKernel kernel(BoxedKernel fn) {
  return [fn = std::move(fn)](const Operator& op, DispatchKeySet keys, Stack& stack) {
    check_devices(op.schema().name, stack);
    fn(op, keys, stack);
  };
}

inline void set_result(Stack& stack, Tensor t) {
  stack.clear();
  stack.emplace_back(std::move(t));
}

// The device of the op's tensors (after the check), for outputs.
inline Device device_of(const Stack& stack) {
  const std::optional<Device> d = common_device(stack);
  return d && d->is_cuda() ? *d : Device{DeviceType::CUDA, 0};
}

}  // namespace tsr::tensor::cuda
