// _itertools: the iterator classes of CPython 3.11's itertools module that programs run in their inner loops —
// chain (and chain.from_iterable), islice, product, permutations, combinations, combinations_with_replacement,
// zip_longest, starmap, compress, filterfalse, takewhile, dropwhile, accumulate, pairwise and cycle — as native
// iterators (stdlib/itertools.tsr re-exports them; count, repeat, groupby and tee stay there in tsr). Each is a
// class named as CPython's ('itertools.chain'), callable and subclassable, whose instances are builtin iterators:
// a for loop or list() steps them without a Python call. Arguments and errors are CPython's (its argument-clinic
// and PyArg_UnpackTuple messages); pickling an itertools object (deprecated in 3.12) is not provided.
#include <memory>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {
namespace itertools_impl {  // (its own names: the sanitizer build compiles several files as one)

void no_keywords(const CallArgs& a, const char* name) {
  if (a.nkw()) raise(T.TypeError, std::string(name) + "() takes no keyword arguments");
}

// PyArg_UnpackTuple's count check: "islice expected at least 2 arguments, got 1".
void count_args(const CallArgs& a, const char* name, size_t lo, size_t hi) {
  const size_t n = a.npos();
  if (n < lo)
    raise(T.TypeError, std::string(name) + " expected " + (lo == hi ? "" : "at least ") + std::to_string(lo) +
                           " argument" + (lo == 1 ? "" : "s") + ", got " + std::to_string(n));
  if (n > hi)
    raise(T.TypeError, std::string(name) + " expected " + (lo == hi ? "" : "at most ") + std::to_string(hi) +
                           " argument" + (hi == 1 ? "" : "s") + ", got " + std::to_string(n));
}

// The items of an iterable as a vector (the pools of product, permutations and combinations).
std::vector<Value> pool_of(const Value& iterable) { return to_vector(iterable); }

Value tuple_at(const std::vector<Value>& pool, const std::vector<size_t>& indices, size_t r) {
  std::vector<Value> items;
  items.reserve(r);
  for (size_t i = 0; i < r; ++i) items.push_back(pool[indices[i]]);
  return new_tuple(std::move(items));
}

// r for permutations/combinations: an int, not negative.
int64_t r_arg(const Value& v) {
  if (!(v.is_int() || v.is_bool() || isinstance(v, T.int_))) raise(T.TypeError, "Expected int as r");
  const int64_t r = index_of(v);
  if (r < 0) raise(T.ValueError, "r must be non-negative");
  return r;
}

// ---- chain ------------------------------------------------------------------------------------------------------

// The items of each iterable `source` yields, in turn; each iterable is asked for its iterator when reached.
Value chain_over(TypeObject* cls, Value source) {
  struct State {
    Value source, current;
  };
  auto st = std::make_shared<State>(State{std::move(source), Value()});
  return new_iterator(cls, [st]() -> Value {
    while (!st->source.is_null()) {
      if (!st->current.is_null()) {
        Value x = next(st->current);
        if (!x.is_null()) return x;
        st->current = Value();
      }
      Value iterable = next(st->source);
      if (iterable.is_null()) {
        st->source = Value();
        break;
      }
      st->current = iter(iterable);
    }
    return Value();
  });
}

Value make_chain(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "chain");
  return chain_over(cls, iter(new_tuple(std::vector<Value>(a.args.begin(), a.args.end()))));
}

// ---- islice -----------------------------------------------------------------------------------------------------

