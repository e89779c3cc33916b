// Native parts of the library modules of language.md §6.4 that tsr code cannot express: `numbers` (whose
// abstract classes int and float belong to without inheriting from them), `_tsr_os`, the operating-system
// calls under the tsr-written `os` and `os.path`, and `_random`, the Mersenne Twister under `random`.
#include <dirent.h>
#include <sched.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <linux/close_range.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/vm.hpp"
#include "tensor/random/mt19937.hpp"

extern char** environ;

namespace tsr::interp {

namespace {

// numbers: Number > Complex > Real > Rational > Integral, with int registered under Integral, float under Real
// and complex under Complex, as Python's numbers.py registers them. These are native types rather than ABCMeta
// classes (so that `import numbers` costs no tsr module), so isinstance and issubclass consult this fixed table
// (virtual_subclass_of below).
struct VirtualBase {
  TypeObject* abstract;
  TypeObject* concrete;
};
std::vector<VirtualBase>& virtual_bases() {
  static std::vector<VirtualBase> table;
  return table;
}

void init_numbers_module(ModuleObject& m) {
  auto type = [&](const char* name, std::vector<Ref<TypeObject>> bases) {
    Ref<TypeObject> t = new_type(name, std::move(bases), Layout::Object, false, "numbers");
    m.dict()->set_str(intern(name).get(), Value(t));
    return t;
  };
  auto number = type("Number", {});
  auto complex = type("Complex", {number});
  auto real = type("Real", {complex});
  auto rational = type("Rational", {real});
  auto integral = type("Integral", {rational});
  virtual_bases().push_back({integral.get(), T.int_});
  virtual_bases().push_back({real.get(), T.float_});
  virtual_bases().push_back({complex.get(), T.complex});
  // The table holds plain pointers: the types live as long as the process (the module stays in sys.modules,
  // and these references keep them even if a script deletes it).
  for (auto* t : {number.get(), complex.get(), real.get(), rational.get(), integral.get()}) incref(t);
  // Cls.register(subclass), ABCMeta's as a classmethod of all five: a virtual subclass from then on (numpy registers
  // its scalar types so: numbers.Integral.register(numpy.integer)).
  Value reg = new_native("register", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "register() takes exactly one argument");
    if (!has_layout(a[1], Layout::Type)) raise(T.TypeError, "Can only register classes");
    auto* subclass = as<TypeObject>(a[1]);
    incref(subclass);  // (classes are immortal; the table's pointer holds it)
    virtual_bases().push_back({as<TypeObject>(a[0]), subclass});
    return a[1];
  });
  number->dict->set_str(intern("register").get(), Value(make<WrapperObject>(T.classmethod, reg)));
}

bool stat_is(const Value& path, mode_t kind) {
  struct stat st;
  if (::stat(str_of(path).c_str(), &st) != 0) return false;
  return kind == 0 || (st.st_mode & S_IFMT) == kind;
}

