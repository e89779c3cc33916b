// Symbol tables: recording name uses per scope, then resolving each name's scope (CPython's symtable.c).
#include "lang/symtable.hpp"

#include <unordered_set>
#include <utility>

#include "lang/syntax_error.hpp"

namespace tsr::lang {

using NameSet = std::unordered_set<std::string>;

std::string mangle(std::string_view klass, const std::string& name) {
  if (klass.empty() || name.size() < 2 || name[0] != '_' || name[1] != '_') return name;
  if (name.size() >= 4 && name.ends_with("__")) return name;  // dunders are never mangled
  if (name.find('.') != std::string::npos) return name;      // nor dotted import names
  const size_t start = klass.find_first_not_of('_');
  if (start == std::string_view::npos) return name;          // a class named only of underscores
  return "_" + std::string(klass.substr(start)) + name;
}

SyntaxError syntax_error_at(const SourceFile& source, const ast::Location& loc, std::string message) {
  // AST columns are byte offsets; SyntaxError offsets are 1-based code-point columns.
  const auto char_col = [&](uint32_t line, uint32_t col) -> uint32_t {
    if (line == 0 || line > source.line_starts.size()) return col + 1;
    return source.char_column_of(source.line_starts[line - 1] + col) + 1;
  };
  return SyntaxError(SyntaxErrorKind::SyntaxError, std::move(message), source.name, loc.lineno,
                     char_col(loc.lineno, loc.col_offset), std::string(source.line_text(loc.lineno)),
                     loc.end_lineno, char_col(loc.end_lineno, loc.end_col_offset));
}

void raise_syntax_error(const SourceFile& source, const ast::Location& loc, std::string message) {
  throw syntax_error_at(source, loc, std::move(message));
}

SyntaxError compile_warning_as_error(const Code& code, const CompileWarning& w) {
  return syntax_error_at(*code.source, ast::Location{w.line, w.col, w.end_line, w.end_col}, w.message);
}

Scope SymbolTableEntry::scope_of(const std::string& name) const {
  auto it = symbols.find(name);
  return it == symbols.end() ? Scope::Unknown : it->second.scope;
}

uint32_t SymbolTableEntry::flags_of(const std::string& name) const {
  auto it = symbols.find(name);
  return it == symbols.end() ? 0 : it->second.flags;
}

const SymbolTableEntry& SymbolTable::scope_for(const void* node) const { return *by_node_.at(node); }

std::vector<const ast::Stmt*> leading_future_imports(const ast::Module& module) {
  std::vector<const ast::Stmt*> found;
  const ast::StmtList& body = module.body;
  for (size_t i = 0; i < body.size(); ++i) {
    if (const auto* e = body[i]->as<ast::ExprStmt>();
        i == 0 && e && e->value->is<ast::Constant>() && std::holds_alternative<std::string>(e->value->as<ast::Constant>()->value))
      continue;  // the docstring
    const auto* from = body[i]->as<ast::ImportFrom>();
    if (!from || from->module != "__future__" || from->level != 0) break;
    found.push_back(body[i].get());
  }
  return found;
}

bool imports_future_annotations(const ast::Module& module) {
  for (const ast::Stmt* s : leading_future_imports(module))
    for (const auto& alias : s->as<ast::ImportFrom>()->names)
      if (alias.name == "annotations") return true;
  return false;
}

// ---- pass 1: recording uses ------------------------------------------------------------------------------------

class SymbolTableBuilder {
 public:
  SymbolTableBuilder(SymbolTable& table, const SourceFile& source) : table_(table), source_(source) {}

  void run(const ast::Module& module) {
    future_annotations_ = imports_future_annotations(module);
    table_.top_ = std::make_unique<SymbolTableEntry>();
    table_.top_->name = "top";
    table_.by_node_[&module] = table_.top_.get();
    cur_ = table_.top_.get();
    for (const auto& s : module.body) visit(*s);
  }

  void visit(const ast::Stmt& s);
  void visit(const ast::Expr& e);
  void visit(const ast::Pattern& p);

