// The tables derived from opcodes.def agree with each other and with CPython 3.11's stack effects.
#include <gtest/gtest.h>

#include <set>

#include "lang/opcodes.hpp"

using namespace tsr::lang;

TEST(Opcodes, NamesAreUniqueAndIndexed) {
  std::set<std::string_view> seen(kOpcodeNames.begin(), kOpcodeNames.end());
  EXPECT_EQ(seen.size(), static_cast<size_t>(kOpcodeCount));
  EXPECT_EQ(opcode_name(Opcode::BINARY_OP), "BINARY_OP");
  EXPECT_EQ(operand_kind(Opcode::LOAD_GLOBAL), OperandKind::GLOBAL);
  EXPECT_TRUE(kIsPseudo[static_cast<int>(Opcode::SETUP_FINALLY)]);
  EXPECT_FALSE(kIsPseudo[static_cast<int>(Opcode::RETURN_VALUE)]);
}

TEST(Opcodes, StackEffectsMatchCPython) {
  // Values from CPython 3.11 dis.stack_effect; CALL folds 3.11 PRECALL (-arg) and CALL (-1) into one.
  EXPECT_EQ(stack_effect(Opcode::LOAD_GLOBAL, 1, false), 2);
  EXPECT_EQ(stack_effect(Opcode::LOAD_GLOBAL, 2, false), 1);
  EXPECT_EQ(stack_effect(Opcode::BUILD_TUPLE, 3, false), -2);
  EXPECT_EQ(stack_effect(Opcode::BUILD_MAP, 2, false), -3);
  EXPECT_EQ(stack_effect(Opcode::CALL, 2, false), -3);
  EXPECT_EQ(stack_effect(Opcode::CALL_FUNCTION_EX, 1, false), -3);
  EXPECT_EQ(stack_effect(Opcode::FOR_ITER, 0, false), 1);
  EXPECT_EQ(stack_effect(Opcode::FOR_ITER, 0, true), -1);
  EXPECT_EQ(stack_effect(Opcode::UNPACK_EX, 1 | (2 << 8), false), 3);
  EXPECT_EQ(stack_effect(Opcode::MAKE_FUNCTION, 1 | 8, false), -2);
  EXPECT_EQ(stack_effect(Opcode::SETUP_CLEANUP, 0, true), 2);
  EXPECT_EQ(stack_effect(Opcode::GET_AWAITABLE, 0, false), 0);
  EXPECT_EQ(stack_effect(Opcode::GET_AITER, 0, false), 0);
  EXPECT_EQ(stack_effect(Opcode::GET_ANEXT, 0, false), 1);
  EXPECT_EQ(stack_effect(Opcode::END_ASYNC_FOR, 0, false), -2);
  EXPECT_EQ(stack_effect(Opcode::BEFORE_ASYNC_WITH, 0, false), 1);
  EXPECT_EQ(stack_effect(Opcode::ASYNC_GEN_WRAP, 0, false), 0);
  EXPECT_EQ(stack_effect(Opcode::CHECK_EG_MATCH, 0, false), 0);
  EXPECT_EQ(stack_effect(Opcode::PREP_RERAISE_STAR, 0, false), -1);
}

TEST(Opcodes, EncodingRoundTrips) {
  const uint32_t word = encode(Opcode::LOAD_CONST, kMaxArg);
  EXPECT_EQ(opcode_of(word), Opcode::LOAD_CONST);
  EXPECT_EQ(arg_of(word), kMaxArg);
}