// The process calls under os.fork, os.waitpid, os.pipe, os.read/write, os.kill and os._exit (stdlib/os and
// multiprocessing over them). Each retries when a signal interrupts it (EINTR), as CPython's do (PEP 475).
void add_process_calls(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto fd_arg = [](const CallArgs& a, size_t i) { return int(index_of(a[i])); };
  def("fork", [](const CallArgs&) {
    const pid_t pid = ::fork();
    if (pid < 0) raise_os_errno();
    return Value(int64_t(pid));
  });
  // waitpid(pid, options) -> (pid, status); (0, 0) under WNOHANG when the child has not ended.
  def("waitpid", [](const CallArgs& a) {
    int status = 0;
    pid_t got;
    do got = ::waitpid(pid_t(index_of(a[0])), &status, int(index_of(a[1])));
    while (got < 0 && errno == EINTR);
    if (got < 0) raise_os_errno();
    return new_tuple({Value(int64_t(got)), Value(int64_t(got == 0 ? 0 : status))});
  });
  def("pipe", [](const CallArgs&) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) raise_os_errno();
    return new_tuple({Value(int64_t(fds[0])), Value(int64_t(fds[1]))});
  });
  // The descriptor calls (os.lseek, dup, dup2, fsync, ftruncate, isatty, get/set_inheritable, get/set_blocking,
  // fchmod, pread, pwrite, closerange): the system's, with errno's OSError.
  auto ok = [](int r) {
    if (r < 0) raise_os_errno();
    return r;
  };
  def("lseek", [=](const CallArgs& a) {
    const off_t r = ::lseek(fd_arg(a, 0), off_t(index_of(a[1])), int(index_of(a[2])));
    if (r < 0) raise_os_errno();
    return Value(int64_t(r));
  });
  def("dup", [=](const CallArgs& a) { return Value(int64_t(ok(::fcntl(fd_arg(a, 0), F_DUPFD_CLOEXEC, 0)))); });
  def("dup2", [=](const CallArgs& a) {  // (fd, fd2, inheritable)
    const int fd2 = int(index_of(a[1]));
    ok(::dup3(fd_arg(a, 0), fd2, truthy(a[2]) ? 0 : O_CLOEXEC));
    return Value(int64_t(fd2));
  });
  def("fsync", [=](const CallArgs& a) {
    ok(::fsync(fd_arg(a, 0)));
    return Value::none();
  });
  def("ftruncate", [=](const CallArgs& a) {
    ok(::ftruncate(fd_arg(a, 0), off_t(index_of(a[1]))));
    return Value::none();
  });
  def("isatty", [=](const CallArgs& a) { return Value::boolean(::isatty(fd_arg(a, 0)) == 1); });
  def("get_inheritable", [=](const CallArgs& a) { return Value::boolean(!(ok(::fcntl(fd_arg(a, 0), F_GETFD)) & FD_CLOEXEC)); });
  def("set_inheritable", [=](const CallArgs& a) {
    const int fd = fd_arg(a, 0), flags = ok(::fcntl(fd, F_GETFD));
    ok(::fcntl(fd, F_SETFD, truthy(a[1]) ? flags & ~FD_CLOEXEC : flags | FD_CLOEXEC));
    return Value::none();
  });
  def("get_blocking", [=](const CallArgs& a) { return Value::boolean(!(ok(::fcntl(fd_arg(a, 0), F_GETFL)) & O_NONBLOCK)); });
  def("set_blocking", [=](const CallArgs& a) {
    const int fd = fd_arg(a, 0), flags = ok(::fcntl(fd, F_GETFL));
    ok(::fcntl(fd, F_SETFL, truthy(a[1]) ? flags & ~O_NONBLOCK : flags | O_NONBLOCK));
    return Value::none();
  });
  def("fchmod", [=](const CallArgs& a) {
    ok(::fchmod(fd_arg(a, 0), mode_t(index_of(a[1]))));
    return Value::none();
  });
  def("pread", [=](const CallArgs& a) {
    const int64_t n = index_of(a[1]);
    if (n < 0) raise(T.ValueError, "negative buffersize in pread");
    std::string buf(size_t(n), '\0');
    ssize_t got;
    do got = ::pread(fd_arg(a, 0), buf.data(), size_t(n), off_t(index_of(a[2])));
    while (got < 0 && errno == EINTR);
    if (got < 0) raise_os_errno();
    buf.resize(size_t(got));
    return new_bytes(std::move(buf));
  });
  def("pwrite", [=](const CallArgs& a) {
    std::string scratch;
    const std::string_view data = need_buffer_view(a[1], scratch);
    ssize_t put;
    do put = ::pwrite(fd_arg(a, 0), data.data(), data.size(), off_t(index_of(a[2])));
    while (put < 0 && errno == EINTR);
    if (put < 0) raise_os_errno();
    return Value(int64_t(put));
  });
  def("closerange", [](const CallArgs& a) {
    for (int64_t fd = index_of(a[0]), hi = index_of(a[1]); fd < hi; ++fd) ::close(int(fd));
    return Value::none();
  });
  def("read", [=](const CallArgs& a) {
    const int fd = fd_arg(a, 0);
    const int64_t n = index_of(a[1]);
    if (n < 0) raise(T.ValueError, "negative length");
    std::string buf(size_t(n), '\0');
    ssize_t got;
    do got = ::read(fd, buf.data(), size_t(n));
    while (got < 0 && errno == EINTR);
    if (got < 0) raise_os_errno();
    buf.resize(size_t(got));
    return new_bytes(std::move(buf));
  });
  def("write", [=](const CallArgs& a) {
    const int fd = fd_arg(a, 0);
    std::string scratch;
    const std::string_view data = need_buffer_view(a[1], scratch);
    ssize_t put;
    do put = ::write(fd, data.data(), data.size());
    while (put < 0 && errno == EINTR);
    if (put < 0) raise_os_errno();
    return Value(int64_t(put));
  });
  def("_exit", [](const CallArgs& a) -> Value { ::_exit(int(index_of(a[0]))); });
  def("kill", [](const CallArgs& a) {
    if (::kill(pid_t(index_of(a[0])), int(index_of(a[1]))) != 0) raise_os_errno();
    return Value::none();
  });
  def("getpgid", [](const CallArgs& a) {
    const pid_t g = ::getpgid(pid_t(index_of(a[0])));
    if (g < 0) raise_os_errno();
    return Value(int64_t(g));
  });
  // spawn(argv, executable, env, cwd, stdin, stdout, stderr, start_new_session) -> pid: subprocess.Popen's child,
  // made with fork and execve here rather than in tsr code (between the two only async-signal-safe calls run).
  // stdin/stdout/stderr: a descriptor to become 0/1/2, or -1 to inherit; every other descriptor is closed at the
  // exec (close_range with CLOSE_RANGE_CLOEXEC). executable None: argv[0] searched on the PATH of env. A failure
  // to exec (or to chdir) comes back through a close-on-exec pipe as the OSError CPython raises, naming the program
  // (or the directory).
  def("spawn", [](const CallArgs& a) {
    auto strings = [](const Value& list) {
      std::vector<std::string> out;
      const int64_t n = length(list);
      for (int64_t k = 0; k < n; ++k) {
        Value item = getitem(list, Value(k));
        if (!is_str(item)) raise(T.TypeError, "expected str, bytes or os.PathLike object, not " + type_name(item));
        out.push_back(str_of(item));
      }
      return out;
    };
    const std::vector<std::string> argv = strings(a[0]);
    if (argv.empty()) raise(T.ValueError, "args must not be empty");
    const std::string program = a[1].is_none() ? argv[0] : str_of(a[1]);
    const bool has_env = !a[2].is_none();
    const std::vector<std::string> env = has_env ? strings(a[2]) : std::vector<std::string>{};
    const bool has_cwd = !a[3].is_none();
    const std::string cwd = has_cwd ? str_of(a[3]) : std::string();
    const int fds[3] = {int(index_of(a[4])), int(index_of(a[5])), int(index_of(a[6]))};
    const bool new_session = truthy(a[7]);
    std::vector<char*> cargv, cenv;
    for (const auto& s : argv) cargv.push_back(const_cast<char*>(s.c_str()));
    cargv.push_back(nullptr);
    for (const auto& s : env) cenv.push_back(const_cast<char*>(s.c_str()));
    cenv.push_back(nullptr);
    // PATH for the search: the child's environment's, else this process's.
    std::string path = "/bin:/usr/bin";
    if (has_env) {
      for (const auto& s : env)
        if (s.rfind("PATH=", 0) == 0) path = s.substr(5);
    } else if (const char* p = std::getenv("PATH")) {
      path = p;
    }
    std::vector<std::string> candidates;
    if (program.find('/') != std::string::npos) {
      candidates.push_back(program);
    } else {
      size_t start = 0;
      while (true) {
        const size_t end = path.find(':', start);
        std::string dir = path.substr(start, end == std::string::npos ? std::string::npos : end - start);
        candidates.push_back((dir.empty() ? std::string(".") : dir) + "/" + program);
        if (end == std::string::npos) break;
        start = end + 1;
      }
    }
    int err_pipe[2];
    if (::pipe2(err_pipe, O_CLOEXEC) != 0) raise_os_errno();
    // No flush of this process's streams first (CPython's subprocess does none): the child's copy of their
    // buffers goes at the exec.
    const pid_t pid = ::fork();
    if (pid < 0) {
      const int err = errno;
      ::close(err_pipe[0]);
      ::close(err_pipe[1]);
      errno = err;
      raise_os_errno();
    }
    if (pid == 0) {
      // The child: report (stage, errno) on failure. Stage 1: chdir, 2: exec, 3: descriptors.
      auto fail = [&](int stage) {
        const int report[2] = {stage, errno};
        ssize_t ignored = ::write(err_pipe[1], report, sizeof report);
        (void)ignored;
        ::_exit(255);
      };
      // Descriptors first moved above 2 so that dup2 onto 0..2 cannot clobber one still needed.
      int moved[3];
      for (int k = 0; k < 3; ++k) {
        moved[k] = fds[k];
        if (fds[k] >= 0 && fds[k] <= 2) {
          moved[k] = ::fcntl(fds[k], F_DUPFD, 3);
          if (moved[k] < 0) fail(3);
        }
      }
      for (int k = 0; k < 3; ++k)
        if (moved[k] >= 0 && ::dup2(moved[k], k) < 0) fail(3);
      if (new_session) ::setsid();
      if (has_cwd && ::chdir(cwd.c_str()) != 0) fail(1);
      if (::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
        const long max = ::sysconf(_SC_OPEN_MAX);
        for (int fd = 3; fd < (max > 0 ? max : 1024); ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
      }
      sigset_t none;
      sigemptyset(&none);
      ::sigprocmask(SIG_SETMASK, &none, nullptr);
      for (int sig : {SIGPIPE, SIGXFSZ}) ::signal(sig, SIG_DFL);
      int first_error = 0;
      for (const auto& c : candidates) {
        if (has_env) ::execve(c.c_str(), cargv.data(), cenv.data());
        else ::execv(c.c_str(), cargv.data());
        if (errno != ENOENT && errno != ENOTDIR && !first_error) first_error = errno;
      }
      if (first_error) errno = first_error;
      fail(2);
    }
    ::close(err_pipe[1]);
    int report[2] = {0, 0};
    ssize_t got;
    do got = ::read(err_pipe[0], report, sizeof report);
    while (got < 0 && errno == EINTR);
    ::close(err_pipe[0]);
    if (got == ssize_t(sizeof report)) {
      int status;
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
      errno = report[1];
      raise_errno(report[0] == 1 ? cwd : program);
    }
    return Value(int64_t(pid));
  });
  // The macros of <sys/wait.h> on a status (os.WIFEXITED, ...).
  auto status_fn = [&](const char* name, int (*fn)(int)) {
    def(name, [fn](const CallArgs& a) { return Value(int64_t(fn(int(index_of(a[0]))))); });
  };
  status_fn("WIFEXITED", [](int s) { return int(WIFEXITED(s)); });
  status_fn("WEXITSTATUS", [](int s) { return int(WEXITSTATUS(s)); });
  status_fn("WIFSIGNALED", [](int s) { return int(WIFSIGNALED(s)); });
  status_fn("WTERMSIG", [](int s) { return int(WTERMSIG(s)); });
  status_fn("WIFSTOPPED", [](int s) { return int(WIFSTOPPED(s)); });
  status_fn("WSTOPSIG", [](int s) { return int(WSTOPSIG(s)); });
  status_fn("WCOREDUMP", [](int s) { return int(WCOREDUMP(s)); });
  status_fn("WIFCONTINUED", [](int s) { return int(WIFCONTINUED(s)); });
  for (auto [name, v] : {std::pair{"WNOHANG", WNOHANG}, {"WUNTRACED", WUNTRACED}, {"WCONTINUED", WCONTINUED}})
    m.dict()->set_str(intern(name).get(), Value(int64_t(v)));
}

