// Random numbers on the CUDA key: uniform_, normal_, rand and randn, from Philox4x32-10 (philox.hpp). Each call
// takes a fresh offset, so successive calls draw fresh numbers; torch.manual_seed / torch.cuda.manual_seed reset
// the seed and the offset.
#include <atomic>
#include <cmath>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/cuda/elementwise.cuh"
#include "tensor/cuda/philox.hpp"
#include "tensor/cuda/runtime.cuh"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/type_promotion.hpp"
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
void refuse_generator(const Stack& s, size_t i) {
  check(!(i < s.size() && !std::holds_alternative<NoneValue>(s[i])), ErrorKind::NotImplementedError,
        "tsr's CUDA random ops take no generator= (they draw from the device's Philox stream)");
}
Tensor make(const Stack& s) {
  std::optional<ScalarType> dtype;
  if (s.size() > 1)
    if (const ScalarType* d = std::get_if<ScalarType>(&s[1])) dtype = *d;
  Device device{DeviceType::CUDA, 0};
  if (s.size() > 2)
    if (const Device* d = std::get_if<Device>(&s[2])) device = concrete_device(*d);
  return empty(std::get<std::vector<int64_t>>(s.at(0)), dtype.value_or(default_dtype()), device);
}

// bernoulli: a uniform draw per element in `dtype` (float32, or float64 for a float64 target or probability), 1
// where it is below p. `p` is a CUDA tensor broadcast to self, or a 0-d host tensor (a Python float).
void bernoulli_into(Tensor& self, const Tensor& p, ScalarType dtype) {
  if (self.numel() == 0) return;
  Tensor u = empty(self.sizes(), dtype, self.device());
  fill<Dist::Uniform>(u, 0.0, 1.0);
  Tensor draws = self.dtype() == dtype && self.is_contiguous() ? self : empty(self.sizes(), dtype, self.device());
  const Tensor prob = p.device().is_cpu() ? to_dtype(p, dtype) : (p.dtype() == dtype ? p : to_dtype(p, dtype));
  if (dtype == ScalarType::Float) launch<float, float, 2>(draws, {u, prob}, BernoulliF{});
  else launch<double, double, 2>(draws, {u, prob}, BernoulliF{});
  if (!draws.is_same(self)) copy_(self, draws);
}

ScalarType draw_dtype(ScalarType a, ScalarType b = ScalarType::Float) {
  return a == ScalarType::Double || b == ScalarType::Double ? ScalarType::Double : ScalarType::Float;
}

// PyTorch's check of a probability tensor (read on the host: two reductions and a synchronisation).
void check_probabilities(const Tensor& p) {
  check_dtype_in(DtypeGroup::Floating, p.dtype(), "bernoulli_tensor_cuda_p_");
  if (p.numel() == 0) return;
  static const Operator& amin_op = find_op("amin");
  static const Operator& amax_op = find_op("amax");
  const double lo = *to_dtype(to_device(call_tensor_op(amin_op, {p, std::vector<int64_t>{}, false}), Device{}),
                              ScalarType::Double).data<double>();
  const double hi = *to_dtype(to_device(call_tensor_op(amax_op, {p, std::vector<int64_t>{}, false}), Device{}),
                              ScalarType::Double).data<double>();
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

void set_philox_seed(uint64_t seed) {
  philox_seed = seed;
  philox_offset = 0;
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

}  // namespace tsr::tensor::cuda

namespace tsr::tensor::cuda {

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
