// hashlib (md5, sha1, sha224, sha256, sha384, sha512 on Nettle, docs/licences.md) and binascii, the native half of
// base64 (stdlib/base64.tsr): base64 and hex conversions with CPython 3.11's binascii.Error messages, and crc32.
#include <nettle/md5.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>

#include <cstring>
#include <variant>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

// One algorithm: Nettle's context and functions, with CPython's name, digest size and block size. Nettle's
// digest() resets the context, so digest() and hexdigest() work on a copy and the object can go on updating.
struct Algorithm {
  const char* name;
  size_t digest_size, block_size;
  using Context = std::variant<md5_ctx, sha1_ctx, sha256_ctx, sha512_ctx>;
  Context (*init)();
  void (*update)(Context&, size_t, const uint8_t*);
  void (*digest)(Context&, uint8_t*);
};

template <class Ctx, void (*Init)(Ctx*), void (*Update)(Ctx*, size_t, const uint8_t*), void (*Digest)(Ctx*, size_t, uint8_t*),
          size_t Size>
Algorithm make_algorithm(const char* name, size_t block) {
  return {name, Size, block,
          [] {
            Ctx c;
            Init(&c);
            return Algorithm::Context(c);
          },
          [](Algorithm::Context& c, size_t n, const uint8_t* d) { Update(&std::get<Ctx>(c), n, d); },
          [](Algorithm::Context& c, uint8_t* out) { Digest(&std::get<Ctx>(c), Size, out); }};
}

const std::vector<Algorithm>& algorithms() {
  static const std::vector<Algorithm> all = {
      make_algorithm<md5_ctx, nettle_md5_init, nettle_md5_update, nettle_md5_digest, MD5_DIGEST_SIZE>("md5", 64),
      make_algorithm<sha1_ctx, nettle_sha1_init, nettle_sha1_update, nettle_sha1_digest, SHA1_DIGEST_SIZE>("sha1", 64),
      make_algorithm<sha256_ctx, nettle_sha224_init, nettle_sha256_update, nettle_sha224_digest, SHA224_DIGEST_SIZE>("sha224", 64),
      make_algorithm<sha256_ctx, nettle_sha256_init, nettle_sha256_update, nettle_sha256_digest, SHA256_DIGEST_SIZE>("sha256", 64),
      make_algorithm<sha512_ctx, nettle_sha384_init, nettle_sha512_update, nettle_sha384_digest, SHA384_DIGEST_SIZE>("sha384", 128),
      make_algorithm<sha512_ctx, nettle_sha512_init, nettle_sha512_update, nettle_sha512_digest, SHA512_DIGEST_SIZE>("sha512", 128),
  };
  return all;
}

TypeObject* g_hash_type = nullptr;

struct HashObject : Object {
  const Algorithm* algo;
  Algorithm::Context ctx;
  HashObject(TypeObject* t, const Algorithm* a) : Object(t), algo(a), ctx(a->init()) {}
};

HashObject& hash_self(const Value& v) {
  if (!v.is_obj() || v.obj()->type != g_hash_type)
    raise(T.TypeError, "descriptor requires a '_hashlib.HASH' object but received a '" + type_name(v) + "'");
  return *static_cast<HashObject*>(v.obj());
}

void feed(HashObject& h, const Value& data) {
  if (is_str(data)) raise(T.TypeError, "Strings must be encoded before hashing");
  std::string scratch;
  const bool direct = is_bytes_obj(data) || (data.is_obj() && data.obj()->type == T.memoryview);
  if (!direct && !buffer_of(data, scratch))  // (array.array and numpy's arrays export a buffer: copied once)
    raise(T.TypeError, "object supporting the buffer API required");
  const std::string_view bytes = direct ? need_buffer_view(data, scratch) : std::string_view(scratch);
  h.algo->update(h.ctx, bytes.size(), reinterpret_cast<const uint8_t*>(bytes.data()));
}

std::string digest_of(const HashObject& h) {
  Algorithm::Context copy = h.ctx;
  std::string out(h.algo->digest_size, '\0');
  h.algo->digest(copy, reinterpret_cast<uint8_t*>(out.data()));
  return out;
}

