// zlib (issue 18) on Debian's zlib (docs/licences.md): compress, decompress, compressobj, decompressobj,
// crc32, adler32 and zlib.error, with CPython 3.11's arguments, errors and messages (Modules/zlibmodule.c's
// behaviour: the same deflateInit2/inflateInit2 parameters, so the same library gives the same bytes). gzip and
// zipfile (stdlib/gzip.tsr, stdlib/zipfile.tsr) are written over it, as CPython's are.
#include <zlib.h>

#include <climits>
#include <cstring>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

TypeObject* g_zlib_error = nullptr;
TypeObject* g_compress_type = nullptr;
TypeObject* g_decompress_type = nullptr;

constexpr size_t kDefBufSize = 16384;

// CPython's zlib_error: zlib's own message when the stream has one, else the code's meaning.
[[noreturn]] void zlib_error(const z_stream& zst, int err, const std::string& msg) {
  const char* zmsg = err == Z_VERSION_ERROR ? "library version mismatch" : zst.msg;
  if (!zmsg) {
    if (err == Z_BUF_ERROR) zmsg = "incomplete or truncated stream";
    else if (err == Z_STREAM_ERROR) zmsg = "inconsistent stream state";
    else if (err == Z_DATA_ERROR) zmsg = "invalid input data";
  }
  std::string text = "Error " + std::to_string(err) + " " + msg;
  if (zmsg) text += std::string(": ") + zmsg;
  raise(g_zlib_error, text);
}

// An int argument as C's int (Argument Clinic's "i" converter).
int int_arg(const Value& v, int dflt) {
  if (v.is_null()) return dflt;
  if (v.is_float() || (!is_integer(v) && !v.is_obj())) raise(T.TypeError, "'" + type_name(v) + "' object cannot be interpreted as an integer");
  const int64_t i = index_of(v);
  if (i > INT_MAX || i < INT_MIN) raise(T.OverflowError, "Python int too large to convert to C int");
  return int(i);
}

// Feeds `in` through `step` (deflate or inflate) with output growing as needed; `limit` > 0 caps the output.
// Returns zlib's last code; `out` receives what was produced.
template <class Step>
int run_stream(z_stream& zs, std::string_view in, std::string& out, Step step, size_t limit = 0, bool* stop_limit = nullptr) {
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  size_t left = in.size();
  int err = Z_OK;
  do {
    const uInt chunk = left > UINT_MAX ? UINT_MAX : uInt(left);
    zs.avail_in = chunk;
    left -= chunk;
    do {
      size_t grow = out.size() < kDefBufSize ? kDefBufSize : out.size();
      if (limit) {
        if (out.size() >= limit) {
          if (stop_limit) *stop_limit = true;
          zs.avail_in = uInt(std::min<size_t>(zs.avail_in + left, UINT_MAX));  // what is left, from next_in on
          return err;
        }
        grow = std::min(grow, limit - out.size());
      }
      if (grow > UINT_MAX) grow = UINT_MAX;
      const size_t old = out.size();
      out.resize(old + grow);
      zs.next_out = reinterpret_cast<Bytef*>(out.data() + old);
      zs.avail_out = uInt(grow);
      err = step(left == 0);
      out.resize(old + grow - zs.avail_out);
      if (err != Z_OK && err != Z_BUF_ERROR && err != Z_STREAM_END) {
        zs.avail_in = uInt(std::min<size_t>(zs.avail_in + left, UINT_MAX));
        return err;
      }
    } while (zs.avail_out == 0 && err != Z_STREAM_END);
  } while (err != Z_STREAM_END && left != 0);
  zs.avail_in = uInt(std::min<size_t>(zs.avail_in + left, UINT_MAX));
  return err;
}

struct CompressObject : Object {
  z_stream zs{};
  bool initialised = false;
  explicit CompressObject(TypeObject* t) : Object(t) {}
  ~CompressObject() override {
    if (initialised) deflateEnd(&zs);
  }
};

struct DecompressObject : Object {
  z_stream zs{};
  bool initialised = false, eof = false;
  std::string unused_data, unconsumed_tail, zdict;
  bool has_zdict = false;
  explicit DecompressObject(TypeObject* t) : Object(t) {}
  ~DecompressObject() override {
    if (initialised) inflateEnd(&zs);
  }
};

