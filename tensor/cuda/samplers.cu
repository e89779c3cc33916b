// torch.distributions' samplers and reparameterised gradients on the CUDA key: poisson, _standard_gamma (Gamma, and
// so Beta and Chi2), _sample_dirichlet, binomial, _standard_gamma_grad and _dirichlet_grad. One thread per element
// runs the code the CPU kernels run (kernels/samplers.hpp: PyTorch's Distributions.h algorithms); a sampler's draws
// come from the element's own Philox stream (philox.hpp's PhiloxStream, on offsets reserved for the launch), so the
// numbers are the device's own (not the CPU stream's, nor bit-equal to PyTorch's CUDA ones: the issue does not ask
// it), and the same on every run after torch.manual_seed. A CPU generator is refused, as PyTorch's check_generator
// refuses it. float16 and bfloat16 compute in float. tests/tensor/cuda/samplers_test.cpp runs the per-element code
// with PhiloxStream on the CPU; tests/cuda/long_tail.tsr checks these kernels on a GPU.
#include <limits>

#include "tensor/cuda/operands.cuh"
#include "tensor/cuda/philox.hpp"
#include "tensor/kernels/samplers.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/random/generator.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor::cuda {
namespace {


// The samplers' dtypes on the device: PyTorch's CUDA kernels take float16 and bfloat16 too.
void check_sampler_dtype(ScalarType dtype, const char* name) {
  check_dtype_in(DtypeGroup::Floating, dtype, name, {ScalarType::Half, ScalarType::BFloat16});
}



template <class T>
struct Poisson {
  PhiloxSlot slot;
  const T* rate;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    PhiloxStream draws(slot.seed, slot.offset, uint64_t(i));
    out[i] = static_cast<T>(static_cast<double>(samplers::sample_poisson(static_cast<double>(rate[i]), draws)));
  }
};

// Gamma(alpha, 1) in the computation type A, floored at the result type R's smallest normal.
template <class T, class R>
struct StandardGamma {
  PhiloxSlot slot;
  const T* alpha;
  R* out;
  TSR_HD void operator()(int64_t i) const {
    using A = opmath_t<T>;
    PhiloxStream draws(slot.seed, slot.offset, uint64_t(i));
    const A sample = static_cast<A>(samplers::sample_gamma<A>(static_cast<A>(alpha[i]), draws));
    const A floor = static_cast<A>(std::numeric_limits<R>::min());
    out[i] = static_cast<R>(sample < floor ? floor : sample);
  }
};

template <class T>
struct Binomial {
  PhiloxSlot slot;
  const T* count;
  const T* prob;
  T* out;
  TSR_HD void operator()(int64_t i) const {
    using A = opmath_t<T>;
    PhiloxStream draws(slot.seed, slot.offset, uint64_t(i));
    out[i] = static_cast<T>(samplers::sample_binomial<A>(static_cast<A>(count[i]), static_cast<A>(prob[i]), draws));
  }
};

struct StandardGammaGrad {
  const double* alpha;
  const double* x;
  double* out;
  TSR_HD void operator()(int64_t i) const { out[i] = samplers::standard_gamma_grad_one(alpha[i], x[i]); }
};

template <class T>
struct DirichletGrad {
  const T* x;
  const T* alpha;
  const T* total;
  T* out;
  TSR_HD void operator()(int64_t i) const { out[i] = samplers::dirichlet_grad_one<T>(x[i], alpha[i], total[i]); }
};

}  // namespace

// poisson(rates, generator=None): rates must be non-negative (the CPU kernel's check, one read on the host).
TSR_REGISTER_KERNEL("poisson", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      refuse_generator(s, 1);
                      const Tensor rates = contiguous(t_arg(s, 0));
                      check_sampler_dtype(rates.dtype(), "poisson_cuda");
                      check(rates.numel() == 0 || host_double(dispatched("min", {rates})) >= 0,  // (a NaN rate fails too)
                            ErrorKind::RuntimeError, "invalid Poisson rate, expected rate to be non-negative");
                      Tensor out = empty(rates.sizes(), rates.dtype(), rates.device());
                      dispatch_floating(rates.dtype(), "poisson_cuda", [&]<class T>(std::type_identity<T>) {
                        if (out.numel() == 0) return;
                        launch_each_index(out.numel(), Poisson<T>{reserve_philox(PhiloxStream::kStreamBlocks),
                                                                  rates.data<T>(), out.data<T>()});
                      });
                      set_result(s, std::move(out));
                    }));

TSR_REGISTER_KERNEL("_standard_gamma", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      refuse_generator(s, 1);
                      const Tensor alpha = contiguous(t_arg(s, 0));
                      Tensor out = empty(alpha.sizes(), alpha.dtype(), alpha.device());
                      dispatch_floating(alpha.dtype(), "gamma_cuda", [&]<class T>(std::type_identity<T>) {
                        if (out.numel() == 0) return;
                        launch_each_index(out.numel(), StandardGamma<T, T>{reserve_philox(PhiloxStream::kStreamBlocks),
                                                                           alpha.data<T>(), out.data<T>()});
                      });
                      set_result(s, std::move(out));
                    }));

