// Element types as data. Each dtype is one row of TSR_FORALL_DTYPES; everything else about dtypes (names,
// sizes, categories, signedness, finfo/iinfo, the kernels' dtype groups, promotion in type_promotion.cpp,
// repr's dtype suffix) is derived from the rows and from the C++ type a row names. Adding a dtype is a row
// here plus the kernels' instantiations: visit_dtype and dispatch_dtype switch over every row.
#pragma once

#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "tensor/core/error.hpp"
#include "tensor/core/half.hpp"

namespace tsr::tensor {

// How a dtype takes part in promotion and which kernels accept it: bool < integral < floating < complex (c10's
// categories; a higher category wins whatever the sizes).
enum class DtypeCategory : uint8_t { Bool, Integral, Floating, Complex };

//   X(enumerator, C++ type, torch name, alias, legacy tensor type name, TypeMeta name, scalar_t name, category,
//     signed, repr_omits_dtype, component)
//
// alias: the dtype's second name in torch ("float" for float32), "" for none.
// TypeMeta name: how PyTorch's errors print the type (c10's demangled typeid: "long int" for int64).
// scalar_t name: the C++ type as PyTorch's AT_DISPATCH macros spell it, which checked_convert's overflow error
// prints ("value cannot be converted to type int64_t without overflow").
// signed: PyTorch's dtype.is_signed (floating and complex dtypes are signed, bool is not).
// repr_omits_dtype: repr leaves out "dtype=" for this dtype even when it is not the default dtype (PyTorch's
// _str_intern: int64 and bool are what a literal of Python ints or bools gives).
// component: the dtype of a complex row's real and imaginary parts (c10's toRealValueType); a real row names
// itself. Promotion (complex with floating), finfo of a complex dtype, `.real`/`.imag`/`abs` read it.
// repr_omits_dtype of the complex rows is false: repr omits "dtype=" for the default dtype's complex instead
// (complex64 while the default is float32), as for the default floating dtype.
// The enumerators keep c10's names and its order (c10's ScalarType without ComplexHalf and the quantized types:
// Byte, Char, Short, Int, Long, Half, Float, Double, ComplexFloat, ComplexDouble, Bool, BFloat16, and PyTorch 2's
// UInt16, UInt32, UInt64 after them); the rows' order is the enum's order.
// UInt16, UInt32, UInt64 are numpy's uint16/32/64 (issue 20). PyTorch 1.13 has no such dtypes, so torch binds no
// names for them (numpy reaches them through _np_core), and they have PyTorch 2's "limited support" (its
// barebones unsigned types): they are in no DtypeGroup and visit_dtype skips them (NotImplementedError), and only
// the kernels numpy's integer loops need visit them (visit_dtype_and_uint): conversion, indexing, filling,
// arithmetic, comparison, bitwise ops, sums and extrema. See is_limited_uint. Nothing reads a dtype's number, but the order is where rows are listed (torch's dtype
// objects, the tests' walks).
#define TSR_FORALL_DTYPES(X)                                                                                     \
  X(Byte, uint8_t, "uint8", "", "ByteTensor", "unsigned char", "uint8_t", Integral, false, false, Byte)            \
  X(Char, int8_t, "int8", "", "CharTensor", "signed char", "int8_t", Integral, true, false, Char)                  \
  X(Short, int16_t, "int16", "short", "ShortTensor", "short int", "int16_t", Integral, true, false, Short)          \
  X(Int, int32_t, "int32", "int", "IntTensor", "int", "int", Integral, true, false, Int)                           \
  X(Long, int64_t, "int64", "long", "LongTensor", "long int", "int64_t", Integral, true, true, Long)                \
  X(Half, ::tsr::tensor::Half, "float16", "half", "HalfTensor", "c10::Half", "at::Half", Floating, true, false, Half) \
  X(Float, float, "float32", "float", "FloatTensor", "float", "float", Floating, true, false, Float)                \
  X(Double, double, "float64", "double", "DoubleTensor", "double", "double", Floating, true, false, Double)         \
  X(ComplexFloat, std::complex<float>, "complex64", "cfloat", "ComplexFloatTensor", "c10::complex<float>",          \
    "c10::complex<float>", Complex, true, false, Float)                                                            \
  X(ComplexDouble, std::complex<double>, "complex128", "cdouble", "ComplexDoubleTensor", "c10::complex<double>",    \
    "c10::complex<double>", Complex, true, false, Double)                                                          \
  X(Bool, bool, "bool", "", "BoolTensor", "bool", "bool", Bool, false, true, Bool)                                 \
  X(BFloat16, ::tsr::tensor::BFloat16, "bfloat16", "", "BFloat16Tensor", "c10::BFloat16", "at::BFloat16", Floating, true, \
    false, BFloat16)                                                                                               \
  X(UInt16, uint16_t, "uint16", "", "UInt16Tensor", "unsigned short", "uint16_t", Integral, false, false, UInt16)     \
  X(UInt32, uint32_t, "uint32", "", "UInt32Tensor", "unsigned int", "uint32_t", Integral, false, false, UInt32)       \
  X(UInt64, uint64_t, "uint64", "", "UInt64Tensor", "unsigned long", "uint64_t", Integral, false, false, UInt64)

enum class ScalarType : uint8_t {
#define TSR_DTYPE_ENUM(name, ...) name,
  TSR_FORALL_DTYPES(TSR_DTYPE_ENUM)
#undef TSR_DTYPE_ENUM
};

// One row, as a value.
struct DtypeFacts {
  ScalarType type;
  std::string_view name;         // "float32", as in `torch.float32`
  std::string_view alias;        // "float", as in `torch.float`; "" for none
  std::string_view legacy_name;  // "FloatTensor", as in `x.type()` and PyTorch's error messages
  std::string_view type_meta_name;
  DtypeCategory category;
  bool is_signed;
  bool repr_omits_dtype;
  size_t size;  // bytes per element: sizeof the C++ type
  std::string_view scalar_t_name;
  ScalarType component;  // a complex row's real-part dtype; a real row itself
};

inline constexpr DtypeFacts kDtypes[] = {
#define TSR_DTYPE_FACTS(name, cpp, torch_name, alias, legacy, type_meta, scalar_t_name, category, is_signed,         \
                        repr_omits, component)                                                                      \
  {ScalarType::name, torch_name, alias, legacy, type_meta, DtypeCategory::category, is_signed, repr_omits, sizeof(cpp), \
   scalar_t_name, ScalarType::component},
    TSR_FORALL_DTYPES(TSR_DTYPE_FACTS)
#undef TSR_DTYPE_FACTS
};
inline constexpr size_t kDtypeCount = std::size(kDtypes);

