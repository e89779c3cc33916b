// The one table of syntax error messages the parser raises (STYLE.md rule 8, language.md §2.8, §1.2).
//
// Every cut point of the grammar and every unsupported construct names an entry here, so no PEGTL text
// ("parse error matching tao::...") can ever reach a user. Wording is CPython 3.11's, checked against python3.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace tsr::lang {

enum class SyntaxMessage : uint8_t {
  invalid_syntax,
  expected_colon,
  expected_else,
  expected_except_or_finally,
  unexpected_indent,
  unindent_mismatch,
  inconsistent_tabs,
  too_many_indentation_levels,
  too_deeply_nested,
  expected_exception_types,
  non_ascii_unsupported,
  kCount
};

inline constexpr std::array<std::string_view, size_t(SyntaxMessage::kCount)> kSyntaxMessages = {
    "invalid syntax",
    "expected ':'",
    "expected 'else' after 'if' expression",
    "expected 'except' or 'finally' block",
    "unexpected indent",
    "unindent does not match any outer indentation level",
    "inconsistent use of tabs and spaces in indentation",
    "too many levels of indentation",
    "too many nested expressions (tsr's parser limit)",
    "expected one or more exception types",
    "non-ASCII identifiers need ICU's libicuuc, which could not be loaded",
};

constexpr std::string_view message_text(SyntaxMessage m) { return kSyntaxMessages[size_t(m)]; }

}  // namespace tsr::lang
