#!/usr/bin/env python3
"""tsr's json against CPython 3.11's on seeded random texts: each text is loaded (the value, or the
JSONDecodeError message with its position) and what loads gives is dumped again under a rotation of options
(indent, separators, sort_keys, ensure_ascii, allow_nan), as one string and as iterencode's chunks.

    tests/stdlib/json_vs_cpython.py --tsr build/tsr [--seed N] [--count N]

Texts whose value holds a lone surrogate (tsr's str cannot, docs/stdlib.md) or an int beyond 64 bits (not yet in
tsr's int) are left out.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

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
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=20000)
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 11):
        print("the expected behaviour is CPython 3.11's, this is %d.%d: skipped" % sys.version_info[:2])
        return 77
    rng = random.Random(args.seed)
    texts = []
    while len(texts) < args.count:
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 12)))
        if not beyond_tsr(text):
            texts.append(text)
    with tempfile.TemporaryDirectory() as tmp:
        texts_file = os.path.join(tmp, "texts.json")
        program_file = os.path.join(tmp, "program.py")
        with open(texts_file, "w") as f:
            json.dump(texts, f)
        with open(program_file, "w") as f:
            f.write(PROGRAM)
        results = []
        for interpreter in (sys.executable, os.path.abspath(args.tsr)):
            r = subprocess.run([interpreter, program_file, texts_file], capture_output=True, text=True, timeout=300)
            results.append((r.stdout + r.stderr).splitlines())
    want, got = results
    differ = [(w, g) for w, g in zip(want, got) if w != g]
    if len(want) != len(got):
        differ.append(("%d lines" % len(want), "%d lines" % len(got)))
    for w, g in differ[:10]:
        print("CPython: %s\ntsr:     %s" % (w, g))
    print("%d random texts: %s" % (len(texts), "all as CPython's" if not differ else "%d differ" % len(differ)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
