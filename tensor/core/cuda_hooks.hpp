// The seam between the core and the optional CUDA backend (built with -DTSR_CUDA=ON, tensor/cuda/). The core
// (storage, copy_, the torch.cuda functions) calls the CUDA runtime only through this interface, so the CPU build
// has no CUDA dependency and the CPU paths pay nothing for it. The CUDA library registers its implementation at
// start-up; without it every query answers "no GPU" and asking for device memory raises PyTorch's error for a
// build without CUDA.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "tensor/core/caching_allocator.hpp"
#include "tensor/core/device.hpp"

namespace tsr::tensor {

class Tensor;

class CudaHooks {
 public:
  virtual ~CudaHooks() = default;
  // True in a build with the CUDA backend (whether or not a GPU is present).
  virtual bool compiled() const { return false; }
  // The CUDA toolkit the build was compiled with, as torch.version.cuda shows it ("13.0"); empty without one.
  virtual std::string cuda_version() const { return {}; }
  // The number of usable GPUs: 0 without a driver or a device (torch.cuda.device_count).
  virtual int device_count() const { return 0; }
  // Raises PyTorch's error when CUDA cannot be used: "Torch not compiled with CUDA enabled" (AssertionError) in
  // a CPU build, "Found no NVIDIA driver on your system. ..." or "No CUDA GPUs are available" in a CUDA build.
  virtual void lazy_init() const;
  virtual int current_device() const {
    lazy_init();
    return 0;
  }
  virtual std::string device_name(int device) const {
    lazy_init();
    return {};
  }
  // The device's compute capability (major, minor): torch.cuda.get_device_capability.
  virtual std::pair<int, int> capability(int device) const {
    lazy_init();
    return {0, 0};
  }
  // Device memory through the caching allocator.
  virtual void* allocate(size_t nbytes, int device) {
    lazy_init();
    return nullptr;
  }
  virtual void deallocate(void* ptr, int device) {}
  // dst.copy_(src) where either is on a GPU: converts dtype, broadcasts src, any strides.
  virtual void copy(Tensor& dst, const Tensor& src) { lazy_init(); }
  // Waits for the device's stream (torch.cuda.synchronize).
  virtual void synchronize(int device) { lazy_init(); }
  virtual DeviceMemoryStats memory_stats(int device) const { return {}; }
  virtual void reset_peak_memory_stats(int device) {}
  virtual void reset_accumulated_memory_stats(int device) {}
  virtual std::vector<MemorySegment> memory_snapshot() const { return {}; }
  virtual void empty_cache() {}
  // Seeds the GPUs' Philox generator (torch.cuda.manual_seed / manual_seed_all).
  virtual void manual_seed(uint64_t seed) {}
  // torch.cuda.get_rng_state / set_rng_state: the device generator's state as bytes (PyTorch's CUDA layout: the
  // Philox seed and offset, 8 bytes each), and restoring it (PyTorch's "RNG state is wrong size" for another size).
  virtual std::vector<uint8_t> rng_state() const {
    lazy_init();
    return {};
  }
  virtual void set_rng_state(std::span<const uint8_t> state) { lazy_init(); }
};

// Hooks whose device memory comes from a caching allocator over `raw` (the CUDA runtime's, the stand-in's):
// allocations, frees and torch.cuda's memory figures go to it, after the implementation's check of the ordinal.
class CachingAllocatorHooks : public CudaHooks {
 public:
  explicit CachingAllocatorHooks(RawDeviceAllocator& raw)
      : allocator_(new CachingDeviceAllocator(raw)) {}  // never freed: storages outlive the hooks
  void* allocate(size_t nbytes, int device) override {
    check_device(device);
    return allocator_->allocate(nbytes);
  }
  void deallocate(void* ptr, int) override { allocator_->deallocate(ptr); }
  DeviceMemoryStats memory_stats(int device) const override {
    check_device(device);
    return allocator_->stats();
  }
  void reset_peak_memory_stats(int device) override {
    check_device(device);
    allocator_->reset_peak();
  }
  void reset_accumulated_memory_stats(int device) override {
    check_device(device);
    allocator_->reset_accumulated();
  }
  std::vector<MemorySegment> memory_snapshot() const override { return allocator_->snapshot(); }

 protected:
  // PyTorch's errors for an ordinal that is not a usable device.
  virtual void check_device(int device) const = 0;
  CachingDeviceAllocator& allocator() const { return *allocator_; }

 private:
  CachingDeviceAllocator* allocator_;
};

// The registered implementation, or the no-CUDA one.
CudaHooks& cuda_hooks();
// Called once by the CUDA library at start-up.
void register_cuda_hooks(CudaHooks* hooks);

// The device a storage really lives on: "cuda" (index -1) means the current device.
Device concrete_device(Device device);

}  // namespace tsr::tensor
