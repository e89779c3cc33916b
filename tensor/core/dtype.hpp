// Element types. Each dtype is declared once in TSR_FORALL_DTYPES; names, sizes and C++ types derive from it.
// float16/bfloat16 are added by adding rows (with their C++ storage types).
#pragma once

#include <cstdint>
#include <string_view>

namespace tsr::tensor {

//   X(enumerator, C++ type, torch name, legacy tensor type name)
#define TSR_FORALL_DTYPES(X)              \
  X(Bool, bool, "bool", "BoolTensor")     \
  X(Int, int32_t, "int32", "IntTensor")   \
  X(Long, int64_t, "int64", "LongTensor") \
  X(Float, float, "float32", "FloatTensor") \
  X(Double, double, "float64", "DoubleTensor")

enum class ScalarType : uint8_t {
#define TSR_DTYPE_ENUM(name, type, torch_name, legacy) name,
  TSR_FORALL_DTYPES(TSR_DTYPE_ENUM)
#undef TSR_DTYPE_ENUM
};

constexpr size_t element_size(ScalarType t) {
  switch (t) {
#define TSR_DTYPE_SIZE(name, type, torch_name, legacy) \
  case ScalarType::name: return sizeof(type);
    TSR_FORALL_DTYPES(TSR_DTYPE_SIZE)
#undef TSR_DTYPE_SIZE
  }
  return 0;
}

// "float32", as in `torch.float32`.
constexpr std::string_view dtype_name(ScalarType t) {
  switch (t) {
#define TSR_DTYPE_NAME(name, type, torch_name, legacy) \
  case ScalarType::name: return torch_name;
    TSR_FORALL_DTYPES(TSR_DTYPE_NAME)
#undef TSR_DTYPE_NAME
  }
  return "";
}

// "FloatTensor", as in PyTorch's legacy type names (error messages and `x.type()`).
constexpr std::string_view legacy_type_name(ScalarType t) {
  switch (t) {
#define TSR_DTYPE_LEGACY(name, type, torch_name, legacy) \
  case ScalarType::name: return legacy;
    TSR_FORALL_DTYPES(TSR_DTYPE_LEGACY)
#undef TSR_DTYPE_LEGACY
  }
  return "";
}

constexpr bool is_floating(ScalarType t) { return t == ScalarType::Float || t == ScalarType::Double; }
constexpr bool is_integral(ScalarType t, bool include_bool) {
  return t == ScalarType::Int || t == ScalarType::Long || (include_bool && t == ScalarType::Bool);
}

// The C++ type of a dtype, for kernels: `CppType<ScalarType::Float>` is float.
template <ScalarType T> struct CppTypeOf;
#define TSR_DTYPE_CPP(name, cpp, torch_name, legacy) \
  template <> struct CppTypeOf<ScalarType::name> { using type = cpp; };
TSR_FORALL_DTYPES(TSR_DTYPE_CPP)
#undef TSR_DTYPE_CPP
template <ScalarType T> using CppType = typename CppTypeOf<T>::type;

}  // namespace tsr::tensor

// Runs `body` (a generic lambda taking a type tag) with the C++ type of `dtype`:
//   visit_dtype(t.dtype(), [&]<class T>(std::type_identity<T>) { ... });
#include <type_traits>
namespace tsr::tensor {
template <class F>
decltype(auto) visit_dtype(ScalarType dtype, F&& body) {
  switch (dtype) {
#define TSR_VISIT_CASE(name, cpp, torch_name, legacy) \
  case ScalarType::name: return body(std::type_identity<cpp>{});
    TSR_FORALL_DTYPES(TSR_VISIT_CASE)
#undef TSR_VISIT_CASE
  }
  return body(std::type_identity<float>{});
}
}  // namespace tsr::tensor
