// See views.hpp.
#include "tensor/views/views.hpp"

#include <omp.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

#include "tensor/core/cuda_hooks.hpp"
#include "tensor/core/warning.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/functorch/batched.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/cpu/half_rows.hpp"
#include "tensor/kernels/float_to_integer.hpp"

namespace tsr::tensor {
namespace {

// Resolves a single -1 in `shape` against `numel`, as PyTorch's infer_size does.
Dims infer_size(std::span<const int64_t> shape, int64_t numel) {
  Dims result(shape);
  int64_t known = 1;
  bool overflowed = false, zero = false;
  std::optional<size_t> inferred;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == -1) {
      check(!inferred, ErrorKind::RuntimeError, "only one dimension can be inferred");
      inferred = i;
    } else {
      check(shape[i] >= 0, ErrorKind::RuntimeError, "invalid shape dimension ", shape[i]);
      zero |= shape[i] == 0;
      overflowed |= __builtin_mul_overflow(known, shape[i], &known);  // reshape(2**62, 2**62): UBSan
    }
  }
  if (zero) known = 0;
  check(!(inferred && known == 0 && numel == 0), ErrorKind::RuntimeError, "cannot reshape tensor of 0 elements into "
        "shape ", Dims(shape), " because the unspecified dimension size -1 can be any value and is ambiguous");
  // A product past int64 matches no tensor's size.
  const bool ok = (!overflowed || zero) && (inferred ? (known != 0 && numel % known == 0) : numel == known);
  check(ok, ErrorKind::RuntimeError, "shape '", Dims(shape), "' is invalid for input of size ", numel);
  if (inferred) result[*inferred] = numel / known;
  return result;
}

// Strides that let `new_sizes` view memory laid out as (sizes, strides), or nullopt when a copy is needed.
// Dimensions are grouped into chunks that are contiguous with each other; a new dimension may not straddle two
// chunks (this is PyTorch's computeStride).
std::optional<Dims> view_strides(const Dims& sizes, const Dims& strides, const Dims& new_sizes) {
  Dims new_strides(new_sizes.size());
  if (numel_of(sizes) == 0) return contiguous_strides(new_sizes);
  if (sizes.empty()) return contiguous_strides(new_sizes);  // a 0-d tensor's one element views as any all-ones shape
  int64_t view_d = static_cast<int64_t>(new_sizes.size()) - 1;
  int64_t chunk_base_stride = strides.empty() ? 1 : strides[strides.size() - 1];
  int64_t tensor_numel = 1, view_numel = 1;
  for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
    tensor_numel *= sizes[d];
    const bool chunk_ends = d == 0 || (sizes[d - 1] != 1 && strides[d - 1] != tensor_numel * chunk_base_stride);
    if (chunk_ends) {
      while (view_d >= 0 && (view_numel < tensor_numel || new_sizes[view_d] == 1)) {
        new_strides[view_d] = view_numel * chunk_base_stride;
        view_numel *= new_sizes[view_d];
        --view_d;
      }
      if (view_numel != tensor_numel) return std::nullopt;
      if (d > 0) {
        chunk_base_stride = strides[d - 1];
        tensor_numel = 1;
        view_numel = 1;
      }
    }
  }
  if (view_d != -1) return std::nullopt;
  return new_strides;
}

