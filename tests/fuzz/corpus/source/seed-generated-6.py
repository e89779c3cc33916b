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
a = ()
b = ()
c = ''
d = []
e = '%s-%d'
f = []
g = ''
k = (1,)
obj = 2**62
acc = 9223372036854775807
try:
  class C:
    n = 7
    def __bool__(self, *args):
      assert (b).insert(), (d[0:c:b]).__len__((a / '{}{}'), key=(b and acc))
      return self
except Exception as exc:
  pass
try:
  print(k, {(w := (d @ '%s-%d')), (f"{g:.3f}-{k @ c!s}" if ((1,) if True else f) else (-2**62 % a))})
except Exception as exc:
  pass
raise TypeError(acc[divmod([], key=[])])
try:
  def fn(p, k=3):
    g[(w := (b[(1,)] | (lambda d={1: 2}, *args: g))):D()]
    return [g[c] for c in list(acc) if f"{b}-{e % b!s}"]
except Exception as exc:
  pass
try:
  pass
except Exception as exc:
  acc = repr(exc)
assert D(), {0, (lambda a=[1, 2, 3], *args: d)}
try:
  raise StopIteration(((w := b) if callable('ab') else (lambda g='\u00e9x', *args: '{}{}'))) from acc
except Exception as exc:
  pass
try:
  c[({(): float('nan') for a in gen(2)} and f"{f}-{acc | f!s}"):(~c)] = (-(w := (w := b)))
except Exception as exc:
  pass
def outer(k):
  def inner():
    nonlocal k
    g = [a]; e.append(k)
    return d
  return inner
try:
  _w0 = 0
  while _w0 < 5:
    _w0 += 1
    assert ({1: 2} @ (-(float('inf') ^ b))), (fn(c, d)).split((lambda a=(1,), *args: 9223372036854775807), k[g:k:e])
except Exception as exc:
  acc = repr(exc)
try:
  for a, a in gen(0):
    def fn(obj):
      (c[{k[a]: [d, *f, e] for k in 'qqq'}:(k // {a, e}):e[(not obj)]] in (~[[1e308 for e in gen(3) if b] for obj in e]))
      g = [c]; c.append(k)
      return (a in (False % acc))
    acc = D((f"{f:>5}-{acc << c!s}" and f"{c!r}-{f * d!s}"), *k, D((not D((1,), -1, e)), f"{e:b}-{obj - acc!s}"), key={acc, {(k and ...): f"{d:.3f}-{b - b!s}", **c}})
except Exception as exc:
  pass
_w0 = 0
while _w0 < 5:
  _w0 += 1
  _w1 = 0
  while _w1 < 5:
    _w1 += 1
    @functools.lru_cache(None)
    def fn(q):
      class D(C):
        n = -0.0
        def __eq__(self, *args):
          acc[f"{a:x}-{e @ acc!s}":obj[[float('nan') for k in list(b)]:{obj, -0.0}]] = [('\u00e9x' % d) for b in gen(5)]
          return self
      pass
      yield (w := (not '{}{}'))
      return divmod((1 ^ e), (lambda e=0, *args: e), [acc, *d, acc], key=(c > g))
    try:
      raise KeyError(({2: 1e308, **acc} > (--1)))
    except KeyError as err:
      g = 1
      with fn(False, acc, '%s-%d') as c:
        with D(c) as e:
          (a if a else {a: {a: f"{a}-{acc * d!s}" for d in list(g)}, **a})
          a = a
          a = a
        a = a
        a = a
      a = a
    else:
      a = a
    finally:
      a = a
    a = a
  a = a
