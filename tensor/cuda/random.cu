// Random numbers on the CUDA key: uniform_, normal_, rand and randn, bernoulli, random_ and randint, exponential_,
// cauchy_, log_normal_ and geometric_, from Philox4x32-10 (philox.hpp); bit equality with PyTorch's CUDA streams is
// not sought (their distributions are PyTorch's, their checks and errors too). Each call
// takes a fresh offset, so successive calls draw fresh numbers; torch.manual_seed / torch.cuda.manual_seed reset
// the seed and the offset.
#include <atomic>
#include <cmath>

#include <thrust/execution_policy.h>
#include <thrust/sort.h>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/cuda/tail_functors.hpp"
#include "tensor/cuda/philox.hpp"
#include "tensor/cuda/runtime.cuh"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/random/generator.hpp"
#include "tensor/random/random_ops.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {
namespace {

std::atomic<uint64_t> philox_seed{67280421310721ull};  // PyTorch's default seed
std::atomic<uint64_t> philox_offset{0};

enum class Dist { Uniform, Normal };

// Each thread draws one Philox block (four 32-bit words) for elements 4i..4i+3 (float) or 2i..2i+1 (double).
template <class T, Dist D>
__global__ void fill_random(T* out, int64_t n, uint64_t seed, uint64_t offset, double a, double b) {
  constexpr int per_block = sizeof(T) == 4 ? 4 : 2;
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i * per_block < n; i += step) {
    const auto r = philox4x32_10({uint32_t(i), uint32_t(uint64_t(i) >> 32), uint32_t(offset), uint32_t(offset >> 32)},
                                 {uint32_t(seed), uint32_t(seed >> 32)});
    T u[per_block];
    if constexpr (per_block == 4) {
      for (int j = 0; j < 4; ++j) u[j] = uniform_float(r[j]);
    } else {
      u[0] = uniform_double(r[0], r[1]);
      u[1] = uniform_double(r[2], r[3]);
    }
    T v[per_block];
    if constexpr (D == Dist::Uniform) {
      for (int j = 0; j < per_block; ++j) v[j] = static_cast<T>(a + (b - a) * u[j]);
    } else {  // Box-Muller on pairs; 1 - u keeps the logarithm's argument in (0, 1]
      for (int j = 0; j < per_block; j += 2) {
        const T radius = m_sqrt(T(-2) * m_log(T(1) - u[j]));
        const T angle = T(2 * M_PI) * u[j + 1];
        v[j] = static_cast<T>(a + b * radius * m_cos(angle));
        v[j + 1] = static_cast<T>(a + b * radius * m_sin(angle));
      }
    }
    for (int j = 0; j < per_block; ++j)
      if (i * per_block + j < n) out[i * per_block + j] = v[j];
  }
}

template <Dist D>
void fill(Tensor& self, double a, double b) {
  check(is_floating(self.dtype()), ErrorKind::NotImplementedError, D == Dist::Uniform ? "uniform_" : "normal_",
        " on CUDA takes floating tensors");
  if (self.numel() == 0) return;
  if (is_reduced_floating(self.dtype())) {  // drawn in float and rounded, as PyTorch's CUDA draws for 16-bit types
    Tensor drawn = empty(self.sizes(), ScalarType::Float, self.device());
    fill<D>(drawn, a, b);
    copy_(self, drawn);
    return;
  }
  Tensor target = self.is_contiguous() ? self : empty(self.sizes(), self.dtype(), self.device());
  const uint64_t seed = philox_seed.load(), offset = philox_offset.fetch_add(1);
  const int64_t n = target.numel();
  if (target.dtype() == ScalarType::Float)
    fill_random<float, D><<<grid_for((n + 3) / 4), kThreads, 0, stream()>>>(target.data<float>(), n, seed, offset, a, b);
  else
    fill_random<double, D><<<grid_for((n + 1) / 2), kThreads, 0, stream()>>>(target.data<double>(), n, seed, offset, a, b);
  TSR_CUDA_LAUNCH_CHECK();
  if (!target.is_same(self)) copy_(self, target);
}

double number(const Stack& s, size_t i, double fallback) { return i < s.size() ? as_double(s[i]).value_or(fallback) : fallback; }
// A factory's result: the size at 0, dtype= at i (the default dtype), device= after it (cuda:0).
Tensor make(const Stack& s, size_t i = 1) {
  return empty(std::get<std::vector<int64_t>>(s.at(0)), dtype_at(s, i).value_or(default_dtype()), device_at(s, i + 1));
}

