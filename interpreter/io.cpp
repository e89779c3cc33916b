// open() and its files (language.md §6.1): modes r, w, a, x (with t or b, and +), UTF-8 text or bytes, read /
// readline / readlines / write / writelines / close / flush / seek / tell, line iteration and the context-manager
// protocol. A binary file is one of CPython's three buffered types, by mode: BufferedReader (r), BufferedWriter
// (w, a, x) and BufferedRandom (any mode with +); they share the text file's C++ struct and most methods.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/codecs.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/object.hpp"

namespace tsr::interp {

namespace {

struct FileObject : Object {
  FILE* f = nullptr;
  std::string name, mode, encoding = "UTF-8", errors = "strict";
  // open()'s newline: None (universal: "\r\n" and "\r" read as "\n"), "" (lines end at any of the three, kept as
  // they are), or the one line end "\n", "\r" or "\r\n" (written for "\n")
  enum class Newline : uint8_t { Universal, Untranslated, LF, CR, CRLF } newline = Newline::Universal;
  bool readable = false, writable = false, binary = false, line_buffering = false;
  // sys.stdin/stdout/stderr: the C library's own FILEs, never closed here
  bool borrowed = false;
  // a text file's .buffer: the binary file over the same FILE, which the text file (kept alive here) owns
  FileObject* parent = nullptr;
  Value buffer;  // (a text file's .buffer, made on first use)
  Value name_value;  // the name when it is no str: a file descriptor, or a bytes path
  FileObject(TypeObject* t) : Object(t) {}
  ~FileObject() override {
    if (parent) decref(parent);
    else if (f && !borrowed) std::fclose(f);
  }
};

Value file_name(const FileObject& file) { return file.name_value.is_null() ? new_str(file.name) : file.name_value; }

TypeObject* file_type() {
  static TypeObject* t = [] {
    Ref<TypeObject> type = new_type("TextIOWrapper", {}, Layout::Object, true, "_io");
    incref(type.get());  // lives as long as the process
    type->weakrefable = true;
    type->builtin_dict = true;  // (fsspec sets f.size on the files it opens)
    // TextIOWrapper(buffer, encoding, errors, newline, ...): text over any binary stream, the io module's
    // _BufferTextIO (open()'s text files are this type, over the C library's FILEs)
    add_static(type.get(), "__new__", [](const CallArgs& a) {
      Value wrapper = getattr(import_module("io"), intern("_BufferTextIO").get());
      return call(wrapper, CallArgs{a.args.subspan(1), a.kwnames});
    });
    return type.get();
  }();
  return t;
}

struct BinaryTypes {
  TypeObject *reader, *writer, *random;
};
BinaryTypes& binary_types() {
  static BinaryTypes types = [] {
    auto make = [](const char* name) {
      Ref<TypeObject> type = new_type(name, {}, Layout::Object, true, "_io");
      incref(type.get());  // lives as long as the process
      type->weakrefable = true;
      type->builtin_dict = true;
      return type.get();
    };
    return BinaryTypes{make("BufferedReader"), make("BufferedWriter"), make("BufferedRandom")};
  }();
  return types;
}

bool is_file_type(const TypeObject* t) {
  return t == file_type() || t == binary_types().reader || t == binary_types().writer || t == binary_types().random;
}

// OSError subclasses open() raises beyond language.md §5.1's FileNotFoundError, and those of the process and pipe
// calls (os.waitpid, os.kill, os.write; multiprocessing), as CPython names them.
struct IoErrors {
  TypeObject *file_exists, *permission, *is_a_directory, *not_a_directory, *unsupported;
  TypeObject *child_process, *process_lookup, *interrupted, *blocking_io, *timeout, *connection, *broken_pipe,
      *connection_reset, *connection_refused, *connection_aborted;
};
IoErrors& io_errors() {
  static IoErrors errors = [] {
    auto make = [](const char* name, std::vector<Ref<TypeObject>> bases, const char* module) {
      Ref<TypeObject> t = new_type(name, std::move(bases), Layout::Exception, true, module);
      t->alloc = T.OSError->alloc;
      incref(t.get());  // lives as long as the process
      return t.get();
    };
    TypeObject* connection = make("ConnectionError", {T.OSError}, "builtins");
    return IoErrors{make("FileExistsError", {T.OSError}, "builtins"), make("PermissionError", {T.OSError}, "builtins"),
                    make("IsADirectoryError", {T.OSError}, "builtins"), make("NotADirectoryError", {T.OSError}, "builtins"),
                    make("UnsupportedOperation", {T.OSError, T.ValueError}, "io"),
                    make("ChildProcessError", {T.OSError}, "builtins"), make("ProcessLookupError", {T.OSError}, "builtins"),
                    make("InterruptedError", {T.OSError}, "builtins"), make("BlockingIOError", {T.OSError}, "builtins"),
                    make("TimeoutError", {T.OSError}, "builtins"), connection,
                    make("BrokenPipeError", {connection}, "builtins"), make("ConnectionResetError", {connection}, "builtins"),
                    make("ConnectionRefusedError", {connection}, "builtins"),
                    make("ConnectionAbortedError", {connection}, "builtins")};
  }();
  return errors;
}


FileObject& open_file(const Value& self) {
  if (!self.is_obj() || !is_file_type(self.obj()->type))
    raise(T.TypeError, "descriptor requires a '_io.TextIOWrapper' object but received a '" + type_name(self) + "'");
  auto& file = *static_cast<FileObject*>(self.obj());
  if (file.parent) file.f = file.parent->f;  // (closed with the text file over it)
  if (!file.f) raise(T.ValueError, "I/O operation on closed file.");
  return file;
}

// Closes the file: the text file's own FILE (a std stream's is only marked closed; a .buffer closes its text file).
void close_file(FileObject* file) {
  if (file->parent) {
    close_file(file->parent);
    file->f = nullptr;
    return;
  }
  if (file->f && !file->borrowed) std::fclose(file->f);
  file->f = nullptr;
}

// CPython's buffered files name the refused operation ("read"); its text files say "not readable".
FileObject& for_reading(const Value& self, const char* op = "read") {
  auto& file = open_file(self);
  if (!file.readable) raise(io_errors().unsupported, file.binary ? op : "not readable");
  return file;
}

FileObject& for_writing(const Value& self) {
  auto& file = open_file(self);
  if (!file.writable) raise(io_errors().unsupported, file.binary ? "write" : "not writable");
  return file;
}

// A binary file's line: bytes up to and including b'\n', at most `limit` of them when limit >= 0.
std::string read_byte_line(FILE* f, int64_t limit) {
  std::string line;
  for (int c; (limit < 0 || int64_t(line.size()) < limit) && (c = std::fgetc(f)) != EOF;) {
    line += char(c);
    if (c == '\n') break;
  }
  return line;
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
  if (limit < 0) {  // a whole line: stdio finds the newline in its buffer ('\n' is never inside a UTF-8 sequence)
    struct LineBuffer {
      char* data = nullptr;
      size_t capacity = 0;
      ~LineBuffer() { std::free(data); }
    };
    thread_local LineBuffer buffer;  // getline's, grown as needed and reused
    const ssize_t n = getline(&buffer.data, &buffer.capacity, f);
    if (n > 0) line.assign(buffer.data, size_t(n));
    return line;
  }
  for (int64_t n = 0; limit < 0 || n < limit; ++n) {
    if (!read_char(f, line)) break;
    if (line.back() == '\n') break;
  }
  return line;
}

// Reads `n` bytes back onto the file where it can seek (a bare "\r" ended the line inside getline's chunk).
void unread_to_file(FILE* f, size_t n) {
  if (n) std::fseek(f, -long(n), SEEK_CUR);
}

// A text file's line under its newline mode (read_line's bytes, then split or translated as the mode says).
std::string read_text_line(FileObject& file, int64_t limit) {
  using N = FileObject::Newline;
  if (file.newline == N::LF) return read_line(file.f, limit);
  if (file.newline == N::CR) {  // a line ends at "\r" alone; "\n" is an ordinary character
    std::string line;
    for (int64_t n = 0; limit < 0 || n < limit; ++n) {
      if (!read_char(file.f, line)) break;
      if (line.back() == '\r') break;
    }
    return line;
  }
  std::string line = read_line(file.f, limit);
  if (file.newline == N::CRLF) {  // a line ends at "\r\n" only: a "\n" alone does not end it
    while (!line.empty() && line.back() == '\n' && !(line.size() >= 2 && line[line.size() - 2] == '\r') &&
           (limit < 0 || int64_t(line.size()) < limit)) {
      const std::string more = read_line(file.f, limit < 0 ? -1 : limit - int64_t(line.size()));
      if (more.empty()) break;
      line += more;
    }
    return line;
  }
  const size_t cr = line.find('\r');
  if (cr == std::string::npos) return line;
  // the line ends at its first "\r" (with a "\n" right after it, both): the rest goes back to the file
  size_t end = cr + 1;
  if (end < line.size() && line[end] == '\n') ++end;
  else if (end == line.size() && file.newline != N::CR) {  // a "\r" at the chunk's end: a "\n" may follow
    const int c = std::fgetc(file.f);
    if (c == '\n') line += '\n', ++end;
    else if (c != EOF) std::ungetc(c, file.f);
  }
  if (file.newline == N::CR && end > cr + 1) end = cr + 1;  // ("\r" alone is the line end)
  unread_to_file(file.f, line.size() - end);
  line.resize(end);
  if (file.newline == N::Universal) line.replace(cr, end - cr, "\n");
  return line;
}

// A binary file's write as CPython's BufferedWriter makes it: data that fits in the buffer's free space waits there;
// other data first flushes what waits, then goes to the file at once when it is larger than the buffer (so a
// program reading the file by name before closing it sees it), else waits in the emptied buffer. The buffer is
// stdio's (st_blksize bytes, as CPython's buffer size for a file).
void buffered_write(FILE* f, std::string_view data) {
  const size_t size = f->_IO_buf_base ? size_t(f->_IO_buf_end - f->_IO_buf_base) : 0;
  const size_t pending = f->_IO_write_base ? size_t(f->_IO_write_ptr - f->_IO_write_base) : 0;
  if (size == 0 || data.size() > size - pending) {
    std::fflush(f);
    std::fwrite(data.data(), 1, data.size(), f);
    if (size == 0 ? data.size() >= 4096 : data.size() > size) std::fflush(f);
    return;
  }
  std::fwrite(data.data(), 1, data.size(), f);
}

// Writes text to a text file, each "\n" as its line end where open()'s newline was "\r" or "\r\n".
void write_text(FileObject& file, const std::string& text) {
  if ((file.newline == FileObject::Newline::CR || file.newline == FileObject::Newline::CRLF) &&
      text.find('\n') != std::string::npos) {
    const char* end = file.newline == FileObject::Newline::CR ? "\r" : "\r\n";
    std::string out;
    for (char c : text) c == '\n' ? out += end : out += c;
    std::fwrite(out.data(), 1, out.size(), file.f);
    return;
  }
  std::fwrite(text.data(), 1, text.size(), file.f);
}

// Universal newlines over text read in one piece: "\r\n" and "\r" become "\n".
std::string translate_newlines(std::string text) {
  if (text.find('\r') == std::string::npos) return text;
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\r') {
      out += text[i];
      continue;
    }
    out += '\n';
    if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
  }
  return out;
}

