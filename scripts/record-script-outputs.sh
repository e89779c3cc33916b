#!/bin/sh
# Records the expected output of each script test (tests/scripts/NNN_name.tsr -> NNN_name.out) with CPython and
# Debian's PyTorch: the scripts are Python, so the reference implementation defines what tsr must print.
# PYTHONHASHSEED=0: the string-hash key tsr takes when PYTHONHASHSEED is unset (docs/interpreter.md, "Sets and dicts").
# OPENBLAS_CORETYPE=Haswell: OpenBLAS's kernels are chosen by CPU model and their summation order shows in the last
# bits of matmul results; the cases are recorded, and run by tests/run_cases.py, with its Haswell (AVX2 + FMA) ones.
# Usage: scripts/record-script-outputs.sh [NAME.tsr...]
set -e
cd "$(dirname "$0")/../tests/scripts"
files="$*"
[ -z "$files" ] && files=$(ls *.tsr)
for f in $files; do
  PYTHONHASHSEED=0 OMP_NUM_THREADS=1 OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-Haswell} /usr/bin/python3 "$f" > "${f%.tsr}.out"
  echo "recorded ${f%.tsr}.out"
done
