#!/usr/bin/env python3
"""Script-test runner for tsr (the same contract as the shared conformance runner, kept in the repository so
that a clone builds and tests on its own).

Runs every NNN_name.tsr script in a cases folder with the tsr binary and
compares its stdout with the expected NNN_name.out (recorded with Debian's
/usr/bin/python3: CPython 3.11.2 + torch 1.13.0a0 + numpy 1.24; stdout only,
stderr is ignored; scripts run with the cases folder as working directory).

    run.py --tsr PATH_TO_TSR [--cases DIR] [--filter SUBSTR] [--list FILE] [--timeout 20]
    run.py --reference       [--cases DIR] ...   # self-check with real PyTorch

Comparison: exact match first; otherwise the outputs must have the same number
of lines and, line by line, the same text once numbers are taken out, with each
pair of numbers equal within a relative 1e-4 or an absolute 1e-5
(reported as "PASS (within tolerance)"). --strict turns the tolerance off.

A case is an ERROR when the program cannot be started, runs past --timeout,
or exits with a non-zero status; every ERROR counts as failed.

A case whose text holds the line `# tsr-test: CPU build only` records what a build without the CUDA backend prints
(Debian's PyTorch is one): with a tsr built with CUDA (torch.backends.cuda.is_built()) it is reported as SKIP and
counts neither way. (`# tsr-test: CUDA build only` is the converse.)
The last line printed is always "N passed, M failed"; the exit status is 0
only when every selected case passed.

Only the Python 3 standard library is used.
"""
import argparse
import concurrent.futures
import difflib
import os
import re
import shlex
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CASES = os.path.join(HERE, "scripts")
REFERENCE_PYTHON = "/usr/bin/python3"
REL_TOL = 1e-4
ABS_TOL = 1e-5
# A number: optional sign, digits with optional fraction (or a bare fraction), optional exponent.
NUMBER = re.compile(r"([-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?)")
MAX_DIFF_LINES = 12


def numbers_close(a, b):
    if a == b:
        return True
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    diff = abs(x - y)
    return diff <= ABS_TOL or diff <= REL_TOL * max(abs(x), abs(y))


def lines_match(expected, actual):
    """True if two lines are equal up to the numeric tolerance."""
    if expected == actual:
        return True
    e_parts = NUMBER.split(expected)
    a_parts = NUMBER.split(actual)
    if len(e_parts) != len(a_parts):
        return False
    for i, (e, a) in enumerate(zip(e_parts, a_parts)):
        if i % 2 == 0:  # text between numbers must match exactly
            if e != a:
                return False
        elif not numbers_close(e, a):
            return False
    return True


def compare(expected, actual, strict):
    """Return (status, detail). status is 'exact', 'approx' or 'mismatch'."""
    if expected == actual:
        return "exact", ""
    e_lines = expected.splitlines()
    a_lines = actual.splitlines()
    if not strict and len(e_lines) == len(a_lines):
        if all(lines_match(e, a) for e, a in zip(e_lines, a_lines)):
            return "approx", ""
    if e_lines == a_lines:
        # Only the trailing newline differs.
        return "mismatch", "    output differs only in the final newline"
    return "mismatch", short_diff(e_lines, a_lines, strict)


def short_diff(e_lines, a_lines, strict):
    first = None
    for i in range(max(len(e_lines), len(a_lines))):
        e = e_lines[i] if i < len(e_lines) else None
        a = a_lines[i] if i < len(a_lines) else None
        if e is None or a is None or not (e == a if strict else lines_match(e, a)):
            first = i
            break
    out = []
    if first is not None:
        out.append(f"    first difference at line {first + 1} "
                   f"(expected {len(e_lines)} lines, got {len(a_lines)})")
    diff = list(difflib.unified_diff(e_lines, a_lines, "expected", "actual", n=1, lineterm=""))
    for line in diff[2:2 + MAX_DIFF_LINES]:
        out.append("    " + line)
    if len(diff) > 2 + MAX_DIFF_LINES:
        out.append(f"    ... ({len(diff) - 2 - MAX_DIFF_LINES} more diff lines)")
    return "\n".join(out)


