#!/usr/bin/env python3
"""Language benchmarks: the same programs under tsr and CPython 3.11 (+ PyTorch for the training example) in one
run, with ratios.

Each program is run `--repeat` times by each interpreter (process start included, as a user sees it);
the best wall time counts. A ratio below 1.0 means tsr is faster.

    bench/lang/run.py [--tsr build/tsr] [--python /usr/bin/python3] [--repeat 5]
"""
import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = [
    ("../../examples/fit_x2_y3.tsr", "training: MLP + Adam, 500 steps"),
    ("fib.py", "recursive fib(30)"),
    ("loop.py", "10M-iteration while loop"),
    ("containers.py", "list/dict-heavy work"),
    ("methods.py", "method calls on instances"),
]


def best_time(cmd, repeat):
    best = float("inf")
    out = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, text=True, check=True)
        best = min(best, time.perf_counter() - t0)
        out = r.stdout
    return best, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default=os.path.join(HERE, "..", "..", "build", "tsr"))
    ap.add_argument("--python", default="/usr/bin/python3")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    print(f"{'program':32} {'CPython':>10} {'tsr':>10} {'tsr/CPython':>12}")
    for name, label in PROGRAMS:
        path = os.path.join(HERE, name)
        tp, op = best_time([args.python, path], args.repeat)
        tt, ot = best_time([args.tsr, path], args.repeat)
        same = "" if op == ot else "  (OUTPUT DIFFERS)"
        print(f"{label:32} {tp * 1e3:8.0f}ms {tt * 1e3:8.0f}ms {tt / tp:11.2f}x{same}")
    print()
    print(f"{'per-op overhead (ns per op)':32} {'PyTorch':>10} {'tsr':>10} {'tsr/PyTorch':>12}")
    path = os.path.join(HERE, "op_overhead.py")
    rp = subprocess.run([args.python, path], capture_output=True, text=True, check=True).stdout.splitlines()
    rt = subprocess.run([args.tsr, path], capture_output=True, text=True, check=True).stdout.splitlines()
    for lp, lt in zip(rp, rt):
        label, vp = lp.rsplit(" ", 1)
        _, vt = lt.rsplit(" ", 1)
        print(f"{label:32} {int(vp):10d} {int(vt):10d} {int(vt) / int(vp):11.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
