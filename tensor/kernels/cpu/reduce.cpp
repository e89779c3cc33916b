// sum and mean on CPU. The reduced dimensions are moved innermost and made contiguous, then each output element
// is a pairwise (cascade) sum of one contiguous run: O(log n) rounding error growth, as PyTorch's cascade_sum.
#include <omp.h>

#include <algorithm>
#include <vector>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/kernels/cpu/reduction_layout.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

TSR_DEFINE_OP("sum(Tensor self, *, ScalarType? dtype=None) -> Tensor", "The sum of all elements.");
TSR_DEFINE_OP("sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
              "The sum over the given dimensions.");
TSR_DEFINE_OP("mean(Tensor self, *, ScalarType? dtype=None) -> Tensor", "The mean of all elements.");
TSR_DEFINE_OP("mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
              "The mean over the given dimensions.");

namespace {

// A single run at least this long is split across threads.
constexpr int64_t kSplitRun = 1 << 16;

// The cascade keeps kLanes partial sums (one vector register of floats) all the way up: lane k of a run holds a
// pairwise sum of its elements k, k + kLanes, k + 2 kLanes, ... Runs of up to kLeaf elements are summed into the
// lanes directly; longer runs split in halves (at a multiple of kLanes) whose lanes are added lane by lane. Only
// the top folds the lanes into one number, in a fixed tree. Error growth stays O(log n); the inner loops are plain
// vector adds, so a long sum runs at memory speed.
constexpr int64_t kLanes = 16;
constexpr int64_t kLeaf = 16 * kLanes;

// The lanes of C adjacent columns at once (column c: x[c], x[stride + c], ...; lanes[k][c] is column c's lane k):
// each column's additions happen in exactly the order of the one-column case, so summing the leading dimensions
// (a bias's gradient: sum over the batch) without transposing gives bit-identical results, while the inner loops
// run across the columns, contiguous in memory, and vectorise.
template <int64_t C, class Acc, class T>
void pairwise_lanes(const T* x, int64_t n, int64_t stride, Acc (*lanes)[C]) {
  if (n <= kLeaf) {
    Acc acc[kLanes][C] = {};  // local, so the sums stay in registers (`lanes` might alias `x` as far as the
                              // compiler knows)
    int64_t i = 0;
    for (; i + kLanes <= n; i += kLanes)
      for (int64_t k = 0; k < kLanes; ++k)
        for (int64_t c = 0; c < C; ++c) acc[k][c] += static_cast<Acc>(x[(i + k) * stride + c]);
    for (int64_t k = 0; i + k < n; ++k)
      for (int64_t c = 0; c < C; ++c) acc[k][c] += static_cast<Acc>(x[(i + k) * stride + c]);
    std::copy(&acc[0][0], &acc[0][0] + kLanes * C, &lanes[0][0]);
    return;
  }
  const int64_t half = n / 2 / kLanes * kLanes;
  Acc second[kLanes][C];
  pairwise_lanes<C>(x, half, stride, lanes);
  pairwise_lanes<C>(x + half * stride, n - half, stride, second);
  for (int64_t k = 0; k < kLanes; ++k)
    for (int64_t c = 0; c < C; ++c) lanes[k][c] += second[k][c];
}

// Each column's total: its lanes folded in halves.
template <int64_t C, class Acc>
void fold_lanes(Acc (*lanes)[C], Acc* out) {
  for (int64_t width = kLanes / 2; width >= 1; width /= 2)
    for (int64_t k = 0; k < width; ++k)
      for (int64_t c = 0; c < C; ++c) lanes[k][c] += lanes[k + width][c];
  for (int64_t c = 0; c < C; ++c) out[c] = lanes[0][c];
}

template <int64_t C, class Acc, class T>
void pairwise_sum_columns(const T* x, int64_t n, int64_t stride, Acc* out) {
  Acc lanes[kLanes][C];
  pairwise_lanes<C>(x, n, stride, lanes);
  fold_lanes<C>(lanes, out);
}

template <class Acc, class T>
Acc pairwise_sum(const T* x, int64_t n) {
  Acc total[1];
  pairwise_sum_columns<1, Acc>(x, n, 1, total);
  return total[0];
}

// When the reduced dimensions of a contiguous tensor are exactly its leading ones, the number of rows summed
// into each output (the rows' length is the product of the kept dimensions), else 0.
int64_t leading_reduction_rows(const Tensor& self, std::span<const int64_t> dims) {
  if (dims.empty() || !self.is_contiguous() || self.dim() < 2) return 0;
  std::vector<bool> reduced(static_cast<size_t>(self.dim()), false);
  for (int64_t d : dims) {
    if (d < -self.dim() || d >= self.dim()) return 0;  // the general path raises the error
    const int64_t w = wrap_dim(d, self.dim());
    if (reduced[w]) return 0;
    reduced[w] = true;
  }
  const size_t leading = dims.size();
  if (leading >= reduced.size()) return 0;
  int64_t rows = 1;
  for (size_t d = 0; d < reduced.size(); ++d) {
    if (reduced[d] != (d < leading)) return 0;
    if (d < leading) rows *= self.sizes()[d];
  }
  return rows;
}

// Sums the `rows` rows of contiguous `x` (each `cols` long) into `out`, 16 columns per task.
template <class Acc, class T>
void sum_leading(const T* x, int64_t rows, int64_t cols, T* out) {
  constexpr int64_t C = 16;
  const int64_t blocks = (cols + C - 1) / C;
#pragma omp parallel for if (rows * cols >= 32768 && blocks > 1)
  for (int64_t b = 0; b < blocks; ++b) {
    const int64_t c0 = b * C;
    if (c0 + C <= cols) {
      Acc acc[C];
      pairwise_sum_columns<C>(x + c0, rows, cols, acc);
      for (int64_t c = 0; c < C; ++c) out[c0 + c] = static_cast<T>(acc[c]);
    } else {
      for (int64_t c = c0; c < cols; ++c) {
        Acc acc[1];
        pairwise_sum_columns<1>(x + c, rows, cols, acc);
        out[c] = static_cast<T>(acc[0]);
      }
    }
  }
}

Tensor sum_impl(const Tensor& self, std::span<const int64_t> dims, bool keepdim, ScalarType out_dtype) {
  if (const int64_t rows = leading_reduction_rows(self, dims); rows > 0 && self.dtype() == out_dtype) {
    const int64_t cols = self.numel() / std::max<int64_t>(rows, 1);
    Dims out_shape;
    for (int64_t d = 0; d < self.dim(); ++d)
      if (d >= static_cast<int64_t>(dims.size())) out_shape.push_back(self.sizes()[d]);
      else if (keepdim) out_shape.push_back(1);
    Tensor out = tsr::tensor::empty(out_shape, out_dtype);
    visit_dtype(out_dtype, [&]<class T>(std::type_identity<T>) {
      using Acc = std::conditional_t<std::is_floating_point_v<T>, T, int64_t>;
      sum_leading<Acc>(self.data<T>(), rows, cols, out.data<T>());
    });
    return out;
  }
  const ReductionLayout layout = make_reduction_layout(self, dims, keepdim, out_dtype);
  Tensor out = tsr::tensor::empty(layout.kept_shape, out_dtype);
  const int64_t outputs = layout.outputs, run = layout.run;
  visit_dtype(out_dtype, [&]<class T>(std::type_identity<T>) {
    // Accumulate floats in their own type (as PyTorch's CPU sum), integers in int64, bools as int64.
    using Acc = std::conditional_t<std::is_floating_point_v<T>, T, int64_t>;
    const T* in = layout.source.data<T>();
    T* o = out.data<T>();
    if (outputs == 1 && run >= kSplitRun) {
      // One long run: each thread sums a contiguous piece, then the partial sums are added in order.
      const int64_t pieces = std::min<int64_t>(omp_get_max_threads(), run / (kSplitRun / 2));
      std::vector<Acc> partial(static_cast<size_t>(pieces));
#pragma omp parallel for
      for (int64_t p = 0; p < pieces; ++p) {
        const int64_t begin = run * p / pieces, end = run * (p + 1) / pieces;
        partial[p] = pairwise_sum<Acc>(in + begin, end - begin);
      }
      Acc total = 0;
      for (Acc v : partial) total += v;
      o[0] = static_cast<T>(total);
      return;
    }
#pragma omp parallel for if (outputs > 1 && outputs * run >= 32768)
    for (int64_t i = 0; i < outputs; ++i) o[i] = static_cast<T>(pairwise_sum<Acc>(in + i * run, run));
  });
  return reshape(out, layout.out_shape);
}

ScalarType sum_dtype(const Tensor& self) {
  return is_integral(self.dtype(), /*include_bool=*/true) ? ScalarType::Long : self.dtype();
}


Tensor mean_impl(const Tensor& self, std::span<const int64_t> dims, bool keepdim) {
  check(is_floating(self.dtype()), ErrorKind::RuntimeError,
        "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: ",
        dtype_title(self.dtype()));
  Tensor total = sum_impl(self, dims, keepdim, self.dtype());
  const int64_t count = self.numel() / std::max<int64_t>(total.numel(), 1);
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
  result(stack, sum_impl(self, {}, false, sum_dtype(self)));
});
TSR_REGISTER_KERNEL("sum.dim_IntList", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  const bool keepdim = stack.size() > 2 && std::get<bool>(stack[2]);
  result(stack, sum_impl(self, int_list_arg(stack, 1), keepdim, sum_dtype(self)));
});
TSR_REGISTER_KERNEL("mean", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  result(stack, mean_impl(std::get<Tensor>(stack[0]), {}, false));
});
TSR_REGISTER_KERNEL("mean.dim", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const bool keepdim = stack.size() > 2 && std::get<bool>(stack[2]);
  result(stack, mean_impl(std::get<Tensor>(stack[0]), int_list_arg(stack, 1), keepdim));
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
