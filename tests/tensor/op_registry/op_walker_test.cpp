// The registry walker: one test per op in the Dispatcher, run on the samples its family file declares
// (samples.hpp). For every sample it checks
//   * gradients against central finite differences in float64 (each float64 Tensor input), and second
//     derivatives the same way (the gradient of the weighted first gradient), the in-place variant included;
//   * that the same values laid out transposed, sliced or broadcast (stride 0) give what contiguous ones give,
//     and backward through transposed or sliced inputs the same gradients;
//   * that the name_ overload, where the registry has one, leaves in self what the op returns;
//   * that the result dtype is torch.result_type's, and the values those of the operands converted to it.
// (out= exists only in the language binding: tests/interpreter/op_registry_out_test.cpp checks it on the same
// samples.) OpRegistry.Coverage fails for an op with neither samples nor a written exemption; OpRegistry.Counts
// prints the figures. docs/testing.md says how to declare samples.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <sstream>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

namespace ag = tsr::tensor::autograd;

// Calls the op on a copy of the arguments, cloning those it writes to, so a stack can be used again.
Stack call(const Operator& op, const Stack& args) {
  static const Operator& clone_op = find_op("clone");
  Stack s = args;
  const auto& schema_args = op.schema().arguments;
  for (size_t i = 0; i < s.size() && i < schema_args.size(); ++i)
    if (schema_args[i].type.is_write)
      if (Tensor* t = std::get_if<Tensor>(&s[i])) *t = call_tensor_op(clone_op, {*t});  // recorded by autograd
  return call_op(op, std::move(s));
}

// ---- comparing results -------------------------------------------------------------------------------------------

// A complex tensor's values are its (real, imaginary) pairs.
std::vector<double> doubles(const Tensor& t) {
  Tensor d = ag::detach(t);
  if (is_complex(d.dtype())) d = view_as_real(contiguous(d));
  Tensor c = contiguous(to_dtype(d, ScalarType::Double));
  return std::vector<double>(c.data<double>(), c.data<double>() + c.numel());
}

bool close(double a, double b, double rtol) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return std::abs(a - b) <= rtol * (1 + std::abs(b));
}

// "" when equal (shape, dtype and values within rtol; float32 at its own precision), else what differs.
std::string difference(const Tensor& got, const Tensor& want, double rtol) {
  if (got.sizes() != want.sizes()) return "shape " + got.sizes().str() + " vs " + want.sizes().str();
  if (got.dtype() != want.dtype())
    return "dtype " + std::string(dtype_name(got.dtype())) + " vs " + std::string(dtype_name(want.dtype()));
  if (got.dtype() == ScalarType::Float || got.dtype() == ScalarType::ComplexFloat) rtol = std::max(rtol, 1e-5);
  std::vector<double> g = doubles(got), w = doubles(want);
  for (size_t i = 0; i < g.size(); ++i)
    if (!close(g[i], w[i], rtol))
      return "element " + std::to_string(i) + ": " + std::to_string(g[i]) + " vs " + std::to_string(w[i]);
  return "";
}

std::string difference(const Stack& got, const Stack& want, double rtol) {
  std::vector<Tensor> g = tensors_of(got), w = tensors_of(want);
  if (g.size() != w.size()) return "number of results";
  for (size_t i = 0; i < g.size(); ++i)
    if (std::string d = difference(g[i], w[i], rtol); !d.empty()) return "result " + std::to_string(i) + ": " + d;
  return "";
}

// ---- gradients -------------------------------------------------------------------------------------------------

// Whether the op's floating outputs must carry a gradient: the one place the walker decides differentiability.
// The op's declaration says (a formula, composite, or not differentiable: autograd's differentiability query);
// a sample's skip_grad, with its written reason, exempts an op whose declared derivative cannot be checked here.
bool expects_gradient(const Operator& op, const OpInfo& info) {
  return info.no_grad.empty() && ag::differentiability(op) != ag::Differentiability::NonDifferentiable;
}

// A float64 Tensor argument (or tensor-list item) the gradient is checked for.
struct Slot {
  size_t arg;
  std::optional<size_t> item;
  Tensor& in(Stack& s) const {
    return item ? std::get<std::vector<Tensor>>(s[arg])[*item] : std::get<Tensor>(s[arg]);
  }
};

