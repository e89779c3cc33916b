// Symbol tables: which names each scope binds, reads and closes over (language.md §3.7).
//
// Built in two passes, as CPython's `Python/symtable.c`: a walk over the AST records, per scope, how every name
// is used (flags), then an analysis pass resolves each name to a scope kind (local, cell, free, global) by
// passing the sets of bound names down the tree and the sets of free names back up.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "lang/ast.hpp"
#include "lang/source.hpp"
#include "lang/syntax_error.hpp"

namespace tsr::lang {

// How a name is used inside one scope (CPython's DEF_* flags).
enum SymbolFlag : uint32_t {
  DEF_GLOBAL = 1,        // named in a `global` statement
  DEF_LOCAL = 2,         // assigned to
  DEF_PARAM = 4,         // a parameter
  DEF_NONLOCAL = 8,      // named in a `nonlocal` statement
  USE = 16,              // read
  DEF_FREE_CLASS = 64,   // a class-body name that nested methods also reach as a free variable
  DEF_IMPORT = 128,      // bound by an import
  DEF_ANNOT = 256,       // annotated (`x: int`)
  DEF_COMP_ITER = 512,   // a comprehension's iteration variable (an assignment expression may not rebind it)
};
inline constexpr uint32_t DEF_BOUND = DEF_LOCAL | DEF_PARAM | DEF_IMPORT;

// Where the compiler finds a name at run time.
enum class Scope : uint8_t { Unknown, Local, GlobalExplicit, GlobalImplicit, Free, Cell };

enum class BlockType : uint8_t { Module, Class, Function };

// What kind of comprehension a function scope implements (None for ordinary functions and lambdas).
enum class ComprehensionKind : uint8_t { None, List, Set, Dict, Generator };

struct Symbol {
  uint32_t flags = 0;
  Scope scope = Scope::Unknown;
};

// One scope: a module, class body, function, lambda or comprehension.
struct SymbolTableEntry {
  BlockType type = BlockType::Module;
  std::string name;                 // "top", a function/class name, "lambda", "listcomp", "genexpr"...
  ComprehensionKind comprehension = ComprehensionKind::None;
  ast::Location loc;
  bool nested = false;              // inside a function-like scope (CO_NESTED)
  bool generator = false;           // contains yield (or is a generator expression)
  bool coroutine = false;           // async def, or awaits (an async comprehension, an async genexp)
  bool has_free = false;            // reads a variable of an enclosing function
  bool child_free = false;          // some nested scope does
  bool needs_class_closure = false; // class body whose methods use `__class__`/`super`: it gets a cell

  std::vector<std::string> order;   // names in first-use order, as CPython's ordered dict
  std::unordered_map<std::string, Symbol> symbols;
  std::vector<std::string> params;  // parameter names in declaration order
  std::unordered_map<std::string, ast::Location> directives;  // global/nonlocal statements, for errors
  std::vector<std::unique_ptr<SymbolTableEntry>> children;

  // The resolved scope of `name` (Unknown when the scope never mentions it).
  Scope scope_of(const std::string& name) const;
  uint32_t flags_of(const std::string& name) const;
  bool is_function() const { return type == BlockType::Function; }
};

// All scopes of one module, found by the AST node that opens them.
class SymbolTable {
 public:
  // Records and analyses every scope of `module`. Throws SyntaxError for CPython's symtable errors (global
  // and nonlocal misuse, duplicate parameters, `import *` in a function, yield in a comprehension).
  static SymbolTable build(const ast::Module& module, const SourceFile& source);

  const SymbolTableEntry& top() const { return *top_; }
  // The scope opened by a FunctionDef/ClassDef statement, or a Lambda/comprehension expression.
  const SymbolTableEntry& scope_for(const void* node) const;

 private:
  friend class SymbolTableBuilder;
  std::unique_ptr<SymbolTableEntry> top_;
  std::unordered_map<const void*, SymbolTableEntry*> by_node_;
};

// CPython's future.c: the module's leading `from __future__ import ...` statements (after a docstring), the only
// place one may stand (the compiler refuses one elsewhere).
std::vector<const ast::Stmt*> leading_future_imports(const ast::Module& module);
// `from __future__ import annotations` among them: annotations are then kept as text, never evaluated.
bool imports_future_annotations(const ast::Module& module);

// Private-name mangling inside class `klass`: `__x` becomes `_Klass__x` (not dunders, not dotted names).
std::string mangle(std::string_view klass, const std::string& name);

// Throws the SyntaxError CPython reports for an AST node: file, line, the source line and the node's span.
SyntaxError syntax_error_at(const SourceFile& source, const ast::Location& loc, std::string message);
[[noreturn]] void raise_syntax_error(const SourceFile& source, const ast::Location& loc, std::string message);

}  // namespace tsr::lang
