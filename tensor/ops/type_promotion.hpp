// Type promotion exactly as PyTorch's result_type: categories bool < integral < floating, and within the rule
// that dimensioned tensors outrank zero-dim tensors, which outrank Python numbers (wrapped numbers).
#pragma once

#include <span>

#include "tensor/core/scalar.hpp"
#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor {

// The default dtype for floating results from Python floats and integer division (torch.get_default_dtype).
ScalarType default_dtype();
void set_default_dtype(ScalarType dtype);

// The smallest dtype both can be converted to without losing category (torch.promote_types).
ScalarType promote_types(ScalarType a, ScalarType b);

// torch.can_cast: no floating -> integral and no non-bool -> bool conversion (in-place ops and out=).
bool can_cast(ScalarType from, ScalarType to);
// "Float", "Long", ...: how PyTorch names dtypes in error messages.
std::string_view dtype_title(ScalarType t);

// torch.result_type over the operands of an op.
ScalarType result_type(std::span<const Tensor> operands);

// A 0-d wrapped-number tensor for a Python number: bool, int64 or float64.
Tensor scalar_to_tensor(double value);
Tensor scalar_to_tensor(int64_t value);
Tensor scalar_to_tensor(bool value);

// A Scalar argument as a wrapped-number tensor, for type promotion.
Tensor scalar_operand(const Scalar& s);

// A kernel argument that is a Tensor or a Python number, as a tensor operand (numbers become wrapped numbers).
Tensor tensor_operand(const IValue& v);

}  // namespace tsr::tensor
