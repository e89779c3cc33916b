"""Pure-Python/numpy reference model of PyTorch's CPU random number generation.

Written from the behaviour described in docs/spec/rng.md and checked against
real torch 1.13 (Debian build, x86-64) by compare_with_torch.py.  It is a
verification anchor only; the product (tsr, C++) does not use it.

Conventions
-----------
* Everything that torch computes in float32 is computed here with numpy float32
  scalars/arrays, whose + - * / sqrt are IEEE single-precision correctly rounded.
* A fused multiply-add (one rounding) is emulated exactly by fma32().
* Double-precision libm calls (log, log1p, sin, cos) go through Python's math
  module, which calls the same glibc functions torch uses on Linux.
* Single-precision glibc calls (logf, sinf, cosf) are reached through ctypes;
  they are needed only for the non-AVX2 ("DEFAULT" capability) randn path.
"""

import ctypes
import ctypes.util
import math

import numpy as np

F32 = np.float32
F64 = np.float64
U32 = 0xFFFFFFFF


# ----------------------------------------------------------------------------
# MT19937 engine (standard Matsumoto-Nishimura, 32-bit state words)
# ----------------------------------------------------------------------------
class MT19937:
    N = 624
    M = 397

    def __init__(self, seed=5489):
        self.seed(seed)

    def seed(self, seed):
        seed &= 0xFFFFFFFFFFFFFFFF          # torch stores the full 64-bit seed ...
        self.initial_seed = seed
        s = [0] * self.N
        s[0] = seed & U32                   # ... but only its low 32 bits matter
        for j in range(1, self.N):
            prev = s[j - 1]
            s[j] = (1812433253 * (prev ^ (prev >> 30)) + j) & U32
        self.state = s
        self.left = 1                       # first draw triggers a full regeneration
        self.next = 0

    def _regenerate(self):
        s = self.state
        N, M = self.N, self.M
        for k in range(N):
            y = (s[k] & 0x80000000) | (s[(k + 1) % N] & 0x7FFFFFFF)
            v = s[(k + M) % N] ^ (y >> 1)
            if s[(k + 1) % N] & 1:
                v ^= 0x9908B0DF
            s[k] = v
        self.left = N
        self.next = 0

    def next_u32(self):
        self.left -= 1
        if self.left == 0:
            self._regenerate()
        y = self.state[self.next]
        self.next += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        y ^= y >> 18
        return y & U32


class CPUGenerator:
    """Model of at::CPUGeneratorImpl: an MT19937 plus two cached normal samples."""

    def __init__(self, seed=67280421310721):
        self.manual_seed(seed)

    def manual_seed(self, seed):
        self.engine = MT19937(seed)
        self.next_float_normal = None
        self.next_double_normal = None
        return self

    def random(self):                       # 32-bit draw
        return self.engine.next_u32()

    def random64(self):                     # two draws, FIRST one is the high half
        hi = self.engine.next_u32()
        lo = self.engine.next_u32()
        return (hi << 32) | lo

    # uniform [0,1) primitives ------------------------------------------------
    def uniform_f32_01(self):
        """float32 in [0,1): low 24 bits of one 32-bit draw, times 2^-24."""
        return F32((self.random() & 0xFFFFFF) * (1.0 / (1 << 24)))

    def uniform_f64_01(self):
        """float64 in [0,1): low 53 bits of one 64-bit draw, times 2^-53."""
        return (self.random64() & ((1 << 53) - 1)) * (1.0 / (1 << 53))


# ----------------------------------------------------------------------------
# exact float32 helpers
# ----------------------------------------------------------------------------
def fma32(a, b, c):
    """Exact single-rounding a*b+c for float32 inputs (scalars or arrays).

    a*b is exact in float64; the sum is rounded to float64 with
    round-to-odd (TwoSum error term decides) and then to float32, which
    gives the correctly rounded float32 result.
    """
    a = np.asarray(a, dtype=F32).astype(F64)
    b = np.asarray(b, dtype=F32).astype(F64)
    c = np.asarray(c, dtype=F32).astype(F64)
    p = a * b
    s = p + c
    bb = s - p
    err = (p - (s - bb)) + (c - bb)
    bits = s.view(np.int64)
    need = (err != 0) & ((bits & 1) == 0)
    toward = np.where(err > 0, np.inf, -np.inf)
    s = np.where(need, np.nextafter(s, toward), s)
    return s.astype(F32)


