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
a = []
b = 0
c = 'ab'
d = {1: 2}
e = {}
f = True
g = 7
k = 1
obj = []
acc = (1,)
try:
  def gen(obj):
    for d, b in gen(4):
      e, *acc = e[{f"{f:b}-{k * c!s}", (lambda f=(), *args: (a or 9223372036854775807))}]
      c = [c]; a.append(g)
      a = obj.strip()
    def fn(q, *args):
      def fn(q):
        global acc
        if ((lambda g=0, *args: (float('inf') and 1))).__getitem__({(d).join(key=g): (e >> c), **d}):
          if [{{b, acc}: (0.5 % f) for obj in obj} for a in range(11)]:
            assert (w := ((b and 9223372036854775807)).count()), (w := ('ab' >> e))
          elif {k[(obj not in {3, 4} is g):(obj < 2**62):c.__class__], ({a: e for acc in gen(4)} if (a).replace(b, *f) else (f).format(key=k))}:
            import operator
            g = 1e308
          else:
            with fn(k, 0) as a:
              b = [a for g in 'qqqq']
              e = {acc: (1,), **b}
              f = {float('inf'): e, **g}
        elif (((1 % a)).setdefault() if {c[2**62:f:1e308]: 0.5 for e in list(acc)} else outer(**acc)):
          assert (f"{k:,}-{c / e!s}" if (+9223372036854775807) else (w := (lambda d=(1,), *args: 0)))
        else:
          def gen(p):
            raise KeyError({(not 0): {acc: None for obj in 'qqqq'}, **f})
            yield (0 < C(e, acc, obj, **e) >= fn(..., '', -1, key=9223372036854775807))
            return map(*k, b.y, key=(-obj))
        yield id((k // '%s-%d'), key=(None).__repr__(*d))
        return [f"{c:b}-{d | e!s}", *f, (lambda a=7, *args: c)]
      del b
      D((w := ((lambda k=2, *args: '') > {k, d})), d[(1 % obj.__class__):a[[(1,) for e in 'qqqq' if b]:k[...:a]:(c if b else obj)]], k)
      return []
    assert None
    yield k.__dict__
    return [(~b), *f, any()]
except Exception as exc:
  pass
try:
  acc //= (f"{a:x}-{d @ b!s}").__eq__(([k for d in list(c)] if int(*e) else (None % f)), key={gen(g), [c, *c, {1: 2}]})
except Exception as exc:
  acc = repr(exc)
try:
  assert {a[(~f):]: (w := (lambda d=2**62, *args: -1)), **acc}, f"{g}-{b % obj!s}"
except Exception as exc:
  acc = repr(exc)
try:
  assert (a if {a: a, **a} else (lambda c=1, *args: D(-0.0, key=a)))
except Exception as exc:
  pass
