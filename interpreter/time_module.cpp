// `_time`: the clocks and the C library's calendar calls under the tsr-written `time` module (stdlib/time.tsr),
// which builds struct_time, asctime and strptime on top. Broken-down times cross as 11-tuples: struct_time's
// nine fields, then tm_zone and tm_gmtoff.
#include <time.h>

#include <chrono>
#include <cmath>
#include <thread>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

int64_t clock_ns(clockid_t id) {
  timespec ts;
  clock_gettime(id, &ts);
  return int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// A timestamp as time_t, rounded towards minus infinity (CPython's _PyTime_ROUND_FLOOR for gmtime/localtime).
time_t timestamp(const Value& v) {
  if (v.is_float()) {
    const double d = v.as_float();
    if (std::isnan(d)) raise(T.ValueError, "Invalid value NaN (not a number)");
    const double f = std::floor(d);
    if (!(f >= -9.2233720368547758e18 && f < 9.2233720368547758e18))
      raise(T.OverflowError, "timestamp out of range for platform time_t");
    return time_t(f);
  }
  return time_t(index_of(v));
}

// A broken-down time as time.struct_time once stdlib/time.tsr has handed its class over (_time.struct_time),
// so that gmtime() and localtime() are native calls with no tsr frame in a traceback, as in CPython.
Value broken_down(const struct tm& t, ModuleObject* m) {
  Value fields = new_tuple({Value(int64_t(t.tm_year) + 1900), Value(int64_t(t.tm_mon + 1)), Value(int64_t(t.tm_mday)),
                    Value(int64_t(t.tm_hour)), Value(int64_t(t.tm_min)), Value(int64_t(t.tm_sec)),
                    Value(int64_t((t.tm_wday + 6) % 7)), Value(int64_t(t.tm_yday + 1)), Value(int64_t(t.tm_isdst)),
                    t.tm_zone ? new_str(t.tm_zone) : Value::none(), Value(int64_t(t.tm_gmtoff))});
  Value cls = m ? m->dict()->get_str(intern("struct_time").get()) : Value();
  return cls.is_null() ? fields : call(cls, {fields});
}

// gmtime/localtime: `secs` None or absent means now.
Value convert(const CallArgs& a, const char* name, struct tm* (*f)(const time_t*, struct tm*), ModuleObject* m) {
  if (a.nkw()) raise(T.TypeError, std::string(name) + "() takes no keyword arguments");
  if (a.npos() > 1)
    raise(T.TypeError, std::string(name) + " expected at most 1 argument, got " + std::to_string(a.npos()));
  const time_t when = a.npos() == 0 || a[0].is_none() ? ::time(nullptr) : timestamp(a[0]);
  struct tm t {};
  if (!f(&when, &t)) raise(T.OverflowError, "timestamp out of range for platform time_t");
  return broken_down(t, m);
}

// The 9 (or 11) fields of a tuple as struct tm; `check` applies strftime's range checks with CPython's messages.
struct tm to_tm(const Value& v, const char* fname, bool check) {
  if (!has_layout(v, Layout::Tuple)) raise(T.TypeError, "Tuple or struct_time argument required");
  const auto& f = as<TupleObject>(v)->items;
  if (f.size() < 9) raise(T.TypeError, std::string(fname) + "(): illegal time tuple argument");
  struct tm t {};
  t.tm_year = int(index_of(f[0]) - 1900);
  t.tm_mon = int(index_of(f[1]) - 1);
  t.tm_mday = int(index_of(f[2]));
  t.tm_hour = int(index_of(f[3]));
  t.tm_min = int(index_of(f[4]));
  t.tm_sec = int(index_of(f[5]));
  t.tm_wday = int((index_of(f[6]) + 1) % 7);
  t.tm_yday = int(index_of(f[7]) - 1);
  t.tm_isdst = int(index_of(f[8]));
  // tm_zone and tm_gmtoff: the 10th and 11th items of a plain tuple, attributes of a struct_time.
  Value zone_v = f.size() >= 11 ? f[9] : getattr_opt(v, intern("tm_zone").get());
  Value gmtoff_v = f.size() >= 11 ? f[10] : getattr_opt(v, intern("tm_gmtoff").get());
  static thread_local std::string zone;
  if (is_str(zone_v)) {
    zone = str_of(zone_v);
    t.tm_zone = zone.c_str();
  }
  if (!gmtoff_v.is_null() && !gmtoff_v.is_none()) t.tm_gmtoff = long(index_of(gmtoff_v));
  if (!check) return t;
  // checktm() and strftime's own adjustments: 0 stands for the first month, day and day of the year.
  if (t.tm_mon == -1) t.tm_mon = 0;
  else if (t.tm_mon < 0 || t.tm_mon > 11) raise(T.ValueError, "month out of range");
  if (t.tm_mday == 0) t.tm_mday = 1;
  else if (t.tm_mday < 0 || t.tm_mday > 31) raise(T.ValueError, "day of month out of range");
  if (t.tm_hour < 0 || t.tm_hour > 23) raise(T.ValueError, "hour out of range");
  if (t.tm_min < 0 || t.tm_min > 59) raise(T.ValueError, "minute out of range");
  if (t.tm_sec < 0 || t.tm_sec > 61) raise(T.ValueError, "seconds out of range");
  if (t.tm_wday < 0) raise(T.ValueError, "day of week out of range");
  if (t.tm_yday == -1) t.tm_yday = 0;
  else if (t.tm_yday < 0 || t.tm_yday > 365) raise(T.ValueError, "day of year out of range");
  if (t.tm_isdst < -1) t.tm_isdst = -1;
  else if (t.tm_isdst > 1) t.tm_isdst = 1;
  return t;
}

void init_time(ModuleObject& m) {
  using namespace std::chrono;
  def(m, "time", [](const CallArgs&) { return Value(double(clock_ns(CLOCK_REALTIME)) * 1e-9); });
  def(m, "time_ns", [](const CallArgs&) { return Value(clock_ns(CLOCK_REALTIME)); });
  // perf_counter is monotonic() on Linux, as in CPython.
  def(m, "monotonic", [](const CallArgs&) { return Value(double(clock_ns(CLOCK_MONOTONIC)) * 1e-9); });
  def(m, "monotonic_ns", [](const CallArgs&) { return Value(clock_ns(CLOCK_MONOTONIC)); });
  def(m, "perf_counter", [](const CallArgs&) { return Value(double(clock_ns(CLOCK_MONOTONIC)) * 1e-9); });
  def(m, "perf_counter_ns", [](const CallArgs&) { return Value(clock_ns(CLOCK_MONOTONIC)); });
  def(m, "process_time", [](const CallArgs&) { return Value(double(clock_ns(CLOCK_PROCESS_CPUTIME_ID)) * 1e-9); });
  def(m, "process_time_ns", [](const CallArgs&) { return Value(clock_ns(CLOCK_PROCESS_CPUTIME_ID)); });
  def(m, "thread_time", [](const CallArgs&) { return Value(double(clock_ns(CLOCK_THREAD_CPUTIME_ID)) * 1e-9); });
  def(m, "thread_time_ns", [](const CallArgs&) { return Value(clock_ns(CLOCK_THREAD_CPUTIME_ID)); });
  def(m, "sleep", [](const CallArgs& a) {
    if (a.args.size() != 1) raise(T.TypeError, "time.sleep() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    const double secs = a[0].is_float() ? a[0].as_float() : double(index_of(a[0]));
    if (std::isnan(secs)) raise(T.ValueError, "Invalid value NaN (not a number)");
    if (secs < 0) raise(T.ValueError, "sleep length must be non-negative");
    std::this_thread::sleep_for(duration<double>(secs));
    return Value::none();
  });
  ModuleObject* self = &m;  // the module outlives its functions (it stays in sys.modules)
  def(m, "gmtime", [self](const CallArgs& a) { return convert(a, "gmtime", gmtime_r, self); });
  def(m, "localtime", [self](const CallArgs& a) { return convert(a, "localtime", localtime_r, self); });
  def(m, "mktime", [](const CallArgs& a) {
    if (a.args.size() != 1) raise(T.TypeError, "time.mktime() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    struct tm t = to_tm(a[0], "mktime", false);
    t.tm_wday = -1;  // mktime leaves it alone on failure: the only sure test (the result may be -1 legitimately)
    const time_t r = ::mktime(&t);
    if (r == time_t(-1) && t.tm_wday == -1) raise(T.OverflowError, "mktime argument out of range");
    return Value(double(r));
  });
  def(m, "strftime", [](const CallArgs& a) {
    if (a.npos() < 1 || !is_str(a[0]))
      raise(T.TypeError, "strftime() argument 1 must be str, not " + (a.npos() ? type_name(a[0]) : std::string("nothing")));
    struct tm t;
    if (a.npos() > 1) {
      t = to_tm(a[1], "strftime", true);
    } else {
      const time_t now = ::time(nullptr);
      localtime_r(&now, &t);
    }
    const std::string& fmt = str_of(a[0]);
    if (fmt.empty()) return new_str("");
    // strftime returns 0 both for "too small" and for an empty result: grow until the result is plainly small.
    for (size_t size = 256;; size *= 2) {
      std::string out(size, '\0');
      const size_t n = ::strftime(out.data(), size, fmt.c_str(), &t);
      if (n > 0 || size > 256 * fmt.size()) return new_str(out.substr(0, n));
    }
  });
  tzset();
  m.dict()->set_str(intern("timezone").get(), Value(int64_t(::timezone)));
  m.dict()->set_str(intern("altzone").get(), Value(int64_t(::timezone - (::daylight ? 3600 : 0))));
  m.dict()->set_str(intern("daylight").get(), Value(int64_t(::daylight)));
  m.dict()->set_str(intern("tzname").get(), new_tuple({new_str(::tzname[0]), new_str(::tzname[1])}));
}

}  // namespace

void init_time_module() { register_native_module("_time", init_time); }

}  // namespace tsr::interp