void init_os_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto path_arg = [](const CallArgs& a, const char* fname) -> const Value& {
    if (a.npos() != 1 || !is_str(a[0])) raise(T.TypeError, std::string(fname) + "() takes one str argument");
    return a[0];
  };
  def("getcwd", [](const CallArgs&) {
    char buf[PATH_MAX];
    if (!::getcwd(buf, sizeof buf)) raise_errno(".");
    return new_str(buf);
  });
  def("environ", [](const CallArgs&) {
    auto d = new_dict();
    for (char** e = environ; e && *e; ++e) {
      const char* eq = std::strchr(*e, '=');
      if (eq) d->set(new_str(std::string(*e, size_t(eq - *e))), new_str(eq + 1));
    }
    return Value(d);
  });
  def("exists", [=](const CallArgs& a) { return Value::boolean(stat_is(path_arg(a, "exists"), 0)); });
  def("isfile", [=](const CallArgs& a) { return Value::boolean(stat_is(path_arg(a, "isfile"), S_IFREG)); });
  def("isdir", [=](const CallArgs& a) { return Value::boolean(stat_is(path_arg(a, "isdir"), S_IFDIR)); });
  def("getpid", [](const CallArgs&) { return Value(int64_t(::getpid())); });
  // The calls under os, shutil, tempfile and pathlib (stdlib/os/__init__.tsr turns path-likes into str first).
  // Each raises CPython's OSError subclass for its errno, naming the path.
  auto arg_str = [](const CallArgs& a, size_t i, const char* fname) -> std::string {
    if (a.npos() <= i || !is_str(a[i])) raise(T.TypeError, std::string(fname) + "(): argument " + std::to_string(i + 1) + " must be str");
    return str_of(a[i]);
  };
  auto arg_int = [](const CallArgs& a, size_t i, int64_t dflt) { return a.npos() > i ? index_of(a[i]) : dflt; };
  auto check = [](int rc, const std::string& path) {
    if (rc != 0) raise_errno(path);
  };
  def("listdir", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "listdir");
    DIR* d = ::opendir(path.c_str());
    if (!d) raise_errno(path);
    std::vector<Value> names;
    while (const dirent* e = ::readdir(d))
      if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0) names.push_back(new_str(e->d_name));
    ::closedir(d);
    return new_list(std::move(names));
  });
  // scandir: (name, kind) pairs, kind the directory entry's type as readdir reports it: 'd' directory,
  // 'f' regular file, 'l' symbolic link, 'o' other, '?' unknown (DirEntry then stats).
  def("scandir", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "scandir");
    DIR* d = ::opendir(path.c_str());
    if (!d) raise_errno(path);
    std::vector<Value> entries;
    while (const dirent* e = ::readdir(d)) {
      if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0) continue;
      const char* kind = e->d_type == DT_DIR ? "d" : e->d_type == DT_REG ? "f" : e->d_type == DT_LNK ? "l" : e->d_type == DT_UNKNOWN ? "?" : "o";
      entries.push_back(new_tuple({new_str(e->d_name), new_str(kind)}));
    }
    ::closedir(d);
    return new_list(std::move(entries));
  });
  // stat(path or fd, follow_symlinks): the fields of os.stat_result in its order, times in nanoseconds.
  def("stat", [=](const CallArgs& a) {
    struct stat st;
    if (a.npos() > 0 && a[0].is_int()) {
      if (::fstat(int(a[0].as_int()), &st) != 0) raise_os_errno();
    } else {
      const std::string path = arg_str(a, 0, "stat");
      check(a.npos() > 1 && !truthy(a[1]) ? ::lstat(path.c_str(), &st) : ::stat(path.c_str(), &st), path);
    }
    auto ns = [](const timespec& t) { return Value(int64_t(t.tv_sec) * 1000000000 + int64_t(t.tv_nsec)); };
    return new_tuple({Value(int64_t(st.st_mode)), Value(int64_t(st.st_ino)), Value(int64_t(st.st_dev)),
                      Value(int64_t(st.st_nlink)), Value(int64_t(st.st_uid)), Value(int64_t(st.st_gid)),
                      Value(int64_t(st.st_size)), ns(st.st_atim), ns(st.st_mtim), ns(st.st_ctim),
                      Value(int64_t(st.st_blksize)), Value(int64_t(st.st_blocks))});
  });
  def("mkdir", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "mkdir");
    check(::mkdir(path.c_str(), mode_t(arg_int(a, 1, 0777))), path);
    return Value::none();
  });
  def("rmdir", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "rmdir");
    check(::rmdir(path.c_str()), path);
    return Value::none();
  });
  def("unlink", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "unlink");
    check(::unlink(path.c_str()), path);
    return Value::none();
  });
  def("rename", [=](const CallArgs& a) {
    const std::string src = arg_str(a, 0, "rename"), dst = arg_str(a, 1, "rename");
    if (::rename(src.c_str(), dst.c_str()) != 0) raise_errno2(src, dst);
    return Value::none();
  });
  def("symlink", [=](const CallArgs& a) {
    const std::string src = arg_str(a, 0, "symlink"), dst = arg_str(a, 1, "symlink");
    if (::symlink(src.c_str(), dst.c_str()) != 0) raise_errno2(src, dst);
    return Value::none();
  });
  def("link", [=](const CallArgs& a) {
    const std::string src = arg_str(a, 0, "link"), dst = arg_str(a, 1, "link");
    if (::link(src.c_str(), dst.c_str()) != 0) raise_errno2(src, dst);
    return Value::none();
  });
  def("readlink", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "readlink");
    char buf[PATH_MAX];
    const ssize_t n = ::readlink(path.c_str(), buf, sizeof buf);
    if (n < 0) raise_errno(path);
    return new_str(std::string(buf, size_t(n)));
  });
  def("chdir", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "chdir");
    check(::chdir(path.c_str()), path);
    return Value::none();
  });
  def("chmod", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "chmod");
    check(::chmod(path.c_str(), mode_t(arg_int(a, 1, 0))), path);
    return Value::none();
  });
  def("access", [=](const CallArgs& a) {
    return Value::boolean(::access(arg_str(a, 0, "access").c_str(), int(arg_int(a, 1, F_OK))) == 0);
  });
  // utime(path, atime_ns, mtime_ns): copy2's and copystat's times.
  def("utime", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "utime");
    auto ts = [](int64_t ns) { return timespec{time_t(ns / 1000000000), long(ns % 1000000000)}; };
    const timespec times[2] = {ts(arg_int(a, 1, 0)), ts(arg_int(a, 2, 0))};
    check(::utimensat(AT_FDCWD, path.c_str(), times, 0), path);
    return Value::none();
  });
  // open/close: the descriptor tempfile.mkstemp creates with O_EXCL and hands back.
  def("open", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "open");
    const int fd = ::open(path.c_str(), int(arg_int(a, 1, O_RDONLY)) | O_CLOEXEC, mode_t(arg_int(a, 2, 0777)));
    if (fd < 0) raise_errno(path);
    return Value(int64_t(fd));
  });
  def("close", [](const CallArgs& a) {
    if (::close(int(index_of(a[0]))) != 0) raise_os_errno();
    return Value::none();
  });
  // copyfile(src, dst): the bytes of src into dst, created or truncated (shutil.copyfile's data part; tsr's
  // own open() is text-only here, so the copy runs on descriptors).
  def("copyfile", [=](const CallArgs& a) {
    const std::string src = arg_str(a, 0, "copyfile"), dst = arg_str(a, 1, "copyfile");
    const int in = ::open(src.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) raise_errno(src);
    struct stat st;
    if (::fstat(in, &st) == 0 && S_ISDIR(st.st_mode)) {
      ::close(in);
      errno = EISDIR;
      raise_errno(src);
    }
    const int out = ::open(dst.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (out < 0) {
      const int err = errno;
      ::close(in);
      errno = err;
      raise_errno(dst);
    }
    char buf[65536];
    ssize_t got;
    while ((got = ::read(in, buf, sizeof buf)) > 0) {
      for (ssize_t done = 0; done < got;) {
        const ssize_t w = ::write(out, buf + done, size_t(got - done));
        if (w < 0) {
          const int err = errno;
          ::close(in);
          ::close(out);
          errno = err;
          raise_errno(dst);
        }
        done += w;
      }
    }
    const int err = errno;
    ::close(in);
    ::close(out);
    if (got < 0) {
      errno = err;
      raise_errno(src);
    }
    return Value::none();
  });
  def("putenv", [=](const CallArgs& a) {
    if (::setenv(arg_str(a, 0, "putenv").c_str(), arg_str(a, 1, "putenv").c_str(), 1) != 0) raise_errno("");
    return Value::none();
  });
  def("unsetenv", [=](const CallArgs& a) {
    ::unsetenv(arg_str(a, 0, "unsetenv").c_str());
    return Value::none();
  });
  def("cpu_count", [](const CallArgs&) {
    const long n = ::sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? Value(int64_t(n)) : Value::none();
  });
  // sched_getaffinity(pid): the CPUs the process may run on (DataLoader code sizes its workers by it).
  def("sched_getaffinity", [](const CallArgs& a) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (::sched_getaffinity(pid_t(a.npos() > 0 ? index_of(a[0]) : 0), sizeof set, &set) != 0)
      raise(T.OSError, "[Errno " + std::to_string(errno) + "] " + std::strerror(errno));
    std::vector<Value> cpus;
    for (int i = 0; i < CPU_SETSIZE; ++i)
      if (CPU_ISSET(i, &set)) cpus.emplace_back(int64_t(i));
    return new_list(std::move(cpus));
  });
  // home(user): the password database's home directory for user ("" for the current user), or None.
  def("home", [=](const CallArgs& a) {
    const std::string user = arg_str(a, 0, "home");
    const passwd* pw = user.empty() ? ::getpwuid(::getuid()) : ::getpwnam(user.c_str());
    return pw && pw->pw_dir ? new_str(pw->pw_dir) : Value::none();
  });
  def("getppid", [](const CallArgs&) { return Value(int64_t(::getppid())); });
  def("getuid", [](const CallArgs&) { return Value(int64_t(::getuid())); });
  def("getgid", [](const CallArgs&) { return Value(int64_t(::getgid())); });
  def("umask", [](const CallArgs& a) { return Value(int64_t(::umask(mode_t(index_of(a[0]))))); });
  // disk_usage: (total, used, free) in bytes, as shutil.disk_usage computes them from statvfs.
  def("disk_usage", [=](const CallArgs& a) {
    const std::string path = arg_str(a, 0, "disk_usage");
    struct statvfs st;
    check(::statvfs(path.c_str(), &st), path);
    const int64_t free = int64_t(st.f_bavail) * int64_t(st.f_frsize);
    const int64_t total = int64_t(st.f_blocks) * int64_t(st.f_frsize);
    const int64_t used = (int64_t(st.f_blocks) - int64_t(st.f_bfree)) * int64_t(st.f_frsize);
    return new_tuple({Value(total), Value(used), Value(free)});
  });
  def("strerror", [](const CallArgs& a) { return new_str(std::strerror(int(index_of(a[0])))); });
  for (auto [name, v] : {std::pair{"O_RDONLY", O_RDONLY}, {"O_WRONLY", O_WRONLY}, {"O_RDWR", O_RDWR}, {"O_CREAT", O_CREAT},
                         {"O_EXCL", O_EXCL}, {"O_TRUNC", O_TRUNC}, {"O_APPEND", O_APPEND}, {"F_OK", F_OK}, {"R_OK", R_OK},
                         {"W_OK", W_OK}, {"X_OK", X_OK}, {"O_CLOEXEC", O_CLOEXEC}, {"O_NONBLOCK", O_NONBLOCK},
                         {"O_NOCTTY", O_NOCTTY}, {"O_SYNC", O_SYNC}, {"O_DSYNC", O_DSYNC}, {"O_DIRECTORY", O_DIRECTORY},
                         {"O_NOFOLLOW", O_NOFOLLOW}, {"O_ACCMODE", O_ACCMODE}, {"O_NDELAY", O_NDELAY}})
    m.dict()->set_str(intern(name).get(), Value(int64_t(v)));
  // os.get_terminal_size: the window of the terminal on fd (columns, lines), or OSError when fd is none.
  def("terminal_size", [](const CallArgs& a) {
    const int fd = a.npos() > 0 ? int(index_of(a[0])) : STDOUT_FILENO;
    struct winsize w;
    if (::ioctl(fd, TIOCGWINSZ, &w) != 0)
      raise(T.OSError, "[Errno " + std::to_string(errno) + "] " + std::strerror(errno));
    return new_tuple({Value(int64_t(w.ws_col)), Value(int64_t(w.ws_row))});
  });
  // os.confstr: the C library's configuration strings (confstr(3)) the names in os.confstr_names give, or None.
  def("confstr", [](const CallArgs& a) {
    const int name = int(index_of(a[0]));
    errno = 0;
    const size_t n = ::confstr(name, nullptr, 0);
    if (n == 0) {
      if (errno) raise(T.OSError, "[Errno " + std::to_string(errno) + "] " + std::strerror(errno));
      return Value::none();
    }
    std::string out(n, '\0');
    ::confstr(name, out.data(), n);
    out.resize(n - 1);
    return new_str(out);
  });
  for (auto [name, v] : {std::pair{"CS_PATH", _CS_PATH}, {"CS_GNU_LIBC_VERSION", _CS_GNU_LIBC_VERSION},
                         {"CS_GNU_LIBPTHREAD_VERSION", _CS_GNU_LIBPTHREAD_VERSION}})
    m.dict()->set_str(intern(std::string("confstr_") + name).get(), Value(int64_t(v)));
  // os.uname: uname(2)'s (sysname, nodename, release, version, machine).
  def("uname", [](const CallArgs&) {
    struct utsname u;
    if (::uname(&u) != 0) raise(T.OSError, "[Errno " + std::to_string(errno) + "] " + std::strerror(errno));
    return new_tuple({new_str(u.sysname), new_str(u.nodename), new_str(u.release), new_str(u.version), new_str(u.machine)});
  });
  add_process_calls(m);
}