// _sample_dirichlet(alpha): Gamma draws in double (floored at double's smallest normal), each divided by its row's
// sum, then clamped into [the dtype's smallest normal, the float below 1], as the CPU kernel does.
TSR_REGISTER_KERNEL("_sample_dirichlet", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      refuse_generator(s, 1);
                      const Tensor alpha = contiguous(t_arg(s, 0));
                      check_dtype_in(DtypeGroup::Floating, alpha.dtype(), "dirichlet");
                      const Tensor alpha64 = contiguous(to_dtype(alpha, ScalarType::Double));
                      Tensor gamma = empty(alpha.sizes(), ScalarType::Double, alpha.device());
                      if (gamma.numel() > 0)
                        launch_each_index(gamma.numel(),
                                          StandardGamma<double, double>{reserve_philox(PhiloxStream::kStreamBlocks),
                                                                        alpha64.data<double>(), gamma.data<double>()});
                      const int64_t last = alpha.dim() == 0 ? 0 : -1;
                      const Tensor ratio =
                          dispatched("div.Tensor",
                             {gamma, dispatched("sum.dim_IntList", {gamma, std::vector<int64_t>{last}, true, NoneValue{}})});
                      const double low = alpha.dtype() == ScalarType::Float ? double(std::numeric_limits<float>::min())
                                                                            : std::numeric_limits<double>::min();
                      const double high = alpha.dtype() == ScalarType::Float ? double(std::nextafter(1.0f, 0.0f))
                                                                             : std::nextafter(1.0, 0.0);
                      set_result(s, dispatched("clamp", {to_dtype(ratio, alpha.dtype()), low, high}));
                    }));

// binomial(count, prob, generator=None): prob broadcast to count's shape, of count's dtype.
TSR_REGISTER_KERNEL("binomial", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      refuse_generator(s, 2);
                      const Tensor count = contiguous(t_arg(s, 0));
                      check(t_arg(s, 1).dtype() == count.dtype(), ErrorKind::RuntimeError,
                            "binomial: expected count and prob to have the same dtype");
                      const Tensor prob = contiguous(expand(t_arg(s, 1), count.sizes()));
                      Tensor out = empty(count.sizes(), count.dtype(), count.device());
                      dispatch_floating(count.dtype(), "binomial_cuda", [&]<class T>(std::type_identity<T>) {
                        if (out.numel() == 0) return;
                        launch_each_index(out.numel(), Binomial<T>{reserve_philox(PhiloxStream::kStreamBlocks),
                                                                   count.data<T>(), prob.data<T>(), out.data<T>()});
                      });
                      set_result(s, std::move(out));
                    }));

// _standard_gamma_grad(alpha, x): in double, broadcast, rounded to alpha's dtype (the CPU kernel's arithmetic).
TSR_REGISTER_KERNEL(
    "_standard_gamma_grad", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Tensor& alpha = t_arg(s, 0);
      check_sampler_dtype(alpha.dtype(), "_standard_gamma_grad_cuda");
      const auto shape = broadcast_shapes(alpha.sizes(), t_arg(s, 1).sizes());
      const Tensor a = contiguous(expand(to_dtype(alpha, ScalarType::Double), shape));
      const Tensor x = contiguous(expand(to_dtype(t_arg(s, 1), ScalarType::Double), shape));
      Tensor out = empty(shape, ScalarType::Double, alpha.device());
      launch_each_index(out.numel(), StandardGammaGrad{a.data<double>(), x.data<double>(), out.data<double>()});
      set_result(s, to_dtype(out, alpha.dtype()));
    }));

// _dirichlet_grad(x, alpha, total): alpha and total broadcast to x, one dtype, float32 or float64.
TSR_REGISTER_KERNEL(
    "_dirichlet_grad", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
      const Tensor x = contiguous(t_arg(s, 0));
      check_dtype_in(DtypeGroup::Floating, x.dtype(), "_dirichlet_grad_cuda");
      check(t_arg(s, 1).dtype() == x.dtype() && t_arg(s, 2).dtype() == x.dtype(), ErrorKind::RuntimeError,
            "_dirichlet_grad: expected x, alpha and total to have the same dtype");
      const Tensor alpha = contiguous(expand(t_arg(s, 1), x.sizes()));
      const Tensor total = contiguous(expand(t_arg(s, 2), x.sizes()));
      Tensor out = empty(x.sizes(), x.dtype(), x.device());
      dispatch_dtype<DtypeGroup::Floating>(x.dtype(), "_dirichlet_grad_cuda", [&]<class T>(std::type_identity<T>) {
        launch_each_index(out.numel(), DirichletGrad<T>{x.data<T>(), alpha.data<T>(), total.data<T>(), out.data<T>()});
      });
      set_result(s, std::move(out));
    }));

}  // namespace tsr::tensor::cuda
