// See forward_ad.hpp, Note [Forward AD].
#include "tensor/autograd/forward_ad.hpp"

#include <atomic>
#include <string>
#include <vector>

#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/copy_slices.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"

namespace tsr::tensor::autograd::forward_ad {
namespace {

std::atomic<int64_t> g_level{-1};       // the open level (0), or -1
std::atomic<uint64_t> g_generation{0};  // counts the levels opened: a tangent belongs to one
thread_local bool t_computing = false;  // inside a JVP: its own ops carry no tangents

bool is_float_or_complex(ScalarType d) { return is_floating(d) || is_complex(d); }

// A tensor argument of the op: stack[arg], or element `element` of the Tensor[] there.
struct Slot {
  size_t arg;
  int64_t element;  // -1: not a list
};

template <class S>
auto& at(S& s, const Slot& slot) {
  return slot.element < 0 ? std::get<Tensor>(s[slot.arg])
                          : std::get<std::vector<Tensor>>(s[slot.arg])[static_cast<size_t>(slot.element)];
}

template <class F>
void for_each_tensor(const Stack& s, F&& f) {
  for (size_t k = 0; k < s.size(); ++k) {
    if (const Tensor* t = std::get_if<Tensor>(&s[k]))
      f(Slot{k, -1}, *t);
    else if (const auto* l = std::get_if<std::vector<Tensor>>(&s[k]))
      for (size_t e = 0; e < l->size(); ++e) f(Slot{k, static_cast<int64_t>(e)}, (*l)[e]);
  }
}

// t.view(t.shape) through the dispatcher: a view of t recorded as PyTorch's _make_dual is (ViewBackward0).
Tensor same_shape_view(const Tensor& t) {
  static const Operator& view_op = find_op("view");
  return call_tensor_op(view_op, {t, std::vector<int64_t>(t.sizes().begin(), t.sizes().end())});
}

void check_tangent_size(const Tensor& t, const Tensor& tangent) {
  check(t.sizes() == tangent.sizes(), ErrorKind::RuntimeError,
        "Trying to set a forward gradient that has a different size than that of the original Tensor, this is not "
        "supported. Tensor is of size ",
        t.sizes().str(), " while the given forward gradient is of size ", tangent.sizes().str(), ".");
}

struct Computing {
  Computing() : was(t_computing) { t_computing = true; }
  ~Computing() { t_computing = was; }
  bool was;
};

}  // namespace

void set_tangent(const Tensor& t, Tensor tangent) {
  check_tangent_size(t, tangent);
  TensorAutograd& m = ensure_meta(t);
  m.fw_grad = std::move(tangent);
  m.fw_generation = g_generation.load();
  t.impl()->set_has_fw_grad();
}

bool level_open() { return g_level.load() >= 0; }

int64_t enter_dual_level() {
  int64_t none = -1;
  check(g_level.compare_exchange_strong(none, 0), ErrorKind::RuntimeError,
        "Nested forward mode AD is not supported at the moment");
  ++g_generation;
  return 0;
}

void exit_dual_level(int64_t level) {
  const int64_t current = g_level.load();
  check(level >= 0 || current >= 0, ErrorKind::RuntimeError, "Dual level must be a positive number.");
  check(level < 0 || level == current, ErrorKind::RuntimeError,
        "Trying to exit a forward AD level that was not the last one that was created. This is not supported.");
  g_level = -1;
  ++g_generation;  // every tangent of the level is stale now
}

bool active() { return g_level.load(std::memory_order_relaxed) >= 0 && !t_computing; }

Tensor tangent_of(const Tensor& t) {
  if (!t.defined() || !t.impl()->has_fw_grad() || g_level.load() < 0) return Tensor();
  const TensorAutograd* m = meta(t);
  return m && m->fw_generation == g_generation.load() ? m->fw_grad : Tensor();
}

Tensor make_dual(const Tensor& primal, const Tensor& tangent, int64_t level) {
  const int64_t current = g_level.load();
  check(current >= 0, ErrorKind::RuntimeError,
        "Trying to create a dual Tensor for forward AD but no level exists, make sure to enter_dual_level() first.");
  check(level < 0 || level == current, ErrorKind::RuntimeError, "Invalid level given to _make_dual");
  check(is_float_or_complex(primal.dtype()), ErrorKind::ValueError,
        "Expected primal to be floating point or complex, but got: torch.", dtype_name(primal.dtype()));
  check(is_float_or_complex(tangent.dtype()), ErrorKind::ValueError,
        "Expected tangent to be floating point or complex, but got: torch.", dtype_name(tangent.dtype()));
  check_tangent_size(primal, tangent);
  // A view of the primal (ViewBackward0 when it requires grad, as PyTorch's _make_dual), carrying the tangent.
  Tensor dual;
  {
    Computing quiet;  // the view itself takes no tangent of the primal's
    dual = same_shape_view(primal);
  }
  // A tangent laid out otherwise than the primal is copied into the primal's layout (PyTorch's
  // _new_zeros_with_same_feature_meta); one laid out alike is kept as it is.
  if (tangent.strides() == primal.strides()) {
    set_tangent(dual, tangent);
  } else {
    const Computing quiet;
    Tensor copy =
        empty_like_layout(primal, std::vector<int64_t>(primal.sizes().begin(), primal.sizes().end()), tangent.dtype());
    static const Operator& copy_op = find_op("copy_");
    call_op(copy_op, {copy, tangent, false});
    set_tangent(dual, copy);
  }
  return dual;
}

std::pair<Tensor, Tensor> unpack_dual(const Tensor& t, int64_t level) {
  const int64_t current = g_level.load();
  if (level >= 0 && level != current) return {t, Tensor()};
  Tensor tangent = tangent_of(t);
  if (!tangent.defined()) return {t, Tensor()};
  Computing quiet;
  return {same_shape_view(t), tangent};
}

bool any_tangent(const Stack& stack) {
  if (!active()) return false;
  bool any = false;
  for_each_tensor(stack, [&](const Slot&, const Tensor& t) { any |= tangent_of(t).defined(); });
  return any;
}

Stack inputs_before(const Operator& op, const Stack& stack) {
  Stack inputs = stack;
  for (const uint32_t k : op.written_arguments())
    if (const Tensor* t = k < stack.size() ? std::get_if<Tensor>(&stack[k]) : nullptr; t && t->defined()) {
      const Computing quiet;
      const GradModeGuard no_grad(false);
      static const Operator& clone_op = find_op("clone");
      Tensor copy = call_tensor_op(clone_op, {detach(*t)});
      if (const Tensor tangent = tangent_of(*t); tangent.defined()) set_tangent(copy, tangent);
      inputs[k] = copy;
    }
  return inputs;
}

namespace {
// An op that wrote into a view wrote into its base: the base's tangent becomes its old one (zeros where it had
// none) with the view's region holding the view's new tangent, as CopySlices does for gradients. (PyTorch's view
// tangents are views of the base's, so its write lands there; tsr's are computed per view.)
void write_through_view(const Tensor& view, const Tensor& tangent, bool differentiable) {
  const TensorAutograd* m = meta(view);
  if (!m || !m->is_view || !m->view_base.defined()) return;
  const Tensor& base = m->view_base;
  const ViewGeometry geo = ViewGeometry::between(view, base);
  const Tensor old = tangent_of(base);
  Tensor updated = geo.base_like(old.defined() ? old.dtype() : base.dtype(), old.defined() ? old : tangent);
  if (old.defined()) call("copy_", {updated, old, false});
  else fill_(updated, 0.0);
  call("copy_", {geo.in(updated), tangent, false});
  set_tangent(base, differentiable ? updated : detach(updated));
}
}  // namespace

void propagate(const Operator& op, const Stack& inputs, const Stack& outputs) {
  const Computing computing;
  const GradModeGuard grad_on(true);
  // The op again, on stand-ins for its arguments (below), those with tangents requiring grad; an argument the op
  // writes is a clone, so that the primal's data is not written twice.
  Stack args = inputs;
  std::vector<Tensor> primals, tangents, originals, seen;
  bool differentiable = false;  // the tangents record a graph
  const auto& written = op.written_arguments();
  static const Operator& clone_op = find_op("clone");
  for_each_tensor(inputs, [&](const Slot& slot, const Tensor& t) {
    if (!t.defined()) return;
    const Tensor tangent = tangent_of(t);
    // An argument that requires grad takes part as a fresh view of itself: the JVP's gradients are partial in each
    // argument (not through another argument computed from it), and the tangents stay differentiable in the
    // primal's graph, as PyTorch's forward grads are. Another argument is a detached alias. The same tensor in two
    // places (d * d) is one input of the JVP.
    Tensor p;
    for (size_t i = 0; i < originals.size(); ++i)
      if (originals[i].is_same(t)) p = seen[i];
    if (!p.defined()) {
      p = requires_grad(t) ? same_shape_view(t) : detach(t);
      if (tangent.defined()) {
        if (!requires_grad(p)) set_requires_grad(p, true);
        primals.push_back(p);
        tangents.push_back(tangent);
        differentiable |= requires_grad(t) || requires_grad(tangent);
      }
      originals.push_back(t);
      seen.push_back(p);
    }
    differentiable |= requires_grad(t);
    bool writes = false;
    for (const uint32_t w : written) writes |= w == slot.arg;
    at(args, slot) = writes ? call_tensor_op(clone_op, {p}) : p;
  });
  if (primals.empty()) return;
  Stack results = call_op(op, std::move(args));
  // The outputs that carry gradient, and a zero gradient variable u for each.
  std::vector<Slot> out_slots;
  std::vector<Tensor> outs, us;
  for_each_tensor(results, [&](const Slot& slot, const Tensor& r) {
    if (!r.defined() || !is_float_or_complex(r.dtype()) || !requires_grad(r)) return;
    out_slots.push_back(slot);
    outs.push_back(r);
    Tensor u = zeros_like(r);
    set_requires_grad(u, true);
    us.push_back(u);
  });
  if (outs.empty()) return;
  std::vector<Tensor> vjps;
  try {
    vjps = grad(outs, primals, us, /*retain_graph=*/true, /*create_graph=*/true, /*allow_unused=*/true);
  } catch (const Error& e) {
    throw Error(ErrorKind::NotImplementedError,
                "Trying to use forward AD with " + op.schema().name + " that does not support it: " + e.what());
  }
  // <J^T u, t>, whose gradient in u is J t. A complex tensor is a pair of reals here, as in autograd's convention
  // (a gradient is d/dRe + i d/dIm): the pairing of complex a and b is Re(sum(conj(a) * b)).
  static const Operator& conj_op = find_op("conj_physical");
  static const Operator& real_op = find_op("real");
  Tensor pairing;
  for (size_t i = 0; i < vjps.size(); ++i) {
    if (!vjps[i].defined()) continue;
    const bool complex_pair = is_complex(vjps[i].dtype()) || is_complex(tangents[i].dtype());
    const Tensor v = is_complex(vjps[i].dtype()) ? call_tensor_op(conj_op, {vjps[i]}) : vjps[i];
    const Tensor product = mul(v, tangents[i]);
    const Tensor term = sum(complex_pair ? call_tensor_op(real_op, {product}) : product);
    pairing = pairing.defined() ? add(pairing, term) : term;
  }
  if (!pairing.defined() || !requires_grad(pairing)) return;  // no output depends on a tangent
  const std::vector<Tensor> jvps = grad({pairing}, us, {Tensor()}, differentiable, differentiable, true);
  for (size_t k = 0; k < out_slots.size(); ++k) {
    Tensor tangent = jvps[k].defined() ? jvps[k] : zeros_like(outs[k]);
    const Tensor& out = at(outputs, out_slots[k]);
    if (!out.defined()) continue;
    const Tensor given = differentiable ? tangent : detach(tangent);
    set_tangent(out, given);
    if (const TensorAutograd* m = meta(out); m && m->grad_fn)
      for (const Tensor& alias : m->grad_fn->saved_aliases_of_output(m->output_nr)) set_tangent(alias, given);
    if (!written.empty()) write_through_view(out, given, differentiable);
  }
}

}  // namespace tsr::tensor::autograd::forward_ad
