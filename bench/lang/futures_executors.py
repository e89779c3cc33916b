"""concurrent.futures throughput (docs/stdlib.md, concurrent.futures): ProcessPoolExecutor(2).map over 20,000 ints
in chunks of 500, over 2,000 ints one call each, 20 calls with 0.5 MB of bytes each way, then
ThreadPoolExecutor(4).map over 20,000 ints. Runs under tsr and CPython alike."""
import concurrent.futures as cf
import time


def sq(x):
    return x * x


def double(b):
    return b + b


if __name__ == "__main__":
    t0 = time.perf_counter()
    with cf.ProcessPoolExecutor(2) as ex:
        a = sum(ex.map(sq, range(20000), chunksize=500))
    t1 = time.perf_counter()
    with cf.ProcessPoolExecutor(2) as ex:
        b = sum(ex.map(sq, range(2000)))
    t2 = time.perf_counter()
    with cf.ProcessPoolExecutor(2) as ex:
        c = sum(len(r) for r in ex.map(double, [bytes([i]) * 500000 for i in range(20)]))
    t3 = time.perf_counter()
    with cf.ThreadPoolExecutor(4) as ex:
        d = sum(ex.map(sq, range(20000)))
    t4 = time.perf_counter()
    print(a, b, c, d, "process map 20k/500: %.3f s, process map 2k/1: %.3f s, 20 x 0.5 MB: %.3f s, "
          "thread map 20k: %.3f s" % (t1 - t0, t2 - t1, t3 - t2, t4 - t3))
