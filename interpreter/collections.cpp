// list, tuple, dict (and its views), set/frozenset, range and slice: constructors and methods.
#include <algorithm>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"

namespace tsr::interp {

Value reversed_builtin(const Value& s);  // builtins.cpp: the backwards walks reversed() makes

namespace {

ListObject* self_list(const CallArgs& a) { return as<ListObject>(a[0]); }
DictObject* self_dict(const CallArgs& a) { return as<DictObject>(a[0]); }
SetObject* self_set(const CallArgs& a) { return as<SetObject>(a[0]); }

// xs repeated n times, sized once up front: a size no allocator gives is a MemoryError at once (CPython's
// list_repeat and tuplerepeat check the same), not a slow climb to the OOM killer.
std::vector<Value> repeated(const std::vector<Value>& xs, int64_t n) {
  std::vector<Value> out;
  if (n <= 0 || xs.empty()) return out;
  if (uint64_t(n) > out.max_size() / xs.size()) raise(T.MemoryError, "");
  out.reserve(size_t(n) * xs.size());
  for (int64_t i = 0; i < n; ++i) out.insert(out.end(), xs.begin(), xs.end());
  return out;
}

[[noreturn]] void key_error(const Value& k) {
  auto e = new_exception(T.KeyError, "");
  e->args = new_tuple({k});
  throw PyException{e};
}

int64_t normalise_index(int64_t i, int64_t n) {
  if (i < 0) i += n;
  return i;
}

// Slice assignment for lists: extended slices need equal lengths, plain ones replace a range.
void list_assign_slice(ListObject* l, const SliceObject* s, const Value& v) {
  std::vector<Value> items = to_vector(v);
  auto& xs = l->items;
  auto si = slice_indices(s, int64_t(xs.size()));
  if (si.step == 1) {
    const int64_t stop = std::max(si.start, si.stop);
    xs.erase(xs.begin() + si.start, xs.begin() + stop);
    xs.insert(xs.begin() + si.start, items.begin(), items.end());
    return;
  }
  if (int64_t(items.size()) != si.length)
    raise(T.ValueError, "attempt to assign sequence of size " + std::to_string(items.size()) +
                            " to extended slice of size " + std::to_string(si.length));
  for (int64_t i = 0, j = si.start; i < si.length; ++i, j += si.step) xs[size_t(j)] = items[size_t(i)];
}

void list_delete_slice(ListObject* l, const SliceObject* s) {
  auto& xs = l->items;
  auto si = slice_indices(s, int64_t(xs.size()));
  std::vector<bool> drop(xs.size(), false);
  for (int64_t i = 0, j = si.start; i < si.length; ++i, j += si.step) drop[size_t(j)] = true;
  std::vector<Value> keep;
  for (size_t i = 0; i < xs.size(); ++i)
    if (!drop[i]) keep.push_back(std::move(xs[i]));
  xs = std::move(keep);
}

void dict_update(DictObject* d, const Value& other) {
  if (has_layout(other, Layout::Dict)) {
    as<DictObject>(other)->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    return;
  }
  if (!lookup(type_of(other), intern("keys").get()).is_null()) {
    for (auto& k : to_vector(call_method(other, "keys", {}))) d->set(k, getitem(other, k));
    return;
  }
  size_t i = 0;
  for (auto& item : to_vector(other)) {
    std::vector<Value> kv = to_vector(item);
    if (kv.size() != 2)
      raise(T.ValueError, "dictionary update sequence element #" + std::to_string(i) + " has length " +
                              std::to_string(kv.size()) + "; 2 is required");
    d->set(kv[0], kv[1]);
    ++i;
  }
}

void dict_update_kw(DictObject* d, const CallArgs& a, size_t first_pos) {
  if (a.npos() > first_pos + 1) raise(T.TypeError, "update expected at most 1 argument, got " + std::to_string(a.npos() - first_pos));
  if (a.npos() > first_pos) dict_update(d, a[first_pos]);
  for (size_t k = 0; k < a.nkw(); ++k) d->set(a.kwnames->items[k], a[a.npos() + k]);
}

Ref<SetObject> new_set_from(TypeObject* t, const Value& iterable) {
  auto s = Ref<SetObject>(static_cast<SetObject*>(t->alloc(t)));
  s->frozen = is_subtype(t, T.frozenset);
  if (has_layout(iterable, Layout::Set)) {
    s->merge(*as<SetObject>(iterable));
  } else if (!iterable.is_null()) {
    for (auto& x : to_vector(iterable)) s->add(x);
  }
  return s;
}

Ref<SetObject> set_like(const SetObject* proto) {
  TypeObject* t = proto->frozen ? T.frozenset : T.set;
  auto s = Ref<SetObject>(static_cast<SetObject*>(t->alloc(t)));
  s->frozen = proto->frozen;
  return s;
}

// The set algebra as CPython 3.11's setobject.c computes it, step for step, since the steps decide the result's
// table and so its iteration order: which operand is walked, whether the result is built by adding to a new set
// or by discarding from a copy (which leaves dummies, cleared away by a resize only when they pass a quarter of
// the table), and whether an update swaps in a new table or changes the old one in place.

// make_new_set_basetype(type(so), iterable): a set (or frozenset, after so) of the iterable's keys.
Ref<SetObject> set_of_type(const SetObject* so, const Value& iterable) {
  return new_set_from(so->frozen ? T.frozenset : T.set, iterable);
}

// set_intersection: the smaller set walked (the other one on a tie), its keys the larger contains added to a new
// set; an iterable walked in its order.
Ref<SetObject> set_intersection(SetObject* so, const Value& other) {
  auto result = set_like(so);
  if (has_layout(other, Layout::Set)) {
    SetObject* o = as<SetObject>(other);
    if (o == so) {
      result->merge(*so);
      return result;
    }
    SetObject* walked = o->used > so->used ? so : o;
    SetObject* probed = walked == so ? o : so;
    std::vector<Value> keys;
    walked->for_each([&](const Value& k) { keys.push_back(k); });
    for (const Value& k : keys)
      if (probed->contains(k)) result->add(k);
    return result;
  }
  for (const Value& x : to_vector(other))
    if (so->contains(x)) result->add(x);
  return result;
}

// An empty table of 8 slots in place of s's (the old one released after s is whole: a release may run code that
// uses s).
void clear_table(SetObject* s) {
  std::vector<SetObject::Slot> old(8);
  old.swap(s->table);
  s->fill = s->used = 0;
}

// set_difference_update_internal: other's keys discarded from so in place (a set 8 times larger than so is first
// cut down to the intersection), then the dummies resized away if they pass a quarter of the table.
void set_difference_update(SetObject* so, const Value& other) {
  if (has_layout(other, Layout::Set) && as<SetObject>(other) == so) return clear_table(so);  // (s -= s, s ^= s)
  std::vector<Value> keys;
  if (has_layout(other, Layout::Set)) {
    Ref<SetObject> o(as<SetObject>(other));
    if ((o->used >> 3) > so->used) o = set_intersection(so, other);
    o->for_each([&](const Value& k) { keys.push_back(k); });
  } else {
    keys = to_vector(other);
  }
  for (const Value& k : keys) so->discard(k);
  so->compact_dummies();
}

// set_difference: a copy of so with other's keys discarded when other is not a set or dict or is much smaller;
// else so walked, the keys other lacks added to a new set.
Ref<SetObject> set_difference(SetObject* so, const Value& other) {
  const bool is_set = has_layout(other, Layout::Set), is_dict = type_of(other) == T.dict;
  const size_t other_size = is_set ? as<SetObject>(other)->used : is_dict ? size_t(length(other)) : 0;
  if ((!is_set && !is_dict) || (so->used >> 2) > other_size) {
    auto result = set_like(so);
    result->merge(*so);
    set_difference_update(result.get(), other);
    return result;
  }
  auto result = set_like(so);
  std::vector<Value> keys;
  so->for_each([&](const Value& k) { keys.push_back(k); });
  for (const Value& k : keys) {
    const bool in_other = is_set ? as<SetObject>(other)->contains(k) : !as<DictObject>(other)->get(k).is_null();
    if (!in_other) result->add(k);
  }
  return result;
}

// set_symmetric_difference_update: each key of other (a set made of it first, unless it is one or a dict) discarded
// from so, or added where it was not there.
void set_symmetric_difference_update(SetObject* so, const Value& other) {
  if (has_layout(other, Layout::Set) && as<SetObject>(other) == so) return clear_table(so);  // (s -= s, s ^= s)
  std::vector<Value> keys;
  if (has_layout(other, Layout::Set)) as<SetObject>(other)->for_each([&](const Value& k) { keys.push_back(k); });
  else if (type_of(other) == T.dict) as<DictObject>(other)->for_each([&](const Value& k, const Value&) { keys.push_back(k); });
  else set_of_type(so, other)->for_each([&](const Value& k) { keys.push_back(k); });
  for (const Value& k : keys)
    if (!so->discard(k)) so->add(k);
}

// set_symmetric_difference: a set of other's keys, then so's applied to it as symmetric_difference_update.
Ref<SetObject> set_symmetric_difference(SetObject* so, const Value& other) {
  auto result = set_of_type(so, other);
  set_symmetric_difference_update(result.get(), Value(so));
  return result;
}

// set_union (and |): a copy of so, each other merged in.
Ref<SetObject> set_union(SetObject* so, const Value* others, size_t n) {
  auto result = set_like(so);
  result->merge(*so);
  for (size_t i = 0; i < n; ++i) {
    if (has_layout(others[i], Layout::Set)) result->merge(*as<SetObject>(others[i]));
    else for (auto& x : to_vector(others[i])) result->add(x);
  }
  return result;
}

// The operators: both operands sets (else NotImplemented).
Value set_binop(const CallArgs& a, int which /* 0 | 1 & 2 - 3 ^ */, bool require_set) {
  if (require_set && !has_layout(a[1], Layout::Set)) return kNotImplemented;
  SetObject* x = self_set(a);
  switch (which) {
    case 0: return Value(set_union(x, &a[1], 1));
    case 1: return Value(set_intersection(x, a[1]));
    case 2: return Value(set_difference(x, a[1]));
    default: return Value(set_symmetric_difference(x, a[1]));
  }
}

// union, intersection and difference(*others): with none, a copy of self; intersection folds set_intersection over
// the others, difference takes set_difference of the first and discards the rest in place.
Value set_fold(const CallArgs& a, int which, const char* name) {
  if (a.nkw()) raise(T.TypeError, std::string("set.") + name + "() takes no keyword arguments");
  SetObject* so = self_set(a);
  if (a.args.size() == 1) return Value(set_union(so, nullptr, 0));
  if (which == 0) return Value(set_union(so, &a.args[1], a.args.size() - 1));
  if (which == 1) {
    Ref<SetObject> acc(so);
    for (size_t i = 1; i < a.args.size(); ++i) acc = set_intersection(acc.get(), a[i]);
    return Value(acc);
  }
  Ref<SetObject> result = set_difference(so, a[1]);
  for (size_t i = 2; i < a.args.size(); ++i) set_difference_update(result.get(), a[i]);
  return Value(result);
}

// intersection_update and &=: the intersection's table swapped in (set_swap_bodies).
void swap_in(SetObject* s, const Value& result) {
  SetObject* r = as<SetObject>(result);
  std::swap(s->table, r->table);  // (s's old table is released with r, after s is whole again)
  std::swap(s->fill, r->fill);
  std::swap(s->used, r->used);
}

bool subset(const SetObject* x, const SetObject* y) {
  if (x->used > y->used) return false;
  for (const SetObject::Slot& s : x->table)  // (stops at the first element y lacks)
    if (!s.key.is_null() && !s.dummy && !y->contains(s.key)) return false;
  return true;
}

}  // namespace

void init_collections() {
  // ---------------------------------------------------------------- list
  TypeObject* L = T.list;
  // list.__new__ makes an empty list and __init__ fills it, as CPython's: a subclass's arguments are its own
  // __init__'s (`class EventList(list)` takes keywords), and `l.__init__(x)` refills.
  add_static(L, "__new__", [](const CallArgs& a) {
    auto* t = as<TypeObject>(a[0]);
    return Value(t->alloc(t));
  });
  add_method(L, "__init__", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "list() takes no keyword arguments");
    if (a.npos() > 2) raise(T.TypeError, "list expected at most 1 argument, got " + std::to_string(a.npos() - 1));
    auto& items = as<ListObject>(a[0])->items;
    items.clear();
    if (a.npos() == 2) items = to_vector(a[1]);
    return Value::none();
  });
  add_method(L, "append", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "list.append() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    self_list(a)->items.push_back(a[1]);
    return Value::none();
  });
  add_method(L, "extend", [](const CallArgs& a) {
    auto items = to_vector(a[1]);
    auto& xs = self_list(a)->items;
    xs.insert(xs.end(), items.begin(), items.end());
    return Value::none();
  });
  add_method(L, "insert", [](const CallArgs& a) {
    auto& xs = self_list(a)->items;
    int64_t n = int64_t(xs.size()), i = index_of(a[1]);
    if (i < 0) i = std::max<int64_t>(0, i + n);
    i = std::min(i, n);
    xs.insert(xs.begin() + i, a[2]);
    return Value::none();
  });
  add_method(L, "pop", [](const CallArgs& a) {
    auto& xs = self_list(a)->items;
    if (xs.empty()) raise(T.IndexError, "pop from empty list");
    int64_t i = a.args.size() > 1 ? normalise_index(index_of(a[1]), int64_t(xs.size())) : int64_t(xs.size()) - 1;
    if (i < 0 || i >= int64_t(xs.size())) raise(T.IndexError, "pop index out of range");
    Value v = xs[size_t(i)];
    xs.erase(xs.begin() + i);
    return v;
  });
  add_method(L, "remove", [](const CallArgs& a) {
    auto& xs = self_list(a)->items;
    for (size_t i = 0; i < xs.size(); ++i)
      if (xs[i].identical(a[1]) || eq(xs[i], a[1])) {
        xs.erase(xs.begin() + long(i));
        return Value::none();
      }
    raise(T.ValueError, "list.remove(x): x not in list");
  });
  add_method(L, "index", [](const CallArgs& a) {
    auto& xs = self_list(a)->items;
    int64_t n = int64_t(xs.size());
    int64_t lo = a.args.size() > 2 ? std::max<int64_t>(0, normalise_index(index_of(a[2]), n)) : 0;
    int64_t hi = a.args.size() > 3 ? std::min(n, normalise_index(index_of(a[3]), n)) : n;
    for (int64_t i = lo; i < hi; ++i)
      if (xs[size_t(i)].identical(a[1]) || eq(xs[size_t(i)], a[1])) return Value(i);
    raise(T.ValueError, repr(a[1]) + " is not in list");
  });
  add_method(L, "count", [](const CallArgs& a) {
    int64_t n = 0;
    for (const auto& x : self_list(a)->items) n += x.identical(a[1]) || eq(x, a[1]);
    return Value(n);
  });
  add_method(L, "sort", [](const CallArgs& a) {
    Value args[2];
    if (a.npos() > 1) raise(T.TypeError, "sort() takes no positional arguments");
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "sort", {"key", "reverse"}, 0, args);
    // As CPython's list.sort: the list reads as empty while its items are sorted; a key or __lt__ that adds to
    // it gives it storage (capacity), which is "list modified during sort". The sorted items go back whatever
    // happens, also when a comparison raises.
    auto* l = self_list(a);
    Ref<ListObject> keep(l);
    std::vector<Value> items = std::move(l->items);
    l->items = {};
    struct PutBack {
      ListObject* l;
      std::vector<Value>& items;
      ~PutBack() {
        std::vector<Value> added = std::move(l->items);  // dropped, as CPython drops them
        l->items = std::move(items);
      }
    };
    bool modified;
    {
      PutBack put_back{l, items};
      sort_values(items, args[0], truthy(args[1]));
      modified = l->items.capacity() != 0;
    }
    if (modified) raise(T.ValueError, "list modified during sort");
    return Value::none();
  });
  add_method(L, "reverse", [](const CallArgs& a) {
    std::reverse(self_list(a)->items.begin(), self_list(a)->items.end());
    return Value::none();
  });
  add_method(L, "copy", [](const CallArgs& a) { return new_list(self_list(a)->items); });
  add_method(L, "clear", [](const CallArgs& a) {
    std::vector<Value> old;
    old.swap(self_list(a)->items);  // released after the list is empty (a release may run code that uses it)
    return Value::none();
  });
  add_method(L, "__len__", [](const CallArgs& a) { return Value(int64_t(self_list(a)->items.size())); });
  add_method(L, "__getitem__", [](const CallArgs& a) {
    // (called for subclasses; builtin lists are indexed inline)
    auto& xs = self_list(a)->items;
    if (has_layout(a[1], Layout::Slice)) {
      auto si = slice_indices(as<SliceObject>(a[1]), int64_t(xs.size()));
      std::vector<Value> out;
      for (int64_t i = 0, j = si.start; i < si.length; ++i, j += si.step) out.push_back(xs[size_t(j)]);
      return new_list(std::move(out));
    }
    int64_t i = normalise_index(index_of(a[1]), int64_t(xs.size()));
    if (i < 0 || i >= int64_t(xs.size())) raise(T.IndexError, "list index out of range");
    return xs[size_t(i)];
  });
  add_method(L, "__setitem__", [](const CallArgs& a) {
    auto* l = self_list(a);
    if (has_layout(a[1], Layout::Slice)) {
      list_assign_slice(l, as<SliceObject>(a[1]), a[2]);
      return Value::none();
    }
    int64_t i = normalise_index(index_of(a[1]), int64_t(l->items.size()));
    if (i < 0 || i >= int64_t(l->items.size())) raise(T.IndexError, "list assignment index out of range");
    l->items[size_t(i)] = a[2];
    return Value::none();
  });
  add_method(L, "__delitem__", [](const CallArgs& a) {
    auto* l = self_list(a);
    if (has_layout(a[1], Layout::Slice)) {
      list_delete_slice(l, as<SliceObject>(a[1]));
      return Value::none();
    }
    int64_t i = normalise_index(index_of(a[1]), int64_t(l->items.size()));
    if (i < 0 || i >= int64_t(l->items.size())) raise(T.IndexError, "list assignment index out of range");
    l->items.erase(l->items.begin() + i);
    return Value::none();
  });
  add_method(L, "__add__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::List)) return kNotImplemented;
    std::vector<Value> out = self_list(a)->items;
    const auto& ys = as<ListObject>(a[1])->items;
    out.insert(out.end(), ys.begin(), ys.end());
    return new_list(std::move(out));
  });
  add_method(L, "__iadd__", [](const CallArgs& a) {
    auto items = to_vector(a[1]);
    auto& xs = self_list(a)->items;
    xs.insert(xs.end(), items.begin(), items.end());
    return a[0];
  });
  auto repeat_list = [](const CallArgs& a) {
    if (!a[1].is_int() && !a[1].is_bool()) return kNotImplemented;
    const auto& xs = self_list(a)->items;
    std::vector<Value> out = repeated(xs, a[1].as_int());
    return new_list(std::move(out));
  };
  add_method(L, "__mul__", repeat_list);
  add_method(L, "__rmul__", repeat_list);
  add_method(L, "__imul__", [](const CallArgs& a) {
    auto& xs = self_list(a)->items;
    xs = repeated(xs, index_of(a[1]));
    return a[0];
  });
  add_method(L, "__contains__", [](const CallArgs& a) { return Value::boolean(contains(new_list(self_list(a)->items), a[1])); });
  add_method(L, "__iter__", [](const CallArgs& a) { return iter(new_list(self_list(a)->items)); });
  add_method(L, "__eq__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::List)) return kNotImplemented;
    return rich_compare(new_list(self_list(a)->items), new_list(as<ListObject>(a[1])->items),
                        lang::CompareOpArg::Eq);
  });
  add_method(L, "__repr__", [](const CallArgs& a) { return new_str(repr(new_list(self_list(a)->items))); });
  add_method(L, "__reversed__", [](const CallArgs& a) {
    check_method_args(a, "list.__reversed__", 0);
    return reversed_builtin(a[0]);
  });
  L->dict->set_str(intern("__hash__").get(), Value::none());

  // ---------------------------------------------------------------- tuple
  TypeObject* Tu = T.tuple;
  add_static(Tu, "__new__", [](const CallArgs& a) {
    auto* t = as<TypeObject>(a[0]);
    if (a.npos() > 2) raise(T.TypeError, "tuple expected at most 1 argument, got " + std::to_string(a.npos() - 1));
    std::vector<Value> items = a.npos() == 2 ? to_vector(a[1]) : std::vector<Value>{};
    if (t == T.tuple) return new_tuple(std::move(items));
    Value o(t->alloc(t));
    as<TupleObject>(o)->items = std::move(items);
    return o;
  });
  add_method(Tu, "count", [](const CallArgs& a) {
    int64_t n = 0;
    for (const auto& x : as<TupleObject>(a[0])->items) n += x.identical(a[1]) || eq(x, a[1]);
    return Value(n);
  });
  add_method(Tu, "index", [](const CallArgs& a) {  // index(value, start=0, stop=len), as list.index
    if (a.args.size() < 2 || a.args.size() > 4)
      raise(T.TypeError, "index expected at least 1 argument, got " + std::to_string(a.args.size() - 1));
    const auto& xs = as<TupleObject>(a[0])->items;
    const int64_t n = int64_t(xs.size());
    const int64_t lo = a.args.size() > 2 ? std::max<int64_t>(0, normalise_index(slice_index(a[2]), n)) : 0;
    const int64_t hi = a.args.size() > 3 ? std::min(n, normalise_index(slice_index(a[3]), n)) : n;
    for (int64_t i = lo; i < hi; ++i)
      if (xs[size_t(i)].identical(a[1]) || eq(xs[size_t(i)], a[1])) return Value(i);
    raise(T.ValueError, "tuple.index(x): x not in tuple");
  });
  add_method(Tu, "__getnewargs__", [](const CallArgs& a) {
    check_method_args(a, "tuple.__getnewargs__", 0);
    return new_tuple({new_tuple(as<TupleObject>(a[0])->items)});
  });
  add_method(Tu, "__len__", [](const CallArgs& a) { return Value(int64_t(as<TupleObject>(a[0])->items.size())); });
  add_method(Tu, "__getitem__", [](const CallArgs& a) { return getitem(new_tuple(as<TupleObject>(a[0])->items), a[1]); });
  add_method(Tu, "__iter__", [](const CallArgs& a) { return iter(new_tuple(as<TupleObject>(a[0])->items)); });
  add_method(Tu, "__contains__", [](const CallArgs& a) { return Value::boolean(contains(new_tuple(as<TupleObject>(a[0])->items), a[1])); });
  add_method(Tu, "__hash__", [](const CallArgs& a) { return Value(hash_of(new_tuple(as<TupleObject>(a[0])->items))); });
  add_method(Tu, "__add__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Tuple)) return kNotImplemented;
    std::vector<Value> out = as<TupleObject>(a[0])->items;
    const auto& ys = as<TupleObject>(a[1])->items;
    out.insert(out.end(), ys.begin(), ys.end());
    return new_tuple(std::move(out));
  });
  auto repeat_tuple = [](const CallArgs& a) {
    if (!a[1].is_int() && !a[1].is_bool()) return kNotImplemented;
    const auto& xs = as<TupleObject>(a[0])->items;
    std::vector<Value> out = repeated(xs, a[1].as_int());
    return new_tuple(std::move(out));
  };
  add_method(Tu, "__mul__", repeat_tuple);
  add_method(Tu, "__rmul__", repeat_tuple);
  add_method(Tu, "__eq__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Tuple)) return kNotImplemented;
    return rich_compare(new_tuple(as<TupleObject>(a[0])->items), new_tuple(as<TupleObject>(a[1])->items),
                        lang::CompareOpArg::Eq);
  });
  add_method(Tu, "__lt__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Tuple)) return kNotImplemented;
    return rich_compare(new_tuple(as<TupleObject>(a[0])->items), new_tuple(as<TupleObject>(a[1])->items),
                        lang::CompareOpArg::Lt);
  });
  add_method(Tu, "__repr__", [](const CallArgs& a) { return new_str(repr(new_tuple(as<TupleObject>(a[0])->items))); });

  // ---------------------------------------------------------------- dict
  TypeObject* D = T.dict;
  add_static(D, "__new__", [](const CallArgs& a) {
    auto* t = as<TypeObject>(a[0]);
    return Value(t->alloc(t));
  });
  add_method(D, "__init__", [](const CallArgs& a) {
    dict_update_kw(self_dict(a), a, 1);
    return Value::none();
  });
  add_method(D, "keys", [](const CallArgs& a) { return Value(make<DictViewObject>(T.dict_keys, DictViewObject::Keys, Ref<DictObject>(self_dict(a)))); });
  add_method(D, "values", [](const CallArgs& a) { return Value(make<DictViewObject>(T.dict_values, DictViewObject::Values, Ref<DictObject>(self_dict(a)))); });
  add_method(D, "items", [](const CallArgs& a) { return Value(make<DictViewObject>(T.dict_items, DictViewObject::Items, Ref<DictObject>(self_dict(a)))); });
  add_method(D, "get", [](const CallArgs& a) {
    if (a.args.size() < 2 || a.args.size() > 3) raise(T.TypeError, "get expected at least 1 argument, got 0");
    Value v = self_dict(a)->get(a[1]);
    return v.is_null() ? (a.args.size() > 2 ? a[2] : Value::none()) : v;
  });
  add_method(D, "pop", [](const CallArgs& a) {
    Value v = self_dict(a)->get(a[1]);
    if (v.is_null()) {
      if (a.args.size() > 2) return a[2];
      key_error(a[1]);
    }
    self_dict(a)->erase(a[1]);
    return v;
  });
  add_method(D, "popitem", [](const CallArgs& a) {
    auto* d = self_dict(a);
    for (size_t i = d->entries.size(); i > 0; --i) {
      auto& e = d->entries[i - 1];
      if (e.key.is_null()) continue;
      Value out = new_tuple({e.key, e.value});
      d->erase(Value(e.key));
      return out;
    }
    raise(T.KeyError, "popitem(): dictionary is empty");
  });
  add_method(D, "setdefault", [](const CallArgs& a) {
    Value v = self_dict(a)->get(a[1]);
    if (!v.is_null()) return v;
    Value d = a.args.size() > 2 ? a[2] : Value::none();
    self_dict(a)->set(a[1], d);
    return d;
  });
  add_method(D, "update", [](const CallArgs& a) {
    dict_update_kw(self_dict(a), a, 1);
    return Value::none();
  });
  add_method(D, "copy", [](const CallArgs& a) {
    auto d = new_dict();
    self_dict(a)->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    return Value(d);
  });
  add_method(D, "clear", [](const CallArgs& a) {
    self_dict(a)->clear();
    return Value::none();
  });
  D->dict->set_str(intern("fromkeys").get(), Value(make<WrapperObject>(T.classmethod, new_native("fromkeys", [](const CallArgs& a) {
    auto* t = as<TypeObject>(a[0]);
    Value d = call(Value(t), {});
    Value v = a.args.size() > 2 ? a[2] : Value::none();
    for (auto& k : to_vector(a[1])) setitem(d, k, v);
    return d;
  }))));
  add_method(D, "__len__", [](const CallArgs& a) { return Value(int64_t(self_dict(a)->size())); });
  add_method(D, "__getitem__", [](const CallArgs& a) {
    Value v = self_dict(a)->get(a[1]);
    if (v.is_null()) {
      Value missing = lookup(type_of(a[0]), intern("__missing__").get());
      if (!missing.is_null()) return call(bind_descriptor(missing, a[0], type_of(a[0])), {a[1]});
      key_error(a[1]);
    }
    return v;
  });
  add_method(D, "__setitem__", [](const CallArgs& a) {
    self_dict(a)->set(a[1], a[2]);
    return Value::none();
  });
  add_method(D, "__delitem__", [](const CallArgs& a) {
    if (!self_dict(a)->erase(a[1])) key_error(a[1]);
    return Value::none();
  });
  add_method(D, "__contains__", [](const CallArgs& a) { return Value::boolean(!self_dict(a)->get(a[1]).is_null()); });
  add_method(D, "__iter__", [](const CallArgs& a) {
    auto d = new_dict();
    std::vector<Value> keys;
    self_dict(a)->for_each([&](const Value& k, const Value&) { keys.push_back(k); });
    return iter(new_list(std::move(keys)));
  });
  add_method(D, "__eq__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Dict)) return kNotImplemented;
    auto *x = self_dict(a), *y = as<DictObject>(a[1]);
    if (x->size() != y->size()) return Value::boolean(false);
    bool same = true;
    x->for_each([&](const Value& k, const Value& v) {
      if (!same) return;
      Value w = y->get(k);
      same = !w.is_null() && (w.identical(v) || eq(v, w));
    });
    return Value::boolean(same);
  });
  add_method(D, "__or__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Dict)) return kNotImplemented;
    auto d = new_dict();
    self_dict(a)->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    as<DictObject>(a[1])->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    return Value(d);
  });
  add_method(D, "__ror__", [](const CallArgs& a) {  // (other | self: a dict of other's items, then self's)
    check_wrapper_args(a, "__ror__", 1);
    if (!has_layout(a[1], Layout::Dict)) return kNotImplemented;
    auto d = new_dict();
    as<DictObject>(a[1])->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    self_dict(a)->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    return Value(d);
  });
  add_method(D, "__reversed__", [](const CallArgs& a) {
    check_method_args(a, "dict.__reversed__", 0);
    return reversed_builtin(a[0]);
  });
  add_method(D, "__ior__", [](const CallArgs& a) {
    dict_update(self_dict(a), a[1]);
    return a[0];
  });
  add_method(D, "__repr__", [](const CallArgs& a) {
    auto d = new_dict();
    self_dict(a)->for_each([&](const Value& k, const Value& v) { d->set(k, v); });
    return new_str(repr(Value(d)));
  });
  D->dict->set_str(intern("__hash__").get(), Value::none());

  // Keys and items views are set-like, hence unhashable (values views keep object's hash), as CPython's.
  for (TypeObject* vt : {T.dict_keys, T.dict_items}) vt->dict->set_str(intern("__hash__").get(), Value::none());
  for (TypeObject* vt : {T.dict_keys, T.dict_values, T.dict_items}) {
    add_method(vt, "__len__", [](const CallArgs& a) { return Value(int64_t(as<DictViewObject>(a[0])->dict->size())); });
    add_method(vt, "__iter__", [](const CallArgs& a) { return iter(a[0]); });
    add_method(vt, "__reversed__", [vt](const CallArgs& a) {
      check_method_args(a, vt->name + ".__reversed__", 0);
      return reversed_builtin(a[0]);
    });
    add_method(vt, "__repr__", [](const CallArgs& a) {
      auto* v = as<DictViewObject>(a[0]);
      return new_str(v->type->name + "(" + repr(new_list(to_vector(a[0]))) + ")");
    });
    add_method(vt, "__contains__", [](const CallArgs& a) {
      auto* v = as<DictViewObject>(a[0]);
      if (v->kind == DictViewObject::Keys) return Value::boolean(!v->dict->get(a[1]).is_null());
      for (auto& x : to_vector(a[0]))
        if (eq(x, a[1])) return Value::boolean(true);
      return Value::boolean(false);
    });
  }
  // Keys and items views are set-like (CPython's dictviews_* functions): the set operators take any iterable on
  // either side and make a set of their left operand first (so `frozenset(...) | d.keys()` is a set); comparisons
  // take sets and views, by sizes and containment; isdisjoint takes any iterable.
  auto view_setop = [](int which, bool reflected) {
    return [which, reflected](const CallArgs& a) {
      std::vector<Value> operands{Value(new_set_from(T.set, reflected ? a[1] : a[0])), reflected ? a[0] : a[1]};
      return set_binop(CallArgs{operands, nullptr}, which, false);
    };
  };
  auto set_like_operand = [](const Value& v) {
    return has_layout(v, Layout::Set) || type_of(v) == T.dict_keys || type_of(v) == T.dict_items;
  };
  auto all_contained_in = [](const Value& x, const Value& y) {
    for (const Value& item : to_vector(x))
      if (!contains(y, item)) return false;
    return true;
  };
  static const char* ops[4][2] = {{"__or__", "__ror__"}, {"__and__", "__rand__"}, {"__sub__", "__rsub__"},
                                  {"__xor__", "__rxor__"}};
  static const char* comparisons[6] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
  for (TypeObject* vt : {T.dict_keys, T.dict_items}) {
    for (int which = 0; which < 4; ++which) {
      add_method(vt, ops[which][0], view_setop(which, false));
      add_method(vt, ops[which][1], view_setop(which, true));
    }
    for (int op = 0; op < 6; ++op)
      add_method(vt, comparisons[op], [op, set_like_operand, all_contained_in](const CallArgs& a) {
        if (!set_like_operand(a[1])) return kNotImplemented;
        const int64_t n = length(a[0]), m = length(a[1]);
        switch (op) {
          case 0: return Value::boolean(n < m && all_contained_in(a[0], a[1]));
          case 1: return Value::boolean(n <= m && all_contained_in(a[0], a[1]));
          case 2: return Value::boolean(n == m && all_contained_in(a[0], a[1]));
          case 3: return Value::boolean(!(n == m && all_contained_in(a[0], a[1])));
          case 4: return Value::boolean(n > m && all_contained_in(a[1], a[0]));
          default: return Value::boolean(n >= m && all_contained_in(a[1], a[0]));
        }
      });
    add_method(vt, "isdisjoint", [](const CallArgs& a) {
      for (const Value& item : to_vector(a[1]))
        if (contains(a[0], item)) return Value::boolean(false);
      return Value::boolean(true);
    });
  }

  // ---------------------------------------------------------------- set / frozenset
  for (TypeObject* St : {T.set, T.frozenset}) {
    add_static(St, "__new__", [](const CallArgs& a) {
      if (a.nkw()) raise(T.TypeError, as<TypeObject>(a[0])->name + "() takes no keyword arguments");
      return Value(new_set_from(as<TypeObject>(a[0]), a.npos() > 1 ? a[1] : Value()));
    });
    add_method(St, "__len__", [](const CallArgs& a) { return Value(int64_t(self_set(a)->used)); });
    add_method(St, "__contains__", [](const CallArgs& a) { return Value::boolean(self_set(a)->contains(a[1])); });
    add_method(St, "__iter__", [](const CallArgs& a) {
      std::vector<Value> items;
      self_set(a)->for_each([&](const Value& k) { items.push_back(k); });
      return iter(new_list(std::move(items)));
    });
    add_method(St, "__or__", [](const CallArgs& a) { return set_binop(a, 0, true); });
    add_method(St, "__and__", [](const CallArgs& a) { return set_binop(a, 1, true); });
    add_method(St, "__sub__", [](const CallArgs& a) { return set_binop(a, 2, true); });
    add_method(St, "__xor__", [](const CallArgs& a) { return set_binop(a, 3, true); });
    // The reflected operators are the same operation with the operands swapped (CPython's slot wrappers): both
    // must be sets, and the result takes the left operand's type (`{1} & frozenset({1})` is a set).
    for (int which = 0; which < 4; ++which)
      add_method(St, ops[which][1], [which](const CallArgs& a) {
        check_wrapper_args(a, ops[which][1], 1);
        if (!has_layout(a[1], Layout::Set)) return kNotImplemented;
        std::vector<Value> swapped{a[1], a[0]};
        return set_binop(CallArgs{swapped, nullptr}, which, true);
      });
    // union, intersection and difference take any number of iterables (set_fold); symmetric_difference one.
    add_method(St, "union", [](const CallArgs& a) { return set_fold(a, 0, "union"); });
    add_method(St, "intersection", [](const CallArgs& a) { return set_fold(a, 1, "intersection"); });
    add_method(St, "difference", [](const CallArgs& a) { return set_fold(a, 2, "difference"); });
    add_method(St, "symmetric_difference", [](const CallArgs& a) {
      if (a.args.size() != 2)
        raise(T.TypeError, "set.symmetric_difference() takes exactly one argument (" + std::to_string(a.args.size() - 1) +
                               " given)");
      return set_binop(a, 3, false);
    });
    add_method(St, "issubset", [](const CallArgs& a) { return Value::boolean(subset(self_set(a), new_set_from(T.set, a[1]).get())); });
    add_method(St, "issuperset", [](const CallArgs& a) { return Value::boolean(subset(new_set_from(T.set, a[1]).get(), self_set(a))); });
    add_method(St, "isdisjoint", [](const CallArgs& a) {
      auto y = new_set_from(T.set, a[1]);
      bool dis = true;
      self_set(a)->for_each([&](const Value& k) { dis &= !y->contains(k); });
      return Value::boolean(dis);
    });
    add_method(St, "copy", [](const CallArgs& a) {
      auto s = set_like(self_set(a));
      self_set(a)->for_each([&](const Value& k) { s->add(k); });
      return Value(s);
    });
    static const char* cmp[6] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
    for (int op = 0; op < 6; ++op)
      add_method(St, cmp[op], [op](const CallArgs& a) {
        if (!has_layout(a[1], Layout::Set)) return kNotImplemented;
        // the sizes first, then one containment (CPython's set_richcompare; builtin_compare does the same for
        // two builtin sets)
        auto *x = self_set(a), *y = as<SetObject>(a[1]);
        switch (op) {
          case 0: return Value::boolean(x->used < y->used && subset(x, y));
          case 1: return Value::boolean(subset(x, y));
          case 2: return Value::boolean(x->used == y->used && subset(x, y));
          case 3: return Value::boolean(!(x->used == y->used && subset(x, y)));
          case 4: return Value::boolean(x->used > y->used && subset(y, x));
          default: return Value::boolean(subset(y, x));
        }
      });
  }
  add_method(T.frozenset, "__hash__", [](const CallArgs& a) {
    SetObject* s = self_set(a);
    if (s->hash == -1) {  // CPython's frozenset_hash: its shuffled entry hashes, the size, then dispersed
      uint64_t h = 0, n = 0;
      s->for_each([&](const Value& k) {
        const uint64_t e = uint64_t(hash_of(k));
        h ^= ((e ^ 89869747ull) ^ (e << 16)) * 3644798167ull;
        ++n;
      });
      h ^= (n + 1) * 1927868237ull;
      h ^= (h >> 11) ^ (h >> 25);
      h = h * 69069u + 907133923ull;
      if (h == ~uint64_t(0)) h = 590923713ull;
      s->hash = int64_t(h);
    }
    return Value(s->hash);
  });
  TypeObject* S = T.set;
  add_method(S, "add", [](const CallArgs& a) {
    self_set(a)->add(a[1]);
    return Value::none();
  });
  add_method(S, "discard", [](const CallArgs& a) {
    self_set(a)->discard(a[1]);
    return Value::none();
  });
  add_method(S, "remove", [](const CallArgs& a) {
    if (!self_set(a)->discard(a[1])) key_error(a[1]);
    return Value::none();
  });
  add_method(S, "pop", [](const CallArgs& a) {
    auto* s = self_set(a);
    for (auto& slot : s->table)
      if (!slot.key.is_null() && !slot.dummy) {
        Value k = slot.key;
        s->discard(k);
        return k;
      }
    raise(T.KeyError, "pop from an empty set");
  });
  add_method(S, "update", [](const CallArgs& a) {
    for (size_t i = 1; i < a.args.size(); ++i) {
      if (has_layout(a[i], Layout::Set)) self_set(a)->merge(*as<SetObject>(a[i]));
      else for (auto& x : to_vector(a[i])) self_set(a)->add(x);
    }
    return Value::none();
  });
  add_method(S, "intersection_update", [](const CallArgs& a) {
    swap_in(self_set(a), set_fold(a, 1, "intersection_update"));
    return Value::none();
  });
  add_method(S, "difference_update", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "set.difference_update() takes no keyword arguments");
    for (size_t i = 1; i < a.args.size(); ++i) set_difference_update(self_set(a), a[i]);
    return Value::none();
  });
  add_method(S, "symmetric_difference_update", [](const CallArgs& a) {
    if (a.args.size() != 2)
      raise(T.TypeError, "set.symmetric_difference_update() takes exactly one argument (" +
                             std::to_string(a.args.size() - 1) + " given)");
    set_symmetric_difference_update(self_set(a), a[1]);
    return Value::none();
  });
  add_method(S, "__iand__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Set)) return kNotImplemented;
    swap_in(self_set(a), Value(set_intersection(self_set(a), a[1])));
    return a[0];
  });
  add_method(S, "__isub__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Set)) return kNotImplemented;
    set_difference_update(self_set(a), a[1]);
    return a[0];
  });
  add_method(S, "__ixor__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Set)) return kNotImplemented;
    set_symmetric_difference_update(self_set(a), a[1]);
    return a[0];
  });
  add_method(S, "clear", [](const CallArgs& a) {
    clear_table(self_set(a));
    return Value::none();
  });
  add_method(S, "__ior__", [](const CallArgs& a) {
    if (has_layout(a[1], Layout::Set)) self_set(a)->merge(*as<SetObject>(a[1]));
    else for (auto& x : to_vector(a[1])) self_set(a)->add(x);
    return a[0];
  });
  S->dict->set_str(intern("__hash__").get(), Value::none());

  // ---------------------------------------------------------------- range / slice
  add_static(T.range, "__new__", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "range() takes no keyword arguments");
    const size_t n = a.npos() - 1;
    if (n == 0) raise(T.TypeError, "range expected at least 1 argument, got 0");
    if (n > 3) raise(T.TypeError, "range expected at most 3 arguments, got " + std::to_string(n));
    for (size_t i = 1; i <= n; ++i)
      if (!a[i].is_int() && !a[i].is_bool() && lookup(type_of(a[i]), intern("__index__").get()).is_null())
        raise(T.TypeError, "'" + type_name(a[i]) + "' object cannot be interpreted as an integer");
    int64_t start = 0, stop, step = 1;
    if (n == 1) {
      stop = index_of(a[1]);
    } else {
      start = index_of(a[1]);
      stop = index_of(a[2]);
      if (n == 3) step = index_of(a[3]);
    }
    if (step == 0) raise(T.ValueError, "range() arg 3 must not be zero");
    return Value(make<RangeObject>(T.range, start, stop, step));
  });
  add_method(T.range, "__repr__", [](const CallArgs& a) {
    auto* r = as<RangeObject>(a[0]);
    std::string s = "range(" + std::to_string(r->start) + ", " + std::to_string(r->stop);
    if (r->step != 1) s += ", " + std::to_string(r->step);
    return new_str(s + ")");
  });
  add_method(T.range, "__len__", [](const CallArgs& a) { return Value(as<RangeObject>(a[0])->length()); });
  // iter() makes a range's iterator directly; the method exists so that lookups of __iter__ find it, as in Python.
  add_method(T.range, "__iter__", [](const CallArgs& a) { return iter(a[0]); });
  add_method(T.range, "__contains__", [](const CallArgs& a) {
    auto* r = as<RangeObject>(a[0]);
    if (!a[1].is_int() && !a[1].is_bool()) {
      for (auto& x : to_vector(a[0]))
        if (eq(x, a[1])) return Value::boolean(true);
      return Value::boolean(false);
    }
    int64_t v = a[1].as_int();
    bool in = r->step > 0 ? (v >= r->start && v < r->stop) : (v <= r->start && v > r->stop);
    return Value::boolean(in && (v - r->start) % r->step == 0);
  });
  // count and index answer an int (or bool) by arithmetic; anything else is compared with each item in turn, as
  // CPython's range_count / range_index fall back to the sequence search.
  const auto range_position = [](const RangeObject* r, const Value& v) -> int64_t {  // -1: not in the range
    if (is_big(v)) return -1;  // (a range's bounds are int64)
    const int64_t x = v.as_int();
    const bool in = r->step > 0 ? (x >= r->start && x < r->stop) : (x <= r->start && x > r->stop);
    return in && (x - r->start) % r->step == 0 ? (x - r->start) / r->step : -1;
  };
  add_method(T.range, "count", [range_position](const CallArgs& a) {
    check_method_args(a, "range.count", 1);
    if (a[1].is_int() || a[1].is_bool() || is_big(a[1]))
      return Value(int64_t(range_position(as<RangeObject>(a[0]), a[1]) >= 0));
    int64_t n = 0;
    Value it = iter(a[0]);
    for (Value x = next(it); !x.is_null(); x = next(it)) n += eq(x, a[1]);
    return Value(n);
  });
  add_method(T.range, "index", [range_position](const CallArgs& a) {
    check_method_args(a, "range.index", 1);
    if (a[1].is_int() || a[1].is_bool() || is_big(a[1])) {
      const int64_t i = range_position(as<RangeObject>(a[0]), a[1]);
      if (i < 0) raise(T.ValueError, repr(a[1]) + " is not in range");
      return Value(i);
    }
    Value it = iter(a[0]);
    int64_t i = 0;
    for (Value x = next(it); !x.is_null(); x = next(it), ++i)
      if (eq(x, a[1])) return Value(i);
    raise(T.ValueError, "sequence.index(x): x not in sequence");
  });
  // Subscripts, reversed() and truth take their fast paths (getitem, make_reversed, truthy); the methods are for
  // explicit calls and for hasattr (sympy's is_sequence asks for __getitem__).
  add_method(T.range, "__getitem__", [](const CallArgs& a) {
    check_wrapper_args(a, "__getitem__", 1);
    return getitem(a[0], a[1]);
  });
  add_method(T.range, "__reversed__", [](const CallArgs& a) {
    check_method_args(a, "range.__reversed__", 0);
    return reversed_builtin(a[0]);
  });
  add_method(T.range, "__bool__", [](const CallArgs& a) {
    check_wrapper_args(a, "__bool__", 0);
    return Value::boolean(as<RangeObject>(a[0])->length() != 0);
  });
  add_method(T.range, "__eq__", [](const CallArgs& a) {
    if (!has_layout(a[1], Layout::Range)) return kNotImplemented;
    return rich_compare(new_list(to_vector(a[0])), new_list(to_vector(a[1])), lang::CompareOpArg::Eq);
  });
  add_property(T.range, "start", [](const CallArgs& a) { return Value(as<RangeObject>(a[0])->start); });
  add_property(T.range, "stop", [](const CallArgs& a) { return Value(as<RangeObject>(a[0])->stop); });
  add_property(T.range, "step", [](const CallArgs& a) { return Value(as<RangeObject>(a[0])->step); });

  add_static(T.slice, "__new__", [](const CallArgs& a) {
    const size_t n = a.npos() - 1;
    if (n == 0 || n > 3) raise(T.TypeError, "slice expected at least 1 argument, got 0");
    if (n == 1) return Value(make<SliceObject>(T.slice, Value::none(), a[1], Value::none()));
    return Value(make<SliceObject>(T.slice, a[1], a[2], n == 3 ? a[3] : Value::none()));
  });
  add_method(T.slice, "__repr__", [](const CallArgs& a) {
    auto* s = as<SliceObject>(a[0]);
    return new_str("slice(" + repr(s->start) + ", " + repr(s->stop) + ", " + repr(s->step) + ")");
  });
  add_method(T.slice, "indices", [](const CallArgs& a) {
    auto si = slice_indices(as<SliceObject>(a[0]), index_of(a[1]));
    return new_tuple({Value(si.start), Value(si.stop), Value(si.step)});
  });
  // CPython's slice_richcompare: slices compare as their (start, stop, step) tuples, so they sort; and a slice is
  // unhashable (3.11; 3.12 made slices hashable).
#define COMPARE_OP(name, symbol, dunder, swapped, torch_op)                                        \
  add_method(T.slice, dunder, [](const CallArgs& a) {                                             \
    if (!has_layout(a[1], Layout::Slice)) return kNotImplemented;                                 \
    auto *x = as<SliceObject>(a[0]), *y = as<SliceObject>(a[1]);                                  \
    return rich_compare(new_tuple({x->start, x->stop, x->step}), new_tuple({y->start, y->stop, y->step}), \
                        lang::CompareOpArg::name);                                                \
  });
#include "lang/binary_ops.def"
  T.slice->dict->set_str(intern("__hash__").get(), Value::none());
  add_property(T.slice, "start", [](const CallArgs& a) { return as<SliceObject>(a[0])->start; });
  add_property(T.slice, "stop", [](const CallArgs& a) { return as<SliceObject>(a[0])->stop; });
  add_property(T.slice, "step", [](const CallArgs& a) { return as<SliceObject>(a[0])->step; });
}

}  // namespace tsr::interp
