// The match statement (PEP 634), laid out as CPython 3.11's compiler lays it out, so `dis` and tracebacks agree.
//
// Every pattern consumes the subject on top of the stack and, on failure, jumps to a "fail_pop" label that pops
// whatever the pattern had pushed. Captured values are not stored as they are found: each is rotated beneath the
// items still in use (`on_top`) and the captures before it, and the case stores them all once the whole pattern
// has matched, so a failed match binds no name. fail_pop[n] pops n items, then falls into fail_pop[n - 1]; the
// labels are placed after the case body, and fail_pop[0] is the next case.
//
// The rotations make runs of SWAPs that the assembler's swap pass (optimize_swaps) shortens or applies statically,
// as CPython's flowgraph optimiser does.
#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "lang/compiler.hpp"

namespace tsr::lang {

namespace {

bool is_wildcard(const ast::Pattern& p) {
  const auto* as = p.as<ast::MatchAs>();
  return as && !as->pattern && !as->name;
}

bool is_star_wildcard(const ast::Pattern& p) {
  const auto* star = p.as<ast::MatchStar>();
  return star && !star->name;
}

// A literal mapping key as Python's equality sees it, for "mapping pattern checks duplicate key": numbers by
// value (1, 1.0 and True are one key), strings and bytes by content.
struct KeyValue {
  enum Kind { Number, Str, Bytes, None, Other } kind = Other;
  long double real = 0, imag = 0;
  std::string text;
  bool operator==(const KeyValue& o) const {
    return kind == o.kind && kind != Other && real == o.real && imag == o.imag && text == o.text;
  }
};

// The value of a literal (a constant, `-constant` or `real ± imag`), or nothing for an attribute lookup.
std::optional<KeyValue> literal_value(const ast::Expr& e) {
  if (const auto* u = e.as<ast::UnaryOp>(); u && u->op == ast::UnaryOperator::USub) {
    auto v = literal_value(*u->operand);
    if (v && v->kind == KeyValue::Number) {
      v->real = -v->real;
      v->imag = -v->imag;
    }
    return v;
  }
  if (const auto* b = e.as<ast::BinOp>()) {
    auto l = literal_value(*b->left), r = literal_value(*b->right);
    if (!l || !r) return std::nullopt;
    const long double sign = b->op == ast::Operator::Sub ? -1 : 1;
    l->real += sign * r->real;
    l->imag += sign * r->imag;
    return l;
  }
  const auto* c = e.as<ast::Constant>();
  if (!c) return std::nullopt;
  KeyValue k;
  std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, bool> || std::is_same_v<T, int64_t> || std::is_same_v<T, double>) {
          k.kind = KeyValue::Number;
          k.real = static_cast<long double>(v);
        } else if constexpr (std::is_same_v<T, ImagConstant>) {
          k.kind = KeyValue::Number;
          k.imag = v.imag;
        } else if constexpr (std::is_same_v<T, BigIntConstant>) {
          k.kind = KeyValue::Str;  // (compared by its digits: a big int equal to a float is not caught)
          k.text = "int:" + std::to_string(v.base) + ":" + v.digits;
        } else if constexpr (std::is_same_v<T, std::string>) {
          k.kind = KeyValue::Str;
          k.text = v;
        } else if constexpr (std::is_same_v<T, BytesConstant>) {
          k.kind = KeyValue::Bytes;
          k.text = v.data;
        } else if constexpr (std::is_same_v<T, ast::NoneValue>) {
          k.kind = KeyValue::None;
        }
      },
      c->value);
  return k;
}

}  // namespace

// One match statement's patterns; the Compiler emits.
class PatternCompiler {
 public:
  explicit PatternCompiler(Compiler& c) : c_(c) {}
  void match(const ast::Match& m);

