// Python-level signal handlers (signal.signal, issue 18): a C handler notes the signal, and the VM runs the
// Python handler at its next poll (the backward jumps where it also checks Ctrl-C), as CPython runs its handlers
// between bytecodes.
#pragma once

#include <atomic>

namespace tsr::interp {

// Set by the C handler when a signal with a Python handler arrived; run_signal_handlers() clears it.
extern std::atomic<bool> g_signals_pending;
// Runs the Python handlers of the signals that arrived (an exception a handler raises propagates).
void run_signal_handlers();

}  // namespace tsr::interp
