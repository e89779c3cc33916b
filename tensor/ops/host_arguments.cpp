// See host_arguments.hpp (Note [Host arguments]).
#include "tensor/ops/host_arguments.hpp"

#include <utility>

namespace tsr::tensor {
namespace {

// A tensor of t's geometry over `storage`.
Tensor over(const Tensor& t, Storage storage) {
  Tensor alias(
      IntrusivePtr<TensorImpl>::make(std::move(storage), t.dtype(), t.sizes(), t.strides(), t.storage_offset()));
  alias.impl()->set_wrapped_number(t.impl()->is_wrapped_number());
  return alias;
}

// Puts output t over `storage` with its geometry unchanged, in place, so the tensor keeps what else it has (a
// version counter of its own: unsafe_chunk's pieces).
void rebase(Tensor& t, const Storage& storage) {
  const TensorImpl moved(storage, t.dtype(), t.sizes(), t.strides(), t.storage_offset());
  t.impl()->set_data(moved);
}

}  // namespace

HostArguments::HostArguments(Stack& s, DeviceType device, HostFor host_for, DeviceFor device_for)
    : device_(device), host_for_(std::move(host_for)), device_for_(std::move(device_for)) {
  for (IValue& v : s) {
    if (Tensor* t = std::get_if<Tensor>(&v))
      *t = on_host(*t);
    else if (auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *list) t = on_host(t);
    else if (Device* d = std::get_if<Device>(&v); d && d->type == device_)
      *d = Device{};
  }
}

void HostArguments::restore(Stack& s) {
  std::unordered_map<const StorageImpl*, Storage> moved;
  auto back = [&](Tensor& t) {
    if (!t.defined()) return;
    for (const Alias& a : aliases_) {
      if (t.is_same(a.host)) {  // an input returned: self of an in-place op, its geometry changed if it was resized
        const bool same_storage = a.host.storage().get() == hosts_.at(a.original.storage().get()).get();
        if (!same_storage || a.host.sizes() != a.original.sizes() || a.host.strides() != a.original.strides() ||
            a.host.storage_offset() != a.original.storage_offset()) {
          const TensorImpl resized(same_storage ? a.original.storage() : device_for_(*a.host.storage()), a.host.dtype(),
                                   a.host.sizes(), a.host.strides(), a.host.storage_offset());
          a.original.impl()->set_data(resized);
        }
        t = a.original;
        return;
      }
      if (t.storage().get() == a.host.storage().get()) {
        rebase(t, a.original.storage());
        return;
      }
    }
    for (const Tensor& in : host_inputs_)
      if (t.storage().get() == in.storage().get()) return;
    const StorageImpl* from = t.storage().get();
    Storage& to = moved[from];
    if (!to) to = device_for_(*from);  // outputs sharing one storage share the device one
    rebase(t, to);
  };
  for (IValue& v : s) {
    if (Tensor* t = std::get_if<Tensor>(&v))
      back(*t);
    else if (auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *list) back(t);
  }
}

Tensor HostArguments::on_host(const Tensor& t) {
  if (!t.defined()) return t;
  if (t.device().type != device_) {
    host_inputs_.push_back(t);
    return t;
  }
  for (const Alias& a : aliases_)
    if (a.original.is_same(t)) return a.host;
  Storage& host = hosts_[t.storage().get()];
  if (!host) host = host_for_(t.storage());
  const Tensor alias = over(t, host);
  aliases_.push_back({t, alias});
  return alias;
}

}  // namespace tsr::tensor
