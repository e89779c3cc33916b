// Creating the builtin types (bootstrapping `type` and `object`), and the methods of object, type, functions,
// descriptors and exceptions.
#include <cstdio>
#include <optional>

#include "interpreter/builtins.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

int64_t getsizeof(const Value& v);  // sys.getsizeof (modules.cpp)

bool hidden_code(const CodeObject& code);  // traceback.cpp: a function of a tsr module standing for C code

void refresh_flags(TypeObject* t);
void coroutine_types();  // coroutines.cpp

std::vector<TypeObject*>& subclasses_of(TypeObject* t);  // object.cpp

namespace {

// CPython's _PyObject_IsAbstract: whether obj's __isabstractmethod__ is true (absent: not abstract), as a
// staticmethod, classmethod or property asks of the functions it holds.
bool is_abstract(const Value& obj) {
  if (obj.is_null() || obj.is_none()) return false;
  static StrObject* s_abstract = intern("__isabstractmethod__").get();
  const Value v = getattr_opt(obj, s_abstract);
  return !v.is_null() && truthy(v);
}

// An instance of a class: a container of attributes (the collector tracks it; CPython tracks every instance of
// a class with a __dict__).
Object* alloc_object(TypeObject* t) {
  Object* o = new Object(t);
  gc::track(o);
  return o;
}
Object* alloc_exception(TypeObject* t) { return new ExceptionObject(t); }

std::string address_of(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%012llx", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  return buf;
}

TypeObject* builtin_type(const char* name, Layout layout, TypeObject* base = nullptr) {
  std::vector<Ref<TypeObject>> bases;
  if (base) bases.emplace_back(base);
  return new_type(name, std::move(bases), layout, true).get();
}

void make_exception_types() {
  auto ex = [](const char* name, TypeObject* base) {
    TypeObject* t = builtin_type(name, Layout::Exception, base);
    t->alloc = alloc_exception;
    return t;
  };
  T.BaseException = ex("BaseException", T.object);
  T.Exception = ex("Exception", T.BaseException);
  T.GeneratorExit = ex("GeneratorExit", T.BaseException);
  T.KeyboardInterrupt = ex("KeyboardInterrupt", T.BaseException);
  T.SystemExit = ex("SystemExit", T.BaseException);
  T.ArithmeticError = ex("ArithmeticError", T.Exception);
  T.OverflowError = ex("OverflowError", T.ArithmeticError);
  T.ZeroDivisionError = ex("ZeroDivisionError", T.ArithmeticError);
  T.AssertionError = ex("AssertionError", T.Exception);
  T.AttributeError = ex("AttributeError", T.Exception);
  T.EOFError = ex("EOFError", T.Exception);
  T.MemoryError = ex("MemoryError", T.Exception);
  T.ImportError = ex("ImportError", T.Exception);
  T.ModuleNotFoundError = ex("ModuleNotFoundError", T.ImportError);
  T.LookupError = ex("LookupError", T.Exception);
  T.IndexError = ex("IndexError", T.LookupError);
  T.KeyError = ex("KeyError", T.LookupError);
  T.NameError = ex("NameError", T.Exception);
  T.UnboundLocalError = ex("UnboundLocalError", T.NameError);
  T.OSError = ex("OSError", T.Exception);
  T.FileNotFoundError = ex("FileNotFoundError", T.OSError);
  T.RuntimeError = ex("RuntimeError", T.Exception);
  T.NotImplementedError = ex("NotImplementedError", T.RuntimeError);
  T.RecursionError = ex("RecursionError", T.RuntimeError);
  T.SystemError = ex("SystemError", T.Exception);
  T.StopIteration = ex("StopIteration", T.Exception);
  T.StopAsyncIteration = ex("StopAsyncIteration", T.Exception);
  T.SyntaxError = ex("SyntaxError", T.Exception);
  T.IndentationError = ex("IndentationError", T.SyntaxError);
  T.TabError = ex("TabError", T.IndentationError);
  T.TypeError = ex("TypeError", T.Exception);
  T.ValueError = ex("ValueError", T.Exception);
  T.Warning = ex("Warning", T.Exception);
  T.UserWarning = ex("UserWarning", T.Warning);
  T.DeprecationWarning = ex("DeprecationWarning", T.Warning);
  T.RuntimeWarning = ex("RuntimeWarning", T.Warning);
  T.FutureWarning = ex("FutureWarning", T.Warning);
}

std::string exception_str(ExceptionObject* e) {
  const auto& args = as<TupleObject>(e->args)->items;
  if (args.empty()) return "";
  if (args.size() == 1) {
    if (is_subtype(e->type, T.KeyError)) return repr(args[0]);
    return str(args[0]);
  }
  return repr(e->args);
}

void exception_methods() {
  TypeObject* b = T.BaseException;
  add_static(b, "__new__", [](const CallArgs& a) {
    if (a.npos() < 1 || !has_layout(a[0], Layout::Type)) raise(T.TypeError, "BaseException.__new__(X): X is not a type object");
    auto* t = as<TypeObject>(a[0]);
    Value e(t->alloc(t));
    std::vector<Value> rest(a.args.begin() + 1, a.args.begin() + long(a.npos()));
    as<ExceptionObject>(e)->args = new_tuple(std::move(rest));
    return e;
  });
  add_method(b, "__init__", [](const CallArgs& a) {
    std::vector<Value> rest(a.args.begin() + 1, a.args.begin() + long(a.npos()));
    as<ExceptionObject>(a[0])->args = new_tuple(std::move(rest));
    return Value::none();
  });
  add_method(b, "__str__", [](const CallArgs& a) { return new_str(exception_str(as<ExceptionObject>(a[0]))); });
  add_method(b, "__repr__", [](const CallArgs& a) {
    auto* e = as<ExceptionObject>(a[0]);
    const auto& args = as<TupleObject>(e->args)->items;
    std::string inner = args.size() == 1 ? repr(args[0]) : repr(e->args);
    if (args.empty()) inner = "()";
    if (args.size() != 1) inner = inner.substr(1, inner.size() - 2);
    if (args.size() > 1 && inner.ends_with(",")) inner.pop_back();
    return new_str(e->type->name + "(" + inner + ")");
  });
  add_property(b, "args", [](const CallArgs& a) { return as<ExceptionObject>(a[0])->args; },
               [](const CallArgs& a) {
                 as<ExceptionObject>(a[0])->args = new_tuple(to_vector(a[1]));
                 return Value::none();
               });
  // ImportError(*args, name=None, path=None): msg is args[0] where there is one argument; name and path are None
  // on the class for the errors made natively without them.
  for (const char* n : {"name", "path"}) T.ImportError->dict->set_str(intern(n).get(), Value::none());
  // msg: what __init__ or an assignment stored, else (an error the import system raised) its one argument
  add_property(T.ImportError, "msg",
               [](const CallArgs& a) {
                 Value v = instance_dict(a[0].obj()).get_str(intern("msg").get());
                 if (!v.is_null()) return v;
                 const auto& args = as<TupleObject>(as<ExceptionObject>(a[0])->args)->items;
                 return args.size() == 1 ? args[0] : Value::none();
               },
               [](const CallArgs& a) {
                 instance_dict(a[0].obj()).set_str(intern("msg").get(), a[1]);
                 return Value::none();
               });
  add_method(T.ImportError, "__init__", [](const CallArgs& a) {
    const size_t np = a.npos();
    std::vector<Value> rest(a.args.begin() + 1, a.args.begin() + long(np));
    as<ExceptionObject>(a[0])->args = new_tuple(rest);
    Value name = Value::none(), path = Value::none();
    for (size_t k = 0; k < a.nkw(); ++k) {
      const std::string kw = str_of(a.kwnames->items[k]);
      if (kw == "name") name = a[np + k];
      else if (kw == "path") path = a[np + k];
      else raise(T.TypeError, "'" + kw + "' is an invalid keyword argument for " + type_name(a[0]) + "()");
    }
    // into the instance's dict, past any descriptor a subclass puts over them (CPython writes its struct's fields)
    DictObject& d = instance_dict(a[0].obj());
    d.set_str(intern("msg").get(), rest.size() == 1 ? rest[0] : Value::none());
    d.set_str(intern("name").get(), name);
    d.set_str(intern("path").get(), path);
    return Value::none();
  });
  // AttributeError(*args, name=None, obj=None) (CPython 3.10+): the attribute and the object whose lookup failed;
  // None on the class for an error made without them (the interpreter fills them in as the lookup fails).
  for (const char* n : {"name", "obj"}) T.AttributeError->dict->set_str(intern(n).get(), Value::none());
  add_method(T.AttributeError, "__init__", [](const CallArgs& a) {
    const size_t np = a.npos();
    as<ExceptionObject>(a[0])->args = new_tuple(std::vector<Value>(a.args.begin() + 1, a.args.begin() + long(np)));
    DictObject& d = instance_dict(a[0].obj());
    for (size_t k = 0; k < a.nkw(); ++k) {
      const std::string kw = str_of(a.kwnames->items[k]);
      if (kw != "name" && kw != "obj")
        raise(T.TypeError, "'" + kw + "' is an invalid keyword argument for " + type_name(a[0]) + "()");
      d.set_str(intern(kw).get(), a[np + k]);
    }
    return Value::none();
  });
  // SyntaxError(msg, (filename, lineno, offset, text[, end_lineno, end_offset])) sets those attributes, and its
  // str is CPython's "msg (file, line N)" with the file's base name (Objects/exceptions.c, SyntaxError_str).
  add_method(T.SyntaxError, "__init__", [](const CallArgs& a) {
    std::vector<Value> rest(a.args.begin() + 1, a.args.begin() + long(a.npos()));
    as<ExceptionObject>(a[0])->args = new_tuple(rest);
    const char* names[] = {"msg", "filename", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line"};
    for (const char* n : names) generic_setattr(a[0], intern(n).get(), Value::none());
    if (!rest.empty()) generic_setattr(a[0], intern("msg").get(), rest[0]);
    if (rest.size() == 2) {
      std::vector<Value> info = to_vector(rest[1]);
      if (info.size() != 4 && info.size() != 6) raise(T.IndexError, "tuple index out of range");
      for (size_t i = 0; i < info.size(); ++i) generic_setattr(a[0], intern(names[i + 1]).get(), info[i]);
    }
    return Value::none();
  });
  add_method(T.SyntaxError, "__str__", [](const CallArgs& a) {
    Value msg = getattr_opt(a[0], intern("msg").get()), file = getattr_opt(a[0], intern("filename").get()),
          line = getattr_opt(a[0], intern("lineno").get());
    std::string text = msg.is_null() ? "None" : str(msg);
    const bool has_file = !file.is_null() && is_str(file), has_line = !line.is_null() && line.is_int();
    std::string where;
    if (has_file) {
      const std::string& f = str_of(file);
      where = f.substr(f.rfind('/') == std::string::npos ? 0 : f.rfind('/') + 1);
    }
    if (has_file && has_line) return new_str(text + " (" + where + ", line " + std::to_string(line.as_int()) + ")");
    if (has_file) return new_str(text + " (" + where + ")");
    if (has_line) return new_str(text + " (line " + std::to_string(line.as_int()) + ")");
    return new_str(text);
  });
  auto opt = [](const Value& v) { return v.is_null() ? Value::none() : v; };
  add_property(b, "__cause__", [opt](const CallArgs& a) { return opt(as<ExceptionObject>(a[0])->cause); },
               [](const CallArgs& a) {
                 auto* e = as<ExceptionObject>(a[0]);
                 e->cause = a[1].is_none() ? Value() : a[1];
                 e->suppress_context = true;
                 return Value::none();
               });
  add_property(b, "__context__", [opt](const CallArgs& a) { return opt(as<ExceptionObject>(a[0])->context); },
               [](const CallArgs& a) {
                 as<ExceptionObject>(a[0])->context = a[1].is_none() ? Value() : a[1];
                 return Value::none();
               });
  add_property(b, "__suppress_context__",
               [](const CallArgs& a) { return Value::boolean(as<ExceptionObject>(a[0])->suppress_context); },
               [](const CallArgs& a) {
                 as<ExceptionObject>(a[0])->suppress_context = truthy(a[1]);
                 return Value::none();
               });
  add_property(b, "__traceback__", [](const CallArgs& a) { return traceback_of(as<ExceptionObject>(a[0])); },
               [](const CallArgs& a) {
                 set_traceback(as<ExceptionObject>(a[0]), a[1]);
                 return Value::none();
               });
  // 3.11's add_note: notes are printed after the exception's line
  add_method(b, "add_note", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "BaseException.add_note() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    if (!is_str(a[1])) raise(T.TypeError, "note must be a str, not '" + type_name(a[1]) + "'");
    static StrObject* const s_notes = intern("__notes__").get();
    Value notes = getattr_opt(a[0], s_notes);
    if (notes.is_null()) {
      notes = new_list({});
      setattr(a[0], s_notes, notes);
    }
    if (!has_layout(notes, Layout::List)) raise(T.TypeError, "Cannot add note: __notes__ is not a list");
    as<ListObject>(notes)->items.push_back(a[1]);
    return Value::none();
  });
  add_method(b, "with_traceback", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "BaseException.with_traceback() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    set_traceback(as<ExceptionObject>(a[0]), a[1]);
    return a[0];
  });
  add_property(T.StopIteration, "value", [](const CallArgs& a) {
    const auto& args = as<TupleObject>(as<ExceptionObject>(a[0])->args)->items;
    return args.empty() ? Value::none() : args[0];
  });
  add_property(T.SystemExit, "code", [](const CallArgs& a) {
    const auto& args = as<TupleObject>(as<ExceptionObject>(a[0])->args)->items;
    return args.empty() ? Value::none() : (args.size() == 1 ? args[0] : as<ExceptionObject>(a[0])->args);
  });
  add_property(T.KeyError, "__dummy__", [](const CallArgs&) { return Value::none(); });
  T.KeyError->dict->erase(Value(intern("__dummy__")));
}