// bernoulli: a uniform draw per element in `dtype` (float32, or float64 for a float64 target or probability), 1
// where it is below p, compared in `dtype` (a 16-bit probability is widened to float, PyTorch's accscalar_t). `p` is
// a CUDA tensor broadcast to self, or a 0-d host tensor (a Python float).
void bernoulli_into(Tensor& self, const Tensor& p, ScalarType dtype) {
  if (self.numel() == 0) return;
  Tensor u = empty(self.sizes(), dtype, self.device());
  fill<Dist::Uniform>(u, 0.0, 1.0);
  Tensor draws = self.dtype() == dtype && self.is_contiguous() ? self : empty(self.sizes(), dtype, self.device());
  const Tensor prob = p.dtype() == dtype ? p : to_dtype(p, dtype);
  if (dtype == ScalarType::Float) launch<float, float, 2>(draws, {u, prob}, BernoulliF{});
  else launch<double, double, 2>(draws, {u, prob}, BernoulliF{});
  if (!draws.is_same(self)) copy_(self, draws);
}

ScalarType draw_dtype(ScalarType a, ScalarType b = ScalarType::Float) {
  return a == ScalarType::Double || b == ScalarType::Double ? ScalarType::Double : ScalarType::Float;
}

// The value of a full reduction (amin, amax) of t, read on the host as a double (a synchronisation).
double host_value(const char* op_name, const Tensor& t) {
  return host_double(call_tensor_op(find_op(op_name), {t, std::vector<int64_t>{}, false}));
}

// PyTorch's check of a probability tensor (read on the host: two reductions and a synchronisation). Its CUDA kernel
// takes the 16-bit floating types too (AT_DISPATCH_FLOATING_TYPES_AND2(Half, BFloat16, ...)).
void check_probabilities(const Tensor& p) {
  check_dtype_in(DtypeGroup::Floating, p.dtype(), "bernoulli_tensor_cuda_p_", {ScalarType::Half, ScalarType::BFloat16});
  if (p.numel() == 0) return;
  const double lo = host_value("amin", p), hi = host_value("amax", p);
  check(lo >= 0 && hi <= 1, ErrorKind::RuntimeError,
        "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message be improved?  If so, "
        "please report an enhancement request to PyTorch.)");
}

Tensor host_scalar_tensor(double v) {
  Tensor t = empty(std::vector<int64_t>{}, ScalarType::Double);
  *t.data<double>() = v;
  return t;
}

}  // namespace

std::pair<uint64_t, uint64_t> philox_state() { return {philox_seed.load(), philox_offset.load()}; }
void set_philox_state(uint64_t seed, uint64_t offset) {
  philox_seed = seed;
  philox_offset = offset;
}

void set_philox_seed(uint64_t seed) {
  philox_seed = seed;
  philox_offset = 0;
}

PhiloxSlot reserve_philox(uint64_t blocks) { return {philox_seed.load(), philox_offset.fetch_add(blocks)}; }

void refuse_generator(const Stack& s, size_t i) {
  const bool given = random::generator_given() || (i < s.size() && !std::holds_alternative<NoneValue>(s[i]));
  check(!given, ErrorKind::RuntimeError, "Expected a 'cuda' device type for generator but found 'cpu'");
}

