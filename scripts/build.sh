#!/usr/bin/env bash
# Installs dependencies (idempotent) and builds tsr in ./build (Release).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