std::vector<Slot> differentiable_slots(const Sample& sample) {
  std::vector<Slot> slots;
  auto wanted = [](const T& t) {
    int64_t n = 1;
    for (int64_t s : t.expanded.empty() ? t.shape : t.expanded) n *= s;
    return t.differentiable && (t.dtype == ScalarType::Double || t.dtype == ScalarType::ComplexDouble) && n > 0;
  };
  for (size_t i = 0; i < sample.args.size(); ++i) {
    if (const T* t = std::get_if<T>(&sample.args[i].v); t && wanted(*t)) slots.push_back({i, std::nullopt});
    if (const auto* list = std::get_if<std::vector<T>>(&sample.args[i].v))
      for (size_t k = 0; k < list->size(); ++k)
        if (wanted((*list)[k])) slots.push_back({i, k});
  }
  return slots;
}

// Fixed weights per output, so every output element's gradient differs: the scalar checked is sum(out * w) (for a
// complex output, of its real view: each real and imaginary part has its own weight).
Tensor weights_for(const Tensor& out, size_t nr) {
  std::vector<int64_t> shape(out.sizes().begin(), out.sizes().end());
  if (is_complex(out.dtype())) shape.push_back(2);
  return make_tensor(T(shape).in(0.5, 1.5), 1000 + nr, Layout::Contiguous);
}

Tensor weighted_sum(const std::vector<Tensor>& ts, const std::vector<Tensor>& ws) {
  Tensor total = scalar_to_tensor(0.0);
  for (size_t i = 0; i < ts.size(); ++i)
    if (ts[i].defined() && ws[i].defined()) {
      const Tensor parts = is_complex(ts[i].dtype()) ? call_tensor_op(find_op("view_as_real"), {ts[i]}) : ts[i];
      total = add(total, sum(mul(parts, ws[i])));
    }
  return total;
}

double value_of(const Tensor& t) { return doubles(t).at(0); }

struct GradResult {
  bool checked = false, second_checked = false;
  bool second_recorded = false;  // the first gradient required grad (else it was checked to be constant)
};

constexpr double kEps = 1e-6, kAtol = 1e-5, kRtol = 1e-3;  // PyTorch's gradcheck defaults

// The gradients of sum(out * w) with respect to the sample's float64 inputs, taken as they lie in `args` (so a
// non-contiguous input is the leaf); empty where the op gives none.
std::vector<Tensor> gradients_at(const Operator& op, const Sample& sample, Stack args) {
  std::vector<Tensor> leaves;
  for (const Slot& slot : differentiable_slots(sample)) {
    Tensor& t = slot.in(args);
    ag::set_requires_grad(t, true);
    leaves.push_back(t);
  }
  if (leaves.empty()) return {};
  std::vector<Tensor> outs = tensors_of(call(op, args)), ws;
  bool any = false;
  for (size_t i = 0; i < outs.size(); ++i) {
    const bool use = (outs[i].dtype() == ScalarType::Double || outs[i].dtype() == ScalarType::ComplexDouble) &&
                     outs[i].numel() > 0 && ag::requires_grad(outs[i]);
    ws.push_back(use ? weights_for(outs[i], i) : Tensor());
    any |= use;
  }
  if (!any) return {};
  return ag::grad({weighted_sum(outs, ws)}, leaves, {Tensor()}, false, false, true);
}

