// `dis`-style listings (language.md §4.7): the layout of CPython 3.11's Lib/dis.py, driven only by each
// opcode's operand kind from opcodes.def, with the byte offsets CPython 3.11 gives the same instructions.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>
#include <vector>

#include "lang/frontend.hpp"
#include "lang/text.hpp"

namespace tsr::lang {
namespace {

std::string code_repr(const Code& code) {
  char addr[32];
  std::snprintf(addr, sizeof addr, "%p", static_cast<const void*>(&code));
  return "<code object " + code.name + " at " + addr + ", file \"" + code.filename() + "\", line " +
         std::to_string(code.firstlineno) + ">";
}

}  // namespace

std::string const_repr(const Constant& c) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, NoneConstant>) return "None";
        else if constexpr (std::is_same_v<T, EllipsisConstant>) return "Ellipsis";
        else if constexpr (std::is_same_v<T, bool>) return v ? "True" : "False";
        else if constexpr (std::is_same_v<T, int64_t>) return std::to_string(v);
        else if constexpr (std::is_same_v<T, double>) return float_repr(v);
        else if constexpr (std::is_same_v<T, std::string>) return str_repr(v);
        else if constexpr (std::is_same_v<T, BytesConstant>) return bytes_repr(v.data);
        else if constexpr (std::is_same_v<T, BigIntConstant>) return digits_to_decimal(v.digits, v.base);
        else if constexpr (std::is_same_v<T, ImagConstant>) return complex_repr(0.0, v.imag);
        else if constexpr (std::is_same_v<T, std::shared_ptr<const Code>>) return code_repr(*v);
        else {
          std::string out = "(";
          for (size_t i = 0; i < v->items.size(); ++i) out += (i ? ", " : "") + const_repr(v->items[i]);
          return out + (v->items.size() == 1 ? ",)" : ")");
        }
      },
      c);
}

