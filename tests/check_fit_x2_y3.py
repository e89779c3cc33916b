#!/usr/bin/env python3
"""The reference training program, checked as issue 6 states it: its first two printed losses equal the ones
PyTorch printed (examples/fit_x2_y3.out, recorded with CPython + PyTorch); later ones may drift as PyTorch's own
do between BLAS set-ups; the final loss shows that training worked (<= 0.02).

    tests/check_fit_x2_y3.py --tsr build/tsr
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", required=True)
    args = ap.parse_args()
    script = os.path.join(ROOT, "examples", "fit_x2_y3.tsr")
    want = open(os.path.join(ROOT, "examples", "fit_x2_y3.out")).read().splitlines()
    run = subprocess.run([args.tsr, script], capture_output=True, text=True, timeout=600)
    got = run.stdout.splitlines()
    ok = True
    if run.returncode != 0:
        print(f"FAIL  exit status {run.returncode}\n{run.stderr}")
        return 1
    for i in range(2):
        same = i < len(got) and got[i] == want[i]
        print(("PASS  " if same else "FAIL  ") + f"line {i + 1}: {got[i] if i < len(got) else '(missing)'!r} "
              f"(PyTorch: {want[i]!r})")
        ok &= same
    final = re.fullmatch(r"final loss (\d+\.\d+)", got[-1]) if got else None
    trained = final is not None and float(final.group(1)) <= 0.02
    print(("PASS  " if trained else "FAIL  ") + f"final loss <= 0.02: {got[-1] if got else '(no output)'!r}")
    ok &= trained
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
