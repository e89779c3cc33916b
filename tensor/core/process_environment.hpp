// Settings the OpenMP runtime and OpenBLAS read once, when they load (before main): a program that wants them
// chosen for this machine sets them and re-executes itself. See process_environment.cpp.
#pragma once

namespace tsr::tensor {

// Sets, where the user has not, the environment variables that make the CPU kernels and BLAS run well here;
// returns true when it set any (the caller then re-executes itself, so the libraries see them at load time).
bool choose_library_environment();

// choose_library_environment(), then execv("/proc/self/exe", argv) when it changed anything. Returns only when
// nothing changed (or the re-execution failed: then the program runs with the libraries' own defaults).
void reexec_with_library_environment(char** argv);

}  // namespace tsr::tensor
