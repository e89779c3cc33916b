// A storage: one reference-counted buffer that any number of tensor views share, with the version counter that
// autograd uses to detect in-place changes to saved tensors.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tensor/core/device.hpp"
#include "tensor/core/intrusive_ptr.hpp"

namespace tsr::tensor {

class StorageImpl : public RefCounted {
 public:
  // Allocates `nbytes` from the device's allocator (uninitialised, as torch.empty).
  StorageImpl(size_t nbytes, Device device);
  // Memory the storage does not own (a file mapping: numpy's memmap): `release(context)` runs when the last view
  // of it goes, instead of the allocator's deallocate. CPU only.
  using ReleaseFn = void (*)(void* context);
  StorageImpl(void* external_data, size_t nbytes, ReleaseFn release, void* context);
  ~StorageImpl() override;

  // Whether the memory is external (StorageImpl's second constructor).
  bool is_external() const { return release_ != nullptr; }

  void* data() const { return data_; }
  size_t nbytes() const { return nbytes_; }
  Device device() const { return device_; }

  // Bumped by every in-place write through any view of this storage.
  uint32_t version() const { return version_; }
  void bump_version() { ++version_; }

 private:
  void* data_ = nullptr;
  size_t nbytes_ = 0;
  Device device_;
  uint32_t version_ = 0;
  ReleaseFn release_ = nullptr;
  void* release_context_ = nullptr;
};

using Storage = IntrusivePtr<StorageImpl>;

}  // namespace tsr::tensor
