// _tsr_re: the PCRE2 engine under stdlib/re/__init__.tsr (issue 18). re.tsr translates Python's pattern syntax into
// PCRE2's and holds the Pattern and Match classes; this module compiles the translated pattern and runs it.
// tsr strings are UTF-8 and PCRE2 works in their bytes (8-bit code units, UTF mode), while Python's positions
// count code points, so every position crossing this boundary is converted here (docs/stdlib.md, "re").
// A bytes pattern is compiled without UTF mode: its subjects (bytes, bytearray, memoryview) are matched as they
// are, positions are byte offsets and groups come back as bytes.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <string>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

// Python's flag bits (re.IGNORECASE and so on), the ones that reach the engine as options.
constexpr int64_t kIgnoreCase = 2, kMultiline = 8, kDotAll = 16, kAscii = 256;

// Compiled patterns by handle. Pattern.__del__ in re.tsr frees its slot; freed slots are reused.
std::vector<pcre2_code*>& codes() {
  static std::vector<pcre2_code*> table;
  return table;
}

pcre2_code* code_of(const Value& h) {
  if (!h.is_int() || h.as_int() < 0 || size_t(h.as_int()) >= codes().size() || !codes()[h.as_int()])
    raise(T.ValueError, "_tsr_re: not a compiled pattern");
  return codes()[h.as_int()];
}

bool is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// Code points in s[from, to): the bytes that do not continue a sequence.
int64_t count_code_points(const std::string& s, size_t from, size_t to) {
  int64_t n = 0;
  for (size_t i = from; i < to; ++i) n += !is_continuation(static_cast<unsigned char>(s[i]));
  return n;
}

// Byte offsets to code points, counting on from an anchor (byte, code point) that only moves forward, so that a
// scan over a long string stays linear. Offsets before the anchor (a group in a look-behind) count from 0.
struct Positions {
  const std::string& s;
  size_t anchor_byte = 0;
  int64_t anchor_cp = 0;
  bool bytes = false;  // a bytes subject: positions are the byte offsets themselves
  bool ascii = false;  // an ASCII str subject: so are they
  int64_t to_cp(size_t b) const {
    if (bytes || ascii) return int64_t(b);
    if (b >= anchor_byte) return anchor_cp + count_code_points(s, anchor_byte, b);
    return count_code_points(s, 0, b);
  }
  void move_to(size_t b) {
    if (b > anchor_byte && !bytes && !ascii) {
      anchor_cp += count_code_points(s, anchor_byte, b);
      anchor_byte = b;
    }
  }
};

// The last match as (spans, texts): the group offsets as code points (start0, end0, start1, end1, ...; -1 for a
// group that did not take part) and the groups' text (None for those), cut here from the UTF-8 bytes because
// slicing a tsr str by code points walks it from the start.
Value spans(pcre2_match_data* md, uint32_t ngroups, Positions& pos) {
  const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md);
  pos.move_to(ov[0] < ov[1] ? ov[0] : ov[1]);
  std::vector<Value> offsets, texts;
  offsets.reserve(2 * (ngroups + 1));
  texts.reserve(ngroups + 1);
  for (uint32_t g = 0; g <= ngroups; ++g) {
    if (ov[2 * g] == PCRE2_UNSET) {
      offsets.emplace_back(int64_t(-1));
      offsets.emplace_back(int64_t(-1));
      texts.push_back(Value::none());
    } else {
      offsets.emplace_back(pos.to_cp(ov[2 * g]));
      offsets.emplace_back(pos.to_cp(ov[2 * g + 1]));
      // A \K-free pattern never ends a group before its start; guard anyway.
      const size_t b = ov[2 * g], e = std::max(ov[2 * g], ov[2 * g + 1]);
      texts.push_back(pos.bytes ? new_bytes(pos.s.substr(b, e - b)) : new_str(pos.s.substr(b, e - b)));
    }
  }
  return new_tuple({new_tuple(std::move(offsets)), new_tuple(std::move(texts))});
}

struct MatchData {
  pcre2_match_data* md;
  explicit MatchData(pcre2_code* c) : md(pcre2_match_data_create_from_pattern(c, nullptr)) {}
  ~MatchData() { pcre2_match_data_free(md); }
  MatchData(const MatchData&) = delete;
  MatchData& operator=(const MatchData&) = delete;
};

