// `_tsrmisc`: what the tsr-written `traceback`, `warnings`, `logging` and `uuid` need from the interpreter: the
// native traceback formatter of traceback.cpp (so traceback.format_exc prints exactly what an uncaught exception
// prints, markers and "Did you mean" included), the entries of an exception's traceback and of the running stack,
// and random bytes. Also the `traceback` objects that BaseException.__traceback__ hands out.
#include <cstdio>
#include <fstream>
#include <set>
#include <type_traits>
#include <utility>

#include "lang/frontend.hpp"

#include "interpreter/builtins.hpp"
#include "interpreter/id_registry.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

std::string format_exception_without_chain(const Value& exc);
std::string format_exception_only(const Value& exc);
std::string format_traceback_entry(const TracebackEntry& t);
std::set<std::string>& hidden_frame_files();
bool hidden_frame(const TracebackEntry& t);
bool hidden_code(const CodeObject& code);

namespace {

// Each running frame from the innermost out, less the innermost `skip` and less the hidden ones (a module standing
// for C code, whose functions have no frames in CPython: warnings.warn's stacklevel and traceback.extract_stack
// count only the frames a traceback shows), with the instruction it is at: the innermost is the one calling the
// native function (a call through C++, so its lasti is the CALL); a frame whose callee was inlined is at ip - 1
// (ENTER_CALL saves only ip).
// `fn` may return a bool: false stops the walk there.
template <class F>
void for_each_running_frame(int64_t skip, F&& fn) {
  Frame* callee = nullptr;
  for (Frame* f = R.frame; f; callee = f, f = f->parent) {
    if (skip > 0) {
      --skip;
      continue;
    }
    if (hidden_code(*f->code)) continue;
    const uint32_t instr = callee && !callee->entry && f->ip > 0 ? f->ip - 1 : f->lasti;
    if constexpr (std::is_same_v<decltype(fn(f, instr)), bool>) {
      if (!fn(f, instr)) return;
    } else {
      fn(f, instr);
    }
  }
}

// The source line of instruction `instr` of `co` (its first line where the instruction has none).
uint32_t line_of(const lang::Code& co, uint32_t instr) {
  return instr < co.positions.size() && co.positions[instr].line ? co.positions[instr].line : co.firstlineno;
}

ExceptionObject* exception_arg(const Value& v, const char* fname) {
  if (!isinstance(v, T.BaseException))
    raise(T.TypeError, std::string(fname) + "() argument must be an exception, not " + type_name(v));
  return as<ExceptionObject>(v);
}

// One entry as the `traceback` module's FrameSummary takes it: (filename, lineno, name, line, formatted), where
// `formatted` is the entry as a traceback prints it (source line and marker line included).
Value entry_tuple(const TracebackEntry& t) {
  const lang::Code& co = *t.code->code;
  const uint32_t line = line_of(co, t.instr);
  std::string text;
  if (co.source && co.source->show_lines) {
    std::string_view s = co.source->line_text(line);
    size_t b = 0, e = s.size();
    while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\f')) ++b;
    while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\f' || s[e - 1] == '\n')) --e;
    text = std::string(s.substr(b, e - b));
  }
  return new_tuple({new_str(co.filename()), Value(int64_t(line)), new_str(co.name), new_str(text),
                    new_str(format_traceback_entry(t))});
}

// traceback objects: a view of one entry of an exception's traceback, tb_next leading inwards (CPython's order).
struct TracebackObject : Object {
  Ref<ExceptionObject> exc;
  size_t index = 0;  // into exc->traceback, which is innermost first
  explicit TracebackObject(TypeObject* t) : Object(t) {}
};

TypeObject* traceback_type() {
  static TypeObject* t = [] {
    TypeObject* t = new_type("traceback", {}, Layout::Object, true, "builtins").get();
    auto self = [](const CallArgs& a) -> TracebackObject& {
      if (!a[0].is_obj() || a[0].obj()->type != traceback_type()) raise(T.TypeError, "expected a traceback object");
      return *static_cast<TracebackObject*>(a[0].obj());
    };
    auto entry = [self](const CallArgs& a) -> const TracebackEntry& {
      TracebackObject& tb = self(a);
      return tb.exc->traceback[tb.index];
    };
    add_property(t, "tb_lineno", [entry](const CallArgs& a) {
      const TracebackEntry& e = entry(a);
      const lang::Code& co = *e.code->code;
      return Value(int64_t(e.instr < co.positions.size() && co.positions[e.instr].line ? co.positions[e.instr].line
                                                                                       : co.firstlineno));
    });
    add_property(t, "tb_lasti", [entry](const CallArgs& a) { return Value(int64_t(entry(a).instr * 2)); });
    add_property(t, "tb_next", [self](const CallArgs& a) {
      TracebackObject& tb = self(a);
      size_t i = tb.index;
      while (i > 0 && hidden_frame(tb.exc->traceback[i - 1])) --i;
      if (i == 0) return Value::none();
      auto next = make<TracebackObject>(traceback_type());
      next->exc = tb.exc;
      next->index = i - 1;
      return Value(next);
    });
    add_property(t, "_entry", [entry](const CallArgs& a) { return entry_tuple(entry(a)); });
    // The entry's code object, which tb_frame.f_code would be (inspect.getfile of a traceback).
    add_property(t, "_code", [entry](const CallArgs& a) { return Value(entry(a).code); });
    add_property(t, "tb_frame", [](const CallArgs&) -> Value {
      raise(T.AttributeError, "tsr's traceback objects have no tb_frame (tsr keeps no frame objects)");
    });
    return t;
  }();
  return t;
}

void init_tsrmisc(ModuleObject& m) {
  // ids_recorded(): from now on id() notes what it names, so object_at can give it back (ctypes switches it on).
  def(m, "ids_recorded", [](const CallArgs&) {
    id_registry::switch_on();
    return Value::none();
  });
  // object_at(id): the live object with that id, as ctypes.cast(id, py_object).value reads it; ValueError when
  // no live object id() named since ids_recorded() has it.
  def(m, "object_at", [](const CallArgs& a) {
    if (a.args.size() != 1 || !a[0].is_int()) raise(T.TypeError, "object_at(id) takes an int");
    Value v = id_registry::lookup(a[0].as_int());
    if (v.is_null())
      raise(T.ValueError, "no live object has id " + std::to_string(a[0].as_int()) +
                              " (tsr turns an id back into its object only for objects id() named after "
                              "`import ctypes`, while they live)");
    return v;
  });
  // index(a): operator.index, native as CPython's (so a warning its __index__ raises names the caller's line).
  def(m, "index", [](const CallArgs& a) {
    if (a.args.size() != 1) raise(T.TypeError, "index() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    return index_value(a[0]);
  });
  // extension_type(cls): cls, written in tsr, stands for a C extension's type (numpy.ndarray, numpy.float64):
  // messages name it with its module, as CPython's tp_name does. Not inherited: a subclass in a user's code is a
  // heap type, named bare.
  def(m, "extension_type", [](const CallArgs& a) {
    if (a.args.size() != 1 || !has_layout(a[0], Layout::Type)) raise(T.TypeError, "extension_type(cls) takes a class");
    auto* t = static_cast<TypeObject*>(a[0].obj());
    Value mod = t->dict->get_str(intern("__module__").get());
    if (is_str(mod)) t->module = str_of(mod);
    t->extension = true;
    return a[0];
  });
  def(m, "format_exception", [](const CallArgs& a) {
    exception_arg(a[0], "format_exception");
    const bool chain = a.npos() < 2 || truthy(a[1]);
    return new_str(chain ? format_exception(a[0], false) : format_exception_without_chain(a[0]));
  });
  def(m, "format_exception_only", [](const CallArgs& a) {
    exception_arg(a[0], "format_exception_only");
    return new_str(format_exception_only(a[0]));
  });
  // The entries of an exception's traceback, outermost first.
  def(m, "tb_entries", [](const CallArgs& a) {
    ExceptionObject* e = exception_arg(a[0], "tb_entries");
    std::vector<Value> out;
    for (size_t i = e->traceback.size(); i > 0; --i)
      if (!hidden_frame(e->traceback[i - 1])) out.push_back(entry_tuple(e->traceback[i - 1]));
    return Value(new_list(std::move(out)));
  });
  // The running frames, outermost first, less the innermost `skip` (the library's own frames). stack_entries(skip,
  // False): (filename, lineno, name) of each, with no source read or formatted (logging's findCaller, per record).
  def(m, "stack_entries", [](const CallArgs& a) {
    std::vector<Value> out;
    const bool full = a.npos() < 2 || truthy(a[1]);
    for_each_running_frame(a.npos() > 0 ? index_of(a[0]) : 0, [&](Frame* f, uint32_t instr) {
      if (full) {
        out.push_back(entry_tuple(TracebackEntry{Ref<CodeObject>(f->code), instr}));
        return;
      }
      const lang::Code& co = *f->code->code;
      out.push_back(new_tuple({new_str(co.filename()), Value(int64_t(line_of(co, instr))), new_str(co.name)}));
    });
    std::reverse(out.begin(), out.end());
    return Value(new_list(std::move(out)));
  });
  // warning_location(skip, stacklevel): warnings.warn's (filename, lineno, globals) of the frame `stacklevel` calls
  // out past the innermost `skip` (below 1 counts as 1, as CPython's setup_context has it), the hidden frames not
  // counted (as stack_entries counts them); None past the end. The walk stops there and formats nothing: a warning
  // already shown returns fast.
  def(m, "warning_location", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "warning_location(skip, stacklevel)");
    int64_t level = std::max<int64_t>(index_of(a[1]), 1);
    Value where = Value::none();
    for_each_running_frame(index_of(a[0]), [&](Frame* f, uint32_t instr) {
      if (--level > 0) return true;
      const lang::Code& co = *f->code->code;
      where = new_tuple({new_str(co.filename()), Value(int64_t(line_of(co, instr))), Value(f->globals)});
      return false;
    });
    return where;
  });
  // frames(skip): what sys._getframe's frame objects (stdlib/_frame.tsr) hold of each running frame, innermost
  // first, less the innermost `skip`: (code, globals, line, locals, lasti). A module or class body's locals are its
  // namespace; a function's are a snapshot, as locals() makes.
  def(m, "frames", [](const CallArgs& a) {
    std::vector<Value> out;
    for_each_running_frame(a.npos() > 0 ? index_of(a[0]) : 0, [&](Frame* f, uint32_t instr) {
      const uint32_t line = line_of(*f->code->code, instr);
      out.push_back(new_tuple({Value(f->code), Value(f->globals), Value(int64_t(line)), locals_of(f),
                               Value(int64_t(instr) * 2)}));
    });
    return Value(new_list(std::move(out)));
  });
  // The globals of the frame `depth` calls out from the caller (warnings' module and registry), the hidden frames
  // not counted (as stack_entries counts), None past the end.
  def(m, "frame_globals", [](const CallArgs& a) {
    int64_t depth = a.npos() > 0 ? index_of(a[0]) : 0;
    Frame* f = R.frame;
    while (f && depth > 0) {
      f = f->parent;
      if (f && !hidden_code(*f->code)) --depth;
    }
    return f ? Value(f->globals) : Value::none();
  });
  // A module standing for one of CPython's C modules names its file here, so that its frames stay out of
  // tracebacks as C functions' do.
  def(m, "hide_frames", [](const CallArgs& a) {
    if (!is_str(a[0])) raise(T.TypeError, "hide_frames() takes a file name");
    hidden_frame_files().insert(str_of(a[0]));
    return Value::none();
  });
  // on_first_attribute_miss(cls, hook): Note [Lazy attributes] in object.cpp.
  def(m, "on_first_attribute_miss", [](const CallArgs& a) {
    if (a.npos() != 2 || !has_layout(a[0], Layout::Type)) raise(T.TypeError, "on_first_attribute_miss(cls, hook)");
    set_attribute_miss_hook(as<TypeObject>(a[0]), a[1]);
    return Value::none();
  });
  // when_class_defines(name, hook): Note [Class watches] in object.cpp.
  def(m, "when_class_defines", [](const CallArgs& a) {
    if (a.npos() != 2 || !is_str(a[0])) raise(T.TypeError, "when_class_defines(name, hook)");
    watch_class_attribute(intern(str_of(a[0])).get(), a[1]);
    return Value::none();
  });
  def(m, "urandom", [](const CallArgs& a) {
    const int64_t n = index_of(a[0]);
    std::ifstream in("/dev/urandom", std::ios::binary);
    std::vector<Value> out;
    for (int64_t i = 0; i < n; ++i) out.push_back(Value(int64_t(static_cast<unsigned char>(in.get()))));
    if (!in) raise(T.OSError, "cannot read /dev/urandom");
    return Value(new_list(std::move(out)));
  });
}

}  // namespace

