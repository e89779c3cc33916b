// _tsr_storage: the storage-level operations under torch.storage (stdlib/torch/storage.tsr) and the Tensor
// methods that act on a whole storage (resize_, set_ with a storage, frombuffer, from_file; docs/torch.md).
//
// A tsr storage is a StorageImpl that every view of it holds; torch.TypedStorage and torch.UntypedStorage are
// tsr-level objects holding one tensor on it and asking this module for the whole storage. Growing a storage
// (Tensor.resize_, TypedStorage.resize_) reallocates its buffer in place, so every view made before sees the new
// buffer, as PyTorch's StorageImpl::set_data_ptr does. Memory the storage does not own (a file mapping, a
// Python buffer, an ndarray's memory handed to frombuffer) is not resizable: PyTorch's "Trying to resize storage
// that is not resizable".
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/torch/file_mapping.hpp"
#include "tensor/core/allocator.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

// Reallocation needs StorageImpl's buffer pointer and size, which storage.hpp keeps private. Making resize a
// member would change storage.hpp, which nearly every file of the tree includes; until that header is next
// touched, this names the two members through an explicit instantiation (the one context where C++ does not
// check access, [temp.spec.general]/6). TODO: StorageImpl::resize(nbytes) once storage.hpp changes anyway.
template <class Tag, typename Tag::type Member>
struct PrivateMember {
  friend typename Tag::type member(Tag) { return Member; }
};
struct DataTag {
  using type = void* StorageImpl::*;
  friend type member(DataTag);
};
struct NbytesTag {
  using type = size_t StorageImpl::*;
  friend type member(NbytesTag);
};
struct ReleaseTag {
  using type = StorageImpl::ReleaseFn StorageImpl::*;
  friend type member(ReleaseTag);
};
struct ContextTag {
  using type = void* StorageImpl::*;
  friend type member(ContextTag);
};
template struct PrivateMember<DataTag, &StorageImpl::data_>;
template struct PrivateMember<NbytesTag, &StorageImpl::nbytes_>;
template struct PrivateMember<ReleaseTag, &StorageImpl::release_>;
template struct PrivateMember<ContextTag, &StorageImpl::release_context_>;

}  // namespace

// A storage's buffer replaced by one of `nbytes` from its device's allocator holding the old bytes (as many as
// fit; the rest uninitialised), in place: every tensor on the storage sees the new buffer. The two buffers trade
// places with a fresh storage, which then frees the old one as its device's allocator wants.
void reallocate_storage(StorageImpl& s, size_t nbytes) {
  const Storage fresh = Storage::make(nbytes, s.device());
  const size_t keep = std::min(nbytes, s.nbytes());
  if (keep && s.device().is_cpu()) {
    std::memcpy(fresh->data(), s.data(), keep);
  } else if (keep) {  // a copy on the device, between byte views of the two buffers
    const Dims bytes{int64_t(keep)}, unit{1};
    Tensor to(IntrusivePtr<TensorImpl>::make(fresh, ScalarType::Byte, bytes, unit, 0));
    const Tensor from(IntrusivePtr<TensorImpl>::make(Storage(&s), ScalarType::Byte, bytes, unit, 0));
    copy_(to, from);
  }
  std::swap(s.*member(DataTag{}), (*fresh).*member(DataTag{}));
  std::swap(s.*member(NbytesTag{}), (*fresh).*member(NbytesTag{}));
}

// Shared memory (Tensor.share_memory_, torch.multiprocessing): a storage whose buffer is a MAP_SHARED mapping of
// an anonymous memory file (memfd_create), so that processes forked after it, and processes that open the file
// by the handle (pid, fd) through /proc, write and read the same bytes. The storage holds the descriptor while
// it lives; the memory goes when the last process holding it lets go. Non-resizable, as PyTorch's shared
// storages are.
struct SharedMapping {
  void* addr;
  size_t length;
  int fd;
};

void release_shared_mapping(void* context) {
  auto* m = static_cast<SharedMapping*>(context);
  ::munmap(m->addr, m->length);
  ::close(m->fd);
  delete m;
}

const SharedMapping* shared_mapping(const StorageImpl& s) {
  return s.*member(ReleaseTag{}) == release_shared_mapping ? static_cast<const SharedMapping*>(s.*member(ContextTag{}))
                                                           : nullptr;
}

