// Type promotion exactly as PyTorch's result_type: categories bool < integral < floating < complex, and within the rule
// that dimensioned tensors outrank zero-dim tensors, which outrank Python numbers (wrapped numbers).
#pragma once

#include <span>
#include <string>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor {

// The default dtype for floating results from Python floats and integer division (torch.get_default_dtype).
ScalarType default_dtype();
void set_default_dtype(ScalarType dtype);
// The complex dtype of the default dtype (complex64 for float32, complex128 for float64): what a Python complex
// promotes like, and the dtype repr leaves unnamed.
ScalarType default_complex_dtype();

// torch.promote_types: the smallest dtype that holds the values of both, c10::promoteTypes's lattice derived
// from the rows of TSR_FORALL_DTYPES (see type_promotion.cpp).
ScalarType promote_types(ScalarType a, ScalarType b);

// The rule promote_types applies, over any set of rows (the tests also run it over the rows of dtypes tsr does not
// have yet, against PyTorch's recorded table). For a != b:
// - different categories: the higher category's dtype (bool < integral < floating), whatever the sizes;
// - one category: the smallest row R of that category that holds both, each of a, b being R or smaller than R.
//   So int32+int64 -> int64, and where neither holds the other (uint8+int8, float16+bfloat16) the next size up:
//   int16, float32. Integers hold by range: uint16+int16 -> int32, uint8+uint16 -> uint16 (numpy's uint16/32/64
//   rows; 1.13's only unsigned dtype, uint8, is the smallest); where no integer row holds both (uint64 with a
//   signed integer) the widest floating row, float64, as numpy promotes.
// - complex with floating: the complex row whose component is promote(the complex row's component, the floating
//   row) (c10: complex64+float64 -> complex128, complex64+bfloat16 -> complex64), which no size rule gives.
constexpr const DtypeFacts& promote_rows(const DtypeFacts& a, const DtypeFacts& b, std::span<const DtypeFacts> rows) {
  if (a.name == b.name) return a;
  if (a.category != b.category) {
    const DtypeFacts& higher = a.category > b.category ? a : b;
    const DtypeFacts& lower = a.category > b.category ? b : a;
    if (higher.category != DtypeCategory::Complex || lower.category != DtypeCategory::Floating) return higher;
    for (const DtypeFacts& part : rows) {
      if (part.type != higher.component || part.category == DtypeCategory::Complex) continue;
      const ScalarType value = promote_rows(part, lower, rows).type;
      for (const DtypeFacts& r : rows)
        if (r.category == DtypeCategory::Complex && r.component == value) return r;
    }
    throw Error(ErrorKind::RuntimeError, "promote_types: no complex dtype holds both " + std::string(a.name) +
                                             " and " + std::string(b.name));
  }
  // Integers: R holds x when R's range contains x's (an unsigned x fits an unsigned R as wide or a signed R wider;
  // a signed x only a signed R as wide); other categories: R is x or wider.
  const auto holds = [&](const DtypeFacts& r, const DtypeFacts& x) {
    if (r.category == DtypeCategory::Integral)
      return x.is_signed ? r.is_signed && r.size >= x.size : r.size > x.size || (!r.is_signed && r.size == x.size);
    return r.name == x.name || r.size > x.size;
  };
  const DtypeFacts* best = nullptr;
  for (const DtypeFacts& r : rows) {
    if (r.category != a.category) continue;
    if (holds(r, a) && holds(r, b) && (!best || r.size < best->size)) best = &r;
  }
  if (!best && a.category == DtypeCategory::Integral) {
    // no integer row holds both (uint64 with a signed integer): the widest floating row, float64, as numpy
    for (const DtypeFacts& r : rows)
      if (r.category == DtypeCategory::Floating && (!best || r.size > best->size)) best = &r;
  }
  if (!best) throw Error(ErrorKind::RuntimeError, "promote_types: no dtype holds both " + std::string(a.name) +
                                                      " and " + std::string(b.name));
  return *best;
}

// torch.can_cast: a conversion may not lower the category (no floating -> integral, no integral -> bool).
bool can_cast(ScalarType from, ScalarType to);

// torch.result_type over the operands of an op.
ScalarType result_type(std::span<const Tensor> operands);

// A 0-d wrapped-number tensor for a Python number: bool, int64 or float64.
Tensor scalar_to_tensor(double value);
Tensor scalar_to_tensor(int64_t value);
Tensor scalar_to_tensor(bool value);
// A Python complex: a 0-d complex128 wrapped number (it promotes like default_complex_dtype()).
Tensor scalar_to_tensor(std::complex<double> value);

// A Scalar argument as a wrapped-number tensor, for type promotion.
Tensor scalar_operand(const Scalar& s);

// A kernel argument that is a Tensor or a Python number, as a tensor operand (numbers become wrapped numbers).
Tensor tensor_operand(const IValue& v);

// PyTorch's sub_check, for every backend's sub and rsub: no bool operand, with its two messages.
void check_sub_operands(const Tensor& a, const Tensor& b);

}  // namespace tsr::tensor
