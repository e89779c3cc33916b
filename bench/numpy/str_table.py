"""A Cora-sized table of strings (2708 rows x 1435 tab-separated fields: an id, 0/1 features, a class name) read as
pytorch/examples gcn and gat read theirs: np.genfromtxt(dtype=np.dtype(str)), the feature columns astype(np.int32),
np.unique(return_inverse=True), a dict from the ids. Run it under /usr/bin/python3 and under build/tsr (the table
is written once to the temp directory); the timings go to stderr."""
import random, time, os, sys, tempfile
import numpy as np
p = os.path.join(tempfile.gettempdir(), "tsr_bench_str_table.content")
if not os.path.exists(p):
    rng = random.Random(1)
    names = ["Neural_Networks", "Theory", "Case_Based", "Reinforcement_Learning", "Rule_Learning", "Genetic_Algorithms", "Probabilistic_Methods"]
    with open(p, "w") as fh:
        for i in range(2708):
            fh.write("\t".join([str(rng.randrange(10**6))] + ["1" if rng.random() < 0.02 else "0" for _ in range(1433)] + [rng.choice(names)]) + "\n")
t0 = time.perf_counter()
c = np.genfromtxt(p, dtype=np.dtype(str))
t1 = time.perf_counter()
f = c[:, 1:-1].astype(np.int32)
t2 = time.perf_counter()
classes, labels = np.unique(c[:, -1], return_inverse=True)
t3 = time.perf_counter()
idx = c[:, 0].astype(np.int32)
m = {v: i for i, v in enumerate(idx)}
t4 = time.perf_counter()
print(c.shape, c.dtype, int(f.sum()), classes, labels[:5], len(m))
print("genfromtxt %.2f s, astype(int32) %.2f s, unique %.3f s, ids+dict %.3f s" % (t1 - t0, t2 - t1, t3 - t2, t4 - t3), file=sys.stderr)
