// The neural-network ops torch.nn.functional calls (ATen's schemas): activations, losses, layer norm,
// embedding and constant padding. Each kernel is composed of the library's own ops; each declaration carries its
// derivative formula, so autograd names the nodes as PyTorch does (MseLossBackward0, ...).
//
// `reduction` is ATen's integer: 0 none, 1 mean, 2 sum.
#include "tensor/ops/nn_ops.hpp"

#include <omp.h>

#include <algorithm>
#include <optional>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/cpu_capability.hpp"
#include "tensor/core/dim_order.hpp"
#include "tensor/core/device_check.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/kernels/cpu/activation_backward.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {

// Derivative formulas several declarations below share, and their helpers.

// PyTorch's activation backward kernels take grad_output as their first operand, so their result is laid out as
// grad_output is (as self is where grad_output is broadcast: the expanded gradient of a sum). A result composed
// of where/compare on self gets self's layout; as_grad_layout lays it out as PyTorch's kernel does, which later
// reductions' summation order follows. laid_out_as_grad, for formulas: under create_graph the result stays as
// composed (a copy would need recording).
Tensor as_grad_layout(const Tensor& r, const Tensor& grad) {
  if (r.sizes() != grad.sizes()) return r;
  for (int64_t d = 0; d < grad.dim(); ++d)
    if (grad.strides()[d] == 0 && grad.sizes()[d] > 1) return r;
  Tensor out = empty_like_layout(grad, r.sizes(), r.dtype());
  if (out.strides() == r.strides()) return r;
  call("copy_", {out, r});
  return out;
}
Tensor laid_out_as_grad(const Tensor& r, const Tensor& grad) {
  return autograd::grad_mode_enabled() ? r : as_grad_layout(r, grad);
}
// silu and silu_ (the in-place form saves self before it changes).

G silu_backward(Ctx& c) {
  Tensor x = c.s("self");
  // Without create_graph, PyTorch's silu_backward kernel and its rounding.
  if (!autograd::grad_mode_enabled() && activation_exact_applies(c.g(), x)) return G{silu_backward_exact(c.g(), x)};
  if (!autograd::grad_mode_enabled() && x.dtype() == ScalarType::BFloat16 && c.g().dtype() == x.dtype() &&
      x.device().is_cpu() && c.g().device().is_cpu() && c.g().sizes() == x.sizes())
    return G{silu_backward_bfloat16(c.g(), x)};
  Tensor sg = sigmoid(x);
  return G{mul(c.g(), mul(sg, add(scalar(1, x.dtype()), mul(x, sub(scalar(1, x.dtype()), sg)))))};
}

// The gradient of a loss spread back over the elements, not yet divided by their count for a mean.
Tensor expanded_loss_grad(Ctx& c, const Dims& shape) {
  if (c.i("reduction", 1) == 0) return c.g();
  return expand_reduced(c.g(), shape, {}, true);
}

// The gradient of a reduced loss, spread back over the elements (mean divides by their count).
Tensor loss_grad(Ctx& c, const Dims& shape) {
  const int64_t red = c.i("reduction", 1);
  if (red == 0) return c.g();
  Tensor g = expand_reduced(c.g(), shape, {}, true);
  return red == 1 ? div(g, scalar(double(numel_of(shape)), g.dtype())) : g;
}

// The elements of d a PyTorch loss kernel computes in its scalar loop: on the CPU those after the last whole step
// of its vector loop (two AVX2 vectors: 16 floats, 8 doubles); on CUDA every element (its kernels are scalar).
Tensor scalar_loop(const Tensor& d) {
  if (!d.device().is_cpu()) return call("ones_like", {d, ScalarType::Bool});
  const int64_t step = d.dtype() == ScalarType::Double ? 8 : 16, n = d.numel();
  return compare(reshape_to(arange(0, n, 1, ScalarType::Long), d.sizes()), scalar(double(n - n % step), ScalarType::Long),
                 CompareOp::Ge);
}

// What PyTorch's mse/smooth_l1 backward kernels multiply: norm * value * grad, with norm the reduction's factor
// (factor / numel for the mean, else factor) rounded to the dtype first, and grad the output's gradient expanded.
std::pair<Tensor, Tensor> loss_norm_and_grad(Ctx& c, const Dims& shape, double factor, ScalarType dtype) {
  const int64_t red = c.i("reduction", 1);
  Tensor g = red == 0 ? c.g() : expand_reduced(c.g(), shape, {}, true);
  return {scalar(red == 1 ? factor / double(numel_of(shape)) : factor, dtype), g};
}

Tensor nll_grad(Ctx& c, const Tensor& self2d, const Tensor& target1d, Tensor g) {
  Tensor weight = c.saved_index.count("weight") ? c.s("weight") : Tensor();
  NllParts p = nll_parts(self2d, target1d, weight, c.i("ignore_index", -100));
  const int64_t red = c.i("reduction", 1);
  Tensor coeff = neg(p.w);
  if (red == 0)
    coeff = mul(coeff, p.batched ? g : call("unsqueeze", {g, int64_t(0)}));
  else
    coeff = mul(coeff, red == 1 ? div(g, nll_totals(p, weight.defined()).weight) : g);
  // an ignored sample writes nothing (PyTorch leaves its zeros): +0, not -0 * g
  if (p.ignored.defined()) coeff = where(p.ignored, zeros(Dims{}, coeff.dtype(), coeff.device()), coeff);
  Tensor z = call("zeros", {std::vector<int64_t>(p.x.sizes().begin(), p.x.sizes().end()), p.x.dtype(), p.x.device()});
  Tensor gx = call("scatter.src",
                   {z, int64_t(1), call("unsqueeze", {p.target, int64_t(1)}), call("unsqueeze", {coeff, int64_t(1)})});
  return p.batched ? gx : call("squeeze.dim", {gx, int64_t(0)});
}

// norm_except_dim(v, 2, dim) for dim 0 or the last dim (the two _weight_norm_interface takes), shaped to broadcast
// against v.
Tensor weight_norms(const Tensor& v, int64_t dim) {
  const int64_t last = v.dim() - 1;
  check(dim == 0 || dim == last, ErrorKind::RuntimeError, "_weight_norm_interface: dim must be 0 or the last dim");
  Dims bcast(static_cast<size_t>(v.dim()), 1);
  bcast[dim] = v.sizes()[dim];
  const int64_t rows = v.sizes()[dim], rest = rows == 0 ? 0 : v.numel() / rows;
  Tensor flat = dim == 0 ? reshape_to(contiguous(v), Dims{rows, rest}) : reshape_to(contiguous(v), Dims{rest, rows});
  Tensor n = call("norm.ScalarOpt_dim", {flat, 2.0, std::vector<int64_t>{dim == 0 ? 1 : 0}, false});
  return reshape_to(n, bcast);
}

// Note [weight_norm's fused kernels]: 1.13's CPU weight_norm_kernel and weight_norm_backward_kernel for float and
// double, which _weight_norm_interface runs (and its backward, outside create_graph). Over dim 0 each row of N
// elements is one reduction: ||v|| = sqrt(map_reduce_all(v * v)) (pytorch_vec::dot_all: the later vectors'
// products fused into the accumulator on AVX2), w = v * (g / ||v||); backward sum = map2_reduce_all(grad_w * v),
// grad_g = sum / ||v||, a = g / ||v||, b = a * grad_g / ||v||, grad_v = a * grad_w - b * v. Over the last dim the
// columns are reduced down the rows into a buffer per thread (at::parallel_for's chunks of rows; each step
// out + v * v, fused on AVX2), the buffers then added thread by thread.
bool weight_norm_fused_applies(const Tensor& v, const Tensor& g) {
  return v.device().is_cpu() && g.device().is_cpu() && (v.dtype() == ScalarType::Float || v.dtype() == ScalarType::Double) &&
         g.dtype() == v.dtype() && v.numel() > 0 && !functorch::any_batched(v, g, Tensor());
}

// at::parallel_for(0, M, 1, f) as OpenMP splits it (ParallelOpenMP.h): min(threads, M) chunks of divup(M, that)
// rows, chunk t going to thread t; each call gets (t, begin, end). Run here one after another: the sums below
// depend on the split, not on the threads.
template <class F>
void for_row_chunks(int64_t M, F f) {
  const int64_t threads = std::max<int64_t>(1, std::min<int64_t>(omp_get_max_threads(), M));
  const int64_t chunk = (M + threads - 1) / threads;
  for (int64_t t = 0; t * chunk < M; ++t) f(t, t * chunk, std::min(M, (t + 1) * chunk));
}

// Over the last dim: the columns' sums of x * y down the M rows, each thread's chunk of rows (for_row_chunks) into
// its own buffer (each step out + x * y, fused on AVX2), the buffers then added thread by thread.
template <class T>
std::vector<T> column_dots(const T* x, const T* y, int64_t M, int64_t N, bool fused) {
  const int64_t threads = std::max<int64_t>(1, omp_get_max_threads());
  std::vector<T> buffer(static_cast<size_t>(threads * N), T(0));
  for_row_chunks(M, [&](int64_t t, int64_t begin, int64_t end) {
    T* out = buffer.data() + t * N;
    for (int64_t i = begin; i < end; ++i)
      for (int64_t j = 0; j < N; ++j) out[j] = pytorch_vec::madd(fused, x[i * N + j], y[i * N + j], out[j]);
  });
  std::vector<T> sums(static_cast<size_t>(N));
  for (int64_t j = 0; j < N; ++j) {
    T sum = 0;
    for (int64_t t = 0; t < threads; ++t) sum += buffer[static_cast<size_t>(t * N + j)];
    sums[static_cast<size_t>(j)] = sum;
  }
  return sums;
}

template <class T>
void weight_norm_fused_forward(const T* v, const T* g, int64_t M, int64_t N, bool first_dim, T* w, T* norm) {
  const bool fused = pytorch_vec::avx2();
  if (first_dim) {
    for (int64_t i = 0; i < M; ++i) {
      const T n = std::sqrt(pytorch_vec::dot_all(v + i * N, v + i * N, N));
      norm[i] = n;
      const T a = g[i] / n;
      for (int64_t j = 0; j < N; ++j) w[i * N + j] = v[i * N + j] * a;
    }
    return;
  }
  const std::vector<T> sums = column_dots(v, v, M, N, fused);
  std::vector<T> scale(static_cast<size_t>(N));
  for (int64_t j = 0; j < N; ++j) {
    norm[j] = std::sqrt(sums[static_cast<size_t>(j)]);
    scale[static_cast<size_t>(j)] = g[j] / norm[j];
  }
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) w[i * N + j] = v[i * N + j] * scale[static_cast<size_t>(j)];
}

template <class T>
void weight_norm_fused_backward(const T* gw, const T* v, const T* g, const T* norm, int64_t M, int64_t N,
                                bool first_dim, T* grad_v, T* grad_g) {
  const bool fused = pytorch_vec::avx2();
  // a * grad_w - b * v as GCC contracts map2's lambda on AVX2: a * grad_w rounded, then b * v subtracted in one step
  auto combine = [fused](T a, T x, T b, T y) { return fused ? std::fma(-b, y, a * x) : a * x - b * y; };
  if (first_dim) {
    for (int64_t i = 0; i < M; ++i) {
      const T sum = pytorch_vec::dot_all(gw + i * N, v + i * N, N);
      const T gg = sum / norm[i];
      grad_g[i] = gg;
      const T a = g[i] / norm[i], b = a * gg / norm[i];
      for (int64_t j = 0; j < N; ++j) grad_v[i * N + j] = combine(a, gw[i * N + j], b, v[i * N + j]);
    }
    return;
  }
  const std::vector<T> sums = column_dots(gw, v, M, N, fused);
  std::vector<T> a(static_cast<size_t>(N)), b(static_cast<size_t>(N));
  for (int64_t j = 0; j < N; ++j) {
    const T gg = sums[static_cast<size_t>(j)] / norm[j];
    grad_g[j] = gg;
    a[static_cast<size_t>(j)] = g[j] / norm[j];
    b[static_cast<size_t>(j)] = a[static_cast<size_t>(j)] * gg / norm[j];
  }
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j)
      grad_v[i * N + j] = combine(a[static_cast<size_t>(j)], gw[i * N + j], b[static_cast<size_t>(j)], v[i * N + j]);
}

// (rows M, row length N) of the fused kernels for dim 0 or the last dim of v.
std::pair<int64_t, int64_t> weight_norm_rows(const Tensor& v, int64_t dim) {
  if (dim == 0) return {v.sizes()[0], v.numel() / v.sizes()[0]};
  const int64_t n = v.sizes()[v.dim() - 1];
  return {v.numel() / n, n};
}

}  // namespace

// weight_norm's fused form for dim 0 or the last dim (PyTorch's _weight_norm picks it there): w = v * (g / ||v||),
// with the norms as the second result; the derivative is 1.13's _weight_norm_differentiable_backward.
TSR_DEFINE_OP("_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)",
              "weight_norm's w = v * (g / norm_except_dim(v, 2, dim)) and those norms, for dim 0 or the last dim.",
              autograd::formula("WeightNormInterfaceBackward0", {"v", "g", "result1"}, [](Ctx& c) {
                const Tensor v = c.s("v"), g = c.s("g"), norms = c.s("result1");
                const Tensor gw = contiguous(c.g(0));
                const int64_t dim = c.i("dim", 0);
                // _weight_norm_interface_backward's kernel (Note [weight_norm's fused kernels]) outside create_graph
                if (!grad_mode_enabled() && weight_norm_fused_applies(v, g) && gw.dtype() == v.dtype() &&
                    gw.device().is_cpu() && !functorch::is_batched(c.g(0))) {
                  const Tensor vc = contiguous(v), gc = contiguous(g), nc = contiguous(norms);
                  Tensor grad_v = empty(std::vector<int64_t>(v.sizes().begin(), v.sizes().end()), v.dtype());
                  Tensor grad_g = empty(std::vector<int64_t>(g.sizes().begin(), g.sizes().end()), g.dtype());
                  // (plain variables: the lambda below captures them, which clang 14 refuses for a structured binding)
                  const std::pair<int64_t, int64_t> mn = weight_norm_rows(v, dim);
                  const int64_t M = mn.first, N = mn.second;
                  visit_dtype(v.dtype(), [&]<class T>(std::type_identity<T>) {
                    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
                      weight_norm_fused_backward(gw.data<const T>(), vc.data<const T>(), gc.data<const T>(),
                                                 nc.data<const T>(), M, N, dim == 0, grad_v.data<T>(), grad_g.data<T>());
                  });
                  return G{grad_v, grad_g};
                }
                Dims bcast(static_cast<size_t>(v.dim()), 1);
                bcast[dim] = v.sizes()[dim];
                const int64_t rows = v.sizes()[dim], rest = rows == 0 ? 0 : v.numel() / rows;
                Tensor prod = mul(gw, v);
                Tensor sums = dim == 0
                                  ? call("sum.dim_IntList", {reshape_to(prod, Dims{rows, rest}), std::vector<int64_t>{1},
                                                             false, NoneValue{}})
                                  : call("sum.dim_IntList", {reshape_to(prod, Dims{rest, rows}), std::vector<int64_t>{0},
                                                             false, NoneValue{}});
                sums = reshape_to(sums, bcast);
                Tensor grad_v = mul(div(g, norms), sub(gw, mul(v, div(sums, mul(norms, norms)))));
                Tensor grad_g = div(sums, norms);
                return G{grad_v, c.to(grad_g, "g")};
              }));

TSR_DEFINE_OP("mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor", "Mean squared error.",
              autograd::formula("MseLossBackward0", {"self", "target"}, [](Ctx& c) {
                // PyTorch's mse_loss_backward runs one TensorIterator over (grad_input, self, target, grad) that
                // takes a single dtype: a target of another dtype (Long under a Float input) fails there
                check(c.s("self").dtype() == c.s("target").dtype(), ErrorKind::RuntimeError, "Found dtype ",
                      dtype_title(c.s("target").dtype()), " but expected ", dtype_title(c.s("self").dtype()));
                const Tensor gs = call("mse_loss_backward", {c.g(), c.s("self"), c.s("target"), c.i("reduction", 1)});
                return G{c.to(gs, "self"), c.to(neg(gs), "target")};
              }));
// mse_loss's gradient as an op, so that under create_graph its own derivative is recorded (PyTorch's
// MseLossBackwardBackward0, whose roundings are mse_loss_double_backward's: (2 * grad) / numel).
TSR_DEFINE_OP("mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor",
              "mse_loss's gradient wrt self: norm * (self - target) * grad_output (norm 2 / numel for the mean, "
              "else 2).",
              autograd::formula("MseLossBackwardBackward0", {"grad_output", "self", "target"}, [](Ctx& c) {
                const Tensor go = c.s("grad_output"), x = c.s("self"), t = c.s("target");
                const int64_t red = c.i("reduction", 1);
                // mse_loss_double_backward: 2 * (grad * grad_output), then divided by numel for the mean
                auto double_backward = [&]() {
                  Tensor r = mul(scalar(2, x.dtype()), mul(c.g(), go));
                  return red == 1 ? div(r, scalar(static_cast<double>(x.numel()), x.dtype())) : r;
                };
                Tensor g_go = c.when_needed("grad_output", [&] {
                  if (red == 0) return call("mse_loss_backward", {c.g(), x, t, red});
                  const Tensor r = call("mse_loss_backward", {ones_like(go), x, t, red});
                  return sum(mul(r, c.g()));
                });
                Tensor g_x = c.when_needed("self", double_backward);
                Tensor g_t = c.when_needed("target", [&] { return neg(double_backward()); });
                return G{g_go, g_x.defined() ? c.to(g_x, "self") : g_x, g_t.defined() ? c.to(g_t, "target") : g_t};
              }));
TSR_DEFINE_OP("l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor", "Mean absolute error.",
              autograd::formula("L1LossBackward0", {"self", "target"}, [](Ctx& c) {
                Tensor d = sub(c.s("self"), c.s("target"));
                Tensor gs = mul(sign(d), loss_grad(c, d.sizes()));
                return G{c.to(gs, "self"), c.to(neg(gs), "target")};
              }));
TSR_DEFINE_OP("smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.0) -> Tensor",
              "Squared error below beta, absolute error above it.",
              autograd::formula("SmoothL1LossBackward0", {"self", "target"}, [](Ctx& c) {
                const double beta = c.d("beta", 1.0);
                Tensor d = sub(c.s("self"), c.s("target"));
                Tensor inner = beta == 0 ? sign(d)
                                         : where(compare(abs(d), scalar(beta, d.dtype()), CompareOp::Lt),
                                                 div(d, scalar(beta, d.dtype())), sign(d));
                // PyTorch's kernel: norm * (x / beta or +-1) * grad in its vector loop (two AVX2 vectors a step), and
                // norm * x * grad / beta in the scalar loop over the elements after the last whole step
                const auto [norm, g] = loss_norm_and_grad(c, d.sizes(), 1.0, d.dtype());
                Tensor gs = mul(mul(norm, inner), g);
                if (beta != 0 && beta != 1 && d.numel() > 0) {
                  const Tensor inside = compare(abs(d), scalar(beta, d.dtype()), CompareOp::Lt);
                  const Tensor scalar_form = div(mul(mul(norm, d), g), scalar(beta, d.dtype()));
                  gs = where(call("logical_and", {scalar_loop(d), inside}), scalar_form, gs);
                }
                return G{c.to(gs, "self"), c.to(neg(gs), "target")};
              }));
TSR_DEFINE_OP("huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.0) -> Tensor",
              "Half the squared error below delta, delta times (the absolute error less delta / 2) above it.",
              autograd::formula("HuberLossBackward0", {"self", "target"}, [](Ctx& c) {
                const double delta = c.d("delta", 1.0);
                Tensor d = sub(c.s("self"), c.s("target"));
                const Tensor dl = scalar(delta, d.dtype());
                const Tensor inside = compare(abs(d), dl, CompareOp::Lt);
                // PyTorch's kernel: norm * (x inside, else +-delta) * grad in its vector loop (two AVX2 vectors a
                // step); +-norm * grad * delta outside in the scalar loop over the elements after the last step
                const auto [norm, g] = loss_norm_and_grad(c, d.sizes(), 1.0, d.dtype());
                Tensor gs = mul(mul(norm, where(inside, d, mul(sign(d), dl))), g);
                if (delta != 1 && d.numel() > 0) {
                  const Tensor scalar_form = mul(mul(mul(sign(d), norm), g), dl);
                  gs = where(call("logical_and", {scalar_loop(d), call("logical_not", {inside})}), scalar_form, gs);
                }
                return G{c.to(gs, "self"), c.to(neg(gs), "target")};
              }));
TSR_DEFINE_OP(
    "nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor",
    "Negative log likelihood of the target classes (input holds log-probabilities, class dim 1).",
    autograd::per_entry_under_vmap(
        autograd::formula("NllLossBackward0", {"self", "target", "weight", "~weight"}, [](Ctx& c) {
          return G{nll_grad(c, c.s("self"), c.s("target"), c.g()), Tensor(), Tensor()};
        })));
TSR_DEFINE_OP(
    "nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, int ignore_index=-100) -> Tensor",
    "nll_loss over (N, C, H, W) inputs.",
    autograd::per_entry_under_vmap(
        autograd::formula("NllLoss2DBackward0", {"self", "target", "weight", "~weight"}, [](Ctx& c) {
          Tensor x = c.s("self"), t = c.s("target");
          Tensor g = c.i("reduction", 1) == 0 ? reshape_to(c.g(), Dims{t.numel()}) : c.g();
          Tensor g2 = nll_grad(c, nll2d_as_2d(x), reshape_to(t, Dims{t.numel()}), g);
          const Dims& s = x.sizes();
          Tensor back = reshape_to(g2, Dims{s[0], s[2], s[3], s[1]});
          return G{call("permute", {back, std::vector<int64_t>{0, 3, 1, 2}}), Tensor(), Tensor()};
        })));
TSR_DEFINE_OP("binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor",
              "Binary cross entropy of probabilities (logs clamped at -100, as PyTorch).",
              autograd::formula("BinaryCrossEntropyBackward0", {"self", "target", "weight", "~weight"}, [](Ctx& c) {
                Tensor x = c.s("self"), t = c.s("target");
                Tensor denom = maximum(mul(sub(scalar(1, x.dtype()), x), x), scalar(1e-12, x.dtype()));
                // PyTorch's binary_cross_entropy_backward: grad * (x - t) / denom, then the weight, then the mean's
                // division by the count last.
                Tensor gs = div(mul(expanded_loss_grad(c, x.sizes()), sub(x, t)), denom);
                if (c.saved_index.count("weight"))
                  if (Tensor w = c.s("weight"); w.defined()) gs = mul(gs, w);
                if (c.i("reduction", 1) == 1) gs = div(gs, scalar(double(x.numel()), gs.dtype()));
                // target's gradient (PyTorch's binary_cross_entropy_target_backward): log(1 - x) - log(x).
                Tensor gt = mul(sub(log(sub(scalar(1, x.dtype()), x)), log(x)), loss_grad(c, x.sizes()));
                if (c.saved_index.count("weight"))
                  if (Tensor w = c.s("weight"); w.defined()) gt = mul(gt, w);
                return G{gs, c.to(gt, "target"), Tensor()};
              }));
