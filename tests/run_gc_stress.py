#!/usr/bin/env python3
"""The script tests again with the cycle collector running at (nearly) every safe point.

Copies each tests/scripts/NNN_name.tsr into a temporary cases folder with `gc.set_threshold(1, 1, 1)` put in
front of it (after its `from __future__` imports, on the first line when that is a comment; every tracked allocation makes a collection due; each collection of generation 0 is followed by
one of generation 1, and full ones follow as often as CPython's long-lived rule allows), with its expected
output, and runs them with run_cases.py. A collector that freed something still in use, or missed a reference
a traversal should list, changes what a program prints or crashes it. Scripts that use the gc module
themselves (their counts depend on the thresholds) are left out.

    run_gc_stress.py --tsr PATH_TO_TSR
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
# (No name is bound: a script may print its globals.)
PREFIX = "__import__('gc').set_threshold(1, 1, 1)\n"


def with_prefix(text):
    """The script with PREFIX as its first statement after any `from __future__` imports (which must come
    first)."""
    lines = text.splitlines(keepends=True)
    at = 0
    for i, line in enumerate(lines):
        if line.startswith("from __future__ import"):
            at = i + 1
    if at < len(lines) and lines[at].startswith("#"):
        # A comment line takes the statement in its place, so the script's line numbers (which tracebacks,
        # warnings and logging records print) stay those of the expected output.
        return "".join(lines[:at]) + PREFIX.rstrip("\n") + "  " + "".join(lines[at:])
    return "".join(lines[:at]) + PREFIX + "".join(lines[at:])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tsr", required=True, help="tsr binary to test")
    args = ap.parse_args()
    src = os.path.join(HERE, "scripts")
    with tempfile.TemporaryDirectory(prefix="tsr-gc-stress-") as cases:
        for name in sorted(os.listdir(src)):
            path = os.path.join(src, name)
            if name.endswith(".tsr"):
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                if "import gc" in text:
                    continue
                with open(os.path.join(cases, name), "w", encoding="utf-8") as f:
                    f.write(with_prefix(text))
            elif os.path.isfile(path):
                shutil.copy(path, cases)
            elif os.path.isdir(path):  # data files the scripts read (tests/scripts/data: checkpoints)
                shutil.copytree(path, os.path.join(cases, name))
        cmd = [sys.executable, os.path.join(HERE, "run_cases.py"), "--tsr", args.tsr, "--cases", cases,
               "--timeout", "120", "-j", "2"]
        return subprocess.call(cmd)


if __name__ == "__main__":
    sys.exit(main())
