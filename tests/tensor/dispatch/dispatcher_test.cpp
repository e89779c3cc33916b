// The dispatcher: key computation, priority order, redispatch below the current key, fallbacks, fallthrough,
// registration in any order, the dumped table, and PyTorch's missing-kernel error.
#include <gtest/gtest.h>

#include "tensor/dispatch/dispatcher.hpp"

using namespace tsr::tensor;

namespace {

std::vector<std::string>& hops() {
  static std::vector<std::string> h;
  return h;
}

// Registered BEFORE the op is defined, to check that registration order does not matter.
TSR_REGISTER_KERNEL("dispatch_test_op.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  hops().push_back("CPU");
  const Tensor self = std::get<Tensor>(stack[0]);
  stack.clear();
  stack.emplace_back(self.numel());
});
TSR_DEFINE_OP("dispatch_test_op.Tensor(Tensor self) -> int", "An op that exists only in this test.");
TSR_REGISTER_KERNEL("dispatch_test_op.Tensor", Autograd, [](const Operator& op, DispatchKeySet keys, Stack& stack) {
  hops().push_back("Autograd");
  Dispatcher::instance().redispatch(op, keys, stack);
});

std::vector<int64_t> shape(std::initializer_list<int64_t> l) { return l; }

}  // namespace

TEST(Dispatcher, RunsKeysFromHighestToLowest) {
  const Operator* op = Dispatcher::instance().find("dispatch_test_op.Tensor");
  ASSERT_NE(op, nullptr);
  hops().clear();
  Tensor x = tsr::tensor::empty(shape({2, 3}));
  x.impl()->set_requires_grad(true);  // a tensor in autograd brings the Autograd key
  Stack stack{x};
  Dispatcher::instance().call(*op, stack);
  EXPECT_EQ(hops(), (std::vector<std::string>{"Autograd", "CPU"}));
  EXPECT_EQ(std::get<int64_t>(stack.at(0)), 6);
}

TEST(Dispatcher, PlainTensorsSkipAutograd) {
  const Operator* op = Dispatcher::instance().find("dispatch_test_op.Tensor");
  hops().clear();
  Stack stack{tsr::tensor::empty(shape({2, 3}))};
  Dispatcher::instance().call(*op, stack);
  EXPECT_EQ(hops(), (std::vector<std::string>{"CPU"}));
}

TEST(Dispatcher, ExcludedKeysAreSkipped) {
  const Operator* op = Dispatcher::instance().find("dispatch_test_op.Tensor");
  hops().clear();
  ExcludeDispatchKeyGuard no_autograd(DispatchKey::Autograd);
  Stack stack{tsr::tensor::empty(shape({4}))};
  Dispatcher::instance().call(*op, stack);
  EXPECT_EQ(hops(), (std::vector<std::string>{"CPU"}));
}

TEST(Dispatcher, KeySetFromArguments) {
  Tensor x = tsr::tensor::empty(shape({1}));
  Stack plain{x, 2.0};
  EXPECT_FALSE(Dispatcher::compute_keys(plain).has(DispatchKey::Autograd));
  x.impl()->set_requires_grad(true);
  Stack stack{x, 2.0};
  const DispatchKeySet keys = Dispatcher::compute_keys(stack);
  EXPECT_TRUE(keys.has(DispatchKey::CPU));
  EXPECT_TRUE(keys.has(DispatchKey::Autograd));
  EXPECT_FALSE(keys.has(DispatchKey::CUDA));
  EXPECT_FALSE(keys.has(DispatchKey::Trace));
  IncludeDispatchKeyGuard trace(DispatchKey::Trace);
  EXPECT_EQ(Dispatcher::compute_keys(stack).highest(), DispatchKey::Trace);
  EXPECT_EQ(keys.below(DispatchKey::Autograd), DispatchKeySet(DispatchKey::CPU));
}

TEST(Dispatcher, MissingBackendKernelIsPyTorchsError) {
  const Operator* op = Dispatcher::instance().find("dispatch_test_op.Tensor");
  Stack stack;
  try {
    Dispatcher::instance().redispatch(*op, DispatchKeySet(DispatchKey::CUDA), stack);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind, ErrorKind::NotImplementedError);
    EXPECT_EQ(std::string(e.what()),
              "Could not run 'aten::dispatch_test_op.Tensor' with arguments from the 'CUDA' backend.");
  }
}

TEST(Dispatcher, DefiningAnOpTwiceIsAnError) {
  EXPECT_THROW(Dispatcher::instance().define("dispatch_test_op.Tensor(Tensor self) -> int", "", {}), Error);
}

TEST(Dispatcher, DumpTableShowsEachKeyWithItsSource) {
  const Operator* op = Dispatcher::instance().find("dispatch_test_op.Tensor");
  const std::string table = Dispatcher::instance().dump_table(*op);
  EXPECT_NE(table.find("schema: dispatch_test_op.Tensor(Tensor self) -> int\n"), std::string::npos) << table;
  EXPECT_NE(table.find("declared at tests/tensor/dispatch/dispatcher_test.cpp:"), std::string::npos) << table;
  EXPECT_NE(table.find("Autograd: kernel (tests/tensor/dispatch/dispatcher_test.cpp:"), std::string::npos) << table;
  EXPECT_NE(table.find("CPU: kernel (tests/tensor/dispatch/dispatcher_test.cpp:"), std::string::npos) << table;
  EXPECT_NE(table.find("CUDA: missing\n"), std::string::npos) << table;
  EXPECT_NE(table.find("Trace: boxed fallback trace_fallback (tensor/dispatch/trace.cpp:"), std::string::npos) << table;
}
