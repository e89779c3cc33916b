// _pickle_native: the hot paths of stdlib/pickle.tsr. load() is the Unpickler's opcode loop (the only one).
// dumps(obj, protocol) pickles an object graph made
// only of the built-in types whose bytes need no Python code (None, bool, int, float, str, bytes, bytearray,
// tuple, list, dict, set, frozenset — exact types), with the same opcodes, memo, batching and framing as
// pickle.tsr's Pickler (CPython's _pickle). For anything else it returns None and pickle.tsr pickles the whole
// object itself, so the bytes never depend on which path wrote them (script test 330 covers both).
#include <gmp.h>

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

constexpr size_t kBatch = 1000, kFrameMin = 4, kFrameTarget = 64 * 1024, kFrameHeader = 9;
constexpr int kMaxDepth = 900;  // deeper graphs go to pickle.tsr, which raises RecursionError as CPython does

struct Unsupported {};  // something pickle.tsr must write

struct Writer {
  int proto;
  std::string out;
  bool framing = false;
  int64_t frame_start = -1;
  std::unordered_map<const Object*, uint32_t> memo;
  int depth = 0;

  void write(const char* p, size_t n) {
    if (framing && frame_start < 0) {
      frame_start = int64_t(out.size());
      out.append(kFrameHeader, '\xfe');
    }
    out.append(p, n);
  }
  void write(std::string_view s) { write(s.data(), s.size()); }
  void op(char c) { write(&c, 1); }
  void op1(char c, uint8_t a) {
    const char b[2] = {c, char(a)};
    write(b, 2);
  }
  template <class U>
  void op_le(char c, U v) {  // an opcode with a little-endian fixed-size argument
    char b[1 + sizeof(U)];
    b[0] = c;
    for (size_t i = 0; i < sizeof(U); ++i) b[1 + i] = char((uint64_t(v) >> (8 * i)) & 0xff);
    write(b, sizeof b);
  }

  void commit_frame() {
    if (!framing || frame_start < 0) return;
    const size_t start = size_t(frame_start);
    const size_t len = out.size() - start - kFrameHeader;
    if (len >= kFrameMin) {
      out[start] = '\x95';
      for (int i = 0; i < 8; ++i) out[start + 1 + i] = char((uint64_t(len) >> (8 * i)) & 0xff);
    } else {
      out.erase(start, kFrameHeader);
    }
    frame_start = -1;
  }
  // Data of 64 KiB or more goes outside any frame, header included.
  void write_large(std::string_view header, std::string_view payload) {
    if (payload.size() >= kFrameTarget && framing) {
      commit_frame();
      framing = false;
      write(header);
      write(payload);
      framing = true;
    } else {
      write(header);
      write(payload);
    }
  }

  void memoize(const Object* o) {
    const uint32_t idx = uint32_t(memo.size());
    memo.emplace(o, idx);
    if (proto >= 4) op('\x94');
    else if (idx < 256) op1('q', uint8_t(idx));
    else op_le<uint32_t>('r', idx);
  }
  void get(uint32_t idx) {
    if (idx < 256) op1('h', uint8_t(idx));
    else op_le<uint32_t>('j', idx);
  }

  void save_long_bytes(const std::string& le) {  // LONG1 / LONG4 with the two's complement bytes
    if (le.size() < 256) {
      op1('\x8a', uint8_t(le.size()));
    } else {
      op_le<int32_t>('\x8b', int32_t(le.size()));
    }
    write(le);
  }
  // The minimal little-endian two's complement of v, as pickle's encode_long.
  static std::string encode_long(const Value& v) {
    mpz_t z, m;
    mpz_init(z);
    mpz_init(m);
    mpz_of(v, z);
    const bool neg = mpz_sgn(z) < 0;
    mpz_abs(m, z);
    const size_t bits = mpz_sizeinbase(m, 2);
    size_t nbytes = (bits >> 3) + 1;
    if (neg) {  // 2**(8*nbytes) + z
      mpz_set_ui(m, 1);
      mpz_mul_2exp(m, m, 8 * nbytes);
      mpz_add(m, m, z);
    }
    std::string le(nbytes, '\0');
    size_t count = 0;
    mpz_export(le.data(), &count, -1, 1, 0, 0, m);
    mpz_clear(z);
    mpz_clear(m);
    if (neg && nbytes > 1 && uint8_t(le[nbytes - 1]) == 0xff && (uint8_t(le[nbytes - 2]) & 0x80)) le.pop_back();
    return le;
  }