constexpr const DtypeFacts& dtype_facts(ScalarType t) { return kDtypes[static_cast<size_t>(t)]; }
static_assert([] {
  for (size_t i = 0; i < kDtypeCount; ++i)
    if (static_cast<size_t>(kDtypes[i].type) != i) return false;
  return true;
}(), "kDtypes is indexed by ScalarType");

constexpr size_t element_size(ScalarType t) { return dtype_facts(t).size; }
constexpr std::string_view dtype_name(ScalarType t) { return dtype_facts(t).name; }
constexpr std::string_view legacy_type_name(ScalarType t) { return dtype_facts(t).legacy_name; }
constexpr DtypeCategory dtype_category(ScalarType t) { return dtype_facts(t).category; }

constexpr bool is_floating(ScalarType t) { return dtype_category(t) == DtypeCategory::Floating; }
constexpr bool is_complex(ScalarType t) { return dtype_category(t) == DtypeCategory::Complex; }
constexpr bool is_signed(ScalarType t) { return dtype_facts(t).is_signed; }
constexpr bool is_integral(ScalarType t, bool include_bool) {
  return dtype_category(t) == DtypeCategory::Integral || (include_bool && dtype_category(t) == DtypeCategory::Bool);
}

// uint16, uint32, uint64: the unsigned rows wider than a byte, PyTorch 2's barebones unsigned types (only the
// kernels that ask for them with visit_dtype_and_uint take them; torch binds no names for them).
constexpr bool is_limited_uint(ScalarType t) {
  return dtype_category(t) == DtypeCategory::Integral && !dtype_facts(t).is_signed && dtype_facts(t).size > 1;
}