 private:
  void pattern(const ast::Pattern& p);
  void subpattern(const ast::Pattern& p);  // irrefutable patterns allowed
  void value(const ast::MatchValue& v);
  void singleton(const ast::MatchSingleton& s);
  void sequence(const ast::Pattern& p, const ast::MatchSequence& s);
  void sequence_unpack(const ast::PatternList& patterns);
  void sequence_subscr(const ast::PatternList& patterns, size_t star);
  void mapping(const ast::Pattern& p, const ast::MatchMapping& m);
  void class_pattern(const ast::Pattern& p, const ast::MatchClass& m);
  void as_pattern(const ast::MatchAs& a);
  void or_pattern(const ast::Pattern& p, const ast::MatchOr& o);
  void store(const std::optional<std::string>& name);
  void rotate(size_t count);
  void ensure_fail_pop(size_t n);
  void jump_to_fail_pop(Opcode op);
  void emit_and_reset_fail_pop();
  [[noreturn]] void error(std::string message) const;  // at the pattern being compiled, as CPython reports

  Compiler& c_;
  std::vector<std::string> stores_;  // the names captured so far (stores_[0]'s value is on top of them)
  bool allow_irrefutable_ = false;
  std::vector<int> fail_pop_;
  size_t on_top_ = 0;  // items above the captures that a failure must pop too
};

void Compiler::visit_match(const ast::Match& m) { PatternCompiler(*this).match(m); }

void PatternCompiler::error(std::string message) const {
  const Position& p = c_.unit().loc;
  c_.error(ast::Location{p.line, p.col, p.end_line, p.end_col}, std::move(message));
}

void PatternCompiler::match(const ast::Match& m) {
  c_.visit_expr(*m.subject);
  const int end = c_.new_label();
  const size_t cases = m.cases.size();
  // A last `case _:` needs no copy of the subject and no test.
  const bool has_default = cases > 1 && is_wildcard(*m.cases.back().pattern);
  const size_t tested = cases - has_default;
  for (size_t i = 0; i < tested; ++i) {
    const ast::MatchCase& mc = m.cases[i];
    c_.set_loc(mc.pattern->loc);
    const bool last = i + 1 == tested;
    if (!last) c_.emit(Opcode::COPY, 1);
    stores_.clear();
    // Irrefutable cases must be guarded, last, or both.
    allow_irrefutable_ = mc.guard != nullptr || i + 1 == cases;
    fail_pop_.clear();
    on_top_ = 0;
    pattern(*mc.pattern);
    for (const std::string& name : stores_) c_.name_op(name, ast::ExprContext::Store);
    stores_.clear();
    if (mc.guard) {
      ensure_fail_pop(0);
      c_.jump_if(*mc.guard, fail_pop_[0], false);
    }
    if (!last) c_.emit(Opcode::POP_TOP);
    c_.visit_stmts(mc.body);
    c_.emit_jump(Opcode::JUMP, end);
    // The clean-up of a failed match belongs to the pattern's line, not to the body's last.
    c_.set_loc(mc.pattern->loc);
    emit_and_reset_fail_pop();
  }
  if (has_default) {
    const ast::MatchCase& mc = m.cases.back();
    c_.set_loc(mc.pattern->loc);
    c_.emit(Opcode::NOP);  // the line of `case _:` (it has no code of its own)
    if (mc.guard) c_.jump_if(*mc.guard, end, false);
    c_.visit_stmts(mc.body);
  }
  c_.bind(end);
}

// ---- the fail_pop labels and the captures ----------------------------------------------------------------------

void PatternCompiler::ensure_fail_pop(size_t n) {
  while (fail_pop_.size() < n + 1) fail_pop_.push_back(c_.new_label());
}

// Jumps (with `op`) to the label that pops the items on top and the captures made so far.
void PatternCompiler::jump_to_fail_pop(Opcode op) {
  const size_t pops = on_top_ + stores_.size();
  ensure_fail_pop(pops);
  c_.emit_jump(op, fail_pop_[pops]);
}

void PatternCompiler::emit_and_reset_fail_pop() {
  if (fail_pop_.empty()) return;
  for (size_t n = fail_pop_.size() - 1; n > 0; --n) {
    c_.bind(fail_pop_[n]);
    c_.emit(Opcode::POP_TOP);
  }
  c_.bind(fail_pop_[0]);
  fail_pop_.clear();
}

