// The cycle collector (gc.hpp) and the `gc` module: CPython 3.11's Modules/gcmodule.c algorithm on tsr's
// objects. A collection of generation g takes the tracked objects of generations 0..g, subtracts from each
// one's reference count the references the others hold (gc_traverse), and marks what is reachable from an
// object with references left (held from outside: a frame, a C++ variable, an untracked object, an older
// generation). What is not marked is garbage: its __del__ methods run (PEP 442, once per object), the set is
// checked again in case a finalizer resurrected part of it, and what is still unreachable is cleared
// (gc_clear), which breaks the cycles so that reference counting frees the objects.
#include "interpreter/gc.hpp"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>
#include <vector>

#include "interpreter/modules.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"
#include "interpreter/weakref.hpp"

namespace tsr::interp {

// The base object holds one counted reference, its attribute dict.
void Object::gc_traverse(GcVisit visit, void* ctx) const {
  if (attrs) visit(reinterpret_cast<Object*>(attrs), ctx);
}
void Object::gc_clear() {
  if (DictObject* d = std::exchange(attrs, nullptr)) decref(reinterpret_cast<Object*>(d));
}

namespace {
TSR_INLINE void visit_value(const Value& v, GcVisit visit, void* ctx) {
  if (v.is_obj()) visit(v.obj(), ctx);
}
// Empties `v`, releasing its reference only after the slot is Null (the release may run code).
void clear_value(Value& v) { (void)Value(std::move(v)); }
}  // namespace

// Lists and tuples visit their items last first, as CPython's do (gc.get_referents shows the order).
void TupleObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (size_t i = items.size(); i-- > 0;) visit_value(items[i], visit, ctx);
}
void ListObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (size_t i = items.size(); i-- > 0;) visit_value(items[i], visit, ctx);
}
void ListObject::gc_clear() {
  Object::gc_clear();
  std::vector<Value> old;
  old.swap(items);  // the old items are released after `items` is empty
}
void DictObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (const Entry& e : entries) {
    visit_value(e.key, visit, ctx);
    visit_value(e.value, visit, ctx);
  }
}
void SetObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (const Slot& s : table) visit_value(s.key, visit, ctx);
}
void SetObject::gc_clear() {
  Object::gc_clear();
  std::vector<Slot> old(8);
  old.swap(table);
  fill = used = 0;
}
void CellObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit_value(v, visit, ctx);
}
void CellObject::gc_clear() { clear_value(v); }
void FunctionObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit(code.get(), ctx);
  visit(globals.get(), ctx);
  for (const Value* v : {&defaults, &kwdefaults, &closure, &name, &qualname, &doc, &module, &annotations})
    visit_value(*v, visit, ctx);
}
void FunctionObject::gc_clear() {
  // (code and globals stay: a frame running the function borrows them.)
  Object::gc_clear();
  for (Value* v : {&defaults, &kwdefaults, &closure, &doc, &module, &annotations}) clear_value(*v);
}
void BoundMethodObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit_value(func, visit, ctx);
  visit_value(self, visit, ctx);
}
void ModuleObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit(name.get(), ctx);
}
void SliceObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (const Value* v : {&start, &stop, &step}) visit_value(*v, visit, ctx);
}
void PropertyObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (const Value* v : {&fget, &fset, &fdel, &doc, &name}) visit_value(*v, visit, ctx);
}
void WrapperObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit_value(func, visit, ctx);
}
void SuperObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit_value(obj, visit, ctx);
}
void ExceptionObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  for (const Value* v : {&args, &cause, &context, &value}) visit_value(*v, visit, ctx);
  for (const TracebackEntry& e : traceback) visit(e.code.get(), ctx);
}
void ExceptionObject::gc_clear() {
  Object::gc_clear();
  for (Value* v : {&cause, &context, &value}) clear_value(*v);
  Value old = std::exchange(args, new_tuple({}));
}
void DictViewObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit(dict.get(), ctx);
}
void GeneratorObject::gc_traverse(GcVisit visit, void* ctx) const {
  Object::gc_traverse(visit, ctx);
  visit_value(name, visit, ctx);
  visit_value(qualname, visit, ctx);
  visit_value(finalizer, visit, ctx);
  visit_value(exc_state, visit, ctx);
  if (frame) frame->gc_traverse(visit, ctx);
}
void GeneratorObject::gc_clear() {
  Object::gc_clear();
  finalizer = Value();
  exc_state = Value();
  if (running || !frame) return;
  finished = true;
  frame->gc_clear();
}