// errno: the E* constants of the C library and errorcode (number -> name). Where two names share a number the
// later one in this list is errorcode's, as CPython's table has it (EAGAIN over EWOULDBLOCK, ENOTSUP over
// EOPNOTSUPP, EDEADLOCK over EDEADLK).
void init_errno_module(ModuleObject& m) {
#define TSR_ERRNO(name) {#name, name}
  static const std::pair<const char*, int> codes[] = {
      TSR_ERRNO(EPERM), TSR_ERRNO(ENOENT), TSR_ERRNO(ESRCH), TSR_ERRNO(EINTR), TSR_ERRNO(EIO), TSR_ERRNO(ENXIO),
      TSR_ERRNO(E2BIG), TSR_ERRNO(ENOEXEC), TSR_ERRNO(EBADF), TSR_ERRNO(ECHILD), TSR_ERRNO(EWOULDBLOCK),
      TSR_ERRNO(EAGAIN), TSR_ERRNO(ENOMEM), TSR_ERRNO(EACCES), TSR_ERRNO(EFAULT), TSR_ERRNO(ENOTBLK), TSR_ERRNO(EBUSY),
      TSR_ERRNO(EEXIST), TSR_ERRNO(EXDEV), TSR_ERRNO(ENODEV), TSR_ERRNO(ENOTDIR), TSR_ERRNO(EISDIR), TSR_ERRNO(EINVAL),
      TSR_ERRNO(ENFILE), TSR_ERRNO(EMFILE), TSR_ERRNO(ENOTTY), TSR_ERRNO(ETXTBSY), TSR_ERRNO(EFBIG), TSR_ERRNO(ENOSPC),
      TSR_ERRNO(ESPIPE), TSR_ERRNO(EROFS), TSR_ERRNO(EMLINK), TSR_ERRNO(EPIPE), TSR_ERRNO(EDOM), TSR_ERRNO(ERANGE),
      TSR_ERRNO(EDEADLK), TSR_ERRNO(EDEADLOCK), TSR_ERRNO(ENAMETOOLONG), TSR_ERRNO(ENOLCK), TSR_ERRNO(ENOSYS),
      TSR_ERRNO(ENOTEMPTY), TSR_ERRNO(ELOOP), TSR_ERRNO(ENOMSG), TSR_ERRNO(ENODATA), TSR_ERRNO(ETIME),
      TSR_ERRNO(EOVERFLOW), TSR_ERRNO(EILSEQ), TSR_ERRNO(ENOTSOCK), TSR_ERRNO(EMSGSIZE), TSR_ERRNO(EOPNOTSUPP),
      TSR_ERRNO(ENOTSUP), TSR_ERRNO(EADDRINUSE), TSR_ERRNO(EADDRNOTAVAIL), TSR_ERRNO(ENETDOWN),
      TSR_ERRNO(ENETUNREACH), TSR_ERRNO(ECONNABORTED), TSR_ERRNO(ECONNRESET), TSR_ERRNO(ENOBUFS), TSR_ERRNO(EISCONN),
      TSR_ERRNO(ENOTCONN), TSR_ERRNO(ETIMEDOUT), TSR_ERRNO(ECONNREFUSED), TSR_ERRNO(EHOSTUNREACH),
      TSR_ERRNO(EALREADY), TSR_ERRNO(EINPROGRESS), TSR_ERRNO(ESTALE), TSR_ERRNO(EDQUOT), TSR_ERRNO(ECANCELED)};
#undef TSR_ERRNO
  auto errorcode = new_dict();
  for (const auto& [name, code] : codes) {
    m.dict()->set_str(intern(name).get(), Value(int64_t(code)));
    errorcode->set(Value(int64_t(code)), new_str(name));
  }
  m.dict()->set_str(intern("errorcode").get(), Value(errorcode));
}

