// See meta_device.hpp (Note [The meta device]).
#include "tensor/ops/meta_device.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <unordered_set>

#include "tensor/core/stand_in_values.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/dispatch/trace.hpp"
#include "tensor/ops/host_arguments.hpp"
#include "tensor/random/generator.hpp"

namespace tsr::tensor {

bool pytorch_has_no_meta_kernel(std::string_view qualified_name) {
  static const std::unordered_set<std::string_view> names = {
#define PYTORCH_NO_META_KERNEL(name) name,
#include "tensor/ops/pytorch_no_meta_kernel.def"
#undef PYTORCH_NO_META_KERNEL
  };
  return names.contains(qualified_name);
}

std::string no_meta_kernel_message(std::string_view qualified_name, std::string_view backends) {
  const std::string name = "'aten::" + std::string(qualified_name) + "'";
  return "Could not run " + name +
         " with arguments from the 'Meta' backend. This could be because the operator doesn't exist for this backend, "
         "or was omitted during the selective/custom build process (if using custom build). " +
         name + " is only available for these backends: [" + std::string(backends) + "].";
}

namespace {

[[noreturn]] void no_meta_kernel(const Operator& op, const std::string& qualified_name) {
  std::string backends;
  for (const DispatchKey key : {DispatchKey::CPU, DispatchKey::CUDA})
    if (op.kernel(key)) backends += (backends.empty() ? "" : ", ") + std::string(key_name(key));
  throw Error(ErrorKind::NotImplementedError, no_meta_kernel_message(qualified_name, backends));
}

// The op PyTorch 1.13 finds without a meta kernel for `op`, if any: the op itself, or, where PyTorch's kernel for
// the op is CompositeExplicitAutograd over its out= form, that form ("linalg_lstsq.out").
std::optional<std::string> no_meta_kernel_name(const Operator& op) {
  const std::string name = op.schema().qualified_name();
  if (pytorch_has_no_meta_kernel(name)) return name;
  if (name.find('.') == std::string::npos && pytorch_has_no_meta_kernel(name + ".out") &&
      pytorch_cpu_kernel_is_composite_explicit(name))
    return name + ".out";
  return std::nullopt;
}

void release_host_memory(void* p) { std::free(p); }

// Zero-filled host memory standing for a meta storage while a CPU kernel runs.
Storage zeros_standing_for(const Storage& meta) {
  void* memory = std::calloc(std::max<size_t>(meta->nbytes(), 1), 1);
  check(memory != nullptr, ErrorKind::RuntimeError, "meta device: tsr works this op's result out by running its CPU ",
        "kernel on stand-in values, which needs ", meta->nbytes(), " bytes of memory here; there are not as many");
  return Storage::make(memory, meta->nbytes(), &release_host_memory, memory);
}

Storage meta_storage(const StorageImpl& host) { return Storage::make(host.nbytes(), Device{DeviceType::Meta}); }

// Whether the op writes its self alone and takes no other tensor with elements: a random fill, fill_, zero_ (how
// nn.init initialises a meta model's parameters). Its result is self whatever self's size, so it runs on a one-element
// stand-in, which still checks its other arguments (uniform_'s from <= to) at no cost in memory.
bool writes_self_alone(const Operator& op, const Stack& s) {
  const std::vector<uint32_t>& written = op.written_arguments();
  if (written.size() != 1 || written[0] != 0 || s.empty() || !std::holds_alternative<Tensor>(s[0])) return false;
  for (size_t k = 1; k < s.size(); ++k) {
    if (const Tensor* t = std::get_if<Tensor>(&s[k]); t && t->defined() && t->dim() > 0) return false;
    if (std::holds_alternative<std::vector<Tensor>>(s[k])) return false;
  }
  return true;
}

// The CPU kernel on stand-ins for the meta tensors (Note [Host arguments]), drawing from a scratch generator.
void on_stand_ins(const KernelEntry& cpu, const Operator& op, DispatchKeySet keys, Stack& s) {
  thread_local random::CPUGenerator scratch;
  const random::GeneratorScope draws_elsewhere(&scratch);
  HostArguments host(s, DeviceType::Meta, zeros_standing_for, meta_storage);
  {
    const StandInValuesScope on_zeros;
    cpu.fn(op, keys, s);
  }
  host.restore(s);
}

// PyTorch's device rule as its TensorIterator words it for the meta device: tensors with elements on another device
// (CPU scalars may join) are "meta and cpu". (PyTorch's meta kernels outside TensorIterator, mm and cat, do not check;
// tsr's CPU kernels would compute with those tensors' data, so every op checks.)
void check_all_meta(const Stack& s) {
  auto check_one = [](const Tensor& t) {
    if (!t.defined() || t.device().is_meta() || (t.device().is_cpu() && t.dim() == 0)) return;
    throw Error(ErrorKind::RuntimeError,
                "Expected all tensors to be on the same device, but found at least two devices, meta and " +
                    t.device().str() + "!");
  };
  for (const IValue& v : s) {
    if (const Tensor* t = std::get_if<Tensor>(&v))
      check_one(*t);
    else if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list) check_one(t);
  }
}

// Whether the call has a device= argument naming the meta device: a factory, or a like-factory whose tensor argument
// is a template of any device (torch.empty_like(cpu_tensor, device='meta')).
bool makes_meta_tensors(const Stack& s) {
  for (const IValue& v : s)
    if (const Device* d = std::get_if<Device>(&v); d && d->is_meta()) return true;
  return false;
}

// The position of a factory's `size` list (rand, randn, zeros, randint, normal's size=...), when the call has no tensor
// argument: such a factory runs on an empty size for its result's dtype, and its result is a contiguous meta tensor
// of the size asked, however large (torch.rand(2**10, 3, 2**16, 2**16, device='meta')).
std::optional<size_t> factory_size(const Operator& op, const Stack& s) {
  std::optional<size_t> size;
  const auto& arguments = op.schema().arguments;
  for (size_t k = 0; k < s.size(); ++k) {
    if (std::holds_alternative<Tensor>(s[k]) || std::holds_alternative<std::vector<Tensor>>(s[k])) return std::nullopt;
    if (k < arguments.size() && arguments[k].name == "size" && arguments[k].type.is_list &&
        std::holds_alternative<std::vector<int64_t>>(s[k]))
      size = k;
  }
  return size;
}

void meta_fallback(const Operator& op, DispatchKeySet keys, Stack& s) {
  if (!makes_meta_tensors(s)) check_all_meta(s);
  const auto& cpu = op.kernel(DispatchKey::CPU);
  if (!cpu) no_meta_kernel(op, op.schema().qualified_name());
  if (const std::optional<std::string> name = no_meta_kernel_name(op)) no_meta_kernel(op, *name);
  if (const std::optional<size_t> at = factory_size(op, s)) {
    const std::vector<int64_t> size = std::get<std::vector<int64_t>>(s[*at]);
    s[*at] = std::vector<int64_t>(size.size(), 0);
    on_stand_ins(*cpu, op, keys, s);
    const Tensor empty_one = std::get<Tensor>(s.at(0));
    s.clear();
    s.emplace_back(empty(size, empty_one.dtype(), Device{DeviceType::Meta, -1}));
    return;
  }
  if (writes_self_alone(op, s)) {
    const Tensor self = std::get<Tensor>(s[0]);
    const Dims ones(static_cast<size_t>(self.dim()), 1);
    s[0] = Tensor(
        IntrusivePtr<TensorImpl>::make(Storage::make(self.element_size(), self.device()), self.dtype(), ones, ones, 0));
    on_stand_ins(*cpu, op, keys, s);
    s.clear();
    s.emplace_back(self);
    return;
  }
  on_stand_ins(*cpu, op, keys, s);
}

}  // namespace

