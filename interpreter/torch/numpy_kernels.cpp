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
// views (script test 373). argsort(t) is numpy's default argsort, whose order among equal values is its own.
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <complex>
#include <cstdlib>
#include <limits>
#include <optional>
#include <span>
#include <numeric>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/torch/file_mapping.hpp"
#include "tensor/core/cpu_capability.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/kernels/cpu/numpy_math.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"

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

// numpy's complex pairwise sum (CFLOAT/CDOUBLE_pairwise_sum): the real and imaginary parts in four accumulators
// each over blocks of at most 64 elements (128 reals), ((r0 + r2) + (r4 + r6)) at the end, halves above that split
// at a multiple of 4 elements (8 reals).
template <class F>
std::complex<F> cpairwise(const std::complex<F>* a, int64_t n, int64_t stride) {
  if (n < 4) {
    F rr = 0., ri = 0.;
    for (int64_t i = 0; i < n; ++i) {
      rr += a[i * stride].real();
      ri += a[i * stride].imag();
    }
    return {rr, ri};
  }
  if (n <= 64) {
    F r[8];
    for (int j = 0; j < 4; ++j) {
      r[2 * j] = a[j * stride].real();
      r[2 * j + 1] = a[j * stride].imag();
    }
    int64_t i = 4;
    for (; i < n - (n % 4); i += 4)
      for (int j = 0; j < 4; ++j) {
        r[2 * j] += a[(i + j) * stride].real();
        r[2 * j + 1] += a[(i + j) * stride].imag();
      }
    F rr = (r[0] + r[2]) + (r[4] + r[6]);
    F ri = (r[1] + r[3]) + (r[5] + r[7]);
    for (; i < n; ++i) {
      rr += a[i * stride].real();
      ri += a[i * stride].imag();
    }
    return {rr, ri};
  }
  int64_t n2 = n;  // n reals / 2, less its remainder mod 8, in elements
  n2 -= n2 % 8;
  n2 /= 2;
  const std::complex<F> x = cpairwise(a, n2, stride), y = cpairwise(a + n2 * stride, n - n2, stride);
  return {x.real() + y.real(), x.imag() + y.imag()};
}

template <class Acc, class In>
Acc pairwise(const In* a, int64_t n, int64_t stride) {
  if constexpr (tensor::is_complex_type<Acc>) return cpairwise(a, n, stride);
  else return stride == 1 ? pairwise_impl<Acc, In, true>(a, n, 1) : pairwise_impl<Acc, In, false>(a, n, stride);
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
  if (t.numel() == 0) {
    // nothing to read (a zero-size dim among others would otherwise start the odometer below)
  } else if (runs.empty()) {
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
  if constexpr (tensor::is_complex_type<Acc>) {
    // a complex sum reads its own dtype (the caller casts first)
    if (t.dtype() != out_dtype) return Value::none();
    if (dim < 0) return reduce_all<Acc, Acc>(t, out_dtype);
    return reduce_dim<Acc, Acc>(t, dim, out_dtype);
  } else return tensor::visit_dtype_and_uint(t.dtype(), [&]<class In>(std::type_identity<In>) -> Value {
    if (dim < 0) return reduce_all<Acc, In>(t, out_dtype);
    return reduce_dim<Acc, In>(t, dim, out_dtype);
  });
}

// ---------------------------------------------------------------- argsort

// numpy 1.24's default argsort (kind='quicksort'): introsort on an index array (npysort/quicksort.cpp's
// aquicksort: median-of-three partitions down to 16 elements (SMALL_QUICKSORT 15), then insertion sort, heapsort past twice the
// depth of the size's top bit). It is not stable, so for equal values the order is numpy's own; nan sorts last.
template <class T>
bool sort_less(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) return a < b || (b != b && a == a);
  else return a < b;
}

