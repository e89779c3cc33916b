// The layout of an elementwise op's result, as PyTorch's TensorIterator chooses it (its fast setup).
#pragma once

#include <initializer_list>
#include <span>

#include "tensor/core/tensor.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The result of an elementwise op whose operands all have its shape (none broadcast, no 0-dim number), laid out as
// TensorIterator's fast setup lays it: operands all contiguous (size-1 dims' strides ignored, as is_contiguous
// ignores them) give fresh contiguous strides, all channels-last ones (4-d) fresh channels-last strides; otherwise
// `like`'s layout (empty_like_layout: non-overlapping dense strides kept). So `exp` of an image read height-width-
// channels and given a batch dim, `img.permute(2, 0, 1)[None]`, is channels-last as in PyTorch (and a convolution of
// it takes the channels-last path), and `exp` of `torch.rand(1, 3).t()` has strides (1, 1).
inline Tensor empty_like_pointwise(std::initializer_list<const Tensor*> operands, const Tensor& like,
                                   std::span<const int64_t> sizes, ScalarType dtype) {
  bool same = like.sizes() == Dims(sizes), contiguous = true, channels_last = sizes.size() == 4;
  for (const Tensor* t : operands) {
    same = same && t->sizes() == like.sizes();
    if (!same) break;
    contiguous = contiguous && is_contiguous_in(*t, MemoryFormat::Contiguous);
    channels_last = channels_last && is_contiguous_in(*t, MemoryFormat::ChannelsLast);
  }
  if (same && contiguous) return empty(sizes, dtype, like.device());
  if (same && channels_last)
    return empty_dense(sizes, memory_format_strides(sizes, MemoryFormat::ChannelsLast), dtype, like.device());
  return empty_like_layout(like, sizes, dtype);
}
inline Tensor empty_like_pointwise(const Tensor& a, ScalarType dtype) {
  return empty_like_pointwise({&a}, a, a.sizes(), dtype);
}

}  // namespace tsr::tensor
