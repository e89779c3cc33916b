// The object model's core: type creation (C3 MRO), attribute lookup and descriptors (§3.4), calls and
// argument binding for natives (§3.5), and raising exceptions.
#include <sys/resource.h>

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "interpreter/id_registry.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "interpreter/weakref.hpp"
#include <span>

namespace tsr::interp {

BuiltinTypes T;
Runtime R;
Value kNotImplemented, kEllipsis;

// Freeing an object releases what it holds, which may free more: a million-deep nested list would recurse a
// million destructors deep. Past kMaxDestroyDepth nested destructors the object waits in `deferred`, and the
// outermost destroy frees the waiting ones one by one (CPython's trashcan, Include/cpython/object.h).
namespace {
constexpr int kMaxDestroyDepth = 50;
thread_local int destroy_depth = 0;
thread_local std::vector<Object*> deferred;

// Runs o.__del__ with o alive again (refcount 1). True when o is still unreferenced afterwards.
bool run_del(Object* o) {
  o->refcount = 1;
  gc::call_del(o);
  return --o->refcount == 0;
}
}  // namespace

void destroy(Object* o) {
  // (bare test objects have no type; a generator's finalizer only closes a suspended one: gc::call_del)
  if (o->type && o->type->has_del && (!is_generator_layout(o->type->layout) || generator_needs_finalizing(o)))
      [[unlikely]] {
    // PEP 442: __del__ runs once; an object it resurrected is freed later without a second call.
    if (gc::was_finalized(o)) {
      gc::set_finalized(o, false);
    } else if (!run_del(o)) {
      gc::set_finalized(o, true);
      return;
    }
  }
  // Out of the collector's lists before anything is released: a finalizer run by the release may collect.
  if (gc::is_tracked(o)) gc::untrack(o);
  // After __del__, as CPython's subtype_dealloc: the weak references die and their callbacks run.
  if (o->type && o->type->weakly_referenced) [[unlikely]] weakref::clear_on_free(o);
  if (id_registry::g_on) [[unlikely]] id_registry::forget(o);
  if (destroy_depth >= kMaxDestroyDepth) {
    deferred.push_back(o);
    return;
  }
  ++destroy_depth;
  delete o;
  if (destroy_depth == 1)
    while (!deferred.empty()) {
      Object* next = deferred.back();
      deferred.pop_back();
      delete next;
    }
  --destroy_depth;
}

Object::~Object() {
  if (gc::is_tracked(this)) gc::untrack(this);  // (an object deleted without destroy(): a constructor threw)
  if (attrs) decref(reinterpret_cast<Object*>(attrs));
}

ModuleObject::ModuleObject(TypeObject* t, Ref<StrObject> n, Ref<DictObject> d) : Object(t), name(std::move(n)) {
  attrs = d.get();
  incref(attrs);
  // A namespace is written through the global-name caches too (vm.cpp), which do not track: tracked from the
  // start, as CPython's module dicts are in practice (they hold functions).
  if (!gc::is_tracked(attrs)) gc::track(attrs);
  gc::track(this);
}

ExceptionObject::ExceptionObject(TypeObject* t) : Object(t), args(new_tuple({})) { gc::track(this); }

size_t CallArgs::nkw() const { return kwnames ? kwnames->items.size() : 0; }

void raise_bad_argument() { raise(T.TypeError, "bad argument type for built-in operation"); }

const std::string& format_spec_arg(const CallArgs& a, const std::string& type_name_) {
  if (a.nkw()) raise(T.TypeError, type_name_ + ".__format__() takes no keyword arguments");
  if (a.npos() != 2)
    raise(T.TypeError, type_name_ + ".__format__() takes exactly one argument (" +
                           std::to_string(a.npos() ? a.npos() - 1 : 0) + " given)");
  if (!is_str(a[1])) raise(T.TypeError, "__format__() argument must be str, not " + type_name(a[1]));
  return str_of(a[1]);
}

void CallArgs::missing_argument(size_t i) const {
  raise(T.TypeError, "function takes at least " + std::to_string(i + 1) + " argument" + (i ? "s" : "") + " (" +
                         std::to_string(args.size()) + " given)");
}

void raise_native_arity(const NativeFunctionObject& f, const CallArgs& a) {
  const NativeArity& r = f.arity;
  const size_t n = a.npos();
  if (r.kind != NativeArity::PositionalWithKeywords && a.nkw())
    raise(T.TypeError, f.name + "() takes no keyword arguments");
  switch (r.kind) {
    case NativeArity::Unchecked: break;
    case NativeArity::One:
      if (n != 1) raise(T.TypeError, f.name + "() takes exactly one argument (" + std::to_string(n) + " given)");
      break;
    case NativeArity::NoArgs:
      if (n) raise(T.TypeError, f.name + "() takes no arguments (" + std::to_string(n) + " given)");
      break;
    case NativeArity::Positional:
    case NativeArity::PositionalWithKeywords: {
      // _PyArg_CheckPositional's wording
      auto fail = [&](const char* bound, size_t k) {
        raise(T.TypeError, f.name + " expected " + (r.min == r.max ? "" : bound) + std::to_string(k) + " argument" +
                               (k == 1 ? "" : "s") + ", got " + std::to_string(n));
      };
      if (n < r.min) fail("at least ", r.min);
      if (n > r.max) fail("at most ", r.max);
      break;
    }
  }
  throw std::logic_error("raise_native_arity: the arguments fit " + f.name + "'s arity");
}

void check_wrapper_args(const CallArgs& a, const std::string& name, size_t n) {
  if (a.nkw()) raise(T.TypeError, "wrapper " + name + "() takes no keyword arguments");
  const size_t given = a.npos() ? a.npos() - 1 : 0;
  if (given != n)
    raise(T.TypeError, "expected " + std::to_string(n) + " argument" + (n == 1 ? "" : "s") + ", got " +
                           std::to_string(given));
}

void check_method_args(const CallArgs& a, const std::string& qualname, size_t n) {
  if (a.nkw()) raise(T.TypeError, qualname + "() takes no keyword arguments");
  const size_t given = a.npos() ? a.npos() - 1 : 0;
  if (given == n) return;
  raise(T.TypeError, qualname + (n ? "() takes exactly one argument (" : "() takes no arguments (") +
                         std::to_string(given) + " given)");
}

// ---------------------------------------------------------------- construction

Ref<StrObject> intern(std::string_view s) {
  static std::unordered_map<std::string, Ref<StrObject>> table;
  auto it = table.find(std::string(s));
  if (it != table.end()) return it->second;
  auto o = make<StrObject>(T.str, std::string(s));
  table.emplace(std::string(s), o);
  return o;
}

Value new_str(std::string s) { return Value(make<StrObject>(T.str, std::move(s))); }
// The empty tuple is one object, as CPython's (`k is ()` holds for every empty tuple); nothing mutates a tuple made
// here (subclasses and torch.Size are allocated on their own).
Value new_tuple(std::vector<Value> items) {
  if (items.empty()) {
    static const Value empty(make<TupleObject>(T.tuple, std::vector<Value>{}));
    return empty;
  }
  return Value(make<TupleObject>(T.tuple, std::move(items)));
}
Value new_list(std::vector<Value> items) { return Value(make<ListObject>(T.list, std::move(items))); }
Ref<DictObject> new_dict() { return make<DictObject>(T.dict); }

Value new_native(std::string name, NativeFn fn, bool binds, std::string doc) {
  auto f = make<NativeFunctionObject>(T.builtin_function, name, std::move(fn));
  f->qualname = std::move(name);
  f->binds = binds;
  f->doc = std::move(doc);
  return Value(f);
}

void add_method(TypeObject* t, const std::string& name, NativeFn fn, std::string doc) {
  types_changed();
  Value f = new_native(name, std::move(fn), true, std::move(doc));
  as<NativeFunctionObject>(f)->qualname = t->name + "." + name;
  as<NativeFunctionObject>(f)->owner = t;
  t->dict->set_str(intern(name).get(), f);
}

void add_static(TypeObject* t, const std::string& name, NativeFn fn) {
  types_changed();
  if (name == "__new__") {
    // CPython's tp_new_wrapper: the class to make comes first and must be this type or a subtype of it (a native
    // __new__ reads it as a type).
    fn = [t, body = std::move(fn)](const CallArgs& a) {
      const std::string name = tp_name(t);
      if (a.args.empty()) raise(T.TypeError, name + ".__new__(): not enough arguments");
      if (!has_layout(a.args[0], Layout::Type))
        raise(T.TypeError, name + ".__new__(X): X is not a type object (" + type_name(a.args[0]) + ")");
      auto* cls = static_cast<TypeObject*>(a.args[0].obj());
      if (!is_subtype(cls, t))
        raise(T.TypeError, name + ".__new__(" + tp_name(cls) + "): " + tp_name(cls) + " is not a subtype of " + name);
      return body(a);
    };
  }
  Value f = new_native(name, std::move(fn), false);
  as<NativeFunctionObject>(f)->qualname = t->name + "." + name;
  t->dict->set_str(intern(name).get(), Value(make<WrapperObject>(T.staticmethod, f)));
}

void add_property(TypeObject* t, const std::string& name, NativeFn getter, NativeFn setter) {
  types_changed();
  auto p = make<PropertyObject>(T.property);
  p->fget = new_native(name, std::move(getter));
  if (setter) p->fset = new_native(name, std::move(setter));
  t->dict->set_str(intern(name).get(), Value(p));
}

namespace {

// C3 linearisation (CPython's mro_implementation); TypeError when no consistent order exists.
std::vector<TypeObject*> c3_mro(TypeObject* t) {
  std::vector<std::vector<TypeObject*>> seqs;
  for (auto& b : t->bases) seqs.push_back(b->mro);
  std::vector<TypeObject*> bases;
  for (auto& b : t->bases) bases.push_back(b.get());
  seqs.push_back(bases);
  std::vector<TypeObject*> out{t};
  for (;;) {
    bool empty = true;
    for (auto& s : seqs) empty &= s.empty();
    if (empty) return out;
    TypeObject* cand = nullptr;
    for (auto& s : seqs) {
      if (s.empty()) continue;
      TypeObject* head = s.front();
      bool in_tail = false;
      for (auto& s2 : seqs)
        for (size_t i = 1; i < s2.size(); ++i) in_tail |= s2[i] == head;
      if (!in_tail) {
        cand = head;
        break;
      }
    }
    if (!cand) {
      std::string names;
      for (auto& b : t->bases) names += (names.empty() ? "" : ", ") + b->name;
      raise(T.TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases " + names);
    }
    out.push_back(cand);
    for (auto& s : seqs)
      if (!s.empty() && s.front() == cand) s.erase(s.begin());
  }
}

}  // namespace

// type.__subclasses__(): each type's direct subclasses in creation order (CPython's tp_subclasses). Types are
// immortal, so the raw pointers stay valid.
std::vector<TypeObject*>& subclasses_of(TypeObject* t) {
  static std::unordered_map<TypeObject*, std::vector<TypeObject*>> table;
  return table[t];
}

Ref<TypeObject> new_type(std::string name, std::vector<Ref<TypeObject>> bases, Layout layout, bool builtin,
                         std::string module) {
  auto t = make<TypeObject>(T.type);
  incref(t.get());  // types are immortal
  t->name = t->qualname = std::move(name);
  t->module = std::move(module);
  t->layout = layout;
  t->builtin = builtin;
  t->dict = new_dict();
  if (bases.empty() && T.object && t.get() != T.object) bases.push_back(Ref<TypeObject>(T.object));
  t->bases = std::move(bases);
  for (const auto& b : t->bases) subclasses_of(b.get()).push_back(t.get());
  t->mro = c3_mro(t.get());
  for (auto* b : t->mro) {
    t->weakrefable |= b->weakrefable;
    if (!t->collection_flags) t->collection_flags = b->collection_flags;
    if (b != t.get() && b->layout != Layout::Object && t->layout == Layout::Object) t->layout = b->layout;
  }
  // Instances are made as the base that gives the layout makes them (CPython's solid base): in `class P(Mixin,
  // dict)` the mixin comes first in the MRO, but a P is a dict.
  for (auto* b : t->mro)
    if (b->alloc && (t->layout == Layout::Object || b->layout == t->layout)) {
      t->alloc = b->alloc;
      break;
    }
  if (!t->alloc)
    for (auto* b : t->mro)
      if ((t->alloc = b->alloc)) break;
  if (t->layout == Layout::Type) t->alloc = nullptr;  // a metaclass: its instances come from type.__new__
  return t;
}

// ---------------------------------------------------------------- types and predicates

TypeObject* type_of(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return T.none;
    case Tag::Bool: return T.bool_;
    case Tag::Int: return T.int_;
    case Tag::Float: return T.float_;
    case Tag::Obj: return v.obj()->type;
    case Tag::Null: break;
  }
  return T.none;
}

bool is_subtype(const TypeObject* a, const TypeObject* b) {
  if (a == b) return true;
  for (auto* m : a->mro)
    if (m == b) return true;
  return false;
}

bool isinstance(const Value& v, const TypeObject* t) { return is_subtype(type_of(v), t); }


std::string tp_name(const TypeObject* t) {
  return (t->builtin || t->extension) && t->module != "builtins" ? t->module + "." + t->name : t->name;
}
std::string type_name(const Value& v) { return tp_name(type_of(v)); }

// ---------------------------------------------------------------- exceptions

Ref<ExceptionObject> new_exception_args(TypeObject* type, Value args) {
  auto e = Ref<ExceptionObject>(static_cast<ExceptionObject*>(type->alloc(type)));
  e->args = std::move(args);
  return e;
}

Ref<ExceptionObject> new_exception(TypeObject* type, std::string msg) {
  return new_exception_args(type, new_tuple({new_str(std::move(msg))}));
}

void raise(TypeObject* type, std::string msg) { throw PyException{new_exception(type, std::move(msg))}; }

Ref<ExceptionObject> new_stop_iteration(const Value& value) {
  return new_exception_args(T.StopIteration, value.is_none() ? new_tuple({}) : new_tuple({value}));
}

void raise_stop_iteration(const Value& value) { throw PyException{new_stop_iteration(value)}; }

Ref<ExceptionObject> new_key_error(const Value& key) { return new_exception_args(T.KeyError, new_tuple({key})); }

// object.__new__ of a class with abstract methods (CPython 3.11's object_new message).
void raise_abstract(TypeObject* t) {
  std::vector<std::string> names;
  for (const Value& n : to_vector(t->dict->get_str(intern("__abstractmethods__").get())))
    names.push_back(is_str(n) ? str_of(n) : repr(n));
  std::sort(names.begin(), names.end());
  std::string joined;
  for (const auto& n : names) joined += (joined.empty() ? "" : ", ") + n;
  raise(T.TypeError, "Can't instantiate abstract class " + t->name + " with abstract method" +
                         (names.size() == 1 ? "" : "s") + " " + joined);
}

void raise_value(Value v) {
  if (has_layout(v, Layout::Type) && is_subtype(as<TypeObject>(v), T.BaseException)) v = call(v, {});
  if (!isinstance(v, T.BaseException)) raise(T.TypeError, "exceptions must derive from BaseException");
  throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(v))};
}

