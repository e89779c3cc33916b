// See composite.hpp. Kernels here only call other ops, so they work on any backend those ops support; they are
// registered on CPU (the ops have derivative formulas of their own), except matmul's, a composite registered at
// CompositeImplicitAutograd (Note [Composite keys]).
#include "tensor/ops/composite.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/distance.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/meta_device.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

// A complex operand enters the product gradients conjugated (cj: PyTorch's grad * tensor.conj(), ...).
TSR_DEFINE_OP("addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
              "beta * self + alpha * (mat1 @ mat2).", autograd::formula("AddmmBackward0", {"mat1", "mat2"}, [](Ctx& c) {
                const double beta = c.d("beta", 1), alpha = c.d("alpha", 1);
                const Tensor g = c.g();
                const Tensor mat1 = c.s("mat1"), mat2 = c.s("mat2");
                const auto scaled = [&](Tensor x, double factor) {
                  return factor == 1 ? x : mul(x, scalar(factor, g.dtype()));
                };
                // self's gradient is reduced to its shape last, as PyTorch's engine reduces it after the node
                // (validate_outputs): under create_graph the order the nodes are made in is the order a second
                // backward runs them, and so the order its sums are taken in.
                Tensor g1 = c.when_needed("mat1", [&] { return scaled(mm_mat1_backward(g, mat1, mat2), alpha); });
                Tensor g2 = c.when_needed("mat2", [&] { return scaled(mm_mat2_backward(g, mat1, mat2), alpha); });
                return G{c.when_needed("self", [&] { return c.to(scaled(g, beta), "self"); }), g1, g2};
              }));
TSR_DEFINE_OP("dot(Tensor self, Tensor tensor) -> Tensor", "The inner product of two 1-d tensors.",
              autograd::formula("DotBackward0", {"self@tensor", "tensor@self"}, [](Ctx& c) {
                return G{c.when_needed("self", [&] { return mul(c.g(), cj(c.s("tensor"))); }),
                         c.when_needed("tensor", [&] { return mul(c.g(), cj(c.s("self"))); })};
              }));
TSR_DEFINE_OP("addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
              "self + value * tensor1 / tensor2.",
              autograd::formula("AddcdivBackward0", {"tensor1@tensor2", "tensor2"}, [](Ctx& c) {
                Tensor v = scalar(c.d("value", 1), c.g().dtype());
                Tensor t1 = c.s("tensor1"), t2 = c.s("tensor2");
                return G{c.to(c.g(), "self"),
                         c.when_needed("tensor1", [&] { return c.to(div(mul(c.g(), v), t2), "tensor1"); }),
                         c.when_needed("tensor2", [&] {
                           return c.to(neg(div(mul(mul(c.g(), v), t1), mul(t2, t2))), "tensor2");
                         })};
              }));
TSR_DEFINE_COMPOSITE_OP("matmul(Tensor self, Tensor other) -> Tensor",
                        "Matrix product with broadcasting: dot, mv, mm or a batched product by the operands' dims.");
TSR_DEFINE_OP(
    "mv(Tensor self, Tensor vec) -> Tensor", "Matrix-vector product.",
    autograd::formula("MvBackward0", {"self@vec", "vec@self"}, [](Ctx& c) {
      return G{
          c.when_needed(
              "self",
              [&] {
                return mul(call("unsqueeze", {c.g(), int64_t(1)}), cj(call("unsqueeze", {c.s("vec"), int64_t(0)})));
              }),
          c.when_needed("vec", [&] { return matmul(cj(call("t", {c.s("self")})), c.g()); })};
    }));
// A composite, as PyTorch 1.13's: self.reshape(-1, 1) * vec2 (MulBackward0, whose gradients sum over the broadcast
// dims; a matrix-vector gradient rounds otherwise).
TSR_DEFINE_COMPOSITE_OP("outer(Tensor self, Tensor vec2) -> Tensor", "Outer product of two vectors.");
// PyTorch 1.13's norm_backward, case by case in p: the gradient of the p-norm of x over dims (all when empty)
// that came to `result`; undefined for p == 0. NormBackward1 and DistBackward0 (with x = self - other) use it.
static Tensor norm_backward(const Tensor& grad, const Tensor& x, double p, const Tensor& result,
                            const std::vector<int64_t>& dims, bool keepdim) {
  if (p == 0) return Tensor();  // no gradient at all (PyTorch returns an undefined one: .grad stays None)
  const ScalarType dt = x.dtype();
  auto unreduce = [&](const Tensor& t) {  // keepdim's shape, so it broadcasts against x
    if (keepdim || x.dim() == 0) return t;
    Tensor r = t;
    std::vector<int64_t> wrapped;
    if (dims.empty())
      for (int64_t d = 0; d < x.dim(); ++d) wrapped.push_back(d);
    for (int64_t d : dims) wrapped.push_back(wrap_dim(d, x.dim()));
    std::sort(wrapped.begin(), wrapped.end());
    for (int64_t d : wrapped) r = call("unsqueeze", {r, d});
    return r;
  };
  Tensor norm = unreduce(result), g = unreduce(grad);
  Tensor zero = scalar(0, dt);
  // complex: sgn (x / |x|) where PyTorch's norm_backward takes it for real inputs' sign
  auto sgn_x = [&] { return is_complex(dt) ? call("sgn", {x}) : sign(x); };
  Tensor norm_is_zero = compare(norm, zero, CompareOp::Eq);
  if (p == 1) return mul(sgn_x(), g);
  if (p == 2) return mul(g, masked_fill(div(x, norm), norm_is_zero, Scalar(0.0)));
  if (std::isinf(p)) {
    // amax / amin of |x|: the gradient shared evenly among the elements that attain it (or are NaN).
    Tensor ax = abs(x);
    Tensor mask = logical_or(compare(ax, norm, CompareOp::Eq), call("isnan", {ax}));
    std::vector<int64_t> all;
    if (dims.empty())
      for (int64_t d = 0; d < x.dim(); ++d) all.push_back(d);
    Tensor count = call("sum.dim_IntList", {mask, dims.empty() ? all : dims, true, NoneValue{}});
    return mul(sgn_x(), mul(div(g, count), mask));
  }
  if (p < 1) {
    Tensor scaled = mul(
        sgn_x(), masked_fill(pow(abs(x), Scalar(p - 1)), compare(x, zero, CompareOp::Eq), Scalar(0.0)));
    return mul(mul(scaled, g), pow(norm, Scalar(1 - p)));
  }
  Tensor scaled = p < 2 ? mul(sgn_x(), pow(abs(x), Scalar(p - 1))) : mul(x, pow(abs(x), Scalar(p - 2)));
  Tensor scale_v = masked_fill(div(g, pow(norm, Scalar(p - 1))), norm_is_zero, Scalar(0.0));
  return mul(scaled, scale_v);
}

TSR_DEFINE_OP("norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor",
              "The p-norm over dims (all elements when dim is empty).",
              autograd::formula("NormBackward1", {"self", "result"}, [](Ctx& c) {
                return G{norm_backward(c.g(), c.s("self"), optional_double_arg(c.args, 1).value_or(2.0),
                                       c.s("result"), c.ints("dim"), c.b("keepdim"))};
              }));
