// bytes, bytearray and memoryview as CPython 3.11 (Objects/bytesobject.c, bytearrayobject.c, memoryobject.c),
// the codecs behind str.encode / bytes.decode, and int.to_bytes / int.from_bytes.
//
// bytes and bytearray share one C++ struct (BytesObject) and almost every method: a method reads `self` as
// bytes and builds its result with make_like(self, ...), which gives a bytearray for a bytearray and bytes
// otherwise, as CPython's methods do. A memoryview is a window (start, step, length) on a bytes object; it
// counts as an export of a bytearray, which then may not resize (BufferError), so the window stays valid.
#include "interpreter/bigint.hpp"
#include "interpreter/bytes.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/codecs.hpp"
#include "interpreter/format/pyformat.hpp"
#include "interpreter/unaligned.hpp"
#include "lang/text.hpp"
#include "lang/unicode.hpp"

namespace tsr::interp {

Value exported_buffer(const Value& v);  // below: a tsr class's __buffer__

namespace {
// The encoding or errors argument of str.encode / bytes.decode: a str (CPython's TypeError otherwise), or the default.
std::string codec_arg(const Value& v, const char* fn, const char* name, const char* dflt) {
  if (v.is_null()) return dflt;
  if (!is_str(v)) raise(T.TypeError, std::string(fn) + "() argument '" + name + "' must be str, not " + type_name(v));
  return str_of(v);
}
}  // namespace

int64_t hash_bytes(const std::string& s);  // operators.cpp: hash(b'ab') == hash('ab'), as in CPython

namespace {

// A memoryview's items: one of struct's native single-character formats (CPython's get_native_fmtchar; 'e' is
// not among them in 3.11), as memoryview.cast makes them. `format` is the text as given ("@i"), `code` its letter.
struct ItemFormat {
  std::string format = "B";
  char code = 'B';
  int64_t itemsize = 1;
};

struct MemoryViewObject : Object {
  Ref<BytesObject> base;
  // item i's bytes start at base[start + i * step] (step in bytes: itemsize when contiguous)
  int64_t start = 0, step = 1, length = 0;
  ItemFormat item;
  bool released = false, readonly = false;  // (readonly: toreadonly's view of a bytearray)
  explicit MemoryViewObject(TypeObject* t) : Object(t) {}
  ~MemoryViewObject() override {
    if (!released && base) --base->exports;
  }
  const char* at(int64_t i) const { return base->s.data() + (start + i * step); }
  bool contiguous() const { return step == item.itemsize || length <= 1; }
  std::string data() const {
    std::string out;
    out.reserve(size_t(length * item.itemsize));
    for (int64_t i = 0; i < length; ++i) out.append(at(i), size_t(item.itemsize));
    return out;
  }
};

bool is_bytearray(const Value& v) { return is_bytes_obj(v) && is_subtype(v.obj()->type, T.bytearray); }
BytesObject* bobj(const Value& v) { return static_cast<BytesObject*>(v.obj()); }

MemoryViewObject& live_view(const Value& v) {
  auto& m = *static_cast<MemoryViewObject*>(v.obj());
  if (m.released) raise(T.ValueError, "operation forbidden on released memoryview object");
  return m;
}

// pickle.PickleBuffer (CPython's Objects/picklebufobject.c): a wrapper around a bytes-like object that pickle's
// protocol 5 may write out of band. It holds a memoryview of the object (an export, so a bytearray cannot resize
// under it) until release(); memoryview(), bytes() and the other buffer readers see through it.
struct PickleBufferObject : Object {
  Value view;  // a memoryview; null once released
  explicit PickleBufferObject(TypeObject* t) : Object(t) {}
  ~PickleBufferObject() override {
    if (!view.is_null()) {
      auto& m = *static_cast<MemoryViewObject*>(view.obj());
      if (!m.released) {
        m.released = true;
        --m.base->exports;
      }
    }
  }
};
TypeObject* g_picklebuffer = nullptr;

bool is_picklebuffer(const Value& v) { return g_picklebuffer && v.is_obj() && v.obj()->type == g_picklebuffer; }

// The memoryview a PickleBuffer holds, or CPython's ValueError once released.
const Value& picklebuffer_view(const Value& v) {
  auto& p = *static_cast<PickleBufferObject*>(v.obj());
  if (p.view.is_null()) raise(T.ValueError, "operation forbidden on released PickleBuffer object");
  return p.view;
}

// The result of a method of `self`: a bytearray when self is one, else bytes (subclasses give the base type).
Value make_like(const Value& self, std::string s) {
  return is_bytearray(self) ? new_bytearray(std::move(s)) : new_bytes(std::move(s));
}

// A bytearray about to change size: refused while a memoryview looks at it (CPython's BufferError).
BytesObject& resizable(const Value& self) {
  auto* b = bobj(self);
  if (b->exports) raise(T.BufferError, "Existing exports of data: object cannot be re-sized");
  return *b;
}

// One byte value from an int-like argument ("byte must be in range(0, 256)").
unsigned char byte_value(const Value& v, const char* what = "byte must be in range(0, 256)") {
  const int64_t i = index_of(v);
  if (i < 0 || i > 255) raise(T.ValueError, what);
  return static_cast<unsigned char>(i);
}

// The contents of bytes(x) / bytearray(x) for one argument that is not a str.
std::string bytes_from_object(const Value& x) {
  std::string out;
  if (buffer_of(x, out)) return out;
  if (x.is_int() || x.is_bool() || (!is_str(x) && has_index(x) &&
                                     lookup(type_of(x), intern("__iter__").get()).is_null())) {
    const int64_t n = index_of(x);
    if (n < 0) raise(T.ValueError, "negative count");
    return std::string(size_t(n), '\0');
  }
  if (lookup(type_of(x), intern("__iter__").get()).is_null() && lookup(type_of(x), intern("__getitem__").get()).is_null())
    raise(T.TypeError, "cannot convert '" + type_name(x) + "' object to bytes");
  Value it = iter(x);
  for (Value v = next(it); !v.is_null(); v = next(it)) out += char(byte_value(v, "bytes must be in range(0, 256)"));
  return out;
}

std::string new_contents(const CallArgs& a, const char* type) {
  Value args[3];
  parse_args(CallArgs{a.args.subspan(1), a.kwnames}, type, {"source", "encoding", "errors"}, 0, args);
  const Value &src = args[0], &enc = args[1], &errs = args[2];
  codec_arg(enc, type, "encoding", "");  // (their types first, as Argument Clinic converts them)
  codec_arg(errs, type, "errors", "");
  if (src.is_null()) {
    if (!enc.is_null() || !errs.is_null())
      raise(T.TypeError, enc.is_null() ? "errors without a string argument" : "encoding without a string argument");
    return {};
  }
  if (is_str(src)) {
    if (enc.is_null()) raise(T.TypeError, "string argument without an encoding");
    return encode_text(str_of(src), codec_arg(enc, type, "encoding", "utf-8"), codec_arg(errs, type, "errors", "strict"));
  }
  if (!enc.is_null()) raise(T.TypeError, "encoding without a string argument");
  if (!errs.is_null()) raise(T.TypeError, "errors without a string argument");
  if (std::string(type) == "bytes") {
    Value f = lookup(type_of(src), intern("__bytes__").get());
    if (!f.is_null()) {
      Value r = call(bind_descriptor(f, src, type_of(src)), {});
      if (!is_bytes_obj(r) || is_bytearray(r)) raise(T.TypeError, "__bytes__ returned non-bytes (type " + type_name(r) + ")");
      return bytes_data(r);
    }
  }
  return bytes_from_object(src);
}

Value bytes_new(const CallArgs& a, TypeObject* base) {
  std::string s = new_contents(a, base == T.bytes ? "bytes" : "bytearray");
  auto* t = as<TypeObject>(a[0]);
  if (t == base) return base == T.bytes ? new_bytes(std::move(s)) : new_bytearray(std::move(s));
  Value o(t->alloc(t));
  bobj(o)->s = std::move(s);
  return o;
}

// ---- arguments -------------------------------------------------------------------------------------------------

// A "sub" argument of find/count/index/in: bytes-like, or an int naming one byte.
std::string sub_arg(const Value& v) {
  std::string out;
  if (buffer_of(v, out)) return out;
  if (has_index(v))
    return std::string(1, char(byte_value(v)));
  raise(T.TypeError, "argument should be integer or bytes-like object, not '" + type_name(v) + "'");
}

// Normalised [start, end) of the optional start/end arguments at a[first], a[first+1] (None allowed).
void range_args(const CallArgs& a, size_t first, int64_t n, int64_t& b, int64_t& e) {
  b = 0;
  e = n;
  if (a.npos() > first && !a[first].is_none()) b = index_of(a[first]);
  if (a.npos() > first + 1 && !a[first + 1].is_none()) e = index_of(a[first + 1]);
  if (b < 0) b = std::max<int64_t>(0, b + n);
  if (e < 0) e = std::max<int64_t>(0, e + n);
  e = std::min(e, n);
}

int64_t find_in(const std::string& s, const std::string& sub, int64_t b, int64_t e, bool reverse) {
  if (b > e || e - b < int64_t(sub.size())) return b <= e && sub.empty() && b <= int64_t(s.size()) ? (reverse ? e : b) : -1;
  const std::string_view window(s.data() + b, size_t(e - b));
  const size_t at = reverse ? window.rfind(sub) : window.find(sub);
  return at == std::string_view::npos ? -1 : b + int64_t(at);
}

bool is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

std::vector<std::string> split_whitespace(const std::string& s, int64_t maxsplit, bool reverse) {
  std::vector<std::string> out;
  if (!reverse) {
    size_t i = 0;
    while (true) {
      while (i < s.size() && is_space(s[i])) ++i;
      if (i == s.size()) break;
      if (maxsplit >= 0 && int64_t(out.size()) == maxsplit) {
        out.push_back(s.substr(i));
        break;
      }
      size_t j = i;
      while (j < s.size() && !is_space(s[j])) ++j;
      out.push_back(s.substr(i, j - i));
      i = j;
    }
    return out;
  }
  int64_t i = int64_t(s.size()) - 1;
  while (true) {
    while (i >= 0 && is_space(s[size_t(i)])) --i;
    if (i < 0) break;
    if (maxsplit >= 0 && int64_t(out.size()) == maxsplit) {
      out.push_back(s.substr(0, size_t(i + 1)));
      break;
    }
    int64_t j = i;
    while (j >= 0 && !is_space(s[size_t(j)])) --j;
    out.push_back(s.substr(size_t(j + 1), size_t(i - j)));
    i = j;
  }
  std::reverse(out.begin(), out.end());
  return out;
}

std::vector<std::string> split_on(const std::string& s, const std::string& sep, int64_t maxsplit, bool reverse) {
  if (sep.empty()) raise(T.ValueError, "empty separator");
  std::vector<std::string> out;
  if (!reverse) {
    size_t i = 0;
    for (size_t at; (maxsplit < 0 || int64_t(out.size()) < maxsplit) && (at = s.find(sep, i)) != std::string::npos;) {
      out.push_back(s.substr(i, at - i));
      i = at + sep.size();
    }
    out.push_back(s.substr(i));
    return out;
  }
  size_t end = s.size();
  while (maxsplit < 0 || int64_t(out.size()) < maxsplit) {
    if (end < sep.size()) break;
    const size_t at = s.rfind(sep, end - sep.size());
    if (at == std::string::npos) break;
    out.push_back(s.substr(at + sep.size(), end - at - sep.size()));
    end = at;
  }
  out.push_back(s.substr(0, end));
  std::reverse(out.begin(), out.end());
  return out;
}

Value split_method(const CallArgs& a, bool reverse) {
  Value args[3];
  parse_args(a, reverse ? "rsplit" : "split", {"self", "sep", "maxsplit"}, 1, args);
  const std::string& s = bytes_data(args[0]);
  const int64_t maxsplit = args[2].is_null() ? -1 : index_of(args[2]);
  const auto parts = args[1].is_null() || args[1].is_none() ? split_whitespace(s, maxsplit, reverse)
                                                             : split_on(s, need_buffer(args[1]), maxsplit, reverse);
  std::vector<Value> out;
  for (const auto& p : parts) out.push_back(make_like(args[0], p));
  return new_list(std::move(out));
}

std::string strip_bytes(const CallArgs& a, bool left, bool right) {
  const std::string& s = bytes_data(a[0]);
  const std::string chars = a.npos() > 1 && !a[1].is_none() ? need_buffer(a[1]) : std::string(" \t\n\r\v\f", 6);
  size_t b = 0, e = s.size();
  if (left)
    while (b < e && chars.find(s[b]) != std::string::npos) ++b;
  if (right)
    while (e > b && chars.find(s[e - 1]) != std::string::npos) --e;
  return s.substr(b, e - b);
}

char fill_byte(const CallArgs& a, size_t i, const char* fname) {
  if (a.npos() <= i) return ' ';
  std::string f;
  if (!is_bytes_obj(a[i]) || (f = bytes_data(a[i])).size() != 1)
    raise(T.TypeError, std::string(fname) + "() argument 2 must be a byte string of length 1, not " + type_name(a[i]));
  return f[0];
}

std::string pad(const std::string& s, int64_t width, char fill, int align) {
  if (width <= int64_t(s.size())) return s;
  const size_t total = size_t(width) - s.size();
  // CPython's pad(): center puts the odd extra on the left when the width is odd... as str.center does.
  size_t left = align < 0 ? 0 : align > 0 ? total : total / 2 + (total & size_t(width) & 1);
  return std::string(left, fill) + s + std::string(total - left, fill);
}

// Byte classes of CPython's pyctype.h (ASCII only: bytes have no locale).
bool is_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
bool is_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
bool is_alpha(unsigned char c) { return is_lower(c) || is_upper(c); }
bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
char to_upper(char c) { return is_lower(c) ? char(c - 32) : c; }
char to_lower(char c) { return is_upper(c) ? char(c + 32) : c; }

template <class Pred>
Value all_bytes(const Value& self, Pred pred) {
  const std::string& s = bytes_data(self);
  if (s.empty()) return Value::boolean(false);
  return Value::boolean(std::all_of(s.begin(), s.end(), [&](char c) { return pred(static_cast<unsigned char>(c)); }));
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string from_hex(const Value& v) {
  if (!is_str(v)) raise(T.TypeError, "fromhex() argument must be str, not " + type_name(v));
  const std::string& s = str_of(v);
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (is_space(s[i])) {
      ++i;
      continue;
    }
    const int hi = hex_digit(s[i]);
    const int lo = i + 1 < s.size() ? hex_digit(s[i + 1]) : -1;
    if (hi < 0 || lo < 0) {
      const size_t at = hi < 0 ? i : i + 1;
      raise(T.ValueError, "non-hexadecimal number found in fromhex() arg at position " + std::to_string(at));
    }
    out += char(hi * 16 + lo);
    i += 2;
  }
  return out;
}

// bytes.hex(sep, bytes_per_sep) as CPython's _Py_strhex_impl: groups counted from the right unless negative.
std::string to_hex(const std::string& s, const CallArgs& a) {
  static const char digits[] = "0123456789abcdef";
  std::string sep;
  int64_t per = 1;
  if (a.npos() > 1) {
    sep = is_str(a[1]) ? str_of(a[1]) : need_buffer(a[1]);
    if (sep.size() != 1) raise(T.ValueError, "sep must be length 1.");
    if (a.npos() > 2) per = index_of(a[2]);
  }
  std::string out;
  const size_t n = s.size();
  const size_t group = size_t(per < 0 ? -per : per);
  for (size_t i = 0; i < n; ++i) {
    if (!sep.empty() && i && group) {
      const bool boundary = per > 0 ? (n - i) % group == 0 : i % group == 0;
      if (boundary) out += sep;
    }
    out += digits[static_cast<unsigned char>(s[i]) >> 4];
    out += digits[static_cast<unsigned char>(s[i]) & 15];
  }
  return out;
}

// ---- % formatting (CPython's _PyBytes_FormatEx) ------------------------------------------------------------------

std::string ascii_of(const Value& v) {
  std::string r = repr(v), out;
  for (size_t i = 0; i < r.size();) {
    const unsigned char c = static_cast<unsigned char>(r[i]);
    if (c < 0x80) {
      out += char(c);
      ++i;
      continue;
    }
    const int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    uint32_t cp = c & (0x7F >> n);
    for (int k = 1; k < n && i + size_t(k) < r.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(r[i + size_t(k)]) & 0x3F);
    char buf[16];
    std::snprintf(buf, sizeof buf, cp <= 0xFF ? "\\x%02x" : cp <= 0xFFFF ? "\\u%04x" : "\\U%08x", cp);
    out += buf;
    i += size_t(n);
  }
  return out;
}

std::string percent_format(const std::string& f, const Value& args) {
  std::vector<Value> items;
  const bool is_tuple = has_layout(args, Layout::Tuple);
  // Anything subscriptable but a tuple, bytes, bytearray or str may serve %(key)s (as _PyBytes_FormatEx decides)
  const bool is_mapping = !is_tuple && !is_bytes_obj(args) && !is_str(args) &&
                          !lookup(type_of(args), intern("__getitem__").get()).is_null();
  if (is_tuple) items = as<TupleObject>(args)->items;
  else items = {args};
  size_t next_arg = 0;
  std::string out;
  auto take_arg = [&]() -> Value {
    if (next_arg >= items.size()) raise(T.TypeError, "not enough arguments for format string");
    return items[next_arg++];
  };
  for (size_t i = 0; i < f.size(); ++i) {
    if (f[i] != '%') {
      out += f[i];
      continue;
    }
    if (++i >= f.size()) raise(T.ValueError, "incomplete format");
    Value arg;
    if (f[i] == '(') {
      const size_t close = f.find(')', i);
      if (close == std::string::npos) raise(T.ValueError, "incomplete format key");
      if (!is_mapping) raise(T.TypeError, "format requires a mapping");
      arg = getitem(args, new_bytes(f.substr(i + 1, close - i - 1)));
      next_arg = items.size();  // (nothing is left for a conversion without a key, as in CPython)
      i = close + 1;
    }
    const size_t spec_start = i;
    while (i < f.size() && std::string_view("-+ #0").find(f[i]) != std::string_view::npos) ++i;
    std::string spec = f.substr(spec_start, i - spec_start);
    const bool left = spec.find('-') != std::string::npos;
    int64_t width = -1, precision = -1;
    auto take_num = [&](int64_t& n) {
      if (i < f.size() && f[i] == '*') {
        ++i;
        n = index_of(take_arg());
        spec += std::to_string(n);
        return;
      }
      const size_t d = i;
      while (i < f.size() && is_digit(static_cast<unsigned char>(f[i]))) ++i;
      if (i > d) {
        n = std::stoll(f.substr(d, i - d));
        spec += f.substr(d, i - d);
      }
    };
    take_num(width);
    if (i < f.size() && f[i] == '.') {
      ++i;
      precision = 0;
      spec += '.';
      take_num(precision);
    }
    if (i >= f.size()) raise(T.ValueError, "incomplete format");
    const char conv = f[i];
    if (conv == '%') {
      out += '%';
      continue;
    }
    if (arg.is_null()) arg = take_arg();
    std::string piece;
    switch (conv) {
      case 's': case 'b': {
        if (buffer_of(arg, piece)) break;
        Value fb = lookup(type_of(arg), intern("__bytes__").get());
        if (fb.is_null())
          raise(T.TypeError, "%b requires a bytes-like object, or an object that implements __bytes__, not '" + type_name(arg) + "'");
        piece = need_buffer(call(bind_descriptor(fb, arg, type_of(arg)), {}));
        break;
      }
      case 'r': case 'a': piece = ascii_of(arg); break;
      case 'c':
        if (is_bytes_obj(arg) && bytes_data(arg).size() == 1) piece = bytes_data(arg);
        else if (arg.is_int() || arg.is_bool()) {
          if (arg.as_int() < 0 || arg.as_int() > 255) raise(T.OverflowError, "%c arg not in range(256)");
          piece = std::string(1, char(arg.as_int()));
        } else {
          raise(T.TypeError, "%c requires an integer in range(256) or a single byte");
        }
        break;
      case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'f': case 'F': case 'e': case 'E': case 'g':
      case 'G': {
        // Numbers format exactly as in str % args.
        Value text = binary_op(new_str("%" + spec + (conv == 'u' ? 'd' : conv)), new_tuple({arg}), lang::BinaryOpArg::Remainder);
        out += str_of(text);
        continue;
      }
      default: {
        char buf[96];
        std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %zu", conv, unsigned(conv), i);
        raise(T.ValueError, buf);
      }
    }
    if (precision >= 0 && conv != 'c' && int64_t(piece.size()) > precision) piece.resize(size_t(precision));
    if (width > int64_t(piece.size())) piece = pad(piece, width, ' ', left ? -1 : 1);
    out += piece;
  }
  if (!is_mapping && next_arg < items.size() && (is_tuple || next_arg == 0))
    raise(T.TypeError, "not all arguments converted during bytes formatting");
  return out;
}

// ---- comparison, indexing --------------------------------------------------------------------------------------

Value compare(const CallArgs& a, int op) {
  std::string other;
  if (!buffer_of(a[1], other)) return kNotImplemented;
  const int c = bytes_data(a[0]).compare(other);
  switch (op) {
    case 0: return Value::boolean(c < 0);
    case 1: return Value::boolean(c <= 0);
    case 2: return Value::boolean(c == 0);
    case 3: return Value::boolean(c != 0);
    case 4: return Value::boolean(c > 0);
    default: return Value::boolean(c >= 0);
  }
}

Value bytes_getitem(const Value& self, const Value& k) {
  const std::string& s = bytes_data(self);
  if (has_layout(k, Layout::Slice)) {
    const SliceIndices ix = slice_indices(as<SliceObject>(k), int64_t(s.size()));
    std::string out;
    out.reserve(size_t(ix.length));
    for (int64_t i = 0, p = ix.start; i < ix.length; ++i, p += ix.step) out += s[size_t(p)];
    return make_like(self, std::move(out));
  }
  if (!has_index(k))
    raise(T.TypeError, std::string(is_bytearray(self) ? "bytearray" : "byte") + " indices must be integers or slices, not " + type_name(k));
  int64_t i = index_of(k);
  if (i < 0) i += int64_t(s.size());
  if (i < 0 || i >= int64_t(s.size()))
    raise(T.IndexError, is_bytearray(self) ? "bytearray index out of range" : "index out of range");
  return Value(int64_t(static_cast<unsigned char>(s[size_t(i)])));
}

void bytearray_setitem(const Value& self, const Value& k, const Value& v) {
  std::string& s = bobj(self)->s;
  if (has_layout(k, Layout::Slice)) {
    std::string repl;
    if (v.is_int() || v.is_bool()) raise(T.TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    repl = bytes_from_object(v);
    const SliceIndices ix = slice_indices(as<SliceObject>(k), int64_t(s.size()));
    if (ix.step == 1) {
      const int64_t stop = std::max(ix.start, ix.stop);
      if (int64_t(repl.size()) != stop - ix.start) resizable(self);
      s.replace(size_t(ix.start), size_t(stop - ix.start), repl);
      return;
    }
    if (int64_t(repl.size()) != ix.length)
      raise(T.ValueError, "attempt to assign bytes of size " + std::to_string(repl.size()) + " to extended slice of size " +
                              std::to_string(ix.length));
    for (int64_t i = 0, p = ix.start; i < ix.length; ++i, p += ix.step) s[size_t(p)] = repl[size_t(i)];
    return;
  }
  int64_t i = index_of(k);
  if (i < 0) i += int64_t(s.size());
  if (i < 0 || i >= int64_t(s.size())) raise(T.IndexError, "bytearray index out of range");
  s[size_t(i)] = char(byte_value(v));
}

void bytearray_delitem(const Value& self, const Value& k) {
  std::string& s = resizable(self).s;
  if (has_layout(k, Layout::Slice)) {
    const SliceIndices ix = slice_indices(as<SliceObject>(k), int64_t(s.size()));
    std::vector<bool> drop(s.size());
    for (int64_t i = 0, p = ix.start; i < ix.length; ++i, p += ix.step) drop[size_t(p)] = true;
    std::string out;
    for (size_t i = 0; i < s.size(); ++i)
      if (!drop[i]) out += s[i];
    s = std::move(out);
    return;
  }
  int64_t i = index_of(k);
  if (i < 0) i += int64_t(s.size());
  if (i < 0 || i >= int64_t(s.size())) raise(T.IndexError, "bytearray index out of range");
  s.erase(size_t(i), 1);
}

Value repeat(const CallArgs& a) {
  if (!a[1].is_int() && !a[1].is_bool() && lookup(type_of(a[1]), intern("__index__").get()).is_null()) return kNotImplemented;
  const int64_t n = index_of(a[1]);
  const std::string& s = bytes_data(a[0]);
  if (n <= 0 || s.empty()) return make_like(a[0], "");
  if (int64_t(s.size()) > INT64_MAX / n) {
    if (is_bytearray(a[0])) raise(T.MemoryError, "");
    raise(T.OverflowError, "repeated bytes are too long");
  }
  std::string out;
  out.reserve(s.size() * size_t(n));
  for (int64_t i = 0; i < n; ++i) out += s;
  return make_like(a[0], std::move(out));
}

// ---- the methods ------------------------------------------------------------------------------------------------

void sequence_methods(TypeObject* t) {
  add_method(t, "__repr__", [](const CallArgs& a) {
    if (is_bytearray(a[0]))
      return new_str(lang::bytes_repr(bytes_data(a[0]), a[0].obj()->type->name + "(b") + ")");
    return new_str(lang::bytes_repr(bytes_data(a[0])));
  });
  add_method(t, "__str__", [](const CallArgs& a) { return call_method(a[0], "__repr__", {}); });
  add_method(t, "__len__", [](const CallArgs& a) { return Value(int64_t(bytes_data(a[0]).size())); });
  add_method(t, "__getitem__", [](const CallArgs& a) { return bytes_getitem(a[0], a[1]); });
  add_method(t, "__contains__", [](const CallArgs& a) {
    // `in` names only bytes-like objects in its TypeError (_Py_bytes_contains), though it takes ints too.
    const bool index = a[1].is_int() || a[1].is_bool() || !lookup(type_of(a[1]), intern("__index__").get()).is_null();
    const std::string sub = index ? sub_arg(a[1]) : need_buffer(a[1]);
    return Value::boolean(bytes_data(a[0]).find(sub) != std::string::npos);
  });
  add_method(t, "__iter__", [](const CallArgs& a) {
    static TypeObject* const bytes_kind = iterator_kind("bytes_iterator", true);
    static TypeObject* const bytearray_kind = iterator_kind("bytearray_iterator", true);
    struct State {
      Value self;
      size_t i = 0;
    };
    auto st = std::make_shared<State>(State{a[0], 0});
    return new_iterator(
        isinstance(a[0], T.bytes) ? bytes_kind : bytearray_kind,
        [st]() -> Value {
          const std::string& s = bytes_data(st->self);
          if (st->i >= s.size()) return Value();
          return Value(int64_t(static_cast<unsigned char>(s[st->i++])));
        },
        [st]() { return int64_t(bytes_data(st->self).size()) - int64_t(st->i); });
  });
  add_method(t, "__add__", [](const CallArgs& a) {
    std::string other;
    if (!buffer_of(a[1], other))
      raise(T.TypeError, "can't concat " + type_name(a[1]) + " to " + type_name(a[0]));
    return make_like(a[0], bytes_data(a[0]) + other);
  });
  add_method(t, "__mul__", repeat);
  add_method(t, "__rmul__", repeat);
  add_method(t, "__mod__", [](const CallArgs& a) { return make_like(a[0], percent_format(bytes_data(a[0]), a[1])); });
  add_method(t, "__rmod__", [](const CallArgs&) { return kNotImplemented; });
  static const char* const kCompare[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
  for (int op = 0; op < 6; ++op) add_method(t, kCompare[op], [op](const CallArgs& a) { return compare(a, op); });

  add_method(t, "decode", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "decode", {"self", "encoding", "errors"}, 1, args);
    const std::string enc = codec_arg(args[1], "decode", "encoding", "utf-8");
    const std::string errs = codec_arg(args[2], "decode", "errors", "strict");
    return new_str(decode_bytes(bytes_data(args[0]), enc, errs));
  });
  add_method(t, "hex", [](const CallArgs& a) { return new_str(to_hex(bytes_data(a[0]), a)); });
  auto finder = [](bool reverse, bool raising) {
    return [reverse, raising](const CallArgs& a) {
      const std::string& s = bytes_data(a[0]);
      int64_t b, e;
      range_args(a, 2, int64_t(s.size()), b, e);
      const int64_t at = find_in(s, sub_arg(a[1]), b, e, reverse);
      if (at < 0 && raising) raise(T.ValueError, "subsection not found");
      return Value(at);
    };
  };
  add_method(t, "find", finder(false, false));
  add_method(t, "rfind", finder(true, false));
  add_method(t, "index", finder(false, true));
  add_method(t, "rindex", finder(true, true));
  add_method(t, "count", [](const CallArgs& a) {
    const std::string& s = bytes_data(a[0]);
    const std::string sub = sub_arg(a[1]);
    int64_t b, e;
    range_args(a, 2, int64_t(s.size()), b, e);
    if (b > e) return Value(int64_t(0));
    if (sub.empty()) return Value(e - b + 1);
    int64_t n = 0;
    for (int64_t at = b; (at = find_in(s, sub, at, e, false)) >= 0; at += int64_t(sub.size())) ++n;
    return Value(n);
  });
  auto affix = [](bool start) {
    return [start](const CallArgs& a) {
      const std::string& s = bytes_data(a[0]);
      int64_t b, e;
      range_args(a, 2, int64_t(s.size()), b, e);
      auto test = [&](const Value& p) {
        std::string x;
        if (!buffer_of(p, x))
          raise(T.TypeError, std::string(start ? "startswith" : "endswith") +
                                 " first arg must be bytes or a tuple of bytes, not " + type_name(p));
        if (b > int64_t(s.size()) || e - b < int64_t(x.size())) return false;
        return s.compare(size_t(start ? b : e - int64_t(x.size())), x.size(), x) == 0;
      };
      if (has_layout(a[1], Layout::Tuple)) {
        for (const auto& p : as<TupleObject>(a[1])->items)
          if (test(p)) return Value::boolean(true);
        return Value::boolean(false);
      }
      return Value::boolean(test(a[1]));
    };
  };
  add_method(t, "startswith", affix(true));
  add_method(t, "endswith", affix(false));
  add_method(t, "split", [](const CallArgs& a) { return split_method(a, false); });
  add_method(t, "rsplit", [](const CallArgs& a) { return split_method(a, true); });
  add_method(t, "splitlines", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "splitlines", {"self", "keepends"}, 1, args);
    const bool keep = !args[1].is_null() && truthy(args[1]);
    const std::string& s = bytes_data(a[0]);
    std::vector<Value> out;
    for (size_t i = 0; i < s.size();) {
      size_t j = i;
      while (j < s.size() && s[j] != '\n' && s[j] != '\r') ++j;
      size_t eol = j;
      if (j < s.size()) eol += (s[j] == '\r' && j + 1 < s.size() && s[j + 1] == '\n') ? 2 : 1;
      out.push_back(make_like(a[0], s.substr(i, (keep ? eol : j) - i)));
      i = eol;
    }
    return new_list(std::move(out));
  });
  add_method(t, "join", [](const CallArgs& a) {
    const std::string& sep = bytes_data(a[0]);
    std::string out;
    Value it = iter(a[1]);
    size_t n = 0;
    for (Value v = next(it); !v.is_null(); v = next(it), ++n) {
      std::string part;
      if (!buffer_of(v, part))
        raise(T.TypeError, "sequence item " + std::to_string(n) + ": expected a bytes-like object, " + type_name(v) + " found");
      if (n) out += sep;
      out += part;
    }
    return make_like(a[0], std::move(out));
  });
  add_method(t, "strip", [](const CallArgs& a) { return make_like(a[0], strip_bytes(a, true, true)); });
  add_method(t, "lstrip", [](const CallArgs& a) { return make_like(a[0], strip_bytes(a, true, false)); });
  add_method(t, "rstrip", [](const CallArgs& a) { return make_like(a[0], strip_bytes(a, false, true)); });
  add_method(t, "replace", [](const CallArgs& a) {
    const std::string& s = bytes_data(a[0]);
    const std::string old = need_buffer(a[1]), rep = need_buffer(a[2]);
    int64_t count = a.npos() > 3 ? index_of(a[3]) : -1;
    std::string out;
    if (old.empty()) {
      for (size_t i = 0; i <= s.size(); ++i) {
        if (count != 0) {
          out += rep;
          --count;
        }
        if (i < s.size()) out += s[i];
      }
      return make_like(a[0], std::move(out));
    }
    size_t i = 0;
    for (size_t at; count != 0 && (at = s.find(old, i)) != std::string::npos; --count) {
      out.append(s, i, at - i);
      out += rep;
      i = at + old.size();
    }
    out.append(s, i);
    return make_like(a[0], std::move(out));
  });
  auto partition = [](bool reverse) {
    return [reverse](const CallArgs& a) {
      const std::string& s = bytes_data(a[0]);
      const std::string sep = need_buffer(a[1]);
      if (sep.empty()) raise(T.ValueError, "empty separator");
      const size_t at = reverse ? s.rfind(sep) : s.find(sep);
      if (at == std::string::npos) {
        if (reverse) return new_tuple({make_like(a[0], ""), make_like(a[0], ""), make_like(a[0], s)});
        return new_tuple({make_like(a[0], s), make_like(a[0], ""), make_like(a[0], "")});
      }
      return new_tuple({make_like(a[0], s.substr(0, at)), make_like(a[0], sep), make_like(a[0], s.substr(at + sep.size()))});
    };
  };
  add_method(t, "partition", partition(false));
  add_method(t, "rpartition", partition(true));
  add_method(t, "removeprefix", [](const CallArgs& a) {
    const std::string& s = bytes_data(a[0]);
    const std::string p = need_buffer(a[1]);
    return make_like(a[0], s.compare(0, p.size(), p) == 0 && s.size() >= p.size() ? s.substr(p.size()) : s);
  });
  add_method(t, "removesuffix", [](const CallArgs& a) {
    const std::string& s = bytes_data(a[0]);
    const std::string p = need_buffer(a[1]);
    const bool has = !p.empty() && s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
    return make_like(a[0], has ? s.substr(0, s.size() - p.size()) : s);
  });
  auto mapped = [](char (*f)(char)) {
    return [f](const CallArgs& a) {
      std::string s = bytes_data(a[0]);
      for (auto& c : s) c = f(c);
      return make_like(a[0], std::move(s));
    };
  };
  add_method(t, "upper", mapped(to_upper));
  add_method(t, "lower", mapped(to_lower));
  add_method(t, "swapcase", mapped([](char c) { return is_lower(c) ? to_upper(c) : to_lower(c); }));
  add_method(t, "capitalize", [](const CallArgs& a) {
    std::string s = bytes_data(a[0]);
    for (size_t i = 0; i < s.size(); ++i) s[i] = i ? to_lower(s[i]) : to_upper(s[i]);
    return make_like(a[0], std::move(s));
  });
  add_method(t, "title", [](const CallArgs& a) {
    std::string s = bytes_data(a[0]);
    bool prev_cased = false;
    for (auto& c : s) {
      c = prev_cased ? to_lower(c) : to_upper(c);
      prev_cased = is_alpha(static_cast<unsigned char>(c));
    }
    return make_like(a[0], std::move(s));
  });
  add_method(t, "isdigit", [](const CallArgs& a) { return all_bytes(a[0], is_digit); });
  add_method(t, "isalpha", [](const CallArgs& a) { return all_bytes(a[0], is_alpha); });
  add_method(t, "isalnum", [](const CallArgs& a) { return all_bytes(a[0], [](unsigned char c) { return is_alpha(c) || is_digit(c); }); });
  add_method(t, "isspace", [](const CallArgs& a) { return all_bytes(a[0], is_space); });
  add_method(t, "isascii", [](const CallArgs& a) {
    const std::string& s = bytes_data(a[0]);
    return Value::boolean(std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
  });
  auto cased = [](bool upper) {
    return [upper](const CallArgs& a) {
      bool any = false;
      for (char ch : bytes_data(a[0])) {
        const unsigned char c = static_cast<unsigned char>(ch);
        if (upper ? is_lower(c) : is_upper(c)) return Value::boolean(false);
        any |= upper ? is_upper(c) : is_lower(c);
      }
      return Value::boolean(any);
    };
  };
  add_method(t, "isupper", cased(true));
  add_method(t, "islower", cased(false));
  add_method(t, "istitle", [](const CallArgs& a) {
    bool any = false, prev_cased = false;
    for (char ch : bytes_data(a[0])) {
      const unsigned char c = static_cast<unsigned char>(ch);
      if (is_upper(c)) {
        if (prev_cased) return Value::boolean(false);
        prev_cased = any = true;
      } else if (is_lower(c)) {
        if (!prev_cased) return Value::boolean(false);
        prev_cased = any = true;
      } else {
        prev_cased = false;
      }
    }
    return Value::boolean(any);
  });
  add_method(t, "ljust", [](const CallArgs& a) { return make_like(a[0], pad(bytes_data(a[0]), index_of(a[1]), fill_byte(a, 2, "ljust"), -1)); });
  add_method(t, "rjust", [](const CallArgs& a) { return make_like(a[0], pad(bytes_data(a[0]), index_of(a[1]), fill_byte(a, 2, "rjust"), 1)); });
  add_method(t, "center", [](const CallArgs& a) { return make_like(a[0], pad(bytes_data(a[0]), index_of(a[1]), fill_byte(a, 2, "center"), 0)); });
  add_method(t, "zfill", [](const CallArgs& a) {
    const std::string& s = bytes_data(a[0]);
    const int64_t width = index_of(a[1]);
    if (width <= int64_t(s.size())) return make_like(a[0], s);
    std::string out = pad(s, width, '0', 1);
    const size_t fill = size_t(width) - s.size();
    if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
      out[0] = s[0];
      out[fill] = '0';
    }
    return make_like(a[0], std::move(out));
  });
  add_method(t, "expandtabs", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "expandtabs", {"self", "tabsize"}, 1, args);
    const int64_t tab = args[1].is_null() ? 8 : index_of(args[1]);
    std::string out;
    int64_t col = 0;
    for (char c : bytes_data(a[0])) {
      if (c == '\t') {
        if (tab > 0) {
          const int64_t n = tab - col % tab;
          out.append(size_t(n), ' ');
          col += n;
        }
      } else {
        out += c;
        col = c == '\n' || c == '\r' ? 0 : col + 1;
      }
    }
    return make_like(a[0], std::move(out));
  });
  add_method(t, "translate", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "translate", {"self", "table", "delete"}, 2, args, 2);
    std::string table;
    if (!args[1].is_none()) {
      table = need_buffer(args[1]);
      if (table.size() != 256) raise(T.ValueError, "translation table must be 256 characters long");
    }
    const std::string del = args[2].is_null() ? "" : need_buffer(args[2]);
    std::string out;
    for (char c : bytes_data(a[0])) {
      if (del.find(c) != std::string::npos) continue;
      out += table.empty() ? c : table[static_cast<unsigned char>(c)];
    }
    return make_like(a[0], std::move(out));
  });
  add_static(t, "maketrans", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "maketrans expected 2 arguments, got " + std::to_string(a.npos()));
    const std::string from = need_buffer(a[0]), to = need_buffer(a[1]);
    if (from.size() != to.size()) raise(T.ValueError, "maketrans arguments must have same length");
    std::string table(256, '\0');
    for (int i = 0; i < 256; ++i) table[size_t(i)] = char(i);
    for (size_t i = 0; i < from.size(); ++i) table[static_cast<unsigned char>(from[i])] = to[i];
    return new_bytes(std::move(table));
  });
}

