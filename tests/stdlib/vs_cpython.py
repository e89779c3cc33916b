"""What the *_vs_cpython checks share: their command line, the CPython 3.11 gate (the expected behaviour is 3.11's;
exit status 77 skips the ctest), one program run by CPython and by tsr, and the line-by-line comparison."""
import argparse
import os
import subprocess
import sys
import tempfile


def parse_options(doc, count):
    """--tsr, --seed and --count (default `count`); None (after saying why) where this Python is not 3.11."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=count)
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 11):
        print("the expected behaviour is CPython 3.11's, this is %d.%d: skipped" % sys.version_info[:2])
        return None
    return args


def has_module(name):
    """Whether this Python (the oracle) can import `name`; if not, says so (the caller then exits 77: skipped)."""
    try:
        __import__(name)
        return True
    except ImportError:
        print("this Python has no %s: skipped" % name)
        return False


def run_both(program, tsr, argv=(), files=None, timeout=300):
    """The output lines (stdout, then stderr) of `program` under this Python and under tsr. `files` maps names to
    texts written beside the program; argv may name them."""
    with tempfile.TemporaryDirectory() as tmp:
        program_file = os.path.join(tmp, "program.py")
        with open(program_file, "w") as f:
            f.write(program)
        for name, text in (files or {}).items():
            with open(os.path.join(tmp, name), "w") as f:
                f.write(text)
        argv = [a if a not in (files or {}) else os.path.join(tmp, a) for a in argv]
        results = []
        for interpreter in (sys.executable, os.path.abspath(tsr)):
            r = subprocess.run([interpreter, program_file, *argv], capture_output=True, text=True, timeout=timeout)
            results.append((r.stdout + r.stderr).splitlines())
    return results


def report(want, got, what):
    """Prints the first differing lines and a summary naming `what` was compared; the exit status."""
    differ = [(w, g) for w, g in zip(want, got) if w != g]
    if len(want) != len(got):
        differ.append(("%d lines" % len(want), "%d lines" % len(got)))
    for w, g in differ[:10]:
        print("CPython: %s\ntsr:     %s" % (w, g))
    print("%s, %d lines: %s" % (what, len(want), "all as CPython's" if not differ else "%d differ" % len(differ)))
    return 1 if differ else 0
