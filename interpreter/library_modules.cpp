// Native parts of the library modules of language.md §6.4 that tsr code cannot express: `numbers` (whose
// abstract classes int and float belong to without inheriting from them) and `_tsr_os`, the operating-system
// calls under the tsr-written `os` and `os.path`.
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

extern char** environ;

namespace tsr::interp {

namespace {

// numbers: Number > Complex > Real > Rational > Integral, with int registered under Integral and float under
// Real, as Python's numbers.py registers them. Since `__instancecheck__` on a metaclass is out (language.md
// §1.2), isinstance and issubclass consult this fixed table (virtual_subclass_of below).
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
  // The table holds plain pointers: the types live as long as the process (the module stays in sys.modules,
  // and these references keep them even if a script deletes it).
  for (auto* t : {number.get(), complex.get(), real.get(), rational.get(), integral.get()}) incref(t);
}

[[noreturn]] void raise_os_error(const std::string& what) {
  const int err = errno;
  raise(err == ENOENT ? T.FileNotFoundError : T.OSError,
        "[Errno " + std::to_string(err) + "] " + std::strerror(err) + ": '" + what + "'");
}

bool stat_is(const Value& path, mode_t kind) {
  struct stat st;
  if (::stat(str_of(path).c_str(), &st) != 0) return false;
  return kind == 0 || (st.st_mode & S_IFMT) == kind;
}

void init_os_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto path_arg = [](const CallArgs& a, const char* fname) -> const Value& {
    if (a.npos() != 1 || !is_str(a[0])) raise(T.TypeError, std::string(fname) + "() takes one str argument");
    return a[0];
  };
  def("getcwd", [](const CallArgs&) {
    char buf[PATH_MAX];
    if (!::getcwd(buf, sizeof buf)) raise_os_error(".");
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
}

}  // namespace

bool virtual_subclass_of(const TypeObject* t, const TypeObject* cls) {
  for (const VirtualBase& v : virtual_bases())
    if (is_subtype(v.abstract, cls) && is_subtype(t, v.concrete)) return true;
  return false;
}

void init_library_modules() {
  register_native_module("numbers", init_numbers_module);
  register_native_module("_tsr_os", init_os_module);
}

}  // namespace tsr::interp
