// Weak references (weakref.hpp): the side table of each object's weak references, the ref and proxy types, and
// the `_weakref` module under stdlib/weakref.tsr. Behaviour and messages are CPython 3.11's
// (Objects/weakrefobject.c): which objects can be weakly referenced, the order of an object's weak references
// and so of their callbacks, a ref's hash and equality, the proxies' forwarding and ReferenceError.
#include "interpreter/weakref.hpp"

#include <unordered_map>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

void refresh_flags(TypeObject* t);  // object.cpp: a type's cached __getattr__/__getattribute__/... flags

namespace {

TypeObject* g_ref = nullptr;             // weakref.ReferenceType (weakref.ref)
TypeObject* g_proxy = nullptr;           // weakref.ProxyType
TypeObject* g_callable_proxy = nullptr;  // weakref.CallableProxyType
TypeObject* g_reference_error = nullptr;

// The head of each weakly referenced object's list. (Never destroyed: objects are freed by static destructors.)
std::unordered_map<const Object*, WeakRefObject*>& heads() {
  static auto* m = new std::unordered_map<const Object*, WeakRefObject*>;
  return *m;
}

WeakRefObject* head_of(const Object* o) {
  auto& h = heads();
  auto it = h.find(o);
  return it == h.end() ? nullptr : it->second;
}

bool is_proxy(const Object* o) { return o->type == g_proxy || o->type == g_callable_proxy; }

// CPython's get_basic_refs: the plain ref (exact type, no callback) and the plain proxy (no callback) of a list.
void basic_refs(WeakRefObject* head, WeakRefObject** ref, WeakRefObject** proxy) {
  *ref = *proxy = nullptr;
  if (head && head->type == g_ref && head->callback.is_null()) {
    *ref = head;
    head = head->next;
  }
  if (head && is_proxy(head) && head->callback.is_null()) *proxy = head;
}

void insert_head(WeakRefObject* w, Object* referent) {
  WeakRefObject*& head = heads()[referent];
  w->prev = nullptr;
  w->next = head;
  if (head) head->prev = w;
  head = w;
}

void insert_after(WeakRefObject* w, WeakRefObject* prev) {
  w->prev = prev;
  w->next = prev->next;
  if (prev->next) prev->next->prev = w;
  prev->next = w;
}

// Takes `w` out of its referent's list (CPython's clear_weakref without the callback): it is dead from now on.
void unlink(WeakRefObject* w) {
  if (!w->referent) return;
  if (w->prev) {
    w->prev->next = w->next;
  } else {
    auto it = heads().find(w->referent);
    if (w->next) it->second = w->next;
    else heads().erase(it);
  }
  if (w->next) w->next->prev = w->prev;
  w->prev = w->next = nullptr;
  w->referent = nullptr;
}


void check_weakrefable(const Value& ob) {
  if (!ob.is_obj() || !ob.obj()->type->weakrefable)
    raise(T.TypeError, "cannot create weak reference to '" + tp_name(type_of(ob)) + "' object");
}

// A new weak reference of type `cls` (ref, a subclass, or a proxy type) to `ob`, or the plain one it already has
// (weakref___new__ and PyWeakref_NewProxy).
Value new_weakref(TypeObject* cls, const Value& ob, Value callback) {
  check_weakrefable(ob);
  Object* o = ob.obj();
  if (callback.is_none()) callback = Value();
  const bool proxy = cls == g_proxy;
  WeakRefObject *ref, *prx;
  basic_refs(head_of(o), &ref, &prx);
  if (callback.is_null()) {
    if (proxy && prx) return Value(prx);
    if (cls == g_ref && ref) return Value(ref);
  }
  TypeObject* type = proxy && is_callable(ob) ? g_callable_proxy : cls;
  Ref<WeakRefObject> w(static_cast<WeakRefObject*>(type->alloc(type)));
  w->referent = o;
  w->callback = std::move(callback);
  o->type->weakly_referenced = true;
  basic_refs(head_of(o), &ref, &prx);
  if (w->callback.is_null() && cls == g_ref) {
    insert_head(w.get(), o);
  } else {
    // A plain proxy goes right after the plain ref; any other reference after both (so before older ones).
    WeakRefObject* prev = proxy && w->callback.is_null() ? ref : (prx ? prx : ref);
    if (prev) insert_after(w.get(), prev);
    else insert_head(w.get(), o);
  }
  return Value(w);
}

WeakRefObject* self_ref(const Value& v) { return static_cast<WeakRefObject*>(v.obj()); }

Value referent_of(const WeakRefObject* w) { return w->referent ? Value(w->referent) : Value::none(); }

std::string hex_address(const void* p) { return object_address(p); }

// The callback of a dead reference runs with the reference; an exception in it is printed, not raised.
void run_callback(const Value& wr, const Value& callback) {
  Value saved_exc = R.exc_info;
  try {
    call(callback, {wr});
  } catch (const PyException& e) {
    gc::report_unraisable("Exception ignored in: ", callback, e);
  } catch (...) {  // a C++ error (out of memory): nothing may leave a callback
  }
  R.exc_info = std::move(saved_exc);
}

// ---------------------------------------------------------------- proxies

// The referent of a proxy, or ReferenceError (CPython's UNWRAP); any other value as it is.
Value unwrap(const Value& v) {
  if (!v.is_obj() || !is_proxy(v.obj())) return v;
  const WeakRefObject* w = self_ref(v);
  if (!w->referent) raise(g_reference_error, "weakly-referenced object no longer exists");
  return Value(w->referent);
}

void proxy_methods(TypeObject* t) {
  add_method(t, "__getattribute__", [](const CallArgs& a) { return getattr(unwrap(a[0]), as_str(a[1])); });
  add_method(t, "__setattr__", [](const CallArgs& a) {
    setattr(unwrap(a[0]), as_str(a[1]), a[2]);
    return Value::none();
  });
  add_method(t, "__delattr__", [](const CallArgs& a) {
    delattr(unwrap(a[0]), as_str(a[1]));
    return Value::none();
  });
  add_method(t, "__repr__", [](const CallArgs& a) {
    const WeakRefObject* w = self_ref(a[0]);
    const Value r = referent_of(w);
    return new_str("<weakproxy at " + hex_address(w) + " to " + tp_name(type_of(r)) + " at " +
                   hex_address(r.is_obj() ? r.obj() : nullptr) + ">");
  });
  add_method(t, "__str__", [](const CallArgs& a) { return new_str(str(unwrap(a[0]))); });
  add_method(t, "__bool__", [](const CallArgs& a) { return Value::boolean(truthy(unwrap(a[0]))); });
  add_method(t, "__len__", [](const CallArgs& a) { return Value(length(unwrap(a[0]))); });
  add_method(t, "__contains__", [](const CallArgs& a) { return Value::boolean(contains(unwrap(a[0]), a[1])); });
  add_method(t, "__getitem__", [](const CallArgs& a) { return getitem(unwrap(a[0]), a[1]); });
  add_method(t, "__setitem__", [](const CallArgs& a) {
    setitem(unwrap(a[0]), a[1], a[2]);
    return Value::none();
  });
  add_method(t, "__delitem__", [](const CallArgs& a) {
    delitem(unwrap(a[0]), a[1]);
    return Value::none();
  });
  add_method(t, "__iter__", [](const CallArgs& a) { return iter(unwrap(a[0])); });
  add_method(t, "__next__", [](const CallArgs& a) {
    Value o = unwrap(a[0]);
    if (lookup(type_of(o), intern("__next__").get()).is_null())
      raise(T.TypeError, "Weakref proxy referenced a non-iterator '" + tp_name(type_of(o)) + "' object");
    return call_method(o, "__next__", {});
  });
  for (const char* name : {"__reversed__", "__bytes__", "__index__", "__int__", "__float__", "__abs__"}) {
    add_method(t, name, [name](const CallArgs& a) { return call_method(unwrap(a[0]), name, {}); });
  }
  add_method(t, "__neg__", [](const CallArgs& a) { return unary_op(unwrap(a[0]), 1); });
  add_method(t, "__pos__", [](const CallArgs& a) { return unary_op(unwrap(a[0]), 0); });
  add_method(t, "__invert__", [](const CallArgs& a) { return unary_op(unwrap(a[0]), 2); });
  for (int op = 0; op < lang::kBinaryOpCount; ++op) {
    const lang::BinaryOperator& b = lang::kBinaryOperators[op];
    add_method(t, std::string(b.dunder), [op](const CallArgs& a) { return binary_op(unwrap(a[0]), unwrap(a[1]), op); });
    add_method(t, std::string(b.reflected), [op](const CallArgs& a) { return binary_op(unwrap(a[1]), unwrap(a[0]), op); });
    add_method(t, std::string(b.inplace),
               [op](const CallArgs& a) { return binary_op(unwrap(a[0]), unwrap(a[1]), op + lang::kInplaceOffset); });
  }
  for (int op = 0; op < lang::kCompareOpCount; ++op)
    add_method(t, std::string(lang::kComparisonOperators[op].dunder),
               [op](const CallArgs& a) { return rich_compare(unwrap(a[0]), unwrap(a[1]), op); });
  t->dict->set_str(intern("__hash__").get(), Value::none());
  refresh_flags(t);
}

// ---------------------------------------------------------------- weakref.ref

void ref_methods(TypeObject* t) {
  add_static(t, "__new__", [](const CallArgs& a) {
    if (a.npos() < 1 || !has_layout(a[0], Layout::Type) || !is_subtype(as<TypeObject>(a[0]), g_ref))
      raise(T.TypeError, "ReferenceType.__new__(X): X is not a subtype of ReferenceType");
    auto* cls = as<TypeObject>(a[0]);
    const size_t n = a.npos() - 1;
    if (n < 1) raise(T.TypeError, "__new__ expected at least 1 argument, got 0");
    if (n > 2) raise(T.TypeError, "__new__ expected at most 2 arguments, got " + std::to_string(n));
    if (a.nkw() && cls == g_ref) raise(T.TypeError, "ref() takes no keyword arguments");
    return new_weakref(cls, a[1], n > 1 ? a[2] : Value());
  });
  add_method(t, "__init__", [](const CallArgs& a) {
    const size_t n = a.npos() - 1;
    if (n < 1) raise(T.TypeError, "__init__ expected at least 1 argument, got 0");
    if (n > 2) raise(T.TypeError, "__init__ expected at most 2 arguments, got " + std::to_string(n));
    return Value::none();
  });
  add_method(t, "__call__", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "weakref() takes no keyword arguments");
    if (a.npos() != 1) raise(T.TypeError, "weakref expected 0 arguments, got " + std::to_string(a.npos() - 1));
    return referent_of(self_ref(a[0]));
  });
  add_method(t, "__hash__", [](const CallArgs& a) { return Value(weakref::hash(a[0].obj())); });
  // Equal when both referents are alive and equal; a dead reference is equal only to itself.
  auto compare = [](bool want_equal) {
    return [want_equal](const CallArgs& a) -> Value {
      if (!a[1].is_obj() || a[1].obj()->type->layout != Layout::WeakRef) return kNotImplemented;
      const WeakRefObject *x = self_ref(a[0]), *y = self_ref(a[1]);
      if (!x->referent || !y->referent) return Value::boolean((x == y) == want_equal);
      return rich_compare(Value(x->referent), Value(y->referent), want_equal ? int(lang::CompareOpArg::Eq) : int(lang::CompareOpArg::NotEq));
    };
  };
  add_method(t, "__eq__", compare(true));
  add_method(t, "__ne__", compare(false));
  add_method(t, "__repr__", [](const CallArgs& a) {
    const WeakRefObject* w = self_ref(a[0]);
    if (!w->referent) return new_str("<weakref at " + hex_address(w) + "; dead>");
    Value obj(w->referent);
    Value name = getattr_opt(obj, intern("__name__").get());
    std::string s = "<weakref at " + hex_address(w) + "; to '" + tp_name(obj.obj()->type) + "' at " + hex_address(w->referent);
    if (is_str(name)) s += " (" + str_of(name) + ")";
    return new_str(s + ">");
  });
  // weakref.ref[int] (types.GenericAlias, imported on first use as list[int]'s is).
  Value class_getitem = new_native("__class_getitem__", [](const CallArgs& a) {
    return call(getattr(import_module("_generic_alias"), "GenericAlias"), {a[0], a[1]});
  });
  t->dict->set_str(intern("__class_getitem__").get(), Value(make<WrapperObject>(T.classmethod, class_getitem)));
  add_property(t, "__callback__", [](const CallArgs& a) {
    const Value& c = self_ref(a[0])->callback;
    return c.is_null() ? Value::none() : c;
  });
}