// _random.Generator: CPython's random core (Modules/_randommodule.c) over the same MT19937 that torch's CPU
// generator runs, seeded as CPython seeds it: init_by_array over the seed's 32-bit words, least significant
// first. random(), getrandbits() and the state tuple are CPython's, so random.tsr's methods give its numbers.
struct RandomGeneratorObject : Object {
  tensor::random::MT19937 mt;
  explicit RandomGeneratorObject(TypeObject* t) : Object(t) {}
};

TypeObject* random_generator_type();

RandomGeneratorObject& random_generator(const Value& self) {
  if (!self.is_obj() || self.obj()->type != random_generator_type())
    raise(T.TypeError, "descriptor requires a '_random.Generator' object but received a '" + type_name(self) + "'");
  return *static_cast<RandomGeneratorObject*>(self.obj());
}


void seed_random_generator(RandomGeneratorObject& g, const Value& a) {
  std::vector<uint32_t> key;
  if (a.is_null() || a.is_none()) {
    std::random_device device;
    for (int i = 0; i < 8; ++i) key.push_back(device());
  } else if (a.is_int() || a.is_bool()) {
    const int64_t v = a.as_int();
    uint64_t m = v < 0 ? 0 - uint64_t(v) : uint64_t(v);
    do {
      key.push_back(uint32_t(m));
      m >>= 32;
    } while (m);
  } else if (is_big(a) || is_int_subclass_instance(a)) {
    // |a|'s 32-bit words, least significant first, as CPython's random_seed for any int
    mpz_t z;
    mpz_init(z);
    mpz_of(int_value(a), z);
    mpz_abs(z, z);
    size_t count = 0;
    std::vector<uint32_t> words((mpz_sizeinbase(z, 2) + 31) / 32 + 1);
    mpz_export(words.data(), &count, -1, sizeof(uint32_t), 0, 0, z);
    mpz_clear(z);
    words.resize(count == 0 ? 1 : count);
    key = std::move(words);
  } else {
    raise(T.NotImplementedError, "random.seed(): tsr seeds from None or an int, not " + type_name(a));
  }
  g.mt.seed_by_array(key);
}

