// The language side of tensors: the TensorBase object, dtype/device objects, and the schema-driven argument
// parser that turns a Python call into a dispatcher call (language.md §3.9, issue 5).
//
// Every `torch.*` function and `TensorBase` method is derived from the op registry: one native per op name
// tries each overload's schema in declaration order, binding positional, keyword and default arguments and
// converting Python values to IValues; when none fits it raises PyTorch's TypeError listing the overloads.
#pragma once

#include <string>
#include <vector>

#include "interpreter/bigint.hpp"
#include "interpreter/runtime.hpp"
#include "tensor/core/tensor.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/random/generator.hpp"
#include "tensor/views/views.hpp"

namespace tsr::interp::torch {

struct TensorObject : Object {
  tensor::Tensor t;
  // Tracked as PyTorch's tensors are: a tensor's attributes can make a cycle (and its storage is released when
  // the cycle holding it is collected).
  TensorObject(TypeObject* type, tensor::Tensor x) : Object(type), t(std::move(x)) { gc::track(this); }
  ~TensorObject() override { forget(); }
  // Holds another tensor from now on (out= resized): the old one no longer leads here, the new one does.
  void rebind(tensor::Tensor x) {
    forget();
    t = std::move(x);
    if (t.defined() && !t.impl()->py_object()) t.impl()->set_py_object(this);
  }

