// `parse`: load → prescan → PEGTL parse to a CST → lowering to the AST (language.md §2.1).
#include "lang/frontend.hpp"
#include "lang/grammar.hpp"
#include "lang/lower.hpp"
#include "lang/prescan.hpp"
#include "lang/symtable.hpp"

namespace tsr::lang {

std::unique_ptr<ast::Module> parse(const SourceFile& source, CompileMode mode) {
  prescan(source);
  try {
    auto module = lower_module(*parse_cst(source, mode == CompileMode::Eval ? CompileMode::Exec : mode), source);
    // eval() takes one expression (CPython's eval_input): a statement, or more than one, is invalid syntax.
    if (mode == CompileMode::Eval && (module->body.size() != 1 || !module->body[0]->is<ast::ExprStmt>())) {
      ast::Location at = module->body.empty() ? ast::Location{1, 0, 1, 0} : module->body[0]->loc;
      if (const auto* assign = module->body.empty() ? nullptr : module->body[0]->as<ast::Assign>()) {
        // `x = 1`: CPython's parser fails at the `=` after the expression.
        const ast::Location& target = assign->targets[0]->loc;
        const std::string_view line = source.line_text(target.end_lineno);
        uint32_t col = target.end_col_offset;
        while (col < line.size() && (line[col] == ' ' || line[col] == '\t')) ++col;
        at = {target.end_lineno, col, target.end_lineno, col + 1};
      }
      raise_syntax_error(source, at, "invalid syntax");
    }
    return module;
  } catch (SyntaxError& e) {
    // A REPL chunk whose block is still missing at the end of input is unfinished, not wrong.
    if (mode == CompileMode::Single && e.kind == SyntaxErrorKind::IndentationError &&
        e.msg.starts_with("expected an indented block") && e.lineno >= source.line_starts.size())
      e.incomplete_input = true;
    throw;
  }
}

}  // namespace tsr::lang
