#!/usr/bin/env python3
"""Error-path script tests: each tests/errors/NAME.tsr must print exactly what CPython 3.11 prints, on stdout and
stderr, and exit with the same status. Expected results are recorded from CPython by
`tests/run_error_tests.py --record` (NAME.out, NAME.err, NAME.rc); paths are kept relative to tests/errors. CPython 3.11's `~~^^~~` position markers under
traceback lines are compared too.

    tests/run_error_tests.py --tsr build/tsr [--record] [--skip NAME ...] [--timeout SECONDS] [NAME ...]

Object addresses (`<function C.__del__ at 0x7f...>`) differ between runs and implementations: both sides read
`0x...`. unittest's "Ran N tests in 0.012s" reads "in T.TTTs": the time is the one figure that differs by run.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "errors")
ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
RAN_TIME = re.compile(r"^(Ran \d+ tests? in )\d+\.\d+s$", re.M)


def run(cmd, name, timeout=60):
    r = subprocess.run(cmd + [name + ".tsr"], cwd=HERE, capture_output=True, text=True, timeout=timeout)
    err = r.stderr
    # Tracebacks name the script by its absolute path (both CPython and tsr): compare it relative to the folder.
    out = ADDRESS.sub(" at 0x...", r.stdout)
    err = RAN_TIME.sub(r"\1T.TTTs", ADDRESS.sub(" at 0x...", err))
    return out, err.replace(HERE + os.sep, ""), r.returncode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default="build/tsr")
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--skip", action="append", default=[], help="leave this case out (the sanitizer build's list)")
    ap.add_argument("--timeout", type=float, default=60, help="seconds per case (the sanitizer build gives more)")
    ap.add_argument("names", nargs="*", help="only these cases (default: all)")
    args = ap.parse_args()
    names = args.names or sorted(f[:-4] for f in os.listdir(HERE) if f.endswith(".tsr"))
    names = [n for n in names if n not in args.skip]
    failed = 0
    for name in names:
        base = os.path.join(HERE, name)
        if args.record:
            out, err, rc = run(["/usr/bin/python3"], name)
            for ext, text in ((".out", out), (".err", err), (".rc", str(rc))):
                with open(base + ext, "w") as fh:
                    fh.write(text)
            continue
        out, err, rc = run([os.path.abspath(args.tsr)], name, args.timeout)
        want = [open(base + ext).read() for ext in (".out", ".err", ".rc")]
        got = [out, err, str(rc)]
        if got == want:
            print("PASS ", name)
        else:
            failed += 1
            print("FAIL ", name)
            for label, w, g in zip(("stdout", "stderr", "status"), want, got):
                if w != g:
                    print(f"  {label} expected:\n    " + w.replace("\n", "\n    "))
                    print(f"  {label} got:\n    " + g.replace("\n", "\n    "))
    if not args.record:
        print(f"{len(names) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
