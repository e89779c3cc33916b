// Printing an uncaught exception in CPython 3.11's format (language.md §5.2): chained causes and contexts
// first, "Traceback (most recent call last):", one entry per frame with its stripped source line, repeated
// entries folded after three, then `Type: message`.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <set>
#include <string>

#include "lang/frontend.hpp"

#include "interpreter/runtime.hpp"
#include "interpreter/suggestions.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

namespace {

// The source line as CPython shows it: leading blanks (space, tab, form feed) removed, trailing ones kept.
std::string_view lstrip(std::string_view s, size_t* removed = nullptr) {
  size_t b = 0;
  while (b < s.size() && (s[b] == ' ' || s[b] == '\t' || s[b] == '\f')) ++b;
  if (removed) *removed = b;
  return s.substr(b);
}

// Code points in the first `bytes` bytes of a UTF-8 string (CPython's _PyPegen_byte_offset_to_character_offset).
size_t char_offset(std::string_view s, size_t bytes) {
  size_t n = 0;
  for (size_t i = 0; i < bytes && i < s.size(); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) ++n;
  return n;
}

// Where an expression statement's BinOp or Subscript puts its secondary marks, as CPython 3.11's traceback.c
// (extract_anchors_from_line): the segment of the line the failing instruction covers is parsed on its own; for
// `a + b` the operator gets '^' and the operands '~', for `a[i]` the brackets and index get '^'. Byte offsets
// within the segment; nothing when the segment is not one such expression.
struct Anchors {
  size_t left_end = 0, right_start = 0;
};
std::optional<Anchors> caret_anchors(std::string_view segment) {
  std::unique_ptr<lang::ast::Module> module;
  try {
    module = lang::parse(*lang::SourceFile::load("<segment>", segment, false));
  } catch (...) {  // not an expression on its own (a call's part, an unbalanced slice, ...)
    return std::nullopt;
  }
  if (module->body.size() != 1) return std::nullopt;
  const auto* stmt = module->body[0]->as<lang::ast::ExprStmt>();
  if (!stmt) return std::nullopt;
  const lang::ast::Expr& e = *stmt->value;
  if (const auto* bin = e.as<lang::ast::BinOp>()) {
    for (size_t i = bin->left->loc.end_col_offset; i < bin->right->loc.col_offset && i < segment.size(); ++i) {
      if (segment[i] == ' ' || segment[i] == '\t' || segment[i] == '\f') continue;
      Anchors a{i, i + 1};
      // A two-character operator (`//`, `**`, `<<`) gets two marks.
      if (i + 1 < bin->right->loc.col_offset && segment[i + 1] != ' ' && segment[i + 1] != '\t') ++a.right_start;
      return a;
    }
    return Anchors{};  // (no operator character found: CPython keeps its defaults)
  }
  if (const auto* sub = e.as<lang::ast::Subscript>())
    return Anchors{sub->value->loc.end_col_offset, sub->slice->loc.end_col_offset + 1};
  return std::nullopt;
}

// The marker line under a traceback entry's source line (CPython 3.11's print_error_location_carets): '^' under
// the failing instruction's span, or '~' with '^' under the operator/index for BinOp/Subscript. Elided when the
// span is the whole line and there is nothing secondary to show. Empty when there is no position to show.
std::string caret_line(std::string_view line, const lang::Position& pos) {
  if (pos.line == 0 || pos.end_line == 0 || pos.end_col < pos.col && pos.end_line == pos.line) return {};
  size_t leading = 0;
  const std::string_view shown = lstrip(line, &leading);
  const size_t start = char_offset(line, pos.col);
  size_t end;
  std::optional<Anchors> anchors;
  if (pos.end_line == pos.line) {
    end = char_offset(line, pos.end_col);
    const std::string_view segment = line.substr(std::min<size_t>(pos.col, line.size()), pos.end_col - pos.col);
    if (auto a = caret_anchors(segment))
      anchors = Anchors{char_offset(segment, a->left_end) + start, char_offset(segment, a->right_start) + start};
  } else {
    // A span that goes on to later lines is marked to this line's last non-blank character.
    size_t last = line.size();
    while (last > 0 && (line[last - 1] == ' ' || line[last - 1] == '\t' || line[last - 1] == '\f')) --last;
    end = char_offset(line, last);
  }
  if (end - start == char_offset(shown, shown.size()) && !anchors) return {};
  std::string out(4 + start - std::min(start, leading), ' ');
  for (size_t i = start; i < end; ++i) {
    const bool secondary = anchors && anchors->left_end <= i && i < anchors->right_start;
    out += !anchors ? '^' : secondary ? '^' : '~';
  }
  return out + "\n";
}

// One traceback entry: where, the source line and its marker line. `key` is what makes entries repeats of each
// other (CPython folds by file, line and function name, whatever the markers).
std::string format_entry(const TracebackEntry& t, std::string* key) {
  const lang::Code& co = *t.code->code;
  const lang::Position pos = t.instr < co.positions.size() ? co.positions[t.instr] : lang::Position{};
  const uint32_t line = pos.line ? pos.line : co.firstlineno;
  std::string out = "  File \"" + co.filename() + "\", line " + std::to_string(line) + ", in " + co.name + "\n";
  *key = out;
  if (co.source && co.source->show_lines) {
    const std::string_view text = co.source->line_text(line);
    const std::string_view shown = lstrip(text);
    if (!shown.empty()) out += "    " + std::string(shown) + "\n" + caret_line(text, pos);
  }
  return out;
}

}  // namespace