 private:
  void visit_all(const ast::ExprList& list) {
    for (const auto& e : list)
      if (e) visit(*e);
  }
  void visit_all(const ast::StmtList& list) {
    for (const auto& s : list) visit(*s);
  }
  void visit_keywords(const std::vector<ast::Keyword>& kws) {
    for (const auto& k : kws) visit(*k.value);
  }
  void visit_defaults(const ast::Arguments& args) {
    visit_all(args.defaults);
    visit_all(args.kw_defaults);
  }
  void visit_params(const ast::Arguments& args);
  // Annotations are evaluated in the scope that holds them (parameters' in the enclosing one), as CPython's
  // symtable_visit_annotation; under `from __future__ import annotations` they are text and record nothing.
  void visit_annotation(const ast::Expr* annotation) {
    if (annotation && !future_annotations_) visit(*annotation);
  }
  void visit_arg_annotations(const ast::Arguments& args, const ast::Expr* returns) {
    for (const auto* list : {&args.posonlyargs, &args.args, &args.kwonlyargs})
      for (const auto& a : *list) visit_annotation(a.annotation.get());
    if (args.vararg) visit_annotation(args.vararg->annotation.get());
    if (args.kwarg) visit_annotation(args.kwarg->annotation.get());
    visit_annotation(returns);
  }
  void visit_directive(const ast::Stmt& s, const std::vector<std::string>& names, uint32_t flag);
  void visit_alias(const ast::Alias& alias, const ast::Stmt& s);
  void visit_comprehension(const ast::Expr& e, const char* name, ComprehensionKind kind,
                           const std::vector<ast::Comprehension>& gens, const ast::Expr& elt,
                           const ast::Expr* value);
  void check_yield(const ast::Expr& e);
  void visit_named_expr(const ast::Expr& e, const ast::NamedExpr& n);

  void enter(const void* node, BlockType type, std::string name, const ast::Location& loc);
  void leave() { cur_ = stack_.back(); stack_.pop_back(); }
  void add_def(const std::string& raw, uint32_t flag, const ast::Location& loc);
  [[noreturn]] void error(const ast::Location& loc, std::string msg) { raise_syntax_error(source_, loc, msg); }

