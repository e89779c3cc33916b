"""multiprocessing throughput: Pool(2).map over 200,000 ints, then 20,000 Queue.put followed by 20,000 get in one
process (docs/stdlib.md, multiprocessing). Runs under tsr and CPython alike."""
import multiprocessing as mp, time
def sq(x): return x * x
if __name__ == "__main__":
    t0 = time.perf_counter()
    with mp.Pool(2) as p:
        r = p.map(sq, range(200000))
    t1 = time.perf_counter()
    q = mp.Queue()
    for i in range(20000):
        q.put(i)
    s = sum(q.get() for _ in range(20000))
    t2 = time.perf_counter()
    print(sum(r), s, "pool.map 200k: %.3f s, queue 20k put+get: %.3f s" % (t1 - t0, t2 - t1))