template <class V>
void aheapsort(const V& v, int64_t* tosort, int64_t n) {
  int64_t* a = tosort - 1;  // heap indexing from 1
  int64_t i, j, l, tmp;
  for (l = n >> 1; l > 0; --l) {
    tmp = a[l];
    for (i = l, j = l << 1; j <= n;) {
      if (j < n && sort_less(v[a[j]], v[a[j + 1]])) j += 1;
      if (sort_less(v[tmp], v[a[j]])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else {
        break;
      }
    }
    a[i] = tmp;
  }
  for (; n > 1;) {
    tmp = a[n];
    a[n] = a[1];
    n -= 1;
    for (i = 1, j = 2; j <= n;) {
      if (j < n && sort_less(v[a[j]], v[a[j + 1]])) j++;
      if (sort_less(v[tmp], v[a[j]])) {
        a[i] = a[j];
        i = j;
        j += j;
      } else {
        break;
      }
    }
    a[i] = tmp;
  }
}

template <class V>
void aquicksort(const V& v, int64_t* tosort, int64_t num) {
  constexpr int64_t kSmall = 15;  // SMALL_QUICKSORT
  int64_t* pl = tosort;
  int64_t* pr = tosort + num - 1;
  int64_t* stack[128];
  int64_t** sptr = stack;
  int depth[128];
  int* psdepth = depth;
  int msb = 0;
  for (int64_t n = num; n > 1; n >>= 1) ++msb;
  int cdepth = msb * 2;
  for (;;) {
    if (cdepth < 0) {
      aheapsort(v, pl, pr - pl + 1);
    } else {
      while ((pr - pl) > kSmall) {
        int64_t* pm = pl + ((pr - pl) >> 1);
        if (sort_less(v[*pm], v[*pl])) std::swap(*pm, *pl);
        if (sort_less(v[*pr], v[*pm])) std::swap(*pr, *pm);
        if (sort_less(v[*pm], v[*pl])) std::swap(*pm, *pl);
        const auto vp = v[*pm];
        int64_t* pi = pl;
        int64_t* pj = pr - 1;
        std::swap(*pm, *pj);
        for (;;) {
          do ++pi;
          while (sort_less(v[*pi], vp));
          do --pj;
          while (sort_less(vp, v[*pj]));
          if (pi >= pj) break;
          std::swap(*pi, *pj);
        }
        int64_t* pk = pr - 1;
        std::swap(*pi, *pk);
        // the larger partition waits on the stack
        if (pi - pl < pr - pi) {
          *sptr++ = pi + 1;
          *sptr++ = pr;
          pr = pi - 1;
        } else {
          *sptr++ = pl;
          *sptr++ = pi - 1;
          pl = pi + 1;
        }
        *psdepth++ = --cdepth;
      }
      for (int64_t* pi = pl + 1; pi <= pr; ++pi) {
        const int64_t vi = *pi;
        const auto vp = v[vi];
        int64_t* pj = pi;
        int64_t* pk = pi - 1;
        while (pj > pl && sort_less(vp, v[*pk])) *pj-- = *pk--;
        *pj = vi;
      }
    }
    if (sptr == stack) break;
    pr = *(--sptr);
    pl = *(--sptr);
    cdepth = *(--psdepth);
  }
}

// argsort(t) -> int64 tensor: each lane of the last dim sorted as numpy's argsort (the caller moves the axis).
Value argsort_last(const Tensor& t) {
  const Tensor src = tensor::contiguous(t);
  const int64_t n = src.dim() ? src.sizes()[size_t(src.dim() - 1)] : 1;
  std::vector<int64_t> sizes(src.sizes().begin(), src.sizes().end());
  Tensor r = tensor::zeros(sizes, ScalarType::Long);
  int64_t* out = static_cast<int64_t*>(r.storage()->data());
  const int64_t lanes = n ? src.numel() / n : 0;
  return tensor::visit_dtype_and_uint(src.dtype(), [&]<class T>(std::type_identity<T>) -> Value {
    const T* base = reinterpret_cast<const T*>(static_cast<const char*>(src.storage()->data())) + src.storage_offset();
    for (int64_t l = 0; l < lanes; ++l) {
      int64_t* idx = out + l * n;
      std::iota(idx, idx + n, int64_t(0));
      if (n > 1) aquicksort(base + l * n, idx, n);
    }
    return wrap(std::move(r));
  });
}

// ---------------------------------------------------------------- string arrays
//
// numpy's unicode (<U n) and bytes (S n) arrays are held as a tensor with one more, last, dim of n: int32 code
// points (UCS4, as numpy's) or uint8 bytes, padded with zeros (stdlib/numpy/_strings.tsr).

// One element of a string array: n units from p; numpy's STRING_LT/UNICODE_LT compare them as unsigned units.
template <class C>
struct StrRow {
  const C* p;
  int64_t n;
};
template <class C>
bool sort_less(StrRow<C> a, StrRow<C> b) {
  for (int64_t i = 0; i < a.n; ++i)
    if (a.p[i] != b.p[i]) return std::make_unsigned_t<C>(a.p[i]) < std::make_unsigned_t<C>(b.p[i]);
  return false;
}
template <class C>
struct StrRows {
  const C* base;
  int64_t n;
  StrRow<C> operator[](int64_t i) const { return {base + i * n, n}; }
};

void append_utf8(std::string& out, uint32_t c) {
  if (c < 0x80) {
    out.push_back(char(c));
  } else if (c < 0x800) {
    out.push_back(char(0xC0 | (c >> 6)));
    out.push_back(char(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(char(0xE0 | (c >> 12)));
    out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(char(0x80 | (c & 0x3F)));
  } else {
    out.push_back(char(0xF0 | (c >> 18)));
    out.push_back(char(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(char(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(char(0x80 | (c & 0x3F)));
  }
}

// The code points of a UTF-8 string (tsr's str), appended to out.
void utf8_codepoints(const std::string& s, std::vector<int32_t>& out) {
  const auto* u = reinterpret_cast<const unsigned char*>(s.data());
  const size_t n = s.size();
  for (size_t i = 0; i < n;) {
    uint32_t c = u[i];
    int extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    if (extra) c &= (0x3F >> extra);
    ++i;
    for (int k = 0; k < extra && i < n; ++k, ++i) c = (c << 6) | (u[i] & 0x3F);
    out.push_back(int32_t(c));
  }
}

// str_pack(items, n, kind): the flat list items (str for kind 'U', bytes for 'S') as a [len, n] tensor, each
// truncated to n units and padded with zeros; n < 0 takes the longest (at least 1). Returns (tensor, n).
// The number of code points of a UTF-8 string, trailing NULs left out (numpy's length of an element).
int64_t utf8_length(const std::string& s) {
  int64_t n = 0, last = 0;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) {
      ++n;
      if (c != 0) last = n;
    }
  }
  return last;
}

Value str_pack(const CallArgs& a) {
  std::vector<Value> items = to_vector(a[0]);
  int64_t n = a[1].as_int();
  const bool uni = as_str(a[2])->s == "U";
  const int64_t m = int64_t(items.size());
  for (const auto& v : items)
    if (uni ? !has_layout(v, Layout::Str) : !has_layout(v, Layout::Bytes))
      raise(T.TypeError, uni ? "str_pack expects str items" : "str_pack expects bytes items");
  auto len = [&](int64_t i) -> int64_t {
    if (uni) return utf8_length(as_str(items[size_t(i)])->s);
    const std::string& b = bytes_data(items[size_t(i)]);
    int64_t k = int64_t(b.size());
    while (k > 0 && b[size_t(k - 1)] == 0) --k;
    return k;
  };
  if (n < 0) {
    n = 1;
    for (int64_t i = 0; i < m; ++i) n = std::max(n, len(i));
  }
  std::vector<int64_t> sizes{m, n};
  Tensor r = tensor::zeros(sizes, uni ? ScalarType::Int : ScalarType::Byte);
  if (uni) {
    int32_t* out = static_cast<int32_t*>(r.storage()->data());
    std::vector<int32_t> cps;
    for (int64_t i = 0; i < m; ++i) {
      cps.clear();
      utf8_codepoints(as_str(items[size_t(i)])->s, cps);
      const int64_t k = std::min<int64_t>(n, int64_t(cps.size()));
      std::copy(cps.begin(), cps.begin() + k, out + i * n);
    }
  } else {
    uint8_t* out = static_cast<uint8_t*>(r.storage()->data());
    for (int64_t i = 0; i < m; ++i) {
      const std::string& b = bytes_data(items[size_t(i)]);
      const int64_t k = std::min<int64_t>(n, int64_t(b.size()));
      std::copy(b.begin(), b.begin() + k, out + i * n);
    }
  }
  return new_tuple({wrap(std::move(r)), Value(n)});
}

// str_unpack(t): a [m, n] int32 (code points) or uint8 (bytes) tensor as a list of m str or bytes, trailing NULs
// left out (numpy's getitem of a string element).
Value str_unpack(const CallArgs& a) {
  if (!is_tensor(a[0])) raise(T.TypeError, "str_unpack expects a tensor");
  const Tensor src = tensor::contiguous(unwrap(a[0]));
  if (src.dim() != 2) raise(T.ValueError, "str_unpack expects a 2-d tensor");
  const int64_t m = src.sizes()[0], n = src.sizes()[1];
  std::vector<Value> out;
  out.reserve(size_t(m));
  const char* data = static_cast<const char*>(src.storage()->data());
  if (src.dtype() == ScalarType::Int) {
    const int32_t* p = reinterpret_cast<const int32_t*>(data) + src.storage_offset();
    for (int64_t i = 0; i < m; ++i) {
      const int32_t* row = p + i * n;
      int64_t k = n;
      while (k > 0 && row[k - 1] == 0) --k;
      std::string s;
      for (int64_t j = 0; j < k; ++j) append_utf8(s, uint32_t(row[j]));
      out.push_back(new_str(std::move(s)));
    }
  } else if (src.dtype() == ScalarType::Byte) {
    const char* p = data + src.storage_offset();
    for (int64_t i = 0; i < m; ++i) {
      const char* row = p + i * n;
      int64_t k = n;
      while (k > 0 && row[k - 1] == 0) --k;
      out.push_back(new_bytes(std::string(row, size_t(k))));
    }
  } else {
    raise(T.TypeError, "str_unpack expects an int32 or uint8 tensor");
  }
  return new_list(std::move(out));
}

// What str_to_int and str_to_float share: a 2-d tensor of code units (int32 or uint8), one string a row, each row
// trimmed of its zero padding and the spaces and tabs around it, given to `parse(row, j, end, out[i])` (the string
// is row[j:end]), which writes result i or says the string is not a simple one (then the result is None).
template <class R, class Parse>
Value parse_rows(const CallArgs& a, const char* name, ScalarType dtype, Parse parse) {
  if (!is_tensor(a[0])) raise(T.TypeError, std::string(name) + " expects a tensor");
  const Tensor src = tensor::contiguous(unwrap(a[0]));
  if (src.dim() != 2) raise(T.ValueError, std::string(name) + " expects a 2-d tensor");
  const int64_t m = src.sizes()[0], n = src.sizes()[1];
  std::vector<int64_t> sizes{m};
  Tensor r = tensor::zeros(sizes, dtype);
  R* out = static_cast<R*>(r.storage()->data());
  auto run = [&]<class C>(const C* p) -> bool {
    for (int64_t i = 0; i < m; ++i) {
      const C* row = p + i * n;
      int64_t j = 0, end = n;
      while (end > 0 && row[end - 1] == 0) --end;
      while (end > 0 && (row[end - 1] == ' ' || row[end - 1] == '\t')) --end;
      while (j < end && (row[j] == ' ' || row[j] == '\t')) ++j;
      if (!parse(row, j, end, out[i])) return false;
    }
    return true;
  };
  const char* data = static_cast<const char*>(src.storage()->data());
  bool ok;
  if (src.dtype() == ScalarType::Int) ok = run(reinterpret_cast<const int32_t*>(data) + src.storage_offset());
  else if (src.dtype() == ScalarType::Byte) ok = run(reinterpret_cast<const uint8_t*>(data) + src.storage_offset());
  else raise(T.TypeError, std::string(name) + " expects an int32 or uint8 tensor");
  if (!ok) return Value::none();
  return wrap(std::move(r));
}

// str_to_int(t): a [m, n] int32 (code points) or uint8 tensor of decimal integers ([+-]digits, spaces around) as an
// int64 tensor, or None when some element is not that simple (or has more than 18 digits): the caller then converts
// each with Python's int(), whose result and errors numpy's astype gives.
Value str_to_int(const CallArgs& a) {
  const auto parse = [](const auto* row, int64_t j, int64_t end, int64_t& v) {
    bool neg = false;
    if (j < end && (row[j] == '+' || row[j] == '-')) neg = row[j++] == '-';
    if (j >= end || end - j > 18) return false;
    v = 0;
    for (; j < end; ++j) {
      if (row[j] < '0' || row[j] > '9') return false;
      v = v * 10 + int64_t(row[j] - '0');
    }
    if (neg) v = -v;
    return true;
  };
  return parse_rows<int64_t>(a, "str_to_int", ScalarType::Long, parse);
}

// str_to_float(t): the same for decimal floats ([+-]digits[.digits][(e|E)[+-]digits], spaces around), read with
// strtod (correctly rounded, as Python's float()); None when some element is not that simple (nan, inf, '1_0', ...).
Value str_to_float(const CallArgs& a) {
  std::string buf;
  const auto parse = [&buf](const auto* row, int64_t j, int64_t end, double& v) {
    buf.clear();
    int64_t k = j;
    auto digit = [&](int64_t q) { return q < end && row[q] >= '0' && row[q] <= '9'; };
    if (k < end && (row[k] == '+' || row[k] == '-')) ++k;
    int64_t mant = 0;
    while (digit(k)) ++k, ++mant;
    if (k < end && row[k] == '.') {
      ++k;
      while (digit(k)) ++k, ++mant;
    }
    if (mant == 0) return false;
    if (k < end && (row[k] == 'e' || row[k] == 'E')) {
      ++k;
      if (k < end && (row[k] == '+' || row[k] == '-')) ++k;
      if (!digit(k)) return false;
      while (digit(k)) ++k;
    }
    if (k != end) return false;
    for (int64_t q = j; q < end; ++q) buf.push_back(char(row[q]));
    v = std::strtod(buf.c_str(), nullptr);
    return true;
  };
  return parse_rows<double>(a, "str_to_float", ScalarType::Double, parse);
}

// str_argsort(t, stable): the order of the [lanes, m, n] string elements along m: numpy's default argsort
// (introsort, string_aquicksort_) or, stable, a stable sort (numpy's mergesort/timsort give the same order).
Value str_argsort(const CallArgs& a) {
  if (!is_tensor(a[0])) raise(T.TypeError, "str_argsort expects a tensor");
  const Tensor src = tensor::contiguous(unwrap(a[0]));
  if (src.dim() != 3) raise(T.ValueError, "str_argsort expects a 3-d tensor");
  const bool stable = truthy(a[1]);
  const int64_t lanes = src.sizes()[0], m = src.sizes()[1], n = src.sizes()[2];
  std::vector<int64_t> sizes{lanes, m};
  Tensor r = tensor::zeros(sizes, ScalarType::Long);
  int64_t* out = static_cast<int64_t*>(r.storage()->data());
  auto run = [&]<class C>(const C* base) {
    for (int64_t l = 0; l < lanes; ++l) {
      StrRows<C> rows{base + l * m * n, n};
      int64_t* idx = out + l * m;
      std::iota(idx, idx + m, int64_t(0));
      if (m < 2) continue;
      if (stable)
        std::stable_sort(idx, idx + m, [&](int64_t x, int64_t y) { return sort_less(rows[x], rows[y]); });
      else
        aquicksort(rows, idx, m);
    }
  };
  const char* data = static_cast<const char*>(src.storage()->data());
  if (src.dtype() == ScalarType::Int) run(reinterpret_cast<const int32_t*>(data) + src.storage_offset());
  else if (src.dtype() == ScalarType::Byte) run(reinterpret_cast<const uint8_t*>(data) + src.storage_offset());
  else raise(T.TypeError, "str_argsort expects an int32 or uint8 tensor");
  return wrap(std::move(r));
}

// ---------------------------------------------------------------- determinants

// lu_slogdet(LU, pivots, info): numpy's slogdet of each matrix from its getrf factors ((batch, n, n), pivots and
// info (batch,)), in numpy's order: the sign starts at -1 per row interchange, each pivot's sign (a complex pivot's
// z / |z|) multiplies it in turn, and the logs of the pivots' magnitudes are summed one after another, in the
// element type (logf for float32); a zero pivot (info > 0) gives sign 0 and log -inf. det_from_slogdet(sign, log)
// is numpy's det: sign * exp(log).
using tensor::real_t;

template <class T>
void slogdet_rows(const T* lu, const int32_t* piv, const int32_t* info, int64_t batch, int64_t n, T* sign,
                  real_t<T>* logdet) {
  using R = real_t<T>;
  for (int64_t b = 0; b < batch; ++b) {
    const T* m = lu + b * n * n;
    if (info[b] > 0) {
      sign[b] = T(0);
      logdet[b] = -std::numeric_limits<R>::infinity();
      continue;
    }
    int swaps = 0;
    for (int64_t i = 0; i < n; ++i) swaps += piv[b * n + i] != i + 1;
    T acc = swaps % 2 ? T(-1) : T(1);
    R log_sum = 0;
    for (int64_t i = 0; i < n; ++i) {
      const T d = m[i * n + i];  // (row-major or column-major: the diagonal either way)
      if constexpr (std::is_same_v<T, R>) {
        R a = d;
        if (a < 0) {
          acc = -acc;
          a = -a;
        }
        log_sum += std::log(a);
      } else {
        const R a = std::hypot(d.real(), d.imag());
        const R re = d.real() / a, im = d.imag() / a;  // (numpy's product, without C's NaN recovery)
        acc = T(acc.real() * re - acc.imag() * im, acc.real() * im + acc.imag() * re);
        log_sum += std::log(a);
      }
    }
    sign[b] = acc;
    logdet[b] = log_sum;
  }
}

Value lu_slogdet(const CallArgs& a) {
  if (!is_tensor(a[0]) || !is_tensor(a[1]) || !is_tensor(a[2])) raise(T.TypeError, "lu_slogdet expects tensors");
  const Tensor lu = tensor::contiguous(unwrap(a[0]));
  const Tensor piv = tensor::contiguous(unwrap(a[1])), info = tensor::contiguous(unwrap(a[2]));
  if (lu.dim() != 3 || piv.dtype() != ScalarType::Int || info.dtype() != ScalarType::Int)
    raise(T.ValueError, "lu_slogdet expects (batch, n, n) factors and int32 pivots and info");
  const int64_t batch = lu.sizes()[0], n = lu.sizes()[1];
  const ScalarType dt = lu.dtype();
  const ScalarType real = tensor::is_complex(dt) ? tensor::component_dtype(dt) : dt;
  Tensor sign = tensor::empty(std::vector<int64_t>{batch}, dt), logdet = tensor::empty(std::vector<int64_t>{batch}, real);
  auto run = [&]<class X>(std::type_identity<X>) {
    slogdet_rows(lu.data<X>(), piv.data<int32_t>(), info.data<int32_t>(), batch, n, sign.data<X>(),
                 logdet.data<real_t<X>>());
  };
  if (dt == ScalarType::Float) run(std::type_identity<float>{});
  else if (dt == ScalarType::Double) run(std::type_identity<double>{});
  else if (dt == ScalarType::ComplexFloat) run(std::type_identity<std::complex<float>>{});
  else if (dt == ScalarType::ComplexDouble) run(std::type_identity<std::complex<double>>{});
  else raise(T.TypeError, "lu_slogdet expects float32, float64, complex64 or complex128 factors");
  return new_tuple({wrap(std::move(sign)), wrap(std::move(logdet))});
}

Value det_from_slogdet(const CallArgs& a) {
  if (!is_tensor(a[0]) || !is_tensor(a[1])) raise(T.TypeError, "det_from_slogdet expects tensors");
  const Tensor sign = tensor::contiguous(unwrap(a[0])), logdet = tensor::contiguous(unwrap(a[1]));
  Tensor det = tensor::empty(std::vector<int64_t>(sign.sizes().begin(), sign.sizes().end()), sign.dtype());
  auto run = [&]<class X>(std::type_identity<X>) {
    using R = real_t<X>;
    const X* s = sign.data<X>();
    const R* l = logdet.data<R>();
    X* d = det.data<X>();
    for (int64_t i = 0; i < sign.numel(); ++i) {
      const R e = std::exp(l[i]);
      if constexpr (std::is_same_v<X, R>) d[i] = s[i] * e;
      else d[i] = X(s[i].real() * e, s[i].imag() * e);
    }
  };
  const ScalarType dt = sign.dtype();
  if (dt == ScalarType::Float) run(std::type_identity<float>{});
  else if (dt == ScalarType::Double) run(std::type_identity<double>{});
  else if (dt == ScalarType::ComplexFloat) run(std::type_identity<std::complex<float>>{});
  else if (dt == ScalarType::ComplexDouble) run(std::type_identity<std::complex<double>>{});
  else raise(T.TypeError, "det_from_slogdet expects float32, float64, complex64 or complex128 signs");
  return wrap(std::move(det));
}

// ---------------------------------------------------------------- memmap


// map_file(path, mode, offset, nbytes, dtype) -> a 1-d tensor of dtype over bytes [offset, offset + nbytes) of
// the file, mapped with mmap(2): mode 'r' and 'c' private (copy-on-write: writes stay in memory; numpy's 'r' refuses
// them, tsr's numpy refuses assignment to the memmap itself), 'r+' and 'w+' shared (writes reach the file). The
// caller (numpy.memmap) has sized the file. The mapping starts at the page below offset, as numpy's does.
Value map_file(const CallArgs& a) {
  if (!has_layout(a[0], Layout::Str) || !has_layout(a[1], Layout::Str)) raise(T.TypeError, "map_file expects a path and a mode");
  const std::string path = as_str(a[0])->s, mode = as_str(a[1])->s;
  const int64_t offset = a[2].as_int(), nbytes = a[3].as_int();
  const auto dtype = dtype_of(a[4]);
  if (!dtype) raise(T.TypeError, "map_file expects a dtype");
  if (offset < 0 || nbytes <= 0) raise(T.ValueError, "map_file: offset must be >= 0 and the length > 0");
  const bool shared = mode == "r+" || mode == "w+";
  const int fd = ::open(path.c_str(), (shared ? O_RDWR : O_RDONLY) | O_CLOEXEC);
  if (fd < 0) raise_errno(path);
  struct stat st {};
  if (::fstat(fd, &st) != 0 || st.st_size < offset + nbytes) {
    ::close(fd);
    raise(T.ValueError, "mmap length is greater than file size");
  }
  const int64_t page = ::sysconf(_SC_PAGESIZE);
  const int64_t start = offset - offset % page, delta = offset - start;
  const size_t length = size_t(nbytes + delta);
  void* addr = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, shared ? MAP_SHARED : MAP_PRIVATE, fd, start);
  const int err = errno;
  ::close(fd);  // the mapping keeps the file
  if (addr == MAP_FAILED) {
    errno = err;
    raise_errno(path);
  }
  auto* context = new FileMapping{addr, length};
  auto storage = tensor::Storage::make(static_cast<char*>(addr) + delta, size_t(nbytes), release_file_mapping,
                                       static_cast<void*>(context));
  const int64_t n = nbytes / int64_t(tensor::element_size(*dtype));
  return wrap(Tensor(tensor::IntrusivePtr<tensor::TensorImpl>::make(std::move(storage), *dtype, tensor::Dims{n},
                                                                    tensor::Dims{1}, 0)));
}

// A bytearray's memory under a tensor's storage (numpy's frombuffer): the storage holds a reference to the bytearray
// and one of its exports (so it cannot resize, CPython's BufferError) until the last view goes.
void release_bytearray(void* context) {
  auto* b = static_cast<BytesObject*>(context);
  --b->exports;
  decref(b);
}

// buffer_tensor(bytearray, offset, count, dtype) -> a 1-d tensor of count elements of dtype over the bytearray's
// bytes from offset (the caller has checked the sizes).
Value buffer_tensor(const CallArgs& a) {
  if (!is_bytes_obj(a[0]) || !is_subtype(a[0].obj()->type, T.bytearray)) raise(T.TypeError, "buffer_tensor expects a bytearray");
  auto* b = static_cast<BytesObject*>(a[0].obj());
  const int64_t offset = a[1].as_int(), count = a[2].as_int();
  const auto dtype = dtype_of(a[3]);
  if (!dtype) raise(T.TypeError, "buffer_tensor expects a dtype");
  const int64_t nbytes = count * int64_t(tensor::element_size(*dtype));
  if (offset < 0 || count < 0 || offset + nbytes > int64_t(b->s.size())) raise(T.ValueError, "buffer_tensor: out of range");
  incref(b);
  ++b->exports;
  auto storage = tensor::Storage::make(b->s.data() + offset, size_t(nbytes), release_bytearray, static_cast<void*>(b));
  return wrap(Tensor(tensor::IntrusivePtr<tensor::TensorImpl>::make(std::move(storage), *dtype, tensor::Dims{count},
                                                                    tensor::Dims{1}, 0)));
}

// flush_mapping(t): msync(2) the pages under t's storage (numpy's memmap.flush); nothing for memory that is not
// a mapping.
Value flush_mapping(const CallArgs& a) {
  if (!is_tensor(a[0])) raise(T.TypeError, "flush_mapping expects a tensor");
  const tensor::Storage& storage = unwrap(a[0]).storage();
  if (!storage->is_external() || storage->nbytes() == 0) return Value::none();
  const uintptr_t page = uintptr_t(::sysconf(_SC_PAGESIZE));
  const uintptr_t begin = reinterpret_cast<uintptr_t>(storage->data());
  const uintptr_t aligned = begin - begin % page;
  if (::msync(reinterpret_cast<void*>(aligned), begin + storage->nbytes() - aligned, MS_SYNC) != 0)
    raise_errno("msync");
  return Value::none();
}

// ---------------------------------------------------------------- numpy scalars

Ref<TypeObject> g_float64, g_int64, g_bool;  // numpy.float64, numpy.int64 and numpy.bool_ (set_scalar_classes)
Ref<TypeObject> g_generic;                   // numpy.generic, every scalar class's base
Ref<TypeObject> g_float32;                   // numpy.float32 (set_scalar_classes' optional fifth class)
Ref<TypeObject> g_ndarray;                   // numpy.ndarray (its sixth): a 0-d array is a scalar operand too
Ref<TypeObject> g_complex128;                // numpy.complex128 (its seventh)

// An instance of a numpy scalar class holding the Python number v in its slot _v. numpy's float64 subclasses
// Python float, so float's machinery makes it and holds the double too (and complex128 Python complex).
// ---- numpy 1.24's introselect (npysort/selection.cpp), for np.partition and np.argpartition -------------------
// Programs print a partition's other elements too, so their order is numpy's: median-of-3 quickselect with an
// unguarded partition, a median-of-medians-of-5 pivot once the depth limit is spent, an O(n * kth) selection for a
// kth within 3 of the range's start, and a stack of the pivots found so far shared by the kths of one lane (sorted
// ascending by the caller). Floating values order NaN last, as numpy's `less`.
constexpr int kMaxPivotStack = 50;  // NPY_MAX_PIVOT_STACK

template <class T, bool Arg>
struct Lane {
  T* v;            // the values (moved, unless Arg)
  int64_t* order;  // Arg: the positions, moved instead of the values
  // numpy's shortcut for kth == n - 1 (the maximum to the end) is for its floating types but float16, whose
  // storage type is an integer there; a float16 row comes here as float32
  bool max_shortcut = kFloating;
  static constexpr bool kFloating = tensor::is_floating_type<T>;
  using C = std::conditional_t<kFloating, double, T>;  // compared as
  C at(int64_t i) const { return static_cast<C>(Arg ? v[order[i]] : v[i]); }
  void swap(int64_t i, int64_t j) const {
    if constexpr (Arg) std::swap(order[i], order[j]);
    else std::swap(v[i], v[j]);
  }
  Lane from(int64_t off) const { return Arg ? Lane{v, order + off, max_shortcut} : Lane{v + off, order, max_shortcut}; }
  static bool less(C a, C b) {
    if constexpr (kFloating) return a < b || (b != b && a == a);
    else return a < b;
  }
};

struct Pivots {
  int64_t at[kMaxPivotStack];
  int n = 0;
  void store(int64_t pivot, int64_t kth) {  // only pivots at or past kth help the later (larger) kths
    if (pivot == kth && n == kMaxPivotStack) at[n - 1] = pivot;
    else if (pivot >= kth && n < kMaxPivotStack) at[n++] = pivot;
  }
};

template <class L>
void median3_to_low(const L& l, int64_t low, int64_t mid, int64_t high) {
  if (L::less(l.at(high), l.at(mid))) l.swap(high, mid);
  if (L::less(l.at(high), l.at(low))) l.swap(high, low);
  if (L::less(l.at(low), l.at(mid))) l.swap(low, mid);  // the median to low
  l.swap(mid, low + 1);                                  // the smallest to low + 1
}

template <class L>
int64_t median5(const L& l) {  // the position of the median of l's first five, after numpy's swaps
  if (L::less(l.at(1), l.at(0))) l.swap(1, 0);
  if (L::less(l.at(4), l.at(3))) l.swap(4, 3);
  if (L::less(l.at(3), l.at(0))) l.swap(3, 0);
  if (L::less(l.at(4), l.at(1))) l.swap(4, 1);
  if (L::less(l.at(2), l.at(1))) l.swap(2, 1);
  if (L::less(l.at(3), l.at(2))) return L::less(l.at(3), l.at(1)) ? 1 : 3;
  return 2;
}

template <class L>
void unguarded_partition(const L& l, typename L::C pivot, int64_t& ll, int64_t& hh) {
  for (;;) {
    do ++ll; while (L::less(l.at(ll), pivot));
    do --hh; while (L::less(pivot, l.at(hh)));
    if (hh < ll) return;
    l.swap(ll, hh);
  }
}

template <class L>
void select_small(const L& l, int64_t num, int64_t kth) {  // the kth + 1 smallest to the front, one by one
  for (int64_t i = 0; i <= kth; ++i) {
    int64_t min_at = i;
    auto min = l.at(i);
    for (int64_t k = i + 1; k < num; ++k)
      if (L::less(l.at(k), min)) min = l.at(min_at = k);
    l.swap(i, min_at);
  }
}

template <class L>
void introselect(const L& l, int64_t num, int64_t kth, Pivots* pivots);

template <class L>
int64_t median_of_medians5(const L& l, int64_t num) {
  const int64_t groups = num / 5;
  for (int64_t i = 0; i < groups; ++i) l.swap(5 * i + median5(l.from(5 * i)), i);
  if (groups > 2) introselect(l, groups, groups / 2, nullptr);
  return groups / 2;
}

template <class L>
void introselect(const L& l, int64_t num, int64_t kth, Pivots* pivots) {
  int64_t low = 0, high = num - 1;
  while (pivots && pivots->n > 0) {
    const int64_t top = pivots->at[pivots->n - 1];
    if (top > kth) {
      high = top - 1;
      break;
    }
    if (top == kth) return;  // found by an earlier kth
    low = top + 1;
    --pivots->n;
  }
  if (kth - low < 3) {
    select_small(l.from(low), high - low + 1, kth - low);
    if (pivots) pivots->store(kth, kth);
    return;
  }
  if (l.max_shortcut && kth == num - 1) {
    int64_t max_at = low;  // the maximum (a NaN if any) to the end
    auto max = l.at(low);
    for (int64_t k = low + 1; k < num; ++k)
      if (!L::less(l.at(k), max)) max = l.at(max_at = k);
    l.swap(kth, max_at);
    return;
  }
  int depth_limit = 0;
  for (uint64_t u = uint64_t(num); u >>= 1;) ++depth_limit;
  depth_limit *= 2;
  while (low + 1 < high) {
    int64_t ll = low + 1, hh = high;
    if (depth_limit > 0 || hh - ll < 5) {
      median3_to_low(l, low, low + (high - low) / 2, high);
    } else {
      const int64_t mid = ll + median_of_medians5(l.from(ll), hh - ll);
      l.swap(mid, low);
      --ll;
      ++hh;
    }
    --depth_limit;
    unguarded_partition(l, l.at(low), ll, hh);
    l.swap(low, hh);  // the pivot to its place
    if (hh != kth && pivots) pivots->store(hh, kth);
    if (hh >= kth) high = hh - 1;
    if (hh <= kth) low = ll;
  }
  if (high == low + 1 && L::less(l.at(high), l.at(low))) l.swap(high, low);
  if (pivots) pivots->store(kth, kth);
}

// Whether t's elements are in its storage at its strides, in host memory (not a sparse tensor's, nor a device's).
bool strided_cpu(const Tensor& t) { return t.device().is_cpu() && !tensor::is_sparse(t); }

// The element at storage offset `off` of a CPU tensor as a Python number (bool, int, float or complex).
Value element_at(const Tensor& t, int64_t off) {
  const char* data = static_cast<const char*>(t.storage()->data());
  if (t.dtype() == ScalarType::ComplexDouble) {
    const auto v = reinterpret_cast<const std::complex<double>*>(data)[off];
    return new_complex(v.real(), v.imag());
  }
  if (t.dtype() == ScalarType::ComplexFloat) {
    const auto v = reinterpret_cast<const std::complex<float>*>(data)[off];
    return new_complex(double(v.real()), double(v.imag()));
  }
  return tensor::visit_dtype_and_uint(t.dtype(), [&]<class T>(std::type_identity<T>) -> Value {
    const T v = reinterpret_cast<const T*>(data)[off];
    if constexpr (std::is_same_v<T, bool>) return Value::boolean(v);
    else if constexpr (tensor::is_floating_type<T>) return Value(static_cast<double>(v));
    else if constexpr (std::is_same_v<T, uint64_t>) return uint64_value(v);
    else return Value(static_cast<int64_t>(v));
  });
}

// The entries of an index key: a tuple's items, or the key itself as the one entry.
std::span<const Value> key_entries(const Value& key) {
  if (!has_layout(key, Layout::Tuple)) return {&key, 1};
  const std::vector<Value>& items = as<TupleObject>(key)->items;
  return {items.data(), items.size()};
}

// An index entry that numpy takes as one integer: a Python int (not a bool) or a numpy integer scalar (its _v; not
// a bool_, which indexes as a mask). nullopt for anything else.
std::optional<int64_t> integer_index(const Value& v) {
  if (v.is_int()) return v.as_int();
  if (!v.is_obj() || !g_generic || !v.obj()->attrs) return std::nullopt;
  TypeObject* type = v.obj()->type;
  if (type == g_bool.get() || !is_subtype(type, g_generic.get())) return std::nullopt;
  static Ref<StrObject> v_key = intern("_v");
  const Value x = v.obj()->attrs->get_str(v_key.get());
  if (x.is_null() || !x.is_int()) return std::nullopt;
  return x.as_int();
}

// The storage offset of a[key] for numpy's plainest element access: key an integer (integer_index) on a 1-d tensor,
// or a tuple of one per dimension (negative ones count from the end), on the CPU. Raises numpy's IndexError for an
// index out of bounds; nullopt for any other key (the callers' general paths take those).
std::optional<int64_t> element_offset(const Tensor& t, const Value& key) {
  if (!strided_cpu(t)) return std::nullopt;
  const std::span<const Value> first = key_entries(key);
  const size_t count = first.size();
  if (count != size_t(t.dim())) return std::nullopt;
  int64_t index[8];
  if (count > std::size(index)) return std::nullopt;
  for (size_t d = 0; d < count; ++d) {
    const std::optional<int64_t> i = integer_index(first[d]);
    if (!i) return std::nullopt;
    index[d] = *i;
  }
  int64_t off = t.storage_offset();
  for (size_t d = 0; d < count; ++d) {
    const int64_t n = t.sizes()[d];
    int64_t i = index[d];
    if (i < -n || i >= n)
      raise(T.IndexError, "index " + std::to_string(i) + " is out of bounds for axis " + std::to_string(d) +
                              " with size " + std::to_string(n));
    if (i < 0) i += n;
    off += i * t.strides()[d];
  }
  return off;
}

// numpy's basic indexing (mapping.c's prepare_index and get_view_from_index) of a strided CPU tensor: key an int,
// a slice of ints or Nones, Ellipsis, None, or a tuple of those. Each int drops its dimension (the offset moves to
// its row), each slice keeps it with stride * step from its first element (an empty slice: step 1 from 0, as
// numpy's), each None is a new dimension of size 1 and stride 0, and Ellipsis stands for the dimensions no other
// entry takes (any left over at the end too). `scalar`: every dimension taken by an int, with no None or Ellipsis
// (numpy then gives a scalar, not a 0-d array). nullopt where numpy would raise (an int out of bounds, too many
// indices, two Ellipses, a zero step) and for any other entry (a bool, a numpy integer, an array, a list, an
// __index__ object): the caller's general path takes those, with numpy's words.
struct BasicIndex {
  tensor::Dims sizes, strides;
  int64_t offset;
  bool scalar;
};

std::optional<BasicIndex> basic_index(const Tensor& t, const Value& key) {
  if (!strided_cpu(t)) return std::nullopt;
  const std::span<const Value> items = key_entries(key);
  const size_t count = items.size();
  const auto plain = [](const Value& v) { return v.is_none() || v.is_int(); };
  int64_t taken = 0, ints = 0;  // the dimensions the ints and slices take, and the ints
  bool ellipsis = false, newaxis = false;
  for (size_t k = 0; k < count; ++k) {
    const Value& it = items[k];
    if (it.is_int()) {
      ++taken;
      ++ints;
    } else if (has_layout(it, Layout::Slice)) {
      const auto* sl = as<SliceObject>(it);
      if (!plain(sl->start) || !plain(sl->stop) || !plain(sl->step) || (sl->step.is_int() && sl->step.as_int() == 0))
        return std::nullopt;
      ++taken;
    } else if (it.is_none()) {
      newaxis = true;
    } else if (it.identical(kEllipsis) && !ellipsis) {
      ellipsis = true;
    } else {
      return std::nullopt;
    }
  }
  const int64_t nd = t.dim();
  if (taken > nd) return std::nullopt;
  BasicIndex r{{}, {}, t.storage_offset(), !ellipsis && !newaxis && ints == nd};
  int64_t d = 0;  // the input dimension the next entry reads
  const auto keep = [&](int64_t upto) {
    for (; d < upto; ++d) {
      r.sizes.push_back(t.sizes()[size_t(d)]);
      r.strides.push_back(t.strides()[size_t(d)]);
    }
  };
  for (size_t k = 0; k < count; ++k) {
    const Value& it = items[k];
    if (it.is_none()) {
      r.sizes.push_back(1);
      r.strides.push_back(0);
    } else if (it.identical(kEllipsis)) {
      keep(d + nd - taken);
    } else {
      const int64_t n = t.sizes()[size_t(d)], stride = t.strides()[size_t(d)];
      if (it.is_int()) {
        const int64_t i = it.as_int();
        if (i < -n || i >= n) return std::nullopt;
        r.offset += (i < 0 ? i + n : i) * stride;
      } else {
        const SliceIndices s = slice_indices(as<SliceObject>(it), n);
        if (s.length > 0) r.offset += s.start * stride;
        r.sizes.push_back(s.length);
        r.strides.push_back(s.length > 0 ? stride * s.step : stride);
      }
      ++d;
    }
  }
  keep(nd);
  return r;
}

// A view of the memory of `self` (an ndarray whose instance dict d holds its tensor t as _t): a new ndarray over
// t's storage with the given sizes, strides and offset, whose base is self's base where that is an array, else
// self (numpy's view base; the methods' _view_base), and whose WRITEABLE flag (_w) is self's (numpy/__init__.tsr's
// _view).
Value array_view(TypeObject* ndarray, const Value& self, const DictObject& d, const Tensor& t, tensor::Dims sizes,
                 tensor::Dims strides, int64_t offset) {
  static Ref<StrObject> t_key = intern("_t"), base_key = intern("_base"), w_key = intern("_w");
  const Value base = d.get_str(base_key.get());
  const bool array_base = !base.is_null() && is_subtype(type_of(base), ndarray);
  const Value w = d.get_str(w_key.get());
  Value obj(ndarray->alloc(ndarray));
  DictObject& od = instance_dict(obj.obj());
  od.set_str(t_key.get(), wrap(tensor::make_view(t, std::move(sizes), std::move(strides), offset)));
  od.set_str(base_key.get(), array_base ? base : self);
  od.set_str(w_key.get(), w.is_null() ? Value::boolean(true) : w);
  return obj;
}

// The ints of a shape or axes argument: `args` themselves, or the one tuple or list among them; nullopt for
// anything else (a bool, a numpy integer, None, a nested sequence).
std::optional<std::vector<int64_t>> int_args(std::span<const Value> args) {
  if (args.size() == 1 && (has_layout(args[0], Layout::Tuple) || has_layout(args[0], Layout::List)))
    args = has_layout(args[0], Layout::Tuple) ? std::span<const Value>(as<TupleObject>(args[0])->items)
                                              : std::span<const Value>(as<ListObject>(args[0])->items);
  std::vector<int64_t> out;
  out.reserve(args.size());
  for (const Value& v : args) {
    if (!v.is_int()) return std::nullopt;
    out.push_back(v.as_int());
  }
  return out;
}

Value new_scalar(TypeObject* cls, const Value& v) {
  static Ref<StrObject> v_key = intern("_v");
  Value obj;
  if (is_subtype(cls, T.float_) && v.is_float()) obj = new_float_subclass_instance(cls, v.as_float());
  else if (is_subtype(cls, T.float_)) obj = call(getattr(Value(T.float_), "__new__"), {Value(cls), v});
  else if (is_subtype(cls, T.complex)) obj = call(getattr(Value(T.complex), "__new__"), {Value(cls), v});
  else obj = Value(cls->alloc(cls));
  instance_dict(obj.obj()).set_str(v_key.get(), v);
  return obj;
}

// One operand of scalar_arith: a double or an int64, whether it was a numpy scalar, and whether a float32 one (its
// value, a float, held as the double it converts to exactly).
struct ScalarNum {
  bool is_float = false, numpy = false, single = false, array = false;  // array: a 0-d ndarray
  double f = 0;
  int64_t i = 0;
};

// A 0-d float64, float32 or int64 array (exactly numpy.ndarray, its tensor in slot _t on the CPU) as a
// scalar_arith operand: numpy 1.24 takes a 0-d array as a scalar in its promotion, so its ufunc's + - * / are the
// scalar's (np.array(2.5, np.float32) * 3.0 is float64).
bool zero_d_num(const Value& v, ScalarNum& out) {
  static Ref<StrObject> t_key = intern("_t");
  if (!v.obj()->attrs) return false;
  const Value tv = v.obj()->attrs->get_str(t_key.get());
  if (tv.is_null() || !is_tensor(tv)) return false;
  const Tensor& t = unwrap(tv);
  if (t.dim() != 0 || !t.device().is_cpu() || !t.storage()) return false;
  const char* data = static_cast<const char*>(t.storage()->data());
  out.numpy = out.array = true;
  switch (t.dtype()) {
    case ScalarType::Double: out.is_float = true; out.f = reinterpret_cast<const double*>(data)[t.storage_offset()]; return true;
    case ScalarType::Float:
      out.is_float = out.single = true;
      out.f = double(reinterpret_cast<const float*>(data)[t.storage_offset()]);
      return true;
    case ScalarType::Long: out.i = reinterpret_cast<const int64_t*>(data)[t.storage_offset()]; return true;
    default: return false;
  }
}

bool scalar_num(const Value& v, ScalarNum& out) {
  if (v.is_float()) {
    out.is_float = true;
    out.f = v.as_float();
    return true;
  }
  if (v.is_int()) {
    out.i = v.as_int();
    return true;
  }
  if (!v.is_obj() || !g_float64) return false;
  const TypeObject* t = v.obj()->type;
  if (g_ndarray && t == g_ndarray.get()) return zero_d_num(v, out);
  const bool single = g_float32 && t == g_float32.get();
  if ((t != g_float64.get() && t != g_int64.get() && !single) || !v.obj()->attrs) return false;
  static Ref<StrObject> v_key = intern("_v");
  const Value x = v.obj()->attrs->get_str(v_key.get());
  out.numpy = true;
  if ((t == g_float64.get() || single) && x.is_float()) {
    out.is_float = true;
    out.single = single;
    out.f = x.as_float();
    return true;
  }
  if (t == g_int64.get() && x.is_int()) {
    out.i = x.as_int();
    return true;
  }
  return false;
}

// An operand of scalar_compare: the number a numpy real scalar holds (its _v; a bool_'s as 0 or 1) or a Python
// number is (a bool as 0 or 1), and whether it was numpy's; null for anything else (a complex scalar).
Value raw_number(const Value& v, bool& numpy) {
  if (v.is_bool()) return Value(int64_t(v.as_bool()));
  if (v.is_int() || v.is_float() || is_big(v)) return v;
  if (!v.is_obj() || !g_generic || !v.obj()->attrs || !is_subtype(v.obj()->type, g_generic.get())) return Value();
  static Ref<StrObject> v_key = intern("_v");
  Value x = v.obj()->attrs->get_str(v_key.get());
  if (!x.is_null() && x.is_bool()) x = Value(int64_t(x.as_bool()));  // bool_ compares as 0 or 1
  if (x.is_null() || !(x.is_int() || x.is_float() || is_big(x))) return Value();
  numpy = true;
  return x;
}

bool exact_in_double(int64_t i) { return i >= -(int64_t(1) << 53) && i <= (int64_t(1) << 53); }

// ---------------------------------------------------------------- floating-point errors
// numpy reports the IEEE exceptions its loops raise (seterr/errstate: stdlib/numpy/_core.tsr). The loops here are
// the tensor library's kernels, threaded and vectorised with SLEEF, whose status flags neither reach the calling
// thread nor follow IEEE's per-operation rules (SLEEF's log(0) raises no divide-by-zero, its log(-1) raises two),
// so numpy's errors are read off the values instead: a result is scanned for NaN, infinities and (when underflow
// is watched) zeros and subnormals, and only where it has any does numpy/_core.tsr look at the operands to name
// the error. The scan is one pass of integer tests over the exponent bits, which the compiler vectorises.
enum FpScan : int64_t { kFpNan = 1, kFpInf = 2, kFpTiny = 4, kFpIntDivZero = 8 };

struct FpWatch {
  bool armed = true;   // some error is not 'ignore' (numpy's default warns on three)
  bool under = false;  // underflow is not 'ignore'
};
FpWatch g_fp_watch;

// The bodies of scalar_arith, scalar_compare and scalar_unary (below), shared with the native operators that
// scalar_operator makes.
// complex128 + - * with a complex128, a Python complex, float or int, or a float64 or int64 scalar, one of them a
// complex128 scalar: numpy's complex128 loop (the other operand taken as a complex of imaginary part 0; its
// product is (ac - bd) + (ad + bc)i, as CPython's). None for anything else, and where a NaN is made (numpy warns).
Value complex_arith_of(int64_t op, const Value& av, const Value& bv) {
  if (op > 2 || !g_complex128) return Value::none();
  static Ref<StrObject> v_key = intern("_v");
  bool numpy = false;
  auto get = [&](const Value& v, std::complex<double>& z) {
    if (v.is_obj() && v.obj()->type == g_complex128.get()) {
      const Value x = v.obj()->attrs ? v.obj()->attrs->get_str(v_key.get()) : Value();
      if (x.is_null() || !is_complex(x)) return false;
      z = {as<ComplexObject>(x)->v.real, as<ComplexObject>(x)->v.imag};
      numpy = true;
      return true;
    }
    if (v.is_obj() && v.obj()->type == T.complex) {
      z = {as<ComplexObject>(v)->v.real, as<ComplexObject>(v)->v.imag};
      return true;
    }
    ScalarNum n;
    if (!scalar_num(v, n) || n.array || n.single || (!n.is_float && !exact_in_double(n.i))) return false;
    z = n.is_float ? n.f : double(n.i);
    return true;
  };
  std::complex<double> a, b;
  if (!get(av, a) || !get(bv, b) || !numpy) return Value::none();
  double re, im;
  switch (op) {
    case 0: re = a.real() + b.real(), im = a.imag() + b.imag(); break;
    case 1: re = a.real() - b.real(), im = a.imag() - b.imag(); break;
    default:
      re = a.real() * b.real() - a.imag() * b.imag();
      im = a.real() * b.imag() + a.imag() * b.real();
  }
  const bool nan_in = std::isnan(a.real()) || std::isnan(a.imag()) || std::isnan(b.real()) || std::isnan(b.imag());
  if ((std::isnan(re) || std::isnan(im)) && !nan_in) return Value::none();
  return new_scalar(g_complex128.get(), new_complex(re, im));
}

Value scalar_arith_of(int64_t op, const Value& av, const Value& bv) {
  if (g_complex128 && (is_complex(av) || is_complex(bv))) return complex_arith_of(op, av, bv);
  ScalarNum x, y;
  if (!scalar_num(av, x) || !scalar_num(bv, y) || (!x.numpy && !y.numpy)) return Value::none();
  if (!x.is_float && !y.is_float) {
    int64_t r = 0;
    switch (op) {
      case 4: return Value::none();  // (numpy's integer power: the ufunc's)
      case 0: if (__builtin_add_overflow(x.i, y.i, &r)) return Value::none(); break;
      case 1: if (__builtin_sub_overflow(x.i, y.i, &r)) return Value::none(); break;
      case 2: if (__builtin_mul_overflow(x.i, y.i, &r)) return Value::none(); break;
      case 3:
        if (y.i == 0 || !exact_in_double(x.i) || !exact_in_double(y.i)) return Value::none();
        return new_scalar(g_float64.get(), Value(double(x.i) / double(y.i)));
      default: return Value::none();
    }
    return new_scalar(g_int64.get(), Value(r));
  }
  if ((!x.is_float && !exact_in_double(x.i)) || (!y.is_float && !exact_in_double(y.i))) return Value::none();
  const double p = x.is_float ? x.f : double(x.i), q = y.is_float ? y.f : double(y.i);
  const bool single = x.single && y.single;
  // numpy's scalar math computes a power itself only where one scalar's type takes the other operand (two
  // float32 scalars; a float64 scalar with any of these); otherwise (float32 or int64 with a Python number,
  // float32 with int64) it defers to the ufunc, whose loop is not the C library's pow
  if (op == 4 && (x.array || y.array || (!single && !(x.numpy && x.is_float && !x.single) &&
                                         !(y.numpy && y.is_float && !y.single))))
    return Value::none();  // (a 0-d array's power is the ufunc's too)
  double r;
  switch (op) {
    case 0: r = p + q; break;
    case 1: r = p - q; break;
    case 2: r = p * q; break;
    case 3:
      if (q == 0) return Value::none();
      r = p / q;
      break;
    case 4: r = single ? double(std::pow(float(p), float(q))) : std::pow(p, q); break;
    default: return Value::none();
  }
  if (single) r = double(float(r));
  // an error numpy reports (a NaN or infinity made, a watched underflow): the ufunc computes and reports it
  if (std::isnan(r) && !std::isnan(p) && !std::isnan(q)) return Value::none();
  if (std::isinf(r) && std::isfinite(p) && std::isfinite(q)) return Value::none();
  const double tiny = single ? double(std::numeric_limits<float>::min()) : std::numeric_limits<double>::min();
  if (g_fp_watch.under && op >= 2 && std::fabs(r) < tiny && p != 0 && q != 0) return Value::none();
  return new_scalar(single ? g_float32.get() : g_float64.get(), Value(r));
}

Value scalar_compare_of(int64_t op, const Value& av, const Value& bv) {
  bool na = false, nb = false;
  const Value x = raw_number(av, na), y = raw_number(bv, nb);
  if (!g_bool || x.is_null() || y.is_null() || (!na && !nb)) return Value::none();
  int order;  // -1, 0, 1; 2 for unordered (a NaN)
  if (x.is_float() || y.is_float()) {
    // an integer against a float is its nearest double, as numpy converts it to float64
    const auto as_double = [](const Value& v) {
      return v.is_float() ? v.as_float() : v.is_int() ? double(v.as_int()) : big_to_double(v);
    };
    const double p = as_double(x), q = as_double(y);
    order = p < q ? -1 : p > q ? 1 : p == q ? 0 : 2;
    // an ordering with a NaN warns: the ufunc's (but for an integer beyond int64, which the ufunc cannot take)
    if (order == 2 && op >= 2 && !is_big(x) && !is_big(y)) return Value::none();
  } else if (is_big(x) || is_big(y)) {  // a uint64 above 2^63, a Python int numpy keeps as an object: exact
    order = big_compare(x, y);
  } else {
    order = x.as_int() < y.as_int() ? -1 : x.as_int() > y.as_int() ? 1 : 0;
  }
  bool r;
  switch (op) {
    case 0: r = order == 0; break;
    case 1: r = order != 0; break;
    case 2: r = order == -1; break;
    case 3: r = order == -1 || order == 0; break;
    case 4: r = order == 1; break;
    case 5: r = order == 1 || order == 0; break;
    default: return Value::none();
  }
  return new_scalar(g_bool.get(), Value::boolean(r));
}

Value scalar_unary_of(int64_t op, const Value& xv) {
  ScalarNum x;
  if (op < 0 || op > 2 || !scalar_num(xv, x) || !x.numpy) return Value::none();
  TypeObject* cls = xv.obj()->type;
  if (cls == g_ndarray.get()) return Value::none();
  if (x.is_float) return new_scalar(cls, Value(op == 0 ? -x.f : op == 1 ? std::fabs(x.f) : x.f));
  if (op != 2 && x.i == std::numeric_limits<int64_t>::min()) return Value::none();
  return new_scalar(cls, Value(op == 0 ? -x.i : op == 1 ? (x.i < 0 ? -x.i : x.i) : x.i));
}

// U: the unsigned integer of the format's width; kMantissa: its stored mantissa bits. The first loop is a pure
// bit test, compiled for the processor's vector instructions (Note [CPU capability]) and split over the threads for
// a large tensor; only a result with a special value is looked at again.
template <class U, int kMantissa>
int64_t scan_ieee(const void* p, int64_t n, bool under) {
  constexpr U kExp = U(U((U(1) << (sizeof(U) * 8 - 1 - kMantissa)) - 1) << kMantissa);
  const U* u = static_cast<const U*>(p);
  U special = 0, tiny = 0;
  auto scan = [&](int64_t begin, int64_t end, U& sp, U& ti) {
    tensor::with_cpu_capability([&]() TSR_CPU_BODY {
      U s = 0, t = 0;
      for (int64_t i = begin; i < end; ++i) {
        const U e = u[i] & kExp;
        s |= U(e == kExp);
        t |= U(e == 0);
      }
      sp |= s;
      ti |= t;
    });
  };
  constexpr int64_t kGrain = int64_t(1) << 17;
  if (n < 2 * kGrain) {
    scan(0, n, special, tiny);
  } else {
#pragma omp parallel for schedule(static) reduction(| : special, tiny)
    for (int64_t b = 0; b < n; b += kGrain) scan(b, std::min(n, b + kGrain), special, tiny);
  }
  int64_t bits = under && tiny ? int64_t(kFpTiny) : 0;
  if (special)
    for (int64_t i = 0; i < n; ++i) {
      if ((u[i] & kExp) != kExp) continue;
      bits |= (u[i] & ~kExp & (U(~U(0)) >> 1)) ? kFpNan : kFpInf;
    }
  return bits;
}

// kFpNan | kFpInf | kFpTiny for the values of a floating or complex CPU tensor (each part of a complex one); 0 for
// any other.
int64_t scan_floats(const Tensor& t, bool under) {
  if (!t.device().is_cpu() || t.numel() == 0) return 0;
  const ScalarType d = tensor::component_dtype(t.dtype());
  if (!tensor::is_floating(d)) return 0;
  const Tensor c = tensor::contiguous(t);
  const int64_t n = c.numel() * (tensor::is_complex(t.dtype()) ? 2 : 1);
  const void* p = c.data_ptr();
  switch (d) {
    case ScalarType::Double: return scan_ieee<uint64_t, 52>(p, n, under);
    case ScalarType::Float: return scan_ieee<uint32_t, 23>(p, n, under);
    case ScalarType::Half: return scan_ieee<uint16_t, 10>(p, n, under);
    case ScalarType::BFloat16: return scan_ieee<uint16_t, 7>(p, n, under);
    default: return 0;
  }
}

// Whether an integer divisor (a tensor or a Python int) has a zero.
bool has_zero_divisor(const Value& v) {
  if (v.is_int()) return v.as_int() == 0;
  if (!is_tensor(v)) return false;
  const Tensor& t = unwrap(v);
  if (!t.device().is_cpu() || !tensor::is_integral(t.dtype(), /*include_bool=*/true)) return false;
  const Tensor c = tensor::contiguous(t);
  bool zero = false;
  tensor::visit_dtype_and_uint(c.dtype(), [&]<class E>(std::type_identity<E>) {
    const E* p = c.data<E>();
    for (int64_t i = 0; i < c.numel() && !zero; ++i) zero = p[i] == E(0);
  });
  return zero;
}

}  // namespace

void init_numpy_kernels_module() {
  register_native_module("_np_core", [](ModuleObject& m) {
    import_module("torch");  // its dtype objects and tensors (imported first, as the numpy package does)
    auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
    // numpy's uint16, uint32, uint64 as the tensor library's dtypes (torch binds no names for them: PyTorch 1.13
    // has none).
    for (ScalarType d : {ScalarType::UInt16, ScalarType::UInt32, ScalarType::UInt64})
      m.dict()->set_str(intern(std::string(tensor::dtype_name(d))).get(), dtype_object(d));
    def("map_file", map_file);
    def("flush_mapping", flush_mapping);
    def("buffer_tensor", buffer_tensor);
    // is_mapped(t): whether t's memory is a file mapping (external memory), numpy's memmap
    def("is_mapped", [](const CallArgs& a) {
      return Value::boolean(is_tensor(a[0]) && unwrap(a[0]).storage()->is_external());
    });
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
      if (*out_dtype == ScalarType::ComplexDouble) return dispatch_input<std::complex<double>>(t, dim, *out_dtype);
      if (*out_dtype == ScalarType::ComplexFloat) return dispatch_input<std::complex<float>>(t, dim, *out_dtype);
      return Value::none();
    });
    // accumulate_(t, op): numpy's add.accumulate and multiply.accumulate (cumsum, cumprod) in place along the last
    // dim of a contiguous CPU tensor, each step rounded to t's dtype as numpy's loops do (float32 in float32, float16
    // through float); the tensor library's cumsum and cumprod add in double, as PyTorch's CPU kernels. None for bool
    // (whose sums numpy makes in int64).
    def("accumulate_", [](const CallArgs& a) {
      if (!is_tensor(a[0]) || !is_str(a[1])) raise(T.TypeError, "accumulate_(tensor, 'add' | 'mul')");
      const Tensor& t = unwrap(a[0]);
      if (!t.device().is_cpu() || !t.is_contiguous()) raise(T.ValueError, "accumulate_ takes a contiguous CPU tensor");
      const bool add = str_of(a[1]) == "add";
      const int64_t n = t.dim() == 0 ? 1 : t.sizes()[t.dim() - 1];
      if (t.numel() == 0 || n == 0) return a[0];
      if (t.dtype() == ScalarType::Bool) return Value::none();
      tensor::visit_dtype_and_complex(t.dtype(), [&]<class E>(std::type_identity<E>) {
        E* p = t.data<E>();
        for (int64_t row = 0; row < t.numel() / n; ++row, p += n)
          for (int64_t k = 1; k < n; ++k) {
            if constexpr (std::is_integral_v<E> && !std::is_same_v<E, bool>) {  // wrapping, as numpy's integer loops (no signed overflow)
              using U = std::make_unsigned_t<E>;
              p[k] = static_cast<E>(add ? U(U(p[k - 1]) + U(p[k])) : U(U(p[k - 1]) * U(p[k])));
            } else {
              p[k] = add ? static_cast<E>(p[k - 1] + p[k]) : static_cast<E>(p[k - 1] * p[k]);
            }
          }
      });
      return a[0];
    });
    // complex_binary(op, a, b) / complex_unary(kernel, a): numpy 1.24's complex loops where they compute otherwise
    // than PyTorch's (tensor/kernels/cpu/complex_kernels.hpp, ComplexFlavor::Numpy): op "add", "sub", "mul",
    // "div" on CPU tensors of one complex dtype (broadcast); kernel a complex_unary name ("exp_vml_cpu", ...).
    // real_unary(name, t) / real_binary(name, a, b, c_library=False): numpy 1.24's float64/float32 loops for its transcendental
    // functions (SVML's names: log, exp, asin, pow, ...), SVML's AVX-512 routines or the C library as numpy picks
    // (Note [numpy's vector math]); None where numpy's loop for that function and dtype is another.
    def("real_unary", [](const CallArgs& a) {
      if (a.args.size() != 2 || !is_str(a[0]) || !is_tensor(a[1])) raise(T.TypeError, "real_unary(name, tensor)");
      const Tensor r = tensor::numpy_math::unary(str_of(a[0]), unwrap(a[1]));
      return r.defined() ? wrap(r) : Value::none();
    });
    def("real_binary", [](const CallArgs& a) {
      if (a.args.size() < 3 || a.args.size() > 4 || !is_str(a[0]) || !is_tensor(a[1]) || !is_tensor(a[2]))
        raise(T.TypeError, "real_binary(name, tensor, tensor, c_library=False)");
      const bool c_library = a.args.size() == 4 && truthy(a[3]);
      const Tensor r = tensor::numpy_math::binary(str_of(a[0]), unwrap(a[1]), unwrap(a[2]), c_library);
      return r.defined() ? wrap(r) : Value::none();
    });
    def("uses_svml", [](const CallArgs&) { return Value::boolean(tensor::numpy_math::uses_svml()); });
    def("complex_binary", [](const CallArgs& a) {
      if (!is_tensor(a[1]) || !is_tensor(a[2])) raise(T.TypeError, "complex_binary expects tensors");
      const Tensor& x = unwrap(a[1]);
      const Tensor& y = unwrap(a[2]);
      const ScalarType d = tensor::is_complex(x.dtype()) ? x.dtype() : y.dtype();
      if (!tensor::is_complex(d) || !x.device().is_cpu() || !y.device().is_cpu())
        raise(T.TypeError, "complex_binary expects complex CPU tensors");
      if (!is_str(a[0])) raise(T.TypeError, "complex_binary expects an op name");
      const std::string op = as_str(a[0])->s;
      const tensor::ComplexBinary k = op == "add" ? tensor::ComplexBinary::Add
                                      : op == "sub" ? tensor::ComplexBinary::Sub
                                      : op == "mul" ? tensor::ComplexBinary::Mul
                                                    : tensor::ComplexBinary::Div;
      return wrap(tensor::complex_binary(k, x, y, d, 1.0, tensor::ComplexFlavor::Numpy));
    });
    def("complex_unary", [](const CallArgs& a) {
      if (!is_tensor(a[1])) raise(T.TypeError, "complex_unary expects a tensor");
      const Tensor& x = unwrap(a[1]);
      if (!tensor::is_complex(x.dtype()) || !x.device().is_cpu())
        raise(T.TypeError, "complex_unary expects a complex CPU tensor");
      return wrap(tensor::complex_unary(as_str(a[0])->s, x, tensor::ComplexFlavor::Numpy));
    });
    // fp_watch(armed, under): whether any floating-point error, and underflow, is watched (numpy.seterr).
    def("fp_watch", [](const CallArgs& a) {
      g_fp_watch.armed = truthy(a[0]);
      g_fp_watch.under = truthy(a[1]);
      return Value::none();
    });
    // fp_scan(t): kFpNan | kFpInf | kFpTiny (tiny only while underflow is watched) for t's values; 0 while no
    // error is watched.
    def("fp_scan", [](const CallArgs& a) {
      if (!g_fp_watch.armed || !is_tensor(a[0])) return Value(int64_t(0));
      return Value(scan_floats(unwrap(a[0]), g_fp_watch.under));
    });
    // fp_cast_invalid(t, width): whether casting float tensor t to an integer raises the invalid flag of the x86
    // conversion numpy's cast runs through (cvttsd2si of `width` bits, 32 or 64): a NaN, an infinity or a value
    // outside that signed range; False while invalid is not watched.
    def("fp_cast_invalid", [](const CallArgs& a) {
      if (!g_fp_watch.armed || !is_tensor(a[0])) return Value::boolean(false);
      const Tensor& t = unwrap(a[0]);
      if (!t.device().is_cpu() || !tensor::is_floating(t.dtype())) return Value::boolean(false);
      const double limit = std::ldexp(1.0, int(a[1].as_int()) - 1);
      const Tensor c = tensor::contiguous(t);
      bool bad = false;
      tensor::visit_dtype(c.dtype(), [&]<class E>(std::type_identity<E>) {
        if constexpr (!std::is_integral_v<E>) {
          const E* p = c.data<E>();
          for (int64_t i = 0; i < c.numel() && !bad; ++i) {
            const double v = double(p[i]);
            bad = !(v > -limit - 1 && v < limit);  // (NaN compares false); conversion truncates toward zero
          }
        }
      });
      return Value::boolean(bad);
    });
    // fp_checked(fn, report, divisor, name): a native standing for fn (a ufunc's loop) that, while errors are
    // watched, scans fn's result and calls report(result, bits, args) where it has a NaN, an infinity or (watched)
    // a tiny value; an integer result calls it with kFpIntDivZero where positional argument `divisor` (-1: none)
    // has a zero (numpy's integer division by zero). No Python frame is added on the way.
    def("fp_checked", [](const CallArgs& a) {
      const Value fn = a[0], report = a[1];
      const int64_t divisor = a[2].as_int();
      return new_native(str_of(a[3]), [fn, report, divisor](const CallArgs& c) {
        Value r = call(fn, c);
        if (!g_fp_watch.armed || !is_tensor(r)) return r;
        const Tensor& t = unwrap(r);
        int64_t bits = 0;
        if (tensor::is_integral(t.dtype(), false)) {
          if (divisor >= 0 && size_t(divisor) < c.npos() && has_zero_divisor(c[size_t(divisor)])) bits = kFpIntDivZero;
        } else {
          bits = scan_floats(t, g_fp_watch.under);
        }
        if (bits) {
          std::vector<Value> args(c.args.begin(), c.args.begin() + c.npos());
          call(report, {r, Value(bits), new_tuple(std::move(args))});
        }
        return r;
      });
    });
    // item(t, i): a[i] of a 1-d CPU tensor as a Python number (without a tensor for it); i is anything with
    // __index__ (an int subclass, an IntEnum), and numpy's IndexError when it is out of bounds.
    def("item", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "item expects a tensor");
      const Tensor& t = unwrap(a[0]);
      if (t.dim() != 1) raise(T.ValueError, "item expects a 1-d tensor");
      const std::optional<int64_t> off = element_offset(t, Value(index_of(a[1])));
      if (!off) raise(T.ValueError, "item expects a strided CPU tensor");
      return element_at(t, *off);
    });
    // scalar_at(t, key): a[i, j, ...] of a CPU tensor as a Python number when key is a tuple of one plain int per
    // dimension (numpy's bounds errors for those), else None: the caller takes its general path.
    def("scalar_at", [](const CallArgs& a) {
      if (!is_tensor(a[0]) || !has_layout(a[1], Layout::Tuple)) return Value::none();
      const Tensor& t = unwrap(a[0]);
      const std::optional<int64_t> off = element_offset(t, a[1]);
      return off ? element_at(t, *off) : Value::none();
    });
    // set_scalar_at(a, key, v): a[i] = v or a[i, j, ...] = v (key as element_offset takes it) for an ndarray a that
    // is writeable (_w True), or a tensor, where v is a bool, int or float that the array's dtype takes as numpy
    // does, without a warning: any of them into float32, float64 or bool, a bool, an int in range or a finite float
    // whose integer part is in range (truncated) into an integer type, any of them or a complex into a complex
    // type. Writes it and returns True; else False, and the caller takes its general path (a read-only array, casts
    // that warn, 16-bit types, numpy scalars).
    def("set_scalar_at", [](const CallArgs& a) {
      static Ref<StrObject> t_key = intern("_t"), w_key = intern("_w");
      Value tv = a[0];
      if (!is_tensor(tv)) {
        const DictObject* d = tv.is_obj() ? tv.obj()->attrs : nullptr;
        if (!d) return Value::boolean(false);
        const Value w = d->get_str(w_key.get());
        if (!w.is_bool() || !w.as_bool()) return Value::boolean(false);  // read-only: the caller refuses it
        tv = d->get_str(t_key.get());
        if (tv.is_null() || !is_tensor(tv)) return Value::boolean(false);
      }
      const Tensor& t = unwrap(tv);
      const Value& v = a[2];
      const ScalarType dt = t.dtype();
      if (dt == ScalarType::ComplexDouble || dt == ScalarType::ComplexFloat) {
        // a bool, int, float or complex (its subclasses too: np.complex128) into a complex array
        std::complex<double> z;
        if (is_complex(v)) z = {as<ComplexObject>(v)->v.real, as<ComplexObject>(v)->v.imag};
        else if (v.is_float()) z = v.as_float();
        else if (v.is_int()) z = double(v.as_int());
        else if (v.is_bool()) z = double(v.as_bool());
        else return Value::boolean(false);
        const std::optional<int64_t> off = element_offset(t, a[1]);
        if (!off) return Value::boolean(false);
        void* data = t.storage()->data();
        if (dt == ScalarType::ComplexDouble) {
          static_cast<std::complex<double>*>(data)[*off] = z;
        } else {
          const std::complex<float> f(static_cast<float>(z.real()), static_cast<float>(z.imag()));
          if ((std::isfinite(z.real()) && std::isinf(f.real())) || (std::isfinite(z.imag()) && std::isinf(f.imag())))
            return Value::boolean(false);  // numpy warns of the overflow
          static_cast<std::complex<float>*>(data)[*off] = f;
        }
        return Value::boolean(true);
      }
      if (!v.is_int() && !v.is_float() && !v.is_bool()) return Value::boolean(false);
      if (dt != ScalarType::Float && dt != ScalarType::Double && !tensor::is_integral(dt, true))
        return Value::boolean(false);  // 16-bit floating arrays
      const int64_t i = v.is_int() ? v.as_int() : v.is_bool() ? int64_t(v.as_bool()) : 0;
      const double x = v.is_float() ? v.as_float() : double(i);
      const bool written = tensor::visit_dtype_and_uint(dt, [&]<class T>(std::type_identity<T>) {
        constexpr bool floating = std::is_same_v<T, float> || std::is_same_v<T, double> || std::is_same_v<T, bool>;
        constexpr bool integral = std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, uint64_t>;
        if constexpr (!floating && !integral) {
          return false;  // uint64 arrays
        } else {
          if constexpr (integral) {
            if (v.is_float()) {  // a finite float whose integer part the type holds: C's cast, toward zero
              const double whole = std::trunc(x);
              if (!std::isfinite(x) || whole < double(std::numeric_limits<T>::min()) ||
                  whole >= double(std::numeric_limits<T>::max()) + 1.0)
                return false;
            } else if (i < int64_t(std::numeric_limits<T>::min()) || i > int64_t(std::numeric_limits<T>::max())) {
              return false;
            }
          }
          if constexpr (std::is_same_v<T, float>) {
            if (std::isfinite(x) && std::isinf(static_cast<float>(x))) return false;  // numpy warns of the overflow
          }
          const std::optional<int64_t> off = element_offset(t, a[1]);
          if (!off) return false;
          T* data = static_cast<T*>(t.storage()->data());
          if constexpr (std::is_same_v<T, bool>) data[*off] = x != 0;
          else if constexpr (integral) data[*off] = v.is_float() ? static_cast<T>(x) : static_cast<T>(i);
          else data[*off] = static_cast<T>(x);
          return true;
        }
      });
      return Value::boolean(written);  // (no version bump: PyTorch sees none for a write through numpy)
    });
    // introselect(t, kths, arg, from_float16): numpy's partition of each row of t (a contiguous 2-d CPU tensor of a
    // real dtype) for the sorted kths, in place; with arg, t is left alone and the int64 positions of each row's
    // partition come back. from_float16: t holds a float16 array's values as float32.
    def("introselect", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "introselect expects a tensor");
      const Tensor& t = unwrap(a[0]);
      if (t.dim() != 2 || !strided_cpu(t) || !t.is_contiguous())
        raise(T.ValueError, "introselect expects a contiguous 2-d CPU tensor");
      std::vector<int64_t> kths;
      for (const Value& k : to_vector(a[1])) kths.push_back(k.as_int());
      const bool arg = truthy(a[2]), from_float16 = truthy(a[3]);
      const int64_t rows = t.sizes()[0], n = t.sizes()[1];
      for (size_t i = 0; i < kths.size(); ++i)
        if (kths[i] < 0 || kths[i] >= n || (i > 0 && kths[i] < kths[i - 1]))
          raise(T.ValueError, "introselect: the kths must be ascending and within the rows");
      Tensor order;
      if (arg) order = tensor::empty(std::vector<int64_t>{rows, n}, tensor::ScalarType::Long);
      tensor::visit_dtype_and_uint(t.dtype(), [&]<class E>(std::type_identity<E>) {
        if constexpr (std::is_same_v<E, tensor::Half> || std::is_same_v<E, tensor::BFloat16> ||
                      tensor::is_complex_type<E>) {
          raise(T.TypeError, "introselect: 16-bit floating and complex rows are the caller's to handle");
        } else {
          E* base = reinterpret_cast<E*>(static_cast<char*>(t.storage()->data()) + t.storage_offset() * sizeof(E));
          int64_t* pos = arg ? order.data<int64_t>() : nullptr;
          for (int64_t r = 0; r < rows; ++r) {
            Pivots pivots;
            if (arg) {
              for (int64_t i = 0; i < n; ++i) pos[r * n + i] = i;
              const Lane<E, true> lane{base + r * n, pos + r * n, Lane<E, true>::kFloating && !from_float16};
              for (const int64_t k : kths) introselect(lane, n, k, &pivots);
            } else {
              const Lane<E, false> lane{base + r * n, nullptr, Lane<E, false>::kFloating && !from_float16};
              for (const int64_t k : kths) introselect(lane, n, k, &pivots);
            }
          }
        }
      });
      return arg ? wrap(order) : a[0];
    });
    // flip_view(t, dims): a view of t over the same memory with the given dims reversed, their strides negated
    // (numpy's a[::-1]). The tensor library's ops walk strides as signed offsets; torch's own entry points
    // (as_strided, from_numpy, torch.tensor of an array) keep refusing negative strides as PyTorch does.
    def("flip_view", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "flip_view expects a tensor");
      const Tensor& t = unwrap(a[0]);
      tensor::Dims sizes = t.sizes(), strides = t.strides();
      int64_t offset = t.storage_offset();
      Value dims = a[1];
      const int64_t n = length(dims);
      for (int64_t k = 0; k < n; ++k) {
        const int64_t d = tensor::wrap_dim(getitem(dims, Value(k)).as_int(), t.dim());
        if (sizes[size_t(d)] > 0) offset += (sizes[size_t(d)] - 1) * strides[size_t(d)];
        strides[size_t(d)] = -strides[size_t(d)];
      }
      return wrap(tensor::make_view(t, std::move(sizes), std::move(strides), offset));
    });
    // array_attribute(name, fallback[, dtypes]): the getter of ndarray.shape, .ndim, .size or .dtype as a native
    // function: the instance's tensor (_t) answers directly (dtype through `dtypes`, numpy's dtype by torch dtype);
    // a string or object array (_t not a tensor) calls fallback(self). (A Python property costs a frame and the
    // type tests: a.shape took 270 ns, numpy's 76.)
    def("array_attribute", [](const CallArgs& a) {
      const std::string name = str_of(a[0]);
      enum class Kind { Shape, Ndim, Size, Dtype } kind;
      if (name == "shape") kind = Kind::Shape;
      else if (name == "ndim") kind = Kind::Ndim;
      else if (name == "size") kind = Kind::Size;
      else if (name == "dtype" && a.npos() == 3) kind = Kind::Dtype;
      else raise(T.ValueError, "array_attribute: no attribute '" + name + "'");
      const Value fallback = a[1];
      const Value dtypes = kind == Kind::Dtype ? a[2] : Value::none();
      return new_native(name, [kind, fallback, dtypes](const CallArgs& c) {
        static Ref<StrObject> t_key = intern("_t");
        if (c.npos() == 1 && c[0].is_obj()) {
          const Value t = instance_dict(c[0].obj()).get_str(t_key.get());
          if (!t.is_null() && is_tensor(t)) {
            const Tensor& tensor = unwrap(t);
            switch (kind) {
              case Kind::Shape: {
                std::vector<Value> dims;
                dims.reserve(tensor.sizes().size());
                for (const int64_t n : tensor.sizes()) dims.emplace_back(n);
                return new_tuple(std::move(dims));
              }
              case Kind::Ndim: return Value(int64_t(tensor.dim()));
              case Kind::Size: return Value(tensor.numel());
              case Kind::Dtype: return getitem(dtypes, dtype_object(tensor.dtype()));
            }
          }
        }
        return call(fallback, c);
      });
    });
    // array_getitem(ndarray, slow, dtypes): ndarray.__getitem__ as a native function. A basic index of an array over
    // a CPU tensor (basic_index: ints, slices of ints, Ellipsis, None, a tuple of them) is served here: one strided
    // view, an ndarray whose base is the array's base (or the array), or, for an int per dimension, a numpy scalar
    // of the dtype's class (dtypes[torch dtype].type); anything else, and a key numpy refuses (for its words),
    // calls slow(self, key). (The Python method took 1.1 us for b[i], 3 us for a row and 4-9 us for a tuple of
    // slices, numpy 0.1-0.2.)
    def("array_getitem", [](const CallArgs& a) {
      if (a.npos() != 3 || !has_layout(a[0], Layout::Type))
        raise(T.TypeError, "array_getitem(ndarray, slow, dtypes) takes the array class, a function and a dict");
      auto* ndarray = as<TypeObject>(a[0]);
      const Value slow = a[1], dtypes = a[2];
      // the scalar class of each dtype, looked up in dtypes on first use
      auto classes = std::make_shared<std::array<Value, 64>>();
      return new_native("__getitem__", [ndarray, slow, dtypes, classes](const CallArgs& c) -> Value {
        static Ref<StrObject> t_key = intern("_t");
        if (c.args.size() != 2 || c.kwnames || !c[0].is_obj()) return call(slow, c);
        const DictObject& d = instance_dict(c[0].obj());
        const Value t = d.get_str(t_key.get());
        if (t.is_null() || !is_tensor(t) || !strided_cpu(unwrap(t))) return call(slow, c);
        const Tensor& tensor = unwrap(t);
        const Value& key = c[1];
        if (std::optional<BasicIndex> b = basic_index(tensor, key)) {
          if (!b->scalar) return array_view(ndarray, c[0], d, tensor, std::move(b->sizes), std::move(b->strides), b->offset);
          if (size_t(tensor.dtype()) < classes->size()) {
            Value& cls = (*classes)[size_t(tensor.dtype())];
            if (cls.is_null()) cls = getattr(getitem(dtypes, dtype_object(tensor.dtype())), "type");
            return new_scalar(as<TypeObject>(cls), element_at(tensor, b->offset));
          }
        }
        return call(slow, c);
      }, /*binds=*/true);
    });
    // array_view_method(name, slow, ndarray): ndarray's T (the property's getter), transpose, squeeze or reshape as a
    // native method for an ndarray over a strided CPU tensor, called with plain ints: the view built at once
    // (array_view), as numpy's PyArray_Transpose, PyArray_Squeeze/_SqueezeSelected and PyArray_Newshape's
    // no-copy reshape do. T and transpose() reverse the dimensions; transpose(axes) permutes them (ints wrapped
    // from the end, each once); squeeze() drops every size-1 dimension, squeeze(axis) those named (each of size
    // 1); reshape(shape) (C order, one -1 inferred) takes the strides the tensor library's view would. Anything
    // else (keywords, a subclass, a reshape that copies, an argument numpy refuses, for its words) calls
    // slow(self, ...), the method written in tsr. (b.T took 3.5 us, s.squeeze(2) 6.0, b.reshape(-1) 3.1.)
    def("array_view_method", [](const CallArgs& a) {
      if (a.npos() != 3 || !has_layout(a[2], Layout::Type))
        raise(T.TypeError, "array_view_method(name, slow, ndarray) takes a name, a function and the array class");
      const std::string name = str_of(a[0]);
      enum class Kind { T, Transpose, Squeeze, Reshape } kind;
      if (name == "T") kind = Kind::T;
      else if (name == "transpose") kind = Kind::Transpose;
      else if (name == "squeeze") kind = Kind::Squeeze;
      else if (name == "reshape") kind = Kind::Reshape;
      else raise(T.ValueError, "array_view_method: no method '" + name + "'");
      auto* ndarray = as<TypeObject>(a[2]);
      const Value slow = a[1];
      return new_native(name, [kind, ndarray, slow](const CallArgs& c) -> Value {
        static Ref<StrObject> t_key = intern("_t");
        if (c.kwnames || c.args.empty() || type_of(c[0]) != ndarray) return call(slow, c);
        const DictObject& d = instance_dict(c[0].obj());
        const Value tv = d.get_str(t_key.get());
        if (tv.is_null() || !is_tensor(tv) || !strided_cpu(unwrap(tv))) return call(slow, c);
        const Tensor& t = unwrap(tv);
        const int64_t nd = t.dim();
        const std::span<const Value> args = c.args.subspan(1);
        tensor::Dims sizes, strides;
        switch (kind) {
          case Kind::T:
          case Kind::Transpose: {
            std::vector<int64_t> perm;
            if (kind == Kind::T ? !args.empty() : !(args.empty() || (args.size() == 1 && args[0].is_none()))) {
              std::optional<std::vector<int64_t>> axes = int_args(args);
              if (kind == Kind::T || !axes || int64_t(axes->size()) != nd || nd == 0) return call(slow, c);
              std::vector<bool> seen(size_t(nd), false);
              for (int64_t& ax : *axes) {
                if (ax < -nd || ax >= nd) return call(slow, c);
                if (ax < 0) ax += nd;
                if (seen[size_t(ax)]) return call(slow, c);
                seen[size_t(ax)] = true;
              }
              perm = std::move(*axes);
            } else {
              for (int64_t k = nd - 1; k >= 0; --k) perm.push_back(k);
            }
            for (const int64_t p : perm) {
              sizes.push_back(t.sizes()[size_t(p)]);
              strides.push_back(t.strides()[size_t(p)]);
            }
            break;
          }
          case Kind::Squeeze: {
            std::vector<bool> drop(size_t(nd), false);
            if (args.empty() || (args.size() == 1 && args[0].is_none())) {
              for (int64_t k = 0; k < nd; ++k) drop[size_t(k)] = t.sizes()[size_t(k)] == 1;
            } else {
              std::optional<std::vector<int64_t>> axes;
              if (args.size() == 1 && (args[0].is_int() || has_layout(args[0], Layout::Tuple))) axes = int_args(args);
              if (!axes) return call(slow, c);
              for (int64_t ax : *axes) {
                if (ax < -nd || ax >= nd) return call(slow, c);
                if (ax < 0) ax += nd;
                if (drop[size_t(ax)] || t.sizes()[size_t(ax)] != 1) return call(slow, c);
                drop[size_t(ax)] = true;
              }
            }
            for (int64_t k = 0; k < nd; ++k)
              if (!drop[size_t(k)]) {
                sizes.push_back(t.sizes()[size_t(k)]);
                strides.push_back(t.strides()[size_t(k)]);
              }
            break;
          }
          case Kind::Reshape: {
            std::optional<std::vector<int64_t>> shape = int_args(args);
            if (args.empty() || !shape) return call(slow, c);
            int64_t known = 1, inferred = -1;
            for (size_t k = 0; k < shape->size(); ++k) {
              const int64_t n = (*shape)[k];
              if (n == -1 && inferred < 0) inferred = int64_t(k);
              else if (n < 0) return call(slow, c);
              else if (__builtin_mul_overflow(known, n, &known)) return call(slow, c);
            }
            if (inferred >= 0) {
              if (known == 0 || t.numel() % known != 0) return call(slow, c);
              (*shape)[size_t(inferred)] = t.numel() / known;
            } else if (known != t.numel()) {
              return call(slow, c);
            }
            tensor::ReshapePlan plan = tensor::plan_reshape(t, *shape);
            if (!plan.strides) return call(slow, c);
            sizes = std::move(plan.sizes);
            strides = std::move(*plan.strides);
            break;
          }
        }
        return array_view(ndarray, c[0], d, t, std::move(sizes), std::move(strides), t.storage_offset());
      }, /*binds=*/kind != Kind::T);
    });
    // scalar_reader(t, cls): a function of i reading element i of the 1-d CPU tensor t as an instance of the numpy
    // scalar class cls, when called (iter over a 1-d array maps it over range(len): a loop that writes ahead of
    // itself reads what it wrote, as numpy's iterator does).
    def("scalar_reader", [](const CallArgs& a) {
      if (a.npos() != 2 || !is_tensor(a[0]) || !has_layout(a[1], Layout::Type))
        raise(T.TypeError, "scalar_reader(t, cls) takes a tensor and a class");
      const Tensor t = unwrap(a[0]);
      if (t.dim() != 1 || !strided_cpu(t)) raise(T.ValueError, "scalar_reader expects a 1-d CPU tensor");
      auto* cls = as<TypeObject>(a[1]);
      const Value keep = a[1];
      return new_native("scalar_reader", [t, cls, keep](const CallArgs& c) {
        const std::optional<int64_t> off = element_offset(t, Value(index_of(c[0])));
        return new_scalar(cls, element_at(t, *off));
      });
    });
    // new_array(cls, t, base[, w]): an instance of cls (numpy's ndarray, whose __slots__ _t, _base and _w live in
    // the instance dict) over tensor t, writeable unless w says otherwise (the WRITEABLE flag, numpy/__init__.tsr),
    // without object.__new__ and three descriptor stores (numpy's _wrap, on every operator's path).
    def("new_array", [](const CallArgs& a) {
      if (!has_layout(a[0], Layout::Type)) raise(T.TypeError, "new_array expects a class");
      auto* cls = as<TypeObject>(a[0]);
      if (!cls->alloc) raise(T.TypeError, "new_array: the class cannot be instantiated");
      // An array's tensor is never an inference tensor (Note [Inference tensors]): numpy keeps no version counters,
      // so an array made under torch.inference_mode stays writeable after it, as numpy's own are.
      if (is_tensor(a[1])) unwrap(a[1]).impl()->set_inference(false);
      static Ref<StrObject> t_key = intern("_t"), base_key = intern("_base"), w_key = intern("_w");
      Value obj(cls->alloc(cls));
      DictObject& d = instance_dict(obj.obj());
      d.set_str(t_key.get(), a[1]);
      d.set_str(base_key.get(), a[2]);
      d.set_str(w_key.get(), a.npos() > 3 ? a[3] : Value::boolean(true));
      return obj;
    });
    // flat_numbers(seq): np.array of a list or tuple of Python floats, ints and bools and numpy float64, float32,
    // int64 and bool_ scalars, one pass. numpy's discovery promotes the elements' dtypes (a Python float is float64,
    // an int int64, not by value): float64 when any is a float64 or a float32 meets an int64, else float32 when any
    // is a float32, else int64 when any is an int64, else bool. None for anything else (nesting, other numpy
    // scalars, an int past 64 bits, an empty sequence), which the general discovery takes.
    def("flat_numbers", [](const CallArgs& a) {
      if (a.args.size() != 1) raise(T.TypeError, "flat_numbers(seq) takes a list or tuple");
      const std::vector<Value>* items = has_layout(a[0], Layout::List)    ? &as<ListObject>(a[0])->items
                                        : has_layout(a[0], Layout::Tuple) ? &as<TupleObject>(a[0])->items
                                                                          : nullptr;
      if (!items || items->empty()) return Value::none();
      // each element as its number: a numpy scalar as the Python number it holds (a float32's is a double that
      // converts back exactly)
      static Ref<StrObject> v_key = intern("_v");
      std::vector<Value> numbers;
      bool any_double = false, any_single = false, any_int = false;
      for (const Value& v : *items) {
        Value x = v;
        bool single = false;
        if (v.is_obj() && g_float64) {
          const TypeObject* t = v.obj()->type;
          single = g_float32 && t == g_float32.get();
          if ((t != g_float64.get() && t != g_int64.get() && t != g_bool.get() && !single) || !v.obj()->attrs)
            return Value::none();
          x = v.obj()->attrs->get_str(v_key.get());
          const bool fits = t == g_bool.get() ? x.is_bool() : t == g_int64.get() ? x.is_int() && !x.is_bool()
                                                                                  : x.is_float();
          if (x.is_null() || !fits) return Value::none();
          if (numbers.empty()) numbers.assign(items->begin(), items->end());
          numbers[&v - items->data()] = x;
        }
        if (x.is_float()) (single ? any_single : any_double) = true;
        else if (x.is_bool()) continue;
        else if (x.is_int()) any_int = true;
        else return Value::none();
      }
      const std::vector<Value>& xs = numbers.empty() ? *items : numbers;
      const int64_t n = static_cast<int64_t>(xs.size());
      const ScalarType dt = any_double || (any_single && any_int) ? ScalarType::Double
                            : any_single                         ? ScalarType::Float
                            : any_int                            ? ScalarType::Long
                                                                 : ScalarType::Bool;
      Tensor t = tensor::empty(std::vector<int64_t>{n}, dt);
      for (int64_t i = 0; i < n; ++i) {
        const Value& v = xs[static_cast<size_t>(i)];
        const double d = v.is_float() ? v.as_float() : v.is_bool() ? double(v.as_bool()) : double(v.as_int());
        if (dt == ScalarType::Double) t.data<double>()[i] = d;
        else if (dt == ScalarType::Float) t.data<float>()[i] = float(d);
        else if (dt == ScalarType::Long) t.data<int64_t>()[i] = v.is_bool() ? int64_t(v.as_bool()) : v.as_int();
        else t.data<bool>()[i] = v.as_bool();
      }
      return wrap(std::move(t));
    });
    // new_scalar(cls, v): an instance of a numpy scalar class (slot _v) holding the Python number v.
    def("new_scalar", [](const CallArgs& a) {
      if (!has_layout(a[0], Layout::Type)) raise(T.TypeError, "new_scalar expects a class");
      auto* cls = as<TypeObject>(a[0]);
      if (!cls->alloc) raise(T.TypeError, "new_scalar: the class cannot be instantiated");
      return new_scalar(cls, a[1]);
    });
    // set_scalar_classes(float64, int64, bool_, generic[, float32, ndarray, complex128]): the classes scalar_arith,
    // scalar_unary, scalar_loop and scalar_compare read and make.
    def("set_scalar_classes", [](const CallArgs& a) {
      if (a.npos() < 4 || a.npos() > 7)
        raise(T.TypeError, "set_scalar_classes(float64, int64, bool_, generic[, float32, ndarray, complex128]) takes "
                           "four to seven classes");
      for (size_t k = 0; k < a.npos(); ++k)
        if (!has_layout(a[k], Layout::Type)) raise(T.TypeError, "set_scalar_classes expects classes");
      g_float64 = Ref<TypeObject>(as<TypeObject>(a[0]));
      g_int64 = Ref<TypeObject>(as<TypeObject>(a[1]));
      g_bool = Ref<TypeObject>(as<TypeObject>(a[2]));
      g_generic = Ref<TypeObject>(as<TypeObject>(a[3]));
      if (a.npos() >= 5) g_float32 = Ref<TypeObject>(as<TypeObject>(a[4]));
      if (a.npos() >= 6) g_ndarray = Ref<TypeObject>(as<TypeObject>(a[5]));
      if (a.npos() == 7) g_complex128 = Ref<TypeObject>(as<TypeObject>(a[6]));
      return Value::none();
    });
    // scalar_unary(op, x): numpy's negative (0), absolute (1) or positive (2) of a float64, float32 or int64 scalar,
    // a scalar of its class; exact, so no floating-point error. None for anything else and for the int64 minimum,
    // whose negation and absolute value overflow (numpy warns): the ufunc decides.
    def("scalar_unary", [](const CallArgs& a) {
      if (a.npos() != 2 || !a[0].is_int()) raise(T.TypeError, "scalar_unary(op, x)");
      return scalar_unary_of(a[0].as_int(), a[1]);
    });
    // scalar_operator(kind, op, slow): a numpy scalar class's operator as a native method (binding self): kind 0
    // binary arithmetic (scalar_arith's op of self and other), 1 the same reflected (of other and self), 2 a
    // comparison (scalar_compare's), 3 unary (scalar_unary's); where that gives None (an operand or result it does
    // not take), slow(self[, other]), the operator written in tsr. x + 1.0 through a method written in tsr took
    // ~0.25 us before its native arithmetic.
    def("scalar_operator", [](const CallArgs& a) {
      if (a.npos() != 3 || !a[0].is_int() || !a[1].is_int()) raise(T.TypeError, "scalar_operator(kind, op, slow)");
      const int64_t kind = a[0].as_int(), op = a[1].as_int();
      if (kind < 0 || kind > 3) raise(T.ValueError, "scalar_operator: kind is 0, 1, 2 or 3");
      const Value slow = a[2];
      return new_native("scalar_operator", [kind, op, slow](const CallArgs& c) -> Value {
        if (!c.kwnames) {
          Value r;
          if (kind == 3 && c.args.size() == 1) r = scalar_unary_of(op, c[0]);
          else if (kind != 3 && c.args.size() == 2)
            r = kind == 0 ? scalar_arith_of(op, c[0], c[1])
                : kind == 1 ? scalar_arith_of(op, c[1], c[0])
                            : scalar_compare_of(op, c[0], c[1]);
          if (!r.is_null() && !r.is_none()) return r;
        }
        return call(slow, c);
      }, /*binds=*/true);
    });
    // scalar_loop(fn, x): a unary ufunc's loop fn run on a float64 or float32 scalar (or a Python float, a float64;
    // or a 0-d array of either, whose ufunc result is a scalar too) whose loop dtype is its own: fn(the 0-d tensor of x's value) as a float64, float32 or bool_ scalar, without
    // the tensor factory's argument parsing and the scalar made in tsr (np.sqrt(x) of a scalar). None for another
    // operand or result dtype: the ufunc's general path decides.
    def("scalar_loop", [](const CallArgs& a) {
      if (a.npos() != 2) raise(T.TypeError, "scalar_loop(fn, x)");
      ScalarNum x;
      if (!g_float32 || !scalar_num(a[1], x) || !x.is_float) return Value::none();
      Tensor t = tensor::empty(std::vector<int64_t>{}, x.single ? ScalarType::Float : ScalarType::Double);
      if (x.single) *t.data<float>() = float(x.f);
      else *t.data<double>() = x.f;
      const Value rv = call(a[0], {wrap(t)});
      if (!is_tensor(rv)) return Value::none();
      const Tensor& r = unwrap(rv);
      if (r.dim() != 0 || !strided_cpu(r)) return Value::none();
      TypeObject* cls = r.dtype() == ScalarType::Double ? g_float64.get()
                        : r.dtype() == ScalarType::Float ? g_float32.get()
                        : r.dtype() == ScalarType::Bool  ? g_bool.get()
                                                          : nullptr;
      if (!cls) return Value::none();
      return new_scalar(cls, element_at(r, r.storage_offset()));
    });
    // scalar_compare(op, a, b): numpy 1.24's a <op> b as a numpy.bool_ (0 ==, 1 !=, 2 <, 3 <=, 4 >, 5 >=) for
    // numpy's real scalars and Python numbers: integers exactly (beyond int64 too), anything with a float as
    // doubles. None for the rest (complex, an ordering with a NaN, which warns): the ufunc decides. A comparison is
    // what dict and set lookups keyed by numpy scalars do on every hit: ~10 us through the ufunc, ~0.3 us here.
    def("scalar_compare", [](const CallArgs& a) {
      if (a.npos() != 3 || !a[0].is_int()) raise(T.TypeError, "scalar_compare(op, a, b)");
      return scalar_compare_of(a[0].as_int(), a[1], a[2]);
    });
    // scalar_arith(op, a, b): numpy 1.24's a <op> b (0 add, 1 subtract, 2 multiply, 3 true_divide, 4 power) where a
    // and b are each a float64, float32 or int64 scalar, a Python float or a Python int in int64's range, computed
    // here where that is numpy's result to the bit: float64 arithmetic is IEEE double's (an int within 2^53
    // converts exactly), and an int64 result is exact while it stays in range. Two float32 scalars give a float32:
    // the double result rounded to float is the float operation's (a double holds the exact sum, difference or
    // product of two floats, and the quotient's double rounding is innocuous), and power is powf as numpy's
    // scalar math calls it; a float32 with anything else is float64 (numpy 1.24's scalar promotion:
    // np.float32(2) * 3.0 is float64). Power of floats is the C library's pow, as numpy's scalar math (not its
    // ufunc loop) calls it; of two integers it is left to the ufunc. None where numpy would warn (overflow,
    // division by zero, a NaN made from numbers) or promote otherwise, and for any other operands: the ufunc
    // then decides. A scalar's arithmetic took ~10 us through the ufunc machinery written in tsr (70 ns in numpy).
    def("scalar_arith", [](const CallArgs& a) {
      if (a.npos() != 3 || !a[0].is_int()) raise(T.TypeError, "scalar_arith(op, a, b)");
      return scalar_arith_of(a[0].as_int(), a[1], a[2]);
    });
    // zero_stride_view(t, dims): t with stride 0 on the given size-1 dims (numpy's newaxis dims).
    def("zero_stride_view", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "zero_stride_view expects a tensor");
      const Tensor& t = unwrap(a[0]);
      tensor::Dims strides = t.strides();
      Value dims = a[1];
      const int64_t n = length(dims);
      for (int64_t k = 0; k < n; ++k) {
        const int64_t d = tensor::wrap_dim(getitem(dims, Value(k)).as_int(), t.dim());
        if (t.sizes()[size_t(d)] != 1) raise(T.ValueError, "zero_stride_view: the dim is not of size 1");
        strides[size_t(d)] = 0;
      }
      return wrap(tensor::make_view(t, t.sizes(), std::move(strides), t.storage_offset()));
    });
    // strided_view(t, sizes, strides, offset): numpy's as_strided over t's storage (element strides of either
    // sign), refused with a ValueError where an element would fall outside the storage (numpy reads whatever
    // memory is there).
    def("strided_view", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "strided_view expects a tensor");
      const Tensor& t = unwrap(a[0]);
      tensor::Dims sizes, strides;
      const int64_t nd = length(a[1]);
      if (length(a[2]) != nd) raise(T.ValueError, "mismatch in length of strides and shape");
      for (int64_t k = 0; k < nd; ++k) {
        sizes.push_back(getitem(a[1], Value(k)).as_int());
        strides.push_back(getitem(a[2], Value(k)).as_int());
      }
      const int64_t offset = a[3].as_int();
      int64_t lo = offset, hi = offset;
      bool empty = false;
      for (int64_t k = 0; k < nd; ++k) {
        if (sizes[size_t(k)] < 0) raise(T.ValueError, "negative dimensions are not allowed");
        if (sizes[size_t(k)] == 0) empty = true;
        const int64_t span = (sizes[size_t(k)] - 1) * strides[size_t(k)];
        if (span < 0) lo += span;
        else hi += span;
      }
      const int64_t available = static_cast<int64_t>(t.storage()->nbytes() / t.element_size());
      if (!empty && (lo < 0 || hi >= available))
        raise(T.ValueError, "tsr's numpy: as_strided's view reaches outside the array's memory");
      return wrap(tensor::make_view(t, std::move(sizes), std::move(strides), offset));
    });
    // has_negative_stride(t): whether some dim of size > 1 steps backwards (numpy's view of a[::-1]).
    def("has_negative_stride", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "has_negative_stride expects a tensor");
      const Tensor& t = unwrap(a[0]);
      for (int64_t d = 0; d < t.dim(); ++d)
        if (t.strides()[size_t(d)] < 0) return Value::boolean(true);
      return Value::boolean(false);
    });
    // argsort(t): numpy's default (introsort) argsort along the last dim of a CPU tensor.
    def("argsort", [](const CallArgs& a) {
      if (!is_tensor(a[0])) raise(T.TypeError, "argsort expects a tensor");
      const Tensor& t = unwrap(a[0]);
      if (!t.device().is_cpu()) return Value::none();
      return argsort_last(t);
    });
    def("str_pack", str_pack);
    def("str_unpack", str_unpack);
    def("str_argsort", str_argsort);
    def("str_to_int", str_to_int);
    def("str_to_float", str_to_float);
    def("lu_slogdet", lu_slogdet);
    def("det_from_slogdet", det_from_slogdet);
  });
}

}  // namespace tsr::interp::torch