// The files of tsr modules that stand for CPython's C modules (datetime, csv, ...): their frames are left out of
// tracebacks, as a C function has no frame there (stdmisc_module.cpp's _tsrmisc.hide_frames fills it).
std::set<std::string>& hidden_frame_files() {
  static std::set<std::string> files;
  return files;
}

bool hidden_code(const CodeObject& code) {
  const auto& files = hidden_frame_files();
  return !files.empty() && files.count(code.code->filename()) > 0;
}

bool hidden_frame(const TracebackEntry& t) { return hidden_code(*t.code); }

namespace {

// `suggest`: the "Did you mean" CPython 3.11's own printer adds (PyErr_Display: an uncaught exception, sys.excepthook)
// and its traceback module does not (3.12's does).
std::string exception_line(const Value& exc, bool suggest) {
  TypeObject* t = type_of(exc);
  std::string name = t->qualname;
  std::string mod = t->module;
  Value m = t->dict->get_str(intern("__module__").get());
  if (is_str(m)) mod = str_of(m);
  if (mod != "builtins" && mod != "__main__") name = mod + "." + name;
  std::string msg;
  try {
    msg = str(exc);
  } catch (PyException&) {
    msg = "<exception str() failed>";
  }
  if (std::optional<std::string> close = suggest ? suggestion_for(exc) : std::nullopt) msg += ". Did you mean: '" + *close + "'?";
  return msg.empty() ? name + "\n" : name + ": " + msg + "\n";
}

// The traceback lines of `exc` (without their header), innermost frame last, repeated entries folded after three.
std::string traceback_lines(const ExceptionObject* e) {
  std::string out;
  std::string last;
  int repeats = 0;
  auto folded = [&] {
    if (repeats >= 3)
      out += "  [Previous line repeated " + std::to_string(repeats - 2) + " more time" + (repeats - 2 > 1 ? "s" : "") + "]\n";
  };
  for (size_t i = e->traceback.size(); i > 0; --i) {
    if (hidden_frame(e->traceback[i - 1])) continue;
    std::string key;
    std::string entry = format_entry(e->traceback[i - 1], &key);
    if (key == last) {
      if (++repeats >= 3) continue;
    } else {
      folded();
      repeats = 0;
      last = key;
    }
    out += entry;
  }
  folded();
  return out;
}

// `Type: message` (a SyntaxError's file, source and marker lines), then the notes add_note added: each note's
// lines, as CPython 3.11's print_exception_notes (a __notes__ that is no sequence shows as its repr).
std::string exception_and_notes(const Value& exc, bool suggest) {
  std::string out;
  Value formatted = isinstance(exc, T.SyntaxError) && exc.obj()->attrs
                        ? exc.obj()->attrs->get_str(intern("_formatted").get())
                        : Value();
  if (is_str(formatted)) {
    out = str_of(formatted);
    if (!out.ends_with("\n")) out += "\n";
  } else {
    out = exception_line(exc, suggest);
  }
  static StrObject* const s_notes = intern("__notes__").get();
  Value notes = exc.obj()->attrs ? exc.obj()->attrs->get_str(s_notes) : Value();
  if (notes.is_null()) return out;
  if (!has_layout(notes, Layout::List) && !has_layout(notes, Layout::Tuple)) {
    try {
      return out + repr(notes) + "\n";
    } catch (PyException&) {
      return out + "<__notes__ repr() failed>\n";
    }
  }
  for (const Value& note : to_vector(notes)) {
    try {
      out += str(note);
    } catch (PyException&) {
      out += "<note str() failed>";
    }
    out += "\n";
  }
  return out;
}

// CPython 3.11's exception printer (pythonrun.c print_exception_recursive and print_exception_group): chained
// causes and contexts first; an exception group's own traceback under "Exception Group Traceback", then each of
// its exceptions (at most 15, nested at most 10 deep) in a numbered box, every line of it indented and marked
// with "| ".
class ExceptionPrinter {
 public:
  explicit ExceptionPrinter(bool suggest) : suggest_(suggest) {
    Value group = R.builtins->get_str(intern("BaseExceptionGroup").get());  // (none exists before it is loaded)
    if (has_layout(group, Layout::Type)) group_type_ = as<TypeObject>(group);
  }

