// The caching CPU allocator. Fresh multi-megabyte buffers cost page faults on first touch (≈108 ms for 40 MiB on
// the reference machine against ≈1 ms reused), so freed blocks are kept in size-class free lists and handed out
// again, the way PyTorch's CUDA caching allocator does for device memory.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace tsr::tensor {

struct AllocatorStats {
  size_t allocated_bytes = 0;  // held by live storages (rounded to size classes)
  size_t cached_bytes = 0;     // free blocks kept for reuse
  size_t system_allocations = 0;  // blocks obtained from the operating system
};

// Told of each allocation (a positive size) and release (a negative one) by the CPU and CUDA allocators while set:
// torch.profiler's profile_memory (tensor/dispatch/profiler.hpp). Sizes are the ones asked for, as PyTorch reports
// them, not the size classes.
using MemoryObserver = void (*)(int64_t nbytes, bool cuda);
inline std::atomic<MemoryObserver> g_memory_observer{nullptr};
inline void set_memory_observer(MemoryObserver observer) {
  g_memory_observer.store(observer, std::memory_order_relaxed);
}
inline void report_memory(int64_t nbytes, bool cuda) {
  if (const MemoryObserver observer = g_memory_observer.load(std::memory_order_relaxed)) [[unlikely]]
    observer(nbytes, cuda);
}

class CPUAllocator {
 public:
  // Blocks are 64-byte aligned (a cache line, and enough for AVX-512 loads).
  static constexpr size_t kAlignment = 64;
  // Cached free blocks are dropped once their total exceeds this (bounded memory growth).
  static constexpr size_t kMaxCachedBytes = size_t(1) << 30;

  static CPUAllocator& instance();

  void* allocate(size_t nbytes);
  void deallocate(void* ptr, size_t nbytes);
  void empty_cache();
  AllocatorStats stats() const;

  // Size class of a request: small requests round to 512 bytes, larger ones to a quarter power of two, so reuse
  // is likely while waste stays under 25%.
  static size_t size_class(size_t nbytes);
};

}  // namespace tsr::tensor
