// Comparisons, logical ops, where and clamp: schemas, CPU kernels and the C++ API.
#include <limits>
#include "tensor/ops/compare.hpp"

#include <array>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/warning.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/pointwise_loops.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

TSR_DEFINE_OP("eq.Tensor(Tensor self, Tensor other) -> Tensor", "self == other, elementwise.",
              autograd::not_differentiable());
TSR_DEFINE_OP("ne.Tensor(Tensor self, Tensor other) -> Tensor", "self != other, elementwise.",
              autograd::not_differentiable());
TSR_DEFINE_OP("lt.Tensor(Tensor self, Tensor other) -> Tensor", "self < other, elementwise.",
              autograd::not_differentiable());
TSR_DEFINE_OP("le.Tensor(Tensor self, Tensor other) -> Tensor", "self <= other, elementwise.",
              autograd::not_differentiable());
TSR_DEFINE_OP("gt.Tensor(Tensor self, Tensor other) -> Tensor", "self > other, elementwise.",
              autograd::not_differentiable());
TSR_DEFINE_OP("ge.Tensor(Tensor self, Tensor other) -> Tensor", "self >= other, elementwise.",
              autograd::not_differentiable());
TSR_DEFINE_OP("logical_not(Tensor self) -> Tensor", "not x, elementwise, as a bool tensor.",
              autograd::not_differentiable());
TSR_DEFINE_OP("logical_and(Tensor self, Tensor other) -> Tensor", "x and y, elementwise, as a bool tensor.",
              autograd::not_differentiable());
TSR_DEFINE_OP("logical_or(Tensor self, Tensor other) -> Tensor", "x or y, elementwise, as a bool tensor.",
              autograd::not_differentiable());
TSR_DEFINE_OP("where.self(Tensor condition, Tensor self, Tensor other) -> Tensor",
              "self where condition is true, else other.",
              autograd::formula("WhereBackward0", {"condition"}, [](Ctx& c) {
                Tensor cond = c.s("condition");
                return G{Tensor(), c.to(where(cond, c.g(), scalar(0, c.g().dtype())), "self"),
                         c.to(where(cond, scalar(0, c.g().dtype()), c.g()), "other")};
              }));
TSR_DEFINE_OP("clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor", "Limits each element to [min, max].",
              autograd::formula("ClampBackward1", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                Tensor keep = ones_like(x, ScalarType::Bool);
                if (auto lo = optional_double_arg(c.args, 1))
                  keep = logical_and(keep, compare(x, scalar(*lo, x.dtype()), CompareOp::Ge));
                if (auto hi = optional_double_arg(c.args, 2))
                  keep = logical_and(keep, compare(x, scalar(*hi, x.dtype()), CompareOp::Le));
                return G{where(keep, c.g(), scalar(0, c.g().dtype()))};
              }));

namespace {

void set_result(Stack& stack, Tensor t) {
  stack.clear();
  stack.emplace_back(std::move(t));
}

// out (bool) = f(x, y) with x, y converted to `dtype`.
template <class MakeF>
Tensor to_bool(const Tensor& a, const Tensor& b, ScalarType dtype, MakeF&& make_f) {
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  Tensor out = pointwise::elementwise_empty({&a, &b}, shape, ScalarType::Bool);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_dtype_and_uint(dtype, [&]<class T>(std::type_identity<T> tag) {  // numpy's uint16/32/64 compare too
    auto f = make_f(tag);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
      bool* o = reinterpret_cast<bool*>(p[0]);
      const T* x = reinterpret_cast<const T*>(p[1]);
      const T* y = reinterpret_cast<const T*>(p[2]);
      if (s[0] == 1 && s[1] == 1 && s[2] == 1) {
        for (int64_t i = 0; i < n; ++i) o[i] = f(x[i], y[i]);
      } else if (s[0] == 1 && s[1] == 1 && s[2] == 0) {  // against a scalar
        const T b = *y;
        for (int64_t i = 0; i < n; ++i) o[i] = f(x[i], b);
      } else {
        for (int64_t i = 0; i < n; ++i) o[i * s[0]] = f(x[i * s[1]], y[i * s[2]]);
      }
    });
  });
  return out;
}

