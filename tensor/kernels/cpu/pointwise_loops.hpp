// The loops and helpers every pointwise CPU kernel file shares (pointwise.cpp: arithmetic; pointwise_math.cpp:
// the floating functions; pointwise_activation.cpp: gelu/silu; pointwise_integer.cpp: rounding, bitwise and
// integer division). Each kernel: type promotion, output allocation, then one elementwise loop whose inner row has
// contiguous and broadcast-scalar fast paths the compiler vectorises. The kernels are split over several files
// because their instantiations (every dtype, every instruction set) made one file the build's longest compile.
#pragma once

#include <algorithm>
#include <cmath>
#include <type_traits>

#include "tensor/core/cpu_capability.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/cpu/activation_backward.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/half_rows.hpp"
#include "tensor/kernels/cpu/onednn_eltwise.hpp"
#include "tensor/kernels/cpu/pointwise_layout.hpp"
#include "tensor/kernels/cpu/sleef_math.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/ops/typed_op.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::pointwise {

// One row of a binary op: out[i] = f(x[i], y[i]) with x or y possibly a broadcast scalar (stride 0). The row loops
// are compiled once per instruction set, the element function inlined into each (Note [CPU capability]).
template <class T, class F>
void binary_row(const std::array<char*, 3>& p, const std::array<int64_t, 3>& s, int64_t n, F f) {
  T* out = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const T* y = reinterpret_cast<const T*>(p[2]);
  with_cpu_capability([&]() TSR_CPU_BODY {
    if (s[0] == 1 && s[1] == 1 && s[2] == 1) {
      for (int64_t i = 0; i < n; ++i) out[i] = f(x[i], y[i]);
    } else if (s[0] == 1 && s[1] == 1 && s[2] == 0) {
      const T b = *y;
      for (int64_t i = 0; i < n; ++i) out[i] = f(x[i], b);
    } else if (s[0] == 1 && s[1] == 0 && s[2] == 1) {
      const T a = *x;
      for (int64_t i = 0; i < n; ++i) out[i] = f(a, y[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) out[i * s[0]] = f(x[i * s[1]], y[i * s[2]]);
    }
  });
}

template <class T, class F>
void unary_row(const std::array<char*, 2>& p, const std::array<int64_t, 2>& s, int64_t n, F f) {
  T* out = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  with_cpu_capability([&]() TSR_CPU_BODY {
    if (s[0] == 1 && s[1] == 1) {
      for (int64_t i = 0; i < n; ++i) out[i] = f(x[i]);
    } else {
      for (int64_t i = 0; i < n; ++i) out[i * s[0]] = f(x[i * s[1]]);
    }
  });
}

// A 0-dim operand's one element, converted to T as copy_ would convert it.
template <class T>
T scalar_as(const Tensor& t) {
  return visit_dtype_and_uint(t.dtype(), [&]<class S>(std::type_identity<S>) { return static_cast<T>(*t.data<const S>()); });
}

// The dtypes a loop is instantiated for. Real: visit_dtype's rows. RealAndUint: those and numpy's uint16/32/64
// (visit_dtype_and_uint), for the ops numpy's integer loops reach (add, sub, mul, floor_divide, remainder,
// maximum/minimum, neg, abs, pow, the bitwise ops); the transcendental and floating ops, for which numpy converts
// integers to floats first, are not instantiated for them (dtype.hpp, is_limited_uint). Floating: float, double,
// float16 and bfloat16 only, for the ops whose result dtype is always floating (a kernel instantiated for every
// dtype but run for four costs compile time for nothing).
enum class Dtypes { Real, RealAndUint, Floating };

template <Dtypes D, class F>
decltype(auto) visit_real(ScalarType dtype, F&& body) {
  if constexpr (D == Dtypes::RealAndUint) {
    return visit_dtype_and_uint(dtype, std::forward<F>(body));
  } else if constexpr (D == Dtypes::Floating) {
    switch (dtype) {
      case ScalarType::Float: return body(std::type_identity<float>{});
      case ScalarType::Double: return body(std::type_identity<double>{});
      case ScalarType::Half: return body(std::type_identity<Half>{});
      case ScalarType::BFloat16: return body(std::type_identity<BFloat16>{});
      default: throw_not_implemented_for("floating pointwise loop", dtype);
    }
  } else {
    return visit_dtype(dtype, std::forward<F>(body));
  }
}

// The rows of a binary op between a dimensioned tensor t and a 0-dim operand: a two-operand loop (the result, t in
// dtype), the result written into `into` when given (the in-place kernels'), else a new tensor laid out as t.
template <class RunRows>
Tensor rows_with_scalar(const Tensor* into, const Tensor& t, ScalarType dtype, RunRows&& run_rows) {
  Tensor out = into ? *into : empty_like_layout(t, t.sizes(), dtype);
  run_rows(make_elementwise_layout<2>({out, to_dtype(t, dtype)}));
  return out;
}

// A binary op between a dimensioned tensor and a 0-dim one (`x * 2`: the 2 is a wrapped number): the 0-dim
// operand is read once, as the value the other operand's loop combines with; no converted copy of it, and a
// two-operand loop (rows_with_scalar).
template <bool ScalarOnRight, Dtypes D, class MakeF>
Tensor binary_with_scalar(const Tensor& t, const Tensor& scalar, ScalarType dtype, MakeF& make_f,
                          const Tensor* into = nullptr) {
  return rows_with_scalar(into, t, dtype, [&](const auto& layout) {
    visit_real<D>(dtype, [&]<class T>(std::type_identity<T> tag) {
      auto f = make_f(tag);
      const T s = scalar_as<T>(scalar);
      for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
        if constexpr (ScalarOnRight)
          unary_row<T>(p, st, n, [&](T x) { return f(x, s); });
        else
          unary_row<T>(p, st, n, [&](T x) { return f(s, x); });
      });
    });
  });
}