TSR_DEFINE_OP(
    "binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int "
    "reduction=1) -> Tensor",
    "Binary cross entropy of logits, computed stably.",
    autograd::formula("BinaryCrossEntropyWithLogitsBackward0",
                      {"self", "target", "weight", "pos_weight", "~weight", "~pos_weight"}, [](Ctx& c) {
      Tensor x = c.s("self"), t = c.s("target");
      Tensor sig = sigmoid(x);
      Tensor pw = c.s("pos_weight");
      // PyTorch's binary_cross_entropy_with_logits_backward: ((pw * t + 1 - t) * sigmoid(x) - pw * t) * grad, or
      // (sigmoid(x) - t) * grad; then the weight; then the mean's division by the count.
      Tensor gs;
      const Tensor g = expanded_loss_grad(c, x.sizes());
      if (pw.defined()) {
        Tensor pt = mul(pw, t);
        gs = mul(sub(mul(sub(add(pt, scalar(1, x.dtype())), t), sig), pt), g);
      } else {
        gs = mul(sub(sig, t), g);
      }
      if (Tensor w = c.s("weight"); w.defined()) gs = mul(gs, w);
      if (c.i("reduction", 1) == 1) gs = div(gs, scalar(double(x.numel()), gs.dtype()));
      // target's gradient (PyTorch's binary_cross_entropy_with_logits_target_backward):
      // log sigmoid(-x) - pos_weight * log sigmoid(x), which is -x without pos_weight.
      Tensor gt = neg(x);
      if (pw.defined()) gt = sub(neg(log1p(exp(x))), mul(neg(log1p(exp(neg(x)))), pw));
      gt = mul(gt, loss_grad(c, x.sizes()));
      if (Tensor w = c.s("weight"); w.defined()) gt = mul(gt, w);
      return G{c.to(gs, "self"), c.to(gt, "target"), Tensor(), Tensor()};
    }));
TSR_DEFINE_OP("softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor", "log(1 + exp(beta x)) / beta.",
              autograd::formula("SoftplusBackward0", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                const double beta = c.d("beta", 1), threshold = c.d("threshold", 20);
                if (!autograd::grad_mode_enabled() && activation_exact_applies(c.g(), x))
                  return G{softplus_backward_exact(c.g(), x, beta, threshold)};
                Tensor bx = mul(x, scalar(beta, x.dtype()));
                return G{mul(
                    c.g(), where(compare(bx, scalar(threshold, x.dtype()), CompareOp::Gt), ones_like(x), sigmoid(bx)))};
              }));
// mish: PyTorch's kernel and MishBackward0; the backward is its mish_backward kernel without a graph, the composed
// formula (infinitely_differentiable_mish_backward) with create_graph.
TSR_DEFINE_OP("mish(Tensor self) -> Tensor", "x * tanh(softplus(x)).",
              autograd::formula("MishBackward0", {"self"}, [](Ctx& c) {
                const Tensor x = c.s("self");
                if (!autograd::grad_mode_enabled() && activation_exact_applies(c.g(), x))
                  return G{mish_backward_exact(c.g(), x)};
                const Tensor sig = sigmoid(x);
                const Tensor t = tanh(call("softplus", {x, 1.0, 20.0}));
                const Tensor one = scalar(1, x.dtype());
                return G{mul(c.g(), add(t, mul(mul(x, sig), sub(one, mul(t, t)))))};
              }));
// log_sigmoid: PyTorch's kernel and LogSigmoidBackward0 (1.13's F.logsigmoid is this one op). Without a graph the
// backward is its log_sigmoid_backward kernel; with create_graph the same formula composed of recorded ops.
TSR_DEFINE_OP("log_sigmoid(Tensor self) -> Tensor", "log(sigmoid(x)) = min(x, 0) - log1p(exp(-|x|)).",
              autograd::formula("LogSigmoidBackward0", {"self"}, [](Ctx& c) {
                const Tensor x = c.s("self");
                if (!autograd::grad_mode_enabled() && activation_exact_applies(c.g(), x))
                  return G{laid_out_as_grad(log_sigmoid_backward_exact(c.g(), x), c.g())};
                const Tensor e = exp(neg(abs(x)));
                const Tensor negative = compare(x, scalar(0, x.dtype()), CompareOp::Lt);
                const Tensor one = scalar(1, x.dtype()), zero = scalar(0, x.dtype());
                const Tensor max_deriv = where(negative, one, zero), sign = where(negative, one, neg(one));
                return G{mul(sub(max_deriv, mul(sign, div(e, add(one, e)))), c.g())};
              }));
TSR_DEFINE_OP("silu(Tensor self) -> Tensor", "x * sigmoid(x).",
              autograd::formula("SiluBackward0", {"self"}, silu_backward));
namespace {
// g * slope as PyTorch's leaky_relu_backward kernels compute it on every device: a 16-bit gradient in float, the
// product rounded once (the formulas' form where the CPU's exact loop does not apply: on a GPU, under create_graph).
Tensor times_slope(const Tensor& g, double slope) {
  const bool reduced = g.dtype() == ScalarType::BFloat16 || g.dtype() == ScalarType::Half;
  const Tensor product = mul(reduced ? to_dtype(g, ScalarType::Float) : g, scalar_operand(Scalar(slope)));
  return reduced ? to_dtype(product, g.dtype()) : product;
}
}  // namespace
TSR_DEFINE_OP("leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor", "x, or negative_slope * x below 0.",
              autograd::formula("LeakyReluBackward0", {"self"}, [](Ctx& c) {
                Tensor x = c.s("self");
                if (!autograd::grad_mode_enabled() && leaky_relu_exact_applies(c.g(), x))
                  return G{leaky_relu_backward_exact(c.g(), x, c.d("negative_slope", 0.01))};
                return G{where(compare(x, scalar(0, x.dtype()), CompareOp::Gt), c.g(),
                               times_slope(c.g(), c.d("negative_slope", 0.01)))};
              }));
// elu's backward is PyTorch's op elu_backward (its own derivative EluBackwardBackward0), so its rounding is the
// kernel's with or without create_graph; elu, elu_, celu and celu_ (and selu, which is elu) call it.
TSR_DEFINE_OP("elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor",
              "x above 0, alpha * (exp(x) - 1) below.", autograd::formula("EluBackward0", {"self"}, [](Ctx& c) {
                return G{call("elu_backward", {c.g(), c.a("alpha"), c.a("scale"), c.a("input_scale"), false,
                                               c.s("self")})};
              }));
TSR_DEFINE_OP(
    "elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor "
    "self_or_result) -> Tensor",
    "elu's input gradient, from its input or (is_result) its result.",
    autograd::formula("EluBackwardBackward0", {"grad_output", "self_or_result"}, [](Ctx& c) {
      // derivatives.yaml: grad_output gets elu_backward(grad, ...); self_or_result elu_double_backward.
      const Tensor g = c.g(), go = c.s("grad_output"), sr = c.s("self_or_result");
      const IValue alpha = c.a("alpha"), sc = c.a("scale"), is = c.a("input_scale");
      const bool is_result = c.b("is_result");
      const Tensor negative = to_dtype(compare(sr, scalar(0, sr.dtype()), CompareOp::Lt), g.dtype());
      const Tensor scaled = mul(mul(g, go), tensor_operand(is));
      const Tensor g_sr = is_result ? mul(scaled, negative)
                                    : mul(call("elu_backward", {scaled, alpha, sc, is, false, sr}), negative);
      return G{call("elu_backward", {g, alpha, sc, is, is_result, sr}), g_sr};
    }));
// celu(x, alpha) is elu(x, alpha, 1, 1 / alpha); its backward takes input_scale as 1.0 / float(alpha)
// (derivatives.yaml's `1.0/alpha.toFloat()`), which for double differs from the forward's 1 / alpha.
namespace {
IValue celu_backward_scale(const Ctx& c) { return 1.0 / static_cast<double>(static_cast<float>(c.d("alpha", 1))); }
}  // namespace
TSR_DEFINE_OP("celu(Tensor self, Scalar alpha=1.0) -> Tensor", "max(0, x) + min(0, alpha * (exp(x / alpha) - 1)).",
              autograd::formula("CeluBackward0", {"self"}, [](Ctx& c) {
                return G{call("elu_backward", {c.g(), c.a("alpha"), 1.0, celu_backward_scale(c), false, c.s("self")})};
              }));
TSR_DEFINE_OP("celu_(Tensor(a!) self, Scalar alpha=1.0) -> Tensor(a!)", "celu in place.",
              autograd::formula("CeluBackward1", {"result"}, [](Ctx& c) {
                return G{call("elu_backward", {c.g(), c.a("alpha"), 1.0, celu_backward_scale(c), true, c.s("result")})};
              }));
// hardsigmoid and hardswish are PyTorch kernels with their own nodes; their backward is derivatives.yaml's
// hardsigmoid_backward / hardswish_backward ops (HardsigmoidBackward0, HardswishBackward0), whose kernels
// (below) compute in the dtype as PyTorch's do: each step is one rounding there too (grad * 1/6; grad * (x / 3 +
// 0.5)). hardswish_backward has HardswishBackwardBackward0; hardsigmoid_backward's derivative is not implemented
// in PyTorch 1.13, and not here either: its node raises 1.13's error when reached.
TSR_DEFINE_OP("hardsigmoid(Tensor self) -> Tensor", "relu6(x + 3) / 6.",
              autograd::formula("HardsigmoidBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardsigmoid_backward", {c.g(), c.s("self")})};
              }));
TSR_DEFINE_OP("hardsigmoid_(Tensor(a!) self) -> Tensor(a!)", "hardsigmoid in place.",
              autograd::formula("HardsigmoidBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardsigmoid_backward", {c.g(), c.s("self")})};
              }));
TSR_DEFINE_OP("hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor", "hardsigmoid's gradient.",
              autograd::formula("NotImplemented", {}, [](Ctx&) -> G {
                throw Error(ErrorKind::RuntimeError, "derivative for aten::hardsigmoid_backward is not implemented");
              }));
TSR_DEFINE_OP("hardswish(Tensor self) -> Tensor", "x * relu6(x + 3) / 6.",
              autograd::formula("HardswishBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardswish_backward", {c.g(), c.s("self")})};
              }));
TSR_DEFINE_OP("hardswish_(Tensor(a!) self) -> Tensor(a!)", "hardswish in place.",
              autograd::formula("HardswishBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardswish_backward", {c.g(), c.s("self")})};
              }));
TSR_DEFINE_OP("hardswish_backward(Tensor grad_output, Tensor self) -> Tensor", "hardswish's gradient.",
              autograd::formula("HardswishBackwardBackward0", {"grad_output", "self"}, [](Ctx& c) {
                // derivatives.yaml: grad_output gets hardswish_backward(grad, self); self gets grad * grad_output / 3
                // strictly inside (-3, 3), else 0.
                const Tensor x = c.s("self"), go = c.s("grad_output");
                const Tensor inside = logical_and(compare(scalar(-3.0, x.dtype()), x, CompareOp::Lt),
                                                  compare(x, scalar(3.0, x.dtype()), CompareOp::Lt));
                return G{call("hardswish_backward", {c.g(), x}),
                         where(inside, div(mul(c.g(), go), scalar(3.0, x.dtype())), scalar(0, x.dtype()))};
              }));
// glu: a * sigmoid(b) for the halves a, b of self along dim (GluBackward0 saving self), and glu_backward, whose own
// derivative is derivatives.yaml's glu_double_backward pair, composed of recorded ops.
TSR_DEFINE_OP("glu(Tensor self, int dim=-1) -> Tensor", "a * sigmoid(b), a and b the halves of self along dim.",
              autograd::formula("GluBackward0", {"self"}, [](Ctx& c) {
                return G{call("glu_backward", {c.g(), c.s("self"), c.i("dim", -1)})};
              }));
TSR_DEFINE_OP("glu_backward(Tensor grad_output, Tensor self, int dim) -> Tensor", "glu's gradient.",
              autograd::formula("GluBackwardBackward0", {"grad_output", "self"}, [](Ctx& c) {
                const Tensor x = c.s("self"), go = c.s("grad_output");
                const int64_t dim = wrap_dim(c.i("dim"), x.dim()), h = x.sizes()[size_t(dim)] / 2;
                // dispatched views, so that a third derivative sees them
                const auto half = [&](const Tensor& t, int64_t start) { return call("narrow", {t, dim, start, h}); };
                const Tensor a = half(x, 0), b = half(x, h), ga = half(c.g(), 0), gb = half(c.g(), h);
                const Tensor s = sigmoid(b), ds = mul(s, sub(scalar(1, s.dtype()), s));  // s (1 - s)
                const Tensor d_go = add(mul(ga, s), mul(mul(gb, ds), a));
                const Tensor d_a = mul(mul(gb, ds), go);
                const Tensor one_minus_2s = sub(scalar(1, s.dtype()), mul(s, scalar(2, s.dtype())));
                const Tensor d_b = add(mul(mul(ga, go), ds), mul(mul(mul(gb, a), go), mul(ds, one_minus_2s)));
                return G{d_go, call("cat", {std::vector<Tensor>{d_a, d_b}, dim})};
              }));
// threshold: value where x <= threshold, else x; its gradient is threshold_backward's (the in-place form's of self
// as it was, which autograd saves).
G threshold_grad(Ctx& c) { return G{threshold_backward(c.g(), c.s("self"), c.d("threshold"))}; }
TSR_DEFINE_OP("threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor",
              "value where x <= threshold, x elsewhere.", autograd::formula("ThresholdBackward0", {"self"}, threshold_grad));
TSR_DEFINE_OP("threshold_(Tensor(a!) self, Scalar threshold, Scalar value) -> Tensor(a!)", "threshold in place.",
              autograd::formula("ThresholdBackward1", {"self"}, threshold_grad));
// hardshrink and softshrink, and their common backward (PyTorch's hardshrink_backward / softshrink_backward, one
// shrink_backward_kernel): grad where |x| > lambd (lambd in the dtype), else 0.
G shrink_grad(Ctx& c, const char* backward) {
  return G{call(backward, {c.g(), c.s("self"), c.a("lambd")})};
}
TSR_DEFINE_OP("hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor", "x where |x| > lambd, else 0.",
              autograd::formula("HardshrinkBackward0", {"self"}, [](Ctx& c) { return shrink_grad(c, "hardshrink_backward"); }));
TSR_DEFINE_OP("softshrink(Tensor self, Scalar lambd=0.5) -> Tensor", "x - lambd above lambd, x + lambd below -lambd, else 0.",
              autograd::formula("SoftshrinkBackward0", {"self"}, [](Ctx& c) { return shrink_grad(c, "softshrink_backward"); }));
TSR_DEFINE_OP("hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor", "hardshrink's gradient.",
              autograd::formula("HardshrinkBackwardBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardshrink_backward", {c.g(), c.s("self"), c.a("lambd")}), zeros_like(c.s("self"))};
              }));
TSR_DEFINE_OP("softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor", "softshrink's gradient.",
              autograd::formula("SoftshrinkBackwardBackward0", {"self"}, [](Ctx& c) {
                return G{call("softshrink_backward", {c.g(), c.s("self"), c.a("lambd")}), zeros_like(c.s("self"))};
              }));
// hardtanh's gradient is the op hardtanh_backward (its kernel below), of self, or of the result for hardtanh_:
// strictly inside the bounds exactly where the input was.
TSR_DEFINE_OP("hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor",
              "x clamped to [min_val, max_val].", autograd::formula("HardtanhBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardtanh_backward", {c.g(), c.s("self"), c.a("min_val"), c.a("max_val")})};
              }));
TSR_DEFINE_OP("hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor",
              "hardtanh's gradient: grad_output strictly inside (min_val, max_val), else 0.",
              autograd::formula("HardtanhBackwardBackward0", {"self"}, [](Ctx& c) {
                return G{call("hardtanh_backward", {c.g(), c.s("self"), c.a("min_val"), c.a("max_val")}),
                         zeros_like(c.g())};
              }));
TSR_DEFINE_OP(
    "layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool "
    "cudnn_enable=True) -> Tensor",
    "Normalises over the trailing normalized_shape dims, then scales and shifts.",
    autograd::formula("NativeLayerNormBackward0", {"input", "weight", "bias"}, [](Ctx& c) {
      Tensor x = c.s("input"), w = c.s("weight"), b = c.s("bias");
      const int64_t k = static_cast<int64_t>(c.ints("normalized_shape").size());
      // Without create_graph, PyTorch's own kernel (its rounding); with it, the composed formula below, which
      // autograd records in turn.
      if (!grad_mode_enabled() && layer_norm_exact_applies(x, w, b) && !functorch::is_batched(c.g())) {
        G grads = layer_norm_backward_exact(c.g(), x, k, w, b.defined(), c.d("eps", 1e-5));
        if (grads[1].defined()) grads[1] = c.to(grads[1], "weight");
        if (grads[2].defined()) grads[2] = c.to(grads[2], "bias");
        return grads;
      }
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
      return G{gx, w.defined() ? over_batch(mul(c.g(), xhat), w) : Tensor(),
               b.defined() ? over_batch(c.g(), b) : Tensor()};
    }));
TSR_DEFINE_OP(
    "embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> "
    "Tensor",
    "Rows of weight picked by indices.", autograd::formula("EmbeddingBackward0", {"indices"}, [](Ctx& c) {
      const Dims& ws = c.shape("weight");
      Tensor idx = reshape_to(c.s("indices"), Dims{c.s("indices").numel()});
      Tensor g2 = reshape_to(c.g(), Dims{idx.numel(), ws[1]});
      const int64_t pad = c.i("padding_idx", -1);
      if (c.b("sparse")) {
        // PyTorch's embedding_sparse_backward: a sparse COO gradient, uncoalesced, one row of values per index
        // (the padding_idx ones left out).
        check(!c.b("scale_grad_by_freq"), ErrorKind::RuntimeError,
              "embedding_backward: scale_grad_by_freq not supported with sparse gradients");
        if (pad != -1) {
          const Tensor keep = compare(idx, scalar_to_tensor(pad), CompareOp::Ne);
          idx = call("index.Tensor", {idx, std::vector<Tensor>{keep}});
          g2 = call("index.Tensor", {g2, std::vector<Tensor>{keep}});
        }
        return G{sparse_coo_unsafe(reshape_to(to_dtype(idx, ScalarType::Long), Dims{1, idx.numel()}),
                                   contiguous(g2), Dims{ws[0], ws[1]}),
                 Tensor()};
      }
      if (pad >= 0) {
        Tensor keep = compare(idx, scalar_to_tensor(pad), CompareOp::Ne);
        g2 = mul(g2, call("unsqueeze", {to_dtype(keep, g2.dtype()), int64_t(1)}));
      }
      if (c.b("scale_grad_by_freq")) {
        // each index's rows scaled by 1 / how often the index occurs (1.13's embedding_dense_backward_cpu adds
        // them with that alpha; here the product is rounded before the sum: the last bit may differ where an index
        // repeats)
        const Tensor at = to_dtype(idx, ScalarType::Long);
        const Tensor counts = call("index_add", {call("zeros", {std::vector<int64_t>{ws[0]}, ScalarType::Long, at.device()}),
                                                 int64_t(0), at, call("ones_like", {at})});
        const Tensor scale =
            div(scalar(1, ScalarType::Double), to_dtype(call("index_select", {counts, int64_t(0), at}), ScalarType::Double));
        g2 = mul(g2, call("unsqueeze", {to_dtype(scale, g2.dtype()), int64_t(1)}));
      }
      Tensor z = zeros_for(std::vector<int64_t>(ws.begin(), ws.end()), g2);
      return G{call("index_put_", {z, std::vector<Tensor>{idx}, g2, true}), Tensor()};
    }));
TSR_DEFINE_OP("constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor",
              "Pads the last dims (pairs of before/after counts, last dim first) with value.",
              autograd::formula("ConstantPadNdBackward0", {}, [](Ctx& c) {
                const std::vector<int64_t> pad = c.ints("pad");
                std::vector<int64_t> neg_pad;
                for (int64_t p : pad) neg_pad.push_back(-p);
                return G{call("constant_pad_nd", {c.g(), neg_pad, 0.0})};
              }));
// A channels-last input's gradient is channels-last, as PyTorch's (a recorded layout change, for create_graph).
static Tensor in_layout_of(const Tensor& grad, const Tensor& x) {
  return channels_last_strides(x) && !is_contiguous_in(grad, MemoryFormat::ChannelsLast)
             ? call("_to_memory_format", {grad, static_cast<int64_t>(MemoryFormat::ChannelsLast)})
             : grad;
}
static bool batch_norm_backward_exact_applies(const Tensor& grad, const Tensor& x, const Tensor& weight,
                                              bool training, const Tensor& running_mean, const Tensor& running_var);
static std::array<Tensor, 3> batch_norm_backward_exact(const Tensor& grad, const Tensor& x, const Tensor& weight,
                                                       bool training, const Tensor& running_mean,
                                                       const Tensor& running_var, double eps);
static std::pair<Tensor, Tensor> batch_norm_saved_stats(const Tensor& x, double eps);
TSR_DEFINE_OP(
    "batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, "
    "float momentum, float eps, bool cudnn_enabled) -> Tensor",
    "Normalises each channel (dim 1) by the batch's statistics (training, updating the running ones in "
    "place) or by the running statistics (eval).",
    autograd::formula("NativeBatchNormBackward0", {"input", "weight", "running_mean", "running_var", "~running_mean", "~running_var"}, [](Ctx& c) {
      // PyTorch's native_batch_norm_backward, one op: without create_graph its exact kernel; with it, the recorded op
      // whose own derivative is batchnorm_double_backward (the running statistics are read in eval mode only:
      // training's forward updated them in place; the saved ones are the forward's, as its result1 / result2).
      const Tensor x = c.s("input"), w = c.s("weight");
      const double eps = c.d("eps", 1e-5);
      const bool training = c.b("training");
      Tensor save_mean, save_invstd;
      if (training && autograd::grad_mode_enabled()) {  // (only the recorded op's derivative reads them)
        autograd::GradModeGuard values_only(false);
        std::tie(save_mean, save_invstd) = batch_norm_saved_stats(x, eps);
      }
      const bool has_b = c.shapes.count("bias") > 0;
      Stack r = call_op(find_op("native_batch_norm_backward"),
                        {c.g(), x, w, training ? Tensor() : c.s("running_mean"), training ? Tensor() : c.s("running_var"),
                         save_mean, save_invstd, training, eps,
                         std::vector<int64_t>{1, w.defined() ? 1 : 0, has_b ? 1 : 0}});
      return G{std::get<Tensor>(r[0]), w.defined() ? std::get<Tensor>(r[1]) : Tensor(),
               has_b ? std::get<Tensor>(r[2]) : Tensor(), Tensor(), Tensor()};
    }));
