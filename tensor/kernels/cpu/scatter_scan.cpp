// cumprod and the accumulate/fill/copy-by-index ops: scatter_add(_), index_add(_), index_fill(_), index_copy(_).
// Each in-place form writes into self; the out-of-place form runs it on a clone. Checks and messages are
// PyTorch 1.13's (CPU), in its order.
#include <algorithm>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/index_checks.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/index_walk.hpp"
#include "tensor/ops/compare.hpp"
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
G cumprod_backward(Ctx& c) {
  // PyTorch's cumprod_backward: without zeros, reversed_cumsum(result * grad) / self; along a row with a zero at
  // z, the elements before z as before, the one at z gets sum_{j>=z} g_j * prod_{i<=j, i!=z} x_i, later ones 0.
  Tensor x = c.s("self");
  if (x.dim() == 0 || x.numel() == 0) return G{c.to(c.g(), "self")};
  const int64_t dim = wrap_dim(c.i("dim"), x.dim());
  if (x.sizes()[size_t(dim)] == 1) return G{c.to(c.g(), "self")};
  Tensor g = c.to(c.g(), "self"), out = c.to(c.s("result"), "self");
  Tensor w = mul(cj(out), g);  // complex: conjugates, as PyTorch's cumprod_backward
  auto reversed_cumsum = [&](const Tensor& t) {
    const std::vector<int64_t> d{dim};
    return call("flip", {call("cumsum", {call("flip", {t, d}), dim, NoneValue{}}), d});
  };
  Tensor is_zero = compare(x, scalar(0, x.dtype()), CompareOp::Eq);
  if (host_double(any(is_zero)) == 0) return G{div(reversed_cumsum(w), cj(x))};
  const int64_t n = x.sizes()[size_t(dim)];
  if (grad_mode_enabled()) {
    // Under create_graph, PyTorch's O(n^2) form in ops, so the second derivative is right at zeros too:
    // grad_k = sum_{j>=k} g_j * omitted_j, omitted_j = prod_{i<=j, i!=k} x_i = prod(x[:k]) * cumprod(x[k+1:])[j-k-1].
    std::vector<int64_t> one_slice(x.sizes().begin(), x.sizes().end());
    one_slice[size_t(dim)] = 1;
    std::vector<Tensor> parts;
    for (int64_t k = 0; k < n; ++k) {
      Tensor until_k = k == 0 ? full(one_slice, Scalar(1.0), x.dtype(), x.device())
                              : call("prod.dim_int", {call("narrow", {x, dim, int64_t(0), k}), dim, true, NoneValue{}});
      Tensor omitted = until_k;
      if (k + 1 < n) {
        Tensor from_k1 = call("cumprod", {call("narrow", {x, dim, k + 1, n - k - 1}), dim, NoneValue{}});
        omitted = call("cat", {std::vector<Tensor>{until_k, mul(until_k, from_k1)}, dim});
      }
      Tensor terms = mul(call("narrow", {g, dim, k, n - k}), omitted);
      parts.push_back(call("sum.dim_IntList", {terms, std::vector<int64_t>{dim}, false, NoneValue{}}));
    }
    return G{call("stack", {parts, dim})};
  }
  // Rows with zeros, first order: PyTorch's O(n) form with masks, in the input's dtype. Along a row whose first
  // zero is at z1 and second at z2: before z1, reversed_cumsum(w) / x over that stretch alone; at z1,
  // sum_{z1<=j<z2} g_j * prod_{z1<i<=j} x_i, times the product before z1 (result[z1 - 1]); from z1 on, 0.
  const Tensor zeros_seen = call("cumsum", {is_zero, dim, NoneValue{}});
  const Tensor before_first = compare(zeros_seen, scalar(0, zeros_seen.dtype()), CompareOp::Eq);
  const Tensor up_to_second = compare(zeros_seen, scalar(1, zeros_seen.dtype()), CompareOp::Eq);  // [z1, z2)
  const Tensor first_zero = call("logical_and", {is_zero, up_to_second});
  const Tensor between = call("logical_and", {up_to_second, logical_not(is_zero)});  // (z1, z2)
  const Tensor zero = zeros_like(g);
  const Tensor w_before = masked_fill(w, logical_not(before_first), Scalar(0.0));
  Tensor grad_input = where(before_first, div(reversed_cumsum(w_before), cj(x)), zero);
  // result[z1 - 1], 1 where the first zero leads the row (or there is none: those rows take nothing from here)
  const Tensor first_index = std::get<Tensor>(call_op(find_op("max.dim"), {first_zero, dim, true})[1]);
  const Tensor leads = compare(first_index, scalar(0, first_index.dtype()), CompareOp::Eq);
  const Tensor before_zero = masked_fill(
      gather(out, dim, call("clamp_min", {sub(first_index, scalar(1, first_index.dtype())), int64_t(0)})), leads,
      Scalar(1.0));
  const std::vector<int64_t> along{dim};
  const Tensor products = cj(call("cumprod", {masked_fill(x, logical_not(between), Scalar(1.0)), dim, NoneValue{}}));
  const Tensor at_first =
      mul(sum(mul(products, masked_fill(g, logical_not(up_to_second), Scalar(0.0))), along, true), cj(before_zero));
  grad_input = where(first_zero, at_first, grad_input);
  return G{grad_input};
}

