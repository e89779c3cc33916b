// Syntax colouring of one line of source for the REPL's input line: keywords (the grammar's own list),
// numbers, strings (an unterminated one runs to the end of the line: a triple-quoted string being typed) and
// comments, as ANSI SGR sequences. The text itself is unchanged: removing the escapes gives the input back.
#pragma once

#include <string>
#include <string_view>

namespace tsr::lang {

std::string highlight_line(std::string_view line);

}  // namespace tsr::lang
