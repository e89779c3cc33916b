#!/usr/bin/env python3
"""float16/bfloat16 pointwise ops and matmul: tsr against PyTorch's CPU kernels (Debian's python3-torch), in one run.

    python3 bench/tensor/dtypes.py [--tsr build/tsr] [--threads 1]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster). A case PyTorch 1.13 refuses on CPU (exp and
matmul in float16) raises in both and is shown as refused.
"""
import argparse
import subprocess

PROGRAM = r'''
import sys
import time
import torch
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)


def best(f, repeats):
    f()
    b = 1e30
    for _ in range(repeats):
        t = time.perf_counter()
        f()
        b = min(b, time.perf_counter() - t)
    return b


def case(name, f, repeats):
    try:
        print(name, best(f, repeats))
    except RuntimeError:
        print(name, "refused")


for dt, label in [(torch.float32, "f32"), (torch.float16, "f16"), (torch.bfloat16, "bf16")]:
    x = (torch.rand(1000000) * 4 - 2).to(dt)
    y = (torch.rand(1000000) * 4 - 2).to(dt)
    case("add_1M_" + label, lambda: x + y, 20)
    case("mul_1M_" + label, lambda: x * y, 20)
    case("exp_1M_" + label, lambda: torch.exp(x), 20)
    case("sum_1M_" + label, lambda: x.sum(), 20)
    case("to_f32_1M_" + label, lambda: x.float(), 20)
    for n in (64, 256):
        a = torch.rand(n, n).to(dt)
        b = torch.rand(n, n).to(dt)
        case("matmul_" + str(n) + "_" + label, lambda: a @ b, 10 if n > 64 else 50)
'''


def parse(text):
    out = {}
    for line in text.strip().splitlines():
        name, value = line.split()
        out[name] = None if value == "refused" else float(value)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default="build/tsr")
    ap.add_argument("--threads", default="1")
    args = ap.parse_args()
    with open("/tmp/tsr_bench_dtypes.py", "w") as f:
        f.write(PROGRAM)
    tsr = parse(subprocess.run([args.tsr, "/tmp/tsr_bench_dtypes.py", args.threads], capture_output=True, text=True,
                               check=True).stdout)
    torch = parse(subprocess.run(["/usr/bin/python3", "/tmp/tsr_bench_dtypes.py", args.threads], capture_output=True,
                                 text=True, check=True).stdout)
    print(f"threads={args.threads}")
    print(f"  {'case':20} {'tsr (ms)':>10} {'pytorch (ms)':>13} {'ratio':>7}")
    for name, t in tsr.items():
        p = torch[name]
        if t is None or p is None:
            print(f"  {name:20} {'refused' if t is None else '%.3f' % (t * 1e3):>10} "
                  f"{'refused' if p is None else '%.3f' % (p * 1e3):>13}")
        else:
            print(f"  {name:20} {t * 1e3:10.3f} {p * 1e3:13.3f} {t / p:7.2f}")


if __name__ == "__main__":
    main()
