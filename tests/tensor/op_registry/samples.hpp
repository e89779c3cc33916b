// Sample inputs per registry op, for the walker in op_walker_test.cpp (PyTorch's OpInfo, ggml's
// test-backend-ops). Each op family keeps its samples in one file (samples_pointwise.cpp, ...), keyed by the op's
// qualified name; an op that cannot be sampled gets a written exemption there instead. docs/testing.md says how
// to add an op's samples.
//
//   TSR_OP_SAMPLES(exp) {                          // a file-local block that declares entries
//     op("exp").sample({T({2, 3})}).sample({T({})}).sample({T({3, 1}).expand({3, 4})});
//     exempt("rand", "random: values depend on the generator");
//   }
#pragma once

#include <deque>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor::op_registry {

// A tensor argument: its shape, dtype and the interval its values come from (chosen where the op is smooth),
// or explicit values (indices, masks). Values are a fixed pseudo-random draw, distinct within a tensor, so
// sorting and max have no ties.
struct T {
  std::vector<int64_t> shape;
  ScalarType dtype = ScalarType::Double;
  double lo = -2, hi = 2;
  std::vector<double> values;      // explicit values, row-major (else drawn from [lo, hi])
  std::vector<int64_t> expanded;   // made at `shape`, then expanded (stride 0) to this shape
  bool differentiable = true;      // false: never gradchecked (an index, a target)

  explicit T(std::vector<int64_t> s) : shape(std::move(s)) {}
  T& in(double l, double h) { lo = l, hi = h; return *this; }
  T& as(ScalarType t) { dtype = t; return *this; }
  T& of(std::vector<double> v) { values = std::move(v); return *this; }
  T& expand(std::vector<int64_t> s) { expanded = std::move(s); return *this; }
  T& constant() { differentiable = false; return *this; }
};
// A Long index tensor with the given values, and a Bool mask.
T Index(std::vector<int64_t> shape, std::vector<double> values);
T Mask(std::vector<int64_t> shape, std::vector<double> values);

// One argument as the op's schema takes it, in schema order: a tensor, a tensor list, or any other value
// (written plainly: `1`, `0.5`, `true`, `"mean"`, `None`, `ints({0, 2})`, `ScalarType::Long`).
struct Arg {
  std::variant<T, std::vector<T>, IValue> v;
  Arg(T t) : v(std::move(t)) {}                     // NOLINT(google-explicit-constructor): sample lists read
  Arg(std::vector<T> ts) : v(std::move(ts)) {}      // NOLINT(google-explicit-constructor)  as the call would
  Arg(IValue x) : v(std::move(x)) {}                // NOLINT(google-explicit-constructor)
  Arg(int x) : v(IValue(int64_t(x))) {}             // NOLINT(google-explicit-constructor)
  Arg(double x) : v(IValue(x)) {}                   // NOLINT(google-explicit-constructor)
  Arg(bool x) : v(IValue(x)) {}                     // NOLINT(google-explicit-constructor)
  Arg(const char* x) : v(IValue(std::string(x))) {} // NOLINT(google-explicit-constructor)
  Arg(NoneValue x) : v(IValue(x)) {}                // NOLINT(google-explicit-constructor)
  Arg(ScalarType x) : v(IValue(x)) {}               // NOLINT(google-explicit-constructor)
};
inline constexpr NoneValue None{};
inline IValue ints(std::vector<int64_t> v) { return IValue(std::move(v)); }

struct Sample {
  std::vector<Arg> args;
};

// How an op's result dtype follows from its operands (checked for every sample).
enum class Promotion {
  None,        // not checked (the op fixes its own result dtype, or keeps self's)
  Promote,     // torch.result_type of the Tensor and Scalar operands
  IntToFloat,  // the same, with an integral result becoming the default float dtype (div, sin, ...)
  Bool,        // always bool (comparisons, predicates)
};

struct OpInfo {
  std::string name;  // qualified: "pow.Tensor_Scalar"
  std::vector<Sample> samples;
  Promotion promotion = Promotion::None;
  // Checks the op skips, each with its reason written beside the op's samples.
  std::string no_grad;      // outputs are floating but not differentiable here
  std::string no_gradgrad;  // the first derivative is not itself recorded for double backward
  std::string no_strided;   // strided inputs are not accepted (e.g. view)
  std::string no_inplace;   // the name_ overload is not compared with this op
  std::string no_inplace_gradgrad;  // the name_ overload's second derivative is not checked
  std::string gaps;         // inputs declared constant() because tsr gives them no gradient (a known gap)
  // A comparison tolerance looser than float64 round-off, for ops summing in different orders.
  double rtol = 1e-10;

  OpInfo& sample(std::vector<Arg> args) { samples.push_back({std::move(args)}); return *this; }
  OpInfo& promotes(Promotion p) { promotion = p; return *this; }
  OpInfo& skip_grad(std::string why) { no_grad = std::move(why); return *this; }
  OpInfo& skip_gradgrad(std::string why) { no_gradgrad = std::move(why); return *this; }
  OpInfo& skip_strided(std::string why) { no_strided = std::move(why); return *this; }
  OpInfo& skip_inplace(std::string why) { no_inplace = std::move(why); return *this; }
  OpInfo& skip_inplace_gradgrad(std::string why) { no_inplace_gradgrad = std::move(why); return *this; }
  OpInfo& known_gap(std::string why) { gaps = std::move(why); return *this; }
  // Every check this op skips, with its reason ("gradgrad: ..."), for the walker's report.
  std::vector<std::string> skipped() const;
};

// Declares the samples of `name` (an op declared twice is an error reported by the coverage test).
OpInfo& op(std::string name);
// Declares that `name` has no samples, and why.
void exempt(std::string name, std::string reason);

struct Registry {
  std::deque<OpInfo> ops;  // (a deque: `op(...)` hands out references that later declarations keep valid)
  std::vector<std::pair<std::string, std::string>> exemptions;
  std::vector<std::string> duplicates;
};
// Every family's declarations (each file's TSR_OP_SAMPLES block runs once, on first use).
const Registry& registry();
const OpInfo* find_info(std::string_view name);
const std::string* find_exemption(std::string_view name);

// How a sample's tensors are laid out: as declared (stride-0 where expanded), contiguous copies, or the same values
// stored transposed (2+ dims) or every other element (1 dim).
enum class Layout { AsDeclared, Contiguous, Strided };
// A tensor argument's values: a fixed draw from `seed`, the same in every layout.
Tensor make_tensor(const T& spec, uint64_t seed, Layout layout);
// A sample's arguments as the op's stack.
Stack make_args(const Sample& sample, size_t sample_nr, Layout layout);
// An op's tensor results in order, a returned list's elements in its place (the walkers compare them one by one).
std::vector<Tensor> tensors_of(const Stack& results);

namespace detail {
using Declarer = void (*)();
struct DeclarerRegistrar {
  explicit DeclarerRegistrar(Declarer d);
};
}  // namespace detail

// A family's block of declarations, run when the registry is first read.
#define TSR_OP_SAMPLES(family)                                                                   \
  static void tsr_op_samples_##family();                                                        \
  static const ::tsr::tensor::op_registry::detail::DeclarerRegistrar tsr_op_samples_registrar_##family( \
      &tsr_op_samples_##family);                                                                \
  static void tsr_op_samples_##family()

}  // namespace tsr::tensor::op_registry
