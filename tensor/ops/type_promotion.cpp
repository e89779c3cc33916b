// See type_promotion.hpp.
#include "tensor/ops/type_promotion.hpp"

#include <optional>

namespace tsr::tensor {
namespace {

ScalarType g_default_dtype = ScalarType::Float;

int category(ScalarType t) { return t == ScalarType::Bool ? 0 : is_floating(t) ? 2 : 1; }

// Order within a category; with category this gives the promotion lattice for tsr's dtypes.
int rank(ScalarType t) {
  switch (t) {
    case ScalarType::Bool: return 0;
    case ScalarType::Int: return 1;
    case ScalarType::Long: return 2;
    case ScalarType::Float: return 3;
    case ScalarType::Double: return 4;
  }
  return 0;
}

std::optional<ScalarType> promote(std::optional<ScalarType> a, ScalarType b) { return a ? promote_types(*a, b) : b; }

// How a lower-priority group's dtype can still raise the result: only by raising its category
// (c10's combine_categories).
std::optional<ScalarType> combine(std::optional<ScalarType> higher, std::optional<ScalarType> lower) {
  if (!higher) return lower;
  if (!lower) return higher;
  if (is_floating(*higher)) return higher;
  if (*higher == ScalarType::Bool || is_floating(*lower)) return promote_types(*higher, *lower);
  return higher;
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
void set_default_dtype(ScalarType dtype) { g_default_dtype = dtype; }

ScalarType promote_types(ScalarType a, ScalarType b) {
  if (category(a) != category(b)) return category(a) > category(b) ? a : b;
  return rank(a) >= rank(b) ? a : b;
}

bool can_cast(ScalarType from, ScalarType to) {
  if (is_floating(from) && !is_floating(to)) return false;
  if (from != ScalarType::Bool && to == ScalarType::Bool) return false;
  return true;
}

std::string_view dtype_title(ScalarType t) {
  const std::string_view legacy = legacy_type_name(t);  // "FloatTensor"
  return legacy.substr(0, legacy.size() - 6);
}

ScalarType result_type(std::span<const Tensor> operands) {
  std::optional<ScalarType> dimensioned, zero_dim, wrapped_numbers;
  for (const Tensor& t : operands) {
    if (t.impl()->is_wrapped_number()) {
      // A Python float promotes like the default dtype, not like float64.
      wrapped_numbers = promote(wrapped_numbers, is_floating(t.dtype()) ? default_dtype() : t.dtype());
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

}  // namespace tsr::tensor