// fd's memory mapped shared, length bytes (at least one page is mapped for an empty storage); nullptr and errno
// on failure (fd then closed).
SharedMapping* map_shared(int fd, size_t length) {
  void* addr = ::mmap(nullptr, std::max<size_t>(length, 1), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  if (addr == MAP_FAILED) {
    const int err = errno;
    ::close(fd);
    errno = err;
    return nullptr;
  }
  return new SharedMapping{addr, std::max<size_t>(length, 1), fd};
}

// The storage's bytes moved into shared memory in place (every tensor on it sees the new buffer); false and
// errno when the system refuses.
bool move_to_shared_memory(StorageImpl& s) {
  if (shared_mapping(s)) return true;
  const size_t nbytes = s.nbytes();
  const int fd = ::memfd_create("tsr_shared_storage", MFD_CLOEXEC);
  if (fd < 0) return false;
  if (::ftruncate(fd, off_t(std::max<size_t>(nbytes, 1))) != 0) {
    const int err = errno;
    ::close(fd);
    errno = err;
    return false;
  }
  SharedMapping* m = map_shared(fd, nbytes);
  if (!m) return false;
  if (nbytes) std::memcpy(m->addr, s.data(), nbytes);
  if (StorageImpl::ReleaseFn old = s.*member(ReleaseTag{})) old(s.*member(ContextTag{}));
  else CPUAllocator::instance().deallocate(s.data(), nbytes);
  s.*member(DataTag{}) = m->addr;
  s.*member(ReleaseTag{}) = release_shared_mapping;
  s.*member(ContextTag{}) = m;
  return true;
}

}  // namespace tsr::tensor

namespace tsr::interp::torch {

namespace {

using tensor::ScalarType;
using tensor::Tensor;

ScalarType dtype_arg(const Value& v) {
  const auto d = dtype_of(v);
  if (!d) raise(T.TypeError, "expected a torch.dtype, got " + type_name(v));
  return *d;
}

tensor::Dims sequence_dims(const Value& v) {
  tensor::Dims out;
  const int64_t n = length(v);
  for (int64_t k = 0; k < n; ++k) out.push_back(getitem(v, Value(k)).as_int());
  return out;
}

// A tensor of `dtype` and `sizes` (contiguous) over `storage`.
Value tensor_over(tensor::Storage storage, ScalarType dtype, int64_t n) {
  return wrap(Tensor(tensor::IntrusivePtr<tensor::TensorImpl>::make(std::move(storage), dtype, tensor::Dims{n},
                                                                    tensor::Dims{1}, 0)));
}

// The storage grown (never shrunk) to hold `nbytes`, or PyTorch's error where its memory is not its own.
void ensure_capacity(const Tensor& t, size_t nbytes) {
  tensor::StorageImpl& s = *t.storage();
  if (nbytes <= s.nbytes()) return;
  if (s.is_external()) raise(T.RuntimeError, "Trying to resize storage that is not resizable");
  tensor::reallocate_storage(s, nbytes);
}

// The bytes a tensor of these sizes and strides at `offset` reaches in its storage (0 when it has no elements).
size_t bytes_needed(const tensor::Dims& sizes, const tensor::Dims& strides, int64_t offset, size_t element_size) {
  int64_t last = offset;
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (sizes[d] == 0) return 0;
    last += (sizes[d] - 1) * strides[d];
  }
  return size_t(last + 1) * element_size;
}

// ---------------------------------------------------------------- external memory

// What an external storage keeps alive: a Python object (a memoryview on a buffer) or another storage.
struct Keeper {
  Value object;
  tensor::Storage storage;
};
void release_keeper(void* context) { delete static_cast<Keeper*>(context); }


// Whether `p` is aligned for elements of dtype (a complex number for its component type). A tensor over a
// misaligned address would read its elements unaligned, which C++ leaves undefined (and a vectorised kernel's
// aligned loads would fault), so frombuffer copies such memory instead of sharing it (a deviation from PyTorch,
// docs/torch.md).
bool aligned_for(const void* p, ScalarType dtype) {
  const size_t size = tensor::element_size(dtype);
  const size_t align = tensor::is_complex(dtype) ? size / 2 : size;
  return reinterpret_cast<uintptr_t>(p) % align == 0;
}

// A 1-d tensor of dtype holding a copy of count elements' bytes at p.
Tensor copied_tensor(const char* p, ScalarType dtype, int64_t count) {
  Tensor t = tensor::empty(std::vector<int64_t>{count}, dtype);
  std::memcpy(t.storage()->data(), p, size_t(count) * tensor::element_size(dtype));
  return t;
}

[[noreturn]] void raise_file_error(const std::string& what) {
  raise(T.RuntimeError, what + ": " + std::strerror(errno) + " (" + std::to_string(errno) + ")");
}

}  // namespace

