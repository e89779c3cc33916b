// sum and mean on CPU, adding in exactly PyTorch 1.13's order (sum_order.hpp): a cascade with O(log n) rounding
// error growth whose results are PyTorch's to the last bit. mean is the sum divided by the count, as PyTorch's.
#include <omp.h>

#include <algorithm>
#include <complex>
#include <cstring>
#include <vector>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/reduction_layout.hpp"
#include "tensor/kernels/cpu/sum_order.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

TSR_DEFINE_OP("sum(Tensor self, *, ScalarType? dtype=None) -> Tensor", "The sum of all elements.",
              autograd::formula("SumBackward0", {},
                                [](Ctx& c) { return G{expand_reduced(c.g(), c.shape("self"), {}, true)}; }));
TSR_DEFINE_OP("sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
              "The sum over the given dimensions.", autograd::formula("SumBackward1", {}, [](Ctx& c) {
                return G{expand_reduced(c.g(), c.shape("self"), c.ints("dim"), c.b("keepdim"))};
              }));
TSR_DEFINE_OP("mean(Tensor self, *, ScalarType? dtype=None) -> Tensor", "The mean of all elements.",
              autograd::formula("MeanBackward0", {}, [](Ctx& c) {
                const Dims& s = c.shape("self");
                return G{div(expand_reduced(c.g(), s, {}, true), scalar(double(numel_of(s)), c.g().dtype()))};
              }));
TSR_DEFINE_OP("mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
              "The mean over the given dimensions.", autograd::formula("MeanBackward1", {"self"}, [](Ctx& c) {
                (void)c.s("self");  // (1.13's node saves and unpacks self: `s -= s.mean(1, True)` is refused)
                const Dims& s = c.shape("self");
                return G{div(expand_reduced(c.g(), s, c.ints("dim"), c.b("keepdim")),
                             scalar(double(reduced_count(s, c.ints("dim"))), c.g().dtype()))};
              }));

