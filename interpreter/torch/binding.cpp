// The schema-driven argument parser (PyTorch's python_arg_parser, derived from our op registry).
#include "interpreter/torch/binding.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <unordered_set>

#include "interpreter/bigint.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/trace.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::interp::torch {

using tensor::IValue;
using tensor::SchemaArgument;
using tensor::SchemaType;

TorchTypes TT;

bool is_tensor(const Value& v) { return v.is_obj() && v.obj()->type->layout == Layout::Tensor; }

Value numpy_array_tensor(const Value& v) {
  if (TT.numpy_ndarray == nullptr || !v.is_obj() || !isinstance(v, TT.numpy_ndarray)) return {};
  Value t = getattr(v, "_t");
  if (!is_tensor(t)) {  // a string array (numpy's <U n / S n) holds its code points elsewhere
    const std::string kind = str_of(getattr(getattr(v, "dtype"), "kind"));
    raise(T.TypeError, "can't convert np.ndarray of type numpy." + std::string(kind == "S" ? "bytes_" : kind == "U" ? "str_" : "object_") +
                           ". The only supported types are: float64, float32, float16, complex64, complex128, int64, "
                           "int32, int16, int8, uint8, and bool.");
  }
  if (tensor::is_limited_uint(unwrap(t).dtype()))  // PyTorch 1.13 has no uint16/32/64
    raise(T.TypeError, "can't convert np.ndarray of type numpy." + std::string(tensor::dtype_name(unwrap(t).dtype())) +
                           ". The only supported types are: float64, float32, float16, complex64, complex128, int64, "
                           "int32, int16, int8, uint8, and bool.");
  if (is_tensor(t)) {  // numpy's a[::-1] is a view with negative strides, which PyTorch refuses to take
    for (int64_t s : unwrap(t).strides())
      if (s < 0)
        raise(T.ValueError, "At least one stride in the given numpy array is negative, and tensors with negative "
                            "strides are not currently supported. (You can probably work around this by making a "
                            "copy of your array  with array.copy().) ");
  }
  return t;
}

Value numpy_scalar_value(const Value& v) {
  if (TT.numpy_generic == nullptr || !v.is_obj() || !isinstance(v, TT.numpy_generic)) return {};
  if (v.obj()->type->layout == Layout::Str || v.obj()->type->layout == Layout::Bytes) return {};  // np.str_, np.bytes_
  return getattr(v, "_v");
}
Value numpy_number_value(const Value& v) {
  Value s = numpy_scalar_value(v);
  if (!s.is_null() && s.is_bool()) return Value(s.as_bool() ? 1.0 : 0.0);
  return s;
}

[[noreturn]] void raise_big_int_overflow() { raise(T.RuntimeError, "Overflow when unpacking long"); }

const tensor::Tensor& unwrap(const Value& v) { return static_cast<TensorObject*>(v.obj())->t; }
const tensor::Tensor& tensor_arg(const Value& v) {
  if (!is_tensor(v)) raise(T.TypeError, "expected a tensor, got " + type_name(v));
  return unwrap(v);
}

Value wrap(tensor::Tensor t, TypeObject* type) {
  if (!t.defined()) return Value::none();
  // One object per tensor while it lives (TensorImpl::py_object): the one there is, unless a different class
  // was asked for (the legacy constructor's `torch.Tensor(other)`: another object over the same tensor).
  tensor::TensorImpl* impl = t.impl();
  if (auto* o = static_cast<TensorObject*>(impl->py_object()); o && (!type || o->type == type))
    return Value(static_cast<Object*>(o));
  TypeObject* ty = type ? type : (TT.tensor ? TT.tensor : TT.tensor_base);
  Value v(make<TensorObject>(ty, std::move(t)));
  if (!impl->py_object()) impl->set_py_object(v.obj());
  return v;
}

Value dtype_object(tensor::ScalarType d) {
  static std::vector<Value> cache;
  const size_t i = static_cast<size_t>(d);
  if (cache.size() <= i) cache.resize(i + 1);
  if (cache[i].is_null()) cache[i] = Value(make<DtypeObject>(TT.dtype, d));
  return cache[i];
}

Value device_object(tensor::Device d) { return Value(make<DeviceObject>(TT.device, d)); }

tensor::Dims dims_arg(const Value& v) {
  std::vector<int64_t> out;
  const std::vector<Value>* items = nullptr;
  if (has_layout(v, Layout::Tuple)) items = &as<TupleObject>(v)->items;
  else if (has_layout(v, Layout::List)) items = &as<ListObject>(v)->items;
  if (items == nullptr) raise(T.TypeError, "size must be a tuple of ints");
  for (const Value& i : *items) {
    if (!i.is_int()) raise(T.TypeError, "size must be a tuple of ints");
    out.push_back(i.as_int());
  }
  return tensor::Dims(std::span<const int64_t>(out));
}

Value make_size(const tensor::Dims& sizes) {
  auto t = make<TupleObject>(TT.size);
  for (int64_t s : sizes) t->items.emplace_back(s);
  return Value(t);
}

std::optional<tensor::ScalarType> dtype_of(const Value& v) {
  if (v.is_obj() && v.obj()->type == TT.dtype) return static_cast<DtypeObject*>(v.obj())->dtype;
  if (has_layout(v, Layout::Type)) {
    auto* t = as<TypeObject>(v);
    if (t == T.float_) return tensor::ScalarType::Double;
    if (t == T.int_) return tensor::ScalarType::Long;
    if (t == T.bool_) return tensor::ScalarType::Bool;
  }
  return std::nullopt;
}

// A device string as PyTorch 1.13's Device(std::string) reads it: a type name of letters and underscores, then
// optionally ':' and an index without leading zeros; the type one of PyTorch's (tsr makes cpu and cuda devices
// only and says so for the others).
tensor::Device parse_device_string(const std::string& s) {
  if (s.empty()) raise(T.RuntimeError, "Device string must not be empty");
  size_t i = 0;
  while (i < s.size() && (std::isalpha(static_cast<unsigned char>(s[i])) || s[i] == '_')) ++i;
  const std::string type = s.substr(0, i);
  std::string digits;
  bool ok = i > 0;
  if (ok && i < s.size()) {
    digits = s.substr(i + 1);
    ok = s[i] == ':' && !digits.empty() && (digits == "0" || digits[0] != '0') &&
         std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  }
  if (!ok) raise(T.RuntimeError, "Invalid device string: '" + s + "'");
  static const char* const kTypes[] = {"cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve",
                                       "fpga", "ort", "xla", "lazy", "vulkan", "mps", "meta", "hpu", "privateuseone"};
  if (std::find(std::begin(kTypes), std::end(kTypes), type) == std::end(kTypes)) {
    std::string names;
    for (const char* t : kTypes) names += (names.empty() ? "" : ", ") + std::string(t);
    raise(T.RuntimeError, "Expected one of " + names + " device type at start of device string: " + type);
  }
  if (type != "cpu" && type != "cuda" && type != "meta")
    raise(T.RuntimeError, "tsr has no '" + type + "' device: it has the cpu, cuda and meta devices only");
  int64_t index = -1;
  if (!digits.empty()) {
    if (digits.size() > 9) raise(T.RuntimeError, "Could not parse device index '" + digits + "' in device string '" + s + "'");
    index = int8_t(std::stoll(digits));  // PyTorch's DeviceIndex is an int8_t
  }
  const tensor::DeviceType device_type = type == "cuda"   ? tensor::DeviceType::CUDA
                                         : type == "meta" ? tensor::DeviceType::Meta
                                                          : tensor::DeviceType::CPU;
  return tensor::Device{device_type, int8_t(index)};
}

// torch.device(type, index)'s index: PyTorch 1.13 refuses a negative one and keeps the rest as an int8_t.
tensor::Device checked_device(tensor::DeviceType type, int64_t index) {
  if (index < 0) raise(T.RuntimeError, "Device index must not be negative");
  return tensor::Device{type, int8_t(index)};
}

// The numpy spellings PyTorch's argument parser also accepts for some parameters (python_arg_parser.cpp's
// numpy_compatibility_arg_names): x.sum(axis=1, keepdims=True) is x.sum(dim=1, keepdim=True).
std::string_view numpy_parameter_for(std::string_view keyword) {
  static constexpr std::pair<std::string_view, std::string_view> kAliases[] = {
      {"axis", "dim"}, {"keepdims", "keepdim"}, {"x", "input"}, {"a", "input"}, {"x1", "input"}, {"x2", "other"}};
  for (const auto& [k, p] : kAliases)
    if (k == keyword) return p;
  return {};
}

