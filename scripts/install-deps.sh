#!/usr/bin/env bash
# Installs the Debian packages tsr needs to build and test. Idempotent: does nothing when all are present.
set -euo pipefail
packages=(
  build-essential cmake ninja-build ccache pkg-config
  tao-pegtl-dev            # the PEG parser library for the grammar
  libgtest-dev googletest  # unit tests
  libopenblas-dev          # CPU matmul
  libopenblas-openmp-dev   # ... built on OpenMP, so it shares the kernels' threads (CMakeLists.txt says why)
  liblapacke-dev           # torch.linalg: the C interface to LAPACK (the routines themselves are OpenBLAS's)
  libedit-dev              # REPL line editing, history, completion (BSD licence: docs/licences.md)
  nlohmann-json3-dev       # reading golden test data
  libpcre2-dev             # re's engine (8-bit, UTF mode, JIT; BSD licence: docs/licences.md)
  libicu-dev               # unicodedata (opened on import; MIT licence: docs/licences.md)
  libabsl-dev              # absl::InlinedVector: an autograd node's few edges and saved tensors without a heap block
  libgmp-dev               # big ints' arithmetic (LGPL-3+ or GPL-2+, linked dynamically: docs/licences.md)
  nettle-dev               # hashlib's md5/sha1/sha2 digests (LGPL-3+ or GPL-2+, linked dynamically: docs/licences.md)
  # torch.fft's pocketfft: Debian 12 packages none; CMake uses /usr/include/pocketfft_hdronly.h where a newer
  # Debian's libpocketfft-dev put it, else the unmodified copy in third_party/pocketfft (BSD: docs/licences.md)
  libsleef-dev             # the vector math PyTorch's CPU kernels call, for the same digits (Boost licence: docs/licences.md)
  libdnnl-dev              # oneDNN: float32 convolutions as PyTorch's CPU backend runs them (Apache-2.0: docs/licences.md)
  libzip-dev               # torch.save/torch.load's zip archives (BSD licence: docs/licences.md)
  libyaml-dev              # the bundled yaml package's parser (MIT licence: docs/licences.md)
  zlib1g-dev libbz2-dev liblzma-dev  # the zlib, bz2 and lzma modules (zlib, BSD-style, public domain: docs/licences.md)
  python3                  # the conformance runner and script-test runner
  python3-yaml             # PyYAML 6.0: the oracle of the yaml package's tests (tests/stdlib/yaml_*vs_cpython.py)
  clang libclang-rt-14-dev libomp-14-dev  # the sanitizer build and the fuzz targets (scripts/test-sanitize.sh)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
