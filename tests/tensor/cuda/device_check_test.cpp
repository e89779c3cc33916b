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

// The convolutions name mixed arguments by their types, as PyTorch 1.13's _convolution: its backend follows the
// input (cuDNN for a GPU input, oneDNN for a float32 host one, with its longer message); conv2d first refuses a
// bias of another dtype by the C++ type names. Tensors on one device pass to the kernels' own dtype checks.
TEST(DeviceCheck, ConvolutionsNameMixedArgumentsByType) {
  WithFakeGpu gpu;
  const auto t = [](std::vector<int64_t> sizes, ScalarType dtype, Device device = {}) {
    return empty(sizes, dtype, device);
  };
  const ScalarType f = ScalarType::Float, d = ScalarType::Double;
  const Tensor gx = t({1, 3, 8, 8}, f, kCuda), gw = t({4, 3, 3, 3}, f, kCuda), gb = t({4}, f, kCuda);
  const Tensor cx = t({1, 3, 8, 8}, f), cw = t({4, 3, 3, 3}, f), cb = t({4}, f);
  const auto conv = [](const char* op, Tensor x, Tensor w, IValue b) {
    return [=] { check_devices(op, Stack{x, w, b, std::vector<int64_t>{1}}); };
  };
  EXPECT_EQ(error_of(conv("conv2d", gx, cw, NoneValue{})),
            "Input type (torch.cuda.FloatTensor) and weight type (torch.FloatTensor) should be the same");
  EXPECT_EQ(error_of(conv("conv3d", gx, gw, cb)),
            "Input type (torch.cuda.FloatTensor) and bias type (torch.FloatTensor) should be the same");
  EXPECT_EQ(error_of(conv("conv1d", gx, t({4, 3, 3, 3}, d, kCuda), gb)),
            "Input type (torch.cuda.FloatTensor) and weight type (torch.cuda.DoubleTensor) should be the same");
  EXPECT_EQ(error_of(conv("conv_transpose2d", cx, gw, gb)),
            "Input type (torch.FloatTensor) and weight type (torch.cuda.FloatTensor) should be the same or input "
            "should be a MKLDNN tensor and weight is a dense tensor");
  EXPECT_EQ(error_of(conv("conv2d", t({1, 3, 8, 8}, d), gw, NoneValue{})),
            "Input type (torch.DoubleTensor) and weight type (torch.cuda.FloatTensor) should be the same");
  EXPECT_EQ(error_of(conv("conv2d", cx, cw, t({4}, ScalarType::Half))),
            "Input type (float) and bias type (c10::Half) should be the same");
  EXPECT_EQ(error_of(conv("conv2d", t({1, 3, 8, 8}, ScalarType::Long), t({4, 3, 3, 3}, ScalarType::Long),
                          t({4}, ScalarType::Int))),
            "Input type (long int) and bias type (int) should be the same");
  EXPECT_EQ(error_of(conv("conv2d", gx, gw, gb)), "");           // one device: the kernel's to check
  EXPECT_EQ(error_of(conv("conv3d", cx, t({4, 3, 3, 3}, d), cb)), "");  // host dtypes: the kernel's to check
  EXPECT_EQ(error_of(conv("conv2d_backward", gx, cw, cb)),
            "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!");
  EXPECT_EQ(error_of(conv("add", gx, cw, cb)),
            "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and cpu!");
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