# GCC contracts "a*b + c" in the generic (non-intrinsic) kernel code into an FMA
# when the kernel is compiled with -mfma (the AVX2 / AVX512 kernel builds, i.e.
# every x86-64 machine with AVX2).  The DEFAULT (baseline x86-64) build has no
# FMA instruction and rounds twice.  CONTRACT selects which one to model.
CONTRACT = True


def fma64(a, b, c):
    """a*b+c for Python floats: one rounding if CONTRACT, else two."""
    if not CONTRACT:
        return a * b + c
    from fractions import Fraction
    if b == 1.0 and c == 0.0:
        return a
    return float(Fraction(a) * Fraction(b) + Fraction(c))


def madd32(a, b, c):
    """float32 a*b+c as the generic kernels compute it (see CONTRACT)."""
    if CONTRACT:
        return fma32(a, b, c)
    a = np.asarray(a, dtype=F32)
    return ((a * F32(b)).astype(F32) + F32(c)).astype(F32)


# ----------------------------------------------------------------------------
# avx_mathfun (Cephes-based) log / sincos on float32 lanes, as compiled by GCC
# with -mavx2 -mfma (mul+add pairs contracted into FMAs where GCC does so).
# ----------------------------------------------------------------------------
_LOG_P = [7.0376836292E-2, -1.1514610310E-1, 1.1676998740E-1, -1.2420140846E-1,
          1.4249322787E-1, -1.6668057665E-1, 2.0000714765E-1, -2.4999993993E-1,
          3.3333331174E-1]
_LOG_P = [F32(v) for v in _LOG_P]
_LOG_Q1 = F32(-2.12194440e-4)
_LOG_Q2 = F32(0.693359375)
_SQRTHF = F32(0.707106781186547524)
_FOPI = F32(1.27323954473516)
_DP1 = F32(-0.78515625)
_DP2 = F32(-2.4187564849853515625e-4)
_DP3 = F32(-3.77489497744594108e-8)
_SINCOF = [F32(-1.9515295891E-4), F32(8.3321608736E-3), F32(-1.6666654611E-1)]
_COSCOF = [F32(2.443315711809948E-005), F32(-1.388731625493765E-003),
           F32(4.166664568298827E-002)]

# Which mul+add pairs are fused.  Determined empirically (see
# compare_with_torch.py --probe-fma); default = what matches torch 1.13.
FMA_OPTS = {
    "log_poly": True,      # y = y*x + p_k (Horner steps)
    "log_yz_q1": "yz",     # y*z + e*q1: "yz" -> fma(y,z,e*q1); "eq1" -> fma(e,q1,y*z); None
    "log_z_half": True,    # y - z*0.5 (exact anyway)
    "log_e_q2": True,      # (x+y) + e*q2 (exact anyway)
    "sc_reduce": True,     # x + y*DPk
    "sc_poly": True,       # Horner steps of both polynomials
    "sc_cos_tail": True,   # y*z - z*0.5
    "sc_sin_tail": True,   # y2*x + x
}


def _mul_add(a, b, c, fused):
    if fused:
        return fma32(a, b, c)
    return (a * b).astype(F32) + c


