// The struct module, native, as CPython 3.11's _struct (Modules/_struct.c): a format is parsed once into items
// with their offsets (native '@' sizes and alignment of x86-64 Linux, or the standard sizes of = < > !), and
// pack / unpack walk the items. Range checks and their struct.error messages follow _struct.c's per-code
// functions, which differ between native and standard formats (see pack_int).
#include <bit>
#include <cmath>
#include <limits>
#include <cstring>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

TypeObject* g_struct_error = nullptr;
TypeObject* g_struct_type = nullptr;
TypeObject* g_unpack_iterator = nullptr;

[[noreturn]] void struct_error(const std::string& msg) { raise(g_struct_error, msg); }

struct Item {
  char code;
  size_t offset, size;  // for 's' and 'p' the whole field; for 'x' the padding
};

struct Format {
  std::string text;
  std::vector<Item> items;
  size_t size = 0, nargs = 0;
  bool native = true, little = true;
};

// Native sizes on x86-64 Linux (natively each aligns to its size); standard sizes; 0 = not in that table.
size_t native_size(char c) {
  switch (c) {
    case 'x': case 'c': case 'b': case 'B': case '?': case 's': case 'p': return 1;
    case 'h': case 'H': case 'e': return 2;
    case 'i': case 'I': case 'f': return 4;
    case 'l': case 'L': case 'q': case 'Q': case 'n': case 'N': case 'd': case 'P': return 8;
    default: return 0;
  }
}
size_t standard_size(char c) {
  switch (c) {
    case 'n': case 'N': case 'P': return 0;
    case 'l': case 'L': return 4;
    default: return native_size(c);
  }
}

Format parse(const Value& fmt) {
  Format f;
  if (is_str(fmt)) f.text = str_of(fmt);
  else if (is_bytes_obj(fmt)) f.text = bytes_data(fmt);
  else raise(T.TypeError, "Struct() argument 1 must be a str or bytes object, not " + type_name(fmt));
  const std::string& s = f.text;
  size_t i = 0;
  if (!s.empty() && std::strchr("@=<>!", s[0])) {
    f.native = s[0] == '@';
    f.little = s[0] == '<' || s[0] == '=' || s[0] == '@';  // x86-64 is little-endian
    i = 1;
  }
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (std::strchr(" \t\n\r\v\f", c)) continue;
    size_t count = 1;
    if (c >= '0' && c <= '9') {
      count = 0;
      while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
        const size_t digit = size_t(s[i++] - '0');
        if (count > (size_t(INT64_MAX) - digit) / 10) struct_error("total struct size too long");
        count = count * 10 + digit;
      }
      if (i == s.size()) struct_error("repeat count given without format specifier");
      c = s[i];
    }
    const size_t size = f.native ? native_size(c) : standard_size(c);
    if (!size) struct_error("bad char in struct format");
    if (f.native && size > 1) f.size = (f.size + size - 1) / size * size;  // native alignment
    if (count > (size_t(INT64_MAX) - f.size) / size) struct_error("total struct size too long");
    if (c == 's' || c == 'p' || c == 'x') {
      if (c != 'x') {
        f.items.push_back({c, f.size, count});
        ++f.nargs;
      }
      f.size += count;
      continue;
    }
    for (size_t k = 0; k < count; ++k) {
      f.items.push_back({c, f.size, size});
      f.size += size;
    }
    f.nargs += count;
  }
  return f;
}

int64_t get_long(const Value& v) {
  if (!has_index(v))
    struct_error("required argument is not an integer");
  return index_of(v);
}

uint64_t get_ulong(const Value& v) {
  const int64_t x = get_long(v);
  if (x < 0) struct_error("argument out of range");
  return uint64_t(x);
}

double get_double(const Value& v) {
  if (!v.is_float() && !v.is_int() && !v.is_bool() && lookup(type_of(v), intern("__float__").get()).is_null() &&
      lookup(type_of(v), intern("__index__").get()).is_null())
    struct_error("required argument is not a float");
  return float_of(v);
}

