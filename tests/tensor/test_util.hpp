// Helpers shared by the tensor tests: build tensors from values, read them back, capture error messages.
#pragma once

#include <algorithm>
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
