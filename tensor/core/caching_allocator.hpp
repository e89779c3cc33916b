// The caching device allocator. cudaMalloc and cudaFree synchronise the device and cost tens of microseconds, so
// freed blocks are kept and handed out again, as PyTorch's CUDACachingAllocator does: requests round up to 512
// bytes, blocks of at most 1 MiB (the small pool) and larger ones (the large pool) are cached apart, and a request
// takes the smallest cached block of its pool that fits. With one stream per device, a block freed while kernels
// that use it are still queued can be reused at once: the next user's kernels run after them on the same stream.
//
// The raw allocator is an interface so the bookkeeping is tested on the CPU with a fake one
// (tests/tensor/core/caching_allocator_test.cpp); tensor/cuda/runtime.cu gives it cudaMalloc and cudaFree.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <unordered_map>

namespace tsr::tensor {

// The device's own allocation calls. malloc returns null when the device is out of memory.
class RawDeviceAllocator {
 public:
  virtual ~RawDeviceAllocator() = default;
  virtual void* malloc(size_t nbytes) = 0;
  virtual void free(void* ptr) = 0;
};

// torch.cuda.memory_allocated, max_memory_allocated and memory_reserved, in bytes.
struct DeviceMemoryStats {
  size_t allocated = 0;      // blocks held by live storages (rounded sizes)
  size_t max_allocated = 0;  // the peak of `allocated` since the start or reset_peak
  size_t reserved = 0;       // everything obtained from the device: live blocks and cached ones
  size_t raw_allocations = 0;  // calls of the raw allocator's malloc (a cache hit makes none)
};

class CachingDeviceAllocator {
 public:
  static constexpr size_t kMinBlock = 512;               // PyTorch's kMinBlockSize
  static constexpr size_t kSmallLimit = size_t(1) << 20;  // PyTorch's kSmallSize: the small pool's largest block
  // A cached block serves a request only when it is at most this many times larger (waste stays bounded; PyTorch
  // splits large blocks instead, which tsr does not).
  static constexpr size_t kMaxOversize = 2;

  explicit CachingDeviceAllocator(RawDeviceAllocator& raw) : raw_(raw) {}
  ~CachingDeviceAllocator() = default;  // cached blocks are left to the process's end (the device may be gone)

  // Throws Error(RuntimeError, "CUDA out of memory. ...") when the device has no room even after the cache is
  // emptied. A request of 0 bytes gets a 512-byte block, so every storage has a distinct pointer.
  void* allocate(size_t nbytes);
  void deallocate(void* ptr);
  // Returns every cached (free) block to the device (torch.cuda.empty_cache).
  void empty_cache();
  DeviceMemoryStats stats() const;
  void reset_peak();

  // The size a request is rounded to: a multiple of 512 bytes.
  static size_t round_size(size_t nbytes) {
    return nbytes < kMinBlock ? kMinBlock : (nbytes + kMinBlock - 1) / kMinBlock * kMinBlock;
  }

 private:
  using Pool = std::multimap<size_t, void*>;  // free blocks by size
  Pool& pool_for(size_t size) { return size <= kSmallLimit ? small_ : large_; }
  void release_cached();  // the lock is held

  RawDeviceAllocator& raw_;
  mutable std::mutex mutex_;
  Pool small_, large_;
  std::unordered_map<void*, size_t> live_;  // block -> its size
  DeviceMemoryStats stats_;
};

}  // namespace tsr::tensor
