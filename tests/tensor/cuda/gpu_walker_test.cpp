// The registry walker on the GPU: every op that resolves for the CUDA key (its own CUDA kernel, a forwarded
// composite, or a composite kernel) runs on each of its registry samples (tests/tensor/op_registry/) with the
// tensors on cuda:0, laid out as declared (broadcast), contiguous, and transposed or sliced, and must give what the
// CPU gives. An op the CUDA backend does not serve (NotImplementedError "Could not run ... 'CUDA' backend", or one
// of tsr's own "not supported on CUDA" errors) is listed, not failed. Without a GPU the test is skipped with a
// "no GPU" message, so ctest stays green on CPU machines and in CI.
//
// With TSR_FAKE_CUDA=1 in a CPU build (ctest's cuda_standin_walker) the walk runs against the CUDA stand-in (Note
// [The CUDA stand-in]): the CPU kernels serve cuda tensors, so the values agree by construction, and what the walk
// checks is device placement: every op, composite and result on the inputs' device, no host tensor mixed in.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <sstream>

#include "tensor/autograd/autograd.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/cuda_standin.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

namespace ag = tsr::tensor::autograd;

const Device kGpu{DeviceType::CUDA, 0};

const bool kStandin = [] {
  const char* fake = std::getenv("TSR_FAKE_CUDA");
  if (fake && *fake && std::string(fake) != "0") enable_cuda_standin();
  return true;
}();

// The tensor arguments PyTorch takes on the host only, refusing them on a device (tensor_split's indices: "tensor_split
// expected tensor_indices_or_sections to be on cpu"): they stay on the CPU.
bool host_only(const std::string& op, size_t position) {
  return op == "tensor_split.tensor_indices_or_sections" && position == 1;
}

Stack to_gpu(const Stack& s, const std::string& op) {
  Stack out = s;
  for (size_t k = 0; k < out.size(); ++k) {
    IValue& v = out[k];
    if (Tensor* t = std::get_if<Tensor>(&v)) {
      if (t->defined() && !host_only(op, k)) *t = to_device(*t, kGpu);
    } else if (auto* list = std::get_if<std::vector<Tensor>>(&v)) {
      for (Tensor& t : *list)
        if (t.defined()) t = to_device(t, kGpu);
    }
  }
  return out;
}

// Whether the op's results must be on the GPU: it was given tensors, and no device= says where to put them.
bool results_follow_inputs(const Stack& s) {
  bool tensors = false;
  for (const IValue& v : s) {
    if (std::holds_alternative<Device>(v)) return false;
    tensors = tensors || std::holds_alternative<Tensor>(v) || std::holds_alternative<std::vector<Tensor>>(v);
  }
  return tensors;
}

Stack call(const Operator& op, const Stack& args) {
  Stack s = args;
  const auto& schema_args = op.schema().arguments;
  for (size_t i = 0; i < s.size() && i < schema_args.size(); ++i)
    if (schema_args[i].type.is_write)
      if (Tensor* t = std::get_if<Tensor>(&s[i])) *t = clone(*t);
  return call_op(op, std::move(s));
}

std::vector<double> doubles(const Tensor& t) {
  Tensor c = contiguous(to_dtype(to_device(ag::detach(t), Device{}), ScalarType::Double));
  return std::vector<double>(c.data<double>(), c.data<double>() + c.numel());
}

// "" when the GPU's results equal the CPU's within tolerance, else what differs.
std::string compare(const Stack& cpu, const Stack& gpu, double rtol, bool had_gpu_input) {
  const std::vector<Tensor> a = tensors_of(cpu), b = tensors_of(gpu);
  if (a.size() != b.size()) return "a different number of results";
  for (size_t i = 0; i < a.size(); ++i) {
    if (!a[i].defined() || !b[i].defined()) continue;
    if (a[i].sizes() != b[i].sizes()) return "result " + std::to_string(i) + " has another shape";
    if (a[i].dtype() != b[i].dtype()) return "result " + std::to_string(i) + " has another dtype";
    if (had_gpu_input && !b[i].device().is_cuda() && b[i].numel() > 0 && b[i].dim() > 0)
      return "result " + std::to_string(i) + " is not on the GPU";
    const double tol = a[i].dtype() == ScalarType::Float ? std::max(rtol, 2e-5) : std::max(rtol, 1e-9);
    const std::vector<double> x = doubles(a[i]), y = doubles(b[i]);
    for (size_t k = 0; k < x.size(); ++k) {
      const bool both_nan = std::isnan(x[k]) && std::isnan(y[k]);
      if (x[k] == y[k]) continue;  // (infinities of one sign too: their difference is NaN)
      if (!both_nan && !(std::abs(x[k] - y[k]) <= tol * std::max(1.0, std::abs(x[k])))) {
        std::ostringstream m;
        m << "result " << i << " element " << k << ": cpu " << x[k] << ", cuda " << y[k];
        return m.str();
      }
    }
  }
  return "";
}

