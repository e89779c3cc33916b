#!/usr/bin/env bash
# Builds the libFuzzer target with clang + AddressSanitizer (build-fuzz/) and runs it for SECONDS (default 300)
# on the seed corpus (the script tests and conformance cases). Crashes land in build-fuzz/crash-*.
# Leak detection is off: reference cycles (a function and its module globals) are not collected yet.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN=${1:-300}
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTSR_FUZZ=ON \
  -DTSR_NATIVE=OFF > /dev/null
ninja -C build-fuzz fuzz_tsr
mkdir -p build-fuzz/corpus
cp tests/scripts/*.tsr tests/errors/*.tsr ../shared/conformance/cases/00*.tsr build-fuzz/corpus/ 2>/dev/null || true
cd build-fuzz
export ASAN_OPTIONS=detect_leaks=0
./tests/fuzz_tsr corpus -max_total_time="$SECONDS_TO_RUN" -max_len=2048 -rss_limit_mb=2048 -timeout=10 \
  -print_final_stats=1 -detect_leaks=0
