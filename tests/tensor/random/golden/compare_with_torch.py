#!/usr/bin/python3
"""Compare torch_rng_ref.py bit-for-bit against the real torch installed here,
and (optionally) write the golden file tests/tensor/random/golden/rng_golden.json.

Usage (torch 1.13 lives in Debian's /usr/bin/python3):
    /usr/bin/python3 compare_with_torch.py                 # run all checks
    /usr/bin/python3 compare_with_torch.py --golden PATH   # also write golden json
    ATEN_CPU_CAPABILITY=default /usr/bin/python3 compare_with_torch.py --default-build
        # models the baseline (non-AVX2, no-FMA) kernel build instead
    /usr/bin/python3 compare_with_torch.py --big   # adds 10^8-element randn spot checks

Exit status 0 iff every check passed.
"""
import argparse
import hashlib
import json
import math
import os
import struct
import sys

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import torch_rng_ref as R  # noqa: E402

F32 = np.float32


def bits_equal(a, b):
    a = np.ascontiguousarray(a)
    b = np.ascontiguousarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def temper(y):
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C5680
    y ^= (y << 15) & 0xEFC60000
    y ^= y >> 18
    return y & 0xFFFFFFFF


def torch_first_u32(seed, count=8):
    """Raw mt19937 outputs read out of torch.get_rng_state() (legacy POD layout:
    u64 seed, i32 left, i32 seeded, u64 next, u64 state[624], ...)."""
    torch.manual_seed(seed)
    torch.rand(1)                         # forces the first regeneration
    st = torch.get_rng_state().numpy().tobytes()
    words = struct.unpack_from("<624Q", st, 24)
    return np.array([temper(w & 0xFFFFFFFF) for w in words[:count]], dtype=np.uint64)