// batch_norm's gradients as an op (PyTorch's native_batch_norm_backward): the kernel is PyTorch's batch_norm_cpu_backward
// (batch_norm_backward_exact) where that applies, else the same function by dispatched ops. Its derivative is 1.13's
// batchnorm_double_backward op for op (FunctionsManual.cpp), so second- and third-order gradients through a batch norm
// (MAML's meta-gradients) round as PyTorch's do; save_mean / save_invstd are the forward's statistics (training).
TSR_DEFINE_OP(
    "native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? "
    "running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, "
    "Tensor, Tensor)",
    "batch_norm's gradients wrt input, weight and bias given grad_out; those output_mask leaves out are undefined.",
    autograd::takes_undefined_grads(autograd::formula(
        "NativeBatchNormBackwardBackward0",
        {"grad_out", "input", "weight", "running_mean", "running_var", "save_mean", "save_invstd"}, [](Ctx& c) {
          const Tensor input = c.s("input"), gamma = c.s("weight"), gO = c.s("grad_out");
          const Tensor &ggI = c.g(0), &ggG = c.g(1), &ggB = c.g(2);
          const bool training = c.b("train");
          const ScalarType dt = input.dtype();
          const auto num = [&](double v) { return scalar(v, dt); };
          // the reduction over every dim but 1: dim 0, then the last ones down to 2 (or 1 without keepdim)
          const auto sum_exclude_dim1 = [](const Tensor& t, bool keepdim = true) {
            Tensor r = call("sum.dim_IntList", {t, std::vector<int64_t>{0}, keepdim, NoneValue{}});
            for (int64_t d = r.dim() - 1; d > (keepdim ? 1 : 0); --d)
              r = call("sum.dim_IntList", {r, std::vector<int64_t>{d}, keepdim, NoneValue{}});
            return r;
          };
          // a per-channel vector shaped (1, C, 1, ...) against input (reductions kept their dims)
          const auto unsqueeze_dim1 = [&](Tensor t) {
            while (t.dim() < input.dim() - 1) t = call("unsqueeze", {t, int64_t(1)});
            if (t.dim() == input.dim() - 1) t = call("unsqueeze", {t, int64_t(0)});
            return t;
          };
          const auto expand_as_dim1 = [&](Tensor t) {
            while (t.dim() < input.dim() - 1) t = call("unsqueeze", {t, int64_t(1)});
            return call("expand_as", {t, input});
          };
          const bool affine = gamma.defined();
          Tensor gamma_expanded, ggG_expanded, ggB_expanded;
          if (affine) {
            gamma_expanded = expand_as_dim1(gamma);
            if (ggG.defined()) ggG_expanded = expand_as_dim1(ggG);
            if (ggB.defined()) ggB_expanded = expand_as_dim1(ggB);
          } else {
            gamma_expanded = call("ones", {std::vector<int64_t>{}, dt, NoneValue{}, input.device(), NoneValue{}});
          }
          int64_t count = input.sizes()[0];
          for (int64_t d = 2; d < input.dim(); ++d) count *= input.sizes()[d];
          const double M = static_cast<double>(count);
          const Tensor mu = unsqueeze_dim1(training ? c.s("save_mean") : c.s("running_mean"));
          const Tensor input_sub_mu = sub(input, mu);
          const Tensor s12 = unsqueeze_dim1(
              training ? c.s("save_invstd")
                       : call("pow.Tensor_Scalar", {add(c.s("running_var"), num(c.d("eps"))), -0.5}));
          const Tensor s1 = call("pow.Tensor_Scalar", {s12, 2.0});
          const Tensor s32 = call("pow.Tensor_Scalar", {s12, 3.0});

          // Each step below is one op of PyTorch's, made in the order its build makes them (left to right, a
          // method's object before its arguments: measured), so that the graph a third derivative runs has
          // PyTorch's sequence numbers and sums its gradients in the same order.
          const Tensor input_mu_s32 = mul(input_sub_mu, s32);
          const Tensor gOinmu_sum = sum_exclude_dim1(mul(gO, input_sub_mu));
          const Tensor gO_sum = sum_exclude_dim1(gO);
          Tensor gI;
          if (ggI.defined() && training) {
            const Tensor ggI_sum = sum_exclude_dim1(ggI);
            const Tensor ggIinmu_sum = sum_exclude_dim1(mul(ggI, input_sub_mu));
            const Tensor lead = div(mul(ggI_sum, gO_sum), num(M));
            const Tensor cross = sum_exclude_dim1(mul(gO, ggI));
            const Tensor diff = sub(lead, cross);
            const Tensor cubic = mul(mul(mul(s1, gOinmu_sum), ggIinmu_sum), num(3. / M));
            const Tensor all_sub = add(diff, cubic);
            const Tensor t0 = div(mul(input_mu_s32, all_sub), num(M));
            const Tensor l1 = div(mul(ggIinmu_sum, s32), num(M));
            const Tensor t1 = mul(l1, sub(div(gO_sum, num(M)), gO));
            const Tensor l2 = div(mul(gOinmu_sum, s32), num(M));
            const Tensor t2 = mul(l2, sub(div(ggI_sum, num(M)), ggI));
            gI = mul(gamma_expanded, add(add(t0, t1), t2));
          }
          if (affine && ggG.defined()) {
            Tensor term;
            if (training) {
              const Tensor t0 = mul(gO, s12);
              const Tensor t1 = div(mul(s12, gO_sum), num(-M));
              const Tensor t2 = div(mul(input_mu_s32, sum_exclude_dim1(mul(gO, input_sub_mu))), num(-M));
              term = mul(ggG_expanded, add(add(t0, t1), t2));
            } else {
              term = mul(mul(ggG_expanded, s12), gO);
            }
            gI = gI.defined() ? add(gI, term) : term;
          }
          // the first backward's input gradient, for a gradient g and scale gm
          const auto first_back_grad_input = [&](const Tensor& g, const Tensor& gm) {
            const Tensor h0 = div(mul(gm, s12), num(M));
            const Tensor scaled = mul(g, num(M));
            const Tensor centred = sub(scaled, sum_exclude_dim1(g));
            const Tensor ps = mul(input_sub_mu, s1);
            const Tensor proj = mul(ps, sum_exclude_dim1(mul(g, input_sub_mu)));
            const Tensor h1 = sub(centred, proj);
            return mul(h0, h1);
          };
          Tensor gG;
          if (affine && ggI.defined()) {
            if (training) {
              const Tensor one = call("ones", {std::vector<int64_t>{}, dt, NoneValue{}, input.device(), NoneValue{}});
              gG = sum_exclude_dim1(mul(ggI, first_back_grad_input(gO, one)), false);
            } else {
              gG = sum_exclude_dim1(mul(mul(ggI, gO), s12), false);
            }
          }
          Tensor ggO;
          if (ggI.defined()) ggO = training ? first_back_grad_input(ggI, gamma_expanded) : mul(mul(ggI, s12), gamma_expanded);
          if (ggG.defined() && affine) {
            const Tensor term = mul(mul(ggG_expanded, input_sub_mu), s12);
            ggO = ggO.defined() ? add(ggO, term) : term;
          }
          if (ggB.defined() && affine) ggO = ggO.defined() ? add(ggO, ggB_expanded) : ggB_expanded;
          return G{ggO, gI, gG, Tensor(), Tensor(), Tensor(), Tensor()};
        })));
// conv1d is one node, as PyTorch's (its at::convolution views a 1-d convolution as a 2-d one of height 1 and runs the
// 2-d backend, so the values are conv2d's): the kernel and the gradient (conv2d_backward) go through that view.
TSR_DEFINE_OP("conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] "
              "dilation=1, int groups=1) -> Tensor",
              "1-d convolution of (N, C, L) input with (O, C / groups, K) weight.",
              autograd::formula("ConvolutionBackward0", {"input", "weight"}, [](Ctx& c) {
                const Tensor x = c.s("input");
                const bool batched = x.dim() == 3;
                auto one = [&](const char* name, int64_t fallback) {
                  const std::vector<int64_t> v = c.ints(name);
                  return v.empty() ? fallback : v[0];
                };
                Stack r = call_op(find_op("conv2d_backward"),
                                  {as_height_one(c.g(), batched), input_as_height_one(x, batched),
                                   as_height_one(c.s("weight"), true),
                                   std::vector<int64_t>{1, one("stride", 1)}, std::vector<int64_t>{0, one("padding", 0)},
                                   std::vector<int64_t>{1, one("dilation", 1)}, c.i("groups", 1)});
                Tensor gi = call("squeeze.dim", {std::get<Tensor>(r[0]), int64_t(2)});
                if (!batched) gi = call("squeeze.dim", {gi, int64_t(0)});
                const bool has_bias = c.shapes.count("bias") > 0;
                return G{gi, call("squeeze.dim", {std::get<Tensor>(r[1]), int64_t(2)}),
                         has_bias ? std::get<Tensor>(r[2]) : Tensor()};
              }));
// pixel_shuffle and pixel_unshuffle rearrange (*, C, H, W); each one's gradient is the other.
TSR_DEFINE_OP("pixel_shuffle(Tensor self, int upscale_factor) -> Tensor",
              "(*, C r^2, H, W) to (*, C, H r, W r): each group of r^2 channels becomes an r x r block of pixels.",
              autograd::formula("PixelShuffleBackward0", {}, [](Ctx& c) {
                return G{call("pixel_unshuffle", {c.g(), c.i("upscale_factor")})};
              }));
TSR_DEFINE_OP("pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor",
              "(*, C, H r, W r) to (*, C r^2, H, W): pixel_shuffle's inverse.",
              autograd::formula("PixelUnshuffleBackward0", {}, [](Ctx& c) {
                return G{call("pixel_shuffle", {c.g(), c.i("downscale_factor")})};
              }));
TSR_DEFINE_COMPOSITE_OP("bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor",
                        "y[b, o] = input1[b] . weight[o] . input2[b] + bias[o].");
TSR_DEFINE_OP("leaky_relu_(Tensor(a!) self, Scalar negative_slope=0.01) -> Tensor(a!)", "leaky_relu in place.",
              autograd::formula("LeakyReluBackward1", {"result"}, [](Ctx& c) {
                Tensor r = c.s("result");  // the sign of the result is the sign of the input (slope > 0)
                if (!autograd::grad_mode_enabled() && leaky_relu_exact_applies(c.g(), r))
                  return G{leaky_relu_backward_exact(c.g(), r, c.d("negative_slope", 0.01))};
                return G{where(compare(r, scalar(0, r.dtype()), CompareOp::Gt), c.g(),
                               times_slope(c.g(), c.d("negative_slope", 0.01)))};
              }));
TSR_DEFINE_OP("silu_(Tensor(a!) self) -> Tensor(a!)", "silu in place.",
              autograd::formula("SiluBackward0", {"self"}, silu_backward));
TSR_DEFINE_OP("elu_(Tensor(a!) self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor(a!)",
              "elu in place.", autograd::formula("EluBackward1", {"result"}, [](Ctx& c) {
                return G{call("elu_backward", {c.g(), c.a("alpha"), c.a("scale"), c.a("input_scale"), true,
                                               c.s("result")})};
              }));
TSR_DEFINE_OP("hardtanh_(Tensor(a!) self, Scalar min_val=-1, Scalar max_val=1) -> Tensor(a!)", "hardtanh in place.",
              autograd::formula("HardtanhBackward0", {"result"}, [](Ctx& c) {
                return G{call("hardtanh_backward", {c.g(), c.s("result"), c.a("min_val"), c.a("max_val")})};
              }));

Tensor reduce_loss(const Tensor& x, int64_t reduction) {
  if (reduction == 0) return x;
  return reduction == 1 ? mean(x) : sum(x);
}

namespace {

const Tensor& T_(const Stack& s, size_t i) { return std::get<Tensor>(s.at(i)); }
Tensor opt_tensor(const Stack& s, size_t i) {
  if (i < s.size())
    if (const Tensor* t = std::get_if<Tensor>(&s[i])) return *t;
  return {};
}
Scalar scalar_at(const Stack& s, size_t i, Scalar fallback) {
  if (i < s.size()) {
    if (const double* d = std::get_if<double>(&s[i])) return *d;
    if (const int64_t* n = std::get_if<int64_t>(&s[i])) return *n;
    if (const bool* b = std::get_if<bool>(&s[i])) return *b;
  }
  return fallback;
}
Tensor num(double v, const Tensor& like) { return to_dtype(scalar_to_tensor(v), like.dtype()); }
void out(Stack& s, Tensor t) { s = {std::move(t)}; }

}  // namespace

NllParts nll_parts(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t ignore_index) {
  const bool batched = self.dim() == 2;
  Tensor x = batched ? self : unsqueeze(self, 0);
  Tensor t = batched ? target : unsqueeze(target, 0);
  check(x.dim() == 2, ErrorKind::RuntimeError, "1D target tensor expected, multi-target not supported");
  check(t.dim() == 1 && t.sizes()[0] == x.sizes()[0], ErrorKind::ValueError, "Expected input batch_size (", x.sizes()[0],
        ") to match target batch_size (", t.dim() ? t.sizes()[0] : 0, ").");
  // PyTorch's kernel takes int64 or uint8 class indices
  if (t.dtype() != ScalarType::Byte) check_scalar_type(ScalarType::Long, t.dtype());
  if (t.dtype() == ScalarType::Byte) t = to_dtype(t, ScalarType::Long);
  Tensor ignored = compare(t, scalar_to_tensor(ignore_index), CompareOp::Eq);
  Tensor safe_t = where(ignored, zeros_like(t), t);
  const int64_t classes = x.sizes()[1];
  Tensor bad = logical_or(compare(safe_t, scalar_to_tensor(int64_t(0)), CompareOp::Lt),
                          compare(safe_t, scalar_to_tensor(classes), CompareOp::Ge));
  // Read on the host (a CUDA tensor's flags are copied over; `any` has no CUDA kernel).
  const Tensor bad_flags = host_contiguous(bad, ScalarType::Bool);
  if (std::any_of(bad_flags.data<bool>(), bad_flags.data<bool>() + bad_flags.numel(), [](bool b) { return b; })) {
    // PyTorch's kernel walks the batch in order and names the first bad target (not the largest one).
    const Tensor first = select(select(nonzero(bad), 1, 0), 0, 0);
    const Tensor culprit = to_dtype(index_select(t, 0, reshape(first, std::vector<int64_t>{1})), ScalarType::Long);
    check(false, ErrorKind::IndexError, "Target ", *host_contiguous(culprit, ScalarType::Long).data<int64_t>(), " is out of bounds.");
  }
  Tensor w = weight.defined() ? index_select(weight, 0, safe_t) : ones_like(safe_t, x.dtype());
  w = where(ignored, zeros_like(w), w);
  return {x, safe_t, w, batched, ignored};
}

// The summed loss and the total weight of a reduced nll_loss, added in PyTorch's order (nll_loss_out_frame): a
// cascade of eight partial sums, element b folding the lower levels upward whenever b is a multiple of 16, 256, ...
// then the levels added from the lowest. Without a weight the total weight is the count of targets not ignored.
NllTotals nll_totals(const NllParts& p, bool weighted) {
  if (!is_floating(p.x.dtype())) throw_not_implemented_for("nll_loss_out_frame", p.x.dtype());  // PyTorch's dispatch
  // Each sample's log-probability at its target, gathered where x lives (so a CUDA input sends the host one value
  // per sample, not the whole matrix).
  const Tensor picked = host_contiguous(squeeze(gather(p.x, 1, unsqueeze(p.target, 1)), 1), p.x.dtype());
  const Tensor w = host_contiguous(p.w, p.x.dtype());
  const Tensor ignored = host_contiguous(p.ignored, ScalarType::Bool);
  const int64_t batch = p.x.sizes()[0];
  NllTotals totals;
  visit_dtype(p.x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (is_floating_type<T>) {
      constexpr int kLevels = 8, kLevelPower = 4;  // max(4, ceil(log2(batch)) / 8) for any batch below 2**40
      constexpr int64_t kLevelMask = (int64_t(1) << kLevelPower) - 1;
      T loss_sums[kLevels] = {}, weight_sums[kLevels] = {};
      int64_t counted = 0;
      for (int64_t b = 0; b < batch; ++b) {
        if (ignored.data<const bool>()[b]) continue;
        const T wb = w.data<const T>()[b];
        const T value = picked.data<const T>()[b];
        if (weighted) {
          loss_sums[0] -= value * wb;
          weight_sums[0] += wb;
        } else {
          loss_sums[0] -= value;
          ++counted;
        }
        for (int j = 0; j + 1 < kLevels; ++j) {
          if ((b & (kLevelMask << (j * kLevelPower))) != 0) break;
          weight_sums[j + 1] += weight_sums[j];
          loss_sums[j + 1] += loss_sums[j];
          weight_sums[j] = 0;
          loss_sums[j] = 0;
        }
      }
      T loss = 0, total = 0;
      for (int j = 0; j < kLevels; ++j) {
        loss += loss_sums[j];
        total += weight_sums[j];
      }
      // 0-dim tensors of x's dtype (not wrapped numbers: dividing two of those would give the default dtype)
      const std::vector<int64_t> scalar_shape;
      totals.loss = full(scalar_shape, Scalar(static_cast<double>(loss)), p.x.dtype());
      totals.weight = full(scalar_shape, Scalar(weighted ? static_cast<double>(total) : static_cast<double>(static_cast<T>(counted))),
                           p.x.dtype());
    }
  });
  return totals;
}

namespace {

Tensor nll(const Tensor& self, const Tensor& target, const Tensor& weight, int64_t reduction, int64_t ignore_index) {
  NllParts p = nll_parts(self, target, weight, ignore_index);
  if (reduction == 0) {
    Tensor picked = squeeze(gather(p.x, 1, unsqueeze(p.target, 1)), 1);
    Tensor losses = neg(mul(picked, p.w));
    return p.batched ? losses : squeeze(losses, 0);
  }
  const NllTotals totals = nll_totals(p, weight.defined());
  const Tensor r = reduction == 2 ? totals.loss : div(totals.loss, totals.weight);
  return p.x.device().is_cpu() ? r : to_device(r, p.x.device());  // the sums were added on the host
}

}  // namespace

Tensor nll2d_as_2d(const Tensor& t) {  // (N, C, H, W) -> (N*H*W, C)
  const std::vector<int64_t> perm{0, 2, 3, 1};
  return reshape(contiguous(permute(t, perm)), std::vector<int64_t>{-1, t.sizes()[1]});
}

// The M rows of N elements layer_norm normalises (N: the last k dims).
static std::pair<int64_t, int64_t> layer_norm_rows(const Tensor& x, int64_t k) {
  int64_t n = 1;
  for (int64_t d = x.dim() - k; d < x.dim(); ++d) n *= x.sizes()[d];
  return {n == 0 ? 0 : x.numel() / n, n};
}

bool layer_norm_exact_applies(const Tensor& x, const Tensor& w, const Tensor& b) {
  auto cpu = [](const Tensor& t) { return !t.defined() || t.device().is_cpu(); };
  return !functorch::any_batched(x, w, b) && (x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) &&
         x.numel() > 0 && x.device().is_cpu() && cpu(w) && cpu(b) && (!w.defined() || w.dtype() == x.dtype()) &&
         (!b.defined() || b.dtype() == x.dtype());
}

Tensor layer_norm_exact(const Tensor& input, int64_t k, const Tensor& weight, const Tensor& bias, double eps) {
  // (plain variables, not a structured binding: the lambdas below capture them, which clang 14 refuses)
  const std::pair<int64_t, int64_t> rows_n = layer_norm_rows(input, k);
  const int64_t rows = rows_n.first, n = rows_n.second;
  const Tensor x = contiguous(input);
  const Tensor w = weight.defined() ? contiguous(weight) : Tensor(), b = bias.defined() ? contiguous(bias) : Tensor();
  check(!w.defined() || w.numel() == n, ErrorKind::RuntimeError, "layer_norm: weight has ", w.defined() ? w.numel() : 0,
        " elements, normalized_shape ", n);
  check(!b.defined() || b.numel() == n, ErrorKind::RuntimeError, "layer_norm: bias has ", b.defined() ? b.numel() : 0,
        " elements, normalized_shape ", n);
  Tensor y = empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  if (x.dtype() == ScalarType::BFloat16) {
    const BFloat16* gamma = w.defined() ? w.data<const BFloat16>() : nullptr;
    const BFloat16* beta = b.defined() ? b.data<const BFloat16>() : nullptr;
#pragma omp parallel for if (rows > 1 && rows * n >= 32768)
    for (int64_t i = 0; i < rows; ++i)
      pytorch_vec::layer_norm_row_bf16(x.data<const BFloat16>() + i * n, gamma, beta, n, static_cast<float>(eps),
                                       y.data<BFloat16>() + i * n);
    return y;
  }
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* gamma = w.defined() ? w.data<const T>() : nullptr;
      const T* beta = b.defined() ? b.data<const T>() : nullptr;
#pragma omp parallel for if (rows > 1 && rows * n >= 32768)
      for (int64_t i = 0; i < rows; ++i)
        pytorch_vec::layer_norm_row(x.data<const T>() + i * n, gamma, beta, n, static_cast<T>(eps),
                                    y.data<T>() + i * n, static_cast<T*>(nullptr), static_cast<T*>(nullptr));
    }
  });
  return y;
}