Value file_open(const CallArgs& a) {
  Value args[8];
  parse_args(a, "open", {"file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"}, 1, args);
  // the argument types, checked as CPython's argument clinic converts them, before the file is looked at
  if (!args[1].is_null() && !is_str(args[1]))
    raise(T.TypeError, "open() argument 'mode' must be str, not " + type_name(args[1]));
  if (!args[2].is_null()) (void)index_of(args[2]);
  for (int i = 3; i < 6; ++i)
    if (!args[i].is_null() && !args[i].is_none() && !is_str(args[i]))
      raise(T.TypeError, std::string("open() argument '") + (i == 3 ? "encoding" : i == 4 ? "errors" : "newline") +
                             "' must be str or None, not " + type_name(args[i]));
  if (!is_str(args[0]) && args[0].is_obj() && !is_bytes_obj(args[0])) {  // a path-like object: its __fspath__
    Value p = call_method_opt(args[0], intern("__fspath__").get(), {});
    if (!p.is_null() && (is_str(p) || is_bytes_obj(p))) args[0] = p;
  }
  // the file: a path (str, or bytes taken as the file system's bytes) or a file descriptor
  const bool is_fd = args[0].is_int();
  if (!is_str(args[0]) && !is_fd && !(is_bytes_obj(args[0]) && args[0].obj()->type == T.bytes))
    raise(T.TypeError, "expected str, bytes or os.PathLike object, not " + type_name(args[0]));
  const bool closefd = args[6].is_null() || truthy(args[6]);
  if (is_fd && args[0].as_int() < 0) raise(T.ValueError, "negative file descriptor");
  if (!is_fd && !closefd) raise(T.ValueError, "Cannot use closefd=False with file name");
  const std::string path = is_fd ? std::to_string(args[0].as_int()) : is_str(args[0]) ? str_of(args[0]) : bytes_data(args[0]);
  const std::string mode = args[1].is_null() ? "r" : str_of(args[1]);
  const bool binary = mode.find('b') != std::string::npos;
  if (binary) {
    for (int i = 3; i < 6; ++i)
      if (!args[i].is_null() && !args[i].is_none())
        raise(T.ValueError, std::string("binary mode doesn't take an ") + (i == 3 ? "encoding" : i == 4 ? "errors" : "newline") +
                                " argument");
  }
  if (!binary && !args[3].is_null() && !args[3].is_none()) {
    // Text in another codec: io's TextIOWrapper over the binary file (the native text file is UTF-8)
    if (codecs::need(str_of(args[3])) != codecs::Codec::Utf8) {
      std::string bmode;
      for (char ch : mode)
        if (ch != 't') bmode += ch;
      Value open_args[] = {args[0], new_str(bmode + "b"), args[2].is_null() ? Value(int64_t(-1)) : args[2]};
      Value buffer = file_open(CallArgs{open_args});
      Value wrapper = getattr(import_module("io"), intern("_BufferTextIO").get());
      Value text = call(wrapper, {buffer, args[3], args[4].is_null() ? Value::none() : args[4],
                                  args[5].is_null() ? Value::none() : args[5]});
      setattr(text, intern("mode").get(), new_str(mode));
      return text;
    }
  }
  char kind = 0;
  bool plus = false;
  for (char ch : mode) {
    if (ch == 'r' || ch == 'w' || ch == 'a' || ch == 'x') {
      if (kind) raise(T.ValueError, "must have exactly one of create/read/write/append mode");
      kind = ch;
    } else if (ch == '+') {
      plus = true;
    } else if (ch == 'b' && mode.find('t') != std::string::npos) {
      raise(T.ValueError, "can't have text and binary mode at once");
    } else if (ch != 't' && ch != 'b') {
      raise(T.ValueError, "invalid mode: '" + mode + "'");
    }
  }
  if (!kind) raise(T.ValueError, "Must have exactly one of create/read/write/append mode and at most one plus");
  using N = FileObject::Newline;
  N newline = N::Universal;
  std::optional<std::string> bad_newline;
  if (!binary && !args[5].is_null() && !args[5].is_none()) {
    if (!is_str(args[5])) raise(T.TypeError, "open() argument 'newline' must be str or None, not " + type_name(args[5]));
    const std::string nl = str_of(args[5]);
    if (nl == "") newline = N::Untranslated;
    else if (nl == "\n") newline = N::LF;
    else if (nl == "\r") newline = N::CR;
    else if (nl == "\r\n") newline = N::CRLF;
    else bad_newline = nl;  // (refused after the file is opened, as CPython's TextIOWrapper refuses it)
  }
  std::string cmode = kind == 'x' ? "wx" : std::string(1, kind);
  if (plus) cmode += '+';
  cmode += 'e';  // O_CLOEXEC: a file is not inherited by the programs it starts, as CPython's (PEP 446)
  FILE* f = nullptr;
  if (is_fd || (!args[7].is_null() && !args[7].is_none())) {
    // a descriptor: given, or opener(path, flags)'s; without closefd the file closes a duplicate, not it
    int fd = -1;
    if (is_fd) {
      fd = int(args[0].as_int());
    } else {
      const int flags = (plus ? O_RDWR : kind == 'r' ? O_RDONLY : O_WRONLY) | O_CLOEXEC |
                        (kind == 'w' ? O_CREAT | O_TRUNC : kind == 'a' ? O_CREAT | O_APPEND : kind == 'x' ? O_CREAT | O_EXCL : 0);
      Value r = call(args[7], {args[0], Value(int64_t(flags))});
      if (!r.is_int()) raise(T.TypeError, "expected an integer, got " + type_name(r));
      if (r.as_int() < 0) raise(T.ValueError, "opener returned " + std::to_string(r.as_int()));
      fd = int(r.as_int());
    }
    struct stat fd_st;
    if (::fstat(fd, &fd_st) != 0) raise_os_errno();
    const int own = closefd ? fd : ::fcntl(fd, F_DUPFD_CLOEXEC, 0);
    if (own < 0 || !(f = ::fdopen(own, cmode.substr(0, cmode.size() - 1).c_str()))) {
      if (own != fd && own >= 0) ::close(own);
      raise_os_errno();
    }
  } else {
    f = std::fopen(path.c_str(), cmode.c_str());
  }
  if (!f) raise_errno(path);
  struct stat st;
  if (::fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {  // fopen() opens a directory for reading
    std::fclose(f);
    errno = EISDIR;
    raise_errno(path);
  }
  if (bad_newline) {
    std::fclose(f);
    raise(T.ValueError, "illegal newline value: " + *bad_newline);
  }
  TypeObject* type = !binary ? file_type() : plus ? binary_types().random : kind == 'r' ? binary_types().reader : binary_types().writer;
  auto* file = new FileObject(type);
  file->binary = binary;
  file->f = f;
  file->name = path;
  if (!is_str(args[0])) file->name_value = args[0];
  file->mode = mode;
  file->readable = kind == 'r' || plus;
  file->writable = kind != 'r' || plus;
  file->newline = newline;
  if (!binary && !args[3].is_null() && !args[3].is_none()) file->encoding = str_of(args[3]);  // (as given)
  if (!binary && !args[4].is_null() && !args[4].is_none()) file->errors = str_of(args[4]);
  return Value(file);
}

// Everything from the file's position to its end. A regular file's remaining size is known (fstat, as CPython's
// readall sizes its buffer), so its bytes are read in one call into a buffer of that size, not grown and copied.
std::string read_rest(FILE* f) {
  std::string out;
  struct stat st;
  const long pos = std::ftell(f);
  if (pos >= 0 && fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > pos) {
    out.resize(size_t(st.st_size - pos));
    out.resize(std::fread(out.data(), 1, out.size(), f));
  }
  char buf[65536];
  size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) out.append(buf, got);  // what is left, or all of a pipe
  return out;
}

