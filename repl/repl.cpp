// The interactive loop: libedit for editing, history (~/.tsr_history) and reverse search, with the input line
// syntax-coloured on a terminal (NO_COLOR turns colours off); chunks are read until complete (open brackets,
// triple quotes, `\`, or a compound statement ended by an empty line); Ctrl-C cancels the chunk being typed or
// interrupts a running computation; Ctrl-D exits. libedit (BSD licence) rather than GNU readline (GPL-3), so that
// the binary can ship under the MIT licence: docs/licences.md.
#include "repl/repl.hpp"

#include <histedit.h>
#include <poll.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cstring>
#include <optional>
#include <clocale>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cwchar>
#include <fstream>
#include <iostream>
#include <unistd.h>
#include <string>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "lang/frontend.hpp"
#include "lang/highlight.hpp"
#include "lang/prescan.hpp"
#include "tensor/iterator/elementwise.hpp"

namespace tsr::repl {

namespace {

EditLine* g_editor = nullptr;  // null when input is not a terminal
History* g_history = nullptr;
std::string g_prompt;
std::string g_queued;  // keys handed to the editor before the terminal's: automatic indentation, or an arrow key
bool g_from_queue = false;  // the key being handled came from g_queued (a pasted TAB is text, not completion)
bool g_colour = false;
// Automatic indentation (TSR_AUTOINDENT=0 or `:set autoindent off` turns it off): the indent put at the start of
// the line being read, and whether it is still untouched, so that indentation typed over it replaces it.
bool g_autoindent = true;
std::string g_auto_indent;
bool g_auto_untouched = false;
bool g_bracketed_paste = false;  // the terminal understands mode 2004 (not TERM=dumb)
std::string g_paste;  // a bracketed paste of more than one line, taken whole (see paste_key)
volatile std::sig_atomic_t g_resized = 0, g_suspended = 0;
wchar_t g_key = 0, g_key_before = 0;  // the last two keys typed: a TAB right after a TAB lists the candidates

// Undo (Ctrl-_ or Ctrl-X Ctrl-U), which libedit's emacs keys lack: the line as it was before each change, a run of
// typed characters counting as one change, as readline groups them.
struct LineState {
  std::wstring text;
  size_t cursor = 0;
};
std::vector<LineState> g_undo;
LineState g_line_now;     // the line when the last key was read
bool g_typing = false;    // the last change was a typed character

std::string history_path() {
  const char* home = std::getenv("HOME");
  return std::string(home ? home : ".") + "/.tsr_history";
}

// The history file holds one entry a line, oldest first: the format GNU readline wrote (libedit's own H_SAVE
// encodes spaces as \040 behind a cookie line and reads no file without it), so a history carries across.
void load_history(const std::string& path) {
  std::ifstream in(path);
  HistEvent ev;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) history(g_history, &ev, H_ENTER, line.c_str());
}

void save_history(const std::string& path) {
  std::ofstream out(path);
  HistEvent ev;
  for (int r = history(g_history, &ev, H_LAST); r != -1; r = history(g_history, &ev, H_PREV)) out << ev.str << '\n';
}

void on_sigint(int) { tensor::set_interrupt_requested(true); }
void on_sigwinch(int) { g_resized = 1; }
void on_sigtstp(int) { g_suspended = 1; }

// Ctrl-Z while a line is being typed: the terminal goes back to the shell's mode, the process stops, and when it
// is continued the editor takes the terminal again and redraws the line.
void suspend() {
  g_suspended = 0;
  std::fputs("^Z", stdout);  // as readline echoed it
  std::fflush(stdout);
  el_set(g_editor, EL_PREP_TERM, 0);
  std::signal(SIGTSTP, SIG_DFL);
  std::raise(SIGTSTP);
  std::signal(SIGTSTP, on_sigtstp);
  el_set(g_editor, EL_PREP_TERM, 1);
  el_set(g_editor, EL_REFRESH);
}

// One byte of terminal input: 1, 0 at end of input, -1 on an error or when Ctrl-C was pressed. It waits in
// poll(2), which a signal always interrupts (a read would be restarted, SIGINT's handler having SA_RESTART).
int read_byte(unsigned char& c) {
  for (;;) {
    if (tensor::interrupt_requested()) return -1;
    pollfd in{STDIN_FILENO, POLLIN, 0};
    if (poll(&in, 1, -1) < 0) {
      if (errno != EINTR) return -1;
      if (g_resized) {
        g_resized = 0;
        el_resize(g_editor);
      }
      if (g_suspended) suspend();
      continue;
    }
    const ssize_t n = read(STDIN_FILENO, &c, 1);
    if (n < 0 && errno == EINTR) continue;
    return n < 0 ? -1 : int(n);
  }
}

int screen_size(const char* capability, int fallback) {
  int n = 0;
  el_get(g_editor, EL_GETTC, capability, &n, nullptr);
  return n > 0 ? n : fallback;
}

// Syntax colouring of the line being typed. libedit draws the plain line (its record of what is on the screen,
// which it diffs against, stays right); before each key is read, the line is drawn again over it with colours,
// which take no columns, and the cursor is put back where libedit left it. Lines that would wrap, non-ASCII text
// and reverse search (which writes its pattern into the line) stay plain.
void colour_line() {
  const size_t columns = size_t(screen_size("co", 80));
  const LineInfo* li = el_line(g_editor);
  const std::string_view line(li->buffer, size_t(li->lastchar - li->buffer));
  if (g_prompt.size() + line.size() >= columns) return;
  for (unsigned char c : line)
    if (c >= 0x80 || c < 0x20) return;
  std::string out = "\r" + g_prompt + lang::highlight_line(line);
  if (const auto back = li->lastchar - li->cursor) out += "\x1b[" + std::to_string(back) + "D";
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
}

LineState line_state() {
  const LineInfoW* li = el_wline(g_editor);
  return {std::wstring(li->buffer, li->lastchar), size_t(li->cursor - li->buffer)};
}

// Called before each key is read, so after the last one took effect: records the change it made, if any.
void note_change() {
  LineState now = line_state();
  const bool typed = g_key >= 0x20 && g_key != 0x7f;
  if (now.text == g_line_now.text) {
    g_typing = false;
  } else {
    if (!(typed && g_typing)) g_undo.push_back(g_line_now);
    g_typing = typed;
  }
  g_line_now = std::move(now);
}

unsigned char undo_key(EditLine* el, int) {
  if (g_undo.empty()) return CC_ERROR;
  g_line_now = std::move(g_undo.back());
  g_undo.pop_back();
  g_typing = false;
  const LineState now = line_state();
  el_cursor(el, int(now.text.size() - now.cursor));
  el_deletestr(el, int(now.text.size()));
  el_winsertstr(el, g_line_now.text.c_str());
  el_cursor(el, int(g_line_now.cursor) - int(g_line_now.text.size()));
  return CC_REFRESH;
}

bool input_ready(int wait_ms) {
  pollfd in{STDIN_FILENO, POLLIN, 0};
  return poll(&in, 1, wait_ms) > 0;
}

// Reverse search (Ctrl-R) writes "\nbck:pattern" after the line while it runs.
bool searching() {
  const LineInfo* li = el_line(g_editor);
  return std::find(li->buffer, li->lastchar, '\n') != li->lastchar;
}

// libedit's key source: the queued keys first, then the terminal, a UTF-8 sequence at a time.
int read_key(EditLine*, wchar_t* key) {
  if (!g_queued.empty()) {
    *key = wchar_t(static_cast<unsigned char>(g_queued.front()));
    g_queued.erase(0, 1);
    g_from_queue = true;
    return 1;
  }
  g_from_queue = false;
  note_change();
  if (g_colour) colour_line();
  unsigned char c = 0;
  if (const int n = read_byte(c); n <= 0) return n;
  if (g_auto_untouched) {
    // Indentation typed at the start of an automatically indented line replaces the automatic indent instead of
    // doubling it: a space or TAB typed first starts the line's indentation afresh.
    g_auto_untouched = false;
    const LineInfo* li = el_line(g_editor);
    if ((c == ' ' || c == '\t') && std::string_view(li->buffer, size_t(li->lastchar - li->buffer)) == g_auto_indent &&
        li->cursor == li->lastchar)
      el_deletestr(g_editor, int(g_auto_indent.size()));
  }
  if (c == 0x1b && searching()) {
    // libedit's search ends at an arrow key's ESC and would insert the rest ("[C") as text: the ESC ends the
    // search, then the whole key goes in again, so that it moves the cursor as in readline.
    std::string rest;
    for (unsigned char b = 0; input_ready(10) && read_byte(b) > 0;) {
      rest += char(b);
      if (rest.size() > 1 && b >= 0x40 && b <= 0x7e) break;  // the final byte of ESC [ ... or ESC O x
    }
    if (!rest.empty()) g_queued = "\x1b" + rest;
  }
  char bytes[MB_LEN_MAX] = {char(c)};
  size_t len = 1;
  for (;;) {
    std::mbstate_t state{};
    const size_t r = std::mbrtowc(key, bytes, len, &state);
    if (r == size_t(-2) && len < sizeof bytes && read_byte(c) > 0) {
      bytes[len++] = char(c);
      continue;
    }
    if (r == size_t(-1) || r == size_t(-2)) *key = wchar_t(static_cast<unsigned char>(bytes[0]));  // not text here
    g_key_before = g_key;
    g_key = *key;
    return 1;
  }
}

char* prompt(EditLine*) { return g_prompt.data(); }

// Tab completion: names, or attributes after a dotted expression; inside a call's parentheses the callee's
// keyword parameters too (`torch.sum(x, ke<TAB>` -> keepdim=). `before` is the line up to the word.
// Names starting with `_` are offered only once a `_` is typed, and `__` names only after `__` (rlcompleter's
// rule for attributes, here for names too, so that `torch.<TAB>` lists the public API).
bool shown_for(const std::string& name, const std::string& typed) {
  if (typed.starts_with("__")) return true;
  if (typed.starts_with("_")) return !name.starts_with("__");
  return !name.starts_with("_");
}

std::vector<std::string> completions(const std::string& before, const std::string& word) {
  std::vector<std::string> matches;
  const size_t dot = word.rfind('.');
  if (dot != std::string::npos) {
    const std::string base = word.substr(0, dot), attr = word.substr(dot + 1);
    for (auto& m : interp::complete(base, attr))
      if (shown_for(m, attr)) matches.push_back(base + "." + m);
    return matches;
  }
  for (auto& m : interp::complete("", word))
    if (shown_for(m, word)) matches.push_back(m);
  // Keywords, with what follows them as rlcompleter adds it: a space, or a colon after try/finally.
  static const char* const kKeywords[] = {
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
      "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
      "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield"};
  for (const std::string kw : kKeywords) {
    if (!kw.starts_with(word) || word.empty()) continue;
    if (kw == "try" || kw == "finally") matches.push_back(kw + ":");
    else if (kw == "False" || kw == "None" || kw == "True" || kw == "break" || kw == "continue" || kw == "pass" || kw == "else")
      matches.push_back(kw);
    else
      matches.push_back(kw + " ");
  }
  int depth = 0;
  for (size_t i = before.size(); i > 0; --i) {
    const char c = before[i - 1];
    if (c == ')') ++depth;
    if (c == '(' && depth-- == 0) {
      size_t j = i - 1;
      while (j > 0 && (std::isalnum(static_cast<unsigned char>(before[j - 1])) || before[j - 1] == '_' || before[j - 1] == '.')) --j;
      for (auto& k : interp::complete_keywords(before.substr(j, i - 1 - j), word)) matches.push_back(k);
      break;
    }
  }
  return matches;
}

// A yes/no key for the completion list's questions, as readline takes them: y, Y or space; n, N, DEL (or
// Ctrl-C, Ctrl-G); the pager also takes Enter (one line more) and q. Other keys beep.
enum class Answer { yes, no, one_more };
Answer ask(bool pager) {
  for (unsigned char c = 0;;) {
    if (read_byte(c) <= 0) {
      tensor::set_interrupt_requested(false);  // Ctrl-C answers the question; the line being typed stays
      return Answer::no;
    }
    if (c == 'n' || c == 'N' || c == 0x7f || c == 0x07) return Answer::no;
    if (c == 'y' || c == 'Y' || c == ' ') return Answer::yes;
    if (pager && (c == '\r' || c == '\n')) return Answer::one_more;
    if (pager && (c == 'q' || c == 'Q')) return Answer::no;
    el_beep(g_editor);
  }
}

// The candidates as readline lists them: in columns down the screen, asking first when there are 100 or more,
// a screenful at a time behind --More--.
void list_matches(const std::vector<std::string>& matches) {
  const size_t columns = size_t(screen_size("co", 80)), rows = size_t(screen_size("li", 24));
  std::fputs("\n", stdout);
  if (matches.size() >= 100) {
    std::printf("Display all %zu possibilities? (y or n)", matches.size());
    std::fflush(stdout);
    const Answer a = ask(false);
    std::fputs("\n", stdout);
    if (a == Answer::no) return;
  }
  size_t width = 0;
  for (auto& m : matches) width = std::max(width, m.size() + 2);
  size_t across = columns / width;
  if (across != 1 && across * width == columns) --across;  // a full row would wrap on some terminals
  across = std::max<size_t>(across, 1);
  const size_t down = (matches.size() + across - 1) / across;
  size_t shown = 0;
  for (size_t row = 0; row < down; ++row) {
    std::string text;
    for (size_t k = row; k < matches.size(); k += down) {
      text += matches[k];
      if (k + down < matches.size()) text.append(width - matches[k].size(), ' ');
    }
    std::printf("%s\n", text.c_str());
    if (++shown >= rows - 1 && row + 1 < down) {
      std::fputs("--More--", stdout);
      std::fflush(stdout);
      const Answer a = ask(true);
      std::fputs("\r        \r", stdout);
      if (a == Answer::no) return;
      shown = a == Answer::one_more ? shown - 1 : 0;
    }
  }
}

// TAB: the common prefix of the candidates goes in (with a beep when more than one remains); a second TAB right
// after lists them. No space follows a completion, as in Python's REPL, so `keepdim=` stays ready.
unsigned char complete_key(EditLine* el, int) {
  static const char* const kWordBreaks = " \t\n\"'`@$><=;|&{(,[+-*/%^~";
  const LineInfo* li = el_line(el);
  const std::string before(li->buffer, li->cursor);
  const size_t start = before.find_last_of(kWordBreaks) + 1;  // npos + 1 == 0: the word starts the line
  const std::string word = before.substr(start);
  if (g_from_queue) {  // a TAB in pasted text is text
    el_insertstr(el, "\t");
    return CC_REFRESH;
  }
  if (before.find_first_not_of(" \t") == std::string::npos) {  // TAB in the indentation indents, by four spaces
    el_insertstr(el, "    ");
    return CC_REFRESH;
  }
  std::vector<std::string> matches = completions(before.substr(0, start), word);
  std::sort(matches.begin(), matches.end());
  matches.erase(std::unique(matches.begin(), matches.end()), matches.end());
  if (matches.empty()) return CC_ERROR;
  size_t common = matches.front().size();
  for (auto& m : matches) {
    size_t i = 0;
    while (i < common && i < m.size() && m[i] == matches.front()[i]) ++i;
    common = i;
  }
  if (common > word.size()) {
    el_insertstr(el, matches.front().substr(word.size(), common - word.size()).c_str());
    return matches.size() == 1 ? CC_REFRESH : CC_REFRESH_BEEP;
  }
  if (matches.size() == 1) return CC_NORM;
  if (g_key_before != '\t') return CC_ERROR;
  list_matches(matches);
  return CC_REDISPLAY;
}

// Ctrl-D: end of input on an empty line, otherwise delete the character under the cursor (libedit's own
// em-delete-or-list would echo "^D" first).
unsigned char delete_or_eof(EditLine* el, int) {
  const LineInfo* li = el_line(el);
  if (li->buffer == li->lastchar) return CC_EOF;
  // On a continuation line holding only (automatic) indentation it ends the block, as on an empty one.
  if (g_prompt == "... " && li->cursor == li->lastchar &&
      std::all_of(li->buffer, li->lastchar, [](char c) { return c == ' ' || c == '\t'; }))
    return CC_EOF;
  if (li->cursor == li->lastchar) return CC_ERROR;
  el_cursor(el, 1);
  el_deletestr(el, 1);
  return CC_REFRESH;
}

// A bracketed paste (the terminal sends ESC [ 200 ~, the text, ESC [ 201 ~ while mode 2004 is on): the text is
// taken as it is, its TABs and newlines included, with no completion and no automatic indentation. Text of one
// line goes into the line being edited; text of more lines ends the read with the whole of it in g_paste (the
// line's text before and after the cursor around it), and its lines are shown under their prompts here.
unsigned char paste_key(EditLine* el, int) {
  std::string text;
  for (unsigned char c = 0; read_byte(c) > 0;) {
    text += char(c);
    if (text.ends_with("\x1b[201~")) {
      text.resize(text.size() - 6);
      break;
    }
  }
  if (tensor::interrupt_requested()) return CC_REDISPLAY;  // Ctrl-C during a paste: the main loop drops the line
  std::string clean;  // terminals send a pasted newline as CR
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r') {
      clean += '\n';
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
    } else {
      clean += text[i];
    }
  }
  const LineInfo* li = el_line(el);
  std::string before(li->buffer, li->cursor);
  const std::string after(li->cursor, li->lastchar);
  if (clean.find('\n') == std::string::npos) {
    el_insertstr(el, clean.c_str());
    return CC_REFRESH;
  }
  if (before == g_auto_indent) before.clear();  // a paste brings its own indentation
  g_paste = before + clean + after;
  el_cursor(el, int(after.size()));
  el_deletestr(el, int(before.size() + after.size()));
  // Show the complete lines under their prompts; a last line without its newline is left to edit (run_repl puts
  // it in the next line).
  std::string shown = "\r" + g_prompt;
  const size_t last = g_paste.rfind('\n');
  for (size_t at = 0; at <= last;) {
    const size_t nl = g_paste.find('\n', at);
    const std::string line = g_paste.substr(at, nl - at);
    if (at) shown += "... ";
    shown += (g_colour ? lang::highlight_line(line) : line) + "\x1b[K\r\n";
    at = nl + 1;
  }
  std::fwrite(shown.data(), 1, shown.size(), stdout);
  std::fflush(stdout);
  return CC_NEWLINE;
}

