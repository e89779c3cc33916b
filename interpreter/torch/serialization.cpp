// _tsr_zip: the native half of torch.save / torch.load (stdlib/torch/serialization.tsr). The zip container is
// libzip's (docs/licences.md); the pickle inside it is written and read in tsr. The storage helpers give the
// tsr side a storage's identity and raw bytes, and a fresh storage from raw bytes, which is all the format
// needs from tensors: views are rebuilt with as_strided on the one tensor made per storage record.
#include <sys/stat.h>
#include <zip.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"

namespace tsr::interp::torch {

namespace {

using tensor::Tensor;

// PyTorch's reader names itself in its errors; a corrupt file here reads as it does there.
[[noreturn]] void zip_failure(const std::string& what, zip_error_t* err) {
  const std::string msg = "PytorchStreamReader failed " + what + ": " + zip_error_strerror(err);
  zip_error_fini(err);
  raise(T.RuntimeError, msg);
}

// t's whole storage as a 1-D tensor of t's dtype on t's device (the record PyTorch writes for a storage).
Tensor whole_storage(const Tensor& t) {
  const int64_t n = int64_t(t.storage()->nbytes() / t.element_size()), one = 1;
  return tensor::as_strided(t, std::span<const int64_t>(&n, 1), std::span<const int64_t>(&one, 1), 0);
}

// An entry's data as write() reads it, without a copy where it can: a bytes-like object's bytes, or a tensor's
// whole storage (a GPU tensor's copied to the host first).
struct EntryData {
  std::string scratch;  // the bytes of a bytes-like object that is not contiguous
  Tensor host;          // keeps a GPU storage's host copy alive
  std::string_view view;
};

void entry_data(const Value& v, EntryData& out) {
  if (!is_tensor(v)) {
    out.view = need_buffer_view(v, out.scratch);
    return;
  }
  const Tensor& t = unwrap(v);
  const size_t nbytes = t.storage()->nbytes();
  const void* data = t.storage()->data();
  if (!t.device().is_cpu()) {
    out.host = tensor::to_device(whole_storage(t), tensor::Device{tensor::DeviceType::CPU, -1});
    data = out.host.data_ptr();
  }
  out.view = std::string_view(static_cast<const char*>(data), nbytes);
}

// A libzip source that writes the archive straight into an open, seekable file (libzip seeks back to complete
// each entry's local header): torch.save's records go from the tensors' storages to the file without a copy of the
// archive in memory. Reading it yields an empty archive, which ZIP_TRUNCATE starts from.
struct FileSink {
  FILE* file;
  zip_error_t error;
};

zip_int64_t file_sink(void* state, void* data, zip_uint64_t len, zip_source_cmd_t cmd) {
  auto* sink = static_cast<FileSink*>(state);
  const auto fail = [&](int code) -> zip_int64_t {
    zip_error_set(&sink->error, code, errno);
    return -1;
  };
  switch (cmd) {
    case ZIP_SOURCE_SUPPORTS: return ZIP_SOURCE_SUPPORTS_WRITABLE;
    case ZIP_SOURCE_STAT: {
      auto* st = ZIP_SOURCE_GET_ARGS(zip_stat_t, data, len, &sink->error);
      if (!st) return -1;
      zip_stat_init(st);
      st->size = 0;
      st->valid |= ZIP_STAT_SIZE;
      return sizeof(zip_stat_t);
    }
    case ZIP_SOURCE_OPEN:
    case ZIP_SOURCE_CLOSE:
    case ZIP_SOURCE_FREE:
    case ZIP_SOURCE_READ:  // the archive starts empty
    case ZIP_SOURCE_TELL: return 0;
    case ZIP_SOURCE_SEEK: return zip_source_seek_compute_offset(0, 0, data, len, &sink->error) < 0 ? -1 : 0;
    case ZIP_SOURCE_BEGIN_WRITE: return std::fseek(sink->file, 0, SEEK_SET) == 0 ? 0 : fail(ZIP_ER_SEEK);
    case ZIP_SOURCE_WRITE:
      return std::fwrite(data, 1, size_t(len), sink->file) == size_t(len) ? zip_int64_t(len) : fail(ZIP_ER_WRITE);
    case ZIP_SOURCE_SEEK_WRITE: {
      auto* args = ZIP_SOURCE_GET_ARGS(zip_source_args_seek_t, data, len, &sink->error);
      if (!args) return -1;
      return fseeko(sink->file, off_t(args->offset), args->whence) == 0 ? 0 : fail(ZIP_ER_SEEK);
    }
    case ZIP_SOURCE_TELL_WRITE: {
      const off_t at = ftello(sink->file);
      return at < 0 ? fail(ZIP_ER_TELL) : zip_int64_t(at);
    }
    case ZIP_SOURCE_COMMIT_WRITE: return std::fflush(sink->file) == 0 ? 0 : fail(ZIP_ER_WRITE);
    case ZIP_SOURCE_ROLLBACK_WRITE:
    case ZIP_SOURCE_REMOVE: return 0;
    case ZIP_SOURCE_ERROR: return zip_error_to_data(&sink->error, data, len);
    default: zip_error_set(&sink->error, ZIP_ER_OPNOTSUPP, 0); return -1;
  }
}

// Copies the archive held by `src` (open for reading) to `file`, in chunks.
void copy_archive(zip_source_t* src, FILE* file, const std::string& path) {
  std::vector<char> chunk(size_t(1) << 20);
  for (;;) {
    const zip_int64_t got = zip_source_read(src, chunk.data(), chunk.size());
    if (got < 0) raise(T.RuntimeError, "PytorchStreamWriter failed reading back the archive");
    if (got == 0) break;
    if (std::fwrite(chunk.data(), 1, size_t(got), file) != size_t(got))
      raise(T.RuntimeError, "PytorchStreamWriter failed writing file " + path + ": " + std::strerror(errno));
  }
}

// The archive held by `src` (open for reading) as bytes.
Value archive_bytes(zip_source_t* src) {
  std::string bytes;
  zip_source_seek(src, 0, SEEK_END);
  bytes.resize(size_t(zip_source_tell(src)));
  zip_source_seek(src, 0, SEEK_SET);
  const zip_int64_t got = zip_source_read(src, bytes.data(), bytes.size());
  if (got != zip_int64_t(bytes.size())) raise(T.RuntimeError, "PytorchStreamWriter failed reading back the archive");
  return new_bytes(std::move(bytes));
}

// write([(name, data), ...], mode=0, path=None): a zip archive of the entries, in order, returned as bytes or
// written to `path`. Each data is bytes-like, or a tensor standing for its whole storage (torch.save's records,
// read in place). Mode 0 is PyTorch's layout (stored, each record's data aligned to 64 bytes); numpy's savez uses
// 1 (stored, no padding) and savez_compressed 2 (deflate, as its zipfile.ZIP_DEFLATED).
Value zip_write(const CallArgs& a) {
  const int64_t mode = a.npos() > 1 ? a[1].as_int() : 0;
  const bool to_file = a.npos() > 2 && !a[2].is_none();
  std::vector<std::string> names;
  std::vector<Value> values;  // kept alive while libzip reads them
  for (const Value& e : to_vector(a[0])) {
    std::vector<Value> pair = to_vector(e);
    if (pair.size() != 2 || !is_str(pair[0])) raise(T.TypeError, "_tsr_zip.write expects (name, bytes) pairs");
    names.push_back(str_of(pair[0]));
    values.push_back(pair[1]);
  }
  std::vector<EntryData> entries(values.size());
  for (size_t i = 0; i < values.size(); ++i) entry_data(values[i], entries[i]);
  // The destination: the file at `path` when it is a regular one (written in place through FileSink), else an
  // archive in memory, returned as bytes or copied to the file (a pipe, /dev/null).
  std::vector<char> file_buffer;  // outlives `file`
  std::unique_ptr<FILE, decltype(&std::fclose)> file(nullptr, std::fclose);
  std::string path;
  bool in_place = false;
  if (to_file) {
    path = str_of(a[2]);
    file.reset(std::fopen(path.c_str(), "wb"));
    if (!file) raise(T.RuntimeError, "File " + path + " cannot be opened.");
    // libzip hands its writes over in 8 KiB pieces: buffered to a few MiB, a 100 MB checkpoint is a few dozen
    // write calls rather than 25,000 of 4 KiB (each a system call, the bulk of save's time before). glibc takes the
    // size only with a buffer given.
    file_buffer.resize(size_t(4) << 20);
    std::setvbuf(file.get(), file_buffer.data(), _IOFBF, file_buffer.size());
    struct stat st;
    in_place = fstat(fileno(file.get()), &st) == 0 && S_ISREG(st.st_mode);
  }
  FileSink sink{file.get(), {}};
  zip_error_init(&sink.error);
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* out = in_place ? zip_source_function_create(file_sink, &sink, &err)
                               : zip_source_buffer_create(nullptr, 0, 0, &err);
  if (!out) zip_failure("creating zip archive", &err);
  zip_source_keep(out);  // outlives zip_close, which writes the archive into it
  std::unique_ptr<zip_source_t, decltype(&zip_source_free)> out_guard(out, zip_source_free);
  zip_t* za = zip_open_from_source(out, ZIP_TRUNCATE, &err);
  if (!za) zip_failure("creating zip archive", &err);
  // PyTorch aligns each record's data to 64 bytes (so a reader may map it in place) with padding in a local
  // extra field "FB"; libzip writes the entries in order, each a 30-byte local header, the name, the local extra
  // fields and the stored data, so the offsets are known before writing. The test reads them back.
  constexpr size_t kAlign = 64, kLocalHeader = 30, kExtraHeader = 4;
  std::vector<std::string> paddings;
  paddings.reserve(entries.size());
  size_t offset = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    const size_t start = offset + kLocalHeader + names[i].size() + kExtraHeader;
    paddings.emplace_back((kAlign - start % kAlign) % kAlign, 'Z');
    offset = start + paddings.back().size() + entries[i].view.size();
  }
  for (size_t i = 0; i < entries.size(); ++i) {
    const std::string& name = names[i];
    const std::string_view data = entries[i].view;
    zip_source_t* s = zip_source_buffer(za, data.data(), data.size(), 0);  // `entries` outlives zip_close
    const zip_int64_t idx = s ? zip_file_add(za, name.c_str(), s, ZIP_FL_ENC_UTF_8) : -1;
    if (idx < 0 ||
        zip_set_file_compression(za, zip_uint64_t(idx), mode == 2 ? ZIP_CM_DEFLATE : ZIP_CM_STORE, 0) < 0 ||
        (mode == 0 && zip_file_extra_field_set(za, zip_uint64_t(idx), 0x4246 /* "FB" */, ZIP_EXTRA_FIELD_NEW,
                                               reinterpret_cast<const zip_uint8_t*>(paddings[i].data()),
                                               zip_uint16_t(paddings[i].size()), ZIP_FL_LOCAL) < 0)) {
      if (s && idx < 0) zip_source_free(s);
      const std::string msg = std::string("PytorchStreamWriter failed writing file ") + name + ": " + zip_strerror(za);
      zip_discard(za);
      raise(T.RuntimeError, msg);
    }
  }
  if (zip_close(za) < 0) {
    const std::string msg = std::string("PytorchStreamWriter failed writing zip archive: ") + zip_strerror(za);
    zip_discard(za);
    raise(T.RuntimeError, msg);
  }
  if (!in_place) {  // the archive in memory: returned, or copied to the file
    if (zip_source_open(out) < 0) raise(T.RuntimeError, "PytorchStreamWriter failed reading back the archive");
    struct Closer {
      zip_source_t* s;
      ~Closer() { zip_source_close(s); }
    } closer{out};
    if (!to_file) return archive_bytes(out);
    copy_archive(out, file.get(), path);
  }
  if (std::fclose(file.release()) != 0)
    raise(T.RuntimeError, "PytorchStreamWriter failed writing file " + path + ": " + std::strerror(errno));
  return Value::none();
}

// read(source, storages=False) -> [(name, data), ...]: every entry, checked against the central directory and its
// CRC, so a truncated or corrupt archive raises before anything is built from it. The source is bytes-like, or a
// path (str) read in place. With storages=True the records under "<archive>/data/" (torch.save's storages) come as
// uint8 tensors read straight into their storage, which tensor_from_bytes reinterprets without a copy; every other
// entry comes as bytes.
Value zip_read(const CallArgs& a) {
  const bool storages = a.npos() > 1 && truthy(a[1]);
  zip_error_t err;
  zip_error_init(&err);
  zip_t* za = nullptr;
  std::string scratch;
  if (is_str(a[0])) {
    int code = 0;
    za = zip_open(str_of(a[0]).c_str(), ZIP_RDONLY | ZIP_CHECKCONS, &code);
    if (!za) {
      zip_error_init_with_code(&err, code);
      zip_failure("reading zip archive", &err);
    }
  } else {
    const std::string_view data = need_buffer_view(a[0], scratch);  // a[0] outlives the archive
    zip_source_t* src = zip_source_buffer_create(data.data(), data.size(), 0, &err);
    if (!src) zip_failure("reading zip archive", &err);
    za = zip_open_from_source(src, ZIP_RDONLY | ZIP_CHECKCONS, &err);
    if (!za) {
      zip_source_free(src);
      zip_failure("reading zip archive", &err);
    }
  }
  std::unique_ptr<zip_t, decltype(&zip_discard)> guard(za, zip_discard);
  std::vector<Value> out;
  const zip_int64_t n = zip_get_num_entries(za, 0);
  for (zip_int64_t i = 0; i < n; ++i) {
    zip_stat_t st;
    if (zip_stat_index(za, zip_uint64_t(i), 0, &st) < 0)
      raise(T.RuntimeError, std::string("PytorchStreamReader failed reading zip archive: ") + zip_strerror(za));
    const std::string name = st.name;
    const size_t slash = name.find('/');
    const bool as_tensor = storages && slash != std::string::npos && name.compare(slash, 6, "/data/") == 0;
    std::string bytes;
    Tensor record;
    char* into = nullptr;
    if (as_tensor) {
      const int64_t len = int64_t(st.size);
      record = tensor::empty(std::span<const int64_t>(&len, 1), tensor::ScalarType::Byte);
      into = static_cast<char*>(record.storage()->data());
    } else {
      bytes.resize(size_t(st.size));
      into = bytes.data();
    }
    zip_file_t* f = zip_fopen_index(za, zip_uint64_t(i), 0);
    if (!f) raise(T.RuntimeError, "PytorchStreamReader failed reading file " + name + ": " + zip_strerror(za));
    const zip_int64_t got = st.size == 0 ? 0 : zip_fread(f, into, st.size);
    char probe;
    const bool extra = zip_fread(f, &probe, 1) != 0;  // reading to the end checks the CRC
    const std::string why = zip_error_strerror(zip_file_get_error(f));
    zip_fclose(f);
    if (got != zip_int64_t(st.size) || extra)
      raise(T.RuntimeError, "PytorchStreamReader failed reading file " + name + ": " + why);
    out.push_back(new_tuple({new_str(name), as_tensor ? wrap(std::move(record)) : new_bytes(std::move(bytes))}));
  }
  return new_list(std::move(out));
}

}  // namespace

