#!/usr/bin/python3
"""Records PyTorch 1.13's Tensor attribute surface, `dir(torch.tensor(1.))`, for tsr's Tensor class:
tensor/dispatch/pytorch_tensor_dir.def, one row per name, read from PyTorch itself, never typed by hand.

    /usr/bin/python3 scripts/record-pytorch-tensor-dir.py

Each row: PYTORCH_TENSOR_ATTR(name, kind), kind being
  method    a callable on the class (a method of torch._C._TensorBase, a function of torch/_tensor.py)
  property  a data descriptor (getset/member descriptor or property): read on the instance
  value     anything else (a class attribute such as __array_priority__ or __doc__)
tsr binds a registry op as a Tensor method (and its `_` in-place form) only when PyTorch's Tensor has that name
(interpreter/torch/module.cpp), and torch/_tail.tsr supplies the rest of the list where tsr has the function.
"""
import inspect
import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tensor", "dispatch", "pytorch_tensor_dir.def")


def kind(name):
    for klass in type(torch.tensor(1.0)).__mro__:
        if name in klass.__dict__:
            attr = klass.__dict__[name]
            break
    else:
        return "value"
    if inspect.isdatadescriptor(attr) or isinstance(attr, property):
        return "property"
    if callable(attr) or isinstance(attr, (classmethod, staticmethod)):
        return "method"
    return "value"


def main():
    names = sorted(dir(torch.tensor(1.0)))
    with open(OUT, "w") as f:
        f.write("// PyTorch 1.13's Tensor attributes, dir(torch.tensor(1.)), and what each is (method, property, value),\n")
        f.write("// recorded by scripts/record-pytorch-tensor-dir.py: do not edit.\n")
        for name in names:
            f.write('PYTORCH_TENSOR_ATTR("%s", %s)\n' % (name, kind(name)))
    print(len(names), "names ->", OUT)


if __name__ == "__main__":
    main()