// A value as another dtype's C++ type. A floating value goes to an integer type as x86's conversion instructions
// (and so PyTorch's CPU kernels) give it: truncated, with NaN or a value out of range becoming the type's minimum
// ("integer indefinite"); the types narrower than int32 are converted to int32 first and then wrapped, as the
// compiled code does (300.0 -> uint8 44, 1e10 -> uint8 0). A plain static_cast is undefined there (UBSan:
// nan.to(torch.int64), the tensor fuzz target). float16 and bfloat16 convert through float, double to them
// through float too (c10's Half(float)), and integers to them through float.
// Complex values: a real value becomes (value, 0) through the component type; a complex value to a real type keeps
// its real part (PyTorch's copy_ also warns once that the imaginary part is discarded; tsr does not warn yet);
// between complex types each part converts.
template <class Dst, class Src>
Dst convert(Src v) {
  if constexpr (is_complex_type<Dst> && is_complex_type<Src>) {
    return Dst(static_cast<typename Dst::value_type>(v.real()), static_cast<typename Dst::value_type>(v.imag()));
  } else if constexpr (is_complex_type<Dst>) {
    using Part = typename Dst::value_type;
    if constexpr (is_floating_type<Src>) return Dst(static_cast<Part>(static_cast<double>(v)), Part(0));
    else return Dst(static_cast<Part>(v), Part(0));
  } else if constexpr (is_complex_type<Src>) {
    return convert<Dst>(v.real());
  } else if constexpr (is_floating_type<Src> && std::is_same_v<Dst, uint64_t>) {
    // numpy's uint64 as x86-64's code converts: below 2^63 as int64 (negative values wrap), from 2^63 up as int64
    // after subtracting 2^63, the top bit set again; out of range or NaN the int64 indefinite on either path.
    using F = std::conditional_t<std::is_same_v<Src, double>, double, float>;
    const F x = static_cast<F>(v);
    const auto as_int64 = [](F y) {
      return (y >= F(-0x1p63) && y < F(0x1p63)) ? static_cast<int64_t>(y) : std::numeric_limits<int64_t>::min();
    };
    if (x >= F(0x1p63)) return static_cast<uint64_t>(as_int64(x - F(0x1p63))) ^ (uint64_t(1) << 63);
    return static_cast<uint64_t>(as_int64(x));
  } else if constexpr (is_floating_type<Src> && std::is_integral_v<Dst> && !std::is_same_v<Dst, bool>) {
    return floating_to_integer<Dst>(v);  // (the CUDA copy's rule too: kernels/float_to_integer.hpp)
  } else if constexpr (is_reduced_floating_type<Dst> && !is_floating_type<Src>) {
    return static_cast<Dst>(static_cast<float>(v));
  } else if constexpr (std::is_same_v<Src, Half> && (std::is_same_v<Dst, float> || std::is_same_v<Dst, double>)) {
    return static_cast<Dst>(half_rows::half_to_float(v.x));  // branch-free; a signalling NaN quieted, as c10's
  } else if constexpr (std::is_same_v<Dst, Half> && (std::is_same_v<Src, float> || std::is_same_v<Src, double>)) {
    return Half::from_bits(half_rows::float_to_half(static_cast<float>(v)));
  } else {
    return static_cast<Dst>(v);
  }
}

// A contiguous row between float16/bfloat16 and float/double, converted by half_rows (F16C where the processor
// has it); false for the other pairs.
template <class Dst, class Src>
bool convert_half_row(Dst* d, const Src* s, int64_t n) {
  constexpr bool wide_src = std::is_same_v<Src, float> || std::is_same_v<Src, double>;
  constexpr bool wide_dst = std::is_same_v<Dst, float> || std::is_same_v<Dst, double>;
  if constexpr (is_reduced_floating_type<Src> && wide_dst) {
    const auto* bits = reinterpret_cast<const uint16_t*>(s);
    if constexpr (std::is_same_v<Src, Half> && std::is_same_v<Dst, float>) half_rows::half_to_float(bits, d, n);
    else if constexpr (std::is_same_v<Src, Half>) half_rows::half_to_double(bits, d, n);
    else if constexpr (std::is_same_v<Dst, float>) half_rows::bfloat16_to_float(bits, d, n);
    else half_rows::bfloat16_to_double(bits, d, n);
    return true;
  } else if constexpr (is_reduced_floating_type<Dst> && wide_src) {
    auto* bits = reinterpret_cast<uint16_t*>(d);
    if constexpr (std::is_same_v<Dst, Half> && std::is_same_v<Src, float>) half_rows::float_to_half(s, bits, n);
    else if constexpr (std::is_same_v<Dst, Half>) half_rows::double_to_half(s, bits, n);
    else if constexpr (std::is_same_v<Src, float>) half_rows::float_to_bfloat16(s, bits, n);
    else half_rows::double_to_bfloat16(s, bits, n);
    return true;
  } else {
    return false;
  }
}

