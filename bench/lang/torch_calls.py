# The argument parser's cost per torch call from Python (schema binding, keyword matching, defaults): small ops in
# loops. With a case name (`build/tsr-core bench/lang/torch_calls.py zeros`) it runs that loop alone, for callgrind
# instruction counts (subtract the `base` run); without one it prints "label ns_per_call" lines, best of 5, for
# bench/lang/run.py to compare with PyTorch's.
import sys
import time
import torch
import torch.nn.functional as F

x = torch.ones(10)
y = torch.ones(10)
w = torch.ones(2, 10)
N = 20000
CASES = {
    "base": lambda: None,
    "zeros": lambda: torch.zeros(10),
    "zeros_dtype": lambda: torch.zeros(10, dtype=torch.float64),
    "add": lambda: x + y,
    "torch_add": lambda: torch.add(x, y, alpha=2),
    "sum_dim": lambda: w.sum(dim=1, keepdim=True),
    "view": lambda: x.view(2, 5),
    "relu": lambda: F.relu(x),
    "cat": lambda: torch.cat([x, y]),
}


def loop(fn):
    for _ in range(N):
        fn()


if len(sys.argv) > 1:
    loop(CASES[sys.argv[1]])
else:
    for name, fn in CASES.items():
        if name == "base":
            continue
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            loop(fn)
            times.append(time.perf_counter() - t0)
        print(name, round(min(times) / N * 1e9))