// A complex dtype's real-part dtype (c10's toRealValueType); a real dtype itself.
constexpr ScalarType component_dtype(ScalarType t) { return dtype_facts(t).component; }

// The complex dtype whose parts are `t` (c10's toComplexType): complex64 for float32, complex128 for float64; a
// complex dtype itself; nullopt for a dtype with no complex row (float16, bfloat16, integral, bool).
constexpr std::optional<ScalarType> complex_dtype_of(ScalarType t) {
  if (is_complex(t)) return t;
  for (const DtypeFacts& f : kDtypes)
    if (f.category == DtypeCategory::Complex && f.component == t) return f.type;
  return std::nullopt;
}

// The dtype named "float32" (torch names only), for readers of recorded data.
constexpr std::optional<ScalarType> dtype_from_name(std::string_view name) {
  for (const DtypeFacts& f : kDtypes)
    if (f.name == name) return f.type;
  return std::nullopt;
}

// The C++ type of a dtype, for kernels: `CppType<ScalarType::Float>` is float; and back: `dtype_of<float>`.
template <ScalarType T> struct CppTypeOf;
template <class T> struct DtypeOf;
#define TSR_DTYPE_CPP(name, cpp, ...)                                                 \
  template <> struct CppTypeOf<ScalarType::name> { using type = cpp; };               \
  template <> struct DtypeOf<cpp> { static constexpr ScalarType value = ScalarType::name; };
TSR_FORALL_DTYPES(TSR_DTYPE_CPP)
#undef TSR_DTYPE_CPP
template <ScalarType T> using CppType = typename CppTypeOf<T>::type;
template <class T> inline constexpr ScalarType dtype_of = DtypeOf<std::remove_cv_t<T>>::value;

// The NotImplementedError of a kernel not (yet) written for complex elements.
[[noreturn]] inline void throw_complex_not_implemented(ScalarType dtype) {
  throw Error(ErrorKind::NotImplementedError,
              "this operation is not implemented for complex tensors yet (dtype torch." +
                  std::string(dtype_facts(dtype).name) + ", issue 21)");
}

// The NotImplementedError of a kernel not written for uint16/uint32/uint64 (limited support, as PyTorch 2's).
[[noreturn]] inline void throw_uint_not_implemented(ScalarType dtype) {
  const std::string name(dtype_facts(dtype).name);
  throw Error(ErrorKind::NotImplementedError,
              "this operation is not implemented for " + name + " tensors (tsr's uint16, uint32 and uint64 have "
              "limited support, as in PyTorch 2: conversion, indexing, arithmetic, comparison, bitwise ops, sums "
              "and extrema; convert to int64 or float64 first)");
}

