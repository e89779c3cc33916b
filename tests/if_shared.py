#!/usr/bin/env python3
"""Runs a command over one of the shared corpora (../shared beside the repository), or skips.

    if_shared.py SHARED_DIR COMMAND [ARG ...]

Where SHARED_DIR exists, COMMAND runs and its exit status is returned. Where it does not (a clone on its own),
the test is skipped: "skipped: ../shared not present" and exit status 77, which ctest reports as skipped
(SKIP_RETURN_CODE), so a clone without the corpora still passes while one with them runs them as well.
The corpora's expected outputs were printed with OpenBLAS's Haswell kernels, so the command runs with them, as the
script tests do (run_cases.pin_blas_kernels, tests/README.md).
"""
import os
import subprocess
import sys

from run_cases import pin_blas_kernels


def main(argv):
    if len(argv) < 3:
        print("usage: if_shared.py SHARED_DIR COMMAND [ARG ...]", file=sys.stderr)
        return 2
    shared, command = argv[1], argv[2:]
    if not os.path.isdir(shared):
        print(f"skipped: ../shared not present (looked for {os.path.normpath(shared)})")
        return 77
    pin_blas_kernels()
    return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
