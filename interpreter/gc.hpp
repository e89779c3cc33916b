// The cycle collector: reference counting frees everything acyclic the moment its last reference goes; this
// finds the groups of container objects that only reference each other (CPython's Modules/gcmodule.c, with its
// three generations and thresholds) and frees them, running their __del__ first as PEP 442 prescribes.
//
// Tracked objects live in one list per generation (`Object::gc_slot` is the object's place there), so tracking
// is a push and untracking a swap with the list's last entry. A collection never starts inside an allocation:
// tracking only notes that one is due, and the evaluation loop collects at its next safe point (a backward jump,
// a call from C++ into a tsr function), where every live value is in a frame or a C++ variable that holds a
// counted reference. See docs/interpreter.md, "Memory: reference counting and the cycle collector".
#pragma once

#include <cstdint>

#include "interpreter/value.hpp"

namespace tsr::interp {
struct DictObject;
struct PyException;
}

namespace tsr::interp::gc {

// Enters `o` into generation 0 (called as the last step of a container's constructor).
void track(Object* o);
// Takes `o` out of its generation (destroy() does this before an object is freed).
void untrack(Object* o);
inline bool is_tracked(const Object* o) { return o->gc_slot != Object::kGcUntracked; }
// Tracks dict `d` once it is given `v`, when `v` can be part of a cycle (defined in object.hpp).
inline void maybe_track(DictObject* d, const Value& v);

// A collection is due (generation 0 passed its threshold): the loop calls collect_due at its next safe point.
extern bool g_due;
void collect_due();
inline void poll() {
  if (g_due) [[unlikely]] collect_due();
}

// gc.enable() / gc.disable(): automatic collections on or off (gc.collect() works either way).
void set_enabled(bool on);

// Collects generations 0..generation; returns the number of unreachable objects found (gc.collect()).
int64_t collect(int generation);
// At exit: collects what cycles hold, so their __del__ runs (CPython's finalisation at shutdown).
void collect_at_exit();

// PEP 442: an object whose __del__ has run is not finalised again (destroy() and the collector both ask).
bool was_finalized(const Object* o);
void set_finalized(Object* o, bool done);

// Calls o.__del__ (o must be alive); an exception in it is reported as CPython's "Exception ignored in" and
// goes no further.
void call_del(Object* o);
// PyErr_WriteUnraisable: prints `prefix` and repr(obj), then the exception without its cause or context.
void report_unraisable(const char* prefix, const Value& obj, const PyException& e);
// sys.unraisablehook's default (sys.__unraisablehook__), which report_unraisable calls unless a program set its own.
Value& default_unraisablehook();

// The number of tracked objects (all generations): what a test bounds to see that cycles do not pile up.
int64_t tracked_count();

// Makes `import gc` find the module (modules.cpp's native module table).
void register_gc_module();

}  // namespace tsr::interp::gc
