// The sample registry: each family file's block of declarations, collected on first use.
#include "tests/tensor/op_registry/samples.hpp"

#include <cmath>

#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::op_registry {
namespace {

std::vector<detail::Declarer>& declarers() {
  static std::vector<detail::Declarer> d;
  return d;
}
Registry& building() {
  static Registry r;
  return r;
}

}  // namespace

detail::DeclarerRegistrar::DeclarerRegistrar(Declarer d) { declarers().push_back(d); }

T Index(std::vector<int64_t> shape, std::vector<double> values) {
  return T(std::move(shape)).as(ScalarType::Long).of(std::move(values)).constant();
}
T Mask(std::vector<int64_t> shape, std::vector<double> values) {
  return T(std::move(shape)).as(ScalarType::Bool).of(std::move(values)).constant();
}

OpInfo& op(std::string name) {
  Registry& r = building();
  for (const OpInfo& o : r.ops)
    if (o.name == name) r.duplicates.push_back(name);
  OpInfo& o = r.ops.emplace_back();
  o.name = std::move(name);
  return o;
}

void exempt(std::string name, std::string reason) { building().exemptions.emplace_back(std::move(name), std::move(reason)); }

std::vector<std::string> OpInfo::skipped() const {
  std::vector<std::string> out;
  for (const auto& [what, why] : {std::pair{"grad", &no_grad}, {"gradgrad", &no_gradgrad}, {"strided", &no_strided},
                                  {"in-place", &no_inplace}, {"in-place gradgrad", &no_inplace_gradgrad},
                                  {"constant input", &gaps}})
    if (!why->empty()) out.push_back(std::string(what) + ": " + *why);
  return out;
}

const Registry& registry() {
  static const bool once = [] {
    for (detail::Declarer d : declarers()) d();
    return true;
  }();
  (void)once;
  return building();
}

// The same values in a non-contiguous tensor: stored transposed (2+ dims) or every other element (1 dim).
namespace {

Tensor strided_copy(const Tensor& c) {
  if (c.dim() == 0 || c.numel() == 0) return c;
  std::vector<int64_t> sizes(c.sizes().begin(), c.sizes().end());
  Tensor s;
  if (c.dim() == 1) {
    std::vector<int64_t> twice{2 * sizes[0]};
    s = slice(empty(twice, c.dtype()), 0, 0, std::nullopt, 2);
  } else {
    std::vector<int64_t> reversed(sizes.rbegin(), sizes.rend()), order;
    for (int64_t d = c.dim() - 1; d >= 0; --d) order.push_back(d);
    s = permute(empty(reversed, c.dtype()), order);
  }
  copy_(s, c);
  return s;
}

}  // namespace

Tensor make_tensor(const T& spec, uint64_t seed, Layout layout) {
  if (is_complex(spec.dtype)) {
    // complex: the (real, imaginary) pairs drawn as a component-dtype tensor with a last dim of 2, viewed as complex
    T parts = spec;
    parts.shape.push_back(2);
    parts.dtype = component_dtype(spec.dtype);
    parts.expanded.clear();
    Tensor t = view_as_complex(make_tensor(parts, seed, Layout::Contiguous));
    if (!spec.expanded.empty()) t = expand(t, spec.expanded);
    if (layout == Layout::Contiguous) return contiguous(t);
    if (layout == Layout::Strided) return strided_copy(contiguous(t));
    return t;
  }
  int64_t n = 1;
  for (int64_t s : spec.shape) n *= s;
  std::vector<Scalar> values;
  for (int64_t i = 0; i < n; ++i) {
    double v;
    if (!spec.values.empty()) {
      v = spec.values.at(i);
    } else {
      // A low-discrepancy draw: distinct for distinct i, inside [lo, hi] and away from its ends.
      const double u = std::fmod(0.7548776662 * double(seed) + 0.6180339887 * double(i + 1), 1.0);
      v = spec.lo + (spec.hi - spec.lo) * (0.05 + 0.9 * u);
    }
    if (spec.dtype == ScalarType::Bool) values.emplace_back(spec.values.empty() ? v > (spec.lo + spec.hi) / 2 : v != 0);
    else if (is_integral(spec.dtype, false)) values.emplace_back(static_cast<int64_t>(std::llround(v)));
    else values.emplace_back(v);
  }
  Tensor t = from_data(values, spec.shape, spec.dtype);
  if (!spec.expanded.empty()) t = expand(t, spec.expanded);
  if (layout == Layout::Contiguous) return contiguous(t);
  if (layout == Layout::Strided) return strided_copy(contiguous(t));
  return t;
}

Stack make_args(const Sample& sample, size_t sample_nr, Layout layout) {
  Stack stack;
  uint64_t seed = 17 * sample_nr;
  for (const Arg& a : sample.args) {
    if (const T* t = std::get_if<T>(&a.v)) {
      stack.emplace_back(make_tensor(*t, ++seed, layout));
    } else if (const auto* list = std::get_if<std::vector<T>>(&a.v)) {
      std::vector<Tensor> ts;
      for (const T& t : *list) ts.push_back(make_tensor(t, ++seed, layout));
      stack.emplace_back(std::move(ts));
    } else {
      stack.push_back(std::get<IValue>(a.v));
    }
  }
  return stack;
}

std::vector<Tensor> tensors_of(const Stack& results) {
  std::vector<Tensor> out;
  for (const IValue& v : results) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) out.push_back(*t);
    if (const auto* ts = std::get_if<std::vector<Tensor>>(&v)) out.insert(out.end(), ts->begin(), ts->end());
  }
  return out;
}

const OpInfo* find_info(std::string_view name) {
  for (const OpInfo& o : registry().ops)
    if (o.name == name) return &o;
  return nullptr;
}

const std::string* find_exemption(std::string_view name) {
  for (const auto& [n, why] : registry().exemptions)
    if (n == name) return &why;
  return nullptr;
}

}  // namespace tsr::tensor::op_registry
