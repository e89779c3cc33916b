#!/usr/bin/env python3
"""tsr's json against CPython 3.11's on seeded random texts: each text is loaded (the value, or the
JSONDecodeError message with its position) and what loads gives is dumped again under a rotation of options
(indent, separators, sort_keys, ensure_ascii, allow_nan), as one string and as iterencode's chunks.

    tests/stdlib/json_vs_cpython.py --tsr build/tsr [--seed N] [--count N]

Texts whose value holds a lone surrogate (tsr's str cannot, docs/stdlib.md) or an int beyond 64 bits (not yet in
tsr's int) are left out.
"""
import json
import random
import sys

from vs_cpython import parse_options, report, run_both

PIECES = ['{', '}', '[', ']', ',', ':', ' ', '\n', '\t', '"a"', '"', '\\', '\\u', '00e9', 'd83d', '\\ude00', 'null',
          'true', 'fals', 'NaN', 'Infinity', '-Infinity', '-', '0', '1', '12', '.', '5', 'e', 'E', '+', 'x', '\u00e9',
          '\u4e2d', '\x01', '"k": 1', '"k": {"j": [2.5, -0.0]}', '[1, 2]', '{"a": [true, null]}', '1e5', '-0.5e-3',
          '01', '\\n', '\\"', '\\/', '\\ud83d\\ude00', '123456789012', '1.7976931348623157e308', '1e400', '"\\t\\b"']

# Run by both interpreters: one line per text.
PROGRAM = r'''
import json, sys
OPTIONS = [{}, {"indent": 2}, {"indent": "\t", "sort_keys": True}, {"separators": (",", ":")},
           {"ensure_ascii": False, "indent": 0}, {"allow_nan": False}, {"sort_keys": True, "indent": 1}]
with open(sys.argv[1]) as f:
    texts = json.load(f)
for i, text in enumerate(texts):
    try:
        value = json.loads(text)
    except json.JSONDecodeError as e:
        print(i, "JSONDecodeError", e.pos, e.lineno, e.colno, e)
        continue
    options = OPTIONS[i % len(OPTIONS)]
    try:
        print(i, ascii(json.dumps(value, **options)))
    except (ValueError, TypeError) as e:
        print(i, type(e).__name__, e)
    chunks = []
    try:
        for chunk in json.JSONEncoder(**options).iterencode(value):
            chunks.append(chunk)
    except (ValueError, TypeError) as e:
        chunks.append(type(e).__name__)
    print(i, ascii(chunks))
'''


def beyond_tsr(text):
    """A text whose value holds a lone surrogate (tsr's str cannot) or an int beyond 64 bits (not yet in
    tsr's int)."""
    big = []

    def parse_int(digits):
        if not -2**63 <= int(digits) < 2**63:
            big.append(digits)
        return int(digits)
    try:
        value = json.loads(text, parse_int=parse_int)
    except ValueError:
        return bool(big)  # a big int met before the error
    return bool(big) or any(0xD800 <= ord(c) <= 0xDFFF for c in json.dumps(value, ensure_ascii=False))


def main():
    args = parse_options(__doc__, 20000)
    if args is None:
        return 77
    rng = random.Random(args.seed)
    texts = []
    while len(texts) < args.count:
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
        if not beyond_tsr(text):
            texts.append(text)
    want, got = run_both(PROGRAM, args.tsr, ["texts.json"], files={"texts.json": json.dumps(texts)})
    return report(want, got, "%d random texts" % len(texts))


if __name__ == "__main__":
    sys.exit(main())
