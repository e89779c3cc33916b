// The indexing ops on the CUDA key: gather, scatter, scatter_add, index_select, index_add, index_copy, index_fill,
// advanced indexing (index.Tensor, index_put_ with and without accumulate), and the ops whose CPU kernels are
// compositions of them or of copies (cat, stack, split, chunk, embedding). Every indexed op is one launch of
// `indexed_copy` over a plan of index_plans.hpp (the same plans and offsets tests/tensor/cuda/index_plans_test.cpp
// runs on the CPU against the CPU kernels). Accumulating writes (scatter_add, index_add, index_put_ with
// accumulate=True: embedding's and indexing's gradients) use atomic adds, so repeated indices add up in an
// unspecified order (float sums differ from the CPU's in the last bits, as PyTorch's CUDA ones do). Indices are
// checked before anything is written, with the CPU kernels' messages: a small kernel finds the first index out of
// range and the host reads its position (one synchronisation per indexed op; PyTorch asserts on the device
// instead, which ends the process).
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <climits>

#include "tensor/cuda/compaction.hpp"
#include "tensor/cuda/index_plans.hpp"
#include "tensor/kernels/index_checks.hpp"
#include "tensor/kernels/scatter_reduce.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"

namespace tsr::tensor::cuda {

// A tensor on `like`'s device (a host tensor copied over: a CPU scalar, or CPU indices of a CUDA tensor).
Tensor to_device_like(const Tensor& t, const Tensor& like) {
  return t.device() == like.device() ? t : to_device(t, like.device());
}

namespace {

enum class Mode { Copy, Add };

template <class T>
__device__ void atomic_add(T* p, T v) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, int32_t>)
    atomicAdd(p, v);
  else if constexpr (std::is_same_v<T, int64_t>)
    atomicAdd(reinterpret_cast<unsigned long long*>(p), static_cast<unsigned long long>(v));
  else if constexpr (std::is_same_v<T, Half>)  // the hardware's 16-bit adds (sm_70 and up; bfloat16 sm_80): the
    atomicAdd(reinterpret_cast<__half*>(p), __ushort_as_half(v.x));  // sum rounded to nearest even, as c10's
  else if constexpr (std::is_same_v<T, BFloat16>)
    atomicAdd(reinterpret_cast<__nv_bfloat16*>(p), __ushort_as_bfloat16(v.x));
}

