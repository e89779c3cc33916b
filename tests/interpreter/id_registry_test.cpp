// ctypes.cast(id(x), py_object): what a script cannot compare with CPython, which reads whatever memory the id
// names. tsr answers only for objects that are alive, forgets objects as they are freed, and refuses an id that
// names nothing alive with a ValueError instead of reading freed memory.
#include <gtest/gtest.h>

#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"
#include "runtime_once.hpp"

namespace tsr::interp {
namespace {

Ref<DictObject> run(const std::string& src) {
  testing::ensure_runtime();
  auto code = lang::compile_source(lang::SourceFile::load("<test>", src));
  Ref<DictObject> globals = new_dict();
  globals->set_str(intern("__name__").get(), new_str("__test__"));
  exec_code(code, globals);
  return globals;
}

std::string str_global(const Ref<DictObject>& g, const char* name) { return str_of(g->get_str(intern(name).get())); }

TEST(IdRegistry, FreedObjectsAreRefusedNotRead) {
  auto g = run(
      "import ctypes\n"
      "class C:\n    pass\n"
      "x = C()\n"
      "alive = ctypes.cast(id(x), ctypes.py_object).value is x\n"
      "dead = id(C())\n"  // freed as soon as id() returns
      "try:\n    ctypes.cast(dead, ctypes.py_object)\n    msg = 'found'\n"
      "except ValueError as e:\n    msg = str(e)\n");
  EXPECT_TRUE(g->get_str(intern("alive").get()).as_bool());
  EXPECT_NE(str_global(g, "msg").find("no live object has id"), std::string::npos) << str_global(g, "msg");
}

TEST(IdRegistry, ImmediatesComeBackFromTheirIds) {
  auto g = run(
      "import ctypes\n"
      "vals = [0, -1, -2, 2**57 - 1, -2**57, 2**60, 1.0, -0.0, float('inf'), True, False, None]\n"
      "back = [ctypes.cast(id(v), ctypes.py_object).value for v in vals]\n"
      "ok = str(all(type(a) is type(b) and (a == b and str(a) == str(b)) for a, b in zip(vals, back)))\n"
      "distinct = str(len({id(v) for v in vals}) == len(vals))\n");
  EXPECT_EQ(str_global(g, "ok"), "True");
  EXPECT_EQ(str_global(g, "distinct"), "True");
}

}  // namespace
}  // namespace tsr::interp
