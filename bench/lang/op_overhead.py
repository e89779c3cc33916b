# Per-op overhead from the language: a 1-element tensor op in a loop, without and with autograd.
# Prints "label ns_per_iteration" lines (best of 5 runs of N iterations); bench/lang/run.py compares them.
import time
import torch

N = 20000


def best(fn):
    t = []
    for _ in range(5):
        t0 = time.perf_counter()
        fn()
        t.append(time.perf_counter() - t0)
    return min(t) / N * 1e9


def add_plain():
    x = torch.ones(1)
    for _ in range(N):
        y = x + 1


def mul_grad():
    x = torch.ones(1, requires_grad=True)
    for _ in range(N):
        y = x * 2


def empty_loop():
    x = torch.ones(1)
    for _ in range(N):
        y = x


base = best(empty_loop)
print("y = x + 1", round(best(add_plain) - base))
print("y = x * 2 (requires_grad)", round(best(mul_grad) - base))
