#!/usr/bin/env python3
"""float16/bfloat16 pointwise ops, matmul and an MLP step under torch.autocast: tsr against PyTorch's CPU kernels (Debian's python3-torch), in one run.

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

a = torch.rand(1024, 1024).to(torch.bfloat16)
case("matmul_1024_bf16", lambda: a @ a, 5)

# One training step of a 512-512-512-10 MLP on a batch of 256, in float32 and under torch.autocast('cpu')
# (bfloat16 linear layers: Note [Autocast], Note [bfloat16 matrix products]).
model = torch.nn.Sequential(torch.nn.Linear(512, 512), torch.nn.ReLU(), torch.nn.Linear(512, 512), torch.nn.ReLU(),
                            torch.nn.Linear(512, 10))
opt = torch.optim.SGD(model.parameters(), lr=0.01)
batch, target = torch.randn(256, 512), torch.randint(0, 10, (256,))


def step(autocast):
    opt.zero_grad()
    with torch.autocast("cpu", enabled=autocast):
        loss = torch.nn.functional.cross_entropy(model(batch), target)
    loss.backward()
    opt.step()


case("mlp_step_f32", lambda: step(False), 10)
case("mlp_step_autocast_bf16", lambda: step(True), 10)
'''


if __name__ == "__main__":
    peers.main(PROGRAM)
