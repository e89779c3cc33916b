// The match statement's run-time half (PEP 634): what MATCH_MAPPING, MATCH_SEQUENCE, MATCH_KEYS and MATCH_CLASS
// ask of a subject, as CPython 3.11's ceval.c answers (match_keys, match_class), with its messages; and _tsr_abc,
// through which stdlib/abc.tsr gives classes the collection flags those patterns test.
#include <string>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

std::vector<TypeObject*>& subclasses_of(TypeObject* t);                  // object.cpp

bool match_mapping(const Value& subject) { return type_of(subject)->collection_flags & kTypeMapping; }
bool match_sequence(const Value& subject) { return type_of(subject)->collection_flags & kTypeSequence; }

// The values of `keys` (a tuple) in the mapping `subject`, looked up with its get(key, sentinel) so that a
// defaultdict makes no entries; None when a key is missing. A key met twice is an error (only keys that are
// attribute lookups can repeat: the compiler refuses repeated literals).
Value match_keys(const Value& subject, const Value& keys) {
  const auto& items = as<TupleObject>(keys)->items;
  if (items.empty()) return new_tuple({});
  static StrObject* s_get = intern("get").get();
  const Value get = getattr(subject, s_get);
  const Value missing(T.object->alloc(T.object));
  Ref<SetObject> seen = make<SetObject>(T.set);
  std::vector<Value> values;
  values.reserve(items.size());
  for (const Value& key : items) {
    if (!seen->add(key)) raise(T.ValueError, "mapping pattern checks duplicate key (" + repr(key) + ")");
    Value v = call(get, {key, missing});
    if (v.is_obj() && v.obj() == missing.obj()) return Value::none();
    values.push_back(std::move(v));
  }
  return new_tuple(std::move(values));
}

namespace {

// The builtin types whose one positional sub-pattern is the subject itself (`case int(n)`: CPython's
// _Py_TPFLAGS_MATCH_SELF), subclasses included.
bool matches_self(const TypeObject* cls) {
  const TypeObject* const kSelf[] = {T.bool_, T.bytearray, T.bytes, T.dict, T.float_, T.frozenset,
                                     T.int_,  T.list,      T.set,   T.str,  T.tuple};
  for (const TypeObject* t : cls->mro)
    for (const TypeObject* s : kSelf)
      if (t == s) return true;
  return false;
}

// One attribute a class pattern extracts: Null when the subject lacks it (no match).
Value match_class_attr(const Value& subject, const TypeObject* cls, const Value& name, SetObject& seen) {
  if (!seen.add(name))
    raise(T.TypeError, tp_name(cls) + "() got multiple sub-patterns for attribute " + repr(name));
  return getattr_opt(subject, as_str(name));
}

}  // namespace

// `case Cls(p1, p2, k=p3)`: when subject is an instance of cls, a tuple of the attributes named by
// cls.__match_args__[:nargs], then those named by `names` (a tuple of str); Null when it does not match.
Value match_class(const Value& subject, const Value& cls_value, const Value& names, uint32_t nargs) {
  if (!cls_value.is_obj() || cls_value.obj()->type->layout != Layout::Type)
    raise(T.TypeError, "called match pattern must be a type");
  auto* cls = static_cast<TypeObject*>(cls_value.obj());
  if (!isinstance_call(subject, cls_value)) return Value();
  Ref<SetObject> seen = make<SetObject>(T.set);
  std::vector<Value> attrs;
  if (nargs) {
    static StrObject* s_match_args = intern("__match_args__").get();
    Value match_args = getattr_opt(cls_value, s_match_args);
    bool match_self = false;
    if (match_args.is_null()) {
      match_args = new_tuple({});
      match_self = matches_self(cls);
    } else if (type_of(match_args) != T.tuple) {
      raise(T.TypeError, tp_name(cls) + ".__match_args__ must be a tuple (got " + type_name(match_args) + ")");
    }
    const auto& allowed_names = as<TupleObject>(match_args)->items;
    const size_t allowed = match_self ? 1 : allowed_names.size();
    if (allowed < nargs) {
      raise(T.TypeError, tp_name(cls) + "() accepts " + std::to_string(allowed) + " positional sub-pattern" +
                             (allowed == 1 ? "" : "s") + " (" + std::to_string(nargs) + " given)");
    }
    if (match_self) {
      attrs.push_back(subject);
    } else {
      for (uint32_t i = 0; i < nargs; ++i) {
        const Value& name = allowed_names[i];
        if (type_of(name) != T.str)
          raise(T.TypeError, "__match_args__ elements must be strings (got " + type_name(name) + ")");
        Value attr = match_class_attr(subject, cls, name, *seen);
        if (attr.is_null()) return Value();
        attrs.push_back(std::move(attr));
      }
    }
  }
  for (const Value& name : as<TupleObject>(names)->items) {
    Value attr = match_class_attr(subject, cls, name, *seen);
    if (attr.is_null()) return Value();
    attrs.push_back(std::move(attr));
  }
  return new_tuple(std::move(attrs));
}

namespace {

// set_collection_flags(cls, flags): what CPython's _abc does for an ABC whose body sets __abc_tpflags__, and for
// the classes an ABC with a flag registers: the flag goes to cls and its subclasses, except native types (CPython's
// immutable types: `Sequence.register(str)` leaves str alone) and classes that already have it.
void set_collection_flags_recursive(TypeObject* t, uint32_t flags) {
  if (t->builtin || t->collection_flags == flags) return;
  t->collection_flags = flags;
  for (TypeObject* sub : subclasses_of(t)) set_collection_flags_recursive(sub, flags);
}

void init_tsr_abc(ModuleObject& m) {
  const auto type_arg = [](const Value& v, const char* fname) {
    if (!v.is_obj() || v.obj()->type->layout != Layout::Type)
      raise(T.TypeError, std::string(fname) + "() argument must be a class");
    return static_cast<TypeObject*>(v.obj());
  };
  m.dict()->set_str(intern("collection_flags").get(), new_native("collection_flags", [type_arg](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "collection_flags() takes exactly one argument");
    return Value(int64_t(type_arg(a[0], "collection_flags")->collection_flags));
  }));
  m.dict()->set_str(intern("set_collection_flags").get(), new_native("set_collection_flags", [type_arg](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "set_collection_flags() takes exactly two arguments");
    TypeObject* t = type_arg(a[0], "set_collection_flags");
    const uint32_t flags = uint32_t(index_of(a[1])) & (kTypeSequence | kTypeMapping);
    if (flags == (kTypeSequence | kTypeMapping))
      raise(T.TypeError, "__abc_tpflags__ cannot be both Py_TPFLAGS_SEQUENCE and Py_TPFLAGS_MAPPING");
    if (flags) set_collection_flags_recursive(t, flags);
    return Value::none();
  }));
}

}  // namespace

void init_tsr_abc_module() { register_native_module("_tsr_abc", init_tsr_abc); }

}  // namespace tsr::interp