void object_methods() {
  TypeObject* o = T.object;
  add_static(o, "__new__", [](const CallArgs& a) {
    if (a.npos() < 1 || !has_layout(a[0], Layout::Type)) raise(T.TypeError, "object.__new__(X): X is not a type object");
    auto* t = as<TypeObject>(a[0]);
    if (!t->alloc) raise(T.TypeError, "object.__new__(" + t->name + ") is not safe, use " + t->name + ".__new__()");
    if (t->abstract) raise_abstract(t);
    return Value(t->alloc(t));
  });
  // CPython's object_init: arguments beyond the instance are an error where the class overrides __init__ (a
  // super().__init__(x) that reaches object), or overrides neither __init__ nor __new__.
  add_method(o, "__init__", [](const CallArgs& a) {
    if (a.args.size() <= 1 && a.nkw() == 0) return Value::none();
    if (a.args.empty()) raise(T.TypeError, "descriptor '__init__' of 'object' object needs an argument");
    static StrObject* s_init = intern("__init__").get();
    static StrObject* s_new = intern("__new__").get();
    static Value object_init = lookup(T.object, s_init);
    static Value object_new = lookup(T.object, s_new);
    TypeObject* t = type_of(a[0]);
    if (!lookup(t, s_init).identical(object_init))
      raise(T.TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    if (lookup(t, s_new).identical(object_new))
      raise(T.TypeError, t->name + ".__init__() takes exactly one argument (the instance to initialize)");
    return Value::none();
  });
  add_method(o, "__setattr__", [](const CallArgs& a) {
    if (a.args.size() != 3) raise(T.TypeError, "expected 2 arguments");
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    generic_setattr(a[0], intern(str_of(a[1])).get(), a[2]);
    return Value::none();
  });
  add_method(o, "__getattribute__", [](const CallArgs& a) {
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    return generic_getattr(a[0], intern(str_of(a[1])).get(), false);
  });
  add_method(o, "__delattr__", [](const CallArgs& a) {
    Object* obj = a[0].obj();
    if (!obj || !obj->attrs || !obj->attrs->erase(a[1]))
      raise(T.AttributeError, "'" + type_name(a[0]) + "' object has no attribute '" + str_of(a[1]) + "'");
    return Value::none();
  });
  add_method(o, "__repr__", [](const CallArgs& a) {
    TypeObject* t = type_of(a[0]);
    std::string mod = t->module;
    Value m = t->dict->get_str(intern("__module__").get());
    if (is_str(m)) mod = str_of(m);
    return new_str("<" + (mod == "builtins" ? "" : mod + ".") + t->qualname + " object at " + address_of(a[0].obj()) + ">");
  });
  add_method(o, "__str__", [](const CallArgs& a) { return new_str(repr(a[0])); });
  add_method(o, "__eq__", [](const CallArgs& a) { return a[0].identical(a[1]) ? Value::boolean(true) : kNotImplemented; });
  // The orderings: NotImplemented, so that the other operand's reflection or the TypeError follows (CPython's
  // object_richcompare; dir() of any object lists them).
  for (const char* order : {"__lt__", "__le__", "__gt__", "__ge__"})
    add_method(o, order, [](const CallArgs& a) {
      if (a.npos() != 2)
        raise(T.TypeError, std::string("expected 1 argument, got ") + std::to_string(a.npos() > 0 ? a.npos() - 1 : 0));
      return kNotImplemented;
    });
  add_method(o, "__ne__", [](const CallArgs& a) {
    Value r = rich_compare(a[0], a[1], lang::CompareOpArg::Eq);
    if (r.identical(kNotImplemented)) return r;
    return Value::boolean(!truthy(r));
  });
  add_method(o, "__hash__", [](const CallArgs& a) { return Value(address_hash(a[0].obj())); });
  add_method(o, "__format__", [](const CallArgs& a) {
    if (!format_spec_arg(a, "object").empty())
      raise(T.TypeError, "unsupported format string passed to " + type_name(a[0]) + ".__format__");
    return new_str(str(a[0]));
  });
  // The reduction protocol of pickle and copy: CPython's rules (a class's own __reduce__ wins, __newobj__ for
  // protocol 2 and later, copyreg._reduce_ex before) are written in tsr, in stdlib/copyreg.tsr.
  add_method(o, "__reduce_ex__", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "object.__reduce_ex__() takes exactly one argument (" + std::to_string(a.npos() - 1) + " given)");
    if (!a[1].is_int() && !a[1].is_bool()) raise(T.TypeError, "'" + type_name(a[1]) + "' object cannot be interpreted as an integer");
    return call(getattr(import_module("copyreg"), "_object_reduce_ex"), {a[0], a[1]});
  });
  add_method(o, "__reduce__", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "object.__reduce__() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    return call(getattr(import_module("copyreg"), "_common_reduce"), {a[0], Value(int64_t(0))});
  });
  add_method(o, "__getstate__", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "object.__getstate__() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    return call(getattr(import_module("copyreg"), "_object_getstate"), {a[0]});
  });
  // CPython 3.11's object.__sizeof__: a builtin value's size without the GC header its containers carry (sys.getsizeof
  // adds it); an instance of a class, its basic size (header and type, a dict and weakref pointer, or the slots).
  add_method(o, "__sizeof__", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "object.__sizeof__() takes no arguments (" + std::to_string(a.npos() - 1) + " given)");
    TypeObject* t = type_of(a[0]);
    if (t->builtin) {
      const bool gc = has_layout(a[0], Layout::Tuple) || has_layout(a[0], Layout::List) ||
                      has_layout(a[0], Layout::Dict) || has_layout(a[0], Layout::Set);
      return Value(getsizeof(a[0]) - (gc ? 16 : 0));
    }
    if (!t->no_dict) return Value(int64_t(24));
    int64_t slots = 0;
    for (TypeObject* c : t->mro) {
      if (c->builtin) continue;
      Value names = c->dict->get_str(intern("__slots__").get());
      if (names.is_null()) continue;
      if (is_str(names)) ++slots;
      else if (has_layout(names, Layout::Tuple)) slots += int64_t(as<TupleObject>(names)->items.size());
      else if (has_layout(names, Layout::List)) slots += int64_t(as<ListObject>(names)->items.size());
    }
    return Value(16 + 8 * slots);
  });
  add_method(o, "__dir__", [](const CallArgs& a) {
    std::vector<Value> names;
    if (Object* obj = a[0].obj(); obj && obj->attrs) obj->attrs->for_each([&](const Value& k, const Value&) { names.push_back(k); });
    run_lazy_attributes(type_of(a[0]));
    for (auto* t : type_of(a[0])->mro) t->dict->for_each([&](const Value& k, const Value&) { names.push_back(k); });
    return new_list(std::move(names));
  });
  o->dict->set_str(intern("__subclasshook__").get(),  // (abc's hook: NotImplemented, the normal algorithm decides)
                   Value(make<WrapperObject>(T.classmethod, new_native("__subclasshook__", [](const CallArgs&) {
                     return kNotImplemented;
                   }))));
  o->dict->set_str(intern("__init_subclass__").get(),
                   Value(make<WrapperObject>(T.classmethod, new_native("__init_subclass__", [](const CallArgs& a) {
                     if (a.nkw() && a.npos() == 1 && has_layout(a[0], Layout::Type))
                       raise(T.TypeError, as<TypeObject>(a[0])->name + ".__init_subclass__() takes no keyword arguments");
                     return Value::none();
                   }))));
  add_property(
      o, "__class__", [](const CallArgs& a) { return Value(type_of(a[0])); },
      [](const CallArgs& a) {
        // CPython's object_set_class, for instances of classes defined in Python with the same layout (the Lazy
        // nn modules turn into their eager class this way)
        if (!has_layout(a[1], Layout::Type))
          raise(T.TypeError, "__class__ must be set to a class, not '" + type_name(a[1]) + "' object");
        auto* to = as<TypeObject>(a[1]);
        TypeObject* from = type_of(a[0]);
        Object* obj = a[0].obj();
        // (a module may become an instance of a ModuleType subclass and back: tensorly's backend module does)
        const bool modules = obj && is_subtype(from, T.module) && is_subtype(to, T.module);
        if (!obj || ((from->builtin || to->builtin) && !modules))
          raise(T.TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses");
        if (to->layout != from->layout || to->no_dict != from->no_dict)
          raise(T.TypeError, "__class__ assignment: '" + to->name + "' object layout differs from '" + from->name + "'");
        obj->type = to;
        return Value::none();
      });
  add_property(o, "__dict__", [](const CallArgs& a) {
    Object* obj = a[0].obj();
    if (!obj || obj->type->no_dict) raise(T.AttributeError, "'" + type_name(a[0]) + "' object has no attribute '__dict__'");
    return Value(&instance_dict(obj));
  },
  [](const CallArgs& a) {  // obj.__dict__ = d: d becomes the object's namespace (a __setstate__'s way)
    Object* obj = a[0].obj();
    if (!obj || obj->type->no_dict) raise(T.AttributeError, "'" + type_name(a[0]) + "' object has no attribute '__dict__'");
    if (!isinstance(a[1], T.dict)) raise(T.TypeError, "__dict__ must be set to a dictionary, not a '" + type_name(a[1]) + "'");
    auto* d = as<DictObject>(a[1]);
    incref(d);
    if (obj->attrs) decref(reinterpret_cast<Object*>(obj->attrs));
    obj->attrs = d;
    return Value::none();
  });
  add_property(o, "__doc__", [](const CallArgs& a) {
    Value d = lookup(type_of(a[0]), intern("__doc__").get());
    return d.is_null() || has_layout(d, Layout::Property) ? Value::none() : d;
  });
}

