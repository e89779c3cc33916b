// Creation and view ops reached through the registry (as the language binding calls them), the *_like forms,
// from_data's dtype inference, device= dispatch, and gelu's tanh form (values from torch 1.13).
#include <gtest/gtest.h>

#include "tensor/core/cuda_hooks.hpp"

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tests/tensor/test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

namespace {
Tensor call(const char* name, Stack stack) { return call_tensor_op(find_op(name), std::move(stack)); }
}  // namespace

TEST(CreationOps, ThroughTheRegistry) {
  const Tensor z = call("zeros", {std::vector<int64_t>{2, 3}});
  EXPECT_EQ(z.sizes(), Dims({2, 3}));
  EXPECT_EQ(z.dtype(), ScalarType::Float);
  EXPECT_EQ(call("ones", {std::vector<int64_t>{2}, ScalarType::Long}).dtype(), ScalarType::Long);
  // torch.arange(5).tolist() == [0, 1, 2, 3, 4]; torch.arange(1, 2, 0.25).tolist() == [1.0, 1.25, 1.5, 1.75]
  EXPECT_EQ(values<int64_t>(call("arange", {int64_t{5}})), (std::vector<int64_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(values<float>(call("arange.start_step", {int64_t{1}, int64_t{2}, 0.25})),
            (std::vector<float>{1, 1.25, 1.5, 1.75}));
  EXPECT_EQ(values<float>(call("full", {std::vector<int64_t>{2}, 2.5})), (std::vector<float>{2.5, 2.5}));
  EXPECT_EQ(call("full", {std::vector<int64_t>{2}, int64_t{7}}).dtype(), ScalarType::Long);
}

TEST(CreationOps, LikeFormsKeepShapeAndDtype) {
  const Tensor ints = make<int32_t>({2, 3}, {1, 2, 3, 4, 5, 6}, ScalarType::Int);
  const Tensor sevens = full_like(ints, 7);  // tensor([[7, 7, 7], [7, 7, 7]], dtype=torch.int32)
  EXPECT_EQ(sevens.dtype(), ScalarType::Int);
  EXPECT_EQ(values<int32_t>(sevens), (std::vector<int32_t>(6, 7)));
  EXPECT_EQ(zeros_like(ints).sizes(), Dims({2, 3}));
  EXPECT_EQ(ones_like(ints, ScalarType::Double).dtype(), ScalarType::Double);
  EXPECT_EQ(rand_like(ones_like(ints, ScalarType::Float)).dtype(), ScalarType::Float);
}

TEST(CreationOps, FromDataInfersTorchTensorsDtype) {
  const std::vector<int64_t> shape{2};
  EXPECT_EQ(from_data(std::vector<Scalar>{1, 2.5}, shape).dtype(), ScalarType::Float);
  EXPECT_EQ(from_data(std::vector<Scalar>{true, false}, shape).dtype(), ScalarType::Bool);
  EXPECT_EQ(from_data(std::vector<Scalar>{1, 2}, shape).dtype(), ScalarType::Long);
  EXPECT_EQ(values<double>(from_data(std::vector<Scalar>{1, true}, shape, ScalarType::Double)),
            (std::vector<double>{1, 1}));
  EXPECT_EQ(error_of([&] { from_data(std::vector<Scalar>{1}, shape); }),
            "from_data: 1 values do not fill a tensor of shape [2]");
}

// zeros(device='cuda'): the CPU build says it has no CUDA (PyTorch's CPU-build message); a CUDA build says there is
// no GPU where there is none (PyTorch's CUDA-build message), and makes the tensor where there is one.
TEST(CreationOps, CudaDeviceByBuildAndMachine) {
  const std::string message =
      error_of([] { call("zeros", {std::vector<int64_t>{2}, NoneValue{}, Device{DeviceType::CUDA, 0}}); });
  if (!cuda_hooks().compiled())
    EXPECT_EQ(message, "Torch not compiled with CUDA enabled");
  else if (cuda_hooks().device_count() == 0)
    EXPECT_EQ(message.rfind("Found no NVIDIA driver on your system.", 0) == 0 ||
                  message == "No CUDA GPUs are available",
              true)
        << message;
  else
    EXPECT_EQ(message, "");
}

TEST(ViewOps, ThroughTheRegistryShareStorage) {
  const Tensor x = make<float>({2, 3}, {0, 1, 2, 3, 4, 5}, ScalarType::Float);
  const Tensor v = call("view", {x, std::vector<int64_t>{3, 2}});
  EXPECT_TRUE(v.shares_storage_with(x));
  EXPECT_EQ(v.sizes(), Dims({3, 2}));
  const Tensor tr = call("transpose.int", {x, int64_t{0}, int64_t{1}});
  EXPECT_EQ(values<float>(tr), (std::vector<float>{0, 3, 1, 4, 2, 5}));
  // x[:, ::2] == tensor([[0., 2.], [3., 5.]])
  const Tensor sliced = call("slice.Tensor", {x, int64_t{1}, NoneValue{}, NoneValue{}, int64_t{2}});
  EXPECT_EQ(values<float>(sliced), (std::vector<float>{0, 2, 3, 5}));
  const Tensor ex = call("expand_as", {call("select.int", {x, int64_t{0}, int64_t{1}}), x});
  EXPECT_EQ(ex.strides(), Dims({0, 1}));
  EXPECT_EQ(values<float>(ex), (std::vector<float>{3, 4, 5, 3, 4, 5}));
  EXPECT_EQ(call("to.dtype", {x, ScalarType::Long}).dtype(), ScalarType::Long);
  EXPECT_TRUE(call("to.dtype", {x, ScalarType::Float}).is_same(x));
}

TEST(Pointwise, GeluTanhApproximation) {
  const Tensor x = make<float>({3}, {-1.5f, 0.25f, 2.0f}, ScalarType::Float);
  // torch.nn.functional.gelu(x, approximate='tanh'), as float.hex()
  const std::vector<float> expected{-0x1.9b5ad8p-4f, 0x1.3288fep-3f, 0x1.f46084p+0f};
  const std::vector<float> got = values<float>(gelu(x, "tanh"));
  for (size_t i = 0; i < 3; ++i) EXPECT_NEAR(got[i], expected[i], 2e-7f * std::abs(expected[i])) << i;
  EXPECT_EQ(error_of([&] { gelu(x, "foo"); }), "approximate argument must be either none or tanh.");
}