std::vector<Tensor> layer_norm_backward_exact(const Tensor& grad, const Tensor& input, int64_t k, const Tensor& weight,
                                              bool has_bias, double eps) {
  // (plain variables, not a structured binding: the lambdas below capture them, which clang 14 refuses)
  const std::pair<int64_t, int64_t> rows_n = layer_norm_rows(input, k);
  const int64_t rows = rows_n.first, n = rows_n.second;
  const Tensor x = contiguous(input), g = host_contiguous(grad, input.dtype());
  const Tensor w = weight.defined() ? contiguous(weight) : Tensor();
  const std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end());
  Tensor gx = empty(shape, x.dtype());
  Tensor gw = w.defined() ? zeros(std::vector<int64_t>{n}, x.dtype()) : Tensor();
  Tensor gb = has_bias ? zeros(std::vector<int64_t>{n}, x.dtype()) : Tensor();
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* gamma = w.defined() ? w.data<const T>() : nullptr;
      T* dgamma = gw.defined() ? gw.data<T>() : nullptr;
      T* dbeta = gb.defined() ? gb.data<T>() : nullptr;
      // PyTorch runs one thread here, so dgamma and dbeta add the rows in order: only dx is split over rows.
#pragma omp parallel for if (rows > 1 && rows * n >= 32768)
      for (int64_t i = 0; i < rows; ++i) {
        const T* xi = x.data<const T>() + i * n;
        const pytorch_vec::Moments<T> m = pytorch_vec::rowwise_moments(xi, n);
        const T rstd = T(1) / std::sqrt(m.var + static_cast<T>(eps));
        pytorch_vec::layer_norm_backward_row(g.data<const T>() + i * n, xi, m.mean, rstd, gamma, n,
                                             gx.data<T>() + i * n, static_cast<T*>(nullptr), static_cast<T*>(nullptr));
      }
      for (int64_t i = 0; (dgamma || dbeta) && i < rows; ++i) {
        const T* xi = x.data<const T>() + i * n;
        const pytorch_vec::Moments<T> m = pytorch_vec::rowwise_moments(xi, n);
        const T rstd = T(1) / std::sqrt(m.var + static_cast<T>(eps));
        pytorch_vec::layer_norm_backward_row(g.data<const T>() + i * n, xi, m.mean, rstd, gamma, n,
                                             static_cast<T*>(nullptr), dgamma, dbeta);
      }
    }
  });
  const std::vector<int64_t> normalized(x.sizes().end() - k, x.sizes().end());
  if (gw.defined()) gw = reshape(gw, normalized);
  if (gb.defined()) gb = reshape(gb, normalized);
  return {gx, gw, gb};
}

Tensor layer_norm_stats(const Tensor& x, int64_t k, Tensor* mean_out, Tensor* rstd_out, double eps) {
  std::vector<int64_t> dims;
  for (int64_t d = x.dim() - k; d < x.dim(); ++d) dims.push_back(d);
  Tensor m = mean(x, dims, true);
  Tensor c = sub(x, m);
  Tensor var = mean(mul(c, c), dims, true);
  Tensor rstd = rsqrt(add(var, num(eps, x)));
  if (mean_out) *mean_out = m;
  if (rstd_out) *rstd_out = rstd;
  return mul(c, rstd);
}

TSR_REGISTER_KERNEL("mse_loss", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  check_dtype_in(DtypeGroup::Floating, result_type(std::array{T_(s, 0), T_(s, 1)}), "mse_cpu", {ScalarType::Half});
  Tensor d = sub(T_(s, 0), T_(s, 1));
  out(s, reduce_loss(mul(d, d), int_arg(s, 2, 1)));
});
// (the kernel's one TensorIterator: norm, rounded to the dtype, times (self - target) times grad_output broadcast)
TSR_REGISTER_KERNEL("mse_loss_backward", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& go = T_(s, 0);
  if (T_(s, 1).device().is_cpu()) check_dtype_in(DtypeGroup::AllButBool, T_(s, 1).dtype(), "mse_backward_cpu_out");
  const Tensor d = sub(T_(s, 1), T_(s, 2));
  const int64_t red = int_arg(s, 3, 1);
  const Tensor norm = scalar(red == 1 ? 2.0 / static_cast<double>(d.numel()) : 2.0, d.dtype());
  const std::vector<int64_t> shape(d.sizes().begin(), d.sizes().end());
  out(s, mul(mul(norm, d), red == 0 ? go : expand(go, shape)));
});
TSR_REGISTER_KERNEL("l1_loss", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  out(s, reduce_loss(abs(sub(T_(s, 0), T_(s, 1))), int_arg(s, 2, 1)));
});
TSR_REGISTER_KERNEL("smooth_l1_loss", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_integral(result_type(std::array{T_(s, 0), T_(s, 1)}), "smooth_l1_cpu");
  const double beta = double_arg(s, 3, 1.0);
  Tensor d = abs(sub(T_(s, 0), T_(s, 1)));
  Tensor quad = div(mul(mul(d, d), num(0.5, d)), num(beta, d));
  Tensor lin = sub(d, num(0.5 * beta, d));
  out(s, reduce_loss(beta == 0 ? d : where(compare(d, num(beta, d), CompareOp::Lt), quad, lin), int_arg(s, 2, 1)));
});
// PyTorch's huber kernel: z = |x - y|, 0.5 * z * z below delta, delta * (z - 0.5 * delta) from it, in the dtype.
TSR_REGISTER_KERNEL("huber_loss", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_integral(result_type(std::array{T_(s, 0), T_(s, 1)}), "huber_cpu");
  const double delta = double_arg(s, 3, 1.0);
  check(delta > 0, ErrorKind::RuntimeError, "huber_loss does not support non-positive values for delta.");
  Tensor z = abs(sub(T_(s, 0), T_(s, 1)));
  Tensor quad = mul(mul(num(0.5, z), z), z);
  Tensor lin = mul(num(delta, z), sub(z, num(0.5 * delta, z)));  // (0.5 * delta: exact in either dtype)
  out(s, reduce_loss(where(compare(z, num(delta, z), CompareOp::Lt), quad, lin), int_arg(s, 2, 1)));
});
// The CPU kernels read the weight as the input's element type: another dtype is refused as data_ptr<scalar_t> does.
static void check_nll_weight_dtype(const Tensor& self, const Tensor& weight) {
  if (weight.defined())  // (the message's arguments are evaluated before check tests the condition)
    check(weight.dtype() == self.dtype(), ErrorKind::RuntimeError, "expected scalar type ", dtype_title(self.dtype()),
          " but found ", dtype_title(weight.dtype()));
}
TSR_REGISTER_KERNEL("nll_loss", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "nll_loss_out_frame");
  check_nll_weight_dtype(T_(s, 0), opt_tensor(s, 2));
  out(s, nll(T_(s, 0), T_(s, 1), opt_tensor(s, 2), int_arg(s, 3, 1), int_arg(s, 4, -100)));
});
TSR_REGISTER_KERNEL("nll_loss2d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "nll_loss2d_forward_out_frame");
  check_nll_weight_dtype(T_(s, 0), opt_tensor(s, 2));
  const Tensor& self = T_(s, 0);
  const Tensor& target = T_(s, 1);
  const int64_t reduction = int_arg(s, 3, 1);
  Tensor r = nll(nll2d_as_2d(self), reshape(target, std::vector<int64_t>{-1}), opt_tensor(s, 2), reduction, int_arg(s, 4, -100));
  out(s, reduction == 0 ? reshape(r, target.sizes()) : r);
});
TSR_REGISTER_KERNEL("binary_cross_entropy", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "binary_cross_entropy", /*also_bfloat16=*/true);
  const Tensor& x = T_(s, 0);
  const Tensor& t = T_(s, 1);
  check(t.dtype() == x.dtype(), ErrorKind::RuntimeError, "Found dtype ", dtype_title(t.dtype()), " but expected ",
        dtype_title(x.dtype()));
  if (activation_exact_applies(t, x) && x.sizes() == t.sizes()) {  // PyTorch's kernel, then weight and reduction
    Tensor loss = binary_cross_entropy_exact(x, t);
    if (Tensor w = opt_tensor(s, 2); w.defined()) loss = mul(loss, w);
    return out(s, reduce_loss(loss, int_arg(s, 3, 1)));
  }
  Tensor lo = num(-100, x);
  Tensor logx = maximum(log(x), lo), log1mx = maximum(log(sub(num(1, x), x)), lo);
  Tensor loss = neg(add(mul(t, logx), mul(sub(num(1, x), t), log1mx)));
  if (Tensor w = opt_tensor(s, 2); w.defined()) loss = mul(loss, w);
  out(s, reduce_loss(loss, int_arg(s, 3, 1)));
});
TSR_REGISTER_KERNEL("binary_cross_entropy_with_logits", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "clamp_min_cpu");
  const Tensor& x = T_(s, 0);
  const Tensor& t = T_(s, 1);
  // PyTorch 1.13's composite, (1 - t).mul_(x) + max_val + log(exp_(-max_val) + exp_(-x - max_val)) with
  // max_val = (-x).clamp_min_(0), fails at its first step that meets a bool or integer operand
  check(x.dtype() != ScalarType::Bool, ErrorKind::RuntimeError,
        "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the "
        "`~` or `logical_not()` operator instead.");
  if (!opt_tensor(s, 3).defined()) {
    check(t.dtype() != ScalarType::Bool, ErrorKind::RuntimeError,
          "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` "
          "operator instead.");
    for (const Tensor* in_place : {&t, &x})  // (1 - t).mul_(x), then exp_ of -max_val
      check(!is_integral(in_place->dtype(), false), ErrorKind::RuntimeError,
            "result type Float can't be cast to the desired output type ", dtype_title(in_place->dtype()));
  }
  Tensor max_val = clamp(neg(x), Scalar(0.0), std::nullopt);
  Tensor soft = add(max_val, log(add(exp(neg(max_val)), exp(sub(neg(x), max_val)))));  // softplus(-x)
  Tensor loss;
  if (Tensor pw = opt_tensor(s, 3); pw.defined()) {
    Tensor lw = add(mul(sub(pw, num(1, x)), t), num(1, x));
    loss = add(mul(sub(num(1, x), t), x), mul(lw, soft));
  } else {  // PyTorch's order: ((1 - t) * x + max_val) + log(exp(-max_val) + exp(-x - max_val))
    loss = add(add(mul(sub(num(1, x), t), x), max_val), log(add(exp(neg(max_val)), exp(sub(neg(x), max_val)))));
  }
  if (Tensor w = opt_tensor(s, 2); w.defined()) loss = mul(loss, w);
  out(s, reduce_loss(loss, int_arg(s, 4, 1)));
});
TSR_REGISTER_KERNEL("softplus", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "softplus_cpu");
  refuse_complex(std::get<Tensor>(s[0]).dtype(), "softplus_cpu");
  const Tensor& x = T_(s, 0);
  const double beta = scalar_at(s, 1, 1).to_double(), threshold = scalar_at(s, 2, 20).to_double();
  if (activation_exact_applies(x)) return out(s, softplus_exact(x, beta, threshold));
  Tensor bx = mul(x, num(beta, x));
  out(s, where(compare(bx, num(threshold, x), CompareOp::Gt), x, div(log1p(exp(bx)), num(beta, x))));
});
TSR_REGISTER_KERNEL("leaky_relu", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "leaky_relu_cpu");
  refuse_complex(std::get<Tensor>(s[0]).dtype(), "leaky_relu_cpu");
  const Tensor& x = T_(s, 0);
  if (leaky_relu_exact_applies(x)) return out(s, leaky_relu_exact(x, scalar_at(s, 1, 0.01).to_double()));
  out(s, where(compare(x, num(0, x), CompareOp::Gt), x, mul(x, num(scalar_at(s, 1, 0.01).to_double(), x))));
});
TSR_REGISTER_KERNEL("elu", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "elu_cpu");
  refuse_complex(std::get<Tensor>(s[0]).dtype(), "elu_cpu");
  const Tensor& x = T_(s, 0);
  const double alpha = scalar_at(s, 1, 1).to_double(), scale = scalar_at(s, 2, 1).to_double(),
               input_scale = scalar_at(s, 3, 1).to_double();
  if (activation_exact_applies(x)) return out(s, elu_exact(x, alpha, scale, input_scale));
  Tensor negative = mul(expm1(mul(x, num(input_scale, x))), num(alpha * scale, x));
  out(s, where(compare(x, num(0, x), CompareOp::Gt), mul(x, num(scale, x)), negative));
});
TSR_REGISTER_KERNEL("elu_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& g = T_(s, 0);
  const Tensor& x = T_(s, 5);
  const double alpha = scalar_at(s, 1, 1).to_double(), sc = scalar_at(s, 2, 1).to_double(),
               is = scalar_at(s, 3, 1).to_double();
  const bool is_result = bool_arg(s, 4, false);
  const ScalarType dtype = result_type(std::array{g, x});
  if (!is_floating(dtype) || dtype == ScalarType::Half) throw_not_implemented_for("elu_backward_cpu", dtype);
  if (activation_exact_applies(g, x)) return out(s, elu_backward_exact(g, x, alpha, sc, is, is_result));
  // bfloat16 (and mixed dtypes): computed in float and rounded once (measured against PyTorch 1.13: every element of
  // 2000 random bfloat16 pairs); double in double (a device's tensors come here, without the exact path).
  const ScalarType compute = dtype == ScalarType::Double ? dtype : ScalarType::Float;
  const Tensor gf = to_dtype(g, compute), xf = to_dtype(x, compute);
  Tensor r;
  if (activation_exact_applies(gf, xf)) {
    r = elu_backward_exact(gf, xf, alpha, sc, is, is_result);
  } else {
    const Tensor negative = is_result ? mul(mul(gf, num(is, xf)), add(xf, num(alpha * sc, xf)))
                                      : mul(mul(gf, num(is * alpha * sc, xf)), exp(mul(xf, num(is, xf))));
    r = where(compare(xf, num(0, xf), CompareOp::Gt), mul(gf, num(sc, xf)), negative);
  }
  out(s, to_dtype(r, dtype));
});
TSR_REGISTER_KERNEL("mish", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  // 1.13's mish_cpu is float and double only (bfloat16 and half raise too).
  if (x.dtype() != ScalarType::Float && x.dtype() != ScalarType::Double) throw_not_implemented_for("mish_cpu", x.dtype());
  if (activation_exact_applies(x)) return out(s, mish_exact(x));
  out(s, mul(x, tanh(call("softplus", {x, 1.0, 20.0}))));
});
TSR_REGISTER_KERNEL("log_sigmoid", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  // 1.13's log_sigmoid_cpu: float, double and bfloat16 (each vector operation rounded to bfloat16).
  if (!is_floating(x.dtype()) || x.dtype() == ScalarType::Half) throw_not_implemented_for("log_sigmoid_cpu", x.dtype());
  if (activation_exact_applies(x)) return out(s, log_sigmoid_exact(x));
  out(s, sub(clamp(x, std::nullopt, Scalar(0.0)), log1p(exp(neg(abs(x))))));
});
// hardsigmoid_kernel: min(max(x + 3, 0), 6) / 6; hardswish_kernel: x * min(max(x + 3, 0), 6) / 6, left to right.
TSR_REGISTER_KERNEL("hardsigmoid", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  if (!is_floating(x.dtype()) || x.dtype() == ScalarType::Half) throw_not_implemented_for("hardsigmoid_cpu", x.dtype());
  const Tensor xf = x.dtype() == ScalarType::BFloat16 ? to_dtype(x, ScalarType::Float) : x;  // bfloat16: in float
  out(s, to_dtype(div(clamp(add(xf, num(3, xf)), Scalar(0.0), Scalar(6.0)), num(6, xf)), x.dtype()));
});
TSR_REGISTER_KERNEL("hardswish", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  if (!is_floating(x.dtype()) || x.dtype() == ScalarType::Half) throw_not_implemented_for("hardswish_cpu", x.dtype());
  const Tensor xf = x.dtype() == ScalarType::BFloat16 ? to_dtype(x, ScalarType::Float) : x;  // bfloat16: in float
  out(s, to_dtype(div(mul(xf, clamp(add(xf, num(3, xf)), Scalar(0.0), Scalar(6.0))), num(6, xf)), x.dtype()));
});
TSR_REGISTER_KERNEL("celu", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const double alpha = scalar_at(s, 1, 1).to_double();
  if (!is_floating(T_(s, 0).dtype())) throw_not_implemented_for("elu_cpu", T_(s, 0).dtype());
  check(alpha != 0, ErrorKind::RuntimeError, "ZeroDivisionError");
  out(s, call("elu", {T_(s, 0), s.size() > 1 ? s[1] : IValue(1.0), 1.0, 1.0 / alpha}));
});
// hardshrink_kernel, softshrink_kernel and shrink_backward_kernel (floating types and bfloat16). softshrink of
// bfloat16 computes in float with lambd as a float; the others compare with lambd in the dtype. NaN: hardshrink
// and the gradient keep it, softshrink gives 0.
namespace {
Tensor inside_lambd(const Tensor& x, double lambd) {
  const Tensor l = scalar(lambd, x.dtype());
  return logical_and(compare(x, neg(l), CompareOp::Ge), compare(x, l, CompareOp::Le));
}
void check_shrink_dtype(ScalarType t, const char* kernel) {
  if (!is_floating(t) || t == ScalarType::Half) throw_not_implemented_for(kernel, t);
}
void shrink_backward_kernel(const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &g = T_(s, 0), &x = T_(s, 1);
  check_shrink_dtype(x.dtype(), "shrink_backward_cpu");
  const Tensor r = where(inside_lambd(x, scalar_at(s, 2, 0.5).to_double()), scalar(0, g.dtype()), g);
  out(s, as_grad_layout(r, g));  // grad_output is the kernel's first operand
}
}  // namespace
TSR_REGISTER_KERNEL("hardshrink", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  check_shrink_dtype(x.dtype(), "hardshrink_cpu");
  out(s, where(inside_lambd(x, scalar_at(s, 1, 0.5).to_double()), scalar(0, x.dtype()), x));
});
TSR_REGISTER_KERNEL("softshrink", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  check_shrink_dtype(x.dtype(), "softshrink_cpu");
  const double lambd = scalar_at(s, 1, 0.5).to_double();
  check(lambd >= 0, ErrorKind::RuntimeError, "lambda must be greater or equal to 0, but found to be ", lambd, ".");
  const Tensor xf = x.dtype() == ScalarType::BFloat16 ? to_dtype(x, ScalarType::Float) : x;
  const Tensor l = scalar(lambd, xf.dtype());
  const Tensor r = where(compare(xf, l, CompareOp::Gt), sub(xf, l),
                         where(compare(xf, neg(l), CompareOp::Lt), add(xf, l), scalar(0, xf.dtype())));
  out(s, to_dtype(r, x.dtype()));
});
TSR_REGISTER_KERNEL("hardshrink_backward", CPU, shrink_backward_kernel);
// hardtanh_backward, hardsigmoid_backward and hardswish_backward: TensorIterator kernels over (grad_output, self),
// so the operands promote and broadcast and the result is laid out as grad_output. The kernel names in their dtype
// errors are 1.13's (hardtanh_backward's is "hardshrink_backward_cpu", and it has no bfloat16). bfloat16 computes
// in float and rounds once (PyTorch's kernels convert the vectors to float).
namespace {
struct ActivationBackward {
  Tensor g, x;      // in the computing dtype (float for bfloat16)
  ScalarType type;  // the result's
};
ActivationBackward activation_backward_operands(const Stack& s, const char* kernel, bool bfloat16) {
  const ScalarType type = promote_types(T_(s, 0).dtype(), T_(s, 1).dtype());
  if (!is_floating(type) || type == ScalarType::Half || (type == ScalarType::BFloat16 && !bfloat16))
    throw_not_implemented_for(kernel, type);
  const ScalarType compute = type == ScalarType::BFloat16 ? ScalarType::Float : type;
  return {to_dtype(T_(s, 0), compute), to_dtype(T_(s, 1), compute), type};
}
void out_as_grad(Stack& s, const Tensor& r, ScalarType type) {
  const Tensor g = T_(s, 0);
  out(s, as_grad_layout(to_dtype(r, type), g));
}
}  // namespace
TSR_REGISTER_KERNEL("hardtanh_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const auto [g, x, type] = activation_backward_operands(s, "hardshrink_backward_cpu", false);
  const Tensor inside = logical_and(compare(x, scalar(scalar_at(s, 2, -1).to_double(), x.dtype()), CompareOp::Gt),
                                    compare(x, scalar(scalar_at(s, 3, 1).to_double(), x.dtype()), CompareOp::Lt));
  out_as_grad(s, where(inside, g, scalar(0, g.dtype())), type);
});
TSR_REGISTER_KERNEL("hardsigmoid_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const auto [g, x, type] = activation_backward_operands(s, "hardsigmoid_backward", true);
  const Tensor inside = logical_and(compare(x, scalar(-3, x.dtype()), CompareOp::Gt),
                                    compare(x, scalar(3, x.dtype()), CompareOp::Lt));
  // one_sixth is the float 1.0f / 6.0f in PyTorch's kernel, for double too (measured: 552 of 1000 float64
  // gradients differ with the double 1 / 6).
  out_as_grad(s, where(inside, mul(g, scalar(static_cast<double>(1.0f / 6.0f), g.dtype())), scalar(0, g.dtype())), type);
});
TSR_REGISTER_KERNEL("hardswish_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const auto [g, x, type] = activation_backward_operands(s, "hardswish_backward_cpu", true);
  const Tensor middle = mul(g, add(div(x, scalar(3, x.dtype())), scalar(0.5, x.dtype())));
  out_as_grad(s, where(compare(x, scalar(-3, x.dtype()), CompareOp::Lt), scalar(0, g.dtype()),
                       where(compare(x, scalar(3, x.dtype()), CompareOp::Le), middle, g)),
              type);
});
TSR_REGISTER_KERNEL("softshrink_backward", CPU, shrink_backward_kernel);
// glu_kernel: a * (1 / (1 + exp(-b))), sigmoid's own value (rows of the halves through SLEEF, each row's tail
// through glibc, as TensorIterator presents the strided halves); glu_backward_cpu_out: the first half
// sigmoid(b) * grad_output, the second (1 - s) * s * a * grad_output left to right, each op rounded in the dtype
// (bfloat16: both computed in float and rounded once, from the rounded sigmoid in the gradient).
namespace {
std::pair<Tensor, Tensor> glu_halves(const Tensor& x, int64_t dim_arg, int64_t& dim) {
  check(x.dim() > 0, ErrorKind::RuntimeError, "glu does not support scalars because halving size must be even");
  dim = wrap_dim(dim_arg, x.dim());
  const int64_t n = x.sizes()[size_t(dim)];
  check(n % 2 == 0, ErrorKind::RuntimeError, "Halving dimension must be even, but dimension ", dim, " is size ", n);
  if (!is_floating(x.dtype()) || x.dtype() == ScalarType::Half) throw_not_implemented_for("glu_cpu", x.dtype());
  return {narrow(x, dim, 0, n / 2), narrow(x, dim, n / 2, n / 2)};
}
}  // namespace
TSR_REGISTER_KERNEL("glu", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  int64_t dim = 0;
  const auto [a, b] = glu_halves(T_(s, 0), int_arg(s, 1, -1), dim);
  // bfloat16 computes in float and rounds once, as 1.13's kernel
  if (is_reduced_floating(a.dtype()))
    return out(s, to_dtype(mul(to_dtype(a, ScalarType::Float), sigmoid(to_dtype(b, ScalarType::Float))), a.dtype()));
  out(s, mul(a, sigmoid(b)));
});
TSR_REGISTER_KERNEL("glu_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& go = T_(s, 0);
  const Tensor& x = T_(s, 1);
  int64_t dim = 0;
  const auto [a, b] = glu_halves(x, int_arg(s, 2, -1), dim);
  const Tensor sig = sigmoid(b);
  const Tensor first = mul(sig, go);
  // bfloat16: the second half's product in float from the rounded sigmoid, rounded once (1.13's kernel)
  const ScalarType t = is_reduced_floating(sig.dtype()) ? ScalarType::Float : sig.dtype();
  const Tensor sf = to_dtype(sig, t);
  const Tensor second = to_dtype(
      mul(mul(mul(sub(scalar(1, t), sf), sf), to_dtype(a, t)), to_dtype(go, t)), sig.dtype());
  out(s, call("cat", {std::vector<Tensor>{first, second}, dim}));
});
// threshold_kernel: x <= threshold ? value : x, threshold and value in the dtype (all types and bfloat16).
TSR_REGISTER_KERNEL("threshold", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  const ScalarType t = x.dtype();
  if (t == ScalarType::Half || t == ScalarType::Bool || is_complex(t)) throw_not_implemented_for("threshold_cpu", t);
  const Tensor below = compare(x, scalar(scalar_at(s, 1, 0).to_double(), t), CompareOp::Le);
  out(s, where(below, scalar(scalar_at(s, 2, 0).to_double(), t), x));
});
TSR_REGISTER_KERNEL("hardtanh", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const ScalarType dtype = T_(s, 0).dtype();
  check(dtype != ScalarType::Bool, ErrorKind::RuntimeError, "Bool inputs not supported for hardtanh");
  check(!(dtype == ScalarType::Byte && (scalar_at(s, 1, -1).to_double() < 0 || scalar_at(s, 2, 1).to_double() < 0)),
        ErrorKind::RuntimeError, "cannot do hardtanh on an unsigned type with negative limits");
  refuse_half(dtype, "clamp_scalar_cpu");
  if (is_integral(dtype, false)) {  // the result keeps the integer dtype, its limits converted to it (1.5 is 1)
    const auto limit = [&](size_t at, double fallback) {
      return Scalar(static_cast<int64_t>(scalar_at(s, at, fallback).to_double()));
    };
    return out(s, clamp(T_(s, 0), limit(1, -1), limit(2, 1)));
  }
  out(s, clamp(T_(s, 0), scalar_at(s, 1, -1), scalar_at(s, 2, 1)));
});
void check_affine_dtypes(const Tensor& x, const Tensor& weight, const Tensor& bias) {
  for (const Tensor* p : {&weight, &bias})
    if (p->defined())
      check_scalar_type(x.dtype(), p->dtype());
}