// ---------------------------------------------------------------- attributes

// The method cache (as CPython's type attribute cache): (type, name) -> what the MRO walk found, valid while no
// type's dict has changed since (type_version counts those changes).
uint64_t g_type_version = 1;
void types_changed() { ++g_type_version; }

namespace {
struct CacheEntry {
  const TypeObject* type = nullptr;
  const StrObject* name = nullptr;
  uint64_t version = 0;
  Value value;
};
CacheEntry g_method_cache[4096];
}  // namespace

Value lookup(const TypeObject* t, const StrObject* name) {
  const size_t h = ((reinterpret_cast<uintptr_t>(t) >> 4) * 31 + (reinterpret_cast<uintptr_t>(name) >> 4)) & 4095;
  CacheEntry& e = g_method_cache[h];
  if (e.type == t && e.name == name && e.version == g_type_version) return e.value;
  Value found;
  for (auto* m : t->mro) {
    Value v = m->dict->get_str(name);
    if (!v.is_null()) {
      found = std::move(v);
      break;
    }
  }
  e.type = t;
  e.name = name;
  e.version = g_type_version;
  e.value = found;
  return found;
}

namespace {

bool is_data_descriptor(const Value& d) {
  if (!d.is_obj()) return false;
  TypeObject* dt = d.obj()->type;
  if (dt->layout == Layout::Property) return true;
  if (dt->builtin) return false;
  return !lookup(dt, intern("__set__").get()).is_null() && !lookup(dt, intern("__get__").get()).is_null();
}

// Note [Lazy attributes]: a library can defer setting up attributes of a class until one is missed. The first
// failed lookup on an instance of `g_miss_type` (or a subclass), or on the class itself, calls the hook once and
// looks again, hasattr's quiet lookups included, so code cannot tell an attribute was not there from the start.
// torch uses it for its long tail (torch/__init__.tsr): `import torch` does not pay for 500 rarely used names.
namespace {
TypeObject* g_miss_type = nullptr;
Value g_miss_hook;

// Runs the hook when `t` is the registered class or a subclass and the hook has not run yet: true when it ran.
bool run_attribute_miss_hook(const TypeObject* t) {
  if (!g_miss_type || !is_subtype(t, g_miss_type)) return false;
  Value hook = std::move(g_miss_hook);
  g_miss_type = nullptr;
  g_miss_hook = Value();
  call(hook, {});
  return true;
}
}  // namespace

// A failed attribute read raises AttributeError carrying `name` and `obj`, as CPython 3.10+ does: the traceback
// printer offers "Did you mean" from them (suggestions.hpp).
}  // namespace