// A `__weakref__` descriptor's type (CPython's getset_descriptor, shown as "<attribute ... objects>").
TypeObject* getset_descriptor_type() {
  static TypeObject* t = [] {
    TypeObject* g = new_type("getset_descriptor", {}, Layout::Property, true).get();
    incref(g);
    add_method(g, "__repr__", [](const CallArgs& a) { return as<PropertyObject>(a[0])->fdel; });
    add_method(g, "__get__", [](const CallArgs& a) {
      if (a.args.size() < 2 || a[1].is_none()) return a[0];
      return call(as<PropertyObject>(a[0])->fget, {a[1]});
    });
    add_property(g, "__doc__", [](const CallArgs& a) { return as<PropertyObject>(a[0])->doc; });
    add_method(g, "__set__", [](const CallArgs&) -> Value { raise(T.AttributeError, "attribute '__weakref__' of objects is not writable"); });
    add_method(g, "__delete__", [](const CallArgs&) -> Value { raise(T.AttributeError, "attribute '__weakref__' of objects is not writable"); });
    return g;
  }();
  return t;
}

void init_weakref_module(ModuleObject& m) {
  auto set = [&](const char* name, Value v) { m.dict()->set_str(intern(name).get(), std::move(v)); };
  set("ref", Value(g_ref));
  set("ReferenceType", Value(g_ref));
  set("ProxyType", Value(g_proxy));
  set("CallableProxyType", Value(g_callable_proxy));
  set("getweakrefcount", new_native("getweakrefcount", [](const CallArgs& a) {
    if (a.nkw() || a.npos() != 1)
      raise(T.TypeError, "_weakref.getweakrefcount() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    int64_t n = 0;
    if (a[0].is_obj() && a[0].obj()->type->weakrefable)
      for (WeakRefObject* w = head_of(a[0].obj()); w; w = w->next) ++n;
    return Value(n);
  }, false, "Return the number of weak references to 'object'."));
  set("getweakrefs", new_native("getweakrefs", [](const CallArgs& a) {
    if (a.nkw() || a.npos() != 1)
      raise(T.TypeError, "_weakref.getweakrefs() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    std::vector<Value> out;
    if (a[0].is_obj() && a[0].obj()->type->weakrefable)
      for (WeakRefObject* w = head_of(a[0].obj()); w; w = w->next) out.emplace_back(w);
    return new_list(std::move(out));
  }, false, "Return a list of all weak reference objects pointing to 'object'."));
  set("proxy", new_native("proxy", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "proxy() takes no keyword arguments");
    if (a.npos() < 1) raise(T.TypeError, "proxy expected at least 1 argument, got 0");
    if (a.npos() > 2) raise(T.TypeError, "proxy expected at most 2 arguments, got " + std::to_string(a.npos()));
    return new_weakref(g_proxy, a[0], a.npos() > 1 ? a[1] : Value());
  }, false, "Create a proxy object that weakly references 'object'."));
  // Deletes d[key] when its value is a dead weak reference (WeakValueDictionary's removal callback).
  set("_remove_dead_weakref", new_native("_remove_dead_weakref", [](const CallArgs& a) {
    if (a.npos() != 2 || !has_layout(a[0], Layout::Dict))
      raise(T.TypeError, "_remove_dead_weakref() argument 1 must be dict");
    auto* d = as<DictObject>(a[0]);
    Value v = d->get(a[1]);
    if (v.is_null()) return Value::none();
    if (v.is_obj() && v.obj()->type->layout == Layout::WeakRef && !self_ref(v)->referent) d->erase(a[1]);
    return Value::none();
  }));
}

}  // namespace

