// _bz2 and _lzma (issue 18): the incremental compressors and decompressors under stdlib/bz2.tsr and
// stdlib/lzma.tsr, on Debian's libbz2 and liblzma (docs/licences.md), with CPython 3.11's arguments, attributes
// (eof, unused_data, needs_input, check) and errors. Custom LZMA filter chains are not provided: asking for one
// raises NotImplementedError.
#include <bzlib.h>
#include <lzma.h>

#include <climits>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

constexpr size_t kChunk = 16384;

Ref<TypeObject> make_type(const char* name, const char* module) {
  Ref<TypeObject> t = new_type(name, {}, Layout::Other, true, module);
  incref(t.get());  // lives as long as the process
  return t;
}

// ---- what the two share ----------------------------------------------------------------------------------------
// bz_stream and lzma_stream differ only in their pointer and count types.

template <class O>
O& self_of(const Value& v, TypeObject* t, const char* name) {
  if (!v.is_obj() || v.obj()->type != t)
    raise(T.TypeError, std::string("descriptor requires a '") + name + "' object but received a '" + type_name(v) + "'");
  return *static_cast<O*>(v.obj());
}

template <class Stream> void set_input(Stream& s, const char* data, size_t n) {
  s.next_in = reinterpret_cast<decltype(s.next_in)>(const_cast<char*>(data));
  s.avail_in = decltype(s.avail_in)(n);
}

template <class Stream> void set_output(Stream& s, char* data, size_t n) {
  s.next_out = reinterpret_cast<decltype(s.next_out)>(data);
  s.avail_out = decltype(s.avail_out)(n);
}

// Compresses `in` until the library has taken all of it, or, with `finish`, until it has ended the stream.
template <class Codec> std::string compress_all(typename Codec::Comp& c, std::string_view in, bool finish) {
  std::string out;
  set_input(c.s, in.data(), in.size());
  while (true) {
    const size_t old = out.size();
    out.resize(old + kChunk);
    set_output(c.s, out.data() + old, kChunk);
    const bool ended = Codec::compress_step(c, finish);
    out.resize(old + kChunk - c.s.avail_out);
    if (finish ? ended : c.s.avail_in == 0) break;
  }
  return out;
}

// decompress(data, max_length=-1) of CPython's BZ2Decompressor and LZMADecompressor: the input not consumed is
// kept for the next call; what follows the end of the stream becomes unused_data.
template <class Codec> Value decompress(typename Codec::Decomp& d, const Value& data, int64_t max_length) {
  if (d.eof) raise(T.EOFError, Codec::eof_message);
  d.pending += need_buffer(data);
  std::string out;
  set_input(d.s, d.pending.data(), d.pending.size());
  while (true) {
    size_t room = kChunk;
    if (max_length >= 0) {
      if (out.size() >= size_t(max_length)) break;
      room = std::min(room, size_t(max_length) - out.size());
    }
    const size_t old = out.size();
    out.resize(old + room);
    set_output(d.s, out.data() + old, room);
    bool ended;
    try {
      ended = Codec::decompress_step(d);
    } catch (...) {
      d.pending.clear();
      throw;
    }
    out.resize(old + room - d.s.avail_out);
    if (ended) {
      d.eof = true;
      break;
    }
    if (d.s.avail_in == 0 && d.s.avail_out != 0) break;
  }
  std::string rest(reinterpret_cast<const char*>(d.s.next_in), d.s.avail_in);
  if (d.eof) {
    d.unused += rest;
    d.pending.clear();
    d.needs_input = false;
  } else {
    d.pending = std::move(rest);
    d.needs_input = d.pending.empty();
  }
  return new_bytes(std::move(out));
}