TSR_REGISTER_KERNEL("uniform_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  Tensor self = std::get<Tensor>(s[0]);
  fill<Dist::Uniform>(self, number(s, 1, 0.0), number(s, 2, 1.0));
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("normal_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  Tensor self = std::get<Tensor>(s[0]);
  const double std_dev = number(s, 2, 1.0);
  check(std_dev >= 0, ErrorKind::RuntimeError, "normal expects std >= 0.0, but found std ", std_dev);
  fill<Dist::Normal>(self, number(s, 1, 0.0), std_dev);
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("rand", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor t = make(s);
  fill<Dist::Uniform>(t, 0.0, 1.0);
  set_result(s, std::move(t));
});
TSR_REGISTER_KERNEL("randn", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor t = make(s);
  fill<Dist::Normal>(t, 0.0, 1.0);
  set_result(s, std::move(t));
});
// torch.normal: (mean, std, size, generator, dtype, device) drawn here; the tensor overloads are the CPU kernels
// (random_ops.cpp), which draw with the device's normal_ and shift and scale with dispatched ops.
TSR_REGISTER_KERNEL("normal.float_float", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  const double mean = number(s, 0, 0.0), std_dev = number(s, 1, 1.0);
  check(std_dev >= 0, ErrorKind::RuntimeError, "normal expects std >= 0.0, but found std ", std_dev);
  Tensor t = empty(std::get<std::vector<int64_t>>(s.at(2)), dtype_at(s, 4).value_or(default_dtype()), device_at(s, 5));
  fill<Dist::Normal>(t, mean, std_dev);
  set_result(s, std::move(t));
});
TSR_REGISTER_KERNEL("rand.generator", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 1);
  Tensor t = make(s, 2);
  fill<Dist::Uniform>(t, 0.0, 1.0);
  set_result(s, std::move(t));
});
TSR_REGISTER_KERNEL("randn.generator", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 1);
  Tensor t = make(s, 2);
  fill<Dist::Normal>(t, 0.0, 1.0);
  set_result(s, std::move(t));
});

}  // namespace tsr::tensor::cuda

namespace tsr::tensor::cuda {

// ---- integers: random_, random_.from/.to, randint -----------------------------------------------------------------

namespace {

// out[i] = from + bits % range, the bits one Philox block's first word (ranges up to 2^32) or first two (wider), as
// PyTorch's CUDA random_from_to; range 0: the 64 bits as a signed value (every int64).
__global__ void fill_random_ints(int64_t* out, int64_t n, uint64_t seed, uint64_t offset, int64_t from, uint64_t range) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const auto r = philox4x32_10({uint32_t(i), uint32_t(uint64_t(i) >> 32), uint32_t(offset), uint32_t(offset >> 32)},
                                 {uint32_t(seed), uint32_t(seed >> 32)});
    const bool wide = range == 0 || range > (uint64_t(1) << 32);
    const uint64_t bits = wide ? (uint64_t(r[0]) | (uint64_t(r[1]) << 32)) : uint64_t(r[0]);
    out[i] = range == 0 ? int64_t(bits) : int64_t(uint64_t(from) + bits % range);
  }
}

// self (any real dtype) = from + a uniform draw in [0, range), drawn as int64 and cast (random_range's checks done).
void random_ints(Tensor& self, random::RandomRange r) {
  if (self.numel() == 0) return;
  Tensor values = empty(self.sizes(), ScalarType::Long, self.device());
  const uint64_t seed = philox_seed.load(), offset = philox_offset.fetch_add(1);
  fill_random_ints<<<grid_for(values.numel()), kThreads, 0, stream()>>>(values.data<int64_t>(), values.numel(), seed,
                                                                         offset, r.from, r.range);
  TSR_CUDA_LAUNCH_CHECK();
  copy_(self, values);
}

void refuse_complex(const Tensor& self, const char* name) {
  if (is_complex(self.dtype())) throw_not_implemented_for(name, self.dtype());
}

}  // namespace

TSR_REGISTER_KERNEL("random_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 1);
  Tensor self = std::get<Tensor>(s[0]);
  refuse_complex(self, "random_cuda");
  random_ints(self, {0, random::random_full_modulus(self.dtype())});
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("random_.from", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  Tensor self = std::get<Tensor>(s[0]);
  refuse_complex(self, "random_from_to_range_cuda");
  std::optional<int64_t> to;
  if (s.size() > 2)
    if (const int64_t* v = std::get_if<int64_t>(&s[2])) to = *v;
  random_ints(self, random::random_range(self.dtype(), int_arg(s, 1, 0), to));
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("random_.to", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 2);
  Tensor self = std::get<Tensor>(s[0]);
  refuse_complex(self, "random_from_to_range_cuda");
  random_ints(self, random::random_range(self.dtype(), 0, std::get<int64_t>(s[1])));
  set_result(s, self);
}));

