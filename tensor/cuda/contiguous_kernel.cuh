// The contiguous elementwise kernel of tensor/cuda/elementwise.cuh, with the small types it takes, in a header of
// its own that needs no more of tsr than dtype.hpp: bench/cuda/contiguous_launch.cu measures its launch shapes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "tensor/core/dtype.hpp"
#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::cuda {

template <class T, int N>
struct Array {
  T v[N > 0 ? N : 1];
  TSR_HD T& operator[](int i) { return v[i]; }
  TSR_HD const T& operator[](int i) const { return v[i]; }
};

template <class T, int V>
struct alignas(sizeof(T) * V) Vec {
  T v[V];
};

template <class F, class T, int N, size_t... I>
TSR_HD auto apply_functor(const F& f, const T (&args)[N], std::index_sequence<I...>) {
  return f(args[I]...);
}

// The type the functor's arguments are loaded into: float for the 16-bit floating types (OpMathF computes in it).
template <class In>
using ArgOf = std::conditional_t<is_reduced_floating_type<In>, float, In>;

// Each thread takes U vectors of V elements per tile, spaced a block's width apart (so a warp's accesses stay
// coalesced), and issues all their loads before the first use: more memory requests in flight per thread.
template <int V, int U, class Out, class In, int NIn, class F>
__global__ void contiguous_kernel(Out* out, Array<const In*, NIn> in, Array<ArgOf<In>, NIn> scalars,
                                  unsigned scalar_mask, int64_t n, F f) {
  using A = ArgOf<In>;
  const int64_t tile = int64_t(blockDim.x) * V * U;
  for (int64_t start = int64_t(blockIdx.x) * tile; start < n; start += int64_t(gridDim.x) * tile) {
    if (start + tile <= n) {
      A args[U][V][NIn > 0 ? NIn : 1];
#pragma unroll
      for (int u = 0; u < U; ++u) {
        const int64_t base = start + (int64_t(u) * blockDim.x + threadIdx.x) * V;
#pragma unroll
        for (int k = 0; k < NIn; ++k) {
          if (scalar_mask & (1u << k)) {
#pragma unroll
            for (int j = 0; j < V; ++j) args[u][j][k] = scalars[k];
          } else {
            const Vec<In, V> loaded = *reinterpret_cast<const Vec<In, V>*>(in[k] + base);
#pragma unroll
            for (int j = 0; j < V; ++j) args[u][j][k] = static_cast<A>(loaded.v[j]);
          }
        }
      }
#pragma unroll
      for (int u = 0; u < U; ++u) {
        Vec<Out, V> result;
#pragma unroll
        for (int j = 0; j < V; ++j) result.v[j] = apply_functor(f, args[u][j], std::make_index_sequence<NIn>{});
        *reinterpret_cast<Vec<Out, V>*>(out + start + (int64_t(u) * blockDim.x + threadIdx.x) * V) = result;
      }
    } else {
      const int64_t end = n < start + tile ? n : start + tile;
      for (int64_t i = start + threadIdx.x; i < end; i += blockDim.x) {
        A args[NIn > 0 ? NIn : 1];
#pragma unroll
        for (int k = 0; k < NIn; ++k) args[k] = (scalar_mask & (1u << k)) ? scalars[k] : static_cast<A>(in[k][i]);
        out[i] = apply_functor(f, args, std::make_index_sequence<NIn>{});
      }
    }
  }
}

}  // namespace tsr::tensor::cuda