void bytearray_methods(TypeObject* t) {
  add_method(t, "__setitem__", [](const CallArgs& a) {
    bytearray_setitem(a[0], a[1], a[2]);
    return Value::none();
  });
  add_method(t, "__delitem__", [](const CallArgs& a) -> Value {
    bytearray_delitem(a[0], a[1]);
    return Value::none();
  });
  add_method(t, "__iadd__", [](const CallArgs& a) {
    std::string other;
    if (!buffer_of(a[1], other)) raise(T.TypeError, "can't concat " + type_name(a[1]) + " to bytearray");
    if (!other.empty()) resizable(a[0]).s += other;
    return a[0];
  });
  add_method(t, "__imul__", [](const CallArgs& a) {
    (void)index_of(a[1]);  // (sq_inplace_repeat takes an index: "'str' object cannot be interpreted as an integer")
    Value r = repeat(a);
    if (bytes_data(r) != bytes_data(a[0])) resizable(a[0]).s = bytes_data(r);
    return a[0];
  });
  add_method(t, "append", [](const CallArgs& a) {
    const unsigned char c = byte_value(a[1]);
    resizable(a[0]).s += char(c);
    return Value::none();
  });
  add_method(t, "extend", [](const CallArgs& a) {
    if (a[1].is_int()) raise(T.TypeError, "can't extend bytearray with int");
    std::string more = bytes_from_object(a[1]);
    if (!more.empty()) resizable(a[0]).s += more;
    return Value::none();
  });
  add_method(t, "pop", [](const CallArgs& a) {
    std::string& s = bobj(a[0])->s;
    if (s.empty()) raise(T.IndexError, "pop from empty bytearray");
    int64_t i = a.npos() > 1 ? index_of(a[1]) : -1;
    if (i < 0) i += int64_t(s.size());
    if (i < 0 || i >= int64_t(s.size())) raise(T.IndexError, "pop index out of range");
    resizable(a[0]);
    const int64_t v = static_cast<unsigned char>(s[size_t(i)]);
    s.erase(size_t(i), 1);
    return Value(v);
  });
  add_method(t, "insert", [](const CallArgs& a) {
    std::string& s = bobj(a[0])->s;
    int64_t i = index_of(a[1]);
    const unsigned char c = byte_value(a[2]);
    if (i < 0) i = std::max<int64_t>(0, i + int64_t(s.size()));
    i = std::min<int64_t>(i, int64_t(s.size()));
    resizable(a[0]).s.insert(size_t(i), 1, char(c));
    return Value::none();
  });
  add_method(t, "remove", [](const CallArgs& a) {
    std::string& s = bobj(a[0])->s;
    const size_t at = s.find(char(byte_value(a[1])));
    if (at == std::string::npos) raise(T.ValueError, "value not found in bytearray");
    resizable(a[0]).s.erase(at, 1);
    return Value::none();
  });
  add_method(t, "clear", [](const CallArgs& a) {
    resizable(a[0]).s.clear();
    return Value::none();
  });
  add_method(t, "reverse", [](const CallArgs& a) {
    std::string& s = bobj(a[0])->s;
    std::reverse(s.begin(), s.end());
    return Value::none();
  });
  add_method(t, "copy", [](const CallArgs& a) { return new_bytearray(bytes_data(a[0])); });
}