  std::string print(const Value& exc) {
    recursive(exc);
    return std::move(out_);
  }

  // One exception without its chain.
  std::string print_one(const Value& exc) {
    one(exc);
    return std::move(out_);
  }

 private:
  static constexpr int kMaxGroupWidth = 15, kMaxGroupDepth = 10;

  std::string indent() const { return std::string(size_t(2 * depth_), ' '); }
  const char* margin() const { return depth_ ? "| " : ""; }
  // Each line of `text` behind the indent and `first_margin` (the first line) or the margin (the rest).
  void lines(const std::string& text, const char* first_margin = nullptr) {
    size_t start = 0;
    while (start < text.size()) {
      size_t end = text.find('\n', start);
      end = end == std::string::npos ? text.size() : end + 1;
      out_ += indent();
      out_ += start == 0 && first_margin ? first_margin : margin();
      out_.append(text, start, end - start);
      start = end;
    }
  }
  bool is_group(const Value& exc) const { return group_type_ && isinstance(exc, group_type_); }

  void one(const Value& exc) {
    auto* e = as<ExceptionObject>(exc);
    const bool group = is_group(exc);
    if (!e->traceback.empty()) {
      lines(group ? "Exception Group Traceback (most recent call last):\n" : "Traceback (most recent call last):\n",
            group && depth_ == 1 ? "+ " : nullptr);
      lines(traceback_lines(e));
    }
    lines(exception_and_notes(exc, suggest_));
  }

  void chained(const Value& exc, const char* message) {
    const bool need_close = need_close_;
    recursive(exc);
    need_close_ = need_close;
    lines("\n");
    lines(message);
    lines("\n");
  }

  void recursive(const Value& exc) {
    seen_.insert(exc.obj());
    auto* e = as<ExceptionObject>(exc);
    auto unseen = [&](const Value& v) { return !v.is_null() && !v.is_none() && !seen_.contains(v.obj()); };
    if (unseen(e->cause)) chained(e->cause, "The above exception was the direct cause of the following exception:\n");
    else if (unseen(e->context) && !e->suppress_context)
      chained(e->context, "During handling of the above exception, another exception occurred:\n");
    if (is_group(exc)) group(exc);
    else one(exc);
  }

  void group(const Value& exc) {
    if (depth_ > kMaxGroupDepth) {
      lines("... (max_group_depth is " + std::to_string(kMaxGroupDepth) + ")\n");
      return;
    }
    if (depth_ == 0) ++depth_;
    one(exc);
    const std::vector<Value> excs = to_vector(getattr(exc, "exceptions"));
    const size_t n = std::min(excs.size(), size_t(kMaxGroupWidth) + 1);
    need_close_ = false;
    for (size_t i = 0; i < n; ++i) {
      const bool last = i + 1 == n, truncated = i >= size_t(kMaxGroupWidth);
      if (last) need_close_ = true;
      out_ += indent();
      out_ += i == 0 ? "+-" : "  ";
      out_ += truncated ? std::string("+---------------- ... ----------------\n")
                        : "+---------------- " + std::to_string(i + 1) + " ----------------\n";
      ++depth_;
      if (!truncated) {
        RecursionGuard guard(" in print_exception_group");
        recursive(excs[i]);
      } else {
        const size_t left = excs.size() - size_t(kMaxGroupWidth);
        lines("and " + std::to_string(left) + " more exception" + (left > 1 ? "s" : "") + "\n");
      }
      if (last && need_close_) {
        out_ += indent() + "+------------------------------------\n";
        need_close_ = false;
      }
      --depth_;
    }
    if (depth_ == 1) --depth_;
  }

