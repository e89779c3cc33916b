#!/usr/bin/env python3
"""Regenerates repr_cases.inc: tensors and the repr real PyTorch prints for them.

Run with Debian's python3-torch: /usr/bin/python3 tests/tensor/print/make_repr_cases.py > tests/tensor/print/repr_cases.inc
"""
import torch

torch.manual_seed(0)
CASES = [
    torch.tensor([[0.1234, -1.0], [2.5, 3.0]]),
    torch.tensor([1.0, 2.0, 3.0]),
    torch.tensor([1.0, -2.0, 300.0]),
    torch.tensor([1e-5, 1.0]),
    torch.tensor([123456.0, 0.5]),
    torch.tensor([1e9, 1.0]),
    torch.tensor([float("nan"), 1.5, float("inf")]),
    torch.tensor([0.0, 0.0]),
    torch.tensor(3.5),
    torch.tensor(7),
    torch.tensor([True, False]),
    torch.tensor([1, -20, 300]),
    torch.tensor([1, 2], dtype=torch.int32),
    torch.tensor([1.5, 2.25], dtype=torch.float64),
    torch.randn(4, 5),
    torch.randn(2, 3, 4),
    torch.randn(30),
    torch.arange(1001.0),
    torch.randn(33, 33),
    torch.zeros(0),
    torch.zeros(2, 0),
    torch.zeros(0, dtype=torch.int32),
    torch.randn(3, 30) * 1000,
]


def cpp_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def cpp_float(v):
    if v != v:
        return "NAN"
    if v in (float("inf"), float("-inf")):
        return "INFINITY" if v > 0 else "-INFINITY"
    return float(v).hex()


def dtype_name(t):
    return {torch.float32: "Float", torch.float64: "Double", torch.int64: "Long",
            torch.int32: "Int", torch.bool: "Bool"}[t.dtype]


for t in CASES:
    values = ", ".join(cpp_float(v) if t.is_floating_point() else str(int(v)) for v in t.reshape(-1).tolist())
    shape = ", ".join(str(s) for s in t.shape)
    print(f"{{{{{shape}}}, ScalarType::{dtype_name(t)}, {{{values}}}, {cpp_string(repr(t))}}},")