TypeObject* random_generator_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("Generator", {}, Layout::Object, true, "_random");
    incref(type.get());  // lives as long as the process
    TypeObject* g = type.get();
    add_method(g, "seed", [](const CallArgs& a) {
      seed_random_generator(random_generator(a[0]), a.npos() > 1 ? a[1] : Value::none());
      return Value::none();
    });
    add_method(g, "random", [](const CallArgs& a) {
      auto& mt = random_generator(a[0]).mt;
      const uint32_t hi = mt() >> 5, lo = mt() >> 6;
      return Value((hi * 67108864.0 + lo) * (1.0 / 9007199254740992.0));
    });
    add_method(g, "getrandbits", [](const CallArgs& a) {
      auto& mt = random_generator(a[0]).mt;
      const int64_t k = a.npos() > 1 ? index_of(a[1]) : -1;
      if (k < 0) raise(T.ValueError, "number of bits must be non-negative");
      if (k > 63) {
        // CPython's order: 32-bit words from the least significant, the last one cut to the bits left.
        std::vector<uint32_t> words(size_t((k + 31) / 32));
        for (size_t i = 0; i < words.size(); ++i) {
          const int64_t left = k - int64_t(32 * i);
          words[i] = left < 32 ? mt() >> (32 - left) : mt();
        }
        mpz_t z;
        mpz_init(z);
        mpz_import(z, words.size(), -1, sizeof(uint32_t), 0, 0, words.data());
        Value r = int_from_mpz(z);
        mpz_clear(z);
        return r;
      }
      if (k <= 32) return Value(int64_t(k == 0 ? 0 : mt() >> (32 - k)));
      const uint64_t low = mt();                       // words fill from the least significant end
      const uint64_t high = mt() >> (64 - k);
      return Value(int64_t(low | (high << 32)));
    });
    add_method(g, "getstate", [](const CallArgs& a) {
      const auto& mt = random_generator(a[0]).mt;
      std::vector<Value> words;
      for (uint32_t w : mt.state()) words.emplace_back(int64_t(w));
      words.emplace_back(int64_t(mt.left() == 1 ? tensor::random::MT19937::kStateSize : int(mt.next())));
      return new_tuple(std::move(words));
    });
    add_method(g, "setstate", [](const CallArgs& a) {
      auto& mt = random_generator(a[0]).mt;
      constexpr int N = tensor::random::MT19937::kStateSize;
      if (a.npos() != 2 || !has_layout(a[1], Layout::Tuple)) raise(T.TypeError, "state vector must be a tuple");
      const auto& items = as<TupleObject>(a[1])->items;
      if (items.size() != N + 1) raise(T.ValueError, "state vector is the wrong size");
      tensor::random::MT19937::State s;
      for (int i = 0; i < N; ++i) s[i] = uint32_t(index_of(items[i]));
      const int64_t index = index_of(items[N]);
      if (index < 0 || index > N) raise(T.ValueError, "invalid state");
      mt.restore(s, int(N + 1 - index), uint32_t(index == N ? 0 : index));
      return Value::none();
    });
    return g;
  }();
  return t;
}