Value make_islice(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "islice");
  count_args(a, "islice", 2, 4);
  // PyNumber_AsSsize_t, any failure -1 (then cleared, as islice_new does)
  auto as_index = [](const Value& v) -> int64_t {
    try {
      return index_of(v);
    } catch (PyException&) {
      return -1;
    }
  };
  const char* stop_message = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
  int64_t start = 0, stop = -1, step = 1;
  if (a.npos() == 2) {
    if (!a[1].is_none() && (stop = as_index(a[1])) == -1) raise(T.ValueError, stop_message);
  } else {
    if (!a[1].is_none()) start = as_index(a[1]);
    if (!a[2].is_none() && (stop = as_index(a[2])) == -1) raise(T.ValueError, stop_message);
  }
  if (start < 0 || stop < -1)
    raise(T.ValueError, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
  if (a.npos() == 4 && !a[3].is_none()) step = as_index(a[3]);
  if (step < 1) raise(T.ValueError, "Step for islice() must be a positive integer or None.");
  struct State {
    Value it;
    int64_t next_index, stop, step, count = 0;
  };
  auto st = std::make_shared<State>(State{iter(a[0]), start, stop, step});
  // islice_next: skip to the next selected index, give that item, move the index on (never past stop)
  return new_iterator(cls, [st]() -> Value {
    if (st->it.is_null()) return Value();
    while (st->count < st->next_index) {
      if (next(st->it).is_null()) {
        st->it = Value();
        return Value();
      }
      ++st->count;
    }
    if (st->stop != -1 && st->count >= st->stop) {
      st->it = Value();
      return Value();
    }
    Value item = next(st->it);
    if (item.is_null()) {
      st->it = Value();
      return Value();
    }
    ++st->count;
    const int64_t old = st->next_index;
    st->next_index += st->step;
    if (st->next_index < old || (st->stop != -1 && st->next_index > st->stop)) st->next_index = st->stop;
    return item;
  });
}

// ---- product, permutations, combinations ------------------------------------------------------------------------

Value make_product(TypeObject* cls, const CallArgs& a) {
  Value rep;
  const size_t npos = a.npos();
  if (a.nkw()) {
    Value out[1];
    parse_args(CallArgs{a.args.subspan(npos), a.kwnames}, "product", {"repeat"}, 0, out);
    rep = out[0];
  }
  int64_t repeat = 1;
  if (!rep.is_null()) {
    repeat = index_of(rep);
    if (repeat < 0) raise(T.ValueError, "repeat argument cannot be negative");
  }
  std::vector<std::vector<Value>> pools;
  for (size_t i = 0; i < npos; ++i) pools.push_back(pool_of(a[i]));
  const size_t base = pools.size();
  for (int64_t k = 1; k < repeat; ++k)
    for (size_t i = 0; i < base; ++i) pools.push_back(pools[i]);
  if (repeat == 0) pools.clear();
  struct State {
    std::vector<std::vector<Value>> pools;
    std::vector<size_t> indices;
    bool started = false, done = false;
  };
  auto st = std::make_shared<State>();
  st->pools = std::move(pools);
  st->indices.assign(st->pools.size(), 0);
  for (const auto& p : st->pools)
    if (p.empty()) st->done = true;
  // an odometer over the pools' indices, the last turning fastest
  return new_iterator(cls, [st]() -> Value {
    if (st->done) return Value();
    const size_t n = st->pools.size();
    if (st->started) {
      size_t i = n;
      while (i > 0) {
        --i;
        if (++st->indices[i] < st->pools[i].size()) break;
        st->indices[i] = 0;
        if (i == 0) {
          st->done = true;
          return Value();
        }
      }
      if (n == 0) {
        st->done = true;
        return Value();
      }
    }
    st->started = true;
    std::vector<Value> items;
    items.reserve(n);
    for (size_t i = 0; i < n; ++i) items.push_back(st->pools[i][st->indices[i]]);
    return new_tuple(std::move(items));
  });
}

// permutations and combinations: tuples of a pool's items at r indices, the first as set up, each next one the
// indices `advance` moves to (false when there is none).
struct IndexWalk {
  std::vector<Value> pool;
  std::vector<size_t> indices, cycles;  // (cycles: permutations' count of the choices left at each position)
  size_t r = 0;
  bool replacement = false, started = false, done = false;
};

