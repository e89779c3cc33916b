#!/usr/bin/env bash
# The CUDA configuration (-DTSR_CUDA=ON) compiled and linked in ./build-cuda, as CI's check that the CUDA backend
# builds: CI has nvcc but no GPU, so nothing here runs a kernel (tests/cuda/run_on_gpu.sh does, where a GPU is
# lent; docs/cuda.md). The C++ objects are the CPU build's (ccache hits); only tensor/cuda/*.cu compile anew.
# Skipped, saying so, where no nvcc is installed.
# The device code is compiled to PTX only (90-virtual) unless TSR_CUDA_ARCHITECTURES says otherwise: ptxas's SASS
# for sm_90 took two thirds of this check's time (special.cu: 60 s to PTX alone against 199 s with SASS, 8.5 min
# for the whole check on two cores), and a cold CI run was past its budget. The default configuration (and the
# build for a lent GPU, docs/cuda.md) keeps CMakeLists.txt's 90-real + 90-virtual; pack-for-gpu.sh refuses a
# PTX-only build.
# Nor is the device or host code of the .cu files optimised here (TSR_CUDA_CHECK_FLAGS overrides it): nvcc's front end,
# which finds what does not compile, runs all the same, and pointwise.cu compiled in 20 s so against 78 s at -O3
# (NVVM's optimiser and GCC's -O3 over the host side took the rest). The C++ files keep the CPU build's flags, so
# they are still its ccache hits. pack-for-gpu.sh refuses such a build too.
set -euo pipefail
cd "$(dirname "$0")/.."
nvcc=$(command -v nvcc || true)
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
if [ -z "$nvcc" ]; then
  echo "build-cuda: skipped: no nvcc on this machine"
  exit 0
fi
cmake -S . -B build-cuda -G Ninja -DCMAKE_BUILD_TYPE=Release -DTSR_CUDA=ON -DCMAKE_CUDA_COMPILER="$nvcc" \
  -DCMAKE_CUDA_ARCHITECTURES="${TSR_CUDA_ARCHITECTURES:-90-virtual}" \
  -DCMAKE_CUDA_FLAGS_RELEASE="${TSR_CUDA_CHECK_FLAGS:--O0 -Xcicc -O0 -DNDEBUG}" -DTSR_BUILD_TESTS=OFF > /dev/null
cmake --build build-cuda -j"$(nproc)" --target tsr tsr-core
# The launch-shape benchmark of a lent GPU (bench/cuda/contiguous_launch.cu) includes the kernel's header alone,
# built by nvcc without CMake: it must keep compiling.
"$nvcc" -std=c++20 --expt-relaxed-constexpr --diag-suppress=173 -I. -arch=compute_90 -Xcicc -O0 \
  -c bench/cuda/contiguous_launch.cu -o build-cuda/contiguous_launch.o
# Without a GPU the CUDA build must still run on the CPU and say so as PyTorch's CUDA build does.
build-cuda/tsr -c 'import torch; print("CUDA build: torch.cuda.is_available() =", torch.cuda.is_available(), "with", torch.cuda.device_count(), "GPU(s)")'
