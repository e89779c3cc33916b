#!/usr/bin/env python3
"""Docs that stay true: every ```tsr-session block in the given Markdown files is a REPL transcript that tsr must
still print, character for character.

A block holds the lines typed at the prompt (`>>> ` and `... `) and what tsr printed after them. The checker types
the same lines into `tsr -i /dev/null` (the REPL reading a pipe: no colours, no auto-indent) from the repository
root, and compares the whole transcript with the block. A kernel moved to another line, a changed trace hop or a
different number fails the test, naming the file and the first differing line.

    tests/docs/check_sessions.py --tsr build/tsr docs/walkthroughs/*.md tests/teaching/*.md
    tests/docs/check_sessions.py --tsr build/tsr --update docs/walkthroughs/*.md   # rewrite the blocks from tsr

Each block runs in a fresh REPL with a fixed HOME (no history) and NO_COLOR set.

The docs show the default build's `:dispatch` tables, where the CUDA key's row reads "CUDA: missing". A tsr built
with the CUDA backend has kernels there ("CUDA: kernel (tensor/cuda/pointwise.cu:131)"), so with such a tsr the
`  CUDA: ` rows are left out of both sides of the comparison (and --update refuses to run).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^```tsr-session\n(.*?)^```\n", re.S | re.M)
BANNER_LINES = 2  # "tsr 0.1 (...)" and 'Type "help", ...'


def typed_lines(block):
    """The input of a transcript: the text after each prompt."""
    lines = []
    for line in block.splitlines():
        if line.startswith(">>> ") or line.startswith("... "):
            lines.append(line[4:])
        elif line in (">>>", "..."):
            lines.append("")
    return lines


def run_session(tsr, lines, root):
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, NO_COLOR="1", TERM="dumb", COLUMNS="120")
        proc = subprocess.run([tsr, "-i", "/dev/null"], input="\n".join(lines) + "\n", stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env=env, cwd=root, timeout=120)
    out = proc.stdout.splitlines()[BANNER_LINES:]
    # Ctrl-D at the end leaves a last bare prompt (and readline's newline).
    while out and out[-1].rstrip() in ("", ">>>"):
        out.pop()
    return "\n".join(line.rstrip() for line in out) + "\n"


def normalised(block):
    return "\n".join(line.rstrip() for line in block.splitlines()) + "\n"


CUDA_ROW = re.compile(r"^  CUDA: ")


def without_cuda_rows(text):
    """A transcript without its dispatch tables' CUDA rows (compared so for a tsr built with CUDA)."""
    return "".join(line for line in text.splitlines(keepends=True) if not CUDA_ROW.match(line))


def has_cuda_backend(tsr):
    probe = subprocess.run([tsr, "-c", "import torch; print(torch.backends.cuda.is_built())"], capture_output=True,
                           text=True, timeout=120)
    return probe.stdout.strip() == "True"


def first_difference(want, got):
    w, g = want.splitlines(), got.splitlines()
    for i in range(max(len(w), len(g))):
        a = w[i] if i < len(w) else "<end>"
        b = g[i] if i < len(g) else "<end>"
        if a != b:
            return f"line {i + 1} of the block:\n    doc: {a}\n    tsr: {b}"
    return "identical"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--update", action="store_true", help="rewrite each block with what tsr prints now")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    tsr = os.path.abspath(args.tsr)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    failures = checked = 0
    cuda_build = has_cuda_backend(tsr)
    if cuda_build and args.update:
        print("--update needs a tsr built without CUDA: the docs show the default build's dispatch tables")
        return 2
    for path in args.files:
        text = open(path).read()
        pieces, last = [], 0
        for m in FENCE.finditer(text):
            block = m.group(1)
            got = run_session(tsr, typed_lines(block), root)
            checked += 1
            line_no = text.count("\n", 0, m.start()) + 1
            want = normalised(block)
            if cuda_build:
                want, got = without_cuda_rows(want), without_cuda_rows(got)
            if want != got:
                if args.update:
                    print(f"updated {path}:{line_no}")
                else:
                    failures += 1
                    print(f"FAIL {path}:{line_no}: the session no longer prints what the doc shows; "
                          f"{first_difference(want, got)}")
            pieces.append(text[last:m.start(1)] + got)
            last = m.end(1)
        if args.update:
            pieces.append(text[last:])
            open(path, "w").write("".join(pieces))
    if checked == 0:
        print("no tsr-session blocks found")
        return 1
    print(f"{checked - failures}/{checked} sessions print what the docs show")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
