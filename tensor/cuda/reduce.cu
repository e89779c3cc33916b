// Reductions on the CUDA key: sum, prod, mean, max/min (all, over dims, with indices), argmax/argmin, amax/amin,
// softmax and log_softmax. Each works on the CPU reductions' layout (make_reduction_layout: the reduced
// dimensions moved innermost and made contiguous, on the device), so a row of `run` elements gives one output.
// A block reduces a row; long rows are split over several blocks whose partial results a second pass combines,
// so a full reduction of a large tensor still fills the GPU. Accumulation is in the tensor's dtype (as PyTorch's
// CUDA sums of float32), by a tree rather than the CPU's cascade, so float sums differ from the CPU's in the last
// bits.
#include <cfloat>
#include <limits>

#include "tensor/cuda/operands.cuh"
#include "tensor/kernels/cpu/reduction_layout.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor::cuda {
namespace {

template <class T>
__device__ T shuffle_down(T v, int delta) {
  return __shfl_down_sync(0xffffffffu, v, delta);
}

// The block's combined value in thread 0.
template <class T, class R>
__device__ T block_reduce(T v, R r, T identity) {
  __shared__ unsigned char raw[32 * sizeof(double)];
  T* warp_results = reinterpret_cast<T*>(raw);
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int d = 16; d > 0; d /= 2) v = r(v, shuffle_down(v, d));
  if (lane == 0) warp_results[warp] = v;
  __syncthreads();
  const int warps = (blockDim.x + 31) / 32;
  v = threadIdx.x < warps ? warp_results[threadIdx.x] : identity;
  if (warp == 0)
    for (int d = 16; d > 0; d /= 2) v = r(v, shuffle_down(v, d));
  return v;
}

// out[row * parts + part] = r over the part-th chunk of row `row` (rows of `run` contiguous elements).
template <class T, class R>
__global__ void reduce_rows(const T* in, T* out, int64_t run, int64_t chunk, int parts, R r, T identity) {
  const int64_t row = blockIdx.x / parts, part = blockIdx.x % parts;
  const int64_t begin = part * chunk, end = min(run, begin + chunk);
  const T* p = in + row * run;
  T acc = identity;
  constexpr int V = 16 / sizeof(T);
  // 16-byte loads over the aligned middle of the chunk, single loads for the edges.
  int64_t head = begin;
  while (head < end && (reinterpret_cast<uintptr_t>(p + head) % 16) != 0) ++head;
  if (threadIdx.x == 0)
    for (int64_t i = begin; i < head; ++i) acc = r(acc, p[i]);
  const int64_t vectors = (end - head) / V;
  const Vec<T, V>* pv = reinterpret_cast<const Vec<T, V>*>(p + head);
  for (int64_t i = threadIdx.x; i < vectors; i += blockDim.x) {
    const Vec<T, V> v = pv[i];
#pragma unroll
    for (int j = 0; j < V; ++j) acc = r(acc, v.v[j]);
  }
  for (int64_t i = head + vectors * V + threadIdx.x; i < end; i += blockDim.x) acc = r(acc, p[i]);
  acc = block_reduce(acc, r, identity);
  if (threadIdx.x == 0) out[blockIdx.x] = acc;
}

// Reduces each row of a contiguous [rows, run] tensor to one value: rows outputs in `out` (contiguous).
template <class T, class R>
void reduce_contiguous(const Tensor& source, Tensor& out, int64_t rows, int64_t run, R r, T identity) {
  if (rows == 0) return;
  const int64_t target_blocks = int64_t(sm_count()) * 8;
  int parts = 1;
  if (rows < target_blocks && run >= 8192)
    parts = static_cast<int>(std::min<int64_t>((target_blocks + rows - 1) / rows, (run + 4095) / 4096));
  const int64_t chunk = (run + parts - 1) / parts;
  const T* in = source.data<T>();
  if (parts == 1) {
    reduce_rows<T, R><<<unsigned(rows), kThreads, 0, stream()>>>(in, out.data<T>(), run, run, 1, r, identity);
    TSR_CUDA_LAUNCH_CHECK();
    return;
  }
  Tensor partial = empty(std::vector<int64_t>{rows * parts}, out.dtype(), out.device());
  reduce_rows<T, R><<<unsigned(rows * parts), kThreads, 0, stream()>>>(in, partial.data<T>(), run, chunk, parts, r,
                                                                     identity);
  TSR_CUDA_LAUNCH_CHECK();
  reduce_rows<T, R><<<unsigned(rows), kThreads, 0, stream()>>>(partial.data<T>(), out.data<T>(), parts, parts, 1, r,
                                                             identity);
  TSR_CUDA_LAUNCH_CHECK();
}

