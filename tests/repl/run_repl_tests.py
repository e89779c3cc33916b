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
import time

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
# A prompt (with any automatic indentation) ending the output, after the Enter of the line typed last.
PROMPT = r"\n[\s\S]*(>>>|\.\.\.) *$"


def run_session(tsr, lines, env_extra=None, timeout=20.0):
    """Types each str item (with Enter) after the prompt appears; a bytes item is keys pressed half a second after
    the previous item, without waiting for a prompt (Ctrl-C into a running loop, TAB, arrow keys). Then Ctrl-D.
    Returns (raw output, exit status)."""
    env = dict(os.environ, HOME=os.environ.get("TMPDIR", "/tmp"), TERM="xterm-256color", COLUMNS="120", LINES="40")
    env.pop("NO_COLOR", None)
    env.update(env_extra or {})
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(tsr, [tsr], env)
    out = b""

    mark = 0  # where the output of the last line typed begins: a prompt counts only if it comes after it

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

    for line in lines:
        if isinstance(line, bytes):
            read_until(r"(?!)", 0.5)
            os.write(fd, line)
            continue
        if not read_until(PROMPT, timeout):
            break
        mark = len(out)
        os.write(fd, line.encode() + b"\r")
    read_until(PROMPT, timeout)
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

    # As in bash: the first TAB inserts the common prefix (torch.rand); TAB TAB then lists the candidates.
    raw, status = run_session(tsr, ["import torch", b"torch.ran\t", b"\t\t", b"\x15", "1 + 1"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check("TAB completes module members: torch.ran<TAB> gives torch.rand, then TAB TAB lists the candidates",
          ">>> torch.rand" in plain and
          all(name in plain for name in ("torch.randn ", "torch.randint ", "torch.randperm")), plain[-800:])

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

    raw, status = run_session(tsr, [":time sum(range(100))"])
    plain = ANSI.sub("", raw).replace("\r", "")
    check(":time prints loops and the best time per loop, like %timeit",
          re.search(r"\d+ loops?, best of 5: [\d.]+ (nsec|usec|msec|sec) per loop", plain) is not None, plain[-400:])

    # The same commands as command-line flags.
    import subprocess
    out = subprocess.run([tsr, "--layout", "torch.zeros(2, 3).t()"], capture_output=True, text=True)
    check("tsr --layout EXPR", out.returncode == 0 and "strides        [1, 3]" in out.stdout, out.stdout + out.stderr)
    out = subprocess.run([tsr, "--trace", "torch.ones(2) ** 3"], capture_output=True, text=True)
    check("tsr --trace STATEMENT", out.returncode == 0 and "pow_scalar_cpu" in out.stdout, out.stdout + out.stderr)
    out = subprocess.run([tsr, "--dispatch", "pow.Tensor_Scalar"], capture_output=True, text=True)
    check("tsr --dispatch OP", out.returncode == 0 and "CPU: kernel pow_scalar_cpu" in out.stdout, out.stdout)
    out = subprocess.run([tsr, "--graph", "(torch.ones(2, requires_grad=True) * 2).sum()"], capture_output=True, text=True)
    check("tsr --graph EXPR", out.returncode == 0 and "MulBackward0" in out.stdout, out.stdout + out.stderr)
    out = subprocess.run([tsr, "--layout"], capture_output=True, text=True)
    check("a teaching flag without its argument is a usage error (exit 2)", out.returncode == 2, str(out.returncode))

    print(f"{len(failures)} failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