template <class Advance>
Value index_walker(TypeObject* cls, std::shared_ptr<IndexWalk> st, Advance advance) {
  return new_iterator(cls, [st, advance]() -> Value {
    if (st->done) return Value();
    if (st->started && !advance(*st)) {
      st->done = true;
      return Value();
    }
    st->started = true;
    return tuple_at(st->pool, st->indices, st->r);
  });
}

Value make_permutations(TypeObject* cls, const CallArgs& a) {
  Value args[2];
  parse_args(a, "permutations", {"iterable", "r"}, 1, args);
  auto st = std::make_shared<IndexWalk>();
  st->pool = pool_of(args[0]);
  const size_t n = st->pool.size();
  st->r = args[1].is_null() || args[1].is_none() ? n : size_t(r_arg(args[1]));
  st->done = st->r > n;
  for (size_t i = 0; i < n; ++i) st->indices.push_back(i);
  for (size_t i = 0; i < st->r && !st->done; ++i) st->cycles.push_back(n - i);
  // CPython's algorithm: cycles count down the choices left at each position; a rotation restores the order
  return index_walker(cls, st, [](IndexWalk& w) {
    const size_t n = w.pool.size();
    for (size_t i = w.r; n > 0 && i > 0;) {
      --i;
      if (--w.cycles[i] == 0) {
        const size_t first = w.indices[i];
        for (size_t j = i; j + 1 < n; ++j) w.indices[j] = w.indices[j + 1];
        w.indices[n - 1] = first;
        w.cycles[i] = n - i;
      } else {
        std::swap(w.indices[i], w.indices[n - w.cycles[i]]);
        return true;
      }
    }
    return false;
  });
}

Value make_combinations(TypeObject* cls, const CallArgs& a, bool replacement) {
  const char* name = replacement ? "combinations_with_replacement" : "combinations";
  Value args[2];
  parse_args(a, name, {"iterable", "r"}, 2, args);
  auto st = std::make_shared<IndexWalk>();
  st->pool = pool_of(args[0]);
  st->r = size_t(r_arg(args[1]));
  st->replacement = replacement;
  const size_t n = st->pool.size();
  st->done = replacement ? (n == 0 && st->r > 0) : st->r > n;
  for (size_t i = 0; i < st->r; ++i) st->indices.push_back(replacement ? 0 : i);
  return index_walker(cls, st, [](IndexWalk& w) {
    // the rightmost index that can still grow; those after it restart just above it (or at it, with replacement)
    const size_t n = w.pool.size(), r = w.r;
    for (size_t i = r; i > 0;) {
      --i;
      if (w.replacement ? w.indices[i] == n - 1 : w.indices[i] == i + n - r) continue;
      ++w.indices[i];
      for (size_t j = i + 1; j < r; ++j) w.indices[j] = w.replacement ? w.indices[i] : w.indices[j - 1] + 1;
      return true;
    }
    return false;
  });
}

// ---- the filtering and mapping ones ----------------------------------------------------------------------------

Value make_zip_longest(TypeObject* cls, const CallArgs& a) {
  Value fill = Value::none();
  if (a.nkw()) {
    // (zip_longest_new's own check: exactly one keyword, fillvalue, and a message naming none)
    if (a.nkw() != 1 || as<StrObject>(a.kwnames->items[0])->s != "fillvalue")
      raise(T.TypeError, "zip_longest() got an unexpected keyword argument");
    fill = a.args[a.npos()];
  }
  struct State {
    std::vector<Value> its;
    Value fill;
    size_t active = 0;
  };
  auto st = std::make_shared<State>();
  for (size_t i = 0; i < a.npos(); ++i) st->its.push_back(iter(a[i]));
  st->fill = fill;
  st->active = st->its.size();
  return new_iterator(cls, [st]() -> Value {
    if (st->active == 0) return Value();
    std::vector<Value> items;
    items.reserve(st->its.size());
    for (Value& it : st->its) {
      if (it.is_null()) {
        items.push_back(st->fill);
        continue;
      }
      Value x = next(it);
      if (x.is_null()) {
        it = Value();
        if (--st->active == 0) return Value();
        x = st->fill;
      }
      items.push_back(std::move(x));
    }
    return new_tuple(std::move(items));
  });
}