template <class T, Mode M, class Index>
__global__ void indexed_copy_kernel(T* dst, const T* src, const int64_t* index, IndexedCopy<Index> plan, Index n,
                                    T alpha) {
  const Index step = Index(gridDim.x) * blockDim.x;
  for (Index i = Index(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const auto off = plan.offsets(i, index);
    if constexpr (M == Mode::Add) atomic_add(dst + off.dst, static_cast<T>(alpha * src[off.src]));
    else dst[off.dst] = src[off.src];
  }
}

template <class T>
constexpr bool has_atomic_add = std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, int32_t> ||
                                std::is_same_v<T, int64_t> || std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>;

// dst and src are the plan's operands 0 and 1 (their data pointers), index an int64 tensor its operand 2 reads.
void indexed_copy(const IndexedCopyPlan& plan, const Tensor& dst, const Tensor& src, const Tensor& index, Mode mode,
                  double alpha = 1, const char* name = "index_cuda") {
  const int64_t n = plan.numel();
  if (n == 0) return;
  check(plan.sizes.size() <= size_t(kMaxDims), ErrorKind::RuntimeError, "tsr CUDA kernels take at most ", kMaxDims,
        " dimensions");
  check(src.dtype() == dst.dtype(), ErrorKind::RuntimeError, "tsr CUDA indexed copy: operand dtypes");
  const auto body = [&]<class T>(std::type_identity<T>) {
    auto run = [&]<class Index>(std::type_identity<Index>) {
      const IndexedCopy<Index> p = plan.to<Index>();
      T* d = static_cast<T*>(dst.data_ptr());
      const T* s = static_cast<const T*>(src.data_ptr());
      const int64_t* ix = index.data<int64_t>();
      if (mode == Mode::Add) {
        if constexpr (has_atomic_add<T>) {
          indexed_copy_kernel<T, Mode::Add, Index><<<grid_for(n), kThreads, 0, stream()>>>(d, s, ix, p, Index(n), static_cast<T>(alpha));
        } else {
          check(false, ErrorKind::NotImplementedError, "tsr's CUDA ", name, " adds floating, int32 and int64 tensors "
                "only (it has no atomic add for ", dtype_title(dst.dtype()), ")");
        }
      } else {
        indexed_copy_kernel<T, Mode::Copy, Index><<<grid_for(n), kThreads, 0, stream()>>>(d, s, ix, p, Index(n), T{});
      }
      TSR_CUDA_LAUNCH_CHECK();
    };
    if (plan.fits_32_bits() && n < INT32_MAX / 2) run(std::type_identity<int32_t>{});
    else run(std::type_identity<int64_t>{});
  };
  if (is_complex(dst.dtype())) {  // moved whole, as a pair of parts (a copy does no arithmetic)
    check(mode == Mode::Copy, ErrorKind::NotImplementedError, "tsr's CUDA ", name, " adds no complex tensors");
    if (dst.dtype() == ScalarType::ComplexFloat) body(std::type_identity<Word<8>>{});  // compaction.hpp's words
    else body(std::type_identity<Word<16>>{});
    return;
  }
  dispatch_all(dst.dtype(), name, body);
}

// ---- index checks ----------------------------------------------------------------------------------------------

__global__ void first_out_of_range_kernel(const int64_t* index, int64_t n, int64_t size, bool wrap,
                                          unsigned long long* first) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step)
    if (!index_in_range(index[i], size, wrap)) atomicMin(first, static_cast<unsigned long long>(i));
}

int64_t read_int64(const void* device_ptr) {
  int64_t v = 0;
  TSR_CUDA_CHECK(cudaMemcpyAsync(&v, device_ptr, sizeof v, cudaMemcpyDeviceToHost, stream()));
  TSR_CUDA_CHECK(cudaStreamSynchronize(stream()));
  return v;
}

// The first value of a contiguous int64 index tensor out of range for a dimension of `size`, if any.
std::optional<int64_t> first_out_of_range(const Tensor& index, int64_t size, bool wrap) {
  const int64_t n = index.numel();
  if (n == 0) return std::nullopt;
  Tensor first = empty(std::vector<int64_t>{1}, ScalarType::Long, index.device());
  TSR_CUDA_CHECK(cudaMemsetAsync(first.data_ptr(), 0xff, sizeof(int64_t), stream()));
  first_out_of_range_kernel<<<grid_for(n), kThreads, 0, stream()>>>(
      index.data<int64_t>(), n, size, wrap, reinterpret_cast<unsigned long long*>(first.data_ptr()));
  TSR_CUDA_LAUNCH_CHECK();
  const int64_t at = read_int64(first.data_ptr());
  if (at < 0) return std::nullopt;  // all bits set: none
  return read_int64(index.data<int64_t>() + at);
}

Tensor long_index(const Tensor& index) { return contiguous(to_dtype(index, ScalarType::Long)); }



void check_gather_scatter_bounds(const Tensor& index, const Tensor& self, int64_t dim) {
  const int64_t size = size_or_1(self, dim);
  if (auto bad = first_out_of_range(index, size, false))
    throw Error(ErrorKind::RuntimeError, "index " + std::to_string(*bad) + " is out of bounds for dimension " +
                                             std::to_string(dim) + " with size " + std::to_string(size));
}