bool unsupported(const Error& e) {
  const std::string m = e.what();
  return e.kind == ErrorKind::NotImplementedError || m.find("'CUDA' backend") != std::string::npos;
}

TEST(CudaOps, MatchTheCpuOnTheRegistrySamples) {
  if (cuda_hooks().device_count() == 0) GTEST_SKIP() << "no GPU: the CUDA kernels are compared only where one is";
  // TSR_CUDA_WALKER_TRACE=1 names each op before it runs (a crash then shows which).
  const bool trace = std::getenv("TSR_CUDA_WALKER_TRACE") != nullptr;
  // TSR_CUDA_WALKER_SKIP=",op,op," leaves those ops out (each is reported as skipped).
  const std::string skip = std::getenv("TSR_CUDA_WALKER_SKIP") ? std::getenv("TSR_CUDA_WALKER_SKIP") : "";
  int compared_ops = 0, compared_runs = 0;
  std::map<std::string, std::string> not_served, failures;
  for (const OpInfo& info : registry().ops) {
    // as_strided reads the storage, not the values: the copy to the GPU is dense, so its elements sit elsewhere.
    if (info.name == "as_strided") continue;
    const Operator* op = Dispatcher::instance().find(info.name);
    if (!op || !Dispatcher::instance().entry_for(*op, DispatchKey::CUDA)) continue;
    if (skip.find("," + info.name + ",") != std::string::npos) {
      std::printf("  skipped by TSR_CUDA_WALKER_SKIP: %s\n", info.name.c_str());
      continue;
    }
    if (trace) std::fprintf(stderr, "walking %s\n", info.name.c_str());
    bool ran = false;
    for (size_t nr = 0; nr < info.samples.size() && !failures.contains(info.name); ++nr) {
      for (Layout layout : {Layout::AsDeclared, Layout::Contiguous, Layout::Strided}) {
        const Stack args = make_args(info.samples[nr], nr, layout);
        Stack cpu_result;
        try {
          cpu_result = call(*op, args);
        } catch (const Error&) {
          continue;  // an error sample: the CPU's own checks
        }
        try {
          const Stack gpu_args = to_gpu(args, info.name);
          const Stack gpu_result = call(*op, gpu_args);
          const std::string diff = compare(cpu_result, gpu_result, info.rtol, results_follow_inputs(args));
          if (!diff.empty()) failures[info.name] = "sample " + std::to_string(nr) + ": " + diff;
          ran = true;
          ++compared_runs;
        } catch (const Error& e) {
          if (unsupported(e)) not_served.emplace(info.name, e.what());
          else failures[info.name] = "sample " + std::to_string(nr) + " raised: " + e.what();
        }
        if (failures.contains(info.name) || not_served.contains(info.name)) break;
      }
    }
    if (ran && !not_served.contains(info.name) && !failures.contains(info.name)) ++compared_ops;
  }
  std::printf("CUDA vs CPU: %d ops equal on %d sample runs; %zu ops not served on CUDA; %zu differ\n", compared_ops,
              compared_runs, not_served.size(), failures.size());
  for (const auto& [name, why] : not_served) std::printf("  not served: %s (%s)\n", name.c_str(), why.c_str());
  for (const auto& [name, why] : failures) ADD_FAILURE() << name << ": " << why;
}

