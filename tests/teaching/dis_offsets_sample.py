# Compared by tests/repl/run_repl_tests.py: `tsr --dis` of this file against CPython 3.11's dis (byte offsets).
import math


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return math.sqrt(self.x ** 2 + self.y ** 2)


def walk(points, limit=3):
    total = 0
    for i, p in enumerate(points):
        if p.norm() > limit and i % 2 == 0:
            total += p.norm()
        elif p.x < 0:
            continue
        else:
            total -= points[i].y
    while total > 100:
        total = total / 2
    return [q.x for q in points], {k: v for k, v in zip("ab", (1, 2))}, total


def gen(n):
    for i in range(n):
        yield i * 2


def closure(a):
    def inner(b):
        return a + b
    return inner


print(walk([Point(1, 2), Point(-3, 4)]), list(gen(3)), closure(1)(2))
