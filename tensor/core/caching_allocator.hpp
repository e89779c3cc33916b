// The caching device allocator. cudaMalloc and cudaFree synchronise the device and cost tens of microseconds, so
// freed blocks are kept and handed out again, as PyTorch's CUDACachingAllocator does: requests round up to 512
// bytes, blocks of at most 1 MiB (the small pool) and larger ones (the large pool) are cached apart, and a request
// takes the smallest cached block of its pool that fits. With one stream per device, a block freed while kernels
// that use it are still queued can be reused at once: the next user's kernels run after them on the same stream.
//
// The raw allocator is an interface so the bookkeeping is tested on the CPU with a fake one
// (tests/tensor/core/caching_allocator_test.cpp); tensor/cuda/runtime.cu gives it cudaMalloc and cudaFree.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace tsr::tensor {

// The device's own allocation calls. malloc returns null when the device is out of memory.
class RawDeviceAllocator {
 public:
  virtual ~RawDeviceAllocator() = default;
  virtual void* malloc(size_t nbytes) = 0;
  virtual void free(void* ptr) = 0;
};

// One of PyTorch's allocator statistics (c10::cuda::CUDACachingAllocator's Stat): the value now, its peak since
// the start or the last reset_peak, and the totals added and taken away since the start or reset_accumulated.
struct MemoryStat {
  int64_t current = 0, peak = 0, allocated = 0, freed = 0;
  void increase(int64_t n) {
    current += n;
    peak = std::max(peak, current);
    allocated += n;
  }
  void decrease(int64_t n) {
    current -= n;
    freed += n;
  }
};

// A statistic kept for all blocks and for each pool apart, in PyTorch's order of the keys "all", "small_pool" and
// "large_pool".
enum class StatPool { All, Small, Large };
struct PoolStats {
  std::array<MemoryStat, 3> by_pool;
  const MemoryStat& operator[](StatPool p) const { return by_pool[size_t(p)]; }
  void increase(bool small, int64_t n) { for_pool(small, [n](MemoryStat& s) { s.increase(n); }); }
  void decrease(bool small, int64_t n) { for_pool(small, [n](MemoryStat& s) { s.decrease(n); }); }
  template <class F>
  void for_pool(bool small, F f) {
    f(by_pool[size_t(StatPool::All)]);
    f(by_pool[size_t(small ? StatPool::Small : StatPool::Large)]);
  }
};

// torch.cuda.memory_stats: PyTorch's figures, in bytes and counts. tsr never splits a cached block, so a block is
// a segment (PyTorch's inactive_split figures are always zero here), and a freed block is reusable at once (one
// stream per device), so "active" is "allocated".
struct DeviceMemoryStats {
  PoolStats allocation;       // live blocks
  PoolStats segment;          // blocks obtained from the device (cudaMalloc), live or cached
  PoolStats allocated_bytes;  // the live blocks' sizes (rounded)
  PoolStats reserved_bytes;   // the segments' sizes
  int64_t num_alloc_retries = 0;  // requests retried after giving the cache back
  int64_t num_ooms = 0;           // requests that failed even then
  size_t raw_allocations = 0;     // calls of the raw allocator's malloc (a cache hit makes none)

  // torch.cuda.memory_allocated, max_memory_allocated and memory_reserved.
  size_t allocated() const { return size_t(allocated_bytes[StatPool::All].current); }
  size_t max_allocated() const { return size_t(allocated_bytes[StatPool::All].peak); }
  size_t reserved() const { return size_t(reserved_bytes[StatPool::All].current); }
};

// A segment of torch.cuda.memory_snapshot: one block obtained from the device, in use or cached.
struct MemorySegment {
  const void* address;
  size_t size;
  bool small_pool;
  bool in_use;
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
  // Every statistic's peak becomes its current value (torch.cuda.reset_peak_memory_stats).
  void reset_peak();
  // Every statistic's totals and the retry and out-of-memory counts become 0 (reset_accumulated_memory_stats).
  void reset_accumulated();
  // The segments, by address (torch.cuda.memory_snapshot).
  std::vector<MemorySegment> snapshot() const;

  // The size a request is rounded to: a multiple of 512 bytes.
  static size_t round_size(size_t nbytes) {
    return nbytes < kMinBlock ? kMinBlock : (nbytes + kMinBlock - 1) / kMinBlock * kMinBlock;
  }

 private:
  using Pool = std::multimap<size_t, void*>;  // free blocks by size
  static bool is_small(size_t size) { return size <= kSmallLimit; }
  Pool& pool_for(size_t size) { return is_small(size) ? small_ : large_; }
  void release_cached();  // the lock is held

  RawDeviceAllocator& raw_;
  mutable std::mutex mutex_;
  Pool small_, large_;
  std::unordered_map<void*, size_t> live_;  // block -> its size
  std::map<void*, size_t> segments_;        // every block obtained from the device -> its size
  DeviceMemoryStats stats_;
};

}  // namespace tsr::tensor