Tensor index_slices(Ctx& c, const char* source_name) {
  // grad.index_select(dim, index), shaped like the source (a 0-d source takes the one slice).
  const int64_t nd = static_cast<int64_t>(c.shape("self").size());
  const int64_t dim = nd == 0 ? 0 : wrap_dim(c.i("dim"), nd);
  Tensor g = c.g();
  Tensor r = nd == 0 ? g : call("index_select", {g, dim, c.s("index")});
  return reshape_to(r, c.shape(source_name));
}

G scatter_add_backward(Ctx& c) {
  Tensor gs = c.shape("src").size() == 0 && c.shape("self").size() == 0
                  ? c.g()
                  : call("gather", {c.g(), c.i("dim"), c.s("index"), false});
  return G{c.g(), Tensor(), gs};
}

G index_add_backward(Ctx& c) {
  Tensor gs = index_slices(c, "source");
  const IValue& a = c.a("alpha");
  const double alpha = std::get_if<double>(&a) ? c.d("alpha") : double(c.i("alpha", 1));
  if (alpha != 1) gs = mul(gs, scalar(alpha, gs.dtype()));
  return G{c.g(), Tensor(), gs};
}

G index_fill_backward(Ctx& c) {
  return G{call("index_fill.int_Scalar", {c.g(), c.i("dim"), c.s("index"), 0.0}), Tensor()};
}

G index_copy_backward(Ctx& c) {
  return G{call("index_fill.int_Scalar", {c.g(), c.i("dim"), c.s("index"), 0.0}), Tensor(), index_slices(c, "source")};
}

}  // namespace

TSR_DEFINE_OP("cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor",
              "Cumulative product along dim (integral inputs give int64 unless dtype says otherwise).",
              autograd::per_entry_under_vmap(autograd::formula("CumprodBackward0", {"self", "result"},
                                                               cumprod_backward)));
TSR_DEFINE_OP("cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)", "In-place cumprod.",
              autograd::per_entry_under_vmap(autograd::formula("CumprodBackward0", {"self", "result"},
                                                               cumprod_backward)));
TSR_DEFINE_OP("scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor",
              "A copy of self with src[i][j] added at out[i][index[i][j]] (for dim=1).",
              autograd::formula("ScatterAddBackward0", {"index"}, scatter_add_backward));
TSR_DEFINE_OP("scatter_add_(Tensor(a!) self, int dim, Tensor index, Tensor src) -> Tensor(a!)", "In-place scatter_add.",
              autograd::formula("ScatterAddBackward0", {"index"}, scatter_add_backward));
TSR_DEFINE_OP("index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor",
              "A copy of self with alpha * source's slices added at the indices along dim.",
              autograd::formula("IndexAddBackward0", {"index"}, index_add_backward));
TSR_DEFINE_OP("index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)",
              "In-place index_add.", autograd::formula("IndexAddBackward0", {"index"}, index_add_backward));
TSR_DEFINE_OP("index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor",
              "A copy of self with the slices at the indices along dim set to value.",
              autograd::formula("IndexFillBackward0", {"index"}, index_fill_backward));
TSR_DEFINE_OP("index_fill_.int_Scalar(Tensor(a!) self, int dim, Tensor index, Scalar value) -> Tensor(a!)",
              "In-place index_fill.", autograd::formula("IndexFillBackward0", {"index"}, index_fill_backward));
TSR_DEFINE_OP("index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor",
              "A copy of self with source's slices copied to the indices along dim.",
              autograd::formula("IndexCopyBackward0", {"index"}, index_copy_backward));
TSR_DEFINE_OP("index_copy_(Tensor(a!) self, int dim, Tensor index, Tensor source) -> Tensor(a!)",
              "In-place index_copy.", autograd::formula("IndexCopyBackward0", {"index"}, index_copy_backward));

