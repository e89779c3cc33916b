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

// `e` (raised for `source`) is at a token no expression can take (`;`, a statement keyword, the `(` of `def (`):
// CPython's parser fails there without reading on, even where a bracket is left open.
bool fails_where_no_expression_goes(const SourceFile& source, const SyntaxError& e);

// Rewords `e`, an `invalid syntax` raised for `source`, where one of the rules above applies.
void refine_invalid_syntax(const SourceFile& source, SyntaxError& e);

}  // namespace tsr::lang
