// Native parts of the library modules of language.md §6.4 that tsr code cannot express: `numbers` (whose
// abstract classes int and float belong to without inheriting from them), `_tsr_os`, the operating-system
// calls under the tsr-written `os` and `os.path`, and `_random`, the Mersenne Twister under `random`.
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "tensor/random/mt19937.hpp"

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
  // os.get_terminal_size: the window of the terminal on fd (columns, lines), or OSError when fd is none.
  def("terminal_size", [](const CallArgs& a) {
    const int fd = a.npos() > 0 ? int(index_of(a[0])) : STDOUT_FILENO;
    struct winsize w;
    if (::ioctl(fd, TIOCGWINSZ, &w) != 0)
      raise(T.OSError, "[Errno " + std::to_string(errno) + "] " + std::strerror(errno));
    return new_tuple({Value(int64_t(w.ws_col)), Value(int64_t(w.ws_row))});
  });
}

// _random.Generator: CPython's random core (Modules/_randommodule.c) over the same MT19937 that torch's CPU
// generator runs, seeded as CPython seeds it: init_by_array over the seed's 32-bit words, least significant
// first. random(), getrandbits() and the state tuple are CPython's, so random.tsr's methods give its numbers.
struct GeneratorObject : Object {
  tensor::random::MT19937 mt;
  explicit GeneratorObject(TypeObject* t) : Object(t) {}
};

TypeObject* generator_type();

GeneratorObject& generator(const Value& self) {
  if (!self.is_obj() || self.obj()->type != generator_type())
    raise(T.TypeError, "descriptor requires a '_random.Generator' object but received a '" + type_name(self) + "'");
  return *static_cast<GeneratorObject*>(self.obj());
}

void init_by_array(tensor::random::MT19937& mt, const std::vector<uint32_t>& key) {
  constexpr int N = tensor::random::MT19937::kStateSize;
  tensor::random::MT19937::State s;
  s[0] = 19650218u;
  for (uint32_t j = 1; j < N; ++j) s[j] = 1812433253u * (s[j - 1] ^ (s[j - 1] >> 30)) + j;
  size_t i = 1, j = 0;
  for (size_t k = std::max<size_t>(N, key.size()); k; --k) {
    s[i] = (s[i] ^ ((s[i - 1] ^ (s[i - 1] >> 30)) * 1664525u)) + key[j] + uint32_t(j);
    if (++i >= N) {
      s[0] = s[N - 1];
      i = 1;
    }
    if (++j >= key.size()) j = 0;
  }
  for (size_t k = N - 1; k; --k) {
    s[i] = (s[i] ^ ((s[i - 1] ^ (s[i - 1] >> 30)) * 1566083941u)) - uint32_t(i);
    if (++i >= N) {
      s[0] = s[N - 1];
      i = 1;
    }
  }
  s[0] = 0x80000000u;
  mt.restore(s, 1, 0);  // as CPython's mti = N: the first draw regenerates
}

void seed_generator(GeneratorObject& g, const Value& a) {
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
  } else {
    raise(T.NotImplementedError, "random.seed(): tsr seeds from None or an int, not " + type_name(a));
  }
  init_by_array(g.mt, key);
}

TypeObject* generator_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("Generator", {}, Layout::Object, true, "_random");
    incref(type.get());  // lives as long as the process
    TypeObject* g = type.get();
    add_method(g, "seed", [](const CallArgs& a) {
      seed_generator(generator(a[0]), a.npos() > 1 ? a[1] : Value::none());
      return Value::none();
    });
    add_method(g, "random", [](const CallArgs& a) {
      auto& mt = generator(a[0]).mt;
      const uint32_t hi = mt() >> 5, lo = mt() >> 6;
      return Value((hi * 67108864.0 + lo) * (1.0 / 9007199254740992.0));
    });
    add_method(g, "getrandbits", [](const CallArgs& a) {
      auto& mt = generator(a[0]).mt;
      const int64_t k = a.npos() > 1 ? index_of(a[1]) : -1;
      if (k < 0) raise(T.ValueError, "number of bits must be non-negative");
      if (k > 63) raise(T.OverflowError, "getrandbits(): tsr ints are 64-bit, so at most 63 bits");
      if (k <= 32) return Value(int64_t(k == 0 ? 0 : mt() >> (32 - k)));
      const uint64_t low = mt();                       // words fill from the least significant end
      const uint64_t high = mt() >> (64 - k);
      return Value(int64_t(low | (high << 32)));
    });
    add_method(g, "getstate", [](const CallArgs& a) {
      const auto& mt = generator(a[0]).mt;
      std::vector<Value> words;
      for (uint32_t w : mt.state()) words.emplace_back(int64_t(w));
      words.emplace_back(int64_t(mt.left() == 1 ? tensor::random::MT19937::kStateSize : int(mt.next())));
      return new_tuple(std::move(words));
    });
    add_method(g, "setstate", [](const CallArgs& a) {
      auto& mt = generator(a[0]).mt;
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
    auto* g = new GeneratorObject(generator_type());
    Value v(g);
    seed_generator(*g, a.npos() > 0 ? a[0] : Value::none());
    return v;
  }));
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
  register_native_module("_random", init_random_module);
  init_json();
  init_re();
  init_math_module();
  init_time_module();
  init_heapq_module();
}

}  // namespace tsr::interp
