// out= for every registry op with one Tensor result, on the registry walker's samples (tests/tensor/op_registry).
// out= has no C++ form: the language binding derives it for each op (call_overloads in interpreter/torch/binding.cpp),
// so the check runs here, through the binding, restricted to the one overload under test. The result written into
// out must be what the out-of-place call returns, and the call must return out itself.
#include <gtest/gtest.h>

#include "interpreter/interpreter.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/op_registry/samples.hpp"
#include "runtime_once.hpp"

namespace tsr::interp {
namespace {

namespace reg = tsr::tensor::op_registry;
using tensor::IValue;

void ensure_torch() {
  static bool done = [] {
    testing::ensure_runtime();
    auto code = lang::compile_source(lang::SourceFile::load("<test>", "import torch\n"));
    auto globals = new_dict();
    globals->set_str(intern("__name__").get(), new_str("__test__"));
    exec_code(code, globals);
    return true;
  }();
  (void)done;
}

// An argument as Python passes it.
Value to_value(const IValue& v) {
  if (const auto* t = std::get_if<tensor::Tensor>(&v)) return torch::wrap(*t);
  if (const auto* d = std::get_if<double>(&v)) return Value(*d);
  if (const auto* i = std::get_if<int64_t>(&v)) return Value(*i);
  if (const auto* b = std::get_if<bool>(&v)) return Value::boolean(*b);
  if (const auto* s = std::get_if<std::string>(&v)) return new_str(*s);
  if (const auto* st = std::get_if<tensor::ScalarType>(&v)) return torch::dtype_object(*st);
  if (const auto* dev = std::get_if<tensor::Device>(&v)) return torch::device_object(*dev);
  if (const auto* is = std::get_if<std::vector<int64_t>>(&v)) {
    std::vector<Value> items;
    for (int64_t i : *is) items.emplace_back(i);
    return new_list(std::move(items));
  }
  if (const auto* ts = std::get_if<std::vector<tensor::Tensor>>(&v)) {
    std::vector<Value> items;
    for (const auto& t : *ts) items.push_back(torch::wrap(t));
    return new_list(std::move(items));
  }
  return Value::none();
}

std::vector<double> doubles(const tensor::Tensor& t) {
  tensor::Tensor c = tensor::contiguous(tensor::to_dtype(t, tensor::ScalarType::Double));
  return std::vector<double>(c.data<double>(), c.data<double>() + c.numel());
}

// Calls `op` through the binding with `stack` as Python arguments (keyword-only ones by name) and out=`out`.
Value call_with_out(const tensor::Operator& op, const tensor::Stack& stack, const Value& out) {
  const auto& schema = op.schema();
  std::vector<Value> positional, keyword, names;
  for (size_t i = 0; i < stack.size(); ++i) {
    if (schema.arguments[i].kwarg_only) {
      keyword.push_back(to_value(stack[i]));
      names.push_back(new_str(schema.arguments[i].name));
    } else {
      positional.push_back(to_value(stack[i]));
    }
  }
  keyword.push_back(out);
  names.push_back(new_str("out"));
  positional.insert(positional.end(), keyword.begin(), keyword.end());
  Value kwnames = new_tuple(std::move(names));
  const std::vector<const tensor::Operator*> only{&op};
  return torch::call_overloads(schema.name, only, Value(), CallArgs{positional, as<TupleObject>(kwnames)});
}

// The ops out= applies to: one Tensor result, not in-place.
bool takes_out(const tensor::Operator& op) {
  const auto& s = op.schema();
  return !s.is_inplace() && s.returns.size() == 1 && s.returns[0].type.base == "Tensor" && !s.returns[0].type.is_list;
}

TEST(OpRegistryOut, EqualsTheOutOfPlaceResult) {
  ensure_torch();
  int ops = 0, calls = 0;
  for (const reg::OpInfo& info : reg::registry().ops) {
    const tensor::Operator* op = tensor::Dispatcher::instance().find(info.name);
    if (!op || !takes_out(*op)) continue;
    ++ops;
    for (size_t n = 0; n < info.samples.size(); ++n) {
      const std::string label = info.name + " sample " + std::to_string(n);
      const tensor::Stack args = reg::make_args(info.samples[n], n, reg::Layout::Contiguous);
      try {
        const tensor::Tensor want = std::get<tensor::Tensor>(tensor::call_op(*op, args).at(0));
        // An empty out takes the result's shape; one of the right shape is written in place.
        for (const bool sized : {false, true}) {
          std::vector<int64_t> shape(want.sizes().begin(), want.sizes().end());
          Value out = torch::wrap(sized ? tensor::empty(shape, want.dtype()) : tensor::empty(std::vector<int64_t>{0}, want.dtype()));
          Value r = call_with_out(*op, args, out);
          ++calls;
          EXPECT_EQ(r.obj(), out.obj()) << label << ": out= returns another object";
          const tensor::Tensor& got = torch::unwrap(out);
          ASSERT_EQ(got.sizes(), want.sizes()) << label;
          EXPECT_EQ(got.dtype(), want.dtype()) << label;
          EXPECT_EQ(doubles(got), doubles(want)) << label << (sized ? " (sized out)" : " (empty out)");
        }
      } catch (const PyException& e) {
        ADD_FAILURE() << label << ": " << str(Value(e.exc.get()));
      } catch (const std::exception& e) {
        ADD_FAILURE() << label << ": " << e.what();
      }
    }
  }
  std::printf("out= checked for %d ops (%d calls)\n", ops, calls);
}

}  // namespace
}  // namespace tsr::interp
