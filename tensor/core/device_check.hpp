// PyTorch's rule for the devices of an op's tensor arguments: all on one device, except that a 0-dim CPU tensor
// (a Python number wrapped as a tensor, or any scalar tensor) may join tensors of any device, its value being read
// on the host. The CUDA kernels check it on entry (tests/tensor/core/device_check_test.cpp covers the messages).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "tensor/core/error.hpp"
#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor {

// The device the op computes on: the first tensor that is not a CPU scalar, else the first tensor's.
inline std::optional<Device> common_device(const Stack& stack) {
  std::optional<Device> first, scalar_device;
  auto visit = [&](const Tensor& t) {
    if (!t.defined()) return;
    const Device d = t.device();
    if (d.is_cpu() && t.dim() == 0) {
      if (!scalar_device) scalar_device = d;
      return;
    }
    if (!first) {
      first = d;
    } else if (*first != d) {
      throw Error(ErrorKind::RuntimeError, "Expected all tensors to be on the same device, but found at least two "
                                           "devices, " + first->str() + " and " + d.str() + "!");
    }
  };
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) visit(*t);
    else if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list) visit(t);
  }
  return first ? first : scalar_device;
}

// PyTorch's legacy name of a tensor's type, as its convolutions' errors show it: "torch.cuda.FloatTensor".
inline std::string legacy_tensor_type(const Tensor& t) {
  return std::string("torch.") + (t.device().is_cuda() ? "cuda." : "") + std::string(legacy_type_name(t.dtype()));
}

// How PyTorch's checkScalarTypes names a tensor's type: its legacy class ("torch.FloatTensor"), or for a dtype
// without one its backend type ("CPUBFloat16Type", "CPUBoolType").
inline std::string checked_type_name(const Tensor& t) {
  if (t.dtype() == ScalarType::BFloat16 || t.dtype() == ScalarType::Bool)
    return std::string(t.device().is_cuda() ? "CUDA" : "CPU") + std::string(dtype_title(t.dtype())) + "Type";
  return legacy_tensor_type(t);
}

// A convolution's parameter (`what`: "weight" or "bias") of another type (device or dtype) than its input, in
// PyTorch's words; `onednn`: the oneDNN backend's ("... or input should be a MKLDNN tensor and weight is a dense
// tensor").
[[noreturn]] inline void throw_parameter_type_error(const Tensor& input, const Tensor& p, const char* what, bool onednn) {
  throw Error(ErrorKind::RuntimeError,
              "Input type (" + legacy_tensor_type(input) + ") and " + what + " type (" + legacy_tensor_type(p) +
                  ") should be the same" +
                  (onednn ? std::string(" or input should be a MKLDNN tensor and ") + what + " is a dense tensor"
                          : std::string()));
}
inline void check_parameter_type(const Tensor& input, const Tensor& p, const char* what, bool onednn) {
  if (p.defined() && (p.device() != input.device() || p.dtype() != input.dtype()))
    throw_parameter_type_error(input, p, what, onednn);
}

// The type checks PyTorch 1.13 makes of a convolution's input, weight and bias (conv1d, conv2d, conv3d,
// conv_transpose1d, conv_transpose2d: those three arguments first) before it looks at their shapes, for every
// backend (the CPU conv2d kernel and the CUDA kernels call it):
// - conv2d's own: a bias of the input's dtype, "Input type (float) and bias type (double) should be the same"
//   (the dtypes' C++ names; conv1d and conv3d convert the bias instead);
// - _convolution's, where the devices differ: its backend follows the input; on a GPU (cuDNN) the weight and the
//   bias must have the input's device and dtype, "Input type (torch.cuda.FloatTensor) and weight type
//   (torch.FloatTensor) should be the same"; a float32 input on the host (oneDNN) adds "or input should be a MKLDNN
//   tensor and weight is a dense tensor". Host tensors of two dtypes are the kernels' to refuse (check_parameter_type
//   where their oneDNN backend applies, "expected scalar type Float but found Double" elsewhere).
inline void check_convolution_types(std::string_view op_name, const Stack& stack) {
  if (!op_name.starts_with("conv") || op_name.find("backward") != std::string_view::npos || stack.size() < 3) return;
  const Tensor* input = std::get_if<Tensor>(&stack[0]);
  const Tensor* weight = std::get_if<Tensor>(&stack[1]);
  const Tensor* bias = std::get_if<Tensor>(&stack[2]);
  if (!input || !weight || !input->defined() || !weight->defined()) return;
  if (op_name == "conv2d" && bias && bias->defined() && bias->dtype() != input->dtype())
    throw Error(ErrorKind::RuntimeError, "Input type (" + std::string(dtype_facts(input->dtype()).type_meta_name) +
                                             ") and bias type (" +
                                             std::string(dtype_facts(bias->dtype()).type_meta_name) +
                                             ") should be the same");
  const bool on_gpu = input->device().is_cuda(), onednn = !on_gpu && input->dtype() == ScalarType::Float;
  auto check_parameter = [&](const Tensor& p, const char* what) {
    if (p.device() != input->device()) throw_parameter_type_error(*input, p, what, onednn);
    if (on_gpu) check_parameter_type(*input, p, what, false);
  };
  check_parameter(*weight, "weight");
  if (bias && bias->defined()) check_parameter(*bias, "bias");
}

// The device rule of the CUDA kernels (cuda::kernel()) for op `op_name`: the convolutions' type checks, then
// common_device.
inline std::optional<Device> check_devices(std::string_view op_name, const Stack& stack) {
  check_convolution_types(op_name, stack);
  return common_device(stack);
}

}  // namespace tsr::tensor