namespace {

// Below this many input elements a sum runs on one thread.
constexpr int64_t kGrainSize = 32768;

// A run of dimensions that TensorIterator would coalesce (all reduced or all kept, adjacent in memory), with its
// stride in the (contiguous) input and in the output (0 when reduced).
struct Group {
  int64_t size, in_stride, out_stride;
  bool reduced;
};

// The dimensions of `src` in the order TensorIterator gives a reduction, innermost first, size-1 dimensions
// dropped and neighbours coalesced where both the input's and the output's strides continue each other. The
// order is TensorIterator's insertion sort: the output (contiguous over the kept dimensions, stride 0 on the
// reduced ones) decides first, putting reduced dimensions innermost and kept ones by its strides; two reduced
// dimensions are ordered by the input's strides.
std::vector<Group> coalesced_groups(const Tensor& src, const std::vector<bool>& reduced) {
  std::vector<int64_t> out_strides(static_cast<size_t>(src.dim()), 0);
  for (int64_t d = src.dim() - 1, stride = 1; d >= 0; --d)
    if (!reduced[d]) {
      out_strides[d] = stride;
      stride *= src.sizes()[d];
    }
  // > 0: dimension a should move outside (after) b.
  auto should_swap = [&](int64_t a, int64_t b) -> int {
    for (int operand = 0; operand < 2; ++operand) {
      const int64_t sa = operand == 0 ? out_strides[a] : src.strides()[a];
      const int64_t sb = operand == 0 ? out_strides[b] : src.strides()[b];
      if (operand == 0 && (sa == 0) != (sb == 0)) return sb == 0 ? 1 : -1;
      if (sa == 0 || sb == 0) continue;
      if (sa != sb) return sa < sb ? -1 : 1;
      if (src.sizes()[a] > src.sizes()[b]) return 1;
    }
    return 0;
  };
  std::vector<int64_t> order;
  for (int64_t d = src.dim() - 1; d >= 0; --d)
    if (src.sizes()[d] != 1) order.push_back(d);
  for (size_t i = 1; i < order.size(); ++i) {
    for (size_t b = i, a = i; a-- > 0;) {
      const int c = should_swap(order[a], order[b]);
      if (c > 0) {
        std::swap(order[a], order[b]);
        b = a;
      } else if (c < 0) {
        break;
      }
    }
  }
  std::vector<Group> groups;
  for (int64_t d : order) {
    const Group g{src.sizes()[d], src.strides()[d], out_strides[d], reduced[d]};
    if (!groups.empty()) {
      Group& last = groups.back();
      if (last.reduced == g.reduced && g.in_stride == last.in_stride * last.size &&
          g.out_stride == last.out_stride * last.size) {
        last.size *= g.size;
        continue;
      }
    }
    groups.push_back(g);
  }
  if (groups.empty()) groups.push_back({1, 1, 0, true});
  return groups;
}

// loop_2d for complex values, as PyTorch's cascade_sum over c10::complex: a contiguous row (or 4 vectors' worth of
// contiguous columns) is added as 256-bit vectors of kWidth<F> / 2 complex lanes, each lane its (re, im) pair of
// floats, and the lanes are added into the total as complex values after the scalar tail; everything else adds
// complex values (their parts) in the float order. So the real parts are not summed as view_as_real's strided
// column would be.
template <class F>
void loop_2d_complex(const std::complex<F>* in, std::complex<F>* out, int64_t size0, int64_t in0, int64_t out0,
                     int64_t size1, int64_t in1, int64_t out1) {
  using C = std::complex<F>;
  using sum_order::Lanes;
  if (out0 != 0 && out1 == 0) {  // the reduced dimension goes first
    std::swap(size0, size1);
    std::swap(in0, in1);
    std::swap(out0, out1);
  }
  if (out0 != 0) {
    for (int64_t j = 0; j < size1; ++j)
      for (int64_t i = 0; i < size0; ++i) out[i * out0 + j * out1] += in[i * in0 + j * in1];
    return;
  }
  constexpr int64_t W = sum_order::kWidth<F>, Wc = W / 2;  // float lanes, complex lanes of a vector
  const F* f = reinterpret_cast<const F*>(in);
  auto lane = [](const Lanes<F>& v, int64_t l) { return C(v.lane(2 * l), v.lane(2 * l + 1)); };
  if (in0 == 1 && size0 >= Wc) {  // contiguous rows
    for (int64_t j = 0; j < size1; ++j) {
      const F* x = f + 2 * j * in1;
      const int64_t vectors = size0 / Wc, rows = vectors / 4;
      std::array<Lanes<F>, 4> partial = sum_order::vector_rows_sum(x, 4 * W, rows);
      for (int64_t v = rows * 4; v < vectors; ++v) partial[0] += Lanes<F>::load(x + v * W);
      for (int64_t k = 1; k < 4; ++k) partial[0] += partial[k];
      C total = 0;
      for (int64_t k = vectors * Wc; k < size0; ++k) total += in[j * in1 + k];
      for (int64_t l = 0; l < Wc; ++l) total += lane(partial[0], l);
      out[j * out1] += total;
    }
    return;
  }
  if (in1 == 1 && size1 >= Wc) {  // reduced rows of contiguous columns
    const int64_t groups = size1 / (4 * Wc);
    for (int64_t g = 0; g < groups; ++g) {
      const auto sums = sum_order::vector_rows_sum(f + g * 4 * W, 2 * in0, size0);
      for (int64_t k = 0; k < 4; ++k)
        for (int64_t l = 0; l < Wc; ++l) out[(g * 4 * Wc + k * Wc + l) * out1] += lane(sums[k], l);
    }
    int64_t j = groups * 4 * Wc;
    for (; j + Wc <= size1; j += Wc) {
      const Lanes<F> sums =
          sum_order::row_sum<Lanes<F>>([&](int64_t i) { return Lanes<F>::load(f + 2 * (i * in0 + j)); }, size0);
      for (int64_t l = 0; l < Wc; ++l) out[(j + l) * out1] += lane(sums, l);
    }
    for (; j < size1; ++j) out[j * out1] += sum_order::row_sum<C>([&](int64_t i) { return in[i * in0 + j]; }, size0);
    return;
  }
  if (in0 < in1) {  // strided rows, one output each
    for (int64_t j = 0; j < size1; ++j)
      out[j * out1] += sum_order::row_sum<C>([&](int64_t i) { return in[i * in0 + j * in1]; }, size0);
    return;
  }
  int64_t j = 0;  // strided columns, four at a time
  for (; j + 3 < size1; j += 4) {
    const auto sums =
        sum_order::multi_row_sum<C, 4>([&](int64_t i, int64_t k) { return in[i * in0 + (j + k) * in1]; }, size0);
    for (int64_t k = 0; k < 4; ++k) out[(j + k) * out1] += sums[k];
  }
  for (; j < size1; ++j) out[j * out1] += sum_order::row_sum<C>([&](int64_t i) { return in[i * in0 + j * in1]; }, size0);
}

// Adds the sums of `x` (laid out as `groups` say) over the reduced groups into `out` (zeros), in PyTorch's order:
// the 2-d inner loop over the two innermost groups, the outer groups iterated innermost-fastest.
template <class T>
void sum_in_pytorch_order(const T* x, T* out, const std::vector<Group>& groups, int64_t numel) {
  const Group g0 = groups[0];
  const Group g1 = groups.size() > 1 ? groups[1] : Group{1, 0, 0, true};
  const std::vector<Group> outer(groups.begin() + std::min<size_t>(2, groups.size()), groups.end());
  int64_t steps = 1;
  bool independent = true;  // no outer group is reduced: every step writes its own outputs
  for (const Group& g : outer) {
    steps *= g.size;
    independent = independent && !g.reduced;
  }
  auto step = [&](int64_t flat) {
    int64_t in_offset = 0, out_offset = 0;
    for (const Group& g : outer) {  // innermost outer group fastest
      const int64_t i = flat % g.size;
      flat /= g.size;
      in_offset += i * g.in_stride;
      out_offset += i * g.out_stride;
    }
    if constexpr (is_complex_type<T>)
      loop_2d_complex(x + in_offset, out + out_offset, g0.size, g0.in_stride, g0.out_stride, g1.size, g1.in_stride,
                      g1.out_stride);
    else if constexpr (is_reduced_floating_type<T>)
      sum_order::loop_2d_16(x + in_offset, out + out_offset, g0.size, g0.in_stride, g0.out_stride, g1.size,
                            g1.in_stride, g1.out_stride);
    else
      sum_order::loop_2d(x + in_offset, out + out_offset, g0.size, g0.in_stride, g0.out_stride, g1.size,
                         g1.in_stride, g1.out_stride);
  };
  if (independent && steps > 1 && numel >= kGrainSize) {
#pragma omp parallel for
    for (int64_t s = 0; s < steps; ++s) step(s);
  } else {
    for (int64_t s = 0; s < steps; ++s) step(s);
  }
}

Tensor sum_impl(const Tensor& self, std::span<const int64_t> dims, bool keepdim, ScalarType out_dtype) {
  if (is_complex(self.dtype()) && !is_complex(out_dtype)) {  // (a real dtype= of a complex input: its sum's)
    return to_dtype(sum_impl(self, dims, keepdim, self.dtype()), out_dtype);
  }
  std::vector<bool> reduced(static_cast<size_t>(self.dim()), dims.empty());
  for (int64_t d : dims) {
    const int64_t w = wrap_dim(d, self.dim());
    if (self.dim() == 0) continue;
    check(!reduced[w], ErrorKind::RuntimeError, "dim ", w, " appears multiple times in the list of dims");
    reduced[w] = true;
  }
  Dims kept_shape, out_shape;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (!reduced[d]) kept_shape.push_back(self.sizes()[d]);
    if (!reduced[d]) out_shape.push_back(self.sizes()[d]);
    else if (keepdim) out_shape.push_back(1);
  }
  // A bool result (dtype=torch.bool) is the integer sum's truth; float16 and bfloat16 are read as themselves and
  // added in float (PyTorch's acc_type) in its 16-bit vectors' order, each row's sum rounded into the 16-bit
  // output (sum_order::loop_2d_16).
  // numpy's uint16/uint32 add in uint64 and wrap to the result dtype (the same bits as adding in it).
  const ScalarType acc_dtype = out_dtype == ScalarType::Bool    ? ScalarType::Long
                               : is_limited_uint(out_dtype) ? ScalarType::UInt64
                                                            : out_dtype;
  // The dtype= argument converts before summing, as PyTorch's cast-on-load does; the input is read in place,
  // through its strides, in the order TensorIterator would walk it.
  const Tensor src = to_dtype(self, acc_dtype);
  Tensor out = tsr::tensor::empty(kept_shape, acc_dtype);
  std::memset(out.data_ptr(), 0, static_cast<size_t>(out.numel()) * element_size(acc_dtype));
  if (src.numel() > 0) {
    const std::vector<Group> groups = coalesced_groups(src, reduced);
    if (acc_dtype == ScalarType::ComplexFloat)
      sum_in_pytorch_order<std::complex<float>>(src.data<std::complex<float>>(), out.data<std::complex<float>>(),
                                                groups, src.numel());
    else if (acc_dtype == ScalarType::ComplexDouble)
      sum_in_pytorch_order<std::complex<double>>(src.data<std::complex<double>>(), out.data<std::complex<double>>(),
                                                 groups, src.numel());
    else
      visit_dtype_and_uint(acc_dtype, [&]<class T>(std::type_identity<T>) {
        if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, uint16_t> || std::is_same_v<T, uint32_t>) {
          check(false, ErrorKind::RuntimeError, "sum: unsupported accumulation dtype");
        } else {
          sum_in_pytorch_order<T>(src.data<T>(), out.data<T>(), groups, src.numel());
        }
      });
  }
  if (acc_dtype != out_dtype) out = to_dtype(out, out_dtype);
  return reshape(out, out_shape);
}