Tensor gather_cuda(const Tensor& self, int64_t dim_in, const Tensor& index_in) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self.dim(), 1));
  check(index_in.dtype() == ScalarType::Long || index_in.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
        "gather(): Expected dtype int64 for index");
  check_gather_scatter_shapes(self, dim, index_in, nullptr);
  const Tensor index = long_index(index_in);
  check_gather_scatter_bounds(index, self, dim);
  Tensor out = empty(index.sizes(), self.dtype(), self.device());
  indexed_copy(gather_plan(self, dim, index, out), out, self, index, Mode::Copy, 1, "gather_cuda");
  return out;
}

// scatter (src) and scatter_add into `out` (already self's clone, or self for the in-place form).
void scatter_into(Tensor& out, int64_t dim_in, const Tensor& index_in, const Tensor& src_in, bool add) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(out.dim(), 1));
  if (add) {
    check_scatter_args(out, dim, index_in, src_in);
  } else {
    check(index_in.dtype() == ScalarType::Long || index_in.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
          "scatter(): Expected dtype int64 for index");
    check_gather_scatter_shapes(out, dim, index_in, &src_in);
  }
  const Tensor index = long_index(index_in);
  check_gather_scatter_bounds(index, out, dim);
  const Tensor src_gpu = to_device_like(to_dtype(src_in, out.dtype()), out);
  indexed_copy(scatter_plan(out, dim, index, src_gpu), out, src_gpu, index, add ? Mode::Add : Mode::Copy, 1,
               add ? "scatter_add_cuda" : "scatter_cuda");
}

// ---- scatter_reduce ----------------------------------------------------------------------------------------------

// *p = f(*p), atomically: a compare-and-swap loop on the element's bits. 1- and 2-byte elements are swapped inside
// the aligned 32-bit word that holds them (the caching allocator's blocks are whole words), as PyTorch's
// gpuAtomic* do for the types the hardware has no atomic operation for.
template <class T, class F>
__device__ void atomic_update(T* p, F f) {
  if constexpr (sizeof(T) == 8 || sizeof(T) == 4) {
    using Bits = std::conditional_t<sizeof(T) == 8, unsigned long long, unsigned int>;
    Bits* word = reinterpret_cast<Bits*>(p);
    Bits seen = *word, expected;
    do {
      expected = seen;
      T value;
      memcpy(&value, &expected, sizeof(T));
      const T next = f(value);
      Bits bits;
      memcpy(&bits, &next, sizeof(T));
      seen = atomicCAS(word, expected, bits);
    } while (seen != expected);
  } else {
    const auto addr = reinterpret_cast<uintptr_t>(p);
    unsigned int* word = reinterpret_cast<unsigned int*>(addr & ~uintptr_t(3));
    const unsigned int shift = unsigned(addr & 3) * 8;
    const unsigned int mask = ((1u << (8 * sizeof(T))) - 1u) << shift;
    unsigned int seen = *word, expected;
    do {
      expected = seen;
      const unsigned int old_bits = (expected & mask) >> shift;
      T value;
      memcpy(&value, &old_bits, sizeof(T));  // the low bytes: little-endian
      const T next = f(value);
      unsigned int new_bits = 0;
      memcpy(&new_bits, &next, sizeof(T));
      seen = atomicCAS(word, expected, (expected & ~mask) | ((new_bits << shift) & mask));
    } while (seen != expected);
  }
}