// PyTorch's _check_layer_norm_inputs: normalized_shape not empty, weight and bias of that shape, the input's
// trailing dims that shape; its messages.
void check_layer_norm_inputs(const Tensor& x, const std::vector<int64_t>& normalized, const Tensor& w, const Tensor& b) {
  const Dims shape(normalized);
  check(!normalized.empty(), ErrorKind::RuntimeError, "Expected normalized_shape to be at least 1-dimensional, i.e., "
        "containing at least one element, but got normalized_shape = ", shape.str());
  for (const auto& [t, name] : {std::pair{&w, "weight"}, std::pair{&b, "bias"}})
    check(!t->defined() || t->sizes() == shape, ErrorKind::RuntimeError, "Expected ", name, " to be of same shape as "
          "normalized_shape, but got ", name, " of shape ", t->defined() ? t->sizes().str() : "", " and normalized_shape = ",
          shape.str());
  bool fits = x.dim() >= static_cast<int64_t>(normalized.size());
  for (size_t i = 0; fits && i < normalized.size(); ++i)
    fits = x.sizes()[x.dim() - static_cast<int64_t>(normalized.size()) + static_cast<int64_t>(i)] == normalized[i];
  if (!fits) {
    std::string expected = "[*";
    for (int64_t n : normalized) expected += ", " + std::to_string(n);
    throw Error(ErrorKind::RuntimeError, "Given normalized_shape=" + shape.str() + ", expected input with shape " +
                                             expected + "], but got input of size" + x.sizes().str());
  }
}

TSR_REGISTER_KERNEL("layer_norm", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "LayerNormKernelImpl");
  refuse_complex(std::get<Tensor>(s[0]).dtype(), "LayerNormKernelImpl");
  const Tensor& x = T_(s, 0);
  check_layer_norm_inputs(x, int_list_arg(s, 1), opt_tensor(s, 2), opt_tensor(s, 3));
  if (x.device().is_cpu()) check_affine_dtypes(x, opt_tensor(s, 2), opt_tensor(s, 3));
  const int64_t k = static_cast<int64_t>(int_list_arg(s, 1).size());
  // (bfloat16 too, forward only: 1.13 rounds its moments and rstd to bfloat16)
  const Tensor w = opt_tensor(s, 2), b = opt_tensor(s, 3);
  const bool bf16 = x.dtype() == ScalarType::BFloat16 && x.device().is_cpu() && x.numel() > 0 &&
                    !functorch::any_batched(x, w, b) && (!w.defined() || (w.device().is_cpu() && w.dtype() == x.dtype())) &&
                    (!b.defined() || (b.device().is_cpu() && b.dtype() == x.dtype()));
  if (bf16 || layer_norm_exact_applies(x, w, b))
    return out(s, layer_norm_exact(x, k, w, b, double_arg(s, 4, 1e-5)));
  Tensor y = layer_norm_stats(x, k, nullptr, nullptr, double_arg(s, 4, 1e-5));
  if (Tensor w = opt_tensor(s, 2); w.defined()) y = mul(y, w);
  if (Tensor b = opt_tensor(s, 3); b.defined()) y = add(y, b);
  out(s, contiguous(y));  // (a channels-last input's layout does not carry over: PyTorch's result is contiguous)
});
std::vector<int64_t> batch_norm_dims(const Tensor& x) {
  std::vector<int64_t> dims{0};
  for (int64_t d = 2; d < x.dim(); ++d) dims.push_back(d);
  return dims;
}

// A per-channel (C) tensor shaped to broadcast against x (1, C, 1, ...), by the dispatched reshape: composite
// backward formulas build their graphs from it, so a second derivative reaches v (batch_norm's with respect to its
// weight in eval mode, group_norm's).
Tensor per_channel(const Tensor& v, const Tensor& x) {
  std::vector<int64_t> shape(static_cast<size_t>(x.dim()), 1);
  shape[1] = v.numel();
  return call("reshape", {v, std::move(shape)});
}

// batch_norm's forward as PyTorch 1.13's CPU kernels round it (batch_norm_kernel.cpp), measured against it (script
// test 810) for a contiguous float or double input: the statistics per channel, for an image size (the product of
// the dims after the channel dim) above 1 as batch_norm_cpu_collect_stats_contiguous_impl (the sum in double, the
// mean rounded to T, each squared deviation rounded to T and added in double, that sum rounded to T), for an image size of 1 as the
// channels-last kernel (sums in T, sample after sample, the squares fused); var = var_sum / n in T and
// invstd = 1 / sqrt(var + eps) in double, rounded to T. Then alpha = invstd * weight, beta = bias - mean * alpha
// (one multiply-add) and y = x * alpha + beta (one multiply-add). The running statistics update in T:
// momentum * mean + (1 - momentum) * running_mean, and for float the running variance's with its first product
// fused (measured; double's is not). In eval mode invstd = 1 / sqrt(running_var + eps) in T. For double inputs a
// channel's statistics still differ from PyTorch's in the last bit now and then (a few channels in a hundred; the
// order of its double sums not found yet); float's matched in every case measured.
static bool batch_norm_kernels_apply(const Tensor& x, std::initializer_list<Tensor> params) {
  if (functorch::is_batched(x)) return false;
  for (const Tensor& p : params)
    if (functorch::is_batched(p)) return false;
  if (!(x.dtype() == ScalarType::Float || x.dtype() == ScalarType::Double) || !x.device().is_cpu() || x.dim() < 2 ||
      x.numel() == 0)
    return false;
  for (const Tensor& p : params)
    if (p.defined() && (p.dtype() != x.dtype() || !p.device().is_cpu() || p.numel() != x.sizes()[1])) return false;
  return true;
}
// PyTorch's is_contiguous(input) of Normalization.cpp: contiguous or 4-d channels-last, which its vectorised kernels
// take; any other layout takes its strided templates (batch_norm_strided below).
static bool batch_norm_dense_layout(const Tensor& x) {
  return x.is_contiguous() || (x.dim() == 4 && is_contiguous_in(x, MemoryFormat::ChannelsLast));
}

// The element offsets of channel c in tensors of x's sizes (each by its own strides), visited as TensorIterator visits
// a reduction over every dim but 1 (its reorder_dimensions over the operands in turn: iteration_order).
// f(offsets) per element.
template <size_t K, class F>
static void visit_channel(const Tensor& x, const std::array<const Tensor*, K>& ts, int64_t c, F f) {
  std::vector<int64_t> dims, sizes;  // every dim but the channel's
  for (int64_t d = 0; d < x.dim(); ++d)
    if (d != 1) dims.push_back(d), sizes.push_back(x.sizes()[d]);
  const std::vector<int64_t> inner_first = iteration_order(
      static_cast<int64_t>(dims.size()), K, sizes,
      [&](size_t k, int64_t j) { return ts[k]->strides()[dims[static_cast<size_t>(j)]]; });
  std::vector<int64_t> order;  // outermost first
  for (auto j = inner_first.rbegin(); j != inner_first.rend(); ++j) order.push_back(dims[static_cast<size_t>(*j)]);
  std::array<int64_t, K> offset{};
  for (size_t k = 0; k < K; ++k) offset[k] = c * ts[k]->strides()[1];
  std::vector<int64_t> index(order.size(), 0);
  const int64_t count = x.numel() / x.sizes()[1];
  for (int64_t e = 0; e < count; ++e) {
    f(offset);
    for (int64_t j = static_cast<int64_t>(order.size()) - 1; j >= 0; --j) {  // odometer: the innermost dim first
      const int64_t d = order[j];
      for (size_t k = 0; k < K; ++k) offset[k] += ts[k]->strides()[d];
      if (++index[j] < x.sizes()[d]) break;
      for (size_t k = 0; k < K; ++k) offset[k] -= ts[k]->strides()[d] * x.sizes()[d];
      index[j] = 0;
    }
  }
}

// A result in x's suggested memory format, as PyTorch's empty_like(input, input.suggest_memory_format()).
static Tensor empty_suggested(const Tensor& x) {
  return empty_dense(x.sizes(), memory_format_strides(x.sizes(), suggest_memory_format(x)), x.dtype(), x.device());
}

// Training statistics by PyTorch's batch_norm_cpu_update_stats_template for an input of another layout: the mean by
// at::mean over the reduced dims; per channel the squared deviations summed in double in the input's memory order;
// invstd = 1 / sqrt(var_sum / n + eps) in double, rounded to T. var_sum stays double (the running variance's).
template <class T>
static void batch_norm_strided_stats(const Tensor& x, double eps, T* mean, T* invstd, double* var_sum) {
  const int64_t channels = x.sizes()[1], n = x.numel() / channels;
  const Tensor m = contiguous(call("mean.dim", {x, batch_norm_dims(x), false, NoneValue{}}));
  const T* in = x.data<const T>();
  for (int64_t c = 0; c < channels; ++c) {
    mean[c] = m.data<const T>()[c];
    const double mc = mean[c];
    double sum = 0;
    visit_channel<1>(x, {&x}, c, [&](const std::array<int64_t, 1>& o) { sum += (in[o[0]] - mc) * (in[o[0]] - mc); });
    var_sum[c] = sum;
    invstd[c] = static_cast<T>(1 / std::sqrt(sum / static_cast<double>(n) + eps));
  }
}

// batch_norm_cpu's strided path (batch_norm_cpu_transform_input_template): y = ((x - mean) * invstd) * weight + bias
// in T, unfused, in x's suggested memory format; the running statistics updated in double (momentum * mean + (1 -
// momentum) * running, the variance's unbiased from the double var_sum); in eval invstd = 1 / sqrt(running_var +
// eps) in T.
static Tensor batch_norm_strided(const Tensor& x, const Tensor& weight, const Tensor& bias, Tensor running_mean,
                                 Tensor running_var, bool training, double momentum, double eps) {
  const int64_t channels = x.sizes()[1], n = x.numel() / channels;
  Tensor y = empty_suggested(x);
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      std::vector<T> mean(static_cast<size_t>(channels)), invstd(mean);
      if (training) {
        std::vector<double> var_sum(static_cast<size_t>(channels));
        batch_norm_strided_stats(x, eps, mean.data(), invstd.data(), var_sum.data());
        Tensor rm = running_mean.defined() ? contiguous(running_mean) : Tensor();
        Tensor rv = running_var.defined() ? contiguous(running_var) : Tensor();
        for (int64_t c = 0; c < channels; ++c) {
          if (rm.defined()) {
            T& r = rm.data<T>()[c];
            r = static_cast<T>(momentum * mean[c] + (1 - momentum) * r);
          }
          if (rv.defined()) {
            T& r = rv.data<T>()[c];
            r = static_cast<T>(momentum * (var_sum[c] / static_cast<double>(n - 1)) + (1 - momentum) * r);
          }
        }
        if (rm.defined() && !rm.is_same(running_mean)) copy_(running_mean, rm);
        if (rv.defined() && !rv.is_same(running_var)) copy_(running_var, rv);
      } else {
        const Tensor rm = contiguous(running_mean), rv = contiguous(running_var);
        for (int64_t c = 0; c < channels; ++c) {
          mean[c] = rm.data<const T>()[c];
          invstd[c] = T(1) / std::sqrt(rv.data<const T>()[c] + static_cast<T>(eps));
        }
      }
      const Tensor w = weight.defined() ? contiguous(weight) : Tensor(), b = bias.defined() ? contiguous(bias) : Tensor();
      const T* in = x.data<const T>();
      T* o = y.data<T>();
      for (int64_t c = 0; c < channels; ++c) {
        const T m = mean[c], is = invstd[c];
        const T wc = w.defined() ? w.data<const T>()[c] : T(1), bc = b.defined() ? b.data<const T>()[c] : T(0);
        visit_channel<2>(x, {&x, &y}, c, [&](const std::array<int64_t, 2>& at) {
          const T centred = in[at[0]] - m, scaled = centred * is, weighted = scaled * wc;
          o[at[1]] = weighted + bc;  // (each step rounded: PyTorch's scalar loop has no multiply-add)
        });
      }
    }
  });
  return y;
}

// Whether PyTorch's channels-last kernels run: a channels-last input, or a contiguous one of image size 1 (N, C, 1,
// ...), which is channels-last too. They read the input as rows of C channels (N * image rows).
static bool batch_norm_by_rows(const Tensor& x) {
  return !x.is_contiguous() || x.numel() / x.sizes()[0] / x.sizes()[1] == 1;
}

// The row ranges at::parallel_for(0, rows, 1, ...) gives PyTorch's threads (the count torch.get_num_threads()
// reports): each thread's partial sums are kept apart and added in thread order, so the count shapes the rounding.
static std::vector<std::pair<int64_t, int64_t>> thread_row_ranges(int64_t rows) {
  const int64_t threads = std::max<int64_t>(1, std::min<int64_t>(omp_get_max_threads(), rows));
  const int64_t chunk = (rows + threads - 1) / threads;
  std::vector<std::pair<int64_t, int64_t>> ranges;
  for (int64_t begin = 0; begin < rows; begin += chunk) ranges.emplace_back(begin, std::min(rows, begin + chunk));
  return ranges;
}

// One channel's training statistics as batch_norm_exact computes them for a contiguous input of image size above 1
// (the backward reuses them, as PyTorch's save_mean and save_invstd): the mean, 1 / sqrt(var + eps) and the sum of
// squared deviations.
template <class T>
static void batch_norm_train_stats(const T* in, int64_t batch, int64_t channels, int64_t image, int64_t c, double eps,
                                   T& mean, T& invstd, T& var_sum) {
  const int64_t count = batch * image;
  auto at = [&](int64_t n, int64_t i) { return in[(n * channels + c) * image + i]; };
  double sum = 0;
  for (int64_t n = 0; n < batch; ++n)
    for (int64_t i = 0; i < image; ++i) sum += at(n, i);
  mean = static_cast<T>(sum / static_cast<double>(count));
  double squares = 0;
  for (int64_t n = 0; n < batch; ++n)
    for (int64_t i = 0; i < image; ++i) {
      const T d = at(n, i) - mean;
      squares += static_cast<double>(d * d);  // the square rounded to T, then added in double
    }
  var_sum = static_cast<T>(squares);
  const T var = var_sum / static_cast<T>(count);
  invstd = static_cast<T>(1 / std::sqrt(static_cast<double>(var) + eps));
}

// Every channel's training statistics by PyTorch's channels-last kernel (batch_norm_cpu_collect_stats_channels_last
// _impl) over rows of C: per thread range the sums in T, row after row (the squared deviations by one multiply-add),
// the threads' sums added in double; mean = sum / n and var_sum rounded to T.
template <class T>
static void batch_norm_row_stats(const T* in, int64_t rows, int64_t channels, double eps, T* mean, T* invstd,
                                 T* var_sum) {
  const auto ranges = thread_row_ranges(rows);
  std::vector<T> part(static_cast<size_t>(channels));
  std::vector<double> total(static_cast<size_t>(channels), 0.0);
  for (const auto& [begin, end] : ranges) {
    std::fill(part.begin(), part.end(), T(0));
    for (int64_t r = begin; r < end; ++r)
      for (int64_t c = 0; c < channels; ++c) part[c] = part[c] + in[r * channels + c];
    for (int64_t c = 0; c < channels; ++c) total[c] += part[c];
  }
  for (int64_t c = 0; c < channels; ++c) mean[c] = static_cast<T>(total[c] / static_cast<double>(rows));
  std::fill(total.begin(), total.end(), 0.0);
  for (const auto& [begin, end] : ranges) {
    std::fill(part.begin(), part.end(), T(0));
    for (int64_t r = begin; r < end; ++r)
      for (int64_t c = 0; c < channels; ++c) {
        const T d = in[r * channels + c] - mean[c];
        part[c] = std::fma(d, d, part[c]);
      }
    for (int64_t c = 0; c < channels; ++c) total[c] += part[c];
  }
  for (int64_t c = 0; c < channels; ++c) {
    var_sum[c] = static_cast<T>(total[c]);
    const T var = var_sum[c] / static_cast<T>(rows);
    invstd[c] = static_cast<T>(1 / std::sqrt(static_cast<double>(var) + eps));
  }
}

// Every channel's training statistics, by the kernel PyTorch runs for x's layout.
template <class T>
static void batch_norm_all_stats(const Tensor& x, double eps, T* mean, T* invstd, T* var_sum) {
  const int64_t batch = x.sizes()[0], channels = x.sizes()[1], image = x.numel() / batch / channels;
  const T* in = x.data<const T>();
  if (batch_norm_by_rows(x)) return batch_norm_row_stats(in, batch * image, channels, eps, mean, invstd, var_sum);
  // channels are independent (PyTorch's kernel runs them in parallel too); each one's sums in its own order
#pragma omp parallel for if (channels > 1 && x.numel() >= 32768)
  for (int64_t c = 0; c < channels; ++c)
    batch_norm_train_stats(in, batch, channels, image, c, eps, mean[c], invstd[c], var_sum[c]);
}

static Tensor batch_norm_exact(const Tensor& x, const Tensor& weight, const Tensor& bias, Tensor running_mean,
                               Tensor running_var, bool training, double momentum, double eps) {
  const int64_t batch = x.sizes()[0], channels = x.sizes()[1], image = x.numel() / batch / channels;
  const int64_t count = batch * image;
  const bool rows = !x.is_contiguous();  // channels-last: the result too
  Tensor y = rows ? empty_channels_last(x.sizes(), x.dtype())
                  : empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* in = x.data<const T>();
      T* o = y.data<T>();
      const Tensor w = weight.defined() ? contiguous(weight) : Tensor(), b = bias.defined() ? contiguous(bias) : Tensor();
      Tensor rm = running_mean.defined() ? contiguous(running_mean) : Tensor();
      Tensor rv = running_var.defined() ? contiguous(running_var) : Tensor();
      const T m = static_cast<T>(momentum), keep = static_cast<T>(1 - momentum);
      std::vector<T> mean(static_cast<size_t>(channels)), invstd(mean), var_sum(mean), alpha(mean), beta(mean);
      if (training) batch_norm_all_stats(x, eps, mean.data(), invstd.data(), var_sum.data());
      for (int64_t c = 0; c < channels; ++c) {
        if (training) {
          if (rm.defined()) {
            T& r = rm.data<T>()[c];
            r = m * mean[c] + keep * r;
          }
          if (rv.defined()) {
            T& r = rv.data<T>()[c];
            const T unbiased = var_sum[c] / static_cast<T>(count - 1);
            r = std::is_same_v<T, float> ? std::fma(m, unbiased, keep * r) : m * unbiased + keep * r;
          }
        } else {
          mean[c] = rm.data<const T>()[c];
          invstd[c] = T(1) / std::sqrt(rv.data<const T>()[c] + static_cast<T>(eps));
        }
        alpha[c] = invstd[c] * (w.defined() ? w.data<const T>()[c] : T(1));
        beta[c] = std::fma(-mean[c], alpha[c], b.defined() ? b.data<const T>()[c] : T(0));
      }
      // y = x * alpha + beta, one multiply-add per element (the instruction where the processor has it)
      const T* al = alpha.data();
      const T* be = beta.data();
      if (rows) {
        with_cpu_capability([&]() TSR_CPU_BODY {
          for (int64_t r = 0; r < count; ++r)
            for (int64_t c = 0; c < channels; ++c) o[r * channels + c] = std::fma(in[r * channels + c], al[c], be[c]);
        });
      } else {
#pragma omp parallel for if (batch * channels > 1 && x.numel() >= 32768)
        for (int64_t nc = 0; nc < batch * channels; ++nc) {
          const T a = al[nc % channels], b = be[nc % channels];
          const T* src = in + nc * image;
          T* dst = o + nc * image;
          with_cpu_capability([&]() TSR_CPU_BODY {
            for (int64_t i = 0; i < image; ++i) dst[i] = std::fma(src[i], a, b);
          });
        }
      }
      if (training && rm.defined() && !rm.is_same(running_mean)) copy_(running_mean, rm);
      if (training && rv.defined() && !rv.is_same(running_var)) copy_(running_var, rv);
    }
  });
  return y;
}

