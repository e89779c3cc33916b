// TensorImpl and the value-semantic Tensor handle.
//
// Note [Views are views]: sizes, strides and the storage offset are the whole truth about which elements a tensor
// sees. Every view op (view, transpose, select, expand, ...) makes a new TensorImpl over the SAME storage with
// new metadata; nothing is copied. Broadcasting is an expand: a stride of 0 repeats an element.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "tensor/core/dims.hpp"
#include "tensor/core/dtype.hpp"
#include "tensor/core/error.hpp"
#include "tensor/core/storage.hpp"

namespace tsr::tensor {

// Autograd's per-tensor state (grad, grad_fn, view base, ...) lives behind this opaque pointer, filled by the
// autograd layer; the core never looks inside.
struct AutogradMeta {
  virtual ~AutogradMeta() = default;
};

// Note [Version counters]: autograd compares the version a saved tensor had when it was saved with the version it
// has when backward unpacks it; every in-place write bumps it. A view shares its base's counter. By default that
// is the storage's, so every tensor over one storage shares it. PyTorch gives two kinds of tensor a counter of
// their own although they alias another tensor's memory: `x.data` and the pieces of unsafe_split/unsafe_chunk
// (the RNN cells write their gates in place on them while other pieces are saved for backward). Such a tensor
// holds its own counter here, and the views made of it share that one.
struct VersionCounter : RefCounted {
  uint32_t value = 0;
};

// vmap's batched tensor (Note [vmap], tensor/functorch/batched.hpp): the physical tensor with its batch dimension
// and vmap level; defined there, the core only carries it.
struct BatchedMeta;

// Note [Inference tensors]: torch.inference_mode turns recording off (as no_grad) and makes every tensor created
// while it is on, other than a view of a normal tensor, an inference tensor: one that keeps no version counter. Once
// the mode is off autograd refuses to save one for backward, to write one in place (bump_version) or to make one
// require grad, with PyTorch's errors. The mode is per thread, as PyTorch's.
inline constinit thread_local bool t_inference_mode = false;
inline bool inference_mode_enabled() { return t_inference_mode; }
[[noreturn]] void refuse_inplace_on_inference();

class TensorImpl : public RefCounted {
 public:
  TensorImpl(Storage storage, ScalarType dtype, Dims sizes, Dims strides, int64_t storage_offset)
      : storage_(std::move(storage)), sizes_(std::move(sizes)), strides_(std::move(strides)),
        storage_offset_(storage_offset), dtype_(dtype), inference_(t_inference_mode) {}

  const Storage& storage() const { return storage_; }
  const Dims& sizes() const { return sizes_; }
  const Dims& strides() const { return strides_; }
  int64_t storage_offset() const { return storage_offset_; }
  ScalarType dtype() const { return dtype_; }
  Device device() const { return storage_->device(); }
  int64_t dim() const { return static_cast<int64_t>(sizes_.size()); }
  int64_t numel() const { return numel_of(sizes_); }

  // A 0-d tensor made from a Python number (`x + 2`): it ranks below real tensors in type promotion.
  bool is_wrapped_number() const { return wrapped_number_; }
  void set_wrapped_number(bool w) { wrapped_number_ = w; }

  bool requires_grad() const { return requires_grad_; }
  void set_requires_grad(bool r) { requires_grad_ = r; }
  // The tensor was given a forward-mode tangent (Note [Forward AD]); the flag stays after its dual level ends.
  bool has_fw_grad() const { return has_fw_grad_; }
  void set_has_fw_grad() { has_fw_grad_ = true; }
  // Whether its calls go through the Autograd key: it requires grad, or it carries a tangent.
  bool needs_autograd() const { return requires_grad_ || has_fw_grad_; }

  // The in-place view ops (unsqueeze_, t_, ...) give the tensor another view's geometry over the same storage.
  void set_geometry(Dims sizes, Dims strides) {
    sizes_ = std::move(sizes);
    strides_ = std::move(strides);
  }
  std::shared_ptr<AutogradMeta>& autograd_meta() { return autograd_meta_; }
  // Set on a batched tensor only: its sizes and strides are then the logical ones (the batch dimension left out),
  // over the physical tensor's storage, and every call with it goes through the Batched key.
  const std::shared_ptr<const BatchedMeta>& batched() const { return batched_; }
  void set_batched(std::shared_ptr<const BatchedMeta> b) { batched_ = std::move(b); }

