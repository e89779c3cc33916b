// The random tensor ops beyond those tensor/ops declares (uniform_, normal_, bernoulli_.float, random_.from,
// randperm, rand, randn, randint, rand_like, randn_like): the `generator=` overloads of rand/randn/randint,
// randint_like, normal's overloads, bernoulli and dropout, each declared with PyTorch's schema in random_ops.cpp,
// plus the generator plumbing torch.manual_seed & co. need.
//
// Every op draws exactly as PyTorch 1.13 does (docs/spec/rng.md), from the generator= argument's generator or
// the default one. IValue cannot hold a generator, so the stack carries None and the binding opens a
// GeneratorScope (generator.hpp) around the call; the kernels read current_generator().
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "tensor/core/tensor.hpp"
#include "tensor/random/generator.hpp"

namespace tsr::tensor::random {

// torch.normal(mean, std, size) and the tensor overloads (normal_(0, std) then + mean, or * std + mean).
Tensor normal(double mean, double std, std::span<const int64_t> size, std::optional<ScalarType> dtype = std::nullopt);
Tensor normal(const Tensor& mean, double std = 1);
Tensor normal(double mean, const Tensor& std);
Tensor normal(const Tensor& mean, const Tensor& std);
// torch.bernoulli(P): 1 with probability P[i]; bernoulli(self, p): a tensor like self from bernoulli_(p).
Tensor bernoulli(const Tensor& probability);
Tensor bernoulli(const Tensor& self, double p);
// self.bernoulli_(P): P broadcasts to self's shape.
Tensor& bernoulli_(Tensor& self, const Tensor& probability);
// torch.dropout / F.dropout: in training, zero each element with probability p and scale the rest by 1/(1-p).
Tensor dropout(const Tensor& input, double p, bool train);

// random_(from, to)'s checks and values as PyTorch's random_from_to_impl (shared by the CPU and CUDA kernels): the
// values are from + (a draw % range), and range 0 means every int64 (from = INT64_MIN, to = None).
struct RandomRange {
  int64_t from = 0;
  uint64_t range = 0;
};
RandomRange random_range(ScalarType dtype, int64_t from, std::optional<int64_t> to);
// multinomial's argument checks (dtype, rank, sample count), shared by the CPU and CUDA kernels.
void check_multinomial_arguments(const Tensor& self, int64_t n_sample, bool replacement);
// random_()'s modulus per dtype: 2 for bool, 2^digits + 1 for floating types, max + 1 for integers.
uint64_t random_full_modulus(ScalarType dtype);

// torch.manual_seed / seed / initial_seed on the default generator.
void manual_seed(uint64_t seed);
uint64_t seed();
uint64_t initial_seed();
// torch.get_rng_state / set_rng_state as raw bytes (PyTorch's 5056-byte layout; 5048-byte legacy states too).
CPUGenerator::StateBytes get_rng_state();
void set_rng_state(std::span<const uint8_t> state);

}  // namespace tsr::tensor::random
