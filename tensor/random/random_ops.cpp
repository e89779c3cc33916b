// See random_ops.hpp. Schemas are PyTorch's (minus Layout/pin_memory, which tsr has no use for); the kernels
// create their result, then draw with the fills of distributions.hpp in the order PyTorch draws.
#include "tensor/random/random_ops.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <type_traits>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/kernels/samplers.hpp"
#include "tensor/random/distributions.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::random {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

TSR_DEFINE_OP("rand.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Device? device=None) -> Tensor",
              "Numbers drawn uniformly from [0, 1), from `generator`.");
TSR_DEFINE_OP("randn.generator(int[] size, *, Generator? generator, ScalarType? dtype=None, Device? device=None) -> Tensor",
              "Numbers drawn from the standard normal distribution, from `generator`.");
TSR_DEFINE_OP("randint.generator(int high, int[] size, *, Generator? generator, ScalarType? dtype=long, Device? device=None) -> Tensor",
              "Integers drawn uniformly from [0, high), from `generator`.");
TSR_DEFINE_OP("randint.low_generator(int low, int high, int[] size, *, Generator? generator, ScalarType? dtype=long, Device? device=None) -> Tensor",
              "Integers drawn uniformly from [low, high), from `generator`.");
TSR_DEFINE_OP("randint_like(Tensor self, int high, *, ScalarType? dtype=None, Device? device=None) -> Tensor",
              "A tensor like self of integers drawn uniformly from [0, high).", autograd::not_differentiable());
TSR_DEFINE_OP(
    "randint_like.low_dtype(Tensor self, int low, int high, *, ScalarType? dtype=None, Device? device=None) -> Tensor",
    "A tensor like self of integers drawn uniformly from [low, high).", autograd::not_differentiable());
TSR_DEFINE_OP("normal.float_float(float mean, float std, int[] size, *, Generator? generator=None, ScalarType? dtype=None, Device? device=None) -> Tensor",
              "Numbers drawn from the normal distribution N(mean, std^2).");
TSR_DEFINE_OP("normal.Tensor_float(Tensor mean, float std=1, *, Generator? generator=None) -> Tensor",
              "Normal numbers with a mean per element.", autograd::formula("NormalBackward1", {}, [](Ctx& c) {
                return G{zeros_of(c.shape("mean"), c.g().dtype(), c.g().device())};
              }));
TSR_DEFINE_OP("normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor",
              "Normal numbers with a standard deviation per element.",
              autograd::formula("NormalBackward2", {},
                                [](Ctx& c) { return G{zeros_of(c.shape("std"), c.g().dtype(), c.g().device())}; }));
TSR_DEFINE_OP("normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor",
              "Normal numbers with a mean and a standard deviation per element.",
              autograd::formula("NormalBackward3", {}, [](Ctx& c) {
                return G{zeros_of(c.shape("mean"), c.g().dtype(), c.g().device()), zeros_of(c.shape("std"), c.g().dtype(), c.g().device())};
              }));
TSR_DEFINE_OP("bernoulli(Tensor self, *, Generator? generator=None) -> Tensor", "1 with probability self[i], else 0.",
              autograd::not_differentiable());
TSR_DEFINE_OP("bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor",
              "A tensor like self of 1 with probability p, else 0.", autograd::not_differentiable());
TSR_DEFINE_OP("bernoulli_.Tensor(Tensor(a!) self, Tensor p, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with 1 with probability p[i] (p broadcasts to self), else 0.",
              autograd::formula("BernoulliBackward1", {}, [](Ctx& c) {
                const Dims& p = c.shape("p");
                return G{zeros_like(c.g()), call("zeros", {std::vector<int64_t>(p.begin(), p.end()), c.dtype("p"),
                                                           c.g().device()})};
              }));
TSR_DEFINE_OP("random_(Tensor(a!) self, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with integers drawn uniformly from [0, 2^mantissa] (floats) or [0, max] (integers).",
              zero_gradient("RandomBackward2"));
TSR_DEFINE_OP("random_.to(Tensor(a!) self, int to, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with integers drawn uniformly from [0, to).", zero_gradient("RandomBackward1"));
TSR_DEFINE_OP("exponential_(Tensor(a!) self, float lambd=1, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with draws from the exponential distribution of rate lambd.", zero_gradient("ExponentialBackward0"));
TSR_DEFINE_OP("cauchy_(Tensor(a!) self, float median=0, float sigma=1, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with draws from the Cauchy distribution.", zero_gradient("CauchyBackward0"));
TSR_DEFINE_OP("log_normal_(Tensor(a!) self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with draws from the log-normal distribution (exp of a normal of mean, std).",
              zero_gradient("LogNormalBackward0"));
TSR_DEFINE_OP("geometric_(Tensor(a!) self, float p, *, Generator? generator=None) -> Tensor(a!)",
              "Fills self with draws from the geometric distribution (trials up to the first success of chance p).",
              zero_gradient("GeometricBackward0"));
TSR_DEFINE_OP("poisson(Tensor self, Generator? generator=None) -> Tensor",
              "Draws from the Poisson distribution with each element of self as its rate.",
              autograd::formula("PoissonBackward0", {}, [](Ctx& c) { return G{zeros_like(c.g())}; }));
// torch.distributions' Gamma, Beta and Dirichlet draw through these two. Gamma's reparameterised gradient is
// PyTorch's (grad * _standard_gamma_grad(self, result)). _sample_dirichlet itself has no derivative (PyTorch's
// Dirichlet.rsample wraps it in an autograd.Function whose backward calls _dirichlet_grad).
TSR_DEFINE_OP("_standard_gamma(Tensor self, Generator? generator=None) -> Tensor",
              "Draws from the Gamma distribution of shape self[i] and rate 1 (Marsaglia and Tsang).",
              autograd::formula("StandardGammaBackward0", {"self", "result"}, [](Ctx& c) {
                return G{mul(c.g(), call("_standard_gamma_grad", {c.s("self"), c.s("result")}))};
              }));
TSR_DEFINE_OP("_standard_gamma_grad(Tensor self, Tensor output) -> Tensor",
              "d output / d self for output drawn by _standard_gamma(self): -(d/dalpha cdf) / pdf, by PyTorch's "
              "series, saddle-point and rational approximations.",
              autograd::not_implemented_formula("StandardGammaGradBackward0", "_standard_gamma_grad"));
TSR_DEFINE_OP("_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor",
              "The reparameterised gradient of a Dirichlet draw x with respect to alpha (total = alpha's sum), by "
              "PyTorch's approximations; torch.distributions.Dirichlet's backward applies it.",
              autograd::not_implemented("_dirichlet_grad"));
TSR_DEFINE_OP("binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor",
              "Draws from the binomial distribution of count[i] trials of success chance prob[i].",
              autograd::formula("BinomialBackward0", {}, [](Ctx& c) {
                return G{zeros_of(c.shape("count"), c.g().dtype(), c.g().device()), zeros_of(c.shape("prob"), c.g().dtype(), c.g().device())};
              }));
