// EmbeddingBag: PyTorch 1.13's _embedding_bag on the CPU, the op F.embedding_bag, nn.EmbeddingBag and
// torch.embedding_bag end in.
//
// Debian's PyTorch is built without fbgemm, so its CPU kernel is the fallback loop, and that is what this kernel
// does, to the last bit:
// - sum and mean add each index's weight row into its bag's output row, in index order; a per_sample_weight scales
//   the row with a fused multiply-add on the fast path (float rows of stride 1, no padding_idx), else with the
//   product rounded first; mean then divides by the bag's size (padding_idx rows not counted; an empty bag's row
//   is zeros). float16 adds in a float buffer, rounded once.
// - max keeps, per element, the first largest value of the bag and the row it came from (max_indices).
// The gradient (EmbeddingBagBackward0) is 1.13's _embedding_bag_dense_backward: the indices sorted, each
// occurrence adding its bag's gradient row into its weight row by a fused multiply-add, scaled by its
// per_sample_weight, 1 / bag_size (mean) and 1 / an index's count (scale_grad_by_freq: see frequency_divisors),
// the scale formed in double; max routes each element's gradient to its max_indices row. per_sample_weights'
// gradient is a BLAS dot of the bag's gradient row and the weight row. Both are ops of their own, which 1.13
// cannot differentiate again, and neither can tsr. With sparse=True the weight's gradient is the uncoalesced COO
// tensor of 1.13's _embedding_bag_sparse_backward.
//
// The outputs besides the result are 1.13's too, in the indices' integer type (int32 when indices and offsets
// both are): offset2bag (each index's bag; empty on the "fast path": a sum over float or half rows of stride 1
// with no padding_idx), bag_size (non-padding indices per bag; zeros for sum) and max_indices (max: per element;
// mean: bag_size; sum: zeros). padding_idx is -1 for none; torch.embedding_bag and F.embedding_bag turn a
// negative one into a row number first, as PyTorch's do.
#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/device_check.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/indexing.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

constexpr int64_t kSum = 0, kMean = 1, kMax = 2;

std::vector<int64_t> int64_values(const Tensor& t) {
  const Tensor c = host_contiguous(t, ScalarType::Long);
  const int64_t* p = c.data<const int64_t>();
  return std::vector<int64_t>(p, p + c.numel());
}

// Which bag each index falls in, and each bag's range, from the offsets (PyTorch's checks and messages).
struct Bags {
  std::vector<int64_t> indices, begin, end;
  int64_t count() const { return static_cast<int64_t>(begin.size()); }
};

Bags read_bags(const Tensor& indices, const Tensor& offsets, bool include_last_offset) {
  for (const auto& [t, name] : {std::pair{&indices, "indices"}, std::pair{&offsets, "offsets"}})
    check(t->dtype() == ScalarType::Long || t->dtype() == ScalarType::Int, ErrorKind::RuntimeError,
          "Expected tensor for argument #1 '", name, "' to have one of the following scalar types: Long, Int; but got ",
          checked_type_name(*t), " instead (while checking arguments for embedding_bag)");
  check(indices.dim() == 1, ErrorKind::RuntimeError, "input has to be a 1D or 2D Tensor, but got Tensor of dimension ",
        indices.dim());
  check(offsets.dim() == 1, ErrorKind::RuntimeError, "offsets has to be a 1D Tensor, but got Tensor of dimension ",
        offsets.dim());
  Bags b;
  b.indices = int64_values(indices);
  const std::vector<int64_t> off = int64_values(offsets);
  const int64_t n = static_cast<int64_t>(b.indices.size());
  if (!off.empty()) {
    check(off.front() == 0, ErrorKind::RuntimeError,
          "offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from position 0. However, "
          "got ", off.front());
    check(off.back() <= n, ErrorKind::RuntimeError, "offsets[-1] can not be greater than input's length ", n,
          " but got offsets[-1] of ", off.back());
  }
  const size_t bags = include_last_offset ? (off.empty() ? 0 : off.size() - 1) : off.size();
  for (size_t k = 0; k < bags; ++k) {
    b.begin.push_back(std::clamp<int64_t>(off[k], 0, n));
    b.end.push_back(std::clamp<int64_t>(k + 1 < off.size() ? off[k + 1] : n, b.begin.back(), n));
  }
  return b;
}