// The result dtype: the dtype= argument (at `index`) when given, else int64 for integers and bools (PyTorch's
// promotion of integral sums), else the input's.
ScalarType sum_dtype(const Tensor& self, const Stack& stack, size_t index) {
  if (index < stack.size())
    if (const auto* dtype = std::get_if<ScalarType>(&stack[index])) return *dtype;
  return is_integral(self.dtype(), /*include_bool=*/true) ? ScalarType::Long : self.dtype();
}

Tensor mean_impl(const Tensor& self, std::span<const int64_t> dims, bool keepdim, const Stack& stack, size_t index) {
  const bool has_dtype = index < stack.size() && std::holds_alternative<ScalarType>(stack[index]);
  const ScalarType dtype = has_dtype ? std::get<ScalarType>(stack[index]) : self.dtype();
  check(is_floating(dtype) || is_complex(dtype), ErrorKind::RuntimeError,
        "mean(): could not infer output dtype. ", has_dtype ? "Optional" : "Input",
        " dtype must be either a floating point or complex dtype. Got: ", dtype_title(dtype));
  Tensor total = sum_impl(self, dims, keepdim, dtype);
  const int64_t count = self.numel() / std::max<int64_t>(total.numel(), 1);
  // PyTorch's mean is the sum's div_ by the count: complex values through div's kernel (c10::complex's division by
  // count + 0i in its scalar loop, the vector one's (ac + bd) / |b|^2 in whole vectors), not a/count
  if (is_complex(total.dtype())) return div(total, scalar_operand(Scalar(count)));
  visit_dtype(total.dtype(), [&]<class T>(std::type_identity<T>) {
    T* p = total.data<T>();
    for (int64_t i = 0; i < total.numel(); ++i) p[i] = static_cast<T>(p[i] / static_cast<T>(count));
  });
  return total;
}

