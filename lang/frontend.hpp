// The front end's public entry points: source text -> AST -> code object, and the debug views of each.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "lang/ast.hpp"
#include "lang/code.hpp"
#include "lang/source.hpp"
#include "lang/syntax_error.hpp"

namespace tsr::lang {

// How a chunk of source is compiled (CPython's compile() modes).
enum class CompileMode {
  Exec,    // a file or `-c`: statements; the code returns None
  Single,  // one REPL chunk: expression statements become PRINT_EXPR
  Eval,    // eval(): one expression; the code returns its value
};

// Parses a whole file (grammar `file_input`) or a REPL chunk (`interactive`). Throws SyntaxError.
std::unique_ptr<ast::Module> parse(const SourceFile& source, CompileMode mode = CompileMode::Exec);

// True if `text` is an unfinished REPL chunk: it ends inside brackets, a triple-quoted string, or after a
// backslash continuation (language.md §2.3); the REPL then shows the continuation prompt.
bool is_incomplete(std::string_view text);

// Compiles a parsed module into its code object (symbol tables, then code generation). Throws SyntaxError for
// the errors CPython reports at compile time ('return' outside function, nonlocal errors, ...).
std::shared_ptr<const Code> compile(const ast::Module& module, std::shared_ptr<const SourceFile> source,
                                    CompileMode mode = CompileMode::Exec);

// parse + compile.
std::shared_ptr<const Code> compile_source(std::shared_ptr<const SourceFile> source,
                                           CompileMode mode = CompileMode::Exec);

// A compile-time warning turned into an error by a warnings filter: the SyntaxError at its span (CPython's
// compiler_warn).
SyntaxError compile_warning_as_error(const Code& code, const CompileWarning& w);

// What CPython prints for `print(ast.dump(ast.parse(src)))` (`tsr --ast`).
std::string dump_ast(const ast::Module& module);

// `dis`-style listing of a code object and, after it, of every nested code object (`tsr --dis`, language.md §4.7).
// `current` marks one instruction with `-->` (or -1 for none). Offsets are CPython 3.11's bytes (the default), or
// tsr's instruction indices with absolute jump targets (the compiler tests compare instruction streams that way).
enum class DisOffsets { cpython_bytes, instruction_index };
std::string disassemble(const Code& code, int current = -1, DisOffsets offsets = DisOffsets::cpython_bytes);

}  // namespace tsr::lang