  void save_int(const Value& v) {
    if (v.is_int()) {
      const int64_t x = v.as_int();
      if (x >= 0 && x <= 0xff) return op1('K', uint8_t(x));
      if (x >= 0 && x <= 0xffff) return op_le<uint16_t>('M', uint16_t(x));
      if (x >= -0x80000000LL && x <= 0x7fffffffLL) return op_le<int32_t>('J', int32_t(x));
    }
    if (proto < 2) throw Unsupported{};  // LONG's decimal text: pickle.tsr
    save_long_bytes(encode_long(v));
  }

  void save_float(double d) {
    uint64_t bits;
    std::memcpy(&bits, &d, 8);
    char b[9];
    b[0] = 'G';
    for (int i = 0; i < 8; ++i) b[1 + i] = char((bits >> (8 * (7 - i))) & 0xff);  // big-endian
    write(b, 9);
  }

  // A str or bytes body: `short_op` with a 1-byte length where `short_ok` and it fits, else `long_op` with a 4-byte
  // little-endian length (data past 4 GiB is left to pickle.tsr's 8-byte opcodes).
  void save_sized(char short_op, bool short_ok, char long_op, const std::string& s) {
    if (s.size() <= 0xff && short_ok) {
      op1(short_op, uint8_t(s.size()));
      write(s);
    } else if (s.size() > 0xffffffffULL) {
      throw Unsupported{};
    } else {
      char h[5] = {long_op};
      for (int i = 0; i < 4; ++i) h[1 + i] = char((uint64_t(s.size()) >> (8 * i)) & 0xff);
      write_large(std::string_view(h, 5), s);
    }
  }

  void save_str(const Value& v) {
    // tsr's str is UTF-8 already; SHORT_BINUNICODE exists from protocol 4
    save_sized('\x8c', proto >= 4, 'X', static_cast<StrObject*>(v.obj())->s);
    memoize(v.obj());
  }

  void save_bytes(const Value& v) {
    if (proto < 3) throw Unsupported{};  // _codecs.encode's reduce: pickle.tsr
    save_sized('C', true, 'B', bytes_data(v));
    memoize(v.obj());
  }

  void save_bytearray(const Value& v) {
    if (proto < 5) throw Unsupported{};
    const std::string& s = bytes_data(v);
    char h[9] = {'\x96'};
    for (int i = 0; i < 8; ++i) h[1 + i] = char((uint64_t(s.size()) >> (8 * i)) & 0xff);
    write_large(std::string_view(h, 9), s);
    memoize(v.obj());
  }

  bool memo_get(const Object* o) {
    auto it = memo.find(o);
    if (it == memo.end()) return false;
    get(it->second);
    return true;
  }

  void save_tuple(const Value& v) {
    const auto& items = static_cast<TupleObject*>(v.obj())->items;
    const size_t n = items.size();
    if (n == 0) return op(')');
    if (n <= 3 && proto >= 2) {
      for (const Value& x : items) save(x);
      if (auto it = memo.find(v.obj()); it != memo.end()) {  // recursive: drop what was pushed
        for (size_t i = 0; i < n; ++i) op('0');
        get(it->second);
        return;
      }
      op("\x85\x86\x87"[n - 1]);
      memoize(v.obj());
      return;
    }
    op('(');
    for (const Value& x : items) save(x);
    if (auto it = memo.find(v.obj()); it != memo.end()) {
      op('1');
      get(it->second);
      return;
    }
    op('t');
    memoize(v.obj());
  }

  void save_list(const Value& v) {
    op(']');
    memoize(v.obj());
    const auto& items = static_cast<ListObject*>(v.obj())->items;
    if (items.empty()) return;
    if (items.size() == 1) {
      save(Value(items[0]));
      op('a');
      return;
    }
    size_t total = 0;
    while (total < items.size()) {
      op('(');
      size_t batch = 0;
      while (total < items.size()) {
        save(Value(items[total]));
        ++total;
        if (++batch == kBatch) break;
      }
      op('e');
    }
  }

