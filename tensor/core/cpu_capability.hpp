// Note [CPU capability]: the default build is portable (it runs on any x86-64), yet its hot loops use the vector
// instructions of the machine it runs on, as PyTorch's CPU capability dispatch does. A hot loop is written once,
// as a body passed to with_cpu_capability; the body is inlined into three copies compiled for the x86-64
// baseline, for x86-64-v3 (AVX2, FMA) and for x86-64-v4 (AVX-512), and the copy the processor supports runs (the
// choice is made once; a call costs one predictable branch per row, not per element). The loop's element function
// is inlined into each copy. TSR_CPU_CAPABILITY=default|avx2|avx512 caps the choice, as PyTorch's
// ATEN_CPU_CAPABILITY does, so each copy can be tested on one machine. A build tuned for its own machine
// (-DTSR_NATIVE=ON) compiles everything for that machine and has one copy.
//
// (GCC's target_clones attribute would make the copies by itself, but an exception thrown through a function it
// dispatches terminates the program, and a row's element function may throw: integer division by zero.)
#pragma once

#include <cstdlib>
#include <string_view>

namespace tsr::tensor {

enum class CpuCapability { Default, Avx2, Avx512 };

// What TSR_CPU_CAPABILITY asks for ("default", "avx2", "avx512"; nothing: no cap), read once. Every processor probe
// applies it: cpu_capability()'s copies, and the SLEEF, numpy and SVML loops that stand for PyTorch's and numpy's
// (a cap below AVX-512 stands for a processor without it, below AVX2 for one without AVX2).
enum class CapabilityAsked { Any, Default, Avx2, Avx512 };
inline CapabilityAsked capability_asked() {
  static const CapabilityAsked asked = [] {
    const char* cap = std::getenv("TSR_CPU_CAPABILITY");
    const std::string_view v = cap ? cap : "";
    return v == "default" ? CapabilityAsked::Default
           : v == "avx2"  ? CapabilityAsked::Avx2
           : v == "avx512" ? CapabilityAsked::Avx512
                           : CapabilityAsked::Any;
  }();
  return asked;
}

#if defined(TSR_CPU_DISPATCH) && defined(__x86_64__) && defined(__GNUC__)

// The best copy this processor runs, capped by TSR_CPU_CAPABILITY.
inline CpuCapability cpu_capability() {
  static const CpuCapability chosen = [] {
    CpuCapability best = CpuCapability::Default;
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) best = CpuCapability::Avx2;
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl"))
      best = CpuCapability::Avx512;
    const CapabilityAsked asked = capability_asked();
    if (asked == CapabilityAsked::Default) return CpuCapability::Default;
    if (asked == CapabilityAsked::Avx2 && best == CpuCapability::Avx512) return CpuCapability::Avx2;
    return best;
  }();
  return chosen;
}

namespace detail {
template <class Body>
__attribute__((target("arch=x86-64-v4"))) void run_avx512(Body& body) { body(); }
template <class Body>
__attribute__((target("arch=x86-64-v3"))) void run_avx2(Body& body) { body(); }
}  // namespace detail

// Runs `body`, a lambda marked TSR_CPU_BODY, in the copy compiled for this processor's vector instructions.
template <class Body>
inline void with_cpu_capability(Body&& body) {
  switch (cpu_capability()) {
    case CpuCapability::Avx512: return detail::run_avx512(body);
    case CpuCapability::Avx2: return detail::run_avx2(body);
    case CpuCapability::Default: return body();
  }
}

#else

inline CpuCapability cpu_capability() { return CpuCapability::Default; }
template <class Body>
inline void with_cpu_capability(Body&& body) { body(); }

#endif

}  // namespace tsr::tensor

// A with_cpu_capability body: inlined into each copy, so its loops are compiled for that copy's instructions.
#define TSR_CPU_BODY __attribute__((always_inline))