void type_methods() {
  TypeObject* t = T.type;
  add_method(t, "__repr__", [](const CallArgs& a) {
    auto* c = as<TypeObject>(a[0]);
    std::string mod = c->module;
    Value m = c->dict->get_str(intern("__module__").get());
    if (is_str(m)) mod = str_of(m);
    return new_str("<class '" + (mod == "builtins" ? "" : mod + ".") + c->qualname + "'>");
  });
  add_method(t, "__subclasses__", [](const CallArgs& a) {
    std::vector<Value> items;
    for (TypeObject* sub : subclasses_of(as<TypeObject>(a[0]))) items.emplace_back(sub);
    return new_list(std::move(items));
  });
  add_method(t, "mro", [](const CallArgs& a) {
    std::vector<Value> items;
    for (auto* m : as<TypeObject>(a[0])->mro) items.emplace_back(m);
    return new_list(std::move(items));
  });
  add_method(t, "__subclasscheck__", [](const CallArgs& a) {
    return Value::boolean(has_layout(a[1], Layout::Type) && is_subtype(as<TypeObject>(a[1]), as<TypeObject>(a[0])));
  });
  add_method(t, "__instancecheck__", [](const CallArgs& a) { return Value::boolean(isinstance(a[1], as<TypeObject>(a[0]))); });
  add_static(t, "__new__", [](const CallArgs& a) {
    if (a.npos() == 2 && a.nkw() == 0) return Value(type_of(a[1]));
    if (a.npos() != 4) raise(T.TypeError, "type() takes 1 or 3 arguments");
    if (!has_layout(a[0], Layout::Type) || !is_subtype(as<TypeObject>(a[0]), T.type))
      raise(T.TypeError, "type.__new__(X): X is not a type object (" + type_name(a[0]) + ")");
    if (!has_layout(a[2], Layout::Tuple)) raise(T.TypeError, "type.__new__() argument 2 must be tuple, not " + type_name(a[2]));
    if (!has_layout(a[3], Layout::Dict)) raise(T.TypeError, "type.__new__() argument 3 must be dict, not " + type_name(a[3]));
    // type(name, bases, ns) and type.__new__(M, ...) where a base's metaclass is more derived than M: that
    // winner's own __new__ makes the class, as CPython's type_new passes it on (ABCMeta's sets up _abc_impl)
    TypeObject* winner = calculate_metaclass(as<TypeObject>(a[0]), as<TupleObject>(a[2])->items);
    if (winner != as<TypeObject>(a[0])) {
      StrObject* name = intern("__new__").get();
      const Value winner_new = getattr(Value(winner), name);
      if (!winner_new.identical(getattr(Value(T.type), name))) {
        std::vector<Value> args{Value(winner), a[1], a[2], a[3]};
        for (size_t k = 0; k < a.nkw(); ++k) args.push_back(a[a.npos() + k]);
        return call(winner_new, CallArgs{args, a.kwnames});
      }
    }
    std::vector<Value> kwargs;  // name, value pairs for __init_subclass__
    for (size_t k = 0; k < a.nkw(); ++k) {
      kwargs.push_back(a.kwnames->items[k]);
      kwargs.push_back(a[a.npos() + k]);
    }
    return make_class(a[1], as<TupleObject>(a[2])->items, Ref<DictObject>(as<DictObject>(a[3])), Value(winner), kwargs);
  });
  // type.__init__ checks the argument count and ignores the rest (type.__new__ did the work).
  add_method(t, "__init__", [](const CallArgs& a) {
    if (a.npos() != 2 && a.npos() != 4) raise(T.TypeError, "type.__init__() takes 1 or 3 arguments");
    return Value::none();
  });
  add_method(t, "__call__", [](const CallArgs& a) {
    if (a.npos() < 1 || !has_layout(a[0], Layout::Type)) raise(T.TypeError, "descriptor '__call__' requires a 'type' object");
    return construct(as<TypeObject>(a[0]), CallArgs{a.args.subspan(1), a.kwnames});
  });
  add_method(t, "__setattr__", [](const CallArgs& a) {
    if (a.args.size() != 3) raise(T.TypeError, "expected 2 arguments");
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    type_setattr(as<TypeObject>(a[0]), intern(str_of(a[1])).get(), a[2]);
    return Value::none();
  });
  add_method(t, "__getattribute__", [](const CallArgs& a) {
    if (!is_str(a[1])) raise(T.TypeError, "attribute name must be string, not '" + type_name(a[1]) + "'");
    return type_getattribute(as<TypeObject>(a[0]), intern(str_of(a[1])).get());
  });
  // type.__prepare__(name, bases, **kwds): the class body's namespace, an ordinary dict.
  t->dict->set_str(intern("__prepare__").get(), Value(make<WrapperObject>(T.classmethod, new_native("__prepare__", [](const CallArgs&) {
    return Value(new_dict());
  }))));
}