// BaseException.__traceback__: the outermost entry, or None when the exception has not been raised.
Value traceback_of(ExceptionObject* e) {
  size_t i = e->traceback.size();
  while (i > 0 && hidden_frame(e->traceback[i - 1])) --i;
  if (i == 0) return Value::none();
  auto tb = make<TracebackObject>(traceback_type());
  tb->exc = Ref<ExceptionObject>(e);
  tb->index = i - 1;
  return Value(tb);
}

void set_traceback(ExceptionObject* e, const Value& tb) {
  if (tb.is_none()) {
    e->traceback.clear();
    return;
  }
  if (!tb.is_obj() || tb.obj()->type != traceback_type()) raise(T.TypeError, "__traceback__ must be a traceback or None");
  // the entries from tb's inwards: tb.exc's first index + 1 (innermost first)
  const auto* t = static_cast<const TracebackObject*>(tb.obj());
  std::vector<TracebackEntry> entries(t->exc->traceback.begin(), t->exc->traceback.begin() + ptrdiff_t(t->index + 1));
  e->traceback = std::move(entries);
}

void init_stdmisc_module() {
  register_native_module("_tsrmisc", init_tsrmisc);
  // The built-in warning categories beyond types.cpp's core five, which the `warnings` filters name, and the
  // built-in exceptions raised only by library code (FloatingPointError: numpy's seterr 'raise').
  for (auto [name, base] : {std::pair{"PendingDeprecationWarning", T.Warning}, {"SyntaxWarning", T.Warning},
                            {"FloatingPointError", T.ArithmeticError},
                            {"ImportWarning", T.Warning}, {"UnicodeWarning", T.Warning}, {"BytesWarning", T.Warning},
                            {"ResourceWarning", T.Warning}, {"EncodingWarning", T.Warning}}) {
    if (!R.builtins->get_str(intern(name).get()).is_null()) continue;  // (made elsewhere already)
    Ref<TypeObject> t = new_type(name, {Ref<TypeObject>(base)}, Layout::Exception, true);
    t->alloc = base->alloc;
    R.builtins->set_str(intern(name).get(), Value(t));
  }
  // CPython's aliases of OSError
  for (const char* alias : {"EnvironmentError", "IOError"})
    if (R.builtins->get_str(intern(alias).get()).is_null()) R.builtins->set_str(intern(alias).get(), Value(T.OSError));
}

}  // namespace tsr::interp
