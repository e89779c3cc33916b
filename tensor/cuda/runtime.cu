// The CUDA runtime behind tensor/core/cuda_hooks.hpp: device queries with PyTorch's errors, the caching allocator
// over cudaMalloc/cudaFree, one stream and one cuBLAS handle per process (tsr uses device 0; see docs/cuda.md).
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>

#include <pthread.h>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/cuda/cuda_util.cuh"
#include "tensor/cuda/runtime.cuh"
#include "tensor/dispatch/trace.hpp"

namespace tsr::tensor::cuda {

void throw_cuda_error(cudaError_t e, const char* what) {
  (void)cudaGetLastError();  // clear a sticky-free error so the next call starts clean
  throw Error(ErrorKind::RuntimeError, std::string("CUDA error: ") + cudaGetErrorString(e) + " (" + what + ")");
}

void throw_cublas_error(cublasStatus_t s, const char* what) {
  throw Error(ErrorKind::RuntimeError, std::string("CUDA error: ") + cublasGetStatusString(s) + " (" + what + ")");
}

namespace {

class CudaMalloc final : public RawDeviceAllocator {
 public:
  void* malloc(size_t nbytes) override {
    void* p = nullptr;
    const cudaError_t e = cudaMalloc(&p, nbytes);
    if (e == cudaErrorMemoryAllocation) {
      (void)cudaGetLastError();
      return nullptr;
    }
    if (e != cudaSuccess) throw_cuda_error(e, "cudaMalloc");
    return p;
  }
  void free(void* p) override { cudaFree(p); }
};

class Runtime final : public CachingAllocatorHooks {
 public:
  Runtime() : CachingAllocatorHooks(cuda_malloc()) {}
  bool compiled() const override { return true; }
  std::string cuda_version() const override {
    return std::to_string(CUDART_VERSION / 1000) + "." + std::to_string(CUDART_VERSION % 1000 / 10);
  }

  int device_count() const override {
    std::call_once(probe_once_, [this] {
      int n = 0;
      probe_error_ = cudaGetDeviceCount(&n);
      count_ = probe_error_ == cudaSuccess ? n : 0;
      (void)cudaGetLastError();
    });
    return count_;
  }

  void lazy_init() const override {
    // A child forked after the parent used the GPU cannot use it (the driver's state is the parent's): PyTorch's
    // error, rather than the driver's "initialization error" at the first allocation.
    check(!in_bad_fork, ErrorKind::RuntimeError,
          "Cannot re-initialize CUDA in forked subprocess. To use CUDA with multiprocessing, you must use the "
          "'spawn' start method (tsr starts every process by fork, 'spawn' too: a child cannot use the GPU its "
          "parent used)");
    if (device_count() > 0) {
      std::call_once(fork_guard_once_, [] { pthread_atfork(nullptr, nullptr, [] { in_bad_fork = true; }); });
      return;
    }
    if (probe_error_ == cudaErrorNoDevice || probe_error_ == cudaSuccess)
      throw Error(ErrorKind::RuntimeError, "No CUDA GPUs are available");
    throw Error(ErrorKind::RuntimeError,
                "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a "
                "driver from http://www.nvidia.com/Download/index.aspx");
  }

  int current_device() const override {
    lazy_init();
    return 0;
  }

  std::string device_name(int device) const override {
    check_device(device);
    cudaDeviceProp prop;
    TSR_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    return prop.name;
  }

  std::pair<int, int> capability(int device) const override {
    check_device(device);
    cudaDeviceProp prop;
    TSR_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    return {prop.major, prop.minor};
  }

  void copy(Tensor& dst, const Tensor& src) override {
    lazy_init();
    copy_tensor(dst, src);
  }

  void synchronize(int device) override {
    check_device(device);
    TSR_CUDA_CHECK(cudaStreamSynchronize(stream()));
  }

  void empty_cache() override {
    if (device_count() == 0) return;
    TSR_CUDA_CHECK(cudaStreamSynchronize(stream()));  // blocks still in use by queued kernels are live anyway
    allocator().empty_cache();
  }
  void manual_seed(uint64_t seed) override { set_philox_seed(seed); }
  // PyTorch 1.13's CUDAGeneratorImpl state: the seed, then the offset, 8 bytes each (little-endian); a state of
  // the seed alone (its older layout) is taken too.
  std::vector<uint8_t> rng_state() const override {
    lazy_init();
    const auto [seed, offset] = philox_state();
    std::vector<uint8_t> bytes(16);
    std::memcpy(bytes.data(), &seed, 8);
    std::memcpy(bytes.data() + 8, &offset, 8);
    return bytes;
  }
  void set_rng_state(std::span<const uint8_t> state) override {
    lazy_init();
    check(state.size() == 16 || state.size() == 8, ErrorKind::RuntimeError, "RNG state is wrong size");
    uint64_t seed = 0, offset = 0;
    std::memcpy(&seed, state.data(), 8);
    if (state.size() == 16) std::memcpy(&offset, state.data() + 8, 8);
    set_philox_state(seed, offset);
  }

 private:
  static CudaMalloc& cuda_malloc() {
    static CudaMalloc raw;
    return raw;
  }
  void check_device(int device) const override {
    lazy_init();
    check(device >= 0 && device < count_, ErrorKind::RuntimeError, "CUDA error: invalid device ordinal");
    check(device == 0, ErrorKind::NotImplementedError, "tsr's CUDA backend uses one GPU (cuda:0)");
  }

  // Set in a child forked after the GPU came into use (the pthread_atfork handler registered then, once).
  static inline bool in_bad_fork = false;
  mutable std::once_flag fork_guard_once_;
  mutable std::once_flag probe_once_;
  mutable cudaError_t probe_error_ = cudaSuccess;
  mutable int count_ = 0;
};

Runtime& runtime() {
  static Runtime* r = new Runtime;
  return *r;
}

const bool registered = [] {
  register_cuda_hooks(&runtime());
  return true;
}();

}  // namespace

cudaStream_t stream() {
  static cudaStream_t s = [] {
    runtime().lazy_init();
    cudaStream_t created;
    TSR_CUDA_CHECK(cudaStreamCreateWithFlags(&created, cudaStreamNonBlocking));
    return created;
  }();
  return s;
}

cublasHandle_t cublas() {
  static cublasHandle_t h = [] {
    cublasHandle_t created;
    TSR_CUBLAS_CHECK(cublasCreate(&created));
    TSR_CUBLAS_CHECK(cublasSetStream(created, stream()));
    // Full float32 precision, as PyTorch's default (torch.backends.cuda.matmul.allow_tf32 = False).
    TSR_CUBLAS_CHECK(cublasSetMathMode(created, CUBLAS_DEFAULT_MATH));
    return created;
  }();
  return h;
}

void trace_launch(const char* kernel, int64_t blocks, int threads, const std::string& how) {
  TraceSection line("CUDA launch: " + std::string(kernel) + ", " + std::to_string(blocks) + " block" +
                    (blocks == 1 ? "" : "s") + " of " + std::to_string(threads) + " threads, " + how);
}

int sm_count() {
  static int n = [] {
    int count = 0;
    TSR_CUDA_CHECK(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, 0));
    return count;
  }();
  return n;
}

}  // namespace tsr::tensor::cuda