  void save_dict(const Value& v) {
    op('}');
    memoize(v.obj());
    auto* d = static_cast<DictObject*>(v.obj());
    const size_t size = d->size();
    if (size == 0) return;
    std::vector<std::pair<Value, Value>> items;
    items.reserve(size);
    d->for_each([&](const Value& k, const Value& x) { items.emplace_back(k, x); });
    if (size == 1) {
      save(items[0].first);
      save(items[0].second);
      op('s');
      return;
    }
    size_t pos = 0;
    for (;;) {  // _pickle's batch_dict_exact: a dict of exactly 1000 items ends with an empty MARK SETITEMS
      op('(');
      size_t i = 0;
      while (pos < items.size()) {
        save(items[pos].first);
        save(items[pos].second);
        ++pos;
        if (++i == kBatch) break;
      }
      op('u');
      if (i != kBatch) return;
    }
  }

  void save_set(const Value& v, bool frozen) {
    if (proto < 4) throw Unsupported{};  // the reduce to set(list): pickle.tsr
    auto* s = static_cast<SetObject*>(v.obj());
    std::vector<Value> items;
    s->for_each([&](const Value& k) { items.push_back(k); });
    if (frozen) {
      op('(');
      for (const Value& x : items) save(x);
      if (auto it = memo.find(v.obj()); it != memo.end()) {
        op('1');
        get(it->second);
        return;
      }
      op('\x91');
      memoize(v.obj());
      return;
    }
    op('\x8f');
    memoize(v.obj());
    if (items.empty()) return;
    size_t pos = 0;
    for (;;) {
      op('(');
      size_t i = 0;
      while (pos < items.size()) {
        save(items[pos]);
        ++pos;
        if (++i == kBatch) break;
      }
      op('\x90');
      if (i != kBatch) return;
    }
  }

  void save(const Value& v) {
    // A frame that has reached 64 KiB closes before the next object starts.
    if (framing && frame_start >= 0 && out.size() - size_t(frame_start) - kFrameHeader >= kFrameTarget) commit_frame();
    if (v.is_none()) return op('N');
    if (v.is_bool()) {
      if (proto >= 2) return op(v.as_bool() ? '\x88' : '\x89');
      return write(v.as_bool() ? "I01\n" : "I00\n");
    }
    if (v.is_int()) return save_int(v);
    if (v.is_float()) return save_float(v.as_float());
    if (!v.is_obj()) throw Unsupported{};
    const TypeObject* t = v.obj()->type;
    if (t == T.int_) return save_int(v);
    if (memo_get(v.obj())) return;
    if (t == T.str) return save_str(v);
    if (t == T.bytes) return save_bytes(v);
    if (++depth > kMaxDepth) throw Unsupported{};
    if (t == T.dict) save_dict(v);
    else if (t == T.set) save_set(v, false);
    else if (t == T.frozenset) save_set(v, true);
    else if (t == T.list) save_list(v);
    else if (t == T.tuple) save_tuple(v);
    else if (t == T.bytearray) save_bytearray(v);
    else throw Unsupported{};
    --depth;
  }
};

// dumps(obj, protocol) -> bytes, or None where pickle.tsr must write it.
Value native_dumps(const CallArgs& a) {
  if (a.npos() != 2 || !a[1].is_int()) raise(T.TypeError, "_pickle_native.dumps(obj, protocol)");
  Writer w;
  w.proto = int(a[1].as_int());
  if (w.proto < 1 || w.proto > 5) return Value::none();  // protocol 0's text opcodes: pickle.tsr
  try {
    if (w.proto >= 2) {
      w.op1('\x80', uint8_t(w.proto));
    }
    if (w.proto >= 4) w.framing = true;
    w.save(a[0]);
    w.op('.');
    w.commit_frame();
  } catch (const Unsupported&) {
    return Value::none();
  }
  return new_bytes(std::move(w.out));
}


// ---------------------------------------------------------------- reading

// load(unpickler, data, pos) -> (value, end): the opcode loop of pickle.tsr's Unpickler.load, every opcode of
// protocols 0-5. What needs Python-level policy calls back into the unpickler: find_class, persistent_load, and its
// _build / _instantiate / _extension / _next_buffer / _newobj_ex / _string / _unicode helpers (pickle.tsr).
struct Reader {
  Value u;
  std::string_view d;
  size_t pos;
  Ref<DictObject> memo;
  std::vector<Value> stack;
  std::vector<size_t> marks;
  Value error_class;

