// torch._C: the native TensorBase type, dtype/device/Size, and every op of the registry bound as a function and
// (when its first argument is `Tensor self`) a method. The Python-level `torch.Tensor` class is written in tsr
// (stdlib/torch/_tensor.tsr) on top of TensorBase, as torch/_tensor.py is in PyTorch.
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <set>
#include <stdexcept>
#include <thread>

#include "interpreter/bigint.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/trace.hpp"
#include "interpreter/vm.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/forward_ad.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/core/device_check.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/core/warning.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/kernels/cpu/blas_threads.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/meta_device.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/print/tensor_repr.hpp"
#include "tensor/random/random_ops.hpp"
#include "tensor/views/views.hpp"

namespace tsr::interp::torch {

using tensor::ScalarType;
using tensor::Tensor;

namespace {

Value op(const std::string& name, const Value& self, std::initializer_list<Value> args) {
  return call_op_by_name(name, self, CallArgs{std::span<const Value>(args.begin(), args.size()), nullptr});
}

const Tensor& self_t(const CallArgs& a) {
  if (a.args.empty() || !is_tensor(a[0])) raise(T.TypeError, "descriptor requires a 'torch._C._TensorBase' object");
  return unwrap(a[0]);
}

// ---------------------------------------------------------------- element access

Value element_value(const Tensor& t, int64_t offset_elems) {
  const char* base = static_cast<const char*>(t.storage()->data());
  const int64_t off = t.storage_offset() + offset_elems;
  return tensor::visit_dtype_and_complex(t.dtype(), [&]<class T>(std::type_identity<T>) {
    // a bool read as its byte: a reinterpreting view (numpy's int8 array .view(bool_)) can hold bytes other than
    // 0 and 1, which are true, as numpy prints them, and no valid bool
    if constexpr (std::is_same_v<T, bool>) return Value::boolean(reinterpret_cast<const uint8_t*>(base)[off] != 0);
    const T v = reinterpret_cast<const T*>(base)[off];
    if constexpr (tensor::is_complex_type<T>) return new_complex(double(v.real()), double(v.imag()));
    else if constexpr (tensor::is_floating_type<T>) return Value(static_cast<double>(v));
    else if constexpr (std::is_same_v<T, uint64_t>) return uint64_value(v);  // numpy's uint64 from 2^63 up
    else return Value(static_cast<int64_t>(v));
  });
}

// A sparse tensor's elements are not in its storage (PyTorch's error for reading them so).
void refuse_sparse(const Tensor& t) {
  if (tensor::is_sparse(t)) raise(T.RuntimeError, "Cannot access data pointer of Tensor that doesn't have storage");
}

Value to_list(const Tensor& t, int64_t dim, int64_t offset) {
  if (dim == 0) refuse_sparse(t);
  if (dim == t.dim()) return element_value(t, offset);
  std::vector<Value> items;
  const int64_t n = t.sizes()[size_t(dim)], stride = t.strides()[size_t(dim)];
  items.reserve(size_t(n));
  for (int64_t i = 0; i < n; ++i) items.push_back(to_list(t, dim + 1, offset + i * stride));
  return new_list(std::move(items));
}

// A batched tensor (Note [vmap]) has no elements of its own to read: PyTorch's error for a tensor without storage.
void refuse_batched(const Tensor& t) {
  if (tensor::functorch::is_batched(t)) [[unlikely]]
    raise(T.RuntimeError, "Cannot access data pointer of Tensor that doesn't have storage");
}

// What PyTorch 1.13 says when a meta tensor's one element is read (.item(), bool(), float()).
std::string meta_scalar_read_error() { return tensor::no_meta_kernel_message("_local_scalar_dense", "CPU, CUDA"); }

Value item(const Tensor& t) {
  if (t.numel() != 1) raise(T.ValueError, "only one element tensors can be converted to Python scalars");
  if (tensor::functorch::is_batched(t)) [[unlikely]]
    raise(T.RuntimeError,
          "vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over calling .item() on a "
          "Tensor, please try to rewrite what you're doing with other operations. If error is occurring somewhere "
          "inside PyTorch internals, please file a bug report.");
  if (tensor::is_sparse(t)) return item(tensor::sparse_to_dense(t));  // PyTorch's item() reads a sparse tensor so
  if (t.device().is_meta()) [[unlikely]]  // PyTorch's item() is _local_scalar_dense, which has no meta kernel
    raise(T.NotImplementedError, meta_scalar_read_error());
  if (t.device().is_cuda()) return element_value(tensor::to_device(t, tensor::Device{}), 0);  // read on the host
  return element_value(t, 0);
}

// ---------------------------------------------------------------- torch.tensor

}  // namespace

// A UserWarning from one of PyTorch's C++ functions (TORCH_WARN, PyErr_WarnEx at stacklevel 1): CPython shows it at
// the innermost Python frame. The frames of tsr modules standing for PyTorch's C code (hidden frames: _legacy.tsr's
// legacy constructors, torch.linalg's functions) are passed over, as CPython has no frame for C code.
void warn_from_native(const std::string& message) {
  // stacklevel 1: the innermost frame a traceback shows (warnings.warn does not count the hidden ones)
  call(getattr(import_module("warnings"), "warn"), {new_str(message)});
}
namespace {

// int() and float() of a one-element complex tensor: PyTorch's item<int64_t>() / item<double>(), whose
// checked_convert takes the real part and calls a non-zero imaginary part an overflow.
[[noreturn]] void raise_unconvertible(const char* scalar_t) {
  raise(T.RuntimeError, std::string("value cannot be converted to type ") + scalar_t + " without overflow");
}

double complex_real_part(const Value& z, const char* scalar_t) {
  const Cx c = complex_of(z);
  if (c.imag != 0.0) raise_unconvertible(scalar_t);
  return c.real;
}

// An ndarray inside a list (torch.tensor([a, b]), torch.FloatTensor(list_of_arrays)): PyTorch reads it as a nested
// sequence (recursive_store), its dtype taking part in the inference as a numpy scalar's does, with a warning once
// per process. Its sizes continue the list's; a 0-d array has no length, as in numpy.
void infer_ndarray_item(const Value& v, size_t depth, std::vector<int64_t>& shape, std::vector<tensor::Scalar>& values,
                        int& kind, std::optional<ScalarType>& numpy_type, std::vector<double>& imag) {
  static bool warned = false;
  if (!warned) {
    warned = true;
    warn_from_native("Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting "
                     "the list to a single numpy.ndarray with numpy.array() before converting to a tensor. (Triggered "
                     "internally at  ./torch/csrc/utils/tensor_new.cpp:230.)");
  }
  const Value tv = getattr(v, "_t");
  if (!is_tensor(tv)) raise(T.TypeError, "new(): invalid data type '" + type_name(v) + "'");
  const Tensor& a = unwrap(tv);
  if (tensor::is_limited_uint(a.dtype()))
    raise(T.TypeError, "can't convert np.ndarray of type numpy." + std::string(tensor::dtype_name(a.dtype())) +
                           ". The only supported types are: float64, float32, float16, complex64, complex128, int64, "
                           "int32, int16, int8, uint8, and bool.");
  if (a.dim() == 0) raise(T.TypeError, "len() of unsized object");
  for (int64_t d = 0; d < a.dim(); ++d) {
    const size_t at = depth + size_t(d);
    const int64_t n = a.sizes()[size_t(d)];
    if (shape.size() <= at) shape.push_back(n);
    else if (shape[at] != n)
      raise(T.ValueError, "expected sequence of length " + std::to_string(shape[at]) + " at dim " +
                              std::to_string(at) + " (got " + std::to_string(n) + ")");
    if (n == 0) break;
  }
  numpy_type = numpy_type ? tensor::promote_types(*numpy_type, a.dtype()) : a.dtype();
  const Tensor c = tensor::contiguous(a);
  const int64_t n = c.numel();
  values.reserve(values.size() + size_t(n));
  const bool complex = tensor::is_complex(c.dtype());
  if (complex) imag.resize(values.size(), 0.0);
  for (int64_t i = 0; i < n; ++i) {
    const Value x = element_value(c, i);
    if (complex) {
      const Cx z = complex_of(x);
      values.emplace_back(z.real);
      imag.push_back(z.imag);
    } else if (x.is_bool()) values.emplace_back(x.as_bool());
    else if (x.is_int()) values.emplace_back(x.as_int());
    else values.emplace_back(x.as_float());
  }
  if (complex) kind = 3;
}

// CPython's PySequence_Check, as PyTorch's data reading asks it of what is not a list, tuple, tensor or ndarray
// (deque, UserList, array.array, bytearray, a class with __getitem__): a type with __getitem__ that is no dict.
// str and bytes are sequences to PyTorch too, but it refuses them as data ("new(): invalid data type").
bool is_data_sequence(const Value& v) {
  if (!v.is_obj() || is_str(v) || is_tensor(v) || has_layout(v, Layout::Dict)) return false;
  if (v.obj()->type == T.bytes) return false;
  if (!numpy_scalar_value(v).is_null()) return false;  // (a numpy scalar has __getitem__ but is a number)
  return !lookup(type_of(v), intern("__getitem__").get()).is_null();
}

// `numpy_type`: the promotion of the numpy scalars' dtypes met so far (PyTorch's infer_scalar_type takes a numpy
// scalar's own dtype: torch.tensor([np.float64(1)]) is float64); `kind` covers the other items.
// `imag`: the imaginary parts, filled (zeros for the real items) once a complex item is met, which makes kind 3.
// `target`: the dtype asked for, if any: then PyTorch infers nothing, and an item that is no number fails as its
// store_scalar fails ("must be real number, not NoneType"), where inference says "Could not infer dtype of".
void infer(const Value& v, size_t depth, std::vector<int64_t>& shape, std::vector<tensor::Scalar>& values, int& kind,
           std::optional<ScalarType>& numpy_type, std::vector<double>& imag, std::optional<ScalarType> target) {
  const bool list_like = has_layout(v, Layout::List) || has_layout(v, Layout::Tuple) || has_layout(v, Layout::Range) ||
                         (v.is_obj() && v.obj()->type == TT.size);  // a range is a sequence to PyTorch too
  if (!values.empty() && depth >= shape.size() && (list_like || is_data_sequence(v))) {
    // the sizes are the first items' (PyTorch's compute_sizes): a sequence where a number belongs fails as a number
    const bool real = target ? tensor::is_floating(*target) || tensor::is_complex(*target) : kind >= 2;
    raise(T.TypeError, real ? "must be real number, not " + type_name(v)
                            : "'" + type_name(v) + "' object cannot be interpreted as an integer");
  }
  if (list_like) {
    std::vector<Value> items = to_vector(v);
    if (shape.size() <= depth) shape.push_back(int64_t(items.size()));
    else if (shape[depth] != int64_t(items.size()))
      raise(T.ValueError, "expected sequence of length " + std::to_string(shape[depth]) + " at dim " +
                              std::to_string(depth) + " (got " + std::to_string(items.size()) + ")");
    for (const auto& x : items) infer(x, depth + 1, shape, values, kind, numpy_type, imag, target);
    return;
  }
  if (TT.numpy_ndarray != nullptr && v.is_obj() && isinstance(v, TT.numpy_ndarray)) {
    infer_ndarray_item(v, depth, shape, values, kind, numpy_type, imag);
    return;
  }
  if (numpy_scalar_value(v).is_null() && is_data_sequence(v)) {  // any other sequence: its length, then its items
    const int64_t n = length(v);
    std::vector<Value> items;
    Value it = iter(v);
    for (Value x = next(it); !x.is_null(); x = next(it)) items.push_back(x);
    if (int64_t(items.size()) != n)
      raise(T.ValueError, "expected sequence of length " + std::to_string(n) + " at dim " + std::to_string(depth) +
                              " (got " + std::to_string(items.size()) + ")");
    if (shape.size() <= depth) shape.push_back(n);
    else if (shape[depth] != n)
      raise(T.ValueError, "expected sequence of length " + std::to_string(shape[depth]) + " at dim " +
                              std::to_string(depth) + " (got " + std::to_string(n) + ")");
    for (const auto& x : items) infer(x, depth + 1, shape, values, kind, numpy_type, imag, target);
    return;
  }
  if (depth < shape.size()) raise(T.TypeError, "not a sequence");
  if (Value s = numpy_scalar_value(v); !s.is_null()) {
    const ScalarType d = unwrap(getattr(v, "_t")).dtype();
    numpy_type = numpy_type ? tensor::promote_types(*numpy_type, d) : d;
    if (is_complex(s)) {  // np.complex128/np.complex64
      const Cx c = complex_of(s);
      imag.resize(values.size(), 0.0);
      values.emplace_back(c.real);
      imag.push_back(c.imag);
      kind = 3;
      return;
    }
    if (s.is_bool()) values.emplace_back(s.as_bool());
    else if (s.is_int()) values.emplace_back(s.as_int());
    else values.emplace_back(s.as_float());
    return;
  }
  Value x = v;
  if (is_tensor(v)) {
    const Tensor& t = unwrap(v);
    if (t.numel() != 1) raise(T.ValueError, "only one element tensors can be converted to Python scalars");
    x = item(t);
    // its dtype takes part in the inference as a numpy scalar's does (PyTorch's infer_scalar_type promotes the
    // items' types: [0.5, torch.tensor(1.0, dtype=torch.float64)] is float64, two int8/uint8 tensors int16)
    numpy_type = numpy_type ? tensor::promote_types(*numpy_type, t.dtype()) : t.dtype();
    if (!is_complex(x)) {
      if (x.is_bool()) values.emplace_back(x.as_bool());
      else if (x.is_int()) values.emplace_back(x.as_int());
      else values.emplace_back(x.as_float());
      return;
    }
  }
  // an int or float subclass's instance (an IntEnum member) is its number, as PyTorch's PyLong_Check and
  // PyFloat_Check accept subclasses
  x = num_value(x);
  if (is_complex(x)) {
    const Cx c = complex_of(x);
    imag.resize(values.size(), 0.0);
    values.emplace_back(c.real);
    imag.push_back(c.imag);
    kind = 3;
    return;
  }
  if (x.is_bool()) {
    values.emplace_back(x.as_bool());
  } else if (x.is_int()) {
    values.emplace_back(x.as_int());
    kind = std::max(kind, 1);
  } else if (x.is_float()) {
    values.emplace_back(x.as_float());
    kind = std::max(kind, 2);
  } else if (is_big(x)) {
    raise_big_int_overflow();
  } else if (is_str(x)) {  // PyTorch takes a str (np.str_ too) in a list for a sequence, one dim too many
    raise(T.ValueError, "too many dimensions 'str'");
  } else if (is_bytes_obj(x) && x.obj()->type == T.bytes) {
    raise(T.TypeError, "new(): invalid data type 'bytes'");
  } else if (!target) {
    raise(T.RuntimeError, "Could not infer dtype of " + type_name(x));
  } else if (tensor::is_floating(*target) || tensor::is_complex(*target)) {
    raise(T.TypeError, "must be real number, not " + type_name(x));
  } else {
    raise(T.TypeError, "'" + type_name(x) + "' object cannot be interpreted as an integer");
  }
}

// A copy of t in dtype (its own by default) as PyTorch's internal_new_from_data makes it, t.to(dtype, copy=True): the
// memory format preserved, so a channels-last ndarray view stays channels-last (and takes its BLAS paths).
Tensor copied_as(const Tensor& t, std::optional<ScalarType> dtype) {
  if (!dtype || *dtype == t.dtype()) return tensor::clone(t);
  Tensor out = tensor::empty_like(t, *dtype);
  return tensor::copy_(out, t);
}

Tensor tensor_from_data(const Value& data, std::optional<ScalarType> dtype) {
  if (is_str(data)) raise(T.TypeError, "new(): invalid data type 'str'");
  std::vector<int64_t> shape;
  std::vector<tensor::Scalar> values;
  int kind = 0;  // 0 bool, 1 int, 2 float
  if (Value t = numpy_array_tensor(data); !t.is_null() && is_tensor(t))  // torch.tensor(ndarray) copies it
    return copied_as(unwrap(t), dtype);
  if (!numpy_scalar_value(data).is_null())  // a numpy scalar keeps its dtype (torch.tensor(np.float64(1)))
    return copied_as(unwrap(getattr(data, "_t")), dtype);
  if (is_tensor(data) && unwrap(data).numel() != 1) return copied_as(unwrap(data), dtype);
  std::optional<ScalarType> numpy_type;
  std::vector<double> imag;
  infer(data, 0, shape, values, kind, numpy_type, imag, dtype);
  if (kind == 3 && dtype && !tensor::is_complex(*dtype)) raise(T.TypeError, "must be real number, not complex");
  if (kind == 3) {  // complex items: the parts as float64 tensors, put together as complex128, then the dtype
    imag.resize(values.size(), 0.0);
    std::vector<tensor::Scalar> imag_values(imag.begin(), imag.end());
    std::vector<tensor::Scalar> real_values;
    for (const tensor::Scalar& r : values) real_values.emplace_back(r.to_double());
    Tensor out = tensor::empty(shape, ScalarType::ComplexDouble);
    Tensor re = tensor::real(out), im = tensor::imag(out);
    tensor::copy_(re, tensor::from_data(real_values, shape, ScalarType::Double));
    tensor::copy_(im, tensor::from_data(imag_values, shape, ScalarType::Double));
    ScalarType inferred = tensor::default_complex_dtype();
    if (numpy_type) inferred = tensor::promote_types(*numpy_type, inferred);
    return tensor::to_dtype(out, dtype.value_or(inferred));
  }
  ScalarType inferred = kind == 2 ? tensor::default_dtype() : kind == 1 ? ScalarType::Long : ScalarType::Bool;
  if (values.empty() && kind == 0) inferred = tensor::default_dtype();
  if (numpy_type) {
    // only numpy scalars: their promoted dtype; with other items, that promoted with the others' dtype
    const bool others = values.size() > 0 && kind > 0;
    inferred = others ? tensor::promote_types(*numpy_type, inferred) : *numpy_type;
  }
  if (dtype && tensor::is_complex(*dtype)) {  // real items into a complex dtype: read as their kind, then converted
    const ScalarType read = kind == 2 ? ScalarType::Double : kind == 1 ? ScalarType::Long : ScalarType::Bool;
    return tensor::to_dtype(tensor::from_data(values, shape, read), *dtype);
  }
  return tensor::from_data(values, shape, dtype.value_or(inferred));
}

Value kw(const CallArgs& a, std::string_view name) {
  for (size_t k = 0; k < a.nkw(); ++k)
    if (str_of(a.kwnames->items[k]) == name) return a[a.npos() + k];
  return {};
}

// ---------------------------------------------------------------- indexing

struct IndexPlan {
  Value view;                         // after basic indexing
  std::vector<Value> advanced;        // per dim of `view`: an index tensor or Null
  bool has_advanced = false;
};

Value as_index_tensor(const Value& v) {
  if (is_tensor(v)) return v;
  Tensor t = tensor_from_data(v, std::nullopt);
  if (t.numel() == 0) t = tensor::to_dtype(t, ScalarType::Long);  // `x[[]]` indexes with an empty long tensor
  return wrap(t);
}

// A uint8 tensor index is a mask, as a bool one, with PyTorch 1.13's deprecation warning (its text, from
// IndexingUtils.h, as Python shows it).
Value mask_from_uint8(const Value& v) {
  if (!is_tensor(v) || unwrap(v).dtype() != ScalarType::Byte) return v;
  warn_from_native("indexing with dtype torch.uint8 is now deprecated, please use a dtype torch.bool instead. (Triggered "
                   "internally at  ./aten/src/ATen/native/IndexingUtils.h:27.)");
  return wrap(tensor::to_dtype(unwrap(v), ScalarType::Bool));
}

// PyTorch's treatSequenceAsTuple: a list of fewer than 32 items indexes as a tuple when one of them is a tensor,
// a sequence, a slice, Ellipsis or None (`t[[slice(None), 0]]`, `t[[[0, 1], [1, 2]]]`); a list of ints is one index.
static bool list_as_tuple(const Value& index) {
  if (!has_layout(index, Layout::List)) return false;
  const auto& items = as<ListObject>(index)->items;
  if (items.size() >= 32) return false;
  for (const auto& it : items)
    if (it.is_none() || it.identical(kEllipsis) || is_tensor(it) || has_layout(it, Layout::List) ||
        has_layout(it, Layout::Tuple) || isinstance(it, T.slice) || !numpy_array_tensor(it).is_null())
      return true;
  return false;
}

IndexPlan plan_index(const Value& self, const Value& index) {
  std::vector<Value> items;
  if (has_layout(index, Layout::Tuple) && index.obj()->type != TT.size) items = as<TupleObject>(index)->items;
  else if (list_as_tuple(index)) items = as<ListObject>(index)->items;
  else if (Value t = numpy_array_tensor(index); !t.is_null() && unwrap(t).dim() >= 2 && unwrap(t).sizes()[0] > 0 &&
                                                unwrap(t).sizes()[0] < 32) {
    // PyTorch 1.13's treatSequenceAsTuple has no case for ndarrays: an array of 2 or more dims (and fewer than 32
    // rows) is a sequence of sequences, so it indexes as the tuple of its rows (v[np.array([[0, 2]])] is v[np.array([0, 2])])
    for (int64_t i = 0; i < unwrap(t).sizes()[0]; ++i) items.push_back(getitem(index, Value(i)));
  } else items = {index};
  for (auto& it : items) {  // numpy indices as PyTorch's applySlicing takes them
    if (Value s = numpy_scalar_value(it); !s.is_null()) {
      // an integer scalar is its int; np.bool_ goes through __index__ (with numpy's DeprecationWarning) and so
      // selects item 0 or 1, where a Python bool would mask; any other (np.float64) stays itself, refused by its
      // own name below ("got numpy.float64")
      if (s.is_bool()) it = index_value(it);
      else if (s.is_int()) it = s;
    } else if (Value t = numpy_array_tensor(it); !t.is_null()) {
      // an array is a sequence: indexing_tensor_from_data keeps a bool or uint8 one and makes any other int64, so
      // np.array(2.0) indexes as 2
      const ScalarType d = unwrap(t).dtype();
      it = d == ScalarType::Bool || d == ScalarType::Byte ? t : wrap(tensor::to_dtype(unwrap(t), ScalarType::Long));
    }
    it = mask_from_uint8(it);
  }
  // A 0-d bool tensor indexes as a Python bool does (a new dim of size 1, kept or emptied): PyTorch's
  // `x[x > 0]` on a 0-d x, and masks that reductions left 0-d.
  auto bool_scalar_tensor = [](const Value& it) {
    return is_tensor(it) && unwrap(it).dim() == 0 && unwrap(it).dtype() == ScalarType::Bool;
  };
  int64_t specified = 0;
  for (const auto& it : items)
    if (!it.is_none() && !it.identical(kEllipsis) && !it.is_bool() && !bool_scalar_tensor(it)) {
      if (is_tensor(it) && unwrap(it).dtype() == ScalarType::Bool) specified += std::max<int64_t>(unwrap(it).dim(), 1);
      else ++specified;
    }
  const int64_t ndim = unwrap(self).dim();
  // One integer or slice (not in a tuple) on a 0-d tensor takes PyTorch's single-index path and its messages
  // (`loss.data[0]`, the pre-0.4 idiom); tuples and index tensors count indices below.
  if (ndim == 0 && items.size() == 1 && !has_layout(index, Layout::Tuple)) {
    const Value& it = items[0];
    if (it.is_int() && !it.is_bool()) {
      const int64_t i = it.as_int();
      if (i == 0)
        raise(T.IndexError, "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` in "
                            "C++ to convert a 0-dim tensor to a number");
      raise(T.IndexError, "index " + std::to_string(i) + " is out of bounds for dimension 0 with size 0");
    }
    if (has_layout(it, Layout::Slice)) raise(T.IndexError, "slice() cannot be applied to a 0-dim tensor.");
  }
  if (specified > ndim)
    raise(T.IndexError, "too many indices for tensor of dimension " + std::to_string(ndim));
  IndexPlan plan;
  Value cur = self;
  int64_t dim = 0;
  const bool single_slice = has_layout(index, Layout::Slice);
  std::vector<std::pair<int64_t, Value>> adv;
  bool seen_ellipsis = false;
  int64_t position = -1;  // the item's place in the index, which PyTorch's messages call its dimension
  for (const auto& it : items) {
    ++position;
    if (it.identical(kEllipsis)) {
      if (seen_ellipsis) raise(T.IndexError, "an index can only have a single ellipsis ('...')");
      seen_ellipsis = true;
      dim += ndim - specified;
      continue;
    }
    if (it.is_none()) {
      cur = op("unsqueeze", cur, {Value(dim)});
      ++dim;
      continue;
    }
    if (it.is_bool() || bool_scalar_tensor(it)) {
      cur = op("unsqueeze", cur, {Value(dim)});
      // a 1-d mask of one entry over the new dim: True keeps it, False empties it
      Value mask = it.is_bool() ? wrap(tensor_from_data(Value::boolean(it.as_bool()), ScalarType::Bool)) : it;
      adv.emplace_back(dim, op("unsqueeze", mask, {Value(int64_t(0))}));
      ++dim;
      continue;
    }
    if (it.is_int() || (is_tensor(it) && unwrap(it).dim() == 0 && tensor::is_integral(unwrap(it).dtype(), false))) {
      const int64_t i = index_of(it);
      const int64_t size = unwrap(cur).sizes()[size_t(dim)];
      if (i < -size || i >= size)
        raise(T.IndexError, "index " + std::to_string(i) + " is out of bounds for dimension " +
                                std::to_string(position) + " with size " + std::to_string(size));
      cur = op("select", cur, {Value(dim), Value(i)});
      continue;
    }
    if (has_layout(it, Layout::Slice)) {
      auto* s = as<SliceObject>(it);
      int64_t step = s->step.is_none() ? 1 : slice_index(s->step);
      if (step <= 0) raise(T.ValueError, "step must be greater than zero");
      Value start = s->start.is_none() ? Value::none() : Value(slice_index(s->start));
      Value stop = s->stop.is_none() ? Value::none() : Value(slice_index(s->stop));
      // PyTorch 1.13 skips a slice only when it is literally 0:size:1 (an omitted stop is 2**63-1, never the
      // size): `x[:, 0]` records a SliceBackward0 there, `x[0:4, 0]` on 4 rows does not. A slice alone, not in a
      // tuple, is never skipped (get_item's single-index path): `x[0:4]` is a SliceBackward0 too.
      const bool whole = single_slice ? false
                                      : (start.is_none() || start.as_int() == 0) && !stop.is_none() &&
                                            stop.as_int() == unwrap(cur).sizes()[size_t(dim)] && step == 1;
      if (!whole) cur = op("slice", cur, {Value(dim), start, stop, Value(step)});
      ++dim;
      continue;
    }
    // A sequence (a list, a tuple inside the index, a range) is an index tensor, as PyTorch's sequenceToVariable.
    if (is_tensor(it) || has_layout(it, Layout::List) || has_layout(it, Layout::Tuple) || has_layout(it, Layout::Range)) {
      Value t = as_index_tensor(has_layout(it, Layout::Range) ? call(Value(T.list), {it}) : it);
      const Tensor& tt = unwrap(t);
      if (tt.dtype() != ScalarType::Bool && !tensor::is_integral(tt.dtype(), false))
        raise(T.IndexError, "tensors used as indices must be long, int, byte or bool tensors");
      adv.emplace_back(dim, t);
      dim += tt.dtype() == ScalarType::Bool ? std::max<int64_t>(tt.dim(), 1) : 1;
      continue;
    }
    raise(T.IndexError, "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices (got " +
                            type_name(it) + ")");
  }
  plan.view = cur;
  if (!adv.empty()) {
    plan.has_advanced = true;
    const int64_t vdim = unwrap(cur).dim();
    plan.advanced.assign(size_t(vdim), Value::none());
    std::vector<bool> covered(size_t(vdim), false);  // dims after a k-d mask's first, which it covers too
    for (auto& [d, t] : adv) {
      if (unwrap(t).dtype() == ScalarType::Bool && unwrap(t).dim() > 1) {
        // A k-d mask covers k dims and goes to the kernels whole, as PyTorch's indexing passes it (index and
        // index_put_ turn it into k index tensors, nonzero's columns; a lone mask with a one-element value is
        // index_put_'s masked fill). Each dim must match the one it covers, or the positions would pick the
        // wrong elements (the 1-d case is checked by "index").
        const Tensor& mask = unwrap(t);
        const Tensor& viewed = unwrap(cur);
        for (int64_t k = 0; k < mask.dim(); ++k)
          if (d + k < vdim && mask.sizes()[k] != viewed.sizes()[d + k])
            raise(T.IndexError, "The shape of the mask " + mask.sizes().str() + " at index " + std::to_string(k) +
                                    " does not match the shape of the indexed tensor " + viewed.sizes().str() +
                                    " at index " + std::to_string(d + k));
        for (int64_t k = 1; k < mask.dim() && d + k < vdim; ++k) covered[size_t(d + k)] = true;
      }
      plan.advanced[size_t(d)] = t;
    }
    std::vector<Value> entries;
    for (size_t d = 0; d < plan.advanced.size(); ++d)
      if (!covered[d]) entries.push_back(plan.advanced[d]);
    plan.advanced = std::move(entries);
    while (!plan.advanced.empty() && plan.advanced.back().is_none()) plan.advanced.pop_back();
  }
  return plan;
}

Value tensor_getitem(const Value& self, const Value& index) {
  IndexPlan plan = plan_index(self, index);
  if (!plan.has_advanced) {
    if (plan.view.identical(self)) return op("alias", self, {});  // x[...], x[0:n, 0:m]: PyTorch's at::alias
    return plan.view;
  }
  return op("index", plan.view, {new_list(plan.advanced)});
}

Value value_tensor_like(const Value& v, const Tensor& like) {
  if (is_tensor(v)) return v;
  if (is_complex(v)) {  // a Python complex stays complex: a complex128 wrapped number (`(1 + 1j) * t`)
    const Cx c = complex_of(v);
    return wrap(tensor::scalar_to_tensor(std::complex<double>(c.real, c.imag)));
  }
  if (v.is_int() || v.is_float() || v.is_bool())
    return wrap(tensor::to_dtype(tensor::scalar_operand(v.is_float() ? tensor::Scalar(v.as_float())
                                                        : v.is_bool() ? tensor::Scalar(v.as_bool())
                                                                      : tensor::Scalar(v.as_int())),
                                 like.dtype()));
  return wrap(tensor_from_data(v, like.dtype()));
}

// A tensor value loses its leading size-1 dims before it is broadcast into the indexed part (PyTorch's
// slicePrefix1sDims, numpy's rule): `logits[i] = row` takes a [1, 27] row into a [27] slot.
Value without_leading_ones(const Value& value) {
  if (!is_tensor(value)) return value;
  const Tensor& t = unwrap(value);
  int64_t first = 0;
  while (first < t.dim() && t.sizes()[size_t(first)] == 1) ++first;
  if (first == 0) return value;
  std::vector<Value> sizes;
  for (int64_t d = first; d < t.dim(); ++d) sizes.emplace_back(t.sizes()[size_t(d)]);
  return op("view", value, {new_list(std::move(sizes))});
}

// What `t[i] = v` takes, as PyTorch's valueToTensor: a tensor, or a number as a plain bool, int (an int subclass or
// one of numpy's integer scalars), float (np.float64 is one) or complex (np.complex128 too). Anything else, a
// list, an ndarray, np.float32 or np.bool_ among them, is refused with PyTorch's TypeError.
Value assignable_value(const Value& v, const Value& self) {
  if (is_tensor(v) || v.is_int() || v.is_float() || v.is_bool() || is_complex(v) || is_big(v)) return v;
  if (Value s = numpy_scalar_value(v); !s.is_null() && s.is_int()) return s;
  if (isinstance(v, T.int_)) return call(Value(T.int_), {v});
  if (isinstance(v, T.float_)) return Value(float_of(v));
  if (isinstance(v, T.complex)) return call(Value(T.complex), {v});
  raise(T.TypeError, "can't assign a " + type_name(v) + " to a " + tensor::legacy_tensor_type(unwrap(self)));
}

void tensor_setitem(const Value& self, const Value& index, const Value& value_given) {
  const Value value_in = assignable_value(value_given, self);
  // A number at one uint8 mask is PyTorch's masked_fill_ (with its deprecation text, not indexing's)
  if (is_tensor(index) && unwrap(index).dtype() == ScalarType::Byte &&
      (value_in.is_int() || value_in.is_float() || value_in.is_bool())) {
    op("masked_fill_", self, {index, value_in});
    return;
  }
  IndexPlan plan = plan_index(self, index);
  const Tensor& view = unwrap(plan.view);
  const Value value = without_leading_ones(value_in);
  if (plan.has_advanced) {
    // a number becomes a 0-d tensor of the view's dtype by fill_, whose checked conversion refuses a complex
    // with an imaginary part for a real tensor as PyTorch's scalarToTensor does
    const Value values = is_tensor(value) ? value
                         : op("fill_", wrap(tensor::empty(std::vector<int64_t>{}, view.dtype())), {value});
    const bool same = unwrap(values).dtype() == view.dtype();
    op("index_put_", plan.view, {new_list(plan.advanced), same ? values : op("to", values, {dtype_object(view.dtype())})});
    return;
  }
  if (!is_tensor(value)) {
    op("fill_", plan.view, {value});
    return;
  }
  // PyTorch's copy_to: a value of another shape is expanded to the indexed part's first (expand's errors)
  Value source = value_tensor_like(value, view);
  if (unwrap(source).sizes() != view.sizes()) source = op("expand", source, {make_size(view.sizes())});
  op("copy_", plan.view, {source});
}

// ---------------------------------------------------------------- the TensorBase type

std::string tensor_repr(const Value& v) {
  const Tensor& t = unwrap(v);
  // Inside vmap (Note [vmap]): functorch's text, the physical tensor's own indented within it.
  if (const auto& b = t.impl()->batched()) {
    std::string value = tensor_repr(wrap(b->value)), indented = "    ";
    for (char c : value) indented += c == '\n' ? std::string("\n    ") : std::string(1, c);
    return "BatchedTensor(lvl=" + std::to_string(tensor::functorch::depth_of(b->level)) +
           ", bdim=" + std::to_string(b->bdim) + ", value=\n" + indented + "\n)";
  }
  tensor::ReprSuffixes s;
  Value gf = getattr_opt(v, intern("grad_fn").get());
  if (!gf.is_null() && !gf.is_none()) s.grad_fn = type_of(gf)->name;
  else s.requires_grad = t.impl()->requires_grad();
  if (t.impl()->has_fw_grad())
    if (const Tensor tangent = tensor::autograd::forward_ad::tangent_of(t); tangent.defined())
      s.tangent = tensor_repr(wrap(tangent));
  // A subclass prints its class name in place of "tensor" (nn.Parameter excepted), as PyTorch 1.13's
  // _str_intern: Tensor.as_subclass(M) prints M([...]).
  // A subclass of nn.Parameter is then wrapped in "Parameter(...)" (1.13's flag check in _str_intern).
  TypeObject* ty = type_of(v);
  bool parameter_subclass = false;
  if (TT.tensor && ty != TT.tensor && ty != TT.tensor_base) {
    auto is_parameter = [](TypeObject* c) {
      Value module = getattr_opt(Value(c), intern("__module__").get());
      return std::string(c->name) == "Parameter" && !module.is_null() && is_str(module) &&
             str_of(module) == "torch.nn.parameter";
    };
    if (!is_parameter(ty)) {
      s.prefix = std::string(ty->name) + "(";
      parameter_subclass = std::any_of(ty->mro.begin(), ty->mro.end(), is_parameter);
    }
  }
  std::string text = tensor::to_repr(t, s);
  // A named tensor's names come last (torch/_named.tsr keeps them on the object), wrapped as _add_suffixes wraps.
  // Read from the instance dict only: an attribute miss on Tensor would install the lazy tail (torch/__init__.tsr).
  Value names = v.obj()->attrs ? v.obj()->attrs->get_str(intern("_tsr_names").get()) : Value();
  if (!names.is_null() && !names.is_none()) {
    const std::string suffix = "names=" + repr(names);
    text.pop_back();  // the closing ")"
    const size_t newline = text.rfind('\n');
    const int64_t last_line = int64_t(text.size()) - (newline == std::string::npos ? -1 : int64_t(newline)) + 1;
    if (last_line + int64_t(suffix.size()) + 2 > tensor::print_options().linewidth)
      text += ",\n" + std::string(s.prefix.size(), ' ') + suffix + ")";
    else
      text += ", " + suffix + ")";
  }
  if (parameter_subclass) text = "Parameter(" + text + ")";
  return text;
}


// Note [TypeError becomes NotImplemented]
// A tensor operator handed an operand it cannot take answers NotImplemented rather than raising, so that Python's
// protocol goes on to the other operand's reflected dunder (`X ** Half()` reaches Half.__rpow__; `X ** "a"` ends
// in Python's own "unsupported operand type(s)"). PyTorch does it twice, with TypeError_to_NotImplemented_ around
// the C++ dunders and _wrap_type_error_to_not_implemented around the Python ones in torch/_tensor.py; tsr has this
// one wrapper, used by every Tensor operator dunder and by torch._C._wrap_type_error_to_not_implemented.
template <class Fn>
Value type_error_to_not_implemented(Fn&& fn) {
  try {
    return fn();
  } catch (PyException& e) {
    if (!isinstance(Value(e.exc), T.TypeError)) throw;
    if (tracing()) {
      const std::string why = str(Value(e.exc));
      trace("  wrapper: TypeError turned into NotImplemented (" + why.substr(0, why.find('\n')) + ")");
    }
    return kNotImplemented;
  }
}

// The arithmetic operators on a tensor and a tensor or Python number go straight to the typed op (the same
// dispatcher call the argument parser would end in, without parsing); `:trace` takes the general path so it can
// show the parser's choice. Null for the other operators and operands.
Value fast_arithmetic(lang::BinaryOpArg op, const Value& a, const Value& b) {
  using enum lang::BinaryOpArg;
  if (!(op == Add || op == Subtract || op == Multiply || op == TrueDivide) || tracing() || !is_tensor(a)) return {};
  // a Tensor subclass with its own __torch_function__ takes call_overloads (Note [__torch_function__])
  const auto overriding = [](const TypeObject* t) {
    return t != TT.tensor && t != TT.tensor_base && subclass_overrides(t);
  };
  if (overriding(a.obj()->type)) [[unlikely]] return {};
  const tensor::Tensor& self = unwrap(a);
  tensor::Tensor other;
  if (is_tensor(b)) {
    if (overriding(b.obj()->type)) [[unlikely]] return {};
    other = unwrap(b);
  } else if (b.is_float()) {
    // A wrapped number: the kernels read a 0-dim operand once, converting it to the result's dtype.
    other = tensor::scalar_operand(tensor::Scalar(b.as_float()));
  } else if (b.is_int()) {
    other = tensor::scalar_operand(tensor::Scalar(b.as_int()));
  } else {
    return {};
  }
  // A sparse operand takes the dispatcher's boxed path, where the sparse backend serves it (tensor/core/sparse.hpp).
  if (tensor::is_sparse(self) || tensor::is_sparse(other)) return {};
  switch (op) {
    case Add: return wrap(tensor::add(self, other));
    case Subtract: return wrap(tensor::sub(self, other));
    case Multiply: return wrap(tensor::mul(self, other));
    default: return wrap(tensor::div(self, other));
  }
}

// `other <op> self` for a reflected dunder, with `other` a Python or numpy number or a tensor.
Value reflected_operator(const std::string& opname, const Value& self, const Value& other) {
  // PyTorch's __radd__, __rmul__, __rand__, __ror__ and __rxor__ are its __add__ ... themselves (the C methods
  // THPVariable_add ...): `2 * b` is mul(b, 2), so the node's inputs are in that order (MulBackward0's
  // next_functions are ((b's node, 0), (None, 0))).
  if (opname == "add" || opname == "mul" || opname == "bitwise_and" || opname == "bitwise_or" ||
      opname == "bitwise_xor")
    return op(opname, self, {other});
  if (opname == "sub") return op("rsub", self, {other});  // number - tensor: rsub, as PyTorch's __rsub__
  // number / tensor: PyTorch's __rtruediv__, self.reciprocal() * other (its rounding and special values are the
  // reciprocal's and the product's, not the quotient's: 2.5 / x differs from a division in the last bit)
  // (PyTorch's is Python code, so the product is the language's `*`: an object with __rmul__ answers it)
  if (opname == "div" && is_tensor(self) && !is_tensor(other))
    return binary_op(op("reciprocal", self, {}), other, int(lang::BinaryOpArg::Multiply));
  if (is_tensor(other)) return op(opname, other, {self});
  Value number = other;
  if (Value s = numpy_number_value(other); !s.is_null()) number = s;  // np.float32(2) - t
  if (number.is_int() || number.is_float() || number.is_bool()) {
    const tensor::Tensor w = tensor::scalar_operand(number.is_float() ? tensor::Scalar(number.as_float())
                                                    : number.is_bool() ? tensor::Scalar(number.as_bool())
                                                                       : tensor::Scalar(number.as_int()));
    return op(opname, wrap(w), {self});
  }
  if (is_complex(number) || is_big(number)) return op(opname, value_tensor_like(number, unwrap(self)), {self});
  // PyTorch's reflected operators take tensors and numbers only: a list or an ndarray is refused, and the
  // TypeError becomes NotImplemented (numpy's reflected operator then computes `a - t`)
  raise(T.TypeError, opname + "(): expected a Tensor or a number as the left operand, not " + type_name(other));
}

// Every operator dunder of TensorBase, from lang/binary_ops.def: `__op__` runs the registry op on (self, other),
// `__rop__` on (other, self), `__iop__` the in-place method; all three through type_error_to_not_implemented.
void def_operator_dunders(TypeObject* tb) {
  const auto def_forward = [tb](std::string_view dunder, const std::string& opname, int fast) {
    const auto* overloads = &overloads_of(opname);
    add_method(tb, std::string(dunder), [opname, overloads, fast](const CallArgs& a) {
      if (a.args.size() != 2) raise(T.TypeError, "expected 1 argument");
      return type_error_to_not_implemented([&] {
        if (fast >= 0) {
          Value r = fast_arithmetic(lang::BinaryOpArg(fast), a[0], a[1]);
          if (!r.is_null()) return r;
        }
        const Value args[1] = {a[1]};
        return call_overloads(opname, *overloads, a[0], CallArgs{std::span<const Value>(args, 1), nullptr});
      });
    });
  };
  for (int i = 0; i < lang::kBinaryOpCount; ++i) {
    const lang::BinaryOperator& o = lang::kBinaryOperators[i];
    const std::string opname(o.torch_op);
    def_forward(o.dunder, opname, i);
    add_method(tb, std::string(o.reflected), [opname](const CallArgs& a) {
      if (a.args.size() != 2) raise(T.TypeError, "expected 1 argument");
      return type_error_to_not_implemented([&] { return reflected_operator(opname, a[0], a[1]); });
    });
    if (o.torch_inplace.empty()) continue;
    // The in-place method as TensorBase defines it (a registry op, or the op then copy_ into self): a subclass
    // overriding add_ does not change what += does, as in PyTorch.
    const Value method = tb->dict->get_str(intern(std::string(o.torch_inplace)).get());
    if (method.is_null())
      throw std::logic_error("lang/binary_ops.def: TensorBase has no " + std::string(o.torch_inplace) + " for " +
                             std::string(o.inplace));
    add_method(tb, std::string(o.inplace), [method](const CallArgs& a) {
      if (a.args.size() != 2) raise(T.TypeError, "expected 1 argument");
      return type_error_to_not_implemented([&] { return call(method, {a[0], a[1]}); });
    });
  }
  for (const lang::ComparisonOperator& o : lang::kComparisonOperators)
    def_forward(o.dunder, std::string(o.torch_op), -1);
}

// PyTorch 1.13's Tensor attributes (scripts/record-pytorch-tensor-dir.py), by kind.
struct PyTorchTensorAttr {
  std::string_view name, kind;
};
constexpr PyTorchTensorAttr kPyTorchTensorAttrs[] = {
#define PYTORCH_TENSOR_ATTR(name, kind) {name, #kind},
#include "tensor/dispatch/pytorch_tensor_dir.def"
#undef PYTORCH_TENSOR_ATTR
};

const std::set<std::string_view>& pytorch_tensor_methods() {
  static const std::set<std::string_view> names = [] {
    std::set<std::string_view> r;
    for (const auto& a : kPyTorchTensorAttrs)
      if (a.kind == "method") r.insert(a.name);
    return r;
  }();
  return names;
}

// Tensor.to(dtype) / to(device) / to(device, dtype) / to(other) / keyword forms, memory_format aside.
static Value tensor_to(const CallArgs& a) {
  // PyTorch's three overloads take these keywords only; anything else is its "invalid combination" TypeError
  // (`x.to(requires_grad=True)` raises, it does not ignore the flag).
  for (size_t k = 0; k < a.nkw(); ++k) {
    const std::string& name = str_of(a.kwnames->items[k]);
    if (name == "device" || name == "dtype" || name == "non_blocking" || name == "copy" || name == "memory_format" ||
        name == "tensor")
      continue;
    const Value* first = a.args.data() + 1;
    const CallArgs rest{std::span<const Value>(first, a.args.size() - 1), a.kwnames};
    raise(T.TypeError,
          "to() received an invalid combination of arguments - got " + described_arguments(rest) +
              ", but expected one of:\n"
              " * (torch.device device, torch.dtype dtype, bool non_blocking, bool copy, *, torch.memory_format memory_format)\n"
              " * (torch.dtype dtype, bool non_blocking, bool copy, *, torch.memory_format memory_format)\n"
              " * (Tensor tensor, bool non_blocking, bool copy, *, torch.memory_format memory_format)\n");
  }
  Value dtype = kw(a, "dtype"), device = kw(a, "device");
  for (size_t i = 1; i < a.npos(); ++i) {
    if (dtype_of(a[i])) dtype = a[i];
    else if (is_str(a[i]) || (a[i].is_obj() && a[i].obj()->type == TT.device)) device = a[i];
    else if (is_tensor(a[i])) {
      dtype = dtype_object(unwrap(a[i]).dtype());
      device = device_object(unwrap(a[i]).device());
    }
  }
  const bool has_dtype = !dtype.is_null() && !dtype.is_none();
  if (!device.is_null() && !device.is_none()) {
    const tensor::Device target = tensor::concrete_device(device_of(device));
    if (target != self_t(a).device())
      return op("_to_device", a[0], {device_object(target), has_dtype ? dtype : Value::none()});
  }
  const Value copy = kw(a, "copy");
  if (!has_dtype || *dtype_of(dtype) == self_t(a).dtype()) {
    // copy=True: a new tensor all the same (PyTorch's _to_copy: ToCopyBackward0, self's layout kept)
    if (!copy.is_null() && truthy(copy))
      return op("to", a[0], {dtype_object(self_t(a).dtype()), Value::boolean(false), Value::boolean(true)});
    return a[0];
  }
  return op("to", a[0], {dtype});
}

void init_tensor_type(ModuleObject& m) {
  TypeObject* tb = new_type("_TensorBase", {}, Layout::Tensor, true, "torch._C").get();  // (1.13's name)
  tb->alloc = nullptr;
  tb->weakrefable = true;  // (PyTorch's tensors can be weakly referenced)
  TT.tensor_base = tb;
  m.dict()->set_str(intern("_TensorBase").get(), Value(tb));

  // .real and .imag are properties (views of a complex tensor's parts; a real tensor's .real is itself), as in
  // PyTorch; the ops of those names stay functions (torch.real, torch.imag).
  // x.real = v / x.imag = v: a tensor is copied into that part of x (broadcast, under autograd a CopySlices), a
  // number fills it, as PyTorch's THPVariable_set_real/imag (a real tensor's .real is itself; its .imag refuses).
  auto set_part = [](const char* part) {
    return [part](const CallArgs& a) {
      const Value view = op(part, a[0], {});
      const Value& v = a[1];
      if (is_tensor(v)) {
        op("copy_", view, {v});
      } else if (v.is_bool() || v.is_int() || v.is_float() || is_complex(v) || isinstance(v, T.int_)) {
        op("fill_", view, {v});
      } else {
        raise(T.TypeError, "can't assign a " + type_name(v) + " to a " + tensor::legacy_tensor_type(unwrap(view)));
      }
      return Value::none();
    };
  };
  add_tensor_property(tb, "real", [](const CallArgs& a) { return op("real", a[0], {}); }, set_part("real"));
  add_tensor_property(tb, "imag", [](const CallArgs& a) { return op("imag", a[0], {}); }, set_part("imag"));
  // An op whose first argument is a tensor becomes a method when PyTorch 1.13's Tensor has a method of that name
  // (its `variants: method`), recorded from PyTorch in pytorch_tensor_dir.def: `dir(tensor)` is PyTorch's, not
  // every registry op (conv2d, the *_backward ops, special_* are functions only).
  const std::set<std::string_view>& pytorch_methods = pytorch_tensor_methods();
  std::set<std::string> names;
  for (const auto* o : tensor::Dispatcher::instance().all()) {
    const auto& s = o->schema();
    names.insert(s.name);
    if (!s.arguments.empty() && s.arguments[0].type.base == "Tensor" && !s.arguments[0].type.is_list &&
        pytorch_methods.contains(s.name)) {
      if (tb->dict->get_str(intern(s.name).get()).is_null()) {
        std::string name = s.name;
        const auto* ops = &overloads_of(name);
        add_tensor_method(tb, name, [name, ops](const CallArgs& a) {
          return call_overloads(name, *ops, a[0], CallArgs{a.args.subspan(1), a.kwnames});
        });
      }
    }
  }
  // In-place forms PyTorch composes from another op's in-place form, recorded as that op's node: square_ is pow_(2)
  // (PowBackward0), fix_ is trunc_, true_divide_ is div_.
  add_tensor_method(tb, "square_", [](const CallArgs& a) {
    if (a.args.size() > 1 || a.nkw()) raise(T.TypeError, "square_() takes no arguments");
    return op("pow_", a[0], {Value(int64_t(2))});
  });
  add_tensor_method(tb, "fix_", [](const CallArgs& a) { return call_op_by_name("trunc_", a[0], CallArgs{a.args.subspan(1), a.kwnames}); });
  add_tensor_method(tb, "true_divide_", [](const CallArgs& a) {
    return call_op_by_name("div_", a[0], CallArgs{a.args.subspan(1), a.kwnames});
  });
  // In-place forms the registry does not declare (sqrt_, addcmul_, clamp_, ...): the op, then copy_ into self,
  // which checks the result can be cast back to self's dtype as PyTorch's in-place ops do.
  for (const auto& name : names) {
    const std::string inplace = name + "_";
    if (name.ends_with("_") || !pytorch_methods.contains(inplace) || !tb->dict->get_str(intern(inplace).get()).is_null())
      continue;
    if (tb->dict->get_str(intern(name).get()).is_null()) continue;
    add_tensor_method(tb, inplace, [name](const CallArgs& a) {
      // Recorded by autograd, the op runs on a clone of self: what it saves for backward must not be self, which
      // the copy below writes (backward would find a saved tensor modified in place). The clone's node carries
      // self's old history on.
      const bool recorded = tensor::autograd::grad_mode_enabled() && tensor::autograd::requires_grad(unwrap(a[0]));
      Value self = recorded ? op("clone", a[0], {}) : a[0];
      Value r = call_op_by_name(name, self, CallArgs{a.args.subspan(1), a.kwnames});
      if (!is_tensor(r)) raise(T.TypeError, name + "_ has no in-place form");
      if (!tensor::can_cast(unwrap(r).dtype(), unwrap(a[0]).dtype()))
        raise(T.RuntimeError, "result type " + std::string(tensor::dtype_title(unwrap(r).dtype())) +
                                  " can't be cast to the desired output type " +
                                  std::string(tensor::dtype_title(unwrap(a[0]).dtype())));
      if (unwrap(r).sizes() != unwrap(a[0]).sizes())
        raise(T.RuntimeError, "output with shape " + unwrap(a[0]).sizes().str() +
                                  " doesn't match the broadcast shape " + unwrap(r).sizes().str());
      op("copy_", a[0], {r});
      return a[0];
    });
  }
  // torch._C._VariableFunctions, whose static methods PyTorch's torch.* functions are (their reprs name it)
  Ref<TypeObject> variable_functions = new_type("_VariableFunctionsClass", {}, Layout::Other, true, "torch._C");
  m.dict()->set_str(intern("_VariableFunctionsClass").get(), Value(variable_functions));
  m.dict()->set_str(intern("_VariableFunctions").get(), Value(variable_functions));
  for (const auto& name : names) {
    const auto* ops = &overloads_of(name);
    Value f = new_native(name, [name, ops](const CallArgs& a) { return call_overloads(name, *ops, Value(), a); }, false);
    as<NativeFunctionObject>(f)->shown_as_method_of = variable_functions.get();
    variable_functions->dict->set_str(intern(name).get(), Value(make<WrapperObject>(T.staticmethod, f)));
    std::string doc;
    for (const auto* o : tensor::Dispatcher::instance().overloads(name)) doc += o->schema().str() + "\n";
    as<NativeFunctionObject>(f)->doc = doc;
    m.dict()->set_str(intern(name).get(), f);
  }

  // Python-facing methods beyond the registry. add_tensor_method and add_tensor_property hand a call on an overriding
  // Tensor subclass to __torch_function__ (Note [__torch_function__]); the operator dunders and __neg__, __abs__,
  // __invert__ do it through the op they call, so that __torch_function__ sees Tensor.add or Tensor.neg, as PyTorch's.
  add_tensor_method(tb, "size", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    Value d = a.args.size() > 1 ? a[1] : kw(a, "dim");
    if (d.is_null() || d.is_none()) return make_size(t.sizes());
    return Value(t.size(index_of(d)));  // Tensor::size checks the dim (and that there is one)
  });
  add_tensor_method(tb, "stride", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (a.args.size() > 1 && !a[1].is_none()) return Value(t.stride(index_of(a[1])));
    std::vector<Value> items;
    for (int64_t s : t.strides()) items.emplace_back(s);
    return new_tuple(std::move(items));
  });
  add_tensor_method(tb, "dim", [](const CallArgs& a) { return Value(self_t(a).dim()); });
  add_tensor_method(tb, "ndimension", [](const CallArgs& a) { return Value(self_t(a).dim()); });
  add_tensor_method(tb, "numel", [](const CallArgs& a) { return Value(self_t(a).numel()); });
  add_tensor_method(tb, "nelement", [](const CallArgs& a) { return Value(self_t(a).numel()); });
  add_tensor_method(tb, "element_size", [](const CallArgs& a) { return Value(int64_t(self_t(a).element_size())); });
  add_tensor_method(tb, "storage_offset", [](const CallArgs& a) { return Value(self_t(a).storage_offset()); });
  add_tensor_method(tb, "is_contiguous", [](const CallArgs& a) {
    const Value format = a.npos() > 1 ? a[1] : kw(a, "memory_format");
    const tensor::MemoryFormat f = memory_format_of(format, "is_contiguous");
    return Value::boolean(tensor::is_contiguous_in(self_t(a), f == tensor::MemoryFormat::Preserve
                                                                  ? tensor::MemoryFormat::Contiguous : f));
  });
  add_tensor_method(tb, "is_floating_point", [](const CallArgs& a) { return Value::boolean(tensor::is_floating(self_t(a).dtype())); });
  add_tensor_method(tb, "data_ptr", [](const CallArgs& a) {
    refuse_sparse(self_t(a));
    refuse_batched(self_t(a));
    // 0 for a meta tensor and for one without elements, as PyTorch's (TensorImpl::data: nullptr when empty)
    if (self_t(a).numel() == 0) return Value(int64_t(0));
    return Value(int64_t(reinterpret_cast<uintptr_t>(self_t(a).data_ptr())));
  });
  add_tensor_method(tb, "item", [](const CallArgs& a) { return item(self_t(a)); });
  add_tensor_method(tb, "tolist", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    refuse_batched(t);
    return to_list(t.device().is_cpu() ? t : tensor::to_device(t, tensor::Device{}), 0, 0);
  });
  // `to` and its forms (the dtype casts, cpu, cuda) with memory_format=: the result r laid out so, except that one
  // that converted nothing (r is self) stays self when self already suggests that format (ATen's to_will_alias: a
  // transposed tensor stays itself under .to(memory_format=torch.contiguous_format)).
  static constexpr auto converted_in_format = [](const Value& self, const Value& r, tensor::MemoryFormat format) {
    if (r.obj() == self.obj() && tensor::suggest_memory_format(tensor_arg(self)) == format) return r;
    return to_memory_format(r, format);
  };
  auto cast = [&](const char* name, ScalarType d) {
    add_tensor_method(tb, name, [d, name](const CallArgs& a) {
      const tensor::MemoryFormat format = memory_format_of(kw(a, "memory_format"), name);
      return converted_in_format(a[0], self_t(a).dtype() == d ? a[0] : op("to", a[0], {dtype_object(d)}), format);
    });
  };
  cast("float", ScalarType::Float);
  cast("double", ScalarType::Double);
  cast("long", ScalarType::Long);
  cast("int", ScalarType::Int);
  cast("bool", ScalarType::Bool);
  cast("half", ScalarType::Half);
  cast("bfloat16", ScalarType::BFloat16);
  cast("byte", ScalarType::Byte);
  cast("char", ScalarType::Char);
  cast("short", ScalarType::Short);
  cast("cfloat", ScalarType::ComplexFloat);
  cast("cdouble", ScalarType::ComplexDouble);
  add_tensor_method(tb, "to", [](const CallArgs& a) {
    return converted_in_format(a[0], tensor_to(a), memory_format_of(kw(a, "memory_format"), "to"));
  });
  add_tensor_method(tb, "cpu", [](const CallArgs& a) {
    const tensor::MemoryFormat format = memory_format_of(kw(a, "memory_format"), "cpu");
    if (self_t(a).device().is_cpu()) return converted_in_format(a[0], a[0], format);
    return to_memory_format(op("_to_device", a[0], {device_object(tensor::Device{})}), format);
  });
  add_tensor_method(tb, "cuda", [](const CallArgs& a) {
    // cuda(device=None, non_blocking=False, memory_format=torch.preserve_format): the current GPU, or the one named
    // (an int, "cuda:1", a torch.device).
    const tensor::MemoryFormat format = memory_format_of(kw(a, "memory_format"), "cuda");
    Value device = a.npos() > 1 ? a[1] : kw(a, "device");
    tensor::Device target{tensor::DeviceType::CUDA, -1};
    if (!device.is_null() && !device.is_none()) target = device_of(device);
    if (!target.is_cuda()) raise(T.RuntimeError, "Invalid device, must be cuda device");
    target = tensor::concrete_device(target);
    if (target == self_t(a).device()) return converted_in_format(a[0], a[0], format);
    return to_memory_format(op("_to_device", a[0], {device_object(target)}), format);
  });
  add_tensor_method(tb, "type", [](const CallArgs& a) {
    if (a.args.size() > 1) return op("to", a[0], {a[1]});
    if (self_t(a).device().is_meta()) raise(T.RuntimeError, "Unimplemented backend Meta");  // no legacy type name
    return new_str(tensor::legacy_tensor_type(self_t(a)));  // "torch.cuda.FloatTensor" on a GPU
  });
  add_tensor_method(tb, "__getitem__", [](const CallArgs& a) { return tensor_getitem(a[0], a[1]); });
  add_tensor_method(tb, "__setitem__", [](const CallArgs& a) {
    tensor_setitem(a[0], a[1], a[2]);
    return Value::none();
  });
  add_tensor_method(tb, "__repr__", [](const CallArgs& a) { return new_str(tensor_repr(a[0])); });
  add_tensor_method(tb, "__len__", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (t.dim() == 0) raise(T.TypeError, "len() of a 0-d tensor");
    return Value(t.sizes()[0]);
  });
  // 1.13's Tensor.__iter__: iter(self.unbind(0)), so the rows come from one unbind (grad_fn UnbindBackward0) and
  // the iterator is a tuple_iterator. Not itself handed to __torch_function__ (PyTorch skips it, gh-54457): the
  // dim() and unbind(0) it calls are, so a subclass's rows are of the subclass.
  add_method(tb, "__iter__", [](const CallArgs& a) {
    self_t(a);
    if (index_of(call_method(a[0], "dim", {})) == 0) raise(T.TypeError, "iteration over a 0-d tensor");
    return iter(call_method(a[0], "unbind", {Value(int64_t(0))}));
  });
  add_tensor_method(tb, "__bool__", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (tensor::functorch::is_batched(t)) [[unlikely]]
      raise(T.RuntimeError,
            "vmap: It looks like you're attempting to use a Tensor in some data-dependent control flow. We don't "
            "support that yet, please shout over at https://github.com/pytorch/functorch/issues/257 .");
    if (t.numel() != 1) {
      if (t.numel() == 0) raise(T.RuntimeError, "Boolean value of Tensor with no values is ambiguous");
      raise(T.RuntimeError, "Boolean value of Tensor with more than one value is ambiguous");
    }
    return Value::boolean(truthy(item(t)));
  });
  add_tensor_method(tb, "__float__", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (t.numel() != 1) raise(T.ValueError, "only one element tensors can be converted to Python scalars");
    Value v = item(t);
    if (is_complex(v)) return Value(complex_real_part(v, "double"));
    return Value(float_of(v));
  });
  // complex(t): a one-element tensor's value as a Python complex (a real one's with imaginary part 0)
  add_tensor_method(tb, "__complex__", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (t.numel() != 1) raise(T.ValueError, "only one element tensors can be converted to Python scalars");
    Value v = item(t);
    if (is_complex(v)) return v;
    return new_complex(float_of(v), 0.0);
  });
  add_tensor_method(tb, "__int__", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (t.numel() != 1) raise(T.ValueError, "only one element tensors can be converted to Python scalars");
    Value v = item(t);
    if (is_complex(v)) {
      // a complex tensor goes through PyTorch's item<int64_t>(): checked_convert, which refuses NaN, infinities
      // and values outside int64 as overflows too, where a float tensor's int() is the Python float's
      const double d = complex_real_part(v, "int64_t");
      if (!(d > -9.2233720368547758e18 && d < 9.2233720368547758e18)) raise_unconvertible("int64_t");
      return Value(int64_t(d));
    }
    if (!v.is_float()) return Value(v.as_int());
    // int() of the float (numbers.cpp): converting NaN or an out-of-range value to int64 is undefined (UBSan:
    // int(torch.tensor(nan)), the tensor fuzz target); CPython and PyTorch raise.
    const double d = v.as_float();
    if (std::isnan(d)) raise(T.ValueError, "cannot convert float NaN to integer");
    if (std::isinf(d)) raise(T.OverflowError, "cannot convert float infinity to integer");
    if (std::fabs(d) >= 9.2233720368547758e18) raise(T.OverflowError, "integer overflow: tsr ints are 64-bit");
    return Value(int64_t(d));
  });
  add_tensor_method(tb, "__index__", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    if (t.numel() != 1 || !tensor::is_integral(t.dtype(), true))
      raise(T.TypeError, "only integer tensors of a single element can be converted to an index");
    return Value(item(t).as_int());
  });
  add_tensor_method(tb, "__hash__", [](const CallArgs& a) { return Value(address_hash(a[0].obj())); });

  def_operator_dunders(tb);
  add_method(tb, "__neg__", [](const CallArgs& a) { return op("neg", a[0], {}); });
  add_tensor_method(tb, "__pos__", [](const CallArgs& a) { return a[0]; });
  add_method(tb, "__abs__", [](const CallArgs& a) { return op("abs", a[0], {}); });
  add_method(tb, "__invert__", [](const CallArgs& a) {
    if (tensor::is_floating(self_t(a).dtype()))
      raise(T.TypeError, "~ (operator.invert) is only implemented on integer and Boolean-type tensors");
    return op("bitwise_not", a[0], {});
  });
  // Properties.
  add_tensor_property(tb, "shape", [](const CallArgs& a) { return make_size(self_t(a).sizes()); });
  add_tensor_property(tb, "dtype", [](const CallArgs& a) { return dtype_object(self_t(a).dtype()); });
  add_tensor_property(tb, "device", [](const CallArgs& a) { return device_object(self_t(a).device()); });
  add_tensor_property(tb, "ndim", [](const CallArgs& a) { return Value(self_t(a).dim()); });
  add_tensor_property(tb, "is_cuda", [](const CallArgs& a) { return Value::boolean(self_t(a).device().is_cuda()); });
  add_tensor_property(tb, "T", [](const CallArgs& a) {
    const Tensor& t = self_t(a);
    static bool warned = false;  // 1.13's numpy_T: TORCH_WARN_ONCE, for any dimension but 0 and 2
    if (t.dim() != 2 && t.dim() != 0 && !warned) {
      warned = true;
      warn_from_native("The use of `x.T` on tensors of dimension other than 2 to reverse their shape is deprecated "
                       "and it will throw an error in a future release. Consider `x.mT` to transpose batches of "
                       "matrices or `x.permute(*torch.arange(x.ndim - 1, -1, -1))` to reverse the dimensions of a "
                       "tensor. (Triggered internally at  ./aten/src/ATen/native/TensorShape.cpp:3277.)");
    }
    std::vector<Value> dims;
    for (int64_t i = t.dim() - 1; i >= 0; --i) dims.emplace_back(i);
    return op("permute", a[0], {new_tuple(std::move(dims))});
  });
  // x._cdata: the address of x's TensorImpl, shared by every Python object for that tensor (PyTorch's, which programs
  // use as a key for a tensor's identity)
  add_tensor_property(tb, "_cdata", [](const CallArgs& a) {
    return Value(int64_t(reinterpret_cast<uintptr_t>(self_t(a).impl())));
  });
  add_tensor_property(tb, "mT", [](const CallArgs& a) { return op("transpose", a[0], {Value(int64_t(-2)), Value(int64_t(-1))}); });
}

