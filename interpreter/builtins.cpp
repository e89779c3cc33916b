// The builtins module (language.md §6.1): functions, class creation (__build_class__), super().
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <iostream>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/id_registry.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/format/pyformat.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/vm.hpp"
#include "interpreter/weakref.hpp"
#include "lang/grammar.hpp"
#include "lang/text.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::interp {

void refresh_flags(TypeObject* t);

// ---------------------------------------------------------------- classes

// The most derived of `meta` and the metaclasses of `bases` (CPython's _PyType_CalculateMetaclass): each must
// be a subclass of the winner or the winner of it.
TypeObject* calculate_metaclass(TypeObject* meta, const std::vector<Value>& bases) {
  TypeObject* winner = meta;
  for (const auto& b : bases) {
    TypeObject* bt = type_of(b);
    if (is_subtype(winner, bt)) continue;
    if (is_subtype(bt, winner)) {
      winner = bt;
      continue;
    }
    raise(T.TypeError, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the "
                       "metaclasses of all its bases");
  }
  return winner;
}

// __slots__ entries are member descriptors: data descriptors (so of the property layout, which the attribute
// paths already honour) whose value lives in the instance's attribute dict under the slot's name. A class whose
// slots leave out __dict__ (as do its bases') marks its instances no_dict: no other attribute can be stored.
static TypeObject* member_descriptor_type() {
  static TypeObject* t = [] {
    TypeObject* m = new_type("member_descriptor", {}, Layout::Property, true).get();
    add_method(m, "__repr__", [](const CallArgs& a) { return as<PropertyObject>(a[0])->doc; });
    add_method(m, "__get__", [](const CallArgs& a) {
      if (a.args.size() < 2 || a[1].is_none()) return a[0];
      return call(as<PropertyObject>(a[0])->fget, {a[1]});
    });
    add_method(m, "__set__", [](const CallArgs& a) { return call(as<PropertyObject>(a[0])->fset, {a[1], a[2]}); });
    add_method(m, "__delete__", [](const CallArgs& a) { return call(as<PropertyObject>(a[0])->fdel, {a[1]}); });
    return m;
  }();
  return t;
}

static Value make_member(TypeObject* owner, const std::string& slot) {
  auto p = make<PropertyObject>(member_descriptor_type());
  Ref<StrObject> key = intern(slot);
  auto missing = [key](const Value& o) -> Value {
    raise(T.AttributeError, "'" + type_name(o) + "' object has no attribute '" + key->s + "'");
  };
  p->fget = new_native(slot, [key, missing](const CallArgs& a) {
    Object* o = a[0].obj();
    Value v = o && o->attrs ? o->attrs->get_str(key.get()) : Value();
    return v.is_null() ? missing(a[0]) : v;
  });
  p->fset = new_native(slot, [key](const CallArgs& a) {
    if (!a[0].obj()) raise(T.TypeError, "descriptor '" + key->s + "' does not apply to a '" + type_name(a[0]) + "' object");
    instance_dict(a[0].obj()).set_str(key.get(), a[1]);
    return Value::none();
  });
  p->fdel = new_native(slot, [key](const CallArgs& a) {
    Object* o = a[0].obj();
    if (!o || !o->attrs || !o->attrs->erase(Value(key))) raise(T.AttributeError, key->s);
    return Value::none();
  });
  p->doc = new_str("<member '" + slot + "' of '" + tp_name(owner) + "' objects>");
  return Value(p);
}

// Private names in __slots__ are mangled as the compiler mangles them in the class body.
static std::string mangle(const std::string& cls, const std::string& n) {
  if (!n.starts_with("__") || n.ends_with("__")) return n;
  size_t i = 0;
  while (i < cls.size() && cls[i] == '_') ++i;
  return i == cls.size() ? n : "_" + cls.substr(i) + n;
}

// Returns whether the slots name __weakref__.
static bool add_slots(TypeObject* t, const Value& slots, DictObject& ns) {
  std::vector<Value> names = is_str(slots) ? std::vector<Value>{slots} : to_vector(slots);
  bool dict_slot = false, weakref_slot = false;
  for (const auto& n : names) {
    if (!is_str(n)) raise(T.TypeError, "__slots__ items must be strings, not '" + type_name(n) + "'");
    const std::string& s = str_of(n);
    if (s == "__dict__") {
      dict_slot = true;
      continue;
    }
    if (s == "__weakref__") {
      weakref_slot = true;
      continue;
    }
    std::string key = mangle(t->name, s);
    if (!ns.get_str(intern(key).get()).is_null())
      raise(T.ValueError, "'" + key + "' in __slots__ conflicts with class variable");
    t->dict->set_str(intern(key).get(), make_member(t, key));
  }
  bool bases_without_dict = true;
  for (auto& b : t->bases)
    bases_without_dict &= b.get() == T.object || b->no_dict || (b->builtin && b->layout != Layout::Exception);
  t->no_dict = !dict_slot && bases_without_dict;
  return weakref_slot;
}

Value make_class(const Value& name, const std::vector<Value>& base_values, Ref<DictObject> ns, const Value& meta,
                 const std::vector<Value>& kwargs) {
  if (!is_str(name)) raise(T.TypeError, "type.__new__() argument 1 must be str, not " + type_name(name));
  std::vector<Ref<TypeObject>> bases;
  for (const auto& b : base_values) {
    if (!has_layout(b, Layout::Type)) raise(T.TypeError, "bases must be types");
    auto* bt = as<TypeObject>(b);
    if (bt == T.bool_ || bt == T.function || bt == T.generator)
      raise(T.TypeError, "type '" + tp_name(bt) + "' is not an acceptable base type");
    bases.emplace_back(bt);
  }
  // Bases whose instances are laid out differently (a list and a dict) cannot share one instance (CPython's
  // best_base; type('X', (Mixin, dict), {}) is fine, its instances being dicts).
  for (size_t i = 0; i < bases.size(); ++i)
    for (size_t j = i + 1; j < bases.size(); ++j)
      if (bases[i]->layout != Layout::Object && bases[j]->layout != Layout::Object && bases[i]->layout != bases[j]->layout)
        raise(T.TypeError, "multiple bases have instance lay-out conflict");
  TypeObject* winner = calculate_metaclass(meta.is_null() ? T.type : as<TypeObject>(meta), base_values);
  Value modname = ns->get_str(intern("__module__").get());
  auto t = new_type(str_of(name), std::move(bases), Layout::Object, false, is_str(modname) ? str_of(modname) : "__main__");
  t->type = winner;
  Value qualname = ns->get_str(intern("__qualname__").get());
  if (is_str(qualname)) t->qualname = str_of(qualname);
  Value cell = ns->get_str(intern("__classcell__").get());
  // As type.__new__ does: a class without a docstring has __doc__ = None in its own dict, so an instance may
  // shadow it (functools.update_wrapper sets an instance's __doc__).
  ns->for_each([&](const Value& k, const Value& v) {
    if (!is_str(k)) {
      t->dict->set(k, v);
      return;
    }
    const std::string& key = str_of(k);
    if (key == "__qualname__" || key == "__classcell__") return;
    Value val = v;
    if ((key == "__init_subclass__" || key == "__class_getitem__") && has_layout(v, Layout::Function))
      val = Value(make<WrapperObject>(T.classmethod, v));
    if (key == "__new__" && has_layout(v, Layout::Function)) val = Value(make<WrapperObject>(T.staticmethod, v));
    t->dict->set(k, val);
  });
  if (t->dict->get_str(intern("__doc__").get()).is_null()) t->dict->set_str(intern("__doc__").get(), Value::none());
  // CPython's type_ready_set_hash: a class that defines __eq__ without __hash__ does not inherit a hash; its
  // __hash__ is None, so its instances are unhashable.
  if (!ns->get_str(intern("__eq__").get()).is_null() && ns->get_str(intern("__hash__").get()).is_null())
    t->dict->set_str(intern("__hash__").get(), Value::none());
  Value slots = ns->get_str(intern("__slots__").get());
  const bool weakref_slot = !slots.is_null() && add_slots(t.get(), slots, *ns);
  // CPython's type_new: a class adds weak reference support (and a __weakref__ descriptor) when no base has it,
  // unless its solid base is variable-sized (int, tuple, bytes) or its __slots__ leave __weakref__ out.
  if (!t->weakrefable && !is_subtype(t.get(), T.int_) && !is_subtype(t.get(), T.tuple) && !is_subtype(t.get(), T.bytes) &&
      (slots.is_null() || weakref_slot)) {
    t->weakrefable = true;
    if (t->dict->get_str(intern("__weakref__").get()).is_null())
      t->dict->set_str(intern("__weakref__").get(), weakref::weakref_descriptor(t.get()));
  }
  if (t->layout == Layout::Type) t->alloc = nullptr;
  if (has_layout(cell, Layout::Cell)) as<CellObject>(cell)->v = Value(t);
  types_changed();
  refresh_flags(t.get());
  if (class_watches_pending()) [[unlikely]] check_class_watches(t.get());
  // __set_name__ on descriptors (an error in one is wrapped as CPython 3.11 does), then the parent's
  // __init_subclass__ with the class keywords.
  std::vector<std::pair<Value, Value>> members;
  t->dict->for_each([&](const Value& k, const Value& v) { members.emplace_back(k, v); });
  for (const auto& [k, v] : members) {
    if (v.is_obj() && v.obj()->type == T.property) {  // (property's own __set_name__: the name its messages give)
      as<PropertyObject>(v)->name = k;
      continue;
    }
    if (!v.is_obj() || v.obj()->type->builtin) continue;
    Value sn = lookup(v.obj()->type, intern("__set_name__").get());
    if (sn.is_null()) continue;
    try {
      call(sn, {v, Value(t), k});
    } catch (PyException& e) {
      auto err = new_exception(T.RuntimeError, "Error calling __set_name__ on '" + type_name(v) + "' instance " +
                                                   repr(k) + " in '" + t->name + "'");
      err->cause = Value(e.exc);
      err->context = Value(e.exc);
      err->suppress_context = true;
      throw PyException{err};
    }
  }
  // super(t, t).__init_subclass__: the first definition after t in t's MRO (class A(dict, G) finds G's)
  Value isc;
  for (size_t i = 1; i < t->mro.size() && isc.is_null(); ++i) isc = t->mro[i]->dict->get_str(intern("__init_subclass__").get());
  const bool native = has_layout(isc, Layout::ClassMethod) && has_layout(as<WrapperObject>(isc)->func, Layout::Native);
  if (native && !kwargs.empty()) raise(T.TypeError, t->name + ".__init_subclass__() takes no keyword arguments");
  if (!isc.is_null() && !native) {
    std::vector<Value> vals, names;
    for (size_t i = 0; i + 1 < kwargs.size(); i += 2) {
      names.push_back(kwargs[i]);
      vals.push_back(kwargs[i + 1]);
    }
    Value kwn = new_tuple(names);
    call(bind_descriptor(isc, Value(), t.get()), CallArgs{vals, names.empty() ? nullptr : as<TupleObject>(kwn)});
  }
  return Value(t);
}