  bool suggest_;
  TypeObject* group_type_ = nullptr;
  std::string out_;
  std::set<const Object*> seen_;
  int depth_ = 0;
  bool need_close_ = false;
};

}  // namespace

std::string format_exception(const Value& exc, bool suggest) { return ExceptionPrinter(suggest).print(exc); }

// The pieces the `traceback` module shows on its own (stdmisc_module.cpp): one entry, and the exception alone.
std::string format_traceback_entry(const TracebackEntry& t) {
  std::string key;
  return format_entry(t, &key);
}

std::string format_exception_without_chain(const Value& exc) { return ExceptionPrinter(false).print_one(exc); }

// (the traceback module's: no suggestion)
std::string format_exception_only(const Value& exc) { return exception_and_notes(exc, false); }

bool g_colour_tracebacks = false;

namespace {
// Colours a formatted traceback for a terminal: file lines dim, the exception line bold red.
std::string colourise(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    if (line.starts_with("  File ")) out += "\x1b[2m" + line + "\x1b[0m";
    else if (line.starts_with("Traceback") || line.starts_with("During handling") || line.starts_with("The above"))
      out += "\x1b[1m" + line + "\x1b[0m";
    else if (!line.empty() && line[0] != ' ') out += "\x1b[1;31m" + line + "\x1b[0m";
    else out += line;
    if (end < text.size()) out += "\n";
    start = end + 1;
  }
  return out;
}
}  // namespace

void print_exception(const Value& exc) {
  std::fflush(stdout);
  const std::string s = g_colour_tracebacks ? colourise(format_exception(exc)) : format_exception(exc);
  write_stderr(s);
}

// What PyErr_Display writes goes to sys.stderr: the process's stream while sys.stderr is the one it started with,
// else the object's write() (a program that swapped in a StringIO sees it there).
namespace {
Value sys_module() { return R.modules ? R.modules->get(new_str("sys")) : Value(); }
}  // namespace

void write_stderr(const std::string& text) {
  static StrObject* const s_stderr = intern("stderr").get();
  static StrObject* const s_orig = intern("__stderr__").get();
  const Value sys = sys_module();
  const Value current = sys.is_null() ? Value() : getattr_opt(sys, s_stderr);
  if (!current.is_null() && !current.is_none() && !current.identical(getattr_opt(sys, s_orig))) {
    try {
      call_method(current, "write", {new_str(text)});
      return;
    } catch (PyException&) {
    }
  }
  std::fflush(stdout);
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

// sys.excepthook's and sys.__excepthook__'s default (CPython's sys_excepthook_impl): prints `value` with its
// traceback, `tb` when value has none of its own.
Value default_excepthook(const CallArgs& a) {
  if (a.npos() != 3 || a.nkw())
    raise(T.TypeError, "excepthook expected 3 arguments, got " + std::to_string(a.npos() + a.nkw()));
  const Value& value = a[1];
  if (!isinstance(value, T.BaseException)) {
    write_stderr("TypeError: print_exception(): Exception expected for value, " + type_name(value) + " found\n");
    return Value::none();
  }
  static StrObject* const s_tb = intern("__traceback__").get();
  if (!a[2].is_none() && getattr(value, s_tb).is_none()) setattr(value, s_tb, a[2]);
  print_exception(value);
  return Value::none();
}

// An exception nothing caught (CPython's PyErr_PrintEx(1)): sys.last_type, last_value and last_traceback, then
// sys.excepthook(type, value, tb); when the hook itself raises, both exceptions, as CPython prints them.
void report_uncaught(const Value& exc) {
  const Value sys = sys_module();
  if (sys.is_null()) return print_exception(exc);
  static StrObject* const s_hook = intern("excepthook").get();
  const Value tb = getattr(exc, "__traceback__");
  setattr(sys, intern("last_type").get(), Value(type_of(exc)));
  setattr(sys, intern("last_value").get(), exc);
  setattr(sys, intern("last_traceback").get(), tb);
  const Value hook = getattr_opt(sys, s_hook);
  if (hook.is_null()) {
    write_stderr("sys.excepthook is missing\n");
    return print_exception(exc);
  }
  if (hook.identical(getattr_opt(sys, intern("__excepthook__").get()))) return print_exception(exc);
  try {
    call(hook, {Value(type_of(exc)), exc, tb});
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.SystemExit)) throw;
    std::fflush(stdout);
    write_stderr("Error in sys.excepthook:\n");
    print_exception(Value(e.exc));
    write_stderr("\nOriginal exception was:\n");
    print_exception(exc);
  }
}

}  // namespace tsr::interp