TSR_REGISTER_KERNEL("batch_norm", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_non_floating(std::get<Tensor>(s[0]).dtype(), "batch_norm");
  refuse_complex(std::get<Tensor>(s[0]).dtype(), "batch_norm");
  const Tensor& x = T_(s, 0);
  Tensor w = opt_tensor(s, 1), b = opt_tensor(s, 2), rm = opt_tensor(s, 3), rv = opt_tensor(s, 4);
  if (x.dim() >= 2) {  // PyTorch's _batch_norm_impl_index: each statistic and parameter has one value a channel
    const int64_t channels = x.sizes()[1];
    for (const auto& [name, t] : {std::pair{"running_mean", &rm}, {"running_var", &rv}, {"weight", &w}, {"bias", &b}})
      check(!t->defined() || t->numel() == channels, ErrorKind::RuntimeError, name, " should contain ", channels,
            " elements not ", t->defined() ? t->numel() : 0);
  }
  if (x.device().is_cpu()) {
    // PyTorch 1.13's CPU rule for parameters of another dtype than the input: only float32 parameters of a
    // bfloat16 input (checked parameters first, then the input)
    bool mixed = false;
    for (const Tensor* p : {&w, &b, &rm, &rv}) mixed = mixed || (p->defined() && p->dtype() != x.dtype());
    if (mixed) {
      for (const Tensor* p : {&w, &b, &rm, &rv})
        check(!p->defined() || p->dtype() == ScalarType::Float, ErrorKind::RuntimeError,
              "mixed dtype (CPU): expect parameter to have scalar type of Float");
      check(x.dtype() == ScalarType::BFloat16, ErrorKind::RuntimeError,
            "mixed dtype (CPU): expect input to have scalar type of BFloat16");
    }
  }
  const bool training = bool_arg(s, 5);
  const double momentum = double_arg(s, 6, 0.1), eps = double_arg(s, 7, 1e-5);
  check(x.dim() >= 2, ErrorKind::ValueError, "expected 2D or more input (got ", x.dim(), "D input)");
  if ((training || (rm.defined() && rv.defined())) && batch_norm_kernels_apply(x, {w, b, rm, rv}) &&
      (!training || x.numel() / x.sizes()[1] > 1))
    return out(s, batch_norm_dense_layout(x) ? batch_norm_exact(x, w, b, rm, rv, training, momentum, eps)
                                             : batch_norm_strided(x, w, b, rm, rv, training, momentum, eps));
  Tensor mean_, var_;
  if (training) {
    const std::vector<int64_t> dims = batch_norm_dims(x);
    mean_ = mean(x, dims, true);
    Tensor c = sub(x, mean_);
    var_ = mean(mul(c, c), dims, true);
    if (rm.defined() && rv.defined()) {
      const double n = double(x.numel() / x.sizes()[1]);
      Tensor m1 = reshape(mean_, std::vector<int64_t>{x.sizes()[1]});
      Tensor v1 = mul(reshape(var_, std::vector<int64_t>{x.sizes()[1]}), num(n / std::max(n - 1, 1.0), x));
      copy_(rm, add(mul(rm, num(1 - momentum, rm)), mul(m1, num(momentum, rm))));
      copy_(rv, add(mul(rv, num(1 - momentum, rv)), mul(v1, num(momentum, rv))));
    }
  } else {
    check(rm.defined() && rv.defined(), ErrorKind::RuntimeError, "running_mean and running_var must be defined in evaluation mode");
    mean_ = per_channel(rm, x);
    var_ = per_channel(rv, x);
  }
  Tensor y = mul(sub(x, mean_), rsqrt(add(var_, num(eps, x))));
  if (w.defined()) y = mul(y, per_channel(w, x));
  if (b.defined()) y = add(y, per_channel(b, x));
  out(s, y);
});

// batch_norm's backward as PyTorch 1.13's batch_norm_cpu_backward kernel computes it for a contiguous float/double
// input and gradient, measured against it (script test 932): mean and invstd as the forward's (training) or from
// the running statistics (eval: invstd = 1 / sqrt(running_var + eps) in double, rounded). For an image size above
// 1 (batch_norm_cpu_backward_contiguous_impl) each channel's sum(dy) and sum((x - mean) * dy) add, sample after
// sample in double, the per-sample row sums of vec::reduce_all and vec::map2_reduce_all (pytorch_vec's lane
// order); for an image size of 1 (the channels-last kernel, one thread) both sums run in T, sample after sample,
// the products fused. Training: k = dotp * invstd^2 / n, dx = (dy - sum / n - (x - mean) * k) * invstd * w with
// the subtraction of (x - mean) * k one multiply-add; eval: dx = dy * invstd * w; grad_weight = dotp * invstd,
// grad_bias = sum.
static bool batch_norm_backward_exact_applies(const Tensor& grad, const Tensor& x, const Tensor& weight,
                                              bool training, const Tensor& running_mean, const Tensor& running_var) {
  if (!pytorch_vec::avx2() || !batch_norm_kernels_apply(x, {weight, running_mean, running_var})) return false;
  if (functorch::is_batched(grad) || grad.dtype() != x.dtype() || !grad.device().is_cpu() || grad.sizes() != x.sizes())
    return false;
  return training ? x.numel() / x.sizes()[1] > 1 : running_mean.defined() && running_var.defined();
}

// PyTorch's batch_norm_cpu_backward_template, which runs when the input is neither contiguous nor channels-last, or
// grad_output's layout is not the input's (an NCHW gradient of a channels-last input, or the reverse): sum(dy) by
// at::sum over the reduced dims, per channel dot = sum((x - mean) * dy) in double in the input's memory order (each
// product rounded to T), then dx = (dy - sum / n - (x - mean) * k) * invstd * w unfused (k = dot * invstd^2 / n), or
// dy * invstd * w in eval; grad_weight = dot * invstd, grad_bias = sum. The input gradient takes the input's
// suggested memory format.
static std::array<Tensor, 3> batch_norm_backward_generic(const Tensor& grad, const Tensor& x, const Tensor& weight,
                                                         bool training, const Tensor& running_mean,
                                                         const Tensor& running_var, double eps) {
  const int64_t channels = x.sizes()[1], count = x.numel() / channels;
  const Tensor sum = contiguous(call("sum.dim_IntList", {grad, batch_norm_dims(x), false, NoneValue{}}));
  Tensor gx = empty_suggested(x);
  Tensor gw = empty(std::vector<int64_t>{channels}, x.dtype()), gb = empty(std::vector<int64_t>{channels}, x.dtype());
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* in = x.data<const T>();
      const T* dy = grad.data<const T>();
      const T* sums = sum.data<const T>();
      T* dx = gx.data<T>();
      const Tensor w = weight.defined() ? contiguous(weight) : Tensor();
      std::vector<T> mean(static_cast<size_t>(channels)), invstd(mean);
      if (training && batch_norm_dense_layout(x)) {
        std::vector<T> var_sum(mean);
        batch_norm_all_stats(x, eps, mean.data(), invstd.data(), var_sum.data());  // the forward's, x's own layout
      } else if (training) {
        std::vector<double> var_sum(static_cast<size_t>(channels));
        batch_norm_strided_stats(x, eps, mean.data(), invstd.data(), var_sum.data());
      } else {
        const Tensor rm = contiguous(running_mean), rv = contiguous(running_var);
        for (int64_t c = 0; c < channels; ++c) {
          mean[c] = rm.data<const T>()[c];
          invstd[c] = static_cast<T>(1 / std::sqrt(static_cast<double>(rv.data<const T>()[c]) + eps));
        }
      }
      const std::array<const Tensor*, 3> operands{&x, &grad, &gx};
      for (int64_t c = 0; c < channels; ++c) {
        const T wc = w.defined() ? w.data<const T>()[c] : T(1), m = mean[c], is = invstd[c];
        double dot = 0;
        visit_channel<3>(x, operands, c, [&](const std::array<int64_t, 3>& o) {
          dot += static_cast<T>((in[o[0]] - m) * dy[o[1]]);
        });
        const T k = static_cast<T>(dot) * is * is / static_cast<T>(count);
        const T grad_mean = sums[c] / static_cast<T>(count);
        visit_channel<3>(x, operands, c, [&](const std::array<int64_t, 3>& o) {
          if (training) {
            const T proj = (in[o[0]] - m) * k;
            dx[o[2]] = (dy[o[1]] - grad_mean - proj) * is * wc;
          } else {
            dx[o[2]] = dy[o[1]] * is * wc;
          }
        });
        gw.data<T>()[c] = static_cast<T>(dot * static_cast<double>(is));
        gb.data<T>()[c] = sums[c];
      }
    }
  });
  return {gx, gw, gb};
}

static std::array<Tensor, 3> batch_norm_backward_exact(const Tensor& grad, const Tensor& x, const Tensor& weight,
                                                       bool training, const Tensor& running_mean,
                                                       const Tensor& running_var, double eps) {
  if (!batch_norm_dense_layout(x) ||
      !(x.is_contiguous() ? grad.is_contiguous() : is_contiguous_in(grad, MemoryFormat::ChannelsLast)))
    return batch_norm_backward_generic(grad, x, weight, training, running_mean, running_var, eps);
  const int64_t batch = x.sizes()[0], channels = x.sizes()[1], image = x.numel() / batch / channels;
  const int64_t count = batch * image;
  const bool channels_last = !x.is_contiguous();  // grad_output is read, and grad_input written, channels-last
  const Tensor& g = grad;
  Tensor gx = channels_last ? empty_channels_last(x.sizes(), x.dtype())
                            : empty(std::vector<int64_t>(x.sizes().begin(), x.sizes().end()), x.dtype());
  Tensor gw = empty(std::vector<int64_t>{channels}, x.dtype()), gb = empty(std::vector<int64_t>{channels}, x.dtype());
  visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* in = x.data<const T>();
      const T* dy = g.data<const T>();
      T* dx = gx.data<T>();
      T* gw_out = gw.data<T>();
      T* gb_out = gb.data<T>();
      const Tensor w = weight.defined() ? contiguous(weight) : Tensor();
      const Tensor rm = training ? Tensor() : contiguous(running_mean), rv = training ? Tensor() : contiguous(running_var);
      std::vector<T> mean(static_cast<size_t>(channels)), invstd(mean), var_sum(mean);
      if (training) {
        batch_norm_all_stats(x, eps, mean.data(), invstd.data(), var_sum.data());
      } else {
        for (int64_t c = 0; c < channels; ++c) {
          mean[c] = rm.data<const T>()[c];
          invstd[c] = static_cast<T>(1 / std::sqrt(static_cast<double>(rv.data<const T>()[c]) + eps));
        }
      }
      auto weight_at = [&](int64_t c) { return w.defined() ? w.data<const T>()[c] : T(1); };
      auto input_grad = [&](T x_val, T dy_val, T k, T grad_mean, int64_t c) {
        if (!training) return dy_val * invstd[c] * weight_at(c);
        return std::fma(-(x_val - mean[c]), k, dy_val - grad_mean) * invstd[c] * weight_at(c);
      };
      if (!batch_norm_by_rows(x)) {
        // channels are independent: in parallel, each with its own scratch row
#pragma omp parallel for if (channels > 1 && x.numel() >= 32768)
        for (int64_t c = 0; c < channels; ++c) {
          std::vector<T> centred(static_cast<size_t>(image));
          double sum = 0, dotp = 0;
          for (int64_t n = 0; n < batch; ++n) {
            const T* xr = in + (n * channels + c) * image;
            const T* gr = dy + (n * channels + c) * image;
            sum += pytorch_vec::reduce_all([](T a, T b) { return a + b; }, gr, image);
            for (int64_t i = 0; i < image; ++i) centred[i] = xr[i] - mean[c];
            dotp += pytorch_vec::dot_all(centred.data(), gr, image);
          }
          const T k = static_cast<T>(dotp) * invstd[c] * invstd[c] / static_cast<T>(count);
          const T grad_mean = static_cast<T>(sum / static_cast<double>(count));
          // input_grad's formula with the channel's constants hoisted, so that the row vectorises (the multiply-add
          // the instruction where the processor has it)
          const T m = mean[c], is = invstd[c], wc = weight_at(c);
          for (int64_t n = 0; n < batch; ++n) {
            const int64_t o = (n * channels + c) * image;
            const T* xr = in + o;
            const T* gr = dy + o;
            T* dr = dx + o;
            with_cpu_capability([&]() TSR_CPU_BODY {
              if (training) {
                for (int64_t i = 0; i < image; ++i) dr[i] = std::fma(-(xr[i] - m), k, gr[i] - grad_mean) * is * wc;
              } else {
                for (int64_t i = 0; i < image; ++i) dr[i] = gr[i] * is * wc;
              }
            });
          }
          gw_out[c] = static_cast<T>(dotp * static_cast<double>(invstd[c]));
          gb_out[c] = static_cast<T>(sum);
        }
      } else {  // the channels-last kernel over rows of C: per thread range in T, the ranges added in T
        std::vector<T> sum(static_cast<size_t>(channels), T(0)), dotp(sum), part_sum(sum), part_dotp(sum);
        for (const auto& [begin, end] : thread_row_ranges(count)) {
          std::fill(part_sum.begin(), part_sum.end(), T(0));
          std::fill(part_dotp.begin(), part_dotp.end(), T(0));
          for (int64_t r = begin; r < end; ++r)
            for (int64_t c = 0; c < channels; ++c) {
              const int64_t o = r * channels + c;
              part_sum[c] = part_sum[c] + dy[o];
              part_dotp[c] = std::fma(in[o] - mean[c], dy[o], part_dotp[c]);
            }
          for (int64_t c = 0; c < channels; ++c) {
            sum[c] = sum[c] + part_sum[c];
            dotp[c] = dotp[c] + part_dotp[c];
          }
        }
        for (int64_t r = 0; r < count; ++r)
          for (int64_t c = 0; c < channels; ++c) {
            const int64_t o = r * channels + c;
            const T k = dotp[c] * invstd[c] * invstd[c] / static_cast<T>(count);
            dx[o] = input_grad(in[o], dy[o], k, sum[c] / static_cast<T>(count), c);
          }
        for (int64_t c = 0; c < channels; ++c) gw_out[c] = dotp[c] * invstd[c], gb_out[c] = sum[c];
      }
    }
  });
  return {gx, gw, gb};
}

// The forward's statistics per channel as PyTorch's native_batch_norm saves them in training (result1 / result2): by
// the kernel PyTorch runs for x's layout where tsr's exact kernels apply, else mean and 1 / sqrt(var + eps) by ops.
static std::pair<Tensor, Tensor> batch_norm_saved_stats(const Tensor& x, double eps) {
  const int64_t channels = x.sizes()[1];
  if (batch_norm_kernels_apply(x, {}) && x.numel() / channels > 1) {
    Tensor mean = empty(std::vector<int64_t>{channels}, x.dtype()), invstd = empty(std::vector<int64_t>{channels}, x.dtype());
    visit_dtype(x.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
        if (batch_norm_dense_layout(x)) {
          std::vector<T> var_sum(static_cast<size_t>(channels));
          batch_norm_all_stats(x, eps, mean.data<T>(), invstd.data<T>(), var_sum.data());
        } else {
          std::vector<double> var_sum(static_cast<size_t>(channels));
          batch_norm_strided_stats(x, eps, mean.data<T>(), invstd.data<T>(), var_sum.data());
        }
      }
    });
    return {mean, invstd};
  }
  const std::vector<int64_t> dims = batch_norm_dims(x);
  const Tensor m = call("mean.dim", {x, dims, true, NoneValue{}});
  const Tensor cx = sub(x, m);
  const Tensor invstd = rsqrt(add(call("mean.dim", {mul(cx, cx), dims, false, NoneValue{}}), scalar(eps, x.dtype())));
  return {reshape_to(m, Dims{channels}), invstd};
}

// native_batch_norm_backward's kernel: PyTorch's batch_norm_cpu_backward (batch_norm_backward_exact) where it
// applies, else the same gradients by dispatched ops (the statistics from x, or the running ones in eval).
TSR_REGISTER_KERNEL("native_batch_norm_backward", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor grad = std::get<Tensor>(s[0]), x = std::get<Tensor>(s[1]);
  check_dtype_in(DtypeGroup::Floating, x.dtype(), "batch_norm_backward_cpu", {ScalarType::BFloat16});
  const Tensor w = opt_tensor(s, 2), rm = opt_tensor(s, 3), rv = opt_tensor(s, 4);
  const bool training = bool_arg(s, 7);
  const double eps = double_arg(s, 8, 1e-5);
  std::vector<int64_t> mask = int_list_arg(s, 9);
  if (mask.empty()) mask = {1, 1, 1};
  check(training || (rm.defined() && rv.defined()), ErrorKind::RuntimeError,
        "native_batch_norm_backward: running_mean and running_var must be defined in evaluation mode");
  autograd::GradModeGuard values_only(false);
  std::array<Tensor, 3> r;
  if (batch_norm_backward_exact_applies(grad, x, w, training, rm, rv)) {
    r = batch_norm_backward_exact(grad, x, w, training, rm, rv, eps);
  } else {
    const std::vector<int64_t> dims = batch_norm_dims(x);
    Tensor gx_hat = w.defined() ? mul(grad, per_channel(w, x)) : grad;
    Tensor xhat, rstd;
    if (training) {
      Tensor m = call("mean.dim", {x, dims, true, NoneValue{}});
      Tensor cx = sub(x, m);
      rstd = rsqrt(add(call("mean.dim", {mul(cx, cx), dims, true, NoneValue{}}), scalar(eps, x.dtype())));
      xhat = mul(cx, rstd);
      Tensor m1 = call("mean.dim", {gx_hat, dims, true, NoneValue{}});
      Tensor m2 = call("mean.dim", {mul(gx_hat, xhat), dims, true, NoneValue{}});
      gx_hat = mul(rstd, sub(sub(gx_hat, m1), mul(xhat, m2)));
    } else {
      rstd = rsqrt(add(per_channel(rv, x), scalar(eps, x.dtype())));
      xhat = mul(sub(x, per_channel(rm, x)), rstd);
      gx_hat = mul(gx_hat, rstd);
    }
    const auto channel_sum = [&](const Tensor& t) {
      return reshape_to(call("sum.dim_IntList", {t, dims, false, NoneValue{}}), Dims{x.sizes()[1]});
    };
    // (the input gradient is made contiguous, or channels-last below, as PyTorch's empty_like in the suggested format)
    r = {call("contiguous", {gx_hat}), channel_sum(mul(grad, xhat)), channel_sum(grad)};
  }
  s = {mask[0] ? IValue(in_layout_of(r[0], x)) : IValue(Tensor()), mask.size() > 1 && mask[1] ? IValue(r[1]) : IValue(Tensor()),
       mask.size() > 2 && mask[2] ? IValue(r[2]) : IValue(Tensor())};
});

// pixel_shuffle (down = false) or pixel_unshuffle (down = true) by r: PyTorch's checks, then the rearrangement as one
// copy, laid out channels-last for a channels-last input as PyTorch's kernel does.
static Tensor pixel_rearrange(const Tensor& x, int64_t r, bool down) {
  const char* name = down ? "pixel_unshuffle" : "pixel_shuffle";
  check(x.dim() >= 3, ErrorKind::RuntimeError, name, " expects input to have at least 3 dimensions, but got input with ",
        x.dim(), " dimension(s)");
  check(r > 0, ErrorKind::RuntimeError, name, " expects a positive ", down ? "downscale" : "upscale", "_factor, but got ",
        r);
  const int64_t nl = x.dim() - 3, c = x.sizes()[nl], h = x.sizes()[nl + 1], w = x.sizes()[nl + 2];
  if (down) {
    check(h % r == 0, ErrorKind::RuntimeError, "pixel_unshuffle expects height to be divisible by downscale_factor, but "
          "input.size(-2)=", h, " is not divisible by ", r);
    check(w % r == 0, ErrorKind::RuntimeError, "pixel_unshuffle expects width to be divisible by downscale_factor, but "
          "input.size(-1)=", w, " is not divisible by ", r);
  } else {
    check(c % (r * r) == 0, ErrorKind::RuntimeError, "pixel_shuffle expects its input's 'channel' dimension to be "
          "divisible by the square of upscale_factor, but input.size(-3)=", c, " is not divisible by ", r * r);
  }
  std::vector<int64_t> split(x.sizes().begin(), x.sizes().begin() + nl), perm, joined(split);
  for (int64_t d = 0; d < nl; ++d) perm.push_back(d);
  if (down) {  // (c, h/r, r, w/r, r) -> (c, r, r, h/r, w/r)
    split.insert(split.end(), {c, h / r, r, w / r, r});
    for (int64_t d : {0, 2, 4, 1, 3}) perm.push_back(nl + d);
    joined.insert(joined.end(), {c * r * r, h / r, w / r});
  } else {  // (c/r^2, r, r, h, w) -> (c/r^2, h, r, w, r)
    split.insert(split.end(), {c / (r * r), r, r, h, w});
    for (int64_t d : {0, 3, 1, 4, 2}) perm.push_back(nl + d);
    joined.insert(joined.end(), {c / (r * r), h * r, w * r});
  }
  Tensor y = reshape(contiguous(permute(reshape(x, split), perm)), joined);
  return x.dim() == 4 && channels_last_strides(x) ? as_channels_last(y) : y;
}

TSR_REGISTER_KERNEL("pixel_shuffle", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  out(s, pixel_rearrange(T_(s, 0), int_arg(s, 1, 1), false));
});
TSR_REGISTER_KERNEL("pixel_unshuffle", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  out(s, pixel_rearrange(T_(s, 0), int_arg(s, 1, 1), true));
});

// conv1d's kernel: PyTorch's checks of the 1-d shapes, then conv2d over a height of 1 (below autograd; a CUDA
// tensor's conv2d is the CUDA one). bilinear is a composition of dispatched ops (autograd records the ops it
// calls); `call` is autograd's (formula.hpp).

