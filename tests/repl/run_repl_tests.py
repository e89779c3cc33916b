#!/usr/bin/env python3
"""The REPL driven through a pseudo-terminal, as a person at a terminal uses it.

Each case types lines into `tsr` (no arguments) and checks what the terminal shows: echoed results, state kept
after an error, multi-line blocks, the teaching commands, syntax colouring of the input line (and none with
NO_COLOR), tab completion, history, the editing keys whose meaning libedit and readline could differ on, Ctrl-C
while typing, and exit on Ctrl-D.

    tests/repl/run_repl_tests.py --tsr build/tsr
"""
import argparse
import os
import pty
import re
import select
import sys
import tempfile
import termios
import time

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# A prompt (with any automatic indentation; or help()'s help>) ending the output, after the Enter of the line typed last.
PROMPT = r"\n[\s\S]*(>>>|\.\.\.|help>) *$"
# After keys pressed without Enter (Ctrl-U), the prompt drawn again at the start of the line (`\r>>> `) counts too.
# Not after a line typed (Enter): the editor redraws `\r>>> ` and the text so far for each key it takes, and a read
# between the two would count as the next prompt while the line has not even run (CI's loaded run did this).
REDRAWN_PROMPT = r"[\r\n][\s\S]*(>>>|\.\.\.|help>) *$"


class AtPrompt(bytes):
    """Keys pressed once the next prompt has appeared (Ctrl-D at `...`): sent earlier, while the REPL is still
    taking the previous line, they would reach the terminal in cooked mode, where Ctrl-D means end of file."""


class Until:
    """Wait until the output since the last line typed matches this pattern. After a paste the continuation prompts
    drawn for its lines would otherwise count as the prompt the next line waits for, and on a loaded machine that
    line would be typed (and echoed) while the pasted statements still run."""

    def __init__(self, pattern):
        self.pattern = pattern


def run_session(tsr, lines, env_extra=None, timeout=20.0):
    """Types each str item (with Enter) after the prompt appears; a bytes item is keys pressed half a second after
    the previous item, without waiting for a prompt (Ctrl-C into a running loop, TAB, arrow keys), an AtPrompt
    item keys pressed after the prompt appears. Then Ctrl-D. Returns (raw output, exit status)."""
    env = dict(os.environ, HOME=os.environ.get("TMPDIR", "/tmp"), TERM="xterm-256color", COLUMNS="120", LINES="40")
    env.pop("NO_COLOR", None)
    env.update(env_extra or {})
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(tsr, [tsr], env)
    out = b""

    mark = 0  # where the output of the last line typed begins: a prompt counts only if it comes after it
    prompt = PROMPT

    def read_until(pattern, limit):
        nonlocal out
        end = time.time() + limit
        while time.time() < end:
            if re.search(pattern, ANSI.sub("", out[mark:].decode(errors="replace"))[-200:]):
                return True
            r, _, _ = select.select([fd], [], [], 0.1)
            if r:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return False
                if not chunk:
                    return False
                out += chunk
        return False

    def wait_reading():
        """Until the editor waits for keys: a prompt shown, the terminal out of cooked mode (a Ctrl-D that reaches
        the terminal in cooked mode is end of file there, and the editor reads a NUL in its place) and no output
        for a moment (keys typed ahead are still being taken). The master side of a pty reports the slave's
        terminal modes."""
        end = time.time() + timeout
        while read_until(prompt, end - time.time()):
            shown = len(out)
            read_until(r"(?!)", 0.2)
            if len(out) == shown and not termios.tcgetattr(fd)[3] & termios.ICANON:
                return True
        return False

    for line in lines:
        if isinstance(line, Until):
            read_until(line.pattern, timeout)
            continue
        if isinstance(line, AtPrompt):
            wait_reading()
            mark = len(out)
            os.write(fd, line)
            prompt = PROMPT if b"\r" in line else REDRAWN_PROMPT
            continue
        if isinstance(line, bytes):
            read_until(r"(?!)", 0.5)
            os.write(fd, line)
            prompt = PROMPT if b"\r" in line else REDRAWN_PROMPT
            continue
        if not read_until(prompt, timeout):
            break
        mark = len(out)
        os.write(fd, line.encode() + b"\r")
        prompt = PROMPT
    wait_reading()
    os.write(fd, b"\x04")
    read_until(r"(?!)", 2.0)  # drain until exit
    for _ in range(50):  # a REPL that does not exit on Ctrl-D is a failure, not a hung test run
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.1)
    else:
        os.kill(pid, 9)
        _, status = os.waitpid(pid, 0)
    return out.decode(errors="replace"), os.waitstatus_to_exitcode(status)


