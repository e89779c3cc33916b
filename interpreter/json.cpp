// _json: the parser and serializer under stdlib/json (issue 18), as CPython 3.11's Modules/_json.c and
// Lib/json/encoder.py behave: the same accepted texts, the same error messages at the same positions, the same
// output for every option. json/__init__.tsr holds the Python-level API (dumps, loads, JSONEncoder,
// JSONDecoder, JSONDecodeError) and calls in here for the work.
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <string>
#include <unordered_set>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/format/pyformat.hpp"
#include "interpreter/modules.hpp"
#include "lang/text.hpp"

namespace tsr::interp {

namespace {

// tsr strings are UTF-8; JSON positions count characters, so the parser works on code points.
std::u32string code_points(const std::string& s) {
  std::u32string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = s[i];
    const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    char32_t cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    for (int k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (s[i + k] & 0x3F);
    out.push_back(cp);
    i += n;
  }
  return out;
}

using lang::append_utf8;

bool is_ws(char32_t c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }

// ---------------------------------------------------------------- decoding

// A JSON term cannot start at `pos`: CPython's scanner raises StopIteration(pos), which raw_decode turns into
// "Expecting value".
struct NoValue {
  size_t pos;
};

struct Decoder {
  std::u32string s;
  Value doc;  // the original str, for JSONDecodeError
  Value error_class, object_hook, object_pairs_hook, parse_float, parse_int, parse_constant;
  bool strict = true;
  std::string lone_surrogate;  // the first one met, for the error at the end

  [[noreturn]] void fail(const char* msg, size_t pos) const {
    raise_value(call(error_class, {new_str(msg), doc, Value(int64_t(pos))}));
  }

  size_t skip_ws(size_t i) const {
    while (i < s.size() && is_ws(s[i])) ++i;
    return i;
  }

  // scanstring_unicode: `begin` is just past the opening quote; returns the text and sets `end` past the
  // closing quote.
  Value string(size_t begin, size_t& end) {
    std::string out;
    size_t i = begin;
    const size_t quote = begin - 1;
    for (;;) {
      size_t j = i;
      while (j < s.size() && s[j] != '"' && s[j] != '\\') {
        if (s[j] <= 0x1F && strict) fail("Invalid control character at", j);
        append_utf8(out, s[j]);
        ++j;
      }
      if (j >= s.size()) fail("Unterminated string starting at", quote);
      if (s[j] == '"') {
        end = j + 1;
        return new_str(std::move(out));
      }
      ++j;  // the backslash
      if (j >= s.size()) fail("Unterminated string starting at", quote);
      const char32_t c = s[j];
      if (c != 'u') {
        char32_t r = 0;
        switch (c) {
          case '"': r = '"'; break;
          case '\\': r = '\\'; break;
          case '/': r = '/'; break;
          case 'b': r = '\b'; break;
          case 'f': r = '\f'; break;
          case 'n': r = '\n'; break;
          case 'r': r = '\r'; break;
          case 't': r = '\t'; break;
          default: fail("Invalid \\escape", j - 1);
        }
        append_utf8(out, r);
        i = j + 1;
        continue;
      }
      ++j;
      size_t stop = j + 4;
      if (stop >= s.size()) fail("Invalid \\uXXXX escape", j - 1);
      auto hex4 = [&](size_t at, size_t last) {
        char32_t v = 0;
        for (size_t k = at; k < at + 4; ++k) {
          const char32_t h = s[k];
          const int d = is_digit(h) ? int(h - '0') : (h >= 'a' && h <= 'f') ? int(h - 'a' + 10)
                                                    : (h >= 'A' && h <= 'F') ? int(h - 'A' + 10) : -1;
          if (d < 0) fail("Invalid \\uXXXX escape", last - 5);
          v = (v << 4) | char32_t(d);
        }
        return v;
      };
      char32_t cp = hex4(j, stop);
      j = stop;
      if (cp >= 0xD800 && cp <= 0xDBFF && stop + 6 < s.size() && s[j] == '\\' && s[j + 1] == 'u') {
        const char32_t low = hex4(j + 2, stop + 6);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          stop += 6;
        }
      }
      // tsr's str is UTF-8 text, which has no room for a lone surrogate (CPython keeps one in the str). The
      // error waits for the end of the parse, so that any error CPython reports in the rest of the text comes
      // first; meanwhile U+FFFD stands in.
      if (cp >= 0xD800 && cp <= 0xDFFF) {
        if (lone_surrogate.empty()) {
          char buf[64];
          std::snprintf(buf, sizeof buf, "\\u%04x at char %zu", unsigned(cp), stop - 6);
          lone_surrogate = buf;
        }
        cp = 0xFFFD;
      }
      append_utf8(out, cp);
      i = stop;
    }
  }

