// _tsr_zip: the native half of torch.save / torch.load (stdlib/torch/serialization.tsr). The zip container is
// libzip's (docs/licences.md); the pickle inside it is written and read in tsr. The storage helpers give the
// tsr side a storage's identity and raw bytes, and a fresh storage from raw bytes, which is all the format
// needs from tensors: views are rebuilt with as_strided on the one tensor made per storage record.
#include <zip.h>

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

// write([(name, bytes), ...], mode=0) -> bytes: a zip archive of the entries, in order. Mode 0 is PyTorch's layout
// (stored, each record's data aligned to 64 bytes); numpy's savez uses 1 (stored, no padding) and
// savez_compressed 2 (deflate, as its zipfile.ZIP_DEFLATED).
Value zip_write(const CallArgs& a) {
  const int64_t mode = a.npos() > 1 ? a[1].as_int() : 0;
  std::vector<std::pair<std::string, std::string>> entries;
  for (const Value& e : to_vector(a[0])) {
    std::vector<Value> pair = to_vector(e);
    if (pair.size() != 2 || !is_str(pair[0])) raise(T.TypeError, "_tsr_zip.write expects (name, bytes) pairs");
    entries.emplace_back(str_of(pair[0]), need_buffer(pair[1]));
  }
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* out = zip_source_buffer_create(nullptr, 0, 0, &err);
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
  for (const auto& [name, data] : entries) {
    const size_t start = offset + kLocalHeader + name.size() + kExtraHeader;
    paddings.emplace_back((kAlign - start % kAlign) % kAlign, 'Z');
    offset = start + paddings.back().size() + data.size();
  }
  for (size_t i = 0; i < entries.size(); ++i) {
    const auto& [name, data] = entries[i];
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
  std::string bytes;
  if (zip_source_open(out) < 0) raise(T.RuntimeError, "PytorchStreamWriter failed reading back the archive");
  zip_source_seek(out, 0, SEEK_END);
  bytes.resize(size_t(zip_source_tell(out)));
  zip_source_seek(out, 0, SEEK_SET);
  const zip_int64_t got = zip_source_read(out, bytes.data(), bytes.size());
  zip_source_close(out);
  if (got != zip_int64_t(bytes.size())) raise(T.RuntimeError, "PytorchStreamWriter failed reading back the archive");
  return new_bytes(std::move(bytes));
}

// read(bytes) -> [(name, bytes), ...]: every entry, checked against the central directory and its CRC, so a
// truncated or corrupt archive raises before anything is built from it.
Value zip_read(const CallArgs& a) {
  const std::string data = need_buffer(a[0]);
  zip_error_t err;
  zip_error_init(&err);
  zip_source_t* src = zip_source_buffer_create(data.data(), data.size(), 0, &err);
  if (!src) zip_failure("reading zip archive", &err);
  zip_t* za = zip_open_from_source(src, ZIP_RDONLY | ZIP_CHECKCONS, &err);
  if (!za) {
    zip_source_free(src);
    zip_failure("reading zip archive", &err);
  }
  std::unique_ptr<zip_t, decltype(&zip_discard)> guard(za, zip_discard);
  std::vector<Value> out;
  const zip_int64_t n = zip_get_num_entries(za, 0);
  for (zip_int64_t i = 0; i < n; ++i) {
    zip_stat_t st;
    if (zip_stat_index(za, zip_uint64_t(i), 0, &st) < 0)
      raise(T.RuntimeError, std::string("PytorchStreamReader failed reading zip archive: ") + zip_strerror(za));
    std::string bytes(size_t(st.size), '\0');
    zip_file_t* f = zip_fopen_index(za, zip_uint64_t(i), 0);
    if (!f) raise(T.RuntimeError, std::string("PytorchStreamReader failed reading file ") + st.name + ": " + zip_strerror(za));
    zip_int64_t got = bytes.empty() ? 0 : zip_fread(f, bytes.data(), bytes.size());
    char probe;
    const bool extra = zip_fread(f, &probe, 1) != 0;  // reading to the end checks the CRC
    const std::string why = zip_error_strerror(zip_file_get_error(f));
    zip_fclose(f);
    if (got != zip_int64_t(bytes.size()) || extra)
      raise(T.RuntimeError, std::string("PytorchStreamReader failed reading file ") + st.name + ": " + why);
    out.push_back(new_tuple({new_str(st.name), new_bytes(std::move(bytes))}));
  }
  return new_list(std::move(out));
}

const Tensor& tensor_arg(const Value& v) {
  if (!is_tensor(v)) raise(T.TypeError, "expected a tensor, got " + type_name(v));
  return unwrap(v);
}

// t's whole storage as a 1-D tensor of t's dtype on t's device (the record PyTorch writes for a storage).
Tensor whole_storage(const Tensor& t) {
  const int64_t n = int64_t(t.storage()->nbytes() / t.element_size()), one = 1;
  return tensor::as_strided(t, std::span<const int64_t>(&n, 1), std::span<const int64_t>(&one, 1), 0);
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
    // tensor_from_bytes(b, dtype): a 1-D tensor on a fresh storage holding b.
    def("tensor_from_bytes", [](const CallArgs& a) {
      const std::string b = need_buffer(a[0]);
      const auto dtype = dtype_of(a[1]);
      if (!dtype) raise(T.TypeError, "tensor_from_bytes expects a dtype");
      const size_t es = tensor::element_size(*dtype);
      if (b.size() % es) raise(T.RuntimeError, "storage record of " + std::to_string(b.size()) + " bytes is not a whole number of elements");
      const int64_t n = int64_t(b.size() / es);
      Tensor t = tensor::zeros(std::span<const int64_t>(&n, 1), dtype);
      if (!b.empty()) std::memcpy(t.storage()->data(), b.data(), b.size());
      return wrap(std::move(t));
    });
  });
}

}  // namespace tsr::interp::torch