// pcre2_match, raising for the engine's own failures (a match or depth limit): Python's engine has none, so
// they surface as RuntimeError rather than as "no match".
// The JIT's stack: PCRE2's default 32 KiB runs out on a repeated group over some 50,000 characters, which
// CPython's engine (a heap stack) matches. It grows on demand to 64 MiB; beyond that the match reruns in PCRE2's
// interpreter, whose backtracking lives on the heap.
pcre2_match_context* match_context() {
  static pcre2_match_context* ctx = [] {
    pcre2_match_context* c = pcre2_match_context_create(nullptr);
    pcre2_jit_stack* stack = pcre2_jit_stack_create(32 * 1024, 64 * 1024 * 1024, nullptr);
    if (stack) pcre2_jit_stack_assign(c, nullptr, stack);
    return c;
  }();
  return ctx;
}

bool run_match(pcre2_code* code, const std::string& s, size_t end, size_t start, uint32_t options,
               pcre2_match_data* md) {
  auto subject = reinterpret_cast<PCRE2_SPTR>(s.data());
  int rc = pcre2_match(code, subject, end, start, options | PCRE2_NO_UTF_CHECK, md, match_context());
  if (rc == PCRE2_ERROR_JIT_STACKLIMIT)
    rc = pcre2_match(code, subject, end, start, options | PCRE2_NO_UTF_CHECK | PCRE2_NO_JIT, md, match_context());
  if (rc >= 0) return true;
  if (rc == PCRE2_ERROR_NOMATCH) return false;
  PCRE2_UCHAR buf[256];
  pcre2_get_error_message(rc, buf, sizeof buf);
  raise(T.RuntimeError, std::string("re: the PCRE2 engine gave up: ") + reinterpret_cast<char*>(buf));
}

// A bytes pattern's translation (a str whose characters are all below U+0100) as the bytes it stands for.
std::string latin1_bytes(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      out += char(c);
    } else {  // a two-byte sequence 0xC2/0xC3 + continuation: U+0080..U+00FF
      if (c > 0xC3 || i + 1 >= s.size()) raise(T.ValueError, "_tsr_re: a bytes pattern's translation holds a character above U+00FF");
      out += char(((c & 0x1F) << 6) | (static_cast<unsigned char>(s[++i]) & 0x3F));
    }
  }
  return out;
}

bool is_bytes_code(pcre2_code* code) {
  uint32_t opts = 0;
  pcre2_pattern_info(code, PCRE2_INFO_ARGOPTIONS, &opts);
  return !(opts & PCRE2_UTF);
}

// compile(pattern, flags[, is_bytes]) -> (handle, groups, ((name, index), ...)), or (None, message, offset): the
// offset in code points, or in bytes for a bytes pattern (compiled without UTF mode, so with ASCII classes and
// case folding, as Python's bytes patterns).
Value compile(const CallArgs& a) {
  if (a.npos() < 2 || a.npos() > 3 || !is_str(a[0]) || !a[1].is_int()) raise(T.TypeError, "_tsr_re.compile(pattern, flags)");
  const bool is_bytes = a.npos() == 3 && truthy(a[2]);
  const std::string pat = is_bytes ? latin1_bytes(str_of(a[0])) : str_of(a[0]);
  const int64_t flags = a[1].as_int();
  uint32_t options = (is_bytes ? 0 : PCRE2_UTF) | PCRE2_ALT_CIRCUMFLEX;
  if (!(flags & kAscii) && !is_bytes) options |= PCRE2_UCP;
  if (flags & kIgnoreCase) options |= PCRE2_CASELESS;
  if (flags & kMultiline) options |= PCRE2_MULTILINE;
  if (flags & kDotAll) options |= PCRE2_DOTALL;
  // Python's `.`, `$` and MULTILINE's `^` know only "\n" as a line end, whatever PCRE2 was built with.
  pcre2_compile_context* cc = pcre2_compile_context_create(nullptr);
  pcre2_set_newline(cc, PCRE2_NEWLINE_LF);
  int err = 0;
  PCRE2_SIZE erroff = 0;
  pcre2_code* code =
      pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pat.data()), pat.size(), options, &err, &erroff, cc);
  pcre2_compile_context_free(cc);
  if (!code) {
    PCRE2_UCHAR buf[256];
    pcre2_get_error_message(err, buf, sizeof buf);
    const size_t off = std::min<size_t>(erroff, pat.size());
    return new_tuple({Value::none(), new_str(reinterpret_cast<char*>(buf)),
                      Value(is_bytes ? int64_t(off) : count_code_points(pat, 0, off))});
  }
  pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);  // where the JIT is unavailable the interpreter runs instead
  uint32_t ngroups = 0, nnames = 0, entry = 0;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &ngroups);
  pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &nnames);
  pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &entry);
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
  std::vector<Value> names;
  for (uint32_t i = 0; i < nnames; ++i) {
    PCRE2_SPTR e = table + size_t(i) * entry;
    const int64_t index = (int64_t(e[0]) << 8) | e[1];
    names.push_back(new_tuple({new_str(reinterpret_cast<const char*>(e + 2)), Value(index)}));
  }
  auto& t = codes();
  size_t h = 0;
  while (h < t.size() && t[h]) ++h;
  if (h == t.size()) t.push_back(nullptr);
  t[h] = code;
  return new_tuple({Value(int64_t(h)), Value(int64_t(ngroups)), new_tuple(std::move(names))});
}

