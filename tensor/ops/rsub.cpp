// rsub: `other - alpha * self`, the op behind `number - tensor` (Tensor.__rsub__), as in PyTorch. Declared
// as its own op so that autograd names its node RsubBackward0/1 as PyTorch does.
#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

TSR_DEFINE_OP("rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", "other - alpha * self.",
              // other - alpha * self: self's gradient is scaled by alpha.
              autograd::formula("RsubBackward0", {}, [](Ctx& c) {
                return G{c.to(maybe_multiply(c, neg(c.g())), "self"), c.to(c.g(), "other")};
              }));
TSR_DEFINE_OP("rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor", "other - alpha * self.",
              autograd::formula("RsubBackward1", {}, [](Ctx& c) {
                return G{c.to(maybe_multiply(c, neg(c.g())), "self")};
              }));

namespace {
Scalar alpha_of(const Stack& s, size_t i) {
  if (i < s.size()) {
    if (const double* d = std::get_if<double>(&s[i])) return *d;
    if (const int64_t* n = std::get_if<int64_t>(&s[i])) return *n;
    if (const bool* b = std::get_if<bool>(&s[i])) return *b;
  }
  return 1;
}
}  // namespace

TSR_REGISTER_KERNEL("rsub.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor r = sub(std::get<Tensor>(s.at(1)), std::get<Tensor>(s.at(0)), alpha_of(s, 2));
  s = {r};
});
TSR_REGISTER_KERNEL("rsub.Scalar", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor r = sub(tensor_operand(s.at(1)), std::get<Tensor>(s.at(0)), alpha_of(s, 2));
  s = {r};
});

}  // namespace tsr::tensor
