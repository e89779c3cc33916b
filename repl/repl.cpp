// The interactive loop: GNU readline for editing, history (~/.tsr_history) and reverse search, with the input
// line syntax-coloured on a terminal (NO_COLOR turns colours off); chunks are
// read until complete (open brackets, triple quotes, `\`, or a compound statement ended by an empty line);
// Ctrl-C cancels the line being typed or interrupts a running computation; Ctrl-D exits.
#include "repl/repl.hpp"

#include <readline/history.h>
#include <readline/readline.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cctype>
#include <cstring>
#include <unistd.h>
#include <string>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "lang/frontend.hpp"
#include "lang/highlight.hpp"
#include "tensor/iterator/elementwise.hpp"

namespace tsr::repl {

namespace {

std::string history_path() {
  const char* home = std::getenv("HOME");
  return std::string(home ? home : ".") + "/.tsr_history";
}

// Tab completion: names, or attributes after a dotted expression.
std::vector<std::string> g_matches;

char* completion_generator(const char* text, int state) {
  if (state == 0) {
    std::string t(text);
    const size_t dot = t.rfind('.');
    g_matches.clear();
    if (dot == std::string::npos) {
      g_matches = interp::complete("", t);
      // Inside a call's parentheses, the callee's keyword parameters too: `torch.sum(x, ke<TAB>` -> keepdim=.
      const std::string before(rl_line_buffer, size_t(std::max(0, rl_point - int(t.size()))));
      int depth = 0;
      for (size_t i = before.size(); i > 0; --i) {
        const char c = before[i - 1];
        if (c == ')') ++depth;
        if (c == '(' && depth-- == 0) {
          size_t j = i - 1;
          while (j > 0 && (std::isalnum(static_cast<unsigned char>(before[j - 1])) || before[j - 1] == '_' || before[j - 1] == '.')) --j;
          for (auto& k : interp::complete_keywords(before.substr(j, i - 1 - j), t)) g_matches.push_back(k);
          break;
        }
      }
    } else {
      const std::string base = t.substr(0, dot);
      for (auto& m : interp::complete(base, t.substr(dot + 1))) g_matches.push_back(base + "." + m);
    }
  }
  if (size_t(state) >= g_matches.size()) return nullptr;
  return strdup(g_matches[size_t(state)].c_str());
}

char** complete(const char* text, int, int) {
  rl_attempted_completion_over = 1;
  rl_completion_append_character = '\0';  // as Python's REPL: no space after a completion (keepdim= stays ready)
  return rl_completion_matches(text, completion_generator);
}

void on_sigint(int) { tensor::set_interrupt_requested(true); }

// Syntax colouring of the line being typed. Readline draws the plain line first (so its record of what is on
// the screen, which it diffs against and uses to finish the line on Enter, stays right); then the line is drawn
// again over it with colours, which take no columns, and the cursor is put back where readline left it. Lines
// that would wrap, non-ASCII text (display widths) and reverse search's prompt keep readline's plain drawing.
void colour_redisplay() {
  rl_redisplay();
  if (rl_display_prompt != rl_prompt || !rl_prompt) return;
  const std::string_view prompt(rl_prompt), line(rl_line_buffer, size_t(rl_end));
  int rows = 0, cols = 0;
  rl_get_screen_size(&rows, &cols);
  if (cols <= 0 || prompt.size() + line.size() >= size_t(cols)) return;
  for (unsigned char c : line)
    if (c >= 0x80 || c < 0x20) return;
  std::string out = "\r";
  out += prompt;
  out += lang::highlight_line(line);
  if (const size_t back = line.size() - size_t(rl_point)) out += "\x1b[" + std::to_string(back) + "D";
  std::fwrite(out.data(), 1, out.size(), rl_outstream);
  std::fflush(rl_outstream);
}

// True when the chunk opens a block and so continues until an empty line (language.md §6.3).
bool opens_block(const std::string& chunk) {
  size_t b = chunk.find_first_not_of(" \t");
  if (b == std::string::npos) return false;
  std::string first = chunk.substr(b, chunk.find('\n') - b);
  while (!first.empty() && (first.back() == ' ' || first.back() == '\t')) first.pop_back();
  for (const char* kw : {"if ", "while ", "for ", "try", "with ", "def ", "class ", "@", "elif ", "else", "except", "finally", "async "})
    if (first.starts_with(kw)) return true;
  return !first.empty() && first.back() == ':';
}

std::string leading_indent(const std::string& line) {
  return line.substr(0, line.find_first_not_of(" \t") == std::string::npos ? line.size() : line.find_first_not_of(" \t"));
}

std::string g_prefill;
int prefill_hook() {
  rl_insert_text(g_prefill.c_str());
  g_prefill.clear();
  rl_startup_hook = nullptr;
  return 0;
}

const char* kHelp =
    "REPL commands (each is also a function of the `tsr` module, for scripts):\n"
    "  :help                this list\n"
    "  :dis EXPR|FUNC       bytecode, in the form of Python's dis\n"
    "  :trace STATEMENT     run it, showing every hop: bytecode, dunder lookup, overload, dispatch keys, kernels\n"
    "  :layout TENSOR       sizes, strides, offset and the storage elements a view covers\n"
    "  :graph TENSOR        the autograd graph below a tensor (:graph t --dot FILE writes Graphviz)\n"
    "  :dispatch OP         an op's schemas and kernel table per dispatch key, with source lines\n"
    "  :time STATEMENT      wall time, repeated and summarised like %timeit\n"
    "Ctrl-C interrupts a running computation (variables are kept); Ctrl-D exits.\n";

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  return out + "'";
}

}  // namespace