TSR_DEFINE_OP("_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor",
              "Draws from the Dirichlet distribution of concentration self along the last dimension.",
              autograd::not_implemented("_sample_dirichlet"));
TSR_DEFINE_OP("multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor",
              "Indices drawn from the categorical distribution of each row of self (weights, not necessarily "
              "normalised); without replacement no index repeats in a row.",
              autograd::not_differentiable());
TSR_DEFINE_OP("randperm.generator(int n, *, Generator? generator, ScalarType? dtype=long, Device? device=None) -> Tensor",
              "A random permutation of 0 .. n-1, from `generator`.");
// Composites, as PyTorch's CPU dropout (ATen's _dropout_impl; native_dropout and its NativeDropoutBackward0 are
// the fused CUDA path): the noise is drawn and scaled outside the graph and input * noise is an ordinary mul, so
// autograd records MulBackward0 (what `grad_fn` shows under PyTorch 1.13 on the CPU).
TSR_DEFINE_COMPOSITE_OP("dropout(Tensor input, float p, bool train) -> Tensor",
                        "In training, zeroes each element with probability p and scales the others by 1/(1-p).");
TSR_DEFINE_COMPOSITE_OP("dropout_(Tensor(a!) self, float p, bool train) -> Tensor(a!)",
                        "dropout in place: self multiplied by the same noise dropout draws.");

namespace {

// ---- arguments ---------------------------------------------------------------------------------------------------

const Tensor& tensor_arg(const Stack& s, size_t i) { return std::get<Tensor>(s[i]); }

std::optional<ScalarType> dtype_arg(const Stack& s, size_t i) {
  if (i < s.size())
    if (const ScalarType* t = std::get_if<ScalarType>(&s[i])) return *t;
  return std::nullopt;
}

// The generator a `Generator? generator` argument names. The stack holds None (IValue has no Generator); a
// torch.Generator given by the caller is the thread's current generator (GeneratorScope), else the default.
CPUGenerator& generator_arg(const Stack& s, size_t i) {
  check(i >= s.size() || std::holds_alternative<NoneValue>(s[i]), ErrorKind::TypeError,
        "expected a torch.Generator or None as the generator argument");
  return current_generator();
}

// Random ops create CPU tensors only. Written against any IValue alternative with is_cuda(), so it holds
// whether or not the stack can carry a Device.
void check_cpu_device(const Stack& s, size_t i) {
  if (i >= s.size()) return;
  const bool cuda = std::visit(
      [](const auto& v) {
        if constexpr (requires { v.is_cuda(); }) return v.is_cuda();
        else return false;
      },
      s[i]);
  check(!cuda, ErrorKind::NotImplementedError, "tsr's random ops run on the CPU only");
}

// ---- result tensors -------------------------------------------------------------------------------------------

// The dimensions of `self` from the largest stride to the smallest: its memory order.
std::vector<int64_t> memory_order(const Tensor& self) {
  std::vector<int64_t> order(static_cast<size_t>(self.dim()));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return self.stride(a) > self.stride(b); });
  return order;
}

std::vector<int64_t> inverse(const std::vector<int64_t>& order) {
  std::vector<int64_t> inv(order.size());
  for (size_t i = 0; i < order.size(); ++i) inv[static_cast<size_t>(order[i])] = static_cast<int64_t>(i);
  return inv;
}

// Whether self's elements fill its memory without gaps (a permutation of a contiguous tensor).
bool is_dense(const Tensor& self) {
  int64_t expected = 1;
  const std::vector<int64_t> order = memory_order(self);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    if (self.size(*it) != 1 && self.stride(*it) != expected) return false;
    expected *= self.size(*it);
  }
  return true;
}

// empty_like with PyTorch's preserve_format: a dense tensor's layout is kept (so a *_like of a transposed tensor is
// itself transposed and draws in its memory order); anything else gets contiguous strides.
Tensor empty_preserving_layout(const Tensor& self, ScalarType dtype) {
  if (self.is_contiguous() || !is_dense(self)) return tsr::tensor::empty(self.sizes(), dtype);
  const std::vector<int64_t> order = memory_order(self);
  std::vector<int64_t> sizes;
  for (int64_t d : order) sizes.push_back(self.size(d));
  return permute(tsr::tensor::empty(sizes, dtype), inverse(order));
}

// ---- filling in PyTorch's draw order ----------------------------------------------------------------------------

// Runs fill(buffer) where `buffer` holds self's elements in memory order (rng.md §3.4, §9): self itself when
// contiguous, else a contiguous tensor shaped like self's memory, copied back afterwards. `also` (optional) is
// viewed the same way and passed along, for operands such as bernoulli_'s probabilities.
template <class Fill>
void fill_in_memory_order(Tensor& self, Fill&& fill, const Tensor& also = {}) {
  if (self.is_contiguous()) {
    fill(self, also.defined() ? contiguous(also) : also);
  } else {
    const std::vector<int64_t> order = memory_order(self);
    Tensor in_memory_order = permute(self, order);
    Tensor buffer = tsr::tensor::empty(in_memory_order.sizes(), self.dtype());
    fill(buffer, also.defined() ? contiguous(permute(also, order)) : also);
    copy_(in_memory_order, buffer);
  }
}

// uniform_(from, to) on a float32/float64 tensor (rng.md §2).
void uniform_into(Tensor& self, double from, double to, CPUGenerator& gen) {
  if (is_complex(self.dtype())) {  // PyTorch's uniform_impl_: the real and imaginary parts drawn as one float tensor
    Tensor parts = view_as_real(self);
    uniform_into(parts, from, to, gen);
    return;
  }
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "check_uniform_bounds", {ScalarType::Half, ScalarType::BFloat16});
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(self, [&](Tensor& t, const Tensor&) {
    dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
        t.dtype(), "check_uniform_bounds", [&]<class T>(std::type_identity<T>) {
      uniform_fill(t.data<T>(), t.numel(), from, to, gen);
    });
  });
}

// normal_(mean, std) (rng.md §3): the chunked paths for a contiguous tensor, the scalar path otherwise.
void normal_into(Tensor& self, double mean, double std, CPUGenerator& gen) {
  check(std >= 0, ErrorKind::RuntimeError, "normal expects std >= 0.0, but found std ", std);
  if (is_complex(self.dtype())) {  // PyTorch's normal_impl_: both parts drawn as one float tensor, each with half
    Tensor parts = view_as_real(self);  // the variance
    normal_into(parts, mean, std / std::sqrt(2.0), gen);
    return;
  }
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "normal_kernel_cpu", {ScalarType::Half, ScalarType::BFloat16});
  const bool chunked = self.is_contiguous();
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(self, [&](Tensor& t, const Tensor&) {
    dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(
        t.dtype(), "normal_kernel_cpu", [&]<class T>(std::type_identity<T>) {
      if (chunked) normal_fill(t.data<T>(), t.numel(), mean, std, gen);
      else normal_fill_scalar(t.data<T>(), t.numel(), mean, std, gen);
    });
  });
}

