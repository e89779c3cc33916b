// Searching and repeating composites (see composites.hpp): isin, searchsorted, bucketize, repeat_interleave and
// the one-argument where,
// each kernel calling the ops the tsr function it replaces called (stdlib/torch/_composites.tsr before).
#include <algorithm>
#include <string>

#include "tensor/ops/composites.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

TSR_DEFINE_COMPOSITE_OP("isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor",
                        "Whether each element is among test_elements (or is not, with invert).");
TSR_DEFINE_COMPOSITE_OP("isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor",
                        "Whether each element equals test_element.");
TSR_DEFINE_COMPOSITE_OP("isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor",
                        "Whether element is among test_elements (a 0-d result).");
TSR_DEFINE_COMPOSITE_OP("searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor",
                        "For each value, the index where it would be inserted to keep the innermost dim sorted.");
TSR_DEFINE_COMPOSITE_OP("searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor",
                        "searchsorted for one number (a 0-d result for a 1-d sequence).");
TSR_DEFINE_COMPOSITE_OP("bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor",
                        "The bucket of each value among the sorted 1-d boundaries (searchsorted).");
TSR_DEFINE_COMPOSITE_OP("bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor",
                        "The bucket of one number among the sorted 1-d boundaries.");
TSR_DEFINE_COMPOSITE_OP("repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor",
                        "Each index i repeated repeats[i] times.");
TSR_DEFINE_COMPOSITE_OP("repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor",
                        "Each element (slice along dim) repeated its own number of times; the flattened self when dim is None.");
TSR_DEFINE_COMPOSITE_OP("repeat_interleave.self_int(Tensor self, SymInt repeats, int? dim=None, *, int? output_size=None) -> Tensor",
                        "Each element (slice along dim) repeated repeats times; the flattened self when dim is None.");

// torch.tensor(number): a 0-d tensor of the number's own kind (bool, int64, the default float dtype), on the device
// of the tensor it meets (PyTorch's wrapped_scalar_tensor(element, other.device())).
Tensor tensor_of(const IValue& v, Device device) {
  const Scalar s = scalar_of(v);
  const ScalarType dtype = s.is_bool() ? ScalarType::Bool : s.is_integral() ? ScalarType::Long : default_dtype();
  return full(Ints{}, s, dtype, device);
}

Tensor isin_of(const Tensor& elements, const Tensor& test, const Stack& s) {
  const Tensor equal = call<"eq.Tensor">({call<"unsqueeze">({elements, int64_t(-1)}), call<"reshape">({test, Ints{-1}})});
  const Tensor hit = call<"any.dims">({equal, Ints{-1}, false});
  return bool_arg(s, 3) ? call<"bitwise_not">({hit}) : hit;
}

// PyTorch's searchsorted_cpu: each value's position in its row of the sequence (the whole sequence when it is 1-d) by
// binary search, compared in the two's common dtype: the first position whose element is >= the value (right: >),
// each comparison written as Bucketization.cpp's cus_lower_bound/cus_upper_bound write it, so a NaN value goes past
// every element and an unsorted row gives its bisection's answer. Computed on the host.
Tensor binary_searched(const Tensor& seq, const Tensor& values, bool out_int32, bool right) {
  // (searchsorted_pre_check's shape checks, in its order)
  check(values.dim() > 0 || (values.numel() == 1 && seq.dim() == 1), ErrorKind::RuntimeError,
        "torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension is 1, but we got "
        "boundaries tensor dim(", seq.dim(), ") and input value's dim(", values.dim(), ") numel(", values.numel(), ")");
  check(seq.dim() != 0, ErrorKind::RuntimeError,
        "torch.searchsorted(): boundaries tensor should have positive dimension, but got 0 dimension");
  check(seq.dim() == 1 || (seq.dim() == values.dim() &&
                           std::equal(seq.sizes().begin(), seq.sizes().end() - 1, values.sizes().begin())),
        ErrorKind::RuntimeError, "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 "
        "dimensions of boundaries tensor and input value tensor must match, but we got boundaries tensor ",
        seq.sizes(), " and input value tensor ", values.sizes());
  const ScalarType common = result_type(std::array{seq, values});
  const Tensor b = host_contiguous(seq, common), v = host_contiguous(values, common);
  const int64_t n = seq.sizes()[seq.dim() - 1];
  const int64_t per_row = seq.dim() <= 1 ? v.numel() : (values.dim() == 0 ? 1 : values.sizes()[values.dim() - 1]);
  Tensor out = empty(values.sizes(), ScalarType::Long);
  int64_t* o = out.data<int64_t>();
  visit_dtype(common, [&]<class T>(std::type_identity<T>) {
    const T* bd = b.data<T>();
    const T* val = v.data<T>();
    for (int64_t i = 0; i < v.numel(); ++i) {
      const T* row = seq.dim() <= 1 ? bd : bd + (i / std::max<int64_t>(per_row, 1)) * n;
      int64_t start = 0, end = n;
      while (start < end) {
        const int64_t mid = start + ((end - start) >> 1);
        const bool after = right ? !(row[mid] > val[i]) : !(row[mid] >= val[i]);
        if (after) start = mid + 1;
        else end = mid;
      }
      o[i] = start;
    }
  });
  if (out_int32) out = to_dtype(out, ScalarType::Int);
  return seq.device().is_cpu() ? out : to_device(out, seq.device());
}