  // The in-place write counter (Note [Version counters]).
  uint32_t version() const { return own_version_ ? own_version_->value : storage_->version(); }
  void bump_version() {
    if (inference_ && !t_inference_mode) [[unlikely]]
      refuse_inplace_on_inference();
    if (own_version_) ++own_version_->value;
    else storage_->bump_version();
  }
  // An inference tensor (Note [Inference tensors]); a view is one where its base is.
  bool is_inference() const { return inference_; }
  void set_inference(bool inference) { inference_ = inference; }
  // A counter of its own (null: the storage's); make_view passes it on to the views of this tensor.
  const IntrusivePtr<VersionCounter>& own_version_counter() const { return own_version_; }
  void set_own_version_counter(IntrusivePtr<VersionCounter> counter) { own_version_ = std::move(counter); }
  // The language binding's object for this tensor while one lives (not owned: the object holds the tensor and
  // clears this as it goes), so a tensor reached twice is one object, as PyTorch keeps one PyObject per TensorImpl
  // (`x.grad is x.grad`, `grad_fn._saved_self is a`).
  void* py_object() const { return py_object_; }
  void set_py_object(void* o) { py_object_ = o; }
  // `x.data = y` across devices (Module.cuda() swaps its parameters' data so): this impl takes y's
  // storage and metadata, keeping its own identity, autograd state and version counter, as PyTorch's set_data does.
  void set_data(const TensorImpl& other) {
    storage_ = other.storage_;
    sizes_ = other.sizes_;
    strides_ = other.strides_;
    storage_offset_ = other.storage_offset_;
    dtype_ = other.dtype_;
  }

 private:
  Storage storage_;
  Dims sizes_, strides_;
  int64_t storage_offset_;
  ScalarType dtype_;
  bool requires_grad_ = false;
  bool has_fw_grad_ = false;
  bool wrapped_number_ = false;
  bool inference_;
  std::shared_ptr<AutogradMeta> autograd_meta_;
  std::shared_ptr<const BatchedMeta> batched_;
  IntrusivePtr<VersionCounter> own_version_;
  void* py_object_ = nullptr;
};

class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(IntrusivePtr<TensorImpl> impl) : impl_(std::move(impl)) {}

  bool defined() const { return static_cast<bool>(impl_); }
  TensorImpl* impl() const { return impl_.get(); }
  bool is_same(const Tensor& o) const { return impl_ == o.impl_; }

  const Dims& sizes() const { return impl_->sizes(); }
  const Dims& strides() const { return impl_->strides(); }
  int64_t size(int64_t dim) const;
  int64_t stride(int64_t dim) const;
  int64_t dim() const { return impl_->dim(); }
  int64_t numel() const { return impl_->numel(); }
  int64_t storage_offset() const { return impl_->storage_offset(); }
  ScalarType dtype() const { return impl_->dtype(); }
  Device device() const { return impl_->device(); }
  const Storage& storage() const { return impl_->storage(); }
  // The in-place write counter autograd checks (Note [Version counters]).
  uint32_t version() const { return impl_->version(); }
  void bump_version() const { impl_->bump_version(); }
  size_t element_size() const { return tsr::tensor::element_size(dtype()); }

  // Pointer to the first element this tensor sees.
  void* data_ptr() const {
    return static_cast<char*>(storage()->data()) + storage_offset() * static_cast<int64_t>(element_size());
  }
  template <class T> T* data() const { return static_cast<T*>(data_ptr()); }

  bool is_contiguous() const;
  // True when this tensor and `other` share a storage (one is a view of the other, or both of a third).
  bool shares_storage_with(const Tensor& other) const { return storage() == other.storage(); }

 private:
  IntrusivePtr<TensorImpl> impl_;
};

// ---- creation ---------------------------------------------------------------------------------------------------

// An uninitialised contiguous tensor (torch.empty).
Tensor empty(std::span<const int64_t> sizes, ScalarType dtype = ScalarType::Float, Device device = {});
// An uninitialised tensor of `sizes` laid out like `like` when that is a permuted dense layout of the same
// sizes (PyTorch's TensorIterator keeps an input's memory order for its output: `x.t() * 2` is transposed
// too); contiguous otherwise. On like's device, or on `device` (a like-factory's device=).
Tensor empty_like_layout(const Tensor& like, std::span<const int64_t> sizes, ScalarType dtype);
Tensor empty_like_layout(const Tensor& like, std::span<const int64_t> sizes, ScalarType dtype, Device device);
// An uninitialised tensor with `strides`, a permutation of dense strides of `sizes` (no gaps, no overlap).
Tensor empty_dense(std::span<const int64_t> sizes, Dims strides, ScalarType dtype, Device device);
// A tensor over an existing storage with explicit metadata (the primitive every view is built from).
Tensor make_view(const Tensor& base, Dims sizes, Dims strides, int64_t storage_offset);

// Wraps a possibly negative dimension index into [0, ndim), raising PyTorch's IndexError when out of range.
int64_t wrap_dim(int64_t dim, int64_t ndim);

}  // namespace tsr::tensor
