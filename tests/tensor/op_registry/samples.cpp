// The sample registry: each family file's block of declarations, collected on first use.
#include "tests/tensor/op_registry/samples.hpp"

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