// The methods and properties the compressor and decompressor types of both modules have.
template <class Codec> void add_codec_methods() {
  using Comp = typename Codec::Comp;
  using Decomp = typename Codec::Decomp;
  add_method(Codec::comp_type(), "compress", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "compress() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    Comp& c = self_of<Comp>(a[0], Codec::comp_type(), Codec::comp_name);
    if (c.flushed) raise(T.ValueError, "Compressor has been flushed");
    std::string scratch;
    return new_bytes(compress_all<Codec>(c, need_buffer_view(a[1], scratch), false));
  });
  add_method(Codec::comp_type(), "flush", [](const CallArgs& a) {
    Comp& c = self_of<Comp>(a[0], Codec::comp_type(), Codec::comp_name);
    if (c.flushed) raise(T.ValueError, "Repeated call to flush()");
    c.flushed = true;
    return new_bytes(compress_all<Codec>(c, std::string_view(), true));
  });
  auto decomp = [](const Value& v) -> Decomp& { return self_of<Decomp>(v, Codec::decomp_type(), Codec::decomp_name); };
  add_method(Codec::decomp_type(), "decompress", [decomp](const CallArgs& a) {
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "decompress", {"data", "max_length"}, 1, args);
    Decomp& d = decomp(a[0]);
    return decompress<Codec>(d, args[0], args[1].is_null() ? -1 : index_of(args[1]));
  });
  add_property(Codec::decomp_type(), "eof", [decomp](const CallArgs& a) { return Value::boolean(decomp(a[0]).eof); });
  add_property(Codec::decomp_type(), "unused_data", [decomp](const CallArgs& a) { return new_bytes(decomp(a[0]).unused); });
  add_property(Codec::decomp_type(), "needs_input",
               [decomp](const CallArgs& a) { return Value::boolean(decomp(a[0]).needs_input); });
}

// ---- bz2 -------------------------------------------------------------------------------------------------------

TypeObject *g_bz2_comp = nullptr, *g_bz2_decomp = nullptr;

[[noreturn]] void bz2_error(int err) {
  switch (err) {
    case BZ_PARAM_ERROR: raise(T.ValueError, "Internal error - invalid parameters passed to libbzip2");
    case BZ_MEM_ERROR: raise(T.MemoryError, "");
    case BZ_DATA_ERROR:
    case BZ_DATA_ERROR_MAGIC: raise(T.OSError, "Invalid data stream");
    case BZ_IO_ERROR: raise(T.OSError, "Unknown I/O error");
    case BZ_UNEXPECTED_EOF: raise(T.EOFError, "Compressed file ended before the logical end-of-stream was detected");
    case BZ_SEQUENCE_ERROR: raise(T.RuntimeError, "Internal error - Invalid sequence of commands sent to libbzip2");
    default: raise(T.OSError, "Unrecognized error from libbzip2: " + std::to_string(err));
  }
}

struct Bz2Comp : Object {
  bz_stream s{};
  bool init = false, flushed = false;
  explicit Bz2Comp(TypeObject* t) : Object(t) {}
  ~Bz2Comp() override {
    if (init) BZ2_bzCompressEnd(&s);
  }
};

struct Bz2Decomp : Object {
  bz_stream s{};
  bool init = false, eof = false, needs_input = true;
  std::string pending, unused;  // input not yet consumed; data after the end of the stream
  explicit Bz2Decomp(TypeObject* t) : Object(t) {}
  ~Bz2Decomp() override {
    if (init) BZ2_bzDecompressEnd(&s);
  }
};

// The library's calls, for the generic methods below: one step over the stream as it is set up, raising CPython's
// error for a failure; true at the end of the stream.
struct Bz2 {
  using Comp = Bz2Comp;
  using Decomp = Bz2Decomp;
  static constexpr const char* comp_name = "_bz2.BZ2Compressor";
  static constexpr const char* decomp_name = "_bz2.BZ2Decompressor";
  static constexpr const char* eof_message = "End of stream already reached";
  static TypeObject* comp_type() { return g_bz2_comp; }
  static TypeObject* decomp_type() { return g_bz2_decomp; }
  static bool compress_step(Comp& c, bool finish) {
    const int err = BZ2_bzCompress(&c.s, finish ? BZ_FINISH : BZ_RUN);
    if (err < 0) bz2_error(err);
    return err == BZ_STREAM_END;
  }
  static bool decompress_step(Decomp& d) {
    const int err = BZ2_bzDecompress(&d.s);
    if (err == BZ_STREAM_END) return true;
    if (err != BZ_OK) bz2_error(err);
    return false;
  }
};