WeakRefObject::~WeakRefObject() { unlink(this); }

void WeakRefObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  if (callback.is_obj()) visit(callback.obj(), ctx);
}

void WeakRefObject::gc_clear() {
  Object::gc_clear();
  unlink(this);
  (void)Value(std::move(callback));
}

namespace weakref {

void clear_on_free(Object* o) {
  WeakRefObject* w = head_of(o);
  if (!w) return;
  // All die before any callback runs; each callback is taken from its reference (CPython's
  // PyObject_ClearWeakRefs), and the references are held while their callbacks run.
  std::vector<std::pair<Value, Value>> calls;
  while (w) {
    WeakRefObject* next = w->next;
    if (!w->callback.is_null()) calls.emplace_back(Value(w), std::move(w->callback));
    unlink(w);
    w = next;
  }
  for (const auto& [wr, cb] : calls) run_callback(wr, cb);
}

void clear_for_collection(Object* o, bool (*is_garbage)(const Object*), std::vector<Value>& pending) {
  if (o->type->layout == Layout::WeakRef) unlink(static_cast<WeakRefObject*>(o));
  if (!o->type->weakly_referenced) return;
  for (WeakRefObject* w = head_of(o); w;) {
    WeakRefObject* next = w->next;
    unlink(w);
    // A reference that is garbage too dies with its referent, its callback uncalled (it could reach the
    // garbage); one that outlives the garbage keeps its callback and gets it called.
    if (!w->callback.is_null() && !is_garbage(w)) pending.emplace_back(w);
    w = next;
  }
}

int64_t call_callbacks(std::vector<Value>& pending) {
  int64_t freed = 0;
  for (Value& v : pending) {
    const Value cb = self_ref(v)->callback;
    if (!cb.is_null()) run_callback(v, cb);
    if (v.obj()->refcount == 1) ++freed;  // (the collection's is the last reference: dropping it frees it)
    v = Value();
  }
  pending.clear();
  return freed;
}

size_t referent_count() { return heads().size(); }

int64_t hash(Object* r) {
  auto* w = static_cast<WeakRefObject*>(r);
  if (is_proxy(w)) raise(T.TypeError, "unhashable type: '" + tp_name(w->type) + "'");
  if (w->hash != -1) return w->hash;
  if (!w->referent) raise(T.TypeError, "weak object has gone away");
  w->hash = hash_of(Value(w->referent));
  return w->hash;
}

Value weakref_descriptor(TypeObject* owner) {
  auto p = make<PropertyObject>(getset_descriptor_type());
  p->fget = new_native("__weakref__", [](const CallArgs& a) {
    WeakRefObject* w = a[0].is_obj() ? head_of(a[0].obj()) : nullptr;
    return w ? Value(w) : Value::none();
  });
  p->doc = new_str("list of weak references to the object (if defined)");
  p->fdel = new_str("<attribute '__weakref__' of '" + tp_name(owner) + "' objects>");  // (its repr)
  return Value(p);
}

void init() {
  // The builtin types whose instances CPython lets be weakly referenced (a subclass inherits it; classes of
  // user code get it in make_class).
  for (TypeObject* t : {T.type, T.function, T.builtin_function, T.method, T.set, T.frozenset, T.module, T.generator,
                        T.code, T.memoryview})
    t->weakrefable = true;

  Ref<TypeObject> ref = new_type("ReferenceType", {}, Layout::WeakRef, true, "weakref");
  g_ref = ref.get();
  incref(g_ref);  // types are immortal
  g_ref->alloc = [](TypeObject* t) -> Object* { return new WeakRefObject(t); };
  ref_methods(g_ref);
  g_ref->dict->set_str(intern("__doc__").get(), Value::none());
  for (TypeObject** slot : {&g_proxy, &g_callable_proxy}) {
    Ref<TypeObject> p = new_type(slot == &g_proxy ? "ProxyType" : "CallableProxyType", {}, Layout::WeakRef, true, "weakref");
    *slot = p.get();
    incref(*slot);
    p->alloc = g_ref->alloc;
    proxy_methods(*slot);
  }
  add_method(g_callable_proxy, "__call__", [](const CallArgs& a) {
    return call(unwrap(a[0]), CallArgs{a.args.subspan(1), a.kwnames});
  });

  Ref<TypeObject> re = new_type("ReferenceError", {Ref<TypeObject>(T.Exception)}, Layout::Exception, true);
  g_reference_error = re.get();
  incref(g_reference_error);
  g_reference_error->alloc = T.Exception->alloc;
  g_reference_error->dict->set_str(intern("__doc__").get(), new_str("Weak ref proxy used after referent went away."));
  R.builtins->set_str(intern("ReferenceError").get(), Value(g_reference_error));

  register_native_module("_weakref", init_weakref_module);
}

}  // namespace weakref
}  // namespace tsr::interp