namespace {

const Tensor& t_arg(const Stack& s, size_t i) { return std::get<Tensor>(s[i]); }

Scalar scalar_of(const IValue& v) {
  if (const double* d = std::get_if<double>(&v)) return Scalar(*d);
  if (const int64_t* i = std::get_if<int64_t>(&v)) return Scalar(*i);
  if (const bool* b = std::get_if<bool>(&v)) return Scalar(*b);
  if (const Tensor* t = std::get_if<Tensor>(&v)) return Scalar(double_arg(Stack{*t}, 0, 0));
  return Scalar(int64_t{1});
}

int64_t dim_of(const Tensor& self, int64_t dim) { return wrap_dim(dim, std::max<int64_t>(self.dim(), 1)); }

// The slice of t at `i` along dim (t itself for a 0-d tensor).
Tensor slice_at(const Tensor& t, int64_t dim, int64_t i) { return t.dim() == 0 ? t : select(t, dim, i); }

// ---- cumprod: accumulated in double for floating types (PyTorch's acc_type on CPU), int64 for integers.
Tensor cumprod_impl(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype_opt) {
  const int64_t d = dim_of(self, dim);
  const ScalarType dtype =
      dtype_opt ? *dtype_opt
                : (is_floating(self.dtype()) || is_complex(self.dtype()) ? self.dtype() : ScalarType::Long);
  Tensor out = contiguous(clone(to_dtype(self, dtype)));
  if (out.numel() == 0 || self.dim() == 0) return out;
  int64_t outer = 1, inner = 1;
  const int64_t n = self.sizes()[size_t(d)];
  for (int64_t k = 0; k < d; ++k) outer *= self.sizes()[size_t(k)];
  for (int64_t k = d + 1; k < self.dim(); ++k) inner *= self.sizes()[size_t(k)];
  visit_dtype_and_complex(dtype, [&]<class T>(std::type_identity<T>) {
    using Acc = cpu_acc_t<T>;
    T* p = out.data<T>();
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < inner; ++i) {
        Acc acc = 1;
        for (int64_t k = 0; k < n; ++k) {
          T& v = p[(o * n + k) * inner + i];
          if constexpr (std::is_same_v<T, bool>) acc = acc && v;
          else if constexpr (is_complex_type<T>) acc = acc * Acc(v.real(), v.imag());
          else acc = static_cast<Acc>(acc * static_cast<Acc>(v));
          v = static_cast<T>(acc);
        }
      }
  });
  return out;
}

// ---- scatter_add_
void scatter_add_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const Tensor& src) {
  const int64_t dim = dim_of(self, dim_in);
  check(index_in.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "scatter(): Expected dtype int64 for index");
  check(self.dtype() == src.dtype(), ErrorKind::RuntimeError, "scatter(): Expected self.dtype to be equal to src.dtype");
  const int64_t nd = std::max<int64_t>(self.dim(), 1);
  if (index_in.numel() == 0) return;
  check(std::max<int64_t>(index_in.dim(), 1) == nd, ErrorKind::RuntimeError,
        "Index tensor must have the same number of dimensions as self tensor");
  check(std::max<int64_t>(index_in.dim(), 1) == std::max<int64_t>(src.dim(), 1), ErrorKind::RuntimeError,
        "Index tensor must have the same number of dimensions as src tensor");
  bool fits = true;
  for (int64_t k = 0; k < index_in.dim(); ++k) {
    fits &= index_in.sizes()[size_t(k)] <= src.sizes()[size_t(k)];
    if (k != dim) fits &= index_in.sizes()[size_t(k)] <= self.sizes()[size_t(k)];
  }
  check(fits, ErrorKind::RuntimeError, "Expected index ", index_in.sizes(), " to be smaller than self ", self.sizes(),
        " apart from dimension ", dim, " and to be smaller size than src ", src.sizes());
  const Tensor index = contiguous(index_in);
  const Tensor data = contiguous(src);
  Tensor out = self.is_contiguous() ? self : contiguous(self);
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[size_t(dim)];
  for (int64_t i = 0; i < index.numel(); ++i) {
    const int64_t at = index.data<int64_t>()[i];
    check(at >= 0 && at < size, ErrorKind::RuntimeError, "index ", at, " is out of bounds for dimension ", dim,
          " with size ", size);
  }
  visit_dtype_and_complex(self.dtype(), [&]<class T>(std::type_identity<T>) {
    for_each_index(index.sizes(), [&](int64_t linear, const Dims& coords) {
      Dims target = coords;
      if (!target.empty()) target[size_t(dim)] = index.data<int64_t>()[linear];
      T& dst = out.data<T>()[offset_of(target, out.strides())];
      const T v = data.data<T>()[offset_of(coords, data.strides())];
      if constexpr (std::is_same_v<T, bool>) dst = dst || v;
      else dst = static_cast<T>(dst + v);
    });
  });
  if (!out.is_same(self)) copy_(self, out);
}