void function_methods() {
  add_method(T.function, "__repr__", [](const CallArgs& a) {
    auto* f = as<FunctionObject>(a[0]);
    // a function of a tsr module standing for C code (its frames hidden: operator, warnings, ...) shows as the
    // built-in function it stands for
    if (hidden_code(*f->code)) return new_str("<built-in function " + str_of(f->name) + ">");
    return new_str("<function " + str_of(f->qualname) + " at " + address_of(a[0].obj()) + ">");
  });
  auto fattr = [](const char* name, Value FunctionObject::*field) {
    add_property(T.function, name, [field](const CallArgs& a) {
      const Value& v = as<FunctionObject>(a[0])->*field;
      return v.is_null() ? Value::none() : v;
    }, [field](const CallArgs& a) {
      as<FunctionObject>(a[0])->*field = a[1];
      return Value::none();
    });
  };
  fattr("__name__", &FunctionObject::name);
  fattr("__qualname__", &FunctionObject::qualname);
  fattr("__doc__", &FunctionObject::doc);
  fattr("__module__", &FunctionObject::module);
  fattr("__defaults__", &FunctionObject::defaults);
  fattr("__kwdefaults__", &FunctionObject::kwdefaults);
  add_property(T.function, "__annotations__", [](const CallArgs& a) {
    auto* f = as<FunctionObject>(a[0]);
    if (f->annotations.is_null() || f->annotations.is_none()) f->annotations = Value(new_dict());
    if (has_layout(f->annotations, Layout::Tuple)) {
      auto d = new_dict();
      const auto& items = as<TupleObject>(f->annotations)->items;
      for (size_t i = 0; i + 1 < items.size(); i += 2) d->set(items[i], items[i + 1]);
      f->annotations = Value(d);
    }
    return f->annotations;
  }, [](const CallArgs& a) {
    // functools.update_wrapper copies __annotations__ onto the wrapper.
    if (!has_layout(a[1], Layout::Dict)) raise(T.TypeError, "__annotations__ must be set to a dict object");
    as<FunctionObject>(a[0])->annotations = a[1];
    return Value::none();
  });
  // types.FunctionType(code, globals, name=None, argdefs=None, closure=None): a function over a code object, as
  // CPython's func_new (copy_func-style helpers remake a function with new defaults or name).
  add_static(T.function, "__new__", [](const CallArgs& a) {
    Value v[5];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "function", {"code", "globals", "name", "argdefs", "closure"}, 2, v);
    if (!has_layout(v[0], Layout::Code))
      raise(T.TypeError, "function() argument 'code' must be code, not " + type_name(v[0]));
    if (!has_layout(v[1], Layout::Dict))
      raise(T.TypeError, "function() argument 'globals' must be dict, not " + type_name(v[1]));
    const bool has_name = !v[2].is_null() && !v[2].is_none();
    if (has_name && !is_str(v[2])) raise(T.TypeError, "arg 3 (name) must be None or string");
    const bool has_defaults = !v[3].is_null() && !v[3].is_none();
    if (has_defaults && !has_layout(v[3], Layout::Tuple)) raise(T.TypeError, "arg 4 (defaults) must be None or tuple");
    Ref<CodeObject> code(as<CodeObject>(v[0]));
    const size_t nfree = code->code->freevars.size();
    const bool has_closure = !v[4].is_null() && !v[4].is_none();
    if (has_closure && !has_layout(v[4], Layout::Tuple)) raise(T.TypeError, "arg 5 (closure) must be tuple");
    const size_t nclosure = has_closure ? as<TupleObject>(v[4])->items.size() : 0;
    if (!has_closure && nfree) raise(T.TypeError, "arg 5 (closure) must be tuple");
    if (nclosure != nfree)
      raise(T.ValueError, code->code->name + " requires closure of length " + std::to_string(nfree) + ", not " +
                              std::to_string(nclosure));
    if (has_closure)
      for (const Value& c : as<TupleObject>(v[4])->items)
        if (!has_layout(c, Layout::Cell))
          raise(T.TypeError, "arg 5 (closure) expected cell, found " + type_name(c));
    Ref<DictObject> globals(as<DictObject>(v[1]));
    auto fn = make<FunctionObject>(as<TypeObject>(a[0]), code, globals);
    if (has_closure) fn->closure = v[4];
    if (has_defaults) fn->defaults = v[3];
    fn->name = has_name ? v[2] : Value(intern(code->code->name));
    fn->qualname = new_str(code->code->qualname);
    const Value& doc = code->consts.empty() ? Value() : code->consts[0];
    fn->doc = !(code->code->flags & 0x100) && is_str(doc) && code->code->name != "<lambda>" ? doc : Value::none();
    Value mod = globals->get_str(intern("__name__").get());
    fn->module = mod.is_null() ? Value::none() : mod;
    return Value(fn);
  });
  add_property(T.function, "__code__", [](const CallArgs& a) { return Value(as<FunctionObject>(a[0])->code); },
               [](const CallArgs& a) {
                 auto* fn = as<FunctionObject>(a[0]);
                 if (!has_layout(a[1], Layout::Code)) raise(T.TypeError, "__code__ must be set to a code object");
                 auto* code = as<CodeObject>(a[1]);
                 const size_t want = fn->closure.is_null() ? 0 : as<TupleObject>(fn->closure)->items.size();
                 if (code->code->freevars.size() != want)
                   raise(T.ValueError, str_of(fn->name) + "() requires a code object with " + std::to_string(want) +
                                           " free vars, not " + std::to_string(code->code->freevars.size()));
                 fn->code = Ref<CodeObject>(code);
                 return Value::none();
               });
  add_property(T.function, "__globals__", [](const CallArgs& a) { return Value(as<FunctionObject>(a[0])->globals); });
  add_property(T.function, "__closure__", [](const CallArgs& a) {
    const Value& c = as<FunctionObject>(a[0])->closure;
    return c.is_null() ? Value::none() : c;
  });
  add_method(T.function, "__get__", [](const CallArgs& a) {
    if (a.args.size() < 2 || a[1].is_none()) return a[0];
    return Value(make<BoundMethodObject>(T.method, a[0], a[1]));
  });
  add_property(T.code, "co_name", [](const CallArgs& a) { return new_str(as<CodeObject>(a[0])->code->name); });
  // code.replace(): the fields that only describe the code (flags, names); the instructions, constants and
  // names it runs with cannot be swapped in tsr (its instruction set is its own).
  add_method(T.code, "replace", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "replace() takes no positional arguments");
    auto copy = std::make_shared<lang::Code>(*as<CodeObject>(a[0])->code);
    for (size_t i = 0; i < a.nkw(); ++i) {
      const std::string& field = str_of(a.kwnames->items[i]);
      const Value& v = a[1 + i];
      if (field == "co_flags") {
        copy->flags = uint32_t(index_of(v));
      } else if (field == "co_name" || field == "co_qualname") {
        if (!is_str(v)) raise(T.TypeError, "replace() argument '" + field + "' must be str, not " + type_name(v));
        (field == "co_name" ? copy->name : copy->qualname) = str_of(v);
      } else if (field == "co_firstlineno") {
        // every line moves with the first, as CPython's line table counts from it
        const int64_t first = index_of(v);
        if (first < 0 || first > int64_t(UINT32_MAX)) raise(T.OverflowError, "replace(): co_firstlineno out of range");
        const int64_t delta = first - int64_t(copy->firstlineno);
        for (lang::Position& p : copy->positions)
          if (p.line) {
            p.line = uint32_t(std::max<int64_t>(1, p.line + delta));
            p.end_line = uint32_t(std::max<int64_t>(1, p.end_line + delta));
          }
        copy->firstlineno = uint32_t(first);
      } else if (field == "co_filename") {
        // Tracebacks then show the named file's lines, as CPython's linecache reads them (none when unreadable)
        if (!is_str(v)) raise(T.TypeError, "replace() argument 'co_filename' must be str, not " + type_name(v));
        const std::optional<std::string> text = read_file(str_of(v));
        try {
          copy->source = lang::SourceFile::load(str_of(v), text.value_or(std::string()), text.has_value());
        } catch (...) {  // not UTF-8: the name alone
          copy->source = lang::SourceFile::load(str_of(v), std::string(), false);
        }
      } else {
        raise(T.NotImplementedError, "code.replace(" + field + "=...) is not supported in tsr (only co_flags, co_name, "
                                     "co_qualname, co_filename and co_firstlineno can be replaced)");
      }
    }
    return Value(make<CodeObject>(T.code, std::shared_ptr<const lang::Code>(std::move(copy))));
  });
  add_property(T.code, "co_filename", [](const CallArgs& a) { return new_str(as<CodeObject>(a[0])->code->filename()); });
  add_property(T.code, "co_argcount", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->argcount)); });
  add_property(T.code, "co_posonlyargcount", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->posonlyargcount)); });
  add_property(T.code, "co_kwonlyargcount", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->kwonlyargcount)); });
  // The CO_* bits tsr shares with CPython (lang/code.hpp), which inspect's predicates read.
  add_property(T.code, "co_flags", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->flags)); });
  add_property(T.code, "co_firstlineno", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->firstlineno)); });
  add_property(T.code, "co_qualname", [](const CallArgs& a) { return new_str(as<CodeObject>(a[0])->code->qualname); });
  add_property(T.code, "co_varnames", [](const CallArgs& a) {
    std::vector<Value> v;
    for (auto& n : as<CodeObject>(a[0])->varnames) v.emplace_back(n);
    return new_tuple(std::move(v));
  });
  // co_consts, co_names, co_cellvars, co_freevars, co_nlocals, co_stacksize: CPython's for the same source, as tsr's
  // compiler lays the code out as CPython 3.11's (tests/lang's golden cases). co_code, co_lines and co_positions
  // are not provided: tsr's instruction words are its own encoding.
  add_property(T.code, "co_consts", [](const CallArgs& a) { return new_tuple(as<CodeObject>(a[0])->consts); });
  add_property(T.code, "co_names", [](const CallArgs& a) {
    std::vector<Value> v;
    for (auto& n : as<CodeObject>(a[0])->names) v.emplace_back(n);
    return new_tuple(std::move(v));
  });
  for (const bool cells : {true, false})
    add_property(T.code, cells ? "co_cellvars" : "co_freevars", [cells](const CallArgs& a) {
      const lang::Code& c = *as<CodeObject>(a[0])->code;
      std::vector<Value> v;
      for (const std::string& n : cells ? c.cellvars : c.freevars) v.push_back(new_str(n));
      return new_tuple(std::move(v));
    });
  add_property(T.code, "co_nlocals", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->varnames.size())); });
  add_property(T.code, "co_stacksize", [](const CallArgs& a) { return Value(int64_t(as<CodeObject>(a[0])->code->stacksize)); });

  add_method(T.builtin_function, "__repr__", [](const CallArgs& a) {
    auto* n = as<NativeFunctionObject>(a[0]);
    // a type's method descriptor names its type; one that binds with no type (a library function made native:
    // _autocast_function's) stands for a Python function and shows as one
    if (n->binds && n->owner) return new_str("<method '" + n->name + "' of '" + tp_name(n->owner) + "' objects>");
    if (n->binds) return new_str("<function " + n->name + " at " + address_of(n) + ">");
    if (n->shown_as_method_of)
      return new_str("<built-in method " + n->name + " of type object at " + address_of(n->shown_as_method_of) + ">");
    return new_str("<built-in function " + n->name + ">");
  });
  // A type's method descriptor binds as CPython's wrapper/method descriptors do (`object.__setattr__.__get__(obj)`:
  // attrs' cached setattr); a plain builtin (len) has no __get__, as in CPython.
  add_property(T.builtin_function, "__get__", [](const CallArgs& a) {
    if (!as<NativeFunctionObject>(a[0])->binds)
      raise(T.AttributeError, "'builtin_function_or_method' object has no attribute '__get__'");
    Value descriptor = a[0];
    return new_native("__get__", [descriptor](const CallArgs& b) {
      if (b.npos() < 1 || b.npos() > 2) raise(T.TypeError, "expected 1 or 2 arguments, got " + std::to_string(b.npos()));
      if (b[0].is_none()) return descriptor;
      return Value(make<BoundMethodObject>(T.method, descriptor, b[0]));
    });
  });
  add_property(T.builtin_function, "__name__", [](const CallArgs& a) { return new_str(as<NativeFunctionObject>(a[0])->name); });
  add_property(T.builtin_function, "__qualname__", [](const CallArgs& a) { return new_str(as<NativeFunctionObject>(a[0])->qualname); });
  add_property(T.builtin_function, "__doc__", [](const CallArgs& a) {
    auto* n = as<NativeFunctionObject>(a[0]);
    return n->doc.empty() ? Value::none() : new_str(n->doc);
  });
  add_property(
      T.builtin_function, "__module__",
      [](const CallArgs& a) {
        const Value& m = as<NativeFunctionObject>(a[0])->module;
        return m.is_null() ? Value::none() : m;
      },
      [](const CallArgs& a) {
        as<NativeFunctionObject>(a[0])->module = a[1];
        return Value::none();
      });

  add_method(T.method, "__repr__", [](const CallArgs& a) {
    auto* m = as<BoundMethodObject>(a[0]);
    if (has_layout(m->func, Layout::Native))
      return new_str("<built-in method " + as<NativeFunctionObject>(m->func)->name +
                     " of " + type_name(m->self) + " object at " + address_of(m->self.obj()) + ">");
    // a function's qualified name; for any other callable (types.MethodType(obj, inst)) its __qualname__, else
    // its __name__, else '?', as CPython's method_repr
    std::string qn = "?";
    if (has_layout(m->func, Layout::Function)) {
      qn = str_of(as<FunctionObject>(m->func)->qualname);
    } else if (Value q = getattr_opt(m->func, intern("__qualname__").get()); !q.is_null() && is_str(q)) {
      qn = str_of(q);
    } else if (Value n = getattr_opt(m->func, intern("__name__").get()); !n.is_null() && is_str(n)) {
      qn = str_of(n);
    }
    return new_str("<bound method " + qn + " of " + repr(m->self) + ">");
  });
  // Equal when bound to the same object (identity, as CPython 3.8+) with equal functions: `obj.m in handlers`.
  auto same_method = [](const CallArgs& a) -> std::optional<bool> {
    if (!has_layout(a[1], Layout::BoundMethod)) return std::nullopt;
    auto *m = as<BoundMethodObject>(a[0]), *n = as<BoundMethodObject>(a[1]);
    return m->self.identical(n->self) && (m->func.identical(n->func) || eq(m->func, n->func));
  };
  add_method(T.method, "__eq__", [same_method](const CallArgs& a) {
    auto r = same_method(a);
    return r ? Value::boolean(*r) : kNotImplemented;
  });
  add_method(T.method, "__ne__", [same_method](const CallArgs& a) {
    auto r = same_method(a);
    return r ? Value::boolean(!*r) : kNotImplemented;
  });
  // Hashed as it compares: by the identity of the object it is bound to and its function's hash (CPython's
  // method_hash), so equal methods find each other in sets and dicts (Tensor.grad.__get__ in a nowrap set).
  add_method(T.method, "__hash__", [](const CallArgs& a) {
    auto* m = as<BoundMethodObject>(a[0]);
    const int64_t self_hash = m->self.is_obj() ? address_hash(m->self.obj()) : hash_of(m->self);
    return Value(self_hash ^ hash_of(m->func));
  });
  // Pickled as CPython's method_reduce and meth_reduce: getattr(self, name), so the method of an object that pickles
  // pickles (a builtin's too: [].append).
  add_method(T.method, "__reduce__", [](const CallArgs& a) {
    auto* m = as<BoundMethodObject>(a[0]);
    return new_tuple({R.builtins->get_str(intern("getattr").get()), new_tuple({m->self, getattr(m->func, "__name__")})});
  });
  add_property(T.method, "__self__", [](const CallArgs& a) { return as<BoundMethodObject>(a[0])->self; });
  add_property(T.method, "__func__", [](const CallArgs& a) { return as<BoundMethodObject>(a[0])->func; });
  add_property(T.method, "__name__", [](const CallArgs& a) { return getattr(as<BoundMethodObject>(a[0])->func, "__name__"); });
  add_property(T.method, "__qualname__", [](const CallArgs& a) { return getattr(as<BoundMethodObject>(a[0])->func, "__qualname__"); });
  add_property(T.method, "__doc__", [](const CallArgs& a) { return getattr(as<BoundMethodObject>(a[0])->func, "__doc__"); });
  // CPython's method_getattro: what the method type lacks is the function's (its __dict__, __module__, __defaults__,
  // __wrapped__, attributes set on it), and so is a miss's error ("'function' object has no attribute ...").
  add_property(T.method, "__dict__", [](const CallArgs& a) { return getattr(as<BoundMethodObject>(a[0])->func, "__dict__"); });
  add_method(T.method, "__getattr__", [](const CallArgs& a) {
    return getattr(as<BoundMethodObject>(a[0])->func, as<StrObject>(a[1]));
  });
  T.method->has_getattr = true;
  // types.MethodType(function, instance)
  add_static(T.method, "__new__", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "method() takes no keyword arguments");
    if (a.npos() != 3) raise(T.TypeError, "method expected 2 arguments, got " + std::to_string(a.npos() - 1));
    if (!is_callable(a[1])) raise(T.TypeError, "first argument must be callable");
    if (a[2].is_none()) raise(T.TypeError, "instance must not be None");
    return Value(make<BoundMethodObject>(T.method, a[1], a[2]));
  });
}