Value make_starmap(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "starmap");
  count_args(a, "starmap", 2, 2);
  Value fn = a[0], it = iter(a[1]);
  return new_iterator(cls, [fn, it]() -> Value {
    Value args = next(it);
    if (args.is_null()) return Value();
    return call_vec(fn, to_vector(args));
  });
}

Value make_compress(TypeObject* cls, const CallArgs& a) {
  Value args[2];
  parse_args(a, "compress", {"data", "selectors"}, 2, args);
  Value data = iter(args[0]), selectors = iter(args[1]);
  return new_iterator(cls, [data, selectors]() -> Value {
    while (true) {
      Value d = next(data);
      if (d.is_null()) return Value();
      Value s = next(selectors);
      if (s.is_null()) return Value();
      if (truthy(s)) return d;
    }
  });
}

// filterfalse, takewhile, dropwhile: a predicate (filterfalse: None for truth itself) and an iterable.
Value make_filterfalse(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "filterfalse");
  count_args(a, "filterfalse", 2, 2);
  Value pred = a[0], it = iter(a[1]);
  return new_iterator(cls, [pred, it]() -> Value {
    while (true) {
      Value x = next(it);
      if (x.is_null()) return Value();
      if (!truthy(pred.is_none() ? x : call(pred, {x}))) return x;
    }
  });
}

Value make_takewhile(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "takewhile");
  count_args(a, "takewhile", 2, 2);
  auto done = std::make_shared<bool>(false);
  Value pred = a[0], it = iter(a[1]);
  return new_iterator(cls, [pred, it, done]() -> Value {
    if (*done) return Value();
    Value x = next(it);
    if (x.is_null()) return Value();
    if (truthy(call(pred, {x}))) return x;
    *done = true;
    return Value();
  });
}

Value make_dropwhile(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "dropwhile");
  count_args(a, "dropwhile", 2, 2);
  auto dropping = std::make_shared<bool>(true);
  Value pred = a[0], it = iter(a[1]);
  return new_iterator(cls, [pred, it, dropping]() -> Value {
    while (true) {
      Value x = next(it);
      if (x.is_null()) return Value();
      if (!*dropping) return x;
      if (!truthy(call(pred, {x}))) {
        *dropping = false;
        return x;
      }
    }
  });
}

Value make_accumulate(TypeObject* cls, const CallArgs& a) {
  Value args[3];
  // accumulate(iterable, func=None, *, initial=None): `initial` only by keyword
  if (a.npos() > 2) raise(T.TypeError, "accumulate() takes at most 2 positional arguments (" + std::to_string(a.npos()) + " given)");
  parse_args(a, "accumulate", {"iterable", "func", "initial"}, 1, args);
  struct State {
    Value it, func, total, initial;
    bool started = false;
  };
  auto st = std::make_shared<State>();
  st->it = iter(args[0]);
  st->func = args[1].is_null() ? Value::none() : args[1];
  st->initial = args[2].is_null() ? Value::none() : args[2];
  return new_iterator(cls, [st]() -> Value {
    if (!st->initial.is_none()) {
      st->total = st->initial;
      st->initial = Value::none();
      st->started = true;
      return st->total;
    }
    Value x = next(st->it);
    if (x.is_null()) return Value();
    if (!st->started) {
      st->started = true;
      st->total = x;
    } else {
      st->total = st->func.is_none() ? binary_op(st->total, x, lang::BinaryOpArg::Add) : call(st->func, {st->total, x});
    }
    return st->total;
  });
}

