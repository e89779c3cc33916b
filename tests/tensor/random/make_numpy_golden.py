#!/usr/bin/python3
"""Writes numpy_golden.json: numpy 1.24's random streams for numpy_golden_test.cpp, which checks the C++ core of
_np_random (tensor/random/numpy_random.*) against them bit for bit. Run with Debian's numpy:
/usr/bin/python3 make_numpy_golden.py"""
import json
import os

import numpy as np
from numpy.random.bit_generator import _coerce_to_uint32_array  # SeedSequence's reading of a seed


def hexes(values):
    return [float(v).hex() for v in np.asarray(values, dtype=np.float64).reshape(-1)]


def bits_sum(values):
    """The sum of the float64 bit patterns mod 2**64, as a string: a long stream in a few bytes."""
    return str(int(np.asarray(values, dtype=np.float64).view(np.uint64).sum(dtype=np.uint64)))


def ints(values):
    return [int(v) for v in np.asarray(values).reshape(-1)]


def legacy_case(seed):
    r = np.random.RandomState(seed)
    st = r.get_state()
    case = {"seed": seed if isinstance(seed, int) else list(seed),
            "key_first": ints(st[1][:4]), "key_last": ints(st[1][-4:]), "pos": int(st[2])}
    # each stream from a fresh generator, so a failure names one algorithm
    def fresh():
        return np.random.RandomState(seed)
    case["uniform"] = hexes(fresh().random_sample(50))
    case["gauss"] = hexes(fresh().standard_normal(51))  # odd: the cache is left full
    case["gauss_20001_sum"] = bits_sum(fresh().standard_normal(20001))
    case["standard_exponential"] = hexes(fresh().standard_exponential(50))
    case["standard_gamma"] = {str(k): hexes(fresh().standard_gamma(k, 100)) for k in (0.5, 1.0, 3.3)}
    case["beta"] = {f"{a},{b}": hexes(fresh().beta(a, b, 50)) for a, b in ((0.5, 0.7), (2.0, 3.0))}
    case["chisquare"] = hexes(fresh().chisquare(3.0, 50))
    case["standard_t"] = hexes(fresh().standard_t(4.0, 50))
    case["binomial"] = {f"{n},{p}": ints(fresh().binomial(n, p, 100))
                        for n, p in ((10, 0.3), (0, 0.5), (7, 0.0), (1000, 0.4), (500, 0.8), (60, 0.6))}
    case["poisson"] = {str(lam): ints(fresh().poisson(lam, 100)) for lam in (0.5, 9.5, 12.0, 1e6)}
    case["geometric"] = {str(p): ints(fresh().geometric(p, 100)) for p in (0.05, 0.5)}
    case["laplace"] = hexes(fresh().laplace(0.0, 1.0, 50))
    case["logistic"] = hexes(fresh().logistic(0.0, 1.0, 50))
    case["multinomial"] = ints(fresh().multinomial(100, [0.2, 0.3, 0.1, 0.4], 20))
    case["permutation"] = ints(fresh().permutation(100))
    case["randint"] = {f"{lo},{hi},{dt}": ints(fresh().randint(lo, hi, 64, dtype=dt))
                       for lo, hi, dt in ((0, 10, "int64"), (-2**40, 2**41, "int64"), (0, 2**32, "int64"),
                                          (-5, 5, "int32"), (0, 300, "int16"), (0, 7, "uint8"), (0, 2, "bool"))}
    return case


def generator_case(seed):
    def fresh():
        return np.random.default_rng(seed)
    st = fresh().bit_generator.state
    case = {"seed": str(seed), "entropy": ints(_coerce_to_uint32_array(seed)),
            "state": str(st["state"]["state"]), "inc": str(st["state"]["inc"])}
    case["random"] = hexes(fresh().random(50))
    # 20000 values take the ziggurat's wedges and tails too; the first 50 are kept whole
    case["standard_normal"] = hexes(fresh().standard_normal(50))
    case["standard_normal_20000_sum"] = bits_sum(fresh().standard_normal(20000))
    case["standard_exponential"] = hexes(fresh().standard_exponential(50))
    case["standard_exponential_20000_sum"] = bits_sum(fresh().standard_exponential(20000))
    case["standard_gamma"] = {str(k): hexes(fresh().standard_gamma(k, 100)) for k in (0.5, 1.0, 3.3)}
    case["beta"] = {f"{a},{b}": hexes(fresh().beta(a, b, 50)) for a, b in ((0.5, 0.7), (2.0, 3.0))}
    case["geometric"] = {str(p): ints(fresh().geometric(p, 100)) for p in (0.05, 0.5)}
    case["binomial"] = {f"{n},{p}": ints(fresh().binomial(n, p, 100)) for n, p in ((10, 0.3), (0, 0.5), (1000, 0.4))}
    case["poisson"] = {str(lam): ints(fresh().poisson(lam, 100)) for lam in (0.5, 12.0)}
    case["integers"] = {f"{lo},{hi},{dt}": ints(fresh().integers(lo, hi, 64, dtype=dt))
                        for lo, hi, dt in ((0, 10, "int64"), (-2**40, 2**41, "int64"), (0, 2**32, "int64"),
                                           (-5, 5, "int32"), (0, 300, "int16"), (0, 7, "uint8"), (0, 2, "bool"))}
    return case


def main():
    out = {"numpy_version": np.__version__,
           "legacy": [legacy_case(s) for s in (0, 1, 42, 2**32 - 1, [1, 2, 3])],
           "generator": [generator_case(s) for s in (0, 1, 42, 2**128 - 1, [1, 2, 3])]}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "numpy_golden.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=None, separators=(",", ":"))
        f.write("\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