namespace {

// The frame slot's name: [varnames | cellvars | freevars].
const std::string& localsplus_name(const Code& code, uint32_t slot) {
  if (slot < code.varnames.size()) return code.varnames[slot];
  slot -= uint32_t(code.varnames.size());
  if (slot < code.cellvars.size()) return code.cellvars[slot];
  return code.freevars.at(slot - code.cellvars.size());
}

// Where each instruction would sit in CPython 3.11's bytecode. tsr's VM runs one instruction per slot with
// absolute jump targets; CPython's code units are 2 bytes, and its stream holds pieces tsr's VM has no use for:
// RESUME at the start (after the MAKE_CELL/COPY_FREE_VARS prologue; a generator's RETURN_GENERATOR and POP_TOP
// before it), a PRECALL before each CALL, the inline CACHE entries of the specialising instructions and an
// EXTENDED_ARG per byte of argument above the first. They are counted here, not listed (dis hides the caches
// too), so the offsets, jump arguments (relative, in code units) and jump targets read as CPython's.
struct CPythonLayout {
  std::vector<uint32_t> start;   // where each instruction's code units begin (a jump to it lands here); [size]: end
  std::vector<uint32_t> offset;  // where dis shows it: after its PRECALL or EXTENDED_ARGs
  uint32_t resume = 0;           // index of the first instruction after RESUME
  uint32_t unit = 2;             // bytes per code unit (1 and absolute jumps: tsr's own instruction indices)
  bool relative_jumps = true;
};

// Code units after an instruction: Lib/opcode.py's _inline_cache_entries for 3.11.
uint32_t cache_entries(Opcode op) {
  switch (op) {
    case Opcode::BINARY_SUBSCR: return 4;
    case Opcode::STORE_SUBSCR: return 1;
    case Opcode::UNPACK_SEQUENCE: return 1;
    case Opcode::STORE_ATTR: return 4;
    case Opcode::LOAD_ATTR: return 4;
    case Opcode::COMPARE_OP: return 2;
    case Opcode::LOAD_GLOBAL: return 5;
    case Opcode::BINARY_OP: return 1;
    case Opcode::LOAD_METHOD: return 10;
    case Opcode::CALL: return 4;
    case Opcode::YIELD_VALUE: return 1;  // not a cache: the RESUME that follows each yield
    default: return 0;
  }
}

// Code units before an instruction that dis shows on lines of their own: a CALL's PRECALL (with its cache entry)
// and EXTENDED_ARGs.
uint32_t units_before(Opcode op, uint32_t arg) {
  return (op == Opcode::CALL ? 2 : 0) + (arg > 0xffffff ? 3 : arg > 0xffff ? 2 : arg > 0xff ? 1 : 0);
}

// CPython's argument for a jump: the distance in code units from the end of the jump to its target.
uint32_t relative_jump(const CPythonLayout& at, size_t i, uint32_t target) {
  const uint32_t from = at.start[i + 1], to = at.start[target];
  return (to > from ? to - from : from - to) / 2;
}

// tsr's own numbering: one slot per instruction, jumps to absolute indices.
CPythonLayout index_layout(const Code& code) {
  CPythonLayout at;
  for (uint32_t i = 0; i <= code.code.size(); ++i) at.start.push_back(i);
  at.offset.assign(at.start.begin(), at.start.end() - 1);
  at.unit = 1;
  at.relative_jumps = false;
  return at;
}

CPythonLayout cpython_layout(const Code& code) {
  CPythonLayout at;
  const size_t n = code.code.size();
  while (at.resume < n && (opcode_of(code.code[at.resume]) == Opcode::MAKE_CELL ||
                           opcode_of(code.code[at.resume]) == Opcode::COPY_FREE_VARS))
    ++at.resume;
  // A jump's EXTENDED_ARGs depend on the offsets, which depend on them: repeat until nothing moves.
  std::vector<uint32_t> before(n, 0), units(n, 1);
  for (bool moved = true; moved;) {
    at.start.assign(n + 1, 0);
    at.offset.assign(n, 0);
    uint32_t pos = 0;
    for (size_t i = 0; i <= n; ++i) {
      if (i == at.resume) pos += 2 * (1 + (code.is_generator() ? 2 : 0));
      at.start[i] = pos;
      if (i == n) break;
      at.offset[i] = pos + 2 * before[i];
      pos += 2 * units[i];
    }
    moved = false;
    for (size_t i = 0; i < n; ++i) {
      const Opcode op = opcode_of(code.code[i]);
      uint32_t arg = arg_of(code.code[i]);
      if (operand_kind(op) == OperandKind::JUMP) arg = relative_jump(at, i, arg);
      const uint32_t b = units_before(op, arg), size = b + 1 + cache_entries(op);
      moved |= size != units[i] || b != before[i];
      units[i] = size;
      before[i] = b;
    }
  }
  return at;
}

// The parenthesised detail after the argument, as dis's argrepr.
std::string argrepr(const Code& code, const CPythonLayout& at, Opcode op, uint32_t arg) {
  switch (operand_kind(op)) {
    case OperandKind::NONE:
    case OperandKind::ARG: return "";
    case OperandKind::CONST: return const_repr(code.consts.at(arg));
    case OperandKind::NAME: return code.names.at(arg);
    case OperandKind::LOCAL: return code.varnames.at(arg);
    case OperandKind::DEREF: return localsplus_name(code, arg);
    case OperandKind::GLOBAL: return ((arg & 1) ? "NULL + " : "") + code.names.at(arg >> 1);
    case OperandKind::JUMP: return "to " + std::to_string(at.start[arg]);
    case OperandKind::BINOP: return binary_op_listing(arg);
    case OperandKind::COMPARE: return std::string(kComparisonOperators[arg].symbol);
    case OperandKind::FORMAT: {
      static constexpr const char* kConversions[] = {"", "str", "repr", "ascii"};
      std::string out = kConversions[arg & 3];
      if (arg & 4) out += out.empty() ? "with format" : ", with format";
      return out;
    }
  }
  return "";
}

std::string pad_left(const std::string& s, size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}
std::string pad_right(const std::string& s, size_t width) {
  return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

void disassemble_one(const Code& code, int current, DisOffsets offsets, std::string& out) {
  const CPythonLayout at = offsets == DisOffsets::cpython_bytes ? cpython_layout(code) : index_layout(code);
  std::set<uint32_t> targets;
  uint32_t max_line = 0;
  for (size_t i = 0; i < code.code.size(); ++i) {
    const Opcode op = opcode_of(code.code[i]);
    if (operand_kind(op) == OperandKind::JUMP) targets.insert(arg_of(code.code[i]));
    max_line = std::max(max_line, code.positions[i].line);
  }
  for (const auto& e : code.exception_table) targets.insert(e.target);
  const size_t line_width = max_line >= 1000 ? std::to_string(max_line).size() : 3;
  const size_t offset_width = at.start.back() >= 10000 ? std::to_string(at.start.back()).size() : 4;

  uint32_t last_line = 0;
  for (size_t i = 0; i < code.code.size(); ++i) {
    const Opcode op = opcode_of(code.code[i]);
    const uint32_t arg = arg_of(code.code[i]);
    const uint32_t line = code.positions[i].line;
    const bool starts_line = line != 0 && line != last_line;
    if (starts_line) {
      if (i > 0) out += "\n";
      last_line = line;
    }
    std::string row = starts_line ? pad_left(std::to_string(line), line_width) : std::string(line_width, ' ');
    row += int(i) == current ? " -->" : "    ";
    row += targets.contains(uint32_t(i)) ? " >>" : "   ";
    row += " " + pad_left(std::to_string(at.offset[i]), offset_width);
    row += " " + pad_right(std::string(opcode_name(op)), 20);
    if (operand_kind(op) != OperandKind::NONE) {
      const uint32_t shown = operand_kind(op) == OperandKind::JUMP && at.relative_jumps ? relative_jump(at, i, arg) : arg;
      row += " " + pad_left(std::to_string(shown), 5);
      const std::string detail = argrepr(code, at, op, arg);
      if (!detail.empty()) row += " (" + detail + ")";
    }
    while (!row.empty() && row.back() == ' ') row.pop_back();
    out += row + "\n";
  }
  if (!code.exception_table.empty()) {
    // As dis prints it: the first and last code unit covered (the last one's caches included), the handler.
    out += "ExceptionTable:\n";
    for (const auto& e : code.exception_table) {
      out += "  " + std::to_string(at.start[e.start]) + " to " + std::to_string(at.start[e.end] - at.unit) + " -> " +
             std::to_string(at.start[e.target]) + " [" + std::to_string(e.depth) + "]" + (e.lasti ? " lasti" : "") + "\n";
    }
  }
}

void disassemble_recursive(const Code& code, int current, DisOffsets offsets, std::string& out) {
  disassemble_one(code, current, offsets, out);
  for (const auto& c : code.consts) {
    if (const auto* nested = std::get_if<std::shared_ptr<const Code>>(&c)) {
      out += "\nDisassembly of " + code_repr(**nested) + ":\n";
      disassemble_recursive(**nested, -1, offsets, out);
    }
  }
}

}  // namespace

std::string disassemble(const Code& code, int current, DisOffsets offsets) {
  std::string out;
  disassemble_recursive(code, current, offsets, out);
  return out;
}

}  // namespace tsr::lang
