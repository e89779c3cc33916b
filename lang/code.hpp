// Code objects: the compiler's output and the VM's input (language.md §4.1).
//
// A Code is immutable once built and knows nothing of the runtime's values: constants are plain C++ data, and
// the VM converts them into its own values once, when it first wraps the Code.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "lang/opcodes.hpp"
#include "lang/source.hpp"

namespace tsr::lang {

struct Code;

struct NoneConstant { bool operator==(const NoneConstant&) const = default; };
struct EllipsisConstant { bool operator==(const EllipsisConstant&) const = default; };
struct TupleConstant;
// A bytes literal's value (a distinct alternative from str, whose text is UTF-8).
struct BytesConstant {
  std::string data;
  bool operator==(const BytesConstant&) const = default;
};

// An int literal too large for int64: its digits (no prefix, no underscores) in its base. The runtime makes the
// big int (interpreter/bigint.hpp); the compiler has no arithmetic on it.
struct BigIntConstant {
  std::string digits;
  int base = 10;
  bool operator==(const BigIntConstant&) const = default;
};

// An imaginary literal (`2.5j`): the complex number 0 + imag*1j. The real part is always +0.0, as in CPython,
// whose compiler keeps `-1j` as a negation at run time too (tsr does not fold it).
struct ImagConstant {
  double imag = 0;
  bool operator==(const ImagConstant&) const = default;
};

// A compile-time constant: None, Ellipsis, bool, int, float, str, a tuple of constants, a nested code object,
// bytes, a big int or an imaginary number (the later ones last, so the code cache's numbering of the others stays).
using Constant = std::variant<NoneConstant, EllipsisConstant, bool, int64_t, double, std::string,
                              std::shared_ptr<const TupleConstant>, std::shared_ptr<const Code>, BytesConstant,
                              BigIntConstant, ImagConstant>;

struct TupleConstant {
  std::vector<Constant> items;
};

// A constant as Python's repr() writes it (disassembler.cpp: dis's argrepr; compile errors quote keys with it).
std::string const_repr(const Constant& c);

// Code flags, CPython's values.
enum CodeFlags : uint32_t {
  CO_OPTIMIZED = 0x1,    // locals are fast slots (functions)
  CO_NEWLOCALS = 0x2,    // a new locals dict/frame per call
  CO_VARARGS = 0x4,      // has *args
  CO_VARKEYWORDS = 0x8,  // has **kwargs
  CO_NESTED = 0x10,      // defined inside another function
  CO_GENERATOR = 0x20,   // calling it makes a generator
  CO_COROUTINE = 0x80,   // calling it makes a coroutine (async def)
  CO_ITERABLE_COROUTINE = 0x100,  // a generator that `await` accepts (types.coroutine)
  CO_ASYNC_GENERATOR = 0x200,     // calling it makes an async generator (async def with yield)
  CO_SUSPENDS = CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR,  // calling it makes a suspendable frame
};

// Source span of one instruction (from the AST node that produced it): 1-based lines, 0-based byte columns.
struct Position {
  uint32_t line = 0, end_line = 0, col = 0, end_col = 0;
};

// One exception-table entry (3.11 "zero-cost" exceptions, §4.5): an exception raised by an instruction in
// [start, end) truncates the value stack to `depth`, pushes lasti when `lasti`, pushes the exception and jumps
// to `target`.
struct ExceptionEntry {
  uint32_t start = 0, end = 0, target = 0, depth = 0;
  bool lasti = false;
};

// A warning the compiler gives, as CPython's compiler_warn: the runtime issues it through warnings.warn_explicit
// (category SyntaxWarning) once the module is compiled, and a filter that makes it an error turns it into a
// SyntaxError at this span. Only a module's code holds them (its nested functions' go there too).
struct CompileWarning {
  std::string message;
  uint32_t line = 0, end_line = 0, col = 0, end_col = 0;
};

struct Code {
  std::string name;       // co_name: "f", "<module>", "<lambda>", "<listcomp>", "<genexpr>"
  std::string qualname;   // co_qualname: "A.f", "f.<locals>.g"
  std::shared_ptr<const SourceFile> source;
  uint32_t firstlineno = 1;
  uint32_t argcount = 0, posonlyargcount = 0, kwonlyargcount = 0;
  uint32_t flags = 0;

  // Frame slots ("localsplus", as 3.11): [varnames | cellvars (not also args) | freevars | value stack].
  // An argument that is also a cell keeps its varnames slot; `cell2arg` maps such cells, as MAKE_CELL needs.
  std::vector<std::string> varnames, cellvars, freevars;
  std::vector<std::string> names;   // attribute, global and imported names
  std::vector<Constant> consts;     // consts[0] is the docstring for functions that have one (else None)
  std::vector<uint32_t> code;       // encoded instructions (opcodes.hpp: encode/opcode_of/arg_of)
  std::vector<Position> positions;  // one per instruction
  std::vector<ExceptionEntry> exception_table;
  uint32_t stacksize = 0;           // maximum value-stack depth
  std::vector<CompileWarning> warnings;  // a module's compile-time warnings (not kept in the code cache)

  const std::string& filename() const { return source->name; }
  uint32_t nlocalsplus() const { return uint32_t(varnames.size() + cellvars.size() + freevars.size()); }
  bool is_generator() const { return flags & CO_SUSPENDS; }  // a generator, coroutine or async generator
};

}  // namespace tsr::lang
