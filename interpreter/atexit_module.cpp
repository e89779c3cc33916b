// The atexit module: functions registered to run when the interpreter exits, last registered first, before the
// final collection and the __del__ methods of what the program still holds (CPython's Py_FinalizeEx order).
// weakref.finalize registers its exit hook here.
#include <utility>

#include "interpreter/builtins.hpp"
#include "interpreter/gc.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

struct Callback {
  Value func, args, kwargs;  // args: a tuple; kwargs: a dict or Null
};

// (Never destroyed: it may hold objects, and objects are not freed after the runtime is gone.)
std::vector<Callback>& callbacks() {
  static auto* v = new std::vector<Callback>;
  return *v;
}

void init_atexit(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn, const char* doc) {
    m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn), false, doc));
  };
  def("register", [](const CallArgs& a) {
    if (a.npos() < 1) raise(T.TypeError, "register() takes at least 1 argument (0 given)");
    if (!is_callable(a[0])) raise(T.TypeError, "the first argument must be callable");
    Callback c{a[0], new_tuple(std::vector<Value>(a.args.begin() + 1, a.args.begin() + long(a.npos()))), Value()};
    if (a.nkw()) {
      auto kw = new_dict();
      for (size_t i = 0; i < a.nkw(); ++i) kw->set(a.kwnames->items[i], a[a.npos() + i]);
      c.kwargs = Value(kw);
    }
    callbacks().push_back(std::move(c));
    return a[0];
  }, "Register a function to be executed upon normal program termination\n\n    func - function to be called at exit\n"
     "    args - optional arguments to pass to func\n    kwargs - optional keyword arguments to pass to func\n\n"
     "    func is returned to facilitate usage as a decorator.");
  def("unregister", [](const CallArgs& a) {
    if (a.nkw() || a.npos() != 1) raise(T.TypeError, "atexit.unregister() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    // The entry is emptied, not removed: _ncallbacks still counts it, as CPython 3.11's does.
    for (Callback& c : callbacks())
      if (!c.func.is_null() && eq(c.func, a[0])) c = Callback{};
    return Value::none();
  }, "Unregister an exit function which was previously registered using\natexit.register\n\n"
     "    func - function to be unregistered");
  def("_run_exitfuncs", [](const CallArgs&) {
    run_atexit_callbacks();
    return Value::none();
  }, "Run all registered exit functions.\n\nIf a callback raises an exception, it is logged with sys.unraisablehook.");
  def("_clear", [](const CallArgs&) {
    callbacks().clear();
    return Value::none();
  }, "Clear the list of previously registered exit functions.");
  def("_ncallbacks", [](const CallArgs&) { return Value(int64_t(callbacks().size())); },
      "Return the number of registered exit functions.");
}

}  // namespace

void run_atexit_callbacks() {
  // Last registered first; the list is emptied first, so a callback that registers another does not loop.
  std::vector<Callback> cbs = std::exchange(callbacks(), {});
  for (size_t i = cbs.size(); i-- > 0;) {
    const Callback& c = cbs[i];
    if (c.func.is_null()) continue;  // (unregistered)
    try {
      std::vector<Value> args = as<TupleObject>(c.args)->items;
      std::vector<Value> names;
      if (!c.kwargs.is_null())
        as<DictObject>(c.kwargs)->for_each([&](const Value& k, const Value& v) {
          names.push_back(k);
          args.push_back(v);
        });
      Value kwnames = new_tuple(names);
      call(c.func, CallArgs{args, names.empty() ? nullptr : as<TupleObject>(kwnames)});
    } catch (const PyException& e) {
      gc::report_unraisable("Exception ignored in atexit callback: ", c.func, e);
    }
  }
}

void init_atexit_module() { register_native_module("atexit", init_atexit); }

}  // namespace tsr::interp
