// PyTorch's CPU random distributions over raw buffers, bit for bit (docs/spec/rng.md §2-§6).
//
// Each function fills `n` contiguous elements in row-major order and draws from `gen` exactly as PyTorch 1.13 on
// x86-64 (AVX2 kernels) does, so seeded scripts print PyTorch's numbers. The tensor ops (rand, randn, ...) call
// these; a non-contiguous destination is filled through a contiguous buffer in storage order.
#pragma once

#include <cstdint>

#include "tensor/core/half.hpp"
#include "tensor/random/generator.hpp"

namespace tsr::tensor::random {

// uniform_(from, to) / rand (§2): x in [0, 1) per element, then fma(x, to - from, from) in the element type.
void uniform_fill(float* out, int64_t n, double from, double to, CPUGenerator& gen);
void uniform_fill(double* out, int64_t n, double from, double to, CPUGenerator& gen);

// normal_(mean, std) / randn (§3): the 16-wide Box-Muller path for n >= 16, else the scalar path with the
// generator's cached second value.
void normal_fill(float* out, int64_t n, double mean, double std, CPUGenerator& gen);
void normal_fill(double* out, int64_t n, double mean, double std, CPUGenerator& gen);

// The scalar Box-Muller path alone (§3.4): used for n < 16 and for non-contiguous tensors.
void normal_fill_scalar(float* out, int64_t n, double mean, double std, CPUGenerator& gen);
void normal_fill_scalar(double* out, int64_t n, double mean, double std, CPUGenerator& gen);

// float16 and bfloat16 (PyTorch's generic CPU kernels, c10's 16-bit arithmetic): uniform_ draws random() with the
// type's 11 or 8 significand bits and rounds fma(x, to - from, from); normal_ of 16 or more contiguous elements is
// normal_fill<scalar_t> (16-wide Box-Muller with each named step rounded to the type: bfloat16's std::log, sqrt, cos
// and products return bfloat16, float16's compute in float), otherwise the scalar double path rounded through float.
void uniform_fill(Half* out, int64_t n, double from, double to, CPUGenerator& gen);
void uniform_fill(BFloat16* out, int64_t n, double from, double to, CPUGenerator& gen);
void normal_fill(Half* out, int64_t n, double mean, double std, CPUGenerator& gen);
void normal_fill(BFloat16* out, int64_t n, double mean, double std, CPUGenerator& gen);
void normal_fill_scalar(Half* out, int64_t n, double mean, double std, CPUGenerator& gen);
void normal_fill_scalar(BFloat16* out, int64_t n, double mean, double std, CPUGenerator& gen);

// randint(low, high) / random_(from, to) (§4): plain modulo of one draw, or of random64() when the range needs
// more than 32 bits and `wide_dtype` (int64, float32, float64 results; other integer dtypes always draw 32 bits).
// Requires low < high.
void randint_fill(int64_t* out, int64_t n, int64_t low, int64_t high, CPUGenerator& gen, bool wide_dtype = true);
// The same with the range given as a count (random_(from, None) needs up to 2^64 - 1 values): base + v % range.
void random_from_to_fill(int64_t* out, int64_t n, uint64_t range, int64_t base, CPUGenerator& gen, bool wide_dtype);

// randperm(n) (§5): Fisher-Yates with n-1 draws.
void randperm_fill(int64_t* out, int64_t n, CPUGenerator& gen);

// bernoulli_(p) with a scalar probability (§6): 1 where uniform64() < p.
void bernoulli_fill(float* out, int64_t n, double p, CPUGenerator& gen);
void bernoulli_fill(double* out, int64_t n, double p, CPUGenerator& gen);

// bernoulli(P) / bernoulli_(P) with a probability per element (§6): a float32 P compares one 24-bit float draw
// in float, a float64 P compares uniform64() in double.
void bernoulli_fill(float* out, const float* p, int64_t n, CPUGenerator& gen);
void bernoulli_fill(double* out, const double* p, int64_t n, CPUGenerator& gen);

// nn.init.kaiming_uniform_(w, a) bound for a layer with `fan_in` inputs, in double and in PyTorch's order (§7):
// sqrt(3) * (gain / sqrt(fan_in)) with gain = sqrt(2 / (1 + a*a)). nn.Linear/Conv use a = sqrt(5).
double kaiming_uniform_bound(int64_t fan_in, double a);
// nn.Linear/Conv bias bound: 1 / sqrt(fan_in), or 0 for fan_in == 0 (§7).
double bias_uniform_bound(int64_t fan_in);

// The float32 Cephes approximations PyTorch's AVX2 normal kernel uses (§3.2), exposed for tests.
float cephes_logf(float x);
void cephes_sincosf(float theta, float& sin_out, float& cos_out);
// The float32 transform of a block of 16 uniforms (§3.2), one lane at a time, and its AVX2 copy (false where the
// processor or build has none), exposed for the test that they agree bit for bit.
void normal_transform16_scalar(float* d, float mean, float std);
bool normal_transform16_vector(float* d, float mean, float std);

}  // namespace tsr::tensor::random
