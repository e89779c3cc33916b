// See complex_kernels.hpp.
#include "tensor/kernels/cpu/complex_kernels.hpp"

#include <cmath>
#include <string>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/scalar.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

// The operands broadcast and converted to dtype, contiguous.
Tensor operand(const Tensor& t, const Dims& shape, ScalarType dtype) {
  return contiguous(expand(to_dtype(t, dtype), shape));
}

// c10::complex's multiplication, written out (no Annex G recovery of infinities from NaN products, as c10's).
template <class T>
std::complex<T> multiply(std::complex<T> x, std::complex<T> y) {
  const T a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  return {a * c - b * d, a * d + b * c};
}

// c10::complex's division (numpy's: Smith's algorithm, scaling by the larger part of the divisor).
template <class T>
std::complex<T> divide(std::complex<T> x, std::complex<T> y) {
  const T a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  const T abs_c = std::abs(c), abs_d = std::abs(d);
  if (abs_c >= abs_d) {
    if (abs_c == T(0) && abs_d == T(0)) return {a / abs_c, b / abs_d};  // a complex infinity or NaN
    const T rat = d / c, scl = T(1) / (c + d * rat);
    return {(a + b * rat) * scl, (b - a * rat) * scl};
  }
  const T rat = c / d, scl = T(1) / (d + c * rat);
  return {(a * rat + b) * scl, (b * rat - a) * scl};
}

template <class Out, class In, class F>
Tensor map_unary(const Tensor& a, ScalarType out_dtype, F f) {
  const Tensor x = contiguous(a);
  Tensor out = empty(a.sizes(), out_dtype);
  const In* p = x.data<In>();
  Out* o = out.data<Out>();
  for (int64_t i = 0, n = x.numel(); i < n; ++i) o[i] = f(p[i]);
  return out;
}

// PyTorch's unary kernels that refuse complex inputs ("erf_vml_cpu" not implemented for 'ComplexFloat').
bool pytorch_refuses(std::string_view name) {
  for (std::string_view r : {"erf_vml_cpu", "erfc_vml_cpu", "log1p_vml_cpu", "expm1_vml_cpu", "lgamma_vml_cpu",
                             "GeluKernelImpl", "exp2"})
    if (name == r) return true;
  return false;
}

}  // namespace

Tensor complex_binary(ComplexBinary op, const Tensor& a, const Tensor& b, ScalarType dtype, std::complex<double> alpha) {
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  const Tensor x = operand(a, shape, dtype), y = operand(b, shape, dtype);
  const bool compare = op == ComplexBinary::Eq || op == ComplexBinary::Ne;
  Tensor out = empty(shape, compare ? ScalarType::Bool : dtype);
  const int64_t n = out.numel();
  dispatch_dtype<DtypeGroup::Complex>(dtype, "complex_binary", [&]<class C>(std::type_identity<C>) {
    if constexpr (is_complex_type<C>) {
      using T = typename C::value_type;
      const C* px = x.data<C>();
      const C* py = y.data<C>();
      if (compare) {
        bool* o = out.data<bool>();
        const bool want = op == ComplexBinary::Eq;
        for (int64_t i = 0; i < n; ++i) o[i] = (px[i] == py[i]) == want;
        return;
      }
      C* o = out.data<C>();
      const C k(static_cast<T>(alpha.real()), static_cast<T>(alpha.imag()));
      const bool unit = alpha == std::complex<double>(1.0);
      switch (op) {
        case ComplexBinary::Add:
          for (int64_t i = 0; i < n; ++i) o[i] = unit ? px[i] + py[i] : px[i] + multiply(k, py[i]);
          break;
        case ComplexBinary::Sub:
          for (int64_t i = 0; i < n; ++i) o[i] = unit ? px[i] - py[i] : px[i] - multiply(k, py[i]);
          break;
        case ComplexBinary::Mul:
          for (int64_t i = 0; i < n; ++i) o[i] = multiply(px[i], py[i]);
          break;
        case ComplexBinary::Div:
          for (int64_t i = 0; i < n; ++i) o[i] = divide(px[i], py[i]);
          break;
        default: break;
      }
    }
  });
  return out;
}