void descriptor_types() {
  // property(fget=None, fset=None, fdel=None, doc=None) with .getter/.setter/.deleter
  // As CPython's: __new__ takes any arguments and __init__ reads them, so a subclass's __init__ may take its own
  // (pyro's `class _DependentProperty(property)` with keyword-only extras).
  add_static(T.property, "__new__", [](const CallArgs& a) {
    auto p = make<PropertyObject>(as<TypeObject>(a[0]));
    p->fget = p->fset = p->fdel = Value::none();
    return Value(p);
  });
  add_method(T.property, "__init__", [](const CallArgs& a) {
    Value args[4];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "property", {"fget", "fset", "fdel", "doc"}, 0, args);
    auto* p = as<PropertyObject>(a[0]);
    p->fget = args[0].is_null() ? Value::none() : args[0];
    p->fset = args[1].is_null() ? Value::none() : args[1];
    p->fdel = args[2].is_null() ? Value::none() : args[2];
    p->doc = args[3];
    if ((p->doc.is_null() || p->doc.is_none()) && !p->fget.is_none()) p->doc = getattr_opt(p->fget, intern("__doc__").get());
    return Value::none();
  });
  auto copy_with = [](const Value& self, int which, const Value& f) {
    auto* p = as<PropertyObject>(self);
    auto q = make<PropertyObject>(p->type);
    q->fget = p->fget;
    q->fset = p->fset;
    q->fdel = p->fdel;
    q->doc = p->doc;
    q->name = p->name;
    (which == 0 ? q->fget : which == 1 ? q->fset : q->fdel) = f;
    return Value(q);
  };
  add_method(T.property, "getter", [copy_with](const CallArgs& a) { return copy_with(a[0], 0, a[1]); });
  add_method(T.property, "setter", [copy_with](const CallArgs& a) { return copy_with(a[0], 1, a[1]); });
  add_method(T.property, "deleter", [copy_with](const CallArgs& a) { return copy_with(a[0], 2, a[1]); });
  // f.__call__ of a function, a builtin and a bound method (CPython's slot wrappers): the call itself.
  for (TypeObject* t : {T.function, T.builtin_function, T.method})
    add_method(t, "__call__", [](const CallArgs& a) { return call(a[0], CallArgs{a.args.subspan(1), a.kwnames}); });
  add_method(T.property, "__get__", [](const CallArgs& a) {
    if (a.args.size() < 2 || a[1].is_none()) return a[0];
    return property_get(as<PropertyObject>(a[0]), a[1]);
  });
  add_method(T.property, "__set__", [](const CallArgs& a) {
    if (a.args.size() != 3) raise(T.TypeError, "expected 2 arguments, got " + std::to_string(a.args.size() - 1));
    property_set(as<PropertyObject>(a[0]), a[1], a[2]);
    return Value::none();
  });
  add_method(T.property, "__delete__", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "expected 1 argument, got " + std::to_string(a.args.size() - 1));
    property_set(as<PropertyObject>(a[0]), a[1], Value());
    return Value::none();
  });
  add_method(T.property, "__set_name__", [](const CallArgs& a) {
    if (a.args.size() != 3) raise(T.TypeError, "__set_name__() takes 2 positional arguments");
    as<PropertyObject>(a[0])->name = a[2];
    return Value::none();
  });
  add_property(T.property, "__isabstractmethod__", [](const CallArgs& a) {
    const auto* p = as<PropertyObject>(a[0]);
    return Value::boolean(is_abstract(p->fget) || is_abstract(p->fset) || is_abstract(p->fdel));
  });
  add_property(T.property, "fget", [](const CallArgs& a) { return as<PropertyObject>(a[0])->fget; });
  add_property(T.property, "fset", [](const CallArgs& a) { return as<PropertyObject>(a[0])->fset; });
  add_property(T.property, "fdel", [](const CallArgs& a) { return as<PropertyObject>(a[0])->fdel; });
  add_property(
      T.property, "__doc__",
      [](const CallArgs& a) {
        const Value& d = as<PropertyObject>(a[0])->doc;
        return d.is_null() ? Value::none() : d;
      },
      [](const CallArgs& a) {  // a writable member, as CPython's (sympy sets docstrings after the fact)
        as<PropertyObject>(a[0])->doc = a.args.size() > 1 ? a[1] : Value::none();
        return Value::none();
      });
  for (TypeObject* w : {T.classmethod, T.staticmethod}) {
    add_static(w, "__new__", [](const CallArgs& a) {
      // (PyType_GenericNew: __init__ checks the arguments, so a subclass's __init__ may take others)
      return Value(make<WrapperObject>(as<TypeObject>(a[0]), a.npos() > 1 ? a[1] : Value::none()));
    });
    // __init__ (CPython's cm_init / sm_init) takes the callable again: abc.abstractclassmethod's super().__init__
    add_method(w, "__init__", [w](const CallArgs& a) {
      if (a.nkw()) raise(T.TypeError, w->name + "() takes no keyword arguments");
      if (a.npos() != 2) raise(T.TypeError, w->name + " expected 1 argument, got " + std::to_string(a.npos() - 1));
      as<WrapperObject>(a[0])->func = a[1];
      return Value::none();
    });
    // Their instances have a __dict__ (CPython 3.10+), which holds a __doc__ once one is set; until then it is
    // the function's, as the copy functools.wraps makes in CPython's constructor.
    w->builtin_dict = true;
    add_property(
        w, "__doc__",
        [](const CallArgs& a) {
          if (const DictObject* d = a[0].obj()->attrs)
            if (Value doc = d->get_str(intern("__doc__").get()); !doc.is_null()) return doc;
          return getattr(as<WrapperObject>(a[0])->func, "__doc__");
        },
        [](const CallArgs& a) {
          instance_dict(a[0].obj()).set_str(intern("__doc__").get(), a.args.size() > 1 ? a[1] : Value::none());
          return Value::none();
        });
    add_property(w, "__func__", [](const CallArgs& a) { return as<WrapperObject>(a[0])->func; });
    add_property(w, "__wrapped__", [](const CallArgs& a) { return as<WrapperObject>(a[0])->func; });
    add_property(w, "__isabstractmethod__", [](const CallArgs& a) { return Value::boolean(is_abstract(as<WrapperObject>(a[0])->func)); });
    add_method(w, "__get__", [](const CallArgs& a) {
      Value owner = a.args.size() > 2 && !a[2].is_none() ? a[2] : Value(type_of(a[1]));
      return bind_descriptor(a[0], a[1].is_none() ? Value() : a[1], as<TypeObject>(owner));
    });
  }
  // A staticmethod is callable since 3.10: it calls its function (`staticmethod(f)(x)` is f(x)).
  add_method(T.staticmethod, "__call__", [](const CallArgs& a) {
    return call(as<WrapperObject>(a[0])->func, CallArgs{a.args.subspan(1), a.kwnames});
  });
  add_property(T.cell, "cell_contents", [](const CallArgs& a) {
    const Value& v = as<CellObject>(a[0])->v;
    if (v.is_null()) raise(T.ValueError, "Cell is empty");
    return v;
  });
}