Ref<ExceptionObject> new_attribute_error(const Value& o, const StrObject* name) {
  std::string msg;
  if (has_layout(o, Layout::Type))
    msg = "type object '" + tp_name(as<TypeObject>(o)) + "' has no attribute '" + name->s + "'";
  else if (has_layout(o, Layout::Module)) {
    // the module's __name__ as its namespace holds it now (CPython's module_getattro reads md_dict), which a
    // package that copies another module's namespace or renames itself has changed
    const DictObject* d = as<ModuleObject>(o)->dict();
    static Ref<StrObject> name_key = intern("__name__");
    const Value current = d ? d->get_str(name_key.get()) : Value();
    msg = !current.is_null() && is_str(current) ? "module '" + str_of(current) + "' has no attribute '" + name->s + "'"
                                                 : "module has no attribute '" + name->s + "'";
  }
  else
    msg = "'" + type_name(o) + "' object has no attribute '" + name->s + "'";
  Ref<ExceptionObject> e = new_exception(T.AttributeError, std::move(msg));
  instance_dict(e.get()).set_str(intern("name").get(), Value(const_cast<StrObject*>(name)));
  instance_dict(e.get()).set_str(intern("obj").get(), o);
  return e;
}

namespace {
Value attribute_error(const Value& o, const StrObject* name, bool suppress) {
  if (suppress) return {};
  throw PyException{new_attribute_error(o, name)};
}

Value type_getattr(TypeObject* t, StrObject* name, bool suppress) {
  const std::string& n = name->s;
  if (n.size() > 4 && n[0] == '_' && n[1] == '_') {
    if (n == "__name__") return new_str(t->name);
    if (n == "__qualname__") return new_str(t->qualname);
    // object's __class__ is a data descriptor of the metatype, found before the class's own MRO (which holds the
    // same descriptor, unbound)
    if (n == "__class__") return Value(t->type);
    if (n == "__module__") {
      Value m = t->dict->get_str(name);
      return m.is_null() ? new_str(t->module) : m;
    }
    if (n == "__annotations__" && !t->builtin) {
      // A class's own annotations, never a base's; created empty on first access (CPython 3.10+).
      Value a = t->dict->get_str(name);
      if (a.is_null()) {
        a = Value(new_dict());
        types_changed();
        t->dict->set_str(name, a);
      }
      return a;
    }
    if (n == "__mro__") {
      std::vector<Value> items;
      for (auto* m : t->mro) items.emplace_back(m);
      return new_tuple(std::move(items));
    }
    if (n == "__bases__") {
      std::vector<Value> items;
      for (auto& b : t->bases) items.emplace_back(b);
      return new_tuple(std::move(items));
    }
    if (n == "__base__") {  // the base giving the layout (CPython's best_base), else the first
      for (const auto& b : t->bases)
        if (t->layout != Layout::Object && b->layout == t->layout) return Value(b);
      return t->bases.empty() ? Value::none() : Value(t->bases[0]);
    }
    if (n == "__dict__") return Value(t->dict);
    if (n == "__doc__") {
      Value d = t->dict->get_str(name);
      return d.is_null() ? Value::none() : d;
    }
  }
  TypeObject* meta = t->type;
  if (meta == T.type) [[likely]] {
    Value d = lookup(t, name);
    if (!d.is_null()) return bind_descriptor(d, Value(), t);
    Value m = lookup(T.type, name);
    if (!m.is_null()) return bind_descriptor(m, Value(t), T.type);
    if (g_miss_type && run_attribute_miss_hook(t)) return type_getattr(t, name, suppress);
    return attribute_error(Value(t), name, suppress);
  }
  // A class of a custom metaclass: as type_getattro, the metaclass's data descriptors first, then the class's
  // MRO, then the metaclass's other attributes (bound to the class).
  Value m = lookup(meta, name);
  if (!m.is_null() && is_data_descriptor(m)) return bind_descriptor(m, Value(t), meta);
  Value d = lookup(t, name);
  if (!d.is_null()) return bind_descriptor(d, Value(), t);
  if (!m.is_null()) return bind_descriptor(m, Value(t), meta);
  return attribute_error(Value(t), name, suppress);
}

}  // namespace

