// See composite.hpp. Kernels here only call other ops, so they work on any backend those ops support; they are
// registered on CPU (the ops have derivative formulas of their own), except matmul's, a composite registered at
// CompositeImplicitAutograd (Note [Composite keys]).
#include "tensor/ops/composite.hpp"

#include <cmath>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/pytorch_vec.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/linalg.hpp"
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