// An integer code's value as its bytes' bits, with _struct.c's checks: b/B/h/H name their C type, i/I (and the
// 4-byte standard l/L) give the range, and the unsigned codes that read through PyLong_AsUnsignedLong refuse
// negatives as "argument out of range" (native H reads through a C long, so it names ushort instead).
uint64_t pack_int(char c, size_t size, bool native, const Value& v) {
  if (is_big(v)) {
    // Only the 8-byte unsigned codes hold an int past int64: [2**63, 2**64).
    const bool fits = (c == 'Q' || c == 'N' || c == 'L') && size == 8 && mpz_sgn(as_big(v)->z) > 0 &&
                      mpz_fits_ulong_p(as_big(v)->z);
    if (!fits) struct_error("argument out of range");
    return uint64_t(mpz_get_ui(as_big(v)->z));
  }
  switch (c) {
    case 'b': {
      const int64_t x = get_long(v);
      if (x < -128 || x > 127) struct_error("byte format requires -128 <= number <= 127");
      return uint64_t(x);
    }
    case 'B': {
      const int64_t x = get_long(v);
      if (x < 0 || x > 255) struct_error("ubyte format requires 0 <= number <= 255");
      return uint64_t(x);
    }
    case 'h': {
      const int64_t x = get_long(v);
      if (x < -32768 || x > 32767) struct_error("short format requires -32768 <= number <= 32767");
      return uint64_t(x);
    }
    case 'H': {
      const int64_t x = native ? get_long(v) : int64_t(get_ulong(v));
      if (x < 0 || x > 65535) struct_error("ushort format requires 0 <= number <= 65535");
      return uint64_t(x);
    }
    case 'P': return uint64_t(get_long(v));
    default: break;
  }
  const bool is_unsigned = c == 'I' || c == 'L' || c == 'Q' || c == 'N';
  if (is_unsigned) {
    const uint64_t x = get_ulong(v);
    if (size == 4 && x > 0xFFFFFFFFull) struct_error(std::string("'") + c + "' format requires 0 <= number <= 4294967295");
    return x;
  }
  const int64_t x = get_long(v);
  if (size == 4 && (x < INT32_MIN || x > INT32_MAX))
    struct_error(std::string("'") + c + "' format requires -2147483648 <= number <= 2147483647");
  return uint64_t(x);
}

void put_bits(char* p, uint64_t bits, size_t size, bool little) {
  for (size_t k = 0; k < size; ++k) p[little ? k : size - 1 - k] = char(bits >> (8 * k));
}

uint64_t get_bits(const char* p, size_t size, bool little) {
  uint64_t bits = 0;
  for (size_t k = 0; k < size; ++k) bits |= uint64_t(static_cast<unsigned char>(p[little ? k : size - 1 - k])) << (8 * k);
  return bits;
}

// IEEE 754 binary16 in integer arithmetic (the compilers tsr builds with do not all have _Float16 on x86-64):
// a double rounded to the nearest half, ties to even, as CPython's PyFloat_Pack2; `overflow` when a finite value
// rounds past the largest half.
uint64_t shift_round_even(uint64_t m, int shift) {
  if (shift <= 0) return m;
  if (shift >= 64) return 0;
  const uint64_t q = m >> shift, rem = m & ((uint64_t{1} << shift) - 1), half = uint64_t{1} << (shift - 1);
  return q + ((rem > half || (rem == half && (q & 1))) ? 1 : 0);
}

uint16_t half_from_double(double d, bool& overflow) {
  const uint64_t bits = std::bit_cast<uint64_t>(d);
  const uint16_t sign = uint16_t((bits >> 63) << 15);
  const int exponent = int((bits >> 52) & 0x7FF);
  const uint64_t mantissa = bits & ((uint64_t{1} << 52) - 1);
  if (exponent == 0x7FF) return uint16_t(sign | (mantissa ? 0x7E00 : 0x7C00));  // NaN, infinity
  if (exponent == 0) return sign;  // zero, or a double subnormal: far below the smallest half
  const uint64_t m = mantissa | (uint64_t{1} << 52);
  const int e = exponent - 1023;
  if (e < -14) return uint16_t(sign | shift_round_even(m, 28 - e));  // a half subnormal (or rounds up to 2^-14)
  uint64_t r = shift_round_even(m, 42);  // 11 significant bits, the leading one included
  int he = e + 15;
  if (r == (uint64_t{1} << 11)) {
    r >>= 1;
    ++he;
  }
  if (he >= 31) {
    overflow = true;
    return uint16_t(sign | 0x7C00);
  }
  return uint16_t(sign | (he << 10) | (r & 0x3FF));
}