def log256_ps(x, opt=FMA_OPTS):
    """Cephes logf as in avx_mathfun, for x > 0 (float32 numpy array)."""
    x = np.asarray(x, dtype=F32)
    x = np.maximum(x, F32(1.17549435e-38))            # min normal
    bits = x.view(np.int32)
    imm0 = (bits >> 23) - 127                         # biased exponent - 127 (x>0)
    x = ((bits & ~0x7F800000) | 0x3F000000).view(F32)  # mantissa in [0.5,1)
    e = imm0.astype(F32) + F32(1.0)
    mask = x < _SQRTHF
    tmp = np.where(mask, x, F32(0.0)).astype(F32)
    x = (x - F32(1.0)).astype(F32)
    e = (e - np.where(mask, F32(1.0), F32(0.0))).astype(F32)
    x = (x + tmp).astype(F32)
    z = (x * x).astype(F32)
    y = np.full_like(x, _LOG_P[0])
    for p in _LOG_P[1:]:
        y = _mul_add(y, x, np.full_like(x, p), opt["log_poly"])
    y = (y * x).astype(F32)
    # y = y*z + e*q1
    if opt["log_yz_q1"] == "yz":
        y = fma32(y, z, (e * _LOG_Q1).astype(F32))
    elif opt["log_yz_q1"] == "eq1":
        y = fma32(e, np.full_like(e, _LOG_Q1), (y * z).astype(F32))
    else:
        y = ((y * z).astype(F32) + (e * _LOG_Q1).astype(F32)).astype(F32)
    # y = y - z*0.5
    y = (y - (z * F32(0.5)).astype(F32)).astype(F32)
    # x = (x + y) + e*q2
    x = (x + y).astype(F32)
    x = _mul_add(e, np.full_like(e, _LOG_Q2), x, opt["log_e_q2"])
    return x


def sincos256_ps(x, opt=FMA_OPTS):
    """Cephes sinf/cosf pair as in avx_mathfun; x >= 0 here (theta in [0, 2pi))."""
    x = np.asarray(x, dtype=F32)
    sign_in = x.view(np.int32) & np.int32(-0x80000000)
    x = (x.view(np.int32) & 0x7FFFFFFF).view(F32)
    y = (x * _FOPI).astype(F32)
    j = y.astype(np.int32)                     # truncation (cvttps)
    j = (j + 1) & ~1
    y = j.astype(F32)
    swap_sin = (j & 4) << 29
    poly_mask = (j & 2) == 0
    x = _mul_add(y, np.full_like(y, _DP1), x, opt["sc_reduce"])
    x = _mul_add(y, np.full_like(y, _DP2), x, opt["sc_reduce"])
    x = _mul_add(y, np.full_like(y, _DP3), x, opt["sc_reduce"])
    cos_sign = (~(j - 2) & 4) << 29
    sin_sign = sign_in ^ swap_sin
    z = (x * x).astype(F32)
    yc = np.full_like(z, _COSCOF[0])
    yc = _mul_add(yc, z, np.full_like(z, _COSCOF[1]), opt["sc_poly"])
    yc = _mul_add(yc, z, np.full_like(z, _COSCOF[2]), opt["sc_poly"])
    yc = (yc * z).astype(F32)
    half_z = (z * F32(0.5)).astype(F32)
    if opt["sc_cos_tail"]:
        yc = fma32(yc, z, -half_z)
    else:
        yc = ((yc * z).astype(F32) - half_z).astype(F32)
    yc = (yc + F32(1.0)).astype(F32)
    ys = np.full_like(z, _SINCOF[0])
    ys = _mul_add(ys, z, np.full_like(z, _SINCOF[1]), opt["sc_poly"])
    ys = _mul_add(ys, z, np.full_like(z, _SINCOF[2]), opt["sc_poly"])
    ys = (ys * z).astype(F32)
    ys = _mul_add(ys, x, x, opt["sc_sin_tail"])
    # selection exactly as the vector code does it (adds with zeros)
    zero = F32(0.0)
    ysin2 = np.where(poly_mask, ys, zero).astype(F32)
    ysin1 = np.where(poly_mask, zero, yc).astype(F32)
    ys_rest = (ys - ysin2).astype(F32)
    yc_rest = (yc - ysin1).astype(F32)
    s = (ysin1 + ysin2).astype(F32)
    c = (yc_rest + ys_rest).astype(F32)
    s = (s.view(np.int32) ^ sin_sign.astype(np.int32)).view(F32)
    c = (c.view(np.int32) ^ cos_sign.astype(np.int32)).view(F32)
    return s, c


