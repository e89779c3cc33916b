#!/usr/bin/env bash
# Builds everything and runs every test through ctest: the GoogleTest suites, the script tests and the
# conformance ratchet (tests/conformance_passing.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
ctest --test-dir build --output-on-failure -j"$(nproc)"
# The CUDA configuration compiles and links too (skipped without nvcc; no GPU is needed).
./scripts/build-cuda.sh