template <class T> T lowest() { return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::lowest(); }
template <class T> T highest() { return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity() : std::numeric_limits<T>::max(); }

enum class Kind { Sum, Prod, Max, Min };

// float16 and bfloat16 as PyTorch's CUDA reductions take them: the input (first converted to the 16-bit dtype asked
// for, when it is another) widened to float on the device, reduced there (accumulated in float), and the result
// rounded once back to the 16-bit dtype.
Tensor widened(const Tensor& self, ScalarType reduced_dtype) {
  return to_dtype(self.dtype() == reduced_dtype ? self : to_dtype(self, reduced_dtype), ScalarType::Float);
}

// A complex sum (or mean) as the real one of the (real, imaginary) pairs (view_as_real), its pair dim kept.
template <class Reduce>
Tensor by_parts(const Tensor& self, std::span<const int64_t> dims, bool keepdim, ScalarType dtype, Reduce reduce_real) {
  const Tensor same = self.dtype() == dtype ? self : to_dtype(self, dtype);
  if (self.dim() == 0) return clone(same);  // (every dim of the pairs but theirs: none)
  const Tensor pairs = view_as_real(same);
  std::vector<int64_t> real_dims;
  for (int64_t d = 0; d < self.dim(); ++d) real_dims.push_back(d);  // all of self's dims when none are given
  if (!dims.empty()) {
    real_dims.clear();
    for (int64_t d : dims) real_dims.push_back(wrap_dim(d, std::max<int64_t>(self.dim(), 1)));
  }
  return view_as_complex(contiguous(reduce_real(pairs, std::span<const int64_t>(real_dims), keepdim,
                                                component_dtype(dtype))));
}

Tensor reduce(const Tensor& self, std::span<const int64_t> dims, bool keepdim, ScalarType dtype, Kind kind) {
  if (is_complex(dtype) && kind == Kind::Sum)
    return by_parts(self, dims, keepdim, dtype, [](const Tensor& t, std::span<const int64_t> d, bool k, ScalarType r) {
      return reduce(t, d, k, r, Kind::Sum);
    });
  if (is_reduced_floating(dtype))
    return to_dtype(reduce(widened(self, dtype), dims, keepdim, ScalarType::Float, kind), dtype);
  if (dtype == ScalarType::Bool)  // as 0 and 1 in int64 (a sum cannot wrap there), any nonzero result true
    return to_dtype(reduce(to_dtype(self, ScalarType::Long), dims, keepdim, ScalarType::Long, kind), dtype);
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, dtype);
  Tensor out = empty(L.kept_shape, dtype, self.device());
  if (kind == Kind::Max || kind == Kind::Min)
    check(L.run > 0 || L.outputs == 0, ErrorKind::IndexError, kind == Kind::Max ? "max" : "min",
          "(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the "
          "'dim' argument.");
  dispatch_dtype<DtypeGroup::All>(dtype, "reduce_cuda", [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, bool>) {
      throw Error(ErrorKind::RuntimeError, "reduce: bool reaches no kernel");  // converted above
    } else {
      if (kind == Kind::Sum) reduce_contiguous<T>(L.source, out, L.outputs, L.run, SumR{}, T(0));
      else if (kind == Kind::Prod) reduce_contiguous<T>(L.source, out, L.outputs, L.run, ProdR{}, T(1));
      else if (kind == Kind::Max) reduce_contiguous<T>(L.source, out, L.outputs, L.run, MaxR{}, lowest<T>());
      else reduce_contiguous<T>(L.source, out, L.outputs, L.run, MinR{}, highest<T>());
    }
  });
  return reshape(out, L.out_shape);
}