void init_storage_module() {
  register_native_module("_tsr_storage", [](ModuleObject& m) {
    auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
    // whole(t, dtype): a 1-d tensor of dtype over all of t's storage (as many whole elements as its bytes hold),
    // outside autograd: a TypedStorage's elements (an UntypedStorage's with dtype uint8).
    def("whole", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      const ScalarType dtype = dtype_arg(a[1]);
      const int64_t n = int64_t(t.storage()->nbytes() / tensor::element_size(dtype));
      return tensor_over(t.storage(), dtype, n);
    });
    // key(t): the same for every tensor on one storage while it lives (Tensor.is_set_to, TypedStorage.__eq__).
    def("key", [](const CallArgs& a) {
      return Value(int64_t(reinterpret_cast<uintptr_t>(tensor_arg(a[0]).storage().get())));
    });
    // data_ptr(t): the storage's first byte (0 for an empty storage, as PyTorch's).
    def("data_ptr", [](const CallArgs& a) {
      const auto& s = tensor_arg(a[0]).storage();
      return Value(s->nbytes() ? int64_t(reinterpret_cast<uintptr_t>(s->data())) : int64_t(0));
    });
    def("nbytes", [](const CallArgs& a) { return Value(int64_t(tensor_arg(a[0]).storage()->nbytes())); });
    // resizable(t): whether the storage owns its memory (not a file mapping or a borrowed buffer).
    def("resizable", [](const CallArgs& a) { return Value::boolean(!tensor_arg(a[0]).storage()->is_external()); });
    // resize_bytes(t, nbytes): the storage's buffer reallocated to nbytes in place (TypedStorage.resize_: it may
    // shrink; the tensors on it keep their geometry).
    def("resize_bytes", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      const int64_t nbytes = a[1].as_int();
      if (nbytes < 0) raise(T.RuntimeError, "Storage size must be non-negative");
      tensor::StorageImpl& s = *t.storage();
      if (size_t(nbytes) == s.nbytes()) return Value::none();
      if (s.is_external()) raise(T.RuntimeError, "Trying to resize storage that is not resizable");
      tensor::reallocate_storage(s, size_t(nbytes));
      s.bump_version();
      return Value::none();
    });
    // resize(t, sizes): Tensor.resize_ after its argument checks: the same sizes keep t's strides, others make
    // it contiguous; the storage grows in place when t would reach past its end.
    def("resize", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      tensor::Dims sizes = sequence_dims(a[1]);
      if (sizes == t.sizes()) return a[0];
      tensor::Dims strides(sizes.size());
      int64_t step = 1;
      for (size_t d = sizes.size(); d-- > 0;) {
        strides[d] = step;
        step *= std::max<int64_t>(sizes[d], 1);
      }
      ensure_capacity(t, bytes_needed(sizes, strides, t.storage_offset(), t.element_size()));
      t.impl()->set_geometry(std::move(sizes), std::move(strides));
      return a[0];
    });
    // set(self, source, offset, sizes, strides): self takes source's storage with this geometry (Tensor.set_ of a
    // storage), the storage growing when the geometry reaches past its end (PyTorch's set_storage).
    def("set", [](const CallArgs& a) {
      const Tensor& self = tensor_arg(a[0]);
      const Tensor& src = tensor_arg(a[1]);
      tensor::Dims sizes = sequence_dims(a[3]), strides = sequence_dims(a[4]);
      const int64_t offset = a[2].as_int();
      ensure_capacity(src, bytes_needed(sizes, strides, offset, self.element_size()));
      Tensor view(tensor::IntrusivePtr<tensor::TensorImpl>::make(src.storage(), self.dtype(), std::move(sizes),
                                                                 std::move(strides), offset));
      self.impl()->set_data(*view.impl());
      self.bump_version();
      return a[0];
    });
    // share(t): t's storage moved into shared memory in place (Tensor.share_memory_; CPU storages only: the
    // caller leaves others as they are).
    def("share", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      if (!t.device().is_cpu()) return Value::none();
      if (!tensor::move_to_shared_memory(*t.storage())) raise_file_error("unable to move a storage into shared memory");
      return Value::none();
    });
    def("is_shared", [](const CallArgs& a) {
      return Value::boolean(tensor::shared_mapping(*tensor_arg(a[0]).storage()) != nullptr);
    });
    // shared_handle(t): (pid, fd, nbytes) naming a shared storage's memory file for another process (open_shared).
    def("shared_handle", [](const CallArgs& a) {
      const tensor::StorageImpl& s = *tensor_arg(a[0]).storage();
      const tensor::SharedMapping* m = tensor::shared_mapping(s);
      if (!m) raise(T.RuntimeError, "shared_handle: the storage is not in shared memory");
      return new_tuple({Value(int64_t(::getpid())), Value(int64_t(m->fd)), Value(int64_t(s.nbytes()))});
    });
    // adopt_shared(fd, nbytes): a 1-d uint8 tensor over the shared memory file fd (received from another process
    // with SCM_RIGHTS), which the storage now owns.
    def("adopt_shared", [](const CallArgs& a) {
      const int64_t fd = a[0].as_int(), nbytes = a[1].as_int();
      if (nbytes < 0) raise(T.ValueError, "adopt_shared: negative size");
      tensor::SharedMapping* m = tensor::map_shared(int(fd), size_t(nbytes));
      if (!m) raise_file_error("unable to mmap a received shared memory object");
      auto storage = tensor::Storage::make(m->addr, size_t(nbytes), tensor::release_shared_mapping, static_cast<void*>(m));
      return tensor_over(std::move(storage), ScalarType::Byte, nbytes);
    });
    // open_shared(pid, fd, nbytes): a 1-d uint8 tensor over the shared storage another process (or this one)
    // named with shared_handle, mapped again here: writes on either side are seen by the other.
    def("open_shared", [](const CallArgs& a) {
      const int64_t pid = a[0].as_int(), fd = a[1].as_int(), nbytes = a[2].as_int();
      if (nbytes < 0) raise(T.ValueError, "open_shared: negative size");
      const std::string path = "/proc/" + std::to_string(pid) + "/fd/" + std::to_string(fd);
      const int mine = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
      if (mine < 0) raise_file_error("unable to open shared memory object <" + path + ">");
      tensor::SharedMapping* m = tensor::map_shared(mine, size_t(nbytes));
      if (!m) raise_file_error("unable to mmap shared memory object <" + path + ">");
      auto storage = tensor::Storage::make(m->addr, size_t(nbytes), tensor::release_shared_mapping, static_cast<void*>(m));
      return tensor_over(std::move(storage), ScalarType::Byte, nbytes);
    });
    // rewrap(t, cls): the tensor t (a fresh alias, autograd's view of its input) as an instance of the Tensor
    // subclass cls (Tensor.as_subclass).
    def("rewrap", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      if (!has_layout(a[1], Layout::Type)) raise(T.TypeError, "rewrap expects a class");
      return wrap(t, as<TypeObject>(a[1]));
    });
    // from_buffer(view, offset, count, dtype): a 1-d tensor over bytes [offset, offset + count * element size)
    // of a memoryview's memory, holding the memoryview (so a bytearray under it cannot resize while the tensor
    // lives), and whether that memory is writable. The caller has checked the bounds.
    def("from_buffer", [](const CallArgs& a) {
      const Value view = a[0];
      const int64_t offset = a[1].as_int(), count = a[2].as_int();
      const ScalarType dtype = dtype_arg(a[3]);
      size_t len = 0;
      char* data = writable_buffer(view, len);
      const bool writable = data != nullptr;
      if (!data) {
        std::string scratch;
        std::string_view bytes = need_buffer_view(view, scratch);
        if (!scratch.empty() || bytes.size() != size_t(length(view)))
          raise(T.ValueError, "frombuffer: tsr shares memory with contiguous buffers only");
        data = const_cast<char*>(bytes.data());
        len = bytes.size();
      }
      const size_t nbytes = size_t(count) * tensor::element_size(dtype);
      if (offset < 0 || size_t(offset) + nbytes > len) raise(T.ValueError, "frombuffer: out of the buffer's bounds");
      if (!aligned_for(data + offset, dtype))
        return new_tuple({wrap(copied_tensor(data + offset, dtype, count)), Value::boolean(writable)});
      auto storage = tensor::Storage::make(data + offset, nbytes, release_keeper, new Keeper{view, {}});
      return new_tuple({tensor_over(std::move(storage), dtype, count), Value::boolean(writable)});
    });
    // borrow(t, byte_offset, count, dtype): a 1-d tensor of dtype over count elements of t's storage from
    // byte_offset, on a storage of its own that does not own the memory (torch.frombuffer of an ndarray: not
    // resizable, as PyTorch's). It keeps t's storage alive. The caller has checked the bounds.
    def("borrow", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      const int64_t offset = a[1].as_int(), count = a[2].as_int();
      const ScalarType dtype = dtype_arg(a[3]);
      const size_t nbytes = size_t(count) * tensor::element_size(dtype);
      if (!t.device().is_cpu()) raise(T.TypeError, "frombuffer: the buffer must be in CPU memory");
      if (offset < 0 || size_t(offset) + nbytes > t.storage()->nbytes()) raise(T.ValueError, "borrow: out of bounds");
      const char* start = static_cast<const char*>(t.storage()->data()) + offset;
      if (!aligned_for(start, dtype)) return wrap(copied_tensor(start, dtype, count));
      auto storage = tensor::Storage::make(static_cast<char*>(t.storage()->data()) + offset, nbytes, release_keeper,
                                           new Keeper{Value(), t.storage()});
      return tensor_over(std::move(storage), dtype, count);
    });
    // map_file(path, shared, count, dtype): torch.from_file: count elements of dtype from the start of the file.
    // shared: mapped read-write with MAP_SHARED (the file made, and grown to the size, as PyTorch's
    // MapAllocator does), so writes reach the file; else the bytes read into a fresh storage.
    def("map_file", [](const CallArgs& a) {
      if (!has_layout(a[0], Layout::Str)) raise(T.TypeError, "from_file: filename must be a str");
      const std::string path = as_str(a[0])->s;
      const bool shared = truthy(a[1]);
      const int64_t count = a[2].as_int();
      const ScalarType dtype = dtype_arg(a[3]);
      if (count < 0) raise(T.RuntimeError, "from_file: size must be non-negative");
      const size_t nbytes = size_t(count) * tensor::element_size(dtype);
      const int fd = shared ? ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600)
                            : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
      if (fd < 0)
        raise_file_error("unable to open file <" + path + "> in " + (shared ? "read-write" : "read-only") + " mode");
      struct stat st {};
      if (::fstat(fd, &st) != 0) {
        const int err = errno;
        ::close(fd);
        errno = err;
        raise_file_error("unable to stat the file <" + path + ">");
      }
      if (size_t(st.st_size) < nbytes) {
        if (!shared || ::ftruncate(fd, off_t(nbytes)) != 0) {
          ::close(fd);
          raise(T.RuntimeError, "file <" + path + "> size is smaller than the required mapping size <" +
                                    std::to_string(nbytes) + ">");
        }
      }
      if (!shared || nbytes == 0) {
        Tensor t = tensor::empty(std::vector<int64_t>{count}, dtype);
        size_t got = 0;
        while (got < nbytes) {
          const ssize_t r = ::read(fd, static_cast<char*>(t.data_ptr()) + got, nbytes - got);
          if (r <= 0) {
            const int err = errno;
            ::close(fd);
            errno = r == 0 ? EIO : err;
            raise_file_error("unable to read the file <" + path + ">");
          }
          got += size_t(r);
        }
        ::close(fd);
        return wrap(std::move(t));
      }
      void* addr = ::mmap(nullptr, nbytes, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
      const int err = errno;
      ::close(fd);  // the mapping keeps the file
      if (addr == MAP_FAILED) {
        errno = err;
        raise_file_error("unable to mmap " + std::to_string(nbytes) + " bytes from file <" + path + ">");
      }
      auto storage =
          tensor::Storage::make(addr, nbytes, release_file_mapping, static_cast<void*>(new FileMapping{addr, nbytes}));
      return tensor_over(std::move(storage), dtype, count);
    });
  });
}

}  // namespace tsr::interp::torch