void generator_methods() {
  add_method(T.generator, "__next__", [](const CallArgs& a) {
    Value ret = Value::none();
    Value r = generator_send(as<GeneratorObject>(a[0]), Value::none(), &ret);
    if (r.is_null()) raise_stop_iteration(ret);
    return r;
  });
  add_method(T.generator, "__iter__", [](const CallArgs& a) { return a[0]; });
  add_method(T.generator, "send", [](const CallArgs& a) {
    Value ret = Value::none();
    Value r = generator_send(as<GeneratorObject>(a[0]), a[1], &ret);
    if (r.is_null()) raise_stop_iteration(ret);
    return r;
  });
  add_method(T.generator, "throw", [](const CallArgs& a) { return generator_throw(as<GeneratorObject>(a[0]), a[1]); });
  add_method(T.generator, "close", [](const CallArgs& a) {
    generator_close(as<GeneratorObject>(a[0]));
    return Value::none();
  });
  // A suspended generator is closed when it is freed (CPython's tp_finalize; no __del__ attribute): destroy() and
  // the collector run gc::call_del for it, which closes it.
  T.generator->has_del = true;
  add_method(T.generator, "__repr__", [](const CallArgs& a) {
    return new_str("<generator object " + str_of(as<GeneratorObject>(a[0])->qualname) + " at " + address_of(a[0].obj()) + ">");
  });
  add_property(T.generator, "__name__", [](const CallArgs& a) { return as<GeneratorObject>(a[0])->name; });
  add_method(T.iterator, "__next__", [](const CallArgs& a) {
    Value r = as<IteratorObject>(a[0])->next();
    if (r.is_null()) raise_stop_iteration();
    return r;
  });
  add_method(T.iterator, "__iter__", [](const CallArgs& a) { return a[0]; });
}

}  // namespace