// The comparison is a template argument, so each op's inner loop is branch-free and vectorises.
template <CompareOp Op>
void comparison_kernel(const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]), b = tensor_operand(stack[1]);
  if (const ScalarType d = result_type(std::array{a, b}); is_complex(d)) {  // == and != only, as PyTorch
    if constexpr (Op == CompareOp::Eq || Op == CompareOp::Ne)
      return set_result(stack, complex_binary(Op == CompareOp::Eq ? ComplexBinary::Eq : ComplexBinary::Ne, a, b, d));
    constexpr const char* names[] = {"eq", "ne", "lt", "le", "gt", "ge"};
    throw Error(ErrorKind::RuntimeError, "\"" + std::string(names[int(Op)]) + "_cpu\" not implemented for '" +
                                             std::string(dtype_title(d)) + "'");
  }
  set_result(stack, to_bool(a, b, result_type(std::array{a, b}), []<class T>(std::type_identity<T>) {
    return [](T x, T y) {
      if constexpr (Op == CompareOp::Eq) return x == y;
      else if constexpr (Op == CompareOp::Ne) return x != y;
      else if constexpr (Op == CompareOp::Lt) return x < y;
      else if constexpr (Op == CompareOp::Le) return x <= y;
      else if constexpr (Op == CompareOp::Gt) return x > y;
      else return x >= y;
    };
  }));
}

template <bool IsAnd>
void logical_kernel(Stack& stack) {
  const Tensor a = to_dtype(tensor_operand(stack[0]), ScalarType::Bool), b = to_dtype(tensor_operand(stack[1]), ScalarType::Bool);
  set_result(stack, to_bool(a, b, ScalarType::Bool, []<class T>(std::type_identity<T>) {
    return [](T x, T y) { return IsAnd ? (x && y) : (x || y); };
  }));
}


}  // namespace

TSR_REGISTER_KERNEL("eq.Tensor", CPU, comparison_kernel<CompareOp::Eq>);
TSR_REGISTER_KERNEL("ne.Tensor", CPU, comparison_kernel<CompareOp::Ne>);
TSR_REGISTER_KERNEL("lt.Tensor", CPU, comparison_kernel<CompareOp::Lt>);
TSR_REGISTER_KERNEL("le.Tensor", CPU, comparison_kernel<CompareOp::Le>);
TSR_REGISTER_KERNEL("gt.Tensor", CPU, comparison_kernel<CompareOp::Gt>);
TSR_REGISTER_KERNEL("ge.Tensor", CPU, comparison_kernel<CompareOp::Ge>);
TSR_REGISTER_KERNEL("logical_and", CPU, [](const Operator&, DispatchKeySet, Stack& s) { logical_kernel<true>(s); });
TSR_REGISTER_KERNEL("logical_or", CPU, [](const Operator&, DispatchKeySet, Stack& s) { logical_kernel<false>(s); });

TSR_REGISTER_KERNEL("logical_not", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = tensor_operand(stack[0]);
  set_result(stack, to_bool(a, a, a.dtype(), []<class T>(std::type_identity<T>) {
    return [](T x, T) { return x == T(0); };
  }));
});

TSR_REGISTER_KERNEL("where.self", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  Tensor cond = tensor_operand(stack[0]);
  const Tensor a = tensor_operand(stack[1]), b = tensor_operand(stack[2]);
  check(cond.dtype() == ScalarType::Bool || cond.dtype() == ScalarType::Byte, ErrorKind::RuntimeError,
        "where expected condition to be a boolean tensor, but got a tensor with dtype ",
        dtype_title(cond.dtype()));
  if (cond.dtype() == ScalarType::Byte) {  // PyTorch 1.13's deprecated uint8 condition: warned once, taken as bool
    static std::atomic<bool> warned{false};
    warn_once(warned, "where received a uint8 condition tensor. This behavior is deprecated and will be removed in a "
                      "future version of PyTorch. Use a boolean condition instead. (Triggered internally at  "
                      "./aten/src/ATen/native/TensorCompare.cpp:413.)");
    cond = to_dtype(cond, ScalarType::Bool);
  }
  const ScalarType dtype = result_type(std::array{a, b});
  const Dims shape = broadcast_shapes(broadcast_shapes(cond.sizes(), a.sizes()), b.sizes());  // cond, self, other
  // the result takes the layout of an operand of its full shape (self, other, then condition), as an elementwise
  // op's does
  Tensor out = pointwise::elementwise_empty({&cond, &a, &b}, shape, dtype);
  const auto layout = make_elementwise_layout<4>({out, cond, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_dtype_and_complex(dtype, [&]<class T>(std::type_identity<T>) {
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
      T* o = reinterpret_cast<T*>(p[0]);
      const bool* c = reinterpret_cast<const bool*>(p[1]);
      const T* x = reinterpret_cast<const T*>(p[2]);
      const T* y = reinterpret_cast<const T*>(p[3]);
      if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 1) {
        for (int64_t i = 0; i < n; ++i) o[i] = c[i] ? x[i] : y[i];
      } else if (s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == 0) {  // masking with a scalar
        const T other = *y;
        for (int64_t i = 0; i < n; ++i) o[i] = c[i] ? x[i] : other;
      } else {
        for (int64_t i = 0; i < n; ++i) o[i * s[0]] = c[i * s[1]] ? x[i * s[2]] : y[i * s[3]];
      }
    });
  });
  set_result(stack, out);
});