void check_index(int64_t index, int64_t rows) {
  check(index >= 0 && index < rows, ErrorKind::RuntimeError,
        "embedding_bag: Expected idx >= 0 && idx < num_embeddings but found idx to be ", index);
}

// y += alpha * x over n elements with strides: a fused multiply-add per element for float and double (what 1.13's
// loops compile to in Debian's build; OpenBLAS's axpy rounds its tail elements twice, which PyTorch's results do
// not show), else a multiply and an add that each round to T (c10::Half arithmetic).
template <class T>
void axpy(int64_t n, T alpha, const T* x, int64_t incx, T* y, int64_t incy) {
  for (int64_t i = 0; i < n; ++i) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      y[i * incy] = std::fma(alpha, x[i * incx], y[i * incy]);
    } else {
      const T product = static_cast<T>(static_cast<float>(alpha) * static_cast<float>(x[i * incx]));
      y[i * incy] = static_cast<T>(static_cast<float>(y[i * incy]) + static_cast<float>(product));
    }
  }
}

// PyTorch's dot_impl: BLAS sdot/ddot, else a naive loop in T (float16, bfloat16: each product and sum rounded).
template <class T>
T dot(int64_t n, const T* x, int64_t incx, const T* y, int64_t incy) {
  if constexpr (std::is_same_v<T, float>) {
    return cblas_sdot(static_cast<int>(n), x, static_cast<int>(incx), y, static_cast<int>(incy));
  } else if constexpr (std::is_same_v<T, double>) {
    return cblas_ddot(static_cast<int>(n), x, static_cast<int>(incx), y, static_cast<int>(incy));
  } else {
    T sum = static_cast<T>(0.0f);
    for (int64_t i = 0; i < n; ++i) {
      const T product = static_cast<T>(static_cast<float>(x[i * incx]) * static_cast<float>(y[i * incy]));
      sum = static_cast<T>(static_cast<float>(sum) + static_cast<float>(product));
    }
    return sum;
  }
}

Tensor int_tensor(const std::vector<int64_t>& values, std::vector<int64_t> shape, ScalarType dtype) {
  Tensor t = empty(shape, ScalarType::Long);
  std::copy(values.begin(), values.end(), t.data<int64_t>());
  return to_dtype(t, dtype);
}

// A weight whose rows BLAS can walk (PyTorch's tensors never have negative strides; tsr's numpy views may).
Tensor walkable(const Tensor& w) { return w.strides()[0] < 0 || w.strides()[1] < 0 ? contiguous(w) : w; }

// Each bag's non-padding count, and each index's bag.
std::vector<int64_t> bag_sizes(const Bags& b, int64_t padding_idx) {
  std::vector<int64_t> sizes;
  for (int64_t k = 0; k < b.count(); ++k) {
    int64_t n = 0;
    for (int64_t i = b.begin[k]; i < b.end[k]; ++i) n += b.indices[i] != padding_idx;
    sizes.push_back(n);
  }
  return sizes;
}
std::vector<int64_t> bag_of(const Bags& b) {
  std::vector<int64_t> of(b.indices.size(), 0);
  for (int64_t k = 0; k < b.count(); ++k)
    for (int64_t i = b.begin[k]; i < b.end[k]; ++i) of[i] = k;
  return of;
}

