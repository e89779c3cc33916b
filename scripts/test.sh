#!/usr/bin/env bash
# Builds everything and runs every test through ctest: the GoogleTest suites, the script tests and the
# conformance ratchet (tests/conformance_passing.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
status=0
ctest --test-dir build --output-on-failure -j"$(nproc)" || status=$?
# The CUDA configuration compiles and links too (skipped without nvcc; no GPU is needed).
./scripts/build-cuda.sh
if [ "$status" -ne 0 ]; then
  ./scripts/show-failures.sh build
  exit "$status"
fi
