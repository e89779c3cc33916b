#!/usr/bin/env python3
"""Tensor benchmark: tsr's C++ ops against PyTorch (Debian's python3-torch) on this machine, in one run.

    python3 bench/tensor/run.py [--tsr-bench build/bench/bench_tensor]

Prints, per case and thread count, both times and the ratio tsr/PyTorch (below 1 means tsr is faster), plus
GB/s for the 10M-element elementwise ops (3 x 40 MB moved per op: two reads and one write).
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

TORCH_SIDE = r'''
import sys, torch
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)
x = torch.rand(10_000_000); y = torch.rand(10_000_000)
print("copy_10M", best(lambda: x.clone(), 10))
print("add_10M", best(lambda: x + y, 10))
print("mul_10M", best(lambda: x * y, 10))
print("pow3_10M", best(lambda: x ** 3, 10))
print("exp_10M", best(lambda: torch.exp(x), 10))
big = torch.rand(4096, 4096)
print("sum_4096x4096", best(lambda: big.sum(), 10))
print("sum_dim1_4096x4096", best(lambda: big.sum(1), 10))
for n in (256, 1024, 2048):
    a = torch.rand(n, n); b = torch.rand(n, n)
    print(f"matmul_{n}", best(lambda: a @ b, 3 if n >= 2048 else 10))
one = torch.rand(1)
ops = 200000
def loop():
    for _ in range(ops): torch.add(one, one)
print("add_1elem_per_op", best(loop, 3) / ops)
'''

BYTES = {"copy_10M": 80e6, "add_10M": 120e6, "mul_10M": 120e6, "pow3_10M": 80e6, "exp_10M": 80e6}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr-bench", default="build/bench/bench_tensor")
    args = ap.parse_args()
    for threads in (1, 2):
        tsr = peers.parse(subprocess.run([args.tsr_bench, str(threads)], capture_output=True, text=True, check=True).stdout)
        torch = peers.parse(subprocess.run(["/usr/bin/python3", "-c", peers.TIMING + TORCH_SIDE, str(threads)],
                                           capture_output=True, text=True, check=True).stdout)
        print(f"threads={threads}")
        print(f"  {'case':22} {'tsr':>12} {'pytorch':>12} {'ratio':>7}  GB/s tsr / pytorch")
        for name, t in tsr.items():
            p = torch[name]
            gbs = f"  {BYTES[name] / t / 1e9:6.1f} / {BYTES[name] / p / 1e9:6.1f}" if name in BYTES else ""
            unit = 1e6 if name.endswith("per_op") else 1e3
            suffix = "us" if name.endswith("per_op") else "ms"
            print(f"  {name:22} {t * unit:10.3f}{suffix} {p * unit:10.3f}{suffix} {t / p:7.2f}{gbs}")
        gflop = {f"matmul_{n}": 2 * n ** 3 for n in (256, 1024, 2048)}
        for name, flops in gflop.items():
            print(f"  {name}: tsr {flops / tsr[name] / 1e9:.0f} GFLOP/s, pytorch {flops / torch[name] / 1e9:.0f} GFLOP/s")


if __name__ == "__main__":
    main()
