// See allocator.hpp.
#include "tensor/core/allocator.hpp"

#include <bit>
#include <cstdlib>
#include <array>
#include <mutex>
#include <new>
#include <vector>

namespace tsr::tensor {
namespace {

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
