// Typed calls: the C++ API's fast path into the dispatcher, and kernels written with C++ signatures.
//
// Note [Unboxed calls]: the boxed path (a Stack of IValues) is what the language binding and generic kernels such
// as Trace use; building and unpacking a Stack costs more than a 1-element add itself. A kernel registered with
// TSR_REGISTER_TYPED_KERNEL keeps both forms: its plain C++ function, and a boxed wrapper generated from that
// function's signature (arguments read from the stack, trailing ones the caller left off taken from the schema's
// defaults). TypedOp computes the key set from its C++ arguments; when the kernel serving that set has a C++ form
// (no Trace, Autograd falling through) it calls it directly, otherwise it boxes the arguments and redispatches.
// The kernel's function type is checked on every call, so a mismatched signature is an error, never a bad cast.
#pragma once

#include <string>
#include <string_view>
#include <tuple>
#include <typeinfo>
#include <utility>

#include "tensor/core/scalar.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

// The value a schema default stands for: "None", "True", "1", "0.5", "[]", "[0, 1]", "'none'".
IValue default_argument(const SchemaArgument& argument);

// ---- C++ values to and from IValues -----------------------------------------------------------------------------

inline IValue box_argument(const Tensor& t) { return t; }
inline IValue box_argument(const Scalar& s) {
  return std::visit([](auto v) { return IValue(v); }, s.value());
}
inline IValue box_argument(double v) { return v; }
inline IValue box_argument(int64_t v) { return v; }
inline IValue box_argument(bool v) { return v; }
inline IValue box_argument(const std::string& v) { return v; }

template <class T> struct Unbox;
template <> struct Unbox<Tensor> {
  static Tensor get(const IValue& v) { return tensor_operand(v); }  // a Python number becomes a wrapped number
};
template <> struct Unbox<Scalar> {
  static Scalar get(const IValue& v) {
    if (const bool* b = std::get_if<bool>(&v)) return *b;
    if (const int64_t* i = std::get_if<int64_t>(&v)) return *i;
    return as_double(v).value_or(0.0);
  }
};
template <> struct Unbox<double> {
  static double get(const IValue& v) { return as_double(v).value_or(0.0); }
};
template <> struct Unbox<int64_t> {
  static int64_t get(const IValue& v) {
    if (const int64_t* i = std::get_if<int64_t>(&v)) return *i;  // exact: no round trip through double
    return static_cast<int64_t>(as_double(v).value_or(0.0));
  }
};
template <> struct Unbox<bool> {
  static bool get(const IValue& v) { return as_double(v).value_or(0.0) != 0.0; }
};

template <> struct Unbox<std::string> {
  static std::string get(const IValue& v) {
    const std::string* s = std::get_if<std::string>(&v);
    check(s != nullptr, ErrorKind::TypeError, "expected a str argument");
    return *s;
  }
};

// Argument `i` of a boxed call, or its schema default when the caller left it off.
template <class T>
T unbox_argument(const Operator& op, const Stack& stack, size_t i) {
  if (i < stack.size()) return Unbox<T>::get(stack[i]);
  const auto& arguments = op.schema().arguments;
  check(i < arguments.size() && arguments[i].default_value.has_value(), ErrorKind::TypeError,
        op.schema().name, "() missing required argument '", i < arguments.size() ? arguments[i].name : "?", "'");
  return Unbox<T>::get(default_argument(arguments[i]));
}

// ---- typed kernels ----------------------------------------------------------------------------------------------

template <class F> struct KernelSignature;
template <class Ret, class... Args> struct KernelSignature<Ret (*)(Args...)> {
  using Arguments = std::tuple<std::decay_t<Args>...>;
};

// The boxed form of a typed kernel: reads each argument as its C++ parameter type, calls it, pushes the result.
template <auto Fn>
void boxed_from_unboxed(const Operator& op, DispatchKeySet, Stack& stack) {
  using Arguments = typename KernelSignature<decltype(Fn)>::Arguments;
  Tensor result = [&]<size_t... I>(std::index_sequence<I...>) {
    return Fn(unbox_argument<std::tuple_element_t<I, Arguments>>(op, stack, I)...);
  }(std::make_index_sequence<std::tuple_size_v<Arguments>>{});
  stack.clear();
  stack.emplace_back(std::move(result));
}

// TSR_REGISTER_TYPED_KERNEL("add.Tensor", CPU, add_cpu) with `Tensor add_cpu(const Tensor&, const Tensor&,
// const Scalar&)` — in the kernel's own file, like TSR_REGISTER_KERNEL.
#define TSR_REGISTER_TYPED_KERNEL(op, key, fn)                                                        \
  static const ::tsr::tensor::detail::KernelRegistrar TSR_CONCAT(tsr_kernel_registrar_, __COUNTER__)( \
      op, ::tsr::tensor::DispatchKey::key, &::tsr::tensor::boxed_from_unboxed<&fn>,                   \
      reinterpret_cast<::tsr::tensor::ErasedKernel>(&fn), typeid(&fn), #fn)

// ---- typed calls ------------------------------------------------------------------------------------------------

template <class T> DispatchKeySet argument_keys(const T&) { return {}; }
inline DispatchKeySet argument_keys(const Tensor& t) { return Dispatcher::tensor_keys(t); }
inline DispatchKeySet argument_keys(const std::optional<Tensor>& t) {
  return t ? Dispatcher::tensor_keys(*t) : DispatchKeySet();
}
inline DispatchKeySet argument_keys(const std::vector<Tensor>& list) {
  DispatchKeySet keys;
  for (const Tensor& t : list) keys = keys | Dispatcher::tensor_keys(t);
  return keys;
}

template <class Sig> class TypedOp;

// A handle on one op for calls with C++ arguments: `static const TypedOp<Tensor(const Tensor&)> op("exp");`.
template <class... Args>
class TypedOp<Tensor(Args...)> {
 public:
  explicit TypedOp(std::string_view qualified_name) : op_(find_op(qualified_name)) {}

  Tensor operator()(Args... args) const {
    const DispatchKeySet keys = Dispatcher::with_local_keys((argument_keys(args) | ... | DispatchKeySet()));
    const Dispatcher& dispatcher = Dispatcher::instance();
    if (ErasedKernel fn = dispatcher.unboxed_kernel(op_, keys, typeid(Tensor (*)(Args...))))
      return reinterpret_cast<Tensor (*)(Args...)>(fn)(args...);
    Stack stack{box_argument(args)...};
    dispatcher.redispatch(op_, keys, stack);
    return std::get<Tensor>(stack.at(0));
  }

  const Operator& op() const { return op_; }

 private:
  const Operator& op_;
};

}  // namespace tsr::tensor