// dist as PyTorch's (CompositeExplicitAutograd: its own DistBackward0 node, not NormBackward1's)
// cdist's matrix-product path (p = 2 with more than 25 rows), as 1.13's: |x1|^2 - 2 x1.x2 + |x2|^2 from one product
// of padded rows, clamped at 0 and square-rooted (an identical pair's distance is exactly 0); its derivative is
// _euclidean_dist_backward's (grad / result, 0 where the distance is 0).
TSR_DEFINE_OP("_euclidean_dist(Tensor x1, Tensor x2) -> Tensor",
              "The Euclidean distances between the rows of x1 and x2 through a matrix product (cdist's fast path).",
              autograd::formula("EuclideanDistBackward0", {"x1", "x2", "result"}, [](Ctx& c) {
                const Tensor x1 = c.s("x1"), x2 = c.s("x2"), res = c.s("result");
                Tensor ratio = div(c.g(), res);
                ratio = call("masked_fill.Scalar", {ratio, compare(res, scalar_to_tensor(0.0), CompareOp::Eq), 0.0});
                const Tensor g1 = sub(mul(x1, call("sum.dim_IntList", {ratio, std::vector<int64_t>{-1}, true,
                                                                       NoneValue{}})),
                                      call("matmul", {ratio, x2}));
                const Tensor s2 = call("unsqueeze", {call("sum.dim_IntList", {ratio, std::vector<int64_t>{-2}, false,
                                                                              NoneValue{}}), int64_t(-1)});
                const Tensor g2 = sub(mul(x2, s2), call("matmul", {call("transpose.int", {ratio, int64_t(-2),
                                                                                          int64_t(-1)}), x1}));
                return G{g1, g2};
              }));
TSR_DEFINE_OP("dist(Tensor self, Tensor other, Scalar p=2) -> Tensor", "The p-norm of self - other.",
              autograd::formula("DistBackward0", {"self", "other", "result"}, [](Ctx& c) {
                const Tensor gd = norm_backward(c.g(), sub(c.s("self"), c.s("other")), double_arg(c.args, 2, 2.0),
                                                c.s("result"), {}, false);
                if (!gd.defined()) {
                  // p = 0: no gradient; PyTorch's formula then negates the undefined one for other
                  const auto& edges = c.node->next_edges();
                  check(edges.size() < 2 || !edges[1].valid(), ErrorKind::RuntimeError,
                        "Expected a proper Tensor but got None (or an undefined Tensor in C++) for argument #0 'self'");
                  return G{Tensor(), Tensor()};
                }
                return G{c.to(gd, "self"), c.to(neg(gd), "other")};
              }));
// torch.linalg.vector_norm as PyTorch's op (its own LinalgVectorNormBackward0 node, linalg_vector_norm_backward being
// norm_backward in ord): the values are norm's, amax/amin of |x| for ord = +-inf, in dtype when given.
TSR_DEFINE_OP("linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, "
              "ScalarType? dtype=None) -> Tensor",
              "The ord-norm of self over dim (all dims when None), computed in dtype when given.",
              autograd::formula("LinalgVectorNormBackward0", {"self", "result"}, [](Ctx& c) {
                const Tensor& self = c.s("self");
                const auto* dtype = std::get_if<ScalarType>(&c.a("dtype"));
                const Tensor x = dtype && *dtype != self.dtype() ? to_dtype(self, *dtype) : self;
                return G{c.to(norm_backward(c.g(), x, c.d("ord", 2.0), c.s("result"), int_list_arg(c.args, 2),
                                            c.b("keepdim")), "self")};
              }));
// trace as PyTorch 1.13's trace_cpu: the diagonal summed in order in the accumulation type (double for float, int64
// for integers), the result in self's dtype (int64 for integers); no float16, bfloat16 or bool kernel.
TSR_DEFINE_OP("trace(Tensor self) -> Tensor", "The sum of the main diagonal of a matrix.",
              autograd::formula("TraceBackward0", {}, [](Ctx& c) {
                const Dims& shape = c.shape("self");
                const Tensor along = call("expand", {c.g(), std::vector<int64_t>{std::min(shape[0], shape[1])}, false});
                return G{call("diagonal_backward", {along, std::vector<int64_t>(shape.begin(), shape.end()), int64_t(0),
                                                    int64_t(0), int64_t(1)})};
              }));
TSR_DEFINE_OP("lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor", "self + weight * (end - self).",
              autograd::formula("LerpBackward0", {}, [](Ctx& c) {
                const double w = c.d("weight");
                return G{c.to(mul(c.g(), scalar(1 - w, c.g().dtype())), "self"),
                         c.to(mul(c.g(), scalar(w, c.g().dtype())), "end")};
              }));
TSR_DEFINE_OP("lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor", "self + weight * (end - self).",
              autograd::formula("LerpBackward1", {"self", "end", "weight"}, [](Ctx& c) {
                Tensor g = c.g(), w = c.s("weight");
                return G{c.to(mul(g, sub(scalar(1, w.dtype()), w)), "self"), c.to(mul(g, w), "end"),
                         c.to(mul(g, sub(c.s("end"), c.s("self"))), "weight")};
              }));
TSR_DEFINE_OP("addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
              "self + value * tensor1 * tensor2.",
              autograd::formula("AddcmulBackward0", {"tensor1@tensor2", "tensor2@tensor1"}, [](Ctx& c) {
                Tensor v = scalar(c.d("value", 1), c.g().dtype());
                return G{c.to(c.g(), "self"),
                         c.when_needed("tensor1", [&] { return c.to(mul(mul(c.g(), c.s("tensor2")), v), "tensor1"); }),
                         c.when_needed("tensor2", [&] { return c.to(mul(mul(c.g(), c.s("tensor1")), v), "tensor2"); })};
              }));

namespace {

const Tensor& t(const Stack& s, size_t i) { return std::get<Tensor>(s[i]); }

}  // namespace

// addmm's CPU kernel is BLAS's gemm with beta (tensor/kernels/cpu/linalg.cpp).

// addcdiv's and addcmul's CPU kernels: tensor/kernels/cpu/pointwise.cpp.

TSR_REGISTER_KERNEL("dot", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "dot");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "dot");
  const Tensor a = t(s, 0), b = t(s, 1);
  check(a.dim() == 1 && b.dim() == 1, ErrorKind::RuntimeError, "1D tensors expected, but got ", a.dim(), "D and ",
        b.dim(), "D tensors");
  check(a.dtype() == b.dtype(), ErrorKind::RuntimeError, "dot : expected both vectors to have same dtype, but found ",
        dtype_title(a.dtype()), " and ", dtype_title(b.dtype()));
  check(a.numel() == b.numel(), ErrorKind::RuntimeError, "inconsistent tensor size, expected tensor [", a.numel(),
        "] and src [", b.numel(), "] to have the same number of elements, but got ", a.numel(), " and ", b.numel(),
        " elements respectively");
  s = {matmul_direct(a, b)};
});

TSR_REGISTER_KERNEL("matmul", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor a = t(s, 0), b = t(s, 1);
  check(a.dim() > 0 && b.dim() > 0, ErrorKind::RuntimeError, "both arguments to matmul need to be at least 1D, but they are ",
        a.dim(), "D and ", b.dim(), "D");
  s = {matmul(a, b)};
});

TSR_REGISTER_KERNEL("mv", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "addmv_impl_cpu");
  refuse_bool(std::get<Tensor>(s[0]).dtype(), "addmv_impl_cpu");
  check(t(s, 0).dim() == 2 && t(s, 1).dim() == 1, ErrorKind::RuntimeError, "vector + matrix @ vector expected, got ",
        t(s, 0).dim(), ", ", t(s, 0).dim(), ", ", t(s, 1).dim());
  s = {matmul_direct(t(s, 0), t(s, 1))};
});

