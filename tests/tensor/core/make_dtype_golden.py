#!/usr/bin/python3
"""Writes dtype_golden.json: PyTorch's facts about its dtypes, for dtype_test.cpp to check tsr's dtype table
against (including dtypes tsr does not have yet, whose rows the promotion rule is also run on).
Run with the Debian torch: /usr/bin/python3 make_dtype_golden.py"""
import json
import os
import warnings

import torch

# Every dtype PyTorch 1.13 promotes (the quantized ones have no promotion).
DTYPES = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16,
          torch.bfloat16, torch.float32, torch.float64, torch.complex32, torch.complex64, torch.complex128]


def name(d):
    return str(d)[len("torch."):]


def facts(d):
    out = {"is_floating_point": d.is_floating_point, "is_signed": d.is_signed, "is_complex": d.is_complex,
           "itemsize": torch.empty((), dtype=d).element_size(),
           "legacy_type": torch.empty((), dtype=d).type() if d != torch.complex32 else None,
           "repr": repr(torch.ones(2, dtype=d)),
           "aliases": sorted(n for n in dir(torch) if getattr(torch, n) is d and n != name(d))}
    if d.is_floating_point:
        f = torch.finfo(d)
        out["finfo"] = {"bits": f.bits, "eps": f.eps.hex(), "max": f.max.hex(), "min": f.min.hex(),
                        "tiny": f.tiny.hex(), "smallest_normal": f.smallest_normal.hex(),
                        "resolution": f.resolution.hex()}
    elif not d.is_complex and d != torch.bool:
        i = torch.iinfo(d)
        out["iinfo"] = {"bits": i.bits, "min": i.min, "max": i.max}
    return out


def main():
    warnings.simplefilter("ignore")  # "ComplexHalf support is experimental"
    out = {"torch_version": torch.__version__, "default_dtype": name(torch.get_default_dtype()),
           "dtypes": {name(d): facts(d) for d in DTYPES},
           "promote_types": {name(a): {name(b): name(torch.promote_types(a, b)) for b in DTYPES} for a in DTYPES},
           "can_cast": {name(a): {name(b): torch.can_cast(a, b) for b in DTYPES} for a in DTYPES}}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dtype_golden.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote", path)


main()