// gradcheck and gradgradcheck of `op` on the contiguous arguments; failures are appended to `failures`.
GradResult gradcheck(const Operator& op, const OpInfo& info, const Sample& sample, const Stack& base,
                     const std::string& label, bool second, std::vector<std::string>& failures) {
  GradResult r;
  const std::vector<Slot> slots = differentiable_slots(sample);
  if (slots.empty()) return r;
  auto with = [&](const std::vector<Tensor>& values) {
    Stack s = base;
    for (size_t k = 0; k < slots.size(); ++k) slots[k].in(s) = values[k];
    return s;
  };
  std::vector<Tensor> x;
  for (const Slot& slot : slots) {
    Stack copy = base;
    x.push_back(clone(slot.in(copy)));
  }
  // The floating outputs and their weights (fixed from the unperturbed call).
  std::vector<Tensor> leaves;
  for (const Tensor& v : x) {
    Tensor leaf = clone(v);
    ag::set_requires_grad(leaf, true);
    leaves.push_back(leaf);
  }
  std::vector<Tensor> outs = tensors_of(call(op, with(leaves)));
  std::vector<Tensor> ws;
  bool any_float = false, any_requires = false;
  for (size_t i = 0; i < outs.size(); ++i) {
    // Finite differences need float64 throughout: a float32 output (mixed-dtype samples) is not checked.
    if (outs[i].dtype() == ScalarType::Float || outs[i].dtype() == ScalarType::ComplexFloat) return r;
    const bool fl = (is_floating(outs[i].dtype()) || is_complex(outs[i].dtype())) && outs[i].numel() > 0;
    ws.push_back(fl ? weights_for(outs[i], i) : Tensor());
    any_float |= fl;
    any_requires |= fl && ag::requires_grad(outs[i]);
  }
  if (!any_float || !expects_gradient(op, info)) return r;
  if (!any_requires) {
    failures.push_back(label + ": no floating output requires grad (no derivative recorded)");
    return r;
  }
  auto loss_at = [&](const std::vector<Tensor>& values) {
    ag::GradModeGuard off(false);
    return value_of(weighted_sum(tensors_of(call(op, with(values))), ws));
  };
  std::vector<Tensor> g = ag::grad({weighted_sum(outs, ws)}, leaves, {Tensor()}, true, true, true);
  // A first gradient as a function of the inputs, for the second derivative's finite differences.
  std::vector<Tensor> vs;
  for (size_t k = 0; k < x.size(); ++k) vs.push_back(weights_for(x[k], 2000 + k));
  auto first_gradient_at = [&](const std::vector<Tensor>& values) {
    std::vector<Tensor> ls;
    for (const Tensor& v : values) {
      Tensor l = clone(v);
      ag::set_requires_grad(l, true);
      ls.push_back(l);
    }
    std::vector<Tensor> o = tensors_of(call(op, with(ls)));
    std::vector<Tensor> gi = ag::grad({weighted_sum(o, ws)}, ls, {Tensor()}, false, false, true);
    ag::GradModeGuard off(false);
    return value_of(weighted_sum(gi, vs));
  };
  // Central differences for each element of each input, against the analytic gradient `analytic[k]`. A complex
  // input's real and imaginary parts are perturbed in turn: its gradient (PyTorch's convention for a real loss) is
  // dL/dRe + i dL/dIm, so its real view holds the two partial derivatives.
  auto compare = [&](const std::vector<Tensor>& analytic, const auto& f, const char* what) {
    for (size_t k = 0; k < x.size(); ++k) {
      const int64_t reals = x[k].numel() * (is_complex(x[k].dtype()) ? 2 : 1);
      std::vector<double> a = analytic[k].defined() ? doubles(analytic[k]) : std::vector<double>(reals, 0.0);
      for (int64_t i = 0; i < reals; ++i) {
        auto shifted = [&](double delta) {
          std::vector<Tensor> v;
          for (const Tensor& t : x) v.push_back(clone(t));
          static_cast<double*>(v[k].data_ptr())[i] += delta;
          return f(v);
        };
        const double numeric = (shifted(kEps) - shifted(-kEps)) / (2 * kEps);
        if (!(std::abs(a[i] - numeric) <= kAtol + kRtol * std::abs(numeric))) {
          std::ostringstream m;
          m << label << ": " << what << " of input " << slots[k].arg << " element " << i << ": analytic " << a[i]
            << ", numeric " << numeric;
          failures.push_back(m.str());
          return;
        }
      }
    }
  };
  compare(g, loss_at, "gradient");
  r.checked = true;
  if (!second) return r;
  // Second derivative: where no first gradient requires grad the formula is taken as constant in the inputs, so
  // the finite differences must find zero (a formula computed outside autograd fails here).
  bool recorded = false;
  for (const Tensor& gi : g) recorded |= gi.defined() && ag::requires_grad(gi);
  std::vector<Tensor> h(x.size());
  if (recorded) h = ag::grad({weighted_sum(g, vs)}, leaves, {Tensor()}, false, false, true);
  compare(h, first_gradient_at, "second derivative");
  r.second_checked = true;
  r.second_recorded = recorded;
  return r;
}

