#!/usr/bin/env bash
# On a machine with a GPU (the device tool; docs/cuda.md): the CUDA suite, the device-tensor script under tsr
# and PyTorch compared, the reference training program on cuda, and the benchmark against PyTorch.
# Usage: tests/cuda/run_on_gpu.sh TSR TEST_TENSOR PEAK_GB_S
set -uo pipefail
tsr=$1 test_tensor=$2 peak=$3
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
echo "== nvidia-smi"; nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
echo "== CUDA tests (test_tensor Cuda*:DeviceCheck*:CachingAllocator*)"
# The whole output also in $TEST_TENSOR_LOG where that is set (tests/cuda/run_on_lent_gpu.sh brings it back).
"$test_tensor" --gtest_filter='Cuda*:DeviceCheck*:CachingAllocator*' 2>&1 | tee "${TEST_TENSOR_LOG:-/dev/null}" |
  grep -v '^\[ RUN\|^\[       OK' | tail -60
# A script run under tsr and under PyTorch, the two outputs compared line for line; the lines of tsr's own output
# that say an op on cuda did not give the CPU's answer too, chosen by the grep arguments after the name.
compare() {  # NAME [GREP_ARGUMENTS...]
  local name=$1; shift
  "$tsr" "$here/$name.tsr" > "/tmp/${name}_tsr.txt" 2>&1; echo "tsr exit $?"
  python3 "$here/$name.tsr" > "/tmp/${name}_torch.txt" 2>&1; echo "torch exit $?"
  [ $# -gt 0 ] && grep "$@" "/tmp/${name}_tsr.txt" | sed 's/^/tsr not equal: /'
  if diff "/tmp/${name}_torch.txt" "/tmp/${name}_tsr.txt" > "/tmp/$name.diff"; then
    echo "$name: identical ($(wc -l < "/tmp/${name}_tsr.txt") lines)"
  else
    echo "$name: DIFFER"; cat "/tmp/$name.diff"
  fi
}
echo "== device tensors: tsr vs PyTorch"
compare device_tensors
echo "== new kernels (tests/cuda/new_kernels.tsr): each op on cuda against the CPU, under tsr and PyTorch"
compare new_kernels -v ' True$'
echo "== session 11 kernels (tests/cuda/conv_sort_kernels.tsr): conv, pools, sort/topk, scans, softmax and activation gradients"
compare conv_sort_kernels -v ' True$'
echo "== float16/bfloat16 kernels and torch.save/load of GPU tensors (tests/cuda/half_and_save.tsr)"
compare half_and_save -E ' (False|raised)'
echo "== session 23's long tail (tests/cuda/long_tail.tsr): linalg, fft, special, scans, scatter forms, 3-d pools, samplers"
compare long_tail -v ' True$'
echo "== mixed precision in float16 (tests/cuda/amp_float16.tsr): autocast's CUDA table and a GradScaler loop"
compare amp_float16
echo "== :trace of elementwise ops on cuda: the kernel each hop reaches and the launch's shape"
for statement in "torch.ones(1000, device='cuda').exp()" "torch.ones(8, 8, device='cuda').t() + 1" \
                 "torch.ones(7, device='cuda')[1:] * 2"; do
  "$tsr" --trace "$statement" 2>&1 | grep -E 'dispatch aten|      -> |CUDA launch'
done
echo "== training program on cuda"
"$tsr" "$root/bench/cuda/fit_x2_y3_cuda.tsr" 2>&1 | sed 's/^/tsr: /'
python3 "$root/bench/cuda/fit_x2_y3_cuda.tsr" 2>&1 | sed 's/^/torch: /'
echo "== training in float64: tsr on cpu vs tsr on cuda (and PyTorch on cuda)"
"$tsr" "$here/fit_float64.tsr" cpu > /tmp/f64_cpu.txt 2>&1
"$tsr" "$here/fit_float64.tsr" cuda > /tmp/f64_cuda.txt 2>&1
python3 "$here/fit_float64.tsr" cuda > /tmp/f64_torch.txt 2>&1
paste -d'|' /tmp/f64_cpu.txt /tmp/f64_cuda.txt /tmp/f64_torch.txt | sed 's/^/cpu|cuda|torch-cuda: /'
echo "== benchmark"
"$tsr" "$root/bench/cuda/gpu_bench.tsr" tsr "$peak" 2>&1
python3 "$root/bench/cuda/gpu_bench.tsr" torch "$peak" 2>&1
