#!/usr/bin/python3
"""Writes golden/numpy_math_golden.json: numpy 1.24's float64 and float32 results for the functions whose loops
tsr's numpy computes as numpy does (tensor/kernels/cpu/numpy_math.cpp, Note [numpy's vector math]), for
numpy_math_test.cpp. Run with Debian's numpy on a processor with AVX512_SKX, where numpy's loops are SVML's:
/usr/bin/python3 make_numpy_math_golden.py (the file records whether numpy's build called SVML)."""
import json
import os

import numpy as np
import numpy.core._multiarray_umath as umath

UNARY64 = ["exp", "log", "exp2", "log2", "log10", "expm1", "log1p", "cbrt", "tan", "arcsin", "arccos", "arctan",
           "sinh", "cosh", "arcsinh", "arccosh", "arctanh", "sin", "cos"]
UNARY32 = ["exp2", "log2", "log10", "expm1", "log1p", "cbrt", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh",
           "arcsinh", "arccosh", "arctanh"]
SVML_NAME = {"arcsin": "asin", "arccos": "acos", "arctan": "atan", "arcsinh": "asinh", "arccosh": "acosh",
             "arctanh": "atanh", "power": "pow", "arctan2": "atan2"}


def inputs(dtype):
    rng = np.random.default_rng(2024)
    x = np.concatenate([rng.uniform(-1, 1, 40), rng.uniform(-4, 4, 40), rng.uniform(-60, 60, 20),
                        np.exp(rng.uniform(-40, 40, 20)), [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 1e-30, 100.0, 1e5]])
    return x.astype(dtype)


def bits(a):
    return [int(v) for v in a.view(np.uint64 if a.dtype == np.float64 else np.uint32).tolist()]


def main():
    uses_svml = "__svml_log8" in open(umath.__file__, "rb").read().decode("latin-1") and \
        "avx512_skx" in str(np.core._multiarray_umath.__cpu_features__).lower() and \
        np.core._multiarray_umath.__cpu_features__.get("AVX512_SKX", False)
    out = {"svml": bool(uses_svml), "unary": [], "binary": []}
    with np.errstate(all="ignore"):
        for dtype, names in ((np.float64, UNARY64), (np.float32, UNARY32)):
            x = inputs(dtype)
            for name in names:
                out["unary"].append({"name": SVML_NAME.get(name, name), "dtype": np.dtype(dtype).name,
                                     "x": bits(x), "y": bits(getattr(np, name)(x))})
            a = np.abs(x) + dtype(0.25)
            b = inputs(dtype)[::-1].copy() / dtype(16)
            for name in ("power", "arctan2"):
                out["binary"].append({"name": SVML_NAME[name], "dtype": np.dtype(dtype).name, "a": bits(a),
                                      "b": bits(b), "y": bits(getattr(np, name)(a, b))})
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "numpy_math_golden.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print("wrote", path, "svml:", uses_svml)


main()