void result(Stack& stack, Tensor t) {
  stack.clear();
  stack.emplace_back(std::move(t));
}

}  // namespace

TSR_REGISTER_KERNEL("sum", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  result(stack, sum_impl(self, {}, false, sum_dtype(self, stack, 1)));
});
TSR_REGISTER_KERNEL("sum.dim_IntList", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  const bool keepdim = stack.size() > 2 && std::get<bool>(stack[2]);
  result(stack, sum_impl(self, int_list_arg(stack, 1), keepdim, sum_dtype(self, stack, 3)));
});
TSR_REGISTER_KERNEL("mean", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  result(stack, mean_impl(std::get<Tensor>(stack[0]), {}, false, stack, 1));
});
TSR_REGISTER_KERNEL("mean.dim", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const bool keepdim = stack.size() > 2 && std::get<bool>(stack[2]);
  result(stack, mean_impl(std::get<Tensor>(stack[0]), int_list_arg(stack, 1), keepdim, stack, 3));
});

Tensor sum(const Tensor& self) { static const Operator& op = find_op("sum");
  return call_tensor_op(op, {self}); }
Tensor sum(const Tensor& self, std::span<const int64_t> dims, bool keepdim) {
  static const Operator& op = find_op("sum.dim_IntList");
  return call_tensor_op(op, {self, std::vector<int64_t>(dims.begin(), dims.end()), keepdim});
}
Tensor mean(const Tensor& self) { static const Operator& op = find_op("mean");
  return call_tensor_op(op, {self}); }
Tensor mean(const Tensor& self, std::span<const int64_t> dims, bool keepdim) {
  static const Operator& op = find_op("mean.dim");
  return call_tensor_op(op, {self, std::vector<int64_t>(dims.begin(), dims.end()), keepdim});
}

}  // namespace tsr::tensor