// Runs `body` (a generic lambda taking a type tag) with the C++ type of `dtype`:
//   visit_dtype(t.dtype(), [&]<class T>(std::type_identity<T>) { ... });
// Real dtypes only: a complex dtype raises NotImplementedError (throw_complex_not_implemented), so the kernels
// written before complex rows existed are not instantiated for std::complex. A kernel that handles complex
// elements uses visit_dtype_and_complex, or dispatch_dtype with a complex group. The limited unsigned rows
// (uint16/32/64) raise NotImplementedError too (throw_uint_not_implemented); a kernel that takes them uses
// visit_dtype_and_uint.
template <class F>
decltype(auto) visit_dtype(ScalarType dtype, F&& body) {
  switch (dtype) {
#define TSR_VISIT_CASE(name, cpp, ...)                                                          \
  case ScalarType::name:                                                                        \
    if constexpr (dtype_facts(ScalarType::name).category != DtypeCategory::Complex &&            \
                  !is_limited_uint(ScalarType::name)) return body(std::type_identity<cpp>{});   \
    else break;
    TSR_FORALL_DTYPES(TSR_VISIT_CASE)
#undef TSR_VISIT_CASE
  }
  if (is_limited_uint(dtype)) throw_uint_not_implemented(dtype);
  throw_complex_not_implemented(dtype);
}

// visit_dtype with the limited unsigned rows too (uint16_t, uint32_t, uint64_t): the kernels numpy's integer
// loops reach. Complex dtypes raise as in visit_dtype.
template <class F>
decltype(auto) visit_dtype_and_uint(ScalarType dtype, F&& body) {
  switch (dtype) {
#define TSR_VISIT_CASE(name, cpp, ...)                                                                     \
  case ScalarType::name:                                                                                   \
    if constexpr (dtype_facts(ScalarType::name).category != DtypeCategory::Complex) return body(std::type_identity<cpp>{}); \
    else break;
    TSR_FORALL_DTYPES(TSR_VISIT_CASE)
#undef TSR_VISIT_CASE
  }
  throw_complex_not_implemented(dtype);
}

// visit_dtype over every row, complex and limited unsigned ones included (std::complex<float>,
// std::complex<double>, uint16_t, ...): copies and conversions, item/tolist.
template <class F>
decltype(auto) visit_dtype_and_complex(ScalarType dtype, F&& body) {
  switch (dtype) {
#define TSR_VISIT_CASE(name, cpp, ...) \
  case ScalarType::name: return body(std::type_identity<cpp>{});
    TSR_FORALL_DTYPES(TSR_VISIT_CASE)
#undef TSR_VISIT_CASE
  }
  return body(std::type_identity<float>{});
}

// T is std::complex<float> or std::complex<double>.
template <class T> inline constexpr bool is_complex_type = false;
template <class T> inline constexpr bool is_complex_type<std::complex<T>> = true;

// ---------------------------------------------------------------- dtype groups
// The sets of dtypes a kernel is written for, named as PyTorch's AT_DISPATCH_* macros name them. Membership is a
// rule over the rows' categories, so a new row joins its groups by itself. As in PyTorch, the 16-bit floating
// dtypes (float16, bfloat16: c10's "reduced floating point" types) are in no group: a kernel that accepts them
// names them, as AT_DISPATCH_FLOATING_TYPES_AND2(Half, BFloat16, ...) does:
//   dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(...)
enum class DtypeGroup : uint8_t {
  Floating,         // AT_DISPATCH_FLOATING_TYPES: float32, float64
  Integral,         // AT_DISPATCH_INTEGRAL_TYPES (no bool)
  IntegralAndBool,  // AT_DISPATCH_INTEGRAL_TYPES_AND(Bool)
  AllButBool,       // AT_DISPATCH_ALL_TYPES: integral and floating
  All,              // AT_DISPATCH_ALL_TYPES_AND(Bool)
  Complex,          // AT_DISPATCH_COMPLEX_TYPES: complex64, complex128
  FloatingAndComplex,    // AT_DISPATCH_FLOATING_AND_COMPLEX_TYPES
  AllButBoolAndComplex,  // AT_DISPATCH_ALL_TYPES_AND_COMPLEX
  AllAndComplex,         // AT_DISPATCH_ALL_TYPES_AND_COMPLEX_AND(Bool)
};

// float16 and bfloat16 (c10's isReducedFloatingType).
constexpr bool is_reduced_floating(ScalarType t) {
  return dtype_category(t) == DtypeCategory::Floating && element_size(t) < sizeof(float);
}