// Text read from a UTF-8 file: checked, and text that is not UTF-8 goes through the file's error handler (CPython's
// UnicodeDecodeError by default; its position counts from the start of the piece read).
Value text_value(const FileObject& file, std::string text) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
    return new_str(std::move(text));
  return new_str(codecs::decode(codecs::Codec::Utf8, text, file.errors).text);
}

void file_methods(TypeObject* t) {
  add_method(t, "read", [](const CallArgs& a) {
    auto& file = for_reading(a[0]);
    const int64_t n = size_arg(a);
    std::string out;
    const bool universal = file.newline == FileObject::Newline::Universal;
    if (n < 0) {
      out = read_rest(file.f);
      if (universal) out = translate_newlines(std::move(out));
    } else {
      for (int64_t i = 0; i < n && read_char(file.f, out); ++i) {
        if (universal && out.back() == '\r') {  // "\r\n" or "\r": one "\n"
          out.back() = '\n';
          const int c = std::fgetc(file.f);
          if (c != '\n' && c != EOF) std::ungetc(c, file.f);
        }
      }
    }
    return text_value(file, std::move(out));
  });
  add_method(t, "readline", [](const CallArgs& a) {
    auto& file = for_reading(a[0]);
    return text_value(file, read_text_line(file, size_arg(a)));
  });
  add_method(t, "readlines", [](const CallArgs& a) {
    auto& file = for_reading(a[0]);
    std::vector<Value> lines;
    for (std::string line; !(line = read_text_line(file, -1)).empty();) lines.push_back(text_value(file, std::move(line)));
    return new_list(std::move(lines));
  });
  add_method(t, "write", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    if (a.npos() != 2 || !is_str(a[1])) raise(T.TypeError, "write() argument must be str, not " + type_name(a.npos() > 1 ? a[1] : Value::none()));
    const std::string& s = str_of(a[1]);
    if (file.f == stderr) std::fflush(stdout);  // (what was printed first appears first)
    write_text(file, s);
    if (file.line_buffering && s.find('\n') != std::string::npos) std::fflush(file.f);
    return Value(length(a[1]));
  });
  add_method(t, "writelines", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    Value it = iter(a[1]);
    for (Value line = next(it); !line.is_null(); line = next(it)) {
      if (!is_str(line)) raise(T.TypeError, "write() argument must be str, not " + type_name(line));
      write_text(file, str_of(line));
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
    close_file(static_cast<FileObject*>(a[0].obj()));
    return Value::none();
  });
  add_property(t, "closed", [](const CallArgs& a) {
    auto* file = static_cast<FileObject*>(a[0].obj());
    return Value::boolean(file->parent ? !file->parent->f : !file->f);
  });
  add_method(t, "fileno", [](const CallArgs& a) { return Value(int64_t(::fileno(open_file(a[0]).f))); });
  add_method(t, "isatty", [](const CallArgs& a) { return Value::boolean(::isatty(::fileno(open_file(a[0]).f))); });
  add_method(t, "seekable", [](const CallArgs& a) {
    return Value::boolean(::lseek(::fileno(open_file(a[0]).f), 0, SEEK_CUR) != -1);
  });
  add_method(t, "truncate", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    std::fflush(file.f);
    const int64_t size = a.npos() > 1 && !a[1].is_none() ? index_of(a[1]) : int64_t(std::ftell(file.f));
    if (::ftruncate(::fileno(file.f), off_t(size)) != 0) raise_errno(file.name);
    return Value(size);
  });
  add_property(t, "name", [](const CallArgs& a) { return file_name(*static_cast<FileObject*>(a[0].obj())); });
  add_property(t, "mode", [](const CallArgs& a) { return new_str(static_cast<FileObject*>(a[0].obj())->mode); });
  add_property(t, "encoding", [](const CallArgs& a) { return new_str(static_cast<FileObject*>(a[0].obj())->encoding); });
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
    auto& file = for_reading(a[0]);
    std::string line = read_text_line(file, -1);
    if (line.empty()) raise_stop_iteration();
    return text_value(file, std::move(line));
  });
  add_method(t, "__repr__", [](const CallArgs& a) {
    auto* file = static_cast<FileObject*>(a[0].obj());
    return new_str("<_io.TextIOWrapper name=" + repr(file_name(*file)) + " mode=" + repr(new_str(file->mode)) +
                   " encoding=" + repr(new_str(file->encoding)) + ">");
  });
}

