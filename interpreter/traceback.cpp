// Printing an uncaught exception in CPython 3.11's format (language.md §5.2): chained causes and contexts
// first, "Traceback (most recent call last):", one entry per frame with its stripped source line, repeated
// entries folded after three, then `Type: message`.
#include <algorithm>
#include <cstdio>
#include <string>

#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

namespace {

std::string strip(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\n')) --e;
  return std::string(s.substr(b, e - b));
}

std::string format_entry(const TracebackEntry& t) {
  const lang::Code& co = *t.code->code;
  const uint32_t line = t.instr < co.positions.size() ? co.positions[t.instr].line : co.firstlineno;
  std::string out = "  File \"" + co.filename() + "\", line " + std::to_string(line) + ", in " + co.name + "\n";
  if (co.source && co.source->show_lines) {
    std::string text = strip(co.source->line_text(line));
    if (!text.empty()) out += "    " + text + "\n";
  }
  return out;
}

std::string exception_line(const Value& exc) {
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
  return msg.empty() ? name + "\n" : name + ": " + msg + "\n";
}

std::string format_one(const Value& exc) {
  auto* e = as<ExceptionObject>(exc);
  std::string out;
  if (!e->traceback.empty()) {
    out += "Traceback (most recent call last):\n";
    std::string last;
    int repeats = 0;
    for (size_t i = e->traceback.size(); i > 0; --i) {
      std::string entry = format_entry(e->traceback[i - 1]);
      if (entry == last) {
        if (++repeats >= 3) continue;
      } else {
        if (repeats >= 3)
          out += "  [Previous line repeated " + std::to_string(repeats - 2) + " more time" + (repeats - 2 > 1 ? "s" : "") + "]\n";
        repeats = 0;
        last = entry;
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
  return out + exception_line(exc);
}

std::string format_chain(const Value& exc, std::vector<const Object*>& seen) {
  seen.push_back(exc.obj());
  auto* e = as<ExceptionObject>(exc);
  std::string out;
  auto unseen = [&](const Value& v) {
    return !v.is_null() && !v.is_none() && std::find(seen.begin(), seen.end(), v.obj()) == seen.end();
  };
  if (unseen(e->cause)) {
    out += format_chain(e->cause, seen);
    out += "\nThe above exception was the direct cause of the following exception:\n\n";
  } else if (unseen(e->context) && !e->suppress_context) {
    out += format_chain(e->context, seen);
    out += "\nDuring handling of the above exception, another exception occurred:\n\n";
  }
  return out + format_one(exc);
}

}  // namespace

std::string format_exception(const Value& exc) {
  std::vector<const Object*> seen;
  return format_chain(exc, seen);
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
