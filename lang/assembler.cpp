// The assembler: control-flow walk, dead-code removal, jump resolution, exception table, stack depth.
#include "lang/assembler.hpp"

#include <algorithm>
#include <stdexcept>

namespace tsr::lang {
namespace {

// Exit blocks at most this long are copied over the jumps that reach them (CPython's MAX_COPY_SIZE): a
// `return` at the end of an `if` then costs no jump.
constexpr size_t kMaxCopySize = 4;

constexpr bool is_plain_jump(Opcode op) { return op == Opcode::JUMP || op == Opcode::JUMP_NO_INTERRUPT; }
constexpr bool is_setup(Opcode op) {
  return op == Opcode::SETUP_FINALLY || op == Opcode::SETUP_CLEANUP || op == Opcode::SETUP_WITH;
}
constexpr bool is_scope_exit(Opcode op) {
  return op == Opcode::RETURN_VALUE || op == Opcode::RERAISE || op == Opcode::RAISE_VARARGS;
}
// Instructions after which control never falls through to the next one.
constexpr bool ends_flow(Opcode op) {
  return is_scope_exit(op) || is_plain_jump(op) || op == Opcode::JUMP_FORWARD || op == Opcode::JUMP_BACKWARD ||
         op == Opcode::JUMP_BACKWARD_NO_INTERRUPT;
}

// A working copy of the instruction list and its label positions.
struct Flow {
  std::vector<Instr> instrs;
  std::vector<int> labels;
};

// The exit block starting at `start` (instructions up to and including a scope exit, no label inside, no jump),
// or an empty range when there is none short enough to copy. As in CPython 3.11, only a block without a line of
// its own is copied (the implicit `return None`): an explicit `return` keeps its one place.
std::pair<size_t, size_t> exit_block_at(const std::vector<Instr>& in, const std::vector<bool>& starts, int start) {
  if (start < 0) return {0, 0};
  for (size_t i = start; i < in.size() && i - start < kMaxCopySize; ++i) {
    if (i > size_t(start) && starts[i]) break;
    if (is_jump(in[i].op) || kIsPseudo[static_cast<int>(in[i].op)] || in[i].pos.line != 0) break;
    if (is_scope_exit(in[i].op)) return {size_t(start), i + 1};
  }
  return {0, 0};
}

// Replaces each unconditional jump to a short exit block with a copy of that block (CPython's extend_block).
Flow inline_exit_blocks(const InstrSeq& seq) {
  const auto& in = seq.instrs();
  std::vector<bool> starts(in.size() + 1, false);
  for (int pos : seq.label_positions())
    if (pos >= 0) starts[pos] = true;
  Flow out;
  std::vector<int> new_index(in.size() + 1);
  for (size_t i = 0; i < in.size(); ++i) {
    new_index[i] = static_cast<int>(out.instrs.size());
    if (is_plain_jump(in[i].op)) {
      auto [b, e] = exit_block_at(in, starts, seq.label_positions()[in[i].arg]);
      if (b != e) {
        out.instrs.insert(out.instrs.end(), in.begin() + b, in.begin() + e);
        continue;
      }
    }
    out.instrs.push_back(in[i]);
  }
  new_index[in.size()] = static_cast<int>(out.instrs.size());
  out.labels = seq.label_positions();
  for (int& pos : out.labels)
    if (pos >= 0) pos = new_index[pos];
  return out;
}

// One entry of the persistent handler stack: the region opened by a SETUP_* pseudo-op.
struct Handler {
  int label;   // where the handler code starts
  int depth;   // value-stack depth the handler unwinds to
  bool lasti;  // whether the handler expects the raising instruction's index below the exception
  int parent;  // enclosing handler (-1: none)
};

// What the control-flow walk learns about each instruction.
struct FlowInfo {
  std::vector<bool> reached;
  std::vector<int> handler;  // innermost handler covering the instruction (-1: none)
  std::vector<Handler> handlers;
  int max_depth = 0;
};

// Follows every path from the entry, as CPython's stackdepth() and label_exception_targets() do.
FlowInfo walk(const Flow& flow) {
  const size_t n = flow.instrs.size();
  FlowInfo info;
  info.reached.assign(n, false);
  info.handler.assign(n, -1);
  std::vector<int> depth_at(n, -1);
  struct Pending { int index, depth, handler; };
  std::vector<Pending> work{{0, 0, -1}};
  const auto branch = [&](int label, int depth, int handler) {
    work.push_back({flow.labels[label], depth, handler});
    info.max_depth = std::max(info.max_depth, depth);
  };
  while (!work.empty()) {
    auto [i, depth, handler] = work.back();
    work.pop_back();
    for (; i < int(n); ++i) {
      if (info.reached[i]) {
        if (depth_at[i] != depth) throw std::logic_error("assembler: inconsistent stack depth");
        break;
      }
      info.reached[i] = true;
      depth_at[i] = depth;
      info.handler[i] = handler;
      const Instr& in = flow.instrs[i];
      if (is_setup(in.op)) {
        const int target_depth = depth + stack_effect(in.op, 0, true);
        const bool lasti = in.op != Opcode::SETUP_FINALLY;
        info.handlers.push_back({in.arg, target_depth - 1 - int(lasti), lasti, handler});
        branch(in.arg, target_depth, handler);
        handler = int(info.handlers.size()) - 1;
        continue;
      }
      if (in.op == Opcode::POP_BLOCK) {
        if (handler < 0) throw std::logic_error("assembler: POP_BLOCK without SETUP");
        handler = info.handlers[handler].parent;
        continue;
      }
      if (is_jump(in.op)) branch(in.arg, depth + stack_effect(in.op, in.arg, true), handler);
      depth += stack_effect(in.op, in.arg, false);
      if (depth < 0) throw std::logic_error("assembler: stack underflow");
      info.max_depth = std::max(info.max_depth, depth);
      if (ends_flow(in.op)) break;
    }
  }
  return info;
}

constexpr bool swappable(Opcode op) { return op == Opcode::STORE_FAST || op == Opcode::POP_TOP; }

// The swap pass's view of one code body: the instructions and where blocks start (at a bound label).
struct SwapPass {
  std::vector<Instr>& code;
  std::vector<bool> starts;   // starts[i]: a label is bound at instruction i
  std::vector<bool> made_nop;  // NOPs this pass made (removed afterwards where the line allows)

