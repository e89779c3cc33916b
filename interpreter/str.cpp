// str: repr/str/format of every value, the str type's methods, `%` formatting and str.format.
//
// Strings are UTF-8; indexing and len count code points, with an ASCII fast path.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <optional>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/format/pyformat.hpp"
#include "interpreter/utf8_scan.hpp"
#include "lang/unicode.hpp"

namespace tsr::interp {

namespace {

[[noreturn]] void rethrow_format(const fmt::FormatError& e) {
  TypeObject* t = e.type == "OverflowError" ? T.OverflowError : e.type == "TypeError" ? T.TypeError
                  : e.type == "KeyError" ? T.KeyError : T.ValueError;
  raise(t, e.msg);
}

bool is_ascii(const std::string& s) { return utf8::is_ascii(s); }

// Objects whose repr is being computed (recursive containers print `[...]`).
std::vector<const Object*>& repr_stack() {
  static std::vector<const Object*> s;
  return s;
}

struct ReprGuard {
  bool recursive;
  explicit ReprGuard(const Object* o) {
    auto& s = repr_stack();
    recursive = std::find(s.begin(), s.end(), o) != s.end();
    if (!recursive) s.push_back(o);
  }
  ~ReprGuard() {
    if (!recursive) repr_stack().pop_back();
  }
};

std::string join_reprs(const std::vector<Value>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += ", ";
    out += repr(items[i]);
  }
  return out;
}

Value call_text_dunder(const Value& v, const char* name) {
  TypeObject* t = type_of(v);
  Value f = lookup(t, intern(name).get());
  Value r = call(bind_descriptor(f, v, t), {});
  if (!is_str(r)) raise(T.TypeError, std::string(name) + " returned non-string (type " + type_name(r) + ")");
  return r;
}

}  // namespace

std::string repr(const Value& v) {
  switch (v.tag()) {
    case Tag::Null: return "<NULL>";
    case Tag::None: return "None";
    case Tag::Bool: return v.as_bool() ? "True" : "False";
    case Tag::Int: return std::to_string(v.as_int());
    case Tag::Float: return fmt::float_repr(v.as_float());
    case Tag::Obj: break;
  }
  Object* o = v.obj();
  if (o->type == T.int_) return big_str(v);
  if (o->type == T.str || o->type == T.list || o->type == T.tuple || o->type == T.dict || o->type == T.set ||
      o->type == T.frozenset) {
    // Nested containers recurse here: bounded by the recursion limit as CPython's Py_EnterRecursiveCall.
    std::optional<RecursionGuard> depth;
    if (o->type != T.str) depth.emplace(" while getting the repr of an object");
    switch (o->type->layout) {
      case Layout::Str: return fmt::str_repr(static_cast<StrObject*>(o)->s);
      case Layout::List: {
        ReprGuard g(o);
        if (g.recursive) return "[...]";
        return "[" + join_reprs(static_cast<ListObject*>(o)->items) + "]";
      }
      case Layout::Tuple: {
        const auto& items = static_cast<TupleObject*>(o)->items;
        ReprGuard g(o);
        if (g.recursive) return "(...)";
        return "(" + join_reprs(items) + (items.size() == 1 ? ",)" : ")");
      }
      case Layout::Dict: {
        ReprGuard g(o);
        if (g.recursive) return "{...}";
        std::string out = "{";
        bool first = true;
        static_cast<DictObject*>(o)->for_each([&](const Value& k, const Value& x) {
          if (!first) out += ", ";
          first = false;
          out += repr(k) + ": " + repr(x);
        });
        return out + "}";
      }
      case Layout::Set: {
        auto* s = static_cast<SetObject*>(o);
        const std::string name = o->type->name;
        if (s->used == 0) return name + "()";
        ReprGuard g(o);
        if (g.recursive) return name + "(...)";
        std::vector<Value> items;
        s->for_each([&](const Value& k) { items.push_back(k); });
        std::string inner = "{" + join_reprs(items) + "}";
        return s->frozen ? name + "(" + inner + ")" : inner;
      }
      default: break;
    }
  }
  return str_of(call_text_dunder(v, "__repr__"));
}

std::string str(const Value& v) {
  switch (v.tag()) {
    case Tag::Float: return fmt::float_repr(v.as_float());
    case Tag::Obj: break;
    default: return repr(v);
  }
  if (is_big(v)) return big_str(v);
  if (is_str(v) && (v.obj()->type == T.str || lookup(v.obj()->type, intern("__str__").get()).obj() ==
                                                  lookup(T.str, intern("__str__").get()).obj()))
    return str_of(v);
  return str_of(call_text_dunder(v, "__str__"));
}

std::string format(const Value& v, std::string_view spec) {
  try {
    switch (v.tag()) {
      case Tag::Bool: return fmt::format_bool(v.as_bool(), spec);
      case Tag::Int: return fmt::format_int(v.as_int(), spec);
      case Tag::Float: return fmt::format_float(v.as_float(), spec);
      case Tag::None: break;
      default:
        if (is_str(v) && v.obj()->type == T.str) return fmt::format_str(str_of(v), spec);
        if (is_big(v)) return big_format(v, spec);
        break;
    }
  } catch (fmt::FormatError& e) {
    rethrow_format(e);
  }
  TypeObject* t = type_of(v);
  Value f = lookup(t, intern("__format__").get());
  Value r = call(bind_descriptor(f, v, t), {new_str(std::string(spec))});
  if (!is_str(r)) raise(T.TypeError, "__format__ must return a str, not " + type_name(r));
  return str_of(r);
}

Value format_value(const Value& v, int conversion, const Value& spec) {
  Value x = v;
  if (conversion == 1) x = new_str(str(v));
  else if (conversion == 2) x = new_str(repr(v));
  else if (conversion == 3) x = call(R.builtins->get_str(intern("ascii").get()), {v});
  const std::string sp = spec.is_null() ? "" : str_of(spec);
  if (sp.empty() && is_str(x) && x.obj()->type == T.str) return x;
  return new_str(format(x, sp));
}

int64_t str_length(const StrObject* so) {
  if (so->code_points < 0) so->code_points = utf8::code_points(so->s);
  return so->code_points;
}

size_t str_byte_offset(const StrObject* so, int64_t cp) {
  const std::string& s = so->s;
  const int64_t n = str_length(so);
  if (n == int64_t(s.size())) return size_t(cp);  // ASCII
  if (cp >= n) return s.size();
  if (!so->blocks) {  // the byte offset of every kStrBlock-th code point, in one pass
    auto blocks = std::make_unique<std::vector<size_t>>();
    blocks->reserve(size_t(n / kStrBlock) + 1);
    int64_t count = 0;
    for (size_t i = 0; i < s.size(); ++i)
      if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && count++ % kStrBlock == 0) blocks->push_back(i);
    so->blocks = std::move(blocks);
  }
  size_t i = (*so->blocks)[size_t(cp / kStrBlock)];
  for (int64_t left = cp % kStrBlock; left > 0; --left)
    do ++i; while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80);
  return i;
}

