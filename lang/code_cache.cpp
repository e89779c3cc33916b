// See code_cache.hpp. The format: a header (magic, the binary's identity, the source's length and hash), then
// the code object depth first: strings and vectors length-prefixed, numbers little-endian as in memory.
#include "lang/code_cache.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace tsr::lang {

namespace {

namespace fs = std::filesystem;

constexpr char kMagic[8] = {'T', 'S', 'R', 'C', 'O', 'D', 'E', '1'};

uint64_t fnv1a(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

// The source text's fingerprint in an entry's header: FNV-1a's step over 8-byte words, then the tail's bytes.
// Every import hashes its whole source to validate the entry, so this runs over every byte `import torch` loads
// (a byte at a time it was 3% of that start-up).
uint64_t text_fingerprint(std::string_view s) {
  uint64_t h = 1469598103934665603ull;
  size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t word;
    std::memcpy(&word, s.data() + i, 8);
    h = (h ^ word) * 1099511628211ull;
    h ^= h >> 29;  // mix the high bits down: the multiply alone moves information only upwards
  }
  for (; i < s.size(); ++i) h = (h ^ static_cast<unsigned char>(s[i])) * 1099511628211ull;
  return h;
}

// The running interpreter's identity: a rebuilt binary (any change to the compiler) invalidates every entry.
// The link /proc/self/exe is read, not stat'ed through: under valgrind the process's image is the tool, and
// only readlink (which valgrind answers with the client's path) names tsr-core, so two different builds run
// under callgrind would otherwise share one identity and read each other's entries.
uint64_t binary_identity() {
  static const uint64_t id = [] {
    char exe[4096];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return uint64_t{0};
    exe[n] = '\0';
    struct stat st;
    if (stat(exe, &st) != 0) return uint64_t{0};
    return fnv1a(std::to_string(st.st_size) + ":" + std::to_string(st.st_mtim.tv_sec) + "." +
                 std::to_string(st.st_mtim.tv_nsec));
  }();
  return id;
}

std::string cache_dir() {
  if (const char* off = std::getenv("TSR_NO_CACHE"); off && *off && std::strcmp(off, "0") != 0) return {};
  if (const char* d = std::getenv("TSR_CACHE_DIR"); d && *d) return d;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/tsr";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/tsr";
  return {};
}

std::string entry_path(const std::string& source_path) {
  const std::string dir = cache_dir();
  if (dir.empty()) return {};
  std::error_code ec;
  const std::string absolute = fs::absolute(source_path, ec).string();
  char name[40];
  std::snprintf(name, sizeof name, "%016llx.tsrc", static_cast<unsigned long long>(fnv1a(absolute)));
  return dir + "/" + name;
}

class Writer {
 public:
  void u32(uint32_t v) { raw(&v, sizeof v); }
  void u64(uint64_t v) { raw(&v, sizeof v); }
  void str(const std::string& s) {
    u32(static_cast<uint32_t>(s.size()));
    raw(s.data(), s.size());
  }
  void strs(const std::vector<std::string>& v) {
    u32(static_cast<uint32_t>(v.size()));
    for (const auto& s : v) str(s);
  }
  void constant(const Constant& c) {
    u32(static_cast<uint32_t>(c.index()));
    std::visit(
        [&](const auto& v) {
          using V = std::decay_t<decltype(v)>;
          if constexpr (std::is_same_v<V, bool>) u32(v ? 1 : 0);
          else if constexpr (std::is_same_v<V, int64_t> || std::is_same_v<V, double>) raw(&v, sizeof v);
          else if constexpr (std::is_same_v<V, std::string>) str(v);
          else if constexpr (std::is_same_v<V, BytesConstant>) str(v.data);
          else if constexpr (std::is_same_v<V, ImagConstant>) raw(&v.imag, sizeof v.imag);
          else if constexpr (std::is_same_v<V, BigIntConstant>) {
            u32(uint32_t(v.base));
            str(v.digits);
          }
          else if constexpr (std::is_same_v<V, std::shared_ptr<const TupleConstant>>) {
            u32(static_cast<uint32_t>(v->items.size()));
            for (const auto& item : v->items) constant(item);
          } else if constexpr (std::is_same_v<V, std::shared_ptr<const Code>>) {
            code(*v);
          }
        },
        c);
  }
  void code(const Code& c) {
    str(c.name);
    str(c.qualname);
    for (uint32_t v : {c.firstlineno, c.argcount, c.posonlyargcount, c.kwonlyargcount, c.flags, c.stacksize}) u32(v);
    strs(c.varnames);
    strs(c.cellvars);
    strs(c.freevars);
    strs(c.names);
    u32(static_cast<uint32_t>(c.consts.size()));
    for (const auto& k : c.consts) constant(k);
    vec(c.code);
    vec(c.positions);
    u32(static_cast<uint32_t>(c.exception_table.size()));
    for (const auto& e : c.exception_table) {
      for (uint32_t v : {e.start, e.end, e.target, e.depth}) u32(v);
      u32(e.lasti ? 1 : 0);
    }
  }
  const std::string& bytes() const { return out_; }