// The smallest and largest value of a dtype, as doubles (check_from_to_in_range).
std::pair<double, double> dtype_bounds(ScalarType t) {
  return visit_dtype(t, []<class T>(std::type_identity<T>) {
    return std::pair<double, double>(static_cast<double>(std::numeric_limits<T>::lowest()),
                                      static_cast<double>(std::numeric_limits<T>::max()));
  });
}

// The largest value of an integral dtype. Not through dtype_bounds: int64's max becomes 2^63 as a double, and
// converting that back to int64 is undefined (UBSan reported it in random_(from, None) on an int64 tensor).
int64_t integral_max(ScalarType t) {
  return visit_dtype(t, []<class T>(std::type_identity<T>) -> int64_t {
    if constexpr (std::is_integral_v<T>) return static_cast<int64_t>(std::numeric_limits<T>::max());
    else return 0;  // not reached: callers pass integral dtypes
  });
}

// PyTorch's check_from_to_in_range: `from` and the largest value drawn must be representable in self's dtype.
void check_from_to_in_range(int64_t from, int64_t to_inc, ScalarType t) {
  // A plain pair, not a structured binding: clang before 16 cannot capture bindings in a lambda (fuzz.sh uses clang).
  const std::pair<double, double> bounds = dtype_bounds(t);
  const auto in = [&](int64_t v) {
    return static_cast<double>(v) >= bounds.first && static_cast<double>(v) <= bounds.second;
  };
  check(in(from), ErrorKind::RuntimeError, "from is out of bounds for ", dtype_facts(t).type_meta_name);
  check(in(to_inc), ErrorKind::RuntimeError, "to - 1 is out of bounds for ", dtype_facts(t).type_meta_name);
}

// update_from / update_to: a float bound beyond the type's exact integers moves to the next representable one
// inside the range.
int64_t float_digits(ScalarType t) {
  return visit_dtype(t, []<class T>(std::type_identity<T>) { return int64_t{std::numeric_limits<T>::digits}; });
}
int64_t as_dtype_int(int64_t v, ScalarType t) {
  return visit_dtype(t, [&]<class T>(std::type_identity<T>) { return static_cast<int64_t>(static_cast<T>(v)); });
}
int log2_floor(int64_t v) {
  int n = 0;
  while (v >>= 1) ++n;
  return n;
}
int64_t update_from(int64_t from, ScalarType t) {
  const int64_t from_plus_1 = as_dtype_int(from + 1, t);
  if (from_plus_1 < from) from = from_plus_1 + (int64_t{1} << (log2_floor(std::abs(from + 1)) - float_digits(t) + 1));
  return from;
}
int64_t update_to(int64_t to, ScalarType t) {
  const int64_t to_minus_1 = as_dtype_int(to - 1, t);
  if (to_minus_1 >= to) to = to_minus_1 - (int64_t{1} << (log2_floor(std::abs(to - 1)) - float_digits(t) + 1));
  return to;
}

// Fills self (any dtype) with the int64 values `draw` gives per element, in memory order.
template <class Draw>
void fill_int64_values(Tensor& self, CPUGenerator& gen, Draw&& draw) {
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(self, [&](Tensor& out, const Tensor&) {
    Tensor values = out.dtype() == ScalarType::Long ? out : tsr::tensor::empty(out.sizes(), ScalarType::Long);
    draw(values.data<int64_t>(), values.numel());
    if (!values.is_same(out)) copy_(out, values);
  });
}

}  // namespace

// PyTorch's random_from_to_impl checks and range: [from, to), or [from, the dtype's largest exact integer] when to is
// None, or every int64 (range 0) when from is also INT64_MIN.
RandomRange random_range(ScalarType t, int64_t from, std::optional<int64_t> to) {
  if (to) {
    int64_t high = *to;
    check(from < high, ErrorKind::RuntimeError, "random_ expects 'from' to be less than 'to', but got from=", from,
          " >= to=", high);
    if (is_floating(t)) {
      from = update_from(from, t);
      high = update_to(high, t);
      check(from < high, ErrorKind::RuntimeError,
            "random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, but got from=", from,
            " >= to=", high);
    }
    check_from_to_in_range(from, high - 1, t);
    return {from, static_cast<uint64_t>(high) - static_cast<uint64_t>(from)};
  }
  if (from != std::numeric_limits<int64_t>::lowest()) {
    int64_t to_inc = 0;
    if (is_floating(t)) {
      to_inc = int64_t{1} << float_digits(t);
      from = update_from(from, t);
      check(from < to_inc, ErrorKind::RuntimeError,
            "random_ expects 'from' casted to dtype to be less than or equal to 'to_inc' casted to dtype, but got "
            "from=", from, " > to_inc=", to_inc);
    } else {
      to_inc = t == ScalarType::Bool ? 1 : integral_max(t);
    }
    check_from_to_in_range(from, to_inc, t);
    return {from, static_cast<uint64_t>(to_inc) - static_cast<uint64_t>(from) + 1};
  }
  const bool wide = t == ScalarType::Long || t == ScalarType::Float || t == ScalarType::Double;
  check(wide, ErrorKind::RuntimeError,
        "random_full_64_bits_range_kernel_cpu handles only int64, double, float and bfloat16");
  return {from, 0};
}

void check_multinomial_arguments(const Tensor& self, int64_t n_sample, bool replacement) {
  check(is_floating(self.dtype()), ErrorKind::RuntimeError,
        "multinomial only supports floating-point dtypes for input, got: ", dtype_title(self.dtype()));
  check(self.dim() > 0 && self.dim() <= 2, ErrorKind::RuntimeError, "prob_dist must be 1 or 2 dim");
  const int64_t n_categories = self.size(-1);
  check(n_sample > 0, ErrorKind::RuntimeError, "cannot sample n_sample <= 0 samples");
  check(replacement || n_sample <= n_categories, ErrorKind::RuntimeError,
        "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
  check(n_categories <= (int64_t{1} << 24), ErrorKind::RuntimeError, "number of categories cannot exceed 2^24");
}

uint64_t random_full_modulus(ScalarType t) {
  return visit_dtype(t, [&]<class T>(std::type_identity<T>) -> uint64_t {
    using L = std::numeric_limits<T>;
    if constexpr (std::is_same_v<T, bool>) return 2;
    else if constexpr (is_floating(dtype_of<T>)) return (uint64_t{1} << L::digits) + 1;
    else return static_cast<uint64_t>(L::max()) + 1;
  });
}

namespace {

// random_(from, to) and random_(from, None) (rng.md §4): random_range's values drawn as PyTorch's CPU kernel.
void random_from_to_into(Tensor& self, int64_t from, std::optional<int64_t> to, CPUGenerator& gen) {
  const ScalarType t = self.dtype();
  const bool wide = t == ScalarType::Long || t == ScalarType::Float || t == ScalarType::Double;
  const RandomRange r = random_range(t, from, to);
  if (r.range == 0) {  // every int64: one random64() per element, as a signed value (random_full_64_bits_range)
    fill_int64_values(self, gen, [&](int64_t* out, int64_t n) {
      for (int64_t i = 0; i < n; ++i) out[i] = static_cast<int64_t>(gen.random64());
    });
    return;
  }
  fill_int64_values(self, gen, [&](int64_t* out, int64_t n) { random_from_to_fill(out, n, r.range, r.from, gen, wide); });
}

// random_(low, high) (rng.md §4) into any dtype, through int64 values.
void randint_into(Tensor& self, int64_t low, int64_t high, CPUGenerator& gen) {
  random_from_to_into(self, low, high, gen);
}

// random_() (PyTorch's random_kernel and uniform_int): 8-byte types draw random64(), others a u32; bool keeps the
// low bit, an integral type takes the draw modulo max + 1 and a floating one modulo 2^digits + 1 (every integer it
// holds exactly): int64 random64() % 2^63, float64 random64() % (2^53 + 1), float32 u32 % (2^24 + 1), int32
// u32 % 2^31.
void random_full_into(Tensor& self, CPUGenerator& gen) {
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    const uint64_t modulus = random_full_modulus(self.dtype());
    fill_int64_values(self, gen, [&](int64_t* out, int64_t n) {
      for (int64_t i = 0; i < n; ++i) {
        const uint64_t draw = sizeof(T) == 8 ? gen.random64() : gen.random();
        out[i] = static_cast<int64_t>(std::is_same_v<T, bool> ? draw & 1 : draw % modulus);
      }
    });
  });
}

