// Helpers for the kernels of composite ops (tensor/ops/composites_*.cpp): ops PyTorch declares as
// CompositeImplicitAutograd, whose kernels only call other ops through the dispatcher, so each part records its
// own autograd node and the op needs no derivative formula. Their kernels register at the CompositeImplicitAutograd
// key, from which every backend inherits them (Note [Composite keys] in dispatch_key.hpp).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>

#include "tensor/core/error.hpp"
#include "tensor/core/scalar.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor::composites {

// An op's qualified name as a template argument, so each call site looks its op up once.
template <size_t N>
struct OpName {
  char text[N];
  constexpr OpName(const char (&s)[N]) { std::copy_n(s, N, text); }  // NOLINT(google-explicit-constructor)
};

template <OpName name>
const Operator& op() {
  static const Operator& o = find_op(name.text);
  return o;
}

// Calls the registry op `name` through the dispatcher (so autograd, trace and the backend key all apply):
// call<"rsub.Scalar">({x, int64_t(1)}).
template <OpName name>
Tensor call(Stack args) {
  return call_tensor_op(op<name>(), std::move(args));
}
template <OpName name>
Stack call_multi(Stack args) {
  return call_op(op<name>(), std::move(args));
}

inline const Tensor& tensor_at(const Stack& s, size_t i) { return std::get<Tensor>(s.at(i)); }
inline bool is_none(const Stack& s, size_t i) { return i >= s.size() || std::holds_alternative<NoneValue>(s[i]); }
inline Tensor optional_tensor_at(const Stack& s, size_t i) { return is_none(s, i) ? Tensor() : tensor_at(s, i); }
// A Scalar argument (int, float or bool on the stack) as a Scalar.
inline Scalar scalar_of(const IValue& v) {
  if (const bool* b = std::get_if<bool>(&v)) return *b;
  if (const int64_t* i = std::get_if<int64_t>(&v)) return *i;
  return as_double(v).value_or(0.0);
}
// dim counted from the end when negative, checked as PyTorch checks it (IndexError "Dimension out of range"): an
// unchecked one indexed sizes() past its end (tensordot, repeat_interleave, movedim; the tensor fuzz target).
inline int64_t wrap_dim_of(int64_t dim, int64_t ndim) { return wrap_dim(dim, ndim); }
using Ints = std::vector<int64_t>;
// A kernel's one result, in place of its arguments on the stack.
inline void result(Stack& s, Tensor t) { s = {std::move(t)}; }
// A Python number as the 0-dim tensor (a wrapped number) an op's Tensor argument takes.
inline Tensor number(double v) { return scalar_to_tensor(v); }
inline Tensor number(int64_t v) { return scalar_to_tensor(v); }

}  // namespace tsr::tensor::composites
