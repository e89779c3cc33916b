# Exceptions as control flow, 200000 rounds of each: raise/except in one function and across a call, a dict's
# missing key, a missing attribute, next() at a generator's end, hasattr answered by a __getattr__ that raises.
class Plain:
    pass


class Hooked:
    def __getattr__(self, name):
        raise AttributeError(name)


def fail():
    raise ValueError("x")


def one():
    yield 1


def main(n):
    caught = 0
    d, plain, hooked = {}, Plain(), Hooked()
    for i in range(n):
        try:
            raise ValueError("x")
        except ValueError:
            caught += 1
        try:
            fail()
        except ValueError:
            caught += 1
        try:
            d[i]
        except KeyError:
            caught += 1
        try:
            plain.missing
        except AttributeError:
            caught += 1
        it = one()
        next(it)
        try:
            next(it)
        except StopIteration:
            caught += 1
        caught += not hasattr(hooked, "missing")
    return caught


print(main(200000))