// argmax/argmin over rows: the first index of the extreme (NaN counts as the extreme, as PyTorch's).
template <class T, bool Max>
__global__ void arg_rows(const T* in, T* values, int64_t* indices, int64_t run) {
  const T* p = in + int64_t(blockIdx.x) * run;
  T best = p[0];
  int64_t best_i = 0;
  auto better = [](T a, int64_t ai, T b, int64_t bi) {  // is (a, ai) preferred to (b, bi)?
    if (a != a) return !(b != b) || ai < bi;
    if (b != b) return false;
    if (Max ? a > b : a < b) return true;
    return a == b && ai < bi;
  };
  for (int64_t i = threadIdx.x; i < run; i += blockDim.x)
    if (better(p[i], i, best, best_i) || i == 0) best = p[i], best_i = i;
  __shared__ T sv[kThreads];
  __shared__ int64_t si[kThreads];
  sv[threadIdx.x] = best;
  si[threadIdx.x] = threadIdx.x < run ? best_i : INT64_MAX;
  __syncthreads();
  for (int s = kThreads / 2; s > 0; s /= 2) {
    if (threadIdx.x < s && si[threadIdx.x + s] != INT64_MAX &&
        (si[threadIdx.x] == INT64_MAX || better(sv[threadIdx.x + s], si[threadIdx.x + s], sv[threadIdx.x], si[threadIdx.x]))) {
      sv[threadIdx.x] = sv[threadIdx.x + s];
      si[threadIdx.x] = si[threadIdx.x + s];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    values[blockIdx.x] = sv[0];
    indices[blockIdx.x] = si[0];
  }
}

std::pair<Tensor, Tensor> extreme(const Tensor& self, int64_t dim, bool keepdim, bool want_max, const char* name) {
  if (is_reduced_floating(self.dtype()) || self.dtype() == ScalarType::Bool) {  // widened (exact), rounded back (exact)
    const ScalarType wide = self.dtype() == ScalarType::Bool ? ScalarType::Byte : ScalarType::Float;
    auto [values, indices] = extreme(to_dtype(self, wide), dim, keepdim, want_max, name);
    return {to_dtype(values, self.dtype()), indices};
  }
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{dim};
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, self.dtype());
  check(L.run > 0, ErrorKind::IndexError, name, "(): Expected reduction dim ", dim,
        " to have non-zero size.");
  Tensor values = empty(L.kept_shape, self.dtype(), self.device());
  Tensor indices = empty(L.kept_shape, ScalarType::Long, self.device());
  dispatch_dtype<DtypeGroup::All>(self.dtype(), "reduce_cuda", [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, bool>) {
      throw Error(ErrorKind::RuntimeError, "extreme: bool reaches no kernel");  // converted above
    } else if (L.outputs > 0) {
      auto launch_rows = want_max ? arg_rows<T, true> : arg_rows<T, false>;
      launch_rows<<<unsigned(L.outputs), kThreads, 0, stream()>>>(L.source.data<T>(), values.data<T>(),
                                                                 indices.data<int64_t>(), L.run);
      TSR_CUDA_LAUNCH_CHECK();
    }
  });
  return {reshape(values, L.out_shape), reshape(indices, L.out_shape)};
}