double double_from_half(uint16_t h) {
  const double sign = (h & 0x8000) ? -1.0 : 1.0;
  const int exponent = (h >> 10) & 0x1F;
  const int mantissa = h & 0x3FF;
  if (exponent == 0x1F) return mantissa ? std::copysign(std::numeric_limits<double>::quiet_NaN(), sign) : sign * HUGE_VAL;
  if (exponent == 0) return sign * std::ldexp(mantissa, -24);
  return sign * std::ldexp(mantissa | 0x400, exponent - 25);
}

void pack_item(const Format& f, const Item& it, const Value& v, char* out) {
  char* p = out + it.offset;
  switch (it.code) {
    case 'c':
      if (!is_bytes_obj(v) || v.obj()->type == T.bytearray || bytes_data(v).size() != 1)
        struct_error("char format requires a bytes object of length 1");
      *p = bytes_data(v)[0];
      return;
    case 's': case 'p': {
      if (!is_bytes_obj(v)) struct_error(std::string("argument for '") + it.code + "' must be a bytes object");
      const std::string& s = bytes_data(v);
      if (it.code == 's') {
        std::memcpy(p, s.data(), std::min(s.size(), it.size));
        return;
      }
      if (it.size == 0) return;
      const size_t n = std::min(s.size(), it.size - 1);
      std::memcpy(p + 1, s.data(), n);
      *p = char(std::min<size_t>(n, 255));
      return;
    }
    case '?': *p = truthy(v) ? 1 : 0; return;
    case 'e': {
      bool overflow = false;
      const uint16_t h = half_from_double(get_double(v), overflow);
      if (overflow) raise(T.OverflowError, "float too large to pack with e format");
      put_bits(p, h, 2, f.little);
      return;
    }
    case 'f': {
      const double d = get_double(v);
      const float x = float(d);
      // Standard sizes go through PyFloat_Pack4, which refuses what overflows; native is a plain C cast.
      if (!f.native && std::isinf(x) && !std::isinf(d)) raise(T.OverflowError, "float too large to pack with f format");
      put_bits(p, std::bit_cast<uint32_t>(x), 4, f.little);
      return;
    }
    case 'd': put_bits(p, std::bit_cast<uint64_t>(get_double(v)), 8, f.little); return;
    default: put_bits(p, pack_int(it.code, it.size, f.native, v), it.size, f.little); return;
  }
}

Value unpack_item(const Format& f, const Item& it, const char* data) {
  const char* p = data + it.offset;
  switch (it.code) {
    case 'c': return new_bytes(std::string(1, *p));
    case 's': return new_bytes(std::string(p, it.size));
    case 'p': {
      if (it.size == 0) return new_bytes("");
      const size_t n = std::min<size_t>(static_cast<unsigned char>(*p), it.size - 1);
      return new_bytes(std::string(p + 1, n));
    }
    case '?': return Value::boolean(*p != 0);
    case 'e': return Value(double_from_half(uint16_t(get_bits(p, 2, f.little))));
    case 'f': return Value(double(std::bit_cast<float>(uint32_t(get_bits(p, 4, f.little)))));
    case 'd': return Value(std::bit_cast<double>(get_bits(p, 8, f.little)));
    default: break;
  }
  const uint64_t bits = get_bits(p, it.size, f.little);
  const bool is_unsigned = std::strchr("BHILQNP", it.code) != nullptr;
  if (is_unsigned) {
    if (it.size == 8 && bits >> 63) {  // past int64: a big int
      mpz_t z;
      mpz_init_set_ui(z, bits);
      Value r = int_from_mpz(z);
      mpz_clear(z);
      return r;
    }
    return Value(int64_t(bits));
  }
  const int shift = int(64 - 8 * it.size);
  return Value(int64_t(bits << shift) >> shift);  // sign-extend
}

Value pack(const Format& f, std::span<const Value> values, const char* who) {
  if (values.size() != f.nargs)
    struct_error(std::string(who) + " expected " + std::to_string(f.nargs) + " items for packing (got " +
                 std::to_string(values.size()) + ")");
  std::string out(f.size, '\0');
  for (size_t i = 0; i < f.items.size(); ++i) pack_item(f, f.items[i], values[i], out.data());
  return new_bytes(std::move(out));
}

