// The concrete syntax tree the PEGTL grammar builds (language.md §2.7), and the entry points that build it.
//
// The grammar (grammar.cpp) selects only the meaningful rules; each selected rule becomes a CstNode whose
// `kind` names the rule, so lowering (lower.cpp) switches on an enum instead of demangled type names.
// Spans are byte offsets into SourceFile::text with trailing whitespace and comments already trimmed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "lang/frontend.hpp"
#include "lang/source.hpp"

namespace tsr::lang {

// One kind per selected grammar rule. Names follow the rules in grammar.cpp (python.gram's where one exists).
enum class CstKind : uint16_t {
  root,
  // statements
  pass_stmt, break_stmt, continue_stmt, return_stmt, raise_stmt, global_stmt, nonlocal_stmt, del_stmt,
  assert_stmt, import_name, import_from, yield_stmt, expr_stmt, if_stmt, elif_clause, else_clause, while_stmt,
  for_stmt, try_stmt, except_clause, finally_clause, with_stmt, with_item, funcdef, classdef, decorated, decorator,
  block, augassign, annassign, assign_value, return_annotation, class_arguments,
  // imports
  dotted_as, dotted_name, import_dot, import_star, as_name,
  // parameters
  params, param_plain, param_star, param_kwargs, param_slash, annotation, param_default,
  // expressions
  star_expressions, tuple_comma, star_expr, named_expr, lambdef, ifexp, disjunction, conjunction, not_expr, comparison,
  comp_op, bitwise_or, bitwise_xor, bitwise_and, shift, sum, term, binary_op, factor, unary_op, power, primary,
  attribute_trailer, call_trailer, subscript_trailer, arguments, genexp_arg, starred_arg, kwargs_arg,
  keyword_arg, slices, slice, slice_rest, slice_upper, slice_step, name, number, strings, string, true_kw,
  false_kw, none_kw, ellipsis, paren_atom, list_atom, brace_atom, dict_item, dict_value, dict_unpack, for_if_clauses,
  comp_for, comp_if, star_targets, yield_expr, yield_from, await_expr, async_kw, async_stmt, except_star,
  // the match statement
  match_stmt, case_block, guard, as_pattern, or_pattern, value_pattern, capture_pattern, wildcard_pattern,
  star_pattern, paren_pattern, list_pattern, open_sequence_pattern, mapping_pattern, key_value_pattern,
  double_star_pattern, class_pattern, keyword_pattern, pattern_attr, signed_number, complex_number,
  invalid_pattern_target,
};

// The CST's memory. PEGTL's parse_tree allocates a node (and a children vector) for every attempt of a selected
// rule and drops it on backtracking or folding, so importing torch made ~3 million such allocations; through
// malloc they were half of the start-up's instructions. Nodes and children arrays come instead from per-thread
// free lists of fixed size classes (grammar.cpp). A tree must be freed on the thread that parsed it (it is: a
// CST lives only from parse_cst to the end of lowering).
namespace cst_memory {
void* allocate(std::size_t bytes);
void deallocate(void* p, std::size_t bytes) noexcept;

template <class T>
struct Allocator {
  using value_type = T;
  Allocator() = default;
  template <class U>
  Allocator(const Allocator<U>&) noexcept {}
  T* allocate(std::size_t n) { return static_cast<T*>(cst_memory::allocate(n * sizeof(T))); }
  void deallocate(T* p, std::size_t n) noexcept { cst_memory::deallocate(p, n * sizeof(T)); }
  template <class U>
  bool operator==(const Allocator<U>&) const noexcept { return true; }
};
}  // namespace cst_memory

// A node of the concrete syntax tree. PEGTL's parse_tree builds it: `start`/`success` are its hooks.
struct CstNode {
  CstKind kind = CstKind::root;
  uint32_t begin = 0, end = 0;  // [begin, end) byte offsets, trailing whitespace excluded
  std::vector<std::unique_ptr<CstNode>, cst_memory::Allocator<std::unique_ptr<CstNode>>> children;

  static void* operator new(std::size_t bytes) { return cst_memory::allocate(bytes); }
  static void operator delete(void* p, std::size_t bytes) noexcept { cst_memory::deallocate(p, bytes); }

  template <class Rule, class In, class State>
  void start(const In& in, State& state) {
    kind = Rule::kind;
    begin = state.offset(in.current());
  }
  template <class Rule, class In, class State>
  void success(const In& in, State& state) {
    end = state.trimmed_end(in.current());
  }
  template <class Rule, class In, class State>
  void failure(const In&, State&) {}
  template <class State>
  void emplace_back(std::unique_ptr<CstNode>&& child, State&) {
    children.emplace_back(std::move(child));
  }
};

// Parses a whole file (`file_input`) or a REPL chunk (`interactive`) into a CST. Throws SyntaxError with
// CPython's message and position (the prescan must have run first: brackets and strings are balanced).
std::unique_ptr<CstNode> parse_cst(const SourceFile& source, CompileMode mode);

// Parses the expression of an f-string replacement field, source.text[begin, end), as CPython 3.11 does
// (as if parenthesised: newlines allowed). Returns the star_expressions (or yield) node.
std::unique_ptr<CstNode> parse_fstring_expression(const SourceFile& source, uint32_t begin, uint32_t end);

// Number of issues tao::pegtl::analyze finds in the start rules (rules that may loop without consuming input);
// the grammar's unit test requires 0.
size_t analyze_grammar();

// True for the hard keywords (§2.2), the words NAME never matches.
namespace peg {
bool is_keyword(std::string_view word);
const std::vector<std::string_view>& keywords();  // the same words, in Python's keyword.kwlist order
}

// The number of bytes of the token starting at `offset` (0 at a newline or the end): caret widths (§2.8).
uint32_t token_length(std::string_view text, uint32_t offset);

// Throws the SyntaxError (or IndentationError/TabError) `message` at byte `offset` of `source`. A SyntaxError
// underlines [offset, end), or the token at `offset` when `end` is kTokenEnd; the indentation errors have no
// span unless `end` > `offset`.
inline constexpr int64_t kTokenEnd = -1;
inline constexpr int64_t kNoEnd = -2;  // an indentation error whose end_offset is -1, as CPython's tokenizer reports
// An error at the end of the input (a block or handler missing there): CPython, reading a file, reports it at column
// 0, so it prints no caret.
inline constexpr int64_t kAtEof = -3;
[[noreturn]] void throw_syntax_error(const SourceFile& source, std::string message, uint32_t offset,
                                     int64_t end = kTokenEnd, SyntaxErrorKind kind = SyntaxErrorKind::SyntaxError);

}  // namespace tsr::lang
