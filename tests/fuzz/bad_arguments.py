#!/usr/bin/env python3
"""Every callable of a list of modules (and every method of their classes), then every method of sample objects
(str, list, dict, ..., a tensor, an nn.Module, an ndarray), called with a fixed set of wrong arguments: tsr must
answer each with a Python exception or a result, never a crash or a hang. Each module, and each family of samples,
runs in its own tsr process; a process killed by a signal, timed out, or not reaching its last call fails the test
and names the call it was in.

    tests/fuzz/bad_arguments.py --tsr build/tsr [--module NAME ...] [--objects py|torch|numpy ...]

Calls that would act on the machine (remove, kill, exit, sleep, fork, write, ...) are left out by name.
"""
import argparse
import os
import subprocess
import sys
import tempfile

MODULES = ["builtins", "math", "cmath", "os", "time", "json", "re", "random", "struct", "itertools", "functools",
           "collections", "io", "sys", "gc", "string", "operator", "zlib", "hashlib", "binascii", "base64", "array",
           "pickle", "copy", "datetime", "fractions", "statistics", "textwrap", "csv", "codecs", "unicodedata",
           "inspect", "typing", "dataclasses", "enum", "heapq", "bisect", "weakref", "logging", "warnings", "ast",
           "types", "numpy", "numpy.linalg", "numpy.random", "numpy.fft", "torch", "torch.nn", "torch.nn.functional",
           "torch.linalg", "torch.fft", "torch.special", "torch.autograd", "torch.distributions", "torch.utils.data",
           "torch.nn.init", "torch._C", "yaml", "six"]

# Run by tsr: argv is the module's name. Prints each call before making it, then END.
PROGRAM = r'''
import sys
DENY = {'exit', 'quit', '_exit', 'abort', 'kill', 'killpg', 'remove', 'unlink', 'rmdir', 'removedirs', 'rename', 'renames',
        'replace', 'sleep', 'input', 'fork', 'forkpty', 'execv', 'execve', 'execl', 'execle', 'execlp', 'execvp',
        'execvpe', 'execlpe', 'system', 'popen', 'spawnv', 'spawnl', 'wait', 'waitpid', 'wait3', 'wait4', 'waitid',
        'chdir', 'chmod', 'chown', 'lchown', 'truncate', 'ftruncate', 'close', 'closerange', 'dup2', 'setsid',
        'setpgid', 'nice', 'read', 'breakpoint', 'help', 'set_trace', 'pause', 'alarm', 'signal', 'setrecursionlimit',
        'settrace', 'setprofile', 'mkdir', 'makedirs', 'symlink', 'link', 'rmtree', 'write', 'putenv', 'unsetenv',
        'umask', 'setitimer', 'raise_signal', 'interact', 'main', 'test', 'serve_forever', 'getpass', 'exit_thread',
        'interrupt_main',
        'set_num_threads', 'manual_seed', 'seed', 'utime', 'mkfifo', 'mknod', 'chroot', 'sched_setaffinity', 'setuid',
        'setgid', 'seteuid', 'setegid', 'setgroups', 'setresuid', 'setresgid', 'setreuid', 'setregid', 'register',
        'copyfile', 'copy', 'copy2', 'move', 'save', 'dump', 'lchmod', 'openpty', 'pipe', 'pipe2', 'memfd_create',
        'posix_spawn', 'posix_spawnp', 'register_at_fork', 'fdopen', 'open', 'sendfile', 'copy_file_range', 'splice',
        'dup', 'set_blocking', 'set_inheritable', 'lseek', 'fsync', 'fdatasync', 'fchmod', 'fchown', 'fchdir', 'pwrite',
        'writev', 'pwritev', 'lockf', 'posix_fallocate', 'posix_fadvise', 'setpriority', 'sched_yield', 'tcsetpgrp',
        'login_tty', 'eventfd', 'eventfd_write', 'eventfd_read', 'settimeofday', 'clock_settime', 'clock_settime_ns',
        'tzset', 'disable', 'collect', 'freeze', 'unfreeze', 'set_threshold', 'set_debug', 'enable'}
DUNDERS = {'__new__', '__init__', '__getitem__', '__setitem__', '__contains__', '__eq__', '__lt__', '__add__', '__mul__',
           '__iter__', '__len__', '__format__', '__reduce_ex__', '__setstate__', '__getstate__'}
ARGS = [(), (1,), ('a',), (None,), (1, 2), ('a', 'b'), (1, 2, 3), ([1],), (1.5,), (b'x',), (-1,), ((),), ('a', 1),
        (1, 'a'), (None, None, None, None)]
mod = __import__(sys.argv[1])
for part in sys.argv[1].split('.')[1:]:
    mod = getattr(mod, part)
targets = []
for n in sorted(n for n in dir(mod) if not n.startswith('_') or n in DUNDERS):
    if n in DENY:
        continue
    try:
        f = getattr(mod, n)
    except Exception:
        continue
    if isinstance(f, type):
        targets.append((n, f))
        for m in sorted(vars(f)):
            if (m.startswith('_') and m not in DUNDERS) or m in DENY:
                continue
            try:
                g = getattr(f, m)
            except Exception:
                continue
            if callable(g):
                targets.append((n + '.' + m, g))
    elif callable(f):
        targets.append((n, f))
k = 0
for n, f in targets:
    for args in ARGS:
        k += 1
        sys.stdout.write(f"{k} {n}{args!r}\n")
        sys.stdout.flush()
        try:
            f(*args)
        except Exception:
            pass
print("END", k)
'''


