// See process_environment.hpp.
#include "tensor/core/process_environment.hpp"

#include <unistd.h>

#include <cstdlib>

namespace tsr::tensor {

bool choose_library_environment() {
  bool changed = false;
  // libgomp's worker threads spin after each parallel region by default; on a machine with few cores they take
  // the core from the main thread's next (serial) op and from OpenBLAS's threads.
  if (!std::getenv("OMP_WAIT_POLICY")) {
    setenv("OMP_WAIT_POLICY", "passive", 1);
    changed = true;
  }
  // Debian's OpenBLAS 0.3.21 does not know AMD's AVX-512 CPUs (Zen 4) and gives them its Haswell (AVX2) kernels,
  // at half the sgemm speed; later OpenBLAS releases use the SkylakeX kernels there, as this does.
#if defined(__x86_64__)
  if (!std::getenv("OPENBLAS_CORETYPE") && __builtin_cpu_is("amd") && __builtin_cpu_supports("avx512f") &&
      __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")) {
    setenv("OPENBLAS_CORETYPE", "SkylakeX", 1);
    changed = true;
  }
#endif
  return changed;
}

void reexec_with_library_environment(char** argv) {
  if (choose_library_environment()) execv("/proc/self/exe", argv);
}

}  // namespace tsr::tensor
