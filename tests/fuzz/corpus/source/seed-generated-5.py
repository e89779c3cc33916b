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
a = {1: 2}
b = float('inf')
c = '{}{}'
d = '%s-%d'
e = float('inf')
f = 1e308
g = 0.5
k = {}
obj = float('inf')
acc = 'ab'
try:
  _w0 = 0
  while _w0 < 3:
    _w0 += 1
    assert getattr(key=(lambda f=float('nan'), *args: [e for g in 'qqq' if f]))
    acc = C(*k, f.y)
    print(({3, 4} % D(([] % ()), key=('\u00e9x').get(f, *g))), *f, [(lambda d=[1, 2, 3], *args: ((1,) if a else ...)), *e, f"{f:^7}-{acc << c!s}"], sep=9223372036854775807)
except Exception as exc:
  acc = repr(exc)
try:
  obj -= print(key={1: 2})
except Exception as exc:
  pass
try:
  if {(D(0.5, *k, *a) >> (lambda g=True, *args: b)): (a[obj:'\u00e9x':0.5]).discard(*obj, -1, **k) for d in d}:
    def outer(g):
      def inner():
        nonlocal g
        yield from 'q'
        return c.x
      return inner
    c[f"{d:x}-{a + acc!s}"] = {(acc[(0 >> c):(c and {3, 4}):iter(...)] ** d[C():(lambda a=(1,), *args: {1: 2})]), (+obj[a[e]])}
    d[{((1 == c) >> (~...)): (f"{g:>5}-{obj ** acc!s}" and {e: c for obj in 'qqq'}) for k in list(k)}]
except Exception as exc:
  pass
try:
  raise KeyError(fn(*g))
except Exception as exc:
  pass
try:
  def outer(obj):
    def inner():
      nonlocal obj
      if [(lambda obj=(1,), *args: (w := c)), *f, (lambda obj=-1, *args: {float('inf'): f, **b})]:
        for acc in 'qq':
          try:
            raise TypeError(a[dict(*obj, *acc)]) from d
            print(((max(acc, g, *a) / gen(c, e)) and (w := {acc: g, **obj})), key=({('' and ...): 0 for g in gen(0)} | (({1: 2} is f > b) and obj[:e:1])))
          except Exception:
            yield gen(1)
            d[(fn(*obj, *g) + e):(lambda e='%s-%d', *args: {(), f})] = (((a).items(k) if (~float('nan')) else f"{obj:>5}-{acc - k!s}")).join(*g, *e, [(lambda obj=9223372036854775807, *args: b), *d, {None, acc}], key=filter(key=(e > [1, 2, 3]), **a))
        pass
        for f in range(11):
          assert {k, {g: (-1 in obj), **d}}
          print({(~(c if c else -2**62)), {g[b], (w := -1)}}, getattr((w := (lambda obj=float('inf'), *args: acc)), acc[range(*acc, -1, g)]), {[(float('nan')).update(), *acc, (c and False)], (w := [k, *c, 1e308])})
          with gen(float('inf'), '\u00e9x', key=float('inf')) as f:
            a[a:a] = a.__dict__
        else:
          a = a
      elif a:
        a = a
      else:
        a = a
      return a
    return inner
except Exception as exc:
  pass
