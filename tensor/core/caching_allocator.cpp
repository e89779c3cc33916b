// See caching_allocator.hpp.
#include "tensor/core/caching_allocator.hpp"

#include <algorithm>
#include <cstdio>

#include "tensor/core/allocator.hpp"
#include "tensor/core/error.hpp"

namespace tsr::tensor {
namespace {

std::string mib(size_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f MiB", double(bytes) / double(1 << 20));
  return text;
}

}  // namespace

void* CachingDeviceAllocator::allocate(size_t nbytes) {
  report_memory(static_cast<int64_t>(nbytes), true);
  const size_t size = round_size(nbytes);
  std::lock_guard lock(mutex_);
  Pool& pool = pool_for(size);
  void* ptr = nullptr;
  size_t block = size;
  if (auto it = pool.lower_bound(size); it != pool.end() && it->first <= size * kMaxOversize) {
    block = it->first;
    ptr = it->second;
    pool.erase(it);
  } else {
    ptr = raw_.malloc(size);
    if (!ptr) {  // out of memory: give the cached blocks back and try once more, as PyTorch does
      release_cached();
      ptr = raw_.malloc(size);
    }
    check(ptr != nullptr, ErrorKind::RuntimeError, "CUDA out of memory. Tried to allocate ", mib(size), ". ",
          mib(stats_.allocated), " already allocated; ", mib(stats_.reserved), " reserved in total by tsr.");
    stats_.reserved += size;
    stats_.raw_allocations += 1;
  }
  live_.emplace(ptr, block);
  stats_.allocated += block;
  stats_.max_allocated = std::max(stats_.max_allocated, stats_.allocated);
  return ptr;
}

void CachingDeviceAllocator::deallocate(void* ptr) {
  if (!ptr) return;
  std::lock_guard lock(mutex_);
  auto it = live_.find(ptr);
  check(it != live_.end(), ErrorKind::RuntimeError, "tsr: freeing a device pointer the allocator did not give out");
  const size_t size = it->second;
  report_memory(-static_cast<int64_t>(size), true);
  live_.erase(it);
  stats_.allocated -= size;
  pool_for(size).emplace(size, ptr);
}

void CachingDeviceAllocator::release_cached() {
  for (Pool* pool : {&small_, &large_}) {
    for (auto& [size, ptr] : *pool) {
      raw_.free(ptr);
      stats_.reserved -= size;
    }
    pool->clear();
  }
}

void CachingDeviceAllocator::empty_cache() {
  std::lock_guard lock(mutex_);
  release_cached();
}

DeviceMemoryStats CachingDeviceAllocator::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

void CachingDeviceAllocator::reset_peak() {
  std::lock_guard lock(mutex_);
  stats_.max_allocated = stats_.allocated;
}

}  // namespace tsr::tensor