std::string object_address(const void* p) { return address_of(p); }

// `list[int]` and `int | None`: types.GenericAlias and types.UnionType, written in tsr
// (stdlib/_generic_alias.tsr) and imported on first use, so start-up does not pay for them.
static Value generic_alias_module_attr(const char* name) { return getattr(import_module("_generic_alias"), name); }

static void generic_alias_methods() {
  for (TypeObject* t : {T.list, T.dict, T.tuple, T.set, T.frozenset, T.type}) {
    Value f = new_native("__class_getitem__", [](const CallArgs& a) {
      return call(generic_alias_module_attr("GenericAlias"), {a[0], a[1]});
    }, false);
    t->dict->set_str(intern("__class_getitem__").get(), Value(make<WrapperObject>(T.classmethod, f)));
  }
  add_method(T.type, "__or__", [](const CallArgs& a) { return call(generic_alias_module_attr("_union"), {a[0], a[1]}); });
  add_method(T.type, "__ror__", [](const CallArgs& a) { return call(generic_alias_module_attr("_union"), {a[1], a[0]}); });
}

void init_types() {
  // Bootstrap: `type` is an instance of itself, `object` has no bases.
  auto* type = new TypeObject(nullptr);
  incref(type);
  type->type = type;
  type->name = type->qualname = "type";
  type->layout = Layout::Type;
  type->builtin = true;
  type->dict = make<DictObject>(nullptr);
  T.type = type;
  auto* object = new TypeObject(type);
  incref(object);
  object->name = object->qualname = "object";
  object->builtin = true;
  object->dict = make<DictObject>(nullptr);
  object->mro = {object};
  object->alloc = alloc_object;
  T.object = object;
  type->bases = {Ref<TypeObject>(object)};
  type->mro = {type, object};
  T.str = builtin_type("str", Layout::Str);
  T.dict = builtin_type("dict", Layout::Dict);
  // The two dicts made before `dict` existed get their type now.
  type->dict->type = T.dict;
  object->dict->type = T.dict;
  T.str->dict->type = T.dict;
  T.dict->dict->type = T.dict;  // (made while T.dict was still null: `dict.__dict__` crashed)

  T.none = builtin_type("NoneType", Layout::Other);
  T.notimplemented = builtin_type("NotImplementedType", Layout::Other);
  T.ellipsis = builtin_type("ellipsis", Layout::Other);
  T.int_ = builtin_type("int", Layout::Int);
  T.float_ = builtin_type("float", Layout::Other);
  T.bool_ = builtin_type("bool", Layout::Other, T.int_);
  T.tuple = builtin_type("tuple", Layout::Tuple);
  T.list = builtin_type("list", Layout::List);
  T.set = builtin_type("set", Layout::Set);
  T.frozenset = builtin_type("frozenset", Layout::Set);
  T.function = builtin_type("function", Layout::Function);
  T.builtin_function = builtin_type("builtin_function_or_method", Layout::Native);
  T.method = builtin_type("method", Layout::BoundMethod);
  T.cell = builtin_type("cell", Layout::Cell);
  T.module = builtin_type("module", Layout::Module);
  T.slice = builtin_type("slice", Layout::Slice);
  T.range = builtin_type("range", Layout::Range);
  for (TypeObject* t : {T.tuple, T.list, T.range}) t->collection_flags = kTypeSequence;
  T.dict->collection_flags = kTypeMapping;
  T.property = builtin_type("property", Layout::Property);
  T.classmethod = builtin_type("classmethod", Layout::ClassMethod);
  T.staticmethod = builtin_type("staticmethod", Layout::StaticMethod);
  T.super = builtin_type("super", Layout::Super);
  T.generator = builtin_type("generator", Layout::Generator);
  T.coroutine = builtin_type("coroutine", Layout::Coroutine);
  T.async_generator = builtin_type("async_generator", Layout::Coroutine);
  T.iterator = builtin_type("iterator", Layout::Iterator);
  T.code = builtin_type("code", Layout::Code);
  T.dict_keys = builtin_type("dict_keys", Layout::DictView);
  T.dict_values = builtin_type("dict_values", Layout::DictView);
  T.dict_items = builtin_type("dict_items", Layout::DictView);
  T.module->alloc = [](TypeObject* t) -> Object* { return new ModuleObject(t, intern("?"), new_dict()); };
  T.list->alloc = [](TypeObject* t) -> Object* { return new ListObject(t); };
  T.dict->alloc = [](TypeObject* t) -> Object* {
    auto* d = new DictObject(t);
    if (t != T.dict) gc::track(d);  // an instance of a subclass can hold a cycle through its attributes
    return d;
  };
  T.set->alloc = [](TypeObject* t) -> Object* { return new SetObject(t); };
  T.frozenset->alloc = T.set->alloc;
  T.tuple->alloc = [](TypeObject* t) -> Object* { return new TupleObject(t); };
  T.str->alloc = [](TypeObject* t) -> Object* { return new StrObject(t, ""); };
  for (TypeObject* t : {T.none, T.notimplemented, T.ellipsis, T.int_, T.float_, T.bool_, T.function,
                        T.builtin_function, T.method, T.cell, T.slice, T.range, T.generator, T.coroutine, T.async_generator, T.iterator, T.code,
                        T.dict_keys, T.dict_values, T.dict_items, T.super})
    t->alloc = nullptr;
  T.object->alloc = alloc_object;
  kNotImplemented = Value(new Object(T.notimplemented));
  kEllipsis = Value(new Object(T.ellipsis));
  make_exception_types();
  object_methods();
  type_methods();
  function_methods();
  descriptor_types();
  exception_methods();
  generator_methods();
  coroutine_types();
  generic_alias_methods();
  add_method(T.none, "__repr__", [](const CallArgs&) { return new_str("None"); });
  add_method(T.none, "__bool__", [](const CallArgs& a) {  // (truthy() knows None; this is for explicit calls)
    check_wrapper_args(a, "__bool__", 0);
    return Value::boolean(false);
  });
  add_method(T.notimplemented, "__repr__", [](const CallArgs&) { return new_str("NotImplemented"); });
  add_method(T.ellipsis, "__repr__", [](const CallArgs&) { return new_str("Ellipsis"); });
  add_method(T.module, "__repr__", [](const CallArgs& a) {
    auto* m = as<ModuleObject>(a[0]);
    // the repr of the __name__ its namespace holds now, of '?' where it holds none (importlib's _module_repr)
    const Value name_value = m->dict()->get_str(intern("__name__").get());
    const std::string name = name_value.is_null() ? "'?'" : repr(name_value);
    Value file = m->dict()->get_str(intern("__file__").get());
    if (is_str(file)) return new_str("<module " + name + " from '" + str_of(file) + "'>");
    // Made by types.ModuleType (its __loader__ is None): no origin to show, as CPython.
    if (m->dict()->get_str(intern("__loader__").get()).is_none()) return new_str("<module " + name + ">");
    return new_str("<module " + name + " (built-in)>");
  });
  // types.ModuleType(name, doc=None)
  add_method(T.module, "__init__", [](const CallArgs& a) {
    Value args[2];
    parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "module", {"name", "doc"}, 1, args);
    if (!is_str(args[0])) raise(T.TypeError, "module.__init__() argument 'name' must be str, not " + type_name(args[0]));
    auto* m = as<ModuleObject>(a[0]);
    m->name = intern(str_of(args[0]));
    m->dict()->set_str(intern("__name__").get(), args[0]);
    m->dict()->set_str(intern("__doc__").get(), args[1].is_null() ? Value::none() : args[1]);
    for (const char* k : {"__package__", "__loader__", "__spec__"}) m->dict()->set_str(intern(k).get(), Value::none());
    return Value::none();
  });
  add_property(T.module, "__dict__", [](const CallArgs& a) { return Value(as<ModuleObject>(a[0])->dict()); });
}

}  // namespace tsr::interp
