#!/usr/bin/env python3
"""numpy random-stream benchmark: tsr's _np_random against numpy 1.24 (Debian's python3-numpy) in one run.

    python3 bench/numpy/random_streams.py [--tsr build/tsr] [--python /usr/bin/python3] [--rounds 3]

The same program runs under both: it draws 10M values per case (best of 5, after one warm-up draw), and the
two streams are the same numbers (tests/scripts/400-407 check that bit for bit). The two programs alternate for
--rounds rounds and each side keeps its best time, so that load from other processes weighs on both alike.
Prints both times and the ratio tsr/numpy (below 1 means tsr is faster).
"""
import argparse
import os
import subprocess

PROGRAM = r'''
import time
try:
    import _np_random as R
except ImportError:
    import numpy.random as R
N = 10_000_000
def best(f):
    f()
    b = 1e30
    for _ in range(5):
        t = time.perf_counter(); f(); b = min(b, time.perf_counter() - t)
    return b
r = R.RandomState(0)
g = R.default_rng(0)
print("RandomState.standard_normal", best(lambda: r.standard_normal(N)))
print("RandomState.uniform", best(lambda: r.uniform(0.0, 1.0, N)))
print("RandomState.randint(0, 1000)", best(lambda: r.randint(0, 1000, N)))
print("Generator.standard_normal", best(lambda: g.standard_normal(N)))
print("Generator.uniform", best(lambda: g.uniform(0.0, 1.0, N)))
print("Generator.integers(0, 1000)", best(lambda: g.integers(0, 1000, N)))
'''


def run(cmd, best):
    out = subprocess.run(cmd + ["-c", PROGRAM], capture_output=True, text=True, check=True,
                         env=dict(os.environ, OMP_NUM_THREADS="1")).stdout
    for line in out.splitlines():
        case, t = line.rsplit(" ", 1)
        best[case] = min(best.get(case, 1e30), float(t))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tsr", default=os.path.join(here, "..", "..", "build", "tsr"))
    ap.add_argument("--python", default="/usr/bin/python3")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    numpy_times, tsr_times = {}, {}
    for _ in range(args.rounds):
        run([args.python], numpy_times)
        run([args.tsr], tsr_times)
    print(f"{'10M draws':32} {'tsr ms':>9} {'numpy ms':>9} {'tsr/numpy':>9}")
    for case, t in numpy_times.items():
        print(f"{case:32} {tsr_times[case] * 1e3:9.1f} {t * 1e3:9.1f} {tsr_times[case] / t:9.2f}")


if __name__ == "__main__":
    main()
