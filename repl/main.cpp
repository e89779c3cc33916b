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
#include <string_view>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "repl/repl.hpp"
#include "tensor/core/process_environment.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/ops/cuda_standin.hpp"

namespace {

// The usage text: on stdout when asked for (--help, exit 0), on stderr after a usage error (exit 2), as CPython.
// The program is over: shut the interpreter down as CPython does (the __del__ of what remains), then exit.
int finalized(int status) {
  tsr::interp::finalize_at_exit();
  return status;
}

void usage(FILE* to = stderr) {
  std::fprintf(to,
               "usage: tsr [-u] [-W ARG] [-c CODE | -m MODULE | --dis FILE | FILE] [ARGS...]\n"
               "  -u          unbuffered stdout (also PYTHONUNBUFFERED=1)\n"
               "  -W ARG      a warnings filter, action:message:category:module:lineno (also PYTHONWARNINGS)\n"
               "  -B, -s      accepted, as CPython's (tsr writes no bytecode files and has no user site)\n"
               "  FILE        run a .tsr script\n"
               "  -c CODE     run CODE\n"
               "  -m MODULE   run the module MODULE as a script (a package: its __main__ module)\n"
               "  -i FILE     run FILE, then the REPL with its globals\n"
               "  -           run the program on stdin\n"
               "  --version   print the version\n"
               "  --dis FILE  print the bytecode of FILE (in the form of Python's dis)\n"
               "  --trace-dispatch FILE  run FILE, showing each operation's path to its kernel on stderr, from\n"
               "              its first line (--trace-dispatch-all: library modules' import-time work too)\n"
               "  --trace STMT | --layout EXPR | --graph EXPR | --dispatch OP | --time STMT | --profile STMT\n"
               "              the REPL's teaching commands, after `import torch`\n"
               "  (none)      start the interactive REPL\n");
}

// sys.path[0] for a script, as CPython's _PyPathConfig_ComputeSysPath0: the directory of the script's real path,
// every symbolic link resolved (a symlinked script imports the modules beside the file it links to). A path that
// cannot be resolved (no such file) keeps its own directory, made absolute.
std::string script_directory(const std::string& script) {
  std::error_code error;
  std::filesystem::path real = std::filesystem::canonical(script, error);
  if (!error) return real.parent_path().string();
  std::filesystem::path dir = std::filesystem::path(script).parent_path();
  return dir.empty() ? std::filesystem::current_path().string() : std::filesystem::absolute(dir).string();
}

// Ctrl-C sets the flag that the VM (at backward jumps) and tensor kernel loops poll, so a running computation
// stops with KeyboardInterrupt and the REPL keeps its variables.
void on_sigint(int) { tsr::tensor::set_interrupt_requested(true); }

}  // namespace

