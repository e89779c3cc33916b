// The operator tables expanded from binary_ops.def: the BINARY_OP and COMPARE_OP argument enums and one
// record per operator with everything the compiler, the VM and the builtin types need to know about it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tsr::lang {

// BINARY_OP arguments, numbered as CPython 3.11's `_nb_ops`; in-place forms are these + kInplaceOffset.
enum class BinaryOpArg : int {
#define BINARY_OP(name, ...) name,
#include "lang/binary_ops.def"
};

inline constexpr int kBinaryOpCount = 0
#define BINARY_OP(...) +1
#include "lang/binary_ops.def"
    ;
inline constexpr int kInplaceOffset = kBinaryOpCount;
// tests/lang compares the compiler's output with CPython's, which numbers NB_ADD 0 ... NB_XOR 12, NB_INPLACE_ADD 13.
static_assert(int(BinaryOpArg::Add) == 0 && int(BinaryOpArg::Xor) == 12 && kInplaceOffset == 13,
              "binary_ops.def's rows must stay in CPython 3.11's _nb_ops order");

struct BinaryOperator {
  std::string_view symbol;   // as written: "**"
  std::string_view message;  // as named in "unsupported operand type(s) for ...": "** or pow()"
  std::string_view dunder, reflected, inplace;
  std::string_view torch_op;       // the registry op behind Tensor's __op__ and __rop__
  std::string_view torch_inplace;  // the Tensor method behind its __iop__; "" when Tensor has none
  bool on_int, on_float;           // whether int and float define it
};

inline constexpr BinaryOperator kBinaryOperators[kBinaryOpCount] = {
#define BINARY_OP(name, ast, symbol, message, dunder, reflected, inplace, torch_op, torch_inplace, on_int, on_float) \
  {symbol, message, dunder, reflected, inplace, torch_op, torch_inplace, on_int, on_float},
#include "lang/binary_ops.def"
};

constexpr const BinaryOperator& binary_operator(BinaryOpArg op) { return kBinaryOperators[int(op)]; }

// COMPARE_OP arguments, in CPython's Py_LT ... Py_GE order.
enum class CompareOpArg : int {
#define COMPARE_OP(name, ...) name,
#include "lang/binary_ops.def"
};

inline constexpr int kCompareOpCount = 0
#define COMPARE_OP(...) +1
#include "lang/binary_ops.def"
    ;

struct ComparisonOperator {
  std::string_view symbol;
  std::string_view dunder;
  CompareOpArg swapped;  // the comparison the right operand is asked for: a < b is b > a
  std::string_view torch_op;
};

inline constexpr ComparisonOperator kComparisonOperators[kCompareOpCount] = {
#define COMPARE_OP(name, symbol, dunder, swapped, torch_op) {symbol, dunder, CompareOpArg::swapped, torch_op},
#include "lang/binary_ops.def"
};

// The symbol a BINARY_OP argument shows in listings: "+", or "+=" for the in-place form.
inline std::string binary_op_listing(uint32_t arg) {
  return std::string(kBinaryOperators[arg % kInplaceOffset].symbol) + (arg >= uint32_t(kInplaceOffset) ? "=" : "");
}

}  // namespace tsr::lang