  explicit SwapPass(InstrSeq& seq) : code(seq.instrs()), starts(code.size() + 1), made_nop(code.size()) {
    for (int pos : seq.label_positions())
      if (pos >= 0 && size_t(pos) <= code.size()) starts[pos] = true;
  }

  // The next STORE_FAST or POP_TOP after `i` in its block, past NOPs; -1 if another instruction comes first, or
  // (line >= 0) one of another line.
  int next_swappable(size_t i, int64_t line) const {
    for (size_t k = i + 1; k < code.size() && !starts[k]; ++k) {
      if (line >= 0 && code[k].pos.line != line) return -1;
      if (code[k].op == Opcode::NOP) continue;
      return swappable(code[k].op) ? int(k) : -1;
    }
    return -1;
  }

  // Rewrites the run of SWAPs (and NOPs) starting at `ix` as the fewest SWAPs with the same permutation; returns
  // the run's last index (`ix` itself when the run has one SWAP).
  size_t shorten_run(size_t ix) {
    int depth = code[ix].arg;
    size_t len = 1;
    bool more = false;
    for (size_t k = ix + 1; k < code.size() && !starts[k]; ++k, ++len) {
      if (code[k].op == Opcode::SWAP) {
        depth = std::max(depth, int(code[k].arg));
        more = true;
      } else if (code[k].op != Opcode::NOP) {
        break;
      }
    }
    if (!more) return ix;
    // Simulate the run on the stack positions 0 (top) .. depth - 1.
    std::vector<int> stack(depth);
    for (int i = 0; i < depth; ++i) stack[i] = i;
    for (size_t k = ix; k < ix + len; ++k) {
      if (code[k].op == Opcode::SWAP) std::swap(stack[0], stack[code[k].arg - 1]);
    }
    // Each cycle of the permutation is undone by swapping its members with the top in turn; emitted from the run's
    // end backwards, those swaps perform it.
    constexpr int kVisited = -1;
    size_t current = ix + len;  // one past the next slot to fill
    for (int i = 0; i < depth; ++i) {
      if (stack[i] == kVisited || stack[i] == i) continue;
      int j = i;
      for (;;) {
        if (j) {
          Instr& slot = code[--current];
          slot.op = Opcode::SWAP;
          slot.arg = j + 1;
          made_nop[current] = false;
        }
        if (stack[j] == kVisited) break;
        const int next = stack[j];
        stack[j] = kVisited;
        j = next;
      }
    }
    while (current > ix) {
      code[--current].op = Opcode::NOP;
      made_nop[current] = true;
    }
    return ix + len - 1;
  }

  // From `i` back to the start of the run: a SWAP k followed by k stores or pops of one line exchanges the first
  // and the k-th of them instead.
  void apply_statically(size_t i) {
    for (size_t k = i + 1; k-- > 0;) {
      Instr& swap = code[k];
      if (swap.op != Opcode::SWAP) {
        if (swap.op != Opcode::NOP && !swappable(swap.op)) return;
      } else {
        const int j = next_swappable(k, -1);
        if (j < 0) return;
        int last = j;
        const int64_t line = code[j].pos.line;
        for (int count = swap.arg - 1; count > 0; --count) {
          last = next_swappable(size_t(last), line);
          if (last < 0) return;
        }
        swap.op = Opcode::NOP;
        made_nop[k] = true;
        std::swap(code[j], code[last]);
      }
      if (starts[k]) return;
    }
  }

