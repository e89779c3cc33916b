# Complex ufuncs and np.fft: the best of 5 runs of each line, under tsr and under /usr/bin/python3 (numpy 1.24).
# Usage: build/tsr bench/numpy/bench_complex_fft.py; /usr/bin/python3 bench/numpy/bench_complex_fft.py
import numpy as np, time
rng = np.random.RandomState(0)
z = rng.standard_normal(1 << 20) + 1j * rng.standard_normal(1 << 20)
r = rng.standard_normal(1 << 20)
m = rng.standard_normal((1000, 1000)) + 1j * rng.standard_normal((1000, 1000))
def t(name, f, reps=5):
    f()
    best = 1e9
    for _ in range(reps):
        t0 = time.perf_counter(); f(); best = min(best, time.perf_counter() - t0)
    print("%-28s %8.2f ms" % (name, best * 1e3))
t("z + z (2^20 complex128)", lambda: z + z)
t("z * z", lambda: z * z)
t("np.exp(z)", lambda: np.exp(z))
t("np.abs(z)", lambda: np.abs(z))
t("z.sum()", lambda: z.sum())
t("np.fft.fft 2^20", lambda: np.fft.fft(z))
t("np.fft.rfft 2^20", lambda: np.fft.rfft(r))
t("np.fft.fft2 1000x1000", lambda: np.fft.fft2(m))
t("np.fft.fft 1000003 (prime)", lambda: np.fft.fft(z[:1000003]), 3)