TSR_REGISTER_KERNEL("outer", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  check(t(s, 0).dim() == 1, ErrorKind::RuntimeError, "outer: Expected 1-D argument self, but got ", t(s, 0).dim(), "-D");
  check(t(s, 1).dim() == 1, ErrorKind::RuntimeError, "outer: Expected 1-D argument vec2, but got ", t(s, 1).dim(), "-D");
  const Tensor column = call("reshape", {t(s, 0), std::vector<int64_t>{t(s, 0).sizes()[0], 1}});
  s = {call("mul.Tensor", {column, t(s, 1)})};
});

// The p=2 norm of a float or double tensor in the order PyTorch 1.13's norm kernel adds (measured against it;
// clip_grad_norm_ then gives PyTorch's digits). Its TensorIterator drops size-1 dims, orders the rest by the
// input's strides and merges neighbours that are contiguous with each other and alike in being reduced or kept.
// Where that leaves one reduced dim, innermost and of unit stride, each output is a contiguous run (the
// vectorised path, pytorch_vec::norm_two_lastdim); otherwise each output adds its elements one after another in
// memory order (binary_kernel_reduce with NormTwoOps; PyTorch runs one thread here, so it never splits them).
// The other finite p take that memory-order loop always (PyTorch vectorises only p=2): p=0 counts the nonzeros,
// p=1 adds |x|, any other p adds std::pow(|x|, p) in the element type and takes the 1/p power of the total
// (NormZeroOps, NormOneOps, NormOps).
namespace {
Tensor norm_pytorch_order(const Tensor& self, const std::vector<int64_t>& dims, bool keepdim, double p) {
  const int64_t nd = self.dim();
  std::vector<bool> reduced(static_cast<size_t>(nd), dims.empty());
  for (int64_t d : dims) reduced[static_cast<size_t>(wrap_dim(d, nd))] = true;
  std::vector<int64_t> out_sizes, kept;
  for (int64_t d = 0; d < nd; ++d) {
    if (!reduced[static_cast<size_t>(d)]) {
      out_sizes.push_back(self.sizes()[d]);
      kept.push_back(d);
    } else if (keepdim) {
      out_sizes.push_back(1);
    }
  }
  if (self.numel() == 0) return zeros(out_sizes, self.dtype());
  Tensor out = empty(out_sizes, self.dtype());
  struct Run { int64_t size, stride; bool reduced; };
  std::vector<Run> runs;  // innermost first
  for (int64_t d = 0; d < nd; ++d)
    if (self.sizes()[d] > 1) runs.push_back({self.sizes()[d], self.strides()[d], reduced[static_cast<size_t>(d)]});
  std::stable_sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) { return a.stride < b.stride; });
  std::vector<Run> merged;
  for (const Run& r : runs) {
    if (!merged.empty() && merged.back().reduced == r.reduced && merged.back().stride * merged.back().size == r.stride)
      merged.back().size *= r.size;
    else
      merged.push_back(r);
  }
  int64_t reduced_runs = 0;
  for (const Run& r : merged) reduced_runs += r.reduced;
  const bool lastdim = p == 2 && reduced_runs == 1 && merged[0].reduced && merged[0].stride == 1;
  // The reduced elements of one output, outermost dim first (memory order), and the offset of each output.
  std::vector<int64_t> rsize, rstride;
  for (auto it = merged.rbegin(); it != merged.rend(); ++it)
    if (it->reduced) {
      rsize.push_back(it->size);
      rstride.push_back(it->stride);
    }
  const int64_t outputs = out.numel();
  visit_dtype(self.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      const T* in = static_cast<const T*>(self.data_ptr());
      T* o = static_cast<T*>(out.data_ptr());
      std::vector<int64_t> kidx(kept.size(), 0), ridx(rsize.size(), 0);
      for (int64_t r = 0; r < outputs; ++r) {
        int64_t base = 0;
        for (size_t k = 0; k < kept.size(); ++k) base += kidx[k] * self.strides()[kept[k]];
        if (lastdim) {
          o[r] = pytorch_vec::norm_two_lastdim(in + base, merged[0].size);
        } else {
          std::fill(ridx.begin(), ridx.end(), 0);
          T total = 0;
          const bool fused = pytorch_vec::avx2();
          const T tp = static_cast<T>(p);
          for (int64_t offset = base;;) {
            const T x = in[offset];
            if (p == 2) total = fused ? std::fma(x, x, total) : total + x * x;
            else if (p == 1) total += std::abs(x);
            else if (p == 0) total += x == T(0) ? T(0) : T(1);
            else total += std::pow(std::abs(x), tp);
            size_t k = rsize.size();
            while (k > 0 && ++ridx[k - 1] == rsize[k - 1]) {
              offset -= (rsize[k - 1] - 1) * rstride[k - 1];
              ridx[k - 1] = 0;
              --k;
            }
            if (k == 0) break;
            offset += rstride[k - 1];
          }
          o[r] = p == 2 ? std::sqrt(total) : p == 1 || p == 0 ? total : std::pow(total, T(1) / tp);
        }
        for (size_t k = kept.size(); k-- > 0 && ++kidx[k] == self.sizes()[kept[k]];) kidx[k] = 0;
      }
    }
  });
  return out;
}
}  // namespace

TSR_REGISTER_KERNEL("norm.ScalarOpt_dim", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t(s, 0);
  const double p = double_arg(s, 1, 2);
  const std::vector<int64_t> dims = std::get<std::vector<int64_t>>(s[2]);
  const bool keepdim = s.size() > 3 && std::get<bool>(s[3]);
  check(is_floating(self.dtype()) || is_complex(self.dtype()), ErrorKind::RuntimeError,
        "norm(): input dtype should be either floating point or complex. Got ", dtype_title(self.dtype()), " instead.");
  if (is_complex(self.dtype())) {  // the norm of the moduli (of the component dtype), as PyTorch's
    Stack of_abs = s;
    of_abs[0] = abs(self);
    static const Operator& norm_op = find_op("norm.ScalarOpt_dim");
    norm_op.kernel(DispatchKey::CPU)->fn(norm_op, DispatchKeySet{}, of_abs);
    s = {std::get<Tensor>(of_abs[0])};
    return;
  }
  if (is_reduced_floating(self.dtype())) {  // PyTorch's norm kernel accumulates float16/bfloat16 in float
    Stack in_float = s;
    in_float[0] = to_dtype(self, ScalarType::Float);
    static const Operator& norm_op = find_op("norm.ScalarOpt_dim");
    norm_op.kernel(DispatchKey::CPU)->fn(norm_op, DispatchKeySet{}, in_float);
    s = {to_dtype(std::get<Tensor>(in_float[0]), self.dtype())};
    return;
  }
  if (std::isfinite(p) && (self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double) &&
      self.device().is_cpu()) {
    s = {norm_pytorch_order(self, dims, keepdim, p)};
    return;
  }
  const Tensor magnitude = abs(self);
  Tensor out;
  if (p == 2) out = sqrt(sum(mul(magnitude, magnitude), dims, keepdim));
  else if (p == 1) out = sum(magnitude, dims, keepdim);
  else if (p == 0) out = sum(to_dtype(compare(self, scalar_to_tensor(0.0), CompareOp::Ne), self.dtype()), dims, keepdim);
  else if (std::isinf(p)) out = p > 0 ? amax(magnitude, dims, keepdim) : amin(magnitude, dims, keepdim);
  else out = pow(sum(pow(magnitude, p), dims, keepdim), 1.0 / p);
  s = {out};
});

