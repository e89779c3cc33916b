#!/usr/bin/env python3
"""tsr's decimal against CPython 3.11's (libmpdec) on seeded random operands and contexts.

    tests/stdlib/decimal_vs_cpython.py --tsr build/tsr [--seed N] [--count N]

Two halves, both run by each interpreter and compared line by line:
- context operations: 24 of Context's methods (arithmetic, power, sqrt/exp/ln/log10, quantize, fma, comparisons,
  next_toward, scaleb, ...) under a random precision, rounding and exponent range, each printed as its result (or
  the exception's type) and the flags it raised;
- conversions: format() under a rotation of format specs, float, hash, int, round, as_tuple, to_eng_string, floor,
  as_integer_ratio, comparisons with floats and ints, Decimal(float), sqrt and ln in the default context.
Hashes of NaNs are left out: CPython 3.11 hashes a NaN by its identity.
"""
import sys

from vs_cpython import parse_options, report, run_both

# Run by both interpreters: argv is seed and count.
PROGRAM = r'''
import decimal, math, random, sys
from decimal import Decimal, Context

R = random.Random(int(sys.argv[1]))
COUNT = int(sys.argv[2])
ROUNDINGS = [decimal.ROUND_HALF_EVEN, decimal.ROUND_HALF_UP, decimal.ROUND_DOWN, decimal.ROUND_UP,
             decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_HALF_DOWN, decimal.ROUND_05UP]
OPS = ['add', 'subtract', 'multiply', 'divide', 'divide_int', 'remainder', 'remainder_near', 'power', 'sqrt', 'exp',
       'ln', 'log10', 'quantize', 'fma', 'compare_total', 'max', 'min', 'next_toward', 'to_integral_value',
       'normalize', 'logb', 'scaleb', 'to_sci_string', 'to_eng_string']
UNARY = {'sqrt', 'exp', 'ln', 'log10', 'to_integral_value', 'normalize', 'logb', 'to_sci_string', 'to_eng_string'}
SPECS = ['', 'f', 'e', 'g', '%', '.3f', '.0e', '+.5g', '>20.4', '<15', '^+12.2f', ',', ',.2f', '_.3f', '010.3', '#.0f',
         'E', 'G', '.10', '.1%', '-^30,.4e']


def number(digits, exponent):
    if R.random() < 0.05:
        return R.choice(['NaN', 'Inf', '-Inf', '-0', '0E+3', 'sNaN', '0.000'])
    sign = '-' if R.random() < 0.3 else ''
    return sign + ''.join(R.choice('0123456789') for _ in range(R.randint(1, digits))) + 'E' + str(
        R.randint(-exponent, exponent))


def outcome(f):
    try:
        return str(f())
    except Exception as e:
        return type(e).__name__


for i in range(COUNT):
    c = Context(prec=R.randint(1, 40), rounding=R.choice(ROUNDINGS), Emax=R.choice([999999, 99, 40]),
                Emin=R.choice([-999999, -99, -40]), traps=[])
    op = R.choice(OPS)
    a, b = Decimal(number(30, 40)), Decimal(number(30, 40))
    if op == 'power' and R.random() < 0.6:
        b = Decimal(R.randint(-5, 12))
    if op == 'scaleb':
        b = Decimal(R.randint(-50, 50))
    if op in UNARY:
        r = outcome(lambda: getattr(c, op)(a))
    elif op == 'fma':
        r = outcome(lambda: c.fma(a, b, Decimal(number(30, 40))))
    else:
        r = outcome(lambda: getattr(c, op)(a, b))
    print(i, op, a, b, r, sorted(k.__name__ for k, v in c.flags.items() if v))

for i in range(COUNT):
    x = Decimal(number(20, 25).replace('sNaN', 'NaN'))
    checks = [lambda: format(x, R.choice(SPECS)), lambda: repr(float(x)),
              lambda: 'nan' if x.is_nan() else hash(x), lambda: int(x), lambda: round(x, R.randint(-3, 5)),
              lambda: x.as_tuple(), lambda: x.to_eng_string(), lambda: x.is_normal(), lambda: math.floor(x),
              lambda: x.as_integer_ratio(), lambda: x == float(x), lambda: x < R.randint(-10, 10),
              lambda: Decimal(R.random() * 10 ** R.randint(-5, 5)), lambda: x.sqrt(), lambda: x.ln()]
    print(i, x, [outcome(f) for f in checks])
'''


def main():
    args = parse_options(__doc__, 10000)
    if args is None:
        return 77
    want, got = run_both(PROGRAM, args.tsr, [str(args.seed), str(args.count)], timeout=600)
    return report(want, got, "%d random context operations and %d conversions" % (args.count, args.count))


if __name__ == "__main__":
    sys.exit(main())