// The floating tensor arguments of a stack made leaves that require grad (each its own copy), for the gradient walk.
std::vector<Tensor> make_leaves(Stack& s) {
  std::vector<Tensor> leaves;
  auto leaf = [&](Tensor& t) {
    if (!t.defined() || !(is_floating(t.dtype()) || is_complex(t.dtype()))) return;
    t = ag::detach(clone(t));
    ag::set_requires_grad(t, true);
    leaves.push_back(t);
  };
  for (IValue& v : s) {
    if (Tensor* t = std::get_if<Tensor>(&v)) leaf(*t);
    else if (auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *list) leaf(t);
  }
  return leaves;
}

// The gradients of the sum of every differentiable result with respect to the leaves (undefined where unused).
Stack gradients(const Operator& op, Stack args, const std::vector<Tensor>& leaves) {
  static const Operator& sum = find_op("sum");
  std::vector<Tensor> sums;
  for (const Tensor& r : tensors_of(call_op(op, std::move(args))))
    if (r.defined() && ag::requires_grad(r) && r.numel() > 0)
      sums.push_back(std::get<Tensor>(call_op(sum, {is_complex(r.dtype()) ? view_as_real(r) : r, NoneValue{}}).at(0)));
  if (sums.empty()) return {};
  Stack out;
  for (const Tensor& g : ag::grad(sums, leaves, {}, false, false, true)) out.emplace_back(g);
  return out;
}

// The backward formulas on the device: for every op the walk above compares, the gradients of its results' sum
// with respect to its floating arguments, on cuda:0 against the CPU (the samples as declared). A formula that
// makes a tensor on the host, or reads device memory there, fails here (under the stand-in, the second faults).
TEST(CudaOps, GradientsMatchTheCpuOnTheRegistrySamples) {
  if (cuda_hooks().device_count() == 0) GTEST_SKIP() << "no GPU: the CUDA kernels are compared only where one is";
  const bool trace = std::getenv("TSR_CUDA_WALKER_TRACE") != nullptr;
  int compared_ops = 0;
  std::map<std::string, std::string> failures;
  for (const OpInfo& info : registry().ops) {
    if (info.name == "as_strided") continue;
    const Operator* op = Dispatcher::instance().find(info.name);
    if (!op || !Dispatcher::instance().entry_for(*op, DispatchKey::CUDA) || op->schema().is_inplace()) continue;
    if (trace) std::fprintf(stderr, "differentiating %s\n", info.name.c_str());
    bool compared = false;
    for (size_t nr = 0; nr < info.samples.size() && !failures.contains(info.name); ++nr) {
      Stack cpu_args = make_args(info.samples[nr], nr, Layout::AsDeclared);
      Stack gpu_args = to_gpu(cpu_args, info.name);
      Stack cpu_grads, gpu_grads;
      try {
        const std::vector<Tensor> leaves = make_leaves(cpu_args);
        if (leaves.empty()) break;
        if (compare(call(*op, cpu_args), call(*op, to_gpu(cpu_args, info.name)), info.rtol, true) != "") break;  // random
        cpu_grads = gradients(*op, cpu_args, leaves);
      } catch (const Error&) {
        continue;  // an error sample, or no derivative: the CPU's own behaviour
      }
      if (cpu_grads.empty()) continue;
      try {
        gpu_grads = gradients(*op, gpu_args, make_leaves(gpu_args));
      } catch (const Error& e) {
        if (!unsupported(e)) failures[info.name] = "sample " + std::to_string(nr) + " raised: " + e.what();
        continue;
      }
      if (const std::string diff = compare(cpu_grads, gpu_grads, info.rtol, true); !diff.empty())
        failures[info.name] = "sample " + std::to_string(nr) + ": gradient " + diff;
      compared = true;
    }
    if (compared && !failures.contains(info.name)) ++compared_ops;
  }
  std::printf("CUDA vs CPU gradients: %d ops equal; %zu differ\n", compared_ops, failures.size());
  for (const auto& [name, why] : failures) ADD_FAILURE() << name << ": " << why;
}