// ---------------------------------------------------------------- dtype, device, Size

void init_value_types(ModuleObject& m) {
  TT.dtype = new_type("dtype", {}, Layout::Other, true, "torch").get();
  // In the class's dict as in PyTorch, so a dtype's own __module__ is 'torch' and pickle names it torch.float32
  // whatever other module also holds it (numpy's, imported first, does).
  TT.dtype->dict->set_str(intern("__module__").get(), new_str("torch"));
  add_method(TT.dtype, "__repr__", [](const CallArgs& a) {
    return new_str("torch." + std::string(tensor::dtype_name(static_cast<DtypeObject*>(a[0].obj())->dtype)));
  });
  add_property(TT.dtype, "is_floating_point", [](const CallArgs& a) {
    return Value::boolean(tensor::is_floating(static_cast<DtypeObject*>(a[0].obj())->dtype));
  });
  add_property(TT.dtype, "is_signed", [](const CallArgs& a) {
    return Value::boolean(tensor::is_signed(static_cast<DtypeObject*>(a[0].obj())->dtype));
  });
  add_property(TT.dtype, "is_complex", [](const CallArgs& a) {
    return Value::boolean(tensor::is_complex(static_cast<DtypeObject*>(a[0].obj())->dtype));
  });
  add_property(TT.dtype, "itemsize", [](const CallArgs& a) {
    return Value(int64_t(tensor::element_size(static_cast<DtypeObject*>(a[0].obj())->dtype)));
  });
  // Pickled by reference, as PyTorch's dtype.__reduce__: its name in module torch.
  add_method(TT.dtype, "__reduce__", [](const CallArgs& a) {
    return new_str(std::string(tensor::dtype_name(static_cast<DtypeObject*>(a[0].obj())->dtype)));
  });
  m.dict()->set_str(intern("dtype").get(), Value(TT.dtype));

  TT.device = new_type("device", {}, Layout::Other, true, "torch").get();
  add_static(TT.device, "__new__", [](const CallArgs& a) {
    tensor::Device d = device_of(a[1]);
    if (a.npos() > 2 && !a[2].is_none()) {
      if (d.index != -1 && is_str(a[1]))
        raise(T.RuntimeError, "type (string) must not include an index because index was passed explicitly: " +
                                  str_of(a[1]));
      d = checked_device(d.type, index_of(a[2]));
    }
    return device_object(d);
  });
  add_method(TT.device, "__repr__", [](const CallArgs& a) {
    auto d = static_cast<DeviceObject*>(a[0].obj())->device;
    std::string s = "device(type='" + std::string(d.type_name()) + "'";
    if (d.index >= 0) s += ", index=" + std::to_string(d.index);
    return new_str(s + ")");
  });
  add_method(TT.device, "__str__", [](const CallArgs& a) {
    const tensor::Device d = static_cast<DeviceObject*>(a[0].obj())->device;
    // torch.device('cpu', 0) is 'cpu:0' (a tensor's device never carries a CPU index)
    return new_str(d.is_cpu() && d.index >= 0 ? "cpu:" + std::to_string(d.index) : d.str());
  });
  add_method(TT.device, "__eq__", [](const CallArgs& a) {
    if (!(a[1].is_obj() && a[1].obj()->type == TT.device)) return kNotImplemented;
    return Value::boolean(static_cast<DeviceObject*>(a[0].obj())->device == static_cast<DeviceObject*>(a[1].obj())->device);
  });
  // PyTorch's hash of a device: c10's DeviceType number (CPU 0, CUDA 1, Meta 14) above the index's low byte.
  add_method(TT.device, "__hash__", [](const CallArgs& a) {
    const tensor::Device d = static_cast<DeviceObject*>(a[0].obj())->device;
    int64_t type = 0;
    switch (d.type) {
      case tensor::DeviceType::CPU: type = 0; break;
      case tensor::DeviceType::CUDA: type = 1; break;
      case tensor::DeviceType::Meta: type = 14; break;
    }
    return Value(type << 16 | int64_t(uint8_t(d.index)));
  });
  add_property(TT.device, "type",
               [](const CallArgs& a) { return new_str(static_cast<DeviceObject*>(a[0].obj())->device.type_name()); });
  add_property(TT.device, "index", [](const CallArgs& a) {
    auto d = static_cast<DeviceObject*>(a[0].obj())->device;
    return d.index < 0 ? Value::none() : Value(int64_t(d.index));
  });
  add_method(TT.device, "__reduce__", [](const CallArgs& a) {  // PyTorch's: torch.device('cpu') / ('cuda', 0)
    auto d = static_cast<DeviceObject*>(a[0].obj())->device;
    std::vector<Value> args{new_str(d.type_name())};
    if (d.index >= 0) args.push_back(Value(int64_t(d.index)));
    return new_tuple({Value(TT.device), new_tuple(std::move(args))});
  });
  m.dict()->set_str(intern("device").get(), Value(TT.device));

  TT.size = new_type("Size", {Ref<TypeObject>(T.tuple)}, Layout::Tuple, true, "torch").get();
  // Its items as PyTorch's THPSize_pynew takes them: ints, and what __index__ makes an int of (a numpy integer, a
  // one-element integer tensor); anything else is its TypeError naming the item.
  add_static(TT.size, "__new__", [](const CallArgs& a) {
    auto t = make<TupleObject>(TT.size);
    if (a.npos() > 1) t->items = to_vector(a[1]);
    for (size_t i = 0; i < t->items.size(); ++i) {
      Value& x = t->items[i];
      if (x.is_int()) continue;
      bool taken = false;
      if (!lookup(type_of(x), intern("__index__").get()).is_null()) {
        try {
          x = Value(index_of(x));
          taken = true;
        } catch (const PyException&) {  // (PyTorch clears __index__'s error for its own)
        }
      }
      if (!taken)
        raise(T.TypeError, "torch.Size() takes an iterable of 'int' (item " + std::to_string(i) + " is '" +
                               type_name(x) + "')");
    }
    return Value(t);
  });
  add_method(TT.size, "__repr__", [](const CallArgs& a) {
    return new_str("torch.Size(" + repr(new_list(as<TupleObject>(a[0])->items)) + ")");
  });
  add_method(TT.size, "numel", [](const CallArgs& a) {
    int64_t n = 1;
    for (const auto& x : as<TupleObject>(a[0])->items) n *= x.as_int();
    return Value(n);
  });
  add_method(TT.size, "__getitem__", [](const CallArgs& a) {
    Value r = getitem(new_tuple(as<TupleObject>(a[0])->items), a[1]);
    if (has_layout(r, Layout::Tuple)) {
      auto t = make<TupleObject>(TT.size, as<TupleObject>(r)->items);
      return Value(t);
    }
    return r;
  });
  // Size + tuple and Size * n are Sizes (PyTorch's THPSize_add / THPSize_mul); tuple + Size is a tuple.
  add_method(TT.size, "__add__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Tuple)) return kNotImplemented;
    std::vector<Value> items = as<TupleObject>(a[0])->items;
    for (const auto& x : as<TupleObject>(a[1])->items) items.push_back(x);
    for (size_t i = 0; i < items.size(); ++i)
      if (!items[i].is_int())
        raise(T.TypeError, "torch.Size() takes an iterable of 'int' (item " + std::to_string(i) + " is '" +
                               type_name(items[i]) + "')");
    return Value(make<TupleObject>(TT.size, std::move(items)));
  });
  const auto size_mul = [](const CallArgs& a) {
    if (!a[1].is_int()) return kNotImplemented;
    std::vector<Value> items;
    const auto& own = as<TupleObject>(a[0])->items;
    for (int64_t i = 0; i < a[1].as_int(); ++i) items.insert(items.end(), own.begin(), own.end());
    return Value(make<TupleObject>(TT.size, std::move(items)));
  };
  add_method(TT.size, "__mul__", size_mul);
  add_method(TT.size, "__rmul__", size_mul);
  add_method(TT.size, "__reduce__", [](const CallArgs& a) {  // PyTorch's: (torch.Size, (tuple(self),))
    return new_tuple({Value(TT.size), new_tuple({new_tuple(as<TupleObject>(a[0])->items)})});
  });
  m.dict()->set_str(intern("Size").get(), Value(TT.size));
  for (const tensor::DtypeFacts& d : tensor::kDtypes) {
    if (tensor::is_limited_uint(d.type)) continue;  // numpy's uint16/32/64: no torch names in PyTorch 1.13
    m.dict()->set_str(intern(std::string(d.name)).get(), dtype_object(d.type));
    if (!d.alias.empty()) m.dict()->set_str(intern(std::string(d.alias)).get(), dtype_object(d.type));
  }
}

