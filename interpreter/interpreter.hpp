// The interpreter's public face, used by the `tsr` command and the REPL.
#pragma once

#include <string>
#include <vector>

namespace tsr::interp {

// Creates the builtin types, the builtins module and the native modules; sets sys.argv and sys.path
// (script directory or '' for the REPL, then $TSRPATH entries, then the installed stdlib).
void init_runtime(const std::vector<std::string>& argv, const std::string& script_dir);
// sys.executable (an absolute path, as CPython's): set before init_runtime.
void set_executable(std::string path);
// The command line's -W options (sys.warnoptions after $PYTHONWARNINGS's): set before init_runtime.
void set_warn_options(std::vector<std::string> options);

// Runs a file / a source string as __main__; returns the process exit status.
// With trace_dispatch, every operation's path (bytecode, dunder lookups, overload, kernels) goes to stderr: from
// the user's first line (library modules' import-time work left out), or everything.
enum class TraceDispatch { off, from_user_code, everything };
int run_file(const std::string& path, TraceDispatch trace_dispatch = TraceDispatch::off);
int run_string(const std::string& source, const std::string& filename);

// Shutdown as CPython's: collects the garbage cycles and runs the __del__ of what __main__'s namespace holds,
// then clears the namespace (gc.cpp, collect_at_exit). Call once, when the program is over.
void finalize_at_exit();

// REPL support: runs one complete interactive chunk in __main__ (expression statements echo their repr).
// Prints any error; returns false when the chunk raised SystemExit (then *exit_status is set).
bool run_interactive(const std::string& chunk, int* exit_status);

// Names visible in __main__ and the builtins, or the attributes of the object `expr` evaluates to (for tab
// completion), filtered by prefix.
std::vector<std::string> complete(const std::string& expr, const std::string& prefix);

// Tracebacks printed with terminal colours (the REPL turns this on for a TTY unless NO_COLOR is set).
extern bool g_colour_tracebacks;

// The keyword parameters of the callable `callee` (a dotted name in __main__) that start with `prefix`, each
// followed by '=' (tab completion inside a call's parentheses).
std::vector<std::string> complete_keywords(const std::string& callee, const std::string& prefix);

// `tsr --dis FILE`: the disassembly of a file's code (throws nothing; prints errors).
int disassemble_file(const std::string& path);

}  // namespace tsr::interp
