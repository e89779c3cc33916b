// remainder (Python's %), floor_divide (//), fmod and atan2 on the CUDA key: type promotion as the CPU kernels, one
// launch of the elementwise launcher with a functor of division_functors.hpp. For integer dtypes a division by zero
// (and INT_MIN / -1 in int32 and int64, for floor_divide) is refused first with the CPU kernels' errors: one
// reduction on the device and a read of its flag on the host (PyTorch's CUDA kernels do not check; they return
// unspecified values).
#include <limits>

#include "tensor/cuda/division_functors.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/device_ops.hpp"

namespace tsr::tensor::cuda {
namespace {

bool any_true(const Tensor& flags) {
  return host_double(dispatched("any.dims", {flags, NoneValue{}, false})) != 0;
}

void check_integer_division(const Tensor& a, const Tensor& b, ScalarType dtype, bool quotient) {
  if (!is_integral(dtype, false)) return;
  check(!any_true(compare(b, scalar_to_tensor(int64_t(0)), CompareOp::Eq)), ErrorKind::RuntimeError,
        "ZeroDivisionError");
  if (!quotient || !(dtype == ScalarType::Int || dtype == ScalarType::Long)) return;
  const int64_t lowest = dtype == ScalarType::Int ? int64_t(std::numeric_limits<int32_t>::min())
                                                  : std::numeric_limits<int64_t>::min();
  const Tensor overflow = logical_and(compare(a, scalar_to_tensor(lowest), CompareOp::Eq),
                                      compare(b, scalar_to_tensor(int64_t(-1)), CompareOp::Eq));
  check(!any_true(overflow), ErrorKind::RuntimeError, "integer overflow: the quotient of ", lowest,
        " and -1 does not fit in torch.", dtype_name(dtype));
}

}  // namespace

TSR_REGISTER_KERNEL("remainder.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  check_integer_division(a, b, dtype, false);
  set_result(s, binary(a, b, dtype, RemainderF{}, "remainder_cuda"));
}));
TSR_REGISTER_KERNEL("floor_divide", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  check_integer_division(a, b, dtype, true);
  set_result(s, binary(a, b, dtype, FloorDivideF{}, "floor_divide_cuda"));
}));
TSR_REGISTER_KERNEL("fmod.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  check(dtype != ScalarType::Bool, ErrorKind::RuntimeError, "\"fmod_cuda\" not implemented for 'Bool'");
  check_integer_division(a, b, dtype, false);
  set_result(s, binary(a, b, dtype, FmodF{}, "fmod_cuda"));
}));
TSR_REGISTER_KERNEL("fmod.Scalar", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  const ScalarType dtype = result_type(std::array{a, b});
  check(dtype != ScalarType::Bool, ErrorKind::RuntimeError, "\"fmod_cuda\" not implemented for 'Bool'");
  check_integer_division(a, b, dtype, false);
  set_result(s, binary(a, b, dtype, FmodF{}, "fmod_cuda"));
}));
TSR_REGISTER_KERNEL("atan2", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
  ScalarType dtype = result_type(std::array{a, b});
  if (!is_floating(dtype)) dtype = default_dtype();
  set_result(s, binary(a, b, dtype, Atan2F{}, "atan2_cuda"));
}));

}  // namespace tsr::tensor::cuda