// ---------------------------------------------------------------- torch.Generator

namespace rnd = tensor::random;

rnd::CPUGenerator& generator_of(const Value& self) { return *static_cast<GeneratorObject*>(self.obj())->gen; }

// Generator.manual_seed's argument: an int (not a bool); a negative one is taken modulo 2^64, as PyTorch does.
// An int from 2^63 to 2^64 - 1 is taken as it is (initial_seed() gives such seeds back); beyond, PyTorch's overflow.
uint64_t seed_argument(const Value& v) {
  if (is_big(v)) {
    if (mpz_sgn(as_big(v)->z) > 0 && mpz_fits_ulong_p(as_big(v)->z)) return uint64_t(mpz_get_ui(as_big(v)->z));
    raise(T.RuntimeError, "Overflow when unpacking long");
  }
  if (!v.is_int() || v.is_bool()) raise(T.RuntimeError, "manual_seed expected a long, but got " + type_name(v));
  return static_cast<uint64_t>(v.as_int());
}

// A uint64 seed as a Python int (a big int from 2^63 up).
Value seed_value(uint64_t seed) { return uint64_value(seed); }

// get_state()'s bytes as a torch.ByteTensor (uint8), as PyTorch's; set_state takes one back.
Value state_tensor(const rnd::CPUGenerator::StateBytes& bytes) {
  Tensor t = tensor::empty(std::vector<int64_t>{int64_t(bytes.size())}, ScalarType::Byte);
  std::copy(bytes.begin(), bytes.end(), t.data<uint8_t>());
  return wrap(t);
}