TWO_PI_F32 = F32(2.0 * math.pi)   # (float)(2.0f * pi_double) = 6.2831855f


def normal_fill_16_avx2(u, mean, std):
    """Transform k groups of 16 uniforms (array shape (k,16), float32)."""
    u = np.asarray(u, dtype=F32)
    u1 = (F32(1.0) - u[:, :8]).astype(F32)
    u2 = u[:, 8:]
    radius = np.sqrt((F32(-2.0) * log256_ps(u1)).astype(F32)).astype(F32)
    theta = (TWO_PI_F32 * u2).astype(F32)
    s, c = sincos256_ps(theta)
    n1 = (radius * c).astype(F32)
    n2 = (radius * s).astype(F32)
    out = np.empty_like(u)
    out[:, :8] = fma32(n1, np.full_like(n1, F32(std)), np.full_like(n1, F32(mean)))
    out[:, 8:] = fma32(n2, np.full_like(n2, F32(std)), np.full_like(n2, F32(mean)))
    return out


# glibc single-precision functions for the scalar (non-AVX2) float path
_libm = ctypes.CDLL(ctypes.util.find_library("m"))
for _name in ("logf", "sinf", "cosf"):
    getattr(_libm, _name).restype = ctypes.c_float
    getattr(_libm, _name).argtypes = [ctypes.c_float]


def normal_fill_16_scalar_f32(u, mean, std):
    u = np.asarray(u, dtype=F32)
    out = np.empty_like(u)
    for k in range(u.shape[0]):
        for j in range(8):
            u1 = F32(F32(1.0) - u[k, j])
            u2 = u[k, j + 8]
            radius = np.sqrt(F32(F32(-2.0) * F32(_libm.logf(float(u1)))))
            theta = F32(6.283185307179586 * float(u2))      # computed in double
            c = F32(_libm.cosf(float(theta)))
            s = F32(_libm.sinf(float(theta)))
            out[k, j] = F32(F32(radius * c) * F32(std)) + F32(mean)
            out[k, j + 8] = F32(F32(radius * s) * F32(std)) + F32(mean)
    return out


def normal_fill_16_f64(u, mean, std):
    out = [0.0] * 16
    for j in range(8):
        u1 = 1.0 - u[j]
        u2 = u[j + 8]
        radius = math.sqrt(-2.0 * math.log(u1))
        theta = 6.283185307179586 * u2
        a = radius * math.cos(theta)
        b = radius * math.sin(theta)
        out[j] = fma64(a, std, mean)
        out[j + 8] = fma64(b, std, mean)
    return out


# ----------------------------------------------------------------------------
# tensor-level operations (contiguous tensors, flat row-major order)
# ----------------------------------------------------------------------------
def uniform_(gen, n, low=0.0, high=1.0, dtype="float32"):
    """Tensor.uniform_(low, high) / torch.rand: one draw per element, in order."""
    if dtype == "float32":
        lo = F32(low)
        hi = F32(high)
        rng = F32(hi - lo)
        xs = np.array([gen.uniform_f32_01() for _ in range(n)], dtype=F32)
        return madd32(xs, rng, lo)
    else:
        rng = high - low
        out = []
        for _ in range(n):
            x = gen.uniform_f64_01()
            out.append(fma64(x, rng, low))
        return np.array(out, dtype=F64)


def _normal_scalar_double(gen, mean, std, log1p_variant=False):
    """at::normal_distribution<double>: Box-Muller with a cached second value."""
    if gen.next_double_normal is not None:
        v = gen.next_double_normal
        gen.next_double_normal = None
        return fma64(v, std, mean)
    u1 = gen.uniform_f64_01()
    u2 = gen.uniform_f64_01()
    if log1p_variant:
        r = math.sqrt(-2.0 * math.log1p(-u2))
    else:
        r = math.sqrt(-2.0 * math.log(1.0 - u2))
    theta = 2.0 * math.pi * u1
    gen.next_double_normal = r * math.sin(theta)
    return fma64(r * math.cos(theta), std, mean)


