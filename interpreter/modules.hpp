// Modules and import (language.md §3.8): sys.modules, the search path, native modules, `.tsr` files.
#pragma once

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include "interpreter/runtime.hpp"
#include "lang/frontend.hpp"

namespace tsr::interp {

// IMPORT_NAME: imports `name` (relative to the importing module's package when level > 0) and returns the
// top-level package, or the module itself when `fromlist` is not None.
Value import_name(const std::string& name, const Value& fromlist, int level, const Ref<DictObject>& globals);
// IMPORT_FROM: the attribute, or the submodule `mod.name`.
Value import_from(const Value& module, StrObject* name);
void import_star(const Value& module, const Ref<DictObject>& into);
// sys.stdout as the program has it: Null while it is the process's own stream (written directly), None where the
// program set it to None or deleted it, else the object (a redirect, fileinput's in-place editing) whose write()
// takes the text. print and sys.displayhook write through it.
Value program_stdout();
// sys.stdin/stdout/stderr: open()'s text file type over the C library's FILE (io.cpp).
Value std_stream(FILE* f, const std::string& name, const std::string& mode);
// An interactive expression statement's value (PRINT_EXPR): handed to sys.displayhook, whose default writes its
// repr to sys.stdout and keeps it in builtins._ (None is not shown).
void display_value(const Value& v);
// Imports a module by absolute dotted name.
Value import_module(const std::string& name);

// Where the library modules written in tsr live (stdlib/ of the source tree, or of an installed tree).
std::string stdlib_dir();
// A file's bytes, or nothing when it cannot be opened.
std::optional<std::string> read_file(const std::filesystem::path& p);

Ref<ModuleObject> new_module(const std::string& name);
// A fresh __main__ (a script's, -c's, the REPL's): `__builtins__` the builtins module, as CPython's (an imported
// module's is the builtins' dict), and `__spec__` None (-m's runpy sets its module's spec).
Ref<ModuleObject> new_main_module();
// Registers a native module (built by C++ code) under `name`.
void register_native_module(const std::string& name, std::function<void(ModuleObject&)> init);
// Gives the native functions in `ns` that have no __module__ yet `module` as theirs (CPython's m_module): done for
// every public native module once its init has run; torch._C names its own 'torch', as PyTorch does.
void name_native_functions(DictObject* ns, const std::string& module);
// Sets m.name to a native function of that name (a native module's init defines its functions so).
void def(ModuleObject& m, const char* name, NativeFn fn);

// compile(): source text to a code object (a SyntaxError as a Python exception).
Value compile_code(const std::string& text, const std::string& filename, lang::CompileMode mode);

// Runs a script file as __main__; returns the process exit status (printing any uncaught exception).
int run_main_file(const std::string& path);
int run_main_source(const std::string& source, const std::string& filename);

}  // namespace tsr::interp
