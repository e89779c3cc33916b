// The interactive REPL (language.md §6.3).
#pragma once

#include <string>

namespace tsr::repl {

// Runs the read-eval-print loop on the terminal until Ctrl-D or exit(); returns the exit status.
int run();

// A teaching command as typed at the prompt (":layout t", ":trace x ** 3") -> the `tsr` module call it stands
// for; empty when the command is unknown. Also serves the command-line flags (`tsr --layout EXPR`).
std::string command_source(const std::string& line);

}  // namespace tsr::repl
