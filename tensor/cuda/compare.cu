// Comparisons, logical ops, where, clamp, the float classifications and rounding on the CUDA key: type promotion
// and checks as the CPU kernels (tensor/kernels/cpu/compare.cpp, pointwise.cpp), then one launch of the
// elementwise launcher with a functor of functors.hpp (which tests/tensor/cuda/functors_test.cpp runs on the CPU
// against the CPU kernels).
#include "tensor/cuda/compaction.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/ops/device_ops.hpp"

namespace tsr::tensor::cuda {
namespace {

// out (bool) = f(a, b), both in `dtype`.
template <class F>
Tensor to_bool(const Tensor& a, const Tensor& b, ScalarType dtype, F f, const char* name) {
  const std::array<Tensor, 2> in{a, b};
  Tensor out = output(in, broadcast_shapes(a.sizes(), b.sizes()), ScalarType::Bool, gpu_of(in));
  dispatch_all(dtype, name, [&]<class T>(std::type_identity<T>) {
    launch<bool, T, 2>(out, {as_operand(a, dtype), as_operand(b, dtype)}, f);
  });
  return out;
}

template <CmpOp Op>
BoxedKernel comparison(const char* name) {
  return kernel([name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
    const ScalarType dtype = result_type(std::array{a, b});
    if constexpr (Op == CmpOp::Eq || Op == CmpOp::Ne) {
      if (is_complex(dtype)) {  // part by part: equal where both parts are (NaN parts unequal, as the CPU's)
        const Device gpu = gpu_of(std::array{a, b});
        const auto parts = [&](const Tensor& t) { return view_as_real(to_device(to_dtype(t, dtype), gpu)); };
        const Tensor same = dispatched(Op == CmpOp::Eq ? "eq.Tensor" : "ne.Tensor", {parts(a), parts(b)});
        return set_result(s, dispatched(Op == CmpOp::Eq ? "logical_and" : "logical_or",
                                        {select(same, -1, 0), select(same, -1, 1)}));
      }
    }
    set_result(s, to_bool(a, b, dtype, CompareF<Op>{}, name));
  });
}

template <class F>
BoxedKernel logical(F f) {
  return kernel([f](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]), b = tensor_operand(s[1]);
    set_result(s, to_bool(a, b, ScalarType::Bool, f, "logical_cuda"));
  });
}

// A bool result of one operand of any (real) dtype.
template <class F>
BoxedKernel classify(F f, const char* name) {
  return kernel([f, name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]);
    Tensor out = empty_like_layout(a, a.sizes(), ScalarType::Bool);
    dispatch_all(a.dtype(), name, [&]<class T>(std::type_identity<T>) { launch<bool, T, 1>(out, {a}, f); });
    set_result(s, std::move(out));
  });
}

// Same dtype in and out (rounding keeps integer dtypes; sign).
template <class F>
BoxedKernel same_dtype(F f, const char* name) {
  return kernel([f, name](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor a = tensor_operand(s[0]);
    check(!is_complex(a.dtype()) || std::string_view(name) != "sign_cuda", ErrorKind::RuntimeError,
          "Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn instead.");
    Tensor out = empty_like_layout(a, a.sizes(), a.dtype());
    dispatch_all(a.dtype(), name, [&]<class T>(std::type_identity<T>) { launch<T, T, 1>(out, {a}, f); });
    set_result(s, std::move(out));
  });
}

}  // namespace

TSR_REGISTER_KERNEL("eq.Tensor", CUDA, comparison<CmpOp::Eq>("eq_cuda"));
TSR_REGISTER_KERNEL("ne.Tensor", CUDA, comparison<CmpOp::Ne>("ne_cuda"));
TSR_REGISTER_KERNEL("lt.Tensor", CUDA, comparison<CmpOp::Lt>("lt_cuda"));
TSR_REGISTER_KERNEL("le.Tensor", CUDA, comparison<CmpOp::Le>("le_cuda"));
TSR_REGISTER_KERNEL("gt.Tensor", CUDA, comparison<CmpOp::Gt>("gt_cuda"));
TSR_REGISTER_KERNEL("ge.Tensor", CUDA, comparison<CmpOp::Ge>("ge_cuda"));
TSR_REGISTER_KERNEL("logical_and", CUDA, logical(LogicalAndF{}));
TSR_REGISTER_KERNEL("logical_or", CUDA, logical(LogicalOrF{}));
TSR_REGISTER_KERNEL("logical_not", CUDA, classify(LogicalNotF{}, "logical_not_cuda"));
TSR_REGISTER_KERNEL("isnan", CUDA, classify(IsNanF{}, "isnan_cuda"));
TSR_REGISTER_KERNEL("isinf", CUDA, classify(IsInfF{}, "isinf_cuda"));
TSR_REGISTER_KERNEL("isfinite", CUDA, classify(IsFiniteF{}, "isfinite_cuda"));
TSR_REGISTER_KERNEL("floor", CUDA, same_dtype(RoundF<RoundOp::Floor>{}, "floor_cuda"));
TSR_REGISTER_KERNEL("ceil", CUDA, same_dtype(RoundF<RoundOp::Ceil>{}, "ceil_cuda"));
TSR_REGISTER_KERNEL("round", CUDA, same_dtype(RoundF<RoundOp::Round>{}, "round_cuda"));
TSR_REGISTER_KERNEL("trunc", CUDA, same_dtype(RoundF<RoundOp::Trunc>{}, "trunc_cuda"));
TSR_REGISTER_KERNEL("sign", CUDA, same_dtype(SignF{}, "sign_cuda"));