  bool match(size_t i, const char* word) const {
    for (size_t k = 0; word[k]; ++k)
      if (i + k >= s.size() || s[i + k] != char32_t(word[k])) return false;
    return true;
  }

  std::string ascii(size_t from, size_t to) const {
    std::string out;
    for (size_t k = from; k < to; ++k) out += char(s[k]);
    return out;
  }

  // scan_once_unicode
  Value value(size_t i, size_t& end) {
    if (i >= s.size()) throw NoValue{i};
    switch (s[i]) {
      case '"': return string(i + 1, end);
      case '{': {
        RecursionGuard guard(" while decoding a JSON object from a unicode string");
        return object(i + 1, end);
      }
      case '[': {
        RecursionGuard guard(" while decoding a JSON array from a unicode string");
        return array(i + 1, end);
      }
      case 'n':
        if (match(i, "null")) { end = i + 4; return Value::none(); }
        break;
      case 't':
        if (match(i, "true")) { end = i + 4; return Value::boolean(true); }
        break;
      case 'f':
        if (match(i, "false")) { end = i + 5; return Value::boolean(false); }
        break;
      case 'N':
        if (match(i, "NaN")) { end = i + 3; return constant("NaN"); }
        break;
      case 'I':
        if (match(i, "Infinity")) { end = i + 8; return constant("Infinity"); }
        break;
      case '-':
        if (match(i, "-Infinity")) { end = i + 9; return constant("-Infinity"); }
        break;
    }
    return number(i, end);
  }

  Value constant(const char* name) {
    if (!parse_constant.is_none()) return call(parse_constant, {new_str(name)});
    return Value(name[0] == 'N' ? std::nan("") : name[0] == '-' ? -HUGE_VAL : HUGE_VAL);
  }

