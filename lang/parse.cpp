// `parse`: load → prescan → PEGTL parse to a CST → lowering to the AST (language.md §2.1).
#include "lang/frontend.hpp"
#include "lang/grammar.hpp"
#include "lang/lower.hpp"
#include "lang/prescan.hpp"
#include "lang/symtable.hpp"
#include "lang/syntax_hints.hpp"

namespace tsr::lang {

namespace {

// A bracket left open: CPython's parser takes tokens as its tokenizer makes them, so a token that no expression
// can take fails the parse as `invalid syntax` before the tokenizer reaches the end and reports "'(' was never
// closed" (`f(a;`, `def (:`). Elsewhere CPython's second pass, looking for a more specific message, reads on to
// the end (`foo(1 2` wants a comma) and the unclosed bracket is the error. Parsed here with the brackets closed
// on a line of their own.
void raise_error_before_unclosed_bracket(const SourceFile& source, CompileMode mode) {
  const std::string closers = prescan(source, true).closers;
  if (closers.empty()) return;
  const auto closed = SourceFile::load(source.name, source.text + "\n" + closers + "\n", false);
  try {
    parse_cst(*closed, mode == CompileMode::Eval ? CompileMode::Exec : mode);
  } catch (SyntaxError& e) {
    if (e.msg == "invalid syntax" && fails_where_no_expression_goes(source, e)) throw;
  }
}

}  // namespace

std::unique_ptr<ast::Module> parse(const SourceFile& source, CompileMode mode) {
  try {
    prescan(source);
  } catch (const SyntaxError& e) {
    if (e.msg.ends_with("' was never closed")) raise_error_before_unclosed_bracket(source, mode);
    throw;
  }
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
    refine_invalid_syntax(source, e);
    // A REPL chunk whose block is still missing at the end of input is unfinished, not wrong.
    if (mode == CompileMode::Single && e.kind == SyntaxErrorKind::IndentationError &&
        e.msg.starts_with("expected an indented block") && e.lineno >= source.line_starts.size())
      e.incomplete_input = true;
    throw;
  }
}

}  // namespace tsr::lang