void init_random_module(ModuleObject& m) {
  m.dict()->set_str(intern("Generator").get(), new_native("Generator", [](const CallArgs& a) {
    auto* g = new RandomGeneratorObject(random_generator_type());
    Value v(g);
    seed_random_generator(*g, a.npos() > 0 ? a[0] : Value::none());
    return v;
  }));
}

// _unittest: the formatted traceback of a caught exception, which unittest prints for each failure and error
// (tsr has no traceback objects for tsr code to walk).
void init_unittest_module(ModuleObject& m) {
  m.dict()->set_str(intern("format_exception").get(), new_native("format_exception", [](const CallArgs& a) {
    if (a.npos() != 1 || !isinstance(a[0], T.BaseException))
      raise(T.TypeError, "format_exception() takes one exception");
    return new_str(format_exception(a[0], false));  // (unittest: the traceback module's, no suggestion)
  }));
}

}  // namespace

bool virtual_subclass_of(const TypeObject* t, const TypeObject* cls) {
  for (const VirtualBase& v : virtual_bases())
    if (is_subtype(v.abstract, cls) && is_subtype(t, v.concrete)) return true;
  return false;
}

void init_zlib_module();       // zlib_module.cpp
void init_bz2_lzma_modules();  // bz2_lzma_module.cpp: _bz2, _lzma
void init_ast();  // ast_module.cpp: _tsr_ast, the parser's tree under stdlib/ast.tsr
void init_codecs_module();  // codecs.cpp: _tsr_codecs under stdlib/codecs.tsr and io
void init_tsr_abc_module();  // pattern_match.cpp: _tsr_abc, the collection flags of stdlib/abc.tsr's classes
void init_imp();  // modules.cpp: _imp, the import system's search for stdlib/importlib
void init_signal();  // signal_module.cpp: _signal under stdlib/signal.tsr
void init_mp();  // mp_module.cpp: _tsr_mp under stdlib/multiprocessing
void init_fcntl_module();  // fcntl_module.cpp: fcntl
void init_resource_module();  // resource_module.cpp: _resource under stdlib/resource.tsr
void init_itertools_module();  // itertools_module.cpp: _itertools, the native iterator classes under itertools
void init_yaml_module();  // yaml_module.cpp: _tsr_yaml, libyaml's parser under the bundled yaml package

void init_library_modules() {
  register_native_module("numbers", init_numbers_module);
  register_native_module("_tsr_os", init_os_module);
  register_native_module("_random", init_random_module);
  register_native_module("errno", init_errno_module);
  register_native_module("_unittest", init_unittest_module);
  register_binary_modules();
  init_json();
  init_ast();
  init_tsr_abc_module();
  init_codecs_module();
  init_imp();
  init_signal();
  init_mp();
  init_fcntl_module();
  init_resource_module();
  init_re();
  init_unicodedata_module();
  init_math_module();
  init_cmath_module();
  init_time_module();
  init_stdmisc_module();
  init_heapq_module();
  init_deque_module();
  init_pickle_module();
  init_np_random_module();
  init_zlib_module();
  init_bz2_lzma_modules();
  init_yaml_module();
  init_itertools_module();
}

}  // namespace tsr::interp
