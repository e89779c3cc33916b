// `_signal`: the native half of stdlib/signal.tsr (issue 18), as CPython 3.11's signal module on Linux.
//
// signal(signum, handler) installs a C handler (sigaction) that notes the signal; the VM runs the Python handler
// at its next poll (interpreter/signals.hpp), with the signal number and None for the frame (tsr has no frame
// objects). SIGINT's default Python handler, default_int_handler, keeps tsr's Ctrl-C machinery: its C handler
// sets the interrupt flag that the VM and the tensor kernels poll, so a running computation stops with
// KeyboardInterrupt and the REPL keeps its state. SIG_DFL and SIG_IGN are the C library's. alarm, setitimer,
// getitimer, pause, raise_signal, strsignal, valid_signals and siginterrupt are the system calls themselves.
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/signals.hpp"
#include "tensor/iterator/elementwise.hpp"

namespace tsr::interp {

std::atomic<bool> g_signals_pending{false};

namespace {

constexpr int kNsig = NSIG;  // 65 on Linux: signals 1..64
std::atomic<bool> g_pending[kNsig];
Value g_handlers[kNsig];  // the Python-level handler of each signal: SIG_DFL (0), SIG_IGN (1), or a callable
Value g_default_int_handler;

void on_signal(int sig) {
  if (sig == SIGINT && g_handlers[SIGINT].identical(g_default_int_handler)) {
    tensor::set_interrupt_requested(true);  // tsr's Ctrl-C: KeyboardInterrupt at the next poll
    return;
  }
  g_pending[sig].store(true, std::memory_order_relaxed);
  g_signals_pending.store(true, std::memory_order_release);
}

[[noreturn]] void raise_errno() { raise(T.OSError, "[Errno " + std::to_string(errno) + "] " + std::strerror(errno)); }

int signal_number(const Value& v) {
  const int64_t n = index_of(v);
  if (n < 1 || n >= kNsig) raise(T.ValueError, "signal number out of range");
  return int(n);
}

void install(int sig, void (*fn)(int)) {
  struct sigaction sa {};
  sa.sa_handler = fn;
  sigemptyset(&sa.sa_mask);
  // SA_RESTART, as std::signal's (tsr's own Ctrl-C handler): tsr's native reads do not retry after EINTR as
  // CPython's do (PEP 475), so an interrupted read is restarted rather than failed; siginterrupt() changes it.
  sa.sa_flags = SA_RESTART;
  if (::sigaction(sig, &sa, nullptr) != 0) raise_errno();
}

// signal(signalnum, handler) -> the previous handler
Value signal_(const CallArgs& a) {
  if (a.npos() != 2) raise(T.TypeError, "signal expected 2 arguments, got " + std::to_string(a.npos()));
  const int sig = signal_number(a[0]);
  const Value& handler = a[1];
  void (*fn)(int) = on_signal;
  if (handler.is_int() && !handler.is_bool() && (handler.as_int() == 0 || handler.as_int() == 1))
    fn = handler.as_int() == 0 ? SIG_DFL : SIG_IGN;
  else if (!is_callable(handler))
    raise(T.TypeError, "signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object");
  install(sig, fn);
  Value old = g_handlers[sig];
  g_handlers[sig] = fn == on_signal ? handler : Value(int64_t(fn == SIG_DFL ? 0 : 1));
  g_pending[sig].store(false);
  return old;
}

Value getsignal(const CallArgs& a) {
  if (a.npos() != 1) raise(T.TypeError, "getsignal() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
  return g_handlers[signal_number(a[0])];
}

void init_signal_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto set = [&](const char* name, Value v) { m.dict()->set_str(intern(name).get(), std::move(v)); };
  def("default_int_handler", [](const CallArgs&) -> Value {
    // KeyboardInterrupt(), with no arguments, as CPython's
    throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(call(Value(T.KeyboardInterrupt), {})))};
  });
  g_default_int_handler = m.dict()->get_str(intern("default_int_handler").get());
  // The dispositions the process starts with: SIG_DFL, SIG_IGN, or (a handler tsr installed) None, as
  // CPython's getsignal; SIGINT's is tsr's Ctrl-C handler, which default_int_handler stands for.
  for (int sig = 1; sig < kNsig; ++sig) {
    if (!g_handlers[sig].is_null()) continue;  // already set by an earlier import
    struct sigaction sa {};
    if (::sigaction(sig, nullptr, &sa) != 0) {
      g_handlers[sig] = Value::none();
      continue;
    }
    if (sa.sa_handler == SIG_DFL) g_handlers[sig] = Value(int64_t(0));
    else if (sa.sa_handler == SIG_IGN) g_handlers[sig] = Value(int64_t(1));
    else g_handlers[sig] = Value::none();
  }
  if (g_handlers[SIGINT].is_none() || g_handlers[SIGINT].is_null()) {
    g_handlers[SIGINT] = g_default_int_handler;
    install(SIGINT, on_signal);  // same effect as tsr's own Ctrl-C handler, now under signal's control
  }
  def("signal", signal_);
  def("getsignal", getsignal);
  def("alarm", [](const CallArgs& a) { return Value(int64_t(::alarm(unsigned(index_of(a[0]))))); });
  def("pause", [](const CallArgs&) {
    ::pause();
    run_signal_handlers();
    if (tensor::interrupt_requested()) {
      tensor::set_interrupt_requested(false);
      raise(T.KeyboardInterrupt, "");
    }
    return Value::none();
  });
  def("raise_signal", [](const CallArgs& a) {
    if (::raise(signal_number(a[0])) != 0) raise_errno();
    run_signal_handlers();
    return Value::none();
  });
  def("strsignal", [](const CallArgs& a) -> Value {
    const int sig = signal_number(a[0]);
    const char* s = ::strsignal(sig);
    if (!s || std::strncmp(s, "Unknown signal", 14) == 0) return Value::none();
    return new_str(s);
  });
  def("siginterrupt", [](const CallArgs& a) {
    const int sig = signal_number(a[0]);
    struct sigaction sa {};
    if (::sigaction(sig, nullptr, &sa) != 0) raise_errno();
    if (truthy(a[1])) sa.sa_flags &= ~SA_RESTART;
    else sa.sa_flags |= SA_RESTART;
    if (::sigaction(sig, &sa, nullptr) != 0) raise_errno();
    return Value::none();
  });
  // setitimer(which, seconds, interval) / getitimer(which) -> (delay, interval)
  auto timer_pair = [](const struct itimerval& v) {
    return new_tuple({Value(double(v.it_value.tv_sec) + v.it_value.tv_usec / 1e6),
                      Value(double(v.it_interval.tv_sec) + v.it_interval.tv_usec / 1e6)});
  };
  auto to_timeval = [](double s) {
    struct timeval tv;
    tv.tv_sec = time_t(s);
    tv.tv_usec = suseconds_t((s - double(tv.tv_sec)) * 1e6);
    if (s > 0 && tv.tv_sec == 0 && tv.tv_usec == 0) tv.tv_usec = 1;  // a positive delay is not "disarm"
    return tv;
  };
  def("setitimer", [timer_pair, to_timeval](const CallArgs& a) {
    struct itimerval nv {}, old {};
    nv.it_value = to_timeval(float_of(a[1]));
    nv.it_interval = to_timeval(a.npos() > 2 ? float_of(a[2]) : 0.0);
    if (::setitimer(int(index_of(a[0])), &nv, &old) != 0) raise_errno();
    return timer_pair(old);
  });
  def("getitimer", [timer_pair](const CallArgs& a) {
    struct itimerval v {};
    if (::getitimer(int(index_of(a[0])), &v) != 0) raise_errno();
    return timer_pair(v);
  });
  set("NSIG", Value(int64_t(kNsig)));
  set("SIGRTMIN", Value(int64_t(SIGRTMIN)));
  set("SIGRTMAX", Value(int64_t(SIGRTMAX)));
  for (auto [name, v] : {std::pair<const char*, int>{"ITIMER_REAL", ITIMER_REAL}, {"ITIMER_VIRTUAL", ITIMER_VIRTUAL},
                         {"ITIMER_PROF", ITIMER_PROF}, {"SIG_BLOCK", SIG_BLOCK}, {"SIG_UNBLOCK", SIG_UNBLOCK},
                         {"SIG_SETMASK", SIG_SETMASK}})
    set(name, Value(int64_t(v)));
}

}  // namespace

void run_signal_handlers() {
  if (!g_signals_pending.exchange(false, std::memory_order_acquire)) return;
  for (int sig = 1; sig < kNsig; ++sig) {
    if (!g_pending[sig].exchange(false, std::memory_order_relaxed)) continue;
    const Value handler = g_handlers[sig];
    if (is_callable(handler)) call(handler, {Value(int64_t(sig)), Value::none()});
  }
}

void init_signal() { register_native_module("_signal", init_signal_module); }

}  // namespace tsr::interp
