// The derivative table (one formula per op, in the spirit of PyTorch's derivatives.yaml) and the boxed kernel
// that serves the Autograd key for every op: run the op below Autograd, then record a node for its outputs.
//
// Formulas are written with tensor ops that go through the dispatcher, so with create_graph=True (grad mode on
// during backward) they are themselves recorded: double backward comes for free.
#include <cmath>
#include <numbers>
#include <unordered_map>
#include <unordered_set>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/nn_ops.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::autograd {

namespace {

// ---------------------------------------------------------------- helpers for formulas

Tensor call(const char* qualified, Stack args) { return call_tensor_op(find_op(qualified), std::move(args)); }

Tensor scalar(double v, ScalarType dtype) { return to_dtype(scalar_to_tensor(v), dtype); }

Tensor reshape_to(const Tensor& g, const Dims& shape) {
  return call("reshape", {g, std::vector<int64_t>(shape.begin(), shape.end())});
}

}  // namespace

Tensor sum_to(const Tensor& g, const Dims& shape) {
  if (!g.defined() || g.sizes() == shape) return g;
  const int64_t lead = g.dim() - static_cast<int64_t>(shape.size());
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < lead; ++d) dims.push_back(d);
  for (int64_t d = lead; d < g.dim(); ++d)
    if (shape[d - lead] == 1 && g.sizes()[d] != 1) dims.push_back(d);
  Tensor r = dims.empty() ? g : call("sum.dim_IntList", {g, dims, true, NoneValue{}});
  return reshape_to(r, shape);
}

namespace {

// A few named entries (an op's arguments): a vector searched linearly beats a hash map at this size. Keys are
// views of names that live as long as the program (schema argument names, a formula's `saves`), so recording a
// node copies no strings.
template <class V>
class SmallMap {
 public:
  V& operator[](std::string_view key) {
    for (auto& [k, v] : items_)
      if (k == key) return v;
    items_.emplace_back(key, V{});
    return items_.back().second;
  }
  const V* find(std::string_view key) const {
    for (const auto& [k, v] : items_)
      if (k == key) return &v;
    return nullptr;
  }
  // Adds an entry for a key known to be absent (recording: each argument name once), built in place.
  template <class... A>
  void add(std::string_view key, A&&... value) {
    items_.emplace_back(std::piecewise_construct, std::forward_as_tuple(key), std::forward_as_tuple(std::forward<A>(value)...));
  }
  size_t count(std::string_view key) const { return find(key) ? 1 : 0; }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }
  const V& at(std::string_view key) const {
    if (const V* v = find(key)) return *v;
    throw Error(ErrorKind::RuntimeError, "autograd: nothing recorded for argument " + std::string(key));
  }

 private:
  absl::InlinedVector<std::pair<std::string_view, V>, 4> items_;
};

// What a formula sees: the op's arguments (tensors by name, others as IValues), saved tensors and grads.
struct Ctx {
  const FunctionSchema* schema = nullptr;
  // Non-tensor arguments; tensor slots hold undefined tensors. Inline: most ops have few arguments.
  absl::InlinedVector<IValue, 4> args;
  SmallMap<std::pair<Dims, ScalarType>> shapes;  // tensor arguments' metadata
  std::vector<std::pair<Dims, ScalarType>> list_shapes;                 // Tensor[] elements
  SmallMap<size_t> saved_index;                  // name -> Node::save slot
  Node* node = nullptr;
  std::vector<Tensor> grads;

  size_t index_of(const std::string& name) const {
    for (size_t i = 0; i < schema->arguments.size(); ++i)
      if (schema->arguments[i].name == name) return i;
    throw Error(ErrorKind::RuntimeError, "autograd: no argument " + name + " in " + schema->str());
  }
  // A saved tensor; undefined for an optional tensor argument that was None.
  Tensor s(const std::string& name) {
    const size_t* slot = saved_index.find(name);
    return slot ? node->unpack(*slot) : Tensor();
  }
  // A trailing default the caller left off the stack reads as None, as ivalue.hpp's readers take it (C++ callers
  // may omit alpha=1; args.at() threw there).
  const IValue& a(const std::string& name) const {
    static const IValue none = NoneValue{};
    const size_t i = index_of(name);
    return i < args.size() ? args[i] : none;
  }
  int64_t i(const std::string& name, int64_t fallback = 0) const { return int_arg(args, index_of(name), fallback); }
  double d(const std::string& name, double fallback = 0) const { return double_arg(args, index_of(name), fallback); }
  bool b(const std::string& name, bool fallback = false) const { return bool_arg(args, index_of(name), fallback); }
  std::vector<int64_t> ints(const std::string& name) const { return int_list_arg(args, index_of(name)); }
  const Dims& shape(const std::string& name) const { return shapes.at(name).first; }
  ScalarType dtype(const std::string& name) const { return shapes.at(name).second; }
  const Tensor& g(size_t k = 0) const { return grads.at(k); }
  // A gradient for input `name`: broadcasting undone, dtype restored.
  Tensor to(const Tensor& x, const std::string& name) const {
    if (!x.defined()) return x;
    Tensor r = sum_to(x, shape(name));
    return r.dtype() == dtype(name) ? r : call("to.dtype", {r, dtype(name), false, false});
  }
};

using Formula = std::function<std::vector<Tensor>(Ctx&)>;

struct Derivative {
  std::string node;                 // PyTorch's node class name
  std::vector<std::string> saves;   // argument names and "result" / "result1" to keep for backward
  Formula fn;                       // gradients of the differentiable tensor inputs, in schema order
};

using FormulaEntry = Derivative;  // the name Operator::AutogradInfo uses (Operator has a Derivative of its own)

std::unordered_map<std::string, Derivative>& table() {
  static std::unordered_map<std::string, Derivative> t;
  return t;
}

// Ops that are compositions of other ops: not recorded themselves; the ops they call record (PyTorch's
// CompositeImplicitAutograd), so `a @ b` has grad_fn MmBackward0.
// Ops whose outputs never carry gradient (PyTorch's "non_differentiable" / factories taking a tensor for shape).
const std::unordered_set<std::string>& non_differentiable() {
  static const std::unordered_set<std::string> s = {
      "zeros_like", "ones_like", "empty_like", "full_like", "rand_like", "randn_like", "randint_like", "bernoulli",
      "bernoulli_", "uniform_", "normal_", "random_", "one_hot", "nonzero", "argmax", "argmin", "isnan", "isinf",
      "isfinite"};
  return s;
}

using G = std::vector<Tensor>;

// Dims reduced by a `dim` argument, for expanding a reduction's gradient back.
Tensor expand_reduced(const Tensor& g, const Dims& in_shape, std::vector<int64_t> dims, bool keepdim) {
  const int64_t nd = static_cast<int64_t>(in_shape.size());
  if (dims.empty()) for (int64_t d = 0; d < nd; ++d) dims.push_back(d);
  Tensor r = g;
  if (!keepdim && nd > 0) {
    std::vector<int64_t> wrapped;
    for (int64_t d : dims) wrapped.push_back(wrap_dim(d, nd));
    std::sort(wrapped.begin(), wrapped.end());
    for (int64_t d : wrapped) r = call("unsqueeze", {r, d});
  }
  return call("expand", {r, std::vector<int64_t>(in_shape.begin(), in_shape.end()), false});
}

int64_t reduced_count(const Dims& shape, std::vector<int64_t> dims) {
  int64_t n = 1;
  if (dims.empty()) return numel_of(shape);
  for (int64_t d : dims) n *= shape[wrap_dim(d, static_cast<int64_t>(shape.size()))];
  return n;
}

Tensor zeros_of(const Dims& shape, ScalarType dtype) { return zeros(std::vector<int64_t>(shape.begin(), shape.end()), dtype); }

// grad of a view-producing op by scattering into zeros: z[view] = g.
template <class MakeView>
Tensor scatter_view(const Tensor& g, const Dims& shape, ScalarType dtype, MakeView make_view_of) {
  Tensor z = zeros_of(shape, dtype);
  Tensor v = make_view_of(z);
  call("copy_", {v, g, false});
  return z;
}