// Each target of the plan set to value (include_self=False's identity; a target written twice gets the same value).
template <class T, class Index>
__global__ void scatter_fill_kernel(T* dst, const int64_t* index, IndexedCopy<Index> plan, Index n, T value) {
  const Index step = Index(gridDim.x) * blockDim.x;
  for (Index i = Index(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) dst[plan.offsets(i, index).dst] = value;
}

// Each source element reduced into its target (scatter_reduce_combine, atomically).
template <class T, class Index>
__global__ void scatter_reduce_kernel(T* dst, const T* src, const int64_t* index, IndexedCopy<Index> plan, Index n,
                                      ScatterReduce reduce) {
  const Index step = Index(gridDim.x) * blockDim.x;
  for (Index i = Index(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const auto off = plan.offsets(i, index);
    const T v = src[off.src];
    atomic_update(dst + off.dst, [reduce, v](T acc) { return scatter_reduce_combine(reduce, acc, v); });
  }
}

// scatter_reduce.two into `out` (self's clone, or self for the in-place form): the identity written at the targets
// when self takes no part, every source element combined into its target, then mean's division by the count (one
// for self when it takes part, one per element), as the CPU kernel. The float sums and products are in the order
// the threads arrive, so their last bits may differ from the CPU's (as PyTorch's CUDA ones do).
void scatter_reduce_into(Tensor& out, int64_t dim_in, const Tensor& index_in, const Tensor& src_in,
                         const std::string& reduce_name, bool include_self) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(out.dim(), 1));
  check_scatter_args(out, dim, index_in, src_in);
  const ScatterReduce reduce = scatter_reduce_of(reduce_name);
  check_scatter_reduce_dtype(reduce, out.dtype());
  const Tensor index = long_index(to_device_like(index_in, out));
  check_gather_scatter_bounds(index, out, dim);
  const Tensor src = to_device_like(src_in, out);
  const IndexedCopyPlan plan = scatter_plan(out, dim, index, src);
  const int64_t n = plan.numel();
  if (n == 0) return;
  check(plan.sizes.size() <= size_t(kMaxDims), ErrorKind::RuntimeError, "tsr CUDA kernels take at most ", kMaxDims,
        " dimensions");
  dispatch_all(out.dtype(), "scatter_reduce_cuda", [&]<class T>(std::type_identity<T>) {
    auto run = [&]<class Index>(std::type_identity<Index>) {
      const IndexedCopy<Index> p = plan.to<Index>();
      T* d = static_cast<T*>(out.data_ptr());
      const int64_t* ix = index.data<int64_t>();
      if (!include_self)
        scatter_fill_kernel<T, Index><<<grid_for(n), kThreads, 0, stream()>>>(d, ix, p, Index(n),
                                                                              scatter_reduce_identity<T>(reduce));
      scatter_reduce_kernel<T, Index><<<grid_for(n), kThreads, 0, stream()>>>(
          d, static_cast<const T*>(src.data_ptr()), ix, p, Index(n), reduce);
      TSR_CUDA_LAUNCH_CHECK();
    };
    if (plan.fits_32_bits() && n < INT32_MAX / 2) run(std::type_identity<int32_t>{});
    else run(std::type_identity<int64_t>{});
  });
  if (reduce != ScatterReduce::Mean) return;
  // the count per target (at least 1), then out / count: true division for floating types, floor for integers (the
  // index is checked already, so the counting is scatter_add's launch alone)
  Tensor count = full_like(out, include_self ? 1 : 0, ScalarType::Long);
  const Tensor ones = full_like(index, 1);
  indexed_copy(scatter_plan(count, dim, index, ones), count, ones, index, Mode::Add, 1, "scatter_reduce_cuda");
  count = to_dtype(clamp(count, Scalar(int64_t(1)), std::nullopt), out.dtype());
  static const Operator& div_mode = find_op("div.Tensor_mode");
  const IValue rounding = is_floating(out.dtype()) ? IValue(NoneValue{}) : IValue(std::string("floor"));
  copy_(out, call_tensor_op(div_mode, {out, count, rounding}));
}


