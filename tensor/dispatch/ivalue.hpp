// IValue: one boxed argument or result of an operator call, as the language binding and generic kernels (Trace)
// pass them on a Stack.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

struct NoneValue {
  bool operator==(const NoneValue&) const = default;
};

using IValue = std::variant<NoneValue, Tensor, double, int64_t, bool, std::vector<int64_t>, std::vector<Tensor>,
                            ScalarType, Device, std::string>;
using Stack = std::vector<IValue>;

// A Scalar as the int, float or bool a kernel's Scalar argument is on a stack.
inline IValue to_ivalue(const Scalar& s) {
  return std::visit([](auto v) { return IValue(v); }, s.value());
}

// Readers for kernel arguments on a stack. A missing argument (trailing defaults the caller left off) or None
// gives the fallback; a number of another kind converts as Python would (int -> float, bool -> int).
// A number argument as a double (int and bool convert as Python would); nullopt for None or a non-number.
inline std::optional<double> as_double(const IValue& v) {
  if (const double* d = std::get_if<double>(&v)) return *d;
  if (const int64_t* i = std::get_if<int64_t>(&v)) return static_cast<double>(*i);
  if (const bool* b = std::get_if<bool>(&v)) return *b ? 1.0 : 0.0;
  return std::nullopt;
}
inline std::optional<double> optional_double_arg(std::span<const IValue> s, size_t i) {
  return i < s.size() ? as_double(s[i]) : std::nullopt;
}
inline double double_arg(std::span<const IValue> s, size_t i, double fallback) { return optional_double_arg(s, i).value_or(fallback); }
inline int64_t int_arg(std::span<const IValue> s, size_t i, int64_t fallback) {
  if (i < s.size()) {
    if (const int64_t* v = std::get_if<int64_t>(&s[i])) return *v;
    if (const bool* b = std::get_if<bool>(&s[i])) return *b;
  }
  return fallback;
}
inline bool bool_arg(std::span<const IValue> s, size_t i, bool fallback = false) {
  if (i < s.size())
    if (const bool* b = std::get_if<bool>(&s[i])) return *b;
  return fallback;
}
// An `int[1]` argument: a list, or a single int standing for a one-element list; missing or None is empty.
inline std::vector<int64_t> int_list_arg(std::span<const IValue> s, size_t i) {
  if (i < s.size()) {
    if (const auto* list = std::get_if<std::vector<int64_t>>(&s[i])) return *list;
    if (const int64_t* d = std::get_if<int64_t>(&s[i])) return {*d};
  }
  return {};
}

}  // namespace tsr::tensor
