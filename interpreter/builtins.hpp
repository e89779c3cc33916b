// The builtins module and the initialisers of each group of builtin types' methods.
#pragma once

#include "interpreter/runtime.hpp"

namespace tsr::interp {

// type(name, bases, namespace) and class statements: creates a class from an executed class body.
// type.__new__(meta, name, bases, ns, **kwargs): `kwargs` holds name, value pairs for __init_subclass__.
// The most derived of `meta` and the metaclasses of `bases` (CPython's _PyType_CalculateMetaclass).
TypeObject* calculate_metaclass(TypeObject* meta, const std::vector<Value>& bases);
Value make_class(const Value& name, const std::vector<Value>& bases, Ref<DictObject> ns, const Value& meta,
                 const std::vector<Value>& kwargs = {});

void init_types();        // types.cpp: bootstraps type/object and the core types' methods
void init_numbers();      // numbers.cpp: int, float, bool
void init_complex();      // complex.cpp
void init_str();          // str.cpp
void init_bytes();        // bytes.cpp: bytes, bytearray, memoryview, the codecs, int.to_bytes/from_bytes
void init_collections();  // collections.cpp: list, tuple, dict, set, range, slice, views
void init_builtins();     // builtins.cpp: the builtins module's functions and names
void init_modules();      // modules.cpp: sys, math, time, the import system
void init_io();           // io.cpp: open() and its text files
// io.cpp: raises the OSError (FileNotFoundError, PermissionError, ...) for errno, naming `path`, as CPython.
[[noreturn]] void raise_errno(const std::string& path);
[[noreturn]] void raise_os_errno();  // errno's OSError (its subclass) without a file name: a call on a descriptor
[[noreturn]] void raise_errno2(const std::string& path, const std::string& path2);  // "'a' -> 'b'"
void init_library_modules();  // library_modules.cpp: numbers, _tsr_os (under the tsr-written os)
void register_binary_modules();  // struct_module.cpp, hashlib.cpp: struct, hashlib, binascii (under base64)
void init_json();             // json.cpp: _json, the parser and serializer under stdlib/json
void init_re();               // re_module.cpp: _tsr_re, the PCRE2 engine under stdlib/re/__init__.tsr
void init_unicodedata_module(); // unicodedata_module.cpp: unicodedata on ICU, opened on import
void init_math_module();      // math_module.cpp
void init_cmath_module();     // cmath_module.cpp
void init_time_module();      // time_module.cpp: _time, under the tsr-written time
void init_stdmisc_module();   // stdmisc_module.cpp: _tsrmisc, under traceback, warnings, logging and uuid
Value traceback_of(ExceptionObject* e);  // stdmisc_module.cpp: BaseException.__traceback__
// A frame's locals() (builtins.cpp): a module or class body's namespace, a function's variables in a new dict.
Value locals_of(struct Frame* f);
void set_traceback(ExceptionObject* e, const Value& tb);  // its setter: a traceback object's entries, or None
void init_deque_module();     // deque.cpp: _collections.deque
void init_heapq_module();     // heapq_module.cpp: _heapq and _bisect
void init_pickle_module();    // pickle_module.cpp: _pickle_native, the hot paths of stdlib/pickle.tsr
void init_np_random_module(); // np_random_module.cpp: _np_random, numpy's random streams under numpy.random
void init_atexit_module();    // atexit_module.cpp: atexit
void run_atexit_callbacks();  // atexit_module.cpp: at exit, before the last collection (CPython's order)
// library_modules.cpp: whether `t` belongs to `cls` through a registration such as numbers' (int is an Integral).
bool virtual_subclass_of(const TypeObject* t, const TypeObject* cls);
std::string object_address(const void* p);
// isinstance(v, cls), with the metaclass's __instancecheck__ (an ABC's registrations).
bool isinstance_call(const Value& v, const Value& cls);

// A stable merge sort by `<` (list.sort / sorted): stable, reverse keeps equal items' order, keys computed once.
void sort_values(std::vector<Value>& items, const Value& key, bool reverse);

}  // namespace tsr::interp
