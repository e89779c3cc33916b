// The prescan: one linear pass over the source that understands strings, comments, continuations and brackets
// (language.md §2.3). It reports the tokenizer-level errors with CPython's exact texts and positions, so the PEG
// phase never meets an unclosed bracket or string, and it tells the REPL whether a chunk is unfinished.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "lang/source.hpp"

namespace tsr::lang {

struct PrescanResult {
  // The text ends inside brackets, inside a triple-quoted string, or after a backslash continuation.
  bool incomplete = false;
  // With `allow_incomplete`, when only brackets are left open: the text that closes them, innermost first.
  std::string closers;
};

// Deepest bracket nesting accepted; CPython's tokenizer has the same limit (MAXLEVEL).
inline constexpr int kMaxBracketDepth = 200;

// Scans `source`. Throws SyntaxError for a tokenizer error, except that with `allow_incomplete` the errors an
// unfinished REPL chunk would raise ('(' was never closed, unterminated triple-quoted string, trailing
// backslash) are reported as `incomplete` instead.
PrescanResult prescan(const SourceFile& source, bool allow_incomplete = false);

// A string prefix Python accepts (any case): r, u, f, b, br, rb, fr, rf.
bool is_string_prefix(std::string_view word);

}  // namespace tsr::lang
