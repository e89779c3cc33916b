// See allocator.hpp.
#include "tensor/core/allocator.hpp"

#include <bit>
#include <cstdlib>
#include <map>
#include <mutex>
#include <new>
#include <vector>

namespace tsr::tensor {
namespace {

struct Cache {
  std::mutex mutex;
  std::map<size_t, std::vector<void*>> free_blocks;  // size class -> blocks
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
  const size_t size = size_class(nbytes);
  Cache& c = cache();
  {
    std::lock_guard lock(c.mutex);
    auto it = c.free_blocks.find(size);
    if (it != c.free_blocks.end() && !it->second.empty()) {
      void* p = it->second.back();
      it->second.pop_back();
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
  const size_t size = size_class(nbytes);
  Cache& c = cache();
  std::lock_guard lock(c.mutex);
  c.stats.allocated_bytes -= size;
  if (c.stats.cached_bytes + size > kMaxCachedBytes) {
    std::free(ptr);
    return;
  }
  c.free_blocks[size].push_back(ptr);
  c.stats.cached_bytes += size;
}

void CPUAllocator::empty_cache() {
  Cache& c = cache();
  std::lock_guard lock(c.mutex);
  for (auto& [size, blocks] : c.free_blocks)
    for (void* p : blocks) std::free(p);
  c.free_blocks.clear();
  c.stats.cached_bytes = 0;
}

AllocatorStats CPUAllocator::stats() const {
  Cache& c = cache();
  std::lock_guard lock(c.mutex);
  return c.stats;
}

}  // namespace tsr::tensor
