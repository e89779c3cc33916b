// Lowering: the CST the grammar builds → the AST (ast.hpp), with the syntax checks CPython's parser makes
// (invalid targets, argument and parameter order, language.md §2.8).
//
// Split in three files: lower.cpp (statements, expressions, targets, arguments), lower_literals.cpp (numbers,
// strings, escapes, f-strings) and lower_match.cpp (the match statement's patterns).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "lang/ast.hpp"
#include "lang/grammar.hpp"
#include "lang/source.hpp"

namespace tsr::lang {

// Lowers a parsed file or REPL chunk. Throws SyntaxError.
std::unique_ptr<ast::Module> lower_module(const CstNode& root, const SourceFile& source);

class Lowerer {
 public:
  explicit Lowerer(const SourceFile& source) : src_(source) {}

  ast::StmtList statements(const CstNode& parent);
  ast::ExprPtr expr(const CstNode& n);

 private:
  using Node = CstNode;

  // positions and errors
  ast::Location loc(const Node& n) const { return loc(n.begin, n.end); }
  ast::Location loc(uint32_t begin, uint32_t end) const;
  std::string_view text(const Node& n) const;
  [[noreturn]] void error(const std::string& message, const ast::Location& at) const;
  [[noreturn]] void error_at(const std::string& message, uint32_t begin, uint32_t end) const;
  // The depth of the AST being built: every pass after lowering (symtable, compiler, the tree's destructor)
  // recurses over it, so `Deeper` stops it at kMaxAstDepth with CompileDepthError.
  struct Deeper {
    Deeper(Lowerer& l, size_t by);
    ~Deeper() { depth -= by; }
    int& depth;
    int by;
  };
  int depth_ = 0;

  template <class T>
  ast::ExprPtr make(T node, ast::Location at) const {
    return std::make_unique<ast::Expr>(ast::Expr{std::move(node), at});
  }
  template <class T>
  ast::PatternPtr make_pattern(T node, ast::Location at) const {
    return std::make_unique<ast::Pattern>(ast::Pattern{std::move(node), at});
  }

  // statements (lower.cpp)
  void statement(const Node& n, ast::StmtList& out);
  ast::StmtList block(const Node& n);
  ast::StmtPtr expr_stmt(const Node& n);
  ast::StmtPtr if_stmt(const Node& n, size_t clause);
  ast::StmtPtr try_stmt(const Node& n);
  ast::StmtPtr with_stmt(const Node& n);
  ast::StmtPtr funcdef(const Node& n, ast::ExprList decorators);
  ast::StmtPtr classdef(const Node& n, ast::ExprList decorators);
  ast::StmtPtr async_stmt(const Node& n, ast::ExprList decorators);
  ast::StmtPtr import_from(const Node& n);
  ast::StmtList orelse(const Node& n, size_t index);

  // the match statement (lower_match.cpp)
  ast::StmtPtr match_stmt(const Node& n);
  ast::PatternPtr pattern(const Node& n);
  ast::PatternPtr value_pattern(const Node& n);
  ast::PatternPtr paren_pattern(const Node& n);
  ast::PatternPtr mapping_pattern(const Node& n);
  ast::PatternPtr class_pattern(const Node& n);
  ast::PatternList pattern_items(const Node& n);
  ast::ExprPtr pattern_literal(const Node& n);
  ast::ExprPtr pattern_attr(const Node& n);

  // expressions (lower.cpp)
  ast::ExprPtr paren_atom(const Node& n);
  ast::ExprPtr list_atom(const Node& n);
  ast::ExprPtr brace_atom(const Node& n);
  ast::ExprPtr primary(const Node& n);
  ast::ExprPtr binary_chain(const Node& n);
  ast::ExprPtr comparison(const Node& n);
  ast::ExprPtr slice(const Node* lower, const Node& rest, ast::Location at);
  ast::ExprList elements(const Node& n, size_t from = 0);
  std::vector<ast::Comprehension> comprehensions(const Node& n);
  void call_arguments(const Node& n, ast::ExprList& args, std::vector<ast::Keyword>& keywords);
  std::unique_ptr<ast::Arguments> parameters(const Node* n);

  // targets (lower.cpp)
  void set_context(ast::Expr& e, ast::ExprContext ctx);
  const ast::Expr* invalid_target(const ast::Expr& e, ast::ExprContext ctx) const;
  void check_target(const ast::Expr& e, ast::ExprContext ctx, bool suggest_equality = false) const;

  // literals (lower_literals.cpp)
  ast::ExprPtr number(const Node& n);
  ast::ExprPtr strings(const Node& n);
  struct StringParts;
  void fstring_body(std::string_view body, uint32_t body_offset, bool raw, uint32_t token_end, StringParts& parts,
                    int depth);
  ast::ExprPtr fstring_field(std::string_view body, size_t& i, uint32_t body_offset, bool raw, uint32_t token_end,
                             StringParts& parts, int depth);
  std::string decode(std::string_view body, bool raw, uint32_t token_begin) const;
  std::string decode_bytes(std::string_view body, bool raw, uint32_t token_end) const;

  const SourceFile& src_;
};

// The children of `n` without the commas the grammar keeps to mark tuples, and whether it has such a comma.
std::vector<const CstNode*> cst_items(const CstNode& n, size_t from = 0);
bool cst_has_comma(const CstNode& n);

// The name CPython uses for an expression in "cannot assign to ..." messages (`_PyPegen_get_expr_name`).
std::string expr_name(const ast::Expr& e);

}  // namespace tsr::lang