// softmax / log_softmax of each row, one block per row.
template <class T, bool Log>
__global__ void softmax_rows(const T* in, T* out, int64_t run) {
  const T* p = in + int64_t(blockIdx.x) * run;
  T* o = out + int64_t(blockIdx.x) * run;
  T top = -INFINITY;
  for (int64_t i = threadIdx.x; i < run; i += blockDim.x) top = MaxR{}(top, p[i]);
  __shared__ T shared_top, shared_total;
  top = block_reduce(top, MaxR{}, T(-INFINITY));
  if (threadIdx.x == 0) shared_top = top;
  __syncthreads();
  top = shared_top;
  T total = 0;
  for (int64_t i = threadIdx.x; i < run; i += blockDim.x) total += m_exp(p[i] - top);
  total = block_reduce(total, SumR{}, T(0));
  if (threadIdx.x == 0) shared_total = total;
  __syncthreads();
  total = shared_total;
  if (Log) {
    const T log_total = m_log(total);
    for (int64_t i = threadIdx.x; i < run; i += blockDim.x) o[i] = p[i] - top - log_total;
  } else {
    for (int64_t i = threadIdx.x; i < run; i += blockDim.x) o[i] = m_exp(p[i] - top) / total;
  }
}

template <bool Log>
Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype_arg) {
  const ScalarType dtype = dtype_arg ? *dtype_arg : is_floating(self.dtype()) ? self.dtype() : default_dtype();
  if (is_reduced_floating(dtype))  // accumulated in float, each output rounded once
    return to_dtype(softmax<Log>(widened(self, dtype), dim, ScalarType::Float), dtype);
  const int64_t d = wrap_dim(dim, std::max<int64_t>(self.dim(), 1));
  const std::vector<int64_t> dims = self.dim() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{d};
  const ReductionLayout L = make_reduction_layout(self, dims, true, dtype);
  Tensor out = empty(L.source.sizes(), dtype, self.device());
  if (L.outputs > 0 && L.run > 0) {
    if (dtype == ScalarType::Float)
      softmax_rows<float, Log><<<unsigned(L.outputs), kThreads, 0, stream()>>>(L.source.data<float>(), out.data<float>(), L.run);
    else if (dtype == ScalarType::Double)
      softmax_rows<double, Log><<<unsigned(L.outputs), kThreads, 0, stream()>>>(L.source.data<double>(), out.data<double>(), L.run);
    else
      throw Error(ErrorKind::RuntimeError, "softmax takes floating tensors");
    TSR_CUDA_LAUNCH_CHECK();
  }
  return contiguous(unpermute(out, L.order));
}

// var / std of each row, one block per row: the mean, then the sum of squared deviations, both accumulated in
// float64 (as the CPU kernel), divided by max(run - correction, 0).
template <class T>
__global__ void variance_rows(const T* in, T* out, int64_t run, int64_t correction, bool take_sqrt) {
  const T* p = in + int64_t(blockIdx.x) * run;
  double total = 0;
  for (int64_t i = threadIdx.x; i < run; i += blockDim.x) total += double(p[i]);
  total = block_reduce(total, SumR{}, 0.0);
  __shared__ double shared_mean;
  if (threadIdx.x == 0) shared_mean = total / double(run);
  __syncthreads();
  const double mean = shared_mean;
  double squares = 0;
  for (int64_t i = threadIdx.x; i < run; i += blockDim.x) {
    const double d = double(p[i]) - mean;
    squares += d * d;
  }
  squares = block_reduce(squares, SumR{}, 0.0);
  if (threadIdx.x == 0) {
    const double v = squares / max(double(run - correction), 0.0);
    out[blockIdx.x] = static_cast<T>(take_sqrt ? sqrt(v) : v);
  }
}

Tensor variance(const Tensor& self, std::span<const int64_t> dims, int64_t correction, bool keepdim, bool take_sqrt) {
  check(is_floating(self.dtype()), ErrorKind::RuntimeError, "std and var only support floating point and complex dtypes");
  if (is_reduced_floating(self.dtype()))
    return to_dtype(variance(to_dtype(self, ScalarType::Float), dims, correction, keepdim, take_sqrt), self.dtype());
  const ReductionLayout L = make_reduction_layout(self, dims, keepdim, self.dtype());
  Tensor out = empty(L.kept_shape, self.dtype(), self.device());
  if (L.outputs > 0) {
    if (self.dtype() == ScalarType::Float)
      variance_rows<float><<<unsigned(L.outputs), kThreads, 0, stream()>>>(L.source.data<float>(), out.data<float>(),
                                                                          L.run, correction, take_sqrt);
    else if (self.dtype() == ScalarType::Double)
      variance_rows<double><<<unsigned(L.outputs), kThreads, 0, stream()>>>(L.source.data<double>(), out.data<double>(),
                                                                            L.run, correction, take_sqrt);
    else
      throw Error(ErrorKind::NotImplementedError, "tsr's CUDA var/std take float32 and float64 tensors");
    TSR_CUDA_LAUNCH_CHECK();
  }
  return reshape(out, L.out_shape);
}