TSR_REGISTER_KERNEL("_euclidean_dist", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor x1 = std::get<Tensor>(s[0]), x2 = std::get<Tensor>(s[1]);
  const Tensor x1_norm = call("sum.dim_IntList", {call("pow.Tensor_Scalar", {x1, int64_t(2)}), std::vector<int64_t>{-1},
                                                  true, NoneValue{}});
  const Tensor x2_norm = call("sum.dim_IntList", {call("pow.Tensor_Scalar", {x2, int64_t(2)}), std::vector<int64_t>{-1},
                                                  true, NoneValue{}});
  const Tensor x1_ = call("cat", {std::vector<Tensor>{mul(x1, scalar_to_tensor(int64_t(-2))), x1_norm,
                                                      call("ones_like", {x1_norm})}, int64_t(-1)});
  const Tensor x2_ = call("cat", {std::vector<Tensor>{x2, call("ones_like", {x2_norm}), x2_norm}, int64_t(-1)});
  const Tensor product = call("matmul", {x1_, call("transpose.int", {x2_, int64_t(-2), int64_t(-1)})});
  // (1.13 square-roots the product in place: an integer product cannot hold it)
  check(is_floating(product.dtype()) || is_complex(product.dtype()), ErrorKind::RuntimeError,
        "result type Float can't be cast to the desired output type ", dtype_title(product.dtype()));
  s = {call("sqrt", {call("clamp_min", {product, int64_t(0)})})};
});

TSR_REGISTER_KERNEL("linalg_vector_norm", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor x = std::get<Tensor>(s[0]);
  check(is_floating(x.dtype()) || is_complex(x.dtype()), ErrorKind::RuntimeError,
        "linalg.vector_norm: Expected a floating point or complex tensor as input. Got ", dtype_title(x.dtype()));
  const double ord = double_arg(s, 1, 2.0);
  const std::vector<int64_t> dims = int_list_arg(s, 2);
  const bool keepdim = bool_arg(s, 3);
  if (s.size() > 4)
    if (const auto* dtype = std::get_if<ScalarType>(&s[4]); dtype && *dtype != x.dtype()) x = to_dtype(x, *dtype);
  if (std::isinf(ord)) {  // (an empty dim list reduces every dim, as None does)
    s = {call(ord > 0 ? "amax" : "amin", {abs(x), dims, keepdim})};
    return;
  }
  s = {call("norm.ScalarOpt_dim", {x, ord, dims, keepdim})};
});

TSR_REGISTER_KERNEL("trace", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  check(self.dim() == 2, ErrorKind::RuntimeError, "trace: expected a matrix, but got tensor with dim ", self.dim());
  const ScalarType dt = self.dtype();
  if (dt == ScalarType::Half || dt == ScalarType::BFloat16 || dt == ScalarType::Bool) throw_not_implemented_for("trace", dt);
  const ScalarType acc = is_complex(dt) ? ScalarType::ComplexDouble : is_floating(dt) ? ScalarType::Double : ScalarType::Long;
  const ScalarType out = is_floating(dt) || is_complex(dt) ? dt : ScalarType::Long;
  const Tensor diagonal = to_dtype(call("diagonal", {self, int64_t(0), int64_t(0), int64_t(1)}), acc);
  if (diagonal.numel() == 0) {
    s = {call("zeros", {std::vector<int64_t>{}, out, NoneValue{}, self.device(), NoneValue{}})};
    return;
  }
  // cumsum adds in order, as the kernel's loop does; its last element is the sum
  const Tensor running = call("cumsum", {diagonal, int64_t(0), NoneValue{}});
  s = {to_dtype(call("select.int", {running, int64_t(0), diagonal.numel() - 1}), out)};
});

TSR_REGISTER_KERNEL("dist", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const IValue p = s.size() > 2 ? s[2] : IValue(int64_t(2));
  s = {call("norm.ScalarOpt_dim", {sub(std::get<Tensor>(s[0]), std::get<Tensor>(s[1])), p, std::vector<int64_t>{}, false})};
});