def run_program(cmd, cwd, timeout):
    """Return (returncode, stdout, stderr, error) where error is a string or None."""
    kwargs = {}
    if os.name == "posix":
        kwargs["start_new_session"] = True
    try:
        proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)
    except OSError as e:
        return None, "", "", f"cannot start {cmd[0]}: {e}"
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            if os.name == "posix":
                os.killpg(proc.pid, signal.SIGKILL)
            else:
                proc.kill()
        except OSError:
            pass
        out, err = proc.communicate()
        return proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), \
            f"timed out after {timeout}s"
    return proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), None


def tail(text, n=6):
    lines = text.rstrip("\n").splitlines()
    return "\n".join("    | " + l for l in lines[-n:])


BUILD_ONLY = re.compile(r"^# tsr-test: (CPU|CUDA) build only\s*$", re.M)


def has_cuda_backend(base_cmd):
    """Whether the program under test is a tsr built with the CUDA backend (PyTorch itself, for --reference, is
    Debian's CPU build)."""
    if os.path.basename(base_cmd[0]).startswith("python"):
        return False
    probe = subprocess.run(base_cmd + ["-c", "import torch; print(torch.backends.cuda.is_built())"],
                           capture_output=True, text=True, timeout=120)
    return probe.stdout.strip() == "True"


def build_only(script):
    """'CPU' or 'CUDA' for a case that holds for one kind of build only, else None."""
    with open(script, encoding="utf-8") as f:
        m = BUILD_ONLY.search(f.read())
    return m.group(1) if m else None


def run_case(name, cases_dir, base_cmd, timeout, strict, cuda_build=None):
    script = os.path.join(cases_dir, name + ".tsr")
    needs = build_only(script)
    if needs is not None:
        if cuda_build is None:
            cuda_build = has_cuda_backend(base_cmd)
        if needs != ("CUDA" if cuda_build else "CPU"):
            return "SKIP", f"SKIP  {name} (a {needs} build's case; this build is {'CUDA' if cuda_build else 'CPU'})"
    expected_path = os.path.join(cases_dir, name + ".out")
    if not os.path.exists(expected_path):
        return "ERROR", f"ERROR {name}: missing expected output {name}.out"
    with open(expected_path, encoding="utf-8", newline="") as f:
        expected = f.read()
    rc, out, err, error = run_program(base_cmd + [script], cases_dir, timeout)
    out = out.replace("\r\n", "\n")
    if error is not None:
        msg = f"ERROR {name}: {error}"
        if err.strip():
            msg += "\n" + tail(err)
        return "ERROR", msg
    if rc != 0:
        msg = f"ERROR {name}: exit status {rc}"
        if err.strip():
            msg += "\n" + tail(err)
        status, detail = compare(expected, out, strict)
        if status == "mismatch" and detail:
            msg += "\n" + detail
        return "ERROR", msg
    status, detail = compare(expected, out, strict)
    if status == "exact":
        return "PASS", f"PASS  {name}"
    if status == "approx":
        return "PASS", f"PASS  {name} (within tolerance)"
    msg = f"FAIL  {name}"
    if detail:
        msg += "\n" + detail
    if err.strip():
        msg += "\n    stderr:\n" + tail(err, 4)
    return "FAIL", msg


def timed(fn, *args):
    """(fn(*args), its wall-clock seconds)."""
    start = time.monotonic()
    result = fn(*args)
    return result, time.monotonic() - start


def pin_blas_kernels():
    """OpenBLAS picks its kernels by CPU model (Haswell, SkylakeX, ...), and their summation order shows in the last
    bits of matmul, linear and LAPACK results, in PyTorch's and in tsr's alike (both call it). The expected outputs
    are recorded with its Haswell kernels (scripts/record-script-outputs.sh), so the cases run with them too, on any
    CPU that has them (AVX2 and FMA); a caller's own OPENBLAS_CORETYPE is kept."""
    if "OPENBLAS_CORETYPE" in os.environ:
        return
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        return
    if "avx2" in flags and "fma" in flags:
        os.environ["OPENBLAS_CORETYPE"] = "Haswell"