TEST(CudaOps, RoundTripAndAllocatorFigures) {
  if (cuda_hooks().device_count() == 0) GTEST_SKIP() << "no GPU";
  const DeviceMemoryStats before = cuda_hooks().memory_stats(0);
  {
    Tensor host = empty(std::vector<int64_t>{1000, 3}, ScalarType::Double);
    for (int64_t i = 0; i < host.numel(); ++i) host.data<double>()[i] = double(i) * 0.5;
    const Tensor on_gpu = to_device(host, kGpu);
    const Tensor back = to_device(transpose(on_gpu, 0, 1), Device{});  // strided both ways
    EXPECT_EQ(doubles(back), doubles(transpose(host, 0, 1)));
    EXPECT_EQ(cuda_hooks().memory_stats(0).allocated(), before.allocated() + 24064);  // 24000 bytes in 512s
  }
  EXPECT_EQ(cuda_hooks().memory_stats(0).allocated(), before.allocated());
}

// The complex exp, log and matrix products the CUDA backend computes by the parts (device_ops.hpp), against the
// CPU's complex kernels: on CPU tensors always (the composition's arithmetic), and on cuda:0 where there is one (the
// GPU, or the stand-in under TSR_FAKE_CUDA=1: the composition's device placement).
TEST(CudaOps, ComplexByPartsMatchTheCpuKernels) {
  const auto complex_values = [](std::vector<int64_t> shape, ScalarType dtype, uint64_t seed) {
    Tensor parts = empty([&] { shape.push_back(2); return shape; }(), ScalarType::Double);
    uint64_t x = seed;
    for (int64_t i = 0; i < parts.numel(); ++i) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      parts.data<double>()[i] = double(int64_t(x >> 40) % 4001 - 2000) / 500.0;  // in [-4, 4], zeros among them
    }
    return view_as_complex(contiguous(to_dtype(parts, dtype == ScalarType::ComplexFloat ? ScalarType::Float
                                                                                        : ScalarType::Double)));
  };
  const auto parts_of = [](const Tensor& t) { return doubles(view_as_real(to_device(t, Device{}))); };
  const auto expect_close = [&](const Tensor& want, const Tensor& got, const Device& device, const char* what) {
    ASSERT_EQ(got.dtype(), want.dtype()) << what;
    ASSERT_EQ(got.sizes(), want.sizes()) << what;
    EXPECT_EQ(got.device(), device) << what;
    const std::vector<double> w = parts_of(want), g = parts_of(got);
    const double tol = want.dtype() == ScalarType::ComplexFloat ? 1e-5 : 1e-12;
    for (size_t i = 0; i < w.size(); ++i)
      EXPECT_TRUE(w[i] == g[i] || std::abs(w[i] - g[i]) <= tol * std::max(1.0, std::abs(w[i])))
          << what << " part " << i << ": cpu " << w[i] << ", by parts " << g[i];
  };
  std::vector<Device> devices{Device{}};
  if (cuda_hooks().device_count() > 0) devices.push_back(kGpu);
  for (const ScalarType dtype : {ScalarType::ComplexFloat, ScalarType::ComplexDouble}) {
    const Tensor z = complex_values({5, 7}, dtype, 1), a = complex_values({4, 3}, dtype, 2),
                 b = complex_values({3, 6}, dtype, 3), ba = complex_values({2, 4, 3}, dtype, 4),
                 bb = complex_values({2, 3, 5}, dtype, 5);
    for (const Device& device : devices) {
      const auto on = [&](const Tensor& t) { return to_device(t, device); };
      expect_close(call_tensor_op(find_op("exp"), {z}),
                   complex_unary_by_parts(ComplexUnary::Exp, on(z)), device, "exp");
      expect_close(call_tensor_op(find_op("log"), {z}),
                   complex_unary_by_parts(ComplexUnary::Log, on(z)), device, "log");
      expect_close(call_tensor_op(find_op("mm"), {a, b}), complex_matmul_by_parts("mm", on(a), on(b)), device, "mm");
      expect_close(call_tensor_op(find_op("mm"), {transpose(b, 0, 1), transpose(a, 0, 1)}),
                   complex_matmul_by_parts("mm", on(transpose(b, 0, 1)), on(transpose(a, 0, 1))), device,
                   "mm of transposes");
      expect_close(call_tensor_op(find_op("bmm"), {ba, bb}), complex_matmul_by_parts("bmm", on(ba), on(bb)), device,
                   "bmm");
    }
  }
}

}  // namespace
}  // namespace tsr::tensor::op_registry