// bernoulli_(p) with a float p (rng.md §6): uniform64() < p, in any dtype.
void bernoulli_scalar_into(Tensor& self, double p, CPUGenerator& gen) {
  check(p >= 0 && p <= 1, ErrorKind::RuntimeError, "bernoulli_ expects p to be in [0, 1], but got p=", p);
  // AT_DISPATCH_ALL_TYPES_AND3(Bool, BFloat16, ...) without Half or complex
  if (is_complex(self.dtype()) || self.dtype() == ScalarType::Half)
    throw_not_implemented_for("bernoulli_scalar_cpu_", self.dtype());
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(self, [&](Tensor& out, const Tensor&) {
    if (out.dtype() == ScalarType::Float) return bernoulli_fill(out.data<float>(), out.numel(), p, gen);
    Tensor values = out.dtype() == ScalarType::Double ? out : tsr::tensor::empty(out.sizes(), ScalarType::Double);
    bernoulli_fill(values.data<double>(), values.numel(), p, gen);
    if (!values.is_same(out)) copy_(out, values);
  });
}

// bernoulli_(P) with a probability tensor (rng.md §6): P's dtype picks the float or double comparison.
void bernoulli_tensor_into(Tensor& self, const Tensor& probability, CPUGenerator& gen) {
  if (is_complex(self.dtype())) throw_not_implemented_for("bernoulli_tensor_cpu_self_", self.dtype());
  check_dtype_in(DtypeGroup::Floating, probability.dtype(), "bernoulli_tensor_cpu_p_");
  const Tensor p = expand(probability, self.sizes());
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(
      self,
      [&](Tensor& out, const Tensor& p_in_order) {
        Tensor values = out.dtype() == p.dtype() ? out : tsr::tensor::empty(out.sizes(), p.dtype());
        dispatch_dtype<DtypeGroup::Floating>(p.dtype(), "bernoulli_tensor_cpu_p_", [&]<class T>(std::type_identity<T>) {
          const T* probs = p_in_order.data<T>();
          check(std::all_of(probs, probs + values.numel(), [](T v) { return v >= 0 && v <= 1; }),
                ErrorKind::RuntimeError,
                "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be "
                "improved?  If so, please report an enhancement request to PyTorch.)");
          bernoulli_fill(values.data<T>(), probs, values.numel(), gen);
        });
        if (!values.is_same(out)) copy_(out, values);
      },
      p);
}

// ---- kernels ----------------------------------------------------------------------------------------------------

// A new tensor of `size` (default dtype unless given), filled by `fill`.
template <class Fill>
Tensor created(std::span<const int64_t> size, std::optional<ScalarType> dtype, Fill&& fill) {
  Tensor out = tsr::tensor::empty(size, dtype.value_or(default_dtype()));
  fill(out);
  return out;
}

// rand.generator / randn.generator: (size, generator, dtype, device).
template <class Fill>
void generator_factory_kernel(Stack& s, Fill&& fill) {
  CPUGenerator& gen = generator_arg(s, 1);
  check_cpu_device(s, 3);
  s = {created(int_list_arg(s, 0), dtype_arg(s, 2), [&](Tensor& t) { fill(t, gen); })};
}

// randint.generator (high, size, generator, dtype, device) and randint.low_generator (low first).
void randint_kernel(Stack& s, bool low_given) {
  const size_t high_at = low_given ? 1 : 0;
  const int64_t low = low_given ? std::get<int64_t>(s[0]) : 0, high = std::get<int64_t>(s[high_at]);
  CPUGenerator& gen = generator_arg(s, high_at + 2);
  const size_t dtype_at = high_at + 3;
  check_cpu_device(s, dtype_at + 1);
  const ScalarType dtype = dtype_arg(s, dtype_at).value_or(ScalarType::Long);
  s = {created(int_list_arg(s, high_at + 1), dtype, [&](Tensor& t) { randint_into(t, low, high, gen); })};
}

void randint_like_kernel(Stack& s, bool low_given) {
  const Tensor self = tensor_arg(s, 0);
  const int64_t low = low_given ? std::get<int64_t>(s[1]) : 0, high = std::get<int64_t>(s[low_given ? 2 : 1]);
  const size_t dtype_at = low_given ? 3 : 2;
  check_cpu_device(s, dtype_at + 1);
  Tensor out = empty_preserving_layout(self, dtype_arg(s, dtype_at).value_or(self.dtype()));
  randint_into(out, low, high, default_generator());
  s = {out};
}

}  // namespace

TSR_REGISTER_KERNEL("rand.generator", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  generator_factory_kernel(s, [](Tensor& t, CPUGenerator& gen) { uniform_into(t, 0, 1, gen); });
});
TSR_REGISTER_KERNEL("randn.generator", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  generator_factory_kernel(s, [](Tensor& t, CPUGenerator& gen) { normal_into(t, 0, 1, gen); });
});
TSR_REGISTER_KERNEL("randint.generator", CPU, [](const Operator&, DispatchKeySet, Stack& s) { randint_kernel(s, false); });
TSR_REGISTER_KERNEL("randint.low_generator", CPU, [](const Operator&, DispatchKeySet, Stack& s) { randint_kernel(s, true); });
TSR_REGISTER_KERNEL("randint_like", CPU, [](const Operator&, DispatchKeySet, Stack& s) { randint_like_kernel(s, false); });
TSR_REGISTER_KERNEL("randint_like.low_dtype", CPU, [](const Operator&, DispatchKeySet, Stack& s) { randint_like_kernel(s, true); });