void index_add_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const Tensor& source, double alpha) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self.dim(), 1));
  check(index_in.dtype() == ScalarType::Long || index_in.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
        "index_add_(): Expected dtype int32/int64 for index but got: ", dtype_title(index_in.dtype()));
  check_vector_index(index_in, "index_add_");
  check(self.dtype() == source.dtype(), ErrorKind::RuntimeError, "index_add_(): self (", dtype_title(self.dtype()),
        ") and source (", dtype_title(source.dtype()), ") must have the same scalar type");
  const int64_t source_n = size_or_1(source, dim);
  check(index_in.numel() == source_n, ErrorKind::RuntimeError, "index_add_(): Number of indices (", index_in.numel(),
        ") should be equal to source.size(dim): (", source_n, "), for dim: ", dim);
  check(std::max<int64_t>(self.dim(), 1) == std::max<int64_t>(source.dim(), 1), ErrorKind::RuntimeError,
        "index_add_(): source and self slices must have the same dims");
  for (int64_t k = std::max<int64_t>(self.dim(), 1) - 1; k >= 0; --k)
    check(k == dim || size_or_1(self, k) == size_or_1(source, k), ErrorKind::RuntimeError, "The size of tensor a (",
          size_or_1(self, k), ") must match the size of tensor b (", size_or_1(source, k),
          ") at non-singleton dimension ", k > dim ? k - 1 : k);
  const Tensor index = long_index(index_in);
  if (first_out_of_range(index, size_or_1(self, dim), false))
    throw Error(ErrorKind::IndexError, "index out of range in self");
  const Tensor src = to_device_like(source, self);
  indexed_copy(index_put_slices_plan(self, dim, index, src), self, src, index, Mode::Add, alpha, "index_add_cuda");
}

void index_copy_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const Tensor& source) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self.dim(), 1));
  check_index_copy_args(self, dim, index_in, source);
  const Tensor index = long_index(index_in);
  const int64_t size = size_or_1(self, dim);
  if (auto bad = first_out_of_range(index, size, false))
    throw Error(ErrorKind::IndexError, "index_copy_(): index " + std::to_string(*bad) + " is out of bounds for dimension " +
                                           std::to_string(dim) + " with size " + std::to_string(size));
  const Tensor src = to_device_like(source, self);
  indexed_copy(index_put_slices_plan(self, dim, index, src), self, src, index, Mode::Copy, 1, "index_copy_cuda");
}

void index_fill_into(Tensor& self, int64_t dim_in, const Tensor& index_in, const IValue& value) {
  const int64_t dim = wrap_dim(dim_in, std::max<int64_t>(self.dim(), 1));
  check(index_in.dtype() == ScalarType::Long, ErrorKind::IndexError, "index_fill_(): Expected dtype int64 for index.");
  check(index_in.dim() <= 1, ErrorKind::RuntimeError, "Index has to be a vector/scalar");
  const Tensor index = long_index(index_in);
  const int64_t size = size_or_1(self, dim);
  if (auto bad = first_out_of_range(index, size, true))
    throw Error(ErrorKind::IndexError, "index " + std::to_string(*bad) + " is out of bounds for dimension " +
                                           std::to_string(dim) + " with size " + std::to_string(size));
  const Tensor v = contiguous(to_device_like(to_dtype(tensor_operand(value), self.dtype()), self));
  indexed_copy(index_fill_plan(self, dim, index), self, v, index, Mode::Copy, 1, "index_fill_cuda");
}

// In place: self, written. Out of place: a clone of self, written.
template <class F>
BoxedKernel inplace_kernel(bool inplace, F f) {
  return kernel([inplace, f](const Operator&, DispatchKeySet, Stack& s) {
    Tensor self = inplace ? t_arg(s, 0) : clone(t_arg(s, 0));
    f(self, s);
    s = {self};
  });
}

double alpha_of(const Stack& s, size_t i) { return i < s.size() ? as_double(s[i]).value_or(1.0) : 1.0; }

// ---- advanced indexing ---------------------------------------------------------------------------------------------

constexpr int kMaxIndexed = 12;
struct IndexedDims {
  const int64_t* index[kMaxIndexed];
  int64_t size[kMaxIndexed];
  int64_t stride[kMaxIndexed];
  int count = 0;
};