// max mode's picks: per bag and element, the row of the first largest value (made by the forward, and again for
// the gradient: the node saves results 0 to 2 only).
std::vector<int64_t> max_picks(const Tensor& weight_in, const Bags& b, int64_t padding_idx) {
  const Tensor weight = walkable(weight_in);
  const int64_t dim = weight.sizes()[1], ws0 = weight.strides()[0], ws1 = weight.strides()[1];
  std::vector<int64_t> picks(static_cast<size_t>(b.count() * dim), 0);
  visit_dtype(weight.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half>) {
      const T* w = weight.data<const T>();
      for (int64_t k = 0; k < b.count(); ++k) {
        bool first = true;
        for (int64_t i = b.begin[k]; i < b.end[k]; ++i) {
          const int64_t index = b.indices[i];
          if (index == padding_idx) continue;
          for (int64_t d = 0; d < dim; ++d)
            if (first || static_cast<double>(w[index * ws0 + d * ws1]) >
                             static_cast<double>(w[picks[k * dim + d] * ws0 + d * ws1]))
              picks[k * dim + d] = index;
          first = false;
        }
      }
    }
  });
  return picks;
}

void embedding_bag_forward(Stack& s) {
  const Tensor weight = walkable(std::get<Tensor>(s[0]));
  const Tensor& indices = std::get<Tensor>(s[1]);
  const Tensor& offsets = std::get<Tensor>(s[2]);
  const int64_t mode = int_arg(s, 4, kSum);
  const Tensor psw = std::holds_alternative<Tensor>(s[6]) ? std::get<Tensor>(s[6]) : Tensor();
  const bool include_last_offset = bool_arg(s, 7, false);
  const int64_t padding_idx = int_arg(s, 8, -1);
  const ScalarType dtype = weight.dtype();
  check(dtype == ScalarType::Float || dtype == ScalarType::Double || dtype == ScalarType::Half,
        ErrorKind::RuntimeError, "Expected tensor for argument #1 'weight' to have one of the following scalar types: "
        "Half, Float, Double; but got ", checked_type_name(weight), " instead (while checking arguments for embedding_bag)");
  check(weight.dim() == 2, ErrorKind::RuntimeError, "weight has to be a 2D Tensor, but got Tensor of dimension ",
        weight.dim());
  if (psw.defined()) {
    check(psw.dtype() == dtype, ErrorKind::RuntimeError, "Expected tensor for argument #1 'weight' to have the same "
          "type as tensor for argument #1 'per_sample_weights'; but type ", legacy_tensor_type(weight),
          " does not equal ", legacy_tensor_type(psw), " (while checking arguments for embedding_bag)");
    check(mode == kSum, ErrorKind::NotImplementedError, "embedding_bag: per_sample_weights was not None. "
          "per_sample_weights is only supported for mode='sum' (got mode='", mode == kMean ? "mean" : "max",
          "'). Please open a feature request on GitHub.");
    check(psw.dim() == 1 && psw.numel() == indices.numel(), ErrorKind::RuntimeError,
          "expected per_sample_weights to be 1D tensor and have the same number of elements as indices");
  }
  const Bags b = read_bags(indices, offsets, include_last_offset);
  const ScalarType index_dtype =
      indices.dtype() == ScalarType::Int && offsets.dtype() == ScalarType::Int ? ScalarType::Int : ScalarType::Long;
  const int64_t rows = weight.sizes()[0], dim = weight.sizes()[1], bags = b.count();
  const int64_t n = static_cast<int64_t>(b.indices.size());
  for (int64_t k = 0; k < bags; ++k)  // (1.13 checks each index as its loop reaches it, padding_idx too)
    for (int64_t i = b.begin[k]; i < b.end[k]; ++i) check_index(b.indices[i], rows);
  const std::vector<int64_t> bag_size = bag_sizes(b, padding_idx), offset2bag = bag_of(b);
  const std::vector<int64_t> max_indices = mode == kMax ? max_picks(weight, b, padding_idx) : std::vector<int64_t>{};
  Tensor out = zeros(std::vector<int64_t>{bags, dim}, dtype);
  const int64_t ws0 = weight.strides()[0], ws1 = weight.strides()[1];
  const Tensor psw_values = psw.defined() ? contiguous(psw) : Tensor();
  // 1.13's fast path (a float or half sum over rows of stride 1, no padding_idx): it makes no offset2bag, and its
  // per_sample_weights multiply-add is fused; elsewhere the product is rounded before the add
  const bool fast_sum = mode == kSum && (dtype == ScalarType::Float || dtype == ScalarType::Half) && ws1 == 1 &&
                        padding_idx < 0 && (!psw.defined() || psw.strides()[0] == 1);
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half>) {
      const T* w = weight.data<const T>();
      T* o = out.data<T>();
      const T* scale = psw_values.defined() ? psw_values.data<const T>() : nullptr;
      if (mode == kMax) {  // each element's picked row (a bag of padding alone stays zeros)
        for (int64_t k = 0; k < bags; ++k)
          if (bag_size[k] > 0)
            for (int64_t d = 0; d < dim; ++d) o[k * dim + d] = w[max_indices[k * dim + d] * ws0 + d * ws1];
        return;
      }
      // sum and mean (float16 through a float buffer, as 1.13's fallback)
      using Acc = std::conditional_t<std::is_same_v<T, Half>, float, T>;
      std::vector<Acc> buffer(std::is_same_v<T, Half> ? static_cast<size_t>(bags * dim) : 0, Acc(0));
      for (int64_t k = 0; k < bags; ++k)
        for (int64_t i = b.begin[k]; i < b.end[k]; ++i) {
          const int64_t index = b.indices[i];
          if (index == padding_idx) continue;
          if constexpr (std::is_same_v<T, Half>) {
            const float a = scale ? static_cast<float>(scale[i]) : 1.0f;
            for (int64_t d = 0; d < dim; ++d) {
              const float product = a * static_cast<float>(w[index * ws0 + d * ws1]);
              buffer[k * dim + d] += product;
            }
          } else if (fast_sum || !scale) {
            axpy<T>(dim, scale ? scale[i] : T(1), w + index * ws0, ws1, o + k * dim, 1);
          } else {  // 1.13's generic loop: output += src * scale, the product rounded
            for (int64_t d = 0; d < dim; ++d) {
              const T product = w[index * ws0 + d * ws1] * scale[i];
              o[k * dim + d] += product;
            }
          }
        }
      if constexpr (std::is_same_v<T, Half>)
        for (int64_t e = 0; e < bags * dim; ++e) o[e] = static_cast<T>(buffer[e]);
      if (mode == kMean)
        for (int64_t k = 0; k < bags; ++k) {
          const T size = static_cast<T>(std::max<int64_t>(bag_size[k], 1));
          for (int64_t d = 0; d < dim; ++d)
            o[k * dim + d] = static_cast<T>(static_cast<Acc>(o[k * dim + d]) / static_cast<Acc>(size));
        }
    }
  });
  const std::vector<int64_t> none(static_cast<size_t>(bags), 0);
  const Tensor sizes = int_tensor(mode == kSum ? none : bag_size, {bags}, index_dtype);
  s = {out, fast_sum ? empty(std::vector<int64_t>{0}, index_dtype) : int_tensor(offset2bag, {n}, index_dtype), sizes,
       mode == kMax ? int_tensor(max_indices, {bags, dim}, index_dtype) : mode == kMean ? clone(sizes)
                                                                                        : int_tensor(none, {bags}, index_dtype)};
}

