// Weak references: weakref.ref (and its subclasses), weakref.proxy, and what the rest of the runtime must do for
// them — destroy() clears the weak references to an object that reference counting frees, and the cycle
// collector clears those to its garbage before any finalizer runs (CPython's handle_weakrefs).
//
// An object pays nothing until it is first weakly referenced: the weak references to an object are a list kept
// in a side table keyed by the object's address, and only a type one of whose instances was ever weakly
// referenced (`TypeObject::weakly_referenced`) makes destroy() look there. See docs/interpreter.md, "Weak
// references".
#pragma once

#include <vector>

#include "interpreter/object.hpp"

namespace tsr::interp {

// A weak reference: a weakref.ref, an instance of a subclass of it, or a proxy (the type says which). It holds no
// reference to its referent. The weak references to one object form a list in CPython's order — the plain ref
// (no callback, exact type) first, then the plain proxy, then the others, newest first — linked through
// prev/next, whose head is in the side table.
struct WeakRefObject : Object {
  Object* referent = nullptr;  // null once the referent is gone: the ref returns None, a proxy raises
  Value callback;              // Null: none
  int64_t hash = -1;           // the referent's hash, once asked for (a dead ref keeps it)
  WeakRefObject *prev = nullptr, *next = nullptr;
  explicit WeakRefObject(TypeObject* t) : Object(t) { gc::track(this); }
  ~WeakRefObject() override;
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
};

namespace weakref {

// destroy(): `o` (reference count 0, no longer tracked) is being freed. Its weak references die, then their
// callbacks run, in list order (CPython's PyObject_ClearWeakRefs).
void clear_on_free(Object* o);

// The collector, for each garbage object in order: a garbage weak reference loses its referent (its callback
// never runs), and the weak references to a garbage object die; those with a callback that are not garbage
// themselves (`is_garbage`) are appended to `pending`, held, for call_callbacks once all are cleared.
void clear_for_collection(Object* o, bool (*is_garbage)(const Object*), std::vector<Value>& pending);

// Calls each pending weak reference's callback with the reference (an exception is reported as CPython's
// "Exception ignored in", not raised) and lets it go; returns how many of them that freed (gc.collect() counts
// them, as CPython 3.11's handle_weakrefs does).
int64_t call_callbacks(std::vector<Value>& pending);

// hash(r): the referent's hash, kept once computed ("weak object has gone away" for a dead ref never hashed);
// a proxy is unhashable.
int64_t hash(Object* r);

// The number of objects that have weak references now (the side table's size): what a test bounds.
size_t referent_count();

// The weakref types, ReferenceError, `__weakref__` support of the builtin types, and the `_weakref` module.
void init();

// A `__weakref__` descriptor for a class whose instances gain weak reference support (make_class).
Value weakref_descriptor(TypeObject* owner);

}  // namespace weakref
}  // namespace tsr::interp
