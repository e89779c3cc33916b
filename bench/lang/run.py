#!/usr/bin/env python3
"""Language benchmarks: the same programs under tsr and CPython 3.11 (+ PyTorch for the training example) in one
run, with ratios.

Each program is run `--repeat` times by each interpreter (process start included, as a user sees it);
the best wall time counts, and the highest peak RSS (from wait4, per process). A ratio below 1.0 means tsr is
faster (or smaller). For the training example and the start-up row (`import torch` as a whole process) "CPython" means CPython +
PyTorch.

    bench/lang/run.py [--tsr build/tsr] [--python /usr/bin/python3] [--repeat 5]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = [
    ("import_torch.py", "start-up: import torch"),
    ("../../examples/fit_x2_y3.tsr", "training: MLP + Adam, 500 steps"),
    ("fib.py", "recursive fib(30)"),
    ("loop.py", "10M-iteration while loop"),
    ("containers.py", "list/dict-heavy work"),
    ("methods.py", "method calls on instances"),
    ("builtin_calls.py", "builtin and keyword calls, 200k rounds"),
    ("exceptions.py", "exceptions as control flow"),
    ("str_scan.py", "len/slice/find on a 1 MB str, 20000 rounds"),
]

MICRO = [
    ("op_overhead.py", "per-op overhead (ns per op)"),
    ("torch_calls.py", "torch calls through the argument parser (ns per call)"),
    ("mlp_step.py", "autograd step (us per step)"),
]


def run_with_rusage(cmd):
    """Runs cmd; returns (wall seconds, stdout, peak RSS in MiB) measured by wait4 on that one process.

    stderr goes to a temporary file, so a chatty child cannot fill a pipe nobody reads and stall."""
    with tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err)
        out = p.stdout.read()
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        if p.returncode:
            err.seek(0)
            raise SystemExit(f"{cmd} failed:\n{err.read().decode()}")
    return wall, out.decode(), usage.ru_maxrss / 1024


def best_of(cmd, repeat):
    runs = [run_with_rusage(cmd) for _ in range(repeat)]
    return min(r[0] for r in runs), runs[-1][1], max(r[2] for r in runs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default=os.path.join(HERE, "..", "..", "build", "tsr"))
    ap.add_argument("--python", default="/usr/bin/python3")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", help="run only the programs whose file name contains this")
    args = ap.parse_args()
    print(f"{'program':32} {'CPython':>10} {'tsr':>10} {'tsr/CPython':>12} {'peak RSS CPython / tsr':>24}")
    for name, label in PROGRAMS:
        if args.only and args.only not in name:
            continue
        path = os.path.join(HERE, name)
        tp, op, mp = best_of([args.python, path], args.repeat)
        tt, ot, mt = best_of([args.tsr, path], args.repeat)
        differ = [i for i, (a, b) in enumerate(zip(op.splitlines(), ot.splitlines()), 1) if a != b]
        same = f"  (output differs from line {differ[0]})" if differ else ("" if op == ot else "  (output differs)")
        print(f"{label:32} {tp * 1e3:8.0f}ms {tt * 1e3:8.0f}ms {tt / tp:11.2f}x "
              f"{mp:9.0f} / {mt:4.0f} MiB ({mt / mp:.2f}x){same}")
    if args.only:
        return 0
    # In-process timings (the script times its own loop and prints "label value" lines), same script both sides.
    for script, heading in MICRO:
        print()
        print(f"{heading:32} {'PyTorch':>10} {'tsr':>10} {'tsr/PyTorch':>12}")
        path = os.path.join(HERE, script)
        rp = subprocess.run([args.python, path], capture_output=True, text=True, check=True).stdout.splitlines()
        rt = subprocess.run([args.tsr, path], capture_output=True, text=True, check=True).stdout.splitlines()
        for lp, lt in zip(rp, rt):
            label, vp = lp.rsplit(" ", 1)
            _, vt = lt.rsplit(" ", 1)
            print(f"{label:32} {int(vp):10d} {int(vt):10d} {int(vt) / int(vp):11.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
