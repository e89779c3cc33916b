// The index math of the CUDA indexing kernels (indexing.cu): gather, scatter, scatter_add, index_select,
// index_add, index_copy, index_fill and advanced indexing (index.Tensor, index_put_) are all one "indexed copy": an
// iteration shape whose element i has an offset in a destination, a source and an index tensor (OffsetCalculator),
// and the index value read there moves either the source (a gather) or the destination (a scatter) along the
// indexed dimension by value * stride. The plans below (host C++, tensor shapes and strides only) build that
// description from an op's tensors; IndexedCopy::offsets (host and device) is what each GPU thread computes.
// tests/tensor/cuda/index_plans_test.cpp runs the same plans and offsets on the CPU against the CPU kernels.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "tensor/cuda/offset_calculator.hpp"

namespace tsr::tensor::cuda {

// Whether index value v addresses a dimension of `size` (wrap: negative values count from the end, as index_put_
// and index_fill; otherwise only [0, size), as gather, scatter, index_select, index_add and index_copy).
TSR_HD bool index_in_range(int64_t v, int64_t size, bool wrap) {
  return wrap ? (v >= -size && v < size) : (v >= 0 && v < size);
}
TSR_HD int64_t wrap_index(int64_t v, int64_t size) { return v < 0 ? v + size : v; }

template <class Index>
struct IndexedCopy {
  OffsetCalculator<3, Index> calc;  // operands: 0 destination, 1 source, 2 index (int64 elements)
  int64_t dim_stride = 0;           // the indexed operand's stride along the indexed dimension
  int64_t dim_size = 0;             // that dimension's size (for wrapping)
  bool wrap = false;
  bool moves_dst = false;           // scatter: the index value picks the destination's position; gather: the source's

  struct Offsets {
    int64_t dst, src;
  };
  // Element i's destination and source offsets (elements from their data pointers), reading its index value.
  TSR_HD Offsets offsets(Index i, const int64_t* index) const {
    const auto off = calc.offsets(i);
    int64_t v = index[off[2]];
    if (wrap) v = wrap_index(v, dim_size);
    const int64_t moved = v * dim_stride;
    return moves_dst ? Offsets{int64_t(off[0]) + moved, int64_t(off[1])} : Offsets{int64_t(off[0]), int64_t(off[1]) + moved};
  }
};

// The host's description: the iteration shape and each operand's strides over it (0 where it does not move: a
// broadcast, or the indexed operand along the indexed dimension).
struct IndexedCopyPlan {
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides[3];  // destination, source, index
  int64_t dim_stride = 0, dim_size = 0;
  bool wrap = false, moves_dst = false;

