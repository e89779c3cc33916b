// Where a tensor's memory lives: the host, a GPU, or nowhere (the meta device: tensors with sizes, strides and a
// dtype but no data, Note [The meta device] in tensor/ops/meta_device.hpp).
#pragma once

#include <cstdint>
#include <string>

namespace tsr::tensor {

enum class DeviceType : uint8_t { CPU, CUDA, Meta };

struct Device {
  DeviceType type = DeviceType::CPU;
  int8_t index = -1;  // -1: the current device of that type

  bool operator==(const Device&) const = default;
  bool is_cpu() const { return type == DeviceType::CPU; }
  bool is_cuda() const { return type == DeviceType::CUDA; }
  bool is_meta() const { return type == DeviceType::Meta; }
  // "cpu", "cuda", "meta": torch.device's type.
  const char* type_name() const { return type == DeviceType::CPU ? "cpu" : type == DeviceType::CUDA ? "cuda" : "meta"; }
  // "cpu", "cuda:0" — as `str(torch.device)` prints.
  std::string str() const {
    if (type == DeviceType::CPU) return "cpu";
    return index < 0 ? type_name() : type_name() + (":" + std::to_string(index));
  }
};

}  // namespace tsr::tensor