Value type_getattribute(TypeObject* t, StrObject* name) { return type_getattr(t, name, false); }

Value bind_descriptor(const Value& d, const Value& obj, TypeObject* owner) {
  if (!d.is_obj()) return d;
  Object* o = d.obj();
  switch (o->type->layout) {
    case Layout::Function:
      if (obj.is_null()) return d;
      return Value(make<BoundMethodObject>(T.method, d, obj));
    case Layout::Native:
      if (obj.is_null() || !static_cast<NativeFunctionObject*>(o)->binds) return d;
      return Value(make<BoundMethodObject>(T.method, d, obj));
    case Layout::ClassMethod:
      return Value(make<BoundMethodObject>(T.method, static_cast<WrapperObject*>(o)->func, Value(owner)));
    case Layout::StaticMethod: return static_cast<WrapperObject*>(o)->func;
    case Layout::Property: {
      if (obj.is_null()) return d;
      return property_get(static_cast<PropertyObject*>(o), obj);
    }
    default: break;
  }
  if (o->type->builtin) return d;
  Value get = lookup(o->type, intern("__get__").get());
  if (get.is_null()) return d;
  return call(get, {d, obj.is_null() ? Value::none() : obj, Value(owner)});
}

Value generic_getattr(const Value& o, StrObject* name, bool suppress) {
  TypeObject* t = type_of(o);
  Value d = lookup(t, name);
  if (!d.is_null() && is_data_descriptor(d)) return bind_descriptor(d, o, t);
  if (Object* obj = o.obj(); obj && obj->attrs) {
    Value v = obj->attrs->get_str(name);
    if (!v.is_null()) return v;
  }
  if (!d.is_null()) return bind_descriptor(d, o, t);
  if (g_miss_type && run_attribute_miss_hook(t)) return generic_getattr(o, name, suppress);
  return attribute_error(o, name, suppress);
}

namespace {
// The ordinary lookup on an instance of a class with __getattr__: an AttributeError it raises, a descriptor's or a
// property's included, is a miss (null) that __getattr__ then answers, as CPython's slot_tp_getattr_hook has it
// (nn.Module's message then names the attribute asked for).
Value lookup_before_getattr(const Value& o, StrObject* name) {
  try {
    return generic_getattr(o, name, true);
  } catch (PyException& e) {
    if (!isinstance(Value(e.exc), T.AttributeError)) throw;
    return {};
  }
}
}  // namespace