tensor::Device device_of(const Value& v) {
  if (v.is_obj() && v.obj()->type == TT.device) return static_cast<DeviceObject*>(v.obj())->device;
  if (is_str(v)) return parse_device_string(str_of(v));
  if (v.is_int()) return tensor::Device{tensor::DeviceType::CUDA, int8_t(v.as_int())};
  raise(T.TypeError, "expected a device, got " + type_name(v));
}

namespace {

bool is_int_like(const Value& v) {
  if (v.is_int()) return true;
  if (is_int_subclass_instance(v)) return true;  // an IntEnum member
  if (Value s = numpy_scalar_value(v); !s.is_null()) return s.is_int();  // np.int64 sizes and dims
  if (is_tensor(v)) {
    const auto& t = unwrap(v);
    return t.dim() == 0 && tensor::is_integral(t.dtype(), false);
  }
  return false;
}

// An element of an int list: an int, or an integer tensor of one element of any dimension (PyTorch's
// is_int_or_symint: kornia's torch.empty(B, C, *sizes) with sizes from unique()).
bool is_int_list_element(const Value& v) {
  if (is_int_like(v)) return true;
  return is_tensor(v) && unwrap(v).numel() == 1 && tensor::is_integral(unwrap(v).dtype(), false);
}

// An int list whose first element fitted but element `position` (1-based) is of type `type`.

struct BadListElement {
  std::string type;
  size_t position;
};
// A tensor list with an element that is not a tensor (0-based `index`): PyTorch's parser raises at once, whichever
// overload it was trying ("expected Tensor as element 1 in argument 0, but got int").
struct BadTensorListElement {
  std::string type;
  size_t index;
};

// Whether v is not a tensor but its type defines __torch_function__ (an fx Proxy): PyTorch's parser leaves such an
// argument, or list element, to the override protocol (Note [__torch_function__]).
bool overrides_torch_function(const Value& v) {
  return v.is_obj() && !is_tensor(v) && !lookup(type_of(v), intern("__torch_function__").get()).is_null();
}

// Converts one argument to the schema type; false (without raising) when it does not fit. `numbers_as_tensors`
// lets a Python number stand for a Tensor argument as a wrapped-number 0-d tensor (PyTorch's
// allow_numbers_as_tensors); `tensors_as_numbers` lets a 0-dim tensor stand for a Scalar or float argument. The
// parser tries these only after no overload fits strictly.
bool convert(const Value& v, const SchemaType& type, IValue& out, bool numbers_as_tensors,
             bool tensors_as_numbers = false) {
  if (v.is_none() && type.optional) {
    out = tensor::NoneValue{};
    return true;
  }
  const tensor::BaseKind kind = type.kind;
  if (v.is_obj() && !type.is_list && kind != tensor::BaseKind::Tensor) {
    // a numpy scalar stands for its Python value (PyTorch's THPUtils_checkScalar takes numpy scalars)
    if (Value s = kind == tensor::BaseKind::Scalar ? numpy_number_value(v) : numpy_scalar_value(v); !s.is_null())
      return convert(s, type, out, numbers_as_tensors);
  }
  if (kind == tensor::BaseKind::PyObject) {  // any Python value (signatures outside the registry); the caller reads it as given
    out = tensor::NoneValue{};
    return true;
  }
  if (type.is_list) {
    if (kind == tensor::BaseKind::Int) {
      std::vector<int64_t> xs;
      if (is_int_like(v) && type.list_size) {  // int[2] given one int: that int twice, as PyTorch's parser
        out = std::vector<int64_t>(static_cast<size_t>(*type.list_size), index_of(v));
        return true;
      }
      if (!has_layout(v, Layout::List) && !has_layout(v, Layout::Tuple)) return false;
      std::vector<Value> items = to_vector(v);
      for (auto& item : items)
        if (Value s = numpy_scalar_value(item); !s.is_null()) item = s;  // np.int64 sizes
      for (size_t i = 0; i < items.size(); ++i) {
        if (!is_int_list_element(items[i]) && !items[i].is_bool()) {
          // As PyTorch: a sequence that starts with an int has chosen this overload, so a bad element later is an
          // error of its own rather than a reason to try the next overload.
          if (i > 0) throw BadListElement{tp_name(type_of(items[i])), i + 1};
          return false;
        }
        xs.push_back(index_of(items[i]));
      }
      out = std::move(xs);
      return true;
    }
    if (kind == tensor::BaseKind::Tensor) {
      if (!has_layout(v, Layout::List) && !has_layout(v, Layout::Tuple)) return false;
      std::vector<tensor::Tensor> ts;
      for (const auto& x : to_vector(v)) {
        if (x.is_none() && type.element_optional) {
          ts.emplace_back();
          continue;
        }
        if (!is_tensor(x)) {
          if (overrides_torch_function(x)) return false;  // left to the override protocol
          throw BadTensorListElement{tp_name(type_of(x)), ts.size()};
        }
        ts.push_back(unwrap(x));
      }
      out = std::move(ts);
      return true;
    }
    if (kind == tensor::BaseKind::Scalar) {
      // Scalar[] (the _foreach_ ops' scalars): a sequence of numbers, which the caller reads from the given value
      if (!has_layout(v, Layout::List) && !has_layout(v, Layout::Tuple)) return false;
      for (const auto& x : to_vector(v))
        if (!x.is_bool() && !x.is_int() && !x.is_float()) return false;
      out = tensor::NoneValue{};
      return true;
    }
    if (kind == tensor::BaseKind::Float) {
      // float[] (rare): pass as ints when integral is all we can carry.
      return false;
    }
    return false;
  }
  if (kind == tensor::BaseKind::Tensor) {
    if (is_tensor(v)) {
      out = unwrap(v);
      return true;
    }
    if (numbers_as_tensors && is_big(v)) raise_big_int_overflow();
    // A numpy scalar is a number here (THPUtils_checkScalar); an ndarray, even a 0-d one, is not a Tensor:
    // `t + a` gives NotImplemented, so numpy's reflected operator computes it (docs/numpy.md).
    if (numbers_as_tensors)
      if (Value s = numpy_number_value(v); !s.is_null()) return convert(s, type, out, numbers_as_tensors);
    if (numbers_as_tensors && v.is_obj())  // an int or float subclass's instance: its number
      if (const Value n = num_value(v); !n.identical(v)) return convert(n, type, out, numbers_as_tensors);
    if (numbers_as_tensors && is_complex(v)) {  // a Python complex: a complex128 wrapped number
      const Cx c = complex_of(v);
      out = tensor::scalar_to_tensor(std::complex<double>(c.real, c.imag));
      return true;
    }
    if (!numbers_as_tensors || !(v.is_int() || v.is_float() || v.is_bool())) return false;
    out = tensor::scalar_operand(v.is_float() ? tensor::Scalar(v.as_float())
                                 : v.is_bool() ? tensor::Scalar(v.as_bool())
                                               : tensor::Scalar(v.as_int()));
    return true;
  }
  // PyTorch's parser takes a 0-dim tensor that does not require grad for a Scalar or float parameter (its
  // value, as .item()): Lamb's add_(step, alpha=-lr * trust_ratio). Only in the second pass, so an overload taking
  // a Tensor there binds first, as PyTorch orders its overloads.
  if ((kind == tensor::BaseKind::Scalar || kind == tensor::BaseKind::Float) && !type.is_list && tensors_as_numbers && is_tensor(v)) {
    const tensor::Tensor& t = unwrap(v);
    if (t.dim() != 0 || tensor::autograd::requires_grad(t)) return false;
    return convert(call_method(v, "item", {}), type, out, false);
  }
  // an int or float subclass's instance (an IntEnum member) binds as its number (PyLong_Check, PyFloat_Check)
  if ((kind == tensor::BaseKind::Scalar || kind == tensor::BaseKind::Float) && v.is_obj() && !type.is_list)
    if (const Value n = num_value(v); !n.identical(v))
      return convert(n, type, out, numbers_as_tensors, tensors_as_numbers);
  if (kind == tensor::BaseKind::Scalar) {
    if (v.is_bool()) out = v.as_bool();
    else if (v.is_int()) out = v.as_int();
    else if (v.is_float()) out = v.as_float();
    else if (is_big(v)) raise_big_int_overflow();
    else return false;
    return true;
  }
  if (kind == tensor::BaseKind::Int) {
    if (v.is_bool()) {
      out = int64_t(v.as_bool());
      return true;
    }
    if (!is_int_like(v)) return false;
    out = index_of(v);
    return true;
  }
  if (kind == tensor::BaseKind::Float) {
    if (v.is_float()) out = v.as_float();
    else if (v.is_int() || v.is_bool()) out = double(v.as_int());
    else if (is_big(v)) out = float_of(v);
    else return false;
    return true;
  }
  if (kind == tensor::BaseKind::Bool) {
    if (!v.is_bool()) return false;
    out = v.as_bool();
    return true;
  }
  if (kind == tensor::BaseKind::ScalarType) {
    auto d = dtype_of(v);
    if (!d) return false;
    out = *d;
    return true;
  }
  if (kind == tensor::BaseKind::Device) {
    if (!is_str(v) && !(v.is_obj() && v.obj()->type == TT.device)) return false;
    out = device_of(v);
    return true;
  }
  if (kind == tensor::BaseKind::Str) {
    if (!is_str(v)) return false;
    out = str_of(v);
    return true;
  }
  if (kind == tensor::BaseKind::Generator) {
    // IValue has no Generator: the stack gets None and the generator rides beside it (bind() sets
    // Binding::generator from the argument itself).
    if (!v.is_none() && !(v.is_obj() && v.obj()->type == TT.generator)) return false;
    out = tensor::NoneValue{};
    return true;
  }
  if (kind == tensor::BaseKind::Layout || kind == tensor::BaseKind::MemoryFormat) {
    if (!v.is_none()) return false;
    out = tensor::NoneValue{};
    return true;
  }
  return false;
}

IValue default_ivalue(const SchemaArgument& a) {
  const std::string& d = *a.default_value;
  const tensor::BaseKind kind = a.type.kind;
  if (d == "None") return tensor::NoneValue{};
  if (d == "True") return true;
  if (d == "False") return false;
  if (a.type.is_list) {
    std::vector<int64_t> xs;
    std::string inner = d.substr(1, d.size() >= 2 ? d.size() - 2 : 0);
    size_t i = 0;
    while (i < inner.size()) {
      size_t j = inner.find(',', i);
      if (j == std::string::npos) j = inner.size();
      std::string item = inner.substr(i, j - i);
      if (!item.empty()) xs.push_back(std::stoll(item));
      i = j + 1;
    }
    if (a.type.list_size && xs.empty() && d != "[]" && !d.empty() && d[0] != '[') xs.push_back(std::stoll(d));
    return xs;
  }
  if (!d.empty() && (d[0] == '"' || d[0] == '\'')) return d.substr(1, d.size() - 2);  // gelu's approximate='none'
  if (kind == tensor::BaseKind::Float) return std::stod(d);
  if (kind == tensor::BaseKind::Scalar) {
    if (d.find_first_of(".e") != std::string::npos) return std::stod(d);
    return int64_t(std::stoll(d));
  }
  if (kind == tensor::BaseKind::Int) return int64_t(std::stoll(d));
  if (kind == tensor::BaseKind::ScalarType) return tensor::NoneValue{};
  return tensor::NoneValue{};
}

std::string python_type_name(const SchemaType& t) {
  std::string base = t.base;
  if (base == "Scalar") base = "Number";
  if (base == "ScalarType") base = "torch.dtype";
  if (base == "Device") base = "torch.device";
  if (base == "Generator") base = "torch.Generator";
  if (base == "PyObject") base = "object";
  if (t.is_list) {
    if (t.base == "int" || t.base == "SymInt" || t.base == "Scalar") return "tuple of " + t.base + "s";
    if (t.base == "Tensor") return "tuple of Tensors";
    return "tuple of " + base + "s";
  }
  return base;
}

// How PyTorch's parser names a parameter to Python: a function's Tensor `self` is "input" (a Tensor[] `self`, as
// the _foreach_ ops', keeps its name).
std::string_view python_parameter_name_view(const tensor::SchemaArgument& a, bool method) {
  return a.name == "self" && !method && !a.type.is_list ? std::string_view("input") : std::string_view(a.name);
}
std::string python_parameter_name(const tensor::SchemaArgument& a, bool method) {
  return std::string(python_parameter_name_view(a, method));
}

std::string arg_description(const Value& v) {
  if (has_layout(v, Layout::Tuple)) return "tuple";  // PyTorch names a sequence by its type alone
  if (has_layout(v, Layout::List)) return "list";
  if (is_tensor(v)) return "Tensor";
  return tp_name(type_of(v));  // a native type by its C name, as PyTorch's messages: "torch.dtype", "torch._C.Generator"
}

struct Binding {
  tensor::Stack stack;
  std::vector<Value> given;  // the Python value bound to each parameter (null where its default was taken)
  std::string error;         // why this overload did not fit (written only when asked to explain)
  tensor::random::CPUGenerator* generator = nullptr;  // a generator= argument's torch.Generator (kept alive by it)
};

// The ops whose Scalar argument may be a Python complex (PyTorch's Scalar holds one): the fills. Elsewhere a
// complex is not a Scalar here (the ops reading their Scalar as a real number would drop its imaginary part), so
// an op with a Tensor overload takes it as a complex128 wrapped number instead (`x ** 1j`, `x + 1j`).
bool takes_complex_scalar(const std::string& name) {
  for (const char* n : {"fill_", "fill", "full", "full_like", "new_full", "masked_fill", "masked_fill_", "index_fill",
                        "index_fill_"})
    if (name == n) return true;
  return false;
}

// Whether PyTorch 1.13's Python binding takes a number for argument `arg` of op `op` (pytorch_number_arguments.def,
// recorded from its schemas): an overload of the op has a Scalar there, or the op is one of add/sub/mul/div/
// true_divide/floor_divide, which take a number for any tensor argument. Only there does the lenient pass of the
// parser take a Python number as a 0-d tensor (`torch.relu(1)` is PyTorch's TypeError).
bool pytorch_takes_number(const std::string& op, const std::string& arg) {
  static const std::unordered_set<std::string> rows = [] {
    std::unordered_set<std::string> r;
#define PYTORCH_NUMBER_ARGUMENT(op, arg) r.insert(std::string(op) + '\0' + arg);
#include "interpreter/torch/pytorch_number_arguments.def"
#undef PYTORCH_NUMBER_ARGUMENT
    return r;
  }();
  return rows.contains(op + '\0' + arg) || rows.contains(op + '\0' + "*");
}

// The parameter a method call binds its tensor to: the one named self (where.self(Tensor condition, Tensor self,
// Tensor other) has it second, PyTorch's deprecated addmm(Scalar beta, Tensor self, ...) too), else the first.
size_t self_parameter(const tensor::FunctionSchema& s) {
  for (size_t j = 0; j < s.arguments.size(); ++j)
    if (s.arguments[j].name == "self") return j;
  return 0;
}

// Tries to bind the call to one schema. `self` (methods) fills the parameter named self (the first one, except
// in schemas such as where.self(Tensor condition, Tensor self, Tensor other)); the positional arguments fill the
// others in order, as PyTorch's method bindings do. Why an overload does not fit is written to b.error only when
// `explain` asks: the parser tries overloads in turn, and only a call that fits none needs the messages.
bool bind(const tensor::FunctionSchema& s, const Value& self, const CallArgs& a, Binding& b, bool method,
          bool numbers_as_tensors, bool explain = true) {
  const auto& params = s.arguments;
  if (explain) b.error.clear();
  // which parameters have a value, and which came by keyword: bit j for parameter j (schemas have far fewer than 64)
  if (params.size() > 64) raise(T.SystemError, s.name + "(): a schema of more than 64 parameters");
  uint64_t filled = 0, by_keyword = 0;
  const auto bit = [](size_t j) { return uint64_t(1) << j; };
  std::vector<Value>& given = b.given;
  given.assign(params.size(), Value());
  size_t self_index = params.size();  // none
  if (!self.is_null()) {
    self_index = self_parameter(s);
    if (params.empty() || params[self_index].type.kind != tensor::BaseKind::Tensor) return false;
    given[self_index] = self;
    filled |= bit(self_index);
  }
  auto next_param = [&](size_t j) { return j == self_index ? j + 1 : j; };
  const size_t npos = a.npos();
  // IntList var-args, x.view(2, 3) / torch.zeros(2, 3): as in PyTorch, when the int list is the signature's only
  // positional parameter and the first argument is an int, all positional arguments form the list.
  const size_t first_pos = next_param(0);
  std::span<const Value> positional = a.args.first(npos);
  Value packed;
  size_t positional_params = 0;
  for (size_t j = 0; j < params.size(); ++j) positional_params += (params[j].kwarg_only || j == self_index) ? 0 : 1;
  if (positional_params == 1 && first_pos < params.size() && params[first_pos].type.is_list &&
      (params[first_pos].type.kind == tensor::BaseKind::Int) && npos >= 1 &&
      is_int_list_element(positional[0]) && (npos > 1 || !params[first_pos].type.list_size)) {
    packed = new_tuple(std::vector<Value>(positional.begin(), positional.end()));
    positional = std::span<const Value>(&packed, 1);
  } else if (positional_params == 1 && params.size() - (self_index < params.size() ? 1 : 0) == 1 &&
             params[first_pos].type.is_list && params[first_pos].type.kind == tensor::BaseKind::Int && npos > 1) {
    // PyTorch's parser takes a first argument that is not an int as the whole list and, the signature having no
    // other parameter for the rest, ignores them: t.view(torch.Size([2, 3]), 7) is t.view(2, 3) (expand, with its
    // keyword-only `implicit`, refuses the same call)
    positional = positional.first(1);
  }
  size_t p = first_pos;
  for (size_t i = 0; i < positional.size(); ++i, p = next_param(p + 1)) {
    if (p >= params.size() || params[p].kwarg_only) {
      if (!explain) return false;
      const size_t takes = p - (p > self_index ? 1 : 0), count = positional.size();
      b.error = s.name + "() takes " + std::to_string(takes) + " positional argument" + (takes == 1 ? "" : "s") +
                " but " + std::to_string(count) + (count == 1 ? " was" : " were") + " given";
      return false;
    }
    given[p] = positional[i];
    filled |= bit(p);
  }
  std::string_view unexpected;
  for (size_t k = 0; k < a.nkw(); ++k) {
    const std::string& name = str_of(a.kwnames->items[k]);
    const std::string_view numpy_param = numpy_parameter_for(name);  // the parameter a numpy keyword stands for
    size_t j = 0;
    for (; j < params.size(); ++j) {
      // the name Python knows the parameter by (a function's Tensor self is "input"), or its schema name
      const std::string& schema_name = params[j].name;
      const std::string_view pname = python_parameter_name_view(params[j], method);
      if (pname == name || schema_name == name || (!numpy_param.empty() && numpy_param == pname)) break;
    }
    if (j == params.size() || j == self_index) {
      // reported after the parameters' own errors (a missing argument first), as PyTorch's parse checks the
      // keywords left over last
      if (unexpected.empty()) unexpected = name;
      continue;
    }
    if (filled & bit(j)) {
      if (explain) b.error = s.name + "() got multiple values for argument '" + name + "'";
      return false;
    }
    given[j] = a[npos + k];
    filled |= bit(j);
    by_keyword |= bit(j);
  }
  b.stack.clear();
  b.stack.reserve(params.size());
  b.generator = nullptr;
  for (size_t j = 0; j < params.size(); ++j) {
    if (!(filled & bit(j))) {
      if (!params[j].default_value) {
        if (!explain) return false;
        // PyTorch's missing_args: every parameter without a default from here on, named, and its plural the other
        // way round ("missing 1 required positional arguments", "missing 2 required positional argument").
        std::string names;
        int missing = 0;
        for (size_t k = j; k < params.size(); ++k)
          if (!params[k].default_value) {
            names += std::string(missing++ ? ", " : "") + "\"" + python_parameter_name(params[k], method) + "\"";
          }
        b.error = s.name + "() missing " + std::to_string(missing) + " required positional argument" +
                  (missing == 1 ? "s" : "") + ": " + names;
        return false;
      }
      b.stack.push_back(default_ivalue(params[j]));
      continue;
    }
    // None for an int list with a default is that default, as PyTorch's parser takes it (amax(x, None),
    // roll(x, 1, None))
    if (given[j].is_none() && params[j].type.is_list && !params[j].type.optional && params[j].default_value &&
        (params[j].type.kind == tensor::BaseKind::Int)) {
      b.stack.push_back(default_ivalue(params[j]));
      continue;
    }
    // The argument's index as Python sees it (a method's self is not among them).
    const size_t python_index = j - (method && j > self_index && self_index < params.size() ? 1 : 0);
    IValue iv;
    bool fits = false;
    try {
      fits = convert(given[j], params[j].type, iv, numbers_as_tensors && pytorch_takes_number(s.name, params[j].name),
                     numbers_as_tensors);
    } catch (const BadListElement& bad) {
      raise(T.TypeError, s.name + "(): argument '" + params[j].name + "' must be " + python_type_name(params[j].type) +
                             ", but found element of type " + bad.type + " at pos " + std::to_string(bad.position));
    } catch (const BadTensorListElement& bad) {
      raise(T.TypeError, "expected Tensor as element " + std::to_string(bad.index) + " in argument " +
                             std::to_string(python_index) + ", but got " + bad.type);
    }
    if (!fits && params[j].type.kind == tensor::BaseKind::Scalar && !params[j].type.is_list && is_complex(given[j]) &&
        takes_complex_scalar(s.name)) {
      // A Python complex where these ops take a Scalar: a complex128 wrapped number, which their kernels read as
      // PyTorch's complex Scalar (filling a complex tensor; a real one refuses a nonzero imaginary part).
      const Cx c = complex_of(given[j]);
      iv = tensor::scalar_to_tensor(std::complex<double>(c.real, c.imag));
      fits = true;
    }
    if (!fits) {
      if (!explain) return false;
      // The position only for an argument given by position, as PyTorch's parser words it.
      b.error = s.name + "(): argument '" + python_parameter_name(params[j], method) + "'" +
                (by_keyword & bit(j) ? "" : " (position " + std::to_string(python_index + 1) + ")") + " must be " +
                python_type_name(params[j].type) + ", not " + arg_description(given[j]);
      return false;
    }
    b.stack.push_back(std::move(iv));
    // The generator the argument names, null for None (given or by default: the default generator); read off the
    // argument, never left over from an earlier call (a freed generator's state was read so).
    if (params[j].type.kind == tensor::BaseKind::Generator)
      b.generator = given[j].is_obj() && given[j].obj()->type == TT.generator
                        ? static_cast<GeneratorObject*>(given[j].obj())->gen.get()
                        : nullptr;
  }
  if (!unexpected.empty()) {
    if (explain) b.error = s.name + "() got an unexpected keyword argument '" + std::string(unexpected) + "'";
    return false;
  }
  return true;
}

}  // namespace

