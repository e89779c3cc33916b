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

std::string format_one(const Value& exc, bool suggest) {
  auto* e = as<ExceptionObject>(exc);
  std::string out;
  if (!e->traceback.empty()) {
    out += "Traceback (most recent call last):\n";
    std::string last;
    int repeats = 0;
    for (size_t i = e->traceback.size(); i > 0; --i) {
      if (hidden_frame(e->traceback[i - 1])) continue;
      std::string key;
      std::string entry = format_entry(e->traceback[i - 1], &key);
      if (key == last) {
        if (++repeats >= 3) continue;
      } else {
        if (repeats >= 3)
          out += "  [Previous line repeated " + std::to_string(repeats - 2) + " more time" + (repeats - 2 > 1 ? "s" : "") + "]\n";
        repeats = 0;
        last = key;
      }
      out += entry;
    }
    if (repeats >= 3)
      out += "  [Previous line repeated " + std::to_string(repeats - 2) + " more time" + (repeats - 2 > 1 ? "s" : "") + "]\n";
  }
  if (isinstance(exc, T.SyntaxError)) {
    Value formatted = exc.obj()->attrs ? exc.obj()->attrs->get_str(intern("_formatted").get()) : Value();
    if (is_str(formatted)) {
      std::string f = str_of(formatted);
      if (!f.ends_with("\n")) f += "\n";
      return out + f;
    }
  }
  return out + exception_line(exc, suggest);
}

std::string format_chain(const Value& exc, std::vector<const Object*>& seen, bool suggest) {
  seen.push_back(exc.obj());
  auto* e = as<ExceptionObject>(exc);
  std::string out;
  auto unseen = [&](const Value& v) {
    return !v.is_null() && !v.is_none() && std::find(seen.begin(), seen.end(), v.obj()) == seen.end();
  };
  if (unseen(e->cause)) {
    out += format_chain(e->cause, seen, suggest);
    out += "\nThe above exception was the direct cause of the following exception:\n\n";
  } else if (unseen(e->context) && !e->suppress_context) {
    out += format_chain(e->context, seen, suggest);
    out += "\nDuring handling of the above exception, another exception occurred:\n\n";
  }
  return out + format_one(exc, suggest);
}

}  // namespace

std::string format_exception(const Value& exc, bool suggest) {
  std::vector<const Object*> seen;
  return format_chain(exc, seen, suggest);
}

// The pieces the `traceback` module shows on its own (stdmisc_module.cpp): one entry, and the exception alone.
std::string format_traceback_entry(const TracebackEntry& t) {
  std::string key;
  return format_entry(t, &key);
}

std::string format_exception_without_chain(const Value& exc) { return format_one(exc, false); }

std::string format_exception_only(const Value& exc) {  // (the traceback module's: no suggestion)
  if (isinstance(exc, T.SyntaxError)) {
    Value formatted = exc.obj()->attrs ? exc.obj()->attrs->get_str(intern("_formatted").get()) : Value();
    if (is_str(formatted)) {
      std::string f = str_of(formatted);
      return f.ends_with("\n") ? f : f + "\n";
    }
  }
  return exception_line(exc, false);
}

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
  std::fwrite(s.data(), 1, s.size(), stderr);
  std::fflush(stderr);
}

}  // namespace tsr::interp
