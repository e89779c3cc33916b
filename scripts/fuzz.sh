#!/usr/bin/env bash
# scripts/fuzz.sh [TARGET] [SECONDS]: fuzzes tsr with libFuzzer under AddressSanitizer + UBSan, in build-fuzz/:
# scripts/test-sanitize.sh's configuration (clang) with libFuzzer's coverage instrumentation of all the code.
# TARGET is source, grammar, tensor or all (the default: each in turn); SECONDS per target, default 300. The
# targets: tests/fuzz/harness.hpp.
#
# The working corpus is build-fuzz/fuzz-corpus/TARGET, seeded from the one kept in tests/fuzz/corpus/TARGET
# (and, for source, the script tests and error tests). Findings land in build-fuzz/fuzz-findings/
# (crash-*, timeout-*, oom-*); `build-fuzz/tests/fuzz_replay TARGET --print FILE` shows the program a
# generator made from one. To keep what a campaign learnt, merge it into the kept corpus:
#   build-fuzz/tests/fuzz_TARGET -merge=1 tests/fuzz/corpus/TARGET build-fuzz/fuzz-corpus/TARGET
# Leak detection is off: reference cycles are not collected yet (docs/testing.md, "Sanitizers and fuzzing").
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=${1:-all}
SECONDS_TO_RUN=${2:-300}
case "$TARGET" in
  all) TARGETS=(source grammar tensor) ;;
  source | grammar | tensor) TARGETS=("$TARGET") ;;
  *) echo "usage: scripts/fuzz.sh [source|grammar|tensor|all] [SECONDS]" >&2; exit 2 ;;
esac
TSR_SANITIZE_DIR=build-fuzz TSR_FUZZ_COVERAGE=ON ./scripts/test-sanitize.sh --configure-only
cmake --build build-fuzz -j"$(nproc)" --target "${TARGETS[@]/#/fuzz_}"
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
mkdir -p build-fuzz/fuzz-findings
for target in "${TARGETS[@]}"; do
  corpus=build-fuzz/fuzz-corpus/$target
  mkdir -p "$corpus"
  cp tests/fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true
  if [ "$target" = source ]; then
    cp tests/scripts/*.tsr tests/errors/*.tsr "$corpus"/ 2>/dev/null || true
    # Its [None] * 2**60 is MemoryError in tsr but an abort under ASan, whose operator new cannot throw bad_alloc.
    rm -f "$corpus"/memory_limits.tsr
  fi
  # Generated programs need more bytes than source text to say as much: one byte per choice.
  max_len=2048
  [ "$target" = source ] || max_len=4096
  # -close_fd_mask=1: the programs' own stdout is noise here.
  build-fuzz/tests/fuzz_"$target" "$corpus" -max_total_time="$SECONDS_TO_RUN" -max_len=$max_len \
    -rss_limit_mb=2048 -timeout=10 -close_fd_mask=1 -print_final_stats=1 \
    -artifact_prefix=build-fuzz/fuzz-findings/"$target"- || exit
done
