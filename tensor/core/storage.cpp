// See storage.hpp.
#include "tensor/core/storage.hpp"

#include "tensor/core/allocator.hpp"
#include "tensor/core/error.hpp"

namespace tsr::tensor {

StorageImpl::StorageImpl(size_t nbytes, Device device) : nbytes_(nbytes), device_(device) {
  check(device.is_cpu(), ErrorKind::RuntimeError, "Torch not compiled with CUDA enabled");
  data_ = CPUAllocator::instance().allocate(nbytes);
}

StorageImpl::~StorageImpl() { CPUAllocator::instance().deallocate(data_, nbytes_); }

}  // namespace tsr::tensor