// searchsorted(sorted_sequence, values, out_int32, right, side, sorter) with values as it came on the stack.
Tensor searchsorted_of(const Tensor& sorted_sequence, const IValue& values_arg, bool out_int32, bool right,
                       const IValue& side, const IValue& sorter) {
  if (const std::string* name = std::get_if<std::string>(&side)) right = *name == "right";
  const Tensor* order = std::get_if<Tensor>(&sorter);
  const Tensor seq = order ? call<"gather">({sorted_sequence, int64_t(-1), *order, false}) : sorted_sequence;
  const Tensor* given = std::get_if<Tensor>(&values_arg);
  // A number is compared in the type the sequence and it promote to, the number counting as a wrapped scalar (0.7
  // among int32 values is compared as float; -1 among uint8 values wraps to 255), as PyTorch's.
  const Tensor wrapped = given ? Tensor() : scalar_operand(scalar_of(values_arg));
  const Tensor values = given ? *given : to_device(to_dtype(wrapped, result_type(std::array{seq, wrapped})), seq.device());
  if (seq.device().is_cpu()) refuse_bool(result_type(std::array{seq, values}), "searchsorted_out_cpu");
  if (values.device().is_meta() || seq.device().is_meta()) {  // (shapes only: the counting form below)
    Tensor s;
    if (seq.dim() == 1) {
      Ints shape(static_cast<size_t>(values.dim()), 1);
      shape.push_back(seq.numel());
      s = call<"reshape">({seq, shape});
    } else {
      s = call<"unsqueeze">({seq, int64_t(-2)});
    }
    const Tensor v = call<"unsqueeze">({values, int64_t(-1)});
    const Tensor hits = right ? call<"le.Tensor">({s, v}) : call<"lt.Tensor">({s, v});
    const Tensor out = call<"sum.dim_IntList">({hits, Ints{-1}, false});
    return out_int32 ? call<"to.dtype">({out, ScalarType::Int, false, false}) : out;
  }
  return binary_searched(seq, values, out_int32, right);
}

IValue at_or_none(const Stack& s, size_t i) { return i < s.size() ? s[i] : IValue(NoneValue{}); }

int64_t int64_value(const Tensor& t) {
  const Tensor longs = host_contiguous(t, ScalarType::Long);
  return *static_cast<const int64_t*>(longs.data_ptr());
}

// repeat_interleave(repeats): each index i, repeats[i] times, in the repeats' own integer dtype (1.13's
// repeat_interleave_cpu, which the other overloads' index_select takes its index from). The counts are read on the
// host.
Tensor repeat_indices(const Tensor& repeats, const IValue& output_size) {
  const ScalarType t = repeats.dtype();
  check(t == ScalarType::Long || t == ScalarType::Int, ErrorKind::RuntimeError,
        "\"repeat_interleave_cpu\" not implemented for '", dtype_title(t), "'");
  check(repeats.dim() == 1, ErrorKind::RuntimeError, "repeat_interleave only accept 1D vector as repeat");
  if (repeats.device().is_meta()) {  // the counts are data: PyTorch's meta path needs the output size
    const int64_t* size = std::get_if<int64_t>(&output_size);
    check(size != nullptr, ErrorKind::RuntimeError, "cannot repeat_interleave a meta tensor without output_size");
    return empty(std::vector<int64_t>{*size}, t, repeats.device());
  }
  const Tensor counts = host_contiguous(repeats, ScalarType::Long);
  const int64_t* c = static_cast<const int64_t*>(counts.data_ptr());
  const int64_t n = counts.numel();
  int64_t total = 0;
  for (int64_t i = 0; i < n; ++i) {
    check(c[i] >= 0, ErrorKind::RuntimeError, "repeats can not be negative");
    total += c[i];
  }
  if (const int64_t* size = std::get_if<int64_t>(&output_size))
    check(*size == total, ErrorKind::RuntimeError, "allocated size does not match required size");
  Tensor index = empty(std::vector<int64_t>{total}, ScalarType::Long);
  int64_t* out = static_cast<int64_t*>(index.data_ptr());
  for (int64_t i = 0; i < n; ++i) out = std::fill_n(out, c[i], i);
  if (t != ScalarType::Long) index = to_dtype(index, t);
  return repeats.device().is_cpu() ? index : to_device(index, repeats.device());
}

