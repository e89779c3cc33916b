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
a = {3, 4}
b = {3, 4}
c = 1
d = ''
e = [1, 2, 3]
f = ()
g = 1e308
k = []
obj = None
acc = []
try:
  def fn(q):
    assert k[(('\u00e9x' % 7) and {d, 0})]
    return b[a]
except Exception as exc:
  pass
try:
  with gen({d[(k or obj):(acc - e)], obj.y}, (c).union(*acc), (-2**62 % f"{acc:^7}-{d // g!s}"), key=f"{d:.3f}-{e + c!s}") as acc:
    b = 0.5
    if {(acc.x // f"{d:>5}-{e | a!s}"): {(lambda obj=1, *args: '%s-%d'): f"{k:b}-{e % obj!s}" for f in range(10)} for g in ''}:
      import functools
      assert chr(fn([e, *e, b], {'ab': '' for f in acc}, ((1,) % d))), D((1,), f"{g!r}-{acc / obj!s}", f"{acc!r}-{obj >> f!s}", key=(k or False))
    elif {float(*acc, *g): -0.0, **d}:
      del acc
except Exception as exc:
  acc = repr(exc)
try:
  assert f"{f:^7}-{c & b!s}"
except Exception as exc:
  acc = repr(exc)
try:
  with gen(g[b[{float('inf'): d, **acc}]:], (lambda obj=float('nan'), *args: ([] % {d: d, **obj})), acc[((0 % obj) if (+2**62) else (-0.0 if obj else 0)):[f[acc] for k in gen(1)]:(float(*g, '%s-%d') or (w := 1))]) as g:
    class D(C):
      n = 1
      def __getattr__(self, *args):
        for g in range(8):
          with D() as obj:
            def outer(g):
              def inner():
                nonlocal g
                obj = (1 % e)
                return {fn(*b, key=k): {a: {} for b in range(6)}, **a}
              return inner
            import itertools
            f = c.get()
        else:
          import copy
          del acc
        return self
      def __iter__(self, *args):
        if [f"{a:x}-{g & k!s}", *c, obj.__class__]:
          _w4 = 0
          while _w4 < 1:
            _w4 += 1
            obj[{type(f, 9223372036854775807), (~a)}:{}] = (+k)
          f = []
        elif set(chr((() > acc)), {({1: 2} ^ None): f"{k:08.2e}-{obj >> e!s}", **k}, C(f"{c:b}-{b ^ acc!s}"), **f):
          e[f"{c}-{d / c!s}":[acc[(9223372036854775807 % [])], *e, (lambda d=None, *args: (lambda f={}, *args: d))]:([] % {b[::k]: (obj is not k), **obj})]
          if ((D('', k, key=acc) and (-d)) if f"{a:,}-{obj - k!s}" else ((... if k else f) if (-2**62 % b) else '%s-%d')):
            del g[[(w := ''), *b, (a and a)]]
          g[g:[0, *f, acc]] = (0.5 - f.items)
        else:
          del c[sum((+''))]
          (+(1 % acc.items))
        return self
      def __init__(self, *args):
        a = a
        return self
    a = a
    a = a
except Exception as exc:
  pass