std::string hex(const std::string& s) {
  static const char digits[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : s) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

// hashlib.md5(string=b'', *, usedforsecurity=True) and the others, as CPython 3.11's OpenSSL constructors.
Value new_hash(const Algorithm* algo, const CallArgs& a, size_t first, const std::string& fname) {
  // Argument Clinic's wording for a wrong keyword, not parse_args' "got an unexpected keyword argument".
  for (size_t i = 0; a.kwnames && i < a.kwnames->items.size(); ++i) {
    const std::string& k = str_of(a.kwnames->items[i]);
    if (k != "string" && k != "usedforsecurity") raise(T.TypeError, "'" + k + "' is an invalid keyword argument for " + fname + "()");
  }
  Value args[2];
  parse_args(CallArgs{a.args.subspan(first), a.kwnames}, fname, {"string", "usedforsecurity"}, 0, args);
  auto* h = new HashObject(g_hash_type, algo);
  Value out(h);
  if (!args[0].is_null()) feed(*h, args[0]);
  return out;
}

void hash_methods(TypeObject* t) {
  add_method(t, "update", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "update() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    feed(hash_self(a[0]), a[1]);
    return Value::none();
  });
  add_method(t, "digest", [](const CallArgs& a) { return new_bytes(digest_of(hash_self(a[0]))); });
  add_method(t, "hexdigest", [](const CallArgs& a) { return new_str(hex(digest_of(hash_self(a[0])))); });
  add_method(t, "copy", [](const CallArgs& a) {
    const HashObject& h = hash_self(a[0]);
    auto* c = new HashObject(g_hash_type, h.algo);
    c->ctx = h.ctx;
    return Value(c);
  });
  add_property(t, "name", [](const CallArgs& a) { return new_str(hash_self(a[0]).algo->name); });
  add_property(t, "digest_size", [](const CallArgs& a) { return Value(int64_t(hash_self(a[0]).algo->digest_size)); });
  add_property(t, "block_size", [](const CallArgs& a) { return Value(int64_t(hash_self(a[0]).algo->block_size)); });
  add_method(t, "__repr__", [](const CallArgs& a) {
    return new_str(std::string("<") + hash_self(a[0]).algo->name + " _hashlib.HASH object @ " + object_address(a[0].obj()) + ">");
  });
}