  [[noreturn]] void fail(const std::string& msg) { raise_value(call(error_class, {new_str(msg)})); }
  [[noreturn]] void underflow() { fail(marks.empty() ? "unpickling stack underflow" : "unexpected MARK found"); }

  std::string_view take(size_t n) {
    if (n > d.size() - pos) fail("pickle data was truncated");
    std::string_view r = d.substr(pos, n);
    pos += n;
    return r;
  }
  uint64_t le(size_t n) {
    std::string_view b = take(n);
    uint64_t v = 0;
    for (size_t i = 0; i < n; ++i) v |= uint64_t(uint8_t(b[i])) << (8 * i);
    return v;
  }
  std::string_view line() {  // without its newline
    const size_t end = d.find('\n', pos);
    if (end == std::string_view::npos) fail("pickle data was truncated");
    std::string_view r = d.substr(pos, end - pos);
    pos = end + 1;
    return r;
  }
  size_t fence() const { return marks.empty() ? 0 : marks.back(); }
  Value pop() {
    if (stack.size() <= fence()) underflow();
    Value v = std::move(stack.back());
    stack.pop_back();
    return v;
  }
  Value& top() {
    if (stack.size() <= fence()) underflow();
    return stack.back();
  }
  std::vector<Value> pop_mark() {
    if (marks.empty()) fail("could not find MARK");
    const size_t m = marks.back();
    marks.pop_back();
    std::vector<Value> items(std::make_move_iterator(stack.begin() + m), std::make_move_iterator(stack.end()));
    stack.resize(m);
    return items;
  }
  Value helper(const char* name, std::initializer_list<Value> args) { return call_method(u, name, args); }
  Value text(std::string_view b) { return new_str(decode_bytes(b, "utf-8", "strict")); }
  Value memo_get(uint64_t i) {
    Value v = memo->get(Value(int64_t(i)));
    if (v.is_null()) fail("Memo value not found at index " + std::to_string(i));
    return v;
  }
  void memo_put(uint64_t i) { memo->set(Value(int64_t(i)), top()); }
  // The text arguments of INT, LONG, FLOAT, GET and PUT are read as _pickle reads them: the C library's strtoll /
  // strtod where it uses them, else int() of the line with its newline (whose error messages show it).
  std::string_view line_nl() {  // with its newline
    const size_t start = pos;
    line();
    return d.substr(start, pos - start);
  }
  Value int_of(std::string_view t, int base) {
    return call(Value(T.int_), {new_str(decode_bytes(t, "utf-8", "strict")), Value(int64_t(base))});
  }
  Value int_text(std::string_view t) {  // INT: "00"/"01" are the bools of protocol 0
    if (t == "00\n") return Value::boolean(false);
    if (t == "01\n") return Value::boolean(true);
    const std::string z(t);
    errno = 0;
    char* end = nullptr;
    const long long v = std::strtoll(z.c_str(), &end, 0);
    if (!errno && (*end == '\n' || *end == '\0')) return Value(int64_t(v));
    try {  // a long one, or what only int() reads (underscores)
      return int_of(t, 0);
    } catch (PyException&) {
      raise(T.ValueError, "could not convert string to int");
    }
  }
  Value float_text(std::string_view t) {
    const std::string z(t);
    char* end = nullptr;
    errno = 0;
    const double v = std::strtod(z.c_str(), &end);
    const std::string shown = "'" + decode_bytes(t, "utf-8", "replace") + "'";  // CPython's %.200s, newline and all
    if (end == z.c_str() || std::isspace(uint8_t(z[0]))) raise(T.ValueError, "could not convert string to float: " + shown);
    if (errno == ERANGE && std::isinf(v)) raise(T.OverflowError, "value too large to convert to float: " + shown);
    if (*end != '\n' && *end != '\0') raise(T.ValueError, "could not convert string to float");
    return Value(v);
  }
  int64_t memo_index(std::string_view t) {
    const Value i = int_of(t, 10);
    if (!i.is_int()) fail("Memo value not found at index " + str(i));
    return i.as_int();
  }
  Value long_bytes(std::string_view b) {
    if (b.empty()) return Value(int64_t(0));
    if (b.size() <= 8) {
      uint64_t v = 0;
      for (size_t i = 0; i < b.size(); ++i) v |= uint64_t(uint8_t(b[i])) << (8 * i);
      if (b.size() < 8 && (uint8_t(b.back()) & 0x80)) v |= ~uint64_t(0) << (8 * b.size());  // sign-extend
      return Value(int64_t(v));
    }
    mpz_t z;
    mpz_init(z);
    mpz_import(z, b.size(), -1, 1, 0, 0, b.data());
    if (uint8_t(b.back()) & 0x80) {  // negative: z - 2**(8n)
      mpz_t m;
      mpz_init_set_ui(m, 1);
      mpz_mul_2exp(m, m, 8 * b.size());
      mpz_sub(z, z, m);
      mpz_clear(m);
    }
    Value r = int_from_mpz(z);
    mpz_clear(z);
    return r;
  }
  void append_items(Value& target, std::vector<Value> items) {
    if (type_of(target) == T.list) {
      auto& v = as<ListObject>(target)->items;
      for (auto& x : items) v.push_back(std::move(x));
      return;
    }
    Value extend = getattr_opt(target, intern("extend").get());
    if (!extend.is_null()) {
      call(extend, {new_list(std::move(items))});
      return;
    }
    for (auto& x : items) call_method(target, "append", {x});
  }
  void set_items(Value& target, const std::vector<Value>& items) {
    for (size_t i = 0; i + 1 < items.size(); i += 2) setitem(target, items[i], items[i + 1]);
  }