// offsets[b] = the element offset in self of block b; the first bad (dim, position) in dim-major order, as the CPU
// checks the index tensors one after another.
__global__ void advanced_offsets_kernel(IndexedDims dims, int64_t positions, int64_t* offsets,
                                        unsigned long long* first_bad) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t b = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; b < positions; b += step) {
    int64_t offset = 0;
    for (int k = 0; k < dims.count; ++k)
      if (!advanced_offset(dims.index[k][b], dims.size[k], dims.stride[k], offset))
        atomicMin(first_bad, static_cast<unsigned long long>(k * positions + b));
    offsets[b] = offset;
  }
}

struct AdvancedPlan {
  Tensor offsets;  // int64 [positions]
  Dims index_shape;
  std::vector<int64_t> rest_sizes, rest_strides;
  int64_t positions = 0;
  bool adjacent = true;
  int64_t first = 0;
};

// As the CPU's make_plan (kernels/cpu/advanced_indexing.cpp), with the block offsets computed on the device.
AdvancedPlan make_plan(const Tensor& self, const std::vector<Tensor>& raw) {
  std::vector<Tensor> indices;
  for (const Tensor& t : raw) {
    if (t.defined() && (t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::Byte)) {
      check(t.dtype() == ScalarType::Bool, ErrorKind::NotImplementedError,
            "tsr's CUDA indexing takes bool masks, not uint8 ones");
      for (int64_t j = 0; j < t.dim(); ++j) {
        const int64_t d = static_cast<int64_t>(indices.size()) + j;
        check(d >= self.dim() || t.sizes()[j] == self.sizes()[d], ErrorKind::IndexError, "The shape of the mask ",
              t.sizes(), " at index ", j, " does not match the shape of the indexed tensor ", self.sizes(),
              " at index ", d);
      }
      const Tensor nz = nonzero(t);  // through the host (the count decides the shape)
      for (int64_t j = 0; j < t.dim(); ++j) indices.push_back(select(nz, 1, j));
    } else {
      check(!t.defined() || is_integral(t.dtype(), false), ErrorKind::IndexError,
            "tensors used as indices must be long, int, byte or bool tensors");
      indices.push_back(t);
    }
  }
  check(static_cast<int64_t>(indices.size()) <= self.dim(), ErrorKind::IndexError,
        "too many indices for tensor of dimension ", self.dim(), " (got ", indices.size(), ")");
  AdvancedPlan plan;
  std::vector<int64_t> indexed, rest;
  for (int64_t d = 0; d < self.dim(); ++d) {
    const bool has = d < static_cast<int64_t>(indices.size()) && indices[d].defined();
    (has ? indexed : rest).push_back(d);
  }
  check(indexed.size() <= size_t(kMaxIndexed), ErrorKind::RuntimeError, "tsr's CUDA indexing takes at most ",
        kMaxIndexed, " index tensors");
  for (size_t k = 1; k < indexed.size(); ++k) plan.adjacent &= indexed[k] == indexed[k - 1] + 1;
  plan.first = indexed.empty() ? 0 : indexed[0];
  const Dims shape = broadcast_index_shapes(indices);
  plan.index_shape = shape;
  plan.positions = numel_of(shape);
  IndexedDims dims;
  std::vector<Tensor> keep;
  for (int64_t d : indexed) {
    Tensor idx = long_index(expand(indices[d], shape));
    if (idx.device().is_cpu()) idx = to_device_like(idx, self);
    dims.index[dims.count] = idx.data<int64_t>();
    dims.size[dims.count] = self.sizes()[d];
    dims.stride[dims.count] = self.strides()[d];
    ++dims.count;
    keep.push_back(idx);
  }
  plan.offsets = empty(std::vector<int64_t>{plan.positions}, ScalarType::Long, self.device());
  if (plan.positions > 0) {
    Tensor first = empty(std::vector<int64_t>{1}, ScalarType::Long, self.device());
    TSR_CUDA_CHECK(cudaMemsetAsync(first.data_ptr(), 0xff, sizeof(int64_t), stream()));
    advanced_offsets_kernel<<<grid_for(plan.positions), kThreads, 0, stream()>>>(
        dims, plan.positions, plan.offsets.data<int64_t>(), reinterpret_cast<unsigned long long*>(first.data_ptr()));
    TSR_CUDA_LAUNCH_CHECK();
    const int64_t bad = read_int64(first.data_ptr());
    if (bad >= 0) {
      const int64_t k = bad / plan.positions, b = bad % plan.positions;
      const int64_t v = read_int64(dims.index[k] + b);
      throw Error(ErrorKind::IndexError, "index " + std::to_string(v) + " is out of bounds for dimension " +
                                             std::to_string(indexed[size_t(k)]) + " with size " +
                                             std::to_string(dims.size[k]));
    }
  }
  for (int64_t d : rest) {
    plan.rest_sizes.push_back(self.sizes()[d]);
    plan.rest_strides.push_back(self.strides()[d]);
  }
  return plan;
}

