// The cycle collector from C++: what a script cannot see — a tensor's storage released when the cycle holding
// it is collected (the allocator's count of live bytes), the number of tracked objects staying bounded while a
// loop makes cycles, and objects keeping their 32 bytes.
#include <gtest/gtest.h>

#include "interpreter/gc.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"
#include "runtime_once.hpp"
#include "tensor/core/allocator.hpp"

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

size_t live_tensor_bytes() { return tensor::CPUAllocator::instance().stats().allocated_bytes; }

TEST(CycleCollector, ObjectsStay32Bytes) {
  // gc_slot lives in the padding after the reference count.
  EXPECT_EQ(sizeof(Object), 32u);
}

TEST(CycleCollector, TensorHeldOnlyByACycleIsFreedWithIt) {
  auto g = run("import torch\nimport gc\ngc.disable()\n");
  gc::collect(2);
  const size_t before = live_tensor_bytes();
  // 4 MB of storage, reachable only through a list that holds itself, and a closure that holds itself.
  run("a = [torch.ones(1000000)]\na.append(a)\ndel a\n"
      "def make():\n    t = torch.ones(1000000)\n    def f():\n        return f, t\n    return f\n"
      "f = make()\ndel f\n",
      g);
  EXPECT_GE(live_tensor_bytes(), before + 8000000u);  // reference counting alone cannot free them
  EXPECT_EQ(gc::collect(2), 2 + 5);  // list + tensor; function + cell + closure tuple + tensor + its cell
  EXPECT_EQ(live_tensor_bytes(), before);
  run("gc.enable()\n", g);
}

TEST(CycleCollector, AutomaticCollectionKeepsCyclesBounded) {
  auto g = run("import gc\ngc.enable()\ngc.collect()\n");
  const int64_t before = gc::tracked_count();
  run("class Node:\n    pass\n"
      "for i in range(200000):\n"
      "    a = []\n    a.append(a)\n"
      "    x = Node()\n    y = Node()\n    x.y = y\n    y.x = x\n",
      g);
  // Without collections this would be 1,000,000 objects (a list, two instances and their dicts per step).
  EXPECT_LT(gc::tracked_count() - before, 20000);
  gc::collect(2);
  EXPECT_LT(gc::tracked_count() - before, 50);
}

TEST(CycleCollector, FunctionsAndTheirGlobalsAreFreedTogether) {
  ensure_runtime();
  gc::set_enabled(false);
  gc::collect(2);
  const int64_t before = gc::tracked_count();
  // A namespace holding functions, each function holding the namespace (__globals__): a cycle per program.
  run("def f():\n    return g\ndef g():\n    return [f]\nx = g()\n");
  EXPECT_GT(gc::tracked_count(), before);
  EXPECT_EQ(gc::collect(2), 4);  // the namespace, f, g, and the list
  EXPECT_EQ(gc::tracked_count(), before);
  gc::set_enabled(true);
}

TEST(CycleCollector, AcyclicGarbageNeverWaitsForACollection) {
  auto g = run("import gc\ngc.disable()\n");
  gc::collect(2);  // (what earlier tests left)
  const int64_t before = gc::tracked_count();
  run("for i in range(10000):\n    a = [[i], {'k': [i]}, (i, [i])]\ndel a\n", g);
  EXPECT_EQ(gc::tracked_count(), before);  // reference counting freed every one
  EXPECT_EQ(gc::collect(2), 0);
  run("gc.enable()\n", g);
}

}  // namespace
}  // namespace tsr::interp
