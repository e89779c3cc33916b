#!/usr/bin/env python3
"""torch.linalg on 512 x 512 float64 matrices: tsr (LAPACKE over OpenBLAS) against PyTorch 1.13's CPU kernels
(Debian's python3-torch, the same LAPACK routines), in one run (issue 21).

    python3 bench/tensor/linalg.py [--tsr build/tsr] [--threads 1] [--n 512]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster); the matmul row is the unit the others can be read in
(matrix_exp is about seven products on both sides).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

PROGRAM = r'''
import sys
import torch
torch.set_num_threads(int(sys.argv[1]))
n = int(sys.argv[2])
torch.manual_seed(0)

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


if __name__ == "__main__":
    peers.main(PROGRAM, options=[("n", "512")], width=18)