TSR_REGISTER_KERNEL("conv1d", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "slow_conv2d_cpu");
  const Tensor& x = T_(s, 0);
  const Tensor& w = T_(s, 1);
  const int64_t groups = int_arg(s, 6, 1);
  check(groups > 0, ErrorKind::RuntimeError, "non-positive groups is not supported");
  check(x.dim() == 2 || x.dim() == 3, ErrorKind::RuntimeError,
        "Expected 2D (unbatched) or 3D (batched) input to conv1d, but got input of size: ", x.sizes());
  const bool batched = x.dim() == 3;
  // the messages show the batchified input
  const Dims xs = batched ? x.sizes() : Dims{1, x.sizes()[0], x.sizes()[1]};
  check(w.dim() == 3, ErrorKind::RuntimeError, "Expected ", w.dim(), "-dimensional input for ", w.dim(),
        "-dimensional weight ", w.sizes(), ", but got 3-dimensional input of size ", xs, " instead");
  check_conv_channels(xs, w, groups);
  auto one = [&](size_t i, int64_t fallback) { return int_list_arg(s, i).empty() ? fallback : int_list_arg(s, i)[0]; };
  const int64_t padded = xs[2] + 2 * one(4, 0), kernel = one(5, 1) * (w.sizes()[2] - 1) + 1;
  check(padded >= kernel, ErrorKind::RuntimeError, "Calculated padded input size per channel: (", padded,
        "). Kernel size: (", kernel, "). Kernel size can't be greater than actual input size");
  // A bias of another dtype: refused on oneDNN's path, as conv2d's kernel does, else converted to the input's
  // (PyTorch's slow conv1d computes with it; conv2d refuses it outright).
  IValue bias = s.at(2);
  const Tensor x2 = input_as_height_one(x, batched), w2 = as_height_one(w, true);
  if (const Tensor* b = std::get_if<Tensor>(&bias); b && b->defined() && b->dtype() != x.dtype()) {
    if (conv2d_on_onednn(x2, w2, {1, one(3, 1)}, {1, one(5, 1)}, groups)) {
      check_parameter_type(x, w, "weight", true);
      check_parameter_type(x, *b, "bias", true);
    }
    bias = to_dtype(*b, x.dtype());
  }
  Tensor y = call("conv2d", {x2, w2, bias, std::vector<int64_t>{1, one(3, 1)}, std::vector<int64_t>{0, one(4, 0)},
                            std::vector<int64_t>{1, one(5, 1)}, int_arg(s, 6, 1)});
  y = call("squeeze.dim", {y, int64_t(2)});
  out(s, batched ? y : call("squeeze.dim", {y, int64_t(0)}));
});

TSR_REGISTER_KERNEL("bilinear", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "bmm");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "bmm");
  const Tensor& x1 = T_(s, 0);
  const Tensor& x2 = T_(s, 1);
  const Tensor& w = T_(s, 2);  // (O, I, J)
  const int64_t o = w.sizes()[0], i = w.sizes()[1], j = w.sizes()[2];
  check(x1.sizes()[x1.dim() - 1] == i && x2.sizes()[x2.dim() - 1] == j, ErrorKind::RuntimeError,
        "bilinear(): input sizes do not match the weight's");
  // (B, I) @ (I, O*J) -> (B, O, J), times x2 over J.
  Tensor wm = call("reshape", {call("permute", {w, std::vector<int64_t>{1, 0, 2}}), std::vector<int64_t>{i, o * j}});
  Tensor x1f = call("reshape", {x1, std::vector<int64_t>{-1, i}});
  Tensor x2f = call("reshape", {x2, std::vector<int64_t>{-1, 1, j}});
  Tensor t = call("reshape", {call("mm", {x1f, wm}), std::vector<int64_t>{-1, o, j}});
  // an integer product is summed in its own type (sum alone would widen it to int64)
  const IValue sum_dtype = is_integral(t.dtype(), true) ? IValue(t.dtype()) : IValue(NoneValue{});
  Tensor y = call("sum.dim_IntList", {call("mul.Tensor", {t, x2f}), std::vector<int64_t>{2}, false, sum_dtype});
  if (Tensor b = opt_tensor(s, 3); b.defined()) y = call("add.Tensor", {y, b, int64_t(1)});
  Dims shape = x1.sizes();
  shape[shape.size() - 1] = o;
  out(s, call("reshape", {y, std::vector<int64_t>(shape.begin(), shape.end())}));
});

TSR_REGISTER_KERNEL("embedding", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& w = T_(s, 0);
  const Tensor& idx = T_(s, 1);
  if (idx.dtype() != ScalarType::Long && idx.dtype() != ScalarType::Int) {
    // PyTorch's checkScalarTypes, naming the type as Tensor::toString does
    throw Error(ErrorKind::RuntimeError, "Expected tensor for argument #1 'indices' to have one of the following "
                                         "scalar types: Long, Int; but got " + checked_type_name(idx) +
                                             " instead (while checking arguments for embedding)");
  }
  Tensor rows = index_select(w, 0, reshape(idx, std::vector<int64_t>{-1}));
  Dims shape = idx.sizes();
  shape.push_back(w.sizes()[1]);
  out(s, reshape(rows, shape));
});
// The padded tensor takes a channels-last input's layout, as PyTorch's (its gradient, a narrowing, does not).
TSR_REGISTER_KERNEL("constant_pad_nd", CPU, keeping_channels_last(0, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& x = T_(s, 0);
  const std::vector<int64_t> pad = int_list_arg(s, 1);
  check(pad.size() % 2 == 0 && static_cast<int64_t>(pad.size()) / 2 <= x.dim(), ErrorKind::RuntimeError,
        "Length of pad must be even but instead it equals ", pad.size());
  Dims shape = x.sizes();
  Tensor src = x;
  for (size_t i = 0; i < pad.size() / 2; ++i) {
    const int64_t d = x.dim() - 1 - static_cast<int64_t>(i);
    shape[d] += pad[2 * i] + pad[2 * i + 1];
    // negative padding crops the source
    const int64_t lo = std::max<int64_t>(0, -pad[2 * i]), hi = std::max<int64_t>(0, -pad[2 * i + 1]);
    src = narrow(src, d, lo, src.sizes()[d] - lo - hi);
  }
  // On x's device (fill_ dispatches), so the CUDA key can run this kernel as it is.
  Tensor result = tsr::tensor::empty(std::vector<int64_t>(shape.begin(), shape.end()), x.dtype(), x.device());
  fill_(result, scalar_at(s, 2, 0));
  Tensor region = result;
  for (size_t i = 0; i < pad.size() / 2; ++i) {
    const int64_t d = x.dim() - 1 - static_cast<int64_t>(i);
    region = narrow(region, d, std::max<int64_t>(0, pad[2 * i]), src.sizes()[d]);
  }
  copy_(region, src);
  out(s, result);
}));

TSR_REGISTER_KERNEL("_weight_norm_interface", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& v = T_(s, 0);
  const Tensor& g = T_(s, 1);
  const int64_t dim = int_arg(s, 2, 0);
  if (weight_norm_fused_applies(v, g) && (dim == 0 || dim == v.dim() - 1)) {  // Note [weight_norm's fused kernels]
    const Tensor vc = contiguous(v), gc = contiguous(g);
    Tensor w = empty(std::vector<int64_t>(v.sizes().begin(), v.sizes().end()), v.dtype());
    Dims nshape(static_cast<size_t>(v.dim()), 1);
    nshape[static_cast<size_t>(dim)] = v.sizes()[dim];
    Tensor norms = empty(std::vector<int64_t>(nshape.begin(), nshape.end()), v.dtype());
    const std::pair<int64_t, int64_t> mn = weight_norm_rows(v, dim);  // (not a structured binding: see above)
    const int64_t M = mn.first, N = mn.second;
    visit_dtype(v.dtype(), [&]<class T>(std::type_identity<T>) {
      if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>)
        weight_norm_fused_forward(vc.data<const T>(), gc.data<const T>(), M, N, dim == 0, w.data<T>(), norms.data<T>());
    });
    s = {w, norms};
    return;
  }
  Tensor norms = weight_norms(v, dim);
  s = {mul(v, div(g, norms)), norms};
});

// In-place activations: the out-of-place op on the same arguments, written back into self.
BoxedKernel in_place_of(const char* op) {
  return [op](const Operator&, DispatchKeySet, Stack& s) {
    Tensor self = T_(s, 0);
    Stack inner = s;
    copy_(self, std::get<Tensor>(call_op(find_op(op), inner).at(0)));
    out(s, self);
  };
}
TSR_REGISTER_KERNEL("relu_", CPU, in_place_of("relu"));
TSR_REGISTER_KERNEL("silu_", CPU, in_place_of("silu"));
// leaky_relu_ of a dense float/double tensor in one pass over it (the same elements as leaky_relu then copy_)
TSR_REGISTER_KERNEL("leaky_relu_", CPU, [](const Operator& op, DispatchKeySet keys, Stack& s) {
  Tensor self = T_(s, 0);
  if (leaky_relu_exact_applies(self) &&
      (self.is_contiguous() || (self.dim() == 4 && is_contiguous_in(self, MemoryFormat::ChannelsLast)))) {
    leaky_relu_exact_(self, scalar_at(s, 1, 0.01).to_double());
    return out(s, self);
  }
  static const BoxedKernel composed = in_place_of("leaky_relu");
  composed(op, keys, s);
});
TSR_REGISTER_KERNEL("elu_", CPU, in_place_of("elu"));
TSR_REGISTER_KERNEL("celu_", CPU, in_place_of("celu"));
TSR_REGISTER_KERNEL("hardsigmoid_", CPU, in_place_of("hardsigmoid"));
TSR_REGISTER_KERNEL("hardswish_", CPU, in_place_of("hardswish"));
TSR_REGISTER_KERNEL("hardtanh_", CPU, in_place_of("hardtanh"));
TSR_REGISTER_KERNEL("threshold_", CPU, in_place_of("threshold"));

}  // namespace tsr::tensor

// ---- im2col / col2im: F.unfold and F.fold (session 43) -------------------------------------------------------------
// PyTorch's torch._C._nn.im2col and col2im, each the other's derivative (Im2ColBackward0, Col2ImBackward0), so a
// gradient through F.unfold is col2im's sum (its order: column row by row, as PyTorch's col2im loop) and
// F.unfold's output prints grad_fn=<Im2ColBackward0>. The CPU kernels run conv.cpp's per-image im2col/col2im;
// F.unfold/F.fold (nn/functional.tsr) check the arguments with PyTorch's messages first.
namespace tsr::tensor {
namespace {

int64_t floor_div(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

// PyTorch's im2col_shape_check and col2im_shape_check, in their orders (the argument checks, then the input's
// dims, read through size() as PyTorch reads them: a 1-d input's size(1) is out of range first).
void check_positive(const char* what, const char* a, const char* b, std::array<int64_t, 2> v, bool zero_ok = false) {
  const bool ok = zero_ok ? (v[0] >= 0 && v[1] >= 0) : (v[0] > 0 && v[1] > 0);
  check(ok, ErrorKind::RuntimeError, what, ", but got ", a, ": ", v[0], " ", b, ": ", v[1]);
}
int64_t size_at(const Tensor& t, int64_t d) {
  check(t.dim() > 0, ErrorKind::IndexError, "Dimension specified as ", d, " but tensor has no dimensions");
  check(d < t.dim(), ErrorKind::IndexError, "Dimension out of range (expected to be in range of [", -t.dim(), ", ",
        t.dim() - 1, "], but got ", d, ")");
  return t.sizes()[d];
}
ConvGeometry geometry_of(int64_t c, int64_t h, int64_t w, std::array<int64_t, 2> kernel,
                         std::array<int64_t, 2> dilation, std::array<int64_t, 2> padding, std::array<int64_t, 2> stride) {
  ConvGeometry g;
  g.c = c, g.h = h, g.w = w, g.kh = kernel[0], g.kw = kernel[1];
  g.stride = stride, g.padding = padding, g.dilation = dilation;
  g.oh = floor_div(h + 2 * padding[0] - (dilation[0] * (kernel[0] - 1) + 1), stride[0]) + 1;
  g.ow = floor_div(w + 2 * padding[1] - (dilation[1] * (kernel[1] - 1) + 1), stride[1]) + 1;
  return g;
}

}  // namespace

TSR_DEFINE_OP("im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor",
              "F.unfold: the sliding blocks of an (N, C, H, W) or (C, H, W) input as columns (N, C*kh*kw, L).",
              autograd::formula("Im2ColBackward0", {}, [](Ctx& c) {
                const Dims& shape = c.shape("self");
                const std::vector<int64_t> hw{shape[shape.size() - 2], shape[shape.size() - 1]};
                return G{call("col2im", {c.g(), hw, c.ints("kernel_size"), c.ints("dilation"), c.ints("padding"),
                                         c.ints("stride")})};
              }));
TSR_DEFINE_OP("col2im(Tensor self, int[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, "
              "int[2] stride) -> Tensor",
              "F.fold: the columns (N, C*kh*kw, L) or (C*kh*kw, L) summed into the image positions im2col took them "
              "from.",
              autograd::formula("Col2ImBackward0", {}, [](Ctx& c) {
                return G{call("im2col", {c.g(), c.ints("kernel_size"), c.ints("dilation"), c.ints("padding"),
                                         c.ints("stride")})};
              }));

TSR_REGISTER_KERNEL("im2col", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = T_(s, 0);
  const std::array<int64_t, 2> kernel = conv_pair_arg(s, 1, 1), dilation = conv_pair_arg(s, 2, 1),
                               padding = conv_pair_arg(s, 3, 0), stride = conv_pair_arg(s, 4, 1);
  check_positive("kernel size should be greater than zero", "kernel_height", "kernel_width", kernel);
  check_positive("dilation should be greater than zero", "dilation_height", "dilation_width", dilation);
  check_positive("padding should be non-negative", "pad_height", "pad_width", padding, true);
  check_positive("stride should be greater than zero", "stride_height", "stride_width", stride);
  const bool valid_dims = size_at(input, 1) != 0 && size_at(input, 2) != 0;
  check((input.dim() == 3 && input.sizes()[0] != 0 && valid_dims) ||
            (input.dim() == 4 && valid_dims && input.sizes()[3] != 0),
        ErrorKind::RuntimeError, "Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
        "dimensions for input, but got: ", input.sizes());
  refuse_integral(input.dtype(), "im2col_out_cpu");
  const bool batched = input.dim() == 4;
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  const ConvGeometry g = geometry_of(x.sizes()[1], x.sizes()[2], x.sizes()[3], kernel, dilation, padding, stride);
  // (PyTorch's message names the input's height twice)
  check(g.oh >= 1 && g.ow >= 1, ErrorKind::RuntimeError, "Given input with spatial size (", g.h, ", ", g.h,
        "), kernel_size=(", kernel[0], ", ", kernel[1], "), dilation=(", dilation[0], ", ", dilation[1],
        "), padding=(", padding[0], ", ", padding[1], "), calculated shape of the array of sliding blocks as (", g.oh,
        ", ", g.ow, "), but its components must be at least one.");
  const int64_t n = x.sizes()[0];
  Tensor cols = empty(std::vector<int64_t>{n, g.c * g.kh * g.kw, g.oh * g.ow}, x.dtype());
  for (int64_t i = 0; i < n; ++i) {
    Tensor row = select(cols, 0, i);
    copy_(row, im2col(select(x, 0, i), g));
  }
  s = {batched ? cols : squeeze(cols, 0)};
});

TSR_REGISTER_KERNEL("col2im", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = T_(s, 0);
  const std::array<int64_t, 2> size = conv_pair_arg(s, 1, 1), kernel = conv_pair_arg(s, 2, 1),
                               dilation = conv_pair_arg(s, 3, 1), padding = conv_pair_arg(s, 4, 0),
                               stride = conv_pair_arg(s, 5, 1);
  check_positive("kernel size should be greater than zero", "kernel_height", "kernel_width", kernel);
  check_positive("stride should be greater than zero", "stride_height", "stride_width", stride);
  check_positive("dilation should be greater than zero", "dilation_height", "dilation_width", dilation);
  check_positive("padding should be non-negative", "pad_height", "pad_width", padding, true);
  check((input.dim() == 2 && input.sizes()[0] != 0 && input.sizes()[1] != 0) ||
            (input.dim() == 3 && input.sizes()[1] != 0 && input.sizes()[2] != 0),
        ErrorKind::RuntimeError, "Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and "
        "non-zero dimensions for input, but got: ", input.sizes());
  refuse_integral(input.dtype(), "col2im_out_cpu");
  const bool batched = input.dim() == 3;
  const Tensor x = contiguous(batched ? input : unsqueeze(input, 0));
  check(x.sizes()[1] % (kernel[0] * kernel[1]) == 0, ErrorKind::RuntimeError, "Expected size of input's dimension 1 "
        "to be divisible by the product of kernel_size, but got input.size(1)=", x.sizes()[1], " and kernel_size=(",
        kernel[0], ", ", kernel[1], ").");
  const ConvGeometry g = geometry_of(x.sizes()[1] / (kernel[0] * kernel[1]), size[0], size[1], kernel, dilation,
                                     padding, stride);
  const std::string given = "Given output_size=(" + std::to_string(size[0]) + ", " + std::to_string(size[1]) +
                            "), kernel_size=(" + std::to_string(kernel[0]) + ", " + std::to_string(kernel[1]) +
                            "), dilation=(" + std::to_string(dilation[0]) + ", " + std::to_string(dilation[1]) +
                            "), padding=(" + std::to_string(padding[0]) + ", " + std::to_string(padding[1]) +
                            "), stride=(" + std::to_string(stride[0]) + ", " + std::to_string(stride[1]) + "), ";
  check(x.sizes()[2] == g.oh * g.ow, ErrorKind::RuntimeError, given, "expected size of input's dimension 2 to match "
        "the calculated number of sliding blocks ", g.oh, " * ", g.ow, " = ", g.oh * g.ow, ", but got input.size(2)=",
        x.sizes()[2], ".");
  check(g.oh >= 1 && g.ow >= 1, ErrorKind::RuntimeError, given, "calculated shape of the array of sliding blocks as (",
        g.oh, ", ", g.ow, "), which is too small (non-positive)");
  const int64_t n = x.sizes()[0];
  Tensor image = empty(std::vector<int64_t>{n, g.c, g.h, g.w}, x.dtype());
  for (int64_t i = 0; i < n; ++i) {
    Tensor plane = select(image, 0, i);
    copy_(plane, col2im(select(x, 0, i), g));
  }
  s = {batched ? image : squeeze(image, 0)};
});


// ---- soft_margin_loss, multi_margin_loss, multilabel_margin_loss and rrelu as PyTorch 1.13's ops ----
// Each has its own autograd node in PyTorch (SoftMarginLossBackward0, MultiMarginLossBackward0,
// MultilabelMarginLossBackward0, RreluWithNoiseBackward0/1) whose gradient is an op of its own; here too, so a
// program printing the loss's grad_fn sees PyTorch's name, and the gradients round as its kernels do.
namespace {
// rrelu_with_noise_backward of the incoming gradient, for the forward's node (input the saved self, or the in-place
// form's result) and for the backward's own node (its gradient is linear in grad_output, with the same call).
Tensor rrelu_gradient(Ctx& c, const char* input, bool self_is_result) {
  return call("rrelu_with_noise_backward", {c.g(), c.s(input), c.s("noise"), c.a("lower"), c.a("upper"),
                                            c.b("training"), self_is_result});
}
}  // namespace

TSR_DEFINE_OP("soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
              "The two-class logistic loss log(1 + exp(-target * self)).",
              autograd::formula("SoftMarginLossBackward0", {"self", "target", "~target"}, [](Ctx& c) {
                return G{call("soft_margin_loss_backward", {c.g(), c.s("self"), c.s("target"), c.i("reduction", 1)}),
                         Tensor()};
              }));
// Its double backward is soft_margin_loss_double_backward's (and, for grad_output, the gradient at a gradient of
// ones times grad, summed for a reduced loss).
TSR_DEFINE_OP("soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor",
              "soft_margin_loss's gradient wrt self: -norm * target * z / (1 + z) * grad_output, z = exp(-target * "
              "self), norm 1 / numel for the mean, else 1.",
              autograd::formula("SoftMarginLossBackwardBackward0", {"grad_output", "self", "target", "~target"},
                                [](Ctx& c) {
                const Tensor go = c.s("grad_output"), x = c.s("self"), t = c.s("target");
                const int64_t red = c.i("reduction", 1);
                Tensor g_go = c.when_needed("grad_output", [&] {
                  if (red == 0) return call("soft_margin_loss_backward", {c.g(), x, t, red});
                  return sum(mul(call("soft_margin_loss_backward", {ones_like(go), x, t, red}), c.g()));
                });
                Tensor g_x = c.when_needed("self", [&] {
                  const Tensor z = exp(mul(x, neg(t)));
                  const Tensor z1 = add(z, scalar(1, z.dtype()));
                  const Tensor r = div(mul(mul(mul(c.g(), go), mul(t, t)), z), mul(z1, z1));
                  return red == 1 ? div(r, scalar(static_cast<double>(x.numel()), r.dtype())) : r;
                });
                return G{g_go, g_x.defined() ? c.to(g_x, "self") : g_x, Tensor()};
              }));
TSR_DEFINE_OP("multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, "
              "int reduction=1) -> Tensor",
              "The multi-class hinge loss: per sample, the sum over the classes i other than the target y of "
              "max(0, margin - x[y] + x[i])^p (times weight[y]), divided by the number of classes.",
              autograd::formula("MultiMarginLossBackward0", {"self", "target", "weight", "~weight"}, [](Ctx& c) {
                return G{call("multi_margin_loss_backward", {c.g(), c.s("self"), c.s("target"), c.a("p"),
                                                             c.a("margin"), c.s("weight"), c.i("reduction", 1)}),
                         Tensor(), Tensor()};
              }));
TSR_DEFINE_OP("multi_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, "
              "Tensor? weight=None, int reduction=1) -> Tensor",
              "multi_margin_loss's gradient wrt self.", autograd::not_implemented("multi_margin_loss_backward"));
// The loss as PyTorch's composite: the first result of multilabel_margin_loss_forward (whose second, is_target,
// marks each sample's target classes and is what the backward reads).
TSR_DEFINE_COMPOSITE_OP("multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor",
                        "The multi-label hinge loss: per sample, the sum over its target classes j (target's entries "
                        "up to the first -1) and other classes i of max(0, 1 - (x[j] - x[i])), divided by the number "
                        "of classes.");
