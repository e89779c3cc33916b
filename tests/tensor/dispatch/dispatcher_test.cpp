// The dispatcher: key computation, priority order, redispatch below the current key, fallbacks, fallthrough,
// registration in any order, the dumped table, and PyTorch's missing-kernel error.
#include <gtest/gtest.h>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"

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

// A CUDA key without a kernel: CUDA is initialised first, as PyTorch's kernel would, so a build without CUDA (or a
// machine without a GPU) says so; where CUDA works, the missing kernel is PyTorch's NotImplementedError.
TEST(Dispatcher, MissingBackendKernelIsPyTorchsError) {
  const Operator* op = Dispatcher::instance().find("dispatch_test_op.Tensor");
  Stack stack;
  try {
    Dispatcher::instance().redispatch(*op, DispatchKeySet(DispatchKey::CUDA), stack);
    FAIL() << "no error";
  } catch (const Error& e) {
    if (!cuda_hooks().compiled()) {
      EXPECT_EQ(e.kind, ErrorKind::AssertionError);
      EXPECT_EQ(std::string(e.what()), "Torch not compiled with CUDA enabled");
    } else if (cuda_hooks().device_count() > 0) {
      EXPECT_EQ(e.kind, ErrorKind::NotImplementedError);
      EXPECT_EQ(std::string(e.what()),
                "Could not run 'aten::dispatch_test_op.Tensor' with arguments from the 'CUDA' backend.");
    }
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

// Note [Version bumps]: a writing op bumps what it writes once, at its outermost kernel; the copies and fills its
// kernel makes on the way do not count, and neither does a bare (undispatched) copy_.
TEST(Dispatcher, WritingOpsBumpTheVersionOnce) {
  Tensor x = tsr::tensor::empty(shape({3}));
  const uint32_t fresh = x.version();
  call_op(find_op("fill_.Scalar"), {x, 2.0});
  EXPECT_EQ(x.version(), fresh + 1);
  call_op(find_op("add_.Tensor"), {x, x, 1.0});  // its kernel copies the sum into x
  EXPECT_EQ(x.version(), fresh + 2);
  EXPECT_EQ(x.data<float>()[0], 4.0f);
  const Tensor sum = std::get<Tensor>(call_op(find_op("add.Tensor"), {x, x, 1.0}).at(0));
  EXPECT_EQ(sum.version(), 0u);
  EXPECT_EQ(x.version(), fresh + 2);  // read, not written
  copy_(x, sum);
  EXPECT_EQ(x.version(), fresh + 2);
  const Tensor view = select(x, 0, 1);
  call_op(find_op("fill_.Scalar"), {view, 0.0});
  EXPECT_EQ(x.version(), fresh + 3);  // a view shares its base's counter
}

// Note [Version counters]: unsafe_split's pieces alias self's memory but each counts its own writes.
TEST(Dispatcher, UnsafeSplitPiecesCountTheirOwnWrites) {
  Tensor x = tsr::tensor::empty(shape({4, 6}));
  call_op(find_op("fill_.Scalar"), {x, 1.0});
  const auto pieces = std::get<std::vector<Tensor>>(call_op(find_op("unsafe_chunk"), {x, int64_t(3), int64_t(1)}).at(0));
  ASSERT_EQ(pieces.size(), 3u);
  EXPECT_TRUE(pieces[0].shares_storage_with(x));
  call_op(find_op("fill_.Scalar"), {pieces[0], 5.0});
  EXPECT_EQ(pieces[0].version(), 1u);
  EXPECT_EQ(pieces[1].version(), 0u);
  EXPECT_EQ(x.version(), 1u);
  EXPECT_EQ(x.data<float>()[0], 5.0f);  // the write went to x's memory
  EXPECT_EQ(x.data<float>()[2], 1.0f);
  const Tensor row = select(pieces[1], 0, 0);  // a view of a piece shares the piece's counter
  call_op(find_op("fill_.Scalar"), {row, 0.0});
  EXPECT_EQ(pieces[1].version(), 1u);
  EXPECT_EQ(pieces[0].version(), 1u);
  const auto split = std::get<std::vector<Tensor>>(call_op(find_op("chunk"), {x, int64_t(3), int64_t(1)}).at(0));
  call_op(find_op("fill_.Scalar"), {split[2], 0.0});
  EXPECT_EQ(split[0].version(), x.version());  // chunk's views share x's
}