// [pos, endpos) of a call, clamped to the string as CPython clamps them, in bytes and code points. endpos None
// means the end, whose code-point index is left unknown (-1): counting it would walk the whole string.
struct Range {
  size_t start, end;
  int64_t pos, endpos;
};

// Code point `cp` of a str subject (clamped to its end) as a byte offset, by the string's own index: the
// offset itself for an ASCII text, a short walk from a block start otherwise, so a tokenizer that matches at
// positions going back and forth (p.match(text, pos)) costs the same anywhere in a long text.
std::pair<size_t, int64_t> walk_to(const Value& text, int64_t cp) {
  const auto* so = static_cast<const StrObject*>(text.obj());
  const int64_t k = std::min(cp, str_length(so));
  return {str_byte_offset(so, k), k};
}

bool is_ascii(const Value& text) {
  const auto* so = static_cast<const StrObject*>(text.obj());
  return str_length(so) == int64_t(so->s.size());
}

Range byte_range(const Value& text, const Value& pos, const Value& endpos) {
  const std::string& s = str_of(text);
  Range r;
  auto [start, p] = walk_to(text, std::max<int64_t>(0, pos.as_int()));
  r.start = start;
  r.pos = p;
  if (endpos.is_none()) {
    r.end = s.size();
    r.endpos = -1;
  } else {
    const int64_t e = std::max<int64_t>(0, endpos.as_int());
    if (e < p) {  // before pos: an empty range that cannot match; where it ends does not matter
      r.end = start;
      r.endpos = e;
      return r;
    }
    std::tie(r.end, r.endpos) = walk_to(text, e);
  }
  return r;
}

void check_args(const CallArgs& a, size_t n, const char* what) {
  if (a.npos() != n || !a[2].is_int() || !(a[3].is_int() || a[3].is_none()))
    raise(T.TypeError, std::string("_tsr_re.") + what + ": bad arguments");
}

// A subject's bytes and the clamped range for a bytes pattern; a str subject for a str pattern (re.tsr checks
// the kinds agree first, with CPython's messages).
std::string subject_bytes(const Value& v) {
  std::string data;
  if (!buffer_of(v, data)) raise(T.TypeError, "_tsr_re: a bytes pattern needs a bytes-like subject");
  return data;
}

Range bytes_range(const std::string& s, const Value& pos, const Value& endpos) {
  Range r;
  r.start = size_t(std::min<int64_t>(std::max<int64_t>(0, pos.as_int()), int64_t(s.size())));
  r.pos = int64_t(r.start);
  r.end = endpos.is_none() ? s.size() : size_t(std::min<int64_t>(std::max<int64_t>(0, endpos.as_int()), int64_t(s.size())));
  r.endpos = int64_t(r.end);
  if (r.end < r.start) r.end = r.start;  // an empty range that cannot match (endpos stays below pos)
  return r;
}

