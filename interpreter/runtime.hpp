// The runtime's API: the builtin types, raising exceptions, and the protocols of language.md §3 (attribute
// access, calls, operators, comparisons, truth, hashing, iteration, repr/str) that the VM and every builtin
// go through.
//
// Errors travel as C++ exceptions of type `PyException` carrying the Python exception object. Hot paths that
// Python uses for control flow do not throw: iteration returns Null at the end, `getattr_opt` is the suppress
// mode of attribute lookup, and the VM raises what it raises itself (`raise`, a dict's missing key, a missing
// attribute, a soft-raising builtin's error) without a C++ unwind (docs/interpreter.md, "Errors").
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/object.hpp"
#include "lang/binary_ops.hpp"

namespace tsr::interp {

// The builtin types. Immortal; created by init_runtime().
struct BuiltinTypes {
  TypeObject *object, *type, *none, *notimplemented, *ellipsis, *int_, *float_, *bool_, *str, *tuple, *list,
      *dict, *set, *frozenset, *function, *builtin_function, *method, *cell, *module, *slice, *range, *property,
      *classmethod, *staticmethod, *super, *generator, *coroutine, *async_generator, *iterator, *code, *dict_keys, *dict_values, *dict_items, *bytes, *bytearray, *memoryview,
      *complex;
  // Exceptions (language.md §5.1).
  TypeObject *BaseException, *Exception, *GeneratorExit, *KeyboardInterrupt, *SystemExit, *ArithmeticError,
      *OverflowError, *ZeroDivisionError, *AssertionError, *AttributeError, *EOFError, *MemoryError, *ImportError,
      *ModuleNotFoundError, *LookupError, *IndexError, *KeyError, *NameError, *UnboundLocalError, *OSError,
      *FileNotFoundError, *RuntimeError, *NotImplementedError, *RecursionError, *SystemError, *StopIteration, *StopAsyncIteration, *SyntaxError,
      *IndentationError, *TabError, *TypeError, *ValueError, *Warning, *UserWarning, *DeprecationWarning,
      *RuntimeWarning, *FutureWarning, *UnicodeError, *UnicodeDecodeError, *UnicodeEncodeError, *BufferError;
};
extern BuiltinTypes T;

extern Value kNotImplemented, kEllipsis;

// A Python exception in flight.
struct PyException {
  Ref<ExceptionObject> exc;
};

[[noreturn]] void raise(TypeObject* type, std::string msg);
// StopIteration carrying an iterator's end value (a generator's return): args () for None, as CPython's, else (value,).
[[noreturn]] void raise_stop_iteration(const Value& value = Value::none());
// StopIteration carrying a generator's return value: args () for None, as CPython's, else (value,).
[[noreturn]] void raise_stop_iteration(const Value& value);
[[noreturn]] void raise_value(Value exc_or_type);  // `raise X`: an instance, or a class to instantiate
Ref<ExceptionObject> new_exception(TypeObject* type, std::string msg);
Ref<ExceptionObject> new_exception_args(TypeObject* type, Value args);  // an instance with these args (a tuple)
// An instance of `cls`, a subclass of float, holding v (what float.__new__(cls, v) makes).
Value new_float_subclass_instance(TypeObject* cls, double v);
Ref<ExceptionObject> new_stop_iteration(const Value& value);  // raise_stop_iteration's exception
Ref<ExceptionObject> new_key_error(const Value& key);          // KeyError(key), a mapping's missing key
// The AttributeError of a failed read of `name` on `o`, carrying name and obj as CPython 3.10+ does.
Ref<ExceptionObject> new_attribute_error(const Value& o, const StrObject* name);

// --- Construction helpers ---
Ref<StrObject> intern(std::string_view s);  // the one StrObject for this text (names, attribute keys)
Value new_str(std::string s);
Value new_tuple(std::vector<Value> items);
Value new_list(std::vector<Value> items);
Ref<DictObject> new_dict();
Ref<TypeObject> new_type(std::string name, std::vector<Ref<TypeObject>> bases, Layout layout, bool builtin,
                         std::string module = "builtins");
// A native function; `binds` makes it a method descriptor.
Value new_native(std::string name, NativeFn fn, bool binds = false, std::string doc = {});
void add_method(TypeObject* t, const std::string& name, NativeFn fn, std::string doc = {});
void add_static(TypeObject* t, const std::string& name, NativeFn fn);
void add_property(TypeObject* t, const std::string& name, NativeFn getter, NativeFn setter = nullptr);
// The argument count of a method called by name, `self` not counted, checked as CPython checks it: a slot
// wrapper's (`set.__rand__`, `range.__getitem__`: check_num_args' "expected 1 argument, got 0") and a METH_NOARGS
// or METH_O method's (`range.count`: "range.count() takes exactly one argument (0 given)"); neither takes keywords.
void check_wrapper_args(const CallArgs& a, const std::string& name, size_t n);
void check_method_args(const CallArgs& a, const std::string& qualname, size_t n /* 0 or 1 */);

// --- Type predicates ---
TypeObject* type_of(const Value& v);
bool is_subtype(const TypeObject* a, const TypeObject* b);
bool isinstance(const Value& v, const TypeObject* t);
inline bool is_str(const Value& v) { return v.is_obj() && v.obj()->type->layout == Layout::Str; }
inline StrObject* as_str(const Value& v) { return static_cast<StrObject*>(v.obj()); }
// The text of a str. Anything else raises CPython's PyErr_BadArgument TypeError ("bad argument type for built-in
// operation"): the net under natives that take an argument as text without checking it first.
[[noreturn]] void raise_bad_argument();
inline const std::string& str_of(const Value& v) {
  if (!is_str(v)) [[unlikely]] raise_bad_argument();
  return static_cast<StrObject*>(v.obj())->s;
}
// The spec a type's __format__ method was given (CPython's METH_O with a str argument): "int.__format__() takes
// exactly one argument (2 given)", "__format__() argument must be str, not int".
const std::string& format_spec_arg(const CallArgs& a, const std::string& type_name);
template <class O>
O* as(const Value& v) {
  return static_cast<O*>(v.obj());
}
inline bool has_layout(const Value& v, Layout l) { return v.is_obj() && v.obj()->type->layout == l; }
// CPython's tp_name, which its messages name a type by: a native type outside `builtins`, and a class standing for
// an extension's type (TypeObject::extension), carries its module ('collections.deque', 'torch.dtype',
// 'numpy.float64'); other types have their bare name ('int', 'Tensor', a user's class).
std::string tp_name(const TypeObject* t);
std::string type_name(const Value& v);  // tp_name(type_of(v))

// --- Attributes (§3.4) ---
extern uint64_t g_type_version;  // bumped whenever any type's dict changes (method caches check it)
Value lookup(const TypeObject* t, const StrObject* name);  // through the MRO (cached); Null if missing
void types_changed();  // call after writing any type's dict directly (invalidates the method cache)
Value getattr(const Value& o, StrObject* name);
Value getattr_opt(const Value& o, StrObject* name);  // Null instead of AttributeError
// getattr's plain case, generic_getattr alone: no __getattr__ or __getattribute__ of the type's own, not a class
// or module (the VM's LOAD_ATTR raises a miss there itself)
inline bool plain_attribute_lookup(const TypeObject* t) {
  return !t->has_getattr && !t->custom_getattribute && t->layout != Layout::Type && t->layout != Layout::Module;
}
inline Value getattr(const Value& o, std::string_view name) { return getattr(o, intern(name).get()); }
void setattr(const Value& o, StrObject* name, Value v);
void type_setattr(TypeObject* t, StrObject* name, Value v);  // type.__setattr__: into the class dict
Value type_getattribute(TypeObject* t, StrObject* name);     // type.__getattribute__
Value construct(TypeObject* t, const CallArgs& a);            // type.__call__: __new__ then __init__
[[noreturn]] void raise_abstract(TypeObject* t);             // "Can't instantiate abstract class ..." 
void delattr(const Value& o, StrObject* name);
Value generic_getattr(const Value& o, StrObject* name, bool suppress);
// Note [Lazy attributes] (object.cpp): `hook()` runs once, at the first attribute lookup that misses on `t`, an
// instance of it or of a subclass, and the lookup is then tried again.
void set_attribute_miss_hook(TypeObject* t, Value hook);
// Note [Class watches] (object.cpp): `hook(cls)` runs once, for the first class whose own dict gets `name`.
void watch_class_attribute(StrObject* name, Value hook);
// A class just made (only: null), or given the attribute `only`: the watches it meets run.
void check_class_watches(TypeObject* t, const StrObject* only = nullptr);
bool class_watches_pending();
// Runs that hook now when `t` is the class (or a subclass) it waits on: `dir()` lists the attributes it sets up.
void run_lazy_attributes(const TypeObject* t);
void generic_setattr(const Value& o, StrObject* name, Value v);
DictObject& instance_dict(Object* o);  // o's __dict__, made on first use
// Calls a descriptor's __get__ if it has one (functions bind, properties compute); else returns d.
Value bind_descriptor(const Value& d, const Value& obj, TypeObject* owner);

// --- Calls (§3.5) ---
Value call(const Value& f, const CallArgs& args);
Value call(const Value& f, std::initializer_list<Value> args);
Value call_vec(const Value& f, const std::vector<Value>& args);
// Looks `name` up on type(o) and calls it with o first. Null if the type has no such attribute.
Value call_method_opt(const Value& o, StrObject* name, std::initializer_list<Value> args);
Value call_method(const Value& o, std::string_view name, std::initializer_list<Value> args);
bool is_callable(const Value& v);

// Binding of native-function arguments: names of the parameters; fills `out` (Null for absent optionals)
// and raises CPython's TypeErrors. `nrequired` leading parameters are mandatory. An unknown keyword is CPython 3.11
// C code's "'x' is an invalid keyword argument for f()", or with `cython_keywords` Cython's "f() got an unexpected
// keyword argument 'x'" (numpy's random module).
void parse_args(const CallArgs& a, std::string_view fname, std::initializer_list<std::string_view> params,
                size_t nrequired, Value* out, size_t npositional_only = 0, bool cython_keywords = false);

// --- Operators (§3.3) ---
// The operators are lang/binary_ops.def's rows; `op` is BINARY_OP's argument (kInplaceOffset.. in place) and
// COMPARE_OP's argument.
Value binary_op(const Value& a, const Value& b, int op);
Value unary_op(const Value& v, int which);  // 0 +, 1 -, 2 ~
Value rich_compare(const Value& a, const Value& b, int op);
inline Value binary_op(const Value& a, const Value& b, lang::BinaryOpArg op) { return binary_op(a, b, int(op)); }
inline Value rich_compare(const Value& a, const Value& b, lang::CompareOpArg op) { return rich_compare(a, b, int(op)); }
bool eq(const Value& a, const Value& b);  // truth of a == b, with the identity shortcut of containers
bool lt(const Value& a, const Value& b);
bool truthy(const Value& v);
bool contains(const Value& container, const Value& item);
int64_t hash_of(const Value& v);
int64_t length(const Value& v);
// A str's number of code points (counted once, then cached) and the byte offset of code point `cp` (0 <= cp <=
// that number; O(1) for ASCII, a scan of fewer than kStrBlock code points otherwise).
int64_t str_length(const StrObject* so);
size_t str_byte_offset(const StrObject* so, int64_t cp);
// A property's __get__ (for an instance), __set__ and, with v null, __delete__, with CPython 3.11's messages for a
// missing accessor ("property 'x' of 'A' object has no setter").
Value property_get(const PropertyObject* p, const Value& obj);
void property_set(const PropertyObject* p, const Value& obj, const Value& v);
int64_t index_of(const Value& v);  // __index__ (ints, bools, 0-d integer tensors)
Value index_value(const Value& v);
// A slice bound or step (CPython's _PyEval_SliceIndex): an int or __index__, an int past 64 bits clamped.
int64_t slice_index(const Value& v);  // PyNumber_Index: the int (small or big) of __index__, a bool or subclass as int
bool has_index(const Value& v);    // an int, a bool, or its type has __index__ (CPython's PyIndex_Check)
double float_of(const Value& v);   // float(v) for numbers

// --- Subscripts ---
Value getitem(const Value& c, const Value& k);
void setitem(const Value& c, const Value& k, Value v);
void delitem(const Value& c, const Value& k);
// Normalises a slice against a length: start, stop, step and the number of items (PySlice_AdjustIndices).
struct SliceIndices {
  int64_t start, stop, step, length;
};
SliceIndices slice_indices(const SliceObject* s, int64_t len);

// Note [Lazy builtins]: builtins written in tsr that most programs never name (BaseExceptionGroup and
// ExceptionGroup, stdlib/_exceptiongroup.tsr) are loaded when first looked up, by name (LOAD_GLOBAL's and
// LOAD_NAME's miss, `builtins.X`), so start-up does not pay for them. Null for any other name.
Value lazy_builtin(const StrObject* name);

// --- Iteration ---
Value iter(const Value& v);
Value next(const Value& it);  // Null when exhausted
std::vector<Value> to_vector(const Value& iterable);
Value new_iterator(std::function<Value()> next);  // a plain `iterator` (the __getitem__ protocol's)
// The type of a kind of builtin iterator, by CPython's name ('list_iterator', 'dict_keyiterator', 'zip', ...):
// made on first use, with __iter__, __next__ and, when `hinted`, __length_hint__; in `module` (itertools.chain)
// where that is not builtins.
TypeObject* iterator_kind(const char* name, bool hinted, const char* module = "builtins");
// An iterator kind that is also a class to call (zip, map, itertools.chain, ...): its __new__ makes the iterator
// with `make(cls, arguments)`, and a subclass's call an instance of the subclass. Returns the class; the caller
// binds it in its module.
using IteratorMaker = Value (*)(TypeObject* cls, const CallArgs& a);
TypeObject* iterator_class(const char* name, const char* module, bool hinted, IteratorMaker make);
Value new_iterator(TypeObject* kind, std::function<Value()> next, std::function<int64_t()> length_hint = {});

// --- Text ---
std::string repr(const Value& v);
std::string str(const Value& v);
std::string format(const Value& v, std::string_view spec);

// --- The interpreter state ---
struct Runtime {
  Ref<DictObject> builtins;
  Ref<DictObject> modules;  // sys.modules
  Ref<ListObject> path;     // sys.path
  Value sys;
  int depth = 0, recursion_limit = 1000;
  Value exc_info;              // the exception being handled (bare raise, __context__); Null when none
  // What a native function flagged soft_raise (NativeFunctionObject) raised by returning Null: the VM's CALL
  // takes it as raised at the call without a C++ throw, call() throws it for every other caller.
  Ref<ExceptionObject> soft_raised;
  struct Frame* frame = nullptr;
  int64_t step_budget = -1;       // backward jumps and calls allowed before RuntimeError (fuzzing); -1: no limit  // the innermost running frame (zero-argument super(), globals(), locals())
};
extern Runtime R;

void init_runtime(int argc, char** argv);

// Raised to unwind a frame on SystemExit from the REPL etc.
struct RecursionGuard {
  RecursionGuard();
  // `where` completes CPython's message: " while getting the repr of an object", " in comparison".
  explicit RecursionGuard(const char* where);
  ~RecursionGuard() { --R.depth; }
};

}  // namespace tsr::interp