# ---------------------------------------------------------------------------
# cases: name -> (code, reference thunk).  `code` is a small Python snippet
# (in the subset tsr aims to run) that leaves its result in `out`; it is exec'd
# with torch / nn / F in scope to produce the torch side, and is stored in the
# golden file so that a tsr test can run the very same snippet.
# ---------------------------------------------------------------------------
def build_cases(avx2=True):
    C = {}

    def add(name, code, rfn):
        C[name] = (code, rfn)

    for seed in (0, 42):
        def rseeded(fn, seed=seed):
            def run():
                return fn(R.CPUGenerator(seed))
            return run

        s = f"seed{seed}"
        sd = f"torch.manual_seed({seed})\n"
        add(f"{s}/mt19937_first8_u32",
            None,   # read out of torch.get_rng_state(); not a tsr-level operation
            rseeded(lambda g: np.array([g.random() for _ in range(8)], dtype=np.uint64)))
        for shape in [(1,), (5,), (15,), (16,), (17,), (3, 7), (32,), (33,), (100,)]:
            n = int(np.prod(shape))
            dims = ", ".join(str(d) for d in shape)
            add(f"{s}/randn({dims})", sd + f"out = torch.randn({dims})",
                rseeded(lambda g, n=n, shape=shape: R.normal_(g, n, avx2=avx2).reshape(shape)))
        for n in (5, 16, 17, 40):
            add(f"{s}/randn({n}, dtype=float64)", sd + f"out = torch.randn({n}, dtype=torch.float64)",
                rseeded(lambda g, n=n: R.normal_(g, n, dtype="float64")))
        add(f"{s}/randn(10000, 2)", sd + "out = torch.randn(10000, 2)",
            rseeded(lambda g: R.normal_(g, 20000, avx2=avx2).reshape(10000, 2)))
        add(f"{s}/randn(3) then randn(3)  [cached 2nd Box-Muller value]",
            sd + "a = torch.randn(3)\nb = torch.randn(3)\nout = torch.cat([a, b])",
            rseeded(lambda g: np.concatenate([R.normal_(g, 3), R.normal_(g, 3)])))
        add(f"{s}/randn(3), randn(20), randn(1)  [cache survives the >=16 path]",
            sd + "a = torch.randn(3)\nb = torch.randn(20)\nc = torch.randn(1)\nout = torch.cat([a, b, c])",
            rseeded(lambda g: np.concatenate([R.normal_(g, 3), R.normal_(g, 20, avx2=avx2),
                                              R.normal_(g, 1)])))
        add(f"{s}/normal(2.0, 3.0, (5,))", sd + "out = torch.normal(2.0, 3.0, (5,))",
            rseeded(lambda g: R.normal_(g, 5, 2.0, 3.0)))
        add(f"{s}/normal(2.0, 3.0, (20,))", sd + "out = torch.normal(2.0, 3.0, (20,))",
            rseeded(lambda g: R.normal_(g, 20, 2.0, 3.0, avx2=avx2)))
        add(f"{s}/empty(40, float64).normal_(0.3, 2.7)",
            sd + "out = torch.empty(40, dtype=torch.float64).normal_(0.3, 2.7)",
            rseeded(lambda g: R.normal_(g, 40, 0.3, 2.7, dtype="float64")))
        add(f"{s}/empty(7, float64).normal_(0.3, 2.7)",
            sd + "out = torch.empty(7, dtype=torch.float64).normal_(0.3, 2.7)",
            rseeded(lambda g: R.normal_(g, 7, 0.3, 2.7, dtype="float64")))
        add(f"{s}/rand(5)", sd + "out = torch.rand(5)", rseeded(lambda g: R.uniform_(g, 5)))
        add(f"{s}/rand(5, dtype=float64)", sd + "out = torch.rand(5, dtype=torch.float64)",
            rseeded(lambda g: R.uniform_(g, 5, dtype="float64")))
        add(f"{s}/rand(1000)", sd + "out = torch.rand(1000)", rseeded(lambda g: R.uniform_(g, 1000)))
        add(f"{s}/rand_like(zeros(2, 3))", sd + "out = torch.rand_like(torch.zeros(2, 3))",
            rseeded(lambda g: R.uniform_(g, 6).reshape(2, 3)))
        add(f"{s}/empty(10).uniform_(-0.5, 0.7)", sd + "out = torch.empty(10).uniform_(-0.5, 0.7)",
            rseeded(lambda g: R.uniform_(g, 10, -0.5, 0.7)))
        add(f"{s}/empty(3000).uniform_(-0.70710678, 0.70710678)",
            sd + "out = torch.empty(3000).uniform_(-0.70710678, 0.70710678)",
            rseeded(lambda g: R.uniform_(g, 3000, -0.70710678, 0.70710678)))
        add(f"{s}/empty(500, float64).uniform_(2.5, 7.1)",
            sd + "out = torch.empty(500, dtype=torch.float64).uniform_(2.5, 7.1)",
            rseeded(lambda g: R.uniform_(g, 500, 2.5, 7.1, dtype="float64")))
        for (lo, hi, n) in [(0, 10, 8), (-5, 5, 8), (0, 2 ** 31, 5), (0, 2 ** 32, 4),
                            (0, 2 ** 33 + 7, 4), (-2 ** 40, 2 ** 40, 4)]:
            add(f"{s}/randint({lo}, {hi}, ({n},))", sd + f"out = torch.randint({lo}, {hi}, ({n},))",
                rseeded(lambda g, lo=lo, hi=hi, n=n: R.randint(g, lo, hi, n)))
        for n in (1, 2, 10, 100, 3000):
            add(f"{s}/randperm({n})", sd + f"out = torch.randperm({n})",
                rseeded(lambda g, n=n: R.randperm(g, n)))
        for p in (0.5, 0.1, 0.25):
            add(f"{s}/F.dropout(ones(20), p={p})", sd + f"out = F.dropout(torch.ones(20), {p})",
                rseeded(lambda g, p=p: R.dropout(g, np.ones(20, F32), p)))
        add(f"{s}/F.dropout(linspace(-3, 3, 50), p=0.3)",
            sd + "out = F.dropout(torch.linspace(-3, 3, 50), 0.3)",
            rseeded(lambda g: R.dropout(g, torch.linspace(-3, 3, 50).numpy(), 0.3)))
        add(f"{s}/nn.Dropout(0.5)(ones(4, 5)) in training mode",
            sd + "out = nn.Dropout(0.5)(torch.ones(4, 5))",
            rseeded(lambda g: R.dropout(g, np.ones((4, 5), F32), 0.5)))
        add(f"{s}/empty(16).bernoulli_(0.3)", sd + "out = torch.empty(16).bernoulli_(0.3)",
            rseeded(lambda g: R.bernoulli_scalar_(g, 16, 0.3)))
        add(f"{s}/bernoulli(full((16,), 0.3))  [float32 probability tensor]",
            sd + "out = torch.bernoulli(torch.full((16,), 0.3))",
            rseeded(lambda g: np.array([1.0 if g.uniform_f32_01() < F32(0.3) else 0.0
                                        for _ in range(16)], dtype=F32)))
        for (i, o) in [(2, 3), (2, 64), (64, 64), (784, 128)]:
            add(f"{s}/nn.Linear({i}, {o}): weight.flatten() then bias",
                sd + f"m = nn.Linear({i}, {o})\nout = torch.cat([m.weight.reshape(-1), m.bias])",
                rseeded(lambda g, i=i, o=o: (lambda wb: np.concatenate(
                    [wb[0].reshape(-1), wb[1]]))(R.linear_init(g, i, o))))
        add(f"{s}/nn.Conv2d(3, 8, 3) then nn.Embedding(10, 4)",
            sd + "c = nn.Conv2d(3, 8, 3)\ne = nn.Embedding(10, 4)\n"
                 "out = torch.cat([c.weight.reshape(-1), c.bias, e.weight.reshape(-1)])",
            rseeded(lambda g: np.concatenate([
                R.uniform_(g, 216, -R.kaiming_uniform_bound(27), R.kaiming_uniform_bound(27)),
                R.uniform_(g, 8, -1 / math.sqrt(27), 1 / math.sqrt(27)),
                R.normal_(g, 40, avx2=avx2)])))
        add(f"{s}/Linear(2, 64), Linear(64, 1), then randn(8, 2) and rand(3)",
            sd + "l1 = nn.Linear(2, 64)\nl2 = nn.Linear(64, 1)\n"
                 "out = torch.cat([torch.randn(8, 2).reshape(-1), torch.rand(3)])",
            rseeded(lambda g: (R.linear_init(g, 2, 64), R.linear_init(g, 64, 1),
                               np.concatenate([R.normal_(g, 16, avx2=avx2),
                                               R.uniform_(g, 3)]))[2]))
    return C