// ---- the gradient

// The occurrences in indices.sort()'s order (not stable: std::sort over (index, position) pairs, as 1.13's sort
// kernel), which orders the occurrences of one index, and so the rounding of their sum.
std::vector<std::pair<int64_t, int64_t>> sorted_occurrences(const std::vector<int64_t>& indices) {
  std::vector<std::pair<int64_t, int64_t>> sorted;
  for (size_t i = 0; i < indices.size(); ++i) sorted.emplace_back(indices[i], static_cast<int64_t>(i));
  std::sort(sorted.begin(), sorted.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  return sorted;
}

// What scale_grad_by_freq divides occurrence i's gradient by. 1.13's loop over the groups of equal sorted indices
// reads the count of the index at sorted position g for group g (not of the group's own index), so that is the
// count used here too: the same gradients as PyTorch's, where an index is preceded by a repeated one.
std::vector<int64_t> frequency_divisors(const std::vector<int64_t>& indices, int64_t rows) {
  std::vector<int64_t> counts(static_cast<size_t>(rows), 0);
  for (int64_t index : indices)
    if (index >= 0 && index < rows) ++counts[index];
  const auto sorted = sorted_occurrences(indices);
  std::vector<int64_t> divisor(indices.size(), 1);
  size_t group = 0;
  for (size_t j = 0; j < sorted.size(); ++j) {
    if (j > 0 && sorted[j].first != sorted[j - 1].first) ++group;
    const int64_t index = sorted[group].first;
    divisor[sorted[j].second] = index >= 0 && index < rows ? std::max<int64_t>(counts[index], 1) : 1;
  }
  return divisor;
}
// 1.13's _embedding_bag_dense_backward (the stack in its schema's order, below).
Tensor dense_backward(const Stack& s) {
  const Tensor& grad = std::get<Tensor>(s[0]);
  check(grad.dtype() == ScalarType::Float || grad.dtype() == ScalarType::Double || grad.dtype() == ScalarType::Half,
        ErrorKind::RuntimeError, "Expected tensor for argument #1 'grad_' to have one of the following scalar types: "
        "Half, Float, Double; but got ", checked_type_name(grad), " instead (while checking arguments for embedding_bag)");
  const Tensor g = contiguous(grad);
  const std::vector<int64_t> indices = int64_values(std::get<Tensor>(s[1])), of = int64_values(std::get<Tensor>(s[2]));
  const std::vector<int64_t> sizes = int64_values(std::get<Tensor>(s[3]));
  const int64_t rows = int_arg(s, 5, 0), mode = int_arg(s, 7, kSum), padding_idx = int_arg(s, 9, -1);
  const bool scale_grad_by_freq = bool_arg(s, 6, false);
  check(g.dim() == 2 && of.size() == indices.size(), ErrorKind::RuntimeError,
        "_embedding_bag_dense_backward: expected a 2-D grad and one offset2bag entry per index");
  const int64_t dim = g.sizes()[1];
  Tensor result = zeros(std::vector<int64_t>{rows, dim}, g.dtype());
  const std::vector<int64_t> divisors = frequency_divisors(indices, rows);
  const Tensor psw = std::holds_alternative<Tensor>(s[8]) ? contiguous(to_dtype(std::get<Tensor>(s[8]), ScalarType::Double))
                                                          : Tensor();
  const double* scales = psw.defined() ? psw.data<const double>() : nullptr;
  visit_dtype(g.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half>) {
      const T* gd = g.data<const T>();
      T* rd = result.data<T>();
      if (mode == kMax) {  // index_add_ per element, over the non-empty bags in order
        const std::vector<int64_t> picks = int64_values(std::get<Tensor>(s[4]));
        for (size_t k = 0; k < sizes.size(); ++k) {
          if (sizes[k] == 0) continue;
          for (int64_t d = 0; d < dim; ++d) {
            using Acc = std::conditional_t<std::is_same_v<T, Half>, float, T>;
            T& r = rd[picks[k * dim + d] * dim + d];
            r = static_cast<T>(static_cast<Acc>(r) + static_cast<Acc>(gd[k * dim + d]));
          }
        }
        return;
      }
      for (const auto& [index, i] : sorted_occurrences(indices)) {
        if (index == padding_idx) continue;
        check_index(index, rows);
        double scale = scales ? scales[i] : 1.0;  // formed in double, as 1.13's
        if (scale_grad_by_freq) scale /= static_cast<double>(divisors[i]);
        if (mode == kMean && sizes[of[i]] != 0) scale /= static_cast<double>(sizes[of[i]]);
        axpy<T>(dim, static_cast<T>(scale), gd + of[i] * dim, 1, rd + index * dim, 1);
      }
    }
  });
  return result;
}