// ---- memoryview --------------------------------------------------------------------------------------------------

Value new_view(const Ref<BytesObject>& base, int64_t start, int64_t step, int64_t length, const ItemFormat& item = {},
               bool readonly = false) {
  auto* m = new MemoryViewObject(T.memoryview);
  m->base = base;
  m->start = start;
  m->step = step;
  m->length = length;
  m->item = item;
  m->readonly = readonly;
  ++base->exports;
  return Value(m);
}

// The item format a memoryview.cast names, or CPython's ValueError.
ItemFormat item_format(const std::string& format) {
  const std::string_view code = format.size() == 2 && format[0] == '@' ? std::string_view(format).substr(1) : format;
  static constexpr std::pair<char, int64_t> kSizes[] = {
      {'c', 1}, {'b', 1}, {'B', 1}, {'?', 1}, {'h', 2}, {'H', 2}, {'i', 4}, {'I', 4}, {'l', 8},
      {'L', 8}, {'q', 8}, {'Q', 8}, {'n', 8}, {'N', 8}, {'f', 4}, {'d', 8}, {'P', 8}};
  if (code.size() == 1)
    for (const auto& [c, size] : kSizes)
      if (c == code[0]) return {format, c, size};
  raise(T.ValueError, "memoryview: destination format must be a native single character format prefixed with an "
                      "optional '@'");
}