SAMPLES = ["py", "torch", "numpy"]

# Run by tsr: argv is the family of samples. Each method is called on a fresh sample.
PROGRAM_OBJECTS = r'''
import sys, collections, datetime, decimal, fractions, re, io, array
kind = sys.argv[1]
ARGS = [(), (1,), ('a',), (None,), (1, 2), ('a', 'b'), (1, 2, 3), ([1],), (1.5,), (b'x',), (-1,), ((),), ('a', 1),
        (1, 'a'), (None, None, None, None)]
DUNDERS = {'__getitem__', '__setitem__', '__delitem__', '__format__', '__round__', '__reduce_ex__', '__contains__',
           '__add__', '__mul__', '__pow__', '__eq__', '__lt__', '__init__', '__setstate__', '__call__', '__array__',
           '__iadd__', '__imul__', '__index__', '__int__'}
DENY = {'tofile', 'dump', 'save', 'share_memory_', 'pin_memory', 'cuda', 'register_hook', 'backward', 'close',
        'set_', 'resize_', 'resize', 'write', 'writelines', 'truncate'}
if kind == 'py':
    samples = {'str': lambda: 'abc', 'bytes': lambda: b'abc', 'bytearray': lambda: bytearray(b'abc'),
               'list': lambda: [3, 1, 2], 'tuple': lambda: (1, 2), 'dict': lambda: {'a': 1}, 'set': lambda: {1, 2},
               'frozenset': lambda: frozenset({1}), 'int': lambda: 7, 'float': lambda: 2.5, 'complex': lambda: 1j,
               'range': lambda: range(3), 'bool': lambda: True, 'memoryview': lambda: memoryview(b'abc'),
               'deque': lambda: collections.deque([1, 2]), 'Counter': lambda: collections.Counter('aab'),
               'OrderedDict': lambda: collections.OrderedDict(a=1), 'defaultdict': lambda: collections.defaultdict(list),
               'date': lambda: datetime.date(2020, 1, 2), 'datetime': lambda: datetime.datetime(2020, 1, 2, 3, 4),
               'timedelta': lambda: datetime.timedelta(1), 'Decimal': lambda: decimal.Decimal('1.5'),
               'Fraction': lambda: fractions.Fraction(1, 3), 'Pattern': lambda: re.compile('a(b)?'),
               'Match': lambda: re.match('a(b)?', 'ab'), 'StringIO': lambda: io.StringIO('ab\ncd'),
               'BytesIO': lambda: io.BytesIO(b'ab'), 'array': lambda: array.array('i', [1, 2]),
               'slice': lambda: slice(1, 2), 'function': lambda: (lambda x: x), 'type': lambda: int,
               'object': lambda: object(), 'generator': lambda: (i for i in range(2)),
               'code': lambda: compile('1', 'f', 'eval'), 'exception': lambda: ValueError('x')}
elif kind == 'torch':
    import torch
    samples = {'tensor': lambda: torch.ones(2, 3), 'long': lambda: torch.arange(6),
               'bool': lambda: torch.ones(2, dtype=torch.bool), 'scalar': lambda: torch.tensor(1.5),
               'grad': lambda: torch.ones(2, requires_grad=True), 'size': lambda: torch.Size([2, 3]),
               'dtype': lambda: torch.float32, 'device': lambda: torch.device('cpu'), 'generator': lambda: torch.Generator(),
               'linear': lambda: torch.nn.Linear(2, 3), 'seq': lambda: torch.nn.Sequential(torch.nn.ReLU()),
               'sgd': lambda: torch.optim.SGD([torch.nn.Parameter(torch.ones(1))], lr=0.1),
               'complex': lambda: torch.ones(2, dtype=torch.complex64)}
else:
    import numpy as np
    samples = {'array': lambda: np.ones((2, 3)), 'int': lambda: np.arange(6), 'scalar': lambda: np.float64(1.5),
               'i32': lambda: np.int32(3), 'dtype': lambda: np.dtype('f4'), 'bool': lambda: np.ones(2, dtype=bool),
               'rng': lambda: np.random.default_rng(0), 'rs': lambda: np.random.RandomState(0), 'f32': lambda: np.float32(1)}
k = 0
for name, make in samples.items():
    for m in sorted(dir(make())):
        if (m.startswith('_') and m not in DUNDERS) or m in DENY:
            continue
        for args in ARGS:
            k += 1
            sys.stdout.write(f"{k} {name}.{m}{args!r}\n")
            sys.stdout.flush()
            try:
                f = getattr(make(), m)
                if callable(f):
                    f(*args)
            except Exception:
                pass
print("END", k)
'''