// The operand whose layout an elementwise result takes (TensorIterator's dimension order, simplified): the first of
// the result's full shape that is not broadcast along a dim (a stride-0 dim of size > 1: the ones `sum().backward()`
// sends are), else the first of full shape. So relu's gradient of a channels-last input is channels-last.
inline const Tensor& layout_operand(std::initializer_list<const Tensor*> operands, const Dims& shape) {
  auto not_broadcast = [](const Tensor& t) {
    for (int64_t d = 0; d < t.dim(); ++d)
      if (t.strides()[d] == 0 && t.sizes()[d] > 1) return false;
    return true;
  };
  for (const Tensor* t : operands)
    if (t->sizes() == shape && not_broadcast(*t)) return *t;
  for (const Tensor* t : operands)
    if (t->sizes() == shape) return *t;
  return **operands.begin();
}

// An elementwise result of `shape`, laid out as TensorIterator lays out its output. Operands all of the full shape:
// the layout of the first not broadcast along a dim (layout_operand; measured against PyTorch 1.13 for permuted,
// channels-last and size-1-dim operands, script test 957). An operand of a smaller shape (`a.unsqueeze(-1) +
// b.unsqueeze(-3)`, a transposed matrix times a batch of them, `x + 1`): dense strides in the dimension order
// reorder_dimensions finds over all the operands' strides in bytes (the first operand telling two dims apart
// decides, broadcast dims tell nothing, of equal strides the smaller size goes inner); the plain order is a
// contiguous result. Operands of the full shape of which one is an expanded view (`a.expand(2, 3, 4) * b`) are
// ordered that way too: the expanded view decides the pairs of dims its non-zero strides tell apart.
inline Tensor elementwise_empty(std::initializer_list<const Tensor*> operands, const Dims& shape, ScalarType dtype) {
  // (every operand row-major in its own shape: no operand orders two dims the other way, so the result is
  // contiguous whichever rule applies; the commonest case, decided without ordering dims)
  bool all_contiguous = true;
  for (const Tensor* t : operands) all_contiguous = all_contiguous && t->is_contiguous();
  if (all_contiguous) return tsr::tensor::empty(shape, dtype, (**operands.begin()).device());
  const Tensor& like = layout_operand(operands, shape);
  // (every operand of the full shape and none broadcast: the first one's layout is the order reorder_dimensions
  // finds, taken whole; an expanded view, `a.expand(2, 3, 4) * b`, may still order the dims it strides first)
  bool full = true;
  for (const Tensor* t : operands) {
    full = full && t->sizes() == shape;
    for (int64_t d = 0; full && d < t->dim(); ++d) full = !(t->strides()[d] == 0 && t->sizes()[d] > 1);
  }
  if (full) return empty_like_pointwise(operands, like, shape, dtype);
  const int64_t nd = static_cast<int64_t>(shape.size());
  std::vector<Dims> strides;
  std::vector<int64_t> element_size;
  for (const Tensor* t : operands) {
    // compute_strides' strides: 0 where the operand broadcasts; a size-1 dim of a size-1 result keeps its stride,
    // which places it in the order (`x[None] > 0.5` keeps x[None]'s strides)
    Dims st = broadcast_strides(*t, shape);
    for (int64_t i = 0, off = nd - t->dim(); i < t->dim(); ++i)
      if (t->sizes()[i] == 1 && shape[static_cast<size_t>(off + i)] == 1) st[static_cast<size_t>(off + i)] = t->strides()[i];
    strides.push_back(std::move(st));
    element_size.push_back(static_cast<int64_t>(t->element_size()));
  }
  const std::vector<int64_t> perm = iteration_order(nd, strides.size(), shape, [&](size_t k, int64_t d) {
    return strides[k][static_cast<size_t>(d)] * element_size[k];
  });
  Dims out_strides = dense_strides_in_order<Dims>(perm, shape);
  if (std::find(shape.begin(), shape.end(), 0) != shape.end() || out_strides == contiguous_strides(shape))
    return tsr::tensor::empty(shape, dtype, like.device());
  return empty_dense(shape, std::move(out_strides), dtype, like.device());
}