def run_code(code, seed_for_raw):
    if code is None:
        return torch_first_u32(seed_for_raw)
    ns = {"torch": torch, "nn": torch.nn, "F": F}
    exec(code, ns)
    return ns["out"].detach().numpy()


def big_checks(avx2=True):
    """randn(2**27) for a few seeds against the reference fed by numpy's MT19937
    (same init_genrand seeding) -- exercises ~6.7e7 Box-Muller lanes."""
    ok = True
    N = 1 << 27
    for seed in (0, 1, 2):
        raw = np.random.RandomState(seed)._bit_generator.random_raw(N + 16).astype(np.uint32)
        u = ((raw & 0xFFFFFF).astype(np.float64) * 2.0 ** -24).astype(F32)
        ref = np.empty(N, dtype=F32)
        step = 1 << 22
        fill = R.normal_fill_16_avx2 if avx2 else R.normal_fill_16_scalar_f32
        for i in range(0, N, step):
            ref[i:i + step] = fill(u[i:i + step].reshape(-1, 16), 0.0, 1.0).reshape(-1)
        torch.manual_seed(seed)
        t = torch.randn(N).numpy()
        bad = np.count_nonzero(t.view(np.uint32) != ref.view(np.uint32))
        print(f"{'PASS' if bad == 0 else 'FAIL'}  big/randn(2**27) seed {seed}: {bad} mismatches")
        ok &= bad == 0
    return ok


def to_jsonable(arr):
    arr = np.asarray(arr)
    if arr.dtype.kind in "iu":
        return {"dtype": "uint32" if arr.dtype.kind == "u" else "int64",
                "shape": list(arr.shape), "values": [int(v) for v in arr.reshape(-1)]}
    dt = "float32" if arr.dtype == np.float32 else "float64"
    flat = arr.reshape(-1)
    return {"dtype": dt, "shape": list(arr.shape),
            "hex": [float(v).hex() for v in flat],
            "repr": [repr(float(v)) if dt == "float64" else str(v) for v in flat]}


def checksums(arr):
    a = np.ascontiguousarray(arr, dtype=np.float32)
    bits = a.view(np.uint32).astype(np.uint64)
    return {
        "n": int(a.size),
        "first8_hex": [float(v).hex() for v in a.reshape(-1)[:8]],
        "last8_hex": [float(v).hex() for v in a.reshape(-1)[-8:]],
        "exact_sum_as_float64_hex": math.fsum(float(v) for v in a.reshape(-1)).hex(),
        "exact_sum_as_float64_repr": repr(math.fsum(float(v) for v in a.reshape(-1))),
        "torch_float32_sum_hex": float(torch.from_numpy(a).sum()).hex(),
        "sum_of_uint32_bit_patterns_mod_2_64": int(bits.sum(dtype=np.uint64)),
        "sha256_of_little_endian_float32_bytes": hashlib.sha256(a.astype("<f4").tobytes()).hexdigest(),
    }