void init_bz2(ModuleObject& m) {
  if (!g_bz2_comp) {
    g_bz2_comp = make_type("BZ2Compressor", "_bz2").get();
    g_bz2_decomp = make_type("BZ2Decompressor", "_bz2").get();
    add_static(g_bz2_comp, "__new__", [](const CallArgs& a) {
      Value args[1];
      parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "BZ2Compressor", {"compresslevel"}, 0, args, 1);
      const int64_t level = args[0].is_null() ? 9 : index_of(args[0]);
      if (level < 1 || level > 9) raise(T.ValueError, "compresslevel must be between 1 and 9");
      auto* c = new Bz2Comp(g_bz2_comp);
      Value v(c);
      const int err = BZ2_bzCompressInit(&c->s, int(level), 0, 0);
      if (err != BZ_OK) bz2_error(err);
      c->init = true;
      return v;
    });
    add_static(g_bz2_decomp, "__new__", [](const CallArgs& a) {
      if (a.args.size() > 1 || (a.kwnames && !a.kwnames->items.empty())) raise(T.TypeError, "BZ2Decompressor() takes no arguments");
      auto* d = new Bz2Decomp(g_bz2_decomp);
      Value v(d);
      const int err = BZ2_bzDecompressInit(&d->s, 0, 0);
      if (err != BZ_OK) bz2_error(err);
      d->init = true;
      return v;
    });
    add_codec_methods<Bz2>();
  }
  m.dict()->set_str(intern("BZ2Compressor").get(), Value(g_bz2_comp));
  m.dict()->set_str(intern("BZ2Decompressor").get(), Value(g_bz2_decomp));
}

// ---- lzma ------------------------------------------------------------------------------------------------------

TypeObject *g_lzma_comp = nullptr, *g_lzma_decomp = nullptr, *g_lzma_error = nullptr;

constexpr int64_t FORMAT_AUTO = 0, FORMAT_XZ = 1, FORMAT_ALONE = 2, FORMAT_RAW = 3;

// CPython's catch_lzma_error: true when `ret` is not an error.
bool lzma_ok(lzma_ret ret) {
  switch (ret) {
    case LZMA_OK:
    case LZMA_GET_CHECK:
    case LZMA_NO_CHECK:
    case LZMA_STREAM_END: return true;
    case LZMA_UNSUPPORTED_CHECK: raise(g_lzma_error, "Unsupported integrity check");
    case LZMA_MEM_ERROR: raise(T.MemoryError, "");
    case LZMA_MEMLIMIT_ERROR: raise(g_lzma_error, "Memory usage limit exceeded");
    case LZMA_FORMAT_ERROR: raise(g_lzma_error, "Input format not supported by decoder");
    case LZMA_OPTIONS_ERROR: raise(g_lzma_error, "Invalid or unsupported options");
    case LZMA_DATA_ERROR: raise(g_lzma_error, "Corrupt input data");
    case LZMA_BUF_ERROR: raise(g_lzma_error, "Insufficient buffer space");
    case LZMA_PROG_ERROR: raise(g_lzma_error, "Internal error");
    default: raise(g_lzma_error, "Unrecognized error from liblzma: " + std::to_string(int(ret)));
  }
}

struct LzmaComp : Object {
  lzma_stream s = LZMA_STREAM_INIT;
  bool flushed = false;
  explicit LzmaComp(TypeObject* t) : Object(t) {}
  ~LzmaComp() override { lzma_end(&s); }
};

struct LzmaDecomp : Object {
  lzma_stream s = LZMA_STREAM_INIT;
  bool eof = false, needs_input = true;
  int check = LZMA_CHECK_NONE;
  std::string pending, unused;
  explicit LzmaDecomp(TypeObject* t) : Object(t) {}
  ~LzmaDecomp() override { lzma_end(&s); }
};

