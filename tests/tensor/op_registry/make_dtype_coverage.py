#!/usr/bin/python3
"""Writes dtype_coverage.json: what PyTorch 1.13's CPU kernels do with each registry op's first sample in bool,
uint8, int8, int16, int32, int64, float16 and bfloat16. The samples come from tsr's own registry (the test dumps them, already converted
to each dtype); each is replayed here through torch.ops.aten.<name>.<overload>. Run with the PyTorch oracle:

    /usr/bin/python3 tests/tensor/op_registry/make_dtype_coverage.py build/tests/test_tensor
"""
import json
import math
import os
import subprocess
import sys
import tempfile

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def value(v):
    return float(v) if isinstance(v, str) else v


def rebuild(arg):
    if arg is None:
        raise ValueError("argument not rebuildable")
    kind, payload = next(iter(arg.items()))
    if kind == "tensor":
        return tensor(payload)
    if kind == "tensors":
        return [tensor(t) for t in payload]
    if kind == "float":
        return value(payload)
    if kind == "none":
        return None
    if kind == "dtype":
        return getattr(torch, payload)
    return payload  # int, bool, str, ints


def tensor(t):
    values = [value(v) for v in t["values"]]
    return torch.tensor(values, dtype=torch.float64).reshape(t["shape"]).to(getattr(torch, t["dtype"]))


def number(v):
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return v


def split_keywords(fn, args):
    """The sample's arguments in schema order, with the keyword-only ones passed by name, as aten wants them."""
    positional, keywords = [], {}
    for formal, actual in zip(fn._schema.arguments, args):
        if formal.kwarg_only:
            keywords[formal.name] = actual
        else:
            positional.append(actual)
    return positional, keywords


def outcome(fn, args):
    try:
        positional, keywords = split_keywords(fn, args)
        out = fn(*positional, **keywords)
    except Exception as e:  # PyTorch's refusal, recorded as its message
        return {"error": str(e).split("\n")[0]}
    outs = out if isinstance(out, (tuple, list)) else [out]
    for o in outs:
        if isinstance(o, torch.Tensor):
            return {"ok": True, "dtype": str(o.dtype).replace("torch.", ""),
                    "values": [number(v) for v in o.detach().double().reshape(-1).tolist()]}
    return {"ok": True}


def main():
    test_binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "samples.json")
        subprocess.run([test_binary, "--gtest_filter=DtypeCoverage.MatchesPyTorch"], check=True,
                       env=dict(os.environ, TSR_DTYPE_COVERAGE_DUMP=path), stdout=subprocess.DEVNULL)
        samples = json.load(open(path))
    torch.set_num_threads(1)
    record = {}
    for entry in samples:
        key = entry["op"] + " " + entry["dtype"]
        name, _, overload = entry["op"].partition(".")
        packet = getattr(torch.ops.aten, name, None)
        fn = getattr(packet, overload or "default", None) if packet is not None else None
        if fn is None:
            record[key] = {"skip": "no aten::" + entry["op"] + " in PyTorch " + torch.__version__}
            continue
        try:
            args = [rebuild(a) for a in entry["args"]]
        except ValueError as e:
            record[key] = {"skip": str(e)}
            continue
        record[key] = outcome(fn, args)
    record = dict(sorted(record.items()))
    with open(os.path.join(HERE, "dtype_coverage.json"), "w") as f:
        json.dump(record, f, indent=0, sort_keys=True)
        f.write("\n")
    print(len(record), "entries,", sum("error" in r for r in record.values()), "refused,",
          sum("skip" in r for r in record.values()), "skipped")


if __name__ == "__main__":
    main()