// What only a text file has: its binary .buffer (a BufferedReader/Writer/Random over the same FILE), errors,
// newlines, line_buffering, write_through, reconfigure.
void text_file_methods(TypeObject* t) {
  add_property(t, "buffer", [](const CallArgs& a) {
    auto* file = static_cast<FileObject*>(a[0].obj());
    if (file->buffer.is_null()) {
      const BinaryTypes& b = binary_types();
      auto* raw = new FileObject(file->readable && file->writable ? b.random : file->readable ? b.reader : b.writer);
      raw->binary = true;
      raw->parent = file;
      incref(file);
      raw->f = file->f;
      raw->name = file->name;
      raw->name_value = file->name_value;
      raw->mode = file->mode.find('b') == std::string::npos ? file->mode + "b" : file->mode;
      raw->readable = file->readable;
      raw->writable = file->writable;
      file->buffer = Value(raw);
    }
    return file->buffer;
  });
  add_property(t, "errors", [](const CallArgs& a) { return new_str(static_cast<FileObject*>(a[0].obj())->errors); });
  add_property(t, "newlines", [](const CallArgs&) { return Value::none(); });
  add_property(t, "line_buffering", [](const CallArgs& a) {
    return Value::boolean(static_cast<FileObject*>(a[0].obj())->line_buffering);
  });
  add_property(t, "write_through", [](const CallArgs&) { return Value::boolean(false); });
  add_method(t, "detach", [](const CallArgs&) -> Value {
    raise(T.NotImplementedError, "tsr's TextIOWrapper.detach() is not supported (its .buffer writes bytes to the same "
                                 "file)");
  });
  // reconfigure(*, encoding, errors, newline, line_buffering, write_through): tsr's text is UTF-8 only
  add_method(t, "reconfigure", [](const CallArgs& a) {
    auto& file = open_file(a[0]);
    if (a.npos() > 1) raise(T.TypeError, "reconfigure() takes no positional arguments");
    for (size_t k = 0; k < a.nkw(); ++k) {
      const std::string key = str_of(a.kwnames->items[k]);
      const Value& v = a[a.npos() + k];
      if (key == "encoding") {
        if (v.is_none()) continue;
        std::string enc = str_of(v);
        for (auto& ch : enc) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (enc != "utf-8" && enc != "utf8")
          raise(T.NotImplementedError, "reconfigure(): only UTF-8 text is supported in tsr, not encoding '" + str_of(v) + "'");
      } else if (key == "errors") {
        if (!v.is_none()) file.errors = str_of(v);
      } else if (key == "line_buffering") {
        if (!v.is_none()) file.line_buffering = truthy(v);
      } else if (key != "newline" && key != "write_through") {
        raise(T.TypeError, "reconfigure() got an unexpected keyword argument '" + key + "'");
      }
    }
    return Value::none();
  });
}