Value unpack(const Format& f, const char* data) {
  std::vector<Value> out;
  out.reserve(f.items.size());
  for (const auto& it : f.items) out.push_back(unpack_item(f, it, data));
  return new_tuple(std::move(out));
}

Value unpack_whole(const Format& f, const Value& buffer) {
  std::string scratch;
  const std::string_view data = need_buffer_view(buffer, scratch);
  if (data.size() != f.size) struct_error("unpack requires a buffer of " + std::to_string(f.size) + " bytes");
  return unpack(f, data.data());
}

Value unpack_from(const Format& f, const Value& buffer, const Value& offset_arg) {
  std::string scratch;  // a view, not a copy: unpack_from at offsets of a large buffer stays linear
  const std::string_view data = need_buffer_view(buffer, scratch);
  int64_t offset = offset_arg.is_null() ? 0 : index_of(offset_arg);
  const int64_t len = int64_t(data.size()), size = int64_t(f.size);
  if (offset < 0) {
    if (offset + len < 0)
      struct_error("offset " + std::to_string(offset) + " out of range for " + std::to_string(len) + "-byte buffer");
    offset += len;
  }
  if (len - offset < size)
    struct_error("unpack_from requires a buffer of at least " + std::to_string(size + offset) + " bytes for unpacking " +
                 std::to_string(size) + " bytes at offset " + std::to_string(offset) + " (actual buffer size is " +
                 std::to_string(len) + ")");
  return unpack(f, data.data() + offset);
}

// pack_into(buffer, offset, *values) after the format.
Value pack_into(const Format& f, std::span<const Value> a) {
  if (a.size() < 1) struct_error("pack_into expected buffer argument");
  if (a.size() < 2) struct_error("pack_into expected offset argument");
  if (a.size() - 2 != f.nargs)
    struct_error("pack_into expected " + std::to_string(f.nargs) + " items for packing (got " + std::to_string(a.size() - 2) + ")");
  size_t blen = 0;
  char* buf = writable_buffer(a[0], blen);
  if (!buf) raise(T.TypeError, "argument must be read-write bytes-like object, not " + type_name(a[0]));
  int64_t offset = index_of(a[1]);
  const int64_t len = int64_t(blen), size = int64_t(f.size);
  if (offset < 0) {
    if (offset + size > 0)
      struct_error("no space to pack " + std::to_string(size) + " bytes at offset " + std::to_string(offset));
    if (offset + len < 0)
      struct_error("offset " + std::to_string(offset) + " out of range for " + std::to_string(len) + "-byte buffer");
    offset += len;
  }
  if (len - offset < size)
    struct_error("pack_into requires a buffer of at least " + std::to_string(size + offset) + " bytes for packing " +
                 std::to_string(size) + " bytes at offset " + std::to_string(offset) + " (actual buffer size is " +
                 std::to_string(len) + ")");
  // Packed into a scratch buffer first, so a bad value leaves the target untouched.
  std::string out(f.size, '\0');
  for (size_t i = 0; i < f.items.size(); ++i) pack_item(f, f.items[i], a[2 + i], out.data());
  std::memcpy(buf + offset, out.data(), out.size());
  return Value::none();
}

Value iter_unpack(std::shared_ptr<const Format> f, const Value& buffer) {
  if (f->size == 0) struct_error("cannot iteratively unpack with a struct of length 0");
  std::string data = need_buffer(buffer);
  if (data.size() % f->size)
    struct_error("iterative unpacking requires a buffer of a multiple of " + std::to_string(f->size) + " bytes");
  size_t at = 0;
  return Value(new IteratorObject(g_unpack_iterator, [f, data = std::move(data), at]() mutable -> Value {
    if (at >= data.size()) return Value();
    Value out = unpack(*f, data.data() + at);
    at += f->size;
    return out;
  }));
}

struct StructObject : Object {
  std::shared_ptr<const Format> format;
  explicit StructObject(TypeObject* t) : Object(t) {}
};