// 1.13's _embedding_bag_per_sample_weights_backward: a BLAS dot of each index's bag gradient row and weight row.
Tensor per_sample_weights_backward(const Stack& s) {
  const Tensor& grad = std::get<Tensor>(s[0]);
  check_dtype_in(DtypeGroup::Floating, grad.dtype(), "_embedding_bag_per_sample_weights_backward_cpu",
                 {ScalarType::Half, ScalarType::BFloat16});
  const Tensor weight = walkable(std::get<Tensor>(s[1]));
  const std::vector<int64_t> indices = int64_values(std::get<Tensor>(s[2])), of = int64_values(std::get<Tensor>(s[4]));
  const int64_t mode = int_arg(s, 5, kSum), padding_idx = int_arg(s, 6, -1);
  check(mode == kSum, ErrorKind::RuntimeError, "embedding_bag_backward: per_sample_weights only supported for mode='sum'");
  const int64_t dim = weight.sizes()[1], n = static_cast<int64_t>(indices.size());
  Tensor result = zeros(std::vector<int64_t>{n}, grad.dtype());
  const Tensor g = grad.strides()[0] < 0 || grad.strides()[1] < 0 ? contiguous(grad) : grad;
  visit_dtype(g.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, Half> ||
                  std::is_same_v<T, BFloat16>) {
      const T* gd = g.data<const T>();
      const T* wd = weight.data<const T>();
      T* rd = result.data<T>();
      for (int64_t i = 0; i < n; ++i) {
        if (indices[i] == padding_idx) continue;
        check_index(indices[i], weight.sizes()[0]);
        rd[i] = dot<T>(dim, gd + of[i] * g.strides()[0], g.strides()[1], wd + indices[i] * weight.strides()[0],
                       weight.strides()[1]);
      }
    }
  });
  return result;
}