void define_formulas() {
  auto& t = table();
  auto D = [&](const char* op, const char* node, std::vector<std::string> saves, Formula f) {
    t[op] = Derivative{node, std::move(saves), std::move(f)};
  };
  // ---- arithmetic
  // The in-place forms (add_, sub_, mul_, div_) share these formulas: their nodes are PyTorch's same classes.
  const auto alpha_of = [](Ctx& c) {
    return scalar_operand(std::get_if<double>(&c.a("alpha")) ? Scalar(c.d("alpha")) : Scalar(c.i("alpha", 1)));
  };
  const Formula add_backward = [alpha_of](Ctx& c) { return G{c.to(c.g(), "self"), c.to(mul(c.g(), alpha_of(c)), "other")}; };
  const Formula sub_backward = [alpha_of](Ctx& c) {
    return G{c.to(c.g(), "self"), c.to(mul(neg(c.g()), alpha_of(c)), "other")};
  };
  const Formula mul_backward = [](Ctx& c) {
    return G{c.to(mul(c.g(), c.s("other")), "self"), c.to(mul(c.g(), c.s("self")), "other")};
  };
  const Formula div_backward = [](Ctx& c) {
    Tensor o = c.s("other");
    return G{c.to(div(c.g(), o), "self"), c.to(neg(div(mul(c.g(), c.s("self")), mul(o, o))), "other")};
  };
  D("add.Tensor", "AddBackward0", {}, add_backward);
  D("sub.Tensor", "SubBackward0", {}, sub_backward);
  // rsub(self, other, alpha) = other - alpha * self: self's gradient is scaled by alpha (it was left out).
  D("rsub.Tensor", "RsubBackward0", {}, [alpha_of](Ctx& c) {
    return G{c.to(mul(neg(c.g()), alpha_of(c)), "self"), c.to(c.g(), "other")};
  });
  D("rsub.Scalar", "RsubBackward1", {}, [alpha_of](Ctx& c) { return G{c.to(mul(neg(c.g()), alpha_of(c)), "self")}; });
  D("mul.Tensor", "MulBackward0", {"self", "other"}, mul_backward);
  D("div.Tensor", "DivBackward0", {"self", "other"}, div_backward);
  D("neg", "NegBackward0", {}, [](Ctx& c) { return G{neg(c.g())}; });
  D("pow.Tensor_Scalar", "PowBackward0", {"self"}, [](Ctx& c) {
    const double e = c.d("exponent", 1);
    if (e == 0) return G{zeros_of(c.shape("self"), c.dtype("self"))};
    return G{c.to(mul(c.g(), mul(pow(c.s("self"), Scalar(e - 1)), scalar(e, c.dtype("self")))), "self")};
  });
  D("pow.Tensor_Tensor", "PowBackward1", {"self", "exponent", "result"}, [](Ctx& c) {
    Tensor x = c.s("self"), e = c.s("exponent");
    Tensor gx = mul(c.g(), mul(e, pow(x, sub(e, scalar(1, e.dtype())))));
    Tensor ge = mul(c.g(), mul(c.s("result"), log(x)));
    return G{c.to(gx, "self"), c.to(ge, "exponent")};
  });
  D("maximum", "MaximumBackward0", {"self", "other"}, [](Ctx& c) {
    Tensor m = compare(c.s("self"), c.s("other"), CompareOp::Ge);
    return G{c.to(where(m, c.g(), scalar(0, c.g().dtype())), "self"), c.to(where(m, scalar(0, c.g().dtype()), c.g()), "other")};
  });
  D("minimum", "MinimumBackward0", {"self", "other"}, [](Ctx& c) {
    Tensor m = compare(c.s("self"), c.s("other"), CompareOp::Le);
    return G{c.to(where(m, c.g(), scalar(0, c.g().dtype())), "self"), c.to(where(m, scalar(0, c.g().dtype()), c.g()), "other")};
  });
  D("where.self", "WhereBackward0", {"condition"}, [](Ctx& c) {
    Tensor cond = c.s("condition");
    return G{Tensor(), c.to(where(cond, c.g(), scalar(0, c.g().dtype())), "self"), c.to(where(cond, scalar(0, c.g().dtype()), c.g()), "other")};
  });
  D("addmm", "AddmmBackward0", {"mat1", "mat2"}, [](Ctx& c) {
    const double beta = c.d("beta", 1), alpha = c.d("alpha", 1);
    Tensor g = c.g();
    Tensor gs = beta == 1 ? g : mul(g, scalar(beta, g.dtype()));
    Tensor g1 = mm(g, call("t", {c.s("mat2")})), g2 = mm(call("t", {c.s("mat1")}), g);
    if (alpha != 1) {
      g1 = mul(g1, scalar(alpha, g.dtype()));
      g2 = mul(g2, scalar(alpha, g.dtype()));
    }
    return G{c.to(gs, "self"), g1, g2};
  });
  D("lerp.Scalar", "LerpBackward0", {}, [](Ctx& c) {
    const double w = c.d("weight");
    return G{c.to(mul(c.g(), scalar(1 - w, c.g().dtype())), "self"), c.to(mul(c.g(), scalar(w, c.g().dtype())), "end")};
  });
  D("addcmul", "AddcmulBackward0", {"tensor1", "tensor2"}, [](Ctx& c) {
    Tensor v = scalar(c.d("value", 1), c.g().dtype());
    return G{c.to(c.g(), "self"), c.to(mul(mul(c.g(), c.s("tensor2")), v), "tensor1"),
             c.to(mul(mul(c.g(), c.s("tensor1")), v), "tensor2")};
  });
  D("addcdiv", "AddcdivBackward0", {"tensor1", "tensor2"}, [](Ctx& c) {
    Tensor v = scalar(c.d("value", 1), c.g().dtype());
    Tensor t1 = c.s("tensor1"), t2 = c.s("tensor2");
    return G{c.to(c.g(), "self"), c.to(div(mul(c.g(), v), t2), "tensor1"),
             c.to(neg(div(mul(mul(c.g(), v), t1), mul(t2, t2))), "tensor2")};
  });
  // ---- unary
  D("exp", "ExpBackward0", {"result"}, [](Ctx& c) { return G{mul(c.g(), c.s("result"))}; });
  D("expm1", "Expm1Backward0", {"result"}, [](Ctx& c) { return G{mul(c.g(), add(c.s("result"), scalar(1, c.g().dtype())))}; });
  D("log", "LogBackward0", {"self"}, [](Ctx& c) { return G{div(c.g(), c.s("self"))}; });
  D("log1p", "Log1PBackward0", {"self"}, [](Ctx& c) { return G{div(c.g(), add(c.s("self"), scalar(1, c.g().dtype())))}; });
  D("sqrt", "SqrtBackward0", {"result"}, [](Ctx& c) { return G{div(c.g(), mul(c.s("result"), scalar(2, c.g().dtype())))}; });
  D("rsqrt", "RsqrtBackward0", {"result"}, [](Ctx& c) {
    Tensor r = c.s("result");
    return G{mul(c.g(), mul(pow(r, Scalar(3)), scalar(-0.5, c.g().dtype())))};
  });
  D("sin", "SinBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), cos(c.s("self")))}; });
  D("cos", "CosBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), neg(sin(c.s("self"))))}; });
  D("tan", "TanBackward0", {"result"}, [](Ctx& c) {
    Tensor r = c.s("result");
    return G{mul(c.g(), add(mul(r, r), scalar(1, c.g().dtype())))};
  });
  D("tanh", "TanhBackward0", {"result"}, [](Ctx& c) {
    Tensor r = c.s("result");
    return G{mul(c.g(), sub(scalar(1, c.g().dtype()), mul(r, r)))};
  });
  D("sigmoid", "SigmoidBackward0", {"result"}, [](Ctx& c) {
    Tensor r = c.s("result");
    return G{mul(c.g(), mul(r, sub(scalar(1, c.g().dtype()), r)))};
  });
  const Formula relu_backward = [](Ctx& c) { return G{threshold_backward(c.g(), c.s("result"), 0)}; };
  D("relu", "ReluBackward0", {"result"}, relu_backward);
  D("threshold_backward", "ThresholdBackwardBackward0", {"self"}, [](Ctx& c) {
    return G{threshold_backward(c.g(), c.s("self"), c.d("threshold")), zeros_like(c.s("self"))};
  });
  D("abs", "AbsBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), sign(c.s("self")))}; });
  D("sign", "SignBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
  D("round", "RoundBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
  D("floor", "FloorBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
  D("ceil", "CeilBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
  D("trunc", "TruncBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
  D("reciprocal", "ReciprocalBackward0", {"result"}, [](Ctx& c) {
    Tensor r = c.s("result");
    return G{neg(mul(c.g(), mul(r, r)))};
  });
  D("log2", "Log2Backward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    return G{div(c.g(), mul(x, scalar(M_LN2, x.dtype())))};
  });
  D("log10", "Log10Backward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    return G{div(c.g(), mul(x, scalar(M_LN10, x.dtype())))};
  });
  D("exp2", "Exp2Backward0", {"result"}, [](Ctx& c) {
    Tensor r = c.s("result");
    return G{mul(c.g(), mul(r, scalar(M_LN2, r.dtype())))};
  });
  // 1 - x^2 and x^2 +- 1, the radicands of the inverse trigonometric derivatives.
  auto one_minus_sq = [](const Tensor& x) { return sub(scalar(1, x.dtype()), mul(x, x)); };
  auto sq_plus = [](const Tensor& x, double k) { return add(mul(x, x), scalar(k, x.dtype())); };
  D("asin", "AsinBackward0", {"self"}, [one_minus_sq](Ctx& c) { return G{mul(c.g(), rsqrt(one_minus_sq(c.s("self"))))}; });
  D("acos", "AcosBackward0", {"self"}, [one_minus_sq](Ctx& c) { return G{neg(mul(c.g(), rsqrt(one_minus_sq(c.s("self")))))}; });
  D("atan", "AtanBackward0", {"self"}, [sq_plus](Ctx& c) { return G{div(c.g(), sq_plus(c.s("self"), 1))}; });
  D("sinh", "SinhBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), call("cosh", {c.s("self")}))}; });
  D("cosh", "CoshBackward0", {"self"}, [](Ctx& c) { return G{mul(c.g(), call("sinh", {c.s("self")}))}; });
  D("asinh", "AsinhBackward0", {"self"}, [sq_plus](Ctx& c) { return G{mul(c.g(), rsqrt(sq_plus(c.s("self"), 1)))}; });
  D("acosh", "AcoshBackward0", {"self"}, [sq_plus](Ctx& c) { return G{mul(c.g(), rsqrt(sq_plus(c.s("self"), -1)))}; });
  D("atanh", "AtanhBackward0", {"self"}, [one_minus_sq](Ctx& c) { return G{div(c.g(), one_minus_sq(c.s("self")))}; });
  D("atan2", "Atan2Backward0", {"self", "other"}, [](Ctx& c) {
    Tensor y = c.s("self"), x = c.s("other");
    Tensor denom = add(mul(y, y), mul(x, x));
    return G{c.to(mul(c.g(), div(x, denom)), "self"), c.to(mul(c.g(), div(neg(y), denom)), "other")};
  });
  D("fmod.Scalar", "FmodBackward0", {}, [](Ctx& c) { return G{c.g()}; });
  D("fmod.Tensor", "FmodBackward1", {"self", "other"}, [](Ctx& c) {
    Tensor q = call("trunc", {div(c.s("self"), c.s("other"))});
    return G{c.to(c.g(), "self"), c.to(neg(mul(c.g(), q)), "other")};
  });
  D("erf", "ErfBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    return G{mul(c.g(), mul(exp(neg(mul(x, x))), scalar(2.0 / std::sqrt(std::numbers::pi), c.g().dtype())))};
  });
  D("clamp", "ClampBackward1", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    Tensor keep = ones_like(x, ScalarType::Bool);
    if (auto lo = optional_double_arg(c.args, 1)) keep = logical_and(keep, compare(x, scalar(*lo, x.dtype()), CompareOp::Ge));
    if (auto hi = optional_double_arg(c.args, 2)) keep = logical_and(keep, compare(x, scalar(*hi, x.dtype()), CompareOp::Le));
    return G{where(keep, c.g(), scalar(0, c.g().dtype()))};
  });
  D("gelu", "GeluBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    const ScalarType dt = x.dtype();
    const std::string* approximate = std::get_if<std::string>(&c.a("approximate"));
    if (approximate && *approximate == "tanh") {
      // The tanh form is differentiated as itself (it was given the exact form's derivative), as PyTorch's
      // GeluBackward does: with t = tanh(b (x + k x^3)), d/dx 0.5 x (1 + t) = 0.5 (1 + t) + 0.5 x (1 - t^2) b (1 + 3k x^2).
      const double b = M_SQRT2 * M_2_SQRTPI * 0.5, k = 0.044715;
      Tensor x2 = mul(x, x);
      Tensor t = tanh(mul(add(x, mul(mul(x2, x), scalar(k, dt))), scalar(b, dt)));
      Tensor left = mul(add(t, scalar(1, dt)), scalar(0.5, dt));
      Tensor right = mul(mul(mul(x, scalar(0.5 * b, dt)), add(neg(mul(t, t)), scalar(1, dt))),
                         add(mul(x2, scalar(3 * k, dt)), scalar(1, dt)));
      return G{mul(c.g(), add(left, right))};
    }
    Tensor cdf = mul(add(erf(mul(x, scalar(M_SQRT1_2, dt))), scalar(1, dt)), scalar(0.5, dt));
    Tensor pdf = mul(exp(mul(mul(x, x), scalar(-0.5, dt))), scalar(0.5 * M_2_SQRTPI * M_SQRT1_2, dt));
    return G{mul(c.g(), add(cdf, mul(x, pdf)))};
  });
  D("prelu", "PreluBackward0", {"self", "weight"}, [](Ctx& c) {
    Tensor x = c.s("self"), w = c.s("weight");
    Tensor pos = compare(x, scalar(0, x.dtype()), CompareOp::Gt);
    // weight broadcasts over the channel dim (1) of x
    Tensor wb = w;
    if (x.dim() >= 2 && w.numel() > 1) {
      std::vector<int64_t> shape(static_cast<size_t>(x.dim()), 1);
      shape[1] = w.numel();
      wb = reshape_to(w, Dims(shape));
    }
    Tensor gx = where(pos, c.g(), mul(c.g(), wb));
    Tensor gw_full = where(pos, zeros_like(c.g()), mul(c.g(), x));
    Tensor gw;
    if (w.numel() == 1) {
      gw = reshape_to(call("sum", {gw_full, NoneValue{}}), w.sizes());
    } else {
      std::vector<int64_t> dims;
      for (int64_t d = 0; d < x.dim(); ++d)
        if (d != 1) dims.push_back(d);
      gw = reshape_to(call("sum.dim_IntList", {gw_full, dims, false, NoneValue{}}), w.sizes());
    }
    return G{gx, gw};
  });
  D("dropout", "NativeDropoutBackward0", {"result"}, [](Ctx& c) {
    const double p = c.d("p");
    if (!c.b("train") || p == 0) return G{c.g()};
    if (p == 1) return G{zeros_like(c.g())};
    Tensor kept = compare(c.s("result"), scalar(0, c.g().dtype()), CompareOp::Ne);
    return G{where(kept, mul(c.g(), scalar(1.0 / (1.0 - p), c.g().dtype())), scalar(0, c.g().dtype()))};
  });
  // ---- matmul family
  D("mm", "MmBackward0", {"self", "mat2"}, [](Ctx& c) {
    return G{mm(c.g(), call("t", {c.s("mat2")})), mm(call("t", {c.s("self")}), c.g())};
  });
  D("bmm", "BmmBackward0", {"self", "mat2"}, [](Ctx& c) {
    return G{bmm(c.g(), call("transpose.int", {c.s("mat2"), int64_t(1), int64_t(2)})),
             bmm(call("transpose.int", {c.s("self"), int64_t(1), int64_t(2)}), c.g())};
  });
  D("dot", "DotBackward0", {"self", "tensor"}, [](Ctx& c) {
    return G{mul(c.g(), c.s("tensor")), mul(c.g(), c.s("self"))};
  });
  D("mv", "MvBackward0", {"self", "vec"}, [](Ctx& c) {
    return G{mul(call("unsqueeze", {c.g(), int64_t(1)}), call("unsqueeze", {c.s("vec"), int64_t(0)})),
             matmul(call("t", {c.s("self")}), c.g())};
  });
  D("outer", "OuterBackward0", {"self", "vec2"}, [](Ctx& c) {
    return G{matmul(c.g(), c.s("vec2")), matmul(call("t", {c.g()}), c.s("self"))};
  });
  // ---- reductions
  D("sum", "SumBackward0", {}, [](Ctx& c) { return G{expand_reduced(c.g(), c.shape("self"), {}, true)}; });
  D("sum.dim_IntList", "SumBackward1", {}, [](Ctx& c) {
    return G{expand_reduced(c.g(), c.shape("self"), c.ints("dim"), c.b("keepdim"))};
  });
  D("mean", "MeanBackward0", {}, [](Ctx& c) {
    const Dims& s = c.shape("self");
    return G{div(expand_reduced(c.g(), s, {}, true), scalar(double(numel_of(s)), c.g().dtype()))};
  });
  D("mean.dim", "MeanBackward1", {}, [](Ctx& c) {
    const Dims& s = c.shape("self");
    return G{div(expand_reduced(c.g(), s, c.ints("dim"), c.b("keepdim")),
                 scalar(double(reduced_count(s, c.ints("dim"))), c.g().dtype()))};
  });
  auto extreme = [](Ctx& c, std::vector<int64_t> dims, bool keepdim) {
    // gradient shared evenly among the elements equal to the extreme value (PyTorch's evenly_distribute)
    Tensor x = c.s("self"), r = c.s("result");
    Tensor re = expand_reduced(r, x.sizes(), dims, keepdim);
    Tensor mask = to_dtype(compare(x, re, CompareOp::Eq), c.g().dtype());
    Tensor count = dims.empty() ? call("sum", {mask, NoneValue{}}) : call("sum.dim_IntList", {mask, dims, true, NoneValue{}});
    Tensor ge = expand_reduced(c.g(), x.sizes(), dims, keepdim);
    return G{div(mul(ge, mask), dims.empty() ? count : call("expand", {count, std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), false}))};
  };
  D("max", "MaxBackward1", {"self", "result"}, [extreme](Ctx& c) { return extreme(c, {}, true); });
  D("min", "MinBackward1", {"self", "result"}, [extreme](Ctx& c) { return extreme(c, {}, true); });
  D("amax", "AmaxBackward0", {"self", "result"}, [extreme](Ctx& c) { return extreme(c, c.ints("dim"), c.b("keepdim")); });
  D("amin", "AminBackward0", {"self", "result"}, [extreme](Ctx& c) { return extreme(c, c.ints("dim"), c.b("keepdim")); });
  auto indexed = [](Ctx& c) {
    // max.dim / min.dim: the gradient goes to the returned indices
    const int64_t dim = wrap_dim(c.i("dim"), static_cast<int64_t>(c.shape("self").size()));
    Tensor idx = c.s("result1"), g = c.g();
    if (!c.b("keepdim")) {
      idx = call("unsqueeze", {idx, dim});
      g = call("unsqueeze", {g, dim});
    }
    Tensor z = zeros_of(c.shape("self"), c.dtype("self"));
    return G{call("scatter.src", {z, dim, idx, g})};
  };
  D("max.dim", "MaxBackward0", {"result1"}, indexed);
  D("min.dim", "MinBackward0", {"result1"}, indexed);
  D("logsumexp", "LogsumexpBackward0", {"self", "result"}, [](Ctx& c) {
    Tensor x = c.s("self");
    Tensor r = expand_reduced(c.s("result"), x.sizes(), c.ints("dim"), c.b("keepdim"));
    return G{mul(expand_reduced(c.g(), x.sizes(), c.ints("dim"), c.b("keepdim")), exp(sub(x, r)))};
  });
  auto var_grad = [](Ctx& c, bool is_std) {
    Tensor x = c.s("self");
    std::vector<int64_t> dims;
    if (!std::holds_alternative<NoneValue>(c.a("dim"))) dims = c.ints("dim");
    const int64_t correction = std::holds_alternative<NoneValue>(c.a("correction")) ? 1 : c.i("correction", 1);
    const bool keepdim = c.b("keepdim");
    const double n = double(reduced_count(x.sizes(), dims));
    Tensor mean_x = dims.empty() ? call("mean", {x, NoneValue{}}) : call("mean.dim", {x, dims, true, NoneValue{}});
    Tensor centered = sub(x, mean_x);
    Tensor g = expand_reduced(c.g(), x.sizes(), dims, keepdim);
    Tensor out = mul(g, mul(centered, scalar(2.0 / (n - double(correction)), x.dtype())));
    if (is_std) out = div(mul(out, scalar(0.5, x.dtype())), expand_reduced(c.s("result"), x.sizes(), dims, keepdim));
    return G{out};
  };
  D("var.correction", "VarBackward0", {"self"}, [var_grad](Ctx& c) { return var_grad(c, false); });
  D("std.correction", "StdBackward0", {"self", "result"}, [var_grad](Ctx& c) { return var_grad(c, true); });
  D("norm.ScalarOpt_dim", "NormBackward1", {"self", "result"}, [](Ctx& c) {
    // PyTorch 1.13's norm_backward, case by case in p.
    const double p = optional_double_arg(c.args, 1).value_or(2.0);
    if (p == 0) return G{Tensor()};  // no gradient at all (PyTorch returns an undefined one: .grad stays None)
    Tensor x = c.s("self");
    const ScalarType dt = x.dtype();
    const std::vector<int64_t> dims = c.ints("dim");
    const bool keepdim = c.b("keepdim");
    auto unreduce = [&](const Tensor& t) {  // keepdim's shape, so it broadcasts against x
      if (keepdim || x.dim() == 0) return t;
      Tensor r = t;
      std::vector<int64_t> wrapped;
      if (dims.empty()) for (int64_t d = 0; d < x.dim(); ++d) wrapped.push_back(d);
      for (int64_t d : dims) wrapped.push_back(wrap_dim(d, x.dim()));
      std::sort(wrapped.begin(), wrapped.end());
      for (int64_t d : wrapped) r = call("unsqueeze", {r, d});
      return r;
    };
    Tensor norm = unreduce(c.s("result")), g = unreduce(c.g());
    Tensor zero = scalar(0, dt);
    Tensor norm_is_zero = compare(norm, zero, CompareOp::Eq);
    if (p == 1) return G{mul(sign(x), g)};
    if (p == 2) return G{mul(g, masked_fill(div(x, norm), norm_is_zero, Scalar(0.0)))};
    if (std::isinf(p)) {
      // amax / amin of |x|: the gradient shared evenly among the elements that attain it (or are NaN).
      Tensor ax = abs(x);
      Tensor mask = logical_or(compare(ax, norm, CompareOp::Eq), call("isnan", {ax}));
      std::vector<int64_t> all;
      if (dims.empty()) for (int64_t d = 0; d < x.dim(); ++d) all.push_back(d);
      Tensor count = call("sum.dim_IntList", {mask, dims.empty() ? all : dims, true, NoneValue{}});
      return G{mul(sign(x), mul(div(g, count), mask))};
    }
    if (p < 1) {
      Tensor scaled = mul(sign(x), masked_fill(pow(abs(x), Scalar(p - 1)), compare(x, zero, CompareOp::Eq), Scalar(0.0)));
      return G{mul(mul(scaled, g), pow(norm, Scalar(1 - p)))};
    }
    Tensor scaled = p < 2 ? mul(sign(x), pow(abs(x), Scalar(p - 1))) : mul(x, pow(abs(x), Scalar(p - 2)));
    Tensor scale_v = masked_fill(div(g, pow(norm, Scalar(p - 1))), norm_is_zero, Scalar(0.0));
    return G{mul(scaled, scale_v)};
  });
  D("cumsum", "CumsumBackward0", {}, [](Ctx& c) {
    // The gradient is the reversed cumulative sum: total - cumsum(g) + g.
    const int64_t dim = c.i("dim");
    Tensor total = call("sum.dim_IntList", {c.g(), std::vector<int64_t>{dim}, true, NoneValue{}});
    return G{add(sub(total, call("cumsum", {c.g(), dim, NoneValue{}})), c.g())};
  });
  auto by_indices = [](Ctx& c) {
    // sort / topk: each value's gradient goes back to the position it came from.
    const int64_t dim = wrap_dim(c.i("dim", -1), std::max<int64_t>(int64_t(c.shape("self").size()), 1));
    Tensor z = zeros_of(c.shape("self"), c.g().dtype());
    return G{call("scatter.src", {z, dim, c.s("result1"), c.g()})};
  };
  D("sort", "SortBackward0", {"result1"}, by_indices);
  D("topk", "TopkBackward0", {"result1"}, by_indices);
  D("prod", "ProdBackward0", {"self", "result"}, [](Ctx& c) {
    // d(prod)/dx_i = prod / x_i; with zeros, the product of the other elements, computed directly.
    Tensor x = c.s("self");
    Tensor zero_mask = compare(x, scalar(0, x.dtype()), CompareOp::Eq);
    const bool has_zero = *to_dtype(any(zero_mask), ScalarType::Bool).data<bool>();
    if (!has_zero) return G{mul(c.g(), div(c.s("result"), x))};
    Tensor flat = reshape_to(contiguous(x), Dims{x.numel()});
    Tensor others = empty(std::vector<int64_t>{x.numel()}, x.dtype());
    visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
      const T* v = flat.data<T>();
      for (int64_t i = 0; i < x.numel(); ++i) {
        T p = 1;
        for (int64_t j = 0; j < x.numel(); ++j)
          if (j != i) p = static_cast<T>(p * v[j]);
        others.data<T>()[i] = p;
      }
    });
    return G{mul(c.g(), reshape_to(others, x.sizes()))};
  });
  D("softmax.int", "SoftmaxBackward0", {"result"}, [](Ctx& c) {
    Tensor y = c.s("result");
    const int64_t dim = c.i("dim");
    Tensor gy = mul(c.g(), y);
    return G{sub(gy, mul(y, call("sum.dim_IntList", {gy, std::vector<int64_t>{dim}, true, NoneValue{}})))};
  });
  D("log_softmax.int", "LogSoftmaxBackward0", {"result"}, [](Ctx& c) {
    Tensor y = c.s("result");
    const int64_t dim = c.i("dim");
    return G{sub(c.g(), mul(exp(y), call("sum.dim_IntList", {c.g(), std::vector<int64_t>{dim}, true, NoneValue{}})))};
  });
  // ---- views and shape ops
  auto reshape_back = [](Ctx& c) { return G{reshape_to(c.g(), c.shape("self"))}; };
  D("view", "ViewBackward0", {}, reshape_back);
  D("reshape", "ReshapeAliasBackward0", {}, reshape_back);
  D("flatten.using_ints", "ReshapeAliasBackward0", {}, reshape_back);
  D("squeeze", "SqueezeBackward0", {}, reshape_back);
  D("squeeze.dim", "SqueezeBackward1", {}, reshape_back);
  D("unsqueeze", "UnsqueezeBackward0", {}, [](Ctx& c) { return G{call("squeeze.dim", {c.g(), c.i("dim")})}; });
  D("t", "TBackward0", {}, [](Ctx& c) { return G{call("t", {c.g()})}; });
  D("transpose.int", "TransposeBackward0", {}, [](Ctx& c) {
    return G{call("transpose.int", {c.g(), c.i("dim0"), c.i("dim1")})};
  });
  D("permute", "PermuteBackward0", {}, [](Ctx& c) {
    std::vector<int64_t> dims = c.ints("dims"), inv(dims.size());
    for (size_t k = 0; k < dims.size(); ++k) inv[size_t(wrap_dim(dims[k], int64_t(dims.size())))] = int64_t(k);
    return G{call("permute", {c.g(), inv})};
  });
  D("expand", "ExpandBackward0", {}, [](Ctx& c) { return G{sum_to(c.g(), c.shape("self"))}; });
  D("flip", "FlipBackward0", {}, [](Ctx& c) { return G{call("flip", {c.g(), c.ints("dims")})}; });
  D("roll", "RollBackward0", {}, [](Ctx& c) {
    std::vector<int64_t> back = c.ints("shifts");
    for (auto& k : back) k = -k;
    return G{call("roll", {c.g(), back, c.ints("dims")})};
  });
  D("repeat", "RepeatBackward0", {}, [](Ctx& c) {
    // The gradient viewed as [r0, s0, r1, s1, ...] and summed over the repeats, then shaped like self.
    const std::vector<int64_t> repeats = c.ints("repeats");
    const Dims& shape = c.shape("self");
    const size_t lead = repeats.size() - shape.size();
    std::vector<int64_t> interleaved, repeat_dims;
    for (size_t d = 0; d < repeats.size(); ++d) {
      repeat_dims.push_back(int64_t(interleaved.size()));
      interleaved.insert(interleaved.end(), {repeats[d], d < lead ? 1 : shape[d - lead]});
    }
    Tensor g = call("reshape", {c.g(), interleaved});
    g = call("sum.dim_IntList", {g, repeat_dims, false, NoneValue{}});
    return G{reshape_to(g, shape)};
  });
  D("tril", "TrilBackward0", {}, [](Ctx& c) { return G{call("tril", {c.g(), c.i("diagonal")})}; });
  D("triu", "TriuBackward0", {}, [](Ctx& c) { return G{call("triu", {c.g(), c.i("diagonal")})}; });
  // A view that picks part of self: the gradient is the same view, taken with the same arguments of a zero
  // tensor shaped like self, filled with the incoming gradient.
  const auto part_view_backward = [](const char* op) -> Formula {
    return [op](Ctx& c) {
      return G{scatter_view(c.g(), c.shape("self"), c.g().dtype(), [&](const Tensor& z) {
        Stack a(c.args.begin(), c.args.end());
        a[0] = z;
        return call(op, std::move(a));
      })};
    };
  };
  D("select.int", "SelectBackward0", {}, part_view_backward("select.int"));
  D("slice.Tensor", "SliceBackward0", {}, part_view_backward("slice.Tensor"));
  D("narrow", "NarrowBackward0", {}, part_view_backward("narrow"));
  D("diagonal", "DiagonalBackward0", {}, part_view_backward("diagonal"));
  // unfold / as_strided (views that may repeat elements): apply the same view to the element numbers of the input,
  // then accumulate each output gradient into the element it reads.
  auto scatter_through_view = [](Ctx& c, const std::function<Tensor(const Tensor&)>& same_view) {
    const Dims& shape = c.shape("self");
    const int64_t n = numel_of(shape);
    Tensor numbers = reshape_to(arange(Scalar(int64_t(0)), Scalar(n), Scalar(int64_t(1)), ScalarType::Long), shape);
    Tensor where_from = reshape_to(contiguous(same_view(numbers)), Dims{-1});
    Tensor z = zeros(std::vector<int64_t>{n}, c.g().dtype());
    call("index_put_", {z, std::vector<Tensor>{where_from}, reshape_to(contiguous(c.g()), Dims{-1}), true});
    return G{reshape_to(z, shape)};
  };
  D("unfold", "UnfoldBackward0", {}, [scatter_through_view](Ctx& c) {
    const int64_t dim = c.i("dimension"), size = c.i("size"), step = c.i("step");
    return scatter_through_view(c, [&](const Tensor& t) { return call("unfold", {t, dim, size, step}); });
  });
  D("as_strided", "AsStridedBackward0", {"self"}, [](Ctx& c) {
    // The result's strides and offset count elements of the input's *storage*, whatever the input's own layout.
    // So: number the input's elements in a storage-shaped buffer (through the input's geometry; -1 where the input
    // has no element), read that buffer with the call's geometry, and add each gradient element into the input
    // element it was read from. Storage the input does not cover receives nothing.
    const Tensor x = c.s("self");
    const std::vector<int64_t> size = c.ints("size"), stride = c.ints("stride");
    const IValue& offset_arg = c.a("storage_offset");
    const int64_t offset = std::holds_alternative<int64_t>(offset_arg) ? std::get<int64_t>(offset_arg) : x.storage_offset();
    int64_t extent = std::max(offset, x.storage_offset()) + 1;
    for (size_t d = 0; d < size.size(); ++d) extent += size[d] > 0 ? (size[d] - 1) * stride[d] : 0;
    for (int64_t d = 0; d < x.dim(); ++d) extent += x.sizes()[size_t(d)] > 0 ? (x.sizes()[size_t(d)] - 1) * x.strides()[size_t(d)] : 0;
    const int64_t flat[1] = {extent};
    Tensor buffer = full(flat, Scalar(int64_t(-1)), ScalarType::Long);
    const int64_t n = x.numel();
    Tensor numbers = reshape_to(arange(Scalar(int64_t(0)), Scalar(n), Scalar(int64_t(1)), ScalarType::Long), x.sizes());
    Tensor input_places = as_strided(buffer, x.sizes(), x.strides(), x.storage_offset());
    copy_(input_places, numbers);
    Tensor where_from = reshape_to(contiguous(as_strided(buffer, size, stride, offset)), Dims{-1});
    Tensor g = reshape_to(contiguous(c.g()), Dims{-1});
    Tensor covered = compare(where_from, scalar_to_tensor(int64_t(0)), CompareOp::Ge);
    Tensor z = zeros(std::vector<int64_t>{n}, c.g().dtype());
    call("index_put_", {z, std::vector<Tensor>{call("masked_select", {where_from, covered})},
                        call("masked_select", {g, covered}), true});
    return G{reshape_to(z, x.sizes())};
  });
  D("gather", "GatherBackward0", {"index"}, [scatter_through_view](Ctx& c) {
    // Repeated indices read an element more than once: their gradients accumulate (scatter_add).
    const int64_t dim = c.i("dim");
    Tensor index = c.s("index");
    return scatter_through_view(c, [&](const Tensor& t) { return call("gather", {t, dim, index, false}); });
  });
  D("clone", "CloneBackward0", {}, [](Ctx& c) { return G{c.g()}; });
  D("contiguous", "CloneBackward0", {}, [](Ctx& c) { return G{c.g()}; });
  D("to.dtype", "ToCopyBackward0", {}, [](Ctx& c) { return G{c.to(c.g(), "self")}; });
  D("cat", "CatBackward0", {}, [](Ctx& c) {
    const int64_t dim = c.i("dim");
    G out;
    int64_t offset = 0;
    for (const auto& [shape, dtype] : c.list_shapes) {
      if (shape.size() == 1 && shape[0] == 0) {
        out.push_back(zeros_of(shape, dtype));
        continue;
      }
      const int64_t d = wrap_dim(dim, static_cast<int64_t>(shape.size()));
      out.push_back(call("narrow", {c.g(), d, offset, shape[d]}));
      offset += shape[d];
    }
    return out;
  });
  // split / chunk / split_with_sizes: each output is a view of a piece of self along dim; the gradient is the cat
  // of the pieces' gradients, zeros for the outputs backward did not reach (PyTorch's split_backward).
  const Formula split_backward = [](Ctx& c) {
    const int64_t dim = wrap_dim(c.i("dim", 0), static_cast<int64_t>(c.shape("self").size()));
    std::vector<Tensor> parts;
    for (size_t k = 0; k < c.node->output_meta.size(); ++k) {
      const Tensor g = k < c.grads.size() ? c.grads[k] : Tensor();
      parts.push_back(g.defined() ? g : zeros_of(c.node->output_meta[k].first, c.node->output_meta[k].second));
    }
    if (parts.empty()) return G{zeros_of(c.shape("self"), c.dtype("self"))};
    return G{call("cat", {parts, dim})};
  };
  D("split.Tensor", "SplitBackward0", {}, split_backward);
  D("chunk", "SplitBackward0", {}, split_backward);  // PyTorch's chunk is split: its outputs' node is SplitBackward0
  D("split_with_sizes", "SplitWithSizesBackward0", {}, split_backward);
  D("expand_as", "ExpandBackward0", {}, [](Ctx& c) { return G{sum_to(c.g(), c.shape("self")), Tensor()}; });
  D("stack", "StackBackward0", {}, [](Ctx& c) {
    const int64_t dim = wrap_dim(c.i("dim"), static_cast<int64_t>(c.list_shapes.at(0).first.size()) + 1);
    G out;
    for (size_t k = 0; k < c.list_shapes.size(); ++k) out.push_back(call("select.int", {c.g(), dim, int64_t(k)}));
    return out;
  });
  // ---- indexing
  D("index.Tensor", "IndexBackward0", {"indices"}, [](Ctx& c) {
    Tensor z = zeros_of(c.shape("self"), c.g().dtype());
    return G{call("index_put_", {z, c.args[1], c.g(), true})};
  });
  D("index_select", "IndexSelectBackward0", {"index"}, [](Ctx& c) {
    const int64_t nd = static_cast<int64_t>(c.shape("self").size());
    const int64_t dim = wrap_dim(c.i("dim"), nd);
    Tensor z = zeros_of(c.shape("self"), c.g().dtype());
    // index_put_ puts a slice per index along `dim` when the other dims are full slices: move dim first
    Tensor zt = call("transpose.int", {z, int64_t(0), dim});
    Tensor gt = call("transpose.int", {c.g(), int64_t(0), dim});
    call("index_put_", {zt, std::vector<Tensor>{c.s("index")}, gt, true});
    return G{z};
  });
  D("masked_fill.Scalar", "MaskedFillBackward0", {"mask"}, [](Ctx& c) {
    return G{call("masked_fill.Scalar", {c.g(), c.s("mask"), 0.0}), Tensor()};
  });
  // ---- cumprod and the by-index accumulate/fill/copy ops (kernels/cpu/scatter_scan.cpp)
  const Formula cumprod_backward = [](Ctx& c) {
    // PyTorch's cumprod_backward: without zeros, reversed_cumsum(result * grad) / self; along a row with a zero at
    // z, the elements before z as before, the one at z gets sum_{j>=z} g_j * prod_{i<=j, i!=z} x_i, later ones 0.
    Tensor x = c.s("self");
    if (x.dim() == 0 || x.numel() == 0) return G{c.to(c.g(), "self")};
    const int64_t dim = wrap_dim(c.i("dim"), x.dim());
    if (x.sizes()[size_t(dim)] == 1) return G{c.to(c.g(), "self")};
    Tensor g = c.to(c.g(), "self"), out = c.to(c.s("result"), "self");
    Tensor w = mul(out, g);
    auto reversed_cumsum = [&](const Tensor& t) {
      const std::vector<int64_t> d{dim};
      return call("flip", {call("cumsum", {call("flip", {t, d}), dim, NoneValue{}}), d});
    };
    Tensor is_zero = compare(x, scalar(0, x.dtype()), CompareOp::Eq);
    if (!*to_dtype(any(is_zero), ScalarType::Bool).data<bool>()) return G{div(reversed_cumsum(w), x)};
    // Rows with zeros: computed directly (first-order only).
    Tensor xt = contiguous(call("transpose.int", {x, dim, x.dim() - 1}));
    Tensor gt = contiguous(call("transpose.int", {g, dim, x.dim() - 1}));
    Tensor r = empty(xt.sizes(), x.dtype());
    const int64_t n = x.sizes()[size_t(dim)], rows = x.numel() / n;
    visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (std::is_floating_point_v<T>) {
        const T* xv = xt.data<T>();
        const T* gv = gt.data<T>();
        T* rv = r.data<T>();
        for (int64_t row = 0; row < rows; ++row) {
          const T* xr = xv + row * n;
          const T* gr = gv + row * n;
          T* out_r = rv + row * n;
          for (int64_t k = 0; k < n; ++k) {
            double total = 0;
            for (int64_t j = k; j < n; ++j) {
              double p = 1;
              for (int64_t i = 0; i <= j; ++i)
                if (i != k) p *= double(xr[i]);
              total += double(gr[j]) * p;
            }
            out_r[k] = T(total);
          }
        }
      }
    });
    return G{contiguous(call("transpose.int", {r, dim, x.dim() - 1}))};
  };
  D("cumprod", "CumprodBackward0", {"self", "result"}, cumprod_backward);
  D("cumprod_", "CumprodBackward0", {"self", "result"}, cumprod_backward);
  auto index_slices = [](Ctx& c, const char* source_name) {
    // grad.index_select(dim, index), shaped like the source (a 0-d source takes the one slice).
    const int64_t nd = static_cast<int64_t>(c.shape("self").size());
    const int64_t dim = nd == 0 ? 0 : wrap_dim(c.i("dim"), nd);
    Tensor g = c.g();
    Tensor r = nd == 0 ? g : call("index_select", {g, dim, c.s("index")});
    return reshape_to(r, c.shape(source_name));
  };
  const Formula scatter_add_backward = [](Ctx& c) {
    Tensor gs = c.shape("src").size() == 0 && c.shape("self").size() == 0 ? c.g() : call("gather", {c.g(), c.i("dim"), c.s("index"), false});
    return G{c.g(), Tensor(), gs};
  };
  D("scatter_add", "ScatterAddBackward0", {"index"}, scatter_add_backward);
  D("scatter_add_", "ScatterAddBackward0", {"index"}, scatter_add_backward);
  const Formula index_add_backward = [index_slices](Ctx& c) {
    Tensor gs = index_slices(c, "source");
    const IValue& a = c.a("alpha");
    const double alpha = std::get_if<double>(&a) ? c.d("alpha") : double(c.i("alpha", 1));
    if (alpha != 1) gs = mul(gs, scalar(alpha, gs.dtype()));
    return G{c.g(), Tensor(), gs};
  };
  D("index_add", "IndexAddBackward0", {"index"}, index_add_backward);
  D("index_add_", "IndexAddBackward0", {"index"}, index_add_backward);
  const Formula index_fill_backward = [](Ctx& c) {
    return G{call("index_fill.int_Scalar", {c.g(), c.i("dim"), c.s("index"), 0.0}), Tensor()};
  };
  D("index_fill.int_Scalar", "IndexFillBackward0", {"index"}, index_fill_backward);
  D("index_fill_.int_Scalar", "IndexFillBackward0", {"index"}, index_fill_backward);
  const Formula index_copy_backward = [index_slices](Ctx& c) {
    return G{call("index_fill.int_Scalar", {c.g(), c.i("dim"), c.s("index"), 0.0}), Tensor(), index_slices(c, "source")};
  };
  D("index_copy", "IndexCopyBackward0", {"index"}, index_copy_backward);
  D("index_copy_", "IndexCopyBackward0", {"index"}, index_copy_backward);
  // ---- in-place
  D("add_.Tensor", "AddBackward0", {}, add_backward);
  D("sub_.Tensor", "SubBackward0", {}, sub_backward);
  D("mul_.Tensor", "MulBackward0", {"self", "other"}, mul_backward);
  D("div_.Tensor", "DivBackward0", {"self", "other"}, div_backward);
  D("fill_.Scalar", "FillBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; });
  D("copy_", "CopyBackwards", {}, [](Ctx& c) { return G{zeros_like(c.g()), c.to(c.g(), "src")}; });
  D("index_put_", "IndexPutBackward0", {"indices"}, [](Ctx& c) {
    // Accumulating keeps self's elements in the sum, so their gradient passes whole (it was zeroed at the indexed
    // places as for assignment); PyTorch: accumulate ? grad : grad.index_put(indices, zeros, false).
    Tensor gself = c.b("accumulate") ? c.g()
                                     : call("index_put_", {clone(c.g()), c.args[1], zeros(std::vector<int64_t>{}, c.g().dtype()), false});
    Tensor gv = call("index.Tensor", {c.g(), c.args[1]});
    return G{gself, Tensor(), c.to(gv, "values")};
  });

  // ---- nn ops (tensor/ops/nn_ops.cpp)
  // The gradient of a reduced loss, spread back over the elements (mean divides by their count).
  auto loss_grad = [](Ctx& c, const Dims& shape) {
    const int64_t red = c.i("reduction", 1);
    if (red == 0) return c.g();
    Tensor g = expand_reduced(c.g(), shape, {}, true);
    return red == 1 ? div(g, scalar(double(numel_of(shape)), g.dtype())) : g;
  };
  D("mse_loss", "MseLossBackward0", {"self", "target"}, [loss_grad](Ctx& c) {
    Tensor d = sub(c.s("self"), c.s("target"));
    Tensor gs = mul(mul(d, scalar(2, d.dtype())), loss_grad(c, d.sizes()));
    return G{c.to(gs, "self"), c.to(neg(gs), "target")};
  });
  D("l1_loss", "L1LossBackward0", {"self", "target"}, [loss_grad](Ctx& c) {
    Tensor d = sub(c.s("self"), c.s("target"));
    Tensor gs = mul(sign(d), loss_grad(c, d.sizes()));
    return G{c.to(gs, "self"), c.to(neg(gs), "target")};
  });
  D("smooth_l1_loss", "SmoothL1LossBackward0", {"self", "target"}, [loss_grad](Ctx& c) {
    const double beta = c.d("beta", 1.0);
    Tensor d = sub(c.s("self"), c.s("target"));
    Tensor inner = beta == 0 ? sign(d)
                             : where(compare(abs(d), scalar(beta, d.dtype()), CompareOp::Lt),
                                     div(d, scalar(beta, d.dtype())), sign(d));
    Tensor gs = mul(inner, loss_grad(c, d.sizes()));
    return G{c.to(gs, "self"), c.to(neg(gs), "target")};
  });
  auto nll_grad = [](Ctx& c, const Tensor& self2d, const Tensor& target1d, Tensor g) {
    Tensor weight = c.saved_index.count("weight") ? c.s("weight") : Tensor();
    NllParts p = nll_parts(self2d, target1d, weight, c.i("ignore_index", -100));
    const int64_t red = c.i("reduction", 1);
    Tensor coeff = neg(p.w);
    if (red == 0) coeff = mul(coeff, p.batched ? g : call("unsqueeze", {g, int64_t(0)}));
    else coeff = mul(coeff, red == 1 ? div(g, call("sum", {p.w, NoneValue{}})) : g);
    Tensor z = zeros_of(p.x.sizes(), p.x.dtype());
    Tensor gx = call("scatter.src", {z, int64_t(1), call("unsqueeze", {p.target, int64_t(1)}), call("unsqueeze", {coeff, int64_t(1)})});
    return p.batched ? gx : call("squeeze.dim", {gx, int64_t(0)});
  };
  D("nll_loss", "NllLossBackward0", {"self", "target", "weight"}, [nll_grad](Ctx& c) {
    return G{nll_grad(c, c.s("self"), c.s("target"), c.g()), Tensor(), Tensor()};
  });
  D("nll_loss2d", "NllLoss2DBackward0", {"self", "target", "weight"}, [nll_grad](Ctx& c) {
    Tensor x = c.s("self"), t = c.s("target");
    Tensor g = c.i("reduction", 1) == 0 ? reshape_to(c.g(), Dims{t.numel()}) : c.g();
    Tensor g2 = nll_grad(c, nll2d_as_2d(x), reshape_to(t, Dims{t.numel()}), g);
    const Dims& s = x.sizes();
    Tensor back = reshape_to(g2, Dims{s[0], s[2], s[3], s[1]});
    return G{call("permute", {back, std::vector<int64_t>{0, 3, 1, 2}}), Tensor(), Tensor()};
  });
  D("binary_cross_entropy", "BinaryCrossEntropyBackward0", {"self", "target", "weight"}, [loss_grad](Ctx& c) {
    Tensor x = c.s("self"), t = c.s("target");
    Tensor denom = maximum(mul(sub(scalar(1, x.dtype()), x), x), scalar(1e-12, x.dtype()));
    Tensor gs = mul(div(sub(x, t), denom), loss_grad(c, x.sizes()));
    // target's gradient (PyTorch's binary_cross_entropy_target_backward; it had none): log(1 - x) - log(x).
    Tensor gt = mul(sub(log(sub(scalar(1, x.dtype()), x)), log(x)), loss_grad(c, x.sizes()));
    if (c.saved_index.count("weight"))
      if (Tensor w = c.s("weight"); w.defined()) gs = mul(gs, w), gt = mul(gt, w);
    return G{gs, c.to(gt, "target"), Tensor()};
  });
  D("binary_cross_entropy_with_logits", "BinaryCrossEntropyWithLogitsBackward0", {"self", "target", "weight", "pos_weight"},
    [loss_grad](Ctx& c) {
      Tensor x = c.s("self"), t = c.s("target");
      Tensor sig = sigmoid(x);
      Tensor gs;
      Tensor pw = c.s("pos_weight");
      if (pw.defined()) {
        Tensor lw = add(mul(sub(pw, scalar(1, x.dtype())), t), scalar(1, x.dtype()));
        gs = sub(sub(scalar(1, x.dtype()), t), mul(lw, sub(scalar(1, x.dtype()), sig)));
      } else {
        gs = sub(sig, t);
      }
      // target's gradient (PyTorch's binary_cross_entropy_with_logits_target_backward; it had none):
      // log sigmoid(-x) - pos_weight * log sigmoid(x), which is -x without pos_weight.
      Tensor gt = neg(x);
      if (pw.defined()) gt = sub(neg(log1p(exp(x))), mul(neg(log1p(exp(neg(x)))), pw));
      gs = mul(gs, loss_grad(c, x.sizes()));
      gt = mul(gt, loss_grad(c, x.sizes()));
      if (Tensor w = c.s("weight"); w.defined()) gs = mul(gs, w), gt = mul(gt, w);
      return G{c.to(gs, "self"), c.to(gt, "target"), Tensor(), Tensor()};
    });
  D("softplus", "SoftplusBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    const double beta = c.d("beta", 1), threshold = c.d("threshold", 20);
    Tensor bx = mul(x, scalar(beta, x.dtype()));
    return G{mul(c.g(), where(compare(bx, scalar(threshold, x.dtype()), CompareOp::Gt), ones_like(x), sigmoid(bx)))};
  });
  D("silu", "SiluBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self"), sg = sigmoid(x);
    return G{mul(c.g(), mul(sg, add(scalar(1, x.dtype()), mul(x, sub(scalar(1, x.dtype()), sg)))))};
  });
  D("leaky_relu", "LeakyReluBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    return G{where(compare(x, scalar(0, x.dtype()), CompareOp::Gt), c.g(), mul(c.g(), scalar(c.d("negative_slope", 0.01), x.dtype())))};
  });
  D("elu", "EluBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    const double alpha = c.d("alpha", 1), sc = c.d("scale", 1), is = c.d("input_scale", 1);
    Tensor negative = mul(exp(mul(x, scalar(is, x.dtype()))), scalar(alpha * sc * is, x.dtype()));
    return G{mul(c.g(), where(compare(x, scalar(0, x.dtype()), CompareOp::Gt), scalar(sc, x.dtype()), negative))};
  });
  D("hardtanh", "HardtanhBackward0", {"self"}, [](Ctx& c) {
    Tensor x = c.s("self");
    Tensor inside = logical_and(compare(x, scalar(c.d("min_val", -1), x.dtype()), CompareOp::Gt),
                                compare(x, scalar(c.d("max_val", 1), x.dtype()), CompareOp::Lt));
    return G{where(inside, c.g(), scalar(0, c.g().dtype()))};
  });
  D("relu_", "ReluBackward0", {"result"}, relu_backward);
  D("layer_norm", "NativeLayerNormBackward0", {"input", "weight", "bias"}, [](Ctx& c) {
    Tensor x = c.s("input"), w = c.s("weight"), b = c.s("bias");
    const int64_t k = static_cast<int64_t>(c.ints("normalized_shape").size());
    Tensor mean_, rstd;
    Tensor xhat = layer_norm_stats(x, k, &mean_, &rstd, c.d("eps", 1e-5));
    std::vector<int64_t> norm_dims, batch_dims;
    for (int64_t d = 0; d < x.dim(); ++d) (d >= x.dim() - k ? norm_dims : batch_dims).push_back(d);
    Tensor gx_hat = w.defined() ? mul(c.g(), w) : c.g();
    Tensor m1 = call("mean.dim", {gx_hat, norm_dims, true, NoneValue{}});
    Tensor m2 = call("mean.dim", {mul(gx_hat, xhat), norm_dims, true, NoneValue{}});
    Tensor gx = mul(rstd, sub(sub(gx_hat, m1), mul(xhat, m2)));
    auto over_batch = [&](const Tensor& t, const Tensor& like) {
      Tensor r = batch_dims.empty() ? t : call("sum.dim_IntList", {t, batch_dims, false, NoneValue{}});
      return reshape_to(r, like.sizes());
    };
    return G{gx, w.defined() ? over_batch(mul(c.g(), xhat), w) : Tensor(), b.defined() ? over_batch(c.g(), b) : Tensor()};
  });
  D("batch_norm", "NativeBatchNormBackward0", {"input", "weight", "running_mean", "running_var"}, [](Ctx& c) {
    Tensor x = c.s("input"), w = c.s("weight");
    const double eps = c.d("eps", 1e-5);
    const std::vector<int64_t> dims = batch_norm_dims(x);
    Tensor gx_hat = w.defined() ? mul(c.g(), per_channel(w, x)) : c.g();
    Tensor xhat, rstd;
    if (c.b("training")) {
      Tensor m = call("mean.dim", {x, dims, true, NoneValue{}});
      Tensor cx = sub(x, m);
      rstd = rsqrt(add(call("mean.dim", {mul(cx, cx), dims, true, NoneValue{}}), scalar(eps, x.dtype())));
      xhat = mul(cx, rstd);
      Tensor m1 = call("mean.dim", {gx_hat, dims, true, NoneValue{}});
      Tensor m2 = call("mean.dim", {mul(gx_hat, xhat), dims, true, NoneValue{}});
      gx_hat = mul(rstd, sub(sub(gx_hat, m1), mul(xhat, m2)));
    } else {
      rstd = rsqrt(add(per_channel(c.s("running_var"), x), scalar(eps, x.dtype())));
      xhat = mul(sub(x, per_channel(c.s("running_mean"), x)), rstd);
      gx_hat = mul(gx_hat, rstd);
    }
    auto channel_sum = [&](const Tensor& t) {
      return reshape_to(call("sum.dim_IntList", {t, dims, false, NoneValue{}}), Dims{x.sizes()[1]});
    };
    const bool has_b = c.shapes.count("bias") > 0;
    return G{gx_hat, w.defined() ? channel_sum(mul(c.g(), xhat)) : Tensor(), has_b ? channel_sum(c.g()) : Tensor(),
             Tensor(), Tensor()};
  });
  D("embedding", "EmbeddingBackward0", {"indices"}, [](Ctx& c) {
    const Dims& ws = c.shape("weight");
    Tensor idx = reshape_to(c.s("indices"), Dims{c.s("indices").numel()});
    Tensor g2 = reshape_to(c.g(), Dims{idx.numel(), ws[1]});
    const int64_t pad = c.i("padding_idx", -1);
    if (pad >= 0) {
      Tensor keep = compare(idx, scalar_to_tensor(pad), CompareOp::Ne);
      g2 = mul(g2, call("unsqueeze", {to_dtype(keep, g2.dtype()), int64_t(1)}));
    }
    Tensor z = zeros_of(ws, c.g().dtype());
    return G{call("index_put_", {z, std::vector<Tensor>{idx}, g2, true}), Tensor()};
  });
  D("constant_pad_nd", "ConstantPadNdBackward0", {}, [](Ctx& c) {
    const std::vector<int64_t> pad = c.ints("pad");
    std::vector<int64_t> neg_pad;
    for (int64_t p : pad) neg_pad.push_back(-p);
    return G{call("constant_pad_nd", {c.g(), neg_pad, 0.0})};
  });

  // ---- convolution and pooling (kernels/cpu/conv.cpp)
  auto pair = [](const Ctx& c, const char* name, int64_t fallback) {
    std::vector<int64_t> v = c.ints(name);
    if (v.empty()) return std::array<int64_t, 2>{fallback, fallback};
    if (v.size() == 1) return std::array<int64_t, 2>{v[0], v[0]};
    return std::array<int64_t, 2>{v[0], v[1]};
  };
  D("conv2d", "ConvolutionBackward0", {"input", "weight"}, [pair](Ctx& c) {
    Tensor x = c.s("input"), w = c.s("weight"), g = c.g();
    const bool batched = x.dim() == 4;
    if (!batched) {
      x = call("unsqueeze", {x, int64_t(0)});
      g = call("unsqueeze", {g, int64_t(0)});
    }
    const ConvGeometry geo = conv_geometry(x, w, pair(c, "stride", 1), pair(c, "padding", 0), pair(c, "dilation", 1));
    const bool has_bias = c.shapes.count("bias") > 0;
    Conv2dGrads r = conv2d_backward(g, x, w, geo, has_bias);
    if (!batched) r.input = call("squeeze.dim", {r.input, int64_t(0)});
    return G{r.input, r.weight, has_bias ? r.bias : Tensor()};
  });
  D("max_pool2d_with_indices", "MaxPool2DWithIndicesBackward0", {"result1"}, [](Ctx& c) {
    return G{max_pool2d_backward(c.g(), c.s("result1"), c.shape("self"), c.g().dtype())};
  });
  D("avg_pool2d", "AvgPool2DBackward0", {"self"}, [pair](Ctx& c) {
    const auto k = pair(c, "kernel_size", 1);
    auto st = pair(c, "stride", 0);
    if (c.ints("stride").empty()) st = k;
    std::optional<int64_t> divisor;
    if (const int64_t* d = std::get_if<int64_t>(&c.a("divisor_override"))) divisor = *d;
    Tensor g = c.g();
    return G{avg_pool2d_impl(c.s("self"), &g, k, st, pair(c, "padding", 0), c.b("ceil_mode"), c.b("count_include_pad", true), divisor)};
  });
  D("max_pool2d", "MaxPool2DWithIndicesBackward0", {"self"}, [pair](Ctx& c) {
    const auto k = pair(c, "kernel_size", 1);
    auto st = pair(c, "stride", 0);
    if (c.ints("stride").empty()) st = k;
    PoolResult r = max_pool2d_forward(c.s("self"), k, st, pair(c, "padding", 0), pair(c, "dilation", 1), c.b("ceil_mode"));
    return G{max_pool2d_backward(c.g(), r.indices, c.shape("self"), c.g().dtype())};
  });
  // In-place forms that had no formula, so backward through them raised NotImplementedError: each is
  // differentiated by its out-of-place formula (the autograd kernel saves self as it was before the op), under
  // PyTorch's node name.
  for (const auto& [inplace, op, node] :
       {std::tuple{"elu_", "elu", "EluBackward1"}, {"hardtanh_", "hardtanh", "HardtanhBackward0"},
        {"leaky_relu_", "leaky_relu", "LeakyReluBackward1"}, {"silu_", "silu", "SiluBackward0"},
        {"t_", "t", "TBackward1"}, {"transpose_", "transpose.int", "TransposeBackward1"},
        {"squeeze_", "squeeze", "SqueezeBackward2"}, {"squeeze_.dim", "squeeze.dim", "SqueezeBackward3"},
        {"unsqueeze_", "unsqueeze", "UnsqueezeBackward1"}}) {
    Derivative d = t.at(op);
    d.node = node;
    t[inplace] = std::move(d);
  }
}