const Format& format_of(const Value& self) {
  if (!self.is_obj() || !is_subtype(self.obj()->type, g_struct_type) || !static_cast<StructObject*>(self.obj())->format)
    raise(T.TypeError, "descriptor requires a '_struct.Struct' object but received a '" + type_name(self) + "'");
  return *static_cast<StructObject*>(self.obj())->format;
}

void struct_methods(TypeObject* t) {
  add_static(t, "__new__", [](const CallArgs& a) {
    Value args[1];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "Struct", {"format"}, 1, args);
    auto* type = as<TypeObject>(a[0]);
    auto* s = new StructObject(type);
    Value out(s);
    s->format = std::make_shared<const Format>(parse(args[0]));
    return out;
  });
  add_method(t, "__init__", [](const CallArgs&) { return Value::none(); });
  add_method(t, "pack", [](const CallArgs& a) { return pack(format_of(a[0]), a.args.subspan(1), "pack"); });
  add_method(t, "unpack", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "unpack() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    return unpack_whole(format_of(a[0]), a[1]);
  });
  add_method(t, "unpack_from", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "unpack_from", {"self", "buffer", "offset"}, 2, args);
    return unpack_from(format_of(args[0]), args[1], args[2]);
  });
  add_method(t, "pack_into", [](const CallArgs& a) { return pack_into(format_of(a[0]), a.args.subspan(1)); });
  add_method(t, "iter_unpack", [](const CallArgs& a) {
    format_of(a[0]);
    return iter_unpack(static_cast<StructObject*>(a[0].obj())->format, a[1]);
  });
  add_property(t, "format", [](const CallArgs& a) { return new_str(format_of(a[0]).text); });
  add_property(t, "size", [](const CallArgs& a) { return Value(int64_t(format_of(a[0]).size)); });
  add_method(t, "__repr__", [](const CallArgs& a) { return new_str("<_struct.Struct object at " + object_address(a[0].obj()) + ">"); });
}

void init_struct_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  auto fmt_arg = [](const CallArgs& a, const char* fname) {
    if (a.npos() < 1) raise(T.TypeError, std::string(fname) + "() missing required argument 'format' (pos 1)");
    return parse(a[0]);
  };
  def("calcsize", [=](const CallArgs& a) { return Value(int64_t(fmt_arg(a, "calcsize").size)); });
  def("pack", [=](const CallArgs& a) { return pack(fmt_arg(a, "pack"), a.args.subspan(1), "pack"); });
  def("unpack", [=](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "unpack expected 2 arguments, got " + std::to_string(a.npos()));
    return unpack_whole(fmt_arg(a, "unpack"), a[1]);
  });
  def("unpack_from", [=](const CallArgs& a) {
    Value args[3];
    parse_args(a, "unpack_from", {"format", "buffer", "offset"}, 2, args, 1);
    return unpack_from(parse(args[0]), args[1], args[2]);
  });
  def("pack_into", [=](const CallArgs& a) { return pack_into(fmt_arg(a, "pack_into"), a.args.subspan(1)); });
  def("iter_unpack", [=](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "iter_unpack expected 2 arguments, got " + std::to_string(a.npos()));
    return iter_unpack(std::make_shared<const Format>(fmt_arg(a, "iter_unpack")), a[1]);
  });
  m.dict()->set_str(intern("error").get(), Value(g_struct_error));
  m.dict()->set_str(intern("Struct").get(), Value(g_struct_type));
}

}  // namespace

void init_hashlib_modules();  // hashlib.cpp

void register_binary_modules() {
  register_native_module("struct", [](ModuleObject& m) {
    if (!g_struct_error) {  // types live as long as the process
      Ref<TypeObject> e = new_type("error", {Ref<TypeObject>(T.Exception)}, Layout::Exception, true, "struct");
      e->alloc = T.Exception->alloc;
      g_struct_error = e.get();
      incref(g_struct_error);
      Ref<TypeObject> s = new_type("Struct", {}, Layout::Other, true, "_struct");
      g_struct_type = s.get();
      incref(g_struct_type);
      struct_methods(g_struct_type);
      Ref<TypeObject> it = new_type("unpack_iterator", {Ref<TypeObject>(T.iterator)}, Layout::Iterator, true, "_struct");
      g_unpack_iterator = it.get();
      incref(g_unpack_iterator);
    }
    init_struct_module(m);
  });
  init_hashlib_modules();
}

}  // namespace tsr::interp