def dis_rows(tsr, path):
    """(name, [(offset, opname, jump target)]) per code object, from CPython 3.11's dis and from `tsr --dis`, with
    the instructions tsr's VM has no use for (RESUME, PRECALL, caches, EXTENDED_ARG, RETURN_GENERATOR) left out on
    CPython's side and its POP_JUMP_FORWARD/BACKWARD names read as tsr's one POP_JUMP."""
    import subprocess
    script = r"""
import dis, sys
def walk(code):
    rows = []
    for ins in dis.get_instructions(code):
        if ins.opname in ("RESUME", "PRECALL", "CACHE", "EXTENDED_ARG", "RETURN_GENERATOR") or (
                ins.opname == "POP_TOP" and not rows and code.co_flags & 0x20):
            continue
        name = ins.opname.replace("FORWARD_", "").replace("BACKWARD_", "") if "POP_JUMP" in ins.opname else ins.opname
        rows.append((ins.offset, name, ins.argval if ins.opcode in dis.hasjrel else None))
    print(repr((code.co_name, rows)))
    for c in code.co_consts:
        if hasattr(c, "co_code"):
            walk(c)
walk(compile(open(sys.argv[1]).read(), sys.argv[1], "exec"))
"""
    ref = subprocess.run(["/usr/bin/python3", "-c", script, path], capture_output=True, text=True)
    want = [eval(line) for line in ref.stdout.splitlines()]
    got, rows = [], None
    for line in subprocess.run([tsr, "--dis", path], capture_output=True, text=True).stdout.splitlines():
        m = re.match(r"Disassembly of <code object (\S+)", line)
        if m or rows is None:
            rows = []
            got.append((m.group(1) if m else "<module>", rows))
        m = re.match(r"^\s*\d*\s+(?:-->)?\s*(?:>>)?\s*(\d+) ([A-Z_]+)(?:\s+\d+)?(?: \(to (\d+)\))?", line)
        if m:
            rows.append((int(m.group(1)), m.group(2), int(m.group(3)) if m.group(3) else None))
    return want, got


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", required=True)
    args = ap.parse_args()
    tsr = os.path.abspath(args.tsr)
    failures = []

    def check(name, cond, detail=""):
        print(("PASS  " if cond else "FAIL  ") + name)
        if not cond:
            failures.append(name)
            if detail:
                print("    " + detail.replace("\n", "\n    "))

    raw, status = run_session(tsr, [
        "x = 6 * 7",
        "x",
        "1 / 0",
        "x + 1",
        "def f(n):",
        "return n * 2",   # automatic indentation supplies the block's indent
        "",
        "f(x)",
        "for i in range(2): print('row', i)",
        "",
        "_",
    ])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("echoes an expression's repr", "\n42\n" in plain, plain[-800:])
    check("an error prints a traceback and keeps the session",
          "ZeroDivisionError: division by zero" in plain and "\n43\n" in plain, plain[-800:])
    check("blocks with automatic indentation", "\n84\n" in plain, plain[-800:])
    check("one-line compound statement", "row 0\nrow 1\n" in plain, plain[-800:])
    check("_ holds the last result (a for statement leaves it alone)", ">>> _\n84\n" in plain, plain[-300:])
    check("Ctrl-D exits with status 0", status == 0, f"status {status}")
    check("keywords are coloured on a terminal", "\x1b[1;35mdef\x1b[0m" in raw and "\x1b[36m7\x1b[0m" in raw,
          repr(raw[:400]))

    raw, status = run_session(tsr, ["for k in [1]: pass", ""], {"NO_COLOR": "1"})
    check("NO_COLOR turns input colouring off", "\x1b[1;35m" not in raw and status == 0, repr(raw[:400]))

    raw, status = run_session(tsr, [":dispatch pow.Tensor_Scalar", "import torch", ":layout torch.zeros(2, 3).t()"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check(":dispatch shows the schema and kernel table",
          "pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor" in plain and "CPU" in plain, plain[-1200:])
    check(":layout shows sizes and strides", "strides        [1, 3]" in plain, plain[-1200:])

    raw, status = run_session(tsr, ["kept = 7", "x = = 2", "kept * 6"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("a SyntaxError then the session goes on", "SyntaxError" in plain and "\n42\n" in plain, plain[-800:])

    raw, status = run_session(tsr, ["before = 5", "while True: pass", "", b"\x03", "before + 1"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-C stops a running loop with KeyboardInterrupt; variables are kept",
          "KeyboardInterrupt" in plain and "\n6\n" in plain, plain[-800:])

    raw, status = run_session(tsr, ["import torch", "big = torch.zeros(3000, 3000)",
                                    "for _ in range(100000): big.add_(1)", "", b"\x03", "big.shape"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-C stops a loop of tensor kernels; the tensor is kept",
          "KeyboardInterrupt" in plain and "torch.Size([3000, 3000])" in plain, plain[-800:])

    # As in bash: the first TAB inserts the common prefix (torch.randint); TAB TAB then lists the candidates.
    # (torch.ran<TAB> stays torch.ran since torch.range is a name too, as in PyTorch.)
    raw, status = run_session(tsr, ["import torch", b"torch.randi\t", b"\t\t", b"\x15", "1 + 1"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("TAB completes module members: torch.randi<TAB> gives torch.randint, then TAB TAB lists the candidates",
          ">>> torch.randint" in plain and
          all(name in plain for name in ("torch.randint ", "torch.randint_like")), plain[-800:])

    raw, status = run_session(tsr, ["import torch", b"torch.\t\t", b"n", b"\x15", "6 * 7"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("TAB TAB with 100 candidates or more asks first (n declines) and the session goes on",
          re.search(r"Display all \d{3} possibilities\? \(y or n\)", plain) is not None and "\n42\n" in plain
          and "torch.randperm" not in plain, plain[-800:])

    raw, status = run_session(tsr, ["import torch", b"torch.sum(torch.ones(3), 0, ke\t", b"True)\r", "1"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("TAB inside a call's parentheses completes the callee's keyword (keepdim=, no space after)",
          "torch.sum(torch.ones(3), 0, keepdim=True)" in plain and "tensor([3.])" in plain, plain[-800:])

    raw, status = run_session(tsr, ["kept = 1", b"kept = 99", b"\x03", "kept", "if True:", b"kept = 5", b"\x03",
                                    "kept"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-C while typing drops the line (and an open block), prints KeyboardInterrupt, keeps the session",
          plain.count("KeyboardInterrupt") == 2 and plain.count("\n1\n") == 2 and "\n99\n" not in plain
          and status == 0, plain[-800:])

    raw, status = run_session(tsr, ["bc = 3", b"abc\x01\x04\r", "bc + 1"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-D on a non-empty line deletes the character under the cursor (and does not exit)",
          ">>> bc\n3\n" in plain and "\n4\n" in plain and status == 0, plain[-800:])

    raw, status = run_session(tsr, [b"ab cd\x1b[D\x1b[D\x15\r", "cd = 8", "cd"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-U kills back to the start of the line, as in readline", "NameError: name 'cd'" in plain, plain[-800:])

    raw, status = run_session(tsr, ["x = 41", "y = 2", b"\x12x =", b"\x1b[C", b" + 1\r", "x"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-R finds an earlier line; an arrow key ends the search and moves the cursor there",
          "SyntaxError: cannot assign to expression" in plain and "[C" not in plain and "\n41\n" in plain, plain[-800:])

    raw, status = run_session(tsr, ["n = 4", b"n + 10\x17\x1f\x1f\r", "n * 2"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-_ undoes the last change (Ctrl-W's kill), then the typing before it",
          "\n8\n" in plain and "\n14\n" not in plain and "Error" not in plain, plain[-800:])

    with tempfile.TemporaryDirectory() as home:
        # A history file as GNU readline wrote it (one entry a line, spaces as they are) is read and written back.
        with open(os.path.join(home, ".tsr_history"), "w") as f:
            f.write("old = 'from readline'\n")
        run_session(tsr, ["recalled = 321"], {"HOME": home})
        raw, status = run_session(tsr, [b"\x1b[A", b"\r", "recalled", b"\x1b[A" * 4 + b"\r", "old"], {"HOME": home})
        plain = ANSI.sub("", raw).replace("\r", "")
        check("history from ~/.tsr_history is recalled in a new session (Up arrow)",
              "\n321\n" in plain and "'from readline'" in plain, plain[-800:])
        with open(os.path.join(home, ".tsr_history")) as f:
            lines = f.read().splitlines()
        check("~/.tsr_history keeps readline's format: one entry a line, oldest first",
              lines[:2] == ["old = 'from readline'", "recalled = 321"]
              and lines[-2:] == ["old = 'from readline'", "old"], repr(lines))

    raw, status = run_session(tsr, ["kept = 1", "if True:", "kept = 2",
                                    b"kept = 3", b"\x03", b"", "kept"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-C at `...` after a block's lines drops the whole block",
          "KeyboardInterrupt" in plain and plain.endswith(">>> kept\n1\n>>> \n") , plain[-400:])

    # Bracketed paste (the terminal wraps pasted text in ESC [ 200 ~ ... ESC [ 201 ~, newlines as CR): the text is
    # taken whole, blank lines inside the def included, and its statements run one by one.
    paste = "def g(a):\r    b = a + 1\r\r    return b * 2\r\rg(3)\rx = 5\rx + 1\r"
    with tempfile.TemporaryDirectory() as home:
        raw, status = run_session(tsr, [b"\x1b[200~" + paste.encode() + b"\x1b[201~", Until(r"\n6\r?\n>>> $"), "g(10)", "if True:",
                                        AtPrompt(b"\x1b[200~    a = 1\r\r    b = 2\r\x1b[201~"), AtPrompt(b"\r"), Until(r"\n>>> $"), "a + b"], {"HOME": home, "NO_COLOR": "1"})
        plain = ANSI.sub("", raw).replace("\r", "")
        with open(os.path.join(home, ".tsr_history")) as f:
            lines = f.read().splitlines()
    check("bracketed paste is enabled while a line is read and turned off after", "\x1b[?2004h" in raw
          and "\x1b[?2004l" in raw, repr(raw[:300]))
    dumb, _ = run_session(tsr, ["1"], {"TERM": "dumb"})
    check("no bracketed-paste sequence on a dumb terminal", "\x1b[?2004" not in dumb, repr(dumb[:300]))
    check("a pasted block is taken whole: blank lines inside it do not end it, each statement runs",
          "\n8\n6\n" in plain and "\n22\n" in plain and "Error" not in plain, plain[-800:])
    check("no automatic indentation is added to pasted lines (also where the line was auto-indented)",
          "    return b * 2" in lines and "    a = 1" in lines and "\n3\n" in plain
          and not any(l.startswith("        ") for l in lines), repr(lines))

    # A paste whose last line has no newline leaves that line to edit; typing a space first keeps its text.
    raw, status = run_session(tsr, [b"\x1b[200~if True:\r    w = 4\x1b[201~", b" \r", b"\r", "w"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("a pasted last line without its newline stays in the editor, to finish", ">>> w\n4\n" in plain, plain[-600:])

    # Automatic indentation: indentation typed over it replaces it, it dedents after return (and pass, break,
    # continue, raise), and it can be turned off. The history file holds the lines as they were entered.
    with tempfile.TemporaryDirectory() as home:
        raw, status = run_session(tsr, ["def f(n):", "    if n:", "return 1", "return 2", "", "f(0), f(1)"],
                                  {"HOME": home, "NO_COLOR": "1"})
        plain = ANSI.sub("", raw).replace("\r", "")
        with open(os.path.join(home, ".tsr_history")) as f:
            lines = f.read().splitlines()
    check("indentation typed over the automatic indent does not double it; it dedents after return",
          lines[:4] == ["def f(n):", "    if n:", "        return 1", "    return 2"] and "\n(2, 1)\n" in plain,
          repr(lines) + plain[-600:])
    raw, status = run_session(tsr, ["if True:", "y = 1", "", ":set autoindent on", "if True:", "z = 2", "",
                                    "z"], {"TSR_AUTOINDENT": "0", "NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("TSR_AUTOINDENT=0 turns automatic indentation off; :set autoindent on turns it back on",
          "IndentationError: expected an indented block" in plain and "autoindent is on" in plain
          and "\n2\n" in plain, plain[-800:])
    raw, status = run_session(tsr, [":set autoindent off", "if True:", "y = 1", "", ":help"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check(":set autoindent off, documented in :help", "autoindent is off" in plain
          and "IndentationError: expected an indented block" in plain and ":set autoindent on|off" in plain,
          plain[-1200:])

    # codeop's rule: a line that no further input can make valid is a SyntaxError at once; one that more input can
    # finish waits at `...` (as CPython after `print(1 if 0`).
    raw, status = run_session(tsr, ["def (:", "6 * 7", "if True:", "x = )", "5 + 5", "print(1 if 0", "else 3)",
                                    "f(x for", b"\x03", b"", "foo(1 2", "7 * 7"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("`def (:`, `x = )` in a block, `foo(1 2` are SyntaxErrors at once; `print(1 if 0` and `f(x for` wait",
          ">>> def (:\n  File" in plain and "\n42\n" in plain and "SyntaxError: unmatched ')'" in plain
          and "\n10\n" in plain and "... else 3)\n3\n" in plain and ">>> f(x for\n... " in plain
          and ">>> foo(1 2\n  File" in plain and "\n49\n" in plain, plain[-1500:])

    raw, status = run_session(tsr, ["if True:", "z = 5", AtPrompt(b"\x04"), "z"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("Ctrl-D on an empty (auto-indented) continuation line ends the block and runs it",
          ">>> z\n5\n" in plain and status == 0, plain[-600:])

    raw, status = run_session(tsr, [AtPrompt(b"abc"), b"\x0c", b"\x15", "1"], {"NO_COLOR": "1"})
    check("Ctrl-L clears the screen and draws the line again", "\x1b[2J" in raw
          and ">>> abc" in ANSI.sub("", raw[raw.index("\x1b[2J"):]), repr(raw[-300:]))

    raw, status = run_session(tsr, [AtPrompt(b"whi\t"), b"False: pass\r", b"\r", "1"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("keywords complete (whi<TAB> gives `while `)", ">>> while False: pass" in plain, plain[-1200:])
    setup = ["class K: pass", "", "K.visible = 1", "K._hidden = 2", "K.__secret = 3"]
    raw, status = run_session(tsr, setup + [AtPrompt(b"K.\t\t"), b"\x15", "1"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    public = plain[plain.index("K.__secret = 3\n") + 15:]
    raw, status = run_session(tsr, setup + [AtPrompt(b"K._\t\t"), b"\x15", "1"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    private = plain[plain.index("K.__secret = 3\n") + 15:]
    check("private names complete only after `_` is typed (and `__` names only after `__`)",
          "K.visible" in public and "_hidden" not in public and "__" not in public
          and "K._hidden" in private and "__secret" not in private, public + "\n----\n" + private)

    raw, status = run_session(tsr, ["def f(a, b=2):", '"Adds b to a."', "return a + b", "", "help(f)",
                                    "import torch", "help(torch.sum)", "help", "copyright", "credits", "license",
                                    "license()"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("help(function) shows the signature and docstring", "f(a, b=2)\n    Adds b to a." in plain, plain[-2000:])
    check("help(op) shows each overload's schema and doc",
          "sum(Tensor self, *, ScalarType? dtype=None) -> Tensor\n        The sum of all elements." in plain
          and "sum.dim_IntList(Tensor self, int[1]? dim" in plain, plain[-2000:])
    check("help, copyright, credits, license as CPython's site module shows them (tsr's: MIT, its authors)",
          ">>> help\nType help() for interactive help, or help(object) for help about object.\n" in plain
          and ">>> copyright\nCopyright (c) 2026 The tsr authors.\nAll Rights Reserved.\n" in plain
          and ">>> credits\n    Thanks to" in plain
          and ">>> license\nType license() to see the full license text\n" in plain
          and "MIT License" in plain and "WITHOUT WARRANTY OF ANY KIND" in plain, plain[-2000:])

    raw, status = run_session(tsr, ["help()", "keywords", "len", "for", "nosuch", "quit", "x = 5", "x",
                                    "help()", "", "x + 1"], {"NO_COLOR": "1"})
    plain = ANSI.sub("", raw).replace("\r", "")
    check("help() enters the interactive help utility (help> prompt): keywords, a name, a keyword, an unknown "
          "name answered; quit or an empty line leaves and the session goes on",
          "help's help utility" not in plain and "help> " in plain
          and "Here is a list of the Python keywords." in plain and "nonlocal" in plain
          and "Help on built-in function len" in plain and "no help page for the keyword 'for'" in plain
          and "No Python documentation found for 'nosuch'." in plain
          and plain.count("You are now leaving help and returning to the Python interpreter.") == 2
          and ">>> x\n5\n" in plain and ">>> x + 1\n6\n" in plain, plain[-2500:])

    raw, status = run_session(tsr, [":time sum(range(100))"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check(":time prints loops and the best time per loop, like %timeit",
          re.search(r"\d+ loops?, best of 5: [\d.]+ (nsec|usec|msec|sec) per loop", plain) is not None, plain[-400:])

    raw, status = run_session(tsr, ["import torch", "w = torch.ones(3, requires_grad=True)",
                                    ":profile (w * 2).sum().backward()", ":profile 1/0", "w.grad", ":profile"])
    plain = ANSI.sub("", raw).replace("\r", "")
    rows = {line.split()[0]: line.split() for line in plain.split("\n")
            if line.strip().startswith(("aten::", "MulBackward0", "SumBackward0"))}
    check(":profile runs the statement once under the profiler and prints PyTorch's table of its ops by self time; "
          "an error in it is raised after the profile ends, and the session goes on",
          "Name    Self CPU %      Self CPU   CPU total %     CPU total  CPU time avg    # of Calls" in plain
          and rows.get("aten::mul", [""])[-1] == "2" and rows.get("aten::sum", [""])[-1] == "1"
          and "MulBackward0" in rows and "Self CPU time total:" in plain
          and "ZeroDivisionError: division by zero" in plain and "tensor([2., 2., 2.])" in plain
          and ">>> :profile\nusage:  :profile STATEMENT" in plain, plain[-2500:])

    raw, status = run_session(tsr, [":time", ":graph", "x = 1", ":time  ", "x"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check(":time (or :graph) with nothing to run prints its usage, and the session goes on",
          ">>> :time\nusage:  :time STATEMENT" in plain and ">>> :graph\nusage:  :graph TENSOR" in plain
          and ">>> :time  \nusage:  :time STATEMENT" in plain and ">>> x\n1\n" in plain
          and "loops, best of" not in plain, plain[-800:])

    # The same commands as command-line flags.
    import subprocess
    with tempfile.TemporaryDirectory() as d:
        script = os.path.join(d, "user.tsr")
        with open(script, "w") as fh:
            fh.write("import torch\nimport torch.nn as nn\nx = torch.ones(2)\ny = x * 2\n")
        out = subprocess.run([tsr, "--trace-dispatch", script], capture_output=True, text=True)
        lines = out.stderr.splitlines()
        check("--trace-dispatch starts at the user's first line (no library module's import-time work)",
              out.returncode == 0 and lines and lines[0].startswith("bytecode " + script + ":3 ")
              and not any("stdlib/" in l for l in lines) and any("aten::mul.Tensor" in l for l in lines),
              "\n".join(lines[:5]))
        out = subprocess.run([tsr, "--trace-dispatch-all", script], capture_output=True, text=True)
        check("--trace-dispatch-all traces the library modules' import-time work too",
              out.returncode == 0 and "stdlib/torch/" in out.stderr.splitlines()[0], out.stderr[:400])
    out = subprocess.run([tsr, "--layout", "torch.zeros(2, 3).t()"], capture_output=True, text=True)
    check("tsr --layout EXPR", out.returncode == 0 and "strides        [1, 3]" in out.stdout, out.stdout + out.stderr)
    out = subprocess.run([tsr, "--trace", "torch.ones(2) ** 3"], capture_output=True, text=True)
    check("tsr --trace STATEMENT", out.returncode == 0 and "pow_scalar_cpu" in out.stdout, out.stdout + out.stderr)
    out = subprocess.run([tsr, "--dispatch", "pow.Tensor_Scalar"], capture_output=True, text=True)
    check("tsr --dispatch OP", out.returncode == 0 and "CPU: kernel pow_scalar_cpu" in out.stdout, out.stdout)
    out = subprocess.run([tsr, "--graph", "(torch.ones(2, requires_grad=True) * 2).sum()"], capture_output=True, text=True)
    check("tsr --graph EXPR", out.returncode == 0 and "MulBackward0" in out.stdout, out.stdout + out.stderr)
    out = subprocess.run([tsr, "--help"], capture_output=True, text=True)
    check("tsr --help prints the usage to stdout, exit 0", out.returncode == 0 and "usage: tsr" in out.stdout
          and out.stderr == "", out.stdout + out.stderr)
    out = subprocess.run([tsr, "--no-such-flag"], capture_output=True, text=True)
    check("a usage error prints to stderr, exit 2", out.returncode == 2 and "usage: tsr" in out.stderr
          and out.stdout == "", out.stdout + out.stderr)
    out = subprocess.run([tsr, "--layout"], capture_output=True, text=True)
    check("a teaching flag without its argument is a usage error (exit 2)", out.returncode == 2, str(out.returncode))
    # -u / PYTHONUNBUFFERED: stdout written as printed, so a child process's output (written to the same file)
    # lands after what the parent printed before starting it; buffered, the parent's text comes out at exit
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "order.tsr")
        with open(script, "w") as f:
            f.write("import subprocess\nprint('before')\nsubprocess.run(['sh', '-c', 'echo child'])\nprint('after')\n")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
        for flags, extra, want in (([], {}, "child before after"), (["-u"], {}, "before child after"),
                                   ([], {"PYTHONUNBUFFERED": "1"}, "before child after")):
            with open(os.path.join(tmp, "out.txt"), "w") as sink:
                code = subprocess.run([tsr, *flags, script], stdout=sink, env={**env, **extra}).returncode
            with open(os.path.join(tmp, "out.txt")) as f:
                got = " ".join(f.read().split())
            check(f"tsr {' '.join(flags + [k + '=' + v for k, v in extra.items()])} order.tsr: {want}",
                  code == 0 and got == want, got)

    # -W options and $PYTHONWARNINGS become sys.warnoptions and warnings filters, as CPython's: later options take
    # precedence, a bad one is reported on stderr (at start-up) and skipped, and -W without its argument is a
    # usage error; -B and -s are accepted
    with tempfile.TemporaryDirectory() as tmp:
        script = os.path.join(tmp, "warn.tsr")
        with open(script, "w") as f:
            f.write("import sys, warnings\nprint(sys.warnoptions)\nwarnings.warn('user')\n"
                    "warnings.warn('rt', RuntimeWarning)\nprint('end')\n")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONWARNINGS"}
        def run_warn(*flags, **extra):
            out = subprocess.run([tsr, *flags, script], capture_output=True, text=True, env={**env, **extra})
            return out.returncode, out.stdout, out.stderr
        code, out, err = run_warn("-W", "ignore")
        check("-W ignore: no warning shown", code == 0 and out == "['ignore']\nend\n" and err == "", out + err)
        code, out, err = run_warn("-Wignore::UserWarning", "-W", "error::RuntimeWarning")
        check("-W error::RuntimeWarning raises, -Wignore::UserWarning hides",
              code == 1 and "UserWarning" not in err and err.rstrip().endswith("RuntimeWarning: rt")
              and "end" not in out, out + err)
        code, out, err = run_warn("-W", "error", "-W", "default::UserWarning")
        check("the later -W option wins", code == 1 and "UserWarning: user" in err and "RuntimeWarning: rt" in err
              and err.count("Traceback") == 1, out + err)
        code, out, err = run_warn(PYTHONWARNINGS="ignore,error::RuntimeWarning")
        check("PYTHONWARNINGS's comma-separated filters", code == 1 and "UserWarning" not in err
              and "['ignore', 'error::RuntimeWarning']" in out, out + err)
        code, out, err = run_warn("-W", "bogus", "-W", "always::NoSuchWarning", "-B", "-s")
        check("bad -W options are reported and skipped", code == 0 and
              "Invalid -W option ignored: invalid action: 'bogus'\n" in err and
              "Invalid -W option ignored: unknown warning category: 'NoSuchWarning'\n" in err, out + err)
        out = subprocess.run([tsr, "-W", "nonsense", "-c", "print(1)"], capture_output=True, text=True, env=env)
        check("a bad -W option is reported even when nothing warns",
              out.stdout == "1\n" and "Invalid -W option ignored" in out.stderr, out.stdout + out.stderr)
        out = subprocess.run([tsr, "-W"], capture_output=True, text=True, env=env)
        check("-W without its argument is a usage error", out.returncode == 2 and
              "Argument expected for the -W option" in out.stderr, out.stderr)

    # :dis / --dis show CPython 3.11's byte offsets: wherever tsr's compiler emits the instructions CPython's does,
    # each offset and jump target is CPython's (where the streams differ, e.g. CPython's jump threading, skip).
    if os.path.exists("/usr/bin/python3"):
        sample = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "teaching", "dis_offsets_sample.py")
        want, got = dis_rows(tsr, sample)
        same_stream = [(w, g) for (_, w), (_, g) in zip(want, got) if [r[1] for r in w] == [r[1] for r in g]]
        check("--dis shows CPython 3.11's byte offsets and jump targets (compared with its dis, "
              f"{len(same_stream)} of {len(want)} code objects with the same instructions)",
              len(want) == len(got) and len(same_stream) >= 7 and all(w == g for w, g in same_stream),
              "\n".join(f"{w}\n{g}" for w, g in same_stream if w != g))

    print(f"{len(failures)} failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
