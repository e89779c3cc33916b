// TSR_HD marks code compiled for both the CPU and the GPU: the per-element functors and the index math of the CUDA
// kernels are plain C++ to the host compiler, so the CPU tests (tests/tensor/cuda/) run them against the CPU
// kernels on machines without a GPU.
#pragma once

#if defined(__CUDACC__)
#define TSR_HD __host__ __device__ __forceinline__
#else
#define TSR_HD inline
#endif
