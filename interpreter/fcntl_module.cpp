// `fcntl`: file locking and descriptor flags, as CPython 3.11's module on Linux: flock, lockf, fcntl with an int
// argument (a bytes argument, a struct the caller packed, is refused: tsr has no use for it yet) and the constants
// those take. A file argument is an int or an object with fileno(). filelock (which transformers' hub code uses)
// takes its OS locks through flock.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {
namespace fcntl_impl {  // (its own names: the sanitizer build compiles several files as one)

// CPython's fildes converter: an int, or the result of fileno(); a negative one is refused.
int fd_of(const Value& v) {
  Value n = v;
  if (!(v.is_int() || v.is_bool())) {
    Value f = getattr_opt(v, intern("fileno").get());
    if (f.is_null()) raise(T.TypeError, "argument must be an int, or have a fileno() method.");
    n = call(f, {});
    if (!(n.is_int() || n.is_bool())) raise(T.TypeError, "fileno() returned a non-integer");
  }
  const int64_t fd = n.as_int();
  if (fd < 0) raise(T.ValueError, "file descriptor cannot be a negative integer (" + std::to_string(fd) + ")");
  return int(fd);
}

int64_t int_arg(const CallArgs& a, size_t i, int64_t fallback) { return i < a.npos() ? index_of(a[i]) : fallback; }

void init_fcntl(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto constant = [&](const char* name, int64_t v) { m.dict()->set_str(intern(name).get(), Value(v)); };
  // flock(fd, operation): LOCK_SH, LOCK_EX or LOCK_UN, with LOCK_NB not to wait (then BlockingIOError).
  def("flock", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "flock expected 2 arguments, got " + std::to_string(a.npos()));
    const int fd = fd_of(a[0]);
    const int op = int(index_of(a[1]));
    int r;
    do r = ::flock(fd, op); while (r < 0 && errno == EINTR);
    if (r < 0) raise_os_errno();
    return Value::none();
  });
  // lockf(fd, cmd, len=0, start=0, whence=0): fcntl's record locks, as CPython builds them from the lock command.
  def("lockf", [](const CallArgs& a) {
    if (a.npos() < 2 || a.npos() > 5) raise(T.TypeError, "lockf expected at least 2 arguments");
    const int fd = fd_of(a[0]);
    const int cmd = int(index_of(a[1]));
    struct flock l{};
    if (cmd == LOCK_UN) l.l_type = F_UNLCK;
    else if (cmd & LOCK_SH) l.l_type = F_RDLCK;
    else if (cmd & LOCK_EX) l.l_type = F_WRLCK;
    else raise(T.ValueError, "unrecognized lockf argument");
    l.l_len = off_t(int_arg(a, 2, 0));
    l.l_start = off_t(int_arg(a, 3, 0));
    l.l_whence = short(int_arg(a, 4, 0));
    int r;
    do r = ::fcntl(fd, (cmd & LOCK_NB) ? F_SETLK : F_SETLKW, &l); while (r < 0 && errno == EINTR);
    if (r < 0) raise_os_errno();
    return Value::none();
  });
  // fcntl(fd, cmd, arg=0): the call with an int argument; its result.
  def("fcntl", [](const CallArgs& a) {
    if (a.npos() < 2 || a.npos() > 3) raise(T.TypeError, "fcntl expected at least 2 arguments");
    const int fd = fd_of(a[0]);
    const int cmd = int(index_of(a[1]));
    if (a.npos() == 3 && !(a[2].is_int() || a[2].is_bool()))
      raise(T.NotImplementedError, "tsr's fcntl.fcntl takes an int argument only, not " + type_name(a[2]));
    const long arg = long(int_arg(a, 2, 0));
    int r;
    do r = ::fcntl(fd, cmd, arg); while (r < 0 && errno == EINTR);
    if (r < 0) raise_os_errno();
    return Value(int64_t(r));
  });
  def("ioctl", [](const CallArgs&) -> Value {
    raise(T.NotImplementedError, "tsr's fcntl does not provide ioctl");
  });
  constant("LOCK_SH", LOCK_SH);
  constant("LOCK_EX", LOCK_EX);
  constant("LOCK_NB", LOCK_NB);
  constant("LOCK_UN", LOCK_UN);
  constant("F_DUPFD", F_DUPFD);
  constant("F_DUPFD_CLOEXEC", F_DUPFD_CLOEXEC);
  constant("F_GETFD", F_GETFD);
  constant("F_SETFD", F_SETFD);
  constant("F_GETFL", F_GETFL);
  constant("F_SETFL", F_SETFL);
  constant("F_GETLK", F_GETLK);
  constant("F_SETLK", F_SETLK);
  constant("F_SETLKW", F_SETLKW);
  constant("F_RDLCK", F_RDLCK);
  constant("F_WRLCK", F_WRLCK);
  constant("F_UNLCK", F_UNLCK);
  constant("FD_CLOEXEC", FD_CLOEXEC);
  constant("F_GETOWN", F_GETOWN);
  constant("F_SETOWN", F_SETOWN);
}

}  // namespace fcntl_impl
}  // namespace

void init_fcntl_module() { register_native_module("fcntl", fcntl_impl::init_fcntl); }

}  // namespace tsr::interp
