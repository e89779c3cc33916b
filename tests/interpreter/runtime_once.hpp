// The interpreter's runtime, started once per test executable (every suite shares it, as a program would).
#pragma once

#include "interpreter/interpreter.hpp"

namespace tsr::interp::testing {

inline void ensure_runtime() {
  static bool done = [] {
    init_runtime({"test"}, "");
    return true;
  }();
  (void)done;
}

}  // namespace tsr::interp::testing
