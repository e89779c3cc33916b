"""Resampling and padding timings (docs/torch.md "interpolate", "Padding"): F.interpolate on a (16, 64, 32, 32) float
input doubled with one thread, best of 5; F.pad reflect forward and backward, best of 20. Runs under tsr and PyTorch
alike: build/tsr bench/tensor/resample_pad.py; /usr/bin/python3 bench/tensor/resample_pad.py"""
import time

import torch
import torch.nn.functional as F

torch.set_num_threads(1)
torch.manual_seed(0)
x = torch.randn(16, 64, 32, 32)
def best(f, n=5):
    b = 1e9
    for _ in range(n):
        t0 = time.perf_counter(); f(); b = min(b, time.perf_counter() - t0)
    return b * 1e3
for mode in ["bilinear", "bicubic"]:
    print(mode, "forward %.1f ms" % best(lambda: F.interpolate(x, scale_factor=2, mode=mode, align_corners=False)))
    xr = x.clone().requires_grad_()
    def fb():
        y = F.interpolate(xr, scale_factor=2, mode=mode, align_corners=False)
        y.backward(torch.ones_like(y))
    print(mode, "forward+backward %.1f ms" % best(fb))
xc = x.to(memory_format=torch.channels_last)
print("bilinear channels-last forward %.1f ms" % best(lambda: F.interpolate(xc, scale_factor=2, mode="bilinear", align_corners=False)))

# padding (the threads as set above: one)
for shape, p in [((2, 3, 32, 32), 4), ((2, 32, 32, 32), 1), ((2, 128, 8, 8), 1), ((4, 64, 64, 64), 1)]:
    x = torch.randn(shape, requires_grad=True)
    g = None
    best_f = best_b = 1e9
    for rep in range(20):
        t0 = time.perf_counter()
        y = F.pad(x, [p] * 4, mode="reflect")
        t1 = time.perf_counter()
        if g is None: g = torch.randn(y.shape)
        y.backward(g)
        t2 = time.perf_counter()
        best_f = min(best_f, t1 - t0); best_b = min(best_b, t2 - t1)
    print(shape, p, "forward %.3f ms, backward %.3f ms" % (best_f * 1e3, best_b * 1e3))