  SymbolTable& table_;
  const SourceFile& source_;
  SymbolTableEntry* cur_ = nullptr;
  std::vector<SymbolTableEntry*> stack_;
  std::string private_;  // the innermost class name, for mangling
  bool future_annotations_ = false;  // annotations are text: they record no uses
  bool in_comp_target_ = false;  // visiting a comprehension's `for` target (its names get DEF_COMP_ITER)
  int in_comp_iter_ = 0;         // visiting a comprehension's iterable (no `:=` there)
};

void SymbolTableBuilder::enter(const void* node, BlockType type, std::string name, const ast::Location& loc) {
  auto entry = std::make_unique<SymbolTableEntry>();
  entry->type = type;
  entry->name = std::move(name);
  entry->loc = loc;
  entry->nested = cur_->nested || cur_->is_function();
  table_.by_node_[node] = entry.get();
  stack_.push_back(cur_);
  cur_->children.push_back(std::move(entry));
  cur_ = cur_->children.back().get();
}

void SymbolTableBuilder::add_def(const std::string& raw, uint32_t flag, const ast::Location& loc) {
  const std::string name = mangle(private_, raw);
  auto [it, fresh] = cur_->symbols.try_emplace(name);
  if (fresh) cur_->order.push_back(name);
  if ((flag & DEF_PARAM) && (it->second.flags & DEF_PARAM))
    error(loc, "duplicate argument '" + name + "' in function definition");
  it->second.flags |= flag;
  if (flag & DEF_PARAM) cur_->params.push_back(name);
  if ((flag & DEF_GLOBAL) && cur_ != table_.top_.get()) {
    // A `global` anywhere also marks the module-level symbol, as CPython's st_global.
    auto [g, gfresh] = table_.top_->symbols.try_emplace(name);
    if (gfresh) table_.top_->order.push_back(name);
    g->second.flags |= DEF_GLOBAL;
  }
}

void SymbolTableBuilder::visit_params(const ast::Arguments& args) {
  for (const auto& a : args.posonlyargs) add_def(a.arg, DEF_PARAM, a.loc);
  for (const auto& a : args.args) add_def(a.arg, DEF_PARAM, a.loc);
  for (const auto& a : args.kwonlyargs) add_def(a.arg, DEF_PARAM, a.loc);
  if (args.vararg) add_def(args.vararg->arg, DEF_PARAM, args.vararg->loc);
  if (args.kwarg) add_def(args.kwarg->arg, DEF_PARAM, args.kwarg->loc);
}

void SymbolTableBuilder::visit_directive(const ast::Stmt& s, const std::vector<std::string>& names, uint32_t flag) {
  const std::string kind = flag == DEF_GLOBAL ? "global" : "nonlocal";
  for (const auto& raw : names) {
    const uint32_t cur = cur_->flags_of(mangle(private_, raw));
    if (cur & (DEF_PARAM | DEF_LOCAL | USE | DEF_ANNOT)) {
      if (cur & DEF_PARAM) error(s.loc, "name '" + raw + "' is parameter and " + kind);
      if (cur & USE) error(s.loc, "name '" + raw + "' is used prior to " + kind + " declaration");
      if (cur & DEF_ANNOT) error(s.loc, "annotated name '" + raw + "' can't be " + kind);
      error(s.loc, "name '" + raw + "' is assigned to before " + kind + " declaration");
    }
    add_def(raw, flag, s.loc);
    cur_->directives.try_emplace(mangle(private_, raw), s.loc);
  }
}

void SymbolTableBuilder::visit_alias(const ast::Alias& alias, const ast::Stmt& s) {
  if (alias.name == "*") {
    if (cur_->type != BlockType::Module) error(s.loc, "import * only allowed at module level");
    return;
  }
  // `import a.b` binds `a`; `as` names bind as written.
  const std::string store = alias.asname ? *alias.asname : alias.name.substr(0, alias.name.find('.'));
  add_def(store, DEF_IMPORT, alias.loc);
}

void SymbolTableBuilder::visit(const ast::Stmt& s) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, ast::FunctionDef>) {
          add_def(n.name, DEF_LOCAL, s.loc);
          visit_defaults(*n.args);
          visit_arg_annotations(*n.args, n.returns.get());
          visit_all(n.decorator_list);
          enter(&s, BlockType::Function, n.name, s.loc);
          cur_->coroutine = n.is_async;
          visit_params(*n.args);
          visit_all(n.body);
          leave();
        } else if constexpr (std::is_same_v<T, ast::ClassDef>) {
          add_def(n.name, DEF_LOCAL, s.loc);
          visit_all(n.bases);
          visit_keywords(n.keywords);
          visit_all(n.decorator_list);
          enter(&s, BlockType::Class, n.name, s.loc);
          std::string saved = std::exchange(private_, n.name);
          visit_all(n.body);
          private_ = std::move(saved);
          leave();
        } else if constexpr (std::is_same_v<T, ast::Return>) {
          if (n.value) visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::Delete>) {
          visit_all(n.targets);
        } else if constexpr (std::is_same_v<T, ast::Assign>) {
          visit_all(n.targets);
          visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::AugAssign>) {
          visit(*n.target);
          visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::AnnAssign>) {
          if (const auto* name = n.target->template as<ast::Name>(); name && n.simple) {
            const uint32_t cur = cur_->flags_of(mangle(private_, name->id));
            if (cur & (DEF_GLOBAL | DEF_NONLOCAL)) {
              error(s.loc, "annotated name '" + name->id + "' can't be " +
                               ((cur & DEF_GLOBAL) ? "global" : "nonlocal"));
            }
            add_def(name->id, DEF_ANNOT | DEF_LOCAL, n.target->loc);
          } else {
            visit(*n.target);
          }
          visit_annotation(n.annotation.get());
          if (n.value) visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::For>) {
          visit(*n.target);
          visit(*n.iter);
          visit_all(n.body);
          visit_all(n.orelse);
        } else if constexpr (std::is_same_v<T, ast::While> || std::is_same_v<T, ast::If>) {
          visit(*n.test);
          visit_all(n.body);
          visit_all(n.orelse);
        } else if constexpr (std::is_same_v<T, ast::With>) {
          for (const auto& item : n.items) {
            visit(*item.context_expr);
            if (item.optional_vars) visit(*item.optional_vars);
          }
          visit_all(n.body);
        } else if constexpr (std::is_same_v<T, ast::Raise>) {
          if (n.exc) visit(*n.exc);
          if (n.cause) visit(*n.cause);
        } else if constexpr (std::is_same_v<T, ast::Try>) {
          visit_all(n.body);
          visit_all(n.orelse);
          for (const auto& h : n.handlers) {
            if (h.type) visit(*h.type);
            if (h.name) add_def(*h.name, DEF_LOCAL, h.loc);
            visit_all(h.body);
          }
          visit_all(n.finalbody);
        } else if constexpr (std::is_same_v<T, ast::Assert>) {
          visit(*n.test);
          if (n.msg) visit(*n.msg);
        } else if constexpr (std::is_same_v<T, ast::Import> || std::is_same_v<T, ast::ImportFrom>) {
          for (const auto& a : n.names) visit_alias(a, s);
        } else if constexpr (std::is_same_v<T, ast::Global>) {
          visit_directive(s, n.names, DEF_GLOBAL);
        } else if constexpr (std::is_same_v<T, ast::Nonlocal>) {
          visit_directive(s, n.names, DEF_NONLOCAL);
        } else if constexpr (std::is_same_v<T, ast::ExprStmt>) {
          visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::Match>) {
          visit(*n.subject);
          for (const auto& c : n.cases) {
            visit(*c.pattern);
            if (c.guard) visit(*c.guard);
            visit_all(c.body);
          }
        }
      },
      s.node);
}