// A same-dtype copy whose source crosses the destination's rows (a transpose: `t().contiguous()`,
// `x.transpose(1, 2).contiguous()`) goes by square tiles, as ATen's copy_same_type_transpose_ does: row by row, each
// element read from the source would be on a cache line of its own. The layout's innermost dim is contiguous in
// the destination; another dim `k` is contiguous in the source. False where the layout is not such a transpose.
template <class T>
bool copy_tiled_transpose(const ElementwiseLayout<2>& layout) {
  const size_t nd = layout.sizes.size(), in = nd - 1;
  if (nd < 2 || layout.numel < 360 || layout.strides[0][in] != 1 || layout.strides[1][in] <= 1) return false;
  size_t k = in;
  for (size_t d = 0; d < in; ++d)
    if (layout.strides[1][d] == 1) k = d;
  if (k == in || layout.sizes[k] < 8) return false;
  constexpr int64_t kTile = 32;
  const int64_t rows = layout.sizes[k], cols = layout.sizes[in];
  const int64_t dst_row = layout.strides[0][k], src_col = layout.strides[1][in];
  const int64_t outer = layout.numel / (rows * cols), row_tiles = (rows + kTile - 1) / kTile;
  T* const dst0 = reinterpret_cast<T*>(layout.data[0]);
  const T* const src0 = reinterpret_cast<const T*>(layout.data[1]);
#pragma omp parallel for schedule(static) if (layout.numel >= kParallelGrainSize)
  for (int64_t task = 0; task < outer * row_tiles; ++task) {
    int64_t o = task / row_tiles, dst_off = 0, src_off = 0;
    for (size_t d = in; d-- > 0;) {  // the task's place in the dims other than k and the innermost
      if (d == k) continue;
      const int64_t i = o % layout.sizes[d];
      o /= layout.sizes[d];
      dst_off += i * layout.strides[0][d];
      src_off += i * layout.strides[1][d];
    }
    const int64_t i0 = task % row_tiles * kTile, i1 = std::min(rows, i0 + kTile);
    T* dst = dst0 + dst_off;
    const T* src = src0 + src_off;
    for (int64_t j0 = 0; j0 < cols; j0 += kTile) {
      const int64_t j1 = std::min(cols, j0 + kTile);
      for (int64_t i = i0; i < i1; ++i)
        for (int64_t j = j0; j < j1; ++j) dst[i * dst_row + j] = src[i + j * src_col];
    }
  }
  return true;
}

// Copies src (already expanded to dst's shape) into dst through the elementwise iterator: dimensions that are
// contiguous in both are coalesced, each innermost row is one loop (a memcpy-like one when both strides are 1),
// and large copies run on several threads. A single element of a tensor with dimensions counts as a contiguous row
// (PyTorch's copy of a one-element float NaN to bfloat16 takes its vectorised path's 0xFFFF, of a 0-dim one not).
template <class Dst, class Src>
void copy_elements(const Tensor& dst, const Tensor& src) {
  const auto layout = make_elementwise_layout<2>({dst, src});
  if constexpr (std::is_same_v<Dst, Src>)
    if (copy_tiled_transpose<Dst>(layout)) return;
  const bool single = layout.numel == 1, zero_dim = dst.dim() == 0;
  for_each_row(layout, [=](const std::array<char*, 2>& ptrs, const std::array<int64_t, 2>& strides, int64_t n) {
    Dst* d = reinterpret_cast<Dst*>(ptrs[0]);
    const Src* s = reinterpret_cast<const Src*>(ptrs[1]);
    if ((strides[0] == 1 && strides[1] == 1) || single) {
      if (!zero_dim && convert_half_row(d, s, n)) return;
      for (int64_t i = 0; i < n; ++i) d[i] = convert<Dst>(s[i]);
    } else {
      const int64_t sd = strides[0], ss = strides[1];
      for (int64_t i = 0; i < n; ++i) d[i * sd] = convert<Dst>(s[i * ss]);
    }
  });
}

template <class Dst>
void copy_from(const Tensor& dst, const Tensor& src) {
  visit_dtype_and_complex(src.dtype(), [&]<class Src>(std::type_identity<Src>) { copy_elements<Dst, Src>(dst, src); });
}

}  // namespace

// ATen's infer_size: dims compared from the last, so that the error names the rightmost clash as PyTorch's does.
Dims broadcast_shapes(std::span<const int64_t> a, std::span<const int64_t> b) {
  const size_t n = std::max(a.size(), b.size());
  Dims out(n);
  for (size_t i = n; i-- > 0;) {
    const int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
    const int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
    check(da == db || da == 1 || db == 1, ErrorKind::RuntimeError, "The size of tensor a (", da,
          ") must match the size of tensor b (", db, ") at non-singleton dimension ", i);
    out[i] = da == 1 ? db : da;
  }
  return out;
}

Tensor view(const Tensor& self, std::span<const int64_t> shape) {
  Dims sizes = infer_size(shape, self.numel());
  auto strides = view_strides(self.sizes(), self.strides(), sizes);
  check(strides.has_value(), ErrorKind::RuntimeError,
        "view size is not compatible with input tensor's size and stride (at least one dimension spans across "
        "two contiguous subspaces). Use .reshape(...) instead.");
  return make_view(self, std::move(sizes), std::move(*strides), self.storage_offset());
}

ReshapePlan plan_reshape(const Tensor& self, std::span<const int64_t> shape) {
  Dims sizes = infer_size(shape, self.numel());
  std::optional<Dims> strides = view_strides(self.sizes(), self.strides(), sizes);
  return {std::move(sizes), std::move(strides)};
}