CompressObject& compress_self(const Value& v) {
  if (!v.is_obj() || v.obj()->type != g_compress_type)
    raise(T.TypeError, "descriptor requires a 'zlib.Compress' object but received a '" + type_name(v) + "'");
  return *static_cast<CompressObject*>(v.obj());
}
DecompressObject& decompress_self(const Value& v) {
  if (!v.is_obj() || v.obj()->type != g_decompress_type)
    raise(T.TypeError, "descriptor requires a 'zlib.Decompress' object but received a '" + type_name(v) + "'");
  return *static_cast<DecompressObject*>(v.obj());
}

void set_inflate_zdict(DecompressObject& d) {
  const int err = inflateSetDictionary(&d.zs, reinterpret_cast<const Bytef*>(d.zdict.data()), uInt(d.zdict.size()));
  if (err != Z_OK) zlib_error(d.zs, err, "while setting zdict");
}

// CPython's save_unconsumed_input: after a stream end the rest of the input is unused_data; otherwise what the
// output limit left unread is unconsumed_tail.
void save_unconsumed(DecompressObject& d, int err) {
  const std::string rest(reinterpret_cast<const char*>(d.zs.next_in), d.zs.avail_in);
  if (err == Z_STREAM_END && d.zs.avail_in > 0) {
    d.unused_data += rest;
    d.zs.avail_in = 0;
  }
  if (d.zs.avail_in > 0 || !d.unconsumed_tail.empty()) d.unconsumed_tail = d.zs.avail_in > 0 ? rest : std::string();
}

// Decompress.decompress and .flush share this loop: inflate with `flush`, the zdict on Z_NEED_DICT.
int inflate_into(DecompressObject& d, std::string_view in, std::string& out, int flush, size_t limit) {
  bool limited = false;
  int err;
  while (true) {
    err = run_stream(d.zs, in, out, [&](bool) { return inflate(&d.zs, flush); }, limit, &limited);
    if (err == Z_NEED_DICT && d.has_zdict) {
      set_inflate_zdict(d);
      in = std::string_view(reinterpret_cast<const char*>(d.zs.next_in), d.zs.avail_in);
      continue;
    }
    break;
  }
  return err;
}

void compress_methods() {
  TypeObject* t = g_compress_type;
  add_method(t, "compress", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "compress() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    CompressObject& c = compress_self(a[0]);
    std::string scratch, out;
    const std::string_view in = need_buffer_view(a[1], scratch);
    const int err = run_stream(c.zs, in, out, [&](bool) { return deflate(&c.zs, Z_NO_FLUSH); });
    if (err != Z_OK && err != Z_BUF_ERROR) zlib_error(c.zs, err, "while compressing data");
    return new_bytes(std::move(out));
  });
  add_method(t, "flush", [](const CallArgs& a) {
    Value args[1];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "flush", {"mode"}, 0, args, 1);
    CompressObject& c = compress_self(a[0]);
    const int mode = int_arg(args[0], Z_FINISH);
    if (mode == Z_NO_FLUSH) return new_bytes("");
    std::string out;
    int err = run_stream(c.zs, std::string_view(), out, [&](bool) { return deflate(&c.zs, mode); });
    if (err == Z_STREAM_END && mode == Z_FINISH) {
      err = deflateEnd(&c.zs);
      c.initialised = false;
      if (err != Z_OK) zlib_error(c.zs, err, "while finishing compression");
    } else if (err != Z_OK && err != Z_BUF_ERROR) {
      zlib_error(c.zs, err, "while flushing");
    }
    return new_bytes(std::move(out));
  });
  auto copy = [](const CallArgs& a) {
    CompressObject& c = compress_self(a[0]);
    if (!c.initialised) raise(T.ValueError, "Inconsistent stream state");
    auto* n = new CompressObject(g_compress_type);
    Value v(n);
    const int err = deflateCopy(&n->zs, &c.zs);
    if (err == Z_STREAM_ERROR) raise(T.ValueError, "Inconsistent stream state");
    if (err == Z_MEM_ERROR) raise(T.MemoryError, "Can't allocate memory for compression object");
    if (err != Z_OK) zlib_error(c.zs, err, "while copying compression object");
    n->initialised = true;
    return v;
  };
  add_method(t, "copy", copy);
  add_method(t, "__copy__", copy);
  add_method(t, "__deepcopy__", copy);
}