 private:
  template <class T>
  void vec(const std::vector<T>& v) {
    static_assert(std::is_trivially_copyable_v<T>);
    u32(static_cast<uint32_t>(v.size()));
    raw(v.data(), v.size() * sizeof(T));
  }
  void raw(const void* p, size_t n) { out_.append(static_cast<const char*>(p), n); }
  std::string out_;
};

// Reads what Writer wrote; any inconsistency (a truncated or foreign file) makes ok() false.
class Reader {
 public:
  Reader(std::string_view in, std::shared_ptr<const SourceFile> source) : in_(in), source_(std::move(source)) {}
  bool ok() const { return ok_; }
  uint32_t u32() { return pod<uint32_t>(); }
  uint64_t u64() { return pod<uint64_t>(); }
  std::string str() {
    const uint32_t n = u32();
    if (!take(n)) return {};
    std::string s(in_.substr(pos_ - n, n));
    return s;
  }
  std::vector<std::string> strs() {
    const uint32_t n = u32();
    std::vector<std::string> v;
    for (uint32_t i = 0; i < n && ok_; ++i) v.push_back(str());
    return v;
  }
  Constant constant(int depth = 0) {
    if (depth > 200) ok_ = false;
    switch (u32()) {
      case 0: return NoneConstant{};
      case 1: return EllipsisConstant{};
      case 2: return u32() != 0;
      case 3: return pod<int64_t>();
      case 4: return pod<double>();
      case 5: return str();
      case 6: {
        auto t = std::make_shared<TupleConstant>();
        const uint32_t n = u32();
        for (uint32_t i = 0; i < n && ok_; ++i) t->items.push_back(constant(depth + 1));
        return std::shared_ptr<const TupleConstant>(std::move(t));
      }
      case 7: return std::shared_ptr<const Code>(code(depth + 1));
      case 8: return BytesConstant{str()};
      case 9: {
        const int base = int(u32());
        return BigIntConstant{str(), base};
      }
      case 10: return ImagConstant{pod<double>()};
      default: ok_ = false; return NoneConstant{};
    }
  }
  std::shared_ptr<Code> code(int depth = 0) {
    auto c = std::make_shared<Code>();
    c->source = source_;
    c->name = str();
    c->qualname = str();
    for (uint32_t* v : {&c->firstlineno, &c->argcount, &c->posonlyargcount, &c->kwonlyargcount, &c->flags, &c->stacksize})
      *v = u32();
    c->varnames = strs();
    c->cellvars = strs();
    c->freevars = strs();
    c->names = strs();
    const uint32_t nconsts = u32();
    for (uint32_t i = 0; i < nconsts && ok_; ++i) c->consts.push_back(constant(depth));
    vec(c->code);
    vec(c->positions);
    const uint32_t nexc = u32();
    for (uint32_t i = 0; i < nexc && ok_; ++i) {
      ExceptionEntry e;
      e.start = u32();
      e.end = u32();
      e.target = u32();
      e.depth = u32();
      e.lasti = u32() != 0;
      c->exception_table.push_back(e);
    }
    return c;
  }

 private:
  template <class T>
  T pod() {
    T v{};
    if (take(sizeof v)) std::memcpy(&v, in_.data() + pos_ - sizeof v, sizeof v);
    return v;
  }
  template <class T>
  void vec(std::vector<T>& v) {
    const uint32_t n = u32();
    if (!take(size_t{n} * sizeof(T))) return;
    v.resize(n);
    std::memcpy(v.data(), in_.data() + pos_ - size_t{n} * sizeof(T), size_t{n} * sizeof(T));
  }
  bool take(size_t n) {
    if (!ok_ || n > in_.size() - pos_) return ok_ = false;
    pos_ += n;
    return true;
  }
  std::string_view in_;
  size_t pos_ = 0;
  bool ok_ = true;
  std::shared_ptr<const SourceFile> source_;
};

void header(Writer& w, const SourceFile& source) {
  for (char c : kMagic) w.u32(static_cast<unsigned char>(c));
  w.u64(binary_identity());
  w.u64(source.text.size());
  w.u64(text_fingerprint(source.text));
}

}  // namespace

std::shared_ptr<const Code> load_cached_code(const std::string& path, const std::shared_ptr<const SourceFile>& source) {
  const std::string entry = entry_path(path);
  if (entry.empty()) return nullptr;
  std::ifstream in(entry, std::ios::binary);
  if (!in) return nullptr;
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string bytes = ss.str();
  Writer expected;
  header(expected, *source);
  if (bytes.compare(0, expected.bytes().size(), expected.bytes()) != 0) return nullptr;
  Reader r(std::string_view(bytes).substr(expected.bytes().size()), source);
  auto code = r.code();
  return r.ok() ? code : nullptr;
}

void store_cached_code(const std::string& path, const SourceFile& source, const Code& code) {
  const std::string entry = entry_path(path);
  if (entry.empty()) return;
  std::error_code ec;
  fs::create_directories(fs::path(entry).parent_path(), ec);
  Writer w;
  header(w, source);
  w.code(code);
  // Written aside, then renamed into place, so a reader never sees half an entry.
  const std::string tmp = entry + "." + std::to_string(getpid()) + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out.write(w.bytes().data(), static_cast<std::streamsize>(w.bytes().size()));
    if (!out) {
      fs::remove(tmp, ec);
      return;
    }
  }
  fs::rename(tmp, entry, ec);
  if (ec) fs::remove(tmp, ec);
}

std::string cache_entry_path(const std::string& path) { return entry_path(path); }

}  // namespace tsr::lang