std::vector<uint8_t> state_bytes(const Value& v) {
  if (!is_tensor(v)) raise(T.TypeError, "expected a torch.ByteTensor, but got " + type_name(v));
  const Tensor& t = unwrap(v);
  if (t.dtype() != ScalarType::Byte || t.device().is_cuda()) raise(T.TypeError, "RNG state must be a torch.ByteTensor");
  const Tensor c = tensor::contiguous(t);
  return std::vector<uint8_t>(c.data<uint8_t>(), c.data<uint8_t>() + c.numel());
}

Value default_generator_object() {
  static Value g = Value(make<GeneratorObject>(TT.generator, rnd::shared_default_generator()));
  return g;
}

void init_generator(ModuleObject& m) {
  TT.generator = new_type("Generator", {}, Layout::Other, true, "torch._C").get();
  add_static(TT.generator, "__new__", [](const CallArgs& a) {
    Value device = a.npos() > 1 ? a[1] : kw(a, "device");
    if (!device.is_null() && !device.is_none() && device_of(device).is_cuda())
      raise(T.RuntimeError, "Device type CUDA is not supported for torch.Generator() api.");
    return Value(make<GeneratorObject>(TT.generator, std::make_shared<rnd::CPUGenerator>()));
  });
  add_method(TT.generator, "__init__", [](const CallArgs&) { return Value::none(); });
  add_method(TT.generator, "__repr__", [](const CallArgs& a) {
    return new_str("<torch._C.Generator object at " + object_address(a[0].obj()) + ">");
  });
  add_method(TT.generator, "manual_seed", [](const CallArgs& a) {
    if (a.npos() < 2) raise(T.TypeError, "manual_seed() takes exactly one argument (0 given)");
    const uint64_t seed = seed_argument(a[1]);
    rnd::CPUGenerator& g = generator_of(a[0]);
    std::lock_guard lock(g.mutex());
    g.manual_seed(seed);
    return a[0];
  });
  add_method(TT.generator, "seed", [](const CallArgs& a) {
    rnd::CPUGenerator& g = generator_of(a[0]);
    std::lock_guard lock(g.mutex());
    return seed_value(g.seed());
  });
  add_method(TT.generator, "initial_seed", [](const CallArgs& a) {
    rnd::CPUGenerator& g = generator_of(a[0]);
    std::lock_guard lock(g.mutex());
    return seed_value(g.initial_seed());
  });
  add_method(TT.generator, "get_state", [](const CallArgs& a) {
    rnd::CPUGenerator& g = generator_of(a[0]);
    std::lock_guard lock(g.mutex());
    return state_tensor(g.get_state());
  });
  add_method(TT.generator, "set_state", [](const CallArgs& a) {
    if (a.npos() < 2) raise(T.TypeError, "set_state() takes exactly one argument (0 given)");
    const std::vector<uint8_t> bytes = state_bytes(a[1]);
    rnd::CPUGenerator& g = generator_of(a[0]);
    std::lock_guard lock(g.mutex());
    g.set_state(bytes);
    return a[0];
  });
  add_property(TT.generator, "device", [](const CallArgs&) { return device_object(tensor::Device{}); });
  m.dict()->set_str(intern("Generator").get(), Value(TT.generator));
  m.dict()->set_str(intern("default_generator").get(), default_generator_object());

  // torch.random's functions, on torch.default_generator.
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("manual_seed", [](const CallArgs& a) {
    // torch.manual_seed converts with int() first (so 1.5 is 1 and "a" a ValueError).
    const Value seed = a[0].is_int() && !a[0].is_bool() ? a[0] : call(Value(T.int_), {a[0]});
    Value g = default_generator_object();
    tensor::cuda_hooks().manual_seed(static_cast<uint64_t>(seed.as_int()));  // all devices, as PyTorch's
    return call_method(g, "manual_seed", {seed});
  });
  // The kernels' thread pool is OpenMP's, so these are omp_set_num_threads/omp_get_max_threads (as PyTorch's
  // at::set_num_threads on an OpenMP build).
  def("set_num_threads", [](const CallArgs& a) {
    if (!a[0].is_int() || a[0].is_bool())
      raise(T.TypeError, "set_num_threads(): argument 'int' must be int, not " + type_name(a[0]));
    if (a[0].as_int() <= 0) raise(T.RuntimeError, "set_num_threads expects a positive integer");
    // A forked child (multiprocessing) has no usable OpenMP pool: its kernels stay on one thread.
    if (tensor::forked_child()) return Value::none();
    omp_set_num_threads(static_cast<int>(a[0].as_int()));
    return Value::none();
  });
  def("get_num_threads", [](const CallArgs&) { return Value(int64_t(omp_get_max_threads())); });
  def("seed", [](const CallArgs&) { return call_method(default_generator_object(), "seed", {}); });
  def("initial_seed", [](const CallArgs&) { return call_method(default_generator_object(), "initial_seed", {}); });
  def("get_rng_state", [](const CallArgs&) { return call_method(default_generator_object(), "get_state", {}); });
  def("set_rng_state", [](const CallArgs& a) {
    call_method(default_generator_object(), "set_state", {a[0]});
    return Value::none();
  });
}

