#!/usr/bin/env bash
# Packs the CUDA build for the lent GPU machine (the device tool; docs/cuda.md "Running on the lent GPU"), which has
# nvcc, the CUDA libraries and PyTorch but none of tsr's Debian libraries. Writes gpu/bundle.tar.xz (gpu/ is
# ignored by git through .git/info/exclude): the installed tsr (bin/tsr, libexec/tsr/tsr-core, share/tsr/stdlib),
# test_tensor, the non-system, non-CUDA libraries that ldd names, and ../shared/conformance where present. The two
# executables lose their debug sections (not their symbols); ICU's libraries, which tsr opens with dlopen, go in
# too; xz's 256 MiB window lets test_tensor share tsr-core's bytes (they hold the same kernels),
# which keeps the bundle inside the 64 MiB that one call may carry. tests/cuda/run_on_lent_gpu.sh unpacks it there.
#   scripts/pack-for-gpu.sh        (after: cmake -S . -B build-cuda -DTSR_CUDA=ON -DTSR_BUILD_TESTS=ON
#                                   -DCMAKE_CUDA_ARCHITECTURES='90-real;90-virtual'
#                                   -DCMAKE_CUDA_FLAGS_RELEASE='-O3 -DNDEBUG', and a build
#                                   of the targets tsr, tsr-core and test_tensor)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x build-cuda/tests/test_tensor ] || { echo "pack-for-gpu: build-cuda/tests/test_tensor is missing" >&2; exit 1; }
# scripts/build-cuda.sh (CI's compile check) leaves build-cuda configured for PTX only; the GPU gets sm_90 code.
grep -q '^CMAKE_CUDA_ARCHITECTURES:.*90-real' build-cuda/CMakeCache.txt || {
  echo "pack-for-gpu: build-cuda is not configured for sm_90 (reconfigure with -DCMAKE_CUDA_ARCHITECTURES='90-real;90-virtual')" >&2
  exit 1
}
# ... and compiles the device code without optimisation (-Xcicc -O0).
if grep -q '^CMAKE_CUDA_FLAGS_RELEASE:.*-O0' build-cuda/CMakeCache.txt; then
  echo "pack-for-gpu: build-cuda's CUDA code is not optimised (reconfigure with -DCMAKE_CUDA_FLAGS_RELEASE='-O3 -DNDEBUG')" >&2
  exit 1
fi
grep -qx '/gpu/' .git/info/exclude 2>/dev/null || { mkdir -p .git/info; echo '/gpu/' >> .git/info/exclude; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cmake --install build-cuda --prefix "$stage/tsr" > /dev/null
rm -rf "$stage/tsr/share/doc"
cp build-cuda/tests/test_tensor "$stage/test_tensor"
# --strip-debug keeps the symbol table, so a backtrace there (cuda-gdb) names functions.
strip --strip-debug "$stage/tsr/libexec/tsr/tsr-core" "$stage/test_tensor"
mkdir "$stage/lib"
# Everything ldd resolves except the C runtime, libstdc++/libgcc (the machine's are newer) and CUDA's own libraries.
ldd "$stage/tsr/libexec/tsr/tsr-core" "$stage/test_tensor" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | sort -u |
  while read -r name path; do
    case $name in
      libc.so*|libm.so*|libdl.so*|libpthread.so*|librt.so*|libstdc++.so*|libgcc_s.so*|libcu*|libnv*) ;;
      *) cp -L "$path" "$stage/lib/$name" ;;
    esac
  done
# ICU is opened with dlopen (unicodedata, non-ASCII names), so ldd does not name it: its two libraries too (about
# 8 MB of the bundle once compressed; five script cases need them).
for name in $(ldconfig -p | awk '/libicu(uc|data)\.so\.[0-9]+ / {print $1}' | sort -u); do
  path=$(ldconfig -p | awk -v n="$name" '$1 == n {print $NF; exit}')
  [ -n "$path" ] && cp -L "$path" "$stage/lib/$name"
done
[ -d ../shared/conformance ] && cp -r ../shared/conformance "$stage/conformance"
mkdir -p gpu
tar -C "$stage" -cf - . | xz -9 --lzma2=preset=9,dict=256MiB -T1 > gpu/bundle.tar.xz
ls -la gpu/bundle.tar.xz