 private:
  void forget() {
    if (t.defined() && t.impl()->py_object() == this) t.impl()->set_py_object(nullptr);
  }
};

struct DtypeObject : Object {
  tensor::ScalarType dtype;
  DtypeObject(TypeObject* type, tensor::ScalarType d) : Object(type), dtype(d) {}
};

struct DeviceObject : Object {
  tensor::Device device;
  DeviceObject(TypeObject* type, tensor::Device d) : Object(type), device(d) {}
};

// torch.Generator (torch._C.Generator): a CPU generator of its own; torch.default_generator shares the process's.
struct GeneratorObject : Object {
  std::shared_ptr<tensor::random::CPUGenerator> gen;
  GeneratorObject(TypeObject* type, std::shared_ptr<tensor::random::CPUGenerator> g) : Object(type), gen(std::move(g)) {}
};

struct TorchTypes {
  TypeObject* tensor_base = nullptr;  // torch._C._TensorBase (native)
  TypeObject* tensor = nullptr;       // torch.Tensor (written in tsr; set by _C._set_tensor_class)
  TypeObject* dtype = nullptr;
  TypeObject* device = nullptr;
  TypeObject* size = nullptr;         // torch.Size, a tuple subclass
  TypeObject* generator = nullptr;    // torch._C.Generator
  TypeObject* numpy_ndarray = nullptr;  // numpy.ndarray and numpy.generic (written in tsr; set by numpy's import
  TypeObject* numpy_generic = nullptr;  // through _C._set_numpy_classes), null until numpy is imported
};
extern TorchTypes TT;

bool is_tensor(const Value& v);
// torch._C._LinAlgError (torch.linalg.LinAlgError), a RuntimeError subclass: the type tensor::LinAlgError becomes.
TypeObject* linalg_error_type();
// A numpy array or scalar as PyTorch takes one: an ndarray's tensor (sharing its memory), a numpy scalar's Python
// value; Null when v is neither (or numpy was never imported).
Value numpy_array_tensor(const Value& v);
Value numpy_scalar_value(const Value& v);
// A numpy scalar where PyTorch's parser wants a number (a Scalar, a Tensor operand): its value, except np.bool_,
// which is neither a Python bool nor a numpy integer there and so is read as a double (THPUtils_unpackDouble):
// `np.bool_(True) + t` is a float tensor, torch.full((2,), np.bool_(True)) float ones. Null when v is no scalar.
Value numpy_number_value(const Value& v);
// A big int where a tensor needs an int64 or a double: PyTorch's error (its unpacking goes through int64).
[[noreturn]] void raise_big_int_overflow();
const tensor::Tensor& unwrap(const Value& v);
// v's tensor; TypeError "expected a tensor, got T" for anything else.
const tensor::Tensor& tensor_arg(const Value& v);
// Wraps a tensor as an instance of torch.Tensor (or `type` when given: subclasses such as Parameter).
Value wrap(tensor::Tensor t, TypeObject* type = nullptr);
Value dtype_object(tensor::ScalarType d);
// A uint64 element as a Python int (a big int from 2^63 up: numpy's uint64).
inline Value uint64_value(uint64_t v) {
  if (v <= uint64_t(INT64_MAX)) return Value(int64_t(v));
  mpz_t z;
  mpz_init_set_ui(z, v);
  Value r = int_from_mpz(z);
  mpz_clear(z);
  return r;
}
Value device_object(tensor::Device d);
Value make_size(const tensor::Dims& sizes);
// A tuple or list of ints as sizes ("size must be a tuple of ints" otherwise).
tensor::Dims dims_arg(const Value& v);
// A torch.memory_format object (torch.channels_last, ...) as the number the _to_memory_format op takes; None gives
// Preserve; anything else is PyTorch's TypeError naming `fn`.
tensor::MemoryFormat memory_format_of(const Value& v, const std::string& fn);
// `t` (a Python tensor) laid out in `format`, by the dispatched _to_memory_format: with `exact` (what to, clone and
// the factories' memory_format= make) the format's own strides, a copy unless t has them; without (contiguous's),
// t itself wherever it is contiguous in that format (a size-1 dim's stride being anything).
Value to_memory_format(const Value& t, tensor::MemoryFormat format, bool exact = true);
std::optional<tensor::ScalarType> dtype_of(const Value& v);  // a torch.dtype object (or Python type float/int/bool)
// The parameter a numpy keyword stands for in PyTorch's argument parser ("axis" -> "dim"), or empty.
std::string_view numpy_parameter_for(std::string_view keyword);
tensor::Device device_of(const Value& v);                    // "cpu", "cuda:0" or a torch.device

// Calls the op `name` (all overloads) with Python arguments; `self` is prepended when non-null (methods).
Value call_op_by_name(const std::string& name, const Value& self, const CallArgs& args);
// A Tensor subclass whose __torch_function__ is its own (not _disabled_torch_function_impl, as Parameter's).
bool subclass_overrides(const TypeObject* t);

// Note [__torch_function__] for the Tensor methods and properties written by hand (module.cpp,
// autograd_binding.cpp) rather than bound from the registry: on a Tensor subclass that overrides, a call hands
// itself to torch.overrides._dispatch, as PyTorch's python_variable_methods and its property getters and setters
// do. `func` is what __torch_function__ sees: Tensor.dim, or Tensor.shape.__get__ / __set__.
void add_tensor_method(TypeObject* tb, const std::string& name, NativeFn fn);
void add_tensor_property(TypeObject* tb, const std::string& name, NativeFn getter, NativeFn setter = nullptr);
// The same with the overloads already looked up (bindings capture them once).
const std::vector<const tensor::Operator*>& overloads_of(const std::string& name);
// A UserWarning from one of PyTorch's C++ functions (TORCH_WARN), shown at the innermost Python frame of the
// program (module.cpp).
void warn_from_native(const std::string& message);
// at::native::resize_output's warning that `out`, being resized to the result's shape, had elements (none when it
// was empty).
void warn_out_resized(const tensor::Tensor& out, const tensor::Tensor& result);

// TensorImpl::set_requires_grad's check, in its words (capitalised, unlike requires_grad_()'s and the attribute's):
// what a factory's requires_grad=True, torch.tensor's and Tensor._make_subclass's raise for an integer or bool dtype.
void check_can_require_grad(tensor::ScalarType dtype);
// A factory's requires_grad=True: that check, then requires_grad_ on the result, which is returned.
Value factory_requires_grad(const Value& r);

Value call_overloads(const std::string& name, const std::vector<const tensor::Operator*>& ops, const Value& self,
                     const CallArgs& args);
// A call parsed against signatures that are not ops of the registry (the legacy constructor's), by the same rules,
// trace lines and TypeErrors as an op call. A `PyObject` parameter takes any value; read it from `given`.
struct ParsedCall {
  size_t index;               // which signature matched
  tensor::Stack values;       // the converted arguments, in parameter order
  std::vector<Value> given;   // the Python value bound to each parameter (null where its default was taken)
};
ParsedCall parse_signatures(const std::string& name, const std::vector<tensor::FunctionSchema>& sigs, const CallArgs& args);

// The device of PyTorch's default tensor type (torch.set_default_tensor_type(torch.cuda.FloatTensor) makes it cuda):
// what a Python-level factory (torch.zeros, arange, randn, tensor, ...: an op with a `Device? device` argument and
// no tensor arguments) makes its tensor on when given no device. C++ callers are not affected, as in PyTorch.
tensor::Device& default_factory_device();
// Converts the results of a dispatcher call back to Python values; a result that is one of `args`' tensors comes
// back as that very object.
Value results_to_value(const tensor::FunctionSchema& schema, tensor::Stack& results, const Value& self,
                       const CallArgs* args = nullptr);
// The PyTorch-style text of an overload's Python signature: "(Tensor input, Number exponent)".
std::string python_signature(const tensor::FunctionSchema& schema, bool method);
// A device string ("cpu", "cuda:1") as PyTorch parses it, with its errors; a device of an explicit index.
tensor::Device parse_device_string(const std::string& s);
tensor::Device checked_device(tensor::DeviceType type, int64_t index);
// How PyTorch's "received an invalid combination of arguments - got (...)" shows the given arguments (self aside).
std::string described_arguments(const CallArgs& args);

void init_torch_module();  // registers torch._C
void init_serialization_module();  // registers _tsr_zip (serialization.cpp)
void init_numpy_kernels_module();  // registers _np_core (numpy_kernels.cpp)
void init_autograd_binding(ModuleObject& m);  // autograd_binding.cpp: Tensor.grad/backward/..., Functions
bool grad_enabled();
void set_grad_enabled(bool on);

}  // namespace tsr::interp::torch