// ---------------------------------------------------------------- the Autograd kernel

class OpNode : public Node {
 public:
  explicit OpNode(Derivative* d) : Node(&d->node), derivative(d) {}
  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    ctx.node = this;
    ctx.grads = std::move(grads);
    std::vector<Tensor> out = derivative->fn(ctx);
    ctx.grads.clear();
    return out;
  }
  std::vector<std::pair<std::string, const SavedTensor*>> saved_tensors() const override {
    std::vector<std::pair<std::string, const SavedTensor*>> out;
    for (const auto& [name, slot] : ctx.saved_index) out.emplace_back(name, slot < saved_.size() ? &saved_[slot] : nullptr);
    return out;
  }
  Derivative* derivative;
  Ctx ctx;
};

// A node for a differentiable op without a formula: backward through it is an error, not a silent zero.
class NotImplementedNode : public Node {
 public:
  explicit NotImplementedNode(const std::string& op) : Node("NotImplemented"), op_(op) {}
  std::vector<Tensor> apply(std::vector<Tensor>) override {
    throw Error(ErrorKind::NotImplementedError, "the derivative for '" + op_ + "' is not implemented.");
  }

 private:
  std::string op_;
};

bool is_differentiable_output(const Tensor& t) { return t.defined() && is_floating(t.dtype()); }

