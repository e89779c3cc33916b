// sort, sort.stable, topk, cumsum, cumprod, cumprod_, cummax, cummin and logcumsumexp on the CUDA key (argsort,
// msort, median's composites and the gradients that sort reach them through these).
//
// Sorting: the dimension is moved innermost and made contiguous on the device (the CPU's make_reduction_layout),
// each value becomes an order-preserving 64-bit key (sort_scan.hpp: NaN greatest, -0.0 with 0.0, the complement for
// descending), and two stable radix sorts (thrust, CUB underneath) order all rows at once: by key, then by row
// (each position's row = position / run), the classic segmented sort. Equal values stay in index order, so sort and
// sort.stable give sort.stable's result; PyTorch's CPU sort orders ties of rows above 16 elements otherwise (its
// std::sort), and PyTorch's CUDA sort may too: tie order is unspecified for stable=False. topk takes each row's
// first k of that order, always sorted (topk(sorted=False) on the CPU leaves nth_element's order, which PyTorch
// does not specify either).
//
// Scans: one thread per column of the (outer, n, inner) layout, running the CPU kernel's sequential loop
// (sort_scan.hpp's CumsumStep, CumprodStep; kernels/cumulative.hpp's cummax/cummin and logcumsumexp steps, which
// the CPU kernels run too), so the results are the CPU's to the bit; a single long row is one thread (correct, not
// fast: PyTorch's CUDA scan is parallel and rounds differently).
#include <thrust/execution_policy.h>
#include <thrust/sort.h>

#include "tensor/cuda/operands.cuh"
#include "tensor/cuda/sort_scan.hpp"
#include "tensor/kernels/cumulative.hpp"
#include "tensor/kernels/cpu/reduction_layout.hpp"

namespace tsr::tensor::cuda {
namespace {


template <class T>
__global__ void sort_keys_kernel(const T* values, uint64_t* keys, int64_t* positions, int64_t n, bool descending) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    keys[i] = sort_key(values[i], descending);
    positions[i] = i;
  }
}

__global__ void rows_kernel(const int64_t* positions, int64_t* rows, int64_t n, int64_t run) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) rows[i] = positions[i] / run;
}

// values/indices (rows x k) = each row's first k sorted entries.
template <class T>
__global__ void take_kernel(const T* source, const int64_t* positions, T* values, int64_t* indices, int64_t rows,
                            int64_t run, int64_t k) {
  const int64_t n = rows * k, step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t r = i / k, p = positions[r * run + i % k];
    values[i] = source[p];
    indices[i] = p - r * run;
  }
}

// The first k entries of every row along dim, sorted (ascending, or descending), and their indices.
std::pair<Tensor, Tensor> sorted_along(const Tensor& self, int64_t dim, bool descending, int64_t k, const char* name) {
  if (is_reduced_floating(self.dtype())) {  // sorted as floats (the order and the ties are the same), values back
    auto [values, indices] = sorted_along(to_dtype(self, ScalarType::Float), dim, descending, k, name);
    return {to_dtype(values, self.dtype()), indices};
  }
  const int64_t d = wrap_dim(dim, std::max<int64_t>(self.dim(), 1));
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{d};
  const ReductionLayout L = make_reduction_layout(self, dims, true, self.dtype());
  Dims shape = L.source.sizes();
  if (!shape.empty()) shape[shape.size() - 1] = k;
  Tensor values = empty(shape, self.dtype(), self.device()), indices = empty(shape, ScalarType::Long, self.device());
  const int64_t n = L.source.numel();
  dispatch_dtype<DtypeGroup::All>(self.dtype(), name, [&]<class T>(std::type_identity<T>) {
    if (n == 0 || values.numel() == 0) return;
    Tensor keys = empty(std::vector<int64_t>{n}, ScalarType::Long, self.device());
    Tensor positions = empty(std::vector<int64_t>{n}, ScalarType::Long, self.device());
    uint64_t* key = reinterpret_cast<uint64_t*>(keys.data_ptr());
    int64_t* pos = positions.data<int64_t>();
    sort_keys_kernel<T><<<grid_for(n), kThreads, 0, stream()>>>(L.source.data<T>(), key, pos, n, descending);
    TSR_CUDA_LAUNCH_CHECK();
    const auto policy = thrust::cuda::par.on(stream());
    if (L.run > 1) thrust::stable_sort_by_key(policy, key, key + n, pos);
    if (L.outputs > 1 && L.run > 1) {
      int64_t* rows = keys.data<int64_t>();  // the keys are spent: their memory holds the rows
      rows_kernel<<<grid_for(n), kThreads, 0, stream()>>>(pos, rows, n, L.run);
      TSR_CUDA_LAUNCH_CHECK();
      thrust::stable_sort_by_key(policy, rows, rows + n, pos);
    }
    take_kernel<T><<<grid_for(values.numel()), kThreads, 0, stream()>>>(
        L.source.data<T>(), pos, values.data<T>(), indices.data<int64_t>(), L.outputs, L.run, k);
    TSR_CUDA_LAUNCH_CHECK();
  });
  return {contiguous(unpermute(values, L.order)), contiguous(unpermute(indices, L.order))};
}

