// The interactive REPL (language.md §6.3).
#pragma once

namespace tsr::repl {

// Runs the read-eval-print loop on the terminal until Ctrl-D or exit(); returns the exit status.
int run();

}  // namespace tsr::repl