// Moves the top item `count - 1` places down (3.10's ROT_N, as SWAPs).
void PatternCompiler::rotate(size_t count) {
  while (count > 1) c_.emit(Opcode::SWAP, int32_t(count--));
}

// Captures the value on top under `name`: rotated beneath the items in use and the earlier captures. No name
// (`_`) just drops it.
void PatternCompiler::store(const std::optional<std::string>& name) {
  if (!name) {
    c_.emit(Opcode::POP_TOP);
    return;
  }
  if (std::find(stores_.begin(), stores_.end(), *name) != stores_.end())
    error("multiple assignments to name '" + *name + "' in pattern");
  rotate(on_top_ + stores_.size() + 1);
  stores_.push_back(*name);
}

// ---- the patterns ---------------------------------------------------------------------------------------------

void PatternCompiler::pattern(const ast::Pattern& p) {
  c_.set_loc(p.loc);
  std::visit(
      [&](const auto& n) {
        using T = std::decay_t<decltype(n)>;
        if constexpr (std::is_same_v<T, ast::MatchValue>) value(n);
        else if constexpr (std::is_same_v<T, ast::MatchSingleton>) singleton(n);
        else if constexpr (std::is_same_v<T, ast::MatchSequence>) sequence(p, n);
        else if constexpr (std::is_same_v<T, ast::MatchMapping>) mapping(p, n);
        else if constexpr (std::is_same_v<T, ast::MatchClass>) class_pattern(p, n);
        else if constexpr (std::is_same_v<T, ast::MatchStar>) store(n.name);
        else if constexpr (std::is_same_v<T, ast::MatchAs>) as_pattern(n);
        else or_pattern(p, n);
      },
      p.node);
}

void PatternCompiler::subpattern(const ast::Pattern& p) {
  const bool saved = std::exchange(allow_irrefutable_, true);
  pattern(p);
  allow_irrefutable_ = saved;
}

// `case 1:` / `case Color.RED:`: subject == value.
void PatternCompiler::value(const ast::MatchValue& v) {
  const ast::Expr& e = *v.value;
  if (!e.is<ast::Constant>() && !e.is<ast::Attribute>() && !e.is<ast::UnaryOp>() && !e.is<ast::BinOp>())
    error("patterns may only match literals and attribute lookups");
  c_.visit_expr(e);
  c_.emit_compare(ast::CompareOperator::Eq);
  jump_to_fail_pop(Opcode::POP_JUMP_IF_FALSE);
}

// `case None:` / `case True:`: subject is value (`is None` jumps on the value itself, as CPython's peephole
// makes it).
void PatternCompiler::singleton(const ast::MatchSingleton& s) {
  if (std::holds_alternative<ast::NoneValue>(s.value)) {
    jump_to_fail_pop(Opcode::POP_JUMP_IF_NOT_NONE);
    return;
  }
  c_.load_const(std::get<bool>(s.value));
  c_.emit(Opcode::IS_OP, 0);
  jump_to_fail_pop(Opcode::POP_JUMP_IF_FALSE);
}

// `case [a, *rest, b]:`: a sequence (not str or bytes) of the right length, each item matching.
void PatternCompiler::sequence(const ast::Pattern& p, const ast::MatchSequence& s) {
  (void)p;
  const ast::PatternList& items = s.patterns;
  const size_t size = items.size();
  std::optional<size_t> star;
  bool only_wildcards = true, star_wildcard = false;
  for (size_t i = 0; i < size; ++i) {
    if (items[i]->is<ast::MatchStar>()) {
      if (star) error("multiple starred names in sequence pattern");
      star_wildcard = is_star_wildcard(*items[i]);
      only_wildcards &= star_wildcard;
      star = i;
      continue;
    }
    only_wildcards &= is_wildcard(*items[i]);
  }
  // The subject stays on top through the type and length checks.
  ++on_top_;
  c_.emit(Opcode::MATCH_SEQUENCE);
  jump_to_fail_pop(Opcode::POP_JUMP_IF_FALSE);
  if (!star || size > 1) {
    c_.emit(Opcode::GET_LEN);
    c_.load_const(int64_t(star ? size - 1 : size));
    c_.emit_compare(star ? ast::CompareOperator::GtE : ast::CompareOperator::Eq);
    jump_to_fail_pop(Opcode::POP_JUMP_IF_FALSE);
  }
  --on_top_;
  if (only_wildcards) {
    c_.emit(Opcode::POP_TOP);  // [] / [_, _] / [_, *_]: the checks were all
  } else if (star_wildcard) {
    sequence_subscr(items, *star);  // [first, *_, last]: index rather than unpack
  } else {
    sequence_unpack(items);
  }
}