namespace {

// randint(high, size) / randint.low(low, high, size) and their generator= forms: an int64 tensor unless dtype= says.
BoxedKernel randint(bool low_given, bool generator_slot) {
  return [low_given, generator_slot](const Operator&, DispatchKeySet, Stack& s) {
    const size_t high_at = low_given ? 1 : 0, dtype_i = high_at + (generator_slot ? 3 : 2);
    if (generator_slot) refuse_generator(s, high_at + 2);
    const int64_t low = low_given ? std::get<int64_t>(s[0]) : 0, high = std::get<int64_t>(s[high_at]);
    Tensor out = empty(std::get<std::vector<int64_t>>(s.at(high_at + 1)),
                       dtype_at(s, dtype_i).value_or(ScalarType::Long), device_at(s, dtype_i + 1));
    random_ints(out, random::random_range(out.dtype(), low, high));
    set_result(s, std::move(out));
  };
}
}  // namespace

TSR_REGISTER_KERNEL("randint", CUDA, randint(false, false));
TSR_REGISTER_KERNEL("randint.low", CUDA, randint(true, false));
TSR_REGISTER_KERNEL("randint.generator", CUDA, randint(false, true));
TSR_REGISTER_KERNEL("randint.low_generator", CUDA, randint(true, true));
namespace {

// randint_like(self, high) / (self, low, high): self's shape, layout and dtype unless dtype= says, on the device
// asked (self's by default), filled by random_(low, high).
BoxedKernel randint_like(bool low_given) {
  return kernel([low_given](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor self = std::get<Tensor>(s[0]);
    const int64_t low = low_given ? std::get<int64_t>(s[1]) : 0, high = std::get<int64_t>(s[low_given ? 2 : 1]);
    const size_t dtype_i = low_given ? 3 : 2;
    Tensor out = empty_like_layout(self, self.sizes(), dtype_at(s, dtype_i).value_or(self.dtype()),
                                   device_at(s, dtype_i + 1, self.device()));
    static const Operator& random_from = find_op("random_.from");
    call_tensor_op(random_from, {out, low, high});  // on out's device (the CPU's draws for device='cpu')
    set_result(s, std::move(out));
  });
}
}  // namespace

TSR_REGISTER_KERNEL("randint_like", CUDA, randint_like(false));
TSR_REGISTER_KERNEL("randint_like.low_dtype", CUDA, randint_like(true));

namespace {

__global__ void iota_kernel(int64_t* out, int64_t n) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) out[i] = i;
}

// randperm on the device: 0 .. n-1 sorted by a random 64-bit key each (a stable sort: equal keys, which have
// probability about n^2 / 2^65, keep their order).
BoxedKernel randperm(bool generator_slot) {
  return [generator_slot](const Operator&, DispatchKeySet, Stack& s) {
    const size_t dtype_i = generator_slot ? 2 : 1;
    if (generator_slot) refuse_generator(s, 1);
    const int64_t n = std::get<int64_t>(s.at(0));
    check(n >= 0, ErrorKind::RuntimeError, "n must be non-negative, got", n);
    const ScalarType dtype = dtype_at(s, dtype_i).value_or(ScalarType::Long);
    const Device device = device_at(s, dtype_i + 1);
    Tensor perm = empty(std::vector<int64_t>{n}, ScalarType::Long, device);
    if (n > 0) {
      Tensor keys = empty(std::vector<int64_t>{n}, ScalarType::Long, device);
      random_ints(keys, {0, 0});
      iota_kernel<<<grid_for(n), kThreads, 0, stream()>>>(perm.data<int64_t>(), n);
      TSR_CUDA_LAUNCH_CHECK();
      thrust::stable_sort_by_key(thrust::cuda::par.on(stream()), keys.data<int64_t>(), keys.data<int64_t>() + n,
                                 perm.data<int64_t>());
    }
    set_result(s, dtype == ScalarType::Long ? perm : to_dtype(perm, dtype));
  };
}

}  // namespace

TSR_REGISTER_KERNEL("randperm", CUDA, randperm(false));
TSR_REGISTER_KERNEL("randperm.generator", CUDA, randperm(true));

// ---- floating distributions from uniform or normal draws: exponential_, cauchy_, log_normal_, geometric_ ----------

namespace {

// self = f(u) for u uniform in [0, 1) drawn in float64 on the device (D == Uniform), or f(z) for z normal(a, b).
template <Dist D, class F>
void from_draws(Tensor& self, double a, double b, F f) {
  if (self.numel() == 0) return;
  Tensor draws = empty(self.sizes(), ScalarType::Double, self.device());
  fill<D>(draws, a, b);
  dispatch_all(self.dtype(), "random_cuda", [&]<class T>(std::type_identity<T>) {
    launch<T, double, 1>(self, {draws}, f);
  });
}

}  // namespace