// Where a view sits in its (contiguous) base: sizes, strides and offset relative to the base's first element.
// Where a view lies in its base's storage. `base_strides` is the base's own layout: a gradient buffer for the base
// is given the same strides, so the view's storage-relative geometry selects the same elements in it.
struct ViewGeometry {
  Dims sizes, strides;
  int64_t offset = 0;
  Dims base_sizes, base_strides;
  Tensor in(const Tensor& base_shaped) const { return make_view(base_shaped, sizes, strides, base_shaped.storage_offset() + offset); }
  static ViewGeometry between(const Tensor& view, const Tensor& base) {
    return {view.sizes(), view.strides(), view.storage_offset() - base.storage_offset(), base.sizes(), base.strides()};
  }
  // An uninitialised tensor shaped and laid out like the base.
  Tensor base_like(ScalarType dtype) const {
    const int64_t flat[1] = {numel_of(base_sizes)};
    return as_strided(empty(flat, dtype), base_sizes, base_strides, 0);
  }
};

// A dense layout with its dims possibly permuted (contiguous, transposed, or the output of an elementwise op on
// such a tensor): its elements fill exactly numel() storage slots, so a buffer can copy its strides.
bool is_dense_permutation(const Tensor& t) {
  std::vector<std::pair<int64_t, int64_t>> dims;  // (stride, size) of the dims that matter
  for (int64_t d = 0; d < t.dim(); ++d) {
    if (t.sizes()[size_t(d)] == 0) return true;
    if (t.sizes()[size_t(d)] != 1) dims.emplace_back(t.strides()[size_t(d)], t.sizes()[size_t(d)]);
  }
  std::sort(dims.begin(), dims.end());
  int64_t expected = 1;
  for (const auto& [stride, size] : dims) {
    if (stride != expected) return false;
    expected *= size;
  }
  return true;
}

