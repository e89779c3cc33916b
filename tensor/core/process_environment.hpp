// Settings the OpenMP runtime and OpenBLAS read once, when they load (before main). The `tsr` command is a small
// launcher (repl/launcher.cpp, linked with nothing but libc) that sets them and then executes the interpreter,
// so they are in place when the libraries load; programs linked with the libraries themselves (bench_tensor, the
// interpreter started directly) set them and re-execute themselves instead.
#pragma once

#include <unistd.h>

#include <cstdlib>

namespace tsr::tensor {

// Sets, where the user has not, the environment variables that make the CPU kernels and BLAS run well here;
// returns true when it set any. Header-only, so the launcher needs no library.
inline bool choose_library_environment() {
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

// choose_library_environment(), then execv("/proc/self/exe", argv) when it changed anything. Returns only when
// nothing changed (or the re-execution failed: then the program runs with the libraries' own defaults).
inline void reexec_with_library_environment(char** argv) {
  if (choose_library_environment()) execv("/proc/self/exe", argv);
}

}  // namespace tsr::tensor