// A pattern's capture names are bound in the current scope; its values, classes and keys are loads.
void SymbolTableBuilder::visit(const ast::Pattern& p) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        const auto visit_patterns = [&](const ast::PatternList& list) {
          for (const auto& q : list) visit(*q);
        };
        if constexpr (std::is_same_v<T, ast::MatchValue>) {
          visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::MatchSequence> || std::is_same_v<T, ast::MatchOr>) {
          visit_patterns(n.patterns);
        } else if constexpr (std::is_same_v<T, ast::MatchStar>) {
          if (n.name) add_def(*n.name, DEF_LOCAL, p.loc);
        } else if constexpr (std::is_same_v<T, ast::MatchMapping>) {
          visit_all(n.keys);
          visit_patterns(n.patterns);
          if (n.rest) add_def(*n.rest, DEF_LOCAL, p.loc);
        } else if constexpr (std::is_same_v<T, ast::MatchClass>) {
          visit(*n.cls);
          visit_patterns(n.patterns);
          visit_patterns(n.kwd_patterns);
        } else if constexpr (std::is_same_v<T, ast::MatchAs>) {
          if (n.pattern) visit(*n.pattern);
          if (n.name) add_def(*n.name, DEF_LOCAL, p.loc);
        }
      },
      p.node);
}

// `target := value` binds in the current scope, except in a comprehension, where it binds in the nearest
// enclosing function (as a free variable of the comprehension) or module (as a global), as CPython's
// symtable_extend_namedexpr_scope; with CPython's errors for the iteration variable, an iterable, a class body.
void SymbolTableBuilder::visit_named_expr(const ast::Expr& e, const ast::NamedExpr& n) {
  if (in_comp_iter_ > 0) error(e.loc, "assignment expression cannot be used in a comprehension iterable expression");
  visit(*n.value);
  const std::string& name = n.target->as<ast::Name>()->id;
  const std::string mangled = mangle(private_, name);
  if (cur_->comprehension == ComprehensionKind::None) {
    visit(*n.target);
    return;
  }
  for (size_t i = stack_.size() + 1; i-- > 0;) {
    SymbolTableEntry* ste = i == stack_.size() ? cur_ : stack_[i];
    if (ste->comprehension != ComprehensionKind::None) {
      if (ste->flags_of(mangled) & DEF_COMP_ITER)
        error(n.target->loc, "assignment expression cannot rebind comprehension iteration variable '" + name + "'");
      continue;
    }
    if (ste->type == BlockType::Class)
      error(n.target->loc, "assignment expression within a comprehension cannot be used in a class body");
    const bool global = ste->type == BlockType::Module || (ste->flags_of(mangled) & DEF_GLOBAL);
    add_def(name, global ? DEF_GLOBAL : DEF_NONLOCAL, n.target->loc);
    cur_->directives.try_emplace(mangled, n.target->loc);
    SymbolTableEntry* saved = cur_;
    cur_ = ste;  // the binding itself belongs to the enclosing scope
    add_def(name, ste->type == BlockType::Module ? DEF_GLOBAL : DEF_LOCAL, n.target->loc);
    cur_ = saved;
    return;
  }
}