  // _match_number_unicode
  Value number(size_t start, size_t& end) {
    size_t i = start;
    if (s[i] == '-' && ++i >= s.size()) throw NoValue{start};
    if (s[i] >= '1' && s[i] <= '9') {
      while (i < s.size() && is_digit(s[i])) ++i;
    } else if (s[i] == '0') {
      ++i;
    } else {
      throw NoValue{start};
    }
    bool is_float = false;
    if (i + 1 < s.size() && s[i] == '.' && is_digit(s[i + 1])) {
      is_float = true;
      i += 2;
      while (i < s.size() && is_digit(s[i])) ++i;
    }
    if (i + 1 < s.size() && (s[i] == 'e' || s[i] == 'E')) {
      const size_t e_start = i++;
      if (i + 1 < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
      while (i < s.size() && is_digit(s[i])) ++i;
      if (is_digit(s[i - 1])) is_float = true;
      else i = e_start;
    }
    end = i;
    const std::string text = ascii(start, i);
    if (is_float) {
      if (!parse_float.is_none()) return call(parse_float, {new_str(text)});
      return Value(std::strtod(text.c_str(), nullptr));
    }
    if (!parse_int.is_none()) return call(parse_int, {new_str(text)});
    errno = 0;
    const long long v = std::strtoll(text.c_str(), nullptr, 10);
    if (errno == ERANGE) return call(Value(T.int_), {new_str(text)});  // int() says what tsr does with big ints
    return Value(int64_t(v));
  }

  Value object(size_t i, size_t& end) {
    std::vector<Value> pairs;
    Ref<DictObject> dict = object_pairs_hook.is_none() ? new_dict() : Ref<DictObject>();
    i = skip_ws(i);
    if (i >= s.size() || s[i] != '}') {
      for (;;) {
        if (i >= s.size() || s[i] != '"') fail("Expecting property name enclosed in double quotes", i);
        size_t next;
        Value key = string(i + 1, next);
        i = skip_ws(next);
        if (i >= s.size() || s[i] != ':') fail("Expecting ':' delimiter", i);
        i = skip_ws(i + 1);
        Value v = value(i, next);
        if (dict) dict->set(std::move(key), std::move(v));
        else pairs.push_back(new_tuple({std::move(key), std::move(v)}));
        i = skip_ws(next);
        if (i < s.size() && s[i] == '}') break;
        if (i >= s.size() || s[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_ws(i + 1);
      }
    }
    end = i + 1;
    if (!dict) return call(object_pairs_hook, {new_list(std::move(pairs))});
    if (!object_hook.is_none()) return call(object_hook, {Value(dict)});
    return Value(dict);
  }

  Value array(size_t i, size_t& end) {
    std::vector<Value> items;
    i = skip_ws(i);
    if (i >= s.size() || s[i] != ']') {
      for (;;) {
        size_t next;
        items.push_back(value(i, next));
        i = skip_ws(next);
        if (i < s.size() && s[i] == ']') break;
        if (i >= s.size() || s[i] != ',') fail("Expecting ',' delimiter", i);
        i = skip_ws(i + 1);
      }
    }
    end = i + 1;
    return new_list(std::move(items));
  }
};

// scan(s, idx, whole, error_class, strict, object_hook, object_pairs_hook, parse_float, parse_int,
// parse_constant) -> (value, end). `whole`: JSONDecoder.decode (whitespace around the one value, nothing after
// it); else raw_decode from idx.
Value scan(const CallArgs& a) {
  if (a.npos() != 10 || !is_str(a[0])) raise(T.TypeError, "_json.scan: bad arguments");
  Decoder d;
  d.s = code_points(str_of(a[0]));
  d.doc = a[0];
  d.error_class = a[3];
  d.strict = truthy(a[4]);
  d.object_hook = a[5];
  d.object_pairs_hook = a[6];
  d.parse_float = a[7];
  d.parse_int = a[8];
  d.parse_constant = a[9];
  const bool whole = truthy(a[2]);
  int64_t idx = index_of(a[1]);
  if (idx < 0) raise(T.ValueError, "idx cannot be negative");
  size_t start = whole ? d.skip_ws(size_t(idx)) : size_t(idx);
  size_t end = 0;
  Value v;
  try {
    v = d.value(start, end);
  } catch (const NoValue& e) {
    d.fail("Expecting value", e.pos);
  }
  if (whole) {
    end = d.skip_ws(end);
    if (end != d.s.size()) d.fail("Extra data", end);
  }
  if (!d.lone_surrogate.empty())
    raise(T.ValueError, "json: tsr strings cannot hold the lone surrogate " + d.lone_surrogate);
  return new_tuple({std::move(v), Value(int64_t(end))});
}

// ---------------------------------------------------------------- encoding

struct Encoder {
  Value default_fn;
  std::string indent, item_sep, key_sep;
  bool has_indent = false, skipkeys = false, ensure_ascii = true, check_circular = true, allow_nan = true,
       sort_keys = false, name_bad_floats = false, chunked = false;
  std::unordered_set<const Object*> markers;
  std::string out;
  std::vector<Value> chunks;

  void string(const std::string& text) {
    static const char hex[] = "0123456789abcdef";
    auto u_escape = [&](char32_t c) {
      out += "\\u";
      for (int shift = 12; shift >= 0; shift -= 4) out += hex[(c >> shift) & 0xF];
    };
    out += '"';
    for (char32_t c : code_points(text)) {
      switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
          if (c < 0x20) {
            u_escape(c);
          } else if (c < 0x7F || !ensure_ascii) {
            append_utf8(out, c);
          } else if (c < 0x10000) {
            u_escape(c);
          } else {
            u_escape(0xD800 + ((c - 0x10000) >> 10));
            u_escape(0xDC00 + ((c - 0x10000) & 0x3FF));
          }
      }
    }
    out += '"';
  }

  // float.__repr__, with JSON's names for the non-finite values. CPython's C encoder leaves the value out of
  // the allow_nan error; its Python one names it.
  std::string float_text(double v) {
    if (std::isfinite(v)) return fmt::float_repr(v);
    if (!allow_nan)
      raise(T.ValueError, std::string("Out of range float values are not JSON compliant") +
                              (name_bad_floats ? ": " + fmt::float_repr(v) : ""));
    return std::isnan(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity";
  }

  void enter(const Value& o) {
    if (check_circular && !markers.insert(o.obj()).second) raise(T.ValueError, "Circular reference detected");
  }
  void leave(const Value& o) {
    if (check_circular) markers.erase(o.obj());
  }

  void newline(int level) {
    out += '\n';
    for (int k = 0; k < level; ++k) out += indent;
  }

  // A scalar's text, or false for a container or another object.
  bool scalar(const Value& o) {
    if (is_str(o)) string(str_of(o));
    else if (o.is_none()) out += "null";
    else if (o.is_bool()) out += o.as_bool() ? "true" : "false";
    else if (isinstance(o, T.int_)) out += int_text(o);
    else if (isinstance(o, T.float_)) out += float_text(float_value(o));
    else return false;
    return true;
  }

  // An int or float subclass's instance (an IntEnum member) by its value, as CPython's encoder writes it
  // (int.__repr__, float.__repr__), not by the subclass's own __repr__.
  static std::string int_text(const Value& o) {
    if (o.is_int() || type_of(o) == T.int_) return repr(o);
    static StrObject* s_repr = intern("__repr__").get();
    return str_of(call(lookup(T.int_, s_repr), {o}));
  }
  static double float_value(const Value& o) {
    if (o.is_float()) return o.as_float();
    static StrObject* s_float = intern("__float__").get();
    return call(lookup(T.float_, s_float), {o}).as_float();
  }

  // The end of one of the chunks JSONEncoder.iterencode yields: the emit() calls sit where CPython's
  // _make_iterencode yields, so dump() writes the same pieces and, on an error, has written the same part.
  void emit() {
    if (!chunked) return;
    chunks.push_back(new_str(std::move(out)));
    out.clear();
  }

  void encode(const Value& o, int level) {
    if (scalar(o)) return emit();
    RecursionGuard guard(" while encoding a JSON object");
    if (has_layout(o, Layout::List) || has_layout(o, Layout::Tuple)) return list(o, level);
    if (has_layout(o, Layout::Dict)) return dict(o, level);
    enter(o);
    if (default_fn.is_none()) raise(T.TypeError, "Object of type " + type_name(o) + " is not JSON serializable");
    encode(call(default_fn, {o}), level);
    leave(o);
  }

  // A list's or dict's value: a scalar joins the chunk, anything else starts its own.
  void member(const Value& v, int level) {
    if (scalar(v)) return emit();
    emit();
    encode(v, level);
  }

  void list(const Value& o, int level) {
    const auto& items = has_layout(o, Layout::List) ? as<ListObject>(o)->items : as<TupleObject>(o)->items;
    if (items.empty()) {
      out += "[]";
      return emit();
    }
    enter(o);
    out += '[';
    if (has_indent) newline(++level);
    for (size_t k = 0; k < items.size(); ++k) {
      if (k) {
        out += item_sep;
        if (has_indent) newline(level);
      }
      Value item = items[k];  // the list may change under a default() call
      member(item, level);
    }
    if (has_indent) {
      newline(--level);
      emit();
    }
    out += ']';
    emit();
    leave(o);
  }

  void dict(const Value& o, int level) {
    auto* d = as<DictObject>(o);
    if (d->size() == 0) {
      out += "{}";
      return emit();
    }
    enter(o);
    std::vector<Value> items;
    d->for_each([&](const Value& k, const Value& v) { items.push_back(new_tuple({k, v})); });
    if (sort_keys) sort_values(items, Value(), false);
    out += '{';
    emit();
    if (has_indent) {
      newline(++level);
      emit();
    }
    bool first = true;
    for (const Value& kv : items) {
      const Value& key = as<TupleObject>(kv)->items[0];
      std::string key_text;
      if (is_str(key)) key_text = str_of(key);
      else if (key.is_bool()) key_text = key.as_bool() ? "true" : "false";
      else if (isinstance(key, T.float_)) key_text = float_text(float_value(key));
      else if (key.is_none()) key_text = "null";
      else if (isinstance(key, T.int_)) key_text = int_text(key);
      else if (skipkeys) continue;
      else raise(T.TypeError, "keys must be str, int, float, bool or None, not " + type_name(key));
      if (!first) {
        out += item_sep;
        if (has_indent) newline(level);
        emit();
      }
      first = false;
      string(key_text);
      emit();
      out += key_sep;
      emit();
      const Value& v = as<TupleObject>(kv)->items[1];
      if (!scalar(v)) encode(v, level);
      else emit();
    }
    if (has_indent) {
      newline(--level);
      emit();
    }
    out += '}';
    emit();
    leave(o);
  }
};

// encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent, item_sep, key_sep, default,
// chunked) -> str, or with `chunked` (chunks, exception or None): JSONEncoder.iterencode's chunks, those made
// before an error included (dump has written them when the error comes). `indent` is None or the str one level
// adds (JSONEncoder turns an int into spaces).
Value encode(const CallArgs& a) {
  if (a.npos() != 11) raise(T.TypeError, "_json.encode: bad arguments");
  // CPython's c_make_encoder takes key_separator as its argument 5, item_separator as 6
  for (auto [k, position] : {std::pair{8, "5"}, std::pair{7, "6"}})
    if (!is_str(a[k]))
      raise(T.TypeError, std::string("make_encoder() argument ") + position + " must be str, not " + type_name(a[k]));
  if (!a[6].is_none() && !is_str(a[6])) raise(T.TypeError, "indent must be an int or a str, not " + type_name(a[6]));
  Encoder e;
  e.skipkeys = truthy(a[1]);
  e.ensure_ascii = truthy(a[2]);
  e.check_circular = truthy(a[3]);
  e.allow_nan = truthy(a[4]);
  e.sort_keys = truthy(a[5]);
  e.has_indent = !a[6].is_none();
  if (e.has_indent) e.indent = str_of(a[6]);
  e.item_sep = str_of(a[7]);
  e.key_sep = str_of(a[8]);
  e.default_fn = a[9];
  const bool chunked = truthy(a[10]);
  // CPython's C encoder serves one-shot encodes without indent; its Python one, which names the value in the
  // allow_nan error, the rest.
  e.name_bad_floats = chunked || e.has_indent;
  if (!chunked) {
    e.encode(a[0], 0);
    return new_str(std::move(e.out));
  }
  e.chunked = true;
  Value error = Value::none();
  try {
    e.encode(a[0], 0);
  } catch (PyException& ex) {
    error = Value(ex.exc);
  }
  return new_tuple({new_list(std::move(e.chunks)), std::move(error)});
}

// encode_basestring(s) / encode_basestring_ascii(s): a str as a JSON string literal.
Value encode_string(const CallArgs& a, bool ascii) {
  if (a.npos() != 1 || !is_str(a[0]))
    raise(T.TypeError, "first argument must be a string, not " + (a.npos() ? type_name(a[0]) : std::string("nothing")));
  Encoder e;
  e.ensure_ascii = ascii;
  e.string(str_of(a[0]));
  return new_str(std::move(e.out));
}

void init_json_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("scan", scan);
  def("encode", encode);
  def("encode_basestring", [](const CallArgs& a) { return encode_string(a, false); });
  def("encode_basestring_ascii", [](const CallArgs& a) { return encode_string(a, true); });
}

}  // namespace

void init_json() { register_native_module("_json", init_json_module); }

}  // namespace tsr::interp