// "(int, str)" or "(Tensor, dim=int)": how PyTorch's errors show the arguments it was given. As PyTorch 1.13
// writes them, the keyword arguments come last in the reverse of their order in the call, and where no argument
// was positional each keyword one is followed by ", " (`t.to(foo=1, bar=2)`: "(bar=int, foo=int, )").
std::string described_arguments(const CallArgs& args) {
  std::string got = "(";
  bool first = true;
  for (size_t i = 0; i < args.npos(); ++i) {
    got += (first ? "" : ", ") + arg_description(args[i]);
    first = false;
  }
  const bool trailing = args.npos() == 0;
  for (size_t k = args.nkw(); k-- > 0;) {
    got += (first || trailing ? "" : ", ") + str_of(args.kwnames->items[k]) + "=" + arg_description(args[args.npos() + k]);
    if (trailing) got += ", ";
    first = false;
  }
  return got + ")";
}

namespace {

// Whether an entry of a signature as PyTorch prints it ("tuple of ints size", "*") takes a value, by the type
// checks of PyTorch's invalid_arguments.cpp: "*" takes nothing, an int is not a bool, a float may be any number.
bool entry_takes(const std::string& entry, const Value& v) {
  const size_t space = entry.rfind(' ');
  const std::string type = space == std::string::npos ? entry : entry.substr(0, space);
  if (type.rfind("tuple of ", 0) == 0) {
    if (!has_layout(v, Layout::Tuple) && !has_layout(v, Layout::List)) return false;
    std::string item = type.substr(9);
    if (!item.empty() && item.back() == 's') item.pop_back();
    for (const Value& x : to_vector(v))
      if (!entry_takes(item + " x", x)) return false;
    return true;
  }
  if (type == "Tensor") return is_tensor(v);
  if (type == "int" || type == "SymInt") return v.is_int() && !v.is_bool();
  if (type == "float") return v.is_int() || v.is_float() || v.is_bool();
  if (type == "bool") return v.is_bool();
  if (type == "Number") return v.is_int() || v.is_float() || v.is_bool() || is_complex(v);
  if (type == "str") return is_str(v);
  if (type.rfind("torch.", 0) == 0) return !is_tensor(v) && tp_name(type_of(v)) == type;
  return false;
}

// PyTorch's note under a signature whose entries (a "*" counted as one; a last `out` may be left out) are as
// many as the arguments given: which keywords it lacks, or the arguments by their Python types with the ones its
// entries refuse between "!" (invalid_arguments.cpp's _argcountMatch and _formattedArgDesc).
std::string overload_mismatch_note(const std::string& signature, const CallArgs& args) {
  // The entries as its _splitString cuts them: "()" is one empty entry.
  std::vector<std::string> entries;
  const std::string inner = signature.substr(1, signature.size() - 2);
  for (size_t start = 0;;) {
    const size_t comma = inner.find(", ", start);
    entries.push_back(inner.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  const size_t got = args.npos() + args.nkw();
  const bool has_out = entries.back().size() > 4 && entries.back().compare(entries.back().size() - 4, 4, " out") == 0;
  if (!(got == entries.size() || (has_out && got + 1 == entries.size()))) return "";
  const auto named = [](const std::string& e, const std::string& name) {
    return e.size() > name.size() && e.compare(e.size() - name.size() - 1, std::string::npos, " " + name) == 0;
  };
  const auto entry_named = [&](const std::string& name) -> const std::string* {
    for (const std::string& e : entries)
      if (named(e, name)) return &e;
    return nullptr;
  };
  // Its _tryMatchKwargs: a keyword is looked for among the last entries, as many as the keywords given; the keywords
  // it misses are listed in the order described_arguments gives them (its map's).
  bool out_given = false;
  for (size_t k = 0; k < args.nkw(); ++k) out_given |= str_of(args.kwnames->items[k]) == "out";
  const size_t tail = args.nkw() + (has_out && !out_given ? 1 : 0);
  const size_t first = entries.size() > tail ? entries.size() - tail : 0;
  std::string unknown;
  for (size_t k = args.nkw(); k-- > 0;) {
    const std::string key = str_of(args.kwnames->items[k]);
    if (std::none_of(entries.begin() + static_cast<std::ptrdiff_t>(first), entries.end(),
                     [&](const std::string& e) { return named(e, key); }))
      unknown += (unknown.empty() ? "" : ", ") + key;
  }
  if (!unknown.empty()) return "      didn't match because some of the keywords were incorrect: " + unknown + "\n";
  const auto shown = [](const Value& v, bool takes) {
    const std::string t = is_tensor(v) ? "Tensor" : tp_name(type_of(v));
    return takes ? t : "!" + t + "!";
  };
  std::string desc = "(";
  for (size_t i = 0; i < args.npos(); ++i)
    desc += (i ? ", " : "") + shown(args[i], i < entries.size() && entry_takes(entries[i], args[i]));
  for (size_t k = 0; k < args.nkw(); ++k) {
    const std::string key = str_of(args.kwnames->items[k]);
    const Value& v = args[args.npos() + k];
    desc += (args.npos() + k ? ", " : "") + key + "=" + shown(v, entry_takes(*entry_named(key), v));
  }
  return "      didn't match because some of the arguments have invalid types: " + desc + ")\n";
}

[[noreturn]] void raise_no_overload_fits(const std::string& name, const std::vector<const tensor::FunctionSchema*>& sigs,
                                         const std::vector<std::string>& errors, const CallArgs& args, bool method) {
  if (sigs.size() == 1) raise(T.TypeError, errors[0]);
  std::string msg = name + "() received an invalid combination of arguments - got " + described_arguments(args) +
                    ", but expected one of:\n";
  for (const auto* s : sigs) {
    const std::string signature = python_signature(*s, method);
    msg += " * " + signature + "\n" + overload_mismatch_note(signature, args);
  }
  raise(T.TypeError, msg);
}

}  // namespace

std::string python_signature(const tensor::FunctionSchema& s, bool method) {
  std::string out = "(";
  bool kw = false;
  bool first = true;
  const size_t self_index = method ? self_parameter(s) : s.arguments.size();
  for (size_t i = 0; i < s.arguments.size(); ++i) {
    if (i == self_index) continue;
    const auto& a = s.arguments[i];
    if (!first) out += ", ";
    first = false;
    if (a.kwarg_only && !kw) {
      out += "*, ";
      kw = true;
    }
    out += python_type_name(a.type) + " " + python_parameter_name(a, false);
  }
  return out + ")";
}

namespace {
// The field names of each torch.return_types struct made here.
std::unordered_map<const TypeObject*, std::vector<std::string>>& struct_fields() {
  static auto& fields = *new std::unordered_map<const TypeObject*, std::vector<std::string>>;  // (immortal, as below)
  return fields;
}
// torch.return_types.<name>: a tuple subclass with the given fields, made once per name.
TypeObject* struct_type(const std::string& name, const std::vector<std::string>& names) {
  // (Never destroyed: the types are immortal, and a map destroyed at exit would leave them unreferenced for
  // LeakSanitizer's exit check.)
  static auto& types = *new std::unordered_map<std::string, TypeObject*>;
  auto it = types.find(name);
  if (it != types.end()) return it->second;
  TypeObject* t = new_type(name, {Ref<TypeObject>(T.tuple)}, Layout::Tuple, true, "torch.return_types").get();
  for (size_t i = 0; i < names.size(); ++i)
    add_property(t, names[i], [i](const CallArgs& a) { return as<TupleObject>(a[0])->items[i]; });
  std::string qual = "torch.return_types." + name;
  add_method(t, "__repr__", [names, qual](const CallArgs& a) {
    std::string out = qual + "(\n";
    const auto& items = as<TupleObject>(a[0])->items;
    for (size_t i = 0; i < items.size(); ++i) out += names[i] + "=" + repr(items[i]) + (i + 1 < items.size() ? ",\n" : ")");
    return new_str(out);
  });
  types[name] = t;
  struct_fields()[t] = names;
  return t;
}
}  // namespace

// torch.return_types.<op>: a tuple subclass whose fields are the schema's return names.
TypeObject* return_type(const tensor::FunctionSchema& schema) {
  std::vector<std::string> names;
  for (const auto& r : schema.returns) names.push_back(r.name);
  return struct_type(schema.name, names);
}

// The struct an out= call returns (torch.return_types.<op>_out, the same fields), or null for a plain tuple.
TypeObject* out_struct_type(const TypeObject* t) {
  const auto it = struct_fields().find(t);
  return it == struct_fields().end() ? nullptr : struct_type(t->name + "_out", it->second);
}

Value results_to_value(const tensor::FunctionSchema& schema, tensor::Stack& results, const Value& self,
                       const CallArgs* args) {
  auto one = [](IValue& r) -> Value {
    if (auto* t = std::get_if<tensor::Tensor>(&r)) return wrap(std::move(*t));
    if (auto* d = std::get_if<double>(&r)) return Value(*d);
    if (auto* i = std::get_if<int64_t>(&r)) return Value(*i);
    if (auto* b = std::get_if<bool>(&r)) return Value::boolean(*b);
    if (auto* ts = std::get_if<std::vector<tensor::Tensor>>(&r)) {
      std::vector<Value> items;
      for (auto& t : *ts) items.push_back(wrap(t));
      return new_tuple(std::move(items));
    }
    if (auto* is = std::get_if<std::vector<int64_t>>(&r)) {
      std::vector<Value> items;
      for (auto i : *is) items.emplace_back(i);
      return new_tuple(std::move(items));
    }
    if (auto* st = std::get_if<tensor::ScalarType>(&r)) return dtype_object(*st);
    if (auto* s = std::get_if<std::string>(&r)) return new_str(*s);
    return Value::none();
  };
  // In-place ops (and out= variants) return the very object they modified.
  if (schema.is_inplace() && !self.is_null() && results.size() == 1) return self;
  // So does any call whose result is its self or one of its tensor arguments (an in-place op called as a
  // function, `x.contiguous()` of a contiguous x, `torch.dropout(x, 0., True)`): PyTorch keeps one Python object
  // per tensor.
  if (results.size() == 1)
    if (const auto* t = std::get_if<tensor::Tensor>(&results[0])) {
      if (!self.is_null() && is_tensor(self) && unwrap(self).is_same(*t)) return self;
      if (args)
        for (const Value& v : args->args)
          if (is_tensor(v) && unwrap(v).is_same(*t)) return v;
    }
  if (results.size() == 1) return one(results[0]);
  std::vector<Value> items;
  for (auto& r : results) items.push_back(one(r));
  // Named multiple returns are PyTorch's torch.return_types structs: tuples with named fields.
  if (!schema.returns.empty() && !schema.returns[0].name.empty()) {
    TypeObject* rt = return_type(schema);
    return Value(make<TupleObject>(rt, std::move(items)));
  }
  return new_tuple(std::move(items));
}

const std::vector<const tensor::Operator*>& overloads_of(const std::string& name) {
  // (unordered_map keeps references to its values valid, so callers may hold on to the vector)
  static std::unordered_map<std::string, std::vector<const tensor::Operator*>> cache;
  auto it = cache.find(name);
  if (it != cache.end()) return it->second;
  // The overloads PyTorch gives no Python signature (gen_python_functions' skip list: a Scalar form whose Tensor
  // form takes the number wrapped) are left out; torch.ops.aten still reaches them.
  std::vector<const tensor::Operator*> bound;
  for (const tensor::Operator* op : tensor::Dispatcher::instance().overloads(name))
    if (!((op->schema().name == "div" || op->schema().name == "div_") && op->schema().overload == "Scalar"))
      bound.push_back(op);
  return cache.emplace(name, std::move(bound)).first->second;
}

Value call_op_by_name(const std::string& name, const Value& self, const CallArgs& args_in) {
  return call_overloads(name, overloads_of(name), self, args_in);
}

tensor::MemoryFormat memory_format_of(const Value& v, const std::string& fn) {
  if (v.is_null() || v.is_none()) return tensor::MemoryFormat::Preserve;
  if (v.is_obj() && type_of(v)->name == "memory_format") {
    const Value name = getattr(v, intern("name").get());
    if (is_str(name)) {
      const std::string& n = str_of(name);
      if (n == "preserve_format") return tensor::MemoryFormat::Preserve;
      if (n == "contiguous_format") return tensor::MemoryFormat::Contiguous;
      if (n == "channels_last") return tensor::MemoryFormat::ChannelsLast;
      if (n == "channels_last_3d") return tensor::MemoryFormat::ChannelsLast3d;
    }
  }
  raise(T.TypeError, fn + "(): argument 'memory_format' must be torch.memory_format, not " + type_name(v));
}

Value to_memory_format(const Value& t, tensor::MemoryFormat format, bool exact) {
  if (format == tensor::MemoryFormat::Preserve) return t;
  return call_op_by_name("_to_memory_format", t,
                         CallArgs{std::vector<Value>{Value(int64_t(format)), Value::boolean(exact)}, nullptr});
}

// Hands a call to torch.overrides._dispatch (Note [__torch_function__]): `func` as __torch_function__ sees it, the
// positional arguments `pos` (self first for a method) and the keywords of `args`. Null when the dispatcher answers
// _PROCEED (inside DisableTorchFunction).
static Value dispatch_to_overrides(const Value& func, std::vector<Value> pos, const CallArgs& args, bool method) {
  Ref<DictObject> kwargs = new_dict();
  for (size_t k = 0; k < args.nkw(); ++k) kwargs->set(args.kwnames->items[k], args[args.npos() + k]);
  const Value overrides = import_module("torch.overrides");
  Value r = call(getattr(overrides, "_dispatch"), {func, new_tuple(std::move(pos)), Value(kwargs), Value::boolean(method)});
  return r.obj() == getattr(overrides, "_PROCEED").obj() ? Value() : r;
}

// A registry op's call: func is torch.<name> or torch.Tensor.<name>.
static Value torch_function_dispatch(const std::string& name, const Value& self, const CallArgs& args, bool method) {
  std::vector<Value> pos;
  if (method) pos.push_back(self);
  for (size_t i = 0; i < args.npos(); ++i) pos.push_back(args[i]);
  Value func;
  if (method) {
    func = lookup(TT.tensor, intern(name).get());
  } else {  // torch.<name>, or torch._C._nn.<name> for the natives PyTorch binds only there (F.pad's kernels)
    const Value torch_module = import_module("torch");
    func = getattr_opt(torch_module, intern(name).get());
    if (func.is_null()) func = getattr(getattr(getattr(torch_module, "_C"), "_nn"), name);
  }
  return dispatch_to_overrides(func, std::move(pos), args, method);
}

namespace {
enum class Overridable { Method, Getter, Setter };
NativeFn overridable(const std::string& name, Overridable kind, NativeFn fn) {
  return [name, kind, fn = std::move(fn)](const CallArgs& a) {
    if (!a.args.empty() && a[0].is_obj()) {
      const TypeObject* t = a[0].obj()->type;
      if (t != TT.tensor && t != TT.tensor_base && t->layout == Layout::Tensor && subclass_overrides(t)) [[unlikely]] {
        Value func = lookup(TT.tensor, intern(name).get());
        if (kind != Overridable::Method) func = getattr(func, kind == Overridable::Getter ? "__get__" : "__set__");
        if (Value r = dispatch_to_overrides(func, std::vector<Value>(a.args.begin(), a.args.begin() + a.npos()), a, true);
            !r.is_null())
          return r;
      }
    }
    return fn(a);
  };
}
}  // namespace

void add_tensor_method(TypeObject* tb, const std::string& name, NativeFn fn) {
  add_method(tb, name, overridable(name, Overridable::Method, std::move(fn)));
}
void add_tensor_property(TypeObject* tb, const std::string& name, NativeFn getter, NativeFn setter) {
  add_property(tb, name, overridable(name, Overridable::Getter, std::move(getter)),
               setter ? overridable(name, Overridable::Setter, std::move(setter)) : nullptr);
}

// The ops whose PyTorch 1.13 signature takes memory_format= (the methods to, cpu, cuda and the dtype casts take it
// in module.cpp): the result is laid out so after the call.
static bool takes_memory_format(const std::string& name) {
  return name == "contiguous" || name == "clone" || name == "empty" || name == "empty_like" || name == "zeros_like" ||
         name == "ones_like" || name == "full_like" || name == "rand_like" || name == "randn_like" ||
         name == "randint_like";
}

// The factories PyTorch 1.13 gives a `names=` overload (named tensors, torch/_named.tsr).
static bool takes_names(const std::string& name) {
  return name == "empty" || name == "zeros" || name == "ones" || name == "full" || name == "rand" || name == "randn";
}

// A Tensor subclass whose __torch_function__ is not _disabled_torch_function_impl (Parameter's).
bool subclass_overrides(const TypeObject* t) {
  const Value tf = lookup(t, intern("__torch_function__").get());
  if (tf.is_null()) return false;
  static const Object* disabled = nullptr;  // kept alive by torch._C
  if (!disabled) disabled = getattr(import_module("torch._C"), "_disabled_torch_function_impl").obj();
  return tf.obj() != disabled;
}

tensor::Device& default_factory_device() {
  static tensor::Device device;
  return device;
}

namespace {
// A factory's `device=None` made the default device when that is not the CPU (default_factory_device).
void apply_default_device(const tensor::FunctionSchema& schema, tensor::Stack& stack) {
  if (default_factory_device().is_cpu()) [[likely]]
    return;
  size_t device_at = stack.size();
  for (size_t i = 0; i < schema.arguments.size() && i < stack.size(); ++i) {
    const auto& type = schema.arguments[i].type;
    if (type.kind == tensor::BaseKind::Tensor) return;  // zeros_like, new_zeros, ...: the tensor's device
    if (type.kind == tensor::BaseKind::Device && schema.arguments[i].name == "device") device_at = i;
  }
  if (device_at < stack.size() && std::holds_alternative<tensor::NoneValue>(stack[device_at]))
    stack[device_at] = default_factory_device();
}
}  // namespace

namespace {
// PyTorch 1.13's deprecated overloads (its tools/autograd/deprecated.yaml): the old argument orders with the
// Scalars (alpha, value, beta) among the positional arguments, as Variable-era programs call them
// (`p.data.add_(-lr, grad)`). A row is tried after every overload of the op failed, bound as an overload is; the
// call goes to the op with the Scalars as keywords, and the first use in the process warns as PyTorch's parser
// does (TORCH_WARN_ONCE).
constexpr const char* kDeprecatedOverloads[] = {
    "add(Tensor self, Scalar alpha, Tensor other)",
    "sub(Tensor self, Scalar alpha, Tensor other)",
    "addcmul(Tensor self, Scalar value, Tensor tensor1, Tensor tensor2)",
    "addcdiv(Tensor self, Scalar value, Tensor tensor1, Tensor tensor2)",
    "addmm(Scalar beta, Tensor self, Scalar alpha, Tensor mat1, Tensor mat2)",
    "addmm(Scalar beta, Tensor self, Tensor mat1, Tensor mat2)",
    "addmv(Scalar beta, Tensor self, Scalar alpha, Tensor mat, Tensor vec)",
    "addmv(Scalar beta, Tensor self, Tensor mat, Tensor vec)",
    "addr(Scalar beta, Tensor self, Scalar alpha, Tensor vec1, Tensor vec2)",
    "addr(Scalar beta, Tensor self, Tensor vec1, Tensor vec2)",
    "addbmm(Scalar beta, Tensor self, Scalar alpha, Tensor batch1, Tensor batch2)",
    "addbmm(Scalar beta, Tensor self, Tensor batch1, Tensor batch2)",
    "baddbmm(Scalar beta, Tensor self, Scalar alpha, Tensor batch1, Tensor batch2)",
    "baddbmm(Scalar beta, Tensor self, Tensor batch1, Tensor batch2)",
};

// The rows as schemas (parse_schema), by op name.
const std::unordered_map<std::string, std::vector<tensor::FunctionSchema>>& deprecated_overloads() {
  static const auto rows = [] {
    std::unordered_map<std::string, std::vector<tensor::FunctionSchema>> out;
    for (const char* row : kDeprecatedOverloads) {
      tensor::FunctionSchema schema = tensor::parse_schema(std::string(row) + " -> Tensor");
      out[schema.name].push_back(std::move(schema));
    }
    return out;
  }();
  return rows;
}

// A signature in PyTorch's warning: the function form (not in-place) also takes `*, Tensor out`.
std::string warning_signature(const std::string& name, const tensor::FunctionSchema& s, bool method) {
  std::string sig = python_signature(s, method);
  if (method || name.back() == '_') return name + sig;
  sig.pop_back();
  return name + sig + (sig.find('*') == std::string::npos ? ", *, Tensor out)" : ", Tensor out)");
}

// Calls op `name` through a deprecated overload when the arguments bind to one (by the parser's own rules), else
// returns null.
Value call_deprecated_overload(const std::string& name, const std::vector<const tensor::Operator*>& ops,
                               const Value& self, const CallArgs& args) {
  const bool method = !self.is_null();
  const bool inplace = !name.empty() && name.back() == '_';
  const auto rows = deprecated_overloads().find(inplace ? name.substr(0, name.size() - 1) : name);
  if (rows == deprecated_overloads().end()) return Value();
  for (const auto& schema : rows->second) {
    Binding b;
    if (!bind(schema, self, args, b, method, true)) continue;
    static bool warned = false;  // one warning per process, as PyTorch's TORCH_WARN_ONCE
    if (!warned) {
      warned = true;
      warn_from_native("This overload of " + name + " is deprecated:\n\t" + warning_signature(name, schema, method) +
                       "\nConsider using one of the following signatures instead:\n\t" +
                       warning_signature(name, ops.front()->schema(), method) +
                       " (Triggered internally at  ./torch/csrc/utils/python_arg_parser.cpp:1420.)");
    }
    // The op called with self first (the function form) and the rest by name.
    std::vector<Value> values, names;
    for (size_t j = 0; j < schema.arguments.size(); ++j) {
      const std::string& param = schema.arguments[j].name;
      if (param == "self") {
        if (!method) values.insert(values.begin(), b.given[j]);
      } else {
        names.push_back(new_str(param));
        values.push_back(b.given[j]);
      }
    }
    const Value kwnames = new_tuple(std::move(names));
    return call_overloads(name, ops, self, CallArgs{values, as<TupleObject>(kwnames)});
  }
  return Value();
}
}  // namespace

void warn_out_resized(const tensor::Tensor& out, const tensor::Tensor& result) {
  if (out.numel() == 0) return;  // an empty out is resized silently
  warn_from_native("An output with one or more elements was resized since it had shape " + out.sizes().str() +
                   ", which does not match the required output shape " + result.sizes().str() +
                   ". This behavior is deprecated, and in a future PyTorch release outputs will not be resized unless "
                   "they have zero elements. You can explicitly reuse an out tensor t by resizing it, inplace, to zero "
                   "elements with t.resize_(0). (Triggered internally at  ./aten/src/ATen/native/Resize.cpp:17.)");
}


void check_can_require_grad(tensor::ScalarType dtype) {
  if (!tensor::is_floating(dtype) && !tensor::is_complex(dtype))
    raise(T.RuntimeError, "Only Tensors of floating point and complex dtype can require gradients");
}

Value factory_requires_grad(const Value& r) {
  if (is_tensor(r)) check_can_require_grad(unwrap(r).dtype());
  call_method(r, "requires_grad_", {Value::boolean(true)});
  return r;
}

namespace {
// A factory: its overloads take no tensor and have the keyword-only dtype= and device= (TSR_FACTORY_OPTIONS).
bool is_factory(const std::vector<const tensor::Operator*>& ops) {
  for (const tensor::Operator* op : ops) {
    bool dtype = false, device = false;
    for (const tensor::SchemaArgument& a : op->schema().arguments) {
      if (a.type.kind == tensor::BaseKind::Tensor) return false;
      dtype |= a.kwarg_only && a.name == "dtype" && a.type.kind == tensor::BaseKind::ScalarType;
      device |= a.kwarg_only && a.name == "device" && a.type.kind == tensor::BaseKind::Device;
    }
    if (!dtype || !device) return false;
  }
  return !ops.empty();
}
}  // namespace

Value call_overloads(const std::string& name, const std::vector<const tensor::Operator*>& ops, const Value& self,
                     const CallArgs& args_in) {
  // `out=`: every op with one Tensor result accepts it, derived here rather than declared per op: the result is
  // written into `out` (resized when its shape differs, as PyTorch does for an empty out) and `out` is returned. An
  // op with several Tensor results (max.dim, sort, ...) takes a tuple of as many, and returns its torch.return_types
  // struct of them. Only the function form: PyTorch's Tensor methods take no out= (`t.sum(out=None)` is a TypeError,
  // which numpy's np.sum(t) meets).
  if (self.is_null() && args_in.nkw() && str_of(args_in.kwnames->items[args_in.nkw() - 1]) == "out") {
    const Value& out = args_in[args_in.args.size() - 1];
    // an out= object overriding __torch_function__ takes the call, as PyTorch's parser hands it over
    if (overrides_torch_function(out))
      if (Value r = torch_function_dispatch(name, self, args_in, !self.is_null()); !r.is_null()) return r;
    std::vector<Value> names(args_in.kwnames->items.begin(), args_in.kwnames->items.end() - 1);
    std::vector<Value> values(args_in.args.begin(), args_in.args.end() - 1);
    // A factory writes straight into out, so it makes out's dtype: a dtype= given too must be that one (PyTorch's
    // parser checks it); else it is passed as out's.
    if (self.is_null() && is_tensor(out) && is_factory(ops)) {
      const tensor::ScalarType out_dtype = unwrap(out).dtype();
      bool given = false;
      for (size_t k = 0; k < names.size(); ++k)
        if (str_of(names[k]) == "dtype" && !values[args_in.npos() + k].is_none()) {
          given = true;
          if (auto d = dtype_of(values[args_in.npos() + k]); d && *d != out_dtype)
            raise(T.RuntimeError, "dtype " + std::string(tensor::dtype_title(*d)) +
                                      " does not match dtype of out parameter (" +
                                      std::string(tensor::dtype_title(out_dtype)) + ")");
        }
      if (!given) {
        names.push_back(intern("dtype"));
        values.push_back(dtype_object(out_dtype));
      }
    }
    Value kwn = new_tuple(std::move(names));
    CallArgs rest{values, length(kwn) ? as<TupleObject>(kwn) : nullptr};
    Value r = call_overloads(name, ops, self, rest);
    if (out.is_none()) return r;  // out=None: as if not given (PyTorch's parser reads None as absent)
    // bernoulli.out samples into out itself (out.resize_as_(self).bernoulli_(self)): any dtype takes the 0s and 1s,
    // and out takes the input's shape without the resize warning
    const bool fills = name == "bernoulli";
    auto write = [&](const Value& into, const Value& result, bool exact) {
      tensor::Tensor dst = unwrap(into);
      const tensor::Tensor& src = unwrap(result);
      if (exact && dst.dtype() != src.dtype())  // (a tuple's tensors: PyTorch's structured out= check)
        raise(T.RuntimeError, "Expected out tensor to have dtype " +
                                  std::string(tensor::dtype_facts(src.dtype()).type_meta_name) + ", but got " +
                                  std::string(tensor::dtype_facts(dst.dtype()).type_meta_name) + " instead");
      if (dst.sizes() != src.sizes()) {
        if (!fills) warn_out_resized(dst, src);
        // out takes the result's shape: the Python object now holds a tensor of that shape and out's dtype.
        as<TensorObject>(into)->rebind(tensor::empty(src.sizes(), dst.dtype()));
        dst = unwrap(into);
      }
      if (!fills && !tensor::can_cast(src.dtype(), dst.dtype()))
        raise(T.RuntimeError, "result type " + std::string(tensor::dtype_title(src.dtype())) +
                                  " can't be cast to the desired output type " +
                                  std::string(tensor::dtype_title(dst.dtype())));
      tensor::Stack st{dst, src, false};
      tensor::call_op(tensor::find_op("copy_"), std::move(st));
    };
    if (is_tensor(r)) {
      if (!is_tensor(out)) raise(T.TypeError, name + "(): argument 'out' must be Tensor, not " + type_name(out));
      write(out, r, false);
      return out;
    }
    if (r.is_obj() && r.obj()->type->layout == Layout::Tuple) {
      const auto& results = as<TupleObject>(r)->items;
      const bool sequence = out.is_obj() && (out.obj()->type->layout == Layout::Tuple || out.obj()->type->layout == Layout::List);
      if (!sequence) raise(T.TypeError, name + "(): argument 'out' must be tuple of Tensors, not " + type_name(out));
      const auto& outs = out.obj()->type->layout == Layout::Tuple ? as<TupleObject>(out)->items : as<ListObject>(out)->items;
      if (outs.size() != results.size())
        raise(T.TypeError, "expected tuple of " + std::to_string(results.size()) + " elements but got " +
                               std::to_string(outs.size()));
      for (size_t k = 0; k < outs.size(); ++k) {
        if (!is_tensor(outs[k]) || !is_tensor(results[k]))
          raise(T.TypeError, name + "(): argument 'out' must be tuple of Tensors, not " + type_name(outs[k]));
        write(outs[k], results[k], true);
      }
      // PyTorch's out= overload returns torch.return_types.<op>_out, the struct of the out tensors
      std::vector<Value> items(outs.begin(), outs.end());
      Value result = new_tuple(std::move(items));
      if (TypeObject* t = out_struct_type(r.obj()->type)) return call(Value(t), {result});
      return result;
    }
    raise(T.TypeError, name + "(): argument 'out' must be Tensor, not " + type_name(out));
  }
  // Factory keywords the schemas leave out (requires_grad, pin_memory, layout) are applied after the call.
  CallArgs args = args_in;
  std::vector<Value> kept;
  Value kept_names;
  Value dim_names;  // names= (named tensors): given to the result by torch/_named.tsr
  bool requires_grad = false;
  tensor::MemoryFormat format = tensor::MemoryFormat::Preserve;
  if (args_in.nkw()) {
    bool strip = false;
    for (size_t k = 0; k < args_in.nkw(); ++k) {
      const std::string& n = str_of(args_in.kwnames->items[k]);
      strip |= n == "requires_grad" || n == "pin_memory" || n == "layout" ||
               (n == "memory_format" && takes_memory_format(name)) || (n == "names" && takes_names(name));
    }
    if (strip) {
      std::vector<Value> names;
      kept.assign(args_in.args.begin(), args_in.args.begin() + long(args_in.npos()));
      for (size_t k = 0; k < args_in.nkw(); ++k) {
        const std::string& n = str_of(args_in.kwnames->items[k]);
        const Value& v = args_in[args_in.npos() + k];
        if (n == "requires_grad") requires_grad = truthy(v);
        else if (n == "names" && takes_names(name)) dim_names = v;
        else if (n == "memory_format" && takes_memory_format(name)) format = memory_format_of(v, name);
        else if (n != "pin_memory" && n != "layout") {
          names.push_back(args_in.kwnames->items[k]);
          kept.push_back(v);
        }
      }
      kept_names = new_tuple(std::move(names));
      args = CallArgs{kept, length(kept_names) ? as<TupleObject>(kept_names) : nullptr};
    }
  }
  if (format != tensor::MemoryFormat::Preserve) {
    // x.contiguous(memory_format=...): x itself when already so laid out; the others lay out their result.
    if (name == "contiguous") return to_memory_format(self.is_null() ? args[0] : self, format, false);
    Value r = to_memory_format(call_overloads(name, ops, self, args), format);
    if (requires_grad) factory_requires_grad(r);
    return r;
  }
  if (requires_grad || (!dim_names.is_null() && !dim_names.is_none())) {
    Value r = call_overloads(name, ops, self, args);
    if (!dim_names.is_null() && !dim_names.is_none()) {
      const Value named = import_module("torch._named");
      r = call(getattr(named, intern("_factory_names").get()), {r, dim_names});
    }
    if (requires_grad) factory_requires_grad(r);
    return r;
  }
  const bool method = !self.is_null();
  // Note [__torch_function__], Tensor subclasses: an argument (or list element) whose class is a Tensor subclass
  // with its own __torch_function__ (torch.Tensor's default wraps the results in the subclass; Parameter's is
  // _disabled_torch_function_impl) hands the call to torch.overrides._dispatch, which answers _PROCEED inside
  // DisableTorchFunction. Plain tensors cost one type comparison each.
  {
    bool found = false;
    auto check = [&](const Value& v) {
      if (!v.is_obj()) return;
      const TypeObject* t = v.obj()->type;
      if (t->layout == Layout::Tensor) {
        if (t != TT.tensor && t != TT.tensor_base) [[unlikely]] found |= subclass_overrides(t);
      } else if (t->layout == Layout::List || t->layout == Layout::Tuple) [[unlikely]] {
        const auto& items = t->layout == Layout::List ? as<ListObject>(v)->items : as<TupleObject>(v)->items;
        for (const auto& e : items)
          if (e.is_obj() && e.obj()->type->layout == Layout::Tensor && e.obj()->type != TT.tensor &&
              e.obj()->type != TT.tensor_base)
            found |= subclass_overrides(e.obj()->type);
      }
    };
    if (method) check(self);
    for (const auto& v : args.args) check(v);
    if (found) [[unlikely]] {
      if (Value r = torch_function_dispatch(name, self, args, method); !r.is_null()) return r;
    }
  }
  Binding b;
  const auto candidate = [method](const tensor::Operator* op) {
    return !method || (!op->schema().arguments.empty() && op->schema().arguments[0].type.kind == tensor::BaseKind::Tensor);
  };
  for (const bool lenient : {false, true}) {
    for (const auto* op : ops) {
      if (!candidate(op)) continue;
      if (bind(op->schema(), self, args, b, method, lenient, /*explain=*/false)) {
        apply_default_device(op->schema(), b.stack);
        const tensor::random::GeneratorScope generator_scope(b.generator);
        if (!tracing()) {
          tensor::Stack results = tensor::call_op(*op, std::move(b.stack));
          return results_to_value(op->schema(), results, self, &args);
        }
        trace("  argument parser: " + name + "() matched overload " + op->schema().str() +
              (lenient ? " (a Python number taken as a 0-d tensor)" : ""));
        const tensor::Stack inputs = b.stack;  // kept to tell a view (sharing an input's storage) from a new tensor
        tensor::Stack results = tensor::call_op(*op, std::move(b.stack));
        for (const auto& r : results) {
          const auto* t = std::get_if<tensor::Tensor>(&r);
          if (!t) continue;
          std::string line = "  result: Tensor" + t->sizes().str() + " " + std::string(tensor::dtype_name(t->dtype())) +
                             " strides " + t->strides().str();
          for (const auto& in : inputs)
            if (const auto* x = std::get_if<tensor::Tensor>(&in); x && x->defined() && x->storage() == t->storage()) {
              line += ", a view of its input's storage (offset " + std::to_string(t->storage_offset()) + ")";
              break;
            }
          if (auto fn = tensor::autograd::grad_fn(*t)) line += ", autograd node " + fn->name() + " recorded";
          trace(line);
        }
        return results_to_value(op->schema(), results, self, &args);
      }
    }
  }
  std::vector<const tensor::Operator*> candidates;
  for (const auto* op : ops)
    if (candidate(op)) candidates.push_back(op);
  if (candidates.empty()) raise(T.AttributeError, "no op named " + name);
  if (Value r = call_deprecated_overload(name, ops, self, args); !r.is_null()) return r;
  // Note [__torch_function__]: no overload took the arguments; when one of them (or an element of a list or tuple
  // argument) is not a Tensor and its type defines __torch_function__, PyTorch's override protocol decides
  // (torch.overrides._dispatch: subclasses first, NotImplemented passes on, all NotImplemented is a TypeError).
  // Only this failing path looks, so a call that binds pays nothing.
  {
    bool found = false;
    auto check = [&](const Value& v) {
      if (overrides_torch_function(v)) found = true;
      else if (has_layout(v, Layout::List) || has_layout(v, Layout::Tuple)) {
        const auto& items = has_layout(v, Layout::List) ? as<ListObject>(v)->items : as<TupleObject>(v)->items;
        for (const auto& e : items)
          if (overrides_torch_function(e)) found = true;
      }
    };
    if (!self.is_null()) check(self);
    for (const auto& v : args_in.args) check(v);
    if (found) {
      if (Value r = torch_function_dispatch(name, self, args_in, method); !r.is_null()) return r;
    }
  }
  // nothing fitted: the parser's reasons, overload by overload
  std::vector<std::string> errors;
  std::vector<const tensor::FunctionSchema*> sigs;
  for (const auto* op : candidates) {
    sigs.push_back(&op->schema());
    bind(op->schema(), self, args, b, method, false);
    errors.push_back(b.error);
  }
  raise_no_overload_fits(name, sigs, errors, args, method);
}

ParsedCall parse_signatures(const std::string& name, const std::vector<tensor::FunctionSchema>& sigs, const CallArgs& args) {
  Binding b;
  std::vector<std::string> errors;
  for (size_t i = 0; i < sigs.size(); ++i) {
    if (bind(sigs[i], Value(), args, b, false, false)) {
      if (tracing()) trace("  argument parser: " + name + "() matched signature " + sigs[i].str());
      return {i, std::move(b.stack), std::move(b.given)};
    }
    errors.push_back(b.error);
  }
  std::vector<const tensor::FunctionSchema*> candidates;
  for (const auto& s : sigs) candidates.push_back(&s);
  raise_no_overload_fits(name, candidates, errors, args, false);
}

}  // namespace tsr::interp::torch