// Runs a binary op: `make_f` receives the type tag and returns the element function for that dtype; D: the dtypes
// it is instantiated for (visit_real).
template <Dtypes D = Dtypes::Real, class MakeF>
Tensor binary(const Tensor& a, const Tensor& b, ScalarType dtype, MakeF&& make_f) {
  if (b.dim() == 0 && a.dim() > 0) return binary_with_scalar<true, D>(a, b, dtype, make_f);
  if (a.dim() == 0 && b.dim() > 0) return binary_with_scalar<false, D>(b, a, dtype, make_f);
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  Tensor out = elementwise_empty({&a, &b}, shape, dtype);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_real<D>(dtype, [&]<class T>(std::type_identity<T> tag) {
    auto f = make_f(tag);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { binary_row<T>(p, s, n, f); });
  });
  return out;
}

template <Dtypes D = Dtypes::Real, class MakeF>
Tensor unary(const Tensor& a, ScalarType dtype, MakeF&& make_f) {
  Tensor out = empty_like_pointwise(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_real<D>(dtype, [&]<class T>(std::type_identity<T> tag) {
    auto f = make_f(tag);
    for_each_row(layout, [&](const auto& p, const auto& s, int64_t n) { unary_row<T>(p, s, n, f); });
  });
  return out;
}

inline void set_result(Stack& stack, Tensor result) {
  stack.clear();
  stack.emplace_back(std::move(result));
}

// The type integer products are computed in (mul, integer_power): an unsigned type of at least unsigned int's
// width for integers (a narrower one would promote to int, which can overflow again), T itself otherwise.
template <class T, bool = std::is_integral_v<T> && !std::is_same_v<T, bool>>
struct WrappingType {
  using type = T;
};
template <class T>
struct WrappingType<T, true> {
  using type = std::common_type_t<std::make_unsigned_t<T>, unsigned>;
};

// A unary op that is a `cpu_kernel_vec` loop in PyTorch (Note [PyTorch's vector math]): `vector(in, out, n)`
// (position-independent SLEEF code) over the vectorised body of each contiguous row, then the scalar element
// function F (glibc) over the row's remaining elements and over strided rows. PyTorch's iterator runs a row in
// one piece (one thread); tsr computes the body in parallel pieces and finishes each row's tail afterwards.
// float16 and bfloat16 are computed in float and rounded once, as PyTorch's kernels for them convert.
template <class Vector, class Scalar>
Tensor vec_loop_unary(const Tensor& a, ScalarType dtype, Vector vector, Scalar F) {
  if (dtype == ScalarType::Half || dtype == ScalarType::BFloat16)
    return to_dtype(vec_loop_unary(to_dtype(a, ScalarType::Float), ScalarType::Float, vector, F), dtype);
  if (!sleef_math::active() || (dtype != ScalarType::Float && dtype != ScalarType::Double))
    return unary<Dtypes::Floating>(a, dtype, [&]<class T>(std::type_identity<T>) {
      return [&](T x) -> T { return static_cast<T>(F(x)); };
    });
  Tensor out = empty_like_pointwise(a, dtype);
  const Tensor in = to_dtype(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, in});
  if (layout.numel == 0) return out;
  visit_real<Dtypes::Floating>(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      // A dense input in another dimension order (a transpose): the output has its strides, and PyTorch's
      // iterator walks both in memory order, as one row from the lowest address.
      if (!out.is_contiguous() && out.strides() == in.strides() &&
          out.storage()->nbytes() == static_cast<size_t>(layout.numel) * sizeof(T)) {
        const T* x = in.data<const T>();
        T* o = out.data<T>();
        const int64_t body = sleef_math::vector_body_length<T>(layout.numel);
        vector(x, o, body);
        for (int64_t i = body; i < layout.numel; ++i) o[i] = F(x[i]);
        return;
      }
      const size_t inner = layout.sizes.size() - 1;
      const int64_t length = layout.sizes[inner];
      const bool contiguous_rows = layout.strides[0][inner] == 1 && layout.strides[1][inner] == 1;
      for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
        if (contiguous_rows) vector(reinterpret_cast<const T*>(p[1]), reinterpret_cast<T*>(p[0]), n);
        else unary_row<T>(p, st, n, [&](T x) -> T { return F(x); });
      });
      if (!contiguous_rows) return;
      // Each row's tail, in the scalar function: walk the rows' first elements over the outer dimensions.
      const int64_t body = sleef_math::vector_body_length<T>(length);
      const size_t outer = layout.sizes.size() - 1;
      Dims index(outer, 0);
      for (int64_t r = 0; r < layout.numel / length; ++r) {
        std::array<char*, 2> ptrs = layout.data;
        for (size_t d = 0; d < outer; ++d)
          for (size_t k = 0; k < 2; ++k) ptrs[k] += index[d] * layout.strides[k][d] * layout.element_size[k];
        T* o = reinterpret_cast<T*>(ptrs[0]);
        const T* x = reinterpret_cast<const T*>(ptrs[1]);
        for (int64_t i = body; i < length; ++i) o[i] = F(x[i]);
        for (size_t d = outer; d-- > 0;) {
          if (++index[d] < layout.sizes[d]) break;
          index[d] = 0;
        }
      }
    }
  });
  return out;
}