bool is_byte_format(char c) { return c == 'B' || c == 'b' || c == 'c'; }

Value unsigned_value(uint64_t u) {
  if (u <= uint64_t(INT64_MAX)) return Value(int64_t(u));
  mpz_t z;
  mpz_init_set_ui(z, u);  // (unsigned long is 64 bits here)
  Value r = int_from_mpz(z);
  mpz_clear(z);
  return r;
}

// Item i as a Python value (CPython's unpack_single).
Value unpack_item(const MemoryViewObject& m, int64_t i) {
  const char* p = m.at(i);
  switch (m.item.code) {
    case 'c': return new_bytes(std::string(p, 1));
    case 'b': return Value(int64_t(load_unaligned<int8_t>(p)));
    case 'B': return Value(int64_t(load_unaligned<uint8_t>(p)));
    case '?': return Value::boolean(load_unaligned<uint8_t>(p) != 0);
    case 'h': return Value(int64_t(load_unaligned<int16_t>(p)));
    case 'H': return Value(int64_t(load_unaligned<uint16_t>(p)));
    case 'i': return Value(int64_t(load_unaligned<int32_t>(p)));
    case 'I': return Value(int64_t(load_unaligned<uint32_t>(p)));
    case 'l': case 'q': case 'n': return Value(load_unaligned<int64_t>(p));
    case 'f': return Value(double(load_unaligned<float>(p)));
    case 'd': return Value(load_unaligned<double>(p));
    default: return unsigned_value(load_unaligned<uint64_t>(p));  // L, Q, N, P
  }
}

