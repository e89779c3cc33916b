#!/usr/bin/env python3
"""float16/bfloat16 pointwise ops and matmul: tsr against PyTorch's CPU kernels (Debian's python3-torch), in one run.

    python3 bench/tensor/dtypes.py [--tsr build/tsr] [--threads 1]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster). A case PyTorch 1.13 refuses on CPU (exp and
matmul in float16) raises in both and is shown as refused.
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


if __name__ == "__main__":
    peers.main(PROGRAM)