Value str_getitem(const StrObject* so, const Value& k) {
  const std::string& s = so->s;
  const int64_t n = str_length(so);
  auto range = [&](int64_t first, int64_t count) {  // code points [first, first + count) as a str
    const size_t b = str_byte_offset(so, first);
    return s.substr(b, str_byte_offset(so, first + count) - b);
  };
  if (has_layout(k, Layout::Slice)) {
    auto si = slice_indices(as<SliceObject>(k), n);
    if (si.step == 1) return new_str(range(si.start, si.length));
    std::string out;
    for (int64_t i = 0, j = si.start; i < si.length; ++i, j += si.step) out += range(j, 1);
    return new_str(out);
  }
  if (!has_index(k))
    raise(T.TypeError, "string indices must be integers, not '" + type_name(k) + "'");
  int64_t i = index_of(k);
  if (i < 0) i += n;
  if (i < 0 || i >= n) raise(T.IndexError, "string index out of range");
  return new_str(range(i, 1));
}

namespace {

const std::string& self_str(const CallArgs& a, const char* method) {
  if (a.args.empty() || !is_str(a[0]))
    raise(T.TypeError, std::string("descriptor '") + method + "' for 'str' objects doesn't apply to a '" +
                           (a.args.empty() ? std::string("NoneType") : type_name(a[0])) + "' object");
  return str_of(a[0]);
}

// A str argument; anything else raises "<what>, not int" (`what` as "replace() argument 1 must be str").
const std::string& arg_str(const Value& v, const char* what) {
  if (!is_str(v)) raise(T.TypeError, std::string(what) + ", not " + type_name(v));
  return str_of(v);
}

// Unicode whitespace as CPython's str.isspace/split/strip see it (Py_UNICODE_ISSPACE): U+0009-000D, U+001C-0020,
// U+0085, U+00A0, U+1680, U+2000-200A, U+2028, U+2029, U+202F, U+205F, U+3000. sp_at gives the UTF-8 length of a
// whitespace code point starting at byte i (0 if there is none), sp_before of one ending at byte e. A lead byte never
// appears inside another character, so scanning byte by byte is safe.
size_t sp_at(const std::string& s, size_t i) {
  const size_t n = s.size();
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return (c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F)) ? 1 : 0;
  if (c == 0xC2 && i + 1 < n) {
    const auto d = static_cast<unsigned char>(s[i + 1]);
    return (d == 0x85 || d == 0xA0) ? 2 : 0;
  }
  if (i + 2 >= n) return 0;
  const auto d = static_cast<unsigned char>(s[i + 1]), f = static_cast<unsigned char>(s[i + 2]);
  if (c == 0xE1) return (d == 0x9A && f == 0x80) ? 3 : 0;
  if (c == 0xE2) {
    if (d == 0x80) return ((f >= 0x80 && f <= 0x8A) || f == 0xA8 || f == 0xA9 || f == 0xAF) ? 3 : 0;
    return (d == 0x81 && f == 0x9F) ? 3 : 0;
  }
  if (c == 0xE3) return (d == 0x80 && f == 0x80) ? 3 : 0;
  return 0;
}

size_t sp_before(const std::string& s, size_t e) {
  if (e == 0) return 0;
  if (static_cast<unsigned char>(s[e - 1]) < 0x80) return sp_at(s, e - 1);
  if (e >= 2 && sp_at(s, e - 2) == 2) return 2;
  if (e >= 3 && sp_at(s, e - 3) == 3) return 3;
  return 0;
}