// Stores v as item i (CPython's pack_single): a value of the wrong kind is a TypeError, one out of the format's
// range a ValueError, both naming the format.
void pack_item(MemoryViewObject& m, int64_t i, const Value& v) {
  char* p = m.base->s.data() + (m.start + i * m.step);
  const char c = m.item.code;
  auto invalid = [&](TypeObject* type) {
    raise(type, std::string("memoryview: invalid ") + (type == T.TypeError ? "type" : "value") + " for format '" +
                    m.item.format + "'");
  };
  if (c == 'c') {
    if (!is_bytes_obj(v) || is_bytearray(v)) invalid(T.TypeError);
    if (bytes_data(v).size() != 1) invalid(T.ValueError);
    *p = bytes_data(v)[0];
    return;
  }
  if (c == '?') {
    *p = char(truthy(v));
    return;
  }
  if (c == 'f' || c == 'd') {
    double d;
    if (v.is_float() || v.is_int() || v.is_bool() || is_big(v)) d = float_of(v);
    else if (!lookup(type_of(v), intern("__float__").get()).is_null() || has_index(v)) d = call(Value(T.float_), {v}).as_float();
    else invalid(T.TypeError);
    if (c == 'd') store_unaligned(p, d);
    else store_unaligned(p, float(d));
    return;
  }
  if (!has_index(v)) invalid(T.TypeError);
  const Value x = index_value(v);
  const bool is_signed = c == 'b' || c == 'h' || c == 'i' || c == 'l' || c == 'q' || c == 'n';
  if (is_big(x)) {
    // only an unsigned 64-bit format holds an int past int64, and only a non-negative one below 2**64
    if (is_signed || m.item.itemsize != 8 || big_compare(x, Value(int64_t(0))) < 0 || int_bit_length(x) > 64)
      invalid(T.ValueError);
    mpz_t z;
    mpz_init(z);
    mpz_of(x, z);
    const uint64_t u = mpz_get_ui(z);
    mpz_clear(z);
    store_unaligned(p, u);
    return;
  }
  const int64_t n = x.as_int();
  const int bits = int(m.item.itemsize * 8);
  if (is_signed) {
    if (bits < 64 && (n < -(int64_t(1) << (bits - 1)) || n >= (int64_t(1) << (bits - 1)))) invalid(T.ValueError);
  } else if (n < 0 || (bits < 64 && n >= (int64_t(1) << bits))) {
    invalid(T.ValueError);
  }
  std::memcpy(p, &n, size_t(m.item.itemsize));  // (little-endian: the low bytes)
}