TSR_DEFINE_OP("multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, "
              "Tensor is_target)",
              "multilabel_margin_loss and its is_target mask (1 at each sample's target classes).",
              autograd::formula("MultilabelMarginLossBackward0", {"self", "target", "result1", "~result1"},
                                [](Ctx& c) {
                return G{call("multilabel_margin_loss_backward",
                              {c.g(0), c.s("self"), c.s("target"), c.i("reduction", 1), c.s("result1")}),
                         Tensor()};
              }));
TSR_DEFINE_OP("multilabel_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, "
              "Tensor is_target) -> Tensor",
              "multilabel_margin_loss's gradient wrt self.",
              autograd::not_implemented("multilabel_margin_loss_backward"));
// rrelu_with_noise's gradient is rrelu_with_noise_backward's: noise * grad in training (the slopes drawn), else
// leaky_relu's; the in-place form reads the result, whose sign is the input's.
TSR_DEFINE_OP("rrelu_with_noise(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, "
              "bool training=False, Generator? generator=None) -> Tensor",
              "Randomized leaky ReLU: in training each element <= 0 times its own slope drawn from uniform(lower, "
              "upper), the slopes written to noise (1 elsewhere); otherwise leaky_relu with slope (lower + upper) / 2.",
              autograd::formula("RreluWithNoiseBackward0", {"self", "noise", "~noise"}, [](Ctx& c) {
                return G{rrelu_gradient(c, "self", false), Tensor()};
              }));
TSR_DEFINE_OP("rrelu_with_noise_(Tensor(a!) self, Tensor noise, Scalar lower=0.125, Scalar upper=0.3333333333333333, "
              "bool training=False, Generator? generator=None) -> Tensor(a!)",
              "rrelu_with_noise in place.",
              autograd::formula("RreluWithNoiseBackward1", {"result", "noise", "~noise"}, [](Ctx& c) {
                return G{rrelu_gradient(c, "result", true), Tensor()};
              }));
TSR_DEFINE_OP("rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, "
              "bool training, bool self_is_result) -> Tensor",
              "rrelu_with_noise's gradient: grad_output * noise in training, else leaky_relu's with the mean slope.",
              autograd::formula("RreluWithNoiseBackwardBackward0", {"self", "noise", "~noise"}, [](Ctx& c) {
                return G{rrelu_gradient(c, "self", false), zeros_like(c.g()), Tensor()};
              }));

namespace {

// AT_DISPATCH_FLOATING_TYPES's refusal (the margin losses' CPU kernels): float and double only.
void floating_only(ScalarType dtype, std::string_view kernel) {
  if (dtype != ScalarType::Float && dtype != ScalarType::Double) throw_not_implemented_for(kernel, dtype);
}

// The margin losses' shape check: a 0-d or non-empty 1-d input is one sample; a matrix with columns, a batch.
// (the kernels copy it into plain variables: clang refuses a structured binding captured by their lambdas)
struct MarginFrames {
  int64_t nframe, dim;
};
MarginFrames margin_frames(const Tensor& input) {
  const int64_t nd = input.dim();
  check((nd == 2 && input.sizes()[1] != 0) || (nd == 1 && input.sizes()[0] != 0) || nd == 0, ErrorKind::RuntimeError,
        "Expected non-empty vector or matrix with optional 0-dim batch size, but got: ", input.sizes());
  if (nd <= 1) return {1, nd == 0 ? 1 : input.sizes()[0]};
  return {input.sizes()[0], input.sizes()[1]};
}

// A reduced loss over no samples: the sum's 0, the mean's NaN (PyTorch 1.13 leaves that result unwritten).
Tensor empty_margin_loss(const Tensor& input, int64_t reduction, std::vector<int64_t> shape) {
  if (reduction == 0) return empty(shape, input.dtype(), input.device());
  return full(shape, Scalar(reduction == 1 ? std::nan("") : 0.0), input.dtype(), input.device());
}

Tensor on_device_of(const Tensor& host, const Tensor& like) {
  return like.device().is_cpu() ? host : to_device(host, like.device());
}

// multi_margin_loss's arguments as its CPU kernels check them, in their order. The weight must have a value per
// class (PyTorch 1.13 reads past a shorter one; later versions raise this).
MarginFrames multi_margin_checks(const Tensor& input, const Tensor& target, double p, const Tensor& weight) {
  check(p == 1 || p == 2, ErrorKind::RuntimeError, "only p == 1 and p == 2 supported");
  const MarginFrames f = margin_frames(input);
  check(target.dim() <= 1 && target.numel() == f.nframe, ErrorKind::RuntimeError, "inconsistent target size, got: ",
        target.sizes());
  check(!weight.defined() || (weight.dim() <= 1 && weight.numel() == f.dim), ErrorKind::RuntimeError,
        "inconsistent weight size, expected ", f.dim, " but got ", weight.defined() ? weight.sizes() : Dims{});
  return f;
}

void multi_margin_dtypes(const Tensor& input, const Tensor& target, const Tensor& weight, std::string_view kernel) {
  floating_only(input.dtype(), kernel);
  check_scalar_type(ScalarType::Long, target.dtype());
  if (weight.defined()) check_scalar_type(input.dtype(), weight.dtype());
}

int64_t margin_target(const int64_t* target, int64_t t, int64_t dim) {
  const int64_t idx = target[t];
  check(idx >= 0 && idx < dim, ErrorKind::RuntimeError, "target out of range");
  return idx;
}

// multilabel_margin_loss's shape check and its target's range check (PyTorch names the target argument #2 in the
// forward and #3 in the backward).
MarginFrames multilabel_margin_checks(const Tensor& input, const Tensor& target, int position) {
  const std::string arg = "argument #" + std::to_string(position) + " 'target'";
  const MarginFrames f = margin_frames(input);
  if (input.dim() <= 1)
    check(target.dim() <= 1 && target.numel() == f.dim, ErrorKind::RuntimeError, "inconsistent size ",
          target.sizes(), " for ", arg);
  else
    check(target.dim() == 2 && target.sizes()[0] == f.nframe && target.sizes()[1] == f.dim, ErrorKind::RuntimeError,
          "inconsistent size ", target.sizes(), " for ", arg);
  return f;
}
void multilabel_target_range(const Tensor& target, int64_t dim, int position) {
  const Tensor t = host_contiguous(target, ScalarType::Long);
  const int64_t* v = t.data<const int64_t>();
  const auto [lo, hi] = std::minmax_element(v, v + t.numel());
  check(*lo >= -1 && *hi < dim, ErrorKind::RuntimeError, "argument #", position, " 'target' is out of range");
}

// The sum PyTorch's multilabel kernel takes for one sample (in the accumulation type, returned in the element
// type), marking the sample's target classes in is_target first.
template <class T>
T multilabel_sample_sum(const T* x, const int64_t* target, T* is_target, int64_t dim) {
  double sum = 0;  // (acc_type<float, false> is double)
  for (int64_t k = 0; k < dim && target[k] >= 0; ++k) is_target[target[k]] = 1;
  for (int64_t k = 0; k < dim && target[k] >= 0; ++k) {
    const T xt = x[target[k]];
    for (int64_t d = 0; d < dim; ++d)
      if (!is_target[d]) {
        const T z = 1 - xt + x[d];
        if (z > 0) sum += z;
      }
  }
  return static_cast<T>(sum);
}

// rrelu_with_noise's result (PyTorch's rrelu_with_noise_out_cpu). In training the elements <= 0 each take one
// double draw of uniform(lower, upper) from the generator, in order, lower and upper being the element type's
// opmath values; the product is taken in opmath (float for bfloat16) and noise gets the slopes (1 elsewhere).
Tensor rrelu_with_noise_result(const Stack& s) {
  const Tensor& self = T_(s, 0);
  const Tensor& noise = T_(s, 1);
  const Scalar lower = scalar_at(s, 2, 0.125), upper = scalar_at(s, 3, 1.0 / 3);
  if (!bool_arg(s, 4)) return call("leaky_relu", {self, (lower.to_double() + upper.to_double()) / 2});
  const ScalarType dt = self.dtype();
  if (dt != ScalarType::Float && dt != ScalarType::Double && dt != ScalarType::BFloat16)
    throw_not_implemented_for("rrelu_with_noise_out_cpu", dt);
  check(noise.numel() == self.numel(), ErrorKind::RuntimeError, "rrelu_with_noise: noise has ", noise.numel(),
        " elements, but self has ", self.numel());
  const ScalarType opmath = dt == ScalarType::Double ? dt : ScalarType::Float;
  auto bound = [&](const Scalar& v) {
    return opmath == ScalarType::Float ? static_cast<double>(static_cast<float>(v.to_double())) : v.to_double();
  };
  const Tensor negative = compare(self, scalar(0, dt), CompareOp::Le);
  const int64_t count = *host_contiguous(sum(negative), ScalarType::Long).data<const int64_t>();
  Tensor draws = empty(std::vector<int64_t>{count}, ScalarType::Double, self.device());
  call("uniform_", {draws, bound(lower), bound(upper), s.size() > 5 ? s[5] : IValue(NoneValue{})});
  const Tensor ones_ = ones(std::vector<int64_t>(self.sizes().begin(), self.sizes().end()), opmath, self.device());
  const Tensor slopes = call("masked_scatter", {ones_, negative, to_dtype(draws, opmath)});
  call("copy_", {noise, reshape(slopes, noise.sizes()), false});
  return to_dtype(mul(to_dtype(self, opmath), slopes), dt);
}

}  // namespace

// PyTorch's in-place chain into a tensor of self's dtype and shape: neg, mul_ by target (broadcast to self), exp_,
// add_(1), log_ (log of 1 + e, not log1p), then the reduction.
TSR_REGISTER_KERNEL("soft_margin_loss", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor o = neg(T_(s, 0));
  call("mul_.Tensor", {o, T_(s, 1)});
  call("exp_", {o});
  call("add_.Tensor", {o, scalar_operand(Scalar(1.0)), int64_t(1)});
  call("log_", {o});
  out(s, reduce_loss(o, int_arg(s, 2, 1)));
});
// The same steps as PyTorch's soft_margin_loss_backward_out: target * z into a tensor of self's dtype, times -norm,
// divided by 1 + z, times grad_output.
TSR_REGISTER_KERNEL("soft_margin_loss_backward", CompositeExplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &go = T_(s, 0), &self = T_(s, 1), &target = T_(s, 2);
  const double norm = int_arg(s, 3, 1) == 1 ? 1.0 / static_cast<double>(self.numel()) : 1.0;
  const Tensor z = exp(mul(neg(target), self));
  Tensor g = mul(target, z);
  check(can_cast(g.dtype(), self.dtype()), ErrorKind::RuntimeError, "result type ", dtype_title(g.dtype()),
        " can't be cast to the desired output type ", dtype_title(self.dtype()));
  g = to_dtype(g, self.dtype());
  g = mul(g, scalar_operand(Scalar(-norm)));
  g = to_dtype(div(g, add(z, scalar_operand(Scalar(1.0)))), self.dtype());
  out(s, to_dtype(mul(g, go), self.dtype()));
});

// PyTorch 1.13's multi_margin_loss_cpu_kernel, on host copies: each sample's terms added in the element type and
// divided by the number of classes; a reduced loss adds the samples in double, then divides by their count.
TSR_REGISTER_KERNEL("multi_margin_loss", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &input = T_(s, 0), &target = T_(s, 1);
  const Tensor weight = opt_tensor(s, 4);
  const int64_t reduction = int_arg(s, 5, 1);
  const MarginFrames frames = multi_margin_checks(input, target, scalar_at(s, 2, 1).to_double(), weight);
  const int64_t nframe = frames.nframe, dim = frames.dim;
  const std::vector<int64_t> shape = reduction == 0 && target.dim() > 0 ? std::vector<int64_t>{nframe}
                                                                        : std::vector<int64_t>{};
  if (input.numel() == 0) return out(s, empty_margin_loss(input, reduction, shape));
  multi_margin_dtypes(input, target, weight, "multi_margin_loss_cpu_kernel");
  const Tensor x = host_contiguous(input, input.dtype()), t = host_contiguous(target, ScalarType::Long);
  const Tensor w = weight.defined() ? host_contiguous(weight, input.dtype()) : Tensor();
  Tensor result = empty(shape, input.dtype());
  const bool squared = scalar_at(s, 2, 1).to_double() == 2;
  visit_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T margin = static_cast<T>(scalar_at(s, 3, 1).to_double());
      const T* wd = w.defined() ? w.data<const T>() : nullptr;
      auto sample = [&](int64_t n) {
        const T* row = x.data<const T>() + n * dim;
        const int64_t y = margin_target(t.data<const int64_t>(), n, dim);
        T total = 0;
        for (int64_t d = 0; d < dim; ++d) {
          if (d == y) continue;
          const T z = margin - row[y] + row[d];
          if (z > 0) {
            T h = squared ? z * z : z;
            if (wd) h *= wd[y];
            total += h;
          }
        }
        return total / static_cast<T>(dim);
      };
      T* o = result.data<T>();
      if (!shape.empty()) {
        for (int64_t n = 0; n < nframe; ++n) o[n] = sample(n);
      } else {
        double total = 0;
        for (int64_t n = 0; n < nframe; ++n) total += sample(n);
        if (reduction == 1) total /= static_cast<double>(nframe);
        o[0] = static_cast<T>(total);
      }
    }
  });
  out(s, on_device_of(result, input));
});

namespace {
// The margin losses' backward kernels' last step: the (nframe, dim) gradient times the incoming one, a single value
// when the loss was reduced (or given 0-d), else one per sample.
template <class T>
void scale_by_incoming(T* gi, const T* gd, int64_t nframe, int64_t dim, bool reduced) {
  if (reduced) {
    for (int64_t k = 0; k < nframe * dim; ++k) gi[k] *= gd[0];
    return;
  }
  for (int64_t n = 0; n < nframe; ++n)
    for (int64_t d = 0; d < dim; ++d) gi[n * dim + d] *= gd[n];
}
}  // namespace

// PyTorch 1.13's multi_margin_loss_backward_cpu_kernel: g = 1 / (samples * classes) for the mean, else 1 / classes,
// rounded to the element type; each margin term gives its class +h and the target -h (h = g, or 2 g z for p = 2,
// times weight[y]); then every element times grad_output (one value for a reduced loss or a 0-d one).
TSR_REGISTER_KERNEL("multi_margin_loss_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &go = T_(s, 0), &input = T_(s, 1), &target = T_(s, 2);
  const Tensor weight = opt_tensor(s, 5);
  const int64_t reduction = int_arg(s, 6, 1);
  const MarginFrames frames = multi_margin_checks(input, target, scalar_at(s, 3, 1).to_double(), weight);
  const int64_t nframe = frames.nframe, dim = frames.dim;
  const std::vector<int64_t> shape(input.sizes().begin(), input.sizes().end());
  if (input.numel() == 0) return out(s, zeros(shape, input.dtype(), input.device()));
  multi_margin_dtypes(input, target, weight, "multi_margin_loss_backward_cpu_kernel");
  const Tensor x = host_contiguous(input, input.dtype()), t = host_contiguous(target, ScalarType::Long);
  const Tensor w = weight.defined() ? host_contiguous(weight, input.dtype()) : Tensor();
  const Tensor gout = host_contiguous(go, input.dtype());
  Tensor result = zeros(shape, input.dtype());
  const bool squared = scalar_at(s, 3, 1).to_double() == 2;
  visit_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T margin = static_cast<T>(scalar_at(s, 4, 1).to_double());
      const T g = static_cast<T>(reduction == 1 ? 1. / static_cast<double>(nframe * dim) : 1. / static_cast<double>(dim));
      const T* wd = w.defined() ? w.data<const T>() : nullptr;
      T* gi = result.data<T>();
      for (int64_t n = 0; n < nframe; ++n) {
        const T* row = x.data<const T>() + n * dim;
        T* grow = gi + n * dim;
        const int64_t y = margin_target(t.data<const int64_t>(), n, dim);
        T target_grad = 0;
        for (int64_t d = 0; d < dim; ++d) {
          const T z = margin - row[y] + row[d];
          if (d == y) continue;
          if (z > 0) {
            T h = squared ? 2 * g * z : g;
            if (wd) h *= wd[y];
            target_grad -= h;
            grow[d] = h;
          }
        }
        grow[y] = target_grad;
      }
      scale_by_incoming(gi, gout.data<const T>(), nframe, dim, reduction != 0 || go.dim() == 0);
    }
  });
  out(s, on_device_of(result, input));
});

TSR_REGISTER_KERNEL("multilabel_margin_loss", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  static const Operator& forward = find_op("multilabel_margin_loss_forward");
  // (through the dispatcher: autocast and autograd see the forward op)
  s = {call_op(forward, Stack{s[0], s[1], IValue(int_arg(s, 2, 1))})[0]};
});
// PyTorch 1.13's multilabel_margin_loss_forward_out_frame, on host copies: each sample's sum (in double, rounded
// to the element type); a reduced loss adds them in double and divides by the classes (and, for the mean, the
// samples), a per-sample loss divides each by the classes in the element type. A 1-d target gives a 0-d result.
TSR_REGISTER_KERNEL("multilabel_margin_loss_forward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &input = T_(s, 0), &target = T_(s, 1);
  const int64_t reduction = int_arg(s, 2, 1);
  const MarginFrames frames = multilabel_margin_checks(input, target, 2);
  const int64_t nframe = frames.nframe, dim = frames.dim;
  const std::vector<int64_t> shape = reduction == 0 && target.dim() > 1 ? std::vector<int64_t>{nframe}
                                                                        : std::vector<int64_t>{};
  const std::vector<int64_t> target_shape(target.sizes().begin(), target.sizes().end());
  if (input.numel() == 0) {
    s = {empty_margin_loss(input, reduction, shape), zeros(target_shape, input.dtype(), input.device())};
    return;
  }
  multilabel_target_range(target, dim, 2);
  floating_only(input.dtype(), "multilabel_margin_loss_forward_out_frame");
  check_scalar_type(ScalarType::Long, target.dtype());
  const Tensor x = host_contiguous(input, input.dtype()), t = host_contiguous(target, ScalarType::Long);
  Tensor result = empty(shape, input.dtype());
  Tensor is_target = zeros(target_shape, input.dtype());
  visit_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      T* o = result.data<T>();
      double total = 0;
      for (int64_t n = 0; n < nframe; ++n) {
        const T sample = multilabel_sample_sum(x.data<const T>() + n * dim, t.data<const int64_t>() + n * dim,
                                               is_target.data<T>() + n * dim, dim);
        if (shape.empty()) total += sample;
        else o[n] = sample / static_cast<T>(dim);
      }
      if (shape.empty()) {
        total /= static_cast<double>(dim);
        if (reduction == 1) total /= static_cast<double>(nframe);
        o[0] = static_cast<T>(total);
      }
    }
  });
  s = {on_device_of(result, input), on_device_of(is_target, input)};
});
// PyTorch 1.13's multilabel_margin_loss_backward_out_frame: g = 1 / (samples * classes) for the mean, else
// 1 / classes, in the element type; each positive margin term moves -g to its target class and +g to the other;
// then every element times grad_output.
TSR_REGISTER_KERNEL("multilabel_margin_loss_backward", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &go = T_(s, 0), &input = T_(s, 1), &target = T_(s, 2), &is_target = T_(s, 4);
  const int64_t reduction = int_arg(s, 3, 1);
  const MarginFrames frames = multilabel_margin_checks(input, target, 3);
  const int64_t nframe = frames.nframe, dim = frames.dim;
  check(is_target.sizes() == target.sizes(), ErrorKind::RuntimeError, "Expected tensor for argument #5 'is_target' to "
        "have the same size as tensor for argument #3 'target'; but ", is_target.sizes(), " does not equal ",
        target.sizes(), " (while checking arguments for multilabel_margin_loss_backward_cpu_template)");
  const std::vector<int64_t> shape(input.sizes().begin(), input.sizes().end());
  if (input.numel() == 0) return out(s, zeros(shape, input.dtype(), input.device()));
  multilabel_target_range(target, dim, 3);
  floating_only(input.dtype(), "multilabel_margin_loss_backward_out_frame");
  check_scalar_type(ScalarType::Long, target.dtype());
  const Tensor x = host_contiguous(input, input.dtype()), t = host_contiguous(target, ScalarType::Long);
  const Tensor marks = host_contiguous(is_target, input.dtype()), gout = host_contiguous(go, input.dtype());
  Tensor result = zeros(shape, input.dtype());
  visit_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T g = static_cast<T>(reduction == 1 ? 1. / static_cast<double>(nframe * dim) : 1. / static_cast<double>(dim));
      T* gi = result.data<T>();
      for (int64_t n = 0; n < nframe; ++n) {
        const T* row = x.data<const T>() + n * dim;
        const int64_t* labels = t.data<const int64_t>() + n * dim;
        const T* mark = marks.data<const T>() + n * dim;
        T* grow = gi + n * dim;
        for (int64_t k = 0; k < dim && labels[k] >= 0; ++k) {
          const T xt = row[labels[k]];
          for (int64_t d = 0; d < dim; ++d)
            if (!mark[d] && 1 - xt + row[d] > 0) {
              grow[labels[k]] -= g;
              grow[d] += g;
            }
        }
      }
      scale_by_incoming(gi, gout.data<const T>(), nframe, dim, reduction != 0 || go.dim() == 0);
    }
  });
  out(s, on_device_of(result, input));
});

TSR_REGISTER_KERNEL("rrelu_with_noise", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  out(s, rrelu_with_noise_result(s));
});
TSR_REGISTER_KERNEL("rrelu_with_noise_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = T_(s, 0);
  call("copy_", {self, rrelu_with_noise_result(s), false});
  out(s, self);
});
// PyTorch's rrelu_with_noise_backward: grad_output * noise in training when upper - lower (as a float) exceeds
// 1e-6, else leaky_relu_backward with slope (lower + upper) / 2 (from self, or from the in-place result: the same
// sign).
TSR_REGISTER_KERNEL("rrelu_with_noise_backward", CompositeExplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor &go = T_(s, 0), &x = T_(s, 1), &noise = T_(s, 2);
  const double lower = scalar_at(s, 3, 0.125).to_double(), upper = scalar_at(s, 4, 1.0 / 3).to_double();
  if (bool_arg(s, 5) && static_cast<float>(upper - lower) > 1e-6) return out(s, mul(go, noise));
  out(s, where(compare(x, scalar(0, x.dtype()), CompareOp::Gt), go, times_slope(go, (lower + upper) / 2)));
});

}  // namespace tsr::tensor