Value getattr_opt(const Value& o, StrObject* name) {
  if (o.is_obj()) {
    Object* obj = o.obj();
    if (obj->type->layout == Layout::Type) {
      Value v = type_getattr(static_cast<TypeObject*>(obj), name, true);
      if (!v.is_null() || !obj->type->has_getattr) return v;
      try {  // a metaclass's __getattr__
        return call(lookup(obj->type, intern("__getattr__").get()), {o, Value(name)});
      } catch (PyException& e) {
        if (isinstance(Value(e.exc), T.AttributeError)) return {};
        throw;
      }
    }
    if (obj->type->layout == Layout::Module) {
      Value v = obj->attrs->get_str(name);
      if (!v.is_null()) return v;
      if (obj->attrs == R.builtins.get()) {  // builtins the runtime makes on first use
        v = lazy_builtin(name);
        if (!v.is_null()) return v;
      }
      // then the module type's own attributes (__dict__, __class__, __repr__, ...), then PEP 562's __getattr__
      if (!lookup(obj->type, name).is_null()) return generic_getattr(o, name, true);
      Value ga = obj->attrs->get_str(intern("__getattr__").get());
      if (!ga.is_null()) {
        try {
          return call(ga, {Value(name)});
        } catch (PyException& e) {
          if (!isinstance(Value(e.exc), T.AttributeError)) throw;
        }
      }
      // a ModuleType subclass's own __getattr__ (transformers' _LazyModule), after the module's
      if (!obj->type->has_getattr) return {};
      try {
        return call(lookup(obj->type, intern("__getattr__").get()), {o, Value(name)});
      } catch (PyException& e) {
        if (isinstance(Value(e.exc), T.AttributeError)) return {};
        throw;
      }
    }
  }
  TypeObject* t = type_of(o);
  if (t->custom_getattribute) {
    try {
      return call(lookup(t, intern("__getattribute__").get()), {o, Value(name)});
    } catch (PyException& e) {
      if (!isinstance(Value(e.exc), T.AttributeError)) throw;
      if (!t->has_getattr) return {};
    }
  } else {
    Value v = t->has_getattr ? lookup_before_getattr(o, name) : generic_getattr(o, name, true);
    if (!v.is_null() || !t->has_getattr) return v;
  }
  Value hook = lookup(t, intern("__getattr__").get());
  if (has_layout(hook, Layout::Function)) {
    // A tsr __getattr__ (nn.Module's) raising AttributeError answers hasattr and getattr's default: returned,
    // not thrown, it costs no C++ unwind.
    Ref<ExceptionObject> raised;
    const Value args[] = {o, Value(name)};
    Value v = call_function_soft(as<FunctionObject>(hook), CallArgs{std::span<const Value>(args, 2), nullptr}, &raised);
    if (!raised) return v;
    if (isinstance(Value(raised), T.AttributeError)) return {};
    throw PyException{std::move(raised)};
  }
  try {
    return call(hook, {o, Value(name)});
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.AttributeError)) return {};
    throw;
  }
}

namespace {
// CPython 3.11's set_attribute_error_context: an AttributeError a class's __getattr__ or __getattribute__, or a
// module's PEP 562 __getattr__, raised without name and obj gets the failed lookup's, so that the traceback offers
// "Did you mean".
Value calling_attribute_hook(const Value& hook, std::initializer_list<Value> args, const Value& o, StrObject* name) {
  try {
    return call(hook, args);
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.AttributeError)) {
      DictObject& d = instance_dict(e.exc.get());
      const Value n = d.get_str(intern("name").get()), obj = d.get_str(intern("obj").get());
      if ((n.is_null() || n.is_none()) && (obj.is_null() || obj.is_none())) {
        d.set_str(intern("name").get(), Value(name));
        d.set_str(intern("obj").get(), o);
      }
    }
    throw;
  }
}
Value calling_attribute_hook(const Value& hook, const Value& o, StrObject* name) {
  return calling_attribute_hook(hook, {o, Value(name)}, o, name);
}
}  // namespace

Value getattr(const Value& o, StrObject* name) {
  TypeObject* t = type_of(o);
  if (plain_attribute_lookup(t)) return generic_getattr(o, name, false);
  if (t->custom_getattribute) {
    try {
      return calling_attribute_hook(lookup(t, intern("__getattribute__").get()), o, name);
    } catch (PyException& e) {
      if (!t->has_getattr || !isinstance(Value(e.exc), T.AttributeError)) throw;
      return calling_attribute_hook(lookup(t, intern("__getattr__").get()), o, name);
    }
  }
  if (t->layout == Layout::Type && t->has_getattr) {  // a class whose metaclass defines __getattr__
    Value v = type_getattr(as<TypeObject>(o), name, true);
    if (!v.is_null()) return v;
    return calling_attribute_hook(lookup(t, intern("__getattr__").get()), o, name);
  }
  if (t->has_getattr) {
    Value v = lookup_before_getattr(o, name);
    if (!v.is_null()) return v;
    return calling_attribute_hook(lookup(t, intern("__getattr__").get()), o, name);
  }
  if (t->layout == Layout::Module) {
    // PEP 562: a module's __getattr__ answers the names its dict lacks, and the AttributeError it raises is the
    // one the caller sees (CPython's module_getattro; numpy's removed aliases explain themselves so)
    Object* obj = o.obj();
    Value v = obj->attrs->get_str(name);
    if (!v.is_null()) return v;
    if (obj->attrs == R.builtins.get() && !(v = lazy_builtin(name)).is_null()) return v;
    Value ga = obj->attrs->get_str(intern("__getattr__").get());
    if (!ga.is_null() && lookup(t, name).is_null()) return calling_attribute_hook(ga, {Value(name)}, o, name);
  }
  Value v = getattr_opt(o, name);
  if (v.is_null()) attribute_error(o, name, false);
  return v;
}

namespace {
void refresh_type_flags(TypeObject* t) {
  t->has_getattr = !lookup(t, intern("__getattr__").get()).is_null();
  t->has_del = !lookup(t, intern("__del__").get()).is_null();
  // object's and type's own __setattr__/__getattribute__ are the generic paths, not custom ones.
  auto is_generic = [](const Value& f, const char* name) {
    StrObject* n = intern(name).get();
    return has_layout(f, Layout::Native) && (f.obj() == T.object->dict->get_str(n).obj() || f.obj() == T.type->dict->get_str(n).obj());
  };
  Value sa = lookup(t, intern("__setattr__").get());
  t->custom_setattr = !sa.is_null() && !is_generic(sa, "__setattr__");
  Value ga = lookup(t, intern("__getattribute__").get());
  t->custom_getattribute = !ga.is_null() && !is_generic(ga, "__getattribute__");
}

bool may_have_attrs(const Object* o) {
  const TypeObject* t = o->type;
  if (!t->builtin) return !t->no_dict;
  if (t->builtin_dict) return true;
  switch (t->layout) {
    case Layout::Function: case Layout::Module: case Layout::Exception: return true;
    default: return false;
  }
}
}  // namespace