def normal_(gen, n, mean=0.0, std=1.0, dtype="float32", avx2=True,
            log1p_variant=False):
    """Tensor.normal_(mean, std) / torch.randn for a contiguous tensor of n elements."""
    if n >= 16:
        if dtype == "float32":
            data = np.array([gen.uniform_f32_01() for _ in range(n)], dtype=F32)
            fill = normal_fill_16_avx2 if avx2 else normal_fill_16_scalar_f32
            k = n // 16
            data[:16 * k] = fill(data[:16 * k].reshape(k, 16), mean, std).reshape(-1)
            if n % 16:
                tail = np.array([gen.uniform_f32_01() for _ in range(16)], dtype=F32)
                data[n - 16:] = fill(tail.reshape(1, 16), mean, std).reshape(-1)
            return data
        else:
            data = [gen.uniform_f64_01() for _ in range(n)]
            for i in range(0, n - 15, 16):
                data[i:i + 16] = normal_fill_16_f64(data[i:i + 16], mean, std)
            if n % 16:
                tail = [gen.uniform_f64_01() for _ in range(16)]
                data[n - 16:] = normal_fill_16_f64(tail, mean, std)
            return np.array(data, dtype=F64)
    vals = [_normal_scalar_double(gen, mean, std, log1p_variant) for _ in range(n)]
    return np.array(vals, dtype=F32 if dtype == "float32" else F64)


def randint(gen, low, high, n):
    """torch.randint(low, high, (n,)) for int64 (also float/double dtypes)."""
    rng = (high - low) & 0xFFFFFFFFFFFFFFFF
    out = []
    for _ in range(n):
        v = gen.random64() if rng >= (1 << 32) else gen.random()
        r = (v % rng + low) & 0xFFFFFFFFFFFFFFFF
        if r >= 1 << 63:
            r -= 1 << 64
        out.append(r)
    return np.array(out, dtype=np.int64)


def randperm(gen, n):
    """torch.randperm(n) on CPU for n < 2**32//20 (the only range used in practice)."""
    assert n < 0xFFFFFFFF // 20
    a = list(range(n))
    for i in range(n - 1):
        z = gen.random() % (n - i)
        a[i], a[i + z] = a[i + z], a[i]
    return np.array(a, dtype=np.int64)


def bernoulli_scalar_(gen, n, p):
    """Tensor.bernoulli_(p) with a Python-float p (non-MKL builds): u64-based uniform < p."""
    return np.array([1.0 if gen.uniform_f64_01() < p else 0.0 for _ in range(n)], dtype=F32)


def dropout(gen, x, p):
    """F.dropout(x, p, training=True) for a contiguous float32 tensor x."""
    x = np.asarray(x, dtype=F32)
    if p == 0.0:
        return x.copy()
    if p == 1.0:
        return (x * F32(0.0)).astype(F32)
    q = 1.0 - p
    noise = bernoulli_scalar_(gen, x.size, q)
    noise = (noise / F32(q)).astype(F32)          # div_ by the scalar cast to float32
    return (x.reshape(-1) * noise).astype(F32).reshape(x.shape)


def kaiming_uniform_bound(fan_in, a=math.sqrt(5)):
    gain = math.sqrt(2.0 / (1 + a ** 2))
    std = gain / math.sqrt(fan_in)
    return math.sqrt(3.0) * std


def linear_init(gen, in_features, out_features, bias=True):
    """nn.Linear(in, out) default parameters: weight (out,in) then bias (out,)."""
    wb = kaiming_uniform_bound(in_features)
    w = uniform_(gen, out_features * in_features, -wb, wb).reshape(out_features, in_features)
    b = None
    if bias:
        bb = 1 / math.sqrt(in_features) if in_features > 0 else 0
        b = uniform_(gen, out_features, -bb, bb)
    return w, b
