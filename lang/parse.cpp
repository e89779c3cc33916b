// `parse`: load → prescan → PEGTL parse to a CST → lowering to the AST (language.md §2.1).
#include <algorithm>
#include <cctype>
#include <string_view>

#include "lang/frontend.hpp"
#include "lang/grammar.hpp"
#include "lang/lower.hpp"
#include "lang/prescan.hpp"
#include "lang/symtable.hpp"
#include "lang/syntax_hints.hpp"

namespace tsr::lang {

namespace {

std::string_view word_at(std::string_view text, size_t at) {
  size_t end = at;
  while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
  return text.substr(at, end - at);
}

// A token no expression can take: CPython's parser fails there without reading on.
bool stops_any_expression(std::string_view text, size_t at) {
  static constexpr std::string_view kStatementKeywords[] = {
      "import", "def", "class", "return", "pass", "break", "continue", "global", "nonlocal", "del", "assert", "raise",
      "try", "except", "finally", "while", "with", "from", "as", "elif"};
  if (std::string_view(";:!$?@`)]}").find(text[at]) != std::string_view::npos) return true;
  const std::string_view word = word_at(text, at);
  for (std::string_view kw : kStatementKeywords)
    if (word == kw) return true;
  // `def (`, `class (`: the name a definition needs is missing
  size_t before = at;
  while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\t')) --before;
  size_t start = before;
  while (start > 0 && (std::isalnum(static_cast<unsigned char>(text[start - 1])) || text[start - 1] == '_')) --start;
  const std::string_view previous = text.substr(start, before - start);
  return previous == "def" || previous == "class";
}

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
    const size_t at = byte_offset_of(source, e.lineno, e.offset);
    if (e.msg == "invalid syntax" && at != std::string::npos && stops_any_expression(source.text, at)) throw;
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