  Value run() {
    if (pos >= d.size()) raise(T.EOFError, "Ran out of input");
    for (;;) {
      if (pos >= d.size()) raise(T.EOFError, "Ran out of input");
      const uint8_t op = uint8_t(d[pos++]);
      switch (op) {
        case 0x80: {  // PROTO
          const uint8_t p = uint8_t(take(1)[0]);
          if (p > 5) raise(T.ValueError, "unsupported pickle protocol: " + std::to_string(p));
          setattr(u, intern("proto").get(), Value(int64_t(p)));
          break;
        }
        case 0x95: {  // FRAME
          const uint64_t n = le(8);
          if (n > d.size() - pos) fail("pickle data was truncated");
          break;
        }
        case '.': return pop();  // STOP
        case '(': marks.push_back(stack.size()); break;
        case 'N': stack.push_back(Value::none()); break;
        case 0x88: stack.push_back(Value::boolean(true)); break;
        case 0x89: stack.push_back(Value::boolean(false)); break;
        case 'I': stack.push_back(int_text(line_nl())); break;
        case 'J': stack.push_back(Value(int64_t(int32_t(uint32_t(le(4)))))); break;
        case 'K': stack.push_back(Value(int64_t(le(1)))); break;
        case 'M': stack.push_back(Value(int64_t(le(2)))); break;
        case 'L': {
          std::string_view t = line_nl();
          std::string text(t);
          if (text.size() > 1 && text[text.size() - 2] == 'L') text.erase(text.size() - 2, 1);  // Python 2's 12L
          stack.push_back(int_of(text, 10));
          break;
        }
        case 0x8a: stack.push_back(long_bytes(take(le(1)))); break;
        case 0x8b: {
          const int32_t n = int32_t(uint32_t(le(4)));
          if (n < 0) fail("LONG pickle has negative byte count");
          stack.push_back(long_bytes(take(size_t(n))));
          break;
        }
        case 'F': stack.push_back(float_text(line_nl())); break;
        case 'G': {
          std::string_view b = take(8);
          uint64_t bits = 0;
          for (int i = 0; i < 8; ++i) bits = (bits << 8) | uint8_t(b[i]);
          double x;
          std::memcpy(&x, &bits, 8);
          stack.push_back(Value(x));
          break;
        }
        case 'S': stack.push_back(helper("_string", {new_bytes(std::string(line())), Value::boolean(true)})); break;
        case 'T': {
          const int32_t n = int32_t(uint32_t(le(4)));
          if (n < 0) fail("BINSTRING pickle has negative byte count");
          stack.push_back(helper("_string", {new_bytes(std::string(take(size_t(n)))), Value::boolean(false)}));
          break;
        }
        case 'U': stack.push_back(helper("_string", {new_bytes(std::string(take(le(1)))), Value::boolean(false)})); break;
        case 'B': stack.push_back(new_bytes(std::string(take(le(4))))); break;
        case 'C': stack.push_back(new_bytes(std::string(take(le(1))))); break;
        case 0x8e: stack.push_back(new_bytes(std::string(take(le(8))))); break;
        case 0x96: stack.push_back(new_bytearray(std::string(take(le(8))))); break;
        case 0x97: stack.push_back(helper("_next_buffer", {})); break;
        case 0x98: {
          Value& t = top();
          if (type_of(t) == T.bytearray) t = new_bytes(bytes_data(t));
          break;
        }
        case 'V': stack.push_back(helper("_unicode", {new_bytes(std::string(line()))})); break;
        case 'X': stack.push_back(text(take(le(4)))); break;
        case 0x8d: stack.push_back(text(take(le(8)))); break;
        case 0x8c: stack.push_back(text(take(le(1)))); break;
        case 't': stack.push_back(new_tuple(pop_mark())); break;
        case ')': stack.push_back(new_tuple({})); break;
        case 0x85: case 0x86: case 0x87: {
          const size_t n = op - 0x84;
          if (stack.size() < fence() + n) underflow();
          std::vector<Value> items(std::make_move_iterator(stack.end() - n), std::make_move_iterator(stack.end()));
          stack.resize(stack.size() - n);
          stack.push_back(new_tuple(std::move(items)));
          break;
        }
        case ']': stack.push_back(new_list({})); break;
        case '}': stack.push_back(Value(new_dict())); break;
        case 0x8f: stack.push_back(Value(make<SetObject>(T.set))); break;
        case 0x91: stack.push_back(call(Value(T.frozenset), {new_list(pop_mark())})); break;
        case 'l': stack.push_back(new_list(pop_mark())); break;
        case 'd': {
          std::vector<Value> items = pop_mark();
          if (items.size() % 2) fail("odd number of items for DICT");
          Value dv(new_dict());
          set_items(dv, items);
          stack.push_back(dv);
          break;
        }
        case 'i': {
          Value module = text(line());
          Value name = text(line());
          Value cls = call_method(u, "find_class", {module, name});
          stack.push_back(helper("_instantiate", {cls, new_tuple(pop_mark())}));
          break;
        }
        case 'o': {
          std::vector<Value> args = pop_mark();
          if (args.empty()) underflow();
          Value cls = args[0];
          args.erase(args.begin());
          stack.push_back(helper("_instantiate", {cls, new_tuple(std::move(args))}));
          break;
        }
        case 0x81: {  // NEWOBJ
          Value args = pop();
          Value cls = pop();
          if (type_of(args) != T.tuple) fail("NEWOBJ expected an arg tuple.");
          if (!has_layout(cls, Layout::Type)) fail("NEWOBJ class argument isn't a type object");
          std::vector<Value> full{cls};
          for (const Value& x : as<TupleObject>(args)->items) full.push_back(x);
          stack.push_back(call_vec(getattr(cls, "__new__"), full));
          break;
        }
        case 0x92: {  // NEWOBJ_EX
          Value kwargs = pop();
          Value args = pop();
          Value cls = pop();
          stack.push_back(helper("_newobj_ex", {cls, args, kwargs}));
          break;
        }
        case 'c': {
          Value module = text(line());
          Value name = text(line());
          stack.push_back(call_method(u, "find_class", {module, name}));
          break;
        }
        case 0x93: {  // STACK_GLOBAL
          Value name = pop();
          Value module = pop();
          if (type_of(name) != T.str || type_of(module) != T.str) fail("STACK_GLOBAL requires str");
          stack.push_back(call_method(u, "find_class", {module, name}));
          break;
        }
        case 0x82: stack.push_back(helper("_extension", {Value(int64_t(le(1)))})); break;
        case 0x83: stack.push_back(helper("_extension", {Value(int64_t(le(2)))})); break;
        case 0x84: stack.push_back(helper("_extension", {Value(int64_t(int32_t(uint32_t(le(4)))))})); break;
        case 'R': {  // REDUCE
          Value args = pop();
          Value fn = top();
          if (type_of(args) != T.tuple) raise(T.TypeError, "argument list must be a tuple");
          Value r = call_vec(fn, as<TupleObject>(args)->items);
          top() = r;
          break;
        }
        case 'P': {
          std::string_view t = line();
          for (char c : t)
            if (uint8_t(c) > 127) fail("persistent IDs in protocol 0 must be ASCII strings");
          stack.push_back(call_method(u, "persistent_load", {new_str(std::string(t))}));
          break;
        }
        case 'Q': {
          Value pid = pop();
          stack.push_back(call_method(u, "persistent_load", {pid}));
          break;
        }
        case '0':
          if (stack.size() > fence()) stack.pop_back();
          else if (!marks.empty()) marks.pop_back();
          else underflow();
          break;
        case '1': pop_mark(); break;
        case '2': stack.push_back(top()); break;
        case 'g': {
          const int64_t i = memo_index(line_nl());
          if (i < 0) fail("Memo value not found at index " + std::to_string(i));
          stack.push_back(memo_get(uint64_t(i)));
          break;
        }
        case 'h': stack.push_back(memo_get(le(1))); break;
        case 'j': stack.push_back(memo_get(le(4))); break;
        case 'p': {
          const Value i = int_of(line_nl(), 10);
          if (!i.is_int() || i.as_int() < 0) raise(T.ValueError, "negative PUT argument");
          memo_put(uint64_t(i.as_int()));
          break;
        }
        case 'q': memo_put(le(1)); break;
        case 'r': memo_put(le(4)); break;
        case 0x94: memo_put(memo->size()); break;
        case 'a': {
          Value x = pop();
          Value& target = top();
          if (type_of(target) == T.list) as<ListObject>(target)->items.push_back(std::move(x));
          else call_method(target, "append", {x});
          break;
        }
        case 'e': {
          std::vector<Value> items = pop_mark();
          append_items(top(), std::move(items));
          break;
        }
        case 's': {
          Value v = pop();
          Value k = pop();
          setitem(top(), k, std::move(v));
          break;
        }
        case 'u': {
          std::vector<Value> items = pop_mark();
          if (items.size() % 2) fail("odd number of items for SETITEMS");
          set_items(top(), items);
          break;
        }
        case 0x90: {  // ADDITEMS
          std::vector<Value> items = pop_mark();
          Value& target = top();
          if (type_of(target) == T.set) {
            for (const Value& x : items) as<SetObject>(target)->add(x);
          } else {
            for (const Value& x : items) call_method(target, "add", {x});
          }
          break;
        }
        case 'b': {  // BUILD
          Value state = pop();
          Value inst = top();
          helper("_build", {inst, state});
          break;
        }
        default: {
          const char c = char(op);
          if (op >= 0x20 && op <= 0x7e && c != '\'' && c != '\\') fail(std::string("invalid load key, '") + c + "'.");
          char buf[32];
          std::snprintf(buf, sizeof buf, "invalid load key, '\\x%02x'.", op);
          fail(buf);
        }
      }
    }
  }
};

