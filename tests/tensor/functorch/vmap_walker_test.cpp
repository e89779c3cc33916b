// vmap over the registry (Note [vmap], tensor/functorch/batched.hpp): every op with samples
// (tests/tensor/op_registry/), called once on batched tensors holding two entries, must give for each entry what the
// op gives for that entry alone, whether a batching rule or the per-entry loop serves it; and the backward of every
// differentiable op, given a batch of two cotangents (what jacrev's vmap over vjp does), must give each cotangent's
// gradients. The batch goes in front of some arguments and after their first dimension in others, so the rules meet
// batch dimensions that are not in front.
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>
#include <string>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

namespace ag = tsr::tensor::autograd;
namespace fx = tsr::tensor::functorch;

// One vmap level for the scope of a check.
struct Level {
  int64_t n;
  explicit Level(int64_t batch_size) : n(fx::push_level(batch_size, fx::Randomness::Error)) {}
  ~Level() { fx::pop_level(); }
};

bool skipped(const Operator& op) {
  const std::string& name = op.schema().name;
  // uninitialised memory, random draws, and results whose shape depends on the values
  for (const char* prefix : {"empty", "rand", "normal", "bernoulli", "multinomial", "poisson", "uniform", "exponential",
                             "geometric", "cauchy", "log_normal", "random", "native_dropout", "rrelu",
                             "_standard_gamma", "_sample_dirichlet", "binomial"})
    if (name.rfind(prefix, 0) == 0) return true;
  return false;
}

Stack call(const Operator& op, const Stack& args) { return call_op(op, args); }

// The errors vmap gives by design: functorch's for ops whose result's shape depends on the values, tsr's for
// as_strided (its strides address the whole batch's memory), and the contiguity checks of ops without a batching
// rule (_pdist_backward), whose per-entry slices of an argument batched along another dim are strided, as in
// functorch's fallback.
bool refused_by_design(const std::string& message) {
  return message.find("vmap: We do not support batching operators that can output dynamic shape") == 0 ||
         message.find("vmap over as_strided is not supported") != std::string::npos ||
         message.find("requires self to be contiguous") != std::string::npos;
}

std::vector<double> doubles(const Tensor& t) {
  Tensor c = contiguous(to_dtype(ag::detach(t), ScalarType::Double));
  return std::vector<double>(c.data<double>(), c.data<double>() + c.numel());
}

// "" when `got` (one entry of the batched result) equals `want` within tolerance.
std::string compare(const Tensor& want, const Tensor& got, double rtol) {
  if (want.sizes() != got.sizes()) return "another shape";
  if (want.dtype() != got.dtype())
    return std::string("dtype ") + std::string(dtype_name(got.dtype())) + " for " +
           std::string(dtype_name(want.dtype()));
  const double tol = want.dtype() == ScalarType::Float ? std::max(rtol, 2e-5) : std::max(rtol, 1e-9);
  const std::vector<double> x = doubles(want), y = doubles(got);
  for (size_t k = 0; k < x.size(); ++k) {
    if (x[k] == y[k] || (std::isnan(x[k]) && std::isnan(y[k]))) continue;
    if (!(std::abs(x[k] - y[k]) <= tol * std::max(1.0, std::abs(x[k])))) {
      std::ostringstream m;
      m << "element " << k << ": alone " << x[k] << ", batched " << y[k];
      return m.str();
    }
  }
  return "";
}

// Where an argument's batch goes: in front for the first tensor argument, after the first dimension for others.
int64_t bdim_for(size_t position, const Tensor& t) { return position == 0 || t.dim() == 0 ? 0 : 1; }

Tensor batch_of(const Tensor& a, const Tensor& b, int64_t bdim, int64_t level) {
  return fx::make_batched(call_tensor_op(find_op("stack"), {std::vector<Tensor>{a, b}, bdim}), bdim, level);
}

Tensor entry(const Tensor& batched, int64_t level, int64_t i) {
  const Tensor physical = call_tensor_op(find_op("_remove_batch_dim"), {batched, level, int64_t(2), int64_t(0)});
  return select(physical, 0, i);
}

// Fails with every difference listed, and when fewer than `at_least` checks ran (the walk lost its samples).
void report(const std::vector<std::string>& failures, int checked, const char* what, int at_least) {
  std::ostringstream all;
  for (const std::string& f : failures) all << "\n  " << f;
  EXPECT_TRUE(failures.empty()) << failures.size() << " of " << checked << " " << what << " differ:" << all.str();
  EXPECT_GT(checked, at_least);
}

