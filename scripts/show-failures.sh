#!/usr/bin/env bash
# Prints what failed in a ctest run of build folder $1: the failed tests, then each failing case's lines (the script
# runners' FAIL/ERROR blocks and GoogleTest's [  FAILED  ] lines). A long CI log is often read by its head and tail
# only, so scripts/test.sh and scripts/test-sanitize.sh print this last when ctest fails.
dir=${1:?build folder}
echo "ctest failed in $dir:"
cat "$dir/Testing/Temporary/LastTestsFailed.log" 2>/dev/null
awk '/^(FAIL|ERROR) |^\[  FAILED  \]/{on=1; print; next} on && /^ /{print; next} {on=0}' \
  "$dir/Testing/Temporary/LastTest.log" 2>/dev/null | head -80
exit 0
