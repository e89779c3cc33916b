// See prescan.hpp.
#include "lang/prescan.hpp"

#include <optional>
#include <string>
#include <vector>

#include "lang/frontend.hpp"
#include "lang/grammar.hpp"
#include "lang/syntax_error.hpp"
#include "lang/syntax_errors.hpp"

namespace tsr::lang {
namespace {

bool is_identifier_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         (static_cast<unsigned char>(c) >= 0x80);
}

struct OpenBracket {
  char ch;
  uint32_t offset;
};

class Scanner {
 public:
  Scanner(const SourceFile& source, bool allow_incomplete)
      : src_(source), text_(source.text), allow_incomplete_(allow_incomplete) {}

  PrescanResult run() {
    while (pos_ < text_.size()) step();
    if (!brackets_.empty()) {
      if (allow_incomplete_) {
        PrescanResult r{true, {}};
        for (auto b = brackets_.rbegin(); b != brackets_.rend() && b->ch != '\\'; ++b)
          r.closers += b->ch == '(' ? ')' : b->ch == '[' ? ']' : '}';
        if (r.closers.size() != brackets_.size()) r.closers.clear();  // a string or a continuation is open too
        return r;
      }
      const OpenBracket& open = brackets_.back();
      fail(open.offset, std::string("'") + open.ch + "' was never closed");
    }
    return {false, {}};
  }

 private:
  [[noreturn]] void fail(uint32_t offset, std::string message) {
    // CPython reports errors in source order: an unexpected indent on an earlier line (the parser's error, seen
    // before the tokenizer reaches this one) comes first.
    if (unexpected_indent_ && *unexpected_indent_ < offset)
      throw_syntax_error(src_, std::string(message_text(SyntaxMessage::unexpected_indent)), *unexpected_indent_, kNoEnd,
                         SyntaxErrorKind::IndentationError);
    const uint32_t line = src_.line_of(offset);
    throw SyntaxError(SyntaxErrorKind::SyntaxError, std::move(message), src_.name, line,
                      src_.char_column_of(offset) + 1, std::string(src_.line_text(line)));
  }

  void step() {
    if (line_start_) {
      line_start_ = false;
      logical_line();
      if (pos_ >= text_.size()) return;
    }
    const char c = text_[pos_];
    if (c != ' ' && c != '\t' && c != '\f' && c != '\r' && c != '\n' && c != '#') last_significant_ = c;
    if (c == '\n') {
      ++pos_;
      line_start_ = brackets_.empty();
    } else if (c == '#') {
      while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    } else if (c == '\\') {
      continuation();
    } else if (c == '"' || c == '\'') {
      string_literal(pos_);
    } else if (is_identifier_char(c)) {
      word();
    } else if (c == '(' || c == '[' || c == '{') {
      if (brackets_.size() >= kMaxBracketDepth) fail(static_cast<uint32_t>(pos_), "too many nested parentheses");
      brackets_.push_back({c, static_cast<uint32_t>(pos_++)});
    } else if (c == ')' || c == ']' || c == '}') {
      close_bracket(c);
    } else {
      ++pos_;
    }
  }

  // A logical line starts at pos_: its indentation against the previous one's. Deeper without the previous line
  // ending a compound statement's header (`:`) is the parser's "unexpected indent", noted for fail(): the parser
  // reports it itself when the scan finds nothing wrong. Blank and comment-only lines are skipped.
  void logical_line() {
    int cols = 0;
    for (; pos_ < text_.size(); ++pos_) {
      const char c = text_[pos_];
      if (c == ' ') ++cols;
      else if (c == '\t') cols = (cols / 8 + 1) * 8;
      else if (c == '\f') cols = 0;
      else break;
    }
    if (pos_ >= text_.size() || text_[pos_] == '\n' || text_[pos_] == '\r' || text_[pos_] == '#') return;
    if (cols > indent_ && last_significant_ != ':' && !unexpected_indent_)
      unexpected_indent_ = static_cast<uint32_t>(pos_ - 1);
    indent_ = cols;
  }