// repeat_interleave(self, repeats, dim): as 1.13's, an index_select of self (flattened when no dim is given) by the
// repeated indices, a single count (an int, a 0-d or one-element tensor) standing for every position along dim: a
// new tensor, never a view of self.
Tensor repeat_each(const Tensor& self, const Tensor& repeats_arg, const IValue& dim_arg, const IValue& output_size) {
  Tensor input = self;
  int64_t dim = 0;
  if (const int64_t* given = std::get_if<int64_t>(&dim_arg)) dim = *given;
  else input = call<"reshape">({input, Ints{-1}});
  const int64_t d = wrap_dim_of(dim, input.dim());
  const int64_t length = input.dim() == 0 ? 1 : input.sizes()[d];
  Tensor repeats = repeats_arg;
  if (repeats.device().is_meta()) {  // the repeats are data: PyTorch's meta path needs the output size
    const int64_t* size = std::get_if<int64_t>(&output_size);
    check(size != nullptr, ErrorKind::RuntimeError, "cannot repeat_interleave a meta tensor without output_size");
    Ints out_shape(input.sizes().begin(), input.sizes().end());
    out_shape.at(static_cast<size_t>(d)) = *size;
    return empty(out_shape, input.dtype(), input.device());
  }
  if (repeats.dim() == 0 || (repeats.dim() == 1 && repeats.numel() == 1))
    repeats = call<"expand">({call<"reshape">({repeats, Ints{1}}), Ints{length}, false});
  else if (repeats.dim() == 1)
    check(repeats.numel() == length, ErrorKind::RuntimeError, "repeats must have the same size as input along dim");
  else
    throw Error(ErrorKind::RuntimeError, "repeats must be 0-dim or 1-dim tensor");
  return call<"index_select">({input, d, repeat_indices(repeats, output_size)});
}

}  // namespace

// where(condition): PyTorch's nonzero_numpy, the indices of the nonzero elements as one tensor per dim (a 0-d
// condition taken as 1-d).
TSR_DEFINE_COMPOSITE_OP("where(Tensor condition) -> Tensor[]",
                        "The indices of the nonzero elements of condition, one tensor per dim (nonzero(as_tuple=True)).");
TSR_REGISTER_KERNEL("where", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& condition = tensor_at(s, 0);
  const Tensor nz = call<"nonzero">({condition.dim() == 0 ? call<"unsqueeze">({condition, int64_t(0)}) : condition});
  s = call_multi<"unbind.int">({nz, int64_t(1)});
});
TSR_REGISTER_KERNEL("isin.Tensor_Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {isin_of(tensor_at(s, 0), tensor_at(s, 1), s)};
});
TSR_REGISTER_KERNEL("isin.Tensor_Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {isin_of(tensor_at(s, 0), tensor_of(s.at(1), tensor_at(s, 0).device()), s)};
});
TSR_REGISTER_KERNEL("isin.Scalar_Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {isin_of(tensor_of(s.at(0), tensor_at(s, 1).device()), tensor_at(s, 1), s)};
});
TSR_REGISTER_KERNEL("searchsorted.Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {searchsorted_of(tensor_at(s, 0), s.at(1), bool_arg(s, 2), bool_arg(s, 3), at_or_none(s, 4), at_or_none(s, 5))};
});
TSR_REGISTER_KERNEL("searchsorted.Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {searchsorted_of(tensor_at(s, 0), s.at(1), bool_arg(s, 2), bool_arg(s, 3), at_or_none(s, 4), at_or_none(s, 5))};
});
TSR_REGISTER_KERNEL("bucketize.Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {searchsorted_of(tensor_at(s, 1), s.at(0), bool_arg(s, 2), bool_arg(s, 3), NoneValue{}, NoneValue{})};
});
TSR_REGISTER_KERNEL("bucketize.Scalar", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {searchsorted_of(tensor_at(s, 1), s.at(0), bool_arg(s, 2), bool_arg(s, 3), NoneValue{}, NoneValue{})};
});
TSR_REGISTER_KERNEL("repeat_interleave.Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {repeat_indices(tensor_at(s, 0), at_or_none(s, 1))};
});
TSR_REGISTER_KERNEL("repeat_interleave.self_Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {repeat_each(tensor_at(s, 0), tensor_at(s, 1), at_or_none(s, 2), at_or_none(s, 3))};
});
TSR_REGISTER_KERNEL("repeat_interleave.self_int", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_at(s, 0);
  const Tensor count = full(std::vector<int64_t>{1}, Scalar(std::get<int64_t>(s.at(1))), ScalarType::Long, self.device());
  s = {repeat_each(self, count, at_or_none(s, 2), at_or_none(s, 3))};
});

}  // namespace tsr::tensor
