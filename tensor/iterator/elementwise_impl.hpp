// Template definitions for elementwise.hpp.
#pragma once

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <vector>

#include "tensor/core/dim_order.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The strides of `t` expanded to `sizes` (stride 0 for broadcast dimensions), without building a view.
inline Dims broadcast_strides(const Tensor& t, const Dims& sizes) {
  const size_t n = sizes.size(), nd = static_cast<size_t>(t.dim());
  check(nd <= n, ErrorKind::RuntimeError, "elementwise operand has more dimensions than the output");
  Dims strides(n, 0);
  for (size_t i = 0; i < nd; ++i) {
    const size_t d = n - nd + i;
    const int64_t size = t.sizes()[i];
    check(size == sizes[d] || size == 1, ErrorKind::RuntimeError, "The size of tensor a (", size,
          ") must match the size of tensor b (", sizes[d], ") at non-singleton dimension ", d);
    strides[d] = size == 1 ? 0 : t.strides()[i];
  }
  return strides;
}

template <size_t N>
ElementwiseLayout<N> make_elementwise_layout(const std::array<Tensor, N>& operands) {
  ElementwiseLayout<N> layout;
  layout.operands = operands;
  const Dims& out_sizes = operands[0].sizes();
  layout.numel = numel_of(out_sizes);
  // The common case, one contiguous row: every operand contiguous and of the output's shape, or a single
  // element (a scalar operand, broadcast with stride 0).
  bool one_row = true;
  for (size_t k = 0; k < N && one_row; ++k) {
    const Tensor& t = operands[k];
    one_row = t.dim() <= static_cast<int64_t>(out_sizes.size()) &&
              (t.numel() == 1 || (t.sizes() == out_sizes && t.is_contiguous()));
  }
  if (one_row) {
    layout.sizes = Dims{layout.numel};
    for (size_t k = 0; k < N; ++k) {
      const Tensor& t = operands[k];
      layout.strides[k] = Dims{t.numel() == 1 && layout.numel != 1 ? 0 : 1};
      layout.data[k] = static_cast<char*>(t.data_ptr());
      layout.element_size[k] = static_cast<int64_t>(t.element_size());
    }
    return layout;
  }
  std::array<Dims, N> strides;
  for (size_t k = 0; k < N; ++k) {
    strides[k] = broadcast_strides(operands[k], out_sizes);
    layout.data[k] = static_cast<char*>(operands[k].data_ptr());
    layout.element_size[k] = static_cast<int64_t>(operands[k].element_size());
  }
  // The dimensions from the fastest-varying in memory outwards, as TensorIterator's reorder_dimensions orders them:
  // a stable insertion sort from the last logical dimension, where the first operand (the output first) whose
  // strides in bytes tell two dimensions apart decides (broadcast dimensions tell nothing; of equal strides the
  // smaller size goes inner). A row along a transposed input's stride-1 dimension is then contiguous, and its
  // kernel's vector body runs over it as PyTorch's does.
  const int64_t ndim = static_cast<int64_t>(out_sizes.size());
  const std::vector<int64_t> perm = iteration_order(ndim, N, out_sizes, [&](size_t k, int64_t d) {
    return strides[k][static_cast<size_t>(d)] * layout.element_size[k];
  });
  // Coalesce from the innermost dimension outwards: dims d and d+1 merge when, for every operand,
  // stride[d] == stride[d+1] * size[d+1]. Size-1 dimensions are dropped.
  Dims sizes;
  std::array<Dims, N> merged;
  for (const int64_t d : perm) {
    const int64_t size = out_sizes[static_cast<size_t>(d)];
    if (size == 1) continue;
    bool can_merge = !sizes.empty();
    for (size_t k = 0; k < N && can_merge; ++k)
      can_merge = strides[k][d] == merged[k][merged[k].size() - 1] * sizes[sizes.size() - 1];
    if (can_merge) {
      sizes[sizes.size() - 1] *= size;
    } else {
      sizes.push_back(size);
      for (size_t k = 0; k < N; ++k) merged[k].push_back(strides[k][d]);
    }
  }
  if (sizes.empty()) {  // a single element
    sizes.push_back(1);
    for (size_t k = 0; k < N; ++k) merged[k].push_back(0);
  }
  // Built innermost-first; store outermost-first.
  std::reverse(sizes.begin(), sizes.end());
  for (size_t k = 0; k < N; ++k) std::reverse(merged[k].begin(), merged[k].end());
  layout.sizes = std::move(sizes);
  layout.strides = std::move(merged);
  return layout;
}