// The OSError subclass CPython picks for an errno (Objects/exceptions.c, errnomap), OSError itself for the rest.
TypeObject* oserror_subclass(int64_t err) {
  switch (err) {
    case ENOENT: return T.FileNotFoundError;
    case EEXIST: return io_errors().file_exists;
    case EACCES:
    case EPERM: return io_errors().permission;
    case EISDIR: return io_errors().is_a_directory;
    case ENOTDIR: return io_errors().not_a_directory;
    case ECHILD: return io_errors().child_process;
    case ESRCH: return io_errors().process_lookup;
    case EINTR: return io_errors().interrupted;
    case EAGAIN:
    case EALREADY:
    case EINPROGRESS: return io_errors().blocking_io;
    case ETIMEDOUT: return io_errors().timeout;
    case EPIPE:
    case ESHUTDOWN: return io_errors().broken_pipe;
    case ECONNRESET: return io_errors().connection_reset;
    case ECONNREFUSED: return io_errors().connection_refused;
    case ECONNABORTED: return io_errors().connection_aborted;
    default: return T.OSError;
  }
}

// OSError(errno, strerror[, filename[, winerror[, filename2]]]) as CPython: the errno picks the subclass, the
// attributes are set, args keeps (errno, strerror), and str() reads "[Errno 2] No such file or directory: 'x'".
void oserror_methods() {
  TypeObject* t = T.OSError;
  add_static(t, "__new__", [](const CallArgs& a) {
    if (a.npos() < 1 || !has_layout(a[0], Layout::Type)) raise(T.TypeError, "OSError.__new__(X): X is not a type object");
    auto* type = as<TypeObject>(a[0]);
    if (type == T.OSError && a.npos() >= 3 && a.npos() <= 6 && a[1].is_int()) type = oserror_subclass(a[1].as_int());
    // The attributes exist from the start, as CPython's, so a subclass whose __init__ skips OSError's reads None.
    Value e(type->alloc(type));
    for (const char* name : {"errno", "strerror", "filename", "filename2"}) setattr(e, intern(name).get(), Value::none());
    return e;
  });
  add_method(t, "__init__", [](const CallArgs& a) {
    auto* e = as<ExceptionObject>(a[0]);
    const size_t n = a.npos() - 1;
    auto arg = [&](size_t i) { return i < n ? a[i + 1] : Value::none(); };
    const bool structured = n >= 2 && n <= 5;
    setattr(a[0], intern("errno").get(), structured ? arg(0) : Value::none());
    setattr(a[0], intern("strerror").get(), structured ? arg(1) : Value::none());
    setattr(a[0], intern("filename").get(), structured ? arg(2) : Value::none());
    setattr(a[0], intern("filename2").get(), structured ? arg(4) : Value::none());
    std::vector<Value> args(a.args.begin() + 1, a.args.begin() + long(a.npos()));
    if (structured && n >= 3) args.resize(2);
    e->args = new_tuple(std::move(args));
    return Value::none();
  });
  add_method(t, "__str__", [](const CallArgs& a) {
    auto attr = [&](const char* name) {
      Value v = getattr_opt(a[0], intern(name).get());
      return v.is_null() ? Value::none() : v;
    };
    const Value err = attr("errno"), strerror = attr("strerror"), filename = attr("filename"),
                filename2 = attr("filename2");
    const std::string head = "[Errno " + str(err) + "] " + str(strerror);
    if (!filename.is_none() && !filename2.is_none()) return new_str(head + ": " + repr(filename) + " -> " + repr(filename2));
    if (!filename.is_none()) return new_str(head + ": " + repr(filename));
    if (!err.is_none() && !strerror.is_none()) return new_str(head);
    const Value& args = as<ExceptionObject>(a[0])->args;  // otherwise as BaseException's str()
    const auto& items = as<TupleObject>(args)->items;
    return new_str(items.empty() ? "" : items.size() == 1 ? str(items[0]) : repr(args));
  });
}