void init_serialization_module() {
  register_native_module("_tsr_zip", [](ModuleObject& m) {
    auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
    def("write", zip_write);
    def("read", zip_read);
    // storage_key(t) -> int: the same for every view of one storage, while the storage lives.
    def("storage_key", [](const CallArgs& a) {
      return Value(int64_t(reinterpret_cast<uintptr_t>(tensor_arg(a[0]).storage().get())));
    });
    // storage_numel(t): the whole storage's length in t's elements, as PyTorch's typed storage counts it.
    def("storage_numel", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      return Value(int64_t(t.storage()->nbytes() / t.element_size()));
    });
    // storage_bytes(t): the whole storage, little-endian as the host (tsr runs on little-endian hosts only); a GPU
    // tensor's is copied to the host first.
    def("storage_bytes", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      if (!t.device().is_cpu()) {
        const Tensor host = tensor::to_device(whole_storage(t), tensor::Device{tensor::DeviceType::CPU, -1});
        return new_bytes(std::string(static_cast<const char*>(host.data_ptr()), t.storage()->nbytes()));
      }
      return new_bytes(std::string(static_cast<const char*>(t.storage()->data()), t.storage()->nbytes()));
    });
    // fill_storage(t, b): b copied over t's whole storage, in place and outside autograd (the legacy format's
    // records come after the pickle whose tensors already view them).
    def("fill_storage", [](const CallArgs& a) {
      const Tensor& t = tensor_arg(a[0]);
      const std::string b = need_buffer(a[1]);
      if (b.size() != t.storage()->nbytes())
        raise(T.RuntimeError, "storage record of " + std::to_string(b.size()) + " bytes for a storage of " + std::to_string(t.storage()->nbytes()));
      if (b.empty()) return Value::none();
      if (t.device().is_cpu()) {
        std::memcpy(t.storage()->data(), b.data(), b.size());
      } else {  // a storage map_location placed on a GPU: the bytes go through a host tensor
        Tensor whole = whole_storage(t);
        Tensor host = tensor::empty(whole.sizes(), t.dtype());
        std::memcpy(host.data_ptr(), b.data(), b.size());
        tensor::copy_(whole, host);
      }
      return Value::none();
    });
    // tensor_from_bytes(b, dtype): a 1-D tensor of dtype holding b's bytes: a fresh storage for a bytes-like b; for a
    // uint8 tensor (read(..., storages=True)'s records) its own storage, reinterpreted without a copy.
    def("tensor_from_bytes", [](const CallArgs& a) {
      const auto dtype = dtype_of(a[1]);
      if (!dtype) raise(T.TypeError, "tensor_from_bytes expects a dtype");
      const size_t es = tensor::element_size(*dtype);
      if (is_tensor(a[0])) {
        const Tensor& raw = unwrap(a[0]);
        const size_t nbytes = raw.storage()->nbytes();
        if (raw.dtype() != tensor::ScalarType::Byte || nbytes % es)
          raise(T.RuntimeError, "storage record of " + std::to_string(nbytes) + " bytes is not a whole number of elements");
        Tensor t(tsr::tensor::IntrusivePtr<tensor::TensorImpl>::make(raw.storage(), *dtype,
                                                                     tensor::Dims{int64_t(nbytes / es)},
                                                                     tensor::Dims{1}, 0));
        return wrap(std::move(t));
      }
      std::string scratch;
      const std::string_view b = need_buffer_view(a[0], scratch);
      if (b.size() % es) raise(T.RuntimeError, "storage record of " + std::to_string(b.size()) + " bytes is not a whole number of elements");
      const int64_t n = int64_t(b.size() / es);
      Tensor t = tensor::empty(std::span<const int64_t>(&n, 1), *dtype);
      if (!b.empty()) std::memcpy(t.storage()->data(), b.data(), b.size());
      return wrap(std::move(t));
    });
  });
}

}  // namespace tsr::interp::torch