// ---- the walk ----------------------------------------------------------------------------------------------------

// Whether argument i takes part in type promotion: masks and indices (declared constant) do not.
bool promoted(const Sample& sample, size_t i) {
  const T* t = i < sample.args.size() ? std::get_if<T>(&sample.args[i].v) : nullptr;
  return !t || t->differentiable;
}

ScalarType expected_dtype(const Operator& op, Promotion rule, const Sample& sample, const Stack& args) {
  std::vector<Tensor> operands;
  const auto& schema_args = op.schema().arguments;
  for (size_t i = 0; i < args.size() && i < schema_args.size(); ++i) {
    const SchemaType& type = schema_args[i].type;
    if (type.is_list || !promoted(sample, i)) continue;
    if (const Tensor* t = std::get_if<Tensor>(&args[i]); t && type.base == "Tensor") operands.push_back(*t);
    if (type.base == "Scalar" && as_double(args[i])) {
      if (const double* d = std::get_if<double>(&args[i])) operands.push_back(scalar_to_tensor(*d));
      if (const int64_t* n = std::get_if<int64_t>(&args[i])) operands.push_back(scalar_to_tensor(*n));
      if (const bool* b = std::get_if<bool>(&args[i])) operands.push_back(scalar_to_tensor(*b));
    }
  }
  const ScalarType common = result_type(operands);
  if (rule == Promotion::Bool) return ScalarType::Bool;
  if (rule == Promotion::IntToFloat && is_integral(common, true)) return default_dtype();
  return common;
}

// The arguments with every Tensor operand converted to `dtype` (the values promotion must reproduce).
Stack converted(const Operator& op, const Sample& sample, Stack args, ScalarType dtype) {
  const auto& schema_args = op.schema().arguments;
  for (size_t i = 0; i < args.size() && i < schema_args.size(); ++i)
    if (Tensor* t = std::get_if<Tensor>(&args[i]);
        t && schema_args[i].type.base == "Tensor" && !schema_args[i].type.is_list && promoted(sample, i))
      *t = to_dtype(*t, dtype);
  return args;
}

struct Report {
  std::vector<std::string> failures;
  bool gradchecked = false, gradgradchecked = false, gradgrad_recorded = false, inplace_checked = false,
       promotion_checked = false;
};

const Operator* inplace_variant(const Operator& op) {
  const FunctionSchema& s = op.schema();
  if (s.is_inplace()) return nullptr;
  return Dispatcher::instance().find(s.overload.empty() ? s.name + "_" : s.name + "_." + s.overload);
}