enum class Read { line, end, interrupted, paste };

// One line of input without its newline. From a pipe the prompt and the line are echoed, as readline did, so
// that a transcript reads as a session.
Read read_line(const char* prompt_text, std::string& line) {
  tensor::set_interrupt_requested(false);
  if (!g_editor) {
    std::fputs(prompt_text, stdout);
    if (!std::getline(std::cin, line)) return Read::end;
    std::printf("%s\n", line.c_str());
    return Read::line;
  }
  g_prompt = prompt_text;
  g_paste.clear();
  // Queued whitespace is the automatic indent; queued text is a paste's last line, which typing must not replace.
  const bool indent_only = g_queued.find_first_not_of(" \t") == std::string::npos;
  g_auto_indent = indent_only ? g_queued : std::string();
  g_auto_untouched = indent_only && !g_queued.empty();
  g_undo.clear();
  g_line_now = {};
  g_typing = false;
  int count = 0;
  // Ctrl-Z is caught only while editing (and not where it is ignored): during a computation it stops as usual.
  const auto tstp = std::signal(SIGTSTP, on_sigtstp);
  if (tstp == SIG_IGN) std::signal(SIGTSTP, SIG_IGN);
  // libedit takes the terminal out of cooked mode only when it first reads, after drawing the prompt: a key
  // typed right after the prompt appeared would be echoed by the terminal, and Ctrl-D read as a NUL.
  el_set(g_editor, EL_PREP_TERM, 1);
  if (g_bracketed_paste) std::fputs("\x1b[?2004h", stdout);  // on while the line is read, off while it runs
  const char* text = el_gets(g_editor, &count);
  if (g_bracketed_paste) std::fputs("\x1b[?2004l", stdout);
  std::fflush(stdout);
  std::signal(SIGTSTP, tstp);
  g_queued.clear();
  if (!g_paste.empty()) {
    line = std::move(g_paste);
    g_paste.clear();
    return Read::paste;
  }
  if (!text) return count < 0 && tensor::interrupt_requested() ? Read::interrupted : Read::end;
  line.assign(text, size_t(count));
  if (!line.empty() && line.back() == '\n') line.pop_back();
  return Read::line;
}