// The methods whose binary form differs: bytes in and out, byte counts instead of characters.
void binary_file_methods(TypeObject* t) {
  add_method(t, "read", [](const CallArgs& a) {
    auto& file = for_reading(a[0]);
    const int64_t n = size_arg(a);
    std::string out;
    if (n < 0) {
      out = read_rest(file.f);
    } else {
      out.resize(size_t(n));
      out.resize(std::fread(out.data(), 1, size_t(n), file.f));
    }
    return new_bytes(std::move(out));
  });
  add_method(t, "readline", [](const CallArgs& a) { return new_bytes(read_byte_line(for_reading(a[0], "readline").f, size_arg(a))); });
  add_method(t, "readlines", [](const CallArgs& a) {
    auto& file = for_reading(a[0], "readline");
    std::vector<Value> lines;
    for (std::string line; !(line = read_byte_line(file.f, -1)).empty();) lines.push_back(new_bytes(line));
    return new_list(std::move(lines));
  });
  add_method(t, "write", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    std::string scratch;
    const std::string_view data = need_buffer_view(a.npos() > 1 ? a[1] : Value::none(), scratch);
    buffered_write(file.f, data);
    return Value(int64_t(data.size()));
  });
  add_method(t, "writelines", [](const CallArgs& a) {
    auto& file = for_writing(a[0]);
    Value it = iter(a[1]);
    for (Value line = next(it); !line.is_null(); line = next(it)) {
      const std::string data = need_buffer(line);
      std::fwrite(data.data(), 1, data.size(), file.f);
    }
    return Value::none();
  });
  add_method(t, "__next__", [](const CallArgs& a) {
    std::string line = read_byte_line(for_reading(a[0], "readline").f, -1);
    if (line.empty()) raise_stop_iteration();
    return new_bytes(std::move(line));
  });
  add_method(t, "__repr__", [](const CallArgs& a) {
    auto* file = static_cast<FileObject*>(a[0].obj());
    return new_str("<_io." + file->type->name + " name=" + repr(file_name(*file)) + ">");
  });
  t->dict->erase(Value(intern("encoding")));
}

}  // namespace

