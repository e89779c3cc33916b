// The caching device allocator's bookkeeping, with a fake device (host memory, counted) standing in for cudaMalloc.
#include "tensor/core/caching_allocator.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <set>

#include "tests/tensor/test_util.hpp"

namespace tsr::tensor {
namespace {

class FakeDevice final : public RawDeviceAllocator {
 public:
  size_t capacity = size_t(1) << 30;  // bytes the "device" holds
  size_t in_use = 0, mallocs = 0, frees = 0;
  std::set<void*> live;

  void* malloc(size_t n) override {
    if (in_use + n > capacity) return nullptr;
    void* p = std::malloc(n);
    in_use += n;
    ++mallocs;
    live.insert(p);
    sizes[p] = n;
    return p;
  }
  void free(void* p) override {
    EXPECT_TRUE(live.erase(p)) << "freed twice or never given";
    in_use -= sizes[p];
    ++frees;
    std::free(p);
  }
  std::map<void*, size_t> sizes;
};

TEST(CachingAllocator, RoundsToBlocksOf512Bytes) {
  EXPECT_EQ(CachingDeviceAllocator::round_size(0), 512u);
  EXPECT_EQ(CachingDeviceAllocator::round_size(1), 512u);
  EXPECT_EQ(CachingDeviceAllocator::round_size(512), 512u);
  EXPECT_EQ(CachingDeviceAllocator::round_size(513), 1024u);
  EXPECT_EQ(CachingDeviceAllocator::round_size(4'000'000), 4'000'256u);
}

TEST(CachingAllocator, FreedBlocksAreReusedWithoutDeviceCalls) {
  FakeDevice device;
  CachingDeviceAllocator a(device);
  void* p = a.allocate(1000);  // 1024 bytes
  EXPECT_EQ(a.stats().allocated(), 1024u);
  a.deallocate(p);
  EXPECT_EQ(a.stats().allocated(), 0u);
  EXPECT_EQ(a.stats().reserved(), 1024u);  // cached, still held from the device
  void* q = a.allocate(1024);            // the same size class: the cached block
  EXPECT_EQ(q, p);
  EXPECT_EQ(device.mallocs, 1u);
  EXPECT_EQ(a.stats().raw_allocations, 1u);
  a.deallocate(q);
}

TEST(CachingAllocator, BestFitWithinTwiceTheRequestAndPoolsApart) {
  FakeDevice device;
  CachingDeviceAllocator a(device);
  void* big = a.allocate(8 << 20);     // large pool
  void* small = a.allocate(64 << 10);  // small pool
  a.deallocate(big);
  a.deallocate(small);
  // 5 MiB fits the cached 8 MiB block (at most twice its size); 3 MiB would waste more, so it gets a new block.
  void* five = a.allocate(5 << 20);
  EXPECT_EQ(five, big);
  void* three = a.allocate(3 << 20);
  EXPECT_NE(three, big);
  // A small request never takes a large block and the reverse: 40 KiB reuses the 64 KiB block.
  void* forty = a.allocate(40 << 10);
  EXPECT_EQ(forty, small);
  EXPECT_EQ(device.mallocs, 3u);
  for (void* p : {five, three, forty}) a.deallocate(p);
}

TEST(CachingAllocator, StatsFollowPyTorchsNames) {
  FakeDevice device;
  CachingDeviceAllocator a(device);
  void* p = a.allocate(2048);
  void* q = a.allocate(4096);
  EXPECT_EQ(a.stats().allocated(), 6144u);
  EXPECT_EQ(a.stats().max_allocated(), 6144u);
  a.deallocate(q);
  EXPECT_EQ(a.stats().allocated(), 2048u);
  EXPECT_EQ(a.stats().max_allocated(), 6144u);  // the peak stays until reset
  a.reset_peak();
  EXPECT_EQ(a.stats().max_allocated(), 2048u);
  EXPECT_EQ(a.stats().reserved(), 6144u);
  a.empty_cache();  // only the free block goes back
  EXPECT_EQ(a.stats().reserved(), 2048u);
  EXPECT_EQ(device.frees, 1u);
  a.deallocate(p);
  a.empty_cache();
  EXPECT_EQ(a.stats().reserved(), 0u);
  EXPECT_TRUE(device.live.empty());
}

// PyTorch's figures by pool (torch.cuda.memory_stats): counts and bytes, current, peak and the totals in and out.
TEST(CachingAllocator, FiguresByPoolAsPyTorchsMemoryStats) {
  FakeDevice device;
  CachingDeviceAllocator a(device);
  void* small = a.allocate(1000);     // 1024 bytes, small pool
  void* large = a.allocate(2 << 20);  // large pool
  a.deallocate(small);
  void* again = a.allocate(600);      // the cached small block: no new segment
  DeviceMemoryStats st = a.stats();
  const MemoryStat& small_bytes = st.allocated_bytes[StatPool::Small];
  EXPECT_EQ(small_bytes.current, 1024);
  EXPECT_EQ(small_bytes.peak, 1024);
  EXPECT_EQ(small_bytes.allocated, 2048);  // taken twice
  EXPECT_EQ(small_bytes.freed, 1024);
  EXPECT_EQ(st.allocated_bytes[StatPool::Large].current, 2 << 20);
  EXPECT_EQ(st.allocated_bytes[StatPool::All].current, 1024 + (2 << 20));
  EXPECT_EQ(st.allocation[StatPool::All].current, 2);
  EXPECT_EQ(st.allocation[StatPool::All].allocated, 3);
  EXPECT_EQ(st.segment[StatPool::All].current, 2);
  EXPECT_EQ(st.segment[StatPool::Small].allocated, 1);
  EXPECT_EQ(st.reserved_bytes[StatPool::Large].current, 2 << 20);

  a.deallocate(large);
  a.reset_peak();
  st = a.stats();
  EXPECT_EQ(st.allocated_bytes[StatPool::Large].peak, 0);
  EXPECT_EQ(st.allocated_bytes[StatPool::All].peak, 1024);
  EXPECT_EQ(st.reserved_bytes[StatPool::All].peak, 1024 + (2 << 20));  // the large segment is cached, still held
  a.empty_cache();
  st = a.stats();
  EXPECT_EQ(st.segment[StatPool::Large].current, 0);
  EXPECT_EQ(st.segment[StatPool::Large].freed, 1);
  EXPECT_EQ(st.reserved_bytes[StatPool::Large].freed, 2 << 20);

  a.reset_accumulated();
  st = a.stats();
  EXPECT_EQ(st.allocated_bytes[StatPool::Small].allocated, 0);
  EXPECT_EQ(st.allocated_bytes[StatPool::Small].freed, 0);
  EXPECT_EQ(st.allocated_bytes[StatPool::Small].current, 1024);  // the current values stay
  a.deallocate(again);
}

TEST(CachingAllocator, SnapshotListsSegmentsInUseAndCached) {
  FakeDevice device;
  CachingDeviceAllocator a(device);
  void* p = a.allocate(4096);
  void* q = a.allocate(3 << 20);
  a.deallocate(p);
  const std::vector<MemorySegment> segments = a.snapshot();
  ASSERT_EQ(segments.size(), 2u);
  for (const MemorySegment& s : segments) {
    if (s.address == p) {
      EXPECT_EQ(s.size, 4096u);
      EXPECT_TRUE(s.small_pool);
      EXPECT_FALSE(s.in_use);
    } else {
      EXPECT_EQ(s.address, q);
      EXPECT_EQ(s.size, size_t(3) << 20);
      EXPECT_FALSE(s.small_pool);
      EXPECT_TRUE(s.in_use);
    }
  }
  a.deallocate(q);
  a.empty_cache();
  EXPECT_TRUE(a.snapshot().empty());
}

TEST(CachingAllocator, OutOfMemoryEmptiesTheCacheThenRaises) {
  FakeDevice device;
  device.capacity = 7 << 19;  // 3.5 MiB
  CachingDeviceAllocator a(device);
  void* p = a.allocate(3 << 20);
  a.deallocate(p);  // cached: the device is full
  void* q = a.allocate(1 << 20);  // small request: the large cached block is released and the request retried
  EXPECT_NE(q, nullptr);
  EXPECT_EQ(device.frees, 1u);
  const std::string message = testing::error_of([&] { a.allocate(8 << 20); });
  EXPECT_EQ(message.rfind("CUDA out of memory. Tried to allocate 8.00 MiB.", 0), 0u) << message;
  EXPECT_EQ(a.stats().num_alloc_retries, 2);  // the 1 MiB request and the failed one each retried once
  EXPECT_EQ(a.stats().num_ooms, 1);
  a.deallocate(q);
}

TEST(CachingAllocator, ForeignPointerIsAnError) {
  FakeDevice device;
  CachingDeviceAllocator a(device);
  int x = 0;
  EXPECT_NE(testing::error_of([&] { a.deallocate(&x); }), "");
}

}  // namespace
}  // namespace tsr::tensor
