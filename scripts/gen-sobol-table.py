#!/usr/bin/python3
"""Writes stdlib/torch/_sobol_table.tsr, the Joe-Kuo direction numbers (new-joe-kuo-6.21201, criterion D(6)) that
PyTorch 1.13 keeps in aten/src/ATen/native/SobolEngineOpsUtils.cpp as poly[21201] and initsobolstate[21201][18].

Run with the oracle's Python (/usr/bin/python3). The numbers are read from SciPy's copy of the same table
(scipy/stats/_sobol_direction_numbers.npz) and checked against PyTorch: every row of the state that
torch._sobol_engine_initialize_state_ builds for all 21201 dimensions must equal the one rebuilt from them.

Packing (bits LSB first within each byte; each field LSB first): the primitive polynomials are increasing odd
numbers, so poly[0] = 1 and the 21200 gaps (poly[d] - poly[d-1]) / 2 follow in 8 bits each. A dimension of degree
s = bit_length(poly) - 1 has s initial direction numbers m_1..m_s, m_k odd and below 2**k; m_1 is always 1, so for
k = 2..18 the dimensions with s >= k (a suffix, degrees never decrease) follow in order, (m_k - 1) / 2 in k - 1
bits. That is the table's information and no more (about 352 KB), written as base64."""
import base64
import os
import sys

import numpy as np
import scipy
import torch

MAXBIT = 30


def main(path):
    table = np.load(os.path.join(os.path.dirname(scipy.__file__), "stats", "_sobol_direction_numbers.npz"))
    poly, vinit = table["poly"].astype(np.int64), table["vinit"].astype(np.int64)
    dims = len(poly)
    degree = np.array([int(p).bit_length() - 1 for p in poly])
    check(poly, vinit, degree)

    bits = []

    def put(values, width):
        for v in values:
            bits.extend((int(v) >> i) & 1 for i in range(width))

    gaps = np.diff(poly) // 2
    assert poly[0] == 1 and (np.diff(poly) % 2 == 0).all() and gaps.max() < 256
    put(gaps, 8)
    assert (vinit[1:, 0] == 1).all()
    for k in range(2, 19):
        rows = np.nonzero(degree >= k)[0]
        assert (np.diff(rows) == 1).all() and (rows.size == 0 or rows[-1] == dims - 1)
        column = vinit[rows, k - 1]
        assert (column % 2 == 1).all() and (column < 2 ** k).all()
        put((column - 1) // 2, k - 1)
    bits.extend([0] * (-len(bits) % 8))
    packed = np.packbits(np.array(bits, dtype=np.uint8), bitorder="little").tobytes()
    text = base64.b64encode(packed).decode()
    with open(path, "w") as f:
        f.write('"""The Joe-Kuo direction numbers of PyTorch 1.13\'s SobolEngine (aten/src/ATen/native/'
                'SobolEngineOpsUtils.cpp: poly and\ninitsobolstate for 21201 dimensions), bit-packed as '
                'scripts/gen-sobol-table.py describes; that script wrote this file."""\n')
        f.write("DIMENSIONS = %d\n" % dims)
        f.write("PACKED = \"%s\"\n" % text)
    print(path, os.path.getsize(path), "bytes")


def check(poly, vinit, degree):
    """The state PyTorch builds from its own table equals the one built from these numbers."""
    dims = len(poly)
    state = torch.zeros(dims, MAXBIT, dtype=torch.long)
    torch._sobol_engine_initialize_state_(state, dims)
    v = np.zeros((dims, MAXBIT), dtype=np.int64)
    v[0] = 1
    for d in range(1, dims):
        p, s = int(poly[d]), degree[d]
        v[d, :s] = vinit[d, :s]
        for j in range(s, MAXBIT):
            new = v[d, j - s]
            for k in range(s):
                if (p >> (s - 1 - k)) & 1:
                    new ^= v[d, j - k - 1] << (k + 1)
            v[d, j] = new
    if not (v << np.arange(MAXBIT - 1, -1, -1) == state.numpy()).all():
        sys.exit("SciPy's table differs from PyTorch's")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "stdlib/torch/_sobol_table.tsr")