namespace {
void fill_exponential(Tensor& self, double lambda) {
  check(lambda >= 0.0, ErrorKind::RuntimeError, "exponential_ expects lambda >= 0.0, but found lambda=", lambda);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "exponential_cuda", {ScalarType::Half, ScalarType::BFloat16});
  from_draws<Dist::Uniform>(self, 0.0, 1.0, ExponentialF{lambda});
}
}  // namespace

TSR_REGISTER_KERNEL("exponential_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 2);
  Tensor self = std::get<Tensor>(s[0]);
  fill_exponential(self, number(s, 1, 1.0));
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("cauchy_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  Tensor self = std::get<Tensor>(s[0]);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "cauchy_cuda", {ScalarType::Half, ScalarType::BFloat16});
  from_draws<Dist::Uniform>(self, 0.0, 1.0, CauchyF{number(s, 1, 0.0), number(s, 2, 1.0)});
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("log_normal_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  Tensor self = std::get<Tensor>(s[0]);
  const double mean = number(s, 1, 1.0), std_dev = number(s, 2, 2.0);
  check(std_dev > 0.0, ErrorKind::RuntimeError, "log_normal_ expects std > 0.0, but found std=", std_dev);
  check_dtype_in(DtypeGroup::Floating, self.dtype(), "log_normal_cuda", {ScalarType::Half, ScalarType::BFloat16});
  from_draws<Dist::Normal>(self, mean, std_dev, ExpF{});
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("geometric_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 2);
  Tensor self = std::get<Tensor>(s[0]);
  const double p = number(s, 1, 0.5);
  check(p > 0 && p < 1, ErrorKind::RuntimeError, "geometric_ expects p to be in (0, 1), but got p=", p);
  refuse_complex(self, "geometric_cuda");
  from_draws<Dist::Uniform>(self, 0.0, 1.0, GeometricF{p});
  set_result(s, self);
}));

// ---- multinomial ----------------------------------------------------------------------------------------------------

namespace {

// With replacement: thread i draws sample i % n_sample of row i / n_sample: a float64 uniform u, then the first
// category whose normalised running sum is not below u (the CPU kernel's bisection).
template <class T>
__global__ void multinomial_draw(const T* cdf, int64_t n_categories, int64_t n_sample, int64_t total_samples,
                                 int64_t* out, uint64_t seed, uint64_t offset) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < total_samples; i += step) {
    const auto r = philox4x32_10({uint32_t(i), uint32_t(uint64_t(i) >> 32), uint32_t(offset), uint32_t(offset >> 32)},
                                 {uint32_t(seed), uint32_t(seed >> 32)});
    const double u = uniform_double(r[0], r[1]);
    const T* c = cdf + (i / n_sample) * n_categories;
    const double total = double(c[n_categories - 1]);
    int64_t left = 0, right = n_categories;
    while (right > left) {
      const int64_t mid = left + (right - left) / 2;
      if (double(c[mid]) / total < u) left = mid + 1;
      else right = mid;
    }
    out[i] = left < n_categories ? left : n_categories - 1;
  }
}


}  // namespace