// An OSError for the C library's errno, with CPython's subclass for it and its text.
[[noreturn]] void raise_errno(const std::string& path) {
  const int err = errno;
  raise_value(call(Value(T.OSError), {Value(int64_t(err)), new_str(std::strerror(err)), new_str(path)}));
}

[[noreturn]] void raise_os_errno() {
  const int err = errno;
  raise_value(call(Value(T.OSError), {Value(int64_t(err)), new_str(std::strerror(err))}));
}

// The same for a call on two paths (rename, symlink): "[Errno 2] No such file or directory: 'a' -> 'b'".
[[noreturn]] void raise_errno2(const std::string& path, const std::string& path2) {
  const int err = errno;
  raise_value(call(Value(T.OSError), {Value(int64_t(err)), new_str(std::strerror(err)), new_str(path), Value::none(),
                                      new_str(path2)}));
}

// sys.stdin/stdout/stderr: text files over the C library's FILEs, as CPython's _io.TextIOWrapper (UTF-8; stderr's
// errors 'backslashreplace'; stdout line-buffered on a terminal).
Value std_stream(FILE* f, const std::string& name, const std::string& mode) {
  auto* file = new FileObject(file_type());
  file->f = f;
  file->borrowed = true;
  file->name = name;
  file->mode = mode;
  file->encoding = "utf-8";
  file->errors = f == stderr ? "backslashreplace" : "strict";
  file->readable = f == stdin;
  file->writable = f != stdin;
  file->line_buffering = f != stdin && ::isatty(::fileno(f));
  return Value(file);
}