namespace gc {

bool g_due = false;

namespace {

constexpr int kGenerations = 3;
constexpr int kCollecting = 3;  // the pseudo-generation of the objects a collection is examining
constexpr uint32_t kIndexBits = 30, kIndexMask = (1u << kIndexBits) - 1;

// A generation's objects (a bare growable array: tracking is on every container's allocation path, and a
// std::vector's push_back brings its reallocation code, and the register saves it needs, into that path).
struct List {
  Object** items = nullptr;
  size_t n = 0, cap = 0;
  [[gnu::noinline]] void grow() {
    if (cap >= kIndexMask) throw std::bad_alloc();
    const size_t c = std::min<size_t>(cap ? 2 * cap : 1024, kIndexMask);
    auto** p = static_cast<Object**>(std::realloc(items, c * sizeof(Object*)));
    if (!p) throw std::bad_alloc();
    items = p;
    cap = c;
  }
  TSR_INLINE void push_back(Object* o) {
    if (n == cap) [[unlikely]] grow();
    items[n++] = o;
  }
  size_t size() const { return n; }
  bool empty() const { return n == 0; }
  void clear() { n = 0; }
  void resize(size_t m) { n = m; }  // (shrinking only)
  Object*& operator[](size_t i) { return items[i]; }
  Object** begin() { return items; }
  Object** end() { return items + n; }
};

struct State {
  // Per generation (and kCollecting), tracked objects in the order they entered it; an untracked object
  // leaves a null behind (so the order, which decides the order __del__ methods run in, survives), and the
  // nulls are squeezed out when they outnumber the objects.
  List gens[kGenerations + 1];
  int64_t live[kGenerations + 1] = {};
  // CPython's counts: generation 0's is allocations less deallocations of tracked objects since its last
  // collection; generation 1's and 2's count collections of the generation below.
  int64_t count[kGenerations] = {};
  int64_t threshold[kGenerations] = {700, 10, 10};
  // Full collections wait until the objects that survived partial ones reach a quarter of those that
  // survived the last full one (CPython's long_lived_pending / long_lived_total rule).
  int64_t long_lived_pending = 0, long_lived_total = 0;
  bool enabled = true, collecting = false;
};
State S;

TSR_INLINE int gen_of(const Object* o) { return int(o->gc_slot >> kIndexBits); }
TSR_INLINE uint32_t index_of_slot(const Object* o) { return o->gc_slot & kIndexMask; }

TSR_INLINE void place(Object* o, int gen) {
  auto& v = S.gens[gen];
  v.push_back(o);
  o->gc_slot = (uint32_t(gen) << kIndexBits) | uint32_t(v.size() - 1);
  ++S.live[gen];
}

// Drops the nulls of generation `gen`'s list, keeping the order.
[[gnu::noinline]] void compact(int gen) {
  auto& v = S.gens[gen];
  size_t n = 0;
  for (Object* o : v)
    if (o) {
      o->gc_slot = (uint32_t(gen) << kIndexBits) | uint32_t(n);
      v[n++] = o;
    }
  v.resize(n);
}

// (Never destroyed: objects may still be freed by static destructors at exit.)
std::unordered_set<const Object*>& finalized_set() {
  static auto* s = new std::unordered_set<const Object*>;
  return *s;
}

bool is_atomic_for_gc(const Value& v) {
  if (!v.is_obj()) return true;
  const Object* o = v.obj();
  return !is_tracked(o) && o->type->layout != Layout::Dict;
}

// CPython's _PyTuple_MaybeUntrack and _PyDict_MaybeUntrack: a tuple or dict holding nothing that can be part
// of a cycle leaves the collector's lists.
bool untrackable(const Object* o) {
  const Layout l = o->type->layout;
  if (o->attrs) return false;
  if (l == Layout::Tuple) {
    for (const Value& v : static_cast<const TupleObject*>(o)->items)
      if (!is_atomic_for_gc(v)) return false;
    return true;
  }
  return false;
}
bool untrackable_dict(const Object* o) {
  if (o->type != T.dict || o->attrs) return false;
  for (const auto& e : static_cast<const DictObject*>(o)->entries)
    if (!is_atomic_for_gc(e.key) || !is_atomic_for_gc(e.value)) return false;
  return true;
}

// The reachability pass over S.gens[kCollecting] (no code runs here, nothing is freed). `extra` is subtracted
// from every object's count (the references a collection holds itself). Returns, per object, whether it is
// reachable from outside the set.
struct Reach {
  std::vector<int64_t> refs;
  std::vector<uint8_t> reached;
  std::vector<uint32_t> stack;
};

bool in_set(const Object* o) { return is_tracked(o) && gen_of(o) == kCollecting; }

void subtract_internal(Object* o, void* ctx) {
  if (in_set(o)) --static_cast<Reach*>(ctx)->refs[index_of_slot(o)];
}
void mark_referent(Object* o, void* ctx) {
  auto* r = static_cast<Reach*>(ctx);
  if (!in_set(o)) return;
  const uint32_t i = index_of_slot(o);
  if (r->reached[i]) return;
  r->reached[i] = 1;
  r->stack.push_back(i);
}

void find_reachable(Reach& r, int64_t extra) {
  auto& set = S.gens[kCollecting];
  const size_t n = set.size();
  r.refs.assign(n, 0);
  r.reached.assign(n, 0);
  for (size_t i = 0; i < n; ++i)
    // An object with no references at all is being built or freed by C++ code right now: a root.
    if (Object* o = set[i]) r.refs[i] = o->refcount == 0 ? 1 : int64_t(o->refcount) - extra;
  for (Object* o : set)
    if (o) o->gc_traverse(subtract_internal, &r);
  for (size_t i = 0; i < n; ++i) {
    if (!set[i] || r.refs[i] <= 0 || r.reached[i]) continue;
    r.reached[i] = 1;
    r.stack.push_back(uint32_t(i));
    while (!r.stack.empty()) {
      const uint32_t j = r.stack.back();
      r.stack.pop_back();
      set[j]->gc_traverse(mark_referent, &r);
    }
  }
}

// Moves the objects of the collecting set that `keep` selects to generation `to`, in order; the others stay
// (squeezed together, in order).
template <class F>
void move_out(int to, F&& keep) {
  auto& set = S.gens[kCollecting];
  std::vector<Object*> rest;
  for (size_t i = 0; i < set.size(); ++i) {
    Object* o = set[i];
    if (!o) continue;
    if (keep(i, o)) {
      place(o, to);
    } else {
      rest.push_back(o);
    }
  }
  set.clear();
  S.live[kCollecting] = 0;
  for (Object* o : rest) place(o, kCollecting);
}

int64_t collect_generation(int generation) {
  S.collecting = true;
  struct Done {
    ~Done() { S.collecting = false; }
  } done;
  // The examined set, in CPython's order: generation g, then the younger ones after it.
  std::vector<int> order{generation};
  for (int g = 0; g < generation; ++g) order.push_back(g);
  for (int g : order) {
    for (Object* o : S.gens[g])
      if (o) place(o, kCollecting);
    S.gens[g].clear();
    S.live[g] = 0;
  }
  if (generation + 1 < kGenerations) ++S.count[generation + 1];
  for (int g = 0; g <= generation; ++g) S.count[g] = 0;

  Reach r;
  find_reachable(r, 0);
  const int older = generation + 1 < kGenerations ? generation + 1 : generation;
  const bool full = generation == kGenerations - 1;
  int64_t survivors = 0;
  // Survivors go one generation up; tuples (and, in a full collection, dicts) holding only atoms leave.
  const size_t first_survivor = S.gens[older].size();
  move_out(older, [&](size_t i, Object*) {
    if (!r.reached[i]) return false;
    ++survivors;
    return true;
  });
  for (size_t i = first_survivor; i < S.gens[older].size(); ++i) {
    Object*& o = S.gens[older][i];
    if (untrackable(o) || (full && untrackable_dict(o))) {
      o->gc_slot = Object::kGcUntracked;
      o = nullptr;
      --S.live[older];
    }
  }
  if (full) {
    S.long_lived_pending = 0;
    S.long_lived_total = S.live[older];
  } else if (generation == kGenerations - 2) {
    S.long_lived_pending += survivors;
  }

  auto& garbage = S.gens[kCollecting];
  if (garbage.empty()) return 0;
  // What CPython 3.11 counts: an instance of a class keeps its attributes inline (a "managed dict") until its
  // __dict__ is asked for, so a plain instance's attribute dict held by nothing else is not an object of its own.
  // From here on code runs (finalizers, the releases of clearing): the collection holds every garbage object so
  // that none is freed under it.
  std::vector<Value> hold(garbage.begin(), garbage.end());
  // CPython's handle_weakrefs, before any finalizer: every weak reference to the garbage dies (so no code run
  // from here on can reach the garbage through one), and the callbacks of those that outlive it run.
  std::vector<Value> callbacks;
  for (Object* o : garbage) weakref::clear_for_collection(o, in_set, callbacks);
  const int64_t freed_weakrefs = weakref::call_callbacks(callbacks);
  bool finalized_any = false;
  for (const Value& v : hold) {
    Object* o = v.obj();
    if (!o->type->has_del || was_finalized(o)) continue;
    set_finalized(o, true);
    call_del(o);
    finalized_any = true;
  }
  if (finalized_any) {
    // A finalizer may have stored a reference to the garbage somewhere live: whatever is reachable now, with
    // the collection's own references discounted, survives (into the oldest generation, as CPython's
    // handle_resurrected_objects does).
    Reach again;
    find_reachable(again, 1);
    move_out(kGenerations - 1, [&](size_t i, Object*) { return again.reached[i] != 0; });
  }
  // What is left is freed; it is what gc.collect() counts, as CPython 3.11 does (the objects a finalizer
  // resurrected are not). A class instance's attribute dict held by nothing else is not counted: CPython 3.11
  // keeps such an instance's attributes inline (a "managed dict") until its __dict__ is asked for. Exceptions
  // and tensors have a dict of their own there, counted.
  int64_t found = int64_t(garbage.size()) + freed_weakrefs;
  for (Object* o : garbage) {
    const Object* d = reinterpret_cast<const Object*>(o->attrs);
    const Layout l = o->type->layout;
    if (d && !o->type->builtin && l != Layout::Exception && l != Layout::Tensor && d->refcount == 2 && in_set(d))
      --found;  // (2: the collection holds it too)
  }
  std::vector<Object*> to_clear(garbage.begin(), garbage.end());
  for (Object* o : to_clear) o->gc_clear();
  hold.clear();
  // Anything clearing did not free (referenced from an object kind that cannot clear that reference) lives on.
  move_out(kGenerations - 1, [](size_t, Object*) { return true; });
  return found;
}

}  // namespace

namespace {
[[gnu::noinline]] void note_count() {
  if (S.enabled && S.threshold[0] && !S.collecting) g_due = true;
}
}  // namespace

void track(Object* o) {
  // (Objects made while the builtin types are being created have no type yet: they live as long as the
  // builtins do, and the collector never looks at them.)
  if (!o->type) [[unlikely]] return;
  place(o, 0);
  if (++S.count[0] > S.threshold[0]) [[unlikely]] note_count();
  // Generation 0 fills with the nulls of objects freed between collections: squeeze them out now and then.
  if (S.gens[0].size() >= 2 * size_t(S.live[0]) + 1024) [[unlikely]] compact(0);
}

void untrack(Object* o) {
  const int g = gen_of(o);
  S.gens[g][index_of_slot(o)] = nullptr;
  --S.live[g];
  o->gc_slot = Object::kGcUntracked;
  if (S.count[0] > 0) --S.count[0];
  if (g < kGenerations && S.gens[g].size() >= 2 * size_t(S.live[g]) + 1024) [[unlikely]] compact(g);
}

int64_t tracked_count() { return S.live[0] + S.live[1] + S.live[2] + S.live[kCollecting]; }

bool was_finalized(const Object* o) { return finalized_set().count(o) != 0; }
void set_finalized(Object* o, bool done) {
  if (done) finalized_set().insert(o);
  else finalized_set().erase(o);
}

// The default sys.unraisablehook's printing: "<prefix><repr(obj)>" and the exception alone.
void print_unraisable(const std::string& prefix, const Value& obj, const PyException& e) {
  std::fflush(stdout);
  std::string where = prefix;
  try {
    where += repr(obj);
  } catch (const PyException&) {
    where += "<object repr() failed>";
  }
  where += "\n";
  std::fwrite(where.data(), 1, where.size(), stderr);
  // PyErr_WriteUnraisable prints the exception alone, without its __cause__ or __context__.
  e.exc->cause = Value::none();
  e.exc->suppress_context = true;
  print_exception(Value(e.exc));
}

Value& default_unraisablehook() {
  static Value hook = [] {
    Value h = new_native("unraisablehook", [](const CallArgs& a) {
      if (a.npos() != 1) raise(T.TypeError, "unraisablehook() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
      const Value& u = a[0];
      const Value exc = getattr(u, "exc_value"), msg = getattr(u, "err_msg"), obj = getattr(u, "object");
      if (!has_layout(exc, Layout::Exception)) return Value::none();
      const std::string prefix = msg.is_none() ? std::string("Exception ignored in") : str(msg);
      print_unraisable(obj.is_none() ? prefix + "\n" : prefix + ": ", obj, PyException{Ref<ExceptionObject>(as<ExceptionObject>(exc))});
      return Value::none();
    }, false, "Handle an unraisable exception: print it, with the object it happened in, on sys.stderr.");
    incref(h.obj());  // (sys holds it as unraisablehook and __unraisablehook__ for the process's life)
    return h;
  }();
  return hook;
}

void report_unraisable(const char* prefix, const Value& obj, const PyException& e) {
  // sys.unraisablehook decides (CPython's PyErr_WriteUnraisable): its default prints; a program's own hook gets
  // sys.UnraisableHookArgs. An error in the hook is itself printed by the default, as CPython does.
  Value hook;
  try {
    hook = getattr(import_module("sys"), "unraisablehook");
  } catch (const PyException&) {
  }
  if (hook.is_null() || hook.is_none() || hook.obj() == default_unraisablehook().obj()) {
    print_unraisable(prefix, obj, e);
    return;
  }
  try {
    const std::string p = prefix;
    const Value msg = p == "Exception ignored in: " ? Value::none() : new_str(p.substr(0, p.size() - 2));
    const Value exc(e.exc);
    Value args = call(getattr(import_module("_sysinfo"), "UnraisableHookArgs"),
                      {Value(exc.obj()->type), exc, getattr(exc, "__traceback__"), msg, obj});
    call(hook, {args});
  } catch (const PyException& inner) {
    print_unraisable("Exception ignored in sys.unraisablehook: ", hook, inner);
  }
}

void call_del(Object* o) {
  Value keep(o);
  Value saved_exc = R.exc_info;
  // (closed, as CPython's _PyGen_Finalize)
  const bool generator = o->type->layout == Layout::Generator || o->type->layout == Layout::Coroutine;
  Value f = generator ? keep : lookup(o->type, intern("__del__").get());
  try {
    if (generator) generator_finalize(static_cast<GeneratorObject*>(o));
    else call(bind_descriptor(f, keep, o->type), {});
  } catch (const PyException& e) {
    report_unraisable("Exception ignored in: ", f, e);
  } catch (...) {  // a C++ error (out of memory): nothing may leave a finalizer
  }
  R.exc_info = std::move(saved_exc);
}

int64_t collect(int generation) {
  if (S.collecting) return 0;
  g_due = false;
  return collect_generation(generation);
}

void set_enabled(bool on) {
  S.enabled = on;
  if (!on) g_due = false;
}

void collect_due() {
  g_due = false;
  if (S.collecting || !S.enabled) return;
  // CPython's gc_collect_generations: the oldest generation whose count passed its threshold.
  for (int g = kGenerations - 1; g >= 0; --g) {
    if (S.count[g] <= S.threshold[g]) continue;
    if (g == kGenerations - 1 && S.long_lived_pending < S.long_lived_total / 4) continue;
    collect_generation(g);
    return;
  }
}

namespace {
// Everything `root` reaches through tracked objects and dicts (an explicit stack: structures can be a million
// deep).
struct Reached {
  std::unordered_set<Object*> seen;
  std::vector<Object*> stack;
};
void reach_one(Object* o, void* ctx) {
  auto* r = static_cast<Reached*>(ctx);
  if (!is_tracked(o) && o->type->layout != Layout::Dict) return;
  if (r->seen.insert(o).second) r->stack.push_back(o);
}
std::unordered_set<Object*> reached_from(Object* root) {
  Reached r;
  reach_one(root, &r);
  while (!r.stack.empty()) {
    Object* o = r.stack.back();
    r.stack.pop_back();
    o->gc_traverse(reach_one, &r);
  }
  return std::move(r.seen);
}
}  // namespace

void collect_at_exit() {
  if (S.collecting) return;
  // All that shutdown can show is __del__ methods running: with no object that has one, the work (a walk of
  // everything the program still holds) is skipped, and the memory goes back with the process.
  bool any_del = false;
  for (int g = 0; g < kGenerations && !any_del; ++g)
    for (Object* o : S.gens[g])
      if (o && o->type->has_del) {
        any_del = true;
        break;
      }
  if (!any_del) return;
  collect(kGenerations - 1);
  // CPython's shutdown removes the modules and collects: the main module's namespace, its functions and
  // classes form one garbage cycle, so every object reachable from it has its __del__ run, in the collector's
  // order (the order the objects were made in), and then the namespace is cleared. tsr's classes are immortal,
  // so that cycle is never garbage here: the same is done explicitly for what __main__'s namespace reaches.
  Value main = R.modules->get(new_str("__main__"));
  if (main.is_null() || main.obj()->type->layout != Layout::Module) return;
  DictObject* ns = as<ModuleObject>(main)->dict();
  const std::unordered_set<Object*> seen = reached_from(ns);
  // In CPython that cycle's weak references die first, and only the callbacks of those outside it run.
  static const std::unordered_set<Object*>* s_seen;
  s_seen = &seen;
  std::vector<Value> callbacks;
  for (int g : {2, 1, 0})
    for (Object* o : S.gens[g])
      if (o && seen.count(o))
        weakref::clear_for_collection(o, [](const Object* w) { return s_seen->count(const_cast<Object*>(w)) != 0; }, callbacks);
  weakref::call_callbacks(callbacks);
  std::vector<Value> to_finalize;
  for (int g : {2, 1, 0})
    for (Object* o : S.gens[g])
      if (o && o->type->has_del && seen.count(o) && !was_finalized(o)) to_finalize.emplace_back(o);
  for (const Value& v : to_finalize) {
    set_finalized(v.obj(), true);
    call_del(v.obj());
  }
  // _PyModule_ClearDict's order: names with one leading underscore first, then the others but __builtins__.
  std::vector<Value> keys;
  ns->for_each([&](const Value& k, const Value&) { keys.push_back(k); });
  for (int pass = 0; pass < 2; ++pass)
    for (const Value& k : keys) {
      if (!is_str(k)) continue;
      const std::string& s = str_of(k);
      const bool single_underscore = s.size() > 0 && s[0] == '_' && (s.size() < 2 || s[1] != '_');
      if ((pass == 0) != single_underscore || s == "__builtins__") continue;
      if (ns->get(k).is_null()) continue;
      ns->set(k, Value::none());
    }
  collect(kGenerations - 1);
}

// ---------------------------------------------------------------- the gc module

namespace {

int64_t generation_arg(const Value& v, const char* fname) {
  if (v.is_null()) return kGenerations - 1;
  if (!v.is_int() && !v.is_bool())
    raise(T.TypeError, std::string("'") + type_name(v) + "' object cannot be interpreted as an integer");
  (void)fname;
  return v.as_int();
}

void referents_of(Object* o, void* ctx) { static_cast<std::vector<Value>*>(ctx)->emplace_back(o); }

struct ReferrerSearch {
  std::vector<const Object*> targets;
  bool hit = false;
};
void check_referent(Object* o, void* ctx) {
  auto* s = static_cast<ReferrerSearch*>(ctx);
  for (const Object* t : s->targets)
    if (t == o) s->hit = true;
}

void init_gc_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn, const char* doc) {
    m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn), false, doc));
  };
  def("collect", [](const CallArgs& a) {
    Value gen;
    parse_args(a, "collect", {"generation"}, 0, &gen);
    const int64_t g = generation_arg(gen, "collect");
    if (g < 0 || g >= kGenerations) raise(T.ValueError, "invalid generation");
    return Value(collect(int(g)));
  }, "Run the garbage collector.\n\nWith no arguments, run a full collection.  The optional argument\n"
     "may be an integer specifying which generation to collect.  A ValueError\nis raised if the generation "
     "number is invalid.\n\nThe number of unreachable objects is returned.");
  def("enable", [](const CallArgs& a) {
    parse_args(a, "enable", {}, 0, nullptr);
    set_enabled(true);
    return Value::none();
  }, "Enable automatic garbage collection.");
  def("disable", [](const CallArgs& a) {
    parse_args(a, "disable", {}, 0, nullptr);
    set_enabled(false);
    return Value::none();
  }, "Disable automatic garbage collection.");
  def("isenabled", [](const CallArgs& a) {
    parse_args(a, "isenabled", {}, 0, nullptr);
    return Value::boolean(S.enabled);
  }, "Returns true if automatic garbage collection is enabled.");
  def("get_count", [](const CallArgs& a) {
    parse_args(a, "get_count", {}, 0, nullptr);
    return new_tuple({Value(S.count[0]), Value(S.count[1]), Value(S.count[2])});
  }, "Return a three-tuple of the current collection counts.");
  def("get_threshold", [](const CallArgs& a) {
    parse_args(a, "get_threshold", {}, 0, nullptr);
    return new_tuple({Value(S.threshold[0]), Value(S.threshold[1]), Value(S.threshold[2])});
  }, "Return the current collection thresholds.");
  def("set_threshold", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "set_threshold() takes no keyword arguments");
    if (a.npos() < 1 || a.npos() > 3)
      raise(T.TypeError, a.npos() < 1 ? "set_threshold() takes at least 1 argument (0 given)"
                                      : "set_threshold() takes at most 3 arguments (" + std::to_string(a.npos()) + " given)");
    for (size_t i = 0; i < a.npos(); ++i) S.threshold[i] = index_of(a[i]);
    return Value::none();
  }, "set_threshold(threshold0, [threshold1, threshold2]) -> None\n\nSets the collection thresholds.  Setting "
     "threshold0 to zero disables collection.\n");
  def("is_tracked", [](const CallArgs& a) {
    Value obj;
    parse_args(a, "is_tracked", {"obj"}, 1, &obj, 1);
    return Value::boolean(obj.is_obj() && is_tracked(obj.obj()));
  }, "Returns true if the object is tracked by the garbage collector.\n\nSimple atomic objects will return false.");
  def("is_finalized", [](const CallArgs& a) {
    Value obj;
    parse_args(a, "is_finalized", {"obj"}, 1, &obj, 1);
    return Value::boolean(obj.is_obj() && was_finalized(obj.obj()));
  }, "Returns true if the object has been already finalized by the GC.");
  def("get_objects", [](const CallArgs& a) {
    Value gen;
    parse_args(a, "get_objects", {"generation"}, 0, &gen);
    int64_t only = -1;
    if (!gen.is_null() && !gen.is_none()) {
      only = generation_arg(gen, "get_objects");
      if (only >= kGenerations) raise(T.ValueError, "generation parameter must be less than the number of available generations (3)");
      if (only < 0) raise(T.ValueError, "generation parameter cannot be negative");
    }
    std::vector<Value> out;
    for (int g = 0; g < kGenerations; ++g)
      if (only < 0 || only == g)
        for (Object* o : S.gens[g])
          if (o) out.emplace_back(o);
    return new_list(std::move(out));
  }, "Return a list of objects tracked by the collector (excluding the list returned).");
  def("get_referents", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "get_referents() takes no keyword arguments");
    std::vector<Value> out;
    for (size_t i = 0; i < a.npos(); ++i)
      if (a[i].is_obj() && is_tracked(a[i].obj())) a[i].obj()->gc_traverse(referents_of, &out);
    return new_list(std::move(out));
  }, "Return the list of objects that are directly referred to by 'objs'.");
  def("get_referrers", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "get_referrers() takes no keyword arguments");
    ReferrerSearch s;
    for (size_t i = 0; i < a.npos(); ++i)
      if (a[i].is_obj()) s.targets.push_back(a[i].obj());
    std::vector<Value> out;
    for (int g = 0; g < kGenerations; ++g)
      for (Object* o : S.gens[g]) {
        if (!o) continue;
        s.hit = false;
        o->gc_traverse(check_referent, &s);
        if (s.hit) out.emplace_back(o);
      }
    return new_list(std::move(out));
  }, "Return the list of objects that directly refer to any of 'objs'.");
  def("get_debug", [](const CallArgs& a) {
    parse_args(a, "get_debug", {}, 0, nullptr);
    return Value(int64_t(0));
  }, "Get the garbage collection debugging flags.");
  def("set_debug", [](const CallArgs& a) {
    Value flags;
    parse_args(a, "set_debug", {"flags"}, 1, &flags, 1);
    if (index_of(flags) != 0) raise(T.NotImplementedError, "gc.set_debug: tsr has no debugging flags (only 0)");
    return Value::none();
  }, "Set the garbage collection debugging flags.");
  // Since PEP 442 only DEBUG_SAVEALL (not supported) puts objects here; it stays empty.
  m.dict()->set_str(intern("garbage").get(), new_list({}));
}

}  // namespace

void register_gc_module() { register_native_module("gc", init_gc_module); }

}  // namespace gc
}  // namespace tsr::interp