  int64_t numel() const {
    int64_t n = 1;
    for (int64_t s : sizes) n *= s;
    return n;
  }
  template <class Index>
  IndexedCopy<Index> to() const {
    IndexedCopy<Index> c;
    c.calc.dims = static_cast<int>(sizes.size());
    for (int d = 0; d < c.calc.dims; ++d) {
      c.calc.sizes[d] = static_cast<Index>(sizes[size_t(d)]);
      for (int k = 0; k < 3; ++k) c.calc.strides[k][d] = static_cast<Index>(strides[k][size_t(d)]);
    }
    c.dim_stride = dim_stride;
    c.dim_size = dim_size;
    c.wrap = wrap;
    c.moves_dst = moves_dst;
    return c;
  }
  // 32-bit offsets suffice for the calculator (the moved part is added in 64 bits).
  bool fits_32_bits() const { return fits_index<int32_t>(sizes, strides, 3); }
};

// A tensor's sizes and strides with a 0-d tensor as one element of a 1-d one (PyTorch's ensure_nonempty).
struct Shape {
  std::vector<int64_t> sizes, strides;
};
template <class TensorLike>
Shape shape_of(const TensorLike& t) {
  if (t.dim() == 0) return {{1}, {1}};
  return {std::vector<int64_t>(t.sizes().begin(), t.sizes().end()),
          std::vector<int64_t>(t.strides().begin(), t.strides().end())};
}

// gather: out (shaped as index) [i][j] = self[i][index[i][j]] (dim 1).
template <class TensorLike>
IndexedCopyPlan gather_plan(const TensorLike& self, int64_t dim, const TensorLike& index, const TensorLike& out) {
  const Shape s = shape_of(self), ix = shape_of(index), o = shape_of(out);
  IndexedCopyPlan p;
  p.sizes = ix.sizes;
  p.strides[0] = o.strides;
  p.strides[1] = s.strides;
  p.strides[1][size_t(dim)] = 0;
  p.strides[2] = ix.strides;
  p.dim_stride = s.strides[size_t(dim)];
  p.dim_size = s.sizes[size_t(dim)];
  return p;
}

// scatter / scatter_add: out[i][index[i][j]] = src[i][j] (dim 1), over index's shape (src may be larger).
template <class TensorLike>
IndexedCopyPlan scatter_plan(const TensorLike& out, int64_t dim, const TensorLike& index, const TensorLike& src) {
  const Shape o = shape_of(out), ix = shape_of(index), sr = shape_of(src);
  IndexedCopyPlan p;
  p.sizes = ix.sizes;
  p.strides[0] = o.strides;
  p.strides[0][size_t(dim)] = 0;
  p.strides[1] = sr.strides;
  p.strides[2] = ix.strides;
  p.dim_stride = o.strides[size_t(dim)];
  p.dim_size = o.sizes[size_t(dim)];
  p.moves_dst = true;
  return p;
}

// A 1-d index laid along `dim` of a shape of `nd` dimensions: its stride there, 0 elsewhere.
inline std::vector<int64_t> index_along(int64_t nd, int64_t dim, int64_t index_stride) {
  std::vector<int64_t> strides(size_t(nd), 0);
  strides[size_t(dim)] = index_stride;
  return strides;
}

// index_select: out (self's shape with index.numel() at dim) = self's slices at the indices.
template <class TensorLike>
IndexedCopyPlan index_select_plan(const TensorLike& self, int64_t dim, const TensorLike& index, const TensorLike& out) {
  const Shape s = shape_of(self), o = shape_of(out);
  IndexedCopyPlan p;
  p.sizes = o.sizes;
  p.strides[0] = o.strides;
  p.strides[1] = s.strides;
  p.strides[1][size_t(dim)] = 0;
  p.strides[2] = index_along(int64_t(o.sizes.size()), dim, index.dim() == 0 ? 0 : index.strides()[0]);
  p.dim_stride = s.strides[size_t(dim)];
  p.dim_size = s.sizes[size_t(dim)];
  return p;
}

// index_add / index_copy: source's slice i goes to (or is added at) self's slice index[i] along dim.
template <class TensorLike>
IndexedCopyPlan index_put_slices_plan(const TensorLike& self, int64_t dim, const TensorLike& index,
                                      const TensorLike& source) {
  const Shape s = shape_of(self), sr = shape_of(source);
  IndexedCopyPlan p;
  p.sizes = sr.sizes;
  p.strides[0] = s.strides;
  p.strides[0][size_t(dim)] = 0;
  p.strides[1] = sr.strides;
  p.strides[2] = index_along(int64_t(sr.sizes.size()), dim, index.dim() == 0 ? 0 : index.strides()[0]);
  p.dim_stride = s.strides[size_t(dim)];
  p.dim_size = s.sizes[size_t(dim)];
  p.moves_dst = true;
  return p;
}

// index_fill: one value (a 1-element source, stride 0) to self's slices at the indices (negative ones wrap).
template <class TensorLike>
IndexedCopyPlan index_fill_plan(const TensorLike& self, int64_t dim, const TensorLike& index) {
  const Shape s = shape_of(self);
  IndexedCopyPlan p;
  p.sizes = s.sizes;
  p.sizes[size_t(dim)] = index.numel();
  p.strides[0] = s.strides;
  p.strides[0][size_t(dim)] = 0;
  p.strides[1] = std::vector<int64_t>(s.sizes.size(), 0);
  p.strides[2] = index_along(int64_t(s.sizes.size()), dim, index.dim() == 0 ? 0 : index.strides()[0]);
  p.dim_stride = s.strides[size_t(dim)];
  p.dim_size = s.sizes[size_t(dim)];
  p.wrap = true;
  p.moves_dst = true;
  return p;
}

// Advanced indexing, after the index tensors became one int64 tensor `offsets` of shape B (the element offset in
// self of block b: sum over the indexed dims of index * stride, see advanced_offset): the blocks are strided views
// of the remaining dims. Gather: flat [B..., rest...] (contiguous) from self; scatter (index_put_): into self.
inline IndexedCopyPlan advanced_plan(int64_t positions, const std::vector<int64_t>& rest_sizes,
                                     const std::vector<int64_t>& rest_strides, bool put) {
  IndexedCopyPlan p;
  p.sizes = {positions};
  p.sizes.insert(p.sizes.end(), rest_sizes.begin(), rest_sizes.end());
  std::vector<int64_t> flat(p.sizes.size(), 1);
  for (size_t d = p.sizes.size() - 1; d > 0; --d) flat[d - 1] = flat[d] * p.sizes[d];
  std::vector<int64_t> blocks{0};
  blocks.insert(blocks.end(), rest_strides.begin(), rest_strides.end());
  p.strides[put ? 1 : 0] = flat;    // the gathered values, or the values to put
  p.strides[put ? 0 : 1] = blocks;  // self
  p.strides[2] = std::vector<int64_t>(p.sizes.size(), 0);
  p.strides[2][0] = 1;
  p.dim_stride = 1;
  p.dim_size = 0;
  p.moves_dst = put;
  return p;
}

// One indexed dimension's share of a block's offset: the value (negative counts from the end) times the stride;
// false when out of range.
TSR_HD bool advanced_offset(int64_t v, int64_t size, int64_t stride, int64_t& offset) {
  if (!index_in_range(v, size, true)) return false;
  offset += wrap_index(v, size) * stride;
  return true;
}

}  // namespace tsr::tensor::cuda
