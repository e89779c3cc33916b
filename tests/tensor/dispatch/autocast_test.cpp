// torch.autocast's keys and kernels (Note [Autocast], tensor/autocast/autocast.hpp): the tables walked against the
// registry, the keys a call gets, each policy's casts, the weight cache, and the guards that restore one key.
#include <gtest/gtest.h>

#include "tensor/autocast/autocast.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/typed_op.hpp"
#include "tensor/views/views.hpp"

using namespace tsr::tensor;
namespace autocast = tsr::tensor::autocast;

namespace {

// Autocasting on for one device while in scope, its cache dropped after, as torch.autocast's region does.
class Region {
 public:
  explicit Region(DeviceType device) : device_(device), was_(autocast::is_enabled(device)) {
    autocast::set_enabled(device, true);
  }
  ~Region() {
    autocast::set_enabled(device_, was_);
    autocast::clear_cache();
  }

 private:
  DeviceType device_;
  bool was_;
};

Tensor ones_of(std::vector<int64_t> sizes, ScalarType dtype) {
  Tensor t = empty(sizes, dtype);
  return copy_(t, full(sizes, 1.0));
}

Tensor call1(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

}  // namespace

// Every functional overload of a name the registry has carries the table's kernel at its device's key; the in-place
// and out= forms (which write an argument) do not, and other ops fall through.
TEST(Autocast, TablesReachTheRegistry) {
  size_t served = 0;
  for (const DeviceType device : {DeviceType::CPU, DeviceType::CUDA}) {
    const DispatchKey key = autocast::key_of(device);
    for (const autocast::Rule& rule : autocast::rules(device)) {
      for (const Operator* op : Dispatcher::instance().overloads(rule.op)) {
        const bool writes = !op->written_arguments().empty();
        EXPECT_EQ(op->kernel(key).has_value(), !writes) << op->schema().qualified_name();
        served += !writes;
      }
    }
  }
  EXPECT_GT(served, 100u);
  EXPECT_FALSE(Dispatcher::instance().find("add.Tensor")->kernel(DispatchKey::AutocastCPU).has_value());
  EXPECT_FALSE(Dispatcher::instance().find("mm.out") &&
               Dispatcher::instance().find("mm.out")->kernel(DispatchKey::AutocastCPU).has_value());
}

// A device's autocast key joins a call only while enabled, and only when an argument is on that device.
TEST(Autocast, KeysFollowTheEnabledDevice) {
  const Tensor x = ones_of({2, 2}, ScalarType::Float);
  const Stack stack{x, x};
  EXPECT_FALSE(Dispatcher::compute_keys(stack).has(DispatchKey::AutocastCPU));
  {
    Region cpu(DeviceType::CPU);
    EXPECT_TRUE(Dispatcher::compute_keys(stack).has(DispatchKey::AutocastCPU));
    EXPECT_TRUE(autocast::any_enabled());
  }
  {
    Region cuda(DeviceType::CUDA);  // no argument on CUDA
    EXPECT_FALSE(Dispatcher::compute_keys(stack).has(DispatchKey::AutocastCUDA));
  }
  EXPECT_FALSE(Dispatcher::compute_keys(stack).has(DispatchKey::AutocastCPU));
  EXPECT_FALSE(autocast::any_enabled());
}

TEST(Autocast, LowerPrecisionFloat32AndPromote) {
  const Tensor f = ones_of({2, 2}, ScalarType::Float), b = ones_of({2, 2}, ScalarType::BFloat16),
               d = ones_of({2, 2}, ScalarType::Double);
  Region cpu(DeviceType::CPU);
  EXPECT_EQ(call1("mm", {f, f}).dtype(), ScalarType::BFloat16);   // lower_precision_fp
  EXPECT_EQ(call1("mm", {d, d}).dtype(), ScalarType::Double);     // float64 is never cast
  EXPECT_EQ(call1("add.Tensor", {f, f}).dtype(), ScalarType::Float);  // not in the table
  EXPECT_EQ(call1("mse_loss", {b, b}).dtype(), ScalarType::Float);    // fp32
  EXPECT_EQ(call1("cat", {std::vector<Tensor>{b, f}}).dtype(), ScalarType::Float);      // promote: the widest
  EXPECT_EQ(call1("cat", {std::vector<Tensor>{b, b}}).dtype(), ScalarType::BFloat16);
  // A typed (unboxed) call takes the same path.
  static const TypedOp<Tensor(const Tensor&, const Tensor&)> mm("mm");
  EXPECT_EQ(mm(f, f).dtype(), ScalarType::BFloat16);
}

// CUDA's fp32_set_opt_dtype sets dtype=float32 on an op with a dtype argument left None; its promote policy refuses
// a float16 and a bfloat16 together, as PyTorch's prioritize does. Checked through cast_arguments (no GPU needed).
TEST(Autocast, SetOptDtypeAndPrioritize) {
  const Operator& sum_dim = find_op("sum.dim_IntList");
  Stack stack{Tensor(), std::vector<int64_t>{0}};
  autocast::cast_arguments(autocast::CastPolicy::fp32_set_opt_dtype, DeviceType::CPU, stack, &sum_dim);
  EXPECT_EQ(stack.size(), 2u);  // the first tensor is not eligible: nothing changes
  stack = {ones_of({2}, ScalarType::BFloat16), std::vector<int64_t>{0}};
  autocast::cast_arguments(autocast::CastPolicy::fp32_set_opt_dtype, DeviceType::CPU, stack, &sum_dim);
  ASSERT_EQ(stack.size(), 4u);  // keepdim filled in with its default, then dtype
  EXPECT_EQ(std::get<bool>(stack[2]), false);
  EXPECT_EQ(std::get<ScalarType>(stack[3]), ScalarType::Float);
  Stack mixed{ones_of({2}, ScalarType::BFloat16), ones_of({2}, ScalarType::Half)};
  EXPECT_THROW(autocast::cast_arguments(autocast::CastPolicy::promote, DeviceType::CPU, mixed), Error);
}

// The lower-precision cast of a float32 leaf that requires grad is made once per region.
TEST(Autocast, WeightCastsAreCachedForTheRegion) {
  const Tensor w = ones_of({2, 2}, ScalarType::Float);
  autograd::set_requires_grad(w, true);
  Tensor first, second;
  {
    Region cpu(DeviceType::CPU);
    first = autocast::cached_cast(ScalarType::BFloat16, w, DeviceType::CPU);
    second = autocast::cached_cast(ScalarType::BFloat16, w, DeviceType::CPU);
    EXPECT_TRUE(first.is_same(second));
    EXPECT_FALSE(autocast::cached_cast(ScalarType::BFloat16, first, DeviceType::CPU).is_same(w));
  }
  Region again(DeviceType::CPU);
  EXPECT_FALSE(autocast::cached_cast(ScalarType::BFloat16, w, DeviceType::CPU).is_same(first));
  autocast::set_cache_enabled(false);
  const Tensor a = autocast::cached_cast(ScalarType::BFloat16, w, DeviceType::CPU);
  EXPECT_FALSE(a.is_same(autocast::cached_cast(ScalarType::BFloat16, w, DeviceType::CPU)));
  autocast::set_cache_enabled(true);
}

TEST(Autocast, CpuTakesBfloat16Only) {
  EXPECT_THROW(autocast::set_lower_precision_dtype(DeviceType::CPU, ScalarType::Half), Error);
  EXPECT_EQ(autocast::lower_precision_dtype(DeviceType::CPU), ScalarType::BFloat16);
  EXPECT_EQ(autocast::lower_precision_dtype(DeviceType::CUDA), ScalarType::Half);
}

// A guard puts back only its own key: autocasting enabled inside an include guard's scope stays enabled after it.
TEST(Autocast, GuardsRestoreOnlyTheirKey) {
  {
    IncludeDispatchKeyGuard trace(DispatchKey::Trace);
    autocast::set_enabled(DeviceType::CPU, true);
  }
  EXPECT_TRUE(autocast::is_enabled(DeviceType::CPU));
  EXPECT_FALSE(local_dispatch_keys().included.has(DispatchKey::Trace));
  autocast::set_enabled(DeviceType::CPU, false);
}
