"""Layout-bound and short-row timings (docs/tensor.md "The elementwise iterator", session 59): transposed copies,
ops over many short rows, softmax along the last and an inner dim, square roots, max/min of all elements; one
thread, best of 3 runs of n calls, ms per call. Runs under tsr and PyTorch alike; compare the two in one sitting:
build/tsr bench/tensor/layout_rows.py; /usr/bin/python3 bench/tensor/layout_rows.py"""
import time

import torch
import torch.nn.functional as F

torch.set_num_threads(1)
torch.manual_seed(0)


def bench(label, f, n=10):
    f()
    best = 1e9
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(n):
            f()
        best = min(best, (time.perf_counter() - t0) / n)
    print("%-44s %8.3f ms" % (label, best * 1e3))


for shape in [(1024, 1024), (2048, 2048), (4096, 1024)]:
    m = torch.randn(*shape)
    bench("t().contiguous() %s" % (shape,), lambda: m.t().contiguous())
x = torch.randn(64, 128, 512)
bench("permute(0, 2, 1).contiguous() (64, 128, 512)", lambda: x.permute(0, 2, 1).contiguous())
bench("permute(2, 1, 0).contiguous() (64, 128, 512)", lambda: x.permute(2, 1, 0).contiguous())
y = torch.randn(32, 64, 28, 28)
bench("NCHW -> NHWC (32, 64, 28, 28)", lambda: y.permute(0, 2, 3, 1).contiguous())

z = torch.randn(262144, 8)
idx = torch.randint(0, 8, (262144, 1))
bench("gather(-1) (262144, 8)", lambda: z.gather(-1, idx))
bench("cat dim 1 (262144, 8) x 2", lambda: torch.cat([z, z], dim=1))
bench("stack dim 1 (262144, 8) x 2", lambda: torch.stack([z, z], dim=1))
bench("z[..., 1:] - z[..., :-1]", lambda: z[..., 1:] - z[..., :-1])
bench("softmax(-1) (262144, 8)", lambda: F.softmax(z, dim=-1))
w = torch.randn(8, 262144)
bench("softmax(0) (8, 262144)", lambda: F.softmax(w, dim=0))
v = torch.randn(32, 21, 64, 64, requires_grad=True)
bench("log_softmax(1) fwd+bwd (32, 21, 64, 64)", lambda: F.log_softmax(v, 1).sum().backward(), n=3)

r = torch.rand(1000000) + 0.1
bench("sqrt 1M", lambda: r.sqrt(), n=50)
bench("x ** 0.5 1M", lambda: r ** 0.5, n=50)
bench("rsqrt 1M", lambda: r.rsqrt(), n=50)
bench("max() 1M", lambda: r.max(), n=50)
bench("min() 1M", lambda: r.min(), n=50)
