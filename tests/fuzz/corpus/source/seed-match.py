from dataclasses import dataclass
@dataclass
class P:
  x: int
  y: int = 0
def f(v, k=None):
  match v:
    case None | True:
      return 0
    case -1 | 1.5 | 2j | "s" | b"b":
      return 1
    case [a, *rest] if a:
      return rest
    case (a, *_, b) | [b, a]:
      return a, b
    case {"k": [x, y], **kw} | {"j": (x, y), **kw}:
      return x, y, kw
    case P(0, y=yy) | P(x=yy, y=0) as p:
      return p, yy
    case int(n) | float(n) if n > k:
      return n
    case str() | bytes():
      return 2
    case _:
      return 3
match f([1, 2]), f(P(0, 3)):
  case [[2], (p, 3)]:
    print(p)
match = case = _ = 1
print(match, case, _)
