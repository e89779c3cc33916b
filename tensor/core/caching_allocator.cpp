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
      stats_.num_alloc_retries += 1;
      ptr = raw_.malloc(size);
    }
    if (!ptr) stats_.num_ooms += 1;
    check(ptr != nullptr, ErrorKind::RuntimeError, "CUDA out of memory. Tried to allocate ", mib(size), ". ",
          mib(stats_.allocated()), " already allocated; ", mib(stats_.reserved()), " reserved in total by tsr.");
    segments_.emplace(ptr, size);
    stats_.segment.increase(is_small(size), 1);
    stats_.reserved_bytes.increase(is_small(size), int64_t(size));
    stats_.raw_allocations += 1;
  }
  live_.emplace(ptr, block);
  stats_.allocation.increase(is_small(block), 1);
  stats_.allocated_bytes.increase(is_small(block), int64_t(block));
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
  stats_.allocation.decrease(is_small(size), 1);
  stats_.allocated_bytes.decrease(is_small(size), int64_t(size));
  pool_for(size).emplace(size, ptr);
}

void CachingDeviceAllocator::release_cached() {
  for (Pool* pool : {&small_, &large_}) {
    for (auto& [size, ptr] : *pool) {
      raw_.free(ptr);
      segments_.erase(ptr);
      stats_.segment.decrease(is_small(size), 1);
      stats_.reserved_bytes.decrease(is_small(size), int64_t(size));
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
  for (PoolStats* s : {&stats_.allocation, &stats_.segment, &stats_.allocated_bytes, &stats_.reserved_bytes})
    for (MemoryStat& stat : s->by_pool) stat.peak = stat.current;
}

void CachingDeviceAllocator::reset_accumulated() {
  std::lock_guard lock(mutex_);
  for (PoolStats* s : {&stats_.allocation, &stats_.segment, &stats_.allocated_bytes, &stats_.reserved_bytes})
    for (MemoryStat& stat : s->by_pool) stat.allocated = stat.freed = 0;
  stats_.num_alloc_retries = stats_.num_ooms = 0;
}

std::vector<MemorySegment> CachingDeviceAllocator::snapshot() const {
  std::lock_guard lock(mutex_);
  std::vector<MemorySegment> out;
  out.reserve(segments_.size());
  for (const auto& [ptr, size] : segments_) out.push_back({ptr, size, is_small(size), live_.contains(ptr)});
  return out;
}

}  // namespace tsr::tensor
