// Scalar: a Python number as an op argument. It keeps whether it was a bool, an int or a float, because type
// promotion depends on it (`int_tensor ** 2` stays int64, `int_tensor ** 2.0` becomes float32).
#pragma once

#include <cstdint>
#include <type_traits>
#include <variant>

namespace tsr::tensor {

class Scalar {
 public:
  template <class T>
    requires std::is_arithmetic_v<T>
  Scalar(T value) {  // NOLINT(google-explicit-constructor): numbers convert implicitly, as in PyTorch's API
    if constexpr (std::is_same_v<T, bool>) value_ = value;
    else if constexpr (std::is_integral_v<T>) value_ = static_cast<int64_t>(value);
    else value_ = static_cast<double>(value);
  }

  bool is_bool() const { return std::holds_alternative<bool>(value_); }
  bool is_integral() const { return std::holds_alternative<int64_t>(value_); }
  bool is_floating() const { return std::holds_alternative<double>(value_); }
  double to_double() const { return std::visit([](auto v) { return static_cast<double>(v); }, value_); }
  const std::variant<bool, int64_t, double>& value() const { return value_; }

 private:
  std::variant<bool, int64_t, double> value_;
};

}  // namespace tsr::tensor
