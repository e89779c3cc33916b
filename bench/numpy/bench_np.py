# numpy workloads timed from inside the program; runs unchanged under tsr and under CPython + numpy 1.24.
# Prints "label seconds" lines (best of several runs); bench/numpy/run.py runs both and prints the ratios.
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from peers import best  # noqa: E402


N = 10_000_000
x64 = np.sin(np.arange(N, dtype=np.float64))
y64 = np.cos(np.arange(N, dtype=np.float64))
x32 = x64.astype(np.float32)
y32 = y64.astype(np.float32)
print("add_10M_f64", best(lambda: x64 + y64, 10))
print("add_10M_f32", best(lambda: x32 + y32, 10))
print("exp_10M_f64", best(lambda: np.exp(x64), 10))
print("exp_10M_f32", best(lambda: np.exp(x32), 10))
print("sum_10M_f64", best(lambda: x64.sum(), 10))
print("sum_10M_f32", best(lambda: x32.sum(), 10))
print("mean_axis1_f64", best(lambda: x64.reshape(1000, 10000).mean(axis=1), 10))
s = np.sin(np.arange(1_000_000, dtype=np.float64) * 12.9898)
print("argsort_1M_f64", best(lambda: np.argsort(s), 5))
a = np.sin(np.arange(1024 * 1024, dtype=np.float64)).reshape(1024, 1024)
b = np.cos(np.arange(1024 * 1024, dtype=np.float64)).reshape(1024, 1024)
print("matmul_1024_f64", best(lambda: a @ b, 5))
a32 = a.astype(np.float32)
b32 = b.astype(np.float32)
print("matmul_1024_f32", best(lambda: a32 @ b32, 5))

M = 20000
one = np.ones(1)
small = np.ones(10)


def loop_add():
    for _ in range(M):
        one + one


def loop_scalar():
    for _ in range(M):
        small * 2.0


def loop_ufunc():
    for _ in range(M):
        np.exp(small)


def loop_sum():
    for _ in range(M):
        small.sum()


def loop_index():
    for _ in range(M):
        small[3]


ints100 = [1, 2, 3] * 33 + [4]


def loop_array_of_list():
    for _ in range(M):
        np.array(ints100)


print("call_add_1elem", best(loop_add, 3) / M)
print("call_mul_scalar_10", best(loop_scalar, 3) / M)
print("call_exp_10", best(loop_ufunc, 3) / M)
print("call_sum_10", best(loop_sum, 3) / M)
print("call_index_10", best(loop_index, 3) / M)
print("call_array_of_list_100", best(loop_array_of_list, 3) / M)