std::vector<int64_t> result_order(const AdvancedPlan& plan) {
  const int64_t nb = static_cast<int64_t>(plan.index_shape.size()), nr = static_cast<int64_t>(plan.rest_sizes.size());
  std::vector<int64_t> order;
  const int64_t before = plan.adjacent ? std::min(plan.first, nr) : 0;
  for (int64_t i = 0; i < before; ++i) order.push_back(nb + i);
  for (int64_t i = 0; i < nb; ++i) order.push_back(i);
  for (int64_t i = before; i < nr; ++i) order.push_back(nb + i);
  return order;
}
std::vector<int64_t> flat_shape(const AdvancedPlan& plan) {
  std::vector<int64_t> shape{plan.positions};
  shape.insert(shape.end(), plan.rest_sizes.begin(), plan.rest_sizes.end());
  return shape;
}
std::vector<int64_t> gathered_shape(const AdvancedPlan& plan) {
  std::vector<int64_t> shape(plan.index_shape.begin(), plan.index_shape.end());
  shape.insert(shape.end(), plan.rest_sizes.begin(), plan.rest_sizes.end());
  return shape;
}

}  // namespace

TSR_REGISTER_KERNEL("gather", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, gather_cuda(t_arg(s, 0), int_arg(s, 1, 0), t_arg(s, 2)));
}));
TSR_REGISTER_KERNEL("scatter.src", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  Tensor out = clone(t_arg(s, 0));
  scatter_into(out, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3), false);
  set_result(s, std::move(out));
}));
const auto scatter_add_fn = [](Tensor& self, const Stack& s) { scatter_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3), true); };
const auto index_add_fn = [](Tensor& self, const Stack& s) { index_add_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3), alpha_of(s, 4)); };
const auto index_copy_fn = [](Tensor& self, const Stack& s) { index_copy_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3)); };
const auto index_fill_fn = [](Tensor& self, const Stack& s) { index_fill_into(self, int_arg(s, 1, 0), t_arg(s, 2), s.at(3)); };
const auto scatter_reduce_fn = [](Tensor& self, const Stack& s) {
  scatter_reduce_into(self, int_arg(s, 1, 0), t_arg(s, 2), t_arg(s, 3), std::get<std::string>(s.at(4)), bool_arg(s, 5, true));
};
TSR_REGISTER_KERNEL("scatter_reduce.two", CUDA, inplace_kernel(false, scatter_reduce_fn));
TSR_REGISTER_KERNEL("scatter_reduce_.two", CUDA, inplace_kernel(true, scatter_reduce_fn));
TSR_REGISTER_KERNEL("scatter_add", CUDA, inplace_kernel(false, scatter_add_fn));
TSR_REGISTER_KERNEL("scatter_add_", CUDA, inplace_kernel(true, scatter_add_fn));
TSR_REGISTER_KERNEL("index_add", CUDA, inplace_kernel(false, index_add_fn));
TSR_REGISTER_KERNEL("index_add_", CUDA, inplace_kernel(true, index_add_fn));
TSR_REGISTER_KERNEL("index_copy", CUDA, inplace_kernel(false, index_copy_fn));
TSR_REGISTER_KERNEL("index_copy_", CUDA, inplace_kernel(true, index_copy_fn));
TSR_REGISTER_KERNEL("index_fill.int_Scalar", CUDA, inplace_kernel(false, index_fill_fn));
TSR_REGISTER_KERNEL("index_fill_.int_Scalar", CUDA, inplace_kernel(true, index_fill_fn));