void refresh_flags(TypeObject* t) { refresh_type_flags(t); }

namespace {
[[noreturn]] void property_lacks(const PropertyObject* p, const Value& obj, const char* accessor) {
  const std::string rest = "of '" + type_of(obj)->qualname + "' object has no " + accessor;
  raise(T.AttributeError, is_str(p->name) ? "property '" + str_of(p->name) + "' " + rest : "property " + rest);
}
}  // namespace

Value property_get(const PropertyObject* p, const Value& obj) {
  if (p->fget.is_null() || p->fget.is_none()) property_lacks(p, obj, "getter");
  return call(p->fget, {obj});
}

void property_set(const PropertyObject* p, const Value& obj, const Value& v) {
  const Value& f = v.is_null() ? p->fdel : p->fset;
  if (f.is_null() || f.is_none()) property_lacks(p, obj, v.is_null() ? "deleter" : "setter");
  v.is_null() ? call(f, {obj}) : call(f, {obj, v});
}

void generic_setattr(const Value& o, StrObject* name, Value v) {
  TypeObject* t = type_of(o);
  Value d = lookup(t, name);
  if (!d.is_null() && is_data_descriptor(d)) {
    if (has_layout(d, Layout::Property)) {
      property_set(as<PropertyObject>(d), o, v);
      return;
    }
    call(lookup(d.obj()->type, intern("__set__").get()), {d, o, v});
    return;
  }
  Object* obj = o.obj();
  if (!obj || !may_have_attrs(obj)) {
    if (!d.is_null())
      raise(T.AttributeError, "'" + tp_name(t) + "' object attribute '" + name->s + "' is read-only");
    raise(T.AttributeError, "'" + tp_name(t) + "' object has no attribute '" + name->s + "'");
  }
  instance_dict(obj).set_str(name, std::move(v));
}

DictObject& instance_dict(Object* o) {
  if (!o->attrs) {
    o->attrs = new DictObject(T.dict);
    incref(o->attrs);
  }
  return *o->attrs;
}

void type_setattr(TypeObject* t, StrObject* name, Value v) {
  if (t->builtin) raise(T.TypeError, "cannot set '" + name->s + "' attribute of immutable type '" + tp_name(t) + "'");
  if (name->s == "__abstractmethods__") t->abstract = truthy(v);
  if (name->s == "__name__" || name->s == "__qualname__") {  // kept in the type, not its dict (CPython's type_set_name)
    if (!is_str(v))
      raise(T.TypeError, "can only assign string to " + t->name + "." + name->s + ", not '" + type_name(v) + "'");
    (name->s == "__name__" ? t->name : t->qualname) = str_of(v);
    return;
  }
  t->dict->set_str(name, std::move(v));
  types_changed();
  if (name->s.starts_with("__")) refresh_type_flags(t);
  if (class_watches_pending()) [[unlikely]] check_class_watches(t, name);
}

void setattr(const Value& o, StrObject* name, Value v) {
  if (o.is_obj()) {
    Object* obj = o.obj();
    if (obj->type->layout == Layout::Type) {
      if (obj->type != T.type && obj->type->custom_setattr) [[unlikely]] {  // a metaclass's __setattr__
        call(lookup(obj->type, intern("__setattr__").get()), {o, Value(name), v});
        return;
      }
      type_setattr(static_cast<TypeObject*>(obj), name, std::move(v));
      return;
    }
    // (a ModuleType subclass's properties and __setattr__ take part below, and so does `m.__class__ = M`)
    static StrObject* const class_name = intern("__class__").get();
    if (obj->type == T.module && name != class_name) {
      obj->attrs->set_str(name, std::move(v));
      return;
    }
    if (obj->type->custom_setattr) {
      call(lookup(obj->type, intern("__setattr__").get()), {o, Value(name), v});
      return;
    }
  }
  generic_setattr(o, name, std::move(v));
}

void delattr(const Value& o, StrObject* name) {
  TypeObject* t = type_of(o);
  if (o.is_obj() && o.obj()->type->layout == Layout::Type) {
    if (t != T.type) {  // a metaclass's own __delattr__
      Value custom = lookup(t, intern("__delattr__").get());
      if (!custom.is_null() && !custom.obj()->type->builtin) {
        call(custom, {o, Value(name)});
        return;
      }
    }
    types_changed();
    if (name->s == "__abstractmethods__") as<TypeObject>(o)->abstract = false;
    if (!as<TypeObject>(o)->dict->erase(Value(name)))
      raise(T.AttributeError, "type object '" + tp_name(as<TypeObject>(o)) + "' has no attribute '" + name->s + "'");
    return;
  }
  // A class's own __delattr__ (a function, whose type is builtin too) runs; object's native one is the path below.
  Value custom = lookup(t, intern("__delattr__").get());
  if (!custom.is_null() && custom.obj() != T.object->dict->get_str(intern("__delattr__").get()).obj()) {
    call(custom, {o, Value(name)});
    return;
  }
  Value d = lookup(t, name);
  if (has_layout(d, Layout::Property)) {
    property_set(as<PropertyObject>(d), o, Value());
    return;
  }
  Object* obj = o.obj();
  if (!obj || !obj->attrs || !obj->attrs->erase(Value(name)))
    raise(T.AttributeError, "'" + tp_name(t) + "' object has no attribute '" + name->s + "'");
}

// ---------------------------------------------------------------- calls

namespace {

// Calls f(first, *a) without a heap allocation for the usual small argument counts.
Value call_prepended(const Value& f, const Value& first, const CallArgs& a) {
  const size_t n = a.args.size() + 1;
  if (n <= 8) {
    Value buf[8];
    buf[0] = first;
    for (size_t i = 1; i < n; ++i) buf[i] = a.args[i - 1];
    return has_layout(f, Layout::Function) ? call_function(as<FunctionObject>(f), CallArgs{std::span<const Value>(buf, n), a.kwnames})
                                           : call(f, CallArgs{std::span<const Value>(buf, n), a.kwnames});
  }
  std::vector<Value> args;
  args.reserve(n);
  args.push_back(first);
  args.insert(args.end(), a.args.begin(), a.args.end());
  return call(f, CallArgs{args, a.kwnames});
}

}  // namespace