void init_functions(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("tensor", [](const CallArgs& a) {
    // PyTorch's signature, so that an unknown keyword or a bad device is its TypeError or RuntimeError.
    static const std::vector<tensor::FunctionSchema> signature = {tensor::parse_schema(
        "tensor(PyObject data, *, ScalarType? dtype=None, Device? device=None, bool pin_memory=False, "
        "bool requires_grad=False, PyObject? names=None) -> Tensor")};
    const ParsedCall call = parse_signatures("tensor", signature, a);
    const Value& data = call.given[0];  // (positional or `data=`)
    std::optional<ScalarType> d;
    if (const auto* dtype = std::get_if<ScalarType>(&call.values[1])) d = *dtype;
    if (is_tensor(data))
      warn_from_native("To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                       "sourceTensor.clone().detach().requires_grad_(True), rather than torch.tensor(sourceTensor).");
    Value r = wrap(tensor_from_data(data, d));
    // Made on the CPU and moved, as PyTorch does: in a build without CUDA the move raises its error.
    const auto* given = std::get_if<tensor::Device>(&call.values[2]);
    if (const tensor::Device device = given ? *given : default_factory_device(); !device.is_cpu())
      r = call_method(r, "to", {device_object(device)});
    if (const auto* rg = std::get_if<bool>(&call.values[4]); rg && *rg) factory_requires_grad(r);
    const Value& names = call.given[5];  // named tensors (torch/_named.tsr)
    if (!names.is_null() && !names.is_none())
      r = ::tsr::interp::call(getattr(import_module("torch._named"), intern("_factory_names").get()), {r, names});
    return r;
  });
  // ((name, kind), ...): PyTorch 1.13's Tensor attributes, for torch/_tail.tsr to complete the class with.
  // _dtype_title(dtype): how PyTorch names it in its kernels' errors ("Float", "Long"), from the dtype table.
  def("_dtype_title", [](const CallArgs& a) {
    const auto dt = a.args.size() == 1 ? dtype_of(a[0]) : std::nullopt;
    if (!dt) raise(T.TypeError, "_dtype_title() takes a torch.dtype");
    return new_str(std::string(tensor::dtype_title(*dt)));
  });
  // _infer_size(a, b): the broadcast of two shapes, or ATen's error naming the first clash from the right.
  def("_infer_size", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "_infer_size() takes 2 arguments");
    return make_size(tensor::broadcast_shapes(dims_arg(a[0]), dims_arg(a[1])));
  });
  def("_pytorch_tensor_attrs", [](const CallArgs&) {
    std::vector<Value> rows;
    for (const auto& a : kPyTorchTensorAttrs) rows.push_back(new_tuple({new_str(std::string(a.name)), new_str(std::string(a.kind))}));
    return new_tuple(std::move(rows));
  });
  // _warn_out_resized(out, result): warn_out_resized for the functions written in tsr that take out= (torch.linalg).
  def("_warn_out_resized", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "_warn_out_resized(out, result)");
    warn_out_resized(tensor_arg(a[0]), tensor_arg(a[1]));
    return Value::none();
  });
  def("_set_tensor_class", [](const CallArgs& a) {
    TT.tensor = as<TypeObject>(a[0]);
    return Value::none();
  });
  def("_set_numpy_classes", [](const CallArgs& a) {
    TT.numpy_ndarray = as<TypeObject>(a[0]);
    TT.numpy_generic = as<TypeObject>(a[1]);
    return Value::none();
  });
  def("_tensor_new", [](const CallArgs& a) {
    // torch.Tensor(...): PyTorch's legacy constructor (legacy_tensor_ctor), its overloads tried in PyTorch's order.
    // `new(Storage storage)` is left out: the language has no Storage objects.
    static const std::vector<tensor::FunctionSchema> signatures = {
        tensor::parse_schema("new(*, Device? device=None) -> Tensor"),
        tensor::parse_schema("new(Tensor other) -> Tensor"),
        tensor::parse_schema("new(int[] size, *, Device? device=None) -> Tensor"),
        tensor::parse_schema("new(PyObject data, *, Device? device=None) -> Tensor"),
    };
    static const std::vector<tensor::FunctionSchema> data_signature = {signatures[3]};
    // tp_new_wrapper's checks of the class to make
    static const std::string kBase = "torch._C._TensorBase";
    if (a.args.empty()) raise(T.TypeError, kBase + ".__new__(): not enough arguments");
    if (!has_layout(a[0], Layout::Type))
      raise(T.TypeError, kBase + ".__new__(X): X is not a type object (" + type_name(a[0]) + ")");
    auto* cls = as<TypeObject>(a[0]);
    if (cls->layout != Layout::Tensor)
      raise(T.TypeError, kBase + ".__new__(" + cls->name + "): " + cls->name + " is not a subtype of " + kBase);
    const CallArgs rest{std::span<const Value>(a.args.begin() + 1, a.args.end()), a.kwnames};
    // A lone sequence that is not a torch.Size is data, whatever its elements (Tensor([1, 2]), Tensor([2, -3.4])):
    // PyTorch binds it to `size` by its first element, then takes it as data.
    const bool lone_sequence = rest.npos() == 1 &&
                               (has_layout(rest[0], Layout::List) || has_layout(rest[0], Layout::Tuple)) &&
                               type_of(rest[0]) != TT.size;
    ParsedCall call = parse_signatures("new", lone_sequence ? data_signature : signatures, rest);
    if (lone_sequence) {
      if (tracing()) trace("  legacy constructor: a lone sequence that is not a torch.Size is data, not sizes");
      call.index = 3;
    }
    if (const auto* device = std::get_if<tensor::Device>(&call.values.back()); device && !device->is_cpu())
      raise(T.RuntimeError, "legacy constructor expects device type: cpu but device type: " +
                                std::string(device->is_cuda() ? "cuda" : "cpu") + " was passed");
    const tensor::ScalarType dtype = tensor::default_dtype();
    // On the default tensor type's device (torch.set_default_tensor_type(torch.cuda.FloatTensor) makes it cuda).
    const tensor::Device device = default_factory_device();
    switch (call.index) {
      case 0: return wrap(tensor::empty(std::vector<int64_t>{0}, dtype, device), cls);
      case 1:  // a new tensor sharing the other's memory: PyTorch's alias (AliasBackward0 when it requires grad)
        return wrap(tensor::call_tensor_op(tensor::find_op("alias"), {unwrap(call.given[0])}), cls);
      case 2: {
        // PyTorch leaves the memory uninitialised; tsr zero-fills it, so no stale memory is ever shown.
        return wrap(tensor::zeros(std::get<std::vector<int64_t>>(call.values[0]), dtype, device), cls);
      }
      default: {
        const Value& data = call.given[0];
        if (is_str(data)) raise(T.TypeError, "new(): invalid data type 'str'");
        if (is_bytes_obj(data) && data.obj()->type == T.bytes) raise(T.TypeError, "new(): invalid data type 'bytes'");
        if (!has_layout(data, Layout::List) && !has_layout(data, Layout::Tuple) && !is_tensor(data) &&
            !is_data_sequence(data) && numpy_array_tensor(data).is_null())  // a numpy array is a sequence here
          raise(T.TypeError, "new(): data must be a sequence (got " + type_name(data) + ")");
        const tensor::Tensor t = tensor_from_data(data, dtype);
        // a read-only ndarray (its WRITEABLE flag, _w): PyTorch's warning, once per program, as from_numpy's
        if (!numpy_array_tensor(data).is_null() && !truthy(getattr(data, "_w")))
          interp::call(getattr(import_module("numpy"), "_warn_not_writable"), {Value(int64_t(2))});
        return wrap(device.is_cpu() ? t : tensor::to_device(t, device), cls);
      }
    }
  });
  // Tensor._make_subclass(cls, data, requires_grad): as PyTorch's THPVariable_make_subclass, a detached alias of
  // `data` (so nn.Parameter(w[:2]) is a fresh leaf sharing w's storage) of class `cls`.
  const auto make_subclass = [](const CallArgs& a) {
    if (a.npos() < 2)  // (PyTorch's argument parser, its wording)
      raise(T.TypeError, a.npos() ? "_make_subclass() missing 1 required positional arguments: \"data\""
                                  : "_make_subclass() missing 2 required positional argument: \"cls\", \"data\"");
    if (!is_tensor(a[1]))
      raise(T.TypeError, "_make_subclass(): argument 'data' (position 2) must be Tensor, not " + type_name(a[1]));
    if (!has_layout(a[0], Layout::Type)) raise(T.TypeError, "cls must be a type (got " + type_name(a[0]) + ")");
    auto* cls = as<TypeObject>(a[0]);
    if (cls->layout != Layout::Tensor)
      raise(T.RuntimeError, "Creating a Tensor subclass from a class that does not inherit from Tensor is not possible. "
                            "Make sure your class inherits from Tensor.");
    const Tensor data = tensor::autograd::detach(unwrap(a[1]));
    // set directly, as PyTorch's C code does: no Tensor method runs on the new object (a placeholder class whose
    // __torch_function__ refuses most of them is made this way)
    if (a.npos() > 2 && truthy(a[2])) {
      check_can_require_grad(data.dtype());
      tensor::autograd::set_requires_grad(data, true);
    }
    return wrap(data, cls);
  };
  add_static(TT.tensor_base, "_make_subclass", make_subclass);
  def("_make_subclass", make_subclass);
  def("_wrap_type_error_to_not_implemented", [](const CallArgs& a) {
    Value f = a[0];
    // Named after what it wraps, so the trace and repr say `_wrap(TensorBase.pow)`.
    const std::string inner = has_layout(f, Layout::Native) ? as<NativeFunctionObject>(f)->qualname : str(getattr(f, "__qualname__"));
    Value w = new_native("_wrap(" + inner + ")", [f, inner](const CallArgs& b) {
      if (tracing()) trace("  wrapper _wrap(" + inner + "): calls " + inner + "; a TypeError from its argument parser would become NotImplemented");
      return type_error_to_not_implemented([&] { return call(f, b); });
    }, true);
    return w;
  });
  def("_factory_requires_grad", [](const CallArgs& a) { return factory_requires_grad(a[0]); });  // (_tensor.tsr)
  // _numpy_keywords(f, ...): the library functions written in Python that PyTorch has as builtins take numpy's
  // keyword names as its argument parser does (x.argsort(axis=-1)); PyTorch's own Python functions (Tensor.norm,
  // torch.split, most of F) do not, and are not marked. A native is left as it is (the argument parser's ops take
  // them already). Returns the first, to serve as a decorator.
  def("_numpy_keywords", [](const CallArgs& a) {
    if (a.nkw() || a.args.empty()) raise(T.TypeError, "_numpy_keywords(f, ...) takes functions");
    for (const Value& f : a.args) {
      if (has_layout(f, Layout::Native)) continue;
      if (!has_layout(f, Layout::Function)) raise(T.TypeError, "_numpy_keywords: not a function: " + type_name(f));
      as<FunctionObject>(f)->keyword_alias = numpy_parameter_for;
    }
    return a[0];
  });
  def("is_grad_enabled", [](const CallArgs&) { return Value::boolean(grad_enabled()); });
  def("_set_grad_enabled", [](const CallArgs& a) {
    set_grad_enabled(truthy(a[0]));
    return Value::none();
  });
  // torch.inference_mode (Note [Inference tensors]): sets the mode, answering the one it replaces.
  def("_set_inference_mode", [](const CallArgs& a) {
    const bool prev = tensor::t_inference_mode;
    tensor::t_inference_mode = truthy(a[0]);
    return Value::boolean(prev);
  });
  def("is_inference_mode_enabled", [](const CallArgs&) { return Value::boolean(tensor::inference_mode_enabled()); });
  def("is_tensor", [](const CallArgs& a) { return Value::boolean(is_tensor(a[0])); });
  def("get_default_dtype", [](const CallArgs&) { return dtype_object(tensor::default_dtype()); });
  // torch.set_default_tensor_type's device (True: cuda, False: the CPU); torch/_legacy.tsr checks the type first.
  def("_set_default_tensor_type_cuda", [](const CallArgs& a) {
    default_factory_device() = truthy(a[0]) ? tensor::Device{tensor::DeviceType::CUDA, -1} : tensor::Device{};
    return Value::none();
  });
  def("_default_tensor_type_is_cuda", [](const CallArgs&) { return Value::boolean(default_factory_device().is_cuda()); });
  // _refuse_meta(op, *tensors): PyTorch's NotImplementedError when a library function written in tsr that stands for
  // ATen op `op` (torch.unique for _unique2) meets a meta tensor and PyTorch 1.13 has no meta kernel for the op.
  def("_refuse_meta", [](const CallArgs& a) {
    const std::string name = str_of(a[0]);
    for (size_t k = 1; k < a.npos(); ++k)
      if (is_tensor(a[k]) && unwrap(a[k]).device().is_meta() && tensor::pytorch_has_no_meta_kernel(name))
        raise(T.NotImplementedError, tensor::no_meta_kernel_message(name, "CPU, CUDA"));
    return Value::none();
  });
  def("set_default_dtype", [](const CallArgs& a) {
    const std::optional<ScalarType> d = dtype_of(a[0]);
    if (!d) raise(T.TypeError, "invalid dtype object: only floating-point types are supported as the default type");
    if (!tensor::is_floating(*d))
      raise(T.TypeError, "only floating-point types are supported as the default type");
    tensor::set_default_dtype(*d);
    return Value::none();
  });
  def("set_printoptions", [](const CallArgs& a) {
    auto& o = tensor::print_options();
    Value v;
    if (!(v = kw(a, "precision")).is_null()) o.precision = int(index_of(v));
    if (!(v = kw(a, "threshold")).is_null()) {  // (float('inf') is common: never summarise)
      const double th = float_of(v);
      o.threshold = std::isnan(th) || th >= 9.2e18 ? std::numeric_limits<int64_t>::max()
                    : th <= -9.2e18               ? std::numeric_limits<int64_t>::min()
                                                  : int64_t(th);
    }
    if (!(v = kw(a, "edgeitems")).is_null()) o.edgeitems = index_of(v);
    if (!(v = kw(a, "linewidth")).is_null()) o.linewidth = index_of(v);
    if (!(v = kw(a, "sci_mode")).is_null()) o.sci_mode = v.is_none() ? std::optional<bool>() : std::optional<bool>(truthy(v));
    return Value::none();
  });
  // (precision, threshold, edgeitems, linewidth, sci_mode): torch._tensor_str.PRINT_OPTS reads them.
  def("_get_printoptions", [](const CallArgs&) {
    const auto& o = tensor::print_options();
    const Value threshold = o.threshold == std::numeric_limits<int64_t>::max() ? Value(HUGE_VAL) : Value(o.threshold);
    return new_tuple({Value(int64_t(o.precision)), threshold, Value(o.edgeitems), Value(o.linewidth),
                      o.sci_mode ? Value::boolean(*o.sci_mode) : Value::none()});
  });
  // _tensor_values_str(t, indent): a tensor's values as its repr lays them out after `indent` columns of prefix
  // (torch._tensor_str._tensor_str).
  def("_tensor_values_str", [](const CallArgs& a) {
    return new_str(tensor::to_values_string(tensor_arg(a[0]), index_of(a[1])));
  });
  // The two dtypes of promote_types/can_cast, with PyTorch's argument parser's errors.
  static const auto two_dtypes = [](const CallArgs& a, const char* fname, const char* p1, const char* p2) {
    if (a.npos() < 2)
      raise(T.TypeError, std::string(fname) + "() missing " + std::to_string(2 - a.npos()) + " required positional argument" +
                             (a.npos() ? "s: \"" + std::string(p2) + "\"" : ": \"" + std::string(p1) + "\", \"" + p2 + "\""));
    std::optional<ScalarType> d[2];
    for (size_t i = 0; i < 2; ++i)
      if (!(d[i] = dtype_of(a[i])))
        raise(T.TypeError, std::string(fname) + "(): argument '" + (i ? p2 : p1) + "' (position " + std::to_string(i + 1) +
                               ") must be torch.dtype, not " + type_name(a[i]));
    return std::pair{*d[0], *d[1]};
  };
  def("promote_types", [](const CallArgs& a) {
    const auto [x, y] = two_dtypes(a, "promote_types", "type1", "type2");
    return dtype_object(tensor::promote_types(x, y));
  });
  // torch.finfo / torch.iinfo's values, from the dtype table (stdlib/torch/__init__.tsr builds the objects).
  def("_finfo", [](const CallArgs& a) {
    const std::optional<ScalarType> d = dtype_of(a[0]);
    if (!d) raise(T.TypeError, "finfo(): argument 'type' must be torch.dtype, not " + type_name(a[0]));
    const std::optional<tensor::FloatInfo> f = tensor::finfo(*d);
    if (!f)
      raise(T.TypeError, "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'");
    return new_tuple({Value(int64_t(f->bits)), Value(f->eps), Value(f->max), Value(f->min), Value(f->tiny),
                      Value(f->resolution)});
  });
  def("_iinfo", [](const CallArgs& a) {
    const std::optional<ScalarType> d = dtype_of(a[0]);
    if (!d) raise(T.TypeError, "iinfo(): argument 'type' must be torch.dtype, not " + type_name(a[0]));
    if (*d == ScalarType::Bool) raise(T.TypeError, "torch.bool is not supported by torch.iinfo");
    const std::optional<tensor::IntInfo> i = tensor::iinfo(*d);
    if (!i) raise(T.TypeError, "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'");
    return new_tuple({Value(int64_t(i->bits)), Value(i->min), Value(i->max)});
  });
  def("can_cast", [](const CallArgs& a) {
    const auto [from, to] = two_dtypes(a, "can_cast", "from", "to");
    return Value::boolean(tensor::can_cast(from, to));
  });
  def("result_type", [](const CallArgs& a) {
    std::vector<Tensor> ts;
    for (size_t i = 0; i < 2; ++i)
      ts.push_back(is_tensor(a[i]) ? unwrap(a[i]) : unwrap(value_tensor_like(a[i], tensor::zeros(std::vector<int64_t>{}, a[i].is_float() ? tensor::default_dtype() : a[i].is_bool() ? ScalarType::Bool : ScalarType::Long))));
    return dtype_object(tensor::result_type(ts));
  });
  def("_dispatch_dump_table", [](const CallArgs& a) {
    std::string out;
    for (const auto* o : tensor::Dispatcher::instance().overloads(str_of(a[0])))
      out += o->schema().str() + "\n" + tensor::Dispatcher::instance().dump_table(*o);
    return new_str(out);
  });
}

}  // namespace