// ---- index_add_, index_fill_, index_copy_
void index_add_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const Tensor& source, const Scalar& alpha) {
  const int64_t dim = dim_of(self, dim_in);
  check(index_in.dtype() == ScalarType::Long || index_in.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
        "index_add_(): Expected dtype int32/int64 for index but got: ", dtype_title(index_in.dtype()));
  check_vector_index(index_in, "index_add_");
  check(self.dtype() == source.dtype(), ErrorKind::RuntimeError, "index_add_(): self (", dtype_title(self.dtype()),
        ") and source (", dtype_title(source.dtype()), ") must have the same scalar type");
  const int64_t source_n = source.dim() == 0 ? 1 : source.sizes()[size_t(dim)];
  check(index_in.numel() == source_n, ErrorKind::RuntimeError, "index_add_(): Number of indices (", index_in.numel(),
        ") should be equal to source.size(dim): (", source_n, "), for dim: ", dim);
  const Tensor index = contiguous(to_dtype(index_in, ScalarType::Long));
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[size_t(dim)];
  for (int64_t i = 0; i < index.numel(); ++i) {
    const int64_t at = index.data<int64_t>()[i];
    check(at >= 0 && at < size, ErrorKind::IndexError, "index out of range in self");
  }
  const auto check_slices = [&](const Tensor& dst, const Tensor& part) {
    check(dst.dim() == part.dim(), ErrorKind::RuntimeError, "index_add_(): source and self slices must have the same dims");
    for (int64_t k = dst.dim() - 1; k >= 0; --k)
      check(dst.sizes()[size_t(k)] == part.sizes()[size_t(k)], ErrorKind::RuntimeError, "The size of tensor a (",
            dst.sizes()[size_t(k)], ") must match the size of tensor b (", part.sizes()[size_t(k)],
            ") at non-singleton dimension ", k);
  };
  const int64_t n = index.numel();
  const ScalarType dt = self.dtype();
  // With alpha 1, each element is a + b whichever of add's loops PyTorch's index_add_cpu_ runs (its fmadd with 1 is
  // the sum), so the rows are added here in index order straight through the strides: no dispatched add per index.
  const bool direct = n > 0 && self.dim() > 0 && source.dim() > 0 && self.device().is_cpu() &&
                      source.device().is_cpu() && (is_floating(dt) || is_complex(dt) || is_integral(dt, false)) &&
                      dt != ScalarType::Half && dt != ScalarType::BFloat16 && !is_limited_uint(dt) &&
                      (alpha.is_integral() || alpha.is_floating()) && alpha.to_double() == 1.0;
  if (direct) {
    const Tensor dst0 = slice_at(self, dim, 0), part0 = slice_at(source, dim, 0);
    check_slices(dst0, part0);
    // each slice element's offset in self and in source (the same positions, each by its own strides)
    const std::vector<int64_t> dst_off = element_offsets(dst0.sizes(), dst0.strides()),
                               src_off = element_offsets(dst0.sizes(), part0.strides());
    const int64_t self_step = self.strides()[size_t(dim)], source_step = source.strides()[size_t(dim)];
    const int64_t* at = index.data<int64_t>();
    visit_dtype_and_complex(dt, [&]<class T>(std::type_identity<T>) {
      T* out = self.data<T>();
      const T* in = source.data<T>();
      for (int64_t i = 0; i < n; ++i) {
        T* row = out + at[i] * self_step;
        const T* from = in + i * source_step;
        for (size_t k = 0; k < dst_off.size(); ++k) {
          if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>)  // (wrapping, as PyTorch's add)
            row[dst_off[k]] = T(std::make_unsigned_t<T>(row[dst_off[k]]) + std::make_unsigned_t<T>(from[src_off[k]]));
          else
            row[dst_off[k]] += from[src_off[k]];
        }
      }
    });
    return;
  }
  for (int64_t i = 0; i < n; ++i) {
    Tensor dst = slice_at(self, dim, index.data<int64_t>()[i]);
    const Tensor part = slice_at(source, dim, i);
    check_slices(dst, part);
    copy_(dst, add(dst, part, alpha));
  }
}

