// Ops that rearrange elements without computing on them: flip, roll, repeat, tril and triu. Each copies (none
// is a view, as in PyTorch); their derivatives are in their declarations.
#include <cstring>
#include <numeric>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/ops/shape_ops.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

TSR_DEFINE_OP("flip(Tensor self, int[] dims) -> Tensor", "The elements in reverse order along each of dims.",
              autograd::formula("FlipBackward0", {}, [](Ctx& c) {
                return G{call("flip", {c.g(), c.ints("dims")})};
              }));
TSR_DEFINE_OP("roll(Tensor self, int[1] shifts, int[1] dims=[]) -> Tensor",
              "The elements shifted along dims, wrapping around (the flattened tensor when dims is empty).",
              autograd::formula("RollBackward0", {}, [](Ctx& c) {
                std::vector<int64_t> back = c.ints("shifts");
                for (auto& k : back) k = -k;
                return G{call("roll", {c.g(), back, c.ints("dims")})};
              }));
TSR_DEFINE_OP("repeat(Tensor self, SymInt[] repeats) -> Tensor", "The tensor tiled repeats[i] times along dim i.",
              autograd::formula("RepeatBackward0", {}, [](Ctx& c) {
                // The gradient viewed as [r0, s0, r1, s1, ...] and summed over the repeats, then shaped like self.
                const std::vector<int64_t> repeats = c.ints("repeats");
                const Dims& shape = c.shape("self");
                const size_t lead = repeats.size() - shape.size();
                std::vector<int64_t> interleaved, repeat_dims;
                for (size_t d = 0; d < repeats.size(); ++d) {
                  repeat_dims.push_back(int64_t(interleaved.size()));
                  interleaved.insert(interleaved.end(), {repeats[d], d < lead ? 1 : shape[d - lead]});
                }
                Tensor g = call("reshape", {c.g(), interleaved});
                g = call("sum.dim_IntList", {g, repeat_dims, false, NoneValue{}});
                return G{reshape_to(g, shape)};
              }));
TSR_DEFINE_OP("tril(Tensor self, int diagonal=0) -> Tensor",
              "The lower triangle of the last two dims (on and below the diagonal-th diagonal), zeros elsewhere.",
              autograd::formula("TrilBackward0", {}, [](Ctx& c) {
                return G{call("tril", {c.g(), c.i("diagonal")})};
              }));
TSR_DEFINE_OP("triu(Tensor self, int diagonal=0) -> Tensor",
              "The upper triangle of the last two dims (on and above the diagonal-th diagonal), zeros elsewhere.",
              autograd::formula("TriuBackward0", {}, [](Ctx& c) {
                return G{call("triu", {c.g(), c.i("diagonal")})};
              }));

