#!/usr/bin/env python3
"""torch.linalg on 512 x 512 float64 matrices: tsr (LAPACKE over OpenBLAS) against PyTorch 1.13's CPU kernels
(Debian's python3-torch, the same LAPACK routines), in one run (issue 21).

    python3 bench/tensor/linalg.py [--tsr build/tsr] [--threads 1] [--n 512]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster); the matmul row is the unit the others can be read in
(matrix_exp is about seven products on both sides).
"""
import argparse
import subprocess

PROGRAM = r'''
import sys
import time
import torch
torch.set_num_threads(int(sys.argv[1]))
n = int(sys.argv[2])
torch.manual_seed(0)


def best(f, repeats):
    f()
    b = 1e30
    for _ in range(repeats):
        t = time.perf_counter()
        f()
        b = min(b, time.perf_counter() - t)
    return b


A = torch.rand(n, n, dtype=torch.float64) + n * torch.eye(n, dtype=torch.float64)
S = A @ A.mT
B = torch.rand(n, 8, dtype=torch.float64)
U = A.triu()
L = torch.linalg.cholesky(S)
LU, piv = torch.linalg.lu_factor(A)
E = A / n
cases = [("matmul", lambda: A @ A), ("inv", lambda: torch.linalg.inv(A)), ("solve", lambda: torch.linalg.solve(A, B)),
         ("svd", lambda: torch.linalg.svd(A)), ("eigh", lambda: torch.linalg.eigh(S)),
         ("det", lambda: torch.linalg.det(A)), ("cholesky", lambda: torch.linalg.cholesky(S)),
         ("qr", lambda: torch.linalg.qr(A)), ("lu_factor", lambda: torch.linalg.lu_factor(A)),
         ("lu_solve", lambda: torch.linalg.lu_solve(LU, piv, B)),
         ("solve_triangular", lambda: torch.linalg.solve_triangular(U, B, upper=True)),
         ("cholesky_solve", lambda: torch.cholesky_solve(B, L)), ("cholesky_inverse", lambda: torch.cholesky_inverse(L)),
         ("matrix_exp", lambda: torch.linalg.matrix_exp(E))]
for name, f in cases:
    print(name, best(f, 5))
'''


def parse(text):
    out = {}
    for line in text.strip().splitlines():
        name, value = line.split()
        out[name] = float(value)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default="build/tsr")
    ap.add_argument("--threads", default="1")
    ap.add_argument("--n", default="512")
    args = ap.parse_args()
    with open("/tmp/tsr_bench_linalg.py", "w") as f:
        f.write(PROGRAM)
    tsr = parse(subprocess.run([args.tsr, "/tmp/tsr_bench_linalg.py", args.threads, args.n], capture_output=True,
                               text=True, check=True).stdout)
    torch = parse(subprocess.run(["/usr/bin/python3", "/tmp/tsr_bench_linalg.py", args.threads, args.n],
                                 capture_output=True, text=True, check=True).stdout)
    print(f"threads={args.threads} n={args.n} float64")
    print(f"  {'case':18} {'tsr (ms)':>10} {'pytorch (ms)':>13} {'ratio':>7}")
    for name, t in tsr.items():
        p = torch[name]
        print(f"  {name:18} {t * 1e3:10.3f} {p * 1e3:13.3f} {t / p:7.2f}")


if __name__ == "__main__":
    main()