TSR_REGISTER_KERNEL("normal.float_float", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const double mean = double_arg(s, 0, 0), std = double_arg(s, 1, 1);
  CPUGenerator& gen = generator_arg(s, 3);
  check_cpu_device(s, 5);
  s = {created(int_list_arg(s, 2), dtype_arg(s, 4), [&](Tensor& t) { normal_into(t, mean, std, gen); })};
});

// The tensor overloads draw normal_(0, std) or normal_(0, 1) into a fresh contiguous tensor on the operands' device,
// then shift and scale it with ordinary (differentiable) tensor ops, as PyTorch's normal_out_impl does. A std tensor
// is checked first (one reduction read on the host). The same kernels serve the CUDA key (tensor/cuda/random.cu): off
// the CPU the draw is the device's normal_, which refuses a CPU generator as PyTorch's check_generator does.
namespace {

Tensor normal_draw(std::span<const int64_t> sizes, ScalarType dtype, Device device, double std, const Stack& s,
                   size_t generator_at) {
  CPUGenerator& gen = generator_arg(s, generator_at);
  Tensor out = tsr::tensor::empty(sizes, dtype, device);
  if (device.is_cpu()) {
    normal_into(out, 0, std, gen);
  } else {
    static const Operator& normal_ = find_op("normal_");
    call_op(normal_, {out, 0.0, std, NoneValue{}});
  }
  return out;
}

void check_std_tensor(const Tensor& std) {
  check(!is_complex(std.dtype()), ErrorKind::RuntimeError, "normal expects standard deviation to be non-complex");
  if (std.numel() == 0) return;
  static const Operator& amin = find_op("amin");
  check(host_double(call_tensor_op(amin, {std, std::vector<int64_t>{}, false})) >= 0,  // NaN fails too
        ErrorKind::RuntimeError,
        "normal expects all elements of std >= 0.0");
}

}  // namespace

TSR_REGISTER_KERNEL("normal.Tensor_float", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor mean = tensor_arg(s, 0);
  const double std = double_arg(s, 1, 1);
  check(std >= 0, ErrorKind::RuntimeError, "normal expects std >= 0.0, but found std ", std);
  s = {add(normal_draw(mean.sizes(), mean.dtype(), mean.device(), std, s, 2), mean)};
});

TSR_REGISTER_KERNEL("normal.float_Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const double mean = double_arg(s, 0, 0);
  const Tensor std = tensor_arg(s, 1);
  check_std_tensor(std);
  const Tensor out = normal_draw(std.sizes(), std.dtype(), std.device(), 1, s, 2);
  s = {add(mul(out, std), scalar_to_tensor(mean))};
});

TSR_REGISTER_KERNEL("normal.Tensor_Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor mean = tensor_arg(s, 0), std = tensor_arg(s, 1);
  check_std_tensor(std);
  const Tensor out = normal_draw(broadcast_shapes(mean.sizes(), std.sizes()), mean.dtype(), mean.device(), 1, s, 2);
  s = {add(mul(out, std), mean)};
});

TSR_REGISTER_KERNEL("bernoulli", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor probability = tensor_arg(s, 0);
  CPUGenerator& gen = generator_arg(s, 1);
  Tensor out = tsr::tensor::empty(probability.sizes(), probability.dtype());
  bernoulli_tensor_into(out, probability, gen);
  s = {out};
});

TSR_REGISTER_KERNEL("bernoulli.p", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_arg(s, 0);
  const double p = double_arg(s, 1, 0.5);
  CPUGenerator& gen = generator_arg(s, 2);
  Tensor out = tsr::tensor::empty(self.sizes(), self.dtype());
  bernoulli_scalar_into(out, p, gen);
  s = {out};
});

TSR_REGISTER_KERNEL("bernoulli_.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  bernoulli_tensor_into(self, tensor_arg(s, 1), generator_arg(s, 2));
  s = {self};
});

TSR_REGISTER_KERNEL("random_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  random_full_into(self, generator_arg(s, 1));
  s = {self};
});

// exponential_ (PyTorch's CPU exponential_kernel): one double uniform64() per element in memory order, turned
// into (-1 / lambd) * log(1 - u) in double and stored in self's dtype.
TSR_REGISTER_KERNEL("exponential_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const double lambda = std::get<double>(s[1]);
  check(lambda >= 0.0, ErrorKind::RuntimeError, "exponential_ expects lambda >= 0.0, but found lambda=", lambda);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "exponential_cpu", {ScalarType::Half, ScalarType::BFloat16});
  CPUGenerator& gen = generator_arg(s, 2);
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(self, [&](Tensor& out, const Tensor&) {
    Tensor values = out.dtype() == ScalarType::Double ? out : tsr::tensor::empty(out.sizes(), ScalarType::Double);
    double* v = values.data<double>();
    for (int64_t i = 0; i < values.numel(); ++i) v[i] = (-1.0 / lambda) * std::log(1.0 - gen.uniform64());
    // static_cast<scalar_t>(double): a 16-bit type through float, as c10 converts
    if (is_reduced_floating(out.dtype())) values = to_dtype(values, ScalarType::Float);
    if (!values.is_same(out)) copy_(out, values);
  });
  s = {self};
});

// cauchy_, log_normal_, geometric_ (PyTorch's CPU kernels: at::cauchy_distribution<double>,
// lognormal_distribution<double> and geometric_distribution<double> in a serial loop): per element in memory order
// one uniform64() turned into median + sigma tan(pi (u - 1/2)), exp of the scalar double normal (with its cached
// second value), or ceil(log(u) / log1p(-p)); stored in self's dtype.
template <class Draw>
void fill_double_draws(Tensor& self, CPUGenerator& gen, Draw draw) {
  std::lock_guard lock(gen.mutex());
  fill_in_memory_order(self, [&](Tensor& out, const Tensor&) {
    Tensor values = out.dtype() == ScalarType::Double ? out : tsr::tensor::empty(out.sizes(), ScalarType::Double);
    draw(values.data<double>(), values.numel());
    if (!values.is_same(out)) copy_(out, values);
  });
}

TSR_REGISTER_KERNEL("cauchy_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const double median = double_arg(s, 1, 0.0), sigma = double_arg(s, 2, 1.0);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "cauchy_cpu");
  CPUGenerator& gen = generator_arg(s, 3);
  fill_double_draws(self, gen, [&](double* v, int64_t n) {
    for (int64_t i = 0; i < n; ++i) v[i] = median + sigma * std::tan(M_PI * (gen.uniform64() - 0.5));
  });
  s = {self};
});

TSR_REGISTER_KERNEL("log_normal_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const double mean = double_arg(s, 1, 1.0), std_dev = double_arg(s, 2, 2.0);
  check(std_dev > 0.0, ErrorKind::RuntimeError, "log_normal_ expects std > 0.0, but found std=", std_dev);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "log_normal_cpu");
  CPUGenerator& gen = generator_arg(s, 3);
  fill_double_draws(self, gen, [&](double* v, int64_t n) {
    random::normal_fill_scalar(v, n, mean, std_dev, gen);
    for (int64_t i = 0; i < n; ++i) v[i] = std::exp(v[i]);
  });
  s = {self};
});

