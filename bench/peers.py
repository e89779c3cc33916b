"""What the benchmarks that time one program under tsr and under its peer (CPython 3.11 with Debian's PyTorch 1.13
or numpy 1.24) share: the timing loop both sides run, and the driver that runs both and prints the ratios.

A benchmark program prints one "name seconds" line per case ("name refused" where the library refuses the case).
It takes `best` and `case` from here: a driver prepends TIMING to a program it holds as text; a program kept as its
own file imports them (`from peers import best`) after putting bench/ on sys.path.
"""
TIMING = r'''
import time


def best(f, repeats):
    """The shortest of `repeats` timed calls of f, after one untimed call (warm caches, lazy set-up)."""
    f()
    b = 1e30
    for _ in range(repeats):
        t = time.perf_counter()
        f()
        b = min(b, time.perf_counter() - t)
    return b


def case(name, f, repeats):
    """Prints "name seconds", or "name refused" where f raises RuntimeError (an op the library does not run)."""
    try:
        print(name, best(f, repeats))
    except RuntimeError:
        print(name, "refused")
'''

exec(TIMING)  # best and case, for the programs that import them


def parse(text):
    """The "name seconds" lines of a run, as {name: seconds or None for refused}."""
    out = {}
    for line in text.strip().splitlines():
        name, value = line.split()
        out[name] = None if value == "refused" else float(value)
    return out


def run(interpreter, path, args=()):
    import subprocess  # the drivers run under CPython; tsr runs one process and has no subprocess

    return parse(subprocess.run([interpreter, path, *args], capture_output=True, text=True, check=True).stdout)


def run_both(program, args, tsr, python="/usr/bin/python3"):
    """Runs `program` (text, TIMING prepended) under tsr and under `python`, in that order, in this one call."""
    import os
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(TIMING + program)
    try:
        return run(tsr, f.name, args), run(python, f.name, args)
    finally:
        os.unlink(f.name)


def print_ratios(ours, ref, peer="pytorch", width=20, unit="ms"):
    """One row a case: both times and ours/ref (below 1: tsr is faster)."""
    scale = {"ms": 1e3, "us": 1e6}[unit]
    print(f"  {'case':{width}} {'tsr (' + unit + ')':>12} {peer + ' (' + unit + ')':>14} {'ratio':>7}")
    for name, t in ours.items():
        p = ref.get(name)
        if t is None or p is None:
            show = lambda v: "refused" if v is None else "%.3f" % (v * scale)
            print(f"  {name:{width}} {show(t):>12} {show(p):>14}")
        else:
            print(f"  {name:{width}} {t * scale:12.3f} {p * scale:14.3f} {t / p:7.2f}")


def main(program, options=(), width=20):
    """The command line of a benchmark held as text: --tsr, --threads and its own `options` ((flag, default)
    pairs, passed to the program after the thread count); runs both sides and prints the ratios."""
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", default="build/tsr")
    ap.add_argument("--threads", default="1")
    for flag, default in options:
        ap.add_argument("--" + flag, default=default)
    args = ap.parse_args()
    values = [getattr(args, flag) for flag, _ in options]
    ours, ref = run_both(program, [args.threads, *values], args.tsr)
    print(" ".join([f"threads={args.threads}"] + [f"{flag}={v}" for (flag, _), v in zip(options, values)]))
    print_ratios(ours, ref, width=width)
