// The launch shape of the contiguous elementwise kernel (tensor/cuda/elementwise.cuh), measured: tsr's own
// contiguous_kernel with its own exp and add functors, over block widths and vectors per thread, against the
// device's copy (cudaMemcpyAsync, device to device) as the ceiling. Each figure is the median of 7 rounds of 50
// launches timed by CUDA events, on 64M float32 elements. Built and run on a lent GPU (docs/cuda.md):
//   nvcc -std=c++20 -O3 --expt-relaxed-constexpr --diag-suppress=173 -I. -arch=sm_90 bench/cuda/contiguous_launch.cu \
//     -o contiguous_launch
//   ./contiguous_launch 4800      # the device's peak GB/s, for the shares
//   python3 bench/cuda/torch_kernel_events.py 4800   # PyTorch's kernels, timed alike
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "tensor/cuda/contiguous_kernel.cuh"
#include "tensor/cuda/functors.hpp"

using namespace tsr::tensor::cuda;

#define CHECK(call)                                                                          \
  do {                                                                                       \
    cudaError_t e_ = (call);                                                                 \
    if (e_ != cudaSuccess) {                                                                 \
      std::fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(e_));                       \
      std::exit(1);                                                                          \
    }                                                                                        \
  } while (0)

namespace {

constexpr int64_t kN = int64_t(64) << 20;
float peak_gbs = 4800;

template <class Launch>
double median_ms(Launch&& launch, int reps = 50, int rounds = 7) {
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  launch();
  CHECK(cudaDeviceSynchronize());
  std::vector<float> ms;
  for (int r = 0; r < rounds; ++r) {
    CHECK(cudaEventRecord(start));
    for (int i = 0; i < reps; ++i) launch();
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    float t = 0;
    CHECK(cudaEventElapsedTime(&t, start, stop));
    ms.push_back(t / reps);
  }
  CHECK(cudaGetLastError());
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

void report(const char* what, double ms, double bytes) {
  const double gbs = bytes / (ms * 1e-3) / 1e9;
  std::printf("%-34s %.4f ms  %5.0f GB/s  %5.1f%% of peak\n", what, ms, gbs, 100 * gbs / peak_gbs);
}

// A variant that marks the loads and stores as streamed (evict first): one read, one write, nothing reused.
template <int V, int U, class F>
__global__ void streaming_unary(float* out, const float* in, int64_t n, F f) {
  const int64_t tile = int64_t(blockDim.x) * V * U;
  const int64_t start = int64_t(blockIdx.x) * tile;
  if (start + tile <= n) {
    float4 v[U];
#pragma unroll
    for (int u = 0; u < U; ++u) v[u] = __ldcs(reinterpret_cast<const float4*>(in + start + (int64_t(u) * blockDim.x + threadIdx.x) * V));
#pragma unroll
    for (int u = 0; u < U; ++u) {
      float4 r{f(v[u].x), f(v[u].y), f(v[u].z), f(v[u].w)};
      __stcs(reinterpret_cast<float4*>(out + start + (int64_t(u) * blockDim.x + threadIdx.x) * V), r);
    }
  } else {
    for (int64_t i = start + threadIdx.x; i < n && i < start + tile; i += blockDim.x) out[i] = f(in[i]);
  }
}

template <int U, int NIn, class F>
void sweep_one(const char* name, float* out, Array<const float*, NIn> in, F f, int threads) {
  constexpr int V = 4;
  const int64_t per_block = int64_t(threads) * V * U;
  const unsigned grid = unsigned((kN + per_block - 1) / per_block);
  Array<float, NIn> scalars{};
  const double ms = median_ms([&] { contiguous_kernel<V, U, float, float, NIn, F><<<grid, threads>>>(out, in, scalars, 0u, kN, f); });
  char label[80];
  std::snprintf(label, sizeof label, "%s threads %d U %d", name, threads, U);
  report(label, ms, double(NIn + 1) * 4 * kN);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) peak_gbs = std::strtof(argv[1], nullptr);
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("%s, %d multiprocessors, %.0f MB of L2\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize / 1e6);
  float *a, *b, *out;
  CHECK(cudaMalloc(&a, kN * 4));
  CHECK(cudaMalloc(&b, kN * 4));
  CHECK(cudaMalloc(&out, kN * 4));
  CHECK(cudaMemset(a, 0, kN * 4));
  CHECK(cudaMemset(b, 0, kN * 4));
  report("copy (cudaMemcpyAsync)", median_ms([&] { CHECK(cudaMemcpyAsync(out, a, kN * 4, cudaMemcpyDeviceToDevice)); }), 2.0 * 4 * kN);
  const Array<const float*, 1> one{{a}};
  const Array<const float*, 2> two{{a, b}};
  for (int threads : {128, 256, 512}) {
    sweep_one<1>("exp", out, one, ExpF{}, threads);
    sweep_one<2>("exp", out, one, ExpF{}, threads);
    sweep_one<4>("exp", out, one, ExpF{}, threads);
    sweep_one<8>("exp", out, one, ExpF{}, threads);
  }
  for (int threads : {128, 256}) {
    sweep_one<1>("add", out, two, AddF{}, threads);
    sweep_one<2>("add", out, two, AddF{}, threads);
    sweep_one<4>("add", out, two, AddF{}, threads);
  }
  for (int threads : {128, 256}) {
    for (int u : {2, 4}) {
      const int64_t per_block = int64_t(threads) * 4 * u;
      const unsigned grid = unsigned((kN + per_block - 1) / per_block);
      const double ms = median_ms([&] {
        if (u == 2) streaming_unary<4, 2><<<grid, threads>>>(out, a, kN, ExpF{});
        else streaming_unary<4, 4><<<grid, threads>>>(out, a, kN, ExpF{});
      });
      char label[80];
      std::snprintf(label, sizeof label, "exp streamed threads %d U %d", threads, u);
      report(label, ms, 2.0 * 4 * kN);
    }
  }
  return 0;
}