constexpr bool in_group(DtypeGroup g, ScalarType t) {
  if (is_limited_uint(t)) return false;  // PyTorch 2's barebones unsigned types are in no AT_DISPATCH group
  const DtypeCategory c = dtype_category(t);
  const bool floating = c == DtypeCategory::Floating && !is_reduced_floating(t);
  switch (g) {
    case DtypeGroup::Floating: return floating;
    case DtypeGroup::Integral: return c == DtypeCategory::Integral;
    case DtypeGroup::IntegralAndBool: return c == DtypeCategory::Integral || c == DtypeCategory::Bool;
    case DtypeGroup::AllButBool: return c == DtypeCategory::Integral || floating;
    case DtypeGroup::All: return c == DtypeCategory::Integral || c == DtypeCategory::Bool || floating;
    case DtypeGroup::Complex: return c == DtypeCategory::Complex;
    case DtypeGroup::FloatingAndComplex: return floating || c == DtypeCategory::Complex;
    case DtypeGroup::AllButBoolAndComplex: return c == DtypeCategory::Integral || floating || c == DtypeCategory::Complex;
    case DtypeGroup::AllAndComplex: return c != DtypeCategory::Floating || floating;
  }
  return false;
}

// Group G plus the dtypes `Also` (PyTorch's AT_DISPATCH_..._AND2(Half, BFloat16, ...)).
template <DtypeGroup G, ScalarType... Also>
constexpr bool in_group_and(ScalarType t) {
  return in_group(G, t) || ((t == Also) || ...);
}

// The C++ type T belongs to the group: for `if constexpr` inside a visit_dtype body.
template <DtypeGroup G, class T>
inline constexpr bool in_group_v = in_group(G, dtype_of<T>);

// T is a floating dtype's C++ type, for `if constexpr` in kernels (std::is_floating_point_v misses the class
// types Half and BFloat16).
template <class T>
inline constexpr bool is_floating_type = is_floating(dtype_of<T>);

// T is Half or BFloat16.
template <class T>
inline constexpr bool is_reduced_floating_type = is_reduced_floating(dtype_of<T>);

// PyTorch's at::acc_type<T, /*is_cuda=*/false>, the type CPU kernels such as cumsum and cumprod accumulate in:
// float16 and bfloat16 in float, float and double in double, integers in int64, complex in complex<double>.
template <class T>
using cpu_acc_t = std::conditional_t<
    is_complex_type<T>, std::complex<double>,
    std::conditional_t<is_reduced_floating_type<T>, float,
                       std::conditional_t<is_floating_type<T>, double,
                                          std::conditional_t<std::is_same_v<T, bool>, bool, int64_t>>>>;

// "Float", "Long", ...: how PyTorch names dtypes in error messages.
constexpr std::string_view dtype_title(ScalarType t) {
  const std::string_view legacy = legacy_type_name(t);  // "FloatTensor"
  return legacy.substr(0, legacy.size() - std::string_view("Tensor").size());
}

// PyTorch's error for an operand whose dtype a kernel does not convert (TensorIterator's, and kernels that check by
// hand): "expected scalar type Float but found Double".
inline void check_scalar_type(ScalarType expected, ScalarType found) {
  if (expected != found) [[unlikely]]
    throw Error(ErrorKind::RuntimeError, "expected scalar type " + std::string(dtype_title(expected)) + " but found " +
                                             std::string(dtype_title(found)));
}

// PyTorch's AT_DISPATCH error: `"kernel_name" not implemented for 'Int'`.
// A complex dtype raises it as NotImplementedError (a RuntimeError subclass in Python, so PyTorch's `except
// RuntimeError` still catches it): tsr's complex kernels are not all written yet, and the kernel cannot tell a
// kernel PyTorch refuses complex from one tsr lacks.
[[noreturn]] inline void throw_not_implemented_for(std::string_view kernel_name, ScalarType dtype) {
  throw Error(is_complex(dtype) ? ErrorKind::NotImplementedError : ErrorKind::RuntimeError,
              "\"" + std::string(kernel_name) + "\" not implemented for '" + std::string(dtype_title(dtype)) + "'");
}

