// The composite keys (Note [Composite keys]): a backend key with no kernel of its own takes the op's kernel at
// CompositeExplicitAutograd or CompositeImplicitAutograd, so a second backend inherits views and composites. The
// ops here live in a dispatcher of their own, so the real registry (and the tests that walk it) never sees them.
#include <gtest/gtest.h>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"

using namespace tsr::tensor;

namespace {

// Each kernel records the name it was registered under and returns its input's numel.
KernelEntry recording(std::string name, std::vector<std::string>& calls) {
  return {[name, &calls](const Operator&, DispatchKeySet, Stack& stack) {
            calls.push_back(name);
            const int64_t n = std::get<Tensor>(stack[0]).numel();
            stack = {n};
          },
          SourceLocation{"", "/repo/tests/tensor/dispatch/composite_key_test.cpp", 1}};
}

struct CompositeKeys : ::testing::Test {
  Dispatcher dispatcher;
  std::vector<std::string> calls;

  int64_t run(const Operator& op, DispatchKey backend) {
    Stack stack{tsr::tensor::empty(std::vector<int64_t>{2, 3})};
    dispatcher.redispatch(op, DispatchKeySet(backend), stack);  // a call from a tensor on `backend`
    return std::get<int64_t>(stack.at(0));
  }
};

}  // namespace

TEST_F(CompositeKeys, BackendWithoutAKernelTakesTheCompositeOne) {
  Operator& op = dispatcher.define("fake_composite(Tensor self) -> int", "test op", {});
  op.set_composite();
  dispatcher.register_kernel("fake_composite", DispatchKey::CompositeImplicitAutograd, recording("composite", calls));
  EXPECT_EQ(run(op, DispatchKey::CUDA), 6);  // the second backend registered nothing for it
  EXPECT_EQ(run(op, DispatchKey::CPU), 6);
  EXPECT_EQ(calls, (std::vector<std::string>{"composite", "composite"}));
  EXPECT_EQ(Dispatcher::composite_for(op, DispatchKey::CUDA), DispatchKey::CompositeImplicitAutograd);
}

TEST_F(CompositeKeys, ABackendsOwnKernelWins) {
  Operator& op = dispatcher.define("fake_view(Tensor self) -> int", "test op", {});
  dispatcher.register_kernel("fake_view", DispatchKey::CompositeExplicitAutograd, recording("composite", calls));
  dispatcher.register_kernel("fake_view", DispatchKey::CUDA, recording("cuda", calls));
  run(op, DispatchKey::CUDA);
  run(op, DispatchKey::CPU);
  EXPECT_EQ(calls, (std::vector<std::string>{"cuda", "composite"}));
  EXPECT_EQ(Dispatcher::composite_for(op, DispatchKey::CUDA), std::nullopt);
}

TEST_F(CompositeKeys, ExplicitIsTriedBeforeImplicit) {
  Operator& op = dispatcher.define("fake_both(Tensor self) -> int", "test op", {});
  dispatcher.register_kernel("fake_both", DispatchKey::CompositeImplicitAutograd, recording("implicit", calls));
  dispatcher.register_kernel("fake_both", DispatchKey::CompositeExplicitAutograd, recording("explicit", calls));
  run(op, DispatchKey::CUDA);
  EXPECT_EQ(calls, (std::vector<std::string>{"explicit"}));
}

TEST_F(CompositeKeys, AnOpWithNeitherIsStillPyTorchsError) {
  Operator& op = dispatcher.define("fake_cpu_only(Tensor self) -> int", "test op", {});
  dispatcher.register_kernel("fake_cpu_only", DispatchKey::CPU, recording("cpu", calls));
  try {
    run(op, DispatchKey::CUDA);
    FAIL() << "no error";
  } catch (const Error& e) {
    // Where CUDA cannot be used, initialising it fails first, as PyTorch's CUDA kernel would (dispatcher_test.cpp).
    if (cuda_hooks().compiled() && cuda_hooks().device_count() > 0) {
      EXPECT_EQ(e.kind, ErrorKind::NotImplementedError);
      EXPECT_EQ(std::string(e.what()), "Could not run 'aten::fake_cpu_only' with arguments from the 'CUDA' backend.");
    } else {
      EXPECT_NE(e.kind, ErrorKind::NotImplementedError) << e.what();
    }
  }
}

TEST_F(CompositeKeys, DumpTableShowsWhereABackendsKernelComesFrom) {
  Operator& op = dispatcher.define("fake_dumped(Tensor self) -> int", "test op", {});
  dispatcher.register_kernel("fake_dumped", DispatchKey::CompositeImplicitAutograd, recording("composite", calls));
  EXPECT_EQ(dispatcher.dump_table(op),
            "schema: fake_dumped(Tensor self) -> int\n"
            "declared at :0\n"
            "Profiler: fallthrough (no kernel)\n"
            "Trace: fallthrough (no kernel)\n"
            "Autograd: fallthrough (no kernel)\n"
            "Batched: fallthrough (no kernel)\n"
            "Meta: kernel (tests/tensor/dispatch/composite_key_test.cpp:1) from CompositeImplicitAutograd\n"
            "CUDA: kernel (tests/tensor/dispatch/composite_key_test.cpp:1) from CompositeImplicitAutograd\n"
            "CPU: kernel (tests/tensor/dispatch/composite_key_test.cpp:1) from CompositeImplicitAutograd\n"
            "CompositeImplicitAutograd: kernel (tests/tensor/dispatch/composite_key_test.cpp:1)\n");
}

// The registry's own views and composites: each resolves for CUDA, a backend that registers none of them.
TEST(CompositeKeysInTheRegistry, ViewsAndCompositesServeASecondBackend) {
  const Dispatcher& d = Dispatcher::instance();
  for (const char* name : {"transpose.int", "select.int", "expand", "as_strided"}) {
    SCOPED_TRACE(name);
    const Operator& op = find_op(name);
    EXPECT_EQ(Dispatcher::composite_for(op, DispatchKey::CUDA), DispatchKey::CompositeExplicitAutograd);
    EXPECT_EQ(d.entry_for(op, DispatchKey::CUDA), d.entry_for(op, DispatchKey::CPU));
  }
  for (const char* name : {"matmul", "var", "outer"}) {
    SCOPED_TRACE(name);
    EXPECT_EQ(Dispatcher::composite_for(find_op(name), DispatchKey::CUDA), DispatchKey::CompositeImplicitAutograd);
  }
  // A kernel that touches memory stays the backend's own.
  EXPECT_EQ(Dispatcher::composite_for(find_op("clone"), DispatchKey::CUDA), std::nullopt);
}
