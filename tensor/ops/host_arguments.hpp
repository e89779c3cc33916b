// Note [Host arguments]: running an op's CPU kernel for a device that has no kernels of its own (the CUDA stand-in,
// Note [The CUDA stand-in]; the meta device, Note [The meta device]).
//
// Each tensor of the device among the arguments is replaced by a CPU tensor of the same geometry over a host storage
// that stands for its storage (one per storage, so aliases stay aliases), and a device= argument (a factory's) by
// the CPU. The CPU kernel then runs as on CPU tensors, its own host temporaries and all. Afterwards the outputs are
// mapped back: an input the kernel returned is that input again (self of an in-place op), a tensor over an input's
// host storage a tensor over that input's device storage (a view), a CPU argument stays what it is (a scalar,
// copy_'s destination), and anything else new, given a device storage of its own.
#pragma once

#include <functional>
#include <unordered_map>
#include <vector>

#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor {

class HostArguments {
 public:
  // `host_for`: the host storage standing for a storage of `device` while the kernel runs; `device_for`: the device
  // storage a new output's host storage becomes.
  using HostFor = std::function<Storage(const Storage&)>;
  using DeviceFor = std::function<Storage(const StorageImpl&)>;

  HostArguments(Stack& s, DeviceType device, HostFor host_for, DeviceFor device_for);
  void restore(Stack& s);

 private:
  struct Alias {
    Tensor original, host;
  };
  Tensor on_host(const Tensor& t);

  DeviceType device_;
  HostFor host_for_;
  DeviceFor device_for_;
  std::vector<Alias> aliases_;
  std::vector<Tensor> host_inputs_;
  std::unordered_map<const StorageImpl*, Storage> hosts_;
};

}  // namespace tsr::tensor