// ---------------------------------------------------------------- torch.cuda's natives (stdlib/torch/cuda/__init__.tsr)

int cuda_device_argument(const CallArgs& a) {
  if (a.npos() == 0 || a[0].is_none()) return tensor::cuda_hooks().current_device();
  const tensor::Device d = device_of(a[0]);
  if (!d.is_cuda()) raise(T.ValueError, "Expected a cuda device, but got: " + d.str());
  return d.index < 0 ? tensor::cuda_hooks().current_device() : d.index;
}

// The device index torch.cuda.memory passes (an int: its _get_device_index, which is None without a GPU), checked
// as PyTorch's bindings check it ("invalid argument to ...", a RuntimeError).
int cuda_memory_device(const CallArgs& a, const char* what) {
  if (a.npos() != 1 || !a[0].is_int()) raise(T.RuntimeError, std::string("invalid argument to ") + what);
  return int(a[0].as_int());
}

// torch.cuda.memory_stats_as_nested_dict: PyTorch's keys, with the statistics tsr's allocator never moves (blocks
// are never split, a freed block is reusable at once) at their values.
Value memory_stats_dict(const tensor::DeviceMemoryStats& st) {
  auto stat_dict = [](const tensor::MemoryStat& s) {
    Ref<DictObject> d = new_dict();
    d->set(new_str("current"), Value(s.current));
    d->set(new_str("peak"), Value(s.peak));
    d->set(new_str("allocated"), Value(s.allocated));
    d->set(new_str("freed"), Value(s.freed));
    return Value(d);
  };
  auto pools = [&](const tensor::PoolStats& p) {
    Ref<DictObject> d = new_dict();
    d->set(new_str("all"), stat_dict(p[tensor::StatPool::All]));
    d->set(new_str("small_pool"), stat_dict(p[tensor::StatPool::Small]));
    d->set(new_str("large_pool"), stat_dict(p[tensor::StatPool::Large]));
    return Value(d);
  };
  const tensor::PoolStats none;
  Ref<DictObject> d = new_dict();
  d->set(new_str("num_alloc_retries"), Value(st.num_alloc_retries));
  d->set(new_str("num_ooms"), Value(st.num_ooms));
  d->set(new_str("max_split_size"), Value(int64_t(-1)));  // PyTorch's default: SIZE_MAX, no limit
  d->set(new_str("allocation"), pools(st.allocation));
  d->set(new_str("segment"), pools(st.segment));
  d->set(new_str("active"), pools(st.allocation));
  d->set(new_str("inactive_split"), pools(none));
  d->set(new_str("allocated_bytes"), pools(st.allocated_bytes));
  d->set(new_str("reserved_bytes"), pools(st.reserved_bytes));
  d->set(new_str("active_bytes"), pools(st.allocated_bytes));
  d->set(new_str("inactive_split_bytes"), pools(none));
  d->set(new_str("oversize_allocations"), stat_dict(tensor::MemoryStat{}));
  d->set(new_str("oversize_segments"), stat_dict(tensor::MemoryStat{}));
  return Value(d);
}