void memoryview_methods(TypeObject* t) {
  add_static(t, "__new__", [](const CallArgs& a) {
    Value args[1];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "memoryview", {"object"}, 1, args);
    if (is_bytes_obj(args[0])) {
      Ref<BytesObject> b(bobj(args[0]));
      return new_view(b, 0, 1, int64_t(b->s.size()));
    }
    Value src = args[0];
    if (Value r = exported_buffer(src); !r.is_null()) {
      // a __buffer__ that gives bytes (not a bytearray or a view) exports a copy of the object's contents (tsr's
      // numpy arrays, whose memory is a tensor's): the copying consumers take it, but a view of it would be
      // neither the object's memory nor of its item format
      if (is_bytes_obj(r) && !is_bytearray(r))
        raise(T.TypeError, "memoryview: tsr's '" + type_name(args[0]) + "' exports a copy of its bytes, not a view "
                           "of its memory (memoryview(x.tobytes()) views the copy)");
      src = r;
    }
    if (is_picklebuffer(src)) src = picklebuffer_view(src);
    if (is_bytes_obj(src)) {
      Ref<BytesObject> b(bobj(src));
      return new_view(b, 0, 1, int64_t(b->s.size()));
    }
    if (src.is_obj() && src.obj()->type == T.memoryview) {
      const auto& m = live_view(src);
      return new_view(m.base, m.start, m.step, m.length, m.item, m.readonly);
    }
    raise(T.TypeError, "memoryview: a bytes-like object is required, not '" + type_name(args[0]) + "'");
  });
  add_method(t, "__len__", [](const CallArgs& a) { return Value(live_view(a[0]).length); });
  add_method(t, "__getitem__", [](const CallArgs& a) {
    const auto& m = live_view(a[0]);
    if (has_layout(a[1], Layout::Slice)) {
      const SliceIndices ix = slice_indices(as<SliceObject>(a[1]), m.length);
      return new_view(m.base, m.start + ix.start * m.step, m.step * ix.step, ix.length, m.item, m.readonly);
    }
    if (!a[1].is_int() && !a[1].is_bool()) raise(T.TypeError, "memoryview: invalid slice key");
    int64_t i = a[1].as_int();
    if (i < 0) i += m.length;
    if (i < 0 || i >= m.length) raise(T.IndexError, "index out of bounds on dimension 1");
    return unpack_item(m, i);
  });
  add_method(t, "__setitem__", [](const CallArgs& a) {
    auto& m = live_view(a[0]);
    if (m.readonly || !is_bytearray(Value(m.base.get()))) raise(T.TypeError, "cannot modify read-only memory");
    if (has_layout(a[1], Layout::Slice)) {
      const SliceIndices ix = slice_indices(as<SliceObject>(a[1]), m.length);
      const std::string src = need_buffer(a[2]);
      const size_t size = size_t(m.item.itemsize);
      // the right side has the same format and as many items (any other buffer's items are unsigned bytes)
      const char code = a[2].is_obj() && a[2].obj()->type == T.memoryview
                            ? static_cast<MemoryViewObject*>(a[2].obj())->item.code : 'B';
      if (code != m.item.code || int64_t(src.size()) != ix.length * m.item.itemsize)
        raise(T.ValueError, "memoryview assignment: lvalue and rvalue have different structures");
      for (int64_t i = 0; i < ix.length; ++i)
        std::memcpy(m.base->s.data() + (m.start + (ix.start + i * ix.step) * m.step), src.data() + size_t(i) * size, size);
      return Value::none();
    }
    int64_t i = index_of(a[1]);
    if (i < 0) i += m.length;
    if (i < 0 || i >= m.length) raise(T.IndexError, "index out of bounds on dimension 1");
    pack_item(m, i, a[2]);
    return Value::none();
  });
  add_method(t, "__delitem__", [](const CallArgs& a) -> Value {
    const auto& m = live_view(a[0]);
    if (m.readonly || !is_bytearray(Value(m.base.get()))) raise(T.TypeError, "cannot modify read-only memory");
    raise(T.TypeError, "cannot delete memory");
  });
  add_method(t, "__iter__", [](const CallArgs& a) {
    live_view(a[0]);
    Value self = a[0];
    int64_t i = 0;
    static TypeObject* const kind = iterator_kind("memory_iterator", false);
    return new_iterator(kind, [self, i]() mutable -> Value {
      const auto& m = live_view(self);
      if (i >= m.length) return Value();
      return unpack_item(m, i++);
    });
  });
  // Equal views have the same shape and equal items, each read in its own format (CPython's memory_richcompare);
  // any other buffer reads as unsigned bytes.
  add_method(t, "__eq__", [](const CallArgs& a) {
    if (a[0].identical(a[1])) return Value::boolean(true);
    auto& m = *static_cast<MemoryViewObject*>(a[0].obj());
    if (m.released) return Value::boolean(false);
    if (a[1].is_obj() && a[1].obj()->type == T.memoryview) {
      const auto& o = *static_cast<MemoryViewObject*>(a[1].obj());
      if (o.released || o.length != m.length) return Value::boolean(false);
      if (is_byte_format(m.item.code) && m.item.code == o.item.code) return Value::boolean(m.data() == o.data());
      for (int64_t i = 0; i < m.length; ++i)
        if (!eq(unpack_item(m, i), unpack_item(o, i))) return Value::boolean(false);
      return Value::boolean(true);
    }
    std::string other;
    if (!buffer_of(a[1], other)) return Value::boolean(false);
    if (m.item.code == 'B') return Value::boolean(m.data() == other);
    if (int64_t(other.size()) != m.length) return Value::boolean(false);
    for (int64_t i = 0; i < m.length; ++i)
      if (!eq(unpack_item(m, i), Value(int64_t(static_cast<unsigned char>(other[size_t(i)]))))) return Value::boolean(false);
    return Value::boolean(true);
  });
  add_method(t, "__hash__", [](const CallArgs& a) {
    const auto& m = live_view(a[0]);
    if (!m.readonly && is_bytearray(Value(m.base.get()))) raise(T.ValueError, "cannot hash writable memoryview object");
    if (!is_byte_format(m.item.code)) raise(T.ValueError, "memoryview: hashing is restricted to formats 'B', 'b' or 'c'");
    if (is_bytearray(Value(m.base.get()))) hash_of(Value(m.base.get()));  // (a read-only view: its exporter must hash)
    return Value(hash_bytes(m.data()));
  });
  add_method(t, "__repr__", [](const CallArgs& a) {
    auto& m = *static_cast<MemoryViewObject*>(a[0].obj());
    return new_str(std::string(m.released ? "<released memory at " : "<memory at ") + object_address(a[0].obj()) + ">");
  });
  add_method(t, "tobytes", [](const CallArgs& a) { return new_bytes(live_view(a[0]).data()); });
  add_method(t, "tolist", [](const CallArgs& a) {
    const auto& m = live_view(a[0]);
    std::vector<Value> out;
    for (int64_t i = 0; i < m.length; ++i) out.push_back(unpack_item(m, i));
    return new_list(std::move(out));
  });
  add_method(t, "hex", [](const CallArgs& a) { return new_str(to_hex(live_view(a[0]).data(), a)); });
  add_method(t, "release", [](const CallArgs& a) {
    auto& m = *static_cast<MemoryViewObject*>(a[0].obj());
    if (!m.released) {
      m.released = true;
      --m.base->exports;
    }
    return Value::none();
  });
  add_method(t, "__enter__", [](const CallArgs& a) {
    live_view(a[0]);
    return a[0];
  });
  add_method(t, "__exit__", [](const CallArgs& a) { return call_method(a[0], "release", {}); });
  add_property(t, "nbytes", [](const CallArgs& a) {
    const auto& m = live_view(a[0]);
    return Value(m.length * m.item.itemsize);
  });
  add_property(t, "readonly", [](const CallArgs& a) {
    const auto& m = live_view(a[0]);
    return Value::boolean(m.readonly || !is_bytearray(Value(m.base.get())));
  });
  add_method(t, "toreadonly", [](const CallArgs& a) {
    const auto& m = live_view(a[0]);
    return new_view(m.base, m.start, m.step, m.length, m.item, true);
  });
  // cast(format, shape=None) as CPython's memory_cast, for one-dimensional views: a C-contiguous view's bytes
  // read as another native format, one side of the cast a byte format.
  add_method(t, "cast", [](const CallArgs& a) {
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "cast", {"format", "shape"}, 1, args);
    if (!is_str(args[0])) raise(T.TypeError, "cast() argument 'format' must be str, not " + type_name(args[0]));
    const auto& m = live_view(a[0]);
    if (!m.contiguous()) raise(T.TypeError, "memoryview: casts are restricted to C-contiguous views");
    const bool shaped = !args[1].is_null();  // (None too: "shape must be a list or a tuple")
    if (shaped && m.length == 0) raise(T.TypeError, "memoryview: cannot cast view with zeros in shape or strides");
    std::vector<Value> shape;
    if (shaped) {
      if (!has_layout(args[1], Layout::List) && !has_layout(args[1], Layout::Tuple))
        raise(T.TypeError, "shape must be a list or a tuple");
      shape = to_vector(args[1]);
      if (shape.size() > 64) raise(T.ValueError, "memoryview: number of dimensions must not exceed 64");
    }
    const ItemFormat item = item_format(str_of(args[0]));
    if (!is_byte_format(m.item.code) && !is_byte_format(item.code))
      raise(T.TypeError, "memoryview: cannot cast between two non-byte formats");
    const int64_t nbytes = m.length * m.item.itemsize;
    if (nbytes % item.itemsize) raise(T.TypeError, "memoryview: length is not a multiple of itemsize");
    if (shaped) {
      int64_t product = 1;
      bool overflow = false;
      for (const Value& n : shape) {
        if (!n.is_int() || n.as_int() <= 0) raise(T.ValueError, "memoryview.cast(): elements of shape must be integers > 0");
        overflow |= __builtin_mul_overflow(product, n.as_int(), &product);
      }
      if (overflow || product * item.itemsize != nbytes) raise(T.TypeError, "memoryview: product(shape) * itemsize != buffer size");
      if (shape.size() != 1)
        raise(T.NotImplementedError, "memoryview.cast: tsr's memoryviews are one-dimensional (shape " + repr(args[1]) + ")");
    }
    return new_view(m.base, m.start, item.itemsize, nbytes / item.itemsize, item, m.readonly);
  });
  add_property(t, "obj", [](const CallArgs& a) { return Value(live_view(a[0]).base.get()); });
  for (const char* name : {"contiguous", "c_contiguous", "f_contiguous"})
    add_property(t, name, [](const CallArgs& a) {
      const auto& m = live_view(a[0]);
      return Value::boolean(m.contiguous());
    });
  add_property(t, "format", [](const CallArgs& a) { return new_str(live_view(a[0]).item.format); });
  add_property(t, "itemsize", [](const CallArgs& a) { return Value(live_view(a[0]).item.itemsize); });
  add_property(t, "strides", [](const CallArgs& a) { return new_tuple({Value(live_view(a[0]).step)}); });
  add_property(t, "suboffsets", [](const CallArgs& a) {
    live_view(a[0]);
    return new_tuple({});
  });
  add_property(t, "ndim", [](const CallArgs& a) {
    live_view(a[0]);
    return Value(int64_t(1));
  });
  add_property(t, "shape", [](const CallArgs& a) { return new_tuple({Value(live_view(a[0]).length)}); });
}

}  // namespace