void init_hashlib(ModuleObject& m) {
  if (!g_hash_type) {
    Ref<TypeObject> t = new_type("HASH", {}, Layout::Other, true, "_hashlib");
    g_hash_type = t.get();
    incref(g_hash_type);  // lives as long as the process
    hash_methods(g_hash_type);
  }
  std::vector<Value> names;
  for (const Algorithm& algo : algorithms()) {
    const Algorithm* p = &algo;
    m.dict()->set_str(intern(algo.name).get(),
                      new_native(algo.name, [p](const CallArgs& a) { return new_hash(p, a, 0, std::string("openssl_") + p->name); }));
    names.push_back(new_str(algo.name));
  }
  m.dict()->set_str(intern("new").get(), new_native("new", [](const CallArgs& a) {
    if (a.npos() < 1 || !is_str(a[0])) {
      if (a.npos() >= 1) raise(T.TypeError, "new() argument 'name' must be str, not " + type_name(a[0]));
      raise(T.TypeError, "new() missing required argument 'name' (pos 1)");
    }
    std::string name = str_of(a[0]);
    for (auto& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    for (const Algorithm& algo : algorithms())
      if (name == algo.name) return new_hash(&algo, a, 1, "new");
    raise(T.ValueError, "unsupported hash type " + str_of(a[0]));
  }));
  // What tsr provides is what every platform has: the same set under both names.
  Value available = call(Value(T.frozenset), {new_list(names)});
  m.dict()->set_str(intern("algorithms_guaranteed").get(), available);
  m.dict()->set_str(intern("algorithms_available").get(), call(Value(T.set), {available}));
}

// ---- binascii ------------------------------------------------------------------------------------------------------

TypeObject* g_binascii_error = nullptr;
const char kB64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

[[noreturn]] void binascii_error(const std::string& msg) { raise(g_binascii_error, msg); }

// The data argument of the a2b_* functions: bytes-like, or a str of ASCII characters.
std::string ascii_data(const Value& v) {
  if (is_str(v)) {
    for (unsigned char c : str_of(v))
      if (c >= 0x80) raise(T.ValueError, "string argument should contain only ASCII characters");
    return str_of(v);
  }
  std::string out;
  if (!buffer_of(v, out)) raise(T.TypeError, "argument should be bytes, buffer or ASCII string, not '" + type_name(v) + "'");
  return out;
}

std::string b2a_base64(const std::string& s, bool newline) {
  std::string out;
  out.reserve((s.size() + 2) / 3 * 4 + 1);
  size_t i = 0;
  for (; i + 2 < s.size(); i += 3) {
    const uint32_t v = uint32_t(uint8_t(s[i])) << 16 | uint32_t(uint8_t(s[i + 1])) << 8 | uint8_t(s[i + 2]);
    for (int k = 18; k >= 0; k -= 6) out += kB64[(v >> k) & 63];
  }
  if (i + 1 == s.size()) {
    const uint32_t v = uint32_t(uint8_t(s[i])) << 16;
    out += kB64[v >> 18];
    out += kB64[(v >> 12) & 63];
    out += "==";
  } else if (i + 2 == s.size()) {
    const uint32_t v = uint32_t(uint8_t(s[i])) << 16 | uint32_t(uint8_t(s[i + 1])) << 8;
    out += kB64[v >> 18];
    out += kB64[(v >> 12) & 63];
    out += kB64[(v >> 6) & 63];
    out += '=';
  }
  if (newline) out += '\n';
  return out;
}

// CPython's binascii_a2b_base64_impl: non-alphabet characters are skipped (refused in strict mode), a complete
// pad sequence ends the data.
std::string a2b_base64(const std::string& s, bool strict) {
  int8_t table[256];
  std::memset(table, -1, sizeof table);
  for (int i = 0; i < 64; ++i) table[uint8_t(kB64[i])] = int8_t(i);
  std::string out;
  int quad = 0, pads = 0;
  unsigned left = 0;
  bool padding_started = false;
  if (strict && !s.empty() && s[0] == '=') binascii_error("Leading padding not allowed");
  for (size_t i = 0; i < s.size(); ++i) {
    const uint8_t c = uint8_t(s[i]);
    if (c == '=') {
      padding_started = true;
      if (quad >= 2 && quad + ++pads >= 4) {
        if (strict && i + 1 < s.size()) binascii_error("Excess data after padding");
        return out;
      }
      continue;
    }
    const int v = table[c];
    if (v < 0) {
      if (strict) binascii_error("Only base64 data is allowed");
      continue;
    }
    if (strict && padding_started) binascii_error("Discontinuous padding not allowed");
    pads = 0;
    switch (quad) {
      case 0: left = unsigned(v); quad = 1; break;
      case 1: out += char((left << 2) | (unsigned(v) >> 4)); left = unsigned(v) & 0x0F; quad = 2; break;
      case 2: out += char((left << 4) | (unsigned(v) >> 2)); left = unsigned(v) & 0x03; quad = 3; break;
      default: out += char((left << 6) | unsigned(v)); left = 0; quad = 0; break;
    }
  }
  if (quad == 1)
    binascii_error("Invalid base64-encoded string: number of data characters (" + std::to_string(out.size() / 3 * 4 + 1) +
                   ") cannot be 1 more than a multiple of 4");
  if (quad != 0) binascii_error("Incorrect padding");
  return out;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void init_binascii(ModuleObject& m) {
  if (!g_binascii_error) {
    Ref<TypeObject> e = new_type("Error", {Ref<TypeObject>(T.ValueError)}, Layout::Exception, true, "binascii");
    e->alloc = T.ValueError->alloc;
    g_binascii_error = e.get();
    incref(g_binascii_error);  // lives as long as the process
  }
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  m.dict()->set_str(intern("Error").get(), Value(g_binascii_error));
  def("b2a_base64", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "b2a_base64", {"data", "newline"}, 1, args, 1);
    return new_bytes(b2a_base64(need_buffer(args[0]), args[1].is_null() || truthy(args[1])));
  });
  def("a2b_base64", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "a2b_base64", {"data", "strict_mode"}, 1, args, 1);
    return new_bytes(a2b_base64(ascii_data(args[0]), !args[1].is_null() && truthy(args[1])));
  });
  auto hexlify = [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "hexlify", {"data", "sep", "bytes_per_sep"}, 1, args);
    std::vector<Value> hex_args = {new_bytes(need_buffer(args[0]))};
    if (!args[1].is_null()) hex_args.push_back(args[1]);
    if (!args[2].is_null()) hex_args.push_back(args[2]);
    Value h = call_vec(getattr(hex_args[0], "hex"), std::vector<Value>(hex_args.begin() + 1, hex_args.end()));
    return new_bytes(str_of(h));
  };
  def("hexlify", hexlify);
  def("b2a_hex", hexlify);
  auto unhexlify = [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "unhexlify() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    const std::string s = ascii_data(a[0]);
    if (s.size() % 2) binascii_error("Odd-length string");
    std::string out;
    for (size_t i = 0; i < s.size(); i += 2) {
      const int hi = hex_digit(s[i]), lo = hex_digit(s[i + 1]);
      if (hi < 0 || lo < 0) binascii_error("Non-hexadecimal digit found");
      out += char(hi * 16 + lo);
    }
    return new_bytes(std::move(out));
  };
  def("unhexlify", unhexlify);
  def("a2b_hex", unhexlify);
  def("crc32", [](const CallArgs& a) {
    const std::string s = need_buffer(a[0]);
    uint32_t crc = a.npos() > 1 ? ~uint32_t(index_of(a[1])) : 0xFFFFFFFFu;
    for (unsigned char c : s) {
      crc ^= c;
      for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return Value(int64_t(~crc));
  });
}

}  // namespace

void init_hashlib_modules() {
  register_native_module("hashlib", init_hashlib);
  register_native_module("binascii", init_binascii);
}

}  // namespace tsr::interp
