#!/usr/bin/env bash
# scripts/fuzz.sh [TARGET] [SECONDS]: fuzzes tsr with libFuzzer under AddressSanitizer + UBSan, in the build
# scripts/test-sanitize.sh makes (build-sanitize/, clang). TARGET is source, grammar, tensor or all (the default:
# each in turn); SECONDS per target, default 300. The targets: tests/fuzz/harness.hpp.
#
# The working corpus is build-sanitize/fuzz-corpus/TARGET, seeded from the one kept in tests/fuzz/corpus/TARGET
# (and, for source, the script tests and error tests). Findings land in build-sanitize/fuzz-findings/
# (crash-*, timeout-*, oom-*); `build-sanitize/tests/fuzz_replay TARGET --print FILE` shows the program a
# generator made from one. To keep what a campaign learnt, merge it into the kept corpus:
#   build-sanitize/tests/fuzz_TARGET -merge=1 tests/fuzz/corpus/TARGET build-sanitize/fuzz-corpus/TARGET
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
./scripts/test-sanitize.sh --configure-only
cmake --build build-sanitize -j"$(nproc)" --target "${TARGETS[@]/#/fuzz_}"
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
mkdir -p build-sanitize/fuzz-findings
for target in "${TARGETS[@]}"; do
  corpus=build-sanitize/fuzz-corpus/$target
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
  build-sanitize/tests/fuzz_"$target" "$corpus" -max_total_time="$SECONDS_TO_RUN" -max_len=$max_len \
    -rss_limit_mb=2048 -timeout=10 -close_fd_mask=1 -print_final_stats=1 \
    -artifact_prefix=build-sanitize/fuzz-findings/"$target"- || exit
done