void start_editor() {
  g_editor = el_init("tsr", stdin, stdout, stderr);
  el_set(g_editor, EL_EDITOR, "emacs");
  el_set(g_editor, EL_PROMPT, prompt);
  el_set(g_editor, EL_HIST, history, g_history);
  el_set(g_editor, EL_GETCFN, read_key);
  el_set(g_editor, EL_ADDFN, "tsr-complete", "complete a name, attribute or keyword argument", complete_key);
  el_set(g_editor, EL_BIND, "^I", "tsr-complete", nullptr);
  el_set(g_editor, EL_ADDFN, "tsr-delete-or-eof", "delete the character under the cursor, or end input", delete_or_eof);
  el_set(g_editor, EL_BIND, "^D", "tsr-delete-or-eof", nullptr);
  // readline's keys where libedit's emacs map differs: Ctrl-U kills back to the start of the line (libedit's
  // kills all of it), Ctrl-Left / Ctrl-Right move by words (Debian's /etc/inputrc binds them for readline).
  el_set(g_editor, EL_BIND, "^U", "vi-kill-line-prev", nullptr);
  for (const char* key : {"\\e[1;5D", "\\e[5D"}) el_set(g_editor, EL_BIND, key, "ed-prev-word", nullptr);
  for (const char* key : {"\\e[1;5C", "\\e[5C"}) el_set(g_editor, EL_BIND, key, "em-next-word", nullptr);
  el_set(g_editor, EL_ADDFN, "tsr-undo", "undo the last change to the line", undo_key);
  for (const char* key : {"^_", "^X^U"}) el_set(g_editor, EL_BIND, key, "tsr-undo", nullptr);
  el_set(g_editor, EL_ADDFN, "tsr-paste", "take a bracketed paste whole", paste_key);
  el_set(g_editor, EL_BIND, "\\e[200~", "tsr-paste", nullptr);
  el_set(g_editor, EL_BIND, "^L", "ed-clear-screen", nullptr);
  el_source(g_editor, nullptr);  // ~/.editrc, as readline read ~/.inputrc
  struct sigaction winch{};
  winch.sa_handler = on_sigwinch;
  sigaction(SIGWINCH, &winch, nullptr);
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

// CPython's rule for an unfinished chunk (codeop): it is an error now, not a request for more lines, when the
// parser fails before the end of the text. Here: with the missing brackets closed on a line of their own, the
// parse fails on one of the typed lines (`def (:`, `foo(1 2`), not on the closing line (`f(x for`).
bool never_valid(const std::string& chunk, std::string& closed) {
  // The closing brackets the chunk lacks (none where a string or a continuation is open, where only more text
  // can tell).
  const std::string closers = lang::prescan(*lang::SourceFile::load("<stdin>", chunk, false), true).closers;
  if (closers.empty()) return false;
  closed = chunk + closers + "\n";
  try {
    lang::parse(*lang::SourceFile::load("<stdin>", closed, false), lang::CompileMode::Single);
  } catch (const lang::SyntaxError& e) {
    const size_t lines = size_t(std::count(chunk.begin(), chunk.end(), '\n'));
    if (e.incomplete_input || e.lineno > lines) return false;
    // "expected 'else' after 'if' expression" marks the expression but means a token still to come: when the
    // mark runs to the end of the text, more input can mend it (CPython waits for more after `print(a if b`).
    const size_t last_start = chunk.rfind('\n', chunk.size() - 2) + 1;
    const size_t last_len = chunk.find_last_not_of(" \t\n") + 1 - last_start;
    return !(e.msg.starts_with("expected") && e.end_lineno == lines && e.end_offset > last_len);
  }
  return false;
}

// A tokenizer-level error inside an open block (`x = )`) can never be mended by more lines.
bool tokenizer_error(const std::string& chunk) {
  try {
    lang::prescan(*lang::SourceFile::load("<stdin>", chunk, false), true);
  } catch (const lang::SyntaxError&) {
    return true;
  }
  return false;
}

// More lines are needed: open brackets or strings, or a block header with no body yet (`def f():` pasted alone).
bool needs_more(const std::string& chunk) {
  if (lang::is_incomplete(chunk)) return true;
  try {
    lang::parse(*lang::SourceFile::load("<stdin>", chunk, false), lang::CompileMode::Single);
  } catch (const lang::SyntaxError& e) {
    return e.incomplete_input;
  }
  return false;
}

// A pasted text split into its top-level statements, to run one by one as CPython runs a pasted script's: a new
// statement starts at an unindented line outside brackets and strings that does not continue the one before
// (else, elif, except, finally) or follow a decorator. Blank lines and comments stay with the statement around.
std::vector<std::string> split_statements(const std::string& text) {
  std::vector<std::string> pieces;
  std::string current;
  bool has_code = false;
  std::string last_code;  // the last line of code in `current`
  for (size_t at = 0; at < text.size();) {
    size_t nl = text.find('\n', at);
    nl = nl == std::string::npos ? text.size() : nl + 1;
    const std::string line = text.substr(at, nl - at);
    at = nl;
    const bool code = line.find_first_not_of(" \t\n") != std::string::npos && line[line.find_first_not_of(" \t")] != '#';
    auto word_is = [&](const char* kw) {
      const size_t n = std::strlen(kw);
      return line.compare(0, n, kw) == 0 && (line.size() == n || !(std::isalnum(static_cast<unsigned char>(line[n])) || line[n] == '_'));
    };
    const bool continues = word_is("else") || word_is("elif") || word_is("except") || word_is("finally");
    if (code && has_code && line[0] != ' ' && line[0] != '\t' && !continues && !last_code.starts_with("@") &&
        !lang::is_incomplete(current)) {
      pieces.push_back(std::move(current));
      current.clear();
    }
    current += line;
    if (code) {
      has_code = true;
      last_code = line;
    }
  }
  if (has_code) pieces.push_back(std::move(current));
  return pieces;
}

std::string leading_indent(const std::string& line) {
  return line.substr(0, line.find_first_not_of(" \t") == std::string::npos ? line.size() : line.find_first_not_of(" \t"));
}

// The teaching commands, each with its argument and what it does: `:help` lists them, and a command given
// without its argument prints its own line as a usage message.
struct Command {
  const char* name;
  const char* argument;
  const char* text;
};
constexpr Command kCommands[] = {
    {"help", "", "this list"},
    {"dis", "EXPR|FUNC", "bytecode, with CPython 3.11's byte offsets (dis's layout)"},
    {"trace", "STATEMENT", "run it, showing every hop: bytecode, dunder lookup, overload, dispatch keys, kernels"},
    {"layout", "TENSOR", "sizes, strides, offset and the storage elements a view covers"},
    {"graph", "TENSOR", "the autograd graph below a tensor (:graph t --dot FILE writes Graphviz)"},
    {"dispatch", "OP", "an op's schemas and kernel table per dispatch key, with source lines"},
    {"time", "STATEMENT", "wall time, repeated and summarised like %timeit"},
    {"profile", "STATEMENT", "run it once under the profiler: its ops, calls and times, as PyTorch's table"},
};

std::string command_line(const Command& c) {
  std::string head = std::string("  :") + c.name + (*c.argument ? " " : "") + c.argument;
  head.resize(std::max<size_t>(head.size() + 1, 23), ' ');
  return head + c.text + "\n";
}

std::string help_text() {
  std::string text = "REPL commands (each is also a function of the `tsr` module, for scripts):\n";
  for (const Command& c : kCommands) text += command_line(c);
  return text +
         "  :set autoindent on|off\n"
         "                       indent a block's lines automatically (on unless TSR_AUTOINDENT=0)\n"
         "Ctrl-C interrupts a running computation (variables are kept) or drops the input being typed; Ctrl-D exits\n"
         "(on an empty `...` line it ends the block); Ctrl-L clears the screen. A pasted block is taken whole, blank\n"
         "lines included, and its statements run one by one.\n";
}

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
  if (cmd == "trace" || cmd == "time" || cmd == "profile") return "__import__('tsr')." + cmd + "(" + quote(rest) + ")";
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
  // Input from a pipe (`tsr -i /dev/null < session.txt`, as the docs' checker runs): the lines bring their own
  // indentation, and output and tracebacks must interleave in order, so no editor, no auto-indent and
  // line-buffered stdout.
  const bool interactive = isatty(STDIN_FILENO);
  if (!isatty(STDOUT_FILENO)) std::setvbuf(stdout, nullptr, _IOLBF, 0);
  std::setlocale(LC_CTYPE, "");  // typed UTF-8 is text (readline set the same from the environment)
  std::printf("tsr 0.1 (Python 3.11 subset with a torch-compatible tensor library)\n"
              "Type \"help\", \"copyright\" or \":help\" for more information.\n");
  g_history = history_init();
  HistEvent ev;
  history(g_history, &ev, H_SETSIZE, INT_MAX);  // unbounded, as readline's history was
  const std::string hist = history_path();
  load_history(hist);
  if (interactive) {
    start_editor();
    const bool dumb = term && std::string_view(term) == "dumb";
    g_colour = isatty(STDOUT_FILENO) && !std::getenv("NO_COLOR") && !dumb;
    g_bracketed_paste = isatty(STDOUT_FILENO) && !dumb;
  }
  std::signal(SIGINT, on_sigint);
  if (const char* a = std::getenv("TSR_AUTOINDENT")) g_autoindent = std::string_view(a) != "0";
  int status = 0;
  bool done = false;
  while (!done) {
    std::string chunk;
    bool block = false, pasted = false;
    for (;;) {
      std::string l;
      const Read r = read_line(chunk.empty() ? ">>> " : "... ", l);
      if (r == Read::interrupted) {
        // As Python's REPL: the chunk being typed is dropped.
        std::printf("^C\nKeyboardInterrupt\n");
        chunk.clear();
        break;
      }
      if (r == Read::end) {
        // Ctrl-D: at `>>>` the session ends; on an empty `...` line the block ends and runs, as in Python's REPL.
        if (chunk.empty() || g_editor) std::printf("\n");
        done = chunk.empty();
        break;
      }
      if (r == Read::paste) {
        // The pasted lines join the chunk whole; a last line without its newline waits in the editor.
        const size_t last = l.rfind('\n');
        for (size_t at = 0, nl; at <= last; at = nl + 1) {
          nl = l.find('\n', at);
          if (nl > at) history(g_history, &ev, H_ENTER, l.substr(at, nl - at).c_str());
        }
        if (chunk.empty()) block = opens_block(l);
        chunk += l.substr(0, last + 1);
        pasted = true;
        g_queued = l.substr(last + 1);
        if (!g_queued.empty() || needs_more(chunk)) continue;
        break;
      }
      if (!l.empty()) history(g_history, &ev, H_ENTER, l.c_str());
      if (chunk.empty() && l.find_first_not_of(" \t") == std::string::npos) break;
      if (chunk.empty() && l[0] == ':') {
        const std::string name = l.substr(1, l.find(' ') == std::string::npos ? std::string::npos : l.find(' ') - 1);
        const auto* command = std::find_if(std::begin(kCommands), std::end(kCommands),
                                           [&](const Command& c) { return name == c.name; });
        const bool bare = l.find_first_not_of(' ', name.size() + 1) == std::string::npos;
        if (l == ":help" || l == ":h") {
          std::fputs(help_text().c_str(), stdout);
        } else if (command != std::end(kCommands) && bare) {
          std::printf("usage:%s", command_line(*command).c_str());
        } else if (l.starts_with(":set")) {
          const std::string rest = l.substr(std::min<size_t>(l.size(), 5));
          if (rest == "autoindent on" || rest == "autoindent") g_autoindent = true;
          else if (rest == "autoindent off" || rest == "noautoindent") g_autoindent = false;
          else if (!rest.empty()) std::printf("unknown setting %s (:set autoindent on|off)\n", rest.c_str());
          std::printf("autoindent is %s\n", g_autoindent ? "on" : "off");
        } else if (std::string src = command_source(l); !src.empty()) {
          interp::run_interactive(src + "\n", &status);
        } else {
          std::printf("unknown command %s (:help lists them)\n", l.c_str());
        }
        break;
      }
      chunk += l + "\n";
      if (chunk.size() == l.size() + 1) block = opens_block(chunk);
      if (lang::is_incomplete(chunk)) {
        // A line that no more input could make valid is reported now (run with its brackets closed, the parse
        // fails where CPython's does), not after the user has given up typing.
        if (std::string closed; never_valid(chunk, closed)) {
          chunk = std::move(closed);
          break;
        }
        continue;
      }
      if (!block) break;
      if (l.find_first_not_of(" \t") == std::string::npos) break;
      if (tokenizer_error(chunk)) break;
      if (!interactive || !g_autoindent) continue;
      // Automatic indentation: the next line starts at this line's indent, one level deeper after a ':', one
      // level shallower after a statement that leaves the block (return, pass, break, continue, raise).
      std::string indent = leading_indent(l);
      std::string trimmed = l.substr(indent.size());
      while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\t')) trimmed.pop_back();
      size_t word_end = 0;
      while (word_end < trimmed.size() && std::isalpha(static_cast<unsigned char>(trimmed[word_end]))) ++word_end;
      const std::string first = trimmed.substr(0, word_end);
      if (!trimmed.empty() && trimmed.back() == ':') {
        indent += "    ";
      } else if (first == "return" || first == "pass" || first == "break" || first == "continue" || first == "raise") {
        indent.erase(indent.size() - std::min<size_t>(indent.size(), indent.ends_with('\t') ? 1 : 4));
      }
      g_queued = indent;
    }
    if (chunk.empty() || done) continue;
    if (pasted) {
      bool go_on = true;
      for (const auto& statement : split_statements(chunk))
        if (!(go_on = interp::run_interactive(statement, &status))) break;
      if (!go_on) break;
      continue;
    }
    if (!interp::run_interactive(chunk, &status)) break;
  }
  save_history(hist);
  if (g_editor) el_end(g_editor);
  history_end(g_history);
  return status;
}

}  // namespace tsr::repl
