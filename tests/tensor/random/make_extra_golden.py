#!/usr/bin/python3
"""Writes extra_golden.json: PyTorch values the shared rng_golden.json does not hold (generator state bytes,
full float64 bits, overloads and dtypes). Run with the Debian torch: /usr/bin/python3 make_extra_golden.py"""
import json
import os
import struct

import torch


def hexes(t):
    return [float(v).hex() for v in t.reshape(-1).tolist()]


def state_summary(state):
    """The fields of torch.get_rng_state()'s 5056-byte layout, and the sum of its bytes."""
    b = state.numpy().tobytes()
    seed, left, seeded, nxt = struct.unpack_from("<QiiQ", b, 0)
    words = struct.unpack_from("<624Q", b, 24)
    _, normal_y, _, normal_valid = struct.unpack_from("<dddi", b, 24 + 624 * 8)
    return {"size": len(b), "seed": seed, "left": left, "seeded": seeded, "next": nxt,
            "first_words": list(words[:4]), "last_words": list(words[-4:]),
            "normal_y_hex": normal_y.hex(), "normal_valid": normal_valid, "byte_sum": sum(b)}


def main():
    out = {"torch_version": torch.__version__}
    torch.manual_seed(2 ** 32 + 5)
    out["state_after_seed"] = state_summary(torch.get_rng_state())
    torch.randn(3)
    out["state_after_randn3"] = state_summary(torch.get_rng_state())
    torch.rand(700)
    out["state_after_rand700"] = state_summary(torch.get_rng_state())

    out["linspace(-3, 3, 50)"] = hexes(torch.linspace(-3, 3, 50))
    cases = {
        "empty(20, float64).uniform_(2.5, 7.1)": "torch.empty(20, dtype=torch.float64).uniform_(2.5, 7.1)",
        "bernoulli(full((16,), 0.3, float64))": "torch.bernoulli(torch.full((16,), 0.3, dtype=torch.float64))",
        "empty(4, 3).bernoulli_(full((3,), 0.5))": "torch.empty(4, 3).bernoulli_(torch.full((3,), 0.5))",
        "randint(-2**31, 2**31, (6,), int32)": "torch.randint(-2**31, 2**31, (6,), dtype=torch.int32)",
        "randint(0, 2**33+7, (4,), float32)": "torch.randint(0, 2**33 + 7, (4,), dtype=torch.float32)",
        "randint(10, (5,))": "torch.randint(10, (5,))",
        "empty(3, 4).t().normal_()": "torch.empty(3, 4).t().normal_()",
        "empty(5, 4).t().normal_()": "torch.empty(5, 4).t().normal_()",
        "normal(arange(20.), 2.0)": "torch.normal(torch.arange(20.), 2.0)",
        "normal(1.5, full((20,), 2.0))": "torch.normal(1.5, torch.full((20,), 2.0))",
        "normal(arange(5.), full((5,), 3.0))": "torch.normal(torch.arange(5.), torch.full((5,), 3.0))",
        "randn_like(zeros(2, 3, dtype=float64))": "torch.randn_like(torch.zeros(2, 3, dtype=torch.float64))",
        "randn(2, 3) after randn(1)": "(torch.randn(1), torch.randn(2, 3))[1]",
        "dropout(arange(-4., 4.).reshape(2, 4).double(), 0.3)":
            "torch.nn.functional.dropout(torch.arange(-4., 4.).reshape(2, 4).double(), 0.3)",
    }
    out["cases"] = {}
    for name, code in cases.items():
        torch.manual_seed(7)
        t = eval(code)
        entry = {"code": code, "dtype": str(t.dtype).replace("torch.", ""), "shape": list(t.shape)}
        if t.dtype.is_floating_point:
            entry["hex"] = hexes(t)
        else:
            entry["values"] = [int(v) for v in t.reshape(-1).tolist()]
        out["cases"][name] = entry
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "extra_golden.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
    print("wrote", path)


if __name__ == "__main__":
    main()