// PyTorch's cpu_kernel_vec over two operands (a backward kernel's grad and input): each row of the coalesced
// layout whose output is contiguous and whose operands are contiguous, or one of them broadcast (stride 0), gets
// `vector(a, b, out, n)` over its vectorised body (whole pairs of vectors) and the scalar F(a, b) over the rest;
// other rows get F throughout (PyTorch's basic_loop). One thread, as PyTorch runs here. dtype: float or double,
// where sleef_math::active().
template <class Vector, class Scalar>
Tensor vec_loop_binary(const Tensor& a, const Tensor& b, ScalarType dtype, Vector vector, Scalar F) {
  const Dims shape = broadcast_shapes(a.sizes(), b.sizes());
  Tensor out = elementwise_empty({&a, &b}, shape, dtype);
  const Tensor a_in = to_dtype(a, dtype), b_in = to_dtype(b, dtype);
  const auto layout = make_elementwise_layout<3>({out, a_in, b_in});
  if (layout.numel == 0) return out;
  visit_real<Dtypes::Floating>(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const size_t inner = layout.sizes.size() - 1;
      const int64_t length = layout.sizes[inner];
      const int64_t so = layout.strides[0][inner], sa = layout.strides[1][inner], sb = layout.strides[2][inner];
      const bool vectorised = so == 1 && (sa == 1 || sa == 0) && (sb == 1 || sb == 0) && !(sa == 0 && sb == 0);
      const int64_t body = vectorised ? sleef_math::vector_body_length<T>(length) : 0;
      std::vector<T> ra(static_cast<size_t>(body)), rb(static_cast<size_t>(body));
      Dims index(inner, 0);
      for (int64_t r = 0; r < layout.numel / length; ++r) {
        std::array<char*, 3> ptrs = layout.data;
        for (size_t d = 0; d < inner; ++d)
          for (size_t k = 0; k < 3; ++k) ptrs[k] += index[d] * layout.strides[k][d] * layout.element_size[k];
        T* o = reinterpret_cast<T*>(ptrs[0]);
        const T* x = reinterpret_cast<const T*>(ptrs[1]);
        const T* y = reinterpret_cast<const T*>(ptrs[2]);
        if (body > 0) {
          const T* xa = x;
          const T* yb = y;
          if (sa == 0) std::fill(ra.begin(), ra.end(), *x), xa = ra.data();
          if (sb == 0) std::fill(rb.begin(), rb.end(), *y), yb = rb.data();
          vector(xa, yb, o, body);
        }
        for (int64_t i = body; i < length; ++i) o[i * so] = F(x[i * sa], y[i * sb]);
        for (size_t d = inner; d-- > 0;) {
          if (++index[d] < layout.sizes[d]) break;
          index[d] = 0;
        }
      }
    }
  });
  return out;
}