// any / all as bool results (as the CPU kernel): z = uint8(x == 0) on the device, then any = not min(z) and
// all = not max(z) over the reduced dims (an empty reduction gives the identities: any False, all True).
Tensor any_all(const Tensor& self, std::span<const int64_t> dims, bool keepdim, bool is_any) {
  Tensor is_zero = empty_like_layout(self, self.sizes(), ScalarType::Bool);
  if (self.numel() > 0)
    dispatch_all(self.dtype(), is_any ? "any_cuda" : "all_cuda", [&]<class T>(std::type_identity<T>) {
      launch<bool, T, 1>(is_zero, {self}, LogicalNotF{});
    });
  const ReductionLayout L = make_reduction_layout(to_dtype(is_zero, ScalarType::Byte), dims, keepdim, ScalarType::Byte);
  Tensor extreme = empty(L.kept_shape, ScalarType::Byte, self.device());
  if (is_any) reduce_contiguous<uint8_t>(L.source, extreme, L.outputs, L.run, MinR{}, uint8_t(1));
  else reduce_contiguous<uint8_t>(L.source, extreme, L.outputs, L.run, MaxR{}, uint8_t(0));
  Tensor out = empty(L.kept_shape, ScalarType::Bool, self.device());
  launch<bool, uint8_t, 1>(out, {extreme}, LogicalNotF{});
  return reshape(out, L.out_shape);
}

std::vector<int64_t> dims_arg(const Stack& s, size_t i) {
  if (i < s.size())
    if (const auto* v = std::get_if<std::vector<int64_t>>(&s[i])) return *v;
  return {};
}
bool bool_arg(const Stack& s, size_t i) { return i < s.size() && std::holds_alternative<bool>(s[i]) && std::get<bool>(s[i]); }
ScalarType sum_dtype(const Tensor& self, const Stack& s, size_t i) {
  if (auto d = dtype_at(s, i)) return *d;
  return is_integral(self.dtype(), true) ? ScalarType::Long : self.dtype();
}
Tensor mean(const Tensor& self, std::span<const int64_t> dims, bool keepdim, std::optional<ScalarType> given) {
  const ScalarType dtype = given.value_or(self.dtype());
  if (is_complex(dtype))
    return by_parts(self, dims, keepdim, dtype, [](const Tensor& t, std::span<const int64_t> d, bool k, ScalarType r) {
      return mean(t, d, k, r);
    });
  check(is_floating(dtype), ErrorKind::RuntimeError, "mean(): could not infer output dtype. ",
        given ? "Optional" : "Input", " dtype must be either a floating point or complex dtype. Got: ",
        dtype_title(dtype));
  if (is_reduced_floating(dtype))  // summed and divided in float, rounded once
    return to_dtype(mean(widened(self, dtype), dims, keepdim, ScalarType::Float), dtype);
  Tensor total = reduce(self, dims, keepdim, dtype, Kind::Sum);
  const int64_t count = self.numel() / std::max<int64_t>(total.numel(), 1);
  Tensor result = empty_like_layout(total, total.sizes(), dtype);
  Tensor divisor = empty(std::vector<int64_t>{}, dtype);  // a host scalar, passed by value
  if (dtype == ScalarType::Float) {
    *divisor.data<float>() = static_cast<float>(count);
    launch<float, float, 2>(result, {total, divisor}, DivF{});
  } else {
    *divisor.data<double>() = static_cast<double>(count);
    launch<double, double, 2>(result, {total, divisor}, DivF{});
  }
  return result;
}

}  // namespace