void init_io() {
  file_methods(file_type());
  text_file_methods(file_type());
  oserror_methods();
  for (TypeObject* t : {binary_types().reader, binary_types().writer, binary_types().random}) {
    file_methods(t);
    binary_file_methods(t);
  }
  const IoErrors& e = io_errors();
  for (TypeObject* t : {e.file_exists, e.permission, e.is_a_directory, e.not_a_directory, e.child_process,
                        e.process_lookup, e.interrupted, e.blocking_io, e.timeout, e.connection, e.broken_pipe,
                        e.connection_reset, e.connection_refused, e.connection_aborted})
    R.builtins->set_str(intern(t->name).get(), Value(t));
  R.builtins->set_str(intern("open").get(), new_native("open", file_open));
  // `_io`: the file type and UnsupportedOperation for the tsr-written `io` module (stdlib/io.tsr).
  register_native_module("_io", [](ModuleObject& m) {
    m.dict()->set_str(intern("TextIOWrapper").get(), Value(file_type()));
    m.dict()->set_str(intern("UnsupportedOperation").get(), Value(io_errors().unsupported));
    for (TypeObject* t : {binary_types().reader, binary_types().writer, binary_types().random})
      m.dict()->set_str(intern(t->name).get(), Value(t));
  });
}

}  // namespace tsr::interp