void PatternCompiler::sequence_unpack(const ast::PatternList& items) {
  const size_t size = items.size();
  bool starred = false;
  for (size_t i = 0; i < size && !starred; ++i) {
    if (!items[i]->is<ast::MatchStar>()) continue;
    if (i >= (1u << 8) || size - i - 1 >= (1u << 23))
      error("too many expressions in star-unpacking sequence pattern");
    c_.emit(Opcode::UNPACK_EX, int32_t(i + ((size - i - 1) << 8)));
    starred = true;
  }
  if (!starred) c_.emit(Opcode::UNPACK_SEQUENCE, int32_t(size));
  // The items are new subjects on the stack, each consumed by its sub-pattern in turn.
  on_top_ += size;
  for (const auto& item : items) {
    --on_top_;
    subpattern(*item);
  }
}

void PatternCompiler::sequence_subscr(const ast::PatternList& items, size_t star) {
  const size_t size = items.size();
  ++on_top_;  // the subject, kept for indexing
  for (size_t i = 0; i < size; ++i) {
    if (is_wildcard(*items[i]) || i == star) continue;
    c_.emit(Opcode::COPY, 1);
    if (i < star) {
      c_.load_const(int64_t(i));
    } else {
      // The subject need not take negative indices: len(subject) - k.
      c_.emit(Opcode::GET_LEN);
      c_.load_const(int64_t(size - i));
      c_.emit(Opcode::BINARY_OP, binary_op_arg(ast::Operator::Sub));
    }
    c_.emit(Opcode::BINARY_SUBSCR);
    subpattern(*items[i]);
  }
  --on_top_;
  c_.emit(Opcode::POP_TOP);
}

