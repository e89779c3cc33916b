class Tick:
  def __await__(self):
    v = yield 1
    return v
async def double(x):
  return x * 2
async def agen(n):
  try:
    for i in range(n):
      got = yield i
      await Tick()
  finally:
    pass
class ARange:
  def __init__(self, n):
    self.i, self.n = 0, n
  def __aiter__(self):
    return self
  async def __anext__(self):
    if self.i >= self.n:
      raise StopAsyncIteration
    self.i += 1
    await Tick()
    return self.i
class M:
  async def __aenter__(self):
    await Tick()
    return self
  async def __aexit__(self, *a):
    return len(a) > 5
async def main(k):
  out = [x async for x in agen(k)] + [await double(x) for x in range(k)]
  async for y in ARange(k):
    if y == 2:
      continue
    out.append(y)
  async with M() as m, M():
    out.append(type(m).__name__)
  g = agen(3)
  out.append(await anext(g, -1))
  await g.aclose()
  try:
    await g.athrow(ValueError("x"))
  except StopAsyncIteration:
    out.append("done")
  return out
c = main(3)
v = None
while True:
  try:
    v = c.send(v)
  except StopIteration as e:
    r = e.value
    break
c2 = main(2)
c2.send(None)
c2.throw(KeyError("k")) if False else c2.close()
try:
  raise ExceptionGroup("g", [ValueError(1), ExceptionGroup("h", [KeyError(2)])])
except ExceptionGroup as eg:
  parts = eg.split(KeyError)