Value native_load(const CallArgs& a) {
  if (a.npos() != 3 || !a[2].is_int()) raise(T.TypeError, "_pickle_native.load(unpickler, data, pos)");
  Reader r;
  r.u = a[0];
  std::string scratch;
  r.d = need_buffer_view(a[1], scratch);
  r.pos = size_t(a[2].as_int());
  Value memo = getattr(a[0], "memo");
  if (type_of(memo) != T.dict) raise(T.TypeError, "Unpickler.memo must be a dict");
  r.memo = Ref<DictObject>(as<DictObject>(memo));
  r.error_class = getattr(import_module("pickle"), "UnpicklingError");
  Value v = r.run();
  return new_tuple({v, Value(int64_t(r.pos))});
}

void init_pickle(ModuleObject& m) {
  // is_native_type(cls): a type written in C++ (CPython's "not a heap type"), which copyreg's reductions treat as
  // CPython treats its C types.
  m.dict()->set_str(intern("is_native_type").get(), new_native("is_native_type", [](const CallArgs& a) {
    return Value::boolean(a.npos() == 1 && has_layout(a[0], Layout::Type) && as<TypeObject>(a[0])->builtin);
  }));
  m.dict()->set_str(intern("PickleBuffer").get(), picklebuffer_type());
  m.dict()->set_str(intern("dumps").get(), new_native("dumps", native_dumps));
  m.dict()->set_str(intern("load").get(), new_native("load", native_load));
}

}  // namespace

void init_pickle_module() { register_native_module("_pickle_native", init_pickle); }

}  // namespace tsr::interp
