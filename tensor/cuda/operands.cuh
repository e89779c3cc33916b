// The operand and output helpers of the pointwise kernels on the CUDA key (pointwise.cu, compare.cu): type
// promotion and output allocation as the CPU kernels do them, before one launch of the elementwise launcher.
#pragma once

#include <span>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/cuda/elementwise.cuh"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {

// The i-th argument of a kernel's stack as a Tensor.
inline const Tensor& t_arg(const Stack& s, size_t i) { return std::get<Tensor>(s.at(i)); }

// The op of that schema name run through the dispatcher (a CUDA kernel composed of device ops).
inline Tensor dispatched(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

// The dtypes of PyTorch's CUDA kernels that take AT_DISPATCH_FLOATING_TYPES_AND2(Half, BFloat16): the pools, the
// padding, the samplers; others raise PyTorch's error naming `name`.
template <class F>
void dispatch_floating(ScalarType dtype, std::string_view name, F&& body) {
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(dtype, name, std::forward<F>(body));
}

// An input in the op's computation dtype: a CPU scalar stays on the host (read by value), a GPU tensor is
// converted on the device when its dtype differs.
inline Tensor as_operand(const Tensor& t, ScalarType dtype) {
  if (t.device().is_cpu()) return t;
  return t.dtype() == dtype ? t : to_dtype(t, dtype);
}

// The output of an op over `inputs`, shaped `shape`: the layout of the input of that shape when there is one (as
// the CPU kernels' empty_like_layout), on the inputs' GPU.
inline Tensor output(std::span<const Tensor> inputs, const Dims& shape, ScalarType dtype, Device device) {
  for (const Tensor& t : inputs)
    if (t.device().is_cuda() && t.sizes() == shape) return empty_like_layout(t, shape, dtype);
  return empty(shape, dtype, device);
}

inline Device gpu_of(std::span<const Tensor> inputs) {
  for (const Tensor& t : inputs)
    if (t.device().is_cuda()) return t.device();
  return Device{DeviceType::CUDA, 0};
}

// The `ScalarType? dtype` argument at i (None or left off: nullopt).
inline std::optional<ScalarType> dtype_at(const Stack& s, size_t i) {
  if (i < s.size())
    if (const ScalarType* t = std::get_if<ScalarType>(&s[i])) return *t;
  return std::nullopt;
}
// A factory's `Device? device` argument at i ("cuda" made concrete), `fallback` when None or left off.
inline Device device_at(const Stack& s, size_t i, Device fallback = Device{DeviceType::CUDA, 0}) {
  if (i < s.size())
    if (const Device* d = std::get_if<Device>(&s[i])) return concrete_device(*d);
  return fallback;
}

// out = f(a, b) in `dtype`, a and b broadcast, for the dtypes of group G and `Also` (others raise PyTorch's error
// naming `name`); `functor_for(std::type_identity<T>)` gives the functor of element type T.
template <DtypeGroup G, ScalarType... Also, class MakeF>
Tensor binary_in(const Tensor& a, const Tensor& b, ScalarType dtype, const char* name, MakeF functor_for) {
  const std::array<Tensor, 2> in{a, b};
  Tensor out = output(in, broadcast_shapes(a.sizes(), b.sizes()), dtype, gpu_of(in));
  dispatch_dtype<G, Also...>(dtype, name, [&]<class T>(std::type_identity<T> t) {
    launch<T, T, 2>(out, {as_operand(a, dtype), as_operand(b, dtype)}, functor_for(t));
  });
  return out;
}

// The same functor whatever the element type (for binary_in).
template <class F>
auto always(F f) {
  return [f](auto) { return f; };
}

// A binary op whose functor serves every dtype: AT_DISPATCH_ALL_TYPES_AND3(Half, BFloat16, Bool).
template <class F>
Tensor binary(const Tensor& a, const Tensor& b, ScalarType dtype, F f, const char* name = "pointwise_cuda") {
  return binary_in<DtypeGroup::All, ScalarType::Half, ScalarType::BFloat16>(a, b, dtype, name, always(f));
}

// A floating unary op over the dtypes of group G and `Also` (others raise PyTorch's error naming `name`): integer
// and bool inputs promote to the default dtype, as the CPU kernels; float16 and bfloat16 are computed in float (the
// launcher's OpMathF).
template <DtypeGroup G, ScalarType... Also, class F>
Tensor floating_unary_in(const Tensor& a, F f, const char* name) {
  // No complex kernels yet: refused by name (a complex input must not become a real one).
  if (is_complex(a.dtype())) throw_not_implemented_for(name, a.dtype());
  const ScalarType dtype = is_floating(a.dtype()) ? a.dtype() : default_dtype();
  Tensor out = empty_like_layout(a, a.sizes(), dtype);
  const Tensor x = as_operand(a, dtype);
  dispatch_dtype<G, Also...>(dtype, name, [&]<class T>(std::type_identity<T>) { launch<T, T, 1>(out, {x}, f); });
  return out;
}
template <class F>
Tensor floating_unary(const Tensor& a, F f, const char* name = "pointwise_cuda") {
  return floating_unary_in<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(a, f, name);
}

// The CUDA kernel of an op whose CPU kernel only calls dispatched ops (read for host reads of tensor data before
// being registered so): the ops it calls dispatch to the CUDA kernels (pointwise.cu).
BoxedKernel forward_to_cpu_kernel();
// The CUDA kernel of an op whose output's size depends on the values (nonzero, masked_select): the tensors go to
// the host, the CPU kernel runs, the results come back (PyTorch's CUDA kernels synchronise for these too, to read
// the count). pointwise.cu.
BoxedKernel through_host_kernel();

}  // namespace tsr::tensor::cuda