  // The NOPs made here that keep no line of their own (CPython's remove_redundant_nops).
  std::vector<bool> redundant_nops() const {
    std::vector<bool> drop(code.size());
    for (size_t i = 0; i < code.size(); ++i) {
      if (!made_nop[i] || code[i].op != Opcode::NOP) continue;
      const uint32_t line = code[i].pos.line;
      const bool same_as_prev = i > 0 && !starts[i] && code[i - 1].pos.line == line;
      const bool same_as_next = i + 1 < code.size() && !starts[i + 1] && code[i + 1].pos.line == line;
      drop[i] = line == 0 || same_as_prev || same_as_next;
    }
    return drop;
  }
};

}  // namespace

void InstrSeq::erase(const std::vector<bool>& drop) {
  std::vector<int> new_index(instrs_.size() + 1);
  size_t kept = 0;
  for (size_t i = 0; i < instrs_.size(); ++i) {
    new_index[i] = int(kept);
    if (!drop[i]) instrs_[kept++] = instrs_[i];
  }
  new_index[instrs_.size()] = int(kept);
  instrs_.resize(kept);
  for (int& pos : label_pos_)
    if (pos >= 0) pos = new_index[pos];
  if (last_bound_ >= 0) last_bound_ = new_index[last_bound_];
}

void optimize_swaps(InstrSeq& seq) {
  const auto& code = seq.instrs();
  if (std::none_of(code.begin(), code.end(), [](const Instr& in) { return in.op == Opcode::SWAP; })) return;
  SwapPass pass(seq);
  for (size_t i = 0; i < code.size(); ++i) {
    if (code[i].op != Opcode::SWAP) continue;
    i = pass.shorten_run(i);
    pass.apply_statically(i);
  }
  seq.erase(pass.redundant_nops());
}

void assemble(const InstrSeq& seq, Code& code) {
  const Flow flow = inline_exit_blocks(seq);
  const FlowInfo info = walk(flow);
  const size_t n = flow.instrs.size();

  // Keep reached real instructions; drop jumps to the instruction that follows anyway (walking backwards so a
  // dropped jump is already gone when an earlier one is judged).
  std::vector<bool> keep(n);
  for (size_t i = 0; i < n; ++i) {
    const Opcode op = flow.instrs[i].op;
    keep[i] = info.reached[i] && (!kIsPseudo[static_cast<int>(op)] || is_plain_jump(op));
  }
  std::vector<int> next_kept(n + 1, int(n));
  for (int i = int(n) - 1; i >= 0; --i) {
    const Instr& in = flow.instrs[i];
    if (keep[i] && is_plain_jump(in.op)) {
      const int target = flow.labels[in.arg];
      if (target > i && next_kept[target] == next_kept[i + 1]) keep[i] = false;
    }
    next_kept[i] = keep[i] ? i : next_kept[i + 1];
  }
  std::vector<uint32_t> final_index(n + 1);
  uint32_t count = 0;
  for (size_t i = 0; i <= n; ++i) {
    final_index[i] = count;
    if (i < n && keep[i]) ++count;
  }
  const auto resolve = [&](int label) { return final_index[next_kept[flow.labels[label]]]; };

  code.code.clear();
  code.positions.clear();
  code.exception_table.clear();
  Position last{};
  for (size_t i = 0; i < n; ++i) {
    if (!keep[i]) continue;
    const Instr& in = flow.instrs[i];
    Opcode op = in.op;
    uint32_t arg = static_cast<uint32_t>(in.arg);
    const uint32_t here = static_cast<uint32_t>(code.code.size());
    if (is_jump(op)) {
      arg = resolve(in.arg);
      if (op == Opcode::JUMP) op = arg > here ? Opcode::JUMP_FORWARD : Opcode::JUMP_BACKWARD;
      if (op == Opcode::JUMP_NO_INTERRUPT) op = arg > here ? Opcode::JUMP_FORWARD : Opcode::JUMP_BACKWARD_NO_INTERRUPT;
    }
    if (arg > kMaxArg) throw std::logic_error("assembler: argument out of range");
    code.code.push_back(encode(op, arg));
    if (in.pos.line != 0) last = in.pos;
    code.positions.push_back(last);

    // Extend the last exception-table entry, or start a new one.
    if (info.handler[i] < 0) continue;
    const Handler& h = info.handlers[info.handler[i]];
    const ExceptionEntry entry{here, here + 1, resolve(h.label), uint32_t(h.depth), h.lasti};
    auto& table = code.exception_table;
    if (!table.empty()) {
      ExceptionEntry& prev = table.back();
      if (prev.end == here && prev.target == entry.target && prev.depth == entry.depth && prev.lasti == entry.lasti) {
        prev.end = here + 1;
        continue;
      }
    }
    table.push_back(entry);
  }
  code.stacksize = static_cast<uint32_t>(info.max_depth);
}

}  // namespace tsr::lang