void index_fill_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const IValue& value) {
  const int64_t dim = dim_of(self, dim_in);
  check(index_in.dtype() == ScalarType::Long, ErrorKind::IndexError, "index_fill_(): Expected dtype int64 for index.");
  check(index_in.dim() <= 1, ErrorKind::RuntimeError, "Index has to be a vector/scalar");
  const Tensor index = contiguous(index_in);
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[size_t(dim)];
  // fill_.Scalar's checks and conversion (a complex value into a real tensor refuses a nonzero imaginary part).
  Tensor v = empty({}, self.dtype());
  {
    static const Operator& fill = find_op("fill_.Scalar");
    Stack fs{v, value};
    fill.kernel(DispatchKey::CPU)->fn(fill, DispatchKeySet{}, fs);
  }
  for (int64_t i = 0; i < index.numel(); ++i) {
    int64_t at = index.data<int64_t>()[i];
    check(at >= -size && at < size, ErrorKind::IndexError, "index ", at, " is out of bounds for dimension ", dim,
          " with size ", size);
    if (at < 0) at += size;
    Tensor dst = slice_at(self, dim, at);
    copy_(dst, v);
  }
}

void index_copy_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const Tensor& source) {
  const int64_t dim = dim_of(self, dim_in);
  check_index_copy_args(self, dim, index_in, source);
  const Tensor index = contiguous(index_in);
  const int64_t size = self.dim() == 0 ? 1 : self.sizes()[size_t(dim)];
  for (int64_t i = 0; i < index.numel(); ++i) {
    const int64_t at = index.data<int64_t>()[i];
    check(at >= 0 && at < size, ErrorKind::IndexError, "index_copy_(): index ", at, " is out of bounds for dimension ",
          dim, " with size ", size);
  }
  for (int64_t i = 0; i < index.numel(); ++i) {
    Tensor dst = slice_at(self, dim, index.data<int64_t>()[i]);
    copy_(dst, slice_at(source, dim, i));
  }
}

// In place: self, written. Out of place: a copy of self, written: contiguous (1.13's structured index_add,
// index_copy and scatter_add allocate their result so), or with self's layout (index_fill, a clone).
template <class F>
BoxedKernel inplace_kernel(bool inplace, F f, bool contiguous_result = true) {
  return [inplace, f, contiguous_result](const Operator&, DispatchKeySet, Stack& s) {
    const Tensor& given = t_arg(s, 0);
    Tensor self = inplace ? given : contiguous_result && !given.is_contiguous() ? contiguous(given) : clone(given);
    f(self, s);
    s = {self};
  };
}

}  // namespace

TSR_REGISTER_KERNEL("cumprod", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  refuse_half(std::get<Tensor>(s[0]).dtype(), "cumprod_out_cpu");
  std::optional<ScalarType> dtype;
  if (s.size() > 2)
    if (const ScalarType* d = std::get_if<ScalarType>(&s[2])) dtype = *d;
  s = {cumprod_impl(t_arg(s, 0), int_arg(s, 1, 0), dtype)};
});

TSR_REGISTER_KERNEL("cumprod_", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  std::optional<ScalarType> dtype;
  if (s.size() > 2)
    if (const ScalarType* d = std::get_if<ScalarType>(&s[2])) dtype = *d;
  Tensor self = t_arg(s, 0);
  copy_(self, cumprod_impl(self, int_arg(s, 1, 0), dtype));
  s = {self};
});

const auto scatter_add_fn = [](Tensor& self, const Stack& s) { scatter_add_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3)); };
const auto index_add_fn = [](Tensor& self, const Stack& s) {
  index_add_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3), s.size() > 4 ? scalar_of(s[4]) : Scalar(int64_t{1}));
};
const auto index_fill_fn = [](Tensor& self, const Stack& s) { index_fill_into(self, int_arg(s, 1, 0), t_arg(s, 2), s[3]); };
const auto index_copy_fn = [](Tensor& self, const Stack& s) { index_copy_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3)); };

TSR_REGISTER_KERNEL("scatter_add", CPU, inplace_kernel(false, scatter_add_fn));
TSR_REGISTER_KERNEL("scatter_add_", CPU, inplace_kernel(true, scatter_add_fn));
TSR_REGISTER_KERNEL("index_add", CPU, inplace_kernel(false, index_add_fn));
TSR_REGISTER_KERNEL("index_add_", CPU, inplace_kernel(true, index_add_fn));
TSR_REGISTER_KERNEL("index_fill.int_Scalar", CPU, inplace_kernel(false, index_fill_fn, false));
TSR_REGISTER_KERNEL("index_fill_.int_Scalar", CPU, inplace_kernel(true, index_fill_fn));
TSR_REGISTER_KERNEL("index_copy", CPU, inplace_kernel(false, index_copy_fn));
TSR_REGISTER_KERNEL("index_copy_", CPU, inplace_kernel(true, index_copy_fn));

}  // namespace tsr::tensor
