// `dis`-style listings (language.md §4.7): the layout of CPython 3.11's Lib/dis.py, driven only by each
// opcode's operand kind from opcodes.def.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>

#include "lang/frontend.hpp"

namespace tsr::lang {
namespace {

// Python's repr(float): shortest round-trip digits, fixed notation for decimal exponents in [-4, 16).
std::string float_repr(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  char buf[64];
  const auto end = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific).ptr;
  std::string sci(buf, end);  // [-]d[.ddd]e±XX
  std::string sign;
  if (sci[0] == '-') {
    sign = "-";
    sci.erase(0, 1);
  }
  const size_t e = sci.find('e');
  std::string digits = sci.substr(0, e);
  if (digits.size() > 1) digits.erase(1, 1);  // drop the '.'
  const int exp = std::stoi(sci.substr(e + 1));
  if (exp >= -4 && exp < 16) {
    if (exp < 0) return sign + "0." + std::string(-exp - 1, '0') + digits;
    if (digits.size() <= size_t(exp) + 1) return sign + digits + std::string(exp + 1 - digits.size(), '0') + ".0";
    return sign + digits.substr(0, exp + 1) + "." + digits.substr(exp + 1);
  }
  std::string mantissa = digits.substr(0, 1);
  if (digits.size() > 1) mantissa += "." + digits.substr(1);
  const std::string mag = std::to_string(std::abs(exp));
  return sign + mantissa + "e" + (exp < 0 ? "-" : "+") + (mag.size() < 2 ? "0" : "") + mag;
}

// Python's repr(str): single quotes unless the text has ' and no ", escapes for controls.
std::string str_repr(const std::string& s) {
  const bool dquote = s.find('\'') != std::string::npos && s.find('"') == std::string::npos;
  const char q = dquote ? '"' : '\'';
  std::string out(1, q);
  for (unsigned char c : s) {
    if (c == q || c == '\\') {
      out += '\\';
      out += char(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else {
      out += char(c);  // printable ASCII, and UTF-8 bytes of non-ASCII text kept as is
    }
  }
  return out + q;
}

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
    case OperandKind::BINOP:
      return std::string(kBinaryOpSymbols.at(arg % kInplaceOffset)) + (arg >= uint32_t(kInplaceOffset) ? "=" : "");
    case OperandKind::COMPARE: return std::string(kCompareOpSymbols.at(arg));
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