// PyTorch's checks (their values read on the host: a few reductions and a synchronisation); without replacement
// the exponential trick of the CPU kernel (argmax or topk of p / Exp(1) draws), with it a search of each row's
// running sums per sample.
TSR_REGISTER_KERNEL("multinomial", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 3);
  const Tensor self = std::get<Tensor>(s[0]);
  const int64_t n_sample = std::get<int64_t>(s[1]);
  const bool replacement = std::get<bool>(s[2]);
  random::check_multinomial_arguments(self, n_sample, replacement);
  const int64_t n_categories = self.size(-1);
  const Tensor rows = contiguous(self.dim() == 1 ? unsqueeze(self, 0) : self);
  const ScalarType acc = self.dtype() == ScalarType::Double ? ScalarType::Double : ScalarType::Float;
  const Tensor wide = to_dtype(rows, acc);
  const double lo = host_value("amin", wide), hi = host_value("amax", wide);
  if (!replacement)
    check(lo >= 0 && hi < INFINITY, ErrorKind::RuntimeError,
          "probability tensor contains either `inf`, `nan` or element < 0");
  // A NaN fails the first check, as in the CPU kernel (its test is not `p >= 0`).
  check(lo >= 0 && hi == hi, ErrorKind::RuntimeError,
        "invalid multinomial distribution (encountering probability entry < 0)");
  check(hi < INFINITY, ErrorKind::RuntimeError,
        "invalid multinomial distribution (encountering probability entry = infinity or NaN)");
  static const Operator& sum_op = find_op("sum.dim_IntList");
  const Tensor sums = call_tensor_op(sum_op, {wide, std::vector<int64_t>{-1}, false, NoneValue{}});
  check(host_value("amin", sums) > 0, ErrorKind::RuntimeError,
        "invalid multinomial distribution (sum of probabilities <= 0)");
  if (!replacement) {
    Tensor q = empty_like_layout(self, self.sizes(), self.dtype());
    fill_exponential(q, 1.0);
    q = div(self, q);
    static const Operator& argmax_op = find_op("argmax");
    static const Operator& topk_op = find_op("topk");
    set_result(s, n_sample == 1 ? call_tensor_op(argmax_op, {q, int64_t(-1), true})
                                : std::get<Tensor>(call_op(topk_op, {q, n_sample, int64_t(-1), true, true}).at(1)));
    return;
  }
  static const Operator& cumsum_op = find_op("cumsum");
  const Tensor cdf = call_tensor_op(cumsum_op, {wide, int64_t(-1), NoneValue{}});
  const int64_t n_rows = rows.size(0), total = n_rows * n_sample;
  Tensor out = empty(self.dim() == 2 ? std::vector<int64_t>{n_rows, n_sample} : std::vector<int64_t>{n_sample},
                     ScalarType::Long, self.device());
  const uint64_t seed = philox_seed.load(), offset = philox_offset.fetch_add(1);
  if (acc == ScalarType::Float)
    multinomial_draw<float><<<grid_for(total), kThreads, 0, stream()>>>(cdf.data<float>(), n_categories, n_sample,
                                                                       total, out.data<int64_t>(), seed, offset);
  else
    multinomial_draw<double><<<grid_for(total), kThreads, 0, stream()>>>(cdf.data<double>(), n_categories, n_sample,
                                                                        total, out.data<int64_t>(), seed, offset);
  TSR_CUDA_LAUNCH_CHECK();
  set_result(s, std::move(out));
}));

TSR_REGISTER_KERNEL("bernoulli_.float", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 2);
  Tensor self = std::get<Tensor>(s[0]);
  const double p = number(s, 1, 0.5);
  check(p >= 0 && p <= 1, ErrorKind::RuntimeError, "bernoulli_ expects p to be in [0, 1], but got p=", p);
  bernoulli_into(self, host_scalar_tensor(p), draw_dtype(self.dtype()));
  set_result(s, self);
}));
TSR_REGISTER_KERNEL("bernoulli.p", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 2);
  const Tensor self = std::get<Tensor>(s[0]);
  const double p = number(s, 1, 0.5);
  check(p >= 0 && p <= 1, ErrorKind::RuntimeError, "bernoulli_ expects p to be in [0, 1], but got p=", p);
  Tensor out = empty(self.sizes(), self.dtype(), self.device());
  bernoulli_into(out, host_scalar_tensor(p), draw_dtype(self.dtype()));
  set_result(s, std::move(out));
}));
TSR_REGISTER_KERNEL("bernoulli", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 1);
  const Tensor p = std::get<Tensor>(s[0]);
  check_probabilities(p);
  Tensor out = empty(p.sizes(), p.dtype(), p.device());
  bernoulli_into(out, p, draw_dtype(p.dtype()));
  set_result(s, std::move(out));
}));
TSR_REGISTER_KERNEL("bernoulli_.Tensor", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  refuse_generator(s, 2);
  Tensor self = std::get<Tensor>(s[0]);
  const Tensor p = tensor_operand(s[1]);
  check_probabilities(p);
  bernoulli_into(self, expand(p, self.sizes()), draw_dtype(self.dtype(), p.dtype()));
  set_result(s, self);
}));

}  // namespace tsr::tensor::cuda