namespace {

// __build_class__(func, name, *bases, metaclass=None, **kwds), as CPython's: bases with __mro_entries__ are
// replaced, the metaclass is the most derived one, its __prepare__ makes the namespace the body runs in, and
// the metaclass is called with the class keywords.
Value build_class(const CallArgs& a) {
  if (a.npos() < 2) raise(T.TypeError, "__build_class__: not enough arguments");
  if (!has_layout(a[0], Layout::Function)) raise(T.TypeError, "__build_class__: func must be a function");
  auto* func = as<FunctionObject>(a[0]);
  Value name = a[1];
  if (!is_str(name)) raise(T.TypeError, "__build_class__: name is not a string");
  std::vector<Value> orig(a.args.begin() + 2, a.args.begin() + long(a.npos()));
  std::vector<Value> bases;
  bool replaced = false;
  Value orig_tuple;
  for (const auto& b : orig) {
    if (!has_layout(b, Layout::Type)) {
      Value me = getattr_opt(b, intern("__mro_entries__").get());
      if (!me.is_null()) {
        if (orig_tuple.is_null()) orig_tuple = new_tuple(orig);
        Value r = call(me, {orig_tuple});
        if (!has_layout(r, Layout::Tuple)) raise(T.TypeError, "__mro_entries__ must return a tuple");
        for (const auto& x : as<TupleObject>(r)->items) bases.push_back(x);
        replaced = true;
        continue;
      }
    }
    bases.push_back(b);
  }
  Value meta;
  std::vector<Value> kwvals, kwnames;
  for (size_t k = 0; k < a.nkw(); ++k) {
    if (str_of(a.kwnames->items[k]) == "metaclass") meta = a[a.npos() + k];
    else {
      kwnames.push_back(a.kwnames->items[k]);
      kwvals.push_back(a[a.npos() + k]);
    }
  }
  if (meta.is_null()) meta = bases.empty() ? Value(T.type) : Value(type_of(bases[0]));
  if (has_layout(meta, Layout::Type)) meta = Value(calculate_metaclass(as<TypeObject>(meta), bases));
  const bool plain = meta.identical(Value(T.type)) && kwvals.empty();  // the common case: nothing to look up
  if (plain) {
    auto ns = new_dict();
    {
      Frame frame(func->code, func->globals, ns);
      frame.func = Value(func);
      eval_frame(frame);
    }
    if (replaced) ns->set_str(intern("__orig_bases__").get(), orig_tuple);
    return make_class(name, bases, ns, meta);
  }
  Value kwn = new_tuple(kwnames);
  const TupleObject* kwt = kwnames.empty() ? nullptr : as<TupleObject>(kwn);
  Value bases_tuple = new_tuple(bases);
  Ref<DictObject> ns;
  {
    Value prep = getattr_opt(meta, intern("__prepare__").get());
    if (prep.is_null()) {
      ns = new_dict();
    } else {
      Value args[2] = {name, bases_tuple};
      std::vector<Value> all{args[0], args[1]};
      all.insert(all.end(), kwvals.begin(), kwvals.end());
      Value r = call(prep, CallArgs{all, kwt});
      if (!has_layout(r, Layout::Dict)) {
        std::string who = has_layout(meta, Layout::Type) ? as<TypeObject>(meta)->name : "<metaclass>";
        if (lookup(type_of(r), intern("__getitem__").get()).is_null())
          raise(T.TypeError, who + ".__prepare__() must return a mapping, not " + type_name(r));
        raise(T.NotImplementedError, who + ".__prepare__() returned a '" + type_name(r) +
                                         "': tsr runs class bodies in a dict or a dict subclass only");
      }
      ns = Ref<DictObject>(as<DictObject>(r));
    }
  }
  {
    Frame frame(func->code, func->globals, ns);
    frame.func = Value(func);
    eval_frame(frame);
  }
  if (replaced) setitem(Value(ns), new_str("__orig_bases__"), orig_tuple);
  std::vector<Value> all{name, bases_tuple, Value(ns)};
  all.insert(all.end(), kwvals.begin(), kwvals.end());
  return call(meta, CallArgs{all, kwt});
}

// ---------------------------------------------------------------- super

Value super_new(const CallArgs& a) {
  auto s = make<SuperObject>(T.super);
  if (a.npos() >= 2) {
    if (!has_layout(a[1], Layout::Type)) raise(T.TypeError, "super() argument 1 must be a type, not " + type_name(a[1]));
    s->start = as<TypeObject>(a[1]);
    s->obj = a.npos() >= 3 ? a[2] : Value::none();
  } else {
    Frame* f = R.frame;
    if (!f) raise(T.RuntimeError, "super(): no current frame");
    const lang::Code& co = *f->code->code;
    if (co.argcount == 0 && !(co.flags & lang::CO_VARARGS)) raise(T.RuntimeError, "super(): no arguments");
    Value first = f->slots[0];
    // A first argument captured by a closure was turned into a cell by MAKE_CELL; its value is inside.
    if (has_layout(first, Layout::Cell)) first = as<CellObject>(first)->v;
    if (first.is_null()) raise(T.RuntimeError, "super(): arg[0] deleted");
    TypeObject* cls = nullptr;
    for (size_t i = 0; i < co.freevars.size(); ++i)
      if (co.freevars[i] == "__class__") {
        Value cell = f->slots[co.varnames.size() + co.cellvars.size() + i];
        if (has_layout(cell, Layout::Cell) && has_layout(as<CellObject>(cell)->v, Layout::Type))
          cls = as<TypeObject>(as<CellObject>(cell)->v);
      }
    if (!cls) raise(T.RuntimeError, "super(): __class__ cell not found");
    s->start = cls;
    s->obj = first;
  }
  if (has_layout(s->obj, Layout::Type) && is_subtype(as<TypeObject>(s->obj), s->start)) {
    s->obj_type = as<TypeObject>(s->obj);
  } else if (isinstance(s->obj, s->start)) {
    s->obj_type = type_of(s->obj);
  } else {
    raise(T.TypeError, "super(type, obj): obj must be an instance or subtype of type");
  }
  return Value(s);
}

Value super_getattribute(const CallArgs& a) {
  auto* s = as<SuperObject>(a[0]);
  StrObject* name = intern(str_of(a[1])).get();
  if (name->s != "__class__") {
    const auto& mro = s->obj_type->mro;
    size_t i = 0;
    while (i < mro.size() && mro[i] != s->start) ++i;
    for (++i; i < mro.size(); ++i) {
      Value d = mro[i]->dict->get_str(name);
      if (d.is_null()) continue;
      const bool obj_is_class = s->obj.identical(Value(s->obj_type));
      return bind_descriptor(d, obj_is_class ? Value() : s->obj, s->obj_type);
    }
  }
  return generic_getattr(a[0], name, false);
}

// ---------------------------------------------------------------- helpers

void write_stdout(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

Value kw_value(const CallArgs& a, std::string_view name) {
  for (size_t k = 0; k < a.nkw(); ++k)
    if (str_of(a.kwnames->items[k]) == name) return a[a.npos() + k];
  return {};
}

void check_kw(const CallArgs& a, std::string_view fname, std::initializer_list<std::string_view> allowed) {
  for (size_t k = 0; k < a.nkw(); ++k) {
    const std::string& n = str_of(a.kwnames->items[k]);
    bool ok = false;
    for (auto x : allowed) ok |= x == n;
    if (!ok) raise(T.TypeError, "'" + n + "' is an invalid keyword argument for " + std::string(fname) + "()");
  }
}

Value minmax(const CallArgs& a, bool is_max) {
  const char* fname = is_max ? "max" : "min";
  check_kw(a, fname, {"key", "default"});
  Value key = kw_value(a, "key");
  Value dflt = kw_value(a, "default");
  if (key.is_none()) key = Value();
  std::vector<Value> items;
  if (a.npos() == 0) raise(T.TypeError, std::string(fname) + " expected at least 1 argument, got 0");
  if (a.npos() == 1) {
    items = to_vector(a[0]);
  } else {
    if (!dflt.is_null())
      raise(T.TypeError, std::string("Cannot specify a default for ") + fname + "() with multiple positional arguments");
    items.assign(a.args.begin(), a.args.begin() + long(a.npos()));
  }
  if (items.empty()) {
    if (!dflt.is_null()) return dflt;
    raise(T.ValueError, std::string(fname) + "() arg is an empty sequence");
  }
  Value best = items[0];
  Value best_key = key.is_null() ? best : call(key, {best});
  for (size_t i = 1; i < items.size(); ++i) {
    Value k = key.is_null() ? items[i] : call(key, {items[i]});
    // CPython's min_max asks item > best for max (so an error names '>'), item < best for min.
    if (is_max ? truthy(rich_compare(k, best_key, lang::CompareOpArg::Gt)) : lt(k, best_key)) {
      best = items[i];
      best_key = k;
    }
  }
  return best;
}

// divmod(a, b): two ints or floats compute inline; anything else is the binary protocol on __divmod__ and
// __rdivmod__ (CPython's nb_divmod: a class with only // and % has no divmod, nor do complex and Tensor).
Value builtin_divmod(const CallArgs& a) {
  if (a.nkw()) raise(T.TypeError, "divmod() takes no keyword arguments");
  if (a.npos() != 2) raise(T.TypeError, "divmod expected 2 arguments, got " + std::to_string(a.npos()));
  const Value &x = a[0], &y = a[1];
  auto is_real = [](const Value& v) { return is_integer(v) || v.is_float(); };
  if (is_real(x) && is_real(y))
    return new_tuple({binary_op(x, y, lang::BinaryOpArg::FloorDivide), binary_op(x, y, lang::BinaryOpArg::Remainder)});
  TypeObject *tx = type_of(x), *ty = type_of(y);
  Value fx = lookup(tx, intern("__divmod__").get());
  Value fy = tx != ty ? lookup(ty, intern("__rdivmod__").get()) : Value();
  auto attempt = [](const Value& f, const Value& self, const Value& other) {
    return call(bind_descriptor(f, self, type_of(self)), {other});
  };
  if (!fy.is_null() && is_subtype(ty, tx)) {  // a subclass's reflected method goes first
    Value r = attempt(fy, y, x);
    if (!r.identical(kNotImplemented)) return r;
    fy = Value();
  }
  if (!fx.is_null()) {
    Value r = attempt(fx, x, y);
    if (!r.identical(kNotImplemented)) return r;
  }
  if (!fy.is_null()) {
    Value r = attempt(fy, y, x);
    if (!r.identical(kNotImplemented)) return r;
  }
  raise(T.TypeError, "unsupported operand type(s) for divmod(): '" + type_name(x) + "' and '" + type_name(y) + "'");
}

Value builtin_sum(const CallArgs& a) {
  Value args[2];
  if (a.npos() == 0) raise(T.TypeError, "sum() takes at least 1 positional argument (0 given)");
  parse_args(a, "sum", {"iterable", "start"}, 1, args, 1);
  Value acc = args[1].is_null() ? Value(int64_t(0)) : args[1];
  if (is_str(acc)) raise(T.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  Value it = iter(args[0]);
  for (Value x = next(it); !x.is_null(); x = next(it)) {
    if (acc.is_float() && x.is_float()) {
      acc = Value(acc.as_float() + x.as_float());
      continue;
    }
    int64_t r;  // (small ints, as CPython's sum adds C longs until one overflows)
    if (acc.is_int() && x.is_int() && !__builtin_add_overflow(acc.as_int(), x.as_int(), &r)) {
      acc.set_int(r);
      continue;
    }
    acc = binary_op(acc, x, lang::BinaryOpArg::Add);
  }
  return acc;
}

Value builtin_round(const CallArgs& a) {
  Value args[2];
  parse_args(a, "round", {"number", "ndigits"}, 1, args);
  const Value& x = args[0];
  const bool has_n = !args[1].is_null() && !args[1].is_none();
  if (is_integer(x)) {
    if (!has_n || index_of(args[1]) >= 0) return x.is_bool() ? Value(x.as_int()) : x;
    return int_round(x, -index_of(args[1]));
  }
  if (x.is_float()) {
    if (!has_n) {
      // A float this large is integral already: its int is exact (and may be big).
      if (std::isfinite(x.as_float()) && std::fabs(x.as_float()) >= 9.2e18) return int_from_double(x.as_float());
      try {
        return Value(fmt::round_to_int(x.as_float()));
      } catch (fmt::FormatError& e) {
        raise(e.type == "OverflowError" ? T.OverflowError : T.ValueError, e.msg);
      }
    }
    return Value(fmt::round_half_even(x.as_float(), int(index_of(args[1]))));
  }
  Value f = lookup(type_of(x), intern("__round__").get());
  if (f.is_null()) raise(T.TypeError, "type " + type_name(x) + " doesn't define __round__ method");
  if (has_n) return call(bind_descriptor(f, x, type_of(x)), {args[1]});
  return call(bind_descriptor(f, x, type_of(x)), {});
}

Value builtin_abs(const CallArgs& a) {
  if (a.args.size() != 1) raise(T.TypeError, "abs() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
  const Value& x = a[0];
  if (is_integer(x)) return int_abs(x);  // (abs(-2**63) leaves 64 bits)
  if (x.is_float()) return Value(std::fabs(x.as_float()));
  Value f = lookup(type_of(x), intern("__abs__").get());
  if (f.is_null()) raise(T.TypeError, "bad operand type for abs(): '" + type_name(x) + "'");
  return call(bind_descriptor(f, x, type_of(x)), {});
}

bool isinstance_any(const Value& v, const Value& cls, const char* fname) {
  if (has_layout(cls, Layout::Tuple)) {
    for (const auto& c : as<TupleObject>(cls)->items)
      if (isinstance_any(v, c, fname)) return true;
    return false;
  }
  if (!has_layout(cls, Layout::Type)) {
    Value check = lookup(type_of(cls), intern(std::string(fname) == "isinstance" ? "__instancecheck__" : "__subclasscheck__").get());
    if (!check.is_null() && !has_layout(check, Layout::Native)) return truthy(call(bind_descriptor(check, cls, type_of(cls)), {v}));
    if (std::string_view(fname) == "isinstance")
      raise(T.TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
    if (!has_layout(v, Layout::Type)) raise(T.TypeError, "issubclass() arg 1 must be a class");
    raise(T.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  }
  auto* c = as<TypeObject>(cls);
  const bool is_inst = std::string(fname) == "isinstance";
  if (c->type != T.type) {  // the metaclass's __instancecheck__ / __subclasscheck__ (isinstance's exact-type shortcut first)
    if (is_inst && type_of(v) == c) return true;
    Value check = lookup(c->type, intern(is_inst ? "__instancecheck__" : "__subclasscheck__").get());
    if (!check.is_null() && !has_layout(check, Layout::Native)) return truthy(call(bind_descriptor(check, cls, c->type), {v}));
  }
  if (is_inst) {
    if (isinstance(v, c) || virtual_subclass_of(type_of(v), c)) return true;
    // CPython's object_isinstance then asks v.__class__, which differs from type(v) only where attribute access
    // is the type's own (a weakref proxy reports its referent's class) or a class defines __class__ (a mock with a
    // spec reports the spec's class).
    static StrObject* s_class = intern("__class__").get();
    TypeObject* t = type_of(v);
    if (!t->custom_getattribute && (t->builtin || lookup(t, s_class).identical(T.object->dict->get_str(s_class))))
      return false;
    Value k = getattr_opt(v, intern("__class__").get());
    return has_layout(k, Layout::Type) && as<TypeObject>(k) != type_of(v) && is_subtype(as<TypeObject>(k), c);
  }
  if (!has_layout(v, Layout::Type)) raise(T.TypeError, "issubclass() arg 1 must be a class");
  return is_subtype(as<TypeObject>(v), c) || virtual_subclass_of(as<TypeObject>(v), c);
}

// zip(*iterables, strict=False); strict: all must end together, else CPython's ValueError naming the first that
// does not.
Value make_zip(const CallArgs& a) {
  static TypeObject* const kind = iterator_kind("zip", false);
  check_kw(a, "zip", {"strict"});
  const Value strict_arg = kw_value(a, "strict");
  const bool strict = !strict_arg.is_null() && truthy(strict_arg);
  std::vector<Value> its;
  for (size_t i = 0; i < a.npos(); ++i) its.push_back(iter(a[i]));
  bool done = its.empty();
  return new_iterator(kind, [its, done, strict]() mutable {
    if (done) return Value();
    std::vector<Value> items;
    for (size_t k = 0; k < its.size(); ++k) {
      Value x = next(its[k]);
      if (!x.is_null()) {
        items.push_back(std::move(x));
        continue;
      }
      done = true;
      if (!strict) return Value();
      auto plural = [](size_t n) {
        return n == 1 ? std::string("argument 1") : "arguments 1-" + std::to_string(n);
      };
      if (k > 0)  // this one ended before the ones in front of it
        raise(T.ValueError, "zip() argument " + std::to_string(k + 1) + " is shorter than " + plural(k));
      for (size_t j = 1; j < its.size(); ++j)  // the first ended: so must the rest
        if (!next(its[j]).is_null())
          raise(T.ValueError, "zip() argument " + std::to_string(j + 1) + " is longer than " + plural(j));
      return Value();
    }
    return new_tuple(std::move(items));
  });
}

Value make_map(const CallArgs& a) {
  static TypeObject* const kind = iterator_kind("map", false);
  if (a.nkw()) raise(T.TypeError, "map() takes no keyword arguments");
  if (a.npos() < 2) raise(T.TypeError, "map() must have at least two arguments.");
  Value fn = a[0];
  std::vector<Value> its;
  for (size_t i = 1; i < a.npos(); ++i) its.push_back(iter(a[i]));
  return new_iterator(kind, [fn, its]() mutable {
    std::vector<Value> args;
    for (auto& it : its) {
      Value x = next(it);
      if (x.is_null()) return Value();
      args.push_back(std::move(x));
    }
    return call_vec(fn, args);
  });
}

Value make_filter(const CallArgs& a) {
  static TypeObject* const kind = iterator_kind("filter", false);
  if (a.nkw()) raise(T.TypeError, "filter() takes no keyword arguments");
  if (a.npos() != 2) raise(T.TypeError, "filter expected 2 arguments, got " + std::to_string(a.npos()));
  Value fn = a[0];
  Value it = iter(a[1]);
  return new_iterator(kind, [fn, it]() mutable {
    for (Value x = next(it); !x.is_null(); x = next(it))
      if (fn.is_none() ? truthy(x) : truthy(call(fn, {x}))) return x;
    return Value();
  });
}

Value make_enumerate(const CallArgs& a) {
  static TypeObject* const kind = iterator_kind("enumerate", false);
  if (a.args.empty()) raise(T.TypeError, "enumerate() missing required argument 'iterable'");
  Value args[2];
  parse_args(a, "enumerate", {"iterable", "start"}, 1, args);
  int64_t i = args[1].is_null() ? 0 : index_of(args[1]);
  Value it = iter(args[0]);
  return new_iterator(kind, [it, i]() mutable {
    Value x = next(it);
    if (x.is_null()) return Value();
    return new_tuple({Value(i++), std::move(x)});
  });
}

namespace {
// A reversed walk over indices n-1 .. 0 of `seq` through `at`, with what is left as its length hint.
template <class At>
Value reverse_index_iterator(TypeObject* kind, Value seq, int64_t n, At at) {
  struct State {
    Value seq;
    int64_t i;
  };
  auto st = std::make_shared<State>(State{std::move(seq), n});
  return new_iterator(
      kind, [st, at]() { return st->i <= 0 ? Value() : at(st->seq, --st->i); },
      [st]() { return st->i; });
}
}  // namespace


}  // namespace

// The backwards walk of a range, list, dict or dict view (an instance of a subclass too), each as its own kind
// (range_iterator, list_reverseiterator, dict_reverse*iterator): what their __reversed__ methods return. Null for
// any other value.
Value reversed_builtin(const Value& s) {
  if (has_layout(s, Layout::Range)) {
    static TypeObject* const range_kind = iterator_kind("range_iterator", true);
    auto* r = as<RangeObject>(s);
    const int64_t n = r->length(), last = r->start + (n - 1) * r->step, step = r->step;
    return reverse_index_iterator(range_kind, Value(), n,
                                  [last, step, n](const Value&, int64_t i) { return Value(last - (n - 1 - i) * step); });
  }
  if (has_layout(s, Layout::List)) {
    static TypeObject* const list_kind = iterator_kind("list_reverseiterator", true);
    return reverse_index_iterator(list_kind, s, int64_t(as<ListObject>(s)->items.size()),
                                  [](const Value& l, int64_t i) {
                                    const auto& items = as<ListObject>(l)->items;  // (it may have shrunk)
                                    return size_t(i) < items.size() ? items[i] : Value();
                                  });
  }
  if (has_layout(s, Layout::Dict) || has_layout(s, Layout::DictView)) {
    static TypeObject* const dict_kinds[] = {iterator_kind("dict_reversekeyiterator", true),
                                             iterator_kind("dict_reversevalueiterator", true),
                                             iterator_kind("dict_reverseitemiterator", true)};
    const bool view = has_layout(s, Layout::DictView);
    Ref<DictObject> d = view ? as<DictViewObject>(s)->dict : Ref<DictObject>(as<DictObject>(s));
    const DictViewObject::Kind what = view ? as<DictViewObject>(s)->kind : DictViewObject::Keys;
    struct State {
      Ref<DictObject> d;
      size_t i, size, left;
    };
    auto st = std::make_shared<State>(State{d, d->entries.size(), d->size(), d->size()});
    return new_iterator(
        dict_kinds[what],
        [st, what]() {
          if (st->d->size() != st->size) raise(T.RuntimeError, "dictionary changed size during iteration");
          auto& es = st->d->entries;
          while (st->i > 0 && es[st->i - 1].key.is_null()) --st->i;
          if (st->i == 0) return Value();
          auto& e = es[--st->i];
          --st->left;
          switch (what) {
            case DictViewObject::Keys: return e.key;
            case DictViewObject::Values: return e.value;
            default: return new_tuple({e.key, e.value});
          }
        },
        [st]() { return int64_t(st->left); });
  }
  return Value();
}

namespace {

// reversed(seq): __reversed__ when the type has one; a list, range, dict or dict view of the builtin type itself
// walks backwards at once (their __reversed__ is reversed_builtin, which no one can replace); any other sequence
// with __len__ and __getitem__ is a `reversed`.
Value make_reversed(const CallArgs& a) {
  static TypeObject* const kind = iterator_kind("reversed", true);
  if (a.nkw()) raise(T.TypeError, "reversed() takes no keyword arguments");
  if (a.args.size() != 1) raise(T.TypeError, "reversed expected 1 argument, got " + std::to_string(a.args.size()));
  const Value& s = a[0];
  if (const TypeObject* t = type_of(s);
      t == T.range || t == T.list || t == T.dict || t == T.dict_keys || t == T.dict_values || t == T.dict_items)
    return reversed_builtin(s);
  Value rev = lookup(type_of(s), intern("__reversed__").get());
  if (!rev.is_null()) return call(bind_descriptor(rev, s, type_of(s)), {});
  if (!has_layout(s, Layout::List) && !has_layout(s, Layout::Tuple) && !has_layout(s, Layout::Str) &&
      (lookup(type_of(s), intern("__getitem__").get()).is_null() || lookup(type_of(s), intern("__len__").get()).is_null()))
    raise(T.TypeError, "'" + type_name(s) + "' object is not reversible");
  return reverse_index_iterator(kind, s, length(s), [](const Value& seq, int64_t i) { return getitem(seq, Value(i)); });
}

std::string int_to_base(int64_t v, int base, const char* prefix) {
  if (v == 0) return std::string(prefix) + "0";
  const bool neg = v < 0;
  uint64_t u = neg ? uint64_t(0) - uint64_t(v) : uint64_t(v);
  std::string digits;
  while (u) {
    digits.insert(digits.begin(), "0123456789abcdef"[u % uint64_t(base)]);
    u /= uint64_t(base);
  }
  return (neg ? "-" : "") + std::string(prefix) + digits;
}


}  // namespace

bool isinstance_call(const Value& v, const Value& cls) { return isinstance_any(v, cls, "isinstance"); }

void sort_values(std::vector<Value>& items, const Value& key, bool reverse) {
  const size_t n = items.size();
  std::vector<Value> keys;
  if (!key.is_null() && !key.is_none()) {
    keys.reserve(n);
    for (const auto& x : items) keys.push_back(call(key, {x}));
  } else {
    keys = items;
  }
  std::vector<size_t> order(n), tmp(n);
  for (size_t i = 0; i < n; ++i) order[i] = i;
  // reverse=True keeps equal items in their original order: sort by "greater than" with the same stability.
  auto less = [&](size_t x, size_t y) { return reverse ? lt(keys[y], keys[x]) : lt(keys[x], keys[y]); };
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      const size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = less(order[j], order[i]) ? order[j++] : order[i++];
      while (i < mid) tmp[k++] = order[i++];
      while (j < hi) tmp[k++] = order[j++];
    }
    std::swap(order, tmp);
  }
  std::vector<Value> out;
  out.reserve(n);
  for (size_t i : order) out.push_back(items[i]);
  items = std::move(out);
}

// A function frame's locals() as CPython's: its variables, then its cells and free variables, each by its value (a
// cell's contents; an unbound one is left out).
Value locals_of(Frame* f) {
  if (f->locals) return Value(f->locals);
  auto d = new_dict();
  const auto& co = *f->code->code;
  auto put = [&](const std::string& name, const Value& v) {
    if (v.is_null()) return;
    if (has_layout(v, Layout::Cell)) {
      const Value& inside = static_cast<CellObject*>(v.obj())->v;
      if (!inside.is_null()) d->set(Value(intern(name)), inside);
      return;
    }
    d->set(Value(intern(name)), v);
  };
  size_t slot = 0;
  for (const auto* names : {&co.varnames, &co.cellvars, &co.freevars})
    for (const std::string& name : *names) put(name, f->slots[slot++]);
  return Value(d);
}

void init_builtins() {
  auto& b = *R.builtins;
  auto def = [&](const char* name, NativeFn fn, std::string doc = {}) {
    b.set_str(intern(name).get(), new_native(name, std::move(fn), false, std::move(doc)));
  };
  auto put = [&](const char* name, Value v) { b.set_str(intern(name).get(), std::move(v)); };

  for (TypeObject* t : {T.object, T.type, T.int_, T.float_, T.bool_, T.str, T.tuple, T.list, T.dict, T.set,
                        T.frozenset, T.slice, T.range, T.property, T.classmethod, T.staticmethod, T.super})
    put(t->name.c_str(), Value(t));
  for (TypeObject* t : {T.BaseException, T.Exception, T.GeneratorExit, T.KeyboardInterrupt, T.SystemExit,
                        T.ArithmeticError, T.OverflowError, T.ZeroDivisionError, T.AssertionError, T.AttributeError,
                        T.EOFError, T.MemoryError, T.ImportError, T.ModuleNotFoundError, T.LookupError, T.IndexError,
                        T.KeyError, T.NameError, T.UnboundLocalError, T.OSError, T.FileNotFoundError, T.RuntimeError,
                        T.NotImplementedError, T.RecursionError, T.SystemError, T.StopIteration, T.StopAsyncIteration, T.SyntaxError, T.IndentationError,
                        T.TabError, T.TypeError, T.ValueError, T.Warning, T.UserWarning, T.DeprecationWarning,
                        T.RuntimeWarning, T.FutureWarning})
    put(t->name.c_str(), Value(t));
  put("NotImplemented", kNotImplemented);
  put("Ellipsis", kEllipsis);
  put("None", Value::none());
  put("True", Value::boolean(true));
  put("False", Value::boolean(false));
  put("__debug__", Value::boolean(true));

  add_static(T.super, "__new__", [](const CallArgs& a) { return super_new(a); });
  add_method(T.super, "__getattribute__", super_getattribute);
  add_method(T.super, "__repr__", [](const CallArgs& a) {
    auto* s = as<SuperObject>(a[0]);
    return new_str("<super: <class '" + s->start->name + "'>, <" + s->obj_type->name + " object>>");
  });
  refresh_flags(T.super);

  def("__build_class__", build_class);
  def("print", [](const CallArgs& a) {
    Value sep = kw_value(a, "sep"), end = kw_value(a, "end"), file = kw_value(a, "file"), flush = kw_value(a, "flush");
    check_kw(a, "print", {"sep", "end", "file", "flush"});
    if (!sep.is_null() && !sep.is_none() && !is_str(sep))
      raise(T.TypeError, "sep must be None or a string, not " + type_name(sep));
    if (!end.is_null() && !end.is_none() && !is_str(end))
      raise(T.TypeError, "end must be None or a string, not " + type_name(end));
    const std::string separator = is_str(sep) ? str_of(sep) : " ", ending = is_str(end) ? str_of(end) : "\n";
    if (file.is_null() || file.is_none()) file = program_stdout();  // (None or Null: the process's own stdout)
    if (!file.is_null() && !file.is_none()) {
      // CPython's order of writes: each separator, then each argument's str (computed just before it is written),
      // then the end; an argument whose str raises leaves what came before it written.
      for (size_t i = 0; i < a.npos(); ++i) {
        if (i) call_method(file, "write", {new_str(separator)});
        call_method(file, "write", {new_str(str(a[i]))});
      }
      call_method(file, "write", {new_str(ending)});
      if (truthy(flush)) call_method_opt(file, intern("flush").get(), {});
      return Value::none();
    }
    std::string out;
    try {
      for (size_t i = 0; i < a.npos(); ++i) {
        if (i) out += separator;
        out += str(a[i]);
      }
    } catch (...) {
      write_stdout(out);  // (what CPython had written before the argument that raised)
      throw;
    }
    out += ending;
    write_stdout(out);
    if (truthy(flush)) std::fflush(stdout);
    return Value::none();
  });
  def("len", [](const CallArgs& a) {
    if (a.args.size() != 1) raise(T.TypeError, "len() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    return Value(length(a[0]));
  });
  def("repr", [](const CallArgs& a) { return new_str(repr(a[0])); });
  def("ascii", [](const CallArgs& a) {
    std::string r = repr(a[0]), out;
    for (size_t i = 0; i < r.size();) {
      unsigned char c = static_cast<unsigned char>(r[i]);
      if (c < 0x80) {
        out += char(c);
        ++i;
        continue;
      }
      uint32_t cp = 0;
      int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
      cp = c & (0x7F >> n);
      for (int k = 1; k < n && i + size_t(k) < r.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(r[i + size_t(k)]) & 0x3F);
      i += size_t(n);
      char buf[16];
      if (cp <= 0xFF) std::snprintf(buf, sizeof buf, "\\x%02x", cp);
      else if (cp <= 0xFFFF) std::snprintf(buf, sizeof buf, "\\u%04x", cp);
      else std::snprintf(buf, sizeof buf, "\\U%08x", cp);
      out += buf;
    }
    return new_str(out);
  });
  def("format", [](const CallArgs& a) {
    Value args[2];
    parse_args(a, "format", {"value", "format_spec"}, 1, args);
    if (!args[1].is_null() && !is_str(args[1]))
      raise(T.TypeError, "format() argument 2 must be str, not " + type_name(args[1]));
    return new_str(format(args[0], args[1].is_null() ? "" : str_of(args[1])));
  });
  def("isinstance", [](const CallArgs& a) {
    return Value::boolean(isinstance_any(a[0], a[1], "isinstance"));
  });
  def("issubclass", [](const CallArgs& a) {
    return Value::boolean(isinstance_any(a[0], a[1], "issubclass"));
  });
  def("id", [](const CallArgs& a) { return Value(id_registry::id_of(a[0])); });
  def("hash", [](const CallArgs& a) { return Value(hash_of(a[0])); });
  def("getattr", [](const CallArgs& a) {
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    StrObject* name = intern(str_of(a[1])).get();
    if (a.args.size() == 3) {
      try {  // as hasattr: an AttributeError raised by a descriptor or property gives the default too
        Value v = getattr_opt(a[0], name);
        return v.is_null() ? a[2] : v;
      } catch (PyException& e) {
        if (!isinstance(Value(e.exc), T.AttributeError)) throw;
        return a[2];
      }
    }
    return getattr(a[0], name);
  });
  def("setattr", [](const CallArgs& a) {
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    setattr(a[0], intern(str_of(a[1])).get(), a[2]);
    return Value::none();
  });
  def("hasattr", [](const CallArgs& a) {
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    try {  // an AttributeError raised by a descriptor or property counts as absent too
      return Value::boolean(!getattr_opt(a[0], intern(str_of(a[1])).get()).is_null());
    } catch (PyException& e) {
      if (!isinstance(Value(e.exc), T.AttributeError)) throw;
      return Value::boolean(false);
    }
  });
  def("delattr", [](const CallArgs& a) {
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    delattr(a[0], intern(str_of(a[1])).get());
    return Value::none();
  });
  def("callable", [](const CallArgs& a) { return Value::boolean(is_callable(a[0])); });
  def("breakpoint", [](const CallArgs& a) {
    Value hook = getattr_opt(import_module("sys"), intern("breakpointhook").get());
    if (hook.is_null()) raise(T.RuntimeError, "lost sys.breakpointhook");
    return call(hook, a);
  });
  def("aiter", builtin_aiter);
  def("anext", builtin_anext);
  def("iter", [](const CallArgs& a) {
    if (a.args.size() == 2) {
      if (!is_callable(a[0])) raise(T.TypeError, "iter(v, w): v must be callable");
      static TypeObject* const kind = iterator_kind("callable_iterator", false);
      Value fn = a[0], sentinel = a[1];
      bool done = false;
      return new_iterator(kind, [fn, sentinel, done]() mutable {
        if (done) return Value();
        Value v = call(fn, {});
        if (eq(v, sentinel)) {
          done = true;
          return Value();
        }
        return v;
      });
    }
    return iter(a[0]);
  });
  def("next", [](const CallArgs& a) {
    const Value& it = a[0];
    if (!has_layout(it, Layout::Iterator) && !has_layout(it, Layout::Generator) &&
        lookup(type_of(it), intern("__next__").get()).is_null())
      raise(T.TypeError, "'" + type_name(it) + "' object is not an iterator");
    if (a.args.size() == 1 && !has_layout(it, Layout::Iterator) && !has_layout(it, Layout::Generator))
      return call_method(it, "__next__", {});
    Value ret = Value::none();  // (a generator's return value, which its StopIteration carries)
    Value v = has_layout(it, Layout::Generator) ? generator_send(as<GeneratorObject>(it), Value::none(), &ret) : next(it);
    if (v.is_null()) {
      if (a.args.size() == 2) return a[1];
      R.soft_raised = new_stop_iteration(ret);  // (soft_raise, below)
    }
    return v;
  });
  // next's StopIteration ends loops written by hand (`try: x = next(it) except StopIteration`): raised softly,
  // the VM takes it at the call without a C++ unwind.
  as<NativeFunctionObject>(b.get_str(intern("next").get()))->soft_raise = true;
  def("min", [](const CallArgs& a) { return minmax(a, false); });
  def("max", [](const CallArgs& a) { return minmax(a, true); });
  def("sum", builtin_sum);
  def("abs", builtin_abs);
  def("round", builtin_round);
  def("all", [](const CallArgs& a) {
    Value it = iter(a[0]);
    for (Value x = next(it); !x.is_null(); x = next(it))
      if (!truthy(x)) return Value::boolean(false);
    return Value::boolean(true);
  });
  def("any", [](const CallArgs& a) {
    Value it = iter(a[0]);
    for (Value x = next(it); !x.is_null(); x = next(it))
      if (truthy(x)) return Value::boolean(true);
    return Value::boolean(false);
  });
  def("divmod", builtin_divmod);
  def("pow", [](const CallArgs& a) {
    Value args[3];
    parse_args(a, "pow", {"base", "exp", "mod"}, 2, args);
    if (args[2].is_null() || args[2].is_none()) return binary_op(args[0], args[1], lang::BinaryOpArg::Power);
    if (is_integer(args[0]) && is_integer(args[1]) && is_integer(args[2])) return int_pow_mod(args[0], args[1], args[2]);
    // complex's power slot has no modulus; ternary_op reaches it for a complex base with a number exponent, and
    // for a complex exponent after int's slot declined (float's refuses the third argument first).
    if (Cx y; (is_complex(args[0]) && to_complex(args[1], y)) || (is_complex(args[1]) && is_integer(args[0])))
      raise(T.ValueError, "complex modulo");
    if (args[0].is_float() || args[1].is_float() || args[2].is_float())
      raise(T.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    Value f = lookup(type_of(args[0]), intern("__pow__").get());
    if (!f.is_null()) {
      Value r = call(bind_descriptor(f, args[0], type_of(args[0])), {args[1], args[2]});
      if (!r.identical(kNotImplemented)) return r;
    }
    raise(T.TypeError, "unsupported operand type(s) for ** or pow(): '" + type_name(args[0]) + "', '" + type_name(args[1]) +
                           "', '" + type_name(args[2]) + "'");
  });
  def("sorted", [](const CallArgs& a) {
    std::vector<Value> items = to_vector(a[0]);  // (CPython's sorted makes the list, then calls its sort)
    check_kw(a, "sort", {"key", "reverse"});
    Value rev = kw_value(a, "reverse");
    sort_values(items, kw_value(a, "key"), truthy(rev));
    return new_list(std::move(items));
  });
  // zip, map, filter, enumerate and reversed are classes (isinstance, subclasses), each calling its maker
  static constexpr std::pair<const char*, IteratorMaker> kIteratorClasses[] = {
      {"zip", [](TypeObject*, const CallArgs& a) { return make_zip(a); }},
      {"map", [](TypeObject*, const CallArgs& a) { return make_map(a); }},
      {"filter", [](TypeObject*, const CallArgs& a) { return make_filter(a); }},
      {"enumerate", [](TypeObject*, const CallArgs& a) { return make_enumerate(a); }},
      {"reversed", [](TypeObject*, const CallArgs& a) { return make_reversed(a); }}};
  for (const auto& [name, make] : kIteratorClasses)
    R.builtins->set_str(intern(name).get(),
                        Value(iterator_class(name, "builtins", std::string_view(name) == "reversed", make)));
  def("chr", [](const CallArgs& a) {
    int64_t cp = index_of(a[0]);
    if (cp < 0 || cp > 0x10FFFF) raise(T.ValueError, "chr() arg not in range(0x110000)");
    std::string s;
    lang::append_utf8(s, uint32_t(cp));
    return new_str(s);
  });
  def("ord", [](const CallArgs& a) {
    if (is_bytes_obj(a[0])) {  // ord(b'a') is the byte, as CPython's
      const std::string& b = bytes_data(a[0]);
      if (b.size() != 1) raise(T.TypeError, "ord() expected a character, but string of length " + std::to_string(b.size()) + " found");
      return Value(int64_t(static_cast<unsigned char>(b[0])));
    }
    if (!is_str(a[0])) raise(T.TypeError, "ord() expected string of length 1, but " + type_name(a[0]) + " found");
    const std::string& s = str_of(a[0]);
    if (length(a[0]) != 1)
      raise(T.TypeError, "ord() expected a character, but string of length " + std::to_string(length(a[0])) + " found");
    unsigned char c = static_cast<unsigned char>(s[0]);
    if (c < 0x80) return Value(int64_t(c));
    int n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    uint32_t cp = c & (0x7F >> n);
    for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[size_t(k)]) & 0x3F);
    return Value(int64_t(cp));
  });
  // A big int (or an __index__ giving one) is written by big_format; the rest by int_to_base.
  def("hex", [](const CallArgs& a) {
    const Value v = int_value(a[0]);  // (an int subclass's value, as PyNumber_Index takes it)
    return is_big(v) ? new_str(big_format(v, "#x")) : new_str(int_to_base(index_of(v), 16, "0x"));
  });
  def("oct", [](const CallArgs& a) {
    const Value v = int_value(a[0]);  // (an int subclass's value, as PyNumber_Index takes it)
    return is_big(v) ? new_str(big_format(v, "#o")) : new_str(int_to_base(index_of(v), 8, "0o"));
  });
  def("bin", [](const CallArgs& a) {
    const Value v = int_value(a[0]);  // (an int subclass's value, as PyNumber_Index takes it)
    return is_big(v) ? new_str(big_format(v, "#b")) : new_str(int_to_base(index_of(v), 2, "0b"));
  });
  def("globals", [](const CallArgs&) { return Value(R.frame->globals); });  // (NoArgs: kBuiltinArity)
  def("locals", [](const CallArgs&) { return locals_of(R.frame); });
  def("vars", [](const CallArgs& a) {
    if (a.args.empty()) return Value(R.frame->locals ? R.frame->locals : R.frame->globals);
    static StrObject* const s_dict = intern("__dict__").get();
    try {
      Value d = getattr_opt(a[0], s_dict);
      if (!d.is_null()) return d;
    } catch (PyException& e) {
      if (!isinstance(Value(e.exc), T.AttributeError)) throw;
    }
    raise(T.TypeError, "vars() argument must have __dict__ attribute");
  });
  def("dir", [](const CallArgs& a) {
    std::vector<Value> names;
    if (a.args.empty()) {
      DictObject* d = R.frame->locals ? R.frame->locals.get() : R.frame->globals;
      d->for_each([&](const Value& k, const Value&) { names.push_back(k); });
    } else if (has_layout(a[0], Layout::Module) &&
               (type_of(a[0]) == T.module || lookup(type_of(a[0]), intern("__dir__").get()).obj() ==
                                                 lookup(T.module, intern("__dir__").get()).obj())) {
      // A module's own __dir__ function (PEP 562: torch.optim lists the optimizers it imports on first use); a
      // ModuleType subclass's __dir__ method is the class's, below.
      DictObject* d = as<ModuleObject>(a[0])->dict();
      if (d == R.builtins.get()) lazy_builtin(intern("ExceptionGroup").get());  // (listed once loaded, as a lookup would)
      if (Value f = d->get_str(intern("__dir__").get()); !f.is_null()) names = to_vector(call(f, {}));
      else d->for_each([&](const Value& k, const Value&) { names.push_back(k); });
    } else if (Value f = has_layout(a[0], Layout::Type) ? Value() : lookup(type_of(a[0]), intern("__dir__").get());
               !f.is_null() && f.obj() != lookup(T.object, intern("__dir__").get()).obj()) {
      // A class's own __dir__ (torch.Tensor's hides `volatile`, as PyTorch's), as CPython's dir() calls it.
      run_lazy_attributes(type_of(a[0]));
      names = to_vector(call(bind_descriptor(f, a[0], type_of(a[0])), {}));
    } else {
      if (Object* o = a[0].obj(); o && o->attrs) o->attrs->for_each([&](const Value& k, const Value&) { names.push_back(k); });
      TypeObject* t = has_layout(a[0], Layout::Type) ? as<TypeObject>(a[0]) : type_of(a[0]);
      run_lazy_attributes(t);  // Note [Lazy attributes]: what a lookup would find is listed
      for (auto* m : t->mro) m->dict->for_each([&](const Value& k, const Value&) { names.push_back(k); });
      // tsr keeps the `__dict__` descriptor on object; CPython's is on each class whose instances have a dict (a
      // class statement's, function, module, the exceptions), so dir(1) and dir(int) do not list it.
      static StrObject* const s_dict = intern("__dict__").get();
      const bool listed = std::any_of(t->mro.begin(), t->mro.end(), [&](TypeObject* m) {
        if (m == T.object) return false;
        if (m == T.type || !m->dict->get_str(s_dict).is_null() || m->builtin_dict) return true;
        if (!m->builtin) return !m->no_dict;
        return m->layout == Layout::Function || m->layout == Layout::Module || m->layout == Layout::Exception;
      });
      if (!listed)
        std::erase_if(names, [&](const Value& n) { return is_str(n) && str_of(n) == "__dict__"; });
    }
    auto s = make<SetObject>(T.set);
    std::vector<Value> uniq;
    for (auto& n : names)
      if (s->add(n)) uniq.push_back(n);
    sort_values(uniq, Value(), false);
    return new_list(std::move(uniq));
  });
  def("input", [](const CallArgs& a) {
    if (!a.args.empty()) {
      write_stdout(str(a[0]));
      std::fflush(stdout);
    }
    std::string line;
    if (!std::getline(std::cin, line)) raise(T.EOFError, "EOF when reading a line");
    return new_str(line);
  });
  // compile(), exec() and eval() of source strings and code objects, with CPython's checks and defaults: the
  // caller's globals and locals when none are given, locals defaulting to the globals, `__builtins__` put into
  // a globals dict that lacks it, and eval() ignoring leading blanks.
  def("compile", [](const CallArgs& a) {
    Value args[6];
    parse_args(a, "compile", {"source", "filename", "mode", "flags", "dont_inherit", "optimize"}, 3, args);
    // filename and mode as CPython's argument clinic converts them (PyUnicode_FSDecoder, str), before the source
    if (is_bytes_obj(args[1])) args[1] = new_str(bytes_data(args[1]));
    else if (!is_str(args[1]))
      if (Value p = args[1].is_obj() ? call_method_opt(args[1], intern("__fspath__").get(), {}) : Value(); is_str(p))
        args[1] = p;
    if (!is_str(args[1]))
      raise(T.TypeError, "expected str, bytes or os.PathLike object, not " + type_name(args[1]));
    if (!is_str(args[2])) raise(T.TypeError, "compile() argument 'mode' must be str, not " + type_name(args[2]));
    if (has_layout(args[0], Layout::Code)) return args[0];
    // AST objects (stdlib/ast.tsr): an AST is returned as it is under PyCF_ONLY_AST, as CPython; compiled to code
    // through its source, ast.unparse's (deviation: the code's line numbers are that text's, not the nodes'
    // lineno). Source with PyCF_ONLY_AST is ast.parse's.
    const bool only_ast = !args[3].is_null() && args[3].is_int() && (args[3].as_int() & 0x400);
    if (Value ast = R.modules->get(new_str("ast")); !ast.is_null() && !is_str(args[0])) {
      Value ast_type = getattr_opt(ast, intern("AST").get());
      if (!ast_type.is_null() && has_layout(ast_type, Layout::Type) && isinstance(args[0], as<TypeObject>(ast_type))) {
        if (only_ast) return args[0];
        const std::string mode = is_str(args[2]) ? str_of(args[2]) : "";
        const std::string node = type_of(args[0])->name;
        const char* want = mode == "exec" ? "Module" : mode == "eval" ? "Expression" : mode == "single" ? "Interactive" : "";
        if (*want && node != want) raise(T.TypeError, std::string("expected ") + want + " node, got " + node);
        args[0] = call(getattr(ast, intern("unparse").get()), {args[0]});
      }
    }
    if (only_ast && is_str(args[0]))
      return call(getattr(import_module("ast"), intern("parse").get()), {args[0], args[1], args[2]});
    if (!is_str(args[0])) raise(T.TypeError, "compile() arg 1 must be a string, bytes or AST object");
    if (!is_str(args[1])) raise(T.TypeError, "compile() argument 'filename' must be str, not " + type_name(args[1]));
    const std::string mode = is_str(args[2]) ? str_of(args[2]) : "";
    if (!is_str(args[2])) raise(T.TypeError, "compile() argument 'mode' must be str, not " + type_name(args[2]));
    if (mode != "exec" && mode != "eval" && mode != "single")
      raise(T.ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
    std::string text = str_of(args[0]);
    if (mode == "eval") text.erase(0, text.find_first_not_of(" \t"));
    return compile_code(text, str_of(args[1]),
                        mode == "exec" ? lang::CompileMode::Exec
                        : mode == "eval" ? lang::CompileMode::Eval
                                         : lang::CompileMode::Single);
  });
  for (const char* fname : {"exec", "eval"}) {
    const bool is_eval = fname[1] == 'v';
    def(fname, [fname, is_eval](const CallArgs& a) {
      Value args[3];
      if (!is_eval && (a.npos() == 0 || a.npos() > 3))  // (eval's count: kBuiltinArity)
        raise(T.TypeError, a.npos() ? "exec() takes at most 3 positional arguments (" + std::to_string(a.npos()) + " given)"
                                    : std::string("exec() takes at least 1 positional argument (0 given)"));
      parse_args(a, fname, {"source", "globals", "locals"}, 1, args, 3);
      const std::string name = fname;
      Ref<DictObject> globals, locals;
      if (is_eval && !args[2].is_null() && !args[2].is_none() && !has_layout(args[2], Layout::Dict))
        raise(T.TypeError, "locals must be a mapping");  // (eval looks at locals first)
      if (!args[1].is_null() && !args[1].is_none()) {
        if (!has_layout(args[1], Layout::Dict))
          raise(T.TypeError, !is_eval ? name + "() globals must be a dict, not " + type_name(args[1])
                             : lookup(type_of(args[1]), intern("__getitem__").get()).is_null()
                                 ? "globals must be a dict"
                                 : "globals must be a real dict; try eval(expr, {}, mapping)");
        globals = Ref<DictObject>(as<DictObject>(args[1]));
      }
      if (!args[2].is_null() && !args[2].is_none()) {
        if (!has_layout(args[2], Layout::Dict)) raise(T.TypeError, "locals must be a mapping");
        locals = Ref<DictObject>(as<DictObject>(args[2]));
      }
      if (!globals) {  // the caller's namespace
        globals = Ref<DictObject>(R.frame->globals);
        if (!locals) {
          locals = R.frame->locals ? Ref<DictObject>(R.frame->locals)
                                   : Ref<DictObject>(as<DictObject>(call(R.builtins->get_str(intern("locals").get()), {})));
        }
      }
      if (!locals) locals = globals;
      if (globals->get_str(intern("__builtins__").get()).is_null())
        globals->set_str(intern("__builtins__").get(), Value(R.builtins));
      Value code = args[0];
      if (is_str(code)) {
        std::string text = str_of(code);
        if (is_eval) text.erase(0, text.find_first_not_of(" \t"));
        code = compile_code(text, "<string>", is_eval ? lang::CompileMode::Eval : lang::CompileMode::Exec);
      } else if (!has_layout(code, Layout::Code)) {
        raise(T.TypeError, name + "() arg 1 must be a string, bytes or code object");
      }
      Value result = exec_code(as<CodeObject>(code)->code, globals, locals);
      return is_eval ? result : Value::none();
    });
  }
  def("__import__", [](const CallArgs& a) {
    Value args[5];
    parse_args(a, "__import__", {"name", "globals", "locals", "fromlist", "level"}, 1, args);
    if (!is_str(args[0])) raise(T.TypeError, "module name must be a string");
    const int64_t level = args[4].is_null() ? 0 : index_of(args[4]);
    if (level < 0) raise(T.ValueError, "level must be >= 0");
    if (level == 0 && str_of(args[0]).empty()) raise(T.ValueError, "Empty module name");
    Value fromlist = args[3].is_null() ? Value::none() : args[3];
    return import_name(str_of(args[0]), fromlist, int(level),
                       has_layout(args[1], Layout::Dict) ? Ref<DictObject>(as<DictObject>(args[1])) : R.frame->globals);
  });
  // help(obj): a function's signature and docstring, a native's doc (an op's schemas, each overload's doc), a
  // class's methods. `help`, `copyright`, `credits` and `license` are objects whose repr is their message, as
  // CPython's site module makes them (_sitebuiltins._Helper and _Printer).
  static std::function<Value(const CallArgs&)> help_fn;
  // help() with no argument: pydoc's interactive help utility (the `help> ` prompt; an empty line or quit
  // leaves). A request is a keyword, "keywords", "modules", or a dotted name to look up (help('len') too).
  auto help_request = [](const std::string& request) {
    if (request == "keywords") {
      std::string text = "\nHere is a list of the Python keywords.  Enter any keyword to get more help.\n\n";
      const auto& words = lang::peg::keywords();
      const size_t rows = (words.size() + 3) / 4;
      for (size_t r = 0; r < rows; ++r) {
        std::string line;
        for (size_t c = 0; c < 4 && c * rows + r < words.size(); ++c) {
          std::string w(words[c * rows + r]);
          line += c < 3 ? w + std::string(20 - w.size(), ' ') : w;
        }
        text += line + "\n";
      }
      write_stdout(text + "\n");
    } else if (request == "modules" || request == "topics" || request == "symbols" || request.starts_with("modules ")) {
      std::string text = request.starts_with("modules")
                             ? "\nThe modules tsr has (imported or importable: native, then stdlib/):\n\n"
                             : "\ntsr has no " + request + " pages (CPython's come from its pydoc_data); help works on "
                               "names (len, str.split, torch.sum) and lists the keywords and modules.\n";
      if (request.starts_with("modules")) {
        std::vector<std::string> names;
        R.modules->for_each([&](const Value& k, const Value&) {
          if (is_str(k) && str_of(k).find('.') == std::string::npos && str_of(k) != "__main__") names.push_back(str_of(k));
        });
        std::error_code ec;
        for (const std::string& dir : {stdlib_dir(), stdlib_dir() + "/site-packages"})
          for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
            std::string n = e.path().stem().string();
            if ((e.is_directory() || e.path().extension() == ".tsr") && !n.starts_with("_") && n != "site-packages")
              names.push_back(n);
          }
        std::sort(names.begin(), names.end());
        names.erase(std::unique(names.begin(), names.end()), names.end());
        for (const auto& n : names) text += "    " + n + "\n";
      }
      write_stdout(text + "\n");
    } else if (lang::peg::is_keyword(request)) {
      write_stdout("tsr has no help page for the keyword '" + request + "' (CPython's is the language reference's "
                   "section, from its pydoc_data: https://docs.python.org/3.11/reference/).\n");
    } else {
      // A dotted name: a builtin or a module, then its attributes.
      Value found;
      const size_t dot = request.find('.');
      const std::string head = request.substr(0, dot);
      found = R.builtins->get_str(intern(head).get());
      if (found.is_null()) {
        try {
          found = import_module(head);
        } catch (PyException&) {
          R.exc_info = Value();
        }
      }
      for (size_t at = dot; !found.is_null() && at != std::string::npos;) {
        const size_t next = request.find('.', at + 1);
        found = getattr_opt(found, intern(request.substr(at + 1, next == std::string::npos ? next : next - at - 1)).get());
        at = next;
      }
      if (found.is_null()) {
        write_stdout("No Python documentation found for " + repr(new_str(request)) + ".\n"
                     "Use help() to get the interactive help utility.\nUse help(str) for help on the str class.\n");
      } else {
        help_fn(CallArgs{std::span<const Value>(&found, 1), nullptr});
      }
    }
  };
  help_fn = [help_request](const CallArgs& a) {
    if (a.args.empty()) {
      write_stdout("\nWelcome to tsr's help utility, after Python 3.11's!\n\n"
                   "Enter the name of any module, keyword, function or op (len, str.split, torch.sum) to get\n"
                   "help on it.  To quit this help utility and return to the interpreter, just type \"quit\".\n\n"
                   "To get a list of the keywords or of the modules tsr has, type \"keywords\" or \"modules\".\n"
                   "The REPL's own commands are listed by :help at the >>> prompt.\n\n");
      for (;;) {
        write_stdout("help> ");
        std::fflush(stdout);
        std::string line;
        if (!std::getline(std::cin, line)) break;
        const size_t b = line.find_first_not_of(" \t"), e = line.find_last_not_of(" \t\r");
        const std::string request = b == std::string::npos ? "" : line.substr(b, e - b + 1);
        if (request.empty() || request == "q" || request == "quit") break;
        help_request(request);
      }
      write_stdout("\nYou are now leaving help and returning to the Python interpreter.\n"
                   "If you want to ask for help on a particular object directly from the\n"
                   "interpreter, you can type \"help(object)\".  Executing \"help('string')\"\n"
                   "has the same effect as typing a particular string at the help> prompt.\n");
      return Value::none();
    }
    Value o = a[0];
    if (is_str(o)) {
      help_request(str_of(o));
      return Value::none();
    }
    if (has_layout(o, Layout::BoundMethod)) o = as<BoundMethodObject>(o)->func;
    std::string text;
    auto doc_of = [](const Value& v) {
      Value d = getattr_opt(v, intern("__doc__").get());
      return is_str(d) ? str_of(d) : std::string();
    };
    if (has_layout(o, Layout::Function)) {
      auto* f = as<FunctionObject>(o);
      const lang::Code& co = *f->code->code;
      std::string sig;
      const size_t npos = co.argcount, nkw = co.kwonlyargcount;
      const auto* defs = f->defaults.is_null() ? nullptr : as<TupleObject>(f->defaults);
      const size_t ndef = defs ? defs->items.size() : 0;
      for (size_t i = 0; i < npos; ++i) {
        if (i) sig += ", ";
        sig += co.varnames[i];
        if (i >= npos - ndef) sig += "=" + repr(defs->items[i - (npos - ndef)]);
        if (co.posonlyargcount && i + 1 == co.posonlyargcount) sig += ", /";
      }
      size_t idx = npos + nkw;
      if (co.flags & lang::CO_VARARGS) sig += std::string(sig.empty() ? "" : ", ") + "*" + co.varnames[idx++];
      else if (nkw) sig += std::string(sig.empty() ? "" : ", ") + "*";
      for (size_t i = npos; i < npos + nkw; ++i) {
        sig += ", " + co.varnames[i];
        Value d = f->kwdefaults.is_null() ? Value() : as<DictObject>(f->kwdefaults)->get_str(intern(co.varnames[i]).get());
        if (!d.is_null()) sig += "=" + repr(d);
      }
      if (co.flags & lang::CO_VARKEYWORDS) sig += std::string(sig.empty() ? "" : ", ") + "**" + co.varnames[idx];
      text = "Help on function " + co.name + ":\n\n" + co.name + "(" + sig + ")\n";
      if (std::string d = doc_of(o); !d.empty()) text += "    " + d + "\n";
    } else if (has_layout(o, Layout::Native)) {
      auto* n = as<NativeFunctionObject>(o);
      text = "Help on built-in function " + n->name + ":\n\n" + n->name + "(...)\n";
      auto indented = [](std::string d, const std::string& by) {
        for (size_t p = 0; (p = d.find('\n', p)) != std::string::npos && p + 1 < d.size(); p += 1 + by.size())
          d.replace(p, 1, "\n" + by);
        return d.empty() ? d : by + d + (d.ends_with("\n") ? "" : "\n");
      };
      // A torch op: every overload's schema, each followed by its own doc (the native's doc names only one).
      const auto ops = tensor::Dispatcher::instance().overloads(n->name);
      for (const auto* op : ops) text += indented(op->schema().str(), "    ") + indented(op->doc(), "        ");
      if (ops.empty()) text += indented(n->doc, "    ");
    } else {
      TypeObject* t = has_layout(o, Layout::Type) ? as<TypeObject>(o) : type_of(o);
      text = "Help on class " + t->name + ":\n\nclass " + t->name;
      if (!t->bases.empty()) {
        text += "(";
        for (size_t i = 0; i < t->bases.size(); ++i) text += (i ? ", " : "") + t->bases[i]->name;
        text += ")";
      }
      text += "\n";
      if (std::string d = doc_of(Value(t)); !d.empty()) text += "    " + d + "\n";
      std::vector<Value> names;
      t->dict->for_each([&](const Value& k, const Value&) {
        if (is_str(k) && !str_of(k).starts_with("_")) names.push_back(k);
      });
      sort_values(names, Value(), false);
      if (!names.empty()) {
        text += "\n    Methods and attributes:\n";
        for (const auto& n : names) text += "        " + str_of(n) + "\n";
      }
    }
    write_stdout(text);
    return Value::none();
  };
  Ref<TypeObject> helper = new_type("_Helper", {T.object}, Layout::Object, false, "_sitebuiltins");
  incref(helper.get());  // lives as long as the process
  helper->dict->set_str(intern("__doc__").get(), new_str("help(obj): show a function's signature and docstring, an op's schemas, or a class's methods."));
  add_method(helper.get(), "__repr__", [](const CallArgs&) {
    return new_str("Type help() for interactive help, or help(object) for help about object.");
  });
  add_method(helper.get(), "__call__", [](const CallArgs& a) { return help_fn(CallArgs{a.args.subspan(1), a.kwnames}); });
  put("help", call(Value(helper.get()), {}));
  // copyright, credits, license: the repr is the text (license's repr says how to see it all), a call prints it.
  Ref<TypeObject> printer = new_type("_Printer", {T.object}, Layout::Object, false, "_sitebuiltins");
  incref(printer.get());
  add_method(printer.get(), "__repr__", [](const CallArgs& a) { return getattr(a[0], "_Printer__repr"); });
  add_method(printer.get(), "__call__", [](const CallArgs& a) {
    write_stdout(str_of(getattr(a[0], "_Printer__text")) + "\n");
    return Value::none();
  });
  auto printer_of = [&](const char* name, const std::string& text, const std::string& shown) {
    Value p = call(Value(printer.get()), {});
    setattr(p, intern("_Printer__text").get(), new_str(text));
    setattr(p, intern("_Printer__repr").get(), new_str(shown));
    put(name, p);
  };
  const std::string copyright = "Copyright (c) 2026 The tsr authors.\nAll Rights Reserved.";
  printer_of("copyright", copyright, copyright);
  const std::string credits =
      "    Thanks to the authors of Python and PyTorch, whose languages and libraries tsr follows, and\n"
      "    of PEGTL, libedit and OpenBLAS, on which it is built.";
  printer_of("credits", credits, credits);
  printer_of("license",
             "tsr is released under the MIT License:\n\n"
             "Copyright (c) 2026 The tsr authors\n\n"
             "Permission is hereby granted, free of charge, to any person obtaining a copy\n"
             "of this software and associated documentation files (the \"Software\"), to deal\n"
             "in the Software without restriction, including without limitation the rights\n"
             "to use, copy, modify, merge, publish, distribute, sublicense, and/or sell\n"
             "copies of the Software, and to permit persons to whom the Software is\n"
             "furnished to do so, subject to the following conditions:\n\n"
             "The above copyright notice and this permission notice shall be included in all\n"
             "copies or substantial portions of the Software.\n\n"
             "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR\n"
             "IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,\n"
             "FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE\n"
             "AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER\n"
             "LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,\n"
             "OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE\n"
             "SOFTWARE.",
             "Type license() to see the full license text");
  auto exit_fn = [](const CallArgs& a) -> Value {
    auto e = new_exception(T.SystemExit, "");
    e->args = a.args.empty() ? new_tuple({}) : new_tuple({a[0]});
    throw PyException{e};
  };
  def("exit", exit_fn);
  def("quit", exit_fn);
  // The builtins whose arguments CPython counts before anything else, by their calling convention (bltinmodule.c):
  // call() checks them against NativeFunctionObject::arity, with CPython's messages.
  using A = NativeArity;
  static constexpr std::pair<const char*, NativeArity> kBuiltinArity[] = {
      {"abs", {A::One}}, {"aiter", {A::One}}, {"all", {A::One}}, {"any", {A::One}}, {"ascii", {A::One}},
      {"bin", {A::One}}, {"callable", {A::One}}, {"chr", {A::One}}, {"hash", {A::One}}, {"hex", {A::One}},
      {"id", {A::One}}, {"len", {A::One}}, {"oct", {A::One}}, {"ord", {A::One}}, {"repr", {A::One}},
      {"globals", {A::NoArgs}}, {"locals", {A::NoArgs}},
      {"anext", {A::Positional, 1, 2}}, {"delattr", {A::Positional, 2, 2}}, {"dir", {A::Positional, 0, 1}},
      {"divmod", {A::Positional, 2, 2}}, {"eval", {A::Positional, 1, 3}}, {"format", {A::Positional, 1, 2}},
      {"getattr", {A::Positional, 2, 3}}, {"hasattr", {A::Positional, 2, 2}}, {"input", {A::Positional, 0, 1}},
      {"isinstance", {A::Positional, 2, 2}}, {"issubclass", {A::Positional, 2, 2}}, {"iter", {A::Positional, 1, 2}},
      {"next", {A::Positional, 1, 2}}, {"setattr", {A::Positional, 3, 3}}, {"vars", {A::Positional, 0, 1}},
      {"sorted", {A::PositionalWithKeywords, 1, 1}},
  };
  for (const auto& [name, arity] : kBuiltinArity) {
    Value f = b.get_str(intern(name).get());
    if (!has_layout(f, Layout::Native)) throw std::logic_error(std::string("kBuiltinArity: no native builtin ") + name);
    as<NativeFunctionObject>(f)->arity = arity;
  }
}

}  // namespace tsr::interp