TSR_REGISTER_KERNEL("geometric_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const double p = double_arg(s, 1, 0.5);
  check(p > 0 && p < 1, ErrorKind::RuntimeError, "geometric_ expects p to be in (0, 1), but got p=", p);
  if (is_complex(self.dtype())) throw_not_implemented_for("geometric_cpu", self.dtype());
  CPUGenerator& gen = generator_arg(s, 2);
  fill_double_draws(self, gen, [&](double* v, int64_t n) {
    for (int64_t i = 0; i < n; ++i) v[i] = std::ceil(std::log(gen.uniform64()) / std::log1p(-p));
  });
  s = {self};
});

// The samplers' draws from the CPU generator (kernels/samplers.hpp): uniform64(), and the scalar Box-Muller normal
// with the generator's cache (at::normal_distribution<double>), as PyTorch's CPU samplers draw them.
struct CpuDraws {
  CPUGenerator& gen;
  double uniform() { return gen.uniform64(); }
  double normal() {
    double x;
    normal_fill_scalar(&x, 1, 0.0, 1.0, gen);
    return x;
  }
};

// poisson(rates): one sample_poisson per element, in the rates' row-major order (PyTorch's serial kernel over a
// fresh output), stored in the rates' dtype.
TSR_REGISTER_KERNEL("poisson", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor rates = tensor_arg(s, 0);
  check_dtype_in(DtypeGroup::Floating, rates.dtype(), "poisson_cpu");
  const Tensor r = contiguous(to_dtype(rates, ScalarType::Double));
  const double* rate = r.data<double>();
  for (int64_t i = 0; i < r.numel(); ++i)
    check(rate[i] >= 0, ErrorKind::RuntimeError, "invalid Poisson rate, expected rate to be non-negative");
  CPUGenerator& gen = generator_arg(s, 1);
  Tensor values = tsr::tensor::empty(rates.sizes(), ScalarType::Double);
  {
    std::lock_guard lock(gen.mutex());
    CpuDraws draws{gen};
    double* v = values.data<double>();
    for (int64_t i = 0; i < r.numel(); ++i) v[i] = static_cast<double>(samplers::sample_poisson(rate[i], draws));
  }
  s = {to_dtype(values, rates.dtype())};
});

// _standard_gamma(alpha): one draw per element in row-major order, floored at the dtype's smallest normal.
TSR_REGISTER_KERNEL("_standard_gamma", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor alpha = contiguous(tensor_arg(s, 0));
  check_dtype_in(DtypeGroup::Floating, alpha.dtype(), "gamma_cpu");
  CPUGenerator& gen = generator_arg(s, 1);
  Tensor out = tsr::tensor::empty(alpha.sizes(), alpha.dtype());
  std::lock_guard lock(gen.mutex());
  CpuDraws draws{gen};
  auto fill = [&]<class T>(T*) {
    const T* a = alpha.data<T>();
    T* o = out.data<T>();
    for (int64_t i = 0; i < alpha.numel(); ++i)
      o[i] = std::max(std::numeric_limits<T>::min(), static_cast<T>(samplers::sample_gamma<T>(a[i], draws)));
  };
  if (alpha.dtype() == ScalarType::Float) fill(static_cast<float*>(nullptr));
  else fill(static_cast<double*>(nullptr));
  s = {out};
});

// _sample_dirichlet(alpha) as PyTorch's _s_dirichlet_cpu: Gamma draws in double (alpha cast to double, to avoid
// underflow), each divided by its row's sum and clamped into [min normal, the float below 1] of the element type.
TSR_REGISTER_KERNEL("_sample_dirichlet", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor alpha = contiguous(tensor_arg(s, 0));
  check_dtype_in(DtypeGroup::Floating, alpha.dtype(), "dirichlet");
  CPUGenerator& gen = generator_arg(s, 1);
  Tensor out = tsr::tensor::empty(alpha.sizes(), alpha.dtype());
  const int64_t n = alpha.numel();
  const int64_t k = alpha.dim() == 0 ? 1 : alpha.size(-1);
  std::vector<double> gamma(static_cast<size_t>(n));
  auto fill = [&]<class T>(T*) {
    const T* a = alpha.data<T>();
    {
      std::lock_guard lock(gen.mutex());
      CpuDraws draws{gen};
      for (int64_t i = 0; i < n; ++i)
        gamma[static_cast<size_t>(i)] =
            std::max(std::numeric_limits<double>::min(), samplers::sample_gamma<double>(static_cast<double>(a[i]), draws));
    }
    T* o = out.data<T>();
    const T max_val = std::nexttoward(static_cast<T>(1.0f), 0.0L);
    for (int64_t row = 0; k > 0 && row < n / k; ++row) {
      double sum = 0;  // summed in order, as the double sum(-1) of a contiguous row
      for (int64_t j = 0; j < k; ++j) sum += gamma[static_cast<size_t>(row * k + j)];
      for (int64_t j = 0; j < k; ++j) {
        const double r = gamma[static_cast<size_t>(row * k + j)] / sum;
        o[row * k + j] = std::min(max_val, std::max(std::numeric_limits<T>::min(), static_cast<T>(r)));
      }
    }
  };
  if (alpha.dtype() == ScalarType::Float) fill(static_cast<float*>(nullptr));
  else fill(static_cast<double*>(nullptr));
  s = {out};
});

// ---- the reparameterised Gamma gradient and the binomial sampler, as PyTorch 1.13's (ATen's Distributions.h) --

TSR_REGISTER_KERNEL("_standard_gamma_grad", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor alpha = tensor_arg(s, 0);
  check_dtype_in(DtypeGroup::Floating, alpha.dtype(), "_standard_gamma_grad_cpu");
  const auto shape = broadcast_shapes(alpha.sizes(), tensor_arg(s, 1).sizes());
  const Tensor a = contiguous(expand(to_dtype(alpha, ScalarType::Double), shape));
  const Tensor x = contiguous(expand(to_dtype(tensor_arg(s, 1), ScalarType::Double), shape));
  Tensor out = tsr::tensor::empty(shape, ScalarType::Double);
  for (int64_t i = 0; i < out.numel(); ++i) {
    // the element type's values, the double accumulation PyTorch's CPU kernel uses, rounded back to the type
    out.data<double>()[i] = samplers::standard_gamma_grad_one(a.data<double>()[i], x.data<double>()[i]);
  }
  s = {to_dtype(out, alpha.dtype())};
});