int main(int argc, char** argv) {
  // The OpenMP runtime and OpenBLAS read their settings when they load: choose them, then start again.
  tsr::tensor::reexec_with_library_environment(argv);
  // The `tsr` launcher passes its absolute path as argv[0]; run directly, tsr-core is its own executable.
  if (argv[0] && argv[0][0] == '/') tsr::interp::set_executable(argv[0]);
  std::signal(SIGINT, on_sigint);
  // TSR_FAKE_CUDA=1: cuda tensors in host memory, served by the CPU kernels (Note [The CUDA stand-in]).
  if (const char* fake = std::getenv("TSR_FAKE_CUDA"); fake && *fake && std::string_view(fake) != "0") {
    try {
      tsr::tensor::enable_cuda_standin();
    } catch (const std::exception& e) {
      std::fprintf(stderr, "tsr: %s\n", e.what());
      return 2;
    }
  }
  std::vector<std::string> args(argv + 1, argv + argc);
  // -u or PYTHONUNBUFFERED (non-empty): stdout unbuffered, as CPython's, so its output interleaves with a child
  // process's and stderr's in the order written
  // -W ACTION[:MESSAGE[:CATEGORY[:MODULE[:LINENO]]]] (or -WACTION...): a warnings filter, as CPython's; -B (write
  // no bytecode files) and -s (no user site directory) are CPython's too, and tsr does neither anyway
  bool unbuffered = false;
  std::vector<std::string> warn_options;
  while (!args.empty()) {
    if (args[0] == "-u") {
      unbuffered = true;
    } else if (args[0] == "-B" || args[0] == "-s") {
    } else if (args[0] == "-W") {
      if (args.size() < 2) {
        std::fprintf(stderr, "Argument expected for the -W option\n");
        usage();
        return 2;
      }
      warn_options.push_back(args[1]);
      args.erase(args.begin());
    } else if (args[0].starts_with("-W")) {
      warn_options.push_back(args[0].substr(2));
    } else {
      break;
    }
    args.erase(args.begin());
  }
  tsr::interp::set_warn_options(std::move(warn_options));
  if (const char* env = std::getenv("PYTHONUNBUFFERED"); env && *env) unbuffered = true;
  if (unbuffered) std::setvbuf(stdout, nullptr, _IONBF, 0);
  if (!args.empty() && (args[0] == "-h" || args[0] == "--help")) {
    usage(stdout);
    return 0;
  }
  if (!args.empty() && (args[0] == "--version" || args[0] == "-V")) {
    std::printf("tsr 0.1 (Python 3.11 language subset)\n");
    return 0;
  }
  if (!args.empty() && args[0] == "-i") {
    // Run the script, then the REPL with its globals.
    if (args.size() < 2) {
      usage();
      return 2;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    tsr::interp::init_runtime(rest, script_directory(rest[0]));
    tsr::interp::run_file(rest[0]);
    return finalized(tsr::repl::run());
  }
  // The teaching commands as flags: `tsr --layout "torch.zeros(2, 3).t()"`, `tsr --trace "torch.ones(2) ** 3"`,
  // run after `import torch` exactly as the REPL runs `:layout ...` / `:trace ...`.
  for (const char* cmd : {"trace", "layout", "graph", "dispatch", "time", "profile"}) {
    if (args.empty() || args[0] != std::string("--") + cmd) continue;
    if (args.size() < 2) {
      usage();
      return 2;
    }
    std::string rest;
    for (size_t i = 1; i < args.size(); ++i) rest += (i > 1 ? " " : "") + args[i];
    tsr::interp::init_runtime({std::string("--") + cmd}, std::filesystem::current_path().string());
    return finalized(tsr::interp::run_string(
        "import torch\n" + tsr::repl::command_source(":" + std::string(cmd) + " " + rest) + "\n", "<command line>"));
  }
  if (!args.empty() && args[0].starts_with("-") && args[0] != "-" && args[0] != "-c" && args[0] != "-m" &&
      args[0] != "--dis" &&
      args[0] != "--trace-dispatch" && args[0] != "--trace-dispatch-all") {
    std::fprintf(stderr, "unknown option %s\n", args[0].c_str());
    usage();
    return 2;
  }
  if (!args.empty() && args[0] == "--dis") {
    if (args.size() < 2) {
      usage();
      return 2;
    }
    return tsr::interp::disassemble_file(args[1]);
  }
  auto trace_dispatch = tsr::interp::TraceDispatch::off;
  if (!args.empty() && (args[0] == "--trace-dispatch" || args[0] == "--trace-dispatch-all")) {
    trace_dispatch = args[0] == "--trace-dispatch" ? tsr::interp::TraceDispatch::from_user_code
                                                   : tsr::interp::TraceDispatch::everything;
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
    return finalized(tsr::interp::run_string(args[1] + "\n", "<string>"));
  }
  if (!args.empty() && args[0] == "-m") {
    // As CPython's -m: the current directory first on sys.path, sys.argv[0] "-m" while the module is found and then
    // its file (runpy._run_module_as_main), the module run as __main__.
    if (args.size() < 2) {
      std::fprintf(stderr, "Argument expected for the -m option\n");
      usage();
      return 2;
    }
    std::string quoted;
    for (char ch : args[1]) {
      if (ch == '\\' || ch == '\'') quoted += '\\';
      quoted += ch;
    }
    std::vector<std::string> sys_argv{"-m"};
    sys_argv.insert(sys_argv.end(), args.begin() + 2, args.end());
    tsr::interp::init_runtime(sys_argv, std::filesystem::current_path().string());
    return finalized(
        tsr::interp::run_string("__import__('runpy')._run_module_as_main('" + quoted + "')\n", "<string>"));
  }
  if (!args.empty() && args[0] != "-") {
    tsr::interp::init_runtime(args, script_directory(args[0]));
    return finalized(tsr::interp::run_file(args[0], trace_dispatch));
  }
  tsr::interp::init_runtime({args.empty() ? "" : "-"}, "");
  if (!isatty(STDIN_FILENO) || (!args.empty() && args[0] == "-")) {
    std::stringstream ss;
    ss << std::cin.rdbuf();
    return finalized(tsr::interp::run_string(ss.str(), "<stdin>"));
  }
  return finalized(tsr::repl::run());
}