// ---- diag, diag_embed, rot90, block_diag, renorm, _cdist_forward, _pdist_forward: PyTorch 1.13's ops with
// derivative formulas of their own (so a result prints its own node, DiagBackward0 ..., not those of the ops a
// composition would record). Each kernel is CompositeExplicitAutograd: it runs below autograd, calling other ops.
namespace {

using Ints = std::vector<int64_t>;

Ints ints_of(const Dims& shape) { return Ints(shape.begin(), shape.end()); }

// diag_embed's result: self's last dim laid along diagonal `offset` of dims d1 and d2 (wrapped) of zeros, the
// other dims in order. diagonal_backward writes exactly that (the diagonal view puts the diagonal last).
Tensor embedded_on_diagonal(const Tensor& self, int64_t offset, int64_t d1, int64_t d2) {
  Ints sizes = ints_of(self.sizes());
  const int64_t n = (self.dim() == 0 ? 1 : sizes.back()) + std::abs(offset);
  if (!sizes.empty()) sizes.pop_back();
  sizes.insert(sizes.begin() + std::min(d1, d2), n);
  sizes.insert(sizes.begin() + std::max(d1, d2), n);
  return call("diagonal_backward", {self, sizes, offset, d1, d2});
}

// The gradient of one distance with respect to its difference (cdist's and pdist's backward kernels, case by case
// in p), times grad: 0 for p = 0 and wherever the distance is 0 (p < 1: also where the difference is 0); for p = inf
// the sign where |diff| attains the distance. dist and grad have a trailing 1 that broadcasts along diff's last dim.
Tensor distance_backward_term(const Tensor& diff, const Tensor& dist, const Tensor& grad, double p) {
  const ScalarType dt = diff.dtype();
  if (p == 0) return call("zeros_like", {diff, NoneValue{}, NoneValue{}, NoneValue{}, NoneValue{}, NoneValue{}});
  if (p == 1) return mul(grad, sign(diff));
  if (std::isinf(p)) return mul(mul(grad, sign(diff)), to_dtype(compare(abs(diff), dist, CompareOp::Eq), dt));
  // (the masked places divide by 1, not 0: a double backward through where() would meet 0 * inf there)
  const Tensor one = scalar(1, dt);
  Tensor zero = compare(dist, scalar(0, dt), CompareOp::Eq);
  const Tensor divisor = call("where.self", {zero, one, dist});
  Tensor term;
  if (p < 2) {
    Tensor magnitude = abs(diff);
    if (p < 1) {
      const Tensor no_diff = compare(diff, scalar(0, dt), CompareOp::Eq);
      zero = logical_or(zero, no_diff);
      magnitude = call("where.self", {no_diff, one, magnitude});
    }
    term = div(mul(mul(sign(diff), pow(magnitude, Scalar(p - 1))), grad), pow(divisor, Scalar(p - 1)));
  } else if (p == 2) {
    term = div(mul(diff, grad), divisor);
  } else {
    term = div(mul(mul(diff, pow(abs(diff), Scalar(p - 2))), grad), pow(divisor, Scalar(p - 1)));
  }
  return call("where.self", {zero, scalar(0, dt), term});
}

// _cdist_backward(grad, x1, x2, p, dist): x1's gradient, one row per row of x1 (batch dims broadcast with x2's;
// the formula's caller sums them back to x1's shape).
Tensor cdist_backward(const Tensor& grad, const Tensor& x1, const Tensor& x2, double p, const Tensor& dist) {
  const Tensor diff = sub(call("unsqueeze", {x1, int64_t(-2)}), call("unsqueeze", {x2, int64_t(-3)}));
  const Tensor term = distance_backward_term(diff, call("unsqueeze", {dist, int64_t(-1)}),
                                             call("unsqueeze", {grad, int64_t(-1)}), p);
  return call("sum.dim_IntList", {term, Ints{-2}, false, NoneValue{}});
}

Tensor last_two_swapped(const Tensor& x) { return call("transpose.int", {x, int64_t(-2), int64_t(-1)}); }

// pdist's pairs (i < j, row by row): the rows of each, and of the other.
std::pair<Tensor, Tensor> pair_rows(int64_t n, Device device) {
  const Tensor ones = call("ones", {Ints{n, n}, ScalarType::Bool, NoneValue{}, device, NoneValue{}});
  const Tensor pairs = call("nonzero", {call("triu", {ones, int64_t(1)})});
  return {call("select.int", {pairs, int64_t(1), int64_t(0)}), call("select.int", {pairs, int64_t(1), int64_t(1)})};
}

// The differences of pdist's pairs of rows, one pair per row.
Tensor pair_differences(const Tensor& self, const Tensor& first, const Tensor& second) {
  return sub(call("index_select", {self, int64_t(0), first}), call("index_select", {self, int64_t(0), second}));
}

// PyTorch's renorm_backward: the gradient of self * factor, factor = maxnorm / (norm + 1e-7) where the norm of a
// slice along dim exceeds maxnorm, through the norm too; the norm taken again in the accumulation type (double for
// float on the CPU).
Tensor renorm_backward(const Tensor& grad, const Tensor& self, double p, int64_t dim, double maxnorm) {
  dim = wrap_dim(dim, self.dim());
  Ints reduce;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (d != dim) reduce.push_back(d);
  const ScalarType dt = self.dtype();
  const ScalarType acc = is_complex(dt) ? ScalarType::ComplexDouble
                         : dt == ScalarType::Half || dt == ScalarType::BFloat16 ? ScalarType::Float
                                                                                 : ScalarType::Double;
  const ScalarType real_acc = is_complex(acc) ? ScalarType::Double : acc;
  const Tensor norm = call("linalg_vector_norm", {self, p, reduce, true, acc});
  Tensor along = mul(is_complex(dt) ? call("conj", {self}) : self, grad);
  if (is_complex(along.dtype())) along = call("real", {along});
  along = call("sum.dim_IntList", {along, reduce, true, real_acc});
  const Tensor nb = norm_backward(along, self, p, norm, reduce, true);
  const Tensor invnorm = call("reciprocal", {add(norm, scalar(1e-7, norm.dtype()))});
  const Tensor factor = mul(invnorm, scalar(maxnorm, norm.dtype()));
  return call("where.self", {compare(norm, scalar(maxnorm, norm.dtype()), CompareOp::Gt),
                             sub(mul(factor, grad), mul(mul(factor, invnorm), nb)), grad});
}

// The refusal of a meta tensor by an op PyTorch 1.13 has no meta kernel for (pytorch_no_meta_kernel.def), rather than
// an error of an op its kernel calls here.
void refuse_meta_if_pytorch_does(const Tensor& self, const char* op) {
  if (self.device().is_meta() && pytorch_has_no_meta_kernel(op))
    throw Error(ErrorKind::NotImplementedError, no_meta_kernel_message(op, "CPU, CUDA"));
}

// max_unpool2d/3d's result after the CPU kernels' index check: each value of self at its index into its plane of
// zeros (one per batch entry and channel) shaped `out`, a repeated index keeping the last value written.
Tensor unpooled(const Tensor& self, const Tensor& indices, const Ints& out) {
  const size_t nd = out.size();
  Ints lead(self.sizes().begin(), self.sizes().end() - nd), flat = lead, planes = lead, shape = lead;
  int64_t plane = 1;
  std::string sizes;
  for (int64_t v : out) {
    plane *= v;
    sizes += (sizes.empty() ? "" : "x") + std::to_string(v);
  }
  // (the kernels go on past an invalid index and report the last one they met, plane after plane)
  const Tensor at = host_contiguous(indices, ScalarType::Long);
  std::optional<int64_t> invalid;
  for (int64_t i = 0; i < at.numel(); ++i)
    if (const int64_t v = at.data<int64_t>()[i]; v < 0 || v >= plane) invalid = v;
  check(!invalid, ErrorKind::RuntimeError, "Found an invalid max index: ", invalid.value_or(0),
        " (output volumes are of size ", sizes);
  flat.push_back(-1);
  planes.push_back(plane);
  shape.insert(shape.end(), out.begin(), out.end());
  const Tensor zeros = call("zeros", {planes, self.dtype(), NoneValue{}, self.device(), NoneValue{}});
  return call("reshape", {call("scatter.src", {zeros, int64_t(-1), call("reshape", {indices, flat}),
                                               call("reshape", {self, flat})}),
                          shape});
}

// PyTorch's max_pool_double_backward: the gradient at each index, gathered from its plane.
Tensor unpool_backward(const Tensor& grad, const Tensor& indices, size_t nd) {
  Ints flat(indices.sizes().begin(), indices.sizes().end() - nd);
  flat.push_back(-1);
  const Tensor taken = call("gather", {call("reshape", {grad, flat}), int64_t(-1), call("reshape", {indices, flat}),
                                       false});
  return call("view", {taken, ints_of(indices.sizes())});
}

// max_unpool's checks shared by 2d and 3d: self and indices alike in shape, none of self's non-batch dims empty, a
// floating kernel (float and double only).
void check_unpool_input(const Tensor& self, const Tensor& indices, const char* kernel, const char* op) {
  check(self.sizes() == indices.sizes(), ErrorKind::RuntimeError,
        "Expected shape of indices to be same as that of the input tensor (", self.sizes(),
        ") but got indices tensor with shape: ", indices.sizes());
  for (int64_t i = 1; i < self.dim(); ++i)
    check(self.sizes()[i] > 0, ErrorKind::RuntimeError, kernel,
          "(): Expected input to have non-zero size for non-batch dimensions, but got ", self.sizes(), " with dimension ",
          i, " being empty.");
  if (self.dtype() != ScalarType::Float && self.dtype() != ScalarType::Double) throw_not_implemented_for(op, self.dtype());
}

}  // namespace

TSR_DEFINE_OP("diag(Tensor self, int diagonal=0) -> Tensor",
              "A 1-d self on the given diagonal of a square matrix of zeros; a matrix's diagonal as a new 1-d tensor.",
              autograd::formula("DiagBackward0", {}, [](Ctx& c) {
                // PyTorch's diag_backward: diag again, except for a matrix that is not square
                const Dims& shape = c.shape("self");
                const int64_t k = c.i("diagonal");
                if (shape.size() == 1 || shape[0] == shape[1]) return G{call("diag", {c.g(), k})};
                return G{call("diagonal_backward", {c.g(), ints_of(shape), k, int64_t(0), int64_t(1)})};
              }));
TSR_DEFINE_OP("diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor",
              "Self's last dim laid along diagonal offset of the plane (dim1, dim2) of a tensor of zeros.",
              autograd::formula("DiagEmbedBackward0", {}, [](Ctx& c) {
                return G{call("diagonal", {c.g(), c.i("offset"), c.i("dim1", -2), c.i("dim2", -1)})};
              }));