Tensor complex_unary(std::string_view name, const Tensor& a) {
  const ScalarType dtype = a.dtype();
  if (pytorch_refuses(name))
    throw Error(ErrorKind::RuntimeError,
                "\"" + std::string(name) + "\" not implemented for '" + std::string(dtype_title(dtype)) + "'");
  return dispatch_dtype<DtypeGroup::Complex>(dtype, name, [&]<class C>(std::type_identity<C>) -> Tensor {
    if constexpr (!is_complex_type<C>) {
      throw_complex_not_implemented(dtype);
    } else {
      using T = typename C::value_type;
      const auto f = [&](auto fn) { return map_unary<C, C>(a, dtype, fn); };
      const auto test = [&](auto fn) { return map_unary<bool, C>(a, ScalarType::Bool, fn); };
      if (name == "exp_vml_cpu") return f([](C z) { return std::exp(z); });
      if (name == "log_vml_cpu") return f([](C z) { return std::log(z); });
      if (name == "log10_vml_cpu") return f([](C z) { return std::log10(z); });
      if (name == "log2_vml_cpu") return f([](C z) { return divide(std::log(z), C(std::log(T(2)), T(0))); });
      if (name == "sqrt_vml_cpu") return f([](C z) { return std::sqrt(z); });
      if (name == "rsqrt_cpu") return f([](C z) { return divide(C(1), std::sqrt(z)); });
      if (name == "reciprocal_cpu") return f([](C z) { return divide(C(1), z); });
      if (name == "neg_cpu") return f([](C z) { return -z; });
      if (name == "sin_vml_cpu") return f([](C z) { return std::sin(z); });
      if (name == "cos_vml_cpu") return f([](C z) { return std::cos(z); });
      if (name == "tan_vml_cpu") return f([](C z) { return std::tan(z); });
      if (name == "sinh_cpu") return f([](C z) { return std::sinh(z); });
      if (name == "cosh_cpu") return f([](C z) { return std::cosh(z); });
      if (name == "tanh_vml_cpu") return f([](C z) { return std::tanh(z); });
      if (name == "sigmoid_cpu") return f([](C z) { return divide(C(1), C(1) + std::exp(-z)); });
      if (name == "asin_vml_cpu") return f([](C z) { return std::asin(z); });
      if (name == "acos_vml_cpu") return f([](C z) { return std::acos(z); });
      if (name == "atan_vml_cpu") return f([](C z) { return std::atan(z); });
      if (name == "asinh_cpu") return f([](C z) { return std::asinh(z); });
      if (name == "acosh_cpu") return f([](C z) { return std::acosh(z); });
      if (name == "atanh_cpu") return f([](C z) { return std::atanh(z); });
      if (name == "isnan") return test([](C z) { return std::isnan(z.real()) || std::isnan(z.imag()); });
      if (name == "isinf") return test([](C z) { return std::isinf(z.real()) || std::isinf(z.imag()); });
      if (name == "isfinite") return test([](C z) { return std::isfinite(z.real()) && std::isfinite(z.imag()); });
      throw Error(ErrorKind::NotImplementedError,
                  "this operation (" + std::string(name.empty() ? "unnamed kernel" : name) +
                      ") is not implemented for complex tensors yet (dtype torch." +
                      std::string(dtype_facts(dtype).name) + ", issue 21)");
    }
  });
}

Tensor complex_pow(const Tensor& a, const Tensor& b, ScalarType dtype) {
  if (b.dim() == 0 && b.impl()->is_wrapped_number())  // a Python number: PyTorch's pow(Tensor, Scalar)
    return complex_pow_scalar(a, visit_dtype_and_complex(b.dtype(), [&]<class T>(std::type_identity<T>) {
                                if constexpr (is_complex_type<T>)
                                  return std::complex<double>(b.data<T>()->real(), b.data<T>()->imag());
                                else return std::complex<double>(static_cast<double>(*b.data<T>()), 0.0);
                              }), dtype);
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  const Tensor x = operand(a, shape, dtype), y = operand(b, shape, dtype);
  Tensor out = empty(shape, dtype);
  dispatch_dtype<DtypeGroup::Complex>(dtype, "pow", [&]<class C>(std::type_identity<C>) {
    if constexpr (is_complex_type<C>) {
      const C* px = x.data<C>();
      const C* py = y.data<C>();
      C* o = out.data<C>();
      for (int64_t i = 0, n = out.numel(); i < n; ++i) o[i] = std::pow(px[i], py[i]);
    }
  });
  return out;
}

Tensor complex_pow_scalar(const Tensor& a, std::complex<double> e, ScalarType dtype) {
  const Tensor x = contiguous(to_dtype(a, dtype));
  if (e == std::complex<double>(0.0)) return full(a.sizes(), Scalar(1.0), dtype);
  if (e == std::complex<double>(1.0)) return x.is_same(a) ? clone(x) : x;
  if (e == std::complex<double>(0.5)) return complex_unary("sqrt_vml_cpu", x);
  if (e == std::complex<double>(-0.5)) return complex_unary("rsqrt_cpu", x);
  if (e == std::complex<double>(-1.0)) return complex_unary("reciprocal_cpu", x);
  return dispatch_dtype<DtypeGroup::Complex>(dtype, "pow", [&]<class C>(std::type_identity<C>) -> Tensor {
    if constexpr (!is_complex_type<C>) {
      throw_complex_not_implemented(dtype);
    } else {
      using T = typename C::value_type;
      const C k(static_cast<T>(e.real()), static_cast<T>(e.imag()));
      if (e == std::complex<double>(2.0)) return map_unary<C, C>(x, dtype, [](C z) { return multiply(z, z); });
      if (e == std::complex<double>(3.0))
        return map_unary<C, C>(x, dtype, [](C z) { return multiply(multiply(z, z), z); });
      if (e == std::complex<double>(-2.0))
        return map_unary<C, C>(x, dtype, [](C z) { return divide(C(1), multiply(z, z)); });
      return map_unary<C, C>(x, dtype, [k](C z) { return std::pow(z, k); });
    }
  });
}

TSR_DEFINE_OP("conj_physical(Tensor self) -> Tensor",
              "A copy with the imaginary parts negated (complex conjugate); a real tensor's copy.",
              autograd::formula("ConjPhysicalBackward0", {}, [](autograd::Ctx& c) {
                return autograd::G{conj_physical(c.g())};
              }));

TSR_REGISTER_KERNEL("conj_physical", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor a = std::get<Tensor>(stack[0]);
  Tensor out = clone(a);
  if (is_complex(out.dtype())) {
    visit_dtype_and_complex(out.dtype(), [&]<class C>(std::type_identity<C>) {
      if constexpr (is_complex_type<C>) {
        C* p = out.data<C>();
        for (int64_t i = 0, n = out.numel(); i < n; ++i) p[i] = std::conj(p[i]);
      }
    });
  }
  stack.clear();
  stack.emplace_back(std::move(out));
});

Tensor conj_physical(const Tensor& self) {
  static const Operator& op = find_op("conj_physical");
  return call_tensor_op(op, {self});
}

}  // namespace tsr::tensor
