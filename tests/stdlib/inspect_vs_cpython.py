#!/usr/bin/env python3
"""tsr's inspect.signature / bind / bind_partial / BoundArguments / Parameter and Signature validation against
CPython 3.11's on seeded random signatures and calls.

    tests/stdlib/inspect_vs_cpython.py --tsr build/tsr [--seed N] [--count N]

Each random `def` is printed as str(signature) and as its parameters' reprs and kinds; each random call is bound
(arguments, args, kwargs, apply_defaults, or the TypeError's message) fully and partially; and random Parameter
lists are turned into Signatures (the result, or the ValueError's message).
"""
import random
import sys

from vs_cpython import parse_options, report, run_both

ANNOTATIONS = [None, None, 'int', 'str', 'list[int]', '"text"', 'float']
DEFAULTS = ['0', '1.5', "'s'", 'None', '[1]', '(2, 3)']

RUNNER = r'''
import inspect
P = inspect.Parameter

def show_bind(i, sig, args, kwargs):
    for name in ('bind', 'bind_partial'):
        try:
            b = getattr(sig, name)(*args, **kwargs)
        except TypeError as e:
            print(i, name, 'TypeError', e)
            continue
        print(i, name, b.arguments, b.args, b.kwargs)
        b.apply_defaults()
        print(i, name, 'defaults', b)

def show_sig(i, f):
    sig = inspect.signature(f)
    print(i, sig, [(repr(p), str(p.kind), p.kind.description) for p in sig.parameters.values()])
    return sig

def build(i, specs):
    try:
        params = [P(name, kind, **kw) for name, kind, kw in specs]
        print(i, 'built', inspect.Signature(params))
    except (ValueError, TypeError) as e:
        print(i, 'build', type(e).__name__, e)
'''


def param_source(rng, name, with_default):
    text = name
    ann = rng.choice(ANNOTATIONS)
    if ann:
        text += ': ' + ann
    if with_default:
        text += (' = ' if ann else '=') + rng.choice(DEFAULTS)
    return text


def random_def(rng, i):
    names = iter('p%d' % k for k in range(20))
    posonly = [next(names) for _ in range(rng.randint(0, 2))]
    normal = [next(names) for _ in range(rng.randint(0, 3))]
    positional = posonly + normal
    first_default = rng.randint(0, len(positional))
    parts = []
    for k, name in enumerate(positional):
        parts.append(param_source(rng, name, k >= first_default))
        if posonly and k == len(posonly) - 1:
            parts.append('/')
    varargs = rng.random() < 0.4
    kwonly = [next(names) for _ in range(rng.randint(0, 2))]
    if varargs:
        parts.append('*' + param_source(rng, 'args', False))
    elif kwonly:
        parts.append('*')
    for name in kwonly:
        parts.append(param_source(rng, name, rng.random() < 0.5))
    varkw = rng.random() < 0.4
    if varkw:
        parts.append('**' + param_source(rng, 'kw', False))
    ret = rng.choice(ANNOTATIONS)
    head = 'def f%d(%s)%s:' % (i, ', '.join(parts), ' -> ' + ret if ret else '')
    all_names = positional + kwonly
    return head, all_names


def random_call(rng, names):
    args = [str(rng.randint(0, 99)) for _ in range(rng.randint(0, 5))]
    pool = names + ['args', 'kw', 'zz']
    kwargs = {name: str(rng.randint(0, 99)) for name in rng.sample(pool, rng.randint(0, min(3, len(pool))))}
    return '[%s]' % ', '.join(args), '{%s}' % ', '.join('%r: %s' % kv for kv in kwargs.items())


KINDS = ['P.POSITIONAL_ONLY', 'P.POSITIONAL_OR_KEYWORD', 'P.VAR_POSITIONAL', 'P.KEYWORD_ONLY', 'P.VAR_KEYWORD']


def random_specs(rng):
    specs = []
    for _ in range(rng.randint(0, 4)):
        name = rng.choice(['a', 'b', 'c', 'a', 'class', '1x'])
        kw = {}
        if rng.random() < 0.4:
            kw['default'] = rng.choice(DEFAULTS)
        if rng.random() < 0.3:
            kw['annotation'] = rng.choice(['int', 'str'])
        specs.append('(%r, %s, {%s})' % (name, rng.choice(KINDS), ', '.join('%r: %s' % kv for kv in kw.items())))
    return '[%s]' % ', '.join(specs)


def main():
    args = parse_options(__doc__, 1500)
    if args is None:
        return 77
    rng = random.Random(args.seed)
    lines = [RUNNER]
    for i in range(args.count):
        head, names = random_def(rng, i)
        lines.append(head + '\n    pass')
        lines.append('sig = show_sig(%d, f%d)' % (i, i))
        for _ in range(3):
            call_args, call_kwargs = random_call(rng, names)
            lines.append('show_bind(%d, sig, %s, %s)' % (i, call_args, call_kwargs))
        lines.append('build(%d, %s)' % (i, random_specs(rng)))
    want, got = run_both('\n'.join(lines) + '\n', args.tsr)
    return report(want, got, "%d random signatures" % args.count)


if __name__ == "__main__":
    sys.exit(main())
