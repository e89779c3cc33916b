// Weak references from C++: what a script cannot see — the side table of weakly referenced objects empties as
// their referents die (by reference counting or by the collector), weak references and their callbacks are
// freed with their cycles, and objects keep their 32 bytes (a weak reference costs an object nothing until it
// has one).
#include <gtest/gtest.h>

#include "interpreter/gc.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "interpreter/weakref.hpp"
#include "lang/frontend.hpp"
#include "runtime_once.hpp"

namespace tsr::interp {
namespace {

using testing::ensure_runtime;

Ref<DictObject> run(const std::string& src, Ref<DictObject> globals = {}) {
  ensure_runtime();
  auto code = lang::compile_source(lang::SourceFile::load("<test>", src));
  if (!globals) {
    globals = new_dict();
    globals->set_str(intern("__name__").get(), new_str("__test__"));
  }
  exec_code(code, globals);
  return globals;
}

int64_t int_global(const Ref<DictObject>& g, const char* name) { return g->get_str(intern(name).get()).as_int(); }

TEST(WeakRef, ObjectsStay32Bytes) { EXPECT_EQ(sizeof(Object), 32u); }

TEST(WeakRef, TableEmptiesWhenReferentsDieByReferenceCounting) {
  auto g = run("import weakref\nclass C:\n    pass\n");
  const size_t before = weakref::referent_count();
  run("keep = [C() for i in range(1000)]\n"
      "calls = 0\n"
      "def cb(r):\n    global calls\n    calls += 1\n"
      "refs = [weakref.ref(c, cb) for c in keep] + [weakref.ref(c) for c in keep] + [weakref.proxy(c) for c in keep]\n",
      g);
  EXPECT_EQ(weakref::referent_count(), before + 1000);
  run("del keep\n", g);
  EXPECT_EQ(weakref::referent_count(), before);
  EXPECT_EQ(int_global(g, "calls"), 1000);
  // Weak references that die first leave their referent's list too.
  run("x = C()\nrs = [weakref.ref(x, cb) for i in range(100)]\n", g);
  EXPECT_EQ(weakref::referent_count(), before + 1);
  run("del rs\nn = weakref.getweakrefcount(x)\n", g);
  EXPECT_EQ(int_global(g, "n"), 0);
  EXPECT_EQ(weakref::referent_count(), before);
  run("del x\n", g);
}

TEST(WeakRef, CyclesWithWeakReferencesAreFreedWhole) {
  auto g = run("import weakref\nimport gc\ngc.disable()\nclass Node:\n    pass\n"
               "outside = []\ndef cb(r):\n    outside.append(1)\n");
  gc::collect(2);
  const size_t refs_before = weakref::referent_count();
  const int64_t tracked_before = gc::tracked_count();
  // Each cycle holds a weak reference to itself with a callback (never called: it is garbage too); a weak
  // reference from outside each cycle gets its callback called and is then dropped by it... kept here in a list.
  run("held = []\n"
      "for i in range(2000):\n"
      "    a = Node()\n    b = Node()\n    a.b = b\n    b.a = a\n"
      "    a.me = weakref.ref(a, cb)\n"
      "    held.append(weakref.ref(b, cb))\n"
      "del a, b\n",
      g);
  EXPECT_EQ(weakref::referent_count(), refs_before + 4000);
  gc::collect(2);
  EXPECT_EQ(weakref::referent_count(), refs_before);
  run("n = len(outside)\ndead = sum(1 for r in held if r() is None)\nheld = None\n", g);
  EXPECT_EQ(int_global(g, "n"), 2000);
  EXPECT_EQ(int_global(g, "dead"), 2000);
  gc::collect(2);
  EXPECT_LE(gc::tracked_count(), tracked_before + 10);
  run("gc.enable()\n", g);
}

TEST(WeakRef, WeakValueDictionaryEntriesGoWithTheirValues) {
  auto g = run("import weakref\nimport gc\nclass V:\n    pass\nd = weakref.WeakValueDictionary()\n");
  const size_t before = weakref::referent_count();
  run("for i in range(5000):\n    v = V()\n    v.loop = v\n    d[i] = v\ndel v\n", g);
  gc::collect(2);
  run("n = len(d)\nraw = len(d.data)\n", g);
  EXPECT_EQ(int_global(g, "n"), 0);
  EXPECT_EQ(int_global(g, "raw"), 0);
  EXPECT_EQ(weakref::referent_count(), before);
}

}  // namespace
}  // namespace tsr::interp
