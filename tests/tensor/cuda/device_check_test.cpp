// Device rules that hold without a GPU: tensors on a fake device (host memory behind CudaHooks) exercise the
// same-device check, the CUDA kernels' entry check (in a CUDA build), and torch.cuda's answers without a GPU.
#include "tensor/core/device_check.hpp"

#include <gtest/gtest.h>

#include <cstdlib>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor {
namespace {

using testing::error_of;

// "GPU" memory that is host memory: enough to build tensors whose device is cuda:0 and check the rules that run
// before any kernel touches them.
class FakeGpu final : public CudaHooks {
 public:
  bool compiled() const override { return true; }
  int device_count() const override { return 1; }
  void lazy_init() const override {}
  int current_device() const override { return 0; }
  void* allocate(size_t nbytes, int) override { return std::malloc(nbytes ? nbytes : 1); }
  void deallocate(void* p, int) override { std::free(p); }
};

struct WithFakeGpu {
  CudaHooks* saved = &cuda_hooks();
  FakeGpu fake;
  WithFakeGpu() { register_cuda_hooks(&fake); }
  ~WithFakeGpu() { register_cuda_hooks(saved); }
};

const Device kCuda{DeviceType::CUDA, -1};

TEST(DeviceCheck, CudaMeansTheCurrentDevice) {
  WithFakeGpu gpu;
  const Tensor t = empty(std::vector<int64_t>{2}, ScalarType::Float, kCuda);
  EXPECT_EQ(t.device().str(), "cuda:0");
}

TEST(DeviceCheck, MixingDevicesIsPyTorchsError) {
  WithFakeGpu gpu;
  const Tensor g = empty(std::vector<int64_t>{2}, ScalarType::Float, kCuda);
  const Tensor c = empty(std::vector<int64_t>{2}, ScalarType::Float);
  EXPECT_EQ(error_of([&] { common_device({g, c}); }),
            "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!");
  EXPECT_EQ(error_of([&] { common_device({c, g}); }),
            "Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0!");
  EXPECT_EQ(error_of([&] { common_device({std::vector<Tensor>{g, c}}); }),
            "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!");
}

TEST(DeviceCheck, CpuScalarsJoinAnyDevice) {
  WithFakeGpu gpu;
  const Tensor g = empty(std::vector<int64_t>{2}, ScalarType::Float, kCuda);
  const Tensor scalar = empty(std::vector<int64_t>{}, ScalarType::Double);
  EXPECT_EQ(common_device({scalar, g})->str(), "cuda:0");
  EXPECT_EQ(common_device({scalar})->str(), "cpu");
  EXPECT_FALSE(common_device({int64_t(3)}).has_value());
}

// The CUDA kernels check their arguments' devices on entry, before any device work (so host memory suffices).
TEST(DeviceCheck, CudaKernelsRefuseMixedDevices) {
  if (!cuda_hooks().compiled()) GTEST_SKIP() << "a CPU build: no CUDA kernels";
  WithFakeGpu gpu;
  const Tensor g = empty(std::vector<int64_t>{3}, ScalarType::Float, kCuda);
  const Tensor c = empty(std::vector<int64_t>{3}, ScalarType::Float);
  const std::string expected =
      "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!";
  EXPECT_EQ(error_of([&] { add(g, c); }), expected);
  EXPECT_EQ(error_of([&] { call_tensor_op(find_op("mm"), {reshape(g, std::vector<int64_t>{1, 3}),
                                                           reshape(c, std::vector<int64_t>{3, 1})}); }),
            expected);
}

// Without a registered GPU backend (the CPU build) asking for device memory is PyTorch's CPU-build error.
TEST(DeviceCheck, NoCudaBackendIsAnAssertionError) {
  CudaHooks none;
  CudaHooks* saved = &cuda_hooks();
  register_cuda_hooks(&none);
  ErrorKind kind{};
  EXPECT_EQ(error_of([&] { empty(std::vector<int64_t>{2}, ScalarType::Float, kCuda); }, &kind),
            "Torch not compiled with CUDA enabled");
  EXPECT_EQ(kind, ErrorKind::AssertionError);
  EXPECT_EQ(none.device_count(), 0);
  register_cuda_hooks(saved);
}

}  // namespace
}  // namespace tsr::tensor
