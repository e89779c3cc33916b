// The `tsr` command: sets the environment the CPU kernels' libraries read when they load (see
// tensor/core/process_environment.hpp), then executes the interpreter, tsr-core, which lies beside it. Linked
// statically with nothing but libc (no dynamic loading at all), so this costs about a millisecond where the
// interpreter re-executing itself (loading OpenBLAS, OpenMP and the runtime twice) cost about fifteen.
// In a build tree tsr-core lies beside tsr; in an install, at TSR_CORE_FROM_LAUNCHER relative to it
// (PREFIX/bin/tsr runs PREFIX/libexec/tsr/tsr-core), so a moved or copied install still finds it. The interpreter
// gets this command's absolute path as its argv[0], for sys.executable.
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>

#include "tensor/core/process_environment.hpp"

int main(int, char** argv) {
  tsr::tensor::choose_library_environment();
  char self[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) {
    std::perror("tsr: cannot find its own path");
    return 127;
  }
  self[n] = '\0';
  const int dir_length = static_cast<int>(std::strrchr(self, '/') + 1 - self);
  char core[2 * PATH_MAX];
  std::snprintf(core, sizeof core, "%.*stsr-core", dir_length, self);
  if (access(core, X_OK) != 0) std::snprintf(core, sizeof core, "%.*s%s", dir_length, self, TSR_CORE_FROM_LAUNCHER);
  argv[0] = self;  // the interpreter's sys.executable: this command, by its absolute path
  execv(core, argv);
  std::fprintf(stderr, "tsr: cannot run %s: %s\n", core, std::strerror(errno));
  return 127;
}
