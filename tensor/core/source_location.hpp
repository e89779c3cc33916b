// The call site of a registration (file, line, function), like tsr::source_location, which clang 14 cannot use
// with libstdc++ 12 (it lacks __builtin_source_location); both compilers have the three builtins used here, so
// the fuzz build (clang) and the normal build (g++) share one definition.
#pragma once

#include <cstdint>

namespace tsr {

struct source_location {
  const char* file = "";
  const char* func = "";
  uint32_t ln = 0;
  static constexpr source_location current(const char* file = __builtin_FILE(), const char* func = __builtin_FUNCTION(),
                                           uint32_t line = __builtin_LINE()) noexcept {
    source_location s;
    s.file = file;
    s.func = func;
    s.ln = line;
    return s;
  }
  constexpr const char* file_name() const noexcept { return file; }
  constexpr const char* function_name() const noexcept { return func; }
  constexpr uint32_t line() const noexcept { return ln; }
};

}  // namespace tsr
