// View operations: each returns a tensor over the same storage with new sizes/strides/offset (see
// Note [Views are views] in tensor/core/tensor.hpp). Error messages are PyTorch's.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// view(*shape): one -1 is inferred; fails when the strides cannot express the new shape without a copy.
Tensor view(const Tensor& self, std::span<const int64_t> shape);
// reshape: a view when possible, else a contiguous copy.
Tensor reshape(const Tensor& self, std::span<const int64_t> shape);
// reshape's plan: the sizes `shape` asks for (one -1 inferred) and, when self's memory holds them as a view, that
// view's strides (PyTorch's computeStride; nullopt: reshape copies).
struct ReshapePlan {
  Dims sizes;
  std::optional<Dims> strides;
};
ReshapePlan plan_reshape(const Tensor& self, std::span<const int64_t> shape);
Tensor permute(const Tensor& self, std::span<const int64_t> dims);
Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1);
Tensor t(const Tensor& self);  // 2-d transpose; 0-d and 1-d tensors are returned as views of themselves
Tensor unsqueeze(const Tensor& self, int64_t dim);
Tensor squeeze(const Tensor& self);               // every size-1 dimension
Tensor squeeze(const Tensor& self, int64_t dim);  // that dimension if its size is 1
// expand: -1 keeps a size; new leading dimensions and size-1 dimensions get stride 0.
Tensor expand(const Tensor& self, std::span<const int64_t> sizes);
// narrow's checks (PyTorch's messages) and its slice as {dim, start, end}, dim wrapped and start made positive.
std::array<int64_t, 3> narrow_bounds(const Tensor& self, int64_t dim, int64_t start, int64_t length);
Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length);
Tensor select(const Tensor& self, int64_t dim, int64_t index);
// slice(dim, start, end, step) with Python's clamping of start/end; step must be positive.
Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end,
             int64_t step = 1);
Tensor unfold(const Tensor& self, int64_t dim, int64_t size, int64_t step);
Tensor as_strided(const Tensor& self, std::span<const int64_t> sizes, std::span<const int64_t> strides,
                  std::optional<int64_t> storage_offset = std::nullopt);
Tensor flatten(const Tensor& self, int64_t start_dim = 0, int64_t end_dim = -1);
// The shape flatten reshapes self to, or nullopt when it merges nothing (flatten is then self itself).
std::optional<Dims> flatten_shape(const Tensor& self, int64_t start_dim, int64_t end_dim);
Tensor diagonal(const Tensor& self, int64_t offset = 0, int64_t dim1 = 0, int64_t dim2 = 1);

// Complex views (docs/tensor.md "Complex dtypes"): a complex tensor's elements as pairs of its component dtype in
// a new last dimension of 2 (torch.view_as_real), the reverse (torch.view_as_complex: last dimension of size 2
// and stride 1, other strides even), and `.real`/`.imag`, one of the pair (a real tensor's `.real` is itself;
// its `.imag` raises PyTorch's error). All share self's storage.
Tensor view_as_real(const Tensor& self);
Tensor view_as_complex(const Tensor& self);
Tensor real(const Tensor& self);

// Tensor.view(dtype): self's bytes read as another dtype. With a wider or narrower element the last dimension
// (stride 1) shrinks or grows by the ratio and the other strides and the offset are rescaled, with PyTorch's
// error where they do not divide.
Tensor view_dtype(const Tensor& self, ScalarType dtype);
Tensor imag(const Tensor& self);

// The broadcast shape of two shapes, with PyTorch's error for incompatible sizes.
Dims broadcast_shapes(std::span<const int64_t> a, std::span<const int64_t> b);

// Copies: `copy_` writes src into dst (broadcasting src, converting dtype), bumping dst's version;
// `contiguous` returns self when already contiguous; `clone` always copies.
Tensor& copy_(Tensor& dst, const Tensor& src);
// copy_ between tensors whose memory the host can read, whatever device they say they are on (the CPU's copy; the
// CUDA stand-in's copies: Note [The CUDA stand-in]).
Tensor& copy_on_host(Tensor& dst, const Tensor& src);
Tensor contiguous(const Tensor& self);
Tensor clone(const Tensor& self);
// Memory formats (torch.memory_format, as the bindings number them): a dense tensor's dimension order in memory.
// channels_last is a 4-d tensor stored N, H, W, C; channels_last_3d a 5-d one stored N, D, H, W, C.
enum class MemoryFormat : int64_t { Preserve = 0, Contiguous = 1, ChannelsLast = 2, ChannelsLast3d = 3 };
// The strides of a dense tensor of `sizes` in `format` (Contiguous, ChannelsLast or ChannelsLast3d; the channels-last
// formats need 4 and 5 dims, checked with PyTorch's error).
Dims memory_format_strides(std::span<const int64_t> sizes, MemoryFormat format);
// PyTorch's is_contiguous(memory_format): the strides of `format`, size-1 dimensions' strides ignored.
bool is_contiguous_in(const Tensor& self, MemoryFormat format);
// self when it is already contiguous in `format`, else a copy laid out so (Preserve: self).
Tensor contiguous_in(const Tensor& self, MemoryFormat format);
// A copy of self in new memory laid out with `strides` (dense for self's sizes: a memory format's).
Tensor copy_with_strides(const Tensor& self, const Dims& strides);
// A tensor of the same shape with another dtype (a copy unless the dtype already matches).
Tensor to_dtype(const Tensor& self, ScalarType dtype);
// self's values as a contiguous CPU tensor of dtype, for kernels that read values on the host (a GPU tensor is
// copied over; not recorded by autograd).
Tensor host_contiguous(const Tensor& self, ScalarType dtype);

}  // namespace tsr::tensor