void decompress_methods() {
  TypeObject* t = g_decompress_type;
  add_method(t, "decompress", [](const CallArgs& a) {
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "decompress", {"data", "max_length"}, 1, args, 1);
    DecompressObject& d = decompress_self(a[0]);
    const int64_t max_length = args[1].is_null() ? 0 : index_of(args[1]);
    if (max_length < 0) raise(T.ValueError, "max_length must be non-negative");
    std::string scratch, out;
    const std::string_view in = need_buffer_view(args[0], scratch);
    const int err = inflate_into(d, in, out, Z_SYNC_FLUSH, size_t(max_length));
    save_unconsumed(d, err);
    if (err == Z_STREAM_END) d.eof = true;
    else if (err != Z_OK && err != Z_BUF_ERROR) zlib_error(d.zs, err, "while decompressing data");
    return new_bytes(std::move(out));
  });
  add_method(t, "flush", [](const CallArgs& a) {
    Value args[1];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "flush", {"length"}, 0, args, 1);
    DecompressObject& d = decompress_self(a[0]);
    const int64_t length = args[0].is_null() ? int64_t(kDefBufSize) : index_of(args[0]);
    if (length <= 0) raise(T.ValueError, "length must be greater than zero");
    std::string out;
    const std::string tail = d.unconsumed_tail;
    const int err = inflate_into(d, tail, out, Z_FINISH, 0);
    save_unconsumed(d, err);
    if (err == Z_STREAM_END && d.initialised) {
      d.eof = true;
      d.initialised = false;
      const int e = inflateEnd(&d.zs);
      if (e != Z_OK) zlib_error(d.zs, e, "while finishing decompression");
    }
    return new_bytes(std::move(out));
  });
  auto copy = [](const CallArgs& a) {
    DecompressObject& d = decompress_self(a[0]);
    if (!d.initialised) raise(T.ValueError, "Inconsistent stream state");
    auto* n = new DecompressObject(g_decompress_type);
    Value v(n);
    const int err = inflateCopy(&n->zs, &d.zs);
    if (err == Z_STREAM_ERROR) raise(T.ValueError, "Inconsistent stream state");
    if (err == Z_MEM_ERROR) raise(T.MemoryError, "Can't allocate memory for decompression object");
    if (err != Z_OK) zlib_error(d.zs, err, "while copying decompression object");
    n->initialised = true;
    n->eof = d.eof;
    n->unused_data = d.unused_data;
    n->unconsumed_tail = d.unconsumed_tail;
    n->zdict = d.zdict;
    n->has_zdict = d.has_zdict;
    return v;
  };
  add_method(t, "copy", copy);
  add_method(t, "__copy__", copy);
  add_method(t, "__deepcopy__", copy);
  add_property(t, "unused_data", [](const CallArgs& a) { return new_bytes(decompress_self(a[0]).unused_data); });
  add_property(t, "unconsumed_tail", [](const CallArgs& a) { return new_bytes(decompress_self(a[0]).unconsumed_tail); });
  add_property(t, "eof", [](const CallArgs& a) { return Value::boolean(decompress_self(a[0]).eof); });
}

uint32_t checksum_start(const Value& v, uint32_t dflt) {
  if (v.is_null()) return dflt;
  if (v.is_float()) raise(T.TypeError, "'float' object cannot be interpreted as an integer");
  if (is_big(v)) return uint32_t(index_of(call(Value(T.int_), {binary_op(v, Value(int64_t(0xFFFFFFFF)), lang::BinaryOpArg::And)})));
  return uint32_t(index_of(v));
}

