// open() and its text files (language.md §6.1): modes r, w, a, x (with t and +), UTF-8 text, read / readline /
// readlines / write / writelines / close / flush / seek / tell, line iteration and the context-manager protocol.
// Binary modes are refused: bytes are not part of the language (§1.2).
#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/object.hpp"

namespace tsr::interp {

namespace {

struct FileObject : Object {
  FILE* f = nullptr;
  std::string name, mode;
  bool readable = false, writable = false;
  FileObject(TypeObject* t) : Object(t) {}
  ~FileObject() override {
    if (f) std::fclose(f);
  }
};

TypeObject* file_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("TextIOWrapper", {}, Layout::Object, true, "_io");
    incref(type.get());  // lives as long as the process
    return type.get();
  }();
  return t;
}

// OSError subclasses open() raises beyond language.md §5.1's FileNotFoundError, as CPython names them.
struct IoErrors {
  TypeObject *file_exists, *permission, *is_a_directory, *unsupported;
};
IoErrors& io_errors() {
  static IoErrors errors = [] {
    auto make = [](const char* name, std::vector<Ref<TypeObject>> bases, const char* module) {
      Ref<TypeObject> t = new_type(name, std::move(bases), Layout::Exception, true, module);
      t->alloc = T.OSError->alloc;
      incref(t.get());  // lives as long as the process
      return t.get();
    };
    return IoErrors{make("FileExistsError", {T.OSError}, "builtins"), make("PermissionError", {T.OSError}, "builtins"),
                    make("IsADirectoryError", {T.OSError}, "builtins"),
                    make("UnsupportedOperation", {T.OSError, T.ValueError}, "io")};
  }();
  return errors;
}


FileObject& open_file(const Value& self) {
  if (!self.is_obj() || self.obj()->type != file_type())
    raise(T.TypeError, "descriptor requires a '_io.TextIOWrapper' object but received a '" + type_name(self) + "'");
  auto& file = *static_cast<FileObject*>(self.obj());
  if (!file.f) raise(T.ValueError, "I/O operation on closed file.");
  return file;
}

FileObject& for_reading(const Value& self) {
  auto& file = open_file(self);
  if (!file.readable) raise(io_errors().unsupported, "not readable");
  return file;
}

FileObject& for_writing(const Value& self) {
  auto& file = open_file(self);
  if (!file.writable) raise(io_errors().unsupported, "not writable");
  return file;
}

// Reads one UTF-8 character (its lead byte and continuation bytes) onto `out`; false at end of file.
bool read_char(FILE* f, std::string& out) {
  const int c = std::fgetc(f);
  if (c == EOF) return false;
  out.push_back(char(c));
  const int extra = (c & 0xE0) == 0xC0 ? 1 : (c & 0xF0) == 0xE0 ? 2 : (c & 0xF8) == 0xF0 ? 3 : 0;
  for (int i = 0; i < extra; ++i) {
    const int d = std::fgetc(f);
    if (d == EOF) break;
    out.push_back(char(d));
  }
  return true;
}

int64_t size_arg(const CallArgs& a) {
  if (a.npos() < 2 || a[1].is_none()) return -1;
  return index_of(a[1]);
}

std::string read_line(FILE* f, int64_t limit) {
  std::string line;
  for (int64_t n = 0; limit < 0 || n < limit; ++n) {
    if (!read_char(f, line)) break;
    if (line.back() == '\n') break;
  }
  return line;
}