void init_cuda_memory_functions(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("_cuda_memoryStats", [](const CallArgs& a) {
    return memory_stats_dict(tensor::cuda_hooks().memory_stats(cuda_memory_device(a, "memory_allocated")));
  });
  def("_cuda_resetPeakMemoryStats", [](const CallArgs& a) {
    tensor::cuda_hooks().reset_peak_memory_stats(cuda_memory_device(a, "reset_peak_memory_stats"));
    return Value::none();
  });
  def("_cuda_resetAccumulatedMemoryStats", [](const CallArgs& a) {
    tensor::cuda_hooks().reset_accumulated_memory_stats(cuda_memory_device(a, "reset_accumulated_memory_stats"));
    return Value::none();
  });
  def("_cuda_emptyCache", [](const CallArgs&) {
    tensor::cuda_hooks().empty_cache();
    return Value::none();
  });
  // torch.cuda.caching_allocator_alloc / _delete: device memory by address (one stream per device: the stream
  // argument changes nothing).
  def("_cuda_cudaCachingAllocator_raw_alloc", [](const CallArgs& a) {
    if (a.npos() != 2 || !a[0].is_int() || a[0].as_int() < 0)
      raise(T.TypeError, "caching_allocator_alloc() expects a size in bytes and a stream");
    void* p = tensor::cuda_hooks().allocate(size_t(a[0].as_int()), tensor::cuda_hooks().current_device());
    return Value(int64_t(reinterpret_cast<uintptr_t>(p)));
  });
  def("_cuda_cudaCachingAllocator_raw_delete", [](const CallArgs& a) {
    if (a.npos() != 1 || !a[0].is_int()) raise(T.TypeError, "caching_allocator_delete() expects a device address");
    tensor::cuda_hooks().deallocate(reinterpret_cast<void*>(uintptr_t(a[0].as_int())),
                                    tensor::cuda_hooks().current_device());
    return Value::none();
  });
  // A list of segments, each a dict as PyTorch's (one block per segment: tsr never splits them).
  def("_cuda_memorySnapshot", [](const CallArgs&) {
    std::vector<Value> segments;
    const int device = tensor::cuda_hooks().device_count() > 0 ? tensor::cuda_hooks().current_device() : 0;
    for (const tensor::MemorySegment& seg : tensor::cuda_hooks().memory_snapshot()) {
      const int64_t size = int64_t(seg.size), used = seg.in_use ? size : 0;
      Ref<DictObject> block = new_dict();
      block->set(new_str("size"), Value(size));
      block->set(new_str("state"), new_str(seg.in_use ? "active_allocated" : "inactive"));
      Ref<DictObject> d = new_dict();
      d->set(new_str("device"), Value(int64_t(device)));
      d->set(new_str("address"), Value(int64_t(reinterpret_cast<uintptr_t>(seg.address))));
      d->set(new_str("total_size"), Value(size));
      d->set(new_str("allocated_size"), Value(used));
      d->set(new_str("active_size"), Value(used));
      d->set(new_str("stream"), Value(int64_t(0)));
      d->set(new_str("segment_type"), new_str(seg.small_pool ? "small" : "large"));
      d->set(new_str("blocks"), new_list({Value(block)}));
      segments.push_back(Value(d));
    }
    return new_list(std::move(segments));
  });
}

