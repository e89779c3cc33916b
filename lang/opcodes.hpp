// The opcode enum and its tables, all expanded from opcodes.def (the one list of instructions).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "lang/binary_ops.hpp"  // BINARY_OP and COMPARE_OP arguments

namespace tsr::lang {

enum class Opcode : uint8_t {
#define OPCODE(name, operand, effect, meaning) name,
#include "lang/opcodes.def"
};

// How an instruction's argument is shown by the disassembler.
enum class OperandKind : uint8_t { NONE, ARG, CONST, NAME, LOCAL, DEREF, GLOBAL, JUMP, BINOP, COMPARE, FORMAT };

inline constexpr int kOpcodeCount = 0
#define OPCODE(name, operand, effect, meaning) +1
#include "lang/opcodes.def"
    ;

inline constexpr std::array<std::string_view, kOpcodeCount> kOpcodeNames = {
#define OPCODE(name, operand, effect, meaning) #name,
#include "lang/opcodes.def"
};

inline constexpr std::array<OperandKind, kOpcodeCount> kOperandKinds = {
#define OPCODE(name, operand, effect, meaning) OperandKind::operand,
#include "lang/opcodes.def"
};

inline constexpr std::array<std::string_view, kOpcodeCount> kOpcodeMeanings = {
#define OPCODE(name, operand, effect, meaning) meaning,
#include "lang/opcodes.def"
};

// True for compiler-only instructions that the assembler removes.
inline constexpr std::array<bool, kOpcodeCount> kIsPseudo = {
#define OPCODE(name, operand, effect, meaning) false,
#define PSEUDO_OPCODE(name, operand, effect, meaning) true,
#include "lang/opcodes.def"
};

inline constexpr std::string_view opcode_name(Opcode op) { return kOpcodeNames[static_cast<int>(op)]; }
inline constexpr OperandKind operand_kind(Opcode op) { return kOperandKinds[static_cast<int>(op)]; }

// Net stack-depth change of one instruction; `jump` says whether a conditional branch is taken.
constexpr int stack_effect(Opcode op, int32_t arg, bool jump) {
  switch (op) {
#define OPCODE(name, operand, effect, meaning) \
  case Opcode::name: return (effect);
#include "lang/opcodes.def"
  }
  return 0;
}

// One instruction word (language.md §4.2): opcode in bits 0-7, argument in bits 8-31.
inline constexpr uint32_t kMaxArg = (1u << 24) - 1;
constexpr uint32_t encode(Opcode op, uint32_t arg) { return static_cast<uint32_t>(op) | (arg << 8); }
constexpr Opcode opcode_of(uint32_t word) { return static_cast<Opcode>(word & 0xFF); }
constexpr uint32_t arg_of(uint32_t word) { return word >> 8; }

}  // namespace tsr::lang