// `case {"k": v, **rest}:`: a mapping with (at least) these keys, each value matching.
void PatternCompiler::mapping(const ast::Pattern& p, const ast::MatchMapping& m) {
  const size_t size = m.keys.size();
  ++on_top_;  // the subject stays on top through the checks
  c_.emit(Opcode::MATCH_MAPPING);
  jump_to_fail_pop(Opcode::POP_JUMP_IF_FALSE);
  if (!size && !m.rest) {
    --on_top_;  // `{}`: any mapping
    c_.emit(Opcode::POP_TOP);
    return;
  }
  if (size) {
    c_.emit(Opcode::GET_LEN);
    c_.load_const(int64_t(size));
    c_.emit_compare(ast::CompareOperator::GtE);
    jump_to_fail_pop(Opcode::POP_JUMP_IF_FALSE);
  }
  // The keys, as one tuple: literals (a literal may not repeat) and attribute lookups.
  std::vector<KeyValue> seen;
  bool all_constant = true;
  for (const auto& key : m.keys) {
    if (auto v = literal_value(*key)) {
      if (std::find(seen.begin(), seen.end(), *v) != seen.end()) {
        Constant folded;
        std::string text;
        if (constant_value(*key, folded)) text = const_repr(folded);
        else if (const auto* u = key->as<ast::UnaryOp>(); u && constant_value(*u->operand, folded))
          text = "-" + const_repr(folded);
        error("mapping pattern checks duplicate key (" + text + ")");
      }
      seen.push_back(*v);
    } else if (!key->is<ast::Attribute>()) {
      error("mapping pattern keys may only match literals and attribute lookups");
    }
    Constant unused;
    all_constant &= constant_value(*key, unused) ||
                     (key->is<ast::UnaryOp>() && constant_value(*key->as<ast::UnaryOp>()->operand, unused) &&
                      (std::holds_alternative<int64_t>(unused) || std::holds_alternative<double>(unused)));
  }
  (void)p;
  if (all_constant) {  // (CPython folds the BUILD_TUPLE of constants into one constant)
    auto tuple = std::make_shared<TupleConstant>();
    for (const auto& key : m.keys) {
      Constant k;
      if (!constant_value(*key, k)) {
        constant_value(*key->as<ast::UnaryOp>()->operand, k);
        if (auto* i = std::get_if<int64_t>(&k)) k = -*i;
        else k = -std::get<double>(k);
      }
      tuple->items.push_back(std::move(k));
    }
    c_.load_const(std::shared_ptr<const TupleConstant>(std::move(tuple)));
  } else {
    for (const auto& key : m.keys) c_.visit_expr(*key);
    c_.emit(Opcode::BUILD_TUPLE, int32_t(size));
  }
  c_.emit(Opcode::MATCH_KEYS);
  // The tuple of keys and the tuple of values (or None) are now on top of the subject.
  on_top_ += 2;
  c_.emit(Opcode::COPY, 1);
  jump_to_fail_pop(Opcode::POP_JUMP_IF_NONE);
  c_.emit(Opcode::UNPACK_SEQUENCE, int32_t(size));
  on_top_ += size - 1;
  for (const auto& item : m.patterns) {
    --on_top_;
    subpattern(*item);
  }
  // A match: what follows consumes the keys and the subject.
  on_top_ -= 2;
  if (m.rest) {
    // rest = dict(subject); del rest[k] for each key
    c_.emit(Opcode::BUILD_MAP, 0);         // subject keys {}
    c_.emit(Opcode::SWAP, 3);              // {} keys subject
    c_.emit(Opcode::DICT_UPDATE, 2);       // copy keys
    c_.emit(Opcode::UNPACK_SEQUENCE, int32_t(size));  // copy k_n .. k_1
    for (size_t left = size; left > 0; --left) {
      c_.emit(Opcode::COPY, int32_t(1 + left));  // copy k.. copy
      c_.emit(Opcode::SWAP, 2);                  // copy k.. copy k
      c_.emit(Opcode::DELETE_SUBSCR);            // copy k..
    }
    store(m.rest);
  } else {
    c_.emit(Opcode::POP_TOP);  // the keys
    c_.emit(Opcode::POP_TOP);  // the subject
  }
}

// `case Point(x, y=0):`: isinstance(subject, Point), then Point.__match_args__[:1] and `y` as sub-subjects.
void PatternCompiler::class_pattern(const ast::Pattern& p, const ast::MatchClass& m) {
  const size_t nargs = m.patterns.size(), nattrs = m.kwd_attrs.size();
  for (size_t i = 0; i < nattrs; ++i) {
    for (size_t j = i + 1; j < nattrs; ++j) {
      if (m.kwd_attrs[i] == m.kwd_attrs[j]) {
        c_.set_loc(m.kwd_patterns[j]->loc);
        error("attribute name repeated in class pattern: " + m.kwd_attrs[i]);
      }
    }
  }
  c_.set_loc(p.loc);
  c_.visit_expr(*m.cls);
  auto names = std::make_shared<TupleConstant>();
  for (const auto& attr : m.kwd_attrs) names->items.emplace_back(attr);
  c_.load_const(std::shared_ptr<const TupleConstant>(std::move(names)));
  c_.emit(Opcode::MATCH_CLASS, int32_t(nargs));
  c_.emit(Opcode::COPY, 1);
  // The attributes' tuple (or None) is on top.
  ++on_top_;
  jump_to_fail_pop(Opcode::POP_JUMP_IF_NONE);
  c_.emit(Opcode::UNPACK_SEQUENCE, int32_t(nargs + nattrs));
  on_top_ += nargs + nattrs - 1;
  for (size_t i = 0; i < nargs + nattrs; ++i) {
    --on_top_;
    const ast::Pattern& sub = i < nargs ? *m.patterns[i] : *m.kwd_patterns[i - nargs];
    if (is_wildcard(sub)) {
      c_.emit(Opcode::POP_TOP);
      continue;
    }
    subpattern(sub);
  }
}

