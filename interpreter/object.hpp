// The object model: the heap object kinds the VM knows natively, and the type object.
//
// Every heap object has a type; a type has an MRO and a dict of attributes, and all behaviour — operators,
// attribute access, calls — is found by looking names up in those dicts along the MRO, as CPython does
// (language.md §3). Builtin types put native functions in their dicts, so `int.__add__` and a user class's
// `__add__` are found the same way. `Layout` names the C++ struct an instance is, so a user class deriving
// from `Exception` or `list` still gets the right storage (CPython's "solid base").
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/gc.hpp"
#include "interpreter/value.hpp"
#include "lang/code.hpp"

namespace tsr::interp {

enum class Layout : uint8_t {
  Object, Type, Str, Tuple, List, Dict, Set, Function, Native, BoundMethod, Cell, Module, Slice, Range,
  Property, ClassMethod, StaticMethod, Super, Generator, Coroutine, Iterator, Exception, Code, DictView, Tensor, Bytes, Complex,
  WeakRef, Int, Other
};

struct DictObject;
struct TupleObject;
struct StrObject;

inline constexpr uint32_t kTypeSequence = 1u << 5, kTypeMapping = 1u << 6;  // Py_TPFLAGS_SEQUENCE, _MAPPING

struct TypeObject : Object {
  std::string name, qualname, module = "builtins";
  std::vector<Ref<TypeObject>> bases;
  std::vector<TypeObject*> mro;  // includes this type first; types are immortal, so raw pointers
  Ref<DictObject> dict;
  Layout layout = Layout::Object;
  bool builtin = false;      // a native type: its dunders cannot change (the VM may take fast paths)
  bool extension = false;    // a class in tsr code standing for a C extension's type (numpy's): named as one
  bool has_getattr = false;  // the MRO defines __getattr__ (cached at class creation / setattr)
  bool custom_setattr = false, custom_getattribute = false;
  bool has_del = false;      // the MRO defines __del__: destroy() calls it first (cached like has_getattr)
  // A builtin type's instances hash by identity (its __hash__ is object's): 1 or 0, -1 until hash_of first asks.
  int8_t identity_hash = -1;
  bool abstract = false;     // __abstractmethods__ is non-empty: calling the class refuses (CPython's IS_ABSTRACT)
  bool no_dict = false;      // __slots__ without __dict__ here and in every base: instances have no __dict__
  bool builtin_dict = false;  // a native type whose instances take attributes (CPython's io objects have __dict__)
  // Instances may be weakly referenced (CPython's tp_weaklistoffset != 0); inherited by subclasses (new_type).
  bool weakrefable = false;
  // Some instance has had a weak reference: destroy() then looks the dying object up in weakref.cpp's table.
  // (Objects never change type in tsr; a `__class__` assignment, if added, must carry this flag over.)
  bool weakly_referenced = false;
  // CPython's collection flags, which the match statement's sequence and mapping patterns test: kTypeSequence or
  // kTypeMapping (their Py_TPFLAGS_* values), set on list, tuple, dict..., by `__abc_tpflags__` in an ABC's body
  // and by ABCMeta.register; a new class takes the first one in its MRO (new_type).
  uint32_t collection_flags = 0;
  // Creates a bare instance of `type` (a subtype of this one) with this type's C++ layout.
  Object* (*alloc)(TypeObject* type) = nullptr;
  // The evaluation loop's cache for calling this class (vm.cpp, plain_init): while g_type_version is
  // init_version, `init` is the class's __init__ when the call is object.__new__ (alloc) then that tsr function;
  // Null when the call needs type.__call__'s general path.
  uint64_t init_version = ~uint64_t(0);
  Value init;
  explicit TypeObject(TypeObject* meta) : Object(meta) {}
};

// CPython's _PyObject_GC_MAY_BE_TRACKED: a tracked object, or a dict (which may be tracked later).
inline void gc::maybe_track(DictObject* d, const Value& v) {
  if (!is_tracked(reinterpret_cast<Object*>(d)) && v.is_obj()) [[unlikely]] {
    const Object* o = v.obj();
    if (is_tracked(o) || o->type->layout == Layout::Dict) track(reinterpret_cast<Object*>(d));
  }
}

struct StrObject : Object {
  std::string s;  // UTF-8; never changed once the object is in use (the caches below rely on it)
  mutable int64_t hash = -1;
  // Code points, counted on first use (-1 before): len() is O(1) after one scan, and the text is ASCII exactly when
  // it equals s.size(). For a non-ASCII text, `blocks` (built on the first index or slice) holds the byte offset of
  // every kStrBlock-th code point, so s[i] and s[a:b] scan fewer than kStrBlock code points (str_byte_offset).
  mutable int64_t code_points = -1;
  mutable std::unique_ptr<std::vector<size_t>> blocks;
  StrObject(TypeObject* t, std::string v) : Object(t), s(std::move(v)) {}
};
inline constexpr int64_t kStrBlock = 64;

// bytes and bytearray (one layout; the type says which). It holds no references, so the cycle collector can
// ignore it. `exports` counts the memoryviews on a bytearray, which may not resize while any is alive.
struct BytesObject : Object {
  std::string s;
  mutable int64_t hash = -1;
  uint32_t exports = 0;
  BytesObject(TypeObject* t, std::string v) : Object(t), s(std::move(v)) {}
};

struct TupleObject : Object {
  std::vector<Value> items;
  explicit TupleObject(TypeObject* t, std::vector<Value> v = {}) : Object(t), items(std::move(v)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

struct ListObject : Object {
  std::vector<Value> items;
  explicit ListObject(TypeObject* t, std::vector<Value> v = {}) : Object(t), items(std::move(v)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
};

// Insertion-ordered hash map (CPython's compact dict: an entries array plus an open-addressed index).
struct DictObject : Object {
  struct Entry {
    Value key, value;
    int64_t hash = 0;
  };
  std::vector<Entry> entries;   // deleted entries have a Null key
  std::vector<int32_t> index;   // -1 empty, -2 dummy, else entry number; size is a power of two
  size_t used = 0;
  // Bumped when a key comes or goes or entries move (insert, delete, rebuild, clear), not when a value is replaced:
  // while it holds, a key stays at its entry (LOAD_GLOBAL's inline cache reads the value from there).
  uint64_t keys_version = 0;
  // A dict starts untracked and is tracked once it holds a value that can be part of a cycle (CPython's
  // MAINTAIN_TRACKING): the attribute dicts of objects holding numbers cost the collector nothing.
  explicit DictObject(TypeObject* t) : Object(t) {}
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override { clear(); }

  Value get(const Value& key) const;  // Null when missing; may run __eq__/__hash__
  int64_t entry_of_str(const StrObject* key) const;  // the entry index holding key, or -1
  void set(const Value& key, Value value);
  bool erase(const Value& key);
  // Fast paths for interned-string keys (attribute dicts): identity, then text comparison.
  Value get_str(const StrObject* key) const;
  void set_str(StrObject* key, Value value);
  void assign_entry(size_t ix, Value value) {  // a live entry's value
    gc::maybe_track(this, value);
    entries[ix].value = std::move(value);
  }
  size_t size() const { return used; }
  void clear();
  template <class F>
  void for_each(F&& f) const {
    for (size_t i = 0; i < entries.size(); ++i)
      if (!entries[i].key.is_null()) f(entries[i].key, entries[i].value);
  }

 private:
  int64_t find_slot(const Value& key, int64_t hash) const;  // index slot holding key, or -1
  void insert_new(Value key, Value value, int64_t hash);
  void rebuild(size_t capacity);
};

// A set with CPython's table layout and probe sequence, so iteration order matches CPython's.
struct SetObject : Object {
  struct Slot {
    Value key;  // Null: empty
    int64_t hash = 0;
    bool dummy = false;
  };
  std::vector<Slot> table = std::vector<Slot>(8);
  size_t fill = 0, used = 0;
  bool frozen = false;
  int64_t hash = -1;  // a frozenset's, once computed (CPython caches it too: hashing deep nestings stays flat)
  explicit SetObject(TypeObject* t) : Object(t) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
  bool contains(const Value& key) const;
  bool add(const Value& key);  // true if newly added
  bool discard(const Value& key);
  // Adds every key of `other` as CPython's set_merge does (one resize up front, slot-for-slot copy into an
  // empty table of the same size), which decides the iteration order of set(s), s | t and set literals.
  void merge(const SetObject& other);
  // After discards (CPython's set_difference_update_internal): dummies past a quarter of the table resized away.
  void compact_dummies() {
    if (fill - used > (table.size() - 1) / 4) resize(used > 50000 ? used * 2 : used * 4);
  }
  template <class F>
  void for_each(F&& f) const {
    for (const auto& s : table)
      if (!s.key.is_null() && !s.dummy) f(s.key);
  }

 private:
  void insert_clean(Value key, int64_t hash);
  const Slot* lookup(const Value& key, int64_t hash) const;
  void resize(size_t minused);
};

struct CellObject : Object {
  Value v;
  explicit CellObject(TypeObject* t, Value x = {}) : Object(t), v(std::move(x)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
};

// A code object as the VM sees it: the compiler's Code plus its constants converted to Values once.
struct CodeObject : Object {
  // LOAD_GLOBAL's (and module-level LOAD_NAME's) inline cache, one per instruction: where the name was found.
  // It holds while the globals and builtins keep their keys (`globals_keys`, `builtins_keys`: their
  // DictObject::keys_version then): the name's value is then at `value`, an entry of the globals (`in_globals`)
  // or of the builtins; entries move only with a new keys_version. Versions come from one global counter, so
  // a globals dict with a recorded nonzero version is the very dict the entry was found in (and one still at 0
  // has never had a key).
  struct GlobalCache {
    uint64_t globals_keys = 0, builtins_keys = 0;
    Value* value = nullptr;
    bool in_globals = false;
  };
  std::vector<GlobalCache> global_cache;
  // LOAD_ATTR's and LOAD_METHOD's inline cache, one per instruction (allocated when one first runs): for
  // instances of `type` while no type has changed (`type_version`), LOAD_ATTR finds the attribute in the instance
  // dict at entry `hint` (the class has no attribute of that name), and LOAD_METHOD finds `method` on the class.
  struct AttrCache {
    const TypeObject* type = nullptr;
    uint64_t type_version = 0;
    uint32_t hint = 0;
    Value method;
  };
  std::vector<AttrCache> attr_cache;
  std::shared_ptr<const lang::Code> code;
  // Derived once, for the call path: the Code itself, its instruction words, its local slots, a frame's total
  // slots, and the number of positional arguments a call may bind straight into the first slots (the function
  // takes exactly those: no keyword-only, *args or **kwargs parameters, and is no generator; else kNoFastCall).
  const lang::Code* raw = nullptr;
  const uint32_t* words = nullptr;
  uint32_t nlocalsplus = 0, nslots = 0;
  static constexpr uint32_t kNoFastCall = ~0u;
  uint32_t fast_argcount = kNoFastCall;
  std::vector<Value> consts;
  std::vector<Ref<StrObject>> names;     // interned
  std::vector<Ref<StrObject>> varnames;  // interned
  CodeObject(TypeObject* t, std::shared_ptr<const lang::Code> c);
};

struct FunctionObject : Object {
  Ref<CodeObject> code;
  Ref<DictObject> globals;
  Value defaults;     // tuple or Null
  Value kwdefaults;   // dict or Null
  Value closure;      // tuple of cells or Null
  Value name, qualname, doc, module, annotations;
  // Another spelling a keyword may take: a keyword none of the parameters has is looked up here before the call is
  // refused, and bound to the parameter it returns, if any (torch's ops take numpy's names, x.sum(axis=1), as
  // PyTorch's argument parser does). Null for plain functions; consulted only on that error path.
  std::string_view (*keyword_alias)(std::string_view keyword) = nullptr;
  FunctionObject(TypeObject* t, Ref<CodeObject> c, Ref<DictObject> g) : Object(t), code(std::move(c)), globals(std::move(g)) {
    gc::track(this);
  }
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
};

// Arguments of a call: positional values followed by keyword values, whose names are in `kwnames`.
struct CallArgs {
  std::span<const Value> args;  // all values: positional first, then keyword values
  const TupleObject* kwnames = nullptr;
  size_t npos() const { return args.size() - nkw(); }
  size_t nkw() const;
  // An argument a native function reads without having counted them raises TypeError (CPython's nameless "function
  // takes at least N arguments (M given)") rather than reading past the call's values.
  const Value& operator[](size_t i) const {
    if (i >= args.size()) [[unlikely]] missing_argument(i);
    return args[i];
  }
  [[noreturn]] void missing_argument(size_t i) const;
};

// How a native builtin's arguments are counted before it runs, as CPython's calling conventions count them (its
// messages name the function): METH_O ("f() takes exactly one argument (2 given)"), METH_NOARGS ("f() takes no
// arguments (1 given)"), positional-only functions checked by _PyArg_CheckPositional ("f expected at most 2
// arguments, got 3"), all three refusing keywords ("f() takes no keyword arguments"); and Positional with keywords
// left to the function (sorted's "sorted expected 1 argument, got 2").
struct NativeArity {
  enum Kind : uint8_t { Unchecked, One, NoArgs, Positional, PositionalWithKeywords };
  Kind kind = Unchecked;
  uint8_t min = 0, max = 0;  // the positional count's range (One: 1 to 1, NoArgs: 0 to 0)
  constexpr NativeArity() = default;
  constexpr NativeArity(Kind k, uint8_t lo = 0, uint8_t hi = 0)
      : kind(k), min(k == One ? 1 : k == NoArgs ? 0 : lo), max(k == One ? 1 : k == NoArgs ? 0 : hi) {}
};

using NativeFn = std::function<Value(const CallArgs&)>;

struct NativeFunctionObject : Object {
  std::string name, qualname;
  NativeFn fn;
  bool binds = false;  // a method descriptor: found on an instance through its type, it binds `self`
  TypeObject* owner = nullptr;  // add_method's type: `self` must be an instance of it (checked by call())
  // A static method of this type as its repr shows it ("<built-in method add of type object at 0x...>"): PyTorch's
  // torch.* functions, which are torch._C._VariableFunctions' static methods. Calls are unaffected.
  TypeObject* shown_as_method_of = nullptr;
  // It may return Null having put its exception in R.soft_raised (runtime.hpp) instead of throwing it: for
  // builtins whose errors are control flow (next's StopIteration), which the VM then raises without a C++ unwind.
  bool soft_raise = false;
  NativeArity arity;  // checked by call() before fn runs (builtins.cpp's kBuiltinArity)
  std::string doc;
  // __module__: the native module that defined it (set when the module's init has run: import_module), or what a
  // program assigned; Null shows as None, as a method's does.
  Value module;
  NativeFunctionObject(TypeObject* t, std::string n, NativeFn f) : Object(t), name(std::move(n)), fn(std::move(f)) {}
};

// Raises CPython's TypeError where `a` breaks f.arity (the common, passing case inline).
[[noreturn]] void raise_native_arity(const NativeFunctionObject& f, const CallArgs& a);
inline void check_native_arity(const NativeFunctionObject& f, const CallArgs& a) {
  const NativeArity& r = f.arity;
  if (r.kind == NativeArity::Unchecked) return;
  if (r.kind == NativeArity::PositionalWithKeywords) {
    if (a.npos() - r.min <= size_t(r.max - r.min)) return;
  } else if (!a.kwnames && a.args.size() - r.min <= size_t(r.max - r.min)) {
    return;
  }
  raise_native_arity(f, a);
}

struct BoundMethodObject : Object {
  Value func, self;
  BoundMethodObject(TypeObject* t, Value f, Value s) : Object(t), func(std::move(f)), self(std::move(s)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

struct ModuleObject : Object {
  Ref<StrObject> name;
  ModuleObject(TypeObject* t, Ref<StrObject> n, Ref<DictObject> d);
  DictObject* dict() const { return attrs; }
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override {}  // the namespace stays (it is cleared itself when it is garbage)
};

struct SliceObject : Object {
  Value start, stop, step;
  SliceObject(TypeObject* t, Value a, Value b, Value c) : Object(t), start(std::move(a)), stop(std::move(b)), step(std::move(c)) {
    gc::track(this);
  }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

struct RangeObject : Object {
  int64_t start, stop, step;
  RangeObject(TypeObject* t, int64_t a, int64_t b, int64_t c) : Object(t), start(a), stop(b), step(c) {}
  int64_t length() const;
};

struct PropertyObject : Object {
  Value fget, fset, fdel, doc;
  Value name;  // the class attribute it was made for (__set_name__), which its messages name
  explicit PropertyObject(TypeObject* t) : Object(t) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

// classmethod / staticmethod wrappers.
struct WrapperObject : Object {
  Value func;
  WrapperObject(TypeObject* t, Value f) : Object(t), func(std::move(f)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

struct SuperObject : Object {
  TypeObject* start = nullptr;  // lookups begin after this type in obj_type's MRO
  Value obj;
  TypeObject* obj_type = nullptr;
  explicit SuperObject(TypeObject* t) : Object(t) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

// A native iterator: `next` returns Null when exhausted.
// A builtin iterator: `next` gives the next item (Null at the end); `length_hint`, where the kind has one, what is
// left (its __length_hint__). The type is the kind CPython names (list_iterator, zip, ...: iterator_kind).
struct IteratorObject : Object {
  std::function<Value()> next;
  std::function<int64_t()> length_hint;
  IteratorObject(TypeObject* t, std::function<Value()> n, std::function<int64_t()> h = {})
      : Object(t), next(std::move(n)), length_hint(std::move(h)) {}
};

struct TracebackEntry {
  Ref<CodeObject> code;
  uint32_t instr = 0;
};

struct ExceptionObject : Object {
  Value args;  // tuple
  Value cause, context, value;  // value: StopIteration.value
  bool suppress_context = false;
  std::vector<TracebackEntry> traceback;  // innermost frame first
  std::string suggestion;  // a NameError's "Did you mean" name, found where it was raised (suggestions.hpp)
  explicit ExceptionObject(TypeObject* t);
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
};

struct DictViewObject : Object {
  enum Kind : uint8_t { Keys, Values, Items } kind;
  Ref<DictObject> dict;
  DictViewObject(TypeObject* t, Kind k, Ref<DictObject> d) : Object(t), kind(k), dict(std::move(d)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override;
};

struct Frame;
// A generator, or (Layout::Coroutine) a coroutine or async generator: a frame that suspends.
constexpr bool is_generator_layout(Layout l) { return l == Layout::Generator || l == Layout::Coroutine; }
inline bool is_generator_value(const Value& v) { return v.is_obj() && is_generator_layout(v.obj()->type->layout); }

struct GeneratorObject : Object {
  std::unique_ptr<Frame> frame;
  bool running = false, finished = false;
  // An async generator's state (CPython's ag_running_async, ag_closed, ag_hooks_inited) and the finalizer
  // sys.set_asyncgen_hooks named when it was first iterated.
  bool running_async = false, closed = false, hooks_inited = false;
  Value name, qualname, finalizer;
  Value exc_state;  // the exception its own handler was handling when it last suspended (CPython's gi_exc_state)
  GeneratorObject(TypeObject* t, std::unique_ptr<Frame> f);
  ~GeneratorObject() override;
  void gc_traverse(GcVisit visit, void* ctx) const override;
  void gc_clear() override;
};

}  // namespace tsr::interp