TSR_REGISTER_KERNEL("where.self", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor cond = tensor_operand(s[0]), a = tensor_operand(s[1]), b = tensor_operand(s[2]);
  check(cond.dtype() == ScalarType::Bool, ErrorKind::RuntimeError,
        "where expected condition to be a boolean tensor, but got a tensor with dtype ", dtype_title(cond.dtype()));
  const ScalarType dtype = result_type(std::array{a, b});
  const std::array<Tensor, 3> in{cond, a, b};
  Tensor out = output(in, broadcast_shapes(broadcast_shapes(cond.sizes(), a.sizes()), b.sizes()), dtype, gpu_of(in));
  // The launcher's operands share one dtype: the condition goes to `dtype` (non-zero is true) on the device.
  dispatch_all(dtype, "where_cuda", [&]<class T>(std::type_identity<T>) {
    launch<T, T, 3>(out, {as_operand(cond, dtype), as_operand(a, dtype), as_operand(b, dtype)}, WhereF{});
  });
  set_result(s, std::move(out));
}));

TSR_REGISTER_KERNEL("clamp", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "clamp_scalar_cuda");  // AT_DISPATCH_ALL_TYPES_AND2(Half, BFloat16)
  const Tensor a = tensor_operand(s[0]);
  const std::optional<double> lo = optional_double_arg(s, 1), hi = optional_double_arg(s, 2);
  check(lo || hi, ErrorKind::RuntimeError, "torch.clamp: At least one of 'min' or 'max' must not be None");
  // The bounds take part in type promotion, as on the CPU (clamp(int tensor, min=0.5) is a float tensor).
  std::vector<Tensor> operands{a};
  for (size_t i : {1, 2})
    if (optional_double_arg(s, i)) operands.push_back(tensor_operand(s[i]));
  const ScalarType dtype = result_type(operands);
  Tensor out = empty_like_layout(a, a.sizes(), dtype);
  const ClampF f{lo.value_or(0.0), hi.value_or(0.0), lo.has_value(), hi.has_value()};
  dispatch_all(dtype, "clamp_cuda", [&]<class T>(std::type_identity<T>) {
    launch<T, T, 1>(out, {as_operand(a, dtype)}, f);
  });
  set_result(s, std::move(out));
}));

namespace {


// The inclusive prefix count of a contiguous bool tensor's elements (flattened), and its last value: the number set,
// read on the host (the one synchronisation, as PyTorch's kernels read their count).
std::pair<Tensor, int64_t> ranks_of(const Tensor& flags) {
  const Tensor rank = dispatched("cumsum", {flatten(flags), int64_t(0), ScalarType::Long});
  const int64_t count = flags.numel() == 0 ? 0 : static_cast<int64_t>(host_double(select(rank, 0, flags.numel() - 1)));
  return {rank, count};
}

template <class F>
void by_element_size(size_t bytes, F&& f) {
  switch (bytes) {
    case 1: return f(std::integral_constant<int, 1>{});
    case 2: return f(std::integral_constant<int, 2>{});
    case 4: return f(std::integral_constant<int, 4>{});
    case 8: return f(std::integral_constant<int, 8>{});
    default: return f(std::integral_constant<int, 16>{});
  }
}

}  // namespace

// nonzero(self): the coordinates of the elements that are not zero (a complex element: either part), row by row.
TSR_REGISTER_KERNEL("nonzero", CUDA, kernel([](const Operator& o, DispatchKeySet keys, Stack& s) {
  const Tensor& self = std::get<Tensor>(s.at(0));
  if (self.dim() > kMaxDims) {  // the coordinates' sizes travel in a fixed array
    static const BoxedKernel on_host = through_host_kernel();
    return on_host(o, keys, s);
  }
  const Tensor zero = scalar_to_tensor(int64_t{0});
  const Tensor flags = contiguous(is_complex(self.dtype())
                                      ? dispatched("any.dims", {dispatched("ne.Tensor", {view_as_real(self), zero}),
                                                        std::vector<int64_t>{-1}, false})
                                      : dispatched("ne.Tensor", {self, zero}));
  const auto [rank, count] = ranks_of(flags);
  Tensor out = empty(std::vector<int64_t>{count, self.dim()}, ScalarType::Long, self.device());
  if (count > 0 && self.dim() > 0) {
    NonzeroCoords f{flags.data<bool>(), rank.data<int64_t>(), self.dim(), {}, out.data<int64_t>()};
    for (int64_t d = 0; d < self.dim(); ++d) f.sizes[d] = self.size(d);
    launch_each_index(flags.numel(), f);
  }
  set_result(s, std::move(out));
}));

// masked_select(self, mask): self's elements where the mask (broadcast with it) is set, in order.
TSR_REGISTER_KERNEL("masked_select", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &self = std::get<Tensor>(s.at(0)), &mask = std::get<Tensor>(s.at(1));
  check(mask.dtype() == ScalarType::Bool, ErrorKind::RuntimeError, "masked_select: expected BoolTensor for mask");
  const Dims shape = broadcast_shapes(self.sizes(), mask.sizes());
  const Tensor values = contiguous(expand(self, shape)), flags = contiguous(expand(mask, shape));
  const auto [rank, count] = ranks_of(flags);
  Tensor out = empty(std::vector<int64_t>{count}, self.dtype(), self.device());
  if (count > 0)
    by_element_size(values.element_size(), [&]<int Bytes>(std::integral_constant<int, Bytes>) {
      launch_each_index(flags.numel(),
                        SelectKept<Bytes>{flags.data<bool>(), rank.data<int64_t>(),
                                          static_cast<const Word<Bytes>*>(values.data_ptr()),
                                          static_cast<Word<Bytes>*>(out.data_ptr())});
    });
  set_result(s, std::move(out));
}));

}  // namespace tsr::tensor::cuda