def derived_constants():
    d = {"two_pi_float32_hex": float(R.TWO_PI_F32).hex(),
         "two_pi_float64_hex": (2.0 * math.pi).hex(),
         "kaiming_uniform_a_sqrt5_bound": {},
         "linear_bias_bound": {}}
    for fan in (1, 2, 3, 27, 64, 784):
        b = R.kaiming_uniform_bound(fan)
        d["kaiming_uniform_a_sqrt5_bound"][str(fan)] = {
            "float64_hex": b.hex(), "as_float32_hex": float(np.float32(b)).hex()}
        bb = 1 / math.sqrt(fan)
        d["linear_bias_bound"][str(fan)] = {
            "float64_hex": bb.hex(), "as_float32_hex": float(np.float32(bb)).hex()}
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--golden", help="write golden json here")
    ap.add_argument("--default-build", action="store_true",
                    help="model the baseline kernel build: scalar-libm randn, no FMA contraction "
                         "(use with ATEN_CPU_CAPABILITY=default)")
    ap.add_argument("--big", action="store_true")
    args = ap.parse_args()
    avx2 = not args.default_build
    R.CONTRACT = not args.default_build

    cap = torch.__config__.show().split("CPU capability usage: ")[1].split("\n")[0]
    print(f"torch {torch.__version__}, CPU capability {cap}, reference normal kernel: "
          f"{'AVX2 build (Cephes randn, FMA-contracted)' if avx2 else 'baseline build (libm randn, no FMA)'}")
    cases = build_cases(avx2)
    n_pass = n_fail = 0
    golden_cases = {}
    for name, (code, rfn) in cases.items():
        t = run_code(code, int(name.split("/")[0][4:]))
        r = rfn()
        if t.dtype != r.dtype and t.dtype.kind == r.dtype.kind == "i":
            r = r.astype(t.dtype)
        if name.endswith("first8_u32"):
            ok = np.array_equal(t, r)
        else:
            ok = bits_equal(t, r)
        n_pass += ok
        n_fail += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}")
        if not ok:
            tt = np.asarray(t).reshape(-1)
            rr = np.asarray(r).reshape(-1)
            if tt.shape == rr.shape:
                idx = np.nonzero(tt != rr)[0][:5]
                print("      first mismatches at", idx.tolist(), tt[idx].tolist(), rr[idx].tolist())
        golden_cases[name] = (code, t)
    if args.big:
        ok = big_checks(avx2)
        n_pass += ok
        n_fail += not ok
    print(f"{n_pass} passed, {n_fail} failed")

    if args.golden:
        out = {
            "about": ("Golden values from real torch (Debian python3-torch "
                      f"{torch.__version__}, x86-64, CPU capability {cap}, no MKL). "
                      "Each case starts from torch.manual_seed(seed) in a fresh state. "
                      "Floats are exact: 'hex' is float.hex() of the value (float32 values "
                      "widened exactly to double); 'repr' is the shortest round-trip text "
                      "for the stated dtype. Generated by rng_ref/compare_with_torch.py."),
            "code_prelude": "import torch\nimport torch.nn as nn\nimport torch.nn.functional as F",
            "torch_version": torch.__version__,
            "cpu_capability": cap,
            "derived_constants": derived_constants(),
            "cases": {},
        }
        for name, (code, arr) in golden_cases.items():
            arr = np.asarray(arr)
            entry = {"code": code} if code is not None else {
                "code": None,
                "note": "raw 32-bit mt19937 outputs after manual_seed(seed), read from "
                        "torch.get_rng_state(); what CPUGenerator.random() must return"}
            if arr.size > 120:
                entry["summary_only"] = True
                entry["shape"] = list(arr.shape)
                if arr.dtype == np.float32:
                    entry.update(checksums(arr))
                else:
                    flat = arr.reshape(-1)
                    entry.update({"dtype": "int64", "n": int(flat.size),
                                  "first8": [int(v) for v in flat[:8]],
                                  "last8": [int(v) for v in flat[-8:]],
                                  "sum": int(flat.sum())})
            else:
                entry.update(to_jsonable(arr))
            out["cases"][name] = entry
        os.makedirs(os.path.dirname(os.path.abspath(args.golden)), exist_ok=True)
        with open(args.golden, "w") as f:
            json.dump(out, f, indent=1)
        print("wrote", args.golden)
    sys.exit(0 if n_fail == 0 else 1)


if __name__ == "__main__":
    main()
