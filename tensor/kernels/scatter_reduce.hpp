// scatter_reduce's per-element logic, written once for the CPU kernel (kernels/cpu/scatter_reduce.cpp), which
// applies it to each target in index order, and the CUDA kernel (cuda/indexing.cu), which applies it with atomic
// compare-and-swap in whatever order the threads arrive. The reductions are sum, prod, mean (a sum, divided by the
// count afterwards), amax and amin; amax and amin let a NaN win whichever side it is on, so their result does not
// depend on the order. tests/tensor/cuda/index_plans_test.cpp applies them in a shuffled order over the CUDA plan
// against the CPU kernel.
#pragma once

#include <cstdint>
#include <limits>
#include <string>

#include "tensor/core/dtype.hpp"
#include "tensor/core/error.hpp"
#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor {

enum class ScatterReduce : uint8_t { Sum, Prod, Mean, Amax, Amin };

inline ScatterReduce scatter_reduce_of(const std::string& name) {
  if (name == "sum") return ScatterReduce::Sum;
  if (name == "prod") return ScatterReduce::Prod;
  if (name == "mean") return ScatterReduce::Mean;
  if (name == "amax") return ScatterReduce::Amax;
  if (name == "amin") return ScatterReduce::Amin;
  throw Error(ErrorKind::RuntimeError, "reduce argument must be either sum, prod, mean, amax or amin.");
}

// PyTorch 1.13's CPU kernel dispatches mean on every type but bool (its AT_DISPATCH_ALL_TYPES_AND2); the CUDA
// kernel refuses it with the same message here.
inline void check_scatter_reduce_dtype(ScatterReduce r, ScalarType dtype) {
  if (r == ScatterReduce::Mean && dtype == ScalarType::Bool)
    throw_not_implemented_for("scatter_gather_tensor_cpu_reduce_mean", dtype);
}

// What a target starts from when self's value takes no part (include_self=False): the reduction's identity.
template <class T>
TSR_HD T scatter_reduce_identity(ScatterReduce r) {
  using L = std::numeric_limits<T>;
  switch (r) {
    case ScatterReduce::Prod: return T(1);
    case ScatterReduce::Amax: return L::has_infinity ? T(-L::infinity()) : L::lowest();
    case ScatterReduce::Amin: return L::has_infinity ? L::infinity() : L::max();
    default: return T(0);
  }
}

// The target's value `acc` with one more element v reduced in (in T: a 16-bit float in float, rounded).
template <class T>
TSR_HD T scatter_reduce_combine(ScatterReduce r, T acc, T v) {
  switch (r) {
    case ScatterReduce::Prod: return static_cast<T>(acc * v);
    case ScatterReduce::Amax:
    case ScatterReduce::Amin:
      if constexpr (is_floating_type<T>) {
        if (static_cast<float>(v) != static_cast<float>(v)) return v;  // NaN: kept from then on (acc NaN: below)
      }
      if (r == ScatterReduce::Amax) return acc < v ? v : acc;
      return v < acc ? v : acc;
    default: return static_cast<T>(acc + v);
  }
}

}  // namespace tsr::tensor