// That error unless `dtype` is in group g (or is one of `also`): for a kernel that checks its dtype before it has
// side effects.
inline void check_dtype_in(DtypeGroup g, ScalarType dtype, std::string_view kernel_name,
                           std::initializer_list<ScalarType> also = {}) {
  if (in_group(g, dtype)) [[likely]] return;
  for (ScalarType t : also)
    if (t == dtype) return;
  throw_not_implemented_for(kernel_name, dtype);
}

// For a kernel PyTorch 1.13 dispatches with AT_DISPATCH_..._AND(BFloat16, ...) (most of its floating CPU kernels):
// float16 raises its error. `also_bfloat16`: the kernel has neither (AT_DISPATCH_FLOATING_TYPES).
inline void refuse_half(ScalarType dtype, std::string_view kernel_name, bool also_bfloat16 = false) {
  if (dtype == ScalarType::Half || (also_bfloat16 && dtype == ScalarType::BFloat16)) [[unlikely]]
    throw_not_implemented_for(kernel_name, dtype);
}

// For a kernel PyTorch 1.13 dispatches on floating (and complex) types only: a bool or integer input raises its
// error, where tsr's own kernels would have converted it to float.
inline void refuse_integral(ScalarType dtype, std::string_view kernel_name) {
  if (is_integral(dtype, /*include_bool=*/true)) [[unlikely]]
    throw_not_implemented_for(kernel_name, dtype);
}

// For a kernel PyTorch 1.13 dispatches on real types only, where tsr's composition would take complex elements:
// PyTorch's own refusal, so a RuntimeError (not throw_not_implemented_for's NotImplementedError).
inline void refuse_complex(ScalarType dtype, std::string_view kernel_name) {
  if (is_complex(dtype)) [[unlikely]]
    throw Error(ErrorKind::RuntimeError, "\"" + std::string(kernel_name) + "\" not implemented for '" +
                                             std::string(dtype_title(dtype)) + "'");
}

// The two together: for a kernel PyTorch dispatches with AT_DISPATCH_FLOATING_TYPES_AND(BFloat16, ...).
inline void refuse_non_floating(ScalarType dtype, std::string_view kernel_name, bool also_bfloat16 = false) {
  refuse_integral(dtype, kernel_name);
  refuse_half(dtype, kernel_name, also_bfloat16);
}

// For a kernel whose dispatch covers every type but bool (AT_DISPATCH_ALL_TYPES_AND(Half, ...)).
inline void refuse_bool(ScalarType dtype, std::string_view kernel_name) {
  if (dtype == ScalarType::Bool) [[unlikely]] throw_not_implemented_for(kernel_name, dtype);
}

// Like visit_dtype, for a kernel written for group G (and the dtypes `Also`) only: `body` is instantiated for
// those types, and any other dtype raises the AT_DISPATCH error.
template <DtypeGroup G, ScalarType... Also, class F>
decltype(auto) dispatch_dtype(ScalarType dtype, std::string_view kernel_name, F&& body) {
  switch (dtype) {
#define TSR_DISPATCH_CASE(name, cpp, ...)                                                             \
  case ScalarType::name:                                                                              \
    if constexpr (in_group_and<G, Also...>(ScalarType::name)) return body(std::type_identity<cpp>{}); \
    else break;
    TSR_FORALL_DTYPES(TSR_DISPATCH_CASE)
#undef TSR_DISPATCH_CASE
  }
  throw_not_implemented_for(kernel_name, dtype);
}

