// The `tsr` command (language.md §6.3): `tsr FILE [ARGS]`, `tsr -c CODE`, `tsr --dis FILE`, and with no
// arguments the interactive REPL (or, with piped stdin, stdin run as a script).
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "repl/repl.hpp"

namespace {

void usage() {
  std::fprintf(stderr,
               "usage: tsr [-c CODE | --dis FILE | FILE] [ARGS...]\n"
               "  FILE        run a .tsr script\n"
               "  -c CODE     run CODE\n"
               "  --dis FILE  print the bytecode of FILE (in the form of Python's dis)\n"
               "  --trace-dispatch FILE  run FILE, showing each operation's path to its kernel on stderr\n"
               "  (none)      start the interactive REPL\n");
}

// libgomp's worker threads spin after each parallel region by default; on a machine with few cores they take
// the core from the main thread's next (serial) op and from OpenBLAS's threads. Passive waiting must be chosen
// before libgomp starts, which is before main(): so when the user has not chosen, set it and re-execute.
void ensure_passive_openmp(char** argv) {
  if (std::getenv("OMP_WAIT_POLICY")) return;
  setenv("OMP_WAIT_POLICY", "passive", 1);
  execv("/proc/self/exe", argv);  // returns only on failure: then run as we are
}

}  // namespace

int main(int argc, char** argv) {
  ensure_passive_openmp(argv);
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && (args[0] == "-h" || args[0] == "--help")) {
    usage();
    return 0;
  }
  if (!args.empty() && args[0] == "--dis") {
    if (args.size() < 2) {
      usage();
      return 2;
    }
    return tsr::interp::disassemble_file(args[1]);
  }
  bool trace_dispatch = false;
  if (!args.empty() && args[0] == "--trace-dispatch") {
    trace_dispatch = true;
    args.erase(args.begin());
  }
  if (!args.empty() && args[0] == "-c") {
    if (args.size() < 2) {
      std::fprintf(stderr, "Argument expected for the -c option\n");
      return 2;
    }
    std::vector<std::string> sys_argv{"-c"};
    sys_argv.insert(sys_argv.end(), args.begin() + 2, args.end());
    tsr::interp::init_runtime(sys_argv, "");
    return tsr::interp::run_string(args[1] + "\n", "<string>");
  }
  if (!args.empty() && args[0] != "-") {
    std::filesystem::path script(args[0]);
    std::string dir = script.parent_path().string();
    tsr::interp::init_runtime(args, dir.empty() ? std::filesystem::current_path().string()
                                                : std::filesystem::absolute(script.parent_path()).string());
    return tsr::interp::run_file(args[0], trace_dispatch);
  }
  tsr::interp::init_runtime({""}, "");
  if (!isatty(STDIN_FILENO)) {
    std::stringstream ss;
    ss << std::cin.rdbuf();
    return tsr::interp::run_string(ss.str(), "<stdin>");
  }
  return tsr::repl::run();
}