TSR_DEFINE_OP("rot90(Tensor self, int k=1, int[] dims=[0,1]) -> Tensor",
              "Rotated k quarter turns in the plane of dims, from the first towards the second.",
              autograd::formula("Rot90Backward0", {}, [](Ctx& c) {
                return G{call("rot90", {c.g(), -c.i("k", 1), c.ints("dims")})};
              }));
TSR_DEFINE_OP("block_diag(Tensor[] tensors) -> Tensor",
              "The tensors (scalars and vectors as one-row matrices) along the diagonal of a matrix of zeros.",
              autograd::formula("BlockDiagBackward0", {}, [](Ctx& c) {
                // PyTorch's block_diag_backward: each input's block of the gradient (its real part for a real input
                // of a complex result); an empty vector's is an empty vector.
                const Tensor g = c.g();
                G out;
                int64_t row = 0, col = 0;
                for (const TensorMeta& meta : c.list_shapes) {
                  const Dims& shape = meta.shape;
                  const Tensor from = is_complex(g.dtype()) && !is_complex(meta.dtype) ? call("real", {g}) : g;
                  if (shape.size() == 1 && shape[0] == 0) {
                    out.push_back(zeros_of(Dims{0}, from.dtype(), from.device()));
                    continue;
                  }
                  const int64_t rows = shape.size() == 2 ? shape[0] : 1;
                  const int64_t cols = shape.size() == 2 ? shape[1] : shape.size() == 1 ? shape[0] : 1;
                  Tensor block = call("slice.Tensor", {call("slice.Tensor", {from, int64_t(0), row, row + rows,
                                                                             int64_t(1)}),
                                                       int64_t(1), col, col + cols, int64_t(1)});
                  if (shape.size() < 2) block = call("reshape", {block, ints_of(shape)});
                  out.push_back(block);
                  row += rows;
                  col += cols;
                }
                return out;
              }));
TSR_DEFINE_OP("renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor",
              "Each slice along dim whose p-norm exceeds maxnorm scaled to norm maxnorm.",
              autograd::formula("RenormBackward0", {"self"}, [](Ctx& c) {
                return G{renorm_backward(c.g(), c.s("self"), c.d("p"), c.i("dim"), c.d("maxnorm"))};
              }));
TSR_DEFINE_OP("_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor",
              "The p-norm distances between the rows of x1 and those of x2, batched (cdist's kernel).",
              autograd::formula("CdistBackward0", {"x1", "x2", "result"}, [](Ctx& c) {
                const Tensor x1 = c.s("x1"), x2 = c.s("x2"), dist = c.s("result");
                const double p = c.d("p");
                return G{c.when_needed("x1", [&] { return c.to(cdist_backward(c.g(), x1, x2, p, dist), "x1"); }),
                         c.when_needed("x2", [&] {
                           return c.to(cdist_backward(last_two_swapped(c.g()), x2, x1, p, last_two_swapped(dist)),
                                       "x2");
                         })};
              }));
TSR_DEFINE_OP("_pdist_forward(Tensor self, float p=2) -> Tensor",
              "The p-norm distances between the rows of a matrix, each pair i < j once, row by row (pdist's kernel).",
              autograd::formula("PdistBackward0", {"self", "result"}, [](Ctx& c) {
                return G{call("_pdist_backward", {c.g(), c.s("self"), c.d("p", 2), c.s("result")})};
              }));
TSR_DEFINE_OP("_pdist_backward(Tensor grad, Tensor self, float p, Tensor pdist) -> Tensor",
              "The gradient of _pdist_forward with respect to self: each pair's term added to its first row and "
              "taken from its second.",
              autograd::not_implemented_formula("PdistBackwardBackward0", "_pdist_backward"));
TSR_DEFINE_OP("max_unpool2d(Tensor self, Tensor indices, int[2] output_size) -> Tensor",
              "Each value of self placed at its index (max_pool2d's) in a plane of zeros of output_size.",
              autograd::formula("MaxUnpool2DBackward0", {"indices"}, [](Ctx& c) {
                return G{unpool_backward(c.g(), c.s("indices"), 2), Tensor()};
              }));
TSR_DEFINE_OP("max_unpool3d(Tensor self, Tensor indices, int[3] output_size, int[3] stride, int[3] padding) -> Tensor",
              "Each value of self placed at its index (max_pool3d's) in a volume of zeros of output_size.",
              autograd::formula("MaxUnpool3DBackward0", {"indices"}, [](Ctx& c) {
                return G{unpool_backward(c.g(), c.s("indices"), 3), Tensor()};
              }));

TSR_REGISTER_KERNEL("diag", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const int64_t k = int_arg(s, 1, 0);
  check(self.dim() == 1 || self.dim() == 2, ErrorKind::RuntimeError, "matrix or a vector expected");
  if (self.dtype() == ScalarType::Half) throw_not_implemented_for("diag", self.dtype());  // (diag_cpu has no Half)
  if (self.dim() == 1) {
    s = {embedded_on_diagonal(self, k, 0, 1)};
    return;
  }
  s = {call("clone", {call("diagonal", {self, k, int64_t(0), int64_t(1)})})};
});

TSR_REGISTER_KERNEL("diag_embed", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const int64_t offset = int_arg(s, 1, 0), dim1 = int_arg(s, 2, -2), dim2 = int_arg(s, 3, -1);
  const int64_t d1 = wrap_dim(dim1, self.dim() + 1), d2 = wrap_dim(dim2, self.dim() + 1);
  check(d1 != d2, ErrorKind::RuntimeError, "diagonal dimensions cannot be identical ", dim1, ", ", dim2);
  s = {embedded_on_diagonal(self, offset, d1, d2)};
});

// rot90 as 1.13's: flips and a transpose (a view of the flipped copy), a contiguous copy for no turn.
TSR_REGISTER_KERNEL("rot90", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const Ints dims = s.size() > 2 ? int_list_arg(s, 2) : Ints{0, 1};
  const int64_t ndim = self.dim();
  check(dims.size() == 2, ErrorKind::RuntimeError, "expected total rotation dims == 2, but got dims = ", dims.size());
  check(ndim >= 2, ErrorKind::RuntimeError, "expected total dims >= 2, but got total dims = ", ndim);
  const int64_t d0 = dims[0], d1 = dims[1];
  check(d0 != d1 && std::abs(d0 - d1) != ndim, ErrorKind::RuntimeError,
        "expected rotation dims to be different, but got dim0 = ", d0, " and dim1 = ", d1);
  check(d0 < ndim && d0 >= -ndim, ErrorKind::RuntimeError, "Rotation dim0 out of range, dim0 = ", d0);
  check(d1 < ndim && d1 >= -ndim, ErrorKind::RuntimeError, "Rotation dim1 out of range, dim1 = ", d1);
  const auto flipped = [&](Ints along) { return call("flip", {self, std::move(along)}); };
  const int64_t k = ((int_arg(s, 1, 1) % 4) + 4) % 4;
  if (k == 1) s = {call("transpose.int", {flipped({d1}), d0, d1})};
  else if (k == 2) s = {flipped({d0, d1})};
  else if (k == 3) s = {call("transpose.int", {flipped({d0}), d0, d1})};
  else s = {call("clone", {call("contiguous", {self})})};
});