// ---- the reparameterised Dirichlet gradient (PyTorch's dirichlet_grad_one and its helpers) ----------------------
TSR_REGISTER_KERNEL("_dirichlet_grad", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x0 = tensor_arg(s, 0);
  check_dtype_in(DtypeGroup::Floating, x0.dtype(), "_dirichlet_grad_cpu");
  check(tensor_arg(s, 1).dtype() == x0.dtype() && tensor_arg(s, 2).dtype() == x0.dtype(), ErrorKind::RuntimeError,
        "_dirichlet_grad: expected x, alpha and total to have the same dtype");
  const Tensor x = contiguous(x0);
  const Tensor alpha = contiguous(expand(tensor_arg(s, 1), x.sizes()));
  const Tensor total = contiguous(expand(tensor_arg(s, 2), x.sizes()));
  Tensor out = tsr::tensor::empty(x.sizes(), x.dtype());
  auto fill = [&]<class T>(T*) {
    for (int64_t i = 0; i < x.numel(); ++i)
      out.data<T>()[i] = samplers::dirichlet_grad_one<T>(x.data<T>()[i], alpha.data<T>()[i], total.data<T>()[i]);
  };
  if (x.dtype() == ScalarType::Float) fill(static_cast<float*>(nullptr));
  else fill(static_cast<double*>(nullptr));
  s = {out};
});

// binomial(count, prob): one draw per element of count (prob broadcast to it), in row-major order.
TSR_REGISTER_KERNEL("binomial", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor count = contiguous(tensor_arg(s, 0));
  check_dtype_in(DtypeGroup::Floating, count.dtype(), "binomial_cpu");
  check(tensor_arg(s, 1).dtype() == count.dtype(), ErrorKind::RuntimeError,
        "binomial: expected count and prob to have the same dtype");
  const Tensor prob = contiguous(expand(tensor_arg(s, 1), count.sizes()));
  CPUGenerator& gen = generator_arg(s, 2);
  Tensor out = tsr::tensor::empty(count.sizes(), count.dtype());
  std::lock_guard lock(gen.mutex());
  CpuDraws draws{gen};
  auto fill = [&]<class T>(T*) {
    for (int64_t i = 0; i < count.numel(); ++i)
      out.data<T>()[i] = samplers::sample_binomial<T>(count.data<T>()[i], prob.data<T>()[i], draws);
  };
  if (count.dtype() == ScalarType::Float) fill(static_cast<float*>(nullptr));
  else fill(static_cast<double*>(nullptr));
  s = {out};
});

// multinomial as PyTorch 1.13's CPU multinomial: without replacement, the exponential trick
// (argmax or top-k of p / q with q ~ Exp(1) drawn by exponential_); with replacement, per row the normalised
// cumulative distribution (summed in self's dtype) and one uniform64() per sample located by binary search.
TSR_REGISTER_KERNEL("multinomial", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_arg(s, 0);
  const int64_t n_sample = std::get<int64_t>(s[1]);
  const bool replacement = std::get<bool>(s[2]);
  check_multinomial_arguments(self, n_sample, replacement);
  check(self.dtype() != ScalarType::Half, ErrorKind::RuntimeError, "multinomial is not implemented for half on CPU");
  const int64_t n_categories = self.size(-1);
  const int64_t n_dist = self.dim() == 2 ? self.size(0) : 1;
  const Tensor rows = contiguous(self);  // (a 1-d self is one row)
  std::vector<int64_t> result_shape = self.dim() == 2 ? std::vector<int64_t>{n_dist, n_sample}
                                                      : std::vector<int64_t>{n_sample};
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T>) {
      const T* p = rows.data<T>();
      if (!replacement) {
        for (int64_t i = 0; i < n_dist * n_categories; ++i)
          check(p[i] >= 0 && p[i] < std::numeric_limits<T>::infinity(), ErrorKind::RuntimeError,
                "probability tensor contains either `inf`, `nan` or element < 0");
        for (int64_t r = 0; r < n_dist; ++r)
          check(std::any_of(p + r * n_categories, p + (r + 1) * n_categories, [](T v) { return v != 0; }),
                ErrorKind::RuntimeError, "invalid multinomial distribution (sum of probabilities <= 0)");
        Tensor q = empty_preserving_layout(self, self.dtype());
        static const Operator& exponential = find_op("exponential_");
        call_op(exponential, {q, 1.0, s[3]});  // the generator given, if any
        q = div(self, q);
        s = {n_sample == 1 ? argmax(q, -1, true) : topk(q, n_sample, -1, true).indices};
        return;
      }
      CPUGenerator& gen = generator_arg(s, 3);
      Tensor result = tsr::tensor::empty(result_shape, ScalarType::Long);
      int64_t* out = result.data<int64_t>();
      std::vector<T> cum(static_cast<size_t>(n_categories));
      std::lock_guard lock(gen.mutex());
      for (int64_t r = 0; r < n_dist; ++r) {
        T sum = 0;
        for (int64_t j = 0; j < n_categories; ++j) {
          const T v = p[r * n_categories + j];
          check(v >= 0, ErrorKind::RuntimeError, "invalid multinomial distribution (encountering probability entry < 0)");
          check(std::isfinite(static_cast<double>(v)), ErrorKind::RuntimeError,
                "invalid multinomial distribution (encountering probability entry = infinity or NaN)");
          sum += v;
          cum[static_cast<size_t>(j)] = sum;
        }
        check(sum > 0, ErrorKind::RuntimeError, "invalid multinomial distribution (sum of probabilities <= 0)");
        for (T& c : cum) c /= sum;
        cum.back() = 1;  // the last bucket ends at 1 whatever the rounding
        for (int64_t k = 0; k < n_sample; ++k) {
          const double u = gen.uniform64();
          int64_t left = 0, right = n_categories;
          while (right - left > 0) {
            const int64_t mid = left + (right - left) / 2;
            if (cum[static_cast<size_t>(mid)] < u) left = mid + 1;
            else right = mid;
          }
          out[r * n_sample + k] = left;
        }
      }
      s = {result};
    }
  });
});

TSR_REGISTER_KERNEL("random_.to", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  random_from_to_into(self, 0, std::get<int64_t>(s[1]), generator_arg(s, 2));
  s = {self};
});

