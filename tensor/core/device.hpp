// Where a tensor's memory lives. CPU now; CUDA is a real field from day one so kernels dispatch on it.
#pragma once

#include <cstdint>
#include <string>

namespace tsr::tensor {

enum class DeviceType : uint8_t { CPU, CUDA };

struct Device {
  DeviceType type = DeviceType::CPU;
  int8_t index = -1;  // -1: the current device of that type

  bool operator==(const Device&) const = default;
  bool is_cpu() const { return type == DeviceType::CPU; }
  bool is_cuda() const { return type == DeviceType::CUDA; }
  // "cpu", "cuda:0" — as `str(torch.device)` prints.
  std::string str() const {
    if (type == DeviceType::CPU) return "cpu";
    return index < 0 ? "cuda" : "cuda:" + std::to_string(index);
  }
};

}  // namespace tsr::tensor
