#!/usr/bin/python3
"""Records which of PyTorch 1.13's ATen ops cannot run on the meta device, for tsr's meta backend:
tensor/ops/pytorch_no_meta_kernel.def, read from PyTorch's own dispatcher, never typed by hand.

    /usr/bin/python3 scripts/record-pytorch-meta-kernels.py

An op runs on meta tensors in PyTorch when it has a Meta kernel, or a kernel at a composite key (those serve every
backend, the meta one included). The rest (nonzero, unique, masked_select, _local_scalar_dense behind .item(): the ops
whose result sizes depend on the data, and others nobody wrote a meta kernel for) raise "Could not run 'aten::op'
with arguments from the 'Meta' backend". Each row: PYTORCH_NO_META_KERNEL(qualified name).
"""
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tensor", "ops", "pytorch_no_meta_kernel.def")
SERVING_META = ["Meta", "CompositeExplicitAutograd", "CompositeImplicitAutograd",
                "CompositeExplicitAutogradNonFunctional"]


def main():
    rows = set()
    for schema in torch._C._jit_get_all_schemas():
        if not schema.name.startswith("aten::"):
            continue
        name = schema.name + ("." + schema.overload_name if schema.overload_name else "")
        if not torch._C._dispatch_has_kernel(name):  # a TorchScript builtin, not a dispatcher op
            continue
        if not any(torch._C._dispatch_has_kernel_for_dispatch_key(name, key) for key in SERVING_META):
            rows.add(name[len("aten::"):])
    with open(OUT, "w") as f:
        f.write("// The ATen ops PyTorch 1.13 cannot run on the meta device (no Meta kernel, no composite one).\n"
                "// Recorded from its dispatcher by scripts/record-pytorch-meta-kernels.py: do not edit.\n")
        for name in sorted(rows):
            f.write(f'PYTORCH_NO_META_KERNEL("{name}")\n')
    print(f"{len(rows)} ops -> {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
