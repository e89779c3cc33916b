// Dims: a tensor's sizes or strides. Up to kInline dimensions live inside the object (no heap allocation for the
// shapes ML code uses); more spill to the heap.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>

namespace tsr::tensor {

class Dims {
 public:
  static constexpr size_t kInline = 6;

  Dims() = default;
  explicit Dims(size_t n, int64_t fill = 0) { resize(n, fill); }
  Dims(std::initializer_list<int64_t> values) : Dims(std::span<const int64_t>(values.begin(), values.size())) {}
  Dims(std::span<const int64_t> values) { assign(values.data(), values.size()); }
  Dims(const Dims& o) { assign(o.data(), o.size_); }
  Dims& operator=(const Dims& o) {
    if (this != &o) {
      if (o.size_ <= kInline && !heap_) {  // the common case: a copy of the inline elements, nothing else
        std::copy(o.data(), o.data() + o.size_, inline_);
        size_ = o.size_;
      } else {
        resize(o.size());
        std::copy(o.begin(), o.end(), data());
      }
    }
    return *this;
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int64_t* data() { return heap_ ? heap_.get() : inline_; }
  const int64_t* data() const { return heap_ ? heap_.get() : inline_; }
  int64_t& operator[](size_t i) { return data()[i]; }
  int64_t operator[](size_t i) const { return data()[i]; }
  int64_t* begin() { return data(); }
  int64_t* end() { return data() + size_; }
  const int64_t* begin() const { return data(); }
  const int64_t* end() const { return data() + size_; }
  std::span<const int64_t> span() const { return {data(), size_}; }
  operator std::span<const int64_t>() const { return span(); }

  void resize(size_t n, int64_t fill = 0) {
    if (n <= kInline && !heap_) [[likely]] {
      for (size_t i = size_; i < n; ++i) inline_[i] = fill;
      size_ = n;
      return;
    }
    if (n > kInline && !heap_) {
      heap_ = std::make_unique<int64_t[]>(n);
      std::copy(inline_, inline_ + size_, heap_.get());
      capacity_ = n;
    } else if (heap_ && n > capacity_) {
      auto bigger = std::make_unique<int64_t[]>(n);
      std::copy(heap_.get(), heap_.get() + size_, bigger.get());
      heap_ = std::move(bigger);
      capacity_ = n;
    }
    for (size_t i = size_; i < n; ++i) data()[i] = fill;
    size_ = n;
  }
  void push_back(int64_t v) {
    resize(size_ + 1);
    data()[size_ - 1] = v;
  }
  void insert(size_t at, int64_t v) {
    resize(size_ + 1);
    std::copy_backward(data() + at, data() + size_ - 1, data() + size_);
    data()[at] = v;
  }
  void erase(size_t at) {
    std::copy(data() + at + 1, data() + size_, data() + at);
    --size_;
  }

  bool operator==(const Dims& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }

  // "[2, 3]", as PyTorch prints shapes in messages.
  std::string str() const {
    std::string s = "[";
    for (size_t i = 0; i < size_; ++i) s += (i ? ", " : "") + std::to_string(data()[i]);
    return s + "]";
  }

 private:
  // Into an empty Dims (a constructor's): the elements past `size_` are never read, so nothing is zeroed first.
  void assign(const int64_t* values, size_t n) {
    if (n > kInline) {
      heap_ = std::make_unique<int64_t[]>(n);
      capacity_ = n;
    }
    std::copy(values, values + n, data());
    size_ = n;
  }

  // Only the first size_ elements are meaningful (and initialised).
  int64_t inline_[kInline];
  std::unique_ptr<int64_t[]> heap_;
  size_t size_ = 0, capacity_ = kInline;
};

// Streams as "[2, 3]", so error checks can pass shapes and only format them when they fail.
inline std::ostream& operator<<(std::ostream& out, const Dims& dims) { return out << dims.str(); }

// Number of elements of a shape (1 for a zero-dimensional tensor).
inline int64_t numel_of(std::span<const int64_t> sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) n *= s;
  return n;
}

// Number of elements of a shape, or nullopt when the product overflows int64 (PyTorch's safe_multiplies_u64):
// shapes from user input go through this before anything is allocated or viewed.
inline std::optional<int64_t> checked_numel(std::span<const int64_t> sizes) {
  int64_t n = 1;
  bool overflowed = false;
  for (int64_t s : sizes) overflowed |= __builtin_mul_overflow(n, s, &n);
  // A zero size makes the shape empty whatever the other sizes are (PyTorch also accepts [2**62, 0, 4]).
  if (overflowed && std::find(sizes.begin(), sizes.end(), 0) == sizes.end()) return std::nullopt;
  return overflowed ? 0 : n;
}

// Row-major (C-contiguous) strides of a shape.
inline Dims contiguous_strides(std::span<const int64_t> sizes) {
  Dims strides(sizes.size());
  int64_t stride = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = stride;
    // Saturates instead of overflowing (undefined; UBSan found it): an empty shape may have sizes whose product
    // does not fit (torch.empty(2**62, 0, 4)), and its strides are never used to reach an element.
    if (__builtin_mul_overflow(stride, std::max<int64_t>(sizes[i], 1), &stride))
      stride = std::numeric_limits<int64_t>::max();
  }
  return strides;
}

}  // namespace tsr::tensor