def main(argv=None):
    pin_blas_kernels()
    ap = argparse.ArgumentParser(description="Run the tsr conformance corpus.")
    who = ap.add_mutually_exclusive_group(required=True)
    who.add_argument("--tsr", metavar="PATH", help="tsr binary to test")
    who.add_argument("--reference", action="store_true",
                     help=f"run the scripts with {REFERENCE_PYTHON} (PyTorch) to self-check the corpus")
    ap.add_argument("--python", default=REFERENCE_PYTHON, help="interpreter for --reference")
    ap.add_argument("--cases", default=DEFAULT_CASES, help="folder of NNN_name.tsr/.out (default: %(default)s)")
    ap.add_argument("--filter", default="", metavar="SUBSTR", help="only cases whose name contains SUBSTR")
    ap.add_argument("--list", metavar="FILE",
                    help="only the cases named in FILE, one name a line (e.g. 001_lang_numbers); "
                         "'#' starts a comment. A named case that does not exist is an error.")
    ap.add_argument("--skip", action="append", default=[], metavar="NAME",
                    help="leave this case out (repeatable; the sanitizer build's list); a name that does not exist "
                         "is an error")
    ap.add_argument("--timeout", type=float, default=20, help="seconds per case (default: 20)")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="cases to run in parallel (default: 1)")
    ap.add_argument("--strict", action="store_true", help="require exact output (no numeric tolerance)")
    args = ap.parse_args(argv)

    if args.reference:
        base_cmd = [args.python]
    elif os.path.exists(args.tsr):
        base_cmd = [os.path.abspath(args.tsr)]
    else:
        base_cmd = shlex.split(args.tsr)  # allow e.g. --tsr "build/tsr --flag"
        if base_cmd and os.path.exists(base_cmd[0]):
            base_cmd[0] = os.path.abspath(base_cmd[0])
    cases_dir = os.path.abspath(args.cases)
    if not os.path.isdir(cases_dir):
        print(f"no such cases folder: {cases_dir}", file=sys.stderr)
        print("0 passed, 0 failed")
        return 2
    names = sorted(f[:-4] for f in os.listdir(cases_dir)
                   if f.endswith(".tsr") and args.filter in f[:-4])
    if args.list:
        with open(args.list) as fh:
            wanted = [ln.split("#", 1)[0].strip() for ln in fh]
        wanted = [w for w in wanted if w]
        missing = sorted(set(wanted) - set(names))
        if missing:
            print(f"cases named in {args.list} but not found: {', '.join(missing)}", file=sys.stderr)
            print(f"0 passed, {len(missing)} failed")
            return 1
        names = [n for n in names if n in set(wanted)]
    unknown = sorted(set(args.skip) - set(names))
    if unknown:
        print(f"--skip names no case: {', '.join(unknown)}", file=sys.stderr)
        print(f"0 passed, {len(unknown)} failed")
        return 1
    names = [n for n in names if n not in set(args.skip)]
    if not names:
        print(f"no cases in {cases_dir} match filter {args.filter!r}", file=sys.stderr)
        print("0 passed, 0 failed")
        return 2

    passed = failed = 0
    failures = []
    jobs = max(1, args.jobs)
    cuda_build = None
    if any(build_only(os.path.join(cases_dir, n + ".tsr")) for n in names):
        cuda_build = has_cuda_backend(base_cmd)
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        futures = [pool.submit(timed, run_case, n, cases_dir, base_cmd, args.timeout, args.strict, cuda_build)
                   for n in names]
        seconds = {}
        for name, fut in zip(names, futures):  # report in name order
            (status, msg), seconds[name] = fut.result()
            print(msg, flush=True)
            if status == "PASS":
                passed += 1
            elif status == "SKIP":
                pass
            else:
                failed += 1
                failures.append(msg)
    if failures:  # again at the end, where a log's tail shows them
        print("\nNot passing:")
        for msg in failures:
            print(msg)
    # Where the time went (CI's budget: .ci/run): the slowest cases, wall-clock while sharing the -j workers.
    slowest = sorted(seconds, key=seconds.get, reverse=True)[:8]
    print("slowest: " + ", ".join(f"{n} {seconds[n]:.1f}s" for n in slowest) + f"; all {sum(seconds.values()):.0f}s")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
