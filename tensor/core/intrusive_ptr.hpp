// Intrusive reference counting for storages and tensor impls: the count lives in the object, so a handle is one
// pointer and the memory goes back the moment the last handle does (the design card's "prompt memory release").
#pragma once

#include <cstdint>
#include <utility>

namespace tsr::tensor {

// Base of every intrusively counted object. The count is a plain integer, not an atomic: tensors and storages are
// made, copied and released only on the interpreter's thread (like CPython objects); the kernels' worker threads
// (OpenMP rows, OpenBLAS) see raw data pointers only. A locked increment would cost more than the rest of a
// small op's bookkeeping.
class RefCounted {
 public:
  RefCounted() = default;
  RefCounted(const RefCounted&) = delete;
  RefCounted& operator=(const RefCounted&) = delete;
  uint32_t use_count() const { return refs_; }

 protected:
  virtual ~RefCounted() = default;

 private:
  template <class T> friend class IntrusivePtr;
  void retain() { ++refs_; }
  void release() {
    if (--refs_ == 0) delete this;
  }
  uint32_t refs_ = 0;
};

template <class T>
class IntrusivePtr {
 public:
  IntrusivePtr() = default;
  explicit IntrusivePtr(T* p) : p_(p) { if (p_) p_->retain(); }
  IntrusivePtr(const IntrusivePtr& o) : p_(o.p_) { if (p_) p_->retain(); }
  IntrusivePtr(IntrusivePtr&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  IntrusivePtr& operator=(IntrusivePtr o) noexcept { std::swap(p_, o.p_); return *this; }
  ~IntrusivePtr() { if (p_) p_->release(); }

  template <class... Args>
  static IntrusivePtr make(Args&&... args) { return IntrusivePtr(new T(std::forward<Args>(args)...)); }

  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  bool operator==(const IntrusivePtr& o) const { return p_ == o.p_; }

 private:
  T* p_ = nullptr;
};

}  // namespace tsr::tensor