// ---- codecs (codecs.cpp) ---------------------------------------------------------------------------------------

std::string encode_text(const std::string& text, const std::string& encoding, const std::string& errors) {
  return codecs::encode(codecs::need(encoding), text, errors);
}

std::string decode_bytes(std::string_view s, const std::string& encoding, const std::string& errors) {
  return codecs::decode(codecs::need(encoding), s, errors).text;
}

Value new_bytes(std::string s) { return Value(new BytesObject(T.bytes, std::move(s))); }
Value new_bytearray(std::string s) { return Value(new BytesObject(T.bytearray, std::move(s))); }

// The buffer a tsr-level class exports (PEP 688's `__buffer__`, which tsr honours as 3.12 does: array.array
// keeps its items in a bytearray and hands out a view of it): a bytes, bytearray or memoryview, or Null. A bytes
// object is a copy of the contents (numpy's ndarray), which memoryview() refuses.
Value exported_buffer(const Value& v) {
  if (!v.is_obj() || v.obj()->type->builtin) return Value();
  Value f = lookup(type_of(v), intern("__buffer__").get());
  if (f.is_null()) return Value();
  Value r = call(bind_descriptor(f, v, type_of(v)), {Value(int64_t(0))});
  if (!is_bytes_obj(r) && !(r.is_obj() && r.obj()->type == T.memoryview))
    raise(T.TypeError, "__buffer__ returned non-memoryview object");
  return r;
}

Value picklebuffer_type() { return Value(g_picklebuffer); }

bool buffer_of(const Value& v, std::string& out) {
  if (is_picklebuffer(v)) return buffer_of(picklebuffer_view(v), out);
  if (is_bytes_obj(v)) {
    out = bytes_data(v);
    return true;
  }
  if (v.is_obj() && v.obj()->type == T.memoryview) {
    out = live_view(v).data();
    return true;
  }
  if (Value r = exported_buffer(v); !r.is_null()) return buffer_of(r, out);
  return false;
}

char* writable_buffer(const Value& v, size_t& len) {
  if (is_picklebuffer(v)) return writable_buffer(picklebuffer_view(v), len);
  if (is_bytearray(v)) {
    len = bobj(v)->s.size();
    return bobj(v)->s.data();
  }
  if (v.is_obj() && v.obj()->type == T.memoryview) {
    const auto& m = live_view(v);
    if (m.readonly || !is_bytearray(Value(m.base.get())) || !m.contiguous()) return nullptr;
    len = size_t(m.length * m.item.itemsize);
    return m.base->s.data() + m.start;
  }
  if (Value r = exported_buffer(v); !r.is_null()) return writable_buffer(r, len);  // r's storage outlives it
  return nullptr;
}

std::string_view need_buffer_view(const Value& v, std::string& scratch) {
  if (is_picklebuffer(v)) return need_buffer_view(picklebuffer_view(v), scratch);
  if (is_bytes_obj(v)) return bytes_data(v);
  if (v.is_obj() && v.obj()->type == T.memoryview) {
    const auto& m = live_view(v);
    if (m.contiguous()) return std::string_view(m.base->s).substr(size_t(m.start), size_t(m.length * m.item.itemsize));
  }
  scratch = need_buffer(v);
  return scratch;
}

std::string need_buffer(const Value& v) {
  std::string out;
  if (!buffer_of(v, out)) raise(T.TypeError, "a bytes-like object is required, not '" + type_name(v) + "'");
  return out;
}

namespace {

// int.to_bytes / int.from_bytes, for ints of any size (GMP's import and export).
void int_bytes_methods() {
  auto byteorder = [](const Value& v) {
    if (v.is_null()) return false;
    if (!is_str(v)) raise(T.TypeError, "to_bytes() argument 'byteorder' must be str, not " + type_name(v));
    if (str_of(v) == "little") return true;
    if (str_of(v) == "big") return false;
    raise(T.ValueError, "byteorder must be either 'little' or 'big'");
  };
  add_method(T.int_, "to_bytes", [byteorder](const CallArgs& a) {
    Value args[4];
    parse_args(a, "to_bytes", {"self", "length", "byteorder", "signed"}, 1, args, 1);
    const int64_t length = args[1].is_null() ? 1 : index_of(args[1]);
    if (length < 0) raise(T.ValueError, "length argument must be non-negative");
    const bool little = byteorder(args[2]);
    const bool is_signed = !args[3].is_null() && truthy(args[3]);
    mpz_t v;
    mpz_init(v);
    mpz_of(args[0], v);
    struct Clear {
      mpz_t& z;
      ~Clear() { mpz_clear(z); }
    } clear{v};
    if (!is_signed && mpz_sgn(v) < 0) raise(T.OverflowError, "can't convert negative int to unsigned");
    // The bits needed: the magnitude's (of ~v when negative), plus a sign bit when signed.
    int64_t bits = mpz_sgn(v) == 0 ? 0 : int64_t(mpz_sizeinbase(v, 2));
    if (mpz_sgn(v) < 0) {
      mpz_t m;
      mpz_init(m);
      mpz_com(m, v);
      bits = mpz_sgn(m) == 0 ? 0 : int64_t(mpz_sizeinbase(m, 2));
      mpz_clear(m);
    }
    if (is_signed) ++bits;
    if (bits > length * 8) raise(T.OverflowError, "int too big to convert");
    if (mpz_sgn(v) < 0) {  // two's complement in `length` bytes: v + 256**length
      mpz_t p;
      mpz_init(p);
      mpz_ui_pow_ui(p, 256, (unsigned long)length);
      mpz_add(v, v, p);
      mpz_clear(p);
    }
    std::string out(size_t(length), '\0');
    size_t count = 0;
    if (mpz_sgn(v) != 0) mpz_export(out.data(), &count, -1, 1, 0, 0, v);  // least significant byte first
    if (!little) std::reverse(out.begin(), out.end());
    return new_bytes(std::move(out));
  });
  // A classmethod, as CPython's: a subclass's from_bytes returns cls(the int).
  auto from_bytes = new_native("from_bytes", [byteorder](const CallArgs& ca) {
    const Value cls = ca[0];
    const CallArgs a{ca.args.subspan(1), ca.kwnames};
    Value args[3];
    parse_args(a, "from_bytes", {"bytes", "byteorder", "signed"}, 1, args, 1);
    std::string b;
    if (is_str(args[0])) raise(T.TypeError, "cannot convert 'str' object to bytes");
    if (!buffer_of(args[0], b)) b = bytes_from_object(args[0]);
    if (!byteorder(args[1])) std::reverse(b.begin(), b.end());  // now little-endian
    const bool is_signed = !args[2].is_null() && truthy(args[2]);
    mpz_t v;
    mpz_init(v);
    if (!b.empty()) mpz_import(v, b.size(), -1, 1, 0, 0, b.data());
    if (is_signed && !b.empty() && (static_cast<unsigned char>(b.back()) & 0x80)) {
      mpz_t p;
      mpz_init(p);
      mpz_ui_pow_ui(p, 256, (unsigned long)b.size());
      mpz_sub(v, v, p);
      mpz_clear(p);
    }
    Value r = int_from_mpz(v);
    mpz_clear(v);
    if (!cls.is_obj() || cls.obj() != T.int_) return call(cls, {r});
    return r;
  });
  T.int_->dict->set_str(intern("from_bytes").get(), Value(make<WrapperObject>(T.classmethod, from_bytes)));
}

}  // namespace