void SymbolTableBuilder::check_yield(const ast::Expr& e) {
  static constexpr const char* kWhere[] = {"", "list comprehension", "set comprehension", "dict comprehension",
                                           "generator expression"};
  if (cur_->comprehension != ComprehensionKind::None)
    error(e.loc, std::string("'yield' inside ") + kWhere[static_cast<int>(cur_->comprehension)]);
  cur_->generator = true;
}

void SymbolTableBuilder::visit_comprehension(const ast::Expr& e, const char* name, ComprehensionKind kind,
                                             const std::vector<ast::Comprehension>& gens, const ast::Expr& elt,
                                             const ast::Expr* value) {
  // The outermost iterable is evaluated in the enclosing scope and passed in as the argument `.0`.
  auto iterable = [&](const ast::Expr& it) {
    ++in_comp_iter_;
    visit(it);
    --in_comp_iter_;
  };
  auto target = [&](const ast::Expr& t) {
    in_comp_target_ = true;
    visit(t);
    in_comp_target_ = false;
  };
  iterable(*gens[0].iter);
  enter(&e, BlockType::Function, name, e.loc);
  cur_->comprehension = kind;
  add_def(".0", DEF_PARAM, e.loc);
  target(*gens[0].target);
  visit_all(gens[0].ifs);
  for (size_t i = 1; i < gens.size(); ++i) {
    target(*gens[i].target);
    iterable(*gens[i].iter);
    visit_all(gens[i].ifs);
  }
  if (value) visit(*value);
  visit(elt);
  for (const auto& gen : gens) cur_->coroutine |= gen.is_async;
  const bool generator = kind == ComprehensionKind::Generator;
  if (generator) cur_->generator = true;
  // A list, set or dict comprehension that awaits is itself awaited where it is called, so its scope awaits too
  // (CPython 3.11's symtable_handle_comprehension); an async generator expression is only made there.
  const bool awaited = cur_->coroutine && !generator;
  leave();
  if (awaited) cur_->coroutine = true;
}