void init_cuda_functions(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("_cuda_compiled", [](const CallArgs&) { return Value::boolean(tensor::cuda_hooks().compiled()); });
  def("_cuda_version", [](const CallArgs&) {
    const std::string v = tensor::cuda_hooks().cuda_version();
    return v.empty() ? Value::none() : new_str(v);
  });
  def("_cuda_device_count", [](const CallArgs&) { return Value(int64_t(tensor::cuda_hooks().device_count())); });
  def("_cuda_lazy_init", [](const CallArgs&) {
    tensor::cuda_hooks().lazy_init();
    return Value::none();
  });
  // torch.cuda.get_rng_state / set_rng_state: the device generator's state as a uint8 tensor on the CPU.
  def("_cuda_get_rng_state", [](const CallArgs&) {
    const std::vector<uint8_t> bytes = tensor::cuda_hooks().rng_state();
    tensor::Tensor t = tensor::empty(std::vector<int64_t>{int64_t(bytes.size())}, ScalarType::Byte);
    if (!bytes.empty()) std::memcpy(t.data_ptr(), bytes.data(), bytes.size());
    return wrap(t);
  });
  def("_cuda_set_rng_state", [](const CallArgs& a) {
    const tensor::Tensor t = unwrap(a[0]);
    if (t.dtype() != ScalarType::Byte || !t.device().is_cpu())
      raise(T.TypeError, "expected a torch.ByteTensor, but got " + type_name(a[0]));
    const tensor::Tensor bytes = tensor::contiguous(t);
    tensor::cuda_hooks().set_rng_state({static_cast<const uint8_t*>(bytes.data_ptr()), size_t(bytes.numel())});
    return Value::none();
  });
  def("_cuda_current_device", [](const CallArgs&) { return Value(int64_t(tensor::cuda_hooks().current_device())); });
  def("_cuda_get_device_name", [](const CallArgs& a) {
    return new_str(tensor::cuda_hooks().device_name(cuda_device_argument(a)));
  });
  def("_cuda_get_device_capability", [](const CallArgs& a) {
    const auto [major, minor] = tensor::cuda_hooks().capability(cuda_device_argument(a));
    return new_tuple({Value(int64_t(major)), Value(int64_t(minor))});
  });
  def("_cuda_synchronize", [](const CallArgs& a) {
    tensor::cuda_hooks().synchronize(cuda_device_argument(a));
    return Value::none();
  });
  def("_cuda_manual_seed", [](const CallArgs& a) {
    tensor::cuda_hooks().manual_seed(static_cast<uint64_t>(a[0].as_int()));
    return Value::none();
  });
  // The caching allocator's functions under PyTorch's names, which a CPU build of PyTorch lacks: there,
  // torch.cuda.reset_peak_memory_stats and its kind raise AttributeError naming them, and so do tsr's.
  if (tensor::cuda_hooks().compiled()) init_cuda_memory_functions(m);
}

TypeObject* linalg_error_type() {
  static TypeObject* t = new_type("_LinAlgError", {Ref<TypeObject>(T.RuntimeError)}, Layout::Exception, true,
                                  "torch._C").get();
  return t;
}

namespace {

// Importing torch sets the kernels' thread count as PyTorch's import does (at::init_num_threads with
// at::intraop_default_num_threads): OMP_NUM_THREADS, else MKL_NUM_THREADS, else -- Debian's 1.13 build has no
// cpuinfo -- half the hardware threads, "assuming hyper-threading" (at least one). The same count matters beyond
// speed: a convolution's weight gradient on oneDNN is reduced per thread (Note [Convolutions on oneDNN]).
void set_pytorch_default_num_threads() {
  auto from_env = [](const char* name) -> int {
    const char* v = std::getenv(name);
    if (!v || !*v) return 0;
    char* end = nullptr;
    const long n = std::strtol(v, &end, 10);
    return *end == '\0' && n > 0 && n < (1 << 20) ? static_cast<int>(n) : 0;
  };
  int n = from_env("OMP_NUM_THREADS");
  if (!n) n = from_env("MKL_NUM_THREADS");
  if (!n) n = std::max(1, static_cast<int>(std::thread::hardware_concurrency() / 2));
  omp_set_num_threads(n);
}

}  // namespace

void init_sparse_binding(ModuleObject& m);    // sparse_binding.cpp
void init_autocast_binding(ModuleObject& m);  // autocast_binding.cpp
void init_profiler_binding(ModuleObject& m);  // profiler_binding.cpp
void init_ops_binding(ModuleObject& m);       // ops_binding.cpp
void init_functorch_binding(ModuleObject& m);  // functorch_binding.cpp
void init_foreach_binding(ModuleObject& m);    // foreach_binding.cpp

void init_torch_module() {
  register_native_module("torch._C", [](ModuleObject& m) {
    set_pytorch_default_num_threads();
    tensor::warning_handler = warn_from_native;  // the kernels' TORCH_WARN
    init_value_types(m);
    init_tensor_type(m);
    init_autograd_binding(m);
    init_sparse_binding(m);
    init_autocast_binding(m);
    init_profiler_binding(m);
    init_ops_binding(m);
    init_functorch_binding(m);
    init_foreach_binding(m);
    init_functions(m);
    init_generator(m);
    init_cuda_functions(m);
    m.dict()->set_str(intern("_LinAlgError").get(), Value(linalg_error_type()));
    // PyTorch's torch/__init__.py names the module of torch._C._VariableFunctions' functions 'torch', and these
    // natives are what the torch module re-exports (torch/__init__.tsr names the five of torch.random).
    name_native_functions(m.dict(), "torch");
  });
  // The random kernels of tensor/random replace factory.cpp's first ones (random_ops.hpp).
}

}  // namespace tsr::interp::torch
