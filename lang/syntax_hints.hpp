// CPython 3.11's more specific wordings of a plain `invalid syntax` (its grammar's invalid_ rules), found from the
// tokens around the point where the parse failed:
//   - "invalid syntax. Perhaps you forgot a comma?" for two expressions side by side inside brackets
//     (`f(a b)`, `[1 2]`), marking both (invalid_expression);
//   - "Missing parentheses in call to 'print'. Did you mean print(...)?" for a Python 2 print or exec statement
//     (invalid_legacy_expression).
#pragma once

#include <cstddef>
#include <cstdint>

#include "lang/source.hpp"
#include "lang/syntax_error.hpp"

namespace tsr::lang {

// The byte offset of a 1-based code-point column of line `lineno`; npos past the end of the text.
size_t byte_offset_of(const SourceFile& source, uint32_t lineno, uint32_t offset);

// Rewords `e`, an `invalid syntax` raised for `source`, where one of the rules above applies.
void refine_invalid_syntax(const SourceFile& source, SyntaxError& e);

}  // namespace tsr::lang
