# PyTorch's kernels timed as bench/cuda/contiguous_launch.cu times tsr's (median of 7 rounds of 50 launches, CUDA events,
# 64M float32), to run in the same call on a lent GPU: python3 bench/cuda/torch_kernel_events.py PEAK_GB_S
import sys
import torch
peak = float(sys.argv[1]) if len(sys.argv) > 1 else 4800
n = 64 << 20
a = torch.rand(n, device="cuda"); b = torch.rand(n, device="cuda"); out = torch.empty(n, device="cuda")
def median_ms(fn, reps=50, rounds=7):
    fn(); torch.cuda.synchronize()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    ms = []
    for _ in range(rounds):
        s.record()
        for _ in range(reps): fn()
        e.record(); e.synchronize(); ms.append(s.elapsed_time(e) / reps)
    return sorted(ms)[len(ms) // 2]
for name, fn, nb in [("torch copy_", lambda: out.copy_(a), 8 * n), ("torch exp(out=)", lambda: torch.exp(a, out=out), 8 * n),
                     ("torch exp", lambda: torch.exp(a), 8 * n), ("torch add(out=)", lambda: torch.add(a, b, out=out), 12 * n),
                     ("torch add", lambda: a + b, 12 * n)]:
    t = median_ms(fn); g = nb / (t * 1e-3) / 1e9
    print(f"{name:34s} {t:.4f} ms  {g:5.0f} GB/s  {100 * g / peak:5.1f}% of peak")