// ---------------------------------------------------------------- checked conversion
// Whether PyTorch's checked_convert refuses to store the Python number v (an int64_t or a double) in T (c10's
// overflows<To, From>): outside [lowest, max] (for a double; NaN too for an integer T), with two exceptions:
// infinity and NaN go to a floating T as they are, and a negative integer goes to an unsigned T when its magnitude
// fits (uint8 -1 is 255). A double from 2^63 up is refused for int64 as well, which c10 lets through to an
// undefined conversion.
template <class T, class V>
constexpr bool overflows(V v) {
  using L = std::numeric_limits<T>;
  if constexpr (std::is_same_v<T, bool> || std::is_same_v<V, bool>) {
    return false;
  } else if constexpr (std::is_integral_v<V>) {
    if constexpr (is_floating(dtype_of<T>)) {
      return static_cast<double>(v) < static_cast<double>(L::lowest()) || static_cast<double>(v) > static_cast<double>(L::max());
    } else if constexpr (std::is_unsigned_v<T>) {
      // the magnitude compared as uint64 (uint64's max does not fit int64)
      return v >= 0 ? static_cast<uint64_t>(v) > static_cast<uint64_t>(L::max())
                    : -static_cast<uint64_t>(v) > static_cast<uint64_t>(L::max());
    } else {
      return v < static_cast<int64_t>(L::lowest()) || v > static_cast<int64_t>(L::max());
    }
  } else {
    if constexpr (is_floating(dtype_of<T>)) {
      if (v != v || v == std::numeric_limits<double>::infinity() || v == -std::numeric_limits<double>::infinity())
        return false;
      return v < static_cast<double>(L::lowest()) || v > static_cast<double>(L::max());
    } else {
      // below 2^63 (2^64 for uint64), where the conversion is defined
      constexpr double limit = std::is_same_v<T, uint64_t> ? 0x1p64 : 0x1p63;
      return !(v >= static_cast<double>(L::lowest()) && v <= static_cast<double>(L::max()) && v < limit);
    }
  }
}

// ---------------------------------------------------------------- finfo / iinfo
// torch.finfo and torch.iinfo, from the C++ type's std::numeric_limits (c10 gives Half and BFloat16 theirs), as
// c10's finfo does it (torch/csrc/TypeInfo.cpp).
struct FloatInfo {
  int bits;
  double eps, max, min, tiny, resolution;  // tiny is also smallest_normal
};
struct IntInfo {
  int bits;
  int64_t min, max;
};

// nullopt for a dtype that is not floating or complex (torch.finfo's TypeError); a complex dtype's is its
// component's (torch.finfo(torch.complex64) is float32's, and says dtype=float32).
inline std::optional<FloatInfo> finfo(ScalarType t) {
  t = component_dtype(t);
  if (!is_floating(t)) return std::nullopt;
  return visit_dtype(t, []<class T>(std::type_identity<T>) {
    using L = std::numeric_limits<T>;
    const double resolution = std::pow(10.0, -L::digits10);
    return FloatInfo{static_cast<int>(sizeof(T) * 8), static_cast<double>(L::epsilon()),
                     static_cast<double>(L::max()), static_cast<double>(L::lowest()), static_cast<double>(L::min()),
                     resolution};
  });
}

// nullopt for a dtype that is not integral; bool is not (torch.iinfo refuses it). nullopt for uint16/32/64 too:
// torch has no names for them, and numpy's iinfo is numpy's own table (uint64's max does not fit IntInfo).
inline std::optional<IntInfo> iinfo(ScalarType t) {
  if (!is_integral(t, /*include_bool=*/false) || is_limited_uint(t)) return std::nullopt;
  return visit_dtype(t, []<class T>(std::type_identity<T>) {
    using L = std::numeric_limits<T>;
    return IntInfo{static_cast<int>(sizeof(T) * 8), static_cast<int64_t>(L::lowest()), static_cast<int64_t>(L::max())};
  });
}

}  // namespace tsr::tensor