// match(handle, string, pos, endpos, mode): mode 0 searches, 1 matches at pos, 2 matches all of [pos, endpos).
// None, or (spans, texts, pos, endpos) with pos and endpos clamped (endpos -1 when it is the end).
Value match(const CallArgs& a) {
  check_args(a, 5, "match");
  pcre2_code* code = code_of(a[0]);
  const bool bytes = is_bytes_code(code);
  const std::string data = bytes ? subject_bytes(a[1]) : std::string();
  const std::string& s = bytes ? data : str_of(a[1]);
  const Range r = bytes ? bytes_range(data, a[2], a[3]) : byte_range(a[1], a[2], a[3]);
  if (r.endpos >= 0 && r.endpos < r.pos) return Value::none();
  const int64_t mode = a[4].as_int();
  const uint32_t options = mode == 0 ? 0 : mode == 1 ? PCRE2_ANCHORED : PCRE2_ANCHORED | PCRE2_ENDANCHORED;
  MatchData md(code);
  if (!run_match(code, s, r.end, r.start, options, md.md)) return Value::none();
  uint32_t ngroups = 0;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &ngroups);
  Positions p{s, r.start, r.pos, bytes, !bytes && is_ascii(a[1])};
  Value found = spans(md.md, ngroups, p);
  auto* t = as<TupleObject>(found);
  return new_tuple({t->items[0], t->items[1], Value(r.pos), Value(r.endpos)});
}

// scan(handle, string, pos, endpos) -> (pos, endpos, iterator) with pos and endpos clamped as match's; the iterator over successive matches as (spans, texts, gap), gap being the
// text between the previous match (or pos) and this one, as finditer, findall, sub and split walk them. After an empty match the next may not be empty at the same place
// (PCRE2_NOTEMPTY_ATSTART), CPython's `must_advance`: a non-empty match may start where an empty one was.
Value scan(const CallArgs& a) {
  check_args(a, 4, "scan");
  Value handle = a[0], text = a[1];
  pcre2_code* code = code_of(handle);
  const bool bytes = is_bytes_code(code);
  // a bytes subject is copied once (a bytearray could change while the iterator lives)
  auto data = std::make_shared<const std::string>(bytes ? subject_bytes(text) : std::string());
  const Range r = bytes ? bytes_range(*data, a[2], a[3]) : byte_range(a[1], a[2], a[3]);
  const size_t start = r.start, end = r.end;
  struct State {
    Value handle, text;
    std::shared_ptr<const std::string> data;
    size_t at, end, last_end;
    bool must_advance = false, done = false;
    Positions pos;
    std::shared_ptr<MatchData> md;
  };
  auto st = std::make_shared<State>(State{handle, text, data, start, end, start, false,
                                          r.endpos >= 0 && r.endpos < r.pos,
                                          Positions{bytes ? *data : str_of(text), start, r.pos, bytes, !bytes && is_ascii(text)},
                                          std::make_shared<MatchData>(code)});
  static TypeObject* const kind = iterator_kind("callable_iterator", false);  // (CPython's finditer is one)
  Value it = new_iterator(kind, [st]() -> Value {
    if (st->done) return Value();
    pcre2_code* c = code_of(st->handle);
    const std::string& str = st->pos.s;
    if (!run_match(c, str, st->end, st->at, st->must_advance ? PCRE2_NOTEMPTY_ATSTART : 0, st->md->md)) {
      st->done = true;
      return Value();
    }
    uint32_t ngroups = 0;
    pcre2_pattern_info(c, PCRE2_INFO_CAPTURECOUNT, &ngroups);
    Value out = spans(st->md->md, ngroups, st->pos);
    const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(st->md->md);
    std::string between = str.substr(st->last_end, ov[0] > st->last_end ? ov[0] - st->last_end : 0);
    Value gap = st->pos.bytes ? new_bytes(std::move(between)) : new_str(std::move(between));
    st->must_advance = ov[1] == ov[0];
    st->at = st->last_end = ov[1];
    auto* t = as<TupleObject>(out);
    return new_tuple({t->items[0], t->items[1], gap});
  });
  return new_tuple({Value(r.pos), Value(r.endpos), it});
}

void init_re_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  def("compile", compile);
  def("match", match);
  def("scan", scan);
  def("free", [](const CallArgs& a) {
    if (a.npos() == 1 && a[0].is_int() && a[0].as_int() >= 0 && size_t(a[0].as_int()) < codes().size()) {
      pcre2_code_free(codes()[a[0].as_int()]);
      codes()[a[0].as_int()] = nullptr;
    }
    return Value::none();
  });
  int jit = 0;
  pcre2_config(PCRE2_CONFIG_JIT, &jit);
  m.dict()->set_str(intern("JIT").get(), Value::boolean(jit != 0));
}

}  // namespace

void init_re() { register_native_module("_tsr_re", init_re_module); }

}  // namespace tsr::interp