// The base's new grad_fn after an in-place op on one of its views (PyTorch's CopySlices): the gradient of the base
// passes unchanged outside the view; inside it, it goes through the op's node, whose first result (the gradient
// for the view's old value) is written back into the view's region.
class CopySlices : public Node {
 public:
  CopySlices(ViewGeometry view, std::shared_ptr<Node> op) : Node("CopySlices"), view_(std::move(view)), op_(std::move(op)) {}
  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    Tensor result = view_.base_like(grads.at(0).dtype());
    copy_(result, grads.at(0));
    Tensor region = view_.in(result);
    std::vector<Tensor> op_grads = op_->apply({clone(region)});
    if (!op_grads.empty() && op_grads[0].defined()) copy_(region, op_grads[0]);
    else fill_(region, 0.0);
    std::vector<Tensor> out{result};
    for (size_t i = 1; i < op_grads.size(); ++i) out.push_back(op_grads[i]);
    return out;
  }
  void release_saved() override {
    Node::release_saved();
    op_->release_saved();
  }

 private:
  ViewGeometry view_;
  std::shared_ptr<Node> op_;
};

// The view's grad_fn after the in-place op: its gradient lands in the view's region of a zero base gradient.
class ViewOfBase : public Node {
 public:
  explicit ViewOfBase(ViewGeometry view) : Node("AsStridedBackward0"), view_(std::move(view)) {}
  std::vector<Tensor> apply(std::vector<Tensor> grads) override {
    Tensor z = view_.base_like(grads.at(0).dtype());  // a view has its base's dtype
    fill_(z, 0.0);
    Tensor region = view_.in(z);
    copy_(region, grads.at(0));
    return {z};
  }

