// `dis`-style listings (language.md §4.7): the layout of CPython 3.11's Lib/dis.py, driven only by each
// opcode's operand kind from opcodes.def.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>

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
        else if constexpr (std::is_same_v<T, std::shared_ptr<const Code>>) return code_repr(*v);
        else {
          std::string out = "(";
          for (size_t i = 0; i < v->items.size(); ++i) out += (i ? ", " : "") + const_repr(v->items[i]);
          return out + (v->items.size() == 1 ? ",)" : ")");
        }
      },
      c);
}

// The frame slot's name: [varnames | cellvars | freevars].
const std::string& localsplus_name(const Code& code, uint32_t slot) {
  if (slot < code.varnames.size()) return code.varnames[slot];
  slot -= uint32_t(code.varnames.size());
  if (slot < code.cellvars.size()) return code.cellvars[slot];
  return code.freevars.at(slot - code.cellvars.size());
}

// The parenthesised detail after the argument, as dis's argrepr.
std::string argrepr(const Code& code, Opcode op, uint32_t arg) {
  switch (operand_kind(op)) {
    case OperandKind::NONE:
    case OperandKind::ARG: return "";
    case OperandKind::CONST: return const_repr(code.consts.at(arg));
    case OperandKind::NAME: return code.names.at(arg);
    case OperandKind::LOCAL: return code.varnames.at(arg);
    case OperandKind::DEREF: return localsplus_name(code, arg);
    case OperandKind::GLOBAL: return ((arg & 1) ? "NULL + " : "") + code.names.at(arg >> 1);
    case OperandKind::JUMP: return "to " + std::to_string(arg);
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

void disassemble_one(const Code& code, int current, std::string& out) {
  std::set<uint32_t> targets;
  uint32_t max_line = 0;
  for (size_t i = 0; i < code.code.size(); ++i) {
    const Opcode op = opcode_of(code.code[i]);
    if (operand_kind(op) == OperandKind::JUMP) targets.insert(arg_of(code.code[i]));
    max_line = std::max(max_line, code.positions[i].line);
  }
  for (const auto& e : code.exception_table) targets.insert(e.target);
  const size_t line_width = max_line >= 1000 ? std::to_string(max_line).size() : 3;
  const size_t offset_width = code.code.size() >= 10000 ? std::to_string(code.code.size() - 1).size() : 4;

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
    row += " " + pad_left(std::to_string(i), offset_width);
    row += " " + pad_right(std::string(opcode_name(op)), 20);
    if (operand_kind(op) != OperandKind::NONE) {
      row += " " + pad_left(std::to_string(arg), 5);
      const std::string detail = argrepr(code, op, arg);
      if (!detail.empty()) row += " (" + detail + ")";
    }
    while (!row.empty() && row.back() == ' ') row.pop_back();
    out += row + "\n";
  }
  if (!code.exception_table.empty()) {
    out += "ExceptionTable:\n";
    for (const auto& e : code.exception_table) {
      out += "  " + std::to_string(e.start) + " to " + std::to_string(e.end - 1) + " -> " + std::to_string(e.target) +
             " [" + std::to_string(e.depth) + "]" + (e.lasti ? " lasti" : "") + "\n";
    }
  }
}

void disassemble_recursive(const Code& code, int current, std::string& out) {
  disassemble_one(code, current, out);
  for (const auto& c : code.consts) {
    if (const auto* nested = std::get_if<std::shared_ptr<const Code>>(&c)) {
      out += "\nDisassembly of " + code_repr(**nested) + ":\n";
      disassemble_recursive(**nested, -1, out);
    }
  }
}

}  // namespace

std::string disassemble(const Code& code, int current) {
  std::string out;
  disassemble_recursive(code, current, out);
  return out;
}

}  // namespace tsr::lang
