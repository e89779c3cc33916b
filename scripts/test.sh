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
  # A long log is often read by its head and tail only: repeat what failed, and how, as the last lines.
  echo "ctest failed (exit $status):"
  cat build/Testing/Temporary/LastTestsFailed.log 2>/dev/null || true
  awk '/^(FAIL|ERROR) |^\[  FAILED  \]/{on=1; print; next} on && /^ /{print; next} {on=0}' build/Testing/Temporary/LastTest.log \
    2>/dev/null | head -60 || true
  exit "$status"
fi