// str.strip/lstrip/rstrip (`name` for the error): whitespace, or the characters of `chars`, taken off either end.
std::string strip_chars(const std::string& s, const Value& chars, bool left, bool right, const char* name) {
  size_t b = 0, e = s.size();
  if (chars.is_null() || chars.is_none()) {
    size_t k;
    if (left)
      while (b < e && (k = sp_at(s, b)) != 0) b += k;
    if (right)
      while (e > b && (k = sp_before(s, e)) != 0 && e - k >= b) e -= k;
    return s.substr(b, e - b);
  }
  if (!is_str(chars)) raise(T.TypeError, std::string(name) + " arg must be None or str");
  const std::string& set = str_of(chars);
  if (is_ascii(set)) {  // bytes: an ASCII byte is never part of a longer UTF-8 sequence
    auto strip = [&](char c) { return set.find(c) != std::string::npos; };
    if (left)
      while (b < e && strip(s[b])) ++b;
    if (right)
      while (e > b && strip(s[e - 1])) --e;
    return s.substr(b, e - b);
  }
  // whole code points: the UTF-8 sequence at each end, looked up among the set's
  const std::u32string cps = lang::unicode::code_points(set);
  auto in_set = [&](size_t from, size_t to) {
    const std::u32string c = lang::unicode::code_points(s.substr(from, to - from));
    return c.size() == 1 && cps.find(c[0]) != std::u32string::npos;
  };
  auto seq_len = [](unsigned char c) -> size_t { return c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2; };
  if (left)
    while (b < e && in_set(b, std::min(e, b + seq_len(static_cast<unsigned char>(s[b])))))
      b += seq_len(static_cast<unsigned char>(s[b]));
  if (right)
    while (e > b) {
      size_t start = e - 1;
      while (start > b && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
      if (!in_set(start, e)) break;
      e = start;
    }
  return s.substr(b, e - b);
}

std::vector<Value> split(const std::string& s, const Value& sep, int64_t maxsplit) {
  std::vector<Value> out;
  if (sep.is_null() || sep.is_none()) {
    size_t i = 0, k;
    while (i < s.size()) {
      while (i < s.size() && (k = sp_at(s, i)) != 0) i += k;
      if (i >= s.size()) break;
      if (maxsplit >= 0 && int64_t(out.size()) == maxsplit) {
        size_t e = s.size();
        while (e > i && (k = sp_before(s, e)) != 0) e -= k;
        out.push_back(new_str(s.substr(i, e - i)));
        return out;
      }
      size_t j = i;
      while (j < s.size() && sp_at(s, j) == 0) ++j;
      out.push_back(new_str(s.substr(i, j - i)));
      i = j;
    }
    return out;
  }
  const std::string& d = arg_str(sep, "must be str or None");
  if (d.empty()) raise(T.ValueError, "empty separator");
  size_t i = 0;
  for (;;) {
    if (maxsplit >= 0 && int64_t(out.size()) == maxsplit) break;
    size_t j = s.find(d, i);
    if (j == std::string::npos) break;
    out.push_back(new_str(s.substr(i, j - i)));
    i = j + d.size();
  }
  out.push_back(new_str(s.substr(i)));
  return out;
}

std::vector<Value> rsplit(const std::string& s, const Value& sep, int64_t maxsplit) {
  if (maxsplit < 0) return split(s, sep, maxsplit);
  std::vector<Value> out;
  if (sep.is_null() || sep.is_none()) {
    int64_t i = int64_t(s.size());
    size_t k;
    while (i > 0) {
      while (i > 0 && (k = sp_before(s, size_t(i))) != 0) i -= int64_t(k);
      if (i <= 0) break;
      if (int64_t(out.size()) == maxsplit) {
        size_t b = 0;
        while (b < size_t(i) && (k = sp_at(s, b)) != 0) b += k;
        out.push_back(new_str(s.substr(b, size_t(i) - b)));
        break;
      }
      int64_t j = i;
      while (j > 0 && sp_before(s, size_t(j)) == 0) --j;
      out.push_back(new_str(s.substr(size_t(j), size_t(i - j))));
      i = j;
    }
    std::reverse(out.begin(), out.end());
    return out;
  }
  const std::string& d = str_of(sep);
  if (d.empty()) raise(T.ValueError, "empty separator");
  size_t end = s.size();
  while (int64_t(out.size()) < maxsplit) {
    if (end < d.size()) break;
    size_t j = s.rfind(d, end - d.size());
    if (j == std::string::npos) break;
    out.push_back(new_str(s.substr(j + d.size(), end - j - d.size())));
    end = j;
  }
  out.push_back(new_str(s.substr(0, end)));
  std::reverse(out.begin(), out.end());
  return out;
}

// The [start, end) arguments of find/count/startswith/... (code points) as byte offsets [b, e) into so's text,
// through its cached length and block offsets (O(1) for ASCII): readline-style loops call find on long strings.
// A start past the end gives b > e (it finds nothing, not even '').
void find_range(const StrObject* so, const CallArgs& a, size_t first, size_t& b, size_t& e) {
  const int64_t n = str_length(so);
  int64_t lo = 0, hi = n;
  if (a.args.size() > first && !a[first].is_none()) {
    lo = index_of(a[first]);
    if (lo < 0) lo = std::max<int64_t>(0, lo + n);
  }
  if (a.args.size() > first + 1 && !a[first + 1].is_none()) {
    hi = index_of(a[first + 1]);
    if (hi < 0) hi = std::max<int64_t>(0, hi + n);
  }
  if (lo > n) {
    b = so->s.size() + 1;
    e = so->s.size();
    return;
  }
  b = str_byte_offset(so, lo);
  e = str_byte_offset(so, std::min(hi, n));
}

// The code-point index of the code point starting at byte `byte` of so's text (the inverse of str_byte_offset).
int64_t str_code_point_index(const StrObject* so, size_t byte) {
  const int64_t n = str_length(so);
  if (n == int64_t(so->s.size())) return int64_t(byte);  // ASCII
  str_byte_offset(so, 0);  // (builds the block offsets)
  const std::vector<size_t>& blocks = *so->blocks;
  const size_t k = size_t(std::upper_bound(blocks.begin(), blocks.end(), byte) - blocks.begin()) - 1;
  return int64_t(k) * kStrBlock + utf8::code_points(so->s.data() + blocks[k], byte - blocks[k]);
}

std::string pad(const std::string& s, int64_t width, const std::string& fill, int align /* -1 left, 0 center, 1 right */) {
  const int64_t n = length(new_str(s));
  if (width <= n) return s;
  const int64_t total = width - n;
  int64_t left = align == 1 ? total : align == 0 ? total / 2 : 0;
  if (align == 0) left = total / 2 + ((total & width & 1) ? 1 : 0);
  std::string out;
  out.reserve(s.size() + size_t(total) * fill.size());
  for (int64_t i = 0; i < left; ++i) out += fill;
  out += s;
  for (int64_t i = left; i < total; ++i) out += fill;
  return out;
}

// The fill argument of ljust/rjust/center: one character (any code point), a space by default.
std::string fill_char(const CallArgs& a, size_t i) {
  if (a.args.size() <= i) return " ";
  if (!is_str(a[i])) raise(T.TypeError, "The fill character must be a unicode character, not " + type_name(a[i]));
  if (length(a[i]) != 1) raise(T.TypeError, "The fill character must be exactly one character long");
  return str_of(a[i]);
}

std::string percent_format(const std::string& fmt_s, const Value& args) {
  std::vector<Value> items;
  const bool is_tuple = has_layout(args, Layout::Tuple);
  // Anything subscriptable but a tuple or a str may serve %(key)s (CPython's PyMapping_Check): a list or a range
  // too, and for those "not all arguments converted" is never said.
  const bool is_mapping = !is_tuple && !is_str(args) && !lookup(type_of(args), intern("__getitem__").get()).is_null();
  if (is_tuple) items = as<TupleObject>(args)->items;
  else items = {args};
  size_t next_arg = 0;
  std::string out;
  for (size_t i = 0; i < fmt_s.size(); ++i) {
    if (fmt_s[i] != '%') {
      out += fmt_s[i];
      continue;
    }
    if (++i >= fmt_s.size()) raise(T.ValueError, "incomplete format");
    Value arg;
    if (fmt_s[i] == '(') {
      size_t close = fmt_s.find(')', i);
      if (close == std::string::npos) raise(T.ValueError, "incomplete format key");
      if (!is_mapping) raise(T.TypeError, "format requires a mapping");
      arg = getitem(args, new_str(fmt_s.substr(i + 1, close - i - 1)));
      next_arg = items.size();  // (CPython's getnextarg then has nothing left for a %s without a key)
      i = close + 1;
    }
    size_t spec_start = i;
    while (i < fmt_s.size() && std::string_view("-+ #0").find(fmt_s[i]) != std::string_view::npos) ++i;
    std::string prefix = fmt_s.substr(spec_start, i - spec_start);
    auto take_num = [&]() {
      std::string n;
      if (i < fmt_s.size() && fmt_s[i] == '*') {
        ++i;
        if (next_arg >= items.size()) raise(T.TypeError, "not enough arguments for format string");
        return std::to_string(index_of(items[next_arg++]));
      }
      while (i < fmt_s.size() && std::isdigit(static_cast<unsigned char>(fmt_s[i]))) n += fmt_s[i++];
      return n;
    };
    prefix += take_num();
    if (i < fmt_s.size() && fmt_s[i] == '.') {
      ++i;
      prefix += "." + take_num();
    }
    if (i >= fmt_s.size()) raise(T.ValueError, "incomplete format");
    const char conv = fmt_s[i];
    if (conv == '%') {
      out += '%';
      continue;
    }
    if (arg.is_null()) {
      if (next_arg >= items.size()) raise(T.TypeError, "not enough arguments for format string");
      arg = items[next_arg++];
    }
    // an int subclass's instance formats as its int value for the integer conversions, as in CPython
    if (std::strchr("dixXoc", conv) && is_int_subclass_instance(arg)) arg = int_value(arg);
    // %d and %i take any number through int() (CPython's PyNumber_Long: __int__, then __index__), so a float
    // tensor formats as its truncated value; %x, %X and %o take only __index__ (below).
    if ((conv == 'd' || conv == 'i') && !arg.is_int() && !arg.is_bool() && !arg.is_float() && !is_big(arg) &&
        !is_str(arg) && !lookup(type_of(arg), intern("__int__").get()).is_null())
      arg = call(Value(T.int_), {arg});
    fmt::PercentArg pa;
    switch (conv) {
      case 's': pa = str(arg); break;
      case 'r': case 'a': pa = repr(arg); break;
      case 'd': case 'i': case 'x': case 'X': case 'o': case 'c':
        if (arg.is_float()) {
          if (conv == 'c') raise(T.TypeError, "%c requires int or char");
          if (conv != 'd' && conv != 'i') raise(T.TypeError, std::string("%") + conv + " format: an integer is required, not float");
          pa = int64_t(arg.as_float());
        } else if (conv == 'c' && is_str(arg)) {
          pa = str_of(arg);
        } else if (is_big(arg) && conv != 'c' && prefix.find('.') == std::string::npos) {
          // The same layout through the format-spec writer: flags -+ #0 and a width map onto a spec.
          const size_t digits_at = prefix.find_first_not_of("-+ #0");
          const std::string flags = prefix.substr(0, digits_at);
          const std::string width = digits_at == std::string::npos ? "" : prefix.substr(digits_at);
          const auto has = [&](char f) { return flags.find(f) != std::string::npos; };
          std::string spec = has('-') ? "<" : "";
          spec += has('+') ? "+" : has(' ') ? " " : "";
          if (has('#')) spec += '#';
          if (has('0') && !has('-')) spec += '0';
          spec += width;
          spec += conv == 'i' ? 'd' : conv;
          out += big_format(arg, spec);
          continue;
        } else if (is_big(arg) && conv == 'c') {
          raise(T.OverflowError, "%c arg not in range(0x110000)");
        } else if (arg.is_int() || arg.is_bool()) {
          pa = arg.as_int();
        } else {
          if (lookup(type_of(arg), intern("__index__").get()).is_null() && lookup(type_of(arg), intern("__int__").get()).is_null())
            raise(T.TypeError, std::string("%") + conv + " format: a real number is required, not " + type_name(arg));
          try {
            pa = index_of(arg);
          } catch (PyException& e) {  // CPython's mainformatlong: a TypeError from the conversion is its own
            if (!isinstance(Value(e.exc), T.TypeError)) throw;
            raise(T.TypeError, std::string("%") + conv + " format: " +
                                   (conv == 'd' || conv == 'i' ? "a real number" : "an integer") +
                                   " is required, not " + type_name(arg));
          }
        }
        break;
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
        if (!arg.is_float() && !arg.is_int() && !arg.is_bool() && lookup(type_of(arg), intern("__float__").get()).is_null())
          raise(T.TypeError, "must be real number, not " + type_name(arg));
        pa = float_of(arg);
        break;
      default: {
        char buf[64];
        std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %zu", conv, unsigned(conv), i);
        raise(T.ValueError, buf);
      }
    }
    try {
      out += fmt::percent_format_one(conv, prefix, pa);
    } catch (fmt::FormatError& e) {
      rethrow_format(e);
    }
  }
  if (!is_mapping && next_arg < items.size() && (is_tuple || next_arg == 0))
    raise(T.TypeError, "not all arguments converted during string formatting");
  return out;
}

namespace {

// How a format string numbers its positional fields: "{}" counts on from the last one, nested fields in a spec
// included, after the field holding them; "{0}" names one; a string may not mix the two.
struct FieldNumbering {
  size_t next = 0;
  enum { Unset, Automatic, Manual } mode = Unset;

  size_t automatic() {
    if (mode == Manual) raise(T.ValueError, "cannot switch from manual field specification to automatic field numbering");
    mode = Automatic;
    return next++;
  }
  void manual() {
    if (mode == Automatic) raise(T.ValueError, "cannot switch from automatic field numbering to manual field specification");
    mode = Manual;
  }
};

std::string format_fields(const std::string& f, const CallArgs& a, size_t first, const Value& mapping,
                          FieldNumbering& numbering, int depth);

}  // namespace

// str.format: "{}" "{0}" "{name}" "{0.attr}" "{0[key]}" "{!r}" "{:spec}" with nested fields in the spec.
std::string str_format(const std::string& f, const CallArgs& a, size_t first, const Value& mapping) {
  FieldNumbering numbering;
  return format_fields(f, a, first, mapping, numbering, 2);
}

namespace {

// `depth`: how many more levels of fields nested in specs may follow (CPython's recursion_depth, 2 at the top).
std::string format_fields(const std::string& f, const CallArgs& a, size_t first, const Value& mapping,
                          FieldNumbering& numbering, int depth) {
  if (depth <= 0) raise(T.ValueError, "Max string recursion exceeded");
  std::string out;
  for (size_t i = 0; i < f.size(); ++i) {
    char c = f[i];
    if (c == '}') {
      if (i + 1 < f.size() && f[i + 1] == '}') {
        out += '}';
        ++i;
        continue;
      }
      raise(T.ValueError, "Single '}' encountered in format string");
    }
    if (c != '{') {
      out += c;
      continue;
    }
    if (i + 1 < f.size() && f[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    int braces = 1;
    size_t j = i + 1;
    for (; j < f.size(); ++j) {
      if (f[j] == '{') ++braces;
      if (f[j] == '}' && --braces == 0) break;
    }
    if (j >= f.size()) raise(T.ValueError, "expected '}' before end of string");
    std::string field = f.substr(i + 1, j - i - 1);
    i = j;
    std::string spec;
    int conversion = 0;
    size_t colon = std::string::npos;
    for (size_t k = 0, d = 0; k < field.size(); ++k) {
      if (field[k] == '[') ++d;
      if (field[k] == ']') --d;
      if (d == 0 && (field[k] == ':' || field[k] == '!')) {
        colon = k;
        break;
      }
    }
    std::string name = field.substr(0, colon);
    if (colon != std::string::npos) {
      std::string rest = field.substr(colon);
      if (rest[0] == '!') {
        if (rest.size() < 2) raise(T.ValueError, "end of string while looking for conversion specifier");
        conversion = rest[1] == 's' ? 1 : rest[1] == 'r' ? 2 : rest[1] == 'a' ? 3 : -1;
        if (conversion < 0) raise(T.ValueError, std::string("Unknown conversion specifier ") + rest[1]);
        rest = rest.substr(2);
      }
      if (!rest.empty()) {
        if (rest[0] != ':') raise(T.ValueError, "expected ':' after conversion specifier");
        spec = rest.substr(1);
      }
    }
    size_t k = 0;
    while (k < name.size() && name[k] != '.' && name[k] != '[') ++k;
    std::string head = name.substr(0, k);
    Value v;
    if (head.empty() || std::isdigit(static_cast<unsigned char>(head[0]))) {
      size_t idx;
      if (head.empty()) {
        idx = numbering.automatic();
      } else {
        numbering.manual();
        idx = size_t(std::stoll(head));
      }
      if (first + idx >= a.npos())
        raise(T.IndexError, "Replacement index " + std::to_string(idx) + " out of range for positional args tuple");
      v = a[first + idx];
    } else {
      bool found = false;
      for (size_t q = 0; q < a.nkw(); ++q)
        if (str_of(a.kwnames->items[q]) == head) {
          v = a[a.npos() + q];
          found = true;
        }
      if (!found && !mapping.is_null()) {
        v = getitem(mapping, new_str(head));
        found = true;
      }
      if (!found) throw PyException{[&] {
          auto e = new_exception(T.KeyError, "");
          e->args = new_tuple({new_str(head)});
          return e;
        }()};
    }
    while (k < name.size()) {
      if (name[k] == '.') {
        size_t e = k + 1;
        while (e < name.size() && name[e] != '.' && name[e] != '[') ++e;
        v = getattr(v, name.substr(k + 1, e - k - 1));
        k = e;
      } else {
        size_t e = name.find(']', k);
        std::string key = name.substr(k + 1, e - k - 1);
        bool digits = !key.empty() && std::all_of(key.begin(), key.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
        v = getitem(v, digits ? Value(int64_t(std::stoll(key))) : new_str(key));
        k = e + 1;
      }
    }
    // the spec's own fields are numbered after this one's
    if (spec.find('{') != std::string::npos) spec = format_fields(spec, a, first, mapping, numbering, depth - 1);
    out += str_of(format_value(v, conversion, new_str(spec)));
  }
  return out;
}

}  // namespace

Value str_new(const CallArgs& a) {
  Value args[3];
  parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "str", {"object", "encoding", "errors"}, 0, args);
  for (int i = 1; i < 3; ++i)  // (their types first, as Argument Clinic converts them)
    if (!args[i].is_null() && !is_str(args[i]))
      raise(T.TypeError, std::string("str() argument '") + (i == 1 ? "encoding" : "errors") + "' must be str, not " +
                             type_name(args[i]));
  std::string s;
  if (!args[1].is_null() || !args[2].is_null()) {  // str(b, encoding, errors) decodes
    std::string data;
    if (is_str(args[0])) raise(T.TypeError, "decoding str is not supported");
    if (!args[0].is_null() && !buffer_of(args[0], data))
      raise(T.TypeError, "decoding to str: need a bytes-like object, " + type_name(args[0]) + " found");
    s = decode_bytes(data, args[1].is_null() ? "utf-8" : str_of(args[1]), args[2].is_null() ? "strict" : str_of(args[2]));
  } else if (!args[0].is_null()) {
    s = str(args[0]);
  }
  auto* t = as<TypeObject>(a[0]);
  if (t == T.str) return new_str(std::move(s));
  Value o(t->alloc(t));
  as<StrObject>(o)->s = std::move(s);
  return o;
}

template <class Pred>
Value all_chars(const CallArgs& a, const char* name, Pred pred) {
  const std::string& s = self_str(a, name);
  if (s.empty()) return Value::boolean(false);
  for (unsigned char c : s)
    if (!pred(c)) return Value::boolean(false);
  return Value::boolean(true);
}

// ---- text beyond ASCII: CPython's character database through ICU (lang/unicode.hpp) ----
namespace uc = lang::unicode;

void need_icu(const char* method) {
  if (!uc::icu())
    raise(T.RuntimeError, std::string("str.") + method + "() of text beyond ASCII needs ICU's " +
                              uc::icu_library_name() + ", which could not be loaded");
}

bool char_is_any(char32_t c, std::initializer_list<uc::CharClass> classes) {
  for (uc::CharClass k : classes)
    if (uc::char_is(c, k)) return true;
  return false;
}

// isalpha, isdecimal, isdigit, isnumeric, isalnum: every character of a non-empty string in one of `classes`.
template <class Pred>
Value all_code_points(const CallArgs& a, const char* name, Pred ascii, std::initializer_list<uc::CharClass> classes) {
  const std::string& s = self_str(a, name);
  if (is_ascii(s)) return all_chars(a, name, ascii);
  need_icu(name);
  for (char32_t c : uc::code_points(s))
    if (!char_is_any(c, classes)) return Value::boolean(false);
  return Value::boolean(true);
}

std::string map_one(char32_t c, uc::CaseMap how) { return uc::case_map(uc::utf8(c), how); }

// CPython's lower_ucs4: the full lowercase of cps[i]; a capital sigma is final ('ς') after a cased letter and not
// before one, case-ignorable characters skipped both ways (handle_capital_sigma).
std::string lower_at(const std::u32string& cps, size_t i) {
  if (cps[i] != 0x3A3) return map_one(cps[i], uc::CaseMap::Lower);
  size_t j = i;
  while (j > 0 && uc::char_is(cps[j - 1], uc::CharClass::CaseIgnorable)) --j;
  bool final_sigma = j > 0 && uc::char_is(cps[j - 1], uc::CharClass::Cased);
  if (final_sigma) {
    size_t k = i + 1;
    while (k < cps.size() && uc::char_is(cps[k], uc::CharClass::CaseIgnorable)) ++k;
    final_sigma = k == cps.size() || !uc::char_is(cps[k], uc::CharClass::Cased);
  }
  return uc::utf8(final_sigma ? 0x3C2 : 0x3C3);
}

}  // namespace

void init_str() {
  TypeObject* t = T.str;
  add_static(t, "__new__", str_new);
  add_method(t, "__repr__", [](const CallArgs& a) { return new_str(fmt::str_repr(str_of(a[0]))); });
  add_method(t, "__str__", [](const CallArgs& a) { return new_str(str_of(a[0])); });
  add_method(t, "__format__", [](const CallArgs& a) {
    try {
      return new_str(fmt::format_str(str_of(a[0]), format_spec_arg(a, "str")));
    } catch (fmt::FormatError& e) {
      rethrow_format(e);
    }
  });
  add_method(t, "__len__", [](const CallArgs& a) { return Value(length(a[0])); });
  // By value, also for a subclass's instance whose own __hash__ calls str.__hash__(self) (hash_of would call that).
  add_method(t, "__hash__", [](const CallArgs& a) {
    return Value(hash_of(a[0].obj()->type == T.str ? a[0] : new_str(str_of(a[0]))));
  });
  add_method(t, "__getitem__", [](const CallArgs& a) { return str_getitem(as<StrObject>(a[0]), a[1]); });
  add_method(t, "__contains__", [](const CallArgs& a) {  // (a str subclass's own text, not its __contains__ again)
    if (!is_str(a[1])) raise(T.TypeError, "'in <string>' requires string as left operand, not " + type_name(a[1]));
    return Value::boolean(str_of(a[0]).find(str_of(a[1])) != std::string::npos);
  });
  add_method(t, "__iter__", [](const CallArgs& a) { return iter(new_str(str_of(a[0]))); });
  add_method(t, "__add__", [](const CallArgs& a) {
    if (!is_str(a[1])) return kNotImplemented;
    return new_str(str_of(a[0]) + str_of(a[1]));
  });
  auto repeat = [](const CallArgs& a) {
    if (!a[1].is_int() && !a[1].is_bool()) return kNotImplemented;
    const std::string& s = str_of(a[0]);
    const int64_t n = a[1].as_int();
    std::string out;
    if (n > 0 && !s.empty()) {
      // Sized once up front: a size no allocator gives is a MemoryError at once, not a slow climb to the OOM
      // killer (CPython: OverflowError past PY_SSIZE_T_MAX, else MemoryError from the allocation).
      if (uint64_t(n) > uint64_t(INT64_MAX) / s.size()) raise(T.OverflowError, "repeated string is too long");
      out.reserve(size_t(n) * s.size());
      for (int64_t i = 0; i < n; ++i) out += s;
    }
    return new_str(std::move(out));
  };
  add_method(t, "__mul__", repeat);
  add_method(t, "__rmul__", repeat);
  add_method(t, "__mod__", [](const CallArgs& a) { return new_str(percent_format(str_of(a[0]), a[1])); });
  // other % self, reached when other's own % declined: only a str formats (CPython's unicode_mod)
  add_method(t, "__rmod__", [](const CallArgs& a) {
    check_wrapper_args(a, "__rmod__", 1);
    if (!is_str(a[1])) return kNotImplemented;
    return new_str(percent_format(str_of(a[1]), a[0]));
  });
  add_method(t, "__getnewargs__", [](const CallArgs& a) {
    check_method_args(a, "str.__getnewargs__", 0);
    return new_tuple({new_str(str_of(a[0]))});
  });
  static const char* cmp[6] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
  for (int op = 0; op < 6; ++op)
    add_method(t, cmp[op], [op](const CallArgs& a) {
      if (!is_str(a[1])) return kNotImplemented;
      const int c = str_of(a[0]).compare(str_of(a[1]));
      const bool r[6] = {c < 0, c <= 0, c == 0, c != 0, c > 0, c >= 0};
      return Value::boolean(r[op]);
    });
  add_method(t, "join", [](const CallArgs& a) {
    const std::string& sep = self_str(a, "join");
    if (!has_layout(a[1], Layout::List) && !has_layout(a[1], Layout::Tuple) &&
        lookup(type_of(a[1]), intern("__iter__").get()).is_null() &&
        lookup(type_of(a[1]), intern("__getitem__").get()).is_null())
      raise(T.TypeError, "can only join an iterable");
    const std::vector<Value> items = to_vector(a[1]);
    size_t size = 0;  // summed first, as CPython's join, so that the result is allocated once
    for (size_t i = 0; i < items.size(); ++i) {
      if (!is_str(items[i]))
        raise(T.TypeError, "sequence item " + std::to_string(i) + ": expected str instance, " + type_name(items[i]) +
                               " found");
      if (__builtin_add_overflow(size, str_of(items[i]).size() + (i ? sep.size() : 0), &size))
        raise(T.OverflowError, "join() result is too long for a Python string");
    }
    std::string out;
    out.reserve(size);
    for (size_t i = 0; i < items.size(); ++i) {
      if (i) out += sep;
      out += str_of(items[i]);
    }
    return new_str(std::move(out));
  });
  add_method(t, "split", [](const CallArgs& a) {
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "split", {"sep", "maxsplit"}, 0, args);
    return new_list(split(str_of(a[0]), args[0], args[1].is_null() ? -1 : index_of(args[1])));
  });
  add_method(t, "rsplit", [](const CallArgs& a) {
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "rsplit", {"sep", "maxsplit"}, 0, args);
    return new_list(rsplit(str_of(a[0]), args[0], args[1].is_null() ? -1 : index_of(args[1])));
  });
  add_method(t, "splitlines", [](const CallArgs& a) {
    const std::string& s = str_of(a[0]);
    const bool keep = a.args.size() > 1 && truthy(a[1]);
    std::vector<Value> out;
    size_t i = 0;
    // the line boundaries of CPython's str.splitlines: \n \r \r\n \v \f \x1c \x1d \x1e, U+0085, U+2028, U+2029
    const auto boundary = [&s](size_t j) -> size_t {
      const auto c = static_cast<unsigned char>(s[j]);
      if (c == '\r') return j + 1 < s.size() && s[j + 1] == '\n' ? 2 : 1;
      if (c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e)) return 1;
      if (c == 0xC2 && j + 1 < s.size() && static_cast<unsigned char>(s[j + 1]) == 0x85) return 2;
      if (c == 0xE2 && j + 2 < s.size() && static_cast<unsigned char>(s[j + 1]) == 0x80 &&
          (static_cast<unsigned char>(s[j + 2]) == 0xA8 || static_cast<unsigned char>(s[j + 2]) == 0xA9))
        return 3;
      return 0;
    };
    while (i < s.size()) {
      size_t j = i, n = 0;
      while (j < s.size() && (n = boundary(j)) == 0) ++j;
      out.push_back(new_str(s.substr(i, (keep ? j + n : j) - i)));
      i = j + n;
    }
    return new_list(std::move(out));
  });
  // strip, lstrip, rstrip: whitespace or the given characters off one end or both
  static constexpr struct { const char* name; bool left, right; } kStrips[] = {
      {"strip", true, true}, {"lstrip", true, false}, {"rstrip", false, true}};
  for (const auto& k : kStrips)
    add_method(t, k.name, [k](const CallArgs& a) {
      if (a.nkw()) raise(T.TypeError, std::string(k.name) + "() takes no keyword arguments");
      if (a.npos() > 2)
        raise(T.TypeError, std::string(k.name) + " expected at most 1 argument, got " + std::to_string(a.npos() - 1));
      return new_str(strip_chars(str_of(a[0]), a.args.size() > 1 ? a[1] : Value(), k.left, k.right, k.name));
    });
  auto affix = [](bool starts) {
    return [starts](const CallArgs& a) {
      const std::string& s = str_of(a[0]);
      size_t b, e;
      find_range(as<StrObject>(a[0]), a, 2, b, e);
      std::string_view sub = b <= e ? std::string_view(s).substr(b, e - b) : std::string_view();
      auto test = [&](const Value& p) {
        const std::string& x = arg_str(p, starts ? "startswith first arg must be str" : "endswith first arg must be str");
        if (b > e) return false;  // an empty range after its end matches nothing, '' included
        return starts ? sub.starts_with(x) : sub.ends_with(x);
      };
      if (has_layout(a[1], Layout::Tuple)) {
        for (const auto& p : as<TupleObject>(a[1])->items)
          if (test(p)) return Value::boolean(true);
        return Value::boolean(false);
      }
      if (!is_str(a[1]))
        raise(T.TypeError, std::string(starts ? "startswith" : "endswith") +
                               " first arg must be str or a tuple of str, not " + type_name(a[1]));
      return Value::boolean(test(a[1]));
    };
  };
  add_method(t, "startswith", affix(true));
  add_method(t, "endswith", affix(false));
  add_method(t, "replace", [](const CallArgs& a) {
    const std::string& s = str_of(a[0]);
    const std::string& old = arg_str(a[1], "replace() argument 1 must be str");
    const std::string& rep = arg_str(a[2], "replace() argument 2 must be str");
    int64_t count = a.args.size() > 3 ? index_of(a[3]) : -1;
    std::string out;
    if (old.empty()) {
      for (size_t i = 0; i <= s.size(); ++i) {
        if (count-- != 0) out += rep;
        else {
          out += s.substr(i);
          break;
        }
        if (i < s.size()) out += s[i];
      }
      return new_str(out);
    }
    size_t i = 0;
    while (count != 0) {
      size_t j = s.find(old, i);
      if (j == std::string::npos) break;
      out += s.substr(i, j - i) + rep;
      i = j + old.size();
      --count;
    }
    return new_str(out + s.substr(i));
  });
  auto finder = [](bool reverse, bool raise_missing) {
    return [reverse, raise_missing](const CallArgs& a) {
      const std::string& s = str_of(a[0]);
      const std::string& sub = arg_str(a[1], "must be str");
      size_t b, e;
      find_range(as<StrObject>(a[0]), a, 2, b, e);
      size_t pos = std::string::npos;
      if (b <= e && e - b >= sub.size()) {
        std::string_view view = std::string_view(s).substr(b, e - b);
        pos = reverse ? view.rfind(sub) : view.find(sub);
        if (pos != std::string::npos) pos += b;
      }
      if (pos == std::string::npos) {
        if (raise_missing) raise(T.ValueError, "substring not found");
        return Value(int64_t(-1));
      }
      return Value(str_code_point_index(as<StrObject>(a[0]), pos));
    };
  };
  add_method(t, "find", finder(false, false));
  add_method(t, "rfind", finder(true, false));
  add_method(t, "index", finder(false, true));
  add_method(t, "rindex", finder(true, true));
  add_method(t, "count", [](const CallArgs& a) {
    const std::string& s = str_of(a[0]);
    const std::string& sub = arg_str(a[1], "must be str");
    size_t b, e;
    find_range(as<StrObject>(a[0]), a, 2, b, e);
    if (b > e) return Value(int64_t(0));
    std::string_view view = std::string_view(s).substr(b, e - b);
    if (sub.empty()) return Value(int64_t(utf8::code_points(view.data(), view.size())) + 1);
    int64_t n = 0;
    for (size_t i = view.find(sub); i != std::string::npos; i = view.find(sub, i + sub.size())) ++n;
    return Value(n);
  });
  // upper, lower and casefold: Unicode's full mappings (ICU's) for text beyond ASCII, as CPython's ('é' -> 'É',
  // 'ß' -> 'SS', a word-final sigma 'ς', casefold's 'ß' -> 'ss'); ASCII text in place.
  const auto case_method = [t](const char* name, lang::unicode::CaseMap how) {
    const std::string method = name;
    add_method(t, name, [how, method](const CallArgs& a) {
      if (a.args.size() != 1) raise(T.TypeError, "str." + method + "() takes no arguments (" + std::to_string(a.args.size() - 1) + " given)");
      std::string s = str_of(a[0]);
      if (std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
        for (auto& c : s) c = char(how == lang::unicode::CaseMap::Upper ? std::toupper(static_cast<unsigned char>(c))
                                                                          : std::tolower(static_cast<unsigned char>(c)));
        return new_str(s);
      }
      if (!lang::unicode::icu())
        raise(T.RuntimeError, "str." + method + "() of text beyond ASCII needs ICU's " +
                                  std::string(lang::unicode::icu_library_name()) + ", which could not be loaded");
      return new_str(lang::unicode::case_map(s, how));
    });
  };
  case_method("upper", lang::unicode::CaseMap::Upper);
  case_method("lower", lang::unicode::CaseMap::Lower);
  case_method("casefold", lang::unicode::CaseMap::Fold);
  // str.maketrans(x[, y[, z]]) and str.translate(table), as CPython's: a table maps code points (ints) to ints,
  // strs or None (deleted); translate looks each code point up through the table's __getitem__ and keeps the ones
  // it raises LookupError for.
  add_static(t, "maketrans", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "str.maketrans() takes no keyword arguments");
    if (a.npos() < 1 || a.npos() > 3)
      raise(T.TypeError, "maketrans expected at most 3 arguments, got " + std::to_string(a.npos()));
    Ref<DictObject> table = new_dict();
    if (a.npos() == 1) {
      if (!isinstance(a[0], T.dict)) raise(T.TypeError, "if you give only one argument to maketrans it must be a dict");
      as<DictObject>(a[0])->for_each([&](const Value& k, const Value& v) {
        if (is_str(k)) {
          const std::u32string cps = lang::unicode::code_points(str_of(k));
          if (cps.size() != 1) raise(T.ValueError, "string keys in translate table must be of length 1");
          table->set(Value(int64_t(cps[0])), v);
        } else if (k.is_int()) {
          table->set(k, v);
        } else {
          raise(T.TypeError, "keys in translate table must be strings or integers");
        }
      });
      return Value(table);
    }
    for (int i = 0; i < int(a.npos()); ++i)
      if (!is_str(a[i]))
        raise(T.TypeError,
              std::string("maketrans() argument ") + std::to_string(i + 1) + " must be str, not " + type_name(a[i]));
    const std::u32string from = lang::unicode::code_points(str_of(a[0]));
    const std::u32string to = lang::unicode::code_points(str_of(a[1]));
    if (from.size() != to.size()) raise(T.ValueError, "the first two maketrans arguments must have equal length");
    for (size_t i = 0; i < from.size(); ++i) table->set(Value(int64_t(from[i])), Value(int64_t(to[i])));
    if (a.npos() == 3)
      for (const char32_t c : lang::unicode::code_points(str_of(a[2]))) table->set(Value(int64_t(c)), Value::none());
    return Value(table);
  });
  add_method(t, "translate", [](const CallArgs& a) {
    if (a.npos() != 2)
      raise(T.TypeError, "str.translate() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    std::string out;
    for (const char32_t c : lang::unicode::code_points(str_of(a[0]))) {
      Value mapped;
      try {
        mapped = getitem(a[1], Value(int64_t(c)));
      } catch (PyException& e) {
        if (!isinstance(Value(e.exc), T.LookupError)) throw;
        out += lang::unicode::utf8(c);
        continue;
      }
      if (mapped.is_none()) continue;
      if (is_str(mapped)) {
        out += str_of(mapped);
      } else if (mapped.is_int()) {
        const int64_t cp = mapped.as_int();
        if (cp < 0 || cp > 0x10ffff) raise(T.ValueError, "character mapping must be in range(0x110000)");
        out += lang::unicode::utf8(char32_t(cp));
      } else {
        raise(T.TypeError, "character mapping must return integer, None or str");
      }
    }
    return new_str(std::move(out));
  });
  // swapcase, capitalize and title: ASCII text in place; beyond it CPython's full mappings one character at a time
  // (capitalize and title use the titlecase mapping, 'ǆ' -> 'ǅ'; a lowered capital sigma takes its final form).
  add_method(t, "swapcase", [](const CallArgs& a) {
    std::string s = str_of(a[0]);
    if (is_ascii(s)) {
      for (auto& c : s) c = std::isupper(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : char(std::toupper(c));
      return new_str(s);
    }
    need_icu("swapcase");
    const std::u32string cps = uc::code_points(s);
    std::string out;
    for (size_t i = 0; i < cps.size(); ++i) {
      if (uc::char_is(cps[i], uc::CharClass::Upper)) out += lower_at(cps, i);
      else if (uc::char_is(cps[i], uc::CharClass::Lower)) out += map_one(cps[i], uc::CaseMap::Upper);
      else out += uc::utf8(cps[i]);
    }
    return new_str(std::move(out));
  });
  add_method(t, "capitalize", [](const CallArgs& a) {
    std::string s = str_of(a[0]);
    if (is_ascii(s)) {
      for (size_t i = 0; i < s.size(); ++i)
        s[i] = i == 0 ? char(std::toupper(static_cast<unsigned char>(s[i]))) : char(std::tolower(static_cast<unsigned char>(s[i])));
      return new_str(s);
    }
    need_icu("capitalize");
    const std::u32string cps = uc::code_points(s);
    std::string out;
    for (size_t i = 0; i < cps.size(); ++i) out += i == 0 ? map_one(cps[i], uc::CaseMap::Title) : lower_at(cps, i);
    return new_str(std::move(out));
  });
  add_method(t, "title", [](const CallArgs& a) {
    std::string s = str_of(a[0]);
    if (is_ascii(s)) {
      bool prev_cased = false;
      for (auto& c : s) {
        const bool alpha = std::isalpha(static_cast<unsigned char>(c));
        c = alpha ? (prev_cased ? char(std::tolower(c)) : char(std::toupper(c))) : c;
        prev_cased = alpha;
      }
      return new_str(s);
    }
    need_icu("title");
    const std::u32string cps = uc::code_points(s);
    std::string out;
    bool prev_cased = false;
    for (size_t i = 0; i < cps.size(); ++i) {
      out += prev_cased ? lower_at(cps, i) : map_one(cps[i], uc::CaseMap::Title);
      prev_cased = uc::char_is(cps[i], uc::CharClass::Cased);
    }
    return new_str(std::move(out));
  });
  using CC = uc::CharClass;
  add_method(t, "isdigit", [](const CallArgs& a) {
    return all_code_points(a, "isdigit", [](unsigned char c) { return bool(std::isdigit(c)); }, {CC::Digit});
  });
  add_method(t, "isnumeric", [](const CallArgs& a) {
    return all_code_points(a, "isnumeric", [](unsigned char c) { return bool(std::isdigit(c)); }, {CC::Numeric});
  });
  add_method(t, "isdecimal", [](const CallArgs& a) {
    return all_code_points(a, "isdecimal", [](unsigned char c) { return bool(std::isdigit(c)); }, {CC::Decimal});
  });
  add_method(t, "isalpha", [](const CallArgs& a) {
    return all_code_points(a, "isalpha", [](unsigned char c) { return bool(std::isalpha(c)); }, {CC::Alpha});
  });
  add_method(t, "isalnum", [](const CallArgs& a) {
    return all_code_points(a, "isalnum", [](unsigned char c) { return bool(std::isalnum(c)); },
                           {CC::Alpha, CC::Decimal, CC::Digit, CC::Numeric});
  });
  add_method(t, "isascii", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "str.isascii() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    return Value::boolean(is_ascii(str_of(a[0])));
  });
  // isprintable: every character printable (an empty string is), as CPython 3.11's table has it.
  // isprintable: every character printable (an empty string is), as CPython 3.11's table has it.
  add_method(t, "isprintable", [](const CallArgs& a) {
    const std::string& s = self_str(a, "isprintable");
    if (a.npos() != 1) raise(T.TypeError, "str.isprintable() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    for (const char32_t c : lang::unicode::code_points(s))
      if (!lang::unicode::is_printable(c)) return Value::boolean(false);
    return Value::boolean(true);
  });
  add_method(t, "isspace", [](const CallArgs& a) {
    const std::string& s = self_str(a, "isspace");
    if (s.empty()) return Value::boolean(false);
    for (size_t i = 0, k; i < s.size(); i += k)
      if ((k = sp_at(s, i)) == 0) return Value::boolean(false);
    return Value::boolean(true);
  });
  // isupper, islower, istitle as CPython's: cased characters (the Uppercase, Lowercase properties; Lt titlecase)
  // decide; a string with none is neither.
  // `want` is the case every cased character must have; none may have `other` or be titlecase.
  const auto all_cased = [](const char* name, bool upper) {
    return [name, upper](const CallArgs& a) {
      const std::string& s = str_of(a[0]);
      bool cased = false;
      if (is_ascii(s)) {
        for (unsigned char c : s) {
          if (upper ? std::islower(c) : std::isupper(c)) return Value::boolean(false);
          cased |= bool(upper ? std::isupper(c) : std::islower(c));
        }
        return Value::boolean(cased);
      }
      need_icu(name);
      const CC want = upper ? CC::Upper : CC::Lower, other = upper ? CC::Lower : CC::Upper;
      for (char32_t c : uc::code_points(s)) {
        if (uc::char_is(c, other) || uc::char_is(c, CC::Title)) return Value::boolean(false);
        cased |= uc::char_is(c, want);
      }
      return Value::boolean(cased);
    };
  };
  add_method(t, "isupper", all_cased("isupper", true));
  add_method(t, "islower", all_cased("islower", false));
  add_method(t, "istitle", [](const CallArgs& a) {
    const std::string& s = str_of(a[0]);
    const bool ascii = is_ascii(s);
    if (!ascii) need_icu("istitle");
    bool cased = false, previous_is_cased = false;
    for (char32_t c : uc::code_points(s)) {
      const bool upper = ascii ? bool(std::isupper(int(c))) : uc::char_is(c, CC::Upper) || uc::char_is(c, CC::Title);
      const bool lower = ascii ? bool(std::islower(int(c))) : uc::char_is(c, CC::Lower);
      if (upper) {
        if (previous_is_cased) return Value::boolean(false);
        previous_is_cased = cased = true;
      } else if (lower) {
        if (!previous_is_cased) return Value::boolean(false);
        previous_is_cased = cased = true;
      } else {
        previous_is_cased = false;
      }
    }
    return Value::boolean(cased);
  });
  add_method(t, "isidentifier", [](const CallArgs& a) {
    // PEP 3131 as CPython: XID_Start or `_`, then XID_Continue (lang/unicode.hpp), no normalization
    const std::u32string cps = lang::unicode::code_points(str_of(a[0]));
    return Value::boolean(!cps.empty() && lang::unicode::scan_identifier(cps) == cps.size());
  });
  add_method(t, "format", [](const CallArgs& a) { return new_str(str_format(str_of(a[0]), a, 1, Value())); });
  add_method(t, "format_map", [](const CallArgs& a) {
    CallArgs none{a.args.subspan(0, 1), nullptr};
    return new_str(str_format(str_of(a[0]), none, 1, a[1]));
  });
  add_method(t, "ljust", [](const CallArgs& a) { return new_str(pad(str_of(a[0]), index_of(a[1]), fill_char(a, 2), -1)); });
  add_method(t, "rjust", [](const CallArgs& a) { return new_str(pad(str_of(a[0]), index_of(a[1]), fill_char(a, 2), 1)); });
  add_method(t, "center", [](const CallArgs& a) { return new_str(pad(str_of(a[0]), index_of(a[1]), fill_char(a, 2), 0)); });
  add_method(t, "zfill", [](const CallArgs& a) {
    std::string s = str_of(a[0]);
    const int64_t w = index_of(a[1]);
    if (int64_t(s.size()) >= w) return new_str(s);
    const size_t fill = size_t(w) - s.size();
    size_t at = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
    s.insert(at, fill, '0');
    return new_str(s);
  });
  auto partition = [](bool reverse) {
    return [reverse](const CallArgs& a) {
      const std::string& s = str_of(a[0]);
      const std::string& sep = arg_str(a[1], "must be str");
      if (sep.empty()) raise(T.ValueError, "empty separator");
      size_t p = reverse ? s.rfind(sep) : s.find(sep);
      if (p == std::string::npos)
        return reverse ? new_tuple({new_str(""), new_str(""), new_str(s)}) : new_tuple({new_str(s), new_str(""), new_str("")});
      return new_tuple({new_str(s.substr(0, p)), new_str(sep), new_str(s.substr(p + sep.size()))});
    };
  };
  add_method(t, "partition", partition(false));
  add_method(t, "rpartition", partition(true));
  add_method(t, "removeprefix", [](const CallArgs& a) {
    const std::string& s = str_of(a[0]);
    if (a.npos() == 2 && !is_str(a[1])) raise(T.TypeError, "removeprefix() argument must be str, not " + type_name(a[1]));
    const std::string& p = str_of(a[1]);
    return new_str(s.starts_with(p) ? s.substr(p.size()) : s);
  });
  add_method(t, "removesuffix", [](const CallArgs& a) {
    const std::string& s = str_of(a[0]);
    if (a.npos() == 2 && !is_str(a[1])) raise(T.TypeError, "removesuffix() argument must be str, not " + type_name(a[1]));
    const std::string& p = str_of(a[1]);
    return new_str(!p.empty() && s.ends_with(p) ? s.substr(0, s.size() - p.size()) : s);
  });
  add_method(t, "expandtabs", [](const CallArgs& a) {
    const int64_t ts = a.args.size() > 1 ? index_of(a[1]) : 8;
    std::string out;
    size_t col = 0;
    for (char c : str_of(a[0])) {
      if (c == '\t') {
        const size_t n = ts > 0 ? size_t(ts) - col % size_t(ts) : 0;
        out.append(n, ' ');
        col += n;
      } else {
        out += c;
        col = (c == '\n' || c == '\r') ? 0 : col + 1;
      }
    }
    return new_str(out);
  });
}

}  // namespace tsr::interp
