// Note [CPU capability]: the default build is portable (it runs on any x86-64), yet its hot loops use the vector
// instructions of the machine it runs on, as PyTorch's CPU capability dispatch does. The innermost loops of the
// elementwise and summation kernels are marked TSR_CPU_CLONES: GCC compiles each for the x86-64 baseline, for
// x86-64-v3 (AVX2, FMA) and for x86-64-v4 (AVX-512), and the loader picks the best one the processor supports
// (an IFUNC resolved once at start-up, so a call costs one indirect jump per row, not per element). The loop's
// element function is inlined into each copy. A build tuned for its own machine (-DTSR_NATIVE=ON) compiles
// everything for that machine and needs no copies. The figures that chose this are in docs/status.md.
#pragma once

#if defined(TSR_CPU_DISPATCH) && defined(__x86_64__) && defined(__GNUC__)
#define TSR_CPU_CLONES __attribute__((target_clones("default", "arch=x86-64-v3", "arch=x86-64-v4")))
#else
#define TSR_CPU_CLONES
#endif
