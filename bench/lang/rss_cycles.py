import sys
def rss_mb():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1]) // 1024
import torch
kind = sys.argv[1]
N = int(sys.argv[2]) if len(sys.argv) > 2 else 10**6
class Node:
    pass
def closure_cycle(i):
    t = torch.ones(4)
    def f():
        return f, t
    return f
start = rss_mb()
for i in range(N):
    if kind == "list":
        a = []
        a.append(a)
    elif kind == "pair":
        a = Node(); b = Node(); a.other = b; b.other = a
    elif kind == "closure":
        g = closure_cycle(i)
    if i == N // 10:
        early = rss_mb()
print(kind, "start", start, "MB, after 10%", early, "MB, end", rss_mb(), "MB")
