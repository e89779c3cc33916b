# Builtin calls (len, abs, isinstance, hash, dict.get, str.upper) and Python calls with a default and a keyword:
# the per-call cost of argument counting (docs/interpreter.md, "Native functions' arguments").
def f(a, b=2):
    return a + b
n = 0
s = "abc"
d = {"k": 1}
for i in range(200000):
    n += len(s) + abs(-i) + f(i) + f(i, b=3)
    n += isinstance(i, int) + d.get("k") + hash(s) % 2
    s2 = s.upper()
print(n)