void init_bytes() {
  auto builtin = [](const char* name, Layout layout) {
    Ref<TypeObject> t = new_type(name, {}, layout, true);
    incref(t.get());  // builtin types live as long as the process
    R.builtins->set_str(intern(name).get(), Value(t));
    return t.get();
  };
  T.bytes = builtin("bytes", Layout::Bytes);
  T.bytearray = builtin("bytearray", Layout::Bytes);
  T.memoryview = builtin("memoryview", Layout::Other);
  T.memoryview->collection_flags = kTypeSequence;
  T.memoryview->alloc = nullptr;
  for (TypeObject* t : {T.bytes, T.bytearray}) {
    t->alloc = [](TypeObject* type) -> Object* { return new BytesObject(type, ""); };
    sequence_methods(t);
  }
  add_static(T.bytes, "__new__", [](const CallArgs& a) { return bytes_new(a, T.bytes); });
  add_static(T.bytearray, "__new__", [](const CallArgs& a) { return bytes_new(a, T.bytearray); });
  add_method(T.bytes, "__hash__", [](const CallArgs& a) {
    auto* b = bobj(a[0]);
    if (b->hash == -1) b->hash = hash_bytes(b->s);
    return Value(b->hash);
  });
  add_method(T.bytes, "__bytes__", [](const CallArgs& a) { return is_bytearray(a[0]) ? new_bytes(bytes_data(a[0])) : a[0]; });
  add_method(T.bytes, "__getnewargs__", [](const CallArgs& a) { return new_tuple({new_bytes(bytes_data(a[0]))}); });
  T.bytearray->dict->set_str(intern("__hash__").get(), Value::none());
  for (TypeObject* t : {T.bytes, T.bytearray}) {
    add_static(t, "fromhex", [t](const CallArgs& a) {
      if (a.npos() != 1) raise(T.TypeError, "fromhex() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
      return t == T.bytes ? new_bytes(from_hex(a[0])) : new_bytearray(from_hex(a[0]));
    });
  }
  bytearray_methods(T.bytearray);
  memoryview_methods(T.memoryview);

  // pickle.PickleBuffer(buffer): made here, beside the buffer readers that see through it; `pickle` exports it.
  Ref<TypeObject> pb = new_type("PickleBuffer", {}, Layout::Other, true, "pickle");
  incref(pb.get());
  g_picklebuffer = pb.get();
  g_picklebuffer->alloc = nullptr;
  add_static(g_picklebuffer, "__new__", [](const CallArgs& a) {
    Value args[1];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "PickleBuffer", {"buffer"}, 1, args);
    if (!is_bytes_obj(args[0]) && !(args[0].is_obj() && args[0].obj()->type == T.memoryview) && !is_picklebuffer(args[0]))
      raise(T.TypeError, "a bytes-like object is required, not '" + type_name(args[0]) + "'");
    auto* p = new PickleBufferObject(g_picklebuffer);
    Value r(p);
    p->view = call(Value(T.memoryview), {args[0]});
    return r;
  });
  add_method(g_picklebuffer, "raw", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "PickleBuffer.raw() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    const auto& m = live_view(picklebuffer_view(a[0]));
    if (!m.contiguous()) raise(T.BufferError, "cannot extract raw buffer from non-contiguous buffer");
    return new_view(m.base, m.start, 1, m.length * m.item.itemsize, {}, m.readonly);
  });
  add_method(g_picklebuffer, "release", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "PickleBuffer.release() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    auto& p = *static_cast<PickleBufferObject*>(a[0].obj());
    if (!p.view.is_null()) {
      call_method(p.view, "release", {});
      p.view = Value();
    }
    return Value::none();
  });

  // The codec errors: UnicodeError(ValueError) and its two children, whose message comes from their arguments.
  auto ex = [](const char* name, TypeObject* base) {
    Ref<TypeObject> t = new_type(name, {Ref<TypeObject>(base)}, Layout::Exception, true);
    t->alloc = base->alloc;
    incref(t.get());
    R.builtins->set_str(intern(name).get(), Value(t));
    return t.get();
  };
  T.UnicodeError = ex("UnicodeError", T.ValueError);
  T.UnicodeDecodeError = ex("UnicodeDecodeError", T.UnicodeError);
  T.UnicodeEncodeError = ex("UnicodeEncodeError", T.UnicodeError);
  T.BufferError = ex("BufferError", T.Exception);
  // UnicodeTranslateError(object, start, end, reason): str.translate's error (tsr's translate raises none), with
  // CPython's message
  TypeObject* translate_error = ex("UnicodeTranslateError", T.UnicodeError);
  add_method(translate_error, "__str__", [](const CallArgs& a) {
    const Value& args = as<ExceptionObject>(a[0])->args;
    const auto& v = as<TupleObject>(args)->items;
    if (v.size() != 4 || !is_str(v[0]) || !v[1].is_int() || !v[2].is_int()) return Value(new_str(str(args.is_null() ? Value::none() : (v.size() == 1 ? v[0] : args))));
    const std::string& object = str_of(v[0]);
    const int64_t start = v[1].as_int(), end = v[2].as_int();
    const std::string reason = str(v[3]);
    const std::u32string cps = lang::unicode::code_points(object);
    if (start >= 0 && size_t(start) < cps.size() && end == start + 1) {
      const uint32_t c = uint32_t(cps[size_t(start)]);
      char hex[16];
      std::snprintf(hex, sizeof hex, c < 0x100 ? "\\x%02x" : c < 0x10000 ? "\\u%04x" : "\\U%08x", c);
      return new_str("can't translate character '" + std::string(hex) + "' in position " + std::to_string(start) + ": " + reason);
    }
    return new_str("can't translate characters in position " + std::to_string(start) + "-" + std::to_string(end - 1) + ": " + reason);
  });
  auto codec_args = [](const Value& self) -> const std::vector<Value>* {
    const Value& args = as<ExceptionObject>(self)->args;
    if (!has_layout(args, Layout::Tuple) || as<TupleObject>(args)->items.size() != 5) return nullptr;
    return &as<TupleObject>(args)->items;
  };
  add_method(T.UnicodeDecodeError, "__str__", [codec_args](const CallArgs& a) {
    const auto* v = codec_args(a[0]);
    if (!v) return new_str("");
    const int64_t start = (*v)[2].as_int(), end = (*v)[3].as_int();
    const std::string& obj = bytes_data((*v)[1]);
    char buf[96];
    if (end == start + 1)
      std::snprintf(buf, sizeof buf, "can't decode byte 0x%02x in position %lld: ",
                    static_cast<unsigned char>(obj[size_t(start)]), static_cast<long long>(start));
    else
      std::snprintf(buf, sizeof buf, "can't decode bytes in position %lld-%lld: ", static_cast<long long>(start),
                    static_cast<long long>(end - 1));
    return new_str("'" + str_of((*v)[0]) + "' codec " + buf + str_of((*v)[4]));
  });
  add_method(T.UnicodeEncodeError, "__str__", [codec_args](const CallArgs& a) {
    const auto* v = codec_args(a[0]);
    if (!v) return new_str("");
    const int64_t start = (*v)[2].as_int(), end = (*v)[3].as_int();
    std::string where;
    if (end == start + 1) {
      const uint32_t cp = uint32_t(lang::unicode::code_points(str_of((*v)[1]))[size_t(start)]);
      char ch[16];
      std::snprintf(ch, sizeof ch, cp <= 0xFF ? "\\x%02x" : cp <= 0xFFFF ? "\\u%04x" : "\\U%08x", cp);
      where = "can't encode character '" + std::string(ch) + "' in position " + std::to_string(start);
    } else {
      where = "can't encode characters in position " + std::to_string(start) + "-" + std::to_string(end - 1);
    }
    return new_str("'" + str_of((*v)[0]) + "' codec " + where + ": " + str_of((*v)[4]));
  });
  for (TypeObject* t : {T.UnicodeDecodeError, T.UnicodeEncodeError}) {
    static const char* const kFields[] = {"encoding", "object", "start", "end", "reason"};
    for (int i = 0; i < 5; ++i)
      add_property(t, kFields[i], [codec_args, i](const CallArgs& a) {
        const auto* v = codec_args(a[0]);
        return v ? (*v)[size_t(i)] : Value::none();
      });
  }

  add_method(T.str, "encode", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "encode", {"self", "encoding", "errors"}, 1, args);
    return new_bytes(encode_text(str_of(args[0]), codec_arg(args[1], "encode", "encoding", "utf-8"),
                                 codec_arg(args[2], "encode", "errors", "strict")));
  });
  int_bytes_methods();
}

}  // namespace tsr::interp