struct Lzma {
  using Comp = LzmaComp;
  using Decomp = LzmaDecomp;
  static constexpr const char* comp_name = "_lzma.LZMACompressor";
  static constexpr const char* decomp_name = "_lzma.LZMADecompressor";
  static constexpr const char* eof_message = "Already at end of stream";
  static TypeObject* comp_type() { return g_lzma_comp; }
  static TypeObject* decomp_type() { return g_lzma_decomp; }
  static bool compress_step(Comp& c, bool finish) {
    const lzma_ret ret = lzma_code(&c.s, finish ? LZMA_FINISH : LZMA_RUN);
    lzma_ok(ret);
    return ret == LZMA_STREAM_END;
  }
  static bool decompress_step(Decomp& d) {
    const lzma_ret ret = lzma_code(&d.s, LZMA_RUN);
    if (ret == LZMA_GET_CHECK || ret == LZMA_NO_CHECK) d.check = int(lzma_get_check(&d.s));
    lzma_ok(ret);
    return ret == LZMA_STREAM_END;
  }
};

void init_lzma(ModuleObject& m) {
  if (!g_lzma_comp) {
    Ref<TypeObject> e = new_type("LZMAError", {Ref<TypeObject>(T.Exception)}, Layout::Exception, true, "_lzma");
    e->alloc = T.Exception->alloc;
    g_lzma_error = e.get();
    incref(g_lzma_error);
    g_lzma_comp = make_type("LZMACompressor", "_lzma").get();
    g_lzma_decomp = make_type("LZMADecompressor", "_lzma").get();
    add_static(g_lzma_comp, "__new__", [](const CallArgs& a) {
      Value args[4];
      parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "LZMACompressor", {"format", "check", "preset", "filters"}, 0, args);
      const int64_t format = args[0].is_null() ? FORMAT_XZ : index_of(args[0]);
      const int64_t check = args[1].is_null() ? -1 : index_of(args[1]);
      const bool has_preset = !args[2].is_null() && !args[2].is_none();
      const bool has_filters = !args[3].is_null() && !args[3].is_none();
      if (format != FORMAT_XZ && check != -1 && check != LZMA_CHECK_NONE)
        raise(T.ValueError, "Integrity checks are only supported by FORMAT_XZ");
      if (has_preset && has_filters) raise(T.ValueError, "Cannot specify both preset and filter chain");
      if (has_filters) raise(T.NotImplementedError, "lzma: custom filter chains are not supported by tsr");
      const uint32_t preset = has_preset ? uint32_t(index_of(args[2])) : LZMA_PRESET_DEFAULT;
      auto* c = new LzmaComp(g_lzma_comp);
      Value v(c);
      if (format == FORMAT_XZ) {
        // liblzma refuses a check id past LZMA_CHECK_ID_MAX with LZMA_PROG_ERROR; such an id is not a value of
        // the lzma_check enum in C++, so it is refused here, with liblzma's answer, before any conversion.
        if (check != -1 && (check < 0 || check > LZMA_CHECK_ID_MAX)) lzma_ok(LZMA_PROG_ERROR);
        const lzma_check chk = check == -1 ? LZMA_CHECK_CRC64 : lzma_check(check);
        lzma_ok(lzma_easy_encoder(&c->s, preset, chk));
      } else if (format == FORMAT_ALONE) {
        lzma_options_lzma opts;
        if (lzma_lzma_preset(&opts, preset)) raise(g_lzma_error, "Invalid compression preset: " + std::to_string(preset));
        lzma_ok(lzma_alone_encoder(&c->s, &opts));
      } else if (format == FORMAT_RAW) {
        raise(T.ValueError, "Must specify filters for FORMAT_RAW");
      } else {
        raise(T.ValueError, "Invalid container format: " + std::to_string(format));
      }
      return v;
    });
    add_static(g_lzma_decomp, "__new__", [](const CallArgs& a) {
      Value args[3];
      parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "LZMADecompressor", {"format", "memlimit", "filters"}, 0, args);
      const int64_t format = args[0].is_null() ? FORMAT_AUTO : index_of(args[0]);
      const bool has_memlimit = !args[1].is_null() && !args[1].is_none();
      const bool has_filters = !args[2].is_null() && !args[2].is_none();
      if (has_memlimit && format == FORMAT_RAW) raise(T.ValueError, "Cannot specify memory limit with FORMAT_RAW");
      if (format == FORMAT_RAW && !has_filters) raise(T.ValueError, "Must specify filters for FORMAT_RAW");
      if (format != FORMAT_RAW && has_filters) raise(T.ValueError, "Cannot specify filters except with FORMAT_RAW");
      const uint64_t memlimit = has_memlimit ? uint64_t(index_of(args[1])) : UINT64_MAX;
      auto* d = new LzmaDecomp(g_lzma_decomp);
      Value v(d);
      const uint32_t flags = LZMA_TELL_ANY_CHECK | LZMA_TELL_NO_CHECK;
      switch (format) {
        case FORMAT_AUTO: lzma_ok(lzma_auto_decoder(&d->s, memlimit, flags)); break;
        case FORMAT_XZ: lzma_ok(lzma_stream_decoder(&d->s, memlimit, flags)); break;
        case FORMAT_ALONE: d->check = LZMA_CHECK_NONE; lzma_ok(lzma_alone_decoder(&d->s, memlimit)); break;
        case FORMAT_RAW: raise(T.NotImplementedError, "lzma: custom filter chains are not supported by tsr");
        default: raise(T.ValueError, "Invalid container format: " + std::to_string(format));
      }
      if (format == FORMAT_AUTO || format == FORMAT_XZ) d->check = 16;  // CHECK_UNKNOWN until the header is read
      return v;
    });
    add_codec_methods<Lzma>();
    add_property(g_lzma_decomp, "check", [](const CallArgs& a) { return Value(int64_t(self_of<LzmaDecomp>(a[0], g_lzma_decomp, "_lzma.LZMADecompressor").check)); });
  }
  auto put = [&](const char* name, Value v) { m.dict()->set_str(intern(name).get(), v); };
  put("LZMACompressor", Value(g_lzma_comp));
  put("LZMADecompressor", Value(g_lzma_decomp));
  put("LZMAError", Value(g_lzma_error));
  put("is_check_supported", new_native("is_check_supported", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "is_check_supported() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    return Value::boolean(lzma_check_is_supported(lzma_check(index_of(a[0]))));
  }));
  const std::pair<const char*, int64_t> ints[] = {
      {"FORMAT_AUTO", FORMAT_AUTO}, {"FORMAT_XZ", FORMAT_XZ}, {"FORMAT_ALONE", FORMAT_ALONE}, {"FORMAT_RAW", FORMAT_RAW},
      {"CHECK_NONE", LZMA_CHECK_NONE}, {"CHECK_CRC32", LZMA_CHECK_CRC32}, {"CHECK_CRC64", LZMA_CHECK_CRC64},
      {"CHECK_SHA256", LZMA_CHECK_SHA256}, {"CHECK_ID_MAX", LZMA_CHECK_ID_MAX}, {"CHECK_UNKNOWN", LZMA_CHECK_ID_MAX + 1},
      {"FILTER_LZMA1", int64_t(LZMA_FILTER_LZMA1)}, {"FILTER_LZMA2", int64_t(LZMA_FILTER_LZMA2)},
      {"FILTER_DELTA", int64_t(LZMA_FILTER_DELTA)}, {"FILTER_X86", int64_t(LZMA_FILTER_X86)},
      {"FILTER_POWERPC", int64_t(LZMA_FILTER_POWERPC)}, {"FILTER_IA64", int64_t(LZMA_FILTER_IA64)},
      {"FILTER_ARM", int64_t(LZMA_FILTER_ARM)}, {"FILTER_ARMTHUMB", int64_t(LZMA_FILTER_ARMTHUMB)},
      {"FILTER_SPARC", int64_t(LZMA_FILTER_SPARC)}, {"MF_HC3", LZMA_MF_HC3}, {"MF_HC4", LZMA_MF_HC4},
      {"MF_BT2", LZMA_MF_BT2}, {"MF_BT3", LZMA_MF_BT3}, {"MF_BT4", LZMA_MF_BT4}, {"MODE_FAST", LZMA_MODE_FAST},
      {"MODE_NORMAL", LZMA_MODE_NORMAL}, {"PRESET_DEFAULT", LZMA_PRESET_DEFAULT}, {"PRESET_EXTREME", int64_t(LZMA_PRESET_EXTREME)}};
  for (const auto& [name, v] : ints) put(name, Value(v));
}

}  // namespace

void init_bz2_lzma_modules() {
  register_native_module("_bz2", init_bz2);
  register_native_module("_lzma", init_lzma);
}

}  // namespace tsr::interp