void init_zlib(ModuleObject& m) {
  if (!g_zlib_error) {
    Ref<TypeObject> e = new_type("error", {Ref<TypeObject>(T.Exception)}, Layout::Exception, true, "zlib");
    e->alloc = T.Exception->alloc;
    g_zlib_error = e.get();
    incref(g_zlib_error);  // lives as long as the process
    Ref<TypeObject> c = new_type("Compress", {}, Layout::Other, true, "zlib");
    g_compress_type = c.get();
    incref(g_compress_type);
    compress_methods();
    add_static(g_compress_type, "__new__", [](const CallArgs&) -> Value { raise(T.TypeError, "cannot create 'zlib.Compress' instances"); });
    Ref<TypeObject> d = new_type("Decompress", {}, Layout::Other, true, "zlib");
    g_decompress_type = d.get();
    incref(g_decompress_type);
    decompress_methods();
    add_static(g_decompress_type, "__new__", [](const CallArgs&) -> Value { raise(T.TypeError, "cannot create 'zlib.Decompress' instances"); });
  }
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto constant = [&](const char* name, Value v) { m.dict()->set_str(intern(name).get(), v); };
  constant("error", Value(g_zlib_error));
  const std::pair<const char*, int> ints[] = {
      {"MAX_WBITS", MAX_WBITS}, {"DEFLATED", Z_DEFLATED}, {"DEF_MEM_LEVEL", 8}, {"DEF_BUF_SIZE", int(kDefBufSize)},
      {"Z_NO_COMPRESSION", Z_NO_COMPRESSION}, {"Z_BEST_SPEED", Z_BEST_SPEED}, {"Z_BEST_COMPRESSION", Z_BEST_COMPRESSION},
      {"Z_DEFAULT_COMPRESSION", Z_DEFAULT_COMPRESSION}, {"Z_FILTERED", Z_FILTERED}, {"Z_HUFFMAN_ONLY", Z_HUFFMAN_ONLY},
      {"Z_RLE", Z_RLE}, {"Z_FIXED", Z_FIXED}, {"Z_DEFAULT_STRATEGY", Z_DEFAULT_STRATEGY}, {"Z_NO_FLUSH", Z_NO_FLUSH},
      {"Z_PARTIAL_FLUSH", Z_PARTIAL_FLUSH}, {"Z_SYNC_FLUSH", Z_SYNC_FLUSH}, {"Z_FULL_FLUSH", Z_FULL_FLUSH},
      {"Z_FINISH", Z_FINISH}, {"Z_BLOCK", Z_BLOCK}, {"Z_TREES", Z_TREES}};
  for (const auto& [name, v] : ints) constant(name, Value(int64_t(v)));
  constant("ZLIB_VERSION", new_str(ZLIB_VERSION));
  constant("ZLIB_RUNTIME_VERSION", new_str(zlibVersion()));

  def("crc32", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "crc32", {"data", "value"}, 1, args, 2);
    std::string scratch;
    const std::string_view s = need_buffer_view(args[0], scratch);
    uLong crc = checksum_start(args[1], 0);
    for (size_t i = 0; i < s.size();) {
      const uInt n = uInt(std::min<size_t>(s.size() - i, UINT_MAX));
      crc = ::crc32(crc, reinterpret_cast<const Bytef*>(s.data() + i), n);
      i += n;
    }
    return Value(int64_t(crc & 0xFFFFFFFFu));
  });
  def("adler32", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "adler32", {"data", "value"}, 1, args, 2);
    std::string scratch;
    const std::string_view s = need_buffer_view(args[0], scratch);
    uLong adler = checksum_start(args[1], 1);
    for (size_t i = 0; i < s.size();) {
      const uInt n = uInt(std::min<size_t>(s.size() - i, UINT_MAX));
      adler = ::adler32(adler, reinterpret_cast<const Bytef*>(s.data() + i), n);
      i += n;
    }
    return Value(int64_t(adler & 0xFFFFFFFFu));
  });
  def("compress", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "compress", {"data", "level", "wbits"}, 1, args, 1);
    std::string scratch, out;
    const std::string_view in = need_buffer_view(args[0], scratch);
    const int level = int_arg(args[1], Z_DEFAULT_COMPRESSION), wbits = int_arg(args[2], MAX_WBITS);
    z_stream zs{};
    int err = deflateInit2(&zs, level, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
    if (err == Z_MEM_ERROR) raise(T.MemoryError, "Out of memory while compressing data");
    if (err == Z_STREAM_ERROR) raise(g_zlib_error, "Bad compression level");
    if (err != Z_OK) {
      deflateEnd(&zs);
      zlib_error(zs, err, "while compressing data");
    }
    err = run_stream(zs, in, out, [&](bool last) { return deflate(&zs, last ? Z_FINISH : Z_NO_FLUSH); });
    if (err != Z_STREAM_END) {
      const z_stream copy = zs;
      deflateEnd(&zs);
      zlib_error(copy, err, "while compressing data");
    }
    err = deflateEnd(&zs);
    if (err != Z_OK) zlib_error(zs, err, "while finishing compression");
    return new_bytes(std::move(out));
  });
  def("decompress", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "decompress", {"data", "wbits", "bufsize"}, 1, args, 1);
    std::string scratch, out;
    const std::string_view in = need_buffer_view(args[0], scratch);
    const int wbits = int_arg(args[1], MAX_WBITS);
    if (!args[2].is_null() && index_of(args[2]) < 0) raise(T.ValueError, "bufsize must be non-negative");
    z_stream zs{};
    int err = inflateInit2(&zs, wbits);
    if (err == Z_MEM_ERROR) raise(T.MemoryError, "Out of memory while decompressing data");
    if (err != Z_OK) {
      inflateEnd(&zs);
      zlib_error(zs, err, "while preparing to decompress data");
    }
    err = run_stream(zs, in, out, [&](bool last) { return inflate(&zs, last ? Z_FINISH : Z_NO_FLUSH); });
    if (err == Z_MEM_ERROR) {
      inflateEnd(&zs);
      raise(T.MemoryError, "Out of memory while decompressing data");
    }
    if (err != Z_STREAM_END) {
      const z_stream copy = zs;
      inflateEnd(&zs);
      zlib_error(copy, err, "while decompressing data");
    }
    err = inflateEnd(&zs);
    if (err != Z_OK) zlib_error(zs, err, "while finishing decompression");
    return new_bytes(std::move(out));
  });
  def("compressobj", [](const CallArgs& a) {
    Value args[6];
    parse_args(a, "compressobj", {"level", "method", "wbits", "memLevel", "strategy", "zdict"}, 0, args);
    const int level = int_arg(args[0], Z_DEFAULT_COMPRESSION), method = int_arg(args[1], Z_DEFLATED),
              wbits = int_arg(args[2], MAX_WBITS), mem = int_arg(args[3], 8), strategy = int_arg(args[4], Z_DEFAULT_STRATEGY);
    std::string zdict;
    const bool has_zdict = !args[5].is_null() && !args[5].is_none();
    if (has_zdict) zdict = need_buffer(args[5]);
    auto* c = new CompressObject(g_compress_type);
    Value v(c);
    int err = deflateInit2(&c->zs, level, method, wbits, mem, strategy);
    if (err == Z_MEM_ERROR) raise(T.MemoryError, "Can't allocate memory for compression object");
    if (err == Z_STREAM_ERROR) raise(T.ValueError, "Invalid initialization option");
    if (err != Z_OK) zlib_error(c->zs, err, "while creating compression object");
    c->initialised = true;
    if (has_zdict) {
      err = deflateSetDictionary(&c->zs, reinterpret_cast<const Bytef*>(zdict.data()), uInt(zdict.size()));
      if (err == Z_STREAM_ERROR) raise(T.ValueError, "Invalid dictionary");
      if (err != Z_OK) raise(T.ValueError, "deflateSetDictionary()");
    }
    return v;
  });
  def("decompressobj", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "decompressobj", {"wbits", "zdict"}, 0, args);
    const int wbits = int_arg(args[0], MAX_WBITS);
    auto* d = new DecompressObject(g_decompress_type);
    Value v(d);
    if (!args[1].is_null()) {
      if (!buffer_of(args[1], d->zdict)) raise(T.TypeError, "zdict argument must support the buffer protocol");
      d->has_zdict = true;
    }
    const int err = inflateInit2(&d->zs, wbits);
    if (err == Z_STREAM_ERROR) raise(T.ValueError, "Invalid initialization option");
    if (err == Z_MEM_ERROR) raise(T.MemoryError, "Can't allocate memory for decompression object");
    if (err != Z_OK) zlib_error(d->zs, err, "while creating decompression object");
    d->initialised = true;
    // A raw stream carries no request for its dictionary: it is set now (CPython does the same).
    if (d->has_zdict && wbits < 0) set_inflate_zdict(*d);
    return v;
  });
}

}  // namespace

void init_zlib_module() { register_native_module("zlib", init_zlib); }

}  // namespace tsr::interp