// 1.13's _embedding_bag_sparse_backward: each index's gradient row (scaled) as one entry of a COO tensor.
Tensor sparse_backward(const Tensor& grad, const Bags& b, const std::vector<int64_t>& of, const std::vector<int64_t>& sizes,
                       int64_t rows, bool scale_grad_by_freq, int64_t mode, const Tensor& psw, int64_t padding_idx) {
  check(!scale_grad_by_freq, ErrorKind::RuntimeError,
        "embedding_backward: scale_grad_by_freq not supported with sparse gradients");
  const int64_t n = static_cast<int64_t>(b.indices.size()), dim = grad.sizes()[1];
  Tensor index_grad = index_select(grad, 0, int_tensor(of, {n}, ScalarType::Long));
  if (mode == kMean) {  // apply_bag_size_backward: times 1 / bag_size, formed in the gradient's dtype
    Tensor inverse = call("reciprocal", {to_dtype(int_tensor(sizes, {b.count()}, ScalarType::Long), grad.dtype())});
    index_grad = mul(index_grad, unsqueeze(index_select(inverse, 0, int_tensor(of, {n}, ScalarType::Long)), 1));
  }
  if (psw.defined()) index_grad = mul(index_grad, unsqueeze(psw, 1));
  std::vector<int64_t> keep, target;
  for (int64_t i = 0; i < n; ++i)
    if (b.indices[i] != padding_idx) keep.push_back(i), target.push_back(b.indices[i]);
  const int64_t m = static_cast<int64_t>(keep.size());
  if (m != n) index_grad = index_select(index_grad, 0, int_tensor(keep, {m}, ScalarType::Long));
  return sparse_coo_unsafe(int_tensor(target, {1, m}, ScalarType::Long), contiguous(index_grad), Dims{rows, dim});
}

