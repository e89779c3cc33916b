// The assembler: from the compiler's instruction list (with labels and pseudo-ops) to a finished code body.
//
// The compiler emits a flat list in which jump arguments are label ids and try regions are bracketed by
// SETUP_FINALLY/SETUP_CLEANUP/SETUP_WITH ... POP_BLOCK pseudo-ops. The assembler follows control flow from the
// entry (as CPython's `label_exception_targets` and `stackdepth`) to find reachable code, each instruction's
// stack depth and innermost handler; it then drops dead code and pseudo-ops, turns labels into absolute indices,
// and coalesces handler runs into the exception table (`assemble_exception_table`). See docs/bytecode.md.
#pragma once

#include <cstdint>
#include <vector>

#include "lang/code.hpp"

namespace tsr::lang {

// One instruction as emitted. For JUMP-operand opcodes (incl. SETUP_*), `arg` is a label id.
// A position with line 0 is "artificial": it takes the position of the instruction before it.
struct Instr {
  Opcode op;
  int32_t arg = 0;
  Position pos;
};

// A growing instruction list with labels bound to positions in it.
class InstrSeq {
 public:
  int new_label() {
    label_pos_.push_back(-1);
    return static_cast<int>(label_pos_.size() - 1);
  }
  // Binds `label` to the next instruction emitted.
  void bind(int label) {
    label_pos_[label] = static_cast<int>(instrs_.size());
    last_bound_ = label_pos_[label];
  }
  void emit(Opcode op, int32_t arg, const Position& pos) { instrs_.push_back({op, arg, pos}); }

  // The previous instruction, if it starts no new block (no label is bound between it and the next one);
  // peephole rewrites at emission time may only look at such an instruction.
  Instr* last_in_block() {
    if (instrs_.empty() || last_bound_ == static_cast<int>(instrs_.size())) return nullptr;
    return &instrs_.back();
  }
  void pop_last() { instrs_.pop_back(); }
  // Drops the instructions marked in `drop` (one flag per instruction); a label bound to a dropped instruction
  // moves to the next one kept.
  void erase(const std::vector<bool>& drop);

  std::vector<Instr>& instrs() { return instrs_; }
  const std::vector<Instr>& instrs() const { return instrs_; }
  const std::vector<int>& label_positions() const { return label_pos_; }

 private:
  std::vector<Instr> instrs_;
  std::vector<int> label_pos_;  // instruction index per label (-1: unbound)
  int last_bound_ = -1;
};

// True for opcodes whose argument is a jump target (a label id before assembly).
constexpr bool is_jump(Opcode op) { return operand_kind(op) == OperandKind::JUMP; }

// CPython's SWAP optimisations (flowgraph.c's swaptimize and apply_static_swaps): a run of SWAPs becomes the
// shortest run with the same effect, and a SWAP followed by stores and pops of the same line is applied to the
// instructions instead of the stack. The pattern compiler's rotations are the main source of such runs.
void optimize_swaps(InstrSeq& seq);

// Fills `code.code`, `code.positions`, `code.exception_table` and `code.stacksize` from `seq`.
// Throws std::logic_error if the stack depth at some instruction depends on the path taken (a compiler bug).
void assemble(const InstrSeq& seq, Code& code);

}  // namespace tsr::lang
