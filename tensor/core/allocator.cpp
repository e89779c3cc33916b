// See allocator.hpp.
#include "tensor/core/allocator.hpp"

#include <bit>
#include <cstdlib>
#include <array>
#include <mutex>
#include <new>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tsr::tensor {
namespace {

// Note [malloc's thresholds]: the buffers the kernels' libraries take from malloc themselves (oneDNN's scratchpads,
// BLAS and im2col workspaces: megabytes, once per call) do not come through this allocator. glibc serves them by
// mmap above a threshold it moves as blocks are freed, and gives the heap's top back to the system above twice that;
// in a training loop the two interact so that, from one run to the next, the same workspaces are mapped, touched and
// returned on every call or kept (a convolution's forward and backward of 100 28x28 images: 250,000 page faults
// and 5.0 s of CPU in one run, 13,500 and 1.0 s in the next; PyTorch, which leaves glibc alone, shows the same
// two modes). Fixing the thresholds, as glibc's defaults would settle them at the most (mmap at 32 MiB, the top
// kept up to 64 MiB), keeps such workspaces in the heap for reuse: every run takes the fast mode, and blocks of
// 32 MiB and more still go back to the system when freed.
[[maybe_unused]] const bool malloc_tuned = [] {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
  return true;
}();

// Index of a size class in the free-list table: 0 for 512 bytes, then four classes per power of two.
size_t class_index(size_t size) {
  if (size <= 512) return 0;
  const int log2 = std::bit_width(size) - 1;  // size is in [2^log2, 2^(log2+1))
  const size_t quarter = (size_t(1) << log2) / 4;
  return static_cast<size_t>(log2 - 9) * 4 + (size - (size_t(1) << log2)) / quarter + 1;
}

struct Cache {
  std::mutex mutex;
  std::array<std::vector<void*>, 64 * 4> free_blocks;  // by class_index
  AllocatorStats stats;
};

Cache& cache() {
  static Cache* c = new Cache;  // never destroyed: storages may be freed during static destruction
  return *c;
}

}  // namespace

CPUAllocator& CPUAllocator::instance() {
  static CPUAllocator allocator;
  return allocator;
}

size_t CPUAllocator::size_class(size_t nbytes) {
  if (nbytes <= 512) return 512;
  const size_t pow2 = std::bit_floor(nbytes);
  const size_t quarter = pow2 / 4;
  return (nbytes + quarter - 1) / quarter * quarter;
}

void* CPUAllocator::allocate(size_t nbytes) {
  report_memory(static_cast<int64_t>(nbytes), false);
  const size_t size = size_class(nbytes);
  Cache& c = cache();
  {
    std::lock_guard lock(c.mutex);
    auto& blocks = c.free_blocks[class_index(size)];
    if (!blocks.empty()) {
      void* p = blocks.back();
      blocks.pop_back();
      c.stats.cached_bytes -= size;
      c.stats.allocated_bytes += size;
      return p;
    }
  }
  void* p = std::aligned_alloc(kAlignment, size);
  if (!p) {
    empty_cache();
    p = std::aligned_alloc(kAlignment, size);
    if (!p) throw std::bad_alloc();
  }
  std::lock_guard lock(c.mutex);
  c.stats.allocated_bytes += size;
  c.stats.system_allocations += 1;
  return p;
}

void CPUAllocator::deallocate(void* ptr, size_t nbytes) {
  if (!ptr) return;
  report_memory(-static_cast<int64_t>(nbytes), false);
  const size_t size = size_class(nbytes);
  Cache& c = cache();
  std::lock_guard lock(c.mutex);
  c.stats.allocated_bytes -= size;
  if (c.stats.cached_bytes + size > kMaxCachedBytes) {
    std::free(ptr);
    return;
  }
  c.free_blocks[class_index(size)].push_back(ptr);
  c.stats.cached_bytes += size;
}

void CPUAllocator::empty_cache() {
  Cache& c = cache();
  std::lock_guard lock(c.mutex);
  for (auto& blocks : c.free_blocks) {
    for (void* p : blocks) std::free(p);
    blocks.clear();
  }
  c.stats.cached_bytes = 0;
}

AllocatorStats CPUAllocator::stats() const {
  Cache& c = cache();
  std::lock_guard lock(c.mutex);
  return c.stats;
}

}  // namespace tsr::tensor