Report walk(const Operator& op, const OpInfo& info) {
  Report report;
  const Operator* inplace = info.no_inplace.empty() ? inplace_variant(op) : nullptr;
  for (size_t n = 0; n < info.samples.size(); ++n) {
    const Sample& sample = info.samples[n];
    const std::string label = "sample " + std::to_string(n);
    std::string step = "call";
    try {
      const Stack declared = make_args(sample, n, Layout::AsDeclared);
      const Stack contig = make_args(sample, n, Layout::Contiguous);
      const Stack want = call(op, contig);
      if (info.no_strided.empty()) {
        step = "strided";
        for (Layout layout : {Layout::AsDeclared, Layout::Strided}) {
          const Stack got = call(op, layout == Layout::AsDeclared ? declared : make_args(sample, n, layout));
          if (std::string d = difference(got, want, info.rtol); !d.empty())
            report.failures.push_back(label + (layout == Layout::Strided ? ": strided" : ": as declared") +
                                      " vs contiguous: " + d);
        }
        // Backward through non-contiguous inputs gives what it gives through contiguous ones.
        if (expects_gradient(op, info)) {
          step = "strided gradients";
          const std::vector<Tensor> strided = gradients_at(op, sample, make_args(sample, n, Layout::Strided));
          const std::vector<Tensor> dense = gradients_at(op, sample, make_args(sample, n, Layout::Contiguous));
          for (size_t k = 0; k < dense.size() && k < strided.size(); ++k) {
            if (dense[k].defined() != strided[k].defined())
              report.failures.push_back(label + ": strided input " + std::to_string(k) + " gets no gradient");
            else if (dense[k].defined())
              if (std::string d = difference(strided[k], dense[k], info.rtol); !d.empty())
                report.failures.push_back(label + ": gradient of strided input " + std::to_string(k) + ": " + d);
          }
        }
      }
      if (info.promotion != Promotion::None) {
        step = "promotion";
        const ScalarType expected = expected_dtype(op, info.promotion, sample, declared);
        const Tensor got = tensors_of(want).at(0);
        if (got.dtype() != expected) {
          report.failures.push_back(label + ": result dtype " + std::string(dtype_name(got.dtype())) +
                                    ", promotion gives " + std::string(dtype_name(expected)));
        } else {
          // The values: those of the operands converted to the computation dtype first.
          const ScalarType compute =
              info.promotion == Promotion::Bool ? expected_dtype(op, Promotion::Promote, sample, declared) : expected;
          const Stack same = call(op, converted(op, sample, contig, compute));
          if (std::string d = difference(tensors_of(want).at(0), tensors_of(same).at(0), info.rtol); !d.empty())
            report.failures.push_back(label + ": mixed dtypes vs operands converted to " +
                                      std::string(dtype_name(compute)) + ": " + d);
        }
        report.promotion_checked = true;
      }
      if (inplace && !contig.empty()) {
        step = "in-place";
        const Tensor* self = std::get_if<Tensor>(&contig[0]);
        const Tensor out = tensors_of(want).at(0);
        // An in-place op keeps self's dtype, and its shape unless it is a view op's (t_, squeeze_, ...): compare
        // it only where the result has them.
        const bool view_op = !op.schema().arguments.empty() && !op.schema().arguments[0].type.alias.empty();
        if (self && self->dtype() == out.dtype() && (self->sizes() == out.sizes() || view_op)) {
          for (Layout layout : {Layout::Contiguous, Layout::Strided}) {
            if (layout == Layout::Strided && !info.no_strided.empty()) continue;
            Stack args = make_args(sample, n, layout);
            Tensor target = std::get<Tensor>(args[0]);
            Stack r = call_op(*inplace, args);
            if (std::string d = difference(target, out, info.rtol); !d.empty())
              report.failures.push_back(label + ": " + inplace->schema().qualified_name() + " vs out-of-place" +
                                        (layout == Layout::Strided ? " (strided self)" : "") + ": " + d);
            if (tensors_of(r).at(0).data_ptr() != target.data_ptr())
              report.failures.push_back(label + ": " + inplace->schema().qualified_name() + " returns another tensor");
          }
          gradcheck(*inplace, info, sample, contig, label + " " + inplace->schema().qualified_name(),
                    info.no_gradgrad.empty() && info.no_inplace_gradgrad.empty(), report.failures);
          report.inplace_checked = true;
        }
      }
      step = "gradcheck";
      GradResult g = gradcheck(op, info, sample, contig, label, info.no_gradgrad.empty(), report.failures);
      report.gradchecked |= g.checked;
      report.gradgradchecked |= g.second_checked;
      report.gradgrad_recorded |= g.second_recorded;
    } catch (const std::exception& e) {  // tsr's Error, and anything else a broken kernel throws
      report.failures.push_back(label + " (" + step + "): " + e.what());
    }
  }
  return report;
}

// ---- the tests -------------------------------------------------------------------------------------------------

std::vector<std::string> registry_ops() {
  std::vector<std::string> names;
  for (const Operator* op : Dispatcher::instance().all()) names.push_back(op->schema().qualified_name());
  return names;
}

// The op an in-place op's checks run under: `add_.Tensor` is walked with `add.Tensor`'s samples (unless that op
// says skip_inplace, which is then the in-place op's exemption).
const OpInfo* outofplace_info(const Operator& op) {
  const FunctionSchema& s = op.schema();
  if (!s.is_inplace()) return nullptr;
  const std::string base = s.name.substr(0, s.name.size() - 1);
  return find_info(s.overload.empty() ? base : base + "." + s.overload);
}

class OpWalk : public ::testing::TestWithParam<std::string> {};

