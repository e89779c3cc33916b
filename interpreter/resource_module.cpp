// `_resource`: the system calls under stdlib/resource.tsr (CPython 3.11's resource module on Linux): getrusage,
// getrlimit, setrlimit, prlimit and getpagesize, with errors as OSError (errno) or ValueError, as CPython's.
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {
namespace resource_impl {  // (its own names: the sanitizer build compiles several files as one)

double seconds(const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) * 1e-6; }

// RLIM_INFINITY is -1 in Python, as CPython's rlim2py/py2rlim make it.
Value limit_value(rlim_t v) { return Value(v == RLIM_INFINITY ? int64_t(-1) : int64_t(v)); }
rlim_t limit_of(const Value& v) {
  const int64_t n = index_of(v);
  return n < 0 ? RLIM_INFINITY : rlim_t(n);
}

int resource_arg(const CallArgs& a, size_t i) {
  const int64_t r = index_of(a[i]);
  if (r < 0 || r >= RLIM_NLIMITS) raise(T.ValueError, "invalid resource specified");
  return int(r);
}

// (soft, hard) from a sequence of two
rlimit limits_arg(const Value& v) {
  Value items = call(Value(T.tuple), {v});
  auto* t = as<TupleObject>(items);
  if (t->items.size() != 2) raise(T.ValueError, "expected a tuple of 2 integers");
  rlimit r{};
  r.rlim_cur = limit_of(t->items[0]);
  r.rlim_max = limit_of(t->items[1]);
  return r;
}

Value pair(const rlimit& r) { return new_tuple({limit_value(r.rlim_cur), limit_value(r.rlim_max)}); }

void init_resource(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto constant = [&](const char* name, int64_t v) { m.dict()->set_str(intern(name).get(), Value(v)); };
  // getrusage(who): the 16 fields of struct rusage in CPython's order (times in seconds, ru_maxrss in kilobytes)
  def("getrusage", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "getrusage() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    const int who = int(index_of(a[0]));
    rusage u{};
    if (::getrusage(who, &u) < 0) {
      if (errno == EINVAL) raise(T.ValueError, "invalid who parameter");
      raise_os_errno();
    }
    return new_tuple({Value(seconds(u.ru_utime)), Value(seconds(u.ru_stime)), Value(int64_t(u.ru_maxrss)),
                      Value(int64_t(u.ru_ixrss)), Value(int64_t(u.ru_idrss)), Value(int64_t(u.ru_isrss)),
                      Value(int64_t(u.ru_minflt)), Value(int64_t(u.ru_majflt)), Value(int64_t(u.ru_nswap)),
                      Value(int64_t(u.ru_inblock)), Value(int64_t(u.ru_oublock)), Value(int64_t(u.ru_msgsnd)),
                      Value(int64_t(u.ru_msgrcv)), Value(int64_t(u.ru_nsignals)), Value(int64_t(u.ru_nvcsw)),
                      Value(int64_t(u.ru_nivcsw))});
  });
  def("getrlimit", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "getrlimit() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    rlimit r{};
    if (::getrlimit(resource_arg(a, 0), &r) < 0) raise_os_errno();
    return pair(r);
  });
  def("setrlimit", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "setrlimit expected 2 arguments, got " + std::to_string(a.npos()));
    const int res = resource_arg(a, 0);
    const rlimit r = limits_arg(a[1]);
    if (::setrlimit(res, &r) < 0) {
      if (errno == EINVAL) raise(T.ValueError, "current limit exceeds maximum limit");
      if (errno == EPERM) raise(T.ValueError, "not allowed to raise maximum limit");
      raise_os_errno();
    }
    return Value::none();
  });
  // prlimit(pid, resource[, limits]): the old limits, the new ones set when given
  def("prlimit", [](const CallArgs& a) {
    if (a.npos() < 2 || a.npos() > 3) raise(T.TypeError, "prlimit expected 2 or 3 arguments");
    const pid_t pid = pid_t(index_of(a[0]));
    const int res = resource_arg(a, 1);
    rlimit old{}, next{};
    if (a.npos() == 3) next = limits_arg(a[2]);
    if (::prlimit(pid, __rlimit_resource(res), a.npos() == 3 ? &next : nullptr, &old) < 0) {
      if (errno == EINVAL && a.npos() == 3) raise(T.ValueError, "current limit exceeds maximum limit");
      raise_os_errno();
    }
    return pair(old);
  });
  def("getpagesize", [](const CallArgs&) { return Value(int64_t(::sysconf(_SC_PAGESIZE))); });
  constant("RLIM_INFINITY", -1);
  constant("RUSAGE_SELF", RUSAGE_SELF);
  constant("RUSAGE_CHILDREN", RUSAGE_CHILDREN);
  constant("RUSAGE_THREAD", RUSAGE_THREAD);
  constant("RLIMIT_CPU", RLIMIT_CPU);
  constant("RLIMIT_FSIZE", RLIMIT_FSIZE);
  constant("RLIMIT_DATA", RLIMIT_DATA);
  constant("RLIMIT_STACK", RLIMIT_STACK);
  constant("RLIMIT_CORE", RLIMIT_CORE);
  constant("RLIMIT_RSS", RLIMIT_RSS);
  constant("RLIMIT_NPROC", RLIMIT_NPROC);
  constant("RLIMIT_NOFILE", RLIMIT_NOFILE);
  constant("RLIMIT_OFILE", RLIMIT_OFILE);
  constant("RLIMIT_MEMLOCK", RLIMIT_MEMLOCK);
  constant("RLIMIT_AS", RLIMIT_AS);
  constant("RLIMIT_LOCKS", RLIMIT_LOCKS);
  constant("RLIMIT_SIGPENDING", RLIMIT_SIGPENDING);
  constant("RLIMIT_MSGQUEUE", RLIMIT_MSGQUEUE);
  constant("RLIMIT_NICE", RLIMIT_NICE);
  constant("RLIMIT_RTPRIO", RLIMIT_RTPRIO);
  constant("RLIMIT_RTTIME", RLIMIT_RTTIME);
}

}  // namespace resource_impl
}  // namespace

void init_resource_module() { register_native_module("_resource", resource_impl::init_resource); }

}  // namespace tsr::interp