// block_diag as 1.13's: zeros of the tensors' result type, each tensor (a scalar as 1 x 1, a vector, even an empty
// one, as one row) copied into its block; no tensors give a 1 x 0 matrix.
TSR_REGISTER_KERNEL("block_diag", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const std::vector<Tensor> tensors = std::get<std::vector<Tensor>>(s[0]);
  if (tensors.empty()) {
    s = {call("empty.memory_format", {Ints{1, 0}, NoneValue{}, NoneValue{}, NoneValue{}, NoneValue{}, NoneValue{}})};
    return;
  }
  int64_t rows = 0, cols = 0;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const Tensor& t = tensors[i];
    check(t.device() == tensors[0].device(), ErrorKind::RuntimeError,
          "torch.block_diag: input tensors must all be on the same device. Input 0 is on device ",
          tensors[0].device().str(), " and input ", i, " is on device ", t.device().str());
    check(t.dim() <= 2, ErrorKind::RuntimeError,
          "torch.block_diag: Input tensors must have 2 or fewer dimensions. Input ", i, " has ", t.dim(), " dimensions");
    rows += t.dim() == 2 ? t.sizes()[0] : 1;
    cols += t.dim() == 2 ? t.sizes()[1] : t.dim() == 1 ? t.sizes()[0] : 1;
  }
  Tensor out = call("zeros", {Ints{rows, cols}, result_type(tensors), NoneValue{}, tensors[0].device(), NoneValue{}});
  int64_t row = 0, col = 0;
  for (const Tensor& t : tensors) {
    const int64_t r = t.dim() == 2 ? t.sizes()[0] : 1, w = t.dim() == 2 ? t.sizes()[1] : t.dim() == 1 ? t.sizes()[0] : 1;
    Tensor block = slice(slice(out, 0, row, row + r, 1), 1, col, col + w, 1);
    copy_(block, call("expand", {t, Ints{r, w}, false}));
    row += r;
    col += w;
  }
  s = {out};
});

// renorm as 1.13's renorm_out: the norms (in float for float16/bfloat16), each turned into its factor in the norm's
// dtype, then self times the factors in self's dtype.
TSR_REGISTER_KERNEL("renorm", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const double p = double_arg(s, 1, 2), maxnorm = double_arg(s, 3, 0);
  check(p > 0, ErrorKind::RuntimeError, "renorm: non-positive-norm not supported");
  check(maxnorm >= 0, ErrorKind::RuntimeError, "renorm: expected maxnorm to be >= 0 but got ", maxnorm);
  check(self.dim() > 1, ErrorKind::RuntimeError, "renorm: input needs at least 2 dimensions, got ", self.dim(),
        " dimensions");
  const int64_t dim = wrap_dim(int_arg(s, 2, 0), self.dim());
  Ints reduce;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (d != dim) reduce.push_back(d);
  const ScalarType dt = self.dtype();
  const bool reduced = dt == ScalarType::Half || dt == ScalarType::BFloat16;
  const Tensor norm = call("linalg_vector_norm", {self, p, reduce, true, reduced ? IValue(ScalarType::Float)
                                                                                  : IValue(NoneValue{})});
  const ScalarType nt = norm.dtype();
  const Tensor factor = call("where.self", {compare(norm, scalar(maxnorm, nt), CompareOp::Gt),
                                            div(scalar(maxnorm, nt), add(norm, scalar(1e-7, nt))), scalar(1, nt)});
  s = {mul(self, to_dtype(factor, dt))};
});

// _cdist_forward as 1.13's cdist_impl: its checks; zeros for no columns (an empty result for no rows); p = 2 through
// _euclidean_dist's matrix product where it takes that (compute_mode 1, or the default with more than 25 rows on a
// side); else the norms of the differences (a float or double kernel), the batch dims broadcast.
TSR_REGISTER_KERNEL("_cdist_forward", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor x1 = std::get<Tensor>(s[0]), x2 = std::get<Tensor>(s[1]);
  const double p = double_arg(s, 2, 2);
  const int64_t mode = int_arg(s, 3, 0);  // (None: 0, the default)
  check(x1.dim() >= 2, ErrorKind::RuntimeError, "cdist only supports at least 2D tensors, X1 got: ", x1.dim(), "D");
  check(x2.dim() >= 2, ErrorKind::RuntimeError, "cdist only supports at least 2D tensors, X2 got: ", x2.dim(), "D");
  const int64_t r1 = x1.sizes()[x1.dim() - 2], r2 = x2.sizes()[x2.dim() - 2], cols = x1.sizes()[x1.dim() - 1];
  check(cols == x2.sizes()[x2.dim() - 1], ErrorKind::RuntimeError, "X1 and X2 must have the same number of columns. X1: ",
        cols, " X2: ", x2.sizes()[x2.dim() - 1]);
  check(is_floating(x1.dtype()), ErrorKind::RuntimeError, "cdist only supports floating-point dtypes, X1 got: ",
        dtype_title(x1.dtype()));
  check(is_floating(x2.dtype()), ErrorKind::RuntimeError, "cdist only supports floating-point dtypes, X2 got: ",
        dtype_title(x2.dtype()));
  check(p >= 0, ErrorKind::RuntimeError, "cdist only supports non-negative p values");
  const Ints batch = ints_of(broadcast_shapes(x1.sizes().span().first(x1.dim() - 2), x2.sizes().span().first(x2.dim() - 2)));
  int64_t count = 1;
  for (int64_t b : batch) count *= b;
  Ints out = batch;
  out.insert(out.end(), {r1, r2});
  if (r1 == 0 || r2 == 0 || count == 0 || cols == 0) {
    s = {call("zeros", {out, x1.dtype(), NoneValue{}, x1.device(), NoneValue{}})};
    return;
  }
  if (p == 2 && (mode == 1 || (mode == 0 && (r1 > 25 || r2 > 25)))) {
    const auto flat = [&](const Tensor& x, int64_t r) {
      Ints shape = batch;
      shape.insert(shape.end(), {r, cols});
      return call("view", {call("contiguous", {call("expand", {x, shape, false})}), Ints{count, r, cols}});
    };
    s = {call("view", {call("_euclidean_dist", {flat(x1, r1), flat(x2, r2)}), out})};
    return;
  }
  for (const Tensor& x : {x1, x2})
    if (x.dtype() != ScalarType::Float && x.dtype() != ScalarType::Double) throw_not_implemented_for("cdist", x.dtype());
  // Each distance as the cdist kernel makes it: the mapped differences (d*d for p = 2, |d|^p, ...) added, then
  // finished (sqrt, ^(1/p)). The columns are laid outermost, so the sums run down them (norm's p = 2 kernel fuses
  // its multiply-adds and rounds otherwise); that is the kernel's order up to 4 columns, not always past that.
  const auto columns_outermost = [](const Tensor& x, int64_t at) {
    return call("unsqueeze", {call("contiguous", {last_two_swapped(x)}), at});
  };
  const Tensor diff = sub(columns_outermost(x1, -1), columns_outermost(x2, -2));
  const Ints columns{-3};
  const auto added = [&](const Tensor& mapped) { return sum(mapped, columns, false); };
  if (p == 0) s = {added(to_dtype(compare(diff, scalar(0, diff.dtype()), CompareOp::Ne), diff.dtype()))};
  else if (p == 1) s = {added(abs(diff))};
  else if (p == 2) s = {call("sqrt", {added(mul(diff, diff))})};
  else if (std::isinf(p)) s = {call("amax", {abs(diff), columns, false})};
  else  // (the kernel's std::pow(agg, 1.0 / p) takes a float total to double)
    s = {to_dtype(pow(to_dtype(added(pow(abs(diff), Scalar(p))), ScalarType::Double), Scalar(1 / p)), diff.dtype())};
});

