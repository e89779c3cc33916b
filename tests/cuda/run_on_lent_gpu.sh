#!/usr/bin/env bash
# One call of the device tool (docs/cuda.md "Running on the lent GPU"): run in the repository root on the lent
# machine, it unpacks gpu/bundle.tar.xz (scripts/pack-for-gpu.sh, made here and carried), finds the machine's own
# CUDA libraries, and runs, each part under its own time limit so that one hang cannot eat the lease:
#   1. tests/cuda/run_on_gpu.sh: the CUDA unit tests with the registry walker (values and gradients, every op on
#      cuda against the CPU), the cuda scripts under tsr and PyTorch, the training program, the benchmark;
#   2. every script case with its tensors on cuda (tests/cuda/run_cases_on_standin.py --gpu);
#   3. the conformance corpus the same way, where the bundle carries it;
#   4. any programs named in EXTRA;
#   5. the benchmark three more times, tsr and PyTorch in turn, so that their ratio is read from several rounds.
# What it writes under $OUT comes back: suite.txt, test_tensor.txt, scripts.txt, scripts_passing_gpu.txt,
# conformance.txt, extra_NAME.txt, bench.txt and failures.tar.xz (each failing case's output).
#   tests/cuda/run_on_lent_gpu.sh PEAK_GB_S
set -uo pipefail
peak=${1:?usage: run_on_lent_gpu.sh PEAK_GB_S}
out=${OUT:-/tmp/gpu-out}
mkdir -p "$out"
b=/tmp/tsr-gpu
rm -rf "$b" && mkdir -p "$b"
SECONDS=0
if command -v xz > /dev/null; then xz -dc gpu/bundle.tar.xz | tar -C "$b" -xf -
else python3 -c 'import lzma, sys, tarfile; tarfile.open(fileobj=lzma.open("gpu/bundle.tar.xz")).extractall(sys.argv[1])' "$b"; fi
echo "unpacked in ${SECONDS}s"
cuda_dirs=$(for l in libcudart.so.13 libcublas.so.13 libcublasLt.so.13 libcufft.so.12; do
  find /usr/local/cuda/ /usr/local /opt /usr/lib -name "$l" -print -quit 2> /dev/null; done | xargs -r -n1 dirname | awk '!seen[$0]++' | paste -sd:)
export LD_LIBRARY_PATH="$b/lib:$cuda_dirs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"
tsr=$b/tsr/bin/tsr
if ldd "$b/tsr/libexec/tsr/tsr-core" | grep 'not found'; then echo "missing libraries: stopping"; exit 1; fi
if ! timeout 60 "$tsr" -c 'import torch; print(torch.cuda.is_available(), torch.cuda.get_device_name(), torch.arange(4.0, device="cuda") * 2)'; then
  echo "tsr cannot use the GPU: stopping"; exit 1
fi
part() {  # LIMIT_SECONDS NAME COMMAND...: one part, its output in $out/NAME.txt and its time on stdout
  local limit=$1 name=$2; shift 2
  local start=$SECONDS
  timeout "$limit" "$@" > "$out/$name.txt" 2>&1
  echo "$name: exit $? after $((SECONDS - start))s (limit ${limit}s)"
}
export PYTHONUNBUFFERED=1 TEST_TENSOR_LOG=$out/test_tensor.txt
part "${SUITE_LIMIT:-200}" suite tests/cuda/run_on_gpu.sh "$tsr" "$b/test_tensor" "$peak"
part "${SCRIPTS_LIMIT:-150}" scripts python3 tests/cuda/run_cases_on_standin.py --gpu --tsr "$tsr" --cases tests/scripts \
  -j "$(nproc)" --timeout 40 --write-list "$out/scripts_passing_gpu.txt" --save-failures /tmp/failures/scripts
[ -d "$b/conformance" ] && part "${CONFORMANCE_LIMIT:-60}" conformance python3 tests/cuda/run_cases_on_standin.py --gpu \
  --tsr "$tsr" --cases "$b/conformance/cases" -j "$(nproc)" --timeout 40 --save-failures /tmp/failures/conformance
# Programs of the session's own (EXTRA="a.tsr b.tsr": probes for what a run above showed), run as they are.
for extra in ${EXTRA:-}; do part 60 "extra_$(basename "$extra" .tsr)" "$tsr" "$extra"; done
part 90 bench bash -c 'for round in 1 2 3; do echo "round $round"; "$0" bench/cuda/gpu_bench.tsr tsr "$1"
  python3 bench/cuda/gpu_bench.tsr torch "$1"; done' "$tsr" "$peak"
[ -d /tmp/failures ] && tar -C /tmp -cf - failures | xz -6 > "$out/failures.tar.xz"
echo "done in ${SECONDS}s"