// copy_ takes tensors of two devices: into a meta tensor there is nothing to write, out of one nothing to read.
TSR_REGISTER_KERNEL("copy_", Meta, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s.at(0));
  check(self.device().is_meta(), ErrorKind::NotImplementedError, "Cannot copy out of meta tensor; no data!");
  s.clear();
  s.emplace_back(self);
});

// PyTorch 1.13's one_hot refuses a meta tensor whether or not num_classes is given (its check comes first).
TSR_REGISTER_KERNEL("one_hot", Meta, [](const Operator&, DispatchKeySet, Stack&) {
  throw Error(ErrorKind::RuntimeError, "Can not infer total number of classes from meta tensor.");
});

// A mask among index's indices becomes index tensors by nonzero in PyTorch 1.13 (its kernels' expandTensors), which
// has no meta kernel: a meta gather through a mask is refused with nonzero's error. (index_put_ of a lone mask is
// a masked fill, which runs.)
TSR_REGISTER_KERNEL("index.Tensor", Meta, [](const Operator& op, DispatchKeySet keys, Stack& s) {
  for (const Tensor& t : std::get<std::vector<Tensor>>(s.at(1)))
    if (t.defined() && (t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::Byte))
      no_meta_kernel(find_op("nonzero"), "nonzero");
  meta_fallback(op, keys, s);
});

namespace {

[[maybe_unused]] const bool registered = [] {
  Dispatcher::instance().register_fallback(
      DispatchKey::Meta,
      {meta_fallback, SourceLocation::from(tsr::source_location::current(), "meta_fallback"), false});
  return true;
}();

}  // namespace
}  // namespace tsr::tensor
