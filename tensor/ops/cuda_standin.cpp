// See cuda_standin.hpp (Note [The CUDA stand-in]).
#include "tensor/ops/cuda_standin.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_set>

#include "tensor/core/caching_allocator.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/core/device_check.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/cuda_forwarded.hpp"
#include "tensor/ops/host_arguments.hpp"
#include "tensor/random/generator.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

constexpr Device kStandin{DeviceType::CUDA, 0};

// The stand-in's device addresses are its host addresses with bit 62 flipped: not canonical x86-64 addresses, so
// host code that reads device memory directly (a kernel or formula calling data_ptr() on a cuda tensor) faults here
// as it would on a GPU, instead of quietly working. The stand-in's own paths (the CPU kernels' host aliases, the
// copies) turn them back.
constexpr uintptr_t kDeviceBit = uintptr_t(1) << 62;
void* flip(void* p) { return p ? reinterpret_cast<void*>(reinterpret_cast<uintptr_t>(p) ^ kDeviceBit) : p; }

void keep_nothing(void*) {}
// A CPU tensor over the host memory behind a stand-in tensor (its storage does not own it).
Tensor host_alias(const Tensor& t, Storage storage_over) {
  Tensor alias(IntrusivePtr<TensorImpl>::make(std::move(storage_over), t.dtype(), t.sizes(), t.strides(),
                                              t.storage_offset()));
  alias.impl()->set_wrapped_number(t.impl()->is_wrapped_number());
  return alias;
}
Tensor borrowed_host_alias(const Tensor& t) {
  if (!t.device().is_cuda()) return t;
  const StorageImpl& s = *t.storage();
  return host_alias(t, Storage::make(flip(s.data()), s.nbytes(), &keep_nothing, nullptr));
}

class HostMemory final : public RawDeviceAllocator {
 public:
  void* malloc(size_t nbytes) override { return std::aligned_alloc(64, (nbytes + 63) / 64 * 64); }
  void free(void* p) override { std::free(p); }
};

class StandinHooks final : public CachingAllocatorHooks {
 public:
  StandinHooks() : CachingAllocatorHooks(host_memory()) {}
  bool compiled() const override { return true; }
  int device_count() const override { return 1; }
  void lazy_init() const override {}
  int current_device() const override { return 0; }
  std::string device_name(int device) const override {
    check_device(device);
    return "tsr CUDA stand-in (host memory, CPU kernels)";
  }
  // an Ampere's: the CPU kernels that serve it compute in bfloat16 (torch.cuda.is_bf16_supported)
  std::pair<int, int> capability(int device) const override {
    check_device(device);
    return {8, 0};
  }
  void* allocate(size_t nbytes, int device) override { return flip(CachingAllocatorHooks::allocate(nbytes, device)); }
  void deallocate(void* ptr, int device) override { CachingAllocatorHooks::deallocate(flip(ptr), device); }
  void copy(Tensor& dst, const Tensor& src) override {
    Tensor to = borrowed_host_alias(dst);
    copy_on_host(to, borrowed_host_alias(src));
  }
  void synchronize(int device) override { check_device(device); }
  void empty_cache() override { allocator().empty_cache(); }
  // The stand-in's device draws come from the CPU generator (its CPU kernels'), so that is the device's state.
  std::vector<uint8_t> rng_state() const override {
    const random::CPUGenerator::StateBytes state = random::default_generator().get_state();
    return {state.begin(), state.end()};
  }
  void set_rng_state(std::span<const uint8_t> state) override { random::default_generator().set_state(state); }

 private:
  static HostMemory& host_memory() {
    static HostMemory raw;
    return raw;
  }
  // The real backend's ordinal check (runtime.cu), for a one-GPU machine.
  void check_device(int device) const override {
    check(device == 0, ErrorKind::RuntimeError, "CUDA error: invalid device ordinal");
  }
};

// The CUDA kernels' device rule (cuda_util.cuh's kernel()), with the exceptions those kernels make: copy_ takes
// tensors of two devices (copy.cu), and advanced indexing takes index tensors on the host (indexing.cu: index.Tensor
// checks none, index_put_ checks self and the values).
void check_devices(const Operator& op, const Stack& s) {
  const std::string& name = op.schema().qualified_name();
  if (name == "copy_") return;
  if (name == "index.Tensor" || name == "index_put_" || name == "_index_put_impl_") {
    Stack checked{s.at(0)};
    if (name != "index.Tensor" && s.size() > 2) checked.push_back(s[2]);
    common_device(checked);
    return;
  }
  check_devices(name, s);
}

void release_device_storage(void* kept) { delete static_cast<Storage*>(kept); }

// The stand-in's arguments as the CPU kernel sees them (Note [Host arguments]): each stand-in tensor over the same
// memory at its host address (a CPU storage that keeps the stand-in's alive, by a heap reference its release drops);
// each new output copied whole to the device, so offsets and strides carry over.
HostArguments host_arguments(Stack& s) {
  return HostArguments(
      s, DeviceType::CUDA,
      [](const Storage& device) {
        return Storage::make(flip(device->data()), device->nbytes(), &release_device_storage, new Storage(device));
      },
      [](const StorageImpl& host) {
        Storage to = Storage::make(host.nbytes(), kStandin);
        if (host.nbytes() > 0) std::memcpy(flip(to->data()), host.data(), host.nbytes());
        return to;
      });
}

// The ops the CUDA backend serves with their CPU kernel on the device tensors (Note [Forwarded CUDA ops]).
bool forwarded(const Operator& op) {
  static const std::unordered_set<const Operator*> ops = [] {
    std::unordered_set<const Operator*> found;
    for (const std::string_view name : cuda_forwarded_ops())
      if (const Operator* o = Dispatcher::instance().find(name)) found.insert(o);
    return found;
  }();
  return ops.contains(&op);
}

// The CUDA key's fallback: the device rule, then the CPU kernel on the host memory; a forwarded op's CPU kernel as
// the CUDA build runs it (after the same device rule), on the device tensors themselves (a host read of their memory
// faults).
void standin_kernel(const Operator& op, DispatchKeySet keys, Stack& s) {
  const auto& cpu = op.kernel(DispatchKey::CPU);
  check_devices(op, s);  // forwarded ops too: the CUDA build registers them through cuda::kernel()
  if (cpu && forwarded(op)) return cpu->fn(op, keys, s);
  if (!cpu)
    throw Error(ErrorKind::NotImplementedError, "Could not run 'aten::" + op.schema().qualified_name() +
                                                    "' with arguments from the 'CUDA' backend.");
  HostArguments host = host_arguments(s);
  cpu->fn(op, keys, s);
  host.restore(s);
}

bool& enabled() {
  static bool on = false;
  return on;
}

}  // namespace

void enable_cuda_standin() {
  if (enabled()) return;
  check(!cuda_hooks().compiled(), ErrorKind::RuntimeError,
        "TSR_FAKE_CUDA: the CUDA stand-in is for builds without the CUDA backend (this build has it)");
  static StandinHooks hooks;
  register_cuda_hooks(&hooks);
  Dispatcher::instance().register_fallback(
      DispatchKey::CUDA,
      {standin_kernel, SourceLocation::from(tsr::source_location::current(), "standin_kernel (TSR_FAKE_CUDA)"), false});
  enabled() = true;
}

bool cuda_standin_enabled() { return enabled(); }

}  // namespace tsr::tensor