TEST(Vmap, EveryOpBatchedEqualsEachEntryAlone) {
  int checked = 0;
  std::vector<std::string> failures;
  for (const OpInfo& info : registry().ops) {
    const Operator* op = Dispatcher::instance().find(info.name);
    if (!op || skipped(*op)) continue;
    for (size_t nr = 0; nr < info.samples.size(); ++nr) {
      const Stack a = make_args(info.samples[nr], nr, Layout::Contiguous);
      const Stack b = make_args(info.samples[nr], nr + 1000, Layout::Contiguous);
      bool has_tensor = false;
      for (const IValue& v : a) has_tensor |= std::holds_alternative<Tensor>(v);
      if (!has_tensor) continue;
      // each entry alone (written arguments are copies: the batched call writes its own)
      Stack ra, rb;
      Stack a2 = a, b2 = b;
      try {
        for (Stack* s : {&a2, &b2})
          for (size_t k : op->written_arguments())
            if (Tensor* t = std::get_if<Tensor>(&(*s)[k])) *t = clone(*t);
        ra = call(*op, a2);
        rb = call(*op, b2);
      } catch (const Error&) {
        continue;  // a sample meant to raise
      }
      const std::vector<Tensor> ta = tensors_of(ra), tb = tensors_of(rb);
      bool same_shapes = ta.size() == tb.size();
      for (size_t k = 0; same_shapes && k < ta.size(); ++k)
        same_shapes = ta[k].defined() == tb[k].defined() && (!ta[k].defined() || ta[k].sizes() == tb[k].sizes());
      if (!same_shapes) continue;  // the entries' results cannot stack (nonzero, unique, ...)
      Level level(2);
      Stack batched;
      for (size_t k = 0; k < a.size(); ++k) {
        const Tensor* x = std::get_if<Tensor>(&a[k]);
        const Tensor* y = std::get_if<Tensor>(&b[k]);
        if (x && x->defined())
          batched.emplace_back(batch_of(*x, *y, bdim_for(k, *x), level.n));
        else
          batched.push_back(a[k]);
      }
      std::string why;
      try {
        const std::vector<Tensor> results = tensors_of(call(*op, batched));
        if (results.size() != ta.size()) why = "a different number of results";
        for (size_t k = 0; why.empty() && k < results.size(); ++k) {
          if (!ta[k].defined()) continue;
          why = compare(ta[k], entry(results[k], level.n, 0), info.rtol);
          if (why.empty()) why = compare(tb[k], entry(results[k], level.n, 1), info.rtol);
          if (!why.empty()) why = "result " + std::to_string(k) + ": " + why;
        }
      } catch (const Error& e) {
        if (refused_by_design(e.what())) continue;
        why = std::string("raised: ") + e.what();
      }
      ++checked;
      if (!why.empty()) failures.push_back(info.name + " sample " + std::to_string(nr) + ": " + why);
    }
  }
  report(failures, checked, "batched calls", 500);
}

TEST(Vmap, EveryBackwardTakesABatchOfCotangents) {
  int checked = 0;
  std::vector<std::string> failures;
  for (const OpInfo& info : registry().ops) {
    const Operator* op = Dispatcher::instance().find(info.name);
    if (!op || skipped(*op) || !op->written_arguments().empty() || !info.no_grad.empty()) continue;
    for (size_t nr = 0; nr < info.samples.size(); ++nr) {
      Stack args = make_args(info.samples[nr], nr, Layout::Contiguous);
      std::vector<Tensor> inputs;
      for (IValue& v : args)
        if (Tensor* t = std::get_if<Tensor>(&v); t && t->defined() && is_floating(t->dtype())) {
          *t = ag::detach(clone(*t));
          t->impl()->set_requires_grad(true);
          inputs.push_back(*t);
        }
      if (inputs.empty()) continue;
      std::vector<Tensor> outputs;
      try {
        ag::GradModeGuard on(true);
        for (const Tensor& t : tensors_of(call(*op, args)))
          if (t.defined() && is_floating(t.dtype()) && ag::requires_grad(t)) outputs.push_back(t);
      } catch (const Error&) {
        continue;
      }
      if (outputs.empty()) continue;
      // two cotangents per output
      std::vector<Tensor> c0, c1;
      for (size_t k = 0; k < outputs.size(); ++k) {
        T spec(std::vector<int64_t>(outputs[k].sizes().begin(), outputs[k].sizes().end()));
        spec.dtype = outputs[k].dtype();
        c0.push_back(make_tensor(spec, 5000 + k, Layout::Contiguous));
        c1.push_back(make_tensor(spec, 7000 + k, Layout::Contiguous));
      }
      std::vector<Tensor> g0, g1;
      try {
        g0 = ag::grad(outputs, inputs, c0, true, false, true);
        g1 = ag::grad(outputs, inputs, c1, true, false, true);
      } catch (const Error&) {
        continue;  // not differentiable here
      }
      std::string why;
      {
        Level level(2);
        std::vector<Tensor> cb;
        for (size_t k = 0; k < outputs.size(); ++k) cb.push_back(batch_of(c0[k], c1[k], 0, level.n));
        try {
          const std::vector<Tensor> gb = ag::grad(outputs, inputs, cb, true, false, true);
          for (size_t k = 0; why.empty() && k < gb.size(); ++k) {
            if (!g0[k].defined()) continue;
            if (!gb[k].defined()) {
              why = "no gradient for input " + std::to_string(k);
              continue;
            }
            why = compare(g0[k], entry(gb[k], level.n, 0), info.rtol);
            if (why.empty()) why = compare(g1[k], entry(gb[k], level.n, 1), info.rtol);
            if (!why.empty()) why = "input " + std::to_string(k) + ": " + why;
          }
        } catch (const Error& e) {
          if (refused_by_design(e.what())) continue;
          why = std::string("raised: ") + e.what();
        }
      }
      ++checked;
      if (!why.empty()) failures.push_back(info.name + " sample " + std::to_string(nr) + ": " + why);
    }
  }
  report(failures, checked, "batched backwards", 300);
}

}  // namespace
}  // namespace tsr::tensor::op_registry
