// The one elementwise launcher of the CUDA backend. Its shape logic is the CPU iterator's
// (make_elementwise_layout: broadcasting, dropped size-1 dimensions, coalescing), so both backends agree on which
// element meets which; the per-element function is a functor of functors.hpp, shared with the CPU tests.
//
// Two kernels: when every operand is one contiguous run (or a scalar), each thread handles V consecutive elements
// through 16-byte vector loads and stores where the pointers are aligned; otherwise each element's offsets come
// from OffsetCalculator, in 32-bit arithmetic when every offset fits. A 0-dim CPU operand (a Python number, a
// scalar tensor) is passed by value in the kernel's arguments and never copied to the device, in the computation's
// type: float for float16 and bfloat16 (PyTorch's opmath scalars: `half * 1.7` multiplies by 1.7f, not by 1.7
// rounded to half first).
#pragma once

#include <array>
#include <utility>

#include "tensor/cuda/contiguous_kernel.cuh"
#include "tensor/cuda/cuda_util.cuh"
#include "tensor/cuda/functors.hpp"
#include "tensor/cuda/offset_calculator.hpp"
#include "tensor/dispatch/trace.hpp"
#include "tensor/iterator/elementwise.hpp"

namespace tsr::tensor::cuda {

inline constexpr int kThreads = 256;

template <class Out, class In, int NIn, class F, class Index>
__global__ void strided_kernel(Out* out, Array<const In*, NIn> in, Array<ArgOf<In>, NIn> scalars, unsigned scalar_mask,
                               OffsetCalculator<NIn + 1, Index> calc, Index n, F f) {
  using A = ArgOf<In>;
  const Index step = Index(gridDim.x) * blockDim.x;
  for (Index i = Index(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const auto off = calc.offsets(i);
    A args[NIn > 0 ? NIn : 1];
#pragma unroll
    for (int k = 0; k < NIn; ++k)
      args[k] = (scalar_mask & (1u << k)) ? scalars[k] : static_cast<A>(in[k][off[k + 1]]);
    out[off[0]] = apply_functor(f, args, std::make_index_sequence<NIn>{});
  }
}

inline unsigned grid_for(int64_t work_items) {
  // Enough blocks to fill the device several times over; the grid-stride loops take the rest.
  const int64_t blocks = (work_items + kThreads - 1) / kThreads;
  const int64_t cap = int64_t(sm_count()) * 32;
  return static_cast<unsigned>(std::max<int64_t>(1, std::min(blocks, cap)));
}

template <class F>
__global__ void each_index_kernel(int64_t n, F f) {
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) f(i);
}

// f(i) for every i in [0, n) on the device, f a functor with a TSR_HD operator()(int64_t): the launch of the kernels
// whose per-element code is a host-and-device function the CPU tests run too.
template <class F>
void launch_each_index(int64_t n, const F& f) {
  if (n <= 0) return;
  each_index_kernel<F><<<grid_for(n), kThreads, 0, stream()>>>(n, f);
  TSR_CUDA_LAUNCH_CHECK();
}

// The dtypes of the CUDA kernels that move, compare or compute elements one by one: PyTorch's
// AT_DISPATCH_ALL_TYPES_AND3(Half, BFloat16, Bool).
template <class F>
decltype(auto) dispatch_all(ScalarType dtype, std::string_view kernel_name, F&& body) {
  return dispatch_dtype<DtypeGroup::All, ScalarType::Half, ScalarType::BFloat16>(dtype, kernel_name,
                                                                                std::forward<F>(body));
}

// A CPU operand's one element as In (0-dim CPU tensors only).
template <class In>
In host_scalar(const Tensor& t) {
  return dispatch_all(t.dtype(), "pointwise_cuda", [&]<class S>(std::type_identity<S>) { return static_cast<In>(*t.data<const S>()); });
}

template <class Out, class In, size_t NIn, class F>
void launch_functor(const Tensor& out, const std::array<Tensor, NIn>& inputs, F f);

// out[i] = f(inputs[0][i], ...): `out` is a CUDA tensor of dtype Out; each input is a CUDA tensor of dtype In or a
// 0-dim CPU tensor (any dtype), broadcast to out's shape. float16 and bfloat16 inputs are loaded as stored and
// computed in float (OpMathF), the result rounded once on the store, as PyTorch's CUDA kernels (and tsr's CPU
// kernels) do.
template <class Out, class In, size_t NIn, class F>
void launch(const Tensor& out, const std::array<Tensor, NIn>& inputs, F f) {
  if constexpr (is_reduced_floating_type<In>) launch_functor<Out, In, NIn>(out, inputs, OpMathF<F>{f});
  else launch_functor<Out, In, NIn>(out, inputs, f);
}

template <class Out, class In, size_t NIn, class F>
void launch_functor(const Tensor& out, const std::array<Tensor, NIn>& inputs, F f) {
  if (out.numel() == 0) return;
  constexpr int N = static_cast<int>(NIn);
  Array<const In*, N> in{};
  Array<ArgOf<In>, N> scalars{};
  unsigned scalar_mask = 0;
  std::array<Tensor, NIn + 1> operands;
  operands[0] = out;
  for (size_t k = 0; k < NIn; ++k) {
    operands[k + 1] = inputs[k];
    if (inputs[k].device().is_cpu()) {
      scalars[k] = host_scalar<ArgOf<In>>(inputs[k]);
      scalar_mask |= 1u << k;
    } else {
      check(inputs[k].dtype() == dtype_of<In>, ErrorKind::RuntimeError, "tsr CUDA launcher: operand dtype");
    }
  }
  const ElementwiseLayout<NIn + 1> layout = make_elementwise_layout<NIn + 1>(operands);
  for (size_t k = 0; k < NIn; ++k)
    if (!(scalar_mask & (1u << k))) in[k] = reinterpret_cast<const In*>(layout.data[k + 1]);
  Out* out_ptr = reinterpret_cast<Out*>(layout.data[0]);
  const int64_t n = layout.numel;

  bool contiguous = layout.sizes.size() == 1 && layout.strides[0][0] == 1;
  for (size_t k = 0; k < NIn && contiguous; ++k)
    contiguous = (scalar_mask & (1u << k)) || layout.strides[k + 1][0] == 1;
  if (contiguous) {
    constexpr int V = 16 / (sizeof(In) > sizeof(Out) ? sizeof(In) : sizeof(Out)) > 0
                          ? 16 / (sizeof(In) > sizeof(Out) ? sizeof(In) : sizeof(Out))
                          : 1;
    bool aligned = reinterpret_cast<uintptr_t>(out_ptr) % (sizeof(Out) * V) == 0;
    for (int k = 0; k < N && aligned; ++k)
      aligned = (scalar_mask & (1u << k)) || reinterpret_cast<uintptr_t>(in[k]) % (sizeof(In) * V) == 0;
    // One tile per block, no grid-stride repeats (as PyTorch's vectorised kernel): the blocks' loads all go out
    // at once. One 16-byte vector per thread and 128 threads a block: so shaped, exp on 64M float32 ran as fast
    // as the device's own copy on the H200 (86.8% of peak, session 51's bench/cuda/contiguous_launch.cu), and
    // slower with more vectors a thread (2: 86.3%, 4: 83.5%) or wider blocks (256: 86.6%, 512: 84.4%); add
    // reached 90.3% with one vector, 89.5% with four.
    constexpr int U = 1;
    constexpr int threads = 128;
    auto grid = [&](int64_t per_block) {
      return static_cast<unsigned>(std::min<int64_t>((n + per_block - 1) / per_block, int64_t(1) << 30));
    };
    const bool vectors = aligned && V > 1;
    const unsigned blocks = grid(int64_t(threads) * (vectors ? V : 1) * U);
    if (TraceSection::active())
      trace_launch("contiguous_kernel", blocks, threads,
                   vectors ? std::to_string(V) + " elements a thread in one " + std::to_string(V * sizeof(In)) +
                                 "-byte vector load per input"
                           : std::string("one element a thread (the pointers are not aligned for vectors)"));
    if (vectors) {
      contiguous_kernel<V, U, Out, In, N, F><<<blocks, threads, 0, stream()>>>(out_ptr, in, scalars, scalar_mask, n, f);
    } else {
      contiguous_kernel<1, U, Out, In, N, F><<<blocks, threads, 0, stream()>>>(out_ptr, in, scalars, scalar_mask, n, f);
    }
    TSR_CUDA_LAUNCH_CHECK();
    return;
  }
  check(layout.sizes.size() <= size_t(kMaxDims), ErrorKind::RuntimeError, "tsr CUDA kernels take at most ",
        kMaxDims, " dimensions after coalescing");
  auto run = [&]<class Index>(std::type_identity<Index>) {
    OffsetCalculator<N + 1, Index> calc;
    calc.dims = static_cast<int>(layout.sizes.size());
    for (int d = 0; d < calc.dims; ++d) {
      calc.sizes[d] = static_cast<Index>(layout.sizes[d]);
      for (int k = 0; k <= N; ++k) calc.strides[k][d] = static_cast<Index>(layout.strides[k][d]);
    }
    if (TraceSection::active())
      trace_launch("strided_kernel", grid_for(n), kThreads,
                   "a grid-stride loop, each element's offsets from " + std::to_string(calc.dims) + " dimension" +
                       (calc.dims == 1 ? "" : "s") + " in " + std::to_string(8 * sizeof(Index)) + "-bit arithmetic");
    strided_kernel<Out, In, N, F, Index><<<grid_for(n), kThreads, 0, stream()>>>(
        out_ptr, in, scalars, scalar_mask, calc, static_cast<Index>(n), f);
    TSR_CUDA_LAUNCH_CHECK();
  };
  if (fits_index<int32_t>(layout.sizes, layout.strides, N + 1)) run(std::type_identity<int32_t>{});
  else run(std::type_identity<int64_t>{});
}

}  // namespace tsr::tensor::cuda
