// Creation ops (torch.zeros, ones, full, arange, linspace, eye) and the random factories (rand, randn, randint,
// randperm, normal_, uniform_, bernoulli_), all declared by schema and run through the dispatcher.
#pragma once

#include <optional>
#include <span>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// On `device` (the CPU unless given: a composite or formula working on another tensor's values passes its device).
Tensor zeros(std::span<const int64_t> size, std::optional<ScalarType> dtype = std::nullopt, Device device = {});
Tensor ones(std::span<const int64_t> size, std::optional<ScalarType> dtype = std::nullopt, Device device = {});
// full: without a dtype, the fill value decides it (bool, int64, or the default float dtype), as in PyTorch.
Tensor full(std::span<const int64_t> size, const Scalar& value, std::optional<ScalarType> dtype = std::nullopt,
            Device device = {});
Tensor arange(const Scalar& start, const Scalar& end, const Scalar& step = 1, std::optional<ScalarType> dtype = std::nullopt,
              Device device = {});
Tensor linspace(double start, double end, int64_t steps, std::optional<ScalarType> dtype = std::nullopt);
Tensor eye(int64_t n, std::optional<ScalarType> dtype = std::nullopt, Device device = {});
Tensor eye(int64_t n, int64_t m, std::optional<ScalarType> dtype = std::nullopt, Device device = {});

// The *_like forms: self's shape, and self's dtype unless one is given.
Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor zeros_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor ones_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor full_like(const Tensor& self, const Scalar& value, std::optional<ScalarType> dtype = std::nullopt);
Tensor rand_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor randn_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);

// torch.tensor(data): `values` in row-major order filling `shape` (the binding flattens nested lists). Without a
// dtype: the default float dtype if any value is a float, else int64 if any is an int, else bool.
Tensor from_data(std::span<const Scalar> values, std::span<const int64_t> shape,
                 std::optional<ScalarType> dtype = std::nullopt);

Tensor rand(std::span<const int64_t> size, std::optional<ScalarType> dtype = std::nullopt);
Tensor randn(std::span<const int64_t> size, std::optional<ScalarType> dtype = std::nullopt);
Tensor randint(int64_t low, int64_t high, std::span<const int64_t> size, std::optional<ScalarType> dtype = std::nullopt);
Tensor randperm(int64_t n);
Tensor& uniform_(Tensor& self, double from = 0, double to = 1);
Tensor& normal_(Tensor& self, double mean = 0, double std = 1);
Tensor& bernoulli_(Tensor& self, double p);
Tensor& fill_(Tensor& self, const Scalar& value);

// torch.manual_seed on the default generator.
void manual_seed(uint64_t seed);

}  // namespace tsr::tensor