TEST_P(OpWalk, MatchesFiniteDifferencesLayoutsInPlaceAndPromotion) {
  const Operator& op = find_op(GetParam());
  if (const OpInfo* info = find_info(GetParam())) {
    Report r = walk(op, *info);
    for (const std::string& f : r.failures) ADD_FAILURE() << GetParam() << " " << f;
    return;
  }
  if (const OpInfo* base = outofplace_info(op)) {
    if (!base->no_inplace.empty()) GTEST_SKIP() << "exempt: " << base->no_inplace;
    GTEST_SKIP() << "walked with " << base->name << "'s samples";
  }
  if (const std::string* why = find_exemption(GetParam())) GTEST_SKIP() << "exempt: " << *why;
  FAIL() << GetParam() << " has neither samples nor an exemption (tests/tensor/op_registry/samples_*.cpp)";
}

INSTANTIATE_TEST_SUITE_P(Registry, OpWalk, ::testing::ValuesIn(registry_ops()),
                         [](const ::testing::TestParamInfo<std::string>& p) {
                           std::string n = p.param;
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });

TEST(OpRegistry, Coverage) {
  const Registry& reg = registry();
  for (const std::string& d : reg.duplicates) ADD_FAILURE() << d << " has samples declared twice";
  for (const OpInfo& info : reg.ops) {
    EXPECT_NE(Dispatcher::instance().find(info.name), nullptr) << "samples for an op not in the registry: " << info.name;
    EXPECT_FALSE(info.samples.empty()) << info.name << " is declared with no samples";
    EXPECT_EQ(find_exemption(info.name), nullptr) << info.name << " has samples and an exemption";
  }
  for (const auto& [name, why] : reg.exemptions) {
    EXPECT_NE(Dispatcher::instance().find(name), nullptr) << "exemption for an op not in the registry: " << name;
    EXPECT_FALSE(why.empty()) << name << "'s exemption gives no reason";
  }
  for (const Operator* op : Dispatcher::instance().all()) {
    const std::string name = op->schema().qualified_name();
    EXPECT_TRUE(find_info(name) || outofplace_info(*op) || find_exemption(name))
        << name << " has neither samples nor an exemption";
  }
}

// The walker's figures (docs/testing.md quotes them). Runs the whole walk again, counting; failures are the
// per-op tests' to report.
TEST(OpRegistry, Counts) {
  int ops = 0, sampled = 0, via_inplace = 0, gradchecked = 0, gradgradchecked = 0, recorded = 0, inplace = 0,
      promotion = 0;
  std::vector<std::string> exempt, partial;
  std::string not_gradchecked;
  for (const Operator* op : Dispatcher::instance().all()) {
    ++ops;
    const std::string name = op->schema().qualified_name();
    if (const OpInfo* info = find_info(name)) {
      ++sampled;
      for (const std::string& why : info->skipped()) partial.push_back(name + ": " + why);
      Report r = walk(*op, *info);
      gradchecked += r.gradchecked;
      if (!r.gradchecked) not_gradchecked += " " + name;
      gradgradchecked += r.gradgradchecked;
      recorded += r.gradgrad_recorded;
      inplace += r.inplace_checked;
      promotion += r.promotion_checked;
    } else if (const OpInfo* base = outofplace_info(*op)) {
      if (base->no_inplace.empty()) ++via_inplace;
      else exempt.push_back(name + ": " + base->no_inplace);
    } else if (const std::string* why = find_exemption(name)) {
      exempt.push_back(name + ": " + *why);
    }
  }
  std::printf("op registry walk: %d ops in the registry; %d with samples, %d in-place ops walked with their "
              "out-of-place samples; %d gradchecked, %d gradgradchecked (%d through a recorded first derivative, the "
              "rest checked constant), %d compared with their in-place variant, %d promotion-checked; %zu exempt:\n",
              ops, sampled, via_inplace, gradchecked, gradgradchecked, recorded, inplace, promotion, exempt.size());
  for (const std::string& e : exempt) std::printf("  %s\n", e.c_str());
  std::printf("sampled but not gradchecked (no floating output, or skip_grad below):%s\n", not_gradchecked.c_str());
  std::printf("%zu checks skipped for sampled ops:\n", partial.size());
  for (const std::string& e : partial) std::printf("  %s\n", e.c_str());
  EXPECT_EQ(sampled + via_inplace + int(exempt.size()), ops);
}

}  // namespace
}  // namespace tsr::tensor::op_registry
