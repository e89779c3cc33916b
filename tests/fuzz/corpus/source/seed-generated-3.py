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
a = -1
b = 7
c = '\u00e9x'
d = None
e = 9223372036854775807
f = (1,)
g = {3, 4}
k = -1
obj = 2**62
acc = 0.5
try:
  raise TypeError((True % (-0.0 % 'ab')))
except Exception as exc:
  acc = repr(exc)
try:
  try:
    d, *a = ({c[(e + False)], ((+acc) and d[c])} if [acc[[b for a in 'qqq']:obj], *k, ((float('inf') and c) if (+a) else f.__dict__)] else (w := (-0.0 % [b, *d, a])))
    assert [d for d in range(7)]
    acc = C()
  except (ValueError, TypeError):
    if f[c[{9223372036854775807: '%s-%d', **a}:{[]: acc, **g}:k[{3, 4}]]:c:{e[::acc]: (9223372036854775807 and b), **b}]:
      try:
        for c, acc in range(6):
          ((([a, *b, b] | list(key=-0.0)) // (f[a] >> {b: 9223372036854775807, **f})) if (w := (lambda f='{}{}', *args: (lambda e=(), *args: c))) else {({{1: 2}: {} for a in list(a)} and len(*f)), gen(key=[acc for c in range(4) if {3, 4}])})
        a = -2**62
      except ZeroDivisionError:
        pass
        assert d.__class__
      finally:
        if [('\u00e9x' % (a < acc != False)), *b, (w := f"{obj:^7}-{e | g!s}")]:
          raise TypeError((lambda d=False, *args: f"{k:>5}-{f | k!s}"))
          f.y
          a[({{1: 2}: e, **c} if (c & k) else e[:f:d]):sorted(key=('\u00e9x' and e))] = {(lambda c=2**62, *args: float('nan')): (('\u00e9x').setdefault(*acc) ^ hasattr(1, *c, *acc)), **b}
    else:
      def outer(b):
        def inner():
          nonlocal b
          f[([float('inf') for acc in range(0) if b]).replace(1):([e, *a, k] or (c & '%s-%d'))] = (({c: ... for a in list(g)} // (c or acc)) if {obj[obj:{1: 2}]: (2**62 % -0.0), **e} else (lambda a=2**62, *args: acc))
          return [[e for c in d] for k in gen(4) if (()).items(*a, None)]
        return inner
      for b in k:
        d = False
        if (+(c if (lambda acc=..., *args: f) else f)):
          assert [(w := (acc).items()), *k, f"{e:.3f}-{a + c!s}"], int((False << e), ({1: 2} ^ [1, 2, 3]))
      for b, b in k:
        if c.__class__:
          d **= (b.__class__).reverse(*c, {acc.x: (e in float('nan')), **obj}, ((obj <= []) is [2 for c in gen(3) if acc] != [(1,), *f, obj]))
          for g in gen(4):
            g = 1
        elif (-((lambda a=0, *args: a)).append(f.n, (w := 1))):
          a = a
        else:
          a = a
      else:
        a = a
    a = a
  else:
    a = a
  finally:
    a = a
except Exception as exc:
  pass
