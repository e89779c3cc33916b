#!/usr/bin/env python3
"""stdlib/argparse.tsr against CPython 3.11's argparse, on seeded random parsers and command lines.

argparse.tsr is valid Python, so two checks run:
1. Under CPython, its hand-written stand-ins for what CPython does with `re` and `textwrap` (text wrapping,
   whitespace collapsing, usage parts, usage tidying, the negative-number test, nargs pattern matching) against `re`/`textwrap`
   themselves, and whole parsers (help, usage, parse results, errors, exit statuses) against CPython's argparse.
2. Under tsr (--tsr), the same random parsers, against what CPython's argparse prints for them.
3. Under tsr, -h on a terminal without $COLUMNS: the help is wrapped at the terminal's width, as CPython's.

    tests/stdlib/argparse_vs_cpython.py --tsr build/tsr [--seed N] [--count N]
"""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import pty
import random
import struct
import re
import subprocess
import sys
import tempfile
import termios
import textwrap

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(REPO, "stdlib", "argparse.tsr")


def load_tsr_argparse():
    loader = importlib.machinery.SourceFileLoader("tsr_argparse", SOURCE)
    spec = importlib.util.spec_from_loader("tsr_argparse", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def check_helpers(T, rng, count):
    pieces = ["a", "b", "Z", "1", "-", "--", " ", "  ", "\t", "\n", "x-y", "\u00e9", "_", ".", ",", "!", "'", "?",
              "&", "(", ")", "[", "]", "|", "abc", "defgh", "-x", "foo-bar-baz", "---", "9", "\u00b2", "\u0661"]
    failures = []
    for _ in range(count):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        width = rng.randint(1, 25)
        indent = rng.choice(["", " ", "    "])
        if len(indent) >= width:
            indent = ""
        want = textwrap.wrap(text, width, initial_indent=indent, subsequent_indent=indent)
        if T._wrap(text, width, indent, indent) != want:
            failures.append(("wrap", text, width, indent))
        if "\n" not in text and T._usage_parts(text) != re.findall(r"\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+", text):
            failures.append(("usage parts", text))
        tidy = re.sub(r"[\[(] *[\])]", "", re.sub(r" ([\])])", r"\1", re.sub(r"([\[(]) ", r"\1", text)))
        tidy = re.sub(r"\(([^|]*)\)", r"\1", tidy).strip()
        if T._tidy_usage(text) != tidy:
            failures.append(("tidy usage", text))
        spaced = text + rng.choice(["", "\xa0", "\u2028 x", "\x1c", " \x0b\x0c"])
        if T._collapse_whitespace(spaced) != re.sub(r"\s+", " ", spaced, flags=re.ASCII).strip():
            failures.append(("collapse whitespace", spaced))
        if T._is_negative_number(text) != bool(re.match(r"^-\d+$|^-\d*\.\d+$", text)):
            failures.append(("negative number", text))
    parser = argparse.ArgumentParser()
    tsr_parser = T.ArgumentParser()
    kinds = [None, "?", "*", "+", "...", "A...", 1, 2, 3, argparse.SUPPRESS]
    for _ in range(count):
        actions = [argparse.Action([] if rng.random() < 0.7 else ["--x"], "d", nargs=rng.choice(kinds))
                   for _ in range(rng.randint(1, 4))]
        pattern = "".join(rng.choice("AAO-") for _ in range(rng.randint(0, 8)))
        if tsr_parser._match_arguments_partial(actions, pattern) != parser._match_arguments_partial(actions, pattern):
            failures.append(("nargs match", [a.nargs for a in actions], pattern))
    return failures


# -- random parsers: a JSON-able description, built by build() below with either module

TOKENS = ["a", "b", "1", "2", "-5", "--", "--alpha", "--alph", "--al=3", "-a", "-ab", "-a3", "-b", "-c", "-x", "-1",
          "--beta", "--gamma-ray", "--d", "--no-beta", "--m1", "--m2", "x", "run", "stop", "--fast", "-h"]


def random_spec(rng):
    spec = {"add_help": rng.random() < 0.8, "args": [], "mutex": None, "sub": None,
            "formatter": rng.choice(["HelpFormatter", "ArgumentDefaultsHelpFormatter", "RawDescriptionHelpFormatter",
                                     "RawTextHelpFormatter"]),
            "description": rng.choice([None, "A short description.",
                                       "A much longer description that will need to be wrapped over several lines "
                                       "because it keeps going on and on-and-on."]),
            "allow_abbrev": rng.random() < 0.8}
    used = set()
    for k in range(rng.randint(0, 7)):
        positional = rng.random() < 0.35
        kw = {}
        if positional:
            names = [rng.choice(["src", "dst", "items", "x", "mode"]) + str(k)]
        else:
            names = []
            for name, p in [(rng.choice(["--alpha", "--beta", "--gamma-ray", "--d", "--alpha-two",
                                         "--very-long-option-name"]), 1.0),
                            (rng.choice(["-a", "-b", "-c", "-x", "-1"]), 0.6)]:
                if name not in used and rng.random() < p:
                    names.append(name)
                    used.add(name)
            if not names:
                continue
            action = rng.choice([None, None, "store_true", "store_false", "count", "append", "store_const", "extend",
                                 "append_const", "boolean"])
            if action:
                kw["action"] = action
            if action in ("store_const", "append_const"):
                kw["const"] = rng.choice([1, "c"])
            if action == "extend":
                kw["nargs"] = "+"
            if action is None and rng.random() < 0.2:
                kw["required"] = True
        if kw.get("action") in (None, "append"):
            if rng.random() < 0.5 and "nargs" not in kw:
                kw["nargs"] = rng.choice(["?", "*", "+", 1, 2, "..."] if positional else ["?", "*", "+", 1, 2])
            if rng.random() < 0.3:
                kw["type"] = "int"
            if rng.random() < 0.2:
                kw["choices"] = [1, 2, 3] if "type" in kw else ["1", "2", "a"]
            if rng.random() < 0.3:
                kw["metavar"] = rng.choice(["VAL", "N"])
            if rng.random() < 0.3:
                kw["default"] = rng.choice(["5", 7, None, "dflt"])
        if rng.random() < 0.8:
            kw["help"] = rng.choice(["help text", "a longer help text that will wrap around the line when it is long "
                                     "enough to do so", "default is %(default)s", "==SUPPRESS=="])
        spec["args"].append((names, kw))
    if rng.random() < 0.3:
        spec["mutex"] = rng.random() < 0.5
    if rng.random() < 0.25:
        spec["sub"] = [rng.random() < 0.5, rng.random() < 0.5]
    argv = [rng.choice(TOKENS) for _ in range(rng.randint(0, 6))]
    return [spec, argv, rng.choice([30, 50, 80, 120])]


# The program run under both CPython and tsr: builds each parser and prints its help, usage and parse outcome.
PROGRAM = r'''
import json, os, sys
sys.stderr = sys.stdout
import argparse as M

def build(spec):
    p = M.ArgumentParser(prog="p", add_help=spec["add_help"], description=spec["description"],
                         formatter_class=getattr(M, spec["formatter"]), allow_abbrev=spec["allow_abbrev"])
    for names, kw in spec["args"]:
        kw = dict(kw)
        if kw.get("type") == "int":
            kw["type"] = int
        if kw.get("action") == "boolean":
            kw["action"] = M.BooleanOptionalAction
        p.add_argument(*names, **kw)
    if spec["mutex"] is not None:
        g = p.add_mutually_exclusive_group(required=spec["mutex"])
        g.add_argument("--m1", action="store_true", help="m one")
        g.add_argument("--m2", help="m two")
    if spec["sub"]:
        sp = p.add_subparsers(dest="cmd", required=spec["sub"][0], **({"title": "cmds"} if spec["sub"][1] else {}))
        a = sp.add_parser("run", help="run it")
        a.add_argument("--fast", action="store_true")
        a.add_argument("target", nargs="?")
        sp.add_parser("stop")
    return p

with open(sys.argv[1]) as f:
    cases = json.load(f)
for i, (spec, argv, columns) in enumerate(cases):
    os.environ["COLUMNS"] = str(columns)
    print("== case", i)
    try:
        p = build(spec)
        print(p.format_help())
        print(p.format_usage())
        try:
            print(p.parse_args(argv))
        except SystemExit as e:
            print("exit", e.code)
    except Exception as e:
        print("EXC", type(e).__name__, e)
'''


def run_program(interpreter, argparse_dir, cases_file, program_file):
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if argparse_dir:
        env["PYTHONPATH"] = argparse_dir
    r = subprocess.run([interpreter, program_file, cases_file], capture_output=True, text=True, env=env, timeout=300)
    return r.stdout + r.stderr


TERMINAL_PROGRAM = r'''
import argparse
p = argparse.ArgumentParser(description="Wrapped at the width of the terminal the help goes to.")
p.add_argument("--input-file", "-i", default="names.txt", help="input file with things one per line")
p.add_argument("--resume", action="store_true", help="when this flag is used, we will resume optimization from "
               "the existing model in the work directory")
p.add_argument("--device", default="cpu", help="device to use for compute, examples: cpu|cuda|cuda:2|mps")
p.parse_args(["-h"])
'''


def run_on_terminal(command, columns):
    """The output of `command` run on a pseudo-terminal `columns` wide, with no $COLUMNS."""
    pid, fd = pty.fork()
    if pid == 0:
        import fcntl
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, columns, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        os.execve(command[0], command, env)
    out = b""
    while True:
        try:
            data = os.read(fd, 4096)
        except OSError:
            break
        if not data:
            break
        out += data
    os.waitpid(pid, 0)
    return out.decode()


def first_difference(a, b):
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return "line %d:\n  CPython: %r\n  tsr:     %r" % (i + 1, x, y)
    return "lengths differ"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tsr", help="the tsr command (else only the CPython checks run)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=2000)
    args = ap.parse_args()
    if sys.version_info[:2] != (3, 11):
        print("the expected behaviour is CPython 3.11's, this is %d.%d: skipped" % sys.version_info[:2])
        return 77
    rng = random.Random(args.seed)
    T = load_tsr_argparse()
    failures = check_helpers(T, rng, args.count)
    for f in failures[:10]:
        print("helper differs:", f)
    cases = [random_spec(rng) for _ in range(args.count)]
    with tempfile.TemporaryDirectory() as tmp:
        cases_file = os.path.join(tmp, "cases.json")
        program_file = os.path.join(tmp, "program.py")
        with open(cases_file, "w") as f:
            json.dump(cases, f)
        with open(program_file, "w") as f:
            f.write(PROGRAM)
        want = run_program(sys.executable, None, cases_file, program_file)
        # argparse.tsr under CPython: a folder holding it as argparse.py, found first on PYTHONPATH
        shadow = os.path.join(tmp, "shadow")
        os.mkdir(shadow)
        with open(SOURCE) as src, open(os.path.join(shadow, "argparse.py"), "w") as dst:
            dst.write(src.read())
        got = run_program(sys.executable, shadow, cases_file, program_file)
        if got != want:
            failures.append("argparse.tsr under CPython")
            print("argparse.tsr under CPython differs from CPython's argparse at", first_difference(want, got))
        if args.tsr:
            subset = os.path.join(tmp, "subset.json")
            with open(subset, "w") as f:
                json.dump(cases[:500], f)
            want = run_program(sys.executable, None, subset, program_file)
            got = run_program(os.path.abspath(args.tsr), None, subset, program_file)
            if got != want:
                failures.append("tsr")
                print("argparse under tsr differs from CPython's at", first_difference(want, got))
        if args.tsr:
            program_file = os.path.join(tmp, "terminal.py")
            with open(program_file, "w") as f:
                f.write(TERMINAL_PROGRAM)
            for columns in (50, 130):
                want = run_on_terminal([sys.executable, program_file], columns)
                got = run_on_terminal([os.path.abspath(args.tsr), program_file], columns)
                if got != want:
                    failures.append("terminal %d columns" % columns)
                    print("-h on a %d-column terminal differs at" % columns, first_difference(want, got))
    print("%d random cases: %s" % (args.count, "all as CPython's" if not failures else "%d failures" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
