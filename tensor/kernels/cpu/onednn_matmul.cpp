// See onednn_matmul.hpp, Note [bfloat16 matrix products].
#include "tensor/kernels/cpu/onednn_matmul.hpp"

#include <omp.h>

#include <dnnl.hpp>
#include <unordered_map>

namespace tsr::tensor {

namespace {

using dt = dnnl::memory::data_type;

dnnl::engine& engine() {
  static dnnl::engine e(dnnl::engine::kind::cpu, 0);
  return e;
}

// PyTorch's mkldnn_bf16_device_check.
bool avx512_core() {
  static const bool yes = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512dq");
  }();
  return yes;
}

// A 2-d bfloat16 operand as oneDNN memory: its sizes and strides as they are (a transposed view stays so).
dnnl::memory::desc strided(int64_t rows, int64_t cols, int64_t row_stride, int64_t col_stride) {
  return {{rows, cols}, dt::bf16, dnnl::memory::dims{row_stride, col_stride}};
}

// Creating a matmul primitive costs more than a small product: kept by shape, strides and scales, per thread.
struct Key {
  int64_t m, k, n, as0, as1, bs0, bs1;
  float alpha, beta;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  size_t operator()(const Key& k) const {
    size_t h = 0;
    for (const int64_t v : {k.m, k.k, k.n, k.as0, k.as1, k.bs0, k.bs1}) h = h * 1000003u ^ std::hash<int64_t>()(v);
    return h ^ std::hash<float>()(k.alpha) * 31u ^ std::hash<float>()(k.beta);
  }
};

struct Primitive {
  dnnl::matmul::primitive_desc pd;
  dnnl::matmul matmul;
};

const Primitive& primitive(const Key& key) {
  thread_local std::unordered_map<Key, Primitive, KeyHash> cache;
  if (const auto it = cache.find(key); it != cache.end()) return it->second;
  if (cache.size() > 256) cache.clear();
  dnnl::primitive_attr attr;
  if (key.alpha != 1.0f) attr.set_output_scales(0, {key.alpha});
  if (key.beta != 0.0f) {
    dnnl::post_ops ops;
    ops.append_sum(key.beta);
    attr.set_post_ops(ops);
  }
  const dnnl::matmul::desc desc(strided(key.m, key.k, key.as0, key.as1), strided(key.k, key.n, key.bs0, key.bs1),
                                strided(key.m, key.n, key.n, 1));
  dnnl::matmul::primitive_desc pd(desc, attr, engine());
  dnnl::matmul matmul(pd);
  return cache.emplace(key, Primitive{std::move(pd), std::move(matmul)}).first->second;
}

}  // namespace

bool bfloat16_product_on_onednn(int64_t m, int64_t k, int64_t n) { return avx512_core() && m * k * n > 16 * 16 * 16; }

void onednn_bfloat16_gemm(const Tensor& a, const Tensor& b, Tensor& out, float alpha, float beta) {
  const int64_t m = a.sizes()[0], k = a.sizes()[1], n = b.sizes()[1];
  // cpublas::gemm is column-major, and addmm hands it the row-major product as C^T = B^T A^T (src a, weights b)
  // but for a one-column result, which it takes as it is (src b^T, weights a^T, dst out^T).
  const bool one_column = n == 1;
  const Tensor& src = one_column ? b : a;
  const Tensor& wei = one_column ? a : b;
  const auto sa = src.strides(), sw = wei.strides();
  Key key = one_column ? Key{1, k, m, sa[0], sa[1], sw[1], sw[0], alpha, beta}
                       : Key{m, k, n, sa[0], sa[1], sw[0], sw[1], alpha, beta};
  if (one_column) std::swap(key.as0, key.as1);  // b^T: 1 x k
  // A size-1 dimension's stride is free: given the plain layout's, which oneDNN checks
  const auto plain_where_free = [](int64_t rows, int64_t cols, int64_t& rs, int64_t& cs) {
    if (cols == 1) cs = 1;
    if (rows == 1) rs = cols * cs;
  };
  plain_where_free(key.m, key.k, key.as0, key.as1);
  plain_where_free(key.k, key.n, key.bs0, key.bs1);
  // tsr's OpenMP threads sleep between parallel regions (OMP_WAIT_POLICY=passive: process_environment.hpp), and
  // waking them costs more than a small product gains from them (measured: 60 us for a 64^3 product on two threads,
  // 5 us on one; even at 192^3). Below 2^23 multiply-adds the product runs on this thread; oneDNN splits matmul by
  // rows and columns, not along k, so the bits are the same (PyTorch's on one and two threads alike).
  const int threads = omp_get_max_threads();
  const bool alone = threads > 1 && m * k * n < (int64_t{1} << 23);
  if (alone) omp_set_num_threads(1);
  struct Restore {
    bool on;
    int threads;
    ~Restore() {
      if (on) omp_set_num_threads(threads);
    }
  } restore{alone, threads};
  const Primitive& p = primitive(key);
  const dnnl::matmul::primitive_desc& pd = p.pd;
  thread_local dnnl::stream s(engine());
  const auto memory = [&](const dnnl::memory::desc& d, const Tensor& t) { return dnnl::memory(d, engine(), t.data_ptr()); };
  p.matmul.execute(s, {{DNNL_ARG_SRC, memory(pd.src_desc(), src)},
                 {DNNL_ARG_WEIGHTS, memory(pd.weights_desc(), wei)},
                 {DNNL_ARG_DST, memory(pd.dst_desc(), out)}});
  s.wait();
}

}  // namespace tsr::tensor