def run_sweep(tsr, program, arg, cwd):
    """(calls made, or None with what went wrong)."""
    try:
        r = subprocess.run([tsr, program, arg], capture_output=True, text=True, timeout=120,
                           stdin=subprocess.DEVNULL, cwd=cwd)
        out, how = r.stdout, ("killed by signal %d" % -r.returncode if r.returncode < 0 else
                              "exit status %d" % r.returncode)
    except subprocess.TimeoutExpired as e:
        out, how = (e.stdout or b"").decode(errors="replace"), "timed out"
    lines = out.splitlines()
    if lines and lines[-1].startswith("END "):
        return int(lines[-1].split()[1]), None
    last = next((ln for ln in reversed(lines) if ln[:1].isdigit()), "(before the first call)")
    return None, "%s: %s in %s" % (arg, how, last)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--module", action="append")
    ap.add_argument("--objects", action="append", choices=SAMPLES)
    args = ap.parse_args()
    modules = args.module or ([] if args.objects else MODULES)
    families = args.objects or ([] if args.module else SAMPLES)
    tsr = os.path.abspath(args.tsr)
    failures = []
    calls = 0
    with tempfile.TemporaryDirectory() as tmp:
        programs = {}
        for key, text in (("modules", PROGRAM), ("objects", PROGRAM_OBJECTS)):
            programs[key] = os.path.join(tmp, key + ".py")
            with open(programs[key], "w") as f:
                f.write(text)
        for key, names in (("modules", modules), ("objects", families)):
            for name in names:
                n, failure = run_sweep(tsr, programs[key], name, tmp)
                if failure:
                    failures.append(failure)
                else:
                    calls += n
    for f in failures:
        print("FAIL", f)
    print("%d modules and %d families of objects, %d calls: %s" % (
        len(modules), len(families), calls, "no crash" if not failures else "%d failed" % len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
