// `parse`: load → prescan → PEGTL parse to a CST → lowering to the AST (language.md §2.1).
#include "lang/frontend.hpp"
#include "lang/grammar.hpp"
#include "lang/lower.hpp"
#include "lang/prescan.hpp"

namespace tsr::lang {

std::unique_ptr<ast::Module> parse(const SourceFile& source, CompileMode mode) {
  prescan(source);
  try {
    return lower_module(*parse_cst(source, mode), source);
  } catch (SyntaxError& e) {
    // A REPL chunk whose block is still missing at the end of input is unfinished, not wrong.
    if (mode == CompileMode::Single && e.kind == SyntaxErrorKind::IndentationError &&
        e.msg.starts_with("expected an indented block") && e.lineno >= source.line_starts.size())
      e.incomplete_input = true;
    throw;
  }
}

}  // namespace tsr::lang