// Walks the rows of a layout in order from a given row: the pointers advance by each dimension's byte stride, an
// odometer over the outer dimensions (no division per row).
template <size_t N>
class RowWalker {
 public:
  RowWalker(const ElementwiseLayout<N>& layout, int64_t r) : layout_(layout), index_(layout.sizes.size(), 0) {
    ptrs_ = layout.data;
    const size_t nd = layout.sizes.size();
    for (size_t d = nd - 1; d-- > 0;) {
      index_[d] = r % layout.sizes[d];
      r /= layout.sizes[d];
      for (size_t k = 0; k < N; ++k) ptrs_[k] += index_[d] * layout.strides[k][d] * layout.element_size[k];
    }
  }
  const std::array<char*, N>& ptrs() const { return ptrs_; }
  void next() {
    for (size_t d = layout_.sizes.size() - 1; d-- > 0;) {
      const bool carry = ++index_[d] == layout_.sizes[d];
      const int64_t step = carry ? 1 - layout_.sizes[d] : 1;
      for (size_t k = 0; k < N; ++k) ptrs_[k] += step * layout_.strides[k][d] * layout_.element_size[k];
      if (!carry) return;
      index_[d] = 0;
    }
  }

 private:
  const ElementwiseLayout<N>& layout_;
  std::array<char*, N> ptrs_;
  Dims index_;
};

template <size_t N, class Row>
void for_each_row(const ElementwiseLayout<N>& layout, Row&& row) {
  if (layout.numel == 0) return;
  const size_t nd = layout.sizes.size();
  const int64_t length = layout.sizes[nd - 1];
  const int64_t rows = layout.numel / length;
  std::array<int64_t, N> inner;
  for (size_t k = 0; k < N; ++k) inner[k] = layout.strides[k][nd - 1];

  // Small loops run inline: even a disabled OpenMP region costs about a microsecond to enter.
  if (layout.numel < kParallelGrainSize) {
    RowWalker<N> walk(layout, 0);
    for (int64_t r = 0; r < rows; ++r, walk.next()) row(walk.ptrs(), inner, length);
    return;
  }
  // Long rows are split into chunks so a 1-d loop can still use every thread; short rows are grouped, a task
  // taking a run of them (about a quarter of the grain) so that its bookkeeping is not paid per row.
  const int64_t chunk = std::max<int64_t>(std::min<int64_t>(length, kParallelGrainSize), 1);
  const int64_t chunks_per_row = (length + chunk - 1) / chunk;
  const int64_t rows_per_task = chunks_per_row == 1 ? std::max<int64_t>(1, kParallelGrainSize / 4 / length) : 1;
  const int64_t tasks = chunks_per_row == 1 ? (rows + rows_per_task - 1) / rows_per_task : rows * chunks_per_row;
  std::atomic<bool> interrupted = false;  // written by any thread, read by all
  // An exception must not leave an OpenMP region (that terminates the program): the first one a row throws (an
  // integer division by zero, say) is kept, the remaining tasks are skipped, and it is rethrown after the region.
  std::atomic<bool> failed = false;
  std::exception_ptr error;
  std::mutex error_mutex;
#pragma omp parallel for schedule(static)
  for (int64_t task = 0; task < tasks; ++task) {
    if (interrupted.load(std::memory_order_relaxed) || failed.load(std::memory_order_relaxed)) continue;
    if (interrupt_requested()) {
      interrupted.store(true, std::memory_order_relaxed);
      continue;
    }
    try {
      if (chunks_per_row == 1) {
        const int64_t r0 = task * rows_per_task, r1 = std::min(rows, r0 + rows_per_task);
        RowWalker<N> walk(layout, r0);
        for (int64_t r = r0; r < r1; ++r, walk.next()) row(walk.ptrs(), inner, length);
      } else {
        const int64_t start = (task % chunks_per_row) * chunk;
        std::array<char*, N> ptrs = RowWalker<N>(layout, task / chunks_per_row).ptrs();
        for (size_t k = 0; k < N; ++k) ptrs[k] += start * inner[k] * layout.element_size[k];
        row(ptrs, inner, std::min(chunk, length - start));
      }
    } catch (...) {
      std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      failed.store(true, std::memory_order_relaxed);
    }
  }
  if (error) std::rethrow_exception(error);
  check(!interrupted, ErrorKind::KeyboardInterrupt, "");
}

}  // namespace tsr::tensor