// type.__call__: __new__, then __init__ when __new__ returned an instance of the class.
Value construct(TypeObject* t, const CallArgs& a) {
  if (t == T.type && a.npos() == 1 && a.nkw() == 0) return Value(type_of(a[0]));
  static StrObject* s_new = intern("__new__").get();
  static StrObject* s_init = intern("__init__").get();
  Value new_fn = lookup(t, s_new);
  Value init_fn = lookup(t, s_init);
  static Value object_new = lookup(T.object, s_new);
  static Value object_init = lookup(T.object, s_init);
  const bool default_new = new_fn.identical(object_new);
  const bool default_init = init_fn.identical(object_init);
  Value obj;
  if (default_new) {
    if (a.args.size() > 0 && default_init) raise(T.TypeError, t->name + "() takes no arguments");
    if (!t->alloc) raise(T.TypeError, "cannot create '" + tp_name(t) + "' instances");
    if (t->abstract) [[unlikely]] raise_abstract(t);
    obj = Value(t->alloc(t));
  } else {
    // __new__ as type.__getattribute__ finds it (a staticmethod unwrapped, a classmethod bound to t, another
    // descriptor's __get__), then called with t first, as CPython's slot_tp_new
    Value f = has_layout(new_fn, Layout::StaticMethod) || has_layout(new_fn, Layout::Function)
                  ? (has_layout(new_fn, Layout::StaticMethod) ? as<WrapperObject>(new_fn)->func : new_fn)
                  : bind_descriptor(new_fn, Value(), t);
    obj = call_prepended(f, Value(t), a);
  }
  if (!isinstance(obj, t)) return obj;
  // __init__ is the made object's type's (CPython's type_call: Py_TYPE(obj)->tp_init), which a __new__ may have
  // made a subclass of t
  TypeObject* made = type_of(obj);
  if (made != t) {
    init_fn = lookup(made, s_init);
    if (init_fn.identical(object_init)) return obj;
  } else if (default_init) {
    return obj;
  }
  // A function or builtin method takes the object first; any other __init__ (a functools.partialmethod, a
  // descriptor class, a staticmethod, a builtin function, which binds to nothing) is bound through its __get__
  // first, as CPython's slot_tp_init looks it up on the instance
  const bool method = has_layout(init_fn, Layout::Function) ||
                      (has_layout(init_fn, Layout::Native) && as<NativeFunctionObject>(init_fn)->binds);
  Value r = method ? call_prepended(init_fn, obj, a) : call(bind_descriptor(init_fn, obj, made), a);
  if (!r.is_none()) raise(T.TypeError, "__init__() should return None, not '" + type_name(r) + "'");
  return obj;
}

namespace {

// Calling a class: its metaclass's __call__ when the metaclass defines one, else type.__call__.
Value call_type(TypeObject* t, const CallArgs& a) {
  if (t->type != T.type) [[unlikely]] {
    static StrObject* s_call = intern("__call__").get();
    Value c = lookup(t->type, s_call);
    if (!c.is_null() && !c.identical(T.type->dict->get_str(s_call))) return call_prepended(c, Value(t), a);
  }
  return construct(t, a);
}

Value call_with_self(const Value& f, const Value& self, const CallArgs& a) { return call_prepended(f, self, a); }

}  // namespace

[[noreturn]] void raise_descriptor_self(const NativeFunctionObject* n, const CallArgs& a) {
  if (a.args.empty())
    raise(T.TypeError, "unbound method " + n->qualname + "() needs an argument");
  // A special method is a slot wrapper in CPython, whose wording differs from a method descriptor's; the dunders
  // listed are methods there (METH_COEXIST and the like).
  static const std::unordered_set<std::string_view> kMethodDunders = {
      "__getitem__", "__contains__", "__reversed__", "__sizeof__", "__format__", "__reduce__", "__reduce_ex__",
      "__getnewargs__", "__dir__", "__copy__", "__deepcopy__", "__round__", "__trunc__", "__floor__", "__ceil__",
      "__getstate__", "__setstate__", "__length_hint__", "__class_getitem__", "__subclasshook__", "__init_subclass__"};
  const std::string& name = n->name;
  if (name.size() > 4 && name.starts_with("__") && name.ends_with("__") && !kMethodDunders.contains(name))
    raise(T.TypeError, "descriptor '" + name + "' requires a '" + tp_name(n->owner) + "' object but received a '" +
                           type_name(a[0]) + "'");
  raise(T.TypeError, "descriptor '" + name + "' for '" + tp_name(n->owner) + "' objects doesn't apply to a '" +
                         type_name(a[0]) + "' object");
}

Value call(const Value& f, const CallArgs& a) {
  if (f.is_obj()) {
    Object* o = f.obj();
    switch (o->type->layout) {
      case Layout::Function: return call_function(static_cast<FunctionObject*>(o), a);
      case Layout::Native: {
        auto* n = static_cast<NativeFunctionObject*>(o);
        // A method called through its class with something else as self (`set.add(1, 2)`): CPython's descriptor
        // check, where the native code would read the object as its own type.
        if (n->owner && (a.args.empty() || (type_of(a[0]) != n->owner && !is_subtype(type_of(a[0]), n->owner))))
          [[unlikely]] raise_descriptor_self(n, a);
        check_native_arity(*n, a);
        Value r = n->fn(a);
        if (n->soft_raise && r.is_null()) [[unlikely]] throw PyException{std::move(R.soft_raised)};
        return r;
      }
      case Layout::BoundMethod: {
        auto* m = static_cast<BoundMethodObject*>(o);
        return call_prepended(m->func, m->self, a);
      }
      case Layout::Type: return call_type(static_cast<TypeObject*>(o), a);
      default: break;
    }
  }
  static StrObject* s_call = intern("__call__").get();
  Value c = lookup(type_of(f), s_call);
  if (c.is_null()) raise(T.TypeError, "'" + type_name(f) + "' object is not callable");
  if (has_layout(c, Layout::Function) || has_layout(c, Layout::Native)) [[likely]]
    return call_with_self(c, f, a);
  return call(bind_descriptor(c, f, type_of(f)), a);  // a property, classmethod, ... __call__: bound first
}

Value call(const Value& f, std::initializer_list<Value> args) {
  return call(f, CallArgs{std::span<const Value>(args.begin(), args.size()), nullptr});
}

Value call_vec(const Value& f, const std::vector<Value>& args) { return call(f, CallArgs{args, nullptr}); }

