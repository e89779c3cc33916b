// _np_core: the kernels numpy needs that the tensor library's ops do not give (stdlib/numpy, docs/numpy.md).
//
// add_reduce(t, dim, dtype) sums a float tensor in numpy 1.24's order, so sums and means print numpy's last
// digit. numpy's add.reduce starts from 0 and runs its buffered iterator: the elements in memory order, in
// buffers of 8192 (NPY_BUFSIZE), each buffer's run along the reduced axis added as a pairwise sum
// (pairwise_sum in loops_utils.h.src: 8 accumulators over blocks of at most 128, halves above that, split at a
// multiple of 8). A whole-array sum is so a sequence of pairwise sums of 8192-element chunks in memory order;
// an axis that is the innermost (smallest stride) gives each output its lane's chunks the same way; any other
// axis is the iterator's outer loop, so each output accumulates the reduced axis one element at a time, in
// order. Checked against numpy 1.24 on sizes 1..100003, float32/float64, int means, strided and transposed
// views (script test 373).
#include <algorithm>
#include <numeric>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/ops/factory.hpp"

namespace tsr::interp::torch {

namespace {

using tensor::ScalarType;
using tensor::Tensor;

constexpr int64_t kBufferSize = 8192;  // NPY_BUFSIZE

// Stride is a template argument where it is 1, so the compiler vectorises the eight accumulators (the order
// of the additions is the same either way).
template <class Acc, class In, bool kUnit>
Acc pairwise_impl(const In* a, int64_t n, int64_t stride) {
  if constexpr (kUnit) stride = 1;
  if (n < 8) {
    Acc res = 0.;
    for (int64_t i = 0; i < n; ++i) res += Acc(a[i * stride]);
    return res;
  }
  if (n <= 128) {
    Acc r[8];
    for (int j = 0; j < 8; ++j) r[j] = Acc(a[j * stride]);
    int64_t i = 8;
    for (; i < n - (n % 8); i += 8)
      for (int j = 0; j < 8; ++j) r[j] += Acc(a[(i + j) * stride]);
    Acc res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += Acc(a[i * stride]);
    return res;
  }
  int64_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_impl<Acc, In, kUnit>(a, n2, stride) + pairwise_impl<Acc, In, kUnit>(a + n2 * stride, n - n2, stride);
}

template <class Acc, class In>
Acc pairwise(const In* a, int64_t n, int64_t stride) {
  return stride == 1 ? pairwise_impl<Acc, In, true>(a, n, 1) : pairwise_impl<Acc, In, false>(a, n, stride);
}

// One lane of n elements: a pairwise sum per buffer of 8192, added in order from 0.
template <class Acc, class In>
Acc lane_sum(const In* a, int64_t n, int64_t stride) {
  Acc acc = 0.;
  for (int64_t start = 0; start < n; start += kBufferSize)
    acc += pairwise<Acc>(a + start * stride, std::min(kBufferSize, n - start), stride);
  return acc;
}

// The dims of t in memory order (largest stride first), merged where one steps over the next exactly, as
// numpy's iterator coalesces them: (size, stride) pairs. Size-1 dims are dropped.
std::vector<std::pair<int64_t, int64_t>> memory_order(const Tensor& t) {
  std::vector<int64_t> dims;
  for (int64_t d = 0; d < t.dim(); ++d)
    if (t.sizes()[size_t(d)] != 1) dims.push_back(d);
  std::stable_sort(dims.begin(), dims.end(), [&](int64_t x, int64_t y) {
    return std::abs(t.strides()[size_t(x)]) > std::abs(t.strides()[size_t(y)]);
  });
  std::vector<std::pair<int64_t, int64_t>> out;
  for (int64_t d : dims) {
    const int64_t size = t.sizes()[size_t(d)], stride = t.strides()[size_t(d)];
    if (!out.empty() && out.back().second == stride * size) out.back() = {out.back().first * size, stride};
    else out.emplace_back(size, stride);
  }
  return out;
}

template <class Acc, class In>
Value reduce_all(const Tensor& t, ScalarType out_dtype) {
  const In* base = reinterpret_cast<const In*>(static_cast<const char*>(t.storage()->data())) + t.storage_offset();
  const auto runs = memory_order(t);
  Acc acc = 0.;
  if (runs.empty()) {
    if (t.numel() == 1) acc += Acc(base[0]);
  } else if (runs.size() == 1) {
    acc = lane_sum<Acc>(base, runs[0].first, runs[0].second);
  } else {
    // the buffer takes the elements in memory order across the outer dims
    std::vector<Acc> buffer;
    buffer.reserve(size_t(kBufferSize));
    const auto [inner_n, inner_s] = runs.back();
    std::vector<int64_t> idx(runs.size() - 1, 0);
    for (;;) {
      int64_t off = 0;
      for (size_t k = 0; k < idx.size(); ++k) off += idx[k] * runs[k].second;
      for (int64_t i = 0; i < inner_n; ++i) {
        buffer.push_back(Acc(base[off + i * inner_s]));
        if (int64_t(buffer.size()) == kBufferSize) {
          acc += pairwise<Acc>(buffer.data(), kBufferSize, 1);
          buffer.clear();
        }
      }
      size_t k = idx.size();
      while (k > 0 && ++idx[k - 1] == runs[k - 1].first) idx[--k] = 0;
      if (k == 0) break;
    }
    if (!buffer.empty()) acc += pairwise<Acc>(buffer.data(), int64_t(buffer.size()), 1);
  }
  Tensor r = tensor::zeros({}, out_dtype);
  *static_cast<Acc*>(r.storage()->data()) = acc;
  return wrap(std::move(r));
}

template <class Acc, class In>
Value reduce_dim(const Tensor& t, int64_t dim, ScalarType out_dtype) {
  const In* base = reinterpret_cast<const In*>(static_cast<const char*>(t.storage()->data())) + t.storage_offset();
  const int64_t n = t.sizes()[size_t(dim)], s = t.strides()[size_t(dim)];
  // the reduced axis is numpy's inner loop when no other axis (of size > 1) has a smaller stride
  bool innermost = true;
  for (int64_t d = 0; d < t.dim(); ++d)
    if (d != dim && t.sizes()[size_t(d)] > 1 && std::abs(t.strides()[size_t(d)]) < std::abs(s)) innermost = false;
  std::vector<int64_t> out_sizes;
  std::vector<int64_t> out_dims;
  for (int64_t d = 0; d < t.dim(); ++d)
    if (d != dim) {
      out_sizes.push_back(t.sizes()[size_t(d)]);
      out_dims.push_back(d);
    }
  Tensor r = tensor::zeros(out_sizes, out_dtype);
  Acc* out = static_cast<Acc*>(r.storage()->data());
  const int64_t m = r.numel();
  std::vector<int64_t> idx(out_dims.size(), 0);
  for (int64_t o = 0; o < m; ++o) {
    int64_t off = 0;
    for (size_t k = 0; k < idx.size(); ++k) off += idx[k] * t.strides()[size_t(out_dims[k])];
    if (innermost) {
      out[o] = lane_sum<Acc>(base + off, n, s);
    } else {
      Acc acc = 0.;
      for (int64_t i = 0; i < n; ++i) acc += Acc(base[off + i * s]);
      out[o] = acc;
    }
    for (size_t k = idx.size(); k > 0; --k) {
      if (++idx[k - 1] < out_sizes[k - 1]) break;
      idx[k - 1] = 0;
    }
  }
  return wrap(std::move(r));
}

template <class Acc>
Value dispatch_input(const Tensor& t, int64_t dim, ScalarType out_dtype) {
  return tensor::visit_dtype(t.dtype(), [&]<class In>(std::type_identity<In>) -> Value {
    if (dim < 0) return reduce_all<Acc, In>(t, out_dtype);
    return reduce_dim<Acc, In>(t, dim, out_dtype);
  });
}

}  // namespace

void init_numpy_kernels_module() {
  register_native_module("_np_core", [](ModuleObject& m) {
    auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
    // add_reduce(t, dim, dtype): t summed over dim (-1: every dim) into a float32/float64 result in numpy's
    // order; None for another result dtype or a tensor not on the CPU.
    def("add_reduce", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "add_reduce expects a tensor");
      const Tensor& t = unwrap(a[0]);
      const auto out_dtype = dtype_of(a[2]);
      if (!out_dtype || !t.device().is_cpu()) return Value::none();
      const int64_t dim = a[1].as_int();
      if (*out_dtype == ScalarType::Double) return dispatch_input<double>(t, dim, *out_dtype);
      if (*out_dtype == ScalarType::Float) return dispatch_input<float>(t, dim, *out_dtype);
      return Value::none();
    });
  });
}

}  // namespace tsr::interp::torch