bool pdist_forward_trivial(const Tensor& self, Tensor& out) {
  refuse_meta_if_pytorch_does(self, "_pdist_forward");
  check(self.dim() == 2, ErrorKind::RuntimeError, "pdist only supports 2D tensors, got: ", self.dim(), "D");
  check(self.is_contiguous(), ErrorKind::RuntimeError, "_pdist_forward requires contiguous input");
  const int64_t n = self.sizes()[0];
  const Ints pairs{n <= 1 ? 0 : n * (n - 1) / 2};
  if (n <= 1 || self.sizes()[1] == 0) {
    out = call("zeros", {pairs, self.dtype(), NoneValue{}, self.device(), NoneValue{}});
    return true;
  }
  if (self.dtype() != ScalarType::Float && self.dtype() != ScalarType::Double) throw_not_implemented_for("pdist", self.dtype());
  return false;
}

void check_pdist_backward(const Tensor& self, const Tensor& pdist) {
  refuse_meta_if_pytorch_does(self, "_pdist_backward");
  check(self.is_contiguous(), ErrorKind::RuntimeError, "_pdist_backward requires self to be contiguous");
  check(pdist.is_contiguous(), ErrorKind::RuntimeError, "_pdist_backward requires pdist to be contiguous");
}

// _pdist_forward as 1.13's: nothing for fewer than two rows, zeros for no columns, else a float or double kernel
// (the CPU's: kernels/cpu/distance.cpp; elsewhere the norms of the gathered pair differences).
TSR_REGISTER_KERNEL("_pdist_forward", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const double p = double_arg(s, 1, 2);
  Tensor out;
  if (!pdist_forward_trivial(self, out)) {
    const auto [first, second] = pair_rows(self.sizes()[0], self.device());
    out = call("norm.ScalarOpt_dim", {pair_differences(self, first, second), p, Ints{-1}, false});
  }
  s = {out};
});

// _pdist_backward composed (the CPU's kernel: kernels/cpu/distance.cpp): each pair's term added to its first row
// and taken from its second.
TSR_REGISTER_KERNEL("_pdist_backward", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor grad = std::get<Tensor>(s[0]), self = std::get<Tensor>(s[1]), dist = std::get<Tensor>(s[3]);
  const double p = double_arg(s, 2, 2);
  check_pdist_backward(self, dist);
  const Tensor zeros = call("zeros_like", {self, NoneValue{}, NoneValue{}, NoneValue{}, NoneValue{}, NoneValue{}});
  const int64_t n = self.sizes()[0];
  if (n <= 1 || self.dim() < 2 || self.sizes()[1] == 0 || grad.numel() == 0) {
    s = {zeros};
    return;
  }
  const auto [first, second] = pair_rows(n, self.device());
  const Tensor term = distance_backward_term(pair_differences(self, first, second),
                                             call("unsqueeze", {dist, int64_t(-1)}),
                                             call("unsqueeze", {grad, int64_t(-1)}), p);
  const Tensor added = call("index_add", {zeros, int64_t(0), first, term});
  s = {call("index_add", {added, int64_t(0), second, neg(term)})};
});

// max_unpool2d and max_unpool3d with their CPU kernels' checks, in their order.
TSR_REGISTER_KERNEL("max_unpool2d", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]), indices = std::get<Tensor>(s[1]);
  refuse_meta_if_pytorch_does(self, "max_unpool2d");
  const Ints out = int_list_arg(s, 2);
  check(indices.dtype() == ScalarType::Long, ErrorKind::RuntimeError,
        "elements in indices should be type int64 but got: ", dtype_title(indices.dtype()));
  check(out.size() == 2, ErrorKind::RuntimeError,
        "There should be exactly two elements (height, width) in output_size, but got ", out.size(), " elements.");
  check(self.dim() == 3 || self.dim() == 4, ErrorKind::RuntimeError,
        "Input to max_unpooling2d should be a 3d or 4d Tensor, but got a tensor with ", self.dim(), " dimensions.");
  check_unpool_input(self, indices, "max_unpooling2d_forward_out_cpu", "max_unpool2d");
  s = {unpooled(self, indices, out)};
});

TSR_REGISTER_KERNEL("max_unpool3d", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]), indices = std::get<Tensor>(s[1]);
  refuse_meta_if_pytorch_does(self, "max_unpool3d");
  const Ints out = int_list_arg(s, 2), stride = int_list_arg(s, 3), padding = int_list_arg(s, 4);
  check(indices.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "elements in indices should be type int64");
  check(self.dim() == 4 || self.dim() == 5, ErrorKind::RuntimeError,
        "Input to max_unpooling3d should be a 4d or 5d Tensor, but got a tensor with ", self.dim(), " dimensions.");
  check(out.size() == 3, ErrorKind::RuntimeError,
        "There should be exactly three elements (depth, height, width) in output_size, but got ", out.size(),
        " elements.");
  check(stride.size() == 3, ErrorKind::RuntimeError,
        "There should be exactly three elements (depth, height, width) in stride, but got: ", stride.size(), " elements.");
  check(padding.size() == 3, ErrorKind::RuntimeError,
        "There should be exactly three elements (depth, height, width) in padding, but got: ", padding.size(),
        " elements.");
  check(stride[0] > 0 && stride[1] > 0 && stride[2] > 0, ErrorKind::RuntimeError,
        "strides should be greater than zero, but got stride: ", Dims(stride));
  check_unpool_input(self, indices, "max_unpooling3d_forward_out_cpu", "max_unpool3d");
  s = {unpooled(self, indices, out)};
});



Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta, const Scalar& alpha) {
  static const Operator& op = find_op("addmm");
  return call_tensor_op(op, {self, mat1, mat2, to_ivalue(beta), to_ivalue(alpha)});
}
Tensor dot(const Tensor& self, const Tensor& other) {
  static const Operator& op = find_op("dot");
  return call_tensor_op(op, {self, other});
}
Tensor mv(const Tensor& self, const Tensor& vec) {
  static const Operator& op = find_op("mv");
  return call_tensor_op(op, {self, vec});
}
Tensor outer(const Tensor& self, const Tensor& vec2) {
  static const Operator& op = find_op("outer");
  return call_tensor_op(op, {self, vec2});
}
Tensor norm(const Tensor& self, double p, std::span<const int64_t> dims, bool keepdim) {
  static const Operator& op = find_op("norm.ScalarOpt_dim");
  return call_tensor_op(op, {self, p, std::vector<int64_t>(dims.begin(), dims.end()), keepdim});
}
Tensor lerp(const Tensor& self, const Tensor& end, const Scalar& weight) {
  static const Operator& op = find_op("lerp.Scalar");
  return call_tensor_op(op, {self, end, to_ivalue(weight)});
}
Tensor addcmul(const Tensor& self, const Tensor& tensor1, const Tensor& tensor2, const Scalar& value) {
  static const Operator& op = find_op("addcmul");
  return call_tensor_op(op, {self, tensor1, tensor2, to_ivalue(value)});
}
Tensor prelu(const Tensor& self, const Tensor& weight) {
  static const Operator& op = find_op("prelu");
  return call_tensor_op(op, {self, weight});
}

}  // namespace tsr::tensor
