// Searching and repeating composites (see composites.hpp): isin, searchsorted, bucketize and repeat_interleave,
// each kernel calling the ops the tsr function it replaces called (stdlib/torch/_composites.tsr before).
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

IValue at_or_none(const Stack& s, size_t i) { return i < s.size() ? s[i] : IValue(NoneValue{}); }

int64_t int64_value(const Tensor& t) {
  const Tensor longs = host_contiguous(t, ScalarType::Long);
  return *static_cast<const int64_t*>(longs.data_ptr());
}

Tensor repeat_each(const Tensor& input_arg, const IValue& repeats_arg, const IValue& dim_arg,
                   const IValue& output_size) {
  Tensor input = input_arg;
  int64_t dim = 0;
  if (const int64_t* given = std::get_if<int64_t>(&dim_arg)) dim = *given;
  else input = call<"reshape">({input, Ints{-1}});
  const int64_t d = wrap_dim_of(dim, input.dim());
  const Ints shape(input.sizes().begin(), input.sizes().end());
  const Tensor* repeats = std::get_if<Tensor>(&repeats_arg);
  if (repeats && repeats->device().is_meta()) {  // the repeats are data: PyTorch's meta path needs the output size
    const int64_t* size = std::get_if<int64_t>(&output_size);
    check(size != nullptr, ErrorKind::RuntimeError, "cannot repeat_interleave a meta tensor without output_size");
    Ints out_shape = shape;
    out_shape.at(static_cast<size_t>(d)) = *size;
    return empty(out_shape, input.dtype(), input.device());
  }
  if (!repeats || (repeats->numel() == 1 && shape.at(static_cast<size_t>(d)) != 1)) {
    const int64_t r = repeats ? int64_value(*repeats) : std::get<int64_t>(repeats_arg);
    Ints expanded_shape(shape.begin(), shape.begin() + d + 1), out_shape(shape.begin(), shape.begin() + d);
    expanded_shape.push_back(r);
    expanded_shape.insert(expanded_shape.end(), shape.begin() + d + 1, shape.end());
    out_shape.push_back(shape[static_cast<size_t>(d)] * r);
    out_shape.insert(out_shape.end(), shape.begin() + d + 1, shape.end());
    const Tensor expanded = call<"expand">({call<"unsqueeze">({input, d + 1}), expanded_shape, false});
    return call<"reshape">({expanded, out_shape});
  }
  check(repeats->numel() == shape.at(static_cast<size_t>(d)), ErrorKind::RuntimeError,
        "repeats must have the same size as input along dim");
  const Tensor ends = call<"cumsum">({*repeats, int64_t(0)});
  const int64_t total = ends.numel() ? int64_value(call<"select.int">({ends, int64_t(0), int64_t(-1)})) : 0;
  const Tensor positions = arange(int64_t(0), total, 1, std::nullopt, repeats->device());
  const Tensor index = call<"sum.dim_IntList">(
      {call<"le.Tensor">({call<"unsqueeze">({ends, int64_t(0)}), call<"unsqueeze">({positions, int64_t(1)})}), Ints{1}, false});
  return call<"index_select">({input, d, index});
}

}  // namespace

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
  const Tensor counts = tensor_at(s, 0);
  s = {repeat_each(arange(int64_t(0), counts.numel(), 1, std::nullopt, counts.device()), counts, int64_t(0),
                   at_or_none(s, 1))};
});
TSR_REGISTER_KERNEL("repeat_interleave.self_Tensor", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {repeat_each(tensor_at(s, 0), s.at(1), at_or_none(s, 2), at_or_none(s, 3))};
});
TSR_REGISTER_KERNEL("repeat_interleave.self_int", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {repeat_each(tensor_at(s, 0), s.at(1), at_or_none(s, 2), at_or_none(s, 3))};
});

}  // namespace tsr::tensor
