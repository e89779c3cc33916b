#!/usr/bin/env python3
"""tsr's re against CPython 3.11's on seeded random patterns: each pattern is compiled under a rotation of flags
(the re.error message and position, or the groups) and run over random subjects, ASCII and not, with search,
match, fullmatch (spans of every group, lastindex), findall, split, sub with a template and finditer; and
re._parser.parse's widths.

    tests/stdlib/re_vs_cpython.py --tsr build/tsr [--seed N] [--count N]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

PIECES = ['a', 'b', 'c', 'ab', 'é', 'ß', '中', ' ', '\\n', '\n', '.', '^', '$', '*', '+', '?', '*?', '+?', '??',
          '{2}', '{1,2}', '{,2}', '{2,}', '{', '}', '(', ')', '(?:', '(?P<n>', '(?P=n)', '(?=', '(?!', '(?>',
          '|', '[', ']', '[^', '-', '\\d', '\\w', '\\s', '\\W', '\\b', '\\B', '\\A', '\\Z', '\\1', '\\2', '\\x41',
          '\\u00e9', '\\t', '\\.', '\\\\', '\\q', '(?i)', '(?m)', '(?s)', '(?x)', '(?i:', '(?-i:', '#', '1', '9',
          '_', 'A', 'B', 'É', '[a-c]', '[^ab]', '\\0', '(?#c)', '(?(1)a|b)', '*+', '++', '[[:alpha:]]', 'x*',
          '(a)', '(b)?', '(a|b)*', '\\S+', '\\D', '(?P<m>a|(b))', '(?x: a # c\n)', '\\g<1>', '\\400', '\\12',
          '(?P<n>', '(?(n)b)', '[--]', '[&&]', '\\Z\\n', '(?a)', '\\U0001F600', '😀', '(?i-s:', '(?<=', '(?<!', '(?<=a|bc)',
          '(?<=(a)\\1)', '(?<=a+)', '()', '(())', '(a(b)?)', '(?:(a)|(b))+', 'i', 'İ', 'ı',
          's', 'K', '[r-t]', '[h-j]', '[^\\s]', '[ſ]', '(?a)']
SUBJECT_CHARS = ['İ', 'ı', 'ſ', 'K', 'k', 's', 'S', '\x1c', '😀', 'a', 'b', 'c', 'A', 'B', 'é', 'É', 'ß', '中', ' ', '\n', '1', '9', '_', '.', '-', '\t', 'x', '[', ']']
FLAGS = [0, 2, 8, 16, 2 | 8, 64, 256, 2 | 256, 8 | 16]

# Run by both interpreters: lines per pattern.
PROGRAM = r'''
import json, re, re._parser, sys, warnings
# CPython's FutureWarning lines name the file and line, which tsr's warnings module does not yet.
warnings.simplefilter('ignore')
TEMPLATES = ['x', r'\g<0>\n', r'\1', r'[\g<n>]', r'\g<2>', r'\q', r'\g<x', r'\g<>', r'\g<a-b>', r'\g<zz>',
             r'\0\101', '\\']
with open(sys.argv[1]) as f:
    cases = json.load(f)
def show(m):
    if m is None:
        return 'None'
    return '%r %r %r' % (m.regs, m.lastindex, m.groupdict())
for i, (pattern, flags, subjects) in enumerate(cases):
    try:
        # the parser alone, as libraries use it (lark's widths): no compiler checks (look-behind widths)
        parsed = re._parser.parse(pattern, flags)
        print(i, 'parsed', parsed.getwidth(), parsed.state.groupwidths, int(parsed.state.flags))
    except (re.error, OverflowError, ValueError) as e:
        print(i, 'parse', type(e).__name__, e)
    try:
        p = re.compile(pattern, flags)
    except re.error as e:
        print(i, 'error', ascii(str(e)), e.pos)
        continue
    except (OverflowError, ValueError) as e:
        print(i, type(e).__name__, e)
        continue
    print(i, 'groups', p.groups, p.flags, ascii(repr(p)), sorted(p.groupindex.items()))
    for s in subjects:
        print(i, ascii(s), show(p.search(s)), show(p.match(s)), show(p.fullmatch(s)), show(p.search(s, 1, len(s) - 1)))
        print(i, ascii(p.findall(s)), ascii(p.split(s)), ascii(p.split(s, 1)))
        print(i, ascii(p.sub('<\\g<0>>', s)), ascii(p.subn(lambda m: m.group()[::-1] + '!', s, 2)))
        print(i, [m.span() for m in p.finditer(s, 1)])
        m = p.search(s)
        if m:
            print(i, ascii(m), m.lastgroup, ascii(m.groups('-')), ascii(m[0]))
            for template in TEMPLATES:
                try:
                    print(i, ascii(m.expand(template)))
                except (re.error, IndexError) as e:
                    print(i, type(e).__name__, e)
'''


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=3000)
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 11):
        print("the expected behaviour is CPython 3.11's, this is %d.%d: skipped" % sys.version_info[:2])
        return 77
    rng = random.Random(args.seed)
    cases = []
    while len(cases) < args.count:
        pattern = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 8)))
        subjects = ["".join(rng.choice(SUBJECT_CHARS) for _ in range(rng.randint(0, 12))) for _ in range(3)]
        cases.append((pattern, rng.choice(FLAGS), subjects))
    with tempfile.TemporaryDirectory() as tmp:
        cases_file = os.path.join(tmp, "cases.json")
        program_file = os.path.join(tmp, "program.py")
        with open(cases_file, "w") as f:
            json.dump(cases, f)
        with open(program_file, "w") as f:
            f.write(PROGRAM)
        results = []
        for interpreter in (sys.executable, os.path.abspath(args.tsr)):
            r = subprocess.run([interpreter, program_file, cases_file], capture_output=True, text=True, timeout=600)
            results.append((r.stdout + r.stderr).splitlines())
            if r.returncode != 0:
                results[-1].append("exit status %d" % r.returncode)
    want, got = results
    if want and want[-1].startswith("exit status"):
        print("the test program failed under CPython:\n" + "\n".join(want[-12:]))
        return 1
    differ = [(w, g) for w, g in zip(want, got) if w != g]
    if len(want) != len(got):
        differ.append(("%d lines" % len(want), "%d lines" % len(got)))
    for w, g in differ[:12]:
        print("CPython: %s\ntsr:     %s" % (w, g))
    print("%d random patterns: %s" % (len(cases), "all as CPython's" if not differ else "%d lines differ" % len(differ)))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
