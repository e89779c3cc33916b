// See storage.hpp.
#include "tensor/core/storage.hpp"

#include "tensor/core/allocator.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/core/error.hpp"

namespace tsr::tensor {

StorageImpl::StorageImpl(size_t nbytes, Device device) : nbytes_(nbytes), device_(device) {
  if (device.is_cpu()) [[likely]] {
    data_ = CPUAllocator::instance().allocate(nbytes);
    return;
  }
  if (device.is_meta()) return;  // no memory: Note [The meta device]
  device_ = concrete_device(device);  // a storage is on one GPU: "cuda" means the current one
  data_ = cuda_hooks().allocate(nbytes, device_.index);
}

StorageImpl::StorageImpl(void* external_data, size_t nbytes, ReleaseFn release, void* context)
    : data_(external_data), nbytes_(nbytes), device_(), release_(release), release_context_(context) {}

StorageImpl::~StorageImpl() {
  if (release_) [[unlikely]] {
    release_(release_context_);
    return;
  }
  if (device_.is_cpu()) [[likely]] CPUAllocator::instance().deallocate(data_, nbytes_);
  else if (!device_.is_meta()) cuda_hooks().deallocate(data_, device_.index);
}

}  // namespace tsr::tensor
