# Issue 4's autograd benchmark: one forward + backward step of a 3-layer MLP (batch 10000, widths 2 -> 64 -> 64
# -> 1, ReLU, MSE loss), in a loop, without the optimiser. Prints "label us_per_step" (best of 5 runs of N steps);
# bench/lang/run.py runs it under tsr and under CPython + PyTorch and compares.
import time
import torch
import torch.nn as nn

N = 50
torch.manual_seed(0)
X = torch.randn(10000, 2)
y = X[:, 0] ** 2 + X[:, 1] ** 3
model = nn.Sequential(nn.Linear(2, 64), nn.ReLU(), nn.Linear(64, 64), nn.ReLU(), nn.Linear(64, 1))
loss_fn = nn.MSELoss()


def steps():
    for _ in range(N):
        for p in model.parameters():
            p.grad = None
        loss = loss_fn(model(X).squeeze(1), y)
        loss.backward()


steps()  # warm-up: first-touch of buffers and caches
times = []
for _ in range(5):
    t0 = time.perf_counter()
    steps()
    times.append(time.perf_counter() - t0)
print("MLP 2-64-64-1 fwd+bwd, batch 10000", int(min(times) / N * 1e6))
