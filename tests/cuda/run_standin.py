#!/usr/bin/env python3
"""The CUDA stand-in tests (Note [The CUDA stand-in], tensor/ops/cuda_standin.hpp): device placement checked on a
machine without a GPU, by running programs with TSR_FAKE_CUDA=1 (cuda tensors in host memory, the CPU kernels).

1. Every tests/cuda/standin/*.tsr script: each line it prints must end in " ok" (standin_check.tsr's checks).
2. The GPU comparison scripts (most of tests/cuda/*.tsr, run against PyTorch on a lent GPU by run_on_gpu.sh) must run to
   the end, and no line may report a device mix ("on the same device", "invalid gradient") except those of the
   checks that ask for that error (their names mention devices).
3. The reference training program on cuda (bench/cuda/fit_x2_y3_cuda.tsr) must run (not with --no-training: the
   sanitizer build leaves it out, as it leaves out the CPU one, fit_x2_y3: its training loop takes minutes there, and
   the examples run the same path).

The CUDA kernels themselves are not exercised: the stand-in serves cuda tensors with the CPU kernels.

    run_standin.py --tsr PATH_TO_TSR [--no-training]
"""
import argparse
import glob
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# (half_and_save.tsr is left out: its subject is the float16/bfloat16 device kernels, and the CPU kernels that serve
# the stand-in take 16-bit types where PyTorch's CPU kernels do, which is not everywhere the GPU's do.)
GPU_SCRIPTS = ["device_tensors", "new_kernels", "conv_sort_kernels", "long_tail"]
DEVICE_MIX = ("on the same device", "invalid gradient")


def run(tsr, script, *args):
    env = dict(os.environ, TSR_FAKE_CUDA="1")
    p = subprocess.run([tsr, script, *args], cwd=os.path.dirname(script), env=env, capture_output=True, text=True,
                       timeout=600)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--no-training", action="store_true", help="leave out bench/cuda/fit_x2_y3_cuda.tsr")
    args = ap.parse_args()
    tsr = os.path.abspath(args.tsr)
    failures = []
    for script in sorted(glob.glob(os.path.join(HERE, "standin", "*.tsr"))):
        if os.path.basename(script) == "standin_check.tsr":
            continue
        rc, out, err = run(tsr, script)
        name = os.path.relpath(script, ROOT)
        bad = [line for line in out.splitlines() if not line.endswith(" ok")]
        if rc != 0 or bad or not out:
            failures.append("{}: exit {}\n  {}\n  {}".format(name, rc, "\n  ".join(bad), err.strip()[-600:]))
        print("{}: {} checks, {}".format(name, len(out.splitlines()), "FAIL" if failures and failures[-1].startswith(name)
                                         else "ok"))
    for stem in GPU_SCRIPTS:
        script = os.path.join(HERE, stem + ".tsr")
        rc, out, err = run(tsr, script)
        mixed = [line for line in out.splitlines()
                 if any(m in line for m in DEVICE_MIX) and "device" not in line.split(":")[0].lower()]
        ok = rc == 0 and not mixed
        if not ok:
            failures.append("tests/cuda/{}.tsr: exit {}\n  {}\n  {}".format(stem, rc, "\n  ".join(mixed), err.strip()[-600:]))
        print("tests/cuda/{}.tsr under the stand-in: {} lines, {}".format(stem, len(out.splitlines()), "ok" if ok else "FAIL"))
    if args.no_training:
        print("bench/cuda/fit_x2_y3_cuda.tsr: left out (--no-training)")
    else:
        rc, out, err = run(tsr, os.path.join(ROOT, "bench", "cuda", "fit_x2_y3_cuda.tsr"))
        if rc != 0:
            failures.append("bench/cuda/fit_x2_y3_cuda.tsr: exit {}\n  {}".format(rc, err.strip()[-600:]))
        print("bench/cuda/fit_x2_y3_cuda.tsr under the stand-in:", "ok" if rc == 0 else "FAIL")
    for f in failures:
        print("FAILED", f)
    print("{} failed".format(len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