TSR_REGISTER_KERNEL("clamp", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  check(!is_complex(std::get<Tensor>(stack[0]).dtype()), ErrorKind::RuntimeError,
        "clamp is not supported for complex types");
  const Tensor a = tensor_operand(stack[0]);
  const std::optional<double> lo = optional_double_arg(stack, 1), hi = optional_double_arg(stack, 2);
  // PyTorch's stub for the bounds given: clamp_scalar (both), clamp_min_scalar or clamp_max_scalar, whose
  // refusals name "clamp_scalar_cpu", "clamp_min_cpu" and "clamp_max_scalar_cpu"
  refuse_half(a.dtype(), lo && hi ? "clamp_scalar_cpu" : lo ? "clamp_min_cpu" : "clamp_max_scalar_cpu");
  check(lo || hi, ErrorKind::RuntimeError, "torch.clamp: At least one of 'min' or 'max' must not be None");
  // The bounds take part in type promotion, as in PyTorch: clamp(int tensor, min=0.5) is a float tensor (it
  // stayed integral, the bound truncated).
  std::vector<Tensor> operands{a};
  for (size_t i : {1, 2})
    if (optional_double_arg(stack, i)) operands.push_back(tensor_operand(stack[i]));
  const ScalarType dtype = result_type(operands);
  Tensor out = empty_like_pointwise(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    const T l = lo ? static_cast<T>(*lo) : T(), h = hi ? static_cast<T>(*hi) : T();
    // PyTorch's kernels: a NaN element stays NaN, else min(max(v, lo), hi) with std::max(v, lo) and
    // std::min(v, hi) (its vector loop's max_ps(lo, v) and min_ps(hi, v) alike), so a tie keeps the element (a
    // -0.0 clamped at min 0.0 stays -0.0); a NaN min makes every element NaN and a NaN max leaves them;
    // branch-free selects, which the compiler vectorises
    auto run = [&]<bool kLo, bool kHi>(T* o, const T* x, int64_t so, int64_t sx, int64_t n) {
      if (so == 1 && sx == 1) {
        for (int64_t i = 0; i < n; ++i) {
          T v = x[i];
          if constexpr (kLo) v = v < l ? l : v;
          if constexpr (kHi) v = h < v ? h : v;
          o[i] = v;
        }
        return;
      }
      for (int64_t i = 0; i < n; ++i) {
        T v = x[i * sx];
        if constexpr (kLo) v = v < l ? l : v;
        if constexpr (kHi) v = h < v ? h : v;
        o[i * so] = v;
      }
    };
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) {
      T* o = reinterpret_cast<T*>(p[0]);
      const T* x = reinterpret_cast<const T*>(p[1]);
      if (lo && l != l) {  // (a NaN element fails `v < l` and stays; a NaN min is every element's)
        for (int64_t i = 0; i < n; ++i) o[i * s[0]] = l;
      } else if (lo && hi) run.template operator()<true, true>(o, x, s[0], s[1], n);
      else if (lo) run.template operator()<true, false>(o, x, s[0], s[1], n);
      else run.template operator()<false, true>(o, x, s[0], s[1], n);
    });
  });
  set_result(stack, out);
});

namespace {
IValue to_ivalue(const std::optional<Scalar>& s) {
  if (!s) return NoneValue{};
  return std::visit([](auto v) { return IValue(v); }, s->value());
}
}  // namespace

Tensor compare(const Tensor& self, const Tensor& other, CompareOp op) {
  static const std::array<const Operator*, 6> kOps = {&find_op("eq.Tensor"), &find_op("ne.Tensor"),
                                                      &find_op("lt.Tensor"), &find_op("le.Tensor"),
                                                      &find_op("gt.Tensor"), &find_op("ge.Tensor")};
  return call_tensor_op(*kOps[static_cast<int>(op)], {self, other});
}
Tensor logical_not(const Tensor& self) { static const Operator& op = find_op("logical_not");
  return call_tensor_op(op, {self}); }
Tensor logical_and(const Tensor& self, const Tensor& other) { static const Operator& op = find_op("logical_and");
  return call_tensor_op(op, {self, other}); }
Tensor logical_or(const Tensor& self, const Tensor& other) { static const Operator& op = find_op("logical_or");
  return call_tensor_op(op, {self, other}); }
Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("where.self");
  return call_tensor_op(op, {condition, self, other});
}
Tensor clamp(const Tensor& self, std::optional<Scalar> min, std::optional<Scalar> max) {
  static const Operator& op = find_op("clamp");
  return call_tensor_op(op, {self, to_ivalue(min), to_ivalue(max)});
}

}  // namespace tsr::tensor