Value file_open(const CallArgs& a) {
  Value args[6];
  parse_args(a, "open", {"file", "mode", "buffering", "encoding", "errors", "newline"}, 1, args);
  if (!is_str(args[0])) raise(T.TypeError, "expected str, bytes or os.PathLike object, not " + type_name(args[0]));
  const std::string path = str_of(args[0]);
  const std::string mode = args[1].is_null() ? "r" : str_of(args[1]);
  if (!args[3].is_null() && !args[3].is_none()) {
    std::string enc = str_of(args[3]);
    for (auto& ch : enc) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    if (enc != "utf-8" && enc != "utf8" && enc != "ascii")
      raise(T.NotImplementedError, "open(): only UTF-8 text is supported in tsr, not encoding '" + str_of(args[3]) + "'");
  }
  char kind = 0;
  bool plus = false;
  for (char ch : mode) {
    if (ch == 'r' || ch == 'w' || ch == 'a' || ch == 'x') {
      if (kind) raise(T.ValueError, "must have exactly one of create/read/write/append mode");
      kind = ch;
    } else if (ch == '+') {
      plus = true;
    } else if (ch == 'b') {
      raise(T.NotImplementedError, "open(): binary mode is not supported in tsr (no bytes type)");
    } else if (ch != 't') {
      raise(T.ValueError, "invalid mode: '" + mode + "'");
    }
  }
  if (!kind) raise(T.ValueError, "Must have exactly one of create/read/write/append mode and at most one plus");
  std::string cmode = kind == 'x' ? "wx" : std::string(1, kind);
  if (plus) cmode += '+';
  FILE* f = std::fopen(path.c_str(), cmode.c_str());
  if (!f) raise_errno(path);
  struct stat st;
  if (::fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {  // fopen() opens a directory for reading
    std::fclose(f);
    errno = EISDIR;
    raise_errno(path);
  }
  auto* file = new FileObject(file_type());
  file->f = f;
  file->name = path;
  file->mode = mode;
  file->readable = kind == 'r' || plus;
  file->writable = kind != 'r' || plus;
  return Value(file);
}

void file_methods(TypeObject* t) {
  add_method(t, "read", [](const CallArgs& a) {
    auto& file = for_reading(a[0]);
    const int64_t n = size_arg(a);
    std::string out;
    if (n < 0) {
      char buf[65536];
      size_t got;
      while ((got = std::fread(buf, 1, sizeof buf, file.f)) > 0) out.append(buf, got);
    } else {
      for (int64_t i = 0; i < n && read_char(file.f, out); ++i) {
      }
    }
    return new_str(std::move(out));
  });
  add_method(t, "readline", [](const CallArgs& a) { return new_str(read_line(for_reading(a[0]).f, size_arg(a))); });
  add_method(t, "readlines", [](const CallArgs& a) {
    auto& file = for_reading(a[0]);
    std::vector<Value> lines;
    for (std::string line; !(line = read_line(file.f, -1)).empty();) lines.push_back(new_str(line));
    return new_list(std::move(lines));
  });
  add_method(t, "write", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    if (a.npos() != 2 || !is_str(a[1])) raise(T.TypeError, "write() argument must be str, not " + type_name(a.npos() > 1 ? a[1] : Value::none()));
    const std::string& s = str_of(a[1]);
    std::fwrite(s.data(), 1, s.size(), file.f);
    return Value(length(a[1]));
  });
  add_method(t, "writelines", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    Value it = iter(a[1]);
    for (Value line = next(it); !line.is_null(); line = next(it)) {
      if (!is_str(line)) raise(T.TypeError, "write() argument must be str, not " + type_name(line));
      std::fwrite(str_of(line).data(), 1, str_of(line).size(), file.f);
    }
    return Value::none();
  });
  add_method(t, "flush", [](const CallArgs& a) {
    std::fflush(open_file(a[0]).f);
    return Value::none();
  });
  add_method(t, "tell", [](const CallArgs& a) { return Value(int64_t(std::ftell(open_file(a[0]).f))); });
  add_method(t, "seek", [](const CallArgs& a) {
    auto& file = open_file(a[0]);
    const int whence = a.npos() > 2 ? int(index_of(a[2])) : 0;
    std::fseek(file.f, long(index_of(a[1])), whence == 2 ? SEEK_END : whence == 1 ? SEEK_CUR : SEEK_SET);
    return Value(int64_t(std::ftell(file.f)));
  });
  add_method(t, "readable", [](const CallArgs& a) { return Value::boolean(open_file(a[0]).readable); });
  add_method(t, "writable", [](const CallArgs& a) { return Value::boolean(open_file(a[0]).writable); });
  add_method(t, "close", [](const CallArgs& a) {
    auto* file = static_cast<FileObject*>(a[0].obj());
    if (file->f) std::fclose(file->f);
    file->f = nullptr;
    return Value::none();
  });
  add_property(t, "closed", [](const CallArgs& a) { return Value::boolean(!static_cast<FileObject*>(a[0].obj())->f); });
  add_property(t, "name", [](const CallArgs& a) { return new_str(static_cast<FileObject*>(a[0].obj())->name); });
  add_property(t, "mode", [](const CallArgs& a) { return new_str(static_cast<FileObject*>(a[0].obj())->mode); });
  add_property(t, "encoding", [](const CallArgs&) { return new_str("UTF-8"); });
  add_method(t, "__enter__", [](const CallArgs& a) {
    open_file(a[0]);
    return a[0];
  });
  add_method(t, "__exit__", [](const CallArgs& a) { return call_method(a[0], "close", {}); });
  add_method(t, "__iter__", [](const CallArgs& a) {
    open_file(a[0]);
    return a[0];
  });
  add_method(t, "__next__", [](const CallArgs& a) {
    std::string line = read_line(for_reading(a[0]).f, -1);
    if (line.empty()) raise(T.StopIteration, "");
    return new_str(std::move(line));
  });
  add_method(t, "__repr__", [](const CallArgs& a) {
    auto* file = static_cast<FileObject*>(a[0].obj());
    return new_str("<_io.TextIOWrapper name=" + repr(new_str(file->name)) + " mode=" + repr(new_str(file->mode)) +
                   " encoding='UTF-8'>");
  });
}

}  // namespace

// An OSError for the C library's errno, with CPython's subclass for it and its text.
[[noreturn]] void raise_errno(const std::string& path) {
  const int err = errno;
  TypeObject* type = err == ENOENT   ? T.FileNotFoundError
                     : err == EEXIST ? io_errors().file_exists
                     : err == EACCES || err == EPERM ? io_errors().permission
                     : err == EISDIR ? io_errors().is_a_directory
                                     : T.OSError;
  raise(type, "[Errno " + std::to_string(err) + "] " + std::strerror(err) + ": '" + path + "'");
}

void init_io() {
  file_methods(file_type());
  for (TypeObject* t : {io_errors().file_exists, io_errors().permission, io_errors().is_a_directory})
    R.builtins->set_str(intern(t->name).get(), Value(t));
  R.builtins->set_str(intern("open").get(), new_native("open", file_open));
  // `_io`: the file type and UnsupportedOperation for the tsr-written `io` module (stdlib/io.tsr).
  register_native_module("_io", [](ModuleObject& m) {
    m.dict()->set_str(intern("TextIOWrapper").get(), Value(file_type()));
    m.dict()->set_str(intern("UnsupportedOperation").get(), Value(io_errors().unsupported));
  });
}

}  // namespace tsr::interp