Tensor reshape(const Tensor& self, std::span<const int64_t> shape) {
  ReshapePlan plan = plan_reshape(self, shape);
  if (plan.strides) return make_view(self, std::move(plan.sizes), std::move(*plan.strides), self.storage_offset());
  return view(contiguous(self), plan.sizes);
}

Tensor permute(const Tensor& self, std::span<const int64_t> dims) {
  const int64_t nd = self.dim();
  check(static_cast<int64_t>(dims.size()) == nd, ErrorKind::RuntimeError,
        "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired "
        "ordering of dimensions i.e. input.dim() = ", nd, " is not equal to len(dims) = ", dims.size());
  Dims sizes(nd), strides(nd);
  std::vector<bool> seen(nd, false);
  for (int64_t i = 0; i < nd; ++i) {
    const int64_t d = wrap_dim(dims[i], nd);
    check(!seen[d], ErrorKind::RuntimeError, "permute(): duplicate dims are not allowed.");
    seen[d] = true;
    sizes[i] = self.sizes()[d];
    strides[i] = self.strides()[d];
  }
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  const int64_t nd = self.dim();
  dim0 = wrap_dim(dim0, nd);
  dim1 = wrap_dim(dim1, nd);
  Dims sizes = self.sizes(), strides = self.strides();
  if (nd > 0) {
    std::swap(sizes[dim0], sizes[dim1]);
    std::swap(strides[dim0], strides[dim1]);
  }
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor t(const Tensor& self) {
  check(self.dim() <= 2, ErrorKind::RuntimeError, "t() expects a tensor with <= 2 dimensions, but self is ",
        self.dim(), "D");
  return self.dim() < 2 ? make_view(self, self.sizes(), self.strides(), self.storage_offset()) : transpose(self, 0, 1);
}

Tensor unsqueeze(const Tensor& self, int64_t dim) {
  dim = wrap_dim(dim, self.dim() + 1);
  Dims sizes = self.sizes(), strides = self.strides();
  const int64_t stride = dim < self.dim() ? sizes[dim] * strides[dim] : 1;
  sizes.insert(dim, 1);
  strides.insert(dim, stride);
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor squeeze(const Tensor& self) {
  Dims sizes, strides;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (self.sizes()[d] != 1) {
      sizes.push_back(self.sizes()[d]);
      strides.push_back(self.strides()[d]);
    }
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor squeeze(const Tensor& self, int64_t dim) {
  dim = wrap_dim(dim, self.dim());
  Dims sizes = self.sizes(), strides = self.strides();
  if (self.dim() > 0 && sizes[dim] == 1) {
    sizes.erase(dim);
    strides.erase(dim);
  }
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor expand(const Tensor& self, std::span<const int64_t> target) {
  const int64_t nd = self.dim(), nt = static_cast<int64_t>(target.size());
  check(nt >= nd, ErrorKind::RuntimeError, "expand(torch.", legacy_type_name(self.dtype()), "{",
        self.sizes(), "}, size=", Dims(target), "): the number of sizes provided (", nt,
        ") must be greater or equal to the number of dimensions in the tensor (", nd, ")");
  Dims sizes(nt), strides(nt);
  for (int64_t i = nt - 1; i >= 0; --i) {
    const int64_t d = i - (nt - nd);  // matching dimension of self, or negative for a new leading one
    const int64_t want = target[i];
    if (d < 0) {
      check(want >= 0, ErrorKind::RuntimeError, "The expanded size of the tensor (", want,
            ") isn't allowed in a leading, non-existing dimension ", i);
      sizes[i] = want;
      // As PyTorch's inferExpandGeometry: a new size-1 dimension gets the stride it would have if contiguous.
      strides[i] = want == 1 ? (i + 1 < nt ? sizes[i + 1] * strides[i + 1] : 1) : 0;
      continue;
    }
    const int64_t have = self.sizes()[d];
    if (want == -1 || want == have) {
      sizes[i] = have;
      strides[i] = self.strides()[d];
    } else {
      check(have == 1, ErrorKind::RuntimeError, "The expanded size of the tensor (", want,
            ") must match the existing size (", have, ") at non-singleton dimension ", i, ".  Target sizes: ",
            Dims(target), ".  Tensor sizes: ", self.sizes());
      sizes[i] = want;
      strides[i] = 0;
    }
  }
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

std::array<int64_t, 3> narrow_bounds(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  check(self.dim() > 0, ErrorKind::RuntimeError, "narrow() cannot be applied to a 0-dim tensor.");
  dim = wrap_dim(dim, self.dim());
  const int64_t size = self.sizes()[dim];
  // 1.13 wraps start as a dim of `size` dims (its message too), the end itself (start == size) aside
  if (start != size) start = wrap_dim(start, size);
  check(length >= 0 && start <= size - length, ErrorKind::RuntimeError, "start (", start, ") + length (", length,
        ") exceeds dimension size (", size, ").");
  return {dim, start, start + length};
}

Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  const auto [d, from, to] = narrow_bounds(self, dim, start, length);
  return slice(self, d, from, to);
}

Tensor select(const Tensor& self, int64_t dim, int64_t index) {
  check(self.dim() > 0, ErrorKind::IndexError, "select() cannot be applied to a 0-dim tensor.");
  dim = wrap_dim(dim, self.dim());
  const int64_t size = self.sizes()[dim];
  check(index >= -size && index < size, ErrorKind::IndexError, "select(): index ", index,
        " out of range for tensor of size ", self.sizes(), " at dimension ", dim);
  if (index < 0) index += size;
  Dims sizes = self.sizes(), strides = self.strides();
  const int64_t offset = self.storage_offset() + index * strides[dim];
  sizes.erase(dim);
  strides.erase(dim);
  return make_view(self, std::move(sizes), std::move(strides), offset);
}

Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end,
             int64_t step) {
  check(self.dim() > 0, ErrorKind::IndexError, "slice() cannot be applied to a 0-dim tensor.");
  check(step > 0, ErrorKind::ValueError, "step must be greater than zero");
  dim = wrap_dim(dim, self.dim());
  const int64_t size = self.sizes()[dim];
  // Python's clamping: negative bounds count from the end, then everything is clipped to [0, size].
  auto clamp = [size](int64_t v) {
    if (v < 0) v += size;
    return std::clamp<int64_t>(v, 0, size);
  };
  const int64_t lo = clamp(start.value_or(0));
  const int64_t hi = std::max(lo, clamp(end.value_or(size)));
  Dims sizes = self.sizes(), strides = self.strides();
  sizes[dim] = (hi - lo + step - 1) / step;
  strides[dim] *= step;
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset() + lo * self.strides()[dim]);
}

Tensor unfold(const Tensor& self, int64_t dim, int64_t size, int64_t step) {
  dim = wrap_dim(dim, self.dim());
  const int64_t have = self.dim() == 0 ? 1 : self.sizes()[dim];
  check(size <= have, ErrorKind::RuntimeError, "maximum size for tensor at dimension ", dim, " is ", have,
        " but size is ", size);
  check(step > 0, ErrorKind::RuntimeError, "step is ", step, " but must be > 0");
  Dims sizes = self.sizes(), strides = self.strides();
  const int64_t stride = self.dim() == 0 ? 1 : strides[dim];
  if (self.dim() > 0) {
    sizes[dim] = (have - size) / step + 1;
    strides[dim] = step * stride;
  }
  sizes.push_back(size);
  strides.push_back(stride);
  return make_view(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor as_strided(const Tensor& self, std::span<const int64_t> sizes, std::span<const int64_t> strides,
                  std::optional<int64_t> storage_offset) {
  check(sizes.size() == strides.size(), ErrorKind::RuntimeError, "mismatch in length of strides and shape");
  const int64_t offset = storage_offset.value_or(self.storage_offset());
  check(offset >= 0, ErrorKind::RuntimeError, "Tensor: invalid storage offset ", offset);
  int64_t last = offset;  // highest element index touched
  bool overflowed = false;  // as PyTorch's computeStorageNbytes: a wrapped sum would pass the bounds check below
  for (size_t i = 0; i < sizes.size(); ++i) {
    check(strides[i] >= 0, ErrorKind::RuntimeError, "as_strided: Negative strides are not supported at the moment, got strides: ", Dims(strides));
    check(sizes[i] >= 0, ErrorKind::RuntimeError, "Storage size calculation overflowed with sizes=", Dims(sizes),
          " and strides=", Dims(strides));
    if (sizes[i] == 0) { last = -1; overflowed = false; break; }
    int64_t span = 0;
    overflowed |= __builtin_mul_overflow(sizes[i] - 1, strides[i], &span);
    overflowed |= __builtin_add_overflow(last, span, &last);
  }
  int64_t last_byte = 0;
  overflowed |= __builtin_mul_overflow(last + 1, static_cast<int64_t>(self.element_size()), &last_byte);
  check(!overflowed, ErrorKind::RuntimeError, "Storage size calculation overflowed with sizes=", Dims(sizes),
        " and strides=", Dims(strides));
  const int64_t available = static_cast<int64_t>(self.storage()->nbytes() / self.element_size());
  check(last < available, ErrorKind::RuntimeError, "setStorage: sizes ", Dims(sizes), ", strides ",
        Dims(strides), ", storage offset ", offset, ", and itemsize ", self.element_size(),
        " requiring a storage size of ", (last + 1) * static_cast<int64_t>(self.element_size()),
        " are out of bounds for storage of size ", self.storage()->nbytes());
  return make_view(self, Dims(sizes), Dims(strides), offset);
}

std::optional<Dims> flatten_shape(const Tensor& self, int64_t start_dim, int64_t end_dim) {
  if (self.dim() == 0) return Dims{1};
  start_dim = wrap_dim(start_dim, self.dim());
  end_dim = wrap_dim(end_dim, self.dim());
  check(start_dim <= end_dim, ErrorKind::RuntimeError, "flatten() has invalid args: start_dim cannot come after end_dim");
  if (start_dim == end_dim) return std::nullopt;  // nothing to merge: self itself, no view and no node, as PyTorch's
  Dims shape;
  for (int64_t d = 0; d < start_dim; ++d) shape.push_back(self.sizes()[d]);
  int64_t merged = 1;
  for (int64_t d = start_dim; d <= end_dim; ++d) merged *= self.sizes()[d];
  shape.push_back(merged);
  for (int64_t d = end_dim + 1; d < self.dim(); ++d) shape.push_back(self.sizes()[d]);
  return shape;
}

Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim) {
  const std::optional<Dims> shape = flatten_shape(self, start_dim, end_dim);
  return shape ? reshape(self, *shape) : self;
}

Tensor diagonal(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  dim1 = wrap_dim(dim1, self.dim());
  dim2 = wrap_dim(dim2, self.dim());
  check(dim1 != dim2, ErrorKind::RuntimeError, "diagonal dimensions cannot be identical ", dim1, ", ", dim2);
  int64_t length, start = self.storage_offset();
  if (offset >= 0) {
    length = std::max<int64_t>(std::min(self.sizes()[dim1], self.sizes()[dim2] - offset), 0);
    if (length > 0) start += offset * self.strides()[dim2];
  } else {
    length = std::max<int64_t>(std::min(self.sizes()[dim1] + offset, self.sizes()[dim2]), 0);
    if (length > 0) start -= offset * self.strides()[dim1];
  }
  Dims sizes, strides;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (d != dim1 && d != dim2) {
      sizes.push_back(self.sizes()[d]);
      strides.push_back(self.strides()[d]);
    }
  sizes.push_back(length);
  strides.push_back(self.strides()[dim1] + self.strides()[dim2]);
  return make_view(self, std::move(sizes), std::move(strides), start);
}

namespace {
// Copies `bytes` from `from` to `to`; a large copy between ranges that do not overlap is split across the threads
// (one core does not saturate the memory bus).
void copy_bytes(char* to, const char* from, size_t bytes) {
  constexpr size_t kParallelBytes = size_t(1) << 20;
  const bool overlap = to < from + bytes && from < to + bytes;
  const int threads = omp_get_max_threads();
  if (overlap || bytes < kParallelBytes || threads < 2) {
    std::memmove(to, from, bytes);
    return;
  }
  const int64_t pieces = std::min<int64_t>(threads, static_cast<int64_t>(bytes / (kParallelBytes / 2)));
#pragma omp parallel for
  for (int64_t p = 0; p < pieces; ++p) {
    const size_t begin = bytes * p / pieces / 64 * 64, end = p + 1 == pieces ? bytes : bytes * (p + 1) / pieces / 64 * 64;
    std::memcpy(to + begin, from + begin, end - begin);
  }
}
}  // namespace

Tensor& copy_(Tensor& dst, const Tensor& src) {
  // Note [vmap]: a batched tensor's memory is its whole batch's: the dispatched copy_ runs per entry
  if (functorch::any_batched(dst, src)) [[unlikely]] {
    call_op(find_op("copy_"), {dst, src, false});
    return dst;
  }
  if (dst.sizes() != src.sizes()) [[unlikely]] {  // src broadcast to dst's shape, with TensorIterator's messages
    const Dims shape = broadcast_shapes(dst.sizes(), src.sizes());
    check(shape == dst.sizes(), ErrorKind::RuntimeError, "output with shape ", dst.sizes().str(),
          " doesn't match the broadcast shape ", shape.str());
  }
  if (dst.device().is_meta() || src.device().is_meta()) [[unlikely]] {  // Note [The meta device]
    check(dst.device().is_meta(), ErrorKind::NotImplementedError, "Cannot copy out of meta tensor; no data!");
    return dst;  // nothing to copy into
  }
  if (is_complex(src.dtype()) && !is_complex(dst.dtype())) [[unlikely]] {
    static std::atomic<bool> warned{false};  // 1.13's copy_impl: TORCH_WARN_ONCE
    warn_once(warned, "Casting complex values to real discards the imaginary part (Triggered internally at  "
                      "./aten/src/ATen/native/Copy.cpp:250.)");
  }
  if (dst.device().is_cuda() || src.device().is_cuda()) [[unlikely]] {
    cuda_hooks().copy(dst, src);  // host <-> device and device <-> device (tensor/cuda/copy.cu)
    return dst;
  }
  return copy_on_host(dst, src);
}

Tensor& copy_on_host(Tensor& dst, const Tensor& src) {
  const Tensor source = expand(src, dst.sizes());
  if (dst.dtype() == source.dtype() && dst.is_contiguous() && source.is_contiguous()) {
    copy_bytes(static_cast<char*>(dst.data_ptr()), static_cast<const char*>(source.data_ptr()),
               static_cast<size_t>(dst.numel()) * dst.element_size());
  } else {
    visit_dtype_and_complex(dst.dtype(), [&]<class Dst>(std::type_identity<Dst>) { copy_from<Dst>(dst, source); });
  }
  return dst;
}

Tensor clone(const Tensor& self) {
  if (functorch::is_batched(self)) [[unlikely]]
    return call_tensor_op(find_op("clone"), {self});
  Tensor out = empty_like_layout(self, self.sizes(), self.dtype());
  return copy_(out, self);
}

Tensor contiguous(const Tensor& self) {
  if (self.is_contiguous()) return self;
  if (functorch::is_batched(self)) [[unlikely]]
    return call_tensor_op(find_op("clone"), {self});
  Tensor out = empty(self.sizes(), self.dtype(), self.device());
  return copy_(out, self);
}

namespace {
// The dimensions of a channels-last tensor from the innermost out (c10's get_channels_last_strides_2d/3d order).
std::span<const int64_t> channels_last_order(MemoryFormat format, size_t dims) {
  static constexpr int64_t order_2d[] = {1, 3, 2, 0}, order_3d[] = {1, 4, 3, 2, 0};
  if (format == MemoryFormat::ChannelsLast) {
    check(dims == 4, ErrorKind::RuntimeError, "required rank 4 tensor to use channels_last format");
    return order_2d;
  }
  check(dims == 5, ErrorKind::RuntimeError, "required rank 5 tensor to use channels_last_3d format");
  return order_3d;
}
}  // namespace

Dims memory_format_strides(std::span<const int64_t> sizes, MemoryFormat format) {
  Dims strides(sizes.size(), 1);
  if (format == MemoryFormat::Contiguous || format == MemoryFormat::Preserve) {
    for (size_t d = sizes.size(); d-- > 1;) strides[d - 1] = strides[d] * std::max<int64_t>(sizes[d], 1);
    return strides;
  }
  int64_t next = 1;
  for (const int64_t d : channels_last_order(format, sizes.size())) {
    strides[d] = next;
    next *= sizes[d];
  }
  return strides;
}

bool is_contiguous_in(const Tensor& self, MemoryFormat format) {
  if (format == MemoryFormat::Contiguous || format == MemoryFormat::Preserve) return self.is_contiguous();
  if ((format == MemoryFormat::ChannelsLast && self.dim() != 4) || (format == MemoryFormat::ChannelsLast3d && self.dim() != 5))
    return false;
  int64_t expected = 1;
  for (const int64_t d : channels_last_order(format, self.sizes().size())) {
    const int64_t size = self.sizes()[d];
    if (size == 1) continue;
    if (self.strides()[d] != expected) return false;
    expected *= size;
  }
  return true;
}

Tensor contiguous_in(const Tensor& self, MemoryFormat format) {
  if (format == MemoryFormat::Preserve || is_contiguous_in(self, format)) return self;
  if (format == MemoryFormat::Contiguous) return contiguous(self);
  return copy_with_strides(self, memory_format_strides(self.sizes(), format));
}

Tensor copy_with_strides(const Tensor& self, const Dims& strides) {
  Tensor out = empty_dense(self.sizes(), strides, self.dtype(), self.device());
  return copy_(out, self);
}

Tensor to_dtype(const Tensor& self, ScalarType dtype) {
  if (dtype == self.dtype()) return self;
  if (functorch::is_batched(self)) [[unlikely]]
    return call_tensor_op(find_op("to.dtype"), {self, dtype, false, false});
  Tensor out = empty(self.sizes(), dtype, self.device());
  return copy_(out, self);
}

namespace {
// A view of self's storage as another dtype (view_as_real, view_as_complex).
Tensor retyped_view(const Tensor& self, ScalarType dtype, Dims sizes, Dims strides, int64_t storage_offset) {
  auto view = IntrusivePtr<TensorImpl>::make(self.storage(), dtype, std::move(sizes), std::move(strides), storage_offset);
  view->set_own_version_counter(self.impl()->own_version_counter());
  return Tensor(std::move(view));
}
}  // namespace

Tensor view_as_real(const Tensor& self) {
  check(is_complex(self.dtype()), ErrorKind::RuntimeError, "view_as_real is only supported for complex tensors");
  Dims sizes = self.sizes(), strides = self.strides();
  for (int64_t& s : strides) s *= 2;
  sizes.push_back(2);
  strides.push_back(1);
  return retyped_view(self, component_dtype(self.dtype()), std::move(sizes), std::move(strides),
                      self.storage_offset() * 2);
}

Tensor view_as_complex(const Tensor& self) {
  const ScalarType t = self.dtype();
  if (t == ScalarType::Half) throw Error(ErrorKind::NotImplementedError, "view_as_complex of a float16 tensor: complex32 is not implemented");
  check(t == ScalarType::Float || t == ScalarType::Double, ErrorKind::RuntimeError,
        "view_as_complex is only supported for half, float and double tensors, but got a tensor of scalar type: ",
        dtype_title(t));
  const size_t last = self.sizes().size() - 1;
  check(self.dim() > 0 && self.sizes()[last] == 2, ErrorKind::RuntimeError, "Tensor must have a last dimension of size 2");
  check(self.strides()[last] == 1, ErrorKind::RuntimeError, "Tensor must have a last dimension with stride 1");
  Dims sizes(self.sizes().span().first(last)), strides(self.strides().span().first(last));
  for (int64_t& s : strides) {
    check(s % 2 == 0, ErrorKind::RuntimeError, "Tensor must have a stride divisible by 2 for all but last dimension");
    s /= 2;
  }
  check(self.storage_offset() % 2 == 0, ErrorKind::RuntimeError, "Tensor must have a storage_offset divisible by 2");
  return retyped_view(self, *complex_dtype_of(t), std::move(sizes), std::move(strides), self.storage_offset() / 2);
}

Tensor view_dtype(const Tensor& self, ScalarType dtype) {
  const int64_t from = int64_t(element_size(self.dtype())), to = int64_t(element_size(dtype));
  if (from == to) return retyped_view(self, dtype, self.sizes(), self.strides(), self.storage_offset());
  // PyTorch's messages: "<what> to view Float as Long (different element sizes), but got <got>".
  const std::string views = std::string(" to view ") + std::string(dtype_title(self.dtype())) + " as " +
                            std::string(dtype_title(dtype)) + " (different element sizes)";
  const auto fail_got = [&](const std::string& what, int64_t got) {
    check(false, ErrorKind::RuntimeError, what, views, ", but got ", got);
  };
  check(self.dim() != 0, ErrorKind::RuntimeError, "self.dim() cannot be 0", views);
  const size_t last = size_t(self.dim() - 1);
  if (self.strides()[last] != 1) fail_got("self.stride(-1) must be 1", self.strides()[last]);
  Dims sizes = self.sizes(), strides = self.strides();
  int64_t offset = self.storage_offset();
  if (from > to) {  // narrower elements: every extent grows by the ratio
    const int64_t k = from / to;
    for (size_t d = 0; d < last; ++d) strides[d] *= k;
    sizes[last] *= k;
    offset *= k;
  } else {
    const int64_t k = to / from;
    if (sizes[last] % k != 0) fail_got("self.size(-1) must be divisible by " + std::to_string(k), sizes[last]);
    if (offset % k != 0) fail_got("self.storage_offset() must be divisible by " + std::to_string(k), offset);
    for (size_t d = 0; d < last; ++d) {
      if (strides[d] % k != 0)
        fail_got("self.stride(" + std::to_string(d) + ") must be divisible by " + std::to_string(k), strides[d]);
      strides[d] /= k;
    }
    sizes[last] /= k;
    offset /= k;
  }
  return retyped_view(self, dtype, std::move(sizes), std::move(strides), offset);
}

Tensor real(const Tensor& self) { return is_complex(self.dtype()) ? select(view_as_real(self), -1, 0) : self; }

Tensor imag(const Tensor& self) {
  check(is_complex(self.dtype()), ErrorKind::RuntimeError, "imag is not implemented for tensors with non-complex dtypes.");
  return select(view_as_real(self), -1, 1);
}

Tensor host_contiguous(const Tensor& self, ScalarType dtype) {
  if (self.device().is_cpu()) [[likely]] return contiguous(to_dtype(self, dtype));
  Tensor out = empty(self.sizes(), dtype);
  return copy_(out, self);
}

}  // namespace tsr::tensor