  // `\` must be followed by a newline; at the very end of the text it means "more input follows".
  void continuation() {
    const uint32_t at = static_cast<uint32_t>(pos_);
    if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n') {
      if (pos_ + 2 >= text_.size()) {
        if (allow_incomplete_) { incomplete_tail(); return; }
        if (!brackets_.empty()) {  // inside brackets the one open is the error (run())
          pos_ = text_.size();
          return;
        }
        fail(at, "unexpected EOF while parsing");
      }
      pos_ += 2;
      return;
    }
    fail(at + 1, "unexpected character after line continuation character");
  }

  void incomplete_tail() {
    pos_ = text_.size();
    brackets_.push_back({'\\', static_cast<uint32_t>(pos_)});  // makes run() report `incomplete`
  }

  // An identifier or number; a string prefix directly followed by a quote starts a string.
  void word() {
    const size_t start = pos_;
    while (pos_ < text_.size() && is_identifier_char(text_[pos_])) ++pos_;
    if (pos_ < text_.size() && (text_[pos_] == '"' || text_[pos_] == '\'') &&
        is_string_prefix(std::string_view(text_).substr(start, pos_ - start)))
      string_literal(start);
  }

  // Scans a string literal whose quote is at pos_ (its prefix, if any, starts at `start`).
  void string_literal(size_t start) {
    const char quote = text_[pos_];
    const bool triple = pos_ + 2 < text_.size() && text_[pos_ + 1] == quote && text_[pos_ + 2] == quote;
    pos_ += triple ? 3 : 1;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '\\') {
        pos_ += 2;  // an escaped character (raw strings too: the backslash still protects the quote)
        continue;
      }
      if (c == '\n' && !triple) break;
      if (c == quote) {
        if (!triple) { ++pos_; return; }
        if (pos_ + 2 < text_.size() && text_[pos_ + 1] == quote && text_[pos_ + 2] == quote) {
          pos_ += 3;
          return;
        }
      }
      ++pos_;
    }
    if (triple) {
      if (allow_incomplete_) { incomplete_tail(); return; }
      fail(static_cast<uint32_t>(start), "unterminated triple-quoted string literal (detected at line " +
                                             std::to_string(src_.line_starts.size()) + ")");
    }
    fail(static_cast<uint32_t>(start),
         "unterminated string literal (detected at line " + std::to_string(src_.line_of(uint32_t(start))) + ")");
  }

  void close_bracket(char c) {
    const uint32_t at = static_cast<uint32_t>(pos_++);
    if (brackets_.empty()) fail(at, std::string("unmatched '") + c + "'");
    const OpenBracket open = brackets_.back();
    const char expected = open.ch == '(' ? ')' : open.ch == '[' ? ']' : '}';
    if (c != expected) {
      std::string message = std::string("closing parenthesis '") + c + "' does not match opening parenthesis '" +
                            open.ch + "'";
      const uint32_t open_line = src_.line_of(open.offset);
      if (open_line != src_.line_of(at)) message += " on line " + std::to_string(open_line);
      fail(at, message);
    }
    brackets_.pop_back();
  }

  const SourceFile& src_;
  const std::string& text_;
  bool allow_incomplete_;
  size_t pos_ = 0;
  std::vector<OpenBracket> brackets_;
  bool line_start_ = true;
  int indent_ = 0;              // the last logical line's indentation (columns, tabs to multiples of 8)
  char last_significant_ = 0;   // the last character outside comments and whitespace
  std::optional<uint32_t> unexpected_indent_;
};

}  // namespace

bool is_string_prefix(std::string_view word) {
  std::string lower;
  for (char c : word) lower += static_cast<char>(c | 0x20);
  for (const char* p : {"r", "u", "f", "b", "rf", "fr", "br", "rb"})
    if (lower == p) return true;
  return false;
}

PrescanResult prescan(const SourceFile& source, bool allow_incomplete) {
  return Scanner(source, allow_incomplete).run();
}

}  // namespace tsr::lang

namespace tsr::lang {

bool is_incomplete(std::string_view text) {
  try {
    return prescan(*SourceFile::load("<stdin>", text, false), true).incomplete;
  } catch (const SyntaxError&) {
    return false;  // a real error: the REPL reports it instead of waiting for more input
  }
}

}  // namespace tsr::lang