 private:
  ViewGeometry view_;
};

}  // namespace

void refresh_view_history(const Tensor& view, TensorAutograd& m) {
  const Tensor& base = m.view_base;
  if (!base.defined() || !is_dense_permutation(base)) return;  // (a base is never a view: always dense)
  auto node = std::make_shared<ViewOfBase>(ViewGeometry::between(view, base));
  node->next_edges().push_back(gradient_edge(base));
  node->output_meta = {{view.sizes(), view.dtype()}};
  m.grad_fn = std::move(node);
  m.output_nr = 0;
  m.history_version = view.storage()->version();
}

namespace {

void record_copy_slices(const Tensor& view, const Tensor& base, const Edge& base_edge, const std::shared_ptr<Node>& op_node,
                        const Stack& results) {
  const ViewGeometry geo = ViewGeometry::between(view, base);
  // The op's node keeps its formula and saved values; its inputs other than the view become CopySlices' inputs.
  op_node->num_outputs = 1;
  op_node->output_meta = {{view.sizes(), view.dtype()}};
  auto cs = std::make_shared<CopySlices>(geo, op_node);
  cs->next_edges().push_back(base_edge);
  for (size_t i = 1; i < op_node->next_edges().size(); ++i) cs->next_edges().push_back(op_node->next_edges()[i]);
  cs->output_meta = {{base.sizes(), base.dtype()}};
  set_history(base, cs, 0);
  auto vb = std::make_shared<ViewOfBase>(geo);
  vb->next_edges().push_back(Edge{cs, 0});
  vb->output_meta = {{view.sizes(), view.dtype()}};
  set_history(view, vb, 0);
  // Results the op's formula saves ("result" = the view after the op) are kept by the op's node.
  if (auto* on = dynamic_cast<OpNode*>(op_node.get()))
    for (const auto& s : on->derivative->saves)
      if (s == "result" && !results.empty())
        if (const Tensor* t = std::get_if<Tensor>(&results[0])) on->ctx.saved_index[s] = op_node->save(*t, false, 0);
}

}  // namespace
}  // namespace tsr::tensor::autograd

