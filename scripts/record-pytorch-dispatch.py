#!/usr/bin/python3
"""Records how PyTorch 1.13 dispatches each of tsr's ops on a CPU tensor, for `:trace`'s "PyTorch 1.13:" notes:
tensor/dispatch/pytorch_dispatch.def, one row per op, read from PyTorch's own dispatch tables
(torch._C._dispatch_dump_table), never typed by hand.

    /usr/bin/python3 scripts/record-pytorch-dispatch.py build/tsr

Each row: PYTORCH_OP(name, backend_select, autograd, inplace_or_view, cpu), where
  backend_select  kernel (a factory op, with no tensor argument: BackendSelect picks the backend from dtype= and
                  device= and redispatches to it alone, no autograd key) or fallthrough
  autograd        what AutogradCPU runs: generated (the op's own kernel, VariableType, generated from
                  derivatives.yaml), composite (CompositeImplicitAutograd: the op runs as the ops it calls),
                  fallback (the boxed autograd fallback: an op with no derivative)
  inplace_or_view kernel (ADInplaceOrView has a generated kernel: a view or in-place op) or fallthrough
  cpu             kernel (a CPU kernel of its own, RegisterCPU), explicit (CompositeExplicitAutograd: one kernel
                  for every backend), composite (CompositeImplicitAutograd), missing
An op PyTorch 1.13 does not have gets no row.
"""
import os
import re
import subprocess
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tensor", "dispatch", "pytorch_dispatch.def")


def kind(line):
    if line is None or "fallthrough" in line:
        return None
    if "[math kernel]" in line:
        return "composite"
    if "[autograd kernel]" in line:
        return "generated"
    if "VariableFallbackKernel" in line or "[backend fallback]" in line:
        return "fallback"
    if "RegisterCompositeExplicitAutograd" in line:
        return "explicit"
    return "kernel"


def main():
    tsr = sys.argv[1]
    names = subprocess.run([tsr, "-c", "import tsr\nfor n in tsr.ops(): print(n)"], capture_output=True, text=True,
                           check=True).stdout.split()
    rows = []
    for name in sorted(set(names)):
        try:
            table = torch._C._dispatch_dump_table("aten::" + name)
        except RuntimeError:
            continue
        if not table.strip():
            continue
        keys = {}
        for line in table.splitlines():
            key, _, rest = line.partition(": ")
            keys[key] = rest
        autograd = kind(keys.get("AutogradCPU")) or "fallback"
        view = "kernel" if kind(keys.get("ADInplaceOrView")) == "kernel" else "fallthrough"
        select = "kernel" if kind(keys.get("BackendSelect")) == "kernel" else "fallthrough"
        cpu = kind(keys.get("CPU")) or "missing"
        rows.append(f'PYTORCH_OP("{name}", {select}, {autograd}, {view}, {cpu})')
    with open(OUT, "w") as fh:
        fh.write("// How PyTorch 1.13 dispatches each of tsr's ops on a CPU tensor (BackendSelect, AutogradCPU,\n"
                 "// ADInplaceOrView, CPU),\n"
                 "// recorded from its dispatch tables by scripts/record-pytorch-dispatch.py: do not edit.\n")
        fh.write("\n".join(rows) + "\n")
    print(f"{len(rows)} of {len(set(names))} ops recorded in {OUT}")


if __name__ == "__main__":
    main()