// Floating unary ops promote integer inputs to the default dtype, as PyTorch's unary float ops do.
inline ScalarType float_result(const Tensor& a) { return is_floating(a.dtype()) ? a.dtype() : default_dtype(); }

// A kernel's name as a template argument: the name PyTorch's AT_DISPATCH error gives it.
template <size_t N>
struct KernelName {
  char text[N];
  constexpr KernelName(const char (&s)[N]) { std::copy_n(s, N, text); }  // NOLINT(google-explicit-constructor)
};

// A floating unary op with element function F (a capture-less generic lambda). float16 is refused with
// HalfRefusedBy's name where PyTorch 1.13's CPU kernel is AT_DISPATCH_FLOATING_TYPES_AND(BFloat16, ...) (most
// transcendental functions: `"exp_vml_cpu" not implemented for 'Half'`); bfloat16 is computed in float and rounded.
template <auto F, KernelName HalfRefusedBy = "">
Tensor floating_unary(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary(HalfRefusedBy.text, a);
  const ScalarType dtype = float_result(a);
  if (HalfRefusedBy.text[0] != 0 && dtype == ScalarType::Half) throw_not_implemented_for(HalfRefusedBy.text, dtype);
  return unary<Dtypes::Floating>(a, dtype, []<class T>(std::type_identity<T>) { return [](T x) -> T { return F(x); }; });
}

// A unary op PyTorch computes through SLEEF for every element (a "vml" op, Note [PyTorch's vector math]):
// float32/float64 through sleef_math::map where PyTorch's vector kernels would run, glibc's F otherwise.
// float16 is refused with HalfRefusedBy's name as floating_unary does; bfloat16 goes through float and is rounded.
template <sleef_math::Fn Fn, auto F, KernelName HalfRefusedBy>
Tensor vml_unary(const Tensor& a) {
  if (is_complex(a.dtype())) return complex_unary(HalfRefusedBy.text, a);
  const ScalarType dtype = float_result(a);
  if (dtype == ScalarType::Half) throw_not_implemented_for(HalfRefusedBy.text, dtype);
  if (dtype == ScalarType::BFloat16 && sleef_math::active()) {
    // Widened, mapped and rounded a chunk at a time (no float copies of the tensor): the same bits as converting
    // the whole tensor to float, mapping it and converting the contiguous result back (SLEEF's map gives each
    // element the same value wherever it falls; a NaN result is 0xFFFF, the contiguous float -> bfloat16 copy's).
    Tensor out = tsr::tensor::empty(a.sizes(), dtype, a.device());
    const auto layout = make_elementwise_layout<2>({out, a});
    for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
      constexpr int64_t kChunk = 1024;
      alignas(32) float x[kChunk], y[kChunk];
      const auto* src = reinterpret_cast<const uint16_t*>(p[1]);
      auto* dst = reinterpret_cast<uint16_t*>(p[0]);
      for (int64_t i = 0; i < n; i += kChunk) {
        const int64_t m = std::min(kChunk, n - i);
        if (st[1] == 1) half_rows::bfloat16_to_float(src + i, x, m);
        else for (int64_t j = 0; j < m; ++j) x[j] = half_rows::bfloat16_to_float(src[(i + j) * st[1]]);
        sleef_math::map(Fn, x, 1, y, 1, m);
        if (st[0] == 1) half_rows::float_to_bfloat16(y, dst + i, m);
        else for (int64_t j = 0; j < m; ++j) dst[(i + j) * st[0]] = half_rows::float_to_bfloat16(y[j], 0xFFFFu);
      }
    });
    return out;
  }
  if (!sleef_math::active() || (dtype != ScalarType::Float && dtype != ScalarType::Double))
    return floating_unary<F, HalfRefusedBy>(a);
  Tensor out = empty_like_pointwise(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_real<Dtypes::Floating>(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
        sleef_math::map(Fn, reinterpret_cast<const T*>(p[1]), st[1], reinterpret_cast<T*>(p[0]), st[0], n);
      });
    }
  });
  return out;
}

}  // namespace tsr::tensor::pointwise