TSR_REGISTER_KERNEL("index_select", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0), index_in = t_arg(s, 2);
  check(index_in.dtype() == ScalarType::Long || index_in.dtype() == ScalarType::Int, ErrorKind::RuntimeError,
        "index_select(): Expected dtype int64 for index");
  check(index_in.dim() <= 1, ErrorKind::IndexError, "index_select(): Index is supposed to be a vector");
  const Tensor index = long_index(index_in);
  const int64_t dim = wrap_dim(int_arg(s, 1, 0), std::max<int64_t>(self.dim(), 1));
  Dims shape = self.sizes();
  if (self.dim() > 0) shape[dim] = index.numel();
  const int64_t size = size_or_1(self, dim);
  if (auto bad = first_out_of_range(index, size, false))
    throw Error(ErrorKind::IndexError, "INDICES element is out of DATA bounds, id=" + std::to_string(*bad) +
                                           " axis_dim=" + std::to_string(size));
  Tensor out = empty(shape, self.dtype(), self.device());
  indexed_copy(index_select_plan(self, dim, index, out), out, self, index, Mode::Copy, 1, "index_select_cuda");
  set_result(s, std::move(out));
}));

// CPU index tensors may index a CUDA tensor (as in PyTorch): only self and values take part in the device check.
TSR_REGISTER_KERNEL("index.Tensor", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = t_arg(s, 0);
  const AdvancedPlan plan = make_plan(self, std::get<std::vector<Tensor>>(s[1]));
  Tensor flat = empty(flat_shape(plan), self.dtype(), self.device());
  indexed_copy(advanced_plan(plan.positions, plan.rest_sizes, plan.rest_strides, false), flat, self, plan.offsets,
               Mode::Copy, 1, "index_cuda");
  s = {contiguous(permute(reshape(flat, gathered_shape(plan)), result_order(plan)))};
});

TSR_REGISTER_KERNEL("index_put_", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor self = t_arg(s, 0);
  const Tensor values = t_arg(s, 2);
  common_device(Stack{self, values});
  const bool accumulate = s.size() > 3 && std::get<bool>(s[3]);
  const AdvancedPlan plan = make_plan(self, std::get<std::vector<Tensor>>(s[1]));
  const std::vector<int64_t> order = result_order(plan);
  const std::vector<int64_t> gathered = gathered_shape(plan);
  Dims result_shape(order.size());
  for (size_t i = 0; i < order.size(); ++i) result_shape[i] = gathered[size_t(order[i])];
  check(expandable_to(values.sizes(), result_shape), ErrorKind::RuntimeError, "shape mismatch: value tensor of shape ",
        values.sizes(), " cannot be broadcast to indexing result of shape ", result_shape);
  std::vector<int64_t> inverse(order.size());
  for (size_t i = 0; i < order.size(); ++i) inverse[order[i]] = static_cast<int64_t>(i);
  const Tensor v = to_device_like(to_dtype(values, self.dtype()), self);
  const Tensor expanded = reshape(contiguous(permute(expand(v, result_shape), inverse)), flat_shape(plan));
  indexed_copy(advanced_plan(plan.positions, plan.rest_sizes, plan.rest_strides, true), self, expanded, plan.offsets,
               accumulate ? Mode::Add : Mode::Copy, 1, "index_put_cuda");
  s = {self};
});

}  // namespace tsr::tensor::cuda
