#!/usr/bin/env bash
# The ops without a kernel for the CUDA key: every op declared with TSR_DEFINE_OP / TSR_DEFINE_COMPOSITE_OP under
# tensor/, asked of a CUDA build's `tsr --dispatch OP` (composite kernels count as served). Prints the missing ops,
# one a line, then "N of M ops have no CUDA kernel" on stderr, and how many of the served ops run their CPU kernel on
# a host copy (their CUDA registrations under tensor/cuda/ name through_host_kernel, TSR_THROUGH_HOST or
# through_host_drawing_kernel), with their names. Usage: scripts/cuda-coverage.sh [TSR]
# (default build-cuda/tsr, which scripts/build-cuda.sh makes; a CPU build's tsr reports every backend op missing).
set -euo pipefail
cd "$(dirname "$0")/.."
tsr=${1:-build-cuda/tsr}
ops=$(python3 - <<'PY'
import glob, re
names = set()
for f in glob.glob('tensor/**/*.cpp', recursive=True) + glob.glob('tensor/**/*.hpp', recursive=True):
    for m in re.finditer(r'TSR_DEFINE_(?:COMPOSITE_)?OP\(\s*"([A-Za-z0-9_.]+)\(', open(f).read()):
        names.add(m.group(1))
print('\n'.join(sorted(names)))
PY
)
total=0 missing=0
for op in $ops; do
  total=$((total + 1))
  if "$tsr" --dispatch "$op" 2>/dev/null | grep -q '^  CUDA: missing'; then
    echo "$op"
    missing=$((missing + 1))
  fi
done
echo "$missing of $total ops have no CUDA kernel" >&2
through_host=$(grep -ohE 'TSR_(REGISTER_KERNEL|THROUGH_HOST)\("[^"]+"(, CUDA, (through_host_kernel|through_host_drawing_kernel)\(\))?' \
  tensor/cuda/*.cu | grep -E 'THROUGH_HOST\("|through_host' | sed -E 's/^[^"]*"([^"]+)".*/\1/' | sort)
echo "$(echo "$through_host" | grep -c .) of them run their CPU kernel on a host copy: $(echo $through_host)" >&2