namespace {

// randperm (n, dtype) and randperm.generator (n, generator, dtype, device).
void randperm_kernel(Stack& s, std::optional<size_t> generator_at) {
  const int64_t n = std::get<int64_t>(s[0]);
  check(n >= 0, ErrorKind::RuntimeError, "n must be non-negative, got", n);
  CPUGenerator& gen = generator_at ? generator_arg(s, *generator_at) : current_generator();
  const size_t dtype_at = generator_at ? 2 : 1;
  check_cpu_device(s, dtype_at + 1);
  Tensor out = tsr::tensor::empty(std::vector<int64_t>{n}, ScalarType::Long);
  {
    std::lock_guard lock(gen.mutex());
    randperm_fill(out.data<int64_t>(), n, gen);
  }
  const ScalarType dtype = dtype_arg(s, dtype_at).value_or(ScalarType::Long);
  if (dtype != ScalarType::Long) {
    Tensor converted = tsr::tensor::empty(std::vector<int64_t>{n}, dtype);
    copy_(converted, out);
    out = converted;
  }
  s = {out};
}

// The random in-place ops tensor/ops/factory.cpp declares, with the semantics above and the generator= argument.
void uniform_kernel(const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const double from = double_arg(s, 1, 0), to = double_arg(s, 2, 1);
  CPUGenerator& gen = generator_arg(s, 3);
  if (!is_complex(self.dtype()))
    check_dtype_in(DtypeGroup::Floating, self.dtype(), "check_uniform_bounds", {ScalarType::Half, ScalarType::BFloat16});
  check(from <= to, ErrorKind::RuntimeError, "uniform_ expects to return a [from, to) range, but found from=", from,
        " > to=", to);
  uniform_into(self, from, to, gen);
  s = {self};
}

void normal_kernel(const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  normal_into(self, double_arg(s, 1, 0), double_arg(s, 2, 1), generator_arg(s, 3));
  s = {self};
}

// bernoulli_(p): bernoulli_scalar_into, drawing from the call's generator.
void bernoulli_float_kernel(const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const double p = double_arg(s, 1, 0.5);
  bernoulli_scalar_into(self, p, generator_arg(s, 2));
  s = {self};
}

void random_from_kernel(const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = tensor_arg(s, 0);
  const int64_t from = int_arg(s, 1, 0);
  std::optional<int64_t> to;
  if (s.size() > 2)
    if (const int64_t* v = std::get_if<int64_t>(&s[2])) to = *v;
  random_from_to_into(self, from, to, generator_arg(s, 3));
  s = {self};
}

}  // namespace

TSR_REGISTER_KERNEL("randperm.generator", CPU, [](const Operator&, DispatchKeySet, Stack& s) { randperm_kernel(s, 1); });

// The in-place random fills and randperm: the only CPU kernels of these ops (each draws from the generator the
// call names, else the default one).
TSR_REGISTER_KERNEL("uniform_", CPU, uniform_kernel);
TSR_REGISTER_KERNEL("normal_", CPU, normal_kernel);
TSR_REGISTER_KERNEL("bernoulli_.float", CPU, bernoulli_float_kernel);
TSR_REGISTER_KERNEL("random_.from", CPU, random_from_kernel);
TSR_REGISTER_KERNEL("randperm", CPU, [](const Operator&, DispatchKeySet, Stack& s) { randperm_kernel(s, std::nullopt); });

namespace {

// rng.md §6: no draws for p == 0, p == 1 or eval mode; otherwise a bernoulli_(1 - p) mask in input's dtype,
// divided by 1 - p (so the kept value is 1/f32(1 - p) for float32), times input. The noise is `self * noise`'s
// right operand, for dropout and dropout_ alike; p == 1 multiplies by a 0-d zero, as ATen does.
void dropout_kernel(Stack& s, bool in_place) {
  Tensor input = tensor_arg(s, 0);
  const double p = double_arg(s, 1, 0.5);
  const bool train = bool_arg(s, 2, true);
  // F.dropout's own check, which scripts meet before the op's RuntimeError.
  check(p >= 0 && p <= 1, ErrorKind::ValueError, "dropout probability has to be between 0 and 1, but got ", p);
  if (p == 0 || !train || input.numel() == 0) {
    s = {input};
    return;
  }
  // the mask is float32 for an integer or bool input, and the product cannot be written back in its dtype
  check(is_floating(input.dtype()) || is_complex(input.dtype()), ErrorKind::RuntimeError,
        "result type Float can't be cast to the desired output type ", dtype_title(input.dtype()));
  Tensor noise;
  if (p == 1) {
    noise = tsr::tensor::zeros({}, input.dtype());
  } else if (!input.device().is_cpu()) {
    // A GPU tensor's noise is drawn on its device by the bernoulli_ kernel of that device (CUDA: Philox).
    static const Operator& bernoulli_op = find_op("bernoulli_.float");
    noise = tsr::tensor::empty(input.sizes(), input.dtype(), input.device());
    call_op(bernoulli_op, {noise, 1 - p, NoneValue{}});
    noise = div(noise, scalar_to_tensor(1 - p));
  } else {
    noise = tsr::tensor::empty(input.sizes(), input.dtype());
    bernoulli_scalar_into(noise, 1 - p, default_generator());
    noise = div(noise, scalar_to_tensor(1 - p));
  }
  s = {in_place ? mul_(input, noise) : mul(input, noise)};
}

}  // namespace

TSR_REGISTER_KERNEL("dropout", CompositeImplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) { dropout_kernel(s, false); });
TSR_REGISTER_KERNEL("dropout_", CompositeImplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) { dropout_kernel(s, true); });

// ---- C++ API ------------------------------------------------------------------------------------------------------

namespace {

IValue dtype_value(std::optional<ScalarType> dtype) { return dtype ? IValue(*dtype) : IValue(NoneValue{}); }
std::vector<int64_t> to_vector(std::span<const int64_t> size) { return {size.begin(), size.end()}; }

}  // namespace

Tensor normal(double mean, double std, std::span<const int64_t> size, std::optional<ScalarType> dtype) {
  static const Operator& op = find_op("normal.float_float");
  return call_tensor_op(op, {mean, std, to_vector(size), NoneValue{}, dtype_value(dtype)});
}
Tensor normal(const Tensor& mean, double std) {
  static const Operator& op = find_op("normal.Tensor_float");
  return call_tensor_op(op, {mean, std});
}
Tensor normal(double mean, const Tensor& std) {
  static const Operator& op = find_op("normal.float_Tensor");
  return call_tensor_op(op, {mean, std});
}
Tensor normal(const Tensor& mean, const Tensor& std) {
  static const Operator& op = find_op("normal.Tensor_Tensor");
  return call_tensor_op(op, {mean, std});
}
Tensor bernoulli(const Tensor& probability) {
  static const Operator& op = find_op("bernoulli");
  return call_tensor_op(op, {probability});
}
Tensor bernoulli(const Tensor& self, double p) {
  static const Operator& op = find_op("bernoulli.p");
  return call_tensor_op(op, {self, p});
}
Tensor& bernoulli_(Tensor& self, const Tensor& probability) {
  static const Operator& op = find_op("bernoulli_.Tensor");
  call_op(op, {self, probability});
  return self;
}
Tensor dropout(const Tensor& input, double p, bool train) {
  static const Operator& op = find_op("dropout");
  return call_tensor_op(op, {input, p, train});
}

void manual_seed(uint64_t seed) {
  std::lock_guard lock(default_generator().mutex());
  default_generator().manual_seed(seed);
}
uint64_t seed() {
  std::lock_guard lock(default_generator().mutex());
  return default_generator().seed();
}
uint64_t initial_seed() {
  std::lock_guard lock(default_generator().mutex());
  return default_generator().initial_seed();
}
CPUGenerator::StateBytes get_rng_state() {
  std::lock_guard lock(default_generator().mutex());
  return default_generator().get_state();
}
void set_rng_state(std::span<const uint8_t> state) {
  std::lock_guard lock(default_generator().mutex());
  default_generator().set_state(state);
}

}  // namespace tsr::tensor::random