// `:cmd args` -> the tsr-module call it stands for; empty when the command is unknown.
std::string command_source(const std::string& line) {
  const size_t sp = line.find(' ');
  const std::string cmd = line.substr(1, sp == std::string::npos ? std::string::npos : sp - 1);
  std::string rest = sp == std::string::npos ? "" : line.substr(sp + 1);
  while (!rest.empty() && rest.back() == ' ') rest.pop_back();
  if (cmd == "dis") {
    // A bare name is disassembled as the object it names (a function); anything else as source text.
    bool ident = !rest.empty();
    for (char c : rest) ident &= std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
    return "__import__('tsr').dis(" + (ident ? rest : quote(rest)) + ")";
  }
  if (cmd == "trace" || cmd == "time") return "__import__('tsr')." + cmd + "(" + quote(rest) + ")";
  if (cmd == "layout") return "__import__('tsr').layout(" + rest + ")";
  if (cmd == "dispatch") return "__import__('tsr').dispatch(" + quote(rest) + ")";
  if (cmd == "graph") {
    const size_t d = rest.find(" --dot ");
    if (d != std::string::npos) return "__import__('tsr').graph(" + rest.substr(0, d) + ", dot=" + quote(rest.substr(d + 7)) + ")";
    return "__import__('tsr').graph(" + rest + ")";
  }
  return {};
}

int run() {
  // Coloured tracebacks on a terminal, unless NO_COLOR is set (https://no-color.org).
  interp::g_colour_tracebacks = isatty(STDERR_FILENO) && !std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  if (isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR") && !(term && std::string_view(term) == "dumb"))
    rl_redisplay_function = colour_redisplay;
  // Input from a pipe (`tsr -i /dev/null < session.txt`, as the docs' checker runs): the lines bring their own
  // indentation, and output and tracebacks must interleave in order, so no auto-indent and line-buffered stdout.
  const bool interactive = isatty(STDIN_FILENO);
  if (!isatty(STDOUT_FILENO)) std::setvbuf(stdout, nullptr, _IOLBF, 0);
  std::printf("tsr 0.1 (Python 3.11 subset with a torch-compatible tensor library)\n"
              "Type \"help\", \"copyright\" or \":help\" for more information.\n");
  rl_readline_name = "tsr";
  rl_attempted_completion_function = complete;
  rl_completer_word_break_characters = const_cast<char*>(" \t\n\"'`@$><=;|&{(,[+-*/%^~");
  using_history();
  const std::string hist = history_path();
  read_history(hist.c_str());
  std::signal(SIGINT, on_sigint);
  int status = 0;
  for (;;) {
    std::string chunk;
    bool block = false;
    for (;;) {
      const char* prompt = chunk.empty() ? ">>> " : "... ";
      tensor::set_interrupt_requested(false);
      char* line = readline(prompt);
      if (!line) {
        if (chunk.empty()) {
          std::printf("\n");
          write_history(hist.c_str());
          return status;
        }
        break;
      }
      std::string l(line);
      std::free(line);
      if (!l.empty()) add_history(l.c_str());
      if (chunk.empty() && l.find_first_not_of(" \t") == std::string::npos) break;
      if (chunk.empty() && l[0] == ':') {
        if (l == ":help" || l == ":h") {
          std::fputs(kHelp, stdout);
        } else if (std::string src = command_source(l); !src.empty()) {
          interp::run_interactive(src + "\n", &status);
        } else {
          std::printf("unknown command %s (:help lists them)\n", l.c_str());
        }
        break;
      }
      chunk += l + "\n";
      if (chunk.size() == l.size() + 1) block = opens_block(chunk);
      if (lang::is_incomplete(chunk)) continue;
      if (!block) break;
      if (l.find_first_not_of(" \t") == std::string::npos) break;
      // Automatic indentation: the next line starts at this line's indent, one level deeper after a ':'.
      std::string indent = leading_indent(l);
      std::string trimmed = l;
      while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t')) trimmed.pop_back();
      if (!trimmed.empty() && trimmed.back() == ':') indent += "    ";
      if (!indent.empty() && interactive) {
        g_prefill = indent;
        rl_startup_hook = prefill_hook;
      }
    }
    if (chunk.empty()) continue;
    if (!interp::run_interactive(chunk, &status)) break;
  }
  write_history(hist.c_str());
  return status;
}

}  // namespace tsr::repl
