#!/usr/bin/python3
"""Records where PyTorch 1.13's Python bindings take a Python number for a tensor argument, for tsr's binder:
interpreter/torch/pytorch_number_arguments.def, read from PyTorch's own schemas (torch._C._jit_get_all_schemas),
never typed by hand.

    /usr/bin/python3 scripts/record-pytorch-number-arguments.py

PyTorch's parser binds a number where an overload of the op declares a Scalar there (`x.eq(1)` is eq.Scalar,
`torch.where(c, x, 0.)` where.ScalarOther, `torch.pow(2, x)` pow.Scalar); tsr declares most such ops with a Tensor
only, and takes the number as a 0-d tensor where PyTorch would have taken the Scalar overload. Each row:
PYTORCH_NUMBER_ARGUMENT(op, argument). PyTorch also takes a number for any tensor argument of add, sub, mul, div,
true_divide and floor_divide (its should_allow_numbers_as_tensors): those are rows with argument "*".
"""
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "interpreter", "torch", "pytorch_number_arguments.def")

# torch/csrc/utils/python_arg_parser.cpp's should_allow_numbers_as_tensors in 1.13 (the names without their _out)
ANY_TENSOR = ["add", "add_", "div", "div_", "mul", "mul_", "sub", "sub_", "true_divide", "true_divide_",
              "floor_divide", "floor_divide_"]


def main():
    rows = set()
    for schema in torch._C._jit_get_all_schemas():
        if not schema.name.startswith("aten::"):
            continue
        name = schema.name[len("aten::"):]
        for arg in schema.arguments:
            if str(arg.type) in ("number", "Scalar", "Optional[number]", "Optional[Scalar]"):
                rows.add((name, arg.name))
    rows |= {(name, "*") for name in ANY_TENSOR}
    with open(OUT, "w") as f:
        f.write("// Where PyTorch 1.13's Python bindings take a number for a tensor argument (an overload with a Scalar\n"
                "// there, or any tensor argument of its should_allow_numbers_as_tensors ops: \"*\"). Recorded from\n"
                "// its schemas by scripts/record-pytorch-number-arguments.py: do not edit.\n")
        for name, arg in sorted(rows):
            f.write('PYTORCH_NUMBER_ARGUMENT("{}", "{}")\n'.format(name, arg))
    print("wrote", len(rows), "rows to", OUT)


if __name__ == "__main__":
    main()
