#!/bin/sh
# Records each example's output under CPython + PyTorch as examples/NAME.out (the expected output
# that tests/stdlib/test_examples.py and tsr's own example tests compare against).
# Usage: examples/record_outputs.sh [NAME...]   (default: every example except hello)
set -e
cd "$(dirname "$0")"
PYTHON=${PYTHON:-/usr/bin/python3}
names="$*"
if [ -z "$names" ]; then
    names=$(ls *.tsr | sed 's/\.tsr$//' | grep -v '^hello$')
fi
for name in $names; do
    # One BLAS thread: later digits of long trainings depend on the reduction order.
    OMP_NUM_THREADS=1 "$PYTHON" "$name.tsr" > "$name.out"
    echo "recorded $name.out"
done