int64_t size_along(const Tensor& self, int64_t dim) {
  return self.dim() == 0 ? 1 : self.sizes()[wrap_dim(dim, self.dim())];
}

Columns columns_of(const Tensor& self, int64_t dim_in) {
  const int64_t d = wrap_dim(dim_in, std::max<int64_t>(self.dim(), 1));
  Columns L;
  L.n = self.dim() == 0 ? 1 : self.sizes()[d];
  for (int64_t k = 0; k < d && k < self.dim(); ++k) L.outer *= self.sizes()[k];
  for (int64_t k = d + 1; k < self.dim(); ++k) L.inner *= self.sizes()[k];
  return L;
}

// What one thread does to its column, given the offset of the column's first element.
template <class T, class Step>
struct ScanColumn {
  T* data;
  int64_t n, inner;
  TSR_HD void operator()(int64_t at) const { scan_column(data + at, n, inner, Step{}); }
};
template <bool Max, class T>
struct ExtremesColumn {
  const T* in;
  T* values;
  int64_t* indices;
  int64_t n, inner;
  TSR_HD void operator()(int64_t at) const { cumulative::extremes<Max>(in + at, values + at, indices + at, n, inner); }
};
template <class T>
struct LogSumExpsColumn {
  const T* in;
  T* values;
  int64_t n, inner;
  TSR_HD void operator()(int64_t at) const { cumulative::log_sum_exps(in + at, values + at, n, inner); }
};
// One thread a column: f(the column's first element's offset).
template <class F>
__global__ void for_each_column(Columns L, F f) {
  const int64_t stride = int64_t(gridDim.x) * blockDim.x;
  for (int64_t c = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; c < L.count(); c += stride) f(L.base(c));
}

enum class Scan { Sum, Prod };

// cumsum / cumprod of self along dim in `dtype` (the input converted to it first), a new contiguous tensor.
// float16 and bfloat16 scan their values in float, accumulated in float, each output rounded once (PyTorch's opmath
// scan, and the CPU kernels' acc_type).
Tensor scan(const Tensor& self, int64_t dim_in, ScalarType dtype, Scan kind) {
  const bool reduced = is_reduced_floating(dtype);
  Tensor out = contiguous(clone(reduced ? to_dtype(to_dtype(self, dtype), ScalarType::Float) : to_dtype(self, dtype)));
  if (out.numel() == 0) return reduced ? to_dtype(out, dtype) : out;
  const Columns L = columns_of(self, dim_in);
  dispatch_dtype<DtypeGroup::All>(out.dtype(), kind == Scan::Sum ? "cumsum_cuda" : "cumprod_cuda",
                                  [&]<class T>(std::type_identity<T>) {
    const unsigned grid = grid_for(L.count());
    T* p = out.data<T>();
    if constexpr (std::is_same_v<T, float>) {
      if (reduced) {
        if (kind == Scan::Sum)
          for_each_column<<<grid, kThreads, 0, stream()>>>(L, ScanColumn<T, CumsumStep<T, float>>{p, L.n, L.inner});
        else
          for_each_column<<<grid, kThreads, 0, stream()>>>(L, ScanColumn<T, CumprodStep<T, float>>{p, L.n, L.inner});
        TSR_CUDA_LAUNCH_CHECK();
        return;
      }
    }
    if (kind == Scan::Sum)
      for_each_column<<<grid, kThreads, 0, stream()>>>(L, ScanColumn<T, CumsumStep<T>>{p, L.n, L.inner});
    else
      for_each_column<<<grid, kThreads, 0, stream()>>>(L, ScanColumn<T, CumprodStep<T>>{p, L.n, L.inner});
    TSR_CUDA_LAUNCH_CHECK();
  });
  return reduced ? to_dtype(out, dtype) : out;
}