TSR_REGISTER_KERNEL("sum", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, {}, false, sum_dtype(self, s, 1), Kind::Sum));
}));
TSR_REGISTER_KERNEL("sum.dim_IntList", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, dims_arg(s, 1), bool_arg(s, 2), sum_dtype(self, s, 3), Kind::Sum));
}));
// prod: integer and bool inputs multiply in int64, as sum (a bool reduction's dtype is never bool).
TSR_REGISTER_KERNEL("prod", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, {}, false, sum_dtype(self, s, 1), Kind::Prod));
}));
TSR_REGISTER_KERNEL("prod.dim_int", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  const std::vector<int64_t> dims{std::get<int64_t>(s.at(1))};
  set_result(s, reduce(self, dims, bool_arg(s, 2), sum_dtype(self, s, 3), Kind::Prod));
}));
TSR_REGISTER_KERNEL("mean", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, mean(self, {}, false, dtype_at(s, 1)));
}));
TSR_REGISTER_KERNEL("mean.dim", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, mean(self, dims_arg(s, 1), bool_arg(s, 2), dtype_at(s, 3)));
}));
TSR_REGISTER_KERNEL("max", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, {}, false, self.dtype(), Kind::Max));
}));
TSR_REGISTER_KERNEL("min", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, {}, false, self.dtype(), Kind::Min));
}));
TSR_REGISTER_KERNEL("amax", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, dims_arg(s, 1), bool_arg(s, 2), self.dtype(), Kind::Max));
}));
TSR_REGISTER_KERNEL("amin", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = std::get<Tensor>(s[0]);
  set_result(s, reduce(self, dims_arg(s, 1), bool_arg(s, 2), self.dtype(), Kind::Min));
}));
TSR_REGISTER_KERNEL("max.dim", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  auto [v, i] = extreme(std::get<Tensor>(s[0]), std::get<int64_t>(s.at(1)), bool_arg(s, 2), true, "max");
  s = {v, i};
}));
TSR_REGISTER_KERNEL("min.dim", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  auto [v, i] = extreme(std::get<Tensor>(s[0]), std::get<int64_t>(s.at(1)), bool_arg(s, 2), false, "min");
  s = {v, i};
}));
static BoxedKernel arg_extreme(bool want_max) {
  return kernel([want_max](const Operator&, DispatchKeySet, Stack& s) {
    const char* name = want_max ? "argmax" : "argmin";
    const Tensor self = std::get<Tensor>(s[0]);
    if (!(s.size() > 1 && std::holds_alternative<int64_t>(s[1]))) {
      set_result(s, extreme(reshape(self, std::vector<int64_t>{-1}), 0, false, want_max, name).second);
      return;
    }
    set_result(s, extreme(self, std::get<int64_t>(s[1]), bool_arg(s, 2), want_max, name).second);
  });
}
TSR_REGISTER_KERNEL("argmax", CUDA, arg_extreme(true));
TSR_REGISTER_KERNEL("argmin", CUDA, arg_extreme(false));
TSR_REGISTER_KERNEL("softmax.int", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, softmax<false>(std::get<Tensor>(s[0]), std::get<int64_t>(s.at(1)), dtype_at(s, 2)));
}));
TSR_REGISTER_KERNEL("all", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, any_all(std::get<Tensor>(s[0]), {}, false, false));
}));
TSR_REGISTER_KERNEL("any.dims", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, any_all(std::get<Tensor>(s[0]), dims_arg(s, 1), bool_arg(s, 2), true));
}));
TSR_REGISTER_KERNEL("var.correction", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, variance(std::get<Tensor>(s[0]), dims_arg(s, 1), int_arg(s, 2, 1), bool_arg(s, 3), false));
}));
TSR_REGISTER_KERNEL("std.correction", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, variance(std::get<Tensor>(s[0]), dims_arg(s, 1), int_arg(s, 2, 1), bool_arg(s, 3), true));
}));
TSR_REGISTER_KERNEL("log_softmax.int", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, softmax<true>(std::get<Tensor>(s[0]), std::get<int64_t>(s.at(1)), dtype_at(s, 2)));
}));

}  // namespace tsr::tensor::cuda