void SymbolTableBuilder::visit(const ast::Expr& e) {
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, ast::Name>) {
          add_def(n.id, n.ctx == ast::ExprContext::Load ? USE : DEF_LOCAL | (in_comp_target_ ? DEF_COMP_ITER : 0),
                  e.loc);
          // Zero-argument super() needs the implicit __class__ cell (language.md §3.4).
          if (n.ctx == ast::ExprContext::Load && cur_->is_function() && n.id == "super")
            add_def("__class__", USE, e.loc);
        } else if constexpr (std::is_same_v<T, ast::Lambda>) {
          visit_defaults(*n.args);
          enter(&e, BlockType::Function, "lambda", e.loc);
          visit_params(*n.args);
          visit(*n.body);
          leave();
        } else if constexpr (std::is_same_v<T, ast::ListComp>) {
          visit_comprehension(e, "listcomp", ComprehensionKind::List, n.generators, *n.elt, nullptr);
        } else if constexpr (std::is_same_v<T, ast::SetComp>) {
          visit_comprehension(e, "setcomp", ComprehensionKind::Set, n.generators, *n.elt, nullptr);
        } else if constexpr (std::is_same_v<T, ast::DictComp>) {
          visit_comprehension(e, "dictcomp", ComprehensionKind::Dict, n.generators, *n.key, n.value.get());
        } else if constexpr (std::is_same_v<T, ast::GeneratorExp>) {
          visit_comprehension(e, "genexpr", ComprehensionKind::Generator, n.generators, *n.elt, nullptr);
        } else if constexpr (std::is_same_v<T, ast::Yield>) {
          if (n.value) visit(*n.value);
          check_yield(e);
        } else if constexpr (std::is_same_v<T, ast::YieldFrom>) {
          visit(*n.value);
          check_yield(e);
        } else if constexpr (std::is_same_v<T, ast::Await>) {
          visit(*n.value);
          cur_->coroutine = true;
        } else if constexpr (std::is_same_v<T, ast::BoolOp>) {
          visit_all(n.values);
        } else if constexpr (std::is_same_v<T, ast::BinOp>) {
          visit(*n.left);
          visit(*n.right);
        } else if constexpr (std::is_same_v<T, ast::UnaryOp>) {
          visit(*n.operand);
        } else if constexpr (std::is_same_v<T, ast::IfExp>) {
          visit(*n.test);
          visit(*n.body);
          visit(*n.orelse);
        } else if constexpr (std::is_same_v<T, ast::Dict>) {
          visit_all(n.keys);
          visit_all(n.values);
        } else if constexpr (std::is_same_v<T, ast::Set> || std::is_same_v<T, ast::List> ||
                             std::is_same_v<T, ast::Tuple>) {
          visit_all(n.elts);
        } else if constexpr (std::is_same_v<T, ast::Compare>) {
          visit(*n.left);
          visit_all(n.comparators);
        } else if constexpr (std::is_same_v<T, ast::Call>) {
          visit(*n.func);
          visit_all(n.args);
          visit_keywords(n.keywords);
        } else if constexpr (std::is_same_v<T, ast::FormattedValue>) {
          visit(*n.value);
          if (n.format_spec) visit(*n.format_spec);
        } else if constexpr (std::is_same_v<T, ast::JoinedStr>) {
          visit_all(n.values);
        } else if constexpr (std::is_same_v<T, ast::Attribute> || std::is_same_v<T, ast::Starred>) {
          visit(*n.value);
        } else if constexpr (std::is_same_v<T, ast::Subscript>) {
          visit(*n.value);
          visit(*n.slice);
        } else if constexpr (std::is_same_v<T, ast::NamedExpr>) {
          visit_named_expr(e, n);
        } else if constexpr (std::is_same_v<T, ast::Slice>) {
          if (n.lower) visit(*n.lower);
          if (n.upper) visit(*n.upper);
          if (n.step) visit(*n.step);
        }
      },
      e.node);
}

// ---- pass 2: resolving scopes ----------------------------------------------------------------------------------

namespace {

class Analyzer {
 public:
  explicit Analyzer(const SourceFile& source) : source_(source) {}

  // Resolves `ste` and its children. `bound` is null at module level (nothing encloses it); names free in
  // `ste` or its children that are not bound here are added to `free`.
  void analyze_block(SymbolTableEntry& ste, const NameSet* bound, NameSet& free, NameSet& global);

 private:
  void analyze_name(SymbolTableEntry& ste, const std::string& name, Symbol& sym, const NameSet* bound,
                    NameSet& local, NameSet& free, NameSet& global);
  void update_symbols(SymbolTableEntry& ste, const NameSet* bound, const NameSet& free);
  [[noreturn]] void directive_error(const SymbolTableEntry& ste, const std::string& name, std::string msg) {
    raise_syntax_error(source_, ste.directives.at(name), std::move(msg));
  }

