// The Profiler key (Note [Profiler], tensor/dispatch/profiler.hpp): events for the ops called while a profile runs,
// nested by who called whom, with their shapes, memory and FLOP estimates; the engine's two events per node;
// record_function's ranges and their handles; nothing recorded, and nothing in the key set, while it is off.
#include "tensor/dispatch/profiler.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "autograd_test_util.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"

namespace tsr::tensor::autograd {
namespace {

using testing::leaf;
using testing::op;
namespace profiler = tensor::profiler;

std::vector<std::string> names(const std::vector<profiler::Event>& events) {
  std::vector<std::string> out;
  for (const auto& e : events) out.push_back(e.name);
  return out;
}

TEST(Profiler, RecordsEachCallWithItsShapesAndNothingAfter) {
  const Tensor x = ones(std::vector<int64_t>{2, 3});
  profiler::Config config;
  config.record_shapes = true;
  profiler::enable(config);
  EXPECT_TRUE(local_dispatch_keys().included.has(DispatchKey::Profiler));
  mul(x, x);
  const std::vector<profiler::Event> events = profiler::disable();
  EXPECT_FALSE(local_dispatch_keys().included.has(DispatchKey::Profiler));
  ASSERT_EQ(names(events), std::vector<std::string>{"aten::mul"});
  EXPECT_EQ(events[0].parent, -1);
  EXPECT_EQ(events[0].shapes, (std::vector<std::vector<int64_t>>{{2, 3}, {2, 3}}));
  EXPECT_LE(events[0].start_ns, events[0].end_ns);
  mul(x, x);  // off: not recorded, and a second disable is PyTorch's error
  EXPECT_THROW(profiler::disable(), Error);
}

TEST(Profiler, RangesNestTheirOpsAndHandlesOutliveNoProfile) {
  const Tensor x = ones(std::vector<int64_t>{4});
  EXPECT_EQ(profiler::push("before"), -1);  // no profile running: nothing opened
  profiler::enable({});
  EXPECT_THROW(profiler::enable({}), Error);  // not reentrant
  const int64_t outer = profiler::push("outer");
  const int64_t inner = profiler::push("inner");
  add(x, x);
  profiler::pop(outer);  // closes the inner range left open too
  mul(x, x);
  profiler::pop(inner);  // already closed: ignored
  const std::vector<profiler::Event> events = profiler::disable();
  ASSERT_EQ(names(events), (std::vector<std::string>{"outer", "inner", "aten::add", "aten::mul"}));
  EXPECT_EQ(events[1].parent, 0);
  EXPECT_EQ(events[2].parent, 1);
  EXPECT_EQ(events[3].parent, -1);
  EXPECT_EQ(events[0].scope, profiler::Scope::UserScope);
  EXPECT_LE(events[2].end_ns, events[1].end_ns);
  EXPECT_EQ(events[1].end_ns, events[0].end_ns);
  EXPECT_TRUE(events[2].shapes.empty());  // record_shapes off
  profiler::enable({});
  profiler::pop(outer);  // a handle of the earlier profile: ignored
  const int64_t open = profiler::push("open at the end");
  EXPECT_GE(open, 0);
  const std::vector<profiler::Event> later = profiler::disable();
  ASSERT_EQ(later.size(), 1u);
  EXPECT_GE(later[0].end_ns, later[0].start_ns);  // ended by disable
}

TEST(Profiler, TheEngineRecordsEachNodeInsideItsStep) {
  Tensor x = leaf({1.0, 2.0}, {2});
  Tensor y = op("sum", {mul(x, x), NoneValue{}});
  profiler::Config config;
  config.record_shapes = true;
  profiler::enable(config);
  backward({y}, {Tensor()}, false, false);
  const std::vector<profiler::Event> events = profiler::disable();
  const auto find = [&](const std::string& name) {
    return std::find_if(events.begin(), events.end(), [&](const profiler::Event& e) { return e.name == name; });
  };
  const auto step = find("autograd::engine::evaluate_function: MulBackward0");
  const auto node = find("MulBackward0");
  ASSERT_NE(step, events.end());
  ASSERT_NE(node, events.end());
  EXPECT_EQ(node->parent, step - events.begin());
  EXPECT_EQ(node->scope, profiler::Scope::BackwardFunction);
  EXPECT_EQ(node->shapes, (std::vector<std::vector<int64_t>>{{2}}));  // the node's input: the gradient
  // the node's own ops are its children
  const auto mul_in_node = std::find_if(events.begin(), events.end(), [&](const profiler::Event& e) {
    return e.name == "aten::mul" && e.parent == node - events.begin();
  });
  EXPECT_NE(mul_in_node, events.end());
  EXPECT_NE(find("torch::autograd::AccumulateGrad"), events.end());  // PyTorch's name of the leaf's node
}

TEST(Profiler, MemoryCountsTowardEveryOpenEvent) {
  profiler::Config config;
  config.profile_memory = true;
  profiler::enable(config);
  const int64_t range = profiler::push("range");
  Tensor t = empty(std::vector<int64_t>{8, 8}, ScalarType::Float);  // 256 bytes, in the range, in no op
  mul_(t, t);                                                       // an op that allocates nothing
  profiler::pop(range);
  t = Tensor();  // released outside every event: a record of its own
  const std::vector<profiler::Event> events = profiler::disable();
  ASSERT_GE(events.size(), 3u);
  EXPECT_EQ(events[0].name, "range");
  EXPECT_EQ(events[0].cpu_memory, 256);
  EXPECT_EQ(events[1].name, "aten::mul_");
  EXPECT_EQ(events[1].parent, 0);
  EXPECT_EQ(events[1].cpu_memory, 0);
  EXPECT_EQ(events.back().name, "[memory]");
  EXPECT_TRUE(events.back().memory_record);
  EXPECT_EQ(events.back().cpu_memory, -256);
}

TEST(Profiler, EstimatesFlopsAsPyTorchDoes) {
  const Tensor a = ones(std::vector<int64_t>{3, 5});
  const Tensor b = ones(std::vector<int64_t>{5, 7});
  const Tensor x = ones(std::vector<int64_t>{2, 3, 8, 8});
  const Tensor w = ones(std::vector<int64_t>{4, 3, 3, 3});
  profiler::Config config;
  config.with_flops = true;
  profiler::enable(config);
  op("mm", {a, b});
  mul(a, a);
  op("conv2d",
     {x, w, Tensor(), std::vector<int64_t>{2, 2}, std::vector<int64_t>{1, 1}, std::vector<int64_t>{1, 1}, int64_t(1)});
  const std::vector<profiler::Event> events = profiler::disable();
  std::vector<std::pair<std::string, int64_t>> flops;
  for (const auto& e : events)
    if (e.parent == -1) flops.emplace_back(e.name, e.flops);
  // 2 * 3 * 5 * 7; one per element of mul's first operand; 2 * (2 * 4 * 4 * 4 outputs) * (3 * 3 * 3) (oracle's)
  EXPECT_EQ(flops, (std::vector<std::pair<std::string, int64_t>>{
                       {"aten::mm", 210}, {"aten::mul", 15}, {"aten::conv2d", 6912}}));
}

}  // namespace
}  // namespace tsr::tensor::autograd
