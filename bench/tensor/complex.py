#!/usr/bin/env python3
"""Complex elementwise kernels: tsr (tensor/kernels/cpu/complex_kernels.cpp) against PyTorch 1.13's CPU kernels
(Debian's python3-torch), in one run.

    python3 bench/tensor/complex.py [--tsr build/tsr] [--threads 2]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster). Cases: 2^20 complex64 and complex128 elements
(contiguous) through + * / (tensor and Python complex operands), abs, angle, conj_physical, exp, log, sqrt, sin,
tanh, reciprocal, sigmoid, ==, sum and mean, and a transposed 1024 x 1024 complex64 product.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

PROGRAM = r'''
import sys
import torch
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)
n = 1 << 20
for dt, rt, tag in ((torch.complex64, torch.float32, "c64"), (torch.complex128, torch.float64, "c128")):
    z = torch.complex(torch.randn(n, dtype=rt), torch.randn(n, dtype=rt))
    w = torch.complex(torch.randn(n, dtype=rt), torch.randn(n, dtype=rt))
    cases = [("add", lambda: z + w), ("mul", lambda: z * w), ("div", lambda: z / w), ("mul_2j", lambda: z * 2j),
             ("abs", lambda: z.abs()), ("angle", lambda: z.angle()), ("conj_physical", lambda: z.conj_physical()),
             ("exp", lambda: z.exp()), ("log", lambda: z.log()), ("sqrt", lambda: z.sqrt()),
             ("sin", lambda: z.sin()), ("tanh", lambda: z.tanh()), ("reciprocal", lambda: z.reciprocal()),
             ("sigmoid", lambda: z.sigmoid()), ("eq", lambda: z == w), ("sum", lambda: z.sum()),
             ("mean", lambda: z.mean())]
    for name, f in cases:
        print(tag + "_" + name, best(f, 5))
m = torch.complex(torch.randn(1024, 1024), torch.randn(1024, 1024))
print("c64_mul_transposed", best(lambda: m.t() * m.t(), 5))
'''


if __name__ == "__main__":
    peers.main(PROGRAM)
