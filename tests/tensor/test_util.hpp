// Helpers shared by the tensor tests: build tensors from values, read them back, capture error messages.
#pragma once

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "tensor/views/views.hpp"

namespace tsr::tensor::testing {

// A tensor of `shape` filled with `values` (row-major), of dtype `dtype` whose C++ type is T.
template <class T>
Tensor make(std::vector<int64_t> shape, std::vector<T> values, ScalarType dtype) {
  Tensor t = tsr::tensor::empty(shape, dtype);
  std::copy(values.begin(), values.end(), t.data<T>());
  return t;
}

// A tensor of `shape` with values drawn uniformly from [lo, hi) by a seeded generator (T the C++ type of dtype).
template <class T>
Tensor uniform_tensor(const std::vector<int64_t>& shape, unsigned seed, ScalarType dtype, double lo = -2,
                      double hi = 2) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  std::vector<T> v(static_cast<size_t>(n));
  for (T& x : v) x = static_cast<T>(dist(gen));
  return make<T>(shape, v, dtype);
}

// The elements of `t` in row-major order (T must be the C++ type of its dtype).
template <class T>
std::vector<T> values(const Tensor& t) {
  const Tensor c = contiguous(t);
  return std::vector<T>(c.data<T>(), c.data<T>() + c.numel());
}

// The message of the tsr::tensor::Error that `f` throws, or "" if it throws none.
template <class F>
std::string error_of(F&& f, ErrorKind* kind = nullptr) {
  try {
    f();
  } catch (const Error& e) {
    if (kind) *kind = e.kind;
    return e.what();
  }
  return "";
}

}  // namespace tsr::tensor::testing