Value call_method_opt(const Value& o, StrObject* name, std::initializer_list<Value> args) {
  Value m = lookup(type_of(o), name);
  if (m.is_null()) return {};
  std::vector<Value> all;
  all.reserve(args.size() + 1);
  all.push_back(o);
  all.insert(all.end(), args.begin(), args.end());
  if (has_layout(m, Layout::Function) || has_layout(m, Layout::Native)) return call(m, CallArgs{all, nullptr});
  Value bound = bind_descriptor(m, o, type_of(o));
  return call(bound, CallArgs{std::span<const Value>(all).subspan(1), nullptr});
}

Value call_method(const Value& o, std::string_view name, std::initializer_list<Value> args) {
  Value m = getattr(o, intern(name).get());
  return call(m, CallArgs{std::span<const Value>(args.begin(), args.size()), nullptr});
}

bool is_callable(const Value& v) {
  if (!v.is_obj()) return false;
  switch (v.obj()->type->layout) {
    case Layout::Function: case Layout::Native: case Layout::BoundMethod: case Layout::Type: return true;
    default: return !lookup(type_of(v), intern("__call__").get()).is_null();
  }
}

void parse_args(const CallArgs& a, std::string_view fname, std::initializer_list<std::string_view> params,
                size_t nrequired, Value* out, size_t npositional_only, bool cython_keywords) {
  const size_t n = params.size();
  const size_t npos = a.npos();
  for (size_t i = 0; i < n; ++i) out[i] = Value();
  if (npos + a.nkw() > n)  // (keywords count too, as in _PyArg_UnpackKeywords; "keyword" where all are keywords)
    raise(T.TypeError, std::string(fname) + "() takes at most " + std::to_string(n) + (npos ? " " : " keyword ") +
                           "argument" + (n == 1 ? "" : "s") + " (" + std::to_string(npos + a.nkw()) + " given)");
  for (size_t i = 0; i < npos; ++i) out[i] = a[i];
  // Keywords fill their parameters first; then, in CPython's order (_PyArg_UnpackKeywords), a missing required
  // argument, an argument given by name and position, an unknown keyword.
  std::string_view unknown, twice;
  size_t twice_at = 0;
  for (size_t k = 0; k < a.nkw(); ++k) {
    const std::string& key = str_of(a.kwnames->items[k]);
    size_t i = 0;
    for (auto p : params) {
      if (p == key && i >= npositional_only) break;
      ++i;
    }
    if (i == n) {
      if (unknown.empty()) unknown = key;
    } else if (!out[i].is_null()) {
      if (twice.empty()) twice = key, twice_at = i;
    } else {
      out[i] = a[npos + k];
    }
  }
  for (size_t i = 0; i < nrequired; ++i)
    if (out[i].is_null()) {
      if (nrequired == 1 && n == 1)
        raise(T.TypeError, std::string(fname) + "() takes exactly one argument (0 given)");
      raise(T.TypeError, std::string(fname) + "() missing required argument '" + std::string(params.begin()[i]) +
                             "' (pos " + std::to_string(i + 1) + ")");
    }
  if (!twice.empty())
    raise(T.TypeError, "argument for " + std::string(fname) + "() given by name ('" + std::string(twice) +
                           "') and position (" + std::to_string(twice_at + 1) + ")");
  if (!unknown.empty()) {
    if (cython_keywords)
      raise(T.TypeError, std::string(fname) + "() got an unexpected keyword argument '" + std::string(unknown) + "'");
    raise(T.TypeError, "'" + std::string(unknown) + "' is an invalid keyword argument for " + std::string(fname) + "()");
  }
}

namespace {
// The C++ stack the interpreter may use: Python frames, and natives calling back into Python, both recurse on it;
// RecursionError is raised before it runs out, whatever the recursion limit (sanitizer builds use bigger frames).
struct StackBounds {
  uintptr_t base = 0;
  size_t usable = 0;
};
StackBounds& stack_bounds() {
  thread_local StackBounds b = [] {
    StackBounds s;
    char here;
    s.base = reinterpret_cast<uintptr_t>(&here);
    rlimit rl{};
    size_t size = 8u << 20;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) size = size_t(rl.rlim_cur);
    s.usable = size > (1u << 20) ? size - (512u << 10) : size / 2;
    return s;
  }();
  return b;
}
}  // namespace

void note_stack_base() { (void)stack_bounds(); }

RecursionGuard::RecursionGuard() : RecursionGuard("") {}

RecursionGuard::RecursionGuard(const char* where) {
  char probe;
  const StackBounds& b = stack_bounds();
  const uintptr_t here = reinterpret_cast<uintptr_t>(&probe);
  const bool stack_exhausted = b.base > here && b.base - here > b.usable;
  if (++R.depth > R.recursion_limit || stack_exhausted) {
    --R.depth;
    raise(T.RecursionError, std::string("maximum recursion depth exceeded") + where);
  }
}

// Note [Lazy attributes].
void set_attribute_miss_hook(TypeObject* t, Value hook) {
  g_miss_type = t;
  g_miss_hook = std::move(hook);
}

void run_lazy_attributes(const TypeObject* t) {
  if (g_miss_type) run_attribute_miss_hook(t);
}

// Note [Class watches]: a library can ask to hear, once, of the first class that defines a given name itself (in
// its body, or set on it later): torch.nn.functional installs its functions' __torch_function__ checks when the
// first class with a __torch_function__ of its own appears, so programs without one never pay for them.
namespace {
std::vector<std::pair<Ref<StrObject>, Value>> g_class_watches;
}

void watch_class_attribute(StrObject* name, Value hook) { g_class_watches.emplace_back(Ref<StrObject>(name), std::move(hook)); }

void check_class_watches(TypeObject* t, const StrObject* only) {
  std::vector<Value> met;  // (taken off the list before any runs: a hook may watch again)
  for (size_t i = 0; i < g_class_watches.size();) {
    const StrObject* name = g_class_watches[i].first.get();
    if ((only && name != only) || t->dict->get_str(name).is_null()) {
      ++i;
      continue;
    }
    met.push_back(std::move(g_class_watches[i].second));
    g_class_watches.erase(g_class_watches.begin() + ptrdiff_t(i));
  }
  for (const Value& hook : met) call(hook, {Value(t)});
}

bool class_watches_pending() { return !g_class_watches.empty(); }

}  // namespace tsr::interp
