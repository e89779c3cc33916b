#!/usr/bin/env bash
# Builds tsr with clang + AddressSanitizer + UndefinedBehaviorSanitizer (build-sanitize/) and runs the unit tests,
# the script tests and the fuzz corpus under them. scripts/test.sh runs it after the normal build and tests; it can
# also be run alone. `--configure-only` only configures the build. TSR_SANITIZE_DIR (default build-sanitize) names
# its folder, and TSR_FUZZ_COVERAGE=ON adds libFuzzer's coverage instrumentation to all the code: scripts/fuzz.sh
# configures build-fuzz/ so.
# What runs, what does not and why, and what each sanitizer setting below is for: docs/testing.md, "Sanitizers and
# fuzzing".
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
# clang, not GCC: GCC 12's -fsanitize=undefined miscompiles (c ? "0123..." : "0123...")[i] (number formatting).
# -O1 with line tables only: reports name file and line at a fraction of -O2 -g's compile time.
# TSR_FUZZ builds the libFuzzer targets too, so that they keep building; without coverage instrumentation here (only
# a fuzzing campaign needs it; here it would be compile and run time spent on every test).
# The CPU kernels at -O0 (TSR_KERNEL_COMPILE_OPTIONS): clang with ASan compiles their many instantiations about 4x
# faster so, which was the larger part of this stage's time, and the tests' tensors are small. A fuzzing build
# (coverage on) keeps them at -O1, where its executions per second are spent.
# The libraries are unity builds (TSR_UNITY_BUILD, cmake/TsrHelpers.cmake): clang with ASan spent most of a file's
# time generating code for the inline functions of the headers it includes, once per file; eight files to a
# translation unit took the libraries from about 530 CPU seconds to 294 (session 40, docs/testing.md).
dir=${TSR_SANITIZE_DIR:-build-sanitize}
kernel_opt=-O0
[ "${TSR_FUZZ_COVERAGE:-OFF}" = ON ] && kernel_opt=
CC=clang CXX=clang++ cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
  -DTSR_KERNEL_COMPILE_OPTIONS="$kernel_opt" \
  -DTSR_UNITY_BUILD=ON -DTSR_SANITIZE=ON -DTSR_FUZZ=ON -DTSR_FUZZ_COVERAGE="${TSR_FUZZ_COVERAGE:-OFF}" -DTSR_NATIVE=OFF > /dev/null
[ "${1:-}" = --configure-only ] && exit 0
# test_tensor is not built here: its build alone about doubles this stage's time (clang at -O1 with ASan is ~3x
# GCC's compile time), which would take .ci/run past its 45-minute budget on 2 cores. The kernels still run under
# the sanitizers through the script tests (100: the bad-input catalogue), the examples and the tensor fuzz corpus.
cmake --build "$dir" -j"$(nproc)" --target tsr tsr_core test_lang test_interpreter \
  fuzz_replay fuzz_source fuzz_grammar fuzz_tensor

# detect_leaks=0: the cycle collector has landed and a LeakSanitizer relink of tsr-core reported no leak at exit for
# the script, example and error-test programs (docs/interpreter.md), but LSan has not yet been run over the unit
# tests here; turning it on is the next step.
# exitcode=86: a report fails the test even where the runner only compares stdout or expects status 1.
# halt_on_error: UBSan stops at the first report instead of printing it and going on.
# allocator_may_return_null=1: an allocation too big for the machine fails as it does without ASan (the allocator
# returns null, tsr raises MemoryError: numpy's "Unable to allocate ..." in script test 722) instead of ASan aborting.
export ASAN_OPTIONS=detect_leaks=0:exitcode=86:check_initialization_order=1:strict_init_order=1:allocator_may_return_null=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=86
# Left out, each for its reason (docs/testing.md):
#   repl_tests          pseudo-terminal timings; the REPL's own code runs in docs_sessions
#   fit_x2_y3           2 minutes under ASan; the same training path runs in examples (classify_spirals, cnn)
#   stdlib_vs_pytorch   runs CPython only, no tsr code
#   install_relocatable copies the install tree; its program is one print
#   docs_sessions       compares kernel source lines, which clang's std::source_location gives otherwise than GCC's
#   test_tensor's tests  not built here (above); gtest_discover_tests leaves a test_tensor_NOT_BUILT placeholder
#                       (and cuda_standin_walker and kernels_cpu_capability_* run that binary)
#   real_programs_ratchet, script_tests_gc_stress, cuda_standin_scripts, argparse_vs_cpython
#                       minutes each under ASan (training programs; the script tests again, twice; 500 random
#                       parsers)
#                       for code the script, error and corpus tests already run here
skip='^(repl_tests|fit_x2_y3|stdlib_vs_pytorch|install_relocatable|docs_sessions|test_tensor_NOT_BUILT|kernels_cpu_capability_.*|cuda_standin_walker|real_programs_ratchet|script_tests_gc_stress|cuda_standin_scripts|argparse_vs_cpython)$'
ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" -E "$skip" || { status=$?; ./scripts/show-failures.sh "$dir"; exit "$status"; }