// `case x:` / `case _:` / `case [x] as y:`.
void PatternCompiler::as_pattern(const ast::MatchAs& a) {
  if (!a.pattern) {
    if (!allow_irrefutable_) {
      if (a.name) error("name capture '" + *a.name + "' makes remaining patterns unreachable");
      error("wildcard makes remaining patterns unreachable");
    }
    store(a.name);
    return;
  }
  // A copy to capture once the inner pattern has matched.
  ++on_top_;
  c_.emit(Opcode::COPY, 1);
  pattern(*a.pattern);
  --on_top_;
  store(a.name);
}

// `case [x] | (x, 0):`: the alternatives in turn, each on a copy of the subject; all must bind the same names,
// and their captures are reordered to the first alternative's order before the common code.
void PatternCompiler::or_pattern(const ast::Pattern& p, const ast::MatchOr& o) {
  (void)p;
  const int end = c_.new_label();
  const size_t size = o.patterns.size();
  std::vector<std::string> old_stores = std::move(stores_);
  std::vector<int> old_fail_pop = std::move(fail_pop_);
  const bool old_allow = allow_irrefutable_;
  const size_t old_on_top = on_top_;
  std::vector<std::string> control;  // the names the first alternative binds, in its order
  for (size_t i = 0; i < size; ++i) {
    const ast::Pattern& alt = *o.patterns[i];
    c_.set_loc(alt.loc);
    stores_.clear();
    allow_irrefutable_ = i + 1 == size && old_allow;  // an irrefutable alternative must come last
    fail_pop_.clear();
    on_top_ = 0;
    c_.emit(Opcode::COPY, 1);
    pattern(alt);
    if (i == 0) {
      control = stores_;
    } else {
      if (stores_.size() != control.size()) error("alternative patterns bind different names");
      for (size_t icontrol = control.size(); icontrol-- > 0;) {
        auto found = std::find(stores_.begin(), stores_.end(), control[icontrol]);
        if (found == stores_.end()) error("alternative patterns bind different names");
        const size_t istores = size_t(found - stores_.begin());
        if (istores == icontrol) continue;
        // Move this alternative's captures into the first one's order, on the stack and in stores_.
        const size_t rotations = istores + 1;
        std::vector<std::string> moved(stores_.begin(), stores_.begin() + rotations);
        stores_.erase(stores_.begin(), stores_.begin() + rotations);
        stores_.insert(stores_.begin() + (icontrol - istores), moved.begin(), moved.end());
        for (size_t r = 0; r < rotations; ++r) rotate(icontrol + 1);
      }
    }
    c_.emit_jump(Opcode::JUMP, end);
    emit_and_reset_fail_pop();
  }
  stores_ = std::move(old_stores);
  fail_pop_ = std::move(old_fail_pop);
  allow_irrefutable_ = old_allow;
  on_top_ = old_on_top;
  // No alternative matched: pop the subject's copy and fail.
  c_.emit(Opcode::POP_TOP);
  jump_to_fail_pop(Opcode::JUMP);
  c_.bind(end);
  // Each new capture goes beneath the other new ones, the subject's copy, the items in use and the earlier
  // captures.
  const size_t nrots = control.size() + 1 + on_top_ + stores_.size();
  for (const std::string& name : control) {
    rotate(nrots);
    if (std::find(stores_.begin(), stores_.end(), name) != stores_.end())
      error("multiple assignments to name '" + name + "' in pattern");
    stores_.push_back(name);
  }
  c_.emit(Opcode::POP_TOP);  // the subject's copy
}

}  // namespace tsr::lang