// cummax / cummin along dim: (values, indices), contiguous. float16 and bfloat16 go through float (a choice of
// elements, so the values come back exactly).
template <bool Max>
std::pair<Tensor, Tensor> extremes_along(const Tensor& self, int64_t dim) {
  if (is_reduced_floating(self.dtype())) {
    auto [values, indices] = extremes_along<Max>(to_dtype(self, ScalarType::Float), dim);
    return {to_dtype(values, self.dtype()), indices};
  }
  const Columns L = columns_of(self, dim);
  const Tensor x = contiguous(self);
  Tensor values = empty(self.sizes(), self.dtype(), self.device());
  Tensor indices = empty(self.sizes(), ScalarType::Long, self.device());
  if (self.numel() == 0) return {values, indices};
  const char* name = Max ? "cummax_cuda" : "cummin_cuda";
  dispatch_dtype<DtypeGroup::All>(self.dtype(), name, [&]<class T>(std::type_identity<T>) {
    for_each_column<<<grid_for(L.count()), kThreads, 0, stream()>>>(
        L, ExtremesColumn<Max, T>{x.data<T>(), values.data<T>(), indices.data<int64_t>(), L.n, L.inner});
    TSR_CUDA_LAUNCH_CHECK();
  });
  return {values, indices};
}

Tensor log_sum_exps_along(const Tensor& self, int64_t dim) {
  if (is_reduced_floating(self.dtype()))
    return to_dtype(log_sum_exps_along(to_dtype(self, ScalarType::Float), dim), self.dtype());
  const Columns L = columns_of(self, dim);
  const Tensor x = contiguous(self);
  Tensor values = empty(self.sizes(), self.dtype(), self.device());
  if (self.numel() == 0) return values;
  dispatch_dtype<DtypeGroup::Floating>(self.dtype(), "logcumsumexp_cuda", [&]<class T>(std::type_identity<T>) {
    for_each_column<<<grid_for(L.count()), kThreads, 0, stream()>>>(
        L, LogSumExpsColumn<T>{x.data<T>(), values.data<T>(), L.n, L.inner});
    TSR_CUDA_LAUNCH_CHECK();
  });
  return values;
}

// cumprod's result dtype: dtype=, else self's for floating and complex dtypes, int64 otherwise.
ScalarType cumprod_dtype(const Stack& s) {
  const ScalarType self = std::get<Tensor>(s.at(0)).dtype();
  return dtype_at(s, 2).value_or(is_floating(self) || is_complex(self) ? self : ScalarType::Long);
}

}  // namespace

TSR_REGISTER_KERNEL("sort", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const int64_t dim = int_arg(s, 1, -1);
  auto [v, i] = sorted_along(self, dim, bool_arg(s, 2, false), size_along(self, dim), "sort_cuda");
  s = {v, i};
}));

// sort.stable(self, *, stable, dim, descending)
TSR_REGISTER_KERNEL("sort.stable", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const int64_t dim = int_arg(s, 2, -1);
  auto [v, i] = sorted_along(self, dim, bool_arg(s, 3, false), size_along(self, dim), "sort_cuda");
  s = {v, i};
}));

// topk(self, k, dim, largest, sorted)
TSR_REGISTER_KERNEL("topk", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const int64_t k = int_arg(s, 1, 1), dim = int_arg(s, 2, -1);
  check(k >= 0 && k <= size_along(self, dim), ErrorKind::RuntimeError, "selected index k out of range");
  auto [v, i] = sorted_along(self, dim, bool_arg(s, 3, true), k, "topk_cuda");
  s = {v, i};
}));

TSR_REGISTER_KERNEL("cumsum", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const ScalarType dtype = dtype_at(s, 2).value_or(is_integral(self.dtype(), true) ? ScalarType::Long : self.dtype());
  set_result(s, scan(self, int_arg(s, 1, 0), dtype, Scan::Sum));
}));

TSR_REGISTER_KERNEL("cumprod", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const ScalarType dtype = cumprod_dtype(s);
  set_result(s, scan(self, int_arg(s, 1, 0), dtype, Scan::Prod));
}));

TSR_REGISTER_KERNEL("cumprod_", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = t_arg(s, 0);
  const ScalarType dtype = cumprod_dtype(s);
  copy_(self, scan(self, int_arg(s, 1, 0), dtype, Scan::Prod));
  s = {self};
}));

TSR_REGISTER_KERNEL("cummax", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  auto [v, i] = extremes_along<true>(t_arg(s, 0), int_arg(s, 1, 0));
  s = {v, i};
}));
TSR_REGISTER_KERNEL("cummin", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  auto [v, i] = extremes_along<false>(t_arg(s, 0), int_arg(s, 1, 0));
  s = {v, i};
}));
TSR_REGISTER_KERNEL("logcumsumexp", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, log_sum_exps_along(t_arg(s, 0), int_arg(s, 1, 0)));
}));

}  // namespace tsr::tensor::cuda
