// Moving a tensor between devices: x.cuda(), x.cpu(), x.to(device, dtype). One op, differentiable (its gradient
// goes back to the source's device and dtype, PyTorch's ToCopyBackward0), served on every backend by the core's
// copy_, which hands any copy touching a GPU to the CUDA backend (tensor/core/cuda_hooks.hpp).
#include "tensor/autograd/formula.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using autograd::Ctx;
using autograd::G;

TSR_DEFINE_OP("_to_device(Tensor self, Device device, ScalarType? dtype=None, bool non_blocking=False) -> Tensor",
              "self copied to device (and converted to dtype); non_blocking is accepted and the copy is ordered on "
              "the device's one stream either way.",
              autograd::formula("ToCopyBackward0", {"self"}, [](Ctx& c) {
                const Tensor self = c.s("self");
                return G{to_device(c.g(), self.device(), self.dtype())};
              }));

Tensor to_device(const Tensor& self, Device device, std::optional<ScalarType> dtype) {
  static const Operator& op = find_op("_to_device");
  IValue d = dtype ? IValue(*dtype) : IValue(NoneValue{});
  return call_tensor_op(op, {self, device, d, false});
}

TSR_REGISTER_KERNEL("_to_device", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack.at(0));
  const Device device = concrete_device(std::get<Device>(stack.at(1)));
  const ScalarType* dtype = stack.size() > 2 ? std::get_if<ScalarType>(&stack[2]) : nullptr;
  Tensor out = empty(self.sizes(), dtype ? *dtype : self.dtype(), device);
  copy_(out, self);
  stack.clear();
  stack.emplace_back(std::move(out));
});

double host_double(const Tensor& one) {
  check(one.numel() == 1, ErrorKind::RuntimeError, "a Tensor with ", one.numel(),
        " elements cannot be converted to Scalar");
  return *to_device(one, Device{}, ScalarType::Double).data<double>();
}

}  // namespace tsr::tensor
