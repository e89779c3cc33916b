// Whether kernels are computing on stand-in values: the meta device runs an op's CPU kernel on zero-filled memory to
// learn its results' geometry (Note [The meta device], tensor/ops/meta_device.hpp). An error about the values there
// (a singular matrix, an integer division by zero) would be about the zeros, not the program's data, so the kernels
// that raise one go on instead while this holds, as PyTorch's meta kernels never look at values.
//
// A process-wide count rather than a thread-local flag, because kernels check it on their OpenMP workers; tsr runs
// one op call at a time (its threading module runs threads one after another), so no real computation runs while a
// stand-in one does.
#pragma once

#include <atomic>

namespace tsr::tensor {

inline std::atomic<int> stand_in_kernels{0};

inline bool values_are_stand_ins() { return stand_in_kernels.load(std::memory_order_relaxed) > 0; }

// RAII: the CPU kernels called in its scope compute on stand-in values.
class StandInValuesScope {
 public:
  StandInValuesScope() { stand_in_kernels.fetch_add(1, std::memory_order_relaxed); }
  ~StandInValuesScope() { stand_in_kernels.fetch_sub(1, std::memory_order_relaxed); }
  StandInValuesScope(const StandInValuesScope&) = delete;
  StandInValuesScope& operator=(const StandInValuesScope&) = delete;
};

}  // namespace tsr::tensor
