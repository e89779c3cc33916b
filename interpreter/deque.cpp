// `_collections.deque`: the double-ended queue, native as CPython's is (Modules/_collectionsmodule.c), so that its
// operations cost what a list's do (collections.deque is this type). A std::deque of values: appends and pops at
// either end in constant time, indexing in constant time. As CPython's: maxlen bounds it (an append past the bound
// drops an item from the other end), iterating while it changes raises "deque mutated during iteration", its repr
// shows a deque that contains itself as [...], pickling goes through __reduce__, and a subclass keeps its type.
#include <deque>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/runtime.hpp"

namespace tsr::interp {

namespace {

struct DequeObject : Object {
  std::deque<Value> items;
  int64_t maxlen = -1;     // -1: unbounded
  uint64_t mutations = 0;  // changes of length or order, which running iterators check
  explicit DequeObject(TypeObject* t) : Object(t) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override {
    Object::gc_traverse(visit, ctx);
    for (const Value& v : items)
      if (v.is_obj()) visit(v.obj(), ctx);
  }
  void gc_clear() override {
    Object::gc_clear();
    std::deque<Value> old;
    old.swap(items);  // the old items are released after `items` is empty
  }
};

TypeObject* g_deque = nullptr;

DequeObject& self_deque(const CallArgs& a, const char* method) {
  if (a.args.empty() || !a[0].is_obj() || !is_subtype(a[0].obj()->type, g_deque))
    raise(T.TypeError, std::string("descriptor '") + method + "' for 'collections.deque' objects doesn't apply to a '" +
                           (a.args.empty() ? std::string("NoneType") : type_name(a[0])) + "' object");
  return *static_cast<DequeObject*>(a[0].obj());
}

void check_args(const CallArgs& a, const char* method, size_t min, size_t max) {
  if (a.nkw()) raise(T.TypeError, std::string("deque.") + method + "() takes no keyword arguments");
  const size_t n = a.npos() - 1;
  if (n < min || n > max) {
    if (min == max && min == 1)
      raise(T.TypeError, std::string("deque.") + method + "() takes exactly one argument (" + std::to_string(n) +
                             " given)");
    if (min == max && min == 0)
      raise(T.TypeError, std::string("deque.") + method + "() takes no arguments (" + std::to_string(n) + " given)");
    raise(T.TypeError, std::string(method) + " expected " + (n < min ? "at least " : "at most ") +
                           std::to_string(n < min ? min : max) + " argument" + ((n < min ? min : max) == 1 ? "" : "s") +
                           ", got " + std::to_string(n));
  }
}

void push_back(DequeObject& d, Value v) {
  if (d.maxlen == 0) return;
  d.items.push_back(std::move(v));
  if (d.maxlen > 0 && int64_t(d.items.size()) > d.maxlen) d.items.pop_front();
  ++d.mutations;
}

void push_front(DequeObject& d, Value v) {
  if (d.maxlen == 0) return;
  d.items.push_front(std::move(v));
  if (d.maxlen > 0 && int64_t(d.items.size()) > d.maxlen) d.items.pop_back();
  ++d.mutations;
}

// The items of an iterable, read before any is added (so that d.extend(d) doubles d).
std::vector<Value> items_of(const Value& iterable) {
  if (iterable.is_obj() && is_subtype(iterable.obj()->type, g_deque)) {
    const auto& src = static_cast<DequeObject*>(iterable.obj())->items;
    return std::vector<Value>(src.begin(), src.end());
  }
  return to_vector(iterable);
}

// An index argument: an int (or __index__), negative from the end; IndexError outside.
size_t checked_index(const DequeObject& d, const Value& i) {
  if (!has_index(i)) raise(T.TypeError, "sequence index must be integer, not '" + type_name(i) + "'");
  int64_t k = index_of(i);
  const int64_t n = int64_t(d.items.size());
  if (k < 0) k += n;
  if (k < 0 || k >= n) raise(T.IndexError, "deque index out of range");
  return size_t(k);
}

bool item_equals(const Value& a, const Value& b) { return a.identical(b) || truthy(eq(a, b)); }

Value new_deque(TypeObject* type, int64_t maxlen) {
  auto* d = new DequeObject(type);
  d->maxlen = maxlen;
  return Value(static_cast<Object*>(d));
}

// A copy of the same type and maxlen: deque(d) for deque itself, type(d)(d, maxlen) for a subclass.
Value copy_of(const Value& self) {
  const auto& d = *static_cast<DequeObject*>(self.obj());
  if (self.obj()->type == g_deque) {
    Value r = new_deque(g_deque, d.maxlen);
    static_cast<DequeObject*>(r.obj())->items = d.items;
    return r;
  }
  return call(Value(self.obj()->type), {self, d.maxlen < 0 ? Value::none() : Value(d.maxlen)});
}

Value list_of(const DequeObject& d) { return new_list(std::vector<Value>(d.items.begin(), d.items.end())); }

std::vector<const Object*>& repr_running() {
  static std::vector<const Object*> running;
  return running;
}

void rotate(DequeObject& d, int64_t n) {
  const int64_t size = int64_t(d.items.size());
  if (size <= 1) return;
  n %= size;
  if (n < 0) n += size;
  if (n == 0) return;
  std::rotate(d.items.begin(), d.items.begin() + (size - n), d.items.end());
  ++d.mutations;
}

void init_collections_module(ModuleObject& m) {
  Ref<TypeObject> type = new_type("deque", {}, Layout::Object, true, "collections");
  type->collection_flags = kTypeSequence;
  incref(type.get());  // lives as long as the process
  g_deque = type.get();
  TypeObject* t = type.get();
  t->weakrefable = true;
  t->dict->set_str(intern("__doc__").get(),
                   new_str("deque([iterable[, maxlen]]) --> deque object\n\nA list-like sequence optimized for data "
                           "accesses near its endpoints."));
  add_static(t, "__new__", [](const CallArgs& a) {
    if (a.args.empty() || !has_layout(a[0], Layout::Type) || !is_subtype(as<TypeObject>(a[0]), g_deque))
      raise(T.TypeError, "deque.__new__(X): X is not a subtype of deque");
    return new_deque(as<TypeObject>(a[0]), -1);
  });
  add_method(t, "__init__", [](const CallArgs& a) {
    DequeObject& d = self_deque(a, "__init__");
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "deque", {"iterable", "maxlen"}, 0, args);
    int64_t maxlen = -1;
    if (!args[1].is_null() && !args[1].is_none()) {
      if (!has_index(args[1])) raise(T.TypeError, "an integer is required");
      maxlen = index_of(args[1]);
      if (maxlen < 0) raise(T.ValueError, "maxlen must be non-negative");
    }
    d.maxlen = maxlen;
    if (!d.items.empty()) {
      d.items.clear();
      ++d.mutations;
    }
    if (!args[0].is_null())
      for (Value& v : items_of(args[0])) push_back(d, std::move(v));
    return Value::none();
  });
  add_property(t, "maxlen", [](const CallArgs& a) {
    const DequeObject& d = self_deque(a, "maxlen");
    return d.maxlen < 0 ? Value::none() : Value(d.maxlen);
  });
  add_method(t, "append", [](const CallArgs& a) {
    check_args(a, "append", 1, 1);
    push_back(self_deque(a, "append"), a[1]);
    return Value::none();
  });
  add_method(t, "appendleft", [](const CallArgs& a) {
    check_args(a, "appendleft", 1, 1);
    push_front(self_deque(a, "appendleft"), a[1]);
    return Value::none();
  });
  add_method(t, "pop", [](const CallArgs& a) {
    check_args(a, "pop", 0, 0);
    DequeObject& d = self_deque(a, "pop");
    if (d.items.empty()) raise(T.IndexError, "pop from an empty deque");
    Value v = std::move(d.items.back());
    d.items.pop_back();
    ++d.mutations;
    return v;
  });
  add_method(t, "popleft", [](const CallArgs& a) {
    check_args(a, "popleft", 0, 0);
    DequeObject& d = self_deque(a, "popleft");
    if (d.items.empty()) raise(T.IndexError, "pop from an empty deque");
    Value v = std::move(d.items.front());
    d.items.pop_front();
    ++d.mutations;
    return v;
  });
  add_method(t, "extend", [](const CallArgs& a) {
    check_args(a, "extend", 1, 1);
    DequeObject& d = self_deque(a, "extend");
    for (Value& v : items_of(a[1])) push_back(d, std::move(v));
    return Value::none();
  });
  add_method(t, "extendleft", [](const CallArgs& a) {
    check_args(a, "extendleft", 1, 1);
    DequeObject& d = self_deque(a, "extendleft");
    for (Value& v : items_of(a[1])) push_front(d, std::move(v));
    return Value::none();
  });
  add_method(t, "clear", [](const CallArgs& a) {
    check_args(a, "clear", 0, 0);
    DequeObject& d = self_deque(a, "clear");
    std::deque<Value> old;
    old.swap(d.items);  // released after the deque is empty (a __del__ may look at it)
    ++d.mutations;
    return Value::none();
  });
  NativeFn copy = [](const CallArgs& a) {
    self_deque(a, "copy");
    return copy_of(a[0]);
  };
  add_method(t, "copy", copy);
  add_method(t, "__copy__", copy);
  add_method(t, "count", [](const CallArgs& a) {
    check_args(a, "count", 1, 1);
    DequeObject& d = self_deque(a, "count");
    const uint64_t before = d.mutations;
    int64_t n = 0;
    for (size_t i = 0; i < d.items.size(); ++i) {
      const Value item = d.items[i];
      n += item_equals(item, a[1]);
      if (d.mutations != before) raise(T.RuntimeError, "deque mutated during iteration");
    }
    return Value(n);
  });
  add_method(t, "index", [](const CallArgs& a) {
    check_args(a, "index", 1, 3);
    DequeObject& d = self_deque(a, "index");
    const int64_t n = int64_t(d.items.size());
    auto bound = [n](const Value& v, int64_t fallback) {
      if (v.is_null()) return fallback;
      int64_t k = index_of(v);
      if (k < 0) k = std::max<int64_t>(0, k + n);
      return std::min(k, n);
    };
    const int64_t start = bound(a.npos() > 2 ? a[2] : Value(), 0), stop = bound(a.npos() > 3 ? a[3] : Value(), n);
    const uint64_t before = d.mutations;
    for (int64_t i = start; i < stop && i < int64_t(d.items.size()); ++i) {
      const Value item = d.items[size_t(i)];
      if (item_equals(item, a[1])) return Value(i);
      if (d.mutations != before) raise(T.RuntimeError, "deque mutated during iteration");
    }
    raise(T.ValueError, repr(a[1]) + " is not in deque");
  });
  add_method(t, "insert", [](const CallArgs& a) {
    check_args(a, "insert", 2, 2);
    DequeObject& d = self_deque(a, "insert");
    if (d.maxlen >= 0 && int64_t(d.items.size()) >= d.maxlen) raise(T.IndexError, "deque already at its maximum size");
    const int64_t n = int64_t(d.items.size());
    int64_t k = index_of(a[1]);
    if (k < 0) k = std::max<int64_t>(0, k + n);
    k = std::min(k, n);
    d.items.insert(d.items.begin() + k, a[2]);
    ++d.mutations;
    return Value::none();
  });
  add_method(t, "remove", [](const CallArgs& a) {
    check_args(a, "remove", 1, 1);
    DequeObject& d = self_deque(a, "remove");
    const uint64_t before = d.mutations;
    for (size_t i = 0; i < d.items.size(); ++i) {
      const Value item = d.items[i];
      const bool found = item_equals(item, a[1]);
      if (d.mutations != before) raise(T.IndexError, "deque mutated during remove().");
      if (found) {
        d.items.erase(d.items.begin() + long(i));
        ++d.mutations;
        return Value::none();
      }
    }
    raise(T.ValueError, repr(a[1]) + " is not in deque");
  });
  add_method(t, "reverse", [](const CallArgs& a) {
    check_args(a, "reverse", 0, 0);
    DequeObject& d = self_deque(a, "reverse");
    std::reverse(d.items.begin(), d.items.end());
    ++d.mutations;
    return Value::none();
  });
  add_method(t, "rotate", [](const CallArgs& a) {
    check_args(a, "rotate", 0, 1);
    DequeObject& d = self_deque(a, "rotate");
    rotate(d, a.npos() > 1 ? index_of(a[1]) : 1);
    return Value::none();
  });
  add_method(t, "__len__", [](const CallArgs& a) { return Value(int64_t(self_deque(a, "__len__").items.size())); });
  add_method(t, "__bool__", [](const CallArgs& a) { return Value::boolean(!self_deque(a, "__bool__").items.empty()); });
  add_method(t, "__getitem__", [](const CallArgs& a) {
    DequeObject& d = self_deque(a, "__getitem__");
    return d.items[checked_index(d, a[1])];
  });
  add_method(t, "__setitem__", [](const CallArgs& a) {
    DequeObject& d = self_deque(a, "__setitem__");
    d.items[checked_index(d, a[1])] = a[2];
    return Value::none();
  });
  add_method(t, "__delitem__", [](const CallArgs& a) {
    DequeObject& d = self_deque(a, "__delitem__");
    d.items.erase(d.items.begin() + long(checked_index(d, a[1])));
    ++d.mutations;
    return Value::none();
  });
  auto iterate = [](const Value& self, bool reversed) {
    static TypeObject* const forward_kind = iterator_kind("_deque_iterator", true);
    static TypeObject* const reverse_kind = iterator_kind("_deque_reverse_iterator", true);
    forward_kind->module = reverse_kind->module = "_collections";  // (CPython's tp_name: _collections._deque_iterator)
    struct State {
      Value self;
      uint64_t expected;
      size_t next = 0;
    };
    auto st = std::make_shared<State>(State{self, static_cast<DequeObject*>(self.obj())->mutations, 0});
    return new_iterator(
        reversed ? reverse_kind : forward_kind,
        [st, reversed]() -> Value {
          auto& dq = *static_cast<DequeObject*>(st->self.obj());
          if (dq.mutations != st->expected) raise(T.RuntimeError, "deque mutated during iteration");
          if (st->next >= dq.items.size()) return Value();
          const size_t at = reversed ? dq.items.size() - 1 - st->next : st->next;
          ++st->next;
          return dq.items[at];
        },
        [st]() { return int64_t(static_cast<DequeObject*>(st->self.obj())->items.size()) - int64_t(st->next); });
  };
  add_method(t, "__iter__", [iterate](const CallArgs& a) {
    self_deque(a, "__iter__");
    return iterate(a[0], false);
  });
  add_method(t, "__reversed__", [iterate](const CallArgs& a) {
    self_deque(a, "__reversed__");
    return iterate(a[0], true);
  });
  add_method(t, "__contains__", [](const CallArgs& a) {
    DequeObject& d = self_deque(a, "__contains__");
    const uint64_t before = d.mutations;
    for (size_t i = 0; i < d.items.size(); ++i) {
      const Value item = d.items[i];
      if (item_equals(item, a[1])) return Value::boolean(true);
      if (d.mutations != before) raise(T.RuntimeError, "deque mutated during iteration");
    }
    return Value::boolean(false);
  });
  // Comparisons with another deque, as lists of the items; anything else is NotImplemented.
  const std::pair<const char*, lang::CompareOpArg> comparisons[] = {
      {"__lt__", lang::CompareOpArg::Lt}, {"__le__", lang::CompareOpArg::LtE}, {"__eq__", lang::CompareOpArg::Eq},
      {"__ne__", lang::CompareOpArg::NotEq}, {"__gt__", lang::CompareOpArg::Gt}, {"__ge__", lang::CompareOpArg::GtE}};
  for (const auto& comparison : comparisons) {
    const std::string method = comparison.first;
    const lang::CompareOpArg op = comparison.second;  // (a structured binding cannot be captured before C++20's P1091 in clang)
    add_method(t, comparison.first, [method, op](const CallArgs& a) -> Value {
      const DequeObject& d = self_deque(a, method.c_str());
      if (!a[1].is_obj() || !is_subtype(a[1].obj()->type, g_deque)) return kNotImplemented;
      return rich_compare(list_of(d), list_of(*static_cast<DequeObject*>(a[1].obj())), op);
    });
  }
  t->dict->set_str(intern("__hash__").get(), Value::none());
  add_method(t, "__add__", [](const CallArgs& a) {
    self_deque(a, "__add__");
    if (!a[1].is_obj() || !is_subtype(a[1].obj()->type, g_deque))
      raise(T.TypeError, "can only concatenate deque (not \"" + type_name(a[1]) + "\") to deque");
    Value r = copy_of(a[0]);
    auto& out = *static_cast<DequeObject*>(r.obj());
    for (Value& v : items_of(a[1])) push_back(out, std::move(v));
    return r;
  });
  add_method(t, "__iadd__", [](const CallArgs& a) {
    DequeObject& d = self_deque(a, "__iadd__");
    for (Value& v : items_of(a[1])) push_back(d, std::move(v));
    return a[0];
  });
  auto repeat = [](DequeObject& d, const Value& n) {
    if (!has_index(n)) raise(T.TypeError, "can't multiply sequence by non-int of type '" + type_name(n) + "'");
    const int64_t times = index_of(n);
    const std::vector<Value> items(d.items.begin(), d.items.end());
    d.items.clear();
    for (int64_t k = 0; k < times; ++k)
      for (const Value& v : items) push_back(d, v);
    ++d.mutations;
  };
  NativeFn mul = [repeat](const CallArgs& a) -> Value {
    self_deque(a, "__mul__");
    if (!has_index(a[1])) return kNotImplemented;
    Value r = copy_of(a[0]);
    repeat(*static_cast<DequeObject*>(r.obj()), a[1]);
    return r;
  };
  add_method(t, "__mul__", mul);
  add_method(t, "__rmul__", mul);
  add_method(t, "__imul__", [repeat](const CallArgs& a) -> Value {
    DequeObject& d = self_deque(a, "__imul__");
    if (!has_index(a[1])) return kNotImplemented;
    repeat(d, a[1]);
    return a[0];
  });
  add_method(t, "__repr__", [](const CallArgs& a) {
    const DequeObject& d = self_deque(a, "__repr__");
    auto& running = repr_running();
    if (std::find(running.begin(), running.end(), &d) != running.end()) return new_str("[...]");
    running.push_back(&d);
    std::string inner;
    try {
      inner = repr(list_of(d));
    } catch (...) {
      running.pop_back();
      throw;
    }
    running.pop_back();
    const std::string name = a[0].obj()->type->name;
    if (d.maxlen < 0) return new_str(name + "(" + inner + ")");
    return new_str(name + "(" + inner + ", maxlen=" + std::to_string(d.maxlen) + ")");
  });
  // CPython's deque_reduce: (type, () or ((), maxlen), the instance dict or None, an iterator over the items)
  add_method(t, "__reduce__", [](const CallArgs& a) {
    const DequeObject& d = self_deque(a, "__reduce__");
    Value state = Value::none();
    if (DictObject* attrs = a[0].obj()->attrs; attrs && attrs->size()) state = Value(static_cast<Object*>(attrs));
    Value args = d.maxlen < 0 ? new_tuple({}) : new_tuple({new_tuple({}), Value(d.maxlen)});
    return new_tuple({Value(a[0].obj()->type), args, state, iter(a[0])});
  });
  Value class_getitem = new_native("__class_getitem__", [](const CallArgs& a) {
    return call(getattr(import_module("types"), "GenericAlias"), {a[0], a[1]});
  });
  t->dict->set_str(intern("__class_getitem__").get(), Value(make<WrapperObject>(T.classmethod, class_getitem)));
  m.dict()->set_str(intern("deque").get(), Value(t));
}

}  // namespace

void init_deque_module() { register_native_module("_collections", init_collections_module); }

}  // namespace tsr::interp
