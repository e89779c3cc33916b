import math
def fn(*args, **kw):
  return args
def gen(n=3, *args, **kw):
  yield from range(n if isinstance(n, int) and n < 50 else 2)
class C:
  pass
class D(C):
  pass
def outer(*args):
  return fn
a = 1e308
b = True
c = None
d = 2
e = {1: 2}
f = -1
g = (1,)
k = -1
obj = '{}{}'
acc = (1,)
try:
  assert [b.__dict__, *k, (-gen(True, a, key=acc, **d))]
except Exception as exc:
  pass
try:
  acc = gen(key={a[f.n]: (w := pow(key=7)), **b})
except Exception as exc:
  acc = repr(exc)
try:
  pass
except Exception as exc:
  acc = repr(exc)
try:
  if any(bytes('\u00e9x', key=(lambda f=None, *args: 7)), key={([1, 2, 3] % obj): (obj > 1), **obj}):
    k = True
    for b in obj:
      pass
      assert (C(([1, 2, 3] @ f), (-1 if g else f), {'ab': obj, **acc}) if {({1: 2} % k), (d if obj else acc)} else acc[{a: 2**62 for k in 'qqqq'}]), print()
      acc = a.find([[acc for g in 'qq'], *f, (not d)], (b[obj:] <= [d, *a, obj]))
  elif (-None):
    @fn
    def fn(p, k=3):
      c = [f]; e.append(c)
      class C:
        n = 7
        def __del__(self, *args):
          for d in b:
            a[(f"{a:.3f}-{obj / acc!s}" if 2**62 else {a: 'ab' for f in list(acc)}):(~e)] = (w := list())
            e[((d / d[(1,):g])).values(c[outer(a)], {(lambda a='%s-%d', *args: 1): (0 if 7 else '\u00e9x'), **c}, ...):]
          return fn()
      yield (lambda obj=9223372036854775807, *args: [f, *d, 2])
      return zip(k[()], None)
    _w1 = 0
    while _w1 < 1:
      _w1 += 1
      assert [e, *obj, f"{g:>5}-{d - a!s}"]
      k[((k).index(key='ab') + enumerate(*e, *c)):(not [0.5 for b in gen(1)])] = {({} % {c: obj for d in range(2)}): [{[1, 2, 3]: [] for acc in gen(4)} for obj in list(obj) if (w := f)] for f in k}
      raise KeyError([f"{obj:^7}-{obj + b!s}" for acc in list(c) if ('{}{}').copy(acc, *d, e)])
    import random
except Exception as exc:
  pass
try:
  e = {{(d < (0.5 and obj) == acc.x), (iter() == (a).__getitem__(0, -0.0, *b, key=a) is not (obj and 1e308))}: (w := b[[{}, *e, b]]) for a in list(d)}
except Exception as exc:
  pass
try:
  if (d if (-(9223372036854775807 % f)) else (+f[::acc])):
    obj = [acc]; e.append(c)
except Exception as exc:
  acc = repr(exc)
try:
  class D(C):
    n = 2
    def __format__(self, *args):
      def fn(obj):
        global acc
        if f[({obj: a, **c} > (-e) <= [a for e in 'qq']):(a).append(fn(a, -1, acc), *a, key=a, **a):a]:
          a = a
        elif a:
          a = a
        else:
          a = a
        a = a
        a = a
        yield a
        return a
      return self
except Exception as exc:
  pass