// EmbeddingBagBackward0: 1.13's _embedding_bag_backward, which makes offset2bag where the forward's fast path did
// not, and calls the dense or sparse backward, and the per_sample_weights one. (max_indices is recomputed: a node
// saves results 0 to 2 only.)
G embedding_bag_backward(Ctx& c) {
  if (!c.g(0).defined()) return G{Tensor(), Tensor(), Tensor(), Tensor()};
  // The kernels are the host's: tensors on another device are differentiated on host copies, the gradients moved
  // back (torch.embedding_bag runs the forward so too)
  const Device device = c.s("weight").device();
  auto host = [](const Tensor& t) { return t.defined() && !t.device().is_cpu() ? to_device(t, Device{}) : t; };
  auto back = [&](const Tensor& t) { return t.defined() && !device.is_cpu() ? to_device(t, device) : t; };
  const Tensor grad = host(c.g(0)), weight = host(c.s("weight")), indices = host(c.s("indices")),
               offsets = host(c.s("offsets")), psw = host(c.s("per_sample_weights"));
  const int64_t mode = c.i("mode", kSum), padding_idx = c.i("padding_idx", -1);
  const Bags b = read_bags(indices, offsets, c.b("include_last_offset"));
  const int64_t n = static_cast<int64_t>(b.indices.size()), rows = weight.sizes()[0], dim = weight.sizes()[1];
  const std::vector<int64_t> of = bag_of(b), sizes = bag_sizes(b, padding_idx);
  const Tensor offset2bag = int_tensor(of, {n}, ScalarType::Long);
  Tensor gw, gp;
  if (c.needs("weight")) {
    if (c.b("sparse")) {
      gw = sparse_backward(grad, b, of, sizes, rows, c.b("scale_grad_by_freq"), mode, psw, padding_idx);
    } else {
      const Tensor picks = mode == kMax ? int_tensor(max_picks(weight, b, padding_idx), {b.count(), dim}, ScalarType::Long)
                                        : empty(std::vector<int64_t>{0}, ScalarType::Long);
      gw = call("_embedding_bag_dense_backward",
                {grad, indices, offset2bag, int_tensor(sizes, {b.count()}, ScalarType::Long), picks, rows,
                 c.b("scale_grad_by_freq"), mode, psw.defined() ? IValue(psw) : IValue(NoneValue{}), padding_idx});
    }
  }
  if (psw.defined() && c.needs("per_sample_weights"))
    gp = call("_embedding_bag_per_sample_weights_backward", {grad, weight, indices, offsets, offset2bag, mode, padding_idx});
  return G{back(gw), Tensor(), Tensor(), back(gp)};
}

// The dense gradient's derivative, which 1.13 does not have (derivatives.yaml's not_implemented, whose message
// names the op without its namespace): backward through it raises.
std::shared_ptr<const OpDerivative> no_dense_double_backward() {
  return formula("NotImplemented", {}, [](Ctx&) -> G {
    throw Error(ErrorKind::RuntimeError, "derivative for _embedding_bag_dense_backward is not implemented");
  });
}

}  // namespace

TSR_DEFINE_OP(
    "_embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, "
    "bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> "
    "(Tensor, Tensor, Tensor, Tensor)",
    "Sums (mode 0), means (1) or maxima (2) of bags of weight rows; the bag each index is in, the bags' sizes, and "
    "the rows the maxima came from.",
    autograd::per_entry_under_vmap(autograd::formula("EmbeddingBagBackward0",
                                                     {"weight", "indices", "offsets", "per_sample_weights"},
                                                     embedding_bag_backward)));

TSR_REGISTER_KERNEL("_embedding_bag", CPU, [](const Operator&, DispatchKeySet, Stack& s) { embedding_bag_forward(s); });

// The gradients, as ops (1.13's, with its schemas): under create_graph they are recorded, and backward through
// them raises, as PyTorch's does.
TSR_DEFINE_OP(
    "_embedding_bag_dense_backward(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, "
    "Tensor maximum_indices, int num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, "
    "int padding_idx=-1) -> Tensor",
    "_embedding_bag's gradient for weight (dense).", no_dense_double_backward());
TSR_DEFINE_OP(
    "_embedding_bag_per_sample_weights_backward(Tensor grad, Tensor weight, Tensor indices, Tensor offsets, "
    "Tensor offset2bag, int mode, int padding_idx=-1) -> Tensor",
    "_embedding_bag's gradient for per_sample_weights.",
    autograd::not_implemented("_embedding_bag_per_sample_weights_backward"));
TSR_REGISTER_KERNEL("_embedding_bag_dense_backward", CPU,
                    [](const Operator&, DispatchKeySet, Stack& s) { s = {dense_backward(s)}; });
TSR_REGISTER_KERNEL("_embedding_bag_per_sample_weights_backward", CPU,
                    [](const Operator&, DispatchKeySet, Stack& s) { s = {per_sample_weights_backward(s)}; });

}  // namespace tsr::tensor
