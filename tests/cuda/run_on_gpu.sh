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
"$test_tensor" --gtest_filter='Cuda*:DeviceCheck*:CachingAllocator*' 2>&1 | grep -v '^\[ RUN\|^\[       OK' | tail -60
echo "== device tensors: tsr vs PyTorch"
"$tsr" "$here/device_tensors.tsr" > /tmp/dt_tsr.txt 2>&1; echo "tsr exit $?"
python3 "$here/device_tensors.tsr" > /tmp/dt_torch.txt 2>&1; echo "torch exit $?"
if diff /tmp/dt_torch.txt /tmp/dt_tsr.txt > /tmp/dt.diff; then echo "device_tensors: identical ($(wc -l < /tmp/dt_tsr.txt) lines)"; else echo "device_tensors: DIFFER"; cat /tmp/dt.diff; fi
echo "== new kernels (tests/cuda/new_kernels.tsr): each op on cuda against the CPU, under tsr and PyTorch"
"$tsr" "$here/new_kernels.tsr" > /tmp/nk_tsr.txt 2>&1; echo "tsr exit $?"
python3 "$here/new_kernels.tsr" > /tmp/nk_torch.txt 2>&1; echo "torch exit $?"
grep -v ' True$' /tmp/nk_tsr.txt | sed 's/^/tsr not equal: /'
if diff /tmp/nk_torch.txt /tmp/nk_tsr.txt > /tmp/nk.diff; then echo "new_kernels: identical ($(wc -l < /tmp/nk_tsr.txt) lines)"; else echo "new_kernels: DIFFER"; cat /tmp/nk.diff; fi
echo "== session 11 kernels (tests/cuda/conv_sort_kernels.tsr): conv, pools, sort/topk, scans, softmax and activation gradients"
"$tsr" "$here/conv_sort_kernels.tsr" > /tmp/cs_tsr.txt 2>&1; echo "tsr exit $?"
python3 "$here/conv_sort_kernels.tsr" > /tmp/cs_torch.txt 2>&1; echo "torch exit $?"
grep -v ' True$' /tmp/cs_tsr.txt | sed 's/^/tsr not equal: /'
if diff /tmp/cs_torch.txt /tmp/cs_tsr.txt > /tmp/cs.diff; then echo "conv_sort_kernels: identical ($(wc -l < /tmp/cs_tsr.txt) lines)"; else echo "conv_sort_kernels: DIFFER"; cat /tmp/cs.diff; fi
echo "== float16/bfloat16 kernels and torch.save/load of GPU tensors (tests/cuda/half_and_save.tsr)"
"$tsr" "$here/half_and_save.tsr" > /tmp/hs_tsr.txt 2>&1; echo "tsr exit $?"
python3 "$here/half_and_save.tsr" > /tmp/hs_torch.txt 2>&1; echo "torch exit $?"
grep -E ' (False|raised)' /tmp/hs_tsr.txt | sed 's/^/tsr not equal: /'
if diff /tmp/hs_torch.txt /tmp/hs_tsr.txt > /tmp/hs.diff; then echo "half_and_save: identical ($(wc -l < /tmp/hs_tsr.txt) lines)"; else echo "half_and_save: DIFFER"; cat /tmp/hs.diff; fi
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