  const SourceFile& source_;
};

void Analyzer::analyze_name(SymbolTableEntry& ste, const std::string& name, Symbol& sym, const NameSet* bound,
                            NameSet& local, NameSet& free, NameSet& global) {
  if (sym.flags & DEF_GLOBAL) {
    if (sym.flags & DEF_NONLOCAL) directive_error(ste, name, "name '" + name + "' is nonlocal and global");
    sym.scope = Scope::GlobalExplicit;
    global.insert(name);
    return;
  }
  if (sym.flags & DEF_NONLOCAL) {
    if (!bound) directive_error(ste, name, "nonlocal declaration not allowed at module level");
    if (!bound->contains(name)) directive_error(ste, name, "no binding for nonlocal '" + name + "' found");
    sym.scope = Scope::Free;
    ste.has_free = true;
    free.insert(name);
    return;
  }
  if (sym.flags & DEF_BOUND) {
    sym.scope = Scope::Local;
    local.insert(name);
    global.erase(name);
    return;
  }
  // Bound by an enclosing function: free here. Otherwise global (explicitly so if an enclosing scope said so).
  if (bound && bound->contains(name)) {
    sym.scope = Scope::Free;
    ste.has_free = true;
    free.insert(name);
    return;
  }
  if (ste.nested) ste.has_free = true;
  sym.scope = Scope::GlobalImplicit;
}

void Analyzer::update_symbols(SymbolTableEntry& ste, const NameSet* bound, const NameSet& free) {
  for (const auto& name : free) {
    auto it = ste.symbols.find(name);
    if (it != ste.symbols.end()) {
      // A class-body name that nested methods also reach through an enclosing function's cell.
      if (ste.type == BlockType::Class && (it->second.flags & (DEF_BOUND | DEF_GLOBAL)))
        it->second.flags |= DEF_FREE_CLASS;
      continue;  // already a cell or free here
    }
    if (bound && !bound->contains(name)) continue;  // a global: nothing to pass through
    // Free in a child and not mentioned here: pass it through as a free variable of this scope too.
    ste.order.push_back(name);
    ste.symbols[name] = Symbol{0, Scope::Free};
  }
}

void Analyzer::analyze_block(SymbolTableEntry& ste, const NameSet* bound, NameSet& free, NameSet& global) {
  NameSet local, newglobal, newfree, newbound;
  // A class body's names are invisible to nested functions: children see what the class itself sees.
  if (ste.type == BlockType::Class) {
    newglobal = global;
    if (bound) newbound = *bound;
  }
  for (const auto& name : ste.order) analyze_name(ste, name, ste.symbols[name], bound, local, free, global);
  if (ste.type != BlockType::Class) {
    if (ste.is_function()) newbound.insert(local.begin(), local.end());
    if (bound) newbound.insert(bound->begin(), bound->end());
    // A `global x` here hides an enclosing function's x from the nested scopes too (CPython's analyze_name
    // discards it from the bound set it passes down): `[x for _ in y]` under it reads the global.
    for (const auto& [name, sym] : ste.symbols)
      if (sym.flags & DEF_GLOBAL) newbound.erase(name);
    newglobal.insert(global.begin(), global.end());
  } else {
    newbound.insert("__class__");  // the implicit cell methods reach for zero-argument super()
  }

  NameSet allfree;
  for (auto& child : ste.children) {
    NameSet child_bound = newbound, child_free = newfree, child_global = newglobal;
    analyze_block(*child, &child_bound, child_free, child_global);
    allfree.insert(child_free.begin(), child_free.end());
    if (child->has_free || child->child_free) ste.child_free = true;
  }
  newfree.insert(allfree.begin(), allfree.end());

  if (ste.is_function()) {
    // A local that some nested scope reads becomes a cell.
    for (const auto& name : ste.order) {
      Symbol& sym = ste.symbols[name];
      if (sym.scope == Scope::Local && newfree.erase(name)) sym.scope = Scope::Cell;
    }
  } else if (ste.type == BlockType::Class && newfree.erase("__class__")) {
    ste.needs_class_closure = true;
  }
  update_symbols(ste, bound, newfree);
  free.insert(newfree.begin(), newfree.end());
}

}  // namespace

SymbolTable SymbolTable::build(const ast::Module& module, const SourceFile& source) {
  SymbolTable table;
  SymbolTableBuilder(table, source).run(module);
  NameSet free, global;
  Analyzer(source).analyze_block(*table.top_, nullptr, free, global);
  return table;
}

}  // namespace tsr::lang