namespace {

// The dims an op names, wrapped and checked for repeats (PyTorch's wording).
std::vector<bool> dim_mask(std::span<const int64_t> dims, int64_t ndim, const char* op) {
  std::vector<bool> mask(static_cast<size_t>(std::max<int64_t>(ndim, 1)), false);
  for (int64_t d : dims) {
    const size_t k = static_cast<size_t>(wrap_dim(d, ndim));
    check(!mask[k], ErrorKind::RuntimeError, "dim ", k, " appears multiple times in the list of dims");
    mask[k] = true;
  }
  (void)op;
  return mask;
}

Tensor flip_cpu(const Tensor& self, std::span<const int64_t> dims) {
  const std::vector<bool> flipped = dim_mask(dims, self.dim(), "flip");
  const Tensor src = contiguous(self);
  // the result keeps self's layout, as PyTorch's (empty_like: a permuted self gives a permuted result)
  Tensor out = empty_like_layout(self, self.sizes(), self.dtype());
  const int64_t nd = self.dim(), n = self.numel();
  const size_t es = self.element_size();
  const Dims& sizes = self.sizes();
  const Dims& strides = src.strides();
  const Dims& out_strides = out.strides();
  const char* from = static_cast<const char*>(src.data_ptr());
  char* to = static_cast<char*>(out.data_ptr());
  // Walk the result in index order with a counter per dim; the source offset reflects the flipped dims.
  std::vector<int64_t> index(static_cast<size_t>(nd), 0);
  int64_t offset = 0, out_offset = 0;
  for (int64_t d = 0; d < nd; ++d)
    if (flipped[size_t(d)]) offset += (sizes[size_t(d)] - 1) * strides[size_t(d)];
  for (int64_t i = 0; i < n; ++i) {
    std::memcpy(to + size_t(out_offset) * es, from + size_t(offset) * es, es);
    for (int64_t d = nd - 1; d >= 0; --d) {
      const size_t k = size_t(d);
      const int64_t step = flipped[k] ? -strides[k] : strides[k];
      if (++index[k] < sizes[k]) {
        offset += step;
        out_offset += out_strides[k];
        break;
      }
      offset -= step * (sizes[k] - 1);
      out_offset -= out_strides[k] * (sizes[k] - 1);
      index[k] = 0;
    }
  }
  return out;
}

Tensor roll_cpu(const Tensor& self, std::span<const int64_t> shifts, std::span<const int64_t> dims) {
  if (dims.empty()) {
    check(shifts.size() == 1, ErrorKind::RuntimeError, "shifts and dimensions must align. shifts: ", shifts.size(),
          ", dims:0");
    const int64_t flat[1] = {self.numel()};
    const int64_t zero[1] = {0};
    return reshape(roll_cpu(reshape(self, flat), shifts, zero), self.sizes());
  }
  check(shifts.size() == dims.size(), ErrorKind::RuntimeError, "shifts and dimensions must align. shifts: ",
        shifts.size(), ", dims:", dims.size());
  Tensor out = self;
  for (size_t k = 0; k < dims.size(); ++k) {
    const int64_t dim = wrap_dim(dims[k], self.dim());
    const int64_t n = self.sizes()[size_t(dim)];
    if (n == 0) continue;
    const int64_t s = ((shifts[k] % n) + n) % n;  // elements move forward by s: the last s come first
    if (s == 0) continue;
    out = cat({narrow(out, dim, n - s, s), narrow(out, dim, 0, n - s)}, dim);
  }
  return out.is_same(self) ? clone(self) : out;
}

// repeat: self (its shape padded with leading 1s) viewed as [1, s0, 1, s1, ...], expanded to [r0, s0, r1, s1, ...]
// and copied into [r0 * s0, r1 * s1, ...].
Tensor repeat_cpu(const Tensor& self, std::span<const int64_t> repeats) {
  check(repeats.size() >= size_t(self.dim()), ErrorKind::RuntimeError,
        "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
  const size_t nd = repeats.size(), lead = nd - size_t(self.dim());
  std::vector<int64_t> interleaved_view, interleaved, out_shape;
  for (size_t d = 0; d < nd; ++d) {
    const int64_t s = d < lead ? 1 : self.sizes()[d - lead];
    interleaved_view.insert(interleaved_view.end(), {1, s});
    interleaved.insert(interleaved.end(), {repeats[d], s});
    out_shape.push_back(repeats[d] * s);
  }
  for (int64_t size : out_shape)
    check(size >= 0, ErrorKind::RuntimeError, "Trying to create tensor with negative dimension ", size, ": ",
          Dims(out_shape));
  return reshape(contiguous(expand(reshape(self, interleaved_view), interleaved)), out_shape);
}

// tril / triu: a copy with the elements outside the triangle zeroed; `keep(row, col)` says which stay.
template <class Keep>
Tensor triangle(const Tensor& self, const char* op, Keep keep) {
  (void)op;
  // PyTorch's errors for fewer than 2 dims: those of wrapping dim -2.
  check(self.dim() > 0, ErrorKind::IndexError, "Dimension specified as -2 but tensor has no dimensions");
  wrap_dim(-2, self.dim());
  Tensor out = contiguous(self);  // a row-major copy (clone would keep a transposed layout)
  if (out.is_same(self)) out = clone(self);
  const int64_t rows = self.sizes()[size_t(self.dim() - 2)], cols = self.sizes()[size_t(self.dim() - 1)];
  const int64_t matrices = rows * cols == 0 ? 0 : out.numel() / (rows * cols);
  const size_t es = out.element_size();
  char* p = static_cast<char*>(out.data_ptr());
  for (int64_t m = 0; m < matrices; ++m)
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c)
        if (!keep(r, c)) std::memset(p + size_t((m * rows + r) * cols + c) * es, 0, es);  // zero in every dtype
  return out;
}

TSR_REGISTER_KERNEL("flip", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {flip_cpu(std::get<Tensor>(s[0]), int_list_arg(s, 1))};
});
TSR_REGISTER_KERNEL("roll", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {roll_cpu(std::get<Tensor>(s[0]), int_list_arg(s, 1), int_list_arg(s, 2))};
});
TSR_REGISTER_KERNEL("repeat", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {repeat_cpu(std::get<Tensor>(s[0]), int_list_arg(s, 1))};
});
TSR_REGISTER_KERNEL("tril", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t k = int_arg(s, 1, 0);
  s = {triangle(std::get<Tensor>(s[0]), "tril", [k](int64_t r, int64_t c) { return c - r <= k; })};
});
TSR_REGISTER_KERNEL("triu", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t k = int_arg(s, 1, 0);
  s = {triangle(std::get<Tensor>(s[0]), "triu", [k](int64_t r, int64_t c) { return c - r >= k; })};
});

}  // namespace
}  // namespace tsr::tensor