namespace tsr::tensor {
// What autograd knows of one op, found by name once (on its first call under Autograd) and kept by the op.
struct Operator::AutogradInfo {
  std::string qname;
  bool composite = false;           // differentiated through the ops it calls
  bool non_differentiable = false;  // its outputs never require grad
  autograd::FormulaEntry* derivative = nullptr;  // null: differentiable, but no formula (backward raises)
  // What the formula saves, by position, worked out once from its `saves` names so that recording a node compares
  // no strings: per schema argument, and results 0 and 1 ("result", "result1").
  std::vector<bool> saves_argument;
  bool saves_result[2] = {false, false};
};

}  // namespace tsr::tensor

namespace tsr::tensor::autograd {
namespace {

const Operator::AutogradInfo& autograd_info(const Operator& op) {
  if (const Operator::AutogradInfo* info = op.autograd_info()) return *info;
  Operator::AutogradInfoPtr owned(new Operator::AutogradInfo, [](const Operator::AutogradInfo* p) { delete p; });
  auto* info = const_cast<Operator::AutogradInfo*>(owned.get());
  info->qname = op.schema().qualified_name();
  info->composite = op.is_composite();
  info->non_differentiable = non_differentiable().contains(op.schema().name);
  auto it = table().find(info->qname);
  info->derivative = it == table().end() ? nullptr : &it->second;
  const auto& arguments = op.schema().arguments;
  info->saves_argument.assign(arguments.size(), false);
  if (info->derivative) {
    for (const std::string& name : info->derivative->saves) {
      if (name == "result") info->saves_result[0] = true;
      if (name == "result1") info->saves_result[1] = true;
      for (size_t k = 0; k < arguments.size(); ++k)
        if (arguments[k].name == name) info->saves_argument[k] = true;
    }
  }
  return *op.publish_autograd_info(std::move(owned));
}

void autograd_fallback(const Operator& op, DispatchKeySet keys, Stack& stack) {
  const FunctionSchema& schema = op.schema();
  const Operator::AutogradInfo& info = autograd_info(op);
  const std::string& qname = info.qname;
  if (info.composite) {
    Dispatcher::instance().redispatch(op, keys, stack);
    return;
  }
  // Which inputs require grad?
  bool any = false;
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) any |= requires_grad(*t);
    else if (const auto* l = std::get_if<std::vector<Tensor>>(&v))
      for (const auto& t : *l) any |= requires_grad(t);
  }
  const bool record = any && grad_mode_enabled() && !info.non_differentiable;
  const bool inplace = schema.is_inplace();
  if (inplace && record && !stack.empty()) {
    if (const Tensor* self = std::get_if<Tensor>(&stack[0]); self && requires_grad(*self)) {
      if (is_leaf(*self))
        throw Error(ErrorKind::RuntimeError, "a leaf Variable that requires grad is being used in an in-place operation.");
      // In place on a view: the base's history is rewritten (CopySlices, below). Supported when the base's layout
      // is dense (contiguous or a permutation of it: every base that is not itself a view) and the op has a
      // formula; otherwise refused rather than give the base a wrong gradient.
      if (const TensorAutograd* m = meta(*self); m && m->is_view) {
        const bool supported = m->view_base.defined() && is_dense_permutation(m->view_base) && info.derivative &&
                               m->view_base.dtype() == self->dtype();
        if (!supported)
          throw Error(ErrorKind::NotImplementedError,
                      "tsr: in-place operation (" + schema.name + ") on this view of a tensor that requires grad is "
                      "not supported (its base's layout is not dense, or the op has no derivative); use an "
                      "out-of-place form, e.g. torch.where");
      }
    }
  }
  if (!record) {
    ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
    Dispatcher::instance().redispatch(op, keys, stack);
    return;
  }
  Derivative* d = info.derivative;
  // One allocation for the node (its small lists are inline); the name is the table's, not a copy.
  std::shared_ptr<Node> node;
  OpNode* opnode = nullptr;
  if (d) {
    auto n = std::make_shared<OpNode>(d);
    opnode = n.get();
    node = std::move(n);
  } else {
    node = std::make_shared<NotImplementedNode>(qname);
  }
  // Inputs: edges in schema order (a Tensor[] contributes one edge per element), built in the node.
  EdgeList& edges = node->next_edges();
  absl::InlinedVector<Tensor, 4> input_tensors;
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) {
      edges.push_back(requires_grad(*t) ? gradient_edge(*t) : Edge{});
      input_tensors.push_back(*t);
    } else if (const auto* l = std::get_if<std::vector<Tensor>>(&v)) {
      for (const auto& t : *l) edges.push_back(requires_grad(t) ? gradient_edge(t) : Edge{});
    }
  }
  node->renumber();
  if (opnode) {
    Ctx& c = opnode->ctx;
    c.schema = &schema;
    // The non-tensor arguments; tensor slots stay empty (tensors the formula needs live in the saved slots).
    c.args.reserve(stack.size());
    for (const IValue& v : stack) {
      if (std::holds_alternative<Tensor>(v)) c.args.emplace_back(Tensor());
      else c.args.push_back(v);
    }
    const size_t n_args = std::min(schema.arguments.size(), stack.size());
    for (size_t k = 0; k < n_args; ++k) {
      const std::string& name = schema.arguments[k].name;
      if (const Tensor* t = std::get_if<Tensor>(&stack[k])) {
        if (t->defined()) c.shapes.add(name, t->sizes(), t->dtype());
        // An in-place op saves self as it was, by a clone made through the dispatcher: autograd records it, so
        // the saved self keeps its history and a second derivative through it is not lost (a bare copy was).
        if (info.saves_argument[k])
          c.saved_index.add(name, opnode->save(inplace && k == 0 ? call("clone", {*t}) : *t));
      } else if (const auto* l = std::get_if<std::vector<Tensor>>(&stack[k])) {
        for (const auto& t : *l) c.list_shapes.emplace_back(t.sizes(), t.dtype());
        if (!info.saves_argument[k]) c.args[k] = std::vector<Tensor>();
      }
    }
  }
  // CopySlices: an in-place op on a view changes its base, so the base's gradient must flow through it.
  Tensor view_self, view_base;
  Edge base_edge;
  if (inplace && !stack.empty())
    if (const Tensor* self = std::get_if<Tensor>(&stack[0]))
      if (const TensorAutograd* m = meta(*self); m && m->is_view && m->view_base.defined() && requires_grad(*self)) {
        view_self = *self;
        view_base = m->view_base;
        base_edge = gradient_edge(view_base);
      }
  {
    ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
    Dispatcher::instance().redispatch(op, keys, stack);
  }
  if (view_base.defined()) {
    record_copy_slices(view_self, view_base, base_edge, node, stack);
    return;
  }
  // A Tensor[] result (split, chunk, split_with_sizes): each element is one output of the node, and a view of
  // self when the schema says the list aliases it.
  if (stack.size() == 1)
    if (const auto* list = std::get_if<std::vector<Tensor>>(&stack[0])) {
      node->num_outputs = list->size();
      const bool views = !schema.returns.empty() && !schema.returns[0].type.alias.empty() &&
                         !schema.returns[0].type.is_write && !input_tensors.empty() && input_tensors[0].defined();
      for (uint32_t k = 0; k < list->size(); ++k) {
        const Tensor& t = (*list)[k];
        node->output_meta.emplace_back(t.defined() ? t.sizes() : Dims{}, t.defined() ? t.dtype() : ScalarType::Float);
      }
      if (!d) return;  // no formula: leave the outputs without history rather than record a node per element
      for (uint32_t k = 0; k < list->size(); ++k) {
        const Tensor& t = (*list)[k];
        if (!is_differentiable_output(t)) continue;
        set_history(t, node, k);
        if (views) {
          TensorAutograd& vm = ensure_meta(t);
          vm.is_view = true;
          const TensorAutograd* im = meta(input_tensors[0]);
          vm.view_base = im && im->is_view && im->view_base.defined() ? im->view_base : input_tensors[0];
        }
      }
      return;
    }
  // Outputs: the results now on the stack.
  node->num_outputs = stack.size();
  bool any_output = false;
  for (uint32_t k = 0; k < stack.size(); ++k) {
    const Tensor* t = std::get_if<Tensor>(&stack[k]);
    node->output_meta.emplace_back(t && t->defined() ? t->sizes() : Dims{}, t && t->defined() ? t->dtype() : ScalarType::Float);
    if (!t || !is_differentiable_output(*t)) continue;
    // An op that returned one of its inputs unchanged (contiguous, to) adds no node.
    bool passthrough = false;
    for (const auto& in : input_tensors) passthrough |= !inplace && in.defined() && in.is_same(*t);
    if (passthrough) continue;
    if (!d && k > 0) continue;
    set_history(*t, node, k);
    // A view op's output (its schema's return aliases an input without writing it) shares the base's storage.
    if (k < schema.returns.size() && !schema.returns[k].type.alias.empty() && !schema.returns[k].type.is_write &&
        !input_tensors.empty() && input_tensors[0].defined()) {
      TensorAutograd& vm = ensure_meta(*t);
      vm.is_view = true;
      const TensorAutograd* im = meta(input_tensors[0]);
      vm.view_base = im && im->is_view && im->view_base.defined() ? im->view_base : input_tensors[0];
    }
    any_output = true;
  }
  if (opnode && any_output) {
    static const std::string kResultNames[2] = {"result", "result1"};
    for (size_t k = 0; k < 2; ++k)
      if (info.saves_result[k] && k < stack.size())
        if (const Tensor* t = std::get_if<Tensor>(&stack[k]))
          opnode->ctx.saved_index.add(kResultNames[k], node->save(*t, k == 0 && is_floating(t->dtype()), uint32_t(k)));
  }
}

struct Registration {
  Registration() {
    define_formulas();
    Dispatcher::instance().register_fallback(
        DispatchKey::Autograd, KernelEntry{autograd_fallback, SourceLocation::from(tsr::source_location::current(), "autograd_fallback")});
  }
} registration;

}  // namespace

}  // namespace tsr::tensor::autograd
