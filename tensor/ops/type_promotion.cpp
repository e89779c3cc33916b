// See type_promotion.hpp.
#include "tensor/ops/type_promotion.hpp"

#include <algorithm>
#include <array>
#include <optional>

namespace tsr::tensor {
namespace {

ScalarType g_default_dtype = ScalarType::Float;

std::optional<ScalarType> promote(std::optional<ScalarType> a, ScalarType b) { return a ? promote_types(*a, b) : b; }

// How a lower-priority group's dtype can still raise the result: only by raising its category
// (c10's combine_categories; with complex rows, a floating higher and a complex lower give the complex dtype of
// higher's component).
std::optional<ScalarType> combine(std::optional<ScalarType> higher, std::optional<ScalarType> lower) {
  if (!higher) return lower;
  if (!lower) return higher;
  if (is_complex(*lower) && is_floating(*higher))
    if (const std::optional<ScalarType> c = complex_dtype_of(*higher)) return *c;
  return dtype_category(*lower) > dtype_category(*higher) ? promote_types(*higher, *lower) : *higher;
}

template <class T>
Tensor wrapped(T value, ScalarType dtype) {
  Tensor t = empty({}, dtype);
  *t.data<T>() = value;
  t.impl()->set_wrapped_number(true);
  return t;
}

}  // namespace

ScalarType default_dtype() { return g_default_dtype; }
ScalarType default_complex_dtype() { return complex_dtype_of(g_default_dtype).value_or(ScalarType::ComplexFloat); }
void set_default_dtype(ScalarType dtype) { g_default_dtype = dtype; }

// promote_rows over tsr's rows, tabulated at compile time: promotion runs for every binary op.
constexpr auto kPromotion = [] {
  std::array<std::array<ScalarType, kDtypeCount>, kDtypeCount> table{};
  for (size_t a = 0; a < kDtypeCount; ++a)
    for (size_t b = 0; b < kDtypeCount; ++b) table[a][b] = promote_rows(kDtypes[a], kDtypes[b], kDtypes).type;
  return table;
}();

ScalarType promote_types(ScalarType a, ScalarType b) {
  return kPromotion[static_cast<size_t>(a)][static_cast<size_t>(b)];
}

bool can_cast(ScalarType from, ScalarType to) { return dtype_category(to) >= dtype_category(from); }

ScalarType result_type(std::span<const Tensor> operands) {
  std::optional<ScalarType> dimensioned, zero_dim, wrapped_numbers;
  for (const Tensor& t : operands) {
    if (t.impl()->is_wrapped_number()) {
      // A Python float promotes like the default dtype, a Python complex like its complex.
      const ScalarType d = is_floating(t.dtype()) ? default_dtype() : is_complex(t.dtype()) ? default_complex_dtype() : t.dtype();
      wrapped_numbers = promote(wrapped_numbers, d);
    } else if (t.dim() == 0) {
      zero_dim = promote(zero_dim, t.dtype());
    } else {
      dimensioned = promote(dimensioned, t.dtype());
    }
  }
  return combine(dimensioned, combine(zero_dim, wrapped_numbers)).value_or(default_dtype());
}

Tensor scalar_to_tensor(double value) { return wrapped(value, ScalarType::Double); }
Tensor scalar_to_tensor(int64_t value) { return wrapped(value, ScalarType::Long); }
Tensor scalar_to_tensor(bool value) { return wrapped(value, ScalarType::Bool); }
Tensor scalar_to_tensor(std::complex<double> value) { return wrapped(value, ScalarType::ComplexDouble); }

Tensor scalar_operand(const Scalar& s) {
  return std::visit([](auto v) { return scalar_to_tensor(v); }, s.value());
}

Tensor tensor_operand(const IValue& v) {
  if (const Tensor* t = std::get_if<Tensor>(&v)) return *t;
  if (const double* d = std::get_if<double>(&v)) return scalar_to_tensor(*d);
  if (const int64_t* i = std::get_if<int64_t>(&v)) return scalar_to_tensor(*i);
  if (const bool* b = std::get_if<bool>(&v)) return scalar_to_tensor(*b);
  throw Error(ErrorKind::TypeError, "expected a Tensor or a number");
}

void check_sub_operands(const Tensor& a, const Tensor& b) {
  const bool bool_a = a.dtype() == ScalarType::Bool, bool_b = b.dtype() == ScalarType::Bool;
  check(!(bool_a && bool_b), ErrorKind::RuntimeError,
        "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` "
        "operator instead.");
  check(!bool_a && !bool_b, ErrorKind::RuntimeError,
        "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use "
        "the `~` or `logical_not()` operator instead.");
}

}  // namespace tsr::tensor
