#!/usr/bin/env python3
"""tsr's yaml dumping against CPython 3.11's PyYAML 6.0 (its pure Python emitter) on seeded random values.

    tests/stdlib/yaml_dump_vs_cpython.py --tsr build/tsr [--seed N] [--count N]

Each case builds a random value (nested dicts, lists, tuples and sets of awkward strings, big ints, special floats,
bytes, dates and datetimes, with some objects shared to force anchors; with yaml.Dumper also complex numbers,
OrderedDicts, instances of classes and of list/dict/str subclasses) and dumps it with yaml.dump or yaml.safe_dump
(or several documents with dump_all) under a random choice of options: default_flow_style None/True/False,
default_style, indent, width, allow_unicode, line_break, explicit_start/explicit_end, version and tags, sort_keys
False, canonical, encoding. Then as many random event streams (every scalar style asked for, any implicit flags,
tags, anchors and aliases) go through yaml.emitter.Emitter directly, as yaml.emit takes them. Both interpreters
print each output line as ascii() writes it (or the exception's type and message) and the lines are compared.
Exit status 77 (skipped) when this Python lacks PyYAML.
"""
import sys

from vs_cpython import has_module, parse_options, report, run_both

# Run by both interpreters: argv is seed and count.
PROGRAM = r'''
import collections, datetime, io, random, sys
import yaml
from yaml.dumper import Dumper, SafeDumper
from yaml.emitter import Emitter
from yaml.events import (AliasEvent, DocumentEndEvent, DocumentStartEvent, MappingEndEvent, MappingStartEvent,
                         ScalarEvent, SequenceEndEvent, SequenceStartEvent, StreamEndEvent, StreamStartEvent)

R = random.Random(int(sys.argv[1]))
COUNT = int(sys.argv[2])


def dump_documents(documents, safe, options):
    """yaml.safe_dump / yaml.dump for one document, dump_all for several."""
    if len(documents) == 1:
        return yaml.safe_dump(documents[0], **options) if safe else yaml.dump(documents[0], **options)
    return yaml.dump_all(documents, Dumper=SafeDumper if safe else Dumper, **options)

# pieces of strings: indicators, quotes, breaks, control and non-ASCII characters, and texts that resolve to
# other types when plain
PIECES = ['', ' ', '  ', 'a', 'word', 'Key', ': ', ':', '#', ' #', '- ', '-', '?', '? ', ',', '[', ']', '{', '}',
          '&', '*', '!', '|', '>', "'", '"', '%', '@', '`', '\n', '\n\n', '\r', '\r\n', '\t', '\x00', '\x07', '\x1b',
          '\x7f', '\x85', '\xa0', '\u2028', '\u2029', '\ufeff', '\xe9', '\u2603', '\u65e5\u672c', '\U0001f600',
          '\\', '---', '...', '~', '<<', '=', '\ud7ff', '\ue000', '\ufffd', '\uffff', '/', '.']
LOOKALIKES = ['yes', 'No', 'ON', 'off', 'true', 'False', 'null', 'Null', '~', '', '123', '-0', '+12', '1_000',
              '0o17', '012', '0x1F', '0b101', '1:20', '190:20:30', '3.14', '1e10', '1.0e+10', '.5', '-.inf', '.NaN',
              'NaN', 'inf', '2020-01-01', '2001-12-14t21:59:43.10-05:00', '2001-12-14 21:59:43.10 -5', '<<', '=',
              '1.5.', '0.', '+.5e-3', 'y', 'n', '- x', '---', '...', '--- x', '... x', '!tag', '&a', '*a', '%x',
              '@x', '`x', '|', '>', 'a #b', 'a#b', 'a: b', 'a:b', 'a:', '-1', '- 1', '?x', '? x', 'key:', '[1]']
WORDS = ['alpha', 'beta', 'gamma', 'lr', 'x', 'the', 'quick', 'brown', 'fox', 'jumps', 'over', 'lazy', 'dog']


def rstr():
    roll = R.random()
    if roll < 0.25:
        return R.choice(LOOKALIKES)
    if roll < 0.35:   # long text, to fold (some with doubled spaces and breaks)
        sep = R.choice([' ', ' ', ' ', '  ', '\n', ' \n', '\n '])
        return sep.join(R.choice(WORDS) for _ in range(R.randint(10, 40)))
    if roll < 0.45:
        return ''.join(R.choice(WORDS + [' ', '  ']) for _ in range(R.randint(15, 45)))
    return ''.join(R.choice(PIECES) for _ in range(R.randint(1, 6)))


def rint():
    return R.choice([0, 1, -1, 7, 255, 10 ** 6, -2 ** 63, 2 ** 64, R.randint(-1000, 1000),
                     R.randint(-10 ** 30, 10 ** 30)])


def rfloat(keyable=False):
    special = [0.0, -0.0, 1.0, -1.5, 1e-05, 1e+20, 1e17, 1e16, 0.1, 3.14159, 2.5e-300, 1.7976931348623157e308,
               123456789.125, float('inf'), float('-inf')]
    if not keyable:
        special.append(float('nan'))
    if R.random() < 0.6:
        return R.choice(special)
    return R.uniform(-1, 1) * 10 ** R.randint(-25, 25)


def rdate():
    d = datetime.date(R.randint(1, 9999), R.randint(1, 12), R.randint(1, 28))
    if R.random() < 0.4:
        return d
    zone = R.choice([None, None, datetime.timezone.utc,
                     datetime.timezone(datetime.timedelta(hours=R.randint(-12, 12), minutes=R.choice([0, 30])))])
    return datetime.datetime(d.year, d.month, d.day, R.randint(0, 23), R.randint(0, 59), R.randint(0, 59),
                             R.choice([0, 0, R.randint(0, 999999)]), tzinfo=zone)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Slotted:
    def __init__(self, tag):
        self.tag = tag

    def __getstate__(self):
        return {'tag': self.tag, 'extra': [1, 2]}


class Tagged(list):
    """A list subclass with attributes: !!python/object/new with listitems and state."""


class Table(dict):
    pass


class Name(str):
    pass


class Pair:
    def __new__(cls, *args):
        return object.__new__(cls)

    def __getnewargs__(self):
        return (1, 'two')


class Rebuilt:
    def __reduce__(self):
        return (Rebuilt, (), {'a': 1, 'b': [None]})


def robject():
    roll = R.random()
    if roll < 0.25:
        v = Tagged(rscalar(False) for _ in range(R.randint(0, 3)))
        if R.random() < 0.5:
            v.note = rstr()
        return v
    if roll < 0.5:
        v = Table((rstr(), rint()) for _ in range(R.randint(0, 3)))
        if R.random() < 0.5:
            v.note = rstr()
        return v
    if roll < 0.7:
        return Name(rstr())
    if roll < 0.85:
        return Pair()
    return Rebuilt()


def rkey(full):
    roll = R.random()
    if roll < 0.7:
        return rstr()
    if roll < 0.8:
        return rint()
    if roll < 0.85:
        return rfloat(keyable=True)
    if roll < 0.9:
        return R.choice([True, False, None])
    if full and roll < 0.95:
        return tuple(rscalar(full) for _ in range(R.randint(0, 3)))
    return rstr() * R.randint(5, 20)   # a long key: complex ('? ') past 128 characters


def rscalar(full):
    roll = R.random()
    if roll < 0.45:
        return rstr()
    if roll < 0.6:
        return rint()
    if roll < 0.72:
        return rfloat()
    if roll < 0.78:
        return R.choice([True, False, None])
    if roll < 0.84:
        return bytes(R.randint(0, 255) for _ in range(R.randint(0, 70)))
    if roll < 0.92:
        return rdate()
    if full:
        if roll < 0.96:
            return complex(R.choice([0.0, 1.5, -2.0, 1e20]), R.choice([0.0, 1.0, -3.25, 2.5e-10]))
        return Point(rint(), rstr())
    return rstr()


def rvalue(depth, full, sets, shared):
    roll = R.random()
    if depth <= 0 or roll < 0.3:
        return rscalar(full)
    if shared and roll < 0.38:
        return R.choice(shared)
    if roll < 0.55:
        v = [rvalue(depth - 1, full, sets, shared) for _ in range(R.randint(0, 5))]
    elif roll < 0.62:
        v = tuple(rvalue(depth - 1, full, sets, shared) for _ in range(R.randint(0, 4)))
    elif roll < 0.66 and sets:
        v = set(rstr() for _ in range(R.randint(0, 4))) if R.random() < 0.6 else set(
            rint() for _ in range(R.randint(0, 4)))
    elif roll < 0.7 and full:
        v = collections.OrderedDict((rkey(False), rvalue(depth - 1, full, sets, shared))
                                    for _ in range(R.randint(0, 3)))
    elif roll < 0.73 and full:
        v = Slotted(rstr())
    elif roll < 0.77 and full:
        v = robject()
    elif roll > 0.997:
        v = Point(0, 'safe_dump refuses it')
    else:
        v = {}
        for _ in range(R.randint(0, 5)):
            v[rkey(full)] = rvalue(depth - 1, full, sets, shared)
    if R.random() < 0.3:
        shared.append(v)
    return v


OPTIONS = [
    {}, {}, {'default_flow_style': None}, {'default_flow_style': True}, {'indent': 4}, {'indent': 3, 'width': 20},
    {'width': 40}, {'width': 1}, {'allow_unicode': True}, {'explicit_start': True},
    {'explicit_start': True, 'explicit_end': True}, {'sort_keys': False}, {'canonical': True},
    {'default_style': '"'}, {'default_style': "'"}, {'default_style': '|'}, {'default_style': '>'},
    {'line_break': '\r\n'}, {'encoding': 'utf-8'}, {'encoding': 'utf-16-le', 'allow_unicode': True},
    {'version': (1, 1)}, {'tags': {'!e!': 'tag:example.com,2000:app/', '!py!': 'tag:yaml.org,2002:python/'}},
    {'indent': 1, 'default_flow_style': None, 'allow_unicode': True}, {'indent': 9, 'width': 30},
]


def show(text):
    """The output's lines (split at the line feeds, so that a '\r' stays visible), each as ascii() writes it."""
    for line in text.split(b'\n' if isinstance(text, bytes) else '\n'):
        print('  ' + ascii(line))


for case in range(COUNT):
    options = dict(R.choice(OPTIONS))
    if R.random() < 0.25:
        options.update(R.choice(OPTIONS))
    safe = R.random() < 0.5
    sets = options.get('sort_keys', True)
    shared = [rdate()]
    documents = [rvalue(R.randint(0, 4), not safe, sets, shared) for _ in range(R.choice([1, 1, 1, 2, 3]))]
    print(case, 'safe' if safe else 'full', len(documents), sorted(options.items()))
    try:
        show(dump_documents(documents, safe, options))
    except Exception as e:
        print('  error', type(e).__name__, str(e).split(' at 0x')[0])


# The second half: event streams made up directly (as yaml.emit gets them from a parser), with every scalar style
# asked for, any combination of implicit flags, tags with and without handles, anchors and aliases.
TAGS = [None, None, None, 'tag:yaml.org,2002:str', 'tag:yaml.org,2002:int', '!local', '!', 'tag:example.com,2000:x',
        'tag:yaml.org,2002:python/tuple', 'tag:example.com,2000:app/caf\xe9 %', 'x']


def rnode(events, depth, anchors):
    anchor = R.choice([None, None, None, 'a%d' % len(anchors)])
    if anchor:
        anchors.append(anchor)
    roll = R.random()
    if anchors and roll < 0.08:
        events.append(AliasEvent(R.choice(anchors)))
    elif depth <= 0 or roll < 0.5:
        implicit = R.choice([(True, True), (True, False), (False, True), (False, False)])
        events.append(ScalarEvent(anchor, R.choice(TAGS), implicit, rstr(),
                                  style=R.choice([None, None, '', "'", '"', '|', '>'])))
    elif roll < 0.75:
        events.append(SequenceStartEvent(anchor, R.choice(TAGS), R.random() < 0.8, flow_style=R.random() < 0.3))
        for _ in range(R.randint(0, 4)):
            rnode(events, depth - 1, anchors)
        events.append(SequenceEndEvent())
    else:
        events.append(MappingStartEvent(anchor, R.choice(TAGS), R.random() < 0.8, flow_style=R.random() < 0.3))
        for _ in range(R.randint(0, 3)):
            rnode(events, depth - 1, anchors)
            rnode(events, depth - 1, anchors)
        events.append(MappingEndEvent())


for case in range(COUNT):
    options = {k: v for k, v in R.choice(OPTIONS).items() if k in ('canonical', 'indent', 'width', 'allow_unicode',
                                                                   'line_break')}
    events = [StreamStartEvent()]
    for _ in range(R.choice([1, 1, 2, 3])):
        events.append(DocumentStartEvent(explicit=R.random() < 0.2, version=R.choice([None, None, (1, 1)]),
                                         tags=R.choice([None, None, {'!e!': 'tag:example.com,2000:'}])))
        rnode(events, R.randint(0, 3), [])
        events.append(DocumentEndEvent(explicit=R.random() < 0.2))
    events.append(StreamEndEvent())
    print('events', case, sorted(options.items()), ascii(events[1:4]))
    out = io.StringIO()
    emitter = Emitter(out, **options)
    try:
        for event in events:
            emitter.emit(event)
        show(out.getvalue())
    except Exception as e:
        print('  error', type(e).__name__, e)
'''


def main():
    args = parse_options(__doc__, 1000)
    if args is None:
        return 77
    if not has_module("yaml"):  # (PyYAML, the oracle)
        return 77
    want, got = run_both(PROGRAM, args.tsr, [str(args.seed), str(args.count)], timeout=600)
    return report(want, got, "%d random values dumped and %d random event streams emitted" % (args.count, args.count))


if __name__ == "__main__":
    sys.exit(main())
