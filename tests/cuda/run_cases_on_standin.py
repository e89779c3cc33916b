#!/usr/bin/env python3
"""Script cases with their tensors on cuda, under the CUDA stand-in (Note [The CUDA stand-in],
tensor/ops/cuda_standin.hpp): issue 22's "conformance corpus with tensors moved to cuda", without a GPU.

Each NNN_name.tsr of a cases folder runs with TSR_FAKE_CUDA=1 after one line put before it,
`torch.set_default_tensor_type(torch.cuda.FloatTensor)`, so every tensor a factory makes (torch.tensor, zeros,
randn, arange, ...) is on cuda, and everything computed from them. The stand-in computes with the CPU kernels, so
the output must be the case's expected output (PyTorch's, on the CPU) once the device is taken out of it (a repr's
`device='cuda:0'`, a printed `cuda:0`, a type name's `torch.cuda.`, a parameter's " (GPU 0)"). What fails is device
placement, or a case that looks at the device itself (`x.is_cuda`, `.numpy()` of a cuda tensor, which PyTorch
refuses), or one whose repr wraps differently with the device in it: so the cases that pass are a ratchet list, and
every case on the list must keep passing.

With --gpu the tsr is a CUDA build on a machine with a GPU and runs without the stand-in: the same comparison
then checks the CUDA kernels' values against PyTorch's CPU output (tests/cuda/run_on_lent_gpu.sh), so a case may
also differ by the last digits that a different summation order rounds.

    run_cases_on_standin.py --tsr PATH --cases DIR [--list FILE] [--write-list FILE] [-j N] [--filter SUBSTR]
                            [--gpu] [--save-failures DIR]
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import run_cases  # noqa: E402  (tests/run_cases.py: the comparison and the process handling)

PRELUDE = "import torch as _standin_torch; _standin_torch.set_default_tensor_type(_standin_torch.cuda.FloatTensor)\n"


def with_prelude(source):
    """The prelude after any `from __future__` imports (which must come first)."""
    lines = source.splitlines(keepends=True)
    at = 0
    for i, line in enumerate(lines):
        if line.startswith("from __future__"):
            at = i + 1
    return "".join(lines[:at]) + PRELUDE + "".join(lines[at:])


def without_device(text):
    text = re.sub(r",\s*device='cuda:0'", "", text)  # tensor([1.], device='cuda:0'), across a line break too
    text = re.sub(r"device='cuda:0', ", "", text)  # a repr's continuation line: device='cuda:0', grad_fn=...
    text = re.sub(r"torch\.cuda\.(\w+Tensor)", r"torch.\1", text)  # x.type() on cuda: 'torch.cuda.FloatTensor'
    text = text.replace(" (GPU 0)", "")  # ParameterList's repr of a cuda parameter
    return text.replace("cuda:0", "cpu")


def unwrapped(text):
    """The text with each line break before an indented line taken out, and the kernel names of errors made the
    CPU's: a repr that held the device wraps where the CPU's does not (`dtype=`, `grad_fn=` on a line of its own),
    and PyTorch's CUDA kernels name themselves "add_cuda" where the CPU's say "add_cpu"."""
    return re.sub(r'"(\w+)_cuda"', r'"\1_cpu"', re.sub(r"\n[ \t]+", " ", text))


def run_one(name, work, tsr, timeout, gpu, save_dir):
    expected_path = os.path.join(work, name + ".out")
    with open(expected_path, encoding="utf-8", newline="") as f:
        expected = f.read()
    env_cmd = ["env", "PYTHONHASHSEED=0"] + ([] if gpu else ["TSR_FAKE_CUDA=1"]) + [tsr]
    rc, out, err, error = run_cases.run_program(env_cmd + [os.path.join(work, name + ".tsr")], work, timeout)
    if error is not None:
        return name, False, error
    out = without_device(out.replace("\r\n", "\n"))
    if rc != 0:
        last = err.strip().splitlines()
        ok, why = False, "exit {}: {}".format(rc, last[-1] if last else "")
    else:
        status, detail = run_cases.compare(expected, out, False)
        if status == "mismatch":
            status = run_cases.compare(unwrapped(expected), unwrapped(out), False)[0]
        ok, why = status != "mismatch", detail.splitlines()[0] if detail else ""
    if not ok and save_dir:
        with open(os.path.join(save_dir, name + ".out"), "w", encoding="utf-8") as f:
            f.write(out + ("\n--- stderr (exit {})\n{}".format(rc, err) if rc != 0 or err else ""))
    return name, ok, why


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", required=True)
    ap.add_argument("--cases", required=True)
    ap.add_argument("--list", help="only these cases, and each must pass")
    ap.add_argument("--write-list", help="write the names of the passing cases here")
    ap.add_argument("--filter", default="")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--gpu", action="store_true", help="a CUDA build on a GPU: run without the stand-in")
    ap.add_argument("--save-failures", help="write each failing case's output (device taken out) into this folder")
    args = ap.parse_args()
    run_cases.pin_blas_kernels()
    tsr = os.path.abspath(args.tsr)
    if args.save_failures:
        os.makedirs(args.save_failures, exist_ok=True)
    names = sorted(f[:-4] for f in os.listdir(args.cases) if f.endswith(".tsr") and os.path.exists(
        os.path.join(args.cases, f[:-4] + ".out")) and args.filter in f)
    if args.list:
        with open(args.list) as f:
            wanted = [l.strip() for l in f if l.strip() and not l.startswith("#")]
        missing = [w for w in wanted if w not in names]
        names = [n for n in names if n in wanted]
    else:
        missing = []
    with tempfile.TemporaryDirectory(prefix="tsr-standin-") as tmp:
        work = os.path.join(tmp, "cases")
        shutil.copytree(args.cases, work)  # the cases read their sibling files
        for name in names:
            path = os.path.join(work, name + ".tsr")
            with open(path, encoding="utf-8") as f:
                source = f.read()
            with open(path, "w", encoding="utf-8") as f:
                f.write(with_prelude(source))
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.j) as pool:
            results = sorted(pool.map(lambda n: run_one(n, work, tsr, args.timeout, args.gpu, args.save_failures),
                                      names))
    passed = [n for n, ok, _ in results if ok]
    for name, ok, why in results:
        if not ok:
            print("{} {}: {}".format("FAIL" if args.list else "differs", name, why))
    for name in missing:
        print("FAIL {}: listed but not found".format(name))
    if args.write_list:
        with open(args.write_list, "w") as f:
            f.write("# Script cases that print PyTorch's output with their tensors on cuda under the CUDA stand-in\n"
                    "# (tests/cuda/run_cases_on_standin.py writes this list with --write-list; ctest keeps it passing).\n")
            f.writelines(n + "\n" for n in passed)
    print("{} of {} cases print PyTorch's output with their tensors on cuda".format(len(passed), len(results)))
    return 1 if args.list and (len(passed) != len(results) or missing) else 0


if __name__ == "__main__":
    sys.exit(main())