Value make_pairwise(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "pairwise");
  if (a.npos() != 1) raise(T.TypeError, "pairwise expected 1 argument, got " + std::to_string(a.npos()));
  struct State {
    Value it, old;
  };
  auto st = std::make_shared<State>(State{iter(a[0]), Value()});
  return new_iterator(cls, [st]() -> Value {
    if (st->it.is_null()) return Value();
    if (st->old.is_null()) {
      st->old = next(st->it);
      if (st->old.is_null()) {
        st->it = Value();
        return Value();
      }
    }
    Value x = next(st->it);
    if (x.is_null()) {
      st->it = Value();
      st->old = Value();
      return Value();
    }
    Value pair = new_tuple({st->old, x});
    st->old = std::move(x);
    return pair;
  });
}

Value make_cycle(TypeObject* cls, const CallArgs& a) {
  no_keywords(a, "cycle");
  count_args(a, "cycle", 1, 1);
  struct State {
    Value it;
    std::vector<Value> saved;
    size_t index = 0;
  };
  auto st = std::make_shared<State>(State{iter(a[0]), {}, 0});
  return new_iterator(cls, [st]() -> Value {
    if (!st->it.is_null()) {
      Value x = next(st->it);
      if (!x.is_null()) {
        st->saved.push_back(x);
        return x;
      }
      st->it = Value();
    }
    if (st->saved.empty()) return Value();
    Value x = st->saved[st->index];
    st->index = (st->index + 1) % st->saved.size();
    return x;
  });
}

// ---- the classes ------------------------------------------------------------------------------------------------

// A class of the module: builtin iterators of its own type, made by `make` through __new__ (runtime.hpp's
// iterator_class, as builtins' zip and map).
TypeObject* add_class(ModuleObject& m, const char* name, IteratorMaker make) {
  TypeObject* cls = iterator_class(name, "itertools", false, make);
  m.dict()->set_str(intern(name).get(), Value(cls));
  return cls;
}

void init_itertools(ModuleObject& m) {
  TypeObject* chain = add_class(m, "chain", make_chain);
  // chain.from_iterable(iterables): a classmethod, so a subclass's gives its own kind
  Value from_iterable = new_native("from_iterable", [chain](const CallArgs& a) {
    if (a.npos() != 2 || a.nkw()) raise(T.TypeError, "chain.from_iterable() takes exactly one argument (" + std::to_string(a.npos() > 0 ? a.npos() - 1 : 0) + " given)");
    Value it = chain_over(chain, iter(a[1]));
    if (has_layout(a[0], Layout::Type) && as<TypeObject>(a[0]) != chain && is_subtype(as<TypeObject>(a[0]), chain))
      it.obj()->type = as<TypeObject>(a[0]);
    return it;
  });
  chain->dict->set_str(intern("from_iterable").get(), call(Value(T.classmethod), {from_iterable}));
  types_changed();
  add_class(m, "islice", make_islice);
  add_class(m, "product", make_product);
  add_class(m, "permutations", make_permutations);
  add_class(m, "combinations", [](TypeObject* cls, const CallArgs& a) { return make_combinations(cls, a, false); });
  add_class(m, "combinations_with_replacement",
            [](TypeObject* cls, const CallArgs& a) { return make_combinations(cls, a, true); });
  add_class(m, "zip_longest", make_zip_longest);
  add_class(m, "starmap", make_starmap);
  add_class(m, "compress", make_compress);
  add_class(m, "filterfalse", make_filterfalse);
  add_class(m, "takewhile", make_takewhile);
  add_class(m, "dropwhile", make_dropwhile);
  add_class(m, "accumulate", make_accumulate);
  add_class(m, "pairwise", make_pairwise);
  add_class(m, "cycle", make_cycle);
}

}  // namespace itertools_impl
}  // namespace

void init_itertools_module() { register_native_module("_itertools", itertools_impl::init_itertools); }

}  // namespace tsr::interp
