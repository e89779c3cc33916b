// See cuda_hooks.hpp.
#include "tensor/core/cuda_hooks.hpp"

#include "tensor/core/error.hpp"

namespace tsr::tensor {
namespace {

CudaHooks*& registered() {
  static CudaHooks* hooks = nullptr;
  return hooks;
}

}  // namespace

void CudaHooks::lazy_init() const {
  throw Error(ErrorKind::AssertionError, "Torch not compiled with CUDA enabled");
}

CudaHooks& cuda_hooks() {
  static CudaHooks none;
  CudaHooks* hooks = registered();
  return hooks ? *hooks : none;
}

void register_cuda_hooks(CudaHooks* hooks) { registered() = hooks; }

Device concrete_device(Device device) {
  if (device.is_cuda() && device.index < 0) device.index = static_cast<int8_t>(cuda_hooks().current_device());
  return device;
}

}  // namespace tsr::tensor
