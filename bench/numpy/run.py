#!/usr/bin/env python3
"""numpy benchmark: bench_np.py under tsr and under CPython + numpy 1.24 (Debian's python3-numpy), in one run.

    python3 bench/numpy/run.py [--tsr build/tsr] [--python /usr/bin/python3]

Prints each case's best time under both and the ratio tsr/numpy (below 1 means tsr is faster). The call_* rows
are the per-call cost of a small operation in a loop (seconds per call), the overhead a script pays per op.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import peers  # noqa: E402


def run(interpreter):
    return peers.run(interpreter, os.path.join(HERE, "bench_np.py"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default="build/tsr")
    ap.add_argument("--python", default="/usr/bin/python3")
    args = ap.parse_args()
    ours = run(args.tsr)
    ref = run(args.python)
    print(f"{'case':22} {'tsr':>12} {'numpy':>12} {'tsr/numpy':>10}")
    for k in ref:
        unit = "us" if k.startswith("call_") else "ms"
        scale = 1e6 if unit == "us" else 1e3
        print(f"{k:22} {ours[k] * scale:10.2f}{unit} {ref[k] * scale:10.2f}{unit} {ours[k] / ref[k]:10.2f}")


if __name__ == "__main__":
    main()
